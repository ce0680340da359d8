# Over 600 lines, to be split along its sections (matrices, third-card map, streaks) by
# issue 13 point 6; kept whole in this change only for lack of time.
"""Plain series for the charts: frozen tuples of floats and dates, built from report rows."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from enum import Enum

from trainer.baccarat.tableau import BANKER_DRAWS_ON
from trainer.samkong.levels import LEVEL_COUNT
from trainer.stats.values import (
    PAYOUT_BUCKET_EDGES,
    STREAK_MILESTONES,
    CellErrors,
    ConfusionCount,
    DayStat,
    PayoutBucketErrors,
    SessionStat,
    StreakStat,
    TraineeSummary,
)
from trainer.store.report_base import (
    MACAU_OFFSET,
)

PASS_ACCURACY_KEY = "school.pass_accuracy"
"""Instructor setting: the accuracy (0-1) a trainee must reach, default 0.9."""
PASS_MEDIAN_MS_KEY = "school.pass_median_ms"
"""Instructor setting: the median answer time (ms) a trainee must stay under, default 5000."""

DRAW_ROWS: tuple[int, ...] = tuple(range(8))
"""Heat-map rows: the Banker's two-card total 0-7 (8 and 9 are naturals)."""
DRAW_COLUMNS: tuple[str, ...] = (*(str(v) for v in range(10)), "stood")
"""Heat-map columns: the Player's third card 0-9, or "stood" (the Player did not draw)."""
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

    Sessions stand side by side at x = 1, 2, 3 … in the order they were practised (issue 12):
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


# ---- readiness ---------------------------------------------------------------------------


@dataclass(frozen=True)
class PassMark:
    """What "ready" means: accuracy at least ``accuracy`` and median time under ``median_ms``.

    RULES.md section C: accuracy first, and a tableau decision in well under 5 seconds; the
    numbers are an instructor setting (:data:`PASS_ACCURACY_KEY`, :data:`PASS_MEDIAN_MS_KEY`).
    """

    accuracy: float = 0.9
    median_ms: float = 5000.0
    min_attempts: int = 20
    """Fewer recent attempts than this are "not enough data", not a verdict."""

    def __post_init__(self) -> None:
        if not 0.0 < self.accuracy <= 1.0:
            raise ValueError("the pass accuracy is between 0 and 1")
        if self.median_ms <= 0:
            raise ValueError("the pass time must be positive")


def pass_mark_from_settings(get: Callable[[str], str | None]) -> PassMark:
    """The pass mark from settings text (``get(key)``); unreadable values fall back to defaults."""
    default = PassMark()

    def number(key: str, fallback: float, low: float, high: float) -> float:
        text = get(key)
        try:
            value = float(text) if text is not None else fallback
        except ValueError:
            return fallback
        return value if low < value <= high and math.isfinite(value) else fallback

    return PassMark(
        accuracy=number(PASS_ACCURACY_KEY, default.accuracy, 0.0, 1.0),
        median_ms=number(PASS_MEDIAN_MS_KEY, default.median_ms, 0.0, 600_000.0),
    )


class ReadinessStatus(Enum):
    READY = "ready"
    TOO_SLOW = "too_slow"
    NOT_ACCURATE = "not_accurate"
    NOT_ENOUGH_DATA = "not_enough_data"


@dataclass(frozen=True)
class Readiness:
    """A trainee against the pass mark over a recent window."""

    status: ReadinessStatus
    accuracy: float | None
    """Right answers among the answered questions (time-outs left out)."""
    median_ms: float | None
    attempts: int
    timed_out: int = 0
    """Of ``attempts``, the time-outs, counted apart (see :func:`readiness`)."""

    @property
    def ready(self) -> bool:
        return self.status is ReadinessStatus.READY

    @property
    def sort_key(self) -> float:
        """Orders trainees from least to most ready (accuracy first, as RULES.md says)."""
        order = {
            ReadinessStatus.NOT_ENOUGH_DATA: 0.0,
            ReadinessStatus.NOT_ACCURATE: 1.0,
            ReadinessStatus.TOO_SLOW: 2.0,
            ReadinessStatus.READY: 3.0,
        }[self.status]
        return order + (self.accuracy or 0.0) / 2


