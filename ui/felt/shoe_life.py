"""The shoe's life on the felt (``TableSettings.shoe_life``): the shuffled stack the trainee
puts the white cut card into (:class:`ShoeBar`, moved by the arrows or a click, Enter places
it), the burn counted on the keys, and the cards put back into an automatic shuffler; and
their words (prompts, step names, codes, hints). The rules, the right zone and the counts are
the core's (:mod:`trainer.table.shoe_life`); nothing here grades.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from trainer.cards import BurnMethod
from trainer.table import Phase, TableState
from trainer.table.session import GradedStep
from trainer.table.shoe_life import RIGHT_CUT
from ui import palette
from ui.words import card_text

translate = QCoreApplication.translate

CUT_STEP = 2
"""Cards the cut card moves by an arrow key."""
CUT_DECK_STEP = 52
"""Cards it moves by Page Up / Page Down: a deck."""
BURN_PHASES = (Phase.BURN, Phase.BURN_COUP)
"""The steps whose digits count the cards burnt (Enter burns them)."""
_DECK = 52


def clamp_cut(at: int, cards: int) -> int:
    """The cut card kept inside the stack (0: behind the last card)."""
    return max(0, min(at, max(0, cards - 1)))


class ShoeBar(QWidget):
    """The shuffled stack seen from its side, the first card dealt on the left, the last on
    the right: a tick at every deck, the white cut card where the dealer holds it (its cards
    behind it counted from the right end). A click moves the card there."""

    sig_cut_moved = Signal(int)
    """The stack was clicked: the cut card moved (argument: the cards behind it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shoeBar")
        self.cards = 0
        self.at = 0
        self.zone = True
        """Whether the right zone is shown faint on the stack (not at an exam's desk)."""
        self.setFixedHeight(34)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.hide()

    def sizeHint(self) -> QSize:
        return QSize(400, 34)

    def show_cut(self, cards: int, at: int) -> None:
        """Draw a stack of ``cards`` with the cut card ``at`` cards from its end."""
        if (cards, at) != (self.cards, self.at):
            self.cards, self.at = cards, at
            self.update()
        self.setAccessibleName(cut_place(at))

    def stack_rect(self) -> QRectF:
        return QRectF(8, 8, max(1, self.width() - 16), self.height() - 16)

    def x_of(self, from_end: int) -> float:
        """Where the cut card goes for ``from_end`` cards behind it (widget pixels)."""
        rect = self.stack_rect()
        return rect.left() + rect.width() * (self.cards - from_end) / max(1, self.cards)

    def from_end_at(self, x: float) -> int:
        rect = self.stack_rect()
        share = (x - rect.left()) / rect.width()
        return clamp_cut(round(self.cards * (1 - share)), self.cards)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.cards:
            self.sig_cut_moved.emit(self.from_end_at(event.position().x()))
            event.accept()
            return
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(palette.FELT))
        rect = self.stack_rect()
        painter.setPen(QPen(QColor(palette.WOOD_EDGE), 1))
        painter.setBrush(QColor(palette.WOOD))
        painter.drawRect(rect)
        if self.cards:
            painter.setPen(QPen(QColor(palette.FELT_TEXT_DIM), 1))
            for deck in range(1, self.cards // _DECK):
                x = self.x_of(self.cards - deck * _DECK)
                top, bottom = round(rect.top() + 3), round(rect.bottom() - 3)
                painter.drawLine(round(x), top, round(x), bottom)
            if self.zone:  # the house's zone, faint: where a cut is right
                low, high = RIGHT_CUT
                painter.setPen(Qt.PenStyle.NoPen)
                zone = QColor(palette.RIGHT_PLACE)
                zone.setAlpha(70)
                painter.setBrush(zone)
                painter.drawRect(QRectF(self.x_of(high), rect.top(),
                                        self.x_of(low) - self.x_of(high), rect.height()))
            x = self.x_of(self.at)
            painter.setPen(QPen(QColor(palette.WOOD_EDGE), 1))
            painter.setBrush(QColor(palette.WHITE))
            painter.drawRect(QRectF(x - 2.5, 2, 5, self.height() - 4))
        painter.end()


# ---- words --------------------------------------------------------------------------------


def cut_place(at: int) -> str:
    return translate("TableWords", "Cards behind the cut card: {0}").format(at)


def shuffler_shoe() -> str:
    """The felt's shoe at an automatic shuffler's table."""
    return translate("TableWords", "Shuffler")


def prompt(state: TableState, cut_at: int, typed: str, burn: BurnMethod,
           zone: bool = True) -> str | None:
    """The prompt of a step of the shoe's life, or None for another step; ``zone``: the cut's
    prompt says how far from the end the card goes (art. 2), as the stack shows it, but not
    at an exam's desk, where the trainee knows it."""
    if state.phase is Phase.CUT:
        who = (translate("TableWords", "You cut the shuffled cards.") if state.cutter is None
               else translate("TableWords", "Seat {0} cut the shuffled cards.").format(
                   state.cutter))
        if not zone:
            return translate(
                "TableWords", "{who} Place the white cut card: ←/→ move it (PgUp/PgDn a deck) or "
                "click the stack, Enter places it. {where}.").format(who=who,
                                                                    where=cut_place(cut_at))
        low, high = RIGHT_CUT
        return translate(
            "TableWords", "{who} Place the white cut card at least {low} cards from the end "
            "(art. 2), at most {high}: ←/→ move it (PgUp/PgDn a deck) or click the stack, "
            "Enter places it. {where}.").format(who=who, low=low, high=high,
                                                where=cut_place(cut_at))
    if state.phase is Phase.BURN:
        option = {
            BurnMethod.DECKS: translate("TableWords", "as many as decks: {0}").format(
                state.shoe_cards // 52),
            BurnMethod.FIRST_CARD: translate("TableWords", "the first card's value"),
            BurnMethod.FIXED: translate("TableWords", "the house's fixed count"),
        }[burn]
        text = translate("TableWords", "Burn the cards (the house burns {0}): type how many, "
                         "Enter.").format(option)
        if state.burn_card is not None:
            text = translate("TableWords", "The first card is {card}. {burn}").format(
                card=card_text(state.burn_card.code), burn=text)
        return f"{text}  {typed_count(typed)}"
    if state.phase is Phase.BURN_COUP:
        return translate("TableWords", "Before the deal, burn the house's cards for each coup "
                         "(art. 8): type how many, Enter.") + f"  {typed_count(typed)}"
    if state.phase is Phase.BETS and state.to_return:
        return translate("TableWords", "Put the last coup's cards back into the shuffler (M) "
                         "before the bets.")
    return None


def typed_count(typed: str) -> str:
    return translate("TableWords", "Cards: {0}").format(typed or "–")


def step_names() -> dict[str, str]:
    """The step names of the shoe's life, by cell."""
    return {
        "shoe:cut": translate("TableWords", "Placing the cut card"),
        "shoe:burn": translate("TableWords", "Burning at the start of the shoe"),
        "shoe:burn_coup": translate("TableWords", "Burning before a coup"),
        "shoe:return": translate("TableWords", "Cards back into the shuffler"),
    }


def kind_name() -> str:
    """The score card's kind ``shoe``."""
    return translate("TableWords", "The shoe")


def step_code(step: GradedStep, code: str) -> str | None:
    """A step's expected or given code in words, for the steps of the shoe's life."""
    if step.cell == "shoe:cut":
        if "-" in code:
            low, _, high = code.partition("-")
            return translate("TableWords", "the cut card {0} to {1} cards from the end").format(
                low, high)
        if code.isdigit():
            return translate("TableWords", "the cut card at {0} from the end").format(code)
    if step.cell in ("shoe:burn", "shoe:burn_coup") and code.isdigit():
        return translate("TableWords", "cards burnt: {0}").format(code)
    if code == "return_cards":
        return translate("TableWords", "put the cards back into the shuffler")
    return None


def hint(name: str, args: tuple[object, ...]) -> str | None:
    """The hint (H) for a step of the shoe's life."""
    first = args[0] if args else None
    if name == "cut" and isinstance(first, int):
        return translate("TableWords", "Hint: place the cut card at {0} from the end.").format(
            first)
    if name == "burn_cards" and isinstance(first, int):
        return translate("TableWords", "Hint: cards to burn: {0}.").format(first)
    if name == "return_cards":
        return translate("TableWords", "Hint: put the cards back into the shuffler (M).")
    return None


def button_words() -> dict[str, str]:
    """The desk's buttons of the shoe's life, by attribute name."""
    return {
        "cut_button": translate("TableWords", "Place cut card (Enter)"),
        "burn_button": translate("TableWords", "Burn (Enter)"),
        "return_button": translate("TableWords", "Cards to shuffler (M)"),
    }
