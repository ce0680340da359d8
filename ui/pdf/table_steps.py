"""The trainee report's Table steps, game by game: the baccarat Table's steps under one
heading, the Sam Kong Table's under its own, named as the game names them (Progress's
sections, :data:`trainer.progress.ProgressData.table_games`). Worded in the report's
context (``ReportWriter``), as the rest of the report."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from trainer.progress import ProgressData
from trainer.stats.table import TableFigures, counted_as_errors
from trainer.table.game import BACCARAT
from trainer.table.samkong.profile import GAME as SAMKONG
from ui.felt.steps import SAMKONG_CELL, samkong_step_name, step_name

Table = Callable[[Sequence[str], Sequence[Sequence[str]]], str]
"""The report's HTML table of headers and rows (:meth:`ui.pdf.reports.ReportWriter._table`)."""


translate = QCoreApplication.translate


def _heading(game: str | None) -> str:
    """A section's heading: both games together (no split known), or one game's."""
    if game == SAMKONG:
        return translate("ReportWriter", "Sam Kong Table: steps")
    if game == BACCARAT:
        return translate("ReportWriter", "Baccarat Table: steps")
    return translate("ReportWriter", "Table steps")


def _rows(figures: TableFigures, game: str | None) -> list[list[str]]:
    """Right of all, the wrong ones, and of those the right amount in too many chips
    (a payout's); a step recorded only when wrong shows its mistakes alone."""
    name = samkong_step_name if game == SAMKONG else step_name
    return [
        [name(k.kind),
         "–" if counted_as_errors(k) else f"{k.right}/{k.total}",
         str(k.wrong),
         str(k.not_fewest) if k.kind.removeprefix(SAMKONG_CELL).startswith("pay:") else "–"]
        for k in figures.kinds
    ]


def table_steps_html(data: ProgressData, table: Table) -> str:
    """The sections of the Table's steps (the drill filter on the Table): one a game dealt,
    in Progress's order; both games together under "Table steps" when the data has no
    split (nothing dealt gives nothing)."""
    games: Sequence[tuple[str | None, TableFigures]] = [
        (g.game, g.figures) for g in data.table_games]
    if not games:
        games = [(None, data.table)]
    headers = [translate("ReportWriter", "Step"), translate("ReportWriter", "Right"),
               translate("ReportWriter", "Wrong"),
               translate("ReportWriter", "Of them: right amount, not the fewest chips")]
    return "".join(
        "<h2>" + html.escape(_heading(game)) + "</h2>" + table(headers, _rows(figures, game))
        for game, figures in games if figures.kinds)
