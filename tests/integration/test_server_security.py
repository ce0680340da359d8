"""The school server's security over HTTP: a real uvicorn on loopback with TLS (a self-signed
certificate the desks pin), an ephemeral port, the server's clock injected and shared with the
test (tests/support/school_server.py). SQLite, and PostgreSQL when DEALER_TRAINER_TEST_PG is set.

Each test is one way a trainee at a desk could try to change a result or read another's data
through the API, and shows that it fails.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import timedelta
from email.utils import format_datetime
from pathlib import Path

import httpx
import pytest
from sqlalchemy import Engine, func, select

from tests.support.practice_records import draw_question
from tests.support.school_server import (
    ServerClock,
    bearer,
    certificate,
    desk,
    running_server,
    sign_in,
)
from tests.unit.conftest import BACKENDS, new_database, pg_admin  # noqa: F401  (a fixture)
from trainer.auth import Actor, Role
from trainer.drills import expected_answer
from trainer.drills.answers import DrawAnswer
from trainer.server.app import MAX_BODY, MAX_OPTIONS
from trainer.server.desks import DESK_HEADER
from trainer.server.roles import PUBLIC, ROUTES
from trainer.server.tls import Certificate
from trainer.store import Store, open_store
from trainer.store import schema as s
from trainer.store.roster_people import FREE_FAILURES, MAX_WAIT_S, throttle_wait_s
from trainer.store.server_tokens import IDLE, LONGEST

PIN = "4711"
OTHER_PIN = "8080"


@dataclass
class School:
    store: Store
    clock: ServerClock
    cert: Certificate
    url: str
    instructor: Actor
    ana: int
    ben: int
    db_url: str

    def desk(self, desk_id: str) -> httpx.Client:
        return desk(self.url, self.cert, desk_id)

    def attempts_stored(self) -> int:
        return int(self.store._db.read(lambda conn: conn.execute(
            select(func.count()).select_from(s.attempts)).scalar_one()))


@pytest.fixture(params=BACKENDS)
def school(request: pytest.FixtureRequest, tmp_path: Path,
           pg_admin: Engine | None) -> Iterator[School]:  # noqa: F811
    """A school (an instructor, trainees Ana and Ben) behind a server on loopback."""
    clock = ServerClock()
    with new_database(request.param, tmp_path, pg_admin) as url:
        store = open_store(url, clock=clock, desk="server")
        try:
            boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
            ana = store.roster.create_trainee(boss, "ana", "Ana Lei", None, PIN).id
            ben = store.roster.create_trainee(boss, "ben", "Ben Ho", None, OTHER_PIN).id
            store.sign_out(boss)  # the desk app's own sign-in is not the server's
            cert = certificate(tmp_path / "server")
            with running_server(store, cert) as base:
                yield School(store, clock, cert, base, boss, ana, ben, url)
        finally:
            store.close()


def _path(template: str, value: int = 1) -> str:
    return re.sub(r"\{[a-z_]+\}", str(value), template)


def _call(client: httpx.Client, method: str, path: str, token: str | None) -> httpx.Response:
    headers = bearer(token) if token is not None else {}
    return client.request(method, _path(path), headers=headers, json={})


def _answer(session_id: int, answer_id: str, right: bool = True) -> dict[str, object]:
    question = draw_question("banker:6:7")
    expected = expected_answer(question)
    assert isinstance(expected, DrawAnswer)
    given = expected if right else DrawAnswer(not expected.draws)
    return {"answer_id": answer_id, "session_id": session_id, "question": question.to_dict(),
            "answer": given.to_dict(), "ms_taken": 1800}


def _session(client: httpx.Client, token: str) -> int:
    reply = client.post("/v1/practice/sessions", headers=bearer(token),
                        json={"drill_kind": "draw"})
    assert reply.status_code == 200, reply.text
    return int(reply.json()["session_id"])


# ---- Roles


def test_every_route_refuses_the_roles_the_table_does_not_name(school: School) -> None:
    """A trainee's token on every instructor route, an instructor's on every trainee route,
    and no token on any route that needs one: each refused, before anything is done."""
    with school.desk("desk-a") as a, school.desk("desk-i") as i:
        tokens = {Role.TRAINEE: sign_in(a, "ana", PIN),
                  Role.INSTRUCTOR: sign_in(i, "mdeus", "teacher-pass")}
        clients = {Role.TRAINEE: a, Role.INSTRUCTOR: i}
        instructor_routes = [r for r, who in ROUTES.items() if who == {Role.INSTRUCTOR}]
        assert instructor_routes  # the roster and unlock
        for (method, path), who in ROUTES.items():
            if who == PUBLIC:
                continue
            assert _call(a, method, path, None).json()["code"] == "no_token"
            for role, token in tokens.items():
                if role not in who:
                    reply = _call(clients[role], method, path, token)
                    assert (reply.status_code, reply.json()) == (403, {"code": "role"}), (
                        role, method, path)
        # nothing was unlocked or listed on the trainee's behalf
        assert not any(row["action"] == "sign_in_unlocked" for row in _audit(school))


def _audit(school: School) -> list[dict[str, str]]:
    rows = school.store._db.read(lambda conn: conn.execute(
        select(s.audit_log.c.action)).all())
    return [{"action": str(r.action)} for r in rows]


# ---- Tokens


def test_forged_expired_and_replayed_tokens_are_refused(school: School) -> None:
    with school.desk("desk-a") as a:
        forged = "A" * 43
        assert _call(a, "GET", "/v1/me", forged).json() == {"code": "unknown"}
        token = sign_in(a, "ana", PIN)
        assert a.get("/v1/me", headers=bearer(token)).json()["name"] == "ana"
        # one character changed is another (unknown) token
        other = ("B" if token[0] != "B" else "C") + token[1:]
        assert a.get("/v1/me", headers=bearer(other)).json() == {"code": "unknown"}
        # expired on the server's clock: unused for IDLE
        school.clock.advance(IDLE.total_seconds())
        reply = a.get("/v1/me", headers=bearer(token))
        assert (reply.status_code, reply.json()) == (401, {"code": "expired"})
        # replayed after signing out
        token = sign_in(a, "ana", PIN)
        assert a.post("/v1/sign-out", headers=bearer(token)).status_code == 204
        reply = a.get("/v1/me", headers=bearer(token))
        assert (reply.status_code, reply.json()) == (401, {"code": "unknown"})


def test_use_renews_a_token_but_never_past_its_longest_life(school: School) -> None:
    with school.desk("desk-a") as a:
        token = sign_in(a, "ana", PIN)
        step = IDLE - timedelta(minutes=1)
        used = timedelta(0)
        while used + step < LONGEST:
            school.clock.advance(step.total_seconds())
            used += step
            assert a.get("/v1/me", headers=bearer(token)).status_code == 200, used
        school.clock.advance((LONGEST - used).total_seconds())
        assert a.get("/v1/me", headers=bearer(token)).json() == {"code": "expired"}


def test_a_token_shown_by_another_desk_is_refused_and_ended(school: School) -> None:
    with school.desk("desk-a") as a, school.desk("desk-b") as b:
        token = sign_in(a, "ana", PIN)
        reply = b.get("/v1/me", headers=bearer(token))
        assert (reply.status_code, reply.json()) == (401, {"code": "other_desk"})
        # the copied token is ended for its own desk too
        assert a.get("/v1/me", headers=bearer(token)).json() == {"code": "unknown"}


def test_deactivating_an_account_ends_all_its_tokens(school: School) -> None:
    with school.desk("desk-a") as a, school.desk("desk-b") as b:
        tokens = [(a, sign_in(a, "ana", PIN)), (b, sign_in(b, "ana", PIN))]
        boss = school.store.roster.authenticate("mdeus", "teacher-pass")
        school.store.roster.deactivate(boss, school.ana)
        for client, token in tokens:
            assert client.get("/v1/me", headers=bearer(token)).json() == {"code": "unknown"}
        school.store.roster.reactivate(boss, school.ana)
        for client, token in tokens:  # reactivating does not bring them back
            assert client.get("/v1/me", headers=bearer(token)).json() == {"code": "unknown"}
        assert sign_in(a, "ana", PIN)


def test_a_desk_that_does_not_pin_the_servers_certificate_sends_nothing(
    school: School, tmp_path: Path,
) -> None:
    """A desk pinning another certificate (a machine in the middle) fails the handshake:
    the PIN is never sent, so the server counts no try."""
    other = certificate(tmp_path / "other")
    assert other.fingerprint != school.cert.fingerprint
    with desk(school.url, other, "desk-a") as a, pytest.raises(httpx.ConnectError):
        a.post("/v1/sign-in", json={"name": "ana", "secret": "0000", "desk_id": "desk-a"})
    assert school.store._db.read(lambda conn: conn.execute(
        select(func.count()).select_from(s.sign_in_throttle)).scalar_one()) == 0


# ---- Answers


def test_a_replayed_answer_is_stored_once_and_graded_by_the_server(school: School) -> None:
    with school.desk("desk-a") as a:
        token = sign_in(a, "ana", PIN)
        session = _session(a, token)
        answer_id = str(uuid.uuid4())
        first = a.post("/v1/practice/answers", headers=bearer(token),
                       json=_answer(session, answer_id, right=False))
        assert first.status_code == 200, first.text
        graded = first.json()
        assert graded["correct"] is False and graded["article"]  # the rule's article cited
        # the same request again (its acknowledgement lost), then the id with a right answer
        again = a.post("/v1/practice/answers", headers=bearer(token),
                       json=_answer(session, answer_id, right=False))
        changed = a.post("/v1/practice/answers", headers=bearer(token),
                         json=_answer(session, answer_id, right=True))
        assert again.json() == graded and changed.json() == graded  # the first one stands
        assert school.attempts_stored() == 1
        # a desk cannot say an answer was right: the server grades; extra fields refused
        body = {**_answer(session, str(uuid.uuid4()), right=False), "correct": True}
        reply = a.post("/v1/practice/answers", headers=bearer(token), json=body)
        assert reply.status_code == 422 and reply.json()["code"] == "invalid"
        assert school.attempts_stored() == 1
        # the server's clock stamps it, whatever the desk's Date says
        stored = school.store.practice.attempts(
            school.store.roster.authenticate("mdeus", "teacher-pass"), school.ana)
        assert [row.answered_at for row in stored] == [school.clock()]


def test_a_time_out_and_answers_no_engine_reads_are_graded_or_refused(school: School) -> None:
    with school.desk("desk-a") as a:
        token = sign_in(a, "ana", PIN)
        session = _session(a, token)
        late = {**_answer(session, str(uuid.uuid4())), "answer": None}
        graded = a.post("/v1/practice/answers", headers=bearer(token), json=late).json()
        assert (graded["correct"], graded["reason"]) == (False, "timed_out")
        assert graded["expected"] == expected_answer(draw_question("banker:6:7")).to_dict()
        for field, junk, code in (("answer", {"winner": "dragon"}, "answer"),
                                  ("question", {"kind": "draw"}, "question"),
                                  ("question", {**draw_question("banker:6:7").to_dict(),
                                                "kind": "no-such-drill"}, "question")):
            body = {**_answer(session, str(uuid.uuid4())), field: junk}
            reply = a.post("/v1/practice/answers", headers=bearer(token), json=body)
            assert (reply.status_code, reply.json()) == (422, {"code": code}), field
        assert school.attempts_stored() == 1


def test_a_role_edited_in_the_database_gives_no_instructor_token(school: School) -> None:
    """Ben made an instructor by an UPDATE: his sign-in is refused (the role is not as
    sealed), so no token with an instructor's powers exists."""
    school.store._db.write(lambda conn: conn.execute(
        s.users.update().where(s.users.c.id == school.ben).values(role="instructor")))
    with school.desk("desk-b") as b:
        reply = b.post("/v1/sign-in", json={"name": "ben", "secret": OTHER_PIN,
                                            "desk_id": "desk-b"})
        assert (reply.status_code, reply.json()) == (403, {"code": "unverified"})
    assert school.store._db.read(lambda conn: conn.execute(
        select(func.count()).select_from(s.server_tokens)).scalar_one()) == 0


