"""A side bet over its own maximum on the Table screen, by keys, in English and 繁體中文:
"no more bets" (N) with it on the layout is graded wrong and explained; Tab to it and R
refuses it, right. The bet to refuse is the engine's (the session's layout), never the
screen's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_house_rules import by_presenter
from tests.gui.test_table_screen import select_by_keys, stored
from tests.support.table_script import right_action
from trainer.baccarat.bets import spec_of
from trainer.table import Phase, TableSettings
from ui.table.view import TableScreen

OVER = {"en": "over the maximum", "zh-Hant": "超過最高注碼"}


@pytest.fixture(params=["en", "zh-Hant"])
def language(request, translations) -> str:
    translations.install(request.param)
    yield request.param
    translations.install("en")


def test_a_side_bet_over_its_own_maximum_is_refused_by_keys(
    qtbot, store, trainee, language: str
) -> None:
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
    bet = side[0].bet
    screen.felt.setFocus()
    qtbot.keyClick(screen.felt, Qt.Key.Key_N)  # no more bets, the side bet left on
    wrong = session.steps[-1]
    assert not wrong.right and wrong.cell == "fault:over_max"
    assert "✗" in screen.feedback.text() and OVER[language] in screen.feedback.text()
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    select_by_keys(qtbot, screen, bet)
    qtbot.keyClick(screen.felt, Qt.Key.Key_R)
    assert session.steps[-1].right and session.steps[-1].cell == "fault:over_max"
    assert bet not in [o.bet for o in session._coup.layout]
    assert stored(store, trainee)[-2:] == [("fault:over_max", False), ("fault:over_max", True)]
