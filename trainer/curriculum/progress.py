"""A trainee's way through the lessons: each lesson's state, grading its check, its drill.

The Lessons screen only shows what these functions decide (STYLE.md habit 1): whether an
answer is right and whether the check is passed come from :func:`grade_check`, the state
shown beside each lesson from :func:`lesson_states`, the drill a lesson links to from
:func:`drill_link`. The store keeps the progress (``store.lesson_progress``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from typing import Protocol

from trainer.articles import Article
from trainer.curriculum.model import Check, Lesson
from trainer.drills import DrillKind, Level, levels_for


class LessonState(Enum):
    """Where a trainee stands with one lesson."""

    NOT_OPENED = "not_opened"
    OPENED = "opened"
    """Shown to the trainee at least once; its check is not passed (yet)."""
    PASSED = "passed"
    """The lesson's check was answered right, every question (the first pass is kept)."""


class ProgressRecord(Protocol):
    """What :func:`lesson_states` needs of a stored progress row (``store.models``)."""

    @property
    def lesson_id(self) -> str: ...

    @property
    def check_passed_at(self) -> datetime | None: ...


def lesson_states(progress: Iterable[ProgressRecord]) -> dict[str, LessonState]:
    """The state of every lesson that has a progress row; a lesson without one is not opened.

    Read a lesson's state with ``states.get(lesson_id, LessonState.NOT_OPENED)``.
    """
    return {
        row.lesson_id: LessonState.PASSED if row.check_passed_at is not None
        else LessonState.OPENED
        for row in progress
    }


@dataclass(frozen=True)
class CheckResult:
    """A graded attempt at a lesson's check: one entry per question, in order.

    ``answers`` holds the :attr:`~trainer.curriculum.model.Choice.code` given (``None``: not
    answered); ``right`` whether it is the correct choice; ``articles`` the rule each question
    tests, to cite beside a wrong answer.
    """

    lesson_id: str
    answers: tuple[str | None, ...]
    right: tuple[bool, ...]
    articles: tuple[Article | None, ...]

    @property
    def passed(self) -> bool:
        """The check is passed when every question is answered right."""
        return bool(self.right) and all(self.right)

    @property
    def score(self) -> int:
        """How many questions are right."""
        return sum(self.right)

    @property
    def unanswered(self) -> tuple[int, ...]:
        """The 0-based numbers of the questions left without an answer."""
        return tuple(i for i, answer in enumerate(self.answers) if answer is None)


def grade_check(
    lesson: Lesson, answers: Sequence[str | None], checks: Sequence[Check] | None = None
) -> CheckResult:
    """Grade ``answers`` (one choice code or ``None`` per question) against the check shown:
    ``checks`` as dealt by :func:`trainer.curriculum.deal.deal_check`, by default the lesson's
    written questions.

    An unanswered question counts as not right. ``ValueError`` when the number of answers
    differs from the number of questions or a code is not one of the question's choices.
    """
    if checks is None:
        checks = lesson.checks
    if len(answers) != len(checks):
        raise ValueError(
            f"lesson {lesson.id!r} has {len(checks)} questions, got {len(answers)} answers"
        )
    right: list[bool] = []
    for number, (check, answer) in enumerate(zip(checks, answers, strict=True), start=1):
        if answer is not None and answer not in {choice.code for choice in check.choices}:
            raise ValueError(f"question {number} of {lesson.id!r} offers no choice {answer!r}")
        right.append(answer is not None and check.is_correct(answer))
    return CheckResult(
        lesson_id=lesson.id,
        answers=tuple(answers),
        right=tuple(right),
        articles=tuple(check.article for check in checks),
    )


@dataclass(frozen=True)
class DrillLink:
    """The practice drill a lesson's check links to (its ``drill:`` line)."""

    kind: DrillKind
    level: Level


def drill_link(lesson: Lesson) -> DrillLink:
    """The drill and level of ``lesson`` (``draw:hard`` -> DRAW, HARD; no level -> ALL).

    ``ValueError`` when the drill does not offer that level (the content test prevents it).
    """
    kind = DrillKind(lesson.drill)
    level = Level(lesson.level) if lesson.level is not None else Level.ALL
    if level not in levels_for(kind):
        offered = ", ".join(lvl.value for lvl in levels_for(kind))
        raise ValueError(f"drill {kind.value!r} has no level {level.value!r} (it has {offered})")
    return DrillLink(kind, level)


__all__ = [
    "CheckResult",
    "DrillLink",
    "LessonState",
    "ProgressRecord",
    "drill_link",
    "grade_check",
    "lesson_states",
]
