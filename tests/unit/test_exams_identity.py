"""Issue 16 point 8 on SQLite and PostgreSQL: the trainee's identity sealed with an exam
result (the sign-in and display names as certified; a later rename shows as "renamed since",
an edit of the sealed names as tampering), and each trainee's sittings as a chain (a deleted
sitting, of any exam, shows on the one after it)."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.support.exam_kill_worker import blueprint
from tests.unit import test_exams_store
from tests.unit.test_exams_store import PROCTOR, Env, sit
from trainer.exams.review import OVERALL, CertifiedIdentity, SealProblem, certified_identity
from trainer.exams.seal import SealedResult, SealStatus

env = test_exams_store.env
"""The exam store fixture: an instructor, trainees amy and bob, one exam (both backends)."""


def finished_sitting(env: Env, exam_id: int | None = None) -> int:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, exam_id or env.exam_id, *PROCTOR)
    sit(env, session, "rrrrrrr")
    assert session.sitting_id is not None
    env.sign_in_boss()
    return session.sitting_id


def test_the_result_certifies_the_names_and_a_rename_shows(env: Env) -> None:
    sitting_id = finished_sitting(env)
    review = env.store.exams.review(env.boss, sitting_id)
    assert review.seal.status is SealStatus.OK
    assert review.identity == CertifiedIdentity("amy", "陳美美", renamed_since=False)

    # A display-name edit afterwards (what the roster's edit writes): the seal holds and the
    # review says the trainee was renamed since the result was certified.
    env.sql(f"UPDATE users SET display_name = 'Amy Chan' WHERE id = {env.amy.user_id}")
    review = env.store.exams.review(env.boss, sitting_id)
    assert review.seal.status is SealStatus.OK
    assert review.identity == CertifiedIdentity("amy", "陳美美", renamed_since=True)
    assert review.sitting.trainee_display_name == "Amy Chan"


def test_editing_the_certified_names_is_tampering(env: Env) -> None:
    sitting_id = finished_sitting(env)
    env.sql(
        "UPDATE exam_results SET detail = replace(detail, '陳美美', 'Bob Ho') "
        f"WHERE sitting_id = {sitting_id} AND section = '{OVERALL}'"
    )
    review = env.store.exams.review(env.boss, sitting_id)
    assert review.seal.status is SealStatus.TAMPERED
    assert review.identity is not None and review.identity.display_name == "Bob Ho"


def test_a_result_from_before_identities_has_none() -> None:
    at = datetime(2024, 5, 1, tzinfo=UTC)
    old = SealedResult(1, OVERALL, 7, 7, True, '{"status":"finished"}', at)
    assert certified_identity([old], "amy", "陳美美") is None
    assert certified_identity([], "amy", "陳美美") is None


def delete_sitting(env: Env, sitting_id: int) -> None:
    for table in ("exam_answers", "exam_results"):
        env.sql(f"DELETE FROM {table} WHERE sitting_id = {sitting_id}")
    env.sql(f"DELETE FROM exam_sittings WHERE id = {sitting_id}")


def test_a_deleted_sitting_of_another_exam_shows_on_the_next(env: Env) -> None:
    second = env.store.exams.create(
        env.boss, blueprint(cohort_ids=(env.cohort_id,), name="Second exam 第二"))
    first_id = finished_sitting(env)
    env.clock.advance(60)
    second_id = finished_sitting(env, second.id)
    statuses = env.store.exams.seal_statuses(env.boss, [first_id, second_id])
    assert statuses == {first_id: SealStatus.OK, second_id: SealStatus.OK}

    delete_sitting(env, first_id)  # the whole sitting, every row of it
    review = env.store.exams.review(env.boss, second_id)
    assert review.seal.status is SealStatus.TAMPERED
    assert [f.problem for f in review.seal.findings] == [SealProblem.SITTING_MISSING]
    assert env.store.exams.seal_statuses(env.boss, [second_id]) == {
        second_id: SealStatus.TAMPERED}
    results = env.store.exams.results(env.boss, env.amy.user_id)
    assert [(r.sitting.id, r.seal) for r in results] == [(second_id, SealStatus.TAMPERED)]


def test_unlinking_a_sitting_by_hand_breaks_its_seal(env: Env) -> None:
    second = env.store.exams.create(
        env.boss, blueprint(cohort_ids=(env.cohort_id,), name="Second exam 第二"))
    finished_sitting(env)
    second_id = finished_sitting(env, second.id)
    # Passing it off as a sitting from before chaining: its sealed terms named the link.
    env.sql(f"UPDATE exam_sittings SET prev_mac = NULL WHERE id = {second_id}")
    review = env.store.exams.review(env.boss, second_id)
    assert review.seal.status is SealStatus.TAMPERED
    assert SealProblem.SITTING in [f.problem for f in review.seal.findings]
