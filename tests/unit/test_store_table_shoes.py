"""The Table's kept shoes in the store (issue 14), on SQLite and PostgreSQL: a shoe and its
session opened together, each step's attempt and action stored together (once, for a retried
step), the newest unfinished shoe handed back exactly, ended shoes no longer offered, and
nobody else's shoe reachable."""

from __future__ import annotations

import uuid
from decimal import Decimal

import pytest

from trainer.auth import Actor
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.errors import PermissionDenied, StoreError
from trainer.store import NewAttempt, NewShoe, ShoeAction, Store
from trainer.table import TableSettings
from trainer.table.record import args_from_json, args_to_json, settings_to_json

PROFILE = DEFAULT_PROFILES["commission-box-2000"]
SETTINGS = TableSettings(fault_rate=0.25, max_coups=3)

MADE_UP_STEPS = pytest.mark.not_remote(
    "these steps are made up, not dealt: over the school server a trainee's step is graded "
    "by the server's own session and a made-up one refused (tests/integration/"
    "test_server_graded.py)")


@pytest.fixture
def trainee(store: Store, instructor: Actor) -> Actor:
    store.roster.create_trainee(instructor, "chan.tm", "Chan", None, "2468")
    return store.authenticate("chan.tm", "2468")


def new_shoe(seed: int = 7) -> NewShoe:
    return NewShoe(seed, PROFILE.to_dict(), settings_to_json(SETTINGS), "coup_by_coup",
                   1234.5678901234)


def attempt(session_id: int, number: int, uid: str | None = None) -> NewAttempt:
    return NewAttempt(session_id=session_id, drill_kind="table",
                      question={"coup": 1, "step": number}, answer="refuse", correct=True,
                      ms_taken=1500, cell="fault:over_max", seed=7, expected="refuse",
                      attempt_uid=uid or str(uuid.uuid4()))


def action(number: int, at: float) -> ShoeAction:
    bet = Bet(BetKind.BANKER, Decimal("3630.50"), 9 - number)
    return ShoeAction(number, "pay", args_to_json((bet, ((Decimal("1000"), 3),))), at)


@MADE_UP_STEPS
def test_a_shoe_round_trips_with_its_actions_in_order(store: Store, trainee: Actor) -> None:
    assert store.table_shoes.unfinished(trainee) is None
    session_id, shoe_id = store.table_shoes.start(trainee, "table", {"seed": 7}, new_shoe())
    times = [1235.1234567890123, 1236.75, 1240.0000001]
    for n, at in enumerate(times, start=1):
        store.table_shoes.record_step(trainee, shoe_id, attempt(session_id, n), action(n, at))
    kept = store.table_shoes.unfinished(trainee)
    assert kept is not None
    assert (kept.id, kept.session_id, kept.seed, kept.mode) == (
        shoe_id, session_id, 7, "coup_by_coup")
    assert kept.started == 1234.5678901234  # the clock reading exactly, on both backends
    assert kept.profile == PROFILE.to_dict() and kept.settings == settings_to_json(SETTINGS)
    assert kept.actions == tuple(action(n, at) for n, at in enumerate(times, start=1))
    assert args_from_json(kept.actions[0].args)[0] == Bet(BetKind.BANKER, Decimal("3630.50"), 8)
    rows = store.practice.attempts(trainee, trainee.user_id, "table")
    assert [r.session_id for r in rows] == [session_id] * 3


@MADE_UP_STEPS
def test_a_retried_step_is_stored_once_and_a_step_number_never_twice(
    store: Store, trainee: Actor
) -> None:
    session_id, shoe_id = store.table_shoes.start(trainee, "table", {}, new_shoe())
    uid = str(uuid.uuid4())
    first = store.table_shoes.record_step(trainee, shoe_id, attempt(session_id, 1, uid),
                                          action(1, 1.0))
    again = store.table_shoes.record_step(trainee, shoe_id, attempt(session_id, 1, uid),
                                          action(1, 1.0))
    assert first == again
    with pytest.raises(StoreError):  # another attempt for a step already stored
        store.table_shoes.record_step(trainee, shoe_id, attempt(session_id, 1), action(1, 2.0))
    kept = store.table_shoes.unfinished(trainee)
    assert kept is not None and kept.actions == (action(1, 1.0),)
    assert len(store.practice.attempts(trainee, trainee.user_id, "table")) == 1


