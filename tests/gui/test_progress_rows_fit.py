"""Progress at 1024 x 700, in English and 繁體中文: the Table's step labels and the Banker 3-6
map's row labels are drawn apart (they were drawn over one another: the accuracy chart gave
thirty step kinds the height of a dozen, the map's four rows were squashed), each row at least
as high as its label. The rectangles are pyqtgraph's own, the ones the axis draws its labels
in."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from tests.gui.test_table_everywhere import choose_kind, deal_shoe, open_progress
from trainer.auth import Actor
from trainer.kinds import TABLE_KIND
from trainer.stats.table import STEP_ORDER
from trainer.store import Store
from trainer.table.score import KindScore

pytestmark = pytest.mark.qt_log_level_fail("WARNING")

MORE_CELLS = ("fault:over_max", "fault:under_min", "fault:late_bet", "fault:not_multiple",
              "pay:banker", "pay:player", "pay:tie", "pay:player_pair", "pay:banker_pair",
              "shoe:cut", "shoe:burn", "shoe:burn_coup", "cash:count", "cash:chips")
"""With :data:`STEP_ORDER`, the step kinds of a trainee who has dealt every step there is."""


def label_rects(plot) -> list[tuple[str, QRectF]]:
    """The left axis's labels and the rectangles it draws them in (scene coordinates)."""
    axis = plot.getAxis("left")
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    assert specs is not None
    texts = specs[2]
    return sorted(((text, axis.mapRectToScene(rect)) for rect, _flags, text in texts),
                  key=lambda pair: pair[1].top())


def row_height(plot, first: float, second: float) -> float:
    view = plot.getPlotItem().getViewBox()
    return abs(view.mapViewToScene(QPointF(0, second)).y()
               - view.mapViewToScene(QPointF(0, first)).y())


def assert_apart(labels: list[tuple[str, QRectF]], count: int) -> None:
    assert len(labels) == count, [text for text, _ in labels]
    for (one, above), (two, below) in pairwise(labels):
        assert not above.intersects(below), (one, above, two, below)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_every_table_step_label_stands_apart(qtbot, store: Store, trainee: Actor,
                                             translations, language: str) -> None:
    assert translations.install(language)
    deal_shoe(qtbot, store, trainee)
    screen = open_progress(qtbot, store, trainee)
    screen.resize(1024, 640)  # the Progress page in a 1024 x 700 window
    choose_kind(qtbot, screen, TABLE_KIND)
    charts = screen.table_charts
    every = tuple(KindScore(cell, 9, 10) for cell in (*STEP_ORDER, *MORE_CELLS))
    charts.show_table(replace(charts.figures, kinds=every))
    plot = charts.steps_plot
    qtbot.waitUntil(lambda: plot.height() >= plot.minimumHeight())
    QApplication.processEvents()
    labels = label_rects(plot)
    assert_apart(labels, len(every))
    assert [text for text, _ in labels] == charts.step_labels()
    pitch = row_height(plot, 0, 1)
    assert pitch >= max(rect.height() for _, rect in labels)
    # The charts scroll to the last rows and the pace chart under them; nothing is wider.
    scroll = charts.charts_scroll
    assert scroll is not None
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0
    assert scroll.widget().width() <= scroll.viewport().width()


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_banker_3_to_6_map_has_rows_as_high_as_their_labels(
        qtbot, store: Store, trainee: Actor, translations, language: str) -> None:
    assert translations.install(language)
    screen = open_progress(qtbot, store, trainee)
    screen.resize(1024, 640)
    choose_kind(qtbot, screen, "draw")
    plot = screen.charts.heat_plot
    QApplication.processEvents()
    labels = label_rects(plot)
    assert_apart(labels, 4)
    assert [text for text, _ in labels] == ["3", "4", "5", "6"]
    cell = row_height(plot, 0, 1)
    assert cell >= max(rect.height() for _, rect in labels) + 2
    assert cell >= 16  # a square of the map as high as a line of text, at least
    assert plot.geometry().bottom() <= screen.charts.height()


def test_a_step_at_the_pass_mark_is_not_drawn_in_the_chips_blue(qtbot, store: Store,
                                                                 trainee: Actor) -> None:
    """The title says "blue: right amount, not the fewest chips": a step kind's own bar at or
    over the pass mark is another colour (it was the charts' blue, so every bar read as a
    chip fault), one under it red, and the chips' part blue."""
    deal_shoe(qtbot, store, trainee)
    screen = open_progress(qtbot, store, trainee)
    choose_kind(qtbot, screen, TABLE_KIND)
    charts = screen.table_charts
    kinds = (KindScore("pay:banker", 8, 10, 2), KindScore("take", 10, 10), KindScore("deal", 1, 10))
    charts.show_table(replace(charts.figures, kinds=kinds))
    bars = charts.steps_bars.opts["brushes"]
    chips = charts.steps_chip_bars.opts["brush"]
    blue = pg.mkBrush(chips).color().hue()
    # hues at least 40 degrees apart (the charts' blue, 205, was 9 from the chips' 214)
    apart = [min(abs(pg.mkBrush(b).color().hue() - blue),
                 360 - abs(pg.mkBrush(b).color().hue() - blue)) >= 40 for b in bars]
    assert apart == [True, True, True]
    assert pg.mkBrush(bars[1]).color() != pg.mkBrush(bars[2]).color()  # at the mark, under it
