"""Settings > Reviews and daily goal (issue 15 point 3): an instructor sets a cohort's
desired retention, target times and daily goal by keyboard; out-of-range values are
refused in words under their field and nothing is stored."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from trainer.auth import Actor
from trainer.drills.schedule import DEFAULT_TARGETS_MS
from trainer.store import Store
from trainer.today import GoalUnit
from ui.settings.schedule import ScheduleSettingsTab
from ui.settings.view import SettingsScreen


def open_tab(qtbot, store: Store, instructor: Actor) -> ScheduleSettingsTab:
    screen = SettingsScreen(store, instructor)
    qtbot.addWidget(screen)
    screen.resize(1024, 700)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.enter()
    screen.tabs.setFocus()
    while screen.tabs.currentWidget() is not screen.schedule:  # Ctrl+Tab to the tab
        qtbot.keyClick(screen.tabs, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    return screen.schedule


def retype(qtbot, edit, text: str) -> None:
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, text)


def test_instructor_sets_a_cohorts_reviews_and_goal_by_keyboard(
    qtbot, store: Store, instructor: Actor, trainee: Actor
) -> None:
    tab = open_tab(qtbot, store, instructor)
    cohort = store.roster.cohorts(instructor)[0]
    assert tab.cohort_combo.currentText() == "School default"
    assert tab.retention_edit.text() == "90" and tab.target_edits["draw"].text() == "3"
    tab.cohort_combo.setFocus()
    qtbot.keyClick(tab.cohort_combo, Qt.Key.Key_Down)
    assert tab.cohort_combo.currentData() == cohort.id

    # Out of range: refused under the field, the focus back in it, nothing stored.
    retype(qtbot, tab.retention_edit, "98")
    qtbot.keyClick(tab.retention_edit, Qt.Key.Key_Return)
    assert tab.error_label.isVisible()
    assert tab.error_label.text() == (
        "Type the desired retention as a per cent from 70 to 97, e.g. 90.")
    assert QApplication.focusWidget() is tab.retention_edit
    row, _ = tab.form.getWidgetPosition(tab.retention_edit)
    assert tab.form.getWidgetPosition(tab.error_label)[0] == row + 1
    retype(qtbot, tab.retention_edit, "85")
    retype(qtbot, tab.target_edits["payout"], "0,2")
    qtbot.keyClick(tab.target_edits["payout"], Qt.Key.Key_Return)
    assert tab.error_label.text() == (
        "Type the target time for Commission and payouts in seconds, from 0.5 to 120.")
    assert QApplication.focusWidget() is tab.target_edits["payout"]
    assert store.schedule.cohort_schedule(instructor, cohort.id).retention == 0.9

    retype(qtbot, tab.target_edits["payout"], "6,5")
    retype(qtbot, tab.goal_edit, "30")
    tab.goal_unit_combo.setFocus()
    qtbot.keyClick(tab.goal_unit_combo, Qt.Key.Key_Down)  # minutes of practice
    retype(qtbot, tab.goal_edit, "0")
    qtbot.keyClick(tab.goal_edit, Qt.Key.Key_Return)
    assert tab.error_label.text() == "A daily goal is 1 to 10000."
    assert QApplication.focusWidget() is tab.goal_edit
    retype(qtbot, tab.goal_edit, "30")
    qtbot.keyClick(tab.goal_edit, Qt.Key.Key_Return)
    assert not tab.error_label.isVisible()
    assert tab.message.text() == f"Saved for {cohort.name}."
    saved = store.schedule.cohort_schedule(instructor, cohort.id)
    assert (saved.retention, saved.targets_ms["payout"]) == (0.85, 6500)
    assert store.daily.goal(cohort.id) == (GoalUnit.MINUTES, 30)  # what Today reads
    assert dict(saved.targets_ms) == {**DEFAULT_TARGETS_MS, "payout": 6500}
    # The trainee's cards now follow the cohort's settings; the school's default did not move.
    assert store.schedule.policy(trainee.user_id).retention == 0.85
    assert store.schedule.cohort_schedule(instructor, None).retention == 0.9
