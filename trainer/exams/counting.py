"""Which of a trainee's sittings of one exam counts (issue 16 point 4).

A blueprint names its :class:`CountingRule`; :func:`counting_sitting` applies it to the
trainee's ended sittings of that exam. The roster, the results and the certificate take the
sitting it picks. Before the rule existed the roster showed each trainee's latest sitting,
so :data:`DEFAULT_RULE` is LATEST and a blueprint without the setting reads unchanged.

Sittings that never count: running ones (no result yet), voided ones (a proctor voided
them) and tampered ones (their seals fail; a tampered pass certifies nothing). An
incomplete sitting is a fail with whatever it scored: it counts under LATEST when it is the
latest, and loses to any pass under the other rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the blueprint imports this module, and scoring imports the blueprint
    from trainer.exams.scoring import ExamStatus


class CountingRule(Enum):
    """Which sitting of an exam is the trainee's result."""

    LATEST = "latest"
    """The most recent sitting, pass or fail (a retake can lower the result)."""
    BEST = "best"
    """A pass over a fail, then the higher percentage, then the earlier sitting."""
    FIRST_PASS = "first_pass"
    """The first sitting that passed; while none has, the latest sitting."""


DEFAULT_RULE = CountingRule.LATEST
"""The rule of a blueprint that does not name one: what the roster showed before."""


@dataclass(frozen=True)
class Candidate:
    """What the rule needs to know about one sitting."""

    sitting_id: int
    attempt_no: int
    status: ExamStatus
    passed: bool
    score: int
    max_score: int
    voided: bool = False
    tampered: bool = False

    @property
    def eligible(self) -> bool:
        """Ended, not voided, seals not failed: it may count."""
        return self.status.ended and not self.voided and not self.tampered


def _better(a: Candidate, b: Candidate) -> bool:
    """``a`` ranks above ``b`` under BEST (exact: percentages compared by cross-multiplying)."""
    if a.passed != b.passed:
        return a.passed
    a_score, a_max = (a.score, a.max_score) if a.max_score > 0 else (0, 1)
    b_score, b_max = (b.score, b.max_score) if b.max_score > 0 else (0, 1)
    if a_score * b_max != b_score * a_max:
        return a_score * b_max > b_score * a_max
    return a.attempt_no < b.attempt_no


def counting_sitting(rule: CountingRule, sittings: Iterable[Candidate]) -> Candidate | None:
    """The sitting that counts under ``rule`` among one trainee's sittings of one exam;
    None when none may count (none ended, or all voided or tampered)."""
    eligible = sorted((c for c in sittings if c.eligible), key=lambda c: c.attempt_no)
    if not eligible:
        return None
    latest = eligible[-1]
    if rule is CountingRule.LATEST:
        return latest
    if rule is CountingRule.FIRST_PASS:
        return next((c for c in eligible if c.passed), latest)
    best = eligible[0]
    for c in eligible[1:]:
        if _better(c, best):
            best = c
    return best
