"""Review 8b: a message whose arguments look like wording: a trainee named with braces, a
Qt ``%1`` or markup. Worded again after a language change, the name stays as typed (not
taken as a placeholder) and is shown as typed (not as rich text: "<b>" is not bold)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from trainer.errors import StoreError
from ui.store_words import error_text
from ui.widgets.message import MessageLabel
from ui.words import Worded

NAME = "{0} {name} %1 %n <b>Ho</b>"


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
    plain = QLabel()
    qtbot.addWidget(plain)
    plain.setTextFormat(Qt.TextFormat.PlainText)
    plain.setText(label.text())
    # Drawn as typed: as wide as the same words in plain text (rich text would drop the tags).
    assert label.sizeHint().width() == plain.sizeHint().width()
    translations.install("en")
    qtbot.waitUntil(lambda: label.text() == f"The name {NAME} is already taken.")
