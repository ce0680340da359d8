"""Homework: assignments per cohort, each trainee's status, schedule health.
The rules of "done" live in :mod:`trainer.homework`; this module reads what
they need, one query per cohort (never one per trainee)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Connection,
    case,
    delete,
    func,
    literal_column,
    or_,
    select,
    update,
)

from trainer.audit import AuditAction
from trainer.auth import Actor, Role
from trainer.csv_cells import csv_writer
from trainer.errors import StoreError
from trainer.homework import (
    SAMKONG_CELL_HEAD,
    SAMKONG_TABLE,
    Answer,
    Assignment,
    AssignmentReport,
    DueReviews,
    HomeworkItem,
    Progress,
    ScheduleHealth,
    Subject,
    SubjectKind,
    Target,
    TargetKind,
    TraineeHomework,
    completion_over_time,
    macau_midnight,
    progress_of,
)
from trainer.kinds import TABLE_KIND
from trainer.macau_time import MACAU_OFFSET, macau_day, macau_text
from trainer.store import schema as s
from trainer.store._common import (
    Clock,
    Repository,
    cohort_subject,
    require_instructor,
    require_self_or_instructor,
)
from trainer.store.audit import AuditLog
from trainer.store.engine import Database


def _drill_kinds() -> frozenset[str]:
    """The Practice drill kinds' values. Imported here, not at the top: the store is
    imported at start-up, and the drills cost about 130 ms to import (tests/bench/startup.py)."""
    from trainer.drills.registry import drill_codes

    return frozenset(drill_codes())  # the Table's is TABLE_KIND

def _lesson_ids() -> frozenset[str]:
    """The lessons this copy ships (their metadata only, read once)."""
    from trainer.curriculum.outline import shipped_outline

    return frozenset(e.lesson_id for e in shipped_outline())


TABLE_KEYS = frozenset({TABLE_KIND, SAMKONG_TABLE})
"""The Table subjects' keys: the baccarat Table's and the Sam Kong Table's."""


def _game_cells(subject: Subject, cell: Any) -> list[ColumnElement[bool]]:
    """The condition on a ``cell`` column of a Table subject's game
    (:attr:`Subject.samkong_cells`, :meth:`Subject.counts`): none for any other subject."""
    samkong = subject.samkong_cells
    if samkong is None:
        return []
    head = cell.startswith(SAMKONG_CELL_HEAD, autoescape=True)
    return [head] if samkong else [or_(cell.is_(None), ~head)]


_INSTANT = timedelta(microseconds=1)

RETENTION_DAYS = 30
"""Schedule health measures the retention over this many days up to now."""

HEALTH_DAYS = 14
"""Schedule health counts the Macau days practised in this many days, today included."""

CSV_HEADER = (
    "assignment", "subject", "target", "value", "window", "starts_on", "due_on",
    "trainee", "display_name", "status", "answers", "measure", "done_at",
)
"""The columns of :meth:`Homework.export_csv` (codes, like the attempt log's CSV)."""


def _assignment(row: Any) -> Assignment | None:
    """The stored row as an :class:`Assignment`; None for a row the app cannot have written
    (edited by hand in a school's database: a target of 0 answers, an unknown kind), which the
    readers leave out instead of failing the Today screen and the Dashboard for the cohort."""
    try:
        return Assignment(
            id=int(row.id),
            cohort_id=int(row.cohort_id),
            subject=Subject.from_code(row.subject),
            target=Target(TargetKind(row.target_kind), int(row.target_value),
                          row.target_window),
            starts_on=_as_date(row.starts_on),
            due_on=_as_date(row.due_on),
            created_by=row.created_by,
        )
    except (ValueError, TypeError):
        return None


def _as_date(value: Any) -> date:
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    return date.fromisoformat(str(value))


