"""Issue 25: a sitting's history (start, each interruption and resume, each time added) as
plain data, in time order, each resume placed after what was stored before it; and as the
store reads it back for a sitting resumed on another desk."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from tests.support.exam_kill_worker import WallClock, blueprint
from trainer.drills import expected_answer
from trainer.exams.history import (
    HistoryEvent,
    HistoryKind,
    StoredGrant,
    StoredResume,
    sitting_history,
)
from trainer.store import open_store

T0 = datetime(2024, 5, 1, 1, 0, tzinfo=UTC)


def at(seconds: int) -> datetime:
    return T0 + timedelta(seconds=seconds)


def test_events_come_in_time_order_and_a_resume_counts_what_was_stored_before_it() -> None:
    events = sitting_history(
        T0, "Maria", "desk-1",
        [StoredResume(at(300), "Pat", "desk-2"), StoredResume(at(900), "", "desk-1")],
        [StoredGrant(at(400), "Pat", 300, "fire drill"), StoredGrant(at(100), "Pat", 60, "")],
        [at(10), at(20), at(290), at(500)])
    assert events == (
        HistoryEvent(HistoryKind.STARTED, T0, "Maria", "desk-1"),
        HistoryEvent(HistoryKind.TIME_ADDED, at(100), "Pat", seconds=60),
        HistoryEvent(HistoryKind.RESUMED, at(300), "Pat", "desk-2", stored_before=3,
                     last_before=at(290)),
        HistoryEvent(HistoryKind.TIME_ADDED, at(400), "Pat", seconds=300, reason="fire drill"),
        HistoryEvent(HistoryKind.RESUMED, at(900), "", "desk-1", stored_before=4,
                     last_before=at(500)),
    )


def test_a_resume_before_any_answer_has_nothing_before_it() -> None:
    (_start, resume) = sitting_history(T0, "", "", [StoredResume(at(60), "Pat", "d")], [], [])
    assert resume.stored_before == 0 and resume.last_before is None


def test_the_store_reads_the_history_of_a_sitting_resumed_on_another_desk(
        tmp_path: Path) -> None:
    clock = WallClock(T0)
    one = open_store(None, data_dir=tmp_path, clock=clock, desk="desk-1")
    two = open_store(None, data_dir=tmp_path, clock=clock, desk="desk-2")
    try:
        boss = one.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
        cohort = one.roster.create_cohort(boss, "A")
        amy = one.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1234").as_actor()
        one.roster.create_proctor(boss, "pat", "Pat Proctor", "proctor-pass")
        exam = one.exams.create(boss, blueprint((cohort.id,)))
        first = one.exams.start_sitting(amy, exam.id, "mdeus", "teacher-pass")
        shown = first.next_question()
        assert shown is not None
        clock.advance(10)
        first.submit(expected_answer(shown.question))
        del first  # killed
        clock.advance(200)
        again = two.exams.resume_sitting(amy, "pat", "proctor-pass")
        assert again.sitting_id is not None
        pat = two.authenticate("pat", "proctor-pass")
        clock.advance(30)
        two.exams.add_time(pat, again.sitting_id, 5, "desk-1 froze")
        review = one.exams.review(one.authenticate("mdeus", "teacher-pass"), again.sitting_id)
        assert review.history == (
            HistoryEvent(HistoryKind.STARTED, T0, "Maria Deus", "desk-1"),
            HistoryEvent(HistoryKind.RESUMED, at(210), "Pat Proctor", "desk-2",
                         stored_before=1, last_before=at(10)),
            HistoryEvent(HistoryKind.TIME_ADDED, at(240), "Pat Proctor", seconds=300,
                         reason="desk-1 froze"),
        )
    finally:
        one.close()
        two.close()
