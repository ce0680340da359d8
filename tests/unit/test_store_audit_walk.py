"""Issue 25 point 3: every public method of the store that writes is audited in the same
transaction as its change, or is named below, with the reason, as a practice write.

The walk has two halves:

* **Found by reading** (:func:`test_every_writing_method_is_walked_or_named`): every public
  method of every part of a :class:`~trainer.store.Store` (``store.roster``, ``store.exams``,
  ... found by introspecting an open store, plus the recorders its parts hand out) is read
  (its source, as a syntax tree) and counts as a *writer* when it opens a write transaction
  (``<...>db.write``), hands the store's database to a helper (``backup.restore(self._db)``)
  or calls a method of its own or of another part that is a writer. Every writer must be
  walked below (``WALK``) or named in ``PRACTICE_WRITES``; a new method that writes is
  neither, so this test fails until it is audited and walked, or named with its reason.
* **Run** (:func:`test_each_write_is_audited_in_its_transaction`): each walked method is
  called on a fresh school (SQLite, and PostgreSQL when the test server is there) while
  every statement is watched: the call must add an audit row, and every transaction that
  changed a row of the school (any table but the audit log and the sign-in throttle's
  counters) must have added its audit row in that same transaction.
"""

from __future__ import annotations

import ast
import inspect
import json
import re
import textwrap
import typing
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine

from tests.support.exam_kill_worker import WallClock, blueprint
from trainer.audit import AuditAction
from trainer.auth import Actor, hash_secret
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.drills.cell import Cell
from trainer.errors import StoreError
from trainer.homework import Subject, Target, TargetKind
from trainer.store import Store, open_store
from trainer.store.bulk import BulkAttempt, BulkSession
from trainer.store.exam_recorder import SittingRecorder
from trainer.store.practice import PracticeRecorder
from trainer.store.schedule import CohortSchedule
from trainer.store.worded_csv import COHORT_CODE_COLUMNS, WordedRoster
from trainer.today import GoalUnit

PASSWORD = "teacher-pass"

HANDED_OUT: dict[str, type] = {
    "sitting_recorder": SittingRecorder,  # store.exams.start_sitting / resume_sitting
    "practice_recorder": PracticeRecorder,  # store.practice.recorder
}
"""Objects the parts hand out whose methods write: walked as parts of their own."""

PRACTICE_WRITES: dict[str, str] = {
    # A trainee's practice: their own work, kept in their own sealed chains
    # (trainer.store.practice_seal), thousands of rows a day; the audit log records what is
    # done TO the school's records, not every answer.
    "practice.start_session": "a practice session begins",
    "practice.end_session": "a practice session ends",
    "practice.record_attempt": "an answer (with its FSRS review and daily total)",
    "practice_recorder.record": "an answer (with its FSRS review and daily total)",
    "lesson_progress.mark_opened": "a lesson opened",
    "lesson_progress.mark_passed": "a lesson's check passed",
    "table_shoes.start": "a Table shoe in progress, kept for resume",
    "table_shoes.record_step": "a step of a Table shoe in progress",
    "table_shoes.end": "a Table shoe finished or given up",
    # An exam desk recording a sitting: every record is sealed in the sitting's own chain
    # (trainer.exams.seal); its start, resume, void, added time and close are audited.
    "sitting_recorder.poll": "the desk's heartbeat (desk not responding, issue 25 point 9)",
    "sitting_recorder.shown": "a question went on screen",
    "sitting_recorder.record": "an exam answer",
    "sitting_recorder.table_step": "a step of an exam's Table section",
    "sitting_recorder.finish": "the desk hands in (the sealed result)",
    # Derived tables recomputed from the stored answers (python -m trainer review-rebuild,
    # daily-rebuild): they change no record, only what is computed from the records.
    "schedule.rebuild": "the FSRS review cards recomputed from the answers",
    "daily.rebuild": "the per-day practice totals recomputed from the answers",
    # Signing in: the throttle's count of wrong tries, a password's rehash on a newer KDF, the
    # school key made at an instructor's first sign-in. Not a change a school makes.
    "store.authenticate": "signing in",
    "roster.authenticate": "signing in",
    "roster.check_credentials": "signing in (and a proctor's password typed at a desk)",
    "seal.unlock": "signing in (the school key is made at the first instructor sign-in)",
    "seal.unlock_practice": "a trainee signing in (a copy wrapped at an older cost is "
                            "wrapped again at today's)",
    # The school server's tokens: signing in and out through it, as the sign-in above.
    "server_tokens.issue": "signing in on the school server (expired tokens dropped)",
    "server_tokens.resolve": "a call on the school server (its token renewed, or ended)",
    "server_tokens.end": "signing out of the school server",
}
# (desks.enrol is audited, under the instructor who made the code: walked below.)
"""Public methods that write and are NOT audited, each with the reason."""

