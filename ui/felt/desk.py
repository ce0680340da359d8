"""What the Table screen and an exam's Table section share around the felt: ONE
input path for both.

A :class:`FeltDesk` holds the bet or commission box the dealer selected, answers clicks on the
felt (a bet, a box, a chip of the tray), turns every key pressed on the felt into what it asks
for (the key map is :mod:`ui.felt.keys`) and every button and Enter in the chip row
into the same requests of its :class:`~ui.felt.dealer_input.DealerInput`, which makes them
typed actions for the desk's table (:class:`~ui.felt.dealer_input.TableSource`: the Table
screen's presenter, or the exam's sitting through :class:`ui.exam.table_desk.ExamTableInput`,
which grades and stores without a word of feedback). So a click on Mark, M then Enter, Enter
in the chip row after a mark, a letter typed into the row: the same action on both desks. The
dealer's buttons are made, and shown step by step, here for both desks
(:meth:`FeltDesk.build_dealer_buttons`, :meth:`FeltDesk.dealer_buttons_shown`).

The chip row says what Enter in it does (pay, mark commission, collect a box, change cash:
:meth:`FeltDesk.row_purpose`): after one mark it pays again, never a payment taken as a wrong
mark while the buttons say Pay. Esc in the chip row clears it and goes back to the felt.

Why one file over 600 lines: every step of the coup and of the shoe's life (the cut, the
burns, the squeeze, an irregularity, the shoe's ends) is a key, a button and a row purpose
here, for both desks at once; split by step, each part would reach into the others' buttons
and selection to show the right ones.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import cast

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet
from trainer.baccarat.table import ChipPayout
from trainer.baccarat.tableau import Hand
from trainer.chips import chip_key
from trainer.table import Phase, TableState
from trainer.table.irregular import Remedy
from trainer.table.session import Action, TieAnswer
from trainer.table.squeeze import DEALER
from ui.felt import shoe_life
from ui.felt.as_drawn import demo_waits
from ui.felt.dealer_input import DealerInput, TableSource
from ui.felt.felt import TableFelt
from ui.felt.irregular import remedy_buttons
from ui.felt.keys import (
    PASS_PHASES,
    RESULT_FLAGS,
    TOTAL_PHASES,
    Ask,
    TableKey,
    moved,
    selectable,
    table_key,
)
from ui.felt.shoe_end import LIFE_ACTIONS, life_button_texts, life_shown
from ui.felt.shoe_life import BURN_PHASES, ShoeBar
from ui.felt.words import TableWords
from ui.looks import set_look
from ui.widgets.chips import ChipEntry

ButtonMaker = Callable[[str, Callable[..., object], bool], QPushButton]
"""A desk's way to make one of its buttons: (object name, slot, checkable) -> the button."""


