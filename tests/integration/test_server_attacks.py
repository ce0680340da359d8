"""Attacks on this session's school-server work over real HTTP: a trainee who holds a desk
and knows HTTP, a second desk, a revoked desk, junk input. A real uvicorn on loopback with
TLS, the server's clock injected (tests/support/school_server.py); nothing here sleeps or
times anything. SQLite, and PostgreSQL when DEALER_TRAINER_TEST_PG is set.

Each test is one attack and shows that it changes no result and reads nothing of anyone's:
two desks of one trainee driving one sitting, a desk credential with a number no database
keeps, one enrolment code presented twice at once, a live stream kept open after its token
ended.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import Engine, func, select

from tests.support.exam_kill_worker import blueprint
from tests.support.school_server import (
    ServerClock,
    bearer,
    certificate,
    desk,
    enrolled,
    running_server,
    sign_in,
)
from tests.unit.conftest import BACKENDS, new_database, pg_admin  # noqa: F401  (a fixture)
from trainer.auth import Actor
from trainer.drills import expected_answer
from trainer.drills.model import Question
from trainer.server.client import RemoteStore
from trainer.server.client_exam import Conflict, RemoteSittings
from trainer.server.desks import DESK_HEADER
from trainer.server.pinning import pinned_client
from trainer.server.tls import Certificate
from trainer.store import Store, open_store
from trainer.store import schema as s
from ui.exam.words import ExamWords

PIN = "4711"
PROCTOR = ("pat", "proctor-pass")


@dataclass
class School:
    store: Store
    clock: ServerClock
    cert: Certificate
    url: str
    boss: Actor
    exam_id: int

    def desk(self, name: str) -> httpx.Client:
        return desk(self.url, self.cert, name)


@pytest.fixture(params=BACKENDS)
def school(request: pytest.FixtureRequest, tmp_path: Path,
           pg_admin: Engine | None) -> Iterator[School]:  # noqa: F811
    """Trainees Ana and Ben, proctor Pat and a drill exam for their cohort, behind a server
    on loopback."""
    clock = ServerClock()
    with new_database(request.param, tmp_path, pg_admin) as url:
        store = open_store(url, clock=clock, desk="server")
        try:
            boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
            cohort = store.roster.create_cohort(boss, "2026-A")
            store.roster.create_trainee(boss, "ana", "Ana Lei", cohort.id, PIN)
            store.roster.create_trainee(boss, "ben", "Ben Ho", cohort.id, PIN)
            store.roster.create_proctor(boss, PROCTOR[0], "Pat Proctor", PROCTOR[1])
            exam = store.exams.create(boss, blueprint((cohort.id,)))
            store.sign_out(boss)
            cert = certificate(tmp_path / "server")
            with running_server(store, cert) as base:
                yield School(store, clock, cert, base, boss, exam.id)
        finally:
            store.close()


def _approved(school: School, trainee: httpx.Client, token: str,
              exam_id: int | None) -> None:
    """The trainee asks at ``trainee``'s desk; Pat approves on her own desk."""
    asked = trainee.post("/v1/exam/request", headers=bearer(token), json={"exam_id": exam_id})
    assert asked.status_code == 200, asked.text
    with school.desk("p1") as p1:
        pat = bearer(sign_in(p1, *PROCTOR))
        waiting = p1.get("/v1/exam/requests", headers=pat).json()
        approved = p1.post(f"/v1/exam/requests/{waiting[-1]['request_id']}/approve",
                           headers=pat)
        assert approved.status_code == 200, approved.text


def _answer(view: dict[str, Any]) -> dict[str, Any]:
    question = Question.from_dict(view["current"]["question"])
    return {"answer_id": str(uuid.uuid4()), "index": view["current"]["index"],
            "answer": expected_answer(question).to_dict()}


# ---- Exams: a sitting is held by the desk it was approved on


