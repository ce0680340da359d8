"""What a trainee's desk did, graded on the school server before it is stored
(trainer/server/graded_routes.py): a lesson's check and a step at the Table, from a desk's
RemoteStore over a real uvicorn on loopback with TLS, on SQLite and PostgreSQL. A desk's
word is never the verdict: a check that does not pass, a pass with no answers, a step graded
right by the desk but wrong by the engine, are not stored as the desk says."""

from __future__ import annotations

import itertools
import uuid

import pytest

from tests.integration.test_server_store_calls import Served, served  # noqa: F401 (fixture)
from tests.support.school_server import bearer, desk, sign_in
from tests.unit.conftest import pg_admin  # noqa: F401  (a fixture)
from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.curriculum.answered import AnsweredCheck, dealt_chain
from trainer.curriculum.catalogue import load_catalogue
from trainer.curriculum.model import Check
from trainer.curriculum.progress import LessonState, lesson_states
from trainer.datafiles import lessons_dir
from trainer.errors import NotOnServer, PermissionDenied, StoreError
from trainer.kinds import TABLE_KIND
from trainer.server.client import RemoteStore
from trainer.store.models import NewAttempt, NewShoe, ShoeAction
from trainer.store.table_recorder import TableRecorder
from trainer.table.game import GAMES
from trainer.table.record import settings_to_json
from trainer.table.samkong.model import SamKongSettings
from trainer.table.samkong.profile import GAME as SAMKONG
from trainer.table.samkong.profile import PROFILES as SAMKONG_PROFILES
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import Action, TableSession, TableSettings

LESSON = "banker-tableau"  # dealt questions: a fresh check is new situations


def _right(check: Check) -> str:
    return next(c.code for c in check.choices if check.is_correct(c.code))


def _wrong(check: Check) -> str:
    return next(c.code for c in check.choices if not check.is_correct(c.code))


def _state(remote: RemoteStore, actor: Actor) -> LessonState:
    rows = remote.lesson_progress.progress(actor, actor.user_id)
    return lesson_states(rows).get(LESSON, LessonState.NOT_OPENED)


def test_a_lesson_check_is_graded_on_the_server_before_a_pass_is_stored(
        served: Served) -> None:  # noqa: F811
    lesson = load_catalogue(lessons_dir(), "en").entry(LESSON)
    assert lesson is not None
    seeds = (11, 2024)  # two fresh checks dealt after the written one: the third is answered
    checks = dealt_chain(lesson.lesson, seeds)
    with served.desk("desk-amy") as remote:
        amy = remote.authenticate("amy", "1234")
        with pytest.raises(NotOnServer):  # the desk's word alone: no answers
            remote.lesson_progress.mark_passed(amy, LESSON)
        failing = AnsweredCheck(LESSON, "en", seeds,
                                (_wrong(checks[0]), *map(_right, checks[1:])))
        with pytest.raises(PermissionDenied) as refused:
            remote.lesson_progress.mark_passed(amy, LESSON, check=failing)
        assert refused.value.code == "check_not_passed"
        # The written questions' right answers are not this deal's: not a pass either.
        written = AnsweredCheck(LESSON, "en", (), tuple(map(_right, checks)))
        if tuple(map(_right, lesson.lesson.checks)) != written.answers:
            with pytest.raises(PermissionDenied):
                remote.lesson_progress.mark_passed(amy, LESSON, check=written)
        assert _state(remote, amy) is LessonState.NOT_OPENED

        passing = AnsweredCheck(LESSON, "en", seeds, tuple(map(_right, checks)))
        remote.lesson_progress.mark_passed(amy, LESSON, check=passing)
        assert _state(remote, amy) is LessonState.PASSED


def test_a_raw_lesson_check_that_does_not_pass_stores_nothing(
        served: Served) -> None:  # noqa: F811
    with desk(served.url, served.cert, "desk-raw") as client:
        token = sign_in(client, "ben", "5678")
        reply = client.post("/v1/lessons/check", headers=bearer(token), json={
            "lesson_id": LESSON, "lang": "en", "seeds": [], "answers": ["1"] * 30})
        assert reply.status_code == 422  # answers that do not fit the check
        reply = client.post("/v1/lessons/check", headers=bearer(token), json={
            "lesson_id": LESSON, "lang": "xx", "seeds": [], "answers": []})
        assert reply.status_code == 422
    rows = served.store.lesson_progress.progress(served.school.boss, served.ben.user_id)
    assert rows == []


class _Desk:
    """A trainee's Table on a desk over the server, as the Table screen deals it: a shoe
    opened with ``table_shoes.start``, the desk's own session from the same seed, each step
    recorded by the store's Table recorder through the RemoteStore."""

    def __init__(self, remote: RemoteStore, actor: Actor, seed: int = 7) -> None:
        profile = DEFAULT_PROFILES[next(iter(DEFAULT_PROFILES))]
        settings = TableSettings(fault_rate=1.0, seats_filled=1.0)
        ticks = itertools.count()
        self.session = TableSession(profile, seed, lambda: float(next(ticks)), None, settings)
        session_id, self.shoe_id = remote.table_shoes.start(
            actor, TABLE_KIND, {"profile": profile.name, "seed": seed},
            NewShoe(seed, profile.to_dict(), settings_to_json(settings), "coup_by_coup",
                    self.session.started))
        self.recorder = TableRecorder(remote.table_shoes, actor, TABLE_KIND, session_id,
                                      self.shoe_id, self.session)
        self.session.recorder = self.recorder

    def act(self, name: str, args: tuple[object, ...] = ()) -> bool:
        self.recorder.attempt_uid = str(uuid.uuid4())
        return self.session.apply(Action(name, args)).right


