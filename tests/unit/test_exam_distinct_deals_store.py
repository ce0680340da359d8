"""Distinct deals through the store (issue 25 point 10): a sitting started now seals draw
version 2 in its snapshot and resumes and reviews with the same questions; a sitting started
before (its snapshot names no draw) resumes, closes and reviews exactly as it was drawn."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.exam_kill_worker import WallClock, right_answer
from trainer.drills import DrillKind, Level
from trainer.drills.model import Question
from trainer.exams import blueprint as blueprint_module
from trainer.exams.blueprint import Blueprint, SectionSpec
from trainer.exams.plan import ExamQuestion, deal_of, draw_questions
from trainer.exams.seal import SealStatus
from trainer.exams.session import ExamSession
from trainer.store import Store, open_store

PROCTOR = ("mdeus", "teacher-pass")


@pytest.fixture
def school(store_url: str) -> Iterator[tuple[Store, int]]:
    clock = WallClock()
    store = open_store(store_url, lock_timeout=1.0, clock=clock)
    boss = store.create_first_instructor("mdeus", "Maria Deus", PROCTOR[1])
    cohort = store.roster.create_cohort(boss, "2026-A 甲班")
    store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234")
    exam = store.exams.create(boss, Blueprint(
        "Payout check 派彩", (SectionSpec(DrillKind.PAYOUT, Level.ALL, 4, 50),
                            SectionSpec(DrillKind.DRAW, Level.ALL, 6, 50)),
        50, 1800, cohort_ids=(cohort.id,)))
    assert "draw" not in exam.blueprint.to_dict()  # the exam as saved: JSON as before
    yield store, exam.id
    store.close()


def answer(session: ExamSession, count: int) -> list[ExamQuestion]:
    """Answer the next ``count`` questions right; the questions shown."""
    shown = []
    for _ in range(count):
        question = session.next_question()
        assert question is not None
        shown.append(question)
        session.submit(right_answer(question.question))
    return shown


def sit_resume_and_review(store: Store, exam_id: int) -> tuple[ExamSession, list[Question]]:
    """Start a sitting, answer 3, resume it (as after a kill), hand it in; its review."""
    amy = store.authenticate("amy", "1234")
    session = store.exams.start_sitting(amy, exam_id, *PROCTOR)
    shown = answer(session, 3)
    on_screen = session.next_question()
    resumed = store.exams.resume_sitting(amy, *PROCTOR)
    assert resumed.current == on_screen and resumed.blueprint == session.blueprint
    shown += answer(resumed, 1)  # the question on screen when it stopped
    resumed.hand_in()
    boss = store.authenticate(*PROCTOR)
    assert session.sitting_id is not None
    review = store.exams.review(boss, session.sitting_id)
    assert review.seal.status is SealStatus.OK
    assert all(item.reproduced for item in review.items)
    assert [item.question for item in review.items] == list(
        draw_questions(review.blueprint, session.seed))
    assert [item.question for item in review.items][:4] == shown
    return session, [item.question.question for item in review.items]


def test_a_sitting_started_now_draws_distinct_deals_and_reproduces(
    school: tuple[Store, int],
) -> None:
    store, exam_id = school
    session, questions = sit_resume_and_review(store, exam_id)
    assert session.blueprint.draw == 2
    for section in (questions[:4], questions[4:]):
        assert len({deal_of(q) for q in section}) == len(section)


def test_a_sitting_started_before_the_change_is_drawn_as_it_was(
    school: tuple[Store, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    store, exam_id = school
    # A sitting started before issue 25: its snapshot names no draw (version 1).
    monkeypatch.setattr(blueprint_module, "DRAW_VERSION", 1)
    amy = store.authenticate("amy", "1234")
    session = store.exams.start_sitting(amy, exam_id, *PROCTOR)
    assert session.blueprint.draw == 1 and "draw" not in session.blueprint.to_dict()
    shown = answer(session, 2)
    monkeypatch.undo()  # the app is updated; the sitting resumes under the new code
    resumed = store.exams.resume_sitting(amy, *PROCTOR)
    assert resumed.blueprint.draw == 1
    shown += answer(resumed, 8)
    boss = store.authenticate(*PROCTOR)
    assert session.sitting_id is not None
    review = store.exams.review(boss, session.sitting_id)
    assert review.seal.status is SealStatus.OK and all(i.reproduced for i in review.items)
    assert [item.question for item in review.items] == shown
    # As version 1 draws them, whole deals one after another (whether the four PAYOUT lines
    # fill one deal depends on the sitting's random seed: asserting it failed now and then).
    assert [item.question for item in review.items] == list(
        draw_questions(resumed.blueprint, review.sitting.seed))
