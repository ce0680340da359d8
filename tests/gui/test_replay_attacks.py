"""Attacks on the attempt log's coup replay (review 5b): a Table coup replays as it was
dealt even after its table profile was edited or deleted in Settings, because the replay
reads the profile the shoe was dealt at (kept with the shoe), not today's profile of that
name."""

from __future__ import annotations

from itertools import count

import pytest

from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.kinds import TABLE_KIND
from trainer.store import Store
from trainer.table import TableSettings
from trainer.table.session import Action
from ui.felt.replay import load_coup
from ui.table.presenter import TablePresenter

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
        step = presenter.act(Action(name, args))
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


def test_two_desks_resuming_one_shoe_never_fork_its_record(
    qtbot, store: Store, trainee: Actor, tmp_path
) -> None:
    """The same trainee resumes one kept shoe at two desks (two Store objects on one SQLite
    file). Desk A's step is stored; desk B's step at the same number is refused, changes
    nothing at B, and B cannot store any later step on top of A's: a third desk resumes
    exactly A's shoe."""
    from trainer.store import open_store

    ticks = count(0, 3)
    first = TablePresenter(store, trainee, clock=lambda: float(next(ticks)))
    first.start(DEFAULT_PROFILES["mass-1000"], seed=9,
                settings=TableSettings(max_coups=3, fault_rate=0.3))
    session = first.session
    assert session is not None
    for _ in range(6):
        name, args = session.next_right()
        assert first.act(Action(name, args)) is not None
    first.stop()
    other = open_store(None, data_dir=tmp_path)
    try:
        b_actor = other.authenticate("amy", "1234")
        desk_a = TablePresenter(store, trainee, clock=lambda: float(next(ticks)))
        desk_b = TablePresenter(other, b_actor, clock=lambda: float(next(ticks)))
        kept_a, kept_b = desk_a.kept_shoe(), desk_b.kept_shoe()
        assert kept_a is not None and kept_b is not None and kept_a.id == kept_b.id
        assert desk_a.resume(kept_a) and desk_b.resume(kept_b)
        sa, sb = desk_a.session, desk_b.session
        assert sa is not None and sb is not None
        for _ in range(3):  # desk A goes on
            name, args = sa.next_right()
            assert desk_a.act(Action(name, args)) is not None
        before = sb.state()
        name, args = sb.next_right()
        assert desk_b.act(Action(name, args)) is None  # not stored: the unsaved message
        assert sb.state() == before and len(sb.steps) == 6
        desk_b.drop_unsaved()  # "Leave it", then any other step: still refused
        assert desk_b.act(Action(name, args)) is None
        assert sb.state() == before
        third = TablePresenter(store, trainee, clock=lambda: float(next(ticks)))
        kept = third.kept_shoe()
        assert kept is not None and third.resume(kept) and third.session is not None
        assert third.session.state() == sa.state()
        assert [(s.cell, s.given) for s in third.session.steps] == [
            (s.cell, s.given) for s in sa.steps]
    finally:
        other.close()


@pytest.mark.parametrize("column", ["args", "profile", "settings"])
def test_a_kept_shoe_whose_stored_text_is_damaged_is_ended_not_a_crash(
    qtbot, store: Store, trainee: Actor, tmp_path, column: str
) -> None:
    """A kept shoe's stored action, profile or settings that is not JSON any more (a damaged
    row): the Table does not crash on reading it; the shoe does not replay, so it is ended
    and not offered again."""
    import sqlite3

    from trainer.store import DB_FILENAME

    ticks = count(0, 3)
    first = TablePresenter(store, trainee, clock=lambda: float(next(ticks)))
    first.start(DEFAULT_PROFILES["mass-1000"], seed=9,
                settings=TableSettings(max_coups=3, fault_rate=0.3))
    session = first.session
    assert session is not None
    for _ in range(4):
        name, args = session.next_right()
        assert first.act(Action(name, args)) is not None
    first.stop()
    with sqlite3.connect(tmp_path / DB_FILENAME) as db:
        if column == "args":
            db.execute("UPDATE table_shoe_actions SET args = '[{\"bet\": [' WHERE number = 2")
        else:
            db.execute(f"UPDATE table_shoes SET {column} = '{{not json'")
    again = TablePresenter(store, trainee, clock=lambda: float(next(ticks)))
    kept = again.kept_shoe()
    assert kept is not None
    assert not again.resume(kept)
    assert again.kept_shoe() is None


@pytest.mark.parametrize("change", ["edited", "deleted"])
def test_a_kept_shoe_resumes_at_its_table_after_the_profile_changed(
    qtbot, store: Store, instructor: Actor, trainee: Actor, change: str
) -> None:
    rules = {**DEFAULT_PROFILES["commission-box-2000"].to_dict(), "name": NAME}
    store.table_profiles.save(instructor, NAME, rules)
    table = store.table_profiles.all_profiles(trainee)[NAME]
    ticks = count(0, 3)
    first = TablePresenter(store, trainee, clock=lambda: float(next(ticks)))
    first.start(table, seed=5, settings=TableSettings(max_coups=3, fault_rate=0.3))
    session = first.session
    assert session is not None
    for _ in range(15):
        name, args = session.next_right()
        assert first.act(Action(name, args)) is not None
    left = session.state()
    first.stop()
    if change == "edited":
        store.table_profiles.save(instructor, NAME, {**rules, "seats": 7, "minimum": "1000"})
    else:
        assert store.table_profiles.delete(instructor, NAME)
    again = TablePresenter(store, trainee, clock=lambda: float(next(ticks)))
    kept = again.kept_shoe()
    assert kept is not None and again.resume(kept)
    assert again.table == table and again.state == left
    resumed = again.session
    assert resumed is not None
    while not resumed.finished:
        name, args = resumed.next_right()
        assert again.act(Action(name, args)) is not None
    assert again.kept_shoe() is None


def test_a_coup_is_loaded_from_its_own_session_not_every_table_attempt(
    qtbot, store: Store, instructor: Actor, trainee: Actor
) -> None:
    """Replaying a coup reads its practice session's steps only (by the database), not every
    Table attempt the trainee ever stored; and the coup is the same."""
    from sqlalchemy import event

    first = deal_school_shoe(store, instructor, trainee)
    deal_school_shoe(store, instructor, trainee)  # a second shoe: other attempts
    assert first.session is not None
    rows = store.practice.attempts(instructor, trainee.user_id, TABLE_KIND)
    sessions = {r.session_id for r in rows}
    assert len(sessions) == 2
    row = next(r for r in rows if r.session_id == min(sessions) and r.question["coup"] == 2)
    read: list[tuple[str, object]] = []

    def seen(_conn, _cursor, statement: str, parameters, *_rest) -> None:
        if "FROM attempts" in statement:
            read.append((statement, parameters))

    engine = store._db.engine
    event.listen(engine, "before_cursor_execute", seen)
    try:
        _table, frames = load_coup(store, instructor, row)
    finally:
        event.remove(engine, "before_cursor_execute", seen)
    assert read and all("attempts.session_id = " in statement for statement, _ in read)
    live = [s for s in first.session.steps if s.coup == 2]
    assert [(f.step.cell, f.step.given) for f in frames] == [(s.cell, s.given) for s in live]
    mine = store.practice.attempts(trainee, trainee.user_id, TABLE_KIND, session_id=row.session_id)
    assert {r.session_id for r in mine} == {row.session_id}
    assert len(mine) == len(first.session.steps)
