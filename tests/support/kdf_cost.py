"""The hashing cost of the tests (see tests/conftest.py), also used by the worker
processes of the kill tests, so that a worker checks the hashes the test wrote at the same
cost instead of stretching (and rehashing) each PIN at the production cost."""

from __future__ import annotations

import trainer.auth

TEST_KDF = trainer.auth.KdfCost(time_cost=1, memory_kib=64, parallelism=1)


def use_test_cost() -> None:
    trainer.auth.KDF = TEST_KDF
