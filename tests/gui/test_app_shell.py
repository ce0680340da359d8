"""The app shell: first start, sign-in, roles on the home screen, settings, language, start-up."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QPushButton

from tests.gui.conftest import (
    COHORT_NAME,
    INSTRUCTOR_NAME,
    INSTRUCTOR_PASSWORD,
    TRAINEE_DISPLAY,
    TRAINEE_NAME,
    TRAINEE_PIN,
    type_text,
)
from tests.support.roster_preview import import_by_keyboard
from trainer.auth import Role
from ui.app import main
from ui.settings.view import SettingsScreen

REPO = Path(__file__).resolve().parents[2]


def _edit(window, name: str) -> QLineEdit:
    edit = window.findChild(QLineEdit, name)
    assert edit is not None, name
    return edit


def _type(qtbot, edit: QLineEdit, text: str) -> None:
    type_text(qtbot, edit, text)


def _sign_in(qtbot, window, name: str, secret: str) -> None:
    _type(qtbot, _edit(window, "signInName"), name)
    qtbot.keyClick(_edit(window, "signInName"), Qt.Key.Key_Return)
    secret_edit = _edit(window, "signInSecret")
    assert secret_edit.hasFocus()
    qtbot.keyClicks(secret_edit, secret)
    qtbot.keyClick(secret_edit, Qt.Key.Key_Return)


def _fill_first_run(qtbot, window, password: str, confirm: str) -> None:
    _type(qtbot, _edit(window, "firstName"), "lei")
    _type(qtbot, _edit(window, "firstDisplayName"), "李老師")
    _type(qtbot, _edit(window, "firstPassword"), password)
    _type(qtbot, _edit(window, "firstConfirm"), confirm)
    qtbot.keyClick(_edit(window, "firstConfirm"), Qt.Key.Key_Return)


# ---- first start ---------------------------------------------------------------------------


def test_first_start_shows_the_first_run_page(window) -> None:
    assert window.stack.currentWidget() is window.first_run
    assert window.actor is None


def test_first_start_creates_the_instructor_by_keyboard_and_lands_home(qtbot, window) -> None:
    _fill_first_run(qtbot, window, "croupier-2026", "croupier-2026")
    assert window.stack.currentWidget() is window.landing_page
    assert window.actor is not None and window.actor.role is Role.INSTRUCTOR
    assert window.actor.display_name == "李老師"
    assert "李老師" in window.home.greeting.text()
    assert not window.store.needs_first_instructor()
    # the account really signs in with that password
    assert window.store.authenticate("lei", "croupier-2026").role is Role.INSTRUCTOR


def test_first_start_refuses_a_short_password(qtbot, window) -> None:
    _fill_first_run(qtbot, window, "short", "short")
    assert window.stack.currentWidget() is window.first_run
    assert "8 characters" in window.first_run.error_label.text()
    assert window.store.needs_first_instructor()


def test_first_start_refuses_different_passwords(qtbot, window) -> None:
    _fill_first_run(qtbot, window, "croupier-2026", "croupier-2027")
    assert window.stack.currentWidget() is window.first_run
    assert "not the same" in window.first_run.error_label.text()
    assert window.store.needs_first_instructor()


# ---- sign-in -------------------------------------------------------------------------------


def test_wrong_pin_shows_the_error_and_stays(qtbot, trainee, window) -> None:
    assert window.stack.currentWidget() is window.sign_in
    _sign_in(qtbot, window, TRAINEE_NAME, "9999")
    assert window.stack.currentWidget() is window.sign_in
    assert window.actor is None
    assert "do not match" in window.sign_in.error_label.text()


def test_right_pin_goes_home_and_names_the_trainee(qtbot, trainee, window) -> None:
    _sign_in(qtbot, window, TRAINEE_NAME, "9999")
    secret = _edit(window, "signInSecret")
    # the wrong PIN is selected, so typing the right one replaces it
    qtbot.keyClicks(secret, TRAINEE_PIN)
    qtbot.keyClick(secret, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.landing_page
    assert window.actor is not None and window.actor.user_id == trainee.user_id
    assert window.today is not None and TRAINEE_DISPLAY in window.today.greeting.text()
    assert TRAINEE_DISPLAY in window.user_label.text()
    assert window.sign_in.error_label.text() == ""


def test_sign_in_button_click_signs_in(qtbot, trainee, window) -> None:
    _type(qtbot, _edit(window, "signInName"), TRAINEE_NAME)
    _type(qtbot, _edit(window, "signInSecret"), TRAINEE_PIN)
    button = window.findChild(QPushButton, "signInButton")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.landing_page


def test_trainee_home_has_no_instructor_screens(qtbot, trainee, window) -> None:
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    assert window.today is not None
    buttons = window.today.tiles  # Today's tiles (a trainee lands on Today)
    assert buttons["practice"].isVisible()
    assert not buttons["dashboard"].isVisible()
    assert not buttons["settings"].isVisible()
    assert not window.screen_actions["settings"].isEnabled()
    window.open_screen("settings")
    assert window.stack.currentWidget() is window.landing_page
    # the shortcut is refused as well
    qtbot.keyClick(window, Qt.Key.Key_6, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is window.landing_page
    assert not any(isinstance(w, SettingsScreen) for w in window.findChildren(SettingsScreen))


def test_instructor_opens_settings_and_sees_the_roster(qtbot, trainee, window) -> None:
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    assert window.home.buttons["settings"].isVisible()
    qtbot.mouseClick(window.home.buttons["settings"], Qt.MouseButton.LeftButton)
    settings = window.stack.currentWidget()
    assert isinstance(settings, SettingsScreen)
    roster = settings.roster
    cohorts = [roster.cohort_combo.itemText(i) for i in range(roster.cohort_combo.count())]
    assert COHORT_NAME in cohorts
    assert roster.table.rowCount() == 1
    assert roster.table.item(0, 0).text() == TRAINEE_NAME
    assert roster.table.item(0, 1).text() == TRAINEE_DISPLAY
    assert roster.table.item(0, 2).text() == COHORT_NAME

    # a new cohort made in the store appears after a refresh; choosing it empties the table
    window.store.roster.create_cohort(window.actor, "2027-01 Sam Kong")
    roster.refresh()
    index = roster.cohort_combo.findText("2027-01 Sam Kong")
    assert index > 0
    roster.cohort_combo.setFocus()
    qtbot.keyClick(roster.cohort_combo, Qt.Key.Key_End)
    assert roster.cohort_combo.currentIndex() == roster.cohort_combo.count() - 1
    if roster.cohort_combo.currentText() == "2027-01 Sam Kong":
        assert roster.table.rowCount() == 0


def test_roster_csv_import_names_the_bad_line_and_keeps_good_rows(
        qtbot, trainee, window, tmp_path) -> None:
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    window.open_screen("settings")
    roster = window.stack.currentWidget().roster
    csv_path = tmp_path / "roster.csv"
    csv_path.write_text(
        "name,cohort,pin,display name\n"
        f"bob,{COHORT_NAME},5678,黃大明\n"
        f"carol,{COHORT_NAME},12\n"
        f"dora,{COHORT_NAME},4321\n",
        encoding="utf-8")
    with qtbot.waitSignal(roster.sig_import_finished, timeout=30_000):
        import_by_keyboard(qtbot, roster, csv_path)  # in the background
    message = roster.message.text()
    assert "2 trainees imported" in message
    # The refused line is listed under the summary, not in it (review finding 9).
    refused = [roster.import_errors.item(i).text() for i in range(roster.import_errors.count())]
    assert [line.split(":")[0] for line in refused] == ["Line 3"]
    names = {roster.table.item(r, 0).text() for r in range(roster.table.rowCount())}
    assert {"bob", "dora", TRAINEE_NAME} <= names
    assert "carol" not in names
    assert window.store.authenticate("bob", "5678").display_name == "黃大明"


def test_language_menu_switches_and_remembers(qtbot, trainee, window, prefs) -> None:
    action = window.language_actions["zh-Hant"]
    assert window.language_menu.actions().count(action) == 1
    action.trigger()  # what a click on the menu entry does
    assert window.translations.current == "zh-Hant"
    assert prefs.value("language") == "zh-Hant"
    assert action.isChecked()
    assert not window.language_actions["en"].isChecked()
    window.language_actions["en"].trigger()
    assert window.translations.current == "en"
    assert prefs.value("language") == "en"


def test_escape_returns_home_from_a_screen(qtbot, trainee, window) -> None:
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    practice = window.stack.currentWidget()
    assert practice is not window.landing_page
    assert practice.stack.currentWidget() is practice.chooser
    qtbot.keyClick(practice.kind_list, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.landing_page


def test_sign_out_returns_to_sign_in(qtbot, trainee, window) -> None:
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    qtbot.keyClick(window, Qt.Key.Key_L,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.stack.currentWidget() is window.sign_in
    assert window.actor is None
    assert _edit(window, "signInSecret").text() == ""
    assert not window.screen_actions["practice"].isEnabled()
    assert "Not signed in" in window.user_label.text()


def test_sign_out_clears_the_name_so_the_next_person_signs_in_by_keys(
        qtbot, trainee, window) -> None:
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    assert window.stack.currentWidget() is window.landing_page
    qtbot.keyClick(window, Qt.Key.Key_L,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.stack.currentWidget() is window.sign_in
    name = _edit(window, "signInName")
    assert name.text() == "" and _edit(window, "signInSecret").text() == ""
    qtbot.waitUntil(name.hasFocus)
    # the next person just types: no "amylei" made of the last name and theirs
    qtbot.keyClicks(name, INSTRUCTOR_NAME)
    qtbot.keyClick(name, Qt.Key.Key_Return)
    secret = _edit(window, "signInSecret")
    assert secret.hasFocus()
    qtbot.keyClicks(secret, INSTRUCTOR_PASSWORD)
    qtbot.keyClick(secret, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.landing_page
    assert window.actor is not None and window.actor.role is Role.INSTRUCTOR


def test_sign_out_from_the_menu_clears_both_fields(qtbot, trainee, window) -> None:
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    window.sign_out_action.trigger()  # what the File menu entry does
    assert _edit(window, "signInName").text() == ""
    assert _edit(window, "signInSecret").text() == ""
    qtbot.waitUntil(_edit(window, "signInName").hasFocus)


def test_failed_sign_in_clears_the_secret_and_keeps_the_name(qtbot, trainee, window) -> None:
    _sign_in(qtbot, window, TRAINEE_NAME, "9999")
    name, secret = _edit(window, "signInName"), _edit(window, "signInSecret")
    assert secret.text() == "" and secret.hasFocus()
    assert name.text() == TRAINEE_NAME and name.selectedText() == TRAINEE_NAME
    # Enter in Name goes back to an empty secret, not to the wrong one
    name.setFocus()
    qtbot.keyClick(name, Qt.Key.Key_Return)
    assert secret.hasFocus() and secret.text() == ""
    qtbot.keyClicks(secret, TRAINEE_PIN)
    qtbot.keyClick(secret, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.landing_page


# ---- start-up -------------------------------------------------------------------------------


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def test_app_starts_and_exits_when_ready(tmp_path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ui", "--data-dir", str(tmp_path), "--exit-when-ready"],
        cwd=REPO, env=_env(), capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "dealer-trainer.sqlite3").is_file()
    assert (tmp_path / "dealer-trainer.ini").is_file()


def test_unknown_language_exits_2(capsys) -> None:
    assert main(["--lang", "klingon", "--exit-when-ready"]) == 2
    assert "unknown language" in capsys.readouterr().err


def _click_when_box_shows(qtbot, label: str, seen: list[str]) -> None:
    """Wait for the start-up QMessageBox and click the button called ``label``, by mouse."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        button = next(b for b in box.buttons() if b.text() == label)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, click)


