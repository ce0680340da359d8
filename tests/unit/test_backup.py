"""Backup and restore of the embedded SQLite database (issue 11, point 15).

The backup is SQLite's online backup API on the store's own engine: one consistent snapshot,
write-ahead log included, while other connections write. A restore checks the file (ours,
intact, not newer, an instructor in it), keeps the current file aside and reopens.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import threading
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from trainer.errors import AuthenticationFailed, PermissionDenied, StoreError
from trainer.store import DB_FILENAME, SCHEMA_VERSION, Store, open_store
from trainer.store import backup as bk
from trainer.store.engine import Database

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
PASSWORD = "teacher-pass"


@pytest.fixture
def live(tmp_path: Path) -> Path:
    return tmp_path / "school" / DB_FILENAME


@pytest.fixture
def school(live: Path) -> Store:
    live.parent.mkdir()
    store = open_store(f"sqlite:///{live}")
    boss = store.create_first_instructor("mdeus", "Maria Deus", PASSWORD)
    cohort = store.roster.create_cohort(boss, "March")
    store.roster.create_trainee(boss, "chan.tm", "Chan Tai Man", cohort.id, "4821")
    yield store
    store.close()


def _names(path: Path, table: str = "users") -> set[str]:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return {row[0] for row in con.execute(f"SELECT name FROM {table}")}
    finally:
        con.close()


def _code(excinfo: pytest.ExceptionInfo[StoreError]) -> str | None:
    return excinfo.value.code


# ---- backup -----------------------------------------------------------------------------


def test_backup_is_a_checked_single_file_copy(school: Store, tmp_path: Path) -> None:
    boss = school.authenticate("mdeus", PASSWORD)
    target = tmp_path / "copies" / "monday.sqlite3"
    target.parent.mkdir()
    info = school.back_up(boss, target)
    assert info.path == target.absolute()
    assert info.schema_version == SCHEMA_VERSION
    assert (info.instructors, info.trainees) == (1, 1)
    assert _names(target) == {"mdeus", "chan.tm"}
    # One self-contained file: no -wal/-shm beside it, no partial file left behind.
    assert sorted(p.name for p in target.parent.iterdir()) == ["monday.sqlite3"]
    con = sqlite3.connect(target)
    try:
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
        assert con.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        con.close()


def test_backup_includes_what_is_still_in_the_write_ahead_log(
    school: Store, tmp_path: Path
) -> None:
    boss = school.authenticate("mdeus", PASSWORD)
    wal = Path(f"{school.path}-wal")
    school.roster.create_cohort(boss, "April")
    assert wal.exists() and wal.stat().st_size > 0  # committed, not yet checkpointed
    target = tmp_path / "copy.sqlite3"
    school.back_up(boss, target)
    assert "April" in _names(target, "cohorts")


def test_backup_while_another_connection_writes_is_consistent(
    school: Store, live: Path, tmp_path: Path
) -> None:
    """Every row committed before the backup began is in the copy, and the copy is one
    snapshot: a gap-free prefix of the writer's rows, never a torn one."""
    boss = school.authenticate("mdeus", PASSWORD)
    writer_store = open_store(f"sqlite:///{live}")
    writer = writer_store.authenticate("mdeus", PASSWORD)
    committed = 0
    stop = threading.Event()
    enough = threading.Event()
    failures: list[BaseException] = []

    def write() -> None:
        nonlocal committed
        try:
            while not stop.is_set():
                writer_store.roster.create_cohort(writer, f"c{committed:05d}")
                committed += 1
                if committed >= 30:
                    enough.set()
        except BaseException as e:  # reported by the test thread
            failures.append(e)
            enough.set()

    thread = threading.Thread(target=write)
    thread.start()
    try:
        assert enough.wait(60)
        before = committed
        target = tmp_path / "during.sqlite3"
        school.back_up(boss, target)
        after = committed
    finally:
        stop.set()
        thread.join(60)
        writer_store.close()
    assert not failures
    copied = sorted(n for n in _names(target, "cohorts") if n.startswith("c"))
    assert copied == [f"c{i:05d}" for i in range(len(copied))]  # a prefix, no gaps
    assert before <= len(copied) <= after + 1
    con = sqlite3.connect(target)
    try:
        assert con.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        con.close()


