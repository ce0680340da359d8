"""An answer the recorder could not store (issue 11, point 11): kept, not counted, sent again
as the very same attempt; and the pausable clock a paused practice session runs on."""

from __future__ import annotations

import random

import pytest

from tests.unit.test_drills import FakeClock, ListRecorder, wall_clock
from trainer.clock import PausableClock
from trainer.drills import DrillKind, DrillSession, Level, expected_answer
from trainer.drills.session import DrillStateError


def make_session() -> tuple[DrillSession, ListRecorder, FakeClock]:
    clock, recorder = FakeClock(), ListRecorder()
    session = DrillSession(DrillKind.DRAW, Level.ALL, rng=random.Random(3), clock=clock,
                           now=wall_clock, recorder=recorder, question_limit=3,
                           per_question_seconds=5.0)
    return session, recorder, clock


def test_a_failed_record_is_kept_and_retried_as_the_same_attempt() -> None:
    session, recorder, clock = make_session()
    question = session.next_question()
    assert question is not None
    clock.advance(2.0)
    recorder.fail_next = True
    with pytest.raises(OSError):
        session.submit(expected_answer(question))
    unsaved = session.unsaved
    assert unsaved is not None and unsaved.question is question and unsaved.ms_taken == 2000
    assert session.summary().count == 0 and session.awaiting_answer
    clock.advance(30.0)  # however long the database was down, the answer took 2 s
    grade = session.retry_unsaved()
    assert grade.correct and grade.ms_taken == 2000
    assert recorder.items == [unsaved]  # the very object that failed, sent again
    assert session.unsaved is None and session.summary().count == 1
    with pytest.raises(DrillStateError):
        session.retry_unsaved()


def test_retry_without_an_unsaved_answer_and_finish_drops_it() -> None:
    session, recorder, _clock = make_session()
    with pytest.raises(DrillStateError):
        session.retry_unsaved()
    question = session.next_question()
    assert question is not None
    recorder.fail_next = True
    with pytest.raises(OSError):
        session.time_out()
    assert session.unsaved is not None
    session.finish()
    assert session.unsaved is None and session.summary().count == 0 and recorder.items == []


def test_pausable_clock_stands_while_paused() -> None:
    base = FakeClock()
    clock = PausableClock(base)
    start = clock()
    base.advance(1.5)
    clock.pause()
    clock.pause()  # twice is once
    base.advance(60.0)
    assert clock() - start == 1.5 and clock.paused
    clock.resume()
    base.advance(0.5)
    assert clock() - start == 2.0 and not clock.paused
    clock.resume()  # a running clock is left alone
    assert clock() - start == 2.0
