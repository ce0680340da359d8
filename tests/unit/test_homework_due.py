"""Issue 15 points 5 and 6 on the FSRS cards: the "all due reviews cleared" target (done,
late, not started, in progress; one drill kind or all of them; a past due moment seen
through later practice) and schedule health's due backlog and measured retention. Both
backends."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.unit.test_homework import DUE, DUE_END_UTC, START, add_trainee, at, cohort_id
from trainer.auth import Actor
from trainer.drills.cell import Cell
from trainer.drills.schedule import Grade4, ReviewPolicy, review
from trainer.errors import StoreError
from trainer.homework import (
    MIN_REVIEWS,
    Answer,
    Assignment,
    DueReviews,
    Status,
    Subject,
    Target,
    TargetKind,
    progress_of,
)
from trainer.store import NewAttempt, Store

CLEARED = Target(TargetKind.DUE_CLEARED)
FAST, SLOW = 500, 2500  # on draw's 3 s target: Easy (a card due in weeks), Good (minutes)


def card_answer(
    store: Store, trainee: Actor, when: datetime, cell: str = "player:3", *,
    kind: str = "draw", correct: bool = True, ms: int = FAST,
) -> None:
    session = store.practice.start_session(trainee, kind, {})
    store.practice.record_attempt(trainee, NewAttempt(
        session_id=session, drill_kind=kind, question={"cell": cell}, answer="a",
        correct=correct, ms_taken=ms, answered_at=when, cell=Cell.parse(cell)))


def lines(store: Store, instructor: Actor, assignment_id: int, now: datetime) -> dict:
    report = store.homework.report(instructor, assignment_id, now)
    return {t.name: (t.progress.status, t.progress.measure, t.progress.done_at)
            for t in report.trainees}


# ---- the rule, store-free ----------------------------------------------------------------


def test_cleared_needs_a_card_and_none_due() -> None:
    a = Assignment(1, 1, Subject.drill("draw"), CLEARED, START, DUE)
    start = a.starts_at
    assert DueReviews().cleared_since(start) is None  # never answered: nothing cleared
    assert DueReviews(3, 1, at(3)).cleared_since(start) is None
    assert DueReviews(3, 0, at(1)).cleared_since(start) == start  # clear all along
    assert DueReviews(3, 0, at(4)).cleared_since(start) == at(4)
    p = progress_of(a, [Answer(at(4), True, 900)], at(5), due_now=DueReviews(3, 0, at(4)))
    assert (p.status, p.measure, p.done_at) == (Status.DONE, 0.0, at(4))
    p = progress_of(a, [Answer(at(4), True, 900)], at(5), due_now=DueReviews(3, 2, at(4)))
    assert (p.status, p.measure) == (Status.IN_PROGRESS, 2.0)
    assert progress_of(a, [], at(5), due_now=DueReviews()).status is Status.NOT_STARTED
    assert progress_of(a, [], DUE_END_UTC, due_now=DueReviews()).status is Status.LATE
    # Past the due moment: what counts is how things stood then.
    after = DUE_END_UTC + timedelta(days=1)
    p = progress_of(a, [], after, due_now=DueReviews(3, 2, at(4)),
                    due_then=DueReviews(3, 0, at(4)))
    assert (p.status, p.done_at, p.measure) == (Status.DONE, at(4), 2.0)
    p = progress_of(a, [], after, due_now=DueReviews(3, 0, after),
                    due_then=DueReviews(3, 1, at(4)))
    assert (p.status, p.done_at) == (Status.LATE, after)  # cleared, but after it was due
    assert progress_of(a, [], at(5)).status is Status.NOT_AVAILABLE


# ---- from the stored cards ----------------------------------------------------------------


def test_due_cleared_status_from_the_cards(store: Store, instructor: Actor) -> None:
    amy = add_trainee(store, instructor, "amy")
    add_trainee(store, instructor, "ben")
    hw = store.homework.create(instructor, cohort_id(store, instructor), Subject.drill("draw"),
                               CLEARED, DUE, starts_on=START)
    card_answer(store, amy, at(3), ms=SLOW)  # Good on a new card: due again in minutes
    (card,) = store.schedule.cards(amy, amy.user_id)
    assert card.due == review(None, Grade4.GOOD, at(3), ReviewPolicy()).due
    before = card.due - timedelta(seconds=1)
    assert lines(store, instructor, hw.id, before) == {
        "amy": (Status.DONE, 0.0, at(3)), "ben": (Status.NOT_STARTED, None, None)}
    assert lines(store, instructor, hw.id, card.due) == {
        "amy": (Status.IN_PROGRESS, 1.0, None), "ben": (Status.NOT_STARTED, None, None)}
    # A due card of another drill does not hold up draw's homework.
    card_answer(store, amy, at(4), "pay:banker", kind="payout", correct=False)
    card_answer(store, amy, at(4, 3), ms=FAST)
    assert lines(store, instructor, hw.id, at(5))["amy"] == (Status.DONE, 0.0, at(4, 3))
    assert lines(store, instructor, hw.id, DUE_END_UTC)["ben"][0] is Status.LATE


def test_all_drills_counts_every_kind(store: Store, instructor: Actor) -> None:
    amy = add_trainee(store, instructor, "amy")
    cohort = cohort_id(store, instructor)
    every = store.homework.create(instructor, cohort, Subject.all_drills(), CLEARED, DUE,
                                  starts_on=START)
    card_answer(store, amy, at(3), ms=FAST)
    card_answer(store, amy, at(3, 3), "pay:banker", kind="payout", correct=False)
    assert lines(store, instructor, every.id, at(4))["amy"][:2] == (Status.IN_PROGRESS, 1.0)
    card_answer(store, amy, at(4, 3), "pay:banker", kind="payout", ms=100)
    assert lines(store, instructor, every.id, at(5))["amy"] == (Status.DONE, 0.0, at(4, 3))
    # "All drills" is only for due reviews: an answer count would mix drills silently.
    with pytest.raises(StoreError):
        store.homework.create(instructor, cohort, Subject.all_drills(),
                              Target(TargetKind.ANSWERS, 5), DUE, starts_on=START)


def test_a_past_due_moment_is_judged_as_it_stood(store: Store, instructor: Actor) -> None:
    amy = add_trainee(store, instructor, "amy")
    cat = add_trainee(store, instructor, "cat")
    hw = store.homework.create(instructor, cohort_id(store, instructor), Subject.drill("draw"),
                               CLEARED, DUE, starts_on=START)
    card_answer(store, amy, at(5), ms=FAST)  # Easy: not due for weeks
    card_answer(store, cat, at(3), correct=False)  # Again: due a minute later
    after = at(7)
    # Both answer again after the due moment: amy ahead of time, cat catching up.
    card_answer(store, amy, after, ms=FAST)
    card_answer(store, cat, after, ms=FAST)
    later = after + timedelta(hours=1)
    assert lines(store, instructor, hw.id, later) == {
        "amy": (Status.DONE, 0.0, at(5)), "cat": (Status.LATE, 0.0, after)}


# ---- schedule health ----------------------------------------------------------------------


def test_schedule_health_backlog_and_retention(store: Store, instructor: Actor) -> None:
    amy = add_trainee(store, instructor, "amy")
    add_trainee(store, instructor, "ben")
    cohort = cohort_id(store, instructor)
    store.schedule.set_cohort_policy(instructor, cohort, retention=0.85)
    now = datetime(2026, 3, 20, 4, tzinfo=UTC)
    old = now - timedelta(days=31)
    card_answer(store, amy, old, "player:1", correct=False)  # first answers: not reviews
    card_answer(store, amy, now - timedelta(days=10), "player:1", correct=True)  # review, right
    card_answer(store, amy, now - timedelta(days=9), "player:2", correct=False)  # first
    card_answer(store, amy, now - timedelta(days=8), "player:2", correct=False)  # review, wrong
    card_answer(store, amy, now - timedelta(days=7), "player:2", correct=True)  # review, right
    card_answer(store, amy, now - timedelta(days=1), "pay:banker", kind="payout")  # first
    cards = store.schedule.cards(instructor, amy.user_id)
    health = store.homework.schedule_health(instructor, cohort, now)
    got = {h.name: (h.due_backlog, h.retention, h.reviews_30, h.desired_retention)
           for h in health}
    assert got == {
        "amy": (sum(1 for c in cards if c.due <= now), 2 / 3, 3, 0.85),
        "ben": (0, None, 0, 0.85),
    }
    assert not any(h.retention_measured for h in health)  # 3 reviews: too few to judge
    for i in range(MIN_REVIEWS - 3):
        card_answer(store, amy, now - timedelta(hours=20 - i % 20, minutes=i), "player:2")
    amy_now = store.homework.schedule_health(instructor, cohort, now)[0]
    assert amy_now.reviews_30 == MIN_REVIEWS and amy_now.retention_measured


def test_schedule_health_reads_only_the_cohorts_active_trainees(
    store: Store, instructor: Actor
) -> None:
    """The cohort's trainees are looked up once and their ids passed (issue 16 point 14: a
    subquery made PostgreSQL scan the whole school's attempts); another cohort's trainee
    and a deactivated one, answering the same cells in the same days, change nothing."""
    amy = add_trainee(store, instructor, "amy")
    gone = add_trainee(store, instructor, "gone")
    zed = add_trainee(store, instructor, "zed", cohort="2026-B")
    cohort = cohort_id(store, instructor)
    now = datetime(2026, 3, 20, 4, tzinfo=UTC)
    for who in (amy, gone, zed):
        card_answer(store, who, now - timedelta(days=9), "player:2", correct=False)  # first
        card_answer(store, who, now - timedelta(days=8), "player:2", correct=True)  # review
    card_answer(store, zed, now - timedelta(days=2), "player:2", correct=False)  # review
    alone = {h.name: (h.days_practised_14, h.due_backlog, h.retention, h.reviews_30)
             for h in store.homework.schedule_health(instructor, cohort, now)}
    amy_cards = store.schedule.cards(instructor, amy.user_id)
    assert alone == {
        "amy": (2, sum(1 for c in amy_cards if c.due <= now), 1.0, 1),
        "gone": (2, sum(1 for c in store.schedule.cards(instructor, gone.user_id)
                        if c.due <= now), 1.0, 1),
    }
    store.roster.deactivate(instructor, gone.user_id)
    after = {h.name: (h.days_practised_14, h.due_backlog, h.retention, h.reviews_30)
             for h in store.homework.schedule_health(instructor, cohort, now)}
    assert after == {"amy": alone["amy"]}
    other = store.homework.schedule_health(instructor, cohort_id(store, instructor, "2026-B"), now)
    assert [(h.name, h.days_practised_14, h.retention, h.reviews_30) for h in other] == [
        ("zed", 3, 0.5, 2)]


REMOTE_VARIANT = True
