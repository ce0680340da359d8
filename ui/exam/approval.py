"""A sitting approved by the proctor on their own desk (a desk on the school server).

On a desk opened with ``--server`` the proctor never types their password at the trainee's
desk: :class:`ApprovalDialog` tells the trainee's desk to wait while the proctor approves the
request on theirs, in :class:`ApprovalsPanel` (the Exam screen of a proctor or instructor
signed in on the server). The server starts the sitting with the key it holds; the trainee's
process sees neither the password nor the key (:mod:`trainer.server.exam_routes`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.server.client import RemoteStore
from trainer.server.client_exam import RemoteSittings
from trainer.store import DeskStore
from ui.exam.words import ExamWords
from ui.tasks import TaskRunner
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.worded import Worded

REFRESH_MS = 2000
"""How often the proctor's list of requests is read again."""


def sittings_of(store: DeskStore) -> RemoteSittings | None:
    """The server's sittings when ``store`` is a school server's, else None (a local store:
    the proctor types their password at the trainee's desk)."""
    return RemoteSittings(store) if isinstance(store, RemoteStore) else None


class ApprovalDialog(Retranslating, QDialog):
    """At the trainee's desk: waiting for the proctor to approve the sitting on their desk."""

    def __init__(self, title: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("approvalDialog")
        self._title = title
        layout = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setObjectName("approvalText")
        self.text.setWordWrap(True)
        self.error = MessageLabel()
        self.error.setObjectName("errorLabel")
        self.error.setWordWrap(True)
        row = QHBoxLayout()
        row.addStretch(1)
        self.cancel = QPushButton()
        self.cancel.setObjectName("approvalCancel")
        row.addWidget(self.cancel)
        layout.addWidget(self.text)
        layout.addWidget(self.error)
        layout.addLayout(row)
        self.cancel.clicked.connect(self.reject)
        self.setMinimumWidth(460)
        self.retranslate()

    def show_error(self, message: str) -> None:
        self.error.say(message)
        self.adjustSize()  # open already: grow to the wrapped message, never cut it

    def server_silent(self, message: str | None) -> None:
        """Say the school server is not answering (the request is asked about meanwhile), or
        stop saying it (None) once it answers again."""
        if message is None:
            self.error.clear()
        else:
            self.show_error(message)

    def retranslate(self) -> None:
        self.setWindowTitle(self._title())
        self.text.setText(self.tr(
            "Waiting for the proctor. The proctor approves this sitting on their own desk "
            "(Exam screen, “Sittings waiting for a proctor”): their password is never typed "
            "here. The sitting starts here as soon as it is approved, with the school "
            "server's clock."))
        self.cancel.setText(self.tr("Cancel"))


class ApprovalsPanel(Retranslating, QWidget):
    """At the proctor's desk: the sittings trainees asked for, each approved with a click
    (the server starts it with this proctor's token)."""

    def __init__(self, sittings: RemoteSittings, actor: Actor,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("approvalsPanel")
        self.sittings = sittings
        self.actor = actor
        self.runner = TaskRunner(self)
        self.requests: list[dict[str, Any]] = []
        self._read_failed = False
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("approvalsHeading")
        self.list = QListWidget()
        self.list.setObjectName("approvalsList")
        self.list.setMaximumHeight(140)
        self.approve_button = QPushButton()
        self.approve_button.setObjectName("approveSitting")
        self.status = MessageLabel()
        self.status.setObjectName("errorLabel")
        self.status.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.approve_button)
        row.addStretch(1)
        layout.addWidget(self.heading)
        layout.addWidget(self.list)
        layout.addLayout(row)
        layout.addWidget(self.status)
        self.approve_button.clicked.connect(self.approve)
        self.list.itemActivated.connect(lambda _item: self.approve())
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.load)
        self.retranslate()

    def enter(self) -> None:
        self.load()
        self.timer.start()

    def load(self) -> None:
        if not self.runner.busy:
            self.runner.run(self.sittings.waiting, self.actor, on_done=self._loaded,
                            on_error=self._unread)

    def _unread(self, error: BaseException) -> None:
        """The list could not be read (the server gone): said until a read succeeds."""
        self._failed(error)
        self._read_failed = True

    def _loaded(self, requests: list[dict[str, Any]]) -> None:
        if self._read_failed:  # the server is back: the failure said is over
            self._read_failed = False
            self.status.say("")
        chosen = self.list.currentItem()
        chosen_id = None if chosen is None else chosen.data(Qt.ItemDataRole.UserRole)
        self.requests = requests
        self._fill()
        ids = [r["request_id"] for r in requests]
        if ids:
            self.list.setCurrentRow(ids.index(chosen_id) if chosen_id in ids else 0)
        self.approve_button.setEnabled(bool(ids))

    def _fill(self) -> None:
        self.list.clear()
        for r in self.requests:
            # The desk that asked is named: the sitting is held there once approved, so
            # the proctor sees a request made at another desk than the trainee's own.
            text = (self.tr("{0} ({1}) at the desk {3}: continue “{2}”") if r["resume"]
                    else self.tr("{0} ({1}) at the desk {3}: start “{2}”")).format(
                r["trainee_display"], r["trainee_name"], r["exam_name"], r.get("desk", ""))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, r["request_id"])
            self.list.addItem(item)

    def approve(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        self.status.say("")
        self.runner.run(self.sittings.approve, self.actor,
                        int(item.data(Qt.ItemDataRole.UserRole)),
                        on_done=lambda _id: self.load(), on_error=self._refused)

    def _refused(self, error: BaseException) -> None:
        self._failed(error)
        self.load()  # a refused request leaves the list

    def _failed(self, error: BaseException) -> None:
        self.status.say(Worded(lambda e: ExamWords().error(e), error))

    def shutdown(self) -> None:
        self.timer.stop()
        self.runner.shutdown()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Sittings waiting for a proctor"))
        self.approve_button.setText(self.tr("A&pprove and start"))
        self._fill()