BOOKKEEPING_TABLES = frozenset({"sign_in_throttle"})
"""Tables a walked method may write outside its audited transaction: the count of wrong
PINs and passwords a change of one's own PIN checks first, as a sign-in does."""


# ---- finding the writers by reading them ----------------------------------------------------


def parts_of(store: Store) -> dict[str, Any]:
    """The store and every part it offers (its repositories, the audit log, the vault),
    by the attribute name callers use."""
    parts: dict[str, Any] = {"store": store}
    for name in dir(store):
        if name.startswith("_"):
            continue
        value = getattr(store, name)
        if not callable(value) and type(value).__module__.startswith("trainer.store."):
            parts[name] = value
    return parts


def part_classes(store: Store) -> dict[str, type]:
    return {**{name: type(part) for name, part in parts_of(store).items()}, **HANDED_OUT}


def _public_methods(cls: type) -> dict[str, Callable[..., Any]]:
    return {name: fn for name, fn in inspect.getmembers(cls, inspect.isfunction)
            if not name.startswith("_")}


def _takes_connection(fn: Callable[..., Any]) -> bool:
    """A ``..._in(conn, ...)`` helper: it writes in its caller's transaction, which is where
    the audit row goes (the caller is walked)."""
    return "conn" in inspect.signature(fn).parameters


def writers(store: Store) -> set[str]:
    """``part.method`` of every public method that writes (see the module docstring)."""
    classes = part_classes(store)
    wired: dict[tuple[type, str], type] = {}  # (class, attribute) -> the part it holds
    for part in parts_of(store).values():
        for attr, value in vars(part).items():
            for cls in classes.values():
                if type(value) is cls:
                    wired[(type(part), attr)] = cls
    for handed in HANDED_OUT.values():  # no instance at hand: read what __init__ keeps
        hints = typing.get_type_hints(handed.__init__)
        for node in ast.walk(ast.parse(textwrap.dedent(inspect.getsource(handed.__init__)))):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Name):
                for target in node.targets:
                    if isinstance(target, ast.Attribute) and \
                            hints.get(node.value.id) in classes.values():
                        wired[(handed, target.attr)] = hints[node.value.id]
    direct: dict[tuple[type, str], bool] = {}
    calls: dict[tuple[type, str], set[tuple[type, str]]] = {}

    def read(cls: type, name: str) -> None:
        key = (cls, name)
        if key in direct:
            return
        fn = inspect.getattr_static(cls, name, None)
        fn = getattr(fn, "__func__", fn)
        if isinstance(fn, property | staticmethod):
            fn = fn.fget if isinstance(fn, property) else fn.__func__
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))  # type: ignore[arg-type]
        except (TypeError, OSError):
            direct[key], calls[key] = False, set()
            return
        writes, called = False, set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "write" and \
                    ast.unparse(node.value).endswith("db"):
                writes = True
            if not isinstance(node, ast.Call):
                continue
            if any(ast.unparse(a) == "self._db" for a in node.args) and \
                    not ast.unparse(node.func).split(".")[-1][:1].isupper():
                writes = True  # the database handed to a helper (backup.restore, _prepare)
            f = node.func
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and \
                    f.value.id == "self" and hasattr(cls, f.attr):
                called.add((cls, f.attr))
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Attribute) and \
                    isinstance(f.value.value, ast.Name) and f.value.value.id == "self":
                target = wired.get((cls, f.value.attr))
                if target is not None and hasattr(target, f.attr):
                    called.add((target, f.attr))
        direct[key], calls[key] = writes, called
        for callee in called:
            read(*callee)

    def writes(key: tuple[type, str], seen: frozenset[tuple[type, str]]) -> bool:
        if direct[key]:
            return True
        return any(writes(c, seen | {key}) for c in calls[key] if c not in seen)

    found = set()
    for part, cls in classes.items():
        for name, fn in _public_methods(cls).items():
            if _takes_connection(fn):
                continue
            read(cls, name)
            if writes((cls, name), frozenset()):
                found.add(f"{part}.{name}")
    return found