# ---- The PIN throttle


def test_ten_thousand_pin_guesses_take_months_of_the_servers_clock(school: School) -> None:
    """Guessing Ana's PIN over HTTP from a desk whose clock runs 25 h ahead (its ``Date``
    header): the server throttles on its own clock. Each guess is checked (it is sent only
    once the server's wait is over, the wait advanced on the server's clock), and one that
    starts a wait says so (429, Retry-After); a try sent during a wait, even the right PIN,
    is not checked at all. The server's clock moves exactly by the throttle's waits: from the
    tenth guess on each costs MAX_WAIT_S, so 10,000 take over three months. (The guesses
    come from three desks, each under its own daily limit, which would only slow one.)"""
    sent, checked = 120, 0
    started = school.clock()
    with school.desk("desk-x") as x0, school.desk("desk-y") as x1, \
            school.desk("desk-z") as x2:
        for guess in range(sent):
            x = (x0, x1, x2)[guess % 3]
            pin = f"{(guess * 7919 + 1) % 10000:04d}"
            assert pin != PIN
            ahead = format_datetime(school.clock() + timedelta(hours=25), usegmt=True)
            body = {"name": "ana", "secret": pin, "desk_id": "desk-x"}
            reply = x.post("/v1/sign-in", json=body, headers={"Date": ahead})
            checked += 1
            if reply.status_code == 401:
                assert reply.json() == {"code": "auth_failed"}
                continue
            wait = int(reply.headers["Retry-After"])
            assert (reply.status_code, reply.json()) == (429, {"code": "throttled",
                                                               "wait_s": wait})
            assert wait == throttle_wait_s(checked)
            if guess == sent // 2:  # the right PIN during the wait: not even checked
                right = x.post("/v1/sign-in", headers={"Date": ahead},
                               json={**body, "secret": PIN})
                assert right.status_code == 429
            school.clock.advance(wait)
    spent = (school.clock() - started).total_seconds()
    assert spent == sum(throttle_wait_s(n) for n in range(1, checked + 1))
    assert [throttle_wait_s(n) for n in range(10, sent)] == [MAX_WAIT_S] * (sent - 10)
    total = sum(throttle_wait_s(n) for n in range(1, 10_000 + 1))
    assert total / 86_400 > 100  # days: over three months of the server's clock
    assert FREE_FAILURES < 10