def test_a_second_desk_of_the_trainee_cannot_see_nor_drive_her_sitting(
        school: School) -> None:
    """Ana's sitting was approved on desk d1; a helper signed in as Ana at another desk sees
    no question and answers nothing, and the sitting goes on at d1 as if nothing was tried."""
    with school.desk("d1") as d1, school.desk("d2") as d2:
        at_d1, at_d2 = bearer(sign_in(d1, "ana", PIN)), bearer(sign_in(d2, "ana", PIN))
        _approved(school, d1, at_d1["Authorization"].split()[1], school.exam_id)
        view = d1.post("/v1/exam/sitting/next", headers=at_d1).json()
        assert view["current"]["index"] == 0

        seen = d2.get("/v1/exam/sitting", headers=at_d2)
        assert seen.status_code == 200 and seen.json() == {"state": "elsewhere"}
        for path, body in (("/v1/exam/sitting/next", None),
                           ("/v1/exam/sitting/tick", None),
                           ("/v1/exam/sitting/answers", _answer(view)),
                           ("/v1/exam/sitting/hand-in", None),
                           ("/v1/exam/sitting/result", None),
                           ("/v1/exam/sitting/done", None)):
            method = "GET" if path.endswith("result") else "POST"
            reply = d2.request(method, path, headers=at_d2, json=body)
            assert (reply.status_code, reply.json()) == (409, {"code": "other_desk",
                                                               "desk": "d1"}), path
            assert "question" not in reply.text

        again = d1.get("/v1/exam/sitting", headers=at_d1).json()
        assert again["state"] == "sitting"
        assert (again["sitting"]["answered"], again["sitting"]["status"]) == (0, "running")

    # The desk app at the second desk is told in words which desk holds the sitting.
    with RemoteStore(school.url, school.cert.fingerprint, enrolled(school.store, "d2")) as d2:
        ana = d2.authenticate("ana", PIN)
        sittings = RemoteSittings(d2)
        assert sittings.state(ana) == {"state": "elsewhere"}
        with pytest.raises(Conflict) as refused:
            sittings.session(ana, view).next_question()
        assert (refused.value.reason, refused.value.desk) == ("other_desk", "d1")
        assert "d1" in ExamWords().exam_error(refused.value)


def test_the_sitting_moves_to_another_desk_only_when_a_proctor_approves_it_there(
        school: School) -> None:
    """Desk d1 broke: Ana asks at d2 to go on, Pat approves, and from then on d2 holds the
    sitting (the same one, its answers kept) and d1 is refused."""
    with school.desk("d1") as d1, school.desk("d2") as d2:
        at_d1, at_d2 = bearer(sign_in(d1, "ana", PIN)), bearer(sign_in(d2, "ana", PIN))
        _approved(school, d1, at_d1["Authorization"].split()[1], school.exam_id)
        view = d1.post("/v1/exam/sitting/next", headers=at_d1).json()
        taken = d1.post("/v1/exam/sitting/answers", headers=at_d1, json=_answer(view))
        assert taken.status_code == 200 and taken.json()["answered"] == 1

        _approved(school, d2, at_d2["Authorization"].split()[1], None)
        moved = d2.get("/v1/exam/sitting", headers=at_d2).json()
        assert moved["state"] == "sitting"
        assert moved["sitting"]["sitting_id"] == view["sitting_id"]
        assert moved["sitting"]["answered"] == 1
        reply = d1.post("/v1/exam/sitting/next", headers=at_d1)
        assert (reply.status_code, reply.json()["code"]) == (409, "other_desk")


# ---- Junk credentials


@pytest.mark.parametrize("number", ["9" * 30, str(2**63), str(2**31 + 7), "0" * 60 + "1"])
def test_a_desk_number_no_database_keeps_is_refused_not_a_500(school: School,
                                                             number: str) -> None:
    with pinned_client(school.url, school.cert.fingerprint,
                       headers={DESK_HEADER: f"{number}.secret"}) as junk:
        for method, path in (("GET", "/v1/desk"), ("POST", "/v1/sign-in"),
                             ("GET", "/v1/me"), ("GET", "/v1/live")):
            reply = junk.request(method, path, json={"name": "ana", "secret": PIN},
                                 headers=bearer("x"))
            assert (reply.status_code, reply.json()) == (401, {"code": "desk_unknown"}), path


