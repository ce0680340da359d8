"""Weak spots and due reviews: which cells a trainee should see next, and why.

The hand-tuned weights that lived here are gone: "Review due items" (the WEAK
level) serves cells in the FSRS due queue's order (:func:`trainer.drills.schedule.due_queue`):
due cards first, the most overdue first, then cells never answered, then the rest, soonest
due first. What stays here is the naming of a weak spot: :func:`worst_weak_spot` picks the
cell to name, :func:`weak_spot_reason` gives the UI a code to word it.
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
from trainer.drills.schedule import due_queue


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


def review_order(
    kind: DrillKind,
    due_at: Mapping[Cell, datetime],
    now: datetime,
    options: DrillOptions | None = None,
) -> list[Cell]:
    """The cells of ``kind`` in the order "Review due items" serves them (the due queue)."""
    universe = [(kind.value, c) for c in cells_for(kind, options)]
    keyed = {(kind.value, c): when for c, when in due_at.items()}
    return [item.cell for item in due_queue(universe, keyed, now)]


def question_for_cell(
    kind: DrillKind,
    cell: Cell,
    seed: int,
    options: DrillOptions | None = None,
    level: Level = Level.WEAK,
) -> tuple[Question, ...]:
    """A deal built to contain ``cell`` (e.g. Banker 5 against a Player third card of 4)."""
    return generate_deal(kind, level, seed, options, target=cell)


def pick_review_question(
    kind: DrillKind,
    due_at: Mapping[Cell, datetime],
    now: datetime,
    rng: random.Random,
    options: DrillOptions | None = None,
) -> tuple[Question, ...]:
    """A deal for the first cell of the due queue (steps in order)."""
    cell = review_order(kind, due_at, now, options)[0]
    return question_for_cell(kind, cell, rng.randrange(2**31), options)


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
