"""Helpers for exams with a Table section: a blueprint with one, and a dealer that deals the
open table through the exam session (right, or with a wrong deal order now and then)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.support.exam_kill_worker import WallClock, blueprint, right_answer
from tests.support.table_script import right_action
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.baccarat.tableau import Hand
from trainer.exams.blueprint import Blueprint, TableSectionSpec
from trainer.exams.session import ExamSession
from trainer.table import TableSession

PROFILE = DEFAULT_PROFILES["mass-300"]


def table_spec(**overrides: Any) -> TableSectionSpec:
    """Three coups at the mass-market table, 80 % to pass."""
    values: dict[str, Any] = {"profile": PROFILE, "coups": 3, "pass_mark": 80}
    values.update(overrides)
    return TableSectionSpec(**values)


def with_table(cohort_ids: tuple[int, ...] = (), **overrides: Any) -> Blueprint:
    """The two-section exam of :func:`blueprint` followed by a Table section, an hour long."""
    return blueprint(
        cohort_ids, tables=(table_spec(**overrides),), time_limit_s=3600, question_limit_s=None
    )


def answer_questions(session: ExamSession) -> None:
    while (shown := session.next_question()) is not None:
        session.submit(right_answer(shown.question))


def deal(session: ExamSession, clock: WallClock | None = None, steps: int | None = None,
         pace: float = 1.0, wrong_every: int = 0,
         until: Callable[[TableSession], bool] | None = None) -> int:
    """Deal the open table (``steps`` steps, or until ``until`` holds of it, or to the end)
    ``pace`` seconds a step; every ``wrong_every``-th deal, counting from the first, goes to
    the wrong hand (counted by deals, not steps: a count of steps let some seeds deal no wrong
    card at all). Returns steps taken."""
    done = deals = 0
    while ((table := session.next_table()) is not None and (steps is None or done < steps)
           and (until is None or not until(table))):
        name, args = right_action(table)
        if clock is not None:
            clock.advance(pace)
        if name == "deal":
            deals += 1
        if wrong_every and name == "deal" and (deals - 1) % wrong_every == 0:
            session.table_act("deal", Hand.BANKER if args[0] is Hand.PLAYER else Hand.PLAYER)
        else:
            session.table_act(name, *args)
        done += 1
    return done