# ---- Enrolment


def test_one_code_presented_twice_at_once_enrols_one_desk(school: School) -> None:
    code = school.store.desks.make_code_on_server("Desk A").code
    start = threading.Barrier(2)

    def present(_: int) -> tuple[int, str]:
        with pinned_client(school.url, school.cert.fingerprint) as client:
            start.wait()
            reply = client.post("/v1/desks/enrol", json={"code": code})
            return reply.status_code, reply.json().get("code", "credential")

    with ThreadPoolExecutor(2) as pool:
        got = sorted(pool.map(present, range(2)))
    assert got == [(200, "credential"), (403, "code_used")]
    enrolled_rows = school.store._db.read(lambda conn: conn.execute(
        select(func.count()).select_from(s.desks)
        .where(s.desks.c.secret_hash.is_not(None))).scalar_one())
    assert enrolled_rows == 1


# ---- Live streams end with their token


def _events(stream: httpx.Response) -> Iterator[tuple[str, str]]:
    """(event, data) of a server-sent stream as they come (no ping)."""
    event = ""
    for line in stream.iter_lines():
        if line.startswith("event:"):
            event = line.partition(":")[2].strip()
        elif line.startswith("data:") and event:
            yield event, line.partition(":")[2].strip()
            event = ""


def _write_elsewhere(school: School) -> None:
    """Ben answers at his own desk: an ``attempts`` write every stream hears of."""
    from tests.integration.test_server_security import _answer as practice_answer
    from tests.integration.test_server_security import _session

    with school.desk("d9") as d9:
        token = sign_in(d9, "ben", PIN)
        reply = d9.post("/v1/practice/answers", headers=bearer(token),
                        json=practice_answer(_session(d9, token), str(uuid.uuid4())))
        assert reply.status_code == 200, reply.text


def _ended(school: School, d1: httpx.Client, token: str, end: Any) -> None:
    """A stream of ``token`` open at d1; ``end()`` ends the token; another desk writes: the
    stream says ``signed_out`` and ends, and hears nothing written after the token ended."""
    with d1.stream("GET", "/v1/live", headers=bearer(token)) as stream:
        events = _events(stream)
        assert next(events)[0] == "hello"
        end()
        _write_elsewhere(school)
        assert [e for e, _ in events] == ["signed_out"]


def test_a_live_stream_ends_at_sign_out_and_hears_nothing_after(school: School) -> None:
    with school.desk("d1") as d1:
        token = sign_in(d1, "ana", PIN)
        _ended(school, d1, token, lambda: d1.post("/v1/sign-out", headers=bearer(token)))


def test_a_live_stream_ends_when_its_desk_is_revoked(school: School) -> None:
    with school.desk("d1") as d1:
        token = sign_in(d1, "ana", PIN)
        desk_id = int(enrolled(school.store, "d1").partition(".")[0])
        boss = school.store.authenticate("mdeus", "teacher-pass")
        _ended(school, d1, token, lambda: school.store.desks.revoke(boss, desk_id))


def test_a_live_stream_ends_when_its_account_is_deactivated(school: School) -> None:
    with school.desk("d1") as d1:
        token = sign_in(d1, "ana", PIN)
        boss = school.store.authenticate("mdeus", "teacher-pass")
        ana = next(u.id for u in school.store.roster.accounts(boss) if u.name == "ana")
        _ended(school, d1, token, lambda: school.store.roster.deactivate(boss, ana))


