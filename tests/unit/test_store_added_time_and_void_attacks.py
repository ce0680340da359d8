"""Attacks on a proctor's added time and void, on SQLite and PostgreSQL: the added-time cap
(junk minutes, an ended sitting, two proctors racing past it) and a void racing a resume on
another desk."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest

from tests.unit.test_store_exam_console import BOSS, Desks, desks  # noqa: F401 (the fixture)
from trainer.auth import Actor
from trainer.errors import ExamError
from trainer.exams.seal import SealStatus
from trainer.store import Store, open_store
from trainer.store.exam_console import MAX_ADDED_MINUTES, MAX_TOTAL_ADDED_MINUTES


@pytest.fixture
def desk_c(desks: Desks) -> Iterator[tuple[Store, Actor]]:  # noqa: F811
    c = open_store(desks.url, lock_timeout=5.0, clock=desks.clock, desk="desk-c")
    yield c, c.authenticate(*BOSS)
    c.close()


# ---- the added-time cap -------------------------------------------------------------------------


@pytest.mark.parametrize("minutes", [0, -5, MAX_ADDED_MINUTES + 1, 10**30, 1.5, 30.0, "30",
                                     True, None])
def test_junk_minutes_are_refused_and_write_nothing(desks: Desks, minutes: Any) -> None:  # noqa: F811
    session = desks.start(desks.a, desks.amy)
    sitting_id = session.sitting_id or 0
    with pytest.raises(ExamError) as refused:
        desks.b.exams.add_time(desks.proctor_b, sitting_id, minutes)
    assert refused.value.reason == "bad_minutes"
    assert desks.b.exams.running_sittings(desks.proctor_b)[0].added_s == 0


def test_time_cannot_be_added_to_an_ended_sitting_even_under_the_cap(desks: Desks) -> None:  # noqa: F811
    session = desks.start(desks.a, desks.amy)
    sitting_id = session.sitting_id or 0
    desks.b.exams.add_time(desks.proctor_b, sitting_id, 30)
    desks.b.exams.void_sitting(desks.proctor_b, sitting_id, "phone on the desk")
    with pytest.raises(ExamError) as refused:
        desks.b.exams.add_time(desks.proctor_b, sitting_id, 10)
    assert refused.value.reason == "not_running"


def test_two_proctors_racing_past_the_cap_add_no_more_than_it(
    desks: Desks, desk_c: tuple[Store, Actor]  # noqa: F811
) -> None:
    """120 minutes already added; two proctors on two desks add 120 more at the same
    moment: exactly one grant goes through, the other is refused as too much time, and the
    sitting has the cap, not 360 minutes."""
    c, boss_c = desk_c
    session = desks.start(desks.a, desks.amy)
    sitting_id = session.sitting_id or 0
    desks.b.exams.add_time(desks.proctor_b, sitting_id, 120)
    gate = threading.Barrier(2)
    outcome: dict[str, object] = {}

    def grant(who: str, store: Store, actor: Actor) -> None:
        gate.wait()
        try:
            outcome[who] = store.exams.add_time(actor, sitting_id, 120)
        except ExamError as error:
            outcome[who] = error.reason

    threads = [threading.Thread(target=grant, args=("b", desks.b, desks.proctor_b)),
               threading.Thread(target=grant, args=("c", c, boss_c))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(map(str, outcome.values())) == sorted(
        [str(MAX_TOTAL_ADDED_MINUTES * 60), "too_much_time"])
    assert desks.b.exams.running_sittings(desks.proctor_b)[0].added_s == \
        MAX_TOTAL_ADDED_MINUTES * 60


def test_a_void_racing_a_resume_on_another_desk_leaves_the_sitting_voided(
    desks: Desks, desk_c: tuple[Store, Actor]  # noqa: F811
) -> None:
    """desk-a went quiet; desk-c resumes Amy's sitting while the booth voids it, at the same
    moment. Whichever lands first, the sitting ends voided, its answers kept, and a resumed
    session (if the resume landed first) cannot record another answer."""
    from tests.unit.test_store_exam_console import _answer
    from trainer.exams.outcome import ExamStatus
    from trainer.store.exam_rows import HOLD_S

    c, _boss_c = desk_c
    session = desks.start(desks.a, desks.amy)
    _answer(session)
    sitting_id = session.sitting_id or 0
    desks.clock.advance(HOLD_S + 1)
    gate = threading.Barrier(2)
    outcome: dict[str, object] = {}

    def resume() -> None:
        gate.wait()
        try:
            outcome["resume"] = c.exams.resume_sitting(desks.amy, *BOSS)
        except ExamError as error:
            outcome["resume"] = error.reason

    def void() -> None:
        gate.wait()
        outcome["void"] = desks.b.exams.void_sitting(desks.proctor_b, sitting_id, "phone out")

    threads = [threading.Thread(target=resume), threading.Thread(target=void)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert "void" in outcome
    resumed = outcome["resume"]
    if isinstance(resumed, str):
        assert resumed == "not_running"
    else:
        question = resumed.next_question()  # type: ignore[attr-defined]
        if question is not None:
            from tests.support.exam_kill_worker import right_answer

            with pytest.raises(ExamError):
                resumed.submit(right_answer(question.question))  # type: ignore[attr-defined]
    boss = desks.b.authenticate(*BOSS)
    (result,) = desks.b.exams.results(boss, desks.amy.user_id)
    assert result.sitting.status is ExamStatus.VOIDED and result.seal is SealStatus.OK
    assert desks.b.exams.running_sittings(boss) == []

