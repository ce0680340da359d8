"""The Table's keys: one key map for the Table screen and an exam's Table section.

:func:`table_key` turns a key pressed on the felt, in the step the table is on, into what
the dealer asked for (a :class:`TableKey`); each desk then does it its own way (the Table
screen through its presenter, with feedback; the exam desk by a request to the sitting,
without). The keys: arrows / Tab select a bet or a due commission box; R refuse (also in
the deal, the totals and the draws, a bet pushed on after the cards are out), N no more
bets, W / A / X answer a tie bettor (art. 12), C collect a box (or a digit with a box
selected), P / B deal, two digits the totals (and the final totals after a third card),
D / S draw or stand, at a card holder's table (art. 16) G pass (give) the cards to the selected
bet's seat, or to the seat whose number was typed just before (3 then G), and K let the dealer
turn them (while cards are to be passed, and a third card after its decision), Enter take the
cards back once their holder has turned them (the holder's turn), 1 2 3 6 then P / B / T the
result; the shoe's ends
(:mod:`ui.felt.shoe_end`): G / F grant or refuse a demonstration coup (bets), L / O announce
the last coup (a coup's steps), E new decks, S shuffle (closing the shoe); T take, A take
every bet of the selected bet's side (its kind: all the Banker bets,
all the Tie bets...), digits or Enter pay, M mark. The shoe's life: at the cut the arrows move
the cut card (Page Up / Page Down a deck) and Enter places it; at a burn digits count the
cards (Backspace takes one back) and Enter burns them; M puts a coup's cards back into an
automatic shuffler before the bets. :func:`selectable` is what the arrows
walk through, in the table's take-and-pay order (a right-to-left table walks from
the highest seat), :func:`moved` the selection after one step of them and :func:`next_after`
the bet selected after an action, the next one in that order.

An irregularity raised (arts. 4, 10): K the card stays, F correct it, U burn the card, V void
the coup (:mod:`ui.felt.irregular`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import Qt

from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet
from trainer.baccarat.table import PayOrder
from trainer.baccarat.tableau import Hand
from trainer.table import Phase, TableState
from trainer.table.session import AFTER_CARD_PHASES, TieAnswer
from trainer.table.squeeze import DEALER
from trainer.typed import fold_typed
from ui.felt.irregular import REMEDY_KEYS
from ui.felt.shoe_end import life_action
from ui.felt.shoe_life import BURN_PHASES, CUT_DECK_STEP, CUT_STEP

DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(10)}
RESULT_FLAGS = ("player_pair", "banker_pair", "natural", "banker_six")
FLAG_KEYS = {Qt.Key.Key_1: "player_pair", Qt.Key.Key_2: "banker_pair",
             Qt.Key.Key_3: "natural", Qt.Key.Key_6: "banker_six"}
NEXT_KEYS = (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab)
PREV_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab)
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
TIE_KEYS = {Qt.Key.Key_W: TieAnswer.RETURN, Qt.Key.Key_A: TieAnswer.ACCEPT,
            Qt.Key.Key_X: TieAnswer.REFUSE}
"""Art. 12, after a tie: return a withdrawn stake, accept or refuse a change."""
PASS_PHASES = (Phase.PASS, Phase.PASS_THIRD)
"""A card holder's table (art. 16): the steps that pass cards to their holders."""
HOLDING_PHASES = (*PASS_PHASES, Phase.TURN)
"""The steps in which the holders have cards to pass or turn: the passes and the holder's
turn (a call, or a pass before the turn, is graded there)."""
TOTAL_PHASES = (Phase.TOTALS, Phase.FINAL_TOTALS)
"""The steps whose two digits call the totals: the first two cards', and the final ones
after a third card."""
_WINNERS = {Qt.Key.Key_P: Outcome.PLAYER, Qt.Key.Key_B: Outcome.BANKER,
            Qt.Key.Key_T: Outcome.TIE}


def result_keys(winner: Outcome, flags: dict[str, bool]) -> str:
    """The keys that call a result: each mark's digit, then the winner's letter ("1 3 B")."""
    marks = [chr(key.value) for key, flag in FLAG_KEYS.items() if flags.get(flag)]
    letter = next(chr(key.value) for key, won in _WINNERS.items() if won is winner)
    return " ".join([*marks, letter])


