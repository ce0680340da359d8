"""Opening a cohort: the roster and the cohort's lines from one statement over its trainees'
daily rows that hands back a few aggregated rows (:meth:`Reports.cohort_opening`,
:mod:`trainer.store.daily_cohort`), with the figures the separate reads give
(:meth:`Reports.roster_summary`, :meth:`Reports.cohort_daily`; and the answers give),
unreadable rows included. SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.unit.test_dashboard_daily_rows import (
    DAYS,
    NOW,
    PIN,
    READS_ATTEMPTS,
    TODAY,
    School,
    statements,
)
from trainer.auth import Actor
from trainer.errors import TrainerError
from trainer.store import NewAttempt, Store, daily_cohort
from trainer.store.daily_cohort import LinesAsked
from trainer.store.daily_times import median

QUERIES = ((None, None, None), ("draw", None, None), (None, DAYS.first_day, TODAY),
           ("call", date(2026, 3, 1), None))
"""(drill kind, since, until) of the cohort's lines compared."""


def _compare(store: Store, boss: Actor, cohort: int | None, answers: bool = True) -> None:
    """The opening's roster against the separate reads, and (when ``answers``) it and the
    cohort's lines from the daily rows against the answers."""
    reports = store.reports
    opened = reports.cohort_opening(boss, cohort, now=NOW)
    assert opened is not None
    roster = list(opened.roster)
    assert roster == reports.roster_summary(boss, cohort, now=NOW)
    assert opened.days is None  # no lines asked for
    for query in QUERIES:  # the lines read with the roster, in the same statement
        both = reports.cohort_opening(boss, cohort, now=NOW, lines=LinesAsked(*query))
        assert both is not None and list(both.roster) == roster
        assert list(both.days or ()) == reports.cohort_daily(boss, cohort, *query), query
    if not answers:
        return
    lines = {q: reports.cohort_daily(boss, cohort, *q) for q in QUERIES}
    reports.from_daily = False  # the answers, scanned
    try:
        assert roster == reports.roster_summary(boss, cohort, now=NOW)
        for query, from_rows in lines.items():
            assert from_rows == reports.cohort_daily(boss, cohort, *query), query
        assert reports.cohort_opening(boss, cohort) is None
    finally:
        reports.from_daily = True


def test_the_cohort_read_once_gives_the_roster_and_lines_the_separate_reads_give(
    store: Store, instructor: Actor
) -> None:
    """Totals, the window's spans, time-outs, medians (pooled and per drill, between two
    answers too), the exam column and the lines of every period and drill: equal, to the
    last digit, to :meth:`roster_summary` and :meth:`cohort_daily` (and to the answers)."""
    school = School(store, instructor)
    _compare(store, instructor, school.cohort.id)
    _compare(store, instructor, None)  # trainees in no cohort: none
    opened = store.reports.cohort_opening(instructor, school.cohort.id, now=NOW)
    assert opened is not None
    roster = opened.roster
    bob = next(x for x in roster if x.user_id == school.ids[2])
    assert bob.window_timed_out and bob.window_median_ms is not None and bob.window_kinds
    never = next(x for x in roster if x.user_id == school.ids[3])
    assert never.attempts == 0 and never.last_active is None and never.window_median_ms is None


@pytest.mark.parametrize("junk", ["'1,,2'", "NULL", "'0100'", "'1,2'", "'1234567890'"])
def test_an_unreadable_row_counts_its_counters_never_its_times_as_in_sql(
    store: Store, instructor: Actor, junk: str
) -> None:
    """A row edited outside the app (an empty item, none, a leading zero, one time short,
    ten digits): its trainee is named for ``daily-rebuild`` and the medians leave its times
    out, exactly as the SQL reads (:func:`trainer.store.daily_times.sound`)."""
    school = School(store, instructor)
    amy = school.ids[0]
    with store._db.engine.begin() as conn:
        day = conn.execute(text(
            f"SELECT max(day) FROM daily_practice WHERE user_id = {amy}")).scalar()
        conn.execute(text(f"UPDATE daily_practice SET times = {junk} "
                          f"WHERE user_id = {amy} AND day = :d"), {"d": day})
    _compare(store, instructor, school.cohort.id, answers=False)  # the rows say otherwise
    opened = store.reports.cohort_opening(instructor, school.cohort.id, now=NOW)
    assert opened is not None
    assert [x.user_id for x in opened.roster if x.daily_unsound] == [amy]


