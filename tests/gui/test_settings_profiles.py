"""Table profiles a school can set (issue 24 point 12): the number of seats and the seat
numbers a house avoids (4, 13), New and Delete profile, a no-commission table without the
commission settings it does not use, and the limits of a side bet that is off disabled.
Every control is reached by its mnemonic, in English and in 繁體中文."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from tests.gui.test_settings import _settings
from tests.support.school_tables import exam_with_tables
from trainer.baccarat.bets import BetKind
from trainer.baccarat.table import DEFAULT_PROFILES, CommissionMode
from ui.settings.tables import TableProfilesTab

LANGUAGES = ["en", "zh-Hant"]


def _tables(qtbot, window, language: str) -> TableProfilesTab:
    screen = _settings(qtbot, window)
    window.set_language(language)
    screen.tabs.setCurrentWidget(screen.tables)
    return screen.tables


def _pick(tables: TableProfilesTab, name: str) -> None:
    tables.list.setCurrentRow(list(tables.profiles).index(name))
    assert tables.selected_name() == name


def _alt(qtbot, tables: TableProfilesTab, label_key: Qt.Key) -> QWidget:
    """Press Alt + ``label_key`` where the cursor is; the widget that has the focus then."""
    focused = QApplication.focusWidget() or tables.name_edit
    qtbot.keyClick(focused, label_key, Qt.KeyboardModifier.AltModifier)
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def _press(qtbot, tables: TableProfilesTab, key: Qt.Key, button: QWidget) -> None:
    """Alt + ``key``: the button's mnemonic (a button clicks a moment after its shortcut)."""
    with qtbot.waitSignal(button.clicked):
        _alt(qtbot, tables, key)


def _type(qtbot, tables: TableProfilesTab, label_key: Qt.Key, text: str) -> None:
    widget = _alt(qtbot, tables, label_key)
    qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(widget, text)


def _save(qtbot, tables: TableProfilesTab) -> str:
    _press(qtbot, tables, Qt.Key.Key_S, tables.save_button)
    return tables.error_label.text()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_new_nine_seat_profile_without_seat_4_is_made_by_keyboard(
        qtbot, trainee, window, language) -> None:
    """New profile copies the selected one; the seats spin box and the avoided numbers set a
    9-seat table numbered 1, 2, 3, 5 ... 10, shown beside the field as the core counts it."""
    tables = _tables(qtbot, window, language)
    _pick(tables, "mass-300")
    tables.name_edit.setFocus()
    _press(qtbot, tables, Qt.Key.Key_W, tables.new_button)  # Ne&w profile
    assert tables.new_from == "mass-300" and tables.name_edit.text() == ""
    assert tables.name_edit.hasFocus()
    qtbot.keyClicks(tables.name_edit, "School nine")
    _type(qtbot, tables, Qt.Key.Key_Z, "9")  # Table si&ze
    assert tables.seats_spin.hasFocus() and tables.seats_spin.value() == 9
    _type(qtbot, tables, Qt.Key.Key_V, "4")  # Seat numbers a&voided
    assert tables.skipped_edit.hasFocus()
    shown = tables.seat_numbers_label.text()
    assert "1, 2, 3, 5, 6, 7, 8, 9, 10" in shown, shown
    assert (shown.startswith("Seats ") if language == "en" else "座位" in shown), shown
    message = _save(qtbot, tables)
    assert "School nine" in message, message
    saved = tables.profiles["School nine"]
    assert saved.seat_numbers == (1, 2, 3, 5, 6, 7, 8, 9, 10)
    assert (saved.minimum, saved.chips) == (DEFAULT_PROFILES["mass-300"].minimum,
                                            DEFAULT_PROFILES["mass-300"].chips)
    assert tables.selected_name() == "School nine" and tables.new_from is None
    assert DEFAULT_PROFILES["mass-300"] == tables.profiles["mass-300"]  # the copy's source kept


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_new_profile_never_replaces_one_of_the_same_name(qtbot, trainee, window,
                                                           language) -> None:
    tables = _tables(qtbot, window, language)
    _pick(tables, "mass-1000")
    tables.name_edit.setFocus()
    _press(qtbot, tables, Qt.Key.Key_W, tables.new_button)
    qtbot.keyClicks(tables.name_edit, "mass-300")
    _type(qtbot, tables, Qt.Key.Key_I, "2000")
    message = _save(qtbot, tables)
    assert "mass-300" in message and tables.name_edit.hasFocus()
    if language != "en":
        assert "已有" in message, message
    assert tables.profiles["mass-300"] == DEFAULT_PROFILES["mass-300"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("typed", "code_words"), [
    ("4, four", ("four", "four")), ("4, 4", ("listed twice", "重複")),
    ("0", ("numbered from 1", "由1開始")), ("4, 100", ("up to 99", "99"))])
