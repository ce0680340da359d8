"""Live data (issue 16 point 6): what one poll of the change feed costs on the GUI thread, and
what the triggers add to recording an answer.

The Dashboard polls twice a second on the GUI thread (ui/widgets/live.py), so a poll must
cost microseconds: an idle poll (nothing written), and a poll that finds a write. On SQLite
it also times ``record_attempt`` (one durable commit) with the live triggers and with them
dropped, on copies of the same database. Run:

``.venv/bin/python tests/bench/live_poll.py [--polls N] [--pg postgresql+psycopg://...]``
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from trainer.drills.cell import Cell
from trainer.store import NewAttempt, Store, open_store
from trainer.store.live import ChangeFeed
from trainer.store.schema import LIVE_AREAS


def micro(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    """Median and 99th percentile of ``fn()``'s CPU time (this thread) in microseconds.

    CPU time, not wall time: on a loaded machine the scheduler takes the core away for tens
    of milliseconds now and then, in a poll as anywhere else; that is not the poll's cost."""
    times = []
    for _ in range(runs):
        start = time.thread_time()
        fn()
        times.append((time.thread_time() - start) * 1e6)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.99) - 1]


def attempt(session_id: int, n: int) -> NewAttempt:
    return NewAttempt(
        session_id=session_id, drill_kind="banker_draw",
        question={"banker": ["5H", "KD"], "player_third": "4C", "n": n}, answer="draw",
        correct=True, ms_taken=1000, cell=Cell.parse("banker:5:4"), seed=n, reason=None,
        article="bac.9.3", expected="draw", shown_at=datetime.now(UTC))


def setup(store: Store) -> tuple[object, int]:
    teacher = store.create_first_instructor("bench", "Bench", "bench-pass-1")
    cohort = store.roster.create_cohort(teacher, "B")
    store.roster.create_trainee(teacher, "amy", "Amy", cohort.id, "1234")
    amy = store.authenticate("amy", "1234")
    return amy, store.practice.start_session(amy, "banker_draw", {})


def feed_costs(label: str, url: str, polls: int) -> None:
    here = open_store(url)
    there = open_store(url)
    amy, session = setup(here)
    feed: ChangeFeed = here.open_change_feed()
    feed.poll()
    idle = micro(feed.poll, polls)
    found = []
    for n in range(200):
        there.practice.record_attempt(amy, attempt(session, n))  # type: ignore[arg-type]
        got: frozenset[str] = frozenset()
        deadline = time.monotonic() + 2
        while not got and time.monotonic() < deadline:  # PostgreSQL: the note is on its way
            start = time.thread_time()
            got = feed.poll()
            if got:
                found.append((time.thread_time() - start) * 1e6)
    feed.close()
    here.close()
    there.close()
    found.sort()
    print(f"{label:10} CPU per poll, nothing written: median {idle[0]:6.1f} us"
          f"  p99 {idle[1]:6.1f} us"
          f"   poll finding a write: median {statistics.median(found):6.1f} us"
          f"  p99 {found[int(len(found) * 0.99) - 1]:6.1f} us  ({len(found)} writes)")


def trigger_cost(folder: Path, answers: int) -> None:
    """record_attempt with and without the live triggers, in alternating rounds (the
    machine's load changes over a run)."""
    stores = {}
    for with_triggers in (True, False):
        store = open_store(f"sqlite:///{folder / f't{int(with_triggers)}.sqlite3'}")
        amy, session = setup(store)
        if not with_triggers:
            with store._db.engine.begin() as conn:
                for table in LIVE_AREAS:
                    for op in ("insert", "update", "delete"):
                        conn.exec_driver_sql(f"DROP TRIGGER live_{table}_{op}")
        stores[with_triggers] = (store, amy, session)
    times: dict[bool, list[float]] = {True: [], False: []}
    numbers = iter(range(10**9))
    for _round in range(max(1, answers // 20)):
        for with_triggers, (store, amy, session) in stores.items():
            for _ in range(20):
                start = time.perf_counter()
                store.practice.record_attempt(amy, attempt(session, next(numbers)))  # type: ignore[arg-type]
                times[with_triggers].append((time.perf_counter() - start) * 1000)
    for store, _amy, _session in stores.values():
        store.close()
    print(f"sqlite     record_attempt with live triggers: median "
          f"{statistics.median(times[True]):.2f} ms; without: "
          f"{statistics.median(times[False]):.2f} ms ({len(times[True])} each, alternating)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--polls", type=int, default=20_000)
    parser.add_argument("--answers", type=int, default=300)
    parser.add_argument("--pg", help="an empty PostgreSQL database (or schema) to use")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        feed_costs("sqlite", f"sqlite:///{folder / 'live.sqlite3'}", args.polls)
        trigger_cost(folder, args.answers)
    if args.pg:
        feed_costs("postgresql", args.pg, args.polls)


if __name__ == "__main__":
    main()
