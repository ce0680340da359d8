"""The exam certificate: an A4 PDF written with Qt's PDF writer (QPdfWriter + QTextDocument).

:class:`Certificate` holds the plain facts (from a reviewed, sealed sitting);
:class:`CertificateWriter` words them in the current language and writes the PDF. Chinese
names render with the Noto CJK fonts (:func:`~ui.pdf.text.certificate_families`), and
the file's text layer reads back as printed (:mod:`ui.pdf.text`).
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import segno
from PySide6.QtCore import QCoreApplication, QMarginsF, QObject, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)

from trainer import __version__
from trainer.macau_time import to_macau
from ui import palette
from ui.pdf.text import certificate_families, mend_text_layer, pdf_font
from ui.words import day_text, moment_text


@dataclass(frozen=True)
class CertificateSection:
    """One section's line on the certificate (its label already in the user's language)."""

    label: str
    score: int
    max_score: int
    pass_mark: int
    passed: bool
    detail: str = ""
    """A line under the section (a Table section's coups dealt and pace), already worded."""


@dataclass(frozen=True)
class Certificate:
    """What a certificate states. ``sat_at`` is aware UTC; ``seal_ok`` is the verification
    result at the time of printing (a tampered sitting gets no certificate)."""

    trainee_name: str
    trainee_login: str
    exam_name: str
    sat_at: datetime
    sections: tuple[CertificateSection, ...]
    score: int
    max_score: int
    pass_mark: int
    passed: bool
    instructor: str
    """The instructor issuing (and signing) the certificate."""
    sitting_id: int
    seal_ok: bool
    printed_at: datetime
    proctor: str = ""
    """Who proctored the sitting (empty if unknown)."""
    school_name: str = ""
    """The school issuing it (the ``school.name`` setting; empty: not printed)."""
    number: str = ""
    """The certificate number (:func:`trainer.exams.certificates.certificate_number`)."""
    code: str = ""
    """The verification code an instructor types in "Check a certificate"."""
    exam_version: int = 1
    """The exam's blueprint version the sitting started under."""
    payload: str = ""
    """What the certificate states, signed with the school's certificate key
    (:mod:`trainer.exams.signing`): printed as a QR code HR checks offline (empty: no QR)."""
    key_fingerprint: str = ""
    """The fingerprint of the school's public key that checks ``payload``, printed under the
    QR code."""


QR_INCHES = 1.3
"""The QR code's side on paper, quiet zone included (modules of about 0.6 mm: a phone reads
them from a printout)."""


def qr_image(payload: str) -> QImage:
    """``payload`` as a QR code (error correction M, 4-module quiet zone), one pixel a module."""
    code = segno.make(payload, error="m", micro=False, boost_error=False)
    border = 4
    side = int(code.symbol_size(border=border)[0])
    image = QImage(side, side, QImage.Format.Format_Mono)
    image.fill(1)  # colour 1 is white in the table below
    image.setColorTable([QColor(palette.QR_DARK).rgb(), QColor(palette.QR_LIGHT).rgb()])
    for y, row in enumerate(code.matrix):
        for x, dark in enumerate(row):
            if dark:
                image.setPixel(x + border, y + border, 0)
    return image


class CertificateWriter(QObject):
    """Words and writes certificates. :attr:`encoded_payload` is the text the last certificate
    written encodes in its QR code (empty: it had none)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.encoded_payload = ""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("CertificateWriter", text, disambiguation, n)

    def html(self, cert: Certificate) -> str:
        """The certificate's text as HTML (every value escaped)."""
        e = html.escape
        date = day_text(to_macau(cert.sat_at).date())
        percent = 100 * cert.score / cert.max_score if cert.max_score else 0.0
        rows = []
        for s in cert.sections:
            share = 100 * s.score / s.max_score if s.max_score else 0.0
            mark = self.tr("pass mark {0}%").format(s.pass_mark)
            verdict = self.tr("passed") if s.passed else self.tr("not passed")
            rows.append(
                "<tr>"
                f"<td style='padding:4px 18px 4px 0'>{e(s.label)}</td>"
                f"<td align=right style='padding:4px 18px'>{s.score} / {s.max_score}</td>"
                f"<td align=right style='padding:4px 18px'>{share:.0f}%</td>"
                f"<td align=right style='padding:4px 18px'>{e(mark)}</td>"
                f"<td style='padding:4px 0 4px 18px'><b>{e(verdict)}</b></td>"
                "</tr>"
            )
            if s.detail:
                rows.append(f"<tr><td colspan=5 style='padding:0 0 4px 12px; font-size:9pt; "
                            f"color:{palette.MUTED}'>{e(s.detail)}</td></tr>")
        seal = (self.tr("seal verified") if cert.seal_ok
                else self.tr("SEAL BROKEN: the records were altered"))
        printed = moment_text(cert.printed_at)
        verification = self.tr(
            "Verification: sitting no. {0}, {1}; printed {2} (Macau time) by Dealer Trainer {3}."
        ).format(cert.sitting_id, seal, printed, __version__)
        numbered = (self.tr("Certificate no. {0} · verification code {1}").format(
            cert.number, cert.code) if cert.number else "")
        school = (f"<p style='font-size:16pt; font-weight:700; color:{palette.INK}'>"
                  f"{e(cert.school_name)}</p>" if cert.school_name else "")
        outcome = (self.tr("has passed the examination") if cert.passed
                   else self.tr("has sat, and not passed, the examination"))
        scored = self.tr("on {0}, with {1} of {2} right ({3:.0f}%; the pass mark is {4}%)."
                         ).format(date, cert.score, cert.max_score, percent, cert.pass_mark)
        title = self.tr("Certificate")
        certifies = self.tr("This certifies that")
        instructor = self.tr("Instructor")
        signature = self.tr("Signature")
        proctor = (self.tr("Proctored by {0}.").format(cert.proctor) if cert.proctor else "")
        version = self.tr("Exam version {0}").format(cert.exam_version)
        return (
            "<div align=center>"
            f"{school}"
            f"<p style='font-size:30pt; font-weight:700; color:{palette.INK}'>{e(title)}</p>"
            f"<p style='font-size:13pt'>{e(certifies)}</p>"
            f"<p style='font-size:28pt; font-weight:700'>{e(cert.trainee_name)}</p>"
            f"<p style='font-size:11pt; color:{palette.MUTED}'>({e(cert.trainee_login)})</p>"
            f"<p style='font-size:13pt'>{e(outcome)}</p>"
            f"<p style='font-size:20pt; font-weight:700; color:{palette.INK}'>"
            f"{e(cert.exam_name)}</p>"
            f"<p style='font-size:10pt; color:{palette.MUTED}'>{e(version)}</p>"
            f"<p style='font-size:12pt'>{e(scored)} {e(proctor)}</p>"
            f"<table cellspacing=0 style='font-size:11pt; margin-top:10px'>{''.join(rows)}</table>"
            "<p style='font-size:12pt; margin-top:26px'>"
            f"{e(instructor)}: <b>{e(cert.instructor)}</b>&nbsp;&nbsp;&nbsp;&nbsp;"
            f"{e(signature)}: ______________________</p>"
            f"<p style='font-size:12pt; margin-top:18px'><b>{e(numbered)}</b></p>"
            f"<p style='font-size:8pt; color:{palette.MUTED}; margin-top:6px'>{e(verification)}</p>"
            "</div>"
        )

    def write_pdf(self, cert: Certificate, path: str | Path) -> None:
        """Write ``cert`` as a one-page A4 landscape PDF; OSError if it cannot be written."""
        families = certificate_families()
        printed = ""
        writer = QPdfWriter(str(path))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageOrientation(QPageLayout.Orientation.Landscape)
        writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter)
        writer.setResolution(150)
        writer.setTitle(self.tr("Certificate: {0}, {1}").format(cert.trainee_name,
                                                              cert.exam_name))
        writer.setCreator(f"Dealer Trainer {__version__}")
        painter = QPainter()
        if not painter.begin(writer):
            raise OSError(self.tr("cannot write {0}").format(path))
        try:
            width, height = writer.width(), writer.height()
            pen = QPen(QColor(palette.INK))
            pen.setWidth(6)
            painter.setPen(pen)
            painter.drawRect(QRectF(0, 0, width, height).adjusted(3, 3, -3, -3))
            pen.setWidth(2)
            painter.setPen(pen)
            painter.drawRect(QRectF(0, 0, width, height).adjusted(18, 18, -18, -18))
            doc = QTextDocument()
            doc.documentLayout().setPaintDevice(writer)  # points at the PDF's resolution
            doc.setDefaultFont(pdf_font(families, 12))
            doc.setHtml(self.html(cert))
            printed = doc.toPlainText()
            # With a QR code in the bottom right corner the text keeps clear of its column
            # (on both sides, to stay centred).
            margin = 60 + (round(QR_INCHES * writer.resolution()) - 10 if cert.payload else 0)
            inner = width - 2 * margin
            doc.setPageSize(QSizeF(inner, height))
            doc.setTextWidth(inner)
            top = max(30.0, (height - doc.size().height()) / 2)
            self.encoded_payload = ""
            if cert.payload:
                printed += "\n" + self._draw_qr(painter, cert, families, width, height,
                                                writer.resolution())
            painter.translate(margin, top)
            doc.drawContents(painter)
        finally:
            painter.end()
        mend_text_layer(path, families, printed)

    def _draw_qr(self, painter: QPainter, cert: Certificate, families: list[str],
                 width: int, height: int, dpi: int) -> str:
        """Draw the signed payload's QR code in the bottom right corner, the school key's
        fingerprint under it; returns the caption's text."""
        side = round(QR_INCHES * dpi)
        caption_height = round(0.32 * dpi)
        left = width - 40 - side
        top = height - 40 - side - caption_height
        painter.drawImage(QRectF(left, top, side, side), qr_image(cert.payload))
        self.encoded_payload = cert.payload
        # The fingerprint's groups kept on one line (no-break spaces): it wraps as a whole.
        caption = self.tr("School key {0}").format(cert.key_fingerprint.replace(" ", "\u00a0"))
        painter.save()
        painter.setFont(pdf_font(families, 7))
        painter.setPen(QColor(palette.DARK_TEXT))
        painter.drawText(QRectF(left - 20, top + side, side + 35, caption_height),
                         int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap), caption)
        painter.restore()
        return caption
