"""What the Table screen and an exam's Table section share around the felt (issue 14): ONE
input path for both (issue 25 point 7).

A :class:`FeltDesk` holds the bet or commission box the dealer selected, answers clicks on the
felt (a bet, a box, a chip of the tray), turns every key pressed on the felt into what it asks
for (the key map is :mod:`ui.widgets.table_keys`) and every button and Enter in the chip row
into the same calls, made on the desk's :class:`TableInput`: the Table screen's presenter, or
the exam's sitting (:class:`ui.exam.table_desk.ExamTableInput`), which grades and stores
without a word of feedback. So a click on Mark, M then Enter, Enter in the chip row after a
mark, a letter typed into the row: the same on both desks.

The chip row says what Enter in it does (pay, mark commission, collect a box, change cash:
:meth:`FeltDesk.row_purpose`): after one mark it pays again, never a payment taken as a wrong
mark while the buttons say Pay. Esc in the chip row clears it and goes back to the felt.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Protocol, cast

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QWidget

from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet
from trainer.baccarat.table import ChipPayout, TableRules
from trainer.baccarat.tableau import Hand
from trainer.chips import chip_key
from trainer.table import Phase, TableState
from trainer.table.session import TieAnswer
from ui.looks import set_look
from ui.widgets.chips import ChipEntry
from ui.widgets.felt import TableFelt
from ui.widgets.table_keys import (
    RESULT_FLAGS,
    Ask,
    TableKey,
    moved,
    selectable,
    table_key,
)
from ui.widgets.table_words import TableWords


class TableInput(Protocol):
    """What a desk's keys and clicks ask of its table. A call returns something true when
    the table took a step (never whether it was right); input that is no action is refused
    in words by the input itself (a bet to select, junk in the row) and grades nothing."""

    @property
    def state(self) -> TableState | None: ...

    @property
    def table(self) -> TableRules | None: ...

    def losers(self) -> frozenset[Bet]: ...

    def refuse(self, bet: Bet | None) -> object: ...

    def answer_tie(self, answer: TieAnswer) -> object: ...

    def no_more_bets(self) -> object: ...

    def deal(self, hand: Hand) -> object: ...

    def call_totals(self, player: int, banker: int) -> object: ...

    def draw(self, draws: bool) -> object: ...

    def call_result(self, winner: Outcome, player_pair: bool, banker_pair: bool,
                    natural: bool, banker_six: bool) -> object: ...

    def take(self, bet: Bet | None) -> object: ...

    def take_side(self, bet: Bet | None) -> object: ...

    def pay(self, bet: Bet | None, chips_text: str) -> object: ...

    def mark(self, seat: int | None, amount_text: str) -> object: ...

    def collect_box(self, seat: int | None, amount_text: str) -> object: ...

    def change_cash(self, text: str) -> object: ...


class FeltDesk(QWidget):
    """A desk around a :class:`~ui.widgets.felt.TableFelt` and a chip row."""

    felt: TableFelt
    chip_entry: ChipEntry
    words: TableWords
    table_input: TableInput
    digit_buttons: list[QPushButton]
    flag_buttons: dict[str, QPushButton]
    winner_buttons: dict[Outcome, QPushButton]
    tie_buttons: dict[TieAnswer, QPushButton]
    cash_button: QPushButton

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.selected: Bet | int | None = None
        """The bet, or the commission box (by seat), the dealer's next key acts on."""
        self.totals = ""
        """The digits of a totals call typed so far."""
        self.flags: dict[str, bool] = dict.fromkeys(RESULT_FLAGS, False)
        self.row_mode = "pay"
        """What Enter in the chip row does in the settlement: "pay", or "mark" after M (or
        Mark clicked on an empty row) until a mark is taken or Esc."""

    def listen_to_felt(self) -> None:
        """Once :attr:`felt` and :attr:`chip_entry` exist: their clicks and keys come here."""
        self.felt.installEventFilter(self)
        self.felt.sig_bet_clicked.connect(self._bet_clicked)
        self.felt.sig_box_clicked.connect(self._box_clicked)
        self.felt.sig_chip_clicked.connect(self._chip_clicked)
        self.chip_entry.edit.installEventFilter(self)
        self.chip_entry.sig_submit_requested.connect(self._row_entered)

    def word_dealer_buttons(self) -> None:
        """Word the buttons both desks have (:meth:`TableWords.dealer_buttons`)."""
        for name, text in self.words.dealer_buttons().items():
            button = getattr(self, name)
            assert isinstance(button, QPushButton), name
            button.setText(text)
        for n, digit in enumerate(self.digit_buttons):
            digit.setText(str(n))
            digit.setAccessibleName(self.words.total_name(n))
        flags = self.words.result_flags()
        for flag, toggle in self.flag_buttons.items():
            toggle.setText(flags[flag])
        winners = self.words.winners()
        for outcome, winner in self.winner_buttons.items():
            winner.setText(winners[outcome])
        ties = self.words.tie_buttons()
        for answer, tie in self.tie_buttons.items():
            tie.setText(ties[answer])
        self.cash_button.setText(self.words.cash_button())
        self.show_row_mode(force=True)

    def _redraw(self) -> None:
        """Draw the table as it stands (each desk its own way)."""
        raise NotImplementedError

    def _refuse_key(self, code: str) -> None:
        """Say (each desk its own way) why a key on the felt did nothing (``code``)."""
        raise NotImplementedError

    def _before_felt_input(self) -> None:
        """A key or a mouse press reaches the felt: draw anything the desk held back."""

    # ---- what the table stands at -------------------------------------------------------

    def _phase(self) -> Phase | None:
        state = self.table_input.state
        return None if state is None else state.phase

    def _bet(self) -> Bet | None:
        return self.selected if isinstance(self.selected, Bet) else None

    def walk(self, state: TableState | None) -> list[Bet | int]:
        """What Tab walks through, in the table's take-and-pay order."""
        table = self.table_input.table
        return selectable(state, None if table is None else table.pay_order,
                          self.table_input.losers())

    def row_purpose(self) -> str:
        """What Enter in the chip row does now: "cash" (notes or chips wait to be changed
        and no box is selected), "collect" (a box, between coups), "mark" or "pay"."""
        state = self.table_input.state
        phase = None if state is None else state.phase
        if (phase is Phase.BETS and state is not None and state.cash
                and not isinstance(self.selected, int)):
            return "cash"
        if phase in (Phase.BETS, Phase.SHOE_END):
            return "collect"
        return "mark" if self.row_mode == "mark" else "pay"

    def show_row_mode(self, force: bool = False) -> None:
        """Name in front of the chip row what Enter in it does (issue 25 point 7: after one
        mark the row paid on while nothing said it would mark)."""
        table = self.table_input.table
        amount = table is not None and table.chip_payout is ChipPayout.AMOUNT
        purpose = self.row_purpose()
        text = {
            "cash": self.tr("Cash:"),
            "collect": self.tr("Collect box:"),
            "mark": self.tr("Mark commission:"),
            "pay": self.tr("Pay (amount):") if amount else self.tr("Pay (chips):"),
        }[purpose]
        label = self.chip_entry.edit_label
        if force or label.text() != text:
            label.setText(text)
            # Marking stands out from paying: the same row, another answer (art. 18 (1)).
            set_look(label, "mark" if purpose == "mark" else "pay")

    def _set_row_mode(self, mode: str) -> None:
        self.row_mode = mode
        self.show_row_mode()

    # ---- clicks -------------------------------------------------------------------------

    def _select(self, selected: Bet | int | None) -> None:
        """Select a bet or box by hand: M marked for the bet it was pressed on, so another
        bet selected is paid again."""
        if selected != self.selected:
            self.row_mode = "pay"
        self.selected = selected
        self._redraw()
        self.show_row_mode()

    def _bet_clicked(self, bet: Bet) -> None:
        self._select(bet)
        self.felt.setFocus()

    def _box_clicked(self, seat: int) -> None:
        self._select(seat)

    def _chip_clicked(self, value: Decimal) -> None:
        """A tray chip clicked: one more such chip in the row."""
        text = self.chip_entry.text().strip()
        self.chip_entry.edit.setText(f"{text} {chip_key(value)}".strip())

    def _pay_clicked(self) -> None:
        """Pay: the row's chips paid to the selected bet; an empty row opened to pay."""
        if not self.chip_entry.text().strip():
            self._set_row_mode("pay")
            self._open_row("")
            return
        self._pay()

    def _mark_clicked(self) -> None:
        """Mark: the row's amount marked in the selected bet's box (as Enter after M); an
        empty row opened to mark (as M). It did nothing on two exam sittings."""
        if not self.chip_entry.text().strip():
            self._open_mark()
            return
        self._mark()

    def _collect_clicked(self) -> None:
        """Collect box: the row's amount collected; an empty row opened for it (as C)."""
        if not self.chip_entry.text().strip():
            self._open_row("")
            return
        self._collect()

    # ---- the calls ----------------------------------------------------------------------

    def _refuse(self) -> None:
        self.table_input.refuse(self._bet())

    def _take(self) -> None:
        self.table_input.take(self._bet())

    def _collect(self) -> None:
        seat = self.selected if isinstance(self.selected, int) else None
        if self.table_input.collect_box(seat, self.chip_entry.text()):
            self._row_done()

    def _pay(self) -> None:
        if self.table_input.pay(self._bet(), self.chip_entry.text()):
            self._row_done()

    def _mark(self) -> None:
        bet = self._bet()
        if self.table_input.mark(None if bet is None else bet.seat, self.chip_entry.text()):
            self._row_done()

    def _change_cash(self) -> None:
        """A buy-in's amount, or the chips of a buy-in or a colour-up (the row's text)."""
        if self.table_input.change_cash(self.chip_entry.text()):
            self._row_done()

    def _row_done(self) -> None:
        """The row's text was taken as a step: cleared, paying again, keys on the felt."""
        self.chip_entry.clear()
        self._set_row_mode("pay")
        self.felt.setFocus()

    def _row_entered(self) -> None:
        """Enter in the chip row: what the row says it does (:meth:`row_purpose`)."""
        match self.row_purpose():
            case "cash":
                self._change_cash()
            case "collect":
                self._collect()
            case "mark":
                self._mark()
            case _:
                self._pay()

    def _digit(self, n: int) -> None:
        self.totals += str(n)
        if len(self.totals) == 2:
            typed, self.totals = self.totals, ""
            self.table_input.call_totals(int(typed[0]), int(typed[1]))
        self._show_prompt()

    def _show_prompt(self) -> None:
        """Say what to do now (each desk its own way)."""

    def _flag(self, flag: str, on: bool) -> None:
        self.flags[flag] = on
        self.flag_buttons[flag].setChecked(on)

    def _clear_flags(self) -> None:
        for flag in RESULT_FLAGS:
            self._flag(flag, False)

    def _call(self, winner: Outcome) -> None:
        f = self.flags
        if self.table_input.call_result(winner, f["player_pair"], f["banker_pair"],
                                        f["natural"], f["banker_six"]):
            self._clear_flags()  # graded, right or wrong: the next call starts unmarked

    # ---- keys ---------------------------------------------------------------------------

    def _felt_key(self, event: QKeyEvent) -> bool:
        """A key pressed on the felt; True when the desk took it."""
        state = self.table_input.state
        asked = table_key(Qt.Key(event.key()), event.text(), self._phase(),
                          isinstance(self.selected, int),
                          cash=state is not None and bool(state.cash))
        if asked is not None:
            self._do(asked)
            return True
        plain = event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier \
            == Qt.KeyboardModifier.NoModifier
        if plain and event.text().strip() and event.text().isprintable():
            # A letter or digit this step has no use for: said, never silently dropped.
            self._refuse_key("out_of_turn")
            return True
        return False

    def _do(self, asked: TableKey) -> None:
        """Do what a key on the felt asked for (the map is :func:`table_key`'s)."""
        p, arg = self.table_input, asked.arg
        match asked.ask:
            case Ask.MOVE:
                self._move(int(cast(int, arg)))
            case Ask.REFUSE:
                self._refuse()
            case Ask.ACCEPT_BETS:
                p.no_more_bets()
            case Ask.TIE:
                p.answer_tie(cast(TieAnswer, arg))
            case Ask.COLLECT:
                self._open_row(str(arg))
            case Ask.DEAL:
                p.deal(cast(Hand, arg))
            case Ask.DIGIT:
                self._digit(int(cast(int, arg)))
            case Ask.DRAW:
                p.draw(bool(arg))
            case Ask.FLAG:
                flag = str(arg)
                self._flag(flag, not self.flags[flag])
            case Ask.CALL:
                self._call(cast(Outcome, arg))
            case Ask.TAKE:
                self._take()
            case Ask.TAKE_ALL:
                p.take_side(self._bet())
            case Ask.MARK:
                self._open_mark()
            case Ask.PAY:
                self._set_row_mode("pay")
                self._open_row(str(arg))
            case Ask.CASH:
                self._open_row(str(arg))

    def _open_mark(self) -> None:
        self._set_row_mode("mark")
        self._open_row("")

    def _open_row(self, text: str) -> None:
        """Put the keyboard in the chip row (the chips to pay, or an amount)."""
        edit = self.chip_entry.edit
        edit.setFocus()
        if text:
            edit.insert(text)

    def _move(self, delta: int) -> None:
        self._select(moved(self.walk(self.table_input.state), self.selected, delta))

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab on the felt selects the next bet instead of leaving the felt."""
        if self.felt.hasFocus():
            self._move(1 if next else -1)
            return True
        return super().focusNextPrevChild(next)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.felt and event.type() in (QEvent.Type.KeyPress,
                                                     QEvent.Type.MouseButtonPress):
            self._before_felt_input()
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if watched is self.felt:
                return self._felt_key(event)
            if watched is self.chip_entry.edit and event.key() == Qt.Key.Key_Escape:
                self.chip_entry.clear()
                self._set_row_mode("pay")
                self.felt.setFocus()
                return True
        return super().eventFilter(watched, event)
