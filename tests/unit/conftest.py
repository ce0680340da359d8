"""Store fixtures: a fresh database per test, on SQLite and on PostgreSQL.

``store_url`` runs a test twice: on a new SQLite file in the test's temporary folder, and on
a new PostgreSQL schema (``search_path``) in the server named by ``DEALER_TRAINER_TEST_PG``
(scripts/test.sh starts a throwaway one). Without that variable the PostgreSQL runs are
skipped, or fail when ``DEALER_TRAINER_REQUIRE_PG=1`` (as in CI). ``module_store_url`` does
the same once per module, for data that is expensive to build and only read.
"""

from __future__ import annotations

import os
import shutil
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, cast

import pytest
from sqlalchemy import Engine, create_engine, text
from sqlalchemy.engine import make_url

from trainer.auth import Actor
from trainer.store import Store, open_store

PG_ENV = "DEALER_TRAINER_TEST_PG"
REQUIRE_PG_ENV = "DEALER_TRAINER_REQUIRE_PG"


@pytest.fixture(scope="session")
def pg_admin() -> Iterator[Engine | None]:
    """An engine on the test server (None when there is none), shared by the session."""
    base = os.environ.get(PG_ENV)
    if not base:
        yield None
        return
    engine = create_engine(base, isolation_level="AUTOCOMMIT")
    yield engine
    engine.dispose()


def _pg_unavailable() -> None:
    message = f"PostgreSQL tests need {PG_ENV} (run them with scripts/test.sh)"
    if os.environ.get(REQUIRE_PG_ENV) == "1":
        pytest.fail(f"{message}; {REQUIRE_PG_ENV}=1 requires them", pytrace=False)
    pytest.skip(message)


BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]


@contextmanager
def new_database(backend: str, folder: Path, pg_admin: Engine | None) -> Iterator[str]:
    """The URL of a new, empty database on ``backend``: a SQLite file in ``folder``, or a
    PostgreSQL schema of its own (dropped afterwards) on the test server."""
    if backend == "sqlite":
        yield f"sqlite:///{folder / 'dealer-trainer.sqlite3'}"
        return
    if pg_admin is None:
        _pg_unavailable()
        return
    schema = f"t_{uuid.uuid4().hex[:16]}"
    with pg_admin.connect() as conn:
        # Test set-up only: a throwaway schema that the store finds through search_path.
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    url = make_url(os.environ[PG_ENV]).update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with pg_admin.connect() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))


@pytest.fixture(params=BACKENDS)
def store_url(
    request: pytest.FixtureRequest, tmp_path: Path, pg_admin: Engine | None
) -> Iterator[str]:
    """The URL of a fresh, empty database for this test only."""
    with new_database(request.param, tmp_path, pg_admin) as url:
        yield url


@pytest.fixture(scope="module", params=BACKENDS)
def module_store_url(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory,
    pg_admin: Engine | None,
) -> Iterator[str]:
    """The URL of a fresh database shared by the tests of one module, for data that is
    expensive to build and that those tests only read."""
    folder = tmp_path_factory.mktemp("module-store")
    with new_database(request.param, folder, pg_admin) as url:
        yield url


REMOTE_VARIANT = "REMOTE_VARIANT"
"""A test module that sets ``REMOTE_VARIANT = True`` runs each test taking ``store`` twice
more: on a RemoteStore over a loopback school server on the same database
(tests/support/remote_store.py); what is not callable over it skips the test, named."""


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "store" in metafunc.fixturenames and getattr(metafunc.module, REMOTE_VARIANT, False):
        metafunc.parametrize("store_variant", [
            "local", pytest.param("remote", marks=pytest.mark.remote)], indirect=True)


@pytest.fixture
def store_variant(request: pytest.FixtureRequest) -> str:
    """``local`` (the store itself) or ``remote`` (over the school server)."""
    return str(getattr(request, "param", "local"))


@pytest.fixture(scope="session")
def server_cert(tmp_path_factory: pytest.TempPathFactory) -> Any:
    from tests.support.school_server import certificate

    return certificate(tmp_path_factory.mktemp("school-server"))


@pytest.fixture
def store(store_url: str, empty_store_file: Path, store_variant: str,
          request: pytest.FixtureRequest) -> Iterator[Store]:
    """A freshly created store on each backend, closed after the test (on SQLite a copy of
    the run's empty store); in a module with :data:`REMOTE_VARIANT`, also a RemoteStore."""
    url = make_url(store_url)
    if url.get_backend_name() == "sqlite" and url.database:
        shutil.copyfile(empty_store_file, url.database)
    opened = open_store(store_url, lock_timeout=1.0)
    try:
        if store_variant == "local":
            yield opened
        else:
            local_only = request.node.get_closest_marker("not_remote")
            if local_only is not None:
                pytest.skip(f"remote: {local_only.args[0]}")
            from tests.support.remote_store import remote_store

            with remote_store(opened, request.getfixturevalue("server_cert")) as remote:
                yield cast(Store, remote)
    finally:
        opened.close()


@pytest.fixture
def instructor(store: Store) -> Actor:
    """The first instructor, signed in."""
    return store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
