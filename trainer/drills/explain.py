"""A grade's explanation as data, and its English wording for the CLI and the tests.

:func:`explanation` turns a :class:`~trainer.drills.model.Grade` into an :class:`Explanation`:
the outcome, the answer given and the right one, the facts of the rule and the article, all as
codes with parameters. The UI words that in the user's language (``ui/words.py``, STYLE.md
habit 8); :func:`explain` words it in English, e.g. "Banker 5 draws when the Player's third
card is 4-7 — Baccarat art. 9 (3)(4)".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum

from trainer.articles import Article
from trainer.baccarat.bets import spec_of
from trainer.drills.answers import (
    Answer,
    CallAnswer,
    DrawAnswer,
    PayoutAnswer,
    SamKongDoorsAnswer,
    SamKongLevelAnswer,
    ShoeAnswer,
)
from trainer.drills.lines import chips_text
from trainer.drills.model import Fault, Grade, ParamValue, ReasonCode
from trainer.money import format_hkd
from trainer.samkong.bets import spec_of as samkong_spec_of
from trainer.samkong.levels import LEVEL_COUNT

Params = Mapping[str, ParamValue]

_PARTS = {
    "player_total": "the Player total",
    "banker_total": "the Banker total",
    "winner": "the winner",
    "player_pair": "the Player Pair",
    "banker_pair": "the Banker Pair",
    "natural": "the natural",
    "paid": "the payout",
    "commission": "the commission",
    "chips": "the chip breakdown",
    "level": "the level",
}
_WINNERS = {"P": "Player", "B": "Banker", "T": "Tie"}
def _bet_label(code: str) -> str:
    """A bet's English name from its spec: baccarat's first (a Sam Kong tie reads "Tie" as
    one did before), then Sam Kong's (trainer.samkong.bets), else the code itself."""
    try:
        return spec_of(code).label
    except ValueError:
        pass
    try:
        return samkong_spec_of(code).label
    except ValueError:
        return code


_RESULT_WORDS = {"win": "wins", "lose": "loses: take it", "push": "pushes: it stays"}


def _value(part: str, value: ParamValue) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if part == "winner" and isinstance(value, str):
        return _WINNERS.get(value, value)
    if part in ("paid", "commission") and isinstance(value, str) and value not in ("none", ""):
        return format_hkd(Decimal(value))
    if part == "chips" and isinstance(value, str) and value not in ("none", ""):
        return _chips(value)
    return str(value)


def _chips(text: str) -> str:
    """``"1000x2 + 50x1"`` (a detail parameter) as ``"2 × 1,000 + 1 × 50"``."""
    parts = []
    for item in text.split(" + "):
        value, marked, count = item.partition("x")
        if not marked:
            return text
        parts.append(f"{count} × {format_hkd(Decimal(value), symbol=False)}")
    return " + ".join(parts)


def _part(part: str) -> str:
    if part.startswith("door_"):
        return f"door {part[5:]}"
    return _PARTS.get(part, part)


def _hand(p: Params) -> str:
    return "Player" if p.get("hand") == "player" else "Banker"


