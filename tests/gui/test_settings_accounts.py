"""The Settings screen's Accounts tab by keyboard (issue 16 point 1): adding a proctor and an
instructor, deactivating (and the sign-in refusal it brings), reactivating, the last
instructor, display names, moving a trainee, resetting another instructor's password with the
seal key kept, archiving a cohort; and what a proctor sees after signing in."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QWidget

from tests.gui.conftest import (
    COHORT_NAME,
    INSTRUCTOR_NAME,
    INSTRUCTOR_PASSWORD,
    TRAINEE_DISPLAY,
    TRAINEE_NAME,
    TRAINEE_PIN,
    type_text,
)
from trainer.auth import Role
from trainer.errors import AccountDeactivated
from ui.settings.accounts import AccountsTab
from ui.settings.view import SettingsScreen

ALT = Qt.KeyboardModifier.AltModifier


def _sign_in(qtbot, window, name: str, secret: str) -> None:
    name_edit = window.findChild(QLineEdit, "signInName")
    name_edit.clear()
    qtbot.keyClicks(name_edit, name)
    qtbot.keyClick(name_edit, Qt.Key.Key_Return)
    secret_edit = window.findChild(QLineEdit, "signInSecret")
    qtbot.keyClicks(secret_edit, secret)
    qtbot.keyClick(secret_edit, Qt.Key.Key_Return)


def _accounts(qtbot, window) -> AccountsTab:
    """Sign in as the instructor, open Settings (Ctrl+6) and its Accounts tab by keyboard."""
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.home)
    qtbot.keyClick(window, Qt.Key.Key_6, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), SettingsScreen))
    screen = window.stack.currentWidget()
    bar = screen.tabs.tabBar()
    bar.setFocus()
    for _ in range(screen.tabs.count()):
        if screen.tabs.currentWidget() is screen.accounts:
            break
        qtbot.keyClick(bar, Qt.Key.Key_Right)
    assert screen.tabs.currentWidget() is screen.accounts
    tab = screen.accounts
    _alt(qtbot, tab, Qt.Key.Key_U)  # Acco&unts: the list
    qtbot.waitUntil(tab.table.hasFocus)
    return tab


def _select(qtbot, tab: AccountsTab, name: str) -> None:
    """Move through the list with the arrow keys to ``name``'s row."""
    tab.table.setFocus()
    qtbot.keyClick(tab.table, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(tab.table, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    for _ in range(tab.table.rowCount()):
        if tab.selected_user() is not None and tab.selected_user().name == name:
            return
        qtbot.keyClick(tab.table, Qt.Key.Key_Down)
    assert tab.selected_user() is not None and tab.selected_user().name == name


def _active(qtbot, tab: AccountsTab) -> None:
    """The main window active again (a dialog just closed), so its Alt keys work."""
    tab.window().activateWindow()
    qtbot.waitUntil(tab.window().isActiveWindow)


def _alt(qtbot, tab: AccountsTab, key: Qt.Key) -> None:
    """Press Alt+``key`` in the active window, as a user would."""
    _active(qtbot, tab)
    qtbot.keyClick(tab, key, ALT)


def _toggle(qtbot, tab: AccountsTab, key: Qt.Key) -> None:
    """Alt+``key`` on a button that acts at once: the button is clicked (animated) a moment
    later, and says what it did in the message line."""
    tab.message.clear()
    _alt(qtbot, tab, key)
    qtbot.waitUntil(lambda: tab.message.text() != "")


def _dialog(qtbot, tab: AccountsTab, key: Qt.Key):
    _alt(qtbot, tab, key)
    qtbot.waitUntil(lambda: tab.dialog is not None and tab.dialog.isVisible())
    dialog = tab.dialog
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def _type_fields(qtbot, dialog, *texts: str) -> None:
    """Type into the dialog's fields in tab order, from the one with the focus."""
    for n, text in enumerate(texts):
        field = QApplication.focusWidget()
        assert isinstance(field, QLineEdit)
        field.selectAll()
        type_text(qtbot, field, text)
        if n < len(texts) - 1:
            qtbot.keyClick(field, Qt.Key.Key_Tab)


def _row(tab: AccountsTab, name: str) -> list[str]:
    for row in range(tab.table.rowCount()):
        if tab.table.item(row, 0).text() == name:
            return [tab.table.item(row, c).text() for c in range(tab.table.columnCount())]
    raise AssertionError(name)


def test_add_a_proctor_and_an_instructor_by_keyboard(qtbot, trainee, window, store) -> None:
    tab = _accounts(qtbot, window)
    dialog = _dialog(qtbot, tab, Qt.Key.Key_P)
    _type_fields(qtbot, dialog, "pat", "Pat Proctor", "proctor-pass", "proctor-typo")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    error = dialog.findChild(QLabel, "staffRepeatError")
    assert error.isVisible() and "differ" in error.text()
    assert dialog.isVisible() and dialog.repeat_edit.hasFocus()
    type_text(qtbot, dialog.repeat_edit, "proctor-pass")
    qtbot.keyClick(dialog.repeat_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tab.dialog is None)
    assert _row(tab, "pat") == ["pat", "Pat Proctor", "Proctor", "", "active"]
    assert tab.message.text() == "Pat Proctor (pat) added as Proctor."

    dialog = _dialog(qtbot, tab, Qt.Key.Key_I)
    _type_fields(qtbot, dialog, "ho", "Ho Ka", "abc", "abc")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.findChild(QLabel, "staffPasswordError").text() == (
        "A password has at least 6 characters.")
    assert dialog.password_edit.hasFocus()
    dialog.password_edit.setText("p" * 129)  # pasted: too long to keep
    dialog.repeat_edit.setText("p" * 129)
    qtbot.keyClick(dialog.repeat_edit, Qt.Key.Key_Return)
    assert dialog.findChild(QLabel, "staffPasswordError").text() == (
        "A password is at most 128 characters.")
    assert dialog.password_edit.hasFocus()
    dialog.password_edit.clear()
    type_text(qtbot, dialog.password_edit, "ho-password")
    dialog.repeat_edit.clear()
    type_text(qtbot, dialog.repeat_edit, "ho-password")
    qtbot.keyClick(dialog.repeat_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tab.dialog is None)
    assert _row(tab, "ho")[2] == "Instructor"
    ho = store.authenticate("ho", "ho-password")
    assert ho.role is Role.INSTRUCTOR and store.seal.held(ho.user_id) is not None


def test_deactivate_reactivate_and_the_worded_refusals(qtbot, trainee, window, store) -> None:
    tab = _accounts(qtbot, window)
    _select(qtbot, tab, TRAINEE_NAME)
    assert tab.active_button.text() == "&Deactivate"
    _toggle(qtbot, tab, Qt.Key.Key_D)
    assert _row(tab, TRAINEE_NAME)[4] == "deactivated"
    assert tab.message.text() == f"{TRAINEE_DISPLAY} ({TRAINEE_NAME}) deactivated: they can no " \
        "longer sign in."
    assert tab.selected_user().name == TRAINEE_NAME and tab.active_button.text() == "R&eactivate"
    try:
        store.authenticate(TRAINEE_NAME, TRAINEE_PIN)
    except AccountDeactivated:
        pass
    else:
        raise AssertionError("a deactivated trainee signed in")
    _toggle(qtbot, tab, Qt.Key.Key_E)
    assert _row(tab, TRAINEE_NAME)[4] == "active"
    # The only instructor: deactivating oneself, the last instructor, is refused in words.
    _select(qtbot, tab, INSTRUCTOR_NAME)
    _toggle(qtbot, tab, Qt.Key.Key_D)
    assert tab.message.text() == ("The last active instructor cannot be deactivated: add or "
                                  "reactivate another instructor first.")
    assert _row(tab, INSTRUCTOR_NAME)[4] == "active"


def test_a_deactivated_account_is_told_so_at_sign_in(qtbot, trainee, window, store) -> None:
    tab = _accounts(qtbot, window)
    _select(qtbot, tab, TRAINEE_NAME)
    _toggle(qtbot, tab, Qt.Key.Key_D)
    window.sign_out()
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    error = window.sign_in.error_label
    qtbot.waitUntil(lambda: error.text() != "")
    assert error.text() == ("This account is deactivated: it cannot sign in. Ask an instructor "
                            "to reactivate it.")
    window.sign_in.name_edit.clear()
    _sign_in(qtbot, window, TRAINEE_NAME, "9999")
    qtbot.waitUntil(lambda: error.text() == "That name and PIN or password do not match.")


def test_display_name_and_move_to_another_cohort(qtbot, trainee, window, store,
                                                 instructor) -> None:
    other = store.roster.create_cohort(instructor, "2027-01 Baccarat B")
    tab = _accounts(qtbot, window)
    tab.refresh()
    _select(qtbot, tab, TRAINEE_NAME)
    dialog = _dialog(qtbot, tab, Qt.Key.Key_N)
    assert dialog.display_edit.hasFocus() and dialog.display_edit.selectedText() == TRAINEE_DISPLAY
    type_text(qtbot, dialog.display_edit, "陳美玲")
    qtbot.keyClick(dialog.display_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tab.dialog is None)
    assert _row(tab, TRAINEE_NAME)[1] == "陳美玲"

    _select(qtbot, tab, TRAINEE_NAME)
    dialog = _dialog(qtbot, tab, Qt.Key.Key_M)
    assert dialog.cohort_combo.currentText() == COHORT_NAME
    dialog.cohort_combo.setFocus()
    qtbot.keyClick(dialog.cohort_combo, Qt.Key.Key_End)
    assert dialog.cohort_combo.currentData() == other.id or (
        dialog.cohort_combo.currentText() == "2027-01 Baccarat B")
    qtbot.keyClick(dialog.cohort_combo, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tab.dialog is None)
    assert _row(tab, TRAINEE_NAME)[3] == "2027-01 Baccarat B"
    assert store.roster.user(instructor, trainee.user_id).cohort_id == other.id
    # An instructor has no cohort: refused in words, no dialog.
    _select(qtbot, tab, INSTRUCTOR_NAME)
    assert not tab.move_button.isEnabled()
    tab.move_trainee()
    assert tab.message.text() == "Only a trainee belongs to a cohort."


def test_reset_another_instructors_password_keeps_their_seal_key(qtbot, trainee, window, store,
                                                                 instructor) -> None:
    store.roster.create_instructor(store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD),
                                   "ho", "Ho Ka", "ho-password")
    key = store.seal.held(instructor.user_id)
    tab = _accounts(qtbot, window)
    tab.refresh()
    _select(qtbot, tab, "ho")
    dialog = _dialog(qtbot, tab, Qt.Key.Key_W)
    assert "seal key" in dialog.text.text()
    _type_fields(qtbot, dialog, "ho-new-password", "ho-new-password")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tab.dialog is None)
    assert tab.message.text() == "Password reset for Ho Ka (ho); their exam seal key is kept."
    ho = store.authenticate("ho", "ho-new-password")
    assert store.seal.held(ho.user_id) == key


