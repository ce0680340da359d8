"""Start-up: the data folder and the store, every failure turned into a worded choice.

Each start-up fault gets its own message in the user's language (never
a traceback): a read-only folder or file, a folder where the file should be (or a file where
the folder should be), a full disk, a 0-byte database (reported, never silently replaced by
a fresh school) and a locked database (a busy cursor and a worded wait while it is retried).
A database file missing beside a ``before-restore`` file (a restore was killed mid-swap) is
reported with an offer to put the previous file back, never a fresh school.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QMessageBox,
    QProgressDialog,
    QStatusBar,
)

from trainer.errors import StoreError
from trainer.store import DeskStore, Store, open_store, set_aside_corrupt
from trainer.store.backup import put_back_interrupted
from trainer.store.files import check_folder
from ui.store_words import server_advice_text, server_problem_text

if TYPE_CHECKING:
    from trainer.server.enrolment import ServerLink

# Qt's translate(context, text) spelled so lupdate files every message under "Startup".
translate = QCoreApplication.translate


def sqlite_path(url: str | None, data_dir: Path) -> Path | None:
    """The SQLite file a URL points at (None for PostgreSQL)."""
    if url is None:
        return data_dir / "dealer-trainer.sqlite3"
    if url.startswith("sqlite:///"):
        return Path(url.removeprefix("sqlite:///"))
    return None


def fault_text(error: StoreError, path: Path | str | None) -> str | None:
    """The sentence for a file-system fault (by ``error.code``), or None for other errors."""
    where = str(error.params.get("path") or path or "")
    texts = {
        "read_only": lambda: translate(
            "Startup", "Dealer Trainer cannot write to {path}: it is read-only (no "
            "permission to write there, or a read-only disk). Every answer is saved as it "
            "is given, so the app cannot work from there.").format(path=where),
        "disk_full": lambda: translate(
            "Startup", "The disk holding {path} is full. Every answer is saved as it is "
            "given, and nothing can be saved there now. Free some space, then try "
            "again.").format(path=where),
        "not_a_folder": lambda: translate(
            "Startup", "{path} is a file, but Dealer Trainer needs a folder there for its "
            "data.").format(path=where),
        "not_a_file": lambda: translate(
            "Startup", "{path} is a folder, but it should be the database file.").format(
            path=where),
    }
    text = texts.get(error.code)
    return text() if text is not None else None


def prepare_data_folder(folder: Path) -> Path | None:
    """Make sure the data folder exists and can be written; otherwise say why and offer
    another folder. Returns the folder to use, or None to quit."""
    while True:
        try:
            check_folder(folder)
            return folder
        except StoreError as error:
            box = QMessageBox()
            box.setObjectName("dataFolderProblem")
            box.setWindowTitle(translate("Startup", "Dealer Trainer — data folder problem"))
            box.setIcon(QMessageBox.Icon.Critical)
            box.setText(fault_text(error, folder) or translate(
                "Startup", "The data folder {path} cannot be used.").format(path=folder))
            box.setInformativeText(translate(
                "Startup", "Dealer Trainer keeps its database, settings and log in this "
                "folder. Choose another folder, or fix this one and try again."))
            box.setDetailedText(str(error))
            choose = box.addButton(translate("Startup", "Choose another folder…"),
                                   QMessageBox.ButtonRole.ActionRole)
            retry = box.addButton(translate("Startup", "Try again"),
                                  QMessageBox.ButtonRole.AcceptRole)
            quit_button = box.addButton(translate("Startup", "Quit"),
                                        QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(choose)
            box.setEscapeButton(quit_button)
            box.exec()
            clicked = box.clickedButton()
            if clicked is choose:
                name = QFileDialog.getExistingDirectory(
                    None, translate("Startup", "Choose a folder for Dealer Trainer's data"),
                    str(folder.parent))
                if name:
                    folder = Path(name)
            elif clicked is not retry:
                return None


class BusyNotice:
    """A worded wait while a locked database is retried: a busy cursor and a small window
    saying what is happening, instead of a silent freeze."""

    def __init__(self) -> None:
        self.dialog: QProgressDialog | None = None

    def __call__(self, attempt: int) -> None:
        if self.dialog is None:
            dialog = QProgressDialog()
            dialog.setObjectName("databaseBusyNotice")
            dialog.setWindowTitle(translate("Startup", "Dealer Trainer"))
            dialog.setLabelText(translate(
                "Startup", "The database is busy: another program is writing to it. "
                "Waiting for it…"))
            dialog.setCancelButton(None)
            dialog.setRange(0, 0)  # no end known: a busy indicator
            dialog.setMinimumDuration(0)
            dialog.show()
            self.dialog = dialog
        # Paint the notice, but take no input: the store call is still under way.
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)

    def close(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None


class LockedWait:
    """While the app runs: a locked database's retries show a busy cursor and a worded
    status line (``store.on_retry``), cleared as soon as the store call is over.

    The hook runs on the GUI thread inside the store call; it paints the status line at once
    (no event processing, so no input is taken mid-call), and a zero timer, which can only
    fire once the call has returned to the event loop, restores the cursor.
    """

    def __init__(self, status_bar: QStatusBar) -> None:
        self.status_bar = status_bar
        self.waiting = False

    def __call__(self, attempt: int) -> None:
        if self.waiting:
            return
        self.waiting = True
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        self.status_bar.showMessage(translate(
            "Startup", "The database is busy: another program is writing to it. "
            "Waiting for it…"))
        self.status_bar.repaint()
        QTimer.singleShot(0, self.done)

    def done(self) -> None:
        if self.waiting:
            self.waiting = False
            QApplication.restoreOverrideCursor()
            self.status_bar.clearMessage()


def open_server_store(link: ServerLink) -> DeskStore | None:
    """The school's store over the server this desk is enrolled with (``link``: its URL, the
    pinned certificate fingerprint and the desk's credential), checked to answer; None (said
    on the terminal) when it does not. The screens use it as they use a database's store:
    it has the repositories they call (trainer.server.client)."""
    try:
        from trainer.server.client import RemoteStore
    except ImportError as error:  # the server extra (httpx) is not installed
        print("dealer-trainer: " + translate(
            "Startup", "This copy of Dealer Trainer cannot use a school server: its server "
            "support is not installed ({detail}).").format(detail=error), file=sys.stderr)
        return None
    remote = RemoteStore(link.url, link.fingerprint, link.credential)
    try:
        remote.check()
    except StoreError as error:
        remote.close()
        print(f"dealer-trainer: {school_server_text(error)}", file=sys.stderr)
        return None
    from ui.server_wait import ServerWait

    remote.wait = ServerWait()  # a slow call is waited for with the window turning
    return remote


def school_server_text(error: StoreError) -> str:
    """Why the school server of ``--server`` cannot be used, in the user's language (its
    address through ``safe_url``, as the error's ``server``)."""
    server = str(error.params.get("server", ""))
    if error.code == "server_unreachable":
        return translate(
            "Startup", "The school server {server} did not answer, or its certificate is not "
            "the one given by --server-pin. Check the address and the fingerprint, or ask the "
            "school's IT staff whether the server is running.").format(server=server)
    return translate("Startup", "{server} is not a Dealer Trainer school server, or it failed "
                     "to answer. Ask the school's IT staff.").format(server=server)


