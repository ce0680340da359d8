"""The charts of one progress page and the figures beside them: :class:`ChartPanel`.

Plot items are created once; new series only go in with ``setData``/``setImage``/``setText``.
The Progress screen, the Dashboard and the PDF reports all draw this panel.

Why one file over 600 lines: :class:`ChartPanel` is one widget whose five charts are built,
worded and filled together (``_build_*``, ``retranslate``, ``show_*``); its building blocks
are in :mod:`ui.charts.plots` and its sentences about the figures in
:mod:`ui.charts.words`. The next split is a class per chart.
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.drills.model import DrillKind
from trainer.progress import (
    ProgressData,
)
from trainer.stats import (
    SESSION_WINDOW,
    THIRD_CARD_VALUES,
    ConfusionMatrix,
    ErrorBand,
    PassMark,
    PayoutErrors,
    ReadinessStatus,
    ThirdCardMap,
    TrendLines,
    third_card_totals,
)
from trainer.stats.values import (
    READINESS_DAYS,
)
from ui import palette
from ui.charts.plots import (
    ACCURACY_COLOR,
    BAND_COLORS,
    BAND_ORDER,
    COHORT_COLOR,
    CONFUSION_FULL_SHARE,
    GOAL_COLOR,
    LEGEND_ROW,
    LEGEND_STEP,
    READINESS_COLORS,
    TIME_COLOR,
    HeatPlot,
    TrendAxis,
    fit_title,
    goal_line,
    line_plot,
    lone_label,
    rows_height,
    set_title,
    step_bars,
)
from ui.charts.words import (
    ChartWords,
    PanelWords,
    count,
    kind_label,
    level_text,
    ordered_kinds,
    percent,
    seconds,
    verdict_words,
)
from ui.words import drill_kind_label

ROW_STRETCH = ((1, 4), (2, 3), (3, 6))
"""The grid's rows of charts and their shares of the height: the line charts, the third-card
map and Sam Kong matrix, the payouts and the figures beside them."""


class ChartPanel(QWidget):
    """The charts of one progress page and the figures beside them (no filters, no loading).

    Plot items are created once here; :meth:`show_progress` and :meth:`show_cohort` only put
    new data into them. The PDF reports draw the same panel off screen.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._heat: ThirdCardMap | None = None
        self._confusion: ConfusionMatrix | None = None
        self._by_session = False
        self._has_cohort = False
        self._alone = False
        """The cohort's own lines shown, no trainee's (:meth:`show_cohort_alone`)."""
        self._goal_s = 5.0
        self._period = ""
        self._worded: tuple[bool, str, bool, bool] | None = None
        """What the words shown name (:meth:`_wording`), as :meth:`retranslate` last put them."""
        self._good_rate = 0.10
        self.words = PanelWords()
        """The panel's figures and hover read-outs worded."""
        self._build()

    def _build(self) -> None:
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self._build_line_charts()
        self._build_heat_map()
        self._build_confusion()
        self._build_payouts()
        for plot in self.plots():
            # 140 high: three rows of charts and the legend fit the dashboard pane at 700 px.
            plot.setMinimumSize(240, 140)
            # The grid shares the room out evenly; a long title must not widen its chart.
            plot.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
            plot.getPlotItem().titleLabel.setMaximumHeight(24)
        # The third-card map's four Banker totals and its legend's two rows each as high as
        # a label: squashed, its row labels 3-6 were drawn over one another.
        self.heat_plot.setMinimumHeight(
            rows_height(self.heat_plot, len(third_card_totals()) - 2 * LEGEND_ROW))
        self.legend_label = QLabel()
        self.legend_label.setObjectName("chartLegend")
        self.legend_label.setTextFormat(Qt.TextFormat.RichText)
        self.legend_label.setWordWrap(True)  # one line must not set the panel's width
        grid.addWidget(self.legend_label, 0, 0, 1, 2)
        grid.addWidget(self.accuracy_plot, 1, 0)
        grid.addWidget(self.time_plot, 1, 1)
        grid.addWidget(self.heat_plot, 2, 0)
        grid.addWidget(self.confusion_plot, 2, 1)
        grid.addWidget(self.payout_plot, 3, 0)
        grid.addWidget(self._build_side(), 3, 1)
        # The line charts and the figures beside the payouts get the most room; the
        # third-card map has only four rows.
        self._grid = grid
        for r, stretch in ROW_STRETCH:
            grid.setRowStretch(r, stretch)
        for c in (0, 1):
            grid.setColumnStretch(c, 1)
        self.retranslate()

    def _build_side(self) -> QScrollArea:
        """The figures beside the payout chart: readiness, the table per drill, mistakes."""
        side = QVBoxLayout()
        self.readiness_label = QLabel()
        self.readiness_label.setObjectName("readiness")
        self.readiness_label.setWordWrap(True)
        self.kinds_table = QTableWidget(0, 5)
        self.kinds_table.setObjectName("kindsTable")
        self.kinds_table.verticalHeader().setVisible(False)
        self.kinds_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.kinds_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.kinds_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.kinds_table.verticalHeader().setDefaultSectionSize(21)
        header = self.kinds_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # Narrow (the dashboard's pane): the drill's name is shortened, never a scroll bar;
        # as tall as its rows (the figures scroll together, see ``side_scroll``).
        self.kinds_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.kinds_table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.mistakes_label = QLabel()
        self.mistakes_label.setWordWrap(True)
        side.addWidget(self.readiness_label)
        side.addWidget(self.kinds_table)
        side.addWidget(self.mistakes_label)
        side.addWidget(self.hover_label)
        side.addStretch(1)
        holder = QWidget()
        holder.setObjectName("chartSide")
        holder.setLayout(side)
        # The figures scroll as one page when their cell is short (the dashboard's pane):
        # the table shows all its rows, nothing is clipped at the bottom.
        self.side_scroll = QScrollArea()
        self.side_scroll.setObjectName("chartSideScroll")
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_scroll.setWidget(holder)
        self.side_scroll.viewport().setAutoFillBackground(False)
        self.side_scroll.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.side_scroll.setMinimumSize(240, 140)
        return self.side_scroll

    def _build_line_charts(self) -> None:
        # Accuracy per day, its rolling average, the cohort's, and the pass mark.
        self.accuracy_plot = line_plot()
        self.accuracy_plot.setYRange(0, 100)
        dot = QColor(ACCURACY_COLOR).lighter(150)
        self.accuracy_points = self.accuracy_plot.plot(
            [], [], pen=None, symbol="o", symbolSize=5, symbolBrush=dot, symbolPen=None
        )
        self.accuracy_line = self.accuracy_plot.plot(
            [], [], pen=pg.mkPen(ACCURACY_COLOR, width=2.5)
        )
        self.accuracy_cohort = self.accuracy_plot.plot(
            [], [], pen=pg.mkPen(COHORT_COLOR, width=2, style=Qt.PenStyle.DashLine)
        )
        self.accuracy_goal = goal_line(self.accuracy_plot, 90)
        self.accuracy_lone = lone_label(self.accuracy_plot, ACCURACY_COLOR)

        # Median answer time per day.
        self.time_plot = line_plot()
        dot = QColor(TIME_COLOR).lighter(150)
        self.time_points = self.time_plot.plot(
            [], [], pen=None, symbol="o", symbolSize=5, symbolBrush=dot, symbolPen=None
        )
        self.time_line = self.time_plot.plot([], [], pen=pg.mkPen(TIME_COLOR, width=2.5))
        self.time_cohort = self.time_plot.plot(
            [], [], pen=pg.mkPen(COHORT_COLOR, width=2, style=Qt.PenStyle.DashLine)
        )
        self.time_goal = goal_line(self.time_plot, 5)
        self.time_lone = lone_label(self.time_plot, TIME_COLOR)
        self.time_plot.setXLink(self.accuracy_plot)
    def _build_heat_map(self) -> None:
        # Draw decisions: Banker 3-6 x the Player's third card, green/amber/red by error rate.
        self.heat_plot = HeatPlot(cell_text=True, bands=[BAND_COLORS[b] for b in BAND_ORDER])
        self.heat_plot.describe = self._describe_heat
        # Its legend: a row of colour squares and words above the map, drawn in the chart
        # (so the PDF reports' images have it too). Plain items, not a pg.LegendItem: the
        # cycle collector freed that one's labels mid-layout (sizeHint on a freed wrapper).
        self.heat_legend_brushes = [pg.mkBrush(BAND_COLORS[b]) for b in BAND_ORDER]
        self.heat_legend_marks = pg.ScatterPlotItem(
            x=[0.3 + LEGEND_STEP * i for i in range(len(BAND_ORDER))],
            y=[LEGEND_ROW] * len(BAND_ORDER),
            symbol="s",
            size=11,
            brush=self.heat_legend_brushes,
            pen=pg.mkPen(palette.CHART_RULE),
        )
        self.heat_plot.addItem(self.heat_legend_marks)
        self.heat_legend_texts: list[pg.TextItem] = []
        small = QFont()
        small.setPixelSize(11)
        for i in range(len(BAND_ORDER)):
            text = pg.TextItem("", color=palette.CHART_FOREGROUND, anchor=(0.0, 0.5))
            text.setFont(small)
            text.setPos(0.55 + LEGEND_STEP * i, LEGEND_ROW)
            self.heat_plot.addItem(text)
            self.heat_legend_texts.append(text)
        self.hover_label = QLabel()
        self.hover_label.setObjectName("chartHover")
        self.hover_label.setWordWrap(True)
        self.heat_plot.sig_hovered.connect(self.hover_label.setText)
    def _build_confusion(self) -> None:
        # Sam Kong: expected level x named level.
        self.confusion_plot = HeatPlot()
        self.confusion_plot.describe = self._describe_confusion
        self.confusion_plot.sig_hovered.connect(self.hover_label.setText)
        # Its colour legend: a bar beside the matrix from "none named wrong" to "a quarter".
        self.confusion_bar = pg.ColorBarItem(
            values=(0.0, 1.0),
            colorMap=self.confusion_plot.cmap,
            width=10,
            interactive=False,
            colorMapMenu=False,
        )
        # Parented before it joins the layout, so Qt owns it and the cycle collector never
        # deletes it (and its labels) from Python in the middle of a layout pass.
        self.confusion_bar.setParentItem(self.confusion_plot.getPlotItem())
        self.confusion_bar.setImageItem(
            self.confusion_plot.image, insert_in=self.confusion_plot.getPlotItem()
        )
        self.confusion_bar.axis.setWidth(38)
    def _build_payouts(self) -> None:
        # Payout error rate by size of the right payout (bars drawn as a step curve).
        self.payout_plot = pg.PlotWidget()
        self.payout_plot.setMouseEnabled(False, False)
        self.payout_plot.hideButtons()
        self.payout_bars = step_bars(self.payout_plot, QColor(*palette.PAYOUT_FILL),
                                     palette.PAYOUT_EDGE)
        # Of those, the right amount paid in more chips than needed: its own grade,
        # drawn over the orange bar from the bottom.
        self.payout_chip_bars = step_bars(self.payout_plot, QColor(*palette.PAYOUT_CHIP_FILL),
                                          palette.PAYOUT_CHIP_EDGE)
        self.payout_texts: list[pg.TextItem] = []
        self.payout_plot.setYRange(0, 100)

    def plots(self) -> tuple[pg.PlotWidget, ...]:
        return (
            self.accuracy_plot,
            self.time_plot,
            self.heat_plot,
            self.confusion_plot,
            self.payout_plot,
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for plot in self.plots():
            fit_title(plot)  # one line when the chart is wide enough, else two

    def _titled(self, text: str) -> str:
        """A chart title naming the period it covers (the filter's), so it is never read as
        the readiness verdict's last 14 days."""
        if not self._period:
            return text
        return (
            self.tr("{0} · {1}", "a chart's title · the period it covers")
            .format(text, self._period)
        )

    def _reword(self) -> None:
        """Word the charts again if what their words name changed (per day or session, the
        period, the cohort line): a new trainee or cohort of the same period keeps every
        title, axis and legend as it is (wording them all again cost an opening ~10 ms)."""
        if self._worded != self._wording():
            self.retranslate()

    def _wording(self) -> tuple[bool, str, bool, bool]:
        return self._by_session, self._period, self._has_cohort, self._alone

    def retranslate(self) -> None:
        self._worded = self._wording()
        per = self.tr("per session") if self._by_session else self.tr("per day")
        set_title(self.accuracy_plot, self._titled(self.tr("Accuracy {0} (%)").format(per)))
        set_title(
            self.time_plot, self._titled(self.tr("Median answer time {0} (s)").format(per))
        )
        for plot in (self.accuracy_plot, self.time_plot):
            if self._by_session:
                plot.setLabel(
                    "bottom", self.tr("session number", "x axis of the charts per session")
                )
            else:
                plot.getAxis("bottom").showLabel(False)
        rolling = (
            self.tr("average of the last %n sessions", "", SESSION_WINDOW)
            if self._by_session
            else self.tr("7-day average")
        )
        point = self.tr("one session") if self._by_session else self.tr("one day")
        # One legend line above both line charts instead of a legend box over the lines.
        parts = [self.tr("The whole cohort:")] if self._alone else []
        parts += [
            f"<span style='color:{ACCURACY_COLOR}'>●</span>"
            f"<span style='color:{TIME_COLOR}'>●</span> {point}",
            f"<span style='color:{ACCURACY_COLOR}'>━</span>"
            f"<span style='color:{TIME_COLOR}'>━</span> {rolling}",
        ]
        if self._has_cohort:
            parts.append(
                f"<span style='color:{COHORT_COLOR}'>╍╍</span> " + self.tr("cohort average")
            )
        parts.append(f"<span style='color:{GOAL_COLOR}'>╍╍</span> " + self.tr("pass mark"))
        self.legend_label.setText(" &nbsp; &nbsp; ".join(parts))
        set_title(
            self.heat_plot,
            self._titled(self.tr("Banker 3-6 against the Player's third card: % wrong")),
        )
        self.heat_plot.setLabel("left", self.tr("Banker total"))
        self.heat_plot.setLabel("bottom", self.tr("Player's third card"))
        self.heat_plot.set_labels(
            [str(r) for r in third_card_totals()],
            [str(v) for v in THIRD_CARD_VALUES],
            top=-LEGEND_ROW * 2,
        )
        self.retranslate_legend()
        set_title(self.confusion_plot, self._titled(self.tr("Sam Kong levels: right × named")))
        self.confusion_plot.setLabel("left", self.tr("Right level"))
        self.confusion_plot.setLabel("bottom", self.tr("Level named"))
        levels = [str(n) if n % 5 == 0 or n == 1 else "" for n in range(1, 32)]
        no_level = self.tr(
            "none", "Sam Kong matrix column: hands with no level named (did not answer); short"
        )
        self.confusion_plot.set_labels(levels, [*levels, no_level])
        full = round(CONFUSION_FULL_SHARE * 100)
        self.confusion_bar.axis.setTicks(
            [[(0.0, "0%"), (0.5, f"{full / 2:g}%"), (1.0, f"≥{full}%")]]
        )
        self.confusion_bar.axis.setLabel(
            self.tr("named wrong", "Sam Kong colour bar: share of a row's hands named wrong")
        )
        set_title(self.payout_plot, self._titled(self.tr(
            "Payout errors by size (% wrong; blue: right amount, not the fewest chips)")))
        self.kinds_table.setHorizontalHeaderLabels(
            [
                self.tr("Drill"),
                self.tr("Answers"),
                self.tr("Right"),
                self.tr("Median"),
                self.tr("Best run", "longest run of right answers in a row"),
            ]
        )

    def retranslate_legend(self) -> None:
        words = self.words.legend(self._good_rate)
        for band, text in zip(BAND_ORDER, self.heat_legend_texts, strict=True):
            text.setText(words[band])

    # ---- data in

    def show_progress(self, data: ProgressData) -> None:
        """Put a page's series into the existing plot items."""
        self._show_trainee_parts(True)
        self._by_session = data.query.by_session
        self._period = ChartWords().period_name(data.query.since, data.query.until, data.today)
        for plot in (self.accuracy_plot, self.time_plot):
            axis = plot.getAxis("bottom")
            assert isinstance(axis, TrendAxis)
            axis.set_numbers(self._by_session)
        self.show_trend(data.lines)
        self.show_pass_mark(data.pass_mark)
        self.show_heat(data.third_card)
        self.show_confusion(data.confusion)
        self.show_payout(data.payout)
        self.show_figures(data)
        self._reword()
        self.fit_ranges(data.trend.x)

    def show_trend(self, lines: TrendLines) -> None:
        self.accuracy_points.setData(lines.accuracy_points.x, lines.accuracy_points.y)
        self.accuracy_line.setData(lines.accuracy_line.x, lines.accuracy_line.y)
        self.time_points.setData(lines.time_points.x, lines.time_points.y)
        self.time_line.setData(lines.time_line.x, lines.time_line.y)
        # One day or one session: its value written over the point, which would otherwise be
        # a lone dot hard to read against the axis.
        def accuracy_text(v: float) -> str:
            return percent(v / 100)

        def time_text(v: float) -> str:
            return seconds(v * 1000)

        for label, points, text in (
            (self.accuracy_lone, lines.accuracy_points, accuracy_text),
            (self.time_lone, lines.time_points, time_text),
        ):
            if len(points) == 1:
                label.setText(text(points.y[0]))
                label.setPos(points.x[0], points.y[0])
            else:
                label.setText("")
        self._fit_time()

    def show_cohort_alone(self, lines: TrendLines | None, period: str) -> None:
        """A cohort's own lines, no trainee chosen (the Dashboard before one is): its
        answers together a day and their 7-day average in the line charts, over ``period``
        (worded); a trainee's other charts and figures are hidden until
        :meth:`show_progress`."""
        self._show_trainee_parts(False)
        self._by_session = False
        self._period = period
        for plot in (self.accuracy_plot, self.time_plot):
            axis = plot.getAxis("bottom")
            assert isinstance(axis, TrendAxis)
            axis.set_numbers(False)
        self.show_trend(lines if lines is not None else TrendLines())
        self.show_cohort(None)  # no dashed line of the averages: these are the cohort's
        self.fit_ranges(lines.accuracy_points.x if lines is not None else ())

    def show_trainee_parts(self) -> None:
        """A trainee chosen after the cohort alone: their charts laid out, empty until
        :meth:`show_progress` (the cohort's lines are not drawn as theirs meanwhile)."""
        if self._alone:
            self.show_trend(TrendLines())
            self._show_trainee_parts(True)

    def _show_trainee_parts(self, shown: bool) -> None:
        """Show or hide what only a trainee has: the third-card map, the Sam Kong matrix,
        the payouts and the figures beside them."""
        if self._alone == (not shown):
            return
        self._alone = not shown
        for part in (self.heat_plot, self.confusion_plot, self.payout_plot, self.side_scroll):
            part.setVisible(shown)
        for r, stretch in ROW_STRETCH:  # alone, the line charts take the rows left empty
            self._grid.setRowStretch(r, stretch if shown or r == 1 else 0)
        self._reword()

    def show_cohort(self, lines: TrendLines | None) -> None:
        """The cohort's averages beside the trainee's lines (None: hide them)."""
        empty: tuple[float, ...] = ()
        acc = lines.accuracy_line if lines is not None else None
        tim = lines.time_line if lines is not None else None
        self.accuracy_cohort.setData(acc.x if acc else empty, acc.y if acc else empty)
        self.time_cohort.setData(tim.x if tim else empty, tim.y if tim else empty)
        self._has_cohort = bool(acc and len(acc))
        self._fit_time()
        self._fit_accuracy()
        self._reword()
        self._ready_to_paint()

    def show_pass_mark(self, mark: PassMark) -> None:
        self.accuracy_goal.setValue(mark.accuracy * 100)
        self.time_goal.setValue(mark.median_ms / 1000)
        self._goal_s = mark.median_ms / 1000
        self._fit_time()

    def _fit_time(self) -> None:
        ys: list[float] = [self._goal_s * 1.25]
        for item in (self.time_points, self.time_cohort):
            y = item.getData()[1]
            if y is not None and len(y):
                ys.append(float(np.nanmax(y)))
        self.time_plot.setYRange(0, min(max(ys), 30.0) * 1.05, padding=0)

    def _fit_accuracy(self) -> None:
        # Accuracy: from a round 10% below the lowest point (or the pass mark) up to 100%.
        lows = [self.accuracy_goal.value()]
        for item in (self.accuracy_points, self.accuracy_cohort):
            y = item.getData()[1]
            if y is not None and len(y):
                lows.append(float(np.nanmin(y)))
        bottom = max(0.0, math.floor(min(lows) / 10) * 10 - 10)
        self.accuracy_plot.setYRange(bottom, 100, padding=0.02)

    def fit_ranges(self, xs: tuple[float, ...]) -> None:
        self._fit_accuracy()
        if xs:
            # Sessions half a number apart at the ends; days half a day, and a lone day a
            # whole day each side, so the axis shows that day and its neighbours.
            day = 86400.0
            pad = 0.5 if self._by_session else (day if max(xs) - min(xs) < day else day / 2)
            self.accuracy_plot.setXRange(min(xs) - pad, max(xs) + pad, padding=0.02)
        self._ready_to_paint()

    def _ready_to_paint(self) -> None:
        """Lay the line charts' views out now that their lines and ranges are set: pyqtgraph
        does it as a view starts to paint, and the transform it changes there asks for a
        second paint (every opening of a cohort painted both charts twice)."""
        for plot in (self.accuracy_plot, self.time_plot):
            plot.getViewBox().prepareForPaint()

    def show_heat(self, heat: ThirdCardMap) -> None:
        """The Banker 3-6 × third card map: each answered cell green, amber or red."""
        self._heat = heat
        self._good_rate = heat.good_rate
        bands = np.full((len(heat.totals), len(heat.values)), np.nan)
        for r in range(len(heat.totals)):
            for c in range(len(heat.values)):
                band = heat.band(r, c)
                if band is not None:
                    bands[r, c] = BAND_ORDER.index(band)
        texts = [
            [f"{100 * w / n:.0f}" if n else "" for w, n in zip(wr, ar, strict=True)]
            for wr, ar in zip(heat.wrong, heat.attempts, strict=True)
        ]
        self.heat_plot.set_matrix(bands, texts, dark_from=BAND_ORDER.index(ErrorBand.WEAK))
        self.retranslate_legend()

    def show_confusion(self, confusion: ConfusionMatrix) -> None:
        self._confusion = confusion
        # Colour only the mistakes: each row's share of hands named as another level.
        counts = np.array(confusion.counts, dtype=float)
        totals = counts.sum(axis=1, keepdims=True)
        wrong = counts.copy()
        np.fill_diagonal(wrong, 0.0)
        share = np.divide(wrong, totals, out=np.full_like(counts, np.nan), where=totals > 0)
        # A quarter of a row's hands named wrong already shows dark red (the colour bar says so).
        share = np.clip(share / CONFUSION_FULL_SHARE, 0.0, 1.0)
        self.confusion_plot.set_matrix(share)

    def show_payout(self, p: PayoutErrors) -> None:
        self.payout_bars.setData([*p.x, len(p.x)], [r * 100 for r in p.rate])
        self.payout_chip_bars.setData([*p.x, len(p.x)], [r * 100 for r in p.not_fewest_rate])
        # Short labels so five fit under a narrow chart: "0", "≤100", …, ">10,000".
        labels = [
            self.tr("nothing", "payout size: the right payout is HK$0 (a bet that loses)")
            if i == 0
            else (f"≤{label.split('-')[-1]}" if "-" in label else label)
            for i, label in enumerate(p.labels)
        ]
        self.payout_plot.getAxis("bottom").setTicks(
            [[(x + 0.5, label) for x, label in zip(p.x, labels, strict=True)]]
        )
        while len(self.payout_texts) < len(p.x):
            item = pg.TextItem("", color=palette.BAR_LABEL, anchor=(0.5, 1.0))
            self.payout_plot.addItem(item)
            self.payout_texts.append(item)
        for item, x, n, w, rate in zip(
            self.payout_texts, p.x, p.attempts, p.wrong, p.rate, strict=False
        ):
            item.setText(
                f"{w}/{n}" if n else self.tr("none", "payout bar: no answers of this size yet")
            )
            item.setPos(x + 0.5, rate * 100 + 1)
        self.payout_plot.setXRange(0, len(p.x), padding=0.02)
        top = max([r * 100 for r in p.rate] or [0.0])
        self.payout_plot.setYRange(0, max(10.0, top * 1.3), padding=0)

    def show_figures(self, data: ProgressData) -> None:
        r = data.readiness
        mark = data.pass_mark
        numbers = self.tr("No answers in the last {0} days.").format(str(READINESS_DAYS))
        if r.accuracy is None and r.attempts > 0:  # questions asked, every one timed out
            numbers = self.tr("%Ln answer(s), all timed out", "the readiness verdict's figures",
                              r.attempts)
        if r.accuracy is not None and r.median_ms is not None:
            numbers = self.tr("%Ln answer(s), {0}% right, median {1} s",
                              "the readiness verdict's figures", r.attempts).format(
                f"{r.accuracy * 100:.1f}", f"{r.median_ms / 1000:.1f}")
        # The deciding drill's figures; a drill unpractised or too thin to judge decides
        # even when it is the only one named.
        if r.drill_kind is not None and (
            len(r.drills) > 1 or r.status is ReadinessStatus.NOT_ENOUGH_DATA
        ):
            if r.attempts == 0:
                numbers = self.tr("no answers in the last {0} days",
                                  "an unpractised drill's readiness figures").format(
                    str(READINESS_DAYS))
            if r.accuracy is not None or r.attempts == 0:
                numbers = (
                    self.tr("{0}: {1}", "the deciding drill: its readiness figures")
                    .format(drill_kind_label(r.drill_kind), numbers)
                )
        goal = (
            self.tr("pass mark {0}%, under {1} s")
            .format(f"{mark.accuracy * 100:.0f}", f"{mark.median_ms / 1000:g}")
        )
        color = READINESS_COLORS[r.status]
        # The verdict names its own period: the charts show the filter's.
        verdict = (
            self.tr("{0} ({1})", "readiness verdict (the period it judges)")
            .format(verdict_words(r), ChartWords().readiness_period())
        )
        figures = self.tr("{0} ({1}).", "readiness figures, then the pass mark").format(
            numbers, goal)
        self.readiness_label.setText(
            f"<b style='color:{color}'>{html.escape(verdict)}</b><br>{html.escape(figures)}"
        )
        sides = data.draw_sides
        rows: list[tuple[str, str, str, str, str, str]] = []
        for k in ordered_kinds(data.kinds):
            best = data.streaks.best_of(k.drill_kind)
            rows.append(
                (
                    kind_label(self, k.drill_kind),
                    count(k.attempts),
                    percent(k.accuracy),
                    seconds(k.median_ms),
                    count(best) if best else "–",
                    "",
                )
            )
            if k.drill_kind == DrillKind.DRAW.value:
                # The Player's and the Banker's decisions counted apart (art. 9 (1)-(2) and
                # (3)-(4)): a trainee sure of one and unsure of the other sees which.
                for name, n, w in (
                    (self.tr("Player's decisions"), sides.player_attempts, sides.player_wrong),
                    (self.tr("Banker's decisions"), sides.banker_attempts, sides.banker_wrong),
                ):
                    if n:
                        rows.append(("   " + name, count(n), percent(1 - w / n), "", "", "sub"))
        self.kinds_table.setRowCount(len(rows))
        for row, cells in enumerate(rows):
            for col, text in enumerate(cells[:5]):
                item = QTableWidgetItem(text)
                item.setToolTip(cells[0].strip())  # the full name where the column is narrow
                if cells[5]:
                    item.setForeground(QColor(palette.MUTED))
                if col:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.kinds_table.setItem(row, col, item)
        table = self.kinds_table
        table.setFixedHeight(
            table.horizontalHeader().sizeHint().height()
            + table.verticalHeader().defaultSectionSize() * len(rows)
            + 2 * table.frameWidth()
        )
        lines: list[str] = []
        mistakes = data.confusion.top_confusions(3)
        if mistakes:
            none = self.no_answer()
            parts = [
                self.tr("{0} named {1} ({2}×)")
                .format(level_text(e), level_text(g) if g is not None else none, str(n))
                for e, g, n in mistakes
            ]
            lines.append(self.tr("Sam Kong mix-ups: ") + self.tr(
                "; ", "separator between Sam Kong mix-ups").join(parts))
        if sides.banker_other_attempts:
            lines.append(self.words.draw_errors(sides))
        self.mistakes_label.setText("<br>".join(lines))

    def no_answer(self) -> str:
        """A Sam Kong hand with no level named (a time-out): never the payout's "nothing"."""
        return self.tr("no answer", "the trainee did not answer: no Sam Kong level named")

    # ---- hover texts

    def _describe_heat(self, row: int, col: int) -> str:
        return "" if self._heat is None else self.words.heat_cell(self._heat, row, col)

    def _describe_confusion(self, row: int, col: int) -> str:
        m = self._confusion
        return "" if m is None else self.words.confusion_cell(m, row, col, self.no_answer())

    # ---- export

    def chart_images(
        self, size: QSize | None = None, plots: Sequence[pg.PlotWidget] | None = None
    ) -> list[tuple[str, QImage]]:
        """Each chart (or each of ``plots``) as an image for the PDF reports, optionally drawn
        at a fixed size."""
        out: list[tuple[str, QImage]] = []
        if size is not None:
            # Lay the panel out first, or its first layout pass would undo the sizes below.
            self.ensurePolished()
            self.resize(size.width() * 2 + 40, size.height() * 3 + 60)
            self.grab()  # sends the pending resize and layout events of a hidden panel
        for plot in plots if plots is not None else self.plots():
            if size is not None:
                plot.resize(size)
            out.append((plot.getPlotItem().titleLabel.text, plot.grab().toImage()))
        return out