class Ask(Enum):
    """What a key on the felt asks for."""

    MOVE = "move"  # arg: +1 or -1
    REFUSE = "refuse"
    ACCEPT_BETS = "accept_bets"
    TIE = "tie"  # arg: the TieAnswer
    COLLECT = "collect"  # open the chip row for the selected box's amount; arg: text typed
    DEAL = "deal"  # arg: the Hand
    DIGIT = "digit"  # arg: the digit of the totals
    DRAW = "draw"  # arg: True draw, False stand
    FLAG = "flag"  # arg: the result flag toggled
    CALL = "call"  # arg: the winner
    TAKE = "take"
    TAKE_ALL = "take_all"  # take every bet of the selected bet's side, in the table's order
    MARK = "mark"  # open the chip row for the commission to mark
    PAY = "pay"  # open the chip row to pay the selected bet; arg: text typed
    CASH = "cash"  # open the row for a buy-in's amount or the chips of a buy-in/colour-up
    IRREGULAR = "irregular"  # arg: the Remedy (arts. 4, 10)
    PASS = "pass"  # arg: the seat (DEALER: the dealer turns), None: the seat typed or selected
    TAKE_BACK = "take_back"  # the holder has turned the cards: take them back (art. 16)
    CUT_MOVE = "cut_move"  # arg: cards the cut card moves deeper (negative: towards the end)
    CUT = "cut"  # place the cut card where it is held
    BURN_DIGIT = "burn_digit"  # arg: the digit typed, or -1 to take one back
    BURN = "burn"  # burn the cards counted
    RETURN = "return"  # the coup's cards back into the automatic shuffler
    SHOE = "shoe"  # a shoe's-end step (ui.felt.shoe_end); arg: the Action


@dataclass(frozen=True)
class TableKey:
    """What the dealer asked for by one key, and its argument."""

    ask: Ask
    arg: object = None


def table_key(key: Qt.Key, text: str, phase: Phase | None, box_selected: bool,
              cash: bool = False, squeeze: bool = False, returning: bool = False
              ) -> TableKey | None:
    """What ``key`` (typing ``text``) asks for on the felt in ``phase``; None: nothing.
    ``cash``: notes or chips wait to be changed (digits and Enter go to the chip row);
    ``squeeze``: the table's card holders turn the cards (art. 16).
    A full-width digit or letter from a Chinese input method ("２") is its ASCII key, as in
    the chip row (a new trainee's "２" on the felt was lost)."""
    folded = fold_typed(text)
    if len(text) == 1 and len(folded) == 1 and folded.isascii() and folded.isalnum():
        key, text = Qt.Key(ord(folded.upper())), folded
    life = shoe_life_key(key, phase, returning)
    if life is not None:
        return life
    if key in NEXT_KEYS or key in PREV_KEYS:
        return TableKey(Ask.MOVE, 1 if key in NEXT_KEYS else -1)
    end = life_action(phase, text.upper()) if len(text) == 1 else None
    if end is not None:  # the shoe's ends: demonstration coups, the last coup, closing it
        return TableKey(Ask.SHOE, end)
    if phase is Phase.CLOSE and key == Qt.Key.Key_N:  # a coup past the last one: graded
        return TableKey(Ask.ACCEPT_BETS)
    if key == Qt.Key.Key_R and (phase is Phase.BETS or phase in AFTER_CARD_PHASES):
        return TableKey(Ask.REFUSE)
    if phase is Phase.BETS and key == Qt.Key.Key_N:
        return TableKey(Ask.ACCEPT_BETS)
    if phase is Phase.BETS and key in TIE_KEYS:
        return TableKey(Ask.TIE, TIE_KEYS[key])
    if phase in (Phase.BETS, Phase.SHOE_END, Phase.CLOSE) and key == Qt.Key.Key_C:
        return TableKey(Ask.COLLECT, "")
    if phase is Phase.DEAL and key in (Qt.Key.Key_P, Qt.Key.Key_B):
        return TableKey(Ask.DEAL, Hand.PLAYER if key == Qt.Key.Key_P else Hand.BANKER)
    if phase is Phase.TURN and key in ENTER:
        return TableKey(Ask.TAKE_BACK)
    passing = phase in HOLDING_PHASES or (squeeze and phase in (Phase.DRAW_PLAYER,
                                                                Phase.DRAW_BANKER))
    if passing and key in (Qt.Key.Key_G, Qt.Key.Key_K):  # a third card after its decision
        return TableKey(Ask.PASS, None if key == Qt.Key.Key_G else DEALER)
    if (phase in TOTAL_PHASES or phase in HOLDING_PHASES) and key in DIGITS:
        # Totals typed before the holders turned the cards are graded (art. 16); one digit
        # then G passes the cards to that seat.
        return TableKey(Ask.DIGIT, DIGITS[key])
    if phase in (Phase.DRAW_PLAYER, Phase.DRAW_BANKER) and key in (Qt.Key.Key_D, Qt.Key.Key_S):
        return TableKey(Ask.DRAW, key == Qt.Key.Key_D)
    if phase is Phase.IRREGULAR and key in REMEDY_KEYS:
        return TableKey(Ask.IRREGULAR, REMEDY_KEYS[key])
    if phase is Phase.RESULT:
        if key in FLAG_KEYS:
            return TableKey(Ask.FLAG, FLAG_KEYS[key])
        if key in _WINNERS:
            return TableKey(Ask.CALL, _WINNERS[key])
    if phase is Phase.SETTLE:
        if key == Qt.Key.Key_T:
            return TableKey(Ask.TAKE)
        if key == Qt.Key.Key_A:
            return TableKey(Ask.TAKE_ALL)
        if key == Qt.Key.Key_M:
            return TableKey(Ask.MARK)
        if key in DIGITS or key in ENTER:
            return TableKey(Ask.PAY, text if key in DIGITS else "")
    if phase in (Phase.BETS, Phase.SHOE_END, Phase.CLOSE) and box_selected and key in DIGITS:
        # A box selected, its amount typed straight away, as the prompt says.
        return TableKey(Ask.COLLECT, text)
    if phase is Phase.BETS and cash and (key in DIGITS or key in ENTER):
        return TableKey(Ask.CASH, text if key in DIGITS else "")
    return None


