"""File > Back up... and File > Restore... (issue 11, point 15): instructors only, reached by
the keyboard, the file dialogs and the confirmation replaced at their seam
(``window.database_files``), every outcome worded; and the notice after an upgrade."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_exam_sitting import sign_in
from trainer.store import DB_FILENAME, open_store
from ui.backup import announce_leftovers, announce_upgrade, backup_error_text

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


class Seams:
    """Records what the window asked and said; answers with what the test set."""

    def __init__(self, window, save: str = "", open_: str = "", yes: bool = True) -> None:
        self.save, self.open, self.yes = save, open_, yes
        self.asked: list[str] = []
        self.said: list[tuple[str, str]] = []
        self.warned: list[tuple[str, str]] = []
        files = window.database_files
        files.ask_save_path = self._save
        files.ask_open_path = self._open
        files.confirm = self._confirm
        files.inform = lambda title, text: self.said.append((title, text))
        files.warn = lambda title, text: self.warned.append((title, text))

    def _save(self, default: str) -> str:
        self.asked.append(default)
        return self.save

    def _open(self) -> str:
        self.asked.append("open")
        return self.open

    def _confirm(self, title: str, question: str) -> bool:
        self.asked.append(question)
        return self.yes


def file_menu_key(qtbot, window, letter: Qt.Key) -> None:
    """Alt+F opens the File menu; the entry's underlined letter triggers it."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F,
                   Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert menu is window.file_menu
    qtbot.keyClick(menu, letter)


def _users(path: Path) -> set[str]:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return {row[0] for row in con.execute("SELECT name FROM users")}
    finally:
        con.close()


def test_the_entries_are_for_instructors_only(qtbot, trainee, window) -> None:
    assert not window.backup_action.isVisible() and not window.restore_action.isEnabled()
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    assert not window.backup_action.isVisible() and not window.backup_action.isEnabled()
    assert not window.restore_action.isVisible() and not window.restore_action.isEnabled()
    seams = Seams(window, save="/nowhere")
    window.restore_database()  # even called directly, nothing is asked for a trainee
    window.back_up_database()
    assert seams.asked == []
    window.sign_out()
    sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    assert window.backup_action.isVisible() and window.backup_action.isEnabled()
    assert window.restore_action.isVisible() and window.restore_action.isEnabled()


def test_back_up_by_keyboard(qtbot, trainee, window, store, tmp_path: Path) -> None:
    sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    target = tmp_path / "copies" / "friday.sqlite3"
    target.parent.mkdir()
    seams = Seams(window, save=str(target))
    with qtbot.waitSignal(window.database_files.sig_backed_up, timeout=20_000):
        file_menu_key(qtbot, window, Qt.Key.Key_B)
    assert seams.asked[0].startswith("dealer-trainer-backup-")
    assert _users(target) == {INSTRUCTOR_NAME, TRAINEE_NAME}
    assert seams.warned == []
    title, text = seams.said[0]
    assert title == "Backup saved" and str(target) in text and "1 instructor, 1 trainee." in text


def test_backup_refusal_is_worded(qtbot, trainee, window, store, tmp_path: Path) -> None:
    sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    seams = Seams(window, save=str(tmp_path / "missing-folder" / "x.sqlite3"))
    window.backup_action.trigger()
    qtbot.waitUntil(lambda: bool(seams.warned), timeout=20_000)
    title, text = seams.warned[0]
    assert title == "Backup not made"
    assert text.startswith("The file cannot be written or read there:")
    assert "Traceback" not in text


def test_restore_by_keyboard_swaps_and_signs_everyone_out(
    qtbot, trainee, window, store, tmp_path: Path
) -> None:
    sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    boss = window.actor
    copy = tmp_path / "monday.sqlite3"
    store.back_up(boss, copy)
    cohort = store.roster.cohorts(boss)[0]
    store.roster.create_trainee(boss, "late", "Late Comer", cohort.id, "9999")

    seams = Seams(window, open_=str(copy), yes=False)
    file_menu_key(qtbot, window, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: len(seams.asked) == 2, timeout=20_000)  # checked on the worker
    assert seams.asked[0] == "open" and "1 trainee and" in seams.asked[1]
    qtbot.waitUntil(lambda: not window.database_files.tasks.busy)
    assert window.actor is not None  # declined: nothing changed
    assert "late" in _users(store.path)

    seams = Seams(window, open_=str(copy), yes=True)
    file_menu_key(qtbot, window, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: window.actor is None, timeout=20_000)
    assert window.stack.currentWidget() is window.sign_in
    assert _users(store.path) == {INSTRUCTOR_NAME, TRAINEE_NAME}
    title, text = seams.said[0]
    assert title == "Backup restored"
    aside = next(store.path.parent.glob(f"{DB_FILENAME}.before-restore-*"))
    assert str(aside) in text and "late" in _users(aside)
    sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)  # the restored roster


