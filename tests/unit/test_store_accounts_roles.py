"""Accounts and roles (issue 16 point 1), on SQLite and PostgreSQL: instructors adding
instructors and proctors with the school's seal key wrapped for them, what a proctor may and
may not do (a table over every instructor-only store method), deactivating and reactivating,
the last instructor, display names, moving trainees, archiving cohorts, and resetting another
instructor's password with the seal key kept."""

from __future__ import annotations

import inspect
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from tests.support.exam_kill_worker import WallClock, blueprint
from trainer.audit import AuditAction
from trainer.auth import Actor, Role
from trainer.errors import (
    AccountDeactivated,
    AuthenticationFailed,
    PermissionDenied,
    ProctorRequired,
    SealUnavailable,
    StoreError,
)
from trainer.exams.outcome import ExamStatus
from trainer.exams.seal import SealState
from trainer.store import Store, open_store
from trainer.store.worded_csv import WordedRoster
from trainer.today import GoalUnit

BOSS = ("mdeus", "teacher-pass")
PASSWORDS = {"mdeus": BOSS[1], "pat": "proctor-pass"}


@dataclass
class School:
    url: str
    store: Store
    boss: Actor
    proctor: Actor
    amy: Actor
    cohort_id: int
    other_cohort_id: int
    exam_id: int
    folder: Path


@pytest.fixture
def school(store_url: str, tmp_path: Path) -> Iterator[School]:
    store = open_store(store_url, lock_timeout=1.0, clock=WallClock())
    boss = store.create_first_instructor("mdeus", "Maria Deus", BOSS[1])
    cohort = store.roster.create_cohort(boss, "2024-A 甲班")
    other = store.roster.create_cohort(boss, "2024-B")
    amy = store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234").as_actor()
    store.roster.create_proctor(boss, "pat", "Pat Proctor", "proctor-pass")
    exam = store.exams.create(boss, blueprint(cohort_ids=(cohort.id,)))
    proctor = store.authenticate("pat", "proctor-pass")
    boss = store.authenticate(*BOSS)
    yield School(store_url, store, boss, proctor, amy, cohort.id, other.id, exam.id, tmp_path)
    store.close()


# ---- adding instructors and proctors -------------------------------------------------------


def test_an_added_instructor_signs_in_with_their_password_and_holds_the_school_key(
    school: School,
) -> None:
    store = school.store
    lei = store.roster.create_instructor(school.boss, "lei", "Lei Ka", "lei-password")
    assert lei.role is Role.INSTRUCTOR
    signed = store.authenticate("lei", "lei-password")
    assert signed.is_instructor
    assert store.seal.state(signed.user_id) is SealState.HELD
    assert store.seal.held(signed.user_id) == store.seal.held(school.boss.user_id)


def test_a_proctor_holds_the_key_and_proctors_a_sitting_but_is_no_instructor(
    school: School,
) -> None:
    store, proctor = school.store, school.proctor
    assert proctor.role is Role.PROCTOR and proctor.may_proctor and not proctor.is_instructor
    assert store.seal.held(proctor.user_id) is not None  # unlocked at their sign-in
    amy = store.authenticate("amy", "1234")
    session = store.exams.start_sitting(amy, school.exam_id, "pat", "proctor-pass")
    assert session.status is ExamStatus.RUNNING
    # Resumed after a restart, proctored again by the proctor.
    resumed = store.exams.resume_sitting(amy, "pat", "proctor-pass")
    assert resumed.sitting_id == session.sitting_id
    # The proctor finds it and ends it.
    proctor = store.authenticate("pat", "proctor-pass")
    running = store.exams.running_sitting(proctor, amy.user_id)
    assert running is not None and running.id == session.sitting_id
    outcome = store.exams.close_sitting(proctor, session.sitting_id)
    assert outcome.status is ExamStatus.INCOMPLETE
    # The boss sees the result sealed with the school's key.
    result = store.exams.results(school.boss, amy.user_id)[0]
    assert result.sitting.proctor_id == proctor.user_id


def test_a_deactivated_proctor_cannot_proctor(school: School) -> None:
    store = school.store
    store.roster.deactivate(school.boss, school.proctor.user_id)
    amy = store.authenticate("amy", "1234")
    with pytest.raises(ProctorRequired):
        store.exams.start_sitting(amy, school.exam_id, "pat", "proctor-pass")


