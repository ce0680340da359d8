"""A Table step over the school server (``python -m tests.bench.remote_table_steps``): the time
from the desk's action to the server's stored verdict, at the start of a shoe and deep in it.

The server deals a kept shoe again from its seed and stored steps when it does not hold it
dealt already (:func:`trainer.table.game.deal_kept`; it keeps the last 256 shoes it graded a
step of), so a step's time would grow with the steps before it: this bench says whether it
does. A real uvicorn with TLS on loopback over a SQLite file, one desk,
one trainee; the right action each time (the engine's hint). Median of five runs, each a fresh
shoe, timing steps 1-20 and the 20 steps after ``--deep`` (default 400).
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import tempfile
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path

from tests.support.school_server import certificate, enrolled, served
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.kinds import TABLE_KIND
from trainer.server.client import RemoteStore
from trainer.server.desks import CallLimit
from trainer.store import open_store
from trainer.store.models import NewShoe
from trainer.store.table_recorder import TableRecorder
from trainer.table.record import settings_to_json
from trainer.table.session import Action, TableSession, TableSettings

PIN = "2468"


def _run(remote: RemoteStore, seed: int, deep: int) -> tuple[float, float]:
    actor = remote.authenticate("bench", PIN)
    profile = DEFAULT_PROFILES[next(iter(DEFAULT_PROFILES))]
    settings = TableSettings(fault_rate=0.15, seats_filled=0.75, max_coups=None)
    ticks = itertools.count()
    session = TableSession(profile, seed, lambda: float(next(ticks)), None, settings)
    session_id, shoe_id = remote.table_shoes.start(
        actor, TABLE_KIND, {"profile": profile.name, "seed": seed},
        NewShoe(seed, profile.to_dict(), settings_to_json(settings), "coup_by_coup",
                session.started))
    recorder = TableRecorder(remote.table_shoes, actor, TABLE_KIND, session_id, shoe_id,
                             session)
    session.recorder = recorder
    times: list[float] = []
    while len(session.steps) < deep + 20 and not session.finished:
        recorder.attempt_uid = str(uuid.uuid4())
        start = time.perf_counter()
        session.apply(Action(*session.next_right()))
        times.append(time.perf_counter() - start)
    remote.table_shoes.end(actor, shoe_id)
    remote.sign_out(actor)
    return statistics.median(times[:20]), statistics.median(times[deep:deep + 20])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deep", type=int, default=400)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(None, data_dir=Path(folder))
        boss = store.create_first_instructor("boss", "Boss", "bench-password-1")
        cohort = store.roster.create_cohort(boss, "bench")
        store.roster.create_trainee(boss, "bench", "Bench", cohort.id, PIN)
        cert = certificate(Path(folder) / "server")
        early, late = [], []
        with served(store, cert) as server, RemoteStore(
                server.url, cert.fingerprint, enrolled(store, "desk-bench")) as remote:
            # The desk's call limit is for a person at a desk: the bench steps as fast as
            # the server answers, which is what it measures.
            assert server.app is not None
            server.app.state.routes.calls = CallLimit(store.now, rate=1e9, burst=10**9)
            for run in range(args.runs):
                first, deep = _run(remote, 100 + run, args.deep)
                early.append(first)
                late.append(deep)
        store.close()
    print(f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {args.runs} runs")
    print(f"steps 1-20: median {statistics.median(early) * 1000:.1f} ms a step")
    print(f"steps {args.deep + 1}-{args.deep + 20}: median "
          f"{statistics.median(late) * 1000:.1f} ms a step")


if __name__ == "__main__":
    main()
