"""Aggregate queries behind the progress charts and the instructor dashboard.

Every figure is computed by the database (GROUP BY, window functions for medians), never by
looping over attempts in Python. The SQL is portable between SQLite and PostgreSQL: days are
``date(answered_at + offset)`` on both, medians use ``row_number()``/``count()`` windows, and
the two small JSON look-ups (Sam Kong level ordinals, payout amounts) use each backend's own
JSON operator through :meth:`Reports._json_text`.

Roles, enforced here and not by the screens: a trainee may read only their own figures and
attempts; cohort-wide figures (roster summary, cohort averages, cohort heat map) and other
trainees' records are for instructors only (:class:`~trainer.errors.PermissionDenied`). The
actor is re-read from the database on every call, so a forged or deactivated one is refused.

Exam results reach the roster through one method, :meth:`Reports._exam_standings` (the hook
exam mode owns).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import (
    Connection,
    Float,
    Integer,
    Select,
    and_,
    case,
    cast,
    func,
    literal_column,
    select,
)
from sqlalchemy.dialects import postgresql
from sqlalchemy.sql.elements import ColumnElement

from trainer.auth import Actor, Role, name_key
from trainer.errors import StoreError
from trainer.exams.seal import SealStatus
from trainer.macau_time import MACAU_OFFSET
from trainer.store import schema as s
from trainer.store._common import (
    Clock,
    require_instructor,
    require_self_or_instructor,
    utc_now,
)
from trainer.store.models import AttemptRow
from trainer.store.practice import TIMED_OUT_REASON, _attempt_from_row

if TYPE_CHECKING:
    from trainer.store.store import Store

_Q = TypeVar("_Q", bound="Select[*tuple[Any, ...]]")

# Days are counted in Macau time (trainer.macau_time.MACAU_OFFSET) unless told otherwise.

PAYOUT_BUCKET_EDGES: tuple[int, ...] = (100, 1_000, 10_000)
"""Upper bounds of the payout size buckets; bucket 0 is "nothing paid", the last is above."""

PAYOUT_KINDS: tuple[str, ...] = ("payout", "samkong_payout")
OVERALL_SECTION = "overall"
"""The ``exam_results`` row exam mode writes for a sitting's overall verdict
(:data:`trainer.exams.review.OVERALL`; a test checks the two agree)."""
TREND_DAYS = 7
"""The trend compares the accuracy of the last this-many days with the same span before."""
READINESS_DAYS = 14
"""Readiness against the pass mark looks at the last this-many days (both trend spans)."""
STREAK_MILESTONES: tuple[int, ...] = (10, 25, 50, 100)
"""Runs of right answers in a row worth marking on the progress page (see :class:`StreakStat`)."""
CSV_COLUMNS: tuple[str, ...] = (
    "id",
    "user",
    "display_name",
    "answered_at",
    "drill_kind",
    "cell",
    "correct",
    "ms_taken",
    "reason",
    "article",
    "question",
    "answer",
    "expected",
)


# ---- values ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Figures:
    """Attempts, right answers, mean and median answer time of a group of attempts."""

    attempts: int
    correct: int
    avg_ms: float | None
    median_ms: float | None
    timed_out: int = 0
    """Of ``attempts``, the time-outs (issue 12 point 5: readiness counts them apart)."""

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.attempts if self.attempts else None


@dataclass(frozen=True)
class DayStat:
    """One day of one drill kind (``drill_kind`` None: every kind together)."""

    day: date
    drill_kind: str | None
    attempts: int
    correct: int
    avg_ms: float
    median_ms: float

    @property
    def accuracy(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0


@dataclass(frozen=True)
class SessionStat:
    """One practice session (of one drill kind): when its first answer came, and its figures."""

    session_id: int
    drill_kind: str
    started_at: datetime
    attempts: int
    correct: int
    avg_ms: float
    median_ms: float

    @property
    def accuracy(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0


@dataclass(frozen=True)
class KindStat:
    """One drill kind over a period."""

    drill_kind: str
    attempts: int
    correct: int
    avg_ms: float
    median_ms: float

    @property
    def accuracy(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0


@dataclass(frozen=True)
class CellErrors:
    """Attempts and wrong answers in one drill cell."""

    cell: str
    attempts: int
    wrong: int


@dataclass(frozen=True)
class StreakStat:
    """Runs of right answers in a row in one drill kind over a period.

    A run is counted within one practice session, in answer order, as the practice screen
    counts its "streak" (a wrong answer or a new session starts again from 0), so the best
    run here is the best streak a session summary showed. ``reached[i]`` is when the run of
    :data:`STREAK_MILESTONES` ``[i]`` right answers was first completed (None: not yet).
    """

    drill_kind: str
    longest: int
    reached: tuple[datetime | None, ...]


@dataclass(frozen=True)
class ConfusionCount:
    """How often a Sam Kong hand of level ``expected`` was named ``answered`` (None: no answer)."""

    expected: int
    answered: int | None
    count: int


@dataclass(frozen=True)
class PayoutBucketErrors:
    """Payout attempts whose right amount falls in bucket ``bucket`` (see PAYOUT_BUCKET_EDGES).

    ``wrong`` counts every wrong answer; ``not_fewest`` those of them whose only fault was
    paying the right amount in more chips than needed (fault ``not_fewest_chips``, issue 12
    point 3), so a wrong amount is ``wrong - not_fewest``.
    """

    bucket: int
    attempts: int
    wrong: int
    not_fewest: int = 0


class ExamState(Enum):
    """Where a trainee stands with exams: the latest sitting's state (codes; words in ``ui``)."""

    NONE = "none"
    """No sitting scheduled or taken yet."""
    INCOMPLETE = "incomplete"
    """The latest sitting was aborted or marked incomplete."""
    SCHEDULED = "scheduled"
    IN_PROGRESS = "in_progress"
    """Running or paused."""
    FAILED = "failed"
    PASSED = "passed"


