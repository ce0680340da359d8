"""Exam mode through the store, on SQLite and PostgreSQL: sittings end to end, resuming,
tampering, roles, attempts and retakes, the seal key's life and the results CSV."""

from __future__ import annotations

import csv
import io
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, inspect, text

from tests.support.exam_kill_worker import WallClock, blueprint, right_answer, wrong_answer
from trainer.auth import Actor
from trainer.drills import DrawAnswer
from trainer.errors import (
    AccountUnverified,
    AuthenticationFailed,
    ExamError,
    PermissionDenied,
    ProctorRequired,
    SealUnavailable,
)
from trainer.exams.blueprint import OnInterrupt
from trainer.exams.outcome import ExamStatus
from trainer.exams.plan import draw_questions
from trainer.exams.review import OVERALL, SealProblem
from trainer.exams.seal import SealState, SealStatus
from trainer.exams.session import ExamSession, TickEvent
from trainer.store import DB_FILENAME, Store, open_store
from trainer.store.exam_results import (
    CSV_COLUMNS,
)

PROCTOR = ("mdeus", "teacher-pass")
FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


@dataclass
class Env:
    url: str
    clock: WallClock
    store: Store
    boss: Actor
    amy: Actor
    bob: Actor
    carl: Actor  # in another cohort
    cohort_id: int
    other_cohort_id: int
    exam_id: int

    def sign_in_boss(self) -> Actor:
        self.boss = self.store.authenticate(*PROCTOR)
        return self.boss

    def sign_in(self, name: str, pin: str) -> Actor:
        return self.store.authenticate(name, pin)

    def sql(self, statement: str) -> int:
        """Test-only direct SQL (what a tamperer with database access could do)."""
        engine = create_engine(self.url)
        try:
            with engine.begin() as conn:
                return conn.execute(text(statement)).rowcount
        finally:
            engine.dispose()

    def rows(self, statement: str) -> list[tuple[Any, ...]]:
        """Test-only direct SQL read: what a reader of the database sees."""
        engine = create_engine(self.url)
        try:
            with engine.connect() as conn:
                return [tuple(r) for r in conn.execute(text(statement))]
        finally:
            engine.dispose()


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
    exam = store.exams.create(boss, blueprint(cohort_ids=(cohort.id,)))
    yield Env(store_url, clock, store, boss, amy, bob, carl, cohort.id, other.id, exam.id)
    store.close()


def sit(env: Env, session: ExamSession, verdicts: str, *, seconds: float = 5) -> None:
    """Answer the questions shown: ``r`` right, ``w`` wrong, one per letter."""
    for verdict in verdicts:
        shown = session.next_question()
        assert shown is not None
        env.clock.advance(seconds)
        answer = right_answer(shown.question) if verdict == "r" else wrong_answer(shown.question)
        assert session.submit(answer) is None  # type: ignore[func-returns-value]


# ---- a full sitting ----------------------------------------------------------------------


def test_full_sitting_answers_committed_scored_and_sealed(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    assert [a.exam.id for a in env.store.exams.assigned(amy)] == [env.exam_id]
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert session.sitting_id is not None and session.status is ExamStatus.RUNNING
    assert env.store.seal.held(env.boss.user_id) is None  # the proctor did not sign in

    # Every answer is in the database when submit returns (another connection sees it).
    with open_store(env.url, clock=env.clock) as other:
        watcher = other.authenticate(*PROCTOR)
        for n, verdict in enumerate("rrrwrww", start=1):
            sit(env, session, verdict)
            if n < 7:
                running = other.exams.running_sitting(watcher, amy.user_id)
                assert running is not None and running.answered == n
        assert other.exams.running_sitting(watcher, amy.user_id) is None

    assert session.next_question() is None and session.status is ExamStatus.FINISHED
    outcome = session.outcome()
    assert [(s.score, s.max_score, s.passed) for s in outcome.sections] == [
        (3, 4, True),
        (1, 3, False),
    ]
    assert (outcome.score, outcome.passed) == (4, False)

    # The trainee sees her own result: score and pass/fail, not the missed questions here,
    # and no verdict on the seal (she never holds the key).
    mine = env.store.exams.results(amy)
    assert len(mine) == 1
    assert (mine[0].score, mine[0].max_score, mine[0].passed) == (4, 7, False)
    assert mine[0].missed is None and mine[0].seal is SealStatus.UNVERIFIED
    assert mine[0].sitting.status is ExamStatus.FINISHED
    assert mine[0].sitting.exam_name == "Dealer certificate 荷官證書"
    assert [s.passed for s in mine[0].sections] == [True, False]

    boss = env.sign_in_boss()
    theirs = env.store.exams.results(boss, amy.user_id)
    assert theirs[0].seal is SealStatus.OK and theirs[0].missed == (3, 5, 6)
    assert theirs[0].sitting.proctor_name == "mdeus" and theirs[0].sitting.attempt_no == 1
    assert theirs[0].sitting.proctor_display_name == "Maria Deus"
    assert env.store.exams.cohort_results(boss, env.cohort_id)[0].sitting.id == session.sitting_id
    assert env.store.exams.cohort_results(boss, env.other_cohort_id) == []


def test_missed_questions_when_the_blueprint_shows_them(env: Env) -> None:
    exam = env.store.exams.create(
        env.boss, blueprint(name="Open book", show_missed=True, cohort_ids=(env.cohort_id,))
    )
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, exam.id, *PROCTOR)
    sit(env, session, "rwrrrrr")
    result = session.trainee_result()
    assert result.missed is not None and [q.index for q in result.missed] == [1]
    assert env.store.exams.results(amy)[0].missed == (1,)


