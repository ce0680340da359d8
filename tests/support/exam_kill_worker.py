"""Exam test helpers, and a worker that sits an exam through the store until it is killed.

Helpers (imported by tests/unit/test_exams*.py): :class:`WallClock`, :func:`right_answer`,
:func:`wrong_answer`, :func:`blueprint`.

Worker usage (see test_exams_kill.py)::

    python exam_kill_worker.py DB_FILE EXAM_ID

It signs in the trainee ``amy`` (PIN 1234), resumes her running sitting or starts one with
the proctor ``mdeus`` / ``teacher-pass``, prints ``ready SITTING SEED DEADLINE`` and then, for
each question, ``shown INDEX SHA`` when it is on screen and ``ack INDEX RIGHT SHA`` only after
``submit`` has returned (so the answer is committed): SHA is the SHA-256 of the question as
shown. Even indexes get the right answer, odd ones a wrong one. It waits ``PAUSE`` seconds
between answers so the test can kill it mid-sitting, and prints ``done`` at the end.
"""

from __future__ import annotations

import hashlib
import sys
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.support.kdf_cost import use_test_cost
from trainer.drills import (
    Answer,
    CallAnswer,
    DrawAnswer,
    DrillKind,
    Level,
    PayoutAnswer,
    Question,
    SamKongDoorsAnswer,
    SamKongLevelAnswer,
    ShoeAnswer,
    expected_answer,
    grade_answer,
)
from trainer.drills.answers import DoorCall
from trainer.drills.prompts import ShoePrompt
from trainer.exams.blueprint import Blueprint, SectionSpec

use_test_cost()  # the hashes the test wrote are checked at the test's cost

PAUSE = 0.05
PROCTOR = ("mdeus", "teacher-pass")
TRAINEE = ("amy", "1234")


class WallClock:
    """Aware UTC time that moves only when the test says so (the store's and session's clock)."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2024, 5, 1, 1, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


def right_answer(question: Question) -> Answer:
    """What the engine says."""
    return expected_answer(question)


def wrong_answer(question: Question) -> Answer:
    """An answer of the right kind that the engine grades wrong."""
    right = expected_answer(question)
    wrong: Answer
    if isinstance(right, DrawAnswer):
        wrong = DrawAnswer(not right.draws)
    elif isinstance(right, CallAnswer):
        wrong = replace(right, player_total=(right.player_total + 1) % 10)
    elif isinstance(right, PayoutAnswer):
        wrong = PayoutAnswer(right.paid + Decimal(7), right.commission)
    elif isinstance(right, SamKongLevelAnswer):
        wrong = SamKongLevelAnswer(right.ordinal % 31 + 1)
    elif isinstance(right, SamKongDoorsAnswer):
        flip = {
            DoorCall.WIN: DoorCall.LOSE,
            DoorCall.LOSE: DoorCall.WIN,
            DoorCall.TIE: DoorCall.WIN,
        }
        wrong = SamKongDoorsAnswer((flip[right.results[0]], *right.results[1:]))
    else:
        assert isinstance(right, ShoeAnswer)
        value = right.value
        if isinstance(value, bool):
            wrong = ShoeAnswer(not value)
        elif isinstance(value, int):
            wrong = ShoeAnswer(value + 1)
        else:
            assert isinstance(question.prompt, ShoePrompt)
            wrong = ShoeAnswer(next(c for c in question.prompt.choices if c != value))
    assert not grade_answer(question, wrong).correct
    return wrong


def blueprint(cohort_ids: tuple[int, ...] = (), **overrides: Any) -> Blueprint:
    """A small two-section exam: 4 DRAW questions (pass 75%) and 3 CALL ones (pass 60%)."""
    values: dict[str, Any] = {
        "name": "Dealer certificate 荷官證書",
        "sections": (
            SectionSpec(DrillKind.DRAW, Level.ALL, 4, 75),
            SectionSpec(DrillKind.CALL, Level.ALL, 3, 60),
        ),
        "pass_mark": 70,
        "time_limit_s": 600,
        "question_limit_s": 60,
        "attempts_allowed": 1,
        "cohort_ids": cohort_ids,
    }
    values.update(overrides)
    return Blueprint(**values)


def question_sha(question: Question) -> str:
    return hashlib.sha256(question.to_json().encode("utf-8")).hexdigest()


def main(argv: list[str]) -> int:
    from trainer.store import open_store

    db_file, exam_id = argv[0], int(argv[1])
    store = open_store(f"sqlite:///{db_file}")
    amy = store.authenticate(*TRAINEE)
    if store.exams.running_sitting(amy) is not None:
        session = store.exams.resume_sitting(amy, *PROCTOR)
    else:
        session = store.exams.start_sitting(amy, exam_id, *PROCTOR)
    print(
        f"ready {session.sitting_id} {session.seed} {session.deadline.isoformat()}", flush=True
    )
    while (shown := session.next_question()) is not None:
        sha = question_sha(shown.question)
        print(f"shown {shown.index} {sha}", flush=True)
        time.sleep(PAUSE)
        right = shown.index % 2 == 0
        session.submit(right_answer(shown.question) if right else wrong_answer(shown.question))
        print(f"ack {shown.index} {int(right)} {sha}", flush=True)
    print("done", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
