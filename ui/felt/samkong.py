"""The Sam Kong felt: the game's hand layout at the Table (baccarat's is :mod:`ui.felt.felt`).

The banker's hand at the dealer's side (the top), the shoe or box with its cut card and the
cards burnt beside it, and the doors round the felt from door 1 at the dealer's left (the
right of the screen) clockwise: each door with its three cards (face down until the hands
are turned for the levels; a card exposed in the deal face up), the level called, the
door's result, and the bets in its box, each a line "kind amount", dimmed once taken,
ticked once paid. A click on a hand or a bet says so (:attr:`SamKongFelt.sig_hand_clicked`,
:attr:`~SamKongFelt.sig_bet_clicked`); the desk decides what it means in the phase.

Only what the state shows is drawn (:class:`~trainer.table.samkong.model.SamKongState`):
faults are never shown, finding them is the dealer's job.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from trainer.cards import Card
from trainer.money import format_hkd
from trainer.samkong.levels import ALL_LEVELS
from trainer.table.samkong.model import (
    BANKER,
    SHOWN_FROM,
    SamKongIrregularity,
    SamKongPhase,
    SamKongState,
    SamKongTableBet,
)
from trainer.table.samkong.session import SamKongSession
from ui import palette
from ui.felt.samkong_cash import paint_cash
from ui.widgets.card import card_pixmap

T = TypeVar("T")

CARD_W, CARD_H = 34, 48
LEVEL_LINE = 16
"""The height of a line of a hand's level under its cards."""


@dataclass(frozen=True)
class FeltText:
    """The felt's words, in the language shown (the desk words them)."""

    door: str = "Door {0}"
    banker: str = "Banker"
    shoe: str = "Shoe {0}"
    burnt: str = "Burnt {0}"
    cut: str = "Cut card at {0}"
    round: str = "Round {0}"
    results: tuple[str, str, str] = ("Win", "Lose", "Tie")


