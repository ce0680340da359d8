"""Everything one progress page or one cohort report shows, loaded in one plain call.

These functions run the report queries (aggregated in the database) and shape the rows
into chart-ready series; the UI runs them off the GUI thread and only draws the result.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field, replace
from datetime import date, datetime, time

from trainer.auth import Actor
from trainer.errors import StoreError
from trainer.kinds import TABLE_KIND
from trainer.macau_time import MACAU, macau_day
from trainer.stats.matrices import (
    ConfusionMatrix,
    DrawSides,
    HeatMap,
    PayoutErrors,
    ThirdCardMap,
    confusion_matrix,
    draw_heat_map,
    draw_sides,
    payout_errors,
    third_card_map,
)
from trainer.stats.readiness import (
    PASS_ACCURACY_KEY,
    PASS_MEDIAN_MS_KEY,
    PassMark,
    Readiness,
    pass_mark_from_settings,
    readiness,
    readiness_by_drill,
)
from trainer.stats.roster import CohortCounts, RosterLine, cohort_counts, roster_lines
from trainer.stats.series import (
    Streaks,
    TrendLines,
    TrendSeries,
    daily_series,
    session_series,
    streaks,
    trend_lines,
)
from trainer.stats.table import TableFigures, table_figures
from trainer.stats.table_games import GameFigures, figures_by_game
from trainer.stats.values import (
    DayStat,
    KindStat,
    readiness_window,
)
from trainer.store import AttemptRow, DeskStore
from trainer.store.reports import (
    Reports,
)
from trainer.table.samkong.profile import PROFILES as SAMKONG_PROFILES


def school_pass_mark(store: DeskStore, actor: Actor) -> PassMark:
    """The pass mark the instructors set (school settings), or the defaults."""
    return pass_mark_from_settings(lambda key: store.settings.get(actor, key))


def save_school_pass_mark(store: DeskStore, actor: Actor, mark: PassMark) -> PassMark:
    """Store ``mark`` as the school's pass mark (instructor only) and return it as
    :func:`school_pass_mark` now reads it back: the one place that writes the settings (both
    in one transaction: another desk never reads half a pass mark)."""
    store.settings.set_many(actor, {PASS_ACCURACY_KEY: f"{mark.accuracy:g}",
                                    PASS_MEDIAN_MS_KEY: f"{mark.median_ms:g}"})
    return school_pass_mark(store, actor)


@dataclass(frozen=True)
class ProgressQuery:
    """Whose progress, which drill kind (None: all), which local days (None: open), and
    whether the lines go per day or per practice session."""

    user_id: int
    drill_kind: str | None = None
    since: date | None = None
    until: date | None = None
    by_session: bool = False
    window_days: int = 7


@dataclass(frozen=True)
class ProgressData:
    """The plain series of one progress page."""

    query: ProgressQuery
    trend: TrendSeries
    lines: TrendLines
    heat: HeatMap
    player_heat: HeatMap
    third_card: ThirdCardMap
    """The Banker 3-6 × Player's third card map (the heat map the page draws)."""
    draw_sides: DrawSides
    confusion: ConfusionMatrix
    payout: PayoutErrors
    kinds: tuple[KindStat, ...]
    pass_mark: PassMark
    readiness: Readiness
    """Over the last :data:`READINESS_DAYS` days up to today, for the chosen drill kind; for
    all drills, judged per drill kind with the worst deciding (its
    :attr:`~trainer.stats.series.Readiness.drill_kind`)."""
    today: date
    attempts: int = 0
    correct: int = 0
    streaks: Streaks = field(default_factory=Streaks)
    table: TableFigures = field(default_factory=TableFigures)
    """The Table's accuracy per step kind and coups per hour (loaded for the drill kind
    ``table`` only; empty otherwise): both games' steps together."""
    table_games: tuple[GameFigures, ...] = ()
    """The same game by game, the baccarat Table's apart from the Sam Kong Table's, only the
    games dealt (:func:`trainer.stats.table_games.figures_by_game`): the charts' sections."""


def table_attempts(store: DeskStore, actor: Actor, query: ProgressQuery) -> list[AttemptRow]:
    """The Table steps stored for ``query``'s trainee in its Macau days."""
    since = None if query.since is None else datetime.combine(query.since, time.min, MACAU)
    rows = store.practice.attempts(actor, query.user_id, TABLE_KIND, since=since)
    return [r for r in rows if query.until is None or macau_day(r.answered_at) <= query.until]


def pace_targets(store: DeskStore, actor: Actor) -> dict[str, int]:
    """Each table profile's pace target (coups an hour; rounds an hour at a Sam Kong table),
    by profile name."""
    targets = {p.name: p.pace_target for p in SAMKONG_PROFILES}
    try:
        profiles = store.table_profiles.all_profiles(actor)
    except StoreError:
        return targets
    return {**targets, **{name: rules.pace_target for name, rules in profiles.items()}}


def load_progress(
    store: DeskStore, reports: Reports, actor: Actor, query: ProgressQuery,
    today: date | None = None,
) -> ProgressData:
    """Run the report queries for ``query`` and shape them for the charts.

    A trainee may load only their own page (the store refuses anything else).
    """
    q = query
    # _table catches a refused read: kept out of the shared transaction (a statement that
    # fails ends a transaction on PostgreSQL)
    table = _table(store, actor, q)
    with together(reports):
        return _progress(store, reports, actor, q, table, today)


def together(reports: Reports) -> AbstractContextManager[None]:
    """The block's reads in one transaction (:meth:`~trainer.store.reports.Reports.
    together`); a desk over the school server has none to share (each report one call)."""
    shared = getattr(reports, "together", None)
    return shared() if shared is not None else nullcontext()


