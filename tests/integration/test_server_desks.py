"""Enrolled desks over HTTP (trainer.store.desks, trainer.server.desks): a real uvicorn on
loopback with TLS, the server's clock injected (tests/support/school_server.py). SQLite, and
PostgreSQL when DEALER_TRAINER_TEST_PG is set.

An instructor's desk makes a one-time code through the server; a new desk presents it with
the URL and the fingerprint it pins, and from then on its credential, not anything it says,
is who it is: tokens are bound to it, a revoked desk's tokens end, and the store route is
limited per desk.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from sqlalchemy import Engine, select

from tests.support.school_server import ServerClock, bearer, certificate, running_server
from tests.unit.conftest import BACKENDS, new_database, pg_admin  # noqa: F401  (a fixture)
from trainer.audit import AuditAction
from trainer.errors import DeskRefused, PermissionDenied, TokenRefused
from trainer.server import enrolment, store_calls
from trainer.server.client import RemoteStore
from trainer.server.desks import CALL_BURST, CALLS_PER_S, DESK_HEADER
from trainer.server.tls import Certificate
from trainer.store import NewAttempt, Store, open_store
from trainer.store import schema as s
from trainer.store.desks import CODE_LIFE, SECRET_BYTES, shown_code

PIN = "4711"


@dataclass
class School:
    store: Store
    clock: ServerClock
    cert: Certificate
    url: str

    def code(self, name: str) -> str:
        return self.store.desks.make_code_on_server(name).code

    def new_desk(self, name: str) -> RemoteStore:
        """A desk enrolled over HTTP with a code made on the server's terminal."""
        link = enrolment.enrol(self.url, self.cert.fingerprint, self.code(name))
        return RemoteStore(link.url, link.fingerprint, link.credential)


@pytest.fixture(params=BACKENDS)
def school(request: pytest.FixtureRequest, tmp_path: Path,
           pg_admin: Engine | None) -> Iterator[School]:  # noqa: F811
    """An instructor and trainee Ana behind a server on loopback; no desk enrolled."""
    clock = ServerClock()
    with new_database(request.param, tmp_path, pg_admin) as url:
        store = open_store(url, clock=clock, desk="server")
        try:
            boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
            store.roster.create_trainee(boss, "ana", "Ana Lei", None, PIN)
            store.sign_out(boss)
            cert = certificate(tmp_path / "server")
            with running_server(store, cert) as base:
                yield School(store, clock, cert, base)
        finally:
            store.close()


def test_an_instructor_enrols_a_desk_through_the_server(school: School) -> None:
    """The office desk (enrolled at the server's terminal) makes a code for "Room 2 desk 5"
    as the signed-in instructor; the new desk types it (dashes, lower case) with the URL and
    the fingerprint, receives a 32-byte secret whose hash alone the server keeps, and its
    trainee signs in. The making and the enrolment are audited under the instructor."""
    with school.new_desk("Office") as office:
        boss = office.authenticate("mdeus", "teacher-pass")
        made = office.desks.make_code(boss, "Room 2 desk 5")
        typed = shown_code(made.code).lower()
        link = enrolment.enrol(school.url, school.cert.fingerprint, typed)
        assert link.desk_name == "Room 2 desk 5"
        number, _, secret = link.credential.partition(".")
        assert int(number) == made.desk_id and len(secret) >= SECRET_BYTES * 4 // 3
        with RemoteStore(link.url, link.fingerprint, link.credential) as desk:
            assert desk.authenticate("ana", PIN).name == "ana"
        listed = {d.name: d for d in office.desks.listed(boss)}
        assert listed["Room 2 desk 5"].enrolled_at == school.clock()
    rows = school.store._db.read(lambda conn: conn.execute(select(s.desks)).all())
    assert not any(secret in str(tuple(row)) for row in rows)
    trail = school.store._db.read(lambda conn: conn.execute(
        select(s.audit_log.c.action, s.audit_log.c.actor_name, s.audit_log.c.subject)
        .where(s.audit_log.c.subject == "Room 2 desk 5")).all())
    assert [tuple(t) for t in trail] == [
        (AuditAction.DESK_CODE_MADE.value, "mdeus", "Room 2 desk 5"),
        (AuditAction.DESK_ENROLLED.value, "mdeus", "Room 2 desk 5")]