def test_backup_refusals(school: Store, live: Path, tmp_path: Path) -> None:
    boss = school.authenticate("mdeus", PASSWORD)
    with pytest.raises(StoreError) as e:
        school.back_up(boss, tmp_path / "no-such-folder" / "x.sqlite3")
    assert _code(e) == "backup_unwritable"
    assert not (tmp_path / "no-such-folder").exists()
    with pytest.raises(StoreError) as e:
        school.back_up(boss, live)
    assert _code(e) == "backup_same_file"
    with pytest.raises(StoreError) as e:
        school.back_up(boss, tmp_path)
    assert _code(e) == "backup_unwritable"


def test_backup_refuses_postgresql_with_the_pg_dump_advice(tmp_path: Path) -> None:
    db = Database(make_url("postgresql+psycopg://trainer@127.0.0.1:1/school"))
    try:
        with pytest.raises(StoreError) as e:
            bk.back_up(db, tmp_path / "x.sqlite3")
        assert _code(e) == "backup_postgresql"
        assert "pg_dump" in str(e.value) and "pg_restore" in str(e.value)
        with pytest.raises(StoreError) as e:
            bk.restore(db, tmp_path / "x.sqlite3", _now())
        assert _code(e) == "backup_postgresql"
    finally:
        db.dispose()
    assert not (tmp_path / "x.sqlite3").exists()


def test_a_trainee_may_neither_back_up_nor_restore(school: Store, tmp_path: Path) -> None:
    boss = school.authenticate("mdeus", PASSWORD)
    copy = tmp_path / "copy.sqlite3"
    school.back_up(boss, copy)
    trainee = school.authenticate("chan.tm", "4821")
    with pytest.raises(PermissionDenied):
        school.back_up(trainee, tmp_path / "mine.sqlite3")
    with pytest.raises(PermissionDenied):
        school.check_restore(trainee, copy)
    with pytest.raises(PermissionDenied):
        school.restore(trainee, copy)
    assert not (tmp_path / "mine.sqlite3").exists()


# ---- restore ----------------------------------------------------------------------------


def _now():  # type: ignore[no-untyped-def]
    from datetime import UTC, datetime

    return datetime(2026, 12, 1, 4, 0, tzinfo=UTC)


def test_restore_round_trip(school: Store, live: Path, tmp_path: Path) -> None:
    boss = school.authenticate("mdeus", PASSWORD)
    copy = tmp_path / "monday.sqlite3"
    school.back_up(boss, copy)
    cohort = school.roster.cohorts(boss)[0]
    school.roster.create_trainee(boss, "ho.kl", "Ho Ka Lok", cohort.id, "7302")

    checked = school.check_restore(boss, copy)
    assert (checked.instructors, checked.trainees) == (1, 1)
    assert _names(live) == {"mdeus", "chan.tm", "ho.kl"}  # checking changed nothing

    report = school.restore(boss, copy)
    assert report.restored.schema_version == SCHEMA_VERSION
    assert report.pre_migration_backup is None
    # The previous database is kept aside, beside the live file, with what was added since.
    assert report.kept_aside.parent == live.parent
    assert report.kept_aside.name.startswith(f"{DB_FILENAME}.before-restore-")
    assert _names(report.kept_aside) == {"mdeus", "chan.tm", "ho.kl"}
    # The same Store object now reads the restored data; signing in works again.
    again = school.authenticate("mdeus", PASSWORD)
    assert again.name == "mdeus" and _names(live) == {"mdeus", "chan.tm"}
    with pytest.raises(AuthenticationFailed):
        school.authenticate("ho.kl", "7302")
    assert school.integrity_check()
    school.roster.create_cohort(again, "After restore")  # writable
    assert copy.exists()  # the backup itself is untouched
    assert not list(live.parent.glob("*.restore-*"))  # no staging copy left behind


def test_restore_of_an_older_file_migrates_it_with_its_own_backup(
    school: Store, live: Path, tmp_path: Path
) -> None:
    boss = school.authenticate("mdeus", PASSWORD)
    old = tmp_path / "v1.sqlite3"
    shutil.copyfile(FIXTURES / "dealer-trainer-v1.sqlite3", old)
    report = school.restore(boss, old)
    assert report.restored.schema_version == 1
    assert report.pre_migration_backup is not None
    assert report.pre_migration_backup.name.startswith(f"{DB_FILENAME}.bak-v1-")
    assert school.backup_path == report.pre_migration_backup
    assert school.schema_version() == SCHEMA_VERSION
    assert school.integrity_check()