_TEMPLATES: dict[str, Callable[[Params], str]] = {
    "natural": lambda p: f"{_hand(p)} has a natural {p['total']}: nobody draws",
    "player_draws_on": lambda p: f"Player {p['total']} draws (Player draws on {p['range']})",
    "player_stands_on": lambda p: f"Player {p['total']} stands (Player stands on {p['range']})",
    "banker_draws_player_stood": lambda p: (
        f"Banker {p['total']} draws when the Player stood (Banker draws on {p['range']})"
    ),
    "banker_stands_player_stood": lambda p: f"Banker {p['total']} stands when the Player stood",
    "banker_stands_7": lambda p: f"Banker {p['total']} always stands",
    "banker_draws_on": lambda p: (
        f"Banker {p['total']} draws whatever the Player's third card"
        if p["range"] == "0-9"
        else f"Banker {p['total']} draws when the Player's third card is {p['range']}"
    ),
    "banker_stands_on": lambda p: (
        f"Banker {p['total']} stands on a Player third card of {p['third']} "
        f"(it draws only on {p['range']})"
    ),
    "third_card_counts": lambda p: f"the {p['card']} counts {p['value']}",
    "coup_result": lambda p: (
        f"Player {p['player_total']}, Banker {p['banker_total']}: "
        + ("Tie" if p["winner"] == "T" else f"{_WINNERS.get(str(p['winner']), '')} wins")
    ),
    "wrong_part": lambda p: (
        f"right amount, not the fewest chips: {p['given_count']} chips "
        f"({_chips(str(p['given']))}) where {p['fewest_count']} pay it"
        if p.get("fault") == "not_fewest_chips" else
        f"{_part(str(p['part']))} is "
        f"{_value(str(p['part']), p['expected'])}, not {_value(str(p['part']), p['given'])}"
    ),
    "burn_first_card": lambda p: (
        f"a first card {p['card']} means burning {p['burn']} more cards"
    ),
    "burn_decks": lambda p: f"with {p['decks']} decks burn {p['burn']} cards",
    "burn_fixed_range": lambda p: (
        f"a fixed burn is {p['low']} to {p['high']} cards; {p['fixed']} is "
        + ("allowed" if isinstance(p["fixed"], int) and 1 <= p["fixed"] <= 8 else "not allowed")
    ),
    "cut_card_min": lambda p: f"the cut card goes at the last {p['min']} cards or earlier",
    "second_cut_range": lambda p: (
        f"the second cut card goes between the last {p['low']} and {p['high']} cards"
    ),
    "last_coup": lambda p: (
        f"the cut card came out in coup {p['cut_in_coup']}: coup {p['last']} is the last"
    ),
    "demonstration_coups_max": lambda p: f"at most {p['max']} demonstration coups per shoe",
    "exposed_card_valid": lambda p: "an exposed card stays valid and the coup goes on",
    "misdeal": lambda p: "a dealing error is corrected at once, or else the coup is void",
    "samkong_burn": lambda p: (
        f"{p['burn']} cards burnt in all once coup {p['coup']} starts ({p['decks']} decks: "
        "as many as decks at the start, one more before every later coup)"
    ),
    "samkong_level": lambda p: (
        f"{p['faces']} face(s) and {p['points']} points: {p['name']} ({p['name_en']}, "
        f"rank {p['ordinal']} of {LEVEL_COUNT} levels)"
    ),
    "door_result": lambda p: f"door {p['door']} ({p['door_level']}) {p['result']}s",
    "bet_result": lambda p: (
        (f"seat {p['seat']} " if p.get("seat") is not None else "")
        + f"{_bet_label(str(p['bet']))} "
        + f"{_value('paid', p['amount'])} {_RESULT_WORDS.get(str(p['result']), '')}"
    ),
    "commission": lambda p: (
        f"5% of {_value('paid', p['winnings'])} = {_value('commission', p['commission'])}: "
        f"pay {_value('paid', p['paid'])}"
        + (f", mark {_value('commission', p['commission'])} in the commission box"
           if p.get("marked") else "")
        if "paid" in p else
        f"{'mark' if p.get('marked') else 'deduct'} commission "
        f"{_value('commission', p['commission'])} (5% of {_value('paid', p['winnings'])})"
        + (" in the commission box" if p.get("marked") else "")
    ),
    "banker_six_half": lambda p: f"Banker won with 6: pays half, {_value('paid', p['paid'])}",
    "banker_level": lambda p: (
        f"the banker has {p['name']} ({p['name_en']}, rank {p['ordinal']} of {LEVEL_COUNT} levels)"
    ),
    "ten_is_not_a_face": lambda p: f"a 10 counts 0 but is not a face ({p['cards']})",
    "pays": lambda p: f"pays {p['odds']}: pay {_value('paid', p['paid'])}",
    "chips_fewest": lambda p: (
        f"fewest chips: {_chips(str(p['chips']))}"
        + (" (house practice, no article)" if p.get("source") == "house" else "")
    ),
}


def describe_detail(code: str, params: Params) -> str:
    """One detail in English (unknown codes are shown as the code)."""
    template = _TEMPLATES.get(code)
    if template is None:
        return code
    try:
        text = template(params)
    except (KeyError, ValueError, ArithmeticError):
        return code
    cited = detail_article(params)
    return text if cited is None else f"{text} ({cited})"


def detail_article(params: Params) -> Article | None:
    """The rule one fact cites on its own (``"article"``, an :attr:`Article.ref`), if any: each
    wrong part of a call, each door of a Sam Kong deal."""
    ref = params.get("article")
    if not isinstance(ref, str):
        return None
    try:
        return Article.from_code(ref)
    except ValueError:
        return None


# ---- the explanation as data ---------------------------------------------------------------


class Outcome(Enum):
    """How the answer went."""

    CORRECT = "correct"
    WRONG = "wrong"
    TIMED_OUT = "timed_out"
    NOT_FEWEST_CHIPS = "not_fewest_chips"
    """Wrong, but only because the right amount was paid in more chips than needed: its own
    grade, not a wrong amount (:attr:`Fault.NOT_FEWEST_CHIPS`)."""


