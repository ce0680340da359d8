"""The rounds-an-hour chart's one value (a single day dealt) is written inside the chart, not
cut at its top, on Progress and the Dashboard (both draw :class:`TableGameCharts`), in
English and 繁體中文."""

from __future__ import annotations

import pytest

from trainer.stats.series import Series
from trainer.stats.table import TableFigures
from ui.charts.table import TableGameCharts


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
@pytest.mark.parametrize("height", [300, 420])
def test_a_lone_pace_value_stays_inside_the_chart(qtbot, translations, language,
                                                  height) -> None:
    translations.install(language)
    charts = TableGameCharts("samkong", lambda n: str(n))
    qtbot.addWidget(charts)
    charts.resize(600, height)
    charts.show()
    qtbot.waitExposed(charts)
    figures = TableFigures(pace=Series((1000.0,), (652.0,)), pace_target=48)
    charts.show_table(figures)
    label = charts.pace_lone
    assert label.toPlainText() == "652"
    view = charts.pace_plot.getPlotItem().getViewBox()

    def inside() -> bool:
        return view.sceneBoundingRect().contains(label.sceneBoundingRect())

    qtbot.waitUntil(inside)
