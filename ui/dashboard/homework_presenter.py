"""The Homework tab's presenter: a cohort's assignments, the chosen one's status table and
completion, schedule health, and setting, changing, removing and exporting homework. Loads
through :mod:`ui.tasks`; no widgets. The store refuses all of it to a trainee."""

from __future__ import annotations

import logging
from datetime import date

from PySide6.QtCore import QObject, Signal

from trainer.auth import Actor
from trainer.errors import TrainerError
from trainer.homework import Assignment, AssignmentReport, ScheduleHealth, Subject, Target
from trainer.store import DeskStore
from ui.store_words import error_text
from ui.tasks import TaskRunner
from ui.worded import Worded

log = logging.getLogger(__name__)


class HomeworkPresenter(QObject):
    """One cohort's homework for the signed-in instructor."""

    sig_assignments_loaded = Signal(object)
    """The cohort's assignments, soonest due first (``list[Assignment]``)."""
    sig_report_loaded = Signal(object)
    """The chosen assignment's status per trainee and completion (:class:`AssignmentReport`)."""
    sig_report_cleared = Signal()
    """No assignment is chosen (none set, or the chosen one was removed)."""
    sig_health_loaded = Signal(object)
    """The cohort's schedule health (``list[ScheduleHealth]``)."""
    sig_failed = Signal(object)
    """Something could not be loaded, saved or exported; the message is for the user."""
    sig_export_done = Signal(str)
    """The status table was written to CSV: its path."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.runner = TaskRunner(self)
        self.cohort_id: int | None = None
        self.assignment_id: int | None = None
        self.assignments: list[Assignment] = []

    # ---- requests

    def choose_cohort(self, cohort_id: int | None, load: bool = True) -> None:
        """Load the cohort's assignments and schedule health (None: trainees in no cohort,
        who have no homework); ``load`` False only notes the cohort, for a :meth:`reload`
        when the tab is shown (a hidden tab's loads slowed the dashboard's opening)."""
        self.cohort_id = cohort_id
        if load:
            self.reload()

    def reload(self, select: int | None = None) -> None:
        cohort_id, store, actor = self.cohort_id, self.store, self.actor
        if cohort_id is None:
            self._assignments((None, [], select))
            return

        def work() -> tuple[int, list[Assignment], int | None]:
            return cohort_id, store.homework.for_cohort(actor, cohort_id), select

        self.runner.run(work, on_done=self._assignments, on_error=self._failed)
        self.runner.run(store.homework.schedule_health, actor, cohort_id,
                        on_done=self._health, on_error=self._failed)

    def choose_assignment(self, assignment_id: int | None) -> None:
        self.assignment_id = assignment_id
        if assignment_id is None:
            self.sig_report_cleared.emit()
            return
        self.runner.run(self.store.homework.report, self.actor, assignment_id,
                        on_done=self._report, on_error=self._failed)

    def create(self, subject: Subject, target: Target, due_on: date) -> None:
        """Set new homework for the chosen cohort, then show it."""
        if self.cohort_id is None:
            return
        self.runner.run(self.store.homework.create, self.actor, self.cohort_id, subject,
                        target, due_on, on_done=self._saved, on_error=self._failed)

    def update(self, assignment_id: int, subject: Subject, target: Target, due_on: date) -> None:
        self.runner.run(self.store.homework.update, self.actor, assignment_id, subject, target,
                        due_on, on_done=self._saved, on_error=self._failed)

    def delete(self, assignment_id: int) -> None:
        self.runner.run(self.store.homework.delete, self.actor, assignment_id,
                        on_done=lambda _gone: self.reload(), on_error=self._failed)

    def export_csv(self, path: str) -> None:
        """Write the chosen assignment's status table to ``path``."""
        if self.assignment_id is None:
            return
        self.runner.run(self.store.homework.export_csv, self.actor, self.assignment_id, path,
                        on_done=lambda _n: self.sig_export_done.emit(path),
                        on_error=self._failed)

    def shutdown(self) -> None:
        self.runner.shutdown()

    # ---- results

    def _assignments(self, result: tuple[int | None, list[Assignment], int | None]) -> None:
        cohort_id, assignments, select = result
        if cohort_id != self.cohort_id:
            return  # another cohort was chosen meanwhile
        self.assignments = assignments
        self.sig_assignments_loaded.emit(assignments)
        ids = [a.id for a in assignments]
        keep = select if select in ids else self.assignment_id
        self.choose_assignment(keep if keep in ids else (ids[0] if ids else None))

    def _report(self, report: AssignmentReport) -> None:
        if report.assignment.id == self.assignment_id:
            self.sig_report_loaded.emit(report)

    def _health(self, health: list[ScheduleHealth]) -> None:
        self.sig_health_loaded.emit(health)

    def _saved(self, assignment: Assignment) -> None:
        self.reload(select=assignment.id)

    def _failed(self, error: BaseException) -> None:
        if not isinstance(error, TrainerError | OSError):
            log.error("homework task failed", exc_info=error)
        self.sig_failed.emit(Worded(error_text, error))
