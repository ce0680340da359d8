"""The squeeze on the felt (Baccarat art. 16): whose turn it is, the cards face down until
their holder turns them, and the seat holding each side's cards. Drawn as live parts of
:class:`ui.felt.felt.TableFelt` (its ``_live_parts``, as :mod:`ui.felt.cash` is): a part is
drawn again only when what it shows changes.

The side whose cards are to be passed has its card box outlined and says so; once passed,
the box names who turns them ("Seat 3 turns", "The dealer turns") and the holder's seat disc is
ringed in the side's colour with the side's letter. The holder is never shown before the
dealer passes the cards: choosing it is the dealer's step.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from trainer.baccarat.bets import BetKind, spec_of
from trainer.baccarat.tableau import Hand
from trainer.table import TableState
from trainer.table.squeeze import DEALER, SIDE_KIND
from ui import palette

translate = QCoreApplication.translate

Part = tuple[QRectF, object, Callable[[QPainter], None]]

_SIDE_COLOUR = {Hand.PLAYER: palette.PLAYER_WORDS, Hand.BANKER: palette.BANKER_WORDS}
CAPTION_W, CAPTION_H = 112.0, 17.0
"""The caption in a card box's top right corner, beside the hand's name."""


def holder_caption(seat: int) -> str:
    """Who turns a side's cards, once passed."""
    if seat == DEALER:
        return translate("TableWords", "The dealer turns")
    return translate("TableWords", "Seat {0} turns").format(seat)


def to_pass_caption() -> str:
    """A side's cards lie face down, to be passed to its holder now."""
    return translate("TableWords", "Face down: pass")


def caption_rect(box: QRectF) -> QRectF:
    return QRectF(box.right() - CAPTION_W - 3, box.top() + 2, CAPTION_W, CAPTION_H)


def squeeze_parts(seat_disc: Callable[[int], QRectF], state: TableState | None,
                  boxes: Mapping[Hand, QRectF]) -> dict[str, Part]:
    """The live parts of the squeeze: each card box's caption (and outline while its cards
    are to be passed), and a ring round each holder's seat. None without a squeeze."""
    if state is None or state.squeeze is None:
        return {}
    squeeze = state.squeeze
    passed = dict(squeeze.passed)
    parts: dict[str, Part] = {}
    for hand, box in boxes.items():
        seat = passed.get(hand)
        turning = squeeze.turning is hand
        if seat is None and not turning:
            continue
        text = to_pass_caption() if turning else holder_caption(seat or DEALER)
        outline = box.adjusted(-3, -3, 3, 3)
        look = (hand, seat, turning, text)
        parts[f"squeeze_{hand.value}"] = (
            outline, look, partial(paint_caption, hand=hand, box=box, text=text,
                                   turning=turning))
    for n, (hand, seat) in enumerate(squeeze.passed):
        if seat == DEALER:
            continue
        inner = sum(1 for h, s in squeeze.passed[:n] if s == seat)  # both sides: two rings
        disc = seat_disc(seat).adjusted(-5 - 5 * inner, -5 - 5 * inner,
                                        5 + 5 * inner, 5 + 5 * inner)
        parts[f"holder_{hand.value}_{seat}"] = (
            disc.adjusted(-8, -8, 8, 8), (hand, seat, inner),
            partial(paint_holder, hand=hand, disc=disc))
    return parts


def paint_caption(painter: QPainter, hand: Hand, box: QRectF, text: str,
                  turning: bool) -> None:
    """The card box's caption; outlined while its cards are the ones to pass."""
    if turning:
        painter.setPen(QPen(QColor(palette.CASH_RING), 2.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(box.adjusted(-1.5, -1.5, 1.5, 1.5), 9, 9)
    rect = caption_rect(box)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(palette.FELT_MAT))
    painter.drawRoundedRect(rect, 6, 6)
    font = QFont(painter.font())
    pixels = 12
    font.setPixelSize(pixels)
    font.setBold(True)
    while pixels > 7 and QFontMetricsF(font).horizontalAdvance(text) > rect.width() - 8:
        pixels -= 1
        font.setPixelSize(pixels)
    painter.setFont(font)
    painter.setPen(QColor(palette.CASH_RING if turning else _SIDE_COLOUR[hand]))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_holder(painter: QPainter, hand: Hand, disc: QRectF) -> None:
    """A ring round the holder's seat in the side's colour, with the side's letter."""
    colour = QColor(_SIDE_COLOUR[hand])
    painter.setPen(QPen(colour, 3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(disc.adjusted(1.5, 1.5, -1.5, -1.5))
    tag = QRectF(disc.right() - 10, disc.top() - 6, 18, 18)
    painter.setPen(QPen(QColor(palette.FELT_MAT), 1))
    painter.setBrush(colour)
    painter.drawEllipse(tag)
    font = QFont(painter.font())
    font.setPixelSize(11)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(palette.FELT_MAT))
    kind: BetKind = SIDE_KIND[hand]
    painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, spec_of(kind).short)
