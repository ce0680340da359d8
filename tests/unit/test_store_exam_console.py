"""The proctor console's store part (issue 16 point 2, point 8's seals of added time and
voids), on SQLite and PostgreSQL, with two desks as two store connections: the running
sittings as rows, adding time (validated, sealed, audited, honoured by the trainee's
session), voiding (reason required, sealed, audited, the other desk's next answer refused in
words), and one desk at a time (worded refusals, also in both unique-index races)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import create_engine, text

from tests.support.exam_kill_worker import WallClock, blueprint, right_answer
from trainer.audit import AuditAction, AuditQuery
from trainer.auth import Actor
from trainer.errors import ExamError, PermissionDenied
from trainer.exams.outcome import ExamStatus
from trainer.exams.review import SealProblem
from trainer.exams.seal import SealStatus
from trainer.exams.session import ExamSession, TickEvent
from trainer.store import Store, open_store
from trainer.store.exam_rows import HOLD_S

BOSS = ("mdeus", "teacher-pass")


@dataclass
class Desks:
    url: str
    clock: WallClock
    a: Store  # the trainees' desk "desk-a"
    b: Store  # the proctor's desk "desk-b"
    boss_b: Actor
    proctor_b: Actor
    amy: Actor
    bob: Actor
    exam_id: int

    def sql(self, statement: str) -> None:
        engine = create_engine(self.url)
        try:
            with engine.begin() as conn:
                conn.execute(text(statement))
        finally:
            engine.dispose()

    def edit_state(self, sitting_id: int, edit: Any) -> None:
        """Test-only: change a sitting's stored state as a tamperer with the database could."""
        engine = create_engine(self.url)
        try:
            with engine.begin() as conn:
                state = json.loads(conn.execute(
                    text("SELECT state FROM exam_sittings WHERE id = :i"), {"i": sitting_id}
                ).scalar_one())
                edit(state)
                conn.execute(text("UPDATE exam_sittings SET state = :s WHERE id = :i"),
                             {"s": json.dumps(state), "i": sitting_id})
        finally:
            engine.dispose()

    def start(self, store: Store, trainee: Actor) -> ExamSession:
        return store.exams.start_sitting(trainee, self.exam_id, *BOSS)


@pytest.fixture
def desks(store_url: str) -> Iterator[Desks]:
    clock = WallClock()
    a = open_store(store_url, lock_timeout=1.0, clock=clock, desk="desk-a")
    boss = a.create_first_instructor("mdeus", "Maria Deus", BOSS[1])
    cohort = a.roster.create_cohort(boss, "2024-A")
    amy = a.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234").as_actor()
    bob = a.roster.create_trainee(boss, "bob", "Bob Ho", cohort.id, "5678").as_actor()
    a.roster.create_proctor(boss, "pat", "Pat Proctor", "proctor-pass")
    exam = a.exams.create(boss, blueprint(cohort_ids=(cohort.id,)))
    b = open_store(store_url, lock_timeout=1.0, clock=clock, desk="desk-b")
    proctor = b.authenticate("pat", "proctor-pass")
    boss_b = b.authenticate(*BOSS)
    yield Desks(store_url, clock, a, b, boss_b, proctor, amy, bob, exam.id)
    a.close()
    b.close()


def _answer(session: ExamSession) -> None:
    question = session.next_question()
    assert question is not None
    session.submit(right_answer(question.question))


# ---- the running sittings --------------------------------------------------------------------


def test_running_sittings_lists_desk_trainee_question_time_left_and_activity(
    desks: Desks,
) -> None:
    amy = desks.start(desks.a, desks.amy)
    desks.clock.advance(30)
    _answer(amy)
    _answer(amy)
    desks.clock.advance(10)
    desks.start(desks.b, desks.bob)
    desks.clock.advance(20)
    rows = desks.b.exams.running_sittings(desks.proctor_b)
    assert [(r.desk, r.trainee_name, r.trainee_display_name, r.question, r.question_count)
            for r in rows] == [("desk-a", "amy", "陳美美", 3, 7), ("desk-b", "bob", "Bob Ho", 1, 7)]
    assert rows[0].exam_name == "Dealer certificate 荷官證書"
    assert rows[0].seconds_left == 600 - 60
    assert rows[1].seconds_left == 600 - 20
    assert rows[0].last_activity == desks.clock.now - timedelta(seconds=30)
    assert rows[1].last_activity == rows[1].started_at


