"""Live updates through the school server: a desk's change feed is the
server's ``GET /v1/live`` stream (trainer/server/live_routes.py, client_live.py), on SQLite
and on PostgreSQL behind the server. It hears another desk's write; a trainee hears no area
it may not read; a server stopped and started again is a feed that is not connected, then
connected with every area reported; an answer made while the server was down is stored once
when it is back."""

# ruff: noqa: F811  (the tests take the imported fixtures by their names)

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import func, select

from tests.integration.test_server_security import PIN, _answer, _session
from tests.support.practice_records import draw_question
from tests.support.school_server import (
    LoopbackServer,
    ServerClock,
    bearer,
    certificate,
    desk,
    enrolled,
    served,
    sign_in,
)
from tests.unit.conftest import BACKENDS, new_database, pg_admin  # noqa: F401  (a fixture)
from trainer.audit import AuditAction
from trainer.auth import Actor, Role
from trainer.drills import expected_answer
from trainer.drills.model import Question
from trainer.drills.registry import grade_answer
from trainer.drills.session import GradedAttempt
from trainer.errors import StoreError
from trainer.server.client import RemoteStore
from trainer.server.client_live import ServerChangeFeed
from trainer.store import Store, open_store
from trainer.store import schema as s
from trainer.store.live import ALL_AREAS

WITHIN_S = 15.0


class Served:
    """A school behind a server on loopback that the test may stop and start again."""

    def __init__(self, store: Store, server: LoopbackServer, boss: Actor) -> None:
        self.store = store
        self.server = server
        self.boss = boss

    def remote(self, desk_id: str, name: str, secret: str) -> RemoteStore:
        remote = RemoteStore(self.server.url, self.server.cert.fingerprint,
                             enrolled(self.store, desk_id))
        remote.authenticate(name, secret)
        return remote


@pytest.fixture(params=BACKENDS)
def school(request: pytest.FixtureRequest, tmp_path: Path, pg_admin) -> Iterator[Served]:
    with new_database(request.param, tmp_path, pg_admin) as url:
        store = open_store(url, clock=ServerClock(), desk="server")
        try:
            boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
            store.roster.create_trainee(boss, "ana", "Ana Lei", None, PIN)
            store.sign_out(boss)
            with served(store, certificate(tmp_path / "server")) as server:
                yield Served(store, server, boss)
        finally:
            store.close()


def _graded(question: Question) -> GradedAttempt:
    """An answer as the drill session hands it to the recorder: graded by the engine."""
    grade = grade_answer(question, expected_answer(question))
    when = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    return GradedAttempt(kind=question.kind, level=question.level, cell=question.cell,
                         seed=question.seed, step=question.step, correct=grade.correct,
                         ms_taken=grade.ms_taken, timed_out=grade.timed_out, shown_at=when,
                         answered_at=when, question=question, grade=grade)


def heard(feed: ServerChangeFeed, want: set[str]) -> set[str]:
    """Every area ``feed`` names until ``want`` is among them (waits on the feed's thread)."""
    got: set[str] = set()

    def enough() -> bool:
        got.update(feed.poll())
        return want <= got

    feed.wait(enough, WITHIN_S)
    return got


def _answer_on_another_desk(school: Served) -> None:
    with desk(school.server.url, school.server.cert, "desk-b") as b:
        token = sign_in(b, "ana", PIN)
        session = _session(b, token)
        reply = b.post("/v1/practice/answers", headers=bearer(token),
                       json=_answer(session, str(uuid.uuid4())))
        assert reply.status_code == 200, reply.text


def test_a_desk_hears_another_desks_answer_through_the_server(school: Served) -> None:
    remote = school.remote("desk-i", "mdeus", "teacher-pass")
    try:
        feed = remote.open_change_feed()
        assert isinstance(feed, ServerChangeFeed)
        assert feed.connected
        assert feed.poll() == frozenset()
        _answer_on_another_desk(school)
        assert "attempts" in heard(feed, {"attempts"})
    finally:
        remote.close()
    assert not feed.running  # closed with the store, its thread ended


def test_every_desk_shares_the_servers_one_feed(school: Served) -> None:
    first = school.remote("desk-i", "mdeus", "teacher-pass")
    second = school.remote("desk-j", "mdeus", "teacher-pass")
    try:
        feeds = [first.open_change_feed(), second.open_change_feed()]
        hub = school.server.app.state.live
        assert all(f.connected for f in feeds) and hub.listeners == 2
        assert len(school.store._feeds) == 1  # one feed on the server, not one per desk
    finally:
        first.close()
        second.close()


