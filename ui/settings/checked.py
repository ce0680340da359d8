"""A form whose OK asks the core first (the Settings screen's dialogs share it).

Its title, captions, hints and refusals follow a language change made while it is open:
fixed texts are set through :attr:`CheckedDialog.texts` (a
:class:`ui.worded.WordedTexts`), a refusal is said by a :class:`MessageLabel`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from trainer.errors import TrainerError
from ui.looks import set_look
from ui.roster_words import roster_error
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.worded import WordedTexts

MIN_WIDTH = 420


class CheckedDialog(Retranslating, QDialog):
    """A form whose OK asks the core first: a refusal keeps the dialog open, with the
    reason under the field it is about and the focus in that field."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.texts = WordedTexts()
        self.errors: dict[QWidget, MessageLabel] = {}
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)
        # Wide enough for a hint and a refusal to wrap into a few readable lines.
        self.setMinimumWidth(MIN_WIDTH)

    def add_field(self, label: Callable[[], str], field: QWidget, name: str) -> QLabel:
        """A captioned field with its refusal line under it; ``label`` words the caption
        (again after a language change). Returns the caption."""
        field.setObjectName(name)
        error = MessageLabel()
        error.setObjectName(name + "Error")
        error.setProperty("class", "fieldError")
        set_look(error, "refusal")
        error.setWordWrap(True)
        error.hide()
        caption = QLabel()
        caption.setObjectName(name + "Caption")
        self.texts.word(caption.setText, label)
        caption.setBuddy(field)
        self.form.addRow(caption, field)
        self.form.addRow("", error)
        self.errors[field] = error
        if isinstance(field, QLineEdit):  # the refusal is about what was there before
            field.textEdited.connect(lambda _text: self._clear_error(error))
        elif isinstance(field, QComboBox):
            field.currentIndexChanged.connect(lambda _index: self._clear_error(error))
        return caption

    @staticmethod
    def _clear_error(error: MessageLabel) -> None:
        error.clear()
        error.hide()

    def show_field_error(self, field: QWidget, wording: str | Callable[..., str],
                         *args: object) -> None:
        """Say ``wording(*args)`` under ``field`` (see :meth:`MessageLabel.say`)."""
        for other, label in self.errors.items():
            if other is field:
                label.say(wording, *args)
            else:
                label.clear()
            label.setVisible(other is field)
        field.setFocus()
        if isinstance(field, QLineEdit):
            field.selectAll()
        self._grow_to_fit()

    def _grow_to_fit(self) -> None:
        """Taller if the refusal's wrapped lines need it: a dialog does not grow by itself
        for word-wrapped labels, and cut the refusal off mid-sentence."""
        self.form.activate()
        needed = self.form.totalHeightForWidth(self.width())
        if needed > self.height():
            self.resize(self.width(), needed)

    def retranslate(self) -> None:
        self.texts.reword()
        for label in self.errors.values():
            label.reword()  # before measuring: its own LanguageChange comes later
        self._grow_to_fit()

    def field_for(self, error: TrainerError) -> QWidget:
        raise NotImplementedError

    def attempt(self) -> None:
        """Ask the core; raise its TrainerError to refuse."""
        raise NotImplementedError

    def word_error(self, error: TrainerError) -> str:
        """The refusal in the user's language."""
        return roster_error(error)

    def try_accept(self) -> None:
        try:
            self.attempt()
        except TrainerError as error:
            self.show_field_error(self.field_for(error), self.word_error, error)
            return
        self.accept()
