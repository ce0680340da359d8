"""The felt of the Table, drawn to scale (the Table screen, the exam's Table section and the
coup replay draw it, which is why it is a shared widget): the seats on the table's arc, each
with its own area holding its betting areas, the dealer's side with the shoe, the discard
rack, the chip tray, the card boxes and (on a commission-box table) the numbered commission
boxes.

Widgets only: it draws a :class:`~trainer.table.TableState` and reports clicks. Everything
is painted by the felt itself, one widget: bets and boxes (a :class:`ChipStack` each) and the
tray's chips are drawn from cached pictures and hit-tested here, the felt showing each one's
tooltip and listing their labels in its accessible description (child widgets cost more to
composite at every step than the table costs to paint). Everything is
laid out in a logical 1000 x 500 table scaled to the widget, so the table keeps its
proportions at any window size (wider than deep, as a window is).

The geometry is keyed by a seat's position on the arc (1..n from the dealer's left) and the
count n; which seat number a position shows is the caller's business.

Why one file over 600 lines: the geometry (seats on the arc, betting areas, boxes, tray), the
chip painting and the widgets that use them are one drawing at one scale; the layout checks
(no overlap from 7 to 14 seats) test the same functions the painting uses.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache
from itertools import pairwise
from typing import Protocol, TypeVar

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from trainer.baccarat.bets import felt_specs, spec_of
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import MAX_SEATS, CommissionMode, TableRules
from trainer.baccarat.tableau import Hand
from trainer.cards import Card
from trainer.chips import Breakdown, chip_breakdown, chip_key
from trainer.money import format_hkd
from trainer.table import TableState
from ui import palette
from ui.felt.as_drawn import damaged_parts, misdealt
from ui.felt.cards_ahead import CardsAhead, CardSize
from ui.felt.cash import cash_parts
from ui.felt.house import paint_sign, sign_rect
from ui.felt.irregular import irregular_parts
from ui.felt.shoe_life import shuffler_shoe
from ui.felt.squeeze import squeeze_parts
from ui.widgets.card import card_pixmap
from ui.widgets.chips import chip_colour, chip_face
from ui.widgets.retranslating import Retranslating


class FeltWords(Protocol):
    """The felt's labels (the Table screen's :class:`~ui.table.words.TableWords` and the
    replay's :class:`~ui.felt.steps.FeltLabels`)."""

    def bet(self, bet: Bet) -> str: ...
    def stack(self, bet: Bet, chips: Breakdown) -> str: ...
    def standing_bet(self, label: str) -> str: ...
    def box(self, seat: int, amount: Decimal) -> str: ...
    def shoe(self, left: int) -> str: ...
    def discard(self) -> str: ...
    def hand(self, key: str) -> str: ...
    def cash(self, kind: str, seat: int) -> str: ...
    def limits(self, table: TableRules) -> tuple[str, ...]: ...


WIDTH, HEIGHT = 1000.0, 500.0
"""The logical table: a half-oval 1000 wide and 500 deep, the dealer's side at the bottom
(wider than deep: a window is, and the felt fills it at 1024 x 700)."""
CARD_W, CARD_H = 86.0, 120.4
"""A card in the card boxes: at 1024 x 700 as large as the Practice payout drill's cards
(about 70 px wide), so that a 3 is not read as a 2."""
FELT = QColor(palette.FELT)
LINE = QColor(palette.FELT_LINE)
SELECTED = QColor(palette.PICKED)
GIVEN = QColor(palette.GIVEN)
"""A re-drawn mistake: the bet (or box) the trainee acted on."""
RIGHT = QColor(palette.RIGHT_PLACE)
"""A re-drawn mistake: the bet (or box) the right step was on."""

_KIND_COLOUR = {BetKind.BANKER: QColor(palette.BANKER_WORDS),
                BetKind.PLAYER: QColor(palette.PLAYER_WORDS)}
"""The colour of a kind's words on the felt (the side bets: :data:`LINE`)."""

# ---- the seats ----------------------------------------------------------------------------
# Each seat has its own area (a zone drawn on the felt) holding all its betting areas, one
# cell each, with the kind's label at the top of the cell and the stack under it: the label
# is never covered, and no seat's bets stand in another's area. A zone is wide
# (three cells by two) where the rail runs up the side of the table and tall (two by three)
# across its top. Positions run 1..n from the dealer's left; the seat a position shows is the
# caller's business (a table may skip seat 4).

CELL_W, CELL_H, CELL_LABEL = 56.0, 62.0, 15.0
"""A betting area at full scale, and the strip at its top where its kind is written."""
_WIDE_COLUMNS, _TALL_COLUMNS = 3, 2
"""A seat's cells per row: the Banker and Player areas first, then every registered side bet
in its felt-slot order (:func:`trainer.baccarat.bets.felt_specs`), row by row: six bets are
three by two up the sides of the table, two by three across its top."""


def felt_kinds() -> tuple[BetKind, ...]:
    """The kinds a seat's area has a cell for, in slot order: Banker, Player, then the side
    bets of the registry by felt slot (a table that does not offer one leaves its cell bare)."""
    return (BetKind.BANKER, BetKind.PLAYER, *(s.kind for s in felt_specs()))
ZONE_PAD = 3.0
SEAT_REACH, SEAT_RADIUS = 0.965, 16.0


_ARC: dict[int, tuple[float, float]] = {
    7: (170, 1.1), 8: (176, 0.9), 9: (174, 0.9), 10: (170, 0.9), 11: (176, 0.9),
    12: (176, 0.9), 13: (176, 0.9), 14: (174, 0.9)}
"""By seat count: the angle (degrees) of the first seat (the last mirrors it) and the
|cos| of the angle beyond which a seat's area is wide, as a search over both found the
largest areas without overlap (any other count: 174 and 0.62)."""


def seat_angle(position: int, seats: int) -> float:
    """The angle (radians) of the seat at ``position`` (1..``seats``) on the arc: position 1
    on the dealer's left (the left of the screen, the dealer sitting at the bottom), the last
    on the dealer's right; the seats equally far apart along the rail."""
    return _angles(seats)[position - 1]


@lru_cache(maxsize=32)
def _angles(seats: int) -> tuple[float, ...]:
    first = math.radians(_ARC.get(seats, (174, 0.62))[0])
    steps = 720
    angles = [first + (math.pi - 2 * first) * i / steps for i in range(steps + 1)]
    points = [on_arc(a, 1.0) for a in angles]
    walked = [0.0]
    for a, b in pairwise(points):
        walked.append(walked[-1] + math.hypot(b.x() - a.x(), b.y() - a.y()))
    found: list[float] = []
    i = 0
    for position in range(seats):
        goal = walked[-1] * position / max(1, seats - 1)
        while i < steps and walked[i + 1] < goal:
            i += 1
        found.append(angles[i])
    return tuple(found)


RAIL_X, RAIL_Y, RAIL_POWER = 478.0, 478.0, 3.0
"""The rail's inner edge: a half superellipse (fuller at the corners than an oval, so the
end seats have room beside the dealer's boxes)."""


def on_arc(angle: float, reach: float) -> QPointF:
    """A point on the table at ``reach`` (0 = the dealer's middle, 1 = the rail)."""
    c, s = math.cos(angle), math.sin(angle)
    e = 2 / RAIL_POWER
    return QPointF(WIDTH / 2 + RAIL_X * reach * math.copysign(abs(c) ** e, c),
                   HEIGHT - RAIL_Y * reach * abs(s) ** e)


def _reach(point: QPointF) -> float:
    """How far out ``point`` lies (1 = on the rail)."""
    x, y = abs(point.x() - WIDTH / 2) / RAIL_X, abs(HEIGHT - point.y()) / RAIL_Y
    return float((x ** RAIL_POWER + y ** RAIL_POWER) ** (1 / RAIL_POWER))


def _grid(position: int, seats: int,
          kinds: tuple[BetKind, ...] | None = None) -> tuple[tuple[BetKind, ...], ...]:
    """A seat's cells, row by row: wide up the sides of the table, tall across its top."""
    kinds = felt_kinds() if kinds is None else kinds
    wide = abs(math.cos(seat_angle(position, seats))) > _ARC.get(seats, (174, 0.62))[1]
    columns = _WIDE_COLUMNS if wide else _TALL_COLUMNS
    return tuple(kinds[i:i + columns] for i in range(0, len(kinds), columns))


