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
    case,
    cast,
    func,
    select,
    true,
)
from sqlalchemy.sql.elements import ColumnElement

from trainer.store import schema as s

KEYS = ("user_id", "day", "drill_kind")
"""What the rows can be grouped by."""


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
    if conn.dialect.name == "postgresql":
        ms = cast(func.unnest(func.string_to_array(d.c.times, ",")), Integer).label("ms")
        times = select(*(d.c[k] for k in keys), ms).where(*where).subquery("times")
        t = times.c
        group = [t[k] for k in keys]
        query = select(
            *group, func.percentile_cont(0.5).within_group(t.ms).label("median_ms")
        ).select_from(times)
        return query.group_by(*group) if group else query
    each = func.json_each("[" + d.c.times + "]").table_valued("value").alias("each")
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