def test_guessed_codes_take_no_write_lock(school: School,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The enrolment route is public: a guessed code is refused on a read, so a flood of
    guesses never holds the database's write lock (SQLite's BEGIN IMMEDIATE) that every
    desk's answers wait on. A real code still enrols, once."""
    writes: list[str] = []
    write = school.store._db.write

    def counted(fn: Any) -> Any:
        writes.append(getattr(fn, "__qualname__", ""))
        return write(fn)

    monkeypatch.setattr(school.store._db, "write", counted)
    with pinned_client(school.url, school.cert.fingerprint) as stranger:
        for n in range(50):
            reply = stranger.post("/v1/desks/enrol", json={"code": f"ABCDE{n:05d}"})
            assert (reply.status_code, reply.json()) == (403, {"code": "code_unknown"})
        assert [w for w in writes if "enrol" in w] == []
        monkeypatch.setattr(school.store._db, "write", write)
        code = school.store.desks.make_code_on_server("Desk A").code
        monkeypatch.setattr(school.store._db, "write", counted)
        assert stranger.post("/v1/desks/enrol", json={"code": code}).status_code == 200
        assert len([w for w in writes if "enrol" in w]) == 1


# ---- Floods


def test_answers_sent_as_fast_as_a_desk_can_are_limited_per_desk(school: School) -> None:
    """The per-desk limit holds on the typed routes too, not only the store route: a bot at
    one desk posting practice answers gets CALL_BURST through, then waits (429, on the
    server's clock); another desk is not held up; a moment later the desk goes on."""
    from tests.integration.test_server_security import _answer as practice_answer
    from tests.integration.test_server_security import _session
    from trainer.server.desks import CALL_BURST, CALLS_PER_S

    with school.desk("d1") as d1, school.desk("d2") as d2:
        ana = bearer(sign_in(d1, "ana", PIN))
        session = _session(d1, ana["Authorization"].split()[1])  # the first call
        codes = [d1.post("/v1/practice/answers", headers=ana,
                         json=practice_answer(session, str(uuid.uuid4()))).status_code
                 for _ in range(CALL_BURST)]
        assert codes == [200] * (CALL_BURST - 1) + [429]
        refused = d1.get("/v1/exam/sitting", headers=ana)
        assert (refused.status_code, refused.json()["code"]) == (429, "too_many_calls")
        assert int(refused.headers["Retry-After"]) >= 1
        ben = bearer(sign_in(d2, "ben", PIN))
        assert d2.get("/v1/exam/sitting", headers=ben).status_code == 200
        school.clock.advance(1 / CALLS_PER_S)
        assert d1.get("/v1/exam/sitting", headers=ana).status_code == 200


# ---- Junk on every route


JUNK_BODIES: tuple[bytes, ...] = (
    b"{", b"[" * 20_000, b'"x"', b"null", b'{"a": 1e999999}', b"\xff\xfe\x00",
    b'{"exam_id": -1, "index": -5, "answer_id": "x", "code": "\\ud800"}',
    b'{"shoe_id": 99999999999999999999, "number": 1, "name": "deal", "args": [],'
    b' "at": 0, "step_id": "00000000-0000-0000-0000-000000000000"}',
    b'{"lesson_id": "\\u0000", "lang": "../../..", "seeds": [-1], "answers": [null]}',
)
NO_BODY = frozenset({"/v1/health", "/v1/desk", "/v1/me", "/v1/progress",
                     "/v1/exam/sitting", "/v1/exam/sitting/next", "/v1/exam/sitting/tick",
                     "/v1/exam/sitting/hand-in", "/v1/exam/sitting/result",
                     "/v1/exam/sitting/done", "/v1/exam/requests", "/v1/roster"})
"""The routes that read no body (a GET, or a POST of nothing but the call)."""
JUNK_IDS = ("-1", "0", "99999999999999999999", "%00", "\uff11", "1e3")


