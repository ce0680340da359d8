"""The shoe's life at the Table by keys and by the mouse, in English and 繁體中文: the white
cut card moved along the shuffled stack (arrows, Page Up / Page Down, a click on the stack) and
placed with Enter, too shallow then right (art. 2); the burn counted on the keys and on the
digit buttons; the burn before each coup (art. 8); an automatic shuffler's table, its cards
put back with M. Every step stored with its cell."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.gui.test_table_cash import go_on, stored
from tests.support.table_screen import open_table_screen
from trainer.auth import Actor
from trainer.baccarat.procedures import Procedures
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.cards import BurnMethod
from trainer.store import Store
from trainer.table import Phase, TableSettings
from trainer.table.session import Action
from trainer.table.shoe_life import CUT_DEEPEST_FROM_END
from ui.table.view import TableScreen
from ui.words import card_text

LIFE = TableSettings(shoe_life=True, fault_rate=0.0, seats_filled=0.6, max_coups=2)


@pytest.fixture(params=["en", "zh-Hant"])
def language(request, translations) -> str:
    translations.install(request.param)
    yield request.param
    translations.install("en")


def open_table(qtbot, store: Store, actor: Actor, profile: str = "mass-300",
               settings: TableSettings = LIFE) -> TableScreen:
    return open_table_screen(qtbot, store, actor, profile, 21, settings)


def phase(screen: TableScreen) -> Phase:
    state = screen.presenter.state
    assert state is not None
    return state.phase


def test_the_cut_by_keys_and_the_burn_by_keys(qtbot, store, trainee, language) -> None:
    screen = open_table(qtbot, store, trainee)
    assert phase(screen) is Phase.CUT
    bar = screen.shoe_bar
    assert bar.isVisible() and bar.cards == 8 * 52 and screen.cut_at == 0
    assert screen.cut_button.isVisible()
    assert ("Place the white cut card" in screen.prompt.text()) == (language == "en")
    qtbot.keyClick(screen.felt, Qt.Key.Key_Left)  # 2 cards behind: too shallow
    assert screen.cut_at == 2 and bar.at == 2
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert stored(store, trainee) == [("shoe:cut", False)]
    assert "✗" in screen.feedback.text()
    assert ("Placing the cut card" in screen.feedback.text()) == (language == "en")
    go_on(qtbot, screen)
    assert phase(screen) is Phase.CUT and bar.isVisible()
    for _ in range(6):
        qtbot.keyClick(screen.felt, Qt.Key.Key_Left)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Right)
    assert screen.cut_at == 12
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert stored(store, trainee)[-1] == ("shoe:cut", True)
    session = screen.presenter.session
    assert session is not None and session.shoe.cut_from_end == 12
    if screen.presenter.waiting:
        go_on(qtbot, screen)
    assert phase(screen) is Phase.BURN and not bar.isVisible()
    assert screen.burn_button.isVisible() and screen.digit_buttons[8].isVisible()
    qtbot.keyClicks(screen.felt, "9")  # the house burns as many as decks: 8
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert stored(store, trainee)[-1] == ("shoe:burn", False)
    go_on(qtbot, screen)
    qtbot.keyClicks(screen.felt, "8")
    assert "8" in screen.prompt.text()
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert stored(store, trainee)[-1] == ("shoe:burn", True)
    if screen.presenter.waiting:
        go_on(qtbot, screen)
    assert phase(screen) is Phase.BETS and not screen.burn_button.isVisible()
    assert screen.presenter.state is not None
    assert screen.presenter.state.cards_left == 8 * 52 - 8


def test_the_cut_by_the_mouse_and_the_burn_by_its_buttons(qtbot, store, trainee,
                                                          language) -> None:
    screen = open_table(qtbot, store, trainee)
    bar = screen.shoe_bar
    deep = round(bar.x_of(CUT_DEEPEST_FROM_END + 40))  # a deck and a half is the deepest
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(deep, bar.height() // 2))
    assert screen.cut_at > CUT_DEEPEST_FROM_END and bar.at == screen.cut_at
    qtbot.mouseClick(screen.cut_button, Qt.MouseButton.LeftButton)
    assert stored(store, trainee) == [("shoe:cut", False)]
    go_on(qtbot, screen)
    right = round(bar.x_of(40))
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(right, bar.height() // 2))
    assert 30 <= screen.cut_at <= 50
    assert ("behind the cut card" in bar.accessibleName()) == (language == "en")
    qtbot.mouseClick(screen.cut_button, Qt.MouseButton.LeftButton)
    assert stored(store, trainee)[-1] == ("shoe:cut", True)
    if screen.presenter.waiting:
        go_on(qtbot, screen)
    qtbot.mouseClick(screen.digit_buttons[8], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.burn_button, Qt.MouseButton.LeftButton)
    assert stored(store, trainee)[-1] == ("shoe:burn", True)


def start(qtbot, store: Store, actor: Actor, profile: TableRules) -> TableScreen:
    screen = open_table(qtbot, store, actor)
    screen.presenter.start(profile, 21, LIFE)
    screen.felt.setFocus()
    return screen


def deal_right_until(qtbot, screen: TableScreen, done: Callable[[], bool]) -> None:
    """Right steps from the engine's hint, through the presenter, until ``done``."""
    session = screen.presenter.session
    assert session is not None
    while not done():
        if screen.presenter.waiting:
            go_on(qtbot, screen)
            continue
        name, args = session.next_right()
        assert screen.presenter.act(Action(name, args)) is not None


