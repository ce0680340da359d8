"""Words for the core's codes, in the user's language (the core returns codes, STYLE.md 8).

Every sentence here goes through ``tr()`` in the "Words" context, so Qt Linguist extracts it
and the language can change at run time: callers word again on ``QEvent.LanguageChange``.
Placeholders are named (``{total}``) so a translator can move them.

Why one file over 600 lines: one Qt Linguist context ("Words") shared by every screen's
wording of the core's codes; split, the same code would be translated twice.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from datetime import date, datetime
from decimal import Decimal, InvalidOperation

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QObject

from trainer.articles import PROCEDURE_NUMBER, Article, Game
from trainer.baccarat.bets import spec_of
from trainer.cards import Card
from trainer.drills.explain import (
    Explanation,
    Outcome,
    Phrase,
    describe_detail,
    detail_article,
    explanation,
)
from trainer.drills.model import Grade, ParamValue
from trainer.drills.prompts import BetSpec, ShoeAnswerType, ShoePrompt, ShoeTopic
from trainer.drills.registry import listing_for
from trainer.errors import CardParseError
from trainer.macau_time import to_macau
from trainer.money import format_hkd
from trainer.samkong import ALL_LEVELS, HandLevel
from trainer.samkong.bets import spec_of as samkong_spec_of
from trainer.samkong.levels import LEVEL_COUNT

Params = Mapping[str, ParamValue]


WORD_JOINER = "\u2060"
"""Joins characters a line may not be broken between (zero width, never drawn)."""


def _is_cjk(ch: str) -> bool:
    return "\u2e80" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" or "\uff00" <= ch <= "\uffef"


def pieces_kept_whole(text: str, separator: str = " · ") -> str:
    """``text`` whose pieces between ``separator`` a word-wrapping label breaks only at the
    separators: Chinese wraps between any two characters, so a status line broke mid-phrase
    ("連續 / 答對0"); a piece's Chinese characters are joined to their neighbours by
    :data:`WORD_JOINER`. A piece without Chinese wraps at its spaces as before."""
    return separator.join(_kept_whole(piece) for piece in text.split(separator))


def _kept_whole(piece: str) -> str:
    """``piece`` with a word joiner beside each Chinese character (where a line may break);
    digits, signs and Latin letters between them stay as they are ("0%", "1.2")."""
    out: list[str] = []
    for ch in piece:
        if out and (_is_cjk(ch) or _is_cjk(out[-1][-1])):
            out.append(WORD_JOINER)
        out.append(ch)
    return "".join(out)


def day_format() -> str:
    """The Qt pattern of a calendar day written the user's way: the language's short date with
    a four-digit year ("dd/MM/yyyy", "d/M/yyyy", "yyyy/M/d"). :func:`day_text` writes with it
    and every date input displays with it (one format per language), so a
    typed year is never read as 19xx. The language's ``QLocale``, not a translated pattern,
    which the pseudo-locale would mangle."""
    day = QLocale().dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in day:
        day = day.replace("yy", "yyyy")
    return day


def short_day_format() -> str:
    """:func:`day_format` without the year, for a chart's axis and a short list: "dd/MM",
    "d/M", "M/d" (the day and month in the same order as the full date)."""
    return re.sub("y+", "", day_format()).strip(" ./-,")


def day_text(day: date) -> str:
    """A calendar day written the user's way: "04/12/2026", "4/12/2026", "2026/12/4"."""
    return QLocale().toString(QDate(day.year, day.month, day.day), day_format())


def short_day_text(day: date) -> str:
    """A day of this year's charts written the user's way without the year: "04/12", "4/12"."""
    return QLocale().toString(QDate(day.year, day.month, day.day), short_day_format())


def long_day_text(day: date) -> str:
    """A date in full, the user's way: "Tuesday, 1 December 2026", "2026年12月1日星期二"."""
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)


def moment_text(when: datetime, with_seconds: bool = False) -> str:
    """A moment as Macau wall time, written the user's way: "03/12/2026 09:00". Every date
    with a time on screen says it so (exam windows, the attempt log and an attempt's detail,
    homework, lessons, kept shoes, reports), a sitting's deadline to the second
    ("03/12/2026 09:10:30")."""
    macau = to_macau(when)
    return f"{day_text(macau.date())} {macau:%H:%M:%S}" if with_seconds else \
        f"{day_text(macau.date())} {macau:%H:%M}"


