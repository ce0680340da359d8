"""A trainee's staff id (issue 16 point 12), set from the roster by keyboard and shown there;
too long a one is refused in words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from tests.gui.conftest import TRAINEE_DISPLAY, TRAINEE_NAME
from tests.gui.test_settings import _settings


def type_staff_id(qtbot, roster, text: str) -> None:
    roster.table.setFocus()
    roster.table.selectRow(0)
    qtbot.keyClick(roster.table, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: roster.staff_dialog is not None and roster.staff_dialog.isVisible())
    dialog = roster.staff_dialog
    assert TRAINEE_DISPLAY in dialog.labelText() and TRAINEE_NAME in dialog.labelText()
    field = dialog.findChild(QLineEdit)
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_staff_id_is_set_from_the_roster_and_shown(qtbot, trainee, window) -> None:
    screen = _settings(qtbot, window)
    roster = screen.roster
    type_staff_id(qtbot, roster, "MC-00417")
    qtbot.waitUntil(lambda: "saved" in roster.message.text())
    assert window.store.roster.user(window.actor, trainee.user_id).staff_id == "MC-00417"
    assert roster.table.item(0, 4).text() == "MC-00417"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    type_staff_id(qtbot, roster, "9" * 41)
    qtbot.waitUntil(lambda: "at most 40 characters" in roster.message.text())
    assert window.store.roster.user(window.actor, trainee.user_id).staff_id == "MC-00417"
    # Emptied: cleared, and said so (it said "saved" for an empty staff id).
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    roster.message.clear()
    type_staff_id(qtbot, roster, "")
    qtbot.waitUntil(lambda: roster.message.text() != "")
    assert roster.message.text() == f"Staff ID of {TRAINEE_DISPLAY} ({TRAINEE_NAME}) cleared."
    assert window.store.roster.user(window.actor, trainee.user_id).staff_id in (None, "")
