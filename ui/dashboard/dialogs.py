"""The Dashboard's pass-mark dialog."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QWidget,
)

from trainer.stats import (
    PassMark,
)
from ui.widgets.spin import TypedSpinBox


class PassMarkDialog(QDialog):
    """The school's pass mark: accuracy and median answer time (RULES.md C: no public pass
    mark exists, so it is an instructor setting)."""

    def __init__(self, mark: PassMark, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Pass mark"))
        form = QFormLayout(self)
        self.accuracy = TypedSpinBox()
        self.accuracy.setRange(50, 100)
        self.accuracy.setSuffix(" %")
        self.accuracy.setValue(round(mark.accuracy * 100))
        self.median = QDoubleSpinBox()
        self.median.setRange(0.5, 60.0)
        self.median.setSingleStep(0.5)
        self.median.setDecimals(1)
        self.median.setSuffix(" s")
        self.median.setValue(mark.median_ms / 1000)
        form.addRow(self.tr("At least this share &right:"), self.accuracy)
        form.addRow(self.tr("&Median answer time under:"), self.median)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def mark(self) -> PassMark:
        return PassMark(self.accuracy.value() / 100, self.median.value() * 1000)
