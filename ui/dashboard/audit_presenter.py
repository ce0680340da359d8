"""The Audit tab's presenter: the school's audit log filtered, checked by the core, and its
CSV export (which the core records in the log too). Loads through :mod:`ui.tasks`; no
widgets. The store refuses all of it to a trainee."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from trainer.audit import AuditQuery, AuditTrail
from trainer.auth import Actor
from trainer.errors import TrainerError
from trainer.store import DeskStore
from ui.store_words import error_text
from ui.tasks import TaskRunner
from ui.worded import Worded

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class AuditNames:
    """The names the log's details refer to by id (people, exams, cohorts), read with the
    trail, so a row reads "Trainee: 陳美美" rather than an id (an id no longer known stays a
    number)."""

    users: dict[int, tuple[str, str]] = field(default_factory=dict)
    """Per user id: (sign-in name, display name)."""
    exams: dict[int, str] = field(default_factory=dict)
    cohorts: dict[int, str] = field(default_factory=dict)


def read_names(store: DeskStore, actor: Actor) -> AuditNames:
    """Everyone, every exam and every cohort, withdrawn or archived ones too."""
    return AuditNames(
        users={u.id: (u.name, u.display_name or u.name) for u in store.roster.accounts(actor)},
        exams={e.id: e.blueprint.name
               for e in store.exams.exams(actor, include_inactive=True)},
        cohorts={c.id: c.name for c in store.roster.cohorts(actor, include_archived=True)},
    )


class AuditPresenter(QObject):
    """The audit log for the signed-in instructor."""

    sig_trail_loaded = Signal(object)
    """The rows matching the filter, flagged, and the verdict on the whole log
    (:class:`AuditTrail`)."""
    sig_failed = Signal(object)
    """The log could not be read or exported; the message is for the user."""
    sig_export_done = Signal(str, int)
    """The filtered rows were written to CSV: (path, rows written)."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.runner = TaskRunner(self)
        self.query = AuditQuery()
        self.trail: AuditTrail | None = None
        self.names = AuditNames()
        """The names of the ids in the details, read with the latest trail."""
        self._generation = 0

    # ---- requests

    def set_query(self, query: AuditQuery) -> None:
        """Filter the log (and read it again)."""
        self.query = query
        self.reload()

    def reload(self) -> None:
        self._generation += 1
        generation = self._generation
        store, actor, query = self.store, self.actor, self.query

        def work() -> tuple[AuditTrail, AuditNames]:
            return store.audit.trail(actor, query), read_names(store, actor)

        self.runner.run(work, on_done=lambda read: self._loaded(generation, *read),
                        on_error=self._failed)

    def export_csv(self, path: str) -> None:
        """Write the rows the filter shows to ``path``; the export is itself recorded."""
        query = self.query

        def work() -> tuple[str, int]:
            return path, self.store.audit.export_csv(self.actor, Path(path), query)

        self.runner.run(work, on_done=self._exported, on_error=self._failed)

    def shutdown(self) -> None:
        self.runner.shutdown()

    # ---- results

    def _loaded(self, generation: int, trail: AuditTrail, names: AuditNames) -> None:
        if generation != self._generation:
            return  # a filter chosen since: its own answer is on the way
        self.trail = trail
        self.names = names
        self.sig_trail_loaded.emit(trail)

    def _exported(self, result: tuple[str, int]) -> None:
        self.sig_export_done.emit(*result)
        self.reload()  # the export's own row

    def _failed(self, error: BaseException) -> None:
        if not isinstance(error, TrainerError | OSError):
            log.error("audit task failed", exc_info=error)
        self.sig_failed.emit(Worded(error_text, error))
