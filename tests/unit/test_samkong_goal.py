"""A Sam Kong Table round counts one answer toward the daily goal, as a baccarat coup does:
at its banker's level called right (trainer.today.SAMKONG_ROUND_CELL), which a void round
never reaches; counted alike as each step is stored, by a rebuild in SQL, and by the
upgrade of a database whose Sam Kong rows counted nothing (schema 23). SQLite and
PostgreSQL (the ``store_url`` fixture)."""

from __future__ import annotations

import itertools
import uuid
from datetime import UTC, datetime, timedelta

from sqlalchemy import create_engine, text

from tests.support.samkong_table import right
from tests.unit.test_store import add_trainee
from trainer.auth import Actor
from trainer.kinds import TABLE_KIND
from trainer.store import SCHEMA_VERSION, NewShoe, Store, open_store
from trainer.store.table_recorder import TableRecorder
from trainer.table.game import GAMES
from trainer.table.irregular import Remedy
from trainer.table.samkong.model import BANKER, SamKongPhase, SamKongSettings
from trainer.table.samkong.profile import profile_named
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import Action
from trainer.today import SAMKONG_ROUND_CELL, SAMKONG_ROUND_MARK, goal_units

PROFILE = profile_named("samkong-vip-eight-door")
GAME = GAMES["samkong"]
# 10:00 in Macau: every step of a shoe below is on one Macau day.
T0 = datetime(2026, 3, 2, 2, 0, tzinfo=UTC)


class Clock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


def _boss(store: Store) -> Actor:
    return store.create_first_instructor("boss", "Boss", "password1")


def _table(store: Store, trainee: Actor, seed: int, settings: SamKongSettings
           ) -> tuple[SamKongSession, TableRecorder]:
    """A Sam Kong shoe started and kept by the store, each step stored before it is applied."""
    ticks = itertools.count(10.0, 2.0)
    session = SamKongSession(PROFILE, seed, lambda: next(ticks), None, settings)
    session_id, shoe_id = store.table_shoes.start(
        trainee, TABLE_KIND, {"seed": seed},
        NewShoe(seed, PROFILE.to_dict(), GAME.settings_to_json(settings), "coup_by_coup",
                session.started))
    recorder = TableRecorder(store.table_shoes, trainee, TABLE_KIND, session_id, shoe_id,
                             session)
    session.recorder = recorder
    return session, recorder


def _take(session: SamKongSession, recorder: TableRecorder, name: str,
          args: tuple[object, ...]) -> None:
    recorder.attempt_uid, recorder.first_try = str(uuid.uuid4()), True
    session.apply(Action(name, args))


def _units(store: Store, boss: Actor, user_id: int) -> int:
    return sum(r.units for r in store.daily.rows(boss, user_id) if r.drill_kind == TABLE_KIND)


def _wrong_first(session: SamKongSession, name: str, args: tuple[object, ...]
                 ) -> tuple[object, ...] | None:
    """A wrong answer to try before the right one (the scripted faulty dealer): a wrong
    level for the banker, the wrong remedy for an irregularity; None for other steps."""
    if name == "call_level" and args[0] == BANKER:
        ordinal = args[1]
        assert isinstance(ordinal, int)
        return (BANKER, 2 if ordinal == 1 else 1)
    if name == "answer_irregular":
        return (Remedy.GO_ON if args[0] is not Remedy.GO_ON else Remedy.VOID,)
    return None


def _deal_shoe(store: Store, trainee: Actor, seed: int, settings: SamKongSettings,
               faulty: bool) -> SamKongSession:
    session, recorder = _table(store, trainee, seed, settings)
    while not session.finished:
        name, args = session.next_right()
        wrong = _wrong_first(session, name, args) if faulty else None
        if wrong is not None:
            _take(session, recorder, name, wrong)
            assert not session.steps[-1].right
        _take(session, recorder, name, args)
        assert session.steps[-1].right
    return session


def _shoe_with_void_round() -> int:
    """A seed whose shoe (irregularities on) has a void round and rounds that count."""
    for seed in range(200):
        session = SamKongSession(PROFILE, seed, itertools.count().__next__, None,
                                 SETTINGS)
        while not session.finished:
            right(session)
        voids = [r.void for r in session.records]
        if any(voids) and not all(voids):
            return seed
    raise AssertionError("no seed deals a void round")


SETTINGS = SamKongSettings(irregularity_rate=1.0, rounds=6)


def test_the_mark_is_in_the_stored_banker_level_call_only(store_url: str) -> None:
    """The banker's level call, as the recorder stores it, is the one step of a round whose
    question holds the mark; a door's level call (door 1 or door 8) does not."""
    with open_store(store_url, clock=Clock(T0)) as store:
        boss = _boss(store)
        amy = add_trainee(store, boss, "amy")
        session = _deal_shoe(store, amy, 5, SamKongSettings(rounds=2), faulty=False)
        rows = store.practice.attempts(boss, amy.user_id, TABLE_KIND)
        engine = create_engine(store_url)
        try:
            with engine.connect() as conn:
                stored = conn.execute(text(
                    "SELECT cell, correct, question FROM attempts WHERE user_id = :u"),
                    {"u": amy.user_id}).all()
        finally:
            engine.dispose()
        marked = [r for r in stored if SAMKONG_ROUND_MARK in r.question]
        assert len(marked) == len(session.records) == 2
        assert all(r.cell == SAMKONG_ROUND_CELL and r.correct for r in marked)
        banker_calls = [r for r in rows if str(r.cell) == SAMKONG_ROUND_CELL
                        and r.question["action"]["args"][0] == {"i": BANKER}]
        assert len(banker_calls) == 2
        doors = [r for r in rows if str(r.cell) == SAMKONG_ROUND_CELL
                 and r.question["action"]["args"][0] != {"i": BANKER}]
        assert len(doors) == 2 * PROFILE.doors  # doors 1 to 8, none marked


