"""The instructor's side of the Exam screen: blueprints with the core's refusals under the
fields, cohort results with a tampered sitting flagged in red, the review of every question as
it was shown, a retake, the results CSV and the certificate."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractButton, QApplication, QLineEdit, QSpinBox, QWidget

from tests.gui.conftest import (
    INSTRUCTOR_NAME,
    INSTRUCTOR_PASSWORD,
    TRAINEE_DISPLAY,
    TRAINEE_NAME,
    TRAINEE_PIN,
    type_text,
)
from tests.gui.test_practice import wrong_answer
from trainer.auth import Actor
from trainer.drills import DrillKind, Level, expected_answer
from trainer.drills.explain import answer_phrases
from trainer.drills.prompts import CallPrompt, DrawPrompt, DrawStep
from trainer.exams.blueprint import Blueprint, OnInterrupt, SectionSpec
from trainer.exams.records import SealStatus
from trainer.store import Store
from ui.exam.results import ResultsModel
from ui.i18n import Translations
from ui.main_window import MainWindow

OTHER_NAME, OTHER_PIN, OTHER_DISPLAY = "ben", "5678", "李志明"


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


def edit(root: QWidget, name: str) -> QLineEdit:
    found = root.findChild(QLineEdit, name)
    assert found is not None, name
    return found


def sign_in_instructor(qtbot, window: MainWindow) -> None:
    type_text(qtbot, edit(window, "signInName"), INSTRUCTOR_NAME)
    qtbot.keyClick(edit(window, "signInName"), Qt.Key.Key_Return)
    qtbot.keyClicks(edit(window, "signInSecret"), INSTRUCTOR_PASSWORD)
    qtbot.keyClick(edit(window, "signInSecret"), Qt.Key.Key_Return)
    assert window.actor is not None and window.actor.is_instructor


def open_exams(qtbot, window: MainWindow):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_4,
                   Qt.KeyboardModifier.ControlModifier)
    screen = window.stack.currentWidget()
    assert screen.objectName() == "examScreen"
    return screen.instructor


def set_spin(qtbot, spin: QSpinBox, value: int) -> None:
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, str(value))
    qtbot.keyClick(spin, Qt.Key.Key_Tab)
    assert spin.value() == value


def blueprint(cohort_id: int, **changes) -> Blueprint:
    values = dict(
        name="Floor certificate 百家樂",
        sections=(SectionSpec(DrillKind.DRAW, Level.ALL, 4, 50),
                  SectionSpec(DrillKind.CALL, Level.ALL, 2, 50)),
        pass_mark=50, time_limit_s=900, attempts_allowed=1, show_missed=False,
        on_interrupt=OnInterrupt.RESUME, cohort_ids=(cohort_id,))
    values.update(changes)
    return Blueprint(**values)


def sit(store: Store, name: str, pin: str, exam_id: int, wrong: tuple[int, ...] = ()):
    """A whole sitting through the store, the proctor's credentials typed by the test."""
    actor = store.authenticate(name, pin)
    session = store.exams.start_sitting(actor, exam_id, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    while (question := session.next_question()) is not None:
        right = expected_answer(question.question)
        session.submit(wrong_answer(question.question, right)
                       if question.index in wrong else right)
    return session


@pytest.fixture
def sittings(store: Store, instructor: Actor, trainee: Actor) -> dict[str, int]:
    """Two ended sittings in amy's cohort: amy's (later tampered with) and ben's (left alone)."""
    store.roster.create_trainee(instructor, OTHER_NAME, OTHER_DISPLAY, trainee.cohort_id,
                                OTHER_PIN)
    exam = store.exams.create(instructor, blueprint(trainee.cohort_id))
    amy = sit(store, TRAINEE_NAME, TRAINEE_PIN, exam.id)
    ben = sit(store, OTHER_NAME, OTHER_PIN, exam.id, wrong=(3,))
    return {"exam": exam.id, "amy": amy.sitting_id, "ben": ben.sitting_id}


def tamper(store: Store, sitting_id: int) -> None:
    """Edit a stored result and one of its answers directly in the database."""
    with store._db.engine.begin() as conn:
        conn.exec_driver_sql(
            "UPDATE exam_results SET score = score - 1 WHERE sitting_id = ? "
            "AND section = 'overall'", (sitting_id,))
        conn.exec_driver_sql(
            "UPDATE exam_answers SET correct = 0 WHERE sitting_id = ? AND idx = 1",
            (sitting_id,))


def results_panel(qtbot, exams):
    exams.tabs.setCurrentWidget(exams.results)
    panel = exams.results
    qtbot.waitUntil(lambda: panel.model.rowCount() > 0, timeout=5000)
    return panel


def row_of(panel, display_name: str) -> int:
    return next(n for n, r in enumerate(panel.model.rows)
                if r.sitting.trainee_display_name == display_name)


# ---- blueprints ------------------------------------------------------------------------------


def test_blueprint_form_shows_the_cores_refusals_under_the_fields(
        qtbot, window, store, instructor, trainee) -> None:
    sign_in_instructor(qtbot, window)
    exams = open_exams(qtbot, window)
    panel = exams.blueprints
    form = panel.form
    qtbot.waitUntil(lambda: form.cohorts.count() == 1)
    # an empty name
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert form.name_error.isVisible() and "cannot be empty" in form.name_error.text()
    assert store.exams.exams(instructor, include_inactive=True) == []
    type_text(qtbot, form.name, "Floor certificate 百家樂")
    # no time, and too many questions in the first section
    set_spin(qtbot, form.minutes, 0)
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert not form.name_error.isVisible()
    assert form.time_error.text() == "Must be from 0:10 to 8:00:00."
    set_spin(qtbot, form.minutes, 20)
    set_spin(qtbot, form.rows[0].questions, 500)
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert form.rows[0].error.text() == "Must be from 1 to 200."
    set_spin(qtbot, form.rows[0].questions, 8)
    # the same drill and level twice
    qtbot.mouseClick(form.add_section, Qt.MouseButton.LeftButton)
    assert len(form.rows) == 2
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert "already in another section" in form.rows[1].error.text()
    assert not form.rows[0].error.isVisible()
    row = form.rows[1]
    row.kind.setFocus()
    qtbot.keyClick(row.kind, Qt.Key.Key_Down)
    assert row.kind.currentData() is DrillKind.CALL
    set_spin(qtbot, form.attempts, 0)
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert form.attempts_error.text() == "Must be from 1 to 20."
    set_spin(qtbot, form.attempts, 2)
    # a per-question limit longer than the core allows
    form.per_question.setFocus()
    qtbot.keyClick(form.per_question, Qt.Key.Key_Space)
    set_spin(qtbot, form.question_seconds, 1)
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert form.question_error.text() == "Must be from 0:03 to 1:00:00."
    set_spin(qtbot, form.question_seconds, 30)
    # assigned to the cohort; saved
    form.cohorts.item(0).setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.list.count() == 1, timeout=5000)
    [info] = store.exams.exams(instructor)
    b = info.blueprint
    assert b.name == "Floor certificate 百家樂"
    assert [(s.kind, s.questions) for s in b.sections] == [(DrillKind.DRAW, 8),
                                                            (DrillKind.CALL, 10)]
    assert b.time_limit_s == 1200 and b.question_limit_s == 30 and b.attempts_allowed == 2
    assert b.cohort_ids == (trainee.cohort_id,)
    assert "Saved" in panel.status.text()
    # a trainee of the cohort now sees it
    assert [a.exam.id for a in store.exams.assigned(trainee)] == [info.id]
    # withdraw it: it is no longer offered
    qtbot.mouseClick(panel.active_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "(withdrawn)" in panel.list.item(0).text(), timeout=5000)
    assert store.exams.assigned(trainee) == []
    assert panel.active_button.text() == "Offer &again"


