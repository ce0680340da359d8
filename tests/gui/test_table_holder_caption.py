"""At a 7-seat card holder's table (art. 16), the caption over the cards a holder turns at
their seat ("Seat 7 turns") hid the stake of seat 7's own Banker bet (85K): it now lies under
the seat's first row of areas, so it never covers a stake written there, in English and
繁體中文. Dealt to the turn by the engine's right steps (the turn is not this test's step)."""

from __future__ import annotations

import pytest

from tests.support.table_screen import open_table_screen
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.table import TableSettings
from trainer.table.session import Action
from ui.felt.felt import _grid, place_of

VIP = DEFAULT_PROFILES["vip-squeeze-5000"]
SETTINGS = TableSettings(squeeze=True, fault_rate=0.0, standing_bettors=True, seats_filled=0.9,
                         max_coups=20)
SEED = 0
"""Coup 2: seat 7 holds the Banker's cards with an 85K Banker bet."""


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_holders_caption_does_not_hide_a_stake_at_their_seat(
    qtbot, store, trainee, translations, language
) -> None:
    translations.install(language)
    assert VIP.seats == 7
    screen = open_table_screen(qtbot, store, trainee, VIP.name, SEED, SETTINGS)
    session, presenter = screen.presenter.session, screen.presenter
    assert session is not None
    for _ in range(600):
        squeeze = session.state().squeeze
        if squeeze is not None and squeeze.held is not None and squeeze.held[1] == 7:
            break
        step = presenter.act(Action(*session.next_right()))
        assert step is not None and step.right
    else:
        raise AssertionError("seat 7 never held the cards")
    screen._redraw()
    felt = screen.felt
    qtbot.waitUntil(lambda: "held" in felt._parts)
    label = felt.to_widget(felt._parts["held"][2].keywords["label"]).toAlignedRect()
    font, key = felt.font(), felt.font().key()
    first_row = set(_grid(place_of(VIP, 7), VIP.seats)[0])
    at_seat = [bet for bet in felt.stacks if getattr(bet, "seat", None) == 7]
    assert any(bet.kind in first_row for bet in at_seat)  # the holder's own bet is there
    for bet in at_seat:
        if bet.kind in first_row:
            pill = felt.stacks[bet].stake_rect(font, key)
            assert not pill.isEmpty() and not label.intersects(pill), (bet, label, pill)
    translations.install("en")