def test_junk_on_every_route_is_refused_in_a_code_never_a_500(school: School) -> None:
    """Every route of the role table, with a trainee's token at an enrolled desk: junk
    bodies (broken JSON, nesting 20,000 deep, numbers no column holds, NUL, unpaired
    surrogates, bytes that are not UTF-8), junk ids in the path, and a body over MAX_BODY
    sent chunked: each refused with a 4xx, none a server error."""
    from trainer.server.app import MAX_BODY
    from trainer.server.roles import ROUTES

    big = b'{"code": "' + b"a" * (MAX_BODY + 1) + b'"}'
    with school.desk("d1") as d1:
        ana = bearer(sign_in(d1, "ana", PIN))
        for method, template in ROUTES:
            if template in ("/v1/live", "/v1/sign-out"):
                continue  # a stream (tested with its token above); the end of the token
            school.clock.advance(60)  # the desk's limit is not what this tests
            paths = ([template.replace("{repo}", "exams").replace("{method}", "review")]
                     if "{" not in template or "{repo}" in template else
                     [template.split("{")[0] + junk + template.split("}")[1]
                      for junk in JUNK_IDS])
            for path in paths:
                for body in (*JUNK_BODIES, iter([big[:1000], big[1000:]])):
                    reply = d1.request(method, path, content=body, headers={
                        **ana, "Content-Type": "application/json"})
                    # A route taking no body answers as it would: never a server error.
                    assert reply.status_code < 500, (method, path, body, reply.text)
                    if reply.status_code < 300:
                        assert template in NO_BODY, (method, path, body, reply.text)


def test_a_server_stopped_mid_enrolment_keeps_the_code_for_its_return(
        school: School, tmp_path: Path) -> None:
    """The server gone when a desk presents its code: the desk is told it cannot reach it,
    and the code is still good once the server is back (nothing half-taken)."""
    from tests.support.school_server import served
    from trainer.errors import DeskRefused
    from trainer.server import enrolment

    code = school.store.desks.make_code_on_server("Desk A").code
    with served(school.store, school.cert) as server:
        server.stop()
        with pytest.raises(enrolment.EnrolmentFailed) as gone:
            enrolment.enrol(server.url, school.cert.fingerprint, code, timeout=5)
        assert gone.value.code == "server_unreachable"
        server.start()
        link = enrolment.enrol(server.url, school.cert.fingerprint, code)
        assert enrolment.check(link) == "Desk A"
        with pytest.raises(DeskRefused):
            enrolment.enrol(server.url, school.cert.fingerprint, code)


def test_another_trainees_shoe_takes_no_step(school: School) -> None:
    """Ben sends a step into Ana's open shoe: refused as a shoe he has not (nothing of
    Ana's is read back, nothing stored)."""
    from trainer.baccarat.table import DEFAULT_PROFILES
    from trainer.kinds import TABLE_KIND
    from trainer.store.models import NewShoe
    from trainer.table.record import arg_to_json, settings_to_json
    from trainer.table.session import TableSession, TableSettings

    profile = DEFAULT_PROFILES[next(iter(DEFAULT_PROFILES))]
    settings = TableSettings(fault_rate=0.0, seats_filled=0.5, max_coups=None)
    session = TableSession(profile, 7, lambda: 0.0, None, settings)
    with RemoteStore(school.url, school.cert.fingerprint, enrolled(school.store, "d1")) as d1:
        ana = d1.authenticate("ana", PIN)
        _, shoe_id = d1.table_shoes.start(
            ana, TABLE_KIND, {"profile": profile.name, "seed": 7},
            NewShoe(7, profile.to_dict(), settings_to_json(settings), "coup_by_coup",
                    session.started))
    name, args = session.next_right()
    with school.desk("d2") as d2:
        ben = bearer(sign_in(d2, "ben", PIN))
        reply = d2.post("/v1/table/steps", headers=ben, json={
            "shoe_id": shoe_id, "number": 1, "name": name,
            "args": [arg_to_json(a) for a in args], "at": 0.0,
            "step_id": str(uuid.uuid4())})
        assert (reply.status_code, reply.json()) == (422, {"code": "shoe_over"})
    assert school.store._db.read(lambda conn: conn.execute(
        select(func.count()).select_from(s.table_shoe_actions)).scalar_one()) == 0


def test_a_desk_opening_streams_without_end_holds_only_a_few(school: School) -> None:
    """A desk opening live stream after live stream: past STREAMS_PER_DESK its oldest is
    told ``replaced`` and ends, so one desk holds no more than that many on the server."""
    from contextlib import ExitStack

    from trainer.server.live_routes import STREAMS_PER_DESK

    with school.desk("d1") as d1, ExitStack() as open_streams:
        ana = bearer(sign_in(d1, "ana", PIN))
        streams = []
        for _ in range(STREAMS_PER_DESK + 1):
            events = _events(open_streams.enter_context(
                d1.stream("GET", "/v1/live", headers=ana)))
            assert next(events)[0] == "hello"
            streams.append(events)
        assert [e for e, _ in streams[0]] == ["replaced"]
        with school.desk("d2") as d2:  # another desk's streams are its own
            ben = bearer(sign_in(d2, "ben", PIN))
            with d2.stream("GET", "/v1/live", headers=ben) as other:
                assert next(_events(other))[0] == "hello"