@dataclass(frozen=True)
class Phrase:
    """One thing to say, as a code and its parameters; a UI words it in the user's language.

    Facts use the detail codes of :class:`~trainer.drills.model.Grade` (``"banker_draws_on"``,
    ``"wrong_part"`` …); answers use the codes of :func:`answer_phrases`.
    """

    code: str
    params: Mapping[str, ParamValue] = field(default_factory=dict)


@dataclass(frozen=True)
class Explanation:
    """Everything the feedback line says, as codes: the verdict, what was answered, the right
    answer, the facts of the rule that decides it, and the article it is written in."""

    outcome: Outcome
    given: tuple[Phrase, ...]
    """The trainee's answer (``("no_answer",)`` when there was none)."""
    expected: tuple[Phrase, ...]
    """The right answer."""
    facts: tuple[Phrase, ...]
    """The rule applied, from the grade's details; empty when the grade has none (then the
    right answer is the whole explanation)."""
    article: Article
    also: tuple[Article, ...] = ()
    """Other articles the facts rest on (e.g. the card values of art. 5 when a total of a
    called coup was wrong), each cited once after :attr:`article`."""


def answer_phrases(answer: Answer | None) -> tuple[Phrase, ...]:
    """An answer as phrases.

    Codes: ``no_answer``; ``draw``, ``stand``; ``totals`` (player_total, banker_total),
    ``winner`` (winner: P, B or T), ``pair`` (hand), ``natural_called``; ``pay`` (amount),
    ``commission_amount`` (amount), ``chips_in`` (chips, as :func:`chips_text`); ``level``
    (ordinal); ``door_call`` (door, result: win, lose or tie); ``yes``, ``no``; ``number``
    (value); ``choice`` (code).
    """
    if answer is None:
        return (Phrase("no_answer"),)
    if isinstance(answer, DrawAnswer):
        return (Phrase("draw" if answer.draws else "stand"),)
    if isinstance(answer, CallAnswer):
        phrases = [
            Phrase("totals", {"player_total": answer.player_total,
                              "banker_total": answer.banker_total}),
            Phrase("winner", {"winner": answer.winner.value}),
        ]
        phrases += [Phrase("pair", {"hand": hand}) for hand, on in (
            ("player", answer.player_pair), ("banker", answer.banker_pair)) if on]
        if answer.natural:
            phrases.append(Phrase("natural_called"))
        return tuple(phrases)
    if isinstance(answer, PayoutAnswer):
        phrases = [Phrase("pay", {"amount": str(answer.paid)})]
        if answer.commission is not None:
            phrases.append(Phrase("commission_amount", {"amount": str(answer.commission)}))
        if answer.chips:
            phrases.append(Phrase("chips_in", {"chips": chips_text(answer.chips)}))
        return tuple(phrases)
    if isinstance(answer, SamKongLevelAnswer):
        return (Phrase("level", {"ordinal": answer.ordinal}),)
    if isinstance(answer, SamKongDoorsAnswer):
        return tuple(Phrase("door_call", {"door": i, "result": r.value})
                     for i, r in enumerate(answer.results, 1))
    if isinstance(answer, ShoeAnswer):
        if isinstance(answer.value, bool):
            return (Phrase("yes" if answer.value else "no"),)
        if isinstance(answer.value, int):
            return (Phrase("number", {"value": answer.value}),)
        return (Phrase("choice", {"code": answer.value}),)
    raise TypeError(f"not an answer: {answer!r}")  # pragma: no cover


def _stated_parts(grade: Grade) -> set[str]:
    """The answer parts another fact already states: a door's result (``door_result``), the
    Sam Kong level (``samkong_level``). A ``wrong_part`` on those would say them again."""
    parts: set[str] = set()
    for code, params in grade.details:
        if code == "door_result":
            parts.add(f"door_{params.get('door')}")
        elif code == "samkong_level":
            parts.add("level")
    return parts


