"""The Table screen (issue 14), coup by coup: a whole coup by keyboard only and by mouse only,
right and wrong, on a deduct, a commission-box (mark) and a no-commission Lucky 6 table;
every graded step stored (kind "table", its cell) before its feedback; junk input refused and
nothing stored; a store failure worded once and retried.

What the right step is comes from the scripted dealer of the core tests
(:func:`tests.support.table_script.right_action`: the engine's functions on what the table
shows), never from the screen.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from tests.support.felt_clicks import click_item
from tests.support.shoe_keys import shoe_life_by_keys, shoe_life_by_mouse
from tests.support.table_script import right_action
from trainer.auth import Actor
from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.tableau import Hand
from trainer.chips import chip_breakdown, chip_key
from trainer.errors import StoreError
from trainer.store import Store
from trainer.table import Phase, TableSettings
from trainer.table.session import Action
from ui.table.view import TableScreen

SETTINGS = TableSettings(fault_rate=0.3, max_coups=1, seats_filled=0.8, flow=2)
"""One coup (then the shoe ends and its boxes are collected), faulty bets on purpose; flow 2,
the flow the seeds below were picked for (flow 3 also makes side bets faulty)."""
TABLES = [("mass-300", 1), ("commission-box-2000", 4), ("no-commission-500", 11)]
"""A deduct, a mark and a no-commission Lucky 6 table, each with a seed whose coup has a
faulty bet, a take and a payout (and, on the mark table, a mark and a box to collect)."""
LEFT = Qt.MouseButton.LeftButton


def open_table(qtbot, store: Store, actor: Actor, profile: str, seed: int) -> TableScreen:
    screen = TableScreen(store, actor)
    qtbot.addWidget(screen)
    screen.resize(1024, 650)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.preset(profile=profile, seed=seed, settings=SETTINGS)
    assert screen.presenter.session is not None
    return screen


def stored(store: Store, actor: Actor) -> list[tuple[str | None, bool]]:
    rows = store.practice.attempts(actor, actor.user_id, "table")
    # The store gives back Cells; the table's steps keep their cell as text.
    return [(None if row.cell is None else str(row.cell), row.correct) for row in reversed(rows)]


def session_steps(screen: TableScreen) -> list[tuple[str | None, bool]]:
    session = screen.presenter.session
    assert session is not None
    return [(step.cell, step.right) for step in session.steps]


def chips_row(chips: tuple[tuple[Decimal, int], ...]) -> str:
    return " ".join(f"{count}x{chip_key(value)}" for value, count in chips)


# ---- keyboard only ----------------------------------------------------------------------------


def select_by_keys(qtbot, screen: TableScreen, target: Bet | int) -> None:
    for _ in range(80):
        if screen.selected == target:
            return
        qtbot.keyClick(screen.felt, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never selected {target}")


def type_row(qtbot, screen: TableScreen, text: str) -> None:
    edit = screen.chip_entry.edit
    assert edit.hasFocus()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def bet_of_seat(screen: TableScreen, seat: int) -> Bet:
    state = screen.presenter.state
    assert state is not None
    return next(b for b in state.accepted if b.seat == seat and b.kind is BetKind.BANKER)


def do_by_keys(qtbot, screen: TableScreen, name: str, args: tuple[object, ...]) -> None:
    felt, key = screen.felt, Qt.Key
    if shoe_life_by_keys(screen, name, args):
        return
    if name == "refuse":
        select_by_keys(qtbot, screen, args[0])  # type: ignore[arg-type]
        qtbot.keyClick(felt, key.Key_R)
    elif name == "accept_bets":
        qtbot.keyClick(felt, key.Key_N)
    elif name == "collect_box":
        seat, amount = args
        select_by_keys(qtbot, screen, seat)  # type: ignore[arg-type]
        qtbot.keyClick(felt, key.Key_C)
        type_row(qtbot, screen, f"{amount:f}")
    elif name == "deal":
        qtbot.keyClick(felt, key.Key_P if args[0] is Hand.PLAYER else key.Key_B)
    elif name == "call_totals":
        qtbot.keyClicks(felt, f"{args[0]}{args[1]}")
    elif name == "draw":
        qtbot.keyClick(felt, key.Key_D if args[1] else key.Key_S)
    elif name == "call_result":
        winner, *flags = args
        for flag_key, on in zip((key.Key_1, key.Key_2, key.Key_3, key.Key_6), flags,
                                strict=True):
            if on:
                qtbot.keyClick(felt, flag_key)
        qtbot.keyClick(felt, {Outcome.PLAYER: key.Key_P, Outcome.BANKER: key.Key_B,
                              Outcome.TIE: key.Key_T}[winner])  # type: ignore[index]
    elif name == "take":
        select_by_keys(qtbot, screen, args[0])  # type: ignore[arg-type]
        qtbot.keyClick(felt, key.Key_T)
    elif name == "pay":
        select_by_keys(qtbot, screen, args[0])  # type: ignore[arg-type]
        qtbot.keyClick(felt, key.Key_Return)
        type_row(qtbot, screen, chips_row(args[1]))  # type: ignore[arg-type]
    elif name == "mark":
        seat, amount = args
        select_by_keys(qtbot, screen, bet_of_seat(screen, seat))  # type: ignore[arg-type]
        qtbot.keyClick(felt, key.Key_M)
        type_row(qtbot, screen, f"{amount:f}")
    elif name in ("count_cash", "give_chips", "colour_up"):  # issue 24, point 13
        text = f"{args[1]:f}" if name == "count_cash" else chips_row(args[1])  # type: ignore[arg-type]
        qtbot.keyClicks(felt, text[0])  # the first key opens the row
        qtbot.keyClicks(screen.chip_entry.edit, text[1:])
        qtbot.keyClick(screen.chip_entry.edit, key.Key_Return)
    elif name in SHOE_END_KEYS:  # the shoe's ends (arts. 2, 3), under shoe_life
        qtbot.keyClick(felt, SHOE_END_KEYS[name][bool(args[0])])
    else:
        raise AssertionError(name)


SHOE_END_KEYS = {"answer_demo": (Qt.Key.Key_F, Qt.Key.Key_G),
                 "announce_last": (Qt.Key.Key_O, Qt.Key.Key_L),
                 "close_shoe": (Qt.Key.Key_S, Qt.Key.Key_E)}
"""The keys of the shoe's ends (ui.felt.shoe_end): (for False, for True)."""