def _progress(store: DeskStore, reports: Reports, actor: Actor, q: ProgressQuery, table: _Table,
              today: date | None) -> ProgressData:
    """:func:`load_progress`'s reports and what they show."""
    if q.by_session:
        trend = session_series(
            reports.sessions(actor, q.user_id, q.drill_kind, q.since, q.until),
            offset=reports.day_offset,
        )
    else:
        trend = daily_series(
            reports.daily(actor, q.user_id, q.drill_kind, q.since, q.until), q.window_days
        )
    cells = reports.cell_errors(actor, q.user_id, "draw", q.since, q.until)
    banker, player = draw_heat_map(cells)
    mark = school_pass_mark(store, actor)
    confusion = confusion_matrix(reports.samkong_confusion(actor, q.user_id, q.since, q.until))
    payout = payout_errors(reports.payout_errors(actor, q.user_id, since=q.since, until=q.until))
    kinds = tuple(reports.kinds(actor, q.user_id, q.since, q.until))
    runs = reports.streaks(actor, q.user_id, None, q.since, q.until)
    today = today or reports.today()
    days = readiness_window(today, reports.day_offset)
    window = reports.figures(actor, q.user_id, q.drill_kind, days.first_day, days.last_day)
    if q.drill_kind is None:
        verdict = readiness_by_drill(
            reports.kind_figures(actor, q.user_id, days.first_day, days.last_day), mark,
            window)
    else:
        verdict = replace(readiness(window.attempts, window.correct, window.median_ms, mark,
                                    window.timed_out), drill_kind=q.drill_kind)
    return ProgressData(
        query=q,
        trend=trend,
        lines=trend_lines(trend),
        heat=banker,
        player_heat=player,
        third_card=third_card_map(banker, mark),
        draw_sides=draw_sides(cells),
        confusion=confusion,
        payout=payout,
        kinds=kinds,
        pass_mark=mark,
        readiness=verdict,
        today=today,
        attempts=sum(trend.attempts),
        correct=sum(k.correct for k in kinds if q.drill_kind in (None, k.drill_kind)),
        streaks=streaks(runs, reports.day_offset, q.drill_kind),
        table=table.figures,
        table_games=table.games,
    )


@dataclass(frozen=True)
class _Table:
    figures: TableFigures = field(default_factory=TableFigures)
    games: tuple[GameFigures, ...] = ()


def _table(store: DeskStore, actor: Actor, query: ProgressQuery) -> _Table:
    """The Table's figures, both games together and game by game (the drill kind ``table``
    only: nothing read otherwise)."""
    if query.drill_kind != TABLE_KIND:
        return _Table()
    rows, targets = table_attempts(store, actor, query), pace_targets(store, actor)
    return _Table(table_figures(rows, targets), figures_by_game(rows, targets))


@dataclass(frozen=True)
class CohortQuery:
    """The cohort whose daily averages are drawn beside a trainee's line."""

    cohort_id: int | None
    drill_kind: str | None = None
    since: date | None = None
    until: date | None = None
    window_days: int = 7


@dataclass(frozen=True)
class CohortLines:
    """A cohort's per-day lines (every trainee's attempts together)."""

    query: CohortQuery
    trend: TrendSeries
    lines: TrendLines


def load_cohort_lines(reports: Reports, actor: Actor, query: CohortQuery) -> CohortLines:
    """The cohort's daily accuracy and median time (instructors only)."""
    q = query
    return cohort_lines(q, reports.cohort_daily(actor, q.cohort_id, q.drill_kind, q.since,
                                                q.until))


def cohort_lines(query: CohortQuery, days: Sequence[DayStat]) -> CohortLines:
    """The lines of ``query`` from the cohort's ``days`` (its
    :meth:`~trainer.store.reports.Reports.cohort_daily`, however read)."""
    trend = daily_series(days, query.window_days)
    return CohortLines(query, trend, trend_lines(trend))


@dataclass(frozen=True)
class CohortReport:
    """What the cohort report prints: the roster with readiness and exams, the cohort's
    lines and its draw heat map, against the pass mark."""

    cohort_id: int | None
    cohort_name: str
    lines: tuple[RosterLine, ...]
    counts: CohortCounts
    trend: TrendSeries
    heat: HeatMap
    player_heat: HeatMap
    third_card: ThirdCardMap
    pass_mark: PassMark
    since: date | None
    until: date | None
    today: date


def load_cohort_report(
    store: DeskStore,
    reports: Reports,
    actor: Actor,
    cohort_id: int | None,
    since: date | None = None,
    until: date | None = None,
) -> CohortReport:
    """Everything the cohort report needs (instructors only)."""
    mark = school_pass_mark(store, actor)
    lines = tuple(roster_lines(reports.roster_summary(actor, cohort_id), mark))
    names = {c.id: c.name for c in store.roster.cohorts(actor, include_archived=True)}
    trend = daily_series(reports.cohort_daily(actor, cohort_id, None, since, until))
    banker, player = draw_heat_map(
        reports.cohort_cell_errors(actor, cohort_id, "draw", since, until)
    )
    return CohortReport(
        cohort_id=cohort_id,
        cohort_name=names.get(cohort_id, "") if cohort_id is not None else "",
        lines=lines,
        counts=cohort_counts(lines),
        trend=trend,
        heat=banker,
        player_heat=player,
        third_card=third_card_map(banker, mark),
        pass_mark=mark,
        since=since,
        until=until,
        today=reports.today(),
    )