def test_a_right_dealers_shoe_adds_one_unit_a_round_and_none_for_a_void_one(
        store_url: str) -> None:
    seed = _shoe_with_void_round()
    with open_store(store_url, clock=Clock(T0)) as store:
        boss = _boss(store)
        amy = add_trainee(store, boss, "amy")
        session = _deal_shoe(store, amy, seed, SETTINGS, faulty=False)
        counted = sum(1 for r in session.records if not r.void)
        assert 0 < counted < len(session.records)
        assert _units(store, boss, amy.user_id) == counted
        # Today's goal counts the rounds, not the steps (hundreds of them)
        assert store.today(amy, amy.user_id).goal.done == counted < len(session.steps)
        day = store.today(amy, amy.user_id).heat[-1]
        assert day.answers == counted
        rows = store.daily.rows(boss, amy.user_id)
        assert store.daily.rebuild(amy.user_id) == len(rows)
        assert store.daily.rows(boss, amy.user_id) == rows


def test_a_faulty_dealers_wrong_banker_level_and_wrong_remedy_add_nothing(
        store_url: str) -> None:
    """Each wrong banker's level call and wrong remedy is stored (graded wrong) and adds
    nothing: the round still counts once, at its right call."""
    seed = _shoe_with_void_round()
    with open_store(store_url, clock=Clock(T0)) as store:
        boss = _boss(store)
        amy = add_trainee(store, boss, "amy")
        session = _deal_shoe(store, amy, seed, SETTINGS, faulty=True)
        wrong = [s for s in session.steps if not s.right]
        assert {s.kind for s in wrong} == {"level", "irregular"}
        assert all(s.article is not None for s in wrong)
        counted = sum(1 for r in session.records if not r.void)
        assert _units(store, boss, amy.user_id) == counted
        rows = store.daily.rows(boss, amy.user_id)
        store.daily.rebuild()
        assert store.daily.rows(boss, amy.user_id) == rows


def test_goal_units_of_the_sam_kong_steps() -> None:
    banker = '{"action":{"args":[{"i":0},{"i":9}],"name":"call_level"},"game":"samkong"}'
    door = '{"action":{"args":[{"i":10},{"i":9}],"name":"call_level"},"game":"samkong"}'
    assert goal_units(TABLE_KIND, SAMKONG_ROUND_CELL, True, banker) == 1
    assert goal_units(TABLE_KIND, SAMKONG_ROUND_CELL, False, banker) == 0
    assert goal_units(TABLE_KIND, SAMKONG_ROUND_CELL, True, door) == 0
    assert goal_units(TABLE_KIND, "samkong-table:bets", True, banker) == 0
    assert goal_units(TABLE_KIND, SAMKONG_ROUND_CELL, True, None) == 0
    assert goal_units(TABLE_KIND, "call:result", True) == 1


def test_upgrading_a_database_whose_sam_kong_rounds_counted_nothing(store_url: str) -> None:
    """Schema 23: a database whose daily rows counted no Sam Kong round (the code before)
    gets its units from the stored attempts; a trainee with no Sam Kong step keeps hers."""
    seed = _shoe_with_void_round()
    with open_store(store_url, clock=Clock(T0)) as store:
        boss = _boss(store)
        amy = add_trainee(store, boss, "amy")
        bea = add_trainee(store, boss, "bea")
        session = _deal_shoe(store, amy, seed, SETTINGS, faulty=False)
        drills = store.practice.start_session(bea, "draw", {})
        from tests.unit.test_store_today import _answer

        store.practice.record_attempt(bea, _answer(drills, "draw", "banker:3:5", True, 900,
                                                   T0))
        counted = sum(1 for r in session.records if not r.void)
        rows = {u.user_id: store.daily.rows(boss, u.user_id) for u in (amy, bea)}
    engine = create_engine(store_url)
    try:
        with engine.begin() as conn:  # as the code before schema 23 left them
            conn.execute(text("UPDATE daily_practice SET units = 0 WHERE drill_kind = 'table'"))
            conn.execute(text("UPDATE schema_version SET version = 22"))
    finally:
        engine.dispose()
    with open_store(store_url, clock=Clock(T0)) as store:
        assert store.schema_version() == SCHEMA_VERSION == 25
        boss = store.authenticate("boss", "password1")
        assert _units(store, boss, amy.user_id) == counted
        assert {u.user_id: store.daily.rows(boss, u.user_id) for u in (amy, bea)} == rows
        assert store.today(amy, amy.user_id).goal.done == counted


def test_a_shoe_killed_before_the_levels_counts_nothing_yet(store_url: str) -> None:
    with open_store(store_url, clock=Clock(T0)) as store:
        boss = _boss(store)
        amy = add_trainee(store, boss, "amy")
        session, recorder = _table(store, amy, 3, SamKongSettings(rounds=2))
        while session.phase is not SamKongPhase.LEVELS:
            _take(session, recorder, *session.next_right())
        assert _units(store, boss, amy.user_id) == 0


REMOTE_VARIANT = True
