"""The Table's step kinds in words (``pay:banker`` -> "Paying Banker"), shared by the Table
screen, the Progress and Dashboard charts and the coup replay.

Filed under the Table screen's translation context (``TableWords``), so each name is
translated once for every screen that shows it.
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QCoreApplication

from trainer.baccarat.bets import spec_of
from trainer.baccarat.settlement import Bet
from trainer.baccarat.table import TableRules
from trainer.chips import Breakdown
from trainer.money import format_hkd
from ui.felt import shoe_life
from ui.felt.irregular import irregular_step_name
from ui.felt.shoe_end import life_step_name
from ui.words import Words

# Spelled out so lupdate files each string under the context Qt looks it up in.
translate = QCoreApplication.translate


def fault_name(code: str) -> str:
    """A faulty bet's kind (``over_max``...) in words."""
    return {
        "over_max": translate("TableWords", "over the maximum"),
        "under_min": translate("TableWords", "under the minimum"),
        "banker_not_multiple": translate("TableWords", "Banker not a multiple of the minimum"),
        "difference": translate("TableWords", "Banker/Player difference over the limit"),
        "late_bet": translate("TableWords", "placed after no more bets"),
        "after_cards": translate("TableWords", "placed after the cards are out"),
        "standing_on_seat": translate("TableWords", "a standing bettor in a seated box"),
    }.get(code, code)


def tie_change_name(change: str) -> str:
    """What a bettor does with a pushed bet after a tie (art. 12) in words."""
    return {
        "withdraw": translate("TableWords", "withdraw"),
        "increase": translate("TableWords", "raise"),
        "decrease": translate("TableWords", "lower"),
        "switch": translate("TableWords", "switch sides"),
    }.get(change, change)


SAMKONG_CELL = "samkong-table:"
"""The head of a Sam Kong Table step's cell (:data:`trainer.table.samkong.base.CELL`)."""


def samkong_kind_name(kind: str) -> str:
    """A Sam Kong Table step kind (``level``, ``pay``...) in words, under the Sam Kong Table's
    own context (:class:`ui.felt.samkong_words.SamKongWords`)."""
    return {
        "shoe": translate("SamKongWords", "The shoe"),
        "cut": translate("SamKongWords", "The cut"),
        "burn": translate("SamKongWords", "The burn"),
        "bets": translate("SamKongWords", "No more bets"),
        "fault": translate("SamKongWords", "Faulty bet"),
        "stand": translate("SamKongWords", "A standing bet"),
        "deal": translate("SamKongWords", "The deal"),
        "order": translate("SamKongWords", "The order of taking and paying"),
        "irregular": translate("SamKongWords", "The irregularity"),
        "level": translate("SamKongWords", "The level"),
        "door": translate("SamKongWords", "The door's result"),
        "take": translate("SamKongWords", "Taking"),
        "pay": translate("SamKongWords", "Paying"),
        "mark": translate("SamKongWords", "Marking commission"),
        "collect": translate("SamKongWords", "Collecting a box"),
        "cash": translate("TableWords", "Cash and chips"),  # as the baccarat Table's
        "colour_up": translate("TableWords", "Colouring up"),
    }.get(kind, kind)


def _samkong_step_name(cell: str, words: Words) -> str:
    """A Sam Kong Table cell in words, named as the game's (the attempt log lists both
    games' steps together)."""
    return translate("TableWords", "Sam Kong: {0}").format(samkong_step_name(cell, words))


def samkong_step_name(cell: str, words: Words | None = None) -> str:
    """A Sam Kong Table cell in words, without the game's name (under the Sam Kong Table's own
    heading, as Progress shows it)."""
    words = words or Words()
    kind, _, detail = cell.removeprefix(SAMKONG_CELL).partition(":")
    name = samkong_kind_name(kind)
    if kind == "pay" and detail:
        name = translate("TableWords", "{step} ({what})").format(
            step=name, what=words.samkong_bet_kind(detail))
    elif kind in ("cash", "colour_up"):  # the baccarat Table's cash steps, shared
        name = step_name(cell.removeprefix(SAMKONG_CELL), words)
    elif kind == "fault" and detail:
        name = translate("TableWords", "{step} ({what})").format(step=name, what={
            "none": translate("TableWords", "Refusing a good bet"),
            "over_max": translate("TableWords", "over the maximum"),
            "under_min": translate("TableWords", "under the minimum"),
            "late_bet": translate("TableWords", "placed after the cards are out"),
            "tie_without_door": translate("TableWords", "a tie with no door bet"),
            "moved": translate("TableWords", "a change of door"),
        }.get(detail, detail))
    return name


