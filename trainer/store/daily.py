"""The daily practice table (schema 9): per trainee, Macau day and drill kind, the answers,
right answers, time-outs and answer time, and what they
add to the daily goal (``units``, schema 17: a Table coup is one answer; schema 23: a Sam
Kong round too), and every answer's
time (``times``, schema 19: the medians' answers, :mod:`trainer.store.daily_times`).

:func:`add_in` adds one stored attempt in the transaction that stores it
(:meth:`trainer.store.practice.Practice.insert_in`, which the Table's steps use too);
:func:`add_many_in` adds a batch (bulk imports); :func:`rebuild_in` recomputes the rows from
the attempts, in SQL (``python -m trainer daily-rebuild``). The days are Macau calendar days
(:mod:`trainer.macau_time`), the same in Python (incremental) and in SQL (rebuild).

Readers (the Today screen; the Dashboard's roster totals, :mod:`trainer.store.report_roster`)
read these rows instead of the attempts, so their cost grows with the days practised, never
with the answers. Figures with a median (the readiness window, the cohort's lines) read the
rows' ``times``: every answer's time, a few bytes each, instead of the wide attempt rows.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    Connection,
    Integer,
    String,
    and_,
    case,
    cast,
    delete,
    func,
    insert,
    literal_column,
    select,
)

from trainer.kinds import TABLE_KIND
from trainer.macau_time import MACAU_OFFSET, macau_day
from trainer.store import schema as s
from trainer.today import COUP_CELL, SAMKONG_ROUND_CELL, SAMKONG_ROUND_MARK, goal_units

TIMED_OUT_REASON = "timed_out"
"""The stored reason of a time-out (as :data:`trainer.store.practice.TIMED_OUT_REASON`)."""

_COUNTERS = ("answers", "correct", "timed_out", "total_ms", "units")


@dataclass(frozen=True)
class DailyRow:
    """One row of the table: a trainee's practice of one drill kind on one Macau day."""

    user_id: int
    day: date
    drill_kind: str
    answers: int
    correct: int
    timed_out: int
    total_ms: int
    last_at: datetime
    units: int = 0
    """What the answers add to the daily goal (:func:`trainer.today.goal_units`)."""
    times: tuple[int, ...] = ()
    """Every answer's time (ms), smallest first (stored in no order)."""


def _upsert(conn: Connection) -> Any:
    """INSERT ... ON CONFLICT DO UPDATE adding to the counters, in the connection's
    dialect (imported here: the PostgreSQL dialect is not loaded on a SQLite desk)."""
    t = s.daily_practice
    stmt: Any
    if conn.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as pg_insert

        stmt = pg_insert(t)
    else:
        from sqlalchemy.dialects.sqlite import insert as sqlite_insert

        stmt = sqlite_insert(t)
    added = {name: t.c[name] + stmt.excluded[name] for name in _COUNTERS}
    later = case((stmt.excluded.last_at > t.c.last_at, stmt.excluded.last_at), else_=t.c.last_at)
    # the new answers' times after the row's; a row with none (NULL before schema 19, or
    # '' edited outside the app) takes the new ones alone, never ",700" (malformed JSON)
    times = case(
        (func.coalesce(t.c.times, "") == "", stmt.excluded.times),
        else_=t.c.times + "," + stmt.excluded.times,
    )
    return stmt.on_conflict_do_update(
        index_elements=[t.c.user_id, t.c.day, t.c.drill_kind],
        set_={**added, "last_at": later, "times": times},
    )


_UPSERTS: dict[str, Any] = {}


def _upsert_for(conn: Connection) -> Any:
    """The upsert statement, built once per dialect (the answer path runs it each answer)."""
    name = conn.dialect.name
    stmt = _UPSERTS.get(name)
    if stmt is None:
        stmt = _UPSERTS[name] = _upsert(conn)
    return stmt


