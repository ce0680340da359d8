"""A Table section at the trainee's desk: the felt and the actions of the Table screen, with
no hint, no feedback and no "go on" (issue 14).

The felt (:mod:`ui.widgets.felt`), its wording (:mod:`ui.widgets.table_words`), the chip
row (:class:`~ui.widgets.chips.ChipEntry`) and every key, click and Enter are the Table
screen's: ONE input path (:class:`~ui.widgets.felt_desk.FeltDesk`, issue 25 point 7), which
calls the desk's :class:`ExamTableInput` where the Table screen calls its presenter. Widgets
only: an action goes to the sitting presenter, which hands it to the exam session; what the
table shows next comes back by signal. Input that is no action is refused under the felt, as
on the Table screen, and nothing is graded; nothing says whether a step was right.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet
from trainer.baccarat.table import CommissionMode, TableRules
from trainer.baccarat.tableau import Hand
from trainer.table import Phase, TableState
from trainer.table.session import TieAnswer
from ui.widgets.chips import ChipEntry
from ui.widgets.felt import TableFelt
from ui.widgets.felt_desk import FeltDesk
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.widgets.table_keys import RESULT_FLAGS, TOTAL_PHASES, next_after, side_of
from ui.widgets.table_words import TableWords
from ui.worded import Worded


class ExamTableInput:
    """The exam's side of the Table's input (:class:`~ui.widgets.felt_desk.TableInput`):
    each call is a request to the sitting (:attr:`ExamTableDesk.sig_action_requested`),
    which reads the typed text, grades and seals the step, or refuses it in words. A call
    returns whether the table took a step: never whether it was right (no feedback)."""

    def __init__(self, desk: ExamTableDesk) -> None:
        self._desk = desk

    @property
    def state(self) -> TableState | None:
        return self._desk.state

    @property
    def table(self) -> TableRules | None:
        return self._desk.rules

    def losers(self) -> frozenset[Bet]:
        """None: the exam gives no hint, so the selection walks by seat."""
        return frozenset()

    def _act(self, name: str, *args: object) -> bool:
        before = self._desk.state
        self._desk.sig_action_requested.emit(name, args)
        after = self._desk.state
        return before is not None and (after is None or after.steps != before.steps
                                       or (after is not before and after.coup != before.coup))

    def _refused(self, code: str) -> bool:
        self._desk.show_refusal(Worded(self._desk.words.refusal, code))
        return False

    def refuse(self, bet: Bet | None) -> bool:
        return self._refused("no_selection") if bet is None else self._act("refuse", bet)

    def answer_tie(self, answer: TieAnswer) -> bool:
        """Answer the first open request about a bet a tie left on the layout (art. 12)."""
        state = self.state
        if state is None or not state.ties:
            return self._refused("no_tie_request")
        return self._act("answer_tie", state.ties[0].bet, answer)

    def no_more_bets(self) -> bool:
        return self._act("accept_bets")

    def deal(self, hand: Hand) -> bool:
        return self._act("deal", hand)

    def call_totals(self, player: int, banker: int) -> bool:
        return self._act("call_totals", player, banker)

    def draw(self, draws: bool) -> bool:
        state = self.state
        phase = None if state is None else state.phase
        return self._act("draw", Hand.PLAYER if phase is Phase.DRAW_PLAYER else Hand.BANKER,
                         draws)

    def call_result(self, winner: Outcome, player_pair: bool, banker_pair: bool,
                    natural: bool, banker_six: bool) -> bool:
        return self._act("call_result", winner, player_pair, banker_pair, natural, banker_six)

    def take(self, bet: Bet | None) -> bool:
        return self._refused("no_selection") if bet is None else self._act("take", bet)

    def take_side(self, bet: Bet | None) -> bool:
        """A: take every bet of the selected bet's side, each its own sealed take; a take
        the table did not make (wrong) ends the sweep (issue 24)."""
        state, table = self.state, self.table
        if bet is None or state is None or table is None:
            return self._refused("no_selection")
        took = False
        for each in side_of(state, table.pay_order, bet):
            took = self._act("take", each) or took
            now = self.state
            if now is None or each not in now.taken:
                break
        return took

    def pay(self, bet: Bet | None, chips_text: str) -> bool:
        """The sitting reads the row: chips, or the amount where the table grades it."""
        return self._refused("no_selection") if bet is None else self._act(
            "pay", bet, chips_text)

    def mark(self, seat: int | None, amount_text: str) -> bool:
        return self._refused("no_selection") if seat is None else self._act(
            "mark", seat, amount_text)

    def collect_box(self, seat: int | None, amount_text: str) -> bool:
        return self._refused("no_box_selected") if seat is None else self._act(
            "collect_box", seat, amount_text)

    def change_cash(self, text: str) -> bool:
        return self._act("cash", text)


class ExamTableDesk(Retranslating, FeltDesk):
    """The felt, the prompt of the step, its buttons and the chip row; no feedback."""

    sig_action_requested = Signal(str, tuple)
    """The trainee took an action (arguments: the session action's name and its arguments,
    or for ``pay``/``mark``/``collect_box`` the text typed in place of the chips/amount)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("examTableDesk")
        self.words = TableWords(self)
        self.state: TableState | None = None
        self.rules: TableRules | None = None
        self.table_input = ExamTableInput(self)
        self._walk: list[Bet | int] = []
        """What Tab walked when the table was last shown (issue 24)."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.felt = TableFelt(self.words, self)
        layout.addWidget(self.felt, 1)
        self.prompt = QLabel()
        self.prompt.setObjectName("tablePrompt")
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)
        self.refusal = MessageLabel()
        self.refusal.setObjectName("tableRefusal")
        self.refusal.setWordWrap(True)
        layout.addWidget(self.refusal)
        b = self._button
        t = self.table_input
        self.refuse_button = b("refuseButton", self._refuse)
        self.no_more_bets_button = b("noMoreBetsButton", t.no_more_bets)
        self.collect_button = b("collectButton", self._collect_clicked)
        self.deal_player_button = b("dealPlayerButton", lambda: t.deal(Hand.PLAYER))
        self.deal_banker_button = b("dealBankerButton", lambda: t.deal(Hand.BANKER))
        self.digit_buttons = [b(f"digit{n}", lambda _=False, n=n: self._digit(n))
                              for n in range(10)]
        self.draw_button = b("drawButton", lambda: t.draw(True))
        self.stand_button = b("standButton", lambda: t.draw(False))
        self.flag_buttons = {flag: b(f"{flag}Toggle", lambda on, f=flag: self._flag(f, on),
                                     checkable=True) for flag in RESULT_FLAGS}
        self.winner_buttons = {o: b(f"{o.value}WinsButton", lambda _=False, o=o: self._call(o))
                               for o in Outcome}
        self.take_button = b("takeButton", self._take)
        self.pay_button = b("payButton", self._pay_clicked)
        self.mark_button = b("markButton", self._mark_clicked)
        # The Table screen's buttons for a tie bettor (art. 12) and for cash (issue 24).
        self.tie_buttons = {answer: b(f"tie{answer.value.title()}Button",
                                      lambda _=False, a=answer: t.answer_tie(a))
                            for answer in TieAnswer}
        self.cash_button = b("cashButton", self._change_cash)
        flags = QHBoxLayout()
        for button in self.flag_buttons.values():
            flags.addWidget(button)
        flags.addStretch(1)
        layout.addLayout(flags)
        bar = QHBoxLayout()
        bar.setSpacing(4)
        for button in (*self.tie_buttons.values(), self.refuse_button,
                       self.no_more_bets_button, self.collect_button,
                       self.deal_player_button, self.deal_banker_button, *self.digit_buttons,
                       self.draw_button, self.stand_button, *self.winner_buttons.values(),
                       self.take_button, self.pay_button, self.mark_button, self.cash_button):
            bar.addWidget(button)
        bar.addStretch(1)
        layout.addLayout(bar)
        self.chip_entry = ChipEntry()
        self.chip_entry.title.hide()
        self.listen_to_felt()
        layout.addWidget(self.chip_entry)
        self._show_buttons()  # none before a table is open: they would widen the window
        self.retranslate()

    def _button(self, name: str, slot: Callable[..., object],
                checkable: bool = False) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.setCheckable(checkable)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay on the felt
        button.clicked.connect(slot)
        return button

    # ---- presenter -> view --------------------------------------------------------------

    def show_table(self, rules: TableRules, state: TableState) -> None:
        """A Table section opened (or reopened after a kill) at ``rules``."""
        self.rules = rules
        self.felt.set_table(rules)
        self.chip_entry.set_chips(rules.chips)
        for widget in (*self.chip_entry.discs, *self.chip_entry.keys):
            widget.hide()  # the tray on the felt shows the chips and takes their clicks
        self.totals = ""
        self._clear_flags()
        self._set_row_mode("pay")
        self.show_state(state)
        self.felt.setFocus()

    def show_state(self, state: TableState) -> None:
        """Draw the table as it now stands (never whether the last step was right)."""
        if self.state is not None and (state.steps, state.coup) != (self.state.steps,
                                                                     self.state.coup):
            self.show_refusal("")
        if self.state is not None and self.state.phase is not state.phase:
            self._clear_flags()
        old, self.state = self.state, state
        if state.phase is not Phase.SETTLE:
            self.row_mode = "pay"  # M marks in this settlement only
        # In the table's take-and-pay order; after a step, on to the next bet (issue 24).
        items = self._walk_now()
        same = old is not None and (old.coup, old.phase) == (state.coup, state.phase)
        if self.selected not in items:
            self.selected = next_after(self._walk, self.selected, items) if same else (
                items[0] if items else None)
        self._walk = items
        self.felt.set_state(state, self.selected)
        self._show_buttons()
        self._show_prompt()
        self.show_row_mode()

    def show_refusal(self, text: str) -> None:
        """Say why a key did nothing (``Worded`` text follows a language change)."""
        self.refusal.say(text)

    # ---- input (the shared path: :class:`~ui.widgets.felt_desk.FeltDesk`) --------------

    def _refuse_key(self, code: str) -> None:
        self.show_refusal(Worded(self.words.refusal, code))

    def _cash_waiting(self) -> bool:
        """Notes or chips wait to be changed before no more bets (issue 24, point 13)."""
        return self._phase() is Phase.BETS and self.state is not None and bool(self.state.cash)

    def _walk_now(self) -> list[Bet | int]:
        return self.walk(self.state)

    # ---- drawing ------------------------------------------------------------------------

    def _redraw(self) -> None:
        if self.state is not None:
            self.felt.set_state(self.state, self.selected)

    def _show_prompt(self) -> None:
        phase = self._phase()
        if phase is None:
            return
        text = self.words.prompt(phase)
        if phase is Phase.DEAL and self.state is not None and self.state.late:
            text = self.words.late_bet(self.state.late[0])  # as the Table says it, when it comes
        if phase in TOTAL_PHASES:
            text += "  " + self.words.totals_typed(self.totals)
        if self._cash_waiting() and self.state is not None and self.rules is not None:
            text = self.words.cash_prompt(self.state.cash[0], self.rules)
        self.prompt.setText(text)

    def _show_buttons(self) -> None:
        phase, rules = self._phase(), self.rules
        mark = rules is not None and rules.commission_mode is CommissionMode.MARK
        ties = phase is Phase.BETS and self.state is not None and bool(self.state.ties)
        shown = {
            **dict.fromkeys(self.tie_buttons.values(), ties),
            self.cash_button: self._cash_waiting(),
            self.refuse_button: phase in (Phase.BETS, Phase.DEAL),
            self.no_more_bets_button: phase is Phase.BETS,
            self.collect_button: mark and phase in (Phase.BETS, Phase.SHOE_END),
            self.deal_player_button: phase is Phase.DEAL,
            self.deal_banker_button: phase is Phase.DEAL,
            self.draw_button: phase in (Phase.DRAW_PLAYER, Phase.DRAW_BANKER),
            self.stand_button: phase in (Phase.DRAW_PLAYER, Phase.DRAW_BANKER),
            self.take_button: phase is Phase.SETTLE,
            self.pay_button: phase is Phase.SETTLE,
            self.mark_button: mark and phase is Phase.SETTLE,
        }
        for button in self.digit_buttons:
            shown[button] = phase in TOTAL_PHASES
        for button in (*self.flag_buttons.values(), *self.winner_buttons.values()):
            shown[button] = phase is Phase.RESULT
        for button, on in sorted(shown.items(), key=lambda item: item[1]):
            button.setVisible(on)
        self.chip_entry.setVisible(phase is Phase.SETTLE or self._cash_waiting()
                                   or (mark and phase in (Phase.BETS, Phase.SHOE_END)))

    # ---- words --------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.chip_entry.retranslate()
        self.word_dealer_buttons()  # and the chip row's mode, over the row's own "Chips:"
        self._show_prompt()
