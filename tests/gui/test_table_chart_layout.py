"""Layout rules of the Table's accuracy chart (docs/screens.md, "Seen in these pictures"):
each step kind's count ("right/total") stands clear of the dashed pass-mark line, inside the
plot, at the smallest window the app supports."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from tests.gui.test_table_everywhere import choose_kind, deal_shoe, open_progress
from trainer.auth import Actor
from trainer.kinds import TABLE_KIND
from trainer.store import Store


def test_the_step_counts_stand_clear_of_the_pass_mark_line(
    qtbot, store: Store, trainee: Actor
) -> None:
    deal_shoe(qtbot, store, trainee)
    screen = open_progress(qtbot, store, trainee)
    screen.resize(1024, 640)  # the Progress page in a 1024 x 700 window
    choose_kind(qtbot, screen, TABLE_KIND)
    charts = screen.table_charts
    kinds = charts.figures.kinds
    assert kinds and any(k.accuracy == 1.0 for k in kinds)  # full bars reach past the line
    view = charts.steps_plot.getPlotItem().getViewBox()
    goal = charts.steps_goal.value()
    qtbot.waitUntil(lambda: view.sceneBoundingRect().width() > 300)
    line_x = view.mapViewToScene(QPointF(goal, 0)).x()
    plot_area = view.sceneBoundingRect()
    for kind, text in zip(kinds, charts.steps_texts, strict=False):
        box = text.sceneBoundingRect()
        assert text.toPlainText() == f"{kind.right}/{kind.total}"
        assert not box.left() <= line_x <= box.right(), (kind.kind, box, line_x)
        assert plot_area.contains(box), (kind.kind, box, plot_area)
