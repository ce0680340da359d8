"""The result's marks (issue 24 point 1): a mark is cleared after every call, right or wrong,
so a wrong mark is not carried into the next call (it made 13 right calls in a row wrong), and
a mark that is on looks pressed (the app's style sheet has a checked style).

Driven by the Table screen's keys and clicks, in English and in 繁體中文; the exam's Table
section (the same desk keys) too. What the right call is comes from the engine
(:func:`tests.support.table_script.right_action`), never from the screen.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from tests.gui.test_exam_table import key_for, open_desk
from tests.gui.test_table_screen import do_by_keys, open_table, stored
from tests.support.table_script import right_action
from trainer.baccarat.coup import Outcome
from trainer.table import Phase
from ui.resources import app_style_sheet
from ui.table.view import TableScreen

FLAG_KEYS = {"player_pair": Qt.Key.Key_1, "banker_pair": Qt.Key.Key_2,
             "natural": Qt.Key.Key_3, "banker_six": Qt.Key.Key_6}
FLAGS = tuple(FLAG_KEYS)
WINNER_KEYS = {Outcome.PLAYER: Qt.Key.Key_P, Outcome.BANKER: Qt.Key.Key_B,
               Outcome.TIE: Qt.Key.Key_T}


def to_result(qtbot, screen: TableScreen) -> tuple[Outcome, dict[str, bool]]:
    """Deal right up to the result call; the right call (winner, marks) from the engine."""
    session = screen.presenter.session
    assert session is not None
    while (action := right_action(session))[0] != "call_result":
        do_by_keys(qtbot, screen, *action)
    winner, *marks = action[1]
    assert isinstance(winner, Outcome)
    return winner, dict(zip(FLAGS, (bool(m) for m in marks), strict=True))


def mean_colour(image: QImage) -> QColor:
    """The average colour of a button's picture (its fill dominates it)."""
    red = green = blue = n = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = image.pixelColor(x, y)
            red, green, blue, n = red + colour.red(), green + colour.green(), \
                blue + colour.blue(), n + 1
    return QColor(red // n, green // n, blue // n)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_wrong_mark_is_cleared_by_the_call_and_the_right_call_then_counts(
        qtbot, store, trainee, translations, language: str) -> None:
    translations.install(language)
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    session = screen.presenter.session
    assert session is not None
    winner, truth = to_result(qtbot, screen)
    wrong = next(flag for flag in ("banker_six", "natural", "player_pair", "banker_pair")
                 if not truth[flag])
    qtbot.keyClick(screen.felt, FLAG_KEYS[wrong])  # a mark the coup does not have
    assert screen.flag_buttons[wrong].isChecked()
    before = len(session.steps)
    qtbot.keyClick(screen.felt, WINNER_KEYS[winner])
    assert len(session.steps) == before + 1 and not session.steps[-1].right
    # The wrong call took the marks off: every button shows unmarked again.
    assert not any(button.isChecked() for button in screen.flag_buttons.values())
    assert not any(screen.flags.values())
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)  # go on after the explanation
    assert not screen.presenter.waiting
    for flag, on in truth.items():
        if on:
            qtbot.keyClick(screen.felt, FLAG_KEYS[flag])
    qtbot.keyClick(screen.felt, WINNER_KEYS[winner])
    assert len(session.steps) == before + 2
    assert session.steps[-1].right, screen.feedback.text()
    assert screen.presenter.state is not None
    assert screen.presenter.state.phase is Phase.SETTLE
    assert [right for _cell, right in stored(store, trainee)][-2:] == [False, True]


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_mark_that_is_on_looks_pressed(qtbot, store, trainee, translations,
                                         language: str) -> None:
    """Clicked on, each of the four marks is filled (the style sheet's checked style), not
    the same white button as when it is off; clicked again, it is off and white again."""
    translations.install(language)
    screen = open_table(qtbot, store, trainee, "no-commission-500", 11)
    screen.setStyleSheet(app_style_sheet())  # the app's look (set on the app in ui.app)
    to_result(qtbot, screen)
    for flag in FLAGS:
        button = screen.flag_buttons[flag]
        assert button.isVisible() and button.text()
        off = mean_colour(button.grab().toImage())
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert button.isChecked() and screen.flags[flag]
        on = mean_colour(button.grab().toImage())
        # Filled dark: far darker than the white button it was (a plain, not a subtle, change).
        assert on.lightness() < off.lightness() - 80, (flag, on.name(), off.name())
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert not button.isChecked() and not screen.flags[flag]
        assert abs(mean_colour(button.grab().toImage()).lightness() - off.lightness()) < 8


def test_the_exam_desk_clears_a_wrong_mark_with_the_call(qtbot) -> None:
    """The exam's Table section shows no feedback, but a wrong mark must not be carried into
    the next coup's call either: the call takes the marks off, right or wrong."""
    view, _presenter, session, clock, rec = open_desk(qtbot, coups=2, fault_percent=0)
    desk = view.desk
    table = session.table
    assert table is not None
    while (action := right_action(table))[0] != "call_result":
        clock.advance(2)
        key_for(qtbot, desk, *action)
    winner, *marks = action[1]
    truth = dict(zip(FLAGS, (bool(m) for m in marks), strict=True))
    wrong = next(flag for flag in ("banker_six", "natural", "player_pair", "banker_pair")
                 if not truth[flag])
    desk.felt.setFocus()
    qtbot.keyClick(desk.felt, FLAG_KEYS[wrong])
    assert desk.flag_buttons[wrong].isChecked()
    before = len(rec.steps)
    qtbot.keyClick(desk.felt, WINNER_KEYS[winner])  # type: ignore[index]
    assert len(rec.steps) == before + 1 and not rec.steps[-1].step.right
    assert not any(button.isChecked() for button in desk.flag_buttons.values())
    assert not any(desk.flags.values())
