"""The dealer's input, one for both desks: what a key, a button or the chip row asks for,
made into a typed :class:`~trainer.table.session.Action` of the table's session.

The Table screen and an exam's Table section share the felt and its key map
(:mod:`ui.felt.keys`, :class:`~ui.felt.desk.FeltDesk`); a :class:`DealerInput`
is the one place their requests become actions: the bet or box selected, the totals and the
result's marks typed, the chip row read by the core's readers (a payout:
:func:`~trainer.table.session.read_payout`; an amount: :func:`~trainer.chips.read_amount`;
cash: :func:`~trainer.table.session.cash_action`). Each action is announced
(:attr:`DealerInput.sig_action`) and handed to the desk's :class:`TableSource` (the Table's
presenter, which grades, stores and gives feedback; or the exam's sitting, which seals the step
and says nothing). Input that can be no action (nothing selected, junk in the row, no tie or
cash request waiting) is refused here with a code (:attr:`DealerInput.sig_refused`) and no
action is made.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Signal

from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet
from trainer.baccarat.table import TableRules
from trainer.baccarat.tableau import Hand
from trainer.chips import ChipCountError, read_amount
from trainer.errors import MoneyParseError
from trainer.table import Phase, TableState
from trainer.table.irregular import Remedy
from trainer.table.session import Action, TieAnswer, cash_action, read_payout
from ui.felt.keys import side_of


class TableSource(Protocol):
    """The table a desk deals at: what it stands at, and the one way an action reaches it.
    :meth:`act` returns something true when the table took a step (never whether it was
    right)."""

    @property
    def state(self) -> TableState | None: ...

    @property
    def table(self) -> TableRules | None: ...

    def losers(self) -> frozenset[Bet]: ...

    def act(self, action: Action) -> object: ...


class DealerInput(QObject):
    """The dealer's requests at one desk, made into typed actions for its table.

    Each method returns whether the table took a step (so the desk clears the chip row)."""

    sig_action = Signal(object)
    """The dealer asked for an action (argument: the typed :class:`Action`), handed to the
    table right after."""
    sig_refused = Signal(str, object)
    """Input that is no action was refused, nothing made or sent (arguments: a code, and the
    :class:`ChipCountError` / :class:`MoneyParseError` for junk typed, else None)."""

    def __init__(self, source: TableSource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = source

    # ---- the one way out ----------------------------------------------------------------

    def send(self, action: Action) -> bool:
        """Announce ``action`` and hand it to the table; True when the table took a step."""
        self.sig_action.emit(action)
        return bool(self.source.act(action))

    def _refused(self, code: str, error: Exception | None = None) -> bool:
        self.sig_refused.emit(code, error)
        return False

    # ---- the requests -------------------------------------------------------------------

    def refuse(self, bet: Bet | None) -> bool:
        """R: refuse the selected bet (not within the limits, placed late...)."""
        return self._refused("no_selection") if bet is None else self.send(
            Action("refuse", (bet,)))

    def answer_tie(self, answer: TieAnswer) -> bool:
        """W / A / X: answer the first open request about a bet a tie left (art. 12)."""
        state = self.source.state
        if state is None:
            return self._refused("no_table")
        if not state.ties:
            return self._refused("no_tie_request")
        return self.send(Action("answer_tie", (state.ties[0].bet, answer)))

    def no_more_bets(self) -> bool:
        return self.send(Action("accept_bets", ()))

    def deal(self, hand: Hand) -> bool:
        return self.send(Action("deal", (hand,)))

    def pass_cards(self, seat: int | None) -> bool:
        """G / K at a card holder's table (art. 16): pass the cards to be turned to ``seat``
        (:data:`~trainer.table.squeeze.DEALER`: the dealer turns them): the first two of
        the side whose turn it is, or a third card (asked too before its draw is decided,
        which the table grades)."""
        state = self.source.state
        if state is None or state.squeeze is None:
            return self._refused("no_table")
        if seat is None:
            return self._refused("no_selection")
        turning = state.squeeze.turning
        if state.phase is Phase.PASS and turning is not None:
            return self.send(Action("pass_cards", (turning, seat)))
        if state.phase is Phase.PASS_THIRD and turning is not None:
            return self.send(Action("pass_third", (turning, seat)))
        hand = Hand.BANKER if state.phase is Phase.DRAW_BANKER else Hand.PLAYER
        return self.send(Action("pass_third", (hand, seat)))

    def take_back(self) -> bool:
        """Enter while a holder turns the cards (art. 16): wait for the turn, then take them
        back face up; asked before the cards are passed, the table grades it."""
        state = self.source.state
        if state is None or state.squeeze is None:
            return self._refused("no_table")
        hand = state.squeeze.held[0] if state.squeeze.held is not None else (
            state.squeeze.turning)
        if hand is None:
            return self._refused("out_of_turn")
        return self.send(Action("take_back", (hand,)))

    def call_totals(self, player: int, banker: int) -> bool:
        return self.send(Action("call_totals", (player, banker)))

    def draw(self, draws: bool) -> bool:
        """D / S: draw or stand for the hand whose third card is being decided."""
        state = self.source.state
        banker = state is not None and state.phase is Phase.DRAW_BANKER
        return self.send(Action("draw", (Hand.BANKER if banker else Hand.PLAYER, draws)))

    def answer_irregular(self, remedy: Remedy) -> bool:
        """K / F / U / V: answer the irregularity raised (arts. 4, 10)."""
        return self.send(Action("answer_irregular", (remedy,)))

    def call_result(self, winner: Outcome, player_pair: bool, banker_pair: bool,
                    natural: bool, banker_six: bool) -> bool:
        return self.send(Action("call_result",
                                (winner, player_pair, banker_pair, natural, banker_six)))

    def take(self, bet: Bet | None) -> bool:
        return self._refused("no_selection") if bet is None else self.send(
            Action("take", (bet,)))

    def take_side(self, bet: Bet | None) -> bool:
        """A: take every bet of ``bet``'s side (its kind) still on the layout, seat by seat
        in the table's take-and-pay order, from ``bet`` on. Each is its own take;
        a take the table did not make (wrong, refused) ends the sweep."""
        state, table = self.source.state, self.source.table
        if bet is None or state is None or table is None:
            return self._refused("no_selection")
        took = False
        for each in side_of(state, table.pay_order, bet):
            if not self.send(Action("take", (each,))):
                break
            took = True
            now = self.source.state
            if now is None or each not in now.taken:
                break
        return took

    def pay(self, bet: Bet | None, text: str) -> bool:
        """Pay ``bet`` with the chips typed in one row ("2x1k 3x100 50"), or the amount
        ("1,140") on a table graded on the amount only."""
        if bet is None:
            return self._refused("no_selection")
        table = self.source.table
        if table is None:
            return self._refused("no_table")
        try:
            payout = read_payout(text, table)
        except ChipCountError as error:
            return self._refused("bad_chips", error)
        except MoneyParseError as error:
            return self._refused("bad_amount", error)
        return self.send(Action("pay", (bet, payout)))

    def mark(self, seat: int | None, text: str) -> bool:
        """M: mark the commission typed (an amount, or chips) in ``seat``'s box."""
        return self._refused("no_selection") if seat is None else self._amount_action(
            "mark", seat, text)

    def collect_box(self, seat: int | None, text: str) -> bool:
        """C: collect ``seat``'s commission box for the amount typed (an amount, or chips)."""
        return self._refused("no_box_selected") if seat is None else self._amount_action(
            "collect_box", seat, text)

    def change_cash(self, text: str) -> bool:
        """The first cash request waiting: a buy-in's amount until it
        is counted right, then the chips given for it; a colour-up's chips."""
        state, table = self.source.state, self.source.table
        if state is None or table is None:
            return self._refused("no_table")
        if not state.cash:
            return self._refused("no_cash")
        try:
            action = cash_action(state.cash[0], text, table.chips)
        except ChipCountError as error:
            return self._refused("bad_chips", error)
        except MoneyParseError as error:
            return self._refused("bad_amount", error)
        return self.send(action)

    def cut(self, from_end: int) -> bool:
        """Enter at the cut: place the white cut card ``from_end`` cards from the end."""
        return self.send(Action("cut", (from_end,)))

    def burn_cards(self, typed: str) -> bool:
        """Enter at a burn: burn the cards counted on the keys."""
        if not typed.isdigit():
            return self._refused("no_count")
        return self.send(Action("burn_cards", (int(typed),)))

    def return_cards(self) -> bool:
        """M: the last coup's cards back into the automatic shuffler."""
        return self.send(Action("return_cards", ()))

    def _amount_action(self, name: str, seat: int, text: str) -> bool:
        table = self.source.table
        if table is None:
            return self._refused("no_table")
        try:
            amount = read_amount(text, table.chips)
        except MoneyParseError as error:
            return self._refused("bad_amount", error)
        return self.send(Action(name, (seat, amount)))
