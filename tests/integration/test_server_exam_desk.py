"""The desk's exam client (:mod:`trainer.server.client_exam`) against the school server on
loopback (real uvicorn, TLS, pinned): a sitting approved on the proctor's desk, answers
whose acknowledgement is lost retried and stored once, the server's deadline whatever the
desk's clock, and a sitting resumed by a proctor after a server restart with the same
questions and deadline. SQLite, and PostgreSQL when DEALER_TRAINER_TEST_PG is set.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import Engine

from tests.support.exam_kill_worker import blueprint
from tests.support.school_server import (
    ServerClock,
    certificate,
    enrolled,
    running_server,
    served,
)
from tests.unit.conftest import BACKENDS, new_database, pg_admin  # noqa: F401  (a fixture)
from trainer.auth import Actor
from trainer.drills import expected_answer
from trainer.exams.outcome import ExamStatus
from trainer.exams.seal import SealStatus
from trainer.exams.session import TickEvent
from trainer.server.client import RemoteStore
from trainer.server.client_exam import Conflict, RemoteExamSession, RemoteSittings
from trainer.server.tls import Certificate
from trainer.store import Store, open_store

PIN = "4711"


@dataclass
class School:
    store: Store
    clock: ServerClock
    cert: Certificate
    boss: Actor
    cohort_id: int
    exam_id: int
    folder: Path

    def remote(self, url: str, desk: str) -> RemoteStore:
        return RemoteStore(url, self.cert.fingerprint, enrolled(self.store, desk))


@pytest.fixture(params=BACKENDS)
def school(request: pytest.FixtureRequest, tmp_path: Path,
           pg_admin: Engine | None) -> Iterator[School]:  # noqa: F811
    with new_database(request.param, tmp_path, pg_admin) as url:
        clock = ServerClock()
        store = open_store(url, clock=clock, desk="server")
        try:
            boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
            cohort = store.roster.create_cohort(boss, "2026-A")
            store.roster.create_trainee(boss, "ana", "Ana", cohort.id, PIN)
            store.roster.create_proctor(boss, "pat", "Pat Proctor", "proctor-pass")
            exam = store.exams.create(boss, blueprint((cohort.id,)))
            yield School(store, clock, certificate(tmp_path / "server"), boss, cohort.id,
                         exam.id, tmp_path)
        finally:
            store.close()


class Ticks:
    """The desk's monotonic clock: moved only by the test (the server's is another)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _sit(desk: RemoteStore, proctor_desk: RemoteStore, exam_id: int | None,
         ticks: Ticks | None = None) -> RemoteExamSession:
    """Ana asks on her desk; Pat approves on hers; the session on Ana's desk."""
    ana = desk.authenticate("ana", PIN) if not desk._tokens else _actor(desk)
    sittings = RemoteSittings(desk)
    sittings.ask(ana, exam_id)
    pat = proctor_desk.authenticate("pat", "proctor-pass")
    proctors = RemoteSittings(proctor_desk)
    [waiting] = proctors.waiting(pat)
    proctors.approve(pat, int(waiting["request_id"]))
    state = sittings.state(ana)
    assert state["state"] == "sitting"
    return RemoteExamSession(sittings, ana, state["sitting"], monotonic=ticks or Ticks())


def _actor(desk: RemoteStore) -> Actor:
    from trainer.auth import Role

    [user_id] = desk._tokens
    return Actor(user_id, "ana", "Ana", Role.TRAINEE, None)


def test_an_answer_whose_acknowledgement_is_lost_is_retried_and_stored_once(
        school: School) -> None:
    with running_server(school.store, school.cert) as url, \
            school.remote(url, "d1") as desk, school.remote(url, "p1") as proctor_desk:
        session = _sit(desk, proctor_desk, school.exam_id)
        real_post = desk._http.post
        lost: list[str] = []

        def post(path: str, **kwargs: Any) -> httpx.Response:
            reply = real_post(path, **kwargs)  # the server took it...
            if path.endswith("/answers") and not lost:
                lost.append(path)  # ...and the acknowledgement never came back
                raise httpx.ReadError("connection reset")
            return reply

        desk._http.post = post  # type: ignore[method-assign]
        while (question := session.next_question()) is not None:
            session.submit(expected_answer(question.question))
        assert lost and session.status is ExamStatus.FINISHED
        result = session.trainee_result()
        assert (result.score, result.max_score, result.passed) == (7, 7, True)
        [stored] = school.store.exams.cohort_results(school.boss, school.cohort_id)
        review = school.store.exams.review(school.boss, stored.sitting.id)
        assert stored.seal is SealStatus.OK and stored.score == 7
        assert [item.question.index for item in review.items] == list(range(7))
        assert stored.sitting.answered == 7  # the retried answer stored once


