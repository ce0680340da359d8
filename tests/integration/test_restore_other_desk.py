"""A restore while another desk has the school open (issue 25 point 1).

Desk 1 restored while desk 2, another process on the same data folder, was signed in: desk 2
was never told and went on storing answers, graded and acknowledged, into the file set aside
as ``...before-restore-...``. Now the restore is refused while any other process holds the
database open (its desk lock, :mod:`trainer.store.desk_lock`), and allowed once that process
has ended, however it ended (``kill -9`` included: the kernel drops a dead process's lock).
A desk whose file was swapped under it anyway stops saving before it acknowledges anything.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.unit.test_backup import PASSWORD, _names
from trainer.errors import StoreError
from trainer.store import DB_FILENAME, Store, open_store
from trainer.store.desk_lock import DeskLock

ROOT = Path(__file__).resolve().parents[2]

# Desk 2: opens the school, signs a trainee in, says so, and holds it until told to go.
_OTHER_DESK = """
import sys
from trainer.store import open_store

store = open_store(f"sqlite:///{sys.argv[1]}")
store.authenticate("chan.tm", "4821")
print("open", flush=True)
sys.stdin.readline()
store.close()
print("closed", flush=True)
"""


def _other_desk(live: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    desk = subprocess.Popen(
        [sys.executable, "-c", _OTHER_DESK, str(live)], cwd=ROOT, env=env, text=True,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    assert desk.stdout is not None
    line = desk.stdout.readline()  # blocks until the other desk has the store open
    assert line == "open\n", desk.stderr.read() if desk.stderr else line
    return desk


def _school_with_a_later_trainee(school: Store, tmp_path: Path) -> Path:
    """A backup of the school, then a trainee added after it (what a restore would drop)."""
    boss = school.authenticate("mdeus", PASSWORD)
    copy = tmp_path / "monday.sqlite3"
    school.back_up(boss, copy)
    cohort = school.roster.cohorts(boss)[0]
    school.roster.create_trainee(boss, "ho.kl", "Ho Ka Lok", cohort.id, "7302")
    return copy


def _assert_refused_and_unchanged(school: Store, copy: Path, live: Path) -> None:
    boss = school.authenticate("mdeus", PASSWORD)
    for attempt in (school.check_restore, school.restore):
        with pytest.raises(StoreError) as e:
            attempt(boss, copy)
        assert e.value.kind == "locked" and e.value.code == "restore_other_desks"
        assert e.value.params == {"path": str(live)}
    assert _names(live) == {"mdeus", "chan.tm", "ho.kl"}
    assert not list(live.parent.glob(f"{DB_FILENAME}.before-restore-*"))
    assert not list(live.parent.glob(f"{DB_FILENAME}.restore-*"))
    # The refusing desk keeps working on its own database.
    cohort = school.roster.cohorts(boss)[0]
    school.roster.create_trainee(boss, "lam.sk", "Lam Sio Kei", cohort.id, "5519")


def test_a_restore_is_refused_while_another_process_has_the_school_open(
    school: Store, live: Path, tmp_path: Path
) -> None:
    copy = _school_with_a_later_trainee(school, tmp_path)
    desk = _other_desk(live)
    try:
        _assert_refused_and_unchanged(school, copy, live)
        assert desk.poll() is None  # the other desk was never disturbed
        out, _ = desk.communicate("go\n", timeout=60)  # it closes and ends
        assert out == "closed\n" and desk.returncode == 0
    finally:
        if desk.poll() is None:
            desk.kill()
            desk.wait(timeout=60)
    boss = school.authenticate("mdeus", PASSWORD)
    assert school.check_restore(boss, copy).trainees == 1
    report = school.restore(boss, copy)
    assert _names(live) == {"mdeus", "chan.tm"}
    assert {"ho.kl", "lam.sk"} <= _names(report.kept_aside)


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL is POSIX")
def test_a_desk_killed_with_sigkill_does_not_block_a_restore(
    school: Store, live: Path, tmp_path: Path
) -> None:
    copy = _school_with_a_later_trainee(school, tmp_path)
    desk = _other_desk(live)
    try:
        _assert_refused_and_unchanged(school, copy, live)
    finally:
        desk.kill()  # SIGKILL: no close, no clean-up, as a crash
        desk.wait(timeout=60)
    assert desk.returncode == -9
    boss = school.authenticate("mdeus", PASSWORD)
    report = school.restore(boss, copy)
    assert _names(live) == {"mdeus", "chan.tm"}
    assert "ho.kl" in _names(report.kept_aside)


def test_a_second_store_in_the_same_process_counts_as_a_desk(
    school: Store, live: Path, tmp_path: Path
) -> None:
    copy = _school_with_a_later_trainee(school, tmp_path)
    with open_store(f"sqlite:///{live}"):
        _assert_refused_and_unchanged(school, copy, live)
    school.restore(school.authenticate("mdeus", PASSWORD), copy)
    assert _names(live) == {"mdeus", "chan.tm"}


def test_a_desk_starting_during_a_restore_waits_then_is_told(
    school: Store, live: Path
) -> None:
    """The restoring desk holds the exclusive lock for its whole swap: a desk opening the
    file meanwhile waits its lock time-out, then is told a restore is under way."""
    assert school.desk_lock is not None
    with school.desk_lock.exclusive(), pytest.raises(StoreError) as e:
        open_store(f"sqlite:///{live}", lock_timeout=0.05)
    assert e.value.kind == "locked" and e.value.code == "restore_in_progress"
    open_store(f"sqlite:///{live}", lock_timeout=0.05).close()  # after it: opens


def test_a_desk_whose_file_was_swapped_stops_saving_before_acknowledging(
    school: Store, live: Path, tmp_path: Path
) -> None:
    """The second line of defence: the file is swapped under an open desk without its lock
    being asked (by hand, or by a desk of an older version). Its next write is refused in
    words (``database_replaced``) and nothing goes into the file that was set aside."""
    boss = school.authenticate("mdeus", PASSWORD)
    copy = tmp_path / "monday.sqlite3"
    school.back_up(boss, copy)
    cohort = school.roster.cohorts(boss)[0]
    aside = live.with_name(f"{DB_FILENAME}.by-hand")  # as a restore sets the file aside
    os.link(live, aside)
    for side in ("-wal", "-shm"):
        os.replace(f"{live}{side}", f"{aside}{side}")
    shutil.copyfile(copy, tmp_path / "staged")
    os.replace(tmp_path / "staged", live)
    with pytest.raises(StoreError) as e:
        school.roster.create_trainee(boss, "ho.kl", "Ho Ka Lok", cohort.id, "7302")
    assert e.value.kind == "replaced" and e.value.code == "database_replaced"
    assert e.value.params == {"path": str(live)}
    school.close()
    assert _names(aside) == {"mdeus", "chan.tm"} == _names(live)


def test_the_lock_is_released_with_the_store(live: Path) -> None:
    live.parent.mkdir()
    with open_store(f"sqlite:///{live}") as first:
        assert first.desk_lock is not None and first.desk_lock.held
    assert not first.desk_lock.held
    alone = DeskLock.acquire(live, 0.0)
    try:
        alone.check_alone()  # nobody else has it
    finally:
        alone.release()


@pytest.mark.parametrize(("fixture", "trainees", "answers", "newest"), [
    ("dealer-trainer-v1.sqlite3", 2, 6, datetime(2024, 3, 2, 14, 2, tzinfo=UTC)),
    ("dealer-trainer-v16.sqlite3", 1, 38, datetime(2026, 11, 30, 5, 0, 25, tzinfo=UTC)),
])
def test_the_check_names_what_a_backup_holds_and_its_date(
    school: Store, tmp_path: Path, fixture: str, trainees: int, answers: int,
    newest: datetime,
) -> None:
    """What the restore question shows (issue 25 point 1), read from the chosen file: its
    date (the file's), active instructors and trainees, practice and exam answers and the
    newest one's time; an older schema without the exam tables counts them as none."""
    known = tmp_path / fixture
    shutil.copyfile(ROOT / "tests" / "fixtures" / fixture, known)
    saved = datetime(2026, 12, 1, 1, 30, tzinfo=UTC)
    os.utime(known, (saved.timestamp(), saved.timestamp()))
    before = known.read_bytes()
    info = school.check_restore(school.authenticate("mdeus", PASSWORD), known)
    assert (info.instructors, info.trainees, info.answers) == (1, trainees, answers)
    assert info.newest_answer == newest and info.saved_at == saved
    assert known.read_bytes() == before  # read only


def test_a_desk_that_opened_the_file_through_a_link_counts_as_a_desk(
    school: Store, live: Path, tmp_path: Path
) -> None:
    """Desk B opens the school through a symbolic link to the file desk A opened: one file,
    one lock. B's restore used to be let through (its lock file sat beside the link) and
    replaced the link, not the file: A went on writing into a school no one else saw."""
    other = tmp_path / "elsewhere"
    other.mkdir()
    link = other / live.name
    link.symlink_to(live)
    copy = _school_with_a_later_trainee(school, tmp_path)
    with open_store(f"sqlite:///{link}") as desk_b:
        boss = desk_b.authenticate("mdeus", PASSWORD)
        with pytest.raises(StoreError) as refused:
            desk_b.restore(boss, copy)
        assert refused.value.code == "restore_other_desks"
    school.close()
    with open_store(f"sqlite:///{link}") as desk_b:  # alone now: restores the file itself
        desk_b.restore(desk_b.authenticate("mdeus", PASSWORD), copy)
    assert link.is_symlink() and _names(live) == {"mdeus", "chan.tm"}
