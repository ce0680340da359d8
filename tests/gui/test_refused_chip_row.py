"""A refused chip row ("12345": not a chip) keeps the keyboard with its text selected, so
that what the dealer types next replaces it instead of being added after it ("123451x1k"):
the same at the baccarat Table, the Sam Kong Table and an exam's Sam Kong desk, by keys, in
English and 繁體中文."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_exam_samkong_table import exam_desk_at_first_pay
from tests.gui.test_samkong_table import by_keys, chips_text, open_samkong, select_by_keys
from tests.gui.test_table_screen import chips_row, do_by_keys, open_table
from tests.gui.test_table_screen import select_by_keys as select_bet
from tests.support.table_script import right_action

LANGUAGES = ["en", "zh-Hant"]
JUNK = "12345"


def refused_then_right(qtbot, edit, refusal, right: str) -> None:  # type: ignore[no-untyped-def]
    """Junk typed and Enter: refused, kept selected; the right chips typed replace it."""
    qtbot.keyClicks(edit, JUNK)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert JUNK in refusal()
    assert edit.hasFocus() and edit.selectedText() == JUNK
    qtbot.keyClicks(edit, right)
    assert edit.text() == right
    qtbot.keyClick(edit, Qt.Key.Key_Return)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_samkong_table_row_refused_is_replaced_by_what_is_typed_next(
        qtbot, store, trainee, translations, language) -> None:
    translations.install(language)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 11)
    session = screen.presenter.samkong
    assert session is not None
    while session.next_right()[0] != "pay":
        by_keys(qtbot, screen, *session.next_right())
    desk = screen.samkong_desk
    _name, args = session.next_right()
    select_by_keys(qtbot, desk, ("bet", args[0]))
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
    before = len(session.steps)
    refused_then_right(qtbot, desk.chip_entry.edit, desk.feedback.text, chips_text(args[1]))
    assert len(session.steps) == before + 1 and session.steps[-1].right


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_exam_samkong_row_refused_is_replaced_by_what_is_typed_next(
        qtbot, translations, language) -> None:
    translations.install(language)
    view, _presenter, table, rec = exam_desk_at_first_pay(qtbot)
    desk = view.samkong_desk
    _name, args = table.next_right()
    select_by_keys(qtbot, desk, ("bet", args[0]))
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
    before = len(rec.steps)
    refused_then_right(qtbot, desk.chip_entry.edit, desk.refusal.text, chips_text(args[1]))
    assert len(rec.steps) == before + 1 and rec.steps[-1].step.right


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_baccarat_table_row_refused_is_replaced_by_what_is_typed_next(
        qtbot, store, trainee, translations, language) -> None:
    translations.install(language)
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    session = screen.presenter.session
    assert session is not None
    while right_action(session)[0] != "pay":
        do_by_keys(qtbot, screen, *right_action(session))
    _name, args = right_action(session)
    select_bet(qtbot, screen, args[0])  # type: ignore[arg-type]
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    before = len(session.steps)
    refused_then_right(qtbot, screen.chip_entry.edit, screen.feedback.text,
                       chips_row(args[1]))  # type: ignore[arg-type]
    assert len(session.steps) == before + 1 and session.steps[-1].right
