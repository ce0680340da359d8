"""The store's listed methods over the school server (trainer/server/store_calls.py), from a
desk's RemoteStore: a trainee's token is refused every instructor-only method the table
lists, and cannot read another trainee's records, whatever actor the desk names. A real
uvicorn on loopback with TLS (tests/support/school_server.py), SQLite and PostgreSQL."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from pathlib import Path

import httpx
import pytest
from sqlalchemy import Engine

from tests.support.exam_kill_worker import WallClock, blueprint
from tests.support.school_server import bearer, certificate, enrolled, running_server
from tests.unit.conftest import BACKENDS, new_database, pg_admin  # noqa: F401  (a fixture)
from tests.unit.test_store_accounts_roles import BOSS, PROCTOR_TABLE, School
from trainer.auth import Actor, Role
from trainer.drills import DrillSession, expected_answer
from trainer.drills.cell import Cell
from trainer.drills.model import DrillKind
from trainer.errors import PermissionDenied, TokenRefused
from trainer.homework import Subject, SubjectKind, Target, TargetKind
from trainer.server.client import NotRemote, RemoteStore
from trainer.server.store_calls import STORE_CALLS
from trainer.server.tls import Certificate
from trainer.store import NewAttempt, Store, open_store

# The listed instructor-only methods whose row in PROCTOR_TABLE sets up with what is not
# listed (a sitting started at the desk), or passes values the server refuses before the
# store sees them (an assignment of no subject): called here with plain values instead (the
# role is checked before the row is looked up).
SUBJECT, TARGET = Subject(SubjectKind.DRILL, "draw"), Target(TargetKind.ANSWERS, 20)
CALLED_HERE = {
    "homework.create": lambda w, a: w.store.homework.create(
        a, w.cohort_id, SUBJECT, TARGET, date(2026, 1, 1)),
    "homework.update": lambda w, a: w.store.homework.update(
        a, 1, SUBJECT, TARGET, date(2026, 1, 1)),
    "exams.close_sitting": lambda w, a: w.store.exams.close_sitting(a, 1),
    "exams.add_time": lambda w, a: w.store.exams.add_time(a, 1, 5),
    "exams.void_sitting": lambda w, a: w.store.exams.void_sitting(a, 1, "left the room"),
}


@dataclass
class Served:
    store: Store
    cert: Certificate
    url: str
    school: School
    ben: Actor

    def desk(self, desk_id: str) -> RemoteStore:
        return RemoteStore(self.url, self.cert.fingerprint, enrolled(self.store, desk_id))


@pytest.fixture(params=BACKENDS)
def served(request: pytest.FixtureRequest, tmp_path: Path,
           pg_admin: Engine | None) -> Iterator[Served]:  # noqa: F811
    """The accounts-and-roles school (an instructor, a proctor, trainees Amy and Ben, an
    exam) behind a server on loopback."""
    with new_database(request.param, tmp_path, pg_admin) as url:
        store = open_store(url, lock_timeout=1.0, clock=WallClock(datetime.now(UTC)))
        try:
            boss = store.create_first_instructor("mdeus", "Maria Deus", BOSS[1])
            cohort = store.roster.create_cohort(boss, "2024-A")
            other = store.roster.create_cohort(boss, "2024-B")
            amy = store.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1234").as_actor()
            ben = store.roster.create_trainee(boss, "ben", "Ben", cohort.id, "5678").as_actor()
            store.roster.create_proctor(boss, "pat", "Pat Proctor", "proctor-pass")
            exam = store.exams.create(boss, blueprint(cohort_ids=(cohort.id,)))
            store.sign_out(boss)
            cert = certificate(tmp_path / "server")
            with running_server(store, cert) as base:
                school = School(url, store, boss, boss, amy, cohort.id, other.id, exam.id,
                                tmp_path)
                yield Served(store, cert, base, school, ben)
        finally:
            store.close()


def test_a_trainee_is_refused_every_listed_instructor_only_method(served: Served) -> None:
    listed = sorted(m for m in PROCTOR_TABLE if tuple(m.split(".")) in STORE_CALLS)
    assert len(listed) > 40  # the table and the list overlap, or this tests nothing
    with served.desk("desk-amy") as desk:
        amy = desk.authenticate("amy", "1234")
        # The table's rows name their trainee ``w.amy``: here Ben, whose records are not
        # Amy's (a trainee may read her own results, her own daily figures).
        over = replace(served.school, store=desk, amy=served.ben)  # type: ignore[arg-type]
        refused = []
        for method in listed:
            call = CALLED_HERE.get(method, PROCTOR_TABLE[method][0])
            try:
                call(over, amy)
            except PermissionDenied as e:
                assert e.code in ("instructor_only", "own_records_only", "proctor_only"), \
                    (method, e.code)
                refused.append(method)
            except NotRemote as e:  # pragma: no cover - shown if a row needs more set-up
                pytest.fail(f"{method}: {e}")
        assert refused == listed
        # The instructor's token passes the role check of the same calls.
    with served.desk("desk-boss") as desk:
        boss = desk.authenticate(*BOSS)
        assert [u.name for u in desk.roster.trainees(boss)] == ["amy", "ben"]


def test_a_trainee_cannot_read_another_trainees_records(served: Served) -> None:
    store = served.store
    ben_session = store.practice.start_session(served.ben, "draw", {})
    store.authenticate("ben", "5678")  # the server's store holds Ben's practice key
    ben_attempt = store.practice.record_attempt(served.ben, NewAttempt(
        session_id=ben_session, drill_kind="draw", question={"n": 1}, answer="draw",
        correct=True, ms_taken=900, cell=Cell.parse("banker:5:4")))
    ben_id = served.ben.user_id
    reads = {
        "practice.attempts": lambda d, a: d.practice.attempts(a, ben_id),
        "practice.attempt": lambda d, a: d.practice.attempt(a, ben_attempt),
        "practice.recent_cell_stats":
            lambda d, a: d.practice.recent_cell_stats(a, ben_id, "draw"),
        "reports.figures": lambda d, a: d.reports.figures(a, ben_id),
        "reports.kind_figures": lambda d, a: d.reports.kind_figures(a, ben_id),
        "reports.attempt_page": lambda d, a: d.reports.attempt_page(a, ben_id),
        "daily.today": lambda d, a: d.today(a, ben_id),
        "schedule.cards": lambda d, a: d.schedule.cards(a, ben_id),
        "lesson_progress.progress": lambda d, a: d.lesson_progress.progress(a, ben_id),
        "exams.results": lambda d, a: d.exams.results(a, ben_id),
    }
    with served.desk("desk-amy") as desk:
        amy = desk.authenticate("amy", "1234")
        assert desk.practice.attempts(amy, amy.user_id) == []  # her own: allowed
        # A desk that names Ben, or an instructor, with Amy's id: the server acts for the
        # token's account (Amy, a trainee) whatever the actor says.
        as_instructor = Actor(amy.user_id, "mdeus", "Maria Deus", Role.INSTRUCTOR)
        for name, read in reads.items():
            for actor in (amy, as_instructor):
                with pytest.raises(PermissionDenied):
                    read(desk, actor)
                    pytest.fail(f"{name} read Ben's records for Amy")
        # Ben's own actor at Amy's desk: no token of Ben's is held here.
        with pytest.raises(PermissionDenied) as none:
            desk.practice.attempts(served.ben, ben_id)
        assert none.value.code == "not_signed_in"


def test_the_desk_cannot_send_an_actor_or_call_what_is_not_listed(served: Served) -> None:
    with served.desk("desk-amy") as desk:
        amy = desk.authenticate("amy", "1234")
        token = desk._tokens[amy.user_id]
        raw = desk._http
        ben = {"user_id": served.ben.user_id, "name": "ben", "display_name": "Ben",
               "role": "instructor"}
        sent = raw.post("/v1/store/practice/attempts", headers=bearer(token),
                        json={"args": {"actor": ben, "user_id": served.ben.user_id}})
        assert sent.status_code == 422
        for path in ("/v1/store/roster/import_roster_csv", "/v1/store/exams/certificate_key",
                     "/v1/store/practice/insert_in", "/v1/store/seal/forget",
                     "/v1/store/_db/dispose"):
            reply = raw.post(path, headers=bearer(token), json={"args": {}})
            assert reply.status_code in (404, 422), path
        with pytest.raises(NotRemote):
            desk.exams.certificate_key(amy)


def test_a_signed_out_token_is_refused(served: Served) -> None:
    with served.desk("desk-amy") as desk:
        amy = desk.authenticate("amy", "1234")
        token = desk._tokens[amy.user_id]
        desk.sign_out(amy)
        reply = desk._http.post("/v1/store/practice/attempts", headers=bearer(token),
                                json={"args": {"user_id": amy.user_id}})
        assert reply.status_code == 401
        desk._tokens[amy.user_id] = token
        with pytest.raises(TokenRefused):
            desk.practice.attempts(amy, amy.user_id)


def test_an_answer_retried_after_a_lost_acknowledgement_is_stored_once(
    served: Served,
) -> None:
    """The acknowledgement of the first try is lost (the transport fails after the server
    stored the answer): the desk's recorder retries with the same answer id, one row is kept,
    graded by the server."""
    lost = {"left": 1}

    class LoseFirstReply(httpx.HTTPTransport):
        def handle_request(self, request: httpx.Request) -> httpx.Response:
            reply = super().handle_request(request)
            if request.url.path == "/v1/practice/answers" and lost["left"]:
                lost["left"] -= 1
                reply.read()
                raise httpx.ReadError("connection reset", request=request)
            return reply

    from trainer.server.pinning import pinned_context

    client = httpx.Client(base_url=served.url, timeout=30, transport=LoseFirstReply(
        verify=pinned_context(served.cert.fingerprint)))
    with RemoteStore(served.url, served.cert.fingerprint,
                     enrolled(served.store, "desk-amy"), client=client) as desk:
        amy = desk.authenticate("amy", "1234")
        session = desk.practice.start_session(amy, "draw", {})
        session_run = DrillSession(DrillKind.DRAW, rng=random.Random(5),
                                   recorder=desk.practice.recorder(amy, session))
        question = session_run.next_question()
        grade = session_run.submit(expected_answer(question))
        assert grade.correct and lost["left"] == 0
        rows = desk.practice.attempts(amy, amy.user_id)
        assert [(r.correct, r.question) for r in rows] == [(True, question.to_dict())]


def test_a_trainee_cannot_store_a_verdict_of_their_own(served: Served) -> None:
    """An answer graded by the desk, a lesson passed by the desk's word: refused to a
    trainee's token (their answers are graded by the server), whatever role the desk says."""
    with served.desk("desk-amy") as desk:
        amy = desk.authenticate("amy", "1234")
        session = desk.practice.start_session(amy, "draw", {})
        forged = NewAttempt(session_id=session, drill_kind="draw", question={"n": 1},
                            answer="draw", correct=True, ms_taken=1,
                            answered_at=datetime(2026, 1, 1, tzinfo=UTC))
        with pytest.raises(NotRemote):
            desk.practice.record_attempt(amy, forged)
        as_instructor = replace(amy, role=Role.INSTRUCTOR)  # past the desk's own check
        with pytest.raises(PermissionDenied) as refused:
            desk.practice.record_attempt(as_instructor, forged)
        assert refused.value.code == "graded_on_server"
        with pytest.raises(PermissionDenied):
            desk.lesson_progress.mark_passed(as_instructor, "baccarat-basics")
        assert desk.practice.attempts(amy, amy.user_id) == []