def readiness(
    attempts: int, correct: int, median_ms: float | None, mark: PassMark, timed_out: int = 0
) -> Readiness:
    """Accuracy before speed: inaccurate is reported before slow.

    Issue 12 point 5, the weighting of time-outs: a time-out is not a mistake about the rule,
    so accuracy is over the answered questions only (``correct / (attempts - timed_out)``).
    It is a mistake of speed: when time-outs are more than the wrong answers the pass mark
    allows (``1 - mark.accuracy`` of all attempts, e.g. 2 in 20 at 90%), the trainee is
    TOO_SLOW even with a quick median. ``attempts`` (for "enough data") counts both.
    """
    answered = attempts - timed_out
    acc = correct / answered if answered > 0 else None
    if attempts < mark.min_attempts or median_ms is None:
        return Readiness(ReadinessStatus.NOT_ENOUGH_DATA, acc, median_ms, attempts, timed_out)
    too_many_time_outs = timed_out > attempts * (1.0 - mark.accuracy) + 1e-9
    if acc is None or acc < mark.accuracy:
        status = ReadinessStatus.NOT_ACCURATE if acc is not None else ReadinessStatus.TOO_SLOW
    elif median_ms >= mark.median_ms or too_many_time_outs:
        status = ReadinessStatus.TOO_SLOW
    else:
        status = ReadinessStatus.READY
    return Readiness(status, acc, median_ms, attempts, timed_out)


def trend(summary: TraineeSummary) -> float | None:
    """Accuracy over the last 7 days minus the 7 before (None if either is empty)."""
    recent, previous = summary.recent_accuracy, summary.previous_accuracy
    if recent is None or previous is None:
        return None
    return recent - previous


# ---- matrices ----------------------------------------------------------------------------


@dataclass(frozen=True)
class HeatMap:
    """A matrix of attempts and wrong answers; ``rate`` is wrong/attempts (NaN: no attempts).

    ``rows`` and ``columns`` are the labels; ``rate[r][c]`` belongs to ``rows[r]``,
    ``columns[c]``.
    """

    rows: tuple[str, ...]
    columns: tuple[str, ...]
    attempts: tuple[tuple[int, ...], ...]
    wrong: tuple[tuple[int, ...], ...]

    @property
    def rate(self) -> tuple[tuple[float, ...], ...]:
        return tuple(
            tuple(w / n if n else math.nan for w, n in zip(wr, ar, strict=True))
            for wr, ar in zip(self.wrong, self.attempts, strict=True)
        )

    @property
    def total_attempts(self) -> int:
        return sum(sum(r) for r in self.attempts)


def draw_heat_map(cells: Sequence[CellErrors]) -> tuple[HeatMap, HeatMap]:
    """The Banker heat map (total 0-7 × Player third card 0-9/stood) and the Player row.

    Natural cells are left out (nothing to decide). The Player map has one row ("Player")
    and a column per Player total 0-7.
    """
    attempts = [[0] * len(DRAW_COLUMNS) for _ in DRAW_ROWS]
    wrong = [[0] * len(DRAW_COLUMNS) for _ in DRAW_ROWS]
    p_attempts = [0] * 8
    p_wrong = [0] * 8
    for c in cells:
        parts = c.cell.split(":")
        if parts[0] == "banker" and len(parts) == 3 and parts[2] in DRAW_COLUMNS:
            total = int(parts[1])
            if 0 <= total <= 7:
                col = DRAW_COLUMNS.index(parts[2])
                attempts[total][col] += c.attempts
                wrong[total][col] += c.wrong
        elif parts[0] == "player" and len(parts) == 2:
            total = int(parts[1])
            if 0 <= total <= 7:
                p_attempts[total] += c.attempts
                p_wrong[total] += c.wrong
    banker = HeatMap(
        rows=tuple(str(r) for r in DRAW_ROWS),
        columns=DRAW_COLUMNS,
        attempts=tuple(tuple(r) for r in attempts),
        wrong=tuple(tuple(r) for r in wrong),
    )
    player = HeatMap(
        rows=("player",),
        columns=tuple(str(t) for t in range(8)),
        attempts=(tuple(p_attempts),),
        wrong=(tuple(p_wrong),),
    )
    return banker, player