# ---- the proctor's role, method by method ---------------------------------------------------


def _rules() -> dict[str, Any]:
    return {"minimum": "100"}


Call = Callable[[School, Actor], object]


def _start(w: School, a: Actor) -> object:
    """Amy's sitting, with ``a``'s name and password typed in at her desk."""
    amy = w.store.authenticate("amy", "1234")
    return w.store.exams.start_sitting(amy, w.exam_id, a.name, PASSWORDS[a.name])


def _approved(w: School, a: Actor) -> object:
    """Amy's sitting on the school server, approved by ``a`` signed in on their own desk
    (their password never typed at hers)."""
    amy = w.store.authenticate("amy", "1234")
    proctor = w.store.authenticate(a.name, PASSWORDS[a.name])
    return w.store.exams.start_sitting_approved(proctor, amy, w.exam_id)


def _close(w: School, a: Actor) -> object:
    """Start a sitting and end it as ``a``, signed in again (a trainee's sign-in on this
    store let every unlocked key go)."""
    session = _start(w, w.proctor)
    again = w.store.authenticate(a.name, PASSWORDS[a.name])
    return w.store.exams.close_sitting(again, session.sitting_id)  # type: ignore[attr-defined]


def _console(what: str) -> Call:
    """Start a sitting, then add time to it or void it as ``a``, signed in again."""

    def call(w: School, a: Actor) -> object:
        session: Any = _start(w, w.proctor)
        again = w.store.authenticate(a.name, PASSWORDS[a.name])
        if what == "add_time":
            return w.store.exams.add_time(again, session.sitting_id, 5)
        return w.store.exams.void_sitting(again, session.sitting_id, "left the room")

    return call