def test_a_trainee_does_not_hear_the_audit_trail(school: Served) -> None:
    instructor = school.remote("desk-i", "mdeus", "teacher-pass")
    trainee = school.remote("desk-a", "ana", PIN)
    try:
        boss_feed, ana_feed = instructor.open_change_feed(), trainee.open_change_feed()
        assert isinstance(ana_feed, ServerChangeFeed)
        school.store.audit.record(school.boss, AuditAction.EXPORTED, "x.csv", {"what": "t"})
        assert "audit" in heard(boss_feed, {"audit"})  # the instructor hears it
        _answer_on_another_desk(school)  # then an area both may read
        got = heard(ana_feed, {"attempts"})
        assert "attempts" in got and "audit" not in got
    finally:
        instructor.close()
        trainee.close()


def test_the_stream_follows_who_is_signed_in_at_the_desk(school: Served) -> None:
    """An instructor signs out and a trainee signs in at the same desk: the stream is opened
    again with the trainee's token at once (not left on the instructor's), so the audit
    trail is no longer heard there."""
    remote = RemoteStore(school.server.url, school.server.cert.fingerprint,
                         enrolled(school.store, "desk-i"))
    try:
        boss = remote.authenticate("mdeus", "teacher-pass")
        feed = remote.open_change_feed()
        assert isinstance(feed, ServerChangeFeed) and feed.connected
        remote.sign_out(boss)
        remote.authenticate("ana", PIN)
        assert feed.wait(lambda: feed.reconnects == 1 and feed.connected, WITHIN_S)
        assert feed.poll() == ALL_AREAS  # a new reader: everything shown is read again
        school.store.audit.record(school.boss, AuditAction.EXPORTED, "y.csv", {"what": "t"})
        _answer_on_another_desk(school)
        got = heard(feed, {"attempts"})
        assert "attempts" in got and "audit" not in got
    finally:
        remote.close()


def test_a_server_restart_is_not_connected_then_connected_with_every_area(
    school: Served
) -> None:
    remote = school.remote("desk-i", "mdeus", "teacher-pass")
    try:
        feed = remote.open_change_feed()
        assert isinstance(feed, ServerChangeFeed)
        assert feed.connected
        school.server.stop()
        assert feed.wait(lambda: not feed.connected, WITHIN_S)
        assert feed.poll() == frozenset()  # nothing heard while down
        school.server.start()
        assert feed.wait(lambda: feed.connected, WITHIN_S)
        assert feed.poll() == ALL_AREAS  # what was written meanwhile was not heard
        assert feed.reconnects == 1
    finally:
        remote.close()
    assert not feed.running


def test_an_answer_made_while_the_server_is_down_is_stored_once(school: Served) -> None:
    """The desk's recorder fails while the server is down (a worded StoreError, at once);
    recorded again when it is back (the practice screen's Retry), with the same client-made
    id: stored once, also when that try is repeated."""
    remote = school.remote("desk-a", "ana", PIN)
    try:
        actor = remote.authenticate("ana", PIN)
        session = remote.practice.start_session(actor, "draw", {})
        recorder = remote.practice.recorder(actor, session)
        graded = _graded(draw_question("banker:6:7"))
        school.server.stop()
        with pytest.raises(StoreError) as refused:
            recorder.record(graded)
        assert refused.value.kind == "unreachable"
        assert refused.value.code == "server_unreachable"
        school.server.start()
        recorder.record(graded)  # Retry: the very same answer
        recorder.record(graded)  # its acknowledgement lost, and sent once more
        stored = school.store._db.read(lambda conn: conn.execute(
            select(func.count()).select_from(s.attempts)
            .where(s.attempts.c.session_id == session)).scalar_one())
        assert stored == 1
    finally:
        remote.close()


def test_a_silent_server_is_given_one_short_connection_try(monkeypatch) -> None:
    """A server that takes no connection (a hung process, a cut cable: the kernel queues
    the connection, nobody answers the TLS handshake) holds a store call for the connect
    timeout once, not three read timeouts (a desk calls the store on the GUI thread)."""
    import socket

    from trainer.server import client

    monkeypatch.setattr(client, "CONNECT_S", 0.2)
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        port = silent.getsockname()[1]
        remote = RemoteStore(f"https://127.0.0.1:{port}", "00" * 32, "desk-a")
        assert remote._http.timeout.connect == 0.2
        remote._tokens[1] = "a-token"
        ana = Actor(1, "ana", "Ana Lei", Role.TRAINEE, None)
        try:
            with pytest.raises(StoreError) as refused:
                remote.answer(ana, _answer(1, str(uuid.uuid4())))
            assert refused.value.code == "server_unreachable"
            silent.setblocking(False)
            tries = 0
            with contextlib.suppress(BlockingIOError):
                while True:
                    silent.accept()[0].close()
                    tries += 1
            assert tries == 1
        finally:
            remote._tokens.clear()  # nobody to sign out on a server that does not answer
            remote.close()