class FeltDesk(QWidget):
    """A desk around a :class:`~ui.felt.felt.TableFelt` and a chip row."""

    felt: TableFelt
    prompt: QLabel
    chip_entry: ChipEntry
    words: TableWords
    table_input: TableSource
    dealer: DealerInput
    """The one input of both desks: requests made into typed actions for :attr:`table_input`."""
    refuse_button: QPushButton
    no_more_bets_button: QPushButton
    collect_button: QPushButton
    tie_buttons: dict[TieAnswer, QPushButton]
    deal_player_button: QPushButton
    deal_banker_button: QPushButton
    digit_buttons: list[QPushButton]
    draw_button: QPushButton
    stand_button: QPushButton
    flag_buttons: dict[str, QPushButton]
    winner_buttons: dict[Outcome, QPushButton]
    take_button: QPushButton
    pay_button: QPushButton
    mark_button: QPushButton
    cash_button: QPushButton
    remedy_buttons: dict[Remedy, QPushButton]
    pass_button: QPushButton
    dealer_turns_button: QPushButton
    take_back_button: QPushButton
    cut_button: QPushButton
    burn_button: QPushButton
    return_button: QPushButton
    shoe_bar: ShoeBar
    life_buttons: dict[str, QPushButton]

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
        self.cut_at = 0
        """Where the dealer holds the cut card (cards behind it), before Enter places it."""
        self.burn_typed = ""
        """The digits of a burn's count typed so far."""

    def add_felt(self, layout: QVBoxLayout) -> None:
        """Add the felt (taking the room left) and the step's prompt under it to ``layout``."""
        self.felt = TableFelt(self.words, self)
        layout.addWidget(self.felt, 1)
        self.shoe_bar = ShoeBar(self)
        self.shoe_bar.sig_cut_moved.connect(self._cut_moved)
        layout.addWidget(self.shoe_bar)
        self.prompt = QLabel()
        self.prompt.setObjectName("tablePrompt")
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)

    @staticmethod
    def make_button(name: str, slot: Callable[..., object],
                    checkable: bool = False) -> QPushButton:
        """A desk's button named ``name`` calling ``slot``; it never takes the keyboard, which
        stays on the felt."""
        button = QPushButton()
        button.setObjectName(name)
        button.setCheckable(checkable)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(slot)
        return button

    def build_dealer_buttons(self, button: ButtonMaker) -> tuple[QPushButton, ...]:
        """Make the dealer's buttons both desks have (each desk's ``button`` shapes them),
        wired to the same requests as the keys; returns them in the order of the button row.
        The shoe's ends' buttons (:attr:`life_buttons`) are not in it: each desk puts them on
        the result marks' row, which no step shows with them.
        Call after :attr:`table_input` is set."""
        self.dealer = DealerInput(self.table_input, self)
        self.dealer.sig_refused.connect(self._refuse_input)
        b, d = button, self.dealer
        self.refuse_button = b("refuseButton", self._refuse, False)
        self.no_more_bets_button = b("noMoreBetsButton", d.no_more_bets, False)
        self.collect_button = b("collectButton", self._collect_clicked, False)
        self.tie_buttons = {answer: b(f"tie{answer.value.title()}Button",
                                      lambda _=False, a=answer: d.answer_tie(a), False)
                            for answer in TieAnswer}
        self.deal_player_button = b("dealPlayerButton", lambda: d.deal(Hand.PLAYER), False)
        self.deal_banker_button = b("dealBankerButton", lambda: d.deal(Hand.BANKER), False)
        self.digit_buttons = [b(f"digit{n}", lambda _=False, n=n: self._digit(n), False)
                              for n in range(10)]
        self.draw_button = b("drawButton", lambda: d.draw(True), False)
        self.stand_button = b("standButton", lambda: d.draw(False), False)
        self.flag_buttons = {flag: b(f"{flag}Toggle", lambda on, f=flag: self._flag(f, on),
                                     True) for flag in RESULT_FLAGS}
        self.winner_buttons = {o: b(f"{o.value}WinsButton",
                                    lambda _=False, o=o: self._call(o), False)
                               for o in Outcome}
        self.take_button = b("takeButton", self._take, False)
        self.pay_button = b("payButton", self._pay_clicked, False)
        self.mark_button = b("markButton", self._mark_clicked, False)
        self.cash_button = b("cashButton", self._change_cash, False)
        self.remedy_buttons = {r: b(f"remedy{r.value.title().replace('_', '')}Button",
                                    lambda _=False, r=r: d.answer_irregular(r), False)
                               for r in Remedy}
        self.pass_button = b("passButton", lambda: self._pass(None), False)
        self.dealer_turns_button = b("dealerTurnsButton", lambda: self._pass(DEALER), False)
        self.take_back_button = b("takeBackButton", d.take_back, False)
        self.cut_button = b("cutButton", self._place_cut, False)
        self.burn_button = b("burnButton", self._burn, False)
        self.return_button = b("returnCardsButton", d.return_cards, False)
        self.life_buttons = {name: b(name, lambda _=False, a=action: d.send(a), False)
                             for name, action in LIFE_ACTIONS.items()}
        for life_button in self.life_buttons.values():
            life_button.hide()  # shown only when the shoe's ends ask (most tables: never)
        return (
                *self.tie_buttons.values(), self.refuse_button, self.no_more_bets_button,
                self.collect_button, self.deal_player_button, self.deal_banker_button,
                self.pass_button, self.dealer_turns_button, self.take_back_button,
                *self.digit_buttons, self.draw_button, self.stand_button,
                *self.winner_buttons.values(), self.take_button, self.pay_button,
                self.mark_button, self.cash_button, *self.remedy_buttons.values(),
                self.cut_button, self.burn_button, self.return_button)

    def dealer_buttons_shown(self, phase: Phase | None, mark: bool, ties: bool,
                             cash: bool, late: bool = False, state: TableState | None = None
                             ) -> dict[QPushButton, bool]:
        """Which of the dealer's buttons the step ``phase`` shows (``mark``: a commission-box
        table; ``ties``: a tie bettor asks; ``cash``: notes or chips wait to be changed;
        ``late``: a bet pushed on after the cards waits to be refused; ``state``: the table,
        for the shoe's life and ends, the desk's own when None)."""
        if state is None:
            state = self.table_input.state
        life = life_shown(state)
        shown = {
            **{self.life_buttons[name]: on for name, on in life.items()},
            **dict.fromkeys(self.tie_buttons.values(), ties),
            self.cash_button: cash,
            self.refuse_button: phase in (Phase.BETS, Phase.DEAL) or late,
            self.no_more_bets_button: phase is Phase.BETS,
            self.collect_button: mark and phase in (Phase.BETS, Phase.SHOE_END, Phase.CLOSE),
            self.deal_player_button: phase is Phase.DEAL,
            self.deal_banker_button: phase is Phase.DEAL,
            self.pass_button: phase in PASS_PHASES,
            self.dealer_turns_button: phase in PASS_PHASES,
            self.take_back_button: phase is Phase.TURN,
            self.draw_button: phase in (Phase.DRAW_PLAYER, Phase.DRAW_BANKER),
            self.stand_button: phase in (Phase.DRAW_PLAYER, Phase.DRAW_BANKER),
            self.take_button: phase is Phase.SETTLE,
            self.pay_button: phase is Phase.SETTLE,
            self.mark_button: mark and phase is Phase.SETTLE,
            **dict.fromkeys(self.remedy_buttons.values(), phase is Phase.IRREGULAR),
        }
        shown[self.cut_button] = phase is Phase.CUT
        shown[self.burn_button] = phase in BURN_PHASES
        shown[self.return_button] = (phase is Phase.BETS and state is not None
                                     and bool(state.to_return))
        for button in self.digit_buttons:
            shown[button] = phase in TOTAL_PHASES or phase in BURN_PHASES
        for button in (*self.flag_buttons.values(), *self.winner_buttons.values()):
            shown[button] = phase is Phase.RESULT
        return shown

    def show_chips(self, chips: tuple[Decimal, ...]) -> None:
        """The chip row reads the table's ``chips``; the tray on the felt shows them and
        takes their clicks, so the row's own discs and keys stay hidden."""
        self.chip_entry.set_chips(chips)
        for widget in (*self.chip_entry.discs, *self.chip_entry.keys):
            widget.hide()

    def listen_to_felt(self) -> None:
        """Once :attr:`felt` and :attr:`chip_entry` exist: their clicks and keys come here."""
        self.felt.installEventFilter(self)
        self.felt.sig_bet_clicked.connect(self._bet_clicked)
        self.felt.sig_box_clicked.connect(self._box_clicked)
        self.felt.sig_chip_clicked.connect(self._chip_clicked)
        self.felt.sig_held_clicked.connect(self.dealer.take_back)
        self.chip_entry.edit.installEventFilter(self)
        self.chip_entry.sig_submit_requested.connect(self._row_entered)

    def word_dealer_buttons(self) -> None:
        """Word the buttons both desks have (:meth:`TableWords.dealer_buttons`)."""
        for name, text in self.words.dealer_buttons().items():
            button = getattr(self, name)
            assert isinstance(button, QPushButton), name
            button.setText(text)
        for name, text in life_button_texts().items():
            self.life_buttons[name].setText(text)
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
        for remedy, text in remedy_buttons().items():
            self.remedy_buttons[remedy].setText(text)
        for name, text in shoe_life.button_words().items():
            button = getattr(self, name)
            assert isinstance(button, QPushButton), name
            button.setText(text)
        self.show_row_mode(force=True)

    def _redraw(self) -> None:
        """Draw the table as it stands (each desk its own way)."""
        raise NotImplementedError

    def _refuse_input(self, code: str, error: object = None) -> None:
        """Say (each desk its own way) why a key or the row did nothing (``code``, and the
        parser's error for junk typed)."""
        raise NotImplementedError

    def _before_felt_input(self) -> None:
        """A key or a mouse press reaches the felt: draw anything the desk held back."""

    # ---- what the table stands at -------------------------------------------------------

    def _phase(self) -> Phase | None:
        state = self.table_input.state
        return None if state is None else state.phase

    def _seat_numbers(self) -> tuple[int, ...]:
        """The seats of the table dealt (their own numbers), for a seat typed."""
        table = self.table_input.table
        return () if table is None else table.seat_numbers

    def _bet(self) -> Bet | None:
        return self.selected if isinstance(self.selected, Bet) else None

    def _loses(self, bet: Bet | None) -> bool:
        """``bet`` loses and is not taken yet (known only where the table hints: an exam's
        desk knows no losers, and Enter opens its row as on any bet)."""
        state = self.table_input.state
        return (bet is not None and state is not None and bet not in state.taken
                and bet in self.table_input.losers())

    def walk(self, state: TableState | None) -> list[Bet | int]:
        """What Tab walks through, in the table's take-and-pay order (no bet while a
        demonstration coup is asked for: none is on the felt yet)."""
        table = self.table_input.table
        if state is not None:
            state = demo_waits(state)
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
        if phase in (Phase.BETS, Phase.SHOE_END, Phase.CLOSE):
            return "collect"
        return "mark" if self.row_mode == "mark" else "pay"

    def show_row_mode(self, force: bool = False) -> None:
        """Name in front of the chip row what Enter in it does (after one
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
        self.dealer.refuse(self._bet())

    def _take(self) -> None:
        self.dealer.take(self._bet())

    def _pass(self, seat: int | None) -> None:
        """Pass the cards to ``seat``, or (None) to the seat whose number was just typed
        (one digit), else the selected bet's seat (art. 16)."""
        typed, bet = self.totals, self._bet()
        self.totals = ""  # a seat typed is used (or dropped by K) here
        if seat is None and typed and self._phase() in PASS_PHASES:
            seat = int(typed)
        elif seat is None and bet is not None:
            seat = bet.seat
        self.dealer.pass_cards(seat)
        self._show_prompt()

    def _collect(self) -> None:
        seat = self.selected if isinstance(self.selected, int) else None
        if self.dealer.collect_box(seat, self.chip_entry.text()):
            self._row_done()

    def _pay(self) -> None:
        if self.dealer.pay(self._bet(), self.chip_entry.text()):
            self._row_done()

    def _mark(self) -> None:
        bet = self._bet()
        if self.dealer.mark(None if bet is None else bet.seat, self.chip_entry.text()):
            self._row_done()

    def _change_cash(self) -> None:
        """A buy-in's amount, or the chips of a buy-in or a colour-up (the row's text)."""
        if self.dealer.change_cash(self.chip_entry.text()):
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
        self.chip_entry.keep_refused()  # a step taken clears it; a refusal keeps it

    def _digit(self, n: int) -> None:
        if self._phase() in BURN_PHASES:
            self._burn_digit(n)
            return
        if self._phase() in PASS_PHASES:
            # A holder's seat typed (then G): one or two digits, never the totals (the cards
            # are face down); a number no seat has keeps its last digit (art. 16).
            seats = self._seat_numbers()
            typed = (self.totals + str(n))[-2:]
            self.totals = typed if int(typed) in seats or len(typed) == 1 else str(n)
            self._show_prompt()
            return
        self.totals += str(n)
        if len(self.totals) == 2:
            typed, self.totals = self.totals, ""
            self.dealer.call_totals(int(typed[0]), int(typed[1]))
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
        if self.dealer.call_result(winner, f["player_pair"], f["banker_pair"],
                                   f["natural"], f["banker_six"]):
            self._clear_flags()  # graded, right or wrong: the next call starts unmarked

    # ---- keys ---------------------------------------------------------------------------

    def _felt_key(self, event: QKeyEvent) -> bool:
        """A key pressed on the felt; True when the desk took it."""
        state = self.table_input.state
        asked = table_key(Qt.Key(event.key()), event.text(), self._phase(),
                          isinstance(self.selected, int),
                          cash=state is not None and bool(state.cash),
                          squeeze=state is not None and state.squeeze is not None,
                          returning=state is not None and bool(state.to_return))
        if asked is not None:
            self._do(asked)
            return True
        plain = event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier \
            == Qt.KeyboardModifier.NoModifier
        if plain and event.text().strip() and event.text().isprintable():
            # A letter or digit this step has no use for: said, never silently dropped.
            self._refuse_input("out_of_turn")
            return True
        return False

    def _do(self, asked: TableKey) -> None:
        """Do what a key on the felt asked for (the map is :func:`table_key`'s)."""
        p, arg = self.dealer, asked.arg
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
                if not arg and self._loses(self._bet()):
                    # Enter on a losing bet: it is taken (T), never paid, so the row stays
                    # shut and the T typed next takes it instead of landing in the row.
                    self._refuse_input("take_loser")
                    return
                self._set_row_mode("pay")
                self._open_row(str(arg))
            case Ask.CASH:
                self._open_row(str(arg))
            case Ask.IRREGULAR:
                p.answer_irregular(cast(Remedy, arg))
            case Ask.PASS:
                self._pass(None if arg is None else int(cast(int, arg)))
            case Ask.TAKE_BACK:
                p.take_back()
            case Ask.CUT_MOVE:
                self._cut_moved(self.cut_at + int(cast(int, arg)))
            case Ask.CUT:
                self._place_cut()
            case Ask.BURN_DIGIT:
                self._burn_digit(int(cast(int, arg)))
            case Ask.BURN:
                self._burn()
            case Ask.RETURN:
                p.return_cards()
            case Ask.SHOE:
                p.send(cast(Action, arg))

    # ---- the shoe's life ----------------------------------------------------------------

    def show_shoe_life(self, state: TableState | None) -> None:
        """The stack and the cut card at the cut (hidden at any other step); a new shoe's cut
        starts at the stack's end, an empty count at a new burn."""
        cutting = state is not None and state.phase is Phase.CUT
        if state is None or state.phase not in BURN_PHASES:
            self.burn_typed = ""
        if not cutting:
            self.cut_at = 0
        if cutting and state is not None:
            self.cut_at = shoe_life.clamp_cut(self.cut_at, state.shoe_cards)
            self.shoe_bar.show_cut(state.shoe_cards, self.cut_at)
        if self.shoe_bar.isVisible() != cutting:
            self.shoe_bar.setVisible(cutting)

    def life_prompt(self, state: TableState | None, text: str) -> str:
        """``text``, or the prompt of a step of the shoe's life."""
        table = self.table_input.table
        if state is None or table is None:
            return text
        life = shoe_life.prompt(state, self.cut_at, self.burn_typed, table.procedures.burn,
                                self.shoe_bar.zone)
        return text if life is None else life

    def _cut_moved(self, at: int) -> None:
        state = self.table_input.state
        if state is None or state.phase is not Phase.CUT:
            return
        self.cut_at = shoe_life.clamp_cut(at, state.shoe_cards)
        self.shoe_bar.show_cut(state.shoe_cards, self.cut_at)
        self._show_prompt()
        self.felt.setFocus()

    def _place_cut(self) -> None:
        self.dealer.cut(self.cut_at)

    def _burn_digit(self, n: int) -> None:
        if n < 0:
            self.burn_typed = self.burn_typed[:-1]
        elif len(self.burn_typed) < 2:
            self.burn_typed += str(n)
        self._show_prompt()

    def _burn(self) -> None:
        typed, self.burn_typed = self.burn_typed, ""
        self.dealer.burn_cards(typed)
        self._show_prompt()

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
