"""SAMKONG_LEVEL (name a hand's level, Sam Kong art. 5) and SAMKONG_DOORS (each door against
the banker, arts. 6, 7).

Cells: ``samkong:level:<ordinal>`` (1 = 三公 .. 31 = 無公零) and ``samkong:doors:<feature>``
with feature ``tie``, ``three_faces``, ``same_points`` (a door with the banker's points but
another face count) or ``plain``.
"""

from __future__ import annotations

import random

from trainer.cards import Card, Rank, full_deck
from trainer.drills.answers import Answer, DoorCall, SamKongDoorsAnswer, SamKongLevelAnswer
from trainer.drills.base import DrillOptions, DrillSpec, Verdict
from trainer.drills.cell import Cell
from trainer.drills.model import Detail, DrillKind, Level, Question, ReasonCode
from trainer.drills.prompts import SamKongDoorsPrompt, SamKongLevelPrompt
from trainer.samkong.levels import LEVEL_COUNT, DoorResult, HandLevel, compare, rank_hand

_MAX_TRIES = 200_000
_CALLS = {
    DoorResult.WIN: DoorCall.WIN,
    DoorResult.LOSE: DoorCall.LOSE,
    DoorResult.TIE: DoorCall.TIE,
}


def level_params(level: HandLevel) -> dict[str, str | int | bool | None]:
    """A level as the facts name it (the Table says a banker's or a door's level the same way)."""
    return {
        "ordinal": level.ordinal,
        "faces": level.faces,
        "points": level.points,
        "name": level.name_zh_hant,
        "name_en": level.name_en,
    }


# ---- SAMKONG_LEVEL ---------------------------------------------------------------------


def level_cells(options: DrillOptions) -> tuple[Cell, ...]:
    return tuple(Cell.of("samkong", "level", n) for n in range(1, LEVEL_COUNT + 1))


def _hard_hand(hand: tuple[Card, ...]) -> bool:
    """A 10 among faces, or two faces: where 10-is-not-a-face and points get confused."""
    tens = sum(1 for c in hand if c.rank is Rank.TEN)
    faces = sum(1 for c in hand if c.is_face)
    return (tens >= 1 and faces >= 1) or faces >= 2


def generate_level(
    level: Level, seed: int, options: DrillOptions, target: Cell | None = None
) -> tuple[Question, ...]:
    """Three cards from a shuffled deck; HARD mixes 10s with faces; a target forces a level."""
    rng = random.Random(seed)
    deck = full_deck()
    want: int | None = None
    if target is not None:
        want = target.number(-1)
    for _ in range(_MAX_TRIES):
        hand = tuple(rng.sample(deck, 3))
        ordinal = rank_hand(hand).ordinal
        if want is not None and ordinal != want:
            continue
        if want is None and level is Level.HARD and not _hard_hand(hand):
            continue
        prompt = SamKongLevelPrompt(hand)
        cell = Cell.of("samkong", "level", ordinal)
        return (Question(DrillKind.SAMKONG_LEVEL, level, seed, cell, prompt, target=target),)
    raise RuntimeError(f"no hand for {target}")  # pragma: no cover


def grade_level(question: Question, answer: Answer) -> Verdict:
    prompt = question.prompt
    if not isinstance(prompt, SamKongLevelPrompt) or not isinstance(answer, SamKongLevelAnswer):
        raise TypeError("a SAMKONG_LEVEL question takes a SamKongLevelAnswer")
    level = rank_hand(prompt.cards)
    details: list[Detail] = [("samkong_level", level_params(level))]
    tens = [c.code for c in prompt.cards if c.rank is Rank.TEN]
    if tens:
        details.append(("ten_is_not_a_face", {"cards": " ".join(tens)}))
    correct = answer.ordinal == level.ordinal
    if not correct:
        details.append(
            ("wrong_part", {"part": "level", "expected": level.ordinal, "given": answer.ordinal})
        )
    return Verdict(
        correct, SamKongLevelAnswer(level.ordinal), ReasonCode.SAMKONG_LEVEL, level.article,
        tuple(details),
    )


# ---- SAMKONG_DOORS ---------------------------------------------------------------------

DOOR_FEATURES = ("tie", "three_faces", "same_points", "plain")


def doors_cells(options: DrillOptions) -> tuple[Cell, ...]:
    return tuple(Cell.of("samkong", "doors", f) for f in DOOR_FEATURES)


