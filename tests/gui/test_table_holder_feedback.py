"""A pass to the wrong card holder says who holds the cards and why (art. 16): the seat with
the largest seated bet on that side, with the amount, in English and 繁體中文; passed to the
dealer by K and to a standing bettor's seat by a click on their bet and the Pass button."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_cash import go_on, stored
from tests.gui.test_table_squeeze import deal_to, open_vip
from tests.support.table_script import card_holder
from trainer.baccarat.settlement import BetKind
from trainer.baccarat.tableau import Hand
from trainer.money import format_hkd
from trainer.table import Phase

WHY = {
    "en": "Seat {seat} has the largest seated bet on the Player 閒 ({amount}): it holds and "
          "turns the Player 閒's cards",
    "zh-Hant": "{seat}號位押閒家的投注在座客人中最大（{amount}）：由其持閒家的牌並翻牌",
}


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_wrong_holder_is_told_who_holds_and_why(qtbot, store, trainee, translations,
                                                  language) -> None:
    translations.install(language)
    screen = open_vip(qtbot, store, trainee)
    deal_to(screen, Phase.PASS)
    state = screen.presenter.state
    assert state is not None
    seat = card_holder(state, screen.presenter.session.table, Hand.PLAYER)
    seated = {v.seat for v in state.seats if not v.standing}
    largest = max(b.amount for b in state.accepted
                  if b.kind is BetKind.PLAYER and b.seat in seated)
    why = WHY[language].format(seat=seat, amount=format_hkd(largest))
    # K: the dealer turns them, though a seated bettor bet on the Player
    qtbot.keyClick(screen.felt, Qt.Key.Key_K)
    assert stored(store, trainee)[-1] == ("squeeze:pass", False)
    assert why in screen.feedback.text()
    go_on(qtbot, screen)
    # a standing bettor's larger bet clicked, then Pass
    standing = next(b for b in state.accepted
                    if b.kind is BetKind.PLAYER and b.seat not in seated)
    qtbot.mouseClick(screen.felt, Qt.MouseButton.LeftButton,
                     pos=screen.felt.stacks[standing].rect.center())
    qtbot.mouseClick(screen.pass_button, Qt.MouseButton.LeftButton)
    assert stored(store, trainee)[-1] == ("squeeze:pass", False)
    assert why in screen.feedback.text()
    translations.install("en")
