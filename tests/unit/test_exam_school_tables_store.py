"""Exams under the school's own table profiles through the store, on SQLite and PostgreSQL
(issue 16 point 5): a blueprint naming a profile the school does not have is refused when it
is saved and when a sitting starts; a sitting keeps the rules it started under, whatever an
instructor does to the profile afterwards."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

import pytest

from tests.support.exam_kill_worker import WallClock, right_answer, wrong_answer
from tests.support.school_tables import VIP, exam_with_tables
from tests.unit.test_exams_store import PROCTOR, Env
from trainer.drills import payout as payout_drill
from trainer.drills.model import Question
from trainer.drills.prompts import PayoutPrompt
from trainer.errors import BetRefused, TableProfileMissing
from trainer.exams.outcome import ExamStatus
from trainer.exams.seal import SealStatus
from trainer.exams.session import ExamSession
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
    store.table_profiles.save(boss, VIP.name, VIP.to_dict())
    exam = store.exams.create(boss, exam_with_tables(("VIP 80k",), (cohort.id,)))
    yield Env(store_url, clock, store, boss, amy, bob, carl, cohort.id, other.id, exam.id)
    store.close()


def answer(session: ExamSession, count: int | None = None) -> list[Question]:
    """Answer ``count`` questions (all: None), a wrong one every third; the questions."""
    questions = []
    while (count is None or count > 0) and (shown := session.next_question()) is not None:
        questions.append(shown.question)
        session.submit(wrong_answer(shown.question) if shown.index % 3 == 2
                       else right_answer(shown.question))
        count = None if count is None else count - 1
    return questions


def payouts(questions: list[Question]) -> list[PayoutPrompt]:
    return [q.prompt for q in questions if isinstance(q.prompt, PayoutPrompt)]


def test_saving_an_exam_that_names_a_table_the_school_lacks_is_refused(env: Env) -> None:
    boss = env.sign_in_boss()
    with pytest.raises(TableProfileMissing) as caught:
        env.store.exams.create(boss, exam_with_tables(("VIP 200k",), name="High roller"))
    assert (caught.value.section, caught.value.profile) == (1, "VIP 200k")
    env.store.table_profiles.delete(boss, VIP.name)
    with pytest.raises(TableProfileMissing):  # editing the exam after the profile went
        env.store.exams.update(boss, env.exam_id, exam_with_tables(
            ("VIP 80k",), (env.cohort_id,), pass_mark=60))
    assert env.store.exams.exam(boss, env.exam_id).blueprint.pass_mark == 50  # unchanged
    # Shipped tables are always there.
    env.store.exams.update(boss, env.exam_id, exam_with_tables(("mass-300",), (env.cohort_id,)))


def test_a_sitting_does_not_start_under_a_deleted_table(env: Env) -> None:
    boss = env.sign_in_boss()
    env.store.table_profiles.delete(boss, VIP.name)
    amy = env.sign_in("amy", "1234")
    with pytest.raises(TableProfileMissing) as caught:
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert caught.value.profile == "VIP 80k"
    assert env.store.exams.running_sitting(amy) is None  # nothing was started or counted
    env.store.table_profiles.save(boss, VIP.name, VIP.to_dict())
    assert env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR).sitting_id is not None


def test_a_table_that_admits_no_deal_refuses_the_start_and_stores_nothing(
        env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(bets: object, table: object) -> None:
        raise BetRefused("difference_over_limit", "always over the limit")

    monkeypatch.setattr(payout_drill, "validate_bets", refuse)
    amy = env.sign_in("amy", "1234")
    with pytest.raises(payout_drill.NoLegalDeal) as caught:
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert caught.value.profile == "VIP 80k"
    assert env.store.exams.running_sitting(amy) is None
    monkeypatch.undo()
    assert env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR).sitting_id is not None


def test_a_sitting_keeps_the_rules_it_started_under(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    first = answer(session, 5)
    assert payouts(first) and all(p.profile == "VIP 80k" and p.rules == VIP
                                  for p in payouts(first))
    del session  # the app was killed

    # An instructor raises the room's minimum, then deletes the profile, mid-sitting.
    boss = env.sign_in_boss()
    env.store.table_profiles.save(boss, VIP.name, {**VIP.to_dict(), "minimum": "100000"})
    resumed = env.store.exams.resume_sitting(amy, *PROCTOR)  # the questions checked as sealed
    env.store.table_profiles.delete(boss, VIP.name)
    rest = answer(resumed)
    assert resumed.status is ExamStatus.FINISHED
    # Drawn under the rules the sitting started with, not the 100,000 minimum saved since
    # (the lowest main bet drawn depends on the seed: it was 120,000 one run in six).
    assert all(p.rules == VIP for p in payouts(first + rest))
    assert min(b.amount for p in payouts(first + rest) for b in p.bets
               if b.kind in ("banker", "player")) >= Decimal(80000)

    # Finished: the review redraws it under the rules it was sat under, sealed and scored.
    env.store.table_profiles.save(boss, VIP.name, {**VIP.to_dict(), "minimum": "200000"})
    review = env.store.exams.review(env.sign_in_boss(), resumed.sitting_id or 0)
    assert review.seal.status is SealStatus.OK
    assert [i.question.question for i in review.items] == first + rest
    assert all(i.reproduced for i in review.items)  # the seed still gives each question
    (mine,) = env.store.exams.results(amy)
    assert (mine.score, mine.max_score) == (8, 12)  # a wrong answer every third question
