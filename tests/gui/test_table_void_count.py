"""The practice Table's score card after a shoe of N coups with a void coup (table flow 5),
dealt by keys, in English and 繁體中文: the void coup is not one of the N (another coup is dealt
in its place), the card says it apart ("Void coups (art. 10): 1") and its coups an hour count
the N coups over their own time (the void coup's left out, as Progress does).

Situation: mass-300, seed 11, three coups, an irregularity in two coups: coup 1 is void."""

from __future__ import annotations

import pytest

from tests.gui.test_table_screen import do_by_keys
from tests.support.table_screen import open_table_screen
from tests.support.table_script import right_action
from trainer.table import TableSettings
from trainer.table.score import SECONDS_PER_HOUR, ScoreCard
from ui.felt.irregular import REMEDY_KEYS

SETTINGS = TableSettings(irregularity_rate=0.5, max_coups=3)
WORDS = {"en": ("Void coups (art. 10): 1", "Coups per hour: {0}"),
         "zh-Hant": ("作廢的局（第十條）：1", "每小時局數：{0}")}


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_score_card_counts_the_coups_without_the_void_one(
        qtbot, store, trainee, translations, language: str) -> None:
    translations.install(language)
    try:
        screen = open_table_screen(qtbot, store, trainee, "mass-300", 11, SETTINGS)
        session = screen.presenter.session
        assert session is not None
        cards: list[ScoreCard] = []
        screen.presenter.sig_shoe_finished.connect(cards.append)
        while not session.finished:
            name, args = right_action(session)
            if name == "answer_irregular":  # K / F / U / V
                qtbot.keyClick(screen.felt, next(k for k, r in REMEDY_KEYS.items()
                                                 if r is args[0]))
            else:
                do_by_keys(qtbot, screen, name, args)
        assert [c.void for c in session.coups] == [True, False, False, False]
        (card,) = cards
        assert (card.coups, card.void) == (3, 1)
        assert card.coups_per_hour == pytest.approx(3 * SECONDS_PER_HOUR / card.seconds)
        assert card.seconds == sum(c.ended - c.started for c in session.coups if not c.void)
        box = screen.score_box
        assert box is not None
        qtbot.waitUntil(box.isVisible)
        void, rate = WORDS[language]
        text = box.summary.text()
        assert void in text and rate.format(f"{card.coups_per_hour:.0f}") in text, text
        box.ok.click()
    finally:
        translations.install("en")
