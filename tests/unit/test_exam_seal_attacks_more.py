"""Forged rows an attacker wrote to get past the row seals (the reviewer's reproducers, kept):
each is refused, and an instructor's write never re-seals a forgery."""

from __future__ import annotations

import json

import pytest

from tests.support.exam_kill_worker import blueprint
from tests.unit.test_exam_seal_attacks import (  # noqa: F401
    ALL_WRONG,
    env,
    seal_failures,
    sitting,
    sittings_of,
)
from tests.unit.test_exams_store import PROCTOR, Env
from trainer.errors import ExamError, SealFailed


def _raise_setting(env: Env, key: str, value: str) -> None:  # noqa: F811
    env.sql(f"DELETE FROM settings WHERE key = '{key}' AND user_id IS NULL")
    env.sql(f"INSERT INTO settings (user_id, key, value) VALUES (NULL, '{key}', '{value}')")


def test_an_easier_exam_stripped_of_every_mac_with_the_setting_raised_is_refused(
    env: Env,  # noqa: F811
) -> None:
    stored = json.loads(env.store._db.read(
        lambda conn: conn.exec_driver_sql("SELECT blueprint FROM exams").scalar_one()))
    stored["pass_mark"] = 0
    for section in stored["sections"]:
        section.update(questions=1, pass_mark=0)
    env.sql("UPDATE exams SET mac = NULL, attempts_allowed = 99, blueprint = '{}'".format(
        json.dumps(stored).replace("'", "''")))
    _raise_setting(env, "exams.unsealed_through", "999999")
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)


def test_a_reactivated_trainee_stripped_of_every_account_mac_is_refused(
    env: Env,  # noqa: F811
) -> None:
    boss = env.sign_in_boss()
    env.store.roster.deactivate(boss, env.amy.user_id)
    env.sql("UPDATE users SET active = TRUE WHERE name = 'amy'")
    env.sql("UPDATE users SET seal_mac = NULL")  # every account, the instructor's too
    _raise_setting(env, "users.unsealed_through", "999999")
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert sittings_of(env, env.amy.user_id) == 0


def test_a_grant_slipped_in_with_the_setting_raised_gives_no_extra_sitting(
    env: Env,  # noqa: F811
) -> None:
    """No grant was ever sealed in this school, so nothing caps the raised setting."""
    sitting(env, "amy", "1234", ALL_WRONG)
    _raise_setting(env, "exam_retakes.unsealed_through", "999999")
    env.sql("INSERT INTO exam_retakes (exam_id, trainee_id, granted_by, granted_at, note) "
            f"VALUES ({env.exam_id}, {env.amy.user_id}, {env.boss.user_id}, "
            "'2026-01-01 00:00:00', 'approved')")
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert sittings_of(env, env.amy.user_id) == 1


def test_an_instructor_assigning_a_forged_exam_does_not_seal_the_forgery(
    env: Env,  # noqa: F811
) -> None:
    """The easier blueprint is refused at the start (audited); the instructor then only
    offers the exam to one more cohort: the forged pass marks must not become sealed."""
    stored = json.loads(env.store._db.read(
        lambda conn: conn.exec_driver_sql("SELECT blueprint FROM exams").scalar_one()))
    stored["pass_mark"] = 0
    for section in stored["sections"]:
        section.update(questions=1, pass_mark=0)
    env.sql("UPDATE exams SET blueprint = '{}'".format(json.dumps(stored).replace("'", "''")))
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    boss = env.sign_in_boss()
    other = env.store.roster.create_cohort(boss, "2024-C")
    with pytest.raises(SealFailed):
        env.store.exams.assign(boss, env.exam_id, (env.cohort_id, other.id))
    assert any("was changed outside the app" in s for s in seal_failures(env))
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)


def test_a_pin_reset_does_not_seal_a_role_written_in_the_database(
    env: Env,  # noqa: F811
) -> None:
    """amy writes herself instructor; the instructor resets 'her forgotten PIN': that
    must not seal the forged role nor hand her a copy of the school key."""
    env.sql("UPDATE users SET role = 'instructor' WHERE name = 'amy'")
    boss = env.sign_in_boss()
    with pytest.raises(Exception):  # noqa: B017 - anything but a sealed instructor
        env.store.roster.reset_secret(boss, env.amy.user_id, "amys-new-pass-1")
        env.store.authenticate("amy", "amys-new-pass-1")
    assert env.store.seal.held(env.amy.user_id) is None


