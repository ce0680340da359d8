"""The practice streak, with freezes.

A day counts when the trainee answered at least once that Macau calendar day (UTC+8; see
:mod:`trainer.macau_time`). The streak is the number of practised days in the run that ends
today, or yesterday while today is still open. One missed day a week does not break it: a
missed day between two practised days is *frozen* when no other frozen day lies within the
seven days after it. Two missed days in a row, or a second miss within a week, end the run.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from trainer.macau_time import macau_day

FREEZE_EVERY_DAYS = 7
"""At most one frozen day in any run of this many days."""


@dataclass(frozen=True)
class Streak:
    """Where a trainee's streak stands on ``today`` (a Macau day)."""

    days: int
    """Practised days in the current run (frozen days keep it alive but do not count)."""
    frozen: tuple[date, ...]
    """The missed days the run was kept through, newest first."""
    practised_today: bool
    freeze_ready: bool
    """True when missing a day now would be frozen (no freeze in the last seven days)."""


def practice_days(answered_at: Iterable[datetime]) -> set[date]:
    """The Macau days of these answer times (naive times are UTC, as stored)."""
    return {macau_day(when) for when in answered_at}


def _freeze_free(day: date, frozen: list[date]) -> bool:
    return all(abs((other - day).days) >= FREEZE_EVERY_DAYS for other in frozen)


def streak(practised: Iterable[date], today: date) -> Streak:
    """The streak on Macau day ``today`` given the Macau days practised (see the module)."""
    days = set(practised)
    practised_today = today in days
    frozen: list[date] = []
    count = 0
    if days:
        first = min(days)
        day = today if practised_today else today - timedelta(days=1)
        while day >= first:
            if day in days:
                count += 1
            elif (day - timedelta(days=1)) in days and _freeze_free(day, frozen):
                frozen.append(day)
            else:
                break
            day -= timedelta(days=1)
    return Streak(count, tuple(frozen), practised_today, _freeze_free(today, frozen))


def streak_at(answered_at: Iterable[datetime], now: datetime) -> Streak:
    """:func:`streak` from answer times, on the Macau day of ``now``."""
    return streak(practice_days(answered_at), macau_day(now))
