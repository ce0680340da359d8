"""What the school server takes as a practice question: never the desk's word for it.

A desk sends the question it showed; the server deals the same deal again with the drills'
engine (:func:`~trainer.drills.registry.generate_deal`, the code Practice deals with) from
the question's level, seed and target and the session's options, and keeps the engine's step
whose number the desk names only when the desk's question is exactly it. So the kind, the
cell, the prompt's cards and the step count stored are the engine's: a question relabelled
with another cell or kind, a prompt the engine would not deal (three identical cards, an
impossible total), a step out of range or a made-up target is refused with a worded code.

Session options are checked too (:func:`check_options`): finite numbers in range, known
names, bounded text; a session whose options the engine cannot deal from is refused.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.drills.base import DrillOptions
from trainer.drills.model import DrillKind, Level, Question
from trainer.drills.registry import generate_deal, takes_table
from trainer.errors import TrainerError

MAX_SEED = 2**31 - 1
"""The largest seed taken: Practice deals seeds below 2**31, and the ``attempts.seed``
column is a 32-bit INTEGER on PostgreSQL."""
MAX_STEPS = 64
"""No deal has more steps than this (a payout deal has a few lines)."""
MAX_TEXT = 200
"""The longest text taken in a question's fields or a session's options."""

_OPTION_NUMBERS: dict[str, tuple[int, int]] = {
    "question_limit": (0, 10_000),
    "minutes": (0, 24 * 60),
    "per_question_seconds": (0, 3600),
}
_OPTION_FLAGS = ("all_drills", "ask_chips")
_OPTION_TEXTS = ("level", "profile")


class QuestionRefused(ValueError):
    """A question or session options the server does not take; ``code`` says which part."""

    def __init__(self, code: str) -> None:
        self.code = code
        super().__init__(code)


def check_options(options: Mapping[str, Any]) -> None:
    """Refuse (``options``) session options the desk app would never send: an unknown name,
    a number not finite or out of range, a flag not a boolean, text too long, a level that is
    not one."""
    for name, value in options.items():
        if name in _OPTION_NUMBERS:
            low, high = _OPTION_NUMBERS[name]
            if value is None:
                continue
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise QuestionRefused("options")
            if not math.isfinite(value) or not low <= value <= high:
                raise QuestionRefused("options")
        elif name in _OPTION_FLAGS:
            if not isinstance(value, bool):
                raise QuestionRefused("options")
        elif name in _OPTION_TEXTS:
            if value is None:
                continue
            if not isinstance(value, str) or not 0 < len(value) <= MAX_TEXT:
                raise QuestionRefused("options")
            if name == "level":
                try:
                    Level(value)
                except ValueError:
                    raise QuestionRefused("options") from None
        else:
            raise QuestionRefused("options")


def drill_options(kind: DrillKind, options: Mapping[str, Any],
                  profiles: Mapping[str, TableRules]) -> DrillOptions:
    """The engine's options for a session of ``kind`` as Practice makes them (the school's
    ``profiles`` for a drill dealt at a table)."""
    profile = options.get("profile")
    if not takes_table(kind):
        return DrillOptions(ask_chips=bool(options.get("ask_chips", False)))
    if profile is not None and profile not in profiles:
        raise QuestionRefused("profile")
    tables = tuple(t for name, t in profiles.items() if DEFAULT_PROFILES.get(name) != t)
    return DrillOptions(profile=profile, ask_chips=bool(options.get("ask_chips", False)),
                        tables=tables)


def _bounded(data: Mapping[str, Any]) -> None:
    seed, step, steps = data.get("seed"), data.get("step", 0), data.get("steps", 1)
    for number, high, code in ((seed, MAX_SEED, "question"), (step, MAX_STEPS, "step"),
                               (steps, MAX_STEPS, "step")):
        if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= high:
            raise QuestionRefused(code)
    for name in ("kind", "level", "cell", "target"):
        text = data.get(name)
        if text is not None and (not isinstance(text, str) or len(text) > MAX_TEXT):
            raise QuestionRefused("question")


def engine_question(data: Mapping[str, Any], session_kind: str,
                    options: DrillOptions) -> Question:
    """The engine's own question for what a desk sent (``data``, a question's dict) in a
    session of ``session_kind``; :class:`QuestionRefused` when it is not one the engine
    deals: ``question`` (unreadable or out of bounds), ``kind`` (not the session's drill),
    ``step`` (past the deal's steps), ``prompt`` (not the engine's deal for that seed)."""
    _bounded(data)
    try:
        sent = Question.from_dict(dict(data))
    except (KeyError, ValueError, TypeError, AttributeError, TrainerError):
        raise QuestionRefused("question") from None
    if sent.kind.value != session_kind:
        raise QuestionRefused("kind")
    target = sent.target
    try:
        deal = generate_deal(sent.kind, sent.level, sent.seed, options, target)
    except (ValueError, KeyError):
        raise QuestionRefused("question") from None
    if not 0 <= sent.step < len(deal) or sent.steps != len(deal):
        raise QuestionRefused("step")
    made = deal[sent.step]
    if made.to_dict() != sent.to_dict():
        raise QuestionRefused("prompt" if made.cell == sent.cell else "cell")
    return made