def test_a_deactivated_trainee_writing_back_their_earlier_row_and_mac_is_refused(
    env: Env,  # noqa: F811
) -> None:
    """The trainee keeps their account's MAC while active (they have the file); once
    deactivated they write it back with active = TRUE: a seal of an earlier state."""
    [(old_mac,)] = env.store._db.read(lambda conn: conn.exec_driver_sql(
        f"SELECT seal_mac FROM users WHERE id = {env.amy.user_id}").all())
    boss = env.sign_in_boss()
    env.store.roster.deactivate(boss, env.amy.user_id)
    env.sql(f"UPDATE users SET active = TRUE, seal_mac = '{old_mac}' WHERE name = 'amy'")
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)


def test_an_exam_written_back_as_it_was_before_the_instructor_made_it_harder_is_refused(
    env: Env,  # noqa: F811
) -> None:
    """Attempts 1 -> the instructor allows 3 by mistake, then sets 1 again before anyone
    sat (the version stays 1): the row of 3 attempts, kept with its MAC, written back."""
    boss = env.sign_in_boss()
    env.store.exams.update(boss, env.exam_id, blueprint(cohort_ids=(env.cohort_id,),
                                                        attempts_allowed=3))
    [old] = env.store._db.read(lambda conn: conn.exec_driver_sql(
        f"SELECT blueprint, attempts_allowed, mac FROM exams WHERE id = {env.exam_id}").all())
    env.store.exams.update(boss, env.exam_id, blueprint(cohort_ids=(env.cohort_id,),
                                                        attempts_allowed=1))
    sitting(env, "amy", "1234", ALL_WRONG)
    env.sql("UPDATE exams SET blueprint = '{}', attempts_allowed = {}, mac = '{}'".format(
        old[0].replace("'", "''").replace(":", "\\:"), old[1], old[2]))
    amy = env.sign_in("amy", "1234")
    with pytest.raises((SealFailed, ExamError)):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)


def test_a_revoked_grant_written_back_with_its_id_and_mac_gives_no_attempt(
    env: Env,  # noqa: F811
) -> None:
    sitting(env, "amy", "1234", ALL_WRONG)
    boss = env.sign_in_boss()
    env.store.exams.grant_retake(boss, env.exam_id, env.amy.user_id, "ill")
    [row] = env.store._db.read(lambda conn: conn.exec_driver_sql(
        "SELECT id, exam_id, trainee_id, granted_by, granted_at, note, over_pass, mac "
        "FROM exam_retakes").all())
    [grant] = env.store.exams.retakes(boss, env.amy.user_id)
    env.store.exams.revoke_retake(boss, grant.id, "given by mistake")
    env.sql("INSERT INTO exam_retakes (id, exam_id, trainee_id, granted_by, granted_at, note, "
            f"over_pass, mac) VALUES ({row[0]}, {row[1]}, {row[2]}, {row[3]}, '{row[4]}', "
            f"'{row[5]}', {'NULL' if row[6] is None else row[6]}, '{row[7]}')")
    amy = env.sign_in("amy", "1234")
    with pytest.raises((SealFailed, ExamError)):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)


def test_opening_a_forged_exam_and_saving_it_again_as_the_refusal_says_does_not_seal_it(
    env: Env,  # noqa: F811
) -> None:
    """The refusal once said "An instructor must open the exam and save it again": the
    editor opens the forged blueprint, and saving it sealed the forgery. Now refused."""
    stored = json.loads(env.store._db.read(
        lambda conn: conn.exec_driver_sql("SELECT blueprint FROM exams").scalar_one()))
    stored["pass_mark"] = 0
    for section in stored["sections"]:
        section.update(questions=1, pass_mark=0)
    env.sql("UPDATE exams SET blueprint = '{}'".format(
        json.dumps(stored).replace("'", "''").replace(":", "\\:")))
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    boss = env.sign_in_boss()
    opened = env.store.exams.exam(boss, env.exam_id)
    with pytest.raises(SealFailed):
        env.store.exams.update(boss, env.exam_id, opened.blueprint)
    with pytest.raises(SealFailed):
        env.store.exams.reactivate(boss, env.exam_id)
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)


