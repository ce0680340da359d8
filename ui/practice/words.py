"""The Practice screen's wording."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def title() -> str:
    """The screen's name in the Go menu and on its home tile (MainWindow context, as before)."""
    return QCoreApplication.translate("MainWindow", "Practice")