def test_a_taken_exam_name_is_refused_with_a_message(qtbot, window, store, instructor,
                                                     trainee) -> None:
    store.exams.create(instructor, blueprint(trainee.cohort_id))
    sign_in_instructor(qtbot, window)
    panel = open_exams(qtbot, window).blueprints
    qtbot.waitUntil(lambda: panel.list.count() == 1)
    qtbot.mouseClick(panel.new_button, Qt.MouseButton.LeftButton)
    type_text(qtbot, panel.form.name, "Floor certificate 百家樂")
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "already exists" in panel.status.text(), timeout=5000)
    assert len(store.exams.exams(instructor, include_inactive=True)) == 1


# ---- results, tampering and the review -------------------------------------------------------


def test_instructor_sees_a_tampered_result_flagged_in_red(qtbot, window, store, sittings
                                                          ) -> None:
    tamper(store, sittings["amy"])
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    model = panel.model
    assert model.rowCount() == 2
    bad, good = row_of(panel, TRAINEE_DISPLAY), row_of(panel, OTHER_DISPLAY)
    assert model.rows[bad].seal is SealStatus.TAMPERED
    assert model.rows[good].seal is SealStatus.OK
    seal = model.index(bad, ResultsModel.SEAL)
    assert model.data(seal) == "⚠ TAMPERED"
    assert model.data(seal, Qt.ItemDataRole.ForegroundRole).color() == QColor("#b00020")
    assert model.data(model.index(bad, ResultsModel.TRAINEE),
                      Qt.ItemDataRole.BackgroundRole) is not None
    assert model.data(model.index(good, ResultsModel.SEAL)) == "verified"
    assert "1 with altered records" in panel.status.text()
    # open it with the keyboard: the banner and the altered answer are red
    panel.table.setFocus()
    panel.table.selectRow(bad)
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    review = panel.review
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is review, timeout=5000)
    assert "TAMPERED" in review.seal_banner.text()
    assert "The answer to question 2 was changed." in review.seal_banner.text()
    assert "the overall result was changed." in review.seal_banner.text()
    assert "altered" in review.list.item(1).text()
    assert review.list.item(1).foreground().color() == QColor("#b00020")
    assert "altered" not in review.list.item(0).text()
    assert not review.certificate_button.isEnabled()
    review.list.setCurrentRow(1)
    assert "altered after it was sealed" in review.item_facts.text()
    # no certificate for it, even asked directly
    assert panel.save_certificate(review.review, "unused.pdf") is False
    assert "altered" in panel.status.text()


