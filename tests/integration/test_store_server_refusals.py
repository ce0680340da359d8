"""A PostgreSQL server of the test's own that asks for a password: each refusal (sign-in,
no such database, no permission) and a server not answering has its own code and names the
server libpq really used (issue 11, point 12; finding 12 of the review). Moved from
tests/unit/test_store_faults.py, which keeps the cases that need no server."""

from __future__ import annotations

import pytest

from trainer.errors import StoreError
from trainer.store import open_store

PG_PASSWORD = "Sup3r-secret-9"
WRONG_PASSWORD = "wr0ng-Secret-7"


@pytest.fixture(scope="module")
def password_server():
    """A PostgreSQL server of its own that asks for a password over TCP (scram-sha-256;
    the shared test server trusts everyone), with a database ``closed`` that user ``clerk``
    may not connect to."""
    from tests.support.pgserver import own_pg_server

    with own_pg_server(password=PG_PASSWORD) as server:
        if server is None:
            pytest.skip("PostgreSQL is not installed")
        server.admin("CREATE ROLE clerk LOGIN PASSWORD 'clerk-pw-1'")
        server.admin("CREATE DATABASE closed")
        server.admin("REVOKE CONNECT ON DATABASE closed FROM PUBLIC")
        yield server


def pg_refused(url: str) -> StoreError:
    with pytest.raises(StoreError) as caught:
        open_store(url).close()
    return caught.value


@pytest.mark.postgres
@pytest.mark.slow
def test_each_refusal_of_the_server_has_its_own_code(password_server) -> None:
    port = password_server.port
    where = f"127.0.0.1:{port}"
    # the right password opens the store: the server is there and answering
    open_store(f"postgresql+psycopg://trainer:{PG_PASSWORD}@127.0.0.1:{port}/dealer_trainer"
               ).close()
    # a wrong password, the host given as libpq query parameters (as in the review)
    error = pg_refused(f"postgresql+psycopg://trainer:{WRONG_PASSWORD}@/dealer_trainer"
                       f"?host=127.0.0.1&port={port}")
    assert (error.kind, error.code) == ("refused", "sign_in_refused")
    assert error.params == {"server": where, "database": "dealer_trainer", "user": "trainer"}
    assert where in str(error) and WRONG_PASSWORD not in str(error)
    assert "localhost" not in str(error) and "5432" not in str(error).replace(str(port), "")
    # no password at all, and a user the server does not know
    assert pg_refused(f"postgresql+psycopg://trainer@127.0.0.1:{port}/dealer_trainer"
                      ).code == "sign_in_refused"
    error = pg_refused(f"postgresql+psycopg://ghost:{WRONG_PASSWORD}@127.0.0.1:{port}/x")
    assert error.code == "sign_in_refused" and error.params["user"] == "ghost"
    # signed in, but no such database
    error = pg_refused(f"postgresql+psycopg://trainer:{PG_PASSWORD}@127.0.0.1:{port}/nodb")
    assert (error.kind, error.code) == ("refused", "no_database")
    assert error.params["database"] == "nodb" and error.params["server"] == where
    # signed in, the database exists, but this user may not connect to it
    error = pg_refused(f"postgresql+psycopg://clerk:clerk-pw-1@127.0.0.1:{port}/closed")
    assert (error.kind, error.code) == ("refused", "no_permission")
    assert (error.params["user"], error.params["database"]) == ("clerk", "closed")
    # connected, but no right to create the tables (PostgreSQL 15+: no CREATE on public)
    error = pg_refused(f"postgresql+psycopg://clerk:clerk-pw-1@127.0.0.1:{port}/dealer_trainer")
    assert (error.kind, error.code) == ("refused", "no_permission")


@pytest.mark.postgres
@pytest.mark.slow
def test_not_answering_is_told_apart_and_every_host_is_named(password_server) -> None:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        closed = s.getsockname()[1]
    error = pg_refused(f"postgresql+psycopg://trainer:{WRONG_PASSWORD}@/dealer_trainer"
                       f"?host=127.0.0.1&port={closed}")
    assert (error.kind, error.code) == ("unreachable", "unreachable")
    assert error.params["server"] == f"127.0.0.1:{closed}"
    # two hosts: the first does not answer, the second refuses the password
    port = password_server.port
    error = pg_refused(f"postgresql+psycopg://trainer:{WRONG_PASSWORD}@/dealer_trainer"
                       f"?host=127.0.0.1,127.0.0.1&port={closed},{port}")
    assert error.code == "sign_in_refused"
    assert error.params["server"] == f"127.0.0.1:{closed}, 127.0.0.1:{port}"
    assert WRONG_PASSWORD not in str(error)
