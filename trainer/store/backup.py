# Over 600 lines on purpose: back-up, check and restore share one staging/aside protocol whose
# steps must be read together to see that a kill at any point leaves a usable database.
"""Backing up and restoring the embedded (SQLite) database while the app runs.

A backup is made with SQLite's online backup API (:meth:`sqlite3.Connection.backup`) on a
connection of the store's own engine: the copy is one consistent snapshot that includes what
is still in the write-ahead log, and other connections may keep writing meanwhile (in WAL
mode a reader never blocks a writer). The copy is written beside the target, switched to a
plain single-file journal, checked (``integrity_check``, our schema version) and only then
renamed onto the target, so a failed backup never leaves a half-written file under the name
the user chose.

A restore checks the chosen file the same way on a private copy (ours, intact, a schema
version this app can read, at least one active instructor), keeps the current file aside
(``<name>.before-restore-<UTC time>``, never deleted), upgrades the copy if it is older
(with its own pre-migration backup) and only then swaps it in, crash-safely (see
:func:`restore`).

Decision: a file without an active instructor is refused. The app would open it on the
"create the first instructor" page, and whoever sat at the desk could make themselves the
school's instructor.

PostgreSQL schools back up with the server's own tools (``pg_dump``/``pg_restore``, see the
README); both operations refuse a PostgreSQL store with ``code='backup_postgresql'``.

Every refusal is a :class:`~trainer.errors.StoreError` whose ``code`` and ``params`` the UI
words: ``backup_postgresql``, ``backup_unwritable`` (``path``, ``detail``), ``backup_same_file``
(``path``), ``backup_missing`` (``path``), ``backup_not_database`` (``path``),
``backup_foreign`` (``path``), ``backup_damaged`` (``path``; also a schema version below the
oldest this app upgrades, or one that is not a whole number), ``backup_newer`` (``path``,
``version``, ``supported``), ``backup_no_instructor`` (``path``), ``backup_not_regular``
(``path``: a pipe, device or other non-regular file), ``backup_failed`` (``detail``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import re
import shutil
import sqlite3
import stat
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Connection, create_engine, exc, func, inspect, select

from trainer.auth import Role
from trainer.errors import StoreError
from trainer.store import migrations
from trainer.store import schema as s
from trainer.store.desk_lock import LOCK_SUFFIX
from trainer.store.engine import Database, sqlite_url
from trainer.store.files import (
    create_private_file,
    free_path,
    move_without_overwrite,
    timestamp_suffix,
)
from trainer.store.schema import SCHEMA_VERSION

_SQLITE_MAGIC = b"SQLite format 3\x00"
_SIDE_FILES = ("-wal", "-shm", "-journal")


@dataclass(frozen=True)
class BackupInfo:
    """A checked copy of a database: where it is, its schema version and what is in it.

    ``answers`` counts practice and exam answers; ``newest_answer`` is the latest one's
    time (None without any); ``saved_at`` is when the file was last written (its
    modification time, UTC), what the restore question calls the backup's date."""

    path: Path
    schema_version: int
    size_bytes: int
    instructors: int
    trainees: int
    answers: int = 0
    newest_answer: datetime | None = None
    saved_at: datetime | None = None


@dataclass(frozen=True)
class RestoreReport:
    """What a restore did.

    Attributes
    ----------
    restored
        The file that was restored (as checked just before the swap).
    kept_aside
        Where the database in use before the restore now is (nothing is deleted).
    pre_migration_backup
        The copy made before migrating an older restored file, else None.
    """

    restored: BackupInfo
    kept_aside: Path
    pre_migration_backup: Path | None


def _refuse(kind: str, code: str, message: str, **params: str | int) -> StoreError:
    return StoreError(kind, message, code=code, params=dict(params))


