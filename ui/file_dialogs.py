"""File dialogs that open where the user keeps files: the user's
Documents folder the first time, then the folder last used for the same purpose (a roster
import, a results export, a backup, ...), remembered in the app's settings file so it holds
after a restart. Every file dialog of the screens goes through here.

:func:`use_prefs` is given the app's ``QSettings`` by the main window; without it (a dialog
before the window exists, or a test of one widget) folders are remembered for the session.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDir, QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

_KEY = "folders/{0}"
_prefs: QSettings | None = None
_session: dict[str, str] = {}


def use_prefs(prefs: QSettings | None) -> None:
    """Remember folders in ``prefs`` (the app's settings) from now on; what the session
    remembered before is dropped (it belonged to other settings)."""
    global _prefs
    _prefs = prefs
    _session.clear()


def documents_folder() -> str:
    """The user's Documents folder (Qt's ``DocumentsLocation``), or their home folder when
    there is none on this machine."""
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if docs and Path(docs).is_dir():
        return docs
    return QDir.homePath()


def start_folder(purpose: str) -> str:
    """Where a dialog for ``purpose`` opens: the folder last used for it, while it still
    exists; else the Documents folder."""
    saved = _prefs.value(_KEY.format(purpose)) if _prefs is not None else None
    saved = saved or _session.get(purpose)
    if isinstance(saved, str) and saved and Path(saved).is_dir():
        return saved
    return documents_folder()


def remember(purpose: str, chosen: str) -> None:
    """Keep the folder of ``chosen`` (a file, or a folder itself) for ``purpose``."""
    path = Path(chosen)
    folder = str(path if path.is_dir() else path.parent)
    _session[purpose] = folder
    if _prefs is not None:
        _prefs.setValue(_KEY.format(purpose), folder)
        _prefs.sync()


def open_file_name(parent: QWidget | None, purpose: str, caption: str, filters: str) -> str:
    """Ask for a file to open; "" when the user cancels."""
    name, _ = QFileDialog.getOpenFileName(parent, caption, start_folder(purpose), filters)
    if name:
        remember(purpose, name)
    return name


def save_file_name(parent: QWidget | None, purpose: str, caption: str, file_name: str,
                   filters: str) -> str:
    """Ask where to save, offering ``file_name`` in the start folder; "" when cancelled."""
    suggested = str(Path(start_folder(purpose)) / file_name)
    name, _ = QFileDialog.getSaveFileName(parent, caption, suggested, filters)
    if name:
        remember(purpose, name)
    return name
