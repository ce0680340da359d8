"""The card faces drawn ahead: at each size the felt deals cards at, one card per turn of the
event loop, while the trainee reads the table, so that a card is not drawn from its SVG in the
step that deals it (as Practice lays out its next question ahead).

Every face and the back are drawn, in a fixed order: nothing here knows which cards the shoe
holds or deals next. The pictures go to the cards' shared cache
(:func:`ui.widgets.card.card_pixmap`, a deck at four sizes): the felt's height, and with it
its cards, follows the rows of buttons each step shows, so two or three sizes come back in
turn; a size is asked for when the felt is painted at it, not at every resize on the way.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from trainer.cards import Card, full_deck
from ui.widgets.card import card_cached, card_pixmap

CardSize = tuple[int, int, float]
"""A card's width and height (logical pixels) and the device pixel ratio."""

SIZES_KEPT = 3
"""The sizes drawn ahead at once: fewer decks than the cards' cache holds."""


class CardsAhead(QObject):
    """Draws the 52 faces and the back at each size :meth:`want` names, one card per timer
    turn, while ``showing()`` says the felt is on screen."""

    def __init__(self, parent: QObject, showing: Callable[[], bool]) -> None:
        super().__init__(parent)
        self._showing = showing
        self._sizes: dict[CardSize, None] = {}
        """The sizes asked for, oldest first."""
        self._todo: list[tuple[Card | None, CardSize]] = []
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._next)

    def want(self, size: CardSize) -> None:
        """Draw every card at ``size`` too (a size asked for already is not asked again)."""
        if size in self._sizes or size[0] <= 0 or size[1] <= 0:
            return
        self._sizes[size] = None
        if len(self._sizes) > SIZES_KEPT:
            gone = next(iter(self._sizes))
            del self._sizes[gone]
            self._todo = [item for item in self._todo if item[1] != gone]
        # The back first (popped from the end), then the faces.
        self._todo[:0] = [(card, size) for card in (*reversed(full_deck()), None)]
        self._timer.start()

    @property
    def pending(self) -> int:
        """The cards still to draw (or to find drawn already)."""
        return len(self._todo)

    def _next(self) -> None:
        if not self._showing():
            self._timer.stop()
            self._sizes.clear()  # asked again once cards are drawn on screen
            self._todo = []
            return
        while self._todo:
            card, size = self._todo.pop()
            if not card_cached(card, *size):
                card_pixmap(card, *size)  # one drawing a turn: the next key waits for none
                return
        self._timer.stop()
