"""Shared test set-up: Qt offscreen, pyqtgraph on PySide6, hypothesis profile for CI, the
PIN hashing cost, each pytest-xdist worker on its own database and folders
(tests/support/workers.py), and the fixtures both tests/gui and tests/integration use.

The store fixtures are in tests/unit/conftest.py (SQLite and PostgreSQL) and
tests/gui/conftest.py (the app's SQLite store and its users)."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from hypothesis import settings

settings.register_profile("ci", max_examples=200, deadline=None)
settings.register_profile("dev", max_examples=100, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

# Hashing at the production cost (argon2id, 64 MiB, about 130 ms) would make the thousands
# of PINs the tests set and check take many minutes. Tests hash at a tiny cost instead
# (tests/support/kdf_cost.py, also called by the kill tests' worker processes); tests/bench/kdf.py
# measures the real one, and test_store_accounts checks that a change of cost rehashes.
from tests.support.kdf_cost import use_test_cost  # noqa: E402

use_test_cost()

_PG_BASE = pytest.StashKey[str]()
_OWN_FOLDER = pytest.StashKey[str]()
_DATA_HOME = pytest.StashKey[str | None]()


def pytest_configure(config: pytest.Config) -> None:
    """Set this process (an xdist worker, or the only process) apart from the others: its own
    per-user data folder and, in a worker, its own PostgreSQL database (tests/support/workers.py).
    """
    from tests.support import workers

    folder = tempfile.mkdtemp(prefix=f"dt-tests-{workers.worker_id() or 'main'}-")
    config.stash[_OWN_FOLDER] = folder
    config.stash[_DATA_HOME] = os.environ.get("XDG_DATA_HOME")
    os.environ["XDG_DATA_HOME"] = os.path.join(folder, "data")
    worker, base = workers.worker_id(), os.environ.get(workers.PG_ENV)
    if worker and base:
        config.stash[_PG_BASE] = base
        os.environ[workers.PG_ENV] = workers.create_worker_database(base, worker)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """In an xdist worker, the long modules first (tests/support/workers.py,
    heavy_modules_first); every worker collects the same, so they agree on the order. Run in
    one process, the tests keep the order they are collected in."""
    from tests.support import workers

    if workers.worker_id() is None:
        return
    slow: dict[str, bool] = {}
    for item in items:
        path = item.nodeid.split("::", 1)[0]
        slow[path] = slow.get(path, False) or item.get_closest_marker("slow") is not None
    place = {path: n for n, path in enumerate(workers.heavy_modules_first(slow))}
    items.sort(key=lambda item: place[item.nodeid.split("::", 1)[0]])


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Iterator[pytest.TestReport]:
    """A store test's ``remote`` variant that used what is not callable over the school
    server (NotRemote, tests/support/remote_store.py, or the NotOnServer of a repository the
    server grades for, trainer/server/remote_repos.py) is reported skipped, with what it
    used as the reason (``pytest -rs`` lists them), not failed."""
    report: pytest.TestReport = yield
    excinfo = call.excinfo
    if (report.failed and excinfo is not None
            and (type(excinfo.value).__module__, type(excinfo.value).__name__) in (
                ("trainer.server.client", "NotRemote"), ("trainer.errors", "NotOnServer"))):
        report.outcome = "skipped"
        report.longrepr = (str(item.path), item.location[1] or 0,
                           f"Skipped: remote: {excinfo.value}")
    return report


def pytest_unconfigure(config: pytest.Config) -> None:
    from tests.support import workers

    base = config.stash.get(_PG_BASE, None)
    if base is not None:
        workers.drop_worker_database(base, os.environ[workers.PG_ENV])
        os.environ[workers.PG_ENV] = base
    folder = config.stash.get(_OWN_FOLDER, None)
    if folder is not None:
        data_home = config.stash[_DATA_HOME]
        if data_home is None:
            os.environ.pop("XDG_DATA_HOME", None)
        else:
            os.environ["XDG_DATA_HOME"] = data_home
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def translations(qapp) -> Iterator[object]:
    """The app's translator (``ui.i18n.Translations``); English again afterwards so no test
    leaks its language. Imported here, not at the top, so tests/unit loads no Qt."""
    from ui.i18n import Translations

    holder = Translations()
    yield holder
    holder.install("en")


@pytest.fixture(scope="session")
def empty_store_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The SQLite file of a new, empty store (schema made, no users), made once per run: the
    store fixtures copy it into each test's own folder instead of creating the schema again."""
    from trainer.store import DB_FILENAME, open_store

    folder = tmp_path_factory.mktemp("empty-store")
    open_store(None, data_dir=folder).close()
    made = folder / DB_FILENAME
    # nothing beside it but its desk lock (trainer.store.desk_lock), which is never removed
    assert sorted(p.name for p in folder.iterdir()) == [DB_FILENAME, f"{DB_FILENAME}.lock"]
    return made
