"""Difficulty presets of the Table: from an easy, half-empty table of round bets to a
full VIP table of awkward amounts, side bets and frequent faults.

A preset is plain data over :class:`~trainer.table.session.TableSettings`; the commission mode
is a hint (which kind of table profile suits the level), because the mode belongs to the
table profile, not to the session.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import Enum
from types import MappingProxyType

from trainer.baccarat.table import CommissionMode, TableRules
from trainer.table.session import TableSettings


class Difficulty(Enum):
    """The presets, easiest first."""

    EASY = "easy"
    STANDARD = "standard"
    BUSY = "busy"
    FULL_VIP = "full_vip"


class CommissionHint(Enum):
    """The kind of table a preset is meant for."""

    DEDUCT = "deduct"
    MARK = "mark"
    NO_COMMISSION = "no_commission"


@dataclass(frozen=True)
class Preset:
    """How full and how hard the table is: ``seats_filled`` the chance an empty seat is
    taken each coup, ``awkward`` the scale of awkward (not round) amounts (0: round only),
    ``side_bets`` whether side bets are placed, ``fault_rate`` the share of faulty bets,
    ``commission`` the kind of table the level suits."""

    seats_filled: float
    awkward: float
    side_bets: bool
    fault_rate: float
    commission: CommissionHint
    cash_steps: bool = True
    """Players buy in with notes and colour up when they leave."""
    irregularity_rate: float = 0.0
    """The chance a coup meets an irregularity (an exposed card, a misdeal, a damaged card)."""
    squeeze: bool = False
    """The card holders turn the cards where the table has them (art. 16)."""
    standing_bettors: bool = False
    """Standing bettors bet behind the seats, and now and then in a seated player's box
    (art. 15), for the dealer to refuse."""

    def settings(self, base: TableSettings | None = None) -> TableSettings:
        """``base`` (the shoe's other settings) with this preset's table."""
        return replace(
            base or TableSettings(),
            seats_filled=self.seats_filled,
            awkward=self.awkward,
            side_bets=self.side_bets,
            fault_rate=self.fault_rate,
            cash_steps=self.cash_steps,
            shoe_life=True,
            irregularity_rate=self.irregularity_rate,
            squeeze=self.squeeze,
            standing_bettors=self.standing_bettors,
        )

    def suits(self, table: TableRules) -> bool:
        """Whether ``table`` is the kind of table this preset hints at."""
        return commission_kind(table) is self.commission


def commission_kind(table: TableRules) -> CommissionHint:
    """The commission kind of a table profile (art. 18 (1) deduct or mark, or 18 (2))."""
    if table.no_commission:
        return CommissionHint.NO_COMMISSION
    if table.commission_mode is CommissionMode.MARK:
        return CommissionHint.MARK
    return CommissionHint.DEDUCT


PRESETS: Mapping[Difficulty, Preset] = MappingProxyType({
    Difficulty.EASY: Preset(0.35, 0.0, False, 0.0, CommissionHint.DEDUCT, cash_steps=False),
    Difficulty.STANDARD: Preset(0.75, 1.0, True, 0.15, CommissionHint.DEDUCT, squeeze=True),
    Difficulty.BUSY: Preset(0.9, 1.5, True, 0.2, CommissionHint.NO_COMMISSION,
                            irregularity_rate=0.08, squeeze=True, standing_bettors=True),
    Difficulty.FULL_VIP: Preset(1.0, 2.0, True, 0.3, CommissionHint.MARK,
                                irregularity_rate=0.15, squeeze=True, standing_bettors=True),
})
"""Easy: a third of the seats, round amounts, no side bets, no faults, a deducting table.
Standard: the Table's usual shoe (three seats in four, a fault in seven bets). Full VIP:
every seat, awkward amounts, side bets, a fault in three bets, commission boxes. Every level
but Easy has players buying in with notes and colouring up. Every level deals the shoe's life
(cut, burn, last coup); Easy and Standard meet no irregularity, Busy one coup in about twelve,
Full VIP one in about seven; at every level but Easy the card holders turn the cards where the
table has them (art. 16), and from Busy on standing bettors bet behind the seats (art. 15)."""
