"""An instructor's home after the school's first start says what to do first, as a new
trainee is told "Start with lesson 1"; once the school has a trainee it says it no more."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import COHORT_NAME, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD
from tests.gui.test_today import _sign_in
from trainer.auth import Actor

pytestmark = pytest.mark.qt_log_level_fail("WARNING")


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_new_schools_instructor_is_told_the_first_steps(
        qtbot, window, store, instructor: Actor, language: str) -> None:
    window.set_language(language)
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    home = window.home
    assert window.stack.currentWidget() is home
    steps = home.first_steps
    assert steps.isVisible()
    for shortcut in ("Ctrl+6", "Ctrl+4"):
        assert shortcut in steps.text()
    if language == "en":
        assert steps.text().startswith("A new school: start here.")
        assert "import the roster" in steps.text()
    else:
        assert any("\u4e00" <= c <= "\u9fff" for c in steps.text())
    # Settings, a trainee added there, back home: the first steps are done.
    qtbot.keyClick(window, Qt.Key.Key_6, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is not home
    cohort = store.roster.create_cohort(instructor, COHORT_NAME)
    store.roster.create_trainee(instructor, "amy", "Amy", cohort.id, "1234")
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is home)
    assert not steps.isVisible()


def test_a_school_with_trainees_shows_no_first_steps(qtbot, window, trainee: Actor) -> None:
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    assert window.stack.currentWidget() is window.home
    assert not window.home.first_steps.isVisible()
