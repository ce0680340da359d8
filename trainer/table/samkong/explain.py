"""The facts a Sam Kong Table step is explained with, from the same engine calls Practice
explains with: a hand's level by the Sam Kong level drill's grader
(:func:`trainer.drills.samkong.grade_level`: its faces and points, its name and place in the
annex, a 10 that is no face) and a door's result by the doors drill's
(:func:`~trainer.drills.samkong.grade_doors`: the banker's level, the door's, the result and
its article), so the Table and Practice say the same rule the same way."""

from __future__ import annotations

from collections.abc import Sequence

from trainer.cards import Card
from trainer.drills import samkong
from trainer.drills.answers import DoorCall, SamKongDoorsAnswer, SamKongLevelAnswer
from trainer.drills.cell import Cell
from trainer.drills.model import Detail, DrillKind, Level, Question
from trainer.drills.prompts import SamKongDoorsPrompt, SamKongLevelPrompt
from trainer.samkong.levels import DoorResult


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
