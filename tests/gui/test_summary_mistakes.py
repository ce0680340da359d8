"""Issue 12 point 2: the session summary scrolls, lists each mistake once with its hand drawn
small, the trainee's answer beside the right one, and opens any of them full size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QLabel

from tests.gui.test_practice import answer_and_wait, press, start_by_keyboard, wrong_answer
from trainer.drills import DrawAnswer, DrawPrompt, DrawStep, DrillKind, expected_answer
from ui.practice.summary import MINI_CARD_WIDTH
from ui.practice.view import PracticeScreen
from ui.resources import resource_path

MISTAKES = 14  # more than the old list showed (12), and more than fit without scrolling


@pytest.fixture
def screen(qtbot, store, trainee) -> PracticeScreen:
    widget = PracticeScreen(store, trainee)
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    widget.enter()
    return widget


def dealt(prompt: DrawPrompt):
    """The hands as on the table: the Player's third card is in its hand at the Banker step."""
    player = prompt.player
    if prompt.step is DrawStep.BANKER and prompt.player_third is not None:
        player = (*player, prompt.player_third)
    return player, prompt.banker


def test_every_mistake_once_with_mini_cards_and_both_answers(qtbot, screen) -> None:
    screen.count_spin.setValue(40)
    question = start_by_keyboard(qtbot, screen, DrillKind.DRAW)
    wrong: list = []
    for n in range(MISTAKES + 2):
        question = screen.presenter.current
        right = expected_answer(question)
        if n in (3, 9):  # two right answers among the mistakes
            answer_and_wait(qtbot, screen, question, right)
            continue
        grade = answer_and_wait(qtbot, screen, question, wrong_answer(question, right))
        wrong.append((question, grade))
        with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
            press(qtbot, screen, Qt.Key.Key_Return)  # Next, after the review
    press(qtbot, screen, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.summary_page, timeout=2000)
    rows = screen.mistake_rows
    assert len(rows) == MISTAKES  # all of them, each once
    assert [r.result.question for r in rows] == [q for q, _ in wrong]
    # A mistake is not listed again among the slowest answers.
    slowest = screen.last_summary.slowest
    assert all(item.grade.correct for item in slowest)
    # It scrolls: the list is taller than its view.
    bar = screen.summary_scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=2000)
    for row, (question, _grade) in zip(rows, wrong, strict=True):
        assert screen.summary_scroll.widget().isAncestorOf(row)
        player, banker = dealt(question.prompt)
        assert row.hands["player"].cards == player and row.hands["banker"].cards == banker
        assert all(card.width() <= MINI_CARD_WIDTH + 8
                   for card in row.hands["player"].card_widgets())
        right = expected_answer(question)
        assert isinstance(right, DrawAnswer)
        given_word, right_word = ("stand", "draw") if right.draws else ("draw", "stand")
        assert "You answered" in row.given.text() and given_word in row.given.text()
        assert "Right answer" in row.expected.text() and right_word in row.expected.text()


def test_a_mistake_opens_full_size_by_click_and_by_keys(qtbot, screen) -> None:
    questions = []
    start_by_keyboard(qtbot, screen, DrillKind.DRAW)
    for _ in range(2):
        question = screen.presenter.current
        answer_and_wait(qtbot, screen, question, wrong_answer(question, expected_answer(question)))
        questions.append(question)
        with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
            press(qtbot, screen, Qt.Key.Key_Space)
    press(qtbot, screen, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.summary_page, timeout=2000)
    first, second = screen.mistake_rows
    qtbot.mouseClick(first.open_button, Qt.MouseButton.LeftButton)
    dialog = screen.attempt_dialog
    assert dialog is not None and dialog.isVisible()
    player, banker = dealt(questions[0].prompt)
    assert dialog.panel.player.cards == player and dialog.panel.banker.cards == banker
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: screen.attempt_dialog is None, timeout=2000)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    second.open_button.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.attempt_dialog is not None, timeout=2000)
    player, banker = dealt(questions[1].prompt)
    assert screen.attempt_dialog.panel.player.cards == player
    screen.attempt_dialog.reject()


def test_a_mistake_opened_full_size_keeps_the_felts_captions_light(qtbot, screen) -> None:
    """The dialog's panel is disabled (read-only) and its disabled labels turn dark; the
    Player and Banker captions on the green felt must stay in the felt's colour, as on the
    practice screen, or they cannot be read (seen in docs/screenshots)."""
    app = QApplication.instance()
    before = app.styleSheet()  # the app's, as every GUI test has it (tests/gui/conftest.py)
    app.setStyleSheet(resource_path("styles", "app.qss").read_text(encoding="utf-8"))
    try:
        start_by_keyboard(qtbot, screen, DrillKind.DRAW)
        question = screen.presenter.current
        answer_and_wait(qtbot, screen, question, wrong_answer(question, expected_answer(question)))
        on_practice_felt = screen.panel.findChild(QLabel, "handCaption")
        felt_colour = on_practice_felt.palette().color(QPalette.ColorRole.WindowText)
        press(qtbot, screen, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.summary_page,
                        timeout=2000)
        qtbot.mouseClick(screen.mistake_rows[0].open_button, Qt.MouseButton.LeftButton)
        dialog = screen.attempt_dialog
        assert dialog is not None and not dialog.panel.isEnabled()
        captions = dialog.panel.findChildren(QLabel, "handCaption")
        assert len(captions) == 2
        for caption in captions:
            shown = caption.palette().color(QPalette.ColorGroup.Disabled,
                                            QPalette.ColorRole.WindowText)
            assert shown == felt_colour, (caption.text(), shown.name(), felt_colour.name())
        dialog.reject()
    finally:
        app.setStyleSheet(before)
