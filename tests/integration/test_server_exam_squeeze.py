"""An exam's Table section with the card holders' squeeze (art. 16) over the school server:
the desk is sent the table as the felt shows it, a card lying face down as None, never its
value (it would tell the dealer the result before the holders turn the cards); the sealed
result is the local engine's for the same actions. A squeeze sitting started on a desk that
opens the database itself and resumed over the server is sent its cards face down too.
SQLite, and PostgreSQL when DEALER_TRAINER_TEST_PG is set.
"""

from __future__ import annotations

import uuid
from dataclasses import replace
from typing import Any

import pytest

from tests.integration.test_server_exams import PROCTOR, School, _ana, _approve
from tests.integration.test_server_exams import school as school  # a fixture
from tests.support.exam_kill_worker import WallClock
from tests.support.exam_table import deal, with_table
from tests.support.server_exams import live_sitting
from tests.support.table_script import right_action
from tests.unit.conftest import pg_admin  # noqa: F401  (the school fixture's)
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.baccarat.tableau import Hand
from trainer.cards import Card
from trainer.exams.outcome import ExamStatus
from trainer.exams.seal import SealStatus
from trainer.exams.session import ExamSession
from trainer.exams.table_part import action_to_json
from trainer.server.exam_table import TABLE_STATE
from trainer.table.session import Action, TableSession, TableState

VIP = DEFAULT_PROFILES["vip-squeeze-5000"]


def _squeeze_exam(school: School, coups: int = 2, **spec: Any) -> int:
    exam = school.store.exams.create(school.boss, replace(
        with_table((school.cohort_id,), profile=VIP, squeeze=True, coups=coups, **spec),
        name="Squeeze 咪牌", sections=()))
    return exam.id


def _face_down_hidden(server: TableState, shown: TableState) -> int:
    """Check the state a desk was sent against the server's: the same table, each card lying
    face down sent as None (no value), each card face up as it is. How many were face down."""
    assert server.squeeze is not None and shown.squeeze == server.squeeze
    assert replace(shown, player=server.player, banker=server.banker) == server
    told = {server.irregular.card if server.irregular else None, server.life.damaged}
    down = 0
    for ours, theirs, hidden in ((server.player, shown.player, server.squeeze.hidden[0]),
                                 (server.banker, shown.banker, server.squeeze.hidden[1])):
        assert len(theirs) == len(ours)
        cut = len(ours) - hidden
        assert theirs[:cut] == ours[:cut]
        for card, sent in zip(ours[cut:], theirs[cut:], strict=True):
            assert sent is None or sent in told, (card, sent)
            down += sent is None
    return down


def _act(school: School, view: dict[str, Any], name: str,
         args: tuple[object, ...]) -> Any:
    shown = view["table"]
    return school.trainee("POST", "/v1/exam/sitting/table/actions", school.ana, {
        "action_id": str(uuid.uuid4()), "section": shown["section"],
        "steps": shown["state"]["steps"], "action": action_to_json(Action(name, args))})


@pytest.mark.parametrize("spec", [{}, {"irregularity_percent": 50, "fault_percent": 30,
                                         "standing_bettors": True, "coups": 4}],
                         ids=["plain", "irregular"])
def test_a_squeeze_section_sends_no_face_down_card_and_seals_the_engines_result(
        school: School, spec: dict[str, Any]) -> None:
    """Plain, and with irregularities (a card exposed or laid before the wrong hand while
    cards lie face down: the card it is about is named in the prompt, so it is sent)."""
    exam_id = _squeeze_exam(school, **spec)
    _approve(school, exam_id)
    view = school.trainee("POST", "/v1/exam/sitting/table/next", school.ana).json()
    server: ExamSession = live_sitting(school.client.app)  # type: ignore[arg-type]
    taken: list[tuple[str, tuple[object, ...]]] = []
    face_down = face_up = 0
    wrong_deal = True
    while view["status"] == ExamStatus.RUNNING.value:
        table = server.table
        assert isinstance(table, TableSession) and table.squeezing
        shown = TABLE_STATE.validate_python(view["table"]["state"])
        face_down += _face_down_hidden(table.state(), shown)
        face_up += sum(isinstance(card, Card) for card in (*shown.player, *shown.banker))
        name, args = right_action(table)
        if name == "deal" and wrong_deal:  # one wrong step: the wrong hand first
            args = (Hand.BANKER if args[0] is Hand.PLAYER else Hand.PLAYER,)
            wrong_deal = False
        school.clock.advance(2)
        reply = _act(school, view, name, args)
        assert reply.status_code == 200, reply.text
        view = reply.json()
        taken.append((name, args))
    assert face_down > 8 and face_up > 8  # two coups, each dealt face down, then turned
    result = school.trainee("GET", "/v1/exam/sitting/result", school.ana).json()["result"]

    # Sealed on the server; the local engine, given the revealed seed and the same actions,
    # scores the section the same (the squeeze's steps graded there as here).
    [stored] = [r for r in school.store.exams.cohort_results(school.boss, school.cohort_id)
                if r.sitting.exam_id == exam_id]
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


def test_a_squeeze_sitting_begun_on_a_database_desk_is_resumed_with_its_cards_face_down(
        school: School) -> None:
    """Begun on a desk that opens the database itself, dealt until cards lie face down; the
    desk is lost; the trainee asks over the server to go on and the proctor approves: the
    same table at the same step, its face-down cards sent as None."""
    exam_id = _squeeze_exam(school, coups=1)
    begun = school.store.exams.start_sitting(_ana(school), exam_id, *PROCTOR)
    deal(begun, until=lambda t: t.state().squeeze is not None
         and sum(t.state().squeeze.hidden) == 4)
    steps = len(begun.table.steps) if begun.table is not None else 0
    assert steps > 0
    del begun  # the desk is gone; the sitting runs on in the database
    _approve(school)  # the running sitting, resumed over the server
    view = school.trainee("GET", "/v1/exam/sitting", school.ana).json()["sitting"]
    table = live_sitting(school.client.app).table
    assert isinstance(table, TableSession) and len(table.steps) == steps
    shown = TABLE_STATE.validate_python(view["table"]["state"])
    assert _face_down_hidden(table.state(), shown) == 4
    assert shown.player == (None, None) and shown.banker == (None, None)
