"""ExamSession without a store: questions from the seed, no feedback, clocks, scoring."""

from __future__ import annotations

from datetime import datetime

import pytest

from tests.support.exam_kill_worker import WallClock, blueprint, right_answer, wrong_answer
from trainer.drills import CallAnswer, DrawAnswer, DrillKind, Level, Winner
from trainer.errors import ExamError, ExamStateError
from trainer.exams.blueprint import SectionSpec
from trainer.exams.outcome import ExamStatus
from trainer.exams.plan import draw_questions
from trainer.exams.scoring import ExamOutcome, reaches, score_sitting
from trainer.exams.session import ExamAnswer, ExamSession, TickEvent

SEED = 424242


class Recorder:
    """The recorder protocol with plain lists."""

    def __init__(self) -> None:
        self.shown_log: list[tuple[int, datetime]] = []
        self.answers: list[ExamAnswer] = []
        self.outcomes: list[ExamOutcome] = []
        self.fail_next = False

    def shown(self, index: int, shown_at: datetime) -> None:
        self.shown_log.append((index, shown_at))

    def record(self, answer: ExamAnswer) -> None:
        if self.fail_next:
            self.fail_next = False
            raise OSError("disk full")
        self.answers.append(answer)

    def finish(self, outcome: ExamOutcome) -> None:
        self.outcomes.append(outcome)


def new_session(**overrides: object) -> tuple[ExamSession, WallClock, Recorder]:
    clock = WallClock()
    rec = Recorder()
    session = ExamSession.start(blueprint(**overrides), SEED, now=clock, recorder=rec)
    return session, clock, rec


def test_a_full_sitting_scores_each_section_and_overall() -> None:
    session, clock, rec = new_session()
    assert session.question_count == 7
    assert (session.deadline - session.started_at).total_seconds() == 600
    # DRAW: right, right, right, wrong (3/4 = 75% -> passes 75); CALL: right, wrong, wrong
    # (1/3 -> fails 60). Overall 4/7 = 57% < 70.
    plan = ["r", "r", "r", "w", "r", "w", "w"]
    for expected_index, verdict in enumerate(plan):
        shown = session.next_question()
        assert shown is not None and shown.index == expected_index
        assert session.next_question() is shown  # asking again: the same question
        assert session.awaiting_answer and session.current is shown
        clock.advance(5)
        answer = right_answer(shown.question) if verdict == "r" else wrong_answer(shown.question)
        returned = session.submit(answer)  # type: ignore[func-returns-value]
        assert returned is None  # nothing about right or wrong comes back
        if not session.is_finished:
            with pytest.raises(ExamStateError):
                session.outcome()  # no score before the end
    assert session.next_question() is None
    assert session.status is ExamStatus.FINISHED
    outcome = session.outcome()
    assert [(s.kind, s.score, s.max_score, s.passed) for s in outcome.sections] == [
        (DrillKind.DRAW, 3, 4, True),
        (DrillKind.CALL, 1, 3, False),
    ]
    assert (outcome.score, outcome.max_score, outcome.passed) == (4, 7, False)
    assert outcome.missed == (3, 5, 6)
    assert outcome.answered == 7
    assert rec.outcomes == [outcome]  # recorded once, at the end
    assert [a.index for a in rec.answers] == list(range(7))
    assert [a.correct for a in rec.answers] == [v == "r" for v in plan]
    assert all(a.ms_taken == 5000 for a in rec.answers)
    assert [i for i, _ in rec.shown_log] == list(range(7))


def test_passing_needs_every_section_and_the_overall_mark() -> None:
    session, clock, _rec = new_session()
    while (shown := session.next_question()) is not None:
        clock.advance(2)
        # All right except the last CALL question: DRAW 4/4, CALL 2/3 = 67% >= 60, overall
        # 6/7 = 86% >= 70.
        last = shown.index == session.question_count - 1
        session.submit(wrong_answer(shown.question) if last else right_answer(shown.question))
    outcome = session.outcome()
    assert outcome.passed and outcome.score == 6
    result = session.trainee_result()
    assert result.passed and result.missed is None  # the blueprint hides missed questions

    shown_blueprint = blueprint(show_missed=True)
    plan = draw_questions(shown_blueprint, SEED)
    outcome2 = score_sitting(
        shown_blueprint, plan, {q.index: q.index != 6 for q in plan}, ExamStatus.FINISHED
    )
    assert outcome2.passed and outcome2.missed == (6,)


