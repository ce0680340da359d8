"""The values a Sam Kong round is made of: its phases, a bet on the layout, the faults and
irregularities a round may meet (each with its article), the settings and the state a screen
shows. Plain frozen data; the round itself is
:class:`~trainer.table.samkong.session.SamKongSession`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum
from types import MappingProxyType

from trainer.articles import SK_PROCEDURE, Article, sk
from trainer.cards import Card
from trainer.samkong.bets import SamKongBetKind
from trainer.samkong.levels import DoorResult
from trainer.samkong.settlement import SamKongBet
from trainer.table.cash import CashRequest
from trainer.table.irregular import Remedy

BANKER = 0
"""The banker's hand, beside doors 1 to N, in a deal or a level call."""

FLOW_VERSION = 1
"""The round's flow a new Sam Kong shoe is dealt with; a later change to how a step is graded
bumps it and keeps the older flow for shoes recorded before (as the baccarat Table does)."""
FLOWS = frozenset({1})


class SamKongPhase(Enum):
    """The step of the round the dealer is on."""

    CUT = "cut"
    """Several decks: place the second cut card between the last 30 and 40 cards (art. 2)."""
    BURN = "burn"
    """Burn as many cards as decks (art. 2), after the shuffle and the cut."""
    BETS = "bets"
    """Bets are on the layout: answer a tied bet's bettor, refuse faulty bets, then no more
    bets (arts. 4, 7, 8)."""
    BURN_COUP = "burn_coup"
    """A shoe's later round: burn one card before the deal (art. 2)."""
    DEAL = "deal"
    """Three cards face down to each hand, clockwise from the first door, the banker last
    (art. 2); refuse a bet or a move pushed on after the cards are out first."""
    IRREGULAR = "irregular"
    """An irregularity of the deal (art. 2): the card stays, the error is corrected, or all
    dealt cards are void."""
    LEVELS = "levels"
    """Turn and name each hand's level (art. 5 and its annex)."""
    DOORS = "doors"
    """Call each door's result against the banker (arts. 6, 7)."""
    SETTLE = "settle"
    """Take the losing bets, then pay the winners in the profile's order; mark commission on
    a box table (arts. 7-10)."""
    CLOSE = "close"
    """The cut card's round is over (a box: every round): reshuffle before any bet (art. 3)."""
    SHOE_END = "shoe_end"
    """The session's rounds are dealt: collect every commission box left."""
    FINISHED = "finished"


SHOWN_FROM = frozenset({SamKongPhase.LEVELS, SamKongPhase.DOORS, SamKongPhase.SETTLE,
                        SamKongPhase.CLOSE, SamKongPhase.SHOE_END, SamKongPhase.FINISHED})
"""The phases in which the hands are turned face up (art. 5: turned and named) and stay so
until the next round's deal."""


class SamKongFault(Enum):
    """The faulty bets and requests the dealer must refuse; :data:`FAULT_ARTICLES` cites each."""

    OVER_MAX = "over_max"
    UNDER_MIN = "under_min"
    TIE_WITHOUT_DOOR = "tie_without_door"
    """A tie bet on a door with no bet against the banker (art. 8 (3))."""
    LATE_BET = "late_bet"
    """A bet pushed on after the cards are out."""
    MOVED = "moved"
    """A bettor moves a door bet to another door once the cards are out (art. 4)."""


FAULT_ARTICLES: Mapping[SamKongFault, Article] = MappingProxyType({
    SamKongFault.OVER_MAX: SK_PROCEDURE,  # the house's limits: no article fixes them
    SamKongFault.UNDER_MIN: SK_PROCEDURE,
    SamKongFault.TIE_WITHOUT_DOOR: sk(8, 3),
    SamKongFault.LATE_BET: SK_PROCEDURE,
    SamKongFault.MOVED: sk(4),
})
"""What each fault breaks (the engine cites no article for a table limit: the house's)."""

ENGINE_REASONS: Mapping[SamKongFault, str] = MappingProxyType({
    SamKongFault.OVER_MAX: "above_maximum",
    SamKongFault.UNDER_MIN: "below_minimum",
    SamKongFault.TIE_WITHOUT_DOOR: "tie_without_door_bet",
})
"""The engine's refusal (:func:`trainer.samkong.check_bets`) a layout fault must be: a faulty
bet is kept only when the engine refuses it for this reason."""

LATE_FAULTS = frozenset({SamKongFault.LATE_BET, SamKongFault.MOVED})
"""Faults that come once the cards are out, refused before the next card or call."""


class SamKongIrregularity(Enum):
    """What may go wrong in a Sam Kong deal (art. 2)."""

    EXPOSED = "exposed"
    """A card came out face up: it stays valid, the round goes on."""
    ORDER_CAUGHT = "order_caught"
    """A card went to the wrong hand and was caught at once, unseen: it is corrected."""
    ORDER_SEEN = "order_seen"
    """Cards went out of order and were seen: the error cannot be corrected, so every card
    dealt is void (the round is void, every bet returned)."""


REMEDIES: Mapping[SamKongIrregularity, Remedy] = MappingProxyType({
    SamKongIrregularity.EXPOSED: Remedy.GO_ON,
    SamKongIrregularity.ORDER_CAUGHT: Remedy.CORRECT,
    SamKongIrregularity.ORDER_SEEN: Remedy.VOID,
})
"""Art. 2: an exposed card stays valid; a dealing-order error is corrected, or all the dealt
cards are void. Every remedy cites art. 2."""


