"""The Table's level row at a Sam Kong table: each level's words say what it deals there (not
baccarat's seats, amounts and side bets), Custom offers the game's own boxes, and a resumed
Sam Kong shoe shows its level and rounds as chosen, not the defaults; en and 繁體中文."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_samkong_table import LEFT, by_keys, deal_right, open_samkong, session_of
from trainer.auth import Actor
from trainer.store import Store
from trainer.table import TableSettings
from trainer.table.difficulty import PRESETS, Difficulty
from trainer.table.samkong.model import SamKongPhase
from ui.table.samkong_level import SamKongLevelWords
from ui.table.view import TableScreen

pytestmark = pytest.mark.qt_log_level_fail("WARNING")

LANGUAGES = ["en", "zh-Hant"]


def open_table(qtbot, store: Store, actor: Actor) -> TableScreen:  # type: ignore[no-untyped-def]
    screen = TableScreen(store, actor)
    qtbot.addWidget(screen)
    screen.resize(1024, 700)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.enter()
    return screen


def tips(screen: TableScreen) -> dict[Difficulty, str]:
    combo = screen.level_combo
    return {combo.itemData(i): str(combo.itemData(i, Qt.ItemDataRole.ToolTipRole))
            for i in range(combo.count()) if isinstance(combo.itemData(i), Difficulty)}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_level_row_says_what_each_level_deals_at_sam_kong(
        qtbot, store: Store, trainee: Actor, translations, language: str) -> None:
    assert translations.install(language)
    screen = open_table(qtbot, store, trainee)
    baccarat = tips(screen)
    assert baccarat == {level: screen.words.level_hint(level) for level in Difficulty}
    # Alt+T, then the keys down the list to the first Sam Kong table.
    qtbot.keyClick(screen, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    combo = screen.table_combo
    qtbot.waitUntil(lambda: combo.hasFocus())
    samkong = screen.presenter.samkong_profiles()
    while combo.currentData() not in samkong:
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    words = SamKongLevelWords()
    shown = tips(screen)
    assert shown == {level: words.hint(level) for level in Difficulty}
    assert all(shown[level] != baccarat[level] for level in Difficulty)
    if language == "en":
        assert shown[Difficulty.EASY] == (
            "At a Sam Kong table: no faulty bets, no irregularity of the deal.")
        assert shown[Difficulty.FULL_VIP] == (
            "At a Sam Kong table: faulty bets 30%, an irregularity of the deal in 10% of "
            "rounds, bettors buy in with notes and colour up when they leave.")
    else:
        assert all(any("\u4e00" <= c <= "\u9fff" for c in tip) for tip in shown.values())
    # Custom: the game's boxes only (faulty bets, irregularities, cash), worded as Sam Kong's.
    level = screen.level_combo
    level.setFocus()
    while level.currentData() is not None:
        qtbot.keyClick(level, Qt.Key.Key_Down)
    assert screen.custom_row.isVisible()
    assert screen.faults_spin.isVisible() and screen.awkward_check.isVisible()
    assert not screen.seats_spin.isVisible() and not screen.side_bets_check.isVisible()
    assert screen.cash_check.isVisible()  # buy-ins and colour-ups at Sam Kong too
    assert screen.awkward_check.text() == words.irregular_check()
    # Back to a baccarat table: its words and boxes again.
    combo.setFocus()
    while combo.currentData() in samkong:
        qtbot.keyClick(combo, Qt.Key.Key_Up)
    assert tips(screen) == baccarat and screen.seats_spin.isVisible()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_resumed_sam_kong_shoe_shows_its_level_and_rounds_as_chosen(
        qtbot, store: Store, trainee: Actor, translations, language: str) -> None:
    assert translations.install(language)
    chosen = PRESETS[Difficulty.BUSY].settings(TableSettings(max_coups=3))
    first = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 5, chosen)
    assert first.level_combo.currentData() is Difficulty.BUSY
    assert first.coups_spin.value() == 3
    deal_right(qtbot, first, by_keys, lambda s: s.phase is SamKongPhase.DEAL)
    steps = len(session_of(first).steps)
    # The app killed: a new screen on the same store, its rows at their defaults.
    second = TableScreen(store, trainee)
    qtbot.addWidget(second)
    second.resize(1024, 700)
    second.show()
    qtbot.waitExposed(second)
    assert second.level_combo.currentData() is Difficulty.STANDARD
    second.enter()
    assert second.resume_button is not None
    qtbot.mouseClick(second.resume_button, LEFT)
    qtbot.waitUntil(lambda: second.presenter.samkong is not None)
    assert len(session_of(second).steps) == steps
    assert second.level_combo.currentData() is Difficulty.BUSY
    assert second.coups_spin.value() == 3
    assert second.level_combo.toolTip() == SamKongLevelWords().hint(Difficulty.BUSY)
