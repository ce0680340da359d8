"""Start-up faults, each with its own worded dialog (issue 11, point 12): a read-only data
folder (the log file used to be opened first and kill the app with a traceback), a file
where the folder should be and a folder where the file should be, a full disk, a 0-byte
database (reported, never silently replaced), a locked database (a worded wait with a busy
cursor).

A read-only folder as root needs a read-only bind mount (root ignores permission bits);
where mounting is not allowed those tests skip and the injected-error tests stand in (the
OSError is raised where the write probe opens its file).
"""

from __future__ import annotations

import errno
import os
import sqlite3
import sys

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog

from tests.support.mounts import read_only_view
from trainer.store import DB_FILENAME, open_store


def answer_box(qtbot, label: str, seen: list[str]) -> None:
    """When the start-up message shows, note its text and click ``label`` by mouse."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        button = next(b for b in box.buttons() if b.text() == label)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, click)


@pytest.fixture
def app_state(qapp):
    """main() sets the style sheet and the application's names: put them back."""
    sheet, name = qapp.styleSheet(), qapp.applicationName()
    yield
    qapp.setStyleSheet(sheet)
    qapp.setApplicationName(name)


def refuse_probe(monkeypatch, number: int) -> None:
    real_open = os.open

    def refusing(path, flags, *args):
        if ".dealer-trainer-write-test" in str(path):
            raise OSError(number, os.strerror(number), str(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "open", refusing)


def test_a_read_only_data_folder_is_worded_and_quits_with_1(qtbot, tmp_path, app_state) -> None:
    from ui.app import main

    with read_only_view(tmp_path) as view:
        seen: list[str] = []
        answer_box(qtbot, "Quit", seen)
        assert main(["--data-dir", str(view), "--exit-when-ready"]) == 1
    assert seen and "read-only" in seen[0] and str(view) in seen[0]
    assert "permission?" not in seen[0]


@pytest.mark.parametrize(("number", "words"), [
    (errno.EACCES, "read-only"), (errno.EROFS, "read-only"), (errno.ENOSPC, "is full"),
])
def test_an_unwritable_data_folder_injected(qtbot, tmp_path, monkeypatch, app_state, number,
                                            words) -> None:
    from ui.app import main

    refuse_probe(monkeypatch, number)
    seen: list[str] = []
    answer_box(qtbot, "Quit", seen)
    assert main(["--data-dir", str(tmp_path / "data"), "--exit-when-ready"]) == 1
    assert seen and words in seen[0]
    assert not (tmp_path / "data" / "dealer-trainer.log").exists()


def test_try_again_once_the_folder_is_fixed(qtbot, tmp_path) -> None:
    from ui.startup import prepare_data_folder

    folder = tmp_path / "data"
    folder.write_text("a file where the folder should be")
    seen: list[str] = []

    def fix_then_retry() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, fix_then_retry)
            return
        seen.append(box.text())
        folder.unlink()
        qtbot.mouseClick(next(b for b in box.buttons() if b.text() == "Try again"),
                         Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fix_then_retry)
    assert prepare_data_folder(folder) == folder
    assert seen == [f"{folder} is a file, but Dealer Trainer needs a folder there for its data."]
    assert folder.is_dir()


def test_a_folder_where_the_database_file_should_be(qtbot, tmp_path) -> None:
    from ui.startup import open_store_interactively

    (tmp_path / DB_FILENAME).mkdir()
    seen: list[str] = []
    answer_box(qtbot, "Quit", seen)
    assert open_store_interactively(None, tmp_path) is None
    assert seen == [f"{tmp_path / DB_FILENAME} is a folder, but it should be the database file."]


def test_a_full_disk_is_not_called_a_permission_problem(qtbot, tmp_path, monkeypatch) -> None:
    from ui.startup import open_store_interactively

    refuse_probe(monkeypatch, errno.ENOSPC)
    seen: list[str] = []
    answer_box(qtbot, "Quit", seen)
    assert open_store_interactively(None, tmp_path) is None
    assert seen and "is full" in seen[0] and "permission" not in seen[0]


def test_a_zero_byte_database_is_reported_and_kept(qtbot, tmp_path) -> None:
    from ui.startup import open_store_interactively

    path = tmp_path / DB_FILENAME
    path.write_bytes(b"")
    seen: list[str] = []
    answer_box(qtbot, "Quit", seen)
    assert open_store_interactively(None, tmp_path) is None
    assert seen and "empty (0 bytes)" in seen[0] and str(path) in seen[0]
    assert path.read_bytes() == b"" and sorted(p.name for p in tmp_path.iterdir()) == [
        DB_FILENAME]


