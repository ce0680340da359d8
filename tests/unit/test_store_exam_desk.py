"""The trainee desk's stamp (session 9): it moves with every write that changes what her
Exam desk shows (her sittings and their answers, a retake, her cohort's exams, a move to
another cohort) and with none of another trainee's; it is hers only, and refused once her
account is deactivated (the desk then says so)."""

from __future__ import annotations

import pytest

from tests.support.exam_kill_worker import blueprint, right_answer
from trainer.auth import Actor
from trainer.errors import PermissionDenied
from trainer.exams.session import ExamSession
from trainer.store import Store

from .test_store import add_trainee

BOSS = ("mdeus", "teacher-pass")


def answer_one(session: ExamSession) -> None:
    question = session.next_question()
    assert question is not None
    session.submit(right_answer(question.question))


def test_the_stamp_moves_only_with_what_concerns_the_trainee(
    store: Store, instructor: Actor
) -> None:
    amy = add_trainee(store, instructor, "amy")
    bob = add_trainee(store, instructor, "bob")
    exam = store.exams.create(instructor, blueprint((amy.cohort_id,), attempts_allowed=2))
    boss = store.authenticate(*BOSS)  # signed in: the seal key unlocked for retakes
    stamp = store.exams.desk_stamp(amy)
    assert [e[0] for e in stamp.exams] == [exam.id] and stamp.cohort_id == amy.cohort_id

    theirs = store.exams.start_sitting(bob, exam.id, *BOSS)  # another trainee's sitting
    answer_one(theirs)
    theirs.hand_in()
    store.exams.grant_retake(boss, exam.id, bob.user_id, "bob's")
    assert store.exams.desk_stamp(amy) == stamp

    seen = [stamp]

    def moved() -> bool:
        now = store.exams.desk_stamp(amy)
        new = now not in seen
        seen.append(now)
        return new

    mine = store.exams.start_sitting(amy, exam.id, *BOSS)
    assert moved()  # her sitting started (on any desk)
    answer_one(mine)
    assert moved()  # an answer there: the "running on another desk" page counts them
    mine.hand_in()
    assert moved()
    store.exams.grant_retake(boss, exam.id, amy.user_id, "amy's")
    assert moved()
    store.exams.deactivate(instructor, exam.id)
    assert moved()  # withdrawn
    other = store.roster.create_cohort(instructor, "2024-B")
    store.roster.move_to_cohort(instructor, amy.user_id, other.id)
    assert moved()
    assert store.exams.desk_stamp(amy).exams == ()


def test_the_stamp_is_the_trainees_own_and_refused_once_deactivated(
    store: Store, instructor: Actor
) -> None:
    amy = add_trainee(store, instructor, "amy")
    bob = add_trainee(store, instructor, "bob")
    with pytest.raises(PermissionDenied) as other:
        store.exams.desk_stamp(amy, bob.user_id)
    assert other.value.code == "own_records_only"
    assert store.exams.desk_stamp(instructor, amy.user_id) == store.exams.desk_stamp(amy)
    store.roster.deactivate(instructor, amy.user_id)
    with pytest.raises(PermissionDenied) as refused:
        store.exams.desk_stamp(amy)
    assert refused.value.code == "inactive"
