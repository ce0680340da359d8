"""The dealer's table as a state machine: a shoe, seats, bets, commission boxes and
the step the dealer is on. Every action the dealer takes returns a :class:`GradedStep`.

The engine grades everything: dealing order (art. 7), totals (art. 5), draws
(:mod:`trainer.baccarat.tableau`), the result (:class:`~trainer.baccarat.coup.Coup`), what each
bet wins, pays and marks (:func:`~trainer.baccarat.settlement.settle`), the fewest chips
(:func:`trainer.drills.lines.chips_verdict`, as Practice grades them) and the commission boxes
(:class:`~trainer.baccarat.settlement.CommissionBox`). Nothing here restates a rule.

A wrong step changes nothing on the table: the dealer must then do the right thing (art. 10,
a dealing error is corrected at once). An action that makes no sense at this point (out of
turn, on an empty seat, with junk amounts or chips) raises :class:`TableActionRefused` and is
neither graded nor recorded.

The session is rebuilt from its seed, settings and :attr:`TableSession.actions`
(:meth:`TableSession.replay`): the shoe, the players and the faults all come from the seed.

Why one file over 600 lines: every action checks the phase it belongs to, grades against
the engine and changes the same table state; split by action, each module would reach into
the others' state (the replay from recorded actions needs them all in one place).
"""

from __future__ import annotations

import inspect
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from enum import Enum
from typing import Any, ClassVar, Protocol

from trainer.articles import PROCEDURE, Article, bac
from trainer.baccarat.coup import Coup, Outcome, hand_total
from trainer.baccarat.procedures import CutBy
from trainer.baccarat.settlement import (
    Bet,
    BetResult,
    BetSettlement,
    CommissionBox,
    Settlement,
    settle,
    validate_bets,
)
from trainer.baccarat.table import (
    ChipPayout,
    CommissionMode,
    PayOrder,
    TableRules,
    TieBets,
    colour_chips_ok,
    colour_payout,
)
from trainer.baccarat.tableau import DrawDecision, Hand, banker_rule, player_rule
from trainer.cards import Burn, BurnMethod, Card, LastCoupRule, Shoe
from trainer.chips import (
    Breakdown,
    chip_breakdown,
    parse_chip_row,
    read_amount,
)
from trainer.drills.lines import chips_fault, chips_text, chips_verdict
from trainer.drills.model import Detail, Fault
from trainer.errors import TableActionRefused
from trainer.money import MAX_AMOUNT, normalize
from trainer.table.cash import (
    CashDesk,
    CashKind,
    CashRequest,
    CashTable,
    chips_right,
    expected_chips,
)
from trainer.table.explain import (
    bet_facts,
    chip_facts,
    draw_facts,
    result_facts,
    settle_facts,
)
from trainer.table.irregular import (
    EXTRA_CARD,
    Irregularity,
    IrregularityDealer,
    Pending,
    Raised,
    Remedy,
    is_void,
    rule,
)
from trainer.table.personas import (
    MAIN_KINDS,
    FaultInjector,
    FaultKind,
    OfferedBet,
    Persona,
    TieChange,
    bet_stack,
    engine_refusal,
    fault_article,
    make_persona,
    persona_bets,
    tie_change,
    within_difference,
)
from trainer.table.refusals import MoreFaults, grants_reduction, over_difference
from trainer.table.shoe_end import CloseReason, LifeView, ShoeEnd, demo_code, last_code
from trainer.table.shoe_life import (
    ShoeLife,
    burn_each_coup,
    cut_verdict,
    hinted_cut,
    shoe_size,
)
from trainer.table.squeeze import (
    DEALER,
    SqueezeView,
    held_view,
    holder,
    holder_choice,
    holder_code,
    squeezing,
)
from trainer.table.steps import StepBook, replayed
from trainer.table.steps import read_payout as read_payout

ZERO = Decimal(0)
_DEAL_ORDER = (Hand.PLAYER, Hand.BANKER, Hand.PLAYER, Hand.BANKER)
_SIGNATURES: dict[tuple[type, str],
                  tuple[inspect.Signature, tuple[int, float] | None]] = {}
"""Each action method's signature (of the bound method) and the positional arguments it
takes (:func:`_arity`), by session class and name."""
"""Art. 7: one card at a time, alternately, Player first."""

FLOW_VERSION = 5
"""The coup's flow a new shoe is dealt with (:attr:`TableSettings.flow`).

1. The first flow: the totals, both third-card decisions (asked on a natural too, where the
   right answer is "stand"), the result.
2. On a natural (art. 9 (2)) the totals lead straight to the result; when a third
   card was drawn, the final totals are called (art. 5) before the result; a payout of the
   right amount in more chips than needed is the lesser fault and pays the bet
   (:data:`NOT_FEWEST_PAYS_FROM`).
3. A side bet (Tie, a pair, Lucky 6) may be placed over its own maximum, a fault to refuse
   (:data:`SIDE_FAULTS_FROM`); the losing bets are taken in the profile's take-and-pay order
   (:class:`PayOrder`): each losing side (bet kind) from the first seat of that order on,
   seat by seat or a side at a time; a take out of that order is its own mistake, house
   procedure (:data:`TAKE_ORDER_FROM`).
4. A pushed bet's withdrawal or reduction after a tie is granted whatever art. 14 says
   (art. 12); a bet the layout then holds over the difference limit is the one refused
   (:data:`TIE_WITHDRAW_FROM`).
5. At a card holder's table (art. 16) the holder's turn is a moment of its own: the cards
   passed lie face down at the holder's seat until the dealer, having waited for the holder
   to turn them, takes them back face up (:data:`HOLDER_TURN_FROM`).
   A coup voided by art. 10 does not count toward the coup limit (an exam section's coup
   target) or the pace, its count or its time; the coup dealt in its place does
   (:data:`VOID_NOT_COUNTED_FROM`). Under a coup limit no damaged card or change of shoe by
   the house ends the shoe early (:data:`LIMITED_SHOE_FROM`).

A shoe (kept, or an exam's Table section) recorded with an older flow is replayed with that
flow: its actions are the steps as that flow asked them, its bets the ones it dealt."""
FLOWS = frozenset({1, 2, 3, 4, 5})

COUP_MOST_CARDS = 7
"""The most cards a coup deals: six, and an irregularity's extra card (two drawn together, a
third card given where the hand stands)."""


class Phase(Enum):
    """The step of the coup the dealer is on."""

    BETS = "bets"
    """Bets are on the layout: refuse the faulty ones, collect boxes due, then no more bets."""
    DEAL = "deal"
    """Deal four cards, P B P B (art. 7); refuse any bet placed after "no more bets" first."""
    TOTALS = "totals"
    """Call the two hands' totals (art. 5)."""
    DRAW_PLAYER = "draw_player"
    """Decide the Player's third card (art. 9 (1), (2))."""
    DRAW_BANKER = "draw_banker"
    """Decide the Banker's third card (art. 9 (3), (4))."""
    PASS = "pass"
    """A card holder's table with the squeeze on (art. 16): pass each side's first two cards,
    face down, to its holder (the Player's first), who turns them."""
    PASS_THIRD = "pass_third"
    """A third card was drawn face down at a card holder's table: pass it on its own to its
    side's holder (art. 16), who turns it."""
    TURN = "turn"
    """Cards passed to a seated holder lie face down at the seat while the holder turns them
    (art. 16, flow 5): wait, then take them back face up before any call."""
    FINAL_TOTALS = "final_totals"
    """A third card was drawn: call the hands' final totals (art. 5), as the dealer calls
    them aloud before the result (flow 2)."""
    RESULT = "result"
    """Call the result: winner, pairs, natural, Banker's winning 6."""
    SETTLE = "settle"
    """Take every losing bet, then pay the winners seat by seat; mark commission."""
    IRREGULAR = "irregular"
    """An irregularity the app raised (:mod:`trainer.table.irregular`): the card stays
    (art. 4), the error is corrected, or the coup is void (art. 10)."""
    SHOE_END = "shoe_end"
    """The shoe is over: collect every commission box left."""
    CLOSE = "close_shoe"
    """The last coup is dealt, or the house changes the shoe (art. 3): collect every box
    left, then shuffle (:mod:`trainer.table.shoe_end`)."""
    FINISHED = "finished"
    CUT = "cut"
    """The shoe is shuffled: place the white cut card (art. 2), where the profile's cutter
    cut (:attr:`TableSettings.shoe_life`)."""
    BURN = "burn"
    """Burn the cards the profile's option of art. 2 says (a, b or c)."""
    BURN_COUP = "burn_coup"
    """Burn the cards the house burns before each coup's deal (art. 8)."""


class Refusal(Enum):
    """Codes of :class:`TableActionRefused` (the UI words them)."""

    OUT_OF_TURN = "out_of_turn"
    NO_SUCH_BET = "no_such_bet"
    EMPTY_SEAT = "empty_seat"
    BAD_SEAT = "bad_seat"
    BAD_AMOUNT = "bad_amount"
    BAD_CHIPS = "bad_chips"
    BAD_TOTAL = "bad_total"
    BAD_CHOICE = "bad_choice"
    ALREADY_SETTLED = "already_settled"
    NO_BOXES = "no_boxes"
    BOX_NOT_DUE = "box_not_due"
    NO_CASH = "no_cash"
    """No notes or chips to change at that seat."""
    COUNT_FIRST = "count_first"
    """A buy-in's chips before its notes are counted."""


_COUP_PHASES = frozenset({Phase.DEAL, Phase.TOTALS, Phase.DRAW_PLAYER, Phase.DRAW_BANKER,
                          Phase.FINAL_TOTALS, Phase.RESULT})
"""The steps of a coup from the first card to the result (the last coup is announced there)."""


def _refuse(code: Refusal, message: str) -> TableActionRefused:
    return TableActionRefused(code.value, message)


def tray_chips(chips: object, tray: Sequence[Decimal]) -> Breakdown:
    """``chips`` as handed over, ((chip, count), ...) of the ``tray``'s chips (either game's
    table); anything else is refused (``bad_chips``), never graded."""
    if not isinstance(chips, tuple | list) or not chips:
        raise _refuse(Refusal.BAD_CHIPS, "pay with one or more chips of the tray")
    given: list[tuple[Decimal, int]] = []
    for item in chips:
        if not isinstance(item, tuple | list) or len(item) != 2:
            raise _refuse(Refusal.BAD_CHIPS, f"not (chip, count): {item!r}")
        chip, count = item
        if not isinstance(chip, Decimal) or chip.is_nan() or chip not in tray:
            raise _refuse(Refusal.BAD_CHIPS, f"the tray has no {chip!r} chip")
        if isinstance(count, bool) or not isinstance(count, int) or not 0 < count <= 10**6:
            raise _refuse(Refusal.BAD_CHIPS, f"not a number of chips: {count!r}")
        given.append((chip, count))
    return tuple(given)


def _arity(signature: inspect.Signature) -> tuple[inspect.Signature, tuple[int, float] | None]:
    """``signature`` with the fewest and most positional arguments it binds, when those
    alone say whether it binds (None: its parameters are of another kind, ask it)."""
    low, high = 0, 0.0
    for parameter in signature.parameters.values():
        if parameter.kind is inspect.Parameter.VAR_POSITIONAL:
            high = math.inf
        elif parameter.kind in (inspect.Parameter.POSITIONAL_ONLY,
                                inspect.Parameter.POSITIONAL_OR_KEYWORD):
            high += 1
            low += parameter.default is inspect.Parameter.empty
        elif parameter.kind is not inspect.Parameter.VAR_KEYWORD and (
                parameter.default is inspect.Parameter.empty):
            return signature, None  # a keyword the positional arguments never give
    return signature, (low, high)


