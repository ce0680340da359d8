"""A sitting's questions cannot be computed from the database, and whether an answer was
right is not in it while the sitting runs (trainer.exams.sitting_secret), on SQLite and
PostgreSQL: each attack reads or edits the database with SQL as someone holding the file
(or a database login) would, mid-sitting."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from dataclasses import replace

import pytest

from tests.support.exam_kill_worker import WallClock, blueprint, right_answer, wrong_answer
from tests.support.exam_table import answer_questions, deal, with_table
from tests.unit.test_exams_store import PROCTOR, Env, sit
from trainer.audit import AuditAction
from trainer.errors import ExamError, ProctorRequired
from trainer.exams.outcome import ExamStatus
from trainer.exams.plan import SEED_BOUND, draw_questions
from trainer.exams.seal import SealStatus, seal
from trainer.store import open_store

ANSWERS = "SELECT idx, question, seed, answer, correct, timed_out FROM exam_answers"


@pytest.fixture
def env(store_url: str) -> Iterator[Env]:
    clock = WallClock()
    store = open_store(store_url, lock_timeout=1.0, clock=clock)
    boss = store.create_first_instructor("mdeus", "Maria Deus", *PROCTOR[1:])
    cohort = store.roster.create_cohort(boss, "2024-A 甲班")
    amy = store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234").as_actor()
    exam = store.exams.create(boss, blueprint(cohort_ids=(cohort.id,)))
    made = Env(store_url, clock, store, boss, amy, amy, amy, cohort.id, cohort.id, exam.id)
    yield made
    made.store.close()


def stored_numbers(env: Env, sitting_id: int) -> set[int]:
    """Every whole number the database holds about the sitting: its row's columns, its
    nonce read as a number, every answer row's numbers and the numbers in their text."""
    found: set[int] = set()
    [row] = env.rows(f"SELECT * FROM exam_sittings WHERE id = {sitting_id}")
    answers = env.rows(f"SELECT * FROM exam_answers WHERE sitting_id = {sitting_id}")
    for value in [*row, *(v for r in answers for v in r)]:
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            found.add(value)
        elif isinstance(value, str):
            for word in value.replace('"', " ").replace(":", " ").replace(",", " ").split():
                for base in (10, 16):
                    with contextlib.suppress(ValueError):
                        found.add(int(word, base))
    return found


def test_the_questions_cannot_be_computed_from_the_database_mid_sitting(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, session, "r")  # question 1 answered, seen on screen
    sid = session.sitting_id
    assert sid is not None
    questions = [q.question for q in draw_questions(session.blueprint, session.seed)]
    # The seed column holds none, the sitting is keyed (its nonce is under its seal).
    [(seed, nonce, state)] = env.rows(
        f"SELECT seed, seed_nonce, state FROM exam_sittings WHERE id = {sid}")
    assert seed == 0 and isinstance(nonce, str) and len(nonce) == 64
    assert "keyed_seed" not in json.loads(state)
    # The seed is at full width: 2**31 guesses from question 1 cannot find it.
    assert session.seed >= 2**256
    # Question 1's row holds no seed and no readable question, answer or grade.
    [(idx, question, row_seed, answer, correct, timed_out)] = env.rows(
        f"{ANSWERS} WHERE sitting_id = {sid}")
    assert (idx, row_seed, answer, bool(correct), bool(timed_out)) == (0, 0, "null", False,
                                                                        False)
    assert question.startswith("sealed1:") and str(questions[0].seed) not in question
    # The engine fed any number stored about the sitting deals other questions.
    for value in stored_numbers(env, sid):
        # Each as a seed in the clear, and each wide one (the nonce) as a keyed seed.
        for seed_tried in (value, 2**256 | value if value < 2**256 else value):
            if 0 <= seed_tried < SEED_BOUND or 2**256 <= seed_tried < 2**257:
                drawn = [q.question for q in draw_questions(session.blueprint, seed_tried)]
                assert drawn[1] != questions[1] and drawn != questions


