"""Certificate numbers and verification codes, the certificate check and the HR
certification CSV, through the store on SQLite and PostgreSQL (issue 16 points 11 and 12)."""

from __future__ import annotations

import csv
import io
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.unit import test_exams_store as base
from tests.unit.test_exams_store import PROCTOR, Env, finished_sitting, sit
from trainer.errors import ExamError, PermissionDenied, SealUnavailable, StoreError
from trainer.exams.certificates import (
    CertificateVerdict,
    CertifiedFacts,
    HrStatus,
    InvalidReason,
    certificate_number,
    hr_status,
    judge,
    normalise_code,
    parse_number,
    verification_code,
)
from trainer.exams.outcome import ExamStatus
from trainer.exams.seal import SealStatus, new_seal_key
from trainer.store import open_store
from trainer.store.exam_certificates import CERTIFICATION_COLUMNS

env = base.env  # the exam store fixture (SQLite and PostgreSQL)
PASS = "rrrrrrr"
FAIL = "rrrwrww"


def facts(**changes: object) -> CertifiedFacts:
    values: dict[str, object] = dict(sitting_id=42, trainee_id=7, exam_id=3,
                                     sat_at=datetime(2026, 12, 31, 17, 0, tzinfo=UTC),
                                     score=9, max_score=10, passed=True)
    values.update(changes)
    return CertifiedFacts(**values)  # type: ignore[arg-type]


# ---- the core: numbers, codes, verdicts --------------------------------------------------


def test_the_number_is_the_macau_year_and_the_sitting_and_parses_back() -> None:
    # 17:00 UTC on 31 December is 1 January in Macau.
    assert certificate_number(42, datetime(2026, 12, 31, 17, 0, tzinfo=UTC)) == "DT-2027-000042"
    parsed = parse_number(" dt-2027-000042 ")
    assert parsed is not None and (parsed.year, parsed.sitting_id) == (2027, 42)
    assert parse_number("DT 2027 42") == parsed
    assert parse_number("2027-000042") is None and parse_number("DT-27-42") is None


def test_the_code_depends_on_every_certified_fact_and_the_school_key() -> None:
    key = new_seal_key()
    code = verification_code(key.for_sitting(42), facts())
    assert len(code) == 14 and code.count("-") == 2
    assert verification_code(key.for_sitting(42), facts()) == code  # stable
    for change in (dict(score=10), dict(passed=False), dict(trainee_id=8), dict(exam_id=4),
                   dict(sat_at=datetime(2026, 12, 31, 17, 1, tzinfo=UTC)), dict(max_score=11)):
        assert verification_code(key.for_sitting(42), facts(**change)) != code, change
    assert verification_code(new_seal_key().for_sitting(42), facts()) != code
    with pytest.raises(ValueError):
        verification_code(key.for_sitting(43), facts())


def test_typed_codes_forgive_case_blanks_and_look_alike_digits() -> None:
    assert normalise_code(" abcd efgh-ij2o ") == "ABCDEFGHIJ2O"
    assert normalise_code("0I8") == "OIB"


def test_judge_puts_a_broken_seal_before_the_code() -> None:
    f = facts()
    assert judge("AAAA-BBBB-CCCC", f, "aaaabbbbcccc", SealStatus.OK) == (
        CertificateVerdict.VALID, None)
    assert judge("AAAA-BBBB-CCCD", f, "AAAA-BBBB-CCCC", SealStatus.OK) == (
        CertificateVerdict.INVALID, InvalidReason.WRONG_CODE)
    assert judge("AAAA-BBBB-CCCC", f, "AAAA-BBBB-CCCC", SealStatus.TAMPERED) == (
        CertificateVerdict.TAMPERED, None)
    assert judge("x", None, None, SealStatus.OK) == (
        CertificateVerdict.INVALID, InvalidReason.UNKNOWN_NUMBER)
    assert judge("AAAA-BBBB-CCCC", facts(passed=False), "AAAA-BBBB-CCCC", SealStatus.OK) == (
        CertificateVerdict.INVALID, InvalidReason.NOT_PASSED)
    with pytest.raises(ValueError):
        judge("x", f, "x", SealStatus.UNVERIFIED)


# ---- through the store ---------------------------------------------------------------------


def test_issued_certificate_checks_valid_and_is_stable(env: Env) -> None:
    sitting_id = finished_sitting(env, PASS)
    boss = env.sign_in_boss()
    issued = env.store.exams.issue_certificate(boss, sitting_id)
    year = env.store.exams.review(boss, sitting_id).sitting.started_at.year
    assert issued.number == f"DT-{year}-{sitting_id:06d}"
    assert env.store.exams.issue_certificate(boss, sitting_id) == issued
    check = env.store.exams.check_certificate(boss, issued.number.lower(),
                                              issued.code.replace("-", " ").lower())
    assert check.verdict is CertificateVerdict.VALID
    assert (check.trainee_name, check.trainee_display_name) == ("amy", "陳美美")
    assert (check.score, check.max_score, check.passed) == (7, 7, True)
    assert check.number == issued.number

    # Another desk (another connection), another instructor session: the same verdict.
    with open_store(env.url, clock=env.clock) as other:
        watcher = other.authenticate(*PROCTOR)
        assert other.exams.check_certificate(watcher, issued.number, issued.code).verdict \
            is CertificateVerdict.VALID


