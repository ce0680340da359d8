"""The hashing costs of the tests (see tests/conftest.py), also used by the worker
processes of the kill tests, so that a worker checks the hashes the test wrote at the same
cost instead of stretching (and rehashing) each PIN at the production cost.

Two costs: the PIN and password hash (argon2id, ``trainer.auth.KDF``) and the scrypt run that
wraps an instructor's exam seal key with their password (``trainer.exams.seal``, about 130 ms
at the production n = 2**14, paid at every instructor created and every instructor sign-in).
A wrapped key stores its own scrypt parameters, so a key wrapped at either cost unwraps in a
process running at the other (tests/unit/test_test_costs.py)."""

from __future__ import annotations

import trainer.auth
import trainer.exams.seal

TEST_KDF = trainer.auth.KdfCost(time_cost=1, memory_kib=64, parallelism=1)
TEST_SEAL_SCRYPT_N = 2**10


def use_test_cost() -> None:
    trainer.auth.KDF = TEST_KDF
    trainer.exams.seal.SCRYPT_N = TEST_SEAL_SCRYPT_N