def _require_sqlite(db: Database) -> Path:
    if not db.is_sqlite or db.path is None:
        raise _refuse(
            "invalid",
            "backup_postgresql",
            "Dealer Trainer backs up only its own SQLite file; back up a PostgreSQL database "
            "with the server's tools: pg_dump --format=custom --file=FILE DBNAME, and restore "
            "it with pg_restore --clean --dbname=DBNAME FILE (see the README)",
        )
    return db.path


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def _partial_path(target: Path) -> Path:
    return target.with_name(f".{target.name}.partial-{os.getpid()}")


def _remove_with_sides(path: Path) -> None:
    for suffix in ("", *_SIDE_FILES):
        with contextlib.suppress(OSError):
            Path(f"{path}{suffix}").unlink(missing_ok=True)


def _copy(source: sqlite3.Connection, target: Path) -> None:
    """Copy ``source`` into the new file ``target`` (one snapshot) as a single plain file."""
    try:
        create_private_file(target)  # owner only, as the database itself (engine.DB_FILE_MODE)
        dst = sqlite3.connect(target)
    except OSError as e:
        raise _refuse(
            "unreadable", "backup_unwritable", f"cannot write {target}: {e}",
            path=str(target), detail=e.strerror or str(e),
        ) from e
    except sqlite3.Error as e:
        raise _refuse(
            "unreadable", "backup_unwritable", f"cannot write {target}: {e}",
            path=str(target), detail=str(e),
        ) from e
    try:
        # pages=-1 (the default): the whole database in one step, under one read transaction,
        # so the copy is a single consistent snapshot even while others write.
        source.backup(dst)
        # The copy inherits WAL mode from its source; a backup should be one self-contained
        # file, so switch it back to a rollback journal before closing.
        dst.execute("PRAGMA journal_mode = DELETE").fetchone()
    except sqlite3.Error as e:
        text = str(e).lower()
        if any(m in text for m in ("readonly", "unable to open", "disk i/o", "disk is full")):
            raise _refuse(
                "unreadable", "backup_unwritable", f"cannot write {target}: {e}",
                path=str(target), detail=str(e),
            ) from e
        raise _refuse("failed", "backup_failed", f"backup failed: {e}", detail=str(e)) from e
    finally:
        dst.close()


def inspect_file(path: Path, *, shown_as: Path | None = None) -> BackupInfo:
    """Check that ``path`` is an intact Dealer Trainer database this app can open.

    ``shown_as`` is the name used in refusals (the user's file when ``path`` is a private
    copy of it). Raises StoreError with one of the codes in the module docstring.
    """
    name = str(shown_as or path)
    _require_regular(path, name)
    try:
        with path.open("rb") as f:
            head = f.read(len(_SQLITE_MAGIC))
        size = path.stat().st_size
    except FileNotFoundError as e:
        raise _refuse("unreadable", "backup_missing", f"{name} does not exist", path=name) from e
    except OSError as e:
        raise _refuse(
            "unreadable", "backup_unwritable", f"cannot read {name}: {e}", path=name,
            detail=str(e),
        ) from e
    if head != _SQLITE_MAGIC:
        raise _refuse("corrupt", "backup_not_database", f"{name} is not a database", path=name)
    engine = create_engine(sqlite_url(path))
    try:
        with engine.connect() as conn:
            rows = [str(r[0]) for r in conn.exec_driver_sql("PRAGMA integrity_check")]
            if rows != ["ok"]:
                raise _refuse(
                    "corrupt", "backup_damaged", f"{name} fails its integrity check: {rows[:3]}",
                    path=name,
                )
            try:
                version = migrations.read_version(conn)
            except StoreError as e:
                if e.kind == "foreign":
                    raise _refuse(
                        "foreign", "backup_foreign", f"{name} is not a Dealer Trainer database",
                        path=name,
                    ) from e
                raise _refuse("corrupt", "backup_damaged", f"{name}: {e}", path=name) from e
            if version is None:
                raise _refuse(
                    "foreign", "backup_foreign", f"{name} is an empty database", path=name
                )
            if version < migrations.OLDEST_VERSION:
                # No migration starts there: refused before any swap, so a file that
                # passes the check is one the app can open.
                raise _refuse(
                    "corrupt", "backup_damaged",
                    f"{name} has schema version {version}; the oldest this app upgrades is "
                    f"{migrations.OLDEST_VERSION}",
                    path=name,
                )
            if version > SCHEMA_VERSION:
                raise _refuse(
                    "newer",
                    "backup_newer",
                    f"{name} was written by a newer Dealer Trainer (schema {version}; this "
                    f"version reads up to {SCHEMA_VERSION})",
                    path=name, version=version, supported=SCHEMA_VERSION,
                )
            counts: dict[str, int] = {
                str(row[0]): int(row[1])
                for row in conn.execute(
                    select(s.users.c.role, func.count())
                    .where(s.users.c.active.is_(True))
                    .group_by(s.users.c.role)
                )
            }
            answers, newest = _answers(conn)
    except sqlite3.DatabaseError as e:
        raise _refuse("corrupt", "backup_damaged", f"{name} is damaged: {e}", path=name) from e
    except exc.DBAPIError as e:  # SQLAlchemy's wrapping of the driver's errors
        if isinstance(e.orig, sqlite3.DatabaseError):
            raise _refuse("corrupt", "backup_damaged", f"{name} is damaged: {e.orig}",
                          path=name) from e
        raise
    finally:
        engine.dispose()
    return BackupInfo(
        path=Path(name),
        schema_version=version,
        size_bytes=size,
        instructors=int(counts.get(Role.INSTRUCTOR.value, 0)),
        trainees=int(counts.get(Role.TRAINEE.value, 0)),
        answers=answers,
        newest_answer=newest,
        saved_at=_modified(path),
    )


