"""Which of a trainee's sittings of one exam counts.

A blueprint names its :class:`CountingRule`; :func:`counting_sitting` applies it to the
trainee's ended sittings of that exam. The roster, the results and the certificate take the
sitting it picks. Before the rule existed the roster showed each trainee's latest sitting,
so :data:`DEFAULT_RULE` is LATEST and a blueprint without the setting reads unchanged.

Which rule, when the rule changed between versions: each sitting keeps the blueprint it
started under (its sealed snapshot), counting rule included, so editing the rule makes the
exam's next version (:mod:`trainer.store.exam_blueprints`) and never re-decides sittings
already taken. Among one trainee's sittings the rule that picks is the one of the version
their **most recent sitting that may count** ran under (:func:`deciding_sitting`): a trainee
sits each attempt under the terms offered then, and their latest sitting's terms are the ones
in force for them. So an instructor who changes "first pass" to "best" sees no standing
change until the trainee sits again; a certificate issued under the old rule stays the
counting one meanwhile; and a retake granted over a pass (with its reason) and sat under a
"latest" version counts as the latest, as that version says. The exam's current rule is only
the fallback for a sitting whose snapshot names no rule this version knows (the store reads
it with one function, ``trainer.store.exam_rows.rule_ran_under``, for the roster and the
results alike: a snapshot that is otherwise unreadable still names its rule on both).

Sittings that never count: running ones (no result yet), voided ones (a proctor voided
them) and tampered ones (their seals fail; a tampered pass certifies nothing). An
incomplete sitting is a fail with whatever it scored: it counts under LATEST when it is the
latest, and loses to any pass under the other rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from trainer.exams.outcome import ExamStatus


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
    rule: CountingRule | None = None
    """The rule of the blueprint version the sitting ran under (its sealed snapshot); None
    when unknown (unreadable, or not read: only the deciding sitting's rule is needed)."""

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


def deciding_sitting(sittings: Iterable[Candidate]) -> Candidate | None:
    """The sitting whose version's rule decides among one trainee's sittings of one exam:
    the most recent one that may count (None when none may)."""
    eligible = [c for c in sittings if c.eligible]
    return max(eligible, key=lambda c: c.attempt_no) if eligible else None


def counting_sitting(fallback: CountingRule, sittings: Iterable[Candidate]) -> Candidate | None:
    """The sitting that counts among one trainee's sittings of one exam, under the rule of
    the version the :func:`deciding_sitting` ran under (``fallback``, the exam's current
    rule, when that one's is unknown); None when none may count (none ended, or all voided
    or tampered)."""
    eligible = sorted((c for c in sittings if c.eligible), key=lambda c: c.attempt_no)
    latest = deciding_sitting(eligible)
    if latest is None:
        return None
    rule = latest.rule or fallback
    if rule is CountingRule.LATEST:
        return latest
    if rule is CountingRule.FIRST_PASS:
        return next((c for c in eligible if c.passed), latest)
    best = eligible[0]
    for c in eligible[1:]:
        if _better(c, best):
            best = c
    return best
