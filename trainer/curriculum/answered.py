"""A lesson's check as a trainee answered it, in a form that travels: which lesson, in which
language, the seeds of the fresh checks dealt since the lesson was opened, and the answers.

With it a school server grades the check itself (:func:`grade_answered`), with the same
engine call the Lessons screen grades with (:func:`~trainer.curriculum.progress.grade_check`
on the check :func:`~trainer.curriculum.deal.deal_check` deals), so a pass stored over the
server is never the desk's word for it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from trainer.curriculum.model import Check, Lesson
    from trainer.curriculum.progress import CheckResult

# The lessons and their engine are imported where a check is dealt or graded: the store
# names AnsweredCheck in a signature, and opening the store imports no drills (start-up).

MAX_SEEDS = 200
"""The most fresh checks taken in one lesson's chain (each retry deals one): a desk cannot
make the server deal thousands of checks for one request."""


@dataclass(frozen=True)
class AnsweredCheck:
    """A lesson check answered: ``seeds`` are the fresh checks dealt in order since the lesson
    was opened (empty: its written questions); ``answers`` one choice code per question."""

    lesson_id: str
    lang: str
    seeds: tuple[int, ...]
    answers: tuple[str | None, ...]


def dealt_chain(lesson: Lesson, seeds: Sequence[int]) -> tuple[Check, ...]:
    """The check shown after the fresh checks of ``seeds`` were dealt one after another, each
    unlike the one before (as the Lessons screen deals a retry)."""
    from trainer.curriculum.deal import deal_check

    checks = lesson.checks
    for seed in seeds:
        checks = deal_check(lesson, seed, checks)
    return checks


def grade_answered(root: Path, answered: AnsweredCheck) -> CheckResult:
    """Grade ``answered`` with the lessons under ``root``. ``ValueError`` for an unknown
    language or lesson, too many seeds, or answers that do not fit the check dealt."""
    from trainer.curriculum.catalogue import load_catalogue
    from trainer.curriculum.progress import grade_check

    if len(answered.seeds) > MAX_SEEDS:
        raise ValueError(f"at most {MAX_SEEDS} fresh checks in a row")
    entry = load_catalogue(root, answered.lang).entry(answered.lesson_id)
    if entry is None:
        raise ValueError(f"no lesson {answered.lesson_id!r}")
    return grade_check(entry.lesson, answered.answers,
                       dealt_chain(entry.lesson, answered.seeds))
