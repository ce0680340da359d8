"""A cut deeper than the house's deck and a half is graded by house procedure (no article,
art. 2 asks only for at least about twelve cards behind the white card): the lesson offered
beside it is lesson 25, the shoe's life at the Table, in English and 繁體中文 (it offered
lesson 24, take and pay)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.support.table_screen import open_table_screen
from trainer.articles import PROCEDURE
from trainer.table import Phase, TableSettings


@pytest.fixture(params=["en", "zh-Hant"])
def language(request, translations) -> str:
    translations.install(request.param)
    yield request.param
    translations.install("en")


def test_a_cut_too_deep_offers_the_shoes_lesson(qtbot, store, trainee, language) -> None:
    screen = open_table_screen(qtbot, store, trainee, "mass-300", 1,
                               TableSettings(shoe_life=True, fault_rate=0.0))
    state = screen.presenter.state
    assert state is not None and state.phase is Phase.CUT
    for _ in range(7):  # PgUp: a deck deeper each, far past the deck and a half
        qtbot.keyClick(screen.felt, Qt.Key.Key_PageUp)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    session = screen.presenter.session
    assert session is not None
    step = session.steps[-1]
    assert (step.cell, step.right, step.article) == ("shoe:cut", False, PROCEDURE)
    assert screen.lesson_button.isVisible()
    assert "25" in screen.lesson_button.text() and "24" not in screen.lesson_button.text()
