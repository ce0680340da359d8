"""The exam's Table section takes the Table screen's clicks and keys (issue 25 point 7 and the
end of point 14): the desk and the screen share one input path (ui/felt/desk.py).

Found on exam day: clicking Mark did nothing (M worked); after one mark, Enter in the chip row
marked again while the row was meant to pay, each such Enter stored as a wrong mark and the
coup stalled; letter keys acted while the chip row had focus."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_exam_table import key_for, open_desk, select
from tests.support.table_script import right_action
from trainer.baccarat.settlement import BetKind
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.baccarat.tableau import Hand
from trainer.chips import chip_key
from trainer.table import Phase

BOX = DEFAULT_PROFILES["commission-box-2000"]
LANGUAGES = ["en", "zh-Hant"]


def chips_typed(chips) -> str:
    return " ".join(f"{n}x{chip_key(v)}" for v, n in chips)


def to_mark(qtbot, session, desk, clock):
    """Deal right (through the session) until a Banker bet is paid with another winner
    still to pay after it: its commission may be marked now, then the next winner paid (the
    trap's moment). Returns the table, the seat and the commission to mark."""
    while True:
        table = session.table
        assert table is not None, "the section ended before a mark"
        name, args = right_action(table)
        clock.advance(1)
        session.table_act(name, *args)
        desk.show_state(table.state())
        if name == "pay" and args[0].kind is BetKind.BANKER:
            after = right_action(table)
            settlement = table.settlement
            if after[0] == "pay" and settlement is not None:
                line = next(ln for ln in settlement.for_seat(args[0].seat)
                            if ln.bet == args[0])
                if line.marked:
                    return table, (args[0].seat, line.marked)


@dataclass
class AtMark:
    """The exam desk at the trap's moment: a Banker bet just paid, its commission due."""

    view: object
    session: object
    desk: object
    rec: object
    table: object
    seat: int
    amount: object


def open_at_mark(qtbot, translations, language) -> AtMark:
    translations.install(language)
    view, _presenter, session, clock, rec = open_desk(
        qtbot, BOX, coups=60, fault_percent=0, seats_percent=90)
    desk = view.desk
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)  # the chip row's focus is checked
    table, (seat, amount) = to_mark(qtbot, session, desk, clock)
    return AtMark(view, session, desk, rec, table, seat, amount)


@pytest.mark.parametrize("language", LANGUAGES)
def test_clicking_mark_marks_what_the_row_holds(qtbot, translations, language) -> None:
    at = open_at_mark(qtbot, translations, language)
    _session, desk, rec, _table, seat, amount = (
        at.session, at.desk, at.rec, at.table, at.seat, at.amount)
    banker = next(b for b in desk.state.accepted if b.seat == seat and b.kind is BetKind.BANKER)
    select(qtbot, desk, banker)
    qtbot.mouseClick(desk.chip_entry.edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(desk.chip_entry.edit, str(amount))
    before = len(rec.steps)
    qtbot.mouseClick(desk.mark_button, Qt.MouseButton.LeftButton)
    assert len(rec.steps) == before + 1, desk.refusal.text()
    assert rec.steps[-1].action.name == "mark" and rec.steps[-1].step.right
    assert desk.chip_entry.text() == ""


@pytest.mark.parametrize("language", LANGUAGES)
def test_after_a_mark_enter_in_the_chip_row_pays(qtbot, translations, language) -> None:
    at = open_at_mark(qtbot, translations, language)
    session, desk, rec, table, seat, amount = (
        at.session, at.desk, at.rec, at.table, at.seat, at.amount)
    banker = next(b for b in desk.state.accepted if b.seat == seat and b.kind is BetKind.BANKER)
    select(qtbot, desk, banker)
    qtbot.keyClick(desk.felt, Qt.Key.Key_M)
    assert desk.chip_entry.edit.hasFocus()
    mode = desk.chip_entry.edit_label.text()
    qtbot.keyClicks(desk.chip_entry.edit, str(amount))
    qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)
    assert rec.steps[-1].action.name == "mark" and rec.steps[-1].step.right
    # The next winner is paid: its chips clicked into the row (or typed there), Enter.
    name, args = right_action(table)
    while name == "take":
        session.table_act(name, *args)
        desk.show_state(table.state())
        name, args = right_action(table)
    assert name == "pay", name
    select(qtbot, desk, args[0])
    qtbot.mouseClick(desk.chip_entry.edit, Qt.MouseButton.LeftButton)
    before = len(rec.steps)
    qtbot.keyClicks(desk.chip_entry.edit, chips_typed(args[1]))
    qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)
    assert len(rec.steps) == before + 1
    assert rec.steps[-1].action.name == "pay" and rec.steps[-1].step.right
    assert desk.chip_entry.edit_label.text() != mode  # the row says so: it pays


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_chip_rows_mode_is_on_screen(qtbot, translations, language) -> None:
    at = open_at_mark(qtbot, translations, language)
    _session, desk, _rec, _table, _seat, _amount = (
        at.session, at.desk, at.rec, at.table, at.seat, at.amount)
    label = desk.chip_entry.edit_label
    paying = label.text()
    qtbot.keyClick(desk.felt, Qt.Key.Key_M)
    marking = label.text()
    assert marking != paying and label.isVisible()
    expected = {"en": ("Pay", "Mark"), "zh-Hant": ("派彩", "記佣")}[language]
    assert expected[0] in paying and expected[1] in marking, (paying, marking)
    qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Escape)  # Esc: back to the felt, paying
    assert label.text() == paying and desk.felt.hasFocus()
    qtbot.keyClick(desk.felt, Qt.Key.Key_M)
    assert label.text() == marking
    desk.felt.setFocus()
    qtbot.keyClick(desk.felt, Qt.Key.Key_Tab)  # another bet: M was for the one before
    assert label.text() == paying


