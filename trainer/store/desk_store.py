"""The store interface the desk app's screens use (:class:`DeskStore`): implemented by the
store over a database (:class:`trainer.store.Store`) and by the store over the school server
(:class:`trainer.server.client.RemoteStore`), so the screens are the same on both and mypy
checks both against it.

A desk over the school server serves each repository's listed methods with the repository's
own signatures (:mod:`trainer.server.store_calls`); what the server does not serve (backups,
the audit log, live updates, a sitting's session) raises
:class:`~trainer.errors.NotOnServer`, which the screens word.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from trainer.auth import Actor

if TYPE_CHECKING:
    from trainer.store.audit import AuditLog
    from trainer.store.backup import BackupInfo, RestoreReport
    from trainer.store.desk_lock import DeskLock
    from trainer.store.desks import Desks
    from trainer.store.engine import RetryHook
    from trainer.store.exams import Exams
    from trainer.store.homework import Homework
    from trainer.store.live import ChangeFeed
    from trainer.store.practice import Practice
    from trainer.store.prefs import LessonProgressRepo, Settings, TableProfiles
    from trainer.store.reports import Reports
    from trainer.store.roster import Roster
    from trainer.store.schedule import ReviewSchedule
    from trainer.store.table_shoes import TableShoes
    from trainer.store.today import TodayBoard
    from trainer.today import Today


class DeskStore(Protocol):
    """What the screens call on the store: its repositories, signing in and out, the clock
    of what is shown, where the data lives, and the database file's own actions."""

    on_retry: RetryHook | None
    """Called before each wait on a locked database (a server's store has none to wait on)."""

    # ---- The repositories

    @property
    def roster(self) -> Roster: ...
    @property
    def practice(self) -> Practice: ...
    @property
    def settings(self) -> Settings: ...
    @property
    def table_profiles(self) -> TableProfiles: ...
    @property
    def lesson_progress(self) -> LessonProgressRepo: ...
    @property
    def table_shoes(self) -> TableShoes: ...
    @property
    def homework(self) -> Homework: ...
    @property
    def schedule(self) -> ReviewSchedule: ...
    @property
    def daily(self) -> TodayBoard: ...
    @property
    def reports(self) -> Reports: ...
    @property
    def exams(self) -> Exams: ...
    @property
    def desks(self) -> Desks: ...
    @property
    def audit(self) -> AuditLog: ...

    # ---- Signing in, the clock

    def needs_first_instructor(self) -> bool: ...
    def create_first_instructor(self, name: str, display_name: str,
                                password: str) -> Actor: ...
    def authenticate(self, name: str, secret: str) -> Actor: ...
    def sign_out(self, actor: Actor) -> None: ...
    def now(self) -> datetime: ...
    def today(self, actor: Actor, user_id: int, now: datetime | None = None) -> Today: ...

    # ---- Where the data lives

    @property
    def backend(self) -> str: ...
    @property
    def path(self) -> Path | None: ...
    @property
    def display_url(self) -> str: ...
    @property
    def location(self) -> str: ...
    @property
    def desk_lock(self) -> DeskLock | None: ...
    @property
    def backup_path(self) -> Path | None: ...
    @property
    def leftovers(self) -> tuple[Path, ...]: ...

    # ---- The database's own actions (a store on a database; refused over the server)

    def open_change_feed(self) -> ChangeFeed: ...
    def back_up(self, actor: Actor, target: Path) -> BackupInfo: ...
    def check_restore(self, actor: Actor, source: Path) -> BackupInfo: ...
    def restore(self, actor: Actor, source: Path) -> RestoreReport: ...
    def close(self) -> None: ...