def test_a_trainee_moved_into_the_exams_cohort_in_the_database_does_not_start(
    env: Env,  # noqa: F811
) -> None:
    """users.cohort_id decides who may sit what (admission.offered_to) but is not in the
    account's seal (row_seal.SealedAccount: user, name_key, role, active)."""
    boss = env.sign_in_boss()
    night = env.store.roster.create_cohort(boss, "Night")
    env.store.roster.move_to_cohort(boss, env.bob.user_id, night.id)  # not offered the exam
    env.sql(f"UPDATE users SET cohort_id = {env.cohort_id} WHERE name = 'bob'")
    bob = env.sign_in("bob", "5678")
    with pytest.raises((SealFailed, ExamError)):
        env.store.exams.start_sitting(bob, env.exam_id, *PROCTOR)


def test_an_account_changed_in_the_database_is_not_resealed_by_any_instructor_write(
    env: Env,  # noqa: F811
) -> None:
    """bob moved to no cohort in the database: reactivating him, moving him, resetting his
    PIN are each refused (audited) and seal nothing; deactivating him still works (a stale
    seal fails closed)."""
    boss = env.sign_in_boss()
    env.sql(f"UPDATE users SET cohort_id = NULL WHERE id = {env.bob.user_id}")
    night = env.store.roster.create_cohort(boss, "Night")
    with pytest.raises(SealFailed):
        env.store.roster.move_to_cohort(boss, env.bob.user_id, night.id)
    with pytest.raises(SealFailed):
        env.store.roster.reset_secret(boss, env.bob.user_id, "8765")
    env.store.roster.deactivate(boss, env.bob.user_id)
    with pytest.raises(SealFailed):
        env.store.roster.reactivate(boss, env.bob.user_id)
    failures = seal_failures(env)
    assert sum("was changed outside the app" in s for s in failures) == 3
    [(active, cohort)] = env.store._db.read(lambda conn: conn.exec_driver_sql(
        f"SELECT active, cohort_id FROM users WHERE id = {env.bob.user_id}").all())
    assert (bool(active), cohort) == (False, None)


def test_a_sound_account_is_still_moved_deactivated_and_reactivated(
    env: Env,  # noqa: F811
) -> None:
    """The checks refuse forgeries only: an instructor's own changes, and a withdrawal made
    without the key, go through and the trainee still starts."""
    boss = env.sign_in_boss()
    night = env.store.roster.create_cohort(boss, "Night")
    env.store.roster.move_to_cohort(boss, env.amy.user_id, night.id)
    env.store.roster.move_to_cohort(boss, env.amy.user_id, env.cohort_id)
    env.store.sign_out(boss)  # the key let go: the deactivation cannot re-seal
    env.store.roster.deactivate(boss, env.amy.user_id)
    boss = env.sign_in_boss()
    env.store.roster.reactivate(boss, env.amy.user_id)
    env.store.roster.reset_secret(boss, env.amy.user_id, "4321")
    sitting(env, "amy", "4321", ALL_WRONG)
    assert seal_failures(env) == []


def test_deleting_the_sealed_boundary_does_not_bring_the_settings_back(
    env: Env,  # noqa: F811
) -> None:
    """The boundary record deleted as well: the audit log holds a sealed exam write made
    after it was recorded, so the raised settings are still not believed."""
    env.sql("DELETE FROM settings WHERE key = 'seals.legacy_boundary'")
    env.sql("UPDATE users SET seal_mac = NULL")
    env.sql("UPDATE exams SET mac = NULL, attempts_allowed = 99")
    for key in ("users.unsealed_through", "exams.unsealed_through"):
        _raise_setting(env, key, "999999")
    with pytest.raises(Exception):  # noqa: B017 - the instructor's own account fails too
        env.sign_in_boss()
    amy = env.sign_in("amy", "1234")
    with pytest.raises(SealFailed):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