@dataclass(frozen=True)
class ConfusionMatrix:
    """Sam Kong levels: ``counts[e-1][g-1]`` hands of level e named g; the last column counts
    hands with no answer (time-outs). Levels are annex ordinals 1..31."""

    levels: tuple[int, ...]
    counts: tuple[tuple[int, ...], ...]

    def count(self, expected: int, answered: int | None) -> int:
        col = len(self.levels) if answered is None else answered - 1
        return self.counts[expected - 1][col]

    @property
    def total(self) -> int:
        return sum(sum(r) for r in self.counts)

    def top_confusions(self, n: int = 5) -> tuple[tuple[int, int | None, int], ...]:
        """The ``n`` most frequent (expected, answered, count) mistakes."""
        found: list[tuple[int, int | None, int]] = []
        for e, row in enumerate(self.counts, start=1):
            for g, count in enumerate(row, start=1):
                answered = None if g > len(self.levels) else g
                if count and answered != e:
                    found.append((e, answered, count))
        found.sort(key=lambda t: (-t[2], t[0]))
        return tuple(found[:n])


def confusion_matrix(rows: Sequence[ConfusionCount]) -> ConfusionMatrix:
    levels = tuple(range(1, LEVEL_COUNT + 1))
    counts = [[0] * (LEVEL_COUNT + 1) for _ in levels]
    for r in rows:
        if not 1 <= r.expected <= LEVEL_COUNT:
            continue
        if r.answered is None or not 1 <= r.answered <= LEVEL_COUNT:
            col = LEVEL_COUNT
        else:
            col = r.answered - 1
        counts[r.expected - 1][col] += r.count
    return ConfusionMatrix(levels, tuple(tuple(r) for r in counts))


@dataclass(frozen=True)
class PayoutErrors:
    """Payout error rate per size bucket; ``labels`` name the buckets ("0", "1-100", ...)."""

    labels: tuple[str, ...]
    x: tuple[float, ...]
    attempts: tuple[int, ...]
    wrong: tuple[int, ...]
    not_fewest: tuple[int, ...] = ()
    """Of ``wrong``: the right amount paid in more chips than needed (counted apart from a
    wrong amount; issue 12 point 3)."""

    @property
    def rate(self) -> tuple[float, ...]:
        return tuple(w / n if n else 0.0 for w, n in zip(self.wrong, self.attempts, strict=True))

    @property
    def wrong_amount(self) -> tuple[int, ...]:
        """Wrong answers that paid a wrong amount (all wrong ones but the not-fewest)."""
        fewest = self.not_fewest or (0,) * len(self.wrong)
        return tuple(w - k for w, k in zip(self.wrong, fewest, strict=True))

    @property
    def not_fewest_rate(self) -> tuple[float, ...]:
        fewest = self.not_fewest or (0,) * len(self.wrong)
        return tuple(k / n if n else 0.0 for k, n in zip(fewest, self.attempts, strict=True))


def payout_errors(rows: Sequence[PayoutBucketErrors]) -> PayoutErrors:
    edges = PAYOUT_BUCKET_EDGES
    labels = ["0"]
    low = 1
    for edge in edges:
        labels.append(f"{low:,}-{edge:,}")
        low = edge + 1
    labels.append(f">{edges[-1]:,}")
    attempts = [0] * len(labels)
    wrong = [0] * len(labels)
    not_fewest = [0] * len(labels)
    for r in rows:
        if 0 <= r.bucket < len(labels):
            attempts[r.bucket] += r.attempts
            wrong[r.bucket] += r.wrong
            not_fewest[r.bucket] += r.not_fewest
    return PayoutErrors(
        tuple(labels), tuple(float(i) for i in range(len(labels))), tuple(attempts), tuple(wrong),
        tuple(not_fewest),
    )


# ---- the Banker's third-card decisions -----------------------------------------------------


THIRD_CARD_VALUES: tuple[int, ...] = tuple(range(10))
"""Columns of the third-card map: the point value of the Player's third card (art. 9 (3))."""


def third_card_totals() -> tuple[int, ...]:
    """The Banker totals whose decision depends on the Player's third card: those whose
    set of drawing values in the tableau (art. 9 (3)/(4)) holds some values 0-9 but not all.

    Read from :data:`~trainer.baccarat.tableau.BANKER_DRAWS_ON`, not a second copy of the
    rule (0-2 always draw, 7 always stands: nothing there depends on the card).
    """
    values = set(THIRD_CARD_VALUES)
    return tuple(
        total
        for total, draws in sorted(BANKER_DRAWS_ON.items())
        if 0 < len(values & draws) < len(values)
    )


class ErrorBand(Enum):
    """How a cell of the third-card map is coloured (green, amber, red)."""

    GOOD = "good"
    """At most the errors the pass mark allows (1 - pass accuracy; 10% by default)."""
    WATCH = "watch"
    """More than that, up to :data:`WEAK_ERROR_RATE`."""
    WEAK = "weak"
    """More than :data:`WEAK_ERROR_RATE` wrong: at least one answer in four."""


