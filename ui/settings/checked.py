"""A form whose OK asks the core first (the Settings screen's dialogs share it)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from trainer.errors import TrainerError
from ui.roster_words import roster_error

MIN_WIDTH = 420


class CheckedDialog(QDialog):
    """A form whose OK asks the core first: a refusal keeps the dialog open, with the
    reason under the field it is about and the focus in that field."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.errors: dict[QWidget, QLabel] = {}
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)
        # Wide enough for a hint and a refusal to wrap into a few readable lines.
        self.setMinimumWidth(MIN_WIDTH)

    def add_field(self, label: str, field: QWidget, name: str) -> None:
        field.setObjectName(name)
        error = QLabel()
        error.setObjectName(name + "Error")
        error.setProperty("class", "fieldError")
        error.setStyleSheet("color: #b00020;")
        error.setWordWrap(True)
        error.hide()
        self.form.addRow(label, field)
        self.form.addRow("", error)
        self.errors[field] = error

    def show_field_error(self, field: QWidget, text: str) -> None:
        for other, label in self.errors.items():
            label.setText(text if other is field else "")
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
            self.show_field_error(self.field_for(error), self.word_error(error))
            return
        self.accept()
