"""One readiness verdict (issue 25 point 5): "the last 14 days" is one window, made by one
function (:func:`trainer.stats.values.readiness_window`), so the roster, the cohort report,
the charts and the trainee report name the same deciding drill, on SQLite and PostgreSQL --
checked at 01:00 in Macau with answers from 23:00 thirteen days and two hours before, which
14 x 24 hours from now would take in and 14 Macau calendar days leave out."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

import pytest

from trainer.auth import Actor
from trainer.macau_time import MACAU, MACAU_OFFSET
from trainer.progress import ProgressQuery, load_cohort_report, load_progress, school_pass_mark
from trainer.stats import ReadinessStatus
from trainer.stats.roster import roster_lines
from trainer.stats.values import READINESS_DAYS, TREND_DAYS, readiness_window
from trainer.store import NewAttempt, Store, open_store

NOW = datetime(2026, 3, 20, 1, 0, tzinfo=MACAU).astimezone(UTC)
"""01:00 on 20 March in Macau (17:00 UTC the day before)."""
OLD = NOW - timedelta(days=13, hours=2)
"""23:00 on 6 March in Macau: within 14 x 24 h of NOW, but not within 14 Macau days."""
PIN = "1234"


# ---- the one definition ------------------------------------------------------------------


def test_the_window_is_fourteen_calendar_days_ending_today() -> None:
    days = readiness_window(date(2026, 3, 20), MACAU_OFFSET)
    assert (days.first_day, days.last_day) == (date(2026, 3, 7), date(2026, 3, 20))
    assert (days.last_day - days.first_day).days == READINESS_DAYS - 1
    assert days.recent_first_day == date(2026, 3, 14)
    assert (days.last_day - days.recent_first_day).days == TREND_DAYS - 1
    # Macau midnights, as UTC instants.
    assert days.starts_at == datetime(2026, 3, 6, 16, 0, tzinfo=UTC)
    assert days.recent_starts_at == datetime(2026, 3, 13, 16, 0, tzinfo=UTC)
    assert days.ends_at == datetime(2026, 3, 20, 16, 0, tzinfo=UTC)
    assert OLD < days.starts_at <= NOW < days.ends_at
    assert NOW - timedelta(days=READINESS_DAYS) <= OLD  # the old definition took it in


# ---- every screen judges the same window -------------------------------------------------


@dataclass
class School:
    store: Store
    boss: Actor
    cohort_id: int
    amy: int


def practise(store: Store, who: Actor, kind: str, rights: int, wrongs: int,
             when: datetime) -> None:
    session = store.practice.start_session(who, kind, {})
    for i in range(rights + wrongs):
        store.practice.record_attempt(who, NewAttempt(
            session_id=session, drill_kind=kind, question={"n": i}, answer="a",
            correct=i < rights, ms_taken=1500, reason=None,
            answered_at=when + timedelta(seconds=i)))


@pytest.fixture
def school(store_url: str) -> Iterator[School]:
    """Amy practised the three Baccarat drills in the last hour (payouts 28 of 30 right, the
    least ready, still ready) and got 30 Sam Kong hands wrong at OLD (and 30 more stamped
    tomorrow)."""
    store = open_store(store_url, lock_timeout=1.0, clock=lambda: NOW)
    boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
    cohort = store.roster.create_cohort(boss, "2026 春季班")
    amy = store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, PIN)
    who = store.authenticate("amy", PIN)
    recent = NOW - timedelta(minutes=50)
    practise(store, who, "draw", 30, 0, recent)
    practise(store, who, "call", 30, 0, recent)
    practise(store, who, "payout", 28, 2, recent)
    practise(store, who, "samkong_level", 0, 30, OLD)
    # A desk whose clock ran a day ahead stamped these tomorrow: after the window too.
    practise(store, who, "samkong_doors", 0, 30, NOW + timedelta(days=1))
    boss = store.authenticate("mdeus", "teacher-pass")
    yield School(store, boss, cohort.id, amy.id)
    store.close()


def test_roster_cohort_report_charts_and_trainee_report_name_the_same_deciding_drill(
        school: School) -> None:
    store, boss = school.store, school.boss
    reports = store.reports_with(clock=lambda: NOW)
    mark = school_pass_mark(store, boss)
    [roster] = roster_lines(reports.roster_summary(boss, school.cohort_id), mark)
    [cohort] = load_cohort_report(store, reports, boss, school.cohort_id).lines
    # The charts and the trainee report (its PDF) both show this page's verdict.
    page = load_progress(store, reports, boss, ProgressQuery(school.amy))
    verdicts = {
        "roster": roster.readiness,
        "cohort report": cohort.readiness,
        "charts and trainee report": page.readiness,
    }
    seen = {where: (r.status, r.drill_kind, r.attempts) for where, r in verdicts.items()}
    # The Sam Kong hands of 13 days and 2 hours ago are before the window's first day.
    assert set(seen.values()) == {(ReadinessStatus.READY, "payout", 30)}, seen
    assert page.today == date(2026, 3, 20)
    assert all(k in ("draw", "call", "payout") for r in verdicts.values() for k, _ in r.drills)
    # The roster's two trend weeks cover the same days.
    assert roster.summary.recent_attempts + roster.summary.previous_attempts == 90
