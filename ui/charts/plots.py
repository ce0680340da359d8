"""Plot building blocks of the Progress charts: colours, the heat-map plot, titles, the
date axis, and the line/goal/label items :class:`ui.charts.panel.ChartPanel` is built of."""

from __future__ import annotations

import html
import math
from collections import OrderedDict
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QWidget,
)

from trainer.stats import (
    ErrorBand,
    ReadinessStatus,
)
from ui import palette
from ui.words import short_day_text

pg.setConfigOptions(antialias=True, background=palette.CHART_BACKGROUND,
                    foreground=palette.CHART_FOREGROUND)

ACCURACY_COLOR = palette.CHART_ACCURACY
COHORT_COLOR = palette.CHART_COHORT
GOAL_COLOR = palette.CHART_GOAL
TIME_COLOR = palette.CHART_TIME
HEAT_COLORS = list(palette.SAMKONG_HEAT)
"""The Sam Kong matrix's continuous scale (its colour bar shows it)."""
BAND_COLORS: dict[ErrorBand, tuple[int, int, int]] = dict(zip(
    (ErrorBand.GOOD, ErrorBand.WATCH, ErrorBand.WEAK), palette.ERROR_BANDS, strict=True))
"""The third-card map's green, amber and red (its legend names the error rates)."""
BAND_ORDER: tuple[ErrorBand, ...] = (ErrorBand.GOOD, ErrorBand.WATCH, ErrorBand.WEAK)
LEGEND_STEP = 4.0
"""Columns from one legend entry of the third-card map to the next."""
LEGEND_ROW = -1.0
"""The third-card map's legend row, in rows above the first (the y axis points down)."""
ROW_GAP = 4
"""Pixels between two row labels of a chart (a step kind, a Banker total), at least."""
CHART_FRAME = 2 * 24 + 58
"""A chart's height outside its rows: a title of two lines, the bottom axis and its name."""


def row_pitch(plot: pg.PlotWidget) -> int:
    """The least height of a labelled row of ``plot``: its label's, and a gap (below it the
    row labels were drawn over one another)."""
    return QFontMetrics(plot.getAxis("left").font()).height() + ROW_GAP


def rows_height(plot: pg.PlotWidget, rows: float) -> int:
    """The least height of ``plot`` whose ``rows`` rows each get :func:`row_pitch`."""
    return CHART_FRAME + math.ceil(1.05 * rows * row_pitch(plot))


CONFUSION_FULL_SHARE = 0.25
"""The Sam Kong matrix is darkest red from this share of a row's hands named wrong."""
READINESS_COLORS = {
    ReadinessStatus.READY: palette.READY,
    ReadinessStatus.TOO_SLOW: palette.TOO_SLOW,
    ReadinessStatus.NOT_ACCURATE: palette.NOT_ACCURATE,
    ReadinessStatus.NOT_ENOUGH_DATA: palette.NOT_ENOUGH_DATA,
}

# ---- the charts --------------------------------------------------------------------------


