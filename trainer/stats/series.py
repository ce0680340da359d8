"""Plain series for the charts: frozen tuples of floats and dates, built from report rows."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from trainer.macau_time import MACAU_OFFSET
from trainer.stats.values import (
    STREAK_MILESTONES,
    DayStat,
    SessionStat,
    StreakStat,
)

MAX_DRAWN_POINTS = 600
"""A chart line is thinned to at most this many points before it is drawn."""
SESSION_WINDOW = 10
"""The rolling average per session looks at the last this-many sessions."""

_EPOCH = date(1970, 1, 1)


def day_to_x(day: date) -> float:
    """A day as chart x: seconds since the epoch at that day's midnight (naive, as UTC)."""
    return float((day - _EPOCH).days * 86400)


def x_to_day(x: float) -> date:
    return _EPOCH + timedelta(days=math.floor(x / 86400))


def time_to_x(when: datetime, offset: timedelta = MACAU_OFFSET) -> float:
    """An instant as chart x on the same scale as :func:`day_to_x`: local wall time, in
    seconds since the epoch (the axis shows it as UTC, so it reads as local time)."""
    local = when.astimezone(UTC) + offset
    return (local.replace(tzinfo=None) - datetime(1970, 1, 1)).total_seconds()


# ---- generic series ----------------------------------------------------------------------


@dataclass(frozen=True)
class Series:
    """Points to draw: ``x`` and ``y`` of the same length."""

    x: tuple[float, ...] = ()
    y: tuple[float, ...] = ()

    def __post_init__(self) -> None:
        if len(self.x) != len(self.y):
            raise ValueError("x and y must have the same length")

    def __len__(self) -> int:
        return len(self.x)


def rolling_mean(values: Sequence[float], window: int) -> tuple[float, ...]:
    """Trailing mean over the last ``window`` values (fewer at the start)."""
    if window < 1:
        raise ValueError("window must be at least 1")
    out: list[float] = []
    total = 0.0
    for i, v in enumerate(values):
        total += v
        if i >= window:
            total -= values[i - window]
        out.append(total / min(i + 1, window))
    return tuple(out)


def rolling_ratio(
    days: Sequence[date], numerators: Sequence[int], denominators: Sequence[int], days_window: int
) -> tuple[float, ...]:
    """For each day, sum(num)/sum(den) over the trailing ``days_window`` calendar days.

    Weighted by attempts, so a day with 3 answers does not count as much as one with 300.
    """
    if days_window < 1:
        raise ValueError("window must be at least 1")
    out: list[float] = []
    start = 0
    num = den = 0
    for i, day in enumerate(days):
        num += numerators[i]
        den += denominators[i]
        while (day - days[start]).days >= days_window:
            num -= numerators[start]
            den -= denominators[start]
            start += 1
        out.append(num / den if den else math.nan)
    return tuple(out)


def rolling_ratio_count(
    numerators: Sequence[int], denominators: Sequence[int], window: int
) -> tuple[float, ...]:
    """For each point, sum(num)/sum(den) over the trailing ``window`` points (sessions)."""
    if window < 1:
        raise ValueError("window must be at least 1")
    out: list[float] = []
    num = den = 0
    for i, (n, d) in enumerate(zip(numerators, denominators, strict=True)):
        num += n
        den += d
        if i >= window:
            num -= numerators[i - window]
            den -= denominators[i - window]
        out.append(num / den if den else math.nan)
    return tuple(out)


