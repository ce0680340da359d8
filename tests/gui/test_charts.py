"""Progress charts: plot items get the series from trainer.stats (asserted via getData())."""

from __future__ import annotations

import math
from datetime import UTC, date, datetime, timedelta

import pytest
from PySide6.QtCore import QDate, QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from tests.support.practice_records import draw_question, record_draw
from trainer.auth import Actor
from trainer.drills.cell import Cell
from trainer.errors import PermissionDenied
from trainer.stats import day_to_x
from trainer.store import Store
from ui.charts.daterange import ALL_TIME, CUSTOM, DateRangeBar
from ui.progress.view import ProgressScreen
from ui.words import short_day_format, short_day_text

TODAY = datetime.now(UTC).replace(hour=3, minute=0, second=0, microsecond=0)


def loaded(screen: ProgressScreen) -> bool:
    return screen.presenter.data is not None and not screen.presenter.runner.busy


def open_screen(qtbot, store: Store, actor: Actor, user_id: int | None = None) -> ProgressScreen:
    screen = ProgressScreen(store, actor, None, user_id=user_id)
    qtbot.addWidget(screen)
    screen.resize(1280, 860)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    qtbot.waitUntil(lambda: loaded(screen), timeout=10_000)
    return screen


def choose(qtbot, combo, data: object) -> None:
    """Pick the entry holding ``data`` with the keyboard, as a user would."""
    combo.setFocus()
    target = combo.findData(data)
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, key)


def test_task_runner_delivers_on_gui_thread(qtbot) -> None:
    import threading

    from ui.tasks import TaskRunner

    runner = TaskRunner()
    main = threading.get_ident()
    seen: list[object] = []
    with qtbot.waitSignal(runner.sig_task_finished, timeout=5000) as blocker:
        runner.run(
            lambda: threading.get_ident(), on_done=lambda r: seen.append(threading.get_ident())
        )
    assert blocker.args[1] != main and seen == [main]
    with qtbot.waitSignal(runner.sig_task_failed, timeout=5000) as failed:
        runner.run(lambda: 1 / 0)
    assert isinstance(failed.args[1], ZeroDivisionError)
    runner.shutdown()


def test_progress_screen_draws_series_and_filters_in_place(
    qtbot, store: Store, trainee: Actor
) -> None:
    d1, d2 = TODAY - timedelta(days=2), TODAY - timedelta(days=1)
    record_draw(store, trainee, "banker:6:7", False, 2000, d1)
    record_draw(store, trainee, "banker:6:7", True, 4000, d1)
    record_draw(store, trainee, "banker:3:8", True, 1000, d2)
    old = TODAY - timedelta(days=20)
    record_draw(store, trainee, "banker:5:4", False, 9000, old)
    screen = open_screen(qtbot, store, trainee)
    charts = screen.charts
    accuracy_line = charts.accuracy_line
    x, y = charts.accuracy_points.getData()
    day = lambda t: (t + timedelta(hours=8)).date()  # noqa: E731 - Macau day
    assert list(x) == [day_to_x(day(old)), day_to_x(day(d1)), day_to_x(day(d2))]
    assert list(y) == [0.0, 50.0, 100.0]
    assert list(charts.time_points.getData()[1]) == [9.0, 3.0, 1.0]
    assert charts.accuracy_goal.value() == 90.0 and charts.time_goal.value() == 5.0
    # Banker 3-6 (rows) x third card 0-9: Banker 6 vs 7 half wrong is red (band 2), Banker
    # 3 vs 8 right is green (band 0).
    heat = charts.heat_plot.image.image
    assert heat.shape == (4, 10) and heat[3, 7] == 2 and heat[0, 8] == 0
    assert charts.heat_plot.texts[3][7].toPlainText() == "50"
    assert charts.kinds_table.item(0, 1).text() == "4"
    assert "4 answers" in screen.summary.text()

    # Last 7 days: the answer 20 days ago leaves every chart, drawn by the same items.
    choose(qtbot, screen.period.combo, 7)
    qtbot.waitUntil(
        lambda: loaded(screen) and screen.presenter.data.query.since is not None
        and screen.presenter.data.query.since > day(old),
        timeout=10_000,
    )
    assert list(charts.accuracy_points.getData()[1]) == [50.0, 100.0]
    assert math.isnan(charts.heat_plot.image.image[2, 4])  # no answers in the period
    # Another drill kind: the same plot items, now empty.
    choose(qtbot, screen.kind_combo, "call")
    qtbot.waitUntil(
        lambda: loaded(screen) and screen.presenter.data.query.drill_kind == "call",
        timeout=10_000,
    )
    assert charts.accuracy_line is accuracy_line
    assert len(charts.accuracy_points.getData()[0] or ()) == 0
    assert "No practice" in screen.summary.text()


