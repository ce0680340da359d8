"""Attacks by an instructor's odd table profiles (issue 24 review): 14 seats skipping many
numbers, seats numbered up to 99, colour for colour with a player's mix at a table whose
chips are uneven, an amount-only no-commission table with Lucky 6 off and its limits typed.
Each is dealt coup by coup by keys alone (the keyboard dealer), cash steps and faults on,
every step right and stored."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_table_house_rules import open_screen
from tests.gui.test_table_screen import stored
from tests.support.key_dealer import KeyDealer
from tests.support.side_bets import old_sides
from trainer.baccarat.table import DEFAULT_PROFILES, BuyIn, ChipPayout, TableRules
from trainer.table import TableSettings

MID = DEFAULT_PROFILES["mass-1000"]
BUSY = TableSettings(seats_filled=1.0, fault_rate=0.3, max_coups=3, cash_steps=True,
                     awkward=2.0)

ODD: dict[str, TableRules] = {
    "many-skipped": replace(MID, name="Many skipped", seats=14,
                            skipped_seats=(4, 13, 14, 24, 34, 44, 54, 64, 74, 84)),
    "up-to-99": replace(MID, name="Up to 99", seats=14, skipped_seats=tuple(range(1, 86))),
    "colour-mix": replace(MID, name="Colour mix", chip_payout=ChipPayout.COLOUR_FOR_COLOUR,
                          buy_in=BuyIn.PLAYER_MIX, minimum=Decimal(1000),
                          chips=tuple(Decimal(c) for c in ("50", "250", "1250", "5000")),
                          smallest_unit=Decimal(50), maximum=Decimal(50000)),
    "amount-nc": replace(MID, name="Amount NC", chip_payout=ChipPayout.AMOUNT,
                         no_commission=True,
                         side_bets={**MID.side_bets, **old_sides(
                             lucky6_enabled=False, lucky6_minimum=Decimal(5000),
                             lucky6_maximum=Decimal(100))}),
}


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("odd", sorted(ODD))
def test_an_odd_profile_is_dealt_by_keys(qtbot, store, instructor, odd: str, seed: int) -> None:
    rules = ODD[odd]
    screen = open_screen(qtbot, store, instructor, rules)
    screen.preset(profile=rules.name, seed=seed, settings=BUSY)
    session = screen.presenter.session
    assert session is not None and session.table == rules
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    keys = KeyDealer(screen).play(app)
    assert len(keys) == 3
    assert all(right for _cell, right in stored(store, instructor))
    seats = {bet.seat for coup in session.coups for bet in coup.bets}
    assert seats and seats <= set(rules.seat_numbers)
    kinds = {cell.split(":")[0] for cell, _right in stored(store, instructor) if cell}
    assert "pay" in kinds


@pytest.mark.parametrize("odd", sorted(ODD))
def test_an_exam_section_at_an_odd_profile_is_dealt_by_keys(qtbot, odd: str) -> None:
    """The same tables as an exam's Table section with cash steps, at the exam desk."""
    from tests.gui.test_exam_table import key_for, open_desk
    from tests.support.key_dealer import short_chips
    from tests.support.table_script import right_action
    from trainer.exams.outcome import ExamStatus

    view, _presenter, session, clock, rec = open_desk(
        qtbot, ODD[odd], coups=2, cash_steps=True, seats_percent=100, fault_percent=30)
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    desk = view.desk
    while not session.is_finished:
        table = session.table
        assert table is not None
        name, args = right_action(table)
        clock.advance(2)
        before = len(rec.steps)
        if name in ("count_cash", "give_chips", "colour_up"):
            typed = f"{args[1]:f}" if name == "count_cash" else short_chips(args[1])  # type: ignore[arg-type]
            desk.felt.setFocus()
            qtbot.keyClicks(desk.felt, typed[0])
            qtbot.keyClicks(desk.chip_entry.edit, typed[1:])
            qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)
        elif name == "pay" and isinstance(args[1], Decimal):  # an amount-only table
            from tests.gui.test_exam_table import select, type_row
            select(qtbot, desk, args[0])
            qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
            type_row(qtbot, desk, f"{args[1]:f}")
        else:
            key_for(qtbot, desk, name, args)
        assert len(rec.steps) == before + 1, (name, args, desk.refusal.text())
    assert session.status is ExamStatus.FINISHED
    (score,) = session.outcome().tables
    assert score.score == score.max_score == len(rec.steps)
