"""The Table screen: deal whole coups at a baccarat table, as the dealer."""

from PySide6.QtCore import QCoreApplication

SHORTCUT = "Ctrl+7"
"""The screen's key sequence (the Go menu, the home tile, :data:`ui.screens.SCREENS`)."""


def title() -> str:
    """The screen's name in the Go menu and on its home tile (MainWindow context, as before)."""
    return QCoreApplication.translate("MainWindow", "Table")
