"""The Practice screen itself, killed with SIGKILL while a trainee answers: every answer whose
feedback was shown is in the database afterwards, and the database is intact.

tests/integration/test_store_kill.py does the same through the store API alone; this one runs the
real screen, presenter and recorder (tests/support/app_kill_worker.py) in a subprocess.
"""

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

from trainer.store import DB_FILENAME, open_store

WORKER = Path(__file__).resolve().parents[1] / "support" / "app_kill_worker.py"
ROOT = Path(__file__).resolve().parents[2]
KILLS = 20
SEED = 2026

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals"),
]


def _run_and_kill(db: Path, worker: int, after_acks: int, delay: float) -> list[str]:
    """Start a worker, let it acknowledge ``after_acks`` answers, then SIGKILL it ``delay`` s
    later (anywhere in the answers that follow: mid-write, mid-feedback). Counting answers
    rather than seconds from start-up keeps the test as strong on a loaded machine (other
    tests on other xdist workers) as on an idle one, where a fixed time allows fewer answers."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, str(WORKER), str(db), str(worker)], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None
    watchdog = threading.Timer(60, proc.kill)  # a hung worker must not hang the suite
    watchdog.start()
    try:
        head = proc.stdout.readline()
        if not head.startswith(b"ready"):
            _out, err = proc.communicate()
            pytest.fail(f"worker {worker} did not start: {err.decode(errors='replace')}")
        seen = 0
        while seen < after_acks:
            line = proc.stdout.readline()
            if not line.endswith(b"\n"):  # the worker ended (or the watchdog killed it)
                _out, err = proc.communicate()
                pytest.fail(f"worker {worker} stopped after {seen} answers: "
                            f"{err.decode(errors='replace')}")
            head += line
            seen += line.startswith(b"ack ")
        time.sleep(delay)
        os.kill(proc.pid, signal.SIGKILL)
        out, err = proc.communicate(timeout=30)
    finally:
        watchdog.cancel()
    assert proc.returncode == -signal.SIGKILL, err.decode(errors="replace")
    # Only whole lines count: a line cut short by the kill was never acknowledged.
    return (head + out).decode().split("\n")[:-1]


def test_answers_shown_on_the_practice_screen_survive_sigkill(tmp_path: Path) -> None:
    db = tmp_path / DB_FILENAME
    with open_store(f"sqlite:///{db}") as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        store.roster.create_trainee(boss, "chan.tm", "Chan", None, "1234")

    rng = random.Random(SEED)
    acknowledged: dict[int, dict[int, tuple[bool, bool]]] = {}
    for worker in range(KILLS):
        # Every fifth run is killed while its first answers are given (perhaps before the
        # first is recorded); the others after 7 to 12 acknowledged answers.
        after_acks = 0 if worker % 5 == 4 else rng.randint(7, 12)
        for line in _run_and_kill(db, worker, after_acks, rng.uniform(0.0, 0.2)):
            parts = line.split()
            if parts[0] == "ack":
                session, n = int(parts[1]), int(parts[2])
                draws, correct = parts[3] == "1", parts[4] == "1"
                acknowledged.setdefault(session, {})[n] = (draws, correct)
    total = sum(len(answers) for answers in acknowledged.values())
    assert total >= 5 * KILLS, f"only {total} answers were acknowledged: too few to prove anything"

    with open_store(f"sqlite:///{db}") as store:
        assert store.integrity_check()
        boss = store.authenticate("boss", "password1")
        chan = store.authenticate("chan.tm", "1234")
        rows = store.practice.attempts(boss, chan.user_id)
    by_session: dict[int, list] = {}
    for row in sorted(rows, key=lambda r: r.id):
        by_session.setdefault(row.session_id, []).append(row)
    for session, answers in acknowledged.items():
        stored = by_session.get(session, [])
        assert len(stored) >= len(answers), (
            f"session {session}: {len(answers)} answers acknowledged, {len(stored)} stored")
        for n, (draws, correct) in answers.items():
            assert stored[n].drill_kind == "draw"
            assert stored[n].answer == {"draws": draws}
            assert stored[n].correct is correct
