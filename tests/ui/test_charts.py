"""Progress charts: plot items get the series from trainer.stats (asserted via getData())."""

from __future__ import annotations

import math
from datetime import UTC, date, datetime, timedelta

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from trainer.auth import Actor
from trainer.errors import PermissionDenied
from trainer.stats import day_to_x, time_to_x
from trainer.store import Store
from ui.charts.daterange import ALL_TIME, CUSTOM, DateRangeBar
from ui.charts.view import ProgressScreen

from .practice_records import record_draw

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
    heat = charts.heat_plot.image.image
    assert heat.shape == (8, 11) and heat[6, 7] == 0.5 and heat[3, 8] == 0.0
    assert charts.heat_plot.texts[6][7].toPlainText() == "50"
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
    assert math.isnan(charts.heat_plot.image.image[5, 4])  # no answers in the period
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
    assert list(x) == [time_to_x(t1), time_to_x(t2)]
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

    text = hover(7.5, 6.5)
    assert text == "Banker 6, Player's third card 7: 1 wrong of 3 (33%)"
    assert screen.charts.hover_label.text() == text
    assert hover(10.5, 2.5) == "Banker 2, Player stood: no answers yet"


def test_instructor_sees_cohort_average_loaded_once_per_cohort(
    qtbot, store: Store, instructor: Actor, trainee: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    cohort = store.roster.cohorts(instructor)[0]
    bob = store.roster.create_trainee(instructor, "bob", "李小明", cohort.id, "5678")
    when = TODAY - timedelta(days=1)
    record_draw(store, trainee, "banker:6:7", False, 2000, when)
    for _ in range(3):
        record_draw(store, bob.as_actor(), "banker:6:7", True, 1000, when)
    import ui.charts.view as view

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
    qtbot.keyClick(bar.since_edit, Qt.Key.Key_Up)  # the year goes up: the ends swap
    assert seen[-1] == (date(2025, 3, 31), date(2026, 3, 2))
    choose(qtbot, bar.combo, ALL_TIME)
    assert seen[-1] == (None, None)
    assert not bar.since_edit.isVisible()
