"""The questions of a sitting, drawn from the blueprint and the sitting's seed alone.

:func:`draw_questions` is deterministic: the same blueprint and seed give the same questions
in the same order, on any machine and in any later session. That is how a sitting resumes
after the app was killed and how an instructor reviews a sitting exactly as it was shown.

How the questions are drawn is versioned (:attr:`Blueprint.draw
<trainer.exams.blueprint.Blueprint.draw>`, sealed in the sitting's snapshot). Version 1 took
whole deals one after the other, so a 4-question PAYOUT section could be four lines of one
deal and never ask a commission; every sitting stored before version 2 keeps it. Version 2
(:data:`~trainer.exams.blueprint.DRAW_VERSION`) asks one step of each deal, every deal of a
section its own (:func:`deal_of`), and a PAYOUT section always asks at least one Banker win
with its commission (Baccarat art. 18 (1)); the other questions are the drill's own mix at
the section's level (its generator, untargeted).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from trainer.drills.answers import PayoutAnswer
from trainer.drills.base import DrillOptions
from trainer.drills.cell import Cell
from trainer.drills.model import DrillKind, Question
from trainer.drills.prompts import (
    CallPrompt,
    DrawPrompt,
    PayoutPrompt,
    SamKongDoorsPrompt,
    SamKongLevelPrompt,
    SamKongPayoutPrompt,
)
from trainer.drills.registry import expected_answer, generate_deal
from trainer.errors import BlueprintError
from trainer.exams.blueprint import Blueprint, SectionSpec
from trainer.exams.sitting_secret import is_keyed, stream

SEED_BOUND = 2**31
"""Deals' seeds, and the seeds of sittings stored before schema 21, are in
``range(SEED_BOUND)``; a sitting started since has a keyed seed of 257 bits
(:mod:`trainer.exams.sitting_secret`), never reduced to this bound."""


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


FRESH_TRIES = 64
"""Deals drawn, at most, for one question of a version-2 section before it takes the best one
found: one whose cards no earlier question of the section showed and, for a question that
must be a Banker win with commission, one that is. Past that (a filter with fewer distinct
deals than the section asks, or tables that take no commission) the section asks the best
it found rather than fail a sitting that has started (:func:`draw_questions`)."""

_BANKER_WIN = Cell.of("payout", "banker", "win")


@dataclass(frozen=True)
class _Must:
    """A question a section of one drill kind always asks: a deal built to contain
    ``target`` (the drill's own generator), and a step of it that ``wanted`` accepts."""

    target: Cell
    wanted: Callable[[Question], bool]


def _commissioned(question: Question) -> bool:
    """A Banker win with its commission to deduct or mark (Baccarat art. 18 (1)), as the
    engine grades it: the expected answer names a commission."""
    expected = expected_answer(question)
    return isinstance(expected, PayoutAnswer) and expected.commission is not None


_MUSTS: dict[DrillKind, tuple[_Must, ...]] = {
    DrillKind.PAYOUT: (_Must(_BANKER_WIN, _commissioned),),
}
"""What a version-2 section of each kind always asks, at a place drawn from the seed."""


def deal_of(question: Question) -> Hashable:
    """The deal a question is asked on: the cards dealt to the hands at the start of the
    coup, card for card (rank and suit, in order).

    Baccarat (DRAW, CALL, PAYOUT): the Player's and the Banker's first two cards (the DRAW
    drill's two steps, and a PAYOUT deal's lines, share them). Sam Kong: the Banker's and the
    doors' cards, or the hand a level question shows. A SHOE question deals no cards: it is
    its own deal (the question as shown).
    """
    prompt = question.prompt
    if isinstance(prompt, DrawPrompt | CallPrompt | PayoutPrompt):
        return ("baccarat", prompt.player[:2], prompt.banker[:2])
    if isinstance(prompt, SamKongDoorsPrompt | SamKongPayoutPrompt):
        return ("samkong", prompt.banker, prompt.doors)
    if isinstance(prompt, SamKongLevelPrompt):
        return ("samkong_hand", prompt.cards)
    return prompt


def draw_questions(blueprint: Blueprint, seed: int) -> tuple[ExamQuestion, ...]:
    """Every question of a sitting of ``blueprint`` with ``seed``, sections in order.

    Deals come from :func:`trainer.drills.generate_deal`, their seeds from
    ``random.Random(seed)``, or for a keyed seed (a sitting started since schema 21) from
    :class:`~trainer.exams.sitting_secret.KeyedStream`. Version 1 (:attr:`Blueprint.draw
    <trainer.exams.blueprint.Blueprint.draw>`): each section takes whole deals until it has
    its number of questions, the last deal cut short. Version 2: each question is one step,
    drawn from the seed, of a deal of its own whose cards (:func:`deal_of`) no earlier
    question of the section showed; a PAYOUT section asks, at a place drawn from the seed,
    a Banker win with commission (art. 18 (1)). After :data:`FRESH_TRIES` deals without one
    that fits, the section takes the best it found: a fresh deal before a wanted step, so a
    section whose tables all take no commission asks a fresh Banker win paid without one
    (art. 18 (2)), and one asking more questions than its filter has deals asks some twice.

    A section that names table profiles deals each deal under one of them, picked from the
    same stream (so a resumed sitting redraws the same table), with the rules the sitting
    started with; BlueprintError if they are not filled in
    (:meth:`~trainer.exams.blueprint.Blueprint.with_profiles`).
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not (
        0 <= seed < SEED_BOUND or is_keyed(seed)
    ):
        raise ValueError(f"a sitting seed is a whole number from 0 to {SEED_BOUND - 1}, "
                         "or a keyed seed")
    rng = stream(seed)
    draw = DRAWS[blueprint.draw]
    drawn: list[ExamQuestion] = []
    for section_index, section in enumerate(blueprint.sections):
        for number, step in enumerate(draw(section, section_index, rng), 1):
            drawn.append(ExamQuestion(len(drawn), section_index, number, step))
    return tuple(drawn)


def _deal(section: SectionSpec, index: int, rng: random.Random,
          target: Cell | None = None) -> tuple[Question, ...]:
    """The next deal of ``section`` from the sitting's stream (its seed, then its table)."""
    deal_seed = rng.randrange(SEED_BOUND)
    steps = generate_deal(
        section.kind, section.level, deal_seed, _deal_options(section, index, rng), target
    )
    if not steps:  # a generator always yields a step; never loop on a broken one
        raise RuntimeError(f"the {section.kind.value} generator gave an empty deal")
    return steps


def _whole_deals(section: SectionSpec, index: int, rng: random.Random) -> list[Question]:
    """Draw version 1: whole deals in turn, the last one cut short (sittings before version 2)."""
    questions: list[Question] = []
    while len(questions) < section.questions:
        steps = _deal(section, index, rng)
        questions += steps[: section.questions - len(questions)]
    return questions


def _distinct_deals(section: SectionSpec, index: int, rng: random.Random) -> list[Question]:
    """Draw version 2: one step of each deal, every deal of the section its own."""
    musts = _MUSTS.get(section.kind, ())[: section.questions]
    places = dict(zip(rng.sample(range(section.questions), len(musts)), musts, strict=True))
    seen: set[Hashable] = set()
    questions: list[Question] = []
    for place in range(section.questions):
        question = _fresh_step(section, index, rng, seen, places.get(place))
        seen.add(deal_of(question))
        questions.append(question)
    return questions


DRAWS: dict[int, Callable[[SectionSpec, int, random.Random], list[Question]]] = {
    1: _whole_deals,
    2: _distinct_deals,
}
"""How each draw version (:data:`~trainer.exams.blueprint.DRAW_VERSIONS`) draws a section."""


def _fresh_step(section: SectionSpec, index: int, rng: random.Random,
                seen: set[Hashable], must: _Must | None) -> Question:
    """One step of a deal not in ``seen`` (that ``must`` wants, if given); else the best of
    :data:`FRESH_TRIES` deals: fresh first, then wanted, then the first drawn."""
    best: tuple[int, Question] | None = None
    for _ in range(FRESH_TRIES):
        steps = _deal(section, index, rng, must.target if must else None)
        fresh = deal_of(steps[0]) not in seen  # every step of a deal is on its cards
        candidates = [s for s in steps if must.wanted(s)] if must else list(steps)
        score = 1
        if not candidates:  # the target drawn, but not as wanted (no commission here)
            assert must is not None
            candidates, score = [s for s in steps if s.cell == must.target] or list(steps), 0
        step = rng.choice(candidates)
        score += 2 * fresh
        if score == 3:
            return step
        if best is None or score > best[0]:
            best = (score, step)
    assert best is not None
    return best[1]


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
