"""The roster import's preview (issue 16, point 10): a Big5, GB18030, UTF-16 or semicolon file
is shown read right before anything is imported, the instructor can override the encoding and
the delimiter by keyboard, and neither the preview nor the refused lines grow the window past
a 1024 x 768 screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from tests.gui.conftest import COHORT_NAME, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD
from tests.support.roster_preview import open_preview
from ui.settings.view import SettingsScreen

SCREEN_W, SCREEN_H = 1024, 768


def _settings(qtbot, window) -> SettingsScreen:
    name = window.findChild(QLineEdit, "signInName")
    qtbot.keyClicks(name, INSTRUCTOR_NAME)
    qtbot.keyClick(name, Qt.Key.Key_Return)
    secret = window.findChild(QLineEdit, "signInSecret")
    qtbot.keyClicks(secret, INSTRUCTOR_PASSWORD)
    qtbot.keyClick(secret, Qt.Key.Key_Return)
    window.open_screen("settings")
    screen = window.stack.currentWidget()
    assert isinstance(screen, SettingsScreen)
    return screen


def _alt(qtbot, dialog, key: Qt.Key) -> None:
    qtbot.keyClick(dialog.focusWidget() or dialog, key, Qt.KeyboardModifier.AltModifier)


def test_a_big5_file_is_previewed_overridden_by_keyboard_and_imported(
        qtbot, trainee, window, tmp_path) -> None:
    screen = _settings(qtbot, window)
    roster = screen.roster
    path = tmp_path / "名單.csv"
    path.write_bytes(f"name;cohort;pin;display name\r\nchan.tm;{COHORT_NAME};1234;陳大文\r\n"
                     f"lee.sl;{COHORT_NAME};2345;李小龍\r\n".encode("cp950"))
    dialog = open_preview(qtbot, roster, path)
    assert "Big5 / CP950" in dialog.detected.text() and "semicolon" in dialog.detected.text()
    assert dialog.preview() == [["name", "cohort", "pin", "display name"],
                                ["chan.tm", COHORT_NAME, "1234", "陳大文"],
                                ["lee.sl", COHORT_NAME, "2345", "李小龍"]]
    # The header line is marked as the one the import skips.
    assert dialog.header_row
    assert dialog.table.verticalHeaderItem(0).text() == "header"
    assert "skips" in dialog.table.verticalHeaderItem(0).toolTip()
    assert "Big5" in roster.import_help.text() and "semicolons" in roster.import_help.text()
    assert dialog.width() <= SCREEN_W and dialog.height() <= SCREEN_H
    # Alt+E: the encoding; another one shows the names garbled, the arrow key goes back.
    _alt(qtbot, dialog, Qt.Key.Key_E)
    qtbot.waitUntil(dialog.encoding_combo.hasFocus)
    qtbot.keyClick(dialog.encoding_combo, Qt.Key.Key_Down)
    assert dialog.encoding_combo.currentData() == "gb18030"
    assert dialog.preview()[1][3] != "陳大文"
    qtbot.keyClick(dialog.encoding_combo, Qt.Key.Key_Up)
    assert dialog.preview()[1][3] == "陳大文"
    # Alt+D: the delimiter; a comma makes one cell of each line.
    _alt(qtbot, dialog, Qt.Key.Key_D)
    qtbot.waitUntil(dialog.delimiter_combo.hasFocus)
    qtbot.keyClick(dialog.delimiter_combo, Qt.Key.Key_Up)
    assert dialog.delimiter_combo.currentData() == ","
    assert dialog.table.columnCount() == 1
    qtbot.keyClick(dialog.delimiter_combo, Qt.Key.Key_Down)
    assert dialog.delimiter == ";" and dialog.table.columnCount() == 4
    # Alt+I imports as shown.
    with qtbot.waitSignal(roster.sig_import_finished, timeout=30_000):
        _alt(qtbot, dialog, Qt.Key.Key_I)
    assert roster.message.text() == "2 trainees imported."
    assert window.store.authenticate("chan.tm", "1234").display_name == "陳大文"
    assert window.store.authenticate("lee.sl", "2345").display_name == "李小龍"


def test_escape_imports_nothing_and_an_unreadable_choice_disables_import(
        qtbot, trainee, window, tmp_path) -> None:
    screen = _settings(qtbot, window)
    roster = screen.roster
    path = tmp_path / "unicode.txt"
    path.write_bytes("name\tcohort\tpin\tdisplay name\r\njoao.c\t\t3456\tJoão Conceição\r\n"
                     .encode("utf-16"))
    dialog = open_preview(qtbot, roster, path)
    assert "UTF-16" in dialog.detected.text() and "tab" in dialog.detected.text()
    assert dialog.preview()[1] == ["joao.c", "", "3456", "João Conceição"]
    dialog.encoding_combo.setFocus()
    qtbot.keyClick(dialog.encoding_combo, Qt.Key.Key_Home)  # UTF-8: these bytes are not
    assert not dialog.import_button.isEnabled() and dialog.problem.isVisible()
    assert dialog.preview() == []
    qtbot.keyClick(dialog.encoding_combo, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert roster.import_button.isEnabled() and not roster.import_progress.isVisible()
    assert all(u.name != "joao.c" for u in window.store.roster.trainees(window.actor))


@pytest.mark.parametrize("bad", [60, 500])
def test_refused_lines_scroll_and_the_window_fits_a_1024x768_screen(
        qtbot, trainee, window, tmp_path, bad: int) -> None:
    """60 bad lines once grew the window to 1,714 px; now the preview has a fixed size and the
    refused lines scroll in a bounded list, so nothing outgrows a 1024 x 768 screen."""
    window.resize(SCREEN_W, SCREEN_H)
    screen = _settings(qtbot, window)
    roster = screen.roster
    path = tmp_path / "bad.csv"
    long_name = "陳" * 60  # a long line too: the rows must not widen anything
    path.write_text("name,cohort,pin\n" + "".join(
        f"{long_name}{i},No Such Cohort,1234,{long_name}\n" for i in range(bad)),
        encoding="utf-8-sig")
    dialog = open_preview(qtbot, roster, path)
    assert dialog.width() <= SCREEN_W and dialog.height() <= SCREEN_H
    assert dialog.minimumSizeHint().height() <= SCREEN_H
    assert dialog.table.rowCount() == 8  # the first rows only
    with qtbot.waitSignal(roster.sig_import_finished, timeout=60_000):
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(roster.import_errors.isVisible)
    QApplication.processEvents()
    assert roster.import_errors.count() == bad
    assert window.width() <= SCREEN_W and window.height() <= SCREEN_H
    assert window.minimumSizeHint().width() <= SCREEN_W
    assert window.minimumSizeHint().height() <= SCREEN_H
    bar = roster.import_errors.verticalScrollBar()
    assert bar.maximum() > 0  # the list scrolls rather than grows


def test_a_gb18030_file_without_a_header_is_read_and_imported(
        qtbot, trainee, window, tmp_path) -> None:
    screen = _settings(qtbot, window)
    roster = screen.roster
    path = tmp_path / "gb.csv"
    path.write_bytes(f"ho.kl,{COHORT_NAME},5678,何家樂\n".encode("gb18030"))
    dialog = open_preview(qtbot, roster, path)
    assert "GB18030" in dialog.detected.text() and "comma" in dialog.detected.text()
    assert not dialog.header_row and dialog.table.verticalHeaderItem(0).text() == "1"
    with qtbot.waitSignal(roster.sig_import_finished, timeout=30_000):
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    assert window.store.authenticate("ho.kl", "5678").display_name == "何家樂"


@pytest.mark.parametrize("shape", ["large", "one_long_line"])
def test_a_garbage_file_is_refused_by_size_or_line_before_it_is_read_whole(
        qtbot, trainee, window, tmp_path, shape: str) -> None:
    """A 50 MB file of garbage took 2.3 GB of memory to guess its encoding: a roster file is
    refused by its size, and by a line longer than any roster line, with a worded message
    and no preview."""
    roster = _settings(qtbot, window).roster
    path = tmp_path / "dump.csv"
    with path.open("wb") as out:
        if shape == "large":
            out.truncate(50 * 1024 * 1024)  # a sparse 50 MB file
        else:
            out.write(b"chan.tm,2024-A,1234,")
            out.write(b"\xa4" * 100_000)
            out.write(b"\r\nlee.sl,2024-A,2345\r\n")
    roster.import_file(path)
    assert getattr(roster, "preview_dialog", None) is None
    text = roster.message.text()
    if shape == "large":
        assert text == ("dump.csv is 51200 KB: a roster file is at most 2048 KB. Is it the "
                        "right file?")
    else:
        assert text == ("Line 1 of dump.csv is longer than any roster line (4096 bytes at "
                        "most). Is it the right file?")
