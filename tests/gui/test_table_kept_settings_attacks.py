"""A trainee edits the stored settings of their kept shoe (issue 24 review): values of the
right JSON type that no shoe has (a share of the seats that is NaN or infinite, a fault rate
of 2, no decks) are a damaged record: the Table ends the shoe and deals anew, never an
exception out of the screen when it shows the shoe's settings in its top rows."""

from __future__ import annotations

import json
import sqlite3

import pytest

from tests.gui.test_table_resume import reopen
from tests.gui.test_table_screen import LEFT
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.store import DB_FILENAME
from trainer.table import TableSettings
from trainer.table.record import settings_to_json
from ui.table.presenter import TablePresenter

SETTINGS = TableSettings(max_coups=3, fault_rate=0.3, seats_filled=0.8, cash_steps=True)


@pytest.mark.parametrize("edit", [
    {"seats_filled": float("nan")}, {"seats_filled": float("inf")},
    {"awkward": float("nan")}, {"awkward": float("-inf")},
    {"fault_rate": 2.0}, {"decks": 0}, {"flow": 1, "fault_rate": float("nan")},
    {"max_coups": 10**18}, {"max_coups": -3}, {"max_coups": 0},
])
def test_a_kept_shoe_with_edited_settings_is_ended_not_a_crash(
        qtbot, store, trainee, tmp_path, edit: dict[str, object]) -> None:
    first = TablePresenter(store, trainee, clock=lambda: 1.0)
    first.start(DEFAULT_PROFILES["mass-1000"], seed=9, settings=SETTINGS)
    session = first.session
    assert session is not None
    # No step yet: the shoe replays under any settings, and the screen must show them.
    first.stop()
    stored = json.dumps({**settings_to_json(SETTINGS), **edit})
    with sqlite3.connect(tmp_path / DB_FILENAME) as db:
        db.execute("UPDATE table_shoes SET settings = ?", (stored,))

    kept = store.table_shoes.unfinished(trainee)
    assert kept is not None

    screen = reopen(qtbot, store, trainee)
    if screen.resume_button is not None:  # offered (it cannot tell until it replays)
        qtbot.mouseClick(screen.resume_button, LEFT)
    qtbot.waitUntil(lambda: screen.presenter.session is not None)
    assert screen.presenter.shoe_id != kept.id  # ended; a new shoe dealt at its place
    assert all(k.id != kept.id for k in store.table_shoes.unfinished_all(trainee))
    assert 0 <= screen.presenter.session.settings.seats_filled <= 1
