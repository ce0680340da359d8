"""The house's procedures on the felt, where a trainee reads the table's rules: a sign in the
corner right of the rail's top, as the limit sign stands in the left one, with the decks and
the burn (art. 2, art. 8), the reading of the last coup (art. 3), whether demonstration coups
are dealt (art. 2), an automatic shuffler (art. 2 (3)) and a card holder (art. 16), each from
the profile's :class:`~trainer.baccarat.procedures.Procedures`; and, once the last coup is
announced, the status line's note of it until the shoe is shuffled.

Filed under the Table's translation context (``TableWords``), as :mod:`ui.felt.steps` is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from trainer.baccarat.procedures import Procedures
from trainer.cards import MAX_DEMONSTRATION_COUPS, BurnMethod, LastCoupRule
from trainer.table import Phase, TableState
from ui import palette

translate = QCoreApplication.translate

SIGN_LINE = 14.0
"""A line of the sign, in the felt's units."""
MIN_FONT = 9
"""The smallest font the sign shrinks to (felt units); a line still wider is elided."""
SIGN_WIDTHS = (280, 140)
"""The widest the sign may be, and the narrowest it is (the limit sign's width and a little):
as wide as the seats nearest the corner leave room for."""


def sign_rect(width: float, lines: int, clear: Callable[[QRectF], bool]) -> QRectF:
    """The house sign: the corner right of the rail's top, which the half-oval leaves bare,
    mirroring the limit sign on the left of a felt ``width`` units wide; as wide as ``clear``
    (no seat or betting area under it) lets it be for ``lines`` lines."""
    widest, narrowest = SIGN_WIDTHS
    height = lines * SIGN_LINE
    for room in range(widest, narrowest, -4):
        rect = QRectF(width - 6 - room, 4, room, height)
        if clear(rect):
            return rect
    return QRectF(width - 6 - narrowest, 4, narrowest, height)


def house_lines(procedures: Procedures, decks: int) -> tuple[str, ...]:
    """The sign's lines: a heading, then the house's options, each with its article."""
    lines = [translate("TableWords", "House procedure")]
    if procedures.shuffler:
        lines.append(translate("TableWords", "{0} decks in a shuffler (art. 2)").format(decks))
    else:
        burn = {
            BurnMethod.DECKS: translate("TableWords", "burn as decks"),
            BurnMethod.FIRST_CARD: translate("TableWords", "burn 1st card's value"),
            BurnMethod.FIXED: translate("TableWords", "burn {0}").format(procedures.burn_fixed),
        }[procedures.burn]
        lines.append(translate("TableWords", "{decks} decks, {burn} (art. 2)").format(
            decks=decks, burn=burn))
        if procedures.burn_each_coup:
            lines.append(translate("TableWords", "Burn {0} each coup (art. 8)").format(
                procedures.burn_each_coup))
    if not procedures.shuffler:  # a shuffler's shoe has no cut card (art. 2 (3))
        lines.append({
            LastCoupRule.ONE_MORE: translate("TableWords", "Last coup: this + 1 more (art. 3)"),
            LastCoupRule.THIS_COUP: translate("TableWords", "Last coup: this one (art. 3)"),
        }[procedures.last_coup])
    if procedures.demonstration_coups and not procedures.shuffler:
        lines.append(translate("TableWords", "Demo coups: up to {0} (art. 2)").format(
            MAX_DEMONSTRATION_COUPS))
    else:
        lines.append(translate("TableWords", "No demo coups here (art. 2)"))
    if procedures.card_holder:
        lines.append(translate("TableWords", "Card holder: largest bet (art. 16)"))
    return tuple(lines)


def paint_sign(painter: QPainter, base: QFont, lines: Sequence[str], rect: QRectF) -> None:
    """The sign's ``lines`` right-aligned in ``rect``: one font for every line, as small as
    the widest needs (never under :data:`MIN_FONT`), a line still too wide elided."""
    if not lines:
        return
    font = QFont(base)
    font.setPixelSize(round(SIGN_LINE - 3))
    widest = max(QFontMetricsF(font).horizontalAdvance(text) for text in lines)
    if widest > rect.width():
        font.setPixelSize(max(MIN_FONT, int((SIGN_LINE - 3) * rect.width() / widest)))
    for n, text in enumerate(lines[:int(rect.height() // SIGN_LINE)]):
        font.setBold(n == 0)
        painter.setFont(font)
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        painter.setPen(QColor(palette.FELT_TEXT) if n == 0 else QColor(palette.FELT_TEXT_DIM))
        painter.drawText(QRectF(rect.left(), rect.top() + n * SIGN_LINE, rect.width(),
                                SIGN_LINE),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, shown)


def last_coup_note(state: TableState | None) -> str | None:
    """Once the last coup is announced (art. 3), until the shoe is shuffled: "Next coup is
    the last" in the coup it was announced in as "this coup and one more", "Last coup of the
    shoe" in the last one (and while the shoe waits to be closed), as in a coup after which
    new decks were called for (art. 3). None otherwise."""
    if state is None or state.phase is Phase.FINISHED:
        return None
    if state.life.new_decks:
        return translate("TableWords", "Last coup of the shoe")
    last = state.life.last_coup
    if last is None:
        return None
    if state.coup < last:
        return translate("TableWords", "Next coup is the last")
    return translate("TableWords", "Last coup of the shoe")
