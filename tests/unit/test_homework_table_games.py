"""Homework on either game of the Table: the Sam Kong Table is a subject of its own
(``table:samkong``), counting its steps only; ``table:table`` keeps the meaning it was stored
with, the baccarat Table's steps; "all drills" counts both games' reviews."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from tests.unit.test_homework import DUE, START, add_trainee, at, cohort_id
from trainer.auth import Actor
from trainer.drills.cell import Cell
from trainer.errors import StoreError
from trainer.homework import SAMKONG_CELL_HEAD, Status, Subject, SubjectKind, Target, TargetKind
from trainer.kinds import TABLE_KIND
from trainer.store import NewAttempt, Store
from trainer.table.samkong.base import CELL


def steps(store: Store, trainee: Actor, cells: list[str], day: int = 3,
          correct: bool = True) -> None:
    session = store.practice.start_session(trainee, TABLE_KIND, {})
    for i, cell in enumerate(cells):
        store.practice.record_attempt(trainee, NewAttempt(
            session_id=session, drill_kind=TABLE_KIND, question={"coup": 1}, answer={},
            correct=correct, ms_taken=1000, answered_at=at(day, 2 + i % 10),
            cell=Cell.parse(cell)))


def counted(store: Store, instructor: Actor, subject: Subject, target: Target) -> dict[str, int]:
    hw = store.homework.create(instructor, cohort_id(store, instructor), subject, target, DUE,
                               starts_on=START)
    return {t.name: t.progress.answers for t in store.homework.report(
        instructor, hw.id, at(5)).trainees}


def test_the_sam_kong_cells_head_is_the_games() -> None:
    assert f"{CELL}:" == SAMKONG_CELL_HEAD


def test_the_two_games_are_subjects_apart_and_stored_apart() -> None:
    samkong, baccarat = Subject.samkong_table(), Subject.table()
    assert samkong.code() == "table:samkong" and baccarat.code() == "table:table"
    assert Subject.from_code("table:samkong") == samkong
    assert samkong.kind is baccarat.kind is SubjectKind.TABLE
    assert samkong.drill_kind == baccarat.drill_kind == TABLE_KIND
    assert samkong.counts(TABLE_KIND, "samkong-table:level")
    assert not samkong.counts(TABLE_KIND, "call:result")
    assert baccarat.counts(TABLE_KIND, "call:result") and baccarat.counts(TABLE_KIND, None)
    assert not baccarat.counts(TABLE_KIND, "samkong-table:pay:door")
    assert not samkong.counts("draw", "samkong-table:level")
    assert Subject.all_drills().counts(TABLE_KIND, "samkong-table:level")


def test_each_game_counts_its_own_steps(store: Store, instructor: Actor,
                                        tmp_path: Path) -> None:
    amy = add_trainee(store, instructor, "amy")
    steps(store, amy, ["samkong-table:level", "samkong-table:door", "samkong-table:pay:door"])
    steps(store, amy, ["bets", "call:result"], day=4)
    target = Target(TargetKind.ANSWERS, 3)
    assert counted(store, instructor, Subject.samkong_table(), target) == {"amy": 3}
    # A homework stored as "table:table" before the Sam Kong Table: the baccarat Table's.
    assert counted(store, instructor, Subject.table(), target) == {"amy": 2}
    hw = store.homework.create(instructor, cohort_id(store, instructor),
                               Subject.samkong_table(), target, DUE, starts_on=START)
    assert store.homework.homework_for(amy, amy.user_id, at(5))[-1].progress.status \
        in (Status.DONE,)
    assert hw.subject == Subject.samkong_table()
    # The CSV names the subject by its stored code, the Sam Kong Table's own.
    target_file = tmp_path / "homework.csv"
    assert store.homework.export_csv(instructor, hw.id, target_file, at(5)) == 1
    with open(target_file, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [(r["subject"], r["trainee"], r["status"], r["answers"]) for r in rows] == [
        ("table:samkong", "amy", "done", "3")]


def test_due_reviews_cleared_of_one_game_reads_that_games_cards(
        store: Store, instructor: Actor) -> None:
    amy = add_trainee(store, instructor, "amy")
    steps(store, amy, ["samkong-table:level"], day=4)  # right: not due the next day
    steps(store, amy, ["call:result", "take"], day=3, correct=False)  # wrong: due again
    target = Target(TargetKind.DUE_CLEARED)
    shown = {}
    for subject in (Subject.samkong_table(), Subject.table(), Subject.all_drills()):
        hw = store.homework.create(instructor, cohort_id(store, instructor), subject, target,
                                   DUE, starts_on=START)
        line = store.homework.report(instructor, hw.id, at(5)).trainees[0]
        shown[subject.code()] = (line.progress.status, line.progress.measure)
    assert shown == {"table:samkong": (Status.DONE, 0.0),
                     "table:table": (Status.IN_PROGRESS, 2.0),
                     "drill:all": (Status.IN_PROGRESS, 2.0)}


def test_a_table_subject_of_no_game_is_refused(store: Store, instructor: Actor) -> None:
    add_trainee(store, instructor, "amy")
    with pytest.raises(StoreError):
        store.homework.create(instructor, cohort_id(store, instructor),
                              Subject(SubjectKind.TABLE, "blackjack"),
                              Target(TargetKind.ANSWERS, 1), DUE, starts_on=START)