def due_reviews(
    conn: Connection, subject: Subject, user_ids: Sequence[int], at: datetime
) -> dict[int, DueReviews]:
    """Each of ``user_ids``'s review cards of ``subject`` (its drill kind; every kind for
    all drills) as they stood at ``at``, answers at ``at`` included: how many, how many
    due, the latest review. The one place "all due reviews cleared" is measured.

    One query of the cards for the whole cohort. A card answered after ``at`` (a report
    on a past due moment, after the trainee went on practising) is replayed from its
    attempts up to ``at``, one more query for all of them, as ``review-rebuild`` would."""
    wanted = list(user_ids)
    kind = subject.drill_kind
    t = s.review_cards
    query = select(t.c.user_id, t.c.drill_kind, t.c.cell, t.c.due, t.c.last_review).where(
        t.c.user_id.in_(wanted))
    if kind is not None:
        query = query.where(t.c.drill_kind == kind, *_game_cells(subject, t.c.cell))
    cards: dict[int, list[tuple[datetime, datetime | None]]] = defaultdict(list)
    replay: set[tuple[int, str, str]] = set()
    for uid, drill_kind, cell, due, last in conn.execute(query) if wanted else ():
        if last is not None and last > at:
            replay.add((int(uid), str(drill_kind), str(cell)))
        else:
            cards[int(uid)].append((due, last))
    if replay:
        for uid, states in _replayed(conn, replay, at).items():
            cards[uid].extend(states)
    out: dict[int, DueReviews] = {}
    for uid in wanted:
        held = cards.get(uid, [])
        reviewed = [last for _, last in held if last is not None]
        out[uid] = DueReviews(len(held), sum(1 for due, _ in held if due <= at),
                              max(reviewed) if reviewed else None)
    return out


def _replayed(
    conn: Connection, wanted: set[tuple[int, str, str]], at: datetime
) -> dict[int, list[tuple[datetime, datetime | None]]]:
    """``(due, last review)`` of the ``(user, kind, cell)`` cards as at ``at``, recomputed
    from their attempts answered by then with the trainee's policy (cards not yet made by
    then are left out). Imported here: the scheduler costs start-up time."""
    from trainer.drills.cell import Cell
    from trainer.drills.schedule import Answered, rebuild
    from trainer.store.schedule import policy_in

    a = s.attempts
    users = sorted({uid for uid, _, _ in wanted})
    rows = conn.execute(
        select(a.c.user_id, a.c.drill_kind, a.c.cell, a.c.correct, a.c.ms_taken,
               a.c.answered_at)
        .where(a.c.user_id.in_(users), a.c.drill_kind.in_(sorted({k for _, k, _ in wanted})),
               a.c.cell.isnot(None), a.c.answered_at <= at)
        .order_by(a.c.user_id, a.c.answered_at, a.c.id)
    ).all()
    answered: dict[int, list[Answered]] = defaultdict(list)
    for r in rows:
        cell = Cell.read(r.cell)
        if cell is not None and (int(r.user_id), r.drill_kind, str(cell)) in wanted:
            answered[int(r.user_id)].append(
                Answered(r.drill_kind, cell, bool(r.correct), int(r.ms_taken), r.answered_at))
    return {
        uid: [(c.due, c.last_review)
              for c in rebuild(given, policy_in(conn, uid)).values()]
        for uid, given in answered.items()
    }


def _passed_by(row: Any, now: datetime) -> datetime | None:
    """When a lesson_progress row's check was passed, if by ``now``."""
    if row is None or row.check_passed_at is None or row.check_passed_at > now:
        return None
    passed: datetime = row.check_passed_at
    return passed


