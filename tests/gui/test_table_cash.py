"""Cash and chips at the Table by keys (issue 24, point 13), in English and 繁體中文: a buy-in
(the notes on the felt counted, the amount typed, then the chips) and a colour-up (a leaving
player's small chips changed for the fewest larger ones), each wrong then right, every step
stored with its kind before its feedback; the felt draws the notes and the chips."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_everywhere import choose_kind, open_progress
from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.chips import chip_key
from trainer.kinds import TABLE_KIND
from trainer.store import Store
from trainer.table import Phase, TableSettings
from trainer.table.cash import CashKind, expected_chips
from trainer.table.score import score_card
from trainer.table.session import Action
from ui.felt.steps import step_name
from ui.table.view import TableScreen

CASH = TableSettings(cash_steps=True, fault_rate=0.0, seats_filled=0.75)
MASS = DEFAULT_PROFILES["mass-300"]
BUY_IN_SEED = 138
"""Coup 1 opens with two buy-ins; a player leaves and colours up before coup 3."""
ENGLISH_NAMES = ("Counting a buy-in", "Chips for a buy-in", "Colouring up")


def open_table(qtbot, store: Store, actor: Actor, seed: int) -> TableScreen:
    screen = TableScreen(store, actor)
    qtbot.addWidget(screen)
    screen.resize(1024, 700)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.preset(profile="mass-300", seed=seed, settings=CASH)
    assert screen.presenter.session is not None
    screen.felt.setFocus()
    return screen


def stored(store: Store, actor: Actor) -> list[tuple[str | None, bool]]:
    rows = store.practice.attempts(actor, actor.user_id, "table")
    return [(None if row.cell is None else str(row.cell), row.correct) for row in reversed(rows)]


def chips_row(chips: tuple[tuple[Decimal, int], ...]) -> str:
    return " ".join(f"{count}x{chip_key(value)}" for value, count in chips)


def type_on_felt(qtbot, screen: TableScreen, text: str) -> None:
    """The first key on the felt opens the row with it; the rest in the row, then Enter."""
    qtbot.keyClicks(screen.felt, text[0])
    edit = screen.chip_entry.edit
    assert edit.hasFocus() and screen.chip_entry.isVisible()
    qtbot.keyClicks(edit, text[1:])
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def go_on(qtbot, screen: TableScreen) -> None:
    assert screen.presenter.waiting
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert not screen.presenter.waiting


@pytest.fixture(params=["en", "zh-Hant"])
def language(request, translations) -> str:
    translations.install(request.param)
    yield request.param
    translations.install("en")


def test_a_buy_in_by_keys(qtbot, store, trainee, language) -> None:
    screen = open_table(qtbot, store, trainee, BUY_IN_SEED)
    state = screen.presenter.state
    assert state is not None and state.phase is Phase.BETS
    request = state.cash[0]
    assert request.kind is CashKind.BUY_IN
    # the notes are drawn on the felt and the seat ringed; the amount is not said
    parts = screen.felt._parts
    assert "cash" in parts and f"cash_seat_{request.seat}" in parts
    assert f"{request.amount:,}" not in screen.prompt.text()
    assert str(request.seat) in screen.prompt.text()

    type_on_felt(qtbot, screen, f"{request.amount + 100:f}")  # miscounted
    assert stored(store, trainee) == [("cash:count", False)]
    assert "✗" in screen.feedback.text()
    assert (ENGLISH_NAMES[0] in screen.feedback.text()) == (language == "en")
    go_on(qtbot, screen)
    type_on_felt(qtbot, screen, f"{request.amount:,}")
    assert stored(store, trainee)[-1] == ("cash:count", True)
    assert screen.felt.hasFocus()
    state = screen.presenter.state
    assert state is not None and state.cash[0].counted
    assert f"{request.amount:,}" in screen.prompt.text()  # counted: now it is said

    type_on_felt(qtbot, screen, "1x100")  # not the amount
    assert stored(store, trainee)[-1] == ("cash:chips", False)
    go_on(qtbot, screen)
    type_on_felt(qtbot, screen, chips_row(expected_chips(request, MASS)))
    assert stored(store, trainee)[-1] == ("cash:chips", True)
    state = screen.presenter.state
    assert state is not None and request.seat not in [
        r.seat for r in state.cash if r.kind is CashKind.BUY_IN]
    assert (ENGLISH_NAMES[1] in screen.feedback.text()) == (language == "en")

    # the score card counts the cash steps as their own kind
    session = screen.presenter.session
    assert session is not None
    scored = score_card(session.steps, session.coups)
    assert {k.kind: (k.right, k.total) for k in scored.kinds}["cash"] == (2, 4)
    card = screen.words.score_card(scored, 50)
    cash = screen.words.kind("cash")
    assert cash in card and (cash == "Cash and chips") == (language == "en")
    if language == "en":
        assert "Cash and chips: 2 of 4 right" in card
    # and Progress charts each cash step kind by its name
    progress = open_progress(qtbot, store, trainee)
    choose_kind(qtbot, progress, TABLE_KIND)
    labels = progress.table_charts.step_labels()
    names = [step_name(cell) for cell in ("cash:count", "cash:chips")]
    assert all(name in labels for name in names)
    assert (names[0] == ENGLISH_NAMES[0]) == (language == "en")
    kinds = {k.kind: (k.right, k.total) for k in progress.table_charts.figures.kinds}
    assert kinds["cash:count"] == (1, 2) and kinds["cash:chips"] == (1, 2)


def test_no_more_bets_with_cash_waiting_is_a_wrong_step(qtbot, store, trainee) -> None:
    screen = open_table(qtbot, store, trainee, BUY_IN_SEED)
    qtbot.keyClick(screen.felt, Qt.Key.Key_N)
    assert stored(store, trainee) == [("cash:count", False)]
    state = screen.presenter.state
    assert state is not None and state.phase is Phase.BETS


def test_junk_in_the_cash_row_is_refused_and_not_stored(qtbot, store, trainee) -> None:
    screen = open_table(qtbot, store, trainee, BUY_IN_SEED)
    type_on_felt(qtbot, screen, "9" * 30)
    type_on_felt(qtbot, screen, "1x7")
    assert stored(store, trainee) == []
    assert screen.feedback.text()


def test_a_colour_up_by_keys(qtbot, store, trainee, language) -> None:
    screen = open_table(qtbot, store, trainee, BUY_IN_SEED)
    session, presenter = screen.presenter.session, screen.presenter
    assert session is not None
    for _ in range(400):  # dealt right up to the colour-up (the engine's steps)
        state = presenter.state
        assert state is not None
        if state.cash and state.cash[0].kind is CashKind.COLOUR_UP:
            break
        name, args = session.next_right()
        step = presenter.act(Action(name, args))
        assert step is not None and step.right
    else:
        raise AssertionError("no colour-up")
    screen._redraw()
    request = state.cash[0]
    assert request.chips and f"cash_seat_{request.seat}" in screen.felt._parts
    before = len(stored(store, trainee))
    screen.felt.setFocus()
    type_on_felt(qtbot, screen, chips_row(request.chips))  # handed back as they came
    assert stored(store, trainee)[before:] == [("colour_up", False)]
    assert (ENGLISH_NAMES[2] in screen.feedback.text()) == (language == "en")
    go_on(qtbot, screen)
    type_on_felt(qtbot, screen, chips_row(expected_chips(request, MASS)))
    assert stored(store, trainee)[before:] == [("colour_up", False), ("colour_up", True)]


# ---- an exam's Table section ------------------------------------------------------------------


def test_an_exam_table_section_with_cash_steps_by_keys(qtbot, language) -> None:
    from tests.gui.test_exam_table import key_for, open_desk
    from tests.support.table_script import right_action
    from trainer.exams.outcome import ExamStatus

    view, _presenter, session, clock, rec = open_desk(qtbot, coups=2, cash_steps=True)
    desk = view.desk
    seen_prompt = False
    while not session.is_finished:
        table = session.table
        assert table is not None
        name, args = right_action(table)
        clock.advance(2)
        before = len(rec.steps)
        if name in ("count_cash", "give_chips", "colour_up"):
            request = table.state().cash[0]
            assert str(request.seat) in desk.prompt.text()
            seen_prompt = seen_prompt or name == "count_cash"
            assert "cash" in desk.felt._parts
            text = f"{args[1]:f}" if name == "count_cash" else chips_row(args[1])
            desk.felt.setFocus()
            qtbot.keyClicks(desk.felt, text[0])  # opens the row with it (focus: the window's)
            assert desk.chip_entry.isVisible() and desk.chip_entry.text() == text[0]
            qtbot.keyClicks(desk.chip_entry.edit, text[1:])
            qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)
        else:
            key_for(qtbot, desk, name, args)
        assert len(rec.steps) == before + 1, (name, args, desk.refusal.text())
    assert seen_prompt and session.status is ExamStatus.FINISHED
    cells = {r.step.cell for r in rec.steps}
    assert {"cash:count", "cash:chips"} <= cells
    (score,) = session.outcome().tables
    assert score.score == score.max_score == len(rec.steps)


def test_a_buy_in_by_mouse_and_a_hint(qtbot, store, trainee) -> None:
    from tests.support.felt_clicks import click_item
    from trainer.chips import chip_breakdown

    screen = open_table(qtbot, store, trainee, BUY_IN_SEED)
    qtbot.keyClick(screen.felt, Qt.Key.Key_H)  # the hint names the seat and the amount
    state = screen.presenter.state
    assert state is not None
    request = state.cash[0]
    assert f"{request.amount:,}" in screen.feedback.text()
    assert f"seat {request.seat}" in screen.feedback.text()
    tray = {chip.value: chip for chip in screen.felt.tray}

    def click_chips(chips: tuple[tuple[Decimal, int], ...]) -> None:
        for value, count in chips:
            for _ in range(count):
                click_item(qtbot, screen.felt, tray[value])

    assert screen.cash_button.isVisible()
    click_chips(chip_breakdown(request.amount, MASS.chips))  # the count, clicked together
    qtbot.mouseClick(screen.cash_button, Qt.MouseButton.LeftButton)
    assert stored(store, trainee) == [("cash:count", True)]
    click_chips(expected_chips(request, MASS))
    qtbot.mouseClick(screen.cash_button, Qt.MouseButton.LeftButton)
    assert stored(store, trainee) == [("cash:count", True), ("cash:chips", True)]
