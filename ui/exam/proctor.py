"""What a proctor sees on the Exam screen: how sittings are run from a trainee's desk.

A proctor starts and resumes sittings by typing their name and password at the trainee's
desk (the trainee's Exam screen asks for them), and may end a sitting there; blueprints,
rosters and results are an instructor's, so none of them is shown here.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from trainer.auth import Actor


class ProctorDesk(QWidget):
    """The proctor's Exam screen: who they are and what they do at a trainee's desk."""

    def __init__(self, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("proctorDesk")
        self.actor = actor
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("pageTitle")
        self.text = QLabel()
        self.text.setObjectName("proctorHelp")
        self.text.setWordWrap(True)
        layout.addWidget(self.heading)
        layout.addWidget(self.text)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Proctor: {0}").format(self.actor.display_name))
        self.text.setText(self.tr(
            "You run exam sittings. At the trainee's desk, after the trainee has signed in "
            "and chosen the exam, type your sign-in name and password to start the sitting, "
            "or to resume one that was interrupted. Blueprints, rosters and results are kept "
            "by the instructors."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
