"""Issue 12 point 1 on the Practice screen, by keys: a wrong answer stays up with its feedback
and its deciding cards marked until Enter or Space; a right answer moves on unless the
trainee's "pause after right answers too" setting (remembered) says otherwise."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_practice import (
    answer_and_wait,
    attempts,
    press,
    start_by_keyboard,
    wrong_answer,
)
from trainer.drills import DrillKind, expected_answer
from trainer.drills.marks import review_marks
from ui.practice.view import PracticeScreen
from ui.widgets.card import Highlight


@pytest.fixture
def screen(qtbot, store, trainee) -> PracticeScreen:
    """The Practice screen for the trainee, shown and active so its key shortcuts work."""
    widget = PracticeScreen(store, trainee)
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    widget.enter()
    return widget


def highlighted(screen: PracticeScreen) -> set[tuple[str, int]]:
    assert screen.panel is not None
    return {(name, i) for name, hand in screen.panel.mark_hands().items()
            for i, card in enumerate(hand.card_widgets())
            if card.highlight is Highlight.DECISIVE}


@pytest.mark.parametrize("kind", [DrillKind.DRAW, DrillKind.CALL, DrillKind.SAMKONG_DOORS,
                                  DrillKind.PAYOUT], ids=lambda k: k.value)
def test_a_wrong_answer_stays_up_until_enter_or_space(qtbot, screen, store, trainee,
                                                      kind) -> None:
    question = start_by_keyboard(qtbot, screen, kind)
    shown: list[object] = []
    screen.presenter.sig_question_shown.connect(shown.append)
    cards_before = [hand.cards for hand in screen.panel.mark_hands().values()]
    grade = answer_and_wait(qtbot, screen, question, wrong_answer(question,
                                                                  expected_answer(question)))
    # Stored before its feedback, and the same question is still on the table.
    assert len(attempts(store, trainee)) == 1
    assert shown == [] and screen.presenter.current is question
    assert [hand.cards for hand in screen.panel.mark_hands().values()] == cards_before
    assert screen.feedback.text().startswith("Not right.")
    assert not screen.previous_caption.isVisible()
    marks = review_marks(question, grade)
    assert highlighted(screen) == {(m.hand, m.index) for m in marks.cards}
    if kind is DrillKind.PAYOUT:
        assert "→" in screen.panel.bets_label.text()  # the settled bet shows what it pays
    assert screen.next_button.isVisible() and screen.next_button.hasFocus()
    # Answer keys do nothing more while it is reviewed.
    press(qtbot, screen, Qt.Key.Key_D)
    assert len(attempts(store, trainee)) == 1
    key = Qt.Key.Key_Space if kind is DrillKind.CALL else Qt.Key.Key_Return
    with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
        press(qtbot, screen, key)
    assert screen.presenter.current is not question
    assert not screen.next_button.isVisible() and highlighted(screen) == set()


def test_a_right_answer_moves_on_and_says_its_feedback_is_about_the_last_hand(
        qtbot, screen) -> None:
    question = start_by_keyboard(qtbot, screen, DrillKind.DRAW)
    with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
        answer_and_wait(qtbot, screen, question, expected_answer(question))
    assert screen.presenter.current is not question and not screen.presenter.reviewing
    assert screen.feedback.text().startswith("Correct.")
    assert screen.previous_caption.isVisible()
    assert screen.previous_caption.text() == "About the previous hand:"


def test_pause_after_right_answers_is_a_remembered_setting(qtbot, screen, store,
                                                            trainee) -> None:
    screen.kind_list.setFocus()
    press(qtbot, screen, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    assert screen.pause_check.hasFocus()
    qtbot.keyClick(screen.pause_check, Qt.Key.Key_Space)
    assert screen.pause_check.isChecked()
    question = start_by_keyboard(qtbot, screen, DrillKind.DRAW)
    grade = answer_and_wait(qtbot, screen, question, expected_answer(question))
    assert grade.correct and screen.presenter.reviewing
    assert screen.presenter.current is question
    with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
        press(qtbot, screen, Qt.Key.Key_Space)
    screen.finish_early()
    # Remembered for this trainee: a new Practice screen has it ticked.
    again = PracticeScreen(store, trainee)
    qtbot.addWidget(again)
    assert again.pause_check.isChecked()
