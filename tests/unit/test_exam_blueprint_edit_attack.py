"""A finding of the issue 24 review, closed: the exam's own blueprint row (``exams.blueprint``)
was not sealed at rest, so a trainee who could write the database file could, before their
sitting, edit its Table section to an easier table (one coup, pass mark 0, no faulty bets,
payouts graded on the amount only) and the sitting started on it. The row is now sealed when
an instructor saves it and checked before a sitting starts."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from sqlalchemy import text

from tests.support.exam_kill_worker import WallClock
from tests.support.exam_table import with_table
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


def test_a_blueprint_edited_in_the_database_does_not_start_a_sitting(env: Env) -> None:
    engine = env.store._db.engine
    with engine.begin() as conn:
        stored = json.loads(conn.execute(text("SELECT blueprint FROM exams")).scalar_one())
        section = stored["tables"][0]
        section.update(coups=1, pass_mark=0, fault_percent=0)
        section["profile"]["chip_payout"] = "amount"
        conn.execute(text("UPDATE exams SET blueprint = :b"), {"b": json.dumps(stored)})
    amy = env.sign_in("amy", "1234")
    with pytest.raises(ExamError):
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
