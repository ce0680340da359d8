"""An irregularity on the felt (arts. 4, 10): what happened, in words, the dealer's four
answers (their keys and buttons), and the card it is about, ringed on the felt.

The keys, in the irregularity step only (:data:`~trainer.table.session.Phase.IRREGULAR`):
K the card stays and the coup goes on (art. 4), F correct the error (art. 10), U burn the
card, V void the coup. Filed under the Table's translation context (``TableWords``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from trainer.cards import Card
from trainer.table import GradedStep, TableState
from trainer.table.irregular import EXTRA_CARD, Irregularity, Raised, Remedy
from ui import palette
from ui.felt.as_drawn import drawn_hand

translate = QCoreApplication.translate

REMEDY_KEYS = {Qt.Key.Key_K: Remedy.GO_ON, Qt.Key.Key_F: Remedy.CORRECT,
               Qt.Key.Key_U: Remedy.BURN, Qt.Key.Key_V: Remedy.VOID}
"""The keys of the irregularity step."""

Part = tuple[QRectF, object, Callable[[QPainter], None]]


def remedy_buttons() -> dict[Remedy, str]:
    """The four answers' buttons, with their keys."""
    return {
        Remedy.GO_ON: translate("TableWords", "Card stays (K)"),
        Remedy.CORRECT: translate("TableWords", "Correct it (F)"),
        Remedy.BURN: translate("TableWords", "Burn the card (U)"),
        Remedy.VOID: translate("TableWords", "Void the coup (V)"),
    }


def remedy_name(code: str) -> str | None:
    """A remedy's code (a step's expected or given answer) in words; None: not a remedy."""
    return {
        Remedy.GO_ON.value: translate("TableWords", "the card stays, the coup goes on"),
        Remedy.CORRECT.value: translate("TableWords", "correct the error"),
        Remedy.BURN.value: translate("TableWords", "burn the card"),
        Remedy.VOID.value: translate("TableWords", "void the coup"),
    }.get(code)


def irregular_step_name(detail: str) -> str:
    """The step of answering an irregularity (a cell ``irregular:<kind>``) in words."""
    names = {
        Irregularity.EXPOSED.value: translate("TableWords", "Exposed card"),
        Irregularity.TWO_CARDS.value: translate("TableWords", "Misdeal: two cards together"),
        Irregularity.WRONG_HAND.value: translate("TableWords", "Misdeal: card on the wrong hand"),
        Irregularity.STAND_DRAWN.value: translate("TableWords",
                                                  "Misdeal: third card where the hand stands"),
        Irregularity.OUT_OF_ORDER_SEEN.value: translate("TableWords",
                                                        "Misdeal: cards out of order, seen"),
    }
    return names.get(detail, detail)


def irregular_prompt(raised: Raised, hand: Callable[[str], str], card: str) -> str:
    """What happened, and the keys to answer (the prompt of the irregularity step)."""
    side = hand(raised.hand)
    what = {
        Irregularity.EXPOSED: translate(
            "TableWords", "The {card} came out of the shoe face up, for the {hand}."),
        Irregularity.TWO_CARDS: translate(
            "TableWords", "Two cards came out together for the {hand}: the {card} is the "
                          "one under (ringed: it came out face down, not exposed)."),
        Irregularity.WRONG_HAND: translate(
            "TableWords", "The {card} was laid face down at the wrong hand (ringed where it "
                          "lies): it is the {hand}'s."),
        Irregularity.STAND_DRAWN: translate(
            "TableWords", "The {hand} stands, but the {card} was given to it."),
        Irregularity.OUT_OF_ORDER_SEEN: translate(
            "TableWords", "The hands are turned, and the {card} was dealt out of order: it "
                          "lay on the wrong side when they were turned."),
    }[raised.kind].format(card=card, hand=side)
    keys = translate("TableWords", "Card stays (K), correct it (F), burn the card (U) or void "
                                   "the coup (V)? Arts. 4 and 10.")
    return translate("TableWords", "{0} {1}", "irregularity, then the keys").format(what, keys)


def irregular_hint(remedy: object) -> str:
    """The H key's hint in the irregularity step."""
    hints = {
        Remedy.GO_ON: translate("TableWords", "Hint: the card stays (K)."),
        Remedy.CORRECT: translate("TableWords", "Hint: correct it (F)."),
        Remedy.BURN: translate("TableWords", "Hint: burn the card (U)."),
        Remedy.VOID: translate("TableWords", "Hint: void the coup (V)."),
    }
    return hints[remedy] if isinstance(remedy, Remedy) else ""


def void_said(step: GradedStep) -> str:
    """After a right step that voided its coup: "Coup 3 is void..." (else "")."""
    if step.right and step.kind == "irregular" and step.expected == Remedy.VOID.value:
        return translate("TableWords", "Coup {0} is void: every bet returned, nothing "
                                             "paid or taken.").format(step.coup)
    return ""


def irregular_parts(state: TableState | None, ring_of: Callable[[str, int], QRectF],
                    draw_third: Callable[[QPainter, str, Card], None]) -> dict[str, Part]:
    """The live parts of an irregularity waiting: a ring round the card it is about, where it
    lies in its hand (``ring_of(hand, index)``); a card no hand holds (the extra card, the
    card given where the hand stands) lies in that hand's third-card place, drawn there by
    ``draw_third``. None without one."""
    if state is None or state.irregular is None:
        return {}
    raised = state.irregular
    laid = drawn_hand(raised)  # a card before the wrong hand lies there (ui.felt.as_drawn)
    held = state.player if laid == "player" else state.banker
    look = (raised, state.exposed, len(held))
    if raised.kind not in EXTRA_CARD and held:  # the last card laid in its hand
        ring = ring_of(laid, len(held) - 1).adjusted(-3, -3, 3, 3)
        return {"irregular": (ring, look, lambda p: _ring(p, ring))}
    place = ring_of(raised.hand, 2)

    def draw(painter: QPainter) -> None:
        draw_third(painter, raised.hand, raised.card)
        _ring(painter, place.adjusted(-3, -3, 3, 3))

    return {"irregular": (place.adjusted(-3, -3, 3, 3), look, draw)}


def _ring(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor(palette.DUE), 3, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 4, 4)