@MADE_UP_STEPS
def test_an_ended_shoe_is_not_offered_and_takes_no_more_steps(
    store: Store, trainee: Actor
) -> None:
    old_session, old = store.table_shoes.start(trainee, "table", {}, new_shoe(1))
    _new_session, new = store.table_shoes.start(trainee, "table", {}, new_shoe(2))
    kept = store.table_shoes.unfinished(trainee)
    assert kept is not None and kept.id == new  # the newest first
    store.table_shoes.end(trainee, new)
    store.table_shoes.end(trainee, new)  # twice: no harm
    kept = store.table_shoes.unfinished(trainee)
    assert kept is not None and kept.id == old
    store.table_shoes.end(trainee, old)
    assert store.table_shoes.unfinished(trainee) is None
    with pytest.raises(StoreError):
        store.table_shoes.record_step(trainee, old, attempt(old_session, 1), action(1, 1.0))
    assert store.practice.attempts(trainee, trainee.user_id, "table") == []


@MADE_UP_STEPS
def test_nobody_else_reaches_a_trainees_shoe(
    store: Store, trainee: Actor, instructor: Actor
) -> None:
    store.roster.create_trainee(instructor, "lei.km", "Lei", None, "1357")
    other = store.authenticate("lei.km", "1357")
    session_id, shoe_id = store.table_shoes.start(trainee, "table", {}, new_shoe())
    assert store.table_shoes.unfinished(other) is None
    with pytest.raises(PermissionDenied):
        store.table_shoes.record_step(other, shoe_id, attempt(session_id, 1), action(1, 1.0))
    with pytest.raises(PermissionDenied):
        store.table_shoes.end(other, shoe_id)
    with pytest.raises(StoreError):  # the attempt's session is not the shoe's
        store.table_shoes.record_step(trainee, shoe_id, attempt(session_id + 99, 1),
                                      action(1, 1.0))
    kept = store.table_shoes.unfinished(trainee)
    assert kept is not None and kept.actions == ()


def test_the_review_policy_is_read_once_per_shoe_not_once_per_step(
    store: Store, trainee: Actor, instructor: Actor
) -> None:
    """A Table step's transaction does not read the school's review settings again (they
    change between shoes, not between steps); a new shoe reads them afresh."""
    from sqlalchemy import event

    reads: list[str] = []

    def seen(_conn: object, _cursor: object, statement: str, *_rest: object) -> None:
        if "FROM settings" in statement:
            reads.append(statement)

    engine = store._db.engine
    event.listen(engine, "before_cursor_execute", seen)
    try:
        session_id, shoe_id = store.table_shoes.start(trainee, "table", {}, new_shoe())
        for n in range(1, 6):
            store.table_shoes.record_step(trainee, shoe_id, attempt(session_id, n),
                                          action(n, float(n)))
        assert len(reads) == 1  # the first step's transaction only
        store.table_shoes.end(trainee, shoe_id)
        store.schedule.set_cohort_policy(instructor, None, retention=0.8)
        reads.clear()
        session_id, shoe_id = store.table_shoes.start(trainee, "table", {}, new_shoe(8))
        store.table_shoes.record_step(trainee, shoe_id, attempt(session_id, 1), action(1, 1.0))
        store.table_shoes.record_step(trainee, shoe_id, attempt(session_id, 2), action(2, 2.0))
        assert len(reads) == 1
    finally:
        event.remove(engine, "before_cursor_execute", seen)
    cards = store.schedule.cards(trainee, trainee.user_id, ["table"])
    assert cards  # the steps were reviewed under the policy read


