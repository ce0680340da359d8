"""Words of the Lessons screen for the core's codes: articles, draw reasons, results, choices.

The lesson text itself comes translated from ``lessons/<lang>/``; what the engine computes for
an example or a check arrives as codes and numbers (STYLE.md habit 8) and is worded here in the
user's language through Qt Linguist (context ``LessonWords``).
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QObject

from trainer.articles import PROCEDURE_NUMBER, Article, Game
from trainer.baccarat.coup import Coup, Outcome
from trainer.baccarat.settlement import BetKind, BetResult, BetSettlement, Settlement
from trainer.baccarat.table import CommissionMode, TableRules
from trainer.baccarat.tableau import DrawDecision, DrawReason
from trainer.cards import BurnMethod
from trainer.curriculum.model import (
    BurnResult,
    CardGroup,
    Check,
    CheckKind,
    Choice,
    DoorLine,
    HandRole,
    SamKongRound,
    ShoeLife,
)
from trainer.curriculum.progress import LessonState
from trainer.drills import DrillKind, Level
from trainer.money import format_hkd
from trainer.samkong.levels import ALL_LEVELS, DoorResult, HandLevel
from trainer.samkong.settlement import SamKongBetKind, SamKongLine, SamKongSettlement
from ui.words import Words, card_text, drill_kind_label, samkong_label

CHOICE_KEYS: dict[CheckKind, dict[str, str]] = {
    CheckKind.DRAW_PLAYER: {"draw": "D", "stand": "S"},
    CheckKind.DRAW_BANKER: {"draw": "D", "stand": "S"},
    CheckKind.WINNER: {"player": "P", "banker": "B", "tie": "T"},
    CheckKind.PAIR: {"yes": "Y", "no": "N"},
    CheckKind.DOOR: {"win": "W", "lose": "L", "tie": "T"},
    CheckKind.ODD_EVEN: {"odd": "O", "even": "E", "tie": "T"},
}
"""Letter keys for the answers that have one (the same letters as the Practice drills)."""


def choice_key(check: Check, index: int) -> str:
    """The key that picks choice ``index`` of ``check``: a letter, the total's digit, or 1-n."""
    choice = check.choices[index]
    letters = CHOICE_KEYS.get(check.kind)
    if letters is not None and choice.code in letters:
        return letters[choice.code]
    if check.kind is CheckKind.TOTAL:
        return choice.code
    return str(index + 1)


def _percent(rate: Decimal | float) -> str:
    """A rate as a plain per cent: 0.05 as "5", 0.045 as "4.5" (never "5.00")."""
    text = f"{Decimal(str(rate)) * 100:f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


