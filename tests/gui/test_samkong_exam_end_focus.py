"""A newcomer's sitting with a Sam Kong Table section ends on the result with the keyboard on
Done: Enter closes the result (the focus never stays in the hidden chip row), in English and
繁體中文."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_exam_sitting import clock as clock
from tests.gui.test_exam_sitting import exam_screen, make_exam, open_exam, proctor_types, sign_in
from tests.gui.test_exam_sitting import store as store
from tests.gui.test_exam_sitting import window as window
from tests.gui.test_exam_table import key_for
from tests.gui.test_samkong_table import by_keys
from tests.support.exam_samkong import samkong_only
from tests.support.exam_table import table_spec
from tests.support.table_script import right_action
from trainer.exams.blueprint import Blueprint
from trainer.table.samkong.session import SamKongSession


@pytest.mark.parametrize("game", ["samkong", "baccarat"])
@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_enter_closes_the_result_after_a_samkong_section(
        qtbot, window, store, instructor, trainee, language, game) -> None:
    """And after a baccarat Table section (the same desk's path): its last step is taken in
    the chip row or on the felt, which is hidden by then."""
    blueprint = samkong_only(coups=1) if game == "samkong" else Blueprint(
        "Table exam", (), 80, 3600, tables=(table_spec(coups=1, fault_percent=0),))
    make_exam(store, instructor, trainee, sections=(), tables=blueprint.tables,
              time_limit_s=3600)
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    screen = open_exam(qtbot, window)
    desk = screen.desk
    qtbot.keyClick(desk.exam_list, Qt.Key.Key_Return)
    proctor_types(qtbot, desk, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.sitting_view, timeout=5000)
    window.set_language(language)  # the proctor's dialog is checked in English elsewhere
    sam = desk.sitting_view.samkong_desk
    session = desk.sitting.session
    if game == "samkong":
        qtbot.waitUntil(sam.felt.hasFocus)
        shim = SimpleNamespace(samkong_desk=sam)
        while not session.is_finished:
            table = session.table
            assert isinstance(table, SamKongSession)
            by_keys(qtbot, shim, *table.next_right())
    else:
        sam = desk.sitting_view.desk
        qtbot.waitUntil(sam.felt.hasFocus)
        while not session.is_finished:
            assert session.table is not None
            key_for(qtbot, sam, *right_action(session.table))
    qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.result_view)
    done = desk.result_view.done_button
    qtbot.waitUntil(lambda: QApplication.focusWidget() is done)
    assert not sam.isVisible()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Enter, where the keys are
    qtbot.waitUntil(lambda: window.locked_to is None)
    assert exam_screen(window) is screen
