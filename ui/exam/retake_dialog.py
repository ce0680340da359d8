"""The retake dialog of the exam results: one more attempt for a trainee, with a reason
(required over a pass: a pass is final otherwise)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from trainer.exams.records import PassOnRecord
from ui.exam.review import macau_time


class RetakeDialog(QDialog):
    """Grant one more attempt: a note saying why (kept with who granted it and when).

    A pass is final: when the trainee has passed (``passed``), the dialog warns first and
    the grant needs a reason (OK stays disabled until one is typed; the store refuses too).
    """

    def __init__(self, trainee: str, exam: str, parent: QWidget | None = None,
                 passed: PassOnRecord | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("retakeDialog")
        self.setWindowTitle(self.tr("Grant a retake"))
        self.passed = passed
        layout = QVBoxLayout(self)
        text = QLabel(self.tr("Give {0} one more attempt at {1}?").format(trainee, exam))
        text.setWordWrap(True)
        layout.addWidget(text)
        self.warning = QLabel()
        self.warning.setObjectName("retakeWarning")
        self.warning.setWordWrap(True)
        self.warning.setVisible(passed is not None)
        if passed is not None:
            self.warning.setText(self.tr(
                "{0} passed on {1}; a retake can lower or replace the result. Reason:").format(
                    trainee, macau_time(passed.passed_at)))
        layout.addWidget(self.warning)
        self.note = QLineEdit()
        self.note.setObjectName("retakeNote")
        self.note.setPlaceholderText(
            self.tr("Why (optional), e.g. ill on the day") if passed is None
            else self.tr("Reason (required), e.g. the exam was marked wrongly"))
        self.note.setMaxLength(500)
        self.warning.setBuddy(self.note)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Grant retake"))
        self.ok.setObjectName("retakeOk")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.note.textChanged.connect(self._allow)
        self._allow()

    def _allow(self) -> None:
        self.ok.setEnabled(self.passed is None or bool(self.note.text().strip()))
