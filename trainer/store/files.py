"""The data folder and the database files on disk: private modes, safe moves, setting a
damaged file aside, and file-system failures as :class:`~trainer.errors.StoreError`
(``unreadable`` with a ``code``, see :mod:`trainer.store.engine`). No SQL here."""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
from datetime import UTC, datetime
from pathlib import Path

from trainer.errors import StoreError


def os_error_code(e: OSError) -> str:
    """The StoreError ``code`` of a file-system failure (see the module docstring)."""
    if e.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "read_only"
    if e.errno in (errno.ENOSPC, errno.EDQUOT):
        return "disk_full"
    if isinstance(e, FileExistsError | NotADirectoryError) or e.errno == errno.ENOTDIR:
        return "not_a_folder"
    if e.errno == errno.EISDIR:
        return "not_a_file"
    return "unreadable"


def file_error(path: Path, e: OSError, what: str) -> StoreError:
    """``StoreError("unreadable")`` for ``e`` on ``path``, with its code and the path."""
    return StoreError("unreadable", f"cannot {what} {path}: {e}", code=os_error_code(e),
                      params={"path": str(path)})


DATA_DIR_MODE = 0o700
"""A data folder the app creates is its user's alone (attack finding 4, related): the
database in it holds every PIN's and password's hash and every trainee's record, and a
school desk's data folder is per user. A folder that already exists is left as it is (an
administrator may have shared it on purpose)."""
DB_FILE_MODE = 0o600
"""The SQLite file (and the backups and restored copies the app writes) is created readable
and writable by its owner only; SQLite gives its ``-wal`` and ``-shm`` the mode of the
database file, so they follow. An existing file keeps its mode."""


def create_private_file(path: Path) -> bool:
    """Create ``path`` empty with :data:`DB_FILE_MODE` if nothing is there yet (True), so
    SQLite opens a file that was never readable by others; False when it already exists.
    OSError as :func:`os.open` raises it."""
    try:
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, DB_FILE_MODE)
    except FileExistsError:
        return False
    os.close(fd)
    return True


def check_folder(folder: Path, *, create: bool = True) -> None:
    """Make sure the app can write in ``folder`` (creating it if ``create``, with
    :data:`DATA_DIR_MODE`; missing parents get the system's default).

    Writes and removes a small probe file: permission bits do not tell (root ignores them;
    read-only mounts and network shares refuse anyway), and a full disk shows only on a
    write. Raises StoreError("unreadable") whose ``code`` is ``read_only``, ``disk_full``,
    ``not_a_folder`` or ``unreadable``.
    """
    try:
        if create:
            folder.mkdir(parents=True, exist_ok=True, mode=DATA_DIR_MODE)
        if not folder.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(folder))
    except OSError as e:
        raise file_error(folder, e, "use the folder") from e
    # Unique per call, not per process: two stores opening at once in one process (two
    # threads) made the same name, and the second's O_EXCL refused it as an unwritable folder.
    probe = folder / f".dealer-trainer-write-test-{os.getpid()}-{secrets.token_hex(4)}"
    try:
        fd = os.open(probe, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
        try:
            os.write(fd, b"probe\n")
        finally:
            os.close(fd)
    except OSError as e:
        raise file_error(folder, e, "write in the folder") from e
    finally:
        with contextlib.suppress(OSError):
            probe.unlink(missing_ok=True)


def timestamp_suffix(now: datetime | None = None) -> str:
    """A file-name-safe UTC timestamp such as ``20240501T120000Z``."""
    return (now or datetime.now(UTC)).astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def free_path(base: Path) -> Path:
    """``base`` if nothing is there yet, else ``base-2``, ``base-3``, ..."""
    candidate, n = base, 1
    while candidate.exists() or Path(f"{candidate}-wal").exists():
        n += 1
        candidate = base.with_name(f"{base.name}-{n}")
    return candidate


def move_without_overwrite(src: Path, dst: Path) -> None:
    """Rename ``src`` to ``dst``, refusing to replace anything already at ``dst``."""
    try:
        os.link(src, dst)  # fails with FileExistsError instead of overwriting
    except FileExistsError:
        raise
    except OSError:  # no hard links here (some file systems): check, then rename
        if dst.exists():
            raise FileExistsError(str(dst)) from None
        os.rename(src, dst)
        return
    os.unlink(src)


def set_aside_corrupt(path: Path | str) -> Path:
    """Move a damaged database out of the way so the app can start with a fresh one.

    ``<name>`` becomes ``<name>.corrupt-<UTC timestamp>`` (its ``-wal``/``-shm`` companions
    follow it); nothing is deleted or overwritten. Returns the new path of the file.
    """
    path = Path(path)
    try:
        target = free_path(path.with_name(f"{path.name}.corrupt-{timestamp_suffix()}"))
        move_without_overwrite(path, target)
        for suffix in ("-wal", "-shm", "-journal"):
            side = Path(f"{path}{suffix}")
            if side.exists():
                move_without_overwrite(side, Path(f"{target}{suffix}"))
    except OSError as e:
        raise StoreError("unreadable", f"could not move {path} aside: {e}") from e
    return target


def default_data_dir() -> Path:
    """The per-user data folder (platformdirs), e.g. ``~/.local/share/dealer-trainer``."""
    import platformdirs

    return Path(platformdirs.user_data_dir("dealer-trainer", appauthor=False))
