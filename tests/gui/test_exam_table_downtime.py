"""A killed desk's downtime is left out of the exam Table section's pace, and the result page
says so (issue 25, exam day redone): a trainee's desk killed a step into the Table, resumed
5 min 14 s later with the proctor's credentials, the table dealt to its end by keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import (
    INSTRUCTOR_NAME,
    INSTRUCTOR_PASSWORD,
    TRAINEE_NAME,
    TRAINEE_PIN,
    type_text,
)
from tests.gui.test_exam_sitting import clock as clock
from tests.gui.test_exam_sitting import exam_screen, sign_in
from tests.gui.test_exam_sitting import store as store
from tests.gui.test_exam_sitting import window as window
from tests.gui.test_exam_table import key_for
from tests.support.exam_table import answer_questions, deal, with_table
from tests.support.table_script import right_action

DOWN_S = 314

LEFT_OUT = {
    "en": ("(5 min 14 s while the desk was down left out)", "target 50: reached"),
    "zh-Hant": ("（電腦停機的 5 分 14 秒不計在內）", "目標 50：已達到"),
}


def proctor_resumes(qtbot, desk) -> None:
    """The proctor types their name, Enter, their password, Enter (in any language)."""
    qtbot.waitUntil(lambda: desk.proctor_dialog is not None and desk.proctor_dialog.isVisible())
    dialog = desk.proctor_dialog
    qtbot.waitUntil(dialog.name.hasFocus)
    type_text(qtbot, dialog.name, INSTRUCTOR_NAME)
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.password, INSTRUCTOR_PASSWORD)
    qtbot.keyClick(dialog.password, Qt.Key.Key_Return)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_result_says_the_downtime_was_left_out_of_the_pace(
        qtbot, window, store, clock, instructor, trainee, language) -> None:
    exam = store.exams.create(instructor, with_table((trainee.cohort_id,), coups=1,
                                                     pace_target=50))
    session = store.exams.start_sitting(trainee, exam.id, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    answer_questions(session)
    table = session.next_table()
    assert table is not None
    while not any(s.kind == "bets" for s in table.steps):
        deal(session, clock, steps=1)
    deal(session, clock, steps=1)  # no more bets, then the first card: the desk is killed
    del session, table
    clock.advance(DOWN_S)

    window.set_language(language)
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    desk = exam_screen(window).desk
    qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.resume_page)
    qtbot.keyClick(desk.resume_button, Qt.Key.Key_Space)
    proctor_resumes(qtbot, desk)
    qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.sitting_view, timeout=5000)
    felt = desk.sitting_view.desk
    while (dealt := desk.sitting.session.table) is not None:
        clock.advance(1)
        name, args = right_action(dealt)
        key_for(qtbot, felt, name, args)
    qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.result_view)

    note = desk.result_view.tables_note.text()
    left_out, reached = LEFT_OUT[language]
    assert left_out in note and reached in note
    (score,) = desk.sitting.session.outcome().tables
    assert f"{score.coups_per_hour:.1f}" in note
    assert score.down_seconds == DOWN_S and score.passed
