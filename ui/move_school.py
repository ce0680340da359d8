"""File > Move school to another database… (instructors only).

The core does the work (:func:`trainer.store.move.move_open_school`): every table copied into
an empty database in one transaction, checked there, the seals compared with the school key.
This dialog asks for the new database's address and the instructor's password, runs the move
through the one background helper (:class:`ui.tasks.TaskRunner`) and words every outcome.
A refusal keeps the dialog open with the reason under the fields; success is told by
``inform`` (a seam tests replace, as in :mod:`ui.backup`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QWidget,
)

from trainer.auth import Actor
from trainer.errors import StoreError
from trainer.store import DeskStore
from trainer.store.move import MoveReport, move_open_school
from ui.looks import set_look
from ui.store_words import error_text
from ui.tasks import TaskRunner
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.worded import WordedTexts

translate = QCoreApplication.translate


class MoveSchoolDialog(Retranslating, QDialog):
    """The new database's URL and the instructor's password; Move copies and checks."""

    sig_moved = Signal(object)
    """The school was copied and checked (the MoveReport)."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveSchoolDialog")
        self._store = store
        self._actor = actor
        self.tasks = TaskRunner(self, max_threads=1)
        self.inform: Callable[[str, str], None] = self._inform
        self.texts = WordedTexts()
        self.texts.word(self.setWindowTitle, lambda: self.tr("Move the school"))
        self.form = QFormLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.texts.word(self.intro.setText, lambda: self.tr(
            "Every account, answer, exam, seal and audit row is copied into an empty database "
            "(a PostgreSQL server for several desks) and checked there. This database stays as "
            "it is."))
        self.form.addRow(self.intro)
        self.url_edit = QLineEdit()
        self.url_edit.setObjectName("moveUrl")
        self.url_edit.setPlaceholderText("postgresql+psycopg://user@server/school")
        self.password_edit = QLineEdit()
        self.password_edit.setObjectName("movePassword")
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        for edit, caption in ((self.url_edit, lambda: self.tr("&New database")),
                              (self.password_edit, lambda: self.tr("Your &password"))):
            label = QLabel()
            self.texts.word(label.setText, caption)
            label.setBuddy(edit)
            self.form.addRow(label, edit)
        self.error = MessageLabel()
        self.error.setObjectName("moveError")
        set_look(self.error, "refusal")
        self.error.setWordWrap(True)
        self.error.hide()
        self.form.addRow(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.move_button = QPushButton()
        self.move_button.setObjectName("moveButton")
        self.move_button.setDefault(True)
        self.texts.word(self.move_button.setText, lambda: self.tr("&Move"))
        self.buttons.addButton(self.move_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.start)
        self.buttons.rejected.connect(self.reject)
        self.form.addRow(self.buttons)
        self.setMinimumWidth(520)
        self.url_edit.setFocus()

    def retranslate(self) -> None:
        self.texts.reword()
        self.error.reword()  # before measuring: its own LanguageChange comes later
        self._grow_to_fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._grow_to_fit()

    def _grow_to_fit(self) -> None:
        """Taller when the wrapped lines need it (a form's size hint ignores wrapping)."""
        self.form.activate()
        needed = self.form.totalHeightForWidth(self.width())
        if needed > self.height():
            self.resize(self.width(), needed)

    def _say(self, wording: Callable[..., str], *args: object) -> None:
        self.error.say(wording, *args)
        self.error.show()
        self._grow_to_fit()

    def start(self) -> None:
        """Check the fields, then move in the background (the dialog waits, disabled)."""
        if self.tasks.busy:
            return
        url, password = self.url_edit.text().strip(), self.password_edit.text()
        if not url:
            self._say(lambda: self.tr("Type the address (URL) of the new, empty database."))
            self.url_edit.setFocus()
            return
        if not password:
            self._say(lambda: self.tr("Type your password: it opens the school's seal key, "
                                      "to check every seal on the new database."))
            self.password_edit.setFocus()
            return
        self.error.clear()
        self.error.hide()
        self.setEnabled(False)
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        self.tasks.run(move_open_school, self._store, self._actor, url, password,
                       on_done=self._moved, on_error=self._failed)

    def _moved(self, report: MoveReport) -> None:
        QApplication.restoreOverrideCursor()
        self.setEnabled(True)
        self.sig_moved.emit(report)
        rows = report.rows
        self.inform(self.tr("School moved"), self.tr(
            "The school was copied to {0} and checked there: {1} accounts, {2} practice "
            "answers, {3} exam sittings and {4} audit rows, every seal as here.\n\nThis desk "
            "still uses {5}. Point every desk at the new database (DEALER_TRAINER_DB, see the "
            "README) and start them again.").format(
            report.target, rows["users"], rows["attempts"], rows["exam_sittings"],
            rows["audit_log"], report.source))
        self.accept()

    def _failed(self, error: BaseException) -> None:
        QApplication.restoreOverrideCursor()
        self.setEnabled(True)
        self._say(move_error_text, error)
        field = self.password_edit if (
            isinstance(error, StoreError) and error.code == "move_wrong_password"
        ) else self.url_edit
        field.setFocus()
        field.selectAll()

    def _inform(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, title, text,
                          QMessageBox.StandardButton.Ok, self.parentWidget())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()


def move_error_text(error: BaseException) -> str:
    """Why the school was not moved, in the user's language."""
    if isinstance(error, StoreError):
        p = error.params
        if error.code == "move_target_has_school":
            return translate(
                "MoveSchoolDialog", "That database already holds a school ({0} accounts). A move "
                "never merges two schools: give an empty database.").format(
                p.get("accounts", "?"))
        if error.code == "move_target_not_empty":
            return translate(
                "MoveSchoolDialog", "That database is not empty ({0} rows in {1}). Give an empty "
                "database.").format(p.get("rows", "?"), p.get("table", "?"))
        if error.code == "move_wrong_password":
            return translate(
                "MoveSchoolDialog", "That is not your password: the school's seal key does not "
                "open with it. Nothing was copied.")
        if error.code == "move_same_database":
            return translate(
                "MoveSchoolDialog", "That is the database in use. Give a new, empty one.")
        if error.code == "move_check_failed":
            return translate(
                "MoveSchoolDialog", "The copy did not check out (in {0}). Do not use the new "
                "database; this one is unchanged.").format(p.get("detail", "?"))
        if error.kind == "invalid" and str(error).startswith("not a database URL"):
            return translate(
                "MoveSchoolDialog", "That is not a database address. Write it as "
                "postgresql+psycopg://user@server/database.")
    return error_text(error)
