"""Attacks on homework (review 5b): the first minutes of the start day in Macau (answers
before Macau midnight are not counted, after it they are), a cohort with no trainees, a
trainee moved to another cohort, a lesson id no longer shipped, and every instructor call
made by a trainee."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from tests.unit.test_homework import DRAW, add_trainee, answer, cohort_id
from trainer.auth import Actor
from trainer.errors import PermissionDenied, StoreError
from trainer.homework import Status, Subject, SubjectKind, Target, TargetKind
from trainer.store import Store

START, DUE = date(2026, 3, 2), date(2026, 3, 6)
NOW = datetime(2026, 3, 4, 4, tzinfo=UTC)


def test_answers_count_from_macau_midnight_of_the_start_day(
    store: Store, instructor: Actor
) -> None:
    early = add_trainee(store, instructor, "early")
    ontime = add_trainee(store, instructor, "ontime")
    # 23:59:59 on 1 March in Macau is 15:59:59 UTC; 00:00:00 on 2 March is 16:00 UTC.
    answer(store, early, datetime(2026, 3, 1, 15, 59, 59, tzinfo=UTC))
    answer(store, ontime, datetime(2026, 3, 1, 16, 0, tzinfo=UTC))
    a = store.homework.create(instructor, cohort_id(store, instructor), Subject.drill(DRAW),
                              Target(TargetKind.ANSWERS, 1), DUE, starts_on=START)
    report = store.homework.report(instructor, a.id, NOW)
    got = {line.name: (line.progress.status, line.progress.answers) for line in report.trainees}
    assert got == {"early": (Status.NOT_STARTED, 0), "ontime": (Status.DONE, 1)}


def test_a_cohort_with_no_trainees_reports_and_exports_empty(
    store: Store, instructor: Actor, tmp_path: Path
) -> None:
    empty = store.roster.create_cohort(instructor, "nobody yet")
    a = store.homework.create(instructor, empty.id, Subject.table(),
                              Target(TargetKind.ACCURACY, 90, 20), DUE, starts_on=START)
    report = store.homework.report(instructor, a.id, NOW)
    assert report.trainees == ()
    assert [(p.done, p.trainees, p.share) for p in report.completion] == [(0, 0, 0.0)] * 3
    assert store.homework.schedule_health(instructor, empty.id, NOW) == []
    assert store.homework.export_csv(instructor, a.id, tmp_path / "h.csv", NOW) == 0


def test_a_trainee_moved_to_another_cohort_sees_and_counts_there_only(
    store: Store, instructor: Actor, store_url: str
) -> None:
    amy = add_trainee(store, instructor, "amy", "2026-A")
    add_trainee(store, instructor, "bob", "2026-B")
    a_id, b_id = cohort_id(store, instructor, "2026-A"), cohort_id(store, instructor, "2026-B")
    in_a = store.homework.create(instructor, a_id, Subject.drill(DRAW),
                                 Target(TargetKind.ANSWERS, 1), DUE, starts_on=START)
    in_b = store.homework.create(instructor, b_id, Subject.drill(DRAW),
                                 Target(TargetKind.ANSWERS, 1), DUE, starts_on=START)
    answer(store, amy, datetime(2026, 3, 3, 2, tzinfo=UTC))
    engine = create_engine(store_url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE users SET cohort_id = :c WHERE id = :u"),
                     {"c": b_id, "u": amy.user_id})
    engine.dispose()
    mine = store.homework.homework_for(amy, amy.user_id, NOW)
    assert [h.assignment.id for h in mine] == [in_b.id]
    assert mine[0].progress.status is Status.DONE
    assert [t.name for t in store.homework.report(instructor, in_a.id, NOW).trainees] == []
    assert sorted(t.name for t in store.homework.report(instructor, in_b.id, NOW).trainees) \
        == ["amy", "bob"]


def test_a_lesson_no_longer_shipped_is_not_started_not_an_error(
    store: Store, instructor: Actor, store_url: str
) -> None:
    add_trainee(store, instructor, "amy")
    a = store.homework.create(instructor, cohort_id(store, instructor),
                              Subject.lesson("pairs"), Target(TargetKind.PASSED),
                              DUE, starts_on=START)
    engine = create_engine(store_url)  # set while it was shipped, removed by an update since
    with engine.begin() as conn:
        conn.execute(text("UPDATE assignments SET subject = 'lesson:99-removed-lesson'"))
    engine.dispose()
    (line,) = store.homework.report(instructor, a.id, NOW).trainees
    assert line.progress.status is Status.NOT_STARTED


def test_homework_on_a_lesson_that_does_not_exist_is_refused(
    store: Store, instructor: Actor
) -> None:
    add_trainee(store, instructor, "amy")
    with pytest.raises(StoreError, match="there is no lesson '99-no-such-lesson'"):
        store.homework.create(instructor, cohort_id(store, instructor),
                              Subject.lesson("99-no-such-lesson"), Target(TargetKind.PASSED),
                              DUE, starts_on=START)
    assert store.homework.for_cohort(instructor, cohort_id(store, instructor)) == []


@pytest.mark.parametrize("edit", [
    "target_value = 0", "target_value = -5", "target_kind = 'bogus'",
    "subject = 'nonsense'", "target_kind = 'accuracy', target_window = NULL",
])
def test_an_assignment_edited_by_hand_is_left_out_not_a_crash(
    store: Store, instructor: Actor, store_url: str, edit: str
) -> None:
    """A school's database can be edited by hand: an assignment the app could not have
    written no longer breaks the trainee's Today screen or the instructor's list."""
    amy = add_trainee(store, instructor, "amy")
    cohort = cohort_id(store, instructor)
    kept = store.homework.create(instructor, cohort, Subject.drill(DRAW),
                                 Target(TargetKind.ANSWERS, 5), DUE, starts_on=START)
    broken = store.homework.create(instructor, cohort, Subject.drill(DRAW),
                                   Target(TargetKind.ANSWERS, 10), DUE, starts_on=START)
    engine = create_engine(store_url)
    with engine.begin() as conn:
        conn.execute(text(f"UPDATE assignments SET {edit} WHERE id = :i"), {"i": broken.id})
    engine.dispose()
    assert [h.assignment.id for h in store.homework.homework_for(amy, amy.user_id, NOW)] \
        == [kept.id]
    assert store.homework.for_cohort(instructor, cohort) == [kept]
    assert [h.assignment.id for h in store.today(amy, amy.user_id, NOW).homework] == [kept.id]
    with pytest.raises(StoreError, match="edited outside the app"):
        store.homework.report(instructor, broken.id, NOW)
    assert store.homework.delete(instructor, broken.id)


def test_a_trainee_can_make_no_instructor_call(
    store: Store, instructor: Actor, tmp_path: Path
) -> None:
    amy = add_trainee(store, instructor, "amy")
    bob = add_trainee(store, instructor, "bob")
    cid = cohort_id(store, instructor)
    a = store.homework.create(instructor, cid, Subject.drill(DRAW),
                              Target(TargetKind.ANSWERS, 5), DUE, starts_on=START)
    calls = [
        lambda: store.homework.create(amy, cid, Subject.drill(DRAW),
                                      Target(TargetKind.ANSWERS, 1), DUE),
        lambda: store.homework.update(amy, a.id, Subject.drill(DRAW),
                                      Target(TargetKind.ANSWERS, 1), DUE),
        lambda: store.homework.delete(amy, a.id),
        lambda: store.homework.for_cohort(amy, cid),
        lambda: store.homework.report(amy, a.id, NOW),
        lambda: store.homework.export_csv(amy, a.id, tmp_path / "x.csv", NOW),
        lambda: store.homework.schedule_health(amy, cid, NOW),
        lambda: store.homework.homework_for(amy, bob.user_id, NOW),
    ]
    for call in calls:
        with pytest.raises(PermissionDenied):
            call()
    assert not (tmp_path / "x.csv").exists()
    assert [x.id for x in store.homework.for_cohort(instructor, cid)] == [a.id]
    assert store.homework.for_cohort(instructor, cid)[0].target.value == 5


@pytest.mark.parametrize("subject", [Subject.drill("nonsense"), Subject.drill("table"),
                                     Subject.drill("Draw"), Subject(SubjectKind.TABLE, "draw")])
def test_homework_on_a_drill_nobody_answers_is_refused(
    store: Store, instructor: Actor, subject: Subject
) -> None:
    """No answer is ever filed under a kind Practice and the Table do not use: such homework
    could never be done, so it is not set (nor changed to)."""
    add_trainee(store, instructor, "amy")
    cid = cohort_id(store, instructor)
    with pytest.raises(StoreError):
        store.homework.create(instructor, cid, subject, Target(TargetKind.ANSWERS, 1), DUE,
                              starts_on=START)
    a = store.homework.create(instructor, cid, Subject.table(), Target(TargetKind.ANSWERS, 1),
                              DUE, starts_on=START)
    with pytest.raises(StoreError):
        store.homework.update(instructor, a.id, subject, Target(TargetKind.ANSWERS, 1), DUE)
    assert store.homework.for_cohort(instructor, cid) == [a]


REMOTE_VARIANT = True
