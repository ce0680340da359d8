"""Chart series from report rows: plain data, no Qt, no database."""

from __future__ import annotations

import math
from datetime import UTC, date, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.drills.cell import Cell
from trainer.stats import (
    DRAW_COLUMNS,
    MAX_DRAWN_POINTS,
    PASS_ACCURACY_KEY,
    PASS_MEDIAN_MS_KEY,
    ErrorBand,
    PassMark,
    ReadinessStatus,
    cohort_counts,
    confusion_matrix,
    daily_series,
    day_to_x,
    downsample,
    draw_heat_map,
    draw_sides,
    pass_mark_from_settings,
    payout_errors,
    readiness,
    rolling_mean,
    rolling_ratio,
    roster_lines,
    session_series,
    streaks,
    third_card_map,
    third_card_totals,
    time_to_x,
    trend,
    trend_lines,
    x_to_day,
)
from trainer.stats.values import (
    CellErrors,
    ConfusionCount,
    DayStat,
    ExamState,
    KindStat,
    PayoutBucketErrors,
    SessionStat,
    StreakStat,
    TraineeSummary,
)


def test_rolling_mean_trailing() -> None:
    assert rolling_mean([1, 2, 3, 4], 2) == (1.0, 1.5, 2.5, 3.5)
    assert rolling_mean([], 3) == ()
    with pytest.raises(ValueError):
        rolling_mean([1], 0)


def test_rolling_ratio_uses_calendar_days_and_weights() -> None:
    days = [date(2025, 1, 1), date(2025, 1, 2), date(2025, 1, 10)]
    out = rolling_ratio(days, [1, 9, 5], [10, 10, 10], 7)
    assert out == (0.1, 0.5, 0.5)  # Jan 10 no longer sees Jan 1-2


def test_daily_series_from_rows() -> None:
    rows = [
        DayStat(date(2025, 1, 2), "draw", 10, 9, 2500.0, 2000.0),
        DayStat(date(2025, 1, 1), "draw", 10, 5, 4500.0, 4000.0),
    ]
    s = daily_series(rows, window_days=7)
    assert s.days == (date(2025, 1, 1), date(2025, 1, 2))
    assert s.accuracy == (0.5, 0.9)
    assert s.accuracy_rolling == (0.5, 0.7)
    assert s.median_s == (4.0, 2.0)
    assert s.median_s_rolling == (4.0, 3.0)
    assert s.x == (day_to_x(date(2025, 1, 1)), day_to_x(date(2025, 1, 2)))
    assert x_to_day(s.x[1]) == date(2025, 1, 2)
    assert s.x[0] == datetime(2025, 1, 1, tzinfo=UTC).timestamp()
    assert daily_series([]).empty


def test_downsample_keeps_extremes_and_ends() -> None:
    x = list(range(10_000))
    y = [math.sin(i / 50) for i in x]
    y[5000] = 9.0
    s = downsample(x, y, 500)
    assert len(s) <= 500
    assert s.x[0] == 0 and s.x[-1] == 9999
    assert 9.0 in s.y
    assert list(s.x) == sorted(s.x)
    short = downsample([1, 2], [3, 4], 500)
    assert short.x == (1.0, 2.0)


@given(st.lists(st.floats(-1e6, 1e6), min_size=0, max_size=3000), st.integers(4, 600))
def test_downsample_bounds(ys: list[float], limit: int) -> None:
    s = downsample(list(range(len(ys))), ys, limit)
    assert len(s) <= max(limit, 0) or len(ys) <= limit
    if ys:
        assert min(s.y) == min(ys) and max(s.y) == max(ys)


def test_readiness_accuracy_before_speed() -> None:
    mark = PassMark()
    assert readiness(100, 95, 3000, mark).status is ReadinessStatus.READY
    assert readiness(100, 95, 6000, mark).status is ReadinessStatus.TOO_SLOW
    assert readiness(100, 80, 6000, mark).status is ReadinessStatus.NOT_ACCURATE
    assert readiness(5, 5, 1000, mark).status is ReadinessStatus.NOT_ENOUGH_DATA
    assert readiness(100, 90, 4999, mark).ready
    assert readiness(100, 95, 3000, mark).sort_key > readiness(100, 95, 6000, mark).sort_key


