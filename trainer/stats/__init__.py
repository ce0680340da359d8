"""Chart-ready series and instructor figures as plain data (no Qt, no SQL).

The store's :class:`~trainer.store.reports.Reports` aggregates in the database; the functions
here turn those rows into frozen tuples of numbers a chart can draw as they are: per-day and
per-session lines with a rolling average, long series thinned for drawing, the draw heat map,
the Sam Kong confusion matrix, payout errors by size, and each trainee's trend and readiness
against the instructors' pass mark.
"""

from __future__ import annotations

from trainer.stats.roster import CohortCounts, RosterLine, cohort_counts, roster_lines
from trainer.stats.series import (
    DRAW_COLUMNS,
    DRAW_ROWS,
    MAX_DRAWN_POINTS,
    PASS_ACCURACY_KEY,
    PASS_MEDIAN_MS_KEY,
    SESSION_WINDOW,
    ConfusionMatrix,
    HeatMap,
    PassMark,
    PayoutErrors,
    Readiness,
    ReadinessStatus,
    Series,
    TrendLines,
    TrendSeries,
    confusion_matrix,
    daily_series,
    day_to_x,
    downsample,
    draw_heat_map,
    pass_mark_from_settings,
    payout_errors,
    readiness,
    rolling_mean,
    rolling_ratio,
    rolling_ratio_count,
    session_series,
    time_to_x,
    trend,
    trend_lines,
    x_to_day,
)

__all__ = [
    "DRAW_COLUMNS",
    "DRAW_ROWS",
    "MAX_DRAWN_POINTS",
    "PASS_ACCURACY_KEY",
    "PASS_MEDIAN_MS_KEY",
    "SESSION_WINDOW",
    "CohortCounts",
    "ConfusionMatrix",
    "HeatMap",
    "PassMark",
    "PayoutErrors",
    "Readiness",
    "ReadinessStatus",
    "RosterLine",
    "Series",
    "TrendLines",
    "TrendSeries",
    "cohort_counts",
    "confusion_matrix",
    "daily_series",
    "day_to_x",
    "downsample",
    "draw_heat_map",
    "pass_mark_from_settings",
    "payout_errors",
    "readiness",
    "rolling_mean",
    "rolling_ratio",
    "rolling_ratio_count",
    "roster_lines",
    "session_series",
    "time_to_x",
    "trend",
    "trend_lines",
    "x_to_day",
]