def test_time_outs_through_the_store(env: Env) -> None:
    exam = env.store.exams.create(
        env.boss,
        blueprint(name="Quick", time_limit_s=100, question_limit_s=30, cohort_ids=(env.cohort_id,)),
    )
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, exam.id, *PROCTOR)
    sit(env, session, "r", seconds=10)
    assert session.next_question() is not None
    env.clock.advance(30)
    assert session.tick() is TickEvent.QUESTION_TIMED_OUT  # recorded wrong, no answer
    sit(env, session, "r", seconds=40)  # late: wrong although right
    assert session.next_question() is not None
    env.clock.advance(20)  # 100 s are up
    assert session.tick() is TickEvent.EXAM_OVER
    assert session.status is ExamStatus.TIMED_OUT

    boss = env.sign_in_boss()
    assert session.sitting_id is not None
    review = env.store.exams.review(boss, session.sitting_id)
    assert review.seal.status is SealStatus.OK
    assert review.outcome is not None and review.outcome.status is ExamStatus.TIMED_OUT
    assert review.outcome.score == 1 and review.outcome.answered == 3
    first, second, third, fourth = review.items[:4]
    assert first.correct and not first.timed_out
    assert second.timed_out and second.answer is None and not second.correct
    assert third.timed_out and third.answer == right_answer(third.question.question)
    assert not third.correct
    assert not fourth.answered and fourth.answer is None and fourth.ms_taken is None
    assert env.store.exams.results(boss, amy.user_id)[0].sitting.status is ExamStatus.TIMED_OUT


def test_review_shows_every_question_as_it_was_shown(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    shown = []
    for verdict in "rwrr":
        question = session.next_question()
        assert question is not None
        shown.append(question)
        env.clock.advance(3)
        session.submit(
            right_answer(question.question) if verdict == "r" else wrong_answer(question.question)
        )
    session.next_question()
    session.hand_in()

    boss = env.sign_in_boss()
    assert session.sitting_id is not None
    review = env.store.exams.review(boss, session.sitting_id)
    assert review.seal.status is SealStatus.OK and review.seal.findings == ()
    assert review.sitting.seed == session.seed and review.blueprint == session.blueprint
    # The seed reproduces the sitting: every question, answered or not.
    again = draw_questions(review.blueprint, review.sitting.seed)
    assert tuple(item.question for item in review.items) == again
    assert [item.question for item in review.items[:4]] == shown
    assert all(item.reproduced for item in review.items)
    assert [item.correct for item in review.items] == [True, False, True, True] + [False] * 3
    assert [item.answered for item in review.items] == [True] * 4 + [False] * 3
    for item in review.items:
        assert item.expected == right_answer(item.question.question)
        assert item.seal is SealStatus.OK
    assert review.items[1].answer == wrong_answer(review.items[1].question.question)
    assert review.items[1].grade.article is not None
    assert review.outcome is not None and review.outcome.status is ExamStatus.HANDED_IN


# ---- tampering ---------------------------------------------------------------------------


def finished_sitting(env: Env, verdicts: str = "rrrwrww") -> int:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, session, verdicts)
    assert session.is_finished and session.sitting_id is not None
    return session.sitting_id


def test_edited_result_and_answer_are_flagged(env: Env) -> None:
    sitting_id = finished_sitting(env)
    boss = env.sign_in_boss()
    assert env.store.exams.review(boss, sitting_id).seal.status is SealStatus.OK

    # Someone with database access raises the score and marks a wrong answer right.
    assert env.sql(
        f"UPDATE exam_results SET score = score + 3, passed = TRUE "
        f"WHERE sitting_id = {sitting_id} AND section = 'overall'"
    ) == 1
    assert env.sql(
        f"UPDATE exam_answers SET correct = NOT correct WHERE sitting_id = {sitting_id} AND idx = 3"
    ) == 1

    review = env.store.exams.review(boss, sitting_id)
    assert review.seal.status is SealStatus.TAMPERED
    found = {
        (f.problem, f.index if f.index is not None else f.section) for f in review.seal.findings
    }
    assert found == {(SealProblem.RESULT, OVERALL), (SealProblem.ANSWER, 3)}
    assert review.items[3].seal is SealStatus.TAMPERED and review.items[3].correct
    assert all(item.seal is SealStatus.OK for i, item in enumerate(review.items) if i != 3)
    assert review.outcome is not None and review.outcome.score == 7  # shown as stored...
    assert env.store.exams.results(boss, env.amy.user_id)[0].seal is SealStatus.TAMPERED
    rows = list(csv.DictReader(io.StringIO(env.store.exams.results_csv(boss, env.cohort_id))))
    assert [r["seal"] for r in rows] == ["tampered"]  # ...and flagged everywhere


