"""Buy-ins and colour-ups on the Sam Kong felt and its desk, with the baccarat Table's cash
parts (:mod:`ui.felt.cash`: the notes or chips fanned on a mat to be counted, never the
amount written) and words (:meth:`ui.felt.words.TableWords.cash_prompt`, ``cash``: said by
:class:`ui.felt.samkong_desk.SamKongFeltDesk`): the mat
lies over the banker's empty hand box before no more bets (the only time cash is changed),
and the chip row reads the amount counted, then the chips given, as at baccarat
(:func:`trainer.table.session.cash_action`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from trainer.table.samkong.model import SamKongPhase, SamKongState
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.session import Action, cash_action
from ui.felt.cash import MAT, paint_mat


def waiting(state: SamKongState | None) -> bool:
    """Notes or chips wait to be changed (the bets phase, before no more bets)."""
    return state is not None and state.phase is SamKongPhase.BETS and bool(state.cash)


def paint_cash(painter: QPainter, state: SamKongState, over: QRectF,
               label: Callable[[str, int], str]) -> None:
    """The first request's notes or chips on the mat, centred on ``over`` (the banker's
    empty hand box) and made smaller to fit its height (never cut by the rail), labelled by
    ``label`` (kind, seat) and the count of the others."""
    if not waiting(state):
        return
    request = state.cash[0]
    painter.save()
    painter.translate(over.center())
    scale = min(1.0, (over.height() - 4) / MAT.height())
    painter.scale(scale, scale)
    painter.translate(-MAT.center())
    paint_mat(painter, request, label(request.kind.value, request.seat), len(state.cash) - 1)
    painter.restore()


def row_action(state: SamKongState, text: str, table: SamKongTableRules) -> Action | None:
    """The chip row's action for the cash waiting: the amount counted, then the chips given
    (or a colour-up's chips); None without cash. Junk raises the parsers' errors."""
    return cash_action(state.cash[0], text, table.chips) if waiting(state) else None
