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

from decimal import Decimal

from trainer.articles import SK_PROCEDURE
from trainer.chips import Breakdown
from trainer.drills.lines import chips_text
from trainer.table.cash import CashDesk, CashKind, CashRequest, chips_right, expected_chips
from trainer.table.samkong.base import SamKongBase, is_amount, refused, whole
from trainer.table.samkong.model import SamKongPhase
from trainer.table.session import GradedStep, Refusal, tray_chips

LEAVE_CHANCE = 0.3
"""The chance, after a settled round, that one bettor leaves and a newcomer takes the door."""


class CashSteps(SamKongBase):
    """The bets phase's cash steps (``count_cash``, ``give_chips``, ``colour_up``)."""

    _cash: CashDesk

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

    def _cash_hint(self) -> tuple[str, tuple[object, ...]] | None:
        """The next right cash step, or None when no cash waits."""
        if not self._cash.pending:
            return None
        request = self._cash.pending[0]
        if request.kind is CashKind.COLOUR_UP:
            return "colour_up", (request.seat, expected_chips(request, self.table))
        if not request.counted:
            return "count_cash", (request.seat, request.amount)
        return "give_chips", (request.seat, expected_chips(request, self.table))

    def _cash_first(self) -> GradedStep | None:
        """"No more bets" called with cash still waiting: a mistake, and nothing moves."""
        if not self._cash.pending:
            return None
        cash = self._cash.pending[0]
        return self._step("accept_bets", (), "cash", cash.cell, False, f"cash:{cash.seat}",
                          "no_more_bets", SK_PROCEDURE)

    def count_cash(self, seat: int, amount: Decimal) -> GradedStep:
        """Call the amount of the notes a bettor put down to buy in; right when it is what
        they add up to. Then the chips are given (:meth:`give_chips`)."""
        request = self._cash_request(seat, CashKind.BUY_IN)
        if request.counted:
            raise refused(Refusal.OUT_OF_TURN, "these notes are counted already")
        if not is_amount(amount):
            raise refused(Refusal.BAD_AMOUNT, f"not an amount: {amount!r}")
        right = amount == request.amount
        return self._step("count_cash", (seat, amount), "cash", "cash:count", right,
                          str(request.amount), str(amount), SK_PROCEDURE,
                          (lambda: self._cash.counted(request)) if right else None)

    def give_chips(self, seat: int, chips: Breakdown) -> GradedStep:
        """Give chips for a counted buy-in: the amount in the fewest chips of the tray."""
        request = self._cash_request(seat, CashKind.BUY_IN)
        if not request.counted:
            raise refused(Refusal.COUNT_FIRST, "count the notes and call the amount first")
        return self._give(request, chips, "give_chips", "cash:chips")

    def colour_up(self, seat: int, chips: Breakdown) -> GradedStep:
        """Change a leaving bettor's small chips for the fewest larger ones."""
        request = self._cash_request(seat, CashKind.COLOUR_UP)
        return self._give(request, chips, "colour_up", "colour_up")

    def _give(self, request: CashRequest, chips: Breakdown, name: str, cell: str
              ) -> GradedStep:
        given = tray_chips(chips, self.table.chips)
        right = chips_right(given, request, self.table)
        expected = f"{request.amount}={chips_text(expected_chips(request, self.table))}"
        return self._step(name, (request.seat, given), "cash", cell, right, expected,
                          chips_text(given), SK_PROCEDURE,
                          (lambda: self._cash.done(request)) if right else None)
