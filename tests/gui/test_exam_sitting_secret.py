"""A proctored sitting by keys, in English and 繁體中文, seen from the database file: while it
runs the file holds no seed and nothing that tells a right answer from a wrong one; closed
mid-sitting, it resumes (a mouse click, then the proctor's password) on the same questions;
at the end its answers are written out graded (trainer.exams.sitting_secret)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.gui.conftest import (
    INSTRUCTOR_NAME,
    INSTRUCTOR_PASSWORD,
    TRAINEE_NAME,
    TRAINEE_PIN,
    type_text,
)
from tests.gui.test_exam_sitting import (
    FakeClock,
    answer_key,
    dispose,
    exam_screen,
    make_exam,
    open_exam,
    reopen,
    show_window,
    sign_in,
    wait_for_answer_focus,
)
from trainer.auth import Actor
from trainer.exams.plan import draw_questions
from trainer.exams.scoring import ExamStatus
from trainer.store import DB_FILENAME, Store, open_store


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def store(tmp_path: Path, clock: FakeClock) -> Iterator[Store]:
    """The test store on the fake clock (overrides the shared fixture)."""
    opened = open_store(None, data_dir=tmp_path, clock=clock)
    yield opened
    opened.close()


@pytest.fixture
def exam_id(store: Store, instructor: Actor, trainee: Actor) -> int:
    return make_exam(store, instructor, trainee)


def proctor_unlocks(qtbot, desk) -> None:
    """The proctor types their sign-in name, Enter, their password, Enter."""
    qtbot.waitUntil(lambda: desk.proctor_dialog is not None and desk.proctor_dialog.isVisible())
    dialog = desk.proctor_dialog
    qtbot.waitUntil(dialog.name.hasFocus)
    type_text(qtbot, dialog.name, INSTRUCTOR_NAME)
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.password, INSTRUCTOR_PASSWORD)
    qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.sitting_view, timeout=5000)
    wait_for_answer_focus(qtbot, desk)


def close_mid_sitting(qtbot, window) -> None:
    """Close the window; its "exam in progress" question answered Yes."""

    def reply() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            box.button(QMessageBox.StandardButton.Yes).click()
        else:
            QTimer.singleShot(20, reply)

    QTimer.singleShot(0, reply)
    assert window.close() is True


def answer_rows(tmp_path: Path, sitting_id: int) -> list[tuple[object, ...]]:
    with sqlite3.connect(tmp_path / DB_FILENAME) as db:
        return db.execute(
            "SELECT question, seed, answer, correct, timed_out FROM exam_answers "
            "WHERE sitting_id = ? ORDER BY idx", (sitting_id,)).fetchall()


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_sitting_keeps_no_seed_nor_grade_in_the_file_and_resumes_with_the_proctor(
        qtbot, store, instructor, trainee, exam_id, clock, tmp_path, prefs, translations,
        language) -> None:
    translations.install(language)
    window = show_window(qtbot, store, prefs, translations)
    window2 = store2 = None
    try:
        sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
        desk = open_exam(qtbot, window).desk
        assert desk.exam_list.hasFocus()
        qtbot.keyClick(desk.exam_list, Qt.Key.Key_Return)
        proctor_unlocks(qtbot, desk)
        session = desk.sitting.session
        planned = draw_questions(session.blueprint, session.seed)
        answer_key(qtbot, desk)  # right
        clock.advance(5)
        answer_key(qtbot, desk, wrong=True)
        sid = session.sitting_id
        with sqlite3.connect(tmp_path / DB_FILENAME) as db:
            (seed, nonce), = db.execute(
                "SELECT seed, seed_nonce FROM exam_sittings WHERE id = ?", (sid,)).fetchall()
        assert seed == 0 and nonce and str(session.seed) not in nonce
        right, wrong = answer_rows(tmp_path, sid)
        assert right[1:] == wrong[1:] == (0, "null", 0, 0)  # no seed, answer nor grade
        assert right[0].startswith("sealed1:") and wrong[0].startswith("sealed1:")
        close_mid_sitting(qtbot, window)  # the app goes mid-sitting

        store2, window2 = reopen(qtbot, tmp_path, clock, prefs, translations)
        sign_in(qtbot, window2, TRAINEE_NAME, TRAINEE_PIN)
        desk2 = exam_screen(window2).desk
        qtbot.waitUntil(lambda: desk2.stack.currentWidget() is desk2.resume_page)
        qtbot.mouseClick(desk2.resume_button, Qt.MouseButton.LeftButton)
        proctor_unlocks(qtbot, desk2)  # only the proctor's key gives the seed back
        resumed = desk2.sitting.session
        assert resumed.sitting_id == sid and resumed.answered_count == 2
        assert desk2.sitting.current.question == planned[2].question
        while not desk2.sitting.ended:
            answer_key(qtbot, desk2)
        qtbot.waitUntil(lambda: desk2.stack.currentWidget() is desk2.result_view)
        assert resumed.status is ExamStatus.FINISHED
        rows = answer_rows(tmp_path, sid)
        assert [bool(r[3]) for r in rows] == [True, False] + [True] * (len(planned) - 2)
        assert not any(r[0].startswith("sealed1:") for r in rows)
    finally:
        if window2 is not None:
            dispose(window2)
        if store2 is not None:
            store2.close()
        if window.isVisible():
            dispose(window)
        translations.install("en")
