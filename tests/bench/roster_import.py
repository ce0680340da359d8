"""Roster CSV import of N trainees (default 500): the whole ``import_roster_csv`` call (parse,
checks, PIN hashes on the thread pool, one write transaction) on a fresh SQLite store, against
the same number of hashes one after another on one thread, measured in the same run.

Prints the time per hash, the import time, and an estimate for a slower KDF (``--kdf-ms``,
default 150 ms a hash): the import time scaled by the ratio of hash costs, since the hashes
are nearly all of it. Run:
``.venv/bin/python tests/bench/roster_import.py [--rows 500] [--workers N] [--kdf-ms 150]``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from trainer.auth import hash_secret
from trainer.store import open_store


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=500)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--kdf-ms", type=float, default=150.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(None, data_dir=Path(folder))
        try:
            boss = store.create_first_instructor("boss", "Boss", "teacher-pass")
            store.roster.create_cohort(boss, "2026-12 A")
            text = "name,cohort,pin\n" + "".join(
                f"trainee{i:04d},2026-12 A,{100000 + i}\n" for i in range(args.rows))
            sample = 20
            start = time.perf_counter()
            for i in range(sample):
                hash_secret(str(1000 + i))
            per_hash = (time.perf_counter() - start) / sample
            start = time.perf_counter()
            report = store.roster.import_roster_csv(boss, text, workers=args.workers)
            took = time.perf_counter() - start
        finally:
            store.close()
    assert len(report.created) == args.rows and report.ok
    serial = per_hash * args.rows
    print(f"cpus {os.cpu_count()}, load {os.getloadavg()[0]:.2f}")
    print(f"one hash: {per_hash * 1000:.0f} ms on one thread")
    print(f"{args.rows} rows imported in {took:.1f} s "
          f"(one after another would be {serial:.1f} s)")
    print(f"estimate with a {args.kdf_ms:.0f} ms KDF: "
          f"{took * args.kdf_ms / (per_hash * 1000):.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
