"""Opening a store: choosing the database, checking it, migrating it, and the Store itself."""

from __future__ import annotations

import contextlib
import errno
import functools
import weakref
from datetime import datetime, timedelta
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from sqlalchemy import Connection, select

from trainer.audit import AuditAction
from trainer.auth import Actor, Role, name_key
from trainer.errors import StoreError
from trainer.store import backup, migrations
from trainer.store import schema as s
from trainer.store._common import Clock, require_instructor, utc_now
from trainer.store.audit import AuditLog, default_desk
from trainer.store.backup import BackupInfo, RestoreReport
from trainer.store.desk_lock import DeskLock
from trainer.store.engine import DEFAULT_LOCK_TIMEOUT, Database, RetryHook, resolve_url
from trainer.store.files import check_folder, create_private_file, file_error, timestamp_suffix
from trainer.store.homework import Homework
from trainer.store.practice import Practice
from trainer.store.prefs import LessonProgressRepo, Settings, TableProfiles
from trainer.store.roster import Roster
from trainer.store.schema import SCHEMA_VERSION
from trainer.store.seal import SealVault
from trainer.store.table_shoes import TableShoes

if TYPE_CHECKING:
    from trainer.store.bulk import BulkImport
    from trainer.store.desks import Desks
    from trainer.store.exams import Exams
    from trainer.store.live import ChangeFeed
    from trainer.store.reports import Reports
    from trainer.store.schedule import ReviewSchedule
    from trainer.store.server_tokens import ServerTokens
    from trainer.store.today import TodayBoard
    from trainer.today import Today

_SQLITE_MAGIC = b"SQLite format 3\x00"