def test_review_shows_every_question_as_shown_with_both_answers(qtbot, window, store,
                                                                sittings) -> None:
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    panel.table.selectRow(row_of(panel, OTHER_DISPLAY))
    qtbot.mouseClick(panel.open_button, Qt.MouseButton.LeftButton)
    review = panel.review
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is review, timeout=5000)
    data = review.review
    assert data.seal.status is SealStatus.OK
    assert "Seal verified" in review.seal_banner.text()
    assert data.identity is not None and not data.identity.renamed_since
    assert "renamed since" not in review.info.text()
    assert review.list.count() == len(data.items) == 6
    review.list.setFocus()
    for row, item in enumerate(data.items):
        review.list.setCurrentRow(row)
        question = item.question.question
        panel_shown = review.panel_stack.currentWidget()
        # the question as it was shown; no answer control to press
        inputs = (panel_shown.findChildren(QLineEdit)
                  + panel_shown.findChildren(QAbstractButton))
        assert inputs and not any(w.isVisibleTo(panel_shown) for w in inputs)
        assert panel_shown.felt.isVisibleTo(panel_shown)
        prompt = question.prompt
        if isinstance(prompt, DrawPrompt):
            player = prompt.player + ((prompt.player_third,) if prompt.step is DrawStep.BANKER
                                      and prompt.player_third is not None else ())
            assert panel_shown.player.cards == player
            assert panel_shown.banker.cards == prompt.banker
        else:
            assert isinstance(prompt, CallPrompt)
            assert panel_shown.player.cards == prompt.player
            assert panel_shown.banker.cards == prompt.banker
        words = review.words  # the answers worded in the user's language, as in practice
        assert review.expected.text() == words.answer(answer_phrases(expected_answer(question)))
        assert review.given.text() == words.answer(answer_phrases(item.answer))
        assert review.expected.text() != ""
        mark = "✓" if item.correct else "✗"
        assert review.list.item(row).text().startswith(f"{row + 1}. {mark}")
    assert [i.correct for i in data.items] == [True, True, True, False, True, True]
    assert review.given.text() != ""
    # ben missed one draw (3 of 4 is 75% against a mark of 50%): he still passes
    assert data.outcome is not None and data.outcome.passed
    assert review.certificate_button.isEnabled()


