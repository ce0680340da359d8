"""A Sam Kong Table section at the trainee's desk: the felt, keys, buttons, prompt, selection
and chip row of the Table screen's Sam Kong desk (one input path for both:
:class:`ui.felt.samkong_desk.SamKongFeltDesk`), with no hint, no feedback and no "go on".

Widgets only: a key or a click becomes a typed :class:`~trainer.table.session.Action`
requested of the sitting (:attr:`ExamSamKongDesk.sig_action_requested`), which grades and
seals it; what the table shows next comes back by :meth:`ExamSamKongDesk.show_state`. Input
that is no action is refused under the felt and nothing is graded; nothing says whether a
step was right. The selection walks in the table's order and, in the settlement, starts at
the first bet of that order (the Table screen starts at the bet the engine expects next: a
hint, which an exam does not give). Buy-ins and colour-ups are dealt as at the Table's Sam
Kong desk (:mod:`ui.felt.samkong_cash`: the mat on the felt, the cash words in the prompt,
digits or Enter opening the chip row), and graded without a word.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from trainer.chips import ChipCountError
from trainer.errors import MoneyParseError
from trainer.table.samkong.model import SamKongState
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.session import Action
from ui.felt.samkong_desk import SamKongFeltDesk
from ui.felt.samkong_words import SamKongWords
from ui.felt.words import TableWords
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.worded import Worded


class ExamSamKongDesk(Retranslating, SamKongFeltDesk):
    """The Sam Kong felt, the step's prompt, its buttons, the level list and the chip row."""

    sig_action_requested = Signal(object)
    """The trainee took an action (argument: the typed :class:`Action`, its chips and
    amounts read already)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("examSamkongDesk")
        self.words = SamKongWords(TableWords(self), self)
        self.rules: SamKongTableRules | None = None
        self.state: SamKongState | None = None
        self.refusal = MessageLabel()
        self.refusal.setObjectName("tableRefusal")
        self.refusal.setWordWrap(True)
        self.build_dealing(self.refusal)
        self.retranslate()

    # ---- the table: the sitting's -------------------------------------------------------

    def table_state(self) -> SamKongState | None:
        return self.state

    def table_rules(self) -> SamKongTableRules | None:
        return self.rules

    def act(self, action: Action) -> None:
        self.sig_action_requested.emit(action)

    def refuse_input(self, code: str, error: Exception | None = None) -> None:
        chips = () if self.rules is None else self.rules.chips
        phase = None if self.state is None else self.state.phase
        if isinstance(error, ChipCountError):
            self.show_refusal(Worded(self.words.table.chip_error, error, chips))
        elif isinstance(error, MoneyParseError):
            self.show_refusal(Worded(self.words.table.money_error, error))
        else:
            self.show_refusal(Worded(self.words.refusal, code, phase))

    def retranslate(self) -> None:
        self.word_dealing()
        self.show_dealing()

    # ---- the sitting -> view ------------------------------------------------------------

    def show_table(self, rules: SamKongTableRules, state: SamKongState) -> None:
        """A Sam Kong section opened (or reopened after a kill) at ``rules``."""
        self.rules = rules
        self.state = None
        self.typed = ""
        self.show_state(state)
        self.felt.setFocus()

    def show_state(self, state: SamKongState) -> None:
        """A step was taken (right or wrong: never said): draw the table as it now stands,
        the digits, the chip row and the last refusal cleared (never paid twice)."""
        self.state = state
        self.step_taken()
        self.show_refusal("")
        self.show_dealing()

    def show_refusal(self, text: str | Worded) -> None:
        """Say why a key did nothing (``Worded`` text follows a language change)."""
        self.refusal.say(text)
