"""A coup in a few dozen keys (issue 24 point 8) and the shoe's own questions (point 9), by real
keys, in English and 繁體中文.

Point 8: Tab walks the bets in the table's take-and-pay order (the profile's PayOrder) and the
selection moves on to the next bet after each right step, not back to the first; A takes every
bet of the selected side, each a graded, stored take; a payout is typed as the amount on a
table graded on the amount only (ChipPayout.AMOUNT), and refused as chips elsewhere; a few
coups dealt by keys alone stay within the bound of keys per coup.

Point 9: Ctrl+N asks before giving up a half-dealt shoe; "Keep dealing" is the default of the
Leave question every time; the top rows show the running shoe's settings, or say they are for
the next shoe; a kept shoe is offered at its coup and resumed without the last feedback.

The right step comes from the scripted dealer (the engine's functions on what the table
shows), never from the screen.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.test_table_house_rules import by_presenter, open_screen
from tests.gui.test_table_screen import stored
from tests.support.key_dealer import KeyDealer
from tests.support.table_script import _settlement as settlement_of
from tests.support.table_script import right_action
from trainer.auth import Actor
from trainer.baccarat.settlement import Bet, BetResult
from trainer.baccarat.table import DEFAULT_PROFILES, ChipPayout, PayOrder, TableRules
from trainer.store import Store
from trainer.table import Phase, TableSession, TableSettings
from trainer.table.difficulty import PRESETS, Difficulty
from ui.table.view import TableScreen

CODES = ("en", "zh-Hant")
MID = DEFAULT_PROFILES["mass-1000"]
FULL = TableSettings(seats_filled=0.9, fault_rate=0.0, max_coups=4)
KEYS_PER_COUP = 40
"""A guard against the keys a coup takes growing again (before issue 24 a coup took about
100), on a few coups. It is not issue 24's target (a median of 30 on a Standard 7-seat
table), which the bench measures over whole shoes (tests/bench/table.py: median 35 on this
amount-graded deducting table, 45-52 where the chips are graded or commission is marked;
the answers alone, without the selection's moves, take 30 and 39.5-48): the issue is blocked
on that target."""


def session_of(screen: TableScreen) -> TableSession:
    session = screen.presenter.session
    assert session is not None
    return session


def deal_to(screen: TableScreen, rules: TableRules, store: Store, instructor: Actor,
            wanted: Callable[[TableSession], bool]) -> TableSession:
    """Deal (through the presenter, every step right) shoes of ``rules`` from seed 0 on
    until the table stands where ``wanted`` says."""
    for seed in range(80):
        screen.preset(profile=rules.name, seed=seed, settings=FULL)
        session = session_of(screen)
        while not session.finished:
            if wanted(session):
                return session
            step = by_presenter(screen.presenter, *right_action(session))
            assert step is not None and step.right
    raise AssertionError("no seed deals that table")


def settle_phase(session: TableSession) -> bool:
    return session.phase is Phase.SETTLE and not session.state().taken


def losers(session: TableSession) -> list[Bet]:
    state = session.state()
    return [ln.bet for ln in settlement_of(state, session).losers if ln.bet not in state.taken]


def results(session: TableSession) -> dict[Bet, BetResult]:
    return {ln.bet: ln.result for ln in settlement_of(session.state(), session).lines}


def walk_of(session: TableSession) -> list[Bet]:
    """What Tab should walk at the settlement, in the take-and-pay order: the losing bets not
    yet taken, then the others (not marked), each part seat by seat in the table's order, a
    seat's bets as they lie."""
    state = session.state()
    sign = -1 if session.table.pay_order is PayOrder.RIGHT_TO_LEFT else 1
    lost = set(losers(session))
    return sorted((b for b in state.accepted if b not in state.taken and b not in state.marked),
                  key=lambda b: (b not in lost, sign * b.seat))


def tab_to(qtbot, screen: TableScreen, target: Bet) -> int:
    for n in range(60):
        if screen.selected == target:
            return n
        qtbot.keyClick(screen.felt, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never selected {target}")


# ---- point 8: the selection in the table's order ------------------------------------------


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("order", list(PayOrder))
def test_tab_walks_the_bets_in_the_tables_order_and_moves_on_after_a_take(
    qtbot, store, instructor, translations, code, order,
) -> None:
    translations.install(code)
    rules = replace(MID, name=f"Order {order.value}", pay_order=order)
    screen = open_screen(qtbot, store, instructor, rules)

    def taken_mid_walk(session: TableSession) -> bool:
        # A loser that is neither the first in the walk nor followed by it.
        if not settle_phase(session):
            return False
        walk = walk_of(session)
        return any(0 < walk.index(b) < len(walk) - 2 for b in losers(session))

    session = deal_to(screen, rules, store, instructor, taken_mid_walk)
    walk = walk_of(session)
    lost = set(losers(session))
    seats = [item.seat for item in walk if item in lost]
    first = max(seats) if order is PayOrder.RIGHT_TO_LEFT else min(seats)
    assert isinstance(screen.selected, Bet) and screen.selected.seat == first
    shown = [screen.selected]
    for _ in range(len(walk) - 1):  # by Tab: the losers, then the winners, as the table pays
        qtbot.keyClick(screen.felt, Qt.Key.Key_Tab)
        assert isinstance(screen.selected, Bet)
        shown.append(screen.selected)
    assert shown == walk
    for part in ([b.seat for b in shown if b in lost], [b.seat for b in shown if b not in lost]):
        assert part == sorted(part, reverse=order is PayOrder.RIGHT_TO_LEFT), shown
    assert screen.selection.text()  # the bet selected is named
    loser = next(b for b in walk if b in losers(session) and 0 < walk.index(b) < len(walk) - 2)
    tab_to(qtbot, screen, loser)
    qtbot.keyClick(screen.felt, Qt.Key.Key_T)
    assert session.steps[-1].right and loser in session.state().taken
    # On to the next bet of the walk, not back to its first.
    assert screen.selected == walk[walk.index(loser) + 1]


@pytest.mark.parametrize("code", CODES)
def test_after_a_take_the_selection_goes_to_a_loser_while_any_is_left(
    qtbot, store, instructor, translations, code,
) -> None:
    """A new trainee took seat 7's losers with T and was moved to a winner while seat 6's
    losers were still on the layout: T there was wrong ("pay it"), and paying it was wrong too
    ("take every losing bet first"). Every take moves on to a loser while one is left."""
    translations.install(code)
    rules = replace(MID, name="Losers first")
    screen = open_screen(qtbot, store, instructor, rules)

    def losers_after_a_winner(session: TableSession) -> bool:
        # A winner lies, seat by seat, between two losers: the walk by seat alone would stop
        # on it in the middle of the takes.
        if not settle_phase(session):
            return False
        sign = -1 if rules.pay_order is PayOrder.RIGHT_TO_LEFT else 1
        by_seat = sorted(session.state().accepted, key=lambda b: sign * b.seat)
        lost = set(losers(session))
        marks = [b in lost for b in by_seat]
        return any(not m for m in marks[marks.index(True):len(marks) - marks[::-1].index(True)])

    session = deal_to(screen, rules, store, instructor, losers_after_a_winner)
    while losers(session):
        assert screen.selected in losers(session), screen.selected
        qtbot.keyClick(screen.felt, Qt.Key.Key_T)
        assert session.steps[-1].right
    assert screen.selected is not None and screen.selected not in session.state().taken
    assert results(session)[screen.selected] is not BetResult.LOSE  # type: ignore[index]


@pytest.mark.parametrize("code", CODES)
def test_one_key_takes_every_bet_of_the_selected_side(
    qtbot, store, instructor, translations, code,
) -> None:
    translations.install(code)
    rules = replace(MID, name="Sweep table")
    screen = open_screen(qtbot, store, instructor, rules)

    def two_of_a_losing_side(session: TableSession) -> bool:
        if not settle_phase(session):
            return False
        kinds = [b.kind for b in losers(session)]
        won = {b.kind for b, r in results(session).items() if r is BetResult.WIN}
        return any(kinds.count(k) >= 2 for k in kinds) and bool(won)

    session = deal_to(screen, rules, store, instructor, two_of_a_losing_side)
    state = session.state()
    # A winning side first: one graded, stored wrong take; nothing is taken.
    winner = next(b for b, r in results(session).items() if r is BetResult.WIN)
    before = len(session.steps)
    tab_to(qtbot, screen, winner)
    qtbot.keyClick(screen.felt, Qt.Key.Key_A)
    assert [s.right for s in session.steps[before:]] == [False]
    assert session.state().taken == ()
    assert screen.feedback.text().startswith("✗")
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)  # go on
    assert not screen.presenter.waiting
    kind = next(k for k in (b.kind for b in losers(session))
                if [b.kind for b in losers(session)].count(k) >= 2)
    side = [b for b in state.accepted if b.kind is kind]
    tab_to(qtbot, screen, side[-1])
    before = len(session.steps)
    qtbot.keyClick(screen.felt, Qt.Key.Key_A)  # one key
    new = session.steps[before:]
    assert len(new) == len(side) and all(s.right and s.cell == "take" for s in new)
    assert set(side) <= set(session.state().taken)
    rows = stored(store, instructor)
    assert rows[-len(side):] == [("take", True)] * len(side)  # each stored as a take
    assert screen.selected not in side


# ---- point 8: a payout typed as the amount ------------------------------------------------


def _first_payout(session: TableSession) -> bool:
    return session.phase is Phase.SETTLE and right_action(session)[0] == "pay"


@pytest.mark.parametrize("code", CODES)
def test_a_payout_is_typed_as_the_amount_on_a_table_graded_on_the_amount(
    qtbot, store, instructor, translations, code,
) -> None:
    translations.install(code)
    rules = replace(MID, name="Amount table", chip_payout=ChipPayout.AMOUNT)
    screen = open_screen(qtbot, store, instructor, rules)
    session = deal_to(screen, rules, store, instructor, _first_payout)
    _name, (bet, amount) = right_action(session)
    assert isinstance(amount, type(bet.amount))  # the engine expects an amount here
    # The row asks for it, and says Enter pays (issue 25 point 7).
    assert screen.chip_entry.edit_label.text() == QCoreApplication.translate(
        "FeltDesk", "Pay (amount):")
    assert tr("A takes every bet of the selected bet's side.") in screen.prompt.text()
    tab_to(qtbot, screen, bet)
    rows = len(stored(store, instructor))
    wrong = f"{amount + 5:f}"
    qtbot.keyClicks(screen.felt, wrong[0])  # a digit on the felt opens the row with it
    qtbot.keyClicks(screen.chip_entry.edit, wrong[1:])
    qtbot.keyClick(screen.chip_entry.edit, Qt.Key.Key_Return)
    step = session.steps[-1]
    assert not step.right and step.cell == f"pay:{bet.kind.value}"
    assert step.given == wrong and step.expected == f"{amount}"
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)  # go on
    assert screen.selected == bet
    typed = f"{amount:,f}"  # as a trainee types it, with its thousands comma
    qtbot.keyClicks(screen.felt, typed[0])
    qtbot.keyClicks(screen.chip_entry.edit, typed[1:])
    qtbot.keyClick(screen.chip_entry.edit, Qt.Key.Key_Return)
    assert session.steps[-1].right and bet in session.state().paid
    assert stored(store, instructor)[rows:] == [(f"pay:{bet.kind.value}", False),
                                                (f"pay:{bet.kind.value}", True)]


