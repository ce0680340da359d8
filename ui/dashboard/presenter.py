"""The Dashboard's presenter: cohorts, the roster summary, attempt pages, the pass mark and the
exports, loaded through :mod:`ui.tasks` and announced with ``sig_*`` signals. No widgets.
Every figure comes from the store, which refuses all of it to a trainee."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import (
    QObject,
    Signal,
)

from trainer.auth import Actor, Role
from trainer.errors import TrainerError
from trainer.progress import (
    CohortLines,
    CohortQuery,
    cohort_lines,
    load_cohort_lines,
    load_cohort_report,
    save_school_pass_mark,
    school_pass_mark,
)
from trainer.stats import (
    PassMark,
    RosterLine,
    roster_lines,
)
from trainer.store import DeskStore
from trainer.store.daily_cohort import LinesAsked
from trainer.store.models import (
    AttemptFilter,
    AttemptPage,
    LogKey,
)
from trainer.store.practice_seal import PracticeCheck
from trainer.store.worded_csv import WordedRoster
from ui.dashboard.models import AttemptCsvWords
from ui.store_words import error_text
from ui.tasks import TaskRunner
from ui.worded import Worded

log = logging.getLogger(__name__)

LOG_PAGE = 200
"""Attempts per page of the attempt log."""
NO_COHORT = -1
"""Item data of "(no cohort)" (never None: see ui.charts.daterange.ALL_TIME)."""


def roster_rows(rows: Any, mark: PassMark) -> list[RosterLine]:
    """The roster lines of ``rows`` (:func:`trainer.stats.roster_lines`)."""
    return roster_lines(rows, mark)


# ---- presenter ---------------------------------------------------------------------------


class DashboardPresenter(QObject):
    """Cohorts, the roster and one trainee's attempt log, loaded in the background."""

    sig_cohorts_loaded = Signal(object)
    """The cohorts: a list of (id, name)."""
    sig_roster_loaded = Signal(object)
    """The roster of the chosen cohort: a list of :class:`RosterLine`."""
    sig_cohort_lines_read = Signal(object)
    """The cohort's lines (:class:`CohortLines`) asked for with the roster were read (just
    before the roster is announced)."""
    sig_cohort_lines_failed = Signal(object)
    """The cohort's lines asked for (:class:`CohortQuery`) could not be read."""
    sig_attempts_loaded = Signal(object)
    """A page of the chosen trainee's attempt log (:class:`AttemptPage`)."""
    sig_pass_mark_changed = Signal(object)
    """The school's pass mark (:class:`PassMark`) was read or changed."""
    sig_cohort_report_ready = Signal(str, object)
    """The cohort report's figures are loaded: (target path, :class:`CohortReport`)."""
    sig_practice_checked = Signal(int, object)
    """The chosen trainee's practice seals were checked: (user id, :class:`PracticeCheck`,
    or None when this instructor does not hold the school key)."""
    sig_practice_flags = Signal(object)
    """The roster's trainees whose practice was edited outside the app (a set of user ids)."""
    sig_load_failed = Signal(object)
    """Something could not be loaded or exported; the message is for the user."""
    sig_export_done = Signal(str)
    """An export was written: its path."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.reports = store.reports
        self.runner = TaskRunner(self)
        self.cohort_id: int | None = None
        self.trainee_id: int | None = None
        self.filter = AttemptFilter()
        self.offset = 0
        self.key: LogKey | None = None
        """Where the page shown was read from (a keyset; None: the newest page)."""
        self.log_shown = True
        """The attempt log is in view: a hidden log is read when it is shown."""
        self._log_stale = False
        self.practice_flagged: set[int] = set()
        """Trainees whose practice was found edited outside the app (when opened)."""
        self.page: AttemptPage | None = None
        self.roster: list[RosterLine] = []
        self.roster_cohort_id: int | None = None
        """The cohort whose roster :attr:`roster` is (None also before the first)."""
        self.pass_mark = PassMark()

    # ---- requests

    def load_cohorts(self) -> None:
        def work() -> list[tuple[int, str]]:
            return [(c.id, c.name) for c in self.store.roster.cohorts(self.actor)]

        self.runner.run(work, on_done=self.sig_cohorts_loaded.emit, on_error=self._failed)

    def choose_cohort(self, cohort_id: int | None, lines: CohortQuery | None = None) -> None:
        """Read the cohort's roster and, when ``lines`` asks for them, its lines, from its
        daily rows, aggregated, in two statements side by side on PostgreSQL
        (:meth:`~trainer.store.reports.Reports.cohort_opening`): the roster is shown, the
        lines are given to the charts. Days cut at another offset than Macau's read the
        roster and the lines apart (:meth:`~trainer.store.reports.Reports.roster_summary`,
        :func:`~trainer.progress.load_cohort_lines`)."""
        self.cohort_id = cohort_id
        store, reports, actor = self.store, self.reports, self.actor
        asked = None if lines is None else LinesAsked(lines.drill_kind, lines.since,
                                                      lines.until)

        def work() -> tuple[int | None, PassMark, list[RosterLine], CohortLines | None]:
            mark = school_pass_mark(store, actor)
            # Not read together with the pass mark: an opening reads its lines beside its
            # roster on a connection of its own, which a block read together rules out
            # (Reports.cohort_opening).
            opened = reports.cohort_opening(actor, cohort_id, lines=asked)
            if opened is None:  # days cut at another offset: the answers, read apart
                summary, drawn = reports.roster_summary(actor, cohort_id), (
                    None if lines is None else load_cohort_lines(reports, actor, lines))
            else:
                summary = list(opened.roster)
                drawn = None if lines is None or opened.days is None else cohort_lines(
                    lines, opened.days)
            return cohort_id, mark, roster_lines(summary, mark), drawn

        def failed(error: BaseException) -> None:
            if lines is not None:
                self.sig_cohort_lines_failed.emit(lines)
            self._failed(error)

        self.runner.run(work, on_done=self._roster, on_error=failed)

    def choose_trainee(self, user_id: int | None) -> None:
        if user_id != self.trainee_id:
            self.offset, self.key = 0, None
        self.trainee_id = user_id
        self.load_attempts()

    def set_log_shown(self, shown: bool) -> None:
        """The attempt log came into view or left it: a log left unread while hidden is
        read now (work a hidden tab needs waits until it is shown)."""
        self.log_shown = shown
        if shown and self._log_stale:
            self.load_attempts()

    def check_practice(self) -> None:
        """Check the chosen trainee's practice seals in the background (the view asks once
        the trainee's charts are drawn: the check is off the opening's path).

        Only the trainee opened: checking every trainee of the roster re-reads and re-MACs
        all their answers (50 x 5,000 is a quarter of a million), and the roster is read
        again at every live update. The roster marks the trainees found edited so far."""
        if self.trainee_id is None or self.actor.role is not Role.INSTRUCTOR:
            return  # only an instructor holds the key to check (the store refuses others)
        user_id = self.trainee_id

        def done(checked: PracticeCheck | None) -> None:
            if checked is not None and (checked.tampered or checked.daily_days):
                self.practice_flagged.add(user_id)
            else:
                self.practice_flagged.discard(user_id)
            self.sig_practice_flags.emit(set(self.practice_flagged))
            self.sig_practice_checked.emit(user_id, checked)

        self.runner.run(self.store.practice.check_seals, self.actor, user_id,
                        on_done=done, on_error=self._failed)

    def set_filter(self, flt: AttemptFilter) -> None:
        """Show the attempts matching ``flt``, from the newest."""
        self.filter = flt
        self.offset, self.key = 0, None
        self.load_attempts()

    def next_page(self) -> None:
        """Older attempts: the rows older than the page's last (a keyset)."""
        page = self.page
        if page is not None and page.rows and self.offset + len(page.rows) < page.total:
            self.offset += len(page.rows)
            self.key = LogKey.older_than(page.rows[-1])
            self.load_attempts()

    def previous_page(self) -> None:
        """Newer attempts: the rows newer than the page's first (the newest page at the
        top)."""
        page = self.page
        if self.offset > 0 and page is not None and page.rows:
            self.offset = max(0, self.offset - LOG_PAGE)
            self.key = LogKey.newer_than(page.rows[0]) if self.offset else None
            self.load_attempts()

    def load_attempts(self) -> None:
        if self.trainee_id is None:
            return
        if not self.log_shown:
            self._log_stale = True
            return
        self._log_stale = False
        self.runner.run(
            self.reports.attempt_page,
            self.actor,
            self.trainee_id,
            self.filter,
            LOG_PAGE,
            self.offset,
            self.key,
            on_done=self._attempts,
            on_error=self._failed,
        )

    def set_pass_mark(self, mark: PassMark) -> None:
        """DeskStore a new school pass mark, then judge the roster against it."""
        store, actor = self.store, self.actor

        def work() -> PassMark:
            return save_school_pass_mark(store, actor, mark)

        def saved(stored: PassMark) -> None:
            self.pass_mark = stored
            self.sig_pass_mark_changed.emit(stored)
            self.choose_cohort(self.cohort_id)

        self.runner.run(work, on_done=saved, on_error=self._failed)

    def export_csv(self, path: str) -> None:
        """Write the attempts matching the on-screen filter (every page) to ``path``, in
        words (the language shown) with the codes beside them."""
        if self.trainee_id is None:
            return
        reports, actor, user_id, flt = self.reports, self.actor, self.trainee_id, self.filter

        def work() -> int:
            return reports.export_attempts_csv(actor, user_id, path, flt, AttemptCsvWords())

        self.runner.run(work, on_done=lambda _n: self.sig_export_done.emit(path),
                        on_error=self._failed)

    def export_cohort_csv(self, path: str, roster: WordedRoster) -> None:
        """Write the roster as shown (``roster``, worded by the view's model) to ``path``
        with each trainee's staff ID; the store records the export in the audit log."""
        self.runner.run(
            self.reports.export_cohort_csv, self.actor, self.cohort_id, roster, path,
            on_done=lambda _n: self.sig_export_done.emit(path), on_error=self._failed)

    def export_cohort_pdf(self, path: str) -> None:
        """Load the cohort report's figures; the view writes the PDF when they arrive."""
        self.runner.run(
            load_cohort_report,
            self.store,
            self.reports,
            self.actor,
            self.cohort_id,
            on_done=lambda report: self.sig_cohort_report_ready.emit(path, report),
            on_error=self._failed,
        )

    def record_export(self, path: str, what: str) -> None:
        """Record in the audit log a report the view saved (``what``: ``trainee_report`` or
        ``cohort_report``), naming the trainee or cohort shown."""
        detail: dict[str, Any] = {"cohort": self.cohort_id}
        if what == "trainee_report":
            detail["trainee"] = self.trainee_id
        self.runner.run(self.store.audit.record_export, self.actor, what, path, None, detail,
                        on_error=self._failed)

    def shutdown(self) -> None:
        self.runner.shutdown()

    # ---- results

    def _roster(self, result: tuple[int | None, PassMark, list[RosterLine],
                                    CohortLines | None]) -> None:
        cohort_id, mark, rows, lines = result
        if lines is not None:  # kept by the charts for when that cohort is shown
            self.sig_cohort_lines_read.emit(lines)
        if cohort_id != self.cohort_id:
            return  # another cohort was chosen meanwhile
        if mark != self.pass_mark:
            self.pass_mark = mark
            self.sig_pass_mark_changed.emit(mark)
        self.roster, self.roster_cohort_id = rows, cohort_id
        self.sig_roster_loaded.emit(rows)

    def _attempts(self, page: AttemptPage) -> None:
        if (page.user_id, page.flt, page.offset, page.key) != (
                self.trainee_id, self.filter, self.offset, self.key):
            return  # a page for a trainee, filter or page no longer shown
        self.page = page
        self.sig_attempts_loaded.emit(page)

    def _failed(self, error: BaseException) -> None:
        if not isinstance(error, TrainerError | OSError):
            log.error("dashboard task failed", exc_info=error)
        self.sig_load_failed.emit(Worded(error_text, error))
