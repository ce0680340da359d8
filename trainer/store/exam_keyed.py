"""A keyed sitting in the store (:mod:`trainer.exams.sitting_secret`): its seed worked out
from the key, its stored answers opened and graded by the engine, and the close that writes
them out in the clear (shared by the sittings, the console and the recorder)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from trainer.drills.model import Question, answer_from_json
from trainer.drills.registry import verdict_for
from trainer.errors import ExamError, SealUnavailable, TrainerError
from trainer.exams.seal import SealedAnswer, SealKey, SittingKey
from trainer.exams.sitting_secret import (
    Content,
    KeyedTerms,
    is_keyed,
    is_sealed_content,
    keyed_seed,
    open_content,
)
from trainer.store.exam_rows import SittingRow

STATE_SEED = "keyed_seed"
"""The key of a keyed sitting's state that holds its seed (hex), written at the close."""


def revealed_seed(state: dict[str, Any]) -> int:
    """A keyed sitting's seed as written at its close (0 while it runs, or unreadable)."""
    value = state.get(STATE_SEED)
    try:
        seed = int(value, 16) if isinstance(value, str) else 0
    except ValueError:
        return 0
    return seed if is_keyed(seed) else 0


def terms_of(sitting: SittingRow, key: SealKey | None) -> KeyedTerms | None:
    """A keyed sitting's nonce and seed (None for a sitting whose seed is in the clear);
    SealUnavailable without the school key, which alone gives it."""
    if sitting.nonce is None:
        return None
    if key is None:
        raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
    return KeyedTerms.of(key.for_sitting(sitting.info.id), sitting.nonce)


def seed_of(sitting: SittingRow, key: SealKey | None) -> int:
    """The seed a sitting's questions are drawn from (worked out for a keyed one)."""
    terms = terms_of(sitting, key)
    return sitting.info.seed if terms is None else terms.seed


def revealed_seed_holds(sitting: SittingRow, key: SittingKey) -> bool:
    """An ended keyed sitting's written-out seed is the one its nonce gives (a sitting in
    the clear, or a running one, holds nothing to check)."""
    if sitting.nonce is None or not sitting.info.status.ended:
        return True
    return sitting.info.seed == keyed_seed(key, sitting.nonce)


def grade_drill(content: Content) -> bool:
    """Whether a stored drill answer was right, as the engine grades it: right and in time
    (an answer after its own limit or the deadline is stored as timed out)."""
    if content.timed_out:
        return False
    question = Question.from_json(content.question_json)
    answer = answer_from_json(question.kind, content.answer_json)
    return answer is not None and verdict_for(question, answer).correct


def opened(record: SealedAnswer, content: Content, correct: bool) -> SealedAnswer:
    """The answer row in the clear: its content, graded."""
    return replace(record, question_json=content.question_json, seed=content.seed,
                   answer_json=content.answer_json, timed_out=content.timed_out,
                   correct=correct)


def open_records(sitting: SittingRow, key: SealKey | None,
                 records: Sequence[tuple[SealedAnswer, str | None]],
                 question_count: int) -> list[SealedAnswer]:
    """A sitting's answers in the clear: a keyed running sitting's opened with the key and
    its drill answers (index below ``question_count``) graded by the engine; its Table steps
    are graded by their replay (:meth:`~trainer.exams.session.ExamSession.grades`).
    ExamError('tampered') for content that does not open or read."""
    plain = [record for record, _mac in records]
    if sitting.nonce is None or not any(is_sealed_content(r.question_json) for r in plain):
        return plain
    if key is None:
        raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
    sitting_key = key.for_sitting(sitting.info.id)
    out: list[SealedAnswer] = []
    for record in plain:
        if not is_sealed_content(record.question_json):
            out.append(record)
            continue
        content = open_content(sitting_key, sitting.nonce, record.index, record.question_json)
        try:
            correct = record.index < question_count and grade_drill(content)
        except (TrainerError, ValueError, KeyError, TypeError) as e:
            raise ExamError("tampered", f"answer {record.index} cannot be read: {e}") from e
        out.append(opened(record, content, correct))
    return out