# ---- watching the statements ----------------------------------------------------------------

_DML = re.compile(r'^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)"?', re.IGNORECASE)


@dataclass
class Watch:
    """The tables each committed transaction changed (on every engine of the process)."""

    open: dict[int, set[str]] = field(default_factory=dict)
    committed: list[set[str]] = field(default_factory=list)
    on: bool = False

    def begin(self, conn: Connection) -> None:
        self.open[id(conn)] = set()

    def statement(self, conn: Connection, cursor: Any, statement: str, *_args: Any) -> None:
        found = _DML.match(statement)
        if self.on and found and cursor.rowcount != 0:
            self.open.setdefault(id(conn), set()).add(found.group(1).lower())

    def commit(self, conn: Connection) -> None:
        tables = self.open.pop(id(conn), set())
        if self.on and tables:
            self.committed.append(tables)

    def rollback(self, conn: Connection) -> None:
        self.open.pop(id(conn), None)


@pytest.fixture
def watch() -> Iterator[Watch]:
    w = Watch()
    hooks = (("begin", w.begin), ("after_cursor_execute", w.statement),
             ("commit", w.commit), ("rollback", w.rollback))
    for name, fn in hooks:
        event.listen(Engine, name, fn)
    yield w
    for name, fn in hooks:
        event.remove(Engine, name, fn)


# ---- the school each walked method runs in ---------------------------------------------------


@dataclass
class School:
    store: Store
    clock: WallClock
    boss: Actor
    amy: Actor
    cohort_id: int
    exam_id: int
    tmp: Path

    def running_sitting(self) -> int:
        session = self.store.exams.start_sitting(self.amy, self.exam_id, "mdeus", PASSWORD)
        return int(session.sitting_id)

    def homework(self) -> int:
        return self.store.homework.create(
            self.boss, self.cohort_id, Subject.drill("draw"), Target(TargetKind.ANSWERS, 20),
            date(2024, 6, 1)).id


def school(store: Store, clock: WallClock, tmp: Path) -> School:
    boss = store.create_first_instructor("mdeus", "Maria Deus", PASSWORD)
    cohort = store.roster.create_cohort(boss, "2024-A 甲班")
    amy = store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234").as_actor()
    exam = store.exams.create(boss, blueprint(cohort_ids=(cohort.id,)))
    return School(store, clock, boss, amy, cohort.id, exam.id, tmp)


def _attempt(w: School, session_id: int) -> BulkAttempt:
    return BulkAttempt(session_id, w.amy.user_id, "draw", Cell.read("draw:p5b3"),
                       json.dumps({"x": 1}), json.dumps({"y": 1}), json.dumps({"y": 1}),
                       True, 2500, w.clock())


def _session(w: School) -> int:
    return w.store.bulk.add_sessions(w.boss, [BulkSession(w.amy.user_id, "draw", w.clock())])[0]


def _backup(w: School) -> None:
    w.store.back_up(w.boss, w.tmp / "walk-backup.sqlite3")


