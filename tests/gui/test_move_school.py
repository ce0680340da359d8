"""File > Move school to another database… (issue 25 point 2): instructors only, reached by
the keyboard, the address and password typed, Move clicked; every refusal worded in the
dialog, in English and in 繁體中文, and the school found whole in the new database."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_backup_menu import file_menu_key
from tests.gui.test_exam_sitting import sign_in
from trainer.store import open_store
from ui.move_school import MoveSchoolDialog

WORDS = {
    "en": {"wrong": "That is not your password", "full": "already holds a school",
           "title": "School moved", "moved": "2 accounts"},
    "zh-Hant": {"wrong": "這不是你的密碼", "full": "已經有一所學校",
                "title": "學校已搬遷", "moved": "2 個帳戶"},
}


def _users(path: Path) -> set[str]:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return {row[0] for row in con.execute("SELECT name FROM users")}
    finally:
        con.close()


def _open_dialog(qtbot, window) -> MoveSchoolDialog:
    file_menu_key(qtbot, window, Qt.Key.Key_M)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), MoveSchoolDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, MoveSchoolDialog) and dialog is window.move_dialog
    qtbot.waitUntil(dialog.url_edit.hasFocus)
    return dialog


def _type(qtbot, dialog: MoveSchoolDialog, url: str, password: str) -> None:
    qtbot.mouseClick(dialog.url_edit, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.url_edit.hasFocus)
    dialog.url_edit.clear()
    qtbot.keyClicks(dialog.url_edit, url)
    qtbot.keyClick(dialog.url_edit, Qt.Key.Key_Tab)
    assert dialog.password_edit.hasFocus()
    dialog.password_edit.clear()
    qtbot.keyClicks(dialog.password_edit, password)


def test_the_entry_is_for_instructors_only(qtbot, trainee, window) -> None:
    assert not window.move_action.isVisible()
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    assert not window.move_action.isVisible() and not window.move_action.isEnabled()
    window.move_school()  # even called directly, nothing opens for a trainee
    assert not hasattr(window, "move_dialog")
    window.sign_out()
    sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    assert window.move_action.isVisible() and window.move_action.isEnabled()


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_move_by_keyboard_and_clicks_with_every_refusal_worded(
    qtbot, trainee, window, store, tmp_path: Path, language: str,
) -> None:
    words = WORDS[language]
    sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    window.set_language(language)
    full = tmp_path / "full.sqlite3"  # a database that already holds another school
    other = open_store(f"sqlite:///{full}")
    other.create_first_instructor("someone", "Someone Else", "another-pass")
    other.close()
    new = tmp_path / "new.sqlite3"

    dialog = _open_dialog(qtbot, window)
    said: list[tuple[str, str]] = []
    dialog.inform = lambda title, text: said.append((title, text))

    _type(qtbot, dialog, f"sqlite:///{new}", "not-my-password")
    qtbot.mouseClick(dialog.move_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.error.isVisible() and dialog.isEnabled(), timeout=20_000)
    assert words["wrong"] in dialog.error.text()
    assert dialog.password_edit.hasFocus() and said == []
    assert _users(new) == set()  # nothing copied

    _type(qtbot, dialog, f"sqlite:///{full}", INSTRUCTOR_PASSWORD)
    qtbot.mouseClick(dialog.move_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: words["full"] in dialog.error.text(), timeout=20_000)
    assert _users(full) == {"someone"}

    _type(qtbot, dialog, f"sqlite:///{new}", INSTRUCTOR_PASSWORD)
    with qtbot.waitSignal(dialog.sig_moved, timeout=20_000):
        qtbot.mouseClick(dialog.move_button, Qt.MouseButton.LeftButton)
    title, text = said[0]
    assert title == words["title"] and str(new) in text and words["moved"] in text
    assert _users(new) == {INSTRUCTOR_NAME, TRAINEE_NAME}
    assert not dialog.isVisible()
    # This desk goes on with its own database, its instructor still holding the seal key.
    assert window.actor is not None and store.seal.held(window.actor.user_id) is not None
    moved = open_store(f"sqlite:///{new}")
    try:
        assert moved.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD).is_instructor
    finally:
        moved.close()
