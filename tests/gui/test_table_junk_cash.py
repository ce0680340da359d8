"""Junk in the rows issue 24 added after point 2's junk test was written: a buy-in's count and
its chips, a colour-up's chips (cash steps) and a payout typed as the amount on a table graded
on the amount only. Each refuses junk, huge and full-width text in words, in the user's
language, and stores nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from PySide6.QtCore import Qt

from tests.gui.conftest import type_text
from tests.gui.test_table_house_rules import by_presenter, open_screen
from tests.gui.test_table_junk import assert_worded, table_rows
from tests.gui.test_table_screen import do_by_keys, select_by_keys
from tests.support.junk import few, typed_junk
from tests.support.table_script import right_action
from trainer.baccarat.table import DEFAULT_PROFILES, ChipPayout
from trainer.table import TableSettings
from ui.table.view import TableScreen

CASH = TableSettings(seats_filled=1.0, fault_rate=0.0, cash_steps=True, max_coups=30)
AMOUNT = replace(DEFAULT_PROFILES["mass-1000"], name="Amount table",
                 chip_payout=ChipPayout.AMOUNT)


def reach(qtbot, screen: TableScreen, names: tuple[str, ...]) -> tuple[str, tuple[object, ...]]:
    session = screen.presenter.session
    assert session is not None
    while (action := right_action(session))[0] not in names:
        assert not session.finished, names
        step = by_presenter(screen.presenter, *action)  # quicker than keys, the same path
        assert step is not None and step.right
    return action


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
@pytest.mark.parametrize("entry", ["count_cash", "give_chips", "colour_up", "pay_amount"])
def test_junk_in_a_cash_or_amount_row_is_refused_in_words_and_nothing_stored(
        qtbot, store, instructor, translations, entry: str, language: str) -> None:
    translations.install(language)
    if entry == "pay_amount":
        screen = open_screen(qtbot, store, instructor, AMOUNT)
        screen.preset(profile=AMOUNT.name, seed=1, settings=replace(CASH, cash_steps=False))
        _name, args = reach(qtbot, screen, ("pay",))
        select_by_keys(qtbot, screen, args[0])  # type: ignore[arg-type]
        qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    else:
        screen = open_screen(qtbot, store, instructor)
        found = False
        for seed in range(1, 30):
            screen.preset(profile="mass-1000", seed=seed, settings=CASH)
            session = screen.presenter.session
            assert session is not None
            names = ("count_cash", "give_chips", "colour_up")
            try:
                name, _args = reach(qtbot, screen, names)
            except AssertionError:
                continue
            if entry == "give_chips" and name == "count_cash":
                do_by_keys(qtbot, screen, *right_action(session))
                name = right_action(session)[0]
            if name == entry:
                found = True
                break
        assert found, entry
        qtbot.keyClick(screen.felt, Qt.Key.Key_Return)  # the cash waiting opens the row
    session = screen.presenter.session
    assert session is not None
    edit = screen.chip_entry.edit
    assert edit.hasFocus()
    steps, rows = len(session.steps), table_rows(store, instructor)

    @few
    @given(typed_junk)
    def refused(text: str) -> None:
        edit.clear()
        screen.feedback.clear()
        type_text(qtbot, edit, text)
        qtbot.keyClick(edit, Qt.Key.Key_Return)
        assert_worded(screen.feedback.text(), language)
        assert len(session.steps) == steps and table_rows(store, instructor) == rows
        assert not screen.presenter.waiting

    refused()
    for huge in ("9" * 30, "9" * 5000, "1e999999", "NaN"):
        edit.clear()
        screen.feedback.clear()
        type_text(qtbot, edit, huge)
        qtbot.keyClick(edit, Qt.Key.Key_Return)
        assert_worded(screen.feedback.text(), language)
        assert len(session.steps) == steps and table_rows(store, instructor) == rows


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_junk_in_the_exam_desks_cash_row_is_refused_in_words_and_nothing_recorded(
        qtbot, translations, language: str) -> None:
    from tests.gui.test_exam_table import key_for, open_desk

    translations.install(language)
    view, _presenter, session, clock, rec = open_desk(qtbot, coups=3, cash_steps=True,
                                                      fault_percent=0)
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    desk = view.desk
    seen: set[str] = set()
    while not session.is_finished:
        table = session.table
        assert table is not None
        name, args = right_action(table)
        clock.advance(2)
        if name in ("count_cash", "give_chips", "colour_up") and name not in seen:
            seen.add(name)
            desk.felt.setFocus()
            qtbot.keyClick(desk.felt, Qt.Key.Key_1)  # a digit opens the row
            edit = desk.chip_entry.edit
            assert edit.hasFocus()
            recorded = len(rec.steps)

            junk_refused(qtbot, desk, edit, language, lambda recorded=recorded, table=table,
                         name=name: (len(rec.steps) == recorded and session.table is table
                                     and right_action(table)[0] == name))
            desk.chip_entry.edit.clear()
            desk.chip_entry.setVisible(False)
            desk.felt.setFocus()
        before = len(rec.steps)
        if name in ("count_cash", "give_chips", "colour_up"):
            from tests.support.key_dealer import short_chips
            text = f"{args[1]:f}" if name == "count_cash" else short_chips(args[1])  # type: ignore[arg-type]
            desk.felt.setFocus()
            qtbot.keyClicks(desk.felt, text[0])
            qtbot.keyClicks(desk.chip_entry.edit, text[1:])
            qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)
        else:
            key_for(qtbot, desk, name, args)
        assert len(rec.steps) == before + 1, (name, args, desk.refusal.text())
    assert {"count_cash", "give_chips"} <= seen


def junk_refused(qtbot, desk, edit, language: str, unchanged) -> None:
    """Typed junk in the desk's open row: refused in words, ``unchanged()`` after each."""

    @few
    @given(typed_junk)
    def refused(text: str) -> None:
        desk.show_refusal("")
        edit.setFocus()
        edit.clear()
        type_text(qtbot, edit, text)
        qtbot.keyClick(edit, Qt.Key.Key_Return)
        assert_worded(desk.refusal.text(), language)
        assert unchanged()
        desk.felt.setFocus()
        qtbot.keyClick(desk.felt, Qt.Key.Key_1)  # the row again, for the next try

    refused()


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_junk_in_the_exam_desks_amount_payout_is_refused_in_words_and_nothing_recorded(
        qtbot, translations, language: str) -> None:
    from tests.gui.test_exam_table import key_for, open_desk
    from tests.gui.test_exam_table import select as select_at_desk

    translations.install(language)
    view, _presenter, session, clock, rec = open_desk(qtbot, AMOUNT, coups=2, fault_percent=0)
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    desk = view.desk
    while True:
        table = session.table
        assert table is not None
        name, args = right_action(table)
        if name == "pay":
            break
        clock.advance(2)
        key_for(qtbot, desk, name, args)
    select_at_desk(qtbot, desk, args[0])
    desk.felt.setFocus()
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
    edit = desk.chip_entry.edit
    assert edit.hasFocus()
    recorded = len(rec.steps)

    @few
    @given(typed_junk)
    def refused(text: str) -> None:
        desk.show_refusal("")
        edit.setFocus()
        edit.clear()
        type_text(qtbot, edit, text)
        qtbot.keyClick(edit, Qt.Key.Key_Return)
        assert_worded(desk.refusal.text(), language)
        assert len(rec.steps) == recorded and right_action(table)[0] == "pay"
        desk.felt.setFocus()
        qtbot.keyClick(desk.felt, Qt.Key.Key_Return)

    refused()
