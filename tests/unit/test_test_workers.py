"""Each pytest-xdist worker runs on state of its own (tests/support/workers.py): its own
PostgreSQL database on the test server, and its own per-user data folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.engine import make_url

from tests.support.workers import PG_ENV, worker_database_url, worker_id
from trainer.store.engine import default_data_dir


def test_a_worker_database_url_changes_only_the_database_name() -> None:
    base = "postgresql+psycopg://trainer:pw@127.0.0.1:5433/dealer_trainer_test?sslmode=disable"
    own = make_url(worker_database_url(base, "gw1"))
    assert own.database == "dealer_trainer_test_gw1"
    was = make_url(base)
    assert (own.drivername, own.username, own.password, own.host, own.port, own.query) == (
        was.drivername, was.username, was.password, was.host, was.port, was.query)


@pytest.mark.parametrize("bad", ["", "gw1; DROP DATABASE x", 'gw"1', "GW1"])
def test_a_strange_worker_id_is_refused_rather_than_quoted_into_sql(bad: str) -> None:
    with pytest.raises(ValueError, match="worker id"):
        worker_database_url("postgresql://trainer@127.0.0.1/dt", bad)


@pytest.mark.postgres
def test_the_postgresql_tests_run_on_this_workers_own_database(pg_admin: Engine | None) -> None:
    if pg_admin is None:
        pytest.skip(f"PostgreSQL tests need {PG_ENV} (run them with scripts/test.sh)")
    with pg_admin.connect() as conn:
        database = conn.execute(text("SELECT current_database()")).scalar_one()
    assert database == make_url(os.environ[PG_ENV]).database
    worker = worker_id()
    if worker is not None:  # under xdist: not the server's shared database
        assert database.endswith(f"_{worker}")


def test_the_default_data_folder_is_this_processs_own_not_the_users() -> None:
    folder = default_data_dir()
    assert not folder.is_relative_to(Path.home() / ".local" / "share")
    own = f"dt-tests-{worker_id() or 'main'}-"
    assert any(part.startswith(own) for part in folder.parts), folder