def test_opening_a_cohort_is_two_aggregating_statements_and_none_over_answers(
    store: Store, instructor: Actor
) -> None:
    """The roster and the cohort's lines are two statements over the daily rows, side by
    side on PostgreSQL (the separate reads ran six: totals, spans, two medians, the
    unreadable rows, the lines' counts and medians), grouping in the database (a row per
    trainee and drill kind, a row a day: never every daily row fetched), nothing over the
    attempts."""
    school = School(store, instructor)
    with statements(store) as seen:
        opened = store.reports.cohort_opening(instructor, school.cohort.id, now=NOW,
                                              lines=LinesAsked("draw"))
        assert opened is not None and opened.days
    daily = [sql for sql in seen if "daily_practice" in sql]
    assert len(daily) == 2 and all("GROUP BY" in sql.upper() for sql in daily)
    assert not [sql for sql in daily if READS_ATTEMPTS.search(sql)]
    with statements(store) as before:
        store.reports.roster_summary(instructor, school.cohort.id, now=NOW)
        store.reports.cohort_daily(instructor, school.cohort.id, "draw")
    assert len([sql for sql in before if "daily_practice" in sql]) > 3


def test_an_edited_row_only_the_lines_hold_marks_its_trainee_as_the_separate_reads_do(
    store: Store, instructor: Actor
) -> None:
    """A row edited outside the app on a day before the readiness window (a leading zero:
    it still counts its answers) is read by the lines' statement alone: the lines leave its
    times out and the roster, read again row by row, names its trainee for
    ``daily-rebuild``, exactly as the separate reads do (and a query whose lines do not
    hold it finds it in the roster's other days)."""
    school = School(store, instructor)
    amy = school.ids[0]
    with store._db.engine.begin() as conn:
        day = conn.execute(text(
            f"SELECT min(day) FROM daily_practice WHERE user_id = {amy}")).scalar()
        conn.execute(text("UPDATE daily_practice SET times = '0' || times "
                          f"WHERE user_id = {amy} AND day = :d"), {"d": day})
    assert str(day) < str(DAYS.first_day)
    _compare(store, instructor, school.cohort.id, answers=False)
    opened = store.reports.cohort_opening(instructor, school.cohort.id, now=NOW,
                                          lines=LinesAsked())
    assert opened is not None
    assert [x.user_id for x in opened.roster if x.daily_unsound] == [amy]