def test_trainee_sees_missed_questions_only_when_allowed() -> None:
    session, clock, _rec = new_session(show_missed=True)
    while (shown := session.next_question()) is not None:
        clock.advance(1)
        session.submit(wrong_answer(shown.question) if shown.index == 2 else right_answer(
            shown.question))
    result = session.trainee_result()
    assert result.missed is not None and [q.index for q in result.missed] == [2]
    assert not hasattr(result, "expected")  # the trainee gets the questions, not the answers


def test_pass_marks_are_exact() -> None:
    assert reaches(3, 4, 75) and not reaches(2, 3, 67) and reaches(2, 3, 66)
    assert reaches(0, 5, 0) and reaches(5, 5, 100) and not reaches(4, 5, 100)


def test_question_time_out_counts_wrong() -> None:
    session, clock, rec = new_session(question_limit_s=30)
    first = session.next_question()
    assert first is not None
    clock.advance(29)
    assert session.tick() is TickEvent.NOTHING
    assert session.question_remaining_seconds() == pytest.approx(1.0)
    clock.advance(1)
    assert session.tick() is TickEvent.QUESTION_TIMED_OUT
    assert rec.answers[-1].timed_out and rec.answers[-1].answer is None
    assert not rec.answers[-1].correct
    assert not session.awaiting_answer

    # A right answer given late also counts wrong.
    second = session.next_question()
    assert second is not None and second.index == 1
    clock.advance(31)
    session.submit(right_answer(second.question))
    assert rec.answers[-1].timed_out and not rec.answers[-1].correct
    assert rec.answers[-1].answer == right_answer(second.question)

    while (shown := session.next_question()) is not None:
        clock.advance(3)
        session.submit(right_answer(shown.question))
    outcome = session.outcome()
    assert outcome.missed == (0, 1)
    assert outcome.sections[0].score == 2  # DRAW 2/4: fails 75
    assert not outcome.passed


def test_total_time_out_auto_submits_and_ends_the_sitting() -> None:
    session, clock, rec = new_session(time_limit_s=60, question_limit_s=None)
    for _ in range(2):
        shown = session.next_question()
        assert shown is not None
        clock.advance(20)
        session.submit(right_answer(shown.question))
    shown = session.next_question()
    assert shown is not None
    assert session.remaining_seconds() == pytest.approx(20.0)
    assert session.question_remaining_seconds() is None
    clock.advance(19.5)
    assert session.tick() is TickEvent.NOTHING
    clock.advance(0.5)
    assert session.tick() is TickEvent.EXAM_OVER  # the view does nothing but tick
    assert session.status is ExamStatus.TIMED_OUT
    assert session.remaining_seconds() == 0.0
    outcome = session.outcome()
    assert (outcome.score, outcome.answered, outcome.missed) == (2, 2, (2, 3, 4, 5, 6))
    assert rec.outcomes == [outcome]
    with pytest.raises(ExamStateError):
        session.submit(right_answer(shown.question))
    assert session.next_question() is None
    assert session.tick() is TickEvent.EXAM_OVER
    assert len(rec.outcomes) == 1


def test_an_answer_after_the_deadline_counts_wrong_and_ends_the_sitting() -> None:
    session, clock, rec = new_session(time_limit_s=60, question_limit_s=None)
    shown = session.next_question()
    assert shown is not None
    clock.advance(61)  # the view's timer did not fire in time
    session.submit(right_answer(shown.question))
    assert rec.answers[-1].timed_out and not rec.answers[-1].correct
    assert session.status is ExamStatus.TIMED_OUT
    assert session.outcome().score == 0


def test_hand_in_early_counts_the_rest_wrong() -> None:
    session, _clock, rec = new_session()
    shown = session.next_question()
    assert shown is not None
    session.submit(right_answer(shown.question))
    session.next_question()
    session.hand_in()
    assert session.status is ExamStatus.HANDED_IN
    assert session.outcome().answered == 1 and session.outcome().score == 1
    assert len(rec.answers) == 1  # the question on screen had no answer: nothing stored
    with pytest.raises(ExamStateError):
        session.hand_in()


def test_wrong_answer_kind_and_state_errors() -> None:
    session, _clock, rec = new_session()
    with pytest.raises(ExamStateError):
        session.submit(DrawAnswer(True))  # nothing on screen yet
    session.next_question()
    with pytest.raises(TypeError):
        session.submit(CallAnswer(0, 0, Winner.TIE, False, False, False))  # a DRAW question
    rec.fail_next = True
    shown = session.current
    assert shown is not None
    with pytest.raises(OSError):
        session.submit(right_answer(shown.question))
    assert session.answered_count == 0 and session.current is shown  # nothing changed
    session.submit(right_answer(shown.question))
    assert session.answered_count == 1