def _corrupt_file(folder: Path) -> tuple[Path, bytes]:
    damaged = folder / "dealer-trainer.sqlite3"
    junk = os.urandom(8192)
    damaged.write_bytes(junk)
    return damaged, junk


def _set_aside(folder: Path) -> list[Path]:
    return [p for p in folder.glob("dealer-trainer.sqlite3.corrupt-*")
            if not p.name.endswith(("-wal", "-shm", "-journal"))]


def test_corrupt_database_with_an_explicit_url_is_kept_aside_and_fresh(qtbot, tmp_path) -> None:
    from ui.startup import open_store_interactively

    damaged, junk = _corrupt_file(tmp_path)
    seen: list[str] = []
    _click_when_box_shows(qtbot, "Keep it aside and start fresh", seen)
    store = open_store_interactively(f"sqlite:///{damaged}", tmp_path)
    assert store is not None
    try:
        assert seen and "damaged" in seen[0] and str(damaged) in seen[0]
        assert store.needs_first_instructor()
        store.create_first_instructor("lei", "Lei", "croupier-2026")
        assert store.authenticate("lei", "croupier-2026").role is Role.INSTRUCTOR
        aside = _set_aside(tmp_path)
        assert len(aside) == 1
        assert aside[0].read_bytes() == junk
    finally:
        store.close()


