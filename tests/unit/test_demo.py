"""Demo data: shaped like real practice, learning over time, Chinese names, role-checked."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from trainer.demo import DEMO_INSTRUCTOR, DEMO_PASSWORD, add_demo_data_parser, fill_demo_data
from trainer.drills.cell import Cell
from trainer.drills.model import DrillKind, Question, answer_from_json
from trainer.store import open_store

NOW = datetime(2025, 6, 1, 8, 0, tzinfo=UTC)


def test_fill_demo_data(store_url: str) -> None:
    calls: list[tuple[int, int]] = []
    summary = fill_demo_data(
        store_url,
        trainees=8,
        attempts=400,
        seed=3,
        progress=lambda d, t: calls.append((d, t)),
        now=NOW,
    )
    assert (summary.trainees, summary.attempts) == (8, 3200)
    assert calls[-1] == (3200, 3200)
    store = open_store(store_url)
    try:
        actor = store.authenticate(DEMO_INSTRUCTOR, DEMO_PASSWORD)
        cohorts = store.roster.cohorts(actor)
        assert any(any("\u4e00" <= ch <= "\u9fff" for ch in c.name) for c in cohorts)
        reports = store.reports_with(clock=lambda: NOW)
        people = [p for c in cohorts for p in reports.roster_summary(actor, c.id)]
        assert len(people) == 8 and all(p.attempts == 400 for p in people)
        assert any(any("\u4e00" <= ch <= "\u9fff" for ch in p.display_name) for p in people)
        # Attempts are shaped exactly like practice records them.
        rows = store.practice.attempts(actor, people[0].user_id)
        assert {r.drill_kind for r in rows} <= {k.value for k in DrillKind}
        for row in rows[:200]:
            q = Question.from_dict(row.question)
            assert q.cell == row.cell and q.kind.value == row.drill_kind
            kind = DrillKind(row.drill_kind)
            answer_from_json(kind, json.dumps(row.answer))
            assert answer_from_json(kind, json.dumps(row.expected)) is not None
            assert row.reason and row.article
        # Learning: the first weeks are worse than the last ones, over the whole demo.
        early = late = 0.0
        for p in people:
            days = reports.daily(actor, p.user_id)
            first, last = days[: len(days) // 3], days[-(len(days) // 3) :]
            early += sum(d.correct for d in first) / sum(d.attempts for d in first)
            late += sum(d.correct for d in last) / sum(d.attempts for d in last)
        assert late > early
        # Typical mistakes show up in the heat map: Banker 6 against 6/7 worse than average.
        hard = {Cell.parse(c) for c in ("banker:6:6", "banker:6:7", "banker:3:8", "banker:5:4")}
        tally = {True: [0, 0], False: [0, 0]}
        for p in people:
            for c in reports.cell_errors(actor, p.user_id):
                if c.cell.head == "banker" and c.cell.last != "natural":
                    tally[c.cell in hard][0] += c.wrong
                    tally[c.cell in hard][1] += c.attempts
        assert tally[True][0] / tally[True][1] > 1.5 * tally[False][0] / tally[False][1]
    finally:
        store.close()


def test_demo_trainees_have_review_schedules_equal_to_a_rebuild(store_url: str) -> None:
    """A demo trainee's Today shows reviews due: the cards are there after demo-data, and
    they are exactly what ``review-rebuild`` makes of the stored attempts."""
    fill_demo_data(store_url, trainees=2, attempts=300, seed=5, now=NOW)
    store = open_store(store_url)
    try:
        actor = store.authenticate(DEMO_INSTRUCTOR, DEMO_PASSWORD)
        ids = [p.user_id for c in store.roster.cohorts(actor)
               for p in store.reports.roster_summary(actor, c.id)]
        assert len(ids) == 2
        before = {u: store.schedule.due_at(actor, u) for u in ids}
        assert all(before.values())
        store.schedule.rebuild()
        assert {u: store.schedule.due_at(actor, u) for u in ids} == before
    finally:
        store.close()


def test_same_seed_same_data(tmp_path: object) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    sums = []
    for name in ("a", "b"):
        url = f"sqlite:///{tmp_path / name}.sqlite3"
        fill_demo_data(url, trainees=2, attempts=50, seed=9, now=NOW)
        store = open_store(url)
        actor = store.authenticate(DEMO_INSTRUCTOR, DEMO_PASSWORD)
        users = [
            u.id for c in store.roster.cohorts(actor) for u in store.roster.trainees(actor, c.id)
        ]
        sums.append(
            [
                (r.cell, r.correct, r.ms_taken)
                for u in users
                for r in store.practice.attempts(actor, u)
            ]
        )
        store.close()
    assert sums[0] == sums[1]


def test_cli_parser() -> None:
    import argparse

    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command")
    add_demo_data_parser(sub)
    args = parser.parse_args(["demo-data", "--trainees", "3", "--attempts", "10", "--db", "x"])
    assert (args.trainees, args.attempts, args.db) == (3, 10, "x")
    assert callable(args.handler)


def test_refuses_foreign_instructor(store_url: str) -> None:
    from trainer.errors import TrainerError

    store = open_store(store_url)
    store.create_first_instructor("boss", "Boss", "boss-password")
    store.close()
    with pytest.raises(TrainerError):
        fill_demo_data(store_url, trainees=1, attempts=1)


def test_the_command_refuses_a_schools_database_and_writes_nothing(
    store_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """issue 16, point 13: demo-data never fills a school that has its own instructor; it
    says why and what to do, and leaves the school as it was (the README says so too)."""
    from trainer.cli import main

    store = open_store(store_url)
    boss = store.create_first_instructor("boss", "Boss", "boss-password")
    store.roster.create_cohort(boss, "2026-12 A")
    store.close()
    assert main(["demo-data", "--trainees", "2", "--attempts", "3", "--db", store_url]) == 1
    error = capsys.readouterr().err
    assert "already has an instructor" in error and "nothing was written" in error
    assert "a database of its own" in error and "sqlite:///demo.sqlite3" in error
    store = open_store(store_url)
    try:
        boss = store.authenticate("boss", "boss-password")
        assert [c.name for c in store.roster.cohorts(boss)] == ["2026-12 A"]
        assert store.roster.trainees(boss) == []
    finally:
        store.close()