def moment_format() -> str:
    """The display format of a date-and-time input that reads as :func:`moment_text` writes:
    :func:`day_format` and 24-hour "HH:mm" ("dd/MM/yyyy HH:mm", "d/M/yyyy HH:mm")."""
    return f"{day_format()} HH:mm"


def seconds_text(ms: float) -> str:
    """A time in seconds with its unit in the user's language: "1.2 s", "1.2秒"."""
    return QCoreApplication.translate("Words", "{0} s").format(f"{ms / 1000:.1f}")


def percent_text(share: float) -> str:
    """A share (0-1) as a whole percentage written the user's way: "50%"."""
    return QCoreApplication.translate("Words", "{0}%").format(f"{100 * share:.0f}")


_KIND_NAMES: dict[str, Callable[[], str]] = {
    "draw": lambda: QCoreApplication.translate("Words", "Draw decisions"),
    "call": lambda: QCoreApplication.translate("Words", "Call the coup"),
    "payout": lambda: QCoreApplication.translate("Words", "Commission and payouts"),
    "samkong_level": lambda: QCoreApplication.translate("Words", "Sam Kong levels"),
    "samkong_doors": lambda: QCoreApplication.translate("Words", "Sam Kong doors"),
    "samkong_payout": lambda: QCoreApplication.translate("Words", "Sam Kong payouts"),
    "shoe": lambda: QCoreApplication.translate("Words", "Shoe procedure"),
    "table": lambda: QCoreApplication.translate("Words", "Table"),
}
"""The one wording of each kind's name, by the name code of its spec
(:mod:`trainer.drills.registry`): Practice, lessons, exams, charts and logs all read it."""


def drill_kind_label(kind: str | None) -> str:
    """A drill kind's name (by its stored code) for the chooser, charts, filters and logs
    (None: all drills). A kind whose name code has no wording shows its code."""
    if kind is None:
        return QCoreApplication.translate("Words", "All drills")
    listing = listing_for(kind)
    code = kind if listing is None else listing.name_code
    name = _KIND_NAMES.get(code)
    return code if name is None else name()


def table_game_label(samkong: bool) -> str:
    """A game of the Table by name, where both are listed apart (a homework's subject,
    Today's lines): the Sam Kong Table, or the baccarat Table."""
    if samkong:
        return QCoreApplication.translate("Words", "Sam Kong Table")
    return QCoreApplication.translate("Words", "Baccarat Table")


def card_text(code: str) -> str:
    """A card code as dealers write it: ``KD`` -> ``K♦``, ``10H`` -> ``10♥``."""
    try:
        card = Card.parse(code)
    except CardParseError:
        return code
    return f"{card.code[:-1]}{card.suit.symbol}"


def _cards_text(codes: str) -> str:
    return " ".join(card_text(c) for c in codes.split())


def _money(value: ParamValue) -> str:
    try:
        return format_hkd(Decimal(str(value)))
    except (InvalidOperation, ValueError):
        return str(value)


def _within(value: ParamValue, low: ParamValue, high: ParamValue) -> bool:
    ints = [v for v in (value, low, high) if isinstance(v, int) and not isinstance(v, bool)]
    return len(ints) == 3 and ints[1] <= ints[0] <= ints[2]


def samkong_wording(code: str) -> str:
    """The wording key of a registered Sam Kong bet (its spec's), or the code itself."""
    try:
        return samkong_spec_of(code).wording
    except ValueError:
        return code


def samkong_label(code: str) -> str:
    """A Sam Kong bet with no words of its own yet: its spec's English name, or its code."""
    try:
        return samkong_spec_of(code).label
    except ValueError:
        return code


