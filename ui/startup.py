"""Opening the store at start-up, turning every failure into a clear choice for the user."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from trainer.errors import StoreError
from trainer.store import Store, open_store, set_aside_corrupt

# Qt's translate(context, text) spelled so lupdate files every message under "Startup".
translate = QCoreApplication.translate


def sqlite_path(url: str | None, data_dir: Path) -> Path | None:
    """The SQLite file a URL points at (None for PostgreSQL)."""
    if url is None:
        return data_dir / "dealer-trainer.sqlite3"
    if url.startswith("sqlite:///"):
        return Path(url.removeprefix("sqlite:///"))
    return None


def open_store_interactively(url: str | None, data_dir: Path) -> Store | None:
    """Open the store; on failure explain and offer what the user can do. None means quit."""
    while True:
        try:
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                return open_store(url, data_dir=data_dir)
            finally:
                QApplication.restoreOverrideCursor()
        except StoreError as error:
            go_on, url = _ask(error, url, data_dir)
            if not go_on:
                return None


def _ask(error: StoreError, url: str | None, data_dir: Path) -> tuple[bool, str | None]:
    """Show the problem; return (try again?, the URL to try next — None is the default)."""
    accept, action = QMessageBox.ButtonRole.AcceptRole, QMessageBox.ButtonRole.ActionRole
    box = QMessageBox()
    box.setWindowTitle(translate("Startup", "Dealer Trainer — database problem"))
    box.setIcon(QMessageBox.Icon.Warning)
    path = sqlite_path(url, data_dir)
    quit_button = box.addButton(translate("Startup", "Quit"), QMessageBox.ButtonRole.RejectRole)
    retry = fresh = choose = None
    if error.kind == "corrupt" and path is not None:
        box.setText(translate("Startup", "The database file cannot be read: it is damaged or "
                              "is not a Dealer Trainer database.\n\n{path}").format(path=path))
        box.setInformativeText(translate(
            "Startup", "You can keep the damaged file aside (it is renamed, never deleted) and "
            "start with a fresh database, or open another file."))
        fresh = box.addButton(translate("Startup", "Keep it aside and start fresh"), accept)
        choose = box.addButton(translate("Startup", "Choose another file…"), action)
    elif error.kind == "unreadable" and path is not None:
        box.setText(translate("Startup", "The database file cannot be opened (no "
                              "permission?).\n\n{path}").format(path=path))
        choose = box.addButton(translate("Startup", "Choose another file…"), action)
        retry = box.addButton(translate("Startup", "Try again"), accept)
    elif error.kind == "locked":
        box.setText(translate("Startup", "The database is busy: another program is writing to "
                              "it. Dealer Trainer tried again for a few seconds."))
        retry = box.addButton(translate("Startup", "Try again"), accept)
    elif error.kind == "unreachable":
        box.setText(translate("Startup", "The school's database server cannot be "
                              "reached.\n\n{detail}").format(detail=str(error)))
        box.setInformativeText(translate("Startup", "Check the network cable or ask the "
                                         "school's IT staff whether the server is running."))
        retry = box.addButton(translate("Startup", "Try again"), accept)
    elif error.kind == "newer":
        box.setText(translate("Startup", "This database was written by a newer version of "
                              "Dealer Trainer. Please update the app.\n\n{detail}")
                    .format(detail=str(error)))
    else:
        box.setText(translate("Startup", "The database cannot be opened.\n\n{detail}")
                    .format(detail=str(error)))
        retry = box.addButton(translate("Startup", "Try again"), accept)
    box.setDefaultButton(retry or fresh or quit_button)
    box.exec()
    clicked = box.clickedButton()
    if clicked is None or clicked is quit_button:
        return False, url
    if clicked is retry:
        return True, url
    if clicked is fresh and path is not None:
        set_aside_corrupt(path)
        return True, url
    if clicked is choose:
        name, _ = QFileDialog.getOpenFileName(
            None, translate("Startup", "Choose a Dealer Trainer database"), str(data_dir),
            translate("Startup", "Dealer Trainer database (*.sqlite3 *.db);;All files (*)"))
        return True, (f"sqlite:///{name}" if name else url)
    return False, url