def test_avoided_seat_numbers_are_refused_under_their_field(
        qtbot, trainee, window, language, typed, code_words) -> None:
    tables = _tables(qtbot, window, language)
    _pick(tables, "mass-300")
    tables.name_edit.setFocus()
    _type(qtbot, tables, Qt.Key.Key_N, "odd seats")
    _type(qtbot, tables, Qt.Key.Key_V, typed)
    message = _save(qtbot, tables)
    assert code_words[0 if language == "en" else 1] in message, message
    row, _ = tables.form.getWidgetPosition(tables.skipped_row)
    assert tables.form.getWidgetPosition(tables.error_label)[0] == row + 1
    assert tables.skipped_edit.hasFocus()
    assert "odd seats" not in tables.profiles


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_no_commission_table_hides_the_commission_settings(qtbot, trainee, window,
                                                             language) -> None:
    """Art. 18 (2): a no-commission table takes no 5%, so its mode and rounding are hidden;
    ticking the box (Alt+2) hides them, and such a table saves as deducting none."""
    tables = _tables(qtbot, window, language)
    commission = (tables.mode_combo, tables.rounding_combo)
    _pick(tables, "commission-box-2000")
    assert all(w.isVisible() for w in commission)
    _pick(tables, "no-commission-500")
    assert not any(w.isVisible() for w in commission)
    assert not tables.form.labelForField(tables.mode_combo).isVisible()
    _pick(tables, "commission-box-2000")
    assert all(w.isVisible() for w in commission)
    tables.name_edit.setFocus()
    _type(qtbot, tables, Qt.Key.Key_N, "box without commission")
    _type(qtbot, tables, Qt.Key.Key_I, "4000")
    _press(qtbot, tables, Qt.Key.Key_2, tables.no_commission_check)  # a label's mnemonic
    # clicks its check box
    assert tables.no_commission_check.isChecked()
    assert not any(w.isVisible() for w in commission)
    assert "box without commission" in _save(qtbot, tables)
    saved = tables.profiles["box without commission"]  # its hidden "mark" mode is not kept
    assert saved.no_commission and saved.commission_mode is CommissionMode.DEDUCT
    assert not any(w.isVisible() for w in commission)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_limits_of_lucky_6_are_disabled_while_it_is_off(qtbot, trainee, window,
                                                            language) -> None:
    tables = _tables(qtbot, window, language)
    low, high = tables.limit_edits["lucky_6"]
    _pick(tables, "mass-1000")  # no Lucky 6
    assert not low.isEnabled() and not high.isEnabled()
    assert tables.limit_edits["tie"][0].isEnabled()
    _pick(tables, "mass-300")
    assert low.isEnabled() and high.isEnabled()
    tables.name_edit.setFocus()
    _type(qtbot, tables, Qt.Key.Key_N, "no lucky")
    low.setFocus()
    qtbot.keyClick(low, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(low, "junk")  # a limit of a bet that is off is not read
    _press(qtbot, tables, Qt.Key.Key_6, tables.offered_checks["lucky_6"])
    assert not low.isEnabled() and not high.isEnabled()
    assert "no lucky" in _save(qtbot, tables)
    assert not tables.profiles["no lucky"].offers(BetKind.LUCKY_6)
    assert not tables.limit_edits["lucky_6"][0].isEnabled()


@pytest.mark.parametrize("language", LANGUAGES)
def test_delete_asks_first_and_says_what_follows(qtbot, store, instructor, trainee,
                                                      window, language) -> None:
    """A shipped profile cannot be deleted; the question before deleting one an exam draws
    its deals at names the exam and what follows; the school's own is deleted once the
    instructor says yes; deleting an override of a shipped one gives the shipped one back."""
    nine = DEFAULT_PROFILES["mass-1000-9-seats"]
    for name in ("Night", "Exam table"):
        store.table_profiles.save(instructor, name, nine.to_dict())
    store.table_profiles.save(instructor, "mass-300", {
        **DEFAULT_PROFILES["mass-300"].to_dict(), "maximum": "20000"})
    store.exams.create(instructor, exam_with_tables(("Exam table",)))
    tables = _tables(qtbot, window, language)

    def press_delete() -> None:
        window.activateWindow()  # back from the question
        qtbot.waitUntil(window.isActiveWindow)
        tables.list.setFocus()
        _press(qtbot, tables, Qt.Key.Key_D, tables.delete_button)

    _pick(tables, "premium-5000")
    press_delete()
    assert tables.delete_dialog is None
    assert ("cannot be deleted" if language == "en" else "不能刪除") in tables.error_label.text()

    _pick(tables, "Exam table")  # the question names the exam that deals at it
    press_delete()
    dialog = tables.delete_dialog
    assert isinstance(dialog, QMessageBox)
    qtbot.waitUntil(dialog.isVisible)
    assert "VIP floor certificate 貴賓廳" in dialog.text(), dialog.text()
    assert ("cannot start a sitting" if language == "en" else "不能開始") in dialog.text()
    qtbot.mouseClick(dialog.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert "Exam table" in tables.profiles

    _pick(tables, "Night")
    press_delete()
    dialog = tables.delete_dialog
    assert isinstance(dialog, QMessageBox)
    qtbot.waitUntil(dialog.isVisible)
    assert "Night" in dialog.text()
    qtbot.mouseClick(dialog.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert "Night" in tables.profiles

    press_delete()
    dialog = tables.delete_dialog
    assert isinstance(dialog, QMessageBox)
    qtbot.waitUntil(dialog.isVisible)
    qtbot.mouseClick(dialog.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert "Night" not in tables.profiles
    assert "Night" not in store.table_profiles.all_profiles(instructor)

    _pick(tables, "mass-300")
    press_delete()
    dialog = tables.delete_dialog
    assert isinstance(dialog, QMessageBox)
    qtbot.waitUntil(dialog.isVisible)
    assert ("shipped profile" if language == "en" else "內置") in dialog.text(), dialog.text()
    qtbot.mouseClick(dialog.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert tables.profiles["mass-300"] == DEFAULT_PROFILES["mass-300"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("pasted", "code_words"), [
    ("9" * 5000, ("up to 99", "99")), ("4, " + "x" * 5000, ("xxxxxxxxxxxxxxxx", "xxxx"))])
def test_a_huge_pasted_seat_number_is_refused_in_words(
        qtbot, trainee, window, language, pasted, code_words) -> None:
    """Thousands of digits pasted into the avoided numbers (issue 24 point 2, on the new
    field): the seat list beside it is cleared as for any unreadable list, and Save says
    seats go up to 99; int() refused the digits (ValueError out of the field's slot)."""
    tables = _tables(qtbot, window, language)
    _pick(tables, "mass-300")
    tables.name_edit.setFocus()
    _type(qtbot, tables, Qt.Key.Key_N, "huge seats")
    widget = _alt(qtbot, tables, Qt.Key.Key_V)
    assert widget is tables.skipped_edit
    QApplication.clipboard().setText(pasted)
    qtbot.keyClick(widget, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert tables.skipped_edit.text() == pasted
    assert tables.seat_numbers_label.text() == ""
    message = _save(qtbot, tables)
    assert code_words[0 if language == "en" else 1] in message, message
    assert len(message) < 400 and "huge seats" not in tables.profiles
