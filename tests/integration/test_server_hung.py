"""A school server that takes a desk's request and never answers (its database hangs, or the
cable was cut after the request went out): the desk's call is sent once, not again after its
time-out, and a desk's window waits for it on its own thread (trainer.server.client's
``wait``), so nothing holds the GUI thread for the time-out. A real uvicorn on loopback with
TLS, made to hang (tests/support/school_server.py, ``LoopbackServer.hold``)."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Future
from concurrent.futures import wait as wait_for
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from tests.support.exam_kill_worker import WallClock
from tests.support.school_server import LoopbackServer, certificate, enrolled, served
from trainer.auth import Actor
from trainer.errors import StoreError
from trainer.server.client import RemoteStore
from trainer.store import Store, open_store


@pytest.fixture
def school(tmp_path: Path) -> Iterator[tuple[Store, LoopbackServer]]:
    store = open_store(f"sqlite:///{tmp_path / 'school.db'}", lock_timeout=1.0,
                       clock=WallClock(datetime.now(UTC)))
    try:
        boss = store.create_first_instructor("mdeus", "Maria Deus", "a long password 1")
        cohort = store.roster.create_cohort(boss, "2024-A")
        store.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1234")
        store.sign_out(boss)
        with served(store, certificate(tmp_path / "server")) as server:
            yield store, server
    finally:
        store.close()


def desk(store: Store, server: LoopbackServer, timeout: float = 30) -> RemoteStore:
    return RemoteStore(server.url, server.cert.fingerprint, enrolled(store, "desk-1"),
                       timeout=timeout)


def test_a_call_the_server_holds_past_the_time_out_is_sent_once_and_said_unreachable(
    school: tuple[Store, LoopbackServer],
) -> None:
    """A read is retried after a dropped connection, never after a time-out: the server
    holding the call for the whole time-out is hung, and three tries made a desk wait three
    time-outs. Once the server answers again, the same desk works."""
    store, server = school
    with desk(store, server, timeout=2.0) as remote:
        amy = remote.authenticate("amy", "1234")
        server.hold()
        with pytest.raises(StoreError) as raised:
            remote.practice.attempts(amy, amy.user_id)
        assert (raised.value.kind, raised.value.code) == ("unreachable", "server_unreachable")
        assert server.held == 1  # one try, not three
        server.release()
        assert remote.practice.attempts(amy, amy.user_id) == []


def test_a_slow_call_is_handed_to_the_desks_waiter_while_it_is_under_way(
    school: tuple[Store, LoopbackServer],
) -> None:
    """With a waiter (a desk's window sets one), a call the server holds goes on on another
    thread and the calling thread is handed the call still under way, with the server's
    address; what the call returns is what the server answered once released."""
    store, server = school
    seen: list[tuple[bool, str]] = []

    def waiter(future: Future[Any], address: str) -> None:
        seen.append((future.done(), address))
        server.wait_held(1)  # the request is at the server, unanswered, and this thread free
        server.release()
        wait_for([future])

    with desk(store, server) as remote:
        amy = remote.authenticate("amy", "1234")
        remote.wait = waiter
        server.hold()
        assert remote.practice.attempts(amy, amy.user_id) == []
        assert seen == [(False, server.url)]


def test_a_waiter_that_stops_waiting_leaves_the_call_unreachable_and_the_desk_usable(
    school: tuple[Store, LoopbackServer],
) -> None:
    """Stop waiting (the waiter raises): the caller gets the server-unreachable error the
    screens word; the call held at the server goes on there, and the next call is answered
    once the server is."""
    store, server = school

    def stop_waiting(future: Future[Any], address: str) -> None:
        raise StoreError("unreachable", "stopped waiting", code="server_unreachable",
                         params={"server": address})

    with desk(store, server) as remote:
        amy: Actor = remote.authenticate("amy", "1234")
        remote.wait = stop_waiting
        server.hold()
        with pytest.raises(StoreError) as raised:
            remote.practice.attempts(amy, amy.user_id)
        assert raised.value.code == "server_unreachable"
        server.release()
        remote.wait = None
        assert remote.practice.attempts(amy, amy.user_id) == []


def test_an_exam_read_is_handed_to_the_desks_waiter_too(
    school: tuple[Store, LoopbackServer],
) -> None:
    """The exam's reads (the sitting as it stands, the result at its end) are GETs: they go
    through the waiter as every other call does, never hold the calling thread for the
    time-out (the result was read on the GUI thread: a hung server froze the window at the
    end of an exam for the whole time-out)."""
    from trainer.server.client_exam import RemoteSittings

    store, server = school
    seen: list[str] = []

    def waiter(future: Future[Any], address: str) -> None:
        seen.append(address)
        server.release()
        wait_for([future])

    with desk(store, server, timeout=2.0) as remote:
        amy = remote.authenticate("amy", "1234")
        remote.wait = waiter
        server.hold()
        assert RemoteSittings(remote).state(amy)["state"] == "none"
        assert seen == [server.url]


def test_a_server_stopped_with_a_call_held_says_the_call_unreachable_and_comes_back(
    school: tuple[Store, LoopbackServer],
) -> None:
    """The server holds a desk's call and is then stopped (its connections cut, the call
    never served): the call is said unreachable, not left waiting for the time-out, and
    the desk's next call after the restart is answered."""
    from concurrent.futures import ThreadPoolExecutor

    store, server = school
    with desk(store, server) as remote, ThreadPoolExecutor(1) as pool:
        amy = remote.authenticate("amy", "1234")
        server.hold()
        call = pool.submit(remote.practice.attempts, amy, amy.user_id)
        server.wait_held(1)
        server.stop()
        with pytest.raises(StoreError) as raised:
            call.result(timeout=20)
        assert raised.value.code == "server_unreachable"
        server.start()
        assert remote.practice.attempts(amy, amy.user_id) == []


def test_a_desks_start_waits_for_a_hung_server_its_check_time_not_a_calls(
    school: tuple[Store, LoopbackServer], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The start's health check of a server that takes it and never answers ends after
    CHECK_S (no window is open yet), worded unreachable, not after a call's 30 s."""
    from trainer.server import client

    store, server = school
    with desk(store, server, timeout=600) as remote:
        server.hold()
        monkeypatch.setattr(client, "CHECK_S", 0.5)  # short here; a call's is 600 s
        with pytest.raises(StoreError) as raised:
            remote.check()
        assert raised.value.code == "server_unreachable" and server.held == 1