def place_of(table: TableRules, seat: int) -> int:
    """Where seat number ``seat`` sits on the arc, from the dealer's left (1 to
    ``table.seats``): a table skipping seat 4 puts seat 5 in the fourth place. A seat the
    table lacks (a bet of the table shown before, until the new table's state comes) stays
    where its number falls."""
    numbers = table.seat_numbers
    return numbers.index(seat) + 1 if seat in numbers else seat


def seat_rect(position: int, seats: int) -> QRectF:
    """The seat's numbered disc at the rail."""
    centre = on_arc(seat_angle(position, seats), SEAT_REACH)
    return QRectF(centre.x() - SEAT_RADIUS, centre.y() - SEAT_RADIUS, 2 * SEAT_RADIUS,
                  2 * SEAT_RADIUS)


def _zone(position: int, seats: int, scale: float) -> QRectF:
    """The seat's own area at ``scale``: as far out as the rail and its disc allow."""
    return _zone_of(position, seats, scale, felt_kinds())


@lru_cache(maxsize=512)
def _zone_of(position: int, seats: int, scale: float, kinds: tuple[BetKind, ...]) -> QRectF:
    grid = _grid(position, seats, kinds)
    w = (len(grid[0]) * CELL_W + 2 * ZONE_PAD) * scale
    h = (len(grid) * CELL_H + 2 * ZONE_PAD) * scale
    angle = seat_angle(position, seats)
    disc = seat_rect(position, seats).adjusted(-3, -3, 3, 3)

    def fits(reach: float) -> QRectF | None:
        centre = on_arc(angle, reach)
        zone = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        corners = (zone.topLeft(), zone.topRight(), zone.bottomLeft(), zone.bottomRight())
        inside = all(_reach(c) <= 0.97 or c.y() >= HEIGHT - 1 for c in corners)
        return zone if inside and not zone.intersects(disc) and zone.bottom() <= HEIGHT - 4 \
            else None

    reach = 0.95  # in from the rail, coarsely, then back out finely
    while reach > 0.3 and fits(reach) is None:
        reach -= 0.04
    while reach + 0.005 <= 0.95 and fits(reach + 0.005) is not None:
        reach += 0.005
    centre = on_arc(angle, reach)
    return fits(reach) or QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)


def felt_rects(seats: int, scale: float) -> list[QRectF]:
    """Every seat's disc and its own area, and the dealer's side: what must not overlap."""
    rects = [QRectF(SHOE), QRectF(DISCARD), TRAY.adjusted(-6, -4, 6, 4), QRectF(PLAYER_BOX),
             QRectF(BANKER_BOX), box_row(seats)]
    for position in range(1, seats + 1):
        rects.append(seat_rect(position, seats))
        rects.append(_zone(position, seats, scale))
    return rects


def _overlaps(rects: Sequence[QRectF]) -> bool:
    return any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def area_scale(seats: int) -> float:
    """How much the seats' areas of a ``seats``-seat table are shrunk (1 = full size) so
    that no two areas, discs or dealer's boxes overlap, for up to ``MAX_SEATS`` seats (the
    most a profile may have)."""
    return _area_scale(seats, felt_kinds())


@lru_cache(maxsize=32)
def _area_scale(seats: int, kinds: tuple[BetKind, ...]) -> float:
    seats = min(seats, MAX_SEATS)
    scale = 1.0
    while scale > 0.3 and _overlaps(felt_rects(seats, scale)):
        scale -= 0.02
    return round(scale, 2)


def zone_rect(position: int, seats: int) -> QRectF:
    """The seat's own area (logical units): every betting area of the seat lies in it."""
    return _zone(position, seats, area_scale(seats))


def area_rect(position: int, kind: BetKind, seats: int) -> QRectF:
    """The betting area of ``kind`` of the seat at ``position`` (logical units)."""
    scale = area_scale(seats)
    zone = _zone(position, seats, scale)
    for row, kinds in enumerate(_grid(position, seats)):
        if kind in kinds:
            column = kinds.index(kind)
            return QRectF(zone.left() + (ZONE_PAD + column * CELL_W) * scale,
                          zone.top() + (ZONE_PAD + row * CELL_H) * scale,
                          CELL_W * scale, CELL_H * scale)
    raise KeyError(kind)


def first_row_bottom(position: int, seats: int) -> float:
    """The bottom of the seat's first row of areas (the Banker and Player bets' row)."""
    return area_rect(position, _grid(position, seats)[0][0], seats).bottom()


def label_rect(position: int, kind: BetKind, seats: int) -> QRectF:
    """Where the kind is written in its betting area: the strip at its top, which no stack
    covers (the stack stands under it)."""
    area = area_rect(position, kind, seats)
    # Never under a line of small text, however many seats shrink the areas.
    return QRectF(area.left(), area.top(), area.width(),
                  max(CELL_LABEL * area_scale(seats), 11.0))


def side_kinds(table: TableRules) -> tuple[BetKind, ...]:
    """The side bets the table offers, in felt-slot order."""
    return tuple(s.kind for s in felt_specs() if table.offers(s.kind))


# ---- the dealer's side --------------------------------------------------------------------

CARD_GAP = 4.0
CARD_TOP = 20.0
"""Where a box's cards start under its name."""
_CARD_BOX_W = 4 * CARD_GAP + 2 * CARD_W + CARD_H
"""Two cards upright and the third sideways, as they are dealt."""
_CARD_BOX_H = CARD_TOP + CARD_H + CARD_GAP
PLAYER_BOX = QRectF(WIDTH / 2 - 4 - _CARD_BOX_W, 300, _CARD_BOX_W, _CARD_BOX_H)
BANKER_BOX = QRectF(WIDTH / 2 + 4, 300, _CARD_BOX_W, _CARD_BOX_H)
TRAY = QRectF(306, 456, 388, 38)
DISCARD = QRectF(PLAYER_BOX.left(), 453, TRAY.left() - 10 - PLAYER_BOX.left(), 46)
SHOE = QRectF(TRAY.right() + 10, 453, BANKER_BOX.right() - TRAY.right() - 10, 46)
_HAND_BOX = {"player": PLAYER_BOX, "banker": BANKER_BOX}
BOX_ROW_Y = 256.0
LIMIT_SIGN = QRectF(6, 4, 128, 92)
"""The table's limit sign: the corner left of the rail's top, which the half-oval leaves
bare (the seats and their areas start lower at the sides)."""
LIMIT_LINE = 15.0


def card_rect(box: QRectF, index: int) -> QRectF:
    """Where the card at ``index`` lies in a card box: two upright, the third sideways."""
    left = box.left() + CARD_GAP + index * (CARD_W + CARD_GAP)
    if index == 2:
        return QRectF(left, box.top() + CARD_TOP + (CARD_H - CARD_W) / 2, CARD_H, CARD_W)
    return QRectF(left, box.top() + CARD_TOP, CARD_W, CARD_H)


BOX_ROW_SPAN = PLAYER_BOX.left(), BANKER_BOX.right()
"""The commission boxes: a numbered row above the card boxes, clear of the seats' areas."""


def box_rect(position: int, seats: int) -> QRectF:
    """The commission box of the seat at ``position``, in the numbered row in front of the
    dealer."""
    span = BOX_ROW_SPAN[1] - BOX_ROW_SPAN[0]
    width = min(40.0, span / seats - 4)
    left = WIDTH / 2 - seats * (width + 4) / 2
    return QRectF(left + (position - 1) * (width + 4), BOX_ROW_Y, width, 42)


def box_row(seats: int) -> QRectF:
    """The row of all ``seats`` commission boxes."""
    return box_rect(1, seats).united(box_rect(seats, seats))


def tray_chip_rect(index: int, count: int) -> QRectF:
    size = min(36.0, (TRAY.width() - 8) / max(1, count) - 4)
    left = TRAY.center().x() - count * (size + 4) / 2
    return QRectF(left + index * (size + 4), TRAY.top() + (TRAY.height() - size) / 2,
                  size, size)


def paint_chip(painter: QPainter, rect: QRectF, value: Decimal) -> None:
    """One chip seen from above, its value on it (the practice screen's colours)."""
    body = chip_colour(value)
    painter.setPen(QPen(body.darker(160), 1))
    painter.setBrush(body)
    painter.drawEllipse(rect)
    inner = rect.adjusted(rect.width() * 0.2, rect.height() * 0.2,
                          -rect.width() * 0.2, -rect.height() * 0.2)
    painter.setBrush(QColor(palette.CHIP_FACE))
    painter.drawEllipse(inner)
    font = QFont(painter.font())
    font.setBold(True)
    text = chip_face(value)
    font.setPixelSize(max(6, int(inner.height() * (0.5 if len(text) <= 3 else 0.38))))
    painter.setFont(font)
    painter.setPen(QColor(palette.CHIP_TEXT))
    painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, text)