def test_retake_csv_and_certificate_from_the_review(qtbot, window, store, instructor, trainee,
                                                    sittings, tmp_path: Path) -> None:
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    assert store.exams.assigned(trainee) == []  # the one attempt is used
    panel.table.selectRow(row_of(panel, TRAINEE_DISPLAY))
    qtbot.mouseClick(panel.open_button, Qt.MouseButton.LeftButton)
    review = panel.review
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is review, timeout=5000)
    # a retake, with a note
    qtbot.mouseClick(review.retake_button, Qt.MouseButton.LeftButton)
    actions = panel.review_actions
    qtbot.waitUntil(lambda: actions.retake_dialog is not None
                    and actions.retake_dialog.isVisible())
    dialog = actions.retake_dialog
    type_text(qtbot, dialog.note, "ill on the day")
    qtbot.mouseClick(dialog.findChild(QWidget, "retakeOk"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "retake was granted" in review.status.text(), timeout=5000)
    [grant] = store.exams.retakes(instructor, trainee.user_id)
    assert grant.note == "ill on the day" and grant.granted_by == instructor.user_id
    [assigned] = store.exams.assigned(trainee)
    assert assigned.attempts_left == 1
    # the certificate of a passed, sealed sitting
    pdf = tmp_path / "certificate.pdf"
    assert panel.save_certificate(review.review, pdf) is True
    assert pdf.read_bytes().startswith(b"%PDF")
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                              check=True).stdout
        assert TRAINEE_DISPLAY in text
    # back to the table; the cohort's CSV (from the core), UTF-8 with a byte-order mark
    qtbot.mouseClick(review.back_button, Qt.MouseButton.LeftButton)
    assert panel.stack.currentWidget() is panel.table_page
    csv_path = tmp_path / "results.csv"
    with qtbot.waitSignal(panel.presenter.sig_csv_saved, timeout=5000):
        panel.presenter.export_csv(str(csv_path))
    raw = csv_path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    text = raw.decode("utf-8-sig")
    assert text.splitlines()[0].startswith("cohort,trainee,display_name")
    assert TRAINEE_DISPLAY in text and OTHER_DISPLAY in text
    assert text.count(",ok") == 2


# ---- the Dashboard's Exams tab ---------------------------------------------------------------


def test_dashboard_exams_tab_follows_the_roster_and_opens_a_review(qtbot, window, store,
                                                                   sittings) -> None:
    tamper(store, sittings["amy"])
    sign_in_instructor(qtbot, window)
    window.open_screen("dashboard")
    dashboard = window.stack.currentWidget()
    tab = dashboard.exam_results
    index = dashboard.tabs.indexOf(tab)
    assert dashboard.tabs.tabText(index) == "Exams"
    qtbot.waitUntil(lambda: dashboard.roster_model.rowCount() == 2, timeout=10000)
    dashboard.tabs.setCurrentIndex(index)
    for name, seal in ((TRAINEE_DISPLAY, SealStatus.TAMPERED), (OTHER_DISPLAY, SealStatus.OK)):
        row = next(n for n in range(dashboard.roster_model.rowCount())
                   if dashboard.roster_model.row_at(n).summary.display_name == name)
        dashboard.roster_view.selectRow(row)
        qtbot.waitUntil(lambda name=name: tab.model.rowCount() == 1
                        and tab.model.rows[0].sitting.trainee_display_name == name,
                        timeout=5000)
        assert tab.model.rows[0].seal is seal
    assert "1 passed" in tab.summary.text()
    tab.table.setFocus()
    tab.table.selectRow(0)
    qtbot.keyClick(tab.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tab.review_dialog is not None and tab.review_dialog.isVisible(),
                    timeout=5000)
    dialog = tab.review_dialog
    assert dialog.view.review.sitting.id == sittings["ben"]
    assert "Seal verified" in dialog.view.seal_banner.text()
    assert dialog.view.list.count() == 6
    qtbot.mouseClick(dialog.view.back_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


# ---- new-user review -------------------------------------------------------------------------


def test_results_open_on_all_cohorts_and_the_review_shows_one_time(
        qtbot, window, store, instructor, sittings) -> None:
    store.roster.create_cohort(instructor, "000 Empty cohort")  # sorted first, no sittings
    sign_in_instructor(qtbot, window)
    exams = open_exams(qtbot, window)
    exams.tabs.setCurrentWidget(exams.results)
    panel = exams.results
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2, timeout=5000)
    assert panel.cohort_combo.currentText() == "All cohorts"
    assert panel.status.text().startswith("2 sittings")
    # the empty cohort still says so when chosen, and All cohorts comes back
    empty = panel.cohort_combo.findText("000 Empty cohort")
    panel.cohort_combo.setCurrentIndex(empty)
    qtbot.waitUntil(lambda: panel.model.rowCount() == 0, timeout=5000)
    panel.cohort_combo.setCurrentIndex(0)
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2, timeout=5000)
    # the review states the answer time once (the stored one), not a regraded 0.0 s
    panel.table.selectRow(0)
    qtbot.mouseClick(panel.open_button, Qt.MouseButton.LeftButton)
    review = panel.review
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is review, timeout=5000)
    review.list.setCurrentRow(0)
    assert review.explain.text().startswith("By the rules:")
    assert " s)" not in review.explain.text()
    assert " s)" in review.item_facts.text()


