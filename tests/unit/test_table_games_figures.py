"""The Table's figures game by game (:mod:`trainer.stats.table_games`): a Sam Kong step (its
question names its game) is counted apart from the baccarat Table's, and a game never dealt
has no figures."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from trainer.stats.table import table_figures
from trainer.stats.table_games import figures_by_game, game_of


@dataclass(frozen=True)
class Row:
    session_id: int
    cell: str
    correct: bool
    question: Any
    ms_taken: int = 2000
    answered_at: datetime = datetime(2026, 12, 1, 4, tzinfo=UTC)
    fault: str | None = None
    drill_kind: str = "table"


BACCARAT_ROWS = [
    Row(1, "bets", True, {"coup": 1, "phase": "bets", "table": "commission-box-2000"}),
    Row(1, "call:result", True, {"coup": 1, "phase": "result"}),
    Row(1, "take", False, {"coup": 1, "phase": "settle"}),
]
SAMKONG_ROWS = [
    Row(2, "samkong-table:level", True, {"game": "samkong", "coup": 1, "phase": "levels",
                                         "table": "samkong-vip-eight-door"}),
    Row(2, "samkong-table:level", False, {"game": "samkong", "coup": 1, "phase": "levels"}),
    Row(2, "samkong-table:pay:door", True, {"game": "samkong", "coup": 1, "phase": "settle"}),
]


def test_each_game_is_counted_apart_in_the_tables_order() -> None:
    games = figures_by_game([*SAMKONG_ROWS, *BACCARAT_ROWS],
                            {"samkong-vip-eight-door": 25, "commission-box-2000": 60})
    assert [g.game for g in games] == ["baccarat", "samkong"]
    baccarat, samkong = (g.figures for g in games)
    assert baccarat == table_figures(BACCARAT_ROWS, {"commission-box-2000": 60})
    assert {k.kind: (k.right, k.total) for k in samkong.kinds} == {
        "samkong-table:level": (1, 2), "samkong-table:pay:door": (1, 1)}
    assert samkong.pace_target == 25  # the Sam Kong table's own target: rounds an hour
    assert [d.coups for d in samkong.days] == [1]


def test_a_game_never_dealt_is_left_out() -> None:
    assert [g.game for g in figures_by_game(SAMKONG_ROWS)] == ["samkong"]
    assert [g.game for g in figures_by_game(BACCARAT_ROWS)] == ["baccarat"]
    assert figures_by_game([]) == ()
    practice = Row(3, "draw:b3", True, {"game": "samkong"}, drill_kind="draw")
    assert figures_by_game([practice]) == ()


def test_a_step_stored_before_the_sam_kong_table_is_baccarats() -> None:
    assert game_of(BACCARAT_ROWS[0]) == "baccarat"
    assert game_of(Row(1, "take", True, None)) == "baccarat"
    assert game_of(SAMKONG_ROWS[0]) == "samkong"