_CHIP_PIXMAPS: dict[tuple[Decimal, int, float, str], QPixmap] = {}
"""Chips drawn once per value, size, pixel ratio and font: a full table repaints 30-odd chips
at every step, and drawing each (two ellipses and fitted text) cost more than the rest of the
screen together."""


def chip_pixmap(value: Decimal, side: float, ratio: float, font: QFont) -> QPixmap:
    """A chip of ``side`` logical pixels as a cached pixmap (see :func:`paint_chip`)."""
    pixels = max(1, round(side * ratio))
    key = (value, pixels, ratio, font.key())
    pixmap = _CHIP_PIXMAPS.get(key)
    if pixmap is None:
        if len(_CHIP_PIXMAPS) > 512:  # sizes change with the window: keep the cache small
            _CHIP_PIXMAPS.clear()
        pixmap = QPixmap(pixels, pixels)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(font)
        logical = pixels / ratio
        paint_chip(painter, QRectF(0.5, 0.5, logical - 1, logical - 1), value)
        painter.end()
        _CHIP_PIXMAPS[key] = pixmap
    return pixmap


def stake_face(amount: Decimal, short: bool = False) -> str:
    """A stake as written under its stack: ``12K``, ``4,300``, ``250``; ``short`` (a side
    bet's small area) also ``1.5K`` for 1,500, exact always."""
    if amount >= 1000 and amount % 1000 == 0:
        return f"{int(amount // 1000):,}K"
    if short and amount >= 1000 and amount % 100 == 0:
        return f"{amount / 1000:,.1f}K"
    return format_hkd(amount, symbol=False)


_STACK_PICTURES: dict[tuple[object, ...], QPixmap] = {}
_STAKE_PICTURES: dict[tuple[object, ...], QPixmap] = {}
"""Stacks and stake pills drawn once per look, size, pixel ratio and font, for every stack
that looks the same: a new coup brings twenty-odd new stacks, mostly looking as some stack
of an earlier coup did, and drawing them all again was most of the coup's last step (issue
14, the bench's p99)."""
_PICTURED = 48
"""How many live parts' pictures a felt keeps (most a few kilobytes, a card box 180)."""
_CLIPS = 24
"""The most rects a paint goes through one by one (:meth:`TableFelt._clips`); more, and the
area is painted at once."""
_ADVANCES: dict[tuple[str, str, int], float] = {}
"""The width of a stake's text by text, font and size (measured once)."""


def _remember(cache: dict[tuple[object, ...], QPixmap], key: tuple[object, ...],
              picture: QPixmap) -> QPixmap:
    if len(cache) > 1024:  # sizes change with the window: keep the cache small
        cache.clear()
    cache[key] = picture
    return picture


_STAKE_FONTS: dict[tuple[str, int], QFont] = {}
_K = TypeVar("_K")


def _stake_font(font: QFont, font_key: str, pixels: int) -> QFont:
    """The bold font a stake is written in, ``pixels`` high (see :meth:`ChipStack.stake_rect`),
    made once per felt font and size: a new coup's twenty stakes each made their own."""
    made = _STAKE_FONTS.get((font_key, pixels))
    if made is None:
        made = QFont(font)
        made.setBold(True)
        made.setPixelSize(pixels)
        if len(_STAKE_FONTS) > 32:
            _STAKE_FONTS.clear()
        _STAKE_FONTS[(font_key, pixels)] = made
    return made


def _kept(cache: dict[_K, str], key: _K, word: Callable[[], str]) -> str:
    """``cache[key]``, worded by ``word()`` the first time (a cache kept small)."""
    label = cache.get(key)
    if label is None:
        if len(cache) > 1024:
            cache.clear()
        label = cache[key] = word()
    return label


def _advance(text: str, font: QFont, font_key: str, pixels: int) -> float:
    key = (text, font_key, pixels)
    width = _ADVANCES.get(key)
    if width is None:
        if len(_ADVANCES) > 4096:
            _ADVANCES.clear()
        width = _ADVANCES[key] = QFontMetricsF(font).horizontalAdvance(text)
    return width


