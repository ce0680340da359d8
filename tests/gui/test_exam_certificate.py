"""The exam certificate PDF: written with Qt's PDF writer, Chinese names as real text."""

from __future__ import annotations

import re
import shutil
import subprocess
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from ui.exam.certificate import Certificate, CertificateSection, CertificateWriter
from ui.words import day_text

pytestmark = [
    pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler's pdftotext"),
]


def certificate(**changes) -> Certificate:
    values = dict(
        trainee_name="陳美美",
        trainee_login="amy",
        exam_name="百家樂 dealer certificate",
        sat_at=datetime(2026, 3, 1, 17, 30, tzinfo=UTC),  # 2 March in Macau
        sections=(
            CertificateSection("Section 1: Draw decisions (All coups)", 9, 10, 80, True),
            CertificateSection("Section 2: Calling the coup (Hard cases)", 4, 5, 60, True),
        ),
        score=13,
        max_score=15,
        pass_mark=75,
        passed=True,
        instructor="李老師",
        sitting_id=42,
        seal_ok=True,
        printed_at=datetime(2026, 3, 2, 1, 0, tzinfo=UTC),
        proctor="Instructor Lei",
    )
    values.update(changes)
    return Certificate(**values)


def pdf_text(path: Path) -> str:
    out = subprocess.run(["pdftotext", "-layout", str(path), "-"], check=True,
                         capture_output=True, text=True)
    return out.stdout


def test_certificate_pdf_carries_the_chinese_name_exam_scores_and_verification(
        qapp, tmp_path: Path) -> None:
    path = tmp_path / "certificate.pdf"
    CertificateWriter().write_pdf(certificate(), path)
    assert path.read_bytes().startswith(b"%PDF")
    text = pdf_text(path)
    assert "陳美美" in text  # the trainee's name is real, searchable text
    # As printed, with no normalising: not the Kangxi radical ⽼ (U+2F7C) that shares its glyph
    # with 老, nor the ligature ﬁ for "fi" (tests/gui/test_pdf_text.py).
    assert "李老師" in text
    assert "百家樂" in text
    # The Macau date of a sitting at 17:30 UTC, written the language's way (as Today writes
    # a day), not ISO.
    assert day_text(date(2026, 3, 2)) in text and "2026-03-02" not in text
    assert re.search(r"9\s*/\s*10", text) and re.search(r"4\s*/\s*5", text)
    assert "13 of 15 right" in text
    assert "Proctored by Instructor Lei." in text
    assert "sitting no. 42" in text and "seal verified" in text


def test_certificate_embeds_a_cjk_font_not_boxes(qapp, tmp_path: Path) -> None:
    if shutil.which("pdffonts") is None:
        pytest.skip("needs poppler's pdffonts")
    path = tmp_path / "certificate.pdf"
    CertificateWriter().write_pdf(certificate(), path)
    fonts = subprocess.run(["pdffonts", str(path)], check=True, capture_output=True,
                           text=True).stdout
    assert "CJK" in fonts, fonts


def test_certificate_escapes_markup_in_names(qapp, tmp_path: Path) -> None:
    html = CertificateWriter().html(certificate(trainee_name="<b>Amy</b> & 陳"))
    assert "&lt;b&gt;Amy&lt;/b&gt; &amp; 陳" in html
    assert "<b>Amy</b>" not in html