def _restore(w: School) -> None:
    backup = w.tmp / "walk-restore.sqlite3"
    w.store.back_up(w.boss, backup)
    w.store.restore(w.boss, backup)


def _resume(w: School) -> None:
    w.running_sitting()
    w.store.exams.resume_sitting(w.amy, "mdeus", PASSWORD)


def _enrol(w: School) -> None:
    w.store.sign_out(w.boss)  # added by someone without the key: lei has no copy of it yet
    w.store.roster.create_instructor(w.boss, "lei", "Lei", "lei-password")
    boss = w.store.authenticate("mdeus", PASSWORD)
    w.store.exams.enrol_instructor(boss, "lei", "lei-password")


def _own_pin(w: School) -> None:
    amy = w.store.authenticate("amy", "1234")
    w.store.roster.change_own_secret(amy, "1234", "4321")


WALK: dict[str, Callable[[School], object]] = {
    # the database
    "store.back_up": _backup,
    "store.restore": _restore,
    # accounts
    "roster.create_cohort": lambda w: w.store.roster.create_cohort(w.boss, "2024-B"),
    "roster.create_trainee": lambda w: w.store.roster.create_trainee(
        w.boss, "bob", "Bob", w.cohort_id, "5678"),
    "roster.create_instructor": lambda w: w.store.roster.create_instructor(
        w.boss, "lei", "Lei", "lei-password"),
    "roster.create_proctor": lambda w: w.store.roster.create_proctor(
        w.boss, "pat", "Pat", "pat-password"),
    "roster.import_roster_csv": lambda w: w.store.roster.import_roster_csv(
        w.boss, "name,cohort,pin\nbob,2024-A 甲班,5678\ncat,,6789\n", workers=1),
    "roster.set_staff_id": lambda w: w.store.roster.set_staff_id(w.boss, w.amy.user_id, "M-07"),
    "roster.set_display_name": lambda w: w.store.roster.set_display_name(
        w.boss, w.amy.user_id, "陳美美 Amy"),
    "roster.move_to_cohort": lambda w: w.store.roster.move_to_cohort(
        w.boss, w.amy.user_id, None),
    "roster.archive_cohort": lambda w: w.store.roster.archive_cohort(w.boss, w.cohort_id),
    "roster.unarchive_cohort": lambda w: (
        w.store.roster.archive_cohort(w.boss, w.cohort_id),
        w.store.roster.unarchive_cohort(w.boss, w.cohort_id)),
    "roster.deactivate": lambda w: w.store.roster.deactivate(w.boss, w.amy.user_id),
    "roster.reactivate": lambda w: (w.store.roster.deactivate(w.boss, w.amy.user_id),
                                    w.store.roster.reactivate(w.boss, w.amy.user_id)),
    "roster.reset_secret": lambda w: w.store.roster.reset_secret(w.boss, w.amy.user_id, "4321"),
    "roster.change_own_secret": _own_pin,
    "roster.unlock": lambda w: w.store.roster.unlock(w.boss, w.amy.user_id),
    "roster.unlock_by_name": lambda w: w.store.roster.unlock_by_name("AMY"),
    # the school server's desks
    "desks.make_code": lambda w: w.store.desks.make_code(w.boss, "Desk 1"),
    "desks.make_code_on_server": lambda w: w.store.desks.make_code_on_server("Desk 1"),
    "desks.enrol": lambda w: w.store.desks.enrol(
        w.store.desks.make_code(w.boss, "Desk 1").code),
    "desks.revoke": lambda w: w.store.desks.revoke(
        w.boss, w.store.desks.make_code(w.boss, "Desk 1").desk_id),
    "bulk.add_trainees": lambda w: w.store.bulk.add_trainees(
        w.boss, w.cohort_id, [("dan", "Dan")], hash_secret("2468"), w.clock()),
    "bulk.add_sessions": _session,
    "bulk.add_attempts": lambda w: w.store.bulk.add_attempts(w.boss, [_attempt(w, _session(w))]),
    # settings, table profiles, schedules and goals. Settings are walked with a school key
    # (school.*); a user's own preference (their language, last choices) changes no record
    # of the school and is not audited (trainer.store.prefs.Settings).
    "settings.set": lambda w: w.store.settings.set(w.boss, "school.name", "澳門荷官學校"),
    "settings.set_many": lambda w: w.store.settings.set_many(
        w.boss, {"school.pass_accuracy": "0.9", "school.pass_median_ms": "3000"}),
    "settings.delete": lambda w: (w.store.settings.set(w.boss, "school.name", "X"),
                                  w.store.settings.delete(w.boss, "school.name")),
    "table_profiles.save": lambda w: w.store.table_profiles.save(
        w.boss, "VIP 貴賓", DEFAULT_PROFILES["premium-5000"].to_dict()),
    "table_profiles.delete": lambda w: (
        w.store.table_profiles.save(w.boss, "VIP 貴賓", DEFAULT_PROFILES["mass-300"].to_dict()),
        w.store.table_profiles.delete(w.boss, "VIP 貴賓")),
    "schedule.set_cohort_policy": lambda w: w.store.schedule.set_cohort_policy(
        w.boss, w.cohort_id, retention=0.85),
    "schedule.set_cohort_schedule": lambda w: w.store.schedule.set_cohort_schedule(
        w.boss, CohortSchedule(None, 0.9, {"draw": 4000})),
    "daily.set_cohort_goal": lambda w: w.store.daily.set_cohort_goal(
        w.boss, w.cohort_id, GoalUnit.ANSWERS, 40),
    # homework
    "homework.create": School.homework,
    "homework.update": lambda w: w.store.homework.update(
        w.boss, w.homework(), Subject.drill("draw"), Target(TargetKind.ANSWERS, 30),
        date(2024, 6, 2)),
    "homework.delete": lambda w: w.store.homework.delete(w.boss, w.homework()),
    "homework.export_csv": lambda w: w.store.homework.export_csv(
        w.boss, w.homework(), w.tmp / "homework.csv"),
    # exams
    "exams.create": lambda w: w.store.exams.create(w.boss, blueprint(name="Retake 重考")),
    "exams.update": lambda w: w.store.exams.update(
        w.boss, w.exam_id, blueprint(cohort_ids=(w.cohort_id,), pass_mark=80)),
    "exams.assign": lambda w: w.store.exams.assign(w.boss, w.exam_id, []),
    "exams.deactivate": lambda w: w.store.exams.deactivate(w.boss, w.exam_id),
    "exams.reactivate": lambda w: (w.store.exams.deactivate(w.boss, w.exam_id),
                                   w.store.exams.reactivate(w.boss, w.exam_id)),
    "exams.enrol_instructor": _enrol,
    "exams.grant_retake": lambda w: w.store.exams.grant_retake(
        w.boss, w.exam_id, w.amy.user_id, "sick on the day"),
    "exams.revoke_retake": lambda w: w.store.exams.revoke_retake(w.boss, w.store.exams.grant_retake(
        w.boss, w.exam_id, w.amy.user_id, "by mistake").id, "given by mistake"),
    "exams.start_sitting": School.running_sitting,
    "exams.resume_sitting": _resume,
    "exams.start_sitting_approved": lambda w: w.store.exams.start_sitting_approved(
        w.boss, w.amy, w.exam_id),
    "exams.resume_sitting_approved": lambda w: (
        w.running_sitting(), w.store.exams.resume_sitting_approved(w.boss, w.amy)),
    "exams.add_time": lambda w: w.store.exams.add_time(w.boss, w.running_sitting(), 5, "fire"),
    "exams.void_sitting": lambda w: w.store.exams.void_sitting(
        w.boss, w.running_sitting(), "phone out"),
    "exams.close_sitting": lambda w: w.store.exams.close_sitting(w.boss, w.running_sitting()),
    # exports
    "exams.export_certifications": lambda w: w.store.exams.export_certifications(
        w.boss, w.tmp / "hr.csv"),
    "reports.export_attempts_csv": lambda w: w.store.reports.export_attempts_csv(
        w.boss, w.amy.user_id, w.tmp / "amy.csv"),
    "reports.export_cohort_csv": lambda w: w.store.reports.export_cohort_csv(
        w.boss, w.cohort_id, WordedRoster(tuple(COHORT_CODE_COLUMNS[:7]), ()),
        w.tmp / "roster.csv"),
    "audit.export_csv": lambda w: w.store.audit.export_csv(w.boss, w.tmp / "audit.csv"),
    "audit.record": lambda w: w.store.audit.record(
        w.boss, AuditAction.EXPORTED, "amy.pdf", {"what": "certificate"}),
    "audit.record_export": lambda w: w.store.audit.record_export(
        w.boss, "trainee_report", w.tmp / "amy.pdf", detail={"trainee": w.amy.user_id}),
    "audit.record_command_line": lambda w: w.store.audit.record_command_line(
        AuditAction.BACKED_UP, "cli.sqlite3", {"from": "command_line"}),
}
"""Each audited writer, called once the way the app calls it."""

