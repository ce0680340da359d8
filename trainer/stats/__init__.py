"""Chart-ready series and instructor figures as plain data (no Qt, no SQL).

The store's :class:`~trainer.store.reports.Reports` aggregates in the database; the functions
here turn those rows into frozen tuples of numbers a chart can draw as they are: per-day lines
with a rolling average, long series thinned for drawing, the draw heat map, the Sam Kong
confusion matrix, payout errors by size and readiness against the instructor's pass mark.
"""

from __future__ import annotations

from trainer.stats.series import (
    DRAW_COLUMNS,
    DRAW_ROWS,
    PASS_ACCURACY_KEY,
    PASS_MEDIAN_MS_KEY,
    ConfusionMatrix,
    DailySeries,
    HeatMap,
    PassMark,
    PayoutErrors,
    Readiness,
    ReadinessStatus,
    Series,
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
    trend,
    x_to_day,
)

__all__ = [
    "DRAW_COLUMNS",
    "DRAW_ROWS",
    "PASS_ACCURACY_KEY",
    "PASS_MEDIAN_MS_KEY",
    "ConfusionMatrix",
    "DailySeries",
    "HeatMap",
    "PassMark",
    "PayoutErrors",
    "Readiness",
    "ReadinessStatus",
    "Series",
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
    "trend",
    "x_to_day",
]
