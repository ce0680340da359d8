"""CALL: call a finished coup — both totals, the winner, the pairs, a natural or not.

Cells name the feature that makes a coup hard to call, most telling first: ``call:tie``,
``call:pair``, ``call:natural``, ``call:both_drew``, ``call:one_drew``, ``call:no_draw``.
"""

from __future__ import annotations

import random

from trainer.articles import bac
from trainer.baccarat.coup import Coup, Outcome, play_coup
from trainer.cards import Shoe
from trainer.drills.answers import Answer, CallAnswer, Winner
from trainer.drills.base import DrillOptions, DrillSpec, Verdict
from trainer.drills.cell import Cell
from trainer.drills.model import Detail, DrillKind, Level, Question, ReasonCode
from trainer.drills.prompts import CallPrompt

TIE, PAIR, NATURAL, BOTH_DREW, ONE_DREW, NO_DRAW = (
    Cell.of("call", feature)
    for feature in ("tie", "pair", "natural", "both_drew", "one_drew", "no_draw")
)
CELLS = (TIE, PAIR, NATURAL, BOTH_DREW, ONE_DREW, NO_DRAW)
_MAX_TRIES = 2000

_WINNERS = {Outcome.PLAYER: Winner.PLAYER, Outcome.BANKER: Winner.BANKER, Outcome.TIE: Winner.TIE}


def cells(options: DrillOptions) -> tuple[Cell, ...]:
    return CELLS


def cell_of(coup: Coup) -> Cell:
    if coup.outcome is Outcome.TIE:
        return TIE
    if coup.player_pair or coup.banker_pair:
        return PAIR
    if coup.natural:
        return NATURAL
    drew = (coup.player_third is not None) + (coup.banker_third is not None)
    return (NO_DRAW, ONE_DREW, BOTH_DREW)[drew]


def expected_call(coup: Coup) -> CallAnswer:
    """The right call of a coup, read off the engine's :class:`Coup`."""
    return CallAnswer(
        coup.player_total,
        coup.banker_total,
        _WINNERS[coup.outcome],
        coup.player_pair,
        coup.banker_pair,
        coup.natural,
    )


def _wanted(level: Level, target: Cell | None) -> set[Cell] | None:
    if target is not None:
        return {target}
    if level is Level.NATURALS:
        return {NATURAL}
    if level is Level.HARD:
        return {TIE, PAIR, BOTH_DREW}
    return None


def generate(
    level: Level, seed: int, options: DrillOptions, target: Cell | None = None
) -> tuple[Question, ...]:
    """One coup dealt from a shuffled shoe (HARD: ties, pairs, both hands drew; NATURALS: a
    natural, which may also be a tie or a pair)."""
    rng = random.Random(seed)
    shoe = Shoe(options.decks, rng)
    wanted = _wanted(level, target)
    for _ in range(_MAX_TRIES):
        if shoe.remaining < 20:
            shoe = Shoe(options.decks, rng)
        coup = play_coup(shoe)
        cell = cell_of(coup)
        natural_ok = level is Level.NATURALS and target is None and coup.natural
        if wanted is None or cell in wanted or natural_ok:
            prompt = CallPrompt(coup.player, coup.banker)
            return (Question(DrillKind.CALL, level, seed, cell, prompt, target=target),)
    raise RuntimeError(f"no coup for {wanted} in {_MAX_TRIES} deals")  # pragma: no cover


_PARTS: tuple[tuple[str, ReasonCode], ...] = (
    ("player_total", ReasonCode.CALL_TOTAL_WRONG),
    ("banker_total", ReasonCode.CALL_TOTAL_WRONG),
    ("winner", ReasonCode.CALL_WINNER_WRONG),
    ("player_pair", ReasonCode.CALL_PAIR_WRONG),
    ("banker_pair", ReasonCode.CALL_PAIR_WRONG),
    ("natural", ReasonCode.CALL_NATURAL_WRONG),
)
_ARTICLES = {
    ReasonCode.CALL_TOTAL_WRONG: bac(5),
    ReasonCode.CALL_PAIR_WRONG: bac(13),
    ReasonCode.CALL_NATURAL_WRONG: bac(9, 2),
}


def _param(value: object) -> str | int | bool:
    if isinstance(value, Winner):
        return value.value
    if isinstance(value, bool | int):
        return value
    return str(value)


def grade(question: Question, answer: Answer) -> Verdict:
    prompt = question.prompt
    if not isinstance(prompt, CallPrompt) or not isinstance(answer, CallAnswer):
        raise TypeError("a CALL question takes a CallAnswer")
    coup = Coup(prompt.player, prompt.banker)
    expected = expected_call(coup)
    details: list[Detail] = []
    reason: ReasonCode | None = None
    for part, code in _PARTS:
        want, got = getattr(expected, part), getattr(answer, part)
        if want != got:
            # Each error cites its own rule: a tie art. 12, a pair art. 13, a total art. 5.
            cited = _ARTICLES.get(code, coup.outcome_article)
            details.append(("wrong_part", {"part": part, "expected": _param(want),
                                           "given": _param(got), "article": cited.ref}))
            reason = reason or code
    details.append(("coup_result", {
        "player_total": coup.player_total,
        "banker_total": coup.banker_total,
        "winner": expected.winner.value,
    }))
    if reason is None:
        return Verdict(True, expected, ReasonCode.COUP_CALLED, coup.outcome_article,
                       tuple(details))
    article = _ARTICLES.get(reason, coup.outcome_article)
    return Verdict(False, expected, reason, article, tuple(details))


REASONS: tuple[ReasonCode, ...] = (
    ReasonCode.COUP_CALLED,
    ReasonCode.CALL_TOTAL_WRONG,
    ReasonCode.CALL_WINNER_WRONG,
    ReasonCode.CALL_PAIR_WRONG,
    ReasonCode.CALL_NATURAL_WRONG,
)
"""The reason codes this drill's verdicts carry (besides TIMED_OUT)."""

SPEC = DrillSpec(
    DrillKind.CALL,
    (Level.ALL, Level.HARD, Level.NATURALS, Level.WEAK),
    generate,
    grade,
    cells,
    order=20,
    name_code="call",
    target_ms=4000,  # read a finished coup and call it
    panel="call",
    probe=CallAnswer(0, 0, Winner.TIE, False, False, False),
    reasons=REASONS,
    judged_always=True,
)
