"""The certificate check after the trainee was renamed shows who
was certified, and a typed name is shown as text, never as markup."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui import test_exam_instructor as base
from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME
from tests.gui.test_certificate_check import check_by_keyboard
from trainer.exams.certificates import CertificateVerdict
from ui.exam.certificate_check import CertificateCheckDialog

sittings = base.sittings  # amy's (passed) and ben's sittings in one cohort


def test_the_check_names_the_certified_trainee_after_a_rename(
        qtbot, store, instructor, sittings, tmp_path) -> None:
    instructor = store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)  # unlocks the key
    issued = store.exams.issue_certificate(instructor, sittings["amy"])
    amy = next(u for u in store.roster.accounts(instructor) if u.name == TRAINEE_NAME)
    certified = amy.display_name
    store.roster.set_display_name(instructor, amy.id, "<b>Someone Else</b>")
    dialog = CertificateCheckDialog(store, instructor)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    found = check_by_keyboard(qtbot, dialog, issued.number, issued.code)
    assert found.verdict is CertificateVerdict.VALID and found.renamed_since
    details = dialog.details.text()
    assert "<b>Someone Else</b>" in details  # as typed: shown as text, not bold
    assert dialog.details.textFormat() is Qt.TextFormat.PlainText
    assert f"Certified as {certified} ({TRAINEE_NAME}), renamed since." in details
    for label in (dialog.verdict, dialog.details):  # every wrapped line shown, none cut
        assert label.height() >= label.heightForWidth(label.width())
    dialog.grab().save(str(tmp_path / "certificate_check_renamed.png"))  # for a look
