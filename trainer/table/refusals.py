"""Bets the dealer must refuse beyond their amounts (table flow 4), and art. 14 after a tie.

- A standing bettor's bet in a box a seated player holds (art. 15): with standing bettors at
  the table, one of them sometimes puts a bet on a seated player's spot.
- A bet pushed on after the cards are out (during the deal or the draws): no article of the Despacho
  names it (art. 13 lists the bets, art. 7 the deal); refusing it is the house procedure,
  as for a bet after "no more bets" before the first card.
- After a tie (art. 12) a bettor may withdraw or reduce a pushed bet: the house grants it
  even when the layout left is over the art. 14 difference limit, and the bet that then
  exceeds the limit is the one refused (:func:`over_difference`, from the engine's
  :func:`~trainer.table.personas.within_difference`).

Every new draw comes from a stream of its own (:class:`MoreFaults`), so that a shoe of an
older flow is dealt the same cards, bets and faults as before; each bet drawn is one the
engine would take where it stands (its only fault is who placed it, or when).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from trainer.baccarat.settlement import Bet, RefusalReason, bet_limits
from trainer.baccarat.table import TableRules
from trainer.table.personas import (
    MAIN_KINDS,
    FaultKind,
    OfferedBet,
    TieChange,
    engine_refusal,
    within_difference,
)

REDUCTIONS = frozenset({TieChange.WITHDRAW, TieChange.DECREASE})
"""The changes after a tie that lower a bet (art. 12: cancel, or change with reduction)."""

LAST_CARD = 5
"""A bet may be pushed on after the first to the fourth card of the deal (art. 7), or (5)
after the first third card (art. 9), when one is drawn."""


def grants_reduction(change: TieChange, reason: RefusalReason | None) -> bool:
    """Whether a request after a tie the engine refuses for ``reason`` is granted all the
    same: a withdrawal or a reduction refused only by the art. 14 difference (the engine
    checks each bet's own limits before the difference, so no other fault is hidden)."""
    return change in REDUCTIONS and reason is RefusalReason.DIFFERENCE_OVER_LIMIT


def over_difference(layout: Sequence[OfferedBet], table: TableRules) -> list[OfferedBet]:
    """``layout`` with each good bet that now takes the Banker/Player difference over the
    art. 14 limit made faulty (:attr:`FaultKind.DIFFERENCE`): the bets the engine's
    :func:`within_difference` holds back (the last of the larger side first)."""
    good = [o.bet for o in layout if o.fault is None]
    kept = set(within_difference(good, table))
    return [o if o.fault is not None or o.bet in kept else replace(o, fault=FaultKind.DIFFERENCE)
            for o in layout]


class MoreFaults:
    """The fault kinds of flow 4, drawn at ``rate`` from their own seeded ``rng``."""

    def __init__(self, rate: float, rng: random.Random, kinds: frozenset[FaultKind]) -> None:
        self.rate = rate
        self.rng = rng
        self.kinds = kinds

    def _free_bet(self, layout: Sequence[Bet], seats: Sequence[int],
                  table: TableRules) -> Bet | None:
        """A main bet of the table minimum in a box of ``seats`` without one of its kind,
        one the engine takes with ``layout`` (None when there is none)."""
        taken = {(b.seat, b.kind) for b in layout}
        free = [(s, k) for s in seats for k in MAIN_KINDS if (s, k) not in taken]
        self.rng.shuffle(free)
        for seat, kind in free:
            bet = Bet(kind, bet_limits(kind, table)[0], seat)
            if engine_refusal([*layout, bet], table) is None:
                return bet
        return None

    def standing_on_seat(self, layout: Sequence[OfferedBet], seated: Sequence[int],
                         standing: Sequence[int], table: TableRules) -> OfferedBet | None:
        """Perhaps a standing bettor's bet in a seated player's box (art. 15)."""
        if (FaultKind.STANDING_ON_SEAT not in self.kinds or not seated or not standing
                or self.rng.random() >= self.rate):
            return None
        good = [o.bet for o in layout if o.fault is None]
        bet = self._free_bet(good, sorted(seated), table)
        return None if bet is None else OfferedBet(bet, FaultKind.STANDING_ON_SEAT)

    def after_cards(self, accepted: Sequence[Bet], seats: Sequence[int],
                    table: TableRules) -> tuple[int, OfferedBet] | None:
        """Perhaps a bet pushed on after a card of the deal is out: the number of cards out
        when it comes (1 to 5: a fifth comes only if a third card is drawn) and the bet."""
        if FaultKind.AFTER_CARDS not in self.kinds or not seats or self.rng.random() >= self.rate:
            return None
        after = self.rng.randint(1, LAST_CARD)
        bet = self._free_bet(accepted, sorted(seats), table)
        return None if bet is None else (after, OfferedBet(bet, FaultKind.AFTER_CARDS))