ACTION_OF: dict[str, AuditAction] = {
    "store.back_up": AuditAction.BACKED_UP,
    "store.restore": AuditAction.RESTORED,
    "store.create_first_instructor": AuditAction.SCHOOL_CREATED,
    "roster.create_first_instructor": AuditAction.SCHOOL_CREATED,
    "roster.create_cohort": AuditAction.COHORT_CREATED,
    "roster.create_trainee": AuditAction.TRAINEE_ADDED,
    "roster.create_instructor": AuditAction.INSTRUCTOR_ADDED,
    "roster.create_proctor": AuditAction.PROCTOR_ADDED,
    "roster.import_roster_csv": AuditAction.ROSTER_IMPORTED,
    "roster.set_staff_id": AuditAction.STAFF_ID_CHANGED,
    "roster.set_display_name": AuditAction.DISPLAY_NAME_CHANGED,
    "roster.move_to_cohort": AuditAction.COHORT_CHANGED,
    "roster.archive_cohort": AuditAction.ARCHIVED,
    "roster.unarchive_cohort": AuditAction.ARCHIVED,
    "roster.deactivate": AuditAction.USER_DEACTIVATED,
    "roster.reactivate": AuditAction.USER_REACTIVATED,
    "roster.reset_secret": AuditAction.PIN_RESET,
    "roster.change_own_secret": AuditAction.OWN_PIN_CHANGED,
    "roster.unlock": AuditAction.SIGN_IN_UNLOCKED,
    "roster.unlock_by_name": AuditAction.SIGN_IN_UNLOCKED,
    "desks.make_code": AuditAction.DESK_CODE_MADE,
    "desks.make_code_on_server": AuditAction.DESK_CODE_MADE,
    "desks.enrol": AuditAction.DESK_ENROLLED,
    "desks.revoke": AuditAction.DESK_REVOKED,
    "bulk.add_trainees": AuditAction.RECORDS_IMPORTED,
    "bulk.add_sessions": AuditAction.RECORDS_IMPORTED,
    "bulk.add_attempts": AuditAction.RECORDS_IMPORTED,
    "settings.set": AuditAction.SETTING_CHANGED,
    "settings.set_many": AuditAction.SETTING_CHANGED,
    "settings.delete": AuditAction.SETTING_CHANGED,
    "table_profiles.save": AuditAction.PROFILE_SAVED,
    "table_profiles.delete": AuditAction.PROFILE_DELETED,
    "schedule.set_cohort_policy": AuditAction.SCHEDULE_CHANGED,
    "schedule.set_cohort_schedule": AuditAction.SCHEDULE_CHANGED,
    "daily.set_cohort_goal": AuditAction.GOAL_CHANGED,
    "homework.create": AuditAction.HOMEWORK_SET,
    "homework.update": AuditAction.HOMEWORK_EDITED,
    "homework.delete": AuditAction.HOMEWORK_DELETED,
    "homework.export_csv": AuditAction.EXPORTED,
    "exams.create": AuditAction.BLUEPRINT_CREATED,
    "exams.update": AuditAction.BLUEPRINT_EDITED,
    "exams.assign": AuditAction.BLUEPRINT_ASSIGNED,
    "exams.deactivate": AuditAction.BLUEPRINT_DEACTIVATED,
    "exams.reactivate": AuditAction.BLUEPRINT_REACTIVATED,
    "exams.enrol_instructor": AuditAction.INSTRUCTOR_ENROLLED,
    "exams.grant_retake": AuditAction.RETAKE_GRANTED,
    "exams.revoke_retake": AuditAction.RETAKE_REVOKED,
    "exams.start_sitting": AuditAction.SITTING_STARTED,
    "exams.resume_sitting": AuditAction.SITTING_RESUMED,
    "exams.start_sitting_approved": AuditAction.SITTING_STARTED,
    "exams.resume_sitting_approved": AuditAction.SITTING_RESUMED,
    "exams.add_time": AuditAction.TIME_ADDED,
    "exams.void_sitting": AuditAction.SITTING_VOIDED,
    "exams.close_sitting": AuditAction.SITTING_CLOSED,
    "exams.export_certifications": AuditAction.EXPORTED,
    "reports.export_attempts_csv": AuditAction.EXPORTED,
    "reports.export_cohort_csv": AuditAction.EXPORTED,
    "audit.export_csv": AuditAction.EXPORTED,
    "audit.record": AuditAction.EXPORTED,
    "audit.record_export": AuditAction.EXPORTED,
    "audit.record_command_line": AuditAction.BACKED_UP,
}
"""The row each walked method must add: its own action, for its role (a proctor added is
not "instructor added", one's own PIN is not a PIN reset)."""

