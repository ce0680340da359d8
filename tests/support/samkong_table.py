"""Scripted dealers for the Sam Kong Table's tests: the perfect one deals through the
session's hint (:meth:`SamKongSession.next_right`), and helpers bring a seeded session to
the point a wrong step is tried at."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from trainer.table.samkong.model import SamKongSettings
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import Action, GradedStep

Until = Callable[[SamKongSession], bool]


def ticking() -> Callable[[], float]:
    """A clock a second a reading: no wall clock in the tests."""
    counter = itertools.count()
    return lambda: float(next(counter))


def session(profile: SamKongTableRules, seed: int, **settings: object) -> SamKongSession:
    return SamKongSession(profile, seed, ticking(),
                          settings=SamKongSettings(**settings))  # type: ignore[arg-type]


def right(s: SamKongSession) -> GradedStep:
    """Take the engine's next right action."""
    name, args = s.next_right()
    return s.apply(Action(name, args))


def deal_until(s: SamKongSession, until: Until, limit: int = 5000) -> bool:
    """Deal right until ``until`` holds (True) or the session ends (False)."""
    for _ in range(limit):
        if until(s):
            return True
        if s.finished:
            return False
        step = right(s)
        assert step.right, step
    return False


def find(profile: SamKongTableRules, until: Until, seeds: range = range(60),
         **settings: object) -> SamKongSession:
    """The first seeded session that reaches ``until`` under a perfect dealer."""
    for seed in seeds:
        s = session(profile, seed, **settings)
        if deal_until(s, until):
            return s
    raise AssertionError("no seed reaches the point asked")
