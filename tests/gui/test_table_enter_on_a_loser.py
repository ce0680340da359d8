"""Enter on a losing bet at the settlement: a losing bet is taken (T), never paid, so Enter
does not open the chip row for it. A new trainee pressed Enter on a loser (which asks for no
payout), then T to take it: the T landed in the chip row as text and nothing was taken. Now
Enter says to take it with T and leaves the keys on the felt: the T typed next takes it, a
right, stored step. On a winner Enter still opens the row to pay. English and 繁體中文."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_house_rules import open_screen
from tests.gui.test_table_keys_order import (
    CODES,
    MID,
    deal_to,
    losers,
    results,
    settle_phase,
    tab_to,
)
from tests.support.felt_clicks import click_item
from trainer.baccarat.settlement import BetResult
from trainer.table import TableSession

TAKE_WITH_T = {
    "en": "This bet loses: take it with T. There is nothing to pay.",
    "zh-Hant": "這注輸了：按T收回，毋須派彩。",
}


@pytest.mark.parametrize("code", CODES)
def test_enter_on_a_losing_bet_keeps_the_row_shut_and_t_then_takes_it(
    qtbot, store, instructor, translations, code,
) -> None:
    translations.install(code)
    rules = replace(MID, name="Enter on a loser")
    screen = open_screen(qtbot, store, instructor, rules)

    def a_loser_and_a_winner(session: TableSession) -> bool:
        if not settle_phase(session):
            return False
        won = any(r is BetResult.WIN for r in results(session).values())
        return len(losers(session)) >= 1 and won

    session = deal_to(screen, rules, store, instructor, a_loser_and_a_winner)
    loser = losers(session)[0]
    tab_to(qtbot, screen, loser)
    before = len(session.steps)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert screen.felt.hasFocus() and not screen.chip_entry.edit.hasFocus()
    assert TAKE_WITH_T[code] in screen.feedback.text()
    assert len(session.steps) == before  # said, not graded
    qtbot.keyClick(screen.felt, Qt.Key.Key_T)
    assert screen.chip_entry.text() == ""
    assert len(session.steps) == before + 1
    assert session.steps[-1].right and loser in session.state().taken
    # A winner: Enter opens the row to pay it, as before.
    while losers(session):
        qtbot.keyClick(screen.felt, Qt.Key.Key_T)
    winner = next(b for b, r in results(session).items() if r is BetResult.WIN)
    tab_to(qtbot, screen, winner)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert screen.chip_entry.edit.hasFocus()


@pytest.mark.parametrize("code", CODES)
def test_a_losing_bet_clicked_then_enter_keeps_the_row_shut(
    qtbot, store, instructor, translations, code,
) -> None:
    """The same by the mouse: a losing bet clicked on the felt, then Enter."""
    translations.install(code)
    rules = replace(MID, name="Click a loser")
    screen = open_screen(qtbot, store, instructor, rules)
    session = deal_to(screen, rules, store, instructor,
                      lambda s: settle_phase(s) and len(losers(s)) >= 2)
    loser = losers(session)[1]
    click_item(qtbot, screen.felt, screen.felt.stacks[loser])
    assert screen.selected == loser
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert not screen.chip_entry.edit.hasFocus()
    assert TAKE_WITH_T[code] in screen.feedback.text()
    qtbot.keyClick(screen.felt, Qt.Key.Key_T)
    assert loser in session.state().taken and session.steps[-1].right