class HeatPlot(pg.PlotWidget):
    """A matrix drawn as an image with labelled rows and columns and a hover read-out."""

    sig_hovered = Signal(str)
    """The mouse is over a cell: its description (empty when outside)."""

    def __init__(
        self,
        parent: QWidget | None = None,
        cell_text: bool = False,
        bands: Sequence[tuple[int, int, int]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.image = pg.ImageItem(axisOrder="row-major")
        self.cmap = pg.ColorMap([0.0, 0.5, 1.0], HEAT_COLORS)
        if bands is None:
            # A continuous scale over 0-1.
            self.levels = (0.0, 1.0)
            self.image.setLookupTable(self.cmap.getLookupTable(nPts=256))
        else:
            # One colour per band: the values are the band's index 0, 1, 2 … (NaN: empty).
            self.levels = (0.0, float(len(bands)))
            self.image.setLookupTable(np.array(bands, dtype=np.ubyte))
        self.addItem(self.image)
        self.getPlotItem().invertY(True)
        self.setMouseEnabled(False, False)
        self.hideButtons()
        self.describe: Callable[[int, int], str] | None = None
        self.texts: list[list[pg.TextItem]] = []
        self._cell_text = cell_text
        self.scene().sigMouseMoved.connect(self._moved)

    def set_labels(self, rows: list[str], columns: list[str], top: float = 0.0) -> None:
        """Label rows and columns; ``top`` rows of room above the first (for a legend)."""
        self.getAxis("left").setTicks([[(i + 0.5, t) for i, t in enumerate(rows)]])
        self.getAxis("bottom").setTicks([[(i + 0.5, t) for i, t in enumerate(columns)]])
        # A little room on the right, or a last label wider than its column is dropped.
        self.setRange(
            xRange=(0, len(columns) + 0.3), yRange=(-top, len(rows)), padding=0.02
        )
        if self._cell_text and not self.texts:
            font = QFont()
            font.setPixelSize(10)
            for r in range(len(rows)):
                line = []
                for c in range(len(columns)):
                    item = pg.TextItem("", color=palette.CHART_CELL_DARK_TEXT, anchor=(0.5, 0.5))
                    item.setFont(font)
                    item.setPos(c + 0.5, r + 0.5)
                    self.addItem(item)
                    line.append(item)
                self.texts.append(line)

    def set_matrix(
        self, values: np.ndarray, texts: list[list[str]] | None = None, dark_from: float = 0.6
    ) -> None:
        self.image.setImage(values, autoLevels=False, levels=self.levels)
        if texts is not None:
            for r, line in enumerate(self.texts):
                for c, item in enumerate(line):
                    # White on the dark end of the colour scale, dark text elsewhere.
                    dark = bool(values[r, c] >= dark_from)
                    item.setText(texts[r][c], color=palette.WHITE if dark
                                 else palette.CHART_CELL_DARK_TEXT)

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


def set_title(plot: pg.PlotWidget, text: str) -> None:
    """Set a chart's title without letting it widen the chart: pyqtgraph makes a title's
    width the plot's minimum, which pushed narrow charts past their pane (clipped). A title
    wider than its chart is broken onto two lines instead (:func:`fit_title`)."""
    plot.setProperty("chartTitle", text)
    plot.setTitle(text)
    label = plot.getPlotItem().titleLabel
    label.setMinimumWidth(0)
    label._sizeHint[Qt.SizeHint.MinimumSize] = (0, label._sizeHint[Qt.SizeHint.MinimumSize][1])
    label.updateGeometry()
    fit_title(plot)


TITLE_LINE_HEIGHT = 24
"""Pixels per line of a chart title."""


def fit_title(plot: pg.PlotWidget) -> None:
    """Show the title on one line when it fits the chart's width, else on two, broken at the
    space nearest its middle (long translations and the pseudo-locale need this)."""
    text = plot.property("chartTitle")
    if not isinstance(text, str) or not text:
        return
    item = plot.getPlotItem()
    label = item.titleLabel
    room = max(plot.width() - 12, 1)
    lines = [text]
    label.setText(text)
    if label.item.boundingRect().width() > room and " " in text:
        middle = len(text) // 2
        spaces = [i for i, ch in enumerate(text) if ch == " "]
        cut = min(spaces, key=lambda i: abs(i - middle))
        lines = [text[:cut], text[cut + 1:]]
        label.setText("<br>".join(html.escape(line) for line in lines))
    height = TITLE_LINE_HEIGHT * len(lines) + 4
    label.setMaximumHeight(height)
    item.layout.setRowFixedHeight(0, height)


class TrendAxis(pg.DateAxisItem):
    """The x axis of the accuracy and time charts: days per day, session numbers per session.

    Per day it labels days as ``MM-DD`` (every 1, 2, 5, 10, 15 or 30 days) up to a few months
    on a narrow chart, where pyqtgraph's default falls back to bare month names (and its month
    and day labels collide); it never goes finer than a day, so one day of data is a labelled
    day, not a dot on an hourly axis. Per session (``numbers``) it labels the
    sessions 1, 2, 3 … and only whole numbers.
    """

    zoomLevels: OrderedDict[float, Any]
    """pyqtgraph's zoom levels (its attribute, untyped there): declared so mypy knows it."""

    def __init__(self) -> None:

        from pyqtgraph.graphicsItems import DateAxisItem as dates

        super().__init__(utcOffset=0)
        day = 24 * 3600
        days = dates.ZoomLevel(
            [dates.TickSpec(day, dates.makeSStepper(day), "%m-%d",
                            autoSkip=[1, 2, 5, 10, 15, 30])],
            "00/00/",
        )
        self.days = days
        """The zoom level of days, labelled as :func:`ui.words.short_day_text` writes a day."""
        years = next(iter(self.zoomLevels.items()))
        self.zoomLevels = OrderedDict([years, (30 * day, days)])
        self.numbers = False

    def set_numbers(self, numbers: bool) -> None:
        """Label session numbers (True) or days (False)."""
        if numbers != self.numbers:
            self.numbers = numbers
            self.picture = None
            self.update()

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[Any]:
        if not self.numbers:
            return list(super().tickValues(minVal, maxVal, size))
        levels = []
        for spacing, values in pg.AxisItem.tickValues(self, minVal, maxVal, size):
            whole = [v for v in values if v >= 1 and float(v).is_integer()]
            if spacing >= 1 and whole:
                levels.append((spacing, whole))
        if not levels:
            first, last = max(1, math.ceil(minVal)), math.floor(maxVal)
            levels = [(1.0, [float(n) for n in range(first, last + 1)])]
        return levels

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        if self.numbers:
            return [str(round(v)) for v in values]
        if self.zoomLevel is self.days:  # the day and month in the language's order
            return [short_day_text(datetime.fromtimestamp(v, UTC).date()) for v in values]
        return list(super().tickStrings(values, scale, spacing))


def line_plot() -> pg.PlotWidget:
    """A line chart over dates (or session numbers), scrolled and zoomed along x only."""
    plot = pg.PlotWidget(axisItems={"bottom": TrendAxis()})
    plot.setMouseEnabled(x=True, y=False)
    return plot


def lone_label(plot: pg.PlotWidget, color: str) -> pg.TextItem:
    """The value written over a chart's only point (one day or one session)."""
    label = pg.TextItem("", color=color, anchor=(0.5, 1.3))
    font = QFont()
    font.setBold(True)
    label.setFont(font)
    plot.addItem(label)
    return label


def step_bars(plot: pg.PlotWidget, fill: QColor, edge: str) -> pg.PlotDataItem:
    """Bars drawn as one filled step curve (x: the bar edges, one more than the heights),
    empty until :meth:`~pyqtgraph.PlotDataItem.setData` gives them heights."""
    return plot.plot(
        [0, 1],
        [0],
        stepMode="center",
        fillLevel=0,
        brush=fill,
        pen=pg.mkPen(edge, width=1),
    )


def goal_line(plot: pg.PlotWidget, value: float) -> pg.InfiniteLine:
    """The pass mark as a dashed horizontal line."""
    # Unlabelled: the legend line above the charts names it, and a label would cover data.
    line = pg.InfiniteLine(
        pos=value,
        angle=0,
        pen=pg.mkPen(GOAL_COLOR, width=1.5, style=Qt.PenStyle.DashLine),
    )
    plot.addItem(line)
    return line
