"""Taking and paying at the Sam Kong Table (arts. 7-10), and the end of a round and of the
session: losing bets taken first, box by box in the profile's order, then the winners paid
from the tray, net of art. 10's commission or in full with it marked in the bettor's box; a
bet that stands stays for the next round. Every figure is the settlement's
(:mod:`trainer.table.samkong.settle`)."""

from __future__ import annotations

from decimal import Decimal

from trainer.articles import SK_PROCEDURE, sk
from trainer.baccarat.settlement import BetResult
from trainer.chips import Breakdown
from trainer.drills.lines import chips_text
from trainer.drills.model import Detail, Fault
from trainer.samkong.settlement import SamKongLine
from trainer.table.samkong.base import ZERO, SamKongBase, is_amount, refused, whole
from trainer.table.samkong.explain import settle_facts
from trainer.table.samkong.model import BANKER, BOX_ROUNDS, SamKongPhase, SamKongTableBet
from trainer.table.samkong.round import SamKongRoundRecord
from trainer.table.samkong.settle import (
    EXPECTED,
    chips_fault,
    handed,
    in_order,
    marked,
    order_key,
    payout_arg,
)
from trainer.table.session import GradedStep, Refusal

P = SamKongPhase


class SettleSteps(SamKongBase):
    """The settle phase's actions (``take``, ``pay``, ``mark``) and the boxes collected at
    the end (``collect_box``)."""

    # ---- taking and paying (arts. 7-10) -------------------------------------------------

    def _line(self, bet: object) -> SamKongLine:
        if self.phase is not P.SETTLE:
            raise refused(Refusal.OUT_OF_TURN, "bets are taken and paid once the doors are called")
        if not isinstance(bet, SamKongTableBet) or bet not in self._round.lines:
            raise refused(Refusal.NO_SUCH_BET, f"no such bet on the layout: {bet!r}")
        if bet in self._round.taken or bet in self._round.paid:
            raise refused(Refusal.ALREADY_SETTLED, f"{bet} is settled already")
        return self._round.lines[bet]

    def _untaken(self) -> list[SamKongTableBet]:
        c = self._round
        return in_order((b for b, ln in c.lines.items()
                         if ln.result is BetResult.LOSE and b not in c.taken), self.table)

    def _unpaid(self) -> list[SamKongTableBet]:
        c = self._round
        return in_order((b for b, ln in c.lines.items()
                         if ln.result is BetResult.WIN and b not in c.paid), self.table)

    def _why(self, line: SamKongLine) -> tuple[Detail, ...]:
        """Why the bet won, lost or stands: the engine's settlement of the round."""
        c = self._round
        if c.settlement is None:  # pragma: no cover - a round is settled before its lines
            return ()
        return settle_facts(line, c.settlement, c.hands, BANKER)

    def _unmarked(self) -> list[SamKongTableBet]:
        c = self._round
        return [b for b in c.paid if marked(c.lines[b], self.table) > 0 and b not in c.marked]

    def take(self, bet: SamKongTableBet) -> GradedStep:
        """Take a losing bet, box by box in the profile's order; taking a winner or a bet
        that stands is a mistake."""
        line = self._line(bet)
        c = self._round
        if line.result is BetResult.LOSE:
            first = self._untaken()[0]
            if order_key(first, self.table) < order_key(bet, self.table):
                return self._step("take", (bet,), "order", "order", False, f"take:{first.box}",
                                  f"take:{bet.box}", SK_PROCEDURE)

        def apply() -> None:
            c.taken.append(bet)
            c.money[0] += bet.amount
            self.house += bet.amount
            self.on_layout -= bet.amount
            self._maybe_end()

        right = line.result is BetResult.LOSE
        return self._step("take", (bet,), "take", "take", right, EXPECTED[line.result], "take",
                          line.article, apply if right else None, facts=self._why(line))

    def pay(self, bet: SamKongTableBet, chips: Breakdown | Decimal) -> GradedStep:
        """Pay a winner from the tray once every loser is taken, box by box in the profile's
        order: net of the 5% of art. 10 where it is deducted, in full where it is marked."""
        line = self._line(bet)
        given = payout_arg(chips, self.table)
        shown = str(given) if isinstance(given, Decimal) else chips_text(given)
        cell = f"pay:{bet.kind.value}"
        if line.result is not BetResult.WIN:
            return self._step("pay", (bet, given), "pay", cell, False, EXPECTED[line.result],
                              shown, line.article, facts=self._why(line))
        if self._untaken():
            return self._step("pay", (bet, given), "order", "order", False,
                              "take_losers_first", "pay", SK_PROCEDURE)
        first = self._unpaid()[0]
        if order_key(first, self.table) < order_key(bet, self.table):
            return self._step("pay", (bet, given), "order", "order", False, f"pay:{first.box}",
                              f"pay:{bet.box}", SK_PROCEDURE)
        amount = handed(line, self.table)
        fault = chips_fault(given, amount, self.table)
        c = self._round

        def apply() -> None:
            c.paid.append(bet)
            c.money[1] += amount
            self._bettor(bet.bettor).bankroll += bet.amount + amount
            self.house -= amount
            self.on_layout -= bet.amount
            self._maybe_end()

        pays = fault in (None, Fault.NOT_FEWEST_CHIPS)  # the lesser fault pays, as at baccarat
        article = line.payout_article or line.article
        return self._step("pay", (bet, given), "pay", cell, fault is None, str(amount), shown,
                          article, apply if pays else None, fault=fault, facts=self._why(line))

    def mark(self, bet: SamKongTableBet, amount: Decimal) -> GradedStep:
        """Mark a paid winner's commission (art. 10) in its bettor's box (a marking table)."""
        if self.phase is not P.SETTLE:
            raise refused(Refusal.OUT_OF_TURN, "commission is marked when a round is settled")
        if not self.table.marks:
            raise refused(Refusal.NO_BOXES, "this table deducts commission: it has no boxes")
        if not is_amount(amount):
            raise refused(Refusal.BAD_AMOUNT, f"not an amount: {amount!r}")
        c = self._round
        if bet not in self._unmarked():
            raise refused(Refusal.NO_SUCH_BET, f"no commission to mark for {bet!r}")
        due = marked(c.lines[bet], self.table)

        def apply() -> None:
            c.marked.append(bet)
            c.money[2] += due
            self.boxes[bet.bettor] = self.boxes.get(bet.bettor, ZERO) + due
            self._maybe_end()

        return self._step("mark", (bet, amount), "mark", "mark", amount == due, str(due),
                          str(amount), sk(10), apply if amount == due else None)

    def collect_box(self, bettor: int, amount: Decimal) -> GradedStep:
        """Collect a bettor's commission box at the end: the sum of its marks (art. 10)."""
        if self.phase is not P.SHOE_END:
            raise refused(Refusal.OUT_OF_TURN, "boxes are collected when the shoe is over")
        if not whole(bettor) or bettor not in self.boxes:
            raise refused(Refusal.BOX_NOT_DUE, f"no box is due for {bettor!r}")
        if not is_amount(amount):
            raise refused(Refusal.BAD_AMOUNT, f"not an amount: {amount!r}")
        owed = self.boxes[bettor]

        def apply() -> None:
            del self.boxes[bettor]
            self._bettor(bettor).bankroll -= owed
            self.house += owed
            if not self.boxes:
                self.phase = P.FINISHED

        return self._step("collect_box", (bettor, amount), "collect", "collect", amount == owed,
                          str(owed), str(amount), sk(10), apply if amount == owed else None)

    # ---- the end of a round and of the session ---------------------------------------------

    def _maybe_end(self) -> None:
        if not self._untaken() and not self._unpaid() and not self._unmarked():
            self._end_round(void=False)

    def _end_round(self, void: bool) -> None:
        c = self._round
        if void:
            for bet in c.accepted:
                self._bettor(bet.bettor).bankroll += bet.amount
                self.on_layout -= bet.amount
        else:
            self._standing = {b: ln.article for b, ln in c.lines.items() if ln.stands}
        self.records.append(SamKongRoundRecord(
            c.number, tuple(c.hands.get(BANKER, ())),
            tuple(tuple(c.hands.get(d, ())) for d in self.table.door_numbers),
            tuple(c.accepted), None if void else c.settlement, c.money[0], c.money[1],
            c.money[2], c.started, self._last, void))
        self.shoe.end_coup()
        limit = self.settings.rounds or (BOX_ROUNDS if self.table.is_box else None)
        done = limit is not None and sum(not r.void for r in self.records) >= limit
        if self.shoe.is_last_coup_done:
            self._ending = done or limit is None
            self.phase = P.CLOSE
        elif done:
            self._end_session()
        else:
            self._open_round()

    def _end_session(self) -> None:
        for bet in self._standing:  # bets that stood go back to their bettors
            self._bettor(bet.bettor).bankroll += bet.amount
            self.on_layout -= bet.amount
        self._standing = {}
        self.phase = P.SHOE_END if self.boxes else P.FINISHED

