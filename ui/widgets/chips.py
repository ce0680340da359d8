"""Chip entry for the payout drill: the table's chips with their keys and one row to type.

The trainee types the chips that pay the line in one field ("2x1k 3x100 50") and Enter
settles; the core reads the row (:func:`trainer.chips.parse_chip_row`) and grades it.

``python -m ui.widgets.chips`` shows the entry for every shipped chip set.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from trainer.chips import ChipCountError, chip_key, parse_chip_row
from trainer.money import MAX_TYPED, format_hkd
from ui import palette
from ui.widgets.answer_edit import AnswerEdit

CHIP_COLOURS: dict[Decimal, str] = palette.CHIP_COLOURS
"""Body colour by value; any other value takes one of :data:`SPARE_COLOURS`."""

SPARE_COLOURS = palette.SPARE_CHIP_COLOURS


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
        painter.setBrush(QColor(palette.CHIP_FACE))
        radius = side / 2
        for step in range(6):
            painter.save()
            painter.translate(centre)
            painter.rotate(step * 60)
            painter.drawRoundedRect(QRectF(-side * 0.07, -radius + 1, side * 0.14, side * 0.16),
                                    2, 2)
            painter.restore()
        inner = side * 0.62
        painter.setBrush(QColor(palette.CHIP_FACE))
        painter.setPen(QPen(body, 2))
        painter.drawEllipse(QPointF(centre), inner / 2, inner / 2)
        font = QFont(self.font())
        font.setBold(True)
        text = chip_face(self.value)
        font.setPixelSize(max(8, int(inner * (0.42 if len(text) <= 3 else 0.32))))
        painter.setFont(font)
        painter.setPen(QColor(palette.CHIP_TEXT))
        painter.drawText(QRectF(centre.x() - inner / 2, centre.y() - inner / 2, inner, inner),
                         Qt.AlignmentFlag.AlignCenter, text)
        painter.end()


class ChipEntry(QWidget):
    """The table's chips in one row, largest first, each with the key typed for it, and ONE
    field for the chips paid: "2x1k 3x100 50".

    A dealer cuts chips at speed, so the whole breakdown is typed in one go, without a Tab
    stop per chip: a chip's key is what it shows (:func:`trainer.chips.chip_key`), one chip is
    its key, several are "count x key". Under the field, what the row reads as, largest chip
    first with no gaps, is shown as it is typed; Enter settles and the core reads the row
    (:func:`trainer.chips.parse_chip_row`), refusing junk under the field with nothing graded.
    """

    sig_submit_requested = Signal()
    """Enter was pressed in the chip field: settle the line."""

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
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(2)
        # The field and its reading beside the chips, not under them: a row less tall, so a
        # 9-seat table's payout fits 1024 × 700.
        beside = QHBoxLayout()
        beside.setSpacing(16)
        beside.addLayout(self.grid)
        entry = QVBoxLayout()
        entry.setSpacing(4)
        beside.addLayout(entry, 1)
        beside.setAlignment(entry, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(beside)
        row = QHBoxLayout()
        self.edit_label = QLabel()
        self.edit = AnswerEdit()
        self.edit.setObjectName("chipRow")
        # One more than the core reads: a longer paste, cut here, is still refused whole.
        self.edit.setMaxLength(MAX_TYPED + 1)
        self.edit.setMinimumWidth(260)
        self.edit_label.setBuddy(self.edit)
        self.edit.returnPressed.connect(self.sig_submit_requested)
        self.edit.textChanged.connect(self._show_reading)
        row.addWidget(self.edit_label)
        row.addWidget(self.edit, 1)
        entry.addLayout(row)
        self.reading = QLabel()
        self.reading.setObjectName("chipReading")
        self.reading.setWordWrap(True)
        entry.addWidget(self.reading)
        self.chips: tuple[Decimal, ...] = ()
        self.discs: list[ChipDisc] = []
        self.keys: list[QLabel] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.edit_label.setText(self.tr("Chips:"))
        self.edit.setPlaceholderText(self.tr("e.g. 2x1k 3x100 50"))
        self.edit.setAccessibleName(self.tr("Chips paid, e.g. 2x1k 3x100 50"))
        self._show_reading()

    def set_chips(self, chips: Sequence[Decimal]) -> None:
        """Show the table's chips, largest first, each with its key (kept if the same set)."""
        wanted = tuple(sorted(chips, reverse=True))
        if wanted == self.chips:
            return
        for widget in (*self.discs, *self.keys):
            self.grid.removeWidget(widget)
            widget.deleteLater()
        self.discs, self.keys = [], []
        self.chips = wanted
        for column, value in enumerate(wanted):
            disc = ChipDisc(value, diameter=46)
            key = QLabel(chip_key(value))
            key.setObjectName(f"chipKey{value}")
            key.setAlignment(Qt.AlignmentFlag.AlignCenter)
            font = QFont(key.font())
            font.setBold(True)
            font.setFamily("monospace")
            key.setFont(font)
            self.grid.addWidget(disc, 0, column, Qt.AlignmentFlag.AlignHCenter)
            self.grid.addWidget(key, 1, column, Qt.AlignmentFlag.AlignHCenter)
            self.discs.append(disc)
            self.keys.append(key)
        self.grid.setColumnStretch(len(wanted), 1)
        self._show_reading()

    def text(self) -> str:
        return self.edit.text()

    def read(self, amount: Decimal | None = None) -> tuple[tuple[Decimal, int], ...]:
        """The typed row as a breakdown; raises :class:`trainer.chips.ChipCountError`. The
        count limit per chip derives from ``amount``, the payout typed (review finding 7)."""
        return parse_chip_row(self.edit.text(), self.chips, amount)

    def clear(self) -> None:
        self.edit.clear()

    def keep_refused(self) -> None:
        """A row that was refused (junk, no chip) keeps the keyboard with its text
        selected: what is typed next replaces it, never adds to it ("123451x1k"); Escape
        still goes back to the felt. The same at the baccarat and the Sam Kong desks."""
        if self.edit.text() and self.edit.isVisible():
            self.focus_first()

    def focus_first(self) -> None:
        self.edit.setFocus()
        self.edit.selectAll()

    def _show_reading(self, _text: str = "") -> None:
        """What the row reads as, largest chip first; nothing while it cannot be read."""
        try:
            given = parse_chip_row(self.edit.text(), self.chips) if self.chips else ()
        except ChipCountError:
            given = ()
        if not given:
            self.reading.setText(self.tr("Keys: the value on the chip, thousands with k. "
                                         "One chip: its key; more: count x key."))
            return
        parts = " + ".join(
            self.tr("{count} × {chip}").format(count=n, chip=format_hkd(v, symbol=False))
            for v, n in given)
        total = sum((v * n for v, n in given), Decimal(0))
        count = sum(n for _, n in given)
        self.reading.setText(self.tr("= {chips} = {total} · chips: {count}").format(
            chips=parts, total=format_hkd(total), count=count))


def desk_chip_entry() -> ChipEntry:
    """The chip row of a Table desk, either game's: no title (the desk's prompt says what to
    type), no margins, a field wide enough for a breakdown."""
    entry = ChipEntry()
    entry.title.hide()
    layout = entry.layout()
    assert layout is not None
    layout.setContentsMargins(0, 0, 0, 0)
    entry.edit.setMinimumWidth(140)
    return entry


def preview() -> QWidget:
    """Every shipped chip set, one entry each."""
    from trainer.baccarat.table import DEFAULT_PROFILES

    page = QWidget()
    layout = QVBoxLayout(page)
    for table in DEFAULT_PROFILES.values():
        entry = ChipEntry()
        entry.title.setText(table.name)
        entry.set_chips(table.chips)
        entry.edit.setText("2x1k 3x100 50")
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
