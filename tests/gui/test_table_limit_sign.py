"""The felt carries the table's limit sign (issue 24, found by a new trainee dealing a shoe):
the limits were shown nowhere, so a faulty bet could be told only by refusing wrongly or by
the hint. The sign follows the table (its side bets, the SJM Banker multiple) and the
language, and the felt is painted with it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from tests.gui.test_table_screen import open_table
from trainer.baccarat.bets import BetKind
from trainer.baccarat.table import DEFAULT_PROFILES


def words(text: str) -> str:
    return QCoreApplication.translate("TableWords", text)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_felt_shows_the_tables_limits(qtbot, store, trainee, translations,
                                          language: str) -> None:
    translations.install(language)
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    table = DEFAULT_PROFILES["mass-300"]
    lines = screen.felt.limit_lines()
    assert lines[0] == words("Limits (HK$)")
    assert (lines[0] == "Limits (HK$)") is (language == "en")  # in the trainee's language
    assert "B/P 300–30,000" in lines and "T 100–3,500" in lines and "PP/BP 100–2,500" in lines
    assert ("L6 100–1,500" in lines) is table.offers(BetKind.LUCKY_6)
    assert words("B in multiples of {0}").format("300") in lines  # the SJM house note
    # A table without Lucky 6 nor the Banker multiple says neither.
    screen.preset(profile="mass-1000", seed=1)
    other = DEFAULT_PROFILES["mass-1000"]
    lines = screen.felt.limit_lines()
    assert "B/P 1,000–100,000" in lines
    assert not any(line.startswith("L6") for line in lines) or other.offers(BetKind.LUCKY_6)
    assert (words("B in multiples of {0}").format("1,000") in lines) is (
        other.banker_multiple_of_minimum)
    # Painted: the felt's picture of the table is made with the sign's words.
    screen.felt.grab()
    assert any(lines in key[-1] for key in screen.felt._static)


def test_the_sign_is_worded_again_in_a_new_language(qtbot, store, trainee, translations) -> None:
    """The sign's lines are worded once per table (every paint asks for them) and again when
    the language changes."""
    translations.install("en")
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    assert screen.felt.limit_lines()[0] == "Limits (HK$)"
    translations.install("zh-Hant")  # the language change reaches the felt as an event
    qtbot.waitUntil(lambda: screen.felt.limit_lines()[0] != "Limits (HK$)")
    assert screen.felt.limit_lines()[0] == words("Limits (HK$)")
