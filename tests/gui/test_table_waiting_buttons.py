"""While the Table waits on a wrong step (coup by coup), only Enter goes on: the step's own
buttons would not act (the presenter refuses them), so they give their room to "Go on" and the
lesson's button. With them all on one row a commission-box table's bets, with a buy-in waiting,
widened the window past 1024 px (1,167 px in English), and it never narrowed again.

Situation: "VIP card holder (squeeze) HK$5,000" (a commission-box table: "Collect box" shows at
the bets), seed 138 with the cash steps, N while the buy-in waits (a wrong step)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_cash import go_on, stored
from tests.support.table_screen import open_table_screen
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.table import Phase, TableSettings

VIP = DEFAULT_PROFILES["vip-squeeze-5000"]
CASH = TableSettings(cash_steps=True, fault_rate=0.3, seats_filled=0.75)


@pytest.fixture(params=["en", "zh-Hant", "pt"])
def language(request, translations) -> str:
    translations.install(request.param)
    yield request.param
    translations.install("en")


def test_a_wrong_step_leaves_go_on_and_the_lesson_within_1024(qtbot, store, trainee,
                                                              language) -> None:
    seed = next(s for s in range(138, 400) if _cash_waits(s))
    screen = open_table_screen(qtbot, store, trainee, VIP.name, seed, CASH)
    state = screen.presenter.state
    assert state is not None and state.phase is Phase.BETS and state.cash
    assert screen.refuse_button.isVisible() and screen.no_more_bets_button.isVisible()
    qtbot.keyClick(screen.felt, Qt.Key.Key_N)  # no more bets while a buy-in waits: wrong
    assert stored(store, trainee)[-1][1] is False and screen.presenter.waiting
    assert screen.go_on_button.isVisible() and screen.lesson_button.isVisible()
    assert not screen.refuse_button.isVisible() and not screen.no_more_bets_button.isVisible()
    assert screen.minimumSizeHint().width() <= 1024 and screen.width() == 1024
    go_on(qtbot, screen)
    assert screen.refuse_button.isVisible() and not screen.go_on_button.isVisible()


def _cash_waits(seed: int) -> bool:
    from trainer.table import TableSession
    session = TableSession(VIP, seed, iter(float(i) for i in range(10**6)).__next__,
                           settings=CASH)
    state = session.state()
    return state.phase is Phase.BETS and bool(state.cash)
