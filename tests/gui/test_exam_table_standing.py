"""Standing bettors in an exam's Table section (art. 15), in English and 繁體中文: the blueprint
form's Table row has a box for them (set by the keyboard and by the mouse, read back as the
spec, shown again from a stored spec, in the row's Tab order), and a sitting with it on meets a
standing bettor's bet in a seated player's box, marked on the felt: "no more bets" with it
left (N) is a stored wrong step citing art. 15, with no feedback; R (or a click on the bet,
then on Refuse) refuses it.

Situation: the desk's sitting (seed 4242), mass-300, a third of the seats, a faulty bet in
three: coup 6 brings a standing bettor's Player 300 in seat 4's box."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.gui.test_exam_instructor import open_exams, sign_in_instructor
from tests.gui.test_exam_instructor import window as window
from tests.gui.test_exam_table import key_for, open_desk
from tests.support.exam_table import table_spec
from tests.support.felt_clicks import click_item
from tests.support.table_script import right_action
from trainer.articles import bac
from trainer.baccarat.settlement import Bet
from trainer.table import Phase

WORDS = {
    "en": {"box": "Standing bettors", "tip": "(art. 15)", "prompt": "placed by a standing bettor"},
    "zh-Hant": {"box": "站立投注者", "tip": "（第15條）", "prompt": "由站立投注者所下"},
}


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_table_row_sets_standing_bettors_by_keys_and_mouse(
        qtbot, window, instructor, language) -> None:
    sign_in_instructor(qtbot, window)
    form = open_exams(qtbot, window).blueprints.form
    if language != "en":
        window.set_language(language)
    form.add_table.setFocus()
    qtbot.keyClick(form.add_table, Qt.Key.Key_Space)
    row = form.table_rows[0]
    assert not row.standing.isChecked() and row.section().standing_bettors is False
    fields = row.fields
    assert fields[-1] is row.standing  # on a line of its own under the squeeze
    assert row.squeeze.nextInFocusChain() is row.standing  # Tab goes on to it
    row.standing.setFocus()
    qtbot.keyClick(row.standing, Qt.Key.Key_Space)
    assert row.section().standing_bettors is True
    qtbot.mouseClick(row.standing, Qt.MouseButton.LeftButton,
                     pos=QPoint(8, row.standing.height() // 2))
    assert row.section().standing_bettors is False
    row.set_section(table_spec(standing_bettors=True))
    assert row.standing.isChecked() and row.section() == table_spec(standing_bettors=True)
    row.set_section(table_spec())
    assert not row.standing.isChecked()
    words = WORDS[language]
    qtbot.waitUntil(lambda: row.standing.text() == words["box"])
    assert words["tip"] in row.standing.toolTip()
    if language != "en":
        assert not re.search(r"[A-Za-z]{4,}", row.standing.text() + row.standing.toolTip())


@pytest.mark.parametrize(("language", "by_mouse"), [("en", False), ("zh-Hant", False),
                                                    ("en", True), ("zh-Hant", True)])
def test_an_exam_sitting_refuses_a_standing_bettors_bet_by_keys_and_mouse(
        qtbot, translations, language: str, by_mouse: bool) -> None:
    translations.install(language)
    try:
        view, _presenter, session, clock, rec = open_desk(
            qtbot, coups=6, standing_bettors=True, fault_percent=30, seats_percent=30)
        desk = view.desk
        for _ in range(200):
            table = session.table
            assert table is not None
            name, args = right_action(table)
            state = table.state()
            if name == "refuse" and args[0] in state.standing_bets:
                break
            clock.advance(2)
            key_for(qtbot, desk, name, args)
        else:
            raise AssertionError("no standing bettor's bet in a seated box")
        (bet,) = args
        assert isinstance(bet, Bet) and state.phase is Phase.BETS
        assert bet.seat in {v.seat for v in state.seats if not v.standing}
        stack = desk.felt.stacks[bet]
        assert stack.standing and WORDS[language]["prompt"] in stack.label, stack.label
        before = len(rec.steps)
        desk.felt.setFocus()
        qtbot.keyClick(desk.felt, Qt.Key.Key_N)  # no more bets with it on the layout: wrong
        assert len(rec.steps) == before + 1
        wrong = rec.steps[-1].step
        assert not wrong.right and wrong.cell == "fault:standing_on_seat"
        assert wrong.article == bac(15) and table.phase is Phase.BETS
        assert not any(mark in desk.prompt.text() for mark in ("✗", "✓"))  # no feedback
        if by_mouse:  # the bet's stack, then the Refuse button
            click_item(qtbot, desk.felt, stack)
            assert desk.selected == bet
            qtbot.mouseClick(desk.refuse_button, Qt.MouseButton.LeftButton)
        else:
            key_for(qtbot, desk, "refuse", (bet,))
        refused = rec.steps[-1].step
        assert len(rec.steps) == before + 2
        assert refused.right and refused.cell == "fault:standing_on_seat"
        assert bet not in table.state().layout and bet not in desk.felt.stacks
    finally:
        translations.install("en")
