"""A retake grant written in the database (not by an instructor) is listed with its failed
seal in the review's "Retake grants…" dialog, and an instructor revokes it there: the
keyboard opens it, a mouse click picks the grant, Alt+R revokes it (audited). In English and
in Traditional Chinese."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from sqlalchemy import create_engine, text

from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_exam_instructor import (
    blueprint,
    open_exams,
    results_panel,
    sign_in_instructor,
    sit,
)
from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.exams.seal import SealStatus
from trainer.store import Store
from ui.exam.grants_dialog import RetakeGrantsDialog
from ui.i18n import Translations
from ui.main_window import MainWindow

SHOTS = os.environ.get("DEALER_TRAINER_SHOTS")
"""A folder to save the dialog's screenshots in (unset: none are saved)."""
WRONG = tuple(range(6))


@pytest.fixture
def window(qtbot, store: Store, prefs: QSettings,
           translations: Translations) -> Iterator[MainWindow]:
    main = MainWindow(store, prefs, translations, db_label="test")
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    yield main


@pytest.fixture
def exam_id(store: Store, instructor: Actor, trainee: Actor) -> int:
    return store.exams.create(instructor, blueprint(trainee.cohort_id)).id


def slip_in_grant(store: Store, exam_id: int, trainee: Actor, instructor: Actor) -> None:
    """What a trainee with the database file could do: a grant with no seal."""
    assert store.path is not None
    engine = create_engine(f"sqlite:///{store.path}")
    try:
        with engine.begin() as conn:
            conn.execute(text(
                "INSERT INTO exam_retakes (exam_id, trainee_id, granted_by, granted_at, note) "
                f"VALUES ({exam_id}, {trainee.user_id}, {instructor.user_id}, "
                "'2026-01-01 00:00:00', 'approved')"))
    finally:
        engine.dispose()


def press(qtbot, button) -> None:
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    qtbot.keyClick(button, Qt.Key.Key_Space)


def open_grants(qtbot, window: MainWindow) -> RetakeGrantsDialog:
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    panel.table.setFocus()
    panel.table.selectRow(0)
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is panel.review, timeout=5000)
    press(qtbot, panel.review.grants_button)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), RetakeGrantsDialog)
                    or any(isinstance(w, RetakeGrantsDialog) and w.isVisible()
                           for w in QApplication.topLevelWidgets()), timeout=5000)
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, RetakeGrantsDialog) and w.isVisible())
    qtbot.waitExposed(dialog)
    return dialog


def revoke_forged(qtbot, store: Store, window: MainWindow, instructor: Actor, trainee: Actor,
                  exam_id: int, words: dict[str, str], shot: str) -> None:
    sit(store, TRAINEE_NAME, TRAINEE_PIN, exam_id, wrong=WRONG)
    slip_in_grant(store, exam_id, trainee, instructor)
    dialog = open_grants(qtbot, window)
    assert dialog.windowTitle() == words["title"]
    assert dialog.table.rowCount() == 1
    assert dialog.table.item(0, 3).text() == words["failed"]
    assert not dialog.revoke_button.isEnabled()  # nothing chosen yet
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        dialog.grab().save(str(Path(SHOTS) / f"grants-{shot}.png"))
    # A click on the grant's row picks it; the reason typed; Alt+R revokes it.
    rect = dialog.table.visualItemRect(dialog.table.item(0, 2))
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.revoke_button.isEnabled()
    dialog.note.setFocus()
    qtbot.waitUntil(dialog.note.hasFocus)
    qtbot.keyClicks(dialog.note, "not granted by anyone here")
    qtbot.keyClick(dialog.note, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 0, timeout=5000)
    assert dialog.message.text().startswith(words["revoked"])
    boss = window.actor
    assert boss is not None
    assert store.exams.retakes(boss, trainee.user_id) == []
    [row] = [r for r in store.audit.trail(boss).rows
             if r.entry.action == AuditAction.RETAKE_REVOKED.value]
    detail = json.loads(row.entry.detail_json)
    assert (detail["sealed"], detail["note"]) == (False, "not granted by anyone here")
    if SHOTS:
        dialog.grab().save(str(Path(SHOTS) / f"grants-{shot}-revoked.png"))
    dialog.close()


def test_a_forged_grant_is_shown_and_revoked(qtbot, window, store, instructor, trainee,
                                             exam_id) -> None:
    revoke_forged(qtbot, store, window, instructor, trainee, exam_id, {
        "title": "Retake grants",
        "failed": "⚠ SEAL FAILED: not counted",
        "revoked": "The retake granted on",
    }, "en")


def test_a_forged_grant_is_revoked_in_traditional_chinese(
        qtbot, window, store, instructor, trainee, exam_id, translations) -> None:
    assert translations.install("zh-Hant")
    revoke_forged(qtbot, store, window, instructor, trainee, exam_id, {
        "title": "重考許可",
        "failed": "⚠ 封印核對失敗：不計算",
        "revoked": "已撤銷於",
    }, "zh-Hant")


def test_a_genuine_grant_reads_verified(qtbot, window, store, instructor, trainee,
                                        exam_id) -> None:
    sit(store, TRAINEE_NAME, TRAINEE_PIN, exam_id, wrong=WRONG)
    dialog = open_grants(qtbot, window)
    assert dialog.table.rowCount() == 0
    store.exams.grant_retake(window.actor, exam_id, trainee.user_id, "ill on the day")
    dialog.reload()
    assert dialog.table.item(0, 3).text() == "verified"
    assert [g.seal for g in store.exams.retakes(window.actor, trainee.user_id)] == [
        SealStatus.OK]
