"""The Today dataclasses (trainer/today.py): the goal's progress."""

from __future__ import annotations

import pytest

from trainer.today import DailyGoal, GoalUnit


@pytest.mark.parametrize(
    ("target", "done", "met", "fraction"),
    [(50, 0, False, 0.0), (50, 10, False, 0.2), (50, 50, True, 1.0), (50, 80, True, 1.0),
     (0, 0, True, 1.0), (20, 5, False, 0.25)],
)
def test_goal_met_and_fraction(target: int, done: int, met: bool, fraction: float) -> None:
    goal = DailyGoal(GoalUnit.ANSWERS, target, done)
    assert goal.met is met
    assert goal.fraction == pytest.approx(fraction)
