"""The Table's charts: accuracy per step kind and coups per hour over time, for
Progress and for the Dashboard's trainee (the drill filter on "Table").

Plain series from :func:`trainer.stats.table.table_figures`; the plot items are made once
and only get new data (``setOpts``/``setData``/``setText``), as in
:class:`~ui.charts.panel.ChartPanel`.
"""

from __future__ import annotations

from collections.abc import Callable

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QColor, QImage, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from trainer.stats import PassMark
from trainer.stats.table import TableFigures, counted_as_errors
from trainer.stats.table_games import TABLE_GAMES, GameFigures
from trainer.table.game import BACCARAT
from trainer.table.samkong.profile import GAME as SAMKONG
from ui import palette
from ui.charts.plots import (
    ACCURACY_COLOR,
    GOAL_COLOR,
    TIME_COLOR,
    fit_title,
    goal_line,
    line_plot,
    lone_label,
    row_pitch,
    rows_height,
    set_title,
)
from ui.felt.steps import samkong_step_name, step_name
from ui.looks import set_look
from ui.widgets.retranslating import Retranslating

BAR_HEIGHT = 0.7
"""A step kind's bar, in rows."""
LABEL_INSIDE_FROM = 15.0
"""A bar at least this wide (per cent) holds its count; a shorter one has it after it."""
STEP_BAR = QColor(palette.TABLE_STEP_BAR)
"""A step kind at or over the pass mark (not the charts' blue: the blue here is the chips')."""
WEAK_BAR = QColor(TIME_COLOR)
"""A step kind under the pass mark is drawn in the red of the charts' warnings."""
NOT_FEWEST_BAR = QColor(*palette.PAYOUT_CHIP_FILL)
"""Payouts of the right amount in more chips than needed: the blue of Practice's payout
chart, drawn after the kind's accuracy bar."""
ERROR_INK = palette.ALERT
translate = QCoreApplication.translate  # the charts' one context, TableCharts, for both games
"""A step kind recorded only when wrong is a count of mistakes, written in red, no bar."""


