"""Widgets take their look from the application's style sheet (``resources/styles/app.qss``)
by object name or ``look`` property, and a change of state re-polishes them: the Table's
feedback line turns red and bold on a wrong step, then quiet once read, with no style sheet
of its own and in the palette's colours."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QWidget

from tests.gui.test_table_feedback import table_in, wrong_draw
from ui import palette
from ui.looks import set_look
from ui.resources import app_style_sheet


def ink(label: QLabel) -> QColor:
    label.ensurePolished()
    return label.palette().color(label.foregroundRole())


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_the_table_feedback_is_coloured_by_the_app_style_sheet(
        qtbot, store, trainee, translations, lang) -> None:
    screen = table_in(qtbot, store, trainee, translations, lang, "mass-300", 4)
    screen.setStyleSheet(app_style_sheet())  # the app's look (set on the app in ui.app)
    wrong_draw(qtbot, screen)  # the wrong key: the table waits for Enter
    feedback = screen.feedback
    assert feedback.styleSheet() == ""  # its look is app.qss's, not a sheet of its own
    assert ink(feedback) == QColor(palette.STEP_WRONG) and feedback.font().bold()
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)  # read: on to the next step
    assert not screen.presenter.waiting
    assert ink(feedback) == QColor(palette.STEP_READ) and not feedback.font().bold()
    assert feedback.styleSheet() == ""


def test_a_look_set_after_showing_brings_its_padding(qtbot) -> None:
    """A seal found broken after the review is shown: white on red with room around the
    words (the frame takes the style sheet's padding only when told the style changed)."""
    holder = QWidget()
    holder.setStyleSheet(app_style_sheet())
    banner = QLabel("⚠ TAMPERED", holder)
    banner.setObjectName("sealBanner")
    qtbot.addWidget(holder)
    holder.show()
    qtbot.waitExposed(holder)
    assert banner.contentsRect() == banner.rect()  # no look yet: no padding
    set_look(banner, "tampered")
    inset = banner.contentsRect().top() - banner.rect().top()
    assert inset >= 8 and ink(banner) == QColor(palette.WHITE)
    set_look(banner, "verified")
    assert banner.contentsRect().top() - banner.rect().top() == 4
    assert ink(banner) == QColor(palette.DONE)
