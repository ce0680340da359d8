"""Progress and the Dashboard list the Table's step kinds of both games (one drill, "Table"):
a Sam Kong Table step is named in words, as the game's, never by its stored cell, and sorted
after the baccarat Table's in the order a round reaches it."""

from __future__ import annotations

import pytest

from tests.support.samkong_table import right, session
from trainer.stats.table import ERROR_ONLY_CELLS, STEP_ORDER, step_sort_key
from trainer.table.samkong.profile import PROFILES
from trainer.table.samkong.record import CELL_ORDER
from trainer.table.samkong.record import ERROR_ONLY_CELLS as SAMKONG_ERROR_ONLY
from ui.felt.steps import step_name

BACCARAT_KINDS = ("bets", "call:result", "pay:banker", "fault:over_max", "squeeze:turn")


def recorded_cells() -> set[str]:
    """Every cell a whole faulty Sam Kong shoe records, and the ones recorded only when
    wrong."""
    cells = set(SAMKONG_ERROR_ONLY)
    for profile in PROFILES:
        dealt = session(profile, 3, fault_rate=0.6, irregularity_rate=0.3, rounds=12)
        while not dealt.finished:
            cells.add(right(dealt).cell)
    return cells


def test_the_sam_kong_cells_sort_after_the_baccarat_ones_in_a_rounds_order() -> None:
    cells = sorted(recorded_cells() | set(BACCARAT_KINDS), key=step_sort_key)
    first_samkong = next(n for n, c in enumerate(cells) if c.startswith("samkong-table:"))
    assert all(not c.startswith("samkong-table:") for c in cells[:first_samkong])
    assert all(c.startswith("samkong-table:") for c in cells[first_samkong:])
    places = [step_sort_key(c)[0] for c in cells[first_samkong:]]
    assert places == sorted(places) and max(places) < len(STEP_ORDER)  # none "unknown"
    assert step_sort_key("samkong-table:pay:tie")[0] == STEP_ORDER.index("samkong-table:pay")
    assert CELL_ORDER[-1] in STEP_ORDER and SAMKONG_ERROR_ONLY <= ERROR_ONLY_CELLS


@pytest.mark.parametrize(("language", "game"), [("en", "Sam Kong: "), ("zh-Hant", "三公：")])
def test_every_sam_kong_step_kind_is_named_in_words(translations, language: str,
                                                     game: str) -> None:
    translations.install(language)
    cells = recorded_cells()
    assert {"samkong-table:level", "samkong-table:door", "samkong-table:deal"} <= cells
    for cell in cells:
        name = step_name(cell)
        kind = cell.removeprefix("samkong-table:").split(":")
        assert name.startswith(game), (cell, name)
        assert "samkong" not in name and "_" not in name, (cell, name)
        assert name.removeprefix(game) not in kind, (cell, name)  # not the code itself
    if language == "zh-Hant":
        assert all(not any(c.isascii() and c.isalpha() for c in step_name(cell))
                   for cell in cells), sorted(step_name(c) for c in cells)
