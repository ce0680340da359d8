"""The Dashboard's Audit tab (issue 16 point 9), by keyboard: the log newest first, filtered
by action, person and flags, a row deleted in SQL flagged in words, the CSV export (itself
recorded), and the tab in Traditional Chinese."""

from __future__ import annotations

import csv
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from sqlalchemy import create_engine, text

from tests.gui.conftest import COHORT_NAME, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD
from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.store import Store
from ui.dashboard.audit import AuditModel, AuditTab
from ui.dashboard.view import DashboardScreen

SHOTS = os.environ.get("DEALER_TRAINER_SHOTS")
"""A folder to save the tab's screenshots in (unset: none are saved)."""


def open_audit(qtbot, store: Store, instructor: Actor) -> tuple[DashboardScreen, AuditTab]:
    screen = DashboardScreen(store, instructor, None)
    qtbot.addWidget(screen)
    screen.resize(1400, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    tab = screen.audit
    # By keyboard: Ctrl+Tab walks the tabs to the Audit tab.
    screen.tabs.setFocus()
    while screen.tabs.currentWidget() is not tab:
        qtbot.keyClick(screen.tabs, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: tab.trail is not None, timeout=10_000)
    return screen, tab


def cells(tab: AuditTab, column: int) -> list[str]:
    model = tab.model
    return [model.data(model.index(r, column)) for r in range(model.rowCount())]


def delete_row(store: Store, seq: int) -> None:
    """What someone with the database file could do (after dropping the trigger)."""
    assert store.path is not None
    engine = create_engine(f"sqlite:///{store.path}")
    try:
        with engine.begin() as conn:
            conn.execute(text("DROP TRIGGER audit_log_no_delete"))
            conn.execute(text(f"DELETE FROM audit_log WHERE seq = {seq}"))
    finally:
        engine.dispose()


SETUP_EN = ["Trainee added", "Cohort created", "School created (first instructor)"]
"""The fixtures' own set-up, newest first: each is audited too (issue 25 point 3)."""
SETUP_ZH = ["已新增學員", "已建立班別", "已建立學校（首位導師）"]


@pytest.fixture
def logged(store: Store, instructor: Actor, trainee: Actor) -> Store:
    """Three audited actions after the set-up's three: two PIN resets and an unlock of amy.
    The instructor signs in again first (amy's sign-in dropped every unlocked key), so the
    rows are sealed."""
    assert store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD) == instructor
    store.roster.reset_secret(instructor, trainee.user_id, "4321")
    store.roster.unlock(instructor, trainee.user_id)
    store.roster.reset_secret(instructor, trainee.user_id, "1234")
    return store


def test_audit_tab_by_keyboard(
    qtbot, logged: Store, instructor: Actor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen, tab = open_audit(qtbot, logged, instructor)
    assert cells(tab, AuditModel.ACTION) == [
        "PIN reset", "Sign-in unlocked", "PIN reset", *SETUP_EN]
    assert cells(tab, AuditModel.WHO) == [INSTRUCTOR_NAME] * 6
    assert cells(tab, AuditModel.SUBJECT) == ["amy"] * 4 + [COHORT_NAME, INSTRUCTOR_NAME]
    assert cells(tab, AuditModel.CHECK) == ["OK"] * 6
    assert tab.verdict.text() == "Entries checked: 6, all as written."

    # Alt+A to the action filter, then Down to "PIN reset".
    qtbot.keyClick(tab, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    assert tab.action_combo.hasFocus()
    while tab.action_combo.currentData() != AuditAction.PIN_RESET.value:
        qtbot.keyClick(tab.action_combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 2, timeout=10_000)
    assert tab.count.text() == "Showing 2 of 6"

    # Alt+W: who; the instructor is named in the list.
    qtbot.keyClick(tab, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    assert tab.who_combo.hasFocus()
    qtbot.keyClick(tab.who_combo, Qt.Key.Key_Down)
    assert tab.who_combo.currentText() == INSTRUCTOR_NAME
    qtbot.waitUntil(lambda: tab.presenter.query.actor_id == instructor.user_id, timeout=5_000)

    # A row deleted behind the app's back: the next one is flagged, in words and red.
    delete_row(logged, 5)
    qtbot.keyClick(tab, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClick(tab.action_combo, Qt.Key.Key_Home)  # all actions again
    qtbot.waitUntil(lambda: tab.trail is not None and tab.trail.suspect == 1
                    and tab.trail.rows[0].entry.seq == 6, timeout=10_000)
    assert tab.presenter.query.action is None and tab.model.rowCount() == 5
    assert cells(tab, AuditModel.CHECK) == ["Entries deleted before this one: 1"] + ["OK"] * 4
    assert tab.verdict.text() == "Entries changed or deleted: 1 (see the flags)."
    red = tab.model.data(tab.model.index(0, AuditModel.CHECK), Qt.ItemDataRole.ForegroundRole)
    assert red is not None and red.color().name() == "#b00020"
    assert tab.model.data(tab.model.index(1, AuditModel.CHECK),
                          Qt.ItemDataRole.ForegroundRole) is None

    # Alt+Y ticks "flagged entries only" (a check box's accelerator clicks it).
    qtbot.keyClick(tab, Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: tab.presenter.query.flagged_only, timeout=5_000)
    assert tab.flagged_only.hasFocus() and tab.flagged_only.isChecked()
    qtbot.waitUntil(lambda: tab.model.rowCount() == 1, timeout=10_000)
    assert cells(tab, AuditModel.ACTION) == ["PIN reset"]

    # Alt+V: export what is shown; the export is recorded too.
    target = tmp_path / "audit.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(target), "")))
    with qtbot.waitSignal(tab.presenter.sig_export_done, timeout=10_000):
        qtbot.keyClick(tab, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    with target.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [(r["seq"], r["action"], r["flags"]) for r in rows] == [
        ("6", "pin_reset", "broken_link gap")]
    assert "audit.csv" in tab.message.text()
    qtbot.keyClick(tab.flagged_only, Qt.Key.Key_Space)  # every entry again
    qtbot.waitUntil(lambda: tab.model.rowCount() == 6, timeout=10_000)
    assert cells(tab, AuditModel.ACTION)[0] == "Exported"
    assert cells(tab, AuditModel.SUBJECT)[0] == "audit.csv"
    if SHOTS:
        screen.grab().save(str(Path(SHOTS) / "audit-tab-en.png"))


def test_audit_tab_in_traditional_chinese(
    qtbot, logged: Store, instructor: Actor, translations
) -> None:
    assert translations.install("zh-Hant")
    screen, tab = open_audit(qtbot, logged, instructor)
    assert screen.tabs.tabText(screen.tabs.indexOf(tab)) == "稽核"
    assert cells(tab, AuditModel.ACTION) == [
        "已重設 PIN", "已解除登入鎖定", "已重設 PIN", *SETUP_ZH]
    assert cells(tab, AuditModel.CHECK) == ["正常"] * 6
    assert tab.verdict.text() == "全部 6 條記錄核對無誤。"
    assert tab.action_caption.text() == "操作(&A)："
    assert tab.count.text() == "顯示 6 條中的 6 條"
    qtbot.waitUntil(lambda: tab.count.width() >= tab.count.sizeHint().width(), timeout=5_000)
    if SHOTS:
        screen.grab().save(str(Path(SHOTS) / "audit-tab-zh-Hant.png"))
