"""The table as the felt draws it, where that differs from the core's state: a card laid before
the wrong hand lies where it was wrongly laid until the dealer corrects it (art. 10); a
damaged or marked card is ringed where it lies (art. 3); and while a player waits for an
answer about a demonstration coup, no bet is on the layout yet (art. 2: none is taken on
one), the first coup's bets come once the demonstration coups are over or refused.

Nothing here grades: the core's state is kept as it is (the bets waiting, the card in its
hand); only what the felt shows is moved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from trainer.table import Phase, TableState
from trainer.table.irregular import Irregularity, Raised
from ui import palette

Part = tuple[QRectF, object, Callable[[QPainter], None]]


def other_hand(hand: str) -> str:
    return "banker" if hand == "player" else "player"


def drawn_hand(raised: Raised) -> str:
    """The hand whose place the card an irregularity is about lies in on the felt: the wrong
    one for a card laid before the wrong hand, else its own."""
    if raised.kind is Irregularity.WRONG_HAND:
        return other_hand(raised.hand)
    return raised.hand


def misdealt(state: TableState) -> TableState:
    """A card laid before the wrong hand (art. 10) drawn there, the last of that hand's
    cards, not in the hand it is due to (where the core already counts it)."""
    raised = state.irregular
    if raised is None or raised.kind is not Irregularity.WRONG_HAND:
        return state
    own = state.player if raised.hand == "player" else state.banker
    laid = state.banker if raised.hand == "player" else state.player
    if not own or own[-1] != raised.card or (laid and laid[-1] == raised.card):
        return state  # drawn so already
    wrong = (*laid, raised.card)
    if raised.hand == "player":
        return replace(state, player=own[:-1], banker=wrong)
    return replace(state, banker=own[:-1], player=wrong)


def demo_waits(state: TableState) -> TableState:
    """While a demonstration coup is asked for (art. 2), the layout is bare: the first coup's
    bets are placed once the demonstration coups are over or refused."""
    if state.phase is Phase.BETS and state.life.demo_asked and state.layout:
        return replace(state, layout=(), late=(), stacks=(), ties=(), standing_bets=())
    return state


def damaged_parts(state: TableState | None, ring_of: Callable[[str, int], QRectF]
                  ) -> dict[str, Part]:
    """A ring round the damaged or marked card (art. 3) where it lies in its hand
    (``ring_of(hand, index)``), while it waits for new decks; none otherwise."""
    card = None if state is None else state.life.damaged
    if state is None or card is None:
        return {}
    hand = "player" if card in state.player else "banker" if card in state.banker else None
    if hand is None:
        return {}
    cards = state.player if hand == "player" else state.banker
    ring = ring_of(hand, cards.index(card)).adjusted(-3, -3, 3, 3)
    return {"damaged": (ring, (card, hand), lambda p: ring_card(p, ring))}


def ring_card(painter: QPainter, rect: QRectF) -> None:
    """The dashed ring the felt draws round a card an irregularity is about."""
    painter.setPen(QPen(QColor(palette.DUE), 3, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 4, 4)
