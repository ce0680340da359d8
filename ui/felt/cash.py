"""Cash on the felt: a buy-in's Hong Kong dollar notes and a leaving
player's small chips, spread in front of the dealer to be counted, with the seat they came
from ringed. Drawn as live parts of :class:`ui.felt.felt.TableFelt` (its
``_live_parts``): a part is drawn again only when what it shows changes.

Each note and chip is drawn apart, fanned so that every one can be counted: the trainee
counts them (the amount is never written on the felt).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Protocol

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from trainer.chips import Breakdown
from trainer.table import TableState
from trainer.table.cash import CashKind, CashRequest
from ui import palette
from ui.widgets.chips import chip_colour, chip_face

MAT = QRectF(322, 330, 356, 96)
"""Where the cash is spread: over the card boxes, which are empty before no more bets (the
only time cash is changed), in front of the dealer as a dealer spreads notes to count."""

NOTE_W, NOTE_H = 52.0, 28.0
CHIP_SIDE = 30.0
STEP = 12.0
"""How much of each note (or chip) under the next one stays in sight: enough to count."""
_NOTE_COLOURS = palette.NOTE_COLOURS
"""The Hong Kong notes' main colours (all three issuing banks keep them)."""

Part = tuple[QRectF, object, Callable[[QPainter], None]]


class CashWords(Protocol):
    """The felt's words for cash (``TableWords`` and ``FeltLabels`` have them)."""

    def cash(self, kind: str, seat: int) -> str: ...


def cash_parts(seat_disc: Callable[[int], QRectF], state: TableState | None,
               words: CashWords) -> dict[str, Part]:
    """The live parts for the first cash request waiting (the one the dealer is on): the
    mat with its notes or chips, and a ring round its seat's disc. None without a request."""
    if state is None or not state.cash:
        return {}
    request = state.cash[0]
    label = words.cash(request.kind.value, request.seat)
    more = len(state.cash) - 1
    disc = seat_disc(request.seat).adjusted(-4, -4, 4, 4)
    look = (request.kind, request.seat, request.notes, request.chips, request.counted,
            label, more)
    return {
        "cash": (MAT, look, lambda p: paint_mat(p, request, label, more)),
        f"cash_seat_{request.seat}": (disc, look, lambda p: paint_ring(p, disc)),
    }


def paint_ring(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor(palette.CASH_RING), 3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(rect.adjusted(1.5, 1.5, -1.5, -1.5))


def paint_mat(painter: QPainter, request: CashRequest, label: str, more: int) -> None:
    """The mat, its label (whose cash it is) and the notes or chips fanned on it."""
    painter.setPen(QPen(QColor(palette.CASH_RING), 1.4, Qt.PenStyle.DashLine))
    painter.setBrush(QColor(palette.FELT_MAT))  # over the empty card boxes' outlines
    painter.drawRoundedRect(MAT, 8, 8)
    font = QFont(painter.font())
    font.setPixelSize(13)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(palette.FELT_TEXT))
    text = label if more <= 0 else f"{label}  (+{more})"
    painter.drawText(MAT.adjusted(8, 1, -8, 0), Qt.AlignmentFlag.AlignLeft
                     | Qt.AlignmentFlag.AlignTop, text)
    if request.kind is CashKind.BUY_IN:
        _fan(painter, request.notes, NOTE_W, NOTE_H, _paint_note)
    else:
        _fan(painter, request.chips, CHIP_SIDE, CHIP_SIDE, _paint_chip, step=15.0)


def _fan(painter: QPainter, pieces: Breakdown, w: float, h: float,
         paint: Callable[[QPainter, QRectF, Decimal, bool], None], step: float = STEP
         ) -> None:
    """Groups of one value, left to right in up to two rows, each piece of a group shifted
    enough to count it; the last of a group lies on top, its value in sight."""
    left, room = MAT.left() + 8, MAT.width() - 16
    rows = _rows(pieces, w, room, step) or _rows(pieces, w, room, step / 2)
    if rows is None:  # one long row, squeezed
        rows = [list(pieces)]
    top = MAT.top() + 20
    for row in rows:
        x = left
        for value, n in row:
            shift = min(step, (room - w) / max(1, n - 1))
            for i in range(n):
                paint(painter, QRectF(x + i * shift, top, w, h), value, i == n - 1)
            x += w + (n - 1) * shift + 8
        top += h + 6


def _rows(pieces: Breakdown, w: float, room: float, step: float
          ) -> list[list[tuple[Decimal, int]]] | None:
    """The groups in rows of at most ``room`` wide, or None if two rows do not hold them."""
    rows: list[list[tuple[Decimal, int]]] = [[]]
    x = 0.0
    for value, n in pieces:
        width = w + (n - 1) * step
        if rows[-1] and x + width > room:
            rows.append([])
            x = 0.0
        rows[-1].append((value, n))
        x += width + 8
    return rows if len(rows) <= 2 and all(_width(r, w, step) <= room for r in rows) else None


def _width(row: list[tuple[Decimal, int]], w: float, step: float) -> float:
    return sum(w + (n - 1) * step + 8 for _, n in row) - 8


def _paint_note(painter: QPainter, rect: QRectF, value: Decimal, face: bool) -> None:
    colour = QColor(_NOTE_COLOURS.get(value, palette.OTHER_NOTE))
    painter.setPen(QPen(colour.darker(170), 1))
    painter.setBrush(colour)
    painter.drawRoundedRect(rect, 2, 2)
    painter.setPen(QPen(QColor(*palette.NOTE_SHEEN), 1))
    painter.drawRect(rect.adjusted(3, 3, -3, -3))
    if not face:  # under the next note: its edge and colour are what is counted
        return
    font = QFont(painter.font())
    font.setPixelSize(13)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(palette.WHITE))
    painter.drawText(rect, Qt.AlignmentFlag.AlignHCenter
                     | Qt.AlignmentFlag.AlignVCenter, f"{value:f}")


def _paint_chip(painter: QPainter, rect: QRectF, value: Decimal, face: bool) -> None:
    body = chip_colour(value)
    painter.setPen(QPen(QColor(palette.CHIP_FACE), 1.2))  # a light rim: dark chips' edges apart
    painter.setBrush(body)
    painter.drawEllipse(rect)
    painter.setPen(QPen(body.darker(160), 1))
    painter.drawEllipse(rect.adjusted(2, 2, -2, -2))
    if not face:
        return
    inner = rect.adjusted(5, 5, -5, -5)
    painter.setBrush(QColor(palette.CHIP_FACE))
    painter.drawEllipse(inner)
    font = QFont(painter.font())
    font.setPixelSize(10)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(palette.CHIP_TEXT))
    painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, chip_face(value))
