"""Attacks on the attempt log's coup replay (review 5b): a Table coup replays as it was
dealt even after its table profile was edited or deleted in Settings, because the replay
reads the profile the shoe was dealt at (kept with the shoe), not today's profile of that
name."""

from __future__ import annotations

from itertools import count

import pytest

from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.stats.table import TABLE_KIND
from trainer.store import Store
from trainer.table import TableSettings
from ui.table.presenter import TablePresenter
from ui.widgets.table_replay import load_coup

NAME = "School VIP"


def deal_school_shoe(store: Store, instructor: Actor, trainee: Actor) -> TablePresenter:
    rules = {**DEFAULT_PROFILES["commission-box-2000"].to_dict(), "name": NAME}
    store.table_profiles.save(instructor, NAME, rules)
    table = store.table_profiles.all_profiles(trainee)[NAME]
    ticks = count(0, 3)
    presenter = TablePresenter(store, trainee, clock=lambda: float(next(ticks)))
    presenter.start(table, seed=5, settings=TableSettings(max_coups=2, fault_rate=0.3))
    session = presenter.session
    assert session is not None
    while not session.finished:
        name, args = session.next_right()
        step = presenter._act(name, args)
        assert step is not None and step.right
    return presenter


@pytest.mark.parametrize("change", ["edited", "deleted"])
def test_a_coup_replays_at_the_table_it_was_dealt_at_after_the_profile_changed(
    qtbot, store: Store, instructor: Actor, trainee: Actor, change: str
) -> None:
    presenter = deal_school_shoe(store, instructor, trainee)
    session = presenter.session
    assert session is not None
    dealt_at = session.table
    if change == "edited":  # fewer seats, other limits: the seed deals other bets now
        edited = {**dealt_at.to_dict(), "seats": 7, "minimum": "1000", "maximum": "100000"}
        store.table_profiles.save(instructor, NAME, edited)
        assert store.table_profiles.all_profiles(instructor)[NAME] != dealt_at
    else:
        assert store.table_profiles.delete(instructor, NAME)
    rows = store.practice.attempts(instructor, trainee.user_id, TABLE_KIND)
    for coup in (1, 2):
        row = next(r for r in rows if r.question["coup"] == coup)
        table, frames = load_coup(store, instructor, row)
        assert table == dealt_at
        live = [s for s in session.steps if s.coup == coup]
        assert [(f.step.cell, f.step.right, f.step.given, f.step.expected) for f in frames] \
            == [(s.cell, s.right, s.given, s.expected) for s in live]