@dataclass(frozen=True)
class SamKongTableBet:
    """One bet on the layout: ``kind`` and ``amount``, the ``box`` it lies in (a door of the
    layout: for a door or tie bet the door it is on), the ``bettor`` who owns it and the
    ``point`` a point bet names. :attr:`engine` is the engine's bet."""

    kind: SamKongBetKind
    amount: Decimal
    box: int
    bettor: int
    point: int | None = None

    @property
    def engine(self) -> SamKongBet:
        door = self.box if self.kind.needs_door else None
        return SamKongBet(self.kind, self.amount, door, self.point)


@dataclass(frozen=True)
class OfferedSamKongBet:
    """A bet as a bettor offers it: ``fault`` is why the dealer must refuse it (hidden from
    the screen), ``moved_from`` the door a moved bet comes from."""

    bet: SamKongTableBet
    fault: SamKongFault | None = None
    moved_from: int | None = None


@dataclass(frozen=True)
class StandRequest:
    """A bettor whose bet stood (a tied door, odd/even on a banker 三公) asks to change it to
    ``wanted`` (0: withdraw it). Arts. 7 and 8 (1): it may be increased, never reduced."""

    bet: SamKongTableBet
    wanted: Decimal


@dataclass(frozen=True)
class SamKongSettings:
    """How the Sam Kong table is run: how many bettors, the fault and irregularity rates,
    the rounds (None: a shoe to its cut card, a box :data:`BOX_ROUNDS` rounds) and the flow."""

    bettors: int | None = None
    """Simulated bettors (None: drawn from the doors)."""
    fault_rate: float = 0.0
    fault_kinds: frozenset[SamKongFault] = frozenset(SamKongFault)
    irregularity_rate: float = 0.0
    rounds: int | None = None
    flow: int = FLOW_VERSION
    cash_steps: bool = False
    """Bettors buy in with notes and colour up when leaving (:mod:`trainer.table.samkong.cash`).
    Off by default: a shoe stored before cash steps existed has no such setting and replays
    as it was dealt."""

    def __post_init__(self) -> None:
        if self.flow not in FLOWS:
            raise ValueError(f"no such Sam Kong flow: {self.flow!r}")
        for name in ("fault_rate", "irregularity_rate"):
            rate = getattr(self, name)
            if not isinstance(rate, int | float) or isinstance(rate, bool) or not 0 <= rate <= 1:
                raise ValueError(f"{name} is from 0 to 1, not {rate!r}")
        if self.rounds is not None and not 1 <= self.rounds <= 10_000:
            raise ValueError(f"rounds are 1 or more, not {self.rounds!r}")
        if self.bettors is not None and not 1 <= self.bettors <= 12:
            raise ValueError(f"bettors are 1 to 12, not {self.bettors!r}")


BOX_ROUNDS = 6
"""A one-deck box deals this many rounds (each from a fresh shuffle) when no count is set."""


@dataclass(frozen=True)
class BettorView:
    number: int
    persona: str
    door: int
    """The door the bettor stands at (the box of the bets on the banker's hand)."""
    bankroll: Decimal


@dataclass(frozen=True)
class RaisedIrregularity:
    """An irregularity waiting for the dealer's answer: the card and the hand it is about."""

    kind: SamKongIrregularity
    hand: int
    card: Card


@dataclass(frozen=True)
class SamKongState:
    """What the Sam Kong table shows (frozen): faults are not shown, finding them is the
    dealer's job. ``hands`` are the doors' cards, door 1 first; ``levels`` and ``results``
    what the dealer has called right so far."""

    phase: SamKongPhase
    round: int
    doors: int
    is_box: bool
    bettors: tuple[BettorView, ...]
    layout: tuple[SamKongTableBet, ...]
    late: tuple[OfferedSamKongBet, ...]
    stands: tuple[StandRequest, ...]
    accepted: tuple[SamKongTableBet, ...]
    hands: tuple[tuple[Card | None, ...], ...]
    """Each door's cards; None: a card lying face down whose value a desk is not told
    (:func:`trainer.server.exam_table.samkong_face_up`; the dealing session holds every
    value)."""
    banker: tuple[Card | None, ...]
    levels: tuple[tuple[int, int], ...]
    results: tuple[tuple[int, DoorResult], ...]
    taken: tuple[SamKongTableBet, ...]
    paid: tuple[SamKongTableBet, ...]
    marked: tuple[SamKongTableBet, ...]
    boxes: tuple[tuple[int, Decimal], ...]
    cards_left: int
    shoe_cards: int
    cut_from_end: int
    cut_card_out: bool
    cutter: int | None
    """The bettor who cut with the cut card (None: the dealer cut, no bettor would)."""
    burnt: int
    irregular: RaisedIrregularity | None
    exposed: tuple[Card, ...]
    house: Decimal
    """The house's result so far: stakes taken and boxes collected, less what was paid."""
    on_layout: Decimal
    """Stakes on the layout (accepted this round, or standing from a tie)."""
    steps: int
    last_round: bool = False
    """The cut card is out: this round is the shoe's last (art. 3)."""
    void: tuple[int, ...] = field(default=())
    """Rounds voided by an uncorrectable dealing error (art. 2)."""
    cash: tuple[CashRequest, ...] = field(default=())
    """Notes to change or chips to colour up, waiting before no more bets (seat: the
    bettor's number)."""
    shoe_burnt: int = 0
    """The cards burnt from this shoe so far (the opening burn, then one a round): what the
    felt's corner says (``burnt`` is this round's, to burn before its deal)."""
