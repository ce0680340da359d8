"""The shipped art. 12 tables on the Table screen, in English and 繁體中文: each is listed in
the table chooser under its floor name, picked there by keys, and a bet a tie left is answered
by keys as its option says (the answer expected comes from the engine's
:meth:`~trainer.table.session.TableSession.tie_answer`, never from the screen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_house_rules import KEYS, by_presenter
from tests.gui.test_table_screen import stored
from tests.support.table_script import right_action
from trainer.table import Phase, TableSettings, TieAnswer
from trainer.table.personas import TieChange
from ui.table.view import TableScreen

NAMES = {
    "en": {"mass-1000-tie-change": "Mass HK$1,000, tie: may change",
           "sjm-mass-500": "SJM HK$500, tie: increase only"},
    "zh-Hant": {"mass-1000-tie-change": "中場 HK$1,000，和局後可改注",
                "sjm-mass-500": "澳博 HK$500，和局後只可加注"},
}
ARTICLE_12 = {"en": "Baccarat art. 12", "zh-Hant": "百家樂第12條"}


@pytest.fixture(params=["en", "zh-Hant"])
def language(request, translations) -> str:
    translations.install(request.param)
    yield request.param
    translations.install("en")


@pytest.mark.parametrize("name", ["mass-1000-tie-change", "sjm-mass-500"])
def test_a_shipped_art_12_table_is_picked_and_its_tie_answered_by_keys(
    qtbot, store, trainee, language: str, name: str
) -> None:
    screen = TableScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.resize(1024, 650)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.load_tables()
    combo = screen.table_combo
    index = combo.findData(name)
    assert index >= 0 and combo.itemText(index) == NAMES[language][name]
    combo.setFocus()
    for _ in range(combo.count()):  # picked by keys in the chooser
        if combo.currentData() == name:
            break
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == name
    screen.preset(seed=0, settings=TableSettings(seats_filled=0.9))  # dealt at the pick
    session = screen.presenter.session
    assert session is not None and session.table.name == name
    p = screen.presenter
    for _ in range(3000):  # deal on (through the presenter) to the first tie request
        state = session.state()
        if state.phase is Phase.BETS and state.ties:
            break
        step = by_presenter(p, *right_action(session))
        assert step is not None and step.right
    request = session.state().ties[0]
    right = session.tie_answer(request)[0]
    if name == "sjm-mass-500":
        assert (right is TieAnswer.REFUSE) == (request.change is not TieChange.INCREASE)
        assert right is not TieAnswer.RETURN
    wrong = TieAnswer.RETURN if right is not TieAnswer.RETURN else TieAnswer.REFUSE
    qtbot.keyClick(screen.felt, KEYS[wrong])
    step = session.steps[-1]
    assert not step.right and step.cell == f"tie:{request.change.value}"
    assert ARTICLE_12[language] in screen.feedback.text()
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    qtbot.keyClick(screen.felt, KEYS[right])
    assert session.steps[-1].right
    assert stored(store, trainee)[-2:] == [(step.cell, False), (step.cell, True)]
