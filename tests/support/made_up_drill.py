"""A made-up drill kind, registered for one test and taken back after it: it proves that a new
drill is one :class:`~trainer.drills.base.DrillSpec` (and one ``DrillKind.define``), reaching
every list of kinds with no list edited.

"Player's third card": one step per deal, the Player's draw-or-stand decision only, on two
two-card hands with no natural. Its own cells (``third:<player total>``), generator and grader;
the grade is the engine's own Player rule (:func:`trainer.baccarat.tableau.player_rule`, Baccarat
art. 9 (1), (2)). It asks and is answered as the draw drill is, so it names the ``draw`` panel.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

from trainer.baccarat.coup import hand_total
from trainer.baccarat.tableau import player_rule
from trainer.drills.answers import Answer, DrawAnswer
from trainer.drills.base import DrillOptions, DrillSpec, Verdict, two_cards_totalling
from trainer.drills.cell import Cell
from trainer.drills.draw import player_facts
from trainer.drills.model import DrillKind, Level, Question, ReasonCode
from trainer.drills.prompts import DrawPrompt, DrawStep
from trainer.drills.registry import register, unregister

CODE = "player_third"
"""The made-up kind's stored code (also its name code: it has no wording, so shows as is)."""


def cells(options: DrillOptions) -> tuple[Cell, ...]:
    return tuple(Cell.of("third", total) for total in range(8))


def generate(level: Level, seed: int, options: DrillOptions,
             target: Cell | None = None) -> tuple[Question, ...]:
    rng = random.Random(seed)
    total = rng.randint(0, 7) if target is None else target.number(1)
    player = two_cards_totalling(rng, total)
    banker = two_cards_totalling(rng, rng.randint(0, 7))
    kind = DrillKind(CODE)
    return (Question(kind, level, seed, Cell.of("third", total),
                     DrawPrompt(DrawStep.PLAYER, player, banker), target=target),)


def grade(question: Question, answer: Answer) -> Verdict:
    prompt = question.prompt
    if not isinstance(prompt, DrawPrompt) or not isinstance(answer, DrawAnswer):
        raise TypeError("a Player's third card question takes a DrawAnswer")
    p, b = hand_total(prompt.player), hand_total(prompt.banker)
    decision = player_rule(p, b)
    reason = ReasonCode.PLAYER_DRAWS_0_5 if decision.draws else ReasonCode.PLAYER_STANDS_6_7
    return Verdict(answer.draws == decision.draws, DrawAnswer(decision.draws), reason,
                   decision.article, player_facts(p, b))


def make_spec() -> DrillSpec:
    """The made-up kind defined and its spec (not yet registered); after the shoe drill."""
    kind = DrillKind.define("PLAYER_THIRD", CODE, DrawPrompt, DrawAnswer)
    return DrillSpec(
        kind, (Level.ALL, Level.WEAK), generate, grade, cells,
        order=75, name_code=CODE, target_ms=2500, panel="draw", probe=DrawAnswer(False),
        reasons=(ReasonCode.PLAYER_DRAWS_0_5, ReasonCode.PLAYER_STANDS_6_7),
    )


@contextmanager
def made_up_drill() -> Iterator[DrillSpec]:
    """The made-up kind registered while the block runs, then taken back (kind and spec)."""
    spec = make_spec()
    register(spec)
    try:
        yield spec
    finally:
        unregister(spec.kind)
