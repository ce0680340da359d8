"""The Table's recorder lives in the store (:class:`trainer.store.table_recorder.TableRecorder`):
a session records each graded step through it, with no screen, and the rows are the ones the
Table screen stored before (the attempt's question with the action and the shoe's settings,
the kept shoe's action row), so a kept shoe resumes from them by replay."""

from __future__ import annotations

import itertools
import uuid

import pytest

from tests.support.table_script import right_action
from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.baccarat.tableau import Hand
from trainer.errors import StoreError
from trainer.store import NewShoe, Store
from trainer.store.table_recorder import TableRecorder
from trainer.table import TableSession, TableSettings
from trainer.table.record import (
    action_to_json,
    args_from_json,
    args_to_json,
    resume_session,
    settings_to_json,
)
from trainer.table.session import Action

PROFILE = DEFAULT_PROFILES["commission-box-2000"]
SETTINGS = TableSettings(fault_rate=0.25, max_coups=2, cash_steps=True)


@pytest.fixture
def trainee(store: Store, instructor: Actor) -> Actor:
    store.roster.create_trainee(instructor, "chan.tm", "Chan", None, "2468")
    return store.authenticate("chan.tm", "2468")


def deal(store: Store, trainee: Actor, steps: int) -> tuple[TableSession, TableRecorder]:
    """A shoe opened in the store and ``steps`` right or wrong steps dealt, each recorded."""
    ticks = itertools.count(100.0, 1.25)
    session = TableSession(PROFILE, 11, lambda: next(ticks), None, SETTINGS)
    session_id, shoe_id = store.table_shoes.start(
        trainee, "table", {"seed": 11}, NewShoe(11, PROFILE.to_dict(),
                                                 settings_to_json(SETTINGS), "coup_by_coup",
                                                 session.started))
    recorder = TableRecorder(store.table_shoes, trainee, "table", session_id, shoe_id, session)
    session.recorder = recorder
    wrong = False
    for _ in range(steps):
        name, args = right_action(session)
        if name == "deal" and not wrong:  # one wrong step: stored too, the table unchanged
            args, wrong = (Hand.BANKER if args[0] is Hand.PLAYER else Hand.PLAYER,), True
        recorder.attempt_uid, recorder.first_try = str(uuid.uuid4()), True
        session.apply(Action(name, args))
    return session, recorder


def test_each_step_is_stored_through_the_store_recorder(store: Store, trainee: Actor) -> None:
    session, recorder = deal(store, trainee, 12)
    assert not all(step.right for step in session.steps)
    rows = list(reversed(store.practice.attempts(trainee, trainee.user_id, "table")))
    assert len(rows) == len(session.steps) == 12
    settings = settings_to_json(SETTINGS)
    for row, step, action in zip(rows, session.steps, session.actions, strict=True):
        assert row.session_id == recorder.session_id
        assert row.question == {  # the row as the Table screen wrote it
            "table": PROFILE.name, "coup": step.coup, "step": step.number, "kind": step.kind,
            "phase": row.question["phase"], "action": action_to_json(action.name, action.args),
            "settings": settings}
        assert (row.correct, row.answer, row.expected) == (step.right, step.given,
                                                           step.expected)
        assert str(row.cell) == step.cell and row.ms_taken == round(step.elapsed * 1000)
        assert row.reason == (None if step.right else step.kind)
    kept = store.table_shoes.unfinished(trainee)
    assert kept is not None
    assert [(a.number, a.name, a.args, a.at) for a in kept.actions] == [
        (n, a.name, args_to_json(a.args), a.at)
        for n, a in enumerate(session.actions, start=1)]
    # The kept rows deal the same table again.
    again, _clock = resume_session(
        PROFILE, kept.seed, kept.started,
        [Action(a.name, args_from_json(a.args), a.at) for a in kept.actions], SETTINGS,
        lambda: 500.0, None)
    assert again.state() == session.state() and again.steps == session.steps


def test_a_step_the_store_refuses_leaves_the_table_as_it_was(
        store: Store, trainee: Actor) -> None:
    session, recorder = deal(store, trainee, 3)
    store.table_shoes.end(trainee, recorder.shoe_id)  # finished on another desk
    before = session.state()
    name, args = right_action(session)
    recorder.attempt_uid, recorder.first_try = str(uuid.uuid4()), True
    with pytest.raises(StoreError):
        session.apply(Action(name, args))
    assert session.state() == before and len(session.steps) == 3
    assert session.acting is None