def test_the_deadline_is_the_servers_clock_whatever_the_desks_says(school: School) -> None:
    with running_server(school.store, school.cert) as url, \
            school.remote(url, "d1") as desk, school.remote(url, "p1") as proctor_desk:
        ticks = Ticks()
        session = _sit(desk, proctor_desk, school.exam_id, ticks)
        question = session.next_question()
        assert question is not None and session.remaining_seconds() == 600
        ticks.now = -10_000  # the desk's clock set back: its countdown means nothing
        school.clock.advance(601)
        session.submit(expected_answer(question.question))  # refused on the server
        assert session.status is ExamStatus.TIMED_OUT and session.is_finished
        assert session.tick() is TickEvent.EXAM_OVER
        assert session.trainee_result().score == 0
        [stored] = school.store.exams.cohort_results(school.boss, school.cohort_id)
        assert stored.sitting.status is ExamStatus.TIMED_OUT and stored.score == 0


def test_after_a_server_restart_a_proctor_resumes_the_same_sitting(school: School) -> None:
    with running_server(school.store, school.cert) as url, \
            school.remote(url, "d1") as desk, school.remote(url, "p1") as proctor_desk:
        session = _sit(desk, proctor_desk, school.exam_id)
        first = session.next_question()
        assert first is not None
        session.submit(expected_answer(first.question))
        second = session.next_question()
        deadline_left = session.remaining_seconds()
    # The server restarts (a new process over the same database: nothing in memory).
    with running_server(school.store, school.cert) as url, \
            school.remote(url, "d1") as desk, school.remote(url, "p1") as proctor_desk:
        ana = desk.authenticate("ana", PIN)
        assert RemoteSittings(desk).state(ana) == {"state": "interrupted"}
        again = _sit(desk, proctor_desk, None)
        assert again.answered_count == 1 and again.remaining_seconds() == deadline_left
        assert second is not None and again.next_question() == second


def test_time_added_and_a_void_on_the_proctors_desk_reach_the_sitting(school: School) -> None:
    with running_server(school.store, school.cert) as url, \
            school.remote(url, "d1") as desk, school.remote(url, "p1") as proctor_desk:
        ticks = Ticks()
        session = _sit(desk, proctor_desk, school.exam_id, ticks)
        question = session.next_question()
        assert question is not None and session.sitting_id is not None
        pat = _actor_named(proctor_desk, "pat")
        proctor_desk.exams.add_time(pat, session.sitting_id, 10, "fire alarm")
        school.clock.advance(605)  # past the first deadline, within the time added
        ticks.now += 5
        session.submit(expected_answer(question.question))
        assert session.answered_count == 1 and not session.is_finished
        assert session.added_s == 600
        proctor_desk.exams.void_sitting(pat, session.sitting_id, "phone at the desk")
        school.clock.advance(6)
        ticks.now += 6
        assert session.tick() is TickEvent.EXAM_OVER
        assert session.voided is not None and session.voided.note == "phone at the desk"
        assert session.status is ExamStatus.VOIDED


def _actor_named(desk: RemoteStore, name: str) -> Actor:
    from trainer.auth import Role

    [user_id] = desk._tokens
    return Actor(user_id, name, name, Role.PROCTOR, None)


def test_a_sitting_goes_on_after_a_new_sign_in_only_once_a_proctor_approves(
        school: School) -> None:
    """The token approved holds the sitting: signed out and in again at the same desk, the
    trainee sees it interrupted (as a desk's restart is locally), and it goes on, same
    questions and deadline on the server's clock, only once a proctor approves."""
    with running_server(school.store, school.cert) as url, \
            school.remote(url, "d1") as desk, school.remote(url, "p1") as proctor_desk:
        session = _sit(desk, proctor_desk, school.exam_id)
        first = session.next_question()
        assert first is not None
        session.submit(expected_answer(first.question))
        second = session.next_question()
        left = session.remaining_seconds()
        ana = _actor(desk)
        desk.sign_out(ana)  # the window closed mid-exam
        ana = desk.authenticate("ana", PIN)
        sittings = RemoteSittings(desk)
        assert sittings.state(ana) == {"state": "interrupted"}
        with pytest.raises(Conflict) as refused:  # no question, no answer before approval
            sittings._post(ana, "/v1/exam/sitting/next", {})
        assert refused.value.reason == "interrupted"
        school.clock.advance(30)  # the server's clock keeps running meanwhile
        sittings.ask(ana, None)
        assert sittings.state(ana)["state"] == "waiting"
        pat = proctor_desk.authenticate("pat", "proctor-pass")
        proctors = RemoteSittings(proctor_desk)
        [waiting] = proctors.waiting(pat)
        assert waiting["resume"] and waiting["desk"] == "d1"
        proctors.approve(pat, int(waiting["request_id"]))
        assert proctors.waiting(pat) == []
        state = sittings.state(ana)
        assert state["state"] == "sitting"
        again = RemoteExamSession(sittings, ana, state["sitting"], monotonic=Ticks())
        assert again.answered_count == 1 and again.remaining_seconds() == left - 30
        assert second is not None and again.next_question() == second