class Words(QObject):
    """Translatable wording of hands, bets, levels, shoe questions, grades and input errors."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("Words", text, disambiguation, n)

    # ---- hands, bets, levels ----------------------------------------------------------------

    def hand(self, key: str) -> str:
        # One translation per call, not one per hand: the Table's felt asks at every paint.
        if key == "player":
            return self.tr("Player 閒")
        if key == "banker":
            return self.tr("Banker 莊")
        if key == "samkong_banker":
            return self.tr("Banker 莊家")
        raise KeyError(key)

    def table_name(self, name: str) -> str:
        """A table profile as shown: a shipped profile (saved under an id such as
        ``mass-300``) by its name in the user's language; a school's own by its own name."""
        shipped = {
            "mass-300": self.tr("Mass floor HK$300"),
            "mass-1000": self.tr("Mass floor HK$1,000"),
            "premium-5000": self.tr("Premium mass HK$5,000"),
            "no-commission-500": self.tr("No-commission HK$500"),
            "commission-box-2000": self.tr("Commission box HK$2,000"),
            "colour-for-colour-2000": self.tr("Colour for colour HK$2,000"),
            "mass-500-8-seats": self.tr("Mass floor HK$500, 8 seats (no 4)"),
            "mass-1000-9-seats": self.tr("Mass floor HK$1,000, 9 seats (no 4)"),
            "mass-1000-tie-change": self.tr("Mass HK$1,000, tie: may change"),
            "sjm-mass-500": self.tr("SJM HK$500, tie: increase only"),
            "vip-squeeze-5000": self.tr("VIP card holder (squeeze) HK$5,000"),
            "mass-500-shuffler": self.tr("Shuffler table HK$500"),
            "samkong-six-door-shoe": self.tr("Sam Kong, six doors, shoe HK$100"),
            "samkong-one-deck-box": self.tr("Sam Kong, five doors, one-deck box HK$100"),
            "samkong-vip-eight-door": self.tr("Sam Kong VIP, eight doors HK$1,000"),
        }
        return shipped.get(name, name)

    def winner(self, code: str) -> str:
        return {"P": self.tr("Player"), "B": self.tr("Banker"), "T": self.tr("Tie")}[code]

    def bet(self, kind: str) -> str:
        # One translation per call, not six: a new coup words twenty-odd bets at once.
        if kind == "player":
            return self.tr("Player")
        if kind == "banker":
            return self.tr("Banker")
        if kind == "tie":
            return self.tr("Tie")
        if kind == "player_pair":
            return self.tr("Player Pair")
        if kind == "banker_pair":
            return self.tr("Banker Pair")
        if kind == "lucky_6":
            return self.tr("Lucky 6")
        try:  # a bet with no words here yet: its spec's English name
            return spec_of(kind).label
        except ValueError:
            return kind

    def samkong_bet(self, spec: BetSpec) -> str:
        return self._samkong_bet(spec.kind, spec.door, spec.choice)

    def samkong_bet_kind(self, kind: str) -> str:
        """A kind of Sam Kong bet with no door or point named: "door", "point", "odd"; worded
        by its spec's key (trainer.samkong.bets), a bet with no words here yet by its spec's
        English name."""
        wording = samkong_wording(kind)
        if wording == "door":
            return self.tr("door")
        if wording == "tie":
            return self.tr("tie")
        if wording == "point":
            return self.tr("point")
        return self._samkong_banker_bet(kind, wording)

    def _samkong_banker_bet(self, kind: str, wording: str) -> str:
        if wording == "odd":
            return self.tr("odd")
        if wording == "even":
            return self.tr("even")
        if wording == "three_faces":
            return self.tr("三公")
        return samkong_label(kind)

    def _samkong_bet(self, kind: str, door: ParamValue, choice: ParamValue) -> str:
        wording = samkong_wording(kind)
        if wording == "door":
            return self.tr("door {0} vs banker").format(door)
        if wording == "tie":
            return self.tr("tie on door {0}").format(door)
        if wording == "point":
            return self.tr("banker point {0}").format(choice)
        if door is not None and wording not in ("odd", "even", "three_faces"):
            return self.tr("{bet} on door {door}", "a Sam Kong bet placed on a door").format(
                bet=samkong_label(kind), door=door)
        return self._samkong_banker_bet(kind, wording)

    def level_words(self, level: HandLevel) -> str:
        """The level described in words: "Two faces 9"."""
        if level.is_three_faces:
            return self.tr("Three faces")
        if level.faces == 2:
            return self.tr("Two faces {points}").format(points=level.points)
        if level.faces == 1:
            return self.tr("One face {points}").format(points=level.points)
        return self.tr("No face {points}").format(points=level.points)

    def level_name(self, level: HandLevel) -> str:
        """The level's name: its Chinese name (the dealer's word), with words beside it."""
        return self.tr(
            "{hant} — {words}",
            "Sam Kong level. {hant}: Traditional Chinese name, {hans}: Simplified Chinese name, "
            "{words}: the level in words. Use the ones your language needs."
        ).format(hant=level.name_zh_hant, hans=level.name_zh_hans, words=self.level_words(level))

    def level_in_text(self, ordinal: ParamValue) -> str:
        """A level inside a sentence: "雙公九 (Two faces 9)"."""
        if not (isinstance(ordinal, int) and 1 <= ordinal <= len(ALL_LEVELS)):
            return str(ordinal)
        level = ALL_LEVELS[ordinal - 1]
        return self.tr(
            "{hant} ({words})",
            "Sam Kong level inside a sentence. {hant}: Traditional Chinese name, {hans}: "
            "Simplified Chinese name, {words}: the level in words. Use the ones your language "
            "needs."
        ).format(hant=level.name_zh_hant, hans=level.name_zh_hans, words=self.level_words(level))

    def article(self, article: Article) -> str:
        """A citation: "Baccarat art. 9 (3)(4)"."""
        if article.number == PROCEDURE_NUMBER:
            return self.tr("the dealer's procedure")
        game = self.tr("Baccarat") if article.game is Game.BACCARAT else self.tr("Sam Kong")
        text = self.tr("{game} art. {number}").format(game=game, number=article.number)
        if article.clauses:
            text += " " + "".join(f"({c})" for c in article.clauses)
        notes = {
            "option (a)": self.tr("option (a)"),
            "option (b)": self.tr("option (b)"),
            "option (c)": self.tr("option (c)"),
            "house note (SJM)": self.tr("house note (SJM)"),
        }
        if article.note:
            text += " " + notes.get(article.note, article.note)
        return text

    # ---- prompts and input ------------------------------------------------------------------

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
            return self.tr("Burn option (b): the first card drawn is shown. How many more "
                           "cards are burnt after it?")
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

    # ---- grades -------------------------------------------------------------------------------

    def feedback(self, grade: Grade) -> str:
        """One or two lines: right or wrong, the rule and its article, the time taken."""
        return self.tr("{text}  ({seconds} s)").format(
            text=self.explain(explanation(grade)), seconds=f"{grade.ms_taken / 1000:.1f}")

    def explain(self, explained: Explanation) -> str:
        """The verdict, the answers, the facts of the rule and its article."""
        expected = self.answer(explained.expected)
        facts = [self.fact(f) for f in explained.facts]
        body = self.tr("; ", "separator between the facts of a rule").join(f for f in facts if f)
        if not body and explained.outcome is Outcome.CORRECT:
            body = expected
        body = body[:1].upper() + body[1:]
        article = self.tr("; ", "separator between the articles cited").join(
            self.article(a) for a in (explained.article, *explained.also))
        # The rule once, with its article; with no fact left beyond the right answer (shown
        # already), the article alone.
        rule = self.tr("{facts} — {article}").format(facts=body, article=article) if body \
            else article
        if explained.outcome is Outcome.TIMED_OUT:
            return self.tr("Time is up. The answer: {answer}. {rule}").format(
                answer=expected, rule=rule)
        if explained.outcome is Outcome.NOT_FEWEST_CHIPS:
            return self.tr("Right amount, not the fewest chips. You answered {given}; the "
                           "answer is {answer}. {rule}").format(
                given=self.answer(explained.given), answer=expected, rule=rule)
        if explained.outcome is Outcome.WRONG:
            return self.tr("Not right. You answered {given}; the answer is {answer}. "
                           "{rule}").format(given=self.answer(explained.given),
                                            answer=expected, rule=rule)
        return self.tr("Correct. {rule}").format(rule=rule)

    def answer(self, phrases: tuple[Phrase, ...]) -> str:
        """An answer ("Player 5, Banker 7, Banker wins")."""
        text = ""
        for phrase in phrases:
            word = self._answer_phrase(phrase)
            if not text:
                text = word
            elif phrase.code == "chips_in":
                text = self.tr("{pay} {chips}", "a payout followed by its chips").format(
                    pay=text, chips=word)
            else:
                text += self.tr(", ", "separator between the parts of an answer") + word
        return text

    def _answer_phrase(self, phrase: Phrase) -> str:
        word = self._answers(phrase.params).get(phrase.code)
        return word() if word is not None else phrase.code

    def _answers(self, p: Params) -> dict[str, Callable[[], str]]:
        """The words of each answer phrase code (see :func:`trainer.drills.explain.
        answer_phrases`), for the parameters ``p``."""
        return {
            "no_answer": lambda: self.tr("no answer"),
            "draw": lambda: self.tr("draw"),
            "stand": lambda: self.tr("stand"),
            "totals": lambda: self.tr("Player {player}, Banker {banker}").format(
                player=p["player_total"], banker=p["banker_total"]),
            "winner": lambda: self._winner_result(str(p["winner"])),
            "pair": lambda: self.bet(f"{p['hand']}_pair"),
            "natural_called": lambda: self.tr("natural"),
            "pay": lambda: self.tr("pay {amount}").format(amount=_money(p["amount"])),
            "commission_amount": lambda: self.tr("commission {amount}").format(
                amount=_money(p["amount"])),
            "chips_in": lambda: self.tr("in chips {chips}").format(
                chips=self.chips(str(p["chips"]))),
            "level": lambda: self.level_in_text(p["ordinal"]),
            "door_call": lambda: self.tr("door {door} {result}").format(
                door=p["door"], result=self._door_verb(str(p["result"]))),
            "yes": lambda: self.tr("yes"),
            "no": lambda: self.tr("no"),
            "number": lambda: str(p["value"]),
            "choice": lambda: self.shoe_choice(str(p["code"])),
        }

    def _winner_result(self, code: str) -> str:
        return {"P": self.tr("Player wins"), "B": self.tr("Banker wins"),
                "T": self.tr("Tie")}.get(code, code)

    def _door_verb(self, result: str) -> str:
        """A door's result against the banker: "wins", "loses", "ties"."""
        return {"win": self.tr("wins", "a Sam Kong door against the banker"),
                "lose": self.tr("loses", "a Sam Kong door against the banker"),
                "tie": self.tr("ties", "a Sam Kong door against the banker")}.get(result, result)

    def chips(self, text: str) -> str:
        """``"1000x2 + 50x1"`` (a detail parameter) as ``"2 × 1,000 + 1 × 50"``."""
        parts = []
        for item in text.split(" + "):
            value, marked, count = item.partition("x")
            if not marked:
                return text
            parts.append(self.tr("{count} × {chip}").format(
                count=count, chip=format_hkd(Decimal(value), symbol=False)))
        return " + ".join(parts)

    def fact(self, phrase: Phrase) -> str:
        """One fact of a rule; a code this version does not know is worded in English."""
        template = self._facts().get(phrase.code)
        if template is None:
            return describe_detail(phrase.code, phrase.params)
        try:
            text = template(phrase.params)
        except (KeyError, ValueError, ArithmeticError):
            return describe_detail(phrase.code, phrase.params)
        cited = detail_article(phrase.params)
        if cited is None:
            return text
        return self.tr("{fact} ({article})", "a fact of a rule and the article it comes from"
                       ).format(fact=text, article=self.article(cited))

    def _part(self, part: str) -> str:
        return {
            "player_total": self.tr("the Player total"),
            "banker_total": self.tr("the Banker total"),
            "winner": self.tr("the winner"),
            "player_pair": self.tr("the Player Pair"),
            "banker_pair": self.tr("the Banker Pair"),
            "natural": self.tr("the natural"),
            "paid": self.tr("the payout"),
            "commission": self.tr("the commission"),
            "chips": self.tr("the chip breakdown"),
            "level": self.tr("the level"),
        }.get(part, part)

    def _value(self, part: str, value: ParamValue) -> str:
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        if value is None or value == "none":
            return self.tr("none")
        if part == "winner":
            return self.winner(str(value)) if value in ("P", "B", "T") else str(value)
        if part in ("paid", "commission"):
            return _money(value)
        if part == "chips":
            return self.chips(str(value))
        if part == "level":
            return self.level_in_text(value)
        return str(value)

    def _wrong_part(self, p: Params) -> str:
        part = str(p["part"])
        if part == "chips" and p.get("fault") == "not_fewest_chips":
            return self.tr("right amount, but {given} chips where {fewest} pay it").format(
                given=p.get("given_count", "?"), fewest=p.get("fewest_count", "?"))
        if part.startswith("door_"):
            given = (self.tr("no answer") if p["given"] is None
                     else self._door_verb(str(p["given"])))
            return self.tr("door {door} {expected}, not {given}").format(
                door=part[5:], expected=self._door_verb(str(p["expected"])), given=given)
        if isinstance(p["expected"], bool):
            return self._yes_no_part(part, p["expected"])
        return self.tr("{part} is {expected}, not {given}").format(
            part=self._part(part), expected=self._value(part, p["expected"]),
            given=self._value(part, p["given"]))

    def _yes_no_part(self, part: str, expected: bool) -> str:
        """A yes/no part of a call, said as what the coup has: "there is no Player Pair"."""
        if part == "natural":
            return (self.tr("the coup is a natural") if expected
                    else self.tr("the coup is not a natural"))
        if part in ("player_pair", "banker_pair"):
            pair = self.bet(part)
            return (self.tr("there is a {pair}") if expected
                    else self.tr("there is no {pair}")).format(pair=pair)
        return self.tr("{part}: {expected}").format(
            part=self._part(part), expected=self._value(part, expected))

    def _bet_result(self, p: Params) -> str:
        kind = str(p["bet"])
        if "door" in p or "point" in p:
            label = self._samkong_bet(kind, p.get("door"), p.get("point"))
        else:
            label = self.bet(kind)
        amount = _money(p["amount"])
        result = str(p["result"])
        seat = p.get("seat")
        if seat is None:
            return {
                "win": self.tr("{bet} {amount} wins"),
                "lose": self.tr("{bet} {amount} loses: take it"),
                "push": self.tr("{bet} {amount} pushes: it stays"),
            }[result].format(bet=label, amount=amount)
        return {
            "win": self.tr("seat {seat} {bet} {amount} wins"),
            "lose": self.tr("seat {seat} {bet} {amount} loses: take it"),
            "push": self.tr("seat {seat} {bet} {amount} pushes: it stays"),
        }[result].format(seat=seat, bet=label, amount=amount)

    def _commission(self, p: Params) -> str:
        """Art. 18 (1) as arithmetic: "5% of HK$1,200 = HK$60: pay HK$1,140" (a grade stored
        before the payout was a fact says the commission alone)."""
        commission, winnings = _money(p["commission"]), _money(p["winnings"])
        if "paid" not in p:
            return (self.tr("mark commission {commission} (5% of {winnings}) in the commission "
                            "box") if p.get("marked") else
                    self.tr("deduct commission {commission} (5% of {winnings})")).format(
                commission=commission, winnings=winnings)
        if p.get("marked"):
            return self.tr("5% of {winnings} = {commission}: pay {paid}, mark {commission} in "
                           "the commission box").format(
                winnings=winnings, commission=commission, paid=_money(p["paid"]))
        return self.tr("5% of {winnings} = {commission}: pay {paid}").format(
            winnings=winnings, commission=commission, paid=_money(p["paid"]))

    def _facts(self) -> dict[str, Callable[[Params], str]]:
        return {
            "natural": lambda p: (
                self.tr("Player has a natural {total}: nobody draws")
                if p["hand"] == "player"
                else self.tr("Banker has a natural {total}: nobody draws")
            ).format(total=p["total"]),
            "player_draws_on": lambda p: self.tr(
                "Player {total} draws (Player draws on {range})").format(
                total=p["total"], range=p["range"]),
            "player_stands_on": lambda p: self.tr(
                "Player {total} stands (Player stands on {range})").format(
                total=p["total"], range=p["range"]),
            "banker_draws_player_stood": lambda p: self.tr(
                "Banker {total} draws when the Player stood (Banker draws on {range})").format(
                total=p["total"], range=p["range"]),
            "banker_stands_player_stood": lambda p: self.tr(
                "Banker {total} stands when the Player stood").format(total=p["total"]),
            "banker_stands_7": lambda p: self.tr("Banker {total} always stands").format(
                total=p["total"]),
            "banker_draws_on": lambda p: (
                self.tr("Banker {total} draws whatever the Player's third card")
                if p["range"] == "0-9"
                else self.tr("Banker {total} draws when the Player's third card is {range}")
            ).format(total=p["total"], range=p["range"]),
            "banker_stands_on": lambda p: self.tr(
                "Banker {total} stands on a Player third card of {third} (it draws only on "
                "{range})").format(total=p["total"], third=p["third"], range=p["range"]),
            "third_card_counts": lambda p: self.tr("the {card} counts {value}").format(
                card=card_text(str(p["card"])), value=p["value"]),
            "coup_result": lambda p: {
                "P": self.tr("Player {player}, Banker {banker}: Player wins"),
                "B": self.tr("Player {player}, Banker {banker}: Banker wins"),
                "T": self.tr("Player {player}, Banker {banker}: Tie"),
            }[str(p["winner"])].format(player=p["player_total"], banker=p["banker_total"]),
            "wrong_part": self._wrong_part,
            "burn_first_card": lambda p: self.tr(
                "a first card {card} means burning {burn} more cards").format(
                card=card_text(str(p["card"])), burn=p["burn"]),
            "burn_decks": lambda p: self.tr("with {decks} decks burn {burn} cards").format(
                decks=p["decks"], burn=p["burn"]),
            "burn_fixed_range": lambda p: (
                self.tr("a fixed burn is {low} to {high} cards; {fixed} is allowed")
                if _within(p["fixed"], p["low"], p["high"])
                else self.tr("a fixed burn is {low} to {high} cards; {fixed} is not allowed")
            ).format(low=p["low"], high=p["high"], fixed=p["fixed"]),
            "cut_card_min": lambda p: self.tr(
                "the cut card goes at the last {min} cards or earlier").format(min=p["min"]),
            "second_cut_range": lambda p: self.tr(
                "the second cut card goes between the last {low} and {high} cards").format(
                low=p["low"], high=p["high"]),
            "last_coup": lambda p: self.tr(
                "the cut card came out in coup {cut}: coup {last} is the last").format(
                cut=p["cut_in_coup"], last=p["last"]),
            "demonstration_coups_max": lambda p: self.tr(
                "at most {max} demonstration coups per shoe").format(max=p["max"]),
            "exposed_card_valid": lambda p: self.tr(
                "an exposed card stays valid and the coup goes on"),
            "misdeal": lambda p: self.tr(
                "a dealing error is corrected at once, or else the coup is void"),
            "samkong_burn": lambda p: self.tr(
                "{burn} cards burnt in all once coup {coup} starts ({decks} decks: as many as "
                "decks at the start, one more before every later coup)").format(
                burn=p["burn"], coup=p["coup"], decks=p["decks"]),
            # "rank 7 of 31", never "level 7": a newcomer read 無公八's "level 7" as 7 points.
            "samkong_level": lambda p: self.tr(
                "%n face(s) and {points} points: {name}, rank {ordinal} of {count} levels", "",
                int(p["faces"])
            ).format(points=p["points"], name=self.level_in_text(p["ordinal"]),
                ordinal=p["ordinal"], count=LEVEL_COUNT),
            "door_result": lambda p: {
                "win": self.tr("door {door} with {level} wins"),
                "lose": self.tr("door {door} with {level} loses"),
                "tie": self.tr("door {door} with {level} ties"),
            }[str(p["result"])].format(
                door=p["door"], level=self.level_in_text(p.get("door_ordinal"))),
            "bet_result": self._bet_result,
            "commission": self._commission,
            "banker_six_half": lambda p: self.tr(
                "Banker won with 6: pays half, {paid}").format(paid=_money(p["paid"])),
            "banker_level": lambda p: self.tr(
                "the banker has {name}, rank {ordinal} of {count} levels").format(
                name=self.level_in_text(p["ordinal"]), ordinal=p["ordinal"], count=LEVEL_COUNT),
            "ten_is_not_a_face": lambda p: self.tr(
                "a 10 counts 0 but is not a face ({cards})").format(
                cards=_cards_text(str(p["cards"]))),
            "pays": lambda p: self.tr("pays {odds}: pay {paid}").format(
                odds=p["odds"], paid=_money(p["paid"])),
            "chips_fewest": lambda p: (
                self.tr("fewest chips: {chips} (house practice, no article)")
                if p.get("source") == "house"
                else self.tr("fewest chips: {chips}")).format(chips=self.chips(str(p["chips"]))),
        }