@pytest.mark.parametrize("language", LANGUAGES)
def test_letter_keys_in_the_chip_row_type_and_do_nothing_else(
        qtbot, translations, language) -> None:
    at = open_at_mark(qtbot, translations, language)
    _session, desk, rec, _table, _seat, _amount = (
        at.session, at.desk, at.rec, at.table, at.seat, at.amount)
    state = desk.state
    qtbot.mouseClick(desk.chip_entry.edit, Qt.MouseButton.LeftButton)
    before = len(rec.steps)
    for key in (Qt.Key.Key_T, Qt.Key.Key_A, Qt.Key.Key_M, Qt.Key.Key_N, Qt.Key.Key_P):
        qtbot.keyClick(desk.chip_entry.edit, key)
    assert len(rec.steps) == before and desk.state == state
    assert desk.chip_entry.edit.hasFocus()
    assert desk.chip_entry.text().lower() == "tamnp"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_refused_mark_says_so_and_stores_nothing(qtbot, translations, language) -> None:
    """A mark with nothing in the row, or junk, is refused in words and grades nothing; the
    section's steps do not grow with each try."""
    at = open_at_mark(qtbot, translations, language)
    _session, desk, rec, table, seat, _amount = (
        at.session, at.desk, at.rec, at.table, at.seat, at.amount)
    banker = next(b for b in desk.state.accepted if b.seat == seat and b.kind is BetKind.BANKER)
    select(qtbot, desk, banker)
    before = len(rec.steps)
    qtbot.keyClick(desk.felt, Qt.Key.Key_M)
    qtbot.keyClicks(desk.chip_entry.edit, "abc")
    qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)
    assert desk.refusal.text().strip()
    qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)
    assert len(rec.steps) == before and len(table.steps) == before
    assert table.phase is Phase.SETTLE