# Every store method an instructor may call and a trainee may not, and whether a proctor
# passes. A proctor runs sittings; blueprints, rosters, results and settings are not theirs.
PROCTOR_TABLE: dict[str, tuple[Call, bool]] = {
    # exams: blueprints
    "exams.create": (lambda w, a: w.store.exams.create(a, blueprint(name="x")), False),
    "exams.update": (lambda w, a: w.store.exams.update(a, w.exam_id, blueprint()), False),
    "exams.assign": (lambda w, a: w.store.exams.assign(a, w.exam_id, [w.cohort_id]), False),
    "exams.deactivate": (lambda w, a: w.store.exams.deactivate(a, w.exam_id), False),
    "exams.reactivate": (lambda w, a: w.store.exams.reactivate(a, w.exam_id), False),
    "exams.exams": (lambda w, a: w.store.exams.exams(a), False),
    "exams.seal_state": (lambda w, a: w.store.exams.seal_state(a), False),
    "exams.enrol_instructor": (
        lambda w, a: w.store.exams.enrol_instructor(a, "mdeus", BOSS[1]), False),
    # exams: results and retakes
    "exams.grant_retake": (
        lambda w, a: w.store.exams.grant_retake(a, w.exam_id, w.amy.user_id), False),
    "exams.pass_on_record": (
        lambda w, a: w.store.exams.pass_on_record(a, w.exam_id, w.amy.user_id), False),
    "exams.results": (lambda w, a: w.store.exams.results(a, w.amy.user_id), False),
    "exams.cohort_results": (lambda w, a: w.store.exams.cohort_results(a, w.cohort_id), False),
    "exams.results_csv": (lambda w, a: w.store.exams.results_csv(a, w.cohort_id), False),
    "exams.seal_statuses": (lambda w, a: w.store.exams.seal_statuses(a, []), False),
    "exams.review": (lambda w, a: w.store.exams.review(a, 1), False),
    "exams.retakes": (lambda w, a: w.store.exams.retakes(a, w.amy.user_id), False),
    "exams.revoke_retake": (lambda w, a: w.store.exams.revoke_retake(a, 999), False),
    # exams: certificates (results too: not a proctor's)
    "exams.issue_certificate": (lambda w, a: w.store.exams.issue_certificate(a, 1), False),
    "exams.check_certificate": (
        lambda w, a: w.store.exams.check_certificate(a, "DT-2026-1", "ABCD-EFGH"), False),
    "exams.certification_csv": (lambda w, a: w.store.exams.certification_csv(a), False),
    # exams: sittings (the proctor's work)
    "exams.running_sitting": (
        lambda w, a: w.store.exams.running_sitting(a, w.amy.user_id), True),
    "exams.start_sitting": (_start, True),
    "exams.start_sitting_approved": (_approved, True),
    "exams.close_sitting": (_close, True),
    # exams: the proctor console (issue 16 point 2)
    "exams.running_sittings": (lambda w, a: w.store.exams.running_sittings(a), True),
    "exams.add_time": (_console("add_time"), True),
    "exams.void_sitting": (_console("void_sitting"), True),
    # the school server's desks
    "desks.make_code": (lambda w, a: w.store.desks.make_code(a, "Desk 9"), False),
    "desks.listed": (lambda w, a: w.store.desks.listed(a), False),
    "desks.revoke": (lambda w, a: w.store.desks.revoke(a, 999), False),
    # roster
    "roster.create_cohort": (lambda w, a: w.store.roster.create_cohort(a, "new"), False),
    "roster.create_trainee": (
        lambda w, a: w.store.roster.create_trainee(a, "zed", "Zed", None, "4321"), False),
    "roster.create_instructor": (
        lambda w, a: w.store.roster.create_instructor(a, "zed", "Zed", "zed-pass"), False),
    "roster.create_proctor": (
        lambda w, a: w.store.roster.create_proctor(a, "zed", "Zed", "zed-pass"), False),
    "roster.trainees": (lambda w, a: w.store.roster.trainees(a), False),
    "roster.instructors": (lambda w, a: w.store.roster.instructors(a), False),
    "roster.accounts": (lambda w, a: w.store.roster.accounts(a), False),
    "roster.user": (lambda w, a: w.store.roster.user(a, w.amy.user_id), False),
    "roster.reset_secret": (
        lambda w, a: w.store.roster.reset_secret(a, w.amy.user_id, "9999"), False),
    "roster.deactivate": (lambda w, a: w.store.roster.deactivate(a, w.amy.user_id), False),
    "roster.reactivate": (lambda w, a: w.store.roster.reactivate(a, w.amy.user_id), False),
    "roster.set_display_name": (
        lambda w, a: w.store.roster.set_display_name(a, w.amy.user_id, "Amy"), False),
    "roster.move_to_cohort": (
        lambda w, a: w.store.roster.move_to_cohort(a, w.amy.user_id, w.other_cohort_id), False),
    "roster.archive_cohort": (lambda w, a: w.store.roster.archive_cohort(a, w.cohort_id), False),
    "roster.unarchive_cohort": (
        lambda w, a: w.store.roster.unarchive_cohort(a, w.cohort_id), False),
    "roster.set_staff_id": (
        lambda w, a: w.store.roster.set_staff_id(a, w.amy.user_id, "HR-7"), False),
    "roster.cohort_sizes": (lambda w, a: w.store.roster.cohort_sizes(a), False),
    "roster.import_roster_csv": (
        lambda w, a: w.store.roster.import_roster_csv(a, "zed,,4321\n"), False),
    "roster.locked_until": (lambda w, a: w.store.roster.locked_until(a, w.amy.user_id), False),
    "roster.locked_users": (lambda w, a: w.store.roster.locked_users(a), False),
    "roster.unlock": (lambda w, a: w.store.roster.unlock(a, w.amy.user_id), False),
    # settings and table profiles
    "settings.set": (lambda w, a: w.store.settings.set(a, "school.pass_mark", "80"), False),
    "settings.delete": (lambda w, a: w.store.settings.delete(a, "school.pass_mark"), False),
    "table_profiles.save": (lambda w, a: w.store.table_profiles.save(a, "p", _rules()), False),
    "table_profiles.delete": (lambda w, a: w.store.table_profiles.delete(a, "p"), False),
    "table_profiles.usage": (lambda w, a: w.store.table_profiles.usage(a, "p"), False),
    # homework and review schedules
    "schedule.cohort_schedule": (
        lambda w, a: w.store.schedule.cohort_schedule(a, w.cohort_id), False),
    "schedule.set_cohort_policy": (
        lambda w, a: w.store.schedule.set_cohort_policy(a, w.cohort_id, retention=0.9), False),
    "daily.set_cohort_goal": (
        lambda w, a: w.store.daily.set_cohort_goal(a, w.cohort_id, GoalUnit.ANSWERS, 20), False),
    "homework.create": (
        lambda w, a: w.store.homework.create(a, w.cohort_id, None, None, date(2026, 1, 1)),  # type: ignore[arg-type]
        False),
    "homework.update": (
        lambda w, a: w.store.homework.update(a, 1, None, None, date(2026, 1, 1)),  # type: ignore[arg-type]
        False),
    "homework.for_cohort": (lambda w, a: w.store.homework.for_cohort(a, w.cohort_id), False),
    "homework.export_csv": (
        lambda w, a: w.store.homework.export_csv(a, 1, w.folder / "homework.csv"), False),
    # the audit log: an instructor's to read and export
    "audit.record": (
        lambda w, a: w.store.audit.record(a, AuditAction.EXPORTED, "x.csv", {}), False),
    "audit.trail": (lambda w, a: w.store.audit.trail(a), False),
    "audit.export_csv": (lambda w, a: w.store.audit.export_csv(a, w.folder / "audit.csv"), False),
    "homework.delete": (lambda w, a: w.store.homework.delete(a, 1), False),
    "homework.report": (lambda w, a: w.store.homework.report(a, 1), False),
    "homework.schedule_health": (
        lambda w, a: w.store.homework.schedule_health(a, w.cohort_id), False),
    "homework.homework_for": (lambda w, a: w.store.homework.homework_for(a, w.amy.user_id),
                              False),
    # reports
    "reports.roster_summary": (lambda w, a: w.store.reports.roster_summary(a, None), False),
    "reports.cohort_daily": (
        lambda w, a: w.store.reports.cohort_daily(a, w.cohort_id, None, None, None), False),
    "reports.cohort_opening": (
        lambda w, a: w.store.reports.cohort_opening(a, w.cohort_id), False),
    "reports.daily": (lambda w, a: w.store.reports.daily(a, w.amy.user_id), False),
    "reports.export_cohort_csv": (lambda w, a: w.store.reports.export_cohort_csv(
        a, None, WordedRoster(("x",) * 7, ()), w.folder / "roster.csv"), False),
    # practice records of others, bulk imports, backups
    "practice.attempts": (lambda w, a: w.store.practice.attempts(a, w.amy.user_id), False),
    "practice.check_seals": (
        lambda w, a: w.store.practice.check_seals(a, w.amy.user_id), False),
    "bulk.add_sessions": (lambda w, a: w.store.bulk.add_sessions(a, []), False),
    "bulk.add_attempts": (lambda w, a: w.store.bulk.add_attempts(a, []), False),
    "bulk.add_trainees": (
        lambda w, a: w.store.bulk.add_trainees(a, None, [], "x", w.store.now()), False),
    "store.back_up": (lambda w, a: w.store.back_up(a, w.folder / "backup.sqlite3"), False),
    "store.check_restore": (
        lambda w, a: w.store.check_restore(a, w.folder / "absent.sqlite3"), False),
    "store.restore": (lambda w, a: w.store.restore(a, w.folder / "absent.sqlite3"), False),
}


