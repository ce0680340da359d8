"""What a proctor sees on the Exam screen: the proctor console (every running sitting, adding
time, voiding; :mod:`ui.exam.console`) under a short note on running sittings at a desk.

A proctor starts and resumes sittings by typing their name and password at the trainee's
desk (the trainee's Exam screen asks for them); blueprints, rosters and results are an
instructor's, so none of them is shown here.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from trainer.auth import Actor
from trainer.store import DeskStore
from ui.exam.approval import ApprovalsPanel, sittings_of
from ui.exam.console import ProctorConsole
from ui.widgets.retranslating import Retranslating


class ProctorDesk(Retranslating, QWidget):
    """The proctor's Exam screen: who they are, the console, what they do at a desk."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("proctorDesk")
        self.actor = actor
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("pageTitle")
        self.text = QLabel()
        self.text.setObjectName("proctorHelp")
        self.text.setWordWrap(True)
        self.console = ProctorConsole(store, actor)
        layout.addWidget(self.heading)
        layout.addWidget(self.text)
        sittings = sittings_of(store)
        self.approvals = None if sittings is None else ApprovalsPanel(sittings, actor)
        if self.approvals is not None:  # on the school server: approved from here
            layout.addWidget(self.approvals)
        layout.addWidget(self.console, 1)
        self.retranslate()

    def enter(self) -> None:
        self.console.enter()
        if self.approvals is not None:  # on the school server
            self.approvals.enter()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Proctor: {0}").format(self.actor.display_name))
        if self.approvals is not None:  # on the school server
            self.text.setText(self.tr(
                "You run exam sittings. When a trainee asks for a sitting on their desk, it "
                "waits below: approve it here, on your own desk (your password is never "
                "typed at theirs). Below that, every running sitting: add time to one or "
                "void it with a reason. Blueprints, rosters and results are kept by the "
                "instructors."))
            return
        self.text.setText(self.tr(
            "You run exam sittings. At the trainee's desk, after the trainee has signed in "
            "and chosen the exam, type your sign-in name and password to start the sitting, "
            "or to resume one that was interrupted. Below, every running sitting: add time "
            "to one or void it with a reason. Blueprints, rosters and results are kept by "
            "the instructors."))