def test_nothing_mid_sitting_tells_a_right_answer_from_a_wrong_one(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, session, "rw")
    sid = session.sitting_id
    rows = env.rows(f"SELECT seed, answer, correct, timed_out, ms_taken FROM exam_answers "
                    f"WHERE sitting_id = {sid} ORDER BY idx")
    assert rows[0] == rows[1]  # the right one and the wrong one store the same columns
    assert len({q for (q,) in env.rows(
        f"SELECT question FROM exam_answers WHERE sitting_id = {sid}")}) == 2
    # Graded and written out at the close, from the engine: the review shows all, sealed.
    sit(env, session, "rrrrr")
    assert session.status is ExamStatus.FINISHED
    assert [bool(c) for (c,) in env.rows(
        f"SELECT correct FROM exam_answers WHERE sitting_id = {sid} ORDER BY idx")] == [
        True, False, True, True, True, True, True]
    assert all(not q.startswith("sealed1:") for (q,) in env.rows(
        f"SELECT question FROM exam_answers WHERE sitting_id = {sid}"))
    boss = env.sign_in_boss()
    review = env.store.exams.review(boss, sid or 0)
    assert review.seal.status is SealStatus.OK and review.outcome is not None
    assert (review.outcome.score, review.outcome.max_score) == (6, 7)
    assert [i.correct for i in review.items] == [True, False, True, True, True, True, True]
    assert all(i.reproduced and i.seal is SealStatus.OK for i in review.items)


