"""Each pytest-xdist worker on state of its own (scripts/test.sh runs the suite on every core).

The tests already give every store its own file or PostgreSQL schema, and every server its own
free port. What the workers would still share is set apart here, once per worker process
(tests/conftest.py calls these from ``pytest_configure`` / ``pytest_unconfigure``):

* the PostgreSQL database named by ``DEALER_TRAINER_TEST_PG``: each worker gets a database of
  its own on the same server (``<name>_<worker>``, e.g. ``dealer_trainer_test_gw1``), made
  when the worker starts and dropped when it ends; ``DEALER_TRAINER_TEST_PG`` then names it,
  for the fixtures and for any process a test starts;
* the per-user folders a stray default would reach (platformdirs' data folder, Qt's user
  settings): ``XDG_DATA_HOME`` points into the worker's own temporary folder, and
  tests/gui/conftest.py points Qt's user-scope settings there as well.

Run without xdist (``-n 0``, or plain ``pytest``) the database is the one given, as before.
"""

from __future__ import annotations

import os
import re

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

PG_ENV = "DEALER_TRAINER_TEST_PG"
WORKER_ENV = "PYTEST_XDIST_WORKER"
_WORKER_NAME = re.compile(r"^[a-z0-9_]+$")


def worker_id() -> str | None:
    """``gw0``, ``gw1``, ... in an xdist worker; None in a run without workers."""
    return os.environ.get(WORKER_ENV) or None


def worker_database_url(base: str, worker: str) -> str:
    """``base`` with its database renamed for ``worker`` (the rest of the URL unchanged)."""
    if not _WORKER_NAME.match(worker):
        raise ValueError(f"unexpected xdist worker id {worker!r}")
    url = make_url(base)
    return url.set(database=f"{url.database}_{worker}").render_as_string(hide_password=False)


def _admin(base: str, statements: list[str]) -> None:
    engine = create_engine(base, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            for statement in statements:
                conn.execute(text(statement))
    finally:
        engine.dispose()


def create_worker_database(base: str, worker: str) -> str:
    """A new, empty database for ``worker`` on the server of ``base``; returns its URL.

    A database left by an earlier, killed run of the same worker is dropped first."""
    own = worker_database_url(base, worker)
    name = make_url(own).database
    _admin(base, [f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)', f'CREATE DATABASE "{name}"'])
    return own


def drop_worker_database(base: str, own: str) -> None:
    """Drop the worker's database again (its connections, if any are left, are ended)."""
    name = make_url(own).database
    _admin(base, [f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'])


def heavy_modules_first(modules: dict[str, bool]) -> list[str]:
    """The test files (``path -> has a test marked slow``) in the order to hand them to the
    workers: ``--dist loadscope --no-loadscope-reorder`` (scripts/test.sh) gives out whole
    modules in collection order, so the long ones
    go first (marked slow: kill tests, own servers, the wheel), then the GUI and integration
    modules, and the many quick unit modules last, to fill the gaps while the last long one
    ends. Stable: the collected order is kept within each group."""

    def rank(path: str) -> int:
        if modules[path]:
            return 0
        return 1 if path.startswith(("tests/gui/", "tests/integration/")) else 2

    return sorted(modules, key=rank)
