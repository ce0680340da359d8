"""The squeeze on the felt (Baccarat art. 16): whose turn it is, the cards face down until
their holder turns them, and the seat holding each side's cards. Drawn as live parts of
:class:`ui.felt.felt.TableFelt` (its ``_live_parts``, as :mod:`ui.felt.cash` is): a part is
drawn again only when what it shows changes.

The side whose cards are to be passed has its card box outlined and says so; once passed,
the box names who turns them ("Seat 3 turns", "The dealer turns") and the holder's seat disc is
ringed in the side's colour with the side's letter. While a seated holder turns them (flow 5)
the cards lie face down at the holder's seat, on its own area, with "Seat 3 turns" over them, and
the box holds only the cards already turned. The holder is never shown before the
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


HELD_W, HELD_H = 38.0, 53.0
"""A card lying face down at its holder's seat while it is turned."""


def held_rects(zone: QRectF, count: int, below: float | None = None) -> list[QRectF]:
    """Where ``count`` cards lie at the holder's seat: slid onto the seat's own area, side
    by side, below its caption; with the caption under ``below`` (the bottom of the seat's
    first row of areas, whose stakes the caption must not hide: a 7-seat table's seat 7 had
    "Seat 7 turns" over its Banker stake) when caption and cards fit there."""
    left = zone.center().x() - (count * HELD_W + (count - 1) * 4) / 2
    top = zone.center().y() - HELD_H / 2 + CAPTION_H / 2
    if below is not None:
        under = below + 2 + CAPTION_H + 3
        if under + HELD_H <= zone.bottom():
            top = max(top, under)
    return [QRectF(left + n * (HELD_W + 4), top, HELD_W, HELD_H) for n in range(count)]


def held_label(cards: list[QRectF]) -> QRectF:
    """The caption over the cards lying at the holder's seat ("Seat 3 turns")."""
    label = QRectF(cards[0].center().x() - CAPTION_W / 2, cards[0].top() - CAPTION_H - 3,
                   CAPTION_W, CAPTION_H)
    if len(cards) > 1:
        label.moveLeft((cards[0].left() + cards[-1].right()) / 2 - CAPTION_W / 2)
    return label


def squeeze_parts(seat_disc: Callable[[int], QRectF], state: TableState | None,
                  boxes: Mapping[Hand, QRectF],
                  paint_back: Callable[[QPainter, QRectF], None] | None = None,
                  seat_zone: Callable[[int], QRectF] | None = None,
                  first_row: Callable[[int], float] | None = None) -> dict[str, Part]:
    """The live parts of the squeeze: each card box's caption (and outline while its cards
    are to be passed), a ring round each holder's seat, and the cards a holder is turning at
    the seat's own area (``seat_zone``; its disc if None), drawn by ``paint_back``, their
    caption under the seat's first row of areas (``first_row``: its bottom) where they fit.
    None without a squeeze."""
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
    if squeeze.held is not None and paint_back is not None:
        hand, seat, count = squeeze.held
        cards = held_rects((seat_zone or seat_disc)(seat), count,
                           None if first_row is None else first_row(seat))
        label = held_label(cards)
        where = label.united(cards[-1]).united(cards[0]).adjusted(-3, -3, 3, 3)
        text = holder_caption(seat)
        parts["held"] = (where, (hand, seat, count, text), partial(
            paint_held, cards=cards, label=label, text=text, hand=hand,
            paint_back=paint_back))
    return parts


def paint_held(painter: QPainter, cards: list[QRectF], label: QRectF, text: str, hand: Hand,
               paint_back: Callable[[QPainter, QRectF], None]) -> None:
    """The cards face down at the holder's seat, outlined in the side's colour, and whose
    turn it is over them."""
    for card in cards:
        paint_back(painter, card)
        painter.setPen(QPen(QColor(_SIDE_COLOUR[hand]), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(card.adjusted(-1, -1, 1, 1), 4, 4)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(palette.FELT_MAT))
    painter.drawRoundedRect(label, 6, 6)
    font = QFont(painter.font())
    pixels = 12
    font.setPixelSize(pixels)
    font.setBold(True)
    while pixels > 7 and QFontMetricsF(font).horizontalAdvance(text) > label.width() - 8:
        pixels -= 1
        font.setPixelSize(pixels)
    painter.setFont(font)
    painter.setPen(QColor(palette.CASH_RING))
    painter.drawText(label, Qt.AlignmentFlag.AlignCenter, text)


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
