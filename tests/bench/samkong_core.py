"""Sam Kong Table core benchmark: whole shoes played by the perfect dealer in the Qt-free
core (:class:`~trainer.table.samkong.session.SamKongSession`), every step graded, against the
baccarat Table core's budget of 1 s of CPU a shoe.

Run from the repository root: ``.venv/bin/python tests/bench/samkong_core.py``. Not collected
by pytest. Plays each shipped table (a six-door shoe of six decks, a one-deck box's six
rounds, an eight-door VIP shoe of eight decks) with faults and irregularities on, three
seeds each; prints each and the slowest, CPU time as the verdict (the machine is shared).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.support.samkong_table import right
from trainer.table.samkong.model import SamKongSettings
from trainer.table.samkong.profile import PROFILES, SamKongTableRules
from trainer.table.samkong.session import SamKongSession

BUDGET_S = 1.0


def one_shoe(profile: SamKongTableRules, seed: int) -> tuple[float, float, int, int]:
    """Wall and CPU seconds for a whole shoe (setup, shuffle and burn included), rounds,
    steps."""
    start, cpu = time.perf_counter(), time.process_time()
    session = SamKongSession(profile, seed, settings=SamKongSettings(
        fault_rate=0.1, irregularity_rate=0.05))
    while not session.finished:
        right(session)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    assert all(step.right for step in session.steps)
    return elapsed, cpu, len(session.records), len(session.steps)


def main() -> int:
    worst = worst_cpu = 0.0
    for profile in PROFILES:
        runs = [one_shoe(profile, seed) for seed in range(3)]
        worst = max(worst, *(r[0] for r in runs))
        worst_cpu = max(worst_cpu, *(r[1] for r in runs))
        _, _, rounds, steps = runs[0]
        print(f"{profile.name}: {rounds} rounds, {steps} steps, wall "
              + " ".join(f"{r[0] * 1000:.0f}" for r in runs) + " ms, cpu "
              + " ".join(f"{r[1] * 1000:.0f}" for r in runs) + " ms")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    verdict = "ok" if worst_cpu < BUDGET_S else "TOO SLOW"
    print(f"samkong core: whole shoe {worst_cpu * 1000:.0f} ms cpu, {worst * 1000:.0f} ms "
          f"wall (load {load:.1f}), budget {BUDGET_S * 1000:.0f} ms: {verdict}")
    return 0 if worst_cpu < BUDGET_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
