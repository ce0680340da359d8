"""Settings, table profiles (issue 14): the house-procedure fields -- take-and-pay order, chips
of a payout, what may follow a tie (art. 12), the pace target -- edited by keyboard only,
saved through the core, and worded in the user's language."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_settings import _settings
from trainer.baccarat.table import ChipPayout, PayOrder, TieBets


def test_house_fields_are_edited_by_keys_and_saved(qtbot, trainee, window) -> None:
    screen = _settings(qtbot, window)
    screen.tabs.setCurrentWidget(screen.tables)
    tables = screen.tables
    # A push-only table (the last shipped one is now the SJM increase-only table).
    tables.list.setCurrentRow(list(tables.profiles).index("mass-300"))
    assert tables.pay_order_combo.currentData() is PayOrder.RIGHT_TO_LEFT
    assert tables.tie_bets_combo.currentData() is TieBets.PUSH_ONLY
    assert tables.pace_spin.value() == 50
    tables.name_edit.selectAll()
    tables.name_edit.setFocus()
    qtbot.keyClicks(tables.name_edit, "SJM night")
    alt = Qt.KeyboardModifier.AltModifier
    for letter, widget in ((Qt.Key.Key_O, tables.pay_order_combo),
                           (Qt.Key.Key_Y, tables.chip_payout_combo),
                           (Qt.Key.Key_A, tables.tie_bets_combo)):
        qtbot.keyClick(tables.name_edit, letter, alt)
        assert widget.hasFocus(), widget.objectName()
        qtbot.keyClick(widget, Qt.Key.Key_End)
    qtbot.keyClick(tables.name_edit, Qt.Key.Key_U, alt)
    assert tables.pace_spin.hasFocus()
    tables.pace_spin.selectAll()
    qtbot.keyClicks(tables.pace_spin, "65")
    qtbot.keyClick(tables.pace_spin, Qt.Key.Key_S, alt)  # Save profile
    qtbot.waitUntil(lambda: "SJM night" in screen.presenter.table_profiles())
    saved = screen.presenter.table_profiles()["SJM night"]
    assert saved.pay_order is PayOrder.LEFT_TO_RIGHT
    assert saved.chip_payout is ChipPayout.COLOUR_FOR_COLOUR
    assert saved.tie_bets is TieBets.INCREASE_ONLY
    assert saved.pace_target == 65
    tables.list.setCurrentRow(0)
    tables.list.setCurrentRow(list(tables.profiles).index("SJM night"))
    assert tables.tie_bets_combo.currentData() is TieBets.INCREASE_ONLY  # shown back
    assert tables.pace_spin.value() == 65


@pytest.mark.parametrize("language", ["zh-Hant", "zh-Hans", "pt"])
def test_house_fields_are_worded_in_the_users_language(qtbot, trainee, window,
                                                       language) -> None:
    screen = _settings(qtbot, window)
    window.set_language(language)
    tables = screen.tables
    qtbot.waitUntil(lambda: tables.labels[0].text() != "&Name")  # LanguageChange is posted
    texts = [label.text() for label in tables.labels[10:14]]
    for combo in (tables.pay_order_combo, tables.chip_payout_combo, tables.tie_bets_combo):
        texts += [combo.itemText(i) for i in range(combo.count())]
    english = {"Take-and-pay &order", "Chips of a pa&yout", "&After a tie (art. 12)",
               "Pace target (co&ups an hour)", "Fewest chips", "Push only"}
    assert not english & set(texts), texts
    if language.startswith("zh"):
        for text in texts:
            assert not re.search(r"[A-Za-z]{4,}", text.replace("SJM", "")), text