class TableGameCharts(QWidget):
    """One game's charts under its heading: accuracy per step kind (bars, one row per kind
    in the order a coup or round reaches them) and coups (rounds) per hour per day against the
    target pace."""

    def __init__(self, game: str, wrong: Callable[[int], str],
                 parent: QWidget | None = None) -> None:
        """``wrong``: a count of mistakes in words (the charts' one context)."""
        super().__init__(parent)
        self.game = game
        self._wrong = wrong
        self.setObjectName(f"tableCharts_{game}")
        self.figures = TableFigures()
        self.pass_mark = PassMark()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        self.heading.setObjectName("tableGameHeading")
        set_look(self.heading, "heading")
        layout.addWidget(self.heading)

        self.steps_plot = pg.PlotWidget()
        self.steps_plot.setMouseEnabled(False, False)
        self.steps_plot.hideButtons()
        self.steps_plot.invertY(True)  # the first step of a coup on top
        self.steps_plot.setXRange(0, 100, padding=0.02)
        self.steps_bars = pg.BarGraphItem(
            x0=[], y=[], width=[], height=BAR_HEIGHT, brush=STEP_BAR, pen=None)
        self.steps_plot.addItem(self.steps_bars)
        self.steps_chip_bars = pg.BarGraphItem(
            x0=[], y=[], width=[], height=BAR_HEIGHT, brush=NOT_FEWEST_BAR, pen=None)
        self.steps_plot.addItem(self.steps_chip_bars)
        self.steps_goal = pg.InfiniteLine(
            pos=90, angle=90, pen=pg.mkPen(GOAL_COLOR, width=1.5, style=Qt.PenStyle.DashLine))
        self.steps_plot.addItem(self.steps_goal)
        self.steps_texts: list[pg.TextItem] = []

        self.pace_plot = line_plot()
        dot = QColor(ACCURACY_COLOR).lighter(150)
        self.pace_points = self.pace_plot.plot(
            [], [], pen=None, symbol="o", symbolSize=6, symbolBrush=dot, symbolPen=None)
        self.pace_line = self.pace_plot.plot([], [], pen=pg.mkPen(ACCURACY_COLOR, width=2.5))
        self.pace_goal = goal_line(self.pace_plot, self.figures.pace_target)
        self.pace_lone = lone_label(self.pace_plot, ACCURACY_COLOR)
        # Beside the point, not over it: the point of a lone day is near the top of a short
        # chart (a pace far over the target), where a label above it was cut.
        self.pace_lone.setAnchor((-0.2, 0.5))

        for plot in self.plots():
            plot.setMinimumSize(240, 140)
            plot.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        layout.addWidget(self.steps_plot, 3)
        layout.addWidget(self.pace_plot, 2)

    def plots(self) -> tuple[pg.PlotWidget, ...]:
        return (self.steps_plot, self.pace_plot)

    # ---- words --------------------------------------------------------------------------

    def retranslate(self) -> None:
        if self.game == SAMKONG:
            self.heading.setText(translate("TableCharts", "Sam Kong Table"))
            set_title(self.steps_plot, translate(
                "TableCharts", "Sam Kong Table: accuracy per step (%; blue: right amount, "
                "not the fewest chips)"))
            set_title(self.pace_plot, translate("TableCharts", "Sam Kong Table: rounds per hour"))
            self.pace_plot.setLabel("left", translate("TableCharts", "rounds/h"))
        else:
            self.heading.setText(translate("TableCharts", "Baccarat Table"))
            set_title(self.steps_plot, translate(
                "TableCharts", "Table: accuracy per step (%; blue: right amount, not the "
                "fewest chips)"))
            set_title(self.pace_plot, translate("TableCharts", "Table: coups per hour"))
            self.pace_plot.setLabel("left", translate("TableCharts", "coups/h"))
        self.show_table(self.figures, self.pass_mark)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for plot in self.plots():
            fit_title(plot)

    def row_pitch(self) -> int:
        """The least height of a step kind's row: its label's, and a gap."""
        return row_pitch(self.steps_plot)

    def step_labels(self) -> list[str]:
        """The step kinds shown, in words, top to bottom (a Sam Kong step without the game's
        name: its section's heading says it)."""
        name = samkong_step_name if self.game == SAMKONG else step_name
        return [name(k.kind) for k in self.figures.kinds]

    # ---- data ---------------------------------------------------------------------------

    def show_table(self, figures: TableFigures, pass_mark: PassMark | None = None) -> None:
        """Put new figures into the existing plot items."""
        self.figures = figures
        if pass_mark is not None:
            self.pass_mark = pass_mark
        goal = self.pass_mark.accuracy * 100
        kinds = figures.kinds
        rows = list(range(len(kinds)))
        # A kind recorded only when wrong has no accuracy to draw: its mistakes are counted.
        errors = [counted_as_errors(k) for k in kinds]
        widths = [0.0 if err else k.accuracy * 100 for k, err in zip(kinds, errors, strict=True)]
        self.steps_bars.setOpts(
            x0=[0.0] * len(rows), y=rows, width=widths, height=BAR_HEIGHT,
            brushes=[pg.mkBrush(STEP_BAR if w >= goal else WEAK_BAR) for w in widths])
        # The right amount in too many chips: counted wrong, and apart (blue), as Practice.
        chip_widths = [0.0 if err or not k.total else k.not_fewest / k.total * 100
                       for k, err in zip(kinds, errors, strict=True)]
        self.steps_chip_bars.setOpts(
            x0=widths, y=rows, width=chip_widths, height=BAR_HEIGHT, brush=NOT_FEWEST_BAR)
        self.steps_goal.setValue(goal)
        self.steps_plot.getAxis("left").setTicks([list(zip(rows, self.step_labels(),
                                                            strict=True))])
        while len(self.steps_texts) < len(kinds):
            item = pg.TextItem("", color=palette.CHART_FOREGROUND, anchor=(0.0, 0.5))
            self.steps_plot.addItem(item)
            self.steps_texts.append(item)
        for i, item in enumerate(self.steps_texts):
            if i < len(kinds) and errors[i]:
                item.setText(self._wrong(kinds[i].total))
                item.setColor(ERROR_INK)
                item.setPos(1.0, i)
            elif i < len(kinds):
                # "right/total" at the bar's foot, clear of the pass-mark line: inside a
                # long bar in white, after a short one in ink.
                inside = widths[i] >= LABEL_INSIDE_FROM
                item.setText(f"{kinds[i].right}/{kinds[i].total}")
                item.setColor(palette.WHITE if inside else palette.CHART_FOREGROUND)
                item.setPos(1.0 if inside else widths[i] + chip_widths[i] + 1.0, i)
            else:
                item.setText("")
        self.steps_plot.setYRange(-0.5, max(len(kinds), 1) - 0.5, padding=0.02)
        self.steps_plot.setMinimumHeight(max(140, rows_height(self.steps_plot, len(kinds))))
        x, y = figures.pace.x, figures.pace.y
        self.pace_points.setData(list(x), list(y))
        self.pace_line.setData(list(x), list(y))
        if len(x) == 1:
            self.pace_lone.setText(f"{y[0]:.0f}")
            self.pace_lone.setPos(x[0], y[0])
        else:
            self.pace_lone.setText("")
        self.pace_goal.setValue(figures.pace_target)  # the profile's target, not a constant
        top = max([*y, float(figures.pace_target)])
        self.pace_plot.setYRange(0, top * 1.2, padding=0)
        if x:
            self.pace_plot.setXRange(min(x) - 43200, max(x) + 43200, padding=0.02)