def shoe_life_key(key: Qt.Key, phase: Phase | None, returning: bool) -> TableKey | None:
    """The keys of the shoe's life (``returning``: a coup's cards wait to go back into the
    shuffler)."""
    if phase is Phase.CUT:
        if key in NEXT_KEYS or key in PREV_KEYS:  # right: towards the end, fewer behind
            return TableKey(Ask.CUT_MOVE, -CUT_STEP if key in NEXT_KEYS else CUT_STEP)
        if key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            return TableKey(Ask.CUT_MOVE,
                            CUT_DECK_STEP if key == Qt.Key.Key_PageUp else -CUT_DECK_STEP)
        if key in ENTER:
            return TableKey(Ask.CUT)
    if phase in BURN_PHASES:
        if key in DIGITS:
            return TableKey(Ask.BURN_DIGIT, DIGITS[key])
        if key == Qt.Key.Key_Backspace:
            return TableKey(Ask.BURN_DIGIT, -1)
        if key in ENTER:
            return TableKey(Ask.BURN)
    if phase is Phase.BETS and returning and key == Qt.Key.Key_M:
        return TableKey(Ask.RETURN)
    return None


def seat_order(pay_order: PayOrder | None) -> Callable[[Bet | int], int]:
    """The sort key of a bet or box by its seat in the table's take-and-pay order (seat 1
    first when no order is given)."""
    sign = -1 if pay_order is PayOrder.RIGHT_TO_LEFT else 1

    def key(item: Bet | int) -> int:
        return sign * (item if isinstance(item, int) else item.seat)

    return key


def selectable(state: TableState | None, pay_order: PayOrder | None = None,
               losers: frozenset[Bet] = frozenset()) -> list[Bet | int]:
    """What the arrows walk through in this phase, seat by seat in the table's take-and-pay
    order (``pay_order``; seat 1 first when None), a seat's bets in the order they lie. In
    the settlement, the ``losers`` not yet taken come first: every losing bet is taken before
    any winner is paid (the Table screen; an exam desk, which gives no hint, walks by seat)."""
    if state is None:
        return []
    items: list[Bet | int] = []
    if state.phase in (Phase.BETS, Phase.SHOE_END, Phase.CLOSE):
        items += list(state.boxes_due)
    if state.phase is Phase.BETS:
        items += list(state.layout)
    elif state.phase in AFTER_CARD_PHASES or state.phase in PASS_PHASES:
        items += list(state.late)  # a late bet, or one pushed on after the cards
        if state.phase in PASS_PHASES or (state.squeeze is not None and state.phase in (
                Phase.DRAW_PLAYER, Phase.DRAW_BANKER)):
            items += list(state.accepted)  # the holder is chosen by a bet of theirs
    elif state.phase is Phase.SETTLE:
        # Paid bets stay selectable: a Banker win is marked after it is paid.
        items += [b for b in state.accepted if b not in state.taken and b not in state.marked]
    by_seat = seat_order(pay_order)
    boxes = sorted((i for i in items if isinstance(i, int)), key=by_seat)
    bets = sorted((i for i in items if not isinstance(i, int)), key=by_seat)  # stable
    if state.phase is Phase.SETTLE and losers:
        bets.sort(key=lambda bet: bet not in losers)  # stable: each part stays by seat
    return [*boxes, *bets]


def side_of(state: TableState, pay_order: PayOrder | None, bet: Bet) -> list[Bet]:
    """What A takes: every bet of ``bet``'s side (its kind) still on the layout,
    seat by seat in the table's take-and-pay order, from ``bet`` on, then round the table."""
    by_seat = seat_order(pay_order)
    side = sorted((b for b in state.accepted if b.kind is bet.kind
                   and b not in state.taken and b not in state.paid), key=by_seat)
    if bet in side:
        start = side.index(bet)
        side = side[start:] + side[:start]
    return side


def moved(items: list[Bet | int], selected: Bet | int | None, delta: int) -> Bet | int | None:
    """The selection after one arrow step of ``delta`` (wrapping round ``items``)."""
    if not items:
        return None
    if selected not in items:
        return items[0 if delta > 0 else -1]
    return items[(items.index(selected) + delta) % len(items)]


def next_after(before: list[Bet | int], acted: Bet | int | None,
               items: list[Bet | int]) -> Bet | int | None:
    """The selection after an action on ``acted``: the first of ``before`` (the walk as it
    was) after it that is still in ``items``, wrapping round; else the first of ``items``."""
    if not items:
        return None
    if acted in before:
        start = before.index(acted)
        for item in before[start + 1:] + before[:start]:
            if item in items:
                return item
    return items[0]
