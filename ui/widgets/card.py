"""Playing-card widgets: one card drawn from its SVG, and a captioned hand of cards.

Cards are drawn from ``resources/cards/<code>.svg`` at the exact device-pixel size they are
shown at, so they stay crisp at any size; each rendering is kept in a small cache, so a new
hand of the same size costs a pixmap copy, not an SVG render. ``python -m ui.widgets.card``
opens a preview of the whole deck.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence
from enum import Enum

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from trainer.cards import Card, Rank, Suit, full_deck
from ui import palette
from ui.resources import card_svg_path
from ui.widgets.retranslating import Retranslating

CARD_ASPECT = 7 / 5
"""Height over width of every card (the SVGs are 250 x 350)."""
CORNER_RADIUS = 14 / 250
"""The SVG corner radius as a fraction of the card width, for the highlight outline."""
HIGHLIGHT_MARGIN = 4
"""Pixels kept free around the card so a highlight never changes the layout."""


# Qt's translate(context, text) spelled so lupdate files every name under "CardWidget".
translate = QCoreApplication.translate


class Highlight(Enum):
    """An outline drawn around a card; the value is its colour."""

    NONE = ""
    THIRD_CARD = palette.CARD_THIRD
    """Amber: the card was drawn under the third-card rule."""
    SELECTED = palette.CARD_SELECTED
    """Blue: the trainee picked this card."""
    DECISIVE = palette.CARD_DECISIVE
    """Cyan: the card that decides the answer under review."""


# ---- SVG renderers ---------------------------------------------------------------------------

_RENDERERS: dict[str, QSvgRenderer] = {}


def card_renderer(card: Card | None) -> QSvgRenderer:
    """The shared renderer of a card's SVG (the back for ``None``), loaded on first use."""
    key = "back" if card is None else card.code
    renderer = _RENDERERS.get(key)
    if renderer is None:
        renderer = QSvgRenderer(str(card_svg_path(card)))
        _RENDERERS[key] = renderer
    return renderer


_PIXMAPS: dict[tuple[str, int, int, float], QPixmap] = {}
PIXMAP_CACHE_SIZE = 256
"""Renderings kept: a whole deck at four sizes; the oldest goes first when it is full."""


def card_pixmap(card: Card | None, width: int, height: int, ratio: float) -> QPixmap:
    """The card rendered to ``width`` x ``height`` logical pixels at device pixel ``ratio``."""
    key = ("back" if card is None else card.code, width, height, ratio)
    pixmap = _PIXMAPS.get(key)
    if pixmap is None:
        pixmap = QPixmap(round(width * ratio), round(height * ratio))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card_renderer(card).render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
        painter.end()
        pixmap.setDevicePixelRatio(ratio)
        if len(_PIXMAPS) >= PIXMAP_CACHE_SIZE:
            del _PIXMAPS[next(iter(_PIXMAPS))]
        _PIXMAPS[key] = pixmap
    return pixmap


def card_cached(card: Card | None, width: int, height: int, ratio: float) -> bool:
    """Whether :func:`card_pixmap` has ``card`` at that size already (nothing is drawn)."""
    return ("back" if card is None else card.code, width, height, ratio) in _PIXMAPS


def card_name(card: Card | None) -> str:
    """The spoken name of a card, e.g. "King of Diamonds"; "Face-down card" for ``None``."""
    if card is None:
        return translate("CardWidget", "Face-down card")
    ranks = {
        Rank.ACE: translate("CardWidget", "Ace"),
        Rank.TWO: translate("CardWidget", "Two"),
        Rank.THREE: translate("CardWidget", "Three"),
        Rank.FOUR: translate("CardWidget", "Four"),
        Rank.FIVE: translate("CardWidget", "Five"),
        Rank.SIX: translate("CardWidget", "Six"),
        Rank.SEVEN: translate("CardWidget", "Seven"),
        Rank.EIGHT: translate("CardWidget", "Eight"),
        Rank.NINE: translate("CardWidget", "Nine"),
        Rank.TEN: translate("CardWidget", "Ten"),
        Rank.JACK: translate("CardWidget", "Jack"),
        Rank.QUEEN: translate("CardWidget", "Queen"),
        Rank.KING: translate("CardWidget", "King"),
    }
    suits = {
        Suit.SPADES: translate("CardWidget", "Spades"),
        Suit.HEARTS: translate("CardWidget", "Hearts"),
        Suit.DIAMONDS: translate("CardWidget", "Diamonds"),
        Suit.CLUBS: translate("CardWidget", "Clubs"),
    }
    return translate("CardWidget", "{rank} of {suit}").format(
        rank=ranks[card.rank], suit=suits[card.suit]
    )


# ---- CardWidget ------------------------------------------------------------------------------


