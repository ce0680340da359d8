"""What either game's Table does the same with its steps, in one place.

The baccarat :class:`~trainer.table.session.TableSession` and the Sam Kong
:class:`~trainer.table.samkong.session.SamKongSession` grade their steps by their own rules
but keep them one way: a :class:`StepBook` (the recorder, the clock, the steps and actions
taken so far) that takes a graded step by :meth:`StepBook._take` (recorded before it is
applied: a step the recorder did not take changes nothing), a shoe dealt again from its seed
and actions by :func:`replayed`, and a payout typed in the one-row entry read by
:func:`read_payout`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from decimal import Decimal
from typing import Any, Generic, Protocol, TypeVar

from trainer.baccarat.table import ChipPayout
from trainer.chips import Breakdown, ChipCountError, parse_chip_row
from trainer.errors import MoneyParseError
from trainer.money import parse_money


class Timed(Protocol):
    """An action as taken: the clock reading it was graded at."""

    @property
    def at(self) -> float: ...


StepT = TypeVar("StepT")
ActionT = TypeVar("ActionT", bound=Timed)
ActionT_contra = TypeVar("ActionT_contra", contravariant=True)


class StepBook(Generic[StepT, ActionT]):
    """The graded steps and actions of one session at the Table, of either game (both
    games' :class:`~trainer.table.session.GradedStep` and
    :class:`~trainer.table.session.Action`; generic only so that this module, below the
    sessions, names neither)."""

    recorder: Callable[[StepT], None] | None
    steps: list[StepT]
    actions: list[ActionT]
    acting: ActionT | None
    """The action being graded, with its clock reading, while the recorder stores its step
    (None otherwise): what a recorder stores with the step."""
    started: float
    _clock: Callable[[], float]
    _last: float
    _again: bool
    """The last step left the table as it was: the next one is a retry."""

    def _open_book(self, clock: Callable[[], float],
                   recorder: Callable[[StepT], None] | None) -> None:
        """No step yet; the session starts now (the clock's first reading: a replay's
        ``started``)."""
        self.recorder = recorder
        self._clock = clock
        self.steps = []
        self.actions = []
        self.acting = None
        self.started = clock()
        self._last = self.started
        self._again = False

    def _take(self, step: StepT, action: ActionT,
              apply: Callable[[], None] | None) -> StepT:
        """Record ``step`` (graded at ``action.at``), then ``apply`` it; no ``apply`` (a wrong
        step) leaves the table as it was, and the next step is a retry. If the recorder
        raises, nothing changes."""
        if self.recorder is not None:
            self.acting = action
            try:
                self.recorder(step)
            finally:
                self.acting = None
        self._last = action.at
        self.steps.append(step)
        self._again = apply is None
        self.actions.append(action)
        if apply is not None:
            apply()
        return step


class Applies(Protocol[ActionT_contra]):
    """A session that takes actions (either game's)."""

    def apply(self, action: ActionT_contra, /) -> object: ...


SessionT = TypeVar("SessionT", bound="Applies[Any]")


def replayed(make: Callable[[Callable[[], float]], SessionT], actions: Sequence[Timed],
             started: float) -> SessionT:
    """The session ``make`` builds on a clock that reads ``started`` and then each action's
    time, with ``actions`` taken again (e.g. after a kill): the same steps, with the same
    times, and the same table."""
    times: Iterator[float] = iter([started, *(a.at for a in actions)])
    session = make(lambda: next(times))
    for action in actions:
        session.apply(action)
    return session


class PayoutTable(Protocol):
    """What reading a payout needs of a table's rules (either game's profile)."""

    @property
    def chip_payout(self) -> ChipPayout: ...

    @property
    def chips(self) -> tuple[Decimal, ...]: ...


def read_payout(text: str, table: PayoutTable) -> Breakdown | Decimal:
    """A payout as typed in the one-row entry: chips ("2x1k 3x100 50"); on a table graded on
    the amount only (:attr:`ChipPayout.AMOUNT`) also the amount ("1,140"), which comes first.
    Raises :class:`ChipCountError` for a row that is no chips (:class:`MoneyParseError` on an
    amount table when it is neither)."""
    if table.chip_payout is not ChipPayout.AMOUNT:
        return parse_chip_row(text, table.chips)
    try:
        return parse_money(text)
    except MoneyParseError as money_error:
        try:
            return parse_chip_row(text, table.chips)
        except ChipCountError:
            raise money_error from None