def test_corrupt_default_database_is_kept_aside_and_a_fresh_one_opened(qtbot, tmp_path) -> None:
    from ui.startup import open_store_interactively

    _, junk = _corrupt_file(tmp_path)
    seen: list[str] = []
    _click_when_box_shows(qtbot, "Keep it aside and start fresh", seen)
    store = open_store_interactively(None, tmp_path)
    try:
        assert seen and "damaged" in seen[0]
        aside = _set_aside(tmp_path)
        assert len(aside) == 1 and aside[0].read_bytes() == junk
        assert store is not None
        assert store.needs_first_instructor()
    finally:
        if store is not None:
            store.close()


def test_corrupt_default_database_bytes_survive_keep_aside(qtbot, tmp_path) -> None:
    """Whatever happens next, the damaged file is renamed, never deleted or overwritten."""
    from ui.startup import open_store_interactively

    _, junk = _corrupt_file(tmp_path)
    seen: list[str] = []
    _click_when_box_shows(qtbot, "Keep it aside and start fresh", seen)
    store = open_store_interactively(None, tmp_path)
    if store is not None:
        store.close()
    assert seen
    aside = _set_aside(tmp_path)
    assert len(aside) == 1 and aside[0].read_bytes() == junk


def test_quit_on_a_corrupt_database_returns_none(qtbot, tmp_path) -> None:
    from ui.startup import open_store_interactively

    damaged, junk = _corrupt_file(tmp_path)
    seen: list[str] = []
    _click_when_box_shows(qtbot, "Quit", seen)
    assert open_store_interactively(None, tmp_path) is None
    assert seen
    assert damaged.read_bytes() == junk
    assert _set_aside(tmp_path) == []


