"""Exam sittings over the school server: dealt, timed, graded and sealed on the server. The
desk gets one question at a time with no seed, no answer and no grade; the proctor approves
from their own desk with their own token; the deadline is the server's clock; a retried
answer is taken once. SQLite, and PostgreSQL when DEALER_TRAINER_TEST_PG is set.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine

from tests.support.exam_kill_worker import blueprint, wrong_answer
from tests.support.school_server import ServerClock, desk_headers
from tests.unit.conftest import BACKENDS, new_database, pg_admin  # noqa: F401  (a fixture)
from trainer.auth import Actor
from trainer.drills import expected_answer
from trainer.drills.model import Question
from trainer.drills.registry import verdict_for
from trainer.exams.outcome import ExamStatus
from trainer.exams.plan import draw_questions
from trainer.exams.scoring import score_sitting
from trainer.exams.seal import SealStatus
from trainer.server.app import make_app
from trainer.store import Store, open_store

PIN = "4711"
BOSS = ("mdeus", "teacher-pass")
PROCTOR = ("pat", "proctor-pass")


@dataclass
class School:
    store: Store
    clock: ServerClock
    client: TestClient
    boss: Actor
    cohort_id: int
    exam_id: int
    ana: dict[str, str]
    ben: dict[str, str]
    pat: dict[str, str]
    bodies: list[str] = field(default_factory=list)
    """Every response body a trainee's desk received."""

    def trainee(self, method: str, path: str, who: dict[str, str],
                body: dict[str, Any] | None = None) -> Any:
        reply = self.client.request(method, path, headers=who, json=body)
        self.bodies.append(reply.text)
        return reply


def _headers(client: TestClient, store: Store, name: str, secret: str,
             desk: str) -> dict[str, str]:
    """A token of ``name`` signed in on the enrolled desk ``desk``, with that desk's
    credential."""
    shown = desk_headers(store, desk)
    reply = client.post("/v1/sign-in", json={"name": name, "secret": secret}, headers=shown)
    assert reply.status_code == 200, reply.text
    return {"Authorization": f"Bearer {reply.json()['token']}", **shown}


@pytest.fixture(params=BACKENDS)
def school(request: pytest.FixtureRequest, tmp_path: Path,
           pg_admin: Engine | None) -> Iterator[School]:  # noqa: F811
    """A school on the server: Ana and Ben (trainees) on desks d1 and d2, Pat (proctor) on
    her own desk p1, and a two-section drill exam assigned to their cohort."""
    with new_database(request.param, tmp_path, pg_admin) as url:
        clock = ServerClock()
        store = open_store(url, clock=clock, desk="server")
        try:
            boss = store.create_first_instructor(BOSS[0], "Maria Deus", BOSS[1])
            cohort = store.roster.create_cohort(boss, "2026-A")
            store.roster.create_trainee(boss, "ana", "Ana", cohort.id, PIN)
            store.roster.create_trainee(boss, "ben", "Ben", cohort.id, PIN)
            store.roster.create_proctor(boss, PROCTOR[0], "Pat Proctor", PROCTOR[1])
            exam = store.exams.create(boss, blueprint((cohort.id,), show_missed=True))
            client = TestClient(make_app(store), raise_server_exceptions=True)
            yield School(store, clock, client, boss, cohort.id, exam.id,
                         _headers(client, store, "ana", PIN, "d1"),
                         _headers(client, store, "ben", PIN, "d2"),
                         _headers(client, store, *PROCTOR, "p1"))
        finally:
            store.close()


def _approve(school: School, exam_id: int | None = None) -> None:
    """Ana asks for a sitting on her desk; Pat approves it on hers."""
    asked = school.trainee("POST", "/v1/exam/request", school.ana, {"exam_id": exam_id})
    assert asked.status_code == 200, asked.text
    assert school.trainee("GET", "/v1/exam/sitting", school.ana).json()["state"] == "waiting"
    waiting = school.client.get("/v1/exam/requests", headers=school.pat).json()
    assert [(w["trainee_name"], w["resume"]) for w in waiting] == [("ana", exam_id is None)]
    approved = school.client.post(f"/v1/exam/requests/{waiting[0]['request_id']}/approve",
                                  headers=school.pat)
    assert approved.status_code == 200, approved.text


def _question(view: dict[str, Any]) -> Question:
    return Question.from_dict(view["current"]["question"])


