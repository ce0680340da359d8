"""What decides a result is sealed and checked before it is used, on SQLite and PostgreSQL:
each test edits the database with SQL as a trainee with the file (or a database login)
would, and shows the result does not change: refused in words, listed in the Audit tab."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from tests.support.exam_kill_worker import WallClock, blueprint
from tests.unit.test_exams_store import PROCTOR, Env, sit
from trainer.audit import AuditAction
from trainer.auth import hash_secret
from trainer.errors import AccountUnverified, ExamError, PermissionDenied, SealFailed
from trainer.exams.seal import SealStatus
from trainer.store import open_store

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
    made.store.close()


def sitting(env: Env, name: str, pin: str, verdicts: str) -> int:
    trainee = env.sign_in(name, pin)
    session = env.store.exams.start_sitting(trainee, env.exam_id, *PROCTOR)
    sit(env, session, verdicts)
    assert session.is_finished and session.sitting_id is not None
    env.clock.advance(600)
    return session.sitting_id


def seal_failures(env: Env) -> list[str]:
    """The subjects of the Audit tab's "seal failed" rows, oldest first."""
    boss = env.sign_in_boss()
    rows = env.store.audit.trail(boss).rows
    return [r.entry.subject for r in rows if r.entry.action == AuditAction.SEAL_FAILED.value]


def sittings_of(env: Env, trainee_id: int) -> int:
    return env.sql(f"UPDATE exam_sittings SET exam_id = exam_id WHERE trainee_id = {trainee_id}")


# ---- the blueprint -----------------------------------------------------------------------


def test_an_easier_blueprint_written_in_the_database_does_not_start(env: Env) -> None:
    stored = json.loads(env.store._db.read(
        lambda conn: conn.exec_driver_sql("SELECT blueprint FROM exams").scalar_one()))
    stored["pass_mark"] = 0
    for section in stored["sections"]:
        section.update(questions=1, pass_mark=0)
    assert env.sql("UPDATE exams SET blueprint = '{}'".format(
        json.dumps(stored).replace("'", "''"))) == 1
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed) as refused:
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert refused.value.reason == "seal_failed" and refused.value.what == "exam"
    assert sittings_of(env, env.amy.user_id) == 0  # nothing was started
    [failure] = seal_failures(env)
    assert failure.startswith("seal failed: exam")


def test_a_raised_attempts_setting_gives_no_extra_sitting(env: Env) -> None:
    sitting(env, "amy", "1234", ALL_WRONG)
    stored = json.loads(env.store._db.read(
        lambda conn: conn.exec_driver_sql("SELECT blueprint FROM exams").scalar_one()))
    stored["attempts_allowed"] = 5
    assert env.sql("UPDATE exams SET attempts_allowed = 5, blueprint = '{}'".format(
        json.dumps(stored).replace("'", "''"))) == 1
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert sittings_of(env, env.amy.user_id) == 1


def test_an_instructors_save_is_sealed_and_starts(env: Env) -> None:
    boss = env.sign_in_boss()
    env.store.exams.update(boss, env.exam_id, blueprint(cohort_ids=(env.cohort_id,),
                                                        pass_mark=80))
    sitting(env, "amy", "1234", ALL_RIGHT)
    assert seal_failures(env) == []


# ---- retake grants -----------------------------------------------------------------------


def slip_in_grant(env: Env, trainee_id: int) -> None:
    assert env.sql(
        "INSERT INTO exam_retakes (exam_id, trainee_id, granted_by, granted_at, note) "
        f"VALUES ({env.exam_id}, {trainee_id}, {env.boss.user_id}, '2026-01-01 00:00:00', "
        "'approved')") == 1


def test_a_forged_retake_grant_gives_no_extra_sitting(env: Env) -> None:
    sitting(env, "amy", "1234", ALL_WRONG)
    slip_in_grant(env, env.amy.user_id)
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed) as refused:
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert refused.value.what == "retake"
    assert sittings_of(env, env.amy.user_id) == 1
    [failure] = seal_failures(env)
    assert failure.startswith("seal failed: retake grant #")

    # A copy of a genuine grant's row (its MAC with it) is refused as well: the MAC seals
    # the grant's own id.
    boss = env.sign_in_boss()
    env.store.exams.grant_retake(boss, env.exam_id, env.amy.user_id, "ill")
    assert env.sql("INSERT INTO exam_retakes (exam_id, trainee_id, granted_by, granted_at, "
                   "note, mac) SELECT exam_id, trainee_id, granted_by, granted_at, note, mac "
                   "FROM exam_retakes WHERE mac IS NOT NULL") == 1
    sitting(env, "amy", "1234", ALL_WRONG)  # the genuine grant's attempt
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert sittings_of(env, env.amy.user_id) == 2


