"""The shoe's life at its two ends, under :attr:`~trainer.table.session.TableSettings.shoe_life`:
demonstration coups before the first real coup (Baccarat art. 2) and the last coup, the
reshuffle, new decks for a damaged card and the house's change of shoe (art. 3).

A demonstration coup is asked by a simulated player at coup 1, before any bet is taken. The
dealer grants it (G) or refuses it (F): up to :data:`~trainer.cards.MAX_DEMONSTRATION_COUPS`
a shoe where the profile allows them (:attr:`Procedures.demonstration_coups`), none where it
does not. A granted demonstration coup is dealt face up by the table from the shoe, with no
bets: it settles nothing, so there is nothing to grade in its cards that every real coup
does not grade already; what art. 2 asks of the dealer is how many, and that no bet rides
on it. Calling "no more bets" while a player waits for a demonstration coup takes the
layout's bets on it: a mistake (art. 2).

Once the cut card is out (:attr:`Shoe.cut_card_out`), the dealer announces the last coup in
the profile's reading of art. 3 (:class:`~trainer.cards.LastCoupRule`: "this coup and one
more", or "this coup is the last") before the result of that coup is called; the shoe's
:attr:`Shoe.last_coup_number` follows the same reading. After the last coup (or after the
pit boss asks for a new shoe between coups) the table waits in ``Phase.CLOSE``: the boxes are
collected, then the dealer shuffles (``close_shoe``); calling "no more bets" there deals a
coup past the last one (art. 3). A damaged or marked card found in the deal means new decks
(art. 3): the dealer stops and calls for them before anything else; the shoe then ends after
that coup.

The events draw from their own seeded stream (``table-end:<seed>``), only when the setting is
on: the players', faults' and shoe's streams deal as before.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from trainer.articles import PROCEDURE, Article, bac
from trainer.baccarat.coup import hand_total
from trainer.baccarat.procedures import Procedures
from trainer.baccarat.tableau import banker_rule, player_rule
from trainer.cards import MAX_DEMONSTRATION_COUPS, Card, LastCoupRule, Shoe

DEMO_CHANCE = 0.4
"""The chance a player asks for demonstration coups at the start of a shoe."""
MAX_ASKS = MAX_DEMONSTRATION_COUPS + 1
"""A player asks for at most one more than art. 2 allows (the fourth is to be refused)."""
DAMAGED_SHARE = 0.05
"""Of the irregularity rate: the chance a coup's deal brings out a damaged or marked card
(rare: at the Full VIP rate, about one shoe in three)."""
HOUSE_SHARE = 0.03
"""Of the irregularity rate: the chance the pit boss asks for a new shoe after a coup."""


class CloseReason(Enum):
    """Why the shoe is to be closed (``Phase.CLOSE``)."""

    LAST_COUP = "last_coup"
    """The last coup of art. 3 is dealt: reshuffle."""
    HOUSE = "house"
    """The house changes the shoe after a coup (art. 3): close it after the settlement."""


@dataclass(frozen=True)
class DemoCoup:
    """A demonstration coup as the table dealt it face up: its hands (art. 2)."""

    player: tuple[Card, ...]
    banker: tuple[Card, ...]


@dataclass(frozen=True)
class LifeView:
    """What the felt shows of the shoe's ends (part of :class:`TableState`)."""

    demo_asked: bool = False
    """A player waits for an answer about a demonstration coup."""
    demos: tuple[DemoCoup, ...] = ()
    announced: LastCoupRule | None = None
    """The last coup as the dealer announced it."""
    cut_card_out: bool = False
    damaged: Card | None = None
    """A damaged or marked card out on the layout, waiting for "new decks"."""
    new_decks: bool = False
    """New decks were called: this coup is the shoe's last."""
    close: CloseReason | None = None
    last_coup: int | None = None
    """The number of the shoe's last coup (art. 3, in the house's reading), once the dealer
    has announced it; None before."""


def demo_code(grant: bool) -> str:
    return "demo:grant" if grant else "demo:refuse"


def last_code(reading: LastCoupRule) -> str:
    return f"last:{reading.value}"