def test_a_kill_mid_sitting_resumes_with_the_proctors_unlock(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    planned = [q.question for q in draw_questions(session.blueprint, session.seed)]
    sit(env, session, "wrr")
    sid = session.sitting_id
    del session  # killed: the seed was only in its memory
    assert env.rows(f"SELECT seed FROM exam_sittings WHERE id = {sid}") == [(0,)]
    with pytest.raises(ProctorRequired):
        env.store.exams.resume_sitting(amy, PROCTOR[0], "not-the-password")
    resumed = env.store.exams.resume_sitting(amy, *PROCTOR)  # the proctor unlocks it again
    assert resumed.sitting_id == sid and resumed.answered_count == 3
    assert resumed.seed >= 2**256  # worked out again from the key the proctor unlocked
    shown = resumed.next_question()
    assert shown is not None and shown.question == planned[3]
    for verdict in "rwrr":
        shown = resumed.next_question()
        assert shown is not None
        env.clock.advance(5)
        resumed.submit(right_answer(shown.question) if verdict == "r"
                       else wrong_answer(shown.question))
    assert resumed.status is ExamStatus.FINISHED
    assert (resumed.outcome().score, resumed.outcome().max_score) == (5, 7)
    review = env.store.exams.review(env.sign_in_boss(), sid or 0)
    assert review.seal.status is SealStatus.OK and review.outcome is not None
    assert review.outcome.score == 5


def test_a_sitting_closed_by_an_instructor_is_graded_at_the_close(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, session, "rwr")
    sid = session.sitting_id or 0
    del session
    sealed = f"SELECT COUNT(*) FROM exam_answers WHERE sitting_id = {sid} " \
        "AND question LIKE 'sealed1%'"
    assert env.rows(sealed) == [(3,)]
    outcome = env.store.exams.close_sitting(env.sign_in_boss(), sid)
    assert env.rows(sealed) == [(0,)]  # opened, graded and written out at the close
    assert outcome.status is ExamStatus.INCOMPLETE and outcome.score == 2
    review = env.store.exams.review(env.sign_in_boss(), sid)
    assert review.seal.status is SealStatus.OK
    assert [i.correct for i in review.items if i.answered] == [True, False, True]


def seal_failures(env: Env) -> list[str]:
    rows = env.store.audit.trail(env.sign_in_boss()).rows
    return [r.entry.subject for r in rows if r.entry.action == AuditAction.SEAL_FAILED.value]


def test_a_sitting_flipped_to_a_seed_in_the_clear_is_refused_and_audited(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, session, "r")
    sid = session.sitting_id
    del session
    # The old kind, with a seed the attacker worked the answers out for.
    assert env.sql(f"UPDATE exam_sittings SET seed_nonce = NULL, seed = 12345 "
                   f"WHERE id = {sid}") == 1
    with pytest.raises(ExamError) as caught:
        env.store.exams.resume_sitting(amy, *PROCTOR)
    assert caught.value.reason == "tampered"
    assert seal_failures(env) == [f"sitting {sid} was changed after it was sealed"]
    # The instructor's review reads it as tampered, on the questions of no seed it trusts.
    assert env.store.exams.review(env.sign_in_boss(), sid or 0).seal.status is (
        SealStatus.TAMPERED)


def test_an_ended_sittings_written_out_seed_is_checked(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, session, "rrrrrrr")
    sid = session.sitting_id or 0
    [(state,)] = env.rows(f"SELECT state FROM exam_sittings WHERE id = {sid}")
    assert int(json.loads(state)["keyed_seed"], 16) == session.seed
    assert env.store.exams.review(env.sign_in_boss(), sid).seal.status is SealStatus.OK
    edited = json.loads(state) | {"keyed_seed": format(session.seed ^ 1, "x")}
    assert env.sql("UPDATE exam_sittings SET state = '"
                   + json.dumps(edited).replace(":", "\\:") + f"' WHERE id = {sid}") == 1
    assert env.store.exams.review(env.sign_in_boss(), sid).seal.status is SealStatus.TAMPERED


def test_a_sitting_stored_before_keeps_its_seed_in_the_clear_and_works_as_before(
        env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sid = session.sitting_id or 0
    del session
    # Made into a sitting as the code before schema 21 stored it: its seed (31 bits) in the
    # clear, no nonce, sealed with the school key over those terms.
    key = env.store.seal.held(env.sign_in_boss().user_id)
    assert key is not None
    exams = env.store.exams
    assert env.sql(f"UPDATE exam_sittings SET seed = 12345, seed_nonce = NULL "
                   f"WHERE id = {sid}") == 1
    row = exams._db.read(lambda conn: exams._sitting(conn, sid))
    assert row.nonce is None and row.sealed.seed == 12345
    assert env.sql(f"UPDATE exam_sittings SET mac = '{seal(key.for_sitting(sid), row.sealed)}' "
                   f"WHERE id = {sid}") == 1
    resumed = exams.resume_sitting(amy, *PROCTOR)
    assert resumed.seed == 12345
    assert [q.question for q in draw_questions(resumed.blueprint, 12345)] == [
        q.question for q in draw_questions(resumed.blueprint, resumed.seed)]
    for verdict in "rwrrrrr":
        shown = resumed.next_question()
        assert shown is not None
        env.clock.advance(5)
        resumed.submit(right_answer(shown.question) if verdict == "r"
                       else wrong_answer(shown.question))
        # Stored in the clear as it comes, as before.
        assert not env.rows(f"SELECT COUNT(*) FROM exam_answers WHERE sitting_id = {sid} "
                            "AND question LIKE 'sealed1%'")[0][0]
    assert resumed.status is ExamStatus.FINISHED and resumed.outcome().score == 6
    review = exams.review(env.sign_in_boss(), sid)
    assert review.seal.status is SealStatus.OK and review.sitting.seed == 12345
    assert [i.correct for i in review.items] == [True, False, True, True, True, True, True]


def test_a_running_table_sections_review_grades_its_steps_by_dealing_them_again(
        env: Env) -> None:
    boss = env.sign_in_boss()
    cohort = env.store.roster.create_cohort(boss, "table")
    dora = env.store.roster.create_trainee(boss, "dora", "Dora", cohort.id, "4321").as_actor()
    exam = env.store.exams.create(boss, replace(with_table((cohort.id,)), name="Table exam"))
    session = env.store.exams.start_sitting(env.sign_in("dora", "4321"), exam.id, *PROCTOR)
    answer_questions(session)
    deal(session, env.clock, steps=12, wrong_every=2)
    sid = session.sitting_id or 0
    table = session.table
    assert table is not None and dora.user_id
    steps = env.rows(f"SELECT correct FROM exam_answers WHERE sitting_id = {sid} "
                     "AND drill_kind = 'table'")
    assert len(steps) == 12 and not any(c for (c,) in steps)  # stored ungraded
    review = env.store.exams.review(env.sign_in_boss(), sid)
    assert review.seal.status is SealStatus.OK
    graded = [s.correct for s in review.table_steps]
    assert graded == [s.right for s in table.steps] and any(graded) and not all(graded)
