"""What the Table screen and an exam's Table section share at a Sam Kong table: ONE input path
for both, as :class:`~ui.felt.desk.FeltDesk` is for baccarat.

A :class:`SamKongFeltDesk` holds the Sam Kong felt (:mod:`ui.felt.samkong`), the step's
prompt, the buttons of each phase (:data:`PHASE_BUTTONS`), the count of a cut or a burn, the
level list and the chip row (:func:`~ui.widgets.chips.desk_chip_entry`); it walks the
selection in the table's order (:mod:`ui.felt.samkong_walk`), turns every key on the felt
(:func:`~ui.felt.samkong_keys.samkong_key`), every button, click and Enter in the chip row into
the same typed :class:`~trainer.table.session.Action`, read by the core's readers (a payout:
:func:`~trainer.table.samkong.settle.read_payout`; an amount:
:func:`~trainer.chips.read_amount`; cash: :func:`ui.felt.samkong_cash.row_action`). So a
level typed as faces and points, a click on Win, Enter in the chip row after P: the same action
at the Table and in an exam.

Each desk says only where the table stands (:meth:`SamKongFeltDesk.table_state`,
:meth:`~SamKongFeltDesk.table_rules`), how an action is handed over
(:meth:`~SamKongFeltDesk.act`: the Table's presenter, which grades, stores and gives feedback;
or the exam's sitting, which seals the step and says nothing) and how input that is no action
is refused (:meth:`~SamKongFeltDesk.refuse_input`: nothing is made or sent).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import QEvent, QObject, Qt
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
from trainer.table.samkong.session import SamKongSession
from trainer.table.samkong.settle import read_payout
from trainer.table.session import Action
from ui.felt import samkong_cash
from ui.felt.samkong import SamKongFelt, first_selected
from ui.felt.samkong_keys import COUNTED, Ask, SamKongKey, level_typed, samkong_key
from ui.felt.samkong_walk import Selected, walk
from ui.felt.samkong_words import SamKongWords
from ui.widgets.chips import desk_chip_entry

P = SamKongPhase
PHASE_BUTTONS: dict[SamKongPhase, tuple[str, ...]] = {
    P.CUT: ("counted",), P.BURN: ("counted",), P.BURN_COUP: ("counted",),
    P.BETS: ("refuse", "grant", "deny", "accept_bets"),
    P.DEAL: ("refuse",), P.IRREGULAR: ("go_on", "correct", "void"),
    P.LEVELS: ("refuse",), P.DOORS: ("refuse", "win", "lose", "tie"),
    P.SETTLE: ("take", "pay", "mark"), P.CLOSE: ("close",), P.SHOE_END: ("collect",),
}
"""The dealer's buttons of each phase (Mark only at a table that marks commission)."""


