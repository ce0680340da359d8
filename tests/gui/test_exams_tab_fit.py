"""The Dashboard's Exams tab fits a 1280x800 window (session 8, issue 16): on the demo school
(a wide roster beside it) and an exam with a long name, the trainee's sittings showed their
"Counts" column only after scrolling sideways. Now every column but the exam's name is as
wide as its words, and the name takes the room left, elided, in full in its tooltip. In
English, 繁體中文 and the pseudo-locale (longer words)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt

from tests.gui.test_fit_1024 import (  # noqa: F401 (fixtures)
    CLASSMATE,
    DEMO_PIN,
    EXAM_NAME,
    SHOTS,
    Visit,
    _settle,
    store,
    template,
    window,
)
from ui.exam.results import ResultsModel

pytestmark = pytest.mark.qt_log_level_fail("WARNING")


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "pseudo"])
def test_the_exams_tab_shows_every_column_without_scrolling_at_1280_by_800(
        qtbot, window, store, translations, lang: str) -> None:  # noqa: F811
    window.resize(QSize(1280, 800))
    if lang != "en":
        window.set_language(lang)
    visit = Visit(qtbot, window, store)
    visit.instructor()
    screen = visit.open("dashboard")
    qtbot.waitUntil(lambda: screen.roster_model.rowCount() > 0, timeout=20_000)
    cohort = store.authenticate(CLASSMATE, DEMO_PIN).cohort_id
    combo = screen.cohort_combo
    if combo.currentData() != cohort:
        combo.setCurrentIndex(combo.findData(cohort))
        qtbot.waitUntil(lambda: any(
            screen.roster_model.row_at(n).summary.name == CLASSMATE
            for n in range(screen.roster_model.rowCount())), timeout=20_000)
    row = next(n for n in range(screen.roster_model.rowCount())
               if screen.roster_model.row_at(n).summary.name == CLASSMATE)
    screen.roster_view.selectRow(row)
    tab = screen.exam_results
    screen.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 1 and tab.model.rows[0].counts,
                    timeout=10_000)
    _settle()
    if SHOTS:  # FIT1024_SHOTS=<folder>, as test_fit_1024
        window.grab().save(f"{SHOTS}/exams-tab-1280-{lang}.png")
    table = tab.table
    assert table.horizontalScrollBar().maximum() == 0, "the Exams tab scrolls sideways"
    header = table.horizontalHeader()
    for column in range(ResultsModel.EXAM + 1, ResultsModel.COUNTS + 1):
        words = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
        assert header.sectionSize(column) >= words, f"column {column} is cut"
    # The exam's name may be elided; its tooltip says it in full.
    name = tab.model.index(0, ResultsModel.EXAM)
    assert EXAM_NAME in tab.model.data(name, Qt.ItemDataRole.ToolTipRole)
