"""A pass is final, which sitting counts, and sealed retake grants, through the store on
SQLite and PostgreSQL (issue 16 point 4 and point 8's retake seal)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator

import pytest

from tests.support.exam_kill_worker import WallClock, blueprint
from tests.unit.test_exams_store import PROCTOR, Env, sit
from trainer.errors import ExamError, SealUnavailable
from trainer.exams.counting import CountingRule
from trainer.exams.review import SealProblem
from trainer.exams.seal import SealStatus
from trainer.stats.values import ExamState
from trainer.store import SCHEMA_VERSION, open_store
from trainer.store.exam_certificates import CERTIFICATION_COLUMNS

ALL_RIGHT, ALL_WRONG = "rrrrrrr", "wwwwwww"


@pytest.fixture
def env(store_url: str) -> Iterator[Env]:
    clock = WallClock()
    store = open_store(store_url, lock_timeout=1.0, clock=clock)
    boss = store.create_first_instructor("mdeus", "Maria Deus", *PROCTOR[1:])
    cohort = store.roster.create_cohort(boss, "2024-A 甲班")
    amy = store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234").as_actor()
    bob = store.roster.create_trainee(boss, "bob", "Bob Ho", cohort.id, "5678").as_actor()
    exam = store.exams.create(boss, blueprint(cohort_ids=(cohort.id,)))
    made = Env(store_url, clock, store, boss, amy, bob, bob, cohort.id, cohort.id, exam.id)
    yield made
    made.store.close()  # the v12 test reopens it


def sitting(env: Env, verdicts: str) -> int:
    """Amy sits the exam once (a proctor starts it) and answers ``verdicts``."""
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, session, verdicts)
    assert session.is_finished and session.sitting_id is not None
    env.clock.advance(600)
    return session.sitting_id


def retake(env: Env, note: str = "") -> None:
    boss = env.sign_in_boss()
    env.store.exams.grant_retake(boss, env.exam_id, env.amy.user_id, note)


def counting(env: Env) -> list[tuple[int, bool, bool]]:
    """(attempt, passed, counts) of Amy's sittings, oldest first, as an instructor reads them."""
    boss = env.sign_in_boss()
    found = env.store.exams.results(boss, env.amy.user_id)
    return sorted((r.sitting.attempt_no, r.passed, r.counts) for r in found)


def set_rule(env: Env, rule: CountingRule) -> None:
    boss = env.sign_in_boss()
    env.store.exams.update(boss, env.exam_id,
                           blueprint(cohort_ids=(env.cohort_id,), counting=rule))


# ---- a pass is final ---------------------------------------------------------------------


def test_a_retake_over_a_pass_needs_a_reason_which_is_sealed_and_audited(env: Env) -> None:
    passed = sitting(env, ALL_RIGHT)
    boss = env.sign_in_boss()
    on_record = env.store.exams.pass_on_record(boss, env.exam_id, env.amy.user_id)
    assert on_record is not None and (on_record.sitting_id, on_record.attempt_no) == (passed, 1)
    for blank in ("", "   "):
        with pytest.raises(ExamError) as refused:
            env.store.exams.grant_retake(boss, env.exam_id, env.amy.user_id, blank)
        assert refused.value.reason == "passed_needs_reason"
    assert env.store.exams.retakes(boss, env.amy.user_id) == []

    grant = env.store.exams.grant_retake(boss, env.exam_id, env.amy.user_id,
                                         " marked against the wrong table ")
    assert (grant.note, grant.over_pass, grant.seal) == (
        "marked against the wrong table", passed, SealStatus.OK)
    [stored] = env.store.exams.retakes(boss, env.amy.user_id)
    assert (stored.over_pass, stored.note, stored.seal) == (passed, grant.note, SealStatus.OK)
    [row] = [r for r in env.store.audit.trail(boss).rows if r.entry.action == "retake_granted"]
    assert json.loads(row.entry.detail_json)["over_pass"] == passed
    assert json.loads(row.entry.detail_json)["note"] == "marked against the wrong table"


def test_a_retake_after_a_fail_needs_no_reason(env: Env) -> None:
    sitting(env, ALL_WRONG)
    boss = env.sign_in_boss()
    assert env.store.exams.pass_on_record(boss, env.exam_id, env.amy.user_id) is None
    grant = env.store.exams.grant_retake(boss, env.exam_id, env.amy.user_id)
    assert (grant.over_pass, grant.seal) == (None, SealStatus.OK)


def test_granting_needs_the_unlocked_seal_key(env: Env) -> None:
    sitting(env, ALL_WRONG)  # Amy signed in last: the store dropped the boss's key
    with pytest.raises(SealUnavailable):
        env.store.exams.grant_retake(env.boss, env.exam_id, env.amy.user_id, "ill")


# ---- sealed grants -----------------------------------------------------------------------


