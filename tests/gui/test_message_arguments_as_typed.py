"""A message whose arguments look like wording: a trainee named with braces, a
Qt ``%1`` or markup. Worded again after a language change, the name stays as typed (not
taken as a placeholder) and is shown as typed (not as rich text: "<b>" is not bold)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel

from tests.gui.test_proctor_console import (  # noqa: F401 (the fixtures)
    Hall,
    _confirmation,
    console,
    hall,
)
from trainer.errors import StoreError
from ui.exam.console import ProctorConsole
from ui.store_words import error_text
from ui.widgets.message import MessageLabel
from ui.worded import Worded

NAME = "{0} {name} %1 %n <b>Ho</b>"


def shown_as(label: QLabel) -> str:
    """What the label draws and a screen reader reads (rich text drops the tags)."""
    return QAccessible.queryAccessibleInterface(label).text(QAccessible.Text.Name)


def test_a_name_with_braces_percent_or_markup_is_shown_as_typed_in_every_language(
    qtbot, translations
) -> None:
    translations.install("en")
    label = MessageLabel()
    qtbot.addWidget(label)
    refused = StoreError("invalid", "taken", code="name_taken", params={"name": NAME})
    label.say(Worded(error_text, refused))
    assert label.text() == f"The name {NAME} is already taken."
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: label.text() != f"The name {NAME} is already taken.")
    assert NAME in label.text()
    assert shown_as(label) == label.text()  # drawn as typed, not as rich text
    translations.install("en")
    qtbot.waitUntil(lambda: label.text() == f"The name {NAME} is already taken.")


def test_the_add_time_confirmation_shows_a_marked_up_name_as_typed(
    qtbot, hall: Hall, console: ProctorConsole  # noqa: F811 (the fixtures)
) -> None:
    """A trainee whose display name holds markup: the proctor's "add time?" question names
    her as typed (Qt's QMessageBox would take "<b>" as rich text and hide it)."""
    shown = "<b>Amy</b> & {0}"
    hall.booth.roster.set_display_name(hall.boss, hall.trainees[0].user_id, shown)
    hall.start(0)
    console.enter()
    qtbot.waitUntil(lambda: console.model.rowCount() == 1)
    console.table.selectRow(0)
    console.reason.setText("power cut")  # a reason is asked first (issue 25)
    console.add_time()
    box = _confirmation(qtbot, console)
    assert shown in box.text()
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None and shown_as(label) == box.text()
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: console.confirm_box is None)


def test_a_language_switch_while_the_add_time_question_is_open(
    qtbot, hall: Hall, console: ProctorConsole, translations  # noqa: F811 (the fixtures)
) -> None:
    """The language changes while the proctor's "add time?" question is open: cancelling
    it afterwards says "No time was added." in the new language, and the sitting is
    untouched; confirming after a switch adds to the sitting chosen before it."""
    translations.install("en")
    hall.start(0)
    console.enter()
    qtbot.waitUntil(lambda: console.model.rowCount() == 1)
    console.table.selectRow(0)
    console.reason.setText("power cut")  # a reason is asked first (issue 25)
    console.add_time()
    box = _confirmation(qtbot, console)
    translations.install("zh-Hant")
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: console.confirm_box is None)
    assert console.status.text() not in ("", "No time was added.")
    assert any("\u4e00" <= c <= "\u9fff" for c in console.status.text())
    assert hall.booth.exams.running_sittings(hall.proctor)[0].added_s == 0
    console.table.selectRow(0)
    console.reason.setText("power cut")  # a reason is asked first (issue 25)
    console.add_time()
    box = _confirmation(qtbot, console)
    translations.install("en")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: hall.booth.exams.running_sittings(hall.proctor)[0].added_s > 0)
    qtbot.waitUntil(lambda: console.status.text().startswith("5 min added"), timeout=5000)