def test_deleted_added_and_forged_rows_are_flagged(env: Env) -> None:
    sitting_id = finished_sitting(env)
    where = f"sitting_id = {sitting_id}"
    assert env.sql(f"DELETE FROM exam_answers WHERE {where} AND idx = 5") == 1
    assert env.sql(f"DELETE FROM exam_results WHERE {where} AND section = 'section:1'") == 1
    # Answer 6 replaced by a copy of answer 0 (a genuinely sealed row, in the wrong place),
    # and a result row for a section that does not exist.
    for column in ("question", "seed", "answer", "correct", "mac"):
        env.sql(
            f"UPDATE exam_answers SET {column} = (SELECT {column} FROM exam_answers "
            f"WHERE {where} AND idx = 0) WHERE {where} AND idx = 6"
        )
    env.sql(
        "INSERT INTO exam_results (sitting_id, section, score, max_score, passed, detail, mac,"
        " recorded_at) SELECT sitting_id, 'section:9', score, max_score, passed, detail, mac,"
        f" recorded_at FROM exam_results WHERE {where} AND section = 'overall'"
    )
    # Bob hands in after three answers; a fourth is slipped in afterwards.
    bob = env.sign_in("bob", "5678")
    handed_in = env.store.exams.start_sitting(bob, env.exam_id, *PROCTOR)
    sit(env, handed_in, "rrr")
    handed_in.hand_in()
    env.sql(
        "INSERT INTO exam_answers (sitting_id, idx, section, drill_kind, question, seed, answer,"
        " correct, timed_out, ms_taken, shown_at, answered_at, mac) SELECT sitting_id, 3,"
        " section, drill_kind, question, seed, answer, correct, timed_out, ms_taken, shown_at,"
        f" answered_at, mac FROM exam_answers WHERE sitting_id = {handed_in.sitting_id}"
        " AND idx = 2"
    )

    boss = env.sign_in_boss()
    review = env.store.exams.review(boss, sitting_id)
    problems = {
        (f.problem, f.index if f.index is not None else f.section) for f in review.seal.findings
    }
    assert problems == {
        (SealProblem.ANSWER_MISSING, 5),
        (SealProblem.ANSWER, 6),
        (SealProblem.RESULT_MISSING, "section:1"),
        (SealProblem.RESULT_ADDED, "section:9"),
    }
    assert review.items[5].seal is SealStatus.TAMPERED and not review.items[5].answered
    assert review.items[6].seal is SealStatus.TAMPERED
    assert review.outcome is None  # the stored result is incomplete: no score is shown
    assert handed_in.sitting_id is not None
    added = env.store.exams.review(boss, handed_in.sitting_id)
    assert {(f.problem, f.index) for f in added.seal.findings} == {
        (SealProblem.ANSWER, 3),
        (SealProblem.ANSWER_ADDED, 3),
    }
    results = {r.sitting.id: r.seal for r in env.store.exams.cohort_results(boss, env.cohort_id)}
    assert results == {sitting_id: SealStatus.TAMPERED, handed_in.sitting_id: SealStatus.TAMPERED}


def test_a_tampered_running_sitting_is_not_resumed(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, session, "rr")
    sitting_id = session.sitting_id
    # The app is killed; someone pushes the deadline back an hour.
    future = "deadline + INTERVAL '1 hour'" if env.url.startswith("postgresql") else (
        "datetime(deadline, '+1 hour')"
    )
    assert env.sql(f"UPDATE exam_sittings SET deadline = {future} WHERE id = {sitting_id}") == 1
    with pytest.raises(ExamError) as refused:
        env.store.exams.resume_sitting(amy, *PROCTOR)
    assert refused.value.reason == "tampered"
    # An instructor ends it; the review shows why.
    boss = env.sign_in_boss()
    assert sitting_id is not None
    outcome = env.store.exams.close_sitting(boss, sitting_id)
    assert outcome.status is ExamStatus.INCOMPLETE and outcome.score == 2 and not outcome.passed
    review = env.store.exams.review(boss, sitting_id)
    assert [f.problem for f in review.seal.findings] == [SealProblem.SITTING]
    with pytest.raises(ExamError) as again:
        env.store.exams.close_sitting(boss, sitting_id)
    assert again.value.reason == "not_running"


def test_rewinding_a_running_sitting_is_refused(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, session, "rrw")
    session.next_question()  # question 3 is on screen when the app dies
    env.sql(f"DELETE FROM exam_answers WHERE sitting_id = {session.sitting_id} AND idx = 2")
    with pytest.raises(ExamError) as refused:
        env.store.exams.resume_sitting(amy, *PROCTOR)
    assert refused.value.reason == "tampered"


