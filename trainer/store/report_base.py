"""What every report shares: the database, the clock, how days are cut, and the grouped
figures query (see :class:`trainer.store.reports.Reports`)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from contextlib import AbstractContextManager
from datetime import UTC, date, datetime, time, timedelta
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import (
    Connection,
    Select,
    any_,
    case,
    cast,
    func,
    literal_column,
    select,
)
from sqlalchemy.dialects import postgresql
from sqlalchemy.sql.elements import ColumnElement

from trainer.auth import Actor, Role
from trainer.macau_time import MACAU_OFFSET
from trainer.stats.values import Figures
from trainer.store import schema as s
from trainer.store._common import (
    Clock,
    require_instructor,
    require_self_or_instructor,
)
from trainer.store.engine import Database
from trainer.store.practice import TIMED_OUT_REASON

if TYPE_CHECKING:
    from trainer.store.exams import Exams


_Q = TypeVar("_Q", bound="Select[*tuple[Any, ...]]")
_T = TypeVar("_T")

KEPT_STATEMENTS = 64
"""How many built statements the reports keep (:meth:`ReportBase._statement`)."""

# Days are counted in Macau time (trainer.macau_time.MACAU_OFFSET) unless told otherwise.



def int_or_none(value: Any) -> int | None:
    return None if value is None else int(value)


def aware(value: Any) -> datetime | None:
    """MAX() over a timestamp may come back as text on SQLite: an aware UTC datetime."""
    if value is None:
        return None
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    assert isinstance(value, datetime)
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class ReportBase:
    """The shared part of the read-only reports over a store.

    Parameters
    ----------
    db
        The open database that is read.
    clock
        The current aware UTC time (for "last 7 days"); the store's injected clock.
    exams
        The store's exam repository, which checks the seals of finished sittings.
    day_offset
        Local time minus UTC, used to cut days (Macau: +8 h).
    """

    def __init__(
        self, db: Database, clock: Clock, exams: Exams, day_offset: timedelta = MACAU_OFFSET
    ) -> None:
        self._db = db
        self._exams = exams
        self._clock = clock
        self._offset = day_offset
        self.from_daily = day_offset == MACAU_OFFSET
        """Figures by day and drill kind come from the daily rows (:mod:`trainer.store.
        daily_times`, Macau days), not from the answers: False reads the answers (the days
        cut at another offset; tests compare the two)."""
        self._built: dict[Hashable, Any] = {}

    def _statement(self, key: Hashable, build: Callable[[], Any]) -> Any:
        """The statement ``build`` makes for ``key`` (every argument it is built from),
        built once and kept: a statement is read only and holds no rows, so an opening of
        the same cohort, days and lines runs the one built before (building the Dashboard's
        statement is a few milliseconds of Python an opening waits for). At most
        :data:`KEPT_STATEMENTS` are kept (all are forgotten past that: a day's window, a
        cohort's, make new ones)."""
        built = self._built.get(key)
        if built is None:
            if len(self._built) >= KEPT_STATEMENTS:
                self._built.clear()
            built = self._built[key] = build()
        return built

    @property
    def day_offset(self) -> timedelta:
        """Local time minus UTC (how days are cut)."""
        return self._offset

    def together(self) -> AbstractContextManager[None]:
        """Every read of the store on this thread inside the block (these reports', and the
        settings' they are judged by) in one read transaction on one connection
        (:meth:`~trainer.store.engine.Database.reading_together`)."""
        return self._db.reading_together()

    def now(self) -> datetime:
        """The reports' current time (aware UTC)."""
        return self._clock()

    def today(self) -> date:
        """The current local day."""
        return (self._clock() + self._offset).date()

    # ---- helpers

    def _read_own(
        self,
        actor: Actor,
        user_id: int,
        query: Callable[[Connection, ColumnElement[bool]], _T],
    ) -> _T:
        """Run ``query`` over the attempts of ``user_id`` (the condition it gets picks them),
        once ``actor`` is found to be that trainee or an instructor."""

        def run(conn: Connection) -> _T:
            require_self_or_instructor(conn, actor, user_id, "read statistics of")
            return query(conn, self._of_user(user_id))

        return self._db.read(run)

    def _read_cohort(
        self,
        actor: Actor,
        cohort_id: int | None,
        query: Callable[[Connection, ColumnElement[bool]], _T],
    ) -> _T:
        """Run ``query`` over the attempts of a cohort's trainees (see :meth:`_of_cohort`),
        once ``actor`` is found to be an instructor."""

        def run(conn: Connection) -> _T:
            require_instructor(conn, actor, "read cohort statistics")
            return query(conn, self._of_cohort(cohort_id))

        return self._db.read(run)

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

    def _of_cohort(self, cohort_id: int | None) -> ColumnElement[bool]:
        """Attempts of the trainees of a cohort (None: trainees in no cohort)."""
        return self._in_cohort(cohort_id)(s.attempts.c.user_id)

    def _in_cohort(self, cohort_id: int | None) -> Callable[[Any], ColumnElement[bool]]:
        """The condition that a user id column is one of a cohort's trainees (None: trainees
        in no cohort), for the attempts' or the daily rows' column."""
        u = s.users
        in_cohort = u.c.cohort_id.is_(None) if cohort_id is None else u.c.cohort_id == cohort_id
        members = select(u.c.id).where(in_cohort, u.c.role == Role.TRAINEE.value)
        return lambda column: self._user_among(column, members)

    def _user_among(self, column: Any, ids: Select[tuple[int]]) -> ColumnElement[bool]:
        """``column`` is one of the user ids ``ids`` selects. On PostgreSQL as
        ``= ANY(ARRAY(...))``, which the planner reads through the per-trainee indexes: an
        ``IN`` over the subquery made it scan the whole school's attempts (its cost grew with
        every answer stored, not with the cohort's)."""
        if self._db.is_sqlite:
            condition: ColumnElement[bool] = column.in_(ids.scalar_subquery())
        else:
            condition = column == any_(func.array(ids.scalar_subquery()))
        return condition

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

        The median is the middle answer time, or the mean of the two middle ones. On
        PostgreSQL ``percentile_cont(0.5)``, which is exactly that; on SQLite (no ordered-set
        aggregates) ``row_number()``/``count()`` windows over the same groups pick the middle
        rows. One statement either way, no rows in Python. The windows sort every row of the
        groups and carry it through two window passes: the cohort's daily lines (50
        trainees' 250,000 answers) took about twice as long that way on PostgreSQL as with
        ``percentile_cont`` (0.85-1.3 s vs 0.5-0.6 s on the bench).
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
        median: ColumnElement[Any]
        if self._db.is_sqlite:
            partition = [b.c[name] for name, _expr in keys] or None
            ranked = select(
                b,
                func.row_number().over(partition_by=partition, order_by=b.c.ms_taken)
                .label("rn"),
                func.count().over(partition_by=partition).label("n"),
            ).subquery("ranked")
            r = ranked.c
            middle = (r.rn * 2).in_([r.n, r.n + 1, r.n + 2])
            median = func.avg(case((middle, r.ms_taken), else_=None))
            source: Any = ranked
        else:
            r = b.c
            median = func.percentile_cont(0.5).within_group(r.ms_taken)
            source = b
        group = [r[name] for name, _expr in keys]
        first = func.min(r.answered_at).label("first_at")
        query = select(
            *group,
            func.count().label("attempts"),
            func.sum(case((r.correct.is_(True), 1), else_=0)).label("right"),
            func.sum(case((r.reason == TIMED_OUT_REASON, 1), else_=0)).label("timed_out"),
            func.avg(r.ms_taken).label("avg_ms"),
            median.label("median_ms"),
            first,
        ).select_from(source)
        if group:
            query = query.group_by(*group).order_by(first if order_by_first else group[0])
        return list(conn.execute(query))


def counts_of_row(row: Any) -> tuple[int, int, float, float]:
    """A :meth:`ReportBase._grouped` row's attempts, right answers, mean and median answer
    time, in the field order of the per-day, per-session and per-kind figures (0: none)."""
    return (
        int(row.attempts),
        int(row.right or 0),
        float(row.avg_ms or 0.0),
        float(row.median_ms or 0.0),
    )


def figures_of_row(row: Any) -> Figures:
    """A :meth:`ReportBase._grouped` row as :class:`Figures`."""
    n = int(row.attempts or 0)
    return Figures(
        n,
        int(row.right or 0),
        None if not n or row.avg_ms is None else float(row.avg_ms),
        None if not n or row.median_ms is None else float(row.median_ms),
        int(row.timed_out or 0),
    )
