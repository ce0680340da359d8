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
(``<name>.before-restore-<UTC time>``, never deleted), moves the copy in and opens it as at
start-up (an older file is migrated, with its own pre-migration backup).

Decision: a file without an active instructor is refused. The app would open it on the
"create the first instructor" page, and whoever sat at the desk could make themselves the
school's instructor.

PostgreSQL schools back up with the server's own tools (``pg_dump``/``pg_restore``, see the
README); both operations refuse a PostgreSQL store with ``code='backup_postgresql'``.

Every refusal is a :class:`~trainer.errors.StoreError` whose ``code`` and ``params`` the UI
words: ``backup_postgresql``, ``backup_unwritable`` (``path``, ``detail``), ``backup_same_file``
(``path``), ``backup_missing`` (``path``), ``backup_not_database`` (``path``),
``backup_foreign`` (``path``), ``backup_damaged`` (``path``), ``backup_newer`` (``path``,
``version``, ``supported``), ``backup_no_instructor`` (``path``), ``backup_failed``
(``detail``).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import create_engine, exc, func, select

from trainer.auth import Role
from trainer.errors import StoreError
from trainer.store import migrations
from trainer.store import schema as s
from trainer.store.engine import (
    Database,
    _free_path,
    _move_without_overwrite,
    create_private_file,
    sqlite_url,
    timestamp_suffix,
)
from trainer.store.schema import SCHEMA_VERSION

_SQLITE_MAGIC = b"SQLite format 3\x00"
_SIDE_FILES = ("-wal", "-shm", "-journal")


@dataclass(frozen=True)
class BackupInfo:
    """A checked copy of a database: where it is, its schema version and who is in it."""

    path: Path
    schema_version: int
    size_bytes: int
    instructors: int
    trainees: int


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
    )


def _check_head(path: Path) -> None:
    """Refuse a missing file or one that is plainly not SQLite, before SQLite opens it."""
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


def back_up(db: Database, target: Path) -> BackupInfo:
    """Write a consistent, checked copy of the SQLite database of ``db`` to ``target``.

    Safe while this or other connections write. ``target`` is replaced if it exists (the
    caller asks first); the live database itself is refused (``backup_same_file``). ``db``
    need not be an open store: the command line backs up a file without migrating it.
    """
    live = _require_sqlite(db)
    _check_head(live)
    target = Path(target).absolute()
    if target == live.absolute() or _same_file(target, live):
        raise _refuse(
            "invalid", "backup_same_file", f"{target} is the database in use", path=str(target)
        )
    if target.is_dir():
        raise _refuse(
            "unreadable", "backup_unwritable", f"{target} is a folder", path=str(target),
            detail="is a folder",
        )
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
        os.replace(partial, target)
    except OSError as e:
        raise _refuse(
            "unreadable", "backup_unwritable", f"cannot write {target}: {e}",
            path=str(target), detail=e.strerror or str(e),
        ) from e
    finally:
        _remove_with_sides(partial)
    return info


def _stage(source: Path, live: Path, now: datetime) -> tuple[Path, BackupInfo]:
    """Copy ``source`` beside the live file (the copy folds in any ``-wal`` of its own) and
    check the copy. The header is checked before SQLite opens the user's file at all."""
    staged = _free_path(live.with_name(f"{live.name}.restore-{timestamp_suffix(now)}"))
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
    try:
        return staged, inspect_file(staged, shown_as=source)
    except BaseException:
        _remove_with_sides(staged)
        raise


def check_restore(db: Database, source: Path, now: datetime) -> BackupInfo:
    """Everything :func:`restore` checks, without changing anything (shown before asking)."""
    live = _require_sqlite(db)
    source = Path(source).absolute()
    if _same_file(source, live):
        raise _refuse(
            "invalid", "backup_same_file", f"{source} is the database in use", path=str(source)
        )
    staged, info = _stage(source, live, now)
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


def restore(db: Database, source: Path, now: datetime) -> tuple[BackupInfo, Path]:
    """Swap the checked copy of ``source`` in for the live file; returns (what was restored,
    where the previous file was kept). Every connection of ``db`` is closed first; the caller
    reopens (migrates) the database and forgets who was signed in."""
    live = _require_sqlite(db)
    source = Path(source).absolute()
    if _same_file(source, live):
        raise _refuse(
            "invalid", "backup_same_file", f"{source} is the database in use", path=str(source)
        )
    staged, info = _stage(source, live, now)
    try:
        _require_instructor_in(info)
        db.dispose()  # the last connection closing folds the live WAL into the file
        aside = _free_path(live.with_name(f"{live.name}.before-restore-{timestamp_suffix(now)}"))
        try:
            _move_without_overwrite(live, aside)
            for suffix in _SIDE_FILES:
                side = Path(f"{live}{suffix}")
                if side.exists():
                    _move_without_overwrite(side, Path(f"{aside}{suffix}"))
        except OSError as e:
            raise _refuse(
                "unreadable", "backup_unwritable", f"cannot move {live} aside: {e}",
                path=str(live), detail=e.strerror or str(e),
            ) from e
        try:
            os.replace(staged, live)
        except OSError as e:
            with contextlib.suppress(OSError):  # put the previous file back as it was
                os.replace(aside, live)
                for suffix in _SIDE_FILES:
                    if Path(f"{aside}{suffix}").exists():
                        os.replace(Path(f"{aside}{suffix}"), Path(f"{live}{suffix}"))
            raise _refuse(
                "unreadable", "backup_unwritable", f"cannot write {live}: {e}",
                path=str(live), detail=e.strerror or str(e),
            ) from e
    finally:
        _remove_with_sides(staged)
    return info, aside
