"""What the Table says at a Sam Kong table (context ``SamKongWords``): the felt's labels, the
prompt of each phase, the buttons, and a graded step's feedback, worded as the baccarat
Table words its own (:meth:`ui.felt.words.TableWords.feedback`: right with the article,
wrong with the right step, what was done, the rule's facts as Practice words them and the
article). Levels, bet kinds and articles are Practice's words (:class:`ui.words.Words`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal, InvalidOperation

from PySide6.QtCore import QCoreApplication, QObject

from trainer.drills.model import ParamValue
from trainer.money import format_hkd
from trainer.samkong.levels import ALL_LEVELS
from trainer.table.samkong.explain import BET_CONDITION
from trainer.table.samkong.model import (
    BANKER,
    RaisedIrregularity,
    SamKongIrregularity,
    SamKongPhase,
    SamKongState,
    SamKongTableBet,
)
from trainer.table.score import ScoreCard
from trainer.table.session import Action, GradedStep
from ui.felt.samkong import FeltText
from ui.felt.steps import samkong_kind_name
from ui.felt.words import CashTexts, TableWords
from ui.words import card_text, percent_text

P = SamKongPhase


class SamKongWords(QObject):
    """Everything the Sam Kong desk says."""

    def __init__(self, table_words: TableWords, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table_words
        self.words = table_words.words

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("SamKongWords", text, disambiguation, n)

    # ---- the felt -----------------------------------------------------------------------

    def felt(self) -> FeltText:
        return FeltText(
            door=self.tr("Door {0}"), banker=self.tr("Banker", "Sam Kong: the banker's hand"),
            shoe=self.tr("Cards left: {0}"), burnt=self.tr("Burnt: {0}"),
            cut=self.tr("Cut card: {0} from the end"), round=self.tr("Round {0}"),
            results=(self.tr("Wins"), self.tr("Loses"), self.tr("Ties")))

    def level(self, ordinal: int) -> str:
        """A level on the felt: 雙公九 and its words in the language shown."""
        return self.words.level_in_text(ordinal)

    def bet(self, bet: SamKongTableBet) -> str:
        """A bet's kind on the felt (its amount beside it), with its bettor's number."""
        kind = self.words.samkong_bet_kind(bet.kind.value)
        if bet.point is not None:
            kind = self.tr("{kind} {point}", "Sam Kong point bet: kind, point").format(
                kind=kind, point=bet.point)
        return self.tr("#{bettor} {kind}", "a bet on the felt: bettor, kind").format(
            bettor=bet.bettor, kind=kind)

    def status(self, state: SamKongState) -> str:
        """The top row's status: the round and the cards left."""
        return self.tr("Sam Kong · round {round} · {left} cards left").format(
            round=state.round, left=state.cards_left)

    def box(self, bettor: int) -> str:
        """A bettor's commission box."""
        return self.tr("box of #{0}").format(bettor)

    def hand(self, hand: int) -> str:
        return self.tr("the banker") if hand == BANKER else self.tr("door {0}").format(hand)

    def leave_question(self, number: int, kept: bool) -> str:
        """Asked on Esc or closing the window with a Sam Kong shoe half dealt."""
        if kept:
            return self.tr("Round {0} of this shoe is under way. It is kept: open the Table "
                           "again to deal on from this step.").format(number)
        return self.tr("Round {0} of this shoe is under way. If you leave, the shoe ends "
                       "here; every step you dealt is saved.").format(number)

    def new_shoe_question(self, number: int) -> str:
        """Asked on Ctrl+N or New shoe with a Sam Kong shoe half dealt."""
        return self.tr("Round {0} of this shoe is under way. A new shoe ends this one here; "
                       "every step you dealt is saved.").format(number)

    # ---- the prompt ---------------------------------------------------------------------

    def prompt(self, phase: SamKongPhase, typed: str = "",
               state: SamKongState | None = None) -> str:
        """The phase's prompt; with the ``state``, worded for its table (its doors, a box's
        shuffle) and what the irregularity raised is."""
        text = self._phase_prompt(phase, state)
        if typed:
            text += " " + self.tr("Typed: {0}").format(typed)
        return text

    def _phase_prompt(self, phase: SamKongPhase, state: SamKongState | None) -> str:
        if state is not None:
            if phase is P.DEAL:
                return self.tr("Deal, a card at a time: 1-{doors} to that door, 0 or B to the "
                               "banker (R refuses a late bet).").format(doors=state.doors)
            if phase is P.CLOSE and state.is_box:
                return self.tr("The round is over: a one-deck box is shuffled after every "
                               "round (art. 3): S shuffle.")
            if phase is P.IRREGULAR and state.irregular is not None:
                return self.tr("{what} {keys}", "the irregularity, then the keys").format(
                    what=self.irregularity(state.irregular), keys=self.tr(
                        "K the card stays, F correct the order, V void every card dealt."))
        return {
            P.CUT: self.tr("Place the second cut card 30 to 40 cards from the end: type the "
                           "count, Enter."),
            P.BURN: self.tr("Burn: type how many cards, Enter."),
            P.BURN_COUP: self.tr("Burn before the round: type how many cards, Enter."),
            P.BETS: self.tr("Bets: R refuse the selected bet, A / X grant or refuse a change "
                            "of a standing bet, N no more bets."),
            P.DEAL: self.tr("Deal, a card at a time: 1-8 to that door, 0 or B to the banker "
                            "(R refuses a late bet)."),
            P.IRREGULAR: self.tr("Irregular deal: K the card stays, F correct the order, "
                                 "V void every card dealt."),
            P.LEVELS: self.tr("Name the selected hand's level: faces, then points (2 9 = "
                              "雙公9; 3 = 三公)."),
            P.DOORS: self.tr("The selected door against the banker: W wins, L loses, T ties."),
            P.SETTLE: self.tr("Settle: T take the selected bet; type the chips and Enter to "
                              "pay; M mark commission."),
            P.CLOSE: self.tr("The round with the cut card is over: S shuffle."),
            P.SHOE_END: self.tr("Collect the selected commission box: type its amount, "
                                "Enter."),
            P.FINISHED: self.tr("The session is over."),
        }[phase]

    def irregularity(self, raised: RaisedIrregularity) -> str:
        """What went wrong in the deal, so K / F / V can be decided from the screen."""
        card = card_text(raised.card.code)
        hand = self.hand(raised.hand)
        if raised.kind is SamKongIrregularity.EXPOSED:
            return self.tr("Irregular deal: the {card} dealt to {hand} came out face "
                           "up.").format(card=card, hand=hand)
        if raised.kind is SamKongIrregularity.ORDER_CAUGHT:
            return self.tr("Irregular deal: a card went to {hand} out of order; caught at "
                           "once, face down.").format(card=card, hand=hand)
        return self.tr("Irregular deal: the {card} went to {hand} out of order and was "
                       "seen.").format(card=card, hand=hand)

    def refusal(self, code: str, phase: SamKongPhase | None) -> str:
        """A key or a row refused (nothing graded), in the Sam Kong table's words; the
        baccarat Table's words where they fit."""
        if code == "bad_level":
            return self.tr("A level is typed faces first, then points: 0, 1 or 2 faces and "
                           "the points (2 9 = 雙公9), or 3 for 三公.")
        if code == "no_count" and phase is P.CUT:
            return self.tr("Type how many cards from the end the second cut card goes (30 to "
                           "40), then Enter.")
        if code == "out_of_turn":
            return self.tr("Not now: that is not this step of the round.")
        return self.table.refusal(code)

    def buttons(self) -> dict[str, str]:
        """The desk's buttons by name (the keys beside the words)."""
        return {
            "refuse": self.tr("Refuse (R)"), "accept_bets": self.tr("No more bets (N)"),
            "grant": self.tr("Grant (A)"), "deny": self.tr("Refuse change (X)"),
            "counted": self.tr("Place / burn (Enter)"),
            "go_on": self.tr("Card stays (K)"), "correct": self.tr("Correct (F)"),
            "void": self.tr("Void (V)"),
            "win": self.tr("Wins (W)"), "lose": self.tr("Loses (L)"), "tie": self.tr("Ties (T)"),
            "take": self.tr("Take (T)"), "pay": self.tr("Pay (Enter)"),
            "mark": self.tr("Mark (M)"), "collect": self.tr("Collect (C)"),
            "close": self.tr("Shuffle (S)"),
        }

    def level_list(self) -> list[str]:
        """The 31 levels of the annex, best first, as the level list shows them."""
        return [self.words.level_in_text(level.ordinal) for level in ALL_LEVELS]

    def pick_level(self) -> str:
        return self.tr("Level…")

    def selected(self, what: str) -> str:
        return self.tr("Selected: {0}").format(what)

    def hint(self, action: Action) -> str:
        """The engine's next right step, as the hint says it."""
        args = action.args
        if action.name in ("count_cash", "give_chips", "colour_up"):  # as at baccarat
            return self.table.hint(action.name, args, self.cash_texts())
        what: str
        match action.name:
            case "place_cut" | "burn_cards":
                what = self.tr("{0} cards").format(args[0])
            case "deal":
                what = self.hand(int(str(args[0])))
            case "call_level":
                what = self.tr("{hand}: {level}").format(hand=self.hand(int(str(args[0]))),
                                                         level=self.level(int(str(args[1]))))
            case "call_door":
                result = args[1]
                what = self.tr("{hand} {result}").format(
                    hand=self.hand(int(str(args[0]))),
                    result=self.code_words(getattr(result, "value", str(result))))
            case "refuse" | "take" | "answer_stand" | "pay" | "mark":
                bet = args[0]
                what = self.bet(bet) if isinstance(bet, SamKongTableBet) else ""
                if action.name == "answer_stand":
                    what += " — " + self.code_words("grant" if args[1] else "deny")
                elif action.name in ("pay", "mark"):
                    what += " — " + self._amount(args[1])
            case "collect_box":
                what = self.box(int(str(args[0]))) + " — " + self._amount(args[1])
            case _:
                what = ""
        step = self.tr("Hint: {step}").format(step=self.action_name(action.name))
        return f"{step}: {what}" if what else step

    def cash_texts(self) -> CashTexts:
        """The cash steps' sentences at a Sam Kong table: the cash is a bettor's, numbered
        as on the felt ("#3"), not a seat's."""
        return CashTexts(
            colour_up=self.tr("Bettor #{0} is leaving and hands in small chips: colour them "
                              "up for the fewest larger chips (type them, e.g. 2x1k 500, "
                              "Enter)."),
            buy_in=self.tr("Bettor #{0} buys in with notes: count them and type the amount, "
                           "Enter."),
            buy_in_mix=self.tr("Bettor #{seat} buys in for {amount} and asks for {count} × "
                               "{chip} chips: give those, the rest in the fewest chips (type "
                               "them, Enter)."),
            buy_in_fewest=self.tr("Bettor #{seat} buys in for {amount}: give it in the "
                                  "fewest chips (type them, e.g. 2x1k 3x100, Enter)."),
            hint_count=self.tr("Hint: the notes of bettor #{seat} come to {amount}."),
            hint_give=self.tr("Hint: give bettor #{seat} {chips}."),
            first=self.tr("change bettor #{0}'s cash first"),
        )

    def cash(self, kind: str, seat: int) -> str:
        """Whose cash the felt's mat shows: "Bettor #3: buy-in"."""
        if kind == "colour_up":
            return self.tr("Bettor #{0}: colour up").format(seat)
        return self.tr("Bettor #{0}: buy-in").format(seat)

    def about(self, action: Action) -> str:
        """What a step acted on, in words: the hand called, the bet refused, taken, paid or
        marked, the bettor whose cash was changed, the box collected; "" for a step about the
        whole table, and for a deal (the hand dealt to is its answer)."""
        first = action.args[0] if action.args else None
        if isinstance(first, SamKongTableBet):
            return self.bet(first)
        if not isinstance(first, int) or isinstance(first, bool):
            return ""
        if action.name in ("call_level", "call_door"):  # a deal's hand is its answer
            return self.hand(first)
        if action.name in ("count_cash", "give_chips", "colour_up"):
            return self.tr("bettor #{0}").format(first)
        return self.box(first) if action.name == "collect_box" else ""

    def _amount(self, value: object) -> str:
        if isinstance(value, Decimal):
            return format_hkd(value)
        if isinstance(value, tuple):
            return self.words.chips(" + ".join(f"{v}x{n}" for v, n in value))
        return str(value)

    def action_name(self, name: str) -> str:
        return {
            "place_cut": self.tr("place the cut card"), "burn_cards": self.tr("burn"),
            "close_shoe": self.tr("shuffle"), "refuse": self.tr("refuse"),
            "answer_stand": self.tr("answer the standing bet"),
            "accept_bets": self.tr("no more bets"), "deal": self.tr("deal to"),
            "answer_irregular": self.tr("answer the irregularity"),
            "call_level": self.tr("call the level"), "call_door": self.tr("call the door"),
            "take": self.tr("take"), "pay": self.tr("pay"), "mark": self.tr("mark"),
            "collect_box": self.tr("collect"),
        }.get(name, name)

    def code_words(self, code: str) -> str:
        return {
            "win": self.tr("wins"), "lose": self.tr("loses"), "tie": self.tr("ties"),
            "refuse": self.tr("refuse"), "accept": self.tr("accept"),
            "no_more_bets": self.tr("no more bets"), "take": self.tr("take"),
            "grant": self.tr("grant"), "deny": self.tr("refuse the change"),
            "pay": self.tr("pay"), "stands": self.tr("the bet stands"),
            "shuffle": self.tr("shuffle"),
            "go_on": self.tr("the card stays"), "correct": self.tr("correct the order"),
            "void": self.tr("void every card dealt"),
            "take_losers_first": self.tr("take every losing bet before paying"),
        }.get(code, code)

    # ---- the score card -----------------------------------------------------------------

    def score_card(self, card: ScoreCard, target: int) -> str:
        lines = [self.tr("Accuracy: {0}").format(percent_text(card.accuracy))]
        lines += [self.tr("{kind}: {right} of {total} right").format(
            kind=self.step_name(k.kind), right=k.right, total=k.total) for k in card.kinds]
        if card.coups_per_hour is not None:
            lines.append(self.tr("Rounds per hour: {rate} (target {target})").format(
                rate=f"{card.coups_per_hour:.0f}", target=target))
        if card.median_payout_seconds is not None:
            lines.append(self.tr("Median time per payout: {0} s").format(
                f"{card.median_payout_seconds:.1f}"))
        if card.void:
            lines.append(self.tr("Void rounds (art. 2): %n, every bet returned", "",
                                 card.void))
        lines.append(self.tr("Mistakes: {0}").format(len(card.mistakes)))
        return "\n".join(lines)

    def round_mistakes(self, number: int, seconds: float,
                       mistakes: Sequence[GradedStep]) -> str:
        """After a round in Clock mode: its time and its mistakes, each with the right step."""
        head = self.tr("Round {round}: {seconds} s.").format(round=number,
                                                              seconds=f"{seconds:.1f}")
        if not mistakes:
            return head + " " + self.tr("No mistakes.")
        return "\n".join([head + " " + self.tr("Mistakes: {0}").format(len(mistakes)),
                          *(self.feedback(step) for step in mistakes)])

    def mistake_row(self, step: GradedStep) -> str:
        return self.tr("Round {round}, step {number}: {feedback}").format(
            round=step.coup, number=step.number, feedback=self.feedback(step))

    # ---- feedback -----------------------------------------------------------------------

    def step_name(self, kind: str) -> str:
        return samkong_kind_name(kind)

    def code(self, step: GradedStep, code: str) -> str:
        """An expected or given answer of a step in words."""
        if step.kind == "level" and code.isdigit() and 1 <= int(code) <= len(ALL_LEVELS):
            return self.level(int(code))
        if step.kind == "cash" or code.startswith("cash:"):  # the baccarat Table's cash words
            return self.table.code(code, self.cash_texts())
        counted = self._cards(step, code)
        if counted is not None:
            return counted
        verb, _colon, box = code.partition(":")
        if verb in ("take", "pay") and box.isdigit():  # the order: this door's box first
            return self.tr("{verb} at door {door} first").format(
                verb=self.code_words(verb), door=box)
        if code.startswith("hand:"):
            number = code.removeprefix("hand:")
            return self.hand(int(number)) if number.isdigit() else code
        worded = self.code_words(code)
        if worded != code:
            return worded
        if "x" in code:
            return self.words.chips(code)
        try:
            return format_hkd(Decimal(code)) if code else code
        except InvalidOperation:
            return code

    def _cards(self, step: GradedStep, code: str) -> str | None:
        """The cut's place and the burn's count are cards, never money."""
        what = step.cell.rpartition(":")[2] if step.cell else ""
        low, dash, high = code.partition("-")
        if what == "cut":
            if dash and low.isdigit() and high.isdigit():
                return self.tr("{low} to {high} cards from the end").format(low=low,
                                                                            high=high)
            if code.isdigit():
                return self.tr("%n card(s) from the end", "", int(code))
        if what == "burn" and code.isdigit():
            return self.tr("%n card(s)", "", int(code))
        return None

    def _why(self, step: GradedStep) -> str:
        """Why a cut or a burn is what it is (art. 2), said after a wrong one."""
        what = step.cell.rpartition(":")[2] if step.cell else ""
        if what == "cut":
            return self.tr("The second cut card goes 30 to 40 cards from the end of the shoe.")
        if what == "burn":
            return self.tr("After the shuffle, burn as many cards as there are decks; with a "
                           "shoe, burn one more card before each later round.")
        return ""

    def facts(self, step: GradedStep) -> str:
        """The step's facts in one run, as the baccarat Table's
        (:meth:`TableWords.facts`), with this game's own: why a bet won, lost or stands."""
        texts = [self._condition(params) if code == BET_CONDITION
                 else self.table.fact(code, params) for code, params in step.facts]
        return self.tr("; ", "separator between the facts of a step").join(
            t for t in texts if t)

    def _condition(self, p: Mapping[str, ParamValue]) -> str:
        """A bet decided by the banker's hand (odd/even, 三公, a chosen point) or a door's tie,
        and what the engine settled it at (:data:`BET_CONDITION`)."""
        bet, result = str(p.get("bet")), str(p.get("result"))
        if bet in ("odd", "even") and result == "push":
            return self.tr("a banker 三公 leaves odd and even standing: the bet stays")
        sentences = {
            ("odd", "win"): self.tr("the banker's {points} points are odd: the odd bet wins"),
            ("odd", "lose"): self.tr("the banker's {points} points are even: the odd bet "
                                     "loses"),
            ("even", "win"): self.tr("the banker's {points} points are even: the even bet "
                                     "wins"),
            ("even", "lose"): self.tr("the banker's {points} points are odd: the even bet "
                                      "loses"),
            ("three_faces", "win"): self.tr("the banker has 三公: the 三公 bet wins"),
            ("three_faces", "lose"): self.tr("the banker has no 三公: the 三公 bet loses"),
            ("point", "win"): self.tr("the banker has {points} points, the point chosen: the "
                                      "point bet wins"),
            ("point", "lose"): self.tr(
                "a banker 三公 has no point total: the point bet on {point} loses")
            if p.get("three_faces") is True else self.tr(
                "the banker has {points} points, not the {point} chosen: the point bet loses"),
            ("tie", "win"): self.tr("door {door} has the banker's level: the tie bet wins"),
            ("tie", "lose"): self.tr("door {door}'s level is not the banker's: the tie bet "
                                     "loses"),
        }
        sentence = sentences.get((bet, result))
        if sentence is None:
            return ""
        return sentence.format(points=p.get("points"), point=p.get("point"),
                               door=p.get("door"))

    def feedback(self, step: GradedStep, short: bool = False) -> str:
        name = self.step_name(step.kind)
        article = self.table.cite(step) if step.article is not None else ""
        if step.right:
            text = self.tr("✓ {step}: right.").format(step=name)
            return self.tr("{text} ({article})", "a right step and its article").format(
                text=text, article=article) if article and not short else text
        if short:
            return self.tr("✗ {step}: not right. Take the right step.").format(step=name)
        text = self.tr("✗ {step}: wrong. Right: {expected}. You: {given}.").format(
            step=name, expected=self.code(step, step.expected),
            given=self.code(step, step.given))
        facts = self.facts(step)
        if facts:
            text += " " + self.tr("{facts}.", "the rule's facts as a sentence").format(
                facts=facts[:1].upper() + facts[1:])
        why = self._why(step)
        if why:
            text += " " + why
        return f"{text} — {article}" if article else text
