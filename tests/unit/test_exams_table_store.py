"""Table sections of an exam through the store, on SQLite and PostgreSQL: every step sealed
and committed as it is taken, the sitting resumed at the same coup and step, the result with
its pace, the seals over the steps, and the CSV."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator

import pytest

from tests.support.exam_kill_worker import WallClock
from tests.support.exam_table import answer_questions, deal, with_table
from tests.unit.test_exams_store import PROCTOR, Env
from trainer.errors import ExamError
from trainer.exams.outcome import ExamStatus
from trainer.exams.review import SealProblem
from trainer.exams.seal import SealStatus
from trainer.store import open_store


@pytest.fixture
def env(store_url: str) -> Iterator[Env]:
    clock = WallClock()
    store = open_store(store_url, lock_timeout=1.0, clock=clock)
    boss = store.create_first_instructor("mdeus", "Maria Deus", *PROCTOR[1:])
    cohort = store.roster.create_cohort(boss, "2024-A 甲班")
    other = store.roster.create_cohort(boss, "2024-B")
    amy = store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234").as_actor()
    bob = store.roster.create_trainee(boss, "bob", "Bob Ho", cohort.id, "5678").as_actor()
    carl = store.roster.create_trainee(boss, "carl", "Carl Lei", other.id, "9012").as_actor()
    exam = store.exams.create(boss, with_table((cohort.id,), pace_target=50))
    yield Env(store_url, clock, store, boss, amy, bob, carl, cohort.id, other.id, exam.id)
    store.close()


def test_the_exam_with_a_table_is_stored_as_set(env: Env) -> None:
    info = env.store.exams.exam(env.sign_in_boss(), env.exam_id)
    assert info.blueprint == with_table((env.cohort_id,), pace_target=50)


def test_each_step_is_committed_and_the_result_has_score_and_pace(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    answer_questions(session)
    with open_store(env.url, clock=env.clock) as other:
        watcher = other.authenticate(*PROCTOR)
        deal(session, env.clock, steps=6)
        running = other.exams.running_sitting(watcher, amy.user_id)
        assert running is not None and running.answered == 7 + 6  # committed as taken
        assert (running.questions_answered, running.table_steps) == (7, 6)
    taken = 6 + deal(session, env.clock)
    assert session.status is ExamStatus.FINISHED

    (mine,) = env.store.exams.results(amy)
    (table,) = mine.tables
    assert (table.section, table.score, table.max_score, table.coups) == (2, taken, taken, 3)
    assert table.coups_per_hour is not None and table.coups_per_hour >= 50
    assert table.pace_met and table.passed and mine.passed
    assert (mine.score, mine.max_score) == (7 + taken, 7 + taken)

    boss = env.sign_in_boss()
    review = env.store.exams.review(boss, mine.sitting.id)
    assert review.seal.status is SealStatus.OK
    assert review.outcome is not None and review.outcome.tables == mine.tables

    rows = list(csv.DictReader(io.StringIO(env.store.exams.results_csv(boss, env.cohort_id))))
    assert rows[0]["sections"].endswith(
        f"; table/mass-300 {taken}/{taken} pass coups 3/3 "
        f"pace {table.coups_per_hour:.1f}/h (target 50)"
    )


def test_a_sitting_resumes_at_the_same_coup_and_step(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    answer_questions(session)
    deal(session, env.clock, steps=25, wrong_every=4)
    before = session.table
    assert before is not None
    state, right = before.state(), [s.right for s in before.steps]
    del session  # the app was killed

    env.clock.advance(60)
    resumed = env.store.exams.resume_sitting(amy, *PROCTOR)
    table = resumed.next_table()
    assert table is not None and table.state() == state
    assert [s.right for s in table.steps] == right
    deal(resumed, env.clock)
    assert resumed.status is ExamStatus.FINISHED
    (table_score,) = resumed.outcome().tables
    assert table_score.max_score - table_score.score == right.count(False)
    boss = env.sign_in_boss()
    assert env.store.exams.review(boss, resumed.sitting_id or 0).seal.status is SealStatus.OK


def test_a_deleted_or_edited_step_is_caught(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    answer_questions(session)
    deal(session, env.clock, steps=8)
    sid = session.sitting_id
    # Stored ungraded while the sitting runs (a keyed sitting): "right" written in is caught.
    assert env.sql(f"UPDATE exam_answers SET correct = TRUE WHERE sitting_id = {sid} "
                   "AND idx = 9") == 1
    with pytest.raises(ExamError) as caught:
        env.store.exams.resume_sitting(amy, *PROCTOR)
    assert caught.value.reason == "tampered"
    assert env.sql(f"UPDATE exam_answers SET correct = FALSE WHERE sitting_id = {sid} "
                   "AND idx = 9") == 1
    assert env.sql(f"DELETE FROM exam_answers WHERE sitting_id = {sid} AND idx = 10") == 1
    with pytest.raises(ExamError) as caught:
        env.store.exams.resume_sitting(amy, *PROCTOR)
    assert caught.value.reason == "tampered"


def test_a_step_deleted_after_the_end_shows_in_the_review(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    answer_questions(session)
    deal(session, env.clock)
    sid = session.sitting_id
    assert env.sql(f"DELETE FROM exam_answers WHERE sitting_id = {sid} AND idx = 12") == 1
    review = env.store.exams.review(env.sign_in_boss(), sid or 0)
    assert review.seal.status is SealStatus.TAMPERED
    assert any(f.problem is SealProblem.ANSWER_MISSING and f.index == 12
               for f in review.seal.findings)


def test_an_instructor_closes_a_sitting_scored_on_the_steps_stored(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    answer_questions(session)
    deal(session, env.clock, steps=10, wrong_every=3)
    steps = session.table.steps if session.table else []
    wrong = sum(1 for s in steps if not s.right)
    retries = sum(1 for s in steps if s.retry)  # a retry adds no step (issue 25 point 7)
    assert retries and not any(s.retry and not s.right for s in steps)
    boss = env.sign_in_boss()
    outcome = env.store.exams.close_sitting(boss, session.sitting_id or 0)
    (table,) = outcome.tables
    assert (table.score, table.max_score, table.complete, table.passed) == (
        10 - retries - wrong, 10 - retries, False, False)
    assert outcome.status is ExamStatus.INCOMPLETE
    assert env.store.exams.review(boss, session.sitting_id or 0).seal.status is SealStatus.OK
