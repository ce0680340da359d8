"""A restore killed (SIGKILL, in a worker process) at each step of the swap leaves a live
school, never none (issue 11, point 15; review finding 1). Moved from tests/unit/test_backup.py,
whose ``school`` and ``live`` fixtures it uses (tests/integration/conftest.py)."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.unit.test_backup import PASSWORD, _names
from trainer.store import DB_FILENAME, Store, open_store

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")

_KILLED_RESTORE = """
import os, signal, sys
from pathlib import Path
from trainer.store import open_store
import trainer.store.backup as bk

live, copy, where = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
store = open_store(f"sqlite:///{live}")
boss = store.authenticate("mdeus", "teacher-pass")
real_link, real_replace = os.link, os.replace


def kill() -> None:
    os.kill(os.getpid(), signal.SIGKILL)  # no finally block, no clean-up: a real crash


def link(src, dst, *a, **k):
    if where == "before_aside" and ".before-restore-" in str(dst):
        kill()
    return real_link(src, dst, *a, **k)


def replace(src, dst, *a, **k):
    staged_over_live = ".restore-" in str(src) and Path(dst) == live
    if where == "before_swap" and staged_over_live:
        kill()
    real_replace(src, dst, *a, **k)
    if where == "after_swap" and staged_over_live:
        kill()


bk.os.link, bk.os.replace = link, replace
store.restore(boss, copy)
print("not killed")
"""


@pytest.mark.parametrize("where", ["before_aside", "before_swap", "after_swap"])
def test_a_restore_killed_at_any_step_leaves_a_live_school(
    where: str, school: Store, live: Path, tmp_path: Path
) -> None:
    """Review finding 1: killed between moving the old file aside and moving the new one in,
    the folder held no live file and the next start made a new, empty school whose first
    instructor anyone could create. Now the live name always holds the old or the new file,
    and the staging copy left behind is removed (and reported) at the next start."""
    boss = school.authenticate("mdeus", PASSWORD)
    copy = tmp_path / "monday.sqlite3"
    school.back_up(boss, copy)
    cohort = school.roster.cohorts(boss)[0]
    school.roster.create_trainee(boss, "ho.kl", "Ho Ka Lok", cohort.id, "7302")
    school.close()
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", _KILLED_RESTORE, str(live), str(copy), where],
        cwd=root, capture_output=True, text=True, timeout=120, check=False,
    )
    assert done.returncode == -9, (done.stdout, done.stderr[-2000:])
    assert live.is_file()
    staged = list(live.parent.glob(f"{DB_FILENAME}.restore-*"))
    assert staged if where != "after_swap" else not staged
    with open_store(f"sqlite:///{live}") as again:
        assert not again.needs_first_instructor()
        assert again.authenticate("mdeus", PASSWORD).name == "mdeus"
        assert set(again.leftovers) == set(staged)
        # The old school (with ho.kl) before the swap, the restored one (without) after it.
        assert _names(live) == (
            {"mdeus", "chan.tm"} if where == "after_swap" else {"mdeus", "chan.tm", "ho.kl"})
    assert not list(live.parent.glob(f"{DB_FILENAME}.restore-*"))