def _checked(subject: Subject, target: Target, starts_on: date, due_on: date) -> Target:
    """The target to store: a lesson is always "check passed"; a drill never is."""
    if subject.kind is SubjectKind.LESSON:
        target = Target(TargetKind.PASSED)
    elif target.kind is TargetKind.PASSED:
        raise StoreError("invalid", "only a lesson is done by passing its check")
    if not subject.key or len(subject.code()) > 120:
        raise StoreError("invalid", "an assignment needs a drill, the Table or a lesson")
    if subject.kind is SubjectKind.LESSON and subject.key not in _lesson_ids():
        # the trainee could never open it (a lesson removed after it was set reads as
        # "no longer available", never as an error)
        raise StoreError("invalid", f"there is no lesson {subject.key!r}")
    if subject.is_all_drills:
        if target.kind is not TargetKind.DUE_CLEARED:
            raise StoreError("invalid", "all drills together only for all due reviews cleared")
    elif (subject.kind is SubjectKind.DRILL and subject.key not in _drill_kinds()) or (
            subject.kind is SubjectKind.TABLE and subject.key not in TABLE_KEYS):
        # no answer is ever filed under another kind: the homework could never be done
        raise StoreError("invalid", f"there is no drill {subject.key!r}")
    if due_on < starts_on:
        raise StoreError("invalid", "an assignment cannot be due before it starts")
    return target