def explanation(grade: Grade) -> Explanation:
    """The grade as codes and parameters, for a UI to word (STYLE.md habit 8).

    The explanation says each thing once. When the right answer is shown
    (a wrong answer or a time-out), ``coup_result`` (which only restates it) is left out, and
    a ``wrong_part`` is left out when another fact states that part (a door's result, the
    level). A fact's own article is left out when it is the grade's article (cited once, at
    the end); any other article the facts rest on is cited once, after it
    (:attr:`Explanation.also`).
    """
    if grade.timed_out:
        outcome = Outcome.TIMED_OUT
    elif grade.correct:
        outcome = Outcome.CORRECT
    elif grade.fault is Fault.NOT_FEWEST_CHIPS:
        outcome = Outcome.NOT_FEWEST_CHIPS
    else:
        outcome = Outcome.WRONG
    stated = _stated_parts(grade)
    facts: list[Phrase] = []
    also: list[Article] = []
    for code, params in grade.details:
        if outcome is not Outcome.CORRECT and code == "coup_result":
            continue
        if code == "wrong_part" and params.get("part") in stated:
            continue
        cited = detail_article(params)
        if cited is not None and cited != grade.article and cited not in also:
            also.append(cited)
        if cited is not None:
            params = {k: v for k, v in params.items() if k != "article"}
        facts.append(Phrase(code, params))
    return Explanation(
        outcome,
        answer_phrases(grade.given),
        answer_phrases(grade.expected),
        tuple(facts),
        grade.article,
        tuple(also),
    )


def recorded_explanation(
    *,
    correct: bool,
    given: Answer | None,
    expected: Answer,
    reason: str | None,
    article: str | None,
    fault: str | None = None,
) -> Explanation | None:
    """The explanation of a grade as it was stored, without grading again.

    The verdict, both answers and the article are the record's; the facts of the rule are
    not stored, so there are none. None when the stored article is not a code this version
    reads (the screen then shows the record as stored).
    """
    try:
        cited = Article.from_code(article) if article else None
    except ValueError:
        cited = None
    if cited is None:
        return None
    if reason == ReasonCode.TIMED_OUT.value:
        outcome = Outcome.TIMED_OUT
    elif correct:
        outcome = Outcome.CORRECT
    elif fault == Fault.NOT_FEWEST_CHIPS.value:
        outcome = Outcome.NOT_FEWEST_CHIPS
    else:
        outcome = Outcome.WRONG
    return Explanation(outcome, answer_phrases(given), answer_phrases(expected), (), cited)


# ---- the English wording ---------------------------------------------------------------------


def _answer_phrase(phrase: Phrase) -> str:
    p = phrase.params
    words: dict[str, Callable[[], str]] = {
        "no_answer": lambda: "no answer",
        "draw": lambda: "draw",
        "stand": lambda: "stand",
        "totals": lambda: f"Player {p['player_total']}, Banker {p['banker_total']}",
        "winner": lambda: "Tie" if p["winner"] == "T" else f"{_WINNERS[str(p['winner'])]} wins",
        "pair": lambda: "Player Pair" if p["hand"] == "player" else "Banker Pair",
        "natural_called": lambda: "natural",
        "pay": lambda: f"pay {_value('paid', p['amount'])}",
        "commission_amount": lambda: f"commission {_value('commission', p['amount'])}",
        "chips_in": lambda: f"in chips {_chips(str(p['chips']))}",
        "level": lambda: f"level {p['ordinal']}",
        "door_call": lambda: f"door {p['door']} {p['result']}",
        "yes": lambda: "yes",
        "no": lambda: "no",
        "number": lambda: str(p["value"]),
        "choice": lambda: str(p["code"]),
    }
    return words[phrase.code]()


def describe_answer(answer: Answer | None) -> str:
    """An answer in short English."""
    return _english_answer(answer_phrases(answer))


def explain(grade: Grade) -> str:
    """The grade in English (CLI, tests): the verdict, the facts, and the article."""
    return english(explanation(grade))


def english(explained: Explanation) -> str:
    """An :class:`Explanation` in English."""
    expected = _english_answer(explained.expected)
    facts = [describe_detail(f.code, f.params) for f in explained.facts]
    facts = [f for f in facts if f]
    correct = explained.outcome is Outcome.CORRECT
    body = "; ".join(facts) if facts else (expected if correct else "")
    body = body[:1].upper() + body[1:]
    cited = "; ".join(str(a) for a in (explained.article, *explained.also))
    text = f"{body} — {cited}" if body else cited
    if explained.outcome is Outcome.TIMED_OUT:
        return f"Time is up. The answer: {expected}. {text}"
    if explained.outcome is Outcome.NOT_FEWEST_CHIPS:
        return f"Right amount, not the fewest chips. The answer is {expected}. {text}"
    if explained.outcome is Outcome.WRONG:
        return (
            f"You answered {_english_answer(explained.given)}; the answer is {expected}. {text}"
        )
    return text


def _english_answer(phrases: tuple[Phrase, ...]) -> str:
    text = ""
    for phrase in phrases:
        # "pay HK$1,950 in chips 1 × 1,000 + …": the chips belong to the payout.
        separator = " " if phrase.code == "chips_in" else ", "
        word = _answer_phrase(phrase)
        text = f"{text}{separator}{word}" if text else word
    return text
