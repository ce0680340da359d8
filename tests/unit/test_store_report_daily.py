"""The Dashboard's roster reads the daily practice table (issue 16 point 14): every figure it
takes from the daily rows is the same as counted from the attempts themselves, on SQLite and
PostgreSQL, and a rebuild (``python -m trainer daily-rebuild``) is what it reads after."""

from __future__ import annotations

import statistics
from datetime import UTC, datetime, timedelta

from sqlalchemy import create_engine

from tests.support.bulk_history import write_history
from trainer.auth import Actor
from trainer.macau_time import MACAU_OFFSET, macau_day
from trainer.stats.values import TraineeSummary, readiness_window
from trainer.store import NewAttempt, Store
from trainer.store import schema as s
from trainer.store.daily import TIMED_OUT_REASON
from trainer.store.models import AttemptRow

NOW = datetime(2026, 3, 20, 15, 30, tzinfo=UTC)  # 23:30 in Macau: the day ends soon
PIN = "1234"
DAYS = readiness_window(macau_day(NOW), MACAU_OFFSET)
"""The readiness window at NOW: 14 Macau calendar days, today's included (issue 25 point 5)."""


def _answer(session: int, kind: str, correct: bool, ms: int, when: datetime,
            reason: str | None = None) -> NewAttempt:
    return NewAttempt(session_id=session, drill_kind=kind, question={"cell": "player:3"},
                      answer="a", correct=correct, ms_taken=ms, reason=reason, answered_at=when)


def _expected(rows: list[AttemptRow]) -> dict[str, object]:
    """The roster's figures counted in Python from the attempts as read back."""
    recent_start = DAYS.recent_starts_at
    window_start = DAYS.starts_at
    window = [r for r in rows if r.answered_at >= window_start]
    recent = [r for r in window if r.answered_at >= recent_start]
    previous = [r for r in window if r.answered_at < recent_start]
    return {
        "attempts": len(rows),
        "correct": sum(r.correct for r in rows),
        "avg_ms": sum(r.ms_taken for r in rows) / len(rows) if rows else None,
        "last_active": max((r.answered_at for r in rows), default=None),
        "recent_attempts": len(recent),
        "recent_correct": sum(r.correct for r in recent),
        "previous_attempts": len(previous),
        "previous_correct": sum(r.correct for r in previous),
        "window_timed_out": sum(r.reason == TIMED_OUT_REASON for r in window),
        "window_median_ms": (float(statistics.median(r.ms_taken for r in window))
                             if window else None),
    }


def _figures(line: TraineeSummary) -> dict[str, object]:
    return {name: getattr(line, name) for name in (
        "attempts", "correct", "avg_ms", "last_active", "recent_attempts", "recent_correct",
        "previous_attempts", "previous_correct", "window_timed_out", "window_median_ms")}


class School:
    """A cohort of three: a long bulk-imported history, answers given one by one around
    Macau midnight and the window edges (time-outs among them), and one who never practised."""

    def __init__(self, store: Store, instructor: Actor) -> None:
        self.store, self.boss = store, instructor
        roster = store.roster
        self.cohort = roster.create_cohort(instructor, "2026 春季班")
        other = roster.create_cohort(instructor, "Night")
        self.ids = [
            roster.create_trainee(instructor, name, title, self.cohort.id, PIN).id
            for name, title in (("amy", "陳大文"), ("bob", "Bob"), ("cat", "Cat"))
        ]
        dan = roster.create_trainee(instructor, "dan", "Dan", other.id, PIN)
        write_history(store, instructor, self.ids[0], 1_200, NOW, days=40, seed=3,
                      rebuild=False)
        write_history(store, instructor, dan.id, 300, NOW, days=20, seed=4, rebuild=False)
        bob = store.authenticate("bob", PIN)
        session = store.practice.start_session(bob, "call", {})
        edges = (
            DAYS.starts_at - timedelta(seconds=1),  # just before the window
            DAYS.starts_at,  # its first instant (Macau midnight, 14 days back)
            DAYS.recent_starts_at - timedelta(seconds=1),  # the last of the week before
            DAYS.recent_starts_at,  # the first of the last week
            NOW - timedelta(minutes=31),  # 23:59 in Macau
            NOW - timedelta(minutes=29),  # 00:01 the next Macau day
            NOW - timedelta(days=30),
        )
        for i, when in enumerate(edges):
            late = i % 3 == 0
            store.practice.record_attempt(bob, _answer(
                session, "call", i % 2 == 0 and not late, 500 + 250 * i, when,
                TIMED_OUT_REASON if late else None))

    def roster(self) -> dict[int, TraineeSummary]:
        lines = self.store.reports.roster_summary(self.boss, self.cohort.id, now=NOW)
        return {line.user_id: line for line in lines}

    def from_attempts(self, user_id: int) -> dict[str, object]:
        return _expected(self.store.practice.attempts(self.boss, user_id))


def test_roster_figures_from_daily_rows_equal_the_attempts(
    store: Store, instructor: Actor
) -> None:
    """Totals, mean time and last activity (from the daily rows) and the window's weeks,
    time-outs and median (from its answers) are what the attempts themselves give."""
    school = School(store, instructor)
    lines = school.roster()
    assert sorted(lines) == sorted(school.ids)  # the other cohort's trainee is not listed
    for user_id in school.ids:
        assert _figures(lines[user_id]) == school.from_attempts(user_id), user_id
    amy, bob, cat = (lines[i] for i in school.ids)
    assert amy.attempts == 1_200 and amy.window_median_ms is not None
    assert (bob.attempts, bob.previous_attempts, bob.recent_attempts) == (7, 2, 3)
    assert bob.window_timed_out == 1
    assert (cat.attempts, cat.avg_ms, cat.last_active, cat.window_median_ms) == (0, None, None,
                                                                                 None)


def test_roster_totals_read_the_daily_rows_and_a_rebuild_makes_them_exact(
    store_url: str, store: Store, instructor: Actor
) -> None:
    """An answer written behind the store's back (no daily row) is not in the roster's
    all-time totals until ``daily-rebuild``; then every figure equals the attempts again."""
    school = School(store, instructor)
    bob_id = school.ids[1]
    before = school.roster()[bob_id]
    (session,) = (x.session_id for x in store.practice.attempts(instructor, bob_id, limit=1))
    engine = create_engine(store_url)
    try:
        with engine.begin() as conn:
            conn.execute(s.attempts.insert().values(
                session_id=session, user_id=bob_id, drill_kind="call", question="{}",
                answer='"a"', correct=True, ms_taken=9_000,
                answered_at=NOW - timedelta(days=20)))
    finally:
        engine.dispose()
    stale = school.roster()[bob_id]
    assert (stale.attempts, stale.correct, stale.avg_ms) == (
        before.attempts, before.correct, before.avg_ms)
    assert school.from_attempts(bob_id)["attempts"] == before.attempts + 1
    store.daily.rebuild()
    rebuilt = school.roster()
    for user_id in school.ids:
        assert _figures(rebuilt[user_id]) == school.from_attempts(user_id), user_id
    assert rebuilt[bob_id].attempts == before.attempts + 1


REMOTE_VARIANT = True