FIRST = {
    "store.create_first_instructor": lambda s: s.create_first_instructor("mdeus", "M", PASSWORD),
    "roster.create_first_instructor": lambda s: s.roster.create_first_instructor(
        "mdeus", "M", PASSWORD),
}
"""Writers that run on an empty database: the school's very first row."""

READS_ONLY: dict[str, Callable[[School], object]] = {
    # It hands the database to the backup module, which only reads it (and the file).
    "store.check_restore": lambda w: (_backup(w), w.store.check_restore(
        w.boss, w.tmp / "walk-backup.sqlite3")),
}
"""Methods the reading takes for writers that write nothing: run, and checked to write no
row (only the backup made to have something to check is audited)."""

SQLITE_ONLY = {"store.back_up", "store.restore", "store.check_restore"}
"""A backup and a restore are of the SQLite file (refused, with no row, on PostgreSQL)."""


def test_every_writing_method_is_walked_or_named(tmp_path: Path) -> None:
    with open_store(f"sqlite:///{tmp_path / 'read.sqlite3'}") as store:
        found = writers(store)
        public = {f"{part}.{name}" for part, cls in part_classes(store).items()
                  for name in _public_methods(cls)}
    listed = set(WALK) | set(FIRST) | set(PRACTICE_WRITES) | set(READS_ONLY)
    assert not (set(WALK) | set(FIRST)) & set(PRACTICE_WRITES)
    unlisted = sorted(found - listed)
    assert not unlisted, (
        f"these store methods write but are neither audited and walked (WALK) nor named as "
        f"practice writes (PRACTICE_WRITES): {unlisted}")
    assert not listed - public, f"listed but no such method: {sorted(listed - public)}"
    assert not listed - found, f"listed but not a writer: {sorted(listed - found)}"
    assert set(ACTION_OF) == set(WALK) | set(FIRST)
    # The reading finds what it must (a walk that finds nothing would pass vacuously).
    assert {"roster.import_roster_csv", "table_profiles.save", "homework.create",
            "settings.set", "store.restore", "exams.start_sitting",
            "practice.record_attempt", "practice_recorder.record"} <= found
    assert "roster.cohorts" not in found and "audit.trail" not in found


