"""The questions of a sitting, drawn from the blueprint and the sitting's seed alone.

:func:`draw_questions` is deterministic: the same blueprint and seed give the same questions
in the same order, on any machine and in any later session. That is how a sitting resumes
after the app was killed and how an instructor reviews a sitting exactly as it was shown.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from trainer.drills.base import DrillOptions
from trainer.drills.model import Question
from trainer.drills.registry import generate_deal
from trainer.errors import BlueprintError
from trainer.exams.blueprint import Blueprint, SectionSpec

SEED_BOUND = 2**31
"""Seeds (of sittings and of deals) are in ``range(SEED_BOUND)``."""


@dataclass(frozen=True)
class ExamQuestion:
    """One question of a sitting.

    ``index`` is its 0-based place in the sitting, ``section`` the index of its
    :class:`~trainer.exams.blueprint.SectionSpec` and ``number`` its 1-based place in that
    section. ``question`` is the drill question as shown (it carries its deal seed).
    """

    index: int
    section: int
    number: int
    question: Question


def draw_questions(blueprint: Blueprint, seed: int) -> tuple[ExamQuestion, ...]:
    """Every question of a sitting of ``blueprint`` with ``seed``, sections in order.

    Each section takes whole deals from :func:`trainer.drills.generate_deal` (deal seeds come
    from ``random.Random(seed)``) until it has its number of questions; the last deal is cut
    short when the count is reached. A section that names table profiles deals each deal
    under one of them, picked from the same stream (so a resumed sitting redraws the same
    table), with the rules the sitting started with; BlueprintError if they are not filled in
    (:meth:`~trainer.exams.blueprint.Blueprint.with_profiles`).
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_BOUND:
        raise ValueError(f"a sitting seed is a whole number from 0 to {SEED_BOUND - 1}")
    rng = random.Random(seed)
    drawn: list[ExamQuestion] = []
    for section_index, section in enumerate(blueprint.sections):
        number = 0
        while number < section.questions:
            deal_seed = rng.randrange(SEED_BOUND)
            steps = generate_deal(
                section.kind, section.level, deal_seed, _deal_options(section, section_index, rng)
            )
            if not steps:  # a generator always yields a step; never loop on a broken one
                raise RuntimeError(f"the {section.kind.value} generator gave an empty deal")
            for step in steps:
                if number == section.questions:
                    break
                number += 1
                drawn.append(ExamQuestion(len(drawn), section_index, number, step))
    return tuple(drawn)


def _deal_options(section: SectionSpec, index: int, rng: random.Random) -> DrillOptions | None:
    """The table of the next deal of ``section`` (None: the drill's own choice)."""
    if not section.profiles:
        return None
    if section.needs_rules:
        raise BlueprintError(
            f"sections[{index}].profiles", "unresolved", "the section's tables have no rules"
        )
    table = rng.choice(section.rules)
    return DrillOptions(profile=table.name, tables=(table,))
