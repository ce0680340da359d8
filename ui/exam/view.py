"""The Exam screen. Trainees: their exams, a proctored sitting, the result. Instructors: the
exams (blueprints) and the results with reviews, retakes, CSV and certificates.

During a sitting the screen asks the main window to show only it (``sig_lock_requested``):
no home, menus to other screens or sign-out until the sitting ends. Closing the window asks
first and explains that the sitting will resume. ``python -m ui.exam.view`` opens the screen
on its own on a throwaway database with a demo exam.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.exams.blueprint import OnInterrupt
from trainer.store import DeskStore
from ui.exam import words as exam_words
from ui.exam.approval import ApprovalsPanel, sittings_of
from ui.exam.blueprints import BlueprintsPanel
from ui.exam.console import ProctorConsole
from ui.exam.desk import TraineeDesk
from ui.exam.proctor import ProctorDesk
from ui.exam.results import ResultsPanel
from ui.widgets.retranslating import Retranslating


class InstructorExams(Retranslating, QWidget):
    """The instructor's side: exams (blueprints) and results."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        layout.addWidget(self.title)
        self.tabs = QTabWidget()
        self.blueprints = BlueprintsPanel(store, actor)
        self.results = ResultsPanel(store, actor)
        self.console = ProctorConsole(store, actor)
        sittings = sittings_of(store)
        self.approvals = None if sittings is None else ApprovalsPanel(sittings, actor)
        if self.approvals is not None:  # on the school server: sittings approved here
            layout.addWidget(self.approvals)
        self.tabs.addTab(self.blueprints, "")
        self.tabs.addTab(self.results, "")
        self.tabs.addTab(self.console, "")
        layout.addWidget(self.tabs, 1)
        self.tabs.currentChanged.connect(lambda _i: self.enter())
        self.retranslate()

    def enter(self) -> None:
        self.blueprints.enter()
        if self.approvals is not None:
            self.approvals.enter()
        if self.tabs.currentWidget() is self.results:
            self.results.enter()
        if self.tabs.currentWidget() is self.console:
            self.console.enter()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Exams"))
        self.tabs.setTabText(0, self.tr("E&xams and blueprints"))
        self.tabs.setTabText(1, self.tr("&Results and reviews"))
        self.tabs.setTabText(2, self.tr("R&unning sittings"))


class ExamScreen(QWidget):
    """The Exam entry of the home screen (Ctrl+4), for trainees and for instructors."""

    sig_lock_requested = Signal(bool)
    """Show only this screen (a sitting runs) or free the window again (it ended)."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("examScreen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.desk: TraineeDesk | None = None
        self.instructor: InstructorExams | None = None
        self.tabs: QTabWidget | None = None
        """The instructor's tabs (exams, results), for tools that visit every tab."""
        self.proctor: QWidget | None = None
        if actor.is_instructor:
            self.instructor = InstructorExams(store, actor, self)
            self.tabs = self.instructor.tabs
            layout.addWidget(self.instructor)
        elif actor.is_proctor:
            self.proctor = ProctorDesk(store, actor, self)
            layout.addWidget(self.proctor)
        else:
            self.desk = TraineeDesk(store, actor, self)
            self.desk.sig_lock_requested.connect(self.sig_lock_requested)
            layout.addWidget(self.desk)

    def enter(self) -> None:
        if self.desk is not None:
            self.desk.enter()
        if self.instructor is not None:
            self.instructor.enter()
        if isinstance(self.proctor, ProctorDesk):
            self.proctor.enter()

    def leave(self) -> None:
        if self.desk is not None:
            self.desk.leave()

    def confirm_close(self) -> bool:
        return self.desk.confirm_close() if self.desk is not None else True

    # ---- Screen protocol (ui/screen.py) ------------------------------------------------------

    def title(self) -> str:
        """The screen's name in the Go menu and on its home tile."""
        return exam_words.title()

    def shortcut(self) -> str:
        return exam_words.SHORTCUT

    def preset(self, **kwargs: Any) -> None:
        """Nothing to pick on this screen."""


def main() -> int:
    """Open the Exam screen on its own on a throwaway database: ``--instructor`` for the
    instructor's side; otherwise a trainee with a demo exam (proctor: preview / preview-pass)."""
    import sys

    from PySide6.QtWidgets import QApplication

    from trainer.drills.model import DrillKind, Level
    from trainer.exams.blueprint import Blueprint, SectionSpec
    from ui.preview import PREVIEW_INSTRUCTOR, PREVIEW_TRAINEE, preview_store, run_preview

    app = QApplication(sys.argv)
    preview = preview_store("陳美美")
    store = preview.store
    # The preview trainee's sign-in dropped the school key: the instructor signs in again to
    # seal the exam they make, then the trainee (or the instructor) takes the desk.
    store.exams.create(store.authenticate(*PREVIEW_INSTRUCTOR), Blueprint(
        "Dealer certificate", (SectionSpec(DrillKind.DRAW, Level.ALL, 6, 80),
                               SectionSpec(DrillKind.CALL, Level.ALL, 4, 75)),
        pass_mark=80, time_limit_s=600, question_limit_s=45, attempts_allowed=2,
        show_missed=True, on_interrupt=OnInterrupt.RESUME, cohort_ids=(preview.cohort_id,)))
    if "--instructor" in sys.argv:
        actor = store.authenticate(*PREVIEW_INSTRUCTOR)
    else:
        actor = store.authenticate(*PREVIEW_TRAINEE)
    screen = ExamScreen(store, actor)
    screen.resize(1280, 860)
    screen.show()
    screen.enter()
    return run_preview(app, screen, store)


if __name__ == "__main__":
    raise SystemExit(main())
