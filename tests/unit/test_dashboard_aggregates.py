"""The Dashboard's figures aggregated in the database (the roster: a row per trainee and drill
kind; the cohort's lines: a row a day, the times joined into one text a group and only the
medians read in Python) equal the figures the answers give, on seeded histories: answers
around Macau midnight and the readiness window's edges, equal times (medians between two
answers), time-outs, a trainee who never practised. SQLite and PostgreSQL."""

from __future__ import annotations

import itertools
from dataclasses import fields, is_dataclass, replace
from datetime import date, timedelta
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.unit.test_dashboard_daily_rows import DAYS, NOW, PIN, TODAY
from trainer.auth import Actor
from trainer.store import NewAttempt, Store
from trainer.store.daily import TIMED_OUT_REASON
from trainer.store.daily_cohort import LinesAsked
from trainer.store.daily_times import median

KINDS = ("draw", "call")
_names = itertools.count()

ANSWER = st.tuples(
    st.integers(0, 2),  # which trainee (the third never practises when none picks it)
    st.integers(0, 20),  # days before NOW
    st.integers(0, 24 * 60 - 1),  # minutes before that
    st.sampled_from(KINDS),
    st.one_of(st.sampled_from((900, 1000, 1500, 2100)), st.integers(0, 40_000)),
    st.booleans(),  # right
    st.booleans(),  # timed out
)
LINES = ((None, None, None), ("call", None, None), (None, DAYS.first_day, TODAY),
         ("draw", date(2026, 3, 10), DAYS.recent_first_day))
"""(drill kind, since, until) of the cohort's lines compared."""


def _cohort(store: Store, boss: Actor, answers: list[tuple[int, ...]]) -> int:
    """A new cohort of three trainees who gave ``answers``."""
    roster = store.roster
    cohort = roster.create_cohort(boss, f"C{next(_names)}").id
    ids = [roster.create_trainee(boss, f"t{next(_names)}", f"T{i}", cohort, PIN).id
           for i in range(3)]
    sessions: dict[tuple[int, str], int] = {}
    signed: dict[int, Actor] = {}
    for who, days, minutes, kind, ms, right, late in answers:
        me = signed.get(who) or signed.setdefault(
            who, store.authenticate(store.roster.user(boss, ids[who]).name, PIN))
        session = sessions.get((who, kind)) or sessions.setdefault(
            (who, kind), store.practice.start_session(me, kind, {}))
        store.practice.record_attempt(me, NewAttempt(
            session_id=session, drill_kind=kind, question={"cell": "player:3"}, answer="a",
            correct=right and not late, ms_taken=ms,
            reason=TIMED_OUT_REASON if late else None,
            answered_at=NOW - timedelta(days=days, minutes=minutes)))
    return cohort


def _means_rounded(values: Any) -> Any:
    """``values`` with every mean answer time rounded to a millionth of a millisecond: the
    daily rows' mean is their total over their count, the answers' the server's ``avg``,
    which PostgreSQL may round one binary digit apart (41800 / 3 is 13933.333333333334,
    its average 13933.333333333332); every other figure is compared exactly."""
    if isinstance(values, list | tuple):
        return type(values)(_means_rounded(v) for v in values)
    if is_dataclass(values) and not isinstance(values, type):
        changed = {f.name: _means_rounded(getattr(values, f.name)) for f in fields(values)}
        if isinstance(changed.get("avg_ms"), float):
            changed["avg_ms"] = round(changed["avg_ms"], 6)
        return replace(values, **changed)
    return values


@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(answers=st.lists(ANSWER, max_size=30))
def test_the_aggregated_roster_and_lines_equal_the_answers(
    store: Store, instructor: Actor, answers: list[tuple[int, ...]]
) -> None:
    reports, boss = store.reports, instructor
    cohort = _cohort(store, boss, answers)
    opened = reports.cohort_opening(boss, cohort, now=NOW)
    assert opened is not None
    roster = list(opened.roster)
    lines = {q: reports.cohort_daily(boss, cohort, *q) for q in LINES}
    assert roster == reports.roster_summary(boss, cohort, now=NOW)  # the separate reads
    for query, separate in lines.items():  # the lines read with the roster: the same
        both = reports.cohort_opening(boss, cohort, now=NOW, lines=LinesAsked(*query))
        assert both is not None and list(both.roster) == roster
        assert list(both.days or ()) == separate, query
    reports.from_daily = False  # the answers, scanned
    try:
        assert _means_rounded(roster) == _means_rounded(
            reports.roster_summary(boss, cohort, now=NOW))
        for query, from_rows in lines.items():
            scanned = reports.cohort_daily(boss, cohort, *query)
            assert _means_rounded(from_rows) == _means_rounded(scanned), query
    finally:
        reports.from_daily = True
    assert len(roster) == 3
    assert sum(x.attempts for x in roster) == len(answers)


@given(st.lists(st.lists(st.integers(0, 10**9 - 1), max_size=6), max_size=5))
def test_the_median_of_joined_texts_is_the_middle_time_or_the_mean_of_the_two(
    groups: list[list[int]]
) -> None:
    every = sorted(t for g in groups for t in g)
    texts = [",".join(map(str, g)) for g in groups]
    n = len(every)
    expected = None if not n else (
        float(every[n // 2]) if n % 2 else (every[n // 2 - 1] + every[n // 2]) / 2)
    assert median(texts) == expected
    assert median([",".join(t for t in texts if t)]) == expected  # joined by the database