def test_an_edited_or_slipped_in_grant_shows_as_tampered(env: Env) -> None:
    first = sitting(env, ALL_WRONG)
    retake(env, "ill on the day")
    second = sitting(env, ALL_RIGHT)
    boss = env.sign_in_boss()
    for sid in (first, second):
        assert env.store.exams.review(boss, sid).seal.status is SealStatus.OK

    assert env.sql("UPDATE exam_retakes SET note = 'approved by the manager'") == 1
    [edited] = env.store.exams.retakes(boss, env.amy.user_id)
    assert edited.seal is SealStatus.TAMPERED
    # The attempt the edited grant gave shows; the first, which needed no grant, does not.
    check = env.store.exams.review(boss, second).seal
    assert check.status is SealStatus.TAMPERED
    assert SealProblem.RETAKE in {f.problem for f in check.findings}
    assert env.store.exams.review(boss, first).seal.status is SealStatus.OK
    assert {r.sitting.id: r.seal for r in env.store.exams.results(boss, env.amy.user_id)} == {
        first: SealStatus.OK, second: SealStatus.TAMPERED}

    assert env.sql("UPDATE exam_retakes SET note = 'ill on the day'") == 1
    assert env.store.exams.review(boss, second).seal.status is SealStatus.OK
    grant = env.store.exams.retakes(boss, env.amy.user_id)[0]
    slipped = env.sql(
        "INSERT INTO exam_retakes (exam_id, trainee_id, granted_by, granted_at, note) "
        f"SELECT exam_id, trainee_id, granted_by, granted_at, 'extra' FROM exam_retakes "
        f"WHERE id = {grant.id}")
    assert slipped == 1
    seals = [g.seal for g in env.store.exams.retakes(boss, env.amy.user_id)]
    assert seals == [SealStatus.OK, SealStatus.TAMPERED]
    # The slipped-in grant is listed as failed and never used: the genuine sittings stand.
    assert env.store.exams.review(boss, second).seal.status is SealStatus.OK
    # Bob's sittings are not touched by Amy's grants.
    assert env.store.exams.results(boss, env.bob.user_id) == []


# ---- which sitting counts ----------------------------------------------------------------


def test_latest_counts_by_default_so_a_retake_can_lower_the_result(env: Env) -> None:
    passed = sitting(env, ALL_RIGHT)
    retake(env, "asked to improve the score")
    failed = sitting(env, ALL_WRONG)
    assert counting(env) == [(1, True, False), (2, False, True)]

    boss = env.sign_in_boss()
    with pytest.raises(ExamError) as refused:
        env.store.exams.issue_certificate(boss, passed)
    assert refused.value.reason == "not_counting"
    with pytest.raises(ExamError):
        env.store.exams.issue_certificate(boss, failed)
    rows = list(csv.DictReader(io.StringIO(env.store.exams.certification_csv(boss))))
    assert rows and set(rows[0]) == set(CERTIFICATION_COLUMNS)
    assert [row["certificate_number"] for row in rows] == ["", ""]


@pytest.mark.parametrize(("rule", "counted"), [
    (CountingRule.BEST, [(1, False, False), (2, True, False), (3, True, True)]),
    (CountingRule.FIRST_PASS, [(1, False, False), (2, True, True), (3, True, False)]),
    (CountingRule.LATEST, [(1, False, False), (2, True, False), (3, True, True)]),
])
def test_the_blueprint_rule_picks_the_counting_sitting_and_its_certificate(
        env: Env, rule: CountingRule, counted: list[tuple[int, bool, bool]]) -> None:
    set_rule(env, rule)
    sitting(env, ALL_WRONG)
    retake(env)
    sitting(env, "rrrrrwr")  # passes with 6/7
    retake(env, "one more go at full marks")
    sitting(env, ALL_RIGHT)
    assert counting(env) == counted

    boss = env.sign_in_boss()
    results = env.store.exams.cohort_results(boss, env.cohort_id)
    [counts] = [r for r in results if r.counts]
    assert counts.sitting.attempt_no == next(n for n, _, c in counted if c)
    issued = env.store.exams.issue_certificate(boss, counts.sitting.id)
    for other in (r for r in results if r.passed and not r.counts):
        with pytest.raises(ExamError) as refused:
            env.store.exams.issue_certificate(boss, other.sitting.id)
        assert refused.value.reason == "not_counting"
    rows = list(csv.DictReader(io.StringIO(env.store.exams.certification_csv(boss))))
    numbers = [row["certificate_number"] for row in rows]
    assert [n for n in numbers if n] == [issued.number]


def test_a_tampered_pass_does_not_count(env: Env) -> None:
    set_rule(env, CountingRule.FIRST_PASS)
    first = sitting(env, "rrrrrwr")
    retake(env, "re-sit for the record")
    sitting(env, "rrrrrrw")
    assert counting(env) == [(1, True, True), (2, True, False)]
    assert env.sql(f"UPDATE exam_results SET score = 7 WHERE sitting_id = {first} "
                   "AND section = 'overall'") == 1
    assert counting(env) == [(1, True, False), (2, True, True)]


