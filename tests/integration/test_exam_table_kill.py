"""Kill the app (SIGKILL) while a Table section of an exam is being dealt and reopen it: the
same table, rebuilt from its seed and the steps stored, at the same coup and step; no step
that was acknowledged is lost and none is stored twice."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.support.exam_kill_worker import PROCTOR, TRAINEE
from tests.support.exam_table import with_table
from tests.support.keyed_seed import fixed_keyed_seed
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.exams.outcome import ExamStatus
from trainer.exams.seal import SealStatus
from trainer.store import DB_FILENAME, open_store

WORKER = Path(__file__).resolve().parents[1] / "support" / "exam_table_kill_worker.py"
ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals"),
]


@dataclass
class Run:
    ready: tuple[int, int] | None = None
    opened: tuple[int, int, str] | None = None
    acked: dict[int, tuple[int, bool, str]] = field(default_factory=dict)
    done: bool = False
    killed: bool = False


SEED = 13
"""The low bits of the sitting's keyed seed, fixed in the worker and here (the seal's check
at review) by :func:`tests.support.keyed_seed.fixed_keyed_seed`: with it the cash variant's
table has buy-ins and colour-ups to deal, which about one seed in forty does not."""


def run_worker(db: Path, exam_id: int, kill_after: str | None) -> Run:
    """Run the worker; SIGKILL it as soon as it prints the line starting ``kill_after``."""
    run = Run()
    proc = subprocess.Popen(
        [sys.executable, str(WORKER), str(db), str(exam_id), str(SEED)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    assert proc.stdout is not None and proc.stderr is not None
    watchdog = threading.Timer(60, proc.kill)
    watchdog.start()
    try:
        for line in proc.stdout:
            if not line.endswith("\n"):
                break
            parts = line.split()
            if parts[0] == "ready":
                run.ready = (int(parts[1]), int(parts[2]))
            elif parts[0] == "open":
                run.opened = (int(parts[1]), int(parts[2]), parts[3])
            elif parts[0] == "ack":
                run.acked[int(parts[1])] = (int(parts[2]), parts[3] == "1", parts[4])
            elif parts[0] == "done":
                run.done = True
            if kill_after is not None and line.startswith(kill_after):
                os.kill(proc.pid, signal.SIGKILL)
                run.killed = True
                break
        proc.wait(timeout=30)
        err = proc.stderr.read()
    finally:
        watchdog.cancel()
        proc.stdout.close()
        proc.stderr.close()
    if run.killed:
        assert proc.returncode == -signal.SIGKILL, err
    else:
        assert proc.returncode == 0, err
    return run


@pytest.mark.parametrize("variant", ["plain", "cash"])
def test_killed_mid_table_resumes_at_the_same_coup_and_step(
        tmp_path: Path, variant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """``cash``: a section with cash steps (issue 24) at the 9-seat table without seat 4."""
    fixed_keyed_seed(monkeypatch, SEED)
    db = tmp_path / DB_FILENAME
    with open_store(f"sqlite:///{db}") as store:
        boss = store.create_first_instructor(PROCTOR[0], "Maria Deus", PROCTOR[1])
        cohort = store.roster.create_cohort(boss, "2024-A")
        store.roster.create_trainee(boss, TRAINEE[0], "陳美美", cohort.id, TRAINEE[1])
        extra = {"cash_steps": True, "seats_percent": 100,
                 "profile": DEFAULT_PROFILES["mass-1000-9-seats"]} if variant == "cash" else {}
        exam = store.exams.create(boss, with_table((cohort.id,), coups=3, fault_percent=20,
                                                   **extra))

    # 1. Questions answered, the table dealt to step 12, then killed.
    first = run_worker(db, exam.id, kill_after="ack 12 ")
    assert first.ready is not None and first.killed and first.opened is not None
    assert first.opened[0] == 0 and sorted(first.acked) == list(range(1, 13))
    with open_store(f"sqlite:///{db}") as store:
        assert store.integrity_check()
        running = store.exams.running_sitting(store.authenticate(*TRAINEE))
        assert running is not None and running.answered == 7 + 12  # every acknowledged step

    # 2. Reopened: the same table at the same coup and step, exactly as it stood.
    second = run_worker(db, exam.id, kill_after="ack 30 ")
    assert second.ready == first.ready
    coup, _right, sha = first.acked[12]
    assert second.opened == (12, coup, sha)
    assert sorted(second.acked) == list(range(13, 31))

    # 3. Reopened again, dealt to the end.
    third = run_worker(db, exam.id, kill_after=None)
    assert third.done and third.opened is not None and third.opened[0] == 30
    acked = {**first.acked, **second.acked, **third.acked}
    assert sorted(acked) == list(range(1, len(acked) + 1))
    with open_store(f"sqlite:///{db}") as store:
        boss = store.authenticate(*PROCTOR)
        sitting_id = first.ready[0]
        review = store.exams.review(boss, sitting_id)
        assert review.seal.status is SealStatus.OK, review.seal.findings
        outcome = review.outcome
        assert outcome is not None and outcome.status is ExamStatus.FINISHED
        (table,) = outcome.tables
        wrong = sum(1 for _coup, right, _sha in acked.values() if not right)
        assert wrong > 0
        # Each wrong deal is dealt again right at once: that retry adds no step (issue 25
        # point 7).
        assert (table.max_score, table.score, table.coups) == (
            len(acked) - wrong, len(acked) - 2 * wrong, 3)
    if variant == "cash":
        import json
        import sqlite3

        with sqlite3.connect(db) as conn:
            cells = {json.loads(q)["cell"] for (q,) in conn.execute(
                "SELECT question FROM exam_answers WHERE drill_kind = 'table'")}
        assert {"cash:count", "cash:chips"} <= cells, cells