def test_an_opening_runs_the_statement_built_for_its_arguments_and_reads_the_rows_anew(
    store: Store, instructor: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The opening's statement is built once for a cohort, its window and its lines, and
    kept (building it was milliseconds of every opening); it holds no rows: an answer given
    between two openings is in the second, whose figures are the separate reads'. Another
    day's window, other lines or another cohort build their own."""
    school = School(store, instructor)
    built: list[tuple[object, ...]] = []
    real = daily_cohort.opening_statement

    def building(*args: object) -> object:
        built.append(args[1:])
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(daily_cohort, "opening_statement", building)
    reports, cohort, asked = store.reports, school.cohort.id, LinesAsked("draw")
    first = reports.cohort_opening(instructor, cohort, now=NOW, lines=asked)
    ben = store.authenticate("ben", PIN)
    session = store.practice.start_session(ben, "draw", {})
    store.practice.record_attempt(ben, NewAttempt(
        session_id=session, drill_kind="draw", question={"cell": "player:3"}, answer="a",
        correct=True, ms_taken=1234, answered_at=NOW - timedelta(minutes=5)))
    again = reports.cohort_opening(instructor, cohort, now=NOW, lines=asked)
    assert len(built) == 1  # the same arguments: the statement built before
    assert first is not None and again is not None
    before = next(x for x in first.roster if x.user_id == school.ids[1])
    after = next(x for x in again.roster if x.user_id == school.ids[1])
    assert after.attempts == before.attempts + 1
    assert list(again.roster) == reports.roster_summary(instructor, cohort, now=NOW)
    assert list(again.days or ()) == reports.cohort_daily(instructor, cohort, "draw")
    reports.cohort_opening(instructor, cohort, now=NOW + timedelta(days=1), lines=asked)
    reports.cohort_opening(instructor, cohort, now=NOW, lines=LinesAsked("call"))
    reports.cohort_opening(instructor, None, now=NOW, lines=asked)
    assert len(built) == 4
    reports.cohort_opening(instructor, cohort, now=NOW + timedelta(days=1), lines=asked)
    assert len(built) == 4


def test_a_trainee_cannot_open_a_cohort(store: Store, instructor: Actor) -> None:
    school = School(store, instructor)
    amy = store.authenticate("amy", "1234")
    with pytest.raises(TrainerError):
        store.reports.cohort_opening(amy, school.cohort.id)


def test_the_median_of_joined_times_is_the_middle_time_or_the_mean_of_the_two() -> None:
    assert median([]) is None and median([None]) is None and median([""]) is None
    assert median(["5,1", "3"]) == 3.0
    assert median(["1000,900", "1000,1500"]) == 1000.0
    assert median(["900", "1000"]) == 950.0


JUNK = [
    ("answers", "'x'"), ("correct", "'x'"), ("timed_out", "-1"), ("total_ms", "'x'"),
    ("total_ms", "1.5"), ("day", "'garbage'"), ("day", "'2024-05-01 00:00:00'"),
    ("last_at", "'yesterday'"), ("last_at", "5"),
]


@pytest.mark.parametrize(("column", "value"), JUNK, ids=[f"{c}={v}" for c, v in JUNK])
def test_one_junk_daily_row_leaves_the_cohort_open_and_its_trainee_marked(
        tmp_path: Path, column: str, value: str) -> None:
    """A trainee's own daily row edited in the SQLite file (a day, a counter or a time that is
    no such thing) never closes the whole cohort on the Dashboard: that row is left out, the
    trainee marked for daily-rebuild (the unsound flag), everyone else's figures as before."""
    import sqlite3

    from tests.support.exam_kill_worker import WallClock
    from tests.support.practice_records import record_draw
    from trainer.store import open_store

    path = tmp_path / "s.db"
    clock = WallClock()
    store = open_store(f"sqlite:///{path}", clock=clock)
    boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
    cohort = store.roster.create_cohort(boss, "A")
    amy_id = store.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1234").id
    store.roster.create_trainee(boss, "bob", "Bob", cohort.id, "5678")
    amy = store.authenticate("amy", "1234")
    record_draw(store, amy, "banker:6:7", True, 1500, clock())
    bob = store.authenticate("bob", "5678")
    record_draw(store, bob, "banker:6:7", False, 2500, clock())
    boss = store.authenticate("mdeus", "teacher-pass")
    before = {x.user_id: x for x in store.reports.cohort_opening(boss, cohort.id).roster}
    store.close()
    with sqlite3.connect(path) as con:
        con.execute(f"UPDATE daily_practice SET {column} = {value} WHERE user_id = ?", (amy_id,))
    store = open_store(f"sqlite:///{path}", clock=clock)
    try:
        boss = store.authenticate("mdeus", "teacher-pass")
        opened = store.reports.cohort_opening(boss, cohort.id)
        assert opened is not None and len(opened.roster) == 2
        lines = {x.user_id: x for x in opened.roster}
        assert lines[amy_id].daily_unsound and lines[amy_id].attempts == 0
        others = [uid for uid in lines if uid != amy_id]
        assert [lines[uid] for uid in others] == [before[uid] for uid in others]
    finally:
        store.close()