def test_guesses_sent_at_once_from_many_desks_are_checked_no_faster(school: School) -> None:
    """24 desks send a wrong PIN for Ana at the same moment (the server takes them on its
    thread pool): the tries queue on the throttle's row, so only the first five are checked
    (the fifth starts the wait) and the other nineteen are refused unchecked."""
    with ThreadPoolExecutor(max_workers=24) as pool:
        def guess(n: int) -> int:
            with school.desk(f"desk-{n}") as client:
                return client.post("/v1/sign-in", json={
                    "name": "ana", "secret": f"{1000 + n:04d}",
                    "desk_id": f"desk-{n}"}).status_code

        codes = sorted(pool.map(guess, range(24)))
    assert codes == [401] * FREE_FAILURES + [429] * (24 - FREE_FAILURES)
    failures = school.store._db.read(lambda conn: conn.execute(
        select(s.sign_in_throttle.c.failures)).scalar_one())
    assert failures == FREE_FAILURES + 1


def test_a_name_no_database_keeps_is_refused_in_a_code(school: School) -> None:
    with school.desk("desk-a") as a:
        for name in ("ana\x00", "\ud800ana"):  # sent as JSON escapes, as a desk could
            body = json.dumps({"name": name, "secret": PIN, "desk_id": "desk-a"})
            reply = a.post("/v1/sign-in", content=body,
                           headers={"Content-Type": "application/json"})
            assert reply.status_code == 422
            assert reply.json()["code"] in {"name_unstorable", "invalid"}  # store or pydantic
        # a desk id said in the body is no desk: the credential is, and a made-up one is refused
        reply = a.post("/v1/sign-in", json={"name": "ana", "secret": PIN, "desk_id": "a\nb"},
                       headers={DESK_HEADER: "1.made-up"})
        assert (reply.status_code, reply.json()) == (401, {"code": "desk_unknown"})
    # none of them counted as a try of anyone's PIN
    assert school.store._db.read(lambda conn: conn.execute(
        select(func.count()).select_from(s.sign_in_throttle)).scalar_one()) == 0