def test_a_code_is_taken_once_and_expires_on_the_servers_clock(school: School) -> None:
    code = school.code("Desk 1")
    enrolment.enrol(school.url, school.cert.fingerprint, code)
    with pytest.raises(DeskRefused) as used:
        enrolment.enrol(school.url, school.cert.fingerprint, code)
    assert used.value.code == "code_used"
    late = school.code("Desk 2")
    school.clock.advance(CODE_LIFE.total_seconds() - 1)
    early = school.code("Desk 3")
    school.clock.advance(1)
    with pytest.raises(DeskRefused) as expired:
        enrolment.enrol(school.url, school.cert.fingerprint, late)
    assert expired.value.code == "code_expired"
    assert enrolment.enrol(school.url, school.cert.fingerprint, early).desk_name == "Desk 3"
    with pytest.raises(DeskRefused) as unknown:
        enrolment.enrol(school.url, school.cert.fingerprint, "ABCDE-FGHJK")
    assert unknown.value.code == "code_unknown"


def test_a_wrong_fingerprint_sends_no_code(school: School) -> None:
    code = school.code("Desk 1")
    with pytest.raises(enrolment.EnrolmentFailed) as wrong:
        enrolment.enrol(school.url, "AB" * 32, code)
    assert wrong.value.code == "wrong_fingerprint"
    # the code was never sent: it still enrols the desk
    assert enrolment.enrol(school.url, school.cert.fingerprint, code).desk_name == "Desk 1"


def test_an_unenrolled_desk_cannot_sign_in(school: School) -> None:
    for credential in ("", "1.made-up", "desk-a"):
        with RemoteStore(school.url, school.cert.fingerprint, credential) as desk, \
                pytest.raises(DeskRefused):
            desk.authenticate("ana", PIN)


def test_a_token_replayed_with_another_desks_credential_is_refused(school: School) -> None:
    with school.new_desk("Desk A") as a, school.new_desk("Desk B") as b:
        ana = a.authenticate("ana", PIN)
        token = a._tokens[ana.user_id]
        reply = b._http.get("/v1/me", headers=bearer(token))
        assert (reply.status_code, reply.json()) == (401, {"code": "other_desk"})
        # the copy ended the token on its own desk too
        with pytest.raises(TokenRefused):
            a.practice.attempts(ana, ana.user_id)


def test_a_revoked_desk_is_refused_and_its_tokens_end(school: School) -> None:
    with school.new_desk("Office") as office, school.new_desk("Desk A") as a:
        boss = office.authenticate("mdeus", "teacher-pass")
        ana = a.authenticate("ana", PIN)
        token = a._tokens[ana.user_id]
        revoked = next(d for d in office.desks.listed(boss) if d.name == "Desk A")
        office.desks.revoke(boss, revoked.id)
        reply = a._http.get("/v1/me", headers=bearer(token))
        assert (reply.status_code, reply.json()) == (401, {"code": "desk_revoked"})
        assert school.store._db.read(lambda conn: conn.execute(
            select(s.server_tokens.c.user_id)
            .where(s.server_tokens.c.user_id == ana.user_id)).all()) == []
        with pytest.raises(DeskRefused):
            a.authenticate("ana", PIN)
        assert [d.revoked_at for d in office.desks.listed(boss)
                if d.name == "Desk A"] == [school.clock()]
        with pytest.raises(PermissionDenied):  # a trainee lists and revokes no desk
            office.desks.listed(office.authenticate("ana", PIN))
    assert school.store._db.read(lambda conn: conn.execute(
        select(s.audit_log.c.subject)
        .where(s.audit_log.c.action == AuditAction.DESK_REVOKED.value)).scalars().all()) == [
            "Desk A"]


