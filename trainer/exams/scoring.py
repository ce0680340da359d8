"""Scoring a sitting per section and overall, and deciding pass or fail.

:class:`ExamStatus` and :func:`reaches` live in :mod:`trainer.exams.outcome` (below this
module and the Table sections both) and are named here too, where the store and the screens
read them with the scores.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from trainer.drills.model import DrillKind, Level
from trainer.exams.blueprint import Blueprint
from trainer.exams.outcome import ExamStatus as ExamStatus
from trainer.exams.outcome import TableSectionScore
from trainer.exams.outcome import reaches as reaches
from trainer.exams.plan import ExamQuestion


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

    ``passed`` needs the overall ``pass_mark`` and every section's mark (a Table section's
    too, see :class:`~trainer.exams.table_part.TableSectionScore`), and is never true for
    an INCOMPLETE sitting. ``score`` and ``max_score`` count drill questions and Table steps.
    ``missed`` holds the indexes of every question not answered right
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
    tables: tuple[TableSectionScore, ...] = ()

    @property
    def percent(self) -> float:
        return 100.0 * self.score / self.max_score if self.max_score else 0.0


def score_sitting(
    blueprint: Blueprint,
    questions: tuple[ExamQuestion, ...],
    correct: Mapping[int, bool],
    status: ExamStatus,
    tables: tuple[TableSectionScore, ...] = (),
) -> ExamOutcome:
    """Score ``correct`` (question index -> right or not; missing = unanswered) and the Table
    sections already scored (``tables``; their steps count in the overall score)."""
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
    score = sum(s.score for s in sections) + sum(t.score for t in tables)
    max_score = sum(s.max_score for s in sections) + sum(t.max_score for t in tables)
    passed = (
        status not in (ExamStatus.INCOMPLETE, ExamStatus.VOIDED)
        and max_score > 0
        and reaches(score, max_score, blueprint.pass_mark)
        and all(s.passed for s in sections)
        and len(tables) == len(blueprint.tables)
        and all(t.passed for t in tables)
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
        tables=tables,
    )
