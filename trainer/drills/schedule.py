"""Review scheduling with FSRS: one card per trainee and drill cell.

Every graded answer on a cell is one FSRS review of that cell's card. The rating comes from
the answer (:func:`rating_for`); the scheduler (the ``fsrs`` package, the one Anki uses) turns
the card's history into a due time. Fuzzing is off, so the same answers in the same order
give the same cards: :func:`rebuild` from stored attempts equals the card the store updated
answer by answer.

"Review due items" serves cells in :func:`due_queue` order: due cards first, the most overdue
first, then cells never answered, then the cards not due yet, soonest first.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import IntEnum
from functools import lru_cache
from typing import Any

from fsrs import Card, Rating, Scheduler

from trainer.drills.cell import Cell
from trainer.drills.registry import target_times_ms

DEFAULT_RETENTION = 0.9
"""The desired retention when the cohort has none set: nine answers in ten still right."""

DEFAULT_TARGET_MS = 5000
"""The target answer time of a drill without its own default."""

class _DefaultTargets(Mapping[str, int]):
    """Every registered kind's default target time by stored code, read from the registry
    when asked (a drill's spec carries its own: ``target_ms``)."""

    def __getitem__(self, kind: str) -> int:
        return target_times_ms()[kind]

    def __iter__(self) -> Iterator[str]:
        return iter(target_times_ms())

    def __len__(self) -> int:
        return len(target_times_ms())


DEFAULT_TARGETS_MS: Mapping[str, int] = _DefaultTargets()
"""Sensible target times per drill kind and the Table (their specs'); a cohort may set its
own (store settings)."""

EASY_SHARE = 0.5
"""A right answer within this share of the target is Easy ("well under target")."""


class Grade4(IntEnum):
    """The four FSRS ratings, as the trainer names them (values are ``fsrs.Rating``'s)."""

    AGAIN = int(Rating.Again)
    HARD = int(Rating.Hard)
    GOOD = int(Rating.Good)
    EASY = int(Rating.Easy)


def rating_for(correct: bool, ms_taken: int, target_ms: int) -> Grade4:
    """The rating of one answer: wrong -> Again; right but slower than ``target_ms`` -> Hard;
    right at pace -> Good; right within :data:`EASY_SHARE` of the target -> Easy."""
    if not correct:
        return Grade4.AGAIN
    if ms_taken > target_ms:
        return Grade4.HARD
    if ms_taken <= target_ms * EASY_SHARE:
        return Grade4.EASY
    return Grade4.GOOD


@dataclass(frozen=True)
class ReviewPolicy:
    """A cohort's scheduling settings: desired retention and target times per drill kind."""

    retention: float = DEFAULT_RETENTION
    targets_ms: Mapping[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not 0.0 < self.retention < 1.0:
            raise ValueError(f"desired retention must be between 0 and 1, not {self.retention}")

    def target_ms(self, drill_kind: str) -> int:
        """The cohort's target for ``drill_kind``, else the drill's default."""
        return self.targets_ms.get(
            drill_kind, DEFAULT_TARGETS_MS.get(drill_kind, DEFAULT_TARGET_MS)
        )

    def rating(self, drill_kind: str, correct: bool, ms_taken: int) -> Grade4:
        return rating_for(correct, ms_taken, self.target_ms(drill_kind))


@lru_cache(maxsize=16)
def scheduler_for(retention: float) -> Scheduler:
    """The FSRS scheduler at ``retention``, without fuzzing (so a rebuild is exact)."""
    return Scheduler(desired_retention=retention, enable_fuzzing=False)


def _utc(when: datetime) -> datetime:
    """FSRS wants aware UTC datetimes; a naive one is UTC (as the store keeps them)."""
    if when.tzinfo is None:
        return when.replace(tzinfo=UTC)
    return when.astimezone(UTC)


@dataclass(frozen=True)
class ReviewCard:
    """One trainee's schedule for one drill cell: the FSRS card and when it is due."""

    drill_kind: str
    cell: Cell
    card: Card
    reviews: int

    @property
    def due(self) -> datetime:
        return _utc(self.card.due)

    @property
    def last_review(self) -> datetime | None:
        return None if self.card.last_review is None else _utc(self.card.last_review)

    def state_json(self) -> str:
        """The FSRS card as JSON text (what the store keeps)."""
        return json.dumps(self.card.to_dict(), sort_keys=True)

    @staticmethod
    def card_from_json(text: str) -> Card:
        data: dict[str, Any] = json.loads(text)
        return Card.from_dict(data)  # type: ignore[arg-type]


def review(
    card: Card | None, rating: Grade4, when: datetime, policy: ReviewPolicy
) -> Card:
    """``card`` (None: a new card) after one review rated ``rating`` at ``when``."""
    at = _utc(when)
    if card is None:
        card = Card(card_id=0, due=at)
    updated, _log = scheduler_for(policy.retention).review_card(
        card, Rating(int(rating)), review_datetime=at
    )
    return updated


@dataclass(frozen=True)
class Answered:
    """One stored answer as the scheduler needs it (the store reads these from attempts)."""

    drill_kind: str
    cell: Cell
    correct: bool
    ms_taken: int
    answered_at: datetime


def rebuild(
    answers: Iterable[Answered], policy: ReviewPolicy
) -> dict[tuple[str, Cell], ReviewCard]:
    """Every card recomputed from one trainee's answers, taken in the order given (the
    store gives them by answer time, then id: the order they were recorded in)."""
    cards: dict[tuple[str, Cell], ReviewCard] = {}
    for a in answers:
        key = (a.drill_kind, a.cell)
        old = cards.get(key)
        rating = policy.rating(a.drill_kind, a.correct, a.ms_taken)
        card = review(None if old is None else old.card, rating, a.answered_at, policy)
        cards[key] = ReviewCard(a.drill_kind, a.cell, card, 1 if old is None else old.reviews + 1)
    return cards


@dataclass(frozen=True)
class QueueItem:
    """A cell to serve next, and why: ``due`` (overdue by ``overdue_s``), ``new``, or
    ``ahead`` (not due yet, in ``-overdue_s`` seconds)."""

    drill_kind: str
    cell: Cell
    status: str
    overdue_s: float


def due_queue(
    universe: Iterable[tuple[str, Cell]],
    due_at: Mapping[tuple[str, Cell], datetime],
    now: datetime,
) -> list[QueueItem]:
    """The order "Review due items" serves ``universe`` in (``(drill kind, cell)`` pairs,
    one kind or several when the trainee chose all drills): due cards first, most overdue
    first; then cells without a card in ``universe`` order, the kinds taking turns; then
    cards not due yet, soonest first."""
    at = _utc(now)
    due: list[QueueItem] = []
    ahead: list[QueueItem] = []
    new_by_kind: dict[str, list[QueueItem]] = {}
    seen: set[tuple[str, Cell]] = set()
    for kind, cell in universe:
        if (kind, cell) in seen:
            continue
        seen.add((kind, cell))
        when = due_at.get((kind, cell))
        if when is None:
            new_by_kind.setdefault(kind, []).append(QueueItem(kind, cell, "new", 0.0))
            continue
        overdue = (at - _utc(when)).total_seconds()
        item = QueueItem(kind, cell, "due" if overdue >= 0 else "ahead", overdue)
        (due if overdue >= 0 else ahead).append(item)
    due.sort(key=lambda i: (-i.overdue_s, i.drill_kind, str(i.cell)))
    ahead.sort(key=lambda i: (-i.overdue_s, i.drill_kind, str(i.cell)))
    return [*due, *_take_turns(list(new_by_kind.values())), *ahead]


def _take_turns(groups: list[list[QueueItem]]) -> list[QueueItem]:
    """One from each group in turn (mixing drills), until all are used."""
    out: list[QueueItem] = []
    index = 0
    while any(index < len(g) for g in groups):
        out.extend(g[index] for g in groups if index < len(g))
        index += 1
    return out


def due_count(due_at: Iterable[datetime], now: datetime) -> int:
    """How many of the cards are due at ``now``."""
    at = _utc(now)
    return sum(1 for when in due_at if _utc(when) <= at)
