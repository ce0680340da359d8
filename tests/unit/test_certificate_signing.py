"""Certificates HR checks offline (issue 25 point 4): the school's Ed25519 certificate key,
derived from its seal key, signs what a certificate states; ``python -m trainer
verify-certificate --public-key KEY PAYLOAD`` checks it with no database and no password, and
``python -m trainer certificate-key`` prints the key with no password. Qt-free."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from tests.unit import test_exams_store as base
from tests.unit.test_exams_store import Env, finished_sitting
from trainer.cli import EXIT_NOT_VALID, EXIT_OK, EXIT_USAGE, main
from trainer.exams.seal import SealKey, new_seal_key
from trainer.exams.signing import (
    CertificateSigner,
    SignedFacts,
    fingerprint,
    parse_public_key,
    verify_payload,
)

env = base.env  # the exam store fixture (SQLite and PostgreSQL)

FACTS = SignedFacts("DT-2026-000042", "陳大文 | Chan", "S-0042", "Baccarat 100% dealing", 2,
                    "2026-11-30", True, 38, 40)
REPO = Path(__file__).resolve().parents[2]


def test_a_signed_payload_verifies_with_the_schools_public_key() -> None:
    signer = CertificateSigner(new_seal_key())
    payload = signer.sign(FACTS)
    assert payload.startswith("DTC1|DT-2026-000042|陳大文 %7C Chan|S-0042|")
    assert "\n" not in payload
    assert verify_payload(payload, signer.public_key) == FACTS
    assert len(signer.public_key) == 43
    assert verify_payload(f"  {payload}\n", signer.public_key) == FACTS  # pasted with blanks


@pytest.mark.parametrize("field", [f.name for f in dataclasses.fields(SignedFacts)])
def test_a_payload_with_any_field_changed_is_invalid(field: str) -> None:
    signer = CertificateSigner(new_seal_key())
    payload = signer.sign(FACTS)
    value = getattr(FACTS, field)
    changed = (not value if isinstance(value, bool) else value + 1 if isinstance(value, int)
               else value + "x")
    forged_body = dataclasses.replace(FACTS, **{field: changed}).body()
    forged = forged_body + payload[payload.rfind("|"):]  # the genuine signature kept
    assert forged != payload
    assert verify_payload(forged, signer.public_key) is None


def test_a_damaged_payload_or_signature_is_invalid() -> None:
    signer = CertificateSigner(new_seal_key())
    payload = signer.sign(FACTS)
    body, signature = payload.rsplit("|", 1)
    flipped = ("A" if signature[0] != "A" else "B") + signature[1:]
    assert verify_payload(f"{body}|{flipped}", signer.public_key) is None
    assert verify_payload(body, signer.public_key) is None
    assert verify_payload(payload.replace("DTC1", "DTC2", 1), signer.public_key) is None
    assert verify_payload("hello", signer.public_key) is None
    with pytest.raises(ValueError):
        verify_payload(payload, "not-a-key")


def test_another_schools_key_is_invalid() -> None:
    ours, theirs = CertificateSigner(new_seal_key()), CertificateSigner(new_seal_key())
    assert ours.public_key != theirs.public_key
    assert verify_payload(theirs.sign(FACTS), ours.public_key) is None


def test_the_key_is_the_same_each_time_from_the_same_school_key() -> None:
    raw = bytes(range(32))
    first, again = CertificateSigner(SealKey(raw)), CertificateSigner(SealKey(bytes(raw)))
    assert first.public_key == again.public_key
    assert verify_payload(first.sign(FACTS), again.public_key) == FACTS
    # Not the seal key itself, nor any of its other derived keys.
    assert parse_public_key(first.public_key) is not None
    assert SealKey(raw).certificate_seed() != raw
    assert SealKey(raw).certificate_seed() != SealKey(raw).for_chain("audit")._key
    assert len(fingerprint(first.public_key)) == 19  # 4 groups of 4 hex digits
    assert "seed" not in repr(first) and raw.hex() not in repr(first)


# ---- through the store and the command line ------------------------------------------------


def test_an_issued_certificate_carries_a_payload_the_cli_checks_offline(
        env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    sitting_id = finished_sitting(env, "rrrrrrr")
    boss = env.sign_in_boss()
    env.store.roster.set_staff_id(boss, env.amy.user_id, "M-0042")
    issued = env.store.exams.issue_certificate(boss, sitting_id)
    facts = verify_payload(issued.payload, issued.public_key)
    assert facts is not None
    assert (facts.number, facts.display_name, facts.staff_id) == (issued.number, "陳美美",
                                                                 "M-0042")
    assert (facts.score, facts.max_score, facts.passed) == (7, 7, True)

    # The public key, printed with no password by certificate-key, checks it.
    assert main(["certificate-key", "--db", env.url]) == EXIT_OK
    key_line, print_line = capsys.readouterr().out.splitlines()
    assert key_line == issued.public_key
    assert print_line == f"fingerprint: {fingerprint(issued.public_key)}"

    # Offline: no --db, no --instructor, no password.
    assert main(["verify-certificate", "--public-key", key_line, issued.payload]) == EXIT_OK
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "valid"
    assert f"number: {issued.number}" in out
    assert "trainee: 陳美美" in out and "staff ID: M-0042" in out
    assert "score: 7/7 passed" in out
    # Unquoted on a command line, the payload arrives in pieces: it is joined back.
    assert main(["verify-certificate", "--public-key", key_line,
                 *issued.payload.split(" ")]) == EXIT_OK
    capsys.readouterr()

    forged = issued.payload.replace("|7/7|", "|7/6|")
    assert main(["verify-certificate", "--public-key", key_line, forged]) == EXIT_NOT_VALID
    assert capsys.readouterr().out.startswith("invalid: ")
    other = CertificateSigner(new_seal_key()).public_key
    assert main(["verify-certificate", "--public-key", other, issued.payload]) == EXIT_NOT_VALID
    assert main(["verify-certificate", "--public-key", "xyz", issued.payload]) == EXIT_USAGE
    # Neither a key nor an instructor: told what to give.
    assert main(["verify-certificate", issued.payload]) == EXIT_USAGE


def test_a_database_no_instructor_has_unlocked_has_no_key_to_print(tmp_path: Path) -> None:
    from trainer.store import open_store

    url = f"sqlite:///{tmp_path / 'school.sqlite3'}"
    with open_store(url):
        pass
    assert main(["certificate-key", "--db", url]) == EXIT_USAGE


def test_the_offline_check_runs_as_a_command_in_english() -> None:
    signer = CertificateSigner(new_seal_key())
    payload = signer.sign(FACTS)
    run = subprocess.run(
        [sys.executable, "-m", "trainer", "verify-certificate", "--public-key",
         signer.public_key, payload],
        capture_output=True, text=True, encoding="utf-8", cwd=REPO, check=False,
        env={**os.environ, "PYTHONPATH": str(REPO), "LANG": "en_US.UTF-8",
             "PYTHONIOENCODING": "utf-8", "DEALER_TRAINER_DB": ""})
    assert run.returncode == EXIT_OK, run.stderr
    assert run.stdout.splitlines()[:2] == ["valid", "number: DT-2026-000042"]
    assert "trainee: 陳大文 | Chan" in run.stdout
    assert f"school key fingerprint: {signer.fingerprint}" in run.stdout


def test_a_school_from_before_gets_its_key_recorded_at_an_instructor_sign_in(
        env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    # A school made before this version has no key recorded: an instructor's sign-in (which
    # unlocks the seal key) records it, audited; later sign-ins leave it as it is.
    assert env.sql("DELETE FROM settings WHERE key = 'school.certificate_key'") == 1
    assert env.store.seal.certificate_key() is None
    assert main(["certificate-key", "--db", env.url]) == EXIT_USAGE
    assert "no certificate key yet" in capsys.readouterr().err
    boss = env.sign_in_boss()
    recorded = env.store.seal.certificate_key()
    assert recorded is not None
    sitting_id = finished_sitting(env, "rrrrrrr")
    boss = env.sign_in_boss()
    assert env.store.seal.certificate_key() == recorded
    issued = env.store.exams.issue_certificate(boss, sitting_id)
    assert issued.public_key == recorded
    assert verify_payload(issued.payload, recorded) is not None
    engine = create_engine(env.url)
    try:
        with engine.connect() as conn:
            subjects = conn.execute(text(
                "SELECT subject FROM audit_log WHERE action = 'setting_changed'")).scalars().all()
    finally:
        engine.dispose()
    assert subjects == ["school.certificate_key"]  # once: the later sign-in wrote nothing


def test_an_instructor_hands_on_the_key_of_the_seal_key_not_a_swapped_one(env: Env) -> None:
    boss = env.sign_in_boss()
    genuine = env.store.exams.certificate_key(boss)
    assert genuine == env.store.seal.certificate_key()
    forger = CertificateSigner(new_seal_key()).public_key
    assert env.sql(f"UPDATE settings SET value = '{forger}' "
                   "WHERE key = 'school.certificate_key'") == 1
    # The recorded copy (what certificate-key prints) can be swapped by whoever writes to the
    # database; the key an instructor holding the seal key is shown is derived from it.
    assert env.store.seal.certificate_key() == forger
    assert env.store.exams.certificate_key(boss) == genuine


WEAK_KEYS = [
    bytes(32),  # order 4
    b"\x01" + bytes(31),  # the identity
    b"\x01" + bytes(30) + b"\x80",  # the identity, sign bit set
    bytes.fromhex("ec" + "ff" * 30 + "7f"),  # p - 1: order 2
    bytes.fromhex("ee" + "ff" * 30 + "7f"),  # p + 1: not canonical
    bytes.fromhex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05"),  # order 8
    bytes.fromhex("c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a"),  # order 8
]


@pytest.mark.parametrize("raw", WEAK_KEYS, ids=lambda raw: raw.hex()[:6])
def test_a_small_order_key_is_refused(raw: bytes) -> None:
    """Under the identity as the key, one constant signature verified any payload (an
    attack on this change): such keys are no school's key."""
    import base64

    text_key = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    with pytest.raises(ValueError):
        parse_public_key(text_key)
    forged = ("DTC1|DT-2026-999999|Anyone|S-1|Baccarat dealing|2|2026-11-30|pass|40/40|"
              + base64.urlsafe_b64encode(b"\x01" + bytes(63)).decode().rstrip("="))
    assert main(["verify-certificate", "--public-key", text_key, forged]) == EXIT_USAGE


def test_certificate_key_refuses_a_small_order_key_swapped_into_the_database(env: Env) -> None:
    import base64

    env.sign_in_boss()  # records the genuine key
    identity = base64.urlsafe_b64encode(b"\x01" + bytes(31)).decode().rstrip("=")
    assert env.sql(f"UPDATE settings SET value = '{identity}' "
                   "WHERE key = 'school.certificate_key'") == 1
    assert main(["certificate-key", "--db", env.url]) == EXIT_USAGE


def test_a_key_that_begins_with_a_dash_is_taken_as_the_keys_value() -> None:
    """One key in 64 begins with "-" (base64url): argparse took it for an option and
    refused it ("expected one argument"); the subprocess test above met one in CI."""
    import hashlib

    signer = next(s for s in (CertificateSigner(SealKey(hashlib.sha256(bytes([n])).digest()))
                              for n in range(256)) if s.public_key.startswith("-"))
    payload = signer.sign(FACTS)
    assert main(["verify-certificate", "--public-key", signer.public_key, payload]) == EXIT_OK