def test_wrong_code_unknown_number_and_other_year_are_invalid(env: Env) -> None:
    sitting_id = finished_sitting(env, PASS)
    boss = env.sign_in_boss()
    issued = env.store.exams.issue_certificate(boss, sitting_id)
    wrong = ("B" if issued.code[0] != "B" else "C") + issued.code[1:]
    check = env.store.exams.check_certificate(boss, issued.number, wrong)
    assert (check.verdict, check.reason) == (CertificateVerdict.INVALID, InvalidReason.WRONG_CODE)
    check = env.store.exams.check_certificate(boss, f"DT-2026-{sitting_id + 100:06d}",
                                              issued.code)
    assert (check.verdict, check.reason) == (CertificateVerdict.INVALID,
                                             InvalidReason.UNKNOWN_NUMBER)
    assert check.trainee_name == ""  # nothing told about a number that matched nothing
    year = int(issued.number.split("-")[1])
    check = env.store.exams.check_certificate(boss, f"DT-{year - 1}-{sitting_id:06d}",
                                              issued.code)
    assert check.reason is InvalidReason.UNKNOWN_NUMBER
    check = env.store.exams.check_certificate(boss, "hello", issued.code)
    assert check.reason is InvalidReason.BAD_NUMBER


def test_a_failed_sitting_gets_no_certificate_and_checks_invalid(env: Env) -> None:
    sitting_id = finished_sitting(env, FAIL)
    boss = env.sign_in_boss()
    with pytest.raises(ExamError) as refused:
        env.store.exams.issue_certificate(boss, sitting_id)
    assert refused.value.reason == "not_passed"
    year = env.store.exams.review(boss, sitting_id).sitting.started_at.year
    check = env.store.exams.check_certificate(boss, f"DT-{year}-{sitting_id:06d}", "AAAA")
    assert (check.verdict, check.reason) == (CertificateVerdict.INVALID,
                                             InvalidReason.NOT_PASSED)


def test_an_edited_result_makes_its_certificate_tampered(env: Env) -> None:
    sitting_id = finished_sitting(env, PASS)
    boss = env.sign_in_boss()
    issued = env.store.exams.issue_certificate(boss, sitting_id)
    assert env.sql(f"UPDATE exam_results SET score = score - 1 WHERE sitting_id = {sitting_id}"
                   " AND section = 'overall'") == 1
    check = env.store.exams.check_certificate(boss, issued.number, issued.code)
    assert check.verdict is CertificateVerdict.TAMPERED
    with pytest.raises(ExamError) as refused:
        env.store.exams.issue_certificate(boss, sitting_id)
    assert refused.value.reason == "tampered"


def test_checks_need_an_instructor_holding_the_seal_key(env: Env) -> None:
    sitting_id = finished_sitting(env, PASS)
    boss = env.sign_in_boss()
    issued = env.store.exams.issue_certificate(boss, sitting_id)
    amy = env.sign_in("amy", "1234")  # a trainee signing in drops every held key
    with pytest.raises(PermissionDenied):
        env.store.exams.check_certificate(amy, issued.number, issued.code)
    with pytest.raises(SealUnavailable):
        env.store.exams.check_certificate(boss, issued.number, issued.code)


# ---- staff ids and the HR CSV ------------------------------------------------------------


def test_staff_id_is_set_cleared_and_bounded(env: Env) -> None:
    boss = env.boss
    env.store.roster.set_staff_id(boss, env.amy.user_id, "  MC 00417 ")
    assert env.store.roster.user(boss, env.amy.user_id).staff_id == "MC 00417"
    env.store.roster.set_staff_id(boss, env.amy.user_id, "   ")
    assert env.store.roster.user(boss, env.amy.user_id).staff_id is None
    with pytest.raises(StoreError) as refused:
        env.store.roster.set_staff_id(boss, env.amy.user_id, "9" * 41)
    assert refused.value.code == "staff_id_long"
    with pytest.raises(PermissionDenied):
        env.store.roster.set_staff_id(env.bob, env.amy.user_id, "1")


def test_certification_csv_has_one_row_per_sitting_with_staff_id_and_number(env: Env) -> None:
    env.store.roster.set_staff_id(env.boss, env.amy.user_id, "MC-417")
    passed = finished_sitting(env, PASS)
    bob = env.sign_in("bob", "5678")
    session = env.store.exams.start_sitting(bob, env.exam_id, *PROCTOR)
    sit(env, session, FAIL)
    boss = env.sign_in_boss()
    rows = list(csv.reader(io.StringIO(env.store.exams.certification_csv(boss))))
    assert tuple(rows[0]) == CERTIFICATION_COLUMNS
    body = [dict(zip(CERTIFICATION_COLUMNS, r, strict=True)) for r in rows[1:]]
    assert [(r["staff_id"], r["trainee"], r["result"]) for r in body] == [
        ("MC-417", "amy", "pass"), ("", "bob", "fail")]
    amy, bob_row = body
    assert amy["certificate_number"] == env.store.exams.issue_certificate(boss, passed).number
    assert bob_row["certificate_number"] == ""  # no pass, no certificate
    assert amy["exam"] == "Dealer certificate 荷官證書" and amy["cohort"] == "2024-A 甲班"
    assert amy["blueprint_digest"].startswith("v-") and len(amy["blueprint_digest"]) == 12
    assert amy["blueprint_digest"] == bob_row["blueprint_digest"]  # the same blueprint
    assert amy["blueprint_version"] == bob_row["blueprint_version"] == "1"
    assert (amy["score"], amy["max_score"], amy["seal"]) == ("7", "7", "ok")
    assert len(amy["date"]) == 10
    with pytest.raises(PermissionDenied):
        env.store.exams.certification_csv(env.amy)