# ---- mouse only -------------------------------------------------------------------------------


def click(qtbot, widget) -> None:
    assert widget.isVisible(), widget.objectName()
    qtbot.mouseClick(widget, LEFT)


def click_chips(qtbot, screen: TableScreen, chips: tuple[tuple[Decimal, int], ...]) -> None:
    tray = {chip.value: chip for chip in screen.felt.tray}
    for value, count in chips:
        for _ in range(count):
            click_item(qtbot, screen.felt, tray[value])


def do_by_mouse(qtbot, screen: TableScreen, name: str, args: tuple[object, ...]) -> None:
    table = screen.presenter.table
    assert table is not None
    if shoe_life_by_mouse(screen, name, args):
        return
    if name in ("refuse", "take", "pay"):
        click_item(qtbot, screen.felt, screen.felt.stacks[args[0]])  # type: ignore[index]
    if name == "refuse":
        click(qtbot, screen.refuse_button)
    elif name == "accept_bets":
        click(qtbot, screen.no_more_bets_button)
    elif name == "collect_box":
        seat, amount = args
        click_item(qtbot, screen.felt, screen.felt.boxes[seat])  # type: ignore[index]
        click_chips(qtbot, screen, chip_breakdown(amount, table.chips))  # type: ignore[arg-type]
        click(qtbot, screen.collect_button)
    elif name == "deal":
        click(qtbot, screen.deal_player_button if args[0] is Hand.PLAYER
              else screen.deal_banker_button)
    elif name == "call_totals":
        for total in args:
            click(qtbot, screen.digit_buttons[total])  # type: ignore[index]
    elif name == "draw":
        click(qtbot, screen.draw_button if args[1] else screen.stand_button)
    elif name == "call_result":
        winner, *flags = args
        for flag, on in zip(("player_pair", "banker_pair", "natural", "banker_six"), flags,
                            strict=True):
            if on:
                click(qtbot, screen.flag_buttons[flag])
        click(qtbot, screen.winner_buttons[winner])  # type: ignore[index]
    elif name == "take":
        click(qtbot, screen.take_button)
    elif name == "pay":
        click_chips(qtbot, screen, args[1])  # type: ignore[arg-type]
        click(qtbot, screen.pay_button)
    elif name == "mark":
        seat, amount = args
        click_item(qtbot, screen.felt,
                   screen.felt.stacks[bet_of_seat(screen, seat)])  # type: ignore[index]
        click_chips(qtbot, screen, chip_breakdown(amount, table.chips))  # type: ignore[arg-type]
        click(qtbot, screen.mark_button)
    else:
        raise AssertionError(name)


