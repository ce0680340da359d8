"""The Dashboard's plots are laid out and painted for what changes on them, not for the busy
signs: a load starting or ending (the busy bars and "Loading…" shown or hidden beside the
trainee's name and above the charts, before) keeps every plot's size, so opening a cohort (chosen by
keyboard) or another trainee (clicked) paints each plot at most three times, not six to ten
(the first trainee after the cohort's own lines, which lays out three more charts: six). At
1024 x 700, the trainees named long enough to wrap in the header. In English and
繁體中文. Paint events are counted on the plots' viewports; no timing."""

from __future__ import annotations

from collections import Counter
from datetime import timedelta

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QEvent, QObject, QSize, Qt

from tests.gui.test_dashboard import YESTERDAY_NOON, click_trainee, loaded
from tests.gui.test_dashboard_one_read import _school, _shows_cohort
from tests.support.practice_records import record_draw
from trainer.auth import Actor
from trainer.store import Store
from ui.dashboard.view import DashboardScreen


class PlotEvents(QObject):
    """Counts the paints and resizes of every plot of the screen."""

    def __init__(self, screen: DashboardScreen) -> None:
        super().__init__(screen)
        self.paints: Counter[int] = Counter()
        self.resizes: list[tuple[QSize, QSize]] = []
        self.plots = [*screen.findChildren(pg.PlotWidget),
                      *screen.findChildren(pg.GraphicsLayoutWidget)]
        assert len(self.plots) >= 5  # accuracy, time, the two heat maps, payouts
        for plot in self.plots:
            plot.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints[id(watched)] += 1
        elif event.type() == QEvent.Type.Resize:
            self.resizes.append((event.oldSize(), event.size()))  # type: ignore[attr-defined]
        return False

    def clear(self) -> None:
        self.paints.clear()
        self.resizes.clear()

    def most(self) -> int:
        """The most paints any one plot had."""
        return max(self.paints.values(), default=0)

    def stop(self) -> None:
        for plot in self.plots:
            plot.viewport().removeEventFilter(self)


def settle(qtbot, screen: DashboardScreen) -> None:
    """Wait until the plots stop painting: three polls in a row with no paint of any (the
    layouts and paints a change posted are delivered, however late a loaded machine gets to
    them), on a counter of its own."""
    watch = PlotEvents(screen)
    quiet = [0]

    def still() -> bool:
        quiet[0] = 0 if watch.paints else quiet[0] + 1
        watch.clear()
        return quiet[0] >= 3

    try:
        qtbot.waitUntil(still, timeout=10_000)
    finally:
        watch.stop()


def _idle(screen: DashboardScreen) -> bool:
    return not screen.presenter.runner.busy and not screen.progress.presenter.runner.busy


def _open(qtbot, store: Store, instructor: Actor, trainee: Actor, translations,
          code: str) -> tuple[DashboardScreen, int, int, int]:
    boss, first, second, bob = _school(store, instructor, trainee)
    # names long enough to wrap in the trainee's header at 1024 px, in either language
    store.roster.set_display_name(boss, bob, "李小明 (Lei Siu Ming) 澳門葡京娛樂場 第三組 夜班")
    store.roster.set_display_name(boss, trainee.user_id,
                                  "陳美美 (Chan Mei Mei) 澳門新濠天地 第二組 日班")
    translations.install(code)
    screen = DashboardScreen(store, boss, None)
    qtbot.addWidget(screen)
    screen.resize(1024, 700)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    qtbot.waitUntil(lambda: _shows_cohort(screen, first) and _idle(screen), timeout=10_000)
    settle(qtbot, screen)  # the paints the opening posted, delivered before counting
    return screen, first, second, bob


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_a_load_starting_or_ending_leaves_the_plots_as_they_are(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations, code: str,
) -> None:
    screen, _first, _second, _bob = _open(qtbot, store, instructor, trainee, translations, code)
    events = PlotEvents(screen)
    sizes = [plot.viewport().size() for plot in events.plots]
    # a load of the screen's own (the cohorts read again) and one of the charts' runner:
    # the busy sign shown, then hidden
    shown: list[bool] = []
    screen.presenter.runner.sig_busy_changed.connect(lambda _b: shown.append(
        screen.busy.isVisibleTo(screen)))
    screen.presenter.load_cohorts()
    screen.progress.presenter.runner.run(lambda: None)
    qtbot.waitUntil(lambda: len(shown) >= 2 and _idle(screen))
    settle(qtbot, screen)  # the layout requests and paints they posted, delivered
    assert shown[0] is True and not screen.busy.isVisibleTo(screen)
    assert events.resizes == []
    assert events.paints == Counter()
    assert [plot.viewport().size() for plot in events.plots] == sizes


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_an_opening_paints_each_plot_a_few_times(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations, code: str,
) -> None:
    screen, first, second, bob = _open(qtbot, store, instructor, trainee, translations, code)
    events = PlotEvents(screen)
    combo = screen.cohort_combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # another cohort, by keyboard
    qtbot.waitUntil(lambda: _shows_cohort(screen, second) and _idle(screen), timeout=10_000)
    settle(qtbot, screen)
    assert 0 < events.most() <= 3, events.paints
    events.clear()
    qtbot.keyClick(combo, Qt.Key.Key_Up)  # and back
    qtbot.waitUntil(lambda: _shows_cohort(screen, first) and _idle(screen), timeout=10_000)
    settle(qtbot, screen)
    # each opening: the roster drawn, the cohort's own lines: at most three paints a plot
    # (six to ten before: the busy signs shown and hidden reflowed the pane)
    assert 0 < events.most() <= 3, events.paints
    events.clear()
    # the first trainee chosen: their header, the three charts and figures a cohort alone
    # does not show laid out (the pane's scroll bar comes), then their figures
    click_trainee(qtbot, screen, bob)
    settle(qtbot, screen)
    assert 0 < events.most() <= 6, events.paints
    events.clear()
    # (eight paints a plot before)
    click_trainee(qtbot, screen, trainee.user_id)  # another trainee clicked: their figures
    settle(qtbot, screen)
    assert loaded(screen, trainee.user_id)
    assert 0 < events.most() <= 3, events.paints


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_a_cohorts_lines_once_drawn_paint_each_line_chart_once(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations, code: str,
) -> None:
    """From the moment the cohort's own lines are drawn, each line chart is painted once:
    its view laid out with the lines (pyqtgraph lays it out as it starts to paint, and the
    transform it changed there asked for a second paint of both charts, on every opening)."""
    screen, _first, second, _bob = _open(qtbot, store, instructor, trainee, translations, code)
    cat = store.authenticate("cat", "9012")  # the other cohort: a week of slow, right answers
    session = store.practice.start_session(cat, "draw", {})
    for day in range(1, 8):  # (other ranges than the first cohort's: the views move)
        record_draw(store, cat, "banker:6:7", True, 4000 + 300 * day,
                    YESTERDAY_NOON - timedelta(days=day), session_id=session)
    events = PlotEvents(screen)
    screen.progress.presenter.sig_cohort_loaded.connect(lambda _lines: events.clear())
    combo = screen.cohort_combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # another cohort, by keyboard
    qtbot.waitUntil(lambda: _shows_cohort(screen, second) and _idle(screen), timeout=10_000)
    settle(qtbot, screen)
    charts = screen.progress.charts
    assert events.paints[id(charts.accuracy_plot.viewport())] == 1, events.paints
    assert events.paints[id(charts.time_plot.viewport())] == 1, events.paints
