"""Attacks on the certificate check, on SQLite and PostgreSQL: forged certificate numbers
read as invalid, never as a database error, and a check after the trainee was renamed says
who was certified."""

from __future__ import annotations

import pytest

from tests.unit import test_exams_store as base
from tests.unit.test_exams_store import Env, finished_sitting
from trainer.exams.certificates import CertificateVerdict, InvalidReason

env = base.env  # the exam store fixture (SQLite and PostgreSQL)


PASS = "rrrrrrr"


# ---- certificates ----------------------------------------------------------------------


@pytest.mark.parametrize("number", ["DT-2026-999999999999", "DT-2026-2147483648",
                                    "DT-0000-000001", "DT-9999-1", "DT 2026 ０００００１"])
def test_forged_certificate_numbers_are_invalid_not_errors(env: Env, number: str) -> None:
    # On PostgreSQL a 12-digit number was a "database error: integer out of range".
    sitting_id = finished_sitting(env, PASS)
    boss = env.sign_in_boss()
    issued = env.store.exams.issue_certificate(boss, sitting_id)
    check = env.store.exams.check_certificate(boss, number, issued.code)
    if check.number == issued.number:  # full-width digits read as the same number
        assert check.verdict is CertificateVerdict.VALID
    else:
        assert (check.verdict, check.reason) == (CertificateVerdict.INVALID,
                                                 InvalidReason.UNKNOWN_NUMBER)


def test_a_certificate_check_after_a_rename_says_who_was_certified(env: Env) -> None:
    # Issue 16 point 8: "a display-name edit after the fact shows on the certificate check".
    # The check said VALID with today's names and nothing else: renaming a trainee passed
    # their certificate on to whoever the account now names.
    sitting_id = finished_sitting(env, PASS)
    boss = env.sign_in_boss()
    issued = env.store.exams.issue_certificate(boss, sitting_id)
    before = env.store.exams.check_certificate(boss, issued.number, issued.code)
    assert not before.renamed_since
    assert (before.certified_name, before.certified_display_name) == (
        before.trainee_name, before.trainee_display_name)
    amy = next(u for u in env.store.roster.accounts(boss) if u.name == "amy")
    env.store.roster.set_display_name(boss, amy.id, "Someone Else")
    after = env.store.exams.check_certificate(boss, issued.number, issued.code)
    assert after.verdict is CertificateVerdict.VALID and after.renamed_since
    assert after.trainee_display_name == "Someone Else"
    assert after.certified_display_name == before.trainee_display_name