class CardWidget(Retranslating, QWidget):
    """One card, face up or down, scaled to the widget with a 5:7 aspect ratio."""

    def __init__(
        self, card: Card | None = None, face_up: bool = True, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._card: Card | None = None
        self._face_up = True
        self._highlight = Highlight.NONE
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.set_card(card, face_up)

    # ---- State

    @property
    def card(self) -> Card | None:
        return self._card

    @property
    def face_up(self) -> bool:
        """True when the face is shown; a ``None`` card always shows the back."""
        return self._face_up and self._card is not None

    @property
    def highlight(self) -> Highlight:
        return self._highlight

    def set_card(self, card: Card | None, face_up: bool = True) -> None:
        """Show ``card`` (the back when ``card`` is None or ``face_up`` is False)."""
        if card == self._card and face_up == self._face_up:
            return
        self._card = card
        self._face_up = face_up
        self.retranslate()
        self.update()

    def set_highlight(self, highlight: Highlight) -> None:
        """Draw (or remove, with ``Highlight.NONE``) a coloured outline around the card."""
        if highlight is self._highlight:
            return
        self._highlight = highlight
        self.retranslate()
        self.update()

    def card_rect(self) -> QRectF:
        """Where the card is drawn: the largest 5:7 rectangle centred in the widget."""
        area = QRectF(self.contentsRect()).adjusted(
            HIGHLIGHT_MARGIN, HIGHLIGHT_MARGIN, -HIGHLIGHT_MARGIN, -HIGHLIGHT_MARGIN
        )
        width = min(area.width(), area.height() / CARD_ASPECT)
        height = width * CARD_ASPECT
        return QRectF(
            area.x() + (area.width() - width) / 2,
            area.y() + (area.height() - height) / 2,
            width,
            height,
        )

    def retranslate(self) -> None:
        self.setAccessibleName(card_name(self._card if self.face_up else None))
        descriptions = {
            Highlight.NONE: "",
            Highlight.THIRD_CARD: translate("CardWidget", "Third card"),
            Highlight.SELECTED: translate("CardWidget", "Selected"),
            Highlight.DECISIVE: translate("CardWidget", "Decides the answer"),
        }
        self.setAccessibleDescription(descriptions[self._highlight])

    # ---- Qt overrides

    def sizeHint(self) -> QSize:
        return QSize(100 + 2 * HIGHLIGHT_MARGIN, 140 + 2 * HIGHLIGHT_MARGIN)

    def minimumSizeHint(self) -> QSize:
        return QSize(30 + 2 * HIGHLIGHT_MARGIN, 42 + 2 * HIGHLIGHT_MARGIN)

    # No hasHeightForWidth() override: PySide6 6.12 on Python 3.11 miscounts references of a
    # bool returned from a Python virtual override and crashes later ("deallocating True");
    # the size policy's setHeightForWidth(True) says the same thing without a virtual call.

    def heightForWidth(self, width: int) -> int:
        return round((width - 2 * HIGHLIGHT_MARGIN) * CARD_ASPECT) + 2 * HIGHLIGHT_MARGIN

    def paintEvent(self, event: QPaintEvent) -> None:
        rect = self.card_rect()
        if rect.width() <= 0:
            return
        # Whole logical pixels, so the cached pixmap is copied 1:1 and never resampled.
        target = rect.toRect()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pixmap = card_pixmap(
            self._card if self.face_up else None,
            target.width(),
            target.height(),
            self.devicePixelRatioF(),
        )
        painter.drawPixmap(target.topLeft(), pixmap)
        if self._highlight is not Highlight.NONE:
            pen_width = HIGHLIGHT_MARGIN - 1
            pen = QPen(QColor(self._highlight.value), pen_width)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            outline = rect.adjusted(-pen_width / 2, -pen_width / 2, pen_width / 2, pen_width / 2)
            radius = rect.width() * CORNER_RADIUS + pen_width / 2
            painter.drawRoundedRect(outline, radius, radius)
        painter.end()


# ---- HandWidget ------------------------------------------------------------------------------


class HandWidget(QWidget):
    """A captioned row of cards with an optional total underneath.

    Card widgets are created once and reused: a new hand only changes what they show, so a
    drill can put up a new hand every question without rebuilding anything.
    """

    def __init__(
        self,
        caption: str = "",
        *,
        card_width: int = 100,
        reserve: int = 0,
        parent: QWidget | None = None,
    ) -> None:
        """``reserve`` keeps room for that many cards so a third card does not shift the row."""
        super().__init__(parent)
        self._card_width = card_width
        self._reserve = reserve
        self._cards: tuple[Card, ...] = ()
        self._card_widgets: list[CardWidget] = []

        self.caption_label = QLabel(caption)
        self.caption_label.setObjectName("handCaption")
        self.caption_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.total_label = QLabel()
        self.total_label.setObjectName("handTotal")
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.total_label.hide()

        self._row = QHBoxLayout()
        self._row.setSpacing(6)
        self._row.addStretch(1)
        self._row.addStretch(1)

        self.box = QVBoxLayout(self)
        self.box.addWidget(self.caption_label)
        self.box.addLayout(self._row)
        self.box.addWidget(self.total_label)
        self._ensure_widgets(reserve)
        self._sync_accessible_name()

    # ---- Public API

    @property
    def cards(self) -> tuple[Card, ...]:
        return self._cards

    def card_widgets(self) -> list[CardWidget]:
        """The card widgets showing the current hand, in order."""
        return self._card_widgets[: len(self._cards)]

    def set_caption(self, text: str) -> None:
        self.caption_label.setText(text)
        self._sync_accessible_name()

    def set_total(self, text: str | None) -> None:
        """Show ``text`` under the cards (e.g. "7"); ``None`` hides the total."""
        if text is None:
            self.total_label.clear()
            self.total_label.hide()
        else:
            self.total_label.setText(text)
            self.total_label.show()

    def set_cards(self, cards: Sequence[Card], hidden: int = 0) -> None:
        """Show ``cards``; the last ``hidden`` of them are dealt face down.

        Highlights are cleared. Existing card widgets are reused and extra ones hidden.
        """
        self._cards = tuple(cards)
        face_down_from = len(self._cards) - max(0, min(hidden, len(self._cards)))
        self._ensure_widgets(len(self._cards))
        for index, widget in enumerate(self._card_widgets):
            if index < len(self._cards):
                widget.set_card(self._cards[index], face_up=index < face_down_from)
                widget.set_highlight(Highlight.NONE)
                widget.show()
            else:
                widget.hide()
        self._sync_accessible_name()

    def set_highlight(self, index: int, highlight: Highlight) -> None:
        """Outline the card at ``index`` (e.g. the third card)."""
        self._card_widgets[index].set_highlight(highlight)

    @property
    def card_width(self) -> int:
        """The width of each card's face in logical pixels (without the highlight margin)."""
        return self._card_width

    def set_card_width(self, width: int) -> None:
        if width == self._card_width:
            return
        self._card_width = width
        for widget in self._card_widgets:
            self._size_card(widget)

    def size_for(self, card_width: int) -> QSize:
        """The room this hand takes with cards ``card_width`` wide: its caption, its row of
        cards (the reserved places included) and the total when one is shown."""
        margins = self.box.contentsMargins()
        spacing = max(self.box.spacing(), 0)
        count = max(self._reserve, len(self._cards), 1)
        card = card_width + 2 * HIGHLIGHT_MARGIN
        row = count * card + (count - 1) * self._row.spacing()
        width = max(row, self.caption_label.sizeHint().width())
        height = self.caption_label.sizeHint().height() + spacing + (
            round(card_width * CARD_ASPECT) + 2 * HIGHLIGHT_MARGIN)
        if not self.total_label.isHidden():
            height += spacing + self.total_label.sizeHint().height()
        return QSize(width + margins.left() + margins.right(),
                     height + margins.top() + margins.bottom())

    # ---- Internals

    def _ensure_widgets(self, count: int) -> None:
        while len(self._card_widgets) < count:
            widget = CardWidget(parent=self)
            self._size_card(widget)
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(len(self._card_widgets) < self._reserve)
            # A hand's card has a fixed size (_size_card): asking its height for a width, a
            # call into Python for every card in every layout pass over the hand, the felt
            # and the panel above them, only gave that height back.
            policy.setHeightForWidth(False)
            widget.setSizePolicy(policy)
            widget.hide()
            # insert before the trailing stretch so the cards stay centred
            self._row.insertWidget(self._row.count() - 1, widget)
            self._card_widgets.append(widget)

    def _size_card(self, widget: CardWidget) -> None:
        width = self._card_width + 2 * HIGHLIGHT_MARGIN
        widget.setFixedSize(width, widget.heightForWidth(width))

    def _sync_accessible_name(self) -> None:
        names = ", ".join(w.accessibleName() for w in self.card_widgets())
        caption = self.caption_label.text()
        self.setAccessibleName(f"{caption}: {names}" if caption and names else caption or names)


# ---- DoorsTable -----------------------------------------------------------------------------


class DoorsTable(QWidget):
    """The Sam Kong layout: the banker's hand over up to six doors in rows of three.

    The cards are as large as the room the table is given allows: a larger
    window shows larger cards, and at 1024 x 700 every door still fits. The table asks its
    parent only for the room of its smallest cards, so fixed-size cards never hold a window
    wider than the screen.
    """

    COLUMNS = 3
    MIN_CARD = 28
    """The smallest card width (logical pixels) the table shrinks to."""
    MAX_CARD = 120
    PREFERRED_CARD = 60
    BANKER_SCALE = 1.2
    """The banker's cards are this much larger than a door's: the hand every door is
    compared with."""
    H_SPACING = 12
    V_SPACING = 6

    def __init__(self, doors: int = 6, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(self.V_SPACING)
        # The cards' fixed sizes must not become this widget's minimum: minimumSizeHint()
        # says how small the table can go, and resizeEvent() fits the cards to what it gets.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.banker = HandWidget("", card_width=self._banker_width(self.PREFERRED_CARD),
                                 reserve=3)
        self.banker.setObjectName("banker")
        # No margins around each hand: at 1024 x 700 the height they took is card height.
        self.banker.box.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        grid.setHorizontalSpacing(self.H_SPACING)
        grid.setVerticalSpacing(self.V_SPACING)
        self.doors: list[HandWidget] = []
        for index in range(doors):
            hand = HandWidget("", card_width=self.PREFERRED_CARD, reserve=3)
            hand.setObjectName(f"door{index + 1}")
            hand.box.setContentsMargins(0, 0, 0, 0)
            grid.addWidget(hand, index // self.COLUMNS, index % self.COLUMNS,
                           Qt.AlignmentFlag.AlignCenter)
            self.doors.append(hand)
        layout.addStretch(1)
        layout.addWidget(self.banker, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(grid)
        layout.addStretch(1)

    def show_doors(self, doors: Sequence[Sequence[Card]]) -> None:
        """Deal ``doors`` (door 1 first); the doors not in play are hidden."""
        for index, hand in enumerate(self.doors):
            hand.setVisible(index < len(doors))
            hand.set_cards(doors[index] if index < len(doors) else ())
        self.fit_cards()

    def _banker_width(self, card_width: int) -> int:
        return round(card_width * self.BANKER_SCALE)

    def needed_size(self, card_width: int) -> QSize:
        """The room the banker and the doors in play take with door cards this wide."""
        banker = self.banker.size_for(self._banker_width(card_width))
        shown = [hand for hand in self.doors if not hand.isHidden()]
        width, height = banker.width(), banker.height()
        if shown:
            door = shown[0].size_for(card_width)
            columns = min(self.COLUMNS, len(shown))
            rows = math.ceil(len(shown) / self.COLUMNS)
            width = max(width, columns * door.width() + (columns - 1) * self.H_SPACING)
            height += rows * (door.height() + self.V_SPACING)
        return QSize(width, height)

    def fit_cards(self) -> None:
        """Give the cards the largest width at which the whole table fits in this widget."""
        room = self.contentsRect().size()
        low, high, best = self.MIN_CARD, self.MAX_CARD, self.MIN_CARD
        while low <= high:
            middle = (low + high) // 2
            needed = self.needed_size(middle)
            if needed.width() <= room.width() and needed.height() <= room.height():
                best, low = middle, middle + 1
            else:
                high = middle - 1
        self.banker.set_card_width(self._banker_width(best))
        for hand in self.doors:
            hand.set_card_width(best)

    # ---- Qt overrides

    def minimumSizeHint(self) -> QSize:
        return self.needed_size(self.MIN_CARD)

    def sizeHint(self) -> QSize:
        return self.needed_size(self.PREFERRED_CARD)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_cards()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self.fit_cards()  # the captions' height may have changed


# ---- Preview ---------------------------------------------------------------------------------


def preview() -> QWidget:
    """A window with every card face, the back and two sample hands."""
    window = QScrollArea()
    window.setWindowTitle("Dealer Trainer - cards")
    content = QWidget()
    grid = QGridLayout(content)
    deck = full_deck()
    for index, card in enumerate(deck):
        grid.addWidget(CardWidget(card), index // 13, index % 13)
    back = CardWidget(None)
    grid.addWidget(back, 4, 0)
    player = HandWidget("Player 閒", card_width=80, reserve=3)
    player.set_cards([Card.parse("KD"), Card.parse("4S"), Card.parse("10H")])
    player.set_highlight(2, Highlight.THIRD_CARD)
    player.set_total("4")
    banker = HandWidget("Banker 莊", card_width=80, reserve=3)
    banker.set_cards([Card.parse("QC"), Card.parse("JH"), Card.parse("7D")], hidden=1)
    grid.addWidget(player, 4, 1, 1, 4)
    grid.addWidget(banker, 4, 5, 1, 4)
    window.setWidget(content)
    window.setWidgetResizable(True)
    window.resize(1200, 760)
    return window


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    window = preview()
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
