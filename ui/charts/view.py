"""Progress charts: accuracy and speed per day or session, draw heat map, Sam Kong, payouts.

:class:`ProgressPresenter` loads a page of plain series (:func:`trainer.stats.progress.
load_progress`, and for an instructor the cohort's lines) through the background helper
:mod:`ui.tasks`; :class:`ChartPanel` creates its plot items once and only calls
``setData``/``setImage``/``setText`` when new series arrive; :class:`ProgressScreen` adds the
filters. Run ``python -m ui.charts.view DB_URL NAME SECRET`` to open it on its own.
"""

from __future__ import annotations

import html
import logging
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import date, timedelta
from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.drills.cell import Cell
from trainer.drills.model import DrillKind
from trainer.errors import TrainerError
from trainer.samkong import ALL_LEVELS
from trainer.stats import (
    SESSION_WINDOW,
    THIRD_CARD_VALUES,
    WEAK_ERROR_RATE,
    ConfusionMatrix,
    DrawSides,
    ErrorBand,
    PassMark,
    PayoutErrors,
    Readiness,
    ReadinessStatus,
    Streaks,
    ThirdCardMap,
    TrendLines,
    third_card_totals,
)
from trainer.stats.progress import (
    CohortLines,
    CohortQuery,
    ProgressData,
    ProgressQuery,
    load_cohort_lines,
    load_progress,
)
from trainer.stats.values import (
    READINESS_DAYS,
    ExamStanding,
    ExamState,
    KindStat,
)
from trainer.store import Store
from ui.charts.daterange import DateRangeBar, macau_today
from ui.store_words import error_text
from ui.tasks import TaskRunner
from ui.words import Words, drill_kind_label

pg.setConfigOptions(antialias=True, background="w", foreground="#333")

log = logging.getLogger(__name__)

ACCURACY_COLOR = "#1f77b4"
COHORT_COLOR = "#8c8c8c"
GOAL_COLOR = "#2ca02c"
TIME_COLOR = "#d62728"
HEAT_COLORS = [(240, 248, 240), (255, 200, 60), (200, 30, 30)]
"""The Sam Kong matrix's continuous scale (its colour bar shows it)."""
BAND_COLORS: dict[ErrorBand, tuple[int, int, int]] = {
    ErrorBand.GOOD: (120, 190, 110),
    ErrorBand.WATCH: (245, 180, 50),
    ErrorBand.WEAK: (205, 45, 40),
}
"""The third-card map's green, amber and red (its legend names the error rates)."""
BAND_ORDER: tuple[ErrorBand, ...] = (ErrorBand.GOOD, ErrorBand.WATCH, ErrorBand.WEAK)
LEGEND_STEP = 4.0
"""Columns from one legend entry of the third-card map to the next."""
LEGEND_ROW = -1.0
"""The third-card map's legend row, in rows above the first (the y axis points down)."""
CONFUSION_FULL_SHARE = 0.25
"""The Sam Kong matrix is darkest red from this share of a row's hands named wrong."""
READINESS_COLORS = {
    ReadinessStatus.READY: "#1b5e20",
    ReadinessStatus.TOO_SLOW: "#8a5a00",
    ReadinessStatus.NOT_ACCURATE: "#b00020",
    ReadinessStatus.NOT_ENOUGH_DATA: "#6b6b6b",
}


def percent(share: float, decimals: int = 1) -> str:
    """A share (0.788) as a percentage in the user's locale: "78.8%", "78,8%"."""
    return QLocale().toString(share * 100, "f", decimals) + "%"


def seconds(ms: float) -> str:
    """Milliseconds as seconds in the user's locale and language: "1.2 s", "1,2 s", "1.2秒"."""
    return QCoreApplication.translate("Words", "{0} s").format(
        QLocale().toString(ms / 1000, "f", 1))


def count(n: int) -> str:
    """A whole number with the locale's digit grouping."""
    return QLocale().toString(n)


def kind_label(obj: QObject, kind: str | None) -> str:
    """The drill kind's name for people (``obj`` is kept for existing callers)."""
    return drill_kind_label(kind)


def ordered_kinds(kinds: Sequence[KindStat]) -> list[KindStat]:
    """Per-kind figures in the drills' own order (draw, call, payout, Sam Kong, shoe)."""
    order = [k.value for k in DrillKind]
    return sorted(
        kinds, key=lambda k: order.index(k.drill_kind) if k.drill_kind in order else len(order)
    )