# ---- a whole coup -----------------------------------------------------------------------------


def play_coup(qtbot, screen: TableScreen, store: Store, actor: Actor, by_keys: bool) -> set[str]:
    """Deal the whole (one-coup) shoe; the first card goes to the Banker, wrong on purpose."""
    session = screen.presenter.session
    assert session is not None
    do = do_by_keys if by_keys else do_by_mouse
    wrong_done = False
    cells: set[str] = set()
    while not session.finished:
        name, args = right_action(session)
        if name == "deal" and not wrong_done:
            wrong_done = True
            do(qtbot, screen, "deal", (Hand.BANKER,))
            step = session.steps[-1]
            assert (step.cell, step.right) == ("order", False)
            assert screen.presenter.waiting
            assert "Baccarat art. 7" in screen.feedback.text()
            assert "Right: a card to the Player" in screen.feedback.text()
            assert stored(store, actor) == session_steps(screen)  # stored before it showed
            count = len(session.steps)
            # The table waits: an action key is refused, nothing is graded or stored; the
            # step's buttons are hidden until Enter (only "Go on" and the lesson's show).
            if by_keys:
                qtbot.keyClick(screen.felt, Qt.Key.Key_P)
            else:
                assert not screen.deal_player_button.isVisible()
                assert screen.go_on_button.isVisible()
            assert len(session.steps) == count and len(stored(store, actor)) == count
            assert "Enter" in screen.feedback.text()
            if by_keys:
                qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
            else:
                click(qtbot, screen.go_on_button)
            assert not screen.presenter.waiting
            continue
        before = len(session.steps)
        do(qtbot, screen, name, args)
        assert len(session.steps) == before + 1, (name, args, screen.feedback.text())
        step = session.steps[-1]
        assert step.right, (name, args, step)
        assert screen.feedback.text().startswith("✓")
        cells.add(step.cell)
    assert wrong_done
    assert stored(store, actor) == session_steps(screen)
    return cells


@pytest.mark.parametrize(("profile", "seed"), TABLES)
@pytest.mark.parametrize("by_keys", [True, False], ids=["keyboard", "mouse"])
def test_a_whole_coup(qtbot, store, trainee, profile: str, seed: int, by_keys: bool) -> None:
    screen = open_table(qtbot, store, trainee, profile, seed)
    cells = play_coup(qtbot, screen, store, trainee, by_keys)
    assert any(c.startswith("fault:") for c in cells)
    assert {"bets", "order", "call:totals", "call:result", "take"} <= cells
    assert any(c.startswith("pay:") for c in cells)
    if profile == "commission-box-2000":
        assert {"mark", "collect"} <= cells
    if profile == "no-commission-500":
        assert "pay:lucky_6" in cells
    rows = store.practice.attempts(trainee, trainee.user_id, "table")
    assert all(row.drill_kind == "table" for row in rows)
    assert any(str(row.cell) == "order" and not row.correct and row.article == "bac.7"
               for row in rows)


def test_hint_shows_the_next_right_step(qtbot, store, trainee) -> None:
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    session = screen.presenter.session
    assert session is not None
    qtbot.keyClick(screen.felt, Qt.Key.Key_H)
    name, args = right_action(session)
    assert name == "refuse"
    assert screen.feedback.text() == screen.words.hint("refuse", args)
    assert str(args[0].seat) in screen.feedback.text()  # type: ignore[attr-defined]
    assert session.steps == [] and stored(store, trainee) == []


def reach_payout(qtbot, screen: TableScreen) -> tuple[Bet, tuple[tuple[Decimal, int], ...]]:
    session = screen.presenter.session
    assert session is not None
    while True:
        name, args = right_action(session)
        if name == "pay":
            return args  # type: ignore[return-value]
        do_by_keys(qtbot, screen, name, args)


@pytest.mark.parametrize("junk", ["2xq", "3x7", "x", "-1x100", "1x100 zz"])
def test_junk_chips_are_refused_and_nothing_stored(qtbot, store, trainee, junk: str) -> None:
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    bet, _chips = reach_payout(qtbot, screen)
    session = screen.presenter.session
    assert session is not None
    count = len(session.steps)
    select_by_keys(qtbot, screen, bet)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    type_row(qtbot, screen, junk)
    assert len(session.steps) == count
    assert len(stored(store, trainee)) == count
    assert not screen.presenter.waiting
    assert screen.feedback.text() and not screen.feedback.text().startswith("✗")
    assert screen.chip_entry.text() == junk  # left to correct