def test_the_tables_steps_are_graded_and_stored_by_the_server(
        served: Served) -> None:  # noqa: F811
    with served.desk("desk-amy") as remote:
        amy = remote.authenticate("amy", "1234")
        table = _Desk(remote, amy)
        for _ in range(6):
            assert table.act(*table.session.next_right())
        assert not table.act("accept_bets")  # faulty bets left: wrong, stored as wrong
        kept = remote.table_shoes.unfinished(amy)
        assert kept is not None and [a.number for a in kept.actions] == list(range(1, 8))
        rows = served.store.practice.attempts(served.school.boss, amy.user_id)
        assert sorted((r.correct for r in rows), key=int) == [False, *[True] * 6]

        # A step sent again after a lost acknowledgement (the same id): stored once, the
        # same verdict; then the shoe goes on from the steps stored.
        last = kept.actions[-1]
        again = {"shoe_id": table.shoe_id, "number": last.number, "name": last.name,
                 "args": last.args, "at": last.at, "step_id": table.recorder.attempt_uid}
        with desk(served.url, served.cert, "desk-amy") as client:
            token = sign_in(client, "amy", "1234")
            for _ in range(2):
                reply = client.post("/v1/table/steps", headers=bearer(token), json=again)
                assert reply.status_code == 200, reply.text
                assert (reply.json()["number"], reply.json()["right"]) == (7, False)
        assert len(served.store.practice.attempts(served.school.boss, amy.user_id)) == 7
        assert table.act(*table.session.next_right())
        assert len(served.store.practice.attempts(served.school.boss, amy.user_id)) == 8


def test_sam_kong_steps_are_graded_and_stored_by_the_server(
        served: Served) -> None:  # noqa: F811
    """The same route for Sam Kong: the server deals the game the stored shoe names."""
    game, profile, settings = GAMES[SAMKONG], SAMKONG_PROFILES[0], SamKongSettings()
    with served.desk("desk-amy") as remote:
        amy = remote.authenticate("amy", "1234")
        ticks = itertools.count()
        session = game.deal(profile, 3, lambda: float(next(ticks)), None, settings)
        session_id, shoe_id = remote.table_shoes.start(
            amy, TABLE_KIND, {"game": SAMKONG, "profile": profile.name, "seed": 3},
            NewShoe(3, game.profile_to_json(profile), game.settings_to_json(settings),
                    "coup_by_coup", 0.0))
        assert isinstance(session, SamKongSession)
        recorder = TableRecorder(remote.table_shoes, amy, TABLE_KIND, session_id, shoe_id,
                                 session)
        session.recorder = recorder
        for _ in range(6):
            recorder.attempt_uid = str(uuid.uuid4())
            assert session.apply(Action(*session.next_right())).right
        kept = remote.table_shoes.unfinished(amy)
        assert kept is not None and len(kept.actions) == 6
        rows = served.store.practice.attempts(served.school.boss, amy.user_id)
        assert [r.correct for r in rows] == [True] * 6
        assert all(r.question.get("game") == SAMKONG for r in rows)


def test_a_desk_cannot_store_a_step_verdict_the_engine_does_not_give(
        served: Served) -> None:  # noqa: F811
    with served.desk("desk-amy") as remote:
        amy = remote.authenticate("amy", "1234")
        table = _Desk(remote, amy)
        # The desk says "right" for a step the engine grades wrong (no more bets called
        # with faulty bets on the layout): the server stores its own verdict, and the desk
        # is told it disagrees (the desk's session applies nothing).
        said = NewAttempt(session_id=table.recorder.session_id, drill_kind=TABLE_KIND,
                          question={}, answer="no_more_bets", correct=True, ms_taken=1,
                          expected="no_more_bets", attempt_uid=str(uuid.uuid4()))
        with pytest.raises(StoreError) as refused:
            remote.table_shoes.record_step(amy, table.shoe_id, said,
                                           ShoeAction(1, "accept_bets", [], 1.0))
        assert refused.value.code == "server_disagrees"
        rows = served.store.practice.attempts(served.school.boss, amy.user_id)
        assert [r.correct for r in rows] == [False]

    with desk(served.url, served.cert, "desk-raw") as client:
        token = sign_in(client, "amy", "1234")
        step = {"shoe_id": table.shoe_id, "name": "accept_bets", "args": [], "at": 5.0}
        skipped = client.post("/v1/table/steps", headers=bearer(token),
                              json={**step, "number": 5, "step_id": str(uuid.uuid4())})
        assert skipped.status_code == 422
        unknown = client.post("/v1/table/steps", headers=bearer(token), json={
            **step, "number": 2, "name": "win_everything", "step_id": str(uuid.uuid4())})
        assert unknown.status_code == 422
        token_ben = sign_in(client, "ben", "5678")  # not Ben's shoe
        theirs = client.post("/v1/table/steps", headers=bearer(token_ben),
                             json={**step, "number": 2, "step_id": str(uuid.uuid4())})
        assert theirs.status_code == 422
    rows = served.store.practice.attempts(served.school.boss, amy.user_id)
    assert [r.correct for r in rows] == [False]
