"""Attacks on an exam's stored Table steps by a trainee holding the database file (issue 24
review): the coup's flow a step was dealt in is sealed with it, so a running sitting whose
steps are edited to the old flow (no final totals to call) or stripped of it (as if stored
before issue 24) does not resume: it is tampered, not dealt on in an easier flow."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.exam_kill_worker import WallClock
from tests.support.exam_table import answer_questions, deal, with_table
from tests.unit.test_exams_store import PROCTOR, Env
from trainer.errors import ExamError
from trainer.store import open_store


@pytest.fixture
def env(store_url: str) -> Iterator[Env]:
    clock = WallClock()
    store = open_store(store_url, lock_timeout=1.0, clock=clock)
    boss = store.create_first_instructor("mdeus", "Maria Deus", *PROCTOR[1:])
    cohort = store.roster.create_cohort(boss, "2024-A")
    amy = store.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1234").as_actor()
    exam = store.exams.create(boss, with_table((cohort.id,)))
    yield Env(store_url, clock, store, boss, amy, amy, amy, cohort.id, cohort.id, exam.id)
    store.close()


@pytest.mark.parametrize("edit", [
    # The flow cannot be read or edited while the sitting runs: the step is encrypted
    # under the sitting's key (trainer.exams.sitting_secret). An edit of the sealed content,
    # or the content of another step put in its place, does not open.
    r"REPLACE(question, 'sealed1\:', 'sealed1\:AAAA')",  # text(): \: is a colon
    "(SELECT b.question FROM exam_answers b WHERE b.sitting_id = exam_answers.sitting_id "
    "AND b.idx = exam_answers.idx + 1)",
])
def test_steps_edited_to_an_older_flow_are_tampered(env: Env, edit: str) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    answer_questions(session)
    deal(session, env.clock, steps=5)  # the first coup's bets and cards: alike in both flows
    sid = session.sitting_id
    del session  # killed
    stored = env.rows(f"SELECT question FROM exam_answers WHERE sitting_id = {sid} "
                          "AND drill_kind = 'table'")
    assert stored and all('"flow"' not in q for (q,) in stored)
    assert env.sql(f"UPDATE exam_answers SET question = {edit} WHERE sitting_id = {sid} "
                   "AND drill_kind = 'table' AND idx = (SELECT MIN(idx) FROM exam_answers c "
                   f"WHERE c.sitting_id = {sid} AND c.drill_kind = 'table')") == 1
    with pytest.raises(ExamError) as caught:
        env.store.exams.resume_sitting(amy, *PROCTOR)
    assert caught.value.reason == "tampered"
