"""A language switch leaves no words of the old language on any main screen (issue 25 point 15:
"5 provas." stayed on the exam results after Portuguese was left)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTabWidget

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_exam_instructor import sittings  # noqa: F401 (a fixture)
from tests.support.stale_words import stale

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
]

SWITCHES = (("pt", "en"), ("en", "zh-Hant"), ("zh-Hant", "en"))


def _sign_in(qtbot, window, name: str, secret: str) -> None:
    window.sign_in.name_edit.setText(name)
    window.sign_in.secret_edit.setText(secret)
    qtbot.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.landing_page)


def _pages(window):
    """Every tab of the screen shown, one after the other (the screen itself when none)."""
    screen = window.stack.currentWidget()
    tab_widgets = [t for t in screen.findChildren(QTabWidget) if t.isVisible()]
    yield screen.objectName() or type(screen).__name__
    for tabs in tab_widgets:
        for n in range(tabs.count()):
            tabs.setCurrentIndex(n)
            QApplication.processEvents()
            yield f"{screen.objectName()}:{n}"


def _walk(qtbot, window, keys) -> list:
    found = []
    for key in keys:
        window.open_screen(key)
        for page in _pages(window):
            for old, new in SWITCHES:
                window.set_language(old)
                QApplication.processEvents()
                window.set_language(new)
                QApplication.processEvents()
                QApplication.processEvents()
                found += [(page, old, new, *s) for s in stale(window, old, new)]
    window.set_language("en")
    return found


def test_instructor_screens_keep_no_stale_words(qtbot, window, sittings) -> None:  # noqa: F811
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    found = _walk(qtbot, window, ("dashboard", "exam", "settings", "lessons", "progress"))
    assert not found, "\n".join(map(str, found))


def test_trainee_screens_keep_no_stale_words(qtbot, window, trainee) -> None:
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    found = _walk(qtbot, window, ("practice", "table", "lessons", "progress", "exam"))
    assert not found, "\n".join(map(str, found))