def test_the_store_route_is_limited_per_desk(school: School) -> None:
    """A desk's first CALL_BURST calls at once are taken, the next waits (429) on the
    server's clock; another desk is not held up; a second later the desk calls again."""
    with school.new_desk("Desk A") as a, school.new_desk("Desk B") as b:
        ana_a, ana_b = a.authenticate("ana", PIN), b.authenticate("ana", PIN)
        token = a._tokens[ana_a.user_id]
        body = {"args": {"user_id": ana_a.user_id}}
        codes = [a._http.post("/v1/store/practice/attempts", headers=bearer(token),
                              json=body).status_code for _ in range(CALL_BURST + 1)]
        assert codes == [200] * CALL_BURST + [429]
        assert b.practice.attempts(ana_b, ana_b.user_id) == []
        school.clock.advance(1 / CALLS_PER_S)
        assert a.practice.attempts(ana_a, ana_a.user_id) == []


def test_a_read_with_no_limit_is_capped_on_the_server(
        school: School, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(store_calls.ROW_CAPS, ("practice", "attempts"), ("limit", 3))
    ana = school.store.authenticate("ana", PIN)
    session = school.store.practice.start_session(ana, "draw", {})
    for n in range(5):
        school.store.practice.record_attempt(ana, NewAttempt(
            session_id=session, drill_kind="draw", question={"n": n}, answer="draw",
            correct=True, ms_taken=900))
    with school.new_desk("Desk A") as a:
        ana = a.authenticate("ana", PIN)
        assert len(a.practice.attempts(ana, ana.user_id)) == 3
        assert len(a.practice.attempts(ana, ana.user_id, limit=10**6)) == 3
        assert len(a.practice.attempts(ana, ana.user_id, limit=2)) == 2


def test_the_desk_keeps_its_link_readable_by_its_user_only(tmp_path: Path) -> None:
    link = enrolment.ServerLink("https://school.local:8443", "AB" * 32, "7.secret", "Desk 7")
    path = enrolment.save(tmp_path / "config", link)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert enrolment.load(tmp_path / "config") == link
    enrolment.forget(tmp_path / "config")
    assert enrolment.load(tmp_path / "config") is None
    assert enrolment.clean_url("school.local:8443/") == "https://school.local:8443"
    with pytest.raises(ValueError):
        enrolment.clean_url("http://school.local")


def test_a_desk_header_is_not_a_desk(school: School) -> None:
    """The old way (a desk id said in a header) signs no one in."""
    import httpx

    from trainer.server.pinning import pinned_context

    with httpx.Client(base_url=school.url, verify=pinned_context(school.cert.fingerprint),
                      headers={"X-Desk-Id": "desk-a"}) as old:
        reply = old.post("/v1/sign-in", json={"name": "ana", "secret": PIN,
                                              "desk_id": "desk-a"})
        assert (reply.status_code, reply.json()) == (401, {"code": "no_desk"})
        assert DESK_HEADER not in old.headers


def test_a_desk_checks_at_start_that_it_is_still_enrolled(school: School) -> None:
    """``enrolment.check``: the name the server knows the desk by; a revoked desk is told so
    (the desk app then asks for a new code)."""
    link = enrolment.enrol(school.url, school.cert.fingerprint, school.code("Desk A"))
    assert enrolment.check(link) == "Desk A"
    boss = school.store.authenticate("mdeus", "teacher-pass")
    school.store.desks.revoke(boss, int(link.credential.partition(".")[0]))
    with pytest.raises(DeskRefused) as revoked:
        enrolment.check(link)
    assert revoked.value.code == "desk_revoked"
    forged = enrolment.ServerLink(link.url, link.fingerprint, "1.forged", "Desk A")
    with pytest.raises(DeskRefused) as unknown:
        enrolment.check(forged)
    assert unknown.value.code == "desk_unknown"
