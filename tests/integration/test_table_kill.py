"""The Table killed with SIGKILL mid-coup (issue 14): no acknowledged step is lost, none is
stored twice, and the next run resumes the shoe at the same coup and step.

A worker (tests/support/table_kill_worker.py) runs the real screen, presenter and store and
prints a line per step once its feedback is shown; the test kills it after a number of those
lines (read from its output: no sleeping), starts the next run on the same database, and
compares what it resumed with the database and with a replay made here from the store alone.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from trainer.store import DB_FILENAME, open_store
from trainer.table.record import (
    args_from_json,
    profile_from_json,
    resume_session,
    settings_from_json,
)
from trainer.table.session import Action

WORKER = Path(__file__).resolve().parents[1] / "support" / "table_kill_worker.py"
ROOT = Path(__file__).resolve().parents[2]
KILL_AFTER = (5, 9, 4, 13, 7)
"""Acknowledged steps each run deals before it is killed (the kill lands wherever the worker
has got to by then: mid-coup, mid-settlement, between steps)."""

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals"),
]


def _run_and_kill(db: Path, run: int, acks: int, *extra: str
                  ) -> tuple[list[str], list[str]]:
    """Start run ``run``, kill it once it acknowledged ``acks`` steps; its ready line and
    every whole acknowledgement line it wrote."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, str(WORKER), str(db), str(run), *extra], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None
    watchdog = threading.Timer(60, proc.kill)  # a hung worker must not hang the suite
    watchdog.start()
    try:
        ready = proc.stdout.readline().decode().split()
        if not ready or ready[0] != "ready":
            _out, err = proc.communicate()
            pytest.fail(f"run {run} did not start: {err.decode(errors='replace')}")
        lines: list[bytes] = []
        while sum(line.startswith(b"ack") for line in lines) < acks:
            line = proc.stdout.readline()
            assert line, "the worker stopped before it was killed"
            lines.append(line)
        os.kill(proc.pid, signal.SIGKILL)
        out, err = proc.communicate(timeout=30)
    finally:
        watchdog.cancel()
    assert proc.returncode == -signal.SIGKILL, err.decode(errors="replace")
    # Only whole lines count: a line cut short by the kill was never acknowledged.
    return ready, (b"".join(lines) + out).decode(errors="replace").split("\n")[:-1]


@pytest.mark.parametrize("variant", ["plain", "cash"])
def test_a_shoe_killed_mid_coup_resumes_at_the_same_coup_and_step(
        tmp_path: Path, variant: str) -> None:
    """``cash``: players buy in and colour up (issue 24) at a table without seat 4, the kill
    landing in cash steps and the final totals as anywhere else."""
    db = tmp_path / DB_FILENAME
    with open_store(f"sqlite:///{db}") as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        store.roster.create_trainee(boss, "chan.tm", "Chan", None, "1234")

    acknowledged: dict[int, tuple[int, str, bool]] = {}
    shoe = None
    resumed_at = (0, 1, "bets")
    phases: list[str] = []
    for run, acks in enumerate(KILL_AFTER):
        ready, lines = _run_and_kill(db, run, acks, *(["cash"] if variant == "cash" else []))
        _, shoe_id, steps, coup, phase = ready
        if run == 0:
            assert int(steps) == 0
            shoe = int(shoe_id)
        else:
            # the same shoe, at the step and coup the store and a replay made here say
            assert int(shoe_id) == shoe
            assert int(steps) >= max(acknowledged)  # no acknowledged step lost
            assert (int(steps), int(coup), phase) == resumed_at
        for line in lines:
            parts = line.split()
            if parts and parts[0] == "ack":
                acknowledged[int(parts[1])] = (int(parts[2]), parts[3], parts[4] == "1")
        resumed_at = _replayed(db)
        assert resumed_at[0] >= max(acknowledged)
        phases.append(resumed_at[2])
    assert set(phases) - {"bets"}, f"no kill landed mid-coup: {phases}"
    assert max(acknowledged) >= sum(KILL_AFTER), "too few steps acknowledged to prove anything"

    with open_store(f"sqlite:///{db}") as store:
        assert store.integrity_check()
        chan = store.authenticate("chan.tm", "1234")
        kept = store.table_shoes.unfinished(chan)
        rows = sorted(store.practice.attempts(chan, chan.user_id, "table"), key=lambda r: r.id)
    assert kept is not None and kept.id == shoe
    # every step once, in order, in the shoe's one practice session
    assert [a.number for a in kept.actions] == list(range(1, len(kept.actions) + 1))
    assert len(rows) == len(kept.actions)
    assert {row.session_id for row in rows} == {kept.session_id}
    for n, (coup, cell, right) in acknowledged.items():
        row = rows[n - 1]
        assert (row.question["step"], row.question["coup"], str(row.cell), row.correct) == (
            n, coup, cell, right)
    assert any(not right for _coup, _cell, right in acknowledged.values())
    if variant == "cash":
        cells = {cell for _coup, cell, _right in acknowledged.values()}
        assert cells & {"cash:count", "cash:chips", "colour_up"}, cells


def _replayed(db: Path) -> tuple[int, int, str]:
    """Where the kept shoe stands, by a replay from the store alone (no Qt)."""
    with open_store(f"sqlite:///{db}") as store:
        chan = store.authenticate("chan.tm", "1234")
        kept = store.table_shoes.unfinished(chan)
    assert kept is not None
    actions = [Action(a.name, args_from_json(a.args), a.at) for a in kept.actions]
    session, _clock = resume_session(
        profile_from_json(kept.profile), kept.seed, kept.started, actions,
        settings_from_json(kept.settings), lambda: 0.0, None)
    return len(session.steps), session.coup_number, session.phase.value
