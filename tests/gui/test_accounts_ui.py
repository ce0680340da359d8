"""Sign-in throttling and unlocking as the user sees them (issue 11, point 8), and names or
PINs typed with an input method (point 7)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from tests.gui.conftest import (
    INSTRUCTOR_NAME,
    INSTRUCTOR_PASSWORD,
    TRAINEE_NAME,
    TRAINEE_PIN,
    type_text,
)
from trainer.errors import AuthenticationFailed, SignInThrottled
from ui.settings.view import SettingsScreen


def _edit(window, name: str) -> QLineEdit:
    edit = window.findChild(QLineEdit, name)
    assert edit is not None, name
    return edit


def _sign_in(qtbot, window, name: str, secret: str) -> None:
    name_edit = _edit(window, "signInName")
    name_edit.clear()
    type_text(qtbot, name_edit, name)
    qtbot.keyClick(name_edit, Qt.Key.Key_Return)
    secret_edit = _edit(window, "signInSecret")
    assert secret_edit.hasFocus()
    type_text(qtbot, secret_edit, secret)
    qtbot.keyClick(secret_edit, Qt.Key.Key_Return)


def test_the_fifth_wrong_pin_says_how_long_to_wait(qtbot, trainee, window) -> None:
    for _ in range(4):
        _sign_in(qtbot, window, TRAINEE_NAME, "0000")
        assert "do not match" in window.sign_in.error_label.text()
    _sign_in(qtbot, window, TRAINEE_NAME, "0000")
    text = window.sign_in.error_label.text()
    assert "Too many wrong tries" in text and "wait 30 s" in text and "unlock" in text
    assert window.actor is None
    # While the wait runs even the right PIN is refused with the same kind of message.
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    assert "Too many wrong tries" in window.sign_in.error_label.text()
    assert window.actor is None


def test_full_width_pin_signs_in(qtbot, trainee, window) -> None:
    full_width = TRAINEE_PIN.translate(str.maketrans("0123456789", "０１２３４５６７８９"))
    _sign_in(qtbot, window, TRAINEE_NAME.upper(), full_width)
    assert window.actor is not None and window.actor.name == TRAINEE_NAME


def test_an_instructor_unlocks_a_trainee_from_the_roster_by_keyboard(
    qtbot, trainee, window
) -> None:
    for _ in range(5):
        with pytest.raises(AuthenticationFailed):
            window.store.authenticate(TRAINEE_NAME, "0000")
    with pytest.raises(SignInThrottled):
        window.store.authenticate(TRAINEE_NAME, TRAINEE_PIN)
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    window.open_screen("settings")
    screen = window.stack.currentWidget()
    assert isinstance(screen, SettingsScreen)
    roster = screen.roster
    assert "locked" in roster.table.item(0, 3).text()
    roster.table.setFocus()
    roster.table.clearSelection()
    qtbot.keyClick(roster.table, Qt.Key.Key_U, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: roster.message.text() == "Select a trainee first.")
    roster.table.selectRow(0)
    qtbot.keyClick(roster.table, Qt.Key.Key_U, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: "can sign in again" in roster.message.text())
    assert "locked" not in roster.table.item(0, 3).text()
    assert window.store.authenticate(TRAINEE_NAME, TRAINEE_PIN).name == TRAINEE_NAME


def test_the_proctor_dialog_words_a_throttled_proctor(qapp) -> None:
    from ui.exam.words import ExamWords

    text = ExamWords().error(SignInThrottled(60))
    assert "Too many wrong passwords" in text and "wait 60 s" in text
    assert '"Locked out" in the README' in text  # attack finding 8: the way out
    assert "do not match" in ExamWords().error(AuthenticationFailed("x"))


def test_a_locked_instructor_is_told_the_way_out_and_every_name_hears_the_same(
    qtbot, trainee, window
) -> None:
    """Attack finding 8: the only instructor, locked out by a trainee's wrong guesses, must
    be shown the way out (README "Locked out": ``python -m trainer unlock``). Every name
    hears the same words, an unknown one included, so the page never tells which names are
    instructors'."""
    texts = {}
    for name in (INSTRUCTOR_NAME, "nobody-here"):
        for _ in range(5):
            _sign_in(qtbot, window, name, "guess-pass")
        texts[name] = window.sign_in.error_label.text()
    assert texts[INSTRUCTOR_NAME] == texts["nobody-here"]
    text = texts[INSTRUCTOR_NAME]
    assert "wait 30 s" in text and "ask an instructor to unlock" in text
    assert "instructor's account" in text and '"Locked out" in the README' in text
    assert window.actor is None
