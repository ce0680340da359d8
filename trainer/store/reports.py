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

from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime
from typing import Any

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
from trainer.store import daily_times
from trainer.store import schema as s
from trainer.store.attempt_log import AttemptLog
from trainer.store.report_base import aware, counts_of_row, figures_of_row, int_or_none
from trainer.store.report_roster import RosterReports
from trainer.store.worded_csv import CohortExport


class Reports(RosterReports, AttemptLog, CohortExport):
    """Read-only reports over a store. Every method takes the acting user first; the
    constructor is :class:`~trainer.store.report_base.ReportBase`'s."""


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

        def run(conn: Connection, who: ColumnElement[bool]) -> list[DayStat]:
            if self.from_daily:
                return self._days_of_rows(conn, lambda c: c == user_id, drill_kind, since,
                                          until)
            return self._daily(conn, [who], drill_kind, since, until)

        return self._read_own(actor, user_id, run)

    def cohort_daily(
        self,
        actor: Actor,
        cohort_id: int | None,
        drill_kind: str | None = None,
        since: date | None = None,
        until: date | None = None,
    ) -> list[DayStat]:
        """The same series over every trainee of a cohort (instructors only), from the
        cohort's daily rows (:mod:`trainer.store.daily_times`), not its answers."""

        def run(conn: Connection, who: ColumnElement[bool]) -> list[DayStat]:
            if self.from_daily:
                return self._days_of_rows(conn, self._in_cohort(cohort_id), drill_kind,
                                          since, until)
            return self._daily(conn, [who], drill_kind, since, until)

        return self._read_cohort(actor, cohort_id, run)

    @staticmethod
    def _days_of_rows(
        conn: Connection,
        who: Callable[[Any], ColumnElement[bool]],
        drill_kind: str | None,
        since: date | None,
        until: date | None,
    ) -> list[DayStat]:
        """:meth:`_daily` from the daily rows of the trainees ``who`` picks."""
        return [
            DayStat(g.day or date.min, drill_kind, *counts_of_row(g))
            for g in daily_times.grouped(conn, who, ["day"], since, until, drill_kind)
        ]

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
                *counts_of_row(row),
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

        def run(conn: Connection, who: ColumnElement[bool]) -> list[SessionStat]:
            a = s.attempts
            where = [who]
            if drill_kind is not None:
                where.append(a.c.drill_kind == drill_kind)
            keys = [("session_id", a.c.session_id), ("drill_kind", a.c.drill_kind)]
            rows = self._grouped(conn, where, keys, since, until, order_by_first=True)
            return [
                SessionStat(
                    int(row.session_id),
                    str(row.drill_kind),
                    aware(row.first_at) or datetime.min.replace(tzinfo=UTC),
                    *counts_of_row(row),
                )
                for row in rows
            ]

        return self._read_own(actor, user_id, run)

    def kinds(
        self,
        actor: Actor,
        user_id: int,
        since: date | None = None,
        until: date | None = None,
    ) -> list[KindStat]:
        """Per drill kind over the period: attempts, right answers, mean and median time."""

        def run(conn: Connection, who: ColumnElement[bool]) -> list[KindStat]:
            keys = [("drill_kind", s.attempts.c.drill_kind)]
            rows: Sequence[Any]
            if self.from_daily:
                rows = daily_times.grouped(conn, lambda c: c == user_id, ["drill_kind"],
                                           since, until)
            else:
                rows = self._grouped(conn, [who], keys, since, until)
            return [
                KindStat(
                    str(row.drill_kind),
                    *counts_of_row(row),
                )
                for row in rows
            ]

        return self._read_own(actor, user_id, run)

    def figures(
        self,
        actor: Actor,
        user_id: int,
        drill_kind: str | None = None,
        since: date | None = None,
        until: date | None = None,
    ) -> Figures:
        """Attempts, right answers and the exact median answer time over a period."""

        def run(conn: Connection, who: ColumnElement[bool]) -> Figures:
            if self.from_daily:
                return figures_of_row(daily_times.grouped(
                    conn, lambda c: c == user_id, [], since, until, drill_kind)[0])
            where = [who]
            if drill_kind is not None:
                where.append(s.attempts.c.drill_kind == drill_kind)
            return figures_of_row(self._grouped(conn, where, [], since, until)[0])

        return self._read_own(actor, user_id, run)

    def kind_figures(
        self,
        actor: Actor,
        user_id: int,
        since: date | None = None,
        until: date | None = None,
    ) -> dict[str, Figures]:
        """Per drill kind over a period: attempts, right answers, time-outs and the exact
        median answer time (what readiness judges, drill by drill)."""

        def run(conn: Connection, who: ColumnElement[bool]) -> dict[str, Figures]:
            keys = [("drill_kind", s.attempts.c.drill_kind)]
            rows: Sequence[Any]
            if self.from_daily:
                rows = daily_times.grouped(conn, lambda c: c == user_id, ["drill_kind"],
                                           since, until)
            else:
                rows = self._grouped(conn, [who], keys, since, until)
            return {str(row.drill_kind): figures_of_row(row) for row in rows}

        return self._read_own(actor, user_id, run)

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

        def run(conn: Connection, who: ColumnElement[bool]) -> list[StreakStat]:
            a = s.attempts
            where = [who]
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

        return self._read_own(actor, user_id, run)

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

        def run(conn: Connection, who: ColumnElement[bool]) -> list[CellErrors]:
            return self._cells(conn, who, drill_kind, since, until)

        return self._read_own(actor, user_id, run)

    def cohort_cell_errors(
        self,
        actor: Actor,
        cohort_id: int | None,
        drill_kind: str = "draw",
        since: date | None = None,
        until: date | None = None,
    ) -> list[CellErrors]:
        """The same over every trainee of a cohort (instructors only)."""

        def run(conn: Connection, who: ColumnElement[bool]) -> list[CellErrors]:
            return self._cells(conn, who, drill_kind, since, until)

        return self._read_cohort(actor, cohort_id, run)

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
        from trainer.drills.cell import Cell

        return [CellErrors(Cell.parse(c), int(n), int(w or 0)) for c, n, w in conn.execute(query)]

    def samkong_confusion(
        self,
        actor: Actor,
        user_id: int,
        since: date | None = None,
        until: date | None = None,
    ) -> list[ConfusionCount]:
        """Sam Kong level drill: how often each expected level was named as each level."""

        def run(conn: Connection, who: ColumnElement[bool]) -> list[ConfusionCount]:
            a = s.attempts
            expected = cast(self._json_text(a.c.expected, "ordinal"), Integer).label("expected")
            answered = cast(self._json_text(a.c.answer, "ordinal"), Integer).label("answered")
            query = (
                select(expected, answered, func.count().label("n"))
                .where(who, a.c.drill_kind == "samkong_level")
                .group_by(expected, answered)
                .order_by(expected, answered)
            )
            query = self._range(query, since, until)
            return [
                ConfusionCount(int(row.expected), int_or_none(row.answered), int(row.n))
                for row in conn.execute(query)
                if row.expected is not None
            ]

        return self._read_own(actor, user_id, run)

    def payout_errors(
        self,
        actor: Actor,
        user_id: int,
        kinds: Sequence[str] | None = None,
        since: date | None = None,
        until: date | None = None,
    ) -> list[PayoutBucketErrors]:
        """Payout attempts and wrong answers by the size of the right payout, over ``kinds``
        (None: every drill answered with a payout, as the registry says)."""
        if kinds is None:
            # Imported here: the store is imported at start-up without the drills.
            from trainer.drills.registry import payout_codes

            kinds = payout_codes()
        chosen = list(kinds)

        def run(conn: Connection, who: ColumnElement[bool]) -> list[PayoutBucketErrors]:
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
                .where(who, a.c.drill_kind.in_(chosen))
                .group_by(bucket)
                .order_by(bucket)
            )
            query = self._range(query, since, until)
            return [
                PayoutBucketErrors(int(b), int(n), int(w or 0), int(k or 0))
                for b, n, w, k in conn.execute(query)
            ]

        return self._read_own(actor, user_id, run)