def test_a_restarted_server_keeps_the_throttle_and_the_tokens(school: School) -> None:
    """Both live in the database: a server started again over it (a new process: a new
    store, the same clock) still makes the guessed name wait, and still honours a staff
    token issued before."""
    with school.desk("desk-x") as x, school.desk("desk-i") as i:
        for n in range(FREE_FAILURES + 1):
            x.post("/v1/sign-in", json={"name": "ana", "secret": f"{n:04d}", "desk_id": "desk-x"})
        boss = sign_in(i, "mdeus", "teacher-pass")
    again = open_store(school.db_url, clock=school.clock, desk="server")
    try:
        with running_server(again, school.cert) as url, \
                desk(url, school.cert, "desk-x") as x, desk(url, school.cert, "desk-i") as i:
            right = x.post("/v1/sign-in", json={"name": "ana", "secret": PIN,
                                                "desk_id": "desk-x"})
            assert (right.status_code, right.json()["code"]) == (429, "throttled")
            assert i.get("/v1/me", headers=bearer(boss)).json()["name"] == "mdeus"
    finally:
        again.close()


def test_a_body_over_the_limit_is_refused_unread(school: School) -> None:
    """A desk cannot make the server hold megabytes: a body over MAX_BODY is refused by its
    Content-Length, or while it is read when sent without one (chunked)."""
    big = b'{"name": "' + b"a" * (MAX_BODY + 1) + b'"}'
    with school.desk("desk-a") as a:
        reply = a.post("/v1/sign-in", content=big, headers={"Content-Type": "application/json"})
        assert (reply.status_code, reply.json()) == (413, {"code": "too_large"})
        chunks = iter([big[:1000], big[1000:]])
        reply = a.post("/v1/sign-in", content=chunks,
                       headers={"Content-Type": "application/json"})
        assert (reply.status_code, reply.json()) == (413, {"code": "too_large"})
        token = sign_in(a, "ana", PIN)
        reply = a.post("/v1/practice/sessions", headers=bearer(token),
                       json={"drill_kind": "draw", "options": {"x": "y" * MAX_OPTIONS}})
        assert (reply.status_code, reply.json()) == (422, {"code": "options"})