def test_a_grant_slipped_in_for_another_trainee_does_not_void_their_pass(env: Env) -> None:
    passed = sitting(env, "bob", "5678", ALL_RIGHT)
    slip_in_grant(env, env.bob.user_id)
    boss = env.sign_in_boss()
    assert env.store.exams.review(boss, passed).seal.status is SealStatus.OK
    [result] = env.store.exams.results(boss, env.bob.user_id)
    assert (result.passed, result.counts, result.seal) == (True, True, SealStatus.OK)
    [grant] = env.store.exams.retakes(boss, env.bob.user_id)
    assert grant.seal is SealStatus.TAMPERED


def test_an_instructor_revokes_a_forged_grant_audited(env: Env) -> None:
    slip_in_grant(env, env.bob.user_id)
    boss = env.sign_in_boss()
    [grant] = env.store.exams.retakes(boss, env.bob.user_id)
    env.store.exams.revoke_retake(boss, grant.id, "not granted by anyone here")
    assert env.store.exams.retakes(boss, env.bob.user_id) == []
    [row] = [r for r in env.store.audit.trail(boss).rows
             if r.entry.action == AuditAction.RETAKE_REVOKED.value]
    detail = json.loads(row.entry.detail_json)
    assert (row.entry.subject, detail["retake"], detail["sealed"], detail["note"]) == (
        "bob", grant.id, False, "not granted by anyone here")
    with pytest.raises(ExamError) as missing:
        env.store.exams.revoke_retake(boss, grant.id)
    assert missing.value.reason == "not_found"


def test_a_genuine_grant_still_gives_its_attempt(env: Env) -> None:
    sitting(env, "amy", "1234", ALL_WRONG)
    boss = env.sign_in_boss()
    env.store.exams.grant_retake(boss, env.exam_id, env.amy.user_id, "ill")
    slip_in_grant(env, env.amy.user_id)  # not decisive: audited, not counted
    sitting(env, "amy", "1234", ALL_RIGHT)
    assert [s.startswith("seal failed: retake grant #") for s in seal_failures(env)] == [True]
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed):  # the third attempt would be the forged grant's
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)


# ---- roles and account state -------------------------------------------------------------


def test_a_role_edited_to_instructor_gives_no_instructor_powers(env: Env) -> None:
    pw = hash_secret("my-own-pass-1")
    assert env.sql(f"UPDATE users SET role = 'instructor', secret_hash = '{pw}' "
                   "WHERE name = 'amy'") == 1
    with pytest.raises(AccountUnverified):
        env.store.authenticate("amy", "my-own-pass-1")
    assert env.store.seal.held(env.amy.user_id) is None
    assert [s.startswith("seal failed: account amy") for s in seal_failures(env)] == [True]


def test_a_proctor_edited_to_instructor_is_refused(env: Env) -> None:
    boss = env.sign_in_boss()
    env.store.roster.create_proctor(boss, "pat", "Pat", "proctor-pass-1")
    assert env.store.authenticate("pat", "proctor-pass-1").role.value == "proctor"
    assert env.sql("UPDATE users SET role = 'instructor' WHERE name = 'pat'") == 1
    with pytest.raises(AccountUnverified):
        env.store.authenticate("pat", "proctor-pass-1")


def test_a_reactivation_written_in_the_database_does_not_start_a_sitting(env: Env) -> None:
    boss = env.sign_in_boss()
    env.store.roster.deactivate(boss, env.amy.user_id)
    assert env.sql("UPDATE users SET active = TRUE WHERE name = 'amy'") == 1
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed) as refused:
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert refused.value.what == "trainee"
    assert sittings_of(env, env.amy.user_id) == 0
    # An instructor's own reactivation seals it again.
    boss = env.sign_in_boss()
    env.store.roster.deactivate(boss, env.amy.user_id)
    env.store.roster.reactivate(boss, env.amy.user_id)
    sitting(env, "amy", "1234", ALL_RIGHT)


def test_instructors_deactivated_in_the_database_make_no_new_first_instructor(
        env: Env) -> None:
    """The app never deactivates the last instructor; switching them all off in SQL must not
    open the first-run screen to a new instructor with an instructor's powers."""
    assert env.sql("UPDATE users SET active = FALSE WHERE role = 'instructor'") == 1
    assert env.store.needs_first_instructor()
    with pytest.raises(PermissionDenied) as refused:
        env.store.create_first_instructor("eve", "Eve", "eve-password-1")
    assert refused.value.code == "instructors_removed"
    assert env.sql("UPDATE users SET active = active WHERE name = 'eve'") == 0
    assert env.sql("UPDATE users SET active = TRUE WHERE name = 'mdeus'") == 1
    assert [s.startswith("seal failed: a first instructor 'eve' refused")
            for s in seal_failures(env)] == [True]