def test_an_ended_sitting_leaves_the_console(desks: Desks) -> None:
    amy = desks.start(desks.a, desks.amy)
    amy.hand_in()
    assert desks.b.exams.running_sittings(desks.boss_b) == []


# ---- adding time -----------------------------------------------------------------------------


@pytest.mark.parametrize("minutes", [0, -5, 121, True, 2.5, "5"])
def test_added_minutes_are_validated(desks: Desks, minutes: Any) -> None:
    sitting = desks.start(desks.a, desks.amy)
    with pytest.raises(ExamError) as refused:
        desks.b.exams.add_time(desks.proctor_b, sitting.sitting_id or 0, minutes)
    assert refused.value.reason == "bad_minutes"


def test_added_time_moves_the_deadline_at_the_trainees_desk_on_its_next_tick(
    desks: Desks,
) -> None:
    session = desks.start(desks.a, desks.amy)
    first_deadline = session.deadline
    assert desks.b.exams.add_time(desks.proctor_b, session.sitting_id or 0, 5) == 300
    desks.clock.advance(30)  # within the question's own minute, no poll due yet is fine
    assert session.tick() is TickEvent.NOTHING
    assert session.deadline == first_deadline + timedelta(minutes=5)
    assert session.remaining_seconds() == 600 + 300 - 30


def test_time_added_just_before_the_deadline_counts_at_the_deadline(desks: Desks) -> None:
    session = desks.start(desks.a, desks.amy)
    session.tick()  # polled once now: the next poll is not due for a while
    desks.b.exams.add_time(desks.proctor_b, session.sitting_id or 0, 2)
    desks.clock.advance(600)
    assert session.tick() is not TickEvent.EXAM_OVER
    assert not session.is_finished
    assert session.remaining_seconds() == 120


def test_a_resumed_sitting_keeps_the_time_added(desks: Desks) -> None:
    session = desks.start(desks.a, desks.amy)
    desks.b.exams.add_time(desks.proctor_b, session.sitting_id or 0, 3)
    desks.b.exams.add_time(desks.boss_b, session.sitting_id or 0, 4)
    resumed = desks.a.exams.resume_sitting(desks.amy, *BOSS)
    assert resumed.deadline == session.started_at + timedelta(
        seconds=600 + 7 * 60)
    row = desks.b.exams.running_sittings(desks.proctor_b)[0]
    assert (row.added_s, row.seconds_left) == (420, 1020)


def test_added_time_is_audited_with_the_desk_and_sealed(desks: Desks) -> None:
    session = desks.start(desks.a, desks.amy)
    desks.b.exams.add_time(desks.proctor_b, session.sitting_id or 0, 5)
    rows = desks.b.audit.trail(desks.boss_b, AuditQuery()).rows
    added = [r.entry for r in rows if r.entry.action == AuditAction.TIME_ADDED.value]
    assert len(added) == 1
    assert (added[0].actor_name, added[0].desk) == ("pat", "desk-b")
    assert json.loads(added[0].detail_json)["minutes"] == 5
    session.hand_in()
    review = desks.b.exams.review(desks.boss_b, session.sitting_id or 0)
    assert review.seal.status is SealStatus.OK
    assert review.sitting.added_s == 300
    # Someone gives the trainee an hour instead of five minutes, in the database.
    desks.edit_state(session.sitting_id, lambda state: state["added"][0].update(s=3600))
    review = desks.b.exams.review(desks.boss_b, session.sitting_id or 0)
    assert review.seal.status is SealStatus.TAMPERED
    assert SealProblem.CONTROL in {f.problem for f in review.seal.findings}


def test_added_time_has_an_overall_cap_per_sitting_refused_in_words(desks: Desks) -> None:
    """Each grant is at most 120 minutes, and all grants of a sitting together at most
    MAX_TOTAL_ADDED_MINUTES (240): a grant past it is refused saying how much may still be
    added, and writes nothing (no grant, no audit row)."""
    from trainer.store.exam_console import MAX_TOTAL_ADDED_MINUTES

    assert MAX_TOTAL_ADDED_MINUTES == 240
    session = desks.start(desks.a, desks.amy)
    sitting_id = session.sitting_id or 0
    assert desks.b.exams.add_time(desks.proctor_b, sitting_id, 120) == 120 * 60
    assert desks.b.exams.add_time(desks.boss_b, sitting_id, 100) == 220 * 60
    with pytest.raises(ExamError) as refused:
        desks.b.exams.add_time(desks.proctor_b, sitting_id, 30)
    assert (refused.value.reason, refused.value.minutes) == ("too_much_time", 20)
    assert "at most 240 minutes" in str(refused.value) and "20 more" in str(refused.value)
    assert desks.b.exams.running_sittings(desks.proctor_b)[0].added_s == 220 * 60
    audited = [r.entry for r in desks.b.audit.trail(desks.boss_b, AuditQuery()).rows
               if r.entry.action == AuditAction.TIME_ADDED.value]
    assert len(audited) == 2
    assert desks.b.exams.add_time(desks.proctor_b, sitting_id, 20) == 240 * 60
    with pytest.raises(ExamError) as full:
        desks.b.exams.add_time(desks.proctor_b, sitting_id, 1)
    assert (full.value.reason, full.value.minutes) == ("too_much_time", 0)
    # The other sittings are not touched by this one's cap.
    other = desks.start(desks.a, desks.bob)
    assert desks.b.exams.add_time(desks.proctor_b, other.sitting_id or 0, 120) == 120 * 60


