"""A cohort's daily rows read once (:mod:`trainer.store.daily`), and the Dashboard's figures
counted from them in Python.

Opening a cohort on the Dashboard needs its roster (all-time totals, the readiness window
per trainee and per drill kind, the trainees with an unreadable row) and the cohort's lines
(per day, every trainee together). Each came from its own statements over the same daily
rows (:mod:`trainer.store.daily_times`: the counters summed, then the times unnested for
the median, again per grouping). :func:`read` fetches the cohort's trainees and every daily
row of theirs in ONE statement; :func:`grouped` gives, from those rows, the very figures
:func:`trainer.store.daily_times.grouped` gives from SQL (the same counts over every row, the
exact median over the sound rows' times: the middle time, or the mean of the two middle
ones); :func:`unsound` the trainees :func:`trainer.store.daily_times.unsound_users` names.
A test compares the two on the same database (and with the answers:
``tests/unit/test_dashboard_daily_rows.py``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any, NamedTuple

from sqlalchemy import Connection, String, select, type_coerce
from sqlalchemy.sql.elements import ColumnElement

from trainer.stats.values import DayStat, TraineeSummary
from trainer.store import schema as s
from trainer.store.daily_times import KEYS, DailyGroup
from trainer.store.report_base import counts_of_row

_SOUND = re.compile(r"(?:0|[1-9][0-9]{0,8})(?:,(?:0|[1-9][0-9]{0,8}))*")
"""A sound ``times`` text: the pattern :data:`trainer.store.daily_times._PG_TIMES` (whole
numbers of at most 9 digits, one comma apart), matched whole."""


@dataclass(frozen=True)
class Member:
    """One trainee of the cohort, as the roster names them."""

    id: int
    name: str
    display_name: str
    active: bool


class CohortRow(NamedTuple):
    """One daily row of a trainee of the cohort; ``times`` its times as stored (read into
    numbers only where a median needs them), None when the row is not sound (its counters
    count, its times never do). A named tuple: a cohort has thousands."""

    user_id: int
    day: date
    drill_kind: str
    answers: int
    correct: int
    timed_out: int
    total_ms: int
    last_at: datetime
    times: str | None


@dataclass(frozen=True)
class CohortRows:
    """The cohort's trainees (in the roster's order: display name, id) and their rows;
    ``junk`` the trainees with a row that does not read at all (a day, a counter or a time
    that is no such thing, written outside the app): that row is left out and the trainee
    marked for ``daily-rebuild``, as a row of unsound times is (one trainee's edited row
    never closes the whole cohort)."""

    members: tuple[Member, ...]
    rows: tuple[CohortRow, ...]
    junk: frozenset[int] = frozenset()


def is_sound(text: str | None, answers: int) -> bool:
    """The row's ``times`` text is sound (:func:`trainer.store.daily_times.sound`: the
    pattern, one time an answer)."""
    return (text is not None and _SOUND.fullmatch(text) is not None
            and text.count(",") + 1 == answers)


def sound_times(text: str | None, answers: int) -> tuple[int, ...] | None:
    """The times of a row's ``times`` text, or None when it is not sound."""
    return tuple(map(int, text.split(","))) if text and is_sound(text, answers) else None


def read(conn: Connection, in_cohort: ColumnElement[bool]) -> CohortRows:
    """The trainees ``in_cohort`` picks (a condition on ``users``) and every daily row of
    theirs: one statement (the users outer-joined to their rows)."""
    u, d = s.users, s.daily_practice
    # The row's values as the database holds them (no type's result processing, which
    # raises on a day or a time that is not one): each is read here, a row that does not
    # read left out (``CohortRows.junk``).
    raw = [type_coerce(c, String) for c in (d.c.day, d.c.answers, d.c.correct,
                                            d.c.timed_out, d.c.total_ms, d.c.last_at)]
    query = (
        select(u.c.id, u.c.name, u.c.display_name, u.c.active, d.c.user_id, d.c.drill_kind,
               *raw, d.c.times)
        .select_from(u.outerjoin(d, d.c.user_id == u.c.id))
        .where(in_cohort, u.c.role == "trainee")
        .order_by(u.c.display_name, u.c.id)
    )
    members: dict[int, Member] = {}
    rows: list[CohortRow] = []
    junk: set[int] = set()
    for (uid, name, display_name, active, owner, kind, day, answers, correct, timed_out,
         total_ms, last_at, times) in conn.execute(query):
        if uid not in members:
            members[uid] = Member(int(uid), str(name), str(display_name), bool(active))
        if owner is None:
            continue  # a trainee without practice
        try:
            n = _as_count(answers)
            row = CohortRow(uid, _as_date(day), str(kind), n, _as_count(correct),
                            _as_count(timed_out), _as_count(total_ms), _as_time(last_at),
                            times if is_sound(times, n) else None)
        except (TypeError, ValueError):
            junk.add(int(uid))
            continue
        rows.append(row)
    return CohortRows(tuple(members.values()), tuple(rows), frozenset(junk))