class Homework(Repository):
    """Assignments (instructors set them), their status, and schedule health."""

    # ---- Setting homework

    def __init__(self, db: Database, clock: Clock, audit: AuditLog) -> None:
        super().__init__(db, clock)
        self._audit = audit

    def create(
        self,
        actor: Actor,
        cohort_id: int,
        subject: Subject,
        target: Target,
        due_on: date,
        starts_on: date | None = None,
    ) -> Assignment:
        """Set homework for a cohort (instructor only); counting starts on ``starts_on``
        (default: today in Macau), it is due by the end of ``due_on`` (Macau)."""
        now = self._now()
        starts_on = starts_on or macau_day(now)
        begins = starts_on

        def run(conn: Connection) -> Assignment:
            require_instructor(conn, actor, "set homework")
            checked = _checked(subject, target, begins, due_on)
            if conn.execute(select(s.cohorts.c.id).where(s.cohorts.c.id == cohort_id)).first() \
                    is None:
                raise StoreError("invalid", f"there is no cohort {cohort_id}")
            result = conn.execute(s.assignments.insert().values(
                cohort_id=cohort_id, subject=subject.code(), target_kind=checked.kind.value,
                target_value=checked.value, target_window=checked.window, starts_on=begins,
                due_on=due_on, created_by=actor.user_id, created_at=now, updated_at=now,
            ))
            pk = result.inserted_primary_key
            assert pk is not None
            made = Assignment(int(pk[0]), cohort_id, subject, checked, begins, due_on,
                              actor.user_id)
            self._record(conn, actor, AuditAction.HOMEWORK_SET, made.id, cohort_id,
                         subject.code(), due_on)
            return made

        return self._db.write(run)

    def update(
        self, actor: Actor, assignment_id: int, subject: Subject, target: Target, due_on: date
    ) -> Assignment:
        """Change an assignment's subject, target or due date (instructor only)."""

        def run(conn: Connection) -> Assignment:
            require_instructor(conn, actor, "change homework")
            old = self._get(conn, assignment_id)
            checked = _checked(subject, target, old.starts_on, due_on)
            conn.execute(update(s.assignments).where(s.assignments.c.id == assignment_id).values(
                subject=subject.code(), target_kind=checked.kind.value,
                target_value=checked.value, target_window=checked.window, due_on=due_on,
                updated_at=self._now(),
            ))
            now = self._get(conn, assignment_id)
            self._record(conn, actor, AuditAction.HOMEWORK_EDITED, now.id, now.cohort_id,
                         now.subject.code(), now.due_on)
            return now

        return self._db.write(run)

    def delete(self, actor: Actor, assignment_id: int) -> bool:
        """Remove an assignment (instructor only); False when there was none."""

        def run(conn: Connection) -> bool:
            require_instructor(conn, actor, "remove homework")
            a = s.assignments
            gone = conn.execute(select(a.c.cohort_id, a.c.subject, a.c.due_on).where(
                a.c.id == assignment_id)).first()
            if gone is None:
                return False
            conn.execute(delete(a).where(a.c.id == assignment_id))
            # Read as stored, not parsed: a row edited by hand can still be removed.
            self._record(conn, actor, AuditAction.HOMEWORK_DELETED, assignment_id,
                         int(gone.cohort_id), str(gone.subject), gone.due_on)
            return True

        return self._db.write(run)

    def _record(self, conn: Connection, actor: Actor, action: AuditAction, assignment_id: int,
                cohort_id: int, subject: str, due_on: date | str) -> None:
        """The audit row of a change to homework: the cohort as the subject, the assignment,
        what it asks (its stored code) and by when."""
        self._audit.record_in(conn, actor, action, cohort_subject(conn, cohort_id), {
            "assignment": assignment_id, "cohort": cohort_id, "homework": subject,
            "due": due_on.isoformat() if isinstance(due_on, date) else str(due_on)})

    def for_cohort(self, actor: Actor, cohort_id: int) -> list[Assignment]:
        """A cohort's assignments, soonest due first (instructor only)."""

        def run(conn: Connection) -> list[Assignment]:
            require_instructor(conn, actor, "read homework")
            return self._of_cohort(conn, cohort_id)

        return self._db.read(run)

    # ---- Status

    def report(
        self, actor: Actor, assignment_id: int, now: datetime | None = None
    ) -> AssignmentReport:
        """Every trainee of the assignment's cohort with their status, and the cohort's
        completion per day (instructor only). Three queries whatever the cohort's size."""
        now = now or self._now()

        def run(conn: Connection) -> AssignmentReport:
            require_instructor(conn, actor, "read homework")
            assignment = self._get(conn, assignment_id)
            people = self._trainees(conn, assignment.cohort_id)
            progress = self._progress(conn, assignment, [p[0] for p in people], now)
            lines = tuple(
                TraineeHomework(uid, name, display, progress[uid]) for uid, name, display in people
            )
            completion = completion_over_time(
                assignment, [line.progress.done_at for line in lines], macau_day(now)
            )
            return AssignmentReport(assignment, lines, tuple(completion))

        return self._db.read(run)

    def homework_for(
        self, actor: Actor, trainee_id: int, now: datetime | None = None
    ) -> list[HomeworkItem]:
        """The trainee's cohort's assignments with the trainee's status, soonest due first:
        what the Today screen shows. A trainee reads only their own."""
        now = now or self._now()

        def run(conn: Connection) -> list[HomeworkItem]:
            require_self_or_instructor(conn, actor, trainee_id, "read homework of")
            cohort_id = conn.execute(
                select(s.users.c.cohort_id).where(s.users.c.id == trainee_id)
            ).scalar()
            if cohort_id is None:
                return []
            return [
                HomeworkItem(a, self._progress(conn, a, [trainee_id], now)[trainee_id])
                for a in self._of_cohort(conn, int(cohort_id))
            ]

        return self._db.read(run)

    def export_csv(
        self, actor: Actor, assignment_id: int, target: Path | str, now: datetime | None = None
    ) -> int:
        """Write the assignment's status table to CSV (UTF-8 with a byte-order mark, as the
        attempt log's export, so Excel shows Chinese names; times in Macau time); returns
        the trainee rows written."""
        report = self.report(actor, assignment_id, now)
        a = report.assignment

        def run(conn: Connection) -> None:
            # The file is written inside the transaction that records the export: a file
            # that cannot be written leaves no audit row, and the row commits with the file.
            require_instructor(conn, actor, "export homework")
            _write_report_csv(report, target)
            self._audit.record_in(conn, actor, AuditAction.EXPORTED, Path(target).name, {
                "what": "homework", "assignment": a.id, "rows": len(report.trainees)})

        self._db.write(run)
        return len(report.trainees)

    # ---- Schedule health (point 6)

    def schedule_health(
        self, actor: Actor, cohort_id: int, now: datetime | None = None
    ) -> list[ScheduleHealth]:
        """Per trainee of the cohort: Macau days practised in the last 14 (today included),
        review cards due now, and the retention measured over the last
        :data:`RETENTION_DAYS` days against the cohort's desired retention.

        The measured retention is the share of reviews answered right, a review being an
        answer on a cell the trainee had answered before (a first answer is learning, not
        remembering), as FSRS's desired retention means it. Four queries whatever the
        cohort's size."""
        now = now or self._now()
        since = macau_day(now) - timedelta(days=HEALTH_DAYS - 1)

        def run(conn: Connection) -> list[ScheduleHealth]:
            from trainer.store.schedule import cohort_policy_in  # the scheduler: not at start-up

            require_instructor(conn, actor, "read schedule health")
            people = self._trainees(conn, cohort_id)
            # The ids themselves, not a subquery: on PostgreSQL ``IN (SELECT ...)`` made
            # these read the whole school's attempts (a scan growing with every trainee's
            # answers, 2.3x from 200 to 1,000 trainees).
            members = [uid for uid, _name, _display in people]
            a = s.attempts
            day = self._day(conn, a.c.answered_at)
            rows = conn.execute(
                select(a.c.user_id, func.count(func.distinct(day)))
                .where(a.c.user_id.in_(members),
                       a.c.answered_at >= macau_midnight(since), a.c.answered_at <= now)
                .group_by(a.c.user_id)
            ).all()
            days = {int(uid): int(n) for uid, n in rows}
            t = s.review_cards
            backlog = {int(uid): int(n) for uid, n in conn.execute(
                select(t.c.user_id, func.count())
                .where(t.c.user_id.in_(members), t.c.due <= now)
                .group_by(t.c.user_id)
            ).all()}
            reviews = self._reviews(conn, members, now - timedelta(days=RETENTION_DAYS), now)
            desired = cohort_policy_in(conn, cohort_id).retention
            out = []
            for uid, name, display in people:
                right, total = reviews.get(uid, (0, 0))
                out.append(ScheduleHealth(
                    uid, name, display, days.get(uid, 0), backlog.get(uid, 0),
                    right / total if total else None, total, desired))
            return out

        return self._db.read(run)

    @staticmethod
    def _reviews(
        conn: Connection, members: Sequence[int], since: datetime, now: datetime
    ) -> dict[int, tuple[int, int]]:
        """Per trainee: reviews answered right and reviews in ``(since, now]``, a review
        being an answer on a cell with an earlier answer (same kind; earlier: by time, then
        id, the order the cards are built in)."""
        a = s.attempts
        b = a.alias("earlier")
        seen = select(b.c.id).where(
            b.c.user_id == a.c.user_id, b.c.drill_kind == a.c.drill_kind, b.c.cell == a.c.cell,
            (b.c.answered_at < a.c.answered_at)
            | ((b.c.answered_at == a.c.answered_at) & (b.c.id < a.c.id)),
        ).exists()
        rows = conn.execute(
            select(a.c.user_id, func.sum(case((a.c.correct.is_(True), 1), else_=0)),
                   func.count())
            .where(a.c.user_id.in_(members), a.c.cell.isnot(None), a.c.answered_at > since,
                   a.c.answered_at <= now, seen)
            .group_by(a.c.user_id)
        ).all()
        return {int(uid): (int(right or 0), int(n)) for uid, right, n in rows}

    # ---- Queries

    def _get(self, conn: Connection, assignment_id: int) -> Assignment:
        row = conn.execute(
            select(s.assignments).where(s.assignments.c.id == assignment_id)
        ).first()
        if row is None:
            raise StoreError("invalid", f"there is no assignment {assignment_id}")
        found = _assignment(row)
        if found is None:
            raise StoreError("invalid", f"assignment {assignment_id} was edited outside the app "
                             "and cannot be read: remove it and set it again")
        return found

    @staticmethod
    def _of_cohort(conn: Connection, cohort_id: int) -> list[Assignment]:
        t = s.assignments
        rows = conn.execute(
            select(t).where(t.c.cohort_id == cohort_id).order_by(t.c.due_on, t.c.id)
        ).all()
        return [a for a in map(_assignment, rows) if a is not None]

    @staticmethod
    def _trainees(conn: Connection, cohort_id: int) -> list[tuple[int, str, str]]:
        u = s.users
        rows = conn.execute(
            select(u.c.id, u.c.name, u.c.display_name)
            .where(u.c.cohort_id == cohort_id, u.c.role == Role.TRAINEE.value,
                   u.c.active.is_(True))
            .order_by(u.c.display_name, u.c.id)
        ).all()
        return [(int(r.id), str(r.name), str(r.display_name)) for r in rows]

    def _progress(
        self, conn: Connection, assignment: Assignment, user_ids: Sequence[int], now: datetime
    ) -> dict[int, Progress]:
        """Progress of each of ``user_ids`` on ``assignment`` at ``now``: one query."""
        wanted = list(user_ids)
        if not wanted:
            return {}
        subject = assignment.subject
        if subject.kind is SubjectKind.LESSON:
            lp = s.lesson_progress
            rows = conn.execute(
                select(lp.c.user_id, lp.c.opened_at, lp.c.check_passed_at)
                .where(lp.c.lesson_id == subject.key, lp.c.user_id.in_(wanted))
            ).all()
            # As of ``now``: a lesson opened or passed later does not count yet.
            found = {int(r.user_id): r for r in rows if r.opened_at <= now}
            return {
                uid: progress_of(assignment, (), now, opened=uid in found,
                                 passed_at=_passed_by(found.get(uid), now))
                for uid in wanted
            }
        a = s.attempts
        query = (
            select(a.c.user_id, a.c.answered_at, a.c.correct, a.c.ms_taken)
            .where(a.c.user_id.in_(wanted), a.c.answered_at >= assignment.starts_at,
                   a.c.answered_at <= now)
            .order_by(a.c.user_id, a.c.answered_at, a.c.id)
        )
        if subject.drill_kind is not None:
            query = query.where(a.c.drill_kind == subject.drill_kind,
                                *_game_cells(subject, a.c.cell))
        given = conn.execute(query).all()
        answers: dict[int, list[Answer]] = defaultdict(list)
        for r in given:
            answers[int(r.user_id)].append(Answer(r.answered_at, bool(r.correct), int(r.ms_taken)))
        due_now: dict[int, DueReviews] = {}
        due_then: dict[int, DueReviews] = {}
        if assignment.target.kind is TargetKind.DUE_CLEARED:
            due_now = due_reviews(conn, subject, wanted, now)
            if now >= assignment.due_at:  # as they stood the instant before it was late
                due_then = due_reviews(conn, subject, wanted, assignment.due_at - _INSTANT)
        return {
            uid: progress_of(assignment, answers[uid], now, due_now=due_now.get(uid),
                             due_then=due_then.get(uid))
            for uid in wanted
        }

    def _day(self, conn: Connection, column: Any) -> ColumnElement[Any]:
        """The Macau calendar day of a timestamp column, in SQL."""
        minutes = int(MACAU_OFFSET.total_seconds() // 60)
        if conn.dialect.name == "sqlite":
            return func.date(column, f"{minutes:+d} minutes")
        # An integer from our own code, never user input.
        return func.date(column + literal_column(f"interval '{minutes} minutes'"))


def _write_report_csv(report: AssignmentReport, target: Path | str) -> None:
    a = report.assignment
    try:
        with open(target, "w", encoding="utf-8-sig", newline="") as f:
            out = csv_writer(f)
            out.writerow(CSV_HEADER)
            for line in report.trainees:
                p = line.progress
                out.writerow([
                    a.id, a.subject.code(), a.target.kind.value, a.target.value,
                    "" if a.target.window is None else a.target.window,
                    a.starts_on.isoformat(), a.due_on.isoformat(), line.name,
                    line.display_name, p.status.value, p.answers,
                    "" if p.measure is None else f"{p.measure:g}",
                    macau_text(p.done_at, empty=""),
                ])
    except OSError as e:
        raise StoreError("unreadable", f"cannot write {target}: {e}",
                         code="file_unwritable", params={"path": str(target)}) from e
