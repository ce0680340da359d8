"""One of a thing is worded in the singular: "1 answer", never "1 answers" (the newcomer's
review of session 6 found "1 questions" on the exam list: tests/gui/test_exam_sitting.py)."""

from __future__ import annotations

from trainer.homework import Subject, Target, TargetKind
from ui.dashboard.words import HomeworkWords


def test_a_homework_goal_of_one_answer_is_singular(qtbot) -> None:
    one, many = Target(TargetKind.ANSWERS, 1), Target(TargetKind.ANSWERS, 20)
    words = HomeworkWords()
    assert words.target(one) == "1 answer"
    assert words.target(many) == "20 answers"


def test_a_lesson_no_longer_shipped_is_worded_so(qtbot) -> None:
    words = HomeworkWords()
    assert words.subject(Subject.lesson("pairs"), {"pairs": "Pairs"}) == "Lesson: Pairs"
    assert words.subject(Subject.lesson("99-gone"), {"pairs": "Pairs"}) \
        == "Lesson no longer available (99-gone)"


def test_one_answer_in_the_progress_summary_is_singular(qtbot, store, trainee) -> None:
    """The Dashboard's and Progress screen's summary line said "1 answers" (review 7)."""
    from datetime import UTC, datetime

    from tests.gui.test_charts import open_screen
    from tests.support.practice_records import record_draw

    record_draw(store, trainee, "banker:6:7", True, 1200, datetime.now(UTC))
    screen = open_screen(qtbot, store, trainee)
    assert ": 1 answer, 100.0% right." in screen.summary.text()
    assert "1 answers" not in screen.summary.text()


def test_the_version_note_counts_sittings_in_the_singular_and_plural(
        qtbot, store, instructor, trainee) -> None:
    """The blueprint form's note said "This exam has 1 sittings under version 1" (review 7);
    the form with a real sitting is tested in tests/gui/test_versions_and_desks.py."""
    from dataclasses import replace

    from tests.gui.test_exam_instructor import blueprint
    from ui.exam.blueprints import BlueprintsPanel

    exam = store.exams.create(instructor, blueprint(trainee.cohort_id))
    panel = BlueprintsPanel(store, instructor)
    qtbot.addWidget(panel)
    panel.current = replace(exam, sittings=1)
    panel._word_version_note()
    assert panel.version_note.text() == (
        "This exam has 1 sitting under version 1; saving a change to what it examines makes "
        "version 2, and the sitting keeps its version. Moving the exam window or changing the "
        "cohorts keeps version 1.")
    panel.current = replace(exam, sittings=3)
    panel._word_version_note()
    assert panel.version_note.text() == (
        "This exam has 3 sittings under version 1; saving a change to what it examines makes "
        "version 2, and the sittings keep theirs. Moving the exam window or changing the "
        "cohorts keeps version 1.")
