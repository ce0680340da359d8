"""Every acknowledged answer survives the app being killed (SIGKILL) at random moments."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from trainer.drills.cell import Cell
from trainer.store import DB_FILENAME, open_store

WORKER = Path(__file__).resolve().parents[1] / "support" / "kill_worker.py"
ROOT = Path(__file__).resolve().parents[2]
KILLS = 24
SEED = 1729

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals"),
]


def _run_and_kill(db: Path, worker: int, delay: float, after_ready: bool) -> list[bytes]:
    """Start a worker, SIGKILL it ``delay`` s after it is ready (or after its start)."""
    proc = subprocess.Popen(
        [sys.executable, str(WORKER), str(db), str(worker)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None
    watchdog = threading.Timer(20, proc.kill)  # a hung worker must not hang the suite
    watchdog.start()
    try:
        head = b""
        if after_ready:
            head = proc.stdout.readline()
            if not head.startswith(b"ready"):
                _out, err = proc.communicate()
                pytest.fail(f"worker {worker} did not start: {err.decode(errors='replace')}")
        time.sleep(delay)
        os.kill(proc.pid, signal.SIGKILL)
        out, err = proc.communicate(timeout=20)
    finally:
        watchdog.cancel()
    assert proc.returncode == -signal.SIGKILL, err.decode(errors="replace")
    # Only whole lines count: a line cut short by the kill was never acknowledged.
    return (head + out).split(b"\n")[:-1]


def test_acknowledged_attempts_survive_sigkill(tmp_path: Path) -> None:
    db = tmp_path / DB_FILENAME
    with open_store(f"sqlite:///{db}") as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        store.roster.create_trainee(boss, "chan.tm", "Chan", None, "1234")

    rng = random.Random(SEED)
    acknowledged: dict[int, tuple[str, int, int]] = {}
    for worker in range(KILLS):
        # Mostly kill while answers are being recorded; every fourth run, at a random
        # moment from start-up (opening, WAL recovery, signing in).
        after_ready = worker % 4 != 3
        for line in _run_and_kill(db, worker, rng.uniform(0.005, 0.150), after_ready):
            parts = line.decode().split()
            if parts[0] == "ack":
                attempt_id, token, w, n = int(parts[1]), parts[2], int(parts[3]), int(parts[4])
                assert attempt_id not in acknowledged
                acknowledged[attempt_id] = (token, w, n)
    assert len(acknowledged) >= KILLS, "too few answers were acknowledged to prove anything"

    with open_store(f"sqlite:///{db}") as store:
        assert store.integrity_check()  # PRAGMA integrity_check == ok
        boss = store.authenticate("boss", "password1")
        chan = store.authenticate("chan.tm", "1234")
        rows = {r.id: r for r in store.practice.attempts(boss, chan.user_id)}
    missing = sorted(set(acknowledged) - set(rows))
    assert not missing, f"acknowledged attempts lost after SIGKILL: {missing[:10]}"
    for attempt_id, (token, worker, n) in acknowledged.items():
        row = rows[attempt_id]
        assert row.answer == {"token": token}
        assert row.question == {"worker": worker, "n": n}
        assert (row.ms_taken, row.seed, row.correct) == (n, n, n % 3 != 0)
        assert row.cell == Cell.parse(f"banker:{n % 8}:{n % 10}")
