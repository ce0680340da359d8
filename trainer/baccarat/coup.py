"""Playing a coup: dealing order (art. 7), drawing (art. 9), winner (arts. 11, 12), pairs (13)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum
from functools import cached_property

from trainer.articles import Article, bac
from trainer.baccarat.tableau import NATURALS, DrawDecision, banker_rule, player_rule
from trainer.cards import Card
from trainer.errors import DealError


class Outcome(Enum):
    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"


def hand_total(cards: Iterable[Card]) -> int:
    """Sum of the cards' points modulo 10 (art. 5)."""
    return sum(c.points for c in cards) % 10


def is_pair(cards: tuple[Card, ...]) -> bool:
    """The first two cards have the same rank, suit ignored (art. 13): J-J yes, J-Q no."""
    return len(cards) >= 2 and cards[0].rank == cards[1].rank


@dataclass(frozen=True)
class Coup:
    """A finished coup: the two hands as dealt and everything a dealer calls from them."""

    player: tuple[Card, ...]
    banker: tuple[Card, ...]

    def __post_init__(self) -> None:
        if not (2 <= len(self.player) <= 3 and 2 <= len(self.banker) <= 3):
            raise DealError("each hand has two or three cards (art. 9)")

    # Cached: settling a full table asks each bet's result, and the hands never change.
    @cached_property
    def player_total(self) -> int:
        return hand_total(self.player)

    @cached_property
    def banker_total(self) -> int:
        return hand_total(self.banker)

    @property
    def player_two_card_total(self) -> int:
        return hand_total(self.player[:2])

    @property
    def banker_two_card_total(self) -> int:
        return hand_total(self.banker[:2])

    @property
    def player_third(self) -> Card | None:
        return self.player[2] if len(self.player) == 3 else None

    @property
    def banker_third(self) -> Card | None:
        return self.banker[2] if len(self.banker) == 3 else None

    @cached_property
    def outcome(self) -> Outcome:
        """The higher final total wins (art. 11); equal totals tie (art. 12)."""
        if self.player_total > self.banker_total:
            return Outcome.PLAYER
        if self.banker_total > self.player_total:
            return Outcome.BANKER
        return Outcome.TIE

    @property
    def outcome_article(self) -> Article:
        return bac(12) if self.outcome is Outcome.TIE else bac(11)

    @property
    def player_pair(self) -> bool:
        return is_pair(self.player)

    @property
    def banker_pair(self) -> bool:
        return is_pair(self.banker)

    @property
    def player_natural(self) -> bool:
        return self.player_two_card_total in NATURALS

    @property
    def banker_natural(self) -> bool:
        return self.banker_two_card_total in NATURALS

    @property
    def natural(self) -> bool:
        """Either hand has 8 or 9 on two cards: nobody draws (art. 9 (2))."""
        return self.player_natural or self.banker_natural

    @property
    def player_decision(self) -> DrawDecision:
        """The Player's draw-or-stand decision and its clause."""
        return player_rule(self.player_two_card_total, self.banker_two_card_total)

    @property
    def banker_decision(self) -> DrawDecision:
        """The Banker's draw-or-stand decision and its clause."""
        return banker_rule(
            self.banker_two_card_total, self.player_third, self.player_two_card_total
        )

    @property
    def decisions(self) -> tuple[DrawDecision, DrawDecision]:
        return self.player_decision, self.banker_decision

    @property
    def cards_in_dealing_order(self) -> tuple[Card, ...]:
        """P, B, P, B, then the Player's and the Banker's third cards (arts. 7, 9)."""
        order = [self.player[0], self.banker[0], self.player[1], self.banker[1]]
        order += self.player[2:] + self.banker[2:]
        return tuple(order)

    def is_legal(self) -> bool:
        """Whether the hands were drawn as art. 9 demands."""
        p = self.player_decision
        if p.draws != (len(self.player) == 3):
            return False
        try:
            b = self.banker_decision
        except ValueError:
            return False
        return b.draws == (len(self.banker) == 3)

    @property
    def banker_wins_with_six(self) -> bool:
        """Lucky 6 (56/2018) and the no-commission 6 (art. 18 (2))."""
        return self.outcome is Outcome.BANKER and self.banker_total == 6


def play_coup(cards: Iterable[Card]) -> Coup:
    """Deal a coup from ``cards`` in dealing order: P, B, P, B, then third cards per art. 9.

    Consumes only the cards the coup needs from an iterator (a shoe, say); a list may hold
    more cards than needed. Raises :class:`DealError` if there are too few.
    """
    source: Iterator[Card] = iter(cards)

    def take() -> Card:
        try:
            return next(source)
        except StopIteration:
            raise DealError("not enough cards to finish the coup") from None

    p1, b1, p2, b2 = take(), take(), take(), take()
    player: tuple[Card, ...] = (p1, p2)
    banker: tuple[Card, ...] = (b1, b2)
    if player_rule(hand_total(player), hand_total(banker)).draws:
        player = (*player, take())
    third = player[2] if len(player) == 3 else None
    if banker_rule(hand_total(banker), third, hand_total(player[:2])).draws:
        banker = (*banker, take())
    return Coup(player, banker)


def coup_from_hands(player: Iterable[Card], banker: Iterable[Card]) -> Coup:
    """A coup from its two hands as shown on a table; checks art. 9 was followed."""
    coup = Coup(tuple(player), tuple(banker))
    if not coup.is_legal():
        raise DealError("these hands were not drawn as Baccarat art. 9 demands")
    return coup