class TableCharts(Retranslating, QWidget):
    """The Table's charts game by game, each under its own heading: the baccarat Table's
    steps and pace apart from the Sam Kong Table's (rounds an hour); a game never dealt is
    not shown. The baccarat section's plot items are this widget's too (``steps_plot``...)."""

    def __init__(self, parent: QWidget | None = None, scrolls: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("tableCharts")
        self.pass_mark = PassMark()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        # Every step kind's row as high as its label: with thirty kinds at 1024 x 700 the
        # labels were drawn over one another. The charts scroll when the rows need more;
        # ``scrolls`` False where the page around them scrolls already (the Dashboard's
        # pane: a scroll area in a scroll area hid the Sam Kong section below a second bar
        # and cut the plots at the pane's right edge).
        inside = QWidget()
        self.charts_scroll: QScrollArea | None = None
        if scrolls:
            self.charts_scroll = QScrollArea()
            self.charts_scroll.setObjectName("tableChartsScroll")
            self.charts_scroll.setFrameShape(QFrame.Shape.NoFrame)
            self.charts_scroll.setWidgetResizable(True)
            self.charts_scroll.setHorizontalScrollBarPolicy(
                Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.charts_scroll.setWidget(inside)
            outer.addWidget(self.charts_scroll)
        else:
            outer.addWidget(inside)
        layout = QVBoxLayout(inside)
        layout.setContentsMargins(0, 0, 0, 0)
        self.sections = {game: TableGameCharts(game, self.wrong_text) for game in TABLE_GAMES}
        for section in self.sections.values():
            layout.addWidget(section, 1)
        self.games: tuple[GameFigures, ...] = ()
        baccarat = self.sections[BACCARAT]
        self.samkong = self.sections[SAMKONG]
        self.steps_plot, self.steps_bars = baccarat.steps_plot, baccarat.steps_bars
        self.steps_chip_bars, self.steps_goal = baccarat.steps_chip_bars, baccarat.steps_goal
        self.steps_texts = baccarat.steps_texts
        self.pace_plot, self.pace_points = baccarat.pace_plot, baccarat.pace_points
        self.pace_line, self.pace_goal = baccarat.pace_line, baccarat.pace_goal
        self.pace_lone = baccarat.pace_lone
        self.show_games(())
        self.retranslate()

    @property
    def figures(self) -> TableFigures:
        """The baccarat Table's figures shown."""
        return self.sections[BACCARAT].figures

    def plots(self) -> tuple[pg.PlotWidget, ...]:
        return tuple(p for s in self.sections.values() if not s.isHidden() for p in s.plots())

    def retranslate(self) -> None:
        for section in self.sections.values():
            section.retranslate()

    def wrong_text(self, count: int) -> str:
        return self.tr("%n wrong", "a Table step kind recorded only when wrong: its count, "
                       "not a share", count)

    def row_pitch(self) -> int:
        return self.sections[BACCARAT].row_pitch()

    def step_labels(self) -> list[str]:
        """The baccarat Table's step kinds shown, in words, top to bottom."""
        return self.sections[BACCARAT].step_labels()

    def headings(self) -> list[str]:
        """The headings of the games shown, top to bottom."""
        return [s.heading.text() for s in self.sections.values() if not s.isHidden()]

    # ---- data ---------------------------------------------------------------------------

    def show_games(self, games: tuple[GameFigures, ...],
                   pass_mark: PassMark | None = None) -> None:
        """Each game's figures in its section; the games not in ``games`` hidden (none
        dealt: the baccarat Table's, empty)."""
        if pass_mark is not None:
            self.pass_mark = pass_mark
        self.games = games
        shown = {g.game: g.figures for g in games} or {BACCARAT: TableFigures()}
        for game, section in self.sections.items():
            section.setVisible(game in shown)
            section.show_table(shown.get(game, TableFigures()), self.pass_mark)

    def show_table(self, figures: TableFigures, pass_mark: PassMark | None = None) -> None:
        """The baccarat Table's figures alone."""
        self.show_games((GameFigures(BACCARAT, figures),), pass_mark)

    def chart_images(self, size: QSize | None = None) -> list[tuple[str, QImage]]:
        out: list[tuple[str, QImage]] = []
        for plot in self.plots():
            if size is not None:
                plot.resize(size)
            out.append((plot.getPlotItem().titleLabel.text, plot.grab().toImage()))
        return out
