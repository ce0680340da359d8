"""Shared test set-up: Qt offscreen, pyqtgraph on PySide6, hypothesis profile for CI, the
PIN hashing cost, and the fixtures both tests/gui and tests/integration use.

The store fixtures are in tests/unit/conftest.py (SQLite and PostgreSQL) and
tests/gui/conftest.py (the app's SQLite store and its users)."""

from __future__ import annotations

import os
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
    assert sorted(p.name for p in folder.iterdir()) == [DB_FILENAME]  # nothing beside it
    return made
