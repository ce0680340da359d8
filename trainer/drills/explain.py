"""Default English wording of a grade, for the CLI, the tests and the English UI.

The UI proper words grades from their codes in the user's language; this is the fallback.
``explain(grade)`` -> e.g. "Banker 5 draws when the Player's third card is 4-7 — Baccarat
art. 9 (3)(4)".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal

from trainer.drills.lines import chips_text
from trainer.drills.model import (
    Answer,
    CallAnswer,
    DrawAnswer,
    Grade,
    ParamValue,
    PayoutAnswer,
    SamKongDoorsAnswer,
    SamKongLevelAnswer,
    ShoeAnswer,
    Winner,
)
from trainer.money import format_hkd

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
_BET_LABELS = {
    "player": "Player",
    "banker": "Banker",
    "tie": "Tie",
    "player_pair": "Player Pair",
    "banker_pair": "Banker Pair",
    "lucky_6": "Lucky 6",
    "door": "door",
    "odd": "odd",
    "even": "even",
    "three_faces": "三公",
    "point": "point",
}
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
        f"{_part(str(p['part']))} is "
        f"{_value(str(p['part']), p['expected'])}, not {_value(str(p['part']), p['given'])}"
    ),
    "burn_first_card": lambda p: f"a first card {p['card']} means burning {p['burn']}",
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
        f"burn {p['burn']} before coup {p['coup']} ({p['decks']} decks: as many as decks "
        "at the start, one more before every later coup)"
    ),
    "samkong_level": lambda p: (
        f"{p['faces']} face(s) and {p['points']} points: {p['name']} ({p['name_en']}, "
        f"level {p['ordinal']})"
    ),
    "door_result": lambda p: f"door {p['door']} ({p['door_level']}) {p['result']}s",
    "bet_result": lambda p: (
        (f"seat {p['seat']} " if p.get("seat") is not None else "")
        + f"{_BET_LABELS.get(str(p['bet']), str(p['bet']))} "
        + f"{_value('paid', p['amount'])} {_RESULT_WORDS.get(str(p['result']), '')}"
    ),
    "commission": lambda p: (
        f"{'mark' if p.get('marked') else 'deduct'} commission "
        f"{_value('commission', p['commission'])} (5% of {_value('paid', p['winnings'])})"
        + (" in the commission box" if p.get("marked") else "")
    ),
    "banker_level": lambda p: f"the banker has {p['name']} ({p['name_en']}, level {p['ordinal']})",
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
        return template(params)
    except (KeyError, ValueError, ArithmeticError):
        return code


def describe_answer(answer: Answer | None) -> str:
    """An answer in short English."""
    if answer is None:
        return "no answer"
    if isinstance(answer, DrawAnswer):
        return "draw" if answer.draws else "stand"
    if isinstance(answer, CallAnswer):
        pairs = [n for n, on in (("Player Pair", answer.player_pair),
                                 ("Banker Pair", answer.banker_pair)) if on]
        winner = "Tie" if answer.winner is Winner.TIE else f"{_WINNERS[answer.winner.value]} wins"
        return (
            f"Player {answer.player_total}, Banker {answer.banker_total}, {winner}"
            + (", " + ", ".join(pairs) if pairs else "")
            + (", natural" if answer.natural else "")
        )
    if isinstance(answer, PayoutAnswer):
        text = f"pay {format_hkd(answer.paid)}"
        if answer.commission is not None:
            text += f", commission {format_hkd(answer.commission)}"
        if answer.chips:
            text += f" in chips {_chips(chips_text(answer.chips))}"
        return text
    if isinstance(answer, SamKongLevelAnswer):
        return f"level {answer.ordinal}"
    if isinstance(answer, SamKongDoorsAnswer):
        return ", ".join(f"door {i} {r.value}" for i, r in enumerate(answer.results, 1))
    if isinstance(answer, ShoeAnswer):
        if isinstance(answer.value, bool):
            return "yes" if answer.value else "no"
        return str(answer.value)
    raise TypeError(f"not an answer: {answer!r}")  # pragma: no cover


def explain(grade: Grade) -> str:
    """The grade in English: the verdict, the facts, and the article."""
    facts = [describe_detail(code, params) for code, params in grade.details]
    facts = [f for f in facts if f]
    body = "; ".join(facts) if facts else describe_answer(grade.expected)
    body = body[:1].upper() + body[1:]
    text = f"{body} — {grade.article}"
    if grade.timed_out:
        return f"Time is up. The answer: {describe_answer(grade.expected)}. {text}"
    if not grade.correct:
        return (
            f"You answered {describe_answer(grade.given)}; the answer is "
            f"{describe_answer(grade.expected)}. {text}"
        )
    return text
