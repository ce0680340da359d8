"""A practice session recorded through the store reads back as the values it graded."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from sqlalchemy import create_engine

from trainer.auth import Actor
from trainer.drills import DrillKind, DrillSession, Level, expected_answer
from trainer.drills.model import Question, answer_from_json
from trainer.store import Store


def test_stored_attempts_hold_json_values_not_json_text(store: Store, instructor: Actor) -> None:
    cohort = store.roster.create_cohort(instructor, "A")
    store.roster.create_trainee(instructor, "amy", "Amy", cohort.id, "1234")
    amy = store.authenticate("amy", "1234")
    session_id = store.practice.start_session(amy, DrillKind.PAYOUT.value, {})
    session = DrillSession(DrillKind.PAYOUT, Level.ALL, seed=7, question_limit=2,
                           recorder=store.practice.recorder(amy, session_id))
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


def test_the_recorder_stores_the_one_encoding_of_the_question(
    store: Store, instructor: Actor
) -> None:
    """The store encodes a graded answer once, on the way in: the column is that text."""
    from sqlalchemy import select

    from trainer.store import schema as s

    cohort = store.roster.create_cohort(instructor, "A")
    store.roster.create_trainee(instructor, "amy", "Amy", cohort.id, "1234")
    amy = store.authenticate("amy", "1234")
    session_id = store.practice.start_session(amy, DrillKind.DRAW.value, {})
    session = DrillSession(DrillKind.DRAW, Level.ALL, seed=3, question_limit=1,
                           recorder=store.practice.recorder(amy, session_id))
    question = session.next_question()
    assert question is not None
    session.submit(expected_answer(question))
    engine = create_engine(f"sqlite:///{store.path}") if store.path is not None else None
    if engine is None:
        pytest.skip("the column text is read straight from SQLite")
    with engine.connect() as conn:
        text = conn.execute(select(s.attempts.c.question)).scalar_one()
    engine.dispose()
    assert text == question.to_json()


def test_the_drills_do_not_import_the_store() -> None:
    code = ("import sys, trainer.drills, trainer.drills.session; "
            "print(any(m.startswith('trainer.store') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_stored_attempts_decode_to_the_typed_values_graded(store: Store, instructor: Actor) -> None:
    from trainer.store.practice import decode_answer, decode_question

    cohort = store.roster.create_cohort(instructor, "A")
    store.roster.create_trainee(instructor, "amy", "Amy", cohort.id, "1234")
    amy = store.authenticate("amy", "1234")
    session_id = store.practice.start_session(amy, DrillKind.PAYOUT.value, {})
    session = DrillSession(DrillKind.PAYOUT, Level.ALL, seed=5, question_limit=2,
                           recorder=store.practice.recorder(amy, session_id))
    graded = []
    while (question := session.next_question()) is not None:
        graded.append((question, session.submit(expected_answer(question))))
    rows = sorted(store.practice.attempts(amy, amy.user_id), key=lambda r: r.id)
    for row, (question, grade) in zip(rows, graded, strict=True):
        assert decode_question(row) == question
        assert decode_answer(question.kind, row.answer) == grade.given
        assert decode_answer(question.kind, row.expected) == grade.expected
