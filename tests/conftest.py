"""Shared test set-up: Qt offscreen, pyqtgraph on PySide6, hypothesis profile for CI."""

from __future__ import annotations

import os

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