class LessonWords(QObject):
    """Translatable wording of what the engine computed for a lesson."""

    def __init__(self, language: str = "en", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.language = language
        """The lesson language: it also picks the Chinese script of Sam Kong level names."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("LessonWords", text, disambiguation, n)

    def set_language(self, language: str) -> None:
        self.language = language

    def unanswered(self, left: int) -> str:
        """A check's questions not answered yet, one or many (Qt's plural forms)."""
        return self.tr("%n question(s) not answered yet: answer them, then press Enter to "
                       "check your answers.", "", left)

    # ---- articles, games, states, drills

    def game(self, game: Game) -> str:
        return self.tr("Baccarat 百家樂") if game is Game.BACCARAT else self.tr("Sam Kong 三公")

    def article(self, article: Article) -> str:
        """``Baccarat art. 9 (3)(4)`` in the user's language."""
        if article.number == PROCEDURE_NUMBER:
            return self.tr("dealer's procedure (RULES.md C)")
        number = str(article.number)
        if article.clauses:
            number += " " + "".join(f"({c})" for c in article.clauses)
        if article.game is Game.BACCARAT:
            text = self.tr("Baccarat art. {0}").format(number)
        else:
            text = self.tr("Sam Kong art. {0}").format(number)
        if article.note:
            notes = {
                "option (a)": self.tr("option (a)"),
                "option (b)": self.tr("option (b)"),
                "option (c)": self.tr("option (c)"),
                "house note (SJM)": self.tr("house note (SJM)"),
            }
            text += " " + notes.get(article.note, article.note)
        return text

    def articles(self, articles: tuple[Article, ...]) -> str:
        return self.tr(", ").join(self.article(a) for a in articles)

    def state(self, state: LessonState) -> str:
        return {
            LessonState.NOT_OPENED: self.tr("○ Not opened"),
            LessonState.OPENED: self.tr("◐ Opened"),
            LessonState.PASSED: self.tr("✓ Check passed"),
        }[state]

    def state_mark(self, state: LessonState) -> str:
        """The one-glyph state shown in the lesson list (the legend says what each means)."""
        return {LessonState.NOT_OPENED: "○", LessonState.OPENED: "◐",
                LessonState.PASSED: "✓"}[state]

    def drill(self, kind: DrillKind, level: Level) -> str:
        levels = {
            Level.ALL: self.tr("all coups"),
            Level.HARD: self.tr("hard cases"),
            Level.NATURALS: self.tr("naturals only"),
            Level.WEAK: self.tr("my weak spots"),
        }
        return self.tr("{0} ({1})").format(drill_kind_label(kind.value), levels[level])

    # ---- hands

    def hand_caption(self, group: CardGroup, game: Game) -> str:
        """``Player 閒``, ``Banker 莊`` (``Banker 莊家`` in Sam Kong), ``Door 2`` ..."""
        if group.role is HandRole.BANKER:
            return self.tr("Banker 莊家") if game is Game.SAM_KONG else self.tr("Banker 莊")
        return {
            HandRole.PLAYER: self.tr("Player 閒"),
            HandRole.DOOR: self.tr("Door {0}").format(group.number),
            HandRole.HAND: self.tr("Hand"),
            HandRole.FIRST_CARD: self.tr("First card"),
        }[group.role]

    def level_words(self, level: HandLevel) -> str:
        """The level in words: ``Two faces 9``, ``Three faces``."""
        if level.is_three_faces:
            return self.tr("Three faces")
        return {
            2: self.tr("Two faces {0}"),
            1: self.tr("One face {0}"),
            0: self.tr("No face {0}"),
        }[level.faces].format(level.points)

    def level(self, level: HandLevel) -> str:
        """A Sam Kong level as the dealer calls it: in Chinese, with words beside it where
        the lesson is not in Chinese (``雙公九 — Two faces 9``)."""
        if self.language == "zh-Hant":
            return level.name_zh_hant
        if self.language == "zh-Hans":
            return level.name_zh_hans
        return self.tr("{0} — {1}").format(level.name_zh_hant, self.level_words(level))

    # ---- coups (Baccarat arts. 5, 9, 11-13)

    def reason(self, decision: DrawDecision) -> str:
        """Why a hand draws or stands, in words (the clause is cited separately)."""
        r = DrawReason
        return {
            r.NATURAL_PLAYER: self.tr("stands: the Player has a natural"),
            r.NATURAL_BANKER: self.tr("stands: the Banker has a natural"),
            r.PLAYER_LOW: self.tr("draws: the Player draws on 0 to 5"),
            r.PLAYER_STANDS: self.tr("stands: the Player stands on 6 and 7"),
            r.BANKER_0_2: self.tr("draws: the Banker draws on 0, 1 and 2 whatever the third "
                                  "card"),
            r.BANKER_3: self.tr("draws: Banker 3 draws unless the third card is an 8"),
            r.BANKER_3_VS_8: self.tr("stands: Banker 3 stands against an 8"),
            r.BANKER_4: self.tr("draws: Banker 4 draws against 2 to 7"),
            r.BANKER_4_STANDS: self.tr("stands: Banker 4 stands against A, 8, 9 and 10/J/Q/K"),
            r.BANKER_5: self.tr("draws: Banker 5 draws against 4 to 7"),
            r.BANKER_5_STANDS: self.tr("stands: Banker 5 stands against A, 2, 3, 8, 9 and "
                                       "10/J/Q/K"),
            r.BANKER_6: self.tr("draws: Banker 6 draws against 6 and 7"),
            r.BANKER_6_STANDS: self.tr("stands: Banker 6 draws only against 6 and 7"),
            r.BANKER_PLAYER_STOOD_DRAWS: self.tr("draws: the Player stood, so the Banker "
                                                 "draws on 0 to 5"),
            r.BANKER_PLAYER_STOOD_6: self.tr("stands: the Player stood, so the Banker stands "
                                             "on 6"),
            r.BANKER_7: self.tr("stands: the Banker stands on 7"),
        }[decision.reason]

    def outcome(self, outcome: Outcome) -> str:
        return {
            Outcome.PLAYER: self.tr("Player wins"),
            Outcome.BANKER: self.tr("Banker wins"),
            Outcome.TIE: self.tr("Tie"),
        }[outcome]

    def coup_lines(self, coup: Coup) -> list[str]:
        """The coup step by step: each hand's decision and why, the result, the pairs."""
        lines = []
        player, banker = coup.player_decision, coup.banker_decision
        text = self.tr("Player: the first two cards make {0}; {1} ({2}).").format(
            coup.player_two_card_total, self.reason(player), self.article(player.article))
        if coup.player_third is not None:
            text += " " + self.tr("Third card: the Player makes {0}.").format(coup.player_total)
        lines.append(text)
        if banker.third_card_value is not None:
            text = self.tr("Banker: the first two cards make {0}; the Player's third card "
                           "counts {1}; {2} ({3}).").format(
                coup.banker_two_card_total, banker.third_card_value, self.reason(banker),
                self.article(banker.article))
        else:
            text = self.tr("Banker: the first two cards make {0}; {1} ({2}).").format(
                coup.banker_two_card_total, self.reason(banker), self.article(banker.article))
        if coup.banker_third is not None:
            text += " " + self.tr("Third card: the Banker makes {0}.").format(coup.banker_total)
        lines.append(text)
        high, low = sorted((coup.player_total, coup.banker_total), reverse=True)
        lines.append(self.tr("Result: {0}, {1} to {2} ({3}).").format(
            self.outcome(coup.outcome), high, low, self.article(coup.outcome_article)))
        if coup.player_pair:
            lines.append(self.tr("Player Pair: the Player's first two cards are of the same "
                                 "rank (Baccarat art. 13)."))
        if coup.banker_pair:
            lines.append(self.tr("Banker Pair: the Banker's first two cards are of the same "
                                 "rank (Baccarat art. 13)."))
        return lines

    # ---- baccarat payouts (arts. 12, 17, 18)

    def table(self, table: TableRules) -> str:
        """The example's table, named as the Table screen lists it, and its commission."""
        rate = _percent(table.commission_rate)  # 5, not 5.00
        if table.no_commission:
            how = self.tr("no commission; a Banker win with 6 pays 1:2")
        elif table.commission_mode is CommissionMode.MARK:
            how = self.tr("commission {0}% marked in the commission box").format(rate)
        else:
            how = self.tr("commission {0}% deducted at payout").format(rate)
        return self.tr("{table}: {how}.").format(table=Words().table_name(table.name), how=how)

    def bet_kind(self, kind: BetKind) -> str:
        return {
            BetKind.PLAYER: self.tr("Player"),
            BetKind.BANKER: self.tr("Banker"),
            BetKind.TIE: self.tr("Tie"),
            BetKind.PLAYER_PAIR: self.tr("Player Pair"),
            BetKind.BANKER_PAIR: self.tr("Banker Pair"),
            BetKind.LUCKY_6: self.tr("Lucky 6"),
        }.get(kind) or Words().bet(kind.value)

    def bet_line(self, line: BetSettlement) -> str:
        bet = line.bet
        head = self.tr("Seat {0}, {1} {2}").format(bet.seat, self.bet_kind(bet.kind),
                                                  format_hkd(bet.amount))
        cite = self.article(line.article)
        if line.result is BetResult.LOSE:
            return self.tr("{0}: loses; take {1} ({2}).").format(head, format_hkd(line.taken),
                                                                cite)
        if line.result is BetResult.PUSH:
            return self.tr("{0}: neither wins nor loses; the bet stays ({1}).").format(head, cite)
        wins = self.tr("{0}: wins at {1}, winnings {2}").format(head, line.odds,
                                                                format_hkd(line.winnings))
        if line.marked:
            return self.tr("{0}; pay {1} and mark {2} in the commission box ({3}).").format(
                wins, format_hkd(line.paid), format_hkd(line.marked), cite)
        if line.commission:
            return self.tr("{0}; commission {1}, pay {2} ({3}).").format(
                wins, format_hkd(line.commission), format_hkd(line.paid), cite)
        return self.tr("{0}; pay {1} ({2}).").format(wins, format_hkd(line.paid), cite)

    def settlement_total(self, settlement: Settlement) -> str:
        text = self.tr("In all: take {0}, pay {1}").format(format_hkd(settlement.taken),
                                                           format_hkd(settlement.paid))
        if settlement.commission:
            text += self.tr(", commission {0}").format(format_hkd(settlement.commission))
        if settlement.marked:
            text += self.tr(", marked {0}").format(format_hkd(settlement.marked))
        return text + self.tr(".")

    # ---- Sam Kong (arts. 5-10)

    def level_line(self, level: HandLevel) -> str:
        return self.tr("{0}: level {1} of {2} ({3}).").format(
            self.level(level), level.ordinal, len(ALL_LEVELS), self.article(level.article))

    def banker_level_line(self, level: HandLevel) -> str:
        return self.tr("Banker: {0}, level {1} of {2}.").format(
            self.level(level), level.ordinal, len(ALL_LEVELS))

    def door_line(self, door: DoorLine) -> str:
        verdict = {
            DoorResult.WIN: self.tr("beats the banker"),
            DoorResult.LOSE: self.tr("loses to the banker"),
            DoorResult.TIE: self.tr("ties with the banker"),
        }[door.result]
        return self.tr("Door {0}: {1} {2} ({3}).").format(
            door.door, self.level(door.level), verdict, self.article(door.result.article))

    def samkong_bet(self, line: SamKongLine) -> str:
        bet = line.bet
        kind = bet.kind
        if kind is SamKongBetKind.DOOR:
            name = self.tr("Door {0}").format(bet.door)
        elif kind is SamKongBetKind.TIE:
            name = self.tr("Tie on door {0}").format(bet.door)
        elif kind is SamKongBetKind.POINT:
            name = self.tr("Banker point {0}").format(bet.point)
        elif kind is SamKongBetKind.ODD:
            name = self.tr("Odd")
        elif kind is SamKongBetKind.EVEN:
            name = self.tr("Even")
        elif kind is SamKongBetKind.THREE_FACES:
            name = self.tr("三公 (three faces)")
        else:  # a registered bet with no words here yet: its spec's English name
            name = samkong_label(kind.value)
        head = f"{name} {format_hkd(bet.amount)}"
        cite = self.articles(line.citations)
        if line.result is BetResult.LOSE:
            return self.tr("{0}: loses; take {1} ({2}).").format(head, format_hkd(line.taken),
                                                                cite)
        if line.result is BetResult.PUSH:
            return self.tr("{0}: a tie; the bet stands ({1}).").format(head, cite)
        if line.commission:
            return self.tr("{0}: wins {1}; commission {2}, pay {3} ({4}).").format(
                head, format_hkd(line.winnings), format_hkd(line.commission),
                format_hkd(line.paid), cite)
        return self.tr("{0}: wins {1}; pay {2} ({3}).").format(
            head, format_hkd(line.winnings), format_hkd(line.paid), cite)

    # ---- a whole Sam Kong round (Sam Kong arts. 1-10)

    def round_start_lines(self, rnd: SamKongRound) -> list[str]:
        """The box or shoe, the cut cards and the burns, then the order of the deal."""
        cite = self.article(rnd.article)
        if rnd.box:
            holder = self.tr("One deck in a box, one cut card; every coup is dealt from a "
                             "fresh shuffle ({0}).").format(cite)
            burn = self.tr("Burn {0} (as many cards as decks) ({1}).").format(rnd.burn, cite)
        else:
            low, high = rnd.second_cut or (0, 0)
            holder = self.tr("{0} decks in a shoe, two cut cards: the second goes between the "
                             "last {1} and {2} cards ({3}).").format(rnd.decks, low, high, cite)
            burn = self.tr("Burn {0} (as many cards as decks), then {1} before every later "
                           "coup ({2}).").format(rnd.burn, rnd.burn_later, cite)
        doors = self.tr(", ").join(
            self.tr("Door {0}").format(door) for door in rnd.deal_order)
        deal = self.tr("Deal three cards face down to each hand, clockwise: {0}, the banker "
                       "last ({1}).").format(doors, cite)
        return [holder, burn, deal]

    def round_settle_lines(self, rnd: SamKongRound, settlement: SamKongSettlement
                           ) -> list[str]:
        """The settlement in the dealer's order: take the losers, then pay the winners."""
        lines: list[str] = []
        if rnd.taken:
            lines.append(self.tr("First take the losing bets, in the table's order:"))
            lines += [self.samkong_bet(line) for line in rnd.taken]
        if rnd.paid:
            lines.append(self.tr("Then pay the winners, in the table's order:"))
            lines += [self.samkong_bet(line) for line in rnd.paid]
        if rnd.stands:
            lines.append(self.tr("These bets stand, neither taken nor paid:"))
            lines += [self.samkong_bet(line) for line in rnd.stands]
        net = settlement.house_net
        result = (self.tr("the house wins {0}") if net >= 0 else
                  self.tr("the house loses {0}")).format(format_hkd(abs(net)))
        lines.append(self.tr("Taken {0}; paid {1} after {2} commission: {3}.").format(
            format_hkd(settlement.total_taken), format_hkd(settlement.total_paid),
            format_hkd(settlement.commission_total), result))
        return lines

    # ---- a whole shoe (Baccarat arts. 2, 3)

    def coup_hand_caption(self, hand: str, coup: int) -> str:
        """A hand of a shoe's numbered coup: ``Coup 79: Player 閒``."""
        return self.tr("Coup {0}: {1}").format(coup, hand)

    def shoe_lines(self, shoe: ShoeLife) -> list[str]:
        """The shoe from the cut to its last coup, under each reading of art. 3."""
        last = self.article(shoe.last_article)
        return [
            self.tr("{0} decks, {1} cards: the cut card goes in {2} cards from the end "
                    "({3}).").format(shoe.decks, shoe.cards, shoe.cut_from_end,
                                      self.article(shoe.cut_article)),
            self.burn_line(shoe.burn),
            self.tr("The cut card comes out in coup {0} ({1}):").format(shoe.cut_coup, last),
            *self.coup_lines(shoe.coup),
            self.tr("Reading “one more coup”: finish coup {0}, deal coup {1}, the "
                    "last, then reshuffle ({2}).").format(shoe.cut_coup, shoe.last_one_more,
                                                          last),
            self.tr("Reading “this coup is last”: coup {0} is the last; reshuffle "
                    "after it ({1}).").format(shoe.last_this_coup, last),
        ]

    # ---- burn (Baccarat art. 2)

    def burn_line(self, burn: BurnResult) -> str:
        cite = self.article(burn.article)
        if burn.method is BurnMethod.FIRST_CARD and burn.first_card is not None:
            return self.tr("The first card counts {0}: burn {1} more cards ({2}).").format(
                burn.count, burn.count, cite)
        if burn.method is BurnMethod.DECKS:
            return self.tr("{0} decks in the shoe: burn {1} cards ({2}).").format(
                burn.decks, burn.count, cite)
        return self.tr("The house's fixed number: burn {0} cards ({1}).").format(burn.count, cite)

    # ---- check choices

    def choice(self, check: Check, choice: Choice) -> str:
        """The text of an answer offered, from its code (written choices are already worded)."""
        kind, code = check.kind, choice.code
        if kind is CheckKind.CHOOSE:
            return choice.text
        if kind in (CheckKind.DRAW_PLAYER, CheckKind.DRAW_BANKER):
            return {"draw": self.tr("Draw"), "stand": self.tr("Stand")}[code]
        if kind is CheckKind.WINNER:
            return {"player": self.tr("Player wins"), "banker": self.tr("Banker wins"),
                    "tie": self.tr("Tie")}[code]
        if kind is CheckKind.PAIR:
            return {"yes": self.tr("Yes, a pair"), "no": self.tr("No pair")}[code]
        if kind is CheckKind.DOOR:
            return {"win": self.tr("The door wins"), "lose": self.tr("The door loses"),
                    "tie": self.tr("Tie")}[code]
        if kind is CheckKind.ODD_EVEN:
            return {"odd": self.tr("Odd wins"), "even": self.tr("Even wins"),
                    "tie": self.tr("Tie: the odd and even bets stand")}[code]
        if kind is CheckKind.LEVEL:
            ordinal = int(code.partition(":")[2])
            return self.level(ALL_LEVELS[ordinal - 1])
        if kind is CheckKind.BURN:
            return self.tr("{0} cards").format(code)
        if kind is CheckKind.LAST_COUP:
            return self.tr("Coup {0}").format(code)
        if kind in (CheckKind.PAID, CheckKind.COMMISSION):
            return format_hkd(Decimal(code))
        return code

    # ---- dealt check questions

    def prompt(self, check: Check) -> str:
        """A check question as asked: the lesson's own words, or for a question dealt fresh
        by the engine (a retry) a sentence worded here from its kind, cards and totals."""
        if not check.dealt:
            return check.prompt
        groups = [" ".join(card_text(card.code) for card in group) for group in check.cards]
        kind = check.kind
        if kind is CheckKind.DRAW_PLAYER:
            player, banker = check.totals
            return self.tr("Player {0}, Banker {1}. Does the Player draw?").format(
                player, banker)
        if kind is CheckKind.DRAW_BANKER:
            banker, third = check.totals
            if third is None:
                return self.tr("Banker {0}, the Player stood. Draw or stand?").format(banker)
            return self.tr("Banker {0}, the Player's third card is worth {1}. Draw or "
                           "stand?").format(banker, third)
        if kind is CheckKind.TOTAL:
            return self.tr("A hand holds {0}. What is its total?").format(groups[0])
        if kind is CheckKind.WINNER:
            return self.tr("The cards come out {0}. What is the result?").format(groups[0])
        if kind is CheckKind.PAIR:
            return self.tr("A hand's first two cards are {0}. Is it a pair?").format(groups[0])
        if kind is CheckKind.LEVEL:
            return self.tr("Name this Sam Kong hand: {0}.").format(groups[0])
        if kind is CheckKind.DOOR:
            return self.tr("The door holds {0} and the banker holds {1}. What is the door's "
                           "result?").format(groups[0], groups[1])
        if kind is CheckKind.ODD_EVEN:
            return self.tr("The Sam Kong banker holds {0}. Which bet wins?").format(groups[0])
        if kind is CheckKind.BURN:
            return self.tr("The house burns by option (b). The first card is {0}. How many "
                           "more cards do you burn?").format(groups[0])
        if kind is CheckKind.LAST_COUP:
            _, coup, reading = check.spec.split()
            if reading == "one_more":
                return self.tr("Your house reads art. 3 as “one more coup”. The cut card comes "
                               "out during coup {0}. Which coup is the last?").format(coup)
            return self.tr("Your house reads art. 3 as “this coup is last”. The cut card "
                           "comes out during coup {0}. Which coup is the last?").format(coup)
        return check.prompt


from ui.lessons import SHORTCUT as SHORTCUT  # noqa: E402  the screen's key and name live in the package
from ui.lessons import title as title  # noqa: E402