@pytest.mark.parametrize("method", sorted(PROCTOR_TABLE))
def test_proctor_role_table(school: School, method: str) -> None:
    """A proctor passes exactly where the table says; an instructor passes everywhere the
    role is concerned (any refusal of theirs is not about roles)."""
    call, proctor_passes = PROCTOR_TABLE[method]
    if proctor_passes:
        call(school, school.proctor)
    else:
        with pytest.raises(PermissionDenied) as refused:
            call(school, school.proctor)
        assert refused.value.code in ("instructor_only", "own_records_only")
    boss = school.store.authenticate(*BOSS)
    try:
        call(school, boss)
    except PermissionDenied as e:  # pragma: no cover - shown if it ever happens
        pytest.fail(f"the instructor was refused {method}: {e}")
    except Exception:
        pass


def test_the_proctor_table_covers_every_instructor_only_method(school: School) -> None:
    """A new instructor-only store method must be added to the table, deciding for proctors."""
    repos = {
        "exams": school.store.exams, "roster": school.store.roster,
        "settings": school.store.settings, "table_profiles": school.store.table_profiles,
        "homework": school.store.homework, "reports": school.store.reports,
        "practice": school.store.practice, "bulk": school.store.bulk, "store": school.store,
        "schedule": school.store.schedule, "daily": school.store.daily,
        "audit": school.store.audit, "desks": school.store.desks,
    }
    missing = []
    for prefix, repo in repos.items():
        for name, member in inspect.getmembers(type(repo), inspect.isfunction):
            if name.startswith("_"):
                continue
            source = inspect.getsource(member)
            if ("require_instructor(" in source or "require_proctor(" in source) \
                    and f"{prefix}.{name}" not in PROCTOR_TABLE:
                missing.append(f"{prefix}.{name}")
    assert missing == []


