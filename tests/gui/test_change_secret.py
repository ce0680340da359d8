"""File > Change my PIN… / Change my password… (issue 12, point 13): driven by keys, the
core's refusals worded under the field, and an instructor's seal key still unwrapping."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QMenu

from tests.gui.conftest import (
    INSTRUCTOR_NAME,
    INSTRUCTOR_PASSWORD,
    TRAINEE_NAME,
    TRAINEE_PIN,
    type_text,
)
from trainer.errors import AuthenticationFailed
from trainer.exams.seal import SealState
from ui.account import ChangeSecretDialog


def _sign_in(qtbot, window, name: str, secret: str) -> None:
    name_edit = window.findChild(QLineEdit, "signInName")
    type_text(qtbot, name_edit, name)
    qtbot.keyClick(name_edit, Qt.Key.Key_Return)
    secret_edit = window.findChild(QLineEdit, "signInSecret")
    type_text(qtbot, secret_edit, secret)
    qtbot.keyClick(secret_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.actor is not None)


def _open_dialog(qtbot, window) -> ChangeSecretDialog:
    """Alt+F, then C (the entry's accelerator), as a person at the keyboard does."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F,
                   Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert menu is window.file_menu
    qtbot.keyClick(menu, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: isinstance(getattr(window, "secret_dialog", None),
                                       ChangeSecretDialog))
    dialog = window.secret_dialog
    qtbot.waitUntil(dialog.isVisible)
    qtbot.waitUntil(lambda: dialog.old_edit.hasFocus())
    return dialog


def _fill(qtbot, dialog: ChangeSecretDialog, old: str, new: str, repeat: str) -> None:
    """Type the three fields, Tab between them, Enter to OK."""
    for edit in (dialog.old_edit, dialog.new_edit, dialog.repeat_edit):
        edit.clear()
    focused = QApplication.focusWidget()
    assert focused is dialog.old_edit
    type_text(qtbot, dialog.old_edit, old)
    qtbot.keyClick(dialog.old_edit, Qt.Key.Key_Tab)
    assert dialog.new_edit.hasFocus()
    type_text(qtbot, dialog.new_edit, new)
    qtbot.keyClick(dialog.new_edit, Qt.Key.Key_Tab)
    assert dialog.repeat_edit.hasFocus()
    type_text(qtbot, dialog.repeat_edit, repeat)
    qtbot.keyClick(dialog.repeat_edit, Qt.Key.Key_Return)


def _error(dialog: ChangeSecretDialog, name: str) -> str:
    label = dialog.findChild(QLabel, name + "Error")
    assert label is not None
    return label.text() if label.isVisible() else ""


def test_a_trainee_changes_their_pin_by_keyboard(qtbot, trainee, window) -> None:
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    assert window.change_secret_action.text() == "&Change my PIN…"
    dialog = _open_dialog(qtbot, window)

    _fill(qtbot, dialog, "9999", "5678", "5678")  # not the current PIN
    assert "not your current PIN" in _error(dialog, "changeOld")
    assert dialog.isVisible() and dialog.old_edit.hasFocus()

    _fill(qtbot, dialog, TRAINEE_PIN, "12", "12")  # the core's PIN rule: 4 to 12 digits
    assert _error(dialog, "changeNew") == "A PIN is 4 to 12 digits."
    assert _error(dialog, "changeOld") == ""
    assert dialog.new_edit.hasFocus()

    dialog.new_edit.clear()
    dialog.old_edit.setFocus()
    _fill(qtbot, dialog, TRAINEE_PIN, "5678", "5687")
    assert "differ" in _error(dialog, "changeRepeat")
    assert dialog.repeat_edit.hasFocus()

    dialog.old_edit.setFocus()
    _fill(qtbot, dialog, TRAINEE_PIN, "５６７８", "５６７８")  # full-width digits fold
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.statusBar().currentMessage() == "Your PIN is changed."
    with pytest.raises(AuthenticationFailed):
        window.store.authenticate(TRAINEE_NAME, TRAINEE_PIN)
    assert window.store.authenticate(TRAINEE_NAME, "5678").name == TRAINEE_NAME


def test_an_instructor_changes_their_password_and_keeps_the_seal_key(
    qtbot, instructor, window
) -> None:
    store = window.store
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    assert store.exams.seal_state(window.actor) is SealState.HELD
    assert window.change_secret_action.text() == "&Change my password…"
    dialog = _open_dialog(qtbot, window)
    assert dialog.windowTitle() == "Change my password"

    _fill(qtbot, dialog, INSTRUCTOR_PASSWORD, "short", "short")
    assert _error(dialog, "changeNew") == "A password has at least 6 characters."

    dialog.old_edit.setFocus()
    _fill(qtbot, dialog, INSTRUCTOR_PASSWORD, "dealer-pass-2027", "dealer-pass-2027")
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.statusBar().currentMessage() == "Your password is changed."

    # Signed in again with the new password, the instructor's copy of the exam seal key
    # unwraps; the old password no longer signs in.
    store.sign_out(window.actor)
    with pytest.raises(AuthenticationFailed):
        store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    again = store.authenticate(INSTRUCTOR_NAME, "dealer-pass-2027")
    assert store.exams.seal_state(again) is SealState.HELD


def test_the_entry_is_off_until_someone_signs_in(qtbot, window) -> None:
    assert not window.change_secret_action.isEnabled()
