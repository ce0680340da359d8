"""Check a certificate: an instructor types its number and verification code and is told
whether it is valid, invalid or issued from records altered since (the verdict comes from the
core: :meth:`trainer.store.exams.Exams.check_certificate`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.errors import TrainerError
from trainer.exams.certificates import CertificateCheck, CertificateVerdict, InvalidReason
from trainer.store import DeskStore
from ui import palette
from ui.exam.presenter import error_text
from ui.exam.review import macau_time
from ui.looks import set_look

GREEN = palette.DONE


class CertificateCheckDialog(QDialog):
    """Number and code in, the verdict and what the records say out."""

    sig_checked = Signal(object)
    """A check was made (its :class:`CertificateCheck`)."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("certificateCheckDialog")
        self.store = store
        self.actor = actor
        self.setWindowTitle(self.tr("Check a certificate"))
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Type the certificate number and the verification code printed "
                               "on it."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.number = QLineEdit()
        self.number.setObjectName("certificateNumber")
        self.number.setPlaceholderText("DT-2026-000042")
        self.number.setMaxLength(40)
        self.code = QLineEdit()
        self.code.setObjectName("certificateCode")
        self.code.setPlaceholderText("ABCD-EFGH-JKLM")
        self.code.setMaxLength(40)
        form.addRow(self.tr("Certificate &number:"), self.number)
        form.addRow(self.tr("&Verification code:"), self.code)
        layout.addLayout(form)
        self.verdict = QLabel()
        self.verdict.setObjectName("certificateVerdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.verdict)
        self.details = QLabel()
        self.details.setObjectName("certificateDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)  # names are typed by people
        layout.addWidget(self.details)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.check_button = QPushButton(self.tr("&Check"))
        self.check_button.setObjectName("checkCertificateButton")
        self.check_button.setDefault(True)
        buttons.addButton(self.check_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.check_button.clicked.connect(self.check)
        self.number.returnPressed.connect(self.code.setFocus)
        # Enter in the code field is the default button's (Check): connected here too, one
        # Enter checked twice.
        layout.addWidget(buttons)
        self.last: CertificateCheck | None = None

    def check(self) -> None:
        """Ask the core about the typed number and code and show its verdict."""
        missing = next((field for field in (self.number, self.code)
                        if not field.text().strip()), None)
        if missing is not None:  # not yet a check: no red "Invalid" for an empty field
            self.verdict.setText(self.tr("Type the certificate number first.")
                                 if missing is self.number
                                 else self.tr("Type the verification code too."))
            set_look(self.verdict, "")
            self.details.clear()
            missing.setFocus()
            return
        try:
            found = self.store.exams.check_certificate(self.actor, self.number.text(),
                                                       self.code.text())
        except TrainerError as error:
            self.verdict.setText(error_text(error))
            set_look(self.verdict, "refused")
            self.details.clear()
            return
        self.last = found
        self.verdict.setText(self.verdict_text(found))
        set_look(self.verdict, "valid" if found.verdict is CertificateVerdict.VALID
                 else "invalid")
        self.details.setText(self.details_text(found))
        self.adjustSize()  # the wrapped verdict and details were cut off at the first size
        self.sig_checked.emit(found)

    # ---- words

    def verdict_text(self, found: CertificateCheck) -> str:
        if found.verdict is CertificateVerdict.VALID:
            return self.tr("Valid: this certificate was issued from sealed records that still "
                           "hold. Compare the name, exam, date and score below with the paper.")
        if found.verdict is CertificateVerdict.TAMPERED:
            return self.tr("TAMPERED: the records behind this number were changed after they "
                           "were sealed. Do not accept it until the sitting has been reviewed.")
        return {
            InvalidReason.BAD_NUMBER: self.tr(
                "Invalid: that is not a certificate number (it looks like DT-2026-000042)."),
            InvalidReason.UNKNOWN_NUMBER: self.tr(
                "Invalid: this school issued no certificate with that number."),
            InvalidReason.NOT_PASSED: self.tr(
                "Invalid: the sitting with that number did not pass, so no certificate was "
                "issued for it."),
            InvalidReason.VOIDED: self.tr(
                "Invalid: the sitting with that number was voided by a proctor. It has no "
                "result, so no certificate was issued for it."),
            InvalidReason.WRONG_CODE: self.tr(
                "Invalid: the verification code does not match this certificate number. "
                "Check both for typing mistakes; a certificate whose score or date was changed "
                "will not match."),
        }.get(found.reason or InvalidReason.UNKNOWN_NUMBER, "")

    def details_text(self, found: CertificateCheck) -> str:
        if not found.number:
            return ""
        result = (self.tr("voided") if found.voided  # no result: never "not passed"
                  else self.tr("passed") if found.passed else self.tr("not passed"))
        text = self.tr("{0}: {1} ({2}), {3}, sat {4}, {5} of {6}, {7}.").format(
            found.number, found.trainee_display_name, found.trainee_name,
            self.tr("{0} (version {1})").format(found.exam_name, found.exam_version),
            macau_time(found.sat_at), found.score, found.max_score, result)
        if found.renamed_since:  # the paper carries the certified names
            text += " " + self.tr("Certified as {0} ({1}), renamed since.").format(
                found.certified_display_name, found.certified_name)
        return text
