"""Words for the core's codes, in the user's language (the core returns codes, STYLE.md 8)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from trainer.drills import explain
from trainer.drills.model import BetSpec, Grade, ShoeAnswerType, ShoePrompt, ShoeTopic
from trainer.samkong import HandLevel


def drill_kind_label(kind: str | None) -> str:
    """A drill kind's name for charts, filters and logs (None: all drills)."""
    names = {
        None: QCoreApplication.translate("Words", "All drills"),
        "draw": QCoreApplication.translate("Words", "Draw decisions"),
        "call": QCoreApplication.translate("Words", "Calling the coup"),
        "payout": QCoreApplication.translate("Words", "Payouts"),
        "samkong_level": QCoreApplication.translate("Words", "Sam Kong levels"),
        "samkong_doors": QCoreApplication.translate("Words", "Sam Kong doors"),
        "samkong_payout": QCoreApplication.translate("Words", "Sam Kong payouts"),
        "shoe": QCoreApplication.translate("Words", "Shoe procedure"),
    }
    return names.get(kind, kind or "")


class Words(QObject):
    """Translatable wording of hands, bets, levels, shoe questions and input errors."""

    def __init__(self, language: str = "en", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.language = language

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("Words", text, disambiguation, n)

    def hand(self, key: str) -> str:
        return {
            "player": self.tr("Player 閒"),
            "banker": self.tr("Banker 莊"),
            "samkong_banker": self.tr("Banker 莊家"),
        }[key]

    def winner(self, code: str) -> str:
        return {"P": self.tr("Player"), "B": self.tr("Banker"), "T": self.tr("Tie")}[code]

    def bet(self, kind: str) -> str:
        return {
            "player": self.tr("Player"),
            "banker": self.tr("Banker"),
            "tie": self.tr("Tie"),
            "player_pair": self.tr("Player Pair"),
            "banker_pair": self.tr("Banker Pair"),
            "lucky_6": self.tr("Lucky 6"),
        }.get(kind, kind)

    def samkong_bet(self, spec: BetSpec) -> str:
        kind = spec.kind
        if kind == "door":
            return self.tr("door {0} vs banker").format(spec.door)
        if kind == "tie":
            return self.tr("tie on door {0}").format(spec.door)
        if kind == "point":
            return self.tr("banker point {0}").format(spec.choice)
        return {"odd": self.tr("odd"), "even": self.tr("even"),
                "three_faces": self.tr("三公")}.get(kind, kind)

    def level_name(self, level: HandLevel) -> str:
        if self.language == "zh-Hans":
            return level.name_zh_hans
        if self.language == "en":
            return f"{level.name_zh_hant} — {level.name_en}"
        if self.language == "pt":
            return f"{level.name_zh_hant} — {self.tr(level.name_en)}"
        return level.name_zh_hant

    def draw_prompt(self, who: str) -> str:
        if who == "player":
            return self.tr("Player: draw or stand?  D = draw, S = stand")
        return self.tr("Banker: draw or stand?  D = draw, S = stand")

    def money_error(self, reason: str) -> str:
        return {
            "empty": self.tr("Enter an amount (0 if nothing is paid)."),
            "not_a_number": self.tr("That is not an amount. Use digits, e.g. 1,235 or 1235."),
            "negative": self.tr("An amount cannot be negative."),
            "cents_not_allowed": self.tr("This table pays whole dollars: no cents."),
            "too_large": self.tr("That amount is far beyond any table limit."),
        }.get(reason, self.tr("That is not an amount."))

    def shoe_choice(self, code: str) -> str:
        return {
            "card_valid_coup_continues": self.tr("The card is valid; the coup goes on"),
            "coup_void": self.tr("The coup is void"),
            "burn_card_and_redeal": self.tr("Burn the card and deal another"),
            "reshuffle_shoe": self.tr("Reshuffle the shoe"),
            "correct_at_once_else_void": self.tr(
                "Correct it at once; if it cannot be corrected, the coup is void"),
            "coup_stands_as_dealt": self.tr("The coup stands as dealt"),
            "coup_always_void": self.tr("The coup is always void"),
        }.get(code, code)

    def shoe_hint(self, kind: ShoeAnswerType) -> str:
        if kind is ShoeAnswerType.NUMBER:
            return self.tr("Type the number and press Enter.")
        if kind is ShoeAnswerType.YES_NO:
            return self.tr("Y = yes, N = no.")
        return self.tr("Press the number of your answer.")

    def shoe_question(self, p: ShoePrompt) -> str:
        game = self.tr("Sam Kong") if p.game.value == "samkong" else self.tr("Baccarat")
        topic = p.topic
        if topic is ShoeTopic.BURN_FIRST_CARD:
            return self.tr("Burn option (b): the first card drawn is shown. How many cards "
                           "are burnt?")
        if topic is ShoeTopic.BURN_DECKS:
            return self.tr("Burn option (a) with {0} decks in the shoe: how many cards are "
                           "burnt?").format(p.decks)
        if topic is ShoeTopic.BURN_FIXED:
            return self.tr("Burn option (c): may the house fix the burn at {0} cards?").format(
                p.fixed)
        if topic is ShoeTopic.CUT_CARD:
            if p.cards_from_end is None:
                return self.tr("Baccarat: at least how many cards must lie behind the cut "
                               "card?")
            return self.tr("Baccarat, {0} decks: may the cut card go in {1} cards from the "
                           "end?").format(p.decks, p.cards_from_end)
        if topic is ShoeTopic.SAMKONG_SECOND_CUT:
            return self.tr("Sam Kong shoe of {0} decks: may the second cut card go {1} cards "
                           "from the end?").format(p.decks, p.cards_from_end)
        if topic is ShoeTopic.LAST_COUP:
            if p.game.value == "samkong":
                return self.tr("Sam Kong shoe: the cut card comes out during coup {0}. Which "
                               "coup is the last?").format(p.coup)
            rule = (self.tr("the house reads art. 3 as 'this coup is the last'")
                    if p.last_coup_rule == "this_coup"
                    else self.tr("the house plays one more coup after the cut card"))
            return self.tr("Baccarat: the cut card comes out during coup {0}; {1}. Which coup "
                           "is the last?").format(p.coup, rule)
        if topic is ShoeTopic.DEMONSTRATION_COUPS:
            if p.coup is None:
                return self.tr("How many demonstration coups may be dealt per shoe at most?")
            return self.tr("{0} demonstration coups have been dealt. May one more be "
                           "dealt?").format(p.coup)
        if topic is ShoeTopic.EXPOSED_CARD:
            return self.tr("{0}: a card comes out of the shoe face up. What happens?").format(
                game)
        if topic is ShoeTopic.MISDEAL:
            return self.tr("{0}: the dealer makes a dealing error. What happens?").format(game)
        return self.tr("Sam Kong shoe of {0} decks: how many cards have been burnt in all "
                       "once coup {1} starts?").format(p.decks, p.coup)

    def feedback(self, grade: Grade) -> str:
        """One or two lines: right or wrong, the rule and its article, the time taken."""
        seconds = grade.ms_taken / 1000
        if grade.timed_out:
            head = self.tr("Time is up — counted wrong.")
        elif grade.correct:
            head = self.tr("Correct.")
        else:
            head = self.tr("Not right.")
        return self.tr("{0} {1}  ({2:.1f} s)").format(head, explain(grade), seconds)
