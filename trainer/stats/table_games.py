"""The Table's figures game by game: the baccarat Table's steps and pace apart from the Sam
Kong Table's, for Progress and the Dashboard.

Both games' steps are stored as attempts of kind ``table``; a Sam Kong step's question names
its game (``"game": "samkong"``), a baccarat one none (as every step stored before the Sam
Kong Table). Each game's rows are counted by :func:`trainer.stats.table.table_figures`, so a
Sam Kong "coup" is its round and its pace is rounds an hour.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from trainer.kinds import TABLE_KIND
from trainer.stats.table import TableAttempt, TableFigures, table_figures
from trainer.table.game import BACCARAT
from trainer.table.samkong.profile import GAME as SAMKONG

TABLE_GAMES = (BACCARAT, SAMKONG)
"""The games of the Table in the order their charts are shown."""


@dataclass(frozen=True)
class GameFigures:
    """One game's figures: ``game`` a :data:`TABLE_GAMES` name."""

    game: str
    figures: TableFigures


def game_of(row: TableAttempt) -> str:
    """The game a stored Table step was dealt at (baccarat when its question names none)."""
    question = row.question
    game = question.get("game") if isinstance(question, Mapping) else None
    return game if isinstance(game, str) else BACCARAT


def figures_by_game(
    rows: Iterable[TableAttempt], pace_targets: Mapping[str, int] | None = None
) -> tuple[GameFigures, ...]:
    """Each game's :class:`TableFigures` (in :data:`TABLE_GAMES` order, a game not known
    after them), only the games with a stored step: a trainee who dealt one game sees one.
    ``pace_targets``: a table's name to its pace target, for either game's tables."""
    by_game: dict[str, list[TableAttempt]] = {}
    for row in rows:
        if getattr(row, "drill_kind", TABLE_KIND) == TABLE_KIND:
            by_game.setdefault(game_of(row), []).append(row)
    order = [*TABLE_GAMES, *sorted(set(by_game) - set(TABLE_GAMES))]
    return tuple(GameFigures(game, table_figures(by_game[game], pace_targets))
                 for game in order if game in by_game)
