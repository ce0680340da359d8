"""Scoring a sitting per section and overall, and deciding pass or fail."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from trainer.drills.model import DrillKind, Level
from trainer.exams.blueprint import Blueprint
from trainer.exams.plan import ExamQuestion


class ExamStatus(Enum):
    """Where a sitting stands. Every status but RUNNING is final."""

    RUNNING = "running"
    FINISHED = "finished"
    """Every question was answered (or timed out one by one)."""
    TIMED_OUT = "timed_out"
    """The total time ran out; unanswered questions count wrong."""
    HANDED_IN = "handed_in"
    """The trainee ended the sitting early; unanswered questions count wrong."""
    INCOMPLETE = "incomplete"
    """Interrupted and ended by the blueprint's rule (or by an instructor): always a fail."""

    @property
    def ended(self) -> bool:
        return self is not ExamStatus.RUNNING


def reaches(score: int, max_score: int, pass_mark: int) -> bool:
    """``score`` out of ``max_score`` is at least ``pass_mark`` percent (exact arithmetic)."""
    return score * 100 >= pass_mark * max_score


@dataclass(frozen=True)
class SectionScore:
    """One section's result: right answers out of its questions, and whether it passed."""

    section: int
    kind: DrillKind
    level: Level
    score: int
    max_score: int
    pass_mark: int
    passed: bool

    @property
    def percent(self) -> float:
        return 100.0 * self.score / self.max_score if self.max_score else 0.0


@dataclass(frozen=True)
class ExamOutcome:
    """A sitting's result.

    ``passed`` needs the overall ``pass_mark`` and every section's mark, and is never true for
    an INCOMPLETE sitting. ``missed`` holds the indexes of every question not answered right
    (wrong, timed out or never reached); the trainee sees them only if the blueprint says so
    (see :meth:`ExamSession.trainee_result`).
    """

    status: ExamStatus
    sections: tuple[SectionScore, ...]
    score: int
    max_score: int
    pass_mark: int
    passed: bool
    answered: int
    missed: tuple[int, ...]

    @property
    def percent(self) -> float:
        return 100.0 * self.score / self.max_score if self.max_score else 0.0


def score_sitting(
    blueprint: Blueprint,
    questions: tuple[ExamQuestion, ...],
    correct: Mapping[int, bool],
    status: ExamStatus,
) -> ExamOutcome:
    """Score ``correct`` (question index -> right or not; missing = unanswered)."""
    if not status.ended:
        raise ValueError("a running sitting has no score yet")
    sections: list[SectionScore] = []
    for i, spec in enumerate(blueprint.sections):
        mine = [q for q in questions if q.section == i]
        right = sum(1 for q in mine if correct.get(q.index, False))
        sections.append(
            SectionScore(
                i,
                spec.kind,
                spec.level,
                right,
                len(mine),
                spec.pass_mark,
                reaches(right, len(mine), spec.pass_mark),
            )
        )
    score = sum(s.score for s in sections)
    max_score = sum(s.max_score for s in sections)
    passed = (
        status is not ExamStatus.INCOMPLETE
        and reaches(score, max_score, blueprint.pass_mark)
        and all(s.passed for s in sections)
    )
    return ExamOutcome(
        status=status,
        sections=tuple(sections),
        score=score,
        max_score=max_score,
        pass_mark=blueprint.pass_mark,
        passed=passed,
        answered=sum(1 for q in questions if q.index in correct),
        missed=tuple(q.index for q in questions if not correct.get(q.index, False)),
    )