EXAM_STATE_ORDER: tuple[ExamState, ...] = tuple(ExamState)
"""From "nothing yet" to "passed": the roster sorts the exam column in this order."""


@dataclass(frozen=True)
class ExamStanding:
    """A trainee's latest exam sitting: its state, when, and its score (0-1) if finished.

    ``tampered`` is True when an instructor holding the seal key read it and the sitting's
    sealed records no longer match their seals (the score shown is then not to be trusted).
    """

    state: ExamState = ExamState.NONE
    at: datetime | None = None
    score: float | None = None
    sittings: int = 0
    sitting_id: int | None = None
    tampered: bool = False


NO_EXAM = ExamStanding()
_SEALED_STATES = (ExamState.PASSED, ExamState.FAILED, ExamState.INCOMPLETE)
"""Standings of an ended sitting, whose records are sealed."""


@dataclass(frozen=True)
class TraineeSummary:
    """One roster line: totals, the last 7 days against the 7 before, the 14-day median
    answer time (the readiness window) and the latest exam."""

    user_id: int
    name: str
    display_name: str
    active: bool
    attempts: int
    correct: int
    avg_ms: float | None
    last_active: datetime | None
    recent_attempts: int
    recent_correct: int
    previous_attempts: int
    previous_correct: int
    window_median_ms: float | None
    exam: ExamStanding = NO_EXAM
    window_timed_out: int = 0
    """Time-outs in the readiness window (counted apart, issue 12 point 5)."""
    window_kinds: tuple[tuple[str, Figures], ...] = ()
    """The readiness window per drill kind (readiness is judged per drill, the worst
    deciding: :func:`trainer.stats.series.readiness_by_drill`), in drill-kind order."""

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.attempts if self.attempts else None

    @property
    def recent_accuracy(self) -> float | None:
        return self.recent_correct / self.recent_attempts if self.recent_attempts else None

    @property
    def previous_accuracy(self) -> float | None:
        return self.previous_correct / self.previous_attempts if self.previous_attempts else None

    @property
    def window(self) -> Figures:
        """The readiness window (the last :data:`READINESS_DAYS` days): both weeks together."""
        return Figures(
            self.recent_attempts + self.previous_attempts,
            self.recent_correct + self.previous_correct,
            None,
            self.window_median_ms,
            self.window_timed_out,
        )


@dataclass(frozen=True)
class AttemptFilter:
    """What the attempt log shows: a drill kind, local days ``since``..``until`` (inclusive),
    right or wrong answers only. None means "any"."""

    drill_kind: str | None = None
    since: date | None = None
    until: date | None = None
    correct: bool | None = None


@dataclass(frozen=True)
class AttemptPage:
    """One page of the attempt log, newest first, and how many attempts match in all."""

    rows: tuple[AttemptRow, ...]
    total: int
    offset: int
    user_id: int = 0
    flt: AttemptFilter = AttemptFilter()


# ---- the repository ----------------------------------------------------------------------


