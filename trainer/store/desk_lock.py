"""Which desks have a SQLite school open: one operating-system lock beside the database.

A restore on one desk swapped the file while another desk (another
process on the same data folder) was signed in; that desk went on storing answers, graded
and acknowledged, into the file set aside. Now every open store holds a *shared* lock on
``<database>.lock`` for as long as it is open, and a restore needs the *exclusive* one: it
is refused (``StoreError`` kind ``locked``, code ``restore_other_desks``) while any other
store, in any process, has the database open, and holds the exclusive lock for the whole
swap, so no desk can open the file meanwhile (such a desk waits up to its lock time-out,
then is told ``restore_in_progress``).

Decision: an operating-system lock rather than a list of desks in the database or a PID
file. The kernel releases it when a process ends, however it ends (``kill -9``, a crash, a
power cut), so a dead desk never blocks a restore, and nothing has to be cleaned up.

* POSIX: :func:`fcntl.flock` on the lock file; locks belong to the open file, so two stores
  in one process count as two desks, as they should (``fcntl``/``lockf`` locks would not).
  Linux takes ``flock`` over NFS as a byte-range lock the server sees.
* Windows: :func:`msvcrt.locking` has exclusive byte locks only, so each desk locks one byte
  of :data:`SLOTS` (the first free one); a restore must lock every other byte.

The lock file is empty and never removed (removing it could let a new desk lock a new file
while an old desk holds the removed one).
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from trainer.errors import StoreError
from trainer.store.files import DB_FILE_MODE, file_error

LOCK_SUFFIX = ".lock"
SLOTS = 256
"""Windows: how many desks can have one database open at once (one locked byte each)."""


def lock_path(database: Path) -> Path:
    """The lock file of ``database``: ``<name>.lock`` beside the file itself, wherever a
    symbolic link to it is opened from (two names for one file are one desk's lock: a
    restore through a link was let through while a desk had the file open)."""
    real = Path(os.path.realpath(database))
    return real.with_name(real.name + LOCK_SUFFIX)


def _refused(database: Path) -> StoreError:
    return StoreError(
        "locked",
        f"{database} is open in Dealer Trainer on another desk (another program has its "
        "lock); close the app there first",
        code="restore_other_desks", params={"path": str(database)},
    )


class DeskLock:
    """This store's claim on a SQLite database: shared while open, exclusive for a restore.

    Build it with :meth:`acquire`; :meth:`release` (idempotent) lets go. Not for use from
    two threads at once (a store restores from one place at a time).
    """

    def __init__(self, database: Path, fd: int) -> None:
        self.database = database
        self._fd: int | None = fd
        self._slot: int | None = None  # Windows: the byte this desk holds

    @classmethod
    def acquire(
        cls,
        database: Path,
        timeout: float,
        on_retry: Callable[[int], None] | None = None,
        sleep: Callable[[float], None] = time.sleep,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> DeskLock:
        """Take the shared lock of ``database`` (creating its lock file, owner only).

        Waits up to ``timeout`` seconds while a restore holds the exclusive lock, calling
        ``on_retry(attempt)`` before each wait (as a locked database does, so the start-up
        notice shows), then raises StoreError (kind ``locked``, code
        ``restore_in_progress``). A lock file that cannot be opened raises StoreError
        ``unreadable`` (see :func:`file_error`)."""
        path = lock_path(database)
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), DB_FILE_MODE)
        except PermissionError:
            try:  # a lock file an administrator made read-only: flock needs no write access
                fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
            except OSError as e:
                raise file_error(path, e, "open the lock file") from e
        except OSError as e:
            raise file_error(path, e, "open the lock file") from e
        lock = cls(database, fd)
        deadline = monotonic() + timeout
        delay, attempt = 0.02, 0
        while not lock._try_shared():
            if monotonic() >= deadline:
                lock.release()
                raise StoreError(
                    "locked",
                    f"{database} is being restored from a backup on another desk; try again "
                    "when it is done",
                    code="restore_in_progress", params={"path": str(database)},
                )
            attempt += 1
            if on_retry is not None:
                on_retry(attempt)
            sleep(delay)
            delay = min(delay * 2, 0.5)
        return lock

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Let go of the lock and its file (closing the file releases every lock on it)."""
        fd, self._fd, self._slot = self._fd, None, None
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)

    @contextlib.contextmanager
    def exclusive(self) -> Iterator[None]:
        """Hold the database alone for the block: StoreError (``restore_other_desks``) at
        once, without waiting, while any other store has it open. Shared again after."""
        if self._fd is None:
            raise StoreError("invalid", f"{self.database}: the store is closed")
        if not self._try_exclusive():
            self._back_to_shared()
            raise _refused(self.database)
        try:
            yield
        finally:
            self._back_to_shared()

    def check_alone(self) -> None:
        """Raise StoreError (``restore_other_desks``) if another store has the database open
        now (a look before asking the user; :meth:`exclusive` decides)."""
        with self.exclusive():
            pass

    # ---- the operating system's locks

    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only

        def _try_shared(self) -> bool:
            import msvcrt

            assert self._fd is not None
            for slot in range(SLOTS):
                if _try_byte(msvcrt, self._fd, slot):
                    self._slot = slot
                    return True
            return False

        def _try_exclusive(self) -> bool:
            import msvcrt

            assert self._fd is not None
            taken: list[int] = []
            for slot in range(SLOTS):
                if slot == self._slot:
                    continue
                if not _try_byte(msvcrt, self._fd, slot):
                    for held in taken:
                        _unlock_byte(msvcrt, self._fd, held)
                    return False
                taken.append(slot)
            return True

        def _back_to_shared(self) -> None:
            import msvcrt

            if self._fd is None:
                return
            for slot in range(SLOTS):
                if slot != self._slot:
                    _unlock_byte(msvcrt, self._fd, slot)

    else:

        def _try_shared(self) -> bool:
            import fcntl

            assert self._fd is not None
            try:
                fcntl.flock(self._fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
            except BlockingIOError:
                return False
            return True

        def _try_exclusive(self) -> bool:
            import fcntl

            assert self._fd is not None
            try:
                fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return False
            return True

        def _back_to_shared(self) -> None:
            # Linux converts a flock by dropping the old lock first, so a refused upgrade
            # may have left none: take the shared lock again (waiting only for another
            # desk's restore, which holds the exclusive one for the seconds of its swap).
            import fcntl

            if self._fd is not None:
                with contextlib.suppress(OSError):
                    fcntl.flock(self._fd, fcntl.LOCK_SH)


def _try_byte(msvcrt: object, fd: int, slot: int) -> bool:  # pragma: no cover - Windows
    os.lseek(fd, slot, os.SEEK_SET)
    try:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
    except OSError:
        return False
    return True


def _unlock_byte(msvcrt: object, fd: int, slot: int) -> None:  # pragma: no cover - Windows
    os.lseek(fd, slot, os.SEEK_SET)
    with contextlib.suppress(OSError):
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
