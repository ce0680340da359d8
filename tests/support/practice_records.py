"""Practice records for the chart and dashboard tests: real drill questions, graded by the core.

Each attempt is a question the draw drill really deals for a cell (e.g. Banker 6 against a
Player third card of 7), answered right or wrong, graded by the drill's own grader and
stored through the store as practice stores it.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from trainer.auth import Actor
from trainer.drills import DrillKind, expected_answer, question_for_cell
from trainer.drills.answers import DrawAnswer
from trainer.drills.cell import Cell
from trainer.drills.model import Question
from trainer.drills.registry import verdict_for
from trainer.store import NewAttempt, Store


def draw_question(cell: str, seed: int = 1) -> Question:
    """A dealt draw question whose step is ``cell`` (``banker:6:7``, ``player:5``, …)."""
    target = Cell.parse(cell)
    for step in question_for_cell(DrillKind.DRAW, target, seed):
        if step.cell == target:
            return step
    raise LookupError(cell)


def record_draw(
    store: Store,
    actor: Actor,
    cell: str,
    correct: bool,
    ms: int,
    when: datetime,
    session_id: int | None = None,
    seed: int = 1,
) -> int:
    """Store one graded draw decision for ``cell``, answered right or wrong."""
    question = draw_question(cell, seed)
    expected = expected_answer(question)
    assert isinstance(expected, DrawAnswer)
    given = expected if correct else DrawAnswer(not expected.draws)
    verdict = verdict_for(question, given)
    assert verdict.correct is correct
    if session_id is None:
        session_id = store.practice.start_session(actor, "draw", {})
    return store.practice.record_attempt(
        actor,
        NewAttempt(
            session_id=session_id,
            drill_kind="draw",
            question=question.to_dict(),
            answer=given.to_dict(),
            correct=correct,
            ms_taken=ms,
            cell=question.cell,
            seed=question.seed,
            reason=verdict.reason.value,
            article=verdict.article.code,
            expected=expected.to_dict(),
            answered_at=when,
        ),
    )



def bulk_draws(
    store: Store,
    instructor: Actor,
    user_id: int,
    count: int,
    first: datetime,
    every: timedelta,
    wrong_every: int = 3,
) -> None:
    """``count`` graded draw decisions for ``user_id`` in one import (every ``wrong_every``-th
    wrong), one every ``every`` from ``first``: for paging and filtering the attempt log."""
    from trainer.store.bulk import (
        BulkAttempt,
        BulkSession,
    )

    question = draw_question("banker:6:7")
    expected = expected_answer(question)
    assert isinstance(expected, DrawAnswer)
    bulk = store.bulk
    (session,) = bulk.add_sessions(instructor, [BulkSession(user_id, "draw", first)])
    attempts = []
    for n in range(count):
        correct = n % wrong_every != 0
        given = expected if correct else DrawAnswer(not expected.draws)
        verdict = verdict_for(question, given)
        attempts.append(
            BulkAttempt(
                session_id=session,
                user_id=user_id,
                drill_kind="draw",
                cell=question.cell,
                question_json=json.dumps(question.to_dict()),
                answer_json=json.dumps(given.to_dict()),
                expected_json=json.dumps(expected.to_dict()),
                correct=correct,
                ms_taken=1000 + n,
                answered_at=first + n * every,
                reason=verdict.reason.value,
                article=verdict.article.code,
                seed=question.seed,
            )
        )
    bulk.add_attempts(instructor, attempts)
