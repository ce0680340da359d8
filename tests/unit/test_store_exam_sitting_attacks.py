"""Attacks on a running exam sitting, on SQLite and PostgreSQL: a proctor's void or close
racing the trainee's answer, a quiet desk's heartbeat after another desk resumed its
sitting, retake grants slipped in under the "granted before sealing" rule, the roster
counting what the results count, and two proctors voiding and adding time at once."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

import trainer.store.exam_sittings as sittings_module
from tests.support.exam_kill_worker import right_answer
from tests.support.row_lock import row_writable
from tests.unit.test_exams_store import Env
from tests.unit.test_store_exam_console import BOSS, Desks, _answer, desks  # noqa: F401
from tests.unit.test_store_exam_counting import (  # noqa: F401
    ALL_RIGHT,
    ALL_WRONG,
    env,
    retake,
    sitting,
)
from trainer.errors import ExamError, SealFailed
from trainer.exams.counting import CountingRule
from trainer.exams.outcome import ExamStatus
from trainer.exams.plan import draw_questions
from trainer.exams.seal import SealStatus
from trainer.stats.values import ExamState
from trainer.store import open_store
from trainer.store.exam_rows import HOLD_S

# ---- a void racing an answer -------------------------------------------------------------


def _desk_could_write(url: str, sitting_id: int) -> bool:
    """Whether the trainee's desk could commit an answer to the sitting right now: the write
    lock free (SQLite) or the sitting's row not locked (PostgreSQL). Asked from inside the
    console's void or close, it tells whether an answer can still slip in between the
    console reading the answers and writing the result."""
    return row_writable(url, "exam_sittings", sitting_id)


def test_a_void_racing_the_trainees_answer_scores_and_seals_every_stored_answer(
    desks: Desks, monkeypatch: pytest.MonkeyPatch,  # noqa: F811
) -> None:
    """The console read the answers, then the trainee's desk committed one more before the
    void was written: the void's result must name that answer too, or the voided sitting
    reads as tampered (an answer added after its result) for ever."""
    session = desks.start(desks.a, desks.amy)
    _answer(session)
    question = session.next_question()
    assert question is not None
    kind = type(desks.b.exams)
    real = kind._voided_outcome

    def answered_meanwhile(self: Any, sitting: Any, answers: Any, key: Any) -> Any:
        if _desk_could_write(desks.url, session.sitting_id or 0):
            session.submit(right_answer(question.question))  # desk a, between read and write
        return real(self, sitting, answers, key)

    monkeypatch.setattr(kind, "_voided_outcome", answered_meanwhile)
    outcome = desks.b.exams.void_sitting(desks.proctor_b, session.sitting_id or 0, "phone")
    monkeypatch.undo()
    review = desks.b.exams.review(desks.boss_b, session.sitting_id or 0)
    assert review.sitting.status is ExamStatus.VOIDED
    assert review.seal.status is SealStatus.OK, review.seal.findings
    assert outcome.answered == review.sitting.answered


def test_closing_a_sitting_racing_the_trainees_answer_keeps_it_sealed(
    desks: Desks, monkeypatch: pytest.MonkeyPatch,  # noqa: F811
) -> None:
    session = desks.start(desks.a, desks.amy)
    _answer(session)
    question = session.next_question()
    assert question is not None
    real = draw_questions
    calls = {"n": 0}

    def answered_meanwhile(*args: Any, **kwargs: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == 1 and _desk_could_write(desks.url, session.sitting_id or 0):
            session.submit(right_answer(question.question))
        return real(*args, **kwargs)

    monkeypatch.setattr(sittings_module, "draw_questions", answered_meanwhile)
    desks.b.exams.close_sitting(desks.boss_b, session.sitting_id or 0)
    monkeypatch.undo()
    review = desks.b.exams.review(desks.boss_b, session.sitting_id or 0)
    assert review.sitting.status is ExamStatus.INCOMPLETE
    assert review.seal.status is SealStatus.OK, review.seal.findings


# ---- a quiet desk comes back -------------------------------------------------------------


def test_a_quiet_desk_coming_back_does_not_take_back_a_sitting_resumed_elsewhere(
    desks: Desks,  # noqa: F811
) -> None:
    """Desk a went quiet (network out, not killed); desk b resumed the sitting. When desk
    a's timer ticks again its heartbeat must not take the sitting back, and its next
    question is refused in words: a sitting runs on one desk at a time."""
    session = desks.start(desks.a, desks.amy)
    desks.clock.advance(HOLD_S)
    resumed = desks.b.exams.resume_sitting(desks.amy, *BOSS)
    assert resumed.next_question() is not None
    session.tick()  # desk a's heartbeat is due
    [row] = desks.b.exams.running_sittings(desks.boss_b)
    assert row.desk == "desk-b"
    with pytest.raises(ExamError) as refused:
        session.next_question()
    assert (refused.value.reason, refused.value.desk) == ("held_elsewhere", "desk-b")
    _answer(resumed)  # desk b goes on
    assert desks.b.exams.running_sittings(desks.boss_b)[0].question == 2


def test_a_question_timing_out_on_a_quiet_desk_is_not_recorded_over_the_resuming_desk(
    desks: Desks,  # noqa: F811
) -> None:
    """Desk a showed a question and went quiet; desk b resumed and shows the same question.
    Desk a's timer then times the question out: that answer is refused in words, so desk b's
    answer to it is the one stored (timed out too: the question keeps the time it was first
    shown)."""
    session = desks.start(desks.a, desks.amy)
    assert session.next_question() is not None
    desks.clock.advance(HOLD_S)
    resumed = desks.b.exams.resume_sitting(desks.amy, *BOSS)
    assert resumed.next_question() is not None
    with pytest.raises(ExamError) as refused:
        session.tick()
    assert (refused.value.reason, refused.value.desk) == ("held_elsewhere", "desk-b")
    _answer(resumed)
    resumed.hand_in()
    review = desks.b.exams.review(desks.boss_b, resumed.sitting_id or 0)
    assert review.seal.status is SealStatus.OK
    assert review.sitting.answered == 1


# ---- retake grants slipped in --------------------------------------------------------------


@pytest.mark.parametrize("slipped_id", [0, -1])
def test_a_grant_slipped_in_with_an_id_at_or_below_zero_is_tampered(
    env: Env, slipped_id: int,  # noqa: F811
) -> None:
    """A school that never had unsealed grants keeps unsealed_through = 0: a grant inserted
    with id 0 or -1 and no MAC must not read as "granted before sealing"."""
    sitting(env, ALL_WRONG)
    boss = env.sign_in_boss()
    env.sql("INSERT INTO exam_retakes (id, exam_id, trainee_id, granted_by, granted_at, note) "
            f"VALUES ({slipped_id}, {env.exam_id}, {env.amy.user_id}, {boss.user_id}, "
            "'2024-01-01 00:00:00', 'extra')")
    [grant] = env.store.exams.retakes(boss, env.amy.user_id)
    assert grant.seal is SealStatus.TAMPERED
    with pytest.raises(SealFailed):  # the slipped grant gives no extra attempt
        sitting(env, ALL_RIGHT)


def test_raising_unsealed_through_does_not_hide_a_grant_slipped_in_after_a_sealed_one(
    env: Env,  # noqa: F811
) -> None:
    """Grants are sealed from v15 on, so an unsealed grant with a higher id than a sealed one
    was slipped in, whatever the setting exam_retakes.unsealed_through says."""
    sitting(env, ALL_WRONG)
    retake(env, "ill")
    boss = env.sign_in_boss()
    [sealed] = env.store.exams.retakes(boss, env.amy.user_id)
    env.sql("UPDATE settings SET value = '999999' "
            "WHERE key = 'exam_retakes.unsealed_through' AND user_id IS NULL")
    env.sql("INSERT INTO settings (user_id, key, value) SELECT NULL, "
            "'exam_retakes.unsealed_through', '999999' WHERE NOT EXISTS (SELECT 1 FROM "
            "settings WHERE key = 'exam_retakes.unsealed_through' AND user_id IS NULL)")
    env.sql("INSERT INTO exam_retakes (exam_id, trainee_id, granted_by, granted_at, note) "
            "SELECT exam_id, trainee_id, granted_by, granted_at, 'slipped' FROM exam_retakes "
            f"WHERE id = {sealed.id}")
    seals = {g.note: g.seal for g in env.store.exams.retakes(boss, env.amy.user_id)}
    assert seals == {"ill": SealStatus.OK, "slipped": SealStatus.TAMPERED}


# ---- counting: a voided sitting on the roster ------------------------------------------------


@pytest.mark.parametrize("rule", list(CountingRule))
def test_the_roster_counts_the_sitting_the_results_count_never_a_voided_one(
    desks: Desks, rule: CountingRule,  # noqa: F811
) -> None:
    """A fail, then a retake voided by the proctor after five right answers (a higher
    score than the fail, never a pass). Under every rule the results page counts the fail;
    the roster ("the roster shows the counting result") must show that same sitting."""
    boss = desks.boss_b
    exam = desks.b.exams.exam(boss, desks.exam_id)
    desks.b.exams.update(boss, desks.exam_id, replace(exam.blueprint, counting=rule))
    first = desks.start(desks.a, desks.amy)
    _answer(first)
    first.hand_in()
    desks.b.exams.grant_retake(boss, desks.exam_id, desks.amy.user_id)
    again = desks.start(desks.a, desks.amy)
    for _ in range(5):
        _answer(again)
    desks.b.exams.void_sitting(boss, again.sitting_id or 0, "phone on the desk")
    counted = [r.sitting.id for r in desks.b.exams.results(boss, desks.amy.user_id) if r.counts]
    assert counted == [first.sitting_id]
    standing = desks.b.reports.exam_standings(boss, [desks.amy.user_id])[desks.amy.user_id]
    assert (standing.sitting_id, standing.state) == (first.sitting_id, ExamState.FAILED)


# ---- two proctors at once ----------------------------------------------------------------


def test_two_proctors_voiding_and_adding_time_at_once_leave_one_sealed_void(
    desks: Desks,  # noqa: F811
) -> None:
    """Desk b voids and adds time while desk c voids the same sitting (three threads, three
    connections): one void wins, the other is refused as not running; the added time lands
    before the void or is refused; whatever the order, the sitting's seals hold."""
    import threading

    session = desks.start(desks.a, desks.amy)
    _answer(session)
    sitting_id = session.sitting_id or 0
    c = open_store(desks.url, lock_timeout=5.0, clock=desks.clock, desk="desk-c")
    boss_c = c.authenticate(*BOSS)
    barrier = threading.Barrier(3)
    outcomes: dict[str, object] = {}

    def act(name: str, call: Any) -> None:
        barrier.wait()
        try:
            outcomes[name] = call()
        except ExamError as e:
            outcomes[name] = e.reason

    calls = {
        "void_b": lambda: desks.b.exams.void_sitting(desks.proctor_b, sitting_id, "phone"),
        "void_c": lambda: c.exams.void_sitting(boss_c, sitting_id, "notes"),
        "time_b": lambda: desks.b.exams.add_time(desks.boss_b, sitting_id, 5),
    }
    threads = [threading.Thread(target=act, args=item) for item in calls.items()]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        c.close()
    voids = [outcomes["void_b"], outcomes["void_c"]]
    assert sorted(v == "not_running" for v in voids) == [False, True], outcomes
    assert outcomes["time_b"] in (300, "not_running")
    review = desks.b.exams.review(desks.boss_b, sitting_id)
    assert review.sitting.status is ExamStatus.VOIDED
    assert review.seal.status is SealStatus.OK, review.seal.findings
    assert review.sitting.added_s == (300 if outcomes["time_b"] == 300 else 0)