def test_restore_refusals_are_worded(qtbot, trainee, window, store, tmp_path: Path) -> None:
    sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    junk = tmp_path / "roster.csv"
    junk.write_text("name,display_name\nchan,Chan\n")
    seams = Seams(window, open_=str(junk))
    window.restore_action.trigger()
    qtbot.waitUntil(lambda: bool(seams.warned), timeout=20_000)
    assert len(seams.asked) == 1  # refused before any confirmation
    assert seams.warned == [("Restore a backup", f"This file is not a database:\n{junk}")]
    empty = tmp_path / "empty.sqlite3"
    open_store(f"sqlite:///{empty}").close()
    seams = Seams(window, open_=str(empty))
    window.restore_action.trigger()
    qtbot.waitUntil(lambda: bool(seams.warned), timeout=20_000)
    assert seams.warned[0][1].startswith("This backup has no active instructor")
    assert window.actor is not None and _users(store.path) == {INSTRUCTOR_NAME, TRAINEE_NAME}


def test_the_upgrade_notice_names_the_pre_upgrade_copy(qapp, tmp_path: Path) -> None:
    old = tmp_path / DB_FILENAME
    shutil.copyfile(FIXTURES / "dealer-trainer-v1.sqlite3", old)
    said: list[tuple[str, str]] = []
    with open_store(f"sqlite:///{old}") as upgraded:
        assert upgraded.backup_path is not None
        assert announce_upgrade(upgraded, inform=lambda t, x: said.append((t, x)))
    assert said[0][0] == "Database upgraded" and str(upgraded.backup_path) in said[0][1]
    with open_store(f"sqlite:///{old}") as again:  # once: the next start says nothing
        assert not announce_upgrade(again, inform=lambda t, x: said.append((t, x)))
    assert len(said) == 1


_NOTICE_PROBE = """
import sys
import ui.backup
from ui.app import main

real = ui.backup.announce_upgrade


def recording(store, parent=None, inform=None):
    print("notice", store.backup_path, flush=True)
    return real(store, parent, inform=lambda _title, _text: None)


ui.backup.announce_upgrade = recording
sys.exit(main(sys.argv[1:]))
"""


def test_the_app_shows_the_notice_once_after_an_upgrade(tmp_path: Path) -> None:
    """The app (in a process of its own) opens the store and, when it was migrated, shows
    where the copy from before the upgrade is, once: the second start finds it up to date."""
    import os
    import subprocess
    import sys

    shutil.copyfile(FIXTURES / "dealer-trainer-v1.sqlite3", tmp_path / DB_FILENAME)
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEALER_TRAINER_DEBUG="1",
               PYTHONPATH=str(root) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("DEALER_TRAINER_DB", None)
    shown: list[str] = []
    for _ in range(2):
        done = subprocess.run(
            [sys.executable, "-c", _NOTICE_PROBE, "--data-dir", str(tmp_path), "--lang", "en",
             "--exit-when-ready"],
            cwd=root, env=env, capture_output=True, text=True, timeout=120, check=False)
        assert done.returncode == 0, done.stderr[-2000:]
        shown += [line.split(" ", 1)[1] for line in done.stdout.splitlines()
                  if line.startswith("notice ")]
    assert len(shown) == 2 and shown[1] == "None"
    first = Path(shown[0])
    assert first.name.startswith(f"{DB_FILENAME}.bak-v1-") and first.is_file()


def test_the_leftovers_of_an_interrupted_restore_are_removed_and_worded(
    qapp, tmp_path: Path
) -> None:
    """Review findings 1 and 13: a staging copy an interrupted restore left is removed at
    the next start and the instructor is told, once; the database in use is unchanged."""
    live = tmp_path / DB_FILENAME
    with open_store(f"sqlite:///{live}") as school:
        school.create_first_instructor(INSTRUCTOR_NAME, "Maria Deus", INSTRUCTOR_PASSWORD)
    staged = tmp_path / f"{DB_FILENAME}.restore-20261201T055000Z"
    shutil.copyfile(live, staged)
    said: list[tuple[str, str]] = []
    with open_store(f"sqlite:///{live}") as again:
        assert announce_leftovers(again, inform=lambda t, x: said.append((t, x)))
        assert not again.needs_first_instructor()
    assert said[0][0] == "Interrupted restore" and str(staged) in said[0][1]
    assert not staged.exists()
    with open_store(f"sqlite:///{live}") as third:  # once
        assert not announce_leftovers(third, inform=lambda t, x: said.append((t, x)))
    assert len(said) == 1


def test_a_pipe_or_device_is_worded(qapp) -> None:
    from trainer.errors import StoreError

    error = StoreError("invalid", "x", code="backup_not_regular", params={"path": "/dev/full"})
    text = backup_error_text(error)
    assert text.startswith("This is not an ordinary file") and "/dev/full" in text