def test_pass_mark_from_settings() -> None:
    values = {PASS_ACCURACY_KEY: "0.95", PASS_MEDIAN_MS_KEY: "4000"}
    mark = pass_mark_from_settings(values.get)
    assert (mark.accuracy, mark.median_ms) == (0.95, 4000.0)
    bad = {PASS_ACCURACY_KEY: "lots", PASS_MEDIAN_MS_KEY: "-1"}
    assert pass_mark_from_settings(bad.get) == PassMark()
    assert pass_mark_from_settings(lambda key: None) == PassMark(0.9, 5000.0)


def test_draw_heat_map_matrix() -> None:
    banker, player = draw_heat_map(
        [
            CellErrors(Cell.parse("banker:6:7"), 10, 4),
            CellErrors(Cell.parse("banker:3:stood"), 5, 0),
            CellErrors(Cell.parse("banker:8:natural"), 50, 0),
            CellErrors(Cell.parse("player:5"), 20, 2),
            CellErrors(Cell.parse("player:9:natural"), 9, 0),
        ]
    )
    assert len(banker.rows) == 8 and banker.columns == DRAW_COLUMNS
    assert banker.attempts[6][7] == 10 and banker.wrong[6][7] == 4
    assert banker.rate[6][7] == 0.4
    assert banker.attempts[3][DRAW_COLUMNS.index("stood")] == 5
    assert math.isnan(banker.rate[0][0])
    assert banker.total_attempts == 15
    assert player.attempts == ((0, 0, 0, 0, 0, 20, 0, 0),)


def test_day_session_and_kind_rows_share_one_accuracy() -> None:
    """Right answers over attempts for every kind of figures row; 0.0 (not an error) with none."""
    when = datetime(2026, 3, 1, tzinfo=UTC)
    rows = [
        DayStat(date(2026, 3, 1), "draw", 8, 6, 900.0, 800.0),
        SessionStat(4, "draw", when, 8, 6, 900.0, 800.0),
        KindStat("draw", 8, 6, 900.0, 800.0),
    ]
    assert [r.accuracy for r in rows] == [0.75, 0.75, 0.75]
    empty = [
        DayStat(date(2026, 3, 1), None, 0, 0, 0.0, 0.0),
        SessionStat(4, "draw", when, 0, 0, 0.0, 0.0),
        KindStat("draw", 0, 0, 0.0, 0.0),
    ]
    assert [r.accuracy for r in empty] == [0.0, 0.0, 0.0]


def test_confusion_matrix() -> None:
    m = confusion_matrix(
        [ConfusionCount(12, 13, 2), ConfusionCount(12, 12, 5), ConfusionCount(6, None, 1)]
    )
    assert m.count(12, 13) == 2 and m.count(12, 12) == 5 and m.count(6, None) == 1
    assert m.total == 8
    assert m.top_confusions(2) == ((12, 13, 2), (6, None, 1))


def test_payout_errors_labels() -> None:
    p = payout_errors([PayoutBucketErrors(1, 4, 1), PayoutBucketErrors(4, 2, 2)])
    assert p.labels == ("0", "1-100", "101-1,000", "1,001-10,000", ">10,000")
    assert p.rate == (0.0, 0.25, 0.0, 0.0, 1.0)


def test_trend() -> None:
    base = dict(
        user_id=1,
        name="a",
        display_name="A",
        active=True,
        attempts=10,
        correct=5,
        avg_ms=1.0,
        last_active=None,
        window_median_ms=None,
    )
    up = TraineeSummary(
        **base,
        recent_attempts=10,
        recent_correct=9,  # type: ignore[arg-type]
        previous_attempts=10,
        previous_correct=6,
    )
    assert trend(up) == pytest.approx(0.3)
    none = TraineeSummary(
        **base,
        recent_attempts=10,
        recent_correct=9,  # type: ignore[arg-type]
        previous_attempts=0,
        previous_correct=0,
    )
    assert trend(none) is None


def _summary(**over: object) -> TraineeSummary:
    values: dict[str, object] = dict(
        user_id=1,
        name="a",
        display_name="A",
        active=True,
        attempts=100,
        correct=90,
        avg_ms=3000.0,
        last_active=None,
        recent_attempts=20,
        recent_correct=19,
        previous_attempts=20,
        previous_correct=18,
        window_median_ms=3000.0,
    )
    values.update(over)
    return TraineeSummary(**values)  # type: ignore[arg-type]