def test_lesson_checks_of_many_seeds_cost_their_deals_against_the_desks_limit(
        school: School) -> None:
    """A lesson check with MAX_SEEDS seeds makes the server deal MAX_SEEDS checks (most of
    a second of a core for the Sam Kong lesson): each seed counts against the desk's limit,
    so a desk sending such checks in a loop gets one through, then waits (429) on the
    server's clock, while a check of a few seeds right after the wait goes through."""
    from trainer.curriculum.answered import MAX_SEEDS
    from trainer.server.desks import CALLS_PER_S

    heavy = {"lesson_id": "samkong-round-at-the-table", "lang": "en",
             "seeds": list(range(1, MAX_SEEDS + 1)), "answers": []}
    with school.desk("d1") as d1:
        ana = bearer(sign_in(d1, "ana", PIN))
        first = d1.post("/v1/lessons/check", headers=ana, json=heavy)
        assert first.status_code == 422  # no answers: graded, and refused as not fitting
        again = d1.post("/v1/lessons/check", headers=ana, json=heavy)
        assert (again.status_code, again.json()["code"]) == (429, "too_many_calls")
        school.clock.advance(MAX_SEEDS / CALLS_PER_S)
        light = {**heavy, "seeds": [1, 2]}
        assert d1.post("/v1/lessons/check", headers=ana, json=light).status_code == 422


def test_refused_steps_deep_in_a_shoe_cost_their_replay_against_the_desks_limit(
        school: School) -> None:
    """A step the engine refuses leaves no shoe kept dealt, so the next one deals the shoe
    again from its seed and every stored step: deep in a shoe, refused steps sent in a loop
    kept the server replaying. Each replay now counts a call per 50 steps dealt again: the
    desk waits (429) after a few dozen, not after CALL_BURST."""
    from trainer.baccarat.table import DEFAULT_PROFILES
    from trainer.kinds import TABLE_KIND
    from trainer.server.desks import CALL_BURST
    from trainer.store.models import NewShoe
    from trainer.store.table_recorder import TableRecorder
    from trainer.table.record import settings_to_json
    from trainer.table.session import Action, TableSession, TableSettings

    profile = DEFAULT_PROFILES[next(iter(DEFAULT_PROFILES))]
    settings = TableSettings(fault_rate=0.0, seats_filled=0.5, max_coups=None)
    ana = school.store.authenticate("ana", PIN)
    ticks = iter(range(10**6))
    session = TableSession(profile, 11, lambda: float(next(ticks)), None, settings)
    session_id, shoe_id = school.store.table_shoes.start(
        ana, TABLE_KIND, {"profile": profile.name, "seed": 11},
        NewShoe(11, profile.to_dict(), settings_to_json(settings), "coup_by_coup",
                session.started))
    recorder = TableRecorder(school.store.table_shoes, ana, TABLE_KIND, session_id, shoe_id,
                             session)
    session.recorder = recorder
    while len(session.steps) < 300:
        recorder.attempt_uid = str(uuid.uuid4())
        assert session.apply(Action(*session.next_right())).right
    with school.desk("d1") as d1:
        token = bearer(sign_in(d1, "ana", PIN))
        codes = [d1.post("/v1/table/steps", headers=token, json={
            "shoe_id": shoe_id, "number": 301, "name": "win_everything", "args": [],
            "at": 0.0, "step_id": str(uuid.uuid4())}).status_code for _ in range(40)]
    assert 429 in codes and codes.index(429) < CALL_BURST // 5, codes
    assert set(codes[:codes.index(429)]) == {422}