def test_a_sitting_is_dealt_graded_and_sealed_on_the_server(school: School) -> None:
    _approve(school, school.exam_id)
    view = school.trainee("GET", "/v1/exam/sitting", school.ana).json()["sitting"]
    given: list[bool] = []
    for n in range(view["question_count"]):
        view = school.trainee("POST", "/v1/exam/sitting/next", school.ana).json()
        assert view["current"]["index"] == n and view["answered"] == n
        question = _question(view)
        right = n % 3 != 1
        answer = expected_answer(question) if right else wrong_answer(question)
        given.append(right)
        school.clock.advance(5)
        reply = school.trainee("POST", "/v1/exam/sitting/answers", school.ana, {
            "answer_id": str(uuid.uuid4()), "index": n, "answer": answer.to_dict()})
        assert reply.status_code == 200, reply.text
        view = reply.json()
    assert view["status"] == ExamStatus.FINISHED.value
    shown = school.trainee("GET", "/v1/exam/sitting/result", school.ana).json()["result"]
    assert (shown["score"], shown["max_score"]) == (sum(given), len(given))

    # Sealed in the school's database; the result is the engine's on the revealed seed.
    [stored] = school.store.exams.cohort_results(school.boss, school.cohort_id)
    assert stored.seal is SealStatus.OK
    assert (stored.score, stored.passed) == (shown["score"], shown["passed"])
    review = school.store.exams.review(school.boss, stored.sitting.id)
    plan = draw_questions(review.blueprint, stored.sitting.seed)
    assert [item.question for item in review.items] == list(plan)  # the seed dealt them
    engine = score_sitting(review.blueprint, plan, {
        item.question.index: item.answer is not None
        and verdict_for(item.question.question, item.answer).correct
        for item in review.items}, ExamStatus.FINISHED)
    assert (engine.score, engine.passed) == (stored.score, stored.passed) == (
        sum(given), shown["passed"])

    # Nothing the trainee's desk received held the seed, a deal seed, an answer or a grade.
    seeds = {stored.sitting.seed, *(q.question.seed for q in plan)}
    for body in school.bodies:
        for seed in seeds:
            assert str(seed) not in body
        data = json.loads(body)
        for word in ("seed_nonce", "expected", "correct", "grades"):
            assert word not in json.dumps(data)
    running = [json.loads(b) for b in school.bodies if '"state": "sitting"' in b
               or '"state":"sitting"' in b]
    assert running and all("score" not in json.dumps(r) for r in running)


def test_an_answer_after_the_servers_deadline_is_refused(school: School) -> None:
    _approve(school, school.exam_id)
    view = school.trainee("POST", "/v1/exam/sitting/next", school.ana).json()
    question = _question(view)
    school.clock.advance(601)  # the server's clock; the desk's says nothing here
    reply = school.trainee("POST", "/v1/exam/sitting/answers", school.ana, {
        "answer_id": str(uuid.uuid4()), "index": 0,
        "answer": expected_answer(question).to_dict()})
    assert reply.status_code == 409 and reply.json()["code"] == "deadline_passed"
    assert reply.json()["sitting"]["status"] == ExamStatus.TIMED_OUT.value
    [stored] = school.store.exams.cohort_results(school.boss, school.cohort_id)
    assert stored.sitting.status is ExamStatus.TIMED_OUT and stored.score == 0
    assert stored.seal is SealStatus.OK


def test_a_retried_answer_is_taken_once(school: School) -> None:
    _approve(school, school.exam_id)
    view = school.trainee("POST", "/v1/exam/sitting/next", school.ana).json()
    body = {"answer_id": str(uuid.uuid4()), "index": 0,
            "answer": expected_answer(_question(view)).to_dict()}
    first = school.trainee("POST", "/v1/exam/sitting/answers", school.ana, body)
    again = school.trainee("POST", "/v1/exam/sitting/answers", school.ana, body)
    assert first.status_code == again.status_code == 200
    assert first.json()["answered"] == again.json()["answered"] == 1
    info = school.store.exams.running_sitting(school.boss, _ana(school).user_id)
    assert info is not None and info.answered == 1


def _ana(school: School) -> Actor:
    found = next(u for u in school.store.roster.accounts(school.boss) if u.name == "ana")
    return Actor(found.id, found.name, found.display_name, found.role, found.cohort_id)


def test_a_trainee_cannot_approve_nor_read_another_sitting(school: School) -> None:
    asked = school.trainee("POST", "/v1/exam/request", school.ana, {"exam_id": school.exam_id})
    request_id = asked.json()["request_id"]
    for who in (school.ana, school.ben):  # her own request, or another's: never a trainee
        assert school.client.get("/v1/exam/requests", headers=who).status_code == 403
        assert school.client.post(f"/v1/exam/requests/{request_id}/approve",
                                  headers=who).status_code == 403
    assert school.trainee("GET", "/v1/exam/sitting", school.ana).json()["state"] == "waiting"
    waiting = school.client.get("/v1/exam/requests", headers=school.pat).json()
    school.client.post(f"/v1/exam/requests/{waiting[0]['request_id']}/approve",
                       headers=school.pat)
    # Ben sees nothing of Ana's sitting, and cannot act on it.
    assert school.trainee("GET", "/v1/exam/sitting", school.ben).json() == {"state": "none"}
    for path in ("/v1/exam/sitting/next", "/v1/exam/sitting/hand-in"):
        reply = school.trainee("POST", path, school.ben)
        assert (reply.status_code, reply.json()["code"]) == (409, "not_live")
    assert school.trainee("GET", "/v1/exam/sitting", school.ana).json()["state"] == "sitting"
