"""Helpers for exams with a Sam Kong Table section: a blueprint with one, and scripted dealers
(right, or wrong at the levels and the doors) that deal it through the exam session."""

from __future__ import annotations

from typing import Any

from tests.support.exam_kill_worker import WallClock, blueprint
from trainer.exams.blueprint import Blueprint, TableSectionSpec
from trainer.exams.session import ExamSession
from trainer.samkong.levels import LEVEL_COUNT, DoorResult
from trainer.table.samkong.profile import profile_named
from trainer.table.samkong.session import SamKongSession

SAMKONG_PROFILE = profile_named("samkong-six-door-shoe")


def samkong_spec(**overrides: Any) -> TableSectionSpec:
    """Two rounds at the six-door shoe, 80 % to pass."""
    values: dict[str, Any] = {"profile": SAMKONG_PROFILE, "coups": 2, "pass_mark": 80,
                              "fault_percent": 20, "game": "samkong"}
    values.update(overrides)
    return TableSectionSpec(**values)


def with_samkong(**overrides: Any) -> Blueprint:
    """The two drill sections of :func:`blueprint`, then a Sam Kong Table section."""
    return blueprint((), tables=(samkong_spec(**overrides),), time_limit_s=3600,
                     question_limit_s=None)


def samkong_only(**overrides: Any) -> Blueprint:
    """An exam of one Sam Kong Table section."""
    return blueprint((), sections=(), tables=(samkong_spec(**overrides),), time_limit_s=3600,
                     question_limit_s=None)


def wrong_of(name: str, args: tuple[object, ...]) -> tuple[object, ...] | None:
    """A wrong choice in place of the right ``args`` of a level or door call, else None."""
    if name == "call_level":
        hand, ordinal = args
        assert isinstance(ordinal, int)
        return hand, ordinal % LEVEL_COUNT + 1
    if name == "call_door":
        door, result = args
        others = [r for r in DoorResult if r is not result]
        return door, others[0]
    return None


def deal_samkong(session: ExamSession, clock: WallClock | None = None, steps: int | None = None,
                 pace: float = 5.0, wrong: bool = False) -> int:
    """Deal the open Sam Kong table through the sitting (``steps`` steps, or to the end),
    ``pace`` seconds a step, the engine's right step each time; with ``wrong``, every level
    and door is first called wrong (then right: a wrong step changes nothing)."""
    done = 0
    tried: set[tuple[int, str, object]] = set()
    while (table := session.next_table()) is not None and (steps is None or done < steps):
        assert isinstance(table, SamKongSession)
        name, args = table.next_right()
        if clock is not None:
            clock.advance(pace)
        bad = wrong_of(name, args) if wrong else None
        point = (table.round_number, name, args[0] if args else None)
        if bad is not None and point not in tried:
            tried.add(point)
            session.table_act(name, *bad)
        else:
            session.table_act(name, *args)
        done += 1
    return done