@pytest.mark.parametrize("code", CODES)
def test_an_amount_is_refused_where_the_chips_are_graded(
    qtbot, store, instructor, translations, code,
) -> None:
    translations.install(code)
    rules = replace(MID, name="Chips table")
    screen = open_screen(qtbot, store, instructor, rules)

    def paid_in_two_chips_or_more(session: TableSession) -> bool:
        if not _first_payout(session):
            return False
        chips = right_action(session)[1][1]
        return isinstance(chips, tuple) and sum(n for _v, n in chips) >= 2

    session = deal_to(screen, rules, store, instructor, paid_in_two_chips_or_more)
    _name, (bet, chips) = right_action(session)
    assert isinstance(chips, tuple)
    tab_to(qtbot, screen, bet)
    steps, rows = len(session.steps), len(stored(store, instructor))
    amount = sum((v * n for v, n in chips), type(bet.amount)(0))
    typed = f"{amount:f}"
    qtbot.keyClicks(screen.felt, typed[0])
    qtbot.keyClicks(screen.chip_entry.edit, typed[1:])
    qtbot.keyClick(screen.chip_entry.edit, Qt.Key.Key_Return)
    # The amount read as one chip of that value, which the tray has not: refused, worded,
    # nothing graded or stored.
    assert amount not in rules.chips
    assert len(session.steps) == steps and len(stored(store, instructor)) == rows
    assert screen.feedback.text() and "Traceback" not in screen.feedback.text()