def test_keys_out_of_turn_are_refused_and_nothing_stored(qtbot, store, trainee) -> None:
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    session = screen.presenter.session
    assert session is not None
    screen.presenter.act(Action("deal", (Hand.PLAYER,)))  # no deal key before no more bets
    screen.presenter.act(Action("take", (session.state().layout[0],)))
    screen.presenter.act(Action("collect_box", (3, Decimal(100))))
    assert session.steps == [] and stored(store, trainee) == []
    assert screen.feedback.text() == screen.words.refusal("no_boxes")


def test_a_store_failure_is_worded_once_and_the_step_retried(
    qtbot, store, trainee, monkeypatch
) -> None:
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    session = screen.presenter.session
    assert session is not None
    name, args = right_action(session)
    real = store.table_shoes.record_step

    def down(actor: Actor, *_given: object, **_how: object) -> None:
        raise StoreError("unreachable", "server down", params={"server": "db.school"})

    monkeypatch.setattr(store.table_shoes, "record_step", down)
    do_by_keys(qtbot, screen, name, args)
    box = screen.unsaved_box
    assert box is not None and box.isVisible()
    assert "db.school" in box.text()
    assert session.steps == [] and session.phase is Phase.BETS
    monkeypatch.setattr(store.table_shoes, "record_step", real)
    screen.presenter.retry_unsaved()
    assert [s.cell for s in session.steps] == [session.steps[0].cell]
    assert stored(store, trainee) == session_steps(screen)
    box.close()


def test_the_screen_registers_as_table_ctrl_7(qtbot, store, trainee) -> None:
    from ui.main_window import SCREENS

    entry = next(e for e in SCREENS if e.key == "table")
    assert entry.shortcut == "Ctrl+7" and not entry.instructor_only
    assert entry.factory is not None
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    assert (screen.title(), screen.shortcut()) == ("Table", "Ctrl+7")
    session_id = screen.presenter.session_id
    screen.leave()
    assert screen.presenter.session is None and session_id is not None


def test_clock_mode_no_hints_no_waiting_mistakes_after_the_coup_and_a_score_card(
    qtbot, store, trainee
) -> None:
    screen = TableScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.resize(1024, 650)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.preset(profile="mass-300", seed=1, mode="clock",
                  settings=TableSettings(fault_rate=0.3, max_coups=2, seats_filled=0.8))
    session = screen.presenter.session
    assert session is not None and screen.presenter.clock_mode
    assert not screen.hint_button.isVisible()
    qtbot.keyClick(screen.felt, Qt.Key.Key_H)
    assert screen.feedback.text() == screen.words.refusal("no_hints")
    wrong_done = False
    coup_texts: list[str] = []
    screen.presenter.sig_coup_finished.connect(lambda *_: coup_texts.append(
        screen.feedback.text()))
    while not session.finished:
        name, args = right_action(session)
        if name == "deal" and not wrong_done:
            wrong_done = True
            do_by_keys(qtbot, screen, "deal", (Hand.BANKER,))
            assert not session.steps[-1].right and not screen.presenter.waiting
            assert screen.feedback.text().startswith("✗")
            assert "art." not in screen.feedback.text()  # explained after the coup
            continue
        do_by_keys(qtbot, screen, name, args)
        assert session.steps[-1].right
    assert len(coup_texts) == 2
    assert "Coup 1" in coup_texts[0] and "Baccarat art. 7" in coup_texts[0]
    assert "No mistakes" in coup_texts[1]
    box = screen.score_box
    assert box is not None and box.isVisible()
    text = box.text()
    assert "Coups per hour" in text and "(target 50)" in text
    assert "Order: " in text and "Mistakes: 1" in text
    assert stored(store, trainee) == session_steps(screen)
    box.close()


def test_progress_and_logs_name_the_table_drill(translations) -> None:
    """The steps are stored under drill kind "table": charts, filters and logs name it."""
    from ui.words import drill_kind_label

    assert drill_kind_label("table") == "Table"
    translations.install("zh-Hant")
    assert drill_kind_label("table") == "賭枱"