def test_the_proctor_passes_the_sitting_checks(school: School) -> None:
    """start, resume and close_sitting are the proctor's (checked end to end above); the
    checks they use name the proctor, not the instructor."""
    from trainer.store.exam_sittings import ExamSittings

    for name in ("_start", "close_sitting"):  # start_sitting and start_sitting_approved
        source = inspect.getsource(getattr(ExamSittings, name))
        assert "require_proctor(" in source and "require_instructor(" not in source


def test_a_trainee_is_refused_the_proctor_checks(school: School) -> None:
    with pytest.raises(PermissionDenied):
        school.store.exams.running_sitting(school.amy, school.boss.user_id)
    with pytest.raises(PermissionDenied):
        school.store.exams.close_sitting(school.amy, 1)
    for refused in (lambda: school.store.exams.running_sittings(school.amy),
                    lambda: school.store.exams.add_time(school.amy, 1, 5),
                    lambda: school.store.exams.void_sitting(school.amy, 1, "x")):
        with pytest.raises(PermissionDenied):
            refused()


# ---- deactivating ---------------------------------------------------------------------------


def test_deactivated_accounts_cannot_sign_in_and_are_told_so(school: School) -> None:
    store, boss = school.store, school.boss
    lei = store.roster.create_instructor(boss, "lei", "Lei Ka", "lei-password")
    for user_id, name, secret in ((school.amy.user_id, "amy", "1234"),
                                  (school.proctor.user_id, "pat", "proctor-pass"),
                                  (lei.id, "lei", "lei-password")):
        store.roster.deactivate(boss, user_id)
        with pytest.raises(AccountDeactivated):
            store.authenticate(name, secret)
        # A wrong secret still gets the one message that tells nothing.
        with pytest.raises(AuthenticationFailed) as wrong:
            store.authenticate(name, secret + "0")
        assert not isinstance(wrong.value, AccountDeactivated)
        boss = store.authenticate(*BOSS)  # reactivating seals the account: it needs the key
        store.roster.reactivate(boss, user_id)
        assert store.authenticate(name, secret).user_id == user_id
    listed = {u.name: u.active for u in store.roster.accounts(boss)}
    assert listed == {"amy": True, "lei": True, "mdeus": True, "pat": True}


def test_the_last_active_instructor_cannot_be_deactivated(school: School) -> None:
    store, boss = school.store, school.boss
    lei = store.roster.create_instructor(boss, "lei", "Lei Ka", "lei-password")
    lei_actor = store.authenticate("lei", "lei-password")
    store.roster.deactivate(lei_actor, boss.user_id)
    # Lei is now the only active instructor: nobody may deactivate them, not even themselves.
    with pytest.raises(PermissionDenied) as last:
        store.roster.deactivate(lei_actor, lei.id)
    assert last.value.code == "last_instructor"
    # The boss, deactivated, cannot act at all.
    with pytest.raises(PermissionDenied) as gone:
        store.roster.deactivate(boss, lei.id)
    assert gone.value.code == "inactive"
    store.roster.reactivate(lei_actor, boss.user_id)
    with pytest.raises(PermissionDenied) as own:
        store.roster.deactivate(boss, boss.user_id)
    assert own.value.code == "not_oneself"
    store.roster.deactivate(boss, lei.id)
    assert [u.name for u in store.roster.instructors(boss)] == ["mdeus"]


