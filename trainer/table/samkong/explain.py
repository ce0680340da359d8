"""The facts a Sam Kong Table step is explained with, from the same engine call Practice
explains with: a hand's level by the Sam Kong level drill's grader
(:func:`trainer.drills.samkong.grade_level`: its faces and points, its name and place in the
annex, a 10 that is no face), so the Table and Practice say the same rule the same way."""

from __future__ import annotations

from collections.abc import Sequence

from trainer.cards import Card
from trainer.drills import samkong
from trainer.drills.answers import SamKongLevelAnswer
from trainer.drills.cell import Cell
from trainer.drills.model import Detail, DrillKind, Level, Question
from trainer.drills.prompts import SamKongLevelPrompt


def level_facts(cards: Sequence[Card], given: int) -> tuple[Detail, ...]:
    """Why a hand is the level it is (and, when ``given`` is not, what was named)."""
    question = Question(DrillKind.SAMKONG_LEVEL, Level.ALL, 0, Cell.of("samkong", "level"),
                        SamKongLevelPrompt(tuple(cards)))
    return tuple(samkong.grade_level(question, SamKongLevelAnswer(given)).details)
