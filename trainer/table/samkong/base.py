"""What every step of a Sam Kong session reads and writes, and the one way a step is graded
(:meth:`SamKongBase._step`: grade, record, then apply), shared by the session's phases: the
shoe, bets, deal and calls in :mod:`trainer.table.samkong.session`, taking and paying in
:mod:`trainer.table.samkong.paying`."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from trainer.articles import Article
from trainer.cards import Shoe
from trainer.drills.model import Detail, Fault
from trainer.errors import TableActionRefused
from trainer.money import MAX_AMOUNT
from trainer.table.samkong.model import SamKongPhase, SamKongSettings, SamKongTableBet
from trainer.table.samkong.players import Bettor
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.samkong.round import Round, SamKongRoundRecord
from trainer.table.session import Action, GradedStep, Refusal
from trainer.table.steps import StepBook

ZERO = Decimal(0)
CELL = "samkong-table"
"""The head of every Sam Kong Table cell (``samkong-table:level``, ``samkong-table:pay:tie``)."""


def refused(code: Refusal, message: str) -> TableActionRefused:
    return TableActionRefused(code.value, message)


def whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_amount(value: object) -> bool:
    return isinstance(value, Decimal) and value.is_finite() and ZERO <= value <= MAX_AMOUNT


class SamKongBase(StepBook[GradedStep, Action]):
    """The session's state (set by :class:`~trainer.table.samkong.session.SamKongSession`)
    and its grading."""

    table: SamKongTableRules
    seed: int
    settings: SamKongSettings
    phase: SamKongPhase
    shoe: Shoe
    bettors: list[Bettor]
    boxes: dict[int, Decimal]
    house: Decimal
    on_layout: Decimal
    records: list[SamKongRoundRecord]
    _round: Round
    _standing: dict[SamKongTableBet, Article]
    _ending: bool

    def _bettor(self, number: int) -> Bettor:
        return next(b for b in self.bettors if b.number == number)

    def _open_round(self) -> None:
        """Seat the round's bets (the session's bets phase)."""
        raise NotImplementedError

    # ---- grading ------------------------------------------------------------------------

    def _step(self, name: str, args: tuple[object, ...], kind: str, cell: str, right: bool,
              expected: str, given: str, article: Article | None,
              apply: Callable[[], None] | None = None, *, fault: Fault | None = None,
              facts: tuple[Detail, ...] = ()) -> GradedStep:
        """Grade, record, then apply: a step the recorder did not take changes nothing."""
        now = self._clock()
        step = GradedStep(
            number=len(self.steps) + 1, coup=self._round.number, kind=kind,
            cell=f"{CELL}:{cell}", right=right, expected=expected, given=given,
            article=article, elapsed=now - self._last, fault=fault, retry=self._again,
            facts=facts,
        )
        return self._take(step, Action(name, args, now), apply)
