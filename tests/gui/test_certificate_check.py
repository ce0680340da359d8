"""Certificates an instructor can check (issue 16 point 11): the school's name set on the
Exam screen's results, the number and verification code printed, "Check a certificate" by
keyboard saying valid, invalid or tampered, and the HR certification CSV; results tell apart
two trainees who share a display name."""

from __future__ import annotations

import csv
import io
import shutil
import subprocess
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from tests.gui import test_exam_instructor as base
from tests.gui.conftest import (
    INSTRUCTOR_NAME,
    INSTRUCTOR_PASSWORD,
    TRAINEE_DISPLAY,
    TRAINEE_NAME,
    type_text,
)
from tests.gui.test_exam_instructor import (
    open_exams,
    results_panel,
    row_of,
    sign_in_instructor,
    tamper,
)
from trainer.exams.certificates import CertificateVerdict, InvalidReason
from ui.exam.results import ResultsModel

window = base.window  # the main window fixture of the instructor's Exam tests
sittings = base.sittings  # amy's (passed) and ben's sittings in one cohort


def open_review(qtbot, panel, display_name: str):
    panel.table.selectRow(row_of(panel, display_name))
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is panel.review, timeout=5000)
    return panel.review.review


def check_by_keyboard(qtbot, dialog, number: str, code: str):
    for field, text in ((dialog.number, number), (dialog.code, code)):
        field.setFocus()
        qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(field, text)
    with qtbot.waitSignal(dialog.sig_checked, timeout=5000) as checked:
        qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    return checked.args[0]


def test_school_name_number_and_code_printed_and_checked_by_keyboard(
        qtbot, window, store, instructor, sittings, tmp_path: Path) -> None:
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    # The school's name, set by an instructor (Alt+N opens the dialog).
    panel.table.setFocus()
    qtbot.keyClick(panel.table, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: panel.school_dialog is not None and panel.school_dialog.isVisible())
    field = panel.school_dialog.findChild(QLineEdit)
    type_text(qtbot, field, "澳門荷官學校 Escola de Croupiers")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "澳門荷官學校" in panel.school_label.text())
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert store.settings.get(None, "school.name") == "澳門荷官學校 Escola de Croupiers"

    review = open_review(qtbot, panel, TRAINEE_DISPLAY)
    issued = store.exams.issue_certificate(instructor, review.sitting.id)
    pdf = tmp_path / "certificate.pdf"
    assert panel.save_certificate(review, pdf) is True
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                              check=True).stdout
        assert issued.number in text and issued.code in text
        assert "Escola de Croupiers" in text and "pass mark 50%" in text
    qtbot.mouseClick(panel.review.back_button, Qt.MouseButton.LeftButton)

    # "Check a certificate" (Alt+K), typed as read off the paper.
    panel.table.setFocus()
    qtbot.keyClick(panel.table, Qt.Key.Key_K, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: panel.check_dialog is not None and panel.check_dialog.isVisible())
    dialog = panel.check_dialog
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.number)  # on activation
    found = check_by_keyboard(qtbot, dialog, issued.number, issued.code.lower())
    assert found.verdict is CertificateVerdict.VALID
    assert dialog.verdict.text().startswith("Valid")
    assert TRAINEE_DISPLAY in dialog.details.text() and TRAINEE_NAME in dialog.details.text()

    wrong = ("B" if issued.code[0] != "B" else "C") + issued.code[1:]
    found = check_by_keyboard(qtbot, dialog, issued.number, wrong)
    assert (found.verdict, found.reason) == (CertificateVerdict.INVALID,
                                             InvalidReason.WRONG_CODE)
    assert dialog.verdict.text().startswith("Invalid")

    tamper(store, review.sitting.id)
    found = check_by_keyboard(qtbot, dialog, issued.number, issued.code)
    assert found.verdict is CertificateVerdict.TAMPERED
    assert dialog.verdict.text().startswith("TAMPERED")


def test_hr_csv_from_the_results(qtbot, window, store, instructor, sittings,
                                 tmp_path: Path) -> None:
    store.roster.set_staff_id(instructor, sittings_trainee(store, instructor), "HR-7")
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    path = tmp_path / "hr.csv"
    with qtbot.waitSignal(panel.presenter.sig_csv_saved, timeout=5000):
        panel.presenter.export_certifications(str(path))
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"))))
    assert {(r["staff_id"], r["trainee"], r["result"]) for r in rows} == {
        ("HR-7", TRAINEE_NAME, "pass"), ("", base.OTHER_NAME, "pass")}
    assert all(r["certificate_number"].startswith("DT-") for r in rows)


def sittings_trainee(store, instructor) -> int:
    return next(u.id for u in store.roster.trainees(instructor) if u.name == TRAINEE_NAME)


def test_results_show_the_sign_in_name_where_display_names_are_shared(
        qtbot, store, instructor, sittings) -> None:
    cohort = store.roster.user(instructor, sittings_trainee(store, instructor)).cohort_id
    # The sittings' trainees signed in at this store (their sign-in drops the school key): the
    # instructor signs in again, as at their own desk, so the new account is sealed.
    store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    store.roster.create_trainee(instructor, "amy2", TRAINEE_DISPLAY, cohort, "4321")
    twin = base.sit(store, "amy2", "4321", sittings["exam"])
    assert twin.sitting_id is not None
    model = ResultsModel()
    model.set_rows(store.exams.cohort_results(instructor, cohort))
    names = {model.index(r, ResultsModel.TRAINEE).data() for r in range(model.rowCount())}
    assert names == {f"{TRAINEE_DISPLAY} ({TRAINEE_NAME})", f"{TRAINEE_DISPLAY} (amy2)",
                     base.OTHER_DISPLAY}


def test_an_empty_field_is_asked_for_not_called_invalid(qtbot, store, instructor) -> None:
    """Check with nothing typed said "Invalid: that is not a certificate number" in red;
    it now asks for what is missing, puts the cursor there and checks nothing."""
    from ui.exam.certificate_check import CertificateCheckDialog

    dialog = CertificateCheckDialog(store, instructor)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    checked: list[object] = []
    dialog.sig_checked.connect(checked.append)
    dialog.code.setFocus()
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    assert dialog.verdict.text() == "Type the certificate number first."
    assert "Invalid" not in dialog.verdict.text() and not dialog.verdict.property("look")
    assert dialog.focusWidget() is dialog.number
    qtbot.keyClicks(dialog.number, "DT-2026-000001")
    qtbot.keyClick(dialog.number, Qt.Key.Key_Return)  # on to the code field
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    assert dialog.verdict.text() == "Type the verification code too."
    assert dialog.focusWidget() is dialog.code and checked == []
    qtbot.keyClicks(dialog.code, "ABCD-EFGH-JKLM")
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    assert len(checked) == 1 and dialog.verdict.text().startswith("Invalid")