def open_store_interactively(url: str | None, data_dir: Path,
                             desk: str | None = None) -> Store | None:
    """Open the store (``desk``: this desk's id, see :mod:`ui.desk_id`); on failure explain
    and offer what the user can do. None means quit."""
    while True:
        notice = BusyNotice()
        try:
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                return open_store(url, data_dir=data_dir, on_retry=notice, desk=desk)
            finally:
                notice.close()
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
    retry = fresh = choose = put_back = None
    box.setDetailedText(str(error))
    fault = fault_text(error, path)
    if error.code == "restore_interrupted" and path is not None:
        # Never a new, empty school here: whoever sat at the desk could make themselves
        # the instructor (see trainer.store.backup.interrupted_restore).
        box.setIcon(QMessageBox.Icon.Critical)
        box.setText(translate("Startup", "A restore of the database was interrupted, and the "
                              "database file is missing:\n\n{path}").format(path=path))
        box.setInformativeText(translate(
            "Startup", "The school's database from before the restore is kept as:\n\n{aside}"
            "\n\nPut it back to continue as before the restore; you can restore the backup "
            "again afterwards. No new, empty school is started.").format(
            aside=error.params.get("aside", "")))
        put_back = box.addButton(translate("Startup", "Put it back"), accept)
        box.setDefaultButton(put_back)
    elif error.code == "empty_file" and path is not None:
        box.setIcon(QMessageBox.Icon.Critical)
        box.setText(translate("Startup", "The database file is empty (0 bytes):\n\n{path}")
                    .format(path=path))
        box.setInformativeText(translate(
            "Startup", "It may have been cut short by a full disk, an interrupted copy or a "
            "crash: the school's data is not in it. Restore a backup, or choose another "
            "file. Start a new school only if this is a new installation (the empty file is "
            "kept aside, not deleted)."))
        choose = box.addButton(translate("Startup", "Choose another file…"), action)
        fresh = box.addButton(translate("Startup", "Start a new school"),
                              QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(choose)
    elif fault is not None:
        box.setText(fault)
        if error.code in ("read_only", "not_a_file") and path is not None:
            choose = box.addButton(translate("Startup", "Choose another file…"), action)
        retry = box.addButton(translate("Startup", "Try again"), accept)
    elif error.kind == "corrupt" and path is not None:
        box.setText(translate("Startup", "The database file cannot be read: it is damaged or "
                              "is not a Dealer Trainer database.\n\n{path}").format(path=path))
        box.setInformativeText(translate(
            "Startup", "You can keep the damaged file aside (it is renamed, never deleted) and "
            "start with a fresh database, or open another file."))
        fresh = box.addButton(translate("Startup", "Keep it aside and start fresh"), accept)
        choose = box.addButton(translate("Startup", "Choose another file…"), action)
    elif error.kind == "unreadable" and path is not None:
        box.setText(translate("Startup", "The database file cannot be opened.\n\n{path}")
                    .format(path=path))
        choose = box.addButton(translate("Startup", "Choose another file…"), action)
        retry = box.addButton(translate("Startup", "Try again"), accept)
    elif error.code == "restore_in_progress":  # trainer.store.desk_lock
        box.setText(translate("Startup", "A backup is being restored into this database on "
                              "another desk. Try again when it is done."))
        retry = box.addButton(translate("Startup", "Try again"), accept)
    elif error.kind == "locked":
        box.setText(translate("Startup", "The database is busy: another program is writing to "
                              "it. Dealer Trainer tried again for a few seconds."))
        retry = box.addButton(translate("Startup", "Try again"), accept)
    elif (server_problem := server_problem_text(error)) is not None:
        # not answering, a refused sign-in, no such database, no permission: each in its
        # own words (review finding 12); the driver's message stays in the details
        box.setText(server_problem)
        box.setInformativeText(server_advice_text(error))
        retry = box.addButton(translate("Startup", "Try again"), accept)
    elif error.code == "postgresql_missing":
        box.setText(translate("Startup", "This copy of Dealer Trainer cannot use a school's "
                              "database server: its PostgreSQL driver (psycopg) is not "
                              "installed."))
        box.setInformativeText(translate(
            "Startup", "Ask whoever installed Dealer Trainer to add PostgreSQL support "
            "(dealer-trainer[postgresql]), or start it without a database address (--db) to "
            "use the database on this computer."))
    elif error.kind == "newer":
        box.setText(translate("Startup", "This database was written by a newer version of "
                              "Dealer Trainer. Please update the app.\n\n{detail}")
                    .format(detail=str(error)))
    else:
        box.setText(translate("Startup", "The database cannot be opened.\n\n{detail}")
                    .format(detail=str(error)))
        retry = box.addButton(translate("Startup", "Try again"), accept)
    if box.defaultButton() is None:
        box.setDefaultButton(retry or fresh or quit_button)
    box.setEscapeButton(quit_button)
    box.exec()
    clicked = box.clickedButton()
    if clicked is None or clicked is quit_button:
        return False, url
    if clicked is retry:
        return True, url
    if clicked is put_back and path is not None:
        with contextlib.suppress(StoreError):  # if it fails, the next try says why again
            put_back_interrupted(path)
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
