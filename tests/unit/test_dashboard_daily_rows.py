"""The Dashboard reads what it shows: the roster, readiness and the cohort's lines come from
the daily rows (their answer times included), never from the school's answers, with the same
figures the answers give; the attempt log pages by a keyset. SQLite and PostgreSQL."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from itertools import pairwise
from typing import Any, TypeVar

import pytest
from sqlalchemy import event

from tests.support.bulk_history import write_history
from trainer.auth import Actor
from trainer.errors import StoreError
from trainer.macau_time import MACAU_OFFSET, macau_day
from trainer.progress import CohortQuery, ProgressQuery, load_cohort_lines, load_progress
from trainer.stats.values import readiness_window
from trainer.store import NewAttempt, Store
from trainer.store.daily import TIMED_OUT_REASON
from trainer.store.models import AttemptFilter, LogKey

NOW = datetime(2026, 3, 20, 15, 30, tzinfo=UTC)  # 23:30 in Macau
TODAY = macau_day(NOW)
DAYS = readiness_window(TODAY, MACAU_OFFSET)
PIN = "1234"

_T = TypeVar("_T")
READS_ATTEMPTS = re.compile(r"\b(?:FROM|JOIN)\s+attempts\b|\battempts\.\w", re.IGNORECASE)
"""A statement that reads the attempts table."""


class School:
    """A cohort of four: two long bulk-imported histories, one answering one by one around
    Macau midnight and the window's edges (time-outs and equal times among them, so medians
    fall between two answers), and one who never practised; and a trainee of another cohort."""

    def __init__(self, store: Store, boss: Actor) -> None:
        self.store, self.boss = store, boss
        roster = store.roster
        self.cohort = roster.create_cohort(boss, "2026 春季班")
        other = roster.create_cohort(boss, "Night")
        self.ids = [roster.create_trainee(boss, name, title, self.cohort.id, PIN).id
                    for name, title in (("amy", "陳大文"), ("ben", "Ben"), ("bob", "Bob"),
                                        ("cat", "Cat"))]
        dan = roster.create_trainee(boss, "dan", "Dan", other.id, PIN)
        write_history(store, boss, self.ids[0], 900, NOW, days=30, seed=3, rebuild=False)
        write_history(store, boss, self.ids[1], 500, NOW, days=16, seed=8, rebuild=False)
        write_history(store, boss, dan.id, 200, NOW, days=20, seed=4, rebuild=False)
        bob = store.authenticate("bob", PIN)
        rng = random.Random(7)
        edges = (DAYS.starts_at - timedelta(seconds=1), DAYS.starts_at,
                 DAYS.recent_starts_at - timedelta(seconds=1), DAYS.recent_starts_at,
                 NOW - timedelta(minutes=31), NOW - timedelta(minutes=29))
        for kind in ("draw", "call"):
            session = store.practice.start_session(bob, kind, {})
            for i in range(40):
                when = edges[i % len(edges)] + timedelta(milliseconds=i)
                late = i % 9 == 0
                store.practice.record_attempt(bob, NewAttempt(
                    session_id=session, drill_kind=kind, question={"cell": "player:3"},
                    answer="a", correct=rng.random() < 0.8 and not late,
                    ms_taken=30_000 if late else rng.choice((900, 1000, 1000, 1500, 2100)),
                    reason=TIMED_OUT_REASON if late else None, answered_at=when))


@contextmanager
def statements(store: Store, params: list[Any] | None = None) -> Iterator[list[str]]:
    """The SQL the store runs meanwhile (and into ``params`` their parameters)."""
    seen: list[str] = []

    def note(_conn: Any, _cursor: Any, sql: str, parameters: Any, *_args: Any) -> None:
        seen.append(sql)
        if params is not None:
            params.append(parameters)

    engine = store._db.engine
    event.listen(engine, "before_cursor_execute", note)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", note)


def both(store: Store, read: Callable[[], _T]) -> tuple[_T, _T]:
    """``read()`` from the daily rows, then from the answers (the scan it replaces)."""
    reports = store.reports
    assert reports.from_daily
    from_rows = read()
    reports.from_daily = False
    try:
        scanned = read()
    finally:
        reports.from_daily = True
    return from_rows, scanned


def test_the_dashboards_figures_from_the_daily_rows_equal_the_answers(
    store: Store, instructor: Actor
) -> None:
    """The roster (totals, the window's weeks, time-outs and medians, readiness per drill),
    the cohort's lines (all time, a period, one drill) and a trainee's charts are the same
    read from the daily rows as scanned from the answers, to the last digit."""
    school = School(store, instructor)
    boss, reports, cohort = instructor, store.reports, school.cohort.id
    roster, scanned = both(store, lambda: reports.roster_summary(boss, cohort, now=NOW))
    assert roster == scanned
    assert sorted(line.user_id for line in roster) == sorted(school.ids)
    bob = next(line for line in roster if line.user_id == school.ids[2])
    assert bob.window_timed_out > 0 and bob.window_median_ms is not None
    assert len(bob.window_kinds) == 2
    for query in (CohortQuery(cohort), CohortQuery(cohort, "draw"),
                  CohortQuery(cohort, None, DAYS.first_day, TODAY), CohortQuery(None)):
        lines, scanned_lines = both(store, lambda q=query: load_cohort_lines(reports, boss, q))
        assert lines == scanned_lines, query
    assert len(lines.trend.days) == 0  # no trainee outside a cohort
    for user_id in school.ids:
        for query in (ProgressQuery(user_id), ProgressQuery(user_id, "call"),
                      ProgressQuery(user_id, None, DAYS.first_day, TODAY)):
            page, scanned_page = both(
                store, lambda q=query: load_progress(store, reports, boss, q, TODAY))
            assert page == scanned_page, query


def test_opening_a_cohort_reads_its_daily_rows_not_the_schools_answers(
    store: Store, instructor: Actor
) -> None:
    """The roster and the cohort's lines run no statement over the attempts (the scan they
    replaced grew with every answer of the school)."""
    school = School(store, instructor)
    with statements(store) as seen:
        store.reports.roster_summary(instructor, school.cohort.id, now=NOW)
        load_cohort_lines(store.reports, instructor, CohortQuery(school.cohort.id))
    assert seen and any("daily_practice" in sql for sql in seen)
    assert not [sql for sql in seen if READS_ATTEMPTS.search(sql)]


def test_the_attempt_log_pages_by_a_keyset_every_row_once_in_order_with_ties(
    store: Store, instructor: Actor
) -> None:
    """Pages read from the last row shown (never an OFFSET), through answers that share
    their time: every attempt once, newest first (ties by id), and back again."""
    amy = store.roster.create_trainee(instructor, "amy", "Amy", None, PIN)
    me = store.authenticate("amy", PIN)
    session = store.practice.start_session(me, "draw", {})
    for i in range(23):
        store.practice.record_attempt(me, NewAttempt(
            session_id=session, drill_kind="draw", question={"cell": "player:3"}, answer="a",
            correct=i % 2 == 0, ms_taken=1000 + i,
            answered_at=NOW - timedelta(seconds=i // 4)))  # four answers a second: ties
    every = store.reports.attempt_page(instructor, amy.id, limit=100).rows
    assert len(every) == 23
    assert [(r.answered_at, r.id) for r in every] == sorted(
        ((r.answered_at, r.id) for r in every), reverse=True)
    pages, key, offset = [], None, 0
    bound: list[Any] = []
    with statements(store, bound) as seen:
        while True:
            page = store.reports.attempt_page(instructor, amy.id, AttemptFilter(), 5, offset,
                                              key)
            assert page.total == 23 and page.key == key
            if not page.rows:
                break
            pages.append(page.rows)
            offset += len(page.rows)
            key = LogKey.older_than(page.rows[-1])
    offsets = [p for sql, p in zip(seen, bound, strict=True) if "OFFSET" in sql.upper()]
    if store._db.is_sqlite:  # SQLite's LIMIT always says OFFSET: there it skips nothing
        assert offsets and all(list(p)[-1] == 0 for p in offsets)
    else:
        assert offsets == []
    assert [len(p) for p in pages] == [5, 5, 5, 5, 3]
    assert [r.id for p in pages for r in p] == [r.id for r in every]
    # back up: the rows newer than a page's first are the page before it, newest first
    for before, after in pairwise(pages):
        newer = store.reports.attempt_page(instructor, amy.id, AttemptFilter(), 5, 0,
                                           LogKey.newer_than(after[0]))
        assert [r.id for r in newer.rows] == [r.id for r in before]
    wrong = store.reports.attempt_page(instructor, amy.id, AttemptFilter(correct=False), 4, 4,
                                       LogKey.older_than(pages[0][2]))
    assert wrong.total == 11
    assert [r.id for r in wrong.rows] == [r.id for r in every[3:] if not r.correct][:4]


def test_the_attempt_log_reads_no_page_past_the_newest_without_a_key(
    store: Store, instructor: Actor
) -> None:
    """No OFFSET over the answers, even asked for: a page after the newest is read from
    the key of a row shown, and an offset without one is refused."""
    amy = store.roster.create_trainee(instructor, "amy", "Amy", None, PIN)
    me = store.authenticate("amy", PIN)
    session = store.practice.start_session(me, "draw", {})
    for i in range(3):
        store.practice.record_attempt(me, NewAttempt(
            session_id=session, drill_kind="draw", question={"cell": "player:3"}, answer="a",
            correct=True, ms_taken=1000 + i, answered_at=NOW - timedelta(seconds=i)))
    with pytest.raises(StoreError):
        store.reports.attempt_page(instructor, amy.id, AttemptFilter(), 2, 2)
    newest = store.reports.attempt_page(instructor, amy.id, AttemptFilter(), 2, 0)
    older = store.reports.attempt_page(instructor, amy.id, AttemptFilter(), 2, 2,
                                       LogKey.older_than(newest.rows[-1]))
    assert [len(newest.rows), len(older.rows), older.total] == [2, 1, 3]


def test_an_older_database_gains_every_answers_time_when_opened(store_url: str) -> None:
    """Schema 19 on a database of 18 (no ``times``): the column is made and filled from the
    stored attempts, as the answers given since fill it one by one."""
    from sqlalchemy import create_engine, text, update

    from trainer.store import SCHEMA_VERSION, open_store
    from trainer.store import schema as s

    store = open_store(store_url)
    try:
        boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
        amy = store.roster.create_trainee(boss, "amy", "Amy", None, PIN)
        write_history(store, boss, amy.id, 300, NOW, days=12, seed=5, rebuild=False)
        attempts = store.practice.attempts(boss, amy.id)
        kept = {(r.day, r.drill_kind): r.times for r in store.daily.rows(boss, amy.id)}
    finally:
        store.close()
    expected: dict[tuple[Any, str], list[int]] = {}
    for a in attempts:
        expected.setdefault((macau_day(a.answered_at), a.drill_kind), []).append(a.ms_taken)
    assert kept == {key: tuple(sorted(ms)) for key, ms in expected.items()}
    engine = create_engine(store_url)
    try:
        with engine.begin() as conn:  # as a version-18 desk left it
            conn.execute(text("ALTER TABLE daily_practice DROP COLUMN times"))
            conn.execute(update(s.schema_version).values(version=18))
    finally:
        engine.dispose()
    with open_store(store_url) as store:
        assert store.schema_version() == SCHEMA_VERSION == 25
        boss = store.authenticate("mdeus", "teacher-pass")
        assert {(r.day, r.drill_kind): r.times for r in store.daily.rows(boss, amy.id)} == kept


def test_rebuilding_everyone_goes_a_few_trainees_a_statement_and_keeps_every_row(
    store: Store, instructor: Actor, monkeypatch: Any
) -> None:
    """``daily-rebuild`` and the schema steps recompute everyone a few trainees a statement
    (one statement over a school's millions of answers ran past the server's time-out): the
    rows are those the answers counted one by one made, every answer's time among them."""
    from trainer.store import daily

    school = School(store, instructor)
    every = [line.user_id for line in store.reports.roster_summary(instructor, None)]
    counted = {uid: store.daily.rows(instructor, uid) for uid in [*school.ids, *every]}
    monkeypatch.setattr(daily, "REBUILD_CHUNK", 2)
    with statements(store) as seen:
        store.daily.rebuild()
    assert sum(sql.lstrip().upper().startswith("INSERT INTO DAILY_PRACTICE") for sql in seen) == 3
    assert {uid: store.daily.rows(instructor, uid) for uid in counted} == counted
