"""The tests run at cheap hashing costs (tests/support/kdf_cost.py); production keeps its own,
and what one cost wrapped the other unwraps."""

from __future__ import annotations

import pytest

import trainer.auth
import trainer.exams.seal as seal
from tests.support.kdf_cost import TEST_KDF, TEST_SEAL_SCRYPT_N


def test_the_tests_wrap_seal_keys_at_the_test_cost_and_production_keeps_its_own() -> None:
    cost = TEST_KDF
    assert seal.prepare_wrap("teacher-pass").params.startswith(
        f"argon2id${cost.time_cost}${cost.memory_kib}${cost.parallelism}$")
    assert seal.prepare_scrypt_wrap("x").params.startswith(f"scrypt${TEST_SEAL_SCRYPT_N}$")
    assert trainer.auth.SCRYPT_N == 2**14 > TEST_SEAL_SCRYPT_N


@pytest.mark.parametrize("wrapped_at", [2**14, TEST_SEAL_SCRYPT_N])
def test_a_key_wrapped_at_either_cost_unwraps_at_the_other(
    wrapped_at: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    key = seal.new_seal_key()
    with monkeypatch.context() as m:
        m.setattr(seal, "SCRYPT_N", wrapped_at)
        wrapped = key.wrap(seal.prepare_scrypt_wrap("teacher-pass"))
    assert wrapped.params.startswith(f"scrypt${wrapped_at}$")
    unwrapping_at = 2**14 if wrapped_at == TEST_SEAL_SCRYPT_N else TEST_SEAL_SCRYPT_N
    monkeypatch.setattr(seal, "SCRYPT_N", unwrapping_at)
    assert wrapped.unwrap("teacher-pass") == key
    assert wrapped.unwrap("teacher-pasS") is None
