"""A certificate HR checks offline (issue 25 point 4): the saved certificate PDF carries a QR
code of what it states, signed with the school's certificate key, and the key's fingerprint
under it; the payload the writer encoded verifies with the key ``python -m trainer
certificate-key`` prints (segno cannot decode a QR: the payload the writer encoded is checked,
and the PDF's drawn image is read back; zbarimg reads the QR itself where it is installed)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui import test_exam_instructor as base
from tests.gui.conftest import TRAINEE_DISPLAY
from tests.gui.test_certificate_check import open_review
from tests.gui.test_exam_instructor import open_exams, results_panel, sign_in_instructor
from trainer.exams.signing import fingerprint, verify_payload
from ui.exam.certificate import qr_image

window = base.window  # the main window fixture of the instructor's Exam tests
sittings = base.sittings  # amy's (passed) and ben's sittings in one cohort

CAPTION = {"en": "School key", "zh-Hant": "學校密鑰"}
CAPTION_SCREEN = {"en": "School key for HR", "zh-Hant": "供人力資源部"}


def images_of(pdf: Path) -> list[tuple[int, int]]:
    """The (width, height) of every image drawn on the PDF's first page."""
    page = PdfReader(pdf).pages[0]
    objects = page["/Resources"].get("/XObject", {})  # read without Pillow
    found = [x.get_object() for x in objects.values()]
    return [(int(x["/Width"]), int(x["/Height"])) for x in found
            if x.get("/Subtype") == "/Image"]


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_saved_certificate_carries_a_signed_qr_that_verifies_offline(
        qtbot, window, store, instructor, sittings, tmp_path: Path, language: str) -> None:
    window.set_language(language)
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    # The Exam screen shows instructors the school's public key, for HR to keep: copied by
    # keyboard from its field, the caption naming its fingerprint.
    public_key = store.seal.certificate_key()
    assert public_key
    qtbot.waitUntil(lambda: panel.certificate_key.isVisible())
    assert fingerprint(public_key) in panel.certificate_key_caption.text()
    assert CAPTION_SCREEN[language] in panel.certificate_key_caption.text()
    panel.certificate_key.setFocus()
    QApplication.clipboard().clear()
    qtbot.keyClick(panel.certificate_key, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(panel.certificate_key, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: QApplication.clipboard().text() == public_key)
    panel.table.setFocus()
    review = open_review(qtbot, panel, TRAINEE_DISPLAY)
    pdf = tmp_path / "certificate.pdf"
    assert panel.save_certificate(review, pdf) is True

    # What the writer encoded is the certificate's facts, signed by the school's key: the
    # public one, readable with no password (what certificate-key prints).
    payload = panel.review_actions.writer.encoded_payload
    assert payload
    facts = verify_payload(payload, public_key)
    assert facts is not None and facts.passed
    assert facts.display_name == TRAINEE_DISPLAY
    assert facts.number.startswith("DT-") and facts.number in payload
    assert (facts.score, facts.max_score) == (review.outcome.score, review.outcome.max_score)
    tampered = payload.replace(f"|{facts.score}/", f"|{facts.score - 1}/")
    assert verify_payload(tampered, public_key) is None

    # The QR is drawn on the page: one image, square, the QR of that very payload.
    expected = qr_image(payload)
    assert (expected.width(), expected.height()) in images_of(pdf)
    # ... with the key's fingerprint under it, in the certificate's language.
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout if shutil.which("pdftotext") else ""
    if text:
        assert f"{CAPTION[language]} {fingerprint(public_key)}" in " ".join(text.split())
    if shutil.which("zbarimg") and shutil.which("pdftoppm"):  # the QR itself, read back
        subprocess.run(["pdftoppm", "-r", "200", "-png", "-singlefile", str(pdf),
                        str(tmp_path / "page")], check=True)
        read = subprocess.run(["zbarimg", "--quiet", "--raw", str(tmp_path / "page.png")],
                              capture_output=True, text=True, check=True).stdout.strip()
        assert read == payload
    window.set_language("en")