# ---- resuming ----------------------------------------------------------------------------


def test_reopening_resumes_the_same_sitting_with_the_time_used(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, session, "rrw", seconds=20)
    on_screen = session.next_question()
    assert on_screen is not None
    env.clock.advance(25)
    deadline, seed, sitting_id = session.deadline, session.seed, session.sitting_id
    env.store.close()  # the app is gone; 2 minutes pass before it is reopened
    env.clock.advance(120)

    with open_store(env.url, clock=env.clock) as store:
        amy = store.authenticate("amy", "1234")
        running = store.exams.running_sitting(amy)
        assert running is not None and running.id == sitting_id and running.answered == 3
        assert running.question_count == 7 and running.exam_name.startswith("Dealer")
        # Not without the proctor; never a fresh sitting while one runs.
        with pytest.raises(ProctorRequired):
            store.exams.resume_sitting(amy, "mdeus", "wrong-pass")
        with pytest.raises(ProctorRequired):
            store.exams.resume_sitting(amy, "amy", "1234")
        with pytest.raises(ExamError) as busy:
            store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
        assert busy.value.reason == "already_running"

        resumed = store.exams.resume_sitting(amy, *PROCTOR)
        assert (resumed.sitting_id, resumed.seed, resumed.deadline) == (sitting_id, seed, deadline)
        assert resumed.answered_count == 3
        assert resumed.remaining_seconds() == pytest.approx(600 - 60 - 25 - 120)
        # The question that was on screen, with its own clock still running (60 s limit).
        assert resumed.current == on_screen
        assert resumed.question_remaining_seconds() == pytest.approx(0.0)
        assert resumed.tick() is TickEvent.QUESTION_TIMED_OUT
        sit(env, resumed, "rrr")
        assert resumed.status is ExamStatus.FINISHED
        assert resumed.outcome().score == 5 and resumed.outcome().missed == (2, 3)

        boss = store.authenticate(*PROCTOR)
        assert sitting_id is not None
        review = store.exams.review(boss, sitting_id)
        assert review.seal.status is SealStatus.OK
        assert [item.question for item in review.items][:4] == [
            *draw_questions(review.blueprint, seed)[:3],
            on_screen,
        ]


def test_an_interrupted_sitting_ends_incomplete_when_the_blueprint_says_so(env: Env) -> None:
    exam = env.store.exams.create(
        env.boss,
        blueprint(name="Strict", on_interrupt=OnInterrupt.INCOMPLETE, pass_mark=0,
                  cohort_ids=(env.cohort_id,)),
    )
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, exam.id, *PROCTOR)
    sit(env, session, "rr")
    session = env.store.exams.resume_sitting(amy, *PROCTOR)  # as after a crash
    assert session.is_finished and session.status is ExamStatus.INCOMPLETE
    assert session.next_question() is None
    assert session.outcome().score == 2 and not session.outcome().passed
    assert env.store.exams.running_sitting(amy) is None
    with pytest.raises(ExamError) as gone:
        env.store.exams.resume_sitting(amy, *PROCTOR)
    assert gone.value.reason == "not_running"
    assert [a.exam.id for a in env.store.exams.assigned(amy)] == [env.exam_id]  # used up
    boss = env.sign_in_boss()
    result = env.store.exams.results(boss, amy.user_id)[0]
    assert result.sitting.status is ExamStatus.INCOMPLETE and result.seal is SealStatus.OK


# ---- roles -------------------------------------------------------------------------------


