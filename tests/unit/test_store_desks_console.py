"""Issue 25 points 8 and 9 in the store, on SQLite and PostgreSQL, two desks as two store
connections: a desk's own id (made once, kept; two desks on one computer name told apart), a
second desk under the *same* name refused in words on an answer (never the unique index's
raw error); a void that gives the attempt back or uses it, sealed and audited, and what each
does to the trainee's attempts; added time with its reason sealed and audited; the
"desk not responding" rule on an injected clock."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import timedelta

import pytest

from tests.support.exam_kill_worker import right_answer
from tests.unit.test_store_exam_console import BOSS, Desks, _answer, desks  # noqa: F401
from trainer.audit import AuditAction, AuditQuery
from trainer.errors import ExamError
from trainer.exams.review import SealProblem
from trainer.exams.seal import SealStatus
from trainer.store import open_store
from trainer.store.audit import DESK_MAX, desk_name, new_desk_id
from trainer.store.exam_console import DESK_SILENT_S, desk_silent

# ---- point 8: a desk's own id -------------------------------------------------------------


def test_a_new_desk_id_keeps_the_computer_name_and_differs_between_clones() -> None:
    ids = {new_desk_id("vm") for _ in range(50)}
    assert len(ids) == 50  # fifty cloned PCs named "vm", fifty desks
    assert all(d.startswith("vm-") and len(d) == 9 for d in ids)
    assert len(new_desk_id("x" * 200)) == DESK_MAX
    assert new_desk_id("").startswith("desk-")


@pytest.mark.parametrize(("text", "name"), [
    ("Lab 03", "Lab 03"), ("  front   desk ", "front desk"), ("", None), ("   ", None),
    ("a" * (DESK_MAX + 1), None), ("a\x00b", None), ("櫃台 7", "櫃台 7")])
def test_a_desk_name_is_checked(text: str, name: str | None) -> None:
    assert desk_name(text) == name


def test_two_desks_under_one_name_a_second_answer_is_refused_in_words(desks: Desks) -> None:  # noqa: F811
    """The school's case: both desks "vm", so the hold cannot tell them apart; the second
    desk to answer a question answered already is refused in words (was: duplicate key ...
    ux_exam_answers_sitting_idx), and the first desk's answer stands."""
    first = desks.start(desks.a, desks.amy)
    first.next_question()
    twin = open_store(desks.url, lock_timeout=1.0, clock=desks.clock, desk="desk-a")
    try:
        second = twin.exams.resume_sitting(desks.amy, *BOSS)  # same name: not held
        _answer(first)
        question = second.next_question()
        assert question is not None
        desks.clock.advance(5)  # not the very same answer (that is a retry, stored once)
        with pytest.raises(ExamError) as refused:
            second.submit(right_answer(question.question))
        assert refused.value.reason == "answered_elsewhere"
        assert "already answered on another desk" in str(refused.value)
    finally:
        twin.close()
    (row,) = desks.b.exams.running_sittings(desks.proctor_b)
    assert row.question == 2


def test_desks_with_their_own_ids_on_one_computer_refuse_a_second_desk(desks: Desks) -> None:  # noqa: F811
    """The fix itself: two desks on the computer "vm" each with its own id; the second desk
    opening the live sitting is refused, naming the first."""
    one, two = new_desk_id("vm"), new_desk_id("vm")
    first = open_store(desks.url, lock_timeout=1.0, clock=desks.clock, desk=one)
    second = open_store(desks.url, lock_timeout=1.0, clock=desks.clock, desk=two)
    try:
        first.exams.start_sitting(desks.amy, desks.exam_id, *BOSS).next_question()
        with pytest.raises(ExamError) as refused:
            second.exams.resume_sitting(desks.amy, *BOSS)
        assert (refused.value.reason, refused.value.desk) == ("held_elsewhere", one)
        (row,) = desks.b.exams.running_sittings(desks.proctor_b)
        assert row.desk == one  # the proctor console's Desk column
    finally:
        first.close()
        second.close()


# ---- point 9: a void gives the attempt back or uses it -------------------------------------


