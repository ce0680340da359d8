"""File > Restore database… before the swap (issue 25 point 1): the question names the
backup's date and what it holds (trainees, answers, the newest answer), read from the chosen
file on the worker; a restore while another desk has the school open is refused in words.
In English and 繁體中文, through the File menu's keys and the real confirmation box."""

from __future__ import annotations

import os
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME
from tests.gui.test_backup_menu import _users, file_menu_key
from tests.gui.test_exam_sitting import sign_in
from tests.gui.test_practice_faults import (
    PER_QUESTION_S,
    FakeClock,
    button,
    message_boxes,
    start_timed_draw,
)
from trainer.errors import StoreError
from trainer.store import DB_FILENAME, open_store
from ui.practice.view import PracticeScreen
from ui.store_words import error_text
from ui.words import moment_text

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
SAVED = datetime(2024, 3, 4, 9, 30, tzinfo=UTC)
"""The known backup's file date (17:30 in Macau)."""
NEWEST = datetime(2024, 3, 2, 14, 2, tzinfo=UTC)
"""The newest of the six answers in tests/fixtures/dealer-trainer-v1.sqlite3 (22:02 Macau)."""

HELD = {
    "en": "Saved {saved}. It holds 1 instructor, 2 trainees and 6 answers, the newest from "
          "{newest}.",
    "zh-Hant": "儲存於 {saved}。內有導師 1 名、學員 2 名、答案 6 個，最新一個答於 {newest}。",
}
QUESTION = {
    "en": "Replace the database in use with this backup?\n\n{path}\n{held}\n\nEverything "
          "recorded since the backup was made will no longer be shown. The database in use now "
          "is kept, renamed, in its folder:\n{folder}\n\nEveryone is signed out.",
    "zh-Hant": "要用此備份取代正在使用的資料庫嗎？\n\n{path}\n{held}\n\n備份之後記錄的一切將不再"
               "顯示。現正使用的資料庫會改名後保留在其資料夾內：\n{folder}\n\n所有人都會被登出。",
}
REFUSED = {
    "en": "The database is open in Dealer Trainer on another desk (or in another window of "
          "this computer). It was not restored: that desk would go on saving answers into the "
          "database set aside.\n\nClose Dealer Trainer wherever it uses this database, then "
          "restore again.\n{path}",
    "zh-Hant": "另一部電腦（或這部電腦的另一個視窗）的 Dealer Trainer 正開着這個資料庫，所以沒有"
               "還原：那部電腦會繼續把答案存進被擱置的舊資料庫。\n\n請先關閉所有使用這個資料庫"
               "的 Dealer Trainer，然後再還原。\n{path}",
}


def known_backup(folder: Path) -> Path:
    """A copy of the v1 fixture (1 instructor, 2 active trainees, 6 answers) dated SAVED."""
    copy = folder / "friday-backup.sqlite3"
    shutil.copyfile(FIXTURES / "dealer-trainer-v1.sqlite3", copy)
    os.utime(copy, (SAVED.timestamp(), SAVED.timestamp()))
    return copy


