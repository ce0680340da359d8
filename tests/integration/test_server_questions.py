"""What the school server takes from a desk: the question's kind, cell and prompt are the
drills' engine's (the server deals the deal again from its seed), the session is open and of
the question's drill, every number and string is bounded, session options are the desk app's,
and a PIN reset or change ends the account's server tokens. SQLite, and PostgreSQL when
DEALER_TRAINER_TEST_PG is set. (The reviewer's reproducers of session 16, made proper.)
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, func, select

from tests.support.practice_records import draw_question
from tests.support.school_server import ServerClock, desk_headers
from tests.unit.conftest import BACKENDS, new_database, pg_admin  # noqa: F401  (a fixture)
from trainer.drills import expected_answer
from trainer.drills.model import DrillKind, Level
from trainer.drills.registry import generate_deal
from trainer.server.app import make_app
from trainer.store import Store, open_store
from trainer.store import schema as s

PIN = "4711"


@dataclass
class Desk:
    store: Store
    client: TestClient
    headers: dict[str, str]
    ana: int
    boss_name: str = "mdeus"

    def session(self, kind: str = "draw", **options: Any) -> int:
        reply = self.client.post("/v1/practice/sessions", headers=self.headers,
                                 json={"drill_kind": kind, "options": options})
        assert reply.status_code == 200, reply.text
        return int(reply.json()["session_id"])

    def answer(self, session: int, question: dict[str, Any],
               answer: dict[str, Any] | None = None) -> Any:
        body = {"answer_id": str(uuid.uuid4()), "session_id": session, "question": question,
                "answer": answer, "ms_taken": 1}
        return self.client.post("/v1/practice/answers", headers=self.headers, json=body)

    def stored(self) -> list[tuple[str, str]]:
        return [(str(k), str(c)) for k, c in self.store._db.read(lambda conn: conn.execute(
            select(s.attempts.c.drill_kind, s.attempts.c.cell)).all())]


@pytest.fixture(params=BACKENDS)
def desk(request: pytest.FixtureRequest, tmp_path: Path,
         pg_admin: Engine | None) -> Iterator[Desk]:  # noqa: F811
    """Ana signed in on the server from desk d1 (the in-process client)."""
    with new_database(request.param, tmp_path, pg_admin) as url:
        store = open_store(url, clock=ServerClock(), desk="server")
        try:
            boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
            ana = store.roster.create_trainee(boss, "ana", "Ana", None, PIN).id
            store.sign_out(boss)
            client = TestClient(make_app(store), raise_server_exceptions=False)
            client.headers.update(desk_headers(store, "d1"))
            token = client.post("/v1/sign-in", json={"name": "ana",
                                                     "secret": PIN}).json()["token"]
            yield Desk(store, client, {"Authorization": f"Bearer {token}"}, ana)
        finally:
            store.close()


def _refused(reply: Any, code: str) -> None:
    assert (reply.status_code, reply.json()) == (422, {"code": code}), reply.text


# ---- The question is the engine's


def test_a_relabelled_cell_or_kind_is_refused_and_nothing_is_stored(desk: Desk) -> None:
    """A Player-5 question relabelled ``banker:6:7`` or a Sam Kong Table cell: into a 'shoe'
    session refused for its kind, into a 'draw' session refused for its cell."""
    question = draw_question("player:5")
    right = expected_answer(question).to_dict()
    shoe, draw = desk.session("shoe"), desk.session("draw")
    for cell in ("banker:6:7", "samkong-table:doors"):
        relabelled = {**question.to_dict(), "cell": cell}
        _refused(desk.answer(shoe, relabelled, right), "kind")
        _refused(desk.answer(draw, relabelled, right), "cell")
    _refused(desk.answer(draw, {**question.to_dict(), "kind": "payout"}, right), "question")
    assert desk.stored() == []
    # The question as dealt is taken, with the engine's cell and kind.
    assert desk.answer(draw, question.to_dict(), right).status_code == 200
    assert desk.stored() == [("draw", "player:5")]


def test_a_prompt_the_engine_would_not_deal_is_refused(desk: Desk) -> None:
    """Three identical cards, other cards than the seed deals, a made-up or huge target, a
    step past the deal's, a seed too large for the database: each refused."""
    question = draw_question("banker:6:7").to_dict()
    session = desk.session("draw")
    prompt = question["prompt"]
    same = {**prompt, "player": ["7C", "7C"], "player_third": "7C"}
    cases = [
        ({**question, "prompt": same}, "prompt"),
        ({**question, "prompt": {**prompt, "banker": ["6D", "KD"]}}, "prompt"),
        ({**question, "target": "banker:6:" + "7" * 10_000}, "question"),
        ({**question, "target": "banker:9:9"}, "question"),
        ({**question, "step": 99}, "step"),
        ({**question, "step": 2}, "step"),
        ({**question, "steps": 3}, "step"),
        ({**question, "seed": 10**30}, "question"),
        ({**question, "seed": -1}, "question"),
        ({**question, "seed": 2**31}, "question"),
    ]
    for sent, code in cases:
        _refused(desk.answer(session, sent, None), code)
    assert desk.stored() == []