def take_action(session: object, action: Action, names: frozenset[str],
                game: str) -> GradedStep:
    """Take ``action`` on ``session`` (either game's) by the method it names: a name that is
    not one of ``names``, or arguments the method does not take, raise
    :class:`TableActionRefused` (``bad_choice``) and nothing is graded."""
    method = getattr(session, action.name, None) if isinstance(action.name, str) else None
    if method is None or action.name not in names:
        raise _refuse(Refusal.BAD_CHOICE, f"not a {game} action: {action.name!r}")
    known = _SIGNATURES.get((type(session), action.name))
    if known is None:  # worked out once per action, not again at every step
        known = _SIGNATURES[(type(session), action.name)] = _arity(inspect.signature(method))
    signature, arity = known
    if arity is None or not arity[0] <= len(action.args) <= arity[1]:
        try:  # a stored action with one argument too many or too few (a damaged record)
            signature.bind(*action.args)
        except TypeError as e:
            raise _refuse(Refusal.BAD_CHOICE,
                          f"{action.name} does not take these: {e}") from None
    step: GradedStep = method(*action.args)
    return step


SIDE_FAULTS_FROM = 3
"""The flow from which a simulated player may place a side bet over its own maximum (the
fault injector draws for side bets too); before it only main bets were made faulty, and a
shoe of an older flow replays with the same draws."""

NOT_FEWEST_PAYS_FROM = 2
"""The flow from which a payout of the right amount in more chips than needed is the lesser
fault and pays the bet; in flow 1 it was wrong and paid nothing (the
dealer paid again)."""

TAKE_ORDER_FROM = 3
"""The flow from which the losing bets are taken in the profile's seat order (the order the
payouts follow): a losing bet taken while one of its kind is left at a seat before it is
graded wrong (``order:take``, house procedure) and not taken; before it a losing bet was
taken right in any order."""

TIE_WITHDRAW_FROM = 4
"""The flow from which a bettor's withdrawal or reduction of a bet pushed by a tie is granted
even when the layout without it is over the art. 14 difference limit (art. 12 lets the bettor
cancel or reduce; art. 14 limits only what the house accepts): the bet that then exceeds the
limit becomes a faulty bet to refuse (:func:`~trainer.table.refusals.over_difference`).
Before it such a withdrawal was refused (``refuse:difference_over_limit``)."""

HOLDER_TURN_FROM = 5
"""The flow from which a seated holder turns the cards passed in a step of its own
(:attr:`Phase.TURN`): the dealer waits and takes them back face up (``take_back``) before
the next pass or any call. Before it the holder turned them as soon as they were passed."""

MORE_FAULTS_FROM = 4
"""The flow from which a standing bettor may bet in a seated player's box (art. 15) and a
bet may be pushed on after the cards are out (:mod:`trainer.table.refusals`), each drawn from
a stream of its own; a shoe of an older flow has neither."""

VOID_NOT_COUNTED_FROM = 5
"""The flow from which a coup voided by art. 10 is not counted toward the coup limit
(:attr:`TableSettings.max_coups`, an exam section's coup target) nor the pace, its count or
its time (:func:`counted_coups`, :func:`counted_records`): another coup is dealt in its
place, and an irregularity the app raised neither slows nor speeds the dealer's pace. Before
it a void coup counted as a coup dealt, its time in the pace."""

LIMITED_SHOE_FROM = 5
"""The flow from which a session with a coup limit (an exam section's coups, "N coups" at the
Table) meets no damaged card and no change of shoe by the house (art. 3): both end the shoe,
and a section would end short of the coups it asks, scored on what little was dealt. Where
the shoe is dealt whole they come as before; before this flow they came under a limit too."""


def counted_coups(coups: Sequence[CoupRecord], flow: int) -> int:
    """The coups of ``coups`` that count as dealt in ``flow`` (its coup limit and pace)."""
    return len(counted_records(coups, flow))


def counted_records(coups: Sequence[CoupRecord], flow: int) -> Sequence[CoupRecord]:
    """The coups of ``coups`` that count in ``flow``: every one before
    :data:`VOID_NOT_COUNTED_FROM`, the ones not void from it (their time is the pace's)."""
    if flow < VOID_NOT_COUNTED_FROM:
        return coups
    return [coup for coup in coups if not coup.void]

AFTER_CARD_PHASES = (Phase.DEAL, Phase.TOTALS, Phase.DRAW_PLAYER, Phase.DRAW_BANKER,
                     Phase.FINAL_TOTALS, Phase.PASS, Phase.PASS_THIRD, Phase.IRREGULAR,
                     Phase.TURN)
"""The steps in which a bet pushed on after the cards are out is refused (R) before anything
else: at a squeeze table's pass too, and before an irregularity is answered (a void coup
would drop it unrefused)."""


@dataclass(frozen=True)
class TableSettings:
    """How the table is run: the shoe (decks, burn option of art. 2 / 83/2011, cut card),
    how full it is, bet habits, side bets, the fault rate, and an optional coup limit;
    ``flow``, the coup's flow the shoe is dealt under (:data:`FLOW_VERSION`)."""

    decks: int = 8
    burn: BurnMethod = BurnMethod.DECKS
    burn_fixed: int | None = None
    cut_from_end: int | None = None
    seats_filled: float = 0.7
    """The chance an empty seat is taken at the start of a coup."""
    fault_rate: float = 0.0
    fault_kinds: frozenset[FaultKind] = frozenset(FaultKind)
    side_bets: bool = True
    awkward: float = 1.0
    """Scales every persona's chance of an awkward (not round) amount; 0 = round only."""
    standing_bettors: bool = False
    """Standing bettors may bet in boxes no seated player holds (art. 15)."""
    max_coups: int | None = None
    """End the shoe after this many coups (a short drill); None plays the whole shoe."""
    flow: int = FLOW_VERSION
    """The coup's flow (:data:`FLOW_VERSION`): a shoe recorded before flow 2 has 1."""
    cash_steps: bool = False
    """Players buy in with notes and colour up when leaving (:mod:`trainer.table.cash`).
    Off by default: a shoe stored before cash steps existed has no such setting and replays
    without them."""
    shoe_life: bool = False
    """The trainee deals the shoe's life as the profile's procedures say
    (:class:`~trainer.baccarat.procedures.Procedures`): the cut and the burn (art. 2), a burn
    before each coup (art. 8), demonstration coups (art. 2), the last coup and the reshuffle
    (art. 3). Off by default: a shoe stored before these steps existed replays without them."""
    irregularity_rate: float = 0.0
    """The chance a coup meets an irregularity the app raises (a card exposed, a misdeal, a
    damaged card: arts. 3, 4, 10); 0: none. Each kind draws from its own seeded stream."""
    squeeze: bool = False
    """On a table whose profile has a card holder (art. 16), the holders turn the cards."""


class TieAnswer(Enum):
    """The dealer's answer to a bettor acting on a pushed bet after a tie (art. 12)."""

    RETURN = "return"
    """Give the withdrawn stake back: the bet leaves the layout."""
    ACCEPT = "accept"
    """Accept the change: the changed bet replaces the old one."""
    REFUSE = "refuse"
    """Refuse the change (the table's tie option, its limits or art. 14): the bet stays."""


@dataclass(frozen=True)
class TieRequest:
    """A bettor's request about a Banker/Player bet left on the layout by a tie (art. 12):
    ``bet`` as it stands, ``change`` asked, ``wanted`` the bet asked for (None: withdraw)."""

    bet: Bet
    change: TieChange
    wanted: Bet | None


@dataclass(frozen=True)
class GradedStep:
    """One graded step of the dealer.

    ``cell`` is the step kind a weak spot is counted under (``pay:banker``, ``take``,
    ``mark``, ``collect``, ``fault:over_max``, ``order``, ``draw:player``, ``call:totals``,
    ``call:final_totals``...);
    ``expected`` and ``given`` are short plain codes, not wording; ``elapsed`` is the seconds
    since the previous step (or the start), on the session's clock.
    """

    number: int
    coup: int
    kind: str
    cell: str
    right: bool
    expected: str
    given: str
    article: Article | None
    elapsed: float
    facts: tuple[Detail, ...] = field(default=(), compare=False)
    """Why the right step is right, as detail codes (:mod:`trainer.table.explain`: the same
    facts Practice explains with); not stored, made again by replaying the shoe."""
    bet: Bet | None = field(default=None, compare=False)
    """The bet the step is about when it is not the one acted on: the faulty bet left on the
    layout by "no more bets" or a deal (the screen outlines it)."""
    fault: Fault | None = None
    """What was wrong with a wrong payout, as Practice's payout drill stores it
    (:attr:`Fault.NOT_FEWEST_CHIPS`: the right amount in more chips than needed, the lesser
    fault; :attr:`Fault.WRONG_AMOUNT`); None for a right step and for other steps."""
    retry: bool = field(default=False, compare=False)
    """Taken at the same point of the coup as the step before it, which the table did not
    take (a wrong step changes nothing): the dealer's next try there. An exam's Table
    section counts each point of the coup once, by its first try (each
    retry added a step); made again by replaying the shoe."""


class StepRecorder(Protocol):
    """Stores a graded step before the session applies it; if it raises, nothing changes."""

    def __call__(self, step: GradedStep, /) -> None: ...


@dataclass(frozen=True)
class Action:
    """A dealer's action, typed: the session's action ``name`` (one of :data:`ACTIONS`) and
    its arguments, as every desk hands it to :meth:`TableSession.apply`. Once graded it
    carries the clock reading it was taken at (for replay); an action not yet taken has 0."""

    name: str
    args: tuple[object, ...]
    at: float = 0.0


@dataclass(frozen=True)
class CoupRecord:
    """A finished coup: its hands, bets, the engine's settlement and what the dealer moved.

    ``taken``, ``paid`` and ``marked`` add up the dealer's graded-right takes, payouts and
    marks; ``started``/``ended`` are "no more bets" and the last step of the settlement.
    """

    number: int
    coup: Coup
    bets: tuple[Bet, ...]
    settlement: Settlement
    taken: Decimal
    paid: Decimal
    marked: Decimal
    started: float
    ended: float

    @property
    def house_net(self) -> Decimal:
        """The house's result as the dealer settled it, marked commission counted as owed."""
        return normalize(self.taken - self.paid + self.marked)

    void: bool = False
    """The coup was void (art. 10): every bet returned, nothing paid or taken (its
    settlement has no lines)."""


@dataclass(frozen=True)
class SeatView:
    seat: int
    persona: str
    bankroll: Decimal
    standing: bool


@dataclass(frozen=True)
class TableState:
    """What the table shows, for the screen and for comparing a replay with the live table.

    Faults are not shown: finding them is the dealer's job.
    """

    phase: Phase
    coup: int
    seats: tuple[SeatView, ...]
    layout: tuple[Bet, ...]
    late: tuple[Bet, ...]
    accepted: tuple[Bet, ...]
    player: tuple[Card | None, ...]
    banker: tuple[Card | None, ...]
    """Each hand's cards in the order laid. The engine's own state holds every card; a state
    sent to a desk (:func:`~trainer.server.exam_table.face_up`) holds None for a card that lies
    face down (a squeeze's card not yet turned): a card whose value the desk is not told."""
    taken: tuple[Bet, ...]
    paid: tuple[Bet, ...]
    marked: tuple[Bet, ...]
    boxes: tuple[tuple[int, Decimal], ...]
    boxes_due: tuple[int, ...]
    collected: tuple[tuple[int, Decimal], ...]
    cards_left: int
    cut_card_out: bool
    steps: int
    ties: tuple[TieRequest, ...] = ()
    """Requests about bets left by a tie, still to be answered (art. 12)."""
    stacks: tuple[tuple[Bet, Breakdown], ...] = ()
    """The chips each bet on the layout (or accepted) is stacked with."""
    cash: tuple[CashRequest, ...] = ()
    """Notes to count and change, or small chips to colour up, before no more bets."""
    irregular: Raised | None = None
    """The irregularity waiting for the dealer's answer (:data:`Phase.IRREGULAR`)."""
    exposed: tuple[Card, ...] = ()
    """Cards of this coup that came out of the shoe face up (art. 4)."""
    squeeze: SqueezeView | None = None
    """At a card holder's table with the squeeze on: the holders and the cards face down."""
    shoe_cards: int = 0
    """Every card of the shoe (the stack the cut card goes into)."""
    cut_from_end: int = 0
    """Cards behind the cut card (0 at an automatic shuffler's table: it has none)."""
    cutter: int | None = None
    """The seat of the player who cut the shuffled cards (art. 2); None: the dealer cut."""
    burn_card: Card | None = None
    """The first card, turned to set the burn (art. 2 option (b)), while it is burnt."""
    to_return: tuple[Card, ...] = ()
    """The last coup's cards, to go back into the automatic shuffler (art. 7 (2))."""
    shuffler: bool = False
    """An automatic shuffler deals the table (cards face up, no cut card)."""
    standing_bets: tuple[Bet, ...] = ()
    """Bets of the layout a standing bettor put in a seated player's box (the dealer sees
    who reaches in; art. 15 says whether the box is theirs)."""
    life: LifeView = field(default_factory=LifeView)
    """Demonstration coups, the last coup, a damaged card, the shoe to close (shoe_life)."""