def test_unlock_is_an_instructor_call(school: School) -> None:
    with school.desk("desk-a") as a, school.desk("desk-i") as i:
        for _ in range(FREE_FAILURES + 1):
            a.post("/v1/sign-in", json={"name": "ana", "secret": "0000", "desk_id": "desk-a"})
        locked = a.post("/v1/sign-in", json={"name": "ana", "secret": PIN, "desk_id": "desk-a"})
        assert locked.status_code == 429
        ben = sign_in(a, "ben", OTHER_PIN)
        reply = a.post(f"/v1/roster/{school.ana}/unlock", headers=bearer(ben))
        assert (reply.status_code, reply.json()) == (403, {"code": "role"})
        boss = sign_in(i, "mdeus", "teacher-pass")
        roster = {line["account"]["name"]: line for line in
                  i.get("/v1/roster", headers=bearer(boss)).json()}
        assert roster["ana"]["locked_until"] is not None
        assert i.post(f"/v1/roster/{school.ana}/unlock",
                      headers=bearer(boss)).status_code == 204
        assert sign_in(a, "ana", PIN)


# ---- Other trainees' data


def test_no_route_gives_a_trainee_another_trainees_data(school: School) -> None:
    with school.desk("desk-a") as a, school.desk("desk-b") as b:
        ana, ben = sign_in(a, "ana", PIN), sign_in(b, "ben", OTHER_PIN)
        bens_session = _session(b, ben)
        bens_answer = str(uuid.uuid4())
        assert b.post("/v1/practice/answers", headers=bearer(ben),
                      json=_answer(bens_session, bens_answer)).status_code == 200
        # into Ben's session, or Ben's answer id: refused, and nothing of Ben's comes back
        into = a.post("/v1/practice/answers", headers=bearer(ana),
                      json=_answer(bens_session, str(uuid.uuid4())))
        assert into.status_code == 403 and set(into.json()) == {"code"}
        mine = _session(a, ana)
        reuse = a.post("/v1/practice/answers", headers=bearer(ana),
                       json=_answer(mine, bens_answer))
        assert reuse.status_code == 422 and set(reuse.json()) == {"code"}
        end = a.post(f"/v1/practice/sessions/{bens_session}/end", headers=bearer(ana))
        assert end.status_code == 403
        # progress is the token's account's only: Ana has answered nothing
        progress = a.get("/v1/progress", headers=bearer(ana)).json()
        assert progress == {"user_id": school.ana, "kinds": {}}
        assert b.get("/v1/progress", headers=bearer(ben)).json()["kinds"]["draw"][
            "attempts"] == 1
        assert a.get("/v1/roster", headers=bearer(ana)).status_code == 403
        assert school.attempts_stored() == 1


def test_a_restarted_server_asks_a_sealed_trainee_to_sign_in_again(
    school: School, tmp_path: Path,
) -> None:
    """The practice key the PIN unwrapped is held by the server process only: after a
    restart (a new store on the same database) the token is ended rather than practice
    recorded unsealed."""
    with school.desk("desk-a") as a:
        token = sign_in(a, "ana", PIN)
    school.store.seal.forget()  # what a restart loses
    with school.desk("desk-a") as a:
        reply = a.get("/v1/progress", headers=bearer(token))
        assert (reply.status_code, reply.json()) == (401, {"code": "sign_in_again"})
        assert a.get("/v1/me", headers=bearer(token)).json() == {"code": "unknown"}
        token = sign_in(a, "ana", PIN)
        assert a.get("/v1/progress", headers=bearer(token)).status_code == 200
