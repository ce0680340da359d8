"""Versioned blueprints, exam windows and compare-and-set (issue 16 points 3 and 7), through
the store on SQLite and PostgreSQL. Two desks are two store connections to one database."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta

import pytest

from tests.support.exam_kill_worker import WallClock, blueprint
from trainer.audit import AuditAction, AuditQuery
from trainer.auth import Actor
from trainer.errors import BlueprintError, ChangedElsewhere, ExamError
from trainer.exams.records import ExamInfo, ExamWindow
from trainer.store import Store, open_store

PROCTOR = ("mdeus", "teacher-pass")


@dataclass
class Desks:
    clock: WallClock
    a: Store
    b: Store
    boss_a: Actor
    boss_b: Actor
    amy: Actor
    bob: Actor
    cohort_id: int
    exam: ExamInfo


@pytest.fixture
def desks(store_url: str) -> Iterator[Desks]:
    clock = WallClock()
    a = open_store(store_url, lock_timeout=1.0, clock=clock)
    boss = a.create_first_instructor("mdeus", "Maria Deus", PROCTOR[1])
    cohort = a.roster.create_cohort(boss, "2024-A 甲班")
    amy = a.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234").as_actor()
    bob = a.roster.create_trainee(boss, "bob", "Bob Ho", cohort.id, "5678").as_actor()
    exam = a.exams.create(boss, blueprint(cohort_ids=(cohort.id,)))
    b = open_store(store_url, lock_timeout=1.0, clock=clock)
    boss_b = b.authenticate(*PROCTOR)
    yield Desks(clock, a, b, boss, boss_b, amy, bob, cohort.id, exam)
    b.close()
    a.close()


def _sit(store: Store, trainee: Actor, exam_id: int) -> None:
    """Start a sitting and hand it in at the first question."""
    session = store.exams.start_sitting(trainee, exam_id, *PROCTOR)
    session.next_question()
    session.hand_in()


def _audited(store: Store, actor: Actor, action: AuditAction) -> list[dict[str, object]]:
    rows = store.audit.trail(actor, AuditQuery(action=action)).rows
    return [json.loads(r.entry.detail_json) for r in rows]


def test_an_edit_without_sittings_keeps_the_version(desks: Desks) -> None:
    edited = desks.a.exams.update(desks.boss_a, desks.exam.id,
                                  replace(desks.exam.blueprint, pass_mark=80))
    assert (edited.version, edited.row_version, edited.sittings) == (1, 2, 0)
    assert desks.a.exams.exam(desks.boss_a, desks.exam.id).blueprint.pass_mark == 80
    assert _audited(desks.a, desks.boss_a, AuditAction.BLUEPRINT_VERSIONED) == []


def test_an_edit_after_sittings_makes_a_new_version_and_sittings_keep_theirs(
    desks: Desks,
) -> None:
    store, boss = desks.a, desks.boss_a
    _sit(store, desks.amy, desks.exam.id)
    assert store.exams.exam(boss, desks.exam.id).sittings == 1
    # Assigning cohorts is no new version: the questions did not change.
    assigned = store.exams.assign(boss, desks.exam.id, (desks.cohort_id,))
    assert assigned.version == 1
    edited = store.exams.update(boss, desks.exam.id, replace(assigned.blueprint, pass_mark=90),
                                loaded=assigned.row_version)
    assert (edited.version, edited.sittings) == (2, 0)
    _sit(store, desks.bob, desks.exam.id)
    by_trainee = {r.sitting.trainee_name: r
                  for r in store.exams.cohort_results(boss, desks.cohort_id)}
    assert by_trainee["amy"].sitting.exam_version == 1
    assert by_trainee["amy"].pass_mark == 70  # the blueprint it started under
    assert by_trainee["bob"].sitting.exam_version == 2
    assert by_trainee["bob"].pass_mark == 90
    rows = list(csv.DictReader(io.StringIO(store.exams.results_csv(boss, desks.cohort_id))))
    assert {r["trainee"]: r["version"] for r in rows} == {"amy": "1", "bob": "2"}
    # An edit while version 2 has a sitting makes version 3; the audit names each one.
    third = store.exams.update(boss, desks.exam.id, replace(edited.blueprint, pass_mark=60))
    assert third.version == 3
    made = _audited(store, boss, AuditAction.BLUEPRINT_VERSIONED)
    assert sorted((d["was"], d["version"], d["sittings"]) for d in made) == [(1, 2, 1), (2, 3, 1)]
    assert all(d["changed"] == ["pass_mark"] for d in made)


def test_the_hr_csv_names_the_version_number_and_keeps_the_digest(desks: Desks) -> None:
    store, boss = desks.a, desks.boss_a
    _sit(store, desks.amy, desks.exam.id)
    easy = replace(desks.exam.blueprint, pass_mark=0, sections=tuple(
        replace(x, pass_mark=0) for x in desks.exam.blueprint.sections))
    store.exams.update(boss, desks.exam.id, easy)
    _sit(store, desks.bob, desks.exam.id)
    boss = store.authenticate(*PROCTOR)
    rows = list(csv.DictReader(io.StringIO(store.exams.certification_csv(boss))))
    got = {r["trainee"]: (r["blueprint_version"], r["blueprint_digest"]) for r in rows}
    assert got["amy"][0] == "1" and got["bob"][0] == "2"
    assert got["amy"][1] != got["bob"][1] and got["bob"][1].startswith("v-")
    # The certificate check names the version the sitting started under.
    (bob_result,) = store.exams.results(boss, desks.bob.user_id)
    assert bob_result.passed
    issued = store.exams.issue_certificate(boss, bob_result.sitting.id)
    checked = store.exams.check_certificate(boss, issued.number, issued.code)
    assert (checked.number, checked.exam_version) == (issued.number, 2)


def test_a_sitting_starts_only_inside_the_exam_window(desks: Desks) -> None:
    store, now = desks.a, desks.clock.now
    window = ExamWindow(now + timedelta(hours=2), now + timedelta(hours=5))
    store.exams.update(desks.boss_a, desks.exam.id, desks.exam.blueprint, window=window)
    assert store.exams.exam(desks.amy, desks.exam.id).window == window
    with pytest.raises(ExamError) as early:
        store.exams.start_sitting(desks.amy, desks.exam.id, *PROCTOR)
    assert early.value.reason == "not_open_yet" and early.value.when == window.opens_at
    # Worded in Macau time: 01:00 UTC + 2 h is 11:00 in Macau.
    assert "opens at 2024-05-01 11:00 (Macau time)" in str(early.value)
    desks.clock.advance(5 * 3600)  # the closing instant is outside
    with pytest.raises(ExamError) as late:
        store.exams.start_sitting(desks.amy, desks.exam.id, *PROCTOR)
    assert late.value.reason == "closed" and "closed at 2024-05-01 14:00" in str(late.value)
    desks.clock.advance(-1)
    _sit(store, desks.amy, desks.exam.id)
    # The trainee's list still shows the exam with its window, for "closes ..." wording.
    listed = store.exams.assigned(desks.bob)
    assert [x.exam.window for x in listed] == [window]
    # A window closed before it opens is refused by the core.
    with pytest.raises(BlueprintError):
        ExamWindow(datetime(2024, 5, 2, tzinfo=UTC), datetime(2024, 5, 1, tzinfo=UTC))


def test_a_blueprint_save_against_a_changed_row_is_refused(desks: Desks) -> None:
    """Two desks load the exam; the first save wins, the second is refused with theirs and
    writes nothing; after reloading, the second desk's save goes through."""
    loaded_a = desks.a.exams.exam(desks.boss_a, desks.exam.id)
    loaded_b = desks.b.exams.exam(desks.boss_b, desks.exam.id)
    assert loaded_a.row_version == loaded_b.row_version == 1
    desks.a.exams.update(desks.boss_a, desks.exam.id,
                         replace(loaded_a.blueprint, name="Desk A's exam"),
                         loaded=loaded_a.row_version)
    mine = replace(loaded_b.blueprint, pass_mark=85)
    with pytest.raises(ChangedElsewhere) as refused:
        desks.b.exams.update(desks.boss_b, desks.exam.id, mine, loaded=loaded_b.row_version)
    assert refused.value.code == "changed_elsewhere" and refused.value.version == 2
    theirs = refused.value.theirs
    assert isinstance(theirs, ExamInfo) and theirs.blueprint.name == "Desk A's exam"
    stored = desks.b.exams.exam(desks.boss_b, desks.exam.id)
    assert (stored.name, stored.blueprint.pass_mark, stored.row_version) == (
        "Desk A's exam", 70, 2)
    edits = _audited(desks.a, desks.boss_a, AuditAction.BLUEPRINT_EDITED)
    assert len(edits) == 1  # the refused save left no audit row
    saved = desks.b.exams.update(desks.boss_b, desks.exam.id, mine, loaded=theirs.row_version)
    assert saved.row_version == 3
    assert desks.a.exams.exam(desks.boss_a, desks.exam.id).blueprint.pass_mark == 85


def test_todays_exam_list_says_when_an_exam_opens_and_closes(desks: Desks) -> None:
    """The trainee's Today list: ``closes`` is the window's close (it was always None), and
    ``opens`` its opening; once the window has closed the exam leaves the list."""
    store, now = desks.a, desks.clock.now
    opens, closes = now + timedelta(days=2), now + timedelta(days=3)
    store.exams.update(desks.boss_a, desks.exam.id, desks.exam.blueprint,
                       window=ExamWindow(opens, closes))
    (listed,) = store.today(desks.amy, desks.amy.user_id, now).exams
    assert (listed.exam_id, listed.opens, listed.closes) == (desks.exam.id, opens, closes)
    assert store.today(desks.amy, desks.amy.user_id, closes).exams == ()
