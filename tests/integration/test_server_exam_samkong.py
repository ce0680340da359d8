"""An exam's Sam Kong Table section over the school server: dealt, graded and sealed on the
server; the desk is sent the table as the felt shows it, every card lying face down (from
the deal until the hands are turned for the levels) as None, never its value, a card
exposed in the deal or named by an irregularity excepted. The sealed result is the local
engine's for the same actions. SQLite, and PostgreSQL when DEALER_TRAINER_TEST_PG is set.
"""

from __future__ import annotations

import uuid
from dataclasses import replace
from typing import Any

import pytest

from tests.integration.test_server_exams import PROCTOR, School, _ana, _approve
from tests.integration.test_server_exams import school as school  # a fixture
from tests.support.exam_kill_worker import WallClock
from tests.support.exam_samkong import samkong_spec, wrong_of
from tests.support.exam_table import with_table
from tests.support.server_exams import live_sitting
from tests.unit.conftest import pg_admin  # noqa: F401  (the school fixture's)
from trainer.cards import Card
from trainer.exams.outcome import ExamStatus
from trainer.exams.seal import SealStatus
from trainer.exams.session import ExamSession
from trainer.exams.table_part import action_to_json, table_seed
from trainer.server.exam_table import SAMKONG_STATE
from trainer.table.samkong.model import SHOWN_FROM, SamKongPhase, SamKongState
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import Action


def _face_down_hidden(server: SamKongState, shown: SamKongState) -> int:
    """Check the state a desk was sent against the server's: the same table, each card lying
    face down sent as None (no value), each card face up as it is. How many were face down."""
    assert replace(shown, hands=server.hands, banker=server.banker) == server
    told = {*server.exposed, *(() if server.irregular is None else (server.irregular.card,))}
    down = 0
    for ours, theirs in (*zip(server.hands, shown.hands, strict=True),
                         (server.banker, shown.banker)):
        assert len(theirs) == len(ours)
        for card, sent in zip(ours, theirs, strict=True):
            if server.phase in SHOWN_FROM:
                assert sent == card
            else:
                assert sent is None or (sent == card and sent in told), (card, sent)
            down += sent is None
    return down


def _act(school: School, view: dict[str, Any], name: str,
         args: tuple[object, ...]) -> Any:
    shown = view["table"]
    return school.trainee("POST", "/v1/exam/sitting/table/actions", school.ana, {
        "action_id": str(uuid.uuid4()), "section": shown["section"],
        "steps": shown["state"]["steps"], "action": action_to_json(Action(name, args))})


@pytest.mark.parametrize("spec", [{}, {"irregularity_percent": 50, "fault_percent": 30,
                                         "coups": 3}], ids=["plain", "irregular"])
def test_a_samkong_section_sends_no_face_down_card_and_seals_the_engines_result(
        school: School, spec: dict[str, Any]) -> None:
    exam = school.store.exams.create(school.boss, replace(
        with_table((school.cohort_id,)), name="Sam Kong 三公", sections=(),
        tables=(samkong_spec(**spec),)))
    _approve(school, exam.id)
    view = school.trainee("POST", "/v1/exam/sitting/table/next", school.ana).json()
    server: ExamSession = live_sitting(school.client.app)  # type: ignore[arg-type]
    taken: list[tuple[str, tuple[object, ...]]] = []
    face_down = face_up = 0
    wrong = True
    while view["status"] == ExamStatus.RUNNING.value:
        table = server.table
        assert isinstance(table, SamKongSession)
        shown = SAMKONG_STATE.validate_python(view["table"]["state"])
        face_down += _face_down_hidden(table.state(), shown)
        face_up += sum(isinstance(card, Card) for hand in (*shown.hands, shown.banker)
                       for card in hand)
        name, args = table.next_right()
        bad = wrong_of(name, args) if wrong else None
        if bad is not None:  # one wrong step: a level or a door called wrong
            args, wrong = bad, False
        school.clock.advance(2)
        reply = _act(school, view, name, args)
        assert reply.status_code == 200, reply.text
        view = reply.json()
        taken.append((name, args))
    assert face_down > 20 and face_up > 20  # each round dealt face down, then turned
    result = school.trainee("GET", "/v1/exam/sitting/result", school.ana).json()["result"]

    # Sealed on the server; the local engine, given the revealed seed and the same actions,
    # scores the section the same.
    [stored] = [r for r in school.store.exams.cohort_results(school.boss, school.cohort_id)
                if r.sitting.exam_id == exam.id]
    assert stored.seal is SealStatus.OK
    assert (stored.score, stored.passed) == (result["score"], result["passed"])
    review = school.store.exams.review(school.boss, stored.sitting.id)
    local = ExamSession.start(review.blueprint, stored.sitting.seed, now=WallClock())
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
    for body in school.bodies:
        for seed in (stored.sitting.seed, table_seed(stored.sitting.seed, 0)):
            assert str(seed) not in body
        assert '"shoe"' not in body and "seed_nonce" not in body


def test_a_samkong_sitting_begun_on_a_database_desk_is_resumed_with_its_cards_face_down(
        school: School) -> None:
    """Begun on a desk that opens the database itself, dealt until each hand holds a card;
    the desk is lost; resumed over the server: the same table at the same step, every card
    dealt sent as None."""
    exam = school.store.exams.create(school.boss, replace(
        with_table((school.cohort_id,)), name="Sam Kong", sections=(),
        tables=(samkong_spec(coups=1, fault_percent=0, irregularity_percent=0),)))
    begun = school.store.exams.start_sitting(_ana(school), exam.id, *PROCTOR)
    while (table := begun.next_table()) is not None and (
            table.state().phase is not SamKongPhase.DEAL or len(table.state().banker) < 1):
        assert isinstance(table, SamKongSession)
        name, args = table.next_right()
        begun.table_act(name, *args)
    assert isinstance(table, SamKongSession)
    steps, dealt = len(table.steps), table.state()
    assert all(len(hand) == 1 for hand in (*dealt.hands, dealt.banker))
    del begun, table  # the desk is gone; the sitting runs on in the database
    _approve(school)  # the running sitting, resumed over the server
    view = school.trainee("GET", "/v1/exam/sitting", school.ana).json()["sitting"]
    server = live_sitting(school.client.app).table
    assert isinstance(server, SamKongSession) and len(server.steps) == steps
    shown = SAMKONG_STATE.validate_python(view["table"]["state"])
    assert _face_down_hidden(server.state(), shown) == dealt.doors + 1
    assert shown.banker == (None,) and all(hand == (None,) for hand in shown.hands)
