"""The card holder and the VIP squeeze (Baccarat art. 16): who holds and turns each side's
cards, as plain functions of the accepted bets and the table's procedures.

At a table whose profile has a card holder (:attr:`Procedures.card_holder`) dealt with the
squeeze on (:attr:`~trainer.table.session.TableSettings.squeeze`), the four cards are dealt
face down (art. 7's order unchanged); the dealer then passes each side's first two cards to
its holder, the Player's first (art. 7: "the Player hand is turned over first"), and the
holder turns them. From flow 5 (:data:`~trainer.table.session.HOLDER_TURN_FROM`) the turn is
a moment of its own: the cards passed lie face down at the holder's seat while the holder
turns them, and the dealer waits, then takes them back face up (``take_back``) before the
next pass or any call; the dealer's own cards (no seated bet on a side) are turned at once.
A third card is passed on its own once its draw is decided (art. 16: "the
third card is not looked at together with the first two"). The totals and the result are
called only once the holders have turned the cards.

The holder of a side is the seated bettor with the largest bet on it (arts. 15, 16: a
standing bettor never holds); equal largest bets go as the house rule says
(:class:`~trainer.baccarat.procedures.HolderTie`); no seated bet on a side: the dealer turns
its cards (:data:`DEALER`). The session grades the dealer's pass against :func:`holder`, the
one place the choice is made.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from trainer.baccarat.bets import BetKind
from trainer.baccarat.procedures import HolderTie
from trainer.baccarat.settlement import Bet
from trainer.baccarat.table import TableRules
from trainer.baccarat.tableau import Hand
from trainer.cards import Card
from trainer.drills.model import Detail

DEALER = 0
"""The seat given for "the dealer turns the cards" (no table has a seat 0)."""

SIDE_KIND = {Hand.PLAYER: BetKind.PLAYER, Hand.BANKER: BetKind.BANKER}
"""The bet on a side whose largest stake holds that side's cards."""


def squeezing(table: TableRules, squeeze: bool) -> bool:
    """Whether the cards are squeezed: the squeeze is on and the table has a card holder; never
    at an automatic shuffler's table, which deals the cards face up (art. 7 (2))."""
    return squeeze and table.procedures.card_holder and not table.procedures.shuffler


@dataclass(frozen=True)
class HolderChoice:
    """Who holds a side's cards and why (art. 16): ``seat`` (:data:`DEALER`: the dealer turns
    them), the largest seated stake on the side (None: no seated bet on it), the seats that
    bet it (more than one: the house's ``tie`` rule chose)."""

    side: Hand
    seat: int
    largest: Decimal | None
    leaders: tuple[int, ...]
    tie: HolderTie

    def facts(self) -> tuple[Detail, ...]:
        """The choice as a step's fact (code ``card_holder``) for the feedback: whose cards,
        who holds them, the largest seated bet and the seats that bet it, the house's rule for
        equal bets."""
        return (("card_holder", {
            "side": self.side.value, "seat": self.seat,
            "amount": "" if self.largest is None else str(self.largest),
            "leaders": " ".join(str(seat) for seat in self.leaders), "tie": self.tie.value}),)


def holder_choice(side: Hand, bets: Iterable[Bet], seated: Collection[int], tie: HolderTie
                  ) -> HolderChoice:
    """:func:`holder` with its reasons, the one place the choice is made."""
    kind = SIDE_KIND[side]
    stakes: dict[int, Decimal] = {}
    for bet in bets:
        if bet.kind is kind and bet.seat in seated:
            stakes[bet.seat] = stakes.get(bet.seat, Decimal(0)) + bet.amount
    if not stakes:
        return HolderChoice(side, DEALER, None, (), tie)
    top = max(stakes.values())
    leaders = tuple(sorted(seat for seat, amount in stakes.items() if amount == top))
    if len(leaders) == 1 or tie is HolderTie.LOWEST_SEAT:
        seat = leaders[0]
    else:
        seat = leaders[-1] if tie is HolderTie.HIGHEST_SEAT else DEALER
    return HolderChoice(side, seat, top, leaders, tie)


def holder(side: Hand, bets: Iterable[Bet], seated: Collection[int], tie: HolderTie) -> int:
    """The seat that holds and turns ``side``'s cards (art. 16), or :data:`DEALER`: the
    seated bettor (``seated``: the seats with a seated player) whose bets on that side add
    up to the most; equal largest bets go by ``tie``."""
    return holder_choice(side, bets, seated, tie).seat


def holder_code(seat: int) -> str:
    """A holder as a step's code: ``holder:3``, or ``holder:dealer``."""
    return "holder:dealer" if seat == DEALER else f"holder:{seat}"


@dataclass(frozen=True)
class SqueezeView:
    """The squeeze as the felt shows it: whom each side's cards were passed to (side, seat;
    :data:`DEALER` for the dealer), how many of each hand's cards lie face down, and the side
    to pass and turn next (None: none)."""

    passed: tuple[tuple[Hand, int], ...]
    hidden: tuple[int, int]
    """Face-down cards: the Player's, the Banker's."""
    turning: Hand | None
    held: tuple[Hand, int, int] | None = None
    """The side whose holder is turning its cards now (flow 5), the holder's seat and how
    many of that side's cards lie face down at the seat (the rest, if any, in its box)."""


def held_view(hand: Hand, seat: int, player: Sequence[Card], banker: Sequence[Card],
              turned: Mapping[Hand, int]) -> tuple[Hand, int, int]:
    """:attr:`SqueezeView.held`: ``hand``'s cards not yet turned lie at ``seat``."""
    cards = player if hand is Hand.PLAYER else banker
    return hand, seat, len(cards) - turned.get(hand, 0)
