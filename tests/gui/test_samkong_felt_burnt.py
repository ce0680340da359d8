"""The Sam Kong felt's corner, right after the opening burn by keys, says the cards burnt
from the shoe (as many as decks), not "Burnt: 0", in English and 繁體中文."""

from __future__ import annotations

import pytest

from tests.gui.test_samkong_table import by_keys, open_samkong, session_of
from trainer.table.samkong.model import SamKongPhase as P
from trainer.table.samkong.profile import profile_named

SHOE = profile_named("samkong-six-door-shoe")
BURNT = {"en": "Burnt: {0}", "zh-Hant": "已銷：{0}"}


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_corner_counts_the_shoes_burnt_cards_after_the_opening_burn(
        qtbot, store, trainee, translations, language) -> None:
    translations.install(language)
    screen = open_samkong(qtbot, store, trainee, SHOE.name, 3)
    session = session_of(screen)
    felt = screen.samkong_desk.felt
    while session.phase is not P.BETS or session.state().round != 1:
        by_keys(qtbot, screen, *session.next_right())
    qtbot.waitUntil(lambda: BURNT[language].format(SHOE.decks) in felt.corner)
    assert BURNT[language].format(0) not in felt.corner