class ChartWords(QObject):
    """Words the charts, the dashboard and the reports share, under one translation context
    (a helper taking any ``obj`` and calling ``obj.tr`` would be filed by lupdate under
    "obj" and looked up by Qt under the caller's class: never shown translated)."""

    def readiness(self, status: ReadinessStatus) -> str:
        """Readiness against the pass mark, as a sentence."""
        return {
            ReadinessStatus.READY: self.tr("Ready: meets the pass mark"),
            ReadinessStatus.TOO_SLOW: self.tr("Accurate, but not yet fast enough"),
            ReadinessStatus.NOT_ACCURATE: self.tr("Not yet accurate enough"),
            ReadinessStatus.NOT_ENOUGH_DATA: self.tr("Not enough recent practice to judge"),
        }[status]

    def readiness_short(self, status: ReadinessStatus) -> str:
        """Readiness in a table cell."""
        return {
            ReadinessStatus.READY: self.tr("Ready"),
            ReadinessStatus.TOO_SLOW: self.tr("Too slow"),
            ReadinessStatus.NOT_ACCURATE: self.tr("Not accurate yet"),
            ReadinessStatus.NOT_ENOUGH_DATA: self.tr("Not enough data"),
        }[status]

    def verdict(self, r: Readiness, short: bool = False) -> str:
        """The verdict with the drill that decided it, when a drill is not ready: "Not
        accurate yet: Draw decisions 25%", "Too slow: Shoe procedure" (readiness is
        judged per drill, the worst deciding); otherwise the verdict alone."""
        words = self.readiness_short(r.status) if short else self.readiness(r.status)
        if r.drill_kind is None:
            return words
        drill = drill_kind_label(r.drill_kind)
        if r.status is ReadinessStatus.NOT_ACCURATE and r.accuracy is not None:
            return (
                self.tr("{0}: {1} {2}%", "readiness: the verdict, the deciding drill, its accuracy")
                .format(words, drill, f"{r.accuracy * 100:.0f}")
            )
        if r.status is ReadinessStatus.TOO_SLOW:  # slow by its median or by its time-outs
            return (
                self.tr("{0}: {1}", "readiness: the verdict, the deciding drill")
                .format(words, drill)
            )
        return words

    def pass_mark(self, mark: PassMark) -> str:
        return (
            self.tr("Pass mark: {0}% right, median under {1} s (last {2} days).")
            .format(f"{mark.accuracy * 100:.0f}", f"{mark.median_ms / 1000:g}", str(READINESS_DAYS))
        )

    def exam(self, exam: ExamStanding) -> str:
        """The exam column: the latest sitting's state (and its score when finished)."""
        words = {
            ExamState.NONE: self.tr("no exam yet"),
            ExamState.INCOMPLETE: self.tr("incomplete"),
            ExamState.SCHEDULED: self.tr("scheduled"),
            ExamState.IN_PROGRESS: self.tr("in progress"),
            ExamState.FAILED: self.tr("failed"),
            ExamState.PASSED: self.tr("passed"),
        }[exam.state]
        if exam.score is not None and exam.state in (ExamState.FAILED, ExamState.PASSED):
            words += f" ({percent(exam.score, 0)})"
        if exam.tampered:
            words += " " + self.tr("⚠ TAMPERED: records changed after sealing")
        return words

    def period(self, since: date | None, until: date | None) -> str:
        if since is None and until is None:
            return self.tr("all time")
        start = since.isoformat() if since else "…"
        end = until.isoformat() if until else self.tr("today")
        return f"{start} – {end}"

    def period_name(self, since: date | None, until: date | None, today: date) -> str:
        """The period as the filter names it: "last 90 days", "all time", or its dates."""
        if since is not None and until in (None, today):
            return self.tr("last %n days", "the period a chart shows", (today - since).days + 1)
        return self.period(since, until)

    def readiness_period(self) -> str:
        """The period the readiness verdict judges (:data:`READINESS_DAYS`)."""
        return self.tr("last %n days", "the period a chart shows", READINESS_DAYS)

    def situation(self, kind: str, cell: str | None) -> str:
        """A drill cell in words (screens keep the raw code in a tooltip)."""
        parts = Cell.read(cell)
        if parts is None:
            return cell or ""
        if kind == "draw":
            if parts[-1] == "natural" and len(parts) == 3:
                hand = self.tr("Player") if parts.head == "player" else self.tr("Banker")
                return self.tr("{0} natural {1}").format(hand, parts[1])
            if parts.head == "banker" and len(parts) == 3:
                if parts[2] == "stood":
                    third = self.tr("Player stood")
                else:
                    third = self.tr("Player's third card {0}").format(parts[2])
                return self.tr("Banker {0}, {1}").format(parts[1], third)
            if parts.head == "player" and len(parts) == 2:
                return self.tr("Player {0}").format(parts[1])
        if kind == "samkong_level" and parts[-1].isdigit():
            return level_text(int(parts[-1]))
        if kind in ("payout", "samkong_payout") and len(parts) >= 3:
            bet = parts[-2]
            name = Words().bet(bet) if kind == "payout" else self._samkong_bet(bet)
            template = {
                "win": self.tr("{0} bet wins"),
                "lose": self.tr("{0} bet loses"),
                "push": self.tr("{0} bet stays (tie)"),
            }.get(parts[-1])
            if template is None:
                return self.tr("{0} bet").format(name)
            return template.format(name)
        if kind == "call":
            return {
                "tie": self.tr("Calling a tie"),
                "pair": self.tr("Calling a coup with a pair"),
                "natural": self.tr("Calling a natural"),
                "both_drew": self.tr("Calling a coup where both hands drew"),
                "one_drew": self.tr("Calling a coup where one hand drew"),
                "no_draw": self.tr("Calling a coup where neither hand drew"),
            }.get(parts[-1], self.tr("Calling the coup"))
        if kind == "samkong_doors":
            return {
                "tie": self.tr("A door that ties the banker"),
                "three_faces": self.tr("Doors with 三公 hands"),
                "same_points": self.tr("Equal points decided by faces"),
                "plain": self.tr("Plain door wins and losses"),
            }.get(parts[-1], self.tr("Sam Kong door results"))
        if kind == "shoe":
            return {
                "burn_first_card": self.tr("Burning by the first card"),
                "burn_decks": self.tr("Burning one card per deck"),
                "burn_fixed": self.tr("A fixed burn"),
                "cut_card": self.tr("Where the cut card goes"),
                "samkong_second_cut": self.tr("The Sam Kong second cut"),
                "last_coup": self.tr("The last coup"),
                "demonstration_coups": self.tr("Demonstration coups"),
                "exposed_card": self.tr("An exposed card"),
                "misdeal": self.tr("A misdeal"),
                "samkong_burn": self.tr("The Sam Kong burn"),
            }.get(parts[-1], self.tr("Shoe procedure"))
        # A cell this version does not know: its code, kept as stored.
        return cell

    def level(self, ordinal: int) -> str:
        """A Sam Kong level by its Chinese name, in the script of the user's language."""
        if not 1 <= ordinal <= len(ALL_LEVELS):
            return str(ordinal)
        level = ALL_LEVELS[ordinal - 1]
        return (
            self.tr(
                "{hant} ({ordinal})",
                "Sam Kong level in charts and logs. {hant}: Traditional Chinese name, {hans}: "
                "Simplified Chinese name, {ordinal}: its number in the annex. Use the ones "
                "your language needs."
            )
            .replace("{hant}", level.name_zh_hant)
            .replace("{hans}", level.name_zh_hans)
            .replace("{ordinal}", str(ordinal))
        )

    def _samkong_bet(self, bet: str) -> str:
        return {
            "door": self.tr("Door"),
            "tie": self.tr("Tie"),
            "odd": self.tr("Odd"),
            "even": self.tr("Even"),
            "point": self.tr("Point"),
            "three_faces": "三公",
        }.get(bet, bet)


