"""A Table section at the trainee's desk: the felt and the actions of the Table screen, with
no hint, no feedback and no "go on" (issue 14).

The felt (:mod:`ui.widgets.felt`), its wording (:mod:`ui.widgets.table_words`) and the
chip row (:class:`~ui.widgets.chips.ChipEntry`) are the Table screen's; the keys are the same
(:mod:`ui.widgets.table_keys`: arrows / Tab select a bet or a due box; R refuse, N no more
bets, W / A / X answer a tie bettor, C collect, P / B deal,
digits the totals, D / S draw or stand, 1 2 3 6 then P / B / T the result; T take, digits
and Enter pay, M mark). Widgets only: an action goes to the sitting presenter, which hands it
to the exam session; what the table shows next comes back by signal. Input that is no action
is refused under the felt, as on the Table screen; nothing says whether a step was right.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
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
from ui.widgets.table_keys import (
    RESULT_FLAGS,
    TOTAL_PHASES,
    Ask,
    TableKey,
    moved,
    next_after,
    selectable,
    table_key,
)
from ui.widgets.table_words import TableWords
from ui.worded import Worded


class ExamTableDesk(FeltDesk):
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
        self._walk: list[Bet | int] = []
        """What Tab walked when the table was last shown (issue 24)."""
        self.selected: Bet | int | None = None
        self.totals = ""
        self.flags = dict.fromkeys(RESULT_FLAGS, False)
        self.row_mode = "pay"
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
        self.refusal.setStyleSheet("color: #8a6d00;")
        layout.addWidget(self.refusal)
        b = self._button
        self.refuse_button = b("refuseButton", lambda: self._on_bet("refuse"))
        self.no_more_bets_button = b("noMoreBetsButton", lambda: self._act("accept_bets"))
        self.collect_button = b("collectButton", lambda: self._open_row(""))
        self.deal_player_button = b("dealPlayerButton", lambda: self._act("deal", Hand.PLAYER))
        self.deal_banker_button = b("dealBankerButton", lambda: self._act("deal", Hand.BANKER))
        self.digit_buttons = [b(f"digit{n}", lambda _=False, n=n: self._digit(n))
                              for n in range(10)]
        self.draw_button = b("drawButton", lambda: self._draw(True))
        self.stand_button = b("standButton", lambda: self._draw(False))
        self.flag_buttons = {flag: b(f"{flag}Toggle", lambda on, f=flag: self._flag(f, on),
                                     checkable=True) for flag in RESULT_FLAGS}
        self.winner_buttons = {o: b(f"{o.value}WinsButton", lambda _=False, o=o: self._call(o))
                               for o in Outcome}
        self.take_button = b("takeButton", lambda: self._on_bet("take"))
        self.pay_button = b("payButton", self._pay)
        self.mark_button = b("markButton", self._open_mark)
        flags = QHBoxLayout()
        for button in self.flag_buttons.values():
            flags.addWidget(button)
        flags.addStretch(1)
        layout.addLayout(flags)
        bar = QHBoxLayout()
        bar.setSpacing(4)
        for button in (self.refuse_button, self.no_more_bets_button, self.collect_button,
                       self.deal_player_button, self.deal_banker_button, *self.digit_buttons,
                       self.draw_button, self.stand_button, *self.winner_buttons.values(),
                       self.take_button, self.pay_button, self.mark_button):
            bar.addWidget(button)
        bar.addStretch(1)
        layout.addLayout(bar)
        self.chip_entry = ChipEntry()
        self.chip_entry.title.hide()
        self.chip_entry.sig_submit_requested.connect(self._row_entered)
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
        for flag in RESULT_FLAGS:
            self._flag(flag, False)
        self.show_state(state)
        self.felt.setFocus()

    def show_state(self, state: TableState) -> None:
        """Draw the table as it now stands (never whether the last step was right)."""
        if self.state is not None and (state.steps, state.coup) != (self.state.steps,
                                                                     self.state.coup):
            self.show_refusal("")
        if self.state is not None and self.state.phase is not state.phase:
            for flag in RESULT_FLAGS:
                self._flag(flag, False)
        old, self.state = self.state, state
        if state.phase is not Phase.SETTLE:
            self.row_mode = "pay"
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

    def show_refusal(self, text: str) -> None:
        """Say why a key did nothing (``Worded`` text follows a language change)."""
        self.refusal.say(text)

    # ---- view -> presenter --------------------------------------------------------------

    def _act(self, name: str, *args: object) -> None:
        self.sig_action_requested.emit(name, args)

    def _bet(self) -> Bet | None:
        return self.selected if isinstance(self.selected, Bet) else None

    def _take_side(self) -> None:
        """A: take every bet of the selected bet's side, seat by seat in the table's order
        from it on, each its own sealed take; a take the table did not make (wrong) ends
        the sweep (issue 24)."""
        bet, state = self._bet(), self.state
        if bet is None or state is None:
            self.show_refusal(Worded(self.words.refusal, "no_selection"))
            return
        walk = [b for b in self._walk_now() if isinstance(b, Bet) and b.kind is bet.kind
                and b not in state.paid]
        start = walk.index(bet) if bet in walk else 0
        for each in walk[start:] + walk[:start]:
            self._act("take", each)
            if self.state is None or each not in self.state.taken:
                break

    def _on_bet(self, name: str) -> None:
        bet = self._bet()
        if bet is None:
            self.show_refusal(Worded(self.words.refusal, "no_selection"))
            return
        self._act(name, bet)

    def _draw(self, draws: bool) -> None:
        hand = Hand.PLAYER if self._phase() is Phase.DRAW_PLAYER else Hand.BANKER
        self._act("draw", hand, draws)

    def _pay(self) -> None:
        bet = self._bet()
        if bet is None:
            self.show_refusal(Worded(self.words.refusal, "no_selection"))
            return
        self._act("pay", bet, self.chip_entry.text())
        self.chip_entry.clear()
        self.felt.setFocus()

    def _row_entered(self) -> None:
        """Enter in the chip row: pay, mark or collect, as the row was opened for."""
        phase = self._phase()
        text = self.chip_entry.text()
        if self._cash_waiting() and not isinstance(self.selected, int):
            self._act("cash", text)  # the sitting reads the amount or the chips
        elif phase in (Phase.BETS, Phase.SHOE_END):
            seat = self.selected if isinstance(self.selected, int) else None
            if seat is None:
                self.show_refusal(Worded(self.words.refusal, "no_box_selected"))
                return
            self._act("collect_box", seat, text)
        elif self.row_mode == "mark":
            bet = self._bet()
            if bet is None:
                self.show_refusal(Worded(self.words.refusal, "no_selection"))
                return
            self._act("mark", bet.seat, text)
        else:
            self._pay()
            return
        self.chip_entry.clear()
        self.felt.setFocus()

    def _digit(self, n: int) -> None:
        self.totals += str(n)
        if len(self.totals) == 2:
            typed, self.totals = self.totals, ""
            self._act("call_totals", int(typed[0]), int(typed[1]))
        self._show_prompt()

    def _flag(self, flag: str, on: bool) -> None:
        self.flags[flag] = on
        self.flag_buttons[flag].setChecked(on)

    def _call(self, winner: Outcome) -> None:
        f, before = self.flags, self.state
        self._act("call_result", winner, f["player_pair"], f["banker_pair"], f["natural"],
                  f["banker_six"])
        if self.state is not None and before is not None and self.state.steps != before.steps:
            for flag in RESULT_FLAGS:  # graded, right or wrong: the next call starts unmarked
                self._flag(flag, False)

    # ---- keys ---------------------------------------------------------------------------

    def _felt_key(self, event: QKeyEvent) -> bool:
        asked = table_key(Qt.Key(event.key()), event.text(), self._phase(),
                          isinstance(self.selected, int), cash=self._cash_waiting())
        if asked is None:
            return False
        self._do(asked)
        return True

    def _do(self, asked: TableKey) -> None:
        """Do what a key on the felt asked for (the map is :func:`table_key`'s)."""
        arg = asked.arg
        match asked.ask:
            case Ask.MOVE:
                self._move(int(cast(int, arg)))
            case Ask.REFUSE:
                self._on_bet("refuse")
            case Ask.ACCEPT_BETS:
                self._act("accept_bets")
            case Ask.TIE:
                self._answer_tie(cast(TieAnswer, arg))
            case Ask.COLLECT:
                self._open_row(str(arg))
            case Ask.DEAL:
                self._act("deal", cast(Hand, arg))
            case Ask.DIGIT:
                self._digit(int(cast(int, arg)))
            case Ask.DRAW:
                self._draw(bool(arg))
            case Ask.FLAG:
                flag = str(arg)
                self._flag(flag, not self.flags[flag])
            case Ask.CALL:
                self._call(cast(Outcome, arg))
            case Ask.TAKE:
                self._on_bet("take")
            case Ask.TAKE_ALL:
                self._take_side()
            case Ask.MARK:
                self._open_mark()
            case Ask.PAY:
                self.row_mode = "pay"
                self._open_row(str(arg))
            case Ask.CASH:
                self._open_row(str(arg))

    def _cash_waiting(self) -> bool:
        """Notes or chips wait to be changed before no more bets (issue 24, point 13)."""
        return self._phase() is Phase.BETS and self.state is not None and bool(self.state.cash)

    def _answer_tie(self, answer: TieAnswer) -> None:
        """Answer the first open request about a bet a tie left on the layout (art. 12)."""
        if self.state is None or not self.state.ties:
            self.show_refusal(Worded(self.words.refusal, "no_tie_request"))
            return
        self._act("answer_tie", self.state.ties[0].bet, answer)

    def _open_mark(self) -> None:
        self.row_mode = "mark"
        self._open_row("")

    def _open_row(self, text: str) -> None:
        edit = self.chip_entry.edit
        edit.setFocus()
        if text:
            edit.insert(text)

    def _walk_now(self) -> list[Bet | int]:
        return selectable(self.state, None if self.rules is None else self.rules.pay_order)

    def _move(self, delta: int) -> None:
        self.selected = moved(self._walk_now(), self.selected, delta)
        self._redraw()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab on the felt selects the next bet instead of leaving the felt."""
        if self.felt.hasFocus():
            self._move(1 if next else -1)
            return True
        return super().focusNextPrevChild(next)

    # ---- drawing ------------------------------------------------------------------------

    def _phase(self) -> Phase | None:
        return None if self.state is None else self.state.phase

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
        shown = {
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
        self.word_dealer_buttons()
        self.chip_entry.retranslate()
        self._show_prompt()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