@pytest.mark.parametrize("case", ["junk", "empty", "foreign", "newer", "no_instructor",
                                  "missing", "damaged"])
def test_restore_refusals_change_nothing(
    case: str, school: Store, live: Path, tmp_path: Path
) -> None:
    boss = school.authenticate("mdeus", PASSWORD)
    bad = tmp_path / f"{case}.sqlite3"
    expected = {
        "junk": "backup_not_database",
        "empty": "backup_not_database",
        "foreign": "backup_foreign",
        "newer": "backup_newer",
        "no_instructor": "backup_no_instructor",
        "missing": "backup_missing",
        "damaged": "backup_damaged",
    }[case]
    if case == "junk":
        bad.write_bytes(b"name,display\r\nchan,Chan\x00\n" * 50)
    elif case == "empty":
        bad.write_bytes(b"")
    elif case == "foreign":
        con = sqlite3.connect(bad)
        con.execute("CREATE TABLE invoices (id INTEGER)")
        con.commit()
        con.close()
    elif case == "newer":
        school.back_up(boss, bad)
        con = sqlite3.connect(bad)
        con.execute("UPDATE schema_version SET version = ?", (SCHEMA_VERSION + 1,))
        con.commit()
        con.close()
    elif case == "no_instructor":
        empty_store = open_store(f"sqlite:///{bad}")
        empty_store.close()
    elif case == "damaged":
        school.back_up(boss, bad)
        data = bytearray(bad.read_bytes())
        page = 4096
        for i in range(page * 2, len(data)):  # scribble over every page after the second
            data[i] = 0x5A
        bad.write_bytes(bytes(data))
    with pytest.raises(StoreError) as e:
        school.check_restore(boss, bad)
    assert _code(e) == expected
    with pytest.raises(StoreError) as e:
        school.restore(boss, bad)
    assert _code(e) == expected
    if case == "newer":
        assert e.value.params == {"path": str(bad.absolute()), "version": SCHEMA_VERSION + 1,
                                  "supported": SCHEMA_VERSION}
    # Nothing changed: the same database, nothing set aside, no staging copy left.
    assert _names(live) == {"mdeus", "chan.tm"}
    assert sorted(p.name for p in live.parent.iterdir()
                  if not p.name.endswith(("-wal", "-shm", ".lock"))) == [DB_FILENAME]
    assert school.authenticate("chan.tm", "4821").name == "chan.tm"


def test_restoring_the_live_file_itself_is_refused(school: Store, live: Path) -> None:
    boss = school.authenticate("mdeus", PASSWORD)
    with pytest.raises(StoreError) as e:
        school.restore(boss, live)
    assert _code(e) == "backup_same_file"


# ---- review fixes: a crash-safe swap, odd versions, dangerous targets, pipes -------------

def test_a_missing_live_file_beside_a_before_restore_file_is_not_a_new_school(
    school: Store, live: Path
) -> None:
    """What an interrupted restore of an older version left: only the file set aside. The
    start refuses with ``restore_interrupted`` naming it, creates nothing, and the file can
    be put back as it was."""
    school.close()
    aside = live.with_name(f"{DB_FILENAME}.before-restore-20261201T055000Z")
    live.rename(aside)
    with pytest.raises(StoreError) as e:
        open_store(f"sqlite:///{live}")
    assert _code(e) == "restore_interrupted"
    assert e.value.params == {"path": str(live), "aside": str(aside)}
    assert not live.exists()
    assert bk.put_back_interrupted(live) == aside
    assert not aside.exists()
    with open_store(f"sqlite:///{live}") as again:
        assert not again.needs_first_instructor()
        assert _names(live) == {"mdeus", "chan.tm"}


@pytest.mark.parametrize("version", [-1, 0, "two", 2.5])
def test_restore_refuses_a_version_nothing_upgrades_and_keeps_the_live_file(
    version: object, school: Store, live: Path, tmp_path: Path
) -> None:
    """Review finding 2: schema_version -1 passed the check, the swap happened, and every
    later start failed on "cannot migrate from version -1". Versions are whole numbers from
    migrations.OLDEST_VERSION (1) up; anything else is damage (``backup_damaged``)."""
    boss = school.authenticate("mdeus", PASSWORD)
    bad = tmp_path / "odd.sqlite3"
    school.back_up(boss, bad)
    con = sqlite3.connect(bad)
    con.execute("UPDATE schema_version SET version = ?", (version,))
    con.commit()
    con.close()
    for attempt in (school.check_restore, school.restore):
        with pytest.raises(StoreError) as e:
            attempt(boss, bad)
        assert _code(e) == "backup_damaged"
    assert sorted(p.name for p in live.parent.iterdir()
                  if not p.name.endswith(("-wal", "-shm", ".lock"))) == [DB_FILENAME]
    assert school.authenticate("chan.tm", "4821").name == "chan.tm"


