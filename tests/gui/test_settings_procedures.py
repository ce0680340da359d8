"""Settings, table profiles: the house's procedure options (who cuts, the burn of art. 2 and its
fixed count, art. 8's burn before each coup, demonstration coups, the art. 3 reading, the
automatic shuffler, the card holder of art. 16 and its rule for equal largest bets), edited by
keys and by the mouse, saved through the core, shown back, greyed where they do not apply, and
worded in English and 繁體中文, with the core's refusals ``burn_fixed`` and ``burn_each_coup``."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox

from tests.gui.test_settings import _settings
from trainer.baccarat.procedures import CutBy, HolderTie, Procedures
from trainer.cards import BurnMethod, LastCoupRule
from trainer.errors import TableRulesError


def tick(qtbot, check: QCheckBox) -> None:
    """Click the box itself (a wide row's middle is no part of it)."""
    check.ensurePolished()
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))


def test_procedure_options_are_edited_saved_and_shown_back(qtbot, trainee, window) -> None:
    screen = _settings(qtbot, window)
    screen.tabs.setCurrentWidget(screen.tables)
    tables = screen.tables
    rows = tables.procedure_rows
    tables.list.setCurrentRow(list(tables.profiles).index("mass-300"))
    assert rows.burn_combo.currentData() is BurnMethod.DECKS
    assert not rows.burn_fixed_spin.isEnabled()  # only with a fixed burn
    assert not rows.holder_tie_combo.isEnabled()  # only with a card holder
    tables.name_edit.selectAll()
    tables.name_edit.setFocus()
    qtbot.keyClicks(tables.name_edit, "VIP salon")
    rows.cut_by_combo.setFocus()
    qtbot.keyClick(rows.cut_by_combo, Qt.Key.Key_End)  # the dealer cuts
    qtbot.keyClick(rows.cut_by_combo, Qt.Key.Key_Tab)
    assert rows.burn_combo.hasFocus()
    qtbot.keyClick(rows.burn_combo, Qt.Key.Key_End)  # (c) a fixed number
    assert rows.burn_fixed_spin.isEnabled()
    qtbot.keyClick(rows.burn_combo, Qt.Key.Key_Tab)
    assert rows.burn_fixed_spin.hasFocus()
    rows.burn_fixed_spin.selectAll()
    qtbot.keyClicks(rows.burn_fixed_spin, "5")
    qtbot.keyClick(rows.burn_fixed_spin, Qt.Key.Key_Tab)
    qtbot.keyClick(rows.burn_each_spin, Qt.Key.Key_Up)  # one card before each coup
    tick(qtbot, rows.demonstration_check)  # none allowed
    rows.last_coup_combo.setCurrentIndex(1)
    tick(qtbot, rows.card_holder_check)
    assert rows.holder_tie_combo.isEnabled()
    rows.holder_tie_combo.setCurrentIndex(1)
    qtbot.mouseClick(tables.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "VIP salon" in screen.presenter.table_profiles())
    saved = screen.presenter.table_profiles()["VIP salon"].procedures
    assert saved == Procedures(
        cut_by=CutBy.DEALER, burn=BurnMethod.FIXED, burn_fixed=5, burn_each_coup=1,
        demonstration_coups=False, last_coup=LastCoupRule.THIS_COUP, card_holder=True,
        holder_tie=HolderTie.HIGHEST_SEAT)
    tables.list.setCurrentRow(0)
    assert rows.burn_combo.currentData() is BurnMethod.DECKS
    tables.list.setCurrentRow(list(tables.profiles).index("VIP salon"))
    assert rows.burn_fixed_spin.value() == 5 and rows.burn_each_spin.value() == 1  # shown back
    assert rows.holder_tie_combo.currentData() is HolderTie.HIGHEST_SEAT


def test_a_shuffler_greys_the_cut_and_the_burns(qtbot, trainee, window) -> None:
    screen = _settings(qtbot, window)
    screen.tabs.setCurrentWidget(screen.tables)
    tables = screen.tables
    rows = tables.procedure_rows
    tables.list.setCurrentRow(list(tables.profiles).index("mass-500-shuffler"))
    assert rows.shuffler_check.isChecked()
    assert not rows.cut_by_combo.isEnabled() and not rows.burn_combo.isEnabled()
    assert not rows.burn_each_spin.isEnabled()
    tick(qtbot, rows.shuffler_check)
    assert rows.cut_by_combo.isEnabled() and rows.burn_each_spin.isEnabled()


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_procedure_rows_and_refusals_are_worded(qtbot, trainee, window, language) -> None:
    screen = _settings(qtbot, window)
    window.set_language(language)
    tables = screen.tables
    rows = tables.procedure_rows
    if language != "en":
        qtbot.waitUntil(lambda: tables.labels[0].text() != "&Name")  # LanguageChange posted
    count = len(rows.widgets)
    texts = [label.text() for label in tables.labels[-count:]]
    for combo in (rows.cut_by_combo, rows.burn_combo, rows.last_coup_combo,
                  rows.holder_tie_combo):
        texts += [combo.itemText(i) for i in range(combo.count())]
    fixed = tables.rules_error(TableRulesError("burn_fixed", "x", count="9"))
    each = tables.rules_error(TableRulesError("burn_each_coup", "x", max="3"))
    assert "9" in fixed and "3" in each
    assert tables.field_for(TableRulesError("burn_fixed", "x")) is rows.burn_fixed_spin
    assert tables.field_for(TableRulesError("burn_each_coup", "x")) is rows.burn_each_spin
    if language == "en":
        assert texts[0] == "Who cuts (art. 2)" and "(art. 8)" in each
        assert "(c)" in fixed
    else:
        for text in (*texts, fixed, each):
            assert not re.search(r"[A-Za-z]{4,}", text), text