@pytest.mark.parametrize("given_back", [True, False])
def test_a_void_gives_the_attempt_back_or_uses_it(desks: Desks, given_back: bool) -> None:  # noqa: F811
    (before,) = desks.a.exams.assigned(desks.amy)
    assert (before.attempts_used, before.attempts_left) == (0, 1)
    session = desks.start(desks.a, desks.amy)
    _answer(session)
    sitting_id = session.sitting_id or 0
    desks.b.exams.void_sitting(desks.proctor_b, sitting_id, "screen went black",
                               given_back=given_back)
    (after,) = desks.a.exams.assigned(desks.amy, include_used_up=True)
    assert after.attempts_used == 1
    assert after.attempts_left == (1 if given_back else 0)
    if given_back:  # the trainee sits again
        again = desks.start(desks.a, desks.amy)
        assert again.sitting_id != sitting_id
        (grant,) = desks.b.exams.retakes(desks.boss_b, desks.amy.user_id)
        assert grant.note == f"attempt given back: sitting {sitting_id} voided: screen went black"
        assert grant.seal is SealStatus.OK
    else:
        with pytest.raises(ExamError) as refused:
            desks.start(desks.a, desks.amy)
        assert refused.value.reason == "no_attempts_left"
        assert desks.b.exams.retakes(desks.boss_b, desks.amy.user_id) == []
    trail = desks.b.audit.trail(desks.boss_b, AuditQuery()).rows
    (void,) = [json.loads(r.entry.detail_json) for r in trail
               if r.entry.action == AuditAction.SITTING_VOIDED.value]
    assert void["given_back"] is given_back and void["reason"] == "screen went black"
    assert desks.b.exams.review(desks.boss_b, sitting_id).seal.status is SealStatus.OK
    # The choice is sealed: flipping it in the database breaks the void's seal.
    desks.edit_state(sitting_id, lambda state: state["void"].update(given_back=not given_back))
    review = desks.b.exams.review(desks.boss_b, sitting_id)
    assert review.seal.status is SealStatus.TAMPERED
    assert SealProblem.CONTROL in {f.problem for f in review.seal.findings}


def test_a_void_sealed_before_the_choice_existed_still_verifies(desks: Desks) -> None:  # noqa: F811
    """Voids stored before issue 25 carry no choice, and their seal covers none: such a
    void, sealed as the old code sealed it, still reads as intact."""
    from trainer.exams.seal import SealedVoid, seal
    from trainer.store.exam_rows import parse_timestamp

    session = desks.start(desks.a, desks.amy)
    sitting_id = session.sitting_id or 0
    desks.b.exams.void_sitting(desks.proctor_b, sitting_id, "old style")
    exams = desks.b.exams
    held = exams._db.read(lambda conn: exams._held_key(conn, desks.proctor_b))
    assert held is not None

    def as_before(state: dict) -> None:
        item = state["void"]
        del item["given_back"]
        old = SealedVoid(sitting_id, item["by"], item["reason"], parse_timestamp(item["at"]))
        item["mac"] = seal(held.for_sitting(sitting_id), old)

    desks.edit_state(sitting_id, as_before)
    assert exams.review(desks.boss_b, sitting_id).seal.status is SealStatus.OK


# ---- point 9: added time has a reason, sealed ----------------------------------------------


def test_added_time_keeps_its_reason_sealed_and_audited(desks: Desks) -> None:  # noqa: F811
    session = desks.start(desks.a, desks.amy)
    sitting_id = session.sitting_id or 0
    desks.b.exams.add_time(desks.proctor_b, sitting_id, 5, "  fire   drill ")
    trail = desks.b.audit.trail(desks.boss_b, AuditQuery()).rows
    (added,) = [json.loads(r.entry.detail_json) for r in trail
                if r.entry.action == AuditAction.TIME_ADDED.value]
    assert (added["minutes"], added["reason"]) == (5, "fire drill")
    assert desks.b.exams.review(desks.boss_b, sitting_id).seal.status is SealStatus.OK
    desks.edit_state(sitting_id, lambda state: state["added"][0].update(reason="kind proctor"))
    review = desks.b.exams.review(desks.boss_b, sitting_id)
    assert review.seal.status is SealStatus.TAMPERED
    assert SealProblem.CONTROL in {f.problem for f in review.seal.findings}


def test_a_reason_for_added_time_is_at_most_500_characters(desks: Desks) -> None:  # noqa: F811
    session = desks.start(desks.a, desks.amy)
    with pytest.raises(ExamError) as refused:
        desks.b.exams.add_time(desks.proctor_b, session.sitting_id or 0, 5, "x" * 501)
    assert refused.value.reason == "reason_required"


# ---- point 9: a silent desk ----------------------------------------------------------------


def test_a_desk_silent_past_the_threshold_is_flagged(desks: Desks) -> None:  # noqa: F811
    session = desks.start(desks.a, desks.amy)
    session.next_question()
    (row,) = desks.b.exams.running_sittings(desks.proctor_b)
    assert not desk_silent(row, desks.clock.now)
    at = row.last_activity + timedelta(seconds=DESK_SILENT_S)
    assert not desk_silent(row, at)
    assert desk_silent(row, at + timedelta(seconds=1))
    assert desk_silent(replace(row), at + timedelta(minutes=10))