def step_name(cell: str, words: Words | None = None) -> str:
    """A step kind (a Table attempt's cell) in words; an unknown cell as it is."""
    if cell.startswith(SAMKONG_CELL):
        return _samkong_step_name(cell, words or Words())
    kind, _, detail = cell.partition(":")
    life = life_step_name(cell)
    if life is not None:
        return life
    if cell == "fault:none":
        return translate("TableWords", "Refusing a good bet")
    if kind == "fault":
        return translate("TableWords", "Faulty bet ({0})").format(fault_name(detail))
    if kind == "pay":
        return translate("TableWords", "Paying {0}").format((words or Words()).bet(detail))
    if kind == "tie":
        return translate("TableWords", "Bet after a tie ({0})").format(tie_change_name(detail))
    if kind == "irregular":
        return irregular_step_name(detail)
    return {
        "bets": translate("TableWords", "No more bets"),
        "order": translate("TableWords", "Dealing order"),
        "order:take_pay": translate("TableWords", "Take-and-pay order"),
        "order:take": translate("TableWords", "Taking out of order"),
        "call:totals": translate("TableWords", "Totals"),
        "call:final_totals": translate("TableWords", "Final totals"),
        "call:result": translate("TableWords", "Result"),
        "draw:player": translate("TableWords", "Player's third card"),
        "draw:banker": translate("TableWords", "Banker's third card"),
        "take": translate("TableWords", "Taking a losing bet"),
        "mark": translate("TableWords", "Marking commission"),
        "collect": translate("TableWords", "Collecting a commission box"),
        "cash:count": translate("TableWords", "Counting a buy-in"),
        "cash:chips": translate("TableWords", "Chips for a buy-in"),
        "colour_up": translate("TableWords", "Colouring up"),
        "squeeze:pass": translate("TableWords", "Passing the cards to their holder"),
        "squeeze:third": translate("TableWords", "Passing the third card"),
        "squeeze:call": translate("TableWords", "Calling before the cards are turned"),
        "squeeze:turn": translate("TableWords", "Taking the cards back from their holder"),
        **shoe_life.step_names(),
    }.get(cell, cell)


class FeltLabels:
    """The felt's labels (:class:`ui.felt.felt.FeltWords`): a bet's and a box's name with
    its amount, the shoe, the discard rack and the hands."""

    def __init__(self, words: Words | None = None) -> None:
        self.words = words or Words()

    def bet(self, bet: Bet) -> str:
        """"Seat 3, Banker: HK$1,500" (a stack's accessible name and tooltip)."""
        return translate("TableWords", "Seat {seat}, {kind}: {amount}").format(
            seat=bet.seat, kind=self.words.bet(bet.kind.value), amount=format_hkd(bet.amount))

    def stack(self, bet: Bet, chips: Breakdown) -> str:
        """"Seat 3, Banker: HK$1,500 in 1 × 1,000 + 5 × 100": the chips the bettor stacked,
        which a colour-for-colour payout follows (the felt draws only the first few)."""
        if not chips:
            return self.bet(bet)
        return translate("TableWords", "{bet} in {chips}").format(
            bet=self.bet(bet),
            chips=self.words.chips(" + ".join(f"{value:f}x{count}" for value, count in chips)))

    def standing_bet(self, label: str) -> str:
        """A bet a standing bettor put in a seated player's box (marked + on the felt)."""
        return translate("TableWords", "{0}, placed by a standing bettor").format(label)

    def box(self, seat: int, amount: Decimal) -> str:
        return translate("TableWords", "Commission box {seat}: {amount}").format(
            seat=seat, amount=format_hkd(amount))

    def shoe(self, left: int) -> str:
        return translate("TableWords", "Shoe: {0} cards").format(left)

    def discard(self) -> str:
        return translate("TableWords", "Discard")

    def limits(self, table: TableRules) -> tuple[str, ...]:
        """The table's limit sign, as it stands by the dealer: a heading, then each bet's
        limits under the felt's own short names (B/P, T, PP/BP, L6) and, on an SJM table, the
        Banker's multiple (a new trainee could learn them only by refusing wrongly)."""
        def span(name: str, low: Decimal, high: Decimal) -> str:
            return translate("TableWords", "{name} {low}–{high}").format(
                name=name, low=f"{low:,}", high=f"{high:,}")
        lines = [translate("TableWords", "Limits (HK$)"),
                 span("B/P", table.minimum, table.maximum)]
        # The offered side bets in the registry's order; neighbours paying the same odds
        # within the same limits share a line ("PP/BP").
        groups: list[tuple[list[str], tuple[Decimal, Decimal], object]] = []
        for kind in table.offered_side_bets:
            limits, odds = table.limits(kind), spec_of(kind).odds
            if groups and groups[-1][1:] == (limits, odds):
                groups[-1][0].append(spec_of(kind).short)
            else:
                groups.append(([spec_of(kind).short], limits, odds))
        lines += [span("/".join(names), *limits) for names, limits, _ in groups]
        if table.banker_multiple_of_minimum:
            lines.append(translate("TableWords", "B in multiples of {0}").format(
                f"{table.minimum:,}"))
        return tuple(lines)

    def hand(self, key: str) -> str:
        return self.words.hand(key)

    def cash(self, kind: str, seat: int) -> str:
        """Whose cash the felt shows: "Seat 3: buy-in", "Seat 5: colour up"."""
        if kind == "colour_up":
            return translate("TableWords", "Seat {0}: colour up").format(seat)
        return translate("TableWords", "Seat {0}: buy-in").format(seat)
