"""A voided sitting has no result (issue 25, exam day redone): the HR certification file says
``void`` in its ``result`` column, not ``fail``; a check of its number says voided, not
"did not pass"; the store tells when the sitting was voided and
whether the attempt was given back, which decides whether a retake is still needed; a
certificate is refused for the void, not as "did not pass". SQLite and PostgreSQL, no Qt."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime

import pytest

from tests.unit import test_exams_store as base
from tests.unit.test_exams_store import PROCTOR, Env, sit
from trainer.errors import ExamError
from trainer.exams.certificates import (
    CertificateVerdict,
    CertifiedFacts,
    InvalidReason,
    certificate_number,
    hr_result,
    judge,
)
from trainer.exams.outcome import ExamStatus
from trainer.exams.seal import SealStatus

env = base.env  # the exam store fixture (SQLite and PostgreSQL)


def test_hr_result_is_void_for_a_voided_sitting_whatever_its_score() -> None:
    assert hr_result(ExamStatus.VOIDED, False) == "void"
    assert hr_result(ExamStatus.VOIDED, True) == "void"  # never a pass either
    assert hr_result(ExamStatus.FINISHED, True) == "pass"
    assert hr_result(ExamStatus.FINISHED, False) == "fail"
    assert hr_result(ExamStatus.HANDED_IN, False) == "fail"  # a hand-in is scored
    assert hr_result(ExamStatus.INCOMPLETE, False) == "fail"


def voided(env: Env, name: str, pin: str, reason: str, *, given_back: bool) -> int:
    trainee = env.sign_in(name, pin)
    session = env.store.exams.start_sitting(trainee, env.exam_id, *PROCTOR)
    sit(env, session, "rr")
    assert session.sitting_id is not None
    env.clock.advance(60)
    env.store.exams.void_sitting(env.sign_in_boss(), session.sitting_id, reason,
                                 given_back=given_back)
    return session.sitting_id


def test_a_void_has_no_result_in_the_hr_file_and_says_what_became_of_the_attempt(
        env: Env) -> None:
    fault = voided(env, "amy", "1234", "screen froze", given_back=True)
    voided_at = env.clock.now
    cheat = voided(env, "bob", "5678", "phone on the desk", given_back=False)
    boss = env.sign_in_boss()

    rows = list(csv.DictReader(io.StringIO(env.store.exams.certification_csv(boss))))
    assert [(r["trainee"], r["status"], r["void_attempt"], r["result"], r["counts"])
            for r in rows] == [
        ("amy", "voided", "given_back", "void", "no"),
        ("bob", "voided", "used", "void", "no"),
    ]
    assert "fail" not in {r["result"] for r in rows}

    # What the review and the results list word: who, when, why, and the attempt.
    given_back = env.store.exams.review(boss, fault).sitting
    assert given_back.voided_by  # the proctor's display name
    assert (given_back.void_reason, given_back.voided_at, given_back.void_given_back) == (
        "screen froze", voided_at, True)
    # The equipment fault's attempt is back already: a retake is not what it needs ...
    assert given_back.attempt_given_back
    # ... misconduct used the attempt: a retake is the instructor's call.
    used = next(r.sitting for r in env.store.exams.results(boss, env.bob.user_id)
                if r.sitting.id == cheat)
    assert (used.void_given_back, used.attempt_given_back) == (False, False)

    # A certificate is refused for the void, not because the sitting "did not pass".
    with pytest.raises(ExamError) as refused:
        env.store.exams.issue_certificate(boss, fault)
    assert refused.value.reason == "voided"


def test_a_voided_sitting_s_number_checks_invalid_for_the_void_not_as_not_passed(
        env: Env) -> None:
    fault = voided(env, "amy", "1234", "screen froze", given_back=True)
    boss = env.sign_in_boss()
    info = env.store.exams.review(boss, fault).sitting
    number = certificate_number(fault, info.started_at)
    check = env.store.exams.check_certificate(boss, number, "ABCD-EFGH")
    assert (check.verdict, check.reason, check.voided) == (
        CertificateVerdict.INVALID, InvalidReason.VOIDED, True)
    assert check.number == number and not check.passed


def test_judge_names_a_void_after_a_broken_seal_and_before_the_pass() -> None:
    facts = CertifiedFacts(42, 7, 3, datetime(2026, 12, 31, 17, 0, tzinfo=UTC), 1, 10, False)
    assert judge("X", facts, "Y", SealStatus.OK, voided=True) == (
        CertificateVerdict.INVALID, InvalidReason.VOIDED)
    assert judge("X", facts, "Y", SealStatus.TAMPERED, voided=True) == (
        CertificateVerdict.TAMPERED, None)
    assert judge("X", facts, "Y", SealStatus.OK) == (
        CertificateVerdict.INVALID, InvalidReason.NOT_PASSED)


def test_the_cohort_results_csv_gives_a_void_no_pass_or_fail(env: Env) -> None:
    voided(env, "amy", "1234", "screen froze", given_back=True)
    boss = env.sign_in_boss()
    rows = list(csv.DictReader(io.StringIO(env.store.exams.results_csv(boss, env.cohort_id))))
    assert [(r["trainee"], r["status"], r["passed"], r["sections"]) for r in rows] == [
        ("amy", "voided", "", "")]
