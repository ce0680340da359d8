"""File > Change my PIN… / Change my password…: the signed-in user changes their own secret.

The core decides (:meth:`trainer.store.roster.Roster.change_own_secret`): the old secret must
match (wrong ones count towards the sign-in throttle), the new one must follow the role's
rule (a PIN is 4 to 12 digits, a password at least 6 characters), and an instructor's copy of
the school's exam seal key is re-wrapped under the new password. This dialog only checks that
the new secret was typed the same twice, and words the core's refusals under the field they
are about.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from trainer.auth import Actor, Role
from trainer.errors import AuthenticationFailed, SignInThrottled, StoreError, TrainerError
from trainer.store import DeskStore
from ui.looks import set_look
from ui.roster_words import roster_error
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.worded import WordedTexts


def change_secret_title(role: Role) -> str:
    """The File menu entry (with its accelerator) for ``role``."""
    if role.is_staff:
        return QCoreApplication.translate("ChangeSecretDialog", "&Change my password…")
    return QCoreApplication.translate("ChangeSecretDialog", "&Change my PIN…")


class ChangeSecretDialog(Retranslating, QDialog):
    """Old, new and repeated PIN (trainee) or password (instructor); OK asks the core.

    A refusal keeps the dialog open, says why under the field concerned and puts the cursor
    there; Esc or Cancel leaves everything as it was.
    """

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("changeSecretDialog")
        self._store = store
        self._actor = actor
        pin = actor.role is Role.TRAINEE
        # Worded again after a language change while the dialog is open.
        self.texts = WordedTexts()
        self.texts.word(self.setWindowTitle, lambda: self.tr("Change my PIN") if pin
                        else self.tr("Change my password"))
        self.form = QFormLayout(self)
        self.hint = QLabel()
        self.texts.word(self.hint.setText, lambda: self.tr("A PIN is 4 to 12 digits.") if pin
                        else self.tr("A password has at least 6 characters."))
        self.hint.setWordWrap(True)
        self.form.addRow(self.hint)
        self.errors: dict[QLineEdit, MessageLabel] = {}
        self.old_edit = self._add(lambda: self.tr("&Current PIN") if pin
                                  else self.tr("&Current password"), "changeOld")
        self.new_edit = self._add(lambda: self.tr("&New PIN") if pin
                                  else self.tr("&New password"), "changeNew")
        self.repeat_edit = self._add(lambda: self.tr("&Repeat the new PIN") if pin
                                     else self.tr("&Repeat the new password"), "changeRepeat")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)
        self.form.addRow(self.buttons)
        # Wide enough for a refusal to read on a line or two (at 310 px it wrapped and was
        # cut off: a dialog does not grow by itself for a word-wrapped label).
        self.setMinimumWidth(420)
        self.old_edit.setFocus()

    def _add(self, label: Callable[[], str], name: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.setEchoMode(QLineEdit.EchoMode.Password)
        error = MessageLabel()
        error.setObjectName(name + "Error")
        error.setProperty("class", "fieldError")
        set_look(error, "refusal")
        error.setWordWrap(True)
        error.hide()
        caption = QLabel()
        caption.setObjectName(name + "Caption")
        self.texts.word(caption.setText, label)
        caption.setBuddy(edit)
        self.form.addRow(caption, edit)
        self.form.addRow("", error)
        self.errors[edit] = error
        return edit

    def retranslate(self) -> None:
        self.texts.reword()
        for label in self.errors.values():
            label.reword()  # before measuring: its own LanguageChange comes later
        self._grow_to_fit()

    def _grow_to_fit(self) -> None:
        """Taller if the refusal's wrapped lines need it."""
        self.form.activate()
        needed = self.form.totalHeightForWidth(self.width())
        if needed > self.height():
            self.resize(self.width(), needed)

    def show_field_error(self, field: QLineEdit, wording: Callable[..., str],
                         *args: object) -> None:
        """Say ``wording(*args)`` under ``field`` (again in a language picked meanwhile)."""
        for other, label in self.errors.items():
            if other is field:
                label.say(wording, *args)
            else:
                label.clear()
            label.setVisible(other is field)
        field.setFocus()
        field.selectAll()
        self._grow_to_fit()

    def try_accept(self) -> None:
        pin = self._actor.role is Role.TRAINEE
        if not self.old_edit.text():
            self.show_field_error(self.old_edit, lambda: self.tr("Type your current PIN.")
                                  if pin else self.tr("Type your current password."))
            return
        if self.new_edit.text() != self.repeat_edit.text():
            self.repeat_edit.clear()
            self.show_field_error(self.repeat_edit, lambda: self.tr(
                "The two new PINs differ: type the new PIN again.") if pin else self.tr(
                "The two new passwords differ: type the new password again."))
            return
        try:
            self._store.roster.change_own_secret(
                self._actor, self.old_edit.text(), self.new_edit.text())
        except SignInThrottled as error:
            self.old_edit.clear()
            wait_s = error.wait_s
            self.show_field_error(self.old_edit, lambda: self.tr(
                "Too many wrong tries: wait {0} s and try again, or ask an instructor to "
                "unlock it.").format(wait_s))
            return
        except AuthenticationFailed:
            self.old_edit.clear()
            self.show_field_error(self.old_edit, lambda: self.tr(
                "That is not your current PIN.") if pin else self.tr(
                "That is not your current password."))
            return
        except StoreError as error:
            field = (self.new_edit if error.code in ("pin_rule", "password_rule", "password_long")
                     else self.old_edit)
            self.show_field_error(field, roster_error, error)
            return
        except TrainerError as error:
            self.show_field_error(self.old_edit, roster_error, error)
            return
        self.accept()
