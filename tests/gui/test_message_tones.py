"""A thing done is not said in error red (issue 25 point 15: "Saved" under the table profile
form read as a refusal): the label that says refusals under a form says "Saved"/"Deleted" in
the done tone and "give it a name" in a plain one, and a refusal after them in red again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox

from tests.gui.test_settings_profiles import _pick, _press, _save, _tables
from ui.resources import app_style_sheet
from ui.widgets.message import MessageLabel, Tone

RED = QColor("#b00020")


def _colour(label: MessageLabel) -> QColor:
    label.ensurePolished()
    return label.palette().color(label.foregroundRole())


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_saved_and_deleted_are_not_said_in_error_red(qtbot, trainee, window, language) -> None:
    window.setStyleSheet(app_style_sheet())  # the app's look (set on the app in ui.app)
    tables = _tables(qtbot, window, language)
    label = tables.error_label
    _pick(tables, "mass-300")
    tables.name_edit.setFocus()
    _press(qtbot, tables, Qt.Key.Key_W, tables.new_button)  # Ne&w profile: what to do next
    assert label.isVisible() and label.property("tone") == Tone.NOTE
    assert _colour(label) != RED
    qtbot.keyClicks(tables.name_edit, "Quiet corner")
    said = _save(qtbot, tables)
    assert "Quiet corner" in said and ("Saved" in said if language == "en" else "已儲存" in said)
    assert label.property("tone") == Tone.DONE and _colour(label) != RED
    tables.name_edit.setFocus()
    qtbot.keyClick(tables.name_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(tables.name_edit, Qt.Key.Key_Delete)
    _save(qtbot, tables)  # a refusal: no name
    assert label.property("tone") == Tone.ERROR and _colour(label) == RED
    _pick(tables, "Quiet corner")
    tables.list.setFocus()
    _press(qtbot, tables, Qt.Key.Key_D, tables.delete_button)
    dialog = tables.delete_dialog
    assert isinstance(dialog, QMessageBox)
    qtbot.waitUntil(dialog.isVisible)
    qtbot.mouseClick(dialog.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert "Quiet corner" not in tables.profiles
    assert "Quiet corner" in label.text()
    assert label.property("tone") == Tone.DONE and _colour(label) != RED


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Saved Mass floor HK$300."), ("zh-Hant", "已儲存中場 HK$300。")])
def test_a_shipped_profile_saved_is_named_not_by_its_id(qtbot, trainee, window, language,
                                                        said) -> None:
    """A school's edit of a shipped table is said by the table's name in the language shown
    ("Saved mass-300." named it by its id, issue 25 point 15)."""
    tables = _tables(qtbot, window, language)
    _pick(tables, "mass-300")
    tables.name_edit.setFocus()
    assert _save(qtbot, tables) == said
    assert "mass-300" not in tables.error_label.text()
