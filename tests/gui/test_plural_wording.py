"""One of a thing is worded in the singular: "1 answer", never "1 answers" (the newcomer's
review of session 6 found "1 questions" on the exam list: tests/gui/test_exam_sitting.py)."""

from __future__ import annotations

import re

import pytest

from tests.gui.test_exam_instructor import sittings  # noqa: F401 (a fixture)
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


# ---- Qt's plural forms (issue 25 point 15) ---------------------------------------------------

COUNTED = ("answer", "sitting", "trainee", "minute", "row", "question", "day", "coup", "shoe",
           "step", "entry", "exam", "seat", "lesson", "attempt", "desk", "session")


def test_no_count_is_made_singular_or_plural_by_hand() -> None:
    """A count is one message with Qt's plural forms (``tr("%n sitting(s).", "", n)``), never
    "1 sitting." beside "{0} sittings.": Portuguese and English have two forms, Chinese one,
    and a hand-made pair reads wrong in a language with other rules."""
    from tests.gui.test_translations import committed

    by_hand = re.compile(rf"(?<![\d.,])1 ({'|'.join(COUNTED)})\b")
    found = [m.source for m in committed("zh-Hant") if by_hand.search(m.source)]
    assert not found, found


@pytest.mark.parametrize(("code", "one", "two"), [
    ("en", "1 sitting. 1 with altered records (in red).", "2 sittings."),
    ("zh-Hant", "1場考試。 1場紀錄曾被改動（紅色顯示）。", "2場考試。")])
def test_the_results_count_their_sittings_in_the_language_shown(
        qtbot, window, sittings, code, one, two) -> None:  # noqa: F811
    from tests.gui.test_exam_instructor import open_exams, results_panel, sign_in_instructor

    window.set_language(code)
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    qtbot.waitUntil(lambda: panel.status.text() == two)
    assert panel._results_line(1, 1, 0) == one


@pytest.mark.parametrize(("code", "one", "many"), [
    ("en", "1 answer", "20 answers"), ("zh-Hant", "作答1題", "作答20題"),
    ("pt", "1 resposta", "20 respostas")])
def test_a_homework_goal_counts_in_the_language_shown(translations, code, one, many) -> None:
    translations.install(code)
    words = HomeworkWords()
    assert words.target(Target(TargetKind.ANSWERS, 1)) == one
    assert words.target(Target(TargetKind.ANSWERS, 20)) == many
