"""Settings, Cohorts and trainees, driven by keys alone (a school's first set-up: a cohort,
then its trainees): every button of the tab has an Alt key, in every language ("New cohort…"
had none; the others did)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton

from trainer.store import Store
from ui.settings.view import SettingsScreen


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans", "pt"])
def test_every_button_of_the_roster_tab_has_an_alt_key(qtbot, store: Store, instructor,
                                                       translations, lang: str) -> None:
    translations.install(lang)
    screen = SettingsScreen(store, instructor)
    qtbot.addWidget(screen)
    buttons = screen.roster.findChildren(QPushButton)
    assert buttons
    missing = [b.text() for b in buttons if QKeySequence.mnemonic(b.text()).isEmpty()]
    assert missing == []
    translations.install("en")
