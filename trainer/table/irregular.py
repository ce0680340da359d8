"""Irregularities the app raises at the Table: an exposed card (art. 4) and misdeals
(art. 10), and what the dealer must do about each.

Art. 4: a card that comes out of the shoe face up stays valid and the coup goes on. Art. 10:
a dealing or drawing error is corrected at once; if it cannot be corrected the coup is void.
The digest (RULES.md) and the regulation texts agree on both (the Portuguese and Chinese
texts of art. 10: "deve ser corrigido imediatamente; caso a correção não possa ser feita, o
jogo será cancelado e anulado"; 應立即糾正，如無法更正，該局作廢); neither says case by
case which errors can be corrected, so the trainer reads them as follows (:data:`RULES`,
rules as data, graded and hinted from the same table):

* **Exposed card** (art. 4): a card of the deal or a third card comes out face up. It
  stays, the coup goes on; voiding the coup or burning the card is a mistake.
* **Two cards drawn together** (art. 10): the card due and the one under it come out
  together, face down. Correctable: the card due is dealt, the extra card (nobody has seen
  it, it belongs to no hand) is burnt, and the deal goes on.
* **A card on the wrong hand** (art. 10): a card of the deal laid face down before the hand
  art. 7 does not give it to. Correctable: nobody has seen it; it is moved to the hand it is
  due to.
* **A third card where the tableau says stand** (art. 10): a card given to a hand that
  stands (art. 9). Correctable: the card is no part of the coup; it is burnt and the coup
  goes on as the tableau says.
* **Cards out of order, found once the hands are turned** (art. 10): the fourth card was
  laid on the Player's side and the hands were turned before anyone noticed. It cannot be
  corrected: which hand each card belongs to would now be chosen with the cards seen,
  deciding the coup. The coup is void: every bet is returned, nothing is paid or taken
  (:attr:`~trainer.table.session.CoupRecord.void`).

Each coup draws from its own seeded stream (``table-irregular:<seed>``), only when the
table's ``irregularity_rate`` is above 0, whether an irregularity comes and which; a table
without them draws nothing, so its cards, players and faults are the same as before.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

from trainer.articles import Article, bac
from trainer.cards import Card


class Irregularity(Enum):
    """What the app makes go wrong in a coup."""

    EXPOSED = "exposed"
    """A card comes out of the shoe face up (art. 4)."""
    TWO_CARDS = "two_cards"
    """Two cards drawn together, face down (art. 10)."""
    WRONG_HAND = "wrong_hand"
    """A card of the deal laid face down before the wrong hand (art. 10)."""
    STAND_DRAWN = "stand_drawn"
    """A third card given to a hand the tableau says stands (art. 10)."""
    OUT_OF_ORDER_SEEN = "out_of_order_seen"
    """Cards dealt out of order, found only once the hands are turned (art. 10)."""


class Remedy(Enum):
    """The dealer's answer to an irregularity."""

    GO_ON = "go_on"
    """The card stays; the coup goes on."""
    CORRECT = "correct"
    """Correct the error at once (the extra card burnt, the card moved to its hand)."""
    BURN = "burn"
    """Burn the card the irregularity is about and deal on."""
    VOID = "void"
    """Void the coup: every bet returned, nothing paid or taken."""


@dataclass(frozen=True)
class IrregularRule:
    """What the dealer must do about one irregularity, and the article that says so."""

    remedy: Remedy
    article: Article


RULES: MappingProxyType[Irregularity, IrregularRule] = MappingProxyType({
    Irregularity.EXPOSED: IrregularRule(Remedy.GO_ON, bac(4)),
    Irregularity.TWO_CARDS: IrregularRule(Remedy.CORRECT, bac(10)),
    Irregularity.WRONG_HAND: IrregularRule(Remedy.CORRECT, bac(10)),
    Irregularity.STAND_DRAWN: IrregularRule(Remedy.CORRECT, bac(10)),
    Irregularity.OUT_OF_ORDER_SEEN: IrregularRule(Remedy.VOID, bac(10)),
})
"""The remedy of each irregularity (see the module docstring for why)."""

EXTRA_CARD = frozenset({Irregularity.TWO_CARDS, Irregularity.STAND_DRAWN})
"""The irregularities whose card no hand holds: it came out beside the coup's cards and, once
corrected, is burnt; the others' card is the last one laid in its hand."""

DEAL_CARDS = 4
"""The cards of the deal (art. 7); a card index from 4 on is a third card."""


@dataclass(frozen=True)
class Pending:
    """The irregularity a coup will meet: ``kind`` and ``at``, the index of the card it comes
    with (0-3 the deal, 4 and 5 the third cards in the order drawn); for
    :attr:`Irregularity.STAND_DRAWN`, None: it comes with the first hand that stands."""

    kind: Irregularity
    at: int | None


@dataclass(frozen=True)
class Raised:
    """An irregularity on the table, waiting for the dealer's answer: ``card`` is the card it
    is about (the exposed card, the extra card, the card on the wrong hand or given where the
    hand stands), ``hand`` the hand concerned ("player"/"banker")."""

    kind: Irregularity
    card: Card
    hand: str


def rule(kind: Irregularity) -> IrregularRule:
    """The remedy and article of ``kind`` (:data:`RULES`)."""
    return RULES[kind]


def is_void(kind: Irregularity) -> bool:
    """Whether the right answer to ``kind`` voids the coup."""
    return RULES[kind].remedy is Remedy.VOID


class IrregularityDealer:
    """Draws, coup by coup, the irregularity a coup meets at ``rate`` (0..1) from ``rng``
    (its own stream). At rate 0 it never draws."""

    def __init__(self, rate: float, rng: random.Random, face_up: bool = False) -> None:
        self.rate = rate
        self.rng = rng
        self.kinds = tuple(k for k in Irregularity if not (face_up and k is Irregularity.EXPOSED))
        """The kinds met: no exposed card where every card is dealt face up (a shuffler's
        table, art. 7 (2))."""

    def draw(self) -> Pending | None:
        """The irregularity of the next coup, or None."""
        if self.rate <= 0 or self.rng.random() >= self.rate:
            return None
        kind = self.rng.choice(self.kinds)
        if kind is Irregularity.EXPOSED:
            return Pending(kind, self.rng.randrange(DEAL_CARDS + 2))
        if kind in (Irregularity.TWO_CARDS, Irregularity.WRONG_HAND):
            return Pending(kind, self.rng.randrange(DEAL_CARDS))
        if kind is Irregularity.OUT_OF_ORDER_SEEN:
            return Pending(kind, DEAL_CARDS - 1)
        return Pending(kind, None)
