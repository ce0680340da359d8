"""A wrong buy-in count at the Sam Kong Table, by keys, cites lesson 24 (the baccarat
Table's cash steps' lesson), not lesson 26, in English and 繁體中文."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_samkong_table import deal_right, open_samkong, session_of
from tests.gui.test_samkong_table_cash import CASH, cash_by_keys, waiting_kind, with_cash
from trainer.table.cash import CashKind

LESSON = {"en": ("Lesson 24", "Lesson 26"), "zh-Hant": ("第 24 課", "第 26 課")}


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_wrong_buy_in_at_the_sam_kong_table_cites_lesson_24(
        qtbot, store, trainee, translations, language) -> None:
    translations.install(language)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3, CASH)
    session, desk = session_of(screen), screen.samkong_desk
    deal_right(qtbot, screen, with_cash, waiting_kind(CashKind.BUY_IN))
    request = session.state().cash[0]
    cash_by_keys(qtbot, screen, str(request.amount + 50))
    step = session.steps[-1]
    assert not step.right and step.cell == "samkong-table:cash:count"
    cited, not_cited = LESSON[language]
    assert cited in desk.feedback.text() and not_cited not in desk.feedback.text()
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