def test_a_trainee_sees_which_of_her_sittings_counts(env: Env) -> None:
    set_rule(env, CountingRule.BEST)
    sitting(env, ALL_RIGHT)
    retake(env, "wants the practice")
    sitting(env, ALL_WRONG)
    amy = env.sign_in("amy", "1234")
    mine = sorted((r.sitting.attempt_no, r.counts) for r in env.store.exams.results(amy))
    assert mine == [(1, True), (2, False)]


def test_a_v14_database_gains_the_grant_columns_and_old_grants_read_unverified(
        env: Env) -> None:
    sitting(env, ALL_WRONG)
    retake(env, "ill")
    env.store.close()
    for column in ("mac", "over_pass"):
        assert env.sql(f"ALTER TABLE exam_retakes DROP COLUMN {column}") in (0, -1)
    env.sql("UPDATE schema_version SET version = 14")
    # A v14 database has no sealed legacy boundary (recorded at its first use of the key).
    env.sql("DELETE FROM settings WHERE key = 'seals.legacy_boundary'")
    env.store = open_store(env.url, lock_timeout=1.0, clock=env.clock)
    assert env.store.schema_version() == SCHEMA_VERSION  # upgraded through v15 to the newest
    boss = env.sign_in_boss()
    [old] = env.store.exams.retakes(boss, env.amy.user_id)
    # A grant from before v15 was never sealed: "before sealing", not a false "tampered"
    # on every upgraded school's results.
    assert (old.note, old.over_pass, old.seal) == ("ill", None, SealStatus.UNVERIFIED)
    assert all(r.seal is not SealStatus.TAMPERED for r in env.store.exams.results(boss))
    fresh = env.store.exams.grant_retake(boss, env.exam_id, env.amy.user_id, "again")
    assert [g.seal for g in env.store.exams.retakes(boss, env.amy.user_id)] == [
        SealStatus.UNVERIFIED, SealStatus.OK]
    assert fresh.seal is SealStatus.OK
    # One slipped in after the upgrade, with no MAC, is tampered.
    env.sql("INSERT INTO exam_retakes (exam_id, trainee_id, granted_by, granted_at, note) "
            f"SELECT exam_id, trainee_id, granted_by, granted_at, 'slipped' FROM exam_retakes "
            f"WHERE id = {old.id}")
    seals = {g.note: g.seal for g in env.store.exams.retakes(boss, env.amy.user_id)}
    assert seals == {"ill": SealStatus.UNVERIFIED, "again": SealStatus.OK,
                     "slipped": SealStatus.TAMPERED}


@pytest.mark.parametrize(("rule", "state", "attempt"), [
    (CountingRule.LATEST, ExamState.FAILED, 2),
    (CountingRule.BEST, ExamState.PASSED, 1),
    (CountingRule.FIRST_PASS, ExamState.PASSED, 1),
])
def test_the_roster_shows_the_counting_result(env: Env, rule: CountingRule, state: ExamState,
                                              attempt: int) -> None:
    set_rule(env, rule)
    ids = [sitting(env, ALL_RIGHT)]
    retake(env, "asked to improve the score")
    ids.append(sitting(env, ALL_WRONG))
    boss = env.sign_in_boss()
    standing = env.store.reports.exam_standings(boss, [env.amy.user_id])[env.amy.user_id]
    assert (standing.state, standing.sitting_id, standing.sittings) == (
        state, ids[attempt - 1], 2)
    assert standing.score == (1.0 if state is ExamState.PASSED else 0.0)
    [line] = [x for x in env.store.reports.roster_summary(boss, env.cohort_id)
              if x.user_id == env.amy.user_id]
    assert line.exam.state is state


def test_the_roster_shows_a_running_retake_as_in_progress(env: Env) -> None:
    set_rule(env, CountingRule.BEST)
    sitting(env, ALL_RIGHT)
    retake(env, "asked to improve the score")
    amy = env.sign_in("amy", "1234")
    env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    boss = env.sign_in_boss()
    standing = env.store.reports.exam_standings(boss, [env.amy.user_id])[env.amy.user_id]
    assert standing.state is ExamState.IN_PROGRESS


def test_the_results_csv_marks_the_counting_sitting(env: Env) -> None:
    set_rule(env, CountingRule.FIRST_PASS)
    sitting(env, ALL_RIGHT)
    retake(env, "asked to improve the score")
    sitting(env, ALL_WRONG)
    boss = env.sign_in_boss()
    rows = list(csv.DictReader(io.StringIO(env.store.exams.results_csv(boss, env.cohort_id))))
    assert sorted((r["attempt"], r["passed"], r["counts"]) for r in rows) == [
        ("1", "1", "1"), ("2", "0", "0")]


def test_a_sitting_voided_by_the_proctor_never_counts(env: Env) -> None:
    """The console's void (s7-console) reaches the counting rule: under "latest" the sitting
    before a voided retake is the one that counts."""
    sitting(env, ALL_WRONG)
    retake(env, "ill on the day")
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert session.sitting_id is not None
    boss = env.sign_in_boss()
    env.store.exams.void_sitting(boss, session.sitting_id, "phone on the desk")
    assert counting(env) == [(1, False, True), (2, False, False)]