# ---- the HR file says how each sitting stands (issue 25 point 4) -------------------------


def test_hr_status_names_voided_handed_in_and_unfinished_sittings() -> None:
    assert hr_status(ExamStatus.FINISHED, True) is HrStatus.PASSED
    assert hr_status(ExamStatus.TIMED_OUT, False) is HrStatus.FAILED
    assert hr_status(ExamStatus.VOIDED, False) is HrStatus.VOIDED
    assert hr_status(ExamStatus.HANDED_IN, True) is HrStatus.HANDED_IN
    assert hr_status(ExamStatus.INCOMPLETE, False) is HrStatus.UNFINISHED
    with pytest.raises(ValueError):
        hr_status(ExamStatus.RUNNING, False)


def hr_rows(env: Env) -> list[dict[str, str]]:
    boss = env.sign_in_boss()
    return list(csv.DictReader(io.StringIO(env.store.exams.certification_csv(boss))))


def test_the_hr_file_tells_a_void_and_a_hand_in_from_a_fail_and_says_which_counts(
        env: Env) -> None:
    env.store.roster.set_staff_id(env.boss, env.amy.user_id, "MC-417")
    # Amy's first sitting is voided by the proctor; she is given a retake and passes.
    amy = env.sign_in("amy", "1234")
    voided = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, voided, "rr")
    proctor = env.sign_in_boss()
    env.store.exams.void_sitting(proctor, voided.sitting_id, "=phone on the desk")
    env.store.exams.grant_retake(env.sign_in_boss(), env.exam_id, env.amy.user_id)
    passed = finished_sitting(env, PASS)
    # Bob hands in after three answers.
    bob = env.sign_in("bob", "5678")
    handed = env.store.exams.start_sitting(bob, env.exam_id, *PROCTOR)
    sit(env, handed, "rrr")
    handed.hand_in()

    rows = hr_rows(env)
    assert [(r["trainee"], r["attempt"], r["status"], r["result"], r["counts"]) for r in rows] == [
        ("amy", "1", "voided", "void", "no"),
        ("amy", "2", "passed", "pass", "yes"),
        ("bob", "1", "handed_in", "fail", "yes"),
    ]
    void_row, pass_row, bob_row = rows
    # The proctor's reason, made inert like every cell (it starts with "=").
    assert void_row["void_reason"] == "'=phone on the desk"
    assert pass_row["void_reason"] == bob_row["void_reason"] == ""
    assert {r["staff_id"] for r in rows[:2]} == {"MC-417"}
    # Only the certified sitting has a number and a code, the ones its certificate carries.
    boss = env.sign_in_boss()
    issued = env.store.exams.issue_certificate(boss, passed)
    assert (pass_row["certificate_number"], pass_row["verification_code"]) == (
        issued.number, issued.code)
    assert [r["verification_code"] for r in (void_row, bob_row)] == ["", ""]
    # ... and the app's own check says the file's code is valid.
    check = env.store.exams.check_certificate(
        boss, pass_row["certificate_number"], pass_row["verification_code"])
    assert check.verdict is CertificateVerdict.VALID


def test_the_hr_file_needs_the_seal_key(env: Env) -> None:
    finished_sitting(env, PASS)
    boss = env.sign_in_boss()
    env.store.sign_out(boss)
    with pytest.raises(SealUnavailable):
        env.store.exams.certification_csv(boss)


def test_exporting_the_hr_file_writes_it_and_audits_it(env: Env, tmp_path: Path) -> None:
    finished_sitting(env, PASS)
    boss = env.sign_in_boss()
    target = tmp_path / "certifications.csv"
    assert env.store.exams.export_certifications(boss, target) == 1
    text = target.read_text(encoding="utf-8-sig")
    assert text == env.store.exams.certification_csv(boss)
    [row] = [r for r in env.store.audit.trail(boss).rows if r.entry.action == "exported"]
    assert row.entry.subject == "certifications.csv"
    assert json.loads(row.entry.detail_json) == {"what": "certifications", "rows": 1}
    # A file that cannot be written is not recorded as exported.
    with pytest.raises(StoreError):
        env.store.exams.export_certifications(boss, tmp_path / "missing" / "x.csv")
    assert len([r for r in env.store.audit.trail(boss).rows
                if r.entry.action == "exported"]) == 1