def test_an_upgrade_that_fails_is_refused_before_the_swap(
    school: Store, live: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The staged copy is upgraded BEFORE the swap: a migration that fails leaves the live
    file in place and in use (before, the swap came first and the app could not start)."""
    from trainer.store import migrations

    def broken(conn: object) -> None:
        raise StoreError("corrupt", "migration 2 failed")

    monkeypatch.setattr(migrations, "MIGRATIONS", ((2, broken), *migrations.MIGRATIONS[1:]))
    boss = school.authenticate("mdeus", PASSWORD)
    old = tmp_path / "v1.sqlite3"
    shutil.copyfile(FIXTURES / "dealer-trainer-v1.sqlite3", old)
    with pytest.raises(StoreError) as e:
        school.restore(boss, old)
    assert _code(e) == "backup_damaged"
    assert not list(live.parent.glob(f"{DB_FILENAME}.before-restore-*"))
    assert not list(live.parent.glob(f"{DB_FILENAME}.restore-*"))
    assert _names(live) == {"mdeus", "chan.tm"}
    assert school.authenticate("chan.tm", "4821").name == "chan.tm"


@pytest.mark.parametrize("suffix", ["-wal", "-shm", "-journal"])
def test_backup_refuses_the_live_side_files(
    suffix: str, school: Store, live: Path, tmp_path: Path
) -> None:
    """Review finding 3: ``--to <db>-wal --force`` replaced the live write-ahead log and lost
    what was committed in it. Refused by path, through a symbolic link and by inode."""
    boss = school.authenticate("mdeus", PASSWORD)
    side = Path(f"{live}{suffix}")
    link = tmp_path / f"link{suffix}"
    link.symlink_to(side)
    for target in (side, link):
        with pytest.raises(StoreError) as e:
            school.back_up(boss, target)
        assert _code(e) == "backup_same_file", target
    hard = tmp_path / "hard.sqlite3"
    os.link(live, hard)
    with pytest.raises(StoreError) as e:
        school.back_up(boss, hard)
    assert _code(e) == "backup_same_file"
    assert school.integrity_check() and _names(live) == {"mdeus", "chan.tm"}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX named pipes")
def test_backup_refuses_a_target_that_is_not_a_regular_file(
    school: Store, tmp_path: Path
) -> None:
    """``--to /dev/full --force`` replaced the device node. A named pipe stands in for the
    device here (same check: it exists and is not a regular file); it stays a pipe."""
    import stat

    boss = school.authenticate("mdeus", PASSWORD)
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    with pytest.raises(StoreError) as e:
        school.back_up(boss, pipe)
    assert _code(e) == "backup_not_regular"
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("a file, not a folder\n")
    with pytest.raises(StoreError) as e:
        school.back_up(boss, not_a_folder / "copy.sqlite3")
    assert _code(e) == "backup_unwritable"
    assert not_a_folder.read_text() == "a file, not a folder\n"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX named pipes")
def test_restore_refuses_a_named_pipe_before_opening_it(
    school: Store, live: Path, tmp_path: Path
) -> None:
    """Review finding 13: checking a FIFO hung on its open. The pipe here has a writer and
    data, so the old code did not hang but read it (``backup_not_database``); refused now by
    its type before any open."""
    boss = school.authenticate("mdeus", PASSWORD)
    pipe = tmp_path / "pipe.sqlite3"
    os.mkfifo(pipe)
    writer = os.open(pipe, os.O_RDWR | os.O_NONBLOCK)
    try:
        os.write(writer, b"x" * 64)
        for attempt in (school.check_restore, school.restore):
            with pytest.raises(StoreError) as e:
                attempt(boss, pipe)
            assert _code(e) == "backup_not_regular"
    finally:
        os.close(writer)
    assert sorted(p.name for p in live.parent.iterdir()
                  if not p.name.endswith(("-wal", "-shm", ".lock"))) == [DB_FILENAME]