class Store:
    """The open database and its repositories. Build it with :func:`open_store`.

    Attributes
    ----------
    roster, practice, settings, table_profiles, lesson_progress, table_shoes, homework, exams,
    schedule, daily
        The repositories; each method takes the acting :class:`~trainer.auth.Actor` first.
    seal
        The school's exam seal key: wrapped per instructor in the database, unlocked in
        memory by an instructor's sign-in until :meth:`sign_out` or a trainee's sign-in.
    audit
        The append-only, sealed audit log (:mod:`trainer.audit`); the repositories record
        into it in the transaction of each recorded action. ``audit.desk`` names this desk.
    backup_path
        The copy made before migrating an older SQLite file at open, else None.
    leftovers
        Staging copies an interrupted restore had left beside the SQLite file, removed at
        open (see :func:`trainer.store.backup.clear_leftovers`); the UI says so once.
    desk_lock
        A SQLite store's shared lock on its file (:mod:`trainer.store.desk_lock`), held
        until :meth:`close`: a restore on any other desk is refused meanwhile.
    """

    def __init__(
        self,
        db: Database,
        clock: Clock,
        backup_path: Path | None = None,
        leftovers: tuple[Path, ...] = (),
        desk: str | None = None,
        desk_lock: DeskLock | None = None,
    ) -> None:
        self._db = db
        self.desk_lock = desk_lock
        self._clock = clock
        self.backup_path = backup_path
        self.leftovers = leftovers
        self.seal = SealVault(db, clock)
        self.audit = AuditLog(db, clock, self.seal, desk or default_desk())
        self.roster = Roster(db, clock, self.seal, audit=self.audit)
        self.practice = Practice(db, clock, self.seal)
        self.settings = Settings(db, clock, self.audit)
        self.table_profiles = TableProfiles(db, clock, self.audit)
        self.lesson_progress = LessonProgressRepo(db, clock)
        self.table_shoes = TableShoes(db, clock, self.practice)
        self.homework = Homework(db, clock, self.audit)
        self._feeds: weakref.WeakSet[ChangeFeed] = weakref.WeakSet()

    # ---- Where and what

    def now(self) -> datetime:
        """The store's clock (injected; UTC): the time answers and reviews are stamped with."""
        return self._clock()

    @functools.cached_property
    def schedule(self) -> ReviewSchedule:
        """The trainees' review cards (FSRS); loaded on first use, not at start-up."""
        from trainer.store.schedule import ReviewSchedule

        return ReviewSchedule(self._db, self._clock, self.audit)

    @functools.cached_property
    def daily(self) -> TodayBoard:
        """The Today screen's reading, the daily goal setting and the daily practice table;
        loaded on first use, not at start-up (it needs the drills)."""
        from trainer.store.today import TodayBoard

        return TodayBoard(self._db, self._clock, self.homework, self.audit)

    def today(self, actor: Actor, user_id: int, now: datetime | None = None) -> Today:
        """What the Today screen shows ``user_id`` at ``now`` (default: the store's clock),
        in a fixed number of queries whatever the history (see :mod:`trainer.store.today`)."""
        return self.daily.today(actor, user_id, now)

    @functools.cached_property
    def reports(self) -> Reports:
        """Charts and dashboard queries on the store's clock; loaded on first use, not at
        start-up."""
        return self.reports_with()

    def reports_with(
        self, clock: Clock | None = None, day_offset: timedelta | None = None
    ) -> Reports:
        """Reports with their own clock or day cut (default: the store's clock, Macau days)."""
        from trainer.store.reports import Reports

        exams, clock = self.exams, clock or self._clock
        if day_offset is None:
            return Reports(self._db, clock, exams)
        return Reports(self._db, clock, exams, day_offset)

    @functools.cached_property
    def desks(self) -> Desks:
        """The desks enrolled with the school server (:mod:`trainer.store.desks`)."""
        from trainer.store.desks import Desks

        return Desks(self._db, self._clock, self.audit)

    @functools.cached_property
    def server_tokens(self) -> ServerTokens:
        """The school server's sign-in tokens (:mod:`trainer.store.server_tokens`)."""
        from trainer.store.server_tokens import ServerTokens

        return ServerTokens(self._db, self._clock)

    @functools.cached_property
    def bulk(self) -> BulkImport:
        """Instructor-only bulk import (demo data, records from another school database)."""
        from trainer.store.bulk import BulkImport

        return BulkImport(self._db, self.audit, self.seal)

    @functools.cached_property
    def exams(self) -> Exams:
        """Exam blueprints, proctored sittings, sealed results; loaded on first use."""
        from trainer.store.exams import Exams

        return Exams(self._db, self._clock, self.seal, self.roster, self.audit)

    @property
    def backend(self) -> str:
        """``"sqlite"`` or ``"postgresql"``."""
        return self._db.url.get_backend_name()

    @property
    def path(self) -> Path | None:
        """The SQLite file, or None for PostgreSQL."""
        return self._db.path

    @property
    def display_url(self) -> str:
        """What About and logs show: the SQLite file, or the server's URL with its password
        hidden (``***``)."""
        return self._db.display_url()

    @property
    def location(self) -> str:
        """Where the data lives, for the UI: a file path or ``host:port/database``."""
        return self._db.describe()

    @property
    def on_retry(self) -> RetryHook | None:
        """Called with the attempt number (1, 2, ...) before each wait on a locked database.

        It runs on the thread making the store call; a UI must forward it to its own thread.
        """
        return self._db.on_retry

    @on_retry.setter
    def on_retry(self, hook: RetryHook | None) -> None:
        self._db.on_retry = hook

    def open_change_feed(self) -> ChangeFeed:
        """A feed of the areas written since it was last polled, by any desk (live data,
        :mod:`trainer.store.live`); the caller closes it, and :meth:`close` closes it too
        (a window left open on a closed store must not go on reconnecting to its server)."""
        from trainer.store.live import open_feed

        feed = open_feed(self._db.url, self._db.path)
        self._feeds.add(feed)
        return feed

    def schema_version(self) -> int:
        version = self._db.read(migrations.read_version)
        assert version is not None
        return version

    # ---- Signing in

    def needs_first_instructor(self) -> bool:
        """True until an instructor exists (see :meth:`Roster.needs_first_instructor`)."""
        return self.roster.needs_first_instructor()

    def create_first_instructor(self, name: str, display_name: str, password: str) -> Actor:
        """Create the first instructor, signed in; PermissionDenied once one exists."""
        return self.roster.create_first_instructor(name, display_name, password)

    def authenticate(self, name: str, secret: str) -> Actor:
        """Sign in; AuthenticationFailed with one message for any mismatch.

        An instructor's sign-in also unlocks their copy of the exam seal key; a trainee's
        drops every unlocked key (see :meth:`Roster.authenticate`).
        """
        return self.roster.authenticate(name, secret)

    def sign_out(self, actor: Actor) -> None:
        """Forget what ``actor``'s sign-in unlocked (an instructor's exam seal key, a
        trainee's practice key)."""
        self.seal.forget(actor.user_id)

    # ---- Backup and restore (SQLite; see trainer.store.backup)

    def back_up(self, actor: Actor, target: Path) -> BackupInfo:
        """Write a consistent, checked copy of the database to ``target`` (instructor only).

        Recorded in the audit log once written (so the copy itself ends just before that
        row, and a failed backup leaves none)."""
        self._db.read(lambda conn: require_instructor(conn, actor, "back up the database"))
        info = backup.back_up(self._db, target)
        self.audit.record(actor, AuditAction.BACKED_UP, Path(target).name,
                          {"bytes": target.stat().st_size})
        return info

    def check_restore(self, actor: Actor, source: Path) -> BackupInfo:
        """What restoring ``source`` would bring in, checked, nothing changed (instructor
        only: a trainee must never replace the school's database). Refused first, in the
        same words as :meth:`restore`, while another desk has the database open."""
        self._db.read(lambda conn: require_instructor(conn, actor, "restore the database"))
        if self.desk_lock is not None:
            self.desk_lock.check_alone()
        return backup.check_restore(self._db, source, self._clock())

    def restore(self, actor: Actor, source: Path) -> RestoreReport:
        """Replace the database with the checked copy of ``source`` and reopen it (an older
        file is migrated, with its own pre-migration backup). The previous file is kept
        aside; every unlocked seal key is forgotten and the caller must sign everyone out.
        Instructor only.

        Refused (StoreError ``locked``, code ``restore_other_desks``) while any other store,
        in this process or another, has the database open (a desk left
        running went on acknowledging answers into the file set aside); the exclusive lock
        is held for the whole swap, so no desk opens the file meanwhile."""
        self._db.read(lambda conn: require_instructor(conn, actor, "restore the database"))
        live = self._db.path

        def prepare(staged: Database) -> Path | None:
            made = _prepare(staged, True, self._clock, backup_beside=live)
            # The restore is audited in the restored school itself, written into the staged
            # copy before the swap: it comes in with the file or not at all.
            _record_restore(staged, self._clock, self.audit.desk, actor, Path(source))
            return made

        with self.desk_lock.exclusive() if self.desk_lock else contextlib.nullcontext():
            self.seal.forget()
            info, aside, pre_migration = backup.restore(
                self._db, source, self._clock(), migrate=prepare)
            self._db.pin_file()  # the restored file is the one this store writes to now
        _prepare(self._db, True, self._clock)  # already current: the staged copy was upgraded
        self.backup_path = pre_migration
        return RestoreReport(info, aside, pre_migration)

    # ---- Health

    def integrity_check(self) -> bool:
        """SQLite: ``PRAGMA integrity_check`` says ok. PostgreSQL: the server answers."""
        try:
            if self._db.is_sqlite:
                return self._db.read(lambda conn: _pragma_check(conn, "integrity_check"))
            self._db.read(lambda conn: conn.exec_driver_sql("SELECT 1").scalar())
            return True
        except StoreError:
            return False

    def close(self) -> None:
        """Release every connection (SQLite then folds its write-ahead log into the file) and
        forget every unlocked seal key. The change feeds opened on it close too."""
        self.seal.forget()
        for feed in list(self._feeds):
            feed.close()
        self._db.dispose()
        if self.desk_lock is not None:
            self.desk_lock.release()

    def __enter__(self) -> Store:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def _record_restore(db: Database, clock: Clock, desk: str, actor: Actor, source: Path) -> None:
    """The RESTORED row of the staged copy. The restoring instructor is named by their id in
    that school when it has an active instructor of the same sign-in name, else as the
    command line with their name in the detail (ids of the live school mean nothing there);
    unsealed (every unlocked key was forgotten for the restore)."""
    log = AuditLog(db, clock, SealVault(db, clock), desk)

    def run(conn: Connection) -> None:
        found = conn.execute(select(s.users.c.id, s.users.c.display_name).where(
            s.users.c.name_key == name_key(actor.name),
            s.users.c.role == Role.INSTRUCTOR.value, s.users.c.active.is_(True))).first()
        there = None if found is None else Actor(
            int(found.id), actor.name, str(found.display_name), Role.INSTRUCTOR)
        log.record_in(conn, there, AuditAction.RESTORED, source.name,
                      {} if there is not None else {"by": actor.name})

    db.write(run)