def answer_the_box(qtbot, seen: dict[str, object], role: QMessageBox.ButtonRole) -> None:
    """When a modal message box shows, note its title, text and buttons, then click the
    button of ``role`` by mouse (the box runs its own event loop, so a timer looks)."""

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            QTimer.singleShot(20, look)
            return
        seen.update(title=box.windowTitle(), text=box.text(),
                    buttons=[b.text() for b in box.buttons()],
                    default=box.defaultButton().text())
        button = next((b for b in box.buttons() if box.buttonRole(b) == role), None)
        if button is None:  # not the box the test expects: close it, the asserts tell
            box.reject()
            return
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, look)


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_the_question_names_the_backups_date_and_what_it_holds(
    qtbot, trainee, window, store, translations, tmp_path: Path, code: str
) -> None:
    sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    assert translations.install(code) or code == "en"
    known = known_backup(tmp_path)
    window.database_files.ask_open_path = lambda: str(known)
    seen: dict[str, object] = {}
    answer_the_box(qtbot, seen, QMessageBox.ButtonRole.RejectRole)  # Cancel
    file_menu_key(qtbot, window, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: "text" in seen, timeout=20_000)
    held = HELD[code].format(saved=moment_text(SAVED), newest=moment_text(NEWEST))
    assert seen["text"] == QUESTION[code].format(path=known, held=held, folder=store.path.parent)
    if code == "en":  # the dates as a Macau school reads them, Macau wall time
        assert moment_text(SAVED).endswith("17:30") and moment_text(NEWEST).endswith("22:02")
        assert sorted(seen["buttons"]) == ["Cancel", "Restore"] and seen["default"] == "Cancel"
    else:
        assert seen["title"] == "還原備份"
    qtbot.waitUntil(lambda: not window.database_files.tasks.busy)
    assert window.actor is not None  # cancelled: nothing changed
    assert _users(store.path) == {INSTRUCTOR_NAME, TRAINEE_NAME}
    assert not list(store.path.parent.glob(f"{DB_FILENAME}.before-restore-*"))


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_a_restore_is_refused_in_words_while_another_desk_has_the_school_open(
    qtbot, trainee, window, store, translations, tmp_path: Path, code: str
) -> None:
    sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    assert translations.install(code) or code == "en"
    known = known_backup(tmp_path)
    window.database_files.ask_open_path = lambda: str(known)
    said: list[str] = []
    window.database_files.inform = lambda title, text: said.append(title)
    seen: dict[str, object] = {}
    with open_store(f"sqlite:///{store.path}"):  # another desk on the same file
        answer_the_box(qtbot, seen, QMessageBox.ButtonRole.AcceptRole)  # OK
        file_menu_key(qtbot, window, Qt.Key.Key_R)
        qtbot.waitUntil(lambda: "text" in seen, timeout=20_000)
    assert seen["text"] == REFUSED[code].format(path=store.path)
    assert window.actor is not None
    assert _users(store.path) == {INSTRUCTOR_NAME, TRAINEE_NAME}
    assert not list(store.path.parent.glob(f"{DB_FILENAME}.before-restore-*"))
    # With the other desk closed, the same restore goes ahead.
    answer_the_box(qtbot, {}, QMessageBox.ButtonRole.DestructiveRole)  # Restore
    with qtbot.waitSignal(window.database_files.sig_restored, timeout=20_000):
        file_menu_key(qtbot, window, Qt.Key.Key_R)
    assert window.actor is None and len(said) == 1
    assert _users(store.path) == {"mdeus", "chan.tm", "ho.kl", "lei.sf"}  # the fixture's


