"""Bets the dealer must refuse (table flow 4), on the Table screen by keys and by mouse, in
English and 繁體中文: a standing bettor's bet in a seated player's box is marked "+" on the
felt as the standing bettor's seat is, and let through with N it is a mistake citing art. 15;
a bet pushed on after the cards are out is shown and selected, announced in the prompt, and
dealing on with it (P, the totals' digits) is a mistake; R refuses each.

Situations (mass-300, standing bettors, faulty bets half the time, a third of the seats
filled): seed 22 (a standing bettor's bet in coup 1, a bet pushed on during the deal), seed 7
(a bet pushed on after the fourth card, at the totals). And the withdrawal after a tie at a
tight art. 14 limit (the unit tests' reproducer: coup 34, seat 4's pushed Player 1,000)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_exam_table import key_for, open_desk
from tests.gui.test_table_feedback import deal_until
from tests.gui.test_table_screen import select_by_keys
from tests.support.felt_clicks import click_item
from tests.support.table_screen import open_table_screen
from tests.support.table_script import LATE_PHASES, right_action
from tests.unit.test_table_tie_withdraw import SEED, TIGHT, WITHDRAWAL
from trainer.baccarat.settlement import Bet
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.baccarat.tableau import Hand
from trainer.table import Phase, TableSettings
from trainer.table.session import Action
from ui.table.view import TableScreen

LANGUAGES = ["en", "zh-Hant"]
SETTINGS = TableSettings(fault_rate=0.5, seats_filled=0.3, standing_bettors=True, max_coups=2)
WORDS = {
    "en": {"after": "A bet pushed on after the cards are out: {bet}",
           "standing": "placed by a standing bettor",
           "art15": "art. 15"},
    "zh-Hant": {"after": "開牌後才推上的注碼：{bet}",
                "standing": "由站立投注者所下",
                "art15": "第15條"},
}


def open_at(qtbot, store, trainee, translations, lang: str, seed: int) -> TableScreen:  # type: ignore[no-untyped-def]
    translations.install(lang)
    return open_table_screen(qtbot, store, trainee, "mass-300", seed, SETTINGS, height=650)


def _standing_refusal(screen: TableScreen):  # type: ignore[no-untyped-def]
    def stop(name: str, args: tuple[object, ...]) -> bool:
        state = screen.presenter.state
        return name == "refuse" and state is not None and args[0] in state.standing_bets
    return stop


def _after_cards(screen: TableScreen):  # type: ignore[no-untyped-def]
    def stop(name: str, args: tuple[object, ...]) -> bool:
        state = screen.presenter.state
        return (name == "refuse" and state is not None and state.phase in LATE_PHASES
                and bool(state.player))
    return stop


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_standing_bettors_bet_on_a_seated_spot_is_marked_and_refused_by_keys(
        qtbot, store, trainee, translations, lang: str) -> None:
    screen = open_at(qtbot, store, trainee, translations, lang, 22)
    _, (bet,) = deal_until(qtbot, screen, _standing_refusal(screen))
    assert isinstance(bet, Bet)
    stack = screen.felt.stacks[bet]
    assert stack.standing and WORDS[lang]["standing"] in stack.label, stack.label
    qtbot.keyClick(screen.felt, Qt.Key.Key_N)  # let through: art. 15
    session = screen.presenter.session
    assert session is not None
    step = session.steps[-1]
    assert not step.right and step.cell == "fault:standing_on_seat"
    assert WORDS[lang]["art15"] in screen.feedback.text(), screen.feedback.text()
    assert screen.felt.stacks[bet].mark == "given"
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    select_by_keys(qtbot, screen, bet)
    qtbot.keyClick(screen.felt, Qt.Key.Key_R)
    assert session.steps[-1].right and session.steps[-1].cell == "fault:standing_on_seat"
    assert bet not in screen.felt.stacks


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bet_after_the_cards_is_shown_selected_and_refused_by_keys(
        qtbot, store, trainee, translations, lang: str) -> None:
    screen = open_at(qtbot, store, trainee, translations, lang, 22)
    _, (late,) = deal_until(qtbot, screen, _after_cards(screen))
    assert isinstance(late, Bet)
    state = screen.presenter.state
    assert state is not None and state.phase is Phase.DEAL and state.player
    assert WORDS[lang]["after"].format(bet=screen.words.bet(late)) in screen.prompt.text()
    assert late in screen.felt.stacks and screen.selected == late
    qtbot.keyClick(screen.felt, Qt.Key.Key_P)  # dealing on with it on the layout
    session = screen.presenter.session
    assert session is not None
    assert not session.steps[-1].right and session.steps[-1].cell == "fault:after_cards"
    assert screen.presenter.state is not None and screen.presenter.state.player == state.player
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    select_by_keys(qtbot, screen, late)
    qtbot.keyClick(screen.felt, Qt.Key.Key_R)
    assert session.steps[-1].right and session.steps[-1].cell == "fault:after_cards"
    assert late not in screen.felt.stacks


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bet_after_the_fourth_card_is_refused_at_the_totals_by_mouse(
        qtbot, store, trainee, translations, lang: str) -> None:
    screen = open_at(qtbot, store, trainee, translations, lang, 7)
    _, (late,) = deal_until(qtbot, screen, _after_cards(screen))
    assert isinstance(late, Bet)
    state = screen.presenter.state
    assert state is not None and state.phase is Phase.TOTALS
    qtbot.keyClick(screen.felt, Qt.Key.Key_0)  # the totals typed with it on the layout
    qtbot.keyClick(screen.felt, Qt.Key.Key_0)
    session = screen.presenter.session
    assert session is not None
    assert not session.steps[-1].right and session.steps[-1].cell == "fault:after_cards"
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Tab)  # away from it, then a click selects it
    click_item(qtbot, screen.felt, screen.felt.stacks[late])
    assert screen.selected == late
    assert screen.refuse_button.isVisible()  # shown while a bet waits to be refused
    qtbot.mouseClick(screen.refuse_button, Qt.MouseButton.LeftButton)
    assert session.steps[-1].right and session.steps[-1].cell == "fault:after_cards"
    assert screen.presenter.state is not None and not screen.presenter.state.late
    assert not screen.refuse_button.isVisible()  # the totals alone again


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_withdrawal_over_art_14_is_returned_by_w_and_the_bet_over_it_refused(
        qtbot, store, instructor, trainee, translations, lang: str) -> None:
    """Art. 12 before art. 14: the stake goes back (W) and the bet then over the limit is
    the one refused (R); X (refusing the withdrawal) is the mistake."""
    store.table_profiles.save(instructor, TIGHT.name, TIGHT.to_dict())
    translations.install(lang)
    screen = TableScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.resize(1024, 650)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.preset(profile=TIGHT.name, seed=SEED, settings=TableSettings(max_coups=34))
    session = screen.presenter.session
    assert session is not None and session.table == TIGHT
    while not (session.phase is Phase.BETS and session.coup_number == 34
               and session.state().ties and session.state().ties[0] == WITHDRAWAL):
        assert screen.presenter.act(Action(*right_action(session))) is not None
    qtbot.keyClick(screen.felt, Qt.Key.Key_X)  # refusing the withdrawal: art. 12
    assert not session.steps[-1].right and session.steps[-1].expected == "return"
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    qtbot.keyClick(screen.felt, Qt.Key.Key_W)
    assert session.steps[-1].right and WITHDRAWAL.bet not in screen.felt.stacks
    name, (over,) = right_action(session)
    assert name == "refuse" and isinstance(over, Bet)
    select_by_keys(qtbot, screen, over)
    qtbot.keyClick(screen.felt, Qt.Key.Key_R)
    assert session.steps[-1].right and session.steps[-1].cell == "fault:difference"
    assert over not in screen.felt.stacks


def test_an_exam_desk_refuses_a_bet_after_the_cards_by_the_table_screens_keys(qtbot) -> None:
    """The exam's Table section meets it too: shown in the prompt, refused with R, no
    feedback; dealing on with it is a stored wrong step."""
    view, _presenter, session, clock, rec = open_desk(
        qtbot, DEFAULT_PROFILES["mass-300"], coups=8, fault_percent=50, seats_percent=60)
    desk = view.desk
    for _ in range(600):
        table = session.table
        assert table is not None
        name, args = right_action(table)
        state = table.state()
        if name == "refuse" and state.phase in LATE_PHASES and state.player:
            break
        clock.advance(2)
        key_for(qtbot, desk, name, args)
    else:
        raise AssertionError("no bet after the cards")
    (late,) = args
    assert isinstance(late, Bet)
    assert "after the cards are out" in desk.prompt.text(), desk.prompt.text()
    before = len(rec.steps)
    if state.phase is Phase.DEAL:
        key_for(qtbot, desk, "deal", (Hand.PLAYER,))
        assert len(rec.steps) == before + 1 and not rec.steps[-1].step.right
        assert rec.steps[-1].step.cell == "fault:after_cards"
    key_for(qtbot, desk, "refuse", (late,))
    assert rec.steps[-1].step.right and rec.steps[-1].step.cell == "fault:after_cards"