def readiness_words(status: ReadinessStatus) -> str:
    return ChartWords().readiness(status)


def verdict_words(r: Readiness, short: bool = False) -> str:
    """A readiness verdict naming the drill that decided it (:meth:`ChartWords.verdict`)."""
    return ChartWords().verdict(r, short)


def pass_mark_words(mark: PassMark) -> str:
    return ChartWords().pass_mark(mark)


def level_text(ordinal: int) -> str:
    """A Sam Kong level for the hover read-out: its Chinese name and annex ordinal."""
    return ChartWords().level(ordinal)


# ---- presenter ---------------------------------------------------------------------------


class ProgressPresenter(QObject):
    """Holds the query, loads progress pages in the background and announces them.

    For an instructor comparing with a cohort, the cohort's lines are loaded by a second task
    and kept per (cohort, drill, period): choosing another trainee of the same cohort does
    not run the cohort query again.
    """

    sig_loading_changed = Signal(bool)
    """A load started (True) or the last one finished (False)."""
    sig_progress_loaded = Signal(object)
    """New series arrived: a :class:`~trainer.stats.progress.ProgressData`."""
    sig_cohort_loaded = Signal(object)
    """The cohort's lines to draw beside the trainee's (:class:`CohortLines`), or None."""
    sig_load_failed = Signal(str)
    """Loading failed; the message is for the user."""

    def __init__(
        self,
        store: Store,
        actor: Actor,
        user_id: int,
        parent: QObject | None = None,
        today: Callable[[], date] = macau_today,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.reports = store.reports
        self.query = ProgressQuery(user_id=user_id, since=today() - timedelta(days=89))
        self.cohort_id: int | None = None
        self.compare = False
        self.data: ProgressData | None = None
        self.cohort: CohortLines | None = None
        self._cohort_cache: dict[CohortQuery, CohortLines] = {}
        self.runner = TaskRunner(self)
        self.runner.sig_busy_changed.connect(self.sig_loading_changed)

    # ---- requests from the view

    def set_user(self, user_id: int, cohort_id: int | None = None, compare: bool = False) -> None:
        """Show ``user_id``; with ``compare``, beside the averages of ``cohort_id``."""
        self.query = replace(self.query, user_id=user_id)
        self.cohort_id = cohort_id
        self.compare = compare and self.actor.is_instructor
        self.reload()

    def set_drill_kind(self, kind: str | None) -> None:
        self.query = replace(self.query, drill_kind=kind)
        self.reload()

    def set_range(self, since: date | None, until: date | None = None) -> None:
        """Show local days ``since``..``until`` (None: open)."""
        self.query = replace(self.query, since=since, until=until)
        self.reload()

    def set_by_session(self, by_session: bool) -> None:
        self.query = replace(self.query, by_session=by_session)
        self.reload()

    def cohort_query(self) -> CohortQuery | None:
        """The cohort lines the current query needs (None: no comparison)."""
        q = self.query
        if not self.compare or q.by_session:
            return None
        return CohortQuery(self.cohort_id, q.drill_kind, q.since, q.until, q.window_days)

    def reload(self) -> None:
        self.runner.run(
            load_progress,
            self.store,
            self.reports,
            self.actor,
            self.query,
            on_done=self._loaded,
            on_error=self._failed,
        )
        wanted = self.cohort_query()
        if wanted is None:
            self._cohort_arrived(None)
        elif wanted in self._cohort_cache:
            self._cohort_arrived(self._cohort_cache[wanted])
        else:
            self.runner.run(
                load_cohort_lines,
                self.reports,
                self.actor,
                wanted,
                on_done=self._cohort_loaded,
                on_error=self._failed,
            )

    def forget_cohort_lines(self) -> None:
        """New practice may have been recorded: load cohort lines afresh next time."""
        self._cohort_cache.clear()

    def shutdown(self) -> None:
        self.runner.shutdown()

    # ---- results (GUI thread)

    def _loaded(self, data: ProgressData) -> None:
        if data.query != self.query:  # a newer request is on its way
            return
        self.data = data
        self.sig_progress_loaded.emit(data)

    def _cohort_loaded(self, lines: CohortLines) -> None:
        self._cohort_cache[lines.query] = lines
        if lines.query == self.cohort_query():
            self._cohort_arrived(lines)

    def _cohort_arrived(self, lines: CohortLines | None) -> None:
        self.cohort = lines
        self.sig_cohort_loaded.emit(lines)

    def _failed(self, error: BaseException) -> None:
        if not isinstance(error, TrainerError):
            log.error("loading progress failed", exc_info=error)
        self.sig_load_failed.emit(error_text(error))


# ---- the charts --------------------------------------------------------------------------


class _HeatPlot(pg.PlotWidget):
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
                    item = pg.TextItem("", color="#222", anchor=(0.5, 0.5))
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
                    item.setText(texts[r][c], color="#ffffff" if dark else "#222222")

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


def _title(plot: pg.PlotWidget, text: str) -> None:
    """Set a chart's title without letting it widen the chart: pyqtgraph makes a title's
    width the plot's minimum, which pushed narrow charts past their pane (clipped). A title
    wider than its chart is broken onto two lines instead (:func:`_fit_title`)."""
    plot.setProperty("chartTitle", text)
    plot.setTitle(text)
    label = plot.getPlotItem().titleLabel
    label.setMinimumWidth(0)
    label._sizeHint[Qt.SizeHint.MinimumSize] = (0, label._sizeHint[Qt.SizeHint.MinimumSize][1])
    label.updateGeometry()
    _fit_title(plot)


TITLE_LINE_HEIGHT = 24
"""Pixels per line of a chart title."""


def _fit_title(plot: pg.PlotWidget) -> None:
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
    day, not a dot on an hourly axis (issue 12). Per session (``numbers``) it labels the
    sessions 1, 2, 3 … and only whole numbers.
    """

    def __init__(self) -> None:
        from collections import OrderedDict

        from pyqtgraph.graphicsItems import DateAxisItem as dates

        super().__init__(utcOffset=0)
        day = 24 * 3600
        days = dates.ZoomLevel(
            [dates.TickSpec(day, dates.makeSStepper(day), "%m-%d",
                            autoSkip=[1, 2, 5, 10, 15, 30])],
            "00-00",
        )
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
        return list(super().tickStrings(values, scale, spacing))


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
        self._goal_s = 5.0
        self._period = ""
        self._good_rate = 0.10
        self._build()

    def _line_plot(self) -> pg.PlotWidget:
        plot = pg.PlotWidget(axisItems={"bottom": TrendAxis()})
        plot.setMouseEnabled(x=True, y=False)
        return plot

    def _lone_label(self, plot: pg.PlotWidget, color: str) -> pg.TextItem:
        """The value written over a chart's only point (one day or one session)."""
        label = pg.TextItem("", color=color, anchor=(0.5, 1.3))
        font = QFont()
        font.setBold(True)
        label.setFont(font)
        plot.addItem(label)
        return label

    def _goal(self, plot: pg.PlotWidget, value: float) -> pg.InfiniteLine:
        # Unlabelled: the legend line above the charts names it, and a label would cover data.
        line = pg.InfiniteLine(
            pos=value,
            angle=0,
            pen=pg.mkPen(GOAL_COLOR, width=1.5, style=Qt.PenStyle.DashLine),
        )
        plot.addItem(line)
        return line

    def _build(self) -> None:
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)

        # Accuracy per day, its rolling average, the cohort's, and the pass mark.
        self.accuracy_plot = self._line_plot()
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
        self.accuracy_goal = self._goal(self.accuracy_plot, 90)
        self.accuracy_lone = self._lone_label(self.accuracy_plot, ACCURACY_COLOR)

        # Median answer time per day.
        self.time_plot = self._line_plot()
        dot = QColor(TIME_COLOR).lighter(150)
        self.time_points = self.time_plot.plot(
            [], [], pen=None, symbol="o", symbolSize=5, symbolBrush=dot, symbolPen=None
        )
        self.time_line = self.time_plot.plot([], [], pen=pg.mkPen(TIME_COLOR, width=2.5))
        self.time_cohort = self.time_plot.plot(
            [], [], pen=pg.mkPen(COHORT_COLOR, width=2, style=Qt.PenStyle.DashLine)
        )
        self.time_goal = self._goal(self.time_plot, 5)
        self.time_lone = self._lone_label(self.time_plot, TIME_COLOR)
        self.time_plot.setXLink(self.accuracy_plot)

        # Draw decisions: Banker 3-6 x the Player's third card, green/amber/red by error rate.
        self.heat_plot = _HeatPlot(cell_text=True, bands=[BAND_COLORS[b] for b in BAND_ORDER])
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
            pen=pg.mkPen("#888"),
        )
        self.heat_plot.addItem(self.heat_legend_marks)
        self.heat_legend_texts: list[pg.TextItem] = []
        small = QFont()
        small.setPixelSize(11)
        for i in range(len(BAND_ORDER)):
            text = pg.TextItem("", color="#333", anchor=(0.0, 0.5))
            text.setFont(small)
            text.setPos(0.55 + LEGEND_STEP * i, LEGEND_ROW)
            self.heat_plot.addItem(text)
            self.heat_legend_texts.append(text)
        self.hover_label = QLabel()
        self.hover_label.setObjectName("chartHover")
        self.hover_label.setWordWrap(True)
        self.heat_plot.sig_hovered.connect(self.hover_label.setText)

        # Sam Kong: expected level x named level.
        self.confusion_plot = _HeatPlot()
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

        # Payout error rate by size of the right payout (bars drawn as a step curve).
        self.payout_plot = pg.PlotWidget()
        self.payout_plot.setMouseEnabled(False, False)
        self.payout_plot.hideButtons()
        self.payout_bars = self.payout_plot.plot(
            [0, 1],
            [0],
            stepMode="center",
            fillLevel=0,
            brush=QColor(255, 140, 40, 170),
            pen=pg.mkPen("#c05a00", width=1),
        )
        # Of those, the right amount paid in more chips than needed: its own grade (issue 12,
        # point 3), drawn over the orange bar from the bottom.
        self.payout_chip_bars = self.payout_plot.plot(
            [0, 1],
            [0],
            stepMode="center",
            fillLevel=0,
            brush=QColor(40, 110, 200, 190),
            pen=pg.mkPen("#1d4f91", width=1),
        )
        self.payout_texts: list[pg.TextItem] = []
        self.payout_plot.setYRange(0, 100)

        for plot in self.plots():
            # 140 high: three rows of charts and the legend fit the dashboard pane at 700 px.
            plot.setMinimumSize(240, 140)
            # The grid shares the room out evenly; a long title must not widen its chart.
            plot.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
            plot.getPlotItem().titleLabel.setMaximumHeight(24)
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
        holder.setStyleSheet(
            "QLabel, QTableWidget, QHeaderView::section { font-size: 13px; }"
            " QWidget#chartSide { background: transparent; }"
        )
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
        grid.addWidget(self.side_scroll, 3, 1)
        # The line charts and the figures beside the payouts get the most room; the
        # third-card map has only four rows.
        for r, stretch in ((1, 4), (2, 3), (3, 6)):
            grid.setRowStretch(r, stretch)
        for c in (0, 1):
            grid.setColumnStretch(c, 1)
        self.retranslate()

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
            _fit_title(plot)  # one line when the chart is wide enough, else two

    def _titled(self, text: str) -> str:
        """A chart title naming the period it covers (the filter's), so it is never read as
        the readiness verdict's last 14 days (issue 12)."""
        if not self._period:
            return text
        return (
            self.tr("{0} · {1}", "a chart's title · the period it covers")
            .format(text, self._period)
        )

    def retranslate(self) -> None:
        per = self.tr("per session") if self._by_session else self.tr("per day")
        _title(self.accuracy_plot, self._titled(self.tr("Accuracy {0} (%)").format(per)))
        _title(
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
        parts = [
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
        _title(
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
        _title(self.confusion_plot, self._titled(self.tr("Sam Kong levels: right × named")))
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
        _title(self.payout_plot, self._titled(self.tr(
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

    def legend_words(self) -> dict[ErrorBand, str]:
        """What each colour of the third-card map means, against the pass mark."""
        good = f"{self._good_rate * 100:g}"
        weak = f"{max(WEAK_ERROR_RATE, self._good_rate) * 100:g}"
        return {
            ErrorBand.GOOD: self.tr("≤{0}% wrong", "legend: error rate up to").format(good),
            ErrorBand.WATCH: self.tr("≤{0}%", "legend: error rate up to").format(weak),
            ErrorBand.WEAK: self.tr(">{0}%", "legend: error rate above").format(weak),
        }

    def retranslate_legend(self) -> None:
        words = self.legend_words()
        for band, text in zip(BAND_ORDER, self.heat_legend_texts, strict=True):
            text.setText(words[band])

    # ---- data in

    def show_progress(self, data: ProgressData) -> None:
        """Put a page's series into the existing plot items."""
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
        self.retranslate()
        self.fit_ranges(data.trend.x)

    def show_trend(self, lines: TrendLines) -> None:
        self.accuracy_points.setData(lines.accuracy_points.x, lines.accuracy_points.y)
        self.accuracy_line.setData(lines.accuracy_line.x, lines.accuracy_line.y)
        self.time_points.setData(lines.time_points.x, lines.time_points.y)
        self.time_line.setData(lines.time_line.x, lines.time_line.y)
        # One day or one session: its value written over the point, which would otherwise be
        # a lone dot hard to read against the axis.
        for label, points, text in (
            (self.accuracy_lone, lines.accuracy_points, lambda v: percent(v / 100)),
            (self.time_lone, lines.time_points, lambda v: seconds(v * 1000)),
        ):
            if len(points) == 1:
                label.setText(text(points.y[0]))
                label.setPos(points.x[0], points.y[0])
            else:
                label.setText("")
        self._fit_time()

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
        self.retranslate()

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
            item = pg.TextItem("", color="#5a2a00", anchor=(0.5, 1.0))
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
        if r.accuracy is not None and r.median_ms is not None:
            numbers = (
                self.tr("{0} answers, {1}% right, median {2} s", "the readiness verdict's figures")
                .format(f"{r.attempts:,}", f"{r.accuracy * 100:.1f}", f"{r.median_ms / 1000:.1f}")
            )
            if r.drill_kind is not None and len(r.drills) > 1:  # the deciding drill's figures
                numbers = (
                    self.tr("{0}: {1}", "the deciding drill: its readiness figures")
                    .format(drill_kind_label(r.drill_kind), numbers)
                )
        goal = (
            self.tr("pass mark {0}%, under {1} s")
            .format(f"{mark.accuracy * 100:.0f}", f"{mark.median_ms / 1000:g}")
        )
        color = READINESS_COLORS[r.status]
        # The verdict names its own period: the charts show the filter's (issue 12).
        verdict = (
            self.tr("{0} ({1})", "readiness verdict (the period it judges)")
            .format(verdict_words(r), ChartWords().readiness_period())
        )
        self.readiness_label.setText(
            f"<b style='color:{color}'>{html.escape(verdict)}</b><br>{numbers} ({goal})."
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
                    item.setForeground(QColor("#555555"))
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
            parts = [
                self.tr("{0} named {1} ({2}×)")
                .format(level_text(e), level_text(g) if g is not None else self.no_answer(), str(n))
                for e, g, n in mistakes
            ]
            lines.append(self.tr("Sam Kong mix-ups: ") + self.tr(
                "; ", "separator between Sam Kong mix-ups").join(parts))
        if sides.banker_other_attempts:
            lines.append(self.draw_errors_text(sides))
        self.mistakes_label.setText("<br>".join(lines))

    def no_answer(self) -> str:
        """A Sam Kong hand with no level named (a time-out): never the payout's "nothing"."""
        return self.tr("no answer", "the trainee did not answer: no Sam Kong level named")

    def draw_errors_text(self, sides: DrawSides) -> str:
        """The Banker's decisions the third-card map leaves out (the table above counts the
        Player's and the Banker's apart)."""
        return (
            self.tr(
                "Banker decisions off the map (0-2, 7, Player stood, naturals): {0} wrong of {1}."
            ).format(count(sides.banker_other_wrong), count(sides.banker_other_attempts))
        )

    def streaks_text(self, runs: Streaks) -> str:
        """The streak milestones: the best run, each milestone reached (and when), the next."""
        text = self.tr("Right answers in a row: best {0}.").format(count(runs.longest))
        if runs.reached:
            reached = self.tr(", ", "separator between streak milestones").join(
                self.tr("{0} on {1}", "a streak milestone and the day it was first reached")
                .format(count(m), f"{day:%m-%d}")
                for m, day in runs.reached
            )
            text += " " + self.tr("Milestones: {0}.").format(reached)
        if runs.next is not None:
            text += " " + self.tr("Next: {0} in a row.").format(count(runs.next))
        return text

    # ---- hover texts

    def _describe_heat(self, row: int, col: int) -> str:
        heat = self._heat
        if heat is None:
            return ""
        n, w = heat.attempts[row][col], heat.wrong[row][col]
        third_text = self.tr("Player's third card {0}").format(str(heat.values[col]))
        decision = self.tr("Banker draws") if heat.draws[row][col] else self.tr("Banker stands")
        total = str(heat.totals[row])
        if not n:
            return (
                self.tr("Banker {0}, {1} ({2}): no answers yet").format(total, third_text, decision)
            )
        return (
            self.tr("Banker {0}, {1} ({5}): {2} wrong of {3} ({4}%)")
            .format(total, third_text, str(w), str(n), f"{100 * w / n:.0f}", decision)
        )

    def _describe_confusion(self, row: int, col: int) -> str:
        m = self._confusion
        if m is None:
            return ""
        expected = row + 1
        answered = None if col >= len(m.levels) else col + 1
        count = m.count(expected, answered)
        named = self.no_answer() if answered is None else level_text(answered)
        return (
            self.tr("{0} named {1}: {2} times of {3}")
            .format(level_text(expected), named, str(count), str(sum(m.counts[row])))
        )

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


# ---- the screen --------------------------------------------------------------------------


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
        self.presenter = ProgressPresenter(
            store, actor, user_id if user_id is not None else actor.user_id, self
        )
        self._build(compact)
        p = self.presenter
        p.sig_loading_changed.connect(self._show_loading)
        p.sig_progress_loaded.connect(self.show_progress)
        p.sig_cohort_loaded.connect(self._show_cohort)
        p.sig_load_failed.connect(self._show_error)
        self.kind_combo.currentIndexChanged.connect(self._kind_chosen)
        self.period.sig_range_changed.connect(self.presenter.set_range)
        self.per_combo.currentIndexChanged.connect(self._per_chosen)
        self.destroyed.connect(p.shutdown)
        self.retranslate()

    def _build(self, compact: bool) -> None:
        outer = QVBoxLayout(self)
        if compact:
            outer.setContentsMargins(4, 4, 4, 4)
        bar = QHBoxLayout()
        self._compact = compact
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.kind_combo = QComboBox()
        self.kind_combo.setObjectName("kindCombo")
        # "" for all drills: item data is never None (see ui.charts.daterange.ALL_TIME).
        for kind in ("", *(k.value for k in DrillKind)):
            self.kind_combo.addItem("", kind)
        self.period = DateRangeBar(default_days=90)
        # Combos as wide as a short name, not the longest one: the dashboard's pane is narrow.
        for combo in (self.kind_combo, self.period.combo):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(12)
        self.per_combo = QComboBox()
        self.per_combo.setObjectName("perCombo")
        self.per_combo.addItem("", False)
        self.per_combo.addItem("", True)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(100)
        self.busy.setTextVisible(False)
        self.busy.setVisible(False)
        self.status = QLabel()
        self.status.setObjectName("progressStatus")
        if not compact:
            bar.addWidget(self.title)
        bar.addStretch(1)
        self.kind_caption = kind_caption = QLabel()
        kind_caption.setBuddy(self.kind_combo)
        self.range_caption = range_caption = QLabel()
        range_caption.setBuddy(self.period.combo)
        bar.addWidget(self.busy)
        bar.addWidget(kind_caption)
        bar.addWidget(self.kind_combo)
        bar.addWidget(range_caption)
        bar.addWidget(self.period)
        bar.addWidget(self.per_combo)
        outer.addLayout(bar)
        line = QHBoxLayout()
        self.summary = QLabel()
        self.summary.setObjectName("progressSummary")
        self.summary.setWordWrap(True)
        line.addWidget(self.summary, 1)
        line.addWidget(self.status)
        outer.addLayout(line)
        self.charts = ChartPanel()
        if compact:
            # The dashboard's pane is narrow: the best run is on the summary line already.
            self.charts.kinds_table.setColumnHidden(4, True)
        outer.addWidget(self.charts, 1)

    def retranslate(self) -> None:
        """Word every label, filter, title, axis and legend (again after a language change)."""
        if not self._compact:
            self.title.setText(self.tr("Progress"))
        for index in range(self.kind_combo.count()):
            kind = self.kind_combo.itemData(index) or None
            self.kind_combo.setItemText(index, kind_label(self, kind))
        self.per_combo.setItemText(0, self.tr("per day"))
        self.per_combo.setItemText(1, self.tr("per session"))
        self.kind_caption.setText(self.tr("&Drill:"))
        self.range_caption.setText(self.tr("&Period:"))
        self.period.retranslate()
        self.charts.retranslate()
        if self.presenter.data is not None:
            self.show_progress(self.presenter.data)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ---- screen life

    def enter(self) -> None:
        """The screen is shown: load (again) so it reflects the latest practice."""
        self.presenter.forget_cohort_lines()
        self.presenter.reload()

    def leave(self) -> None:
        """The screen is left: nothing is kept running for it."""
        self._show_loading(False)

    def set_user(self, user_id: int, cohort_id: int | None = None, compare: bool = False) -> None:
        """Show another trainee (the store refuses this to a trainee)."""
        self.presenter.set_user(user_id, cohort_id, compare)

    # ---- view -> presenter

    def _kind_chosen(self, index: int) -> None:
        self.presenter.set_drill_kind(self.kind_combo.itemData(index) or None)

    def _per_chosen(self, index: int) -> None:
        self.presenter.set_by_session(bool(self.per_combo.itemData(index)))

    # ---- presenter -> view

    def _show_loading(self, loading: bool) -> None:
        self.busy.setVisible(loading)
        if loading:
            self.status.setText(self.tr("Loading…"))
        elif self.status.text() == self.tr("Loading…"):
            self.status.setText("")

    def _show_error(self, message: str) -> None:
        self.status.setText(message)

    def _show_cohort(self, lines: CohortLines | None) -> None:
        self.charts.show_cohort(lines.lines if lines is not None else None)

    def show_progress(self, data: ProgressData) -> None:
        """Put new series into the existing plot items."""
        self.charts.show_progress(data)
        kind = kind_label(self, data.query.drill_kind)
        period = ChartWords().period_name(data.query.since, data.query.until, data.today)
        if data.attempts:
            # The streak milestones go on this full-width line: the figures beside the
            # charts have no room left in the dashboard's narrow pane.
            self.summary.setText(
                self.tr("{0}, {3}: {1} answers, {2}% right.")
                .format(
                    kind, f"{data.attempts:,}", f"{100 * data.correct / data.attempts:.1f}", period,
                )
                + " "
                + self.charts.streaks_text(data.streaks)
            )
        else:
            self.summary.setText(self.tr("No practice recorded in this period yet."))

    def chart_images(self) -> list[tuple[str, QImage]]:
        return self.charts.chart_images()


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
    screen.show()
    screen.enter()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
