"""Exam presenters: the trainee's desk, the instructor's blueprints, results and reviews.

Each presenter holds the store and the acting user, runs the store calls through
:class:`ui.tasks.TaskRunner` (scrypt for the proctor's password, seal checks over a cohort's
rows) and tells the views by signals (STYLE.md habit 2). The core decides everything: who may
do what, the questions, the scores, the seals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from trainer.auth import Actor
from trainer.errors import (
    BlueprintError,
    ChangedElsewhere,
    ExamError,
    PermissionDenied,
    StoreError,
    TrainerError,
)
from trainer.exams.blueprint import Blueprint
from trainer.exams.certificates import SCHOOL_NAME_KEY
from trainer.exams.records import AssignedExam, ExamInfo, ExamWindow, SittingInfo, SittingResult
from trainer.server.store_calls import decode_error
from trainer.store import DeskStore
from trainer.store.exam_desk import DeskStamp
from ui.exam.approval import sittings_of
from ui.exam.words import ExamWords
from ui.tasks import TaskRunner
from ui.worded import Worded


def error_text(error: BaseException) -> str:
    """What to tell the user about a refused or failed exam operation (never a traceback)."""
    return ExamWords().error(error)


# ---- the trainee's desk --------------------------------------------------------------------


def has_running_sitting(store: DeskStore, actor: Actor) -> bool:
    """Whether ``actor`` (a trainee) has a sitting still running, to reopen it at sign-in."""
    try:
        return store.exams.running_sitting(actor) is not None
    except TrainerError:
        return False


FOLLOW_MS = 1000
"""How often a desk on the school server asks whether the proctor has approved."""


class DeskPresenter(QObject):
    """The signed-in trainee's exams: which they may sit, starting and resuming a sitting."""

    sig_exams_loaded = Signal(object, object)
    """The trainee's exams with attempts left (list of :class:`AssignedExam`) and their running
    sitting (:class:`SittingInfo` or None)."""
    sig_sitting_ready = Signal(object)
    """A proctor started or resumed a sitting: the :class:`ExamSession` (it may already have
    ended, when the blueprint marks an interrupted sitting incomplete)."""
    sig_proctor_refused = Signal(object)
    sig_server_silent = Signal(object)
    """While a request waits for its proctor: the school server did not answer (a ``Worded``;
    the request is followed still, and asked about again), or None once it answers again."""
    """The proctor's credentials (or the start itself) were refused; the message is for them
    (a :class:`Worded` ``str``: said again after a language change)."""
    sig_load_failed = Signal(object)
    """The exams could not be listed; the message is for the user."""
    sig_account_refused = Signal(object)
    """The trainee may no longer read their exams (the account was deactivated, or its role
    changed, on another desk): the message (a :class:`Worded`) for them."""
    sig_changed_elsewhere = Signal()
    """A :meth:`DeskPresenter.check` found that what the desk shows has changed: load again."""
    sig_busy_changed = Signal(bool)
    """A store call started (True) or the last one finished (False)."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.runner = TaskRunner(self)
        self.runner.sig_busy_changed.connect(self.sig_busy_changed)
        self.running: SittingInfo | None = None
        self.stamp: DeskStamp | None = None
        """The stamp read with the exams shown (None: nothing shown yet, or refused)."""
        self._sittings = sittings_of(store)
        self._asking = False
        self._silent = False  # the server did not answer the last follow
        self._asked: int | None = None  # the exam asked for (None: the running one again)

    def load(self) -> None:
        store, actor = self.store, self.actor

        def work() -> tuple[DeskStamp, list[AssignedExam], SittingInfo | None]:
            # The stamp first: a write landing between the reads makes the next check load
            # once more, never leaves it unseen.
            stamp = store.exams.desk_stamp(actor)
            return stamp, store.exams.assigned(actor), store.exams.running_sitting(actor)

        self.runner.run(work, on_done=self._loaded, on_error=self._load_failed)

    def check(self) -> None:
        """Another desk wrote an area the desk shows (anyone's sitting, any exam, the roster):
        read this trainee's :class:`DeskStamp` (a few indexed rows) and ask for a load
        (:attr:`sig_changed_elsewhere`) only if it moved since the exams shown were read."""
        self.runner.run(self.store.exams.desk_stamp, self.actor, on_done=self._checked,
                        on_error=self._load_failed)

    def _checked(self, stamp: DeskStamp) -> None:
        if stamp != self.stamp:
            self.sig_changed_elsewhere.emit()

    def _loaded(self, found: tuple[DeskStamp, list[AssignedExam], SittingInfo | None]) -> None:
        self.stamp, exams, running = found
        self.running = running
        self.sig_exams_loaded.emit(exams, running)

    def _load_failed(self, error: BaseException) -> None:
        if isinstance(error, PermissionDenied):
            self.stamp = None  # reactivated later: the next check loads the list again
            self.running = None
            self.sig_account_refused.emit(Worded(error_text, error))
            return
        self.sig_load_failed.emit(Worded(error_text, error))

    def start(self, exam_id: int, proctor_name: str, proctor_password: str) -> None:
        """Start a sitting; the proctor's name and password are checked by the store."""
        self.runner.run(self.store.exams.start_sitting, self.actor, exam_id, proctor_name,
                        proctor_password, on_done=self.sig_sitting_ready.emit,
                        on_error=self._refused)

    def resume(self, proctor_name: str, proctor_password: str) -> None:
        """Reopen the running sitting (same questions, same deadline) with a proctor."""
        self.runner.run(self.store.exams.resume_sitting, self.actor, proctor_name,
                        proctor_password, on_done=self.sig_sitting_ready.emit,
                        on_error=self._refused)

    def _refused(self, error: BaseException) -> None:
        self._asking = False
        self.sig_proctor_refused.emit(Worded(error_text, error))

    # ---- a desk on the school server: the proctor approves on their own desk

    @property
    def remote(self) -> bool:
        """The sitting runs on the school server (approved on the proctor's desk)."""
        return self._sittings is not None

    def ask_server(self, exam_id: int | None) -> None:
        """Ask the server for a sitting of ``exam_id`` (None: the running one again) and
        follow the request until a proctor approves it (:attr:`sig_sitting_ready`) or it is
        refused (:attr:`sig_proctor_refused`). A server that does not answer meanwhile is
        said (:attr:`sig_server_silent`) and asked again until it does."""
        self._asking, self._silent, self._asked = True, False, exam_id
        self._ask()

    def stop_asking(self) -> None:
        self._asking = False

    def _ask(self) -> None:
        if self._asking and self._sittings is not None:
            self.runner.run(self._sittings.ask, self.actor, self._asked,
                            on_done=lambda _id: self._follow(),
                            on_error=lambda error: self._unanswered(error, self._ask))

    def _follow(self) -> None:
        if self._asking and self._sittings is not None:
            self.runner.run(self._sittings.state, self.actor, on_done=self._followed,
                            on_error=lambda error: self._unanswered(error, self._follow))

    def _unanswered(self, error: BaseException, again: Callable[[], None]) -> None:
        """A server gone while the request is asked for or waits (restarting, a cut cable)
        is said, and ``again`` tried until the server answers; any other error refuses."""
        if (self._asking and isinstance(error, StoreError)
                and error.code == "server_unreachable"):
            self._silent = True
            self.sig_server_silent.emit(Worded(error_text, error))
            QTimer.singleShot(FOLLOW_MS, self, again)
            return
        self._refused(error)

    def _followed(self, state: dict[str, Any]) -> None:
        sittings = self._sittings
        if not self._asking or sittings is None:
            return
        if self._silent:
            self._silent = False
            self.sig_server_silent.emit(None)
        if state["state"] == "sitting":
            self._asking = False
            self.sig_sitting_ready.emit(sittings.session(self.actor, state["sitting"]))
        elif state["state"] == "refused":
            self._refused(decode_error(state["refusal"]) or ExamError("not_found", ""))
        elif state["state"] in ("none", "interrupted"):
            # The server restarted: the request went with it (a sitting begun stays, to be
            # resumed). Asked for again, as the trainee asked, for the proctor to approve.
            self._ask()
        else:
            QTimer.singleShot(FOLLOW_MS, self, self._follow)

    def shutdown(self) -> None:
        self._asking = False
        self.runner.shutdown()


# ---- the instructor -----------------------------------------------------------------------

ALL_COHORTS = 0
"""The Results tab's "All cohorts" choice (cohort ids start at 1)."""


@dataclass(frozen=True)
class CohortChoice:
    id: int
    name: str


class BlueprintsPresenter(QObject):
    """The instructor's exams: list, create, edit, withdraw, offer again."""

    sig_exams_loaded = Signal(object)
    """Every exam, withdrawn ones too (list of :class:`ExamInfo`)."""
    sig_cohorts_loaded = Signal(object)
    """The cohorts an exam can be assigned to (list of :class:`CohortChoice`)."""
    sig_saved = Signal(object)
    """An exam was stored (argument: its :class:`ExamInfo`)."""
    sig_refused = Signal(object)
    """A save was refused: a :class:`BlueprintError` (for a field), a
    :class:`ChangedElsewhere` (another desk saved first) or a message (str)."""
    sig_seal_state = Signal(object)
    """Whether this instructor can proctor and verify (:class:`SealState`)."""
    sig_enrolled = Signal(str)
    """An instructor was given a copy of the seal key (argument: their name)."""
    sig_profiles_loaded = Signal(object)
    """The table profiles a Table section can use (dict name -> TableRules)."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.runner = TaskRunner(self)

    def load(self) -> None:
        store, actor = self.store, self.actor
        self.runner.run(store.table_profiles.all_profiles, actor,
                        on_done=self.sig_profiles_loaded.emit, on_error=self._failed)
        self.runner.run(lambda: store.exams.exams(actor, include_inactive=True),
                        on_done=self.sig_exams_loaded.emit, on_error=self._failed)
        self.runner.run(
            lambda: [CohortChoice(c.id, c.name) for c in store.roster.cohorts(actor)],
            on_done=self.sig_cohorts_loaded.emit, on_error=self._failed)
        self.runner.run(store.exams.seal_state, actor, on_done=self.sig_seal_state.emit,
                        on_error=self._failed)

    def save(self, exam_id: int | None, blueprint: Blueprint, window: ExamWindow,
             loaded: int | None = None) -> None:
        """Create (``exam_id`` None) or update an exam; the store checks names and cohorts,
        and refuses (ChangedElsewhere) an update whose ``loaded`` row version is stale."""
        store, actor = self.store, self.actor

        def work() -> ExamInfo:
            if exam_id is None:
                return store.exams.create(actor, blueprint, window)
            return store.exams.update(actor, exam_id, blueprint, loaded=loaded, window=window)

        self.runner.run(work, on_done=self._saved, on_error=self._failed)

    def set_active(self, exam_id: int, active: bool) -> None:
        store, actor = self.store, self.actor

        def work() -> ExamInfo:
            if active:
                store.exams.reactivate(actor, exam_id)
            else:
                store.exams.deactivate(actor, exam_id)
            return store.exams.exam(actor, exam_id)

        self.runner.run(work, on_done=self._saved, on_error=self._failed)

    def enrol(self, name: str, password: str) -> None:
        self.runner.run(self.store.exams.enrol_instructor, self.actor, name, password,
                        on_done=lambda _r: self.sig_enrolled.emit(name),
                        on_error=self._failed)

    def _saved(self, info: ExamInfo) -> None:
        self.sig_saved.emit(info)
        self.load()

    def _failed(self, error: BaseException) -> None:
        self.sig_refused.emit(error if isinstance(error, (BlueprintError, ChangedElsewhere))
                              else error_text(error))

    def shutdown(self) -> None:
        self.runner.shutdown()


class ResultsPresenter(QObject):
    """A cohort's exam results, one sitting's review, retakes and the results CSV."""

    sig_cohorts_loaded = Signal(object)
    """The cohorts (list of :class:`CohortChoice`)."""
    sig_results_loaded = Signal(object)
    """The chosen cohort's ended sittings (list of :class:`SittingResult`), newest first."""
    sig_review_loaded = Signal(object)
    """One sitting for review (:class:`SittingReview`)."""
    sig_retake_granted = Signal(str)
    """A retake was granted (argument: the trainee's display name)."""
    sig_csv_saved = Signal(str)
    """The cohort's results CSV (or the HR certification CSV) was written (its path)."""
    sig_school_named = Signal(str)
    """The school's name on certificates was set (argument: the name now)."""
    sig_failed = Signal(object)
    """Something could not be loaded or done; the message is for the user."""
    sig_busy_changed = Signal(bool)
    """A store call started (True) or the last one finished (False)."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.runner = TaskRunner(self)
        self.runner.sig_busy_changed.connect(self.sig_busy_changed)
        self.cohort_id: int | None = None
        self.results: list[SittingResult] = []
        self._results_task = 0

    def load_cohorts(self) -> None:
        store, actor = self.store, self.actor
        self.runner.run(
            lambda: [CohortChoice(c.id, c.name) for c in store.roster.cohorts(actor)],
            on_done=self.sig_cohorts_loaded.emit, on_error=self._failed)

    def choose_cohort(self, cohort_id: int | None) -> None:
        self.cohort_id = cohort_id
        if cohort_id is None:
            self.results = []
            self.sig_results_loaded.emit([])
            return
        if cohort_id == ALL_COHORTS:
            store, actor = self.store, self.actor

            def every_cohort() -> list[SittingResult]:
                found = [r for c in store.roster.cohorts(actor, include_archived=True)
                         for r in store.exams.cohort_results(actor, c.id)]
                return sorted(found, key=lambda r: (r.sitting.ended_at or r.sitting.started_at,
                                                    r.sitting.id), reverse=True)

            self._results_task = self.runner.run(
                every_cohort, on_done=self._results, on_error=self._failed)
            return
        self._results_task = self.runner.run(
            self.store.exams.cohort_results, self.actor, cohort_id,
            on_done=self._results, on_error=self._failed)

    def reload(self) -> None:
        self.choose_cohort(self.cohort_id)

    def _results(self, results: list[SittingResult]) -> None:
        self.results = results
        self.sig_results_loaded.emit(results)

    def open_review(self, sitting_id: int) -> None:
        self.runner.run(self.store.exams.review, self.actor, sitting_id,
                        on_done=self.sig_review_loaded.emit, on_error=self._failed)

    def grant_retake(self, sitting: SittingInfo, note: str) -> None:
        store, actor = self.store, self.actor

        def work() -> str:
            store.exams.grant_retake(actor, sitting.exam_id, sitting.trainee_id, note)
            return sitting.trainee_display_name

        self.runner.run(work, on_done=self.sig_retake_granted.emit, on_error=self._failed)

    def export_csv(self, path: str) -> None:
        """Write the cohort's results CSV (from the core) as UTF-8 with a byte-order mark, so
        spreadsheet programs show Chinese names."""
        cohort_id = self.cohort_id
        if cohort_id is None:
            return
        store, actor = self.store, self.actor

        def work() -> str:
            if cohort_id == ALL_COHORTS:
                texts = [store.exams.results_csv(actor, c.id)
                         for c in store.roster.cohorts(actor, include_archived=True)]
                # One header, then every cohort's rows (each row names its cohort).
                text = (texts[0] if texts else "") + "".join(
                    t.split("\n", 1)[1] if "\n" in t else "" for t in texts[1:])
            else:
                text = store.exams.results_csv(actor, cohort_id)
            Path(path).write_text(text, encoding="utf-8-sig", newline="")
            store.audit.record_export(actor, "exam_results", path, text.count("\n") - 1,
                                      {"cohort": cohort_id})
            return path

        self.runner.run(work, on_done=self.sig_csv_saved.emit, on_error=self._failed)

    def export_certifications(self, path: str) -> None:
        """Write the school-wide certification CSV for HR (the store writes and audits it)."""
        store, actor = self.store, self.actor

        def work() -> str:
            store.exams.export_certifications(actor, Path(path))
            return path

        self.runner.run(work, on_done=self.sig_csv_saved.emit, on_error=self._failed)

    def school_name(self) -> str:
        """The school's name printed on certificates ('' when not set)."""
        return self.store.settings.get(self.actor, SCHOOL_NAME_KEY) or ""

    def certificate_key(self) -> str:
        """The school's public certificate key HR checks QR codes with (from the instructor's
        unlocked seal key; '' when there is none)."""
        return self.store.exams.certificate_key(self.actor)

    def set_school_name(self, name: str) -> None:
        """Set the school's name for certificates (instructors only; blanks trimmed)."""
        try:
            self.store.settings.set(self.actor, SCHOOL_NAME_KEY, " ".join(name.split())[:200])
        except TrainerError as error:
            self._failed(error)
            return
        self.sig_school_named.emit(self.school_name())

    def record_certificate(self, sitting: SittingInfo, path: str) -> None:
        """Record in the audit log that a certificate was saved (the view wrote the PDF)."""
        store, actor = self.store, self.actor
        self.runner.run(store.audit.record_export, actor, "certificate", path, None, {
            "sitting": sitting.id, "trainee": sitting.trainee_id, "exam": sitting.exam_id},
            on_error=self._failed)

    def _failed(self, error: BaseException) -> None:
        self.sig_failed.emit(Worded(error_text, error))

    def shutdown(self) -> None:
        self.runner.shutdown()


