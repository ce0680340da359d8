"""A Sam Kong shoe stored before feedback as the baccarat Table's is (the store's recorder:
each step an attempt of the Table with its action, in one transaction), its question naming
its game, and a shoe killed mid-round resumed from the kept rows at the same round and step."""

from __future__ import annotations

import itertools
import uuid

import pytest

from tests.support.samkong_table import right
from trainer.auth import Actor
from trainer.store import NewShoe, Store
from trainer.store.table_recorder import TableRecorder
from trainer.table.game import GAMES, resume_kept
from trainer.table.samkong.model import SamKongPhase, SamKongSettings
from trainer.table.samkong.profile import profile_named
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import Action

PROFILE = profile_named("samkong-vip-eight-door")
SETTINGS = SamKongSettings(fault_rate=0.4, irregularity_rate=0.2, rounds=2)
GAME = GAMES["samkong"]


@pytest.fixture
def trainee(store: Store, instructor: Actor) -> Actor:
    store.roster.create_trainee(instructor, "wong.kf", "Wong", None, "1357")
    return store.authenticate("wong.kf", "1357")


def _deal(store: Store, trainee: Actor, until: SamKongPhase
          ) -> tuple[SamKongSession, TableRecorder]:
    ticks = itertools.count(50.0, 2.5)
    session = SamKongSession(PROFILE, 23, lambda: next(ticks), None, SETTINGS)
    session_id, shoe_id = store.table_shoes.start(
        trainee, "table", {"seed": 23}, NewShoe(23, PROFILE.to_dict(),
                                                GAME.settings_to_json(SETTINGS),
                                                "coup_by_coup", session.started))
    recorder = TableRecorder(store.table_shoes, trainee, "table", session_id, shoe_id, session)
    session.recorder = recorder
    wrong = False
    while not (session.phase is until and session.records):
        name, args = session.next_right()
        if name == "call_level" and not wrong:  # one wrong step: stored, the table unchanged
            args, wrong = (args[0], 1 if args[1] != 1 else 2), True
        recorder.attempt_uid, recorder.first_try = str(uuid.uuid4()), True
        session.apply(Action(name, args))
    return session, recorder


def test_each_sam_kong_step_is_stored_and_a_killed_shoe_resumes(
        store: Store, trainee: Actor) -> None:
    session, _recorder = _deal(store, trainee, SamKongPhase.DOORS)
    rows = list(reversed(store.practice.attempts(trainee, trainee.user_id, "table")))
    assert len(rows) == len(session.steps) and not all(s.right for s in session.steps)
    for row, step, action in zip(rows, session.steps, session.actions, strict=True):
        assert row.question["game"] == "samkong" and row.question["table"] == PROFILE.name
        assert GAME.action_from_json(row.question["action"], action.at) == action
        assert (row.correct, str(row.cell), row.expected) == (step.right, step.cell,
                                                              step.expected)
        assert row.article == (None if step.article is None else step.article.code)
    kept = store.table_shoes.unfinished(trainee)
    assert kept is not None
    game, again, _clock = resume_kept(
        kept.profile, kept.seed, kept.started,
        [(a.name, a.args, a.at) for a in kept.actions], kept.settings, lambda: 900.0, None)
    assert game.name == "samkong" and isinstance(again, SamKongSession)
    assert again.state() == session.state() and again.steps == session.steps
    assert again.next_right() == session.next_right()
    step = right(again)  # dealt on from where it was killed, on the live clock
    assert step.right and step.number == len(session.steps) + 1