def _row(user_id: int, drill_kind: str, answered_at: datetime, correct: bool, ms_taken: int,
         reason: str | None, cell: str | None, question: str | None) -> dict[str, Any]:
    return {
        "user_id": user_id,
        "day": macau_day(answered_at),
        "drill_kind": drill_kind,
        "answers": 1,
        "correct": 1 if correct else 0,
        "timed_out": 1 if reason == TIMED_OUT_REASON else 0,
        "total_ms": int(ms_taken),
        "last_at": answered_at,
        "units": goal_units(drill_kind, cell, correct, question),
        "times": str(int(ms_taken)),
    }


def add_in(
    conn: Connection,
    user_id: int,
    drill_kind: str,
    answered_at: datetime,
    correct: bool,
    ms_taken: int,
    reason: str | None,
    cell: str | None = None,
    question: str | None = None,
) -> None:
    """Count one stored attempt (in the caller's transaction: never one without the other);
    ``cell`` and ``question`` (its JSON text) as stored (a Table step's kind, and a Sam Kong
    level's hand, decide what it adds to the goal)."""
    conn.execute(_upsert_for(conn),
                 _row(user_id, drill_kind, answered_at, correct, ms_taken, reason, cell,
                      question))


def add_many_in(conn: Connection, attempts: Iterable[Mapping[str, Any]]) -> None:
    """Count a batch of stored attempt rows (``user_id``, ``drill_kind``, ``answered_at``,
    ``correct``, ``ms_taken``, ``reason``, ``cell``, ``question``): summed per row of the
    table first,
    then one ``executemany``."""
    sums: dict[tuple[int, date, str], dict[str, Any]] = {}
    for a in attempts:
        one = _row(int(a["user_id"]), a["drill_kind"], a["answered_at"], bool(a["correct"]),
                   int(a["ms_taken"]), a.get("reason"), a.get("cell"), a.get("question"))
        key = (one["user_id"], one["day"], one["drill_kind"])
        found = sums.get(key)
        if found is None:
            sums[key] = one
        else:
            for name in _COUNTERS:
                found[name] += one[name]
            found["last_at"] = max(found["last_at"], one["last_at"])
            found["times"] += "," + one["times"]
    if sums:
        conn.execute(_upsert_for(conn), list(sums.values()))