class SamKongFelt(QWidget):
    """The Sam Kong table drawn from its state; clicks on hands and bets reported."""

    sig_hand_clicked = Signal(int)
    """A hand was clicked (argument: its door, 0 the banker's)."""
    sig_bet_clicked = Signal(object)
    """A bet was clicked (argument: the :class:`SamKongTableBet`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("samkongFelt")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(230)
        self.state: SamKongState | None = None
        self.selected: object = None
        self.text = FeltText()
        self.bet_words: dict[SamKongTableBet, str] = {}
        self.level_words: dict[int, str] = {}
        self.hand_rects: dict[int, QRectF] = {}
        self.corner: list[str] = []
        """The shoe's lines in the top right corner, as last painted."""
        self.bet_rects: dict[SamKongTableBet, QRectF] = {}
        self.level_lines = 1
        """How many lines the hands' levels take this paint: two when a level's words are
        wider than a door (a long language, eight doors), every hand then a line taller."""
        self.level_text: dict[int, tuple[str, ...]] = {}
        """Each hand's level as last painted, line by line."""
        self.cash_label: Callable[[str, int], str] = lambda kind, seat: f"{seat}: {kind}"
        """Whose cash the mat shows (the desk words it: "Seat 3: buy-in")."""
        self.setAccessibleName("Sam Kong")

    def set_state(self, state: SamKongState | None, selected: object,
                  bet_words: dict[SamKongTableBet, str], text: FeltText,
                  level_words: dict[int, str]) -> None:
        self.state, self.selected, self.bet_words = state, selected, bet_words
        self.text, self.level_words = text, level_words
        self.update()

    # ---- geometry ----------------------------------------------------------------------

    def door_rect(self, door: int, doors: int) -> QRectF:
        """Door ``door``'s place: a row round the players' side, door 1 at the right."""
        margin, gap = 8.0, 6.0
        width = (self.width() - 2 * margin - gap * (doors - 1)) / doors
        top = 8.0 + CARD_H + 44 + self._extra()
        left = self.width() - margin - door * width - (door - 1) * gap
        return QRectF(left, top, width, self.height() - top - 6)

    def banker_rect(self) -> QRectF:
        width: float = 3 * CARD_W + 40
        width = max(width, min(260, self.width() / 4))
        return QRectF((self.width() - width) / 2, 4, width, CARD_H + 36 + self._extra())

    def _extra(self) -> float:
        """The height the levels' second line adds to each hand."""
        return (self.level_lines - 1) * LEVEL_LINE

    # ---- painting ----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(palette.FELT))
        painter.setPen(QPen(QColor(palette.RAIL), 6))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(3, 3, -3, -3), 14, 14)
        state = self.state
        self.hand_rects, self.bet_rects = {}, {}
        if state is None:
            painter.end()
            return
        small = QFont(self.font())
        small.setPointSizeF(max(7.5, small.pointSizeF() - 1))
        painter.setFont(small)
        self.level_lines = self._lines_needed(painter.fontMetrics(), state)
        self.level_text = {}
        self._paint_shoe(painter, state)
        shown = state.phase in SHOWN_FROM
        banker = self.banker_rect()
        self.hand_rects[BANKER] = banker
        self._paint_hand(painter, banker, self.text.banker, state.banker, BANKER, state, shown)
        for door in range(1, state.doors + 1):
            rect = self.door_rect(door, state.doors)
            self._paint_door(painter, rect, door, state, shown)
        paint_cash(painter, state, banker, self.cash_label)
        painter.end()

    def _paint_shoe(self, painter: QPainter, state: SamKongState) -> None:
        painter.setPen(QColor(palette.FELT_TEXT))
        placed = not state.is_box and state.phase is not SamKongPhase.CUT  # not before it is
        # The shoe's burnt cards so far (the opening burn, one a round), not this round's.
        lines = [self.text.shoe.format(state.cards_left),
                 self.text.burnt.format(state.shoe_burnt)]
        if placed:
            lines.append(self.text.cut.format(state.cut_from_end))
        # Right of the banker's hand: as wide as the words (and a little: the elision measures
        # wider than the advance), up to the room there is.
        room = self.width() - self.banker_rect().right() - 50
        wide = min(room, 6 + max(painter.fontMetrics().horizontalAdvance(line)
                                 for line in lines))
        right = QRectF(self.width() - 12 - wide, 8, wide, 70)
        self.corner = [painter.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight,
                                                        int(wide)) for line in lines]
        painter.drawText(right, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                         "\n".join(self.corner))
        # The shoe itself: a box whose filled part is the cards left, the cut card a line.
        bar = QRectF(right.left() - 24, 8, 14, 60)
        painter.setPen(QPen(QColor(palette.FELT_LINE), 1))
        painter.setBrush(QColor(palette.FELT_BOX))
        painter.drawRect(bar)
        if state.shoe_cards:
            share = state.cards_left / state.shoe_cards
            painter.fillRect(QRectF(bar.left() + 1, bar.bottom() - 58 * share, 12, 58 * share),
                             QColor(palette.FELT_TEXT_DIM))
            if placed and not state.cut_card_out:
                y = bar.bottom() - 58 * state.cut_from_end / state.shoe_cards
                painter.setPen(QPen(QColor(palette.CUT_CARD), 3))
                painter.drawLine(QPointF(bar.left() - 3, y), QPointF(bar.right() + 3, y))
        painter.setPen(QColor(palette.FELT_TEXT))
        painter.drawText(QRectF(12, 8, 200, 20), Qt.AlignmentFlag.AlignLeft,
                         self.text.round.format(state.round))

    def _paint_hand(self, painter: QPainter, rect: QRectF, title: str,
                    cards: Sequence[Card | None],
                    hand: int, state: SamKongState, shown: bool) -> None:
        selected = self.selected == ("hand", hand)
        raised = state.irregular if state.irregular and state.irregular.hand == hand else None
        painter.setPen(QPen(QColor(palette.PICKED if selected else palette.FELT_LINE),
                            3 if selected else 1))
        painter.setBrush(QColor(palette.FELT_DARK))
        painter.drawRoundedRect(rect, 6, 6)
        if raised is not None and not selected:
            painter.setPen(QPen(QColor(palette.STEP_LATE), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 6, 6)

        def seen(card: Card | None) -> bool:
            """A card dealt out of order and seen is shown face up, as the table saw it."""
            return (raised is not None and raised.card == card
                    and raised.kind is SamKongIrregularity.ORDER_SEEN)
        painter.setPen(QColor(palette.FELT_TEXT))
        painter.drawText(QRectF(rect.left(), rect.top() + 2, rect.width(), 16),
                         Qt.AlignmentFlag.AlignHCenter, title)
        ratio = self.devicePixelRatioF()
        # Three cards side by side in the hand's width (narrower on a small felt, as the
        # score card's), their height kept in proportion.
        width = max(12, min(CARD_W, int((rect.width() - 12) / 3) - 2))
        height = round(width * CARD_H / CARD_W)
        left = rect.center().x() - (3 * width + 8) / 2
        for index in range(3):
            spot = QRectF(left + index * (width + 4), rect.top() + 18, width, height)
            if index < len(cards):
                card = cards[index]
                face = card if shown or card in state.exposed or seen(card) else None
                painter.drawPixmap(spot.topLeft(), card_pixmap(face, width, height, ratio))
                if raised is not None and raised.card == card:
                    # The card the irregularity is about, ringed (its hand's frame too).
                    painter.setPen(QPen(QColor(palette.STEP_LATE), 3))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(spot.adjusted(-2, -2, 2, 2), 4, 4)
            else:
                painter.setPen(QPen(QColor(palette.FELT_LINE), 1, Qt.PenStyle.DotLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(spot, 3, 3)
        called = dict(state.levels).get(hand)
        line = rect.top() + 20 + CARD_H
        if called is not None:
            painter.setPen(QColor(palette.FELT_TEXT))
            lines = level_lines(painter.fontMetrics(), self._level(called),
                                int(rect.width() - 6), self.level_lines)
            for index, text in enumerate(lines):
                painter.drawText(QRectF(rect.left(), line + index * LEVEL_LINE, rect.width(),
                                        LEVEL_LINE), Qt.AlignmentFlag.AlignHCenter, text)
            self.level_text[hand] = lines
        self.hand_rects[hand] = rect

    def _level(self, ordinal: int) -> str:
        return self.level_words.get(ordinal, ALL_LEVELS[ordinal - 1].name_zh_hant)

    def _lines_needed(self, metrics: QFontMetrics, state: SamKongState) -> int:
        """Two when a level called on this felt is wider than a door's hand (the narrowest
        hand: the banker's is wider), else one."""
        if not state.levels or not state.doors:
            return 1
        self.level_lines = 1
        width = self.door_rect(1, state.doors).width() - 6
        wide = any(metrics.horizontalAdvance(self._level(ordinal)) > width
                   for _hand, ordinal in state.levels)
        return 2 if wide else 1

    def _paint_door(self, painter: QPainter, rect: QRectF, door: int, state: SamKongState,
                    shown: bool) -> None:
        cards = state.hands[door - 1] if door - 1 < len(state.hands) else ()
        hand = QRectF(rect.left(), rect.top(), rect.width(), CARD_H + 36 + self._extra())
        self._paint_hand(painter, hand, self.text.door.format(door), cards, door, state, shown)
        result = dict(state.results).get(door)
        y = hand.bottom() + 2
        if result is not None:
            index = ("win", "lose", "tie").index(result.value)
            painter.setPen(QColor(palette.CUT_CARD))
            painter.drawText(QRectF(rect.left(), y, rect.width(), 16),
                             Qt.AlignmentFlag.AlignHCenter, self.text.results[index])
        y += 18
        bets = [b for b in (*state.accepted, *state.layout) if b.box == door]
        bets += [o.bet for o in state.late if o.bet.box == door]
        seen: set[SamKongTableBet] = set()
        height = painter.fontMetrics().height() + 4
        for bet in bets:
            if bet in seen:
                continue
            seen.add(bet)
            box = QRectF(rect.left() + 2, y, rect.width() - 4, height)
            self.bet_rects[bet] = box
            self._paint_bet(painter, box, bet, state)
            y += height + 2

    def _paint_bet(self, painter: QPainter, box: QRectF, bet: SamKongTableBet,
                   state: SamKongState) -> None:
        selected = self.selected == ("bet", bet)
        painter.setPen(QPen(QColor(palette.PICKED if selected else palette.FELT_LINE),
                            3 if selected else 1))
        painter.setBrush(QColor(*palette.STAKE_BACKING))
        painter.drawRoundedRect(box, 4, 4)
        if bet in state.taken:
            painter.setPen(QColor(palette.FELT_TEXT_DIM))
        elif bet in state.paid:
            painter.setPen(QColor(palette.RIGHT_PLACE))
        else:
            painter.setPen(QColor(palette.WHITE))
        words = self.bet_words.get(bet, bet.kind.value)
        mark = "✓ " if bet in state.paid else ("− " if bet in state.taken else "")
        text = f"{mark}{words} {format_hkd(bet.amount, symbol=False)}"
        painter.drawText(box.adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter
                         | Qt.AlignmentFlag.AlignLeft,
                         painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle,
                                                          int(box.width() - 8)))

    # ---- clicks ------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus()
        at = event.position()
        for bet, rect in self.bet_rects.items():
            if rect.contains(at):
                self.sig_bet_clicked.emit(bet)
                return
        for hand, rect in self.hand_rects.items():
            if rect.contains(at):
                self.sig_hand_clicked.emit(hand)
                return
        super().mousePressEvent(event)


def level_lines(metrics: QFontMetrics, text: str, width: int, lines: int) -> tuple[str, ...]:
    """``text`` in at most ``lines`` lines of ``width`` pixels: before its words in brackets
    ("雙公四" over "(Duas figuras 4)") when both parts fit, else between words, the first line
    as many as fit; what still does not fit is elided at its end."""
    if lines < 2 or metrics.horizontalAdvance(text) <= width:
        return (metrics.elidedText(text, Qt.TextElideMode.ElideRight, width),)
    name, bracket, said = text.partition(" (")
    if bracket and max(metrics.horizontalAdvance(name),
                       metrics.horizontalAdvance(f"({said}")) <= width:
        return name, f"({said}"
    words = text.split(" ")
    first = words[0]
    taken = 1
    while taken < len(words) and metrics.horizontalAdvance(f"{first} {words[taken]}") <= width:
        first = f"{first} {words[taken]}"
        taken += 1
    rest = " ".join(words[taken:])
    elide = Qt.TextElideMode.ElideRight
    if not rest:
        return (metrics.elidedText(first, elide, width),)
    return metrics.elidedText(first, elide, width), metrics.elidedText(rest, elide, width)


def first_selected(items: list[T], session: SamKongSession | None,
                      phase: SamKongPhase) -> T | None:
    """What is selected when the selection is gone (a new phase, a bet settled): in the
    settlement the bet the order expects next (the first loser to take, then the first
    winner to pay), else the first item."""
    if phase is SamKongPhase.SETTLE and session is not None and not session.finished:
        _name, args = session.next_right()
        wanted = ("bet", args[0]) if args and isinstance(args[0], SamKongTableBet) else None
        if wanted in items:
            return items[items.index(wanted)]
    return items[0] if items else None