def _answers(conn: Connection) -> tuple[int, datetime | None]:
    """How many practice and exam answers ``conn``'s database holds, and the newest one's
    time (the restore question names them). Tables an older schema
    does not have yet count as empty."""
    present = set(inspect(conn).get_table_names())
    total, newest = 0, None
    for table in (s.attempts, s.exam_answers):
        if table.name not in present:
            continue
        count, last = conn.execute(select(func.count(), func.max(table.c.answered_at))).one()
        total += int(count)
        if last is not None and (newest is None or last > newest):
            newest = last
    return total, newest


def _modified(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except OSError:
        return None


def _require_regular(path: Path, name: str) -> None:
    """Refuse a missing path, or anything that is not a regular file, before opening it.

    Opening a named pipe (FIFO) for reading blocks until someone writes to it, a device is
    not a database, so both are refused by their ``stat`` (code ``backup_not_regular``)."""
    try:
        st = os.stat(path)
    except FileNotFoundError as e:
        raise _refuse("unreadable", "backup_missing", f"{name} does not exist", path=name) from e
    except OSError as e:
        raise _refuse(
            "unreadable", "backup_unwritable", f"cannot read {name}: {e}",
            path=name, detail=e.strerror or str(e),
        ) from e
    if not stat.S_ISREG(st.st_mode):
        raise _refuse(
            "invalid", "backup_not_regular", f"{name} is not a regular file", path=name
        )


def _check_head(path: Path) -> None:
    """Refuse a missing file or one that is plainly not SQLite, before SQLite opens it."""
    _require_regular(path, str(path))
    try:
        with path.open("rb") as f:
            head = f.read(len(_SQLITE_MAGIC))
    except FileNotFoundError as e:
        raise _refuse("unreadable", "backup_missing", f"{path} does not exist",
                      path=str(path)) from e
    except OSError as e:
        raise _refuse(
            "unreadable", "backup_unwritable", f"cannot read {path}: {e}",
            path=str(path), detail=e.strerror or str(e),
        ) from e
    if head != _SQLITE_MAGIC:
        raise _refuse("corrupt", "backup_not_database", f"{path} is not a database",
                      path=str(path))


def _check_target(target: Path, live: Path) -> None:
    """Refuse a backup target that would destroy something.

    The database itself, its ``-wal``, ``-shm`` and ``-journal`` files and its desk lock
    (``.lock``, :mod:`trainer.store.desk_lock`) are refused by
    path (as given and resolved) and by inode (``backup_same_file``): replacing the live
    write-ahead log loses every answer committed in it. Anything that exists and is not a
    regular file (a device such as ``/dev/full``, a pipe) is refused (``backup_not_regular``):
    the backup is renamed over the target, which would replace the device node itself. A
    target whose folder is a file is refused (``backup_unwritable``).
    """
    resolved = target.resolve()
    for suffix in ("", *_SIDE_FILES, LOCK_SUFFIX):
        own = Path(f"{live}{suffix}")
        if target in (own, own.absolute()) or resolved == own.resolve() or _same_file(
            target, own
        ):
            raise _refuse(
                "invalid", "backup_same_file", f"{target} is the database in use",
                path=str(target),
            )
    if target.parent.exists() and not target.parent.is_dir():
        raise _refuse(
            "unreadable", "backup_unwritable", f"{target.parent} is not a folder",
            path=str(target), detail="not a folder",
        )
    try:
        st = os.stat(target)
    except FileNotFoundError:
        return
    except OSError as e:
        raise _refuse(
            "unreadable", "backup_unwritable", f"cannot write {target}: {e}",
            path=str(target), detail=e.strerror or str(e),
        ) from e
    if stat.S_ISDIR(st.st_mode):
        raise _refuse(
            "unreadable", "backup_unwritable", f"{target} is a folder", path=str(target),
            detail="is a folder",
        )
    if not stat.S_ISREG(st.st_mode):
        raise _refuse(
            "invalid", "backup_not_regular", f"{target} is not a regular file",
            path=str(target),
        )


def back_up(db: Database, target: Path) -> BackupInfo:
    """Write a consistent, checked copy of the SQLite database of ``db`` to ``target``.

    Safe while this or other connections write. ``target`` is replaced if it exists and is a
    regular file (the caller asks first); the live database and its side files are refused
    (see :func:`_check_target`). ``db`` need not be an open store: the command line backs up
    a file without migrating it.
    """
    live = _require_sqlite(db)
    _check_head(live)
    target = Path(target).absolute()
    _check_target(target, live)
    partial = _partial_path(target)
    _remove_with_sides(partial)
    try:
        try:
            pooled = db.engine.raw_connection()
        except Exception as e:  # SQLAlchemy wraps the driver's errors
            raise db.translate(e) from e
        try:
            raw = pooled.dbapi_connection
            assert isinstance(raw, sqlite3.Connection)
            _copy(raw, partial)
        finally:
            pooled.close()
        info = inspect_file(partial, shown_as=target)
        _check_target(target, live)  # again: something may have appeared there meanwhile
        os.replace(partial, target)
    except OSError as e:
        raise _refuse(
            "unreadable", "backup_unwritable", f"cannot write {target}: {e}",
            path=str(target), detail=e.strerror or str(e),
        ) from e
    finally:
        _remove_with_sides(partial)
    return info


_STAGING = ".restore-"
_ASIDE = ".before-restore-"


def _stage(source: Path, live: Path, now: datetime) -> tuple[Path, BackupInfo]:
    """Copy ``source`` beside the live file (the copy folds in any ``-wal`` of its own) and
    check the copy. The header is checked before SQLite opens the user's file at all."""
    staged = free_path(live.with_name(f"{live.name}{_STAGING}{timestamp_suffix(now)}"))
    _check_head(source)
    try:
        src = sqlite3.connect(f"{source.absolute().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as e:
        raise _refuse(
            "corrupt", "backup_damaged", f"{source} cannot be opened: {e}", path=str(source)
        ) from e
    try:
        _copy(src, staged)
    except StoreError as e:
        _remove_with_sides(staged)
        if e.code == "backup_failed":
            raise _refuse("corrupt", "backup_damaged", f"{source}: {e}", path=str(source)) from e
        raise
    finally:
        src.close()
    try:  # the backup's date is the user's file's, not the staged copy's
        info = inspect_file(staged, shown_as=source)
        return staged, dataclasses.replace(info, saved_at=_modified(source))
    except BaseException:
        _remove_with_sides(staged)
        raise


def _stage_restore(source: Path, live: Path, now: datetime) -> tuple[Path, BackupInfo]:
    """A checked private copy of ``source`` beside ``live``, refusing the live file itself."""
    source = Path(source).absolute()
    if _same_file(source, live):
        raise _refuse(
            "invalid", "backup_same_file", f"{source} is the database in use", path=str(source)
        )
    return _stage(source, live, now)


def check_restore(db: Database, source: Path, now: datetime) -> BackupInfo:
    """Everything :func:`restore` checks, without changing anything (shown before asking)."""
    live = _require_sqlite(db)
    staged, info = _stage_restore(source, live, now)
    _remove_with_sides(staged)
    _require_instructor_in(info)
    return info


def _require_instructor_in(info: BackupInfo) -> None:
    if info.instructors < 1:
        raise _refuse(
            "invalid", "backup_no_instructor",
            f"{info.path} has no active instructor (restoring it would let anyone create one)",
            path=str(info.path),
        )


def _fsync_path(path: Path) -> None:
    """Flush a file, or a folder's entries (its renames), to the disk.

    Windows cannot open a folder this way (NTFS journals its renames itself) and some file
    systems refuse to fsync a folder; the rename is then as durable as the system makes it.
    """
    if path.is_dir() and os.name == "nt":
        return
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _fold_wal(live: Path) -> None:
    """Fold the live write-ahead log into the file (every connection of ours is closed)."""
    with contextlib.suppress(sqlite3.Error):
        con = sqlite3.connect(live)
        try:
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        finally:
            con.close()


def _keep_aside(live: Path, aside: Path) -> None:
    """Give the live file a second name ``aside`` without ever taking its name away.

    A hard link is instant and leaves ``live`` in place; where the file system has none,
    a full copy (flushed) stands in. ``aside`` must not exist (never overwritten)."""
    try:
        os.link(live, aside)
    except FileExistsError:
        raise
    except OSError:  # no hard links on this file system
        with live.open("rb") as src, aside.open("xb") as dst:
            shutil.copyfileobj(src, dst)
            dst.flush()
            os.fsync(dst.fileno())


def restore(
    db: Database,
    source: Path,
    now: datetime,
    migrate: Callable[[Database], Path | None] | None = None,
) -> tuple[BackupInfo, Path, Path | None]:
    """Swap the checked copy of ``source`` in for the live file.

    Returns (what was restored, where the previous file was kept, the pre-migration copy
    made by ``migrate`` or None). ``migrate`` upgrades the staged copy BEFORE the swap, so
    a file that cannot be upgraded is refused (``backup_damaged``) while the live file is
    untouched. Every connection of ``db`` is closed first; the caller reopens the database
    and forgets who was signed in.

    The swap is crash-safe: at no moment is there no live file. The live file first gets a
    second name (``<name>.before-restore-<UTC time>``, a hard link, else a copy), its
    ``-wal``/``-shm`` follow it, then the staged copy is renamed over the live name
    (:func:`os.replace`, atomic on POSIX and Windows) and the folder is flushed. Killed at
    any point, the folder holds either the old or the new database under the live name;
    a staging copy left behind is removed at the next start (:func:`clear_leftovers`).
    """
    # The file itself, not a symbolic link to it: the link would be replaced, and the desks
    # that opened the file by its own name would go on writing into the one set aside.
    live = Path(os.path.realpath(_require_sqlite(db)))
    source = Path(source).absolute()  # as named in a refusal
    staged, info = _stage_restore(source, live, now)
    try:
        _require_instructor_in(info)
        pre_migration: Path | None = None
        if migrate is not None:
            staged_db = Database(sqlite_url(staged))
            try:
                pre_migration = migrate(staged_db)
            except StoreError as e:
                raise _refuse(
                    "corrupt", "backup_damaged", f"{source} cannot be upgraded: {e}",
                    path=str(source),
                ) from e
            finally:
                staged_db.dispose()
        _fsync_path(staged)
        db.dispose()  # the last connection closing folds the live WAL into the file
        _fold_wal(live)
        aside = free_path(live.with_name(f"{live.name}{_ASIDE}{timestamp_suffix(now)}"))
        moved: list[str] = []
        try:
            _keep_aside(live, aside)
            for suffix in _SIDE_FILES:
                side = Path(f"{live}{suffix}")
                if side.exists():
                    os.replace(side, Path(f"{aside}{suffix}"))
                    moved.append(suffix)
            os.replace(staged, live)
        except OSError as e:
            with contextlib.suppress(OSError):  # the live file is still the previous one
                for suffix in moved:
                    os.replace(Path(f"{aside}{suffix}"), Path(f"{live}{suffix}"))
                if live.exists() and aside.exists():
                    aside.unlink()
            raise _refuse(
                "unreadable", "backup_unwritable", f"cannot write {live}: {e}",
                path=str(live), detail=e.strerror or str(e),
            ) from e
        _fsync_path(live.parent)
    finally:
        _remove_with_sides(staged)
    return info, aside, pre_migration


_STAGING_NAME = re.compile(r"\.restore-\d{8}T\d{6}Z(-\d+)?$")


def clear_leftovers(live: Path) -> tuple[Path, ...]:
    """Remove the staging copies an interrupted restore left beside ``live``; returns them.

    Decision: a staging copy (``<name>.restore-<UTC time>``) is only ever a copy of a file
    the user chose, so removing it loses nothing. :func:`~trainer.store.store.open_store`
    calls it holding the desk lock (:mod:`trainer.store.desk_lock`), so never while another
    desk's restore holds the exclusive lock for its swap. The
    ``before-restore`` files are never removed: they may be the school's only other copy.
    """
    found: list[Path] = []
    try:
        names = [p for p in live.parent.iterdir() if p.name.startswith(live.name + _STAGING)]
    except OSError:
        return ()
    for path in sorted(names):
        if _STAGING_NAME.search(path.name[len(live.name):]):
            _remove_with_sides(path)
            found.append(path)
    return tuple(found)


def interrupted_restore(live: Path) -> Path | None:
    """The newest ``before-restore`` file beside ``live`` when ``live`` itself is missing.

    That is what a restore killed between moving the old file aside and moving the new one
    in left behind (versions before the crash-safe swap did that). The app must then not
    start a new, empty school: whoever sat at the desk could make themselves instructor.
    """
    if live.exists():
        return None
    try:
        asides = [
            p for p in live.parent.iterdir()
            if p.name.startswith(live.name + _ASIDE) and not p.name.endswith(_SIDE_FILES)
        ]
    except OSError:
        return None
    return max(asides, key=lambda p: p.name) if asides else None


def put_back_interrupted(live: Path) -> Path:
    """Rename the newest ``before-restore`` file (and its side files) back to ``live``.

    Only when ``live`` is missing (see :func:`interrupted_restore`); that file was the live
    database until the interrupted restore, so renaming it back is exactly the state before
    the restore. Nothing is overwritten. Returns the name it had. Raises StoreError
    (``backup_missing``) when there is nothing to put back.
    """
    aside = interrupted_restore(live)
    if aside is None:
        raise _refuse("unreadable", "backup_missing", f"no file to put back as {live}",
                      path=str(live))
    try:
        for suffix in _SIDE_FILES:
            side = Path(f"{aside}{suffix}")
            if side.exists() and not Path(f"{live}{suffix}").exists():
                move_without_overwrite(side, Path(f"{live}{suffix}"))
        move_without_overwrite(aside, live)
    except OSError as e:
        raise _refuse(
            "unreadable", "backup_unwritable", f"cannot rename {aside} to {live}: {e}",
            path=str(live), detail=e.strerror or str(e),
        ) from e
    _fsync_path(live.parent)
    return aside
