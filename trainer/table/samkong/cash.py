"""Buy-ins and colour-ups at the Sam Kong Table, with the baccarat Table's cash desk
(:mod:`trainer.table.cash`: the requests, the notes and chips drawn, the grading): a bettor
now and then arrives with notes before the bets (count them, call the amount, give the fewest
chips), and one who leaves after a settlement hands in small chips to colour up. A request's
seat is the bettor's number.

The arrivals and leavings come from the session's own stream (``table-samkong-cash:<seed>``),
read only with cash steps on: a shoe with them off (one stored before they existed) deals the
same cards and bets as before. No article covers changing money: house procedure, as at
baccarat (:data:`~trainer.articles.SK_PROCEDURE`)."""

from __future__ import annotations

from trainer.articles import SK_PROCEDURE
from trainer.table.cash import CashDesk, CashKind, CashRequest
from trainer.table.samkong.base import SamKongBase, refused, whole
from trainer.table.samkong.model import SamKongPhase
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.session import CashGrading, GradedStep, Refusal

LEAVE_CHANCE = 0.3
"""The chance, after a settled round, that one bettor leaves and a newcomer takes the door."""


class CashSteps(SamKongBase, CashGrading):
    """The bets phase's cash steps (``count_cash``, ``give_chips``, ``colour_up``: graded as
    at baccarat, :class:`~trainer.table.session.CashGrading`) at the bettors' doors."""

    table: SamKongTableRules
    _cash: CashDesk
    _cash_article = SK_PROCEDURE

    def _cash_arrivals(self) -> None:
        """Before a round's bets: every bettor sits down at the first round; later, after a
        settled round, now and then one leaves (and may colour up) and a newcomer sits at
        that door (and may buy in)."""
        desk = self._cash
        if not desk.on:
            return
        numbers = [b.number for b in self.bettors]
        if not self.records:
            desk.seated(numbers)
            return
        if self.records[-1].void or desk.rng.random() >= LEAVE_CHANCE:
            return
        leaving = desk.rng.choice(numbers)
        desk.left([leaving])
        desk.seated([leaving])

    def _cash_request(self, seat: object, kind: CashKind) -> CashRequest:
        if self.phase is not SamKongPhase.BETS:
            raise refused(Refusal.OUT_OF_TURN, "cash is changed before no more bets")
        if not whole(seat) or seat not in {b.number for b in self.bettors}:
            raise refused(Refusal.BAD_SEAT, f"no bettor {seat!r} at this table")
        request = self._cash.find(seat, kind)
        if request is None:
            raise refused(Refusal.NO_CASH, f"no {kind.value} waits at bettor {seat}")
        return request

    def _waiting_cash_hint(self) -> tuple[str, tuple[object, ...]] | None:
        """The next right cash step, or None when no cash waits."""
        return self._cash_hint(self._cash.pending[0]) if self._cash.pending else None

    def _cash_first(self) -> GradedStep | None:
        """"No more bets" called with cash still waiting: a mistake, and nothing moves."""
        if not self._cash.pending:
            return None
        cash = self._cash.pending[0]
        return self._step("accept_bets", (), "cash", cash.cell, False, f"cash:{cash.seat}",
                          "no_more_bets", SK_PROCEDURE)