def _pragma_check(conn: Connection, pragma: str) -> bool:
    rows = [str(r[0]) for r in conn.exec_driver_sql(f"PRAGMA {pragma}")]
    return rows == ["ok"]


def open_store(
    url: str | None = None,
    data_dir: Path | None = None,
    *,
    on_retry: RetryHook | None = None,
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
    clock: Clock | None = None,
    check: bool = True,
    desk: str | None = None,
) -> Store:
    """Open (creating or upgrading as needed) the trainer's database.

    Parameters
    ----------
    url
        A SQLAlchemy URL: ``sqlite:///path/file.sqlite3`` or
        ``postgresql+psycopg://user:password@host:port/db`` for a school's shared roster.
        None means the SQLite file ``dealer-trainer.sqlite3`` in ``data_dir``.
    data_dir
        Folder of the default SQLite file; None means the per-user data folder.
    on_retry
        Called with the attempt number while a locked SQLite database is retried.
    lock_timeout
        Seconds to retry a locked SQLite database before StoreError('locked').
    clock
        Returns the current aware UTC time (tests inject one).
    check
        Run SQLite's ``quick_check`` at open, so damage is found now rather than mid-drill.
    desk
        How the audit log names this desk; None means the computer's network name.

    Raises
    ------
    StoreError
        ``kind`` is ``corrupt``, ``unreadable``, ``locked``, ``unreachable``, ``newer``,
        ``foreign`` or ``invalid``; see :mod:`trainer.store.engine`.
    """
    db = Database(resolve_url(url, data_dir), on_retry=on_retry, lock_timeout=lock_timeout)
    desk_lock: DeskLock | None = None
    try:
        if db.path is not None and db.path.parent.is_dir():
            _check_sqlite_file(db.path)  # its refusals first, in their own words
            # Before anything is cleared or migrated: a restore on another desk holds
            # the exclusive lock for its swap (trainer.store.desk_lock).
            desk_lock = DeskLock.acquire(db.path, lock_timeout, on_retry)
        leftovers = backup.clear_leftovers(db.path) if db.path is not None else ()
        pre_migration = _prepare(db, check, clock or utc_now)
        db.pin_file()
    except BaseException:
        db.dispose()
        if desk_lock is not None:
            desk_lock.release()
        raise
    return Store(db, clock or utc_now, pre_migration, leftovers, desk, desk_lock)