# ---- point 8: keys per coup ---------------------------------------------------------------


@pytest.mark.parametrize("code", CODES)
def test_a_few_coups_by_keys_alone_stay_within_the_bound(
    qtbot, store, instructor, translations, code,
) -> None:
    translations.install(code)
    rules = replace(MID, name="Keys table", chip_payout=ChipPayout.AMOUNT)
    screen = open_screen(qtbot, store, instructor, rules)
    screen.preset(profile=rules.name, seed=1, settings=PRESETS[Difficulty.STANDARD].settings(
        TableSettings(max_coups=5)))
    dealer = KeyDealer(screen)  # counts every key event it sends
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    keys = dealer.play(app)
    assert len(keys) == 5 and all(right for _cell, right in stored(store, instructor))
    assert statistics.median(keys) <= KEYS_PER_COUP, keys


# ---- point 9: the shoe's own questions and its settings -----------------------------------


def half_dealt(qtbot, store: Store, instructor: Actor, name: str = "Shoe table",
               **preset: object) -> TableScreen:
    rules = replace(MID, name=name)
    screen = open_screen(qtbot, store, instructor, rules)
    screen.preset(profile=name, seed=0, settings=FULL, **preset)
    session = session_of(screen)
    for _ in range(3):
        step = by_presenter(screen.presenter, *right_action(session))
        assert step is not None and step.right
    assert screen.presenter.half_dealt()
    return screen


