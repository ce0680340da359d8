"""A table profile stored under a name but unreadable by this version (a newer version's side
bet, or a row edited by hand) is left out of the list; saving a profile of that name must not
crash on it: the instructor is told, and a second save replaces it."""

from __future__ import annotations

import json
import sqlite3

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_exam_instructor import sign_in_instructor
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.store import DB_FILENAME
from ui.settings.view import SettingsScreen

NAME = "Dragon table"
WORDS = {"en": ("cannot read it", "Saved"), "zh-Hant": ("無法讀取", "已儲存")}


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_saving_over_a_profile_this_version_cannot_read_says_so_and_replaces_it(
        qtbot, window, store, instructor, tmp_path, translations, lang) -> None:
    rules = DEFAULT_PROFILES["mass-300"].to_dict()
    store.table_profiles.save(instructor, NAME, rules)
    side_bets = {**rules["side_bets"],
                 "dragon_7": {"minimum": "100", "maximum": "500", "offered": True}}
    with sqlite3.connect(tmp_path / DB_FILENAME) as conn:  # what a newer version wrote
        conn.execute("UPDATE table_profiles SET rules = ? WHERE name = ?",
                     (json.dumps({**rules, "side_bets": side_bets}), NAME))
    translations.install(lang)
    sign_in_instructor(qtbot, window)
    window.open_screen("settings")
    screen = window.stack.currentWidget()
    assert isinstance(screen, SettingsScreen)
    screen.tabs.setCurrentWidget(screen.tables)
    tables = screen.tables
    listed = [tables._name_of(tables.list.item(i)) for i in range(tables.list.count())]
    assert NAME not in listed
    tables.new_button.setFocus()
    qtbot.keyClick(tables.new_button, Qt.Key.Key_Space)
    tables.name_edit.setFocus()
    tables.name_edit.selectAll()
    qtbot.keyClicks(tables.name_edit, NAME)
    qtbot.keyClick(tables.name_edit, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    cannot, saved = WORDS[lang]
    qtbot.waitUntil(lambda: cannot in tables.error_label.text(), timeout=5000)
    assert tables.conflict_dialog is None or not tables.conflict_dialog.isVisible()
    qtbot.keyClick(tables.name_edit, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: saved in tables.error_label.text(), timeout=5000)
    (stored,) = [p for p in store.table_profiles.list(instructor) if p.name == NAME]
    assert TableRules.from_dict(stored.rules).name == NAME  # readable again
