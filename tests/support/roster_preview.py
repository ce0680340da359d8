"""GUI tests' way through the roster import's preview (issue 16, point 10): open a file, wait
for the preview dialog, and accept it by keyboard as an instructor would."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def open_preview(qtbot: Any, roster: Any, path: Path) -> Any:
    """``roster.import_file(path)``, then the preview dialog once it is up and focused."""
    roster.import_file(path)
    qtbot.waitUntil(lambda: getattr(roster, "preview_dialog", None) is not None
                    and roster.preview_dialog.isVisible())
    dialog = roster.preview_dialog
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def import_by_keyboard(qtbot: Any, roster: Any, path: Path) -> Any:
    """Open ``path``'s preview and press Enter (Import is the default button); returns the
    dialog (closed by then). The import then runs in the background."""
    dialog = open_preview(qtbot, roster, path)
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    window = roster.window()
    window.activateWindow()  # as the window manager gives it back when a dialog closes
    qtbot.waitUntil(window.isActiveWindow)
    return dialog