def test_two_desks_deactivating_each_other_leave_one_instructor(school: School) -> None:
    """Each desk re-reads the actor after locking the instructors' rows: once a second desk
    has deactivated the boss, the boss's desk can no longer deactivate the last one."""
    store, boss = school.store, school.boss
    lei = store.roster.create_instructor(boss, "lei", "Lei Ka", "lei-password")
    lei_actor = store.authenticate("lei", "lei-password")
    with open_store(school.url, clock=WallClock()) as desk2:
        desk2.roster.deactivate(lei_actor, boss.user_id)
    with pytest.raises(PermissionDenied) as refused:
        store.roster.deactivate(boss, lei.id)
    assert refused.value.code == "inactive"
    assert [u.name for u in store.roster.instructors(lei_actor)] == ["lei"]


def test_two_desks_deactivating_each_other_at_once_leave_one_instructor(
    school: School,
) -> None:
    """At the same moment, on two connections: one desk wins, the other is refused, and one
    active instructor remains (without the row lock both would pass on PostgreSQL)."""
    store, boss = school.store, school.boss
    lei = store.roster.create_instructor(boss, "lei", "Lei Ka", "lei-password")
    lei_actor = store.authenticate("lei", "lei-password")
    desks = [open_store(school.url, lock_timeout=5.0, clock=WallClock()) for _ in range(2)]
    barrier = threading.Barrier(2, timeout=30)
    outcomes: dict[str, str] = {}

    def act(desk: Store, actor: Actor, target: int) -> None:
        barrier.wait()
        try:
            desk.roster.deactivate(actor, target)
            outcomes[actor.name] = "done"
        except PermissionDenied as e:
            outcomes[actor.name] = e.code

    try:
        threads = [threading.Thread(target=act, args=(desks[0], boss, lei.id)),
                   threading.Thread(target=act, args=(desks[1], lei_actor, boss.user_id))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
    finally:
        for desk in desks:
            desk.close()
    assert sorted(outcomes.values()) == ["done", "inactive"]
    active = [u.name for u in store.roster.accounts(
        boss if outcomes["mdeus"] == "done" else lei_actor, include_inactive=False)
        if u.role is Role.INSTRUCTOR]
    assert len(active) == 1


# ---- names, cohorts ---------------------------------------------------------------------------


def test_display_names_change_and_sign_in_names_stay(school: School) -> None:
    store, boss = school.store, school.boss
    changed = store.roster.set_display_name(boss, school.amy.user_id, "  陳美玲 ")
    assert (changed.name, changed.display_name) == ("amy", "陳美玲")
    assert store.authenticate("amy", "1234").display_name == "陳美玲"
    with pytest.raises(StoreError) as empty:
        store.roster.set_display_name(boss, school.amy.user_id, "   ")
    assert empty.value.code == "name_empty"


def test_a_trainee_moves_to_another_cohort_with_their_records(school: School) -> None:
    store, boss = school.store, school.boss
    moved = store.roster.move_to_cohort(boss, school.amy.user_id, school.other_cohort_id)
    assert moved.cohort_id == school.other_cohort_id
    assert [t.name for t in store.roster.trainees(boss, school.other_cohort_id)] == ["amy"]
    assert store.roster.trainees(boss, school.cohort_id) == []
    assert store.roster.move_to_cohort(boss, school.amy.user_id, None).cohort_id is None
    with pytest.raises(StoreError) as not_trainee:
        store.roster.move_to_cohort(boss, school.proctor.user_id, school.cohort_id)
    assert not_trainee.value.code == "not_a_trainee"
    with pytest.raises(StoreError) as unknown:
        store.roster.move_to_cohort(boss, school.amy.user_id, 9999)
    assert unknown.value.code == "cohort_unknown"


def test_an_archived_cohort_is_hidden_from_lists_and_kept_in_reports(school: School) -> None:
    store, boss = school.store, school.boss
    archived = store.roster.archive_cohort(boss, school.cohort_id)
    assert archived.archived
    assert [c.name for c in store.roster.cohorts(boss)] == ["2024-B"]
    assert [c.name for c in store.roster.cohorts(boss, include_archived=True)] == [
        "2024-A 甲班", "2024-B"]
    # Its trainee still signs in, sees their own cohort, and is in the reports.
    amy = store.authenticate("amy", "1234")
    assert [c.id for c in store.roster.cohorts(amy)] == [school.cohort_id]
    assert [line.name for line in store.reports.roster_summary(boss, school.cohort_id)] == [
        "amy"]
    assert store.exams.cohort_results(boss, school.cohort_id) == []
    # Nobody is moved into an archived cohort.
    bob = store.roster.create_trainee(boss, "bob", "Bob", school.other_cohort_id, "5678")
    with pytest.raises(StoreError) as refused:
        store.roster.move_to_cohort(boss, bob.id, school.cohort_id)
    assert refused.value.code == "cohort_archived"
    assert not store.roster.unarchive_cohort(boss, school.cohort_id).archived
    assert len(store.roster.cohorts(boss)) == 2
    assert store.roster.cohort_sizes(boss) == {school.cohort_id: 1, school.other_cohort_id: 1}


# ---- another instructor's password -------------------------------------------------------------


def test_a_reset_instructor_keeps_the_school_key(school: School) -> None:
    store, boss = school.store, school.boss
    store.roster.create_instructor(boss, "lei", "Lei Ka", "lei-password")
    key = store.seal.held(boss.user_id)
    assert key is not None
    store.roster.reset_secret(boss, store.authenticate("lei", "lei-password").user_id,
                              "lei-new-password")
    store.authenticate(*BOSS)
    with pytest.raises(AuthenticationFailed):
        store.authenticate("lei", "lei-password")
    lei = store.authenticate("lei", "lei-new-password")
    # The new password unwraps the same key: sealed exams read and verify.
    assert store.seal.held(lei.user_id) == key
    assert store.exams.seal_state(lei) is SealState.HELD
    wrapped = store.seal._db.read(lambda conn: store.seal.wrapped_for(conn, lei.user_id))
    assert wrapped is not None and wrapped.unwrap("lei-new-password") == key
    assert wrapped.unwrap("lei-password") is None
    # And on a second desk (a fresh store) too.
    with open_store(school.url, clock=WallClock()) as desk2:
        again = desk2.authenticate("lei", "lei-new-password")
        assert desk2.seal.held(again.user_id) == key


def test_a_proctor_password_reset_keeps_their_key_too(school: School) -> None:
    store, boss = school.store, school.boss
    store.roster.reset_secret(boss, school.proctor.user_id, "proctor-new")
    amy = store.authenticate("amy", "1234")
    session = store.exams.start_sitting(amy, school.exam_id, "pat", "proctor-new")
    assert session.status is ExamStatus.RUNNING


def test_a_proctor_changing_their_own_password_keeps_the_key(school: School) -> None:
    store = school.store
    store.roster.change_own_secret(school.proctor, "proctor-pass", "proctor-own")
    amy = store.authenticate("amy", "1234")
    session = store.exams.start_sitting(amy, school.exam_id, "pat", "proctor-own")
    assert session.status is ExamStatus.RUNNING


def test_a_reset_needs_the_key_held_and_never_ones_own(school: School) -> None:
    store, boss = school.store, school.boss
    lei = store.roster.create_instructor(boss, "lei", "Lei Ka", "lei-password")
    store.sign_out(boss)
    with pytest.raises(SealUnavailable) as locked:
        store.roster.reset_secret(boss, lei.id, "lei-new-password")
    assert locked.value.reason == "not_signed_in"
    assert store.authenticate("lei", "lei-password").user_id == lei.id  # unchanged
    with pytest.raises(PermissionDenied) as own:
        store.roster.reset_secret(boss, boss.user_id, "another-one")
    assert own.value.code == "own_secret"
    with pytest.raises(StoreError) as short:
        store.roster.reset_secret(store.authenticate(*BOSS), lei.id, "abc")
    assert short.value.code == "password_rule"


def test_a_trainee_pin_reset_needs_no_key(school: School) -> None:
    store, boss = school.store, school.boss
    store.sign_out(boss)
    store.roster.reset_secret(boss, school.amy.user_id, "4321")
    assert store.authenticate("amy", "4321").user_id == school.amy.user_id