def _prepare(
    db: Database, check: bool, clock: Clock, *, backup_beside: Path | None = None
) -> Path | None:
    """Check, create or migrate the database; returns the pre-migration backup, if any.

    The backup is written beside ``backup_beside`` (a restore upgrades its staged copy and
    keeps the copy under the live file's name), by default beside the database itself."""
    if db.is_sqlite and db.path is not None:
        _check_sqlite_file(db.path)
        if db.path.parent.is_dir():
            try:  # a new database file is its owner's alone (engine.DB_FILE_MODE)
                create_private_file(db.path)
            except OSError as e:
                raise file_error(db.path, e, "create the database file") from e
        if check and not db.read(lambda conn: _pragma_check(conn, "quick_check")):
            raise StoreError("corrupt", f"{db.describe()} is damaged (integrity check failed)")

    # Read before anything is written: a foreign file is refused here as it was chosen (it
    # was switched to write-ahead logging first).
    version = db.read(migrations.read_version)
    if db.is_sqlite and db.path is not None:
        db.enable_wal()
    if version is None:

        def create(conn: Connection) -> int:
            found = migrations.read_version(conn)  # another process may have been quicker
            if found is None:
                migrations.create_current(conn)
                return SCHEMA_VERSION
            return found

        version = db.write(create)

    if version > SCHEMA_VERSION:
        raise StoreError(
            "newer",
            f"{db.describe()} was written by a newer Dealer Trainer (schema {version}; "
            f"this version reads up to {SCHEMA_VERSION}). Please update the app.",
        )
    backup: Path | None = None
    if version < SCHEMA_VERSION:
        if db.is_sqlite and db.path is not None:
            backup = _backup_path(backup_beside or db.path, version, clock())
            try:
                db.backup_to(backup)
            except BaseException:
                backup.unlink(missing_ok=True)
                raise
        for target, step in migrations.steps_from(version):
            db.write(functools.partial(_apply, target=target, step=step))
    return backup


