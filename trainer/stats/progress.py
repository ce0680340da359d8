"""Everything one progress page shows, loaded in one plain call (run off the GUI thread)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta

from trainer.auth import Actor
from trainer.stats.series import (
    ConfusionMatrix,
    DailySeries,
    HeatMap,
    PassMark,
    PayoutErrors,
    Readiness,
    confusion_matrix,
    daily_series,
    draw_heat_map,
    pass_mark_from_settings,
    payout_errors,
    readiness,
)
from trainer.store import Store
from trainer.store.reports import Reports


@dataclass(frozen=True)
class ProgressQuery:
    """Whose progress, which drill kind (None: all) and which local days (None: open)."""

    user_id: int
    drill_kind: str | None = None
    since: date | None = None
    until: date | None = None
    cohort_id: int | None = None
    """With an instructor: also the cohort's daily averages for comparison."""
    window_days: int = 7


@dataclass(frozen=True)
class ProgressData:
    """The plain series of one progress page."""

    query: ProgressQuery
    daily: DailySeries
    cohort: DailySeries
    heat: HeatMap
    player_heat: HeatMap
    confusion: ConfusionMatrix
    payout: PayoutErrors
    pass_mark: PassMark
    readiness: Readiness
    attempts: int = 0
    correct: int = 0
    extra: dict[str, str] = field(default_factory=dict)


def load_progress(
    store: Store, reports: Reports, actor: Actor, query: ProgressQuery, today: date | None = None
) -> ProgressData:
    """Run the report queries for ``query`` and shape them for the charts.

    Readiness looks at the last 14 days of the selected kind (all kinds when None).
    """
    q = query
    rows = reports.daily(actor, q.user_id, q.drill_kind, q.since, q.until)
    cohort_rows = (
        reports.cohort_daily(actor, q.cohort_id, q.drill_kind, q.since, q.until)
        if q.cohort_id is not None and actor.is_instructor
        else []
    )
    cells = reports.cell_errors(actor, q.user_id, "draw", q.since, q.until)
    banker, player = draw_heat_map(cells)
    confusion = confusion_matrix(reports.samkong_confusion(actor, q.user_id, q.since, q.until))
    payout = payout_errors(reports.payout_errors(actor, q.user_id, since=q.since, until=q.until))
    mark = pass_mark_from_settings(lambda key: store.settings.get(actor, key))
    last = today or (rows[-1].day if rows else date.today())
    recent_daily = reports.daily(actor, q.user_id, q.drill_kind, last - timedelta(days=13), last)
    n = sum(r.attempts for r in recent_daily)
    right = sum(r.correct for r in recent_daily)
    # The 14-day median is approximated by the attempt-weighted mean of daily medians.
    median = sum(r.median_ms * r.attempts for r in recent_daily) / n if n else None
    return ProgressData(
        query=q,
        daily=daily_series(rows, q.window_days),
        cohort=daily_series(cohort_rows, q.window_days),
        heat=banker,
        player_heat=player,
        confusion=confusion,
        payout=payout,
        pass_mark=mark,
        readiness=readiness(n, right, median, mark),
        attempts=sum(r.attempts for r in rows),
        correct=sum(r.correct for r in rows),
    )