# ---- voiding ---------------------------------------------------------------------------------


@pytest.mark.parametrize("reason", ["", "   "])
def test_a_void_needs_a_reason(desks: Desks, reason: str) -> None:
    session = desks.start(desks.a, desks.amy)
    with pytest.raises(ExamError) as refused:
        desks.b.exams.void_sitting(desks.proctor_b, session.sitting_id or 0, reason)
    assert refused.value.reason == "reason_required"
    assert desks.b.exams.running_sittings(desks.proctor_b)[0].sitting_id == session.sitting_id


def test_a_voided_sittings_next_answer_is_refused_in_words_at_the_other_desk(
    desks: Desks,
) -> None:
    session = desks.start(desks.a, desks.amy)
    _answer(session)
    question = session.next_question()
    assert question is not None
    outcome = desks.b.exams.void_sitting(desks.proctor_b, session.sitting_id or 0,
                                         "phone on the desk")
    assert outcome.status is ExamStatus.VOIDED and not outcome.passed
    session.submit(right_answer(question.question))
    assert session.status is ExamStatus.VOIDED and session.is_finished
    assert session.voided is not None
    assert (session.voided.proctor, session.voided.note) == ("Pat Proctor", "phone on the desk")
    assert str(session.voided) == "this sitting was voided by Pat Proctor: phone on the desk"
    assert session.answered_count == 1  # the refused answer was not counted


def test_a_voided_sitting_stops_on_the_next_tick(desks: Desks) -> None:
    session = desks.start(desks.a, desks.amy)
    session.next_question()
    desks.b.exams.void_sitting(desks.boss_b, session.sitting_id or 0, "wrong trainee")
    assert session.tick() is TickEvent.EXAM_OVER
    assert session.voided is not None and session.voided.proctor == "Maria Deus"


def test_a_void_is_sealed_audited_and_shown_in_results_and_review(desks: Desks) -> None:
    session = desks.start(desks.a, desks.amy)
    _answer(session)
    sitting_id = session.sitting_id or 0
    desks.b.exams.void_sitting(desks.proctor_b, sitting_id, "  left  the room ")
    results = desks.b.exams.results(desks.boss_b, desks.amy.user_id)
    assert [(r.sitting.status, r.passed, r.seal) for r in results] == [
        (ExamStatus.VOIDED, False, SealStatus.OK)]
    assert (results[0].sitting.voided_by, results[0].sitting.void_reason) == (
        "Pat Proctor", "left the room")
    review = desks.b.exams.review(desks.boss_b, sitting_id)
    assert review.sitting.status is ExamStatus.VOIDED
    assert review.seal.status is SealStatus.OK
    trail = desks.b.audit.trail(desks.boss_b, AuditQuery()).rows
    voids = [r.entry for r in trail if r.entry.action == AuditAction.SITTING_VOIDED.value]
    assert [(v.actor_name, v.desk, json.loads(v.detail_json)["reason"]) for v in voids] == [
        ("pat", "desk-b", "left the room")]
    with pytest.raises(ExamError) as again:
        desks.b.exams.void_sitting(desks.proctor_b, sitting_id, "twice")
    assert again.value.reason == "not_running"
    # An edited reason breaks the void's seal.
    desks.edit_state(sitting_id, lambda state: state["void"].update(reason="ill"))
    assert desks.b.exams.review(desks.boss_b, sitting_id).seal.status is SealStatus.TAMPERED