def test_a_shoe_question_is_taken_in_a_shoe_session(desk: Desk) -> None:
    """Every drill's own questions still go through: the shoe drill's first deal."""
    session = desk.session("shoe", level="all", question_limit=20, minutes=None)
    for step in generate_deal(DrillKind.SHOE, Level.ALL, 7):
        reply = desk.answer(session, step.to_dict(), expected_answer(step).to_dict())
        assert reply.status_code == 200, reply.text
        assert reply.json()["correct"] is True
    assert desk.stored() and {kind for kind, _ in desk.stored()} == {"shoe"}


def test_an_answer_after_the_session_ended_or_into_no_session_is_refused(desk: Desk) -> None:
    question = draw_question("banker:6:7")
    session = desk.session("draw")
    assert desk.client.post(f"/v1/practice/sessions/{session}/end",
                            headers=desk.headers).status_code == 204
    _refused(desk.answer(session, question.to_dict(), None), "session_ended")
    unknown = desk.answer(session + 50, question.to_dict(), None)
    assert unknown.status_code == 422, unknown.text
    assert desk.stored() == []


# ---- Sizes and numbers


@pytest.mark.parametrize("options", [
    {"minutes": float("nan")}, {"minutes": 10**400}, {"question_limit": -1},
    {"per_question_seconds": 10**9}, {"ask_chips": "yes"}, {"level": "impossible"},
    {"profile": "x" * 1000}, {"anything": 1},
])
def test_session_options_are_checked(desk: Desk, options: dict[str, Any]) -> None:
    """NaN (sent as the bare token Python's JSON writes), 10**400, out of range, the wrong
    type, an unknown name: refused, no session opened."""
    import json

    body = json.dumps({"drill_kind": "draw", "options": options})
    reply = desk.client.post("/v1/practice/sessions", content=body,
                             headers={**desk.headers, "Content-Type": "application/json"})
    _refused(reply, "options")
    assert desk.store._db.read(lambda conn: conn.execute(
        select(func.count()).select_from(s.practice_sessions)).scalar_one()) == 0


def test_numbers_too_large_for_the_database_are_refused_not_a_500(desk: Desk) -> None:
    huge = 10**30
    for too_large in (huge, 2**31):  # the ids are 32-bit on PostgreSQL
        reply = desk.client.post(f"/v1/practice/sessions/{too_large}/end",
                                 headers=desk.headers)
        assert reply.status_code == 422 and reply.json()["code"] == "invalid", reply.text
    question = draw_question("banker:6:7").to_dict()
    reply = desk.answer(huge, question, None)
    assert reply.status_code == 422 and reply.json()["code"] == "invalid", reply.text
    boss = desk.client.post("/v1/sign-in", json={"name": "mdeus", "secret": "teacher-pass"},
                            headers=desk_headers(desk.store, "d9")).json()["token"]
    reply = desk.client.post(f"/v1/roster/{huge}/unlock",
                             headers={"Authorization": f"Bearer {boss}",
                                      **desk_headers(desk.store, "d9")})
    assert reply.status_code == 422 and reply.json()["code"] == "invalid", reply.text


# ---- A new PIN ends the old PIN's tokens


def test_a_pin_reset_ends_the_accounts_server_tokens(desk: Desk) -> None:
    """An instructor resets a PIN someone saw: a token issued on it stops working at once."""
    assert desk.client.get("/v1/me", headers=desk.headers).status_code == 200
    boss = desk.store.authenticate("mdeus", "teacher-pass")
    desk.store.roster.reset_secret(boss, desk.ana, "9999")
    reply = desk.client.get("/v1/me", headers=desk.headers)
    assert reply.status_code == 401, reply.text
    assert desk.store.server_tokens.live_count(desk.ana) == 0


def test_a_trainees_own_pin_change_ends_their_server_tokens(desk: Desk) -> None:
    ana = desk.store.authenticate("ana", PIN)
    desk.store.roster.change_own_secret(ana, PIN, "2468")
    reply = desk.client.get("/v1/me", headers=desk.headers)
    assert reply.status_code == 401, reply.text