def test_session_series_rolls_over_sessions_and_puts_points_at_local_time() -> None:
    t0 = datetime(2025, 1, 1, 17, 30, tzinfo=UTC)  # 01:30 on Jan 2 in Macau
    rows = [
        SessionStat(2, "draw", t0 + timedelta(hours=1), 10, 10, 2000.0, 2000.0),
        SessionStat(1, "draw", t0, 10, 5, 4000.0, 4000.0),
        SessionStat(3, "call", t0 + timedelta(days=1), 20, 20, 1000.0, 1000.0),
    ]
    s = session_series(rows, window_sessions=2)
    assert s.by_session
    assert s.days == (date(2025, 1, 2), date(2025, 1, 2), date(2025, 1, 3))
    assert time_to_x(t0) == datetime(2025, 1, 2, 1, 30, tzinfo=UTC).timestamp()
    assert s.x == (1.0, 2.0, 3.0)  # numbered side by side, not placed by clock time
    assert s.accuracy == (0.5, 1.0, 1.0)
    assert s.accuracy_rolling == (0.5, 0.75, 1.0)  # the first session drops out at the third
    assert s.median_s_rolling == pytest.approx((4.0, 3.0, (2.0 * 10 + 1.0 * 20) / 30))
    assert session_series([]).empty


def test_trend_lines_thin_long_series_for_drawing() -> None:
    days = [date(2020, 1, 1) + timedelta(days=i) for i in range(3000)]
    rows = [
        DayStat(d, None, 10, 5 + (i % 5), 3000.0, 2000.0 + (i % 7) * 100)
        for i, d in enumerate(days)
    ]
    rows[1234] = DayStat(days[1234], None, 10, 0, 3000.0, 25_000.0)  # one very bad day
    series = daily_series(rows)
    lines = trend_lines(series, max_points=MAX_DRAWN_POINTS)
    for line in (lines.accuracy_points, lines.accuracy_line, lines.time_points, lines.time_line):
        assert 0 < len(line) <= MAX_DRAWN_POINTS
        assert list(line.x) == sorted(line.x)
    assert 25.0 in lines.time_points.y and 0.0 in lines.accuracy_points.y  # extremes survive
    short = trend_lines(daily_series(rows[:30]))
    assert short.accuracy_points.y == tuple(100 * v for v in daily_series(rows[:30]).accuracy)


def test_roster_lines_judge_the_14_day_window() -> None:
    mark = PassMark(0.9, 4000.0)
    ready = _summary()  # 37 of 40 right over both weeks, median 3 s
    slow = _summary(window_median_ms=4500.0)
    rusty = _summary(recent_attempts=0, recent_correct=0, previous_attempts=10, previous_correct=10)
    lines = roster_lines([ready, slow, rusty], mark)
    assert [line.readiness.status for line in lines] == [
        ReadinessStatus.READY,
        ReadinessStatus.TOO_SLOW,
        ReadinessStatus.NOT_ENOUGH_DATA,  # 10 answers in 14 days: fewer than 20
    ]
    assert lines[0].readiness.accuracy == pytest.approx(37 / 40)
    assert lines[0].trend == pytest.approx(19 / 20 - 18 / 20)
    counts = cohort_counts(lines)
    assert counts.trainees == 3 and counts.ready() == 1
    assert dict(counts.exams)[ExamState.NONE] == 3
    assert counts.accuracy == pytest.approx(0.9)


def test_session_series_numbers_sessions_side_by_side() -> None:
    """Issue 12: per session, sessions are numbered 1, 2, 3 in the order practised, not put
    at their clock time (two sessions an hour apart and one a week later stand evenly)."""
    t0 = datetime(2025, 1, 1, 10, 0, tzinfo=UTC)
    rows = [
        SessionStat(7, "draw", t0 + timedelta(days=7), 10, 9, 1.0, 1.0),
        SessionStat(5, "draw", t0, 10, 5, 1.0, 1.0),
        SessionStat(6, "draw", t0 + timedelta(hours=1), 10, 7, 1.0, 1.0),
    ]
    s = session_series(rows)
    assert s.x == (1.0, 2.0, 3.0)
    assert s.accuracy == (0.5, 0.7, 0.9)
    assert s.days == (date(2025, 1, 1), date(2025, 1, 1), date(2025, 1, 8))