def macau_day_sql(conn: Connection, column: Any) -> Any:
    """The Macau calendar day of a (naive UTC) timestamp column, in SQL."""
    minutes = int(MACAU_OFFSET.total_seconds() // 60)
    if conn.dialect.name == "sqlite":
        return func.date(column, f"{minutes:+d} minutes")
    # An integer from our own code, never user input.
    return func.date(column + literal_column(f"interval '{minutes} minutes'"))


def _holds(conn: Connection, column: Any, text: str) -> Any:
    """``text`` is in the column, exactly as Python's ``in`` (LIKE ignores ASCII case on
    SQLite and gives ``%`` and ``_`` a meaning)."""
    find = func.instr if conn.dialect.name == "sqlite" else func.strpos
    return find(column, text) > 0


REBUILD_CHUNK = 20
"""Trainees recomputed by one statement when everyone is: one statement over a school's
millions of answers ran past the server's statement time-out (a schema upgrade of the
1,000 x 5,000 bench school); 20 trainees' 100,000 answers take about a second."""


def _recount(conn: Connection) -> Any:
    """The rows as counted from the stored attempts (the rebuild's, and the cross-check's
    of :func:`differing_days`), every trainee's: a caller narrows it."""
    a = s.attempts
    day = macau_day_sql(conn, a.c.answered_at)
    return (
        select(
            a.c.user_id,
            day.label("day"),
            a.c.drill_kind,
            func.count().label("answers"),
            func.sum(case((a.c.correct.is_(True), 1), else_=0)).cast(Integer).label("correct"),
            func.sum(case((a.c.reason == TIMED_OUT_REASON, 1), else_=0)).cast(Integer)
            .label("timed_out"),
            func.sum(a.c.ms_taken).label("total_ms"),
            func.max(a.c.answered_at).label("last_at"),
            # trainer.today.goal_units in SQL: a Practice answer 1; a Table step 1 when it
            # is its coup's right result call or a Sam Kong round's right banker's level
            # call, else 0 (tests: rebuild == live counting)
            func.sum(case(
                (a.c.drill_kind != TABLE_KIND, 1),
                (and_(a.c.cell == COUP_CELL, a.c.correct.is_(True)), 1),
                (and_(a.c.cell == SAMKONG_ROUND_CELL, a.c.correct.is_(True),
                      _holds(conn, a.c.question, SAMKONG_ROUND_MARK)), 1),
                else_=0,
            )).cast(Integer).label("units"),
            func.aggregate_strings(cast(a.c.ms_taken, String), ",").label("times"),
        )
        .group_by(a.c.user_id, day, a.c.drill_kind)
    )


def rebuild_in(conn: Connection, user_id: int | None) -> int:
    """Recompute the rows of ``user_id`` (None: everyone, :data:`REBUILD_CHUNK` trainees an
    ``INSERT ... SELECT``) from the stored attempts; returns the rows written."""
    a, t = s.attempts, s.daily_practice
    query = _recount(conn)
    gone = delete(t)
    if user_id is not None:
        gone = gone.where(t.c.user_id == user_id)
    conn.execute(gone)
    columns = ["user_id", "day", "drill_kind", "answers", "correct", "timed_out", "total_ms",
               "last_at", "units", "times"]
    if user_id is not None:
        conn.execute(insert(t).from_select(columns, query.where(a.c.user_id == user_id)))
    else:
        everyone = list(conn.execute(select(s.users.c.id).order_by(s.users.c.id)).scalars())
        for start in range(0, len(everyone), REBUILD_CHUNK):
            chunk = everyone[start:start + REBUILD_CHUNK]
            conn.execute(insert(t).from_select(columns, query.where(a.c.user_id.in_(chunk))))
    count = select(func.count()).select_from(t)
    if user_id is not None:
        count = count.where(t.c.user_id == user_id)
    return int(conn.execute(count).scalar() or 0)


def differing_days(conn: Connection, user_id: int) -> tuple[date, ...]:
    """The Macau days on which ``user_id``'s daily rows disagree with their stored attempts
    (answers, right answers, time-outs, time, goal units or the times): the rows are not
    sealed, so the Dashboard's practice-seal check, which vouches for the attempts, checks
    the rows against them too. The app writes both in one transaction and never deletes an
    attempt: a difference is an edit outside it (``daily-rebuild`` mends the rows)."""
    names = ("answers", "correct", "timed_out", "total_ms", "units")

    def figures(row: Any) -> tuple[Any, ...]:
        return (*(int(row[n] or 0) for n in names), times_of(row["times"]))

    t = s.daily_practice
    stored = {
        (_as_date(r.day), str(r.drill_kind)): figures(r._mapping)
        for r in conn.execute(select(t).where(t.c.user_id == user_id))
    }
    counted = {
        (_as_date(r.day), str(r.drill_kind)): figures(r._mapping)
        for r in conn.execute(_recount(conn).where(s.attempts.c.user_id == user_id))
    }
    keys = stored.keys() | counted.keys()
    return tuple(sorted({day for day, kind in keys
                         if stored.get((day, kind)) != counted.get((day, kind))}))


def rows_in(conn: Connection, user_id: int | None = None) -> list[DailyRow]:
    """The table's rows (of ``user_id``, else everyone's), in key order (tests, exports)."""
    t = s.daily_practice
    query = select(t).order_by(t.c.user_id, t.c.day, t.c.drill_kind)
    if user_id is not None:
        query = query.where(t.c.user_id == user_id)
    return [
        DailyRow(int(r.user_id), _as_date(r.day), str(r.drill_kind), int(r.answers),
                 int(r.correct), int(r.timed_out), int(r.total_ms), r.last_at, int(r.units),
                 times_of(r.times))
        for r in conn.execute(query)
    ]


def times_of(text: str | None) -> tuple[int, ...]:
    """The times of a row's ``times`` text, smallest first; () when they do not read as
    whole numbers (a row edited outside the app: ``daily-rebuild`` mends it)."""
    try:
        return tuple(sorted(int(x) for x in text.split(","))) if text else ()
    except ValueError:
        return ()


def _as_date(value: Any) -> date:
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    return date.fromisoformat(str(value))
