"""Guesses across many names on the school server: a limit of wrong tries per desk and for
the whole server, on the server's clock and in the database (trainer.store.signin_limits).
The per-name throttle alone let 29 names x 4 free tries check 116 PINs in 41 s. SQLite, and
PostgreSQL when DEALER_TRAINER_TEST_PG is set.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, func, select

from tests.support.school_server import ServerClock, desk_headers
from tests.unit.conftest import BACKENDS, new_database, pg_admin  # noqa: F401  (a fixture)
from trainer.server.app import make_app
from trainer.store import Store, open_store
from trainer.store import schema as s
from trainer.store.signin_limits import (
    DESK_DAY_FAILURES,
    DESK_FAILURES,
    DESK_WINDOW,
    SERVER_FAILURES,
    SERVER_WINDOW,
    days_for,
)

NAMES = [f"t{n:02d}" for n in range(30)]
PIN = "4711"


@dataclass
class Server:
    url: str
    clock: ServerClock
    store: Store
    client: TestClient

    def reopen(self) -> None:
        """The server restarts on the same database."""
        self.store.close()
        self.store = open_store(self.url, clock=self.clock, desk="server")
        self.client = TestClient(make_app(self.store), raise_server_exceptions=False)

    def try_pin(self, name: str, pin: str, desk: str) -> tuple[int, int | None]:
        """A sign-in from the enrolled desk ``desk`` (enrolled the first time it is named)."""
        reply = self.client.post("/v1/sign-in", json={"name": name, "secret": pin},
                                 headers=desk_headers(self.store, desk))
        wait = reply.json().get("wait_s") if reply.status_code == 429 else None
        return reply.status_code, wait

    def count(self, table: object) -> int:
        return int(self.store._db.read(lambda conn: conn.execute(
            select(func.count()).select_from(table)).scalar_one()))  # type: ignore[arg-type]


@pytest.fixture(params=BACKENDS)
def server(request: pytest.FixtureRequest, tmp_path: Path,
           pg_admin: Engine | None) -> Iterator[Server]:  # noqa: F811
    """A school of 30 trainees (all with PIN 4711) behind the in-process server."""
    clock = ServerClock()
    with new_database(request.param, tmp_path, pg_admin) as url:
        store = open_store(url, clock=clock, desk="server")
        boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
        for name in NAMES:
            store.roster.create_trainee(boss, name, name.upper(), None, PIN)
        store.sign_out(boss)
        found = Server(url, clock, store, TestClient(make_app(store),
                                                     raise_server_exceptions=False))
        try:
            yield found
        finally:
            found.store.close()


def _wrong(n: int) -> str:
    return f"{(n * 7919 + 1) % 10000:04d}" if f"{(n * 7919 + 1) % 10000:04d}" != PIN else "0000"


def test_guesses_spread_over_thirty_names_from_one_desk_are_throttled(server: Server) -> None:
    """One wrong PIN for each of 30 names (none reaches its own throttle): the desk's 21st
    wrong try waits, even with the right PIN, across a restart; another desk signs in; once
    the wait is over on the server's clock the desk is checked again."""
    results = [server.try_pin(name, _wrong(n), "desk-x") for n, name in enumerate(NAMES)]
    assert results[:DESK_FAILURES] == [(401, None)] * DESK_FAILURES
    status, wait = results[DESK_FAILURES]
    assert status == 429 and wait == DESK_WINDOW.total_seconds()
    assert all(status == 429 for status, _ in results[DESK_FAILURES:])
    assert server.try_pin(NAMES[-1], PIN, "desk-x")[0] == 429  # not even checked
    server.reopen()  # the count is in the database
    assert server.try_pin(NAMES[-1], PIN, "desk-x")[0] == 429
    assert server.try_pin(NAMES[-1], PIN, "desk-y") == (200, None)
    server.clock.advance(DESK_WINDOW.total_seconds() - 1)
    assert server.try_pin(NAMES[-2], PIN, "desk-x")[0] == 429
    server.clock.advance(1)
    assert server.try_pin(NAMES[-2], PIN, "desk-x") == (200, None)