def test_a_new_school_over_an_empty_file_only_when_asked(qtbot, tmp_path) -> None:
    from ui.startup import open_store_interactively

    path = tmp_path / DB_FILENAME
    path.write_bytes(b"")
    seen: list[str] = []
    answer_box(qtbot, "Start a new school", seen)
    store = open_store_interactively(None, tmp_path)
    assert store is not None
    try:
        assert store.needs_first_instructor()
        kept = [p for p in tmp_path.glob(f"{DB_FILENAME}.corrupt-*")]
        assert len(kept) == 1 and kept[0].read_bytes() == b""  # kept aside, not deleted
    finally:
        store.close()


def test_a_locked_database_shows_a_worded_wait_with_a_busy_cursor(qtbot, tmp_path) -> None:
    from ui.startup import open_store_interactively

    path = tmp_path / DB_FILENAME
    open_store(None, data_dir=tmp_path).close()
    other = sqlite3.connect(path, isolation_level=None)
    # Another program holds the database, readers included (in WAL mode a plain exclusive
    # transaction still lets readers in; exclusive locking mode does not).
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    seen: list[tuple[str, bool]] = []

    def look_then_release() -> None:
        # Runs while the store is retrying: the notice paints and timers fire meanwhile.
        notice = next((w for w in QApplication.topLevelWidgets()
                       if isinstance(w, QProgressDialog) and w.isVisible()), None)
        if notice is None:
            QTimer.singleShot(20, look_then_release)
            return
        cursor = QApplication.overrideCursor()
        seen.append((notice.labelText(),
                     cursor is not None and cursor.shape() == Qt.CursorShape.WaitCursor))
        other.close()  # the other program ends

    QTimer.singleShot(0, look_then_release)
    try:
        store = open_store_interactively(None, tmp_path)
    finally:
        other.close()
    assert store is not None
    store.close()
    assert seen == [("The database is busy: another program is writing to it. "
                     "Waiting for it…", True)]
    assert QApplication.overrideCursor() is None
    assert not any(isinstance(w, QProgressDialog) and w.isVisible()
                   for w in QApplication.topLevelWidgets())


def test_a_lock_while_running_shows_a_busy_cursor_and_a_status_line(qtbot, store,
                                                                     window) -> None:
    from ui.startup import LockedWait

    wait = LockedWait(window.statusBar())
    other = sqlite3.connect(store.path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program writes
    seen: list[tuple[str, bool]] = []

    def hook(attempt: int) -> None:
        wait(attempt)
        cursor = QApplication.overrideCursor()
        seen.append((window.statusBar().currentMessage(),
                     cursor is not None and cursor.shape() == Qt.CursorShape.WaitCursor))
        if attempt == 2:
            other.execute("ROLLBACK")  # the other program is done

    store.on_retry = hook
    try:
        store.settings.set(None, "language", "pt")
    finally:
        other.close()
    assert seen == [("The database is busy: another program is writing to it. "
                     "Waiting for it…", True)] * 2
    assert store.settings.get(None, "language") == "pt"
    # Once the call is over, the event loop restores the cursor and clears the line.
    qtbot.waitUntil(lambda: QApplication.overrideCursor() is None, timeout=2000)
    assert window.statusBar().currentMessage() == ""


def test_an_interrupted_restore_is_worded_and_put_back_never_a_new_school(
    qtbot, tmp_path
) -> None:
    """Review finding 1: only the file an interrupted restore set aside is left. The start
    says so (naming that file) and offers to put it back; it never starts a new school on
    the "create the first instructor" page."""
    from ui.startup import open_store_interactively

    path = tmp_path / DB_FILENAME
    with open_store(f"sqlite:///{path}") as school:
        school.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
    aside = tmp_path / f"{DB_FILENAME}.before-restore-20261201T055000Z"
    path.rename(aside)
    seen: list[str] = []
    answer_box(qtbot, "Quit", seen)
    assert open_store_interactively(None, tmp_path) is None
    assert seen and "restore of the database was interrupted" in seen[0] and str(path) in seen[0]
    assert not path.exists() and aside.is_file()
    answer_box(qtbot, "Put it back", seen)
    store = open_store_interactively(None, tmp_path)
    assert store is not None
    try:
        assert not store.needs_first_instructor()
        assert not aside.exists()
    finally:
        store.close()


def test_a_postgresql_address_without_the_driver_is_worded(qtbot, tmp_path,
                                                           monkeypatch) -> None:
    from ui.startup import open_store_interactively

    monkeypatch.setitem(sys.modules, "psycopg", None)  # the postgresql extra not installed
    monkeypatch.delitem(sys.modules, "trainer.store.pgconn", raising=False)
    seen: list[str] = []
    answer_box(qtbot, "Quit", seen)
    assert open_store_interactively("postgresql+psycopg://trainer@db.school/dt", tmp_path) is None
    assert seen == ["This copy of Dealer Trainer cannot use a school's database server: its "
                    "PostgreSQL driver (psycopg) is not installed."]