def downsample(x: Sequence[float], y: Sequence[float], max_points: int = 500) -> Series:
    """At most ``max_points`` points that keep the shape: each bucket's min and max in order.

    A series already short enough is returned as it is. NaN values (no data) are dropped.
    """
    n = len(x)
    if len(y) != n:
        raise ValueError("x and y must have the same length")
    if any(math.isnan(v) for v in y):
        kept = [(a, b) for a, b in zip(x, y, strict=True) if not math.isnan(b)]
        x, y = [a for a, _b in kept], [b for _a, b in kept]
        n = len(x)
    if n <= max_points:
        return Series(tuple(float(v) for v in x), tuple(float(v) for v in y))
    if max_points < 4:
        raise ValueError("max_points must be at least 4")
    buckets = (max_points - 2) // 2
    xs: list[float] = [float(x[0])]
    ys: list[float] = [float(y[0])]
    inner = n - 2
    for b in range(buckets):
        lo = 1 + b * inner // buckets
        hi = 1 + (b + 1) * inner // buckets
        if lo >= hi:
            continue
        idx = range(lo, hi)
        i_min = min(idx, key=lambda i: y[i])
        i_max = max(idx, key=lambda i: y[i])
        for i in sorted({i_min, i_max}):
            xs.append(float(x[i]))
            ys.append(float(y[i]))
    xs.append(float(x[-1]))
    ys.append(float(y[-1]))
    return Series(tuple(xs), tuple(ys))


# ---- per-day and per-session lines ------------------------------------------------------


@dataclass(frozen=True)
class TrendSeries:
    """Accuracy and answer time per day (or per session), ready for a line chart.

    ``x`` is :func:`day_to_x` of each day, or per session the session's number 1, 2, 3 …
    in the order practised; ``days`` are the local days (of each session's first answer);
    accuracy is 0-1; times are in seconds. The rolling lines are weighted by attempts, so a
    day with 3 answers counts less than one with 300.
    """

    days: tuple[date, ...] = ()
    x: tuple[float, ...] = ()
    attempts: tuple[int, ...] = ()
    accuracy: tuple[float, ...] = ()
    accuracy_rolling: tuple[float, ...] = ()
    median_s: tuple[float, ...] = ()
    median_s_rolling: tuple[float, ...] = ()
    mean_s: tuple[float, ...] = ()
    by_session: bool = False

    @property
    def empty(self) -> bool:
        return not self.days


def daily_series(rows: Sequence[DayStat], window_days: int = 7) -> TrendSeries:
    """Lines from :meth:`Reports.daily` rows (sorted by day), with a trailing rolling average."""
    rows = sorted(rows, key=lambda r: r.day)
    if not rows:
        return TrendSeries()
    days = tuple(r.day for r in rows)
    attempts = tuple(r.attempts for r in rows)
    correct = tuple(r.correct for r in rows)
    median_s = tuple(r.median_ms / 1000.0 for r in rows)
    # The rolling median time is weighted by attempts (a mean of daily medians).
    weighted = tuple(round(m * 1000) * n for m, n in zip(median_s, attempts, strict=True))
    rolling_median = tuple(v / 1000.0 for v in rolling_ratio(days, weighted, attempts, window_days))
    return TrendSeries(
        days=days,
        x=tuple(day_to_x(d) for d in days),
        attempts=attempts,
        accuracy=tuple(r.accuracy for r in rows),
        accuracy_rolling=rolling_ratio(days, correct, attempts, window_days),
        median_s=median_s,
        median_s_rolling=rolling_median,
        mean_s=tuple(r.avg_ms / 1000.0 for r in rows),
    )


def session_series(
    rows: Sequence[SessionStat],
    window_sessions: int = SESSION_WINDOW,
    offset: timedelta = MACAU_OFFSET,
) -> TrendSeries:
    """Lines from :meth:`Reports.sessions` rows: one point per session, with a rolling
    average over the last ``window_sessions`` sessions.

    Sessions stand side by side at x = 1, 2, 3 … in the order they were practised:
    placed by clock time, three sessions of one evening bunched into one spot of a 90-day
    axis and a week's gap looked like progress. Their days stay in ``days``.
    """
    rows = sorted(rows, key=lambda r: (r.started_at, r.session_id))
    if not rows:
        return TrendSeries(by_session=True)
    attempts = tuple(r.attempts for r in rows)
    median_s = tuple(r.median_ms / 1000.0 for r in rows)
    weighted = tuple(round(m * 1000) * n for m, n in zip(median_s, attempts, strict=True))
    return TrendSeries(
        days=tuple((r.started_at + offset).date() for r in rows),
        x=tuple(float(n) for n in range(1, len(rows) + 1)),
        attempts=attempts,
        accuracy=tuple(r.accuracy for r in rows),
        accuracy_rolling=rolling_ratio_count(
            tuple(r.correct for r in rows), attempts, window_sessions
        ),
        median_s=median_s,
        median_s_rolling=tuple(
            v / 1000.0 for v in rolling_ratio_count(weighted, attempts, window_sessions)
        ),
        mean_s=tuple(r.avg_ms / 1000.0 for r in rows),
        by_session=True,
    )


