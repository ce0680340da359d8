"""The Table's score card (issue 14, Clock mode): accuracy per step kind, coups per hour and
the median seconds per payout, from the graded steps and finished coups of a session.

Plain data for the screen; nothing here grades: the steps were graded by the session.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from statistics import median

from trainer.table.session import CoupRecord, GradedStep

SECONDS_PER_HOUR = 3600.0


@dataclass(frozen=True)
class KindScore:
    """How many steps of one kind (``take``, ``pay``, ``order``, ``fault``...) were right."""

    kind: str
    right: int
    total: int

    @property
    def accuracy(self) -> float:
        return self.right / self.total if self.total else 0.0


@dataclass(frozen=True)
class ScoreCard:
    """A shoe (or N coups) dealt against the clock.

    ``seconds`` adds up each coup's time from "no more bets" to its last step;
    ``coups_per_hour`` is None before a coup has taken any time; ``median_payout_seconds``
    is over the payouts graded right (None if there was none); ``mistakes`` are the wrong
    steps in the order they were taken.
    """

    kinds: tuple[KindScore, ...]
    coups: int
    seconds: float
    coups_per_hour: float | None
    median_payout_seconds: float | None
    mistakes: tuple[GradedStep, ...]
    pace_target: int | None = None
    """The coups an hour the instructor expects at this table (the profile's target)."""

    @property
    def pace_ratio(self) -> float | None:
        """Coups per hour as a share of the target (1.0 = on target); None without either."""
        if self.coups_per_hour is None or not self.pace_target:
            return None
        return self.coups_per_hour / self.pace_target

    @property
    def on_pace(self) -> bool | None:
        """Whether the shoe was dealt at the target pace or faster (None: not measurable)."""
        ratio = self.pace_ratio
        return None if ratio is None else ratio >= 1.0

    @property
    def accuracy(self) -> float:
        total = sum(k.total for k in self.kinds)
        return sum(k.right for k in self.kinds) / total if total else 0.0


def score_card(
    steps: Sequence[GradedStep],
    coups: Sequence[CoupRecord],
    pace_target: int | None = None,
) -> ScoreCard:
    """The score card of ``steps`` and the finished ``coups`` of one session, against
    ``pace_target`` coups an hour (the table profile's :attr:`~TableRules.pace_target`)."""
    kinds: dict[str, list[int]] = {}
    for step in steps:
        counts = kinds.setdefault(step.kind, [0, 0])
        counts[0] += int(step.right)
        counts[1] += 1
    seconds = sum(max(0.0, coup.ended - coup.started) for coup in coups)
    payouts = [step.elapsed for step in steps if step.kind == "pay" and step.right]
    return ScoreCard(
        kinds=tuple(KindScore(kind, right, total) for kind, (right, total) in kinds.items()),
        coups=len(coups),
        seconds=seconds,
        coups_per_hour=len(coups) * SECONDS_PER_HOUR / seconds if seconds > 0 else None,
        median_payout_seconds=median(payouts) if payouts else None,
        mistakes=tuple(step for step in steps if not step.right),
        pace_target=pace_target,
    )
