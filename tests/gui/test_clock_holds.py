"""Issue 12 point 5 on the Practice screen: a menu, a dialog, another window taking the
keyboard, or a language switch stops the per-question and session clocks; nothing times out
meanwhile and the wait is not in the answer's time. The clock is injected (no sleeping)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QWidget

from tests.gui.test_practice_faults import FakeClock
from trainer.drills import DrillKind, ReasonCode, expected_answer
from trainer.drills.registry import drill_kinds
from ui.practice.view import PracticeScreen

PER_QUESTION_S = 5
SESSION_MINUTES = 3


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def main(qtbot, store, trainee, clock) -> QMainWindow:
    """The Practice screen in a window with a menu bar, as in the app's main window."""
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = window.menuBar().addMenu("&File")
    menu.addAction("Nothing")
    window.setCentralWidget(PracticeScreen(store, trainee, clock=clock))
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def screen_of(main: QMainWindow) -> PracticeScreen:
    widget = main.centralWidget()
    assert isinstance(widget, PracticeScreen)
    return widget


def start_timed_draw(qtbot, screen: PracticeScreen) -> None:
    screen.enter()
    screen.kind_list.setCurrentRow(drill_kinds().index(DrillKind.DRAW))
    screen.minutes_spin.setValue(SESSION_MINUTES)
    screen.timed_check.setChecked(True)
    screen.seconds_spin.setValue(PER_QUESTION_S)
    with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
        qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)


def tick(screen: PracticeScreen) -> None:
    """What the 100 ms timer does, now (the fake clock decides what time it is)."""
    screen.presenter._tick()


def answer_right(qtbot, screen: PracticeScreen):
    question = screen.presenter.current
    right = expected_answer(question)
    with qtbot.waitSignal(screen.presenter.sig_answer_graded, timeout=2000) as blocker:
        qtbot.keyClick(screen.panel, Qt.Key.Key_D if right.draws else Qt.Key.Key_S)
    return blocker.args[1]


def test_an_open_menu_stops_both_clocks(qtbot, main, clock) -> None:
    screen = screen_of(main)
    start_timed_draw(qtbot, screen)
    session = screen.presenter.session
    clock.advance(1)
    qtbot.keyClick(main, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)  # the File menu opens
    qtbot.waitUntil(lambda: screen.presenter.held, timeout=2000)
    question_left = session.question_remaining_seconds()
    session_left = session.remaining_seconds()
    clock.advance(60)  # longer than the question's 5 s: it would have timed out
    tick(screen)
    assert session.awaiting_answer and session.summary().count == 0  # no time-out
    assert session.question_remaining_seconds() == question_left
    assert session.remaining_seconds() == session_left
    qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    qtbot.keyClick(QApplication.activePopupWidget() or main, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not screen.presenter.held, timeout=2000)
    clock.advance(2)
    grade = answer_right(qtbot, screen)
    assert grade.correct and not grade.timed_out
    assert grade.ms_taken == 3000  # 1 s before the menu and 2 s after it, not the 60 s in it


def test_a_dialog_or_another_window_stops_the_clock_until_the_window_is_back(
        qtbot, main, clock) -> None:
    screen = screen_of(main)
    start_timed_draw(qtbot, screen)
    session = screen.presenter.session
    # A dialog over the window takes the keyboard.
    dialog = QDialog(main)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.open()
    qtbot.waitUntil(lambda: screen.presenter.held, timeout=2000)
    clock.advance(60)
    tick(screen)
    assert session.awaiting_answer
    dialog.reject()
    main.activateWindow()
    qtbot.waitUntil(lambda: not screen.presenter.held, timeout=2000)
    # Another window (another program) takes the keyboard: the window is no longer active.
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: screen.presenter.held, timeout=2000)
    clock.advance(60)
    tick(screen)
    assert session.awaiting_answer and session.summary().count == 0
    main.activateWindow()
    qtbot.waitUntil(lambda: not screen.presenter.held, timeout=2000)
    clock.advance(1)
    grade = answer_right(qtbot, screen)
    assert grade.ms_taken == 1000


def test_the_clock_runs_again_after_a_language_switch_and_a_real_time_out_is_kept(
        qtbot, main, clock) -> None:
    screen = screen_of(main)
    start_timed_draw(qtbot, screen)
    session = screen.presenter.session
    QCoreApplication.sendEvent(screen, QEvent(QEvent.Type.LanguageChange))
    assert not screen.presenter.held  # the hold ends with the rewording
    clock.advance(PER_QUESTION_S + 0.5)
    tick(screen)  # not held: the question times out as it should
    assert session.summary().timed_out == 1
    assert session.attempts[-1].grade.reason is ReasonCode.TIMED_OUT