def test_a_resume_request_leaves_the_proctors_list_once_the_sitting_has_ended(
        school: School) -> None:
    with running_server(school.store, school.cert) as url, \
            school.remote(url, "d1") as desk, school.remote(url, "p1") as proctor_desk:
        session = _sit(desk, proctor_desk, school.exam_id)
        assert session.next_question() is not None and session.sitting_id is not None
        desk.sign_out(_actor(desk))
        ana = desk.authenticate("ana", PIN)
        RemoteSittings(desk).ask(ana, None)
        pat = _actor_named(proctor_desk, "pat")
        proctors = RemoteSittings(proctor_desk)
        assert len(proctors.waiting(pat)) == 1
        proctor_desk.exams.void_sitting(pat, session.sitting_id, "fire drill")
        assert proctors.waiting(pat) == []


def test_the_proctor_console_names_the_enrolled_desk_running_the_sitting(
        school: School) -> None:
    with running_server(school.store, school.cert) as url, \
            school.remote(url, "desk-07") as desk, school.remote(url, "p1") as proctor_desk:
        session = _sit(desk, proctor_desk, school.exam_id)
        assert session.next_question() is not None
        pat = _actor_named(proctor_desk, "pat")
        [row] = proctor_desk.exams.running_sittings(pat)
        assert row.desk == "desk-07"


def test_an_ended_sittings_result_is_shown_after_a_new_sign_in_at_its_desk(
        school: School) -> None:
    """Only a running sitting waits for the proctor: one that ended before its result was
    read shows that result to the trainee signed in again at its desk."""
    with running_server(school.store, school.cert) as url, \
            school.remote(url, "d1") as desk, school.remote(url, "p1") as proctor_desk:
        session = _sit(desk, proctor_desk, school.exam_id)
        while (question := session.next_question()) is not None:
            session.submit(expected_answer(question.question))
        assert session.is_finished
        desk.sign_out(_actor(desk))
        ana = desk.authenticate("ana", PIN)
        sittings = RemoteSittings(desk)
        state = sittings.state(ana)
        assert state["state"] == "sitting"
        again = RemoteExamSession(sittings, ana, state["sitting"], monotonic=Ticks())
        assert again.is_finished and again.trainee_result().score == 7


def test_a_tick_the_server_did_not_answer_counts_down_alone_before_asking_again(
        school: School) -> None:
    """A clock read given up (the desk's Stop waiting, or the server gone): the next ticks
    count down on the desk and ask the server again only after QUIET_S, so the waiting
    notice does not come back a second later; then the sitting reads its clocks again."""
    from trainer.errors import StoreError
    from trainer.server.client_exam import POLL_S, QUIET_S

    ticks = Ticks()
    with served(school.store, school.cert) as server, \
            school.remote(server.url, "desk-ana") as desk, \
            school.remote(server.url, "desk-pat") as proctor_desk:
        session = _sit(desk, proctor_desk, school.exam_id, ticks)
        sent: list[str] = []
        desk._http.event_hooks["request"].append(lambda request: sent.append(request.url.path))
        stopped: list[str] = []

        def stop_waiting(future: Any, address: str) -> None:
            stopped.append(address)
            raise StoreError("unreachable", "stopped waiting", code="server_unreachable",
                             params={"server": address})

        desk.wait = stop_waiting
        server.hold()
        ticks.now += POLL_S
        with pytest.raises(StoreError):
            session.tick()
        server.wait_held(1)
        left = session.remaining_seconds()
        for _ in range(int(QUIET_S / POLL_S) - 1):
            ticks.now += POLL_S
            assert session.tick() is TickEvent.NOTHING  # counted down here, not asked
        assert stopped == [server.url] and sent.count("/v1/exam/sitting/tick") == 1
        assert session.remaining_seconds() < left
        server.release()
        ticks.now += POLL_S
        assert session.tick() is TickEvent.NOTHING
        assert sent.count("/v1/exam/sitting/tick") == 2 and stopped == [server.url]