WEAK_ERROR_RATE = 0.25
"""Above this error rate a decisive cell is red: one answer in four wrong is a weak spot
whatever the pass mark (a pass mark below 75% moves the red edge up to the pass mark's)."""


@dataclass(frozen=True)
class ThirdCardMap:
    """The Banker's decisive draw decisions: rows :func:`third_card_totals` (3-6), columns the
    Player's third card 0-9; ``draws[r][c]`` is the tableau's answer, ``band`` the colour."""

    totals: tuple[int, ...]
    values: tuple[int, ...]
    draws: tuple[tuple[bool, ...], ...]
    attempts: tuple[tuple[int, ...], ...]
    wrong: tuple[tuple[int, ...], ...]
    good_rate: float = 0.10
    """The highest error rate still green (1 - the pass mark's accuracy)."""

    @property
    def rate(self) -> tuple[tuple[float, ...], ...]:
        return tuple(
            tuple(w / n if n else math.nan for w, n in zip(wr, ar, strict=True))
            for wr, ar in zip(self.wrong, self.attempts, strict=True)
        )

    @property
    def weak_rate(self) -> float:
        return max(WEAK_ERROR_RATE, self.good_rate)

    def band(self, row: int, col: int) -> ErrorBand | None:
        """The cell's colour band (None: no answers yet)."""
        n, w = self.attempts[row][col], self.wrong[row][col]
        if not n:
            return None
        rate = w / n
        if rate <= self.good_rate:
            return ErrorBand.GOOD
        return ErrorBand.WATCH if rate <= self.weak_rate else ErrorBand.WEAK

    @property
    def total_attempts(self) -> int:
        return sum(sum(r) for r in self.attempts)


def third_card_map(heat: HeatMap, mark: PassMark | None = None) -> ThirdCardMap:
    """The decisive rows of the Banker heat map, coloured against ``mark`` (default 90%)."""
    mark = mark or PassMark()
    totals = third_card_totals()
    columns = [heat.columns.index(str(v)) for v in THIRD_CARD_VALUES]
    rows = [heat.rows.index(str(t)) for t in totals]
    return ThirdCardMap(
        totals=totals,
        values=THIRD_CARD_VALUES,
        draws=tuple(
            tuple(v in BANKER_DRAWS_ON[t] for v in THIRD_CARD_VALUES) for t in totals
        ),
        attempts=tuple(tuple(heat.attempts[r][c] for c in columns) for r in rows),
        wrong=tuple(tuple(heat.wrong[r][c] for c in columns) for r in rows),
        good_rate=round(1.0 - mark.accuracy, 6),
    )


@dataclass(frozen=True)
class DrawSides:
    """Draw decisions counted apart: the Player's (art. 9 (1)/(2)) and the Banker's
    (art. 9 (3)/(4)), naturals included (standing on a natural is a decision too). The
    Banker's are split again into the third-card map's cells and the rest (Banker 0-2 or 7,
    the Player stood, a natural)."""

    player_attempts: int = 0
    player_wrong: int = 0
    banker_attempts: int = 0
    banker_wrong: int = 0
    banker_map_attempts: int = 0
    banker_map_wrong: int = 0

    @property
    def banker_other_attempts(self) -> int:
        return self.banker_attempts - self.banker_map_attempts

    @property
    def banker_other_wrong(self) -> int:
        return self.banker_wrong - self.banker_map_wrong


def draw_sides(cells: Sequence[CellErrors]) -> DrawSides:
    """Player and Banker draw errors from the draw drill's cells (``player:…``/``banker:…``)."""
    totals = {str(t) for t in third_card_totals()}
    values = {str(v) for v in THIRD_CARD_VALUES}
    counts = dict.fromkeys(("pa", "pw", "ba", "bw", "ma", "mw"), 0)
    for c in cells:
        parts = c.cell.split(":")
        if parts[0] == "player":
            counts["pa"] += c.attempts
            counts["pw"] += c.wrong
        elif parts[0] == "banker":
            counts["ba"] += c.attempts
            counts["bw"] += c.wrong
            if len(parts) == 3 and parts[1] in totals and parts[2] in values:
                counts["ma"] += c.attempts
                counts["mw"] += c.wrong
    return DrawSides(
        counts["pa"], counts["pw"], counts["ba"], counts["bw"], counts["ma"], counts["mw"]
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

    Decision (issue 12): a dealer trainee is drilled for long error-free runs, as at a table
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
