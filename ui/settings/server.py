"""Settings, School server: the server this desk uses and its name there, joining or
leaving it, and (on the server) the school's desks: a one-time enrolment code for a new
desk, and revoking one (trainer.store.desks)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.server import enrolment
from trainer.store.desks import Desk, shown_code
from ui.roster_words import roster_error
from ui.school_server import EnrolDialog, link_folder
from ui.settings.presenter import SettingsPresenter
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.words import moment_text


class ServerTab(Retranslating, QWidget):
    """Where this desk's school is, and the school server's desks (instructor only)."""

    def __init__(self, presenter: SettingsPresenter, folder: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self.folder = folder or link_folder()
        self.on_server = presenter.store.backend == "server"
        layout = QVBoxLayout(self)
        self.where = QLabel()
        self.where.setObjectName("serverWhere")
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.where)
        row = QHBoxLayout()
        self.join_button = QPushButton()
        self.join_button.setObjectName("serverJoin")
        self.join_button.clicked.connect(self.join)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("serverLeave")
        self.leave_button.clicked.connect(self.leave)
        row.addWidget(self.join_button)
        row.addWidget(self.leave_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.message = MessageLabel()
        self.message.setObjectName("serverMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.desks_title = QLabel()
        self.desks_title.setObjectName("sectionTitle")
        layout.addWidget(self.desks_title)
        self.desks = QTreeWidget()
        self.desks.setObjectName("serverDesks")
        self.desks.setRootIsDecorated(False)
        self.desks.setColumnCount(2)
        layout.addWidget(self.desks, 1)
        desk_row = QHBoxLayout()
        self.code_button = QPushButton()
        self.code_button.setObjectName("serverNewCode")
        self.code_button.clicked.connect(self.new_code)
        self.revoke_button = QPushButton()
        self.revoke_button.setObjectName("serverRevoke")
        self.revoke_button.clicked.connect(self.revoke)
        desk_row.addWidget(self.code_button)
        desk_row.addWidget(self.revoke_button)
        desk_row.addStretch(1)
        layout.addLayout(desk_row)
        for widget in (self.desks_title, self.desks, self.code_button, self.revoke_button):
            widget.setVisible(self.on_server)
        self._listed: list[Desk] = []
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        link = enrolment.load(self.folder)
        if self.on_server and link is not None:
            self.where.setText(self.tr(
                "This desk uses the school server {server} as the desk \u201c{desk}\u201d.\n"
                "Certificate fingerprint: {fingerprint}").format(
                server=link.url, desk=link.desk_name, fingerprint=link.fingerprint))
        elif link is not None:
            self.where.setText(self.tr(
                "This desk is enrolled with the school server {server} as the desk "
                "\u201c{desk}\u201d; it opens on it at the next start.").format(
                server=link.url, desk=link.desk_name))
        else:
            self.where.setText(self.tr(
                "This desk keeps the school in its own database ({location}).").format(
                location=self.presenter.store.location))
        self.join_button.setText(self.tr("&Use a school server…"))
        self.leave_button.setText(self.tr("Lea&ve the school server"))
        self.leave_button.setEnabled(link is not None)
        self.desks_title.setText(self.tr("The school's desks"))
        self.desks.setHeaderLabels([self.tr("Desk"), self.tr("State")])
        self.code_button.setText(self.tr("New enrolment &code…"))
        self.revoke_button.setText(self.tr("&Revoke the desk"))
        self.message.reword()
        self._fill()

    # ---- This desk

    def join(self) -> None:
        dialog = EnrolDialog(self.folder, parent=self)
        dialog.setModal(True)
        dialog.accepted.connect(self._joined)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _joined(self) -> None:
        self.message.say(lambda: self.tr(
            "Enrolled. Start Dealer Trainer again to open on the school server."))
        self.retranslate()

    def leave(self) -> None:
        asked = QMessageBox.question(self, self.tr("Leave the school server"), self.tr(
            "This desk forgets the school server and its enrolment. To use the server again, "
            "an instructor makes a new enrolment code. Leave?"))
        if asked != QMessageBox.StandardButton.Yes:
            return
        enrolment.forget(self.folder)
        self.message.say(lambda: self.tr(
            "Left. Start Dealer Trainer again: it opens the database on this computer."))
        self.retranslate()

    # ---- The school's desks (on the server)

    def refresh(self) -> None:
        if not self.on_server:
            return
        try:
            self._listed = self.presenter.store.desks.listed(self.presenter.actor)
        except TrainerError as error:
            self.message.say(roster_error, error)
            self._listed = []
        self._fill()

    def _fill(self) -> None:
        self.desks.clear()
        for desk in self._listed:
            state = (self.tr("Revoked") if desk.revoked_at is not None
                     else self.tr("Enrolled") if desk.enrolled_at is not None
                     else self.tr("Waiting for its code"))
            item = QTreeWidgetItem([desk.name, state])
            item.setData(0, Qt.ItemDataRole.UserRole, desk.id)
            self.desks.addTopLevelItem(item)
        self.desks.resizeColumnToContents(0)

    def new_code(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("New enrolment code"),
                                        self.tr("The new desk's name (e.g. Room 2 desk 5):"))
        if not ok or not name.strip():
            return
        try:
            made = self.presenter.store.desks.make_code(self.presenter.actor, name)
        except TrainerError as error:
            self.message.say(roster_error, error)
            return
        self.refresh()
        code = shown_code(made.code)
        self.message.say(lambda: self.tr(
            "Enrolment code for \u201c{desk}\u201d: {code} (once, until {time}, Macau time)"
            ).format(desk=made.name, code=code, time=moment_text(made.expires_at)))

    def revoke(self) -> None:
        item = self.desks.currentItem()
        if item is None:
            return
        desk_id = int(item.data(0, Qt.ItemDataRole.UserRole))
        asked = QMessageBox.question(self, self.tr("Revoke the desk"), self.tr(
            "The desk \u201c{0}\u201d is refused from now on and whoever is signed in there "
            "is signed out (a sitting running there waits for a proctor). To use it again, an "
            "instructor makes a new enrolment code. Revoke?").format(item.text(0)))
        if asked != QMessageBox.StandardButton.Yes:
            return
        try:
            self.presenter.store.desks.revoke(self.presenter.actor, desk_id)
        except TrainerError as error:
            self.message.say(roster_error, error)
            return
        self.refresh()
