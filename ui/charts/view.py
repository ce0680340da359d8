"""Progress charts: accuracy and speed per day, the draw heat map, Sam Kong levels, payouts.

:class:`ProgressPresenter` loads a page of plain series (:func:`trainer.stats.progress.
load_progress`) through the background helper :mod:`ui.tasks`; :class:`ProgressScreen`
creates its plot items once and only calls ``setData``/``setImage`` when new series arrive.
Run ``python -m ui.charts.view DB_URL NAME SECRET`` to open it on its own.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from dataclasses import replace
from datetime import date, timedelta

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.drills.model import DrillKind
from trainer.errors import TrainerError
from trainer.stats import DRAW_COLUMNS, HeatMap, ReadinessStatus
from trainer.stats.progress import ProgressData, ProgressQuery, load_progress
from trainer.store import Store
from trainer.store.reports import Reports
from ui.tasks import TaskRunner
from ui.words import drill_kind_label

pg.setConfigOptions(antialias=True, background="w", foreground="#333")

ACCURACY_COLOR = "#1f77b4"
COHORT_COLOR = "#999999"
GOAL_COLOR = "#2ca02c"
TIME_COLOR = "#d62728"
RANGE_DAYS: tuple[int | None, ...] = (7, 30, 90, None)


def kind_label(obj: QObject, kind: str | None) -> str:
    """The drill kind's name for people (``obj`` is kept for existing callers)."""
    return drill_kind_label(kind)


# ---- presenter ---------------------------------------------------------------------------