def test_a_trainee_cannot_create_or_change_blueprints(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    with pytest.raises(PermissionDenied):
        env.store.exams.create(amy, blueprint(name="Mine", cohort_ids=(env.cohort_id,)))
    with pytest.raises(PermissionDenied):
        env.store.exams.update(amy, env.exam_id, blueprint(name="Easy", pass_mark=0))
    with pytest.raises(PermissionDenied):
        env.store.exams.assign(amy, env.exam_id, [env.other_cohort_id])
    with pytest.raises(PermissionDenied):
        env.store.exams.deactivate(amy, env.exam_id)
    with pytest.raises(PermissionDenied):
        env.store.exams.exams(amy)
    # A forged instructor actor is caught: the store re-reads who it is.
    forged = Actor(amy.user_id, "amy", "陳美美", env.boss.role, amy.cohort_id)
    with pytest.raises(PermissionDenied):
        env.store.exams.create(forged, blueprint(name="Forged"))


def test_a_trainee_cannot_start_a_sitting_without_proctor_credentials(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    for name, secret in (("amy", "1234"), ("bob", "5678"), ("mdeus", "1234"), ("nobody", "x")):
        with pytest.raises(ProctorRequired) as refused:
            env.store.exams.start_sitting(amy, env.exam_id, name, secret)
        assert isinstance(refused.value, PermissionDenied)
    assert env.store.exams.running_sitting(amy) is None
    # An instructor is not a candidate either.
    with pytest.raises(PermissionDenied):
        env.store.exams.start_sitting(env.boss, env.exam_id, *PROCTOR)
    # A deactivated instructor cannot proctor.
    helper = env.store.roster.create_instructor(env.boss, "helper", "Helper", "helper-pass")
    env.store.roster.deactivate(env.boss, helper.id)
    with pytest.raises(ProctorRequired):
        env.store.exams.start_sitting(amy, env.exam_id, "helper", "helper-pass")


def test_a_trainee_cannot_see_other_trainees_results(env: Env) -> None:
    finished_sitting(env)
    bob = env.sign_in("bob", "5678")
    with pytest.raises(PermissionDenied):
        env.store.exams.results(bob, env.amy.user_id)
    with pytest.raises(PermissionDenied):
        env.store.exams.cohort_results(bob, env.cohort_id)
    with pytest.raises(PermissionDenied):
        env.store.exams.results_csv(bob, env.cohort_id)
    boss_view = env.store.exams
    with pytest.raises(PermissionDenied):
        boss_view.review(bob, 1)
    with pytest.raises(PermissionDenied):
        env.store.exams.running_sitting(bob, env.amy.user_id)
    with pytest.raises(PermissionDenied):
        env.store.exams.assigned(bob, env.amy.user_id)
    assert env.store.exams.results(bob) == []  # his own: none


def test_a_trainee_cannot_grant_retakes_or_end_sittings(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    with pytest.raises(PermissionDenied):
        env.store.exams.grant_retake(amy, env.exam_id, amy.user_id)
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert session.sitting_id is not None
    with pytest.raises(PermissionDenied):
        env.store.exams.close_sitting(amy, session.sitting_id)
    with pytest.raises(PermissionDenied):
        env.store.exams.enrol_instructor(amy, *PROCTOR)
    with pytest.raises(PermissionDenied):
        env.store.exams.retakes(amy, env.bob.user_id)


# ---- attempts and retakes ----------------------------------------------------------------


def test_attempts_are_enforced_and_retakes_recorded(env: Env) -> None:
    first = finished_sitting(env, "wwwwwww")
    amy = env.sign_in("amy", "1234")
    assert env.store.exams.assigned(amy) == []
    used_up = env.store.exams.assigned(amy, include_used_up=True)
    assert [(a.attempts_used, a.attempts_allowed, a.attempts_left) for a in used_up] == [(1, 1, 0)]
    with pytest.raises(ExamError) as refused:
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert refused.value.reason == "no_attempts_left"

    boss = env.sign_in_boss()
    env.clock.advance(3600)
    grant = env.store.exams.grant_retake(boss, env.exam_id, env.amy.user_id, " sick on the day ")
    assert (grant.granted_by, grant.granted_by_name, grant.granted_at) == (
        boss.user_id,
        "mdeus",
        env.clock.now,
    )
    assert grant.note == "sick on the day"
    assert env.store.exams.retakes(boss, env.amy.user_id) == [grant]
    with pytest.raises(Exception) as not_trainee:
        env.store.exams.grant_retake(boss, env.exam_id, boss.user_id)
    assert getattr(not_trainee.value, "kind", None) == "invalid"

    amy = env.sign_in("amy", "1234")
    assert env.store.exams.retakes(amy, amy.user_id) == [grant]
    assert [a.attempts_left for a in env.store.exams.assigned(amy)] == [1]
    second = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, second, "rrrrrrr")
    results = env.store.exams.results(amy)
    assert [(r.sitting.attempt_no, r.passed) for r in results] == [(2, True), (1, False)]
    assert results[1].sitting.id == first
    assert second.seed != results[1].sitting.seed or second.sitting_id != first


def test_offering_rules(env: Env) -> None:
    carl = env.sign_in("carl", "9012")
    with pytest.raises(ExamError) as not_assigned:
        env.store.exams.start_sitting(carl, env.exam_id, *PROCTOR)
    assert not_assigned.value.reason == "not_assigned"
    assert env.store.exams.assigned(carl) == []
    with pytest.raises(PermissionDenied):
        env.store.exams.exam(carl, env.exam_id)

    boss = env.sign_in_boss()
    info = env.store.exams.assign(boss, env.exam_id, [env.cohort_id, env.other_cohort_id])
    assert info.blueprint.cohort_ids == tuple(sorted((env.cohort_id, env.other_cohort_id)))
    carl = env.sign_in("carl", "9012")
    assert env.store.exams.exam(carl, env.exam_id).name == info.name
    assert [a.exam.id for a in env.store.exams.assigned(carl)] == [env.exam_id]

    env.store.exams.deactivate(boss, env.exam_id)
    assert env.store.exams.assigned(carl) == []
    with pytest.raises(ExamError) as inactive:
        env.store.exams.start_sitting(carl, env.exam_id, *PROCTOR)
    assert inactive.value.reason == "inactive"
    assert env.store.exams.exams(boss) == []
    assert [e.active for e in env.store.exams.exams(boss, include_inactive=True)] == [False]
    with pytest.raises(SealUnavailable):  # carl's sign-in dropped the key: offering needs it
        env.store.exams.reactivate(boss, env.exam_id)
    boss = env.sign_in_boss()
    env.store.exams.reactivate(boss, env.exam_id)
    assert [e.id for e in env.store.exams.exams(boss)] == [env.exam_id]

    with pytest.raises(ExamError) as missing:
        env.store.exams.start_sitting(carl, 999, *PROCTOR)
    assert missing.value.reason == "not_found"
    with pytest.raises(Exception) as duplicate:
        env.store.exams.create(boss, blueprint(name="dealer CERTIFICATE 荷官證書"))
    assert getattr(duplicate.value, "kind", None) == "duplicate"
    with pytest.raises(Exception) as no_cohort:
        env.store.exams.create(boss, blueprint(name="Other", cohort_ids=(12345,)))
    assert getattr(no_cohort.value, "kind", None) == "invalid"


def test_editing_an_exam_does_not_change_a_running_sitting(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, session, "rr")
    boss = env.sign_in_boss()
    edited = env.store.exams.update(
        boss, env.exam_id, blueprint(name="Renamed", pass_mark=0, cohort_ids=(env.cohort_id,))
    )
    assert edited.name == "Renamed" and env.store.exams.exam(boss, env.exam_id).name == "Renamed"
    amy = env.sign_in("amy", "1234")
    resumed = env.store.exams.resume_sitting(amy, *PROCTOR)
    assert resumed.blueprint == session.blueprint and resumed.blueprint.pass_mark == 70
    sit(env, resumed, "wwwww")
    assert not resumed.outcome().passed  # judged by the blueprint it started with
    assert env.store.exams.results(amy)[0].sitting.exam_name == "Dealer certificate 荷官證書"


# ---- the seal key ------------------------------------------------------------------------


def test_the_seal_key_follows_instructors(env: Env) -> None:
    store = env.store
    boss = env.boss
    assert store.exams.seal_state(boss) is SealState.HELD  # the first instructor made it
    store.sign_out(boss)
    assert store.exams.seal_state(boss) is SealState.LOCKED
    boss = env.sign_in_boss()
    env.sign_in("amy", "1234")  # a trainee signs in at this desk: every key is dropped
    assert store.exams.seal_state(boss) is SealState.LOCKED
    assert store.seal.held(boss.user_id) is None
    boss = env.sign_in_boss()

    # An instructor added by one who holds the key gets a copy under their own password.
    eva = store.roster.create_instructor(boss, "eva", "Eva Sou", "eva-pass-1")
    eva_actor = eva.as_actor()
    assert store.exams.seal_state(eva_actor) is SealState.LOCKED
    sitting_id = finished_sitting_with(env, ("eva", "eva-pass-1"))

    # A password change re-wraps the copy: the new password unlocks it, the old does not.
    eva_actor = store.authenticate("eva", "eva-pass-1")
    store.roster.change_own_secret(eva_actor, "eva-pass-1", "eva-pass-2")
    with pytest.raises(ProctorRequired):
        store.exams.start_sitting(env.sign_in("bob", "5678"), env.exam_id, "eva", "eva-pass-1")
    eva_actor = store.authenticate("eva", "eva-pass-2")
    assert store.exams.seal_state(eva_actor) is SealState.HELD
    assert store.exams.review(eva_actor, sitting_id).seal.status is SealStatus.OK

    # One added by an instructor who does not hold the key has no copy until enrolled.
    store.sign_out(boss)
    boss = Actor(boss.user_id, boss.name, boss.display_name, boss.role)  # not signed in
    fay = store.roster.create_instructor(boss, "fay", "Fay Ip", "fay-pass-1").as_actor()
    assert store.exams.seal_state(fay) is SealState.NOT_ENROLLED
    # Her instructor role cannot be verified with the seal until she is enrolled: her
    # sign-in is refused (a row edited to "instructor" looks the same).
    with pytest.raises(AccountUnverified):
        store.authenticate("fay", "fay-pass-1")
    assert store.exams.seal_state(fay) is SealState.NOT_ENROLLED
    with pytest.raises(SealUnavailable) as unavailable:
        store.exams.start_sitting(env.sign_in("bob", "5678"), env.exam_id, "fay", "fay-pass-1")
    assert unavailable.value.reason == "not_enrolled"
    assert store.exams.review(fay, sitting_id).seal.status is SealStatus.UNVERIFIED
    with pytest.raises(SealUnavailable):
        store.exams.enrol_instructor(fay, "fay", "fay-pass-1")  # she has nothing to give
    boss = env.sign_in_boss()
    with pytest.raises(AuthenticationFailed):
        store.exams.enrol_instructor(boss, "fay", "wrong-pass")
    with pytest.raises(PermissionDenied):
        store.exams.enrol_instructor(boss, "amy", "1234")
    store.exams.enrol_instructor(boss, "fay", "fay-pass-1")
    fay = store.authenticate("fay", "fay-pass-1")
    assert store.exams.seal_state(fay) is SealState.HELD
    assert store.exams.review(fay, sitting_id).seal.status is SealStatus.OK


def finished_sitting_with(env: Env, proctor: tuple[str, str]) -> int:
    bob = env.sign_in("bob", "5678")
    session = env.store.exams.start_sitting(bob, env.exam_id, *proctor)
    sit(env, session, "rrrrrrr")
    assert session.sitting_id is not None
    return session.sitting_id


def test_the_key_is_never_stored_in_clear(env: Env) -> None:
    finished_sitting(env)
    key = env.store.seal.held(env.sign_in_boss().user_id)
    assert key is not None
    raw = key._key  # the test may look
    import base64

    needles = {raw.hex(), base64.b64encode(raw).decode(), raw.hex().upper()}
    engine = create_engine(env.url)
    try:
        with engine.connect() as conn:
            for table in inspect(conn).get_table_names():
                for row in conn.execute(text(f'SELECT * FROM "{table}"')):
                    cells = " ".join(str(c) for c in row)
                    assert not any(n in cells for n in needles), table
                    assert raw not in b"".join(c for c in row if isinstance(c, bytes))
    finally:
        engine.dispose()


def test_a_database_from_before_exam_mode_gets_a_key_at_first_sign_in(env: Env) -> None:
    env.store.sign_out(env.boss)
    env.sql("DELETE FROM seal_key_wraps")
    env.sql("DELETE FROM seal_key")
    # Nothing was sealed before exam mode: its accounts and exams are legacy rows.
    env.sql("UPDATE users SET seal_mac = NULL")
    env.sql("UPDATE exams SET mac = NULL")
    env.sql("DELETE FROM settings WHERE key = 'seals.legacy_boundary'")  # sealed since
    env.sql("INSERT INTO settings (user_id, key, value) VALUES "
            "(NULL, 'users.unsealed_through', '99'), (NULL, 'exams.unsealed_through', '99')")
    assert env.store.exams.seal_state(env.boss) is SealState.NO_KEY
    boss = env.sign_in_boss()
    assert env.store.exams.seal_state(boss) is SealState.HELD
    sitting_id = finished_sitting(env)
    boss = env.sign_in_boss()
    assert env.store.exams.review(boss, sitting_id).seal.status is SealStatus.OK


# ---- CSV and schema ----------------------------------------------------------------------


def test_a_deleted_school_key_is_not_made_again_over_sealed_rows(env: Env) -> None:
    """Deleting the school's key does not let the next sign-in make a new one that would
    seal whatever the database now says: the sign-in is refused and audited."""
    env.store.sign_out(env.boss)
    env.sql("DELETE FROM seal_key_wraps")
    env.sql("DELETE FROM seal_key")
    with pytest.raises(AccountUnverified):
        env.sign_in_boss()
    assert env.store.exams.seal_state(env.boss) is SealState.NO_KEY


def test_results_csv_per_cohort(env: Env) -> None:
    finished_sitting(env, "rrrrrrr")
    bob = env.sign_in("bob", "5678")
    session = env.store.exams.start_sitting(bob, env.exam_id, *PROCTOR)
    sit(env, session, "r")
    session.next_question()
    session.hand_in()
    boss = env.sign_in_boss()
    text_csv = env.store.exams.results_csv(boss, env.cohort_id)
    rows = list(csv.reader(io.StringIO(text_csv)))
    assert tuple(rows[0]) == CSV_COLUMNS
    body = [dict(zip(rows[0], r, strict=True)) for r in rows[1:]]
    assert [(r["trainee"], r["display_name"], r["status"], r["score"], r["passed"], r["seal"])
            for r in body] == [
        ("bob", "Bob Ho", "handed_in", "1", "0", "ok"),
        ("amy", "陳美美", "finished", "7", "1", "ok"),
    ]
    assert body[1]["cohort"] == "2024-A 甲班" and body[1]["percent"] == "100.0"
    assert body[1]["sections"] == "draw/all 4/4 pass; call/all 3/3 pass"
    assert body[1]["started_at"] == "2024-05-01 09:00:00"  # Macau time
    assert body[1]["proctor"] == "mdeus"
    assert env.store.exams.results_csv(boss, env.other_cohort_id).count("\n") == 1  # header
    # Without the key the seal column says so rather than "ok".
    env.store.sign_out(boss)
    rows = list(csv.DictReader(io.StringIO(env.store.exams.results_csv(boss, env.cohort_id))))
    assert {r["seal"] for r in rows} == {"unverified"}


def test_results_csv_makes_a_formula_name_inert(env: Env) -> None:
    """CSV formula injection (issue 16): a trainee whose names are formulas, in a cohort
    named as one, comes out as text; the score stays a number."""
    boss = env.sign_in_boss()
    env.store.roster.create_trainee(boss, '=HYPERLINK("http://x.example","Click")',
                                    "+cmd|' /C calc'!A0", env.cohort_id, "2468")
    evil = env.sign_in('=HYPERLINK("http://x.example","Click")', "2468")
    session = env.store.exams.start_sitting(evil, env.exam_id, *PROCTOR)
    sit(env, session, "rrrrrrr")
    rows = list(csv.DictReader(io.StringIO(
        env.store.exams.results_csv(env.sign_in_boss(), env.cohort_id))))
    assert [(r["trainee"], r["display_name"], r["score"]) for r in rows] == [
        ("'=HYPERLINK(\"http://x.example\",\"Click\")", "'+cmd|' /C calc'!A0", "7")]


def _pieces_that_run(text: str) -> list[str]:
    """The pieces of an exported file a spreadsheet splitting each line at ``;``, ``,`` or a
    tab would run as formulas."""
    runs = []
    for line in text.splitlines():
        for separator in (";", ",", "\t"):
            for piece in line.split(separator):
                body = piece.lstrip(' "')
                if body[:1] in ("=", "+", "@"):
                    runs.append(body)
    return runs


def test_results_and_hr_files_run_nothing_when_split_at_semicolons(env: Env) -> None:
    """A spreadsheet whose list separator is ";" (Portuguese Windows) splits a name such as
    ``a;=cmd|' /C calc'!A0;`` into cells: none of them may be a formula."""
    boss = env.sign_in_boss()
    evil = "a;=cmd|' /C calc'!A0;"
    env.store.roster.create_trainee(boss, "evil", evil, env.cohort_id, "2468")
    sitting = env.store.exams.start_sitting(env.sign_in("evil", "2468"), env.exam_id, *PROCTOR)
    sit(env, sitting, "rrrrrrr")
    boss = env.sign_in_boss()
    results = env.store.exams.results_csv(boss, env.cohort_id)
    hr = env.store.exams.certification_csv(boss)
    assert "'=cmd|' /C calc'!A0" in results and "'=cmd|' /C calc'!A0" in hr
    assert _pieces_that_run(results) == [] and _pieces_that_run(hr) == []


def test_submit_type_is_checked_before_anything_is_stored(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    session.next_question()
    with pytest.raises(TypeError):
        session.submit("draw")  # type: ignore[arg-type]
    session.submit(DrawAnswer(True))
    boss = env.sign_in_boss()
    running = env.store.exams.running_sitting(boss, amy.user_id)
    assert running is not None and running.answered == 1


def test_a_migrated_database_has_the_exam_schema_of_a_new_one(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh" / DB_FILENAME
    fresh.parent.mkdir()
    open_store(f"sqlite:///{fresh}").close()
    old = tmp_path / "old" / DB_FILENAME
    old.parent.mkdir()
    shutil.copyfile(FIXTURES / "dealer-trainer-v1.sqlite3", old)
    open_store(f"sqlite:///{old}").close()

    def layout(path: Path) -> dict[str, object]:
        engine = create_engine(f"sqlite:///{path}")
        try:
            insp = inspect(engine)
            tables = ("exams", "exam_sittings", "exam_results", "exam_cohorts", "exam_answers",
                      "exam_retakes", "seal_key", "seal_key_wraps")
            return {
                t: (
                    [(c["name"], str(c["type"]), c["nullable"]) for c in insp.get_columns(t)],
                    sorted((i["name"], tuple(i["column_names"]), bool(i["unique"]))
                           for i in insp.get_indexes(t)),
                )
                for t in tables
            }
        finally:
            engine.dispose()

    assert layout(old) == layout(fresh)


def test_reviewing_and_ending_a_running_sitting(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, session, "rw")
    session.next_question()
    assert session.sitting_id is not None
    boss = env.sign_in_boss()
    review = env.store.exams.review(boss, session.sitting_id)
    assert review.sitting.status is ExamStatus.RUNNING and review.outcome is None
    assert review.seal.status is SealStatus.OK
    assert [item.answered for item in review.items] == [True, True] + [False] * 5
    # Ending it needs the key the instructor unlocked by signing in.
    env.store.sign_out(boss)
    with pytest.raises(SealUnavailable) as locked:
        env.store.exams.close_sitting(boss, session.sitting_id)
    assert locked.value.reason == "not_signed_in"
    boss = env.sign_in_boss()
    outcome = env.store.exams.close_sitting(boss, session.sitting_id)
    assert (outcome.status, outcome.score, outcome.answered) == (ExamStatus.INCOMPLETE, 1, 2)
    assert env.store.exams.review(boss, session.sitting_id).seal.status is SealStatus.OK
    # The session at the desk learns it is over at its next write.
    with pytest.raises(ExamError) as ended:
        session.submit(right_answer(session.current.question))  # type: ignore[union-attr]
    assert ended.value.reason == "not_running"
