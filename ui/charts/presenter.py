"""The Progress screen's presenter: holds the query, loads pages of plain series through
:mod:`ui.tasks` (:func:`trainer.progress.load_progress`, and for an instructor the
cohort's lines) and announces them with ``sig_*`` signals. No widgets."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from datetime import date, timedelta

from PySide6.QtCore import QObject, Signal

from trainer.auth import Actor
from trainer.errors import TrainerError
from trainer.progress import (
    CohortLines,
    CohortQuery,
    ProgressData,
    ProgressQuery,
    load_cohort_lines,
    load_progress,
)
from trainer.store import DeskStore
from ui.charts.daterange import macau_today
from ui.store_words import error_text
from ui.tasks import TaskRunner
from ui.worded import Worded

log = logging.getLogger(__name__)

# ---- presenter ---------------------------------------------------------------------------


class ProgressPresenter(QObject):
    """Holds the query, loads progress pages in the background and announces them.

    For an instructor comparing with a cohort, the cohort's lines are loaded by a second task
    and kept per (cohort, drill, period): choosing another trainee of the same cohort does
    not run the cohort query again.
    """

    sig_loading_changed = Signal(bool)
    """A load started (True) or the last one finished (False)."""
    sig_progress_loaded = Signal(object)
    """New series arrived: a :class:`~trainer.progress.ProgressData`."""
    sig_cohort_loaded = Signal(object)
    """The cohort's lines to draw beside the trainee's (:class:`CohortLines`), or None."""
    sig_load_failed = Signal(object)
    """Loading failed; the message is for the user."""

    def __init__(
        self,
        store: DeskStore,
        actor: Actor,
        user_id: int,
        parent: QObject | None = None,
        today: Callable[[], date] = macau_today,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.reports = store.reports
        self.query = ProgressQuery(user_id=user_id, since=today() - timedelta(days=89))
        self.cohort_id: int | None = None
        self.compare = False
        self.alone = False
        """The cohort's lines alone, no trainee's (:meth:`set_cohort`)."""
        self.data: ProgressData | None = None
        self.cohort: CohortLines | None = None
        self._cohort_cache: dict[CohortQuery, CohortLines] = {}
        self._cohort_loading: set[CohortQuery] = set()
        """Cohort lines on their way (a second request waits for them)."""
        self.cohort_failed: CohortQuery | None = None
        """The cohort lines last asked for that could not be read: not on their way."""
        self.runner = TaskRunner(self)
        self.runner.sig_busy_changed.connect(self.sig_loading_changed)

    # ---- requests from the view

    def set_user(self, user_id: int, cohort_id: int | None = None, compare: bool = False) -> None:
        """Show ``user_id``; with ``compare``, beside the averages of ``cohort_id``."""
        self.query = replace(self.query, user_id=user_id)
        self.cohort_id = cohort_id
        self.compare = compare and self.actor.is_instructor
        self.alone = False
        self.reload()

    def set_cohort(self, cohort_id: int | None) -> None:
        """Show ``cohort_id``'s own lines, no trainee's (the Dashboard before one is
        chosen, instructors only): nothing of a trainee is read, and the lines come from
        the cohort's read (:meth:`expect_cohort`) or are loaded here."""
        self.cohort_id = cohort_id
        self.compare = self.alone = self.actor.is_instructor
        self.query = replace(self.query, by_session=False)  # a cohort's lines are per day
        self.data = None
        self.reload()

    def set_drill_kind(self, kind: str | None) -> None:
        self.query = replace(self.query, drill_kind=kind)
        self.reload()

    def set_range(self, since: date | None, until: date | None = None) -> None:
        """Show local days ``since``..``until`` (None: open)."""
        self.query = replace(self.query, since=since, until=until)
        self.reload()

    def set_by_session(self, by_session: bool) -> None:
        self.query = replace(self.query, by_session=by_session)
        self.reload()

    def cohort_query(self) -> CohortQuery | None:
        """The cohort lines the current query needs (None: no comparison)."""
        q = self.query
        if not self.compare or (q.by_session and not self.alone):
            return None
        return CohortQuery(self.cohort_id, q.drill_kind, q.since, q.until, q.window_days)

    def expect_cohort(self, cohort_id: int | None) -> CohortQuery | None:
        """The lines ``cohort_id``'s trainees are compared with (the current drill and
        period), marked as on their way when another reader brings them (the Dashboard
        counts them from its read of the cohort): :meth:`cohort_lines_read` or
        :meth:`cohort_lines_failed` follows. None: no comparison, or already there."""
        q = self.query
        if not self.actor.is_instructor or q.by_session:
            return None
        wanted = CohortQuery(cohort_id, q.drill_kind, q.since, q.until, q.window_days)
        if wanted in self._cohort_cache or wanted in self._cohort_loading:
            return None
        self._cohort_loading.add(wanted)
        return wanted

    def cohort_lines_read(self, lines: CohortLines) -> None:
        """The lines :meth:`expect_cohort` announced came: kept, and drawn if wanted."""
        self._cohort_loaded(lines)

    def cohort_lines_failed(self, wanted: CohortQuery) -> None:
        """The lines :meth:`expect_cohort` announced will not come: asked again when
        wanted."""
        self._cohort_loading.discard(wanted)
        self.cohort_failed = wanted

    def _load_cohort(self, wanted: CohortQuery) -> None:
        if wanted in self._cohort_cache or wanted in self._cohort_loading:
            return  # there, or on its way (it is shown when it comes, if still wanted)
        self._cohort_loading.add(wanted)
        self.cohort_failed = None

        def failed(error: BaseException) -> None:
            self._cohort_loading.discard(wanted)
            self.cohort_failed = wanted
            self._failed(error)

        self.runner.run(load_cohort_lines, self.reports, self.actor, wanted,
                        on_done=self._cohort_loaded, on_error=failed)

    def reload(self) -> None:
        if not self.alone:
            self.runner.run(
                load_progress,
                self.store,
                self.reports,
                self.actor,
                self.query,
                on_done=self._loaded,
                on_error=self._failed,
            )
        wanted = self.cohort_query()
        if wanted is None:
            self._cohort_arrived(None)
        elif wanted in self._cohort_cache:
            self._cohort_arrived(self._cohort_cache[wanted])
        else:
            if self.alone:  # nothing of the cohort's to show until its lines come
                self._cohort_arrived(None)
            self._load_cohort(wanted)

    def forget_cohort_lines(self) -> None:
        """New practice may have been recorded: load cohort lines afresh next time."""
        self._cohort_cache.clear()

    def shutdown(self) -> None:
        self.runner.shutdown()

    # ---- results (GUI thread)

    def _loaded(self, data: ProgressData) -> None:
        if data.query != self.query or self.alone:  # a newer request is on its way
            return
        self.data = data
        self.sig_progress_loaded.emit(data)

    def _cohort_loaded(self, lines: CohortLines) -> None:
        self._cohort_loading.discard(lines.query)
        self._cohort_cache[lines.query] = lines
        if lines.query == self.cohort_query():
            self._cohort_arrived(lines)

    def _cohort_arrived(self, lines: CohortLines | None) -> None:
        self.cohort = lines
        self.sig_cohort_loaded.emit(lines)

    def _failed(self, error: BaseException) -> None:
        if not isinstance(error, TrainerError):
            log.error("loading progress failed", exc_info=error)
        self.sig_load_failed.emit(Worded(error_text, error))