def test_table_mode_and_new_shoe_by_keys_only(qtbot, store, trainee) -> None:
    """A keyboard-only dealer picks the table (Alt+T) and the mode (Tab), and deals a new
    shoe there (Ctrl+N); the felt then has the keys again."""
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    screen._preset = {}  # from here on, only what the keys chose
    assert screen.felt.hasFocus()
    qtbot.keyClick(screen.felt, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    assert screen.table_combo.hasFocus()
    names = [screen.table_combo.itemData(i) for i in range(screen.table_combo.count())]
    target = "commission-box-2000"
    for _ in range(names.index(target) - names.index("mass-300")):
        qtbot.keyClick(screen.table_combo, Qt.Key.Key_Down)
    assert screen.table_combo.currentData() == target
    qtbot.keyClick(screen.table_combo, Qt.Key.Key_Tab)
    assert screen.mode_combo.hasFocus()
    qtbot.keyClick(screen.mode_combo, Qt.Key.Key_Down)
    old = screen.presenter.session
    qtbot.keyClick(screen.mode_combo, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: screen.presenter.session is not old)  # a shortcut's click
    table = screen.presenter.table
    assert table is not None and table.name == target
    assert screen.presenter.clock_mode
    assert screen.felt.hasFocus()


def test_a_new_table_shows_only_its_own_chips_in_the_tray(qtbot, store, trainee) -> None:
    """The tray of the table left behind does not linger under the new one's."""
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    screen.preset(profile="commission-box-2000", seed=4, settings=SETTINGS)
    table = screen.presenter.table
    assert table is not None and table.name == "commission-box-2000"
    shown = [chip.value for chip in screen.felt.tray]
    assert sorted(shown, reverse=True) == sorted(table.chips, reverse=True)


def test_a_box_is_collected_by_typing_its_amount_on_the_felt(qtbot, store, trainee) -> None:
    """At the shoe's end, as the prompt says: select the box, type the amount, Enter."""
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 4)
    session = screen.presenter.session
    assert session is not None
    while True:
        name, args = right_action(session)
        if name == "collect_box" and session.phase is Phase.SHOE_END:
            break
        do_by_keys(qtbot, screen, name, args)
    seat, amount = args
    assert "Enter" in screen.prompt.text()
    select_by_keys(qtbot, screen, seat)  # type: ignore[arg-type]
    qtbot.keyClicks(screen.felt, f"{amount:f}"[0])
    assert screen.chip_entry.edit.hasFocus()
    qtbot.keyClicks(screen.chip_entry.edit, f"{amount:f}"[1:])
    qtbot.keyClick(screen.chip_entry.edit, Qt.Key.Key_Return)
    step = session.steps[-1]
    assert (step.cell, step.right) == ("collect", True)
    assert stored(store, trainee) == session_steps(screen)


def test_a_chip_the_table_lacks_is_refused_naming_the_table_s_chip_keys(
    qtbot, store, trainee
) -> None:
    """The felt's tray shows no keys under its chips, so the refusal names them."""
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    bet, _chips = reach_payout(qtbot, screen)
    table = screen.presenter.table
    assert table is not None and Decimal(2000) not in table.chips
    select_by_keys(qtbot, screen, bet)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    type_row(qtbot, screen, "2k")
    keys = " ".join(chip_key(chip) for chip in sorted(table.chips, reverse=True))
    assert screen.feedback.text().endswith(f"Its chips: {keys}."), screen.feedback.text()


def test_shipped_tables_are_named_in_the_users_language_and_the_score_card_too(
    qtbot, store, trainee, translations
) -> None:
    """Issue 12 point 7: in 繁體中文 the table list shows the shipped profiles' names, not
    their ids (``mass-300``), reworded on a language change; the score card's button is the
    screen's own, worded in the language too, with no icon."""
    from trainer.baccarat.table import DEFAULT_PROFILES

    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    combo = screen.table_combo
    english = {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}
    assert set(DEFAULT_PROFILES) <= set(english)
    assert all(english[name] != name for name in DEFAULT_PROFILES)  # named, not the id
    label = screen.table_label.text()
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: screen.table_label.text() != label)  # LanguageChange is posted
    chinese = {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}
    for name in DEFAULT_PROFILES:
        assert chinese[name] not in (name, english[name])
        assert any("\u4e00" <= c <= "\u9fff" for c in chinese[name])  # worded in Chinese
    screen.preset(profile="mass-300", seed=2, mode="clock",
                  settings=TableSettings(fault_rate=0.0, max_coups=1, seats_filled=0.5))
    session = screen.presenter.session
    assert session is not None
    while not session.finished:
        do_by_keys(qtbot, screen, *right_action(session))
    box = screen.score_box
    assert box is not None and box.isVisible()
    buttons = box.buttons()
    assert buttons == [screen.score_ok]
    assert buttons[0].text() not in ("", "OK", "&OK")
    assert buttons[0].icon().isNull()
    box.close()


