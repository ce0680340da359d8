"""One dealer input for both desks: the Table screen and an exam's Table section turn the same
keys into the same typed actions (:class:`~ui.felt.dealer_input.DealerInput`), the chip row
read by the core's one reader; and the Table's presenter takes an action only through the
session's own check (:meth:`TableSession.apply`), so an action the session refuses is refused
on the Table screen too, nothing stored. In English and 繁體中文.

The right step comes from the scripted dealer (the engine on what the table shows), never
from a screen."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_exam_table import open_desk
from tests.gui.test_table_screen import stored
from tests.support.exam_table import PROFILE
from tests.support.table_script import right_action
from trainer.baccarat.coup import Outcome
from trainer.baccarat.tableau import Hand
from trainer.chips import chip_key
from trainer.table import Phase
from trainer.table.session import Action
from ui.felt.desk import FeltDesk
from ui.table.view import TableScreen

LANGUAGES = ["en", "zh-Hant"]
_RESULT_FLAGS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_6)
_WINNER_KEYS = {Outcome.PLAYER: Qt.Key.Key_P, Outcome.BANKER: Qt.Key.Key_B,
                Outcome.TIE: Qt.Key.Key_T}


def keys_for(name: str, args: tuple[object, ...]) -> list[Qt.Key | str]:
    """The keys on the felt (and the text typed into the chip row, then Enter) that take
    ``name(*args)`` with nothing selected: the same on any desk."""
    if name == "accept_bets":
        return [Qt.Key.Key_N]
    if name == "deal":
        return [Qt.Key.Key_P if args[0] is Hand.PLAYER else Qt.Key.Key_B]
    if name == "call_totals":
        return [getattr(Qt.Key, f"Key_{total}") for total in args]
    if name == "draw":
        return [Qt.Key.Key_D if args[1] else Qt.Key.Key_S]
    if name == "call_result":
        winner, *flags = args
        return [key for key, on in zip(_RESULT_FLAGS, flags, strict=True) if on] + [
            _WINNER_KEYS[winner]]  # type: ignore[index]
    if name == "count_cash":
        return [f"{args[1]:f}"]
    if name in ("give_chips", "colour_up"):
        chips = args[1]
        return [" ".join(f"{n}x{chip_key(v)}" for v, n in chips)]  # type: ignore[attr-defined]
    raise AssertionError(f"{name} needs a selection")


def press(qtbot, desk: FeltDesk, keys: list[Qt.Key | str]) -> None:
    """Press ``keys`` on the desk's felt; a text is typed as the dealer types it: its first
    digit on the felt (which opens the chip row), the rest in the row, then Enter."""
    for key in keys:
        desk.felt.setFocus()
        if isinstance(key, str):
            qtbot.keyClicks(desk.felt, key[0])
            qtbot.keyClicks(desk.chip_entry.edit, key[1:])
            qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)
        else:
            qtbot.keyClick(desk.felt, key)


def table_screen(qtbot, store, trainee) -> TableScreen:
    screen = TableScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.resize(1024, 700)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


@pytest.fixture(params=LANGUAGES)
def desks(request, qtbot, store, trainee, translations):
    """An exam sitting's Table section (cash steps, no faults) and the Table screen dealing
    the same shoe: the same profile, seed and settings."""
    translations.install(request.param)
    view, _sitting, session, _clock, _rec = open_desk(qtbot, cash_steps=True, fault_percent=0)
    exam_table = session.table
    assert exam_table is not None and exam_table.state().cash, "a buy-in waits in coup 1"
    screen = table_screen(qtbot, store, trainee)
    screen.presenter.start(exam_table.table, exam_table.seed, exam_table.settings)
    table = screen.presenter.session
    assert table is not None and table.state() == exam_table.state()
    return screen, view, table, exam_table


def test_the_same_keys_make_the_same_typed_actions_on_both_desks(qtbot, desks) -> None:
    screen, view, table, exam_table = desks
    desk = view.desk
    seen: dict[str, list[Action]] = {"table": [], "exam": []}
    refused: dict[str, list[str]] = {"table": [], "exam": []}
    for name, each in (("table", screen), ("exam", desk)):
        each.dealer.sig_action.connect(seen[name].append)
        each.dealer.sig_refused.connect(lambda code, _error, n=name: refused[n].append(code))
    # Junk in the chip row for the buy-in's amount: refused alike, no action made.
    for each in (screen, desk):
        press(qtbot, each, ["9 junk"])
        each.chip_entry.clear()
    assert refused == {"table": ["bad_amount"], "exam": ["bad_amount"]}
    assert seen == {"table": [], "exam": []}
    assert desk.refusal.text() == screen.feedback.text() != ""
    expected: list[Action] = []
    while table.phase is not Phase.SETTLE:
        name, args = right_action(table)
        assert right_action(exam_table) == (name, args)
        expected.append(Action(name, args))
        keys = keys_for(name, args)
        press(qtbot, screen, keys)
        press(qtbot, desk, keys)
        assert table.state() == exam_table.state()
    assert {"count_cash", "give_chips", "accept_bets", "deal", "call_totals",
            "call_result"} <= {action.name for action in expected}
    assert seen["table"] == seen["exam"] == expected
    assert all(type(a.args[1]) is Decimal for a in expected if a.name == "count_cash")
    assert all(step.right for step in table.steps) and len(table.steps) == len(expected)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_action_the_session_refuses_is_refused_through_the_presenter(
        qtbot, store, trainee, translations, lang) -> None:
    translations.install(lang)
    screen = table_screen(qtbot, store, trainee)
    screen.presenter.start(PROFILE, 7)
    session = screen.presenter.session
    assert session is not None
    bet = session.state().layout[0]
    # Not a table action (a method of the session all the same), and a payout with no
    # chips: the session's check refuses both; getattr by name ran the first.
    for action in (Action("next_right", ()), Action("_end_coup", ()), Action("pay", (bet,))):
        with qtbot.waitSignal(screen.presenter.sig_action_refused) as refusal:
            assert screen.presenter.act(action) is None
        assert refusal.args == ["bad_choice", None]
        assert screen.feedback.text() == screen.words.refusal("bad_choice")
    assert session.steps == [] and stored(store, trainee) == []
    # The same check lets a right action through, stored before it is shown.
    qtbot.keyClick(screen.felt, Qt.Key.Key_N)
    assert [a.name for a in session.actions] == ["accept_bets"]
    assert len(stored(store, trainee)) == 1
