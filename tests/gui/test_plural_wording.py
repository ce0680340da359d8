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
