"""The payout drill's error line takes none of the seat list's room: the list keeps its
height when the line appears and gets no scroll bar it did not have (at 1024x700 the panel
shrank and the list of seats got a tiny scroll bar)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_practice import choose_payout, next_paid_line, type_amounts, type_chips
from trainer.auth import Actor
from trainer.store import Store
from ui.practice.view import PracticeScreen

pytestmark = pytest.mark.qt_log_level_fail("WARNING")


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
@pytest.mark.parametrize("chips", [False, True], ids=["amounts", "chips"])
def test_the_error_line_keeps_the_seat_lists_room(qtbot, store: Store, trainee: Actor,
                                                  translations, language: str,
                                                  chips: bool) -> None:
    assert translations.install(language)
    screen = PracticeScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.resize(1024, 640)  # the window's 700 less its menu and status bars
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.enter()
    screen.seed = 4
    choose_payout(qtbot, screen, "mass-1000", chips=chips)
    panel = screen.panel
    scroll = panel.bets_scroll
    assert scroll is not None
    QApplication.processEvents()
    height, bar = scroll.height(), scroll.verticalScrollBar().isVisible()
    felt = panel.felt.height()

    def same_room() -> None:
        # The panel shown now: the next question is built ahead on a second panel of its
        # kind and swapped in (ui.widgets.panels.PanelStack), with the same room.
        shown = screen.panel
        rows, error = shown.bets_scroll, shown.field_error
        assert rows is not None
        qtbot.waitUntil(error.isVisible)
        assert error.text()
        QApplication.processEvents()
        assert rows.height() == height and shown.felt.height() == felt
        assert rows.verticalScrollBar().isVisible() == bar
        # The whole message shows (its lines not cut by the room kept for it).
        assert error.height() >= error.heightForWidth(error.width())

    panel.paid_edit.setFocus()
    qtbot.keyClicks(panel.paid_edit, "12a")
    qtbot.keyClick(panel.paid_edit, Qt.Key.Key_Return)
    same_room()
    if chips:  # the longest refusal: a chip row no payout needs
        panel.paid_edit.clear()
        _question, expected = next_paid_line(qtbot, screen)
        panel = screen.panel
        assert panel.bets_scroll is not None and panel.bets_scroll.height() == height
        panel.paid_edit.setFocus()
        type_amounts(qtbot, panel, expected)
        type_chips(qtbot, panel, "5000x100")
        same_room()
