"""The SQLite file going wrong: garbage, truncation, locks, permissions, foreign databases."""

from __future__ import annotations

import os
import random
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from trainer.errors import StoreError
from trainer.store import DB_FILENAME, NewAttempt, open_store, set_aside_corrupt


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / DB_FILENAME


def make_real_database(path: Path, attempts: int = 400) -> None:
    with open_store(f"sqlite:///{path}") as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        store.roster.create_trainee(boss, "chan.tm", "Chan", None, "1234")
        chan = store.authenticate("chan.tm", "1234")
        session = store.practice.start_session(chan, "banker_draw", {})
        for n in range(attempts):
            store.practice.record_attempt(
                chan,
                NewAttempt(session, "banker_draw", {"n": n, "pad": "x" * 200}, "draw", True, n),
            )
    # Closing the last connection checkpoints the WAL: everything is in the main file now.
    assert not Path(f"{path}-wal").exists()


# ---- Corrupt files


@pytest.mark.parametrize("with_magic", [False, True], ids=["random", "sqlite-header-then-random"])
def test_garbage_file_is_corrupt_and_can_be_set_aside(db_path: Path, with_magic: bool) -> None:
    rng = random.Random(20240501)
    garbage = rng.randbytes(16384)
    if with_magic:
        garbage = b"SQLite format 3\x00" + garbage[16:]
    db_path.write_bytes(garbage)
    with pytest.raises(StoreError) as err:
        open_store(data_dir=db_path.parent)
    assert err.value.kind == "corrupt"
    assert str(db_path) in str(err.value)

    moved = set_aside_corrupt(db_path)
    assert moved.name.startswith(f"{DB_FILENAME}.corrupt-")
    assert moved.read_bytes() == garbage  # kept byte for byte
    assert not db_path.exists()
    with open_store(data_dir=db_path.parent) as fresh:  # the app can start again
        assert fresh.needs_first_instructor()
    assert moved.read_bytes() == garbage


