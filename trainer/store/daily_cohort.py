"""The Dashboard's roster of a cohort and the cohort's lines from its daily rows
(:mod:`trainer.store.daily`), in two statements that hand back a few aggregated rows, run
side by side on PostgreSQL.

Opening a cohort needs, per trainee, the all-time totals, the readiness window (the trend's
two spans, the time-outs, the median answer time, pooled and per drill kind) and whether a
daily row needs ``daily-rebuild``. :func:`roster` asks the database for one row per trainee
and drill kind with every counter summed and the window's sound times joined into one text
(:func:`trainer.store.daily_times.joined_times`), and reads only the medians from those
texts, all of them in one read (:class:`trainer.store.daily_times.TimesRead`): the figures
:meth:`trainer.store.reports.Reports.roster_summary` counts in several statements, and the
answers give (``tests/unit/test_dashboard_one_read.py``, on SQLite and PostgreSQL).
Asked for them (:class:`LinesAsked`), :func:`days` reads the cohort's lines, a row a day
(:meth:`~trainer.store.reports.Reports.cohort_daily`'s figures), from the same daily rows:
:meth:`~trainer.store.reports.Reports.cohort_opening` runs it on a connection of its own
beside the roster's (the two statements on two of the server's cores: one statement
holding both took 51 ms of the school bench's opening, the two side by side 35 ms). Each
row's times are sent once: the roster's "other days" leave out the rows the lines hold.

Whether each row's times are sound is not matched row by row on the server (a pattern over
every answer's time: half the statement's cost): a row passes when it reads and counts its
answers, every passing row's times come back joined (the window's for the medians, the
other days' and the lines' beside them) and :meth:`~trainer.store.daily_times.TimesRead.
checked` checks their characters as it reads them; only when that finds an edited row is
the statement run again with :func:`~trainer.store.daily_times.sound`, which names its
trainee (an edited row among the lines' runs the roster's again too: its trainee is
marked).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import Connection, and_, case, func, select, true
from sqlalchemy.sql.elements import ColumnElement

from trainer.stats.values import NO_EXAM, DayStat, ReadinessWindow, TraineeSummary
from trainer.store import schema as s
from trainer.store.daily_times import (
    DailyGroup,
    TimesRead,
    as_date,
    counted,
    joined_times,
    readable,
    sound,
)
from trainer.store.report_base import aware, counts_of_row, figures_of_row


@dataclass(frozen=True)
class LinesAsked:
    """The cohort's lines wanted with its roster: a drill kind (None: every kind) and the
    Macau days ``since`` to ``until`` (None: open), as
    :meth:`~trainer.store.reports.Reports.cohort_daily` takes them."""

    drill_kind: str | None = None
    since: date | None = None
    until: date | None = None


@dataclass(frozen=True)
class CohortOpening:
    """A cohort as the Dashboard opens it: its roster's lines (the exam column read beside
    them, its seals checked) and, when asked (:class:`LinesAsked`), the cohort's days (what
    :meth:`~trainer.store.reports.Reports.cohort_daily` gives for them)."""

    roster: tuple[TraineeSummary, ...]
    days: tuple[DayStat, ...] | None = None


UNSOUND = "!"
"""What a row that does not read, or whose times are not sound, adds to its group's joined
times (the row's own times never are): one test of each row names its trainee."""


def opening_statement(conn: Connection, in_cohort: ColumnElement[bool],
                      who: Callable[[Any], ColumnElement[bool]], days: ReadinessWindow,
                      lines: LinesAsked | None, strict: bool) -> Any:
    """:func:`roster`'s statement over the daily rows of the trainees ``in_cohort`` picks
    (a condition on ``users``; ``who(user_id column)`` the same condition on the daily
    rows), their readiness window ``days`` (the rows ``lines`` holds left to
    :func:`days_statement`); its rows' times taken as sound when
    :func:`~trainer.store.daily_times.counted` passes them (``strict`` False: their
    characters are checked after, on the texts joined) or only when
    :func:`~trainer.store.daily_times.sound` does (``strict``: the row edited outside the
    app picked out). Built from its arguments alone and read only: the same statement serves
    every opening of those arguments (:class:`~trainer.store.report_roster.RosterReports`
    keeps the ones it built; building one is a few milliseconds of the opening's Python)."""
    return _roster_query(conn, in_cohort, who, days, sound(conn) if strict else counted(conn),
                         lines)


def days_statement(conn: Connection, who: Callable[[Any], ColumnElement[bool]],
                   lines: LinesAsked, strict: bool) -> Any:
    """:func:`days`' statement: a row a day of the daily rows ``lines`` holds of the
    trainees ``who(user_id column)`` picks, their readable rows' counters summed and the
    times of those ``strict`` passes (as :func:`opening_statement`) joined; kept as it is."""
    d = s.daily_practice
    check = sound(conn) if strict else counted(conn)
    return (
        select(
            d.c.day,
            func.sum(d.c.answers).label("attempts"),
            func.sum(d.c.correct).label("right"),
            func.sum(d.c.total_ms).label("total_ms"),
            joined_times(conn, case((check, d.c.times), else_=None)).label("times"),
        )
        .where(who(d.c.user_id), readable(conn), _in_lines(lines))
        .group_by(d.c.day)
        .order_by(d.c.day)
    )


def roster(conn: Connection, statement: Callable[[bool], Any],
           strict: bool = False) -> tuple[list[TraineeSummary], bool]:
    """The roster's lines (no exam yet: :data:`~trainer.stats.values.NO_EXAM`) of the
    trainees :func:`opening_statement` picks (``statement(strict)`` is it, for these
    arguments), in the roster's order (display name, id), and whether they were read
    strictly: one statement over their daily rows, grouped per trainee and drill kind.
    Only :func:`~trainer.store.daily_times.readable` rows count; a trainee with a row that
    does not read or whose times are not :func:`~trainer.store.daily_times.sound` is marked
    ``daily_unsound`` (the medians leave those times out). ``strict``: read with the pattern
    matched row by row from the start (:func:`days` found an edited row)."""
    found = None if strict else _Found(conn.execute(statement(False)))
    # The texts read are checked as they are read (joined once); a group with an UNSOUND
    # mark, or a text that is not sound, is a row edited outside the app: the pattern
    # matched row by row picks it out.
    read = (None if found is None or found.marked
            else TimesRead.checked(found.texts, found.others))
    if found is None or read is None:
        found = _Found(conn.execute(statement(True)))
        read = TimesRead(found.texts)
        strict = True
    return [_line(rows_of, window, read) for rows_of, window in found.windows], strict


def days(conn: Connection, statement: Callable[[bool], Any],
         lines: LinesAsked) -> tuple[list[DayStat], bool]:
    """The cohort's days ``lines`` asks for (:meth:`~trainer.store.reports.Reports.
    cohort_daily`'s figures: the readable rows' counters summed a day, the sound rows'
    times' median), from :func:`days_statement` (``statement(strict)``), and whether a row
    edited outside the app was found among them (then read strictly, and the roster must
    be: its trainee is marked)."""
    rows = list(conn.execute(statement(False)))
    read = TimesRead.checked([row.times for row in rows])
    unsound = read is None
    if read is None:
        rows = list(conn.execute(statement(True)))
        read = TimesRead([row.times for row in rows])
    return [_day(row, lines, read.median(n)) for n, row in enumerate(rows)], unsound


class _Found:
    """The rows of :func:`roster`'s statement, sorted out: each trainee's rows and window
    (:class:`_Window`), the texts whose times are read (each trainee's kinds side by side,
    their pooled times one slice), the other days' texts (checked, not read) and whether a
    group had an UNSOUND mark."""

    def __init__(self, rows: Iterable[Any]) -> None:
        by_user: dict[int, list[Any]] = {}
        for row in rows:
            by_user.setdefault(int(row.id), []).append(row)
        self.texts: list[str | None] = []
        self.windows: list[tuple[list[Any], _Window]] = []
        self.others: list[str | None] = []
        for rows_of in by_user.values():
            window = _Window.of(rows_of, len(self.texts))
            self.windows.append((rows_of, window))
            self.texts.extend(window.texts)
            self.others.extend(row.others for row in rows_of)
        self.marked = any(window.unsound for _rows, window in self.windows)


def _roster_query(conn: Connection, in_cohort: ColumnElement[bool],
                  who: Callable[[Any], ColumnElement[bool]], days: ReadinessWindow,
                  check: ColumnElement[bool], lines: LinesAsked | None = None) -> Any:
    """:func:`roster`'s statement, the rows ``check`` passes (:func:`sound`, or
    :func:`counted` with the characters checked after) taken as sound: per trainee and
    drill kind the window's times joined (``times``, :data:`UNSOUND` for each row that
    does not read or pass) and the other days' (``others``: the characters of every row
    checked, not one more row read nor a pattern matched on each; the rows ``lines`` holds
    left out, their characters :func:`days_statement`'s to check)."""
    u, d = s.users, s.daily_practice
    ok = readable(conn)
    in_window = and_(d.c.day >= days.first_day, d.c.day <= days.last_day)
    # Each row tested once: read through the per-trainee index, the window's passing
    # times joined, UNSOUND for the others.
    passed = and_(ok, check)
    other = and_(passed, ~in_window)
    if lines is not None:  # the rows the lines hold: days_statement's to check
        other = and_(other, ~_in_lines(lines))
    rows = (
        select(
            d.c.user_id, d.c.drill_kind, d.c.day, d.c.answers, d.c.correct, d.c.timed_out,
            d.c.total_ms, d.c.last_at, case((ok, 1), else_=0).label("ok"),
            case((passed, case((in_window, d.c.times), else_=None)),
                 else_=UNSOUND).label("mark"),
            case((other, d.c.times), else_=None).label("other"),
        )
        .where(who(d.c.user_id))
        .cte("rows")
        .prefix_with("MATERIALIZED", dialect="sqlite")  # not inlined in each sum below
    )
    r = rows.c
    read = r.ok == 1
    window = and_(read, r.day >= days.first_day, r.day <= days.last_day)
    recent = and_(window, r.day >= days.recent_first_day)
    previous = and_(window, r.day < days.recent_first_day)

    def total(value: Any, cond: ColumnElement[bool]) -> ColumnElement[Any]:
        return func.sum(case((cond, value), else_=0))

    groups = (
        select(
            r.user_id, r.drill_kind,
            total(r.answers, read).label("attempts"),
            total(r.correct, read).label("right"),
            total(r.total_ms, read).label("total_ms"),
            func.max(case((read, r.last_at), else_=None)).label("last_at"),
            total(1, window).label("window_rows"),
            total(r.answers, window).label("window_n"),
            total(r.correct, window).label("window_right"),
            total(r.timed_out, window).label("window_late"),
            total(r.total_ms, window).label("window_ms"),
            total(r.answers, recent).label("recent_n"),
            total(r.correct, recent).label("recent_right"),
            total(r.answers, previous).label("previous_n"),
            total(r.correct, previous).label("previous_right"),
            joined_times(conn, r.mark).label("times"),
            joined_times(conn, r.other).label("others"),
        )
        .group_by(r.user_id, r.drill_kind)
        .subquery("groups")
    )
    g = groups.c
    return (
        select(u.c.id, u.c.name, u.c.display_name, u.c.active,
               *(c for c in g if c.name != "user_id"))
        .select_from(u.outerjoin(groups, g.user_id == u.c.id))
        .where(in_cohort, u.c.role == "trainee")
        .order_by(u.c.display_name, u.c.id)
    )


def _in_lines(lines: LinesAsked) -> ColumnElement[bool]:
    """The daily rows the cohort's lines hold: of their drill kind, in their days."""
    d = s.daily_practice
    held: list[ColumnElement[bool]] = []
    if lines.drill_kind is not None:
        held.append(d.c.drill_kind == lines.drill_kind)
    if lines.since is not None:
        held.append(d.c.day >= lines.since)
    if lines.until is not None:
        held.append(d.c.day <= lines.until)
    return and_(true(), *held)


def _day(row: Any, lines: LinesAsked | None, median_ms: float | None) -> DayStat:
    """One day of the cohort's lines from its row of :func:`days_statement`
    and the median of its times, as :meth:`~trainer.store.reports.Reports.cohort_daily`
    counts it."""
    n = int(row.attempts or 0)
    group = DailyGroup(attempts=n, right=int(row.right or 0), timed_out=0,
                       avg_ms=int(row.total_ms) / n if n else None, median_ms=median_ms)
    return DayStat(as_date(row.day), lines.drill_kind if lines else None,
                   *counts_of_row(group))


@dataclass(frozen=True)
class _Window:
    """A trainee's readiness window as :func:`roster` reads its times: the rows of the
    drill kinds with window rows (by kind), their window's times without the
    :data:`UNSOUND` marks, where those texts start among every text read, and whether any
    of the trainee's rows had a mark."""

    kinds: tuple[Any, ...]
    texts: tuple[str | None, ...]
    start: int
    unsound: bool

    @classmethod
    def of(cls, rows: Sequence[Any], start: int) -> _Window:
        """The window of a trainee's rows of :func:`roster` (one a drill kind), its texts
        read from ``start``."""
        marked = [_marks(r.times) for r in rows]
        kinds = sorted(((r, text) for r, (text, _unsound) in zip(rows, marked, strict=True)
                        if int(r.window_rows or 0)), key=lambda kind: str(kind[0].drill_kind))
        return cls(kinds=tuple(r for r, _text in kinds),
                   texts=tuple(text for _r, text in kinds), start=start,
                   unsound=any(unsound for _text, unsound in marked))


def _line(rows: Sequence[Any], window: _Window, read: TimesRead) -> TraineeSummary:
    """One trainee's line from their rows of :func:`roster` (one a drill kind), their
    window's medians from the times ``read``. Each sum in one pass over the rows (a pass a
    sum was a fifth of the roster's reading)."""
    first = rows[0]
    attempts = right = total_ms = recent_n = recent_right = previous_n = 0
    previous_right = window_late = 0
    last = None
    for r in rows:
        attempts += int(r.attempts or 0)
        right += int(r.right or 0)
        total_ms += int(r.total_ms or 0)
        recent_n += int(r.recent_n or 0)
        recent_right += int(r.recent_right or 0)
        previous_n += int(r.previous_n or 0)
        previous_right += int(r.previous_right or 0)
        window_late += int(r.window_late or 0)
        if r.last_at is not None and (last is None or r.last_at > last):
            last = r.last_at
    kinds, start = window.kinds, window.start
    return TraineeSummary(
        user_id=int(first.id),
        name=str(first.name),
        display_name=str(first.display_name),
        active=bool(first.active),
        attempts=attempts,
        correct=right,
        avg_ms=total_ms / attempts if attempts else None,
        last_active=aware(last) if last is not None else None,
        recent_attempts=recent_n,
        recent_correct=recent_right,
        previous_attempts=previous_n,
        previous_correct=previous_right,
        window_median_ms=read.median(start, start + len(kinds)),
        exam=NO_EXAM,
        window_timed_out=window_late,
        window_kinds=tuple((str(r.drill_kind),
                            figures_of_row(_window_group(r, read.median(start + n))))
                           for n, r in enumerate(kinds)),
        daily_unsound=window.unsound,
    )


def _marks(text: str | None) -> tuple[str | None, bool]:
    """A group's joined times without its :data:`UNSOUND` marks, and whether it had one."""
    if text is None or UNSOUND not in text:
        return text, False
    return ",".join(t for t in text.split(",") if t != UNSOUND), True


def _window_group(row: Any, median_ms: float | None) -> DailyGroup:
    """A drill kind's window figures (:func:`trainer.store.daily_times.grouped`'s), the
    median of its times given."""
    n = int(row.window_n or 0)
    return DailyGroup(
        attempts=n,
        right=int(row.window_right or 0),
        timed_out=int(row.window_late or 0),
        avg_ms=int(row.window_ms or 0) / n if n else None,
        median_ms=median_ms,
    )
