"""Weak spots: which cells a trainee should see more often, and why.

Spaced-repetition flavour: a cell missed often, or answered slowly, weighs more; a cell not
seen for days comes back due; a run of right answers makes a cell decay. A cell with no
history weighs :data:`UNSEEN_WEIGHT`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime

from trainer.drills.base import DrillOptions
from trainer.drills.cell import Cell
from trainer.drills.model import DrillKind, Level, ParamValue, Question
from trainer.drills.registry import cells_for, generate_deal

PRIOR_ERROR = 0.1
"""The error rate assumed for a cell before any attempt."""
ERROR_GAIN = 20.0
UNSEEN_WEIGHT = 1.0 + ERROR_GAIN * PRIOR_ERROR
"""Weight of a cell the trainee has never answered (3.0)."""
MIN_WEIGHT = 0.05
SLOW_MS = 5000.0
"""Slower than this (median) makes a cell weigh more: a tableau decision takes well under 5 s."""
DUE_AFTER_DAYS = 1.0


@dataclass(frozen=True)
class CellStat:
    """A trainee's record on one cell (the store computes these from stored attempts)."""

    cell: Cell
    attempts: int
    wrong: int
    median_ms: float | None = None
    last_attempt_at: datetime | None = None
    correct_streak: int = 0
    """Right answers in a row, most recent last."""


def worst_weak_spot(stats: Iterable[CellStat]) -> CellStat | None:
    """The cell to name as the trainee's weak spot: the highest share wrong, then the most
    wrong; None when no cell has a wrong answer."""
    missed = [s for s in stats if s.wrong > 0]
    if not missed:
        return None
    return max(missed, key=lambda s: (s.wrong / max(s.attempts, 1), s.wrong))


def cell_weight(stat: CellStat, now: datetime | None = None, *, slow_ms: float = SLOW_MS) -> float:
    """One cell's weight (see the module docstring)."""
    if stat.attempts <= 0:
        return UNSEEN_WEIGHT
    # Shrink the observed error rate towards the prior, so one answer is not the whole story.
    error = (stat.wrong + 2 * PRIOR_ERROR) / (stat.attempts + 2)
    weight = 1.0 + ERROR_GAIN * error
    if stat.median_ms is not None and stat.median_ms > slow_ms:
        weight *= 1.0 + min(1.0, (stat.median_ms - slow_ms) / slow_ms)
    weight *= 0.5 ** min(stat.correct_streak, 6)
    if now is not None and stat.last_attempt_at is not None:
        days = (now - stat.last_attempt_at).total_seconds() / 86400
        if days > DUE_AFTER_DAYS:
            weight *= 1.0 + min(days, 14.0) / 14.0
    return max(weight, MIN_WEIGHT)


def weak_cell_weights(
    stats: Iterable[CellStat], now: datetime | None = None, *, slow_ms: float = SLOW_MS
) -> dict[Cell, float]:
    """``cell -> weight`` for every cell with a record; unlisted cells weigh UNSEEN_WEIGHT."""
    return {s.cell: cell_weight(s, now, slow_ms=slow_ms) for s in stats}


def choose_weak_cell(
    universe: Iterable[Cell],
    weights: Mapping[Cell, float],
    rng: random.Random,
    *,
    unseen_weight: float = UNSEEN_WEIGHT,
) -> Cell:
    """Pick a cell of ``universe`` with probability proportional to its weight."""
    cells = list(universe)
    if not cells:
        raise ValueError("no cells to choose from")
    chosen: Cell = rng.choices(cells, [weights.get(c, unseen_weight) for c in cells])[0]
    return chosen


def question_for_cell(
    kind: DrillKind,
    cell: Cell,
    seed: int,
    options: DrillOptions | None = None,
    level: Level = Level.WEAK,
) -> tuple[Question, ...]:
    """A deal built to contain ``cell`` (e.g. Banker 5 against a Player third card of 4)."""
    return generate_deal(kind, level, seed, options, target=cell)


def pick_weak_question(
    kind: DrillKind,
    weights: Mapping[Cell, float],
    rng: random.Random,
    options: DrillOptions | None = None,
    *,
    unseen_weight: float = UNSEEN_WEIGHT,
) -> tuple[Question, ...]:
    """Choose a cell by weight, then build a deal for it (steps in order)."""
    cell = choose_weak_cell(cells_for(kind, options), weights, rng, unseen_weight=unseen_weight)
    seed = rng.randrange(2**31)
    return question_for_cell(kind, cell, seed, options)


def weak_spot_reason(cell: Cell) -> tuple[str, dict[str, ParamValue]]:
    """A code and parameters the UI words, e.g. ``("weak_banker_vs_third", {"total": 5,
    "third": 4})`` -> "you miss Banker 5 against a third card of 4"."""
    parts = cell
    head = parts.head
    try:
        if head == "player" and len(parts) == 2:
            return "weak_player_total", {"total": int(parts[1])}
        if head in ("player", "banker") and parts[-1] == "natural":
            return "weak_natural", {"hand": head, "total": int(parts[1])}
        if head == "banker" and parts[2] == "stood":
            return "weak_banker_player_stood", {"total": int(parts[1])}
        if head == "banker":
            return "weak_banker_vs_third", {"total": int(parts[1]), "third": int(parts[2])}
        if head == "call":
            return "weak_call", {"feature": parts[1]}
        if head == "payout":
            return "weak_payout", {"bet": parts[1], "result": parts.get(2)}
        if head == "samkong" and parts[1] == "level":
            return "weak_samkong_level", {"ordinal": int(parts[2])}
        if head == "samkong" and parts[1] == "doors":
            return "weak_samkong_doors", {"feature": parts[2]}
        if head == "samkong" and parts[1] == "payout":
            return "weak_samkong_payout", {
                "bet": parts[2],
                "result": parts.get(3),
            }
        if head == "shoe":
            return "weak_shoe", {"topic": parts[1]}
    except (IndexError, ValueError):
        pass
    return "weak_cell", {"cell": str(cell)}
