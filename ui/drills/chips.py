"""Chip entry for the payout drill: a coloured chip and a count field per denomination.

The trainee types how many chips of each value pay the line, Tab moving from chip to chip and
Enter settling. The fields are only read here (:meth:`ChipEntry.fields`); the core parses the
counts (:func:`trainer.chips.parse_chip_counts`) and grades them.

``python -m ui.drills.chips`` shows the entry for every shipped chip set.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from trainer.money import format_hkd
from ui.widgets.answer_edit import AnswerEdit

CHIP_COLOURS: dict[Decimal, str] = {
    Decimal(1): "#9e9e9e",
    Decimal(5): "#c62828",
    Decimal(10): "#1565c0",
    Decimal(20): "#00838f",
    Decimal(25): "#2e7d32",
    Decimal(50): "#ef6c00",
    Decimal(100): "#212121",
    Decimal(500): "#6a1b9a",
    Decimal(1000): "#c9a227",
    Decimal(5000): "#795548",
    Decimal(10000): "#ad1457",
    Decimal(50000): "#558b2f",
    Decimal(100000): "#283593",
}
"""Body colour by value; any other value takes one of :data:`SPARE_COLOURS`."""

SPARE_COLOURS = ("#00695c", "#4527a0", "#bf360c", "#37474f", "#827717")


def chip_colour(value: Decimal) -> QColor:
    colour = CHIP_COLOURS.get(value)
    if colour is None:
        colour = SPARE_COLOURS[int(value * 100) % len(SPARE_COLOURS)]
    return QColor(colour)


def chip_face(value: Decimal) -> str:
    """What a chip shows: ``5``, ``500``, ``1K``, ``100K``, ``0.5``."""
    if value >= 1000 and value % 1000 == 0:
        return f"{int(value // 1000)}K"
    return format_hkd(value, symbol=False).replace(",", "")


class ChipDisc(QWidget):
    """One casino chip drawn with QPainter: coloured body, edge spots, the value in the middle."""

    def __init__(self, value: Decimal, diameter: int = 54, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.value = value
        self.setFixedSize(QSize(diameter, diameter))
        self.setAccessibleName(format_hkd(value))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height()) - 2
        box = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        centre = box.center()
        body = chip_colour(self.value)
        painter.setPen(QPen(body.darker(150), 1.5))
        painter.setBrush(body)
        painter.drawEllipse(box)
        # Six edge spots, as on real chips, so the chip reads as a chip at a glance.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#fdfaf0"))
        radius = side / 2
        for step in range(6):
            painter.save()
            painter.translate(centre)
            painter.rotate(step * 60)
            painter.drawRoundedRect(QRectF(-side * 0.07, -radius + 1, side * 0.14, side * 0.16),
                                    2, 2)
            painter.restore()
        inner = side * 0.62
        painter.setBrush(QColor("#fdfaf0"))
        painter.setPen(QPen(body, 2))
        painter.drawEllipse(QPointF(centre), inner / 2, inner / 2)
        font = QFont(self.font())
        font.setBold(True)
        text = chip_face(self.value)
        font.setPixelSize(max(8, int(inner * (0.42 if len(text) <= 3 else 0.32))))
        painter.setFont(font)
        painter.setPen(QColor("#1d1d1d"))
        painter.drawText(QRectF(centre.x() - inner / 2, centre.y() - inner / 2, inner, inner),
                         Qt.AlignmentFlag.AlignCenter, text)
        painter.end()


class ChipEntry(QWidget):
    """A row of chips, largest first, each with a count field under it."""

    sig_submit_requested = Signal()
    """Enter was pressed in a count field: settle the line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chipEntry")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(4)
        self.title = QLabel()
        self.title.setObjectName("chipTitle")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(4)
        layout.addLayout(self.grid)
        self.chips: tuple[Decimal, ...] = ()
        self.edits: list[QLineEdit] = []
        self.discs: list[ChipDisc] = []

    def set_chips(self, chips: Sequence[Decimal]) -> None:
        """Show one chip and field per value, largest first (kept if the set is the same)."""
        wanted = tuple(sorted(chips, reverse=True))
        if wanted == self.chips:
            return
        for widget in (*self.discs, *self.edits):
            self.grid.removeWidget(widget)
            widget.deleteLater()
        self.discs, self.edits = [], []
        self.chips = wanted
        for column, value in enumerate(wanted):
            disc = ChipDisc(value)
            edit = AnswerEdit()
            edit.setObjectName(f"chipCount{value}")
            edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
            edit.setMaxLength(5)
            edit.setFixedWidth(72)
            edit.setAccessibleName(format_hkd(value))
            edit.returnPressed.connect(self.sig_submit_requested)
            self.grid.addWidget(disc, 0, column, Qt.AlignmentFlag.AlignHCenter)
            self.grid.addWidget(edit, 1, column, Qt.AlignmentFlag.AlignHCenter)
            self.discs.append(disc)
            self.edits.append(edit)
        self.grid.setColumnStretch(len(wanted), 1)
        for before, after in pairwise(self.edits):
            QWidget.setTabOrder(before, after)

    def fields(self) -> list[tuple[Decimal, str]]:
        """(chip value, typed text) for every field, largest chip first."""
        return [(value, edit.text()) for value, edit in zip(self.chips, self.edits, strict=True)]

    def clear(self) -> None:
        for edit in self.edits:
            edit.clear()

    def edit_for(self, value: Decimal) -> QLineEdit | None:
        for chip, edit in zip(self.chips, self.edits, strict=True):
            if chip == value:
                return edit
        return None

    def focus_first(self) -> None:
        if self.edits:
            self.edits[0].setFocus()
            self.edits[0].selectAll()

    def focus_chip(self, value: Decimal | None) -> None:
        """Put the cursor in ``value``'s field (the first one for None), its text selected."""
        edit = self.edit_for(value) if value is not None else None
        if edit is None:
            self.focus_first()
            return
        edit.setFocus()
        edit.selectAll()


def preview() -> QWidget:
    """Every shipped chip set, one entry each."""
    from trainer.baccarat.table import DEFAULT_PROFILES

    page = QWidget()
    layout = QVBoxLayout(page)
    for table in DEFAULT_PROFILES.values():
        entry = ChipEntry()
        entry.title.setText(table.name)
        entry.set_chips(table.chips)
        layout.addWidget(entry)
    return page


def main() -> int:
    import sys

    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv)
    page = preview()
    page.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
