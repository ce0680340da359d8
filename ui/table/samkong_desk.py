"""The Table's desk at a Sam Kong table: the Sam Kong felt (:mod:`ui.felt.samkong`), the
step's prompt and feedback, the buttons of the phase, the level list, the shared chip row
(:class:`~ui.widgets.chips.ChipEntry`) and the score card. Widgets only: keys
(:func:`ui.felt.samkong_keys.samkong_key`) and clicks become typed actions for the Table's
presenter (:class:`~ui.table.presenter.TablePresenter`, the same one way in, recorder,
waiting, clock, hint and kept shoes as at a baccarat table); its signals redraw.

The Table screen shows this desk in place of the baccarat felt and its rows while a Sam Kong
table is dealt (:meth:`SamKongDesk.on`). It is the Table screen's own (it drives its presenter); the
game's felt, keys and words are shared with any desk (:mod:`ui.felt`).
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
from trainer.table.samkong.record import SamKongMistakeScene, mistake_scene
from trainer.table.samkong.round import SamKongRoundRecord
from trainer.table.samkong.session import SamKongSession
from trainer.table.samkong.settle import read_payout
from trainer.table.score import ScoreCard
from trainer.table.session import Action, GradedStep
from ui.felt import samkong_cash
from ui.felt.samkong import SamKongFelt, first_selected
from ui.felt.samkong_keys import COUNTED, ENTER, Ask, SamKongKey, level_typed, samkong_key
from ui.felt.samkong_walk import Selected, walk
from ui.felt.samkong_words import SamKongWords
from ui.felt.words import TableWords
from ui.looks import set_look
from ui.table.presenter import TablePresenter
from ui.table.samkong_score import SamKongScoreDialog
from ui.widgets.chips import desk_chip_entry
from ui.widgets.retranslating import Retranslating

P = SamKongPhase
PHASE_BUTTONS: dict[SamKongPhase, tuple[str, ...]] = {
    P.CUT: ("counted",), P.BURN: ("counted",), P.BURN_COUP: ("counted",),
    P.BETS: ("refuse", "grant", "deny", "accept_bets"),
    P.DEAL: ("refuse",), P.IRREGULAR: ("go_on", "correct", "void"),
    P.LEVELS: ("refuse",), P.DOORS: ("refuse", "win", "lose", "tie"),
    P.SETTLE: ("take", "pay", "mark"), P.CLOSE: ("close",), P.SHOE_END: ("collect",),
}


class SamKongDesk(Retranslating, QWidget):
    """A Sam Kong round dealt by keys and clicks through the Table's presenter."""

    def __init__(self, presenter: TablePresenter, table_words: TableWords,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("samkongDesk")
        self.presenter = presenter
        self.words = SamKongWords(table_words, self)
        self.selected: Selected | None = None
        self.typed = ""
        """Digits typed at the cut, a burn, or a level's faces so far."""
        self.row_mode = "pay"
        self._after: Callable[[], None] | None = None
        self._feedback_again: Callable[[], None] | None = None
        self.score_box: SamKongScoreDialog | None = None
        self._build()
        p = presenter
        p.sig_state_changed.connect(lambda _state: self.show_state())
        p.sig_step_graded.connect(self._show_step)
        p.sig_action_refused.connect(self._show_refusal)
        p.sig_hint.connect(self._show_hint)
        p.sig_waiting_changed.connect(self._show_waiting)
        p.sig_shoe_finished.connect(self._show_score)
        p.sig_coup_finished.connect(self._show_round)
        self.retranslate()

    def on(self) -> bool:
        """A Sam Kong table is dealt (the screen shows this desk)."""
        return self.presenter.samkong is not None

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
        self.feedback = QLabel()
        self.feedback.setObjectName("tableFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.feedback)
        bar = QHBoxLayout()
        bar.setSpacing(4)
        self.buttons: dict[str, QPushButton] = {}
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
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("samkongCount")
        self.count_spin.setRange(0, 60)
        self.count_spin.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        bar.addWidget(self.count_spin)
        for name, slot in slots.items():
            button = QPushButton()
            button.setObjectName(f"samkong_{name}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(slot)
            # Narrower than its words before the window is wider than 1024 px (the
            # pseudo-locale's four buttons of the bets).
            button.setMinimumWidth(60)
            self.buttons[name] = button
            bar.addWidget(button)
        self.level_combo = QComboBox()
        self.level_combo.setObjectName("samkongLevels")
        self.level_combo.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.level_combo.activated.connect(self._level_picked)
        bar.addWidget(self.level_combo)
        bar.addStretch(1)
        # The chip row on a row of its own, under the buttons: beside them it is wider than
        # 1024 px with a table's nine chips.
        chips = QHBoxLayout()
        self.chip_entry = desk_chip_entry()
        self.chip_entry.sig_submit_requested.connect(self._row_entered)
        # What the row reads as wraps in the room it has: it never widens the window.
        self.chip_entry.reading.setSizePolicy(QSizePolicy.Policy.Ignored,
                                              QSizePolicy.Policy.Preferred)
        self.chip_entry.edit.installEventFilter(self)
        chips.addWidget(self.chip_entry, 1)
        chips.addStretch(0)  # the hint at the right when the chip row is hidden
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("samkongHint")
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(self.presenter.hint)
        self.go_on_button = QPushButton()
        self.go_on_button.setObjectName("samkongGoOn")
        self.go_on_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.go_on_button.clicked.connect(self._go_on)
        self.go_on_button.hide()
        chips.addWidget(self.hint_button, 0, Qt.AlignmentFlag.AlignTop)
        chips.addWidget(self.go_on_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(bar)
        layout.addLayout(chips)

    def retranslate(self) -> None:
        for name, text in self.words.buttons().items():
            self.buttons[name].setText(text)
        self.hint_button.setText(self.tr("Hint (H)"))
        self.go_on_button.setText(self.tr("Go on (Enter)"))
        current = self.level_combo.currentIndex()
        self.level_combo.clear()
        self.level_combo.addItem(self.words.pick_level(), 0)
        for ordinal, text in enumerate(self.words.level_list(), start=1):
            self.level_combo.addItem(text, ordinal)
        self.level_combo.setCurrentIndex(max(0, current))
        self.chip_entry.retranslate()
        if self.on():
            self.show_state()
        if self._feedback_again is not None:
            self._feedback_again()

    # ---- presenter -> view --------------------------------------------------------------

    def show_state(self) -> None:
        state, session = self.presenter.samkong_state, self.presenter.samkong
        if state is None or session is None:
            return
        table = session.table
        if self.chip_entry.chips != tuple(sorted(table.chips, reverse=True)):
            self.chip_entry.set_chips(table.chips)
            for disc in self.chip_entry.discs:
                disc.installEventFilter(self)
        self._select(state)
        bet_words = {b: self.words.bet(b) for b in
                     (*state.layout, *state.accepted, *(o.bet for o in state.late))}
        levels = {ordinal: self.words.level(ordinal) for _hand, ordinal in state.levels}
        self.felt.cash_label = self.words.table.cash
        self.felt.set_state(state, self.selected, bet_words, self.words.felt(), levels)
        self._show_buttons(state)
        self._show_prompt(state)

    def _show_prompt(self, state: SamKongState) -> None:
        cash = samkong_cash.prompt(state, self.presenter.samkong, self.words.table)
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
        waiting = self.presenter.waiting
        wanted = set(PHASE_BUTTONS.get(state.phase, ()))
        session = self.presenter.samkong
        if state.phase is P.SETTLE and (session is None or not session.table.marks):
            wanted.discard("mark")
        shown: dict[QWidget, bool] = {
            button: name in wanted and not waiting for name, button in self.buttons.items()}
        shown[self.count_spin] = state.phase in COUNTED and not waiting
        shown[self.level_combo] = state.phase is P.LEVELS and not waiting
        shown[self.chip_entry] = (state.phase in (P.SETTLE, P.SHOE_END)
                                  or samkong_cash.waiting(state)) and not waiting
        shown[self.go_on_button] = waiting
        # Hidden first, then shown: the chip row and Go on side by side for a moment made
        # the window wider than 1024 px, and it stayed so.
        for widget, visible in sorted(shown.items(), key=lambda item: item[1]):
            widget.setVisible(visible)

    def _show_step(self, step: GradedStep) -> None:
        if not self.on():
            return
        self.typed = ""
        self.chip_entry.clear()  # right or wrong, as at the baccarat Table: never paid twice
        self.row_mode = "pay"
        short = self.presenter.clock_mode

        def word() -> None:
            self.feedback.setText(self.words.feedback(step, short))
            set_look(self.feedback, "right" if step.right else "wrong")

        word()
        self._feedback_again = word

    def _show_refusal(self, code: str, error: object) -> None:
        if not self.on():
            return
        session, state = self.presenter.samkong, self.presenter.samkong_state
        if isinstance(error, ChipCountError):
            text = self.words.table.chip_error(error, session.table.chips if session else ())
        elif isinstance(error, MoneyParseError):
            text = self.words.table.money_error(error)
        else:
            text = self.words.refusal(code, None if state is None else state.phase)
        self.feedback.setText(text)
        set_look(self.feedback, "wrong")
        self._feedback_again = None

    def _show_hint(self, action: Action) -> None:
        if not self.on():
            return
        self.feedback.setText(self.words.hint(action))
        set_look(self.feedback, "")
        self._feedback_again = lambda: self._show_hint(action)

    def _show_waiting(self, waiting: bool) -> None:
        if not self.on():
            return
        state = self.presenter.samkong_state
        if state is not None:
            self._show_buttons(state)
        self.felt.setFocus()

    def _show_round(self, record: object, mistakes: tuple[GradedStep, ...]) -> None:
        """Clock mode: the round's time and its mistakes, each explained, once it is settled
        (as the baccarat Table after a coup)."""
        if not self.on() or not self.presenter.clock_mode or \
                not isinstance(record, SamKongRoundRecord):
            return

        def word() -> None:
            self.feedback.setText(self.words.round_mistakes(
                record.number, record.ended - record.started, mistakes))
            set_look(self.feedback, "wrong" if mistakes else "right")

        word()
        self._feedback_again = word

    def _show_score(self, card: ScoreCard) -> None:
        if not self.on():
            return
        box = self.score_box
        if box is None:
            box = self.score_box = SamKongScoreDialog(self.words, self._scene_of, self)
        box.show_card(card, card.pace_target or 30)
        box.open()

    def _scene_of(self, step: GradedStep) -> SamKongMistakeScene | None:
        """A mistake of the last scored session re-dealt up to that step, by the core."""
        scored = self.presenter.scored
        if not isinstance(scored, SamKongSession):
            return None
        try:
            return mistake_scene(scored, step)
        except ValueError:
            return None

    # ---- the selection ------------------------------------------------------------------

    def items(self, state: SamKongState) -> list[Selected]:
        """What arrows and Tab walk through in this phase, in the table's order."""
        session = self.presenter.samkong
        return [] if session is None else walk(state, session.table)

    def _select(self, state: SamKongState) -> None:
        items = self.items(state)
        if self.selected not in items:
            self.selected = first_selected(items, self.presenter.samkong, state.phase)

    def _move(self, step: int) -> None:
        state = self.presenter.samkong_state
        if state is None:
            return
        items = self.items(state)
        if not items:
            return
        index = items.index(self.selected) if self.selected in items else -1
        self.selected = items[(index + step) % len(items)]
        self.show_state()

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
            index = self.chip_entry.discs.index(watched)
            self._add_chip(self.chip_entry.chips[index])
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
        """A key on the felt; True when the desk took it."""
        p = self.presenter
        if key == Qt.Key.Key_Escape:
            return False  # the screen's (asks before leaving a half-dealt shoe)
        if p.waiting:
            if key in ENTER:
                self._go_on()
            elif key == Qt.Key.Key_H:
                p.hint()
            else:
                self._show_refusal("waiting", None)
            return True
        if key == Qt.Key.Key_H:
            p.hint()
            return True
        state = p.samkong_state
        session = p.samkong
        if state is None or session is None:
            return False
        asked = samkong_key(key, state.phase, state.doors, bool(state.late), bool(state.cash))
        if asked is None:
            if text.strip() and text.isprintable():
                self._show_refusal("out_of_turn", None)
                return True
            return False
        self._do(asked)
        return True

    def _send(self, name: str, *args: object) -> None:
        self.presenter.act(Action(name, args))

    def _do(self, asked: SamKongKey) -> None:
        state = self.presenter.samkong_state
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
                bet = self._bet()
                if bet is None:
                    self._show_refusal("no_selection", None)
                else:
                    self._send("refuse", bet)
            case Ask.ACCEPT_BETS:
                self._send("accept_bets")
            case Ask.STAND:
                asked_bets = [r.bet for r in state.stands]
                bet = self._bet()
                bet = bet if bet in asked_bets else (asked_bets[0] if asked_bets else bet)
                if bet is None:
                    self._show_refusal("no_selection", None)
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
                    self._show_refusal("no_selection", None)
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
            self._show_refusal("no_selection", None)
        else:
            self._send(name, bet, *args)

    def _counted(self, typed: str) -> None:
        state = self.presenter.samkong_state
        if state is None:
            return
        if not typed.isdigit():
            self._show_refusal("no_count", None)
            return
        self.typed = ""
        self._send("place_cut" if state.phase is P.CUT else "burn_cards", int(typed))

    def _counted_clicked(self) -> None:
        self._counted(self.typed or str(self.count_spin.value()))

    def _level_digit(self, digit: int) -> None:
        hand = self._hand()
        if hand is None:
            self._show_refusal("no_selection", None)
            return
        try:
            level = level_typed(self.typed + str(digit))
        except ValueError:
            self.typed = ""
            self._show_refusal("bad_level", None)
            return
        if level is None:
            self.typed += str(digit)
            state = self.presenter.samkong_state
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
        state = self.presenter.samkong_state
        if state is None:
            return
        if state.phase is P.DEAL and not self.presenter.waiting:
            self._send("deal", hand)
            return
        if ("hand", hand) in self.items(state):
            self.selected = ("hand", hand)
            self.show_state()

    def _bet_clicked(self, bet: SamKongTableBet) -> None:
        state = self.presenter.samkong_state
        if state is not None and ("bet", bet) in self.items(state):
            self.selected = ("bet", bet)
            self.show_state()

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
        session, state = self.presenter.samkong, self.presenter.samkong_state
        if session is None or state is None:
            return
        text = self.chip_entry.text()
        try:
            cash = samkong_cash.row_action(state, text, session.table)
            if cash is not None:
                self.presenter.act(cash)
            elif state.phase is P.SHOE_END:
                if self.selected is None or not isinstance(self.selected[1], int):
                    self._show_refusal("no_box_selected", None)
                    return
                self._send("collect_box", self.selected[1],
                           read_amount(text, session.table.chips))
            elif self.row_mode == "mark":
                self._on_bet("mark", read_amount(text, session.table.chips))
            else:
                self._on_bet("pay", read_payout(text, session.table))
        except ChipCountError as error:
            self._show_refusal("bad_chips", error)
        except MoneyParseError as error:
            self._show_refusal("bad_amount", error)
        else:
            self.felt.setFocus()
            return
        self.chip_entry.keep_refused()  # what is typed next replaces the refused row

    def _go_on(self) -> None:
        self.presenter.go_on()
        self.felt.setFocus()
