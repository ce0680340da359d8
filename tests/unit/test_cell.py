"""The Cell value type: one place that reads and writes ``"banker:5:4"``."""

from __future__ import annotations

import ast
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import create_engine, select

from tests.unit.test_store import add_trainee
from trainer.drills import DrillKind, Level, cells_for, expected_answer, generate_deal
from trainer.drills.cell import Cell
from trainer.drills.model import Question
from trainer.drills.session import DrillSession
from trainer.drills.weak import weak_spot_reason
from trainer.store import open_store
from trainer.store import schema as s

ROOT = Path(__file__).resolve().parents[2]


def test_parse_and_str_round_trip() -> None:
    cell = Cell.parse("banker:5:4")
    assert cell == Cell(("banker", "5", "4"))
    assert str(cell) == "banker:5:4"
    assert cell.head == "banker"
    assert cell.last == "4"
    assert cell.number(1) == 5
    assert len(cell) == 3
    assert cell.get(2) == "4"
    assert cell.get(3) is None


def test_of_writes_each_part_with_str() -> None:
    assert Cell.of("banker", 5, "stood") == Cell.parse("banker:5:stood")
    assert str(Cell.of("samkong", "level", 7)) == "samkong:level:7"


@pytest.mark.parametrize("text", ["", "banker::4", ":5", "banker:5:"])
def test_parse_refuses_empty_parts(text: str) -> None:
    with pytest.raises(ValueError):
        Cell.parse(text)
    assert Cell.read(text) is None


def test_cell_is_frozen_and_hashable() -> None:
    cell = Cell.parse("player:3")
    with pytest.raises(AttributeError):
        cell.parts = ("banker",)  # type: ignore[misc]
    assert {cell: 1}[Cell.of("player", 3)] == 1


def test_every_drill_cell_is_a_cell_and_its_text_reads_back() -> None:
    for kind in DrillKind:
        cells = cells_for(kind)
        assert cells and all(isinstance(c, Cell) for c in cells), kind
        for cell in cells:
            assert Cell.parse(str(cell)) == cell


@pytest.mark.parametrize("kind", list(DrillKind))
def test_a_question_keeps_its_cell_and_target_through_json(kind: DrillKind) -> None:
    """The stored question text is unchanged (``"cell": "banker:5:4"``) and reads back typed."""
    target = cells_for(kind)[0]
    for question in generate_deal(kind, Level.WEAK, 7, target=target):
        data = question.to_dict()
        assert data["cell"] == str(question.cell) and data["target"] == str(target)
        back = Question.from_json(question.to_json())
        assert back == question
        assert isinstance(back.cell, Cell) and back.target == target


def test_weak_spot_reason_reads_the_cell() -> None:
    assert weak_spot_reason(Cell.parse("banker:5:4")) == (
        "weak_banker_vs_third", {"total": 5, "third": 4})
    assert weak_spot_reason(Cell.parse("payout:tie")) == (
        "weak_payout", {"bet": "tie", "result": None})
    assert weak_spot_reason(Cell.parse("banker:x:4")) == ("weak_cell", {"cell": "banker:x:4"})


def test_the_store_keeps_the_text_and_gives_back_cells(store_url: str) -> None:
    """Old databases read the same: the column holds ``"banker:5:4"``; rows, weak-spot
    statistics and the cohort's cell errors come back as :class:`Cell`."""
    with open_store(store_url, clock=lambda: datetime(2024, 5, 1, 12, tzinfo=UTC)) as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        chan = add_trainee(store, boss, "chan.cell")
        session_id = store.practice.start_session(chan, DrillKind.DRAW.value, {})
        recorder = store.practice.recorder(chan, session_id)
        drill = DrillSession(DrillKind.DRAW, seed=3, recorder=recorder, question_limit=1)
        question = drill.next_question()
        assert question is not None
        drill.submit(expected_answer(question))
        engine = create_engine(store_url)
        try:
            with engine.connect() as conn:
                text = conn.execute(select(s.attempts.c.cell)).scalar_one()
        finally:
            engine.dispose()
        assert text == str(question.cell) and ":" in text
        (row,) = store.practice.attempts(chan, chan.user_id)
        assert row.cell == question.cell
        (stat,) = store.practice.recent_cell_stats(chan, chan.user_id, DrillKind.DRAW.value)
        assert stat.cell == question.cell
        (errors,) = store.reports.cell_errors(chan, chan.user_id, DrillKind.DRAW.value)
        assert errors.cell == question.cell


# Places that split text on ":" and what the text is: none of them is a drill cell.
NOT_CELLS = {
    "trainer/curriculum/loader.py": "a lesson's 'drill: level' field",
    "trainer/curriculum/examples.py": "an 'id: spec' line of a lesson example book",
    "ui/lessons/words.py": "a lesson check's 'level:<ordinal>' answer code",
    # The dealer's table grades steps under text keys (GradedStep.cell, trainer/table); the
    # Table's statistics and words split them until that type changes too (issue 13, open).
    "trainer/stats/table.py": "a table step kind ('pay:banker'), for its order in a coup",
    "ui/felt/steps.py": "a table step kind ('pay:banker', 'fault:over_max')",
    "ui/felt/words.py": "a table step's expected/given code ('player:4')",
    "ui/felt/samkong_words.py": "a Sam Kong Table step's expected/given code ('take:3')",
    "trainer/table/session.py": "a settlement line's odds ('8:1')",
    "trainer/homework.py": "a homework subject code ('drill:draw', 'lesson:24')",
    "trainer/server/main.py": "the server's listen address ('127.0.0.1:8443')",
}


def _splits_on_colon(tree: ast.AST) -> bool:
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("split", "rsplit", "partition", "rpartition")
            and node.args
            and (
                (isinstance(node.args[0], ast.Constant) and node.args[0].value == ":")
                or (isinstance(node.args[0], ast.Name) and node.args[0].id == "SEPARATOR")
            )
        ):
            return True
    return False


def test_only_cell_py_splits_cell_text() -> None:
    """Issue 13 point 8: a cell is parsed in one place; any other ':' split is named above."""
    found = set()
    for package in ("trainer", "ui"):
        for path in sorted((ROOT / package).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"))
            if name != "trainer/drills/cell.py" and _splits_on_colon(tree):
                found.add(name)
    assert found == set(NOT_CELLS)


@pytest.mark.parametrize("kind", list(DrillKind))
def test_a_deal_refuses_a_target_that_is_not_one_of_its_cells(kind: DrillKind) -> None:
    """One check in generate_deal for every generator (they used to repeat it each)."""
    others = [c for k in DrillKind if k is not kind for c in cells_for(k)]
    for target in (others[0], others[-1], Cell.of(kind.value, "nonsense")):
        with pytest.raises(ValueError, match=f"not a {kind.name} cell: {target}"):
            generate_deal(kind, Level.WEAK, 1, target=target)
    assert generate_deal(kind, Level.WEAK, 1, target=cells_for(kind)[-1])