@dataclass
class _Sitter:
    persona: Persona
    bankroll: Decimal
    coups: int = 0


@dataclass
class _Coup:
    """The coup in progress (mutable; the session's private state)."""

    number: int
    layout: list[OfferedBet]
    late: list[OfferedBet] = field(default_factory=list)
    accepted: tuple[Bet, ...] = ()
    player: list[Card] = field(default_factory=list)
    banker: list[Card] = field(default_factory=list)
    settlement: Settlement | None = None
    taken: list[Bet] = field(default_factory=list)
    paid: list[Bet] = field(default_factory=list)
    marked: list[Bet] = field(default_factory=list)
    started: float = 0.0
    ties: list[TieRequest] = field(default_factory=list)
    stacks: dict[Bet, Breakdown] = field(default_factory=dict)
    pending: Pending | None = None
    """The irregularity this coup will meet (drawn at no more bets)."""
    raised: Raised | None = None
    resume: Phase = Phase.DEAL
    """The step the coup goes back to once the irregularity is answered."""
    exposed: list[Card] = field(default_factory=list)
    burnt: list[Card] = field(default_factory=list)
    void: bool = False
    turned: dict[Hand, int] = field(default_factory=dict)
    """Squeeze only: each hand's cards turned face up by its holder, and the seat holding
    them (:data:`~trainer.table.squeeze.DEALER`: the dealer)."""
    holders: dict[Hand, int] = field(default_factory=dict)
    held: tuple[Hand, Phase] | None = None
    """Flow 5: the side whose holder is turning its cards, and the step after the turn."""


def _is_amount(value: object) -> bool:
    return (
        isinstance(value, Decimal)
        and value.is_finite()
        and ZERO <= value <= MAX_AMOUNT
    )


def _is_bet(value: object) -> bool:
    """A bet whose amount can be compared: a signalling NaN raises on the first ``==``."""
    return (isinstance(value, Bet) and isinstance(value.amount, Decimal)
            and not value.amount.is_nan())


class CashGrading:
    """The cash steps both games' sessions grade alike (the rules in :mod:`trainer.table.cash`):
    the notes of a buy-in counted and their amount called, then the chips given; a leaving
    player's small chips coloured up. Each session says where a request waits
    (:meth:`_cash_request`: its phase and seats) and the article of its house procedure
    (:attr:`_cash_article`); it grades and records through its own ``_step``."""

    table: CashTable
    _cash: CashDesk
    _cash_article: ClassVar[Article]
    _step: Callable[..., GradedStep]

    def _cash_request(self, seat: object, kind: CashKind) -> CashRequest:
        """The request of ``kind`` waiting at ``seat``, refused out of turn or at no seat."""
        raise NotImplementedError

    def _cash_hint(self, request: CashRequest) -> tuple[str, tuple[object, ...]]:
        """The next right step of ``request``."""
        if request.kind is CashKind.COLOUR_UP:
            return "colour_up", (request.seat, expected_chips(request, self.table))
        if not request.counted:
            return "count_cash", (request.seat, request.amount)
        return "give_chips", (request.seat, expected_chips(request, self.table))

    def count_cash(self, seat: int, amount: Decimal) -> GradedStep:
        """Call the amount of the notes a player put down to buy in; right when it is what
        they add up to. Then the chips are given (:meth:`give_chips`)."""
        request = self._cash_request(seat, CashKind.BUY_IN)
        if request.counted:
            raise _refuse(Refusal.OUT_OF_TURN, "these notes are counted already")
        if not _is_amount(amount):
            raise _refuse(Refusal.BAD_AMOUNT, f"not an amount: {amount!r}")
        right = amount == request.amount
        return self._step(
            "count_cash", (seat, amount), "cash", "cash:count", right, str(request.amount),
            str(amount), self._cash_article,
            (lambda: self._cash.counted(request)) if right else None,
        )

    def give_chips(self, seat: int, chips: Breakdown) -> GradedStep:
        """Give chips for a counted buy-in: the amount in the house's way (the table's
        buy-in rule: the fewest chips, or the player's mix)."""
        request = self._cash_request(seat, CashKind.BUY_IN)
        if not request.counted:
            raise _refuse(Refusal.COUNT_FIRST, "count the notes and call the amount first")
        return self._give(request, chips, "give_chips", "cash:chips")

    def colour_up(self, seat: int, chips: Breakdown) -> GradedStep:
        """Change a leaving player's small chips for the fewest larger ones."""
        request = self._cash_request(seat, CashKind.COLOUR_UP)
        return self._give(request, chips, "colour_up", "colour_up")

    def _give(self, request: CashRequest, chips: Breakdown, name: str, cell: str
              ) -> GradedStep:
        given = tray_chips(chips, self.table.chips)
        right = chips_right(given, request, self.table)
        expected = f"{request.amount}={chips_text(expected_chips(request, self.table))}"
        return self._step(
            name, (request.seat, given), "cash", cell, right, expected, chips_text(given),
            self._cash_article, (lambda: self._cash.done(request)) if right else None,
        )