def test_per_session_lines(qtbot, store: Store, trainee: Actor) -> None:
    first = store.practice.start_session(trainee, "draw", {})
    second = store.practice.start_session(trainee, "draw", {})
    t1, t2 = TODAY - timedelta(days=1), TODAY - timedelta(days=1, hours=-2)
    for ok in (True, False):
        record_draw(store, trainee, "banker:6:7", ok, 2000, t1, session_id=first)
    for _ in range(3):
        record_draw(store, trainee, "banker:6:7", True, 1000, t2, session_id=second)
    screen = open_screen(qtbot, store, trainee)
    assert len(screen.charts.accuracy_points.getData()[0]) == 1  # one day
    choose(qtbot, screen.per_combo, True)
    qtbot.waitUntil(
        lambda: loaded(screen) and screen.presenter.data.query.by_session, timeout=10_000
    )
    x, y = screen.charts.accuracy_points.getData()
    assert list(x) == [1.0, 2.0]  # numbered side by side (issue 12), not at clock time
    assert list(y) == [50.0, 100.0]
    assert list(screen.charts.accuracy_line.getData()[1]) == pytest.approx([50.0, 80.0])
    assert "session" in screen.charts.accuracy_plot.getPlotItem().titleLabel.text


def test_heat_map_hover_tells_the_counts(qtbot, store: Store, trainee: Actor) -> None:
    when = TODAY - timedelta(days=1)
    for ok in (False, True, True):
        record_draw(store, trainee, "banker:6:7", ok, 2000, when)
    screen = open_screen(qtbot, store, trainee)
    plot = screen.charts.heat_plot
    vb = plot.getPlotItem().vb

    def hover(col: float, row: float) -> str:
        scene = vb.mapViewToScene(QPointF(col, row))
        point = plot.mapFromScene(scene)
        before = plot.toolTip()

        def moved() -> bool:
            # A real mouse-move event on the chart (QTest.mouseMove only moves the cursor
            # here); pyqtgraph drops moves that come too close together, so send until seen.
            move = QMouseEvent(
                QEvent.Type.MouseMove,
                QPointF(point),
                QPointF(plot.viewport().mapToGlobal(point)),
                Qt.MouseButton.NoButton,
                Qt.MouseButton.NoButton,
                Qt.KeyboardModifier.NoModifier,
            )
            QApplication.sendEvent(plot.viewport(), move)
            return plot.toolTip() not in ("", before)

        qtbot.waitUntil(moved, timeout=3000)
        return plot.toolTip()

    text = hover(7.5, 3.5)
    assert text == "Banker 6, Player's third card 7 (Banker draws): 1 wrong of 3 (33%)"
    assert screen.charts.hover_label.text() == text
    # art. 9 (4)(1): the Banker stands on 3 against an 8.
    assert hover(8.5, 0.5) == "Banker 3, Player's third card 8 (Banker stands): no answers yet"