def test_blueprint_accelerators_are_unique_and_tab_reaches_sections_before_save(
        qtbot, window, store, instructor, trainee) -> None:
    sign_in_instructor(qtbot, window)
    panel = open_exams(qtbot, window).blueprints
    form = panel.form
    qtbot.waitUntil(lambda: form.cohorts.count() == 1)
    qtbot.mouseClick(form.add_section, Qt.MouseButton.LeftButton)
    assert len(form.rows) == 2
    qtbot.waitUntil(form.rows[1].kind.isVisible)
    keys = []
    from PySide6.QtWidgets import QLabel
    for widget in panel.findChildren(QAbstractButton) + panel.findChildren(QLabel):
        text = widget.text()
        if widget.isVisible() and "&" in text.replace("&&", ""):
            keys.append(text[text.index("&") + 1].lower())
    assert len(keys) == len(set(keys)), keys
    # Tab from the cohorts list: the first section's drill, on through both rows, then
    # "Add section", and only then the Save button.
    form.cohorts.setFocus()
    qtbot.waitUntil(form.cohorts.hasFocus)
    seen = []
    for _ in range(14):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    first, second = form.rows
    order = [first.kind, first.level, first.questions, first.pass_mark, first.remove,
             second.kind, second.level, second.questions, second.pass_mark, second.remove,
             form.add_section]
    assert seen[:len(order)] == order, [w.objectName() for w in seen]
    assert panel.save_button in seen[len(order):]


def test_review_says_a_trainee_renamed_since_the_result(qtbot, window, store, sittings) -> None:
    """The display name sealed with the result differs from the account's now (issue 16
    point 8): the review's header names both; the seal still holds."""
    from sqlalchemy import create_engine, text

    engine = create_engine(f"sqlite:///{store.path}")
    with engine.begin() as conn:  # what the roster's display-name edit writes
        conn.execute(text("UPDATE users SET display_name = 'Renamed' WHERE name = 'amy'"))
    engine.dispose()
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    panel.table.setFocus()
    panel.table.selectRow(row_of(panel, "Renamed"))
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    review = panel.review
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is review, timeout=5000)
    assert review.review.seal.status is SealStatus.OK
    assert f"certified as {TRAINEE_DISPLAY} (amy), renamed since" in review.info.text()


def test_every_seal_problem_is_worded(qtbot) -> None:
    """A new kind of finding (a deleted earlier sitting, issue 16 point 8) has its sentence."""
    from trainer.exams.review import SealProblem
    from ui.exam.review import ReviewView

    view = ReviewView()
    qtbot.addWidget(view)
    worded = {p: view._finding(p, 0, "overall") for p in SealProblem}
    assert worded[SealProblem.SITTING_MISSING] == (
        "A sitting of this trainee before this one was deleted.")
    assert len(set(worded.values())) == len(SealProblem)
