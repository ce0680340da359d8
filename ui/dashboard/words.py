"""The Dashboard screen's wording."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui.progress.words import ChartWords

SHORTCUT = "Ctrl+5"
"""The screen's key sequence (the Go menu, the home tile, :data:`ui.screens.SCREENS`)."""


def title() -> str:
    """The screen's name in the Go menu and on its home tile (MainWindow context, as before)."""
    return QCoreApplication.translate("MainWindow", "Dashboard")


def situation(kind: str, cell: str | None) -> str:
    """A drill cell in words (the raw code stays in the cell's tooltip)."""
    return ChartWords().situation(kind, cell)
