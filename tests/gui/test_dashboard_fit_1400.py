"""The Dashboard's roster reads whole at 1400 x 900 (issue 25 point 15): the Readiness column,
which names the deciding drill ("Not accurate yet: Draw decisions 67%"), and the Exam column
are in view and not cut, and the cohort drop-down shows the cohort's whole name, in English
and in 繁體中文."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD
from tests.support.practice_records import record_draw
from ui.dashboard.models import RosterModel
from ui.dashboard.view import DashboardScreen
from ui.resources import app_style_sheet

COHORT = "2026-12 Baccarat A evening shift"


@pytest.fixture
def school(store, instructor) -> None:
    cohort = store.roster.create_cohort(instructor, COHORT)
    now = datetime.now(UTC)
    for n, (name, shown) in enumerate((("ana", "Ana Sofia Fernandes"), ("chan", "陳大文"))):
        store.roster.create_trainee(instructor, name, shown, cohort.id, "1234")
        actor = store.authenticate(name, "1234")
        for k in range(30):
            record_draw(store, actor, "banker:6:7", k % (3 + n) != 0, 1500,
                        now - timedelta(hours=k), seed=k)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_readiness_exam_and_cohort_read_whole_at_1400(qtbot, window, school, language) -> None:
    window.setStyleSheet(app_style_sheet())  # the app's look (set on the app in ui.app)
    window.set_language(language)
    window.resize(1400, 900)
    window.sign_in.name_edit.setText(INSTRUCTOR_NAME)
    window.sign_in.secret_edit.setText(INSTRUCTOR_PASSWORD)
    qtbot.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.landing_page)
    window.open_screen("dashboard")
    screen = window.stack.currentWidget()
    assert isinstance(screen, DashboardScreen)
    view, model = screen.roster_view, screen.roster_model
    qtbot.waitUntil(lambda: model.rowCount() == 2, timeout=10_000)
    QApplication.processEvents()
    header = view.horizontalHeader()
    metrics = view.fontMetrics()
    for column in (RosterModel.NAME, RosterModel.READINESS, RosterModel.EXAM):
        left = header.sectionViewportPosition(column)
        right = left + header.sectionSize(column)
        assert left >= 0 and right <= view.viewport().width(), (column, left, right,
                                                                view.viewport().width())
        for row in range(2):
            text = model.index(row, column).data()
            assert metrics.horizontalAdvance(text) + 8 <= header.sectionSize(column), text
    assert "Draw" in model.index(0, RosterModel.READINESS).data() or \
        "補牌" in model.index(0, RosterModel.READINESS).data()
    combo = screen.cohort_combo
    assert combo.currentText() == COHORT
    assert combo.fontMetrics().horizontalAdvance(COHORT) + 30 <= combo.width(), combo.width()
