"""One of a thing is worded in the singular: "1 answer", never "1 answers" (the newcomer's
review of session 6 found "1 questions" on the exam list: tests/gui/test_exam_sitting.py)."""

from __future__ import annotations

from trainer.homework import Target, TargetKind
from ui.dashboard.words import HomeworkWords


def test_a_homework_goal_of_one_answer_is_singular(qtbot) -> None:
    one, many = Target(TargetKind.ANSWERS, 1), Target(TargetKind.ANSWERS, 20)
    words = HomeworkWords()
    assert words.target(one) == "1 answer"
    assert words.target(many) == "20 answers"