class ChipStack:
    """A bet as a stack of chips on its area (or a commission box), painted by the felt: no
    widget of its own (twenty-odd child widgets cost more to composite at every step than to
    paint), so the felt answers for it: hovering shows :attr:`label`, which is also in the
    felt's accessible description; a click in :attr:`rect` selects it."""

    def __init__(self, key: Bet | int, name: str) -> None:
        self.key: Bet | int = key
        """The bet (or the box, by seat) the stack stands for on the felt."""
        self.name = name
        """``bet_<seat>_<kind>`` or ``box_<seat>``: how tests and tools name it."""
        self.label = ""
        """Whose bet it is and how much (the tooltip and the accessible text)."""
        self.amount = Decimal(0)
        self.chips: tuple[Decimal, ...] = ()
        self.stacked: Breakdown = ()
        """The chips the bettor put down, as given (:meth:`set_stack`)."""
        self.selected = False
        self.paid: tuple[Decimal, ...] = ()
        self.mark = ""
        """A re-drawn mistake: "given" (the trainee's action was on it), "right" or ""."""
        self.standing = False
        """Put in a seated player's box by a standing bettor: a "+" as on their seat."""
        self.rect = QRect()
        """Where it is drawn and clicked, in the felt's coordinates."""
        self.room = QRect()
        """Its seat's area (felt coordinates), which its amount never leaves; empty for a
        box."""
        self.shown: tuple[QRect, tuple[object, ...]] | None = None
        """Where and how the felt last asked it drawn (its bounds and look)."""
        self._drawn: tuple[object, ...] = ()
        self._drawn_chips = QPixmap()
        """The chips as last drawn, and what they were drawn for (chips, size, pixel ratio,
        font): a table repaints every stack at every step, mostly unchanged."""
        self._pill = QRect()
        self._pill_at: tuple[object, ...] = ()
        self._stake_font = QFont()
        self._stake = ""
        self._pictured: tuple[object, ...] = ()
        self._picture = QPixmap()
        self._staked: tuple[object, ...] = ()
        self._stake_picture = QPixmap()

    def set_stack(self, amount: Decimal, table_chips: Sequence[Decimal], label: str,
                  stacked: Breakdown = ()) -> None:
        """Draw ``stacked`` (the chips the bettor put down), else the fewest chips."""
        breakdown = stacked or (chip_breakdown(amount, table_chips) if amount > 0 else ())
        chips: list[Decimal] = []
        for value, count in breakdown:
            chips += [value] * count
        self.amount = amount
        self.stacked = stacked
        self.chips = tuple(chips[:8])
        self.label = label
        self._pill = QRect()

    def stake_rect(self, font: QFont, font_key: str) -> QRect:
        """Where the bet's amount is written, under its chips (empty for a box): a full
        table's stacks are too small to read the stake from the chips."""
        if self.amount <= 0:
            return QRect()
        if self._pill.isEmpty() or self._pill_at != (self.rect, self.room, font_key):
            # The small figures on a crowded table's short areas too: never over the label.
            big = isinstance(self.key, Bet) and self.key.kind in (
                BetKind.BANKER, BetKind.PLAYER) and self.rect.height() >= 20
            # 10 px under a Banker or Player stack, else 8; larger with a larger felt.
            pixels = max(10 if big else 8, min(14 if big else 12,
                                               round(self.rect.height() * 0.34)))
            self._stake_font = _stake_font(font, font_key, pixels)
            self._stake = stake_face(self.amount, short=True)
            width = _advance(self._stake, self._stake_font, font_key, pixels)
            pill_w, pill_h = round(width) + (6 if big else 3), self._stake_font.pixelSize() + 3
            left = self.rect.center().x() - pill_w // 2
            if not self.room.isEmpty():  # wider than its area: kept in the seat's
                left = max(self.room.left(), min(left, self.room.right() + 1 - pill_w))
            top = max(self.rect.top(), self.rect.bottom() - pill_h + 5)
            self._pill = QRect(left, top, pill_w, pill_h)
            self._pill_at = (self.rect, self.room, font_key)
        return self._pill

    def bounds(self, font: QFont, font_key: str) -> QRect:
        """All it draws: its chips and its amount."""
        return self.rect.united(self.stake_rect(font, font_key))

    def look(self) -> tuple[object, ...]:
        """Everything its picture depends on but its place."""
        return (self.chips, self.amount, self.selected, self.paid, self.mark, self.standing)

    def chips_pixmap(self, ratio: float, font: QFont) -> QPixmap:
        """The stack's chips drawn at its size, redrawn only when the chips, the size, the
        pixel ratio or the font changed."""
        width, height = self.rect.width(), self.rect.height()
        drawn = (self.chips, width, height, ratio, font.key())
        if drawn == self._drawn:
            return self._drawn_chips
        pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(width - 8.0, height * 0.72)
        step = max(2.0, (height - side) / max(1, len(self.chips)))
        for index, value in enumerate(self.chips):
            top = height - side - index * step
            painter.drawPixmap(QRectF((width - side) / 2, top, side, side),
                               chip_pixmap(value, side, ratio, font), QRectF())
        painter.end()
        self._drawn, self._drawn_chips = drawn, pixmap
        return pixmap

    def paint(self, painter: QPainter, ratio: float, font: QFont, font_key: str) -> None:
        """Draw the stack at :attr:`rect` (``painter`` in the felt's coordinates) from its
        picture, drawn again only when its look, size, pixel ratio or font changed."""
        drawn = (self.look(), self.rect.size(), ratio, font_key)
        if drawn != self._pictured:
            cached = _STACK_PICTURES.get(drawn)
            self._pictured, self._picture = drawn, QPixmap() if cached is None else cached
        if self._picture.isNull() and not (self.paid or self.selected or self.mark
                                           or self.standing):
            # Nothing drawn over the chips (most stacks): the chips are the picture.
            self._picture = _remember(_STACK_PICTURES, drawn, self.chips_pixmap(ratio, font))
        if self._picture.isNull():
            width, height = self.rect.width(), self.rect.height()
            picture = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            inner = QPainter(picture)
            inner.setRenderHint(QPainter.RenderHint.Antialiasing)
            inner.setFont(font)
            inner.drawPixmap(0, 0, self.chips_pixmap(ratio, font))
            self._paint_marks(inner)
            inner.end()
            self._picture = _remember(_STACK_PICTURES, drawn, picture)
        painter.drawPixmap(self.rect.topLeft(), self._picture)

    def _paint_marks(self, painter: QPainter) -> None:
        """The tick of a paid winner, the selection, a re-drawn mistake's outline."""
        box = QRectF(0, 0, self.rect.width(), self.rect.height())
        if self.standing:  # whose hand reached in: a standing bettor's, as on their seat
            painter.setPen(QPen(QColor(palette.WHITE), 1))
            painter.setBrush(GIVEN)
            sign = QRectF(box.width() - 13, 0, 12, 12)  # where a paid tick goes: never paid
            painter.drawEllipse(sign)
            painter.drawText(sign, Qt.AlignmentFlag.AlignCenter, "+")
        if self.paid:
            # A paid winner: a green tick beside its stack (the payout is in front of it).
            painter.setPen(QPen(QColor(palette.WHITE), 1))
            painter.setBrush(QColor(palette.PAID_TICK))
            tick = QRectF(box.width() - 13, 0, 12, 12)
            painter.drawEllipse(tick)
            painter.drawText(tick, Qt.AlignmentFlag.AlignCenter, "✓")
        if self.selected:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(SELECTED, 3))
            painter.drawRoundedRect(box.adjusted(1.5, 1.5, -1.5, -1.5), 5, 5)
        if self.mark:
            colour = GIVEN if self.mark == "given" else RIGHT
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, 3, Qt.PenStyle.DashLine if self.mark == "given"
                                else Qt.PenStyle.SolidLine))
            painter.drawRoundedRect(box.adjusted(1.5, 1.5, -1.5, -1.5), 5, 5)
            painter.setPen(QPen(QColor(palette.WHITE), 1))
            painter.setBrush(colour)
            sign = QRectF(0, 0, 12, 12)
            painter.drawEllipse(sign)
            painter.drawText(sign, Qt.AlignmentFlag.AlignCenter,
                             "✗" if self.mark == "given" else "✓")


    def paint_stake(self, painter: QPainter, ratio: float, font: QFont, font_key: str) -> None:
        """Write the bet's amount under its chips (after every stack is drawn, so that no
        neighbour's chips cover it), from a picture drawn once per amount and look."""
        pill = self.stake_rect(font, font_key)
        if pill.isEmpty():
            return
        drawn = (self._stake, pill.size(), self.selected, ratio, font_key,
                 self._stake_font.pixelSize())
        if drawn != self._staked:
            cached = _STAKE_PICTURES.get(drawn)
            self._staked, self._stake_picture = drawn, QPixmap() if cached is None else cached
        if self._stake_picture.isNull():
            picture = QPixmap(max(1, round(pill.width() * ratio)),
                              max(1, round(pill.height() * ratio)))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            inner = QPainter(picture)
            inner.setRenderHint(QPainter.RenderHint.Antialiasing)
            inner.setPen(QPen(SELECTED if self.selected else QColor(palette.FELT_LINE), 1))
            inner.setBrush(QColor(*palette.STAKE_BACKING))
            inner.drawRoundedRect(QRectF(0.5, 0.5, pill.width() - 1, pill.height() - 1), 4, 4)
            inner.setFont(self._stake_font)
            inner.setPen(QColor(palette.WHITE))
            inner.drawText(QRectF(0, 0, pill.width(), pill.height()),
                           Qt.AlignmentFlag.AlignCenter, self._stake)
            inner.end()
            self._stake_picture = _remember(_STAKE_PICTURES, drawn, picture)
        painter.drawPixmap(pill.topLeft(), self._stake_picture)


class TrayChip:
    """A chip of the float, painted by the felt: clicking it adds one such chip to the payout
    being built; hovering shows its key."""

    def __init__(self, value: Decimal) -> None:
        self.value = value
        self.name = f"trayChip{chip_key(value)}"
        self.label = chip_key(value)
        """Its tooltip: the key typed for it."""
        self.rect = QRect()
        """Where it is drawn and clicked, in the felt's coordinates."""


