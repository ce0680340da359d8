"""A result mark called wrong is explained by the bet whose win that mark announces, found from
the bet specs (``BetSpec.result_mark``), by keys, in English and 繁體中文.

A wrong natural mark cites art. 9 (2) and its lesson (Lesson 5, points and naturals) unless a
registered bet claims the mark and has a lesson of its own teaching the article. A made-up side
bet, registered here and nowhere else, claims the natural mark, with its own lesson (Lesson 25,
a copy of the lessons folder with one file more): the wrong mark then cites that lesson. The
bet is optional and off, so the seeded table deals exactly as without it.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_feedback import LANGUAGES, deal_until, table_in
from tests.gui.test_table_screen import do_by_keys
from trainer.articles import Article, bac
from trainer.baccarat.bets import BetSpec, House, Odds, TieRule, register, unregister
from trainer.baccarat.coup import Coup
from trainer.datafiles import lessons_dir

BUTTON = {"en": "Lesson {n} (L)", "zh-Hant": "第 {n} 課 (L)"}


def _natural_bonus(coup: Coup, house: House) -> tuple[Odds, Article] | None:
    return (Odds(4, 1), bac(17)) if coup.natural else None


LESSON = """---
id: natural-bonus
title: Natural Bonus
order: 25
game: baccarat
articles: bac.9.2, bac.17
drill: call:naturals
---
# Natural Bonus

Pays 4:1 when either hand is a natural (art. 9 (2)).
"""


@pytest.fixture
def lessons(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The shipped lessons and the made-up bet's own lesson, as the Table's words find them."""
    root = tmp_path / "lessons"
    shutil.copytree(lessons_dir(), root)
    (root / "en" / "25-natural-bonus.md").write_text(LESSON, encoding="utf-8")
    monkeypatch.setattr("ui.felt.words.lessons_dir", lambda: root)
    return root


@pytest.fixture
def natural_bonus(lessons: Path) -> Iterator[None]:
    register(BetSpec("natural_bonus", "Natural Bonus", _natural_bonus, (Odds(4, 1),), bac(17),
                     bac(13), TieRule.OWN_RULE, felt_slot=4, short="NB", wording="natural_bonus",
                     optional=True, on_by_default=False, lesson="natural-bonus",
                     result_mark="natural"))
    try:
        yield
    finally:
        unregister("natural_bonus")


def _wrong_natural(qtbot, store, trainee, translations, lang: str) -> str:  # type: ignore[no-untyped-def]
    """Deal mass-300 seed 4 by keys to its result call, mark a natural it does not have, call
    the rest right, and return the lesson button's words."""
    screen = table_in(qtbot, store, trainee, translations, lang, "mass-300", 4)
    _, (winner, *flags) = deal_until(qtbot, screen, lambda n, a: n == "call_result")
    assert not flags[2]  # no natural in this coup
    qtbot.keyClick(screen.felt, Qt.Key.Key_3)  # natural, wrongly
    do_by_keys(qtbot, screen, "call_result", (winner, *flags))
    assert screen.presenter.waiting and screen.lesson_button.isVisible()
    return screen.lesson_button.text()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrong_mark_no_bet_claims_cites_the_articles_lesson(
        qtbot, store, trainee, translations, lessons: Path, lang: str) -> None:
    assert _wrong_natural(qtbot, store, trainee, translations, lang) == BUTTON[lang].format(n=5)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrong_mark_a_registered_bet_claims_cites_that_bets_lesson(
        qtbot, store, trainee, translations, natural_bonus: None, lang: str) -> None:
    assert _wrong_natural(qtbot, store, trainee, translations, lang) == BUTTON[lang].format(n=25)
