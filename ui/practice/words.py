"""The Practice screen's wording: its title and the weak-spot sentences of the chooser."""

from __future__ import annotations

from PySide6.QtCore import QObject

from trainer.drills.cell import Cell
from ui.practice import SHORTCUT as SHORTCUT  # the screen's key and name live in the package
from ui.practice import title as title
from ui.words import Words


class PracticeWords(QObject):
    """The chooser's weak-spot sentences ("you miss Banker 5 against a third card of 4")."""

    def __init__(self, words: Words, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.words = words

    def weak_spot(self, code: str, params: object, cell: Cell) -> str:
        """A weak spot's reason code (:func:`trainer.drills.weak.weak_spot_reason`) in words;
        an unknown code shows the cell as stored."""
        p = params if isinstance(params, dict) else {}
        if code == "weak_banker_vs_third":
            return self.tr("you miss Banker {0} against a third card of {1}").format(
                p.get("total"), p.get("third"))
        if code == "weak_banker_player_stood":
            return self.tr("you miss Banker {0} when the Player stood").format(p.get("total"))
        if code == "weak_player_total":
            return self.tr("you miss the Player's decision on {0}").format(p.get("total"))
        if code == "weak_natural":
            hand = self.tr("Player") if p.get("hand") == "player" else self.tr("Banker")
            return self.tr("you miss the {0} natural {1}").format(hand, p.get("total"))
        if code == "weak_call":
            features = {
                "tie": self.tr("ties"),
                "pair": self.tr("pairs"),
                "natural": self.tr("naturals"),
                "both_drew": self.tr("coups where both hands drew"),
                "one_drew": self.tr("coups where one hand drew"),
                "no_draw": self.tr("coups where neither hand drew"),
            }
            feature = str(p.get("feature"))
            return self.tr("you miss calling {0}").format(features.get(feature, feature))
        if code in ("weak_payout", "weak_samkong_payout"):
            bet = str(p.get("bet"))
            name = (self.words.bet(bet) if code == "weak_payout"
                    else self.words.samkong_bet_kind(bet))
            results = {
                "win": self.tr("you miss paying winning {0} bets"),
                "lose": self.tr("you miss taking losing {0} bets"),
                "push": self.tr("you miss {0} bets that stand"),
            }
            template = results.get(str(p.get("result")), self.tr("you miss {0} bets"))
            return template.format(name)
        if code == "weak_samkong_level":
            return self.tr("you miss the level {0}").format(
                self.words.level_in_text(p.get("ordinal")))
        if code == "weak_samkong_doors":
            features = {
                "tie": self.tr("a door that ties the banker"),
                "three_faces": self.tr("三公 hands"),
                "same_points": self.tr("equal points decided by faces"),
                "plain": self.tr("plain wins and losses"),
            }
            feature = str(p.get("feature"))
            return self.tr("you miss door results with {0}").format(
                features.get(feature, feature))
        if code == "weak_shoe":
            return self.tr("you miss the shoe question: {0}").format(
                self.shoe_topic(str(p.get("topic"))))
        return str(cell)

    def shoe_topic(self, topic: str) -> str:
        return {
            "burn_first_card": self.tr("burning by the first card"),
            "burn_decks": self.tr("burning one card per deck"),
            "burn_fixed": self.tr("a fixed burn"),
            "cut_card": self.tr("where the cut card goes"),
            "samkong_second_cut": self.tr("the Sam Kong second cut"),
            "last_coup": self.tr("the last coup"),
            "demonstration_coups": self.tr("demonstration coups"),
            "exposed_card": self.tr("an exposed card"),
            "misdeal": self.tr("a misdeal"),
            "samkong_burn": self.tr("the Sam Kong burn"),
        }.get(topic, topic.replace("_", " "))