@pytest.mark.parametrize("code", ["zh-Hant", "pt"])
def test_language_switch_keeps_the_window_usable(qtbot, trainee, window, code) -> None:
    window.set_language(code)
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    assert window.stack.currentWidget() is window.landing_page


def test_a_closed_screens_late_lock_request_does_not_lock_the_window(window) -> None:
    """An exam screen closed at a sign-out whose exams finish loading afterwards asks to lock
    the window to itself: the window stays unlocked and Qt is not asked to show a widget it
    does not hold (seen once under load as a 'not contained in stack' warning)."""
    from PySide6.QtWidgets import QWidget

    gone = QWidget()
    window.lock_to(gone)
    assert window.locked_to is None
    assert window.stack.currentWidget() is not gone
    gone.deleteLater()


def test_the_first_start_opens_within_the_screen(qtbot, store, prefs, translations) -> None:
    """No geometry saved yet: the window opens roomy, but never larger than the screen's room
    (on a 1024 x 700 desk it opened at 1200 x 820, its bottom and right off the screen)."""
    from ui.main_window import MainWindow

    main = MainWindow(store, prefs, translations, db_label="test")
    qtbot.addWidget(main)
    room = main.screen().availableGeometry()
    assert main.width() <= room.width() and main.height() <= room.height()