def doors_feature(banker: HandLevel, doors: list[HandLevel]) -> str:
    if any(d == banker for d in doors):
        return "tie"
    if banker.is_three_faces or any(d.is_three_faces for d in doors):
        return "three_faces"
    if any(d.points == banker.points for d in doors):
        return "same_points"
    return "plain"


Hand = tuple[Card, ...]


def deal_doors(rng: random.Random, count: int) -> tuple[Hand, tuple[Hand, ...]]:
    """Three cards to each door clockwise from the first, the banker last (Sam Kong art. 2),
    one card at a time from a shuffled deck."""
    deck = full_deck()
    rng.shuffle(deck)
    hands: list[list[Card]] = [[] for _ in range(count + 1)]
    position = 0
    for _ in range(3):
        for hand in hands:
            hand.append(deck[position])
            position += 1
    return tuple(hands[-1]), tuple(tuple(h) for h in hands[:-1])


def generate_doors(
    level: Level, seed: int, options: DrillOptions, target: Cell | None = None
) -> tuple[Question, ...]:
    """The banker and 1-6 doors from one shuffled deck; HARD wants ties, 三公 or same points."""
    rng = random.Random(seed)
    wanted: set[str] | None = None
    if target is not None:
        wanted = {target.last}
    elif level is Level.HARD:
        wanted = {"tie", "three_faces", "same_points"}
    for _ in range(_MAX_TRIES):
        count = rng.randint(1, 6)
        banker, doors = deal_doors(rng, count)
        feature = doors_feature(rank_hand(banker), [rank_hand(d) for d in doors])
        if wanted is not None and feature not in wanted:
            continue
        prompt = SamKongDoorsPrompt(banker, doors)
        cell = Cell.of("samkong", "doors", feature)
        return (Question(DrillKind.SAMKONG_DOORS, level, seed, cell, prompt, target=target),)
    raise RuntimeError(f"no deal for {target}")  # pragma: no cover


def grade_doors(question: Question, answer: Answer) -> Verdict:
    prompt = question.prompt
    if not isinstance(prompt, SamKongDoorsPrompt) or not isinstance(answer, SamKongDoorsAnswer):
        raise TypeError("a SAMKONG_DOORS question takes a SamKongDoorsAnswer")
    banker = rank_hand(prompt.banker)
    results = [compare(door, banker) for door in prompt.doors]
    expected = SamKongDoorsAnswer(tuple(_CALLS[r] for r in results))
    details: list[Detail] = [("banker_level", level_params(banker))]
    first_wrong: DoorResult | None = None
    for number, (door, result) in enumerate(zip(prompt.doors, results, strict=True), start=1):
        level = rank_hand(door)
        details.append(("door_result", {
            "door": number,
            "door_level": level.name_zh_hant,
            "door_ordinal": level.ordinal,
            "banker_level": banker.name_zh_hant,
            "banker_ordinal": banker.ordinal,
            "result": result.value,
            # Each door cites its own rule: art. 6 for a win or a loss, art. 7 for a tie.
            "article": result.article.ref,
        }))
        given = answer.results[number - 1] if number <= len(answer.results) else None
        if given is not _CALLS[result]:
            details.append(("wrong_part", {
                "part": f"door_{number}",
                "expected": result.value,
                "given": None if given is None else given.value,
            }))
            first_wrong = first_wrong or result
    correct = first_wrong is None and len(answer.results) == len(results)
    deciding = first_wrong if first_wrong is not None else (
        DoorResult.TIE if DoorResult.TIE in results else DoorResult.WIN
    )
    reason = (
        ReasonCode.SAMKONG_DOOR_TIE if deciding is DoorResult.TIE
        else ReasonCode.SAMKONG_DOOR_WIN_LOSE
    )
    return Verdict(correct, expected, reason, deciding.article, tuple(details))


LEVEL_SPEC = DrillSpec(
    DrillKind.SAMKONG_LEVEL, (Level.ALL, Level.HARD, Level.WEAK), generate_level, grade_level,
    level_cells,
    order=40, name_code="samkong_level", target_ms=4000, panel="samkong_level",
    probe=SamKongLevelAnswer(1), reasons=(ReasonCode.SAMKONG_LEVEL,),
)
DOORS_SPEC = DrillSpec(
    DrillKind.SAMKONG_DOORS, (Level.ALL, Level.HARD, Level.WEAK), generate_doors, grade_doors,
    doors_cells,
    order=50, name_code="samkong_doors", target_ms=6000, panel="samkong_doors",
    probe=SamKongDoorsAnswer(()),
    reasons=(ReasonCode.SAMKONG_DOOR_WIN_LOSE, ReasonCode.SAMKONG_DOOR_TIE),
)