@MADE_UP_STEPS
def test_every_unfinished_shoe_is_listed_newest_first_with_its_own_actions(
    store: Store, trainee: Actor, instructor: Actor
) -> None:
    store.roster.create_trainee(instructor, "lei.km", "Lei", None, "1357")
    other = store.authenticate("lei.km", "1357")
    assert store.table_shoes.unfinished_all(trainee) == []
    shoes = [store.table_shoes.start(trainee, "table", {}, new_shoe(seed)) for seed in (1, 2, 3)]
    store.table_shoes.start(other, "table", {}, new_shoe(9))  # someone else's
    for n, (session_id, shoe_id) in enumerate(shoes, start=1):
        for k in range(1, n + 1):  # shoe n has n steps
            store.table_shoes.record_step(trainee, shoe_id, attempt(session_id, k),
                                          action(k, float(k)))
    store.table_shoes.end(trainee, shoes[1][1])  # the middle one given up
    kept = store.table_shoes.unfinished_all(trainee)
    assert [k.id for k in kept] == [shoes[2][1], shoes[0][1]]  # newest first, ended left out
    assert [k.seed for k in kept] == [3, 1]
    assert kept[0].actions == tuple(action(k, float(k)) for k in (1, 2, 3))
    assert kept[1].actions == (action(1, 1.0),)
    assert store.table_shoes.unfinished(trainee) == kept[0]


def test_a_first_try_checks_the_shoe_in_its_write_and_looks_up_no_attempt_id(
    store: Store, trainee: Actor, instructor: Actor
) -> None:
    """A step's first try (its attempt id made for it) is not looked up by id, and the shoe
    is checked by the action row's own insert: two statements fewer per step (issue 14).
    The unique attempt id and the shoe's checks still hold: a doubled id, an ended shoe,
    another's shoe or another session store nothing."""
    from sqlalchemy import event

    seen: list[str] = []

    def log(_conn: object, _cursor: object, statement: str, *_rest: object) -> None:
        seen.append(" ".join(statement.split()))

    session_id, shoe_id = store.table_shoes.start(trainee, "table", {}, new_shoe())
    engine = store._db.engine
    event.listen(engine, "before_cursor_execute", log)
    try:
        uid = str(uuid.uuid4())
        store.table_shoes.record_step(trainee, shoe_id, attempt(session_id, 1, uid),
                                      action(1, 1.0), first_try=True)
    finally:
        event.remove(engine, "before_cursor_execute", log)
    assert not [q for q in seen if q.startswith("SELECT") and "attempt_uid" in q]
    assert not [q for q in seen if q.startswith("SELECT") and "FROM table_shoes" in q]
    assert len([q for q in seen if "INSERT INTO table_shoe_actions" in q]) == 1
    # The same id as a first try again: the unique index refuses it, nothing is doubled.
    with pytest.raises(StoreError):
        store.table_shoes.record_step(trainee, shoe_id, attempt(session_id, 2, uid),
                                      action(2, 2.0), first_try=True)
    # Another trainee, or another session: refused, and no attempt row is left behind.
    store.roster.create_trainee(instructor, "lei.km", "Lei", None, "1357")
    other = store.authenticate("lei.km", "1357")
    other_session, _other_shoe = store.table_shoes.start(other, "table", {}, new_shoe())
    with pytest.raises(PermissionDenied):
        store.table_shoes.record_step(other, shoe_id, attempt(session_id, 2),
                                      action(2, 2.0), first_try=True)
    with pytest.raises(StoreError):  # their own session, but not this shoe's
        store.table_shoes.record_step(other, shoe_id, attempt(other_session, 2),
                                      action(2, 2.0), first_try=True)
    second_session, _second = store.table_shoes.start(trainee, "table", {}, new_shoe(8))
    with pytest.raises(StoreError) as wrong:
        store.table_shoes.record_step(trainee, shoe_id, attempt(second_session, 2),
                                      action(2, 2.0), first_try=True)
    assert wrong.value.code != "shoe_over"
    # A retry (not a first try) of the stored step is still found by its id: stored once.
    again = store.table_shoes.record_step(trainee, shoe_id, attempt(session_id, 1, uid),
                                          action(1, 1.0))
    assert len(store.practice.attempts(trainee, trainee.user_id, "table")) == 1
    assert again == store.practice.attempts(trainee, trainee.user_id, "table")[0].id
    store.table_shoes.end(trainee, shoe_id)
    with pytest.raises(StoreError) as over:
        store.table_shoes.record_step(trainee, shoe_id, attempt(session_id, 2),
                                      action(2, 2.0), first_try=True)
    assert over.value.code == "shoe_over"
    assert len(store.practice.attempts(trainee, trainee.user_id, "table")) == 1
    assert store.practice.attempts(other, other.user_id, "table") == []


REMOTE_VARIANT = True
