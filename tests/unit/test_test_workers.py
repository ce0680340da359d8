"""Each pytest-xdist worker runs on state of its own (tests/support/workers.py): its own
PostgreSQL database on the test server, and its own per-user data folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.engine import make_url

from tests.support.workers import PG_ENV, heavy_modules_first, worker_database_url, worker_id
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


def test_the_workers_get_the_long_modules_first_and_the_quick_unit_modules_last() -> None:
    collected = {
        "tests/gui/test_a.py": False,
        "tests/integration/test_kill.py": True,
        "tests/test_docs.py": False,
        "tests/unit/test_cards.py": False,
        "tests/integration/test_previews.py": False,
        "tests/unit/test_store_accounts.py": True,
    }
    assert heavy_modules_first(collected) == [
        "tests/integration/test_kill.py", "tests/unit/test_store_accounts.py",
        "tests/gui/test_a.py", "tests/integration/test_previews.py",
        "tests/test_docs.py", "tests/unit/test_cards.py",
    ]


def test_this_worker_collected_the_long_modules_first(request: pytest.FixtureRequest) -> None:
    """In a worker the session's items are in that order (in one process: as collected)."""
    if worker_id() is None:
        pytest.skip("runs in a pytest-xdist worker (scripts/test.sh)")
    # Else xdist hands out the modules with the most tests first, whatever this order.
    assert request.config.getoption("loadscopereorder") is False
    seen: dict[str, bool] = {}
    for item in request.session.items:
        path = item.nodeid.split("::", 1)[0]
        seen[path] = seen.get(path, False) or item.get_closest_marker("slow") is not None
    assert list(seen) == heavy_modules_first(seen)
