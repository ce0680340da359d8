"""An exam's Table section over the school server: dealt, graded and sealed on the server,
the desk sent after each action the table as the felt shows it and nothing more (no seed,
no shoe, no card not yet face up, no grade). The sealed result is the local engine's for
the same actions. SQLite, and PostgreSQL when DEALER_TRAINER_TEST_PG is set.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import replace
from typing import Any

from pydantic import TypeAdapter

from tests.integration.test_server_exams import School, _approve, _question
from tests.integration.test_server_exams import school as school  # a fixture
from tests.support.exam_kill_worker import WallClock, right_answer
from tests.support.exam_table import with_table
from tests.support.server_exams import live_sitting
from tests.support.table_script import right_action
from tests.unit.conftest import pg_admin  # noqa: F401  (the school fixture's)
from trainer.baccarat.tableau import Hand
from trainer.cards import Card
from trainer.drills import expected_answer
from trainer.exams.outcome import ExamStatus
from trainer.exams.seal import SealStatus
from trainer.exams.session import ExamSession
from trainer.exams.table_part import action_to_json, table_seed
from trainer.server.exam_table import TABLE_STATE
from trainer.table.session import Action, TableSession

CARDS = TypeAdapter(tuple[Card, ...])


def _server_session(school: School) -> ExamSession:
    return live_sitting(school.client.app)  # type: ignore[arg-type]


def _act(school: School, view: dict[str, Any], name: str, args: tuple[object, ...],
         action_id: str | None = None) -> Any:
    shown = view["table"]
    return school.trainee("POST", "/v1/exam/sitting/table/actions", school.ana, {
        "action_id": action_id or str(uuid.uuid4()), "section": shown["section"],
        "steps": shown["state"]["steps"],
        "action": action_to_json(Action(name, args))})


def _keys(value: object) -> set[str]:
    """Every key in a JSON value, at any depth."""
    if isinstance(value, dict):
        return set(value).union(*(_keys(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_keys(v) for v in value))
    return set()


def _compact(body: str) -> str:
    return json.dumps(json.loads(body), separators=(",", ":"), sort_keys=False)


def test_a_table_section_is_dealt_graded_and_sealed_on_the_server(school: School) -> None:
    exam = school.store.exams.create(school.boss, replace(
        with_table((school.cohort_id,), coups=2, fault_percent=30), name="Table 台"))
    _approve(school, exam.id)
    view = school.trainee("GET", "/v1/exam/sitting", school.ana).json()["sitting"]
    assert view["table"] is None
    answers = []
    for n in range(view["question_count"]):
        view = school.trainee("POST", "/v1/exam/sitting/next", school.ana).json()
        answer = expected_answer(_question(view))
        answers.append(answer)
        reply = school.trainee("POST", "/v1/exam/sitting/answers", school.ana, {
            "answer_id": str(uuid.uuid4()), "index": n, "answer": answer.to_dict()})
        assert reply.status_code == 200, reply.text
        view = reply.json()
    assert view["status"] == ExamStatus.RUNNING.value and view["table"] is None

    view = school.trainee("POST", "/v1/exam/sitting/table/next", school.ana).json()
    assert view["table"]["section"] == 2
    server = _server_session(school)
    taken: list[tuple[str, tuple[object, ...]]] = []
    wrong_deal = True
    sent_cards = 0
    while view["status"] == ExamStatus.RUNNING.value:
        table = server.table
        assert isinstance(table, TableSession)
        # What the desk holds is the felt's state, exactly; never a card still in the shoe.
        shown = TABLE_STATE.validate_python(view["table"]["state"])
        assert shown == table.state()
        upcoming = table.shoe._cards[table.shoe._position:table.shoe._position + 3]
        if len(upcoming) == 3:
            assert CARDS.dump_json(tuple(upcoming)).decode() not in _compact(
                school.bodies[-1])
        sent_cards += len(shown.player) + len(shown.banker)
        name, args = right_action(table)
        if name == "deal" and wrong_deal:  # one wrong step: the wrong hand first
            args = (Hand.BANKER if args[0] is Hand.PLAYER else Hand.PLAYER,)
            wrong_deal = False
        school.clock.advance(2)
        reply = _act(school, view, name, args)
        assert reply.status_code == 200, reply.text
        view = reply.json()
        assert not _keys(view) & {"right", "expected", "correct", "grade", "steps_graded"}
        taken.append((name, args))
    assert view["status"] == ExamStatus.FINISHED.value and sent_cards > 0
    result = school.trainee("GET", "/v1/exam/sitting/result", school.ana).json()["result"]

    # Sealed on the server; the local engine, given the revealed seed and the same actions,
    # scores the section the same.
    [stored] = [r for r in school.store.exams.cohort_results(school.boss, school.cohort_id)
                if r.sitting.exam_id == exam.id]
    assert stored.seal is SealStatus.OK
    assert (stored.score, stored.passed) == (result["score"], result["passed"])
    review = school.store.exams.review(school.boss, stored.sitting.id)
    local = ExamSession.start(review.blueprint, stored.sitting.seed, now=WallClock())
    for _ in answers:  # every drill answer was right on the server (its result says)
        shown = local.next_question()
        assert shown is not None
        local.submit(expected_answer(shown.question))
    for name, args in taken:
        assert local.next_table() is not None
        local.table_act(name, *args)
    assert local.status is ExamStatus.FINISHED
    engine = local.outcome()
    [section] = engine.tables
    assert section.max_score - section.score == 1
    assert (engine.score, engine.max_score, engine.passed) == (
        result["score"], result["max_score"], result["passed"])

    # No body the trainee's desk received held the sitting's seed or the section's.
    seeds = (stored.sitting.seed, table_seed(stored.sitting.seed, 0))
    for body in school.bodies:
        for seed in seeds:
            assert str(seed) not in body
        assert '"shoe"' not in body and "seed_nonce" not in body


def test_a_retried_action_is_taken_once_and_a_stale_one_refused(school: School) -> None:
    exam = school.store.exams.create(school.boss, replace(
        with_table((school.cohort_id,), coups=1), name="Table"))
    _approve(school, exam.id)
    view = school.trainee("GET", "/v1/exam/sitting", school.ana).json()["sitting"]
    for n in range(view["question_count"]):
        view = school.trainee("POST", "/v1/exam/sitting/next", school.ana).json()
        school.trainee("POST", "/v1/exam/sitting/answers", school.ana, {
            "answer_id": str(uuid.uuid4()), "index": n,
            "answer": right_answer(_question(view)).to_dict()})
    view = school.trainee("POST", "/v1/exam/sitting/table/next", school.ana).json()
    table = _server_session(school).table
    assert isinstance(table, TableSession)
    name, args = right_action(table)
    action_id = str(uuid.uuid4())
    first = _act(school, view, name, args, action_id)
    again = _act(school, view, name, args, action_id)
    assert first.status_code == again.status_code == 200
    assert len(table.steps) == 1 and again.json()["table"] == first.json()["table"]
    stale = _act(school, view, name, args)  # a new id on the table as it was
    assert (stale.status_code, stale.json()["code"]) == (409, "not_current")
    assert len(table.steps) == 1
    # Junk is refused in the table's words and nothing is graded.
    junk = _act(school, first.json(), "pay", ())
    assert junk.status_code == 422 and junk.json()["error"] == "TableActionRefused"
    assert len(table.steps) == 1


def test_an_action_after_the_servers_deadline_is_refused_and_the_sitting_ends(
        school: School) -> None:
    exam = school.store.exams.create(school.boss, replace(
        with_table((school.cohort_id,), coups=1), name="Table", sections=(),
        time_limit_s=300))
    _approve(school, exam.id)
    view = school.trainee("POST", "/v1/exam/sitting/table/next", school.ana).json()
    table = _server_session(school).table
    assert isinstance(table, TableSession)
    name, args = right_action(table)
    school.clock.advance(301)  # the server's clock; the desk's says nothing here
    reply = _act(school, view, name, args)
    assert reply.status_code == 409 and reply.json()["code"] == "deadline_passed"
    assert reply.json()["sitting"]["status"] == ExamStatus.TIMED_OUT.value
    assert reply.json()["sitting"]["table"] is None and table.steps == []
    [stored] = [r for r in school.store.exams.cohort_results(school.boss, school.cohort_id)
                if r.sitting.exam_id == exam.id]
    assert stored.sitting.status is ExamStatus.TIMED_OUT and stored.seal is SealStatus.OK