def test_same_seed_same_questions_other_seed_others() -> None:
    exam = blueprint(
        sections=(
            SectionSpec(DrillKind.DRAW, Level.HARD, 5, 50),
            SectionSpec(DrillKind.PAYOUT, Level.ALL, 6, 50),
            SectionSpec(DrillKind.SAMKONG_DOORS, Level.ALL, 3, 50),
            SectionSpec(DrillKind.SHOE, Level.ALL, 2, 50),
        )
    )
    first = draw_questions(exam, SEED)
    again = draw_questions(exam, SEED)
    assert first == again
    assert [q.question.to_json() for q in first] == [q.question.to_json() for q in again]
    assert [q.section for q in first] == [0] * 5 + [1] * 6 + [2] * 3 + [3] * 2
    assert [q.number for q in first[:5]] == [1, 2, 3, 4, 5]
    assert [q.question.kind for q in first[5:11]] == [DrillKind.PAYOUT] * 6
    assert draw_questions(exam, SEED + 1) != first
    with pytest.raises(ValueError):
        draw_questions(exam, -1)

    # A session shows exactly the drawn questions, in order.
    clock = WallClock()
    session = ExamSession.start(exam, SEED, now=clock)
    shown = []
    while (q := session.next_question()) is not None:
        shown.append(q)
        session.submit(right_answer(q.question))
    assert tuple(shown) == first


def test_restore_keeps_questions_answers_deadline_and_question_clock() -> None:
    session, clock, rec = new_session(question_limit_s=40)
    for _ in range(3):
        shown = session.next_question()
        assert shown is not None
        clock.advance(10)
        session.submit(right_answer(shown.question))
    on_screen = session.next_question()
    assert on_screen is not None
    clock.advance(15)
    # The app dies here. Later (300 s on) it is reopened from what the recorder kept.
    clock.advance(300)
    rec2 = Recorder()
    restored = ExamSession.restore(
        session.blueprint,
        SEED,
        started_at=session.started_at,
        answers=rec.answers,
        shown_at=rec.shown_log[-1][1],
        now=clock,
        recorder=rec2,
    )
    assert restored.deadline == session.deadline
    assert restored.remaining_seconds() == pytest.approx(600 - 30 - 15 - 300)
    assert restored.answered_count == 3
    # The question on screen comes back, with its own time used up: it times out at once.
    assert restored.current == on_screen
    assert restored.tick() is TickEvent.QUESTION_TIMED_OUT
    assert rec2.answers[-1].index == 3 and rec2.answers[-1].timed_out
    nxt = restored.next_question()
    assert nxt is not None and nxt.index == 4
    assert nxt == draw_questions(session.blueprint, SEED)[4]

    # Answers that do not fit the seed's questions are refused.
    other = ExamSession.start(session.blueprint, SEED + 7, now=clock, recorder=Recorder())
    with pytest.raises(ExamError) as refused:
        ExamSession.restore(
            other.blueprint,
            SEED + 7,
            started_at=other.started_at,
            answers=rec.answers,
            shown_at=None,
            now=clock,
        )
    assert refused.value.reason == "mismatch"


def test_restore_past_the_deadline_ends_at_once() -> None:
    session, clock, rec = new_session(time_limit_s=60)
    shown = session.next_question()
    assert shown is not None
    session.submit(right_answer(shown.question))
    clock.advance(3600)
    restored = ExamSession.restore(
        session.blueprint,
        SEED,
        started_at=session.started_at,
        answers=rec.answers,
        shown_at=None,
        now=clock,
    )
    assert restored.next_question() is None
    assert restored.status is ExamStatus.TIMED_OUT and restored.outcome().score == 1


def test_incomplete_is_always_a_fail() -> None:
    session, _clock, _rec = new_session(pass_mark=0)
    while (shown := session.next_question()) is not None and shown.index < 6:
        session.submit(right_answer(shown.question))
    session.end_incomplete()
    outcome = session.outcome()
    assert outcome.status is ExamStatus.INCOMPLETE and outcome.score == 6
    assert all(s.passed for s in outcome.sections) and not outcome.passed


def test_restored_after_the_last_answer_finishes_on_the_first_tick() -> None:
    session, clock, rec = new_session()
    while (shown := session.next_question()) is not None:
        session.submit(right_answer(shown.question))
    # Killed after the last answer was stored but before the result was: reopened.
    restored = ExamSession.restore(
        session.blueprint,
        SEED,
        started_at=session.started_at,
        answers=rec.answers,
        shown_at=None,
        now=clock,
    )
    assert not restored.is_finished
    assert restored.tick() is TickEvent.EXAM_OVER
    assert restored.status is ExamStatus.FINISHED and restored.outcome().score == 7