def test_spread_over_desks_the_server_wide_ceiling_holds(server: Server) -> None:
    """A new desk id for every try, and names that do not exist (so neither a desk's limit
    nor a name's throttle is reached): the server's ceiling stops them, for every desk and
    name (the right PIN from a desk never seen included), and past it no row of any kind is
    written for a name that does not exist."""
    for n in range(SERVER_FAILURES):
        assert server.try_pin(f"ghost{n}", _wrong(n), f"desk-{n}") == (401, None)
    throttle_rows = server.count(s.sign_in_throttle)
    status, wait = server.try_pin("ghost-new", "1111", "desk-new")
    assert status == 429 and wait == SERVER_WINDOW.total_seconds()
    assert server.try_pin(NAMES[0], PIN, "desk-other")[0] == 429
    assert server.count(s.sign_in_throttle) == throttle_rows
    assert server.count(s.sign_in_failures) == SERVER_FAILURES
    server.clock.advance(SERVER_WINDOW.total_seconds())
    assert server.try_pin(NAMES[0], PIN, "desk-other") == (200, None)


def test_ten_thousand_guesses_across_names_and_desks_take_months(
        server: Server, monkeypatch: pytest.MonkeyPatch) -> None:
    """A guesser rotating 30 names and a desk id per try, waiting out every wait on the
    server's clock: the PINs checked (counted where the store checks them) in each day of it
    are at most the ceiling, so the 10,000 four-digit PINs take over three months of the
    server's clock however spread (90 days)."""
    from trainer.store import roster_signin

    checked = 0
    real = roster_signin.verify_secret

    def counted(secret: str, stored: str | None) -> bool:
        nonlocal checked
        checked += 1
        return real(secret, stored)

    monkeypatch.setattr(roster_signin, "verify_secret", counted)
    started, n = server.clock(), 0
    while checked < 2 * SERVER_FAILURES + 1:
        status, wait = server.try_pin(NAMES[n % 30], _wrong(n), f"d{n}")
        n += 1
        if status == 429:
            assert wait is not None
            server.clock.advance(wait)
        else:
            assert status == 401
    days = (server.clock() - started) / SERVER_WINDOW
    assert days >= 2  # the ceiling's third day: 2 x SERVER_FAILURES + 1 PINs checked
    # Each further SERVER_FAILURES take one more window: 10,000 take three months.
    assert days_for(2 * SERVER_FAILURES + 1) == 2 <= days
    assert days_for(10_000) >= 90


def test_one_desks_wrong_guesses_never_stop_another_desk(server: Server) -> None:
    """One enrolled desk guessing all day across names (waiting out its 15-minute limit each
    time): its own daily limit stops it under half the server's ceiling, so a trainee at
    another desk still signs in, and one desk alone takes 199 days over 10,000 guesses."""
    n = 0
    while True:
        status, wait = server.try_pin(NAMES[n % 30], _wrong(n), "desk-x")
        n += 1
        if status == 429:
            assert wait is not None
            if wait > DESK_WINDOW.total_seconds():  # its daily limit, not the 15 minutes
                break
            server.clock.advance(wait)
    assert server.count(s.sign_in_failures) == DESK_DAY_FAILURES < SERVER_FAILURES / 2
    assert server.try_pin(NAMES[0], PIN, "desk-y") == (200, None)
    assert days_for(10_000, DESK_DAY_FAILURES) == 199


def test_an_unenrolled_desk_is_refused_before_any_pin_is_checked(server: Server) -> None:
    """No credential, a made-up one, or a desk id said in the body: refused, and nothing
    counted against any name or desk."""
    for headers in ({}, {"X-Desk-Key": "1.made-up"}, {"X-Desk-Key": "desk-x"},
                    {"X-Desk-Id": "desk-x"}):
        reply = server.client.post("/v1/sign-in", headers=headers,
                                   json={"name": NAMES[0], "secret": PIN, "desk_id": "desk-x"})
        assert reply.status_code == 401, headers
        assert reply.json()["code"] in {"no_desk", "desk_unknown"}
    assert server.count(s.sign_in_failures) == server.count(s.sign_in_throttle) == 0
