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

from trainer.drills.cell import Cell  # noqa: E402
from trainer.store import NewAttempt, Store, open_store  # noqa: E402
from trainer.store.live import ChangeFeed  # noqa: E402
from trainer.store.schema import LIVE_AREAS  # noqa: E402


def micro(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    """Median and 99th percentile of ``fn()`` in microseconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1e6)
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
            start = time.perf_counter()
            got = feed.poll()
            if got:
                found.append((time.perf_counter() - start) * 1e6)
    feed.close()
    here.close()
    there.close()
    found.sort()
    print(f"{label:10} poll, nothing written: median {idle[0]:6.1f} us  p99 {idle[1]:6.1f} us"
          f"   poll finding a write: median {statistics.median(found):6.1f} us"
          f"  p99 {found[int(len(found) * 0.99) - 1]:6.1f} us  ({len(found)} writes)")


def trigger_cost(folder: Path, answers: int) -> None:
    results = {}
    for with_triggers in (True, False):
        path = folder / f"t{int(with_triggers)}.sqlite3"
        store = open_store(f"sqlite:///{path}")
        amy, session = setup(store)
        if not with_triggers:
            with store._db.engine.begin() as conn:
                for table in LIVE_AREAS:
                    for op in ("insert", "update", "delete"):
                        conn.exec_driver_sql(f"DROP TRIGGER live_{table}_{op}")
        n = iter(range(10**9))
        results[with_triggers] = micro(
            lambda s=store, a=amy, i=session: s.practice.record_attempt(  # type: ignore[misc]
                a, attempt(i, next(n))), answers)
        store.close()
    print(f"sqlite     record_attempt with live triggers: median {results[True][0] / 1000:.2f} ms"
          f"; without: {results[False][0] / 1000:.2f} ms")


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
