"""Figures with a median from the daily practice table (:mod:`trainer.store.daily`).

A median needs every answer's time: the daily rows keep them (``times``, schema 19), a few
bytes an answer beside the counters, so the Dashboard's roster, readiness and the cohort's
lines read a cohort's daily rows (one per trainee, day and drill kind) and never the wide
attempt rows of the school. :func:`grouped` gives, per group of trainee, day and/or drill
kind, the same figures :meth:`trainer.store.report_base.ReportBase._grouped` counts from the
attempts: answers, right answers, time-outs, the mean and the exact median time (the middle
time, or the mean of the two middle ones). The days are Macau calendar days, as the rows':
a report cutting days at another offset reads the attempts instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import (
    Connection,
    Integer,
    and_,
    case,
    cast,
    func,
    literal,
    select,
    true,
)
from sqlalchemy.sql.elements import ColumnElement

from trainer.store import schema as s

KEYS = ("user_id", "day", "drill_kind")
"""What the rows can be grouped by."""

_PG_TIMES = r"^(0|[1-9][0-9]{0,8})(,(0|[1-9][0-9]{0,8}))*$"
"""A sound ``times`` text on PostgreSQL: whole numbers of at most 9 digits, one comma apart
(no sign, exponent, quote, bracket, empty item or leading zero; an integer cast never
overflows)."""

_SQLITE_JUNK = ("*[^0-9,]*", ",*", "*,", "*,,*", "0[0-9]*", "*,0[0-9]*", "*" + "[0-9]" * 10 + "*")
"""What an unsound ``times`` text matches on SQLite (``GLOB``, which has no repetition):
anything but digits and commas, an empty item, a leading zero, ten digits in a row."""


def sound(conn: Connection) -> ColumnElement[bool]:
    """True for a daily row whose ``times`` read as ``answers`` non-negative whole numbers
    (the app writes nothing else; a row edited outside it, or of before schema 19, may
    hold anything): the medians read only these rows, and :func:`unsound_users` names the
    trainees whose other rows need ``python -m trainer daily-rebuild``."""
    d = s.daily_practice
    t = d.c.times
    count = func.length(t) - func.length(func.replace(t, ",", "")) + 1
    if conn.dialect.name == "postgresql":
        return and_(t.is_not(None), t.regexp_match(_PG_TIMES), count == d.c.answers)
    not_glob = t.op("NOT GLOB", is_comparison=True)
    return and_(t.is_not(None), t != "", *(not_glob(literal(g)) for g in _SQLITE_JUNK),
                count == d.c.answers)


def unsound_users(conn: Connection, who: Callable[[Any], ColumnElement[bool]]) -> set[int]:
    """The trainees ``who(user_id column)`` picks with a daily row that is not
    :func:`sound` (their medians leave it out until ``daily-rebuild``)."""
    d = s.daily_practice
    query = select(d.c.user_id).where(who(d.c.user_id), ~sound(conn)).distinct()
    return {int(x) for x in conn.execute(query).scalars()}


@dataclass(frozen=True)
class DailyGroup:
    """One group's figures, with the same names as a row of the answers' grouped query
    (:func:`trainer.store.report_base.figures_of_row` reads either)."""

    attempts: int
    right: int
    timed_out: int
    avg_ms: float | None
    median_ms: float | None
    user_id: int | None = None
    day: date | None = None
    drill_kind: str | None = None


def grouped(
    conn: Connection,
    who: Callable[[Any], ColumnElement[bool]],
    keys: Sequence[str],
    since: date | None = None,
    until: date | None = None,
    drill_kind: str | None = None,
) -> list[DailyGroup]:
    """Per group of ``keys`` (of :data:`KEYS`), ordered by them: the figures of the daily
    rows of the trainees ``who(user_id column)`` picks, in the Macau days ``since`` to
    ``until`` (None: open), of ``drill_kind`` (None: every kind). Two statements over the
    same rows: the counters summed, and the times unnested for the median."""
    d = s.daily_practice
    where = [who(d.c.user_id)]
    if drill_kind is not None:
        where.append(d.c.drill_kind == drill_kind)
    if since is not None:
        where.append(d.c.day >= since)
    if until is not None:
        where.append(d.c.day <= until)
    group = [d.c[k] for k in keys]
    counts = (
        select(
            *group,
            func.sum(d.c.answers).label("attempts"),
            func.sum(d.c.correct).label("right"),
            func.sum(d.c.timed_out).label("timed_out"),
            func.sum(d.c.total_ms).label("total_ms"),
        )
        .where(*where)
        .group_by(*group)
    )
    medians = {tuple(row[:len(keys)]): row.median_ms
               for row in conn.execute(_medians(conn, where, keys))}
    out = []
    for row in conn.execute(counts):
        key = tuple(row[:len(keys)])
        n = int(row.attempts or 0)
        named = dict(zip(keys, key, strict=True))
        if "day" in named:
            named["day"] = _as_date(named["day"])
        median = medians.get(key)
        out.append(DailyGroup(
            attempts=n,
            right=int(row.right or 0),
            timed_out=int(row.timed_out or 0),
            avg_ms=int(row.total_ms) / n if n else None,
            median_ms=None if median is None else float(median),
            **named,
        ))
    out.sort(key=lambda g: tuple(getattr(g, k) for k in keys))
    return out


def _medians(conn: Connection, where: Sequence[ColumnElement[bool]], keys: Sequence[str]) -> Any:
    """The median time per group of ``keys``: the rows' times unnested, one row an answer
    (PostgreSQL: ``unnest``, ``percentile_cont``; SQLite: ``json_each``, the middle rows
    picked by ``row_number()``/``count()`` windows, as the answers' query does)."""
    d = s.daily_practice
    ok = sound(conn)
    where = [*where, ok]
    # the unsound rows' times are never parsed, whatever order the server filters in
    if conn.dialect.name == "postgresql":
        text = case((ok, d.c.times), else_=None)
        ms = cast(func.unnest(func.string_to_array(text, ",")), Integer).label("ms")
        times = select(*(d.c[k] for k in keys), ms).where(*where).subquery("times")
        t = times.c
        group = [t[k] for k in keys]
        query = select(
            *group, func.percentile_cont(0.5).within_group(t.ms).label("median_ms")
        ).select_from(times)
        return query.group_by(*group) if group else query
    listed = case((ok, "[" + d.c.times + "]"), else_="[]")
    each = func.json_each(listed).table_valued("value").alias("each")
    times = (
        select(*(d.c[k] for k in keys), each.c.value.label("ms"))
        .select_from(d)
        .join(each, true())
        .where(*where)
        .subquery("times")
    )
    t = times.c
    partition = [t[k] for k in keys] or None
    ranked = select(
        times,
        func.row_number().over(partition_by=partition, order_by=t.ms).label("rn"),
        func.count().over(partition_by=partition).label("n"),
    ).subquery("ranked")
    r = ranked.c
    middle = (r.rn * 2).in_([r.n, r.n + 1, r.n + 2])
    group = [r[k] for k in keys]
    query = select(*group, func.avg(case((middle, r.ms), else_=None)).label("median_ms"))
    return query.group_by(*group) if group else query


def _as_date(value: Any) -> date:
    if isinstance(value, date):
        return value
    return date.fromisoformat(str(value))
