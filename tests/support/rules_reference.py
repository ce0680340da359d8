"""Baccarat art. 9 written from the words of RULES.md, independently of the engine's table.

The tests check the engine, the odds, the drills and the lessons against this one reading;
it shares no code with ``trainer.baccarat.tableau``. (``tests/bench/engine.py`` keeps its own
copy on purpose: its baseline must be written in the benchmark itself.)
"""

from __future__ import annotations

NATURALS = (8, 9)


def player_draws(player_total: int, banker_total: int = 0) -> bool:
    """Art. 9 (1), (2): nobody draws after a natural; the Player draws on 0-5, stands on 6-7."""
    if player_total in NATURALS or banker_total in NATURALS:
        return False
    return player_total <= 5


def banker_draws(banker_total: int, third: int | None, player_total: int = 0) -> bool:
    """Art. 9 (3), (4); ``third`` is the Player's third-card value, None if it stood."""
    if player_total in NATURALS or banker_total in NATURALS:  # (2), (4)(6)
        return False
    if third is None:
        return banker_total <= 5  # (3)(6); (4)(4), (4)(5)
    return (
        banker_total <= 2  # (3)(1)
        or (banker_total == 3 and third != 8)  # (3)(2); (4)(1)
        or (banker_total == 4 and 2 <= third <= 7)  # (3)(3); (4)(2)
        or (banker_total == 5 and 4 <= third <= 7)  # (3)(4); (4)(3)
        or (banker_total == 6 and third in (6, 7))  # (3)(5); (4)(4)
    )