def test_truncated_database_is_corrupt(db_path: Path) -> None:
    make_real_database(db_path)
    whole = db_path.read_bytes()
    assert len(whole) > 64 * 1024
    db_path.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(StoreError) as err:
        open_store(f"sqlite:///{db_path}")
    assert err.value.kind == "corrupt"
    moved = set_aside_corrupt(db_path)
    assert moved.read_bytes() == whole[: len(whole) // 2]


def test_damage_found_later_is_reported_as_corrupt(db_path: Path) -> None:
    make_real_database(db_path)
    whole = db_path.read_bytes()
    db_path.write_bytes(whole[: len(whole) // 2])
    # Without the check at open, the damage shows when the missing pages are read.
    with pytest.raises(StoreError) as err:
        store = open_store(f"sqlite:///{db_path}", check=False)
        try:
            boss = store.authenticate("boss", "password1")
            store.practice.attempts(boss, 2)
        finally:
            store.close()
    assert err.value.kind == "corrupt"


def test_set_aside_never_overwrites(db_path: Path) -> None:
    db_path.write_bytes(b"first")
    first = set_aside_corrupt(db_path)
    db_path.write_bytes(b"second")
    second = set_aside_corrupt(db_path)  # same second, same name: must pick another
    assert first != second
    assert first.read_bytes() == b"first" and second.read_bytes() == b"second"


def test_set_aside_takes_the_wal_along(db_path: Path) -> None:
    db_path.write_bytes(b"main")
    Path(f"{db_path}-wal").write_bytes(b"log")
    moved = set_aside_corrupt(db_path)
    assert Path(f"{moved}-wal").read_bytes() == b"log"
    assert not Path(f"{db_path}-wal").exists()


def test_integrity_check_on_a_healthy_store(db_path: Path) -> None:
    make_real_database(db_path, attempts=3)
    with open_store(f"sqlite:///{db_path}") as store:
        assert store.integrity_check()


def test_a_foreign_database_is_not_taken_over(db_path: Path) -> None:
    con = sqlite3.connect(db_path)
    con.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")
    con.close()
    before = db_path.read_bytes()
    with pytest.raises(StoreError) as err:
        open_store(f"sqlite:///{db_path}")
    assert err.value.kind == "foreign"
    # Refused without a write: not switched to write-ahead logging (its header's bytes 18
    # and 19 say 2 then) and no log beside it.
    assert db_path.read_bytes() == before and before[18:20] == b"\x01\x01"
    assert not Path(f"{db_path}-wal").exists()
    con = sqlite3.connect(db_path)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    con.close()


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files whatever their permissions")
def test_unreadable_file(db_path: Path) -> None:
    make_real_database(db_path, attempts=1)
    db_path.chmod(0)
    try:
        with pytest.raises(StoreError) as err:
            open_store(f"sqlite:///{db_path}")
        assert err.value.kind == "unreadable"
    finally:
        db_path.chmod(0o600)


# ---- Locks


def test_locked_database_is_retried_then_reported(db_path: Path) -> None:
    retries: list[int] = []
    store = open_store(f"sqlite:///{db_path}", lock_timeout=1.0, on_retry=retries.append)
    other = sqlite3.connect(db_path, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")  # another program holds the write lock
        started = time.monotonic()
        with pytest.raises(StoreError) as err:
            store.settings.set(None, "language", "pt")
        waited = time.monotonic() - started
        assert err.value.kind == "locked"
        assert len(retries) >= 2 and retries == list(range(1, len(retries) + 1))
        assert waited >= 1.0  # it waited out the lock time-out before reporting (no upper
        # bound: on a loaded machine that is the scheduler's, not the store's)
        other.execute("ROLLBACK")
        store.settings.set(None, "language", "pt")
        assert store.settings.get(None, "language") == "pt"
    finally:
        other.close()
        store.close()


def test_a_lock_released_during_the_retries_is_waited_out(db_path: Path) -> None:
    retries: list[int] = []
    store = open_store(f"sqlite:///{db_path}", lock_timeout=5.0)
    store.on_retry = retries.append
    boss = store.create_first_instructor("boss", "Boss", "password1")
    other = sqlite3.connect(db_path, isolation_level=None, check_same_thread=False)
    try:
        other.execute("BEGIN EXCLUSIVE")
        release = threading.Timer(0.6, lambda: other.execute("ROLLBACK"))
        release.start()
        cohort = store.roster.create_cohort(boss, "2024-A")
        release.join()
        assert retries, "the write should have had to wait"
        assert [c.name for c in store.roster.cohorts(boss)] == [cohort.name]
    finally:
        other.close()
        store.close()


# ---- Permissions (attack finding 4, related: the database was created 0644)


def _mode(path: Path) -> int:
    return path.stat().st_mode & 0o777


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_the_data_folder_and_database_files_are_created_for_their_owner_only(
    tmp_path: Path,
) -> None:
    """A data folder the app creates is 0700; the database, its -wal and -shm and a backup
    are 0600 - whatever the umask lets others read (here 022)."""
    old_umask = os.umask(0o022)
    try:
        folder = tmp_path / "per-user" / "dealer-trainer"
        with open_store(data_dir=folder) as store:
            boss = store.create_first_instructor("boss", "Boss", "password1")
            db_file = folder / DB_FILENAME
            assert _mode(folder) == 0o700
            for path in (db_file, Path(f"{db_file}-wal"), Path(f"{db_file}-shm")):
                assert path.exists(), path
                assert _mode(path) == 0o600, (path, oct(_mode(path)))
            copy = tmp_path / "copy.sqlite3"
            store.back_up(boss, copy)
            assert _mode(copy) == 0o600
        # An existing folder and file are left as they are (an administrator's choice).
        shared = tmp_path / "shared"
        shared.mkdir(mode=0o755)
        os.chmod(shared, 0o755)
        with open_store(data_dir=shared):
            pass
        assert _mode(shared) == 0o755
        assert _mode(shared / DB_FILENAME) == 0o600
    finally:
        os.umask(old_umask)