def _paid_banker_then_winner(session) -> bool:
    """The Table screen's trap moment: a Banker bet just paid at a commission-box table,
    its commission due, another winner to pay after it."""
    if session.phase is not Phase.SETTLE or right_action(session)[0] != "pay":
        return False
    state, settlement = session.state(), session.settlement
    return settlement is not None and any(
        line.bet in state.paid and line.marked and line.bet not in state.marked
        for line in settlement.lines)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_screen_marks_and_pays_by_the_same_path(
        qtbot, store, instructor, translations, language) -> None:
    """The Table screen takes Mark and Enter in the chip row as the exam desk does (one
    input path): Mark clicked with the amount in the row marks it; then Enter in the row
    pays the next winner."""
    from tests.gui.test_table_keys_order import deal_to, open_screen

    translations.install(language)
    screen = open_screen(qtbot, store, instructor, BOX)
    session = deal_to(screen, BOX, store, instructor, _paid_banker_then_winner)
    state, settlement = session.state(), session.settlement
    line = next(ln for ln in settlement.lines
                if ln.bet in state.paid and ln.marked and ln.bet not in state.marked)
    select(qtbot, screen, line.bet)
    qtbot.keyClick(screen.felt, Qt.Key.Key_M)
    marking = screen.chip_entry.edit_label.text()
    qtbot.keyClicks(screen.chip_entry.edit, str(line.marked))
    steps = len(session.steps)
    qtbot.mouseClick(screen.mark_button, Qt.MouseButton.LeftButton)
    assert len(session.steps) == steps + 1 and session.steps[-1].kind == "mark"
    assert session.steps[-1].right
    name, args = right_action(session)
    assert name == "pay"
    select(qtbot, screen, args[0])
    qtbot.mouseClick(screen.chip_entry.edit, Qt.MouseButton.LeftButton)
    steps = len(session.steps)
    for key in (Qt.Key.Key_T, Qt.Key.Key_A, Qt.Key.Key_M, Qt.Key.Key_H):  # typed, not acted
        qtbot.keyClick(screen.chip_entry.edit, key)
    assert len(session.steps) == steps and screen.chip_entry.text().lower() == "tamh"
    screen.chip_entry.clear()
    qtbot.keyClicks(screen.chip_entry.edit, chips_typed(args[1]))
    assert screen.chip_entry.edit_label.text() != marking
    qtbot.keyClick(screen.chip_entry.edit, Qt.Key.Key_Return)
    assert session.steps[-1].kind == "pay" and session.steps[-1].right


@pytest.mark.parametrize("language", LANGUAGES)
def test_retries_at_a_step_add_no_step(qtbot, translations, language) -> None:
    """A card dealt to the wrong hand three times by keys, then to the right one: each try
    is sealed, but the section counts that point of the coup once, wrong (its first try)."""
    translations.install(language)
    view, _presenter, session, clock, rec = open_desk(qtbot, coups=1, fault_percent=0)
    tries = 0
    while not session.is_finished:
        table = session.table
        assert table is not None
        name, args = right_action(table)
        clock.advance(2)
        if name == "deal" and tries < 3:
            tries += 1
            other = Hand.BANKER if args[0] is Hand.PLAYER else Hand.PLAYER
            key_for(qtbot, view.desk, "deal", (other,))
            assert len(table.steps) == len(rec.steps)  # sealed, graded wrong
            continue
        key_for(qtbot, view.desk, name, args)
    (score,) = session.outcome().tables
    assert [r.step.right for r in rec.steps].count(False) == 3
    assert score.max_score == len(rec.steps) - 3
    assert score.score == score.max_score - 1 and score.complete


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_exam_desk_has_the_table_screens_tie_and_cash_buttons(
        qtbot, translations, language) -> None:
    """A tie bettor answered and cash changed by clicks at the exam desk, as on the Table
    screen (the desk had the keys only)."""
    from dataclasses import replace

    from tests.gui.test_exam_table import key_for
    from tests.gui.test_table_cash import chips_row
    from trainer.baccarat.table import TieBets

    translations.install(language)
    changing = replace(DEFAULT_PROFILES["mass-1000"], tie_bets=TieBets.CHANGE)
    view, _presenter, session, clock, rec = open_desk(
        qtbot, changing, coups=60, fault_percent=0, seats_percent=90, cash_steps=True)
    desk = view.desk
    clicked = set()
    while clicked != {"tie", "cash"} and not session.is_finished:
        table = session.table
        assert table is not None
        name, args = right_action(table)
        clock.advance(2)
        before = len(rec.steps)
        if name == "answer_tie":
            button = desk.tie_buttons[args[1]]
            assert button.isVisible() and button.text()
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            clicked.add("tie")
        elif name in ("count_cash", "give_chips", "colour_up"):
            assert desk.cash_button.isVisible()
            text = f"{args[1]:f}" if name == "count_cash" else chips_row(args[1])
            qtbot.keyClicks(desk.chip_entry.edit, text)
            qtbot.mouseClick(desk.cash_button, Qt.MouseButton.LeftButton)
            clicked.add("cash")
        else:
            assert not desk.cash_button.isVisible()
            assert not any(b.isVisible() for b in desk.tie_buttons.values())
            key_for(qtbot, desk, name, args)
        assert len(rec.steps) == before + 1, (name, args, desk.refusal.text())
        assert rec.steps[-1].step.right, (name, args)
    assert clicked == {"tie", "cash"}
