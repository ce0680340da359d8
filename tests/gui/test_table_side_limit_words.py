"""A side bet over its own maximum left on the layout: the feedback cites the dealer's
procedure (no article sets a side bet's limits: art. 14 is for the Banker/Player bets) and
says that the limit broken is the table's posted maximum for that bet, a house limit, in
English and 繁體中文. Dealt by keys (N with the bet on the layout)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_house_rules import by_presenter
from tests.support.table_script import right_action
from trainer.articles import PROCEDURE
from trainer.baccarat.bets import spec_of
from trainer.table import Phase, TableSettings
from ui.table.view import TableScreen

POSTED = {
    "en": ("it is over the table's posted maximum for that bet, a house limit no article sets",
           "dealer's procedure"),
    "zh-Hant": ("超過該枱就此注公佈的最高注碼，這是場方限額，並無條文規定", "荷官程序"),
}


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_side_bet_over_its_maximum_is_explained_as_the_tables_posted_limit(
    qtbot, store, trainee, translations, language: str
) -> None:
    translations.install(language)
    screen = TableScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.resize(1024, 650)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.load_tables()
    screen.preset(profile="mass-300", seed=0,
                  settings=TableSettings(seats_filled=0.9, fault_rate=0.5, max_coups=15))
    session = screen.presenter.session
    assert session is not None
    for _ in range(3000):  # deal on (through the presenter) to a side bet over its maximum
        layout = session._coup.layout
        side = [o for o in layout if o.fault is not None and spec_of(o.bet.kind).side]
        if session.phase is Phase.BETS and side and all(
                o.fault is None or spec_of(o.bet.kind).side for o in layout):
            break
        step = by_presenter(screen.presenter, *right_action(session))
        assert step is not None and step.right
    screen.felt.setFocus()
    qtbot.keyClick(screen.felt, Qt.Key.Key_N)  # no more bets, the side bet left on
    wrong = session.steps[-1]
    assert not wrong.right and wrong.cell == "fault:over_max"
    assert wrong.article == PROCEDURE
    posted, procedure = POSTED[language]
    text = screen.feedback.text()
    assert posted in text and procedure in text, text
    translations.install("en")