def test_instructor_sees_cohort_average_loaded_once_per_cohort(
    qtbot, store: Store, instructor: Actor, trainee: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    cohort = store.roster.cohorts(instructor)[0]
    bob = store.roster.create_trainee(instructor, "bob", "李小明", cohort.id, "5678")
    when = TODAY - timedelta(days=1)
    record_draw(store, trainee, "banker:6:7", False, 2000, when)
    for _ in range(3):
        record_draw(store, bob.as_actor(), "banker:6:7", True, 1000, when)
    import ui.charts.presenter as view

    calls: list[object] = []
    real = view.load_cohort_lines
    monkeypatch.setattr(view, "load_cohort_lines", lambda *a: calls.append(a) or real(*a))
    screen = ProgressScreen(store, instructor, None, user_id=trainee.user_id, compact=True)
    qtbot.addWidget(screen)
    screen.show()
    screen.set_user(trainee.user_id, cohort.id, compare=True)
    qtbot.waitUntil(
        lambda: loaded(screen) and screen.presenter.cohort is not None, timeout=10_000
    )
    assert list(screen.charts.accuracy_points.getData()[1]) == [0.0]
    assert list(screen.charts.accuracy_cohort.getData()[1]) == [75.0]
    assert "cohort average" in screen.charts.legend_label.text()
    screen.set_user(bob.id, cohort.id, compare=True)
    qtbot.waitUntil(
        lambda: loaded(screen) and screen.presenter.data.query.user_id == bob.id,
        timeout=10_000,
    )
    assert list(screen.charts.accuracy_points.getData()[1]) == [100.0]
    assert list(screen.charts.accuracy_cohort.getData()[1]) == [75.0]
    assert len(calls) == 1  # the second trainee of the cohort reused the cohort's lines


def test_trainee_cannot_open_other_charts(
    qtbot, store: Store, instructor: Actor, trainee: Actor
) -> None:
    other = store.roster.create_trainee(instructor, "bob", "Bob", None, "5678")
    screen = ProgressScreen(store, trainee, None, user_id=other.id)
    qtbot.addWidget(screen)
    with qtbot.waitSignal(screen.presenter.sig_load_failed, timeout=10_000) as blocker:
        screen.enter()
    assert "own" in blocker.args[0]
    assert screen.presenter.data is None
    with pytest.raises(PermissionDenied):
        screen.presenter.reports.daily(trainee, other.id)
    # Comparing with a cohort is an instructor's view: a trainee's screen never asks for it.
    screen.presenter.set_user(trainee.user_id, 1, compare=True)
    assert screen.presenter.cohort_query() is None


def test_date_range_bar_presets_and_custom_dates(qtbot) -> None:
    bar = DateRangeBar(default_days=30, today=lambda: date(2025, 3, 31))
    qtbot.addWidget(bar)
    bar.show()
    seen: list[tuple[object, object]] = []
    bar.sig_range_changed.connect(lambda since, until: seen.append((since, until)))
    assert bar.range() == (date(2025, 3, 2), None)
    assert not bar.since_edit.isVisible()
    choose(qtbot, bar.combo, CUSTOM)  # through "Last 90 days" and "All time"
    assert seen == [(date(2025, 1, 1), None), (None, None), (date(2025, 3, 2), date(2025, 3, 31))]
    assert bar.since_edit.isVisible() and bar.until_edit.isVisible()
    bar.since_edit.setFocus()
    qtbot.keyClick(bar.since_edit, Qt.Key.Key_End)  # the year, written last (day_format)
    qtbot.keyClick(bar.since_edit, Qt.Key.Key_Up)  # the year goes up: the ends swap
    assert seen[-1] == (date(2025, 3, 31), date(2026, 3, 2))
    choose(qtbot, bar.combo, ALL_TIME)
    assert seen[-1] == (None, None)
    assert not bar.since_edit.isVisible()


# ---- issue 12: progress that reads at a glance ---------------------------------------------


def tick_strings(plot) -> list[str]:
    """The labels the x axis draws over the chart's visible range (data, not pixels)."""
    axis = plot.getAxis("bottom")
    low, high = plot.getPlotItem().vb.viewRange()[0]
    levels = axis.tickValues(low, high, max(axis.width(), plot.width() - 60))
    return [s for spacing, values in levels for s in axis.tickStrings(values, 1.0, spacing)]


def test_sessions_stand_side_by_side_by_number(qtbot, store: Store, trainee: Actor) -> None:
    """Point 11: per session, two sessions an hour apart and one five days later are
    sessions 1, 2 and 3, evenly spaced and labelled with whole numbers."""
    evening = TODAY - timedelta(days=6)
    times = (evening, evening + timedelta(hours=1), evening + timedelta(days=5))
    for n, when in enumerate(times):
        session = store.practice.start_session(trainee, "draw", {})
        for i in range(n + 1):
            record_draw(store, trainee, "banker:6:7", i == 0, 2000, when, session_id=session)
    screen = open_screen(qtbot, store, trainee)
    choose(qtbot, screen.per_combo, True)
    qtbot.waitUntil(
        lambda: loaded(screen) and screen.presenter.data.query.by_session, timeout=10_000
    )
    charts = screen.charts
    x, y = charts.accuracy_points.getData()
    assert list(x) == [1.0, 2.0, 3.0]
    assert list(y) == pytest.approx([100.0, 50.0, 100 / 3])
    qtbot.waitUntil(lambda: bool(tick_strings(charts.accuracy_plot)), timeout=3000)
    labels = tick_strings(charts.accuracy_plot)
    assert set(labels) <= {"1", "2", "3"} and {"1", "2", "3"} <= set(labels), labels
    assert charts.accuracy_plot.getAxis("bottom").labelText == "session number"
    # Per day again: the same axis labels days.
    choose(qtbot, screen.per_combo, False)
    qtbot.waitUntil(
        lambda: loaded(screen) and not screen.presenter.data.query.by_session, timeout=10_000
    )
    assert all(_a_day(s) for s in tick_strings(charts.accuracy_plot))


def _a_day(label: str) -> bool:
    """``label`` is a day as short_day_text writes one (issue 25 point 13), not MM-DD."""
    return QDate.fromString(label, short_day_format()).isValid()


def test_one_day_is_a_labelled_point_on_a_day_axis(qtbot, store: Store, trainee: Actor) -> None:
    """Point 11: one day of data is a point with its value written on it over an axis of
    days (the day and month as the language writes them: short_day_text), not a dot on an
    hourly axis."""
    when = TODAY - timedelta(days=1)
    record_draw(store, trainee, "banker:6:7", True, 2000, when)
    record_draw(store, trainee, "banker:6:7", False, 4000, when + timedelta(hours=2))
    screen = open_screen(qtbot, store, trainee)
    charts = screen.charts
    assert len(charts.accuracy_points.getData()[0]) == 1
    assert charts.accuracy_lone.textItem.toPlainText() == "50.0%"
    assert charts.time_lone.textItem.toPlainText() == "3.0 s"
    day = (when + timedelta(hours=8)).date()
    qtbot.waitUntil(lambda: bool(tick_strings(charts.accuracy_plot)), timeout=3000)
    labels = tick_strings(charts.accuracy_plot)
    assert short_day_text(day) in labels, labels
    assert all(_a_day(s) and ":" not in s for s in labels), labels
    # A second day: two points, no value written over either.
    record_draw(store, trainee, "banker:6:7", True, 1000, when - timedelta(days=1))
    screen.enter()
    qtbot.waitUntil(
        lambda: loaded(screen) and len(charts.accuracy_points.getData()[0]) == 2, timeout=10_000
    )
    assert charts.accuracy_lone.textItem.toPlainText() == ""


def test_chart_titles_and_the_verdict_name_their_periods(
    qtbot, store: Store, trainee: Actor
) -> None:
    """Point 11: the charts show the filter's period and the verdict its last 14 days: each
    names its own."""
    record_draw(store, trainee, "banker:6:7", True, 2000, TODAY - timedelta(days=1))
    screen = open_screen(qtbot, store, trainee)
    charts = screen.charts

    def titles() -> list[str]:
        return [plot.property("chartTitle") for plot in charts.plots()]

    assert all("last 90 days" in title for title in titles()), titles()
    assert "(last 14 days)" in charts.readiness_label.text()
    assert "last 90 days" in screen.summary.text()
    choose(qtbot, screen.period.combo, ALL_TIME)
    qtbot.waitUntil(
        lambda: loaded(screen) and screen.presenter.data.query.since is None, timeout=10_000
    )
    assert all("all time" in title for title in titles()), titles()
    assert "(last 14 days)" in charts.readiness_label.text()


def test_sam_kong_matrix_has_a_colour_legend(qtbot) -> None:
    """Point 11: a colour bar beside the Sam Kong matrix, on the matrix's own colour map,
    from 0% to a quarter of a row's hands named wrong (the darkest red)."""
    from ui.charts.panel import ChartPanel

    panel = ChartPanel()
    qtbot.addWidget(panel)
    bar = panel.confusion_bar
    assert bar.levels() == (0.0, 1.0)
    assert bar.img_list and bar.img_list[0]() is panel.confusion_plot.image
    assert bar.colorMap() is panel.confusion_plot.cmap
    ticks = [label for _value, label in bar.axis._tickLevels[0]]
    assert ticks == ["0%", "12.5%", "≥25%"]
    assert bar.axis.labelText == "named wrong"
    layout = panel.confusion_plot.getPlotItem().layout
    assert any(layout.itemAt(i) is bar for i in range(layout.count()))


@pytest.mark.parametrize("code", ["en", "zh-Hant", "zh-Hans", "pt"])
def test_payout_nothing_is_not_did_not_answer(
    qtbot, store: Store, trainee: Actor, translations, code: str
) -> None:
    """Point 11: the payout bucket "nothing" (HK$0 paid) and "did not answer" (a Sam Kong
    time-out) are separate words in every language."""
    from trainer.store import NewAttempt

    session = store.practice.start_session(trainee, "samkong_level", {})
    store.practice.record_attempt(
        trainee,
        NewAttempt(
            session, "samkong_level", {}, None, False, 30000, "samkong:level:6",
            expected={"ordinal": 6}, answered_at=TODAY - timedelta(days=1),
        ),
    )
    translations.install(code)
    screen = open_screen(qtbot, store, trainee)
    charts = screen.charts
    nothing = charts.payout_plot.getAxis("bottom")._tickLevels[0][0][1]
    no_answer = charts.no_answer()
    assert nothing and no_answer and nothing != no_answer
    assert no_answer in charts.mistakes_label.text()
    assert no_answer in charts._describe_confusion(5, 31)  # the "none" column of level 6
    if code == "en":
        assert (nothing, no_answer) == ("nothing", "no answer")


def test_ts_files_keep_payout_nothing_apart_with_comments() -> None:
    from scripts.i18n_build import TARGETS, read_ts, ts_path

    for code in TARGETS:
        messages = [m for m in read_ts(ts_path(code)) if m.context == "ChartPanel"]
        nothing = [m for m in messages if m.source == "nothing"]
        assert len(nothing) == 1 and "payout" in nothing[0].comment, code
        no_answer = [m for m in messages if m.source == "no answer"]
        assert len(no_answer) == 1 and "did not answer" in no_answer[0].comment, code
        assert nothing[0].translations != no_answer[0].translations, code


def test_third_card_map_is_coloured_by_band_with_a_legend(
    qtbot, store: Store, trainee: Actor
) -> None:
    """Point 12: the map's cells are green (at most 10% wrong at the default 90% pass mark),
    amber (up to 25%) or red (more), the legend names the three, in the map's colours."""
    when = TODAY - timedelta(days=1)
    for i in range(10):  # Banker 4 against an 8 stands (art. 9 (4)(2)): 1 of 10 wrong
        record_draw(store, trainee, "banker:4:8", i > 0, 2000, when)
    for i in range(5):  # Banker 5 against a 4 draws (art. 9 (3)(4)): 1 of 5 wrong
        record_draw(store, trainee, "banker:5:4", i > 0, 2000, when)
    record_draw(store, trainee, "banker:6:6", False, 2000, when)  # 1 of 1 wrong
    screen = open_screen(qtbot, store, trainee)
    charts = screen.charts
    image = charts.heat_plot.image.image
    assert (image[1, 8], image[2, 4], image[3, 6]) == (0, 1, 2)
    assert math.isnan(image[0, 0])
    labels = [text.textItem.toPlainText() for text in charts.heat_legend_texts]
    assert labels == ["≤10% wrong", "≤25%", ">25%"]
    lut = charts.heat_plot.image.lut
    for band, brush in enumerate(charts.heat_legend_brushes):
        color = brush.color()
        assert (color.red(), color.green(), color.blue()) == tuple(lut[band][:3])
    assert charts.heat_plot.texts[1][8].toPlainText() == "10"


def test_player_and_banker_draw_errors_are_counted_apart(
    qtbot, store: Store, trainee: Actor
) -> None:
    when = TODAY - timedelta(days=1)
    for ok in (False, False, True):
        record_draw(store, trainee, "player:5", ok, 2000, when)
    record_draw(store, trainee, "banker:6:7", True, 2000, when)
    record_draw(store, trainee, "banker:2:stood", False, 2000, when)  # off the map
    screen = open_screen(qtbot, store, trainee)
    table = screen.charts.kinds_table
    rows = [[table.item(r, c).text() for c in range(3)] for r in range(table.rowCount())]
    assert rows[:3] == [
        ["Draw decisions", "5", "40.0%"],
        ["   Player's decisions", "3", "33.3%"],
        ["   Banker's decisions", "2", "50.0%"],
    ]
    text = screen.charts.mistakes_label.text()
    assert "off the map (0-2, 7, Player stood, naturals): 1 wrong of 1." in text


def test_streak_milestones_are_listed(qtbot, store: Store, trainee: Actor) -> None:
    """Point 12: the best run of right answers in a row per drill, the milestones reached
    with their day, and the next one to aim for."""
    when = TODAY - timedelta(days=2)
    session = store.practice.start_session(trainee, "draw", {})
    for i in range(12):
        record_draw(store, trainee, "banker:6:7", True, 2000, when + timedelta(seconds=i),
                    session_id=session)
    record_draw(store, trainee, "banker:6:7", False, 2000, when + timedelta(seconds=20),
                session_id=session)
    screen = open_screen(qtbot, store, trainee)
    day = (when + timedelta(seconds=9) + timedelta(hours=8)).date()
    text = screen.summary.text()
    assert (
        f"Right answers in a row: best 12. Milestones: 10 on {short_day_text(day)}. "
        "Next: 25 in a row."
        in text
    )
    assert screen.charts.kinds_table.item(0, 4).text() == "12"
    # Filtered on another drill: the table still gives every drill's best run.
    choose(qtbot, screen.kind_combo, "call")
    qtbot.waitUntil(
        lambda: loaded(screen) and screen.presenter.data.query.drill_kind == "call",
        timeout=10_000,
    )
    assert screen.charts.kinds_table.item(0, 4).text() == "12"
    assert screen.presenter.data.streaks.longest == 0


def test_payouts_count_not_fewest_chips_apart(qtbot, store: Store, trainee: Actor) -> None:
    """Issue 12, point 3: the payout chart shows "right amount, not the fewest chips" as its
    own bar, apart from a wrong amount, from the fault stored with each attempt."""
    from trainer.store import NewAttempt

    session = store.practice.start_session(trainee, "payout", {})
    # Three answers on a right payout of HK$950 (bucket "≤1,000"): one right, one a wrong
    # amount, one the right amount in too many chips.
    for correct, fault in ((True, None), (False, "wrong_amount"), (False, "not_fewest_chips")):
        store.practice.record_attempt(trainee, NewAttempt(
            session, "payout", {}, {"paid": "950"}, correct, 4000, "payout:banker:win",
            expected={"paid": "950", "commission": "50", "chips": None},
            answered_at=TODAY - timedelta(days=1), fault=fault))
    screen = open_screen(qtbot, store, trainee)
    charts = screen.charts
    _x, wrong = charts.payout_bars.getData()
    _x, chips = charts.payout_chip_bars.getData()
    bucket = 2  # 0, 1-100, 101-1,000
    assert wrong[bucket] == pytest.approx(200 / 3)  # 2 of 3 wrong
    assert chips[bucket] == pytest.approx(100 / 3)  # 1 of 3: right amount, not fewest
    assert sum(chips) == pytest.approx(100 / 3)


def test_progress_words_a_refusal_in_chinese(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations
) -> None:
    """Issue 13 point 8: the Progress screen shows the core's code in the user's language."""
    import re

    translations.install("zh-Hant")
    other = store.roster.create_trainee(instructor, "bob", "Bob", None, "5678")
    screen = ProgressScreen(store, trainee, None, user_id=other.id)
    qtbot.addWidget(screen)
    with qtbot.waitSignal(screen.presenter.sig_load_failed, timeout=10_000) as blocker:
        screen.enter()
    assert blocker.args[0] == "學員只可查看自己的記錄。"
    assert screen.status.text() == blocker.args[0]
    assert not re.search("[A-Za-z]{3,}", screen.status.text())


@pytest.mark.parametrize(("code", "opening", "ending"), [
    ("en", " (pass mark", ")."),
    ("zh-Hant", "（合格標準", "）。"),
    ("zh-Hans", "（合格标准", "）。"),
])
def test_the_verdict_figures_are_punctuated_in_the_language(
    qtbot, store: Store, trainee: Actor, translations, code: str, opening: str, ending: str
) -> None:
    """The figures and the pass mark under the verdict take the language's brackets and full
    stop, not English ones after Chinese text."""
    translations.install(code)
    record_draw(store, trainee, "banker:6:7", True, 2000, TODAY - timedelta(days=1))
    screen = open_screen(qtbot, store, trainee)
    figures = screen.charts.readiness_label.text().split("<br>")[-1]
    assert opening in figures and figures.endswith(ending), figures


def test_a_trainee_with_only_time_outs_is_too_slow_not_without_answers(
    qtbot, store: Store, trainee: Actor
) -> None:
    """Review-b: 20 questions, every one timed out (issue 12 point 5: counted apart, not as
    mistakes). The verdict is Too slow on that drill, and the figures say the answers ran
    out of time, not that there were none."""
    from trainer.store import NewAttempt
    from trainer.store.practice import TIMED_OUT_REASON

    when = TODAY - timedelta(days=1)
    session = store.practice.start_session(trainee, "draw", {})
    question = draw_question("banker:6:7")
    for i in range(20):
        store.practice.record_attempt(trainee, NewAttempt(
            session_id=session, drill_kind="draw", question=question.to_dict(), answer=None,
            correct=False, ms_taken=8000, cell=Cell.parse("banker:6:7"), seed=question.seed,
            reason=TIMED_OUT_REASON, article="bac.9.3.5",
            answered_at=when + timedelta(seconds=i)))
    screen = open_screen(qtbot, store, trainee)
    r = screen.presenter.data.readiness
    assert (r.status.value, r.drill_kind, r.attempts, r.timed_out, r.accuracy) == (
        "too_slow", "draw", 20, 20, None)
    text = screen.charts.readiness_label.text()
    assert "Too slow" in text
    assert "No answers" not in text
    assert "20 answers, all timed out" in text


@pytest.mark.parametrize("height", [140, 300])
def test_third_card_map_legend_leaves_the_top_row_clear(
    qtbot, store: Store, trainee: Actor, height: int
) -> None:
    """Issue 12 point 7: the legend above the map does not cover its first row, in the
    dashboard's 140-pixel-high plot as in a taller one."""
    record_draw(store, trainee, "banker:3:8", False, 2000, TODAY - timedelta(days=1))
    screen = open_screen(qtbot, store, trainee)
    plot = screen.charts.heat_plot
    plot.setFixedHeight(height)
    qtbot.waitUntil(lambda: plot.height() == height)
    QApplication.processEvents()
    for text in screen.charts.heat_legend_texts:
        shown = text.mapRectToView(text.boundingRect())
        # Rows are 0 (the first) down to 4 in view units; the legend must stay above 0.
        assert max(shown.top(), shown.bottom()) <= 0.0, (text.textItem.toPlainText(), shown)
