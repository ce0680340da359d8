"""The staff ID dialog of the roster (a trainee's number as the school's HR knows it)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QWidget

from trainer.store import User


def staff_id_dialog(trainee: User, parent: QWidget) -> QInputDialog:
    """A dialog asking for ``trainee``'s staff ID (empty clears it); not yet shown."""

    dialog = QInputDialog(parent)
    dialog.setObjectName("staffIdDialog")
    dialog.setWindowTitle(QCoreApplication.translate("RosterTab", "Staff ID"))
    dialog.setLabelText(QCoreApplication.translate(
        "RosterTab", "Staff ID of {0} ({1}), as HR knows them (empty: none):")
        .format(trainee.display_name, trainee.name))
    dialog.setTextValue(trainee.staff_id or "")
    return dialog