def test_third_card_map_rows_and_bands_from_the_tableau() -> None:
    """Banker 3-6 against the Player's third card 0-9 (art. 9 (3)/(4)): the totals whose
    decision depends on the card; each cell knows the tableau's answer, written out here
    from RULES.md, and its colour band against the pass mark."""
    assert third_card_totals() == (3, 4, 5, 6)
    heat, _player = draw_heat_map(
        [
            CellErrors(Cell.parse("banker:3:8"), 20, 2),  # 10%: at the pass mark, green
            CellErrors(Cell.parse("banker:4:1"), 10, 2),  # 20%: amber
            CellErrors(Cell.parse("banker:6:6"), 4, 2),  # 50%: red
            CellErrors(Cell.parse("banker:5:4"), 4, 1),  # 25%: still amber
            CellErrors(Cell.parse("banker:2:5"), 9, 9),  # not decisive: not on the map
            CellErrors(Cell.parse("banker:6:stood"), 9, 9),  # the Player stood: not on the map
        ]
    )
    m = third_card_map(heat, PassMark())
    assert m.totals == (3, 4, 5, 6) and m.values == tuple(range(10))
    expected_draws = {
        3: {0, 1, 2, 3, 4, 5, 6, 7, 9},  # art. 9 (3)(2), (4)(1)
        4: {2, 3, 4, 5, 6, 7},  # art. 9 (3)(3), (4)(2)
        5: {4, 5, 6, 7},  # art. 9 (3)(4), (4)(3)
        6: {6, 7},  # art. 9 (3)(5), (4)(4)
    }
    for r, total in enumerate(m.totals):
        assert {v for v in range(10) if m.draws[r][v]} == expected_draws[total]
    assert m.band(0, 8) is ErrorBand.GOOD
    assert m.band(1, 1) is ErrorBand.WATCH
    assert m.band(2, 4) is ErrorBand.WATCH
    assert m.band(3, 6) is ErrorBand.WEAK
    assert m.band(0, 0) is None  # no answers yet
    assert m.total_attempts == 38
    assert m.rate[3][6] == 0.5 and m.rate[0][8] == 0.1 and math.isnan(m.rate[0][0])
    strict = third_card_map(heat, PassMark(accuracy=0.95))
    assert strict.band(0, 8) is ErrorBand.WATCH  # 10% wrong is over a 95% pass mark


def test_draw_sides_count_player_and_banker_apart() -> None:
    sides = draw_sides(
        [
            CellErrors(Cell.parse("player:5"), 20, 2),
            CellErrors(Cell.parse("player:9:natural"), 10, 1),
            CellErrors(Cell.parse("banker:6:7"), 10, 4),
            CellErrors(Cell.parse("banker:2:stood"), 5, 3),
            CellErrors(Cell.parse("banker:8:natural"), 7, 0),
        ]
    )
    assert (sides.player_attempts, sides.player_wrong) == (30, 3)
    assert (sides.banker_attempts, sides.banker_wrong) == (22, 7)
    assert (sides.banker_map_attempts, sides.banker_map_wrong) == (10, 4)
    assert (sides.banker_other_attempts, sides.banker_other_wrong) == (12, 3)


def test_streak_milestones_take_the_first_day_over_drills() -> None:
    late = datetime(2025, 1, 5, 17, 0, tzinfo=UTC)  # 01:00 on Jan 6 in Macau
    early = datetime(2025, 1, 2, 3, 0, tzinfo=UTC)
    rows = [
        StreakStat("call", 12, (early, None, None, None)),
        StreakStat("draw", 31, (late, late, None, None)),
    ]
    s = streaks(rows)
    assert s.best == (("call", 12), ("draw", 31)) and s.longest == 31
    assert s.reached == ((10, date(2025, 1, 2)), (25, date(2025, 1, 6)))
    assert s.next == 50
    assert streaks([]).next == 10 and streaks([]).longest == 0
    # Filtered on one drill: its milestones only, every drill's best run still listed.
    call = streaks(rows, drill_kind="call")
    assert call.reached == ((10, date(2025, 1, 2)),) and call.next == 25
    assert call.best == s.best and call.longest == 12
