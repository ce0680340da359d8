"""A practice session recorded through the store reads back as the values it graded."""

from __future__ import annotations

import json

from trainer.auth import Actor
from trainer.drills import DrillKind, DrillSession, Level, expected_answer
from trainer.drills.model import Question, answer_from_json
from trainer.drills.record import new_attempt
from trainer.drills.session import GradedAttempt
from trainer.store import Store


class _Recorder:
    def __init__(self, store: Store, actor: Actor, session_id: int) -> None:
        self.store, self.actor, self.session_id = store, actor, session_id

    def record(self, graded: GradedAttempt) -> None:
        self.store.practice.record_attempt(self.actor, new_attempt(self.session_id, graded))


def test_stored_attempts_hold_json_values_not_json_text(store: Store, instructor: Actor) -> None:
    cohort = store.roster.create_cohort(instructor, "A")
    store.roster.create_trainee(instructor, "amy", "Amy", cohort.id, "1234")
    amy = store.authenticate("amy", "1234")
    session_id = store.practice.start_session(amy, DrillKind.PAYOUT.value, {})
    session = DrillSession(DrillKind.PAYOUT, Level.ALL, seed=7, question_limit=2,
                           recorder=_Recorder(store, amy, session_id))
    graded = []
    while (question := session.next_question()) is not None:
        graded.append((question, session.submit(expected_answer(question))))
    rows = sorted(store.practice.attempts(amy, amy.user_id), key=lambda r: r.id)
    assert len(rows) == len(graded) > 0
    for row, (question, grade) in zip(rows, graded, strict=True):
        # The instructor's review and the reports read these as objects, as demo data stores.
        assert isinstance(row.answer, dict) and isinstance(row.expected, dict)
        assert isinstance(row.question, dict)
        assert Question.from_json(question.to_json()) == question
        assert row.question == question.to_dict()
        assert row.answer == grade.given.to_dict()  # type: ignore[union-attr]
        assert answer_from_json(DrillKind.PAYOUT, json.dumps(row.expected)) == grade.expected
        assert row.correct and row.cell == question.cell and row.seed == question.seed
