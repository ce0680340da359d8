"""The mouse wheel over a long form scrolls the form (issue 25 point 12): a school's instructor
scrolled the exam blueprint and its counting rule and pass mark changed under the pointer.
An unfocused combo or spin box keeps its value and the scroll area moves; a focused one (the
user clicked into it) still takes the wheel. Real wheel events, posted as a mouse would send
them (QTest has no wheel helper), on the blueprint form, Settings' table profile form and
schedule form, and the homework dialog, in English and in 繁體中文."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea, QSpinBox, QWidget

from tests.gui.test_settings_profiles import _tables
from trainer.auth import Actor
from trainer.store import Store
from ui.dashboard.homework import AssignmentDialog
from ui.exam.blueprints import BlueprintsPanel

LANGUAGES = ["en", "zh-Hant"]
DOWN = QPoint(0, -120)  # one notch of the wheel, towards the user


def _wheel(qtbot, widget: QWidget, notches: int = 1) -> None:
    """Turn the wheel ``notches`` times with the pointer over the middle of ``widget``."""
    middle = QPointF(widget.rect().center())
    for _ in range(notches):
        event = QWheelEvent(middle, QPointF(widget.mapToGlobal(middle)), QPoint(), DOWN,
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.postEvent(widget, event)
    QApplication.processEvents()


def _value(widget: QWidget) -> object:
    return widget.currentIndex() if isinstance(widget, QComboBox) else widget.text()


def _wheel_leaves_it_and_scrolls(qtbot, scroll: QScrollArea, field: QWidget) -> None:
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the form must be taller than its scroll area for the test"
    bar.setValue(0)
    scroll.ensureWidgetVisible(field)
    before_bar, before = bar.value(), _value(field)
    assert not field.hasFocus()
    _wheel(qtbot, field, 2)
    assert _value(field) == before, "an unfocused field changed under the wheel"
    qtbot.waitUntil(lambda: bar.value() > before_bar)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_wheel_over_the_blueprint_form_scrolls_it_and_leaves_its_fields(
    qtbot, store: Store, instructor: Actor, translations, language: str,
) -> None:
    translations.install(language)
    panel = BlueprintsPanel(store, instructor)
    qtbot.addWidget(panel)
    panel.resize(1024, 500)
    panel.show()
    qtbot.waitExposed(panel)
    form = panel.form
    scroll = form.parentWidget().parentWidget()
    assert isinstance(scroll, QScrollArea)
    form.add_row()  # a row added later is guarded too
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0)
    row = form.rows[-1]
    fields: list[QWidget] = [form.counting, form.pass_mark, form.attempts, row.kind,
                             row.questions]
    for field in fields:
        _wheel_leaves_it_and_scrolls(qtbot, scroll, field)
    # Clicked into, the field is the user's: the wheel changes it.
    scroll.ensureWidgetVisible(form.pass_mark)
    qtbot.mouseClick(form.pass_mark, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(form.pass_mark.hasFocus)
    before = form.pass_mark.value()
    _wheel(qtbot, form.pass_mark)
    assert form.pass_mark.value() != before


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_wheel_over_the_table_profile_form_scrolls_it(
    qtbot, window, instructor: Actor, language: str,
) -> None:
    tables = _tables(qtbot, window, language)
    window.setMinimumSize(0, 0)
    window.resize(1024, 450)  # a laptop with the taskbar and a big font: the form scrolls
    qtbot.waitUntil(lambda: tables.form_scroll.verticalScrollBar().maximum() > 0)
    tables.name_edit.setFocus()
    for field in (tables.mode_combo, tables.rounding_combo, tables.seats_spin,
                  tables.pace_spin):
        _wheel_leaves_it_and_scrolls(qtbot, tables.form_scroll, field)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_wheel_leaves_the_homework_dialogs_unfocused_fields(
    qtbot, translations, language: str,
) -> None:
    translations.install(language)
    dialog = AssignmentDialog({}, date(2026, 12, 1))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.subject.setFocus()
    qtbot.waitUntil(dialog.subject.hasFocus)
    for field in (dialog.target, dialog.answers, dialog.due):
        before = _value(field)
        _wheel(qtbot, field, 2)
        assert _value(field) == before
    assert isinstance(dialog.answers, QSpinBox)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_wheel_over_the_schedule_form_scrolls_it(
    qtbot, window, instructor: Actor, language: str,
) -> None:
    tables = _tables(qtbot, window, language)  # Settings, signed in as the instructor
    screen = tables.parentWidget()
    while not hasattr(screen, "schedule"):
        screen = screen.parentWidget()
    screen.tabs.setCurrentWidget(screen.schedule)
    window.setMinimumSize(0, 0)
    window.resize(1024, 380)
    schedule = screen.schedule
    scroll = schedule.goal_unit_combo.parentWidget()
    while not isinstance(scroll, QScrollArea):
        scroll = scroll.parentWidget()
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0)
    schedule.retention_edit.setFocus()
    _wheel_leaves_it_and_scrolls(qtbot, scroll, schedule.goal_unit_combo)