def tr(source: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("TableScreen", source)


def alt_key(qtbot, box: QWidget, key: Qt.Key) -> None:
    """Alt+``key`` in ``box``, made the active window first (offscreen: by hand), as a
    message box is when it opens; a button's Alt key clicks it a moment later (animated)."""
    box.activateWindow()
    qtbot.waitUntil(box.isActiveWindow)
    qtbot.keyClick(box, key, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not box.isVisible())


@pytest.mark.parametrize("code", CODES)
def test_ctrl_n_asks_before_giving_up_a_half_dealt_shoe(
    qtbot, store, instructor, translations, code,
) -> None:
    translations.install(code)
    screen = half_dealt(qtbot, store, instructor)
    session, steps = session_of(screen), len(session_of(screen).steps)
    old_shoe = screen.presenter.shoe_id
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(screen.felt, Qt.Key.Key_N, ctrl)
    qtbot.waitUntil(lambda: screen.new_shoe_box is not None)  # a shortcut's click
    box = screen.new_shoe_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert box.text() == tr("Coup {0} of this shoe is under way. A new shoe ends this one "
                            "here; every step you dealt is saved.").format(1)
    assert screen.presenter.session is session  # nothing given up yet
    qtbot.keyClick(box, Qt.Key.Key_Return)  # the default: keep dealing
    assert not box.isVisible()
    assert screen.presenter.session is session and len(session.steps) == steps
    screen.activateWindow()  # the box gave the window back (offscreen: by hand)
    qtbot.waitUntil(screen.isActiveWindow)
    qtbot.keyClick(screen.felt, Qt.Key.Key_N, ctrl)
    qtbot.waitUntil(box.isVisible)
    assert screen.give_up_button is not None
    alt_key(qtbot, box, Qt.Key.Key_N)  # New shoe by its Alt key
    assert screen.presenter.session is not None and screen.presenter.session is not session
    kept = [shoe.id for shoe in screen.presenter.kept_shoes()]
    assert old_shoe is not None and old_shoe not in kept  # given up, not kept
    fresh = screen.presenter.session
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    qtbot.keyClick(screen.felt, Qt.Key.Key_N, ctrl)  # nothing dealt yet: no question
    qtbot.waitUntil(lambda: screen.presenter.session is not fresh)
    assert not box.isVisible()


@pytest.mark.parametrize("code", CODES)
def test_keep_dealing_is_the_leave_questions_default_every_time(
    qtbot, store, instructor, translations, code,
) -> None:
    translations.install(code)
    screen = half_dealt(qtbot, store, instructor)
    left: list[bool] = []
    assert not screen.confirm_leave(lambda: left.append(True))
    box = screen.leave_box
    assert box is not None and box.isVisible() and screen.leave_button is not None
    assert box.defaultButton() is screen.keep_button
    alt_key(qtbot, box, Qt.Key.Key_L)  # Leave by its Alt key
    assert left == [True] and screen.presenter.session is None
    screen.enter()  # back: the shoe left is dealt on
    assert screen.presenter.half_dealt()
    assert not screen.confirm_leave(lambda: left.append(True))
    assert box.isVisible() and box.defaultButton() is screen.keep_button
    alt_key(qtbot, box, Qt.Key.Key_K)  # Keep dealing by its Alt key
    assert left == [True] and screen.presenter.session is not None  # kept dealing


@pytest.mark.parametrize("code", CODES)
def test_the_top_rows_show_the_running_shoes_settings(
    qtbot, store, instructor, translations, code,
) -> None:
    translations.install(code)
    other = replace(MID, name="Other table")
    store.table_profiles.save(instructor, other.name, other.to_dict())  # type: ignore[arg-type]
    busy = PRESETS[Difficulty.BUSY].settings(TableSettings(max_coups=12))
    screen = half_dealt(qtbot, store, instructor, mode="clock")
    screen.preset(profile="Shoe table", seed=0, settings=busy, mode="clock")
    assert screen.table_combo.currentData() == "Shoe table"
    assert screen.mode_combo.currentIndex() == 1
    assert screen.level_combo.currentData() is Difficulty.BUSY
    assert screen.coups_spin.value() == 12
    note = screen.next_shoe_note
    assert note.isHidden()
    qtbot.keyClick(screen.felt, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    assert screen.table_combo.hasFocus()
    index = screen.table_combo.findData(other.name)
    while screen.table_combo.currentIndex() != index:
        qtbot.keyClick(screen.table_combo, Qt.Key.Key_Down if screen.table_combo.currentIndex()
                       < index else Qt.Key.Key_Up)
    assert note.isVisible()  # the shoe dealt is still at "Shoe table"
    assert note.text() == tr("These settings: for the next shoe (Ctrl+N)")
    assert session_of(screen).table.name == "Shoe table"
    screen.table_combo.setCurrentIndex(screen.table_combo.findData("Shoe table"))
    assert note.isHidden()


@pytest.mark.parametrize("code", CODES)
def test_a_kept_shoe_says_its_coup_and_resumes_without_the_last_feedback(
    qtbot, store, instructor, translations, code,
) -> None:
    translations.install(code)
    screen = half_dealt(qtbot, store, instructor)
    session = session_of(screen)
    while session.coup_number < 2 or session.phase is not Phase.DEAL:
        step = by_presenter(screen.presenter, *right_action(session))
        assert step is not None and step.right
    qtbot.keyClick(screen.felt, Qt.Key.Key_B)  # Banker first: wrong (art. 7), explained
    assert screen.feedback.text().startswith("✗") and screen.presenter.waiting
    screen.leave()
    screen.enter()  # back at once: dealt on, the explanation of before not shown again
    assert screen.presenter.session is not None and screen.presenter.state is not None
    assert screen.presenter.state.coup == 2 and screen.feedback.text() == ""
    screen.leave()
    again = TableScreen(store, instructor)  # the app opened anew: the shoe is offered
    qtbot.addWidget(again)
    again.show()
    again.enter()
    box = again.resume_box
    assert box is not None and box.isVisible()
    assert box.text() == tr("A shoe you began is not finished (coup {0}). Resume it where "
                            "you left off?").format(2)
    assert again.resume_button is not None
    alt_key(qtbot, box, Qt.Key.Key_R)  # Resume by its Alt key
    assert again.presenter.state is not None and again.presenter.state.coup == 2
    assert again.feedback.text() == "" and again.table_combo.currentData() == "Shoe table"


@pytest.mark.parametrize("code", CODES)
def test_the_exam_desk_takes_a_side_by_the_same_key(qtbot, translations, code) -> None:
    """An exam's Table section walks in the table's order and A sweeps a side there too,
    each take sealed as its own step, without feedback."""
    from tests.gui.test_exam_table import key_for, open_desk

    translations.install(code)
    view, _presenter, session, clock, rec = open_desk(qtbot, MID, coups=8, fault_percent=0)
    desk = view.desk
    for _ in range(2000):
        table = session.table
        assert table is not None
        if table.phase is Phase.SETTLE and not table.state().taken:
            kinds = [b.kind for b in losers(table)]
            side = [k for k in kinds if kinds.count(k) >= 2]
            if side:
                break
        clock.advance(2)
        key_for(qtbot, desk, *right_action(table))
    else:
        raise AssertionError("no coup with two bets of a losing side")
    bets = [b for b in walk_of(table) if b.kind is side[0]]
    assert desk.selected == walk_of(table)[0]  # the first seat the table pays
    tab_to(qtbot, desk, bets[0])
    before = len(rec.steps)
    qtbot.keyClick(desk.felt, Qt.Key.Key_A)
    new = rec.steps[before:]
    assert [(r.step.kind, r.step.right) for r in new] == [("take", True)] * len(bets)
    assert set(bets) <= set(table.state().taken)


@pytest.mark.parametrize("code", CODES)
def test_full_width_digits_on_the_felt_are_digits(qtbot, store, instructor, translations,
                                                  code) -> None:
    """A Chinese input method types "２" on the felt: the totals take it as 2 (it was lost,
    and the next key ran as a command)."""
    translations.install(code)
    rules = replace(MID, name="Full width")
    screen = open_screen(qtbot, store, instructor, rules)
    session = deal_to(screen, rules, store, instructor,
                      lambda s: s.phase is Phase.TOTALS)
    player, banker = right_action(session)[1]
    for total in (player, banker):  # as an input method sends them: no key code, the text
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(screen.felt, QKeyEvent(
                kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, chr(0xFF10 + total)))
    assert session.steps[-1].cell == "call:totals" and session.steps[-1].right


@pytest.mark.parametrize("code", CODES)
def test_esc_in_a_top_row_control_goes_back_to_the_felt(qtbot, store, instructor, translations,
                                                        code) -> None:
    """Alt+O put a new trainee in the Coups box, where N and the other keys were dead and Esc
    left for Home: Esc there returns to the felt, and the felt's keys work again."""
    translations.install(code)
    rules = replace(MID, name="Esc table")
    screen = open_screen(qtbot, store, instructor, rules)
    session = deal_to(screen, rules, store, instructor, lambda s: s.phase is Phase.BETS
                      and right_action(s)[0] == "accept_bets")
    for control in (screen.coups_spin, screen.table_combo, screen.level_combo):
        control.setFocus()
        assert control.hasFocus()
        qtbot.keyClick(control, Qt.Key.Key_Escape)
        assert screen.felt.hasFocus()
    steps = len(session.steps)
    qtbot.keyClick(screen.felt, Qt.Key.Key_N)
    assert len(session.steps) == steps + 1 and session.steps[-1].cell == "bets"
