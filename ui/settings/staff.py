"""The staff ID dialog of the roster (a trainee's number as the school's HR knows it)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QWidget

from trainer.store import User
from ui.widgets.retranslating import Retranslating
from ui.worded import WordedTexts


class StaffIdDialog(Retranslating, QInputDialog):
    """Asks for a trainee's staff ID; its title and question follow a language change made
    while it is open."""

    def __init__(self, trainee: User, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("staffIdDialog")
        who, name = trainee.display_name, trainee.name
        self.texts = WordedTexts()
        self.texts.word(self.setWindowTitle,
                        lambda: QCoreApplication.translate("RosterTab", "Staff ID"))
        self.texts.word(self.setLabelText, lambda: QCoreApplication.translate(
            "RosterTab", "Staff ID of {0} ({1}), as HR knows them (empty: none):")
            .format(who, name))
        self.setTextValue(trainee.staff_id or "")

    def retranslate(self) -> None:
        self.texts.reword()


def staff_id_dialog(trainee: User, parent: QWidget) -> QInputDialog:
    """A dialog asking for ``trainee``'s staff ID (empty clears it); not yet shown."""
    return StaffIdDialog(trainee, parent)
