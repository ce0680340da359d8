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

from collections.abc import Sequence
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING

from sqlalchemy import (
    Connection,
    Float,
    Integer,
    and_,
    case,
    cast,
    func,
    select,
)
from sqlalchemy.sql.elements import ColumnElement

from trainer.auth import Actor
from trainer.stats.values import (
    PAYOUT_BUCKET_EDGES,
    STREAK_MILESTONES,
    CellErrors,
    ConfusionCount,
    DayStat,
    Figures,
    KindStat,
    PayoutBucketErrors,
    SessionStat,
    StreakStat,
)
from trainer.store import schema as s
from trainer.store._common import (
    require_instructor,
    require_self_or_instructor,
)
from trainer.store.attempt_log import AttemptLog
from trainer.store.report_base import aware, figures_of_row, int_or_none
from trainer.store.report_roster import RosterReports

if TYPE_CHECKING:
    pass

PAYOUT_KINDS: tuple[str, ...] = ("payout", "samkong_payout")


class Reports(RosterReports, AttemptLog):
    """Read-only reports over a store. Every method takes the acting user first.

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
                    aware(row.first_at) or datetime.min.replace(tzinfo=UTC),
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
            return {str(row.drill_kind): figures_of_row(row) for row in rows}

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
                    tuple(aware(row._mapping[f"m{m}"]) for m in STREAK_MILESTONES),
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
                ConfusionCount(int(row.expected), int_or_none(row.answered), int(row.n))
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
