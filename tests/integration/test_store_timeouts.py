"""A hung PostgreSQL server (issue 11, point 10): every call ends, within the time-outs, in
StoreError("unreachable"); the next call works again once the server is back.

The hung-server tests start a PostgreSQL server of their own (tests/support/pgserver.py) and stop
every one of its processes with SIGSTOP, which leaves the kernel accepting connections and
acknowledging packets while nothing answers: a hung server, not a gone one.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from sqlalchemy.engine import make_url

from tests.support.pgserver import PgServer, own_pg_server
from trainer.errors import StoreError
from trainer.store import Store, open_store
from trainer.store.engine import (
    PG_CLIENT_TIMEOUT_S,
    PG_CONNECT_TIMEOUT_S,
    PG_STATEMENT_TIMEOUT_MS,
    pg_connect_args,
)

pytestmark = [pytest.mark.postgres, pytest.mark.slow]


@pytest.fixture(scope="module")
def server() -> Iterator[PgServer]:
    with own_pg_server() as started:
        if started is None:
            pytest.skip("PostgreSQL is not installed")
        yield started


@pytest.fixture
def store(server: PgServer) -> Iterator[Store]:
    opened = open_store(server.url)
    yield opened
    opened.close()


def test_every_connection_gets_the_time_outs() -> None:
    args = pg_connect_args(make_url("postgresql+psycopg://t@db/x?options=-csearch_path%3Ds1"))
    assert args["connect_timeout"] == PG_CONNECT_TIMEOUT_S
    # the URL's own options (a search_path) are kept, the statement time-out and no JIT added
    assert args["options"] == (
        f"-csearch_path=s1 -c statement_timeout={PG_STATEMENT_TIMEOUT_MS} -c jit=off")
    assert args["keepalives"] == 1 and args["keepalives_idle"] > 0
    assert args["tcp_user_timeout"] > 0
    # a statement time-out chosen in the URL wins
    own = pg_connect_args(make_url("postgresql+psycopg://t@db/x?options=-cstatement_timeout%3D0"))
    assert own["options"] == "-cstatement_timeout=0 -c jit=off"
    # so does a JIT setting chosen in the URL
    jit = pg_connect_args(make_url("postgresql+psycopg://t@db/x?options=-cjit%3Don"))
    assert jit["options"] == f"-cjit=on -c statement_timeout={PG_STATEMENT_TIMEOUT_MS}"
    # the server cancels a slow statement before the client gives up on the connection
    assert PG_STATEMENT_TIMEOUT_MS / 1000 < PG_CLIENT_TIMEOUT_S


def test_the_server_enforces_the_statement_time_out(store: Store) -> None:
    value = store._db.read(lambda conn: conn.exec_driver_sql("SHOW statement_timeout").scalar())
    assert value == f"{PG_STATEMENT_TIMEOUT_MS // 1000}s"


def test_the_server_compiles_no_query(store: Store) -> None:
    """Issue 16 point 14: JIT compiling cost the reports 130-260 ms a query once a bigger
    school's costs crossed ``jit_above_cost``; every connection turns it off."""
    value = store._db.read(lambda conn: conn.exec_driver_sql("SHOW jit").scalar())
    assert value == "off"


def test_a_hung_server_gives_unreachable_then_works_again(
        server: PgServer, store: Store, capsys) -> None:
    instructor = store.create_first_instructor("lei", "Lei", "croupier-2026")
    server.freeze()
    try:
        started = time.monotonic()
        with pytest.raises(StoreError) as caught:
            store.roster.create_cohort(instructor, "2026-12 Baccarat A")
        seconds = time.monotonic() - started
        assert caught.value.kind == "unreachable"
        assert f"127.0.0.1:{server.port}" in str(caught.value)
        # a second call while still hung ends the same way (no stuck pool)
        with pytest.raises(StoreError) as again:
            store.needs_first_instructor()
        assert again.value.kind == "unreachable"
    finally:
        server.thaw()
    with capsys.disabled():
        print(f"\n[hung server] call to StoreError('unreachable'): {seconds:.1f} s")
    # the server is back: the next call works, and nothing of the failed call was written
    assert not store.needs_first_instructor()
    assert [c.name for c in store.roster.cohorts(instructor)] == []
    store.roster.create_cohort(instructor, "2026-12 Baccarat A")
    assert [c.name for c in store.roster.cohorts(instructor)] == ["2026-12 Baccarat A"]


def test_a_server_hung_mid_statement_closes_the_connection(server: PgServer) -> None:
    from trainer.store.pgconn import BoundedConnection

    conn = BoundedConnection.connect(
        f"host=127.0.0.1 port={server.port} user=trainer dbname=dealer_trainer")
    conn.wait_timeout = 1.0  # the mechanism, not the figure: a short deadline for the test
    try:
        conn.execute("SELECT 1")
        server.freeze()
        try:
            with pytest.raises(Exception, match="timeout") as caught:
                conn.execute("SELECT 1")
            import psycopg

            assert isinstance(caught.value, psycopg.OperationalError)
            assert conn.closed  # SQLAlchemy sees a disconnect and invalidates its pool
        finally:
            server.thaw()
    finally:
        conn.close()
