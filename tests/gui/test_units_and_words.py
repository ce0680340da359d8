"""Issue 12, point 10: units in the user's language (秒, not "s", in Chinese), "Deal" only
where cards are dealt, and "no exam" said in a neutral colour, not error red."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_practice import answer_and_wait, press, start_by_keyboard, wrong_answer
from trainer.drills import DrillKind, expected_answer
from ui.practice.view import PracticeScreen
from ui.resources import resource_path

LATIN_SECONDS = re.compile(r"\d s\b")
ERROR_RED = QColor("#b00020")


@pytest.fixture(scope="module")
def compiled() -> list:
    return build()


@pytest.fixture
def screen(qtbot, store, trainee) -> PracticeScreen:
    """The Practice screen for the trainee, shown and active so its key shortcuts work."""
    widget = PracticeScreen(store, trainee)
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    widget.enter()
    return widget


def test_practice_times_are_in_seconds_of_the_users_language(qtbot, screen, translations,
                                                            compiled) -> None:
    assert translations.install("zh-Hant")
    QCoreApplication.processEvents()
    question = start_by_keyboard(qtbot, screen, DrillKind.CALL)
    answer_and_wait(qtbot, screen, question, wrong_answer(question, expected_answer(question)))
    progress = screen.progress_label.text()
    assert "秒" in progress and not LATIN_SECONDS.search(progress), progress
    assert "0%" in progress  # one wrong answer: 0% right
    press(qtbot, screen, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.summary_page, timeout=2000)
    summary = screen.summary_text.text()
    assert "秒" in summary and not LATIN_SECONDS.search(summary), summary
    # Back in English the unit is "s" again.
    assert translations.install("en")
    QCoreApplication.processEvents()
    assert LATIN_SECONDS.search(screen.summary_text.text())


def test_deal_is_said_only_where_cards_are_dealt(qtbot, screen) -> None:
    count_label = screen.form_labels[1]
    # The shoe drill asks about the shoe: no cards are dealt, so it counts questions.
    question = start_by_keyboard(qtbot, screen, DrillKind.SHOE)
    assert screen.progress_label.text().startswith("Question 1")
    screen.finish_early()
    press(qtbot, screen, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.chooser, timeout=2000)
    assert screen.selected_kind() is DrillKind.SHOE
    assert count_label.text() == "&Questions"
    # A card drill deals: "Deals" and "Deal 1".
    press(qtbot, screen, Qt.Key.Key_Home)
    assert count_label.text() == "&Deals"
    question = start_by_keyboard(qtbot, screen, DrillKind.DRAW)
    assert question is not None
    assert screen.progress_label.text().startswith("Deal 1")
    screen.finish_early()


def test_no_exam_is_said_in_a_neutral_colour(qtbot, trainee, window) -> None:
    app = QApplication.instance()
    before = app.styleSheet()  # the app's, as every GUI test has it (tests/gui/conftest.py)
    app.setStyleSheet(resource_path("styles", "app.qss").read_text(encoding="utf-8"))
    try:
        window.sign_in.name_edit.setText(TRAINEE_NAME)
        window.sign_in.secret_edit.setText(TRAINEE_PIN)
        window.sign_in.submit()
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window.landing_page)
        qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
        desk = window.stack.currentWidget().desk
        qtbot.waitUntil(lambda: desk.list_status.text() != "", timeout=3000)
        status = desk.list_status
        assert status.text().startswith("No exam is open to you now")
        status.ensurePolished()
        colour = status.palette().color(QPalette.ColorRole.WindowText)
        assert colour != ERROR_RED, colour.name()
        assert status.objectName() != "errorLabel"
        # A real failure is still an error, in red.
        desk._show_list_error("The database could not be read.")
        status.ensurePolished()
        assert status.palette().color(QPalette.ColorRole.WindowText) == ERROR_RED
    finally:
        app.setStyleSheet(before)