@pytest.mark.parametrize("name", sorted([*WALK, *FIRST]))
def test_each_write_is_audited_in_its_transaction(
    name: str, store_url: str, tmp_path: Path, watch: Watch
) -> None:
    clock = WallClock()
    store = open_store(store_url, lock_timeout=1.0, clock=clock, desk="desk-walk")
    try:
        if name in FIRST:
            watch.on = True
            FIRST[name](store)
        else:
            w = school(store, clock, tmp_path)
            clock.advance(60)
            if name in SQLITE_ONLY and store.backend != "sqlite":
                watch.on = True
                with pytest.raises(StoreError):
                    WALK[name](w)
                assert watch.committed == [], "a refused backup or restore changed rows"
                return
            watch.on = True
            WALK[name](w)
        watch.on = False
        audited = [t for t in watch.committed if "audit_log" in t]
        assert audited, f"{name} added no audit row"
        unaudited = [sorted(t) for t in watch.committed
                     if "audit_log" not in t and t - BOOKKEEPING_TABLES]
        assert not unaudited, (
            f"{name} changed {unaudited} in a transaction without its audit row")
        boss = store.authenticate("mdeus", PASSWORD)  # after a restore too
        trail = store.audit.trail(boss)
        assert trail.suspect == 0 and trail.total >= 1  # the chain still checks out
        assert trail.rows[0].entry.action == ACTION_OF[name].value, "not its own action"
    finally:
        store.close()


