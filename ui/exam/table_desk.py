"""A Table section at the trainee's desk: the felt and the actions of the Table screen, with
no hint, no feedback and no "go on".

The felt (:mod:`ui.felt.felt`), its wording (:mod:`ui.felt.words`), the chip
row (:class:`~ui.widgets.chips.ChipEntry`) and every key, click and Enter are the Table
screen's: ONE input path (:class:`~ui.felt.desk.FeltDesk` and its
:class:`~ui.felt.dealer_input.DealerInput`), whose typed actions go to the desk's
:class:`ExamTableInput` where the Table screen's go to its presenter. Widgets only: an action
goes to the sitting presenter, which hands it to the exam session; what the
table shows next comes back by signal. Input that is no action is refused under the felt, as
on the Table screen, and nothing is graded; nothing says whether a step was right.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from trainer.baccarat.settlement import Bet
from trainer.baccarat.table import CommissionMode, TableRules
from trainer.chips import ChipCountError
from trainer.errors import MoneyParseError
from trainer.table import Phase, TableState
from trainer.table.session import AFTER_CARD_PHASES, Action
from ui.felt.desk import FeltDesk
from ui.felt.keys import PASS_PHASES, TOTAL_PHASES, next_after
from ui.felt.shoe_end import life_prompt, on_felt
from ui.felt.words import TableWords
from ui.widgets.chips import ChipEntry
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.worded import Worded


class ExamTableInput:
    """The exam's table for the desk's :class:`~ui.felt.dealer_input.DealerInput`
    (a :class:`~ui.felt.dealer_input.TableSource`): each typed action is a request to the
    sitting (:attr:`ExamTableDesk.sig_action_requested`), which grades and seals the step, or
    refuses it in words. :meth:`act` returns whether the table took a step: never whether it
    was right (no feedback)."""

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

    def act(self, action: Action) -> bool:
        """Request ``action`` of the sitting; whether the table took a step."""
        before = self._desk.state
        self._desk.sig_action_requested.emit(action)
        after = self._desk.state
        return before is not None and (after is None or after.steps != before.steps
                                       or (after is not before and after.coup != before.coup))


class ExamTableDesk(Retranslating, FeltDesk):
    """The felt, the prompt of the step, its buttons and the chip row; no feedback."""

    sig_action_requested = Signal(object)
    """The trainee took an action (argument: the typed :class:`Action`, its chips and
    amounts read already)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("examTableDesk")
        self.words = TableWords(self)
        self.state: TableState | None = None
        self.rules: TableRules | None = None
        self.table_input = ExamTableInput(self)
        self._walk: list[Bet | int] = []
        """What Tab walked when the table was last shown."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.add_felt(layout)
        self.shoe_bar.zone = False  # no hint at an exam: the trainee knows where a cut goes
        self.refusal = MessageLabel()
        self.refusal.setObjectName("tableRefusal")
        self.refusal.setWordWrap(True)
        layout.addWidget(self.refusal)
        dealer_buttons = self.build_dealer_buttons(self.make_button)
        flags = QHBoxLayout()
        for button in self.flag_buttons.values():
            flags.addWidget(button)
        for button in self.life_buttons.values():  # the shoe's ends: no step shows flags too
            flags.addWidget(button)
        flags.addStretch(1)
        layout.addLayout(flags)
        bar = QHBoxLayout()
        bar.setSpacing(4)
        for button in dealer_buttons:
            bar.addWidget(button)
        bar.addStretch(1)
        layout.addLayout(bar)
        self.chip_entry = ChipEntry()
        self.chip_entry.title.hide()
        self.listen_to_felt()
        layout.addWidget(self.chip_entry)
        self._show_buttons()  # none before a table is open: they would widen the window
        self.retranslate()

    # ---- presenter -> view --------------------------------------------------------------

    def show_table(self, rules: TableRules, state: TableState) -> None:
        """A Table section opened (or reopened after a kill) at ``rules``."""
        self.rules = rules
        self.felt.set_table(rules)
        self.show_chips(rules.chips)
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
        # In the table's take-and-pay order; after a step, on to the next bet.
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

    # ---- input (the shared path: :class:`~ui.felt.desk.FeltDesk`) --------------

    def _refuse_input(self, code: str, error: object = None) -> None:
        if isinstance(error, ChipCountError):
            chips = () if self.rules is None else self.rules.chips
            self.show_refusal(Worded(self.words.chip_error, error, chips))
        elif isinstance(error, MoneyParseError):
            self.show_refusal(Worded(self.words.money_error, error))
        else:
            self.show_refusal(Worded(self.words.refusal, code))

    def _cash_waiting(self) -> bool:
        """Notes or chips wait to be changed before no more bets."""
        return self._phase() is Phase.BETS and self.state is not None and bool(self.state.cash)

    def _walk_now(self) -> list[Bet | int]:
        return self.walk(self.state)

    # ---- drawing ------------------------------------------------------------------------

    def _redraw(self) -> None:
        if self.state is not None:
            self.felt.set_state(on_felt(self.state), self.selected)

    def _show_prompt(self) -> None:
        phase = self._phase()
        if phase is None:
            return
        text = self.words.prompt(phase)
        if phase in AFTER_CARD_PHASES and self.state is not None and self.state.late:
            # as the Table says it, when it comes
            text = self.words.late_bet(self.state.late[0], cards_out=bool(self.state.player))
        if phase is Phase.IRREGULAR and self.state is not None and self.state.irregular:
            text = self.words.irregular(self.state.irregular)  # no feedback: what happened
        if phase in TOTAL_PHASES:
            text += "  " + self.words.totals_typed(self.totals)
        elif phase in PASS_PHASES and self.totals:  # a seat's number, then G
            text += "  " + self.words.seat_typed(self.totals)
        if self._cash_waiting() and self.state is not None and self.rules is not None:
            text = self.words.cash_prompt(self.state.cash[0], self.rules)
        text = self.life_prompt(self.state, text)
        self.show_shoe_life(self.state)
        life = life_prompt(self.state)
        if life is not None:
            text = life
        self.prompt.setText(text)

    def _show_buttons(self) -> None:
        phase, rules = self._phase(), self.rules
        mark = rules is not None and rules.commission_mode is CommissionMode.MARK
        ties = phase is Phase.BETS and self.state is not None and bool(self.state.ties)
        late = phase in AFTER_CARD_PHASES and self.state is not None and bool(self.state.late)
        shown = self.dealer_buttons_shown(phase, mark, ties, self._cash_waiting(), late,
                                          self.state)
        for button, on in sorted(shown.items(), key=lambda item: item[1]):
            button.setVisible(on)
        self.chip_entry.setVisible(phase is Phase.SETTLE or self._cash_waiting()
                                   or (mark and phase in (Phase.BETS, Phase.SHOE_END, Phase.CLOSE)))

    # ---- words --------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.chip_entry.retranslate()
        self.word_dealer_buttons()  # and the chip row's mode, over the row's own "Chips:"
        self._show_prompt()