class Reports:
    """Read-only reports over a store. Every method takes the acting user first.

    Parameters
    ----------
    store
        The open store whose database is read.
    clock
        The current aware UTC time (for "last 7 days"); tests inject one.
    day_offset
        Local time minus UTC, used to cut days (Macau: +8 h).
    """

    def __init__(
        self, store: Store, clock: Clock | None = None, day_offset: timedelta = MACAU_OFFSET
    ) -> None:
        self._db = store._db
        self._exams = store.exams
        self._clock = clock or utc_now
        self._offset = day_offset

    @property
    def day_offset(self) -> timedelta:
        """Local time minus UTC (how days are cut)."""
        return self._offset

    def now(self) -> datetime:
        """The reports' current time (aware UTC)."""
        return self._clock()

    def today(self) -> date:
        """The current local day."""
        return (self._clock() + self._offset).date()

    # ---- helpers

    def _day(self, column: Any) -> ColumnElement[Any]:
        """The local calendar day of a timestamp column, in SQL."""
        minutes = int(self._offset.total_seconds() // 60)
        if self._db.is_sqlite:
            return func.date(column, f"{minutes:+d} minutes")
        # An integer from our own code, never user input.
        return func.date(column + literal_column(f"interval '{minutes} minutes'"))

    def _json_text(self, column: Any, key: str) -> ColumnElement[Any]:
        """The text of ``key`` in a JSON-text column (NULL when absent or JSON null)."""
        if self._db.is_sqlite:
            return func.json_extract(column, f"$.{key}")
        return cast(column, postgresql.JSONB).op("->>")(key)

    def _utc_start(self, day: date) -> datetime:
        """The UTC instant the local ``day`` starts."""
        return datetime.combine(day, time(), tzinfo=UTC) - self._offset

    def _to_date(self, value: Any) -> date:
        if isinstance(value, datetime):
            return value.date()
        if isinstance(value, date):
            return value
        return date.fromisoformat(str(value))

    def _range(self, query: _Q, since: date | None, until: date | None) -> _Q:
        a = s.attempts
        if since is not None:
            query = query.where(a.c.answered_at >= self._utc_start(since))
        if until is not None:
            query = query.where(a.c.answered_at < self._utc_start(until + timedelta(days=1)))
        return query

    @staticmethod
    def _wrong() -> ColumnElement[Any]:
        return func.sum(case((s.attempts.c.correct.is_(False), 1), else_=0))

    @staticmethod
    def _of_user(user_id: int) -> ColumnElement[bool]:
        return s.attempts.c.user_id == user_id

    @staticmethod
    def _of_cohort(cohort_id: int | None) -> ColumnElement[bool]:
        """Attempts of the trainees of a cohort (None: trainees in no cohort)."""
        u = s.users
        in_cohort = u.c.cohort_id.is_(None) if cohort_id is None else u.c.cohort_id == cohort_id
        members = select(u.c.id).where(in_cohort, u.c.role == Role.TRAINEE.value)
        return s.attempts.c.user_id.in_(members.scalar_subquery())

    def _grouped(
        self,
        conn: Connection,
        where: Sequence[ColumnElement[bool]],
        keys: Sequence[tuple[str, ColumnElement[Any]]],
        since: date | None,
        until: date | None,
        order_by_first: bool = False,
    ) -> list[Any]:
        """Per group of ``keys``: attempts, right answers, mean, median and first answer.

        The median comes from ``row_number()``/``count()`` windows over the same groups (the
        middle row, or the mean of the two middle rows): one statement, no rows in Python.
        """
        a = s.attempts
        # The keys are computed once per row in an inner query; partitioning the windows by
        # the expression itself makes SQLite evaluate it again for every comparison (3x slower).
        base = select(
            *(expr.label(name) for name, expr in keys),
            a.c.correct,
            a.c.ms_taken,
            a.c.answered_at,
            a.c.reason,
        ).where(*where)
        b = self._range(base, since, until).subquery("base")
        partition = [b.c[name] for name, _expr in keys] or None
        ranked = select(
            b,
            func.row_number().over(partition_by=partition, order_by=b.c.ms_taken).label("rn"),
            func.count().over(partition_by=partition).label("n"),
        ).subquery("ranked")
        r = ranked.c
        group = [r[name] for name, _expr in keys]
        middle = (r.rn * 2).in_([r.n, r.n + 1, r.n + 2])
        first = func.min(r.answered_at).label("first_at")
        query = select(
            *group,
            func.count().label("attempts"),
            func.sum(case((r.correct.is_(True), 1), else_=0)).label("right"),
            func.sum(case((r.reason == TIMED_OUT_REASON, 1), else_=0)).label("timed_out"),
            func.avg(r.ms_taken).label("avg_ms"),
            func.avg(case((middle, r.ms_taken), else_=None)).label("median_ms"),
            first,
        )
        if group:
            query = query.group_by(*group).order_by(first if order_by_first else group[0])
        return list(conn.execute(query))

    # ---- per-day and per-session series

    def daily(
        self,
        actor: Actor,
        user_id: int,
        drill_kind: str | None = None,
        since: date | None = None,
        until: date | None = None,
    ) -> list[DayStat]:
        """Per local day: attempts, right answers, mean and median answer time of ``user_id``.

        ``drill_kind`` None gives every kind together. A trainee may read only their own.
        """

        def run(conn: Connection) -> list[DayStat]:
            require_self_or_instructor(conn, actor, user_id, "read statistics of")
            return self._daily(conn, [self._of_user(user_id)], drill_kind, since, until)

        return self._db.read(run)

    def cohort_daily(
        self,
        actor: Actor,
        cohort_id: int | None,
        drill_kind: str | None = None,
        since: date | None = None,
        until: date | None = None,
    ) -> list[DayStat]:
        """The same series over every trainee of a cohort (instructors only)."""

        def run(conn: Connection) -> list[DayStat]:
            require_instructor(conn, actor, "read cohort statistics")
            return self._daily(conn, [self._of_cohort(cohort_id)], drill_kind, since, until)

        return self._db.read(run)

    def _daily(
        self,
        conn: Connection,
        where: Sequence[ColumnElement[bool]],
        drill_kind: str | None,
        since: date | None,
        until: date | None,
    ) -> list[DayStat]:
        a = s.attempts
        if drill_kind is not None:
            where = [*where, a.c.drill_kind == drill_kind]
        rows = self._grouped(conn, where, [("day", self._day(a.c.answered_at))], since, until)
        return [
            DayStat(
                self._to_date(row.day),
                drill_kind,
                int(row.attempts),
                int(row.right or 0),
                float(row.avg_ms or 0.0),
                float(row.median_ms or 0.0),
            )
            for row in rows
        ]

    def sessions(
        self,
        actor: Actor,
        user_id: int,
        drill_kind: str | None = None,
        since: date | None = None,
        until: date | None = None,
    ) -> list[SessionStat]:
        """Per practice session of ``user_id``, in the order they were practised."""

        def run(conn: Connection) -> list[SessionStat]:
            require_self_or_instructor(conn, actor, user_id, "read statistics of")
            a = s.attempts
            where = [self._of_user(user_id)]
            if drill_kind is not None:
                where.append(a.c.drill_kind == drill_kind)
            keys = [("session_id", a.c.session_id), ("drill_kind", a.c.drill_kind)]
            rows = self._grouped(conn, where, keys, since, until, order_by_first=True)
            return [
                SessionStat(
                    int(row.session_id),
                    str(row.drill_kind),
                    _aware(row.first_at) or datetime.min.replace(tzinfo=UTC),
                    int(row.attempts),
                    int(row.right or 0),
                    float(row.avg_ms or 0.0),
                    float(row.median_ms or 0.0),
                )
                for row in rows
            ]

        return self._db.read(run)

    def kinds(
        self,
        actor: Actor,
        user_id: int,
        since: date | None = None,
        until: date | None = None,
    ) -> list[KindStat]:
        """Per drill kind over the period: attempts, right answers, mean and median time."""

        def run(conn: Connection) -> list[KindStat]:
            require_self_or_instructor(conn, actor, user_id, "read statistics of")
            keys = [("drill_kind", s.attempts.c.drill_kind)]
            rows = self._grouped(conn, [self._of_user(user_id)], keys, since, until)
            return [
                KindStat(
                    str(row.drill_kind),
                    int(row.attempts),
                    int(row.right or 0),
                    float(row.avg_ms or 0.0),
                    float(row.median_ms or 0.0),
                )
                for row in rows
            ]

        return self._db.read(run)

    def figures(
        self,
        actor: Actor,
        user_id: int,
        drill_kind: str | None = None,
        since: date | None = None,
        until: date | None = None,
    ) -> Figures:
        """Attempts, right answers and the exact median answer time over a period."""

        def run(conn: Connection) -> Figures:
            require_self_or_instructor(conn, actor, user_id, "read statistics of")
            where = [self._of_user(user_id)]
            if drill_kind is not None:
                where.append(s.attempts.c.drill_kind == drill_kind)
            row = self._grouped(conn, where, [], since, until)[0]
            n = int(row.attempts or 0)
            return Figures(
                n,
                int(row.right or 0),
                None if not n else float(row.avg_ms),
                None if not n else float(row.median_ms),
                int(row.timed_out or 0),
            )

        return self._db.read(run)

    def kind_figures(
        self,
        actor: Actor,
        user_id: int,
        since: date | None = None,
        until: date | None = None,
    ) -> dict[str, Figures]:
        """Per drill kind over a period: attempts, right answers, time-outs and the exact
        median answer time (what readiness judges, drill by drill)."""

        def run(conn: Connection) -> dict[str, Figures]:
            require_self_or_instructor(conn, actor, user_id, "read statistics of")
            keys = [("drill_kind", s.attempts.c.drill_kind)]
            rows = self._grouped(conn, [self._of_user(user_id)], keys, since, until)
            return {str(row.drill_kind): _figures(row) for row in rows}

        return self._db.read(run)

    def streaks(
        self,
        actor: Actor,
        user_id: int,
        drill_kind: str | None = None,
        since: date | None = None,
        until: date | None = None,
    ) -> list[StreakStat]:
        """Per drill kind: the longest run of right answers in a row within one session, and
        when each of :data:`STREAK_MILESTONES` was first reached (see :class:`StreakStat`).

        Gaps and islands in SQL: within a session, the answer's position among all answers
        minus its position among the answers equally right or wrong is constant along a run;
        the position within a run then gives its length so far. One row per drill kind.
        """

        def run(conn: Connection) -> list[StreakStat]:
            require_self_or_instructor(conn, actor, user_id, "read statistics of")
            a = s.attempts
            where = [self._of_user(user_id)]
            if drill_kind is not None:
                where.append(a.c.drill_kind == drill_kind)
            order = (a.c.answered_at, a.c.id)
            session = (a.c.session_id, a.c.drill_kind)
            base = select(
                a.c.session_id,
                a.c.drill_kind,
                a.c.correct,
                a.c.answered_at,
                a.c.id,
                func.row_number().over(partition_by=session, order_by=order).label("rn_all"),
                func.row_number()
                .over(partition_by=(*session, a.c.correct), order_by=order)
                .label("rn_same"),
            ).where(*where)
            b = self._range(base, since, until).subquery("answers")
            runs = (
                select(
                    b.c.drill_kind,
                    b.c.answered_at,
                    func.row_number()
                    .over(
                        partition_by=(b.c.session_id, b.c.drill_kind, b.c.rn_all - b.c.rn_same),
                        order_by=(b.c.answered_at, b.c.id),
                    )
                    .label("pos"),
                )
                .where(b.c.correct.is_(True))
                .subquery("runs")
            )
            r = runs.c
            firsts = [
                func.min(case((r.pos == m, r.answered_at), else_=None)).label(f"m{m}")
                for m in STREAK_MILESTONES
            ]
            query = (
                select(r.drill_kind, func.max(r.pos).label("longest"), *firsts)
                .group_by(r.drill_kind)
                .order_by(r.drill_kind)
            )
            return [
                StreakStat(
                    str(row.drill_kind),
                    int(row.longest or 0),
                    tuple(_aware(row._mapping[f"m{m}"]) for m in STREAK_MILESTONES),
                )
                for row in conn.execute(query)
            ]

        return self._db.read(run)

    # ---- per-cell figures

    def cell_errors(
        self,
        actor: Actor,
        user_id: int,
        drill_kind: str = "draw",
        since: date | None = None,
        until: date | None = None,
    ) -> list[CellErrors]:
        """Attempts and wrong answers per cell of one drill kind (the draw heat map)."""

        def run(conn: Connection) -> list[CellErrors]:
            require_self_or_instructor(conn, actor, user_id, "read statistics of")
            return self._cells(conn, self._of_user(user_id), drill_kind, since, until)

        return self._db.read(run)

    def cohort_cell_errors(
        self,
        actor: Actor,
        cohort_id: int | None,
        drill_kind: str = "draw",
        since: date | None = None,
        until: date | None = None,
    ) -> list[CellErrors]:
        """The same over every trainee of a cohort (instructors only)."""

        def run(conn: Connection) -> list[CellErrors]:
            require_instructor(conn, actor, "read cohort statistics")
            return self._cells(conn, self._of_cohort(cohort_id), drill_kind, since, until)

        return self._db.read(run)

    def _cells(
        self,
        conn: Connection,
        who: ColumnElement[bool],
        drill_kind: str,
        since: date | None,
        until: date | None,
    ) -> list[CellErrors]:
        a = s.attempts
        query = (
            select(a.c.cell, func.count().label("n"), self._wrong().label("wrong"))
            .where(who, a.c.drill_kind == drill_kind, a.c.cell.isnot(None))
            .group_by(a.c.cell)
            .order_by(a.c.cell)
        )
        query = self._range(query, since, until)
        return [CellErrors(str(c), int(n), int(w or 0)) for c, n, w in conn.execute(query)]

    def samkong_confusion(
        self,
        actor: Actor,
        user_id: int,
        since: date | None = None,
        until: date | None = None,
    ) -> list[ConfusionCount]:
        """Sam Kong level drill: how often each expected level was named as each level."""

        def run(conn: Connection) -> list[ConfusionCount]:
            require_self_or_instructor(conn, actor, user_id, "read statistics of")
            a = s.attempts
            expected = cast(self._json_text(a.c.expected, "ordinal"), Integer).label("expected")
            answered = cast(self._json_text(a.c.answer, "ordinal"), Integer).label("answered")
            query = (
                select(expected, answered, func.count().label("n"))
                .where(a.c.user_id == user_id, a.c.drill_kind == "samkong_level")
                .group_by(expected, answered)
                .order_by(expected, answered)
            )
            query = self._range(query, since, until)
            return [
                ConfusionCount(int(row.expected), _int_or_none(row.answered), int(row.n))
                for row in conn.execute(query)
                if row.expected is not None
            ]

        return self._db.read(run)

    def payout_errors(
        self,
        actor: Actor,
        user_id: int,
        kinds: Sequence[str] = PAYOUT_KINDS,
        since: date | None = None,
        until: date | None = None,
    ) -> list[PayoutBucketErrors]:
        """Payout attempts and wrong answers by the size of the right payout."""

        def run(conn: Connection) -> list[PayoutBucketErrors]:
            require_self_or_instructor(conn, actor, user_id, "read statistics of")
            a = s.attempts
            paid = cast(self._json_text(a.c.expected, "paid"), Float)
            whens: list[tuple[ColumnElement[bool], int]] = [(paid <= 0, 0)]
            whens += [(paid <= edge, i + 1) for i, edge in enumerate(PAYOUT_BUCKET_EDGES)]
            bucket = case(*whens, else_=len(PAYOUT_BUCKET_EDGES) + 1).label("bucket")
            query = (
                select(
                    bucket,
                    func.count().label("n"),
                    self._wrong().label("wrong"),
                    func.sum(case((and_(a.c.correct.is_(False),
                                        a.c.fault == "not_fewest_chips"), 1),
                                  else_=0)).label("not_fewest"),
                )
                .where(a.c.user_id == user_id, a.c.drill_kind.in_(list(kinds)))
                .group_by(bucket)
                .order_by(bucket)
            )
            query = self._range(query, since, until)
            return [
                PayoutBucketErrors(int(b), int(n), int(w or 0), int(k or 0))
                for b, n, w, k in conn.execute(query)
            ]

        return self._db.read(run)

    # ---- the roster

    def roster_summary(
        self, actor: Actor, cohort_id: int | None, now: datetime | None = None
    ) -> list[TraineeSummary]:
        """One line per trainee of a cohort (None: trainees in no cohort); instructors only.

        One statement for the practice figures: the grouped totals, joined to the median
        answer time of the last :data:`READINESS_DAYS` days (a window over only those days'
        attempts); then one for the latest exam of each (:meth:`_exam_standings`).
        """
        now = now or self._clock()
        recent_start = now - timedelta(days=TREND_DAYS)
        window_start = now - timedelta(days=READINESS_DAYS)

        def run(conn: Connection) -> list[TraineeSummary]:
            require_instructor(conn, actor, "read the roster summary")
            u, a = s.users, s.attempts
            in_cohort = u.c.cohort_id.is_(None) if cohort_id is None else u.c.cohort_id == cohort_id
            recent = a.c.answered_at >= recent_start
            previous = and_(a.c.answered_at >= window_start, a.c.answered_at < recent_start)
            ok = a.c.correct.is_(True)

            def count_if(cond: ColumnElement[bool]) -> ColumnElement[Any]:
                return func.sum(case((cond, 1), else_=0))

            totals = (
                select(
                    u.c.id,
                    u.c.name,
                    u.c.display_name,
                    u.c.active,
                    func.count(a.c.id).label("attempts"),
                    count_if(ok).label("right"),
                    func.avg(a.c.ms_taken).label("avg_ms"),
                    func.max(a.c.answered_at).label("last_active"),
                    count_if(recent).label("recent_n"),
                    count_if(and_(recent, ok)).label("recent_right"),
                    count_if(previous).label("previous_n"),
                    count_if(and_(previous, ok)).label("previous_right"),
                    count_if(and_(a.c.answered_at >= window_start,
                                  a.c.reason == TIMED_OUT_REASON)).label("window_late"),
                )
                .select_from(u.outerjoin(a, a.c.user_id == u.c.id))
                .where(in_cohort, u.c.role == Role.TRAINEE.value)
                .group_by(u.c.id, u.c.name, u.c.display_name, u.c.active)
                .subquery("totals")
            )
            ranked = (
                select(
                    a.c.user_id,
                    a.c.ms_taken,
                    func.row_number()
                    .over(partition_by=a.c.user_id, order_by=a.c.ms_taken)
                    .label("rn"),
                    func.count().over(partition_by=a.c.user_id).label("n"),
                )
                .select_from(a.join(u, u.c.id == a.c.user_id))
                .where(in_cohort, u.c.role == Role.TRAINEE.value, a.c.answered_at >= window_start)
                .subquery("ranked")
            )
            middle = (ranked.c.rn * 2).in_([ranked.c.n, ranked.c.n + 1, ranked.c.n + 2])
            medians = (
                select(ranked.c.user_id, func.avg(ranked.c.ms_taken).label("median_ms"))
                .where(middle)
                .group_by(ranked.c.user_id)
                .subquery("medians")
            )
            t = totals.c
            query = (
                select(totals, medians.c.median_ms)
                .select_from(totals.outerjoin(medians, medians.c.user_id == t.id))
                .order_by(t.display_name, t.id)
            )
            rows = list(conn.execute(query))
            exams = self._exam_standings(conn, [int(row.id) for row in rows])
            # The same window per trainee and drill kind: readiness is judged per drill.
            trainees = select(u.c.id).where(in_cohort, u.c.role == Role.TRAINEE.value)
            per_kind: dict[int, list[tuple[str, Figures]]] = {}
            for row in self._grouped(
                conn,
                [a.c.user_id.in_(trainees.scalar_subquery()), a.c.answered_at >= window_start],
                [("user_id", a.c.user_id), ("drill_kind", a.c.drill_kind)],
                None,
                None,
            ):
                per_kind.setdefault(int(row.user_id), []).append(
                    (str(row.drill_kind), _figures(row)))
            return [
                TraineeSummary(
                    user_id=int(row.id),
                    name=str(row.name),
                    display_name=str(row.display_name),
                    active=bool(row.active),
                    attempts=int(row.attempts or 0),
                    correct=int(row.right or 0),
                    avg_ms=None if row.avg_ms is None else float(row.avg_ms),
                    last_active=_aware(row.last_active),
                    recent_attempts=int(row.recent_n or 0),
                    recent_correct=int(row.recent_right or 0),
                    previous_attempts=int(row.previous_n or 0),
                    previous_correct=int(row.previous_right or 0),
                    window_median_ms=None if row.median_ms is None else float(row.median_ms),
                    exam=exams.get(int(row.id), NO_EXAM),
                    window_timed_out=int(row.window_late or 0),
                    window_kinds=tuple(per_kind.get(int(row.id), ())),
                )
                for row in rows
            ]

        summaries = self._db.read(run)
        checked = self._with_seals(actor, {x.user_id: x.exam for x in summaries})
        return [replace(x, exam=checked[x.user_id]) for x in summaries]

    # ---- exams (the hook exam mode fills)

    def exam_standings(self, actor: Actor, user_ids: Sequence[int]) -> dict[int, ExamStanding]:
        """The latest exam sitting of each trainee in ``user_ids`` (absent: no exam yet).

        A trainee may ask only about themselves; an instructor about anyone.
        """

        def run(conn: Connection) -> dict[int, ExamStanding]:
            for uid in set(user_ids):
                require_self_or_instructor(conn, actor, uid, "read exam results of")
            return self._exam_standings(conn, user_ids)

        return self._with_seals(actor, self._db.read(run))

    def _with_seals(
        self, actor: Actor, standings: dict[int, ExamStanding]
    ) -> dict[int, ExamStanding]:
        """Mark the finished sittings whose seals no longer hold, when ``actor`` holds the key.

        The standings themselves are SQL over the stored rows; the seals are checked by exam
        mode (:meth:`trainer.store.exams.Exams.seal_statuses`), which needs the instructor's
        unlocked key: without it (a trainee) nothing is marked.
        """
        ids = [
            x.sitting_id
            for x in standings.values()
            if x.sitting_id is not None and x.state in _SEALED_STATES
        ]
        if actor.role is not Role.INSTRUCTOR or not ids:
            return standings
        statuses = self._exams.seal_statuses(actor, ids)
        return {
            uid: replace(x, tampered=statuses.get(x.sitting_id or -1) is SealStatus.TAMPERED)
            for uid, x in standings.items()
        }

    def _exam_standings(self, conn: Connection, user_ids: Sequence[int]) -> dict[int, ExamStanding]:
        """EXAM HOOK: where the roster's "exam" column comes from.

        Reads exam mode's tables (``exam_sittings``, ``exam_results``, written by
        :mod:`trainer.store.exams`): each trainee's latest sitting and, once it has results,
        the verdict and score of its ``overall`` row (every section passed, when a sitting
        has no overall row). A sitting ended ``incomplete`` is shown as incomplete, one
        still running as in progress. Trainees without a sitting are "no exam yet".

        This is SQL over the stored rows: it does not check the results' seals (that needs
        an instructor's key; the dashboard's Exams tab and the exam review do it), so a row
        edited in the database shows here as it reads. If exam mode changes what a result
        means, change only this method; the roster, its sort order and the reports take
        :class:`ExamStanding` as it is.
        """
        if not user_ids:
            return {}
        es, er = s.exam_sittings, s.exam_results
        when = func.coalesce(es.c.ended_at, es.c.started_at, es.c.scheduled_at)
        latest = (
            select(
                es.c.id,
                es.c.trainee_id,
                es.c.status,
                when.label("at"),
                func.row_number()
                .over(
                    partition_by=es.c.trainee_id, order_by=(es.c.attempt_no.desc(), es.c.id.desc())
                )
                .label("rn"),
                func.count().over(partition_by=es.c.trainee_id).label("sittings"),
            )
            .where(es.c.trainee_id.in_(list(user_ids)))
            .subquery("latest")
        )
        overall = er.c.section == OVERALL_SECTION

        def total(value: Any, cond: ColumnElement[bool]) -> ColumnElement[Any]:
            return func.sum(case((cond, value), else_=0))

        results = (
            select(
                er.c.sitting_id,
                total(1, overall).label("overall_rows"),
                total(1, and_(overall, er.c.passed.is_(True))).label("overall_passed"),
                total(er.c.score, overall).label("overall_score"),
                total(er.c.max_score, overall).label("overall_max"),
                total(1, ~overall).label("sections"),
                total(1, and_(~overall, er.c.passed.is_(True))).label("sections_passed"),
                total(er.c.score, ~overall).label("score"),
                total(er.c.max_score, ~overall).label("max_score"),
            )
            .group_by(er.c.sitting_id)
            .subquery("results")
        )
        r = results.c
        query = select(
            latest.c.id.label("sitting_id"),
            latest.c.trainee_id,
            latest.c.status,
            latest.c.at,
            latest.c.sittings,
            r.overall_rows,
            r.overall_passed,
            r.overall_score,
            r.overall_max,
            r.sections,
            r.sections_passed,
            r.score,
            r.max_score,
        ).select_from(latest.outerjoin(results, r.sitting_id == latest.c.id))
        out: dict[int, ExamStanding] = {}
        for row in conn.execute(query.where(latest.c.rn == 1)):
            status = str(row.status)
            score: float | None = None
            state: ExamState
            if int(row.overall_rows or 0):
                passed = int(row.overall_passed or 0) > 0
                top = float(row.overall_max or 0)
                score = float(row.overall_score) / top if top else None
            elif int(row.sections or 0):
                passed = int(row.sections_passed or 0) == int(row.sections)
                top = float(row.max_score or 0)
                score = float(row.score) / top if top else None
            else:
                passed = False
            has_result = score is not None or int(row.overall_rows or 0) or int(row.sections or 0)
            if status == "incomplete" or status == "aborted":
                state = ExamState.INCOMPLETE
            elif has_result:
                state = ExamState.PASSED if passed else ExamState.FAILED
            elif status in ("running", "paused"):
                state = ExamState.IN_PROGRESS
            elif status == "scheduled":
                state = ExamState.SCHEDULED
            else:  # ended without a recorded result
                state = ExamState.INCOMPLETE
            out[int(row.trainee_id)] = ExamStanding(
                state, _aware(row.at), score, int(row.sittings), int(row.sitting_id)
            )
        return out

    # ---- the attempt log

    def _log_query(self, user_id: int, flt: AttemptFilter) -> Select[Any]:
        a = s.attempts
        query = select(a).where(a.c.user_id == user_id)
        if flt.drill_kind is not None:
            query = query.where(a.c.drill_kind == flt.drill_kind)
        if flt.correct is not None:
            query = query.where(a.c.correct.is_(flt.correct))
        return self._range(query, flt.since, flt.until)

    def attempt_page(
        self,
        actor: Actor,
        user_id: int,
        flt: AttemptFilter | None = None,
        limit: int = 100,
        offset: int = 0,
    ) -> AttemptPage:
        """A page of ``user_id``'s attempts, newest first, with the number matching in all."""
        flt = flt or AttemptFilter()
        if limit < 1 or offset < 0:
            raise StoreError("invalid", "a page needs limit >= 1 and offset >= 0")

        def run(conn: Connection) -> AttemptPage:
            require_self_or_instructor(conn, actor, user_id, "read attempts of")
            base = self._log_query(user_id, flt)
            total = conn.execute(select(func.count()).select_from(base.subquery())).scalar()
            a = s.attempts
            page = base.order_by(a.c.answered_at.desc(), a.c.id.desc()).limit(limit)
            rows = conn.execute(page.offset(offset))
            return AttemptPage(
                tuple(_attempt_from_row(r) for r in rows), int(total or 0), offset, user_id, flt
            )

        return self._db.read(run)

    def export_attempts_csv(
        self, actor: Actor, user_id: int, target: Path | str, flt: AttemptFilter | None = None
    ) -> int:
        """Write the filtered attempts of ``user_id`` to a CSV file; returns the rows written.

        UTF-8 with a byte-order mark so Excel shows Chinese names; times in local time.
        """
        flt = flt or AttemptFilter()

        def run(conn: Connection) -> int:
            require_self_or_instructor(conn, actor, user_id, "export attempts of")
            user = conn.execute(
                select(s.users.c.name, s.users.c.display_name).where(s.users.c.id == user_id)
            ).first()
            name, display = (user.name, user.display_name) if user is not None else ("", "")
            a = s.attempts
            query = self._log_query(user_id, flt).order_by(a.c.answered_at, a.c.id)
            try:
                with open(target, "w", encoding="utf-8-sig", newline="") as f:
                    return write_attempts_csv(
                        f,
                        (
                            _attempt_from_row(r)
                            for r in conn.execution_options(yield_per=2000).execute(query)
                        ),
                        name,
                        display,
                        self._offset,
                    )
            except OSError as e:
                raise StoreError("unreadable", f"cannot write {target}: {e}",
                                 code="file_unwritable", params={"path": str(target)}) from e

        return self._db.read(run)


def _figures(row: Any) -> Figures:
    """A :meth:`Reports._grouped` row as :class:`Figures`."""
    n = int(row.attempts or 0)
    return Figures(
        n,
        int(row.right or 0),
        None if not n or row.avg_ms is None else float(row.avg_ms),
        None if not n or row.median_ms is None else float(row.median_ms),
        int(row.timed_out or 0),
    )


def _int_or_none(value: Any) -> int | None:
    return None if value is None else int(value)


def _aware(value: Any) -> datetime | None:
    """MAX() over a timestamp may come back as text on SQLite: an aware UTC datetime."""
    if value is None:
        return None
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    assert isinstance(value, datetime)
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def _json_cell(value: Any) -> str:
    import json

    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def write_attempts_csv(
    out: io.TextIOBase | Any,
    rows: Iterable[AttemptRow],
    user_name: str,
    display_name: str,
    offset: timedelta = MACAU_OFFSET,
) -> int:
    """Write attempts as CSV rows (header first) to a text stream; returns the rows written."""
    writer = csv.writer(out)
    writer.writerow(CSV_COLUMNS)
    count = 0
    for r in rows:
        local = (r.answered_at + offset).replace(tzinfo=None)
        writer.writerow(
            (
                r.id,
                user_name,
                display_name,
                local.isoformat(sep=" ", timespec="seconds"),
                r.drill_kind,
                r.cell or "",
                "1" if r.correct else "0",
                r.ms_taken,
                r.reason or "",
                r.article or "",
                _json_cell(r.question),
                _json_cell(r.answer),
                _json_cell(r.expected),
            )
        )
        count += 1
    return count


# ---- bulk import -------------------------------------------------------------------------


@dataclass(frozen=True)
class BulkSession:
    """A practice session to import (no role checks beyond "an instructor imports")."""

    user_id: int
    drill_kind: str
    started_at: datetime
    ended_at: datetime | None = None


@dataclass(frozen=True)
class BulkAttempt:
    """An already graded attempt to import; JSON columns are given as JSON text."""

    session_id: int
    user_id: int
    drill_kind: str
    cell: str | None
    question_json: str
    answer_json: str
    expected_json: str
    correct: bool
    ms_taken: int
    answered_at: datetime
    reason: str | None = None
    article: str | None = None
    seed: int | None = None
    shown_at: datetime | None = None


class BulkImport:
    """Instructor-only bulk import of trainees, sessions and graded attempts.

    This is how demo data (and, later, practice records moved from another school database)
    are loaded: ``executemany`` in chunks, one transaction per call, so a million attempts
    load in minutes. Everything here needs an active instructor.
    """

    def __init__(self, store: Store) -> None:
        self._db = store._db

    def add_trainees(
        self,
        actor: Actor,
        cohort_id: int | None,
        people: Sequence[tuple[str, str]],
        secret_hash: str,
        created_at: datetime,
    ) -> list[int]:
        """Trainees ``(name, display_name)`` sharing one already hashed PIN; returns their ids."""

        def run(conn: Connection) -> list[int]:
            require_instructor(conn, actor, "import trainees")
            rows = [
                {
                    "name": name,
                    "name_key": name_key(name),
                    "display_name": display,
                    "role": Role.TRAINEE.value,
                    "cohort_id": cohort_id,
                    "secret_hash": secret_hash,
                    "active": True,
                    "created_at": created_at,
                }
                for name, display in people
            ]
            if not rows:
                return []
            result = conn.execute(
                s.users.insert().returning(s.users.c.id, sort_by_parameter_order=True), rows
            )
            return [int(r[0]) for r in result]

        return self._db.write(run)

    def add_sessions(self, actor: Actor, sessions: Sequence[BulkSession]) -> list[int]:
        """Practice sessions; returns their ids in the order given."""

        def run(conn: Connection) -> list[int]:
            require_instructor(conn, actor, "import practice records")
            if not sessions:
                return []
            rows = [
                {
                    "user_id": x.user_id,
                    "drill_kind": x.drill_kind,
                    "options": "{}",
                    "started_at": x.started_at,
                    "ended_at": x.ended_at,
                }
                for x in sessions
            ]
            table = s.practice_sessions
            result = conn.execute(
                table.insert().returning(table.c.id, sort_by_parameter_order=True), rows
            )
            return [int(r[0]) for r in result]

        return self._db.write(run)

    def add_attempts(self, actor: Actor, attempts: Sequence[BulkAttempt]) -> int:
        """Graded attempts in one transaction; returns how many were written."""

        def run(conn: Connection) -> int:
            require_instructor(conn, actor, "import practice records")
            if not attempts:
                return 0
            rows = [
                {
                    "session_id": x.session_id,
                    "user_id": x.user_id,
                    "drill_kind": x.drill_kind,
                    "cell": x.cell,
                    "question": x.question_json,
                    "seed": x.seed,
                    "answer": x.answer_json,
                    "correct": x.correct,
                    "reason": x.reason,
                    "article": x.article,
                    "expected": x.expected_json,
                    "ms_taken": x.ms_taken,
                    "answered_at": x.answered_at,
                    "shown_at": x.shown_at,
                }
                for x in attempts
            ]
            conn.execute(s.attempts.insert(), rows)
            return len(rows)

        return self._db.write(run)
