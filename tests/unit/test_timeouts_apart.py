"""Issue 12 point 5: a time-out is stored as a time-out, not as a mistake about the rule, and
the weak spots weigh it apart (both databases)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from tests.unit.test_store import add_trainee, attempt
from trainer.drills import ReasonCode
from trainer.drills.cell import Cell
from trainer.stats.readiness import (
    PassMark,
    ReadinessStatus,
    readiness,
)
from trainer.store import open_store


def test_time_outs_are_counted_apart_from_rule_mistakes(store_url: str) -> None:
    with open_store(store_url, clock=lambda: datetime(2024, 5, 1, 12, tzinfo=UTC)) as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        chan = add_trainee(store, boss, "chan.tm")
        session = store.practice.start_session(chan, "banker_draw", {})
        record = store.practice.record_attempt
        # banker:5:4 — right, then three time-outs: never a rule mistake.
        record(chan, attempt(session, 0, correct=True, cell="banker:5:4"))
        for n in (1, 2, 3):
            late = replace(attempt(session, n, correct=False, cell="banker:5:4"),
                           reason=ReasonCode.TIMED_OUT.value, answer=None)
            record(chan, late)
        # banker:3:8 — one real mistake (Banker 3 stands on a third card of 8, art. 9 (3)).
        record(chan, attempt(session, 4, correct=False, cell="banker:3:8"))
        stats = store.practice.recent_cell_stats(chan, chan.user_id, "banker_draw")
        by_cell = {s.cell: s for s in stats}
        timed = by_cell[Cell.parse("banker:5:4")]
        assert (timed.attempts, timed.wrong, timed.timed_out) == (1, 0, 3)
        assert timed.correct_streak == 1  # the time-outs did not break the run
        mistaken = by_cell[Cell.parse("banker:3:8")]
        assert (mistaken.attempts, mistaken.wrong, mistaken.timed_out) == (1, 1, 0)
        # The rule mistake is the weak spot, first in the list.
        assert stats[0].cell == Cell.parse("banker:3:8")
        # For the review schedule a time-out is a miss of pace: each one is a review rated
        # Again (issue 15), so the cell comes back soon rather than waiting days.
        cards = {c.cell: c for c in store.schedule.cards(chan, chan.user_id)}
        timed_card = cards[Cell.parse("banker:5:4")]
        assert timed_card.reviews == 4
        assert timed_card.last_review is not None
        assert timed_card.due - timed_card.last_review <= timedelta(minutes=10)
        # The attempts themselves keep the reason: a time-out reads back as one.
        rows = store.practice.attempts(chan, chan.user_id)
        assert sum(1 for r in rows if r.reason == "timed_out") == 3


def test_readiness_weighs_time_outs_apart() -> None:
    # The default pass mark: 90% right, a median under 5 s, at least 20 recent attempts.
    mark = PassMark()
    # 20 attempts: 17 right, 1 rule mistake, 2 time-outs. Accuracy is over the 18 answered
    # (17/18 = 94%); 2 time-outs are what 90% allows of 20. Counted as mistakes (17/20 = 85%)
    # this trainee would have been "not accurate".
    ready = readiness(20, 17, 3000, mark, timed_out=2)
    assert ready.status is ReadinessStatus.READY
    assert ready.accuracy == pytest.approx(17 / 18) and ready.timed_out == 2
    # One time-out more than allowed: accurate, but too slow.
    slow = readiness(20, 17, 3000, mark, timed_out=3)
    assert slow.status is ReadinessStatus.TOO_SLOW and slow.accuracy == 1.0
    # Without time-outs nothing changes.
    assert readiness(20, 17, 3000, mark).status is ReadinessStatus.NOT_ACCURATE


def test_the_store_reports_time_outs_for_readiness(store_url: str) -> None:
    now = datetime(2024, 5, 1, 12, tzinfo=UTC)
    with open_store(store_url, clock=lambda: now) as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        chan = add_trainee(store, boss, "chan.tm")
        session = store.practice.start_session(chan, "banker_draw", {})
        for n in range(4):
            late = n < 2
            row = attempt(session, n, correct=not late)
            if late:
                row = replace(row, reason=ReasonCode.TIMED_OUT.value, answer=None)
            store.practice.record_attempt(chan, replace(row, answered_at=now))
        figures = store.reports.figures(chan, chan.user_id)
        assert (figures.attempts, figures.correct, figures.timed_out) == (4, 2, 2)
        line = next(x for x in store.reports.roster_summary(boss, chan.cohort_id, now=now)
                    if x.user_id == chan.user_id)
        assert line.window.timed_out == 2 and line.window.attempts == 4
