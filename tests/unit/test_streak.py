"""Issue 15 point 4: the practice streak in Macau days, with one freeze a week."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from trainer.streak import FREEZE_EVERY_DAYS, practice_days, streak, streak_at

D = date(2026, 3, 10)  # a Tuesday in Macau


def days(*offsets: int) -> set[date]:
    """Macau days relative to ``D`` (0 is D, -1 the day before)."""
    return {D + timedelta(days=o) for o in offsets}


def test_consecutive_days_count_and_today_stays_open() -> None:
    assert streak(days(-2, -1, 0), D).days == 3
    pending = streak(days(-3, -2, -1), D)  # not yet today: the run still stands
    assert (pending.days, pending.practised_today) == (3, False)
    assert streak(set(), D).days == 0


def test_one_missed_day_a_week_is_frozen() -> None:
    s = streak(days(-4, -3, -1, 0), D)  # -2 missed
    assert s.days == 4 and s.frozen == (D - timedelta(days=2),)
    assert not s.freeze_ready  # used within the last seven days
    # Yesterday missed, today not yet practised: frozen, not broken.
    assert streak(days(-3, -2), D).days == 2


def test_two_missed_days_in_a_row_break_the_streak() -> None:
    assert streak(days(-5, -4, -1, 0), D).days == 2


def test_a_second_miss_within_a_week_breaks_it_one_a_week_apart_does_not() -> None:
    close = days(*(o for o in range(-10, 1) if o not in (-2, -6)))
    assert streak(close, D).days == 5  # -1, 0 and -5..-3; -6 is a second freeze in a week
    apart = days(*(o for o in range(-12, 1) if o not in (-2, -2 - FREEZE_EVERY_DAYS)))
    s = streak(apart, D)
    assert s.days == 11 and len(s.frozen) == 2


def test_days_are_macau_days_across_midnight() -> None:
    # 15:59 UTC is 23:59 in Macau; 16:00 UTC is already the next Macau day.
    before = datetime(2026, 3, 9, 15, 59, tzinfo=UTC)
    after = datetime(2026, 3, 9, 16, 0, tzinfo=UTC)
    assert practice_days([before, after]) == {date(2026, 3, 9), date(2026, 3, 10)}
    # Two answers a minute apart are a two-day streak seen from Macau.
    assert streak_at([before, after], after).days == 2
    # The same UTC calendar day: two Macau days, so a UTC count would say 1.
    assert len({before.date(), after.date()}) == 1
    # Naive times are UTC, as stored.
    assert practice_days([before.replace(tzinfo=None)]) == {date(2026, 3, 9)}
    # At 00:30 Macau (16:30 UTC) yesterday's practice keeps the streak while today is open.
    s = streak_at([before], datetime(2026, 3, 9, 16, 30, tzinfo=UTC))
    assert (s.days, s.practised_today) == (1, False)