class ProgressPresenter(QObject):
    """Holds the query, loads progress pages in the background and announces them."""

    sig_loading_changed = Signal(bool)
    """A load started (True) or the last one finished (False)."""
    sig_progress_loaded = Signal(object)
    """New series arrived: a :class:`~trainer.stats.progress.ProgressData`."""
    sig_load_failed = Signal(str)
    """Loading failed; the message is for the user."""

    def __init__(
        self, store: Store, actor: Actor, user_id: int, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.reports = Reports(store)
        self.query = ProgressQuery(user_id=user_id, since=date.today() - timedelta(days=89))
        self.data: ProgressData | None = None
        self.runner = TaskRunner(self)
        self.runner.sig_busy_changed.connect(self.sig_loading_changed)
        self._latest = 0

    # ---- requests from the view

    def set_user(self, user_id: int, cohort_id: int | None = None) -> None:
        self.query = replace(self.query, user_id=user_id, cohort_id=cohort_id)
        self.reload()

    def set_drill_kind(self, kind: str | None) -> None:
        self.query = replace(self.query, drill_kind=kind)
        self.reload()

    def set_range(self, days: int | None, today: date | None = None) -> None:
        """Show the last ``days`` local days (None: everything)."""
        start = None if days is None else (today or date.today()) - timedelta(days=days - 1)
        self.query = replace(self.query, since=start, until=None)
        self.reload()

    def reload(self) -> None:
        query = self.query
        self._latest = self.runner.run(
            load_progress,
            self.store,
            self.reports,
            self.actor,
            query,
            on_done=self._loaded,
            on_error=self._failed,
        )

    def shutdown(self) -> None:
        self.runner.shutdown()

    # ---- results (GUI thread)

    def _loaded(self, data: ProgressData) -> None:
        if data.query != self.query:  # a newer request is on its way
            return
        self.data = data
        self.sig_progress_loaded.emit(data)

    def _failed(self, error: BaseException) -> None:
        if isinstance(error, TrainerError):
            self.sig_load_failed.emit(str(error))
        else:
            self.sig_load_failed.emit(self.tr("The charts could not be loaded."))


# ---- the view ----------------------------------------------------------------------------


class _HeatPlot(pg.PlotWidget):
    """A matrix drawn as an image with labelled rows and columns and a hover read-out."""

    sig_hovered = Signal(str)
    """The mouse is over a cell: its description (empty when outside)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.image = pg.ImageItem(axisOrder="row-major")
        cmap = pg.ColorMap([0.0, 0.5, 1.0], [(240, 248, 240), (255, 200, 60), (200, 30, 30)])
        self.image.setLookupTable(cmap.getLookupTable(nPts=256))
        self.addItem(self.image)
        self.getPlotItem().invertY(True)
        self.setMouseEnabled(False, False)
        self.hideButtons()
        self.describe: Callable[[int, int], str] | None = None
        self.scene().sigMouseMoved.connect(self._moved)

    def set_labels(self, rows: list[str], columns: list[str]) -> None:
        self.getAxis("left").setTicks([[(i + 0.5, t) for i, t in enumerate(rows)]])
        self.getAxis("bottom").setTicks([[(i + 0.5, t) for i, t in enumerate(columns)]])
        self.setRange(xRange=(0, len(columns)), yRange=(0, len(rows)), padding=0.02)

    def set_matrix(self, values: np.ndarray) -> None:
        self.image.setImage(values, autoLevels=False, levels=(0.0, 1.0))

    def _moved(self, pos: QPointF) -> None:
        point = self.getPlotItem().vb.mapSceneToView(pos)
        img = self.image.image
        text = ""
        if img is not None and self.describe is not None:
            col, row = math.floor(point.x()), math.floor(point.y())
            if 0 <= row < img.shape[0] and 0 <= col < img.shape[1]:
                text = self.describe(row, col)
        self.setToolTip(text)
        self.sig_hovered.emit(text)


class ProgressScreen(QWidget):
    """A trainee's progress (their own, or any trainee's for an instructor)."""

    def __init__(
        self,
        store: Store,
        actor: Actor,
        parent: QWidget | None = None,
        user_id: int | None = None,
        *,
        compact: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("progressScreen")
        self._compact = compact
        self.presenter = ProgressPresenter(
            store, actor, user_id if user_id is not None else actor.user_id, self
        )
        self._dirty = True
        self._build(compact)
        p = self.presenter
        p.sig_loading_changed.connect(self._show_loading)
        p.sig_progress_loaded.connect(self.show_progress)
        p.sig_load_failed.connect(self._show_error)
        self.kind_combo.currentIndexChanged.connect(self._kind_chosen)
        self.range_combo.currentIndexChanged.connect(self._range_chosen)
        self.destroyed.connect(p.shutdown)
        self.retranslate()

    # ---- building (plot items are created here once)

    def _build(self, compact: bool) -> None:
        outer = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.kind_combo = QComboBox()
        for kind in (None, *(k.value for k in DrillKind)):
            self.kind_combo.addItem("", kind)
        self.range_combo = QComboBox()
        for days in RANGE_DAYS:
            self.range_combo.addItem("", days)
        self.range_combo.setCurrentIndex(RANGE_DAYS.index(90))
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(120)
        self.busy.setTextVisible(False)
        self.busy.setVisible(False)
        self.status = QLabel()
        if not compact:
            bar.addWidget(self.title)
        bar.addStretch(1)
        self.kind_caption = kind_caption = QLabel()
        kind_caption.setBuddy(self.kind_combo)
        self.range_caption = range_caption = QLabel()
        range_caption.setBuddy(self.range_combo)
        bar.addWidget(kind_caption)
        bar.addWidget(self.kind_combo)
        bar.addWidget(range_caption)
        bar.addWidget(self.range_combo)
        bar.addWidget(self.busy)
        outer.addLayout(bar)
        self.summary = QLabel()
        self.summary.setObjectName("progressSummary")
        self.summary.setWordWrap(True)
        outer.addWidget(self.summary)
        outer.addWidget(self.status)

        grid = QGridLayout()
        outer.addLayout(grid, 1)

        # Accuracy per day, its rolling average, the cohort's, and the pass mark.
        self.accuracy_plot = pg.PlotWidget(axisItems={"bottom": pg.DateAxisItem(utcOffset=0)})
        self.accuracy_plot.setYRange(0, 100)
        self.accuracy_plot.setMouseEnabled(x=True, y=False)
        self.accuracy_plot.addLegend(offset=(-10, -10))
        self.accuracy_points = self.accuracy_plot.plot(
            [],
            [],
            pen=None,
            symbol="o",
            symbolSize=5,
            symbolBrush=QColor(ACCURACY_COLOR).lighter(150),
            symbolPen=None,
            name="day",
        )
        self.accuracy_line = self.accuracy_plot.plot(
            [], [], pen=pg.mkPen(ACCURACY_COLOR, width=2.5), name="average"
        )
        self.accuracy_cohort = self.accuracy_plot.plot(
            [],
            [],
            pen=pg.mkPen(COHORT_COLOR, width=2, style=Qt.PenStyle.DashLine),
            name="cohort",
        )
        self.accuracy_goal = pg.InfiniteLine(
            pos=90,
            angle=0,
            pen=pg.mkPen(GOAL_COLOR, width=1.5, style=Qt.PenStyle.DashLine),
            label="pass mark",
            labelOpts={"position": 0.05, "color": GOAL_COLOR},
        )
        self.accuracy_plot.addItem(self.accuracy_goal)

        # Median answer time per day.
        self.time_plot = pg.PlotWidget(axisItems={"bottom": pg.DateAxisItem(utcOffset=0)})
        self.time_plot.setMouseEnabled(x=True, y=False)
        self.time_plot.addLegend(offset=(-10, 10))
        self.time_points = self.time_plot.plot(
            [],
            [],
            pen=None,
            symbol="o",
            symbolSize=5,
            symbolBrush=QColor(TIME_COLOR).lighter(150),
            symbolPen=None,
            name="day",
        )
        self.time_line = self.time_plot.plot(
            [], [], pen=pg.mkPen(TIME_COLOR, width=2.5), name="average"
        )
        self.time_cohort = self.time_plot.plot(
            [],
            [],
            pen=pg.mkPen(COHORT_COLOR, width=2, style=Qt.PenStyle.DashLine),
            name="cohort",
        )
        self.time_goal = pg.InfiniteLine(
            pos=5,
            angle=0,
            pen=pg.mkPen(GOAL_COLOR, width=1.5, style=Qt.PenStyle.DashLine),
            label="pass mark",
            labelOpts={"position": 0.05, "color": GOAL_COLOR},
        )
        self.time_plot.addItem(self.time_goal)
        self.time_plot.setXLink(self.accuracy_plot)

        # Draw decisions: Banker total x Player third card, coloured by error rate.
        self.heat_plot = _HeatPlot()
        self.heat_plot.describe = self._describe_heat
        self.hover_label = QLabel()
        self.hover_label.setObjectName("chartHover")
        self.heat_plot.sig_hovered.connect(self.hover_label.setText)

        # Sam Kong: expected level x named level.
        self.confusion_plot = _HeatPlot()
        self.confusion_plot.describe = self._describe_confusion
        self.confusion_plot.sig_hovered.connect(self.hover_label.setText)

        # Payout error rate by size of the right payout (bars drawn as a step curve).
        self.payout_plot = pg.PlotWidget()
        self.payout_plot.setMouseEnabled(False, False)
        self.payout_bars = self.payout_plot.plot(
            [0, 1],
            [0],
            stepMode="center",
            fillLevel=0,
            brush=QColor(255, 140, 40, 170),
            pen=pg.mkPen("#c05a00", width=1),
        )
        self.payout_plot.setYRange(0, 100)

        for plot in (
            self.accuracy_plot,
            self.time_plot,
            self.heat_plot,
            self.confusion_plot,
            self.payout_plot,
        ):
            plot.setMinimumSize(260, 180)
            plot.getPlotItem().titleLabel.setMaximumHeight(26)
        grid.addWidget(self.accuracy_plot, 0, 0)
        grid.addWidget(self.time_plot, 0, 1)
        grid.addWidget(self.heat_plot, 1, 0)
        grid.addWidget(self.confusion_plot, 1, 1)
        grid.addWidget(self.payout_plot, 2, 0)
        side = QVBoxLayout()
        self.readiness_label = QLabel()
        self.readiness_label.setObjectName("readiness")
        self.readiness_label.setWordWrap(True)
        self.mistakes_label = QLabel()
        self.mistakes_label.setWordWrap(True)
        side.addWidget(self.readiness_label)
        side.addWidget(self.mistakes_label)
        side.addWidget(self.hover_label)
        side.addStretch(1)
        holder = QWidget()
        holder.setLayout(side)
        grid.addWidget(holder, 2, 1)
        for r in range(3):
            grid.setRowStretch(r, 1)

    def retranslate(self) -> None:
        """Word every label, title, axis and legend (again after a language change)."""
        if not self._compact:
            self.title.setText(self.tr("Progress"))
        for index in range(self.kind_combo.count()):
            self.kind_combo.setItemText(index, kind_label(self, self.kind_combo.itemData(index)))
        for index, days in enumerate(RANGE_DAYS):
            label = self.tr("All time") if days is None else self.tr("Last %n days", "", days)
            self.range_combo.setItemText(index, label)
        self.kind_caption.setText(self.tr("&Drill:"))
        self.range_caption.setText(self.tr("&Period:"))
        series = (self.tr("Day"), self.tr("7-day average"), self.tr("Cohort average"))
        for plot in (self.accuracy_plot, self.time_plot):
            legend = plot.getPlotItem().legend
            for (_sample, label), name in zip(legend.items, series, strict=True):
                label.setText(name)
        for goal in (self.accuracy_goal, self.time_goal):
            goal.label.setFormat(self.tr("pass mark"))
        self.accuracy_plot.setTitle(self.tr("Accuracy per day (%)"))
        self.time_plot.setTitle(self.tr("Median answer time per day (s)"))
        self.heat_plot.setTitle(self.tr("Banker draw errors: total × Player's third card"))
        self.heat_plot.setLabel("left", self.tr("Banker total"))
        self.heat_plot.setLabel("bottom", self.tr("Player's third card"))
        columns = [c if c != "stood" else self.tr("stood") for c in DRAW_COLUMNS]
        self.heat_plot.set_labels([str(r) for r in range(8)], columns)
        self.confusion_plot.setTitle(self.tr("Sam Kong levels: right level × level named"))
        self.confusion_plot.setLabel("left", self.tr("Right level"))
        self.confusion_plot.setLabel("bottom", self.tr("Level named"))
        levels = [str(n) if n % 5 == 0 or n == 1 else "" for n in range(1, 32)]
        self.confusion_plot.set_labels(levels, [*levels, self.tr("none")])
        self.payout_plot.setTitle(self.tr("Payout errors by size of payout (%)"))
        if self.presenter.data is not None:
            self.show_progress(self.presenter.data)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ---- screen life

    def enter(self) -> None:
        """The screen is shown: load (again) so it reflects the latest practice."""
        self.presenter.reload()

    def leave(self) -> None:
        """The screen is left: nothing is kept running for it."""
        self._show_loading(False)

    def set_user(self, user_id: int, cohort_id: int | None = None) -> None:
        """Show another trainee (the store refuses this to a trainee)."""
        self.presenter.set_user(user_id, cohort_id)

    # ---- view -> presenter

    def _kind_chosen(self, index: int) -> None:
        self.presenter.set_drill_kind(self.kind_combo.itemData(index))

    def _range_chosen(self, index: int) -> None:
        self.presenter.set_range(self.range_combo.itemData(index))

    # ---- presenter -> view

    def _show_loading(self, loading: bool) -> None:
        self.busy.setVisible(loading)
        if loading:
            self.status.setText(self.tr("Loading…"))
        elif self.status.text() == self.tr("Loading…"):
            self.status.setText("")

    def _show_error(self, message: str) -> None:
        self.status.setText(message)

    def show_progress(self, data: ProgressData) -> None:
        """Put new series into the existing plot items."""
        d, c = data.daily, data.cohort
        self.accuracy_points.setData(d.x, [v * 100 for v in d.accuracy])
        self.accuracy_line.setData(d.x, [v * 100 for v in d.accuracy_rolling])
        self.accuracy_cohort.setData(c.x, [v * 100 for v in c.accuracy_rolling])
        self.accuracy_goal.setValue(data.pass_mark.accuracy * 100)
        self.time_points.setData(d.x, d.median_s)
        self.time_line.setData(d.x, d.median_s_rolling)
        self.time_cohort.setData(c.x, c.median_s_rolling)
        self.time_goal.setValue(data.pass_mark.median_ms / 1000)
        top = max([*d.median_s, *c.median_s_rolling, data.pass_mark.median_ms / 1000 * 1.2])
        self.time_plot.setYRange(0, min(top, 30) * 1.05)
        if d.x:
            self.accuracy_plot.setXRange(min(d.x) - 43200, max(d.x) + 43200)
        self._heat = data.heat
        self.heat_plot.set_matrix(np.array(data.heat.rate, dtype=float))
        # Colour only the mistakes: each row's share of hands named as another level.
        counts = np.array(data.confusion.counts, dtype=float)
        totals = counts.sum(axis=1, keepdims=True)
        wrong = counts.copy()
        np.fill_diagonal(wrong, 0.0)
        share = np.divide(wrong, totals, out=np.full_like(counts, np.nan), where=totals > 0)
        share = np.clip(share * 4, 0.0, 1.0)  # 25% of a row's hands already shows dark red
        self._confusion = data.confusion
        self.confusion_plot.set_matrix(share)
        p = data.payout
        self.payout_bars.setData([*p.x, len(p.x)], [r * 100 for r in p.rate])
        labels = [self.tr("nothing paid") if label == "0" else label for label in p.labels]
        self.payout_plot.getAxis("bottom").setTicks(
            [[(x + 0.5, label) for x, label in zip(p.x, labels, strict=True)]]
        )
        self._show_summary(data)

    def _show_summary(self, data: ProgressData) -> None:
        kind = kind_label(self, data.query.drill_kind)
        if data.attempts:
            self.summary.setText(
                self.tr("%1: %2 answers, %3% right.")
                .replace("%1", kind)
                .replace("%2", f"{data.attempts:,}")
                .replace("%3", f"{100 * data.correct / data.attempts:.1f}")
            )
        else:
            self.summary.setText(self.tr("No practice recorded in this period yet."))
        r, mark = data.readiness, data.pass_mark
        words = {
            ReadinessStatus.READY: self.tr("Ready: meets the pass mark"),
            ReadinessStatus.TOO_SLOW: self.tr("Accurate, but not yet fast enough"),
            ReadinessStatus.NOT_ACCURATE: self.tr("Not yet accurate enough"),
            ReadinessStatus.NOT_ENOUGH_DATA: self.tr("Not enough recent practice to judge"),
        }
        detail = self.tr("Pass mark: %1% right, median under %2 s (last 14 days).")
        detail = detail.replace("%1", f"{mark.accuracy * 100:.0f}").replace(
            "%2", f"{mark.median_ms / 1000:g}"
        )
        self.readiness_label.setText(f"<b>{words[r.status]}</b><br>{detail}")
        mistakes = data.confusion.top_confusions(3)
        if mistakes:
            parts = [
                self.tr("level %1 named %2 (%3×)")
                .replace("%1", str(e))
                .replace("%2", str(g) if g is not None else self.tr("nothing"))
                .replace("%3", str(n))
                for e, g, n in mistakes
            ]
            self.mistakes_label.setText(self.tr("Sam Kong mix-ups: ") + "; ".join(parts))
        else:
            self.mistakes_label.setText("")

    # ---- hover texts

    def _describe_heat(self, row: int, col: int) -> str:
        heat: HeatMap | None = getattr(self, "_heat", None)
        if heat is None:
            return ""
        n, w = heat.attempts[row][col], heat.wrong[row][col]
        third = heat.columns[col]
        third_text = (
            self.tr("Player stood")
            if third == "stood"
            else (self.tr("Player's third card %1").replace("%1", third))
        )
        if not n:
            return (
                self.tr("Banker %1, %2: no answers yet")
                .replace("%1", str(row))
                .replace("%2", third_text)
            )
        return (
            self.tr("Banker %1, %2: %3 wrong of %4 (%5%)")
            .replace("%1", str(row))
            .replace("%2", third_text)
            .replace("%3", str(w))
            .replace("%4", str(n))
            .replace("%5", f"{100 * w / n:.0f}")
        )

    def _describe_confusion(self, row: int, col: int) -> str:
        m = getattr(self, "_confusion", None)
        if m is None:
            return ""
        expected = row + 1
        answered = None if col >= len(m.levels) else col + 1
        count = m.count(expected, answered)
        named = self.tr("no answer") if answered is None else str(answered)
        return (
            self.tr("Level %1 named %2: %3 times")
            .replace("%1", str(expected))
            .replace("%2", named)
            .replace("%3", str(count))
        )

    # ---- export

    def chart_images(self) -> list[tuple[str, QImage]]:
        """Each chart as an image (for the PDF report)."""
        plots = (
            self.accuracy_plot,
            self.time_plot,
            self.heat_plot,
            self.confusion_plot,
            self.payout_plot,
        )
        return [(p.getPlotItem().titleLabel.text, p.grab().toImage()) for p in plots]


def main(argv: list[str] | None = None) -> int:
    """Open the progress screen on its own: ``python -m ui.charts.view URL NAME SECRET``."""
    from PySide6.QtWidgets import QApplication

    from trainer.store import open_store

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 3:
        print("usage: python -m ui.charts.view DB_URL NAME SECRET", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv)
    store = open_store(args[0])
    actor = store.authenticate(args[1], args[2])
    screen = ProgressScreen(store, actor)
    screen.resize(1200, 860)
    screen.setFont(QFont(["Noto Sans", "Noto Sans CJK TC"]))
    screen.show()
    screen.enter()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
