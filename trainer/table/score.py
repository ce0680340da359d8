"""The Table's score card (Clock mode): accuracy per step kind, coups per hour and
the median seconds per payout, from the graded steps and finished coups of a session.

Plain data for the screen; nothing here grades: the steps were graded by the session.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from statistics import median

from trainer.drills.model import Fault
from trainer.table.session import (
    FLOW_VERSION,
    Action,
    CoupRecord,
    GradedStep,
    TableSession,
    TableState,
    counted_records,
)

SECONDS_PER_HOUR = 3600.0


@dataclass(frozen=True)
class KindScore:
    """How many steps of one kind were right: a step kind of the score card (``take``,
    ``pay``, ``order``, ``fault``...) or a stored step's cell in Progress (``pay:banker``,
    ``fault:over_max``...; :func:`trainer.stats.table.step_accuracy`)."""

    kind: str
    right: int
    total: int
    not_fewest: int = 0
    """Of the wrong steps, those whose only fault was the right amount in more chips than
    needed (:attr:`~trainer.drills.model.Fault.NOT_FEWEST_CHIPS`): counted wrong, and apart,
    as Practice's payout drill counts them."""

    @property
    def accuracy(self) -> float:
        return self.right / self.total if self.total else 0.0

    @property
    def wrong(self) -> int:
        return self.total - self.right


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
    void: int = 0
    """Coups voided by a misdeal that could not be corrected (art. 10), with no money moved:
    apart from ``coups`` and the pace from flow 5, counted in them before
    (:data:`~trainer.table.session.VOID_NOT_COUNTED_FROM`)."""

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

    @property
    def not_fewest(self) -> int:
        """Payouts of the right amount in more chips than needed (the lesser fault)."""
        return sum(k.not_fewest for k in self.kinds)


def kind_scores(graded: Iterable[tuple[str, bool, str | None]]) -> tuple[KindScore, ...]:
    """Right, total and not-fewest-chips steps per kind, from ``(kind, right, fault)``
    (``fault``: a :class:`~trainer.drills.model.Fault` value or None, as stored); kinds in
    the order first seen."""
    counts: dict[str, list[int]] = {}
    for kind, right, fault in graded:
        tally = counts.setdefault(kind, [0, 0, 0])
        tally[0] += int(right)
        tally[1] += 1
        tally[2] += int(not right and fault == Fault.NOT_FEWEST_CHIPS.value)
    return tuple(KindScore(kind, right, total, lesser)
                 for kind, (right, total, lesser) in counts.items())


def score_card(
    steps: Sequence[GradedStep],
    coups: Sequence[CoupRecord],
    pace_target: int | None = None,
    flow: int = FLOW_VERSION,
) -> ScoreCard:
    """The score card of ``steps`` and the finished ``coups`` of one session, against
    ``pace_target`` coups an hour (the table profile's :attr:`~TableRules.pace_target`), as
    the session's ``flow`` counts them (:func:`~trainer.table.session.counted_records`):
    from flow 5 a void coup is left out of the pace, its count and its time (an irregularity
    the app raised neither slows nor speeds the dealer), as Progress leaves it out."""
    counted = counted_records(coups, flow)
    seconds = sum(max(0.0, coup.ended - coup.started) for coup in counted)
    dealt = len(counted)
    payouts = [step.elapsed for step in steps if step.kind == "pay" and step.right]
    return ScoreCard(
        kinds=kind_scores((step.kind, step.right, None if step.fault is None
                           else step.fault.value) for step in steps),
        coups=dealt,
        seconds=seconds,
        coups_per_hour=dealt * SECONDS_PER_HOUR / seconds if seconds > 0 else None,
        median_payout_seconds=median(payouts) if payouts else None,
        mistakes=tuple(step for step in steps if not step.right),
        pace_target=pace_target,
        void=sum(1 for coup in coups if coup.void),
    )


@dataclass(frozen=True)
class MistakeScene:
    """A wrong step with the table as it was when it was taken (the score card re-draws it).

    ``state`` is the table just before the step (cards, bets on the felt, boxes); ``given``
    is the action the trainee took; ``right`` is the action the engine wanted then (its
    name and arguments, as :meth:`TableSession.next_right` gives them).
    """

    step: GradedStep
    state: TableState
    given: Action
    right: tuple[str, tuple[object, ...]]


def mistake_scene(session: TableSession, step: GradedStep) -> MistakeScene:
    """Re-deal ``session`` from its seed up to ``step`` (one of its wrong steps) and return
    the table as it stood then. The live session is not touched.

    Raises
    ------
    ValueError
        If ``step`` is not one of the session's steps.
    """
    index = step.number - 1
    if not 0 <= index < len(session.steps) or session.steps[index] != step:
        raise ValueError(f"step {step.number} is not a step of this session")
    before = TableSession.replay(
        session.table, session.seed, session.actions[:index], session.started,
        session.settings,
    )
    return MistakeScene(step, before.state(), session.actions[index], before.next_right())
