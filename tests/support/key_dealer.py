"""A keyboard dealer for the Table (issue 24): it deals a shoe on the real screen by key events
alone, as a trainee who knows every right step would, with the fewest keys the screen offers,
and counts every key event it sends, per coup. The right steps come from the scripted dealer
(:mod:`tests.support.table_script`: the engine's functions on what the table shows).

Tab or Shift+Tab (the shorter way round the table's take-and-pay order) select; any faulty
bet may be refused first, any losing side taken first (A, every bet of the side, from its
first in the table's order), a seat's winners paid in any order: the nearest. A payout is
typed as the fewest chips ("2x1k 100 50"), or as the amount on a table graded on the amount
only; a mark or a box as its amount. At a card holder's table (art. 16) the cards are passed
by the holder's seat number then G (a seat over 9: Tab to the holder's bet, then G), K when the
dealer turns them, and taken back by Enter once the holder has turned them; ``typed_seats=False``
passes by Tab and G alone (the only way before seat numbers could be typed). An irregularity
is answered by its key (K / F / U / V), a shoe's end (a demonstration coup, the last coup, the
shoe closed) by its letter.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from tests.support.shoe_keys import shoe_life_keys
from tests.support.table_script import _refused as refused_alone
from tests.support.table_script import _settlement as settlement_of
from tests.support.table_script import right_action
from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import PayOrder
from trainer.baccarat.tableau import Hand
from trainer.chips import chip_breakdown, chip_key
from trainer.table import Phase, TableSession
from trainer.table.session import Action
from trainer.table.squeeze import DEALER
from ui.felt.irregular import REMEDY_KEYS
from ui.felt.shoe_end import life_action
from ui.table.view import TableScreen

_DIGITS = {n: getattr(Qt.Key, f"Key_{n}") for n in range(10)}
_FLAGS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_6)
_WINNER = {Outcome.PLAYER: Qt.Key.Key_P, Outcome.BANKER: Qt.Key.Key_B, Outcome.TIE: Qt.Key.Key_T}


class KeyDealer:
    """Deals a whole shoe on the screen by key events alone and counts them per coup."""

    def __init__(self, screen: TableScreen, typed_seats: bool = True) -> None:
        self.screen = screen
        self.typed_seats = typed_seats
        self.keys: dict[int, int] = {}
        self.moves: dict[int, int] = {}
        """Of those, the keys that only move the selection (Tab, Shift+Tab): what is left
        are the keys the steps' answers themselves take (a payout's chips, a total...)."""
        self.coup = 1

    def key(self, widget: QWidget, key: Qt.Key,
            modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        self.keys[self.coup] = self.keys.get(self.coup, 0) + 1
        QTest.keyClick(widget, key, modifier)

    def type(self, text: str, from_felt: bool = True) -> None:
        """Type ``text`` and Enter: from the felt, its first digit opens the chip row with
        it; else into the chip row already open (M)."""
        rest = text
        if from_felt:
            rest = text[1:]
            self.key(self.screen.felt, _DIGITS[int(text[0])])
        for char in rest:
            self.keys[self.coup] = self.keys.get(self.coup, 0) + 1
            QTest.keyClicks(self.screen.chip_entry.edit, char)
        self.key(self.screen.chip_entry.edit, Qt.Key.Key_Return)

    def amount(self, amount: Decimal) -> str:
        """An amount as typed shortest: its digits, or the chips that make it up where
        those are shorter ("10k" for 10,000): an amount row reads chips too."""
        table = self.screen.presenter.table
        assert table is not None
        digits = f"{amount:f}"
        try:
            chips = short_chips(chip_breakdown(amount, table.chips))
        except ValueError:
            return digits
        return chips if len(chips) < len(digits) else digits

    def select(self, wanted: Callable[[Bet | int], bool]) -> None:
        """Select the nearest item ``wanted`` accepts by Tab or Shift+Tab, the shorter way."""
        screen = self.screen
        if screen.selected is not None and wanted(screen.selected):
            return
        walk = screen.walk(screen.presenter.state)
        here = walk.index(screen.selected) if screen.selected in walk else -1
        ways = []
        for index, item in enumerate(walk):
            if wanted(item):
                forward = (index - here) % len(walk) if here >= 0 else index + 1
                backward = (here - index) % len(walk) if here >= 0 else len(walk) - index
                ways.append(min((forward, 1), (backward, -1)))
        steps, way = min(ways)
        for _ in range(steps):
            self.moves[self.coup] = self.moves.get(self.coup, 0) + 1
            self.key(screen.felt, Qt.Key.Key_Tab if way > 0 else Qt.Key.Key_Backtab,
                     Qt.KeyboardModifier.NoModifier if way > 0
                     else Qt.KeyboardModifier.ShiftModifier)
        assert screen.selected is not None and wanted(screen.selected), (screen.selected,)

    def pass_cards(self, hand: Hand, seat: int) -> None:
        """Pass ``hand``'s cards to ``seat`` the shortest way: K for the dealer, the seat's
        number (its one or two digits) then G, or (``typed_seats`` off) Tab to the holder's bet
        on that side, then G."""
        felt = self.screen.felt
        if seat == DEALER:
            self.key(felt, Qt.Key.Key_K)
            return
        if self.typed_seats:
            for digit in str(seat):  # seat 12: 1, 2
                self.key(felt, _DIGITS[int(digit)])
        else:
            kind = BetKind.PLAYER if hand is Hand.PLAYER else BetKind.BANKER
            self.select(lambda item: isinstance(item, Bet) and item.seat == seat
                        and item.kind is kind)
        self.key(felt, Qt.Key.Key_G)

    def play(self, app: QApplication) -> list[int]:
        """The shoe (or its coups asked) to its end; the keys of each coup."""
        screen, felt = self.screen, self.screen.felt
        session = screen.presenter.session
        assert session is not None
        while not session.finished:
            app.processEvents()
            state = session.state()
            self.coup = state.coup
            name, args = right_action(session)
            before = len(session.steps)
            life = shoe_life_keys(screen, name, args)
            if life is not None:
                for life_key in life:
                    self.key(felt, life_key)
            elif name in ("refuse", "take"):
                # Any faulty bet may be refused first, any losing side taken first: the
                # nearest one.
                right = set(right_bets(session, name)) or {args[0]}
                self.select(lambda item, right=right: item in right)  # type: ignore[misc]
                self.key(felt, Qt.Key.Key_R if name == "refuse" else Qt.Key.Key_A)
            elif name == "accept_bets":
                self.key(felt, Qt.Key.Key_N)
            elif name == "answer_tie":
                self.key(felt, {"return": Qt.Key.Key_W, "accept": Qt.Key.Key_A,
                                "refuse": Qt.Key.Key_X}[args[1].value])  # type: ignore[attr-defined]
            elif name == "collect_box":
                self.select(lambda item, seat=args[0]: item == seat)
                self.type(self.amount(args[1]))  # type: ignore[arg-type]
            elif name in ("pass_cards", "pass_third"):
                self.pass_cards(args[0], args[1])  # type: ignore[arg-type]
            elif name == "take_back":
                self.key(felt, Qt.Key.Key_Return)
            elif name in ("answer_demo", "announce_last", "close_shoe"):  # the shoe's ends
                self.key(felt, next(Qt.Key(ord(letter)) for letter in "GFLOES"
                                    if life_action(state.phase, letter) == Action(name, args)))
            elif name == "answer_irregular":
                self.key(felt, next(k for k, r in REMEDY_KEYS.items() if r is args[0]))
            elif name == "deal":
                self.key(felt, Qt.Key.Key_P if args[0] is Hand.PLAYER else Qt.Key.Key_B)
            elif name == "call_totals":
                for total in args:
                    self.key(felt, _DIGITS[total])  # type: ignore[index]
            elif name == "draw":
                self.key(felt, Qt.Key.Key_D if args[1] else Qt.Key.Key_S)
            elif name == "call_result":
                winner, *flags = args
                for flag_key, on in zip(_FLAGS, flags, strict=True):
                    if on:
                        self.key(felt, flag_key)
                self.key(felt, _WINNER[winner])  # type: ignore[index]
            elif name == "pay":
                # Within a seat, its winners in any order: the nearest one paid the same (a
                # pair beside a Banker bet is paid its own odds).
                bet = args[0]
                winners = right_bets(session, name)
                self.select(lambda item, winners=winners, bet=bet: (  # type: ignore[misc]
                    isinstance(item, Bet) and item in winners and item.seat == bet.seat
                    and item.kind is bet.kind and item.amount == bet.amount))
                paid = args[1]
                self.type(self.amount(paid) if isinstance(paid, Decimal)
                          else short_chips(paid))  # type: ignore[arg-type]
            elif name in ("count_cash", "give_chips", "colour_up"):  # issue 24, point 13
                # The cash waiting is the one the row takes: its amount, then its chips.
                cash = args[1]
                self.type(self.amount(cash) if isinstance(cash, Decimal)
                          else short_chips(cash))  # type: ignore[arg-type]
            elif name == "mark":
                self.select(lambda item, seat=args[0]: isinstance(item, Bet) and item.seat == seat
                            and item.kind is BetKind.BANKER)
                self.key(felt, Qt.Key.Key_M)
                self.type(self.amount(args[1]), from_felt=False)  # type: ignore[arg-type]
            else:
                raise AssertionError(name)
            new = session.steps[before:]
            assert new and all(step.right for step in new), (name, args, new)
            if session.finished and screen.score_box is not None:
                screen.score_box.close()
        return [self.keys.get(n, 0) for n in range(1, len(session.coups) + 1)]


def right_bets(session: TableSession, name: str) -> list[Bet]:
    """Every bet on which ``name`` (refuse, take, pay) is right now, from the script's
    engine reading of the table shown."""
    state, table = session.state(), session.table
    if name == "refuse" and state.phase is Phase.BETS:
        return [b for b in state.layout if refused_alone((b,), table)
                not in (None, "difference_over_limit")]
    if name == "take":
        # A side's first losing bet in the table's order (from it, A sweeps the side in order).
        untaken = [ln.bet for ln in settlement_of(state, session).losers
                   if ln.bet not in state.taken]
        untaken.sort(key=lambda b: b.seat if table.pay_order is PayOrder.LEFT_TO_RIGHT
                     else -b.seat)
        return [b for i, b in enumerate(untaken)
                if not any(o.kind is b.kind for o in untaken[:i])]
    if name == "pay":
        return [ln.bet for ln in settlement_of(state, session).winners
                if ln.bet not in state.paid]
    return []


def short_chips(chips: tuple[tuple[Decimal, int], ...]) -> str:
    """The chips of a payout as a trainee types them shortest: "2x1k 100 50"."""
    return " ".join(chip_key(value) if count == 1 else f"{count}x{chip_key(value)}"
                    for value, count in chips)


