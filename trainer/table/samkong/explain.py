"""The facts a Sam Kong Table step is explained with, from the same engine calls Practice
explains with: a hand's level by the Sam Kong level drill's grader
(:func:`trainer.drills.samkong.grade_level`: its faces and points, its name and place in the
annex, a 10 that is no face) and a door's result by the doors drill's
(:func:`~trainer.drills.samkong.grade_doors`: the banker's level, the door's, the result and
its article), so the Table and Practice say the same rule the same way; and why a bet won,
lost or stands, from the engine's settlement of the round (:func:`settle_facts`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from trainer.cards import Card
from trainer.drills import samkong
from trainer.drills.answers import DoorCall, SamKongDoorsAnswer, SamKongLevelAnswer
from trainer.drills.cell import Cell
from trainer.drills.model import Detail, DrillKind, Level, Question
from trainer.drills.prompts import SamKongDoorsPrompt, SamKongLevelPrompt
from trainer.samkong.levels import DoorResult
from trainer.samkong.settlement import SamKongLine, SamKongSettlement

BET_CONDITION = "samkong_bet_condition"
"""The fact of a bet not on a door's level against the banker's: odd/even, 三公, a chosen
point (decided by the banker's hand alone) and a door's tie (the door's level equal to the
banker's), with the result the engine settled it at."""


def level_facts(cards: Sequence[Card], given: int) -> tuple[Detail, ...]:
    """Why a hand is the level it is (and, when ``given`` is not, what was named)."""
    question = Question(DrillKind.SAMKONG_LEVEL, Level.ALL, 0, Cell.of("samkong", "level"),
                        SamKongLevelPrompt(tuple(cards)))
    return tuple(samkong.grade_level(question, SamKongLevelAnswer(given)).details)


def door_facts(banker: Sequence[Card], cards: Sequence[Card], door: int, given: DoorResult
               ) -> tuple[Detail, ...]:
    """Why door ``door`` (its ``cards``) wins, loses or ties against the banker, and what was
    called when it was not that: the doors drill's facts of that one door, numbered as the
    table numbers it."""
    question = Question(DrillKind.SAMKONG_DOORS, Level.ALL, 0, Cell.of("samkong", "doors"),
                        SamKongDoorsPrompt(tuple(banker), (tuple(cards),)))
    verdict = samkong.grade_doors(question, SamKongDoorsAnswer((DoorCall(given.value),)))
    facts: list[Detail] = []
    for code, params in verdict.details:
        if code == "door_result":
            params = {**params, "door": door}
        elif code == "wrong_part":
            params = {**params, "part": f"door_{door}"}
        facts.append((code, params))
    return tuple(facts)


def settle_facts(line: SamKongLine, settlement: SamKongSettlement,
                 hands: Mapping[int, Sequence[Card]], banker: int) -> tuple[Detail, ...]:
    """Why ``line``'s bet won, lost or stands, from the engine's ``settlement`` of the round
    (``hands``: the round's cards by door, the banker's at ``banker``): a bet on a door, the
    banker's level against the door's (the doors drill's facts, with the article of art. 6 or
    7); any other bet, the banker's level and the bet's condition (:data:`BET_CONDITION`:
    odd/even with the push on a banker 三公, 三公, the chosen point, the door's tie)."""
    bet = line.bet
    if bet.kind.spec.on_door and bet.door is not None:
        facts = door_facts(hands[banker], hands[bet.door], bet.door,
                           settlement.door_result(bet.door))
    else:
        facts = (("banker_level", samkong.level_params(settlement.banker)),)
    if bet.kind.spec.side:
        facts += ((BET_CONDITION, {
            "bet": bet.kind.value, "result": line.result.value, "door": bet.door,
            "point": bet.point, "points": settlement.banker.points,
            "three_faces": settlement.banker.is_three_faces,
        }),)
    return facts
