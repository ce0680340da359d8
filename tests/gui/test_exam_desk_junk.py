"""The exam desk's own entries (ui/exam/desk.py, issue 24 point 2): the proctor's sign-in name
and password that start a sitting. Junk, huge and full-width text there is refused in words, in
the user's language, and no sitting or answer is stored (the exam tables' rows counted in the
store's file before and after). The sitting's answer fields and its Table rows are fed junk in
tests/gui/test_table_junk.py."""

from __future__ import annotations

import re
import sqlite3
from contextlib import closing

import pytest
from hypothesis import given
from PySide6.QtCore import Qt

from tests.gui.conftest import INSTRUCTOR_NAME, TRAINEE_NAME, TRAINEE_PIN, type_text
from tests.gui.test_exam_sitting import clock as clock
from tests.gui.test_exam_sitting import exam_id as exam_id
from tests.gui.test_exam_sitting import make_exam, open_exam, sign_in
from tests.gui.test_exam_sitting import store as store
from tests.gui.test_exam_sitting import window as window
from tests.support.junk import few, has_cjk, typed_junk
from trainer.store import DB_FILENAME


def exam_rows(folder) -> dict[str, int]:
    """Rows of every exam table of the store (a sitting, its answers and steps, results)."""
    with closing(sqlite3.connect(folder / DB_FILENAME)) as db:
        names = [row[0] for row in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'exam%'")]
        return {name: db.execute(f'SELECT COUNT(*) FROM "{name}"').fetchone()[0]
                for name in names}


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_junk_in_the_proctors_fields_is_refused_and_no_sitting_stored(
        qtbot, window, store, instructor, trainee, translations, tmp_path,
        language: str) -> None:
    make_exam(store, instructor, trainee, name="Junk exam")
    translations.install(language)
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    screen = open_exam(qtbot, window)
    desk = screen.desk
    qtbot.keyClick(desk.exam_list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.proctor_dialog is not None and desk.proctor_dialog.isVisible())
    dialog = desk.proctor_dialog
    before = exam_rows(tmp_path)
    assert before["exam_sittings"] == 0

    @few
    @given(typed_junk, typed_junk)
    def refused(name: str, password: str) -> None:
        dialog.name.clear()
        dialog.password.clear()
        dialog.show_error("")
        type_text(qtbot, dialog.name, name)
        qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
        type_text(qtbot, dialog.password, password)
        qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: dialog.ok.isEnabled())  # the check is over
        text = dialog.error.text()
        assert text.strip() and "Traceback" not in text, text
        english = re.search(r"[A-Za-z]{2,} [A-Za-z]{2,}", text) is not None
        assert (has_cjk(text) and not english) if language == "zh-Hant" else english, text
        assert exam_rows(tmp_path) == before
        assert desk.stack.currentWidget() is not desk.sitting_view
        assert store.exams.running_sitting(trainee) is None

    refused()
    # The instructor's own name with a junk password: refused the same way.
    type_text(qtbot, dialog.name, INSTRUCTOR_NAME)
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    type_text(qtbot, dialog.password, "9" * 30)
    qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.ok.isEnabled())
    assert dialog.error.text().strip()
    assert exam_rows(tmp_path) == before
