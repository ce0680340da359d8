"""The Dashboard screen's wording."""

from __future__ import annotations

from ui.dashboard import SHORTCUT as SHORTCUT  # the screen's key and name live in the package
from ui.dashboard import title as title
from ui.widgets.charts.words import ChartWords


def situation(kind: str, cell: str | None) -> str:
    """A drill cell in words (the raw code stays in the cell's tooltip)."""
    return ChartWords().situation(kind, cell)
