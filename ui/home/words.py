"""The home screen's wording (``HomePage`` context, as when it lived in main_window.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def greeting(name: str) -> str:
    return QCoreApplication.translate("HomePage", "Hello, {0}").format(name)


def hint() -> str:
    return QCoreApplication.translate(
        "HomePage", "Choose what to do. Every screen has a keyboard shortcut; Esc or Alt+Home "
        "comes back here.")


def tile_text(title: str, shortcut: str) -> str:
    """A tile: the screen's name over its shortcut."""
    return f"{title}\n{shortcut}"