def test_the_first_cards_value_and_the_art_8_burn(qtbot, store, trainee, language) -> None:
    profile = replace(DEFAULT_PROFILES["mass-300"], procedures=Procedures(
        burn=BurnMethod.FIRST_CARD, burn_each_coup=1))
    screen = start(qtbot, store, trainee, profile)
    for _ in range(7):
        qtbot.keyClick(screen.felt, Qt.Key.Key_Left)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    if screen.presenter.waiting:
        go_on(qtbot, screen)
    state = screen.presenter.state
    assert state is not None and state.phase is Phase.BURN and state.burn_card is not None
    count = min(int(state.burn_card.rank), 10)
    assert card_text(state.burn_card.code) in screen.prompt.text()  # the app turns it
    qtbot.keyClicks(screen.felt, str(count))
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert stored(store, trainee)[-1] == ("shoe:burn", True)
    deal_right_until(qtbot, screen, lambda: phase(screen) is Phase.BURN_COUP)
    assert ("art. 8" in screen.prompt.text()) or language != "en"
    qtbot.keyClicks(screen.felt, "2")
    qtbot.keyClick(screen.felt, Qt.Key.Key_Backspace)  # taken back
    qtbot.keyClicks(screen.felt, "3")
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert stored(store, trainee)[-1] == ("shoe:burn_coup", False)
    assert ("Burning before a coup" in screen.feedback.text()) == (language == "en")
    go_on(qtbot, screen)
    qtbot.keyClicks(screen.felt, "1")
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert stored(store, trainee)[-1] == ("shoe:burn_coup", True)
    if screen.presenter.waiting:
        go_on(qtbot, screen)
    assert phase(screen) is Phase.DEAL


def test_a_shuffler_table_takes_its_cards_back_by_m_and_by_its_button(
        qtbot, store, trainee, language) -> None:
    screen = start(qtbot, store, trainee, DEFAULT_PROFILES["mass-500-shuffler"])
    assert phase(screen) is Phase.BETS and not screen.shoe_bar.isVisible()
    assert screen.felt._parts["shoe"][1][0][0] == screen.tr("Shuffler") or language != "en"
    deal_right_until(qtbot, screen, lambda: bool(
        screen.presenter.state is not None and screen.presenter.state.to_return))
    if screen.presenter.waiting:
        go_on(qtbot, screen)
    assert screen.return_button.isVisible()
    assert ("shuffler" in screen.prompt.text()) == (language == "en")
    qtbot.keyClick(screen.felt, Qt.Key.Key_N)  # the bets before the cards went back
    assert stored(store, trainee)[-1] == ("shoe:return", False)
    go_on(qtbot, screen)
    if language == "en":
        qtbot.keyClick(screen.felt, Qt.Key.Key_M)
    else:
        qtbot.mouseClick(screen.return_button, Qt.MouseButton.LeftButton)
    assert stored(store, trainee)[-1] == ("shoe:return", True)
    state = screen.presenter.state
    assert state is not None and state.to_return == () and state.cards_left == 8 * 52
    if screen.presenter.waiting:
        go_on(qtbot, screen)
    assert not screen.return_button.isVisible()