def unsound(rows: Iterable[CohortRow]) -> set[int]:
    """The trainees with a row that is not sound (they need ``daily-rebuild``)."""
    return {r.user_id for r in rows if r.times is None}


def pick(rows: Iterable[CohortRow], since: date | None = None, until: date | None = None,
         drill_kind: str | None = None) -> list[CohortRow]:
    """The rows of the Macau days ``since`` to ``until`` (None: open) of ``drill_kind``
    (None: every kind)."""
    return [r for r in rows
            if (since is None or r.day >= since) and (until is None or r.day <= until)
            and (drill_kind is None or r.drill_kind == drill_kind)]


def grouped(rows: Iterable[CohortRow], keys: Sequence[str]) -> list[DailyGroup]:
    """Per group of ``keys`` (of :data:`trainer.store.daily_times.KEYS`), ordered by them:
    the figures :func:`trainer.store.daily_times.grouped` counts in SQL from the same rows
    (every row's counters; the median of the sound rows' times)."""
    assert all(k in KEYS for k in keys)
    groups: dict[tuple[Any, ...], list[CohortRow]] = {}
    for r in rows:
        groups.setdefault(tuple(getattr(r, k) for k in keys), []).append(r)
    out = []
    for key in sorted(groups):
        members = groups[key]
        n = sum(r.answers for r in members)
        total = sum(r.total_ms for r in members)
        out.append(DailyGroup(
            attempts=n,
            right=sum(r.correct for r in members),
            timed_out=sum(r.timed_out for r in members),
            avg_ms=total / n if n else None,
            median_ms=median([r.times for r in members if r.times is not None]),
            **dict(zip(keys, key, strict=True)),
        ))
    return out


def median(texts: Sequence[str]) -> float | None:
    """The exact median of every time of the sound ``times`` texts (None: none): the
    middle one, or the mean of the two middle ones."""
    every: list[int] = []
    for text in texts:
        every.extend(map(int, text.split(",")))
    n = len(every)
    if not n:
        return None
    every.sort()
    half = n // 2
    return float(every[half]) if n % 2 else (every[half - 1] + every[half]) / 2


def days(rows: Iterable[CohortRow], drill_kind: str | None = None, since: date | None = None,
         until: date | None = None) -> list[DayStat]:
    """The cohort's daily series of ``drill_kind`` (None: every kind) from ``since`` to
    ``until``: :meth:`trainer.store.reports.Reports.cohort_daily`'s, from the rows read."""
    return [DayStat(g.day or date.min, drill_kind, *counts_of_row(g))
            for g in grouped(pick(rows, since, until, drill_kind), ["day"])]


@dataclass(frozen=True)
class CohortOpening:
    """A cohort read once: its roster's lines, and the rows its lines are counted from
    (:func:`days`, when they are drawn)."""

    roster: tuple[TraineeSummary, ...]
    read: CohortRows

    def days(self, drill_kind: str | None = None, since: date | None = None,
             until: date | None = None) -> list[DayStat]:
        return days(self.read.rows, drill_kind, since, until)


def _as_date(value: Any) -> date:
    """A day as stored: a date (PostgreSQL), or its ISO text (SQLite); ValueError else."""
    if isinstance(value, datetime):
        raise ValueError("a day with a time")
    if isinstance(value, date):
        return value
    return date.fromisoformat(str(value))


def _as_count(value: Any) -> int:
    """A counter as stored: a whole number not below 0 (ValueError else: a text, a
    fraction, a negative count written outside the app)."""
    if isinstance(value, bool):
        raise ValueError("not a count")
    if isinstance(value, int):
        number = value
    else:
        text = str(value)
        if not text.isdigit():
            raise ValueError("not a count")
        number = int(text)
    if number < 0:
        raise ValueError("not a count")
    return number


def _as_time(value: Any) -> datetime:
    """The row's latest answer time, aware UTC as :class:`trainer.store.schema.UTCDateTime`
    reads it; ValueError when it is not a time."""
    if isinstance(value, date) and not isinstance(value, datetime):
        raise ValueError("a day, not a time")
    moment = value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
