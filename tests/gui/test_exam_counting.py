"""A pass is final and which sitting counts, on the instructor's screens (issue 16 point 4):
the retake-of-a-pass warning and its required reason by keyboard, the results' "Counts"
column, the Dashboard's exam tab and the blueprint editor's rule."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt

from tests.gui.conftest import TRAINEE_DISPLAY, TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_exam_instructor import (
    blueprint,
    open_exams,
    results_panel,
    sign_in_instructor,
    sit,
)
from trainer.auth import Actor
from trainer.exams.counting import CountingRule
from trainer.store import Store
from ui.exam.results import ResultsModel
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.words import moment_text

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


def press(qtbot, button) -> None:
    """Tab's way to a button, then Space (the keyboard's click)."""
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    qtbot.keyClick(button, Qt.Key.Key_Space)


def counts_column(panel) -> dict[int, str]:
    model = panel.model
    return {r.sitting.attempt_no: model.text(r, ResultsModel.COUNTS) for r in model.rows}


def test_a_retake_of_a_pass_warns_and_needs_a_reason_by_keyboard(
        qtbot, window, store, instructor, trainee, exam_id) -> None:
    passed = sit(store, TRAINEE_NAME, TRAINEE_PIN, exam_id).sitting_id
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    panel.table.setFocus()
    panel.table.selectRow(0)
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    review = panel.review
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is review, timeout=5000)
    press(qtbot, review.retake_button)
    actions = panel.review_actions
    qtbot.waitUntil(lambda: actions.retake_dialog is not None
                    and actions.retake_dialog.isVisible(), timeout=5000)
    dialog = actions.retake_dialog
    assert dialog.warning.isVisible()
    assert dialog.passed is not None  # the date is written the user's way, not ISO
    assert dialog.warning.text().startswith(  # with the sign-in name (issue 25 point 15)
        f"{TRAINEE_DISPLAY} ({TRAINEE_NAME}) passed on {moment_text(dialog.passed.passed_at)};")
    assert "a retake can lower or replace the result. Reason:" in dialog.warning.text()
    assert not dialog.ok.isEnabled()  # no reason yet: Enter does nothing
    qtbot.waitUntil(dialog.note.hasFocus)
    qtbot.keyClick(dialog.note, Qt.Key.Key_Return)
    assert dialog.isVisible() and store.exams.retakes(instructor, trainee.user_id) == []
    qtbot.keyClicks(dialog.note, "  ")
    assert not dialog.ok.isEnabled()  # blanks are not a reason
    qtbot.keyClicks(dialog.note, "marked against the wrong table")
    assert dialog.ok.isEnabled()
    qtbot.keyClick(dialog.note, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "retake was granted" in review.status.text(), timeout=5000)
    [grant] = store.exams.retakes(instructor, trainee.user_id)
    assert (grant.note, grant.over_pass) == ("marked against the wrong table", passed)


def test_a_retake_after_a_fail_asks_no_reason(qtbot, window, store, instructor, trainee,
                                              exam_id) -> None:
    sit(store, TRAINEE_NAME, TRAINEE_PIN, exam_id, wrong=WRONG)
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    panel.table.setFocus()
    panel.table.selectRow(0)
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is panel.review, timeout=5000)
    press(qtbot, panel.review.retake_button)
    actions = panel.review_actions
    qtbot.waitUntil(lambda: actions.retake_dialog is not None
                    and actions.retake_dialog.isVisible(), timeout=5000)
    dialog = actions.retake_dialog
    assert not dialog.warning.isVisible() and dialog.ok.isEnabled()
    qtbot.waitUntil(dialog.note.hasFocus)
    qtbot.keyClick(dialog.note, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "retake was granted" in panel.review.status.text(), timeout=5000)
    [grant] = store.exams.retakes(instructor, trainee.user_id)
    assert (grant.note, grant.over_pass) == ("", None)


def test_results_and_the_dashboard_mark_the_counting_sitting_and_follow_the_rule(
        qtbot, window, store, instructor, trainee, exam_id) -> None:
    sit(store, TRAINEE_NAME, TRAINEE_PIN, exam_id)
    sign_in_instructor(qtbot, window)
    boss = window.actor
    store.exams.grant_retake(boss, exam_id, trainee.user_id, "to improve the score")
    sit(store, TRAINEE_NAME, TRAINEE_PIN, exam_id, wrong=WRONG)
    boss = sign_again(qtbot, window)
    exams = open_exams(qtbot, window)
    panel = exams.results
    exams.tabs.setCurrentWidget(panel)
    panel.presenter.reload()
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2, timeout=5000)
    # The exam keeps today's rule: the latest sitting counts, so the retake lowered it.
    assert counts_column(panel) == {1: "", 2: "✔ counts"}

    # The blueprint editor's rule, by keyboard: the best sitting.
    editor = exams.blueprints
    exams.tabs.setCurrentWidget(editor)
    qtbot.waitUntil(lambda: editor.list.count() == 1, timeout=5000)
    editor.list.setCurrentRow(0)
    form = editor.form
    assert form.counting.currentData() is CountingRule.LATEST
    form.counting.setFocus()
    qtbot.keyClick(form.counting, Qt.Key.Key_Down)
    assert form.counting.currentData() is CountingRule.BEST
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Saved" in editor.status.text(), timeout=5000)
    assert store.exams.exam(boss, exam_id).blueprint.counting is CountingRule.BEST

    # The change made version 2; both sittings ran under version 1 ("latest"), whose rule
    # keeps deciding until the trainee sits version 2 (trainer.exams.counting).
    exams.tabs.setCurrentWidget(panel)
    with qtbot.waitSignal(panel.presenter.sig_results_loaded, timeout=5000):
        panel.presenter.reload()
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2, timeout=5000)
    assert counts_column(panel) == {1: "", 2: "✔ counts"}
    store.exams.grant_retake(boss, exam_id, trainee.user_id, "a third try, under version 2")
    sit(store, TRAINEE_NAME, TRAINEE_PIN, exam_id, wrong=WRONG)
    boss = sign_again(qtbot, window)
    exams = open_exams(qtbot, window)
    panel = exams.results
    exams.tabs.setCurrentWidget(panel)
    panel.presenter.reload()
    qtbot.waitUntil(lambda: counts_column(panel) == {1: "✔ counts", 2: "", 3: ""},
                    timeout=5000)

    window.open_screen("dashboard")
    dashboard = window.stack.currentWidget()
    tab = dashboard.exam_results
    dashboard.tabs.setCurrentIndex(dashboard.tabs.indexOf(tab))
    qtbot.waitUntil(lambda: dashboard.roster_model.rowCount() == 1, timeout=10000)
    dashboard.roster_view.selectRow(0)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 3, timeout=5000)
    assert "PASS, attempt 1, counts." in tab.summary.text()


def sign_again(qtbot, window: MainWindow) -> Actor:
    """The trainee's sittings signed the store's trainees in (dropping the instructor's key):
    the instructor signs out and in again, as at a desk."""
    window.sign_out()
    sign_in_instructor(qtbot, window)
    assert window.actor is not None
    return window.actor


def test_a_pass_that_does_not_count_offers_no_certificate_and_says_why(
        qtbot, window, store, instructor, trainee, exam_id) -> None:
    """Review 7: the review of a pass that no longer counts (the latest sitting counts, and a
    retake failed) offered "Save certificate", asked for a file name, then refused."""
    sit(store, TRAINEE_NAME, TRAINEE_PIN, exam_id)
    sign_in_instructor(qtbot, window)
    assert window.actor is not None
    store.exams.grant_retake(window.actor, exam_id, trainee.user_id, "to improve the score")
    sit(store, TRAINEE_NAME, TRAINEE_PIN, exam_id, wrong=WRONG)
    sign_again(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2, timeout=5000)
    assert counts_column(panel) == {1: "", 2: "✔ counts"}
    first = next(n for n, r in enumerate(panel.model.rows) if r.sitting.attempt_no == 1)
    panel.table.setFocus()
    panel.table.selectRow(first)
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    review = panel.review
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is review, timeout=5000)
    assert review.review is not None and review.review.outcome.passed
    assert not review.certificate_button.isEnabled()
    assert review.status.text() == ("No certificate: this is not the sitting that counts for "
                                    "this exam (see the exam's rule).")
    press(qtbot, review.back_button)
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is not review, timeout=5000)


def test_tab_goes_from_the_cohort_to_the_sittings(qtbot, window, store, instructor, trainee,
                                                  exam_id) -> None:
    """Review 7: from the cohort list, Tab passed five buttons before reaching the results."""
    from PySide6.QtWidgets import QApplication

    sit(store, TRAINEE_NAME, TRAINEE_PIN, exam_id)
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    panel.cohort_combo.setFocus()
    qtbot.waitUntil(panel.cohort_combo.hasFocus)
    qtbot.keyClick(panel.cohort_combo, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.table
    qtbot.keyClick(panel.table, Qt.Key.Key_Tab)  # rows, not cells: Tab leaves the table
    assert QApplication.focusWidget() is panel.open_button
    qtbot.keyClick(panel.open_button, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is panel.table
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)  # and Enter opens the sitting chosen
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is panel.review, timeout=5000)
