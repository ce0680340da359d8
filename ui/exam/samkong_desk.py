"""A Sam Kong Table section at the trainee's desk: the Sam Kong felt, keys and words of the
Table screen (:mod:`ui.felt.samkong`, :func:`ui.felt.samkong_keys.samkong_key`,
:class:`ui.felt.samkong_words.SamKongWords`, the walk of :mod:`ui.felt.samkong_walk`), with
no hint, no feedback and no "go on".

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

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from trainer.chips import ChipCountError, chip_key, read_amount
from trainer.errors import MoneyParseError
from trainer.samkong.levels import DoorResult, level_for
from trainer.table.irregular import Remedy
from trainer.table.samkong.model import SamKongPhase, SamKongState, SamKongTableBet
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.samkong.settle import read_payout
from trainer.table.session import Action
from ui.felt import samkong_cash
from ui.felt.samkong import SamKongFelt, first_selected
from ui.felt.samkong_keys import COUNTED, Ask, SamKongKey, level_typed, samkong_key
from ui.felt.samkong_walk import Selected, walk
from ui.felt.samkong_words import SamKongWords
from ui.felt.words import TableWords
from ui.widgets.chips import ChipEntry
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.worded import Worded

P = SamKongPhase
PHASE_BUTTONS: dict[SamKongPhase, tuple[str, ...]] = {
    P.CUT: ("counted",), P.BURN: ("counted",), P.BURN_COUP: ("counted",),
    P.BETS: ("refuse", "grant", "deny", "accept_bets"),
    P.DEAL: ("refuse",), P.IRREGULAR: ("go_on", "correct", "void"),
    P.LEVELS: ("refuse",), P.DOORS: ("refuse", "win", "lose", "tie"),
    P.SETTLE: ("take", "pay", "mark"), P.CLOSE: ("close",), P.SHOE_END: ("collect",),
}
"""The buttons of each phase (the Table screen's Sam Kong desk shows the same)."""


class ExamSamKongDesk(Retranslating, QWidget):
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
        self.selected: Selected | None = None
        self.typed = ""
        """Digits typed at the cut, a burn, or a level's faces so far."""
        self.row_mode = "pay"
        self._build()
        self.retranslate()

    # ---- building -----------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.felt = SamKongFelt(self)
        self.felt.installEventFilter(self)
        self.felt.sig_hand_clicked.connect(self._hand_clicked)
        self.felt.sig_bet_clicked.connect(self._bet_clicked)
        layout.addWidget(self.felt, 1)
        self.prompt = QLabel()
        self.prompt.setObjectName("samkongPrompt")
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)
        self.refusal = MessageLabel()
        self.refusal.setObjectName("tableRefusal")
        self.refusal.setWordWrap(True)
        layout.addWidget(self.refusal)
        slots: dict[str, Callable[[], None]] = {
            "refuse": lambda: self._do(SamKongKey(Ask.REFUSE)),
            "accept_bets": lambda: self._do(SamKongKey(Ask.ACCEPT_BETS)),
            "grant": lambda: self._do(SamKongKey(Ask.STAND, True)),
            "deny": lambda: self._do(SamKongKey(Ask.STAND, False)),
            "counted": self._counted_clicked,
            "go_on": lambda: self._do(SamKongKey(Ask.REMEDY, Remedy.GO_ON)),
            "correct": lambda: self._do(SamKongKey(Ask.REMEDY, Remedy.CORRECT)),
            "void": lambda: self._do(SamKongKey(Ask.REMEDY, Remedy.VOID)),
            "win": lambda: self._do(SamKongKey(Ask.RESULT, "win")),
            "lose": lambda: self._do(SamKongKey(Ask.RESULT, "lose")),
            "tie": lambda: self._do(SamKongKey(Ask.RESULT, "tie")),
            "take": lambda: self._do(SamKongKey(Ask.TAKE)),
            "pay": self._row_entered,
            "mark": lambda: self._do(SamKongKey(Ask.MARK)),
            "collect": self._row_entered,
            "close": lambda: self._do(SamKongKey(Ask.CLOSE)),
        }
        bar = QHBoxLayout()
        bar.setSpacing(4)
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("samkongCount")
        self.count_spin.setRange(0, 60)
        self.count_spin.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        bar.addWidget(self.count_spin)
        self.buttons: dict[str, QPushButton] = {}
        for name, slot in slots.items():
            button = QPushButton()
            button.setObjectName(f"samkong_{name}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumWidth(60)  # narrower than its words before wider than 1024 px
            button.clicked.connect(slot)
            self.buttons[name] = button
            bar.addWidget(button)
        self.level_combo = QComboBox()
        self.level_combo.setObjectName("samkongLevels")
        self.level_combo.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.level_combo.activated.connect(self._level_picked)
        bar.addWidget(self.level_combo)
        bar.addStretch(1)
        layout.addLayout(bar)
        self.chip_entry = ChipEntry()
        self.chip_entry.title.hide()
        entry_layout = self.chip_entry.layout()
        assert entry_layout is not None
        entry_layout.setContentsMargins(0, 0, 0, 0)
        self.chip_entry.edit.setMinimumWidth(140)
        self.chip_entry.sig_submit_requested.connect(self._row_entered)
        self.chip_entry.reading.setSizePolicy(QSizePolicy.Policy.Ignored,
                                              QSizePolicy.Policy.Preferred)
        self.chip_entry.edit.installEventFilter(self)
        layout.addWidget(self.chip_entry)
        for widget in (self.count_spin, self.level_combo, self.chip_entry,
                       *self.buttons.values()):
            widget.hide()  # none before a table is open: they would widen the window

    def retranslate(self) -> None:
        for name, text in self.words.buttons().items():
            self.buttons[name].setText(text)
        current = self.level_combo.currentIndex()
        self.level_combo.clear()
        self.level_combo.addItem(self.words.pick_level(), 0)
        for ordinal, text in enumerate(self.words.level_list(), start=1):
            self.level_combo.addItem(text, ordinal)
        self.level_combo.setCurrentIndex(max(0, current))
        self.chip_entry.retranslate()
        if self.state is not None:
            self._redraw()

    # ---- presenter -> view --------------------------------------------------------------

    def show_table(self, rules: SamKongTableRules, state: SamKongState) -> None:
        """A Sam Kong section opened (or reopened after a kill) at ``rules``."""
        self.rules = rules
        self.state = None
        self.typed = ""
        self.chip_entry.set_chips(rules.chips)
        for disc in self.chip_entry.discs:
            disc.installEventFilter(self)
        self.show_state(state)
        self.felt.setFocus()

    def show_state(self, state: SamKongState) -> None:
        """A step was taken (right or wrong: never said): draw the table as it now stands,
        the digits, the chip row and the last refusal cleared (never paid twice)."""
        self.state = state
        self.typed = ""
        self.show_refusal("")
        self.chip_entry.clear()
        self.row_mode = "pay"
        self._redraw()

    def _redraw(self) -> None:
        state = self.state
        if state is None:
            return
        items = self.items()
        if self.selected not in items:
            self.selected = first_selected(items, None, state.phase)  # no hint: the first
        bet_words = {b: self.words.bet(b) for b in
                     (*state.layout, *state.accepted, *(o.bet for o in state.late))}
        levels = {ordinal: self.words.level(ordinal) for _hand, ordinal in state.levels}
        self.felt.cash_label = self.words.table.cash
        self.felt.set_state(state, self.selected, bet_words, self.words.felt(), levels)
        self._show_buttons(state)
        self._show_prompt(state)

    def show_refusal(self, text: str | Worded) -> None:
        """Say why a key did nothing (``Worded`` text follows a language change)."""
        self.refusal.say(text)

    def _show_prompt(self, state: SamKongState) -> None:
        cash = (self.words.table.cash_prompt(state.cash[0], self.rules)
                if self.rules is not None and samkong_cash.waiting(state) else None)
        text = cash or self.words.prompt(state.phase, self.typed, state)
        if self.selected is not None:
            text += "  " + self.words.selected(self._selected_words())
        self.prompt.setText(text)

    def _selected_words(self) -> str:
        if self.selected is None:
            return ""
        what, value = self.selected
        if what == "hand" and isinstance(value, int):
            return self.words.hand(value)
        if what == "bet" and isinstance(value, SamKongTableBet):
            return f"{self.words.bet(value)} HK${value.amount:,}"
        return self.words.box(int(str(value)))

    def _show_buttons(self, state: SamKongState) -> None:
        wanted = set(PHASE_BUTTONS.get(state.phase, ()))
        if state.phase is P.SETTLE and (self.rules is None or not self.rules.marks):
            wanted.discard("mark")
        shown: dict[QWidget, bool] = {b: name in wanted for name, b in self.buttons.items()}
        shown[self.count_spin] = state.phase in COUNTED
        shown[self.level_combo] = state.phase is P.LEVELS
        shown[self.chip_entry] = (state.phase in (P.SETTLE, P.SHOE_END)
                                  or samkong_cash.waiting(state))
        for widget, visible in sorted(shown.items(), key=lambda item: item[1]):
            widget.setVisible(visible)  # hidden first: never wider than 1024 px meanwhile

    # ---- the selection ------------------------------------------------------------------

    def items(self) -> list[Selected]:
        """What arrows and Tab walk through now, in the table's order."""
        if self.state is None or self.rules is None:
            return []
        return walk(self.state, self.rules)

    def _move(self, step: int) -> None:
        items = self.items()
        if not items or self.state is None:
            return
        index = items.index(self.selected) if self.selected in items else -1
        self.selected = items[(index + step) % len(items)]
        self._redraw()

    def _bet(self) -> SamKongTableBet | None:
        if self.selected is not None and isinstance(self.selected[1], SamKongTableBet):
            return self.selected[1]
        return None

    def _hand(self) -> int | None:
        what, value = self.selected or ("", None)
        return value if what == "hand" and isinstance(value, int) else None

    # ---- keys and clicks ----------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseButtonPress and watched in self.chip_entry.discs:
            self._add_chip(self.chip_entry.chips[self.chip_entry.discs.index(watched)])
            return True
        if not isinstance(event, QKeyEvent) or event.type() != QEvent.Type.KeyPress:
            return super().eventFilter(watched, event)
        key = Qt.Key(event.key())
        if watched is self.chip_entry.edit and key == Qt.Key.Key_Escape:
            self.row_mode = "pay"
            self.felt.setFocus()
            return True
        if watched is self.felt:
            return self.felt_key(key, event.text())
        return super().eventFilter(watched, event)

    def felt_key(self, key: Qt.Key, text: str = "") -> bool:
        """A key on the felt; True when the desk took it (H, the hint, is no key here)."""
        state = self.state
        if state is None or key == Qt.Key.Key_Escape:
            return False
        asked = None if key == Qt.Key.Key_H else samkong_key(key, state.phase, state.doors,
                                                             bool(state.late), bool(state.cash))
        if asked is None:
            if text.strip() and text.isprintable():
                self._refuse("out_of_turn")
                return True
            return False
        self._do(asked)
        return True

    def _refuse(self, code: str, error: object = None) -> None:
        chips = () if self.rules is None else self.rules.chips
        phase = None if self.state is None else self.state.phase
        if isinstance(error, ChipCountError):
            self.show_refusal(Worded(self.words.table.chip_error, error, chips))
        elif isinstance(error, MoneyParseError):
            self.show_refusal(Worded(self.words.table.money_error, error))
        else:
            self.show_refusal(Worded(self.words.refusal, code, phase))

    def _send(self, name: str, *args: object) -> None:
        self.sig_action_requested.emit(Action(name, args))

    def _do(self, asked: SamKongKey) -> None:  # one case a key, as the Table's
        state = self.state
        if state is None:
            return
        arg = asked.arg
        match asked.ask:
            case Ask.MOVE:
                self._move(int(arg) if isinstance(arg, int) else 1)
            case Ask.COUNT:
                self.typed = (self.typed + str(arg))[-2:]
                self._show_prompt(state)
            case Ask.BACK:
                self.typed = self.typed[:-1]
                self._show_prompt(state)
            case Ask.COUNTED:
                self._counted(self.typed)
            case Ask.REFUSE:
                self._on_bet("refuse")
            case Ask.ACCEPT_BETS:
                self._send("accept_bets")
            case Ask.STAND:
                asked_bets = [r.bet for r in state.stands]
                bet = self._bet()
                bet = bet if bet in asked_bets else (asked_bets[0] if asked_bets else bet)
                if bet is None:
                    self._refuse("no_selection")
                else:
                    self._send("answer_stand", bet, bool(arg))
            case Ask.DEAL:
                self._send("deal", arg)
            case Ask.REMEDY:
                self._send("answer_irregular", arg)
            case Ask.LEVEL_DIGIT:
                self._level_digit(int(arg) if isinstance(arg, int) else 0)
            case Ask.RESULT:
                door = self._hand()
                if door is None:
                    self._refuse("no_selection")
                else:
                    self._send("call_door", door, DoorResult(arg))
            case Ask.TAKE:
                self._on_bet("take")
            case Ask.PAY | Ask.CASH:
                self._open_row(asked.ask.value, "" if arg is None else str(arg))
            case Ask.MARK:
                self._open_row("mark", "")
            case Ask.CLOSE:
                self._send("close_shoe")
            case Ask.COLLECT:
                self._open_row("collect", "")

    def _on_bet(self, name: str, *args: object) -> None:
        bet = self._bet()
        if bet is None:
            self._refuse("no_selection")
        else:
            self._send(name, bet, *args)

    def _counted(self, typed: str) -> None:
        if self.state is None:
            return
        if not typed.isdigit():
            self._refuse("no_count")
            return
        self.typed = ""
        self._send("place_cut" if self.state.phase is P.CUT else "burn_cards", int(typed))

    def _counted_clicked(self) -> None:
        self._counted(self.typed or str(self.count_spin.value()))

    def _level_digit(self, digit: int) -> None:
        hand = self._hand()
        if hand is None:
            self._refuse("no_selection")
            return
        try:
            level = level_typed(self.typed + str(digit))
        except ValueError:
            self.typed = ""
            self._refuse("bad_level")
            return
        if level is None:
            self.typed += str(digit)
            if self.state is not None:
                self._show_prompt(self.state)
            return
        self.typed = ""
        faces, points = level
        self._send("call_level", hand, level_for(points, faces).ordinal)

    def _level_picked(self, index: int) -> None:
        ordinal = self.level_combo.itemData(index)
        self.level_combo.setCurrentIndex(0)
        hand = self._hand()
        if isinstance(ordinal, int) and ordinal > 0 and hand is not None:
            self._send("call_level", hand, ordinal)
        self.felt.setFocus()

    def _hand_clicked(self, hand: int) -> None:
        if self.state is None:
            return
        if self.state.phase is P.DEAL:
            self._send("deal", hand)
        elif ("hand", hand) in self.items():
            self.selected = ("hand", hand)
            self._redraw()

    def _bet_clicked(self, bet: SamKongTableBet) -> None:
        if self.state is not None and ("bet", bet) in self.items():
            self.selected = ("bet", bet)
            self._redraw()

    # ---- the chip row -------------------------------------------------------------------

    def _open_row(self, mode: str, digit: str) -> None:
        self.row_mode = mode
        if digit:
            self.chip_entry.edit.setText(self.chip_entry.edit.text() + digit)
        self.chip_entry.edit.setFocus()

    def _add_chip(self, value: Decimal) -> None:
        text = self.chip_entry.edit.text().strip()
        self.chip_entry.edit.setText(f"{text} {chip_key(value)}".strip())

    def _row_entered(self) -> None:
        rules, state = self.rules, self.state
        if rules is None or state is None:
            return
        text = self.chip_entry.text()
        try:
            cash = samkong_cash.row_action(state, text, rules)
            if cash is not None:
                self.sig_action_requested.emit(cash)
            elif state.phase is P.SHOE_END:
                if self.selected is None or not isinstance(self.selected[1], int):
                    self._refuse("no_box_selected")
                    return
                self._send("collect_box", self.selected[1], read_amount(text, rules.chips))
            elif self.row_mode == "mark":
                self._on_bet("mark", read_amount(text, rules.chips))
            else:
                self._on_bet("pay", read_payout(text, rules))
        except ChipCountError as error:
            self._refuse("bad_chips", error)
        except MoneyParseError as error:
            self._refuse("bad_amount", error)
        else:
            self.felt.setFocus()
            return
        self.chip_entry.keep_refused()  # what is typed next replaces the refused row
