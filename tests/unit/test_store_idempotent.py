"""Recording an answer is idempotent (issue 11, point 13): a retry after a lost
acknowledgement finds the row the first try committed instead of storing it twice."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from sqlalchemy import Connection, func, select

from trainer.auth import Actor
from trainer.errors import ExamError, StoreError
from trainer.store import NewAttempt, Store
from trainer.store import schema as s
from trainer.store.engine import Database


def count_attempts(store: Store) -> int:
    return int(store._db.read(
        lambda conn: conn.execute(select(func.count()).select_from(s.attempts)).scalar_one()))


def lose_next_ack(monkeypatch: pytest.MonkeyPatch, store: Store) -> None:
    """The next write commits, then fails as if the server died before answering."""
    real = Database._transaction
    state = {"armed": True}

    def commit_then_fail(self: Database, fn: Callable[[Connection], Any], *, write: bool) -> Any:
        result = real(self, fn, write=write)
        if write and state["armed"]:
            state["armed"] = False
            raise StoreError("unreachable", "the server closed the connection unexpectedly")
        return result

    monkeypatch.setattr(Database, "_transaction", commit_then_fail)


def trainee(store: Store, instructor: Actor, name: str = "chan.tm") -> Actor:
    store.roster.create_trainee(instructor, name, name, None, "1234")
    return store.authenticate(name, "1234")


def test_the_same_attempt_id_is_stored_once(store: Store, instructor: Actor) -> None:
    chan = trainee(store, instructor)
    session = store.practice.start_session(chan, "banker_draw", {})
    uid = str(uuid.uuid4())
    attempt = NewAttempt(session, "banker_draw", {"n": 1}, "draw", True, 900, attempt_uid=uid)
    first = store.practice.record_attempt(chan, attempt)
    assert store.practice.record_attempt(chan, attempt) == first
    assert count_attempts(store) == 1
    # Without an id each call is a new answer (as before).
    plain = NewAttempt(session, "banker_draw", {"n": 2}, "draw", True, 900)
    store.practice.record_attempt(chan, plain)
    store.practice.record_attempt(chan, plain)
    assert count_attempts(store) == 3


def test_an_attempt_id_cannot_claim_another_users_answer(
    store: Store, instructor: Actor
) -> None:
    chan = trainee(store, instructor)
    amy = trainee(store, instructor, "amy")
    uid = str(uuid.uuid4())
    mine = store.practice.start_session(chan, "banker_draw", {})
    store.practice.record_attempt(
        chan, NewAttempt(mine, "banker_draw", {}, "draw", True, 900, attempt_uid=uid))
    hers = store.practice.start_session(amy, "banker_draw", {})
    with pytest.raises(StoreError):
        store.practice.record_attempt(
            amy, NewAttempt(hers, "banker_draw", {}, "draw", True, 900, attempt_uid=uid))


def test_a_retry_after_a_lost_ack_is_stored_once(
    store: Store, instructor: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The practice recorder keeps the answer's id for its retry (store.practice.recorder)."""
    from trainer.drills import DrillKind, DrillSession, Level, expected_answer

    chan = trainee(store, instructor)
    session_id = store.practice.start_session(chan, "banker_draw", {})
    drill = DrillSession(DrillKind.DRAW, Level.ALL, seed=11, question_limit=3,
                         recorder=store.practice.recorder(chan, session_id))
    question = drill.next_question()
    assert question is not None
    lose_next_ack(monkeypatch, store)
    with pytest.raises(StoreError):
        drill.submit(expected_answer(question))
    assert count_attempts(store) == 1  # it was committed; only the acknowledgement was lost
    assert drill.current is question and drill.awaiting_answer
    drill.submit(expected_answer(question))  # the trainee (or the error pause) tries again
    assert count_attempts(store) == 1
    following = drill.next_question()
    assert following is not None
    drill.submit(expected_answer(following))
    assert count_attempts(store) == 2  # the next answer is a new one


def test_an_exam_answer_retried_after_a_lost_ack_is_stored_once(
    store: Store, instructor: Actor
) -> None:
    from tests.support.exam_kill_worker import wrong_answer
    from trainer.drills import DrillKind, Level, expected_answer
    from trainer.exams.blueprint import Blueprint, SectionSpec
    from trainer.exams.seal import SealStatus

    cohort = store.roster.create_cohort(instructor, "2026-A")
    store.roster.create_trainee(instructor, "amy", "Amy", cohort.id, "1357")
    exam = store.exams.create(
        instructor, Blueprint("Check", (SectionSpec(DrillKind.DRAW, Level.ALL, 2, 50),), 50,
                              600, cohort_ids=(cohort.id,)))
    amy = store.authenticate("amy", "1357")
    sitting = store.exams.start_sitting(amy, exam.id, "mdeus", "teacher-pass")
    shown = sitting.next_question()
    assert shown is not None
    sitting.submit(expected_answer(shown.question))
    recorder = sitting._recorder
    assert recorder is not None
    recorded = sitting._answers[-1]
    stored = store._db.read(lambda conn: conn.execute(
        select(s.exam_answers.c.question, s.exam_answers.c.mac)).all())
    # As if the commit of that answer had gone through but its acknowledgement was lost:
    recorder.record(recorded)  # a second try of the same answer: no error, nothing new
    # The sitting is keyed: its answer is stored encrypted (each try under a fresh IV), and
    # the row the first try stored is the one kept.
    assert store._db.read(lambda conn: conn.execute(
        select(s.exam_answers.c.question, s.exam_answers.c.mac)).all()) == stored
    assert stored[0][0].startswith("sealed1:")
    # Another answer to that question, with the same columns in the clear (a keyed row's
    # placeholders and the very same times), is not a retry: refused in words.
    other = replace(recorded, answer=wrong_answer(shown.question), correct=False)
    with pytest.raises(ExamError) as refused:
        recorder.record(other)
    assert refused.value.reason == "answered_elsewhere"
    count = store._db.read(lambda conn: conn.execute(
        select(func.count()).select_from(s.exam_answers)).scalar_one())
    assert count == 1
    # Closed, the answer is written out in the clear with its own seed and graded right
    # once, under a result that names it once: the seal reads OK.
    following = sitting.next_question()
    assert following is not None
    sitting.submit(expected_answer(following.question))
    assert sitting.is_finished
    boss = store.authenticate("mdeus", "teacher-pass")  # holding the school key
    review = store.exams.review(boss, sitting.sitting_id or 0)
    assert review.seal.status is SealStatus.OK, review.seal.findings
    assert [(i.question.question.seed, i.correct) for i in review.items] == [
        (shown.question.seed, True), (following.question.seed, True)]
    assert store._db.read(lambda conn: conn.execute(
        select(s.exam_answers.c.seed).order_by(s.exam_answers.c.idx)).scalars().all()) == [
        shown.question.seed, following.question.seed]