def test_a_method_the_reading_takes_for_a_writer_writes_nothing(
    store_url: str, tmp_path: Path, watch: Watch
) -> None:
    clock = WallClock()
    with open_store(store_url, lock_timeout=1.0, clock=clock) as store:
        w = school(store, clock, tmp_path)
        for name, call in READS_ONLY.items():
            if name in SQLITE_ONLY and store.backend != "sqlite":
                continue
            watch.on = True
            call(w)
            watch.on = False
            assert [t for t in watch.committed if t != {"audit_log"}] == [], name


def test_an_unaudited_write_method_fails_the_walk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                                   ) -> None:
    """The walk is not vacuous: a new public method that writes without an audit row (here
    put on the roster for the test) is found and fails it, and so does a walked method whose
    audit row is taken out."""
    from trainer.store.audit import AuditLog
    from trainer.store.roster import Roster

    def rename_cohort(self: Roster, actor: Actor, cohort_id: int, name: str) -> None:
        self._db.write(lambda conn: conn.exec_driver_sql(
            "UPDATE cohorts SET name = ? WHERE id = ?", (name, cohort_id)))

    monkeypatch.setattr(Roster, "rename_cohort", rename_cohort, raising=False)
    with open_store(f"sqlite:///{tmp_path / 'read.sqlite3'}") as store:
        assert "roster.rename_cohort" in writers(store) - set(WALK) - set(PRACTICE_WRITES)
    (tmp_path / "again").mkdir()
    with pytest.raises(AssertionError, match=r"roster\.rename_cohort"):
        test_every_writing_method_is_walked_or_named(tmp_path / "again")
    monkeypatch.undo()

    # A walked method with its audit row taken out fails the run.
    monkeypatch.setattr(AuditLog, "record_in",
                        lambda *args, **kwargs: None)
    watch = Watch()
    hooks = (("begin", watch.begin), ("after_cursor_execute", watch.statement),
             ("commit", watch.commit), ("rollback", watch.rollback))
    for hook, fn in hooks:
        event.listen(Engine, hook, fn)
    try:
        (tmp_path / "run").mkdir()
        with pytest.raises(AssertionError, match="added no audit row"):
            test_each_write_is_audited_in_its_transaction(
                "roster.set_staff_id", f"sqlite:///{tmp_path / 'run' / 'w.sqlite3'}",
                tmp_path / "run", watch)
    finally:
        for hook, fn in hooks:
            event.remove(Engine, hook, fn)
