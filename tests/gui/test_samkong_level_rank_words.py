"""A Sam Kong level's number is said as its rank among the 31 levels ("rank 7 of 31
levels", "31級中第7級"), never "level 7", which a newcomer read as 7 points (無公八, No
face 8): in the Table's feedback for a wrong level by keys, and in the levels and doors
drills' facts, in English and 繁體中文 (and zh-Hans, pt)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_samkong_table import (
    DIGIT,
    by_keys,
    deal_right,
    open_samkong,
    select_by_keys,
    session_of,
)
from trainer.drills.explain import Phrase
from trainer.drills.samkong import level_params
from trainer.samkong import ALL_LEVELS
from trainer.table import TableSettings
from trainer.table.samkong.model import SamKongPhase
from ui.words import Words

RANK = {"en": "rank {0} of 31 levels", "zh-Hant": "31級中第{0}級",
        "zh-Hans": "31级中第{0}级", "pt": "{0}.º dos 31 níveis"}
OLD = {"en": "level {0}", "zh-Hant": "，第{0}級", "zh-Hans": "，第{0}级", "pt": "nível {0}"}


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_wrong_level_at_the_table_says_its_rank_of_31(
        qtbot, store, trainee, translations, language) -> None:
    translations.install(language)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 7,
                          TableSettings(fault_rate=0.0, awkward=0.0, max_coups=1))
    desk, felt, session = screen.samkong_desk, screen.samkong_desk.felt, session_of(screen)
    deal_right(qtbot, screen, by_keys, lambda s: s.phase is SamKongPhase.LEVELS)
    _name, (hand, ordinal) = session.next_right()
    wrong = ALL_LEVELS[int(str(ordinal)) % 31]
    select_by_keys(qtbot, desk, ("hand", hand))
    qtbot.keyClick(felt, DIGIT[wrong.faces])
    if wrong.faces < 3:
        qtbot.keyClick(felt, DIGIT[wrong.points])
    assert not session.steps[-1].right
    text = desk.feedback.text()
    assert RANK[language].format(ordinal) in text, text
    assert OLD[language].format(ordinal) not in text
    qtbot.keyClick(felt, Qt.Key.Key_Return)


@pytest.mark.parametrize("language", ["en", "zh-Hant", "zh-Hans", "pt"])
def test_no_face_8_is_the_7th_of_31_in_the_drills_facts(translations, language) -> None:
    translations.install(language)
    no_face_8 = next(level for level in ALL_LEVELS if level.name_zh_hant == "無公八")
    assert no_face_8.ordinal == 7
    words = Words()
    for code in ("samkong_level", "banker_level"):  # the levels drill, the doors drill
        text = words.fact(Phrase(code, level_params(no_face_8)))
        assert RANK[language].format(7) in text and OLD[language].format(7) not in text
