"""The Dashboard's roster of a cohort from its daily rows (:mod:`trainer.store.daily`), in
one statement that hands back a few aggregated rows.

Opening a cohort needs, per trainee, the all-time totals, the readiness window (the trend's
two spans, the time-outs, the median answer time, pooled and per drill kind) and whether a
daily row needs ``daily-rebuild``. :func:`roster` asks the database for one row per trainee
and drill kind with every counter summed and the window's sound times joined into one text
(:func:`trainer.store.daily_times.joined_times`), and reads only the medians from those
texts (:func:`trainer.store.daily_times.median`): the figures
:meth:`trainer.store.reports.Reports.roster_summary` counts in several statements, and the
answers give (``tests/unit/test_dashboard_one_read.py``, on SQLite and PostgreSQL). The
cohort's lines are :meth:`~trainer.store.reports.Reports.cohort_daily`'s, read beside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, and_, case, func, select
from sqlalchemy.sql.elements import ColumnElement

from trainer.stats.values import NO_EXAM, ReadinessWindow, TraineeSummary
from trainer.store import schema as s
from trainer.store.daily_times import DailyGroup, joined_times, median, readable, sound
from trainer.store.report_base import aware, figures_of_row


@dataclass(frozen=True)
class CohortOpening:
    """A cohort as the Dashboard opens it: its roster's lines (the exam column read beside
    them, its seals checked)."""

    roster: tuple[TraineeSummary, ...]


def roster(conn: Connection, in_cohort: ColumnElement[bool],
           days: ReadinessWindow) -> list[TraineeSummary]:
    """The roster's lines (no exam yet: :data:`~trainer.stats.values.NO_EXAM`) of the
    trainees ``in_cohort`` picks (a condition on ``users``), in the roster's order (display
    name, id): one statement over their daily rows, grouped per trainee and drill kind.
    Only :func:`~trainer.store.daily_times.readable` rows count; a trainee with a row that
    does not read or whose times are not :func:`~trainer.store.daily_times.sound` is marked
    ``daily_unsound`` (the medians leave those times out)."""
    u, d = s.users, s.daily_practice
    ok = readable(conn)
    window = and_(ok, d.c.day >= days.first_day, d.c.day <= days.last_day)
    recent = and_(window, d.c.day >= days.recent_first_day)
    previous = and_(window, d.c.day < days.recent_first_day)

    def total(value: Any, cond: ColumnElement[bool]) -> ColumnElement[Any]:
        return func.sum(case((cond, value), else_=0))

    query = (
        select(
            u.c.id, u.c.name, u.c.display_name, u.c.active, d.c.drill_kind,
            total(d.c.answers, ok).label("attempts"),
            total(d.c.correct, ok).label("right"),
            total(d.c.total_ms, ok).label("total_ms"),
            func.max(case((ok, d.c.last_at), else_=None)).label("last_at"),
            total(1, window).label("window_rows"),
            total(d.c.answers, window).label("window_n"),
            total(d.c.correct, window).label("window_right"),
            total(d.c.timed_out, window).label("window_late"),
            total(d.c.total_ms, window).label("window_ms"),
            total(d.c.answers, recent).label("recent_n"),
            total(d.c.correct, recent).label("recent_right"),
            total(d.c.answers, previous).label("previous_n"),
            total(d.c.correct, previous).label("previous_right"),
            joined_times(conn, case((and_(window, sound(conn)), d.c.times),
                                    else_=None)).label("times"),
            # a row that does not read, or whose times are not sound (NULL reads as not)
            func.sum(case((d.c.user_id.is_(None), 0), (and_(ok, sound(conn)), 0),
                          else_=1)).label("unsound"),
        )
        .select_from(u.outerjoin(d, d.c.user_id == u.c.id))
        .where(in_cohort, u.c.role == "trainee")
        .group_by(u.c.id, u.c.name, u.c.display_name, u.c.active, d.c.drill_kind)
        .order_by(u.c.display_name, u.c.id)
    )
    by_user: dict[int, list[Any]] = {}
    for row in conn.execute(query):
        by_user.setdefault(int(row.id), []).append(row)
    return [_line(rows, days) for rows in by_user.values()]


def _line(rows: Sequence[Any], days: ReadinessWindow) -> TraineeSummary:
    """One trainee's line from their rows of :func:`roster` (one a drill kind)."""
    first = rows[0]
    attempts = sum(int(r.attempts or 0) for r in rows)
    total_ms = sum(int(r.total_ms or 0) for r in rows)
    kinds = sorted((r for r in rows if int(r.window_rows or 0)), key=lambda r: str(r.drill_kind))
    last = [r.last_at for r in rows if r.last_at is not None]
    return TraineeSummary(
        user_id=int(first.id),
        name=str(first.name),
        display_name=str(first.display_name),
        active=bool(first.active),
        attempts=attempts,
        correct=sum(int(r.right or 0) for r in rows),
        avg_ms=total_ms / attempts if attempts else None,
        last_active=aware(max(last)) if last else None,
        recent_attempts=sum(int(r.recent_n or 0) for r in rows),
        recent_correct=sum(int(r.recent_right or 0) for r in rows),
        previous_attempts=sum(int(r.previous_n or 0) for r in rows),
        previous_correct=sum(int(r.previous_right or 0) for r in rows),
        window_median_ms=median([r.times for r in kinds]),
        exam=NO_EXAM,
        window_timed_out=sum(int(r.window_late or 0) for r in rows),
        window_kinds=tuple((str(r.drill_kind), figures_of_row(_window_group(r)))
                           for r in kinds),
        daily_unsound=any(int(r.unsound or 0) for r in rows),
    )


def _window_group(row: Any) -> DailyGroup:
    """A drill kind's window figures (:func:`trainer.store.daily_times.grouped`'s)."""
    n = int(row.window_n or 0)
    return DailyGroup(
        attempts=n,
        right=int(row.window_right or 0),
        timed_out=int(row.window_late or 0),
        avg_ms=int(row.window_ms or 0) / n if n else None,
        median_ms=median([row.times]),
    )
