"""The Table on a table without seat 4 (issue 24 point 12): the shipped 9-seat table is seats
1, 2, 3, 5 ... 10. Its players sit on those numbers, each bet lies in its own seat's areas
on the felt (seat 5 in the fourth place on the arc, seat 10 in the ninth), is named by its
real number, and a click on the stack of seat 10 selects seat 10's bet."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from tests.support.felt_clicks import click_item
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.table import TableSettings
from ui.felt.felt import area_rect
from ui.table.view import TableScreen

NINE = DEFAULT_PROFILES["mass-1000-9-seats"]


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_nine_seat_table_without_seat_4_places_seats_by_their_numbers(
        qtbot, store, trainee, translations, language) -> None:
    translations.install(language)
    screen = TableScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.resize(1024, 650)
    screen.show()
    qtbot.waitExposed(screen)
    # A shoe at a 7-seat table first: its bets (one on seat 4) are on the felt when the
    # next table is set, until that table's own state arrives.
    screen.preset(profile="mass-300", seed=5, settings=TableSettings(seats_filled=1.0))
    assert any(v.seat == 4 for v in screen.presenter.state.seats)
    screen.preset(profile=NINE.name, seed=5,
                  settings=TableSettings(seats_filled=1.0, fault_rate=0.0, max_coups=1))
    state = screen.presenter.state
    assert state is not None
    assert {view.seat for view in state.seats} == {1, 2, 3, 5, 6, 7, 8, 9, 10}
    felt = screen.felt
    qtbot.waitUntil(lambda: bool(felt.stacks) and all(
        not s.rect.isEmpty() for s in felt.stacks.values()))
    place = {1: 1, 2: 2, 3: 3, 5: 4, 6: 5, 7: 6, 8: 7, 9: 8, 10: 9}  # on the arc, from the left
    seats = set()
    for bet, stack in felt.stacks.items():
        seats.add(bet.seat)
        area = felt.to_widget(area_rect(place[bet.seat], bet.kind, NINE.seats))
        assert area.contains(QRectF(stack.rect).center()), (bet, area, stack.rect)
    assert 4 not in seats and 10 in seats
    ten = next(s for b, s in felt.stacks.items() if b.seat == 10)
    assert "10" in ten.name
    with qtbot.waitSignal(felt.sig_bet_clicked) as clicked:
        click_item(qtbot, felt, ten)
    assert clicked.args is not None and clicked.args[0].seat == 10
