"""The Cell value type: one place that reads and writes ``"banker:5:4"``."""

from __future__ import annotations

import pytest

from trainer.drills import draw, payout, samkong, samkong_payout, shoe
from trainer.drills.base import DrillOptions
from trainer.drills.cell import Cell, cell_text
from trainer.drills.weak import weak_spot_reason
from trainer.stats.matrices import draw_sides
from trainer.store.reports import CellErrors


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
    assert cell_text("samkong", "level", 7) == "samkong:level:7"


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


def test_every_drill_cell_parses_back_to_itself() -> None:
    options = DrillOptions()
    texts = (
        draw.cells(options) + payout.cells(options) + samkong_payout.cells(options)
        + samkong.level_cells(options) + samkong.doors_cells(options) + shoe.cells(options)
    )
    assert texts
    for text in texts:
        assert str(Cell.parse(text)) == text


def test_weak_spot_reason_reads_the_cell() -> None:
    assert weak_spot_reason("banker:5:4") == ("weak_banker_vs_third", {"total": 5, "third": 4})
    assert weak_spot_reason("payout:tie") == ("weak_payout", {"bet": "tie", "result": None})
    assert weak_spot_reason("banker::4") == ("weak_cell", {"cell": "banker::4"})


def test_draw_sides_skips_a_cell_that_is_not_one() -> None:
    sides = draw_sides([CellErrors("banker:5:4", 3, 1), CellErrors("", 9, 9)])
    assert (sides.banker_attempts, sides.banker_wrong, sides.player_attempts) == (3, 1, 0)