def test_archive_and_unarchive_a_cohort(qtbot, trainee, window, store, instructor) -> None:
    tab = _accounts(qtbot, window)
    _alt(qtbot, tab, Qt.Key.Key_O)  # C&ohorts: the list
    qtbot.waitUntil(tab.cohort_list.hasFocus)
    qtbot.keyClick(tab.cohort_list, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert tab.selected_cohort().name == COHORT_NAME
    assert tab.archive_button.text() == "&Archive cohort"
    _toggle(qtbot, tab, Qt.Key.Key_A)
    assert tab.cohort_list.currentItem().text() == f"{COHORT_NAME}: 1 trainee: archived"
    assert tab.archive_button.text() == "Un&archive cohort"
    assert store.roster.cohorts(instructor) == []
    # The roster tab's cohort list no longer offers it; its trainee is still listed.
    roster = window.stack.currentWidget().roster
    assert roster.cohort_combo.findText(COHORT_NAME) == -1
    assert [roster.table.item(r, 2).text() for r in range(roster.table.rowCount())] == [
        COHORT_NAME]
    _toggle(qtbot, tab, Qt.Key.Key_A)
    assert [c.name for c in store.roster.cohorts(instructor)] == [COHORT_NAME]
    assert roster.cohort_combo.findText(COHORT_NAME) != -1


def test_a_proctor_sees_home_and_the_exam_screen_only(qtbot, trainee, window, store,
                                                      instructor) -> None:
    store.roster.create_proctor(instructor, "pat", "Pat Proctor", "proctor-pass")
    _sign_in(qtbot, window, "pat", "proctor-pass")
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.home)
    enabled = sorted(k for k, a in window.screen_actions.items() if a.isEnabled())
    assert enabled == ["exam"]
    assert window.user_label.text() == "Signed in: Pat Proctor (Proctor)"
    # The one tile has the usual size, top left, not the whole page.
    tile, page = window.home.buttons["exam"], window.home
    assert tile.isVisible() and tile.width() < page.width() / 2
    assert tile.height() < page.height() / 2
    assert tile.geometry().top() < page.height() / 3
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is not window.home)
    desk = window.stack.currentWidget().findChild(QWidget, "proctorDesk")
    assert desk is not None and desk.isVisible()
    assert window.stack.currentWidget().instructor is None
    assert window.stack.currentWidget().desk is None


def _shows_all_of(dialog, label: QLabel) -> bool:
    """``label``'s wrapped text has the height it needs, inside the dialog."""
    return (label.height() >= label.heightForWidth(label.width())
            and dialog.rect().contains(label.geometry()))


def test_the_staff_dialog_shows_its_hint_and_a_long_refusal_whole(qtbot, trainee, window,
                                                                   store) -> None:
    """The proctor's hint and "The name ... is already taken" were cut off mid-sentence in a
    270-pixel dialog that did not grow when a refusal appeared."""
    tab = _accounts(qtbot, window)
    dialog = _dialog(qtbot, tab, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: _shows_all_of(dialog, dialog.hint))
    _type_fields(qtbot, dialog, INSTRUCTOR_NAME, "Someone", "proctor-pass", "proctor-pass")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    error = dialog.findChild(QLabel, "staffNameError")
    assert error.isVisible() and INSTRUCTOR_NAME in error.text()
    qtbot.waitUntil(lambda: _shows_all_of(dialog, error) and _shows_all_of(dialog, dialog.hint))
    assert dialog.width() <= 1024 and dialog.height() <= 768
