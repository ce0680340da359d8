"""Issue 25: the proctor console's rows say where a trainee at the Table stands (Table n of
N, coup n of m, steps taken there), replayed from the steps the store keeps, with no Qt."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from tests.support.exam_kill_worker import WallClock
from tests.support.exam_table import answer_questions, deal, with_table
from trainer.exams.records import TablePlace
from trainer.store import open_store

BOSS = ("mdeus", "teacher-pass")


def test_a_running_sitting_at_the_table_is_placed_by_its_stored_steps(tmp_path: Path) -> None:
    clock = WallClock()
    store = open_store(None, data_dir=tmp_path, clock=clock, desk="desk-07")
    try:
        boss = store.create_first_instructor("mdeus", "Maria Deus", BOSS[1])
        cohort = store.roster.create_cohort(boss, "2024-A")
        amy = store.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1234").as_actor()
        exam = store.exams.create(boss, dataclasses.replace(
            with_table((cohort.id,), coups=2), name="Table exam"))
        session = store.exams.start_sitting(amy, exam.id, *BOSS)
        session.next_question()
        (row,) = store.exams.running_sittings(boss)
        assert row.table is None and row.question == 1  # still at the questions
        answer_questions(session)
        (row,) = store.exams.running_sittings(boss)
        assert row.table == TablePlace(1, 1, 1, 2, 0)  # questions done, nothing dealt yet
        # Into the second coup (how many steps the first takes depends on the sitting's
        # random seed: a fixed count of 30 was sometimes still the first coup or the third).
        steps = deal(session, clock, until=lambda table: table.coup_number == 2)
        steps += deal(session, clock, steps=2)
        table = session.table
        assert table is not None and table.coup_number == 2  # the session's own coup
        (row,) = store.exams.running_sittings(boss)
        assert row.table == TablePlace(1, 1, 2, 2, steps)
    finally:
        store.close()


def test_a_running_sitting_at_a_samkong_table_is_placed_by_its_round(tmp_path: Path) -> None:
    from tests.support.exam_samkong import deal_samkong, samkong_only
    from trainer.table.samkong.session import SamKongSession

    clock = WallClock()
    store = open_store(None, data_dir=tmp_path, clock=clock, desk="desk-07")
    try:
        boss = store.create_first_instructor("mdeus", "Maria Deus", BOSS[1])
        cohort = store.roster.create_cohort(boss, "2024-A")
        amy = store.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1234").as_actor()
        exam = store.exams.create(boss, samkong_only().with_cohorts((cohort.id,)))
        session = store.exams.start_sitting(amy, exam.id, *BOSS)
        steps = 0
        while not (isinstance(session.table, SamKongSession)
                   and session.table.round_number == 2):
            steps += deal_samkong(session, clock, steps=1)
        (row,) = store.exams.running_sittings(boss)
        assert row.table == TablePlace(1, 1, 2, 2, steps)  # round 2 of 2
    finally:
        store.close()
