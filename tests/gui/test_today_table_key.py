"""Today's Table line: its key opens the Table, and what "due" means there is said."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_today import _sign_in, _today, show
from trainer.auth import Actor
from trainer.drills.registry import drill_kinds
from trainer.kinds import TABLE_KIND
from trainer.today import DueCount

pytestmark = pytest.mark.qt_log_level_fail("WARNING")

KINDS = tuple(kind.value for kind in drill_kinds())


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_table_line_says_what_due_means_and_its_key_opens_the_table(
        qtbot, window, store, trainee: Actor, language: str) -> None:
    """The line "8 Table: 2 due · 0 new" showed a key, and what "due" means for the Table
    was said nowhere: a note under the reviews says it, with the key, and 8 opens the Table."""
    window.set_language(language)
    _sign_in(qtbot, window)
    page = window.today
    due = (*(DueCount(kind, 1, 0) for kind in KINDS), DueCount(TABLE_KIND, 2, 0))
    show(page, _today(due=due, first_time=False))
    key = str(len(KINDS) + 1)
    assert page.due_buttons[len(KINDS)].text().startswith(key)
    note = page.table_due_note
    assert note.isVisible() and key in note.text()
    if language == "en":
        assert note.text().startswith("Table: the kinds of step you got wrong at the Table")
    else:
        assert any("\u4e00" <= c <= "\u9fff" for c in note.text())
    assert page.due_buttons[len(KINDS)].toolTip().endswith(
        page.words.table_due_tip(key))
    show(page, _today(due=due[:-1], first_time=False))
    assert not note.isVisible()  # no Table line, no note
    show(page, _today(due=due, first_time=False))
    qtbot.keyClick(window.focusWidget() or page, Qt.Key.Key_0 + len(KINDS) + 1)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is not page)
    assert window.stack.currentWidget() is window._screens.get("table")


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_table_key_opens_the_table_with_nothing_due(
        qtbot, window, store, trainee: Actor, language: str) -> None:
    """A trainee who dealt a shoe signs in: "8 Table: 0 due · 0 new" (the wrong step is not
    due yet, and the Table has no "new"). 8 said "Nothing is due in Table ... from Practice"
    and stayed on Today; the line's key opens the Table whatever is due, typed where the
    keyboard is after sign-in, with the digit row and with the keypad."""
    from PySide6.QtWidgets import QApplication

    from tests.gui.test_table_everywhere import deal_shoe

    deal_shoe(qtbot, store, trainee)
    window.set_language(language)
    _sign_in(qtbot, window)
    page = window.today
    today = page.presenter.today
    assert today is not None and today.due[-1] == DueCount(TABLE_KIND, 0, 0)
    key = len(today.due)
    button = page.due_buttons[key - 1]
    assert button.isVisible() and button.text().startswith(str(key))
    for modifier in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
        focus = QApplication.focusWidget()
        assert focus is not None and page.isAncestorOf(focus)
        qtbot.keyClick(focus, Qt.Key.Key_0 + key, modifier)
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window._screens.get("table"))
        assert not page.nothing_due.isVisible()
        window.go_home()
        qtbot.waitUntil(lambda: window.stack.currentWidget() is page)