def _apply(conn: Connection, *, target: int, step: migrations.Migration) -> bool:
    return migrations.apply_step(conn, target, step)


def _check_sqlite_file(path: Path) -> None:
    """Refuse at once what SQLite would misread or fail on later, mid-drill.

    A folder where the file should be, a file or folder the app cannot write (it writes
    every answer), and a file that is plainly not SQLite. A 0-byte file is refused too
    (code ``empty_file``): SQLite would take it for a new, empty database and the school
    would silently start again from nothing, while an empty file means something went
    wrong (a full disk, an interrupted copy). For the same reason a missing file with a
    ``before-restore`` file beside it (a restore killed mid-swap) is refused (code
    ``restore_interrupted``, params ``path`` and ``aside``) instead of creating a new school.

    An empty file's write-ahead log, if not empty, may still hold the data, so then SQLite
    is left to read it.
    """
    aside = backup.interrupted_restore(path)
    if aside is not None:
        raise StoreError(
            "unreadable",
            f"{path} is missing and {aside} is beside it: a restore was interrupted; "
            f"rename {aside.name} back to {path.name} (nothing was started afresh)",
            code="restore_interrupted", params={"path": str(path), "aside": str(aside)},
        )
    try:
        if not path.exists():
            if path.parent.is_dir():
                check_folder(path.parent, create=False)
            return
        if not path.is_file():
            raise IsADirectoryError(errno.EISDIR, "not a file", str(path))
        with path.open("r+b") as f:  # opened for writing, changing nothing
            head = f.read(len(_SQLITE_MAGIC))
        check_folder(path.parent, create=False)  # SQLite writes its -wal and -shm beside it
    except OSError as e:
        raise file_error(path, e, "use the database file") from e
    if not head:
        wal = Path(f"{path}-wal")
        if not (wal.is_file() and wal.stat().st_size > 0):
            raise StoreError("corrupt", f"{path} is empty (0 bytes)", code="empty_file",
                             params={"path": str(path)})
    elif head != _SQLITE_MAGIC:
        raise StoreError("corrupt", f"{path} is damaged: file is not a database")


def _backup_path(path: Path, version: int, now: datetime) -> Path:
    base = path.with_name(f"{path.name}.bak-v{version}-{timestamp_suffix(now)}")
    candidate, n = base, 1
    while candidate.exists():
        n += 1
        candidate = base.with_name(f"{base.name}-{n}")
    return candidate