def test_a_sitting_set_to_voided_without_a_sealed_void_shows_as_tampered(desks: Desks) -> None:
    session = desks.start(desks.a, desks.amy)
    session.hand_in()
    desks.sql(f"UPDATE exam_sittings SET status = 'voided' WHERE id = {session.sitting_id}")
    review = desks.b.exams.review(desks.boss_b, session.sitting_id or 0)
    assert SealProblem.CONTROL in {f.problem for f in review.seal.findings}


def test_a_trainee_may_not_watch_add_time_or_void(desks: Desks) -> None:
    session = desks.start(desks.a, desks.amy)
    sitting_id = session.sitting_id or 0
    with pytest.raises(PermissionDenied):
        desks.a.exams.running_sittings(desks.amy)
    with pytest.raises(PermissionDenied):
        desks.a.exams.add_time(desks.amy, sitting_id, 5)
    with pytest.raises(PermissionDenied):
        desks.a.exams.void_sitting(desks.amy, sitting_id, "cheating")
    assert session.tick() is TickEvent.NOTHING


# ---- one desk at a time ----------------------------------------------------------------------


def test_a_sitting_running_on_one_desk_is_refused_at_another_in_words(desks: Desks) -> None:
    session = desks.start(desks.a, desks.amy)
    session.next_question()
    desks.clock.advance(HOLD_S - 1)
    with pytest.raises(ExamError) as resumed:
        desks.b.exams.resume_sitting(desks.amy, *BOSS)
    assert (resumed.value.reason, resumed.value.desk) == ("held_elsewhere", "desk-a")
    with pytest.raises(ExamError) as started:
        desks.start(desks.b, desks.amy)
    assert (started.value.reason, started.value.desk) == ("held_elsewhere", "desk-a")
    # The same desk resumes (the app was restarted there).
    desks.a.exams.resume_sitting(desks.amy, *BOSS)


def test_the_running_sitting_names_the_other_desk_that_holds_it(desks: Desks) -> None:
    """Signed in at a second desk, the trainee's desk is told where the sitting runs (so it
    says so, instead of "interrupted"); the desk running it, and any desk once it went
    quiet, is told nothing."""
    session = desks.start(desks.a, desks.amy)
    session.next_question()
    desks.clock.advance(HOLD_S - 1)
    elsewhere = desks.b.exams.running_sitting(desks.amy)
    assert elsewhere is not None and elsewhere.held_by == "desk-a"
    here = desks.a.exams.running_sitting(desks.amy)
    assert here is not None and here.held_by is None
    desks.clock.advance(1)
    quiet = desks.b.exams.running_sitting(desks.amy)
    assert quiet is not None and quiet.held_by is None


def test_a_desk_that_went_quiet_lets_another_desk_resume(desks: Desks) -> None:
    session = desks.start(desks.a, desks.amy)
    session.next_question()
    desks.clock.advance(HOLD_S)
    resumed = desks.b.exams.resume_sitting(desks.amy, *BOSS)
    assert resumed.sitting_id == session.sitting_id
    assert desks.b.exams.running_sittings(desks.boss_b)[0].desk == "desk-b"
    # ... and now desk-a is the other desk.
    with pytest.raises(ExamError) as back:
        desks.a.exams.resume_sitting(desks.amy, *BOSS)
    assert (back.value.reason, back.value.desk) == ("held_elsewhere", "desk-b")


def test_the_trainees_desk_keeps_its_hold_by_its_heartbeat(desks: Desks) -> None:
    session = desks.start(desks.a, desks.amy)
    session.next_question()
    for _ in range(6):  # three minutes with no answer, the desk ticking
        desks.clock.advance(30)
        session.tick()
    with pytest.raises(ExamError) as refused:
        desks.b.exams.resume_sitting(desks.amy, *BOSS)
    assert refused.value.reason == "held_elsewhere"