class TableSession(StepBook[GradedStep, Action], CashGrading):
    """One shoe at one table, dealt by the trainee.

    Parameters
    ----------
    profile
        The table's rules (limits, commission mode, chips, take-and-pay order).
    seed
        Seeds the shoe, the players and the faults: the same seed deals the same table.
    clock
        Seconds, monotonic (default ``time.monotonic``); every step's ``elapsed`` comes from it.
    recorder
        Called with every graded step before it is applied (the store, later).
    settings
        How the table is run (:class:`TableSettings`).
    """

    table: TableRules
    _cash_article = PROCEDURE

    def __init__(
        self,
        profile: TableRules,
        seed: int,
        clock: Callable[[], float] = time.monotonic,
        recorder: StepRecorder | None = None,
        settings: TableSettings | None = None,
    ) -> None:
        self.table = profile
        self.seed = seed
        self.settings = settings or TableSettings()
        if self.settings.flow not in FLOWS:
            raise ValueError(f"no such table flow: {self.settings.flow!r}")
        self._open_book(clock, recorder)
        self._players = random.Random(f"table-players:{seed}")
        # Own streams, so that stacks and tie habits leave the seeded players unchanged.
        self._stack_rng = random.Random(f"table-stacks:{seed}")
        self._tie_rng = random.Random(f"table-ties:{seed}")
        self._cash = CashDesk(profile, random.Random(f"table-cash:{seed}"),
                              self.settings.cash_steps)
        self._state_memo: tuple[tuple[object, ...], TableState] | None = None
        self._pushed: list[tuple[Bet, Breakdown]] = []
        self._faults = FaultInjector(
            self.settings.fault_rate,
            random.Random(f"table-faults:{seed}"),
            self.settings.fault_kinds,
            side_rng=random.Random(f"table-side-faults:{seed}")
            if self.settings.flow >= SIDE_FAULTS_FROM else None,
        )
        self._irregular = IrregularityDealer(
            self.settings.irregularity_rate, random.Random(f"table-irregular:{seed}"),
            face_up=self.settings.shoe_life and profile.procedures.shuffler)
        self._more = MoreFaults(
            self.settings.fault_rate, random.Random(f"table-refusals:{seed}"),
            self.settings.fault_kinds if self.settings.flow >= MORE_FAULTS_FROM else frozenset())
        self._after: tuple[int, OfferedBet] | None = None
        """A bet to be pushed on once this many cards are out (flow 4)."""
        self.shoe = Shoe(
            self.settings.decks, random.Random(seed), cut_from_end=self.settings.cut_from_end,
            last_coup_rule=profile.procedures.last_coup if self.settings.shoe_life
            else LastCoupRule.ONE_MORE,
        )
        self._life = ShoeLife.of(self.settings.shoe_life, profile.procedures)
        self.burn: Burn | None = None
        """The shoe's burn (art. 2): the app's at once, or the trainee's (shoe_life)."""
        if not self._life.on:
            self.burn = self.shoe.burn(self.settings.burn, self.settings.burn_fixed)
        self._end = ShoeEnd(self.settings.shoe_life, profile.procedures,
                            self.settings.irregularity_rate,
                            random.Random(f"table-end:{seed}"),
                            limited=self.settings.max_coups is not None
                            and self.settings.flow >= LIMITED_SHOE_FROM)
        self.boxes: CommissionBox | None = (
            CommissionBox(profile) if profile.commission_mode is CommissionMode.MARK else None
        )
        self.boxes_due: set[int] = set()
        self.collected: list[tuple[int, Decimal]] = []
        self.seats: dict[int, _Sitter] = {}
        self._standing: dict[int, _Sitter] = {}
        self.coups: list[CoupRecord] = []
        self.squeezing = squeezing(profile, self.settings.squeeze)
        """Art. 16: the holders turn the cards (the profile's card holder, the squeeze on)."""
        self.phase = Phase.CUT if self._life.cuts else Phase.BETS
        self._coup = self._new_coup(1)

    # ---- replay -------------------------------------------------------------------------

    @classmethod
    def replay(
        cls,
        profile: TableRules,
        seed: int,
        actions: Sequence[Action],
        started: float,
        settings: TableSettings | None = None,
        recorder: StepRecorder | None = None,
    ) -> TableSession:
        """Rebuild a session from its seed and graded actions (e.g. after a kill): the same
        steps, with the same times, and the same table."""
        return replayed(lambda clock: cls(profile, seed, clock, recorder, settings), actions,
                        started)

    def apply(self, action: Action) -> GradedStep:
        """Take ``action`` (the dealer's, or a recorded one again): the one way in for every
        desk. A name that is no table action, or arguments it does not take, raise
        :class:`TableActionRefused` (``bad_choice``) and nothing is graded."""
        return take_action(self, action, ACTIONS, "table")

    # ---- the state shown ----------------------------------------------------------------

    @property
    def coup_number(self) -> int:
        return self._coup.number

    @property
    def finished(self) -> bool:
        return self.phase is Phase.FINISHED

    def state(self) -> TableState:
        """The table as it stands (frozen). Made again only after the table changed: every
        change is a graded step (refused actions change nothing), so the same state is
        handed back until the next step (the screen asks for it several times a step)."""
        c = self._coup
        key = (len(self.steps), c.number, self.phase, self.shoe.remaining)
        memo = self._state_memo
        if memo is not None and memo[0] == key:
            return memo[1]
        state = self._make_state()
        self._state_memo = (key, state)
        return state

    def _make_state(self) -> TableState:
        c = self._coup
        sitters = {**self._standing, **self.seats}
        life = self._life_fields()
        # Once the shoe is ready the players bet: none on the layout at its cut and burn.
        ready = not (life and self.phase in (Phase.CUT, Phase.BURN))
        return TableState(
            phase=self.phase,
            coup=c.number,
            seats=tuple(
                SeatView(seat, s.persona.name, s.bankroll, s.persona.standing)
                for seat, s in sorted(sitters.items())
            ),
            layout=tuple(o.bet for o in c.layout) if ready else (),
            late=tuple(o.bet for o in c.late),
            accepted=c.accepted,
            player=tuple(c.player),
            banker=tuple(c.banker),
            taken=tuple(c.taken),
            paid=tuple(c.paid),
            marked=tuple(c.marked),
            boxes=tuple(sorted(self.boxes.marks.items())) if self.boxes else (),
            boxes_due=tuple(sorted(self.boxes_due)),
            collected=tuple(self.collected),
            cards_left=self.shoe.remaining,
            cut_card_out=self.shoe.cut_card_out,
            steps=len(self.steps),
            ties=tuple(c.ties) if ready else (),
            stacks=tuple(c.stacks.items()) if ready else (),
            cash=tuple(self._cash.pending) if ready else (),
            irregular=c.raised,
            exposed=tuple(c.exposed),
            squeeze=self._squeeze_view() if self.squeezing else None,
            standing_bets=tuple(o.bet for o in c.layout
                                if o.fault is FaultKind.STANDING_ON_SEAT),
            life=self._end.view(self.shoe),
            **life,
        )

    @property
    def settlement(self) -> Settlement | None:
        """The engine's settlement of the coup once its result is called right."""
        return self._coup.settlement

    def next_right(self) -> tuple[str, tuple[object, ...]]:
        """The next right action (its name and arguments), worked out by the engine: the
        learning mode's hint. Due boxes first, then faulty bets, the deal in order, the
        totals, the draws, the result, losers taken, winners paid in the table's order and
        each commission marked."""
        c, phase = self._coup, self.phase
        life = self._life_hint()  # the cut, the burns, the cards back into a shuffler
        if life is not None:
            return life
        if phase in (Phase.BETS, Phase.SHOE_END, Phase.CLOSE) and self.boxes_due and (
                self.boxes):
            seat = max(self.boxes_due)
            return "collect_box", (seat, self.boxes.owed(seat))
        end = self._end_hint()  # demonstration coups, the last coup, the shoe closed
        if end is not None:
            return end
        if phase is Phase.BETS and self._cash.pending:
            return self._cash_hint(self._cash.pending[0])
        if phase is Phase.BETS and c.ties:
            return "answer_tie", (c.ties[0].bet, self.tie_answer(c.ties[0])[0])
        if phase is Phase.BETS:
            faulty = [o.bet for o in c.layout if o.fault is not None]
            return ("refuse", (faulty[0],)) if faulty else ("accept_bets", ())
        if phase in AFTER_CARD_PHASES and c.late:
            return "refuse", (c.late[0].bet,)
        if phase is Phase.IRREGULAR and c.raised is not None:
            return "answer_irregular", (rule(c.raised.kind).remedy,)
        if phase is Phase.DEAL:
            return "deal", (_DEAL_ORDER[len(c.player) + len(c.banker)],)
        if phase is Phase.TURN and c.held is not None:
            return "take_back", (c.held[0],)
        if phase in (Phase.PASS, Phase.PASS_THIRD):
            hand = self._to_pass()
            return ("pass_cards" if phase is Phase.PASS else "pass_third",
                    (hand, self.holder_of(hand)))
        if phase in (Phase.TOTALS, Phase.FINAL_TOTALS):
            return "call_totals", (hand_total(c.player), hand_total(c.banker))
        if phase in (Phase.DRAW_PLAYER, Phase.DRAW_BANKER):
            hand = Hand.PLAYER if phase is Phase.DRAW_PLAYER else Hand.BANKER
            return "draw", (hand, self._decision(hand).draws)
        if phase is Phase.RESULT:
            coup = Coup(tuple(c.player), tuple(c.banker))
            return "call_result", (coup.outcome, coup.player_pair, coup.banker_pair,
                                   coup.natural, coup.banker_wins_with_six)
        if phase is Phase.SETTLE:
            untaken = self._untaken()
            if untaken:
                return "take", (untaken[0].bet,)
            unpaid = self._pay_sequence()
            if unpaid:
                line = unpaid[0]
                if self.table.chip_payout is ChipPayout.AMOUNT:
                    return "pay", (line.bet, line.paid)
                return "pay", (line.bet, self._payout_chips(line))
            settlement = c.settlement
            assert settlement is not None
            for line in settlement.lines:
                if line.marked and line.bet not in c.marked:
                    return "mark", (line.bet.seat, line.marked)
        raise _refuse(Refusal.OUT_OF_TURN, "the shoe is over")

    # ---- bets ---------------------------------------------------------------------------

    def _new_coup(self, number: int) -> _Coup:
        """Seat players and let them bet (faults injected at the set rate)."""
        s, rng, table = self.settings, self._players, self.table
        sitting = set(self.seats)
        for seat in table.seat_numbers:
            if seat not in self.seats and rng.random() < s.seats_filled:
                persona = make_persona(rng, table, awkward=s.awkward)
                self.seats[seat] = _Sitter(persona, persona.bankroll)
        self._cash.seated(sorted(set(self.seats) - sitting))
        self._standing = {}
        if s.standing_bettors:
            for seat in table.seat_numbers:
                if seat not in self.seats and rng.random() < 0.3:
                    persona = make_persona(rng, table, standing=True, awkward=s.awkward)
                    self._standing[seat] = _Sitter(persona, persona.bankroll)
        # Art. 12: a bet left on the layout by a tie stays for its seated bettor, who may then
        # ask to withdraw or change it (the table's tie option says what may be granted).
        carried = {bet: stack for bet, stack in self._pushed if bet.seat in self.seats}
        self._pushed = []
        held = {bet.seat for bet in carried}
        bets: list[Bet] = list(carried)
        for seat, sitter in sorted({**self.seats, **self._standing}.items()):
            bets += [
                bet for bet in persona_bets(
                    sitter.persona, seat, sitter.bankroll, table, rng, side_bets=s.side_bets
                )
                if seat not in held or bet.kind not in MAIN_KINDS
            ]
        bets = within_difference(bets, table)
        kept = frozenset(bet for bet in carried if bet in bets)
        layout = [
            replace(o, stack=carried[o.bet] if o.bet in kept else bet_stack(
                o.bet.amount, table, self._stack_rng))
            for o in self._faults.inject(bets, sorted(self.seats), table, keep=kept)
        ]
        extra = self._more.standing_on_seat(layout, sorted(self.seats), sorted(self._standing),
                                            table)
        if extra is not None:  # art. 15: a standing bettor reaches into a seated box
            layout.append(extra)
        ties: list[TieRequest] = []
        for bet in (b for b in carried if b in kept):
            sitter = self.seats[bet.seat]
            change, wanted = tie_change(
                sitter.persona, bet, sitter.bankroll, table, self._tie_rng)
            if change is not TieChange.KEEP:
                ties.append(TieRequest(bet, change, wanted))
        return _Coup(number, layout, ties=ties,
                     stacks={o.bet: o.stack for o in layout})

    def _offered(self, bet: object, pool: list[OfferedBet]) -> OfferedBet:
        if not _is_bet(bet):
            raise _refuse(Refusal.NO_SUCH_BET, f"not a bet: {bet!r}")
        for offered in pool:
            if offered.bet == bet:
                return offered
        raise _refuse(Refusal.NO_SUCH_BET, f"no such bet on the layout: {bet}")

    def refuse(self, bet: Bet) -> GradedStep:
        """Refuse a bet on the layout (or one placed after "no more bets", before any card
        is dealt, or pushed on after the cards are out). Right for a faulty bet, which leaves
        the layout; refusing a good bet is an error and the bet stays."""
        c = self._coup
        if self.phase is Phase.BETS:
            pool = c.layout
        elif (self.phase is Phase.DEAL and not c.player) or (
                self.phase in AFTER_CARD_PHASES and c.late):  # or pushed on after the cards
            pool = c.late
        else:
            raise _refuse(Refusal.OUT_OF_TURN, "bets are refused before the first card")
        offered = self._offered(bet, pool)
        if offered.fault is None:
            cell, article = "fault:none", bac(13)
            expected = "accept"
        else:
            cell, article = (f"fault:{offered.fault.value}",
                             fault_article(offered.fault, self.table, offered.bet.kind))
            expected = "refuse"

        def apply() -> None:
            pool.remove(offered)
            c.stacks.pop(offered.bet, None)

        return self._step(
            "refuse", (bet,), "fault", cell, offered.fault is not None, expected, "refuse",
            article, apply if offered.fault is not None else None,
            facts=bet_facts(offered.bet, offered.fault),
        )

    def accept_bets(self) -> GradedStep:
        """"No more bets": right when no faulty bet is left on the layout and no box that is
        due is left uncollected. Then the coup starts and a late bet may come."""
        if self.phase is Phase.CLOSE:  # a coup past the last one (art. 3)
            return self._step("accept_bets", (), "shoe", "shoe:close", False, "shuffle",
                              "no_more_bets", bac(3))
        if self.phase is not Phase.BETS:
            raise _refuse(Refusal.OUT_OF_TURN, "no more bets is called once, before dealing")
        c = self._coup
        if self._end.demo_asked:  # the layout's bets would ride on a demonstration coup
            return self._step("accept_bets", (), "shoe", "demo:bet", False,
                              demo_code(self._end.demo_expected()[0]), "no_more_bets",
                              bac(2, 2))
        missed = [o for o in c.layout if o.fault is not None]
        if self._life.to_return:
            return self._step(
                "accept_bets", (), "shoe", "shoe:return", False, "return_cards",
                "no_more_bets", bac(7, 2),
            )
        if self.boxes_due:
            seat = max(self.boxes_due)
            return self._step(
                "accept_bets", (), "collect", "collect", False, f"collect:{seat}",
                "no_more_bets", bac(18, 1),
            )
        if self._cash.pending:
            cash = self._cash.pending[0]
            return self._step(
                "accept_bets", (), "cash", cash.cell, False, f"cash:{cash.seat}",
                "no_more_bets", PROCEDURE,
            )
        if c.ties:
            request = c.ties[0]
            answer, reason = self.tie_answer(request)
            return self._step(
                "accept_bets", (), "tie", f"tie:{request.change.value}", False,
                _tie_code(answer, reason), "no_more_bets", bac(12),
            )
        if missed:
            fault = missed[0].fault
            assert fault is not None
            return self._step(
                "accept_bets", (), "fault", f"fault:{fault.value}", False, "refuse",
                "accept", fault_article(fault, self.table, missed[0].bet.kind),
                facts=bet_facts(missed[0].bet, fault), bet=missed[0].bet,
            )

        def apply() -> None:
            accepted = tuple(o.bet for o in c.layout)
            validate_bets(accepted, self.table)  # the engine takes every bet left
            c.accepted = accepted
            c.started = self._last
            self.shoe.start_coup()
            self._end.coup_started()
            late = self._faults.late_bet(accepted, sorted(self.seats), self.table)
            c.late = [late] if late is not None else []
            self._after = self._more.after_cards(accepted, sorted(self.seats), self.table)
            c.stacks = {o.bet: o.stack for o in c.layout}
            self.phase = Phase.BURN_COUP if self._burns_each_coup() else Phase.DEAL
            c.pending = self._irregular.draw()

        return self._step(
            "accept_bets", (), "bets", "bets", True, "no_more_bets", "no_more_bets",
            PROCEDURE, apply,
        )

    # ---- after a tie (art. 12) ------------------------------------------------------------

    def tie_answer(self, request: TieRequest) -> tuple[TieAnswer, str]:
        """The engine's answer to a tie request and its reason code: return a withdrawn stake
        or accept a change when the table's tie option allows it and the layout with it is
        one the engine accepts (limits, the house multiple, art. 14); refuse otherwise
        (``increase_only``: an SJM table allows only an increase; else the engine's
        refusal, e.g. ``above_maximum``, ``difference_over_limit``)."""
        option = self.table.tie_bets
        if option is TieBets.PUSH_ONLY or (
            option is TieBets.INCREASE_ONLY and request.change is not TieChange.INCREASE
        ):
            return TieAnswer.REFUSE, "increase_only" if option is TieBets.INCREASE_ONLY else (
                "push_only")
        others = [o.bet for o in self._coup.layout
                  if o.fault is None and o.bet != request.bet]
        wanted = [] if request.wanted is None else [request.wanted]
        reason = engine_refusal([*others, *wanted], self.table)
        if self.settings.flow >= TIE_WITHDRAW_FROM and grants_reduction(request.change, reason):
            reason = None  # art. 12: the bettor may cancel or reduce; see over_difference
        if reason is not None:
            return TieAnswer.REFUSE, reason.value
        if request.wanted is None:
            return TieAnswer.RETURN, "withdraw"
        return TieAnswer.ACCEPT, request.change.value

    def answer_tie(self, bet: Bet, answer: TieAnswer) -> GradedStep:
        """Answer a bettor's request about a bet a tie left on the layout (art. 12): return
        the withdrawn stake, accept a legal change or refuse an illegal one. A wrong answer
        changes nothing; the request waits."""
        if self.phase is not Phase.BETS:
            raise _refuse(Refusal.OUT_OF_TURN, "tie bets are settled before no more bets")
        if not isinstance(answer, TieAnswer):
            raise _refuse(Refusal.BAD_CHOICE, f"not an answer to a tie request: {answer!r}")
        c = self._coup
        request = next((r for r in c.ties if r.bet == bet), None) if _is_bet(bet) else None
        if request is None:
            raise _refuse(Refusal.NO_SUCH_BET, f"no tie request about {bet!r}")
        expected, reason = self.tie_answer(request)

        def apply() -> None:
            c.ties.remove(request)
            if answer is TieAnswer.REFUSE:
                return
            index = next(i for i, o in enumerate(c.layout) if o.bet == request.bet)
            old = c.layout.pop(index)
            del c.stacks[old.bet]
            wanted = request.wanted
            if wanted is None:
                return
            stack = old.stack
            if wanted.amount > old.bet.amount:
                stack = _merge(stack, chip_breakdown(wanted.amount - old.bet.amount,
                                                     self.table.chips))
            elif wanted.amount < old.bet.amount:
                stack = chip_breakdown(wanted.amount, self.table.chips)
            c.layout.insert(index, OfferedBet(wanted, None, stack))
            c.stacks[wanted] = stack

        def granted() -> None:
            apply()
            if answer is not TieAnswer.REFUSE and self.settings.flow >= TIE_WITHDRAW_FROM:
                c.layout[:] = over_difference(c.layout, self.table)  # art. 14: refuse it
                faulty = {o.bet for o in c.layout if o.fault is not None}
                c.ties[:] = [r for r in c.ties if r.bet not in faulty]

        return self._step(
            "answer_tie", (bet, answer), "tie", f"tie:{request.change.value}",
            answer is expected, _tie_code(expected, reason), answer.value, bac(12),
            granted if answer is expected else None,
        )

    # ---- dealing and calling ------------------------------------------------------------

    def deal(self, hand: Hand) -> GradedStep:
        """Deal the next card to ``hand``; art. 7 wants P, B, P, B."""
        if self.phase is not Phase.DEAL:
            raise _refuse(Refusal.OUT_OF_TURN, "the four cards are dealt after no more bets")
        if not isinstance(hand, Hand):
            raise _refuse(Refusal.BAD_CHOICE, f"not a hand: {hand!r}")
        c = self._coup
        if self._end.damaged is not None:
            return self._carrying_on("deal", (hand,))
        if c.late:
            return self._late_left("deal", (hand,), "deal")
        expected = _DEAL_ORDER[len(c.player) + len(c.banker)]
        right = hand is expected

        def apply() -> None:
            (c.player if hand is Hand.PLAYER else c.banker).append(self.shoe.draw())
            self._push_after_cards()
            self._end.dealt(len(c.player) + len(c.banker),
                            (c.player if hand is Hand.PLAYER else c.banker)[-1])
            if len(c.player) + len(c.banker) == len(_DEAL_ORDER):
                self.phase = Phase.PASS if self.squeezing else Phase.TOTALS
            self._raise_irregular(hand, stands=False)

        return self._step(
            "deal", (hand,), "order", "order", right, expected.value, hand.value, bac(7),
            apply if right else None,
        )

    def _late_left(self, name: str, args: tuple[object, ...], given: str) -> GradedStep:
        """Going on with a late bet left on the layout: wrong, the bet is refused first
        (before the first card, or at once when pushed on after the cards are out)."""
        late = self._coup.late[0]
        assert late.fault is not None
        return self._step(
            name, args, "fault", f"fault:{late.fault.value}", False, "refuse", given,
            fault_article(late.fault, self.table), facts=bet_facts(late.bet, late.fault),
            bet=late.bet,
        )

    def _push_after_cards(self) -> None:
        """A bet pushed on once as many cards are out as drawn for it (flow 4)."""
        c, after = self._coup, self._after
        if after is not None and len(c.player) + len(c.banker) >= after[0]:
            c.late.append(after[1])
            self._after = None

    def call_totals(self, player: int, banker: int) -> GradedStep:
        """Call the two hands' totals (art. 5): the two-card totals once four cards are out,
        and (flow 2) the final totals once a third card was drawn. In flow 2 a natural
        (either two-card total 8 or 9, art. 9 (2)) goes straight to the result: nobody
        draws, so no third card is asked."""
        if self.phase in (Phase.PASS, Phase.PASS_THIRD, Phase.TURN):
            return self._called_early("call_totals", (player, banker))
        if self.phase not in (Phase.TOTALS, Phase.FINAL_TOTALS):
            raise _refuse(Refusal.OUT_OF_TURN, "totals are called once four cards are out")
        for total in (player, banker):
            if isinstance(total, bool) or not isinstance(total, int) or not 0 <= total <= 9:
                raise _refuse(Refusal.BAD_TOTAL, f"a total is 0 to 9, not {total!r}")
        if self._end.damaged is not None:
            return self._carrying_on("call_totals", (player, banker))
        c = self._coup
        if c.late:
            return self._late_left("call_totals", (player, banker), f"{player}-{banker}")
        expected = (hand_total(c.player), hand_total(c.banker))
        right = (player, banker) == expected
        final = self.phase is Phase.FINAL_TOTALS

        def apply() -> None:
            if final or (self.settings.flow >= 2
                         and Coup(tuple(c.player), tuple(c.banker)).natural):
                self.phase = Phase.RESULT
            else:
                self.phase = Phase.DRAW_PLAYER

        return self._step(
            "call_totals", (player, banker), "call",
            "call:final_totals" if final else "call:totals", right,
            f"{expected[0]}-{expected[1]}", f"{player}-{banker}", bac(5),
            apply if right else None,
        )

    def _decision(self, hand: Hand) -> DrawDecision:
        c = self._coup
        p2, b2 = hand_total(c.player[:2]), hand_total(c.banker[:2])
        if hand is Hand.PLAYER:
            return player_rule(p2, b2)
        third = c.player[2] if len(c.player) == 3 else None
        return banker_rule(b2, third, p2)

    def draw(self, hand: Hand, draws: bool) -> GradedStep:
        """Decide a hand's third card: the Player first, then the Banker (art. 9)."""
        if self.phase not in (Phase.DRAW_PLAYER, Phase.DRAW_BANKER):
            raise _refuse(Refusal.OUT_OF_TURN, "third cards are decided after the totals")
        if not isinstance(hand, Hand) or not isinstance(draws, bool):
            raise _refuse(Refusal.BAD_CHOICE, f"not a draw decision: {hand!r}, {draws!r}")
        given = "draw" if draws else "stand"
        if self.phase is Phase.DRAW_BANKER and hand is Hand.PLAYER:
            raise _refuse(Refusal.OUT_OF_TURN, "the Player has decided already")
        if self._coup.late:
            return self._late_left("draw", (hand, draws), given)
        if self.phase is Phase.DRAW_PLAYER and hand is Hand.BANKER:
            return self._step(
                "draw", (hand, draws), "draw", "draw:banker", False, "player_first", given,
                bac(9),
            )
        decision = self._decision(hand)
        right = decision.draws == draws
        c = self._coup

        def apply() -> None:
            if draws:
                (c.player if hand is Hand.PLAYER else c.banker).append(self.shoe.draw())
                self._push_after_cards()
            if draws and self.squeezing:
                self.phase = Phase.PASS_THIRD  # art. 16: passed on its own, then turned
            elif hand is Hand.PLAYER:
                self.phase = Phase.DRAW_BANKER
            elif self.settings.flow >= 2 and len(c.player) + len(c.banker) > 4:
                self.phase = Phase.FINAL_TOTALS  # a third card changed a total: call it
            else:
                self.phase = Phase.RESULT
            self._raise_irregular(hand, stands=not draws)

        return self._step(
            "draw", (hand, draws), "draw", f"draw:{hand.value}", right,
            "draw" if decision.draws else "stand", given, decision.article,
            apply if right else None, facts=draw_facts(hand, c.player, c.banker),
        )

    def call_result(
        self,
        winner: Outcome,
        player_pair: bool = False,
        banker_pair: bool = False,
        natural: bool = False,
        banker_six: bool = False,
    ) -> GradedStep:
        """Call the result: the winner (arts. 11, 12), the pairs (art. 13), whether it was a
        natural (art. 9 (2)) and whether the Banker won with 6 (Lucky 6, art. 18 (2))."""
        if self.phase in (Phase.PASS, Phase.PASS_THIRD, Phase.TURN):
            return self._called_early("call_result", (winner, player_pair, banker_pair,
                                                      natural, banker_six))
        if self.phase is not Phase.RESULT:
            raise _refuse(Refusal.OUT_OF_TURN, "the result is called after the draws")
        flags = (player_pair, banker_pair, natural, banker_six)
        if not isinstance(winner, Outcome) or not all(isinstance(f, bool) for f in flags):
            raise _refuse(Refusal.BAD_CHOICE, "a result is a winner and four yes/no calls")
        if self._end.announce_due(self.shoe):  # the cut card is out: announce it first
            return self._step("call_result", (winner, *flags), "shoe", "last_coup", False,
                              last_code(self._end.call_due(self.shoe)), "result", bac(3))
        c = self._coup
        coup = Coup(tuple(c.player), tuple(c.banker))
        truth = (coup.outcome, coup.player_pair, coup.banker_pair, coup.natural,
                 coup.banker_wins_with_six)
        given = (winner, *flags)
        if winner is not coup.outcome:
            article = coup.outcome_article
        elif (player_pair, banker_pair) != (coup.player_pair, coup.banker_pair):
            article = bac(13)
        elif natural is not coup.natural:
            article = bac(9, 2)
        elif banker_six is not coup.banker_wins_with_six:
            article = bac(18, 2) if self.table.no_commission else bac(17)
        else:
            article = coup.outcome_article
        right = truth == given

        def apply() -> None:
            c.settlement = settle(coup, c.accepted, self.table)
            self.phase = Phase.SETTLE

        return self._step(
            "call_result", (winner, *flags), "call", "call:result", right,
            _result_code(truth), _result_code(given), article,
            self._then_maybe_end(apply) if right else None,
            facts=result_facts(coup, flags, winner is coup.outcome),
        )

    # ---- irregularities (arts. 4, 10) ----------------------------------------------------

    def _raise_irregular(self, hand: Hand, stands: bool) -> None:
        """After a card dealt (or a hand standing): raise the coup's pending irregularity
        if this is where it comes (:class:`~trainer.table.irregular.Pending`)."""
        c = self._coup
        pending = c.pending
        if pending is None:
            return
        count = len(c.player) + len(c.banker)
        if pending.kind is Irregularity.STAND_DRAWN:
            if not stands:
                return
            card = self.shoe.draw()  # given where the hand stands: no part of the coup
        elif stands or pending.at != count - 1:
            return
        elif pending.kind is Irregularity.TWO_CARDS:
            card = self.shoe.draw()  # the card under it came out too
        else:
            card = (c.player if hand is Hand.PLAYER else c.banker)[-1]
        if pending.kind is Irregularity.EXPOSED:
            c.exposed.append(card)
        c.pending = None
        c.raised = Raised(pending.kind, card, hand.value)
        c.resume = self.phase
        self.phase = Phase.IRREGULAR

    def answer_irregular(self, remedy: Remedy) -> GradedStep:
        """Answer the irregularity raised: the card stays (art. 4), correct it, burn the
        card, or void the coup (art. 10); the right answer is
        :data:`trainer.table.irregular.RULES`'."""
        if self.phase is not Phase.IRREGULAR or self._coup.raised is None:
            raise _refuse(Refusal.OUT_OF_TURN, "no irregularity waits for an answer")
        if not isinstance(remedy, Remedy):
            raise _refuse(Refusal.BAD_CHOICE, f"not a remedy: {remedy!r}")
        c = self._coup
        raised = c.raised
        assert raised is not None
        if c.late:  # refused first: a void coup would drop it unrefused
            return self._late_left("answer_irregular", (remedy,), remedy.value)
        wanted = rule(raised.kind)

        def apply() -> None:
            c.raised = None
            if raised.kind in EXTRA_CARD:
                c.burnt.append(raised.card)
            if is_void(raised.kind):
                c.void = True
                c.settlement = Settlement(Coup(tuple(c.player), tuple(c.banker)), ())
                self._end_coup()
            else:
                self.phase = c.resume

        return self._step(
            "answer_irregular", (remedy,), "irregular", f"irregular:{raised.kind.value}",
            remedy is wanted.remedy, wanted.remedy.value, remedy.value, wanted.article,
            apply if remedy is wanted.remedy else None,
        )

    # ---- the card holders (art. 16; the choice in trainer.table.squeeze) ------------------

    def holder_of(self, hand: Hand) -> int:
        """The seat that holds ``hand``'s cards this coup (:data:`DEALER`: the dealer)."""
        return holder(hand, self._coup.accepted, set(self.seats),
                      self.table.procedures.holder_tie)

    def _holder_facts(self, hand: Hand) -> tuple[Detail, ...]:
        """Why :meth:`holder_of` chose its seat, for the feedback (the same call)."""
        return holder_choice(hand, self._coup.accepted, set(self.seats),
                             self.table.procedures.holder_tie).facts()

    def _to_pass(self) -> Hand:
        """The side whose cards are passed next: the Player's first (art. 7)."""
        c = self._coup
        if self.phase is Phase.PASS:
            return Hand.BANKER if Hand.PLAYER in c.turned else Hand.PLAYER
        return Hand.PLAYER if len(c.player) > c.turned.get(Hand.PLAYER, 0) else Hand.BANKER

    def _squeeze_view(self) -> SqueezeView:
        c = self._coup
        down = (Phase.DEAL, Phase.PASS, Phase.PASS_THIRD, Phase.TURN)
        # An irregularity met while cards lie face down leaves them face down (art. 16).
        face_down = self.phase in down or (self.phase is Phase.IRREGULAR and c.resume in down)
        hidden = tuple(len(cards) - c.turned.get(hand, 0) if face_down else 0
                       for hand, cards in ((Hand.PLAYER, c.player), (Hand.BANKER, c.banker)))
        return SqueezeView(
            passed=tuple(sorted(c.holders.items(), key=lambda item: item[0] is Hand.BANKER)),
            hidden=(hidden[0], hidden[1]),
            turning=self._to_pass() if self.phase in (Phase.PASS, Phase.PASS_THIRD) else None,
            held=held_view(c.held[0], c.holders[c.held[0]], c.player, c.banker, c.turned)
            if c.held is not None and self.phase is Phase.TURN else None,
        )

    def _pass(self, name: str, hand: Hand, seat: int, third: bool) -> GradedStep:
        if not isinstance(hand, Hand):
            raise _refuse(Refusal.BAD_CHOICE, f"not a hand: {hand!r}")
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise _refuse(Refusal.BAD_SEAT, f"not a seat: {seat!r}")
        if seat != DEALER:
            self._check_seat(seat)
        c = self._coup
        args = (hand, seat)
        if c.late and self.phase in AFTER_CARD_PHASES:  # a bet pushed on: refused first
            return self._late_left(name, args, name)
        if third and self.phase is Phase.PASS:  # no third card with the first two (art. 16)
            return self._step(name, args, "squeeze", "squeeze:third", False, "pass_first_two",
                              "pass_third", bac(16))
        if third and self.phase in (Phase.DRAW_PLAYER, Phase.DRAW_BANKER):
            return self._step(name, args, "squeeze", "squeeze:third", False, "decide_first",
                              "pass_third", bac(16))
        if self.phase is Phase.TURN:  # the holder is still turning the cards passed
            return self._step(name, args, "squeeze", "squeeze:turn", False, "take_back",
                              name, bac(16))
        wanted = Phase.PASS_THIRD if third else Phase.PASS
        if self.phase is not wanted:
            raise _refuse(Refusal.OUT_OF_TURN, "cards are passed to their holders once dealt")
        side = self._to_pass()
        expected = self.holder_of(side)
        if hand is not side:  # the Player's cards first, a third card to its own side
            return self._step(name, args, "squeeze", "squeeze:third" if third else
                              "squeeze:pass", False, side.value, hand.value, bac(7))
        right = seat == expected

        def apply() -> None:
            c.holders[hand] = seat
            after = self.phase
            if not third:
                if hand is Hand.BANKER:
                    after = Phase.TOTALS
            elif hand is Hand.PLAYER:
                after = Phase.DRAW_BANKER
            elif self.settings.flow >= 2:
                after = Phase.FINAL_TOTALS
            else:
                after = Phase.RESULT
            if seat != DEALER and self.settings.flow >= HOLDER_TURN_FROM:
                c.held, self.phase = (hand, after), Phase.TURN  # the holder turns them now
                return
            c.turned[hand] = len(c.player if hand is Hand.PLAYER else c.banker)
            self.phase = after

        return self._step(name, args, "squeeze", "squeeze:third" if third else "squeeze:pass",
                          right, holder_code(expected), holder_code(seat), bac(16),
                          apply if right else None, facts=self._holder_facts(side))

    def pass_cards(self, hand: Hand, seat: int) -> GradedStep:
        """Pass ``hand``'s first two cards, face down, to the seat that holds them (art. 16:
        the seated bettor with the largest bet on that side; :data:`DEALER`: the dealer turns
        them), the Player's first (art. 7); the holder turns them."""
        return self._pass("pass_cards", hand, seat, third=False)

    def pass_third(self, hand: Hand, seat: int) -> GradedStep:
        """Pass a third card on its own to its side's holder, once its draw is decided (art.
        16: it is not looked at together with the first two); the holder turns it."""
        return self._pass("pass_third", hand, seat, third=True)

    def take_back(self, hand: Hand) -> GradedStep:
        """Wait for the holder to turn ``hand``'s cards, then take them back face up to the
        layout (art. 16, flow 5): the totals and the result are called only after. Taken
        before they are passed and turned (or the other side's): a mistake (art. 16)."""
        if not isinstance(hand, Hand):
            raise _refuse(Refusal.BAD_CHOICE, f"not a hand: {hand!r}")
        c = self._coup
        if not self.squeezing or self.settings.flow < HOLDER_TURN_FROM or self.phase not in (
                Phase.PASS, Phase.PASS_THIRD, Phase.TURN):
            raise _refuse(Refusal.OUT_OF_TURN, "cards are taken back once their holder turned")
        if c.late:  # a bet pushed on after the cards: refused first
            return self._late_left("take_back", (hand,), "take_back")
        if c.held is None:  # not passed yet, so not turned
            side = self._to_pass()
            return self._step("take_back", (hand,), "squeeze", "squeeze:turn", False,
                              holder_code(self.holder_of(side)), "take_back", bac(16))
        held, after = c.held

        def apply() -> None:
            c.turned[held] = len(c.player if held is Hand.PLAYER else c.banker)
            c.held, self.phase = None, after

        return self._step("take_back", (hand,), "squeeze", "squeeze:turn", hand is held,
                          held.value, hand.value, bac(16), apply if hand is held else None)

    def _called_early(self, name: str, args: tuple[object, ...]) -> GradedStep:
        """A call while the holders have cards to turn: a mistake (art. 16)."""
        return self._step(name, args, "squeeze", "squeeze:call", False, "turn_first",
                          name.removeprefix("call_"), bac(16))

    # ---- taking and paying --------------------------------------------------------------

    def _line(self, bet: object) -> BetSettlement:
        if self.phase is not Phase.SETTLE:
            raise _refuse(Refusal.OUT_OF_TURN, "bets are taken and paid after the result")
        if not _is_bet(bet):
            raise _refuse(Refusal.NO_SUCH_BET, f"not a bet: {bet!r}")
        settlement = self._coup.settlement
        assert settlement is not None
        for line in settlement.lines:
            if line.bet == bet:
                if bet in self._coup.taken or bet in self._coup.paid:
                    raise _refuse(Refusal.ALREADY_SETTLED, f"{bet} is settled already")
                return line
        raise _refuse(Refusal.NO_SUCH_BET, f"no such bet on the layout: {bet}")

    def _untaken(self) -> list[BetSettlement]:
        """The losers still on the layout in the profile's order, seat by seat (within a
        seat, any order): the engine's order is right to left."""
        settlement = self._coup.settlement
        assert settlement is not None
        losers = list(settlement.losers)
        if self.table.pay_order is PayOrder.LEFT_TO_RIGHT:
            losers.sort(key=lambda ln: ln.bet.seat)
        taken = set(self._coup.taken)
        return [ln for ln in losers if ln.bet not in taken]

    def _pay_sequence(self) -> list[BetSettlement]:
        """The winners in the profile's order, seat by seat (within a seat, any order)."""
        settlement = self._coup.settlement
        assert settlement is not None
        winners = list(settlement.winners)  # the engine's order: right to left
        if self.table.pay_order is PayOrder.LEFT_TO_RIGHT:
            winners.sort(key=lambda ln: ln.bet.seat)
        paid = set(self._coup.paid)
        return [ln for ln in winners if ln.bet not in paid]

    def take(self, bet: Bet) -> GradedStep:
        """Take a losing bet in the table's order (from flow 3: a losing bet of the same kind
        left at a seat before it is out of order). Taking a winner or a push is an error."""
        line = self._line(bet)
        right = line.result is BetResult.LOSE
        expected = {BetResult.LOSE: "take", BetResult.WIN: "pay", BetResult.PUSH: "push"}
        if right and self.settings.flow >= TAKE_ORDER_FROM:
            # Each losing side is taken in the table's order: a bet of the same kind still on
            # the layout at a seat before this one is out of order (seat by seat, or a side
            # swept at a time, are both in order; within a seat, any order).
            next_seat = next(ln.bet.seat for ln in self._untaken() if ln.bet.kind is bet.kind)
            if bet.seat != next_seat:
                return self._step("take", (bet,), "order", "order:take", False,
                                  f"take:{next_seat}", f"take:{bet.seat}", PROCEDURE)

        def apply() -> None:
            self._coup.taken.append(bet)

        return self._step(
            "take", (bet,), "take", "take", right, expected[line.result], "take",
            line.article, self._then_maybe_end(apply) if right else None,
            facts=settle_facts(line, self.table),
        )

    def pay(self, bet: Bet, chips: Breakdown | Decimal) -> GradedStep:
        """Pay a winning bet with ``chips`` ((chip, count), ...) from the tray, after every
        losing bet is taken, seat by seat in the table's order; on a deducting table the
        payout is net of the commission (art. 18 (1)). Graded on the amount and the fewest
        chips; on a table graded on the amount only (:attr:`ChipPayout.AMOUNT`) ``chips``
        may be the amount paid, a Decimal."""
        line = self._line(bet)
        amount = self._amount_paid(chips)  # None: chips were given
        given: Breakdown | Decimal = amount if amount is not None else self._chips(chips)
        shown = str(given) if isinstance(given, Decimal) else chips_text(given)
        cell = f"pay:{bet.kind.value}"
        if line.result is not BetResult.WIN:
            code = "take" if line.result is BetResult.LOSE else "push"
            return self._step("pay", (bet, given), "pay", cell, False, code, shown,
                              line.article, facts=settle_facts(line, self.table))
        if self._untaken():
            return self._step("pay", (bet, given), "order", "order:take_pay", False,
                              "take_losers_first", "pay", PROCEDURE)
        next_seat = self._pay_sequence()[0].bet.seat
        if bet.seat != next_seat:
            return self._step("pay", (bet, given), "order", "order:take_pay", False,
                              f"seat:{next_seat}", f"seat:{bet.seat}", PROCEDURE)
        # ---- grading the chips: one rule with Practice's payout drill
        if isinstance(given, Decimal):
            # The amount typed, on a table that grades the amount only.
            fault = None if given == line.paid else Fault.WRONG_AMOUNT
            expected = str(line.paid)
            paid_in: Breakdown = ((given, 1),)
        else:
            fault = self._chips_fault(line, given)
            expected = f"{line.paid}={chips_text(self._payout_chips(line))}"
            paid_in = given
        right = fault is None
        # The right amount in more chips than needed is the lesser fault: graded wrong and
        # stored as Practice stores it, but the guest holds the right money, so the bet is
        # paid and the coup goes on (a shoe of flow version 1 paid nothing then).
        pays = right or (fault is Fault.NOT_FEWEST_CHIPS
                         and self.settings.flow >= NOT_FEWEST_PAYS_FROM)

        def apply() -> None:
            self._coup.paid.append(bet)

        return self._step(
            "pay", (bet, given), "pay", cell, right, expected, shown,
            line.article, self._then_maybe_end(apply) if pays else None,
            facts=chip_facts(paid_in, line, self.table), fault=fault,
        )

    def _amount_paid(self, chips: object) -> Decimal | None:
        """The amount of a payout given as an amount (None when chips were given); only a
        table graded on the amount takes one (:attr:`ChipPayout.AMOUNT`)."""
        if not isinstance(chips, Decimal):
            return None
        if self.table.chip_payout is not ChipPayout.AMOUNT:
            raise _refuse(Refusal.BAD_CHIPS, "this table grades a payout's chips: pay in chips")
        if not _is_amount(chips) or chips <= 0:
            raise _refuse(Refusal.BAD_AMOUNT, f"not an amount: {chips!r}")
        return chips

    def _colour(self, line: BetSettlement) -> tuple[Breakdown, int, int, Decimal]:
        """The stake's stack, the odds paid and the commission held back, for a
        colour-for-colour payout."""
        stack = self._coup.stacks.get(line.bet) or chip_breakdown(
            line.bet.amount, self.table.chips)
        win, stake = (int(part) for part in line.odds.split(":"))
        return stack, win, stake, line.deducted

    def _payout_chips(self, line: BetSettlement) -> Breakdown:
        """The engine's chips for a winner's payout under the table's chip rule."""
        if self.table.chip_payout is ChipPayout.COLOUR_FOR_COLOUR:
            return colour_payout(*self._colour(line), self.table.chips)
        return chip_breakdown(line.paid, self.table.chips)

    def _chips_fault(self, line: BetSettlement, given: Breakdown) -> Fault | None:
        """None when ``given`` pays ``line`` as the table pays (the fewest chips, or colour for
        colour); else the fault Practice's payout drill gives (:func:`chips_verdict`). On a
        colour-for-colour table, the right amount in other chips than the house's is the
        lesser fault too: the guest is paid right, the chips are not the house's."""
        if self.table.chip_payout is ChipPayout.COLOUR_FOR_COLOUR:
            if colour_chips_ok(given, *self._colour(line), self.table.chips):
                return None
            return chips_fault(given, line.paid, self.table.chips)
        if self.table.chip_payout is ChipPayout.AMOUNT:  # the chips counted up, any mix
            paid = sum((chip * count for chip, count in given), ZERO)
            return None if paid == line.paid else Fault.WRONG_AMOUNT
        return chips_verdict(given, line.paid, self.table.chips)

    def _chips(self, chips: object) -> Breakdown:
        return tray_chips(chips, self.table.chips)

    def mark(self, seat: int, amount: Decimal) -> GradedStep:
        """Mark a winning Banker bet's exact commission in the seat's box (a MARK table)."""
        if self.phase is not Phase.SETTLE:
            raise _refuse(Refusal.OUT_OF_TURN, "commission is marked when a coup is settled")
        if self.boxes is None:
            raise _refuse(Refusal.NO_BOXES, "this table deducts commission: it has no boxes")
        self._check_seat(seat)
        if not any(b.seat == seat for b in self._coup.accepted):
            raise _refuse(Refusal.EMPTY_SEAT, f"seat {seat} has no bet this coup")
        if not _is_amount(amount):
            raise _refuse(Refusal.BAD_AMOUNT, f"not an amount: {amount!r}")
        settlement = self._coup.settlement
        assert settlement is not None
        due = [ln for ln in settlement.for_seat(seat)
               if ln.marked and ln.bet not in self._coup.marked]
        expected = str(due[0].marked) if due else "nothing"
        right = bool(due) and amount == due[0].marked

        def apply() -> None:
            self._coup.marked.append(due[0].bet)

        return self._step(
            "mark", (seat, amount), "mark", "mark", right, expected, str(amount), bac(18, 1),
            self._then_maybe_end(apply) if right else None,
            facts=settle_facts(due[0], self.table) if due else (),
        )

    def collect_box(self, seat: int, amount: Decimal) -> GradedStep:
        """Collect a due commission box (its player left, or the shoe is over): the exact sum
        of its marks rounded once as the table rounds (the engine's ``CommissionBox.owed``)."""
        if self.phase not in (Phase.BETS, Phase.SHOE_END, Phase.CLOSE):
            raise _refuse(Refusal.OUT_OF_TURN, "boxes are collected between coups")
        if self.boxes is None:
            raise _refuse(Refusal.NO_BOXES, "this table deducts commission: it has no boxes")
        self._check_seat(seat)
        if seat not in self.boxes_due:
            raise _refuse(Refusal.BOX_NOT_DUE, f"seat {seat}'s box is not due")
        if not _is_amount(amount):
            raise _refuse(Refusal.BAD_AMOUNT, f"not an amount: {amount!r}")
        boxes = self.boxes
        owed = boxes.owed(seat)
        right = amount == owed

        def apply() -> None:
            self.collected.append((seat, boxes.settle_box(seat)))
            self.boxes_due.discard(seat)
            if self.phase is Phase.SHOE_END and not self.boxes_due:
                self.phase = Phase.FINISHED

        return self._step(
            "collect_box", (seat, amount), "collect", "collect", right, str(owed),
            str(amount), bac(18, 1), apply if right else None,
        )

    # ---- cash and chips (the rules in trainer.table.cash) ---------------

    def _cash_request(self, seat: object, kind: CashKind) -> CashRequest:
        if self.phase is not Phase.BETS:
            raise _refuse(Refusal.OUT_OF_TURN, "cash is changed before no more bets")
        self._check_seat(seat)
        request = self._cash.find(seat, kind)
        if request is None:
            raise _refuse(Refusal.NO_CASH, f"no {kind.value} waits at seat {seat}")
        return request

    def _check_seat(self, seat: object) -> None:
        numbers = self.table.seat_numbers  # its real numbers: a table may skip 4 or 13
        if isinstance(seat, bool) or not isinstance(seat, int) or seat not in numbers:
            raise _refuse(Refusal.BAD_SEAT,
                          f"this table's seats are {', '.join(map(str, numbers))}")

    # ---- the shoe's life (the rules in trainer.table.shoe_life) --------------------------

    def _life_fields(self) -> dict[str, Any]:
        """The state's fields of the shoe's life (its cut, burn and shuffler), when it is
        dealt with its life; else none (the state's defaults)."""
        if not self._life.on:
            return {}
        burn_card = None
        if self.phase is Phase.BURN:
            burn_card = self._burn_plan()[1]
        cutter = None
        if self.table.procedures.cut_by is CutBy.PLAYER and self.seats:
            cutter = min(self.seats)
        return {"shoe_cards": shoe_size(self.shoe),
                "cut_from_end": 0 if self._life.shuffler else self.shoe.cut_from_end,
                "cutter": cutter, "burn_card": burn_card, "to_return": self._life.to_return,
                "shuffler": self._life.shuffler}

    def _life_hint(self) -> tuple[str, tuple[object, ...]] | None:
        """The next right step of the shoe's life, if one is due."""
        if self.phase is Phase.CUT:
            return "cut", (hinted_cut(self.shoe),)
        if self.phase is Phase.BURN:
            return "burn_cards", (self._burn_plan()[0],)
        if self.phase is Phase.BURN_COUP:
            return "burn_cards", (burn_each_coup(self.table.procedures)[0],)
        if self.phase is Phase.BETS and self._life.to_return:
            return "return_cards", ()
        return None

    def _burn_plan(self) -> tuple[int, Card | None, Article]:
        procedures = self.table.procedures
        return self.shoe.burn_plan(procedures.burn, procedures.burn_fixed)

    def _burns_each_coup(self) -> bool:
        return self._life.cuts and burn_each_coup(self.table.procedures)[0] > 0

    def cut(self, from_end: int) -> GradedStep:
        """Place the white cut card ``from_end`` cards from the end of the shuffled stack
        (art. 2: at about the last 12 cards or earlier; deeper than the house allows is a
        mistake of procedure). A wrong cut places nothing: the dealer places it again."""
        if self.phase is not Phase.CUT:
            raise _refuse(Refusal.OUT_OF_TURN, "the cut card is placed once, after the shuffle")
        size = shoe_size(self.shoe)
        if isinstance(from_end, bool) or not isinstance(from_end, int) or not (
                0 <= from_end < size):
            raise _refuse(Refusal.BAD_AMOUNT, f"not a place in a stack of {size}: {from_end!r}")
        verdict = cut_verdict(from_end)

        def apply() -> None:
            self.shoe.place_cut(from_end)
            self.phase = Phase.BURN

        return self._step(
            "cut", (from_end,), "shoe", "shoe:cut", verdict.right, verdict.expected,
            str(from_end), verdict.article, apply if verdict.right else None,
        )

    def burn_cards(self, count: int) -> GradedStep:
        """Burn ``count`` cards: at the start of the shoe as the profile's art. 2 option says
        (the first card turned sets the count under option (b)), or before a coup's deal as
        the house's art. 8 burn says. A wrong count burns nothing: the dealer counts again."""
        if self.phase not in (Phase.BURN, Phase.BURN_COUP):
            raise _refuse(Refusal.OUT_OF_TURN, "cards are burnt after the cut or before a deal")
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 99:
            raise _refuse(Refusal.BAD_AMOUNT, f"not a number of cards: {count!r}")
        procedures = self.table.procedures
        if self.phase is Phase.BURN:
            due, _, article = self._burn_plan()
            cell = "shoe:burn"

            def apply() -> None:
                self.burn = self.shoe.burn(procedures.burn, procedures.burn_fixed)
                self.phase = Phase.BETS
        else:
            due, article = burn_each_coup(procedures)
            cell = "shoe:burn_coup"

            def apply() -> None:
                self.shoe.draw_many(due)
                self.phase = Phase.DEAL

        right = count == due
        return self._step(
            "burn_cards", (count,), "shoe", cell, right, str(due), str(count), article,
            apply if right else None,
        )

    def return_cards(self) -> GradedStep:
        """At an automatic shuffler's table, put the last coup's cards back into the machine
        (art. 7 (2)) before the next coup's "no more bets"."""
        if self.phase is not Phase.BETS or not self._life.to_return:
            raise _refuse(Refusal.OUT_OF_TURN, "no cards wait to go back into the shuffler")
        cards = self._life.to_return

        def apply() -> None:
            self.shoe.return_cards(cards)
            self._life.to_return = ()

        return self._step(
            "return_cards", (), "shoe", "shoe:return", True, "return_cards", "return_cards",
            bac(7, 2), apply,
        )

    # ---- end of a coup and of the shoe --------------------------------------------------

    def _then_maybe_end(self, apply: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            apply()
            if self._settled():
                self._end_coup()

        return run

    def _settled(self) -> bool:
        c = self._coup
        settlement = c.settlement
        if settlement is None:
            return False
        marks = [ln for ln in settlement.lines if ln.marked]
        return (
            not self._untaken()
            and not self._pay_sequence()
            and len(c.marked) == len(marks)
        )

    def _end_coup(self) -> None:
        c = self._coup
        settlement = c.settlement
        assert settlement is not None
        lines = {ln.bet: ln for ln in settlement.lines}
        self.coups.append(CoupRecord(
            number=c.number,
            coup=settlement.coup,
            bets=c.accepted,
            settlement=settlement,
            taken=normalize(sum((lines[b].taken for b in c.taken), ZERO)),
            paid=normalize(sum((lines[b].paid for b in c.paid), ZERO)),
            marked=normalize(sum((lines[b].marked for b in c.marked), ZERO)),
            started=c.started,
            ended=self._last,
            void=c.void,
        ))
        if self.boxes is not None:
            self.boxes.record(settlement)
        sitters = {**self._standing, **self.seats}
        for line in settlement.lines:
            sitters[line.bet.seat].bankroll += line.bettor_net
        marks = self.boxes.marks if self.boxes is not None else {}
        left: list[int] = []
        for seat, sitter in list(self.seats.items()):
            sitter.coups += 1
            if sitter.coups >= sitter.persona.leave_after or sitter.bankroll < self.table.minimum:
                del self.seats[seat]
                left.append(seat)
                if seat in marks:
                    self.boxes_due.add(seat)
        for seat in self._standing:
            if seat in marks:
                self.boxes_due.add(seat)
        if self.table.tie_bets is not TieBets.PUSH_ONLY:
            self._pushed = [(line.bet, c.stacks.get(line.bet, ())) for line in settlement.pushes
                            if line.bet.kind in MAIN_KINDS and line.bet.seat in self.seats]
        self.shoe.end_coup()
        limit = self.settings.max_coups
        if self._life.shuffler:
            self._life.to_return = (*settlement.coup.player, *settlement.coup.banker)
        short = self._short_of_cards()
        if short and self._end.on:
            self._end.close = CloseReason.LAST_COUP  # shuffled as after the last coup
        if short or self._end.closes(self.shoe) or self.shoe.is_last_coup_done or (
                limit is not None and self._dealt(c.number) >= limit) or (
                self._life.shift_over(c.number, limit)):
            self.boxes_due |= set(marks)
            self._standing = {}
            self.phase = Phase.SHOE_END if self.boxes_due else Phase.FINISHED
            if self._end.close is not None:
                self.phase = Phase.CLOSE
        else:
            self.phase = Phase.BETS
            self._cash.left(left)  # they colour up before their seat is taken again
            self._coup = self._new_coup(c.number + 1)

    def _dealt(self, number: int) -> int:
        """Coups dealt up to coup ``number``, a void one left out from flow 5."""
        return number - len(self.coups) + counted_coups(self.coups, self.settings.flow)

    def _short_of_cards(self) -> bool:
        """Too few cards left for another coup: its art. 8 burn, six cards and the extra card
        of an irregularity (a cut card that comes out in the art. 8 burn, read "this coup and
        one more", asked for more than the 12-odd cards behind it). Only with the shoe's life
        or irregularities on: a shoe dealt without them never ran short."""
        if not (self.settings.shoe_life or self.settings.irregularity_rate > 0):
            return False
        burn = burn_each_coup(self.table.procedures)[0] if self._life.on else 0
        return self.shoe.remaining < burn + COUP_MOST_CARDS

    # ---- the shoe's two ends (the rules in trainer.table.shoe_end) ----------------------

    def _end_hint(self) -> tuple[str, tuple[object, ...]] | None:
        end, phase = self._end, self.phase
        if phase is Phase.BETS and end.demo_asked:
            return "answer_demo", (end.demo_expected()[0],)
        if end.damaged is not None:
            return "close_shoe", (True,)
        if phase in _COUP_PHASES and end.announce_due(self.shoe):
            return "announce_last", (end.call_due(self.shoe) is LastCoupRule.ONE_MORE,)
        if phase is Phase.CLOSE:
            return "close_shoe", (False,)
        return None

    def answer_demo(self, grant: bool) -> GradedStep:
        """Answer a player asking for a demonstration coup (art. 2): grant it (dealt face up
        by the table, no bets) or refuse it (a fourth, or where the house deals none)."""
        if self.phase is not Phase.BETS or not self._end.demo_asked:
            raise _refuse(Refusal.OUT_OF_TURN, "nobody asks for a demonstration coup")
        if not isinstance(grant, bool):
            raise _refuse(Refusal.BAD_CHOICE, f"grant or refuse, not {grant!r}")
        expected, article = self._end.demo_expected()
        right = grant is expected
        return self._step(
            "answer_demo", (grant,), "shoe", "demo", right, demo_code(expected),
            demo_code(grant), article,
            (lambda: self._end.answered(grant, self.shoe)) if right else None,
        )

    def announce_last(self, one_more: bool) -> GradedStep:
        """Announce the last coup once the cut card is out, in the house's reading of art. 3:
        "this coup and one more" (``one_more``) or "this coup is the last"."""
        if self.phase not in _COUP_PHASES or not self.settings.shoe_life:
            raise _refuse(Refusal.OUT_OF_TURN, "the last coup is announced during a coup")
        if not isinstance(one_more, bool):
            raise _refuse(Refusal.BAD_CHOICE, f"a reading of art. 3, not {one_more!r}")
        if self._end.announced is not None:
            raise _refuse(Refusal.OUT_OF_TURN, "the last coup is announced already")
        given = LastCoupRule.ONE_MORE if one_more else LastCoupRule.THIS_COUP
        if not self.shoe.cut_card_out:
            return self._step("announce_last", (one_more,), "shoe", "last_coup", False,
                              "last:not_yet", last_code(given), bac(3))
        due = self._end.call_due(self.shoe)
        right = given is due

        def apply() -> None:
            self._end.announced = given

        return self._step(
            "announce_last", (one_more,), "shoe", "last_coup", right,
            last_code(due), last_code(given), bac(3), apply if right else None,
        )

    def close_shoe(self, new_decks: bool) -> GradedStep:
        """Close the shoe: shuffle after the last coup or when the house changes the shoe
        (``new_decks`` False), or call for new decks when a damaged or marked card is found
        (art. 3; the shoe then ends after this coup)."""
        if not isinstance(new_decks, bool):
            raise _refuse(Refusal.BAD_CHOICE, f"shuffle or new decks, not {new_decks!r}")
        end, given = self._end, "new_decks" if new_decks else "shuffle"
        if end.damaged is not None:
            def found() -> None:
                end.damaged = None
                end.new_decks = True

            return self._step("close_shoe", (new_decks,), "shoe", "shoe:damaged", new_decks,
                              "new_decks", given, bac(3), found if new_decks else None)
        if self.phase is not Phase.CLOSE:
            raise _refuse(Refusal.OUT_OF_TURN, "the shoe is closed after its last coup")
        if self.boxes_due:
            seat = max(self.boxes_due)
            return self._step("close_shoe", (new_decks,), "collect", "collect", False,
                              f"collect:{seat}", given, bac(18, 1))

        def close() -> None:
            self.phase = Phase.FINISHED

        return self._step("close_shoe", (new_decks,), "shoe", "shoe:close", not new_decks,
                          "shuffle", given, bac(3), None if new_decks else close)

    def _carrying_on(self, name: str, args: tuple[object, ...]) -> GradedStep:
        """Dealing on with a damaged card out: the decks are to be replaced (art. 3)."""
        return self._step(name, args, "shoe", "shoe:damaged", False, "new_decks", name, bac(3))

    # ---- grading ------------------------------------------------------------------------

    def _step(
        self,
        name: str,
        args: tuple[object, ...],
        kind: str,
        cell: str,
        right: bool,
        expected: str,
        given: str,
        article: Article | None,
        apply: Callable[[], None] | None = None,
        *,
        facts: tuple[Detail, ...] = (),
        bet: Bet | None = None,
        fault: Fault | None = None,
    ) -> GradedStep:
        """Grade, record, then apply: a step the recorder did not take changes nothing.
        ``facts`` explain the right step, ``bet`` is a faulty bet the step left on the
        layout (:class:`GradedStep`)."""
        now = self._clock()
        step = GradedStep(
            number=len(self.steps) + 1,
            coup=self._coup.number,
            kind=kind,
            cell=cell,
            right=right,
            expected=expected,
            given=given,
            article=article,
            elapsed=now - self._last,
            facts=facts,
            bet=bet,
            fault=fault,
            retry=self._again,
        )
        return self._take(step, Action(name, args, now), apply)


ACTIONS = frozenset({
    "answer_tie", "refuse", "accept_bets", "deal", "call_totals", "draw", "call_result", "take",
    "pay", "mark", "collect_box", "count_cash", "give_chips", "colour_up",
    "answer_irregular",
    "pass_cards", "pass_third", "take_back",
    "cut", "burn_cards", "return_cards",
    "answer_demo", "announce_last", "close_shoe",
})
"""The names :meth:`TableSession.apply` takes."""


def cash_action(request: CashRequest, text: str, chips: Sequence[Decimal]) -> Action:
    """The action for the cash ``request`` waiting, from the row typed:
    a buy-in's amount (money, or chips: :func:`~trainer.chips.read_amount`) until it is
    counted right, then the chips given for it; a colour-up's chips. Junk raises the
    parsers' :class:`MoneyParseError` / :class:`ChipCountError`."""
    if request.kind is CashKind.BUY_IN and not request.counted:
        return Action("count_cash", (request.seat, read_amount(text, chips)))
    name = "colour_up" if request.kind is CashKind.COLOUR_UP else "give_chips"
    return Action(name, (request.seat, parse_chip_row(text, chips)))


def _result_code(values: tuple[Outcome, bool, bool, bool, bool]) -> str:
    winner, player_pair, banker_pair, natural, six = values
    marks = [name for name, on in (("player_pair", player_pair), ("banker_pair", banker_pair),
                                   ("natural", natural), ("banker_six", six)) if on]
    return "+".join([winner.value, *marks])


def _tie_code(answer: TieAnswer, reason: str) -> str:
    """``return``, ``accept`` or ``refuse:<reason>`` (the expected answer to a tie request)."""
    return f"refuse:{reason}" if answer is TieAnswer.REFUSE else answer.value


def _merge(*stacks: Breakdown) -> Breakdown:
    counts: dict[Decimal, int] = {}
    for stack in stacks:
        for chip, count in stack:
            counts[chip] = counts.get(chip, 0) + count
    return tuple(sorted(counts.items(), reverse=True))