class SamKongFeltDesk(QWidget):
    """The Sam Kong felt, its prompt, buttons, level list and chip row, and the selection;
    keys and clicks made into actions handed to :meth:`act`.

    A desk builds it with :meth:`build_dealing` (its own message line under the prompt) and
    draws with :meth:`show_dealing`; it overrides the four methods of its table."""

    words: SamKongWords

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.selected: Selected | None = None
        self.typed = ""
        """Digits typed at the cut, a burn, or a level's faces so far."""
        self.row_mode = "pay"

    # ---- what each desk says ------------------------------------------------------------

    def table_state(self) -> SamKongState | None:
        """Where the table stands, None before one is open."""
        raise NotImplementedError

    def table_rules(self) -> SamKongTableRules | None:
        """The table's rules (its chips, marks, doors), None before one is open."""
        raise NotImplementedError

    def act(self, action: Action) -> None:
        """Hand ``action`` to the table."""
        raise NotImplementedError

    def refuse_input(self, code: str, error: Exception | None = None) -> None:
        """Say why input is no action (a code; the chip or money error for junk typed)."""
        raise NotImplementedError

    def waiting(self) -> bool:
        """The table waits for the dealer to go on (no step is taken meanwhile)."""
        return False

    def expected_from(self) -> SamKongSession | None:
        """The session whose next right step selects the bet to settle first (a hint: none
        in an exam, where the selection starts at the first bet of the table's order)."""
        return None

    def extra_shown(self, shown: dict[QWidget, bool], waiting: bool) -> None:
        """The desk's own widgets shown or hidden with the phase's buttons."""

    # ---- building -----------------------------------------------------------------------

    def build_dealing(self, message: QWidget) -> tuple[QVBoxLayout, QHBoxLayout]:
        """The felt, the prompt, ``message`` under it, the buttons' bar and the chip row;
        returns the layout and the chip row's line (for the desk's own buttons)."""
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
        layout.addWidget(message)
        bar = QHBoxLayout()
        bar.setSpacing(4)
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("samkongCount")
        self.count_spin.setRange(0, 60)
        self.count_spin.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        bar.addWidget(self.count_spin)
        self.buttons: dict[str, QPushButton] = {}
        for name, slot in self._button_slots().items():
            button = QPushButton()
            button.setObjectName(f"samkong_{name}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            # Narrower than its words before the window is wider than 1024 px (the
            # pseudo-locale's four buttons of the bets).
            button.setMinimumWidth(60)
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
        # The chip row on a line of its own, under the buttons: beside them it is wider than
        # 1024 px with a table's nine chips.
        chips = QHBoxLayout()
        self.chip_entry = desk_chip_entry()
        self.chip_entry.sig_submit_requested.connect(self._row_entered)
        # What the row reads as wraps in the room it has: it never widens the window.
        self.chip_entry.reading.setSizePolicy(QSizePolicy.Policy.Ignored,
                                              QSizePolicy.Policy.Preferred)
        self.chip_entry.edit.installEventFilter(self)
        chips.addWidget(self.chip_entry, 1)
        layout.addLayout(chips)
        for widget in (self.count_spin, self.level_combo, self.chip_entry,
                       *self.buttons.values()):
            widget.hide()  # none before a table is open: they would widen the window
        return layout, chips

    def _button_slots(self) -> dict[str, Callable[[], None]]:
        return {
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

    def word_dealing(self) -> None:
        """The buttons, the level list and the chip row in the language now chosen."""
        for name, text in self.words.buttons().items():
            self.buttons[name].setText(text)
        current = self.level_combo.currentIndex()
        self.level_combo.clear()
        self.level_combo.addItem(self.words.pick_level(), 0)
        for ordinal, text in enumerate(self.words.level_list(), start=1):
            self.level_combo.addItem(text, ordinal)
        self.level_combo.setCurrentIndex(max(0, current))
        self.chip_entry.retranslate()

    # ---- drawing ------------------------------------------------------------------------

    def show_dealing(self) -> None:
        """The table as it stands: the chips of its rules, the selection kept if still
        there, the felt, the phase's buttons and the prompt."""
        state, rules = self.table_state(), self.table_rules()
        if state is None or rules is None:
            return
        if self.chip_entry.chips != tuple(sorted(rules.chips, reverse=True)):
            self.chip_entry.set_chips(rules.chips)
            for disc in self.chip_entry.discs:
                disc.installEventFilter(self)
        items = self.items()
        if self.selected not in items:
            self.selected = first_selected(items, self.expected_from(), state.phase)
        bet_words = {b: self.words.bet(b) for b in
                     (*state.layout, *state.accepted, *(o.bet for o in state.late))}
        levels = {ordinal: self.words.level(ordinal) for _hand, ordinal in state.levels}
        self.felt.cash_label = self.words.cash
        self.felt.set_state(state, self.selected, bet_words, self.words.felt(), levels)
        self._show_buttons(state)
        self._show_prompt(state)

    def step_taken(self) -> None:
        """A step was taken, right or wrong: the digits and the chip row cleared (never
        paid twice), Enter in the row pays again."""
        self.typed = ""
        self.chip_entry.clear()
        self.row_mode = "pay"

    def _show_prompt(self, state: SamKongState) -> None:
        rules = self.table_rules()
        cash = (self.words.table.cash_prompt(state.cash[0], rules, self.words.cash_texts())
                if rules is not None and samkong_cash.waiting(state) else None)
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
        waiting = self.waiting()
        rules = self.table_rules()
        wanted = set(PHASE_BUTTONS.get(state.phase, ()))
        if state.phase is P.SETTLE and (rules is None or not rules.marks):
            wanted.discard("mark")
        shown: dict[QWidget, bool] = {
            button: name in wanted and not waiting for name, button in self.buttons.items()}
        shown[self.count_spin] = state.phase in COUNTED and not waiting
        shown[self.level_combo] = state.phase is P.LEVELS and not waiting
        shown[self.chip_entry] = (state.phase in (P.SETTLE, P.SHOE_END)
                                  or samkong_cash.waiting(state)) and not waiting
        self.extra_shown(shown, waiting)
        # Hidden first, then shown: two rows side by side for a moment made the window
        # wider than 1024 px, and it stayed so.
        for widget, visible in sorted(shown.items(), key=lambda item: item[1]):
            widget.setVisible(visible)

    # ---- the selection ------------------------------------------------------------------

    def items(self) -> list[Selected]:
        """What arrows and Tab walk through now, in the table's order."""
        state, rules = self.table_state(), self.table_rules()
        return [] if state is None or rules is None else walk(state, rules)

    def _move(self, step: int) -> None:
        items = self.items()
        if not items:
            return
        index = items.index(self.selected) if self.selected in items else -1
        self.selected = items[(index + step) % len(items)]
        self.show_dealing()

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
            # Esc empties the row, as at baccarat: what was typed is never sent with the
            # chips typed next (it was, as one more chip count, and graded wrong).
            self.chip_entry.clear()
            self.row_mode = "pay"
            self.felt.setFocus()
            return True
        if watched is self.felt:
            return self.felt_key(key, event.text())
        return super().eventFilter(watched, event)

    def desk_key(self, key: Qt.Key) -> bool:
        """A key the desk answers itself before the table's (the Table's hint and going
        on); True when taken."""
        return False

    def felt_key(self, key: Qt.Key, text: str = "") -> bool:
        """A key on the felt; True when the desk took it (Esc is the screen's)."""
        if key == Qt.Key.Key_Escape:
            return False
        if self.desk_key(key):
            return True
        state = self.table_state()
        if state is None:
            return False
        asked = samkong_key(key, state.phase, state.doors, bool(state.late), bool(state.cash))
        if asked is None:
            if text.strip() and text.isprintable():
                self.refuse_input("out_of_turn")
                return True
            return False
        self._do(asked)
        return True

    def _send(self, name: str, *args: object) -> None:
        self.act(Action(name, args))

    def _do(self, asked: SamKongKey) -> None:
        """What a key or a button asks for: one case each."""
        state = self.table_state()
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
                    self.refuse_input("no_selection")
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
                    self.refuse_input("no_selection")
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
            self.refuse_input("no_selection")
        else:
            self._send(name, bet, *args)

    def _counted(self, typed: str) -> None:
        state = self.table_state()
        if state is None:
            return
        if not typed.isdigit():
            self.refuse_input("no_count")
            return
        self.typed = ""
        self._send("place_cut" if state.phase is P.CUT else "burn_cards", int(typed))

    def _counted_clicked(self) -> None:
        self._counted(self.typed or str(self.count_spin.value()))

    def _level_digit(self, digit: int) -> None:
        hand = self._hand()
        if hand is None:
            self.refuse_input("no_selection")
            return
        try:
            level = level_typed(self.typed + str(digit))
        except ValueError:
            self.typed = ""
            self.refuse_input("bad_level")
            return
        if level is None:
            self.typed += str(digit)
            state = self.table_state()
            if state is not None:
                self._show_prompt(state)
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
        state = self.table_state()
        if state is None:
            return
        if state.phase is P.DEAL and not self.waiting():
            self._send("deal", hand)
        elif ("hand", hand) in self.items():
            self.selected = ("hand", hand)
            self.show_dealing()

    def _bet_clicked(self, bet: SamKongTableBet) -> None:
        if ("bet", bet) in self.items():
            self.selected = ("bet", bet)
            self.show_dealing()

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
        state, rules = self.table_state(), self.table_rules()
        if state is None or rules is None:
            return
        text = self.chip_entry.text()
        try:
            cash = samkong_cash.row_action(state, text, rules)
            if cash is not None:
                self.act(cash)
            elif state.phase is P.SHOE_END:
                if self.selected is None or not isinstance(self.selected[1], int):
                    self.refuse_input("no_box_selected")
                    return
                self._send("collect_box", self.selected[1], read_amount(text, rules.chips))
            elif self.row_mode == "mark":
                self._on_bet("mark", read_amount(text, rules.chips))
            else:
                self._on_bet("pay", read_payout(text, rules))
        except ChipCountError as error:
            self.refuse_input("bad_chips", error)
        except MoneyParseError as error:
            self.refuse_input("bad_amount", error)
        else:
            self.felt.setFocus()
            return
        self.chip_entry.keep_refused()  # what is typed next replaces the refused row