def test_the_feedback_line_follows_a_language_change(qtbot, store, trainee, translations
                                                     ) -> None:
    """A newcomer who switches to 繁體中文 mid-coup reads the last feedback (a wrong step's
    explanation, then a refused chip row) in Chinese, not left in English under a Chinese
    prompt."""
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    session = screen.presenter.session
    assert session is not None
    while right_action(session)[0] != "deal":
        do_by_keys(qtbot, screen, *right_action(session))
    qtbot.keyClick(screen.felt, Qt.Key.Key_B)  # the Banker's card first: wrong (art. 7)
    english = screen.feedback.text()
    assert "Baccarat art. 7" in english
    prompt = screen.prompt.text()
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: screen.prompt.text() != prompt)  # LanguageChange is posted
    chinese = screen.feedback.text()
    assert chinese != english and "Baccarat" not in chinese
    assert "百家樂" in chinese and "7" in chinese
    assert any("\u4e00" <= c <= "\u9fff" for c in chinese)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    while right_action(session)[0] != "pay":
        do_by_keys(qtbot, screen, *right_action(session))
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    type_row(qtbot, screen, "abc")  # junk: refused, worded in Chinese
    refused = screen.feedback.text()
    assert "abc" in refused and any("\u4e00" <= c <= "\u9fff" for c in refused)
    translations.install("en")
    qtbot.waitUntil(lambda: screen.feedback.text() != refused)
    assert screen.feedback.text().startswith("abc: not a chip")


def test_the_bet_tab_selects_is_named_with_its_amount_and_chips(qtbot, store, trainee) -> None:
    """A keyboard-only dealer sees no tooltip: the line above the buttons names the bet (its
    seat, amount and chips) that Tab has selected, and follows each Tab."""
    from trainer.money import format_hkd

    screen = open_table(qtbot, store, trainee, "commission-box-2000", 4)
    session = screen.presenter.session
    assert session is not None
    while right_action(session)[0] not in ("take", "pay"):
        do_by_keys(qtbot, screen, *right_action(session))
    seen = set()
    for _ in range(3):
        qtbot.keyClick(screen.felt, Qt.Key.Key_Tab)
        bet = screen.selected
        assert isinstance(bet, Bet)
        prompt = screen.selection.text()
        assert screen.selection.isVisible()
        assert prompt.startswith(f"Selected: Seat {bet.seat}, ")
        assert format_hkd(bet.amount) in prompt.partition("Selected:")[2]
        for value, count in dict(session.state().stacks)[bet]:
            assert f"{count} × {format_hkd(value, symbol=False)}" in prompt
        seen.add(prompt)
    assert len(seen) > 1  # the line follows the selection


def test_a_key_the_step_has_no_use_for_is_answered_not_ignored(qtbot, store, trainee) -> None:
    """A newcomer pressing a letter or digit the step has no use for (Z at the bets, D
    before the cards are dealt, 7 with no box selected) is told "not now"; nothing is
    graded or stored, and keys with Ctrl are left to the shortcuts."""
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    session = screen.presenter.session
    assert session is not None
    assert session.phase is Phase.BETS
    for key in (Qt.Key.Key_Z, Qt.Key.Key_7):
        screen.feedback.clear()
        qtbot.keyClick(screen.felt, key)
        assert screen.feedback.text() == "Not now: that is not this step of the coup."
    while session.phase is Phase.BETS:
        do_by_keys(qtbot, screen, *right_action(session))
    assert session.phase is Phase.DEAL
    screen.feedback.clear()
    qtbot.keyClick(screen.felt, Qt.Key.Key_D)
    assert screen.feedback.text() == "Not now: that is not this step of the coup."
    assert stored(store, trainee) == session_steps(screen)  # nothing graded for the keys
    assert all(step.right for step in session.steps)
    screen.feedback.clear()
    qtbot.keyClick(screen.felt, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.feedback.text() == ""  # a key with Ctrl is left to the shortcuts
