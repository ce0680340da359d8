"""The one mapping from a graded drill answer to the store's attempt record.

The session hands its recorder JSON text (``GradedAttempt.*_json``); the store keeps JSON
values and encodes them itself, so the text is decoded here exactly once.
"""

from __future__ import annotations

import json

from trainer.drills.session import GradedAttempt
from trainer.store.models import NewAttempt


def new_attempt(
    session_id: int, graded: GradedAttempt, attempt_uid: str | None = None
) -> NewAttempt:
    """The attempt to store for ``graded`` in practice session ``session_id``; ``attempt_uid``
    is the client's id of this answer, the same on every try (see :class:`NewAttempt`)."""
    return NewAttempt(
        session_id=session_id,
        drill_kind=graded.kind.value,
        question=json.loads(graded.question_json),
        answer=json.loads(graded.answer_json),
        correct=graded.correct,
        ms_taken=graded.ms_taken,
        cell=graded.cell,
        seed=graded.seed,
        reason=graded.reason_code,
        article=graded.article_code,
        expected=json.loads(graded.expected_json),
        shown_at=graded.shown_at,
        answered_at=graded.answered_at,
        attempt_uid=attempt_uid,
        fault=None if graded.grade.fault is None else graded.grade.fault.value,
    )