REPLACED_ANSWER = {
    "en": "The database was replaced on another desk (a backup was restored there) or moved, "
          "so nothing more is saved on this desk. Close Dealer Trainer and start it again. "
          "Your answer was not saved.",
    "zh-Hant": "資料庫已在另一部電腦被取代（那裏還原了備份）或被移走，所以這部電腦不會再儲存"
               "任何內容。請關閉 Dealer Trainer 再重新開啟。你的答案未有儲存。",
}


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_a_practice_answer_on_a_desk_whose_file_was_swapped_is_not_acknowledged(
    qtbot, store, instructor, trainee, translations, tmp_path: Path, code: str
) -> None:
    """The second line of defence, on screen: the file is swapped under a desk in practice
    (as a restore elsewhere does, without asking this desk's lock). The next answer is not
    counted or acknowledged; the trainee is told why, and neither file holds it."""
    assert translations.install(code) or code == "en"
    clock = FakeClock()
    screen = PracticeScreen(store, trainee, clock=clock)
    qtbot.addWidget(screen)
    screen.resize(1200, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    start_timed_draw(qtbot, screen).down = False  # the real store records
    copy = tmp_path / "monday.sqlite3"
    store.back_up(instructor, copy)
    live = store.path
    aside = live.with_name(f"{DB_FILENAME}.before-restore-by-hand")
    os.link(live, aside)
    for side in ("-wal", "-shm"):
        if Path(f"{live}{side}").exists():
            os.replace(f"{live}{side}", f"{aside}{side}")
    os.replace(copy, live)

    clock.advance(PER_QUESTION_S + 1)  # the question times out: an answer to store
    qtbot.waitUntil(lambda: len(message_boxes()) == 1, timeout=3000)
    box = message_boxes()[0]
    assert box.text() == REPLACED_ANSWER[code]
    assert screen.presenter.session.summary().count == 0  # not counted, not acknowledged
    qtbot.mouseClick(button(box, "finishButton"), Qt.MouseButton.LeftButton)
    for path in (live, aside):
        assert _rows(path, "attempts") == 0


def _rows(path: Path, table: str) -> int:
    import sqlite3

    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return int(con.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
    finally:
        con.close()


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_a_desk_whose_file_was_replaced_is_told_why_nothing_is_saved(
    qapp, translations, code: str
) -> None:
    assert translations.install(code) or code == "en"
    error = StoreError("replaced", "x", code="database_replaced", params={"path": "/x"})
    assert error_text(error) == {
        "en": "The database was replaced on another desk (a backup was restored there) or "
              "moved, so nothing more is saved on this desk. Close Dealer Trainer and start it "
              "again.",
        "zh-Hant": "資料庫已在另一部電腦被取代（那裏還原了備份）或被移走，所以這部電腦不會再儲存"
                   "任何內容。請關閉 Dealer Trainer 再重新開啟。",
    }[code]


def test_a_desk_starting_during_a_restore_shows_the_wait_then_opens(qtbot, tmp_path) -> None:
    """The restoring desk holds the exclusive lock for its swap: a desk starting then shows
    the busy notice (with its wait cursor) and opens once the swap is done."""
    from ui.startup import open_store_interactively

    restoring = open_store(None, data_dir=tmp_path)
    assert restoring.desk_lock is not None
    swap = restoring.desk_lock.exclusive()
    swap.__enter__()
    seen: list[str] = []

    def look_then_finish() -> None:
        notice = next((w for w in QApplication.topLevelWidgets()
                       if isinstance(w, QProgressDialog) and w.isVisible()), None)
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):  # no notice came: the desk gave up waiting
            seen.append(box.text())
            swap.__exit__(None, None, None)
            box.reject()  # Quit
            return
        if notice is None:
            QTimer.singleShot(20, look_then_finish)
            return
        seen.append(notice.labelText())
        swap.__exit__(None, None, None)  # the swap is done

    QTimer.singleShot(0, look_then_finish)
    try:
        store = open_store_interactively(None, tmp_path)
    finally:
        restoring.close()
    if store is not None:
        store.close()
    assert seen == ["The database is busy: another program is writing to it. Waiting for it…"]


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_a_desk_that_waited_out_a_restore_is_told_in_words(
    qtbot, translations, tmp_path, code: str
) -> None:
    from tests.gui.test_startup_faults import answer_box
    from ui.startup import _ask

    assert translations.install(code) or code == "en"
    restoring = open_store(None, data_dir=tmp_path)
    assert restoring.desk_lock is not None
    with restoring.desk_lock.exclusive(), pytest.raises(StoreError) as e:
        open_store(None, data_dir=tmp_path, lock_timeout=0)
    restoring.close()
    seen: list[str] = []
    answer_box(qtbot, {"en": "Quit", "zh-Hant": "結束"}[code], seen)
    assert _ask(e.value, None, tmp_path) == (False, None)
    assert seen == [{
        "en": "A backup is being restored into this database on another desk. Try again when "
              "it is done.",
        "zh-Hant": "另一部電腦正把備份還原到這個資料庫。請待完成後再試。",
    }[code]]