@dataclass(frozen=True)
class TrendLines:
    """What the accuracy and time charts draw: each line thinned to at most
    :data:`MAX_DRAWN_POINTS` points (:func:`downsample`), accuracy in percent."""

    accuracy_points: Series = Series()
    accuracy_line: Series = Series()
    time_points: Series = Series()
    time_line: Series = Series()


def trend_lines(series: TrendSeries, max_points: int = MAX_DRAWN_POINTS) -> TrendLines:
    """The drawable form of ``series`` (long series keep their shape, not every point)."""
    x = series.x
    return TrendLines(
        accuracy_points=downsample(x, [v * 100 for v in series.accuracy], max_points),
        accuracy_line=downsample(x, [v * 100 for v in series.accuracy_rolling], max_points),
        time_points=downsample(x, series.median_s, max_points),
        time_line=downsample(x, series.median_s_rolling, max_points),
    )


# ---- streaks -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Streaks:
    """Runs of right answers in a row (within a session, as the practice screen counts them).

    ``best`` per drill kind; ``reached`` the milestones of :data:`STREAK_MILESTONES` reached,
    each with the local day it was first reached in any drill shown; ``next`` the next one.
    """

    best: tuple[tuple[str, int], ...] = ()
    reached: tuple[tuple[int, date], ...] = ()
    next: int | None = STREAK_MILESTONES[0]
    drill_kind: str | None = None
    """The drill the milestones are for (None: any drill)."""

    @property
    def longest(self) -> int:
        """The best run in :attr:`drill_kind` (or in any drill)."""
        if self.drill_kind is not None:
            return self.best_of(self.drill_kind)
        return max((n for _kind, n in self.best), default=0)

    def best_of(self, kind: str) -> int:
        return dict(self.best).get(kind, 0)


def streaks(
    rows: Sequence[StreakStat],
    offset: timedelta = MACAU_OFFSET,
    drill_kind: str | None = None,
) -> Streaks:
    """The streak milestones from :meth:`Reports.streaks` rows.

    Decision: a dealer trainee is drilled for long error-free runs, as at a table
    where one wrong draw costs a coup. The page lists the best run per drill and the
    milestones 10, 25, 50 and 100 right in a row with the day each was first reached, and
    names the next one to aim for; days, not the chart, because a run lives inside one
    session and the accuracy chart's points are whole days or sessions. ``best`` keeps every
    drill (the page's table lists them all); the milestones are those of ``drill_kind``
    (None: any drill), the drill the page is filtered on.
    """
    firsts: dict[int, datetime] = {}
    for row in rows:
        if drill_kind is not None and row.drill_kind != drill_kind:
            continue
        for milestone, when in zip(STREAK_MILESTONES, row.reached, strict=True):
            if when is not None and (milestone not in firsts or when < firsts[milestone]):
                firsts[milestone] = when
    reached = tuple(
        (m, (firsts[m].astimezone(UTC) + offset).date()) for m in STREAK_MILESTONES if m in firsts
    )
    upcoming = [m for m in STREAK_MILESTONES if m not in firsts]
    return Streaks(
        best=tuple((r.drill_kind, r.longest) for r in rows),
        reached=reached,
        next=upcoming[0] if upcoming else None,
        drill_kind=drill_kind,
    )


def utc_day_start(day: date) -> datetime:
    """Midnight UTC of ``day`` (for tests and demo data)."""
    return datetime.combine(day, datetime.min.time(), tzinfo=UTC)
