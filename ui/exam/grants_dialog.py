"""The retake grants of one trainee for one exam, each with its seal, and revoking one: a
grant whose seal fails (written in the database, never by an instructor) is not counted when
a sitting starts, and an instructor removes it here, as one given by mistake (audited)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.errors import TrainerError
from trainer.exams.records import RetakeGrant, SealStatus, SittingInfo
from trainer.exams.review import SittingReview
from trainer.store import DeskStore
from ui.exam.presenter import error_text
from ui.exam.review import RED, macau_time
from ui.widgets.message import MessageLabel


class RetakeGrantsDialog(QDialog):
    """The grants of ``sitting``'s trainee for its exam, oldest first; Revoke removes the
    one selected (with an optional reason, kept in the audit row)."""

    def __init__(self, store: DeskStore, actor: Actor, sitting: SittingInfo,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("retakeGrantsDialog")
        self.store = store
        self.actor = actor
        self.sitting = sitting
        self.grants: list[RetakeGrant] = []
        self.setWindowTitle(self.tr("Retake grants"))
        layout = QVBoxLayout(self)
        title = QLabel(self.tr("Retakes granted to {0} ({1}) for {2}:").format(
            sitting.trainee_display_name, sitting.trainee_name, sitting.exam_name))
        title.setWordWrap(True)
        layout.addWidget(title)
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("retakeGrants")
        self.table.setHorizontalHeaderLabels([
            self.tr("Granted"), self.tr("By"), self.tr("Why"), self.tr("Seal")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.note = QLineEdit()
        self.note.setObjectName("revokeNote")
        self.note.setMaxLength(500)
        self.note.setPlaceholderText(self.tr("Why it is revoked (optional)"))
        row.addWidget(self.note, 1)
        self.revoke_button = QPushButton(self.tr("&Revoke grant"))
        self.revoke_button.setObjectName("revokeGrant")
        row.addWidget(self.revoke_button)
        layout.addLayout(row)
        self.message = MessageLabel()
        self.message.setObjectName("grantsMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.table.itemSelectionChanged.connect(self._allow)
        self.revoke_button.clicked.connect(self.revoke_selected)
        self.reload()
        self.resize(720, 360)

    def _seal_text(self, seal: SealStatus) -> str:
        return {
            SealStatus.OK: self.tr("verified"),
            SealStatus.TAMPERED: "⚠ " + self.tr("SEAL FAILED: not counted"),
            SealStatus.UNVERIFIED: self.tr("not checked"),
        }[seal]

    def reload(self) -> None:
        """Read the grants again (the store checks each seal)."""
        try:
            self.grants = self.store.exams.retakes(self.actor, self.sitting.trainee_id,
                                                   self.sitting.exam_id)
        except TrainerError as error:
            self.message.say(error_text, error)
            self.grants = []
        self.table.setRowCount(len(self.grants))
        for r, grant in enumerate(self.grants):
            cells = (macau_time(grant.granted_at), grant.granted_by_name, grant.note,
                     self._seal_text(grant.seal))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if grant.seal is SealStatus.TAMPERED:
                    item.setForeground(QBrush(QColor(RED)))
                item.setData(Qt.ItemDataRole.UserRole, grant.id)
                self.table.setItem(r, c, item)
        if not self.grants:
            self._say(lambda: self.tr("No retake has been granted."))
        self._allow()

    def _allow(self) -> None:
        self.revoke_button.setEnabled(bool(self.table.selectionModel().selectedRows()))

    def _say(self, words: Callable[[], str]) -> None:
        self.message.say(words)

    def revoke_selected(self) -> None:
        """Revoke the selected grant (the store audits it) and show the list again."""
        rows = self.table.selectionModel().selectedRows()
        if not rows or not 0 <= rows[0].row() < len(self.grants):
            return
        grant = self.grants[rows[0].row()]
        try:
            self.store.exams.revoke_retake(self.actor, grant.id, self.note.text())
        except TrainerError as error:
            self.message.say(error_text, error)
            return
        self.note.clear()
        self.reload()
        when = macau_time(grant.granted_at)
        self._say(lambda: self.tr("The retake granted on {0} was revoked.").format(when))


def open_grants(store: DeskStore, actor: Actor, parent: QWidget,
                review: SittingReview | None) -> RetakeGrantsDialog | None:
    """Open the grants of ``review``'s trainee and exam over ``parent`` (a review's
    "Retake grants..." button)."""
    if review is None:
        return None
    dialog = RetakeGrantsDialog(store, actor, review.sitting, parent)
    dialog.open()
    return dialog