class TableFelt(Retranslating, QWidget):
    """The table seen from the dealer's chair; it keeps no state of its own but the
    selection shown, and reports clicks on bets, boxes and tray chips."""

    sig_bet_clicked = Signal(object)
    """A bet's stack was clicked (argument: the :class:`Bet`)."""
    sig_box_clicked = Signal(int)
    """A commission box was clicked (argument: its seat)."""
    sig_chip_clicked = Signal(object)
    """A chip of the tray was clicked (argument: its value)."""
    sig_held_clicked = Signal()
    """The cards a holder is turning, at the holder's seat, were clicked (art. 16)."""

    def __init__(self, words: FeltWords, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableFelt")
        self.words = words
        self.table: TableRules | None = None
        self.state: TableState | None = None
        self.selected: Bet | int | None = None
        self.stacks: dict[Bet, ChipStack] = {}
        self.boxes: dict[int, ChipStack] = {}
        self.tray: list[TrayChip] = []
        self._static: dict[tuple[object, ...], QPixmap] = {}
        """The unchanging layer by size, table, seats taken and wording: the felt's height
        changes with the buttons each phase shows, so a few sizes come back in turn."""
        self._static_last: tuple[object, tuple[object, ...], QPixmap] | None = None
        """The layer last painted: its table, the rest of its key, the layer (the table's
        hash, every field of its rules, was worked out at every paint)."""
        self._placed: tuple[object, ...] = ()
        self._seated: tuple[object, ...] = ()
        self._hover: object = None
        self._live: dict[str, tuple[tuple[object, ...], QPixmap]] = {}
        """Each live part's picture and what it was drawn for (:meth:`_live_picture`)."""
        self._pictured: dict[tuple[object, ...], QPixmap] = {}
        """The live parts' pictures drawn lately, by part, place and look: the card boxes
        empty again each coup, a holder's ring, caption and cards at the same seats."""
        self._parts: dict[str, tuple[QRect, tuple[object, ...], Callable[[QPainter], None]]] = {}
        """The live parts of the state shown (:meth:`_live_parts`), worked out once per step."""
        self._live_shown: dict[str, tuple[QRect, tuple[object, ...]]] = {}
        self._asked: list[QRect] | None = []
        """The rects the steps asked painted again since the last paint (:meth:`_ask`),
        each painted under a clip of its own (:meth:`_clips`); None: too many."""
        self._live_where: tuple[object, dict[str, QRect]] = ((), {})
        """Where each live part is drawn, and the size and seats it was worked out for."""
        """Each live part as last painted: a step repaints only the parts that changed."""
        self._fitted: dict[tuple[object, ...], QFont] = {}
        """A label's font shrunk to fit its box, by text, box width, size and font: measured
        once, not at every paint."""
        self._slots_for: tuple[object, ...] = ()
        self._slots: dict[tuple[int, BetKind, int], tuple[QRect, QRect]] = {}
        """Where a stack goes (by seat, kind and its place in the area) and its seat's area,
        for the size and table in :attr:`_slots_for`."""
        self._box_slots: dict[int, QRect] = {}
        """Where a commission box goes, by seat."""
        self._box_labels: dict[tuple[int, Decimal], str] = {}
        self._limits: tuple[TableRules | None, tuple[str, ...]] = (None, ())
        """The limit sign's lines for a table, worded once (every paint asks for them)."""
        self.house: tuple[str, ...] = ()
        """The house sign's lines (:mod:`ui.felt.house`): the table's procedures."""
        """The boxes' words by seat and amount, in the language shown (cleared on a change)."""
        self._stack_labels: dict[tuple[Bet, Breakdown], str] = {}
        """The stacks' words by bet and chips, in the language shown (cleared on a change)."""
        self._spare: dict[tuple[int, BetKind], list[ChipStack]] = {}
        """Stacks no longer shown, by seat and kind, for the next bets there (their pictures
        and places are kept)."""
        self.marks: dict[Bet | int, str] = {}
        """A re-drawn mistake: the bet or box (by seat) acted on, "given" or "right"."""
        self._stacked_for: tuple[tuple[object, ...], Bet | int | None] | None = None
        """What the stacks and boxes were last set for, and the selection (:meth:`set_state`);
        None: set them anew (after a change of language or table)."""
        self.preferred = QSize(1000, 600)
        """The size hint: the table at full scale (smaller where the felt is a picture)."""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(500, 300)
        self.setMouseTracking(True)  # the hand cursor over what a click takes
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # the layer covers it all
        self._ahead = CardsAhead(self, self.isVisible)
        """The card faces drawn ahead at the size this felt deals them."""

    def sizeHint(self) -> QSize:
        return self.preferred

    def retranslate(self) -> None:
        # Whichever widget hears of the language first, the felt's words end new.
        self._box_labels.clear()
        self._stack_labels.clear()
        self._stacked_for = None
        self._limits = (None, ())
        self._relabel()

    def _stack_label(self, bet: Bet, chips: Breakdown) -> str:
        return _kept(self._stack_labels, (bet, chips), lambda: self.words.stack(bet, chips))

    def _box_label(self, seat: int, amount: Decimal) -> str:
        # Nine boxes' words at every step were 55 translations.
        return _kept(self._box_labels, (seat, amount), lambda: self.words.box(seat, amount))

    def _relabel(self) -> None:
        """Every stack's and box's words again, in the language now shown."""
        state = self.state
        if state is None:
            return
        stacked, marks = dict(state.stacks), dict(state.boxes)
        for bet, stack in self.stacks.items():
            stack.label = self._stack_label(bet, stacked.get(bet, ()))
        for seat, box in self.boxes.items():
            box.label = self._box_label(seat, marks.get(seat, Decimal(0)))
        self.setAccessibleDescription(
            "; ".join(s.label for s in (*self.stacks.values(), *self.boxes.values())))

    # ---- scale --------------------------------------------------------------------------

    def scale(self) -> float:
        return min(self.width() / WIDTH, self.height() / HEIGHT)

    def offset(self) -> QPointF:
        s = self.scale()
        return QPointF((self.width() - WIDTH * s) / 2, (self.height() - HEIGHT * s) / 2)

    def to_widget(self, rect: QRectF) -> QRectF:
        s, o = self.scale(), self.offset()
        return QRectF(o.x() + rect.x() * s, o.y() + rect.y() * s, rect.width() * s,
                      rect.height() * s)

    # ---- state --------------------------------------------------------------------------

    def set_table(self, table: TableRules) -> None:
        if table == self.table:
            return
        if self.table is not None and table.seat_numbers != self.table.seat_numbers:
            # The stacks stood in the other table's seats' areas: the next state's come anew.
            self.stacks, self.boxes, self._spare = {}, {}, {}
        self.table, self._stacked_for = table, None
        self.tray = [TrayChip(value) for value in sorted(table.chips, reverse=True)]
        self._place()
        self.update()

    def set_house(self, lines: tuple[str, ...]) -> None:
        """Show the house's procedures on the sign right of the rail (:mod:`ui.felt.house`)."""
        if lines != self.house:
            self.house = lines
            self.update()

    def house_rect(self, table: TableRules) -> QRectF:
        """Where the house sign goes: clear of every seat and its betting areas."""
        taken = [r for p in range(1, table.seats + 1)
                 for r in (zone_rect(p, table.seats), seat_rect(p, table.seats))]
        return sign_rect(WIDTH, len(self.house),
                         lambda rect: not any(rect.intersects(r) for r in taken))

    def set_state(
        self, state: TableState, selected: Bet | int | None,
        outlined: dict[Bet | int, str] | None = None,
    ) -> None:
        """Draw ``state``; ``selected`` is the bet (or the due box, by seat) selected;
        ``outlined`` marks what a re-drawn mistake acted on ("given") and should have
        ("right"), by bet or by box seat. Only what changed is painted again. A card laid
        before the wrong hand is drawn there (:func:`ui.felt.as_drawn.misdealt`)."""
        state = misdealt(state)
        self.state, self.selected = state, selected
        self.marks = dict(outlined or {})
        table = self.table
        if table is None:
            return
        font = self.font()
        key = font.key()
        # The stacks and boxes again only when what they show changed: most steps (a card
        # dealt, a total called, a holder's turn, the next bet selected) change none of them
        # but which one is selected.
        stacked_for = (state.layout, state.accepted, state.late, state.taken, state.paid,
                       state.stacks, state.standing_bets, state.boxes, state.boxes_due,
                       self.marks, table, key, self.width(), self.height())
        last = self._stacked_for
        if last is None or last[0] != stacked_for:
            dirty = self._set_stacks(state, selected, table, font, key)
        elif last[1] != selected:
            dirty = self._select_stacks(selected, state.boxes_due, font, key)
        else:
            dirty = []
        self._stacked_for = (stacked_for, selected)
        self._parts = self._live_parts(table, state)
        seated = tuple((v.seat, v.standing) for v in state.seats)
        if seated != self._seated:  # the seats are in the unchanging layer: all of it anew
            self._seated = seated
            self.update()
            return
        for name, (where, look, _draw) in self._parts.items():
            painted = self._live_shown.get(name)
            if painted != (where, look):  # the live parts that changed
                dirty.append(where)
                if painted is not None:
                    dirty.append(painted[0])
        for name in [name for name in self._live_shown if name not in self._parts]:
            dirty.append(self._live_shown.pop(name)[0])  # a part gone: the cards taken back
        self._ask(dirty)

    def _select_stacks(self, selected: Bet | int | None, boxes_due: tuple[int, ...],
                       font: QFont, key: str) -> list[QRect]:
        """Only the selection moved (:meth:`set_state`): the stacks and boxes selected
        before and now; the rects to paint again, as :meth:`_set_stacks` gives them."""
        due = set(boxes_due)
        changed: list[ChipStack] = []
        for bet, stack in self.stacks.items():
            if stack.selected != (bet == selected):
                stack.selected = not stack.selected
                changed.append(stack)
        for seat, box in self.boxes.items():
            if box.selected != (selected == seat and seat in due):
                box.selected = not box.selected
                changed.append(box)
        dirty: list[QRect] = []
        for stack in changed:
            drawn = stack.shown
            now = stack.shown = (stack.bounds(font, key), stack.look())
            if drawn != now:
                dirty.append(now[0])
                if drawn is not None:
                    dirty.append(drawn[0])
        return dirty

    def _set_stacks(self, state: TableState, selected: Bet | int | None, table: TableRules,
                    font: QFont, key: str) -> list[QRect]:
        """The stacks and boxes of ``state`` (:meth:`set_state`); the rects to paint again:
        where a stack came, went or is drawn otherwise."""
        # Each stack as it was last shown (its place and look), to repaint only what changed.
        before = {id(s): s.shown for s in (*self.stacks.values(), *self.boxes.values())}
        shown = self.bets_shown(state)
        kept, self.stacks = self.stacks, {}
        paid = set(state.paid)
        spare = self._spare
        if len(kept) != len(shown) or any(bet not in kept for bet in shown):
            on = set(shown)  # a gone bet's stack waits for the next bet in its area: a new
            for old in reversed([b for b in kept if b not in on]):  # coup built twenty anew
                pool = spare.setdefault((old.seat, old.kind), [])
                if len(pool) < 4:
                    pool.append(kept[old])
        stacked = dict(state.stacks)
        standing = set(state.standing_bets)
        for bet in shown:
            stack = kept.get(bet)
            chips = stacked.get(bet, ())
            # The same bet again in a new coup may be stacked otherwise: drawn as it is now.
            if stack is None or stack.stacked != chips:
                again = spare.get((bet.seat, bet.kind)) if stack is None else None
                stack = stack or (again.pop() if again else ChipStack(
                    bet, f"bet_{bet.seat}_{bet.kind.value}"))
                stack.key = bet
                stack.set_stack(bet.amount, table.chips, self._stack_label(bet, chips), chips)
            stack.selected = bet == selected
            stack.standing = bet in standing
            if stack.standing:
                stack.label = self.words.standing_bet(self._stack_label(bet, chips))
            stack.paid = (bet.amount,) if bet in paid else ()
            stack.mark = self.marks.get(bet, "") if self.marks else ""
            self.stacks[bet] = stack
        marks = dict(state.boxes)
        due = set(state.boxes_due)
        wanted = set(marks) | due
        if table.commission_mode is CommissionMode.MARK:  # a re-drawn mark or collection
            wanted |= {seat for seat in self.marks if isinstance(seat, int)}
        boxes, self.boxes = self.boxes, {}
        for seat in sorted(wanted):
            box = boxes.get(seat) or ChipStack(seat, f"box_{seat}")
            label = self._box_label(seat, marks.get(seat, Decimal(0)))
            if box.label != label:
                box.set_stack(Decimal(0), table.chips, label)
            box.selected = selected == seat and seat in due
            box.mark = self.marks.get(seat, "")
            self.boxes[seat] = box
        self._place()
        labels = "; ".join(s.label for s in (*self.stacks.values(), *self.boxes.values()))
        if self.accessibleDescription() != labels:
            self.setAccessibleDescription(labels)
        # Only what changed: the stacks come, gone or drawn otherwise.
        dirty: list[QRect] = []
        for stack in (*self.stacks.values(), *self.boxes.values()):
            drawn = before.pop(id(stack), None)
            now = stack.shown = (stack.bounds(font, key), stack.look())
            if drawn != now:
                dirty.append(now[0])
                if drawn is not None:
                    dirty.append(drawn[0])  # where it was
        for gone in before.values():  # the stacks gone
            if gone is not None:
                dirty.append(gone[0])
        return dirty

    def _ask(self, rects: list[QRect]) -> None:
        """Ask ``rects`` painted again, and remember them for the paint (:meth:`_clips`)."""
        region = QRegion()
        asked = self._asked
        for rect in rects:
            if rect.isEmpty():
                continue
            region += rect
            if asked is not None and rect not in asked:
                asked.append(rect)
        if asked is not None and len(asked) > _CLIPS:
            self._asked = None  # too many to paint one by one: the area at once
        if not region.isEmpty():
            self.update(region)

    def _clips(self, area: QRegion) -> list[QRect] | None:
        """The rects to paint ``area`` by, each under its own clip: the rects the steps
        asked for since the last paint, when they cover the area; else None (the area in
        one pass, as a resize, an expose or a whole update asks).

        A step asks for a few stacks and parts apart (the bet selected before and now):
        Qt cuts their union into dozens of bands, and every picture drawn under that clip
        went through the bands (the raster engine handed the blits of a clip that tall to
        its thread pool and waited for it, which on a loaded machine was most of the
        felt's paint); under one rect each, a picture is one plain blit."""
        asked, self._asked = self._asked, []
        if not asked:
            return None
        covered = QRegion()
        for rect in asked:
            covered += rect
        return asked if area.subtracted(covered).isEmpty() else None

    def _live_parts(
        self, table: TableRules, state: TableState | None
    ) -> dict[str, tuple[QRect, tuple[object, ...], Callable[[QPainter], None]]]:
        """What changes with the play, part by part: where it is drawn (widget pixels),
        everything its drawing depends on, and how to draw it (logical units): the shoe with
        the cards left and the cut card, the cards of each hand, and the commission boxes'
        marks and which are due."""
        left = state.cards_left if state else 0
        cut = state is not None and state.cut_card_out
        player = tuple(state.player) if state else ()
        banker = tuple(state.banker) if state else ()
        squeeze = state.squeeze if state else None
        down = squeeze.hidden if squeeze is not None else (0, 0)  # face down (art. 16)
        if squeeze is not None and squeeze.held is not None:  # at the holder's seat: not here
            away, _seat, count = squeeze.held
            if away is Hand.PLAYER:
                player, down = player[:len(player) - count], (down[0] - count, down[1])
            else:
                banker, down = banker[:len(banker) - count], (down[0], down[1] - count)
        shuffler = state is not None and state.shuffler  # no cut card: a machine deals
        shoe = shuffler_shoe() if shuffler else self.words.shoe(left)
        parts: dict[str, tuple[QRectF, object, Callable[[QPainter], None]]] = {
            "shoe": (SHOE, (shoe, cut),
                     lambda p: self._paint_shoe(p, left, cut, shoe)),
            "player": (PLAYER_BOX, (player, down[0]),
                       lambda p: self._paint_cards(p, PLAYER_BOX, player, down[0])),
            "banker": (BANKER_BOX, (banker, down[1]),
                       lambda p: self._paint_cards(p, BANKER_BOX, banker, down[1])),
        }
        if table.commission_mode is CommissionMode.MARK and state is not None:
            marks, due = tuple(sorted(state.boxes)), tuple(sorted(state.boxes_due))
            numbers = table.seat_numbers
            parts["boxes"] = (box_row(table.seats).adjusted(-4, 0, 4, 0), (numbers, marks, due),
                              lambda p: self._paint_boxes(p, numbers, dict(marks), set(due)))
        parts.update(cash_parts(
            lambda seat: seat_rect(place_of(table, seat), table.seats), state, self.words))
        parts.update(irregular_parts(
            state, lambda hand, i: card_rect(_HAND_BOX[hand], i),
            lambda p, hand, card: self._paint_cards(p, _HAND_BOX[hand], [card], first=2)))
        parts.update(damaged_parts(state, lambda hand, i: card_rect(_HAND_BOX[hand], i)))
        parts.update(squeeze_parts(
            lambda seat: seat_rect(place_of(table, seat), table.seats), state,
            {Hand.PLAYER: PLAYER_BOX, Hand.BANKER: BANKER_BOX}, self._paint_back,
            lambda seat: zone_rect(place_of(table, seat), table.seats),
            lambda seat: first_row_bottom(place_of(table, seat), table.seats)))
        size = self._live_size()
        placed = (size, table.seat_numbers, tuple(parts))
        if self._live_where[0] != placed:  # where the parts go, once per size and table
            self._live_where = (placed, {
                name: self.to_widget(rect).toAlignedRect().adjusted(-2, -2, 2, 2)
                for name, (rect, _look, _draw) in parts.items()})
        where = self._live_where[1]
        return {name: (where[name], (look, size), draw)
                for name, (_rect, look, draw) in parts.items()}

    @staticmethod
    def bets_shown(state: TableState) -> list[Bet]:
        """The bets on the felt: the layout before the coup, the accepted bets (and any
        late one) after it, without the losing bets already taken."""
        bets = list(state.layout) if not state.accepted else list(state.accepted)
        if state.late:
            on = set(bets)
            bets += [b for b in state.late if b not in on]
        if not state.taken:
            return bets
        taken = set(state.taken)
        return [b for b in bets if b not in taken]

    def _place(self) -> None:
        table = self.table
        if table is None:
            return
        sized = (self.width(), self.height(), table.seat_numbers, len(self.tray))
        key = (sized, tuple(self.stacks), tuple(self.boxes))
        if key == self._placed:
            return
        self._placed = key
        if sized != self._slots_for:  # each place worked out once per size and table
            self._slots_for, self._slots, self._box_slots = sized, {}, {}
            for index, chip in enumerate(self.tray):
                chip.rect = self.to_widget(tray_chip_rect(index, len(self.tray))).toRect()
        slots = self._slots
        used: dict[tuple[int, BetKind], int] = {}
        for bet, stack in self.stacks.items():
            n = used.get((bet.seat, bet.kind), 0)
            used[(bet.seat, bet.kind)] = n + 1
            place = slots.get((bet.seat, bet.kind, n))
            if place is None:
                position = place_of(table, bet.seat)
                # Under the kind's label, the amount's pill at the foot of the area.
                cell = self.to_widget(area_rect(position, bet.kind, table.seats))
                top = self.to_widget(label_rect(position, bet.kind, table.seats)).bottom() + 1
                rect = QRectF(cell.left() + 1 + n * 6, top, cell.width() - 2,
                              max(6.0, cell.bottom() - 7 - top))
                room = self.to_widget(zone_rect(position, table.seats)).toAlignedRect()
                place = slots[(bet.seat, bet.kind, n)] = (rect.toRect(), room)
            stack.rect, stack.room = place
        for seat, box in self.boxes.items():
            where = self._box_slots.get(seat)
            if where is None:
                where = self._box_slots[seat] = self.to_widget(
                    box_rect(place_of(table, seat), table.seats)).toRect()
            box.rect = where

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    # ---- the mouse ----------------------------------------------------------------------

    def item_at(self, pos: QPoint) -> ChipStack | TrayChip | None:
        """What a click at ``pos`` takes: the topmost stack or box drawn there, or a chip of
        the tray."""
        for chip in self.tray:
            if chip.rect.contains(pos):
                return chip
        font = self.font()
        key = font.key()
        for stack in reversed((*self.stacks.values(), *self.boxes.values())):
            if stack.rect.contains(pos) or stack.stake_rect(font, key).contains(pos):
                return stack
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        held = self._parts.get("held")  # the cards at a holder's seat: take them back
        if (event.button() == Qt.MouseButton.LeftButton and held is not None
                and held[0].contains(event.position().toPoint())):
            event.accept()
            self.sig_held_clicked.emit()
            return
        item = self.item_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and item is not None:
            event.accept()
            if isinstance(item, TrayChip):
                self.sig_chip_clicked.emit(item.value)
            elif isinstance(item.key, Bet):
                self.sig_bet_clicked.emit(item.key)
            else:
                self.sig_box_clicked.emit(item.key)
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        over = self.item_at(event.position().toPoint()) is not None
        if over != self._hover:
            self._hover = over
            if over:
                self.setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                self.unsetCursor()
        super().mouseMoveEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            item = self.item_at(event.pos())
            if item is not None and item.label:
                QToolTip.showText(event.globalPos(), item.label, self, item.rect)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    # ---- painting -----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """The unchanging part (felt, seats and their areas, the dealer's furniture, the
        tray) comes from a pixmap drawn again only when it changes; the stacks (each from
        its own cached picture) and the play are painted over it, only where asked."""
        painter = QPainter(self)
        layer = self._static_layer()
        area = event.region()
        clips = self._clips(area)
        table, state = self.table, self.state
        if table is None:
            painter.drawPixmap(0, 0, layer)
            painter.end()
            return
        self._ahead.want(self.card_size())  # the deck at the size painted, drawn ahead
        # What was asked painted, rect by rect (:meth:`_clips`), else the area at once.
        ratio, font = self.devicePixelRatioF(), self.font()
        parts = self._parts
        if not parts or next(iter(parts.values()))[1][1] != self._live_size():
            parts = self._parts = self._live_parts(table, state)  # resized since
        key = font.key()
        stacks = [(stack.bounds(font, key), stack)
                  for stack in (*self.stacks.values(), *self.boxes.values())]
        for clip in clips or (None,):
            within: QRect | QRegion = area
            if clip is not None:
                painter.setClipRect(clip)
                within = clip
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.drawPixmap(0, 0, layer)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for name, (where, look, draw) in parts.items():
                if within.intersects(where):
                    painter.drawPixmap(where.topLeft(), self._live_picture(name, where, look,
                                                                           draw))
                    self._live_shown[name] = (where, look)
            drawn = [(bounds, stack) for bounds, stack in stacks if within.intersects(bounds)]
            for _bounds, stack in drawn:
                stack.paint(painter, ratio, font, key)
            for bounds, stack in drawn:
                stack.paint_stake(painter, ratio, font, key)
                # Where it is drawn now: a resize since the state moved it, and the next
                # step that takes it off must paint over it here.
                stack.shown = (bounds, stack.look())
        painter.end()

    def _static_layer(self) -> QPixmap:
        ratio = self.devicePixelRatioF()
        state, table = self.state, self.table
        seated = tuple((v.seat, v.standing) for v in state.seats) if state else ()
        words = (self.words.discard(), self.words.hand("player"), self.words.hand("banker"),
                 self.limit_lines(), self.house)
        rest = (self.width(), self.height(), ratio, seated, self.font().key(), words)
        last = self._static_last
        if last is not None and last[0] is table and last[1] == rest:
            return last[2]
        key = (*rest[:3], table, *rest[3:])
        layer = self._static.get(key)
        if layer is None:
            pixmap = QPixmap(max(1, round(self.width() * ratio)),
                             max(1, round(self.height() * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setFont(self.font())
            painter.fillRect(QRectF(0, 0, self.width(), self.height()), QColor(palette.SURROUND))
            s, o = self.scale(), self.offset()
            painter.translate(o)
            painter.scale(s, s)
            self._paint_felt(painter)
            if table is not None:
                self._paint_seats(painter, table)
                self._paint_furniture(painter, table)
                self._paint_limits(painter)
                paint_sign(painter, self.font(), self.house, self.house_rect(table))
                painter.resetTransform()
                for chip in self.tray:  # each as its own widget drew it before
                    side = min(chip.rect.width(), chip.rect.height()) - 2.0
                    painter.drawPixmap(QRectF(chip.rect.x() + 1, chip.rect.y() + 1, side, side),
                                       chip_pixmap(chip.value, side, ratio, self.font()),
                                       QRectF())
            painter.end()
            if len(self._static) >= 8:
                self._static.pop(next(iter(self._static)))  # the oldest
            self._static[key] = layer = pixmap
        self._static_last = (table, rest, layer)
        return layer

    def _paint_felt(self, painter: QPainter) -> None:
        path = QPainterPath()
        path.moveTo(WIDTH / 2 - RAIL_X / 0.97, HEIGHT)
        for step in range(0, 181, 3):  # the rail's superellipse, a little outside the seats
            point = on_arc(math.radians(180 - step), 1 / 0.97)
            path.lineTo(point)
        path.closeSubpath()
        painter.setPen(QPen(QColor(palette.RAIL), 14))
        painter.setBrush(FELT)
        painter.drawPath(path)

    def _label(self, painter: QPainter, rect: QRectF, text: str, size: float,
               colour: QColor = LINE, bold: bool = False) -> None:
        key = (text, rect.width(), size, bold, self.font().key())
        font = self._fitted.get(key)
        if font is None:
            font = QFont(self.font())
            font.setBold(bold)
            # Shrunk to fit its box: a longer language must not be cut off.
            pixels = max(1, round(size))
            font.setPixelSize(pixels)
            while pixels > 5 and QFontMetricsF(font).horizontalAdvance(text) > rect.width() - 4:
                pixels -= 1
                font.setPixelSize(pixels)
            if len(self._fitted) > 256:  # the shoe's count and the boxes' marks change
                self._fitted.clear()
            self._fitted[key] = font
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_seats(self, painter: QPainter, table: TableRules) -> None:
        """Each seat's disc at the rail and its own area: a zone holding its betting areas,
        each with its kind written at the top (no stack covers it)."""
        seated = {v.seat: v for v in self.state.seats} if self.state else {}
        scale = area_scale(table.seats)
        kinds = (BetKind.BANKER, BetKind.PLAYER, *side_kinds(table))
        for place, seat in enumerate(table.seat_numbers, 1):
            disc = seat_rect(place, table.seats)
            centre = disc.center()
            view = seated.get(seat)
            zone = zone_rect(place, table.seats)
            painter.setPen(QPen(LINE.darker(130), 1.2))
            painter.setBrush(QColor(*palette.SEAT_GLOW) if view is not None else QColor(0, 0, 0, 0))
            painter.drawRoundedRect(zone, 8 * scale, 8 * scale)
            painter.setPen(QPen(LINE, 2))
            painter.setBrush(QColor(palette.FELT_DARK if view is None else palette.SEAT_TAKEN))
            painter.drawEllipse(disc)
            self._label(painter, disc, str(seat), 17, bold=True)
            if view is not None and view.standing:
                self._label(painter, QRectF(centre.x() + 14, centre.y() - 22, 20, 14), "+", 13)
            for kind in kinds:
                rect = area_rect(place, kind, table.seats).adjusted(1.5, 1.5, -1.5, -1.5)
                painter.setPen(QPen(LINE, 1.2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 5 * scale, 5 * scale)
                label = label_rect(place, kind, table.seats)
                self._label(painter, label, spec_of(kind).felt_label, label.height() - 1.5,
                            _KIND_COLOUR.get(kind, LINE), bold=True)

    def limit_lines(self) -> tuple[str, ...]:
        """The lines of the table's limit sign (empty before a table is set)."""
        if self.table is None:
            return ()
        if self._limits[0] != self.table:
            self._limits = (self.table, self.words.limits(self.table))
        return self._limits[1]

    def _paint_limits(self, painter: QPainter) -> None:
        """The limit sign in the corner left of the rail, where a Macau table has it: one
        font for every line, as small as the widest line needs (never under 9 units)."""
        lines = self.limit_lines()
        if not lines:
            return
        font = QFont(self.font())
        font.setPixelSize(round(LIMIT_LINE - 3))
        widest = max(QFontMetricsF(font).horizontalAdvance(text) for text in lines)
        if widest > LIMIT_SIGN.width():
            font.setPixelSize(max(9, int((LIMIT_LINE - 3) * LIMIT_SIGN.width() / widest)))
        for n, text in enumerate(lines):
            font.setBold(n == 0)
            painter.setFont(font)
            painter.setPen(QColor(palette.FELT_TEXT) if n == 0 else QColor(palette.FELT_TEXT_DIM))
            painter.drawText(QRectF(LIMIT_SIGN.left(), LIMIT_SIGN.top() + n * LIMIT_LINE,
                                    LIMIT_SIGN.width(), LIMIT_LINE),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def _paint_furniture(self, painter: QPainter, table: TableRules) -> None:
        """The dealer's side as it always is: the shoe, the discard rack, the float, the
        card boxes and (on a commission-box table) the numbered commission boxes."""
        painter.setPen(QPen(QColor(palette.WOOD_EDGE), 2))
        painter.setBrush(QColor(palette.WOOD))
        painter.drawRoundedRect(SHOE, 8, 8)
        painter.setBrush(QColor(palette.WOOD_DARK))
        painter.drawRoundedRect(DISCARD, 8, 8)
        self._label(painter, DISCARD, self.words.discard(), 12, QColor(palette.FELT_TEXT))
        painter.setBrush(QColor(palette.WOOD_EDGE))
        painter.drawRoundedRect(TRAY.adjusted(-6, -4, 6, 4), 8, 8)
        for rect, key in ((PLAYER_BOX, "player"), (BANKER_BOX, "banker")):
            painter.setPen(QPen(LINE, 1.4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 8, 8)
            self._label(painter, QRectF(rect.left(), rect.top() + 1, rect.width(), 16),
                        self.words.hand(key), 12, LINE, bold=True)
        if table.commission_mode is CommissionMode.MARK:
            for place, seat in enumerate(table.seat_numbers, 1):
                rect = box_rect(place, table.seats)
                painter.setPen(QPen(LINE, 1.4))
                painter.setBrush(QColor(palette.FELT_BOX))
                painter.drawRect(rect)
                self._label(painter, QRectF(rect.left(), rect.top(), rect.width(), 14),
                            str(seat), 10, LINE, bold=True)

    def _live_size(self) -> tuple[object, ...]:
        """What every live part's picture depends on besides its look."""
        return (self.width(), self.height(), self.devicePixelRatioF(), self.font().key())

    def _live_picture(self, name: str, where: QRect, look: tuple[object, ...],
                      draw: Callable[[QPainter], None]) -> QPixmap:
        """A live part's picture, drawn again only when what it shows changed: a step
        repainted every card and box mark through the table's scale before."""
        drawn = self._live.get(name)
        if drawn is not None and drawn[0] == (where, look):
            return drawn[1]
        key = (name, where.getRect(), look)
        picture = self._pictured.get(key)
        if picture is not None:
            self._live[name] = ((where, look), picture)
            return picture
        ratio = self.devicePixelRatioF()
        picture = QPixmap(max(1, round(where.width() * ratio)),
                          max(1, round(where.height() * ratio)))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(-where.x(), -where.y())  # the felt's coordinates, as painted there
        painter.translate(self.offset())
        s = self.scale()
        painter.scale(s, s)
        draw(painter)
        painter.end()
        self._live[name] = ((where, look), picture)
        if len(self._pictured) >= _PICTURED:
            self._pictured.pop(next(iter(self._pictured)))  # the oldest
        self._pictured[key] = picture
        return picture

    def _paint_shoe(self, painter: QPainter, left: int, cut: bool, label: str = "") -> None:
        """The cards left in the shoe (or ``label``), and the cut card once it is out."""
        self._label(painter, SHOE.adjusted(0, 4, 0, -22), label or self.words.shoe(left), 12,
                    QColor(palette.FELT_TEXT))
        if cut:
            painter.setPen(QPen(QColor(palette.WOOD_EDGE), 2))
            painter.setBrush(QColor(palette.CUT_CARD))
            painter.drawRect(QRectF(SHOE.left() + 10, SHOE.bottom() - 16, SHOE.width() - 20, 6))

    def _paint_boxes(self, painter: QPainter, numbers: tuple[int, ...],
                     marks: dict[int, Decimal], due: set[int]) -> None:
        """The commission boxes' marks, and which boxes are due (``numbers``: the seats')."""
        for place, seat in enumerate(numbers, 1):
            rect = box_rect(place, len(numbers))
            if seat in due:
                painter.setPen(QPen(QColor(palette.DUE), 1.4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect)
            amount = marks.get(seat)
            if amount:
                self._label(painter, QRectF(rect.left() - 4, rect.top() + 14,
                                            rect.width() + 8, 28),
                            f"{amount:,}", 11, QColor(palette.WHITE), bold=True)

    def _paint_cards(self, painter: QPainter, box: QRectF, cards: Sequence[Card | None],
                     hidden: int = 0, first: int = 0) -> None:
        """The hand's cards from its ``first`` place; the last ``hidden`` face down (a
        squeeze: not yet turned), as is a card whose value the desk was not told (None: a
        table dealt on the school server sends no face-down card's value)."""
        w, h, ratio = self.card_size()
        shown: list[Card | None] = list(cards)
        for index in range(max(0, len(cards) - hidden), len(cards)):
            shown[index] = None  # card_pixmap draws the back
        for index, card in enumerate(shown, first):
            target = card_rect(box, index)
            if index == 2:  # the third card lies sideways, as it is dealt
                painter.save()
                painter.translate(target.center())
                painter.rotate(90)
                painter.drawPixmap(QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H),
                                   card_pixmap(card, w, h, ratio),
                                   QRectF(0, 0, w * ratio, h * ratio))
                painter.restore()
                continue
            painter.drawPixmap(target, card_pixmap(card, w, h, ratio),
                               QRectF(0, 0, w * ratio, h * ratio))

    def card_size(self) -> CardSize:
        """A dealt card's width and height in widget pixels, and the device pixel ratio."""
        s = self.scale()
        return round(CARD_W * s), round(CARD_H * s), self.devicePixelRatioF()

    def _paint_back(self, painter: QPainter, target: QRectF) -> None:
        """A card's back at ``target`` (logical units): a card a holder is turning."""
        ratio = self.devicePixelRatioF()
        s = self.scale()
        w, h = round(target.width() * s), round(target.height() * s)
        painter.drawPixmap(target, card_pixmap(None, w, h, ratio),
                           QRectF(0, 0, w * ratio, h * ratio))

    def card_rects(self) -> list[QRectF]:
        """Where the cards dealt are drawn (widget pixels), the Player's first: how large a
        trainee sees them."""
        state = self.state
        if state is None:
            return []
        return [self.to_widget(card_rect(box, index))
                for box, cards in ((PLAYER_BOX, state.player), (BANKER_BOX, state.banker))
                for index in range(len(cards))]