class ShoeEnd:
    """The state of the shoe's two ends for one session (mutable, the session's private
    part). Every decision the session grades with comes from here."""

    def __init__(self, on: bool, procedures: Procedures, rate: float,
                 rng: random.Random, *, limited: bool = False) -> None:
        self.on = on
        self.limited = limited
        """A coup limit holds (from table flow 5): no damaged card and no change of shoe by
        the house, which would end the shoe short of the coups asked."""
        # Art. 2: with an automatic shuffler the cards are dealt directly, without the start
        # procedure: nobody asks for a demonstration coup there.
        self.allowed = procedures.demonstration_coups and not procedures.shuffler
        self.reading = procedures.last_coup
        self.rate = rate if on else 0.0
        self._rng = rng
        self.asks = 0
        if on and not procedures.shuffler and rng.random() < DEMO_CHANCE:
            self.asks = rng.randint(1, MAX_ASKS)
        self.demos: list[DemoCoup] = []
        self.announced: LastCoupRule | None = None
        self.damaged_at: int | None = None
        """The card of this coup's deal (1-4) that comes out damaged; None: none."""
        self.damaged: Card | None = None
        self.new_decks = False
        self.close: CloseReason | None = None

    # ---- demonstration coups (art. 2) ---------------------------------------------------

    @property
    def demo_asked(self) -> bool:
        return self.asks > 0

    def demo_expected(self) -> tuple[bool, Article]:
        """Whether the waiting request is to be granted, and the article that says so."""
        if not self.allowed:
            return False, PROCEDURE
        return len(self.demos) < MAX_DEMONSTRATION_COUPS, bac(2, 2)

    def answered(self, grant: bool, shoe: Shoe) -> None:
        """A right answer: deal the demonstration coup face up, or the player stops asking."""
        if not grant:
            self.asks = 0
            return
        shoe.deal_demonstration_coup()
        self.asks -= 1
        player = [shoe.draw(), ]
        banker = [shoe.draw()]
        player.append(shoe.draw())
        banker.append(shoe.draw())
        p2, b2 = hand_total(player), hand_total(banker)
        third: Card | None = None
        if player_rule(p2, b2).draws:
            third = shoe.draw()
            player.append(third)
        if banker_rule(b2, third, p2).draws:
            banker.append(shoe.draw())
        self.demos.append(DemoCoup(tuple(player), tuple(banker)))

    # ---- the last coup (art. 3) ---------------------------------------------------------

    def announce_due(self, shoe: Shoe) -> bool:
        return self.on and shoe.cut_card_out and self.announced is None

    def call_due(self, shoe: Shoe) -> LastCoupRule:
        """The announcement due: the house's reading; but when the coup the cut card came out
        in ended without one (a void coup, art. 10), the coup now dealt is the last one of the
        "one more" reading, and it is announced as the last (art. 3)."""
        if self.reading is LastCoupRule.ONE_MORE and shoe.last_coup_number is not None and (
                shoe.coups_started >= shoe.last_coup_number):
            return LastCoupRule.THIS_COUP
        return self.reading

    # ---- a damaged card, the house's change (art. 3) -------------------------------------

    def coup_started(self) -> None:
        """Draw whether this coup's deal brings out a damaged card (and which)."""
        self.damaged_at = None
        if self.rate > 0 and not self.limited and not self.new_decks and self._rng.random() < (
                self.rate * DAMAGED_SHARE):
            self.damaged_at = self._rng.randint(1, 4)

    def dealt(self, count: int, card: Card) -> None:
        """The ``count``-th card of the deal is out: is it the damaged one?"""
        if self.damaged_at == count:
            self.damaged = card

    def closes(self, shoe: Shoe) -> bool:
        """Called as a coup ends: whether the shoe ends now, and (:attr:`close`) whether the
        dealer is to close it. After new decks the shoe ends with no closing step."""
        if not self.on:
            return False
        if self.new_decks:
            return True
        if shoe.is_last_coup_done:
            self.close = CloseReason.LAST_COUP
        elif self.rate > 0 and not self.limited and self._rng.random() < (
                self.rate * HOUSE_SHARE):
            self.close = CloseReason.HOUSE
        return self.close is not None

    def view(self, shoe: Shoe) -> LifeView:
        if not self.on:
            return LifeView()
        last = shoe.last_coup_number if self.announced is not None else None
        return LifeView(self.demo_asked, tuple(self.demos), self.announced,
                        shoe.cut_card_out, self.damaged, self.new_decks, self.close, last)
