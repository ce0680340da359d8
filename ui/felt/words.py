"""The Table's wording: step names, the phase prompts, refusals and the feedback of a graded
step with its article. Shared by the Table screen and the exam's Table section (hence in
ui/widgets); the core (:mod:`trainer.table`) gives codes only.

Why one file over 600 lines: one Qt Linguist context ("TableWords") for every sentence of the
Table, so that a translator sees the step names, prompts, facts and refusals together."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import assert_never

from PySide6.QtCore import QCoreApplication, QObject

from trainer.baccarat.bets import spec_of
from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import BuyIn, TableRules
from trainer.chips import Breakdown, ChipCountError, chip_key
from trainer.curriculum.cited import LessonRef, lesson_of, lesson_refs
from trainer.datafiles import lessons_dir
from trainer.drills.explain import Phrase
from trainer.drills.model import Fault, ParamValue
from trainer.errors import MoneyParseError
from trainer.money import format_hkd
from trainer.table import GradedStep, Phase, ScoreCard
from trainer.table.cash import CashKind, CashRequest, CashTable
from trainer.table.difficulty import PRESETS, CommissionHint, Difficulty
from trainer.table.explain import topic
from trainer.table.irregular import Raised
from trainer.table.personas import TieChange
from trainer.table.session import TieAnswer, TieRequest
from trainer.table.squeeze import DEALER
from ui.felt import shoe_life
from ui.felt.irregular import (
    irregular_hint,
    irregular_prompt,
    remedy_name,
    void_said,
)
from ui.felt.keys import result_keys
from ui.felt.shoe_end import life_code, life_hint
from ui.felt.steps import FeltLabels, fault_name, step_name, tie_change_name
from ui.words import Words, card_text, percent_text


@dataclass(frozen=True)
class CashTexts:
    """The cash steps' sentences for whoever brings the cash: a seat at the baccarat Table
    (:meth:`TableWords.cash_texts`), a numbered bettor at the Sam Kong Table (the felt's
    "#3"). One way of wording a request, hint or code (:meth:`TableWords.cash_prompt`), two
    sets of words."""

    colour_up: str
    """{0}: who is leaving and hands in small chips."""
    buy_in: str
    """{0}: who buys in with notes, before they are counted."""
    buy_in_mix: str
    """{seat}, {amount}, {count}, {chip}: a counted buy-in asking for some chips."""
    buy_in_fewest: str
    """{seat}, {amount}: a counted buy-in given in the fewest chips."""
    hint_count: str
    """{seat}, {amount}: the hint for counting the notes."""
    hint_give: str
    """{seat}, {chips}: the hint for the chips to give."""
    first: str
    """{0}: the code of "no more bets" called with cash still waiting."""


class TableWords(QObject):
    """Everything the Table screen says (context ``TableWords``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.words = Words(self)
        self.felt = FeltLabels(self.words)

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("TableWords", text, disambiguation, n)

    # ---- the dealer's buttons (the Table screen and the exam's Table desk) ----------------

    def dealer_buttons(self) -> dict[str, str]:
        """The buttons both desks have, by their attribute name."""
        return {
            "refuse_button": self.tr("Refuse (R)"),
            "no_more_bets_button": self.tr("No more bets (N)"),
            "collect_button": self.tr("Collect box (C)"),
            "deal_player_button": self.tr("Player (P)"),
            "deal_banker_button": self.tr("Banker (B)"),
            "draw_button": self.tr("Draw (D)"),
            "stand_button": self.tr("Stand (S)"),
            "take_button": self.tr("Take (T)"),
            "pay_button": self.tr("Pay (Enter)"),
            "mark_button": self.tr("Mark (M)"),
            "pass_button": self.tr("Pass to seat (G)"),
            "dealer_turns_button": self.tr("Dealer turns (K)"),
            "take_back_button": self.tr("Turned: take back (Enter)"),
        }

    def tie_buttons(self) -> dict[TieAnswer, str]:
        """The answers to a bettor acting on a bet a tie left (art. 12), both desks'."""
        return {TieAnswer.RETURN: self.tr("Return stake (W)"),
                TieAnswer.ACCEPT: self.tr("Accept change (A)"),
                TieAnswer.REFUSE: self.tr("Refuse change (X)")}

    def total_name(self, total: int) -> str:
        """A digit button's accessible name."""
        return self.tr("Total {0}").format(total)

    def result_flags(self) -> dict[str, str]:
        """The result's flag toggles (pairs, natural, Banker 6), by flag."""
        return {"player_pair": self.tr("P pair (1)"), "banker_pair": self.tr("B pair (2)"),
                "natural": self.tr("Natural (3)"), "banker_six": self.tr("Banker 6 (6)")}

    def winners(self) -> dict[Outcome, str]:
        """The result's winner buttons."""
        return {Outcome.PLAYER: self.tr("Player wins (P)"),
                Outcome.BANKER: self.tr("Banker wins (B)"), Outcome.TIE: self.tr("Tie (T)")}

    # ---- the felt -----------------------------------------------------------------------

    def bet(self, bet: Bet) -> str:
        """"Seat 3, Banker: HK$1,500" (a stack's accessible name and tooltip)."""
        return self.felt.bet(bet)

    def stack(self, bet: Bet, chips: Breakdown) -> str:
        """The bet with the chips it is stacked with (a stack's tooltip)."""
        return self.felt.stack(bet, chips)

    def standing_bet(self, label: str) -> str:
        """A standing bettor's bet in a seated player's box (:class:`ui.felt.felt.FeltWords`)."""
        return self.felt.standing_bet(label)

    def selected(self, what: str) -> str:
        """The prompt's note of the bet or box selected (``what`` is its label)."""
        return self.tr("Selected: {0}.").format(what)

    def hand(self, key: str) -> str:
        return self.felt.hand(key)

    def box(self, seat: int, amount: Decimal) -> str:
        return self.felt.box(seat, amount)

    def shoe(self, left: int) -> str:
        return self.felt.shoe(left)

    def discard(self) -> str:
        return self.felt.discard()

    def limits(self, table: TableRules) -> tuple[str, ...]:
        return self.felt.limits(table)

    def coup(self, number: int) -> str:
        return self.tr("Coup {0}").format(number)

    def cash(self, kind: str, seat: int) -> str:
        """Whose cash the felt shows (:class:`ui.felt.felt.FeltWords`)."""
        return self.felt.cash(kind, seat)

    # ---- what to do now -----------------------------------------------------------------

    def prompt(self, phase: Phase) -> str:
        # The phase's words alone (a dict of every phase's was 18 translations a step).
        match phase:
            case Phase.BETS:
                return self.tr("Bets: refuse each faulty bet (select it, R), collect a box "
                               "that is due (C), then no more bets (N).")
            case Phase.DEAL:
                return self.tr("Deal: P for the Player's card, B for the Banker's.")
            case Phase.TOTALS:
                return self.tr("Call the totals: type the Player's, then the Banker's.")
            case Phase.PASS:
                return self.tr("Card holders (art. 16): pass the face-down cards, the "
                               "Player's first, to the seated bettor with the largest bet on "
                               "that side: the seat's number then G (or select the bet, G); "
                               "K if the dealer turns them.")
            case Phase.PASS_THIRD:
                return self.tr("Pass the third card on its own to its side's holder "
                               "(the seat's number then G, or select the bet, G; K: "
                               "the dealer turns it).")
            case Phase.TURN:
                return self.tr("The holder turns the cards (art. 16): wait, then take them "
                               "back face up (Enter) before any call.")
            case Phase.DRAW_PLAYER:
                return self.tr("Player's third card: D draw, S stand.")
            case Phase.DRAW_BANKER:
                return self.tr("Banker's third card: D draw, S stand.")
            case Phase.FINAL_TOTALS:
                return self.tr("A third card is out: call the final totals, the "
                               "Player's, then the Banker's.")
            case Phase.RESULT:
                return self.tr("Call the result: mark 1 Player pair, 2 Banker pair, "
                               "3 natural, 6 Banker wins with 6; then P, B or T.")
            case Phase.SETTLE:
                return self.tr("Settle: take each losing bet (T); pay the winners seat by "
                               "seat: type the chips, Enter; mark commission (M).")
            case Phase.IRREGULAR:
                return self.tr("An irregularity: K the card stays, F correct it, U "
                               "burn the card, V void the coup.")
            case Phase.SHOE_END:
                return self.tr("The shoe is over: collect every commission box (select "
                               "it, type the amount, Enter).")
            case Phase.CLOSE:
                return self.tr("The shoe is to be closed: collect every commission box "
                               "(select it, type the amount, Enter), then shuffle (S).")
            case Phase.FINISHED:
                return self.tr("The shoe is over. Ctrl+N deals a new shoe.")
            case Phase.CUT:
                return self.tr("The cut: place the white cut card, Enter.")
            case Phase.BURN:
                return self.tr("Burn the cards: type how many, Enter.")
            case Phase.BURN_COUP:
                return self.tr("Burn before the deal: type how many, Enter.")
        assert_never(phase)

    def irregular(self, raised: Raised) -> str:
        """What the irregularity raised is, and the keys to answer it (arts. 4, 10)."""
        return irregular_prompt(raised, self.hand, card_text(raised.card.code))

    def late_bet(self, bet: Bet, cards_out: bool = False) -> str:
        """A bet placed after "no more bets", said when it comes (the deal waits for it);
        ``cards_out``: pushed on after the cards are out (the coup waits for it)."""
        if cards_out:
            return self.tr("A bet pushed on after the cards are out: {bet}. Refuse it (R) "
                           "before you go on.").format(bet=self.bet(bet))
        return self.tr("A late bet: {bet}, placed after no more bets. Refuse it (R) before "
                       "the first card.").format(bet=self.bet(bet))

    def seat_typed(self, typed: str) -> str:
        """A seat's number typed at a pass (art. 16): G passes the cards there."""
        return self.tr("Seat {0}: G passes the cards there").format(typed)

    def totals_typed(self, typed: str) -> str:
        player = typed[:1] or "_"
        banker = typed[1:2] or "_"
        return self.tr("Totals called: Player {0}, Banker {1}").format(player, banker)

    # ---- the setup: difficulty ---------------------------------------------------------

    def level(self, level: object) -> str:
        """A difficulty preset's name (None: Custom)."""
        names = {
            Difficulty.EASY: self.tr("Easy"),
            Difficulty.STANDARD: self.tr("Standard"),
            Difficulty.BUSY: self.tr("Busy"),
            Difficulty.FULL_VIP: self.tr("Full VIP table"),
        }
        return names[level] if isinstance(level, Difficulty) else self.tr("Custom…")

    def level_hint(self, level: Difficulty) -> str:
        """What a preset deals, and the kind of table it suits."""
        preset = PRESETS[level]
        commission = {
            CommissionHint.DEDUCT: self.tr("a table that deducts commission"),
            CommissionHint.MARK: self.tr("a commission-box table"),
            CommissionHint.NO_COMMISSION: self.tr("a no-commission table"),
        }[preset.commission]
        amounts = self.tr("awkward amounts") if preset.awkward else self.tr("round amounts")
        sides = self.tr("side bets") if preset.side_bets else self.tr("no side bets")
        hint = self.tr("Seats filled {seats}, {amounts}, {sides}, faulty bets {faults}; "
                       "best on {commission}.").format(
            seats=percent_text(preset.seats_filled), amounts=amounts, sides=sides,
            faults=percent_text(preset.fault_rate), commission=commission)
        if not preset.cash_steps:
            return hint
        cash = self.tr("Players buy in with notes and colour up when they leave, at baccarat "
                       "and Sam Kong tables alike.")
        return self.tr("{asked} {keys}", "two sentences").format(asked=hint, keys=cash)

    # ---- after a tie (art. 12) ----------------------------------------------------------

    def tie_request(self, request: TieRequest) -> str:
        """What a bettor asks about a bet a tie left on the layout, and the keys to answer."""
        bet, wanted = self.bet(request.bet), request.wanted
        if wanted is None:
            asked = self.tr("After the tie: {bet} asks to withdraw the bet.").format(bet=bet)
        elif request.change is TieChange.SWITCH:
            asked = self.tr("After the tie: {bet} asks to move it to {side}.").format(
                bet=bet, side=self.words.bet(wanted.kind.value))
        elif request.change is TieChange.INCREASE:
            asked = self.tr("After the tie: {bet} asks to raise it to {amount}.").format(
                bet=bet, amount=format_hkd(wanted.amount))
        else:
            asked = self.tr("After the tie: {bet} asks to lower it to {amount}.").format(
                bet=bet, amount=format_hkd(wanted.amount))
        keys = self.tr("Return the stake (W), accept the change (A) or refuse it (X), as the "
                       "table allows (art. 12).")
        return self.tr("{asked} {keys}", "two sentences").format(asked=asked, keys=keys)

    def tie_change(self, change: str) -> str:
        return tie_change_name(change)

    def tie_reason(self, reason: str) -> str:
        """Why a change after a tie is refused: the table's option or the engine's limit."""
        return {
            "increase_only": self.tr("this table allows only an increase"),
            "push_only": self.tr("this table allows no change after a tie"),
            "above_maximum": self.tr("over the maximum"),
            "below_minimum": self.tr("under the minimum"),
            "banker_not_multiple": self.tr("Banker not a multiple of the minimum"),
            "difference_over_limit": self.tr("Banker/Player difference over the limit"),
        }.get(reason, self.tr("outside the table's limits"))

    # ---- a graded step ------------------------------------------------------------------

    def step_name(self, cell: str) -> str:
        return step_name(cell, self.words)

    def fault(self, code: str) -> str:
        return fault_name(code)

    def code(self, code: str, texts: CashTexts | None = None) -> str:
        """A step's expected or given code in words (``texts``: whose cash a cash code
        names, a seat's by default)."""
        life = life_code(code)
        if life is not None:
            return life
        head, _, rest = code.partition(":")
        if head == "seat" and rest:
            return self.tr("pay seat {0} next").format(rest)
        if head == "take" and rest.isdigit():
            return self.tr("take at seat {0}").format(rest)
        if head == "collect" and rest:
            return self.tr("collect box {0} first").format(rest)
        if head == "holder" and rest.isdigit():
            return self.tr("pass the cards to seat {0}").format(rest)
        if head == "cash" and rest.isdigit():
            return (texts or self.cash_texts()).first.format(rest)
        if head == "refuse" and rest:
            return self.tr("refuse the change: {0}").format(self.tie_reason(rest))
        if "=" in code:
            amount, _, chips = code.partition("=")
            return self.tr("{amount} in {chips}").format(
                amount=self._money(amount), chips=self.words.chips(chips))
        if "+" in code or code in ("player", "banker", "tie"):
            parts = code.split("+")
            if parts[0] in ("player", "banker", "tie"):
                return ", ".join([self._result_part(p) for p in parts])
            return self.words.chips(code)
        if "-" in code and code.replace("-", "").isdigit():
            player, banker = code.split("-")
            return self.tr("Player {0}, Banker {1}").format(player, banker)
        words = {
            "draw": self.tr("draw"),
            "stand": self.tr("stand"),
            "refuse": self.tr("refuse the bet"),
            "accept": self.tr("accept the bet"),
            "no_more_bets": self.tr("no more bets"),
            "deal": self.tr("deal"),
            "take": self.tr("take the bet"),
            "pay": self.tr("pay the bet"),
            "push": self.tr("leave it: a push"),
            "take_losers_first": self.tr("take every losing bet first"),
            "player_first": self.tr("the Player's third card first"),
            "nothing": self.tr("nothing to mark"),
            "return": self.tr("return the stake"),
            "holder:dealer": self.tr("the dealer turns the cards"),
            "turn_first": self.tr("wait until the holders have turned the cards"),
            "pass_first_two": self.tr("pass the first two cards first"),
            "decide_first": self.tr("decide the third card first"),
            "pass_third": self.tr("pass the third card"),
            "pass_cards": self.tr("pass the next cards"),
            "take_back": self.tr("wait for the holder's turn, then take the cards back"),
            "totals": self.tr("call the totals"),
            "result": self.tr("call the result"),
        }
        if code in words:
            return words[code]
        remedy = remedy_name(code)
        if remedy is not None:
            return remedy
        if "x" in code:
            return self.words.chips(code)
        return self._money(code)

    def step_answer(self, step: GradedStep, code: str) -> str:
        """A step's expected or given code in the words of its step (the exam's review)."""
        return self._step_code(step, code)

    def _step_code(self, step: GradedStep, code: str) -> str:
        """A code in the words of its step: a deal names the hand the card went to."""
        life = shoe_life.step_code(step, code)
        if life is not None:
            return life
        if step.cell == "order" and code in ("player", "banker"):
            return self.tr("a card to the {0}").format(self.hand(code))
        if step.kind == "squeeze" and code in ("player", "banker"):
            return self.tr("the {0}'s cards").format(self.hand(code))
        return self.code(code)

    def _result_part(self, part: str) -> str:
        return {
            "player": self.tr("Player wins"),
            "banker": self.tr("Banker wins"),
            "tie": self.tr("Tie"),
            "player_pair": self.tr("Player pair"),
            "banker_pair": self.tr("Banker pair"),
            "natural": self.tr("natural"),
            "banker_six": self.tr("Banker wins with 6"),
        }.get(part, part)

    @staticmethod
    def _money(text: str) -> str:
        try:
            return format_hkd(Decimal(text))
        except (InvalidOperation, ValueError):
            return text

    def cite(self, step: GradedStep) -> str:
        """A step's article and the lesson that teaches it, which the trainee can open
        (Ctrl+2): "Baccarat art. 9 (1), Lesson 6"."""
        if step.article is None:
            return ""
        cited = self.words.article(step.article)
        lesson = self.lesson(step)
        if lesson is None:
            return cited
        return self.tr("{article}, Lesson {number}").format(article=cited, number=lesson.order)

    def lesson(self, step: GradedStep) -> LessonRef | None:
        """The lesson a step's article is taught in (to offer it beside the feedback): the
        pairs' own lesson for a pair called wrong, and so on (:func:`trainer.table.explain.
        topic`)."""
        if step.article is None:
            return None
        return lesson_of(step.article, lesson_refs(lessons_dir()), topic(step.facts), step.cell)

    def fact(self, code: str, params: Mapping[str, ParamValue]) -> str:
        """One fact of a step: the Table's own (the chips paid, the result's marks, the bet
        at fault), else worded as Practice words it (:meth:`Words.fact`)."""
        own: dict[str, Callable[[Mapping[str, ParamValue]], str]] = {
            "chips_paid": self._chips_paid,
            "result_mark": self._result_mark,
            "faulty_bet": self._faulty_bet,
            "good_bet": self._good_bet,
            "card_holder": self._card_holder,
        }
        word = own.get(code)
        if word is None:
            return self.words.fact(Phrase(code, params))
        try:
            return word(params)
        except (KeyError, ValueError, ArithmeticError):
            return self.words.fact(Phrase(code, params))

    def _card_holder(self, p: Mapping[str, ParamValue]) -> str:
        """Who holds a side's cards and why (art. 16): the seated bettor with the largest bet
        on that side; the house's rule for equal bets; the dealer when no seated bettor bets
        on it (a standing bettor never holds)."""
        side, seat = self.hand(str(p["side"])), int(str(p["seat"]))
        amount, leaders = str(p["amount"]), str(p["leaders"]).split()
        if not amount:
            return self.tr("no seated bettor has a bet on the {side}: the dealer turns its "
                           "cards").format(side=side)
        money = format_hkd(Decimal(amount))
        if len(leaders) > 1:
            seats = self.tr(", ").join(leaders)
            if seat == DEALER:
                return self.tr("seats {seats} have the same largest seated bet on the {side} "
                               "({amount}): the house has the dealer turn the cards").format(
                    seats=seats, side=side, amount=money)
            return self.tr("seats {seats} have the same largest seated bet on the {side} "
                           "({amount}): the house gives the cards to seat {seat}").format(
                seats=seats, side=side, amount=money, seat=seat)
        return self.tr("seat {seat} has the largest seated bet on the {side} ({amount}): it "
                       "holds and turns the {side}'s cards").format(
            seat=seat, side=side, amount=money)

    def _good_bet(self, p: Mapping[str, ParamValue]) -> str:
        return self.tr("{bet} is within the table's rules: accept it").format(
            bet=self.bet(_bet(p)))

    def _chips_paid(self, p: Mapping[str, ParamValue]) -> str:
        given, expected = Decimal(str(p["given"])), Decimal(str(p["expected"]))
        text = (self.tr("{paid} paid, {off} too much") if given > expected
                else self.tr("{paid} paid, {off} too little"))
        return text.format(paid=format_hkd(given), off=format_hkd(abs(given - expected)))

    def _result_mark(self, p: Mapping[str, ParamValue]) -> str:
        """A result mark given or missed, against the coup: "you marked natural: there is
        none"."""
        mark, given = str(p["mark"]), bool(p["given"])  # the truth is its opposite
        marked = {
            "player_pair": self.tr("you marked Player pair: there is none"),
            "banker_pair": self.tr("you marked Banker pair: there is none"),
            "natural": self.tr("you marked natural: there is none"),
            "banker_six": self.tr("you marked Banker 6: the Banker did not win with 6"),
        }
        missed = {
            "player_pair": self.tr("you did not mark Player pair: there is one"),
            "banker_pair": self.tr("you did not mark Banker pair: there is one"),
            "natural": self.tr("you did not mark natural: there is one"),
            "banker_six": self.tr("you did not mark Banker 6: the Banker won with 6"),
        }
        return (marked if given else missed)[mark]

    def _faulty_bet(self, p: Mapping[str, ParamValue]) -> str:
        bet = _bet(p)
        posted = {
            "over_max": self.tr("it is over the table's posted maximum for that bet"),
            "under_min": self.tr("it is under the table's posted minimum for that bet"),
        }.get(str(p.get("fault", "")))
        if posted is not None and spec_of(bet.kind).side:
            # A side bet's own limits are the house's, set by no article: the procedure is
            # cited, and the feedback says whose limit it is.
            return self.tr("refuse {bet}: {posted}, a house limit no article sets").format(
                bet=self.bet(bet), posted=posted)
        return self.tr("refuse {bet}").format(bet=self.bet(bet))  # the step names the fault

    def facts(self, step: GradedStep) -> str:
        """The step's facts in one run ("Player 3 draws (Player draws on 0-5)")."""
        texts = [self.fact(code, params) for code, params in step.facts]
        return self.tr("; ", "separator between the facts of a step").join(
            t for t in texts if t)

    def feedback(self, step: GradedStep) -> str:
        """Right, or wrong with the right step, what was done, why (the facts of the rule,
        worded as Practice words them) and the article with its lesson."""
        name = self.step_name(step.cell)
        if step.right:  # the article alone: a right step's line stays short
            text = self.tr("✓ {step}: right.").format(step=name)
            void = void_said(step)
            if void:
                text = self.tr("{0} {1}", "a step, then one more sentence").format(text, void)
            if step.article is None:
                return text
            return text + " " + self.tr("({0})").format(self.words.article(step.article))
        article = self.cite(step)
        if step.fault is Fault.NOT_FEWEST_CHIPS:  # Practice's lesser fault
            return self.tr("✗ {step}: right amount, not the fewest chips. Right: {expected}. "
                           "You: {given}. Paid; go on (house practice, no article).").format(
                step=name, expected=self._step_code(step, step.expected),
                given=self.words.chips(step.given))
        text = self.tr("✗ {step}: wrong. Right: {expected}. You: {given}.").format(
            step=name, expected=self._step_code(step, step.expected),
            given=self._step_code(step, step.given))
        facts = self.facts(step)
        facts = facts[:1].upper() + facts[1:]
        if facts and article:
            return self.tr("{verdict} {facts} — {article}.").format(
                verdict=text, facts=facts, article=article)
        if facts:
            return self.tr("{verdict} {facts}.").format(verdict=text, facts=facts)
        if article:
            text += " " + self.tr("({0})").format(article)
        return text

    def feedback_short(self, step: GradedStep) -> str:
        """Clock mode: right or wrong only; the explanation comes after the coup."""
        name = self.step_name(step.cell)
        if step.right:
            return self.tr("✓ {step}: right.").format(step=name)
        if step.fault is Fault.NOT_FEWEST_CHIPS:  # paid: there is no step to take again
            return self.tr("✗ {step}: right amount, not the fewest chips. Paid; go on.").format(
                step=name)
        return self.tr("✗ {step}: not right. Take the right step.").format(step=name)

    def coup_mistakes(self, coup: int, seconds: float, mistakes: Sequence[GradedStep]) -> str:
        """After a coup in Clock mode: its time and its mistakes, each with the right step."""
        head = self.tr("Coup {coup}: {seconds} s.").format(coup=coup, seconds=f"{seconds:.1f}")
        if not mistakes:
            return head + " " + self.tr("No mistakes.")
        lines = [head + " " + self.tr("Mistakes: {0}").format(len(mistakes))]
        lines += [self.feedback(step) for step in mistakes]
        return "\n".join(lines)

    def kind(self, kind: str) -> str:
        """A step kind on the score card."""
        return {
            "fault": self.tr("Faulty bets"),
            "bets": self.tr("No more bets"),
            "order": self.tr("Order"),
            "call": self.tr("Calls"),
            "draw": self.tr("Third cards"),
            "take": self.tr("Taking"),
            "pay": self.tr("Paying"),
            "mark": self.tr("Marking commission"),
            "collect": self.tr("Collecting boxes"),
            "tie": self.tr("Bets after a tie"),
            "cash": self.tr("Cash and chips"),
            "irregular": self.tr("Irregularities"),
            "squeeze": self.tr("Card holders"),
            "shoe": shoe_life.kind_name(),
        }.get(kind, kind)

    def score_card(self, card: ScoreCard, target: int) -> str:
        """The Clock mode's score card, one fact a line."""
        lines = [self.tr("Accuracy: {0}").format(percent_text(card.accuracy))]
        lines += [self.tr("{kind}: {right} of {total} right").format(
            kind=self.kind(k.kind), right=k.right, total=k.total) for k in card.kinds]
        if card.not_fewest:  # counted wrong, and apart, as Practice counts them
            lines.append(self.tr("Of the payouts not right: %n in the right amount but not "
                                 "the fewest chips", "", card.not_fewest))
        if card.coups_per_hour is not None:
            lines.append(self.tr("Coups per hour: {rate} (target {target})").format(
                rate=f"{card.coups_per_hour:.0f}", target=target))
        if card.median_payout_seconds is not None:
            lines.append(self.tr("Median time per payout: {0} s").format(
                f"{card.median_payout_seconds:.1f}"))
        if card.void:
            lines.append(self.tr("Void coups (art. 10): %n, every bet returned", "",
                                 card.void))
        lines.append(self.tr("Mistakes: {0}").format(len(card.mistakes)))
        return "\n".join(lines)

    def mistake_row(self, step: GradedStep) -> str:
        """A mistake in the score card's list."""
        return self.tr("Coup {coup}, step {number}: {step}").format(
            coup=step.coup, number=step.number, step=self.step_name(step.cell))

    def mistake_title(self, step: GradedStep) -> str:
        """Above a re-drawn mistake."""
        return self.tr("The table at coup {coup}, before step {number}").format(
            coup=step.coup, number=step.number)

    def score_title(self) -> str:
        return self.tr("Score card")

    def ok(self) -> str:
        return self.tr("OK")

    def mistakes_label(self) -> str:
        return self.tr("&Mistakes (pick one to see the table as it was):")

    def no_mistakes(self) -> str:
        return self.tr("No mistakes in this shoe.")

    def mistake_legend(self) -> str:
        return self.tr("Red, dashed: what you did. Green: the right step.")

    def leave_title(self) -> str:
        return self.tr("Leave this shoe?")

    def leave_question(self, coup: int, kept: bool) -> str:
        """Asked on Esc or closing the window with a shoe half dealt."""
        if kept:
            return self.tr("Coup {0} of this shoe is under way. It is kept: open the Table "
                           "again to deal on from this step.").format(coup)
        return self.tr("Coup {0} of this shoe is under way. If you leave, the shoe ends "
                       "here; every step you dealt is saved.").format(coup)

    def leave_button(self) -> str:
        return self.tr("&Leave")

    def keep_dealing_button(self) -> str:
        return self.tr("&Keep dealing")

    def continue_hint(self) -> str:
        return self.tr("Press Enter to go on.")

    def lesson_button(self, number: int) -> str:
        """The button that opens the lesson a wrong step's feedback cites."""
        return self.tr("Lesson {0} (L)").format(number)

    def hint(self, name: str, args: tuple[object, ...], texts: CashTexts | None = None
             ) -> str:
        """The next right step (the H key), worded from the engine's action (``texts``:
        whose cash it is, a seat's by default)."""
        first = args[0] if args else None
        life = shoe_life.hint(name, args)
        if life is not None:
            return life
        if name == "refuse" and isinstance(first, Bet):
            return self.tr("Hint: refuse {0}.").format(self.bet(first))
        if name == "accept_bets":
            return self.tr("Hint: call no more bets (N).")
        if name == "deal":
            return self.tr("Hint: deal to the {0}.").format(
                self.hand(getattr(first, "value", "player")))
        if name == "call_totals":
            return self.tr("Hint: Player {0}, Banker {1}.").format(*args)
        if name == "draw":
            return self.tr("Hint: draw (D).") if args[1] else self.tr("Hint: stand (S).")
        if name == "call_result":
            flags = ("player_pair", "banker_pair", "natural", "banker_six")
            code = "+".join([getattr(first, "value", ""),
                             *(f for f, on in zip(flags, args[1:], strict=True) if on)])
            if not isinstance(first, Outcome):
                return self.tr("Hint: {0}.").format(self.code(code))
            keys = result_keys(first, dict(zip(flags, (bool(a) for a in args[1:]), strict=True)))
            return self.tr("Hint: {0} ({1}).").format(self.code(code), keys)
        if name == "take" and isinstance(first, Bet):
            return self.tr("Hint: take {0}.").format(self.bet(first))
        if name == "pay" and isinstance(first, Bet) and isinstance(args[1], Decimal):
            return self.tr("Hint: pay {bet} {amount}.").format(  # a table graded on the amount
                bet=self.bet(first), amount=self._money(str(args[1])))
        if name == "pay" and isinstance(first, Bet):
            chips = args[1]
            assert isinstance(chips, tuple)
            text = " + ".join(f"{v}x{n}" for v, n in chips)
            return self.tr("Hint: pay {bet} with {chips}.").format(
                bet=self.bet(first), chips=self.words.chips(text))
        if name == "mark":
            return self.tr("Hint: mark {amount} in box {seat}.").format(
                seat=first, amount=self._money(str(args[1])))
        if name == "answer_tie" and len(args) == 2:
            answers = {TieAnswer.RETURN: self.tr("Hint: return the stake (W)."),
                       TieAnswer.ACCEPT: self.tr("Hint: accept the change (A)."),
                       TieAnswer.REFUSE: self.tr("Hint: refuse the change (X).")}
            answer = args[1]
            return answers[answer] if isinstance(answer, TieAnswer) else name
        if name == "answer_irregular" and args:
            return irregular_hint(first)
        if name == "collect_box":
            return self.tr("Hint: collect {amount} from box {seat}.").format(
                seat=first, amount=self._money(str(args[1])))
        if name == "count_cash":
            return (texts or self.cash_texts()).hint_count.format(
                seat=first, amount=self._money(str(args[1])))
        if name in ("pass_cards", "pass_third") and len(args) == 2:
            seat = args[1]
            if seat == 0:  # the dealer turns them (art. 16)
                return self.tr("Hint: the dealer turns these cards (K).")
            return self.tr("Hint: pass these cards to seat {0} ({0}, then G).").format(seat)
        if name == "take_back":  # the holder's turn (art. 16)
            return self.tr("Hint: wait for the holder to turn the cards, then take them back "
                           "(Enter).")
        if name in ("give_chips", "colour_up") and isinstance(args[1], tuple):
            text = " + ".join(f"{v}x{n}" for v, n in args[1])
            return (texts or self.cash_texts()).hint_give.format(
                seat=first, chips=self.words.chips(text))
        life = life_hint(name, args)
        return name if life is None else life

    # ---- refusals: nothing graded, nothing stored -----------------------------------------

    def refusal(self, code: str) -> str:
        return {
            "out_of_turn": self.tr("Not now: that is not this step of the coup."),
            "no_such_bet": self.tr("That bet is not on the layout."),
            "empty_seat": self.tr("That seat has no bet this coup."),
            "bad_seat": self.tr("This table has no such seat."),
            "bad_amount": self.tr("That is not an amount."),
            "bad_chips": self.tr("Pay with chips from the tray."),
            "bad_total": self.tr("A total is 0 to 9."),
            "bad_choice": self.tr("That is not a choice here."),
            "already_settled": self.tr("That bet is settled already."),
            "no_boxes": self.tr("This table deducts commission: it has no boxes."),
            "box_not_due": self.tr("That box is not due: its player is still at the table."),
            "waiting": self.tr("Read the feedback, then press Enter to go on."),
            "no_selection": self.tr("Select a bet first: arrows or Tab, or click it."),
            "no_box_selected": self.tr("Select a due commission box first: arrows, or click "
                                       "it."),
            "no_table": self.tr("Start a shoe first."),
            "no_hints": self.tr("No hints against the clock."),
            "no_tie_request": self.tr("No bettor is asking about a bet left by a tie."),
            "no_cash": self.tr("No player has notes or chips to change at that seat."),
            "count_first": self.tr("Count the notes first: type the amount, Enter."),
            "no_count": self.tr("Type how many cards to burn, then Enter."),
            "take_loser": self.tr("This bet loses: take it with T. There is nothing to pay."),
        }.get(code, self.tr("That is not a step of the coup."))

    def chip_error(self, error: ChipCountError, chips: Sequence[Decimal] = ()) -> str:
        """A refused chip row (the core's reason codes), as the practice screen words it;
        ``chips`` are the table's, named by their keys when a chip it lacks was typed (the
        tray on the felt shows no keys under its chips)."""
        if error.reason == "no_chips":
            return self.tr("Type the chips you pay, e.g. 2x1k 3x100 50, then Enter.")
        if error.reason == "not_a_chip" and error.chip is not None:
            return self.tr("{0}: this table has no {1} chip. Its chips: {2}.").format(
                error.token, format_hkd(error.chip),
                " ".join(chip_key(chip) for chip in sorted(chips, reverse=True)))
        if error.reason == "too_many" and error.chip is not None:
            return self.tr("{0} chips: that is more chips than any payout needs.").format(
                format_hkd(error.chip))
        return self.tr("{0}: not a chip. Type a chip's key (e.g. 100, 1k), or count x key "
                       "(e.g. 3x100).").format(error.token)

    def money_error(self, error: MoneyParseError) -> str:
        return self.words.money_error(error.reason)

    # ---- cash and chips ----------------------------------------------

    def cash_texts(self) -> CashTexts:
        """The cash steps' sentences at a baccarat table: the cash is a seat's."""
        return CashTexts(
            colour_up=self.tr("Seat {0} is leaving and hands in small chips: colour them up "
                              "for the fewest larger chips (type them, e.g. 2x1k 500, Enter)."),
            buy_in=self.tr("Seat {0} buys in with notes: count them and type the amount, "
                           "Enter."),
            buy_in_mix=self.tr("Seat {seat} buys in for {amount} and asks for {count} × "
                               "{chip} chips: give those, the rest in the fewest chips (type "
                               "them, Enter)."),
            buy_in_fewest=self.tr("Seat {seat} buys in for {amount}: give it in the fewest "
                                  "chips (type them, e.g. 2x1k 3x100, Enter)."),
            hint_count=self.tr("Hint: the notes of seat {seat} come to {amount}."),
            hint_give=self.tr("Hint: give seat {seat} {chips}."),
            first=self.tr("change the cash at seat {0} first"),
        )

    def cash_prompt(self, request: CashRequest, table: CashTable,
                    texts: CashTexts | None = None) -> str:
        """What to do with the notes or chips on the felt; a buy-in's amount is not said
        before it is counted (counting it is the step). ``texts``: whose cash it is (a
        seat's by default)."""
        texts = texts or self.cash_texts()
        if request.kind is CashKind.COLOUR_UP:
            return texts.colour_up.format(request.seat)
        if not request.counted:
            return texts.buy_in.format(request.seat)
        amount = format_hkd(request.amount)
        if request.ask is not None and table.buy_in is BuyIn.PLAYER_MIX:
            chip, count = request.ask
            return texts.buy_in_mix.format(seat=request.seat, amount=amount, count=count,
                                           chip=format_hkd(chip))
        return texts.buy_in_fewest.format(seat=request.seat, amount=amount)

    def cash_button(self) -> str:
        """The button that hands over the amount or chips typed for the cash waiting."""
        return self.tr("Change (Enter)")


def _bet(p: Mapping[str, ParamValue]) -> Bet:
    """The bet a fact names by its seat, kind and amount."""
    return Bet(BetKind(str(p["bet"])), Decimal(str(p["amount"])), int(str(p["seat"])))