def test_two_desks_starting_at_once_race_on_the_running_index(
    desks: Desks, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Desk b checked before desk a's sitting was committed: its insert then meets
    ux_exam_sittings_running (only: a retake makes its attempt number free), and the
    trainee's desk hears it in words."""
    desks.a.exams.grant_retake(desks.a.authenticate(*BOSS), desks.exam_id, desks.amy.user_id)
    desks.start(desks.a, desks.amy)
    _check_too_early(monkeypatch, type(desks.b.exams))
    with pytest.raises(ExamError) as raced:
        desks.start(desks.b, desks.amy)
    assert (raced.value.reason, raced.value.desk) == ("held_elsewhere", "desk-a")
    assert len(desks.b.exams.running_sittings(desks.boss_b)) == 1


def test_two_desks_starting_one_attempt_race_on_the_attempt_index(
    desks: Desks, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Desk a started attempt 1 and it ended before desk b, which had counted no attempt
    used, inserted its own attempt 1: ux_exam_sittings_attempt refuses it, in words."""
    boss_a = desks.a.authenticate(*BOSS)
    desks.a.exams.grant_retake(boss_a, desks.exam_id, desks.amy.user_id)
    desks.start(desks.a, desks.amy).hand_in()
    _count_too_early(monkeypatch, type(desks.b.exams))
    with pytest.raises(ExamError) as raced:
        desks.start(desks.b, desks.amy)
    assert raced.value.reason == "already_started"
    monkeypatch.undo()
    assert desks.b.exams.running_sittings(desks.boss_b) == []


def _check_too_early(monkeypatch: pytest.MonkeyPatch, kind: Any) -> None:
    """The running sitting is read as none the first time: the check ran before the other
    desk's sitting was committed (the window a real race has)."""
    real = kind._running_facts
    calls = {"n": 0}

    def check(self: Any, conn: Any, trainee_id: int) -> Any:
        calls["n"] += 1
        return real(self, conn, trainee_id) if calls["n"] > 1 else None

    monkeypatch.setattr(kind, "_running_facts", check)


def _count_too_early(monkeypatch: pytest.MonkeyPatch, kind: Any) -> None:
    """The attempts used were counted before the other desk's sitting was committed."""
    counted = kind._attempts
    monkeypatch.setattr(kind, "_attempts", staticmethod(
        lambda conn, info, trainee: (0, counted(conn, info, trainee)[1])))


def test_a_voided_sittings_next_question_is_not_shown(desks: Desks) -> None:
    session = desks.start(desks.a, desks.amy)
    session.tick()  # polled now: the next poll is not due before the next question
    desks.b.exams.void_sitting(desks.proctor_b, session.sitting_id or 0, "wrong exam")
    assert session.next_question() is None
    assert session.status is ExamStatus.VOIDED
    assert session.voided is not None and session.voided.note == "wrong exam"


def test_two_desks_resuming_at_once_one_gets_it_the_other_a_worded_refusal(
    desks: Desks,
) -> None:
    """Two desks resume a quiet sitting at the same moment (two connections, two threads):
    the row lock (PostgreSQL) or the single writer (SQLite) lets one take it."""
    import threading

    session = desks.start(desks.a, desks.amy)
    session.next_question()
    desks.clock.advance(HOLD_S)
    c = open_store(desks.url, lock_timeout=5.0, clock=desks.clock, desk="desk-c")
    barrier = threading.Barrier(2)
    outcomes: dict[str, object] = {}

    def resume(name: str, store: Store) -> None:
        barrier.wait()
        try:
            outcomes[name] = store.exams.resume_sitting(desks.amy, *BOSS).sitting_id
        except ExamError as e:
            outcomes[name] = (e.reason, e.desk)

    threads = [threading.Thread(target=resume, args=(n, s))
               for n, s in (("b", desks.b), ("c", c))]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        c.close()
    won = [n for n, o in outcomes.items() if o == session.sitting_id]
    assert len(won) == 1
    lost = "c" if won == ["b"] else "b"
    assert outcomes[lost] == ("held_elsewhere", "desk-" + won[0])


def test_a_voided_latest_sitting_never_counts_on_the_roster(desks: Desks) -> None:
    """The pass before a voided retake stands (as on the results page: a voided sitting
    never counts); a trainee whose only sitting was voided stands as incomplete."""
    from trainer.stats.values import ExamState

    only = desks.start(desks.a, desks.bob)
    desks.b.exams.void_sitting(desks.boss_b, only.sitting_id or 0, "wrong trainee seated")
    session = desks.start(desks.a, desks.amy)
    for _ in range(7):  # every answer right: it passes
        _answer(session)
    assert session.outcome().passed
    desks.b.exams.grant_retake(desks.boss_b, desks.exam_id, desks.amy.user_id,
                               "a pass can be retaken with a reason (s7-counting)")
    again = desks.start(desks.a, desks.amy)
    desks.b.exams.void_sitting(desks.boss_b, again.sitting_id or 0, "wrong trainee seated")
    standing = desks.b.reports.exam_standings(desks.boss_b,
                                              [desks.amy.user_id, desks.bob.user_id])
    assert (standing[desks.amy.user_id].state, standing[desks.amy.user_id].sitting_id) == (
        ExamState.PASSED, session.sitting_id)
    assert standing[desks.bob.user_id].state is ExamState.INCOMPLETE


REMOTE_VARIANT = True
