"""The baccarat payout's cards shrink on a short felt instead of being cut (session 8: the
9-seat payout drill in the pseudo-locale left its cards 36 px too little height at 1024x700),
and are their full 70 px again when there is room, as in English and Chinese."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from trainer.drills import DrillKind
from trainer.drills.session import DrillSession
from ui.widgets.panels import make_panel
from ui.widgets.panels.payout import CARD_WIDTH, MIN_CARD_WIDTH, PayoutPanel
from ui.words import Words


def _cards_inside(panel: PayoutPanel) -> bool:
    return all(hand.rect().contains(card.geometry())
               for hand in (panel.player, panel.banker) for card in hand.card_widgets())


def test_the_cards_fit_a_short_felt_and_grow_back(qtbot) -> None:
    # In a window of its own (no layout): the panel may be made shorter than it asks, as
    # the practice screen's layout does at 1024x700 in the pseudo-locale.
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1000, 700)
    panel = make_panel(DrillKind.PAYOUT, Words())
    assert isinstance(panel, PayoutPanel)
    panel.setParent(window)
    panel.show_question(DrillSession(DrillKind.PAYOUT, seed=3).next_question())
    panel.setGeometry(0, 0, 1000, 700)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: panel.player.card_width == CARD_WIDTH)
    assert _cards_inside(panel)
    # The felt's inside 36 px lower than 70 px hands need (its margins are 2 x 16 px).
    short = panel.height() - panel.felt.height() + panel.player.size_for(CARD_WIDTH).height() - 4
    panel.setGeometry(0, 0, 1000, short)
    qtbot.waitUntil(lambda: panel.player.card_width < CARD_WIDTH)
    QApplication.processEvents()
    assert MIN_CARD_WIDTH <= panel.player.card_width == panel.banker.card_width
    qtbot.waitUntil(lambda: _cards_inside(panel))
    panel.setGeometry(0, 0, 1000, 700)
    qtbot.waitUntil(lambda: panel.player.card_width == CARD_WIDTH)
