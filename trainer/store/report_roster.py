"""The roster's lines and the exam standings behind its "exam" column (part of
:class:`trainer.store.reports.Reports`)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from datetime import datetime
from functools import cache, partial
from typing import Any

from sqlalchemy import (
    Connection,
    and_,
    bindparam,
    case,
    func,
    select,
)
from sqlalchemy.sql.elements import ColumnElement

from trainer.auth import Actor, Role
from trainer.exams.counting import (
    DEFAULT_RULE,
    Candidate,
    CountingRule,
    counting_sitting,
    deciding_sitting,
)
from trainer.exams.scoring import ExamStatus
from trainer.exams.seal import SealStatus
from trainer.stats.values import (
    NO_EXAM,
    DayStat,
    ExamStanding,
    ExamState,
    Figures,
    ReadinessWindow,
    TraineeSummary,
    readiness_window,
)
from trainer.store import daily_cohort, daily_times
from trainer.store import schema as s
from trainer.store._common import (
    require_instructor,
    require_self_or_instructor,
)
from trainer.store.exam_results import counting_rule_of
from trainer.store.exam_rows import rule_ran_under
from trainer.store.practice import TIMED_OUT_REASON
from trainer.store.report_base import ReportBase, aware, figures_of_row

OVERALL_SECTION = "overall"
"""The ``exam_results`` row exam mode writes for a sitting's overall verdict
(:data:`trainer.exams.review.OVERALL`; a test checks the two agree)."""
_SEALED_STATES = (ExamState.PASSED, ExamState.FAILED, ExamState.INCOMPLETE)
"""Standings of an ended sitting, whose records are sealed."""


_BESIDE = ThreadPoolExecutor(max_workers=2, thread_name_prefix="reports-beside")
"""Runs a cohort's lines' statement beside its roster's (:meth:`RosterReports.
cohort_opening`), on a connection of its own: the standard library's pool of threads."""


class _WithMedian:
    """A roster row read from the daily rows, with its window's median beside it (the
    answers' query reads both in one row)."""

    def __init__(self, row: Any, median_ms: float | None) -> None:
        self._row = row
        self.median_ms = median_ms

    def __getattr__(self, name: str) -> Any:
        return getattr(self._row, name)


class RosterReports(ReportBase):
    """The roster and exam-standing reports."""

    # ---- the roster

    def roster_summary(
        self, actor: Actor, cohort_id: int | None, now: datetime | None = None
    ) -> list[TraineeSummary]:
        """One line per trainee of a cohort (None: trainees in no cohort); instructors only.

        One statement for the practice figures: the all-time totals from the daily practice
        table (:mod:`trainer.store.daily`, exact: sums and the latest answer), joined to the
        counts and median answer time of the last :data:`READINESS_DAYS` days (a window over
        only those days' attempts); then one for the readiness window per drill kind and one
        for the latest exam of each (:meth:`_exam_standings`). So the cost grows with the
        cohort's days of practice and its last two weeks of answers, never with all answers.
        """
        now = now or self._clock()
        # The window the charts and the trainee report judge too (calendar days, local time).
        days = readiness_window((now + self._offset).date(), self._offset)
        recent_start = days.recent_starts_at
        window_start, window_end = days.starts_at, days.ends_at

        def run(conn: Connection) -> list[TraineeSummary]:
            require_instructor(conn, actor, "read the roster summary")
            u, a = s.users, s.attempts
            in_cohort = u.c.cohort_id.is_(None) if cohort_id is None else u.c.cohort_id == cohort_id
            # All-time totals from the daily table (trainer.store.daily): a row per trainee,
            # day and drill kind, so the cost grows with the days practised, not the answers.
            d = s.daily_practice
            trainees = select(u.c.id).where(in_cohort, u.c.role == Role.TRAINEE.value)
            daily_totals = (
                select(
                    d.c.user_id,
                    func.sum(d.c.answers).label("attempts"),
                    func.sum(d.c.correct).label("right"),
                    func.sum(d.c.total_ms).label("total_ms"),
                    func.max(d.c.last_at).label("last_active"),
                )
                .where(self._user_among(d.c.user_id, trainees), daily_times.readable(conn))
                .group_by(d.c.user_id)
                .subquery("totals")
            )
            # The readiness window (its two weeks, time-outs and median) from its attempts:
            # a median needs the answers; the window holds READINESS_DAYS days of them.
            ranked = (
                select(
                    a.c.user_id,
                    a.c.ms_taken,
                    a.c.correct,
                    a.c.answered_at,
                    a.c.reason,
                    func.row_number()
                    .over(partition_by=a.c.user_id, order_by=a.c.ms_taken)
                    .label("rn"),
                    func.count().over(partition_by=a.c.user_id).label("n"),
                )
                .where(self._user_among(a.c.user_id, trainees),
                       a.c.answered_at >= window_start, a.c.answered_at < window_end)
                .subquery("ranked")
            )
            w = ranked.c
            recent = w.answered_at >= recent_start
            previous = w.answered_at < recent_start
            ok = w.correct.is_(True)

            def count_if(cond: ColumnElement[bool]) -> ColumnElement[Any]:
                return func.sum(case((cond, 1), else_=0))

            middle = (w.rn * 2).in_([w.n, w.n + 1, w.n + 2])
            window = (
                select(
                    w.user_id,
                    count_if(recent).label("recent_n"),
                    count_if(and_(recent, ok)).label("recent_right"),
                    count_if(previous).label("previous_n"),
                    count_if(and_(previous, ok)).label("previous_right"),
                    count_if(w.reason == TIMED_OUT_REASON).label("window_late"),
                    func.avg(case((middle, w.ms_taken), else_=None)).label("median_ms"),
                )
                .group_by(w.user_id)
                .subquery("window")
            )
            t, x = daily_totals.c, window.c
            unsound = daily_times.unsound_users(
                conn, lambda column: self._user_among(column, trainees))
            if self.from_daily:  # the window from the daily rows too (daily_times)
                lines, kinds = self._window_of_rows(conn, daily_totals, in_cohort, trainees,
                                                    days)
                return self._summaries(
                    lines, self._exam_standings(conn, [int(row.id) for row in lines]), kinds,
                    unsound)
            query = (
                select(
                    u.c.id, u.c.name, u.c.display_name, u.c.active,
                    t.attempts, t.right, t.total_ms, t.last_active,
                    x.recent_n, x.recent_right, x.previous_n, x.previous_right,
                    x.window_late, x.median_ms,
                )
                .select_from(u.outerjoin(daily_totals, t.user_id == u.c.id)
                             .outerjoin(window, x.user_id == u.c.id))
                .where(in_cohort, u.c.role == Role.TRAINEE.value)
                .order_by(u.c.display_name, u.c.id)
            )
            rows = list(conn.execute(query))
            exams = self._exam_standings(conn, [int(row.id) for row in rows])
            # The same window per trainee and drill kind: readiness is judged per drill.
            per_kind: dict[int, list[tuple[str, Figures]]] = {}
            for row in self._grouped(
                conn,
                [self._user_among(a.c.user_id, trainees), a.c.answered_at >= window_start,
                 a.c.answered_at < window_end],
                [("user_id", a.c.user_id), ("drill_kind", a.c.drill_kind)],
                None,
                None,
            ):
                per_kind.setdefault(int(row.user_id), []).append(
                    (str(row.drill_kind), figures_of_row(row)))
            return self._summaries(rows, exams, per_kind, unsound)

        summaries = self._db.read(run)
        checked = self._with_seals(actor, {x.user_id: x.exam for x in summaries})
        return [replace(x, exam=checked[x.user_id]) for x in summaries]

    def cohort_opening(
        self, actor: Actor, cohort_id: int | None, now: datetime | None = None,
        lines: daily_cohort.LinesAsked | None = None,
    ) -> daily_cohort.CohortOpening | None:
        """The roster the Dashboard opens a cohort on (:meth:`roster_summary`'s lines),
        from one statement over its trainees' daily rows that hands back a row per trainee
        and drill kind, aggregated (:func:`trainer.store.daily_cohort.roster`), the exam
        column read beside it; with ``lines``, the cohort's days of that drill and period
        (:meth:`cohort_daily`'s figures, a row a day: :func:`trainer.store.daily_cohort.
        days`), read meanwhile on a connection of its own on PostgreSQL (its own snapshot:
        an answer stored between the two reads may be in one only, as between two
        openings). None when the days are cut at another offset than Macau's
        (``from_daily`` False): the answers are read then."""
        if not self.from_daily:
            return None
        now = now or self._clock()
        days = readiness_window((now + self._offset).date(), self._offset)
        u = s.users
        in_cohort = u.c.cohort_id.is_(None) if cohort_id is None else u.c.cohort_id == cohort_id

        def roster_of(conn: Connection, strict: bool = False) -> tuple[
                list[TraineeSummary], bool]:
            def statement(strict: bool) -> Any:  # built once for these arguments, kept
                return self._statement(
                    ("opening", cohort_id, days, lines, strict),
                    lambda: daily_cohort.opening_statement(
                        conn, in_cohort, self._in_cohort(cohort_id), days, lines, strict))

            return daily_cohort.roster(conn, statement, strict)

        def days_of(asked: daily_cohort.LinesAsked, conn: Connection) -> tuple[
                list[DayStat], bool]:
            def statement(strict: bool) -> Any:
                return self._statement(
                    ("days", cohort_id, asked, strict),
                    lambda: daily_cohort.days_statement(
                        conn, self._in_cohort(cohort_id), asked, strict))

            return daily_cohort.days(conn, statement, asked)

        def run(conn: Connection) -> tuple[list[TraineeSummary], bool, dict[int, ExamStanding],
                                           Future[tuple[list[DayStat], bool]] | None,
                                           tuple[list[DayStat], bool] | None]:
            require_instructor(conn, actor, "read the roster summary")
            beside = in_turn = None
            # Two of the server's cores; not inside a block read together (its connection
            # held until the block ends: many such openings at once would hold every
            # connection while their lines wait for one): the lines in turn there.
            if (lines is not None and not self._db.is_sqlite
                    and self._db.shared_connection() is None):
                beside = _BESIDE.submit(self._db.read, partial(days_of, lines))
            summaries, strict = roster_of(conn)
            exams = self._exam_standings(conn, [x.user_id for x in summaries])
            if lines is not None and beside is None:
                in_turn = days_of(lines, conn)
                if in_turn[1] and not strict:  # an edited row among the lines': its
                    summaries, strict = roster_of(conn, strict=True)  # trainee marked too
            return summaries, strict, exams, beside, in_turn

        # The lines read beside are waited for once this connection is back in the pool:
        # an opening holding one while its lines wait for another would, many at once,
        # hold every connection and wait on lines that wait for one.
        summaries, strict, exams, beside, in_turn = self._db.read(run)
        per_day = None
        if beside is not None:
            per_day, unsound = beside.result()
            if unsound and not strict:  # an edited row among the lines': its trainee marked
                summaries, _strict = self._db.read(partial(roster_of, strict=True))
        elif in_turn is not None:
            per_day = in_turn[0]
        summaries = [replace(x, exam=exams.get(x.user_id, NO_EXAM)) for x in summaries]
        checked = self._with_seals(actor, {x.user_id: x.exam for x in summaries})
        return daily_cohort.CohortOpening(
            tuple(replace(x, exam=checked[x.user_id]) for x in summaries),
            None if per_day is None else tuple(per_day))

    def _window_of_rows(
        self, conn: Connection, daily_totals: Any, in_cohort: ColumnElement[bool],
        trainees: Any, days: ReadinessWindow,
    ) -> tuple[list[Any], dict[int, list[tuple[str, Figures]]]]:
        """The roster's lines with their readiness window counted from the daily rows of
        the window's days (:mod:`trainer.store.daily_times`): the trend's two spans, the
        time-outs and the median, pooled and per drill kind, exact as from the answers."""
        u, d, t = s.users, s.daily_practice, daily_totals.c
        in_window = and_(d.c.day >= days.first_day, d.c.day <= days.last_day)
        recent = d.c.day >= days.recent_first_day

        def summed(value: Any, cond: ColumnElement[bool]) -> ColumnElement[Any]:
            return func.sum(case((cond, value), else_=0))

        spans = (
            select(
                d.c.user_id,
                summed(d.c.answers, recent).label("recent_n"),
                summed(d.c.correct, recent).label("recent_right"),
                summed(d.c.answers, ~recent).label("previous_n"),
                summed(d.c.correct, ~recent).label("previous_right"),
                func.sum(d.c.timed_out).label("window_late"),
            )
            .where(self._user_among(d.c.user_id, trainees), in_window,
                   daily_times.readable(conn))
            .group_by(d.c.user_id)
            .subquery("spans")
        )
        x = spans.c
        query = (
            select(
                u.c.id, u.c.name, u.c.display_name, u.c.active,
                t.attempts, t.right, t.total_ms, t.last_active,
                x.recent_n, x.recent_right, x.previous_n, x.previous_right, x.window_late,
            )
            .select_from(u.outerjoin(daily_totals, t.user_id == u.c.id)
                         .outerjoin(spans, x.user_id == u.c.id))
            .where(in_cohort, u.c.role == Role.TRAINEE.value)
            .order_by(u.c.display_name, u.c.id)
        )
        who = lambda column: self._user_among(column, trainees)  # noqa: E731
        pooled = {g.user_id: g.median_ms for g in daily_times.grouped(
            conn, who, ["user_id"], days.first_day, days.last_day)}
        rows = [_WithMedian(row, pooled.get(int(row.id))) for row in conn.execute(query)]
        per_kind: dict[int, list[tuple[str, Figures]]] = {}
        for g in daily_times.grouped(conn, who, ["user_id", "drill_kind"], days.first_day,
                                     days.last_day):
            per_kind.setdefault(int(g.user_id or 0), []).append(
                (str(g.drill_kind), figures_of_row(g)))
        return rows, per_kind

    @staticmethod
    def _summaries(rows: Sequence[Any], exams: dict[int, ExamStanding],
                   per_kind: dict[int, list[tuple[str, Figures]]],
                   unsound: set[int] | frozenset[int] = frozenset()) -> list[TraineeSummary]:
        """The roster's lines of the rows read (no seals checked yet); ``unsound``: the
        trainees with an unreadable daily row (:func:`trainer.store.daily_times.sound`)."""
        return [
                TraineeSummary(
                    user_id=int(row.id),
                    name=str(row.name),
                    display_name=str(row.display_name),
                    active=bool(row.active),
                    attempts=int(row.attempts or 0),
                    correct=int(row.right or 0),
                    avg_ms=int(row.total_ms) / int(row.attempts) if row.attempts else None,
                    last_active=aware(row.last_active),
                    recent_attempts=int(row.recent_n or 0),
                    recent_correct=int(row.recent_right or 0),
                    previous_attempts=int(row.previous_n or 0),
                    previous_correct=int(row.previous_right or 0),
                    window_median_ms=None if row.median_ms is None else float(row.median_ms),
                    exam=exams.get(int(row.id), NO_EXAM),
                    window_timed_out=int(row.window_late or 0),
                    window_kinds=tuple(per_kind.get(int(row.id), ())),
                    daily_unsound=int(row.id) in unsound,
                )
                for row in rows
            ]

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
        :mod:`trainer.store.exams`): the exam of each trainee's latest sitting, and the
        sitting of it that counts under that exam's rule (:mod:`trainer.exams.counting`;
        while the latest sitting is still running, that one), and, once it has results,
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
        rows = conn.execute(_standings_query(), {"trainees": list(user_ids)}).all()
        rules = _counting_rules(conn, {int(r.exam_id) for r in rows if r.rn == 1})
        out: dict[int, ExamStanding] = {}
        for row in _counting_rows(conn, rows, rules):
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
            if status in ("incomplete", "aborted", "voided"):  # voided: not a valid attempt
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
                state, aware(row.at), score, int(row.sittings), int(row.sitting_id)
            )
        return out


@cache
def _standings_query() -> Any:
    """:meth:`RosterReports._exam_standings`' statement, its trainees' ids the expanding
    parameter ``trainees``: built once (it is read only; building it was a few
    milliseconds of every opening of a cohort)."""
    es, er = s.exam_sittings, s.exam_results
    when = func.coalesce(es.c.ended_at, es.c.started_at, es.c.scheduled_at)
    latest = (
        select(
            es.c.id,
            es.c.exam_id,
            es.c.attempt_no,
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
        .where(es.c.trainee_id.in_(bindparam("trainees", expanding=True)))
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
    return select(
        latest.c.id.label("sitting_id"),
        latest.c.exam_id,
        latest.c.attempt_no,
        latest.c.rn,
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


def _counting_rules(conn: Connection, exam_ids: set[int]) -> dict[int, CountingRule]:
    """Each exam's counting rule, from its current blueprint (the fallback for a sitting
    whose snapshot cannot be read)."""
    if not exam_ids:
        return {}
    return {
        int(row.id): counting_rule_of(row.blueprint)
        for row in conn.execute(
            select(s.exams.c.id, s.exams.c.blueprint).where(s.exams.c.id.in_(sorted(exam_ids))))
    }


def _row_passed(row: Any) -> bool:
    if int(row.overall_rows or 0):
        return int(row.overall_passed or 0) > 0
    return bool(int(row.sections or 0)) and int(row.sections_passed or 0) == int(row.sections)


def _rules_ran_under(conn: Connection, sitting_ids: Sequence[int]) -> dict[int, CountingRule]:
    """The counting rule of the blueprint version each sitting ran under (its snapshot, in
    its state); a sitting whose snapshot cannot be read is left out. One row per trainee at
    most (the deciding sitting): the roster's cost does not grow with the sittings."""
    if not sitting_ids:
        return {}
    es = s.exam_sittings
    found: dict[int, CountingRule] = {}
    for row in conn.execute(select(es.c.id, es.c.state).where(es.c.id.in_(sorted(sitting_ids)))):
        try:
            state = json.loads(row.state or "{}")
        except ValueError:
            continue
        if (rule := rule_ran_under(state)) is not None:
            found[int(row.id)] = rule
    return found


def _counting_rows(conn: Connection, rows: Sequence[Any],
                   rules: dict[int, CountingRule]) -> list[Any]:
    """Per trainee, the row to show: the sitting that counts in the exam of their latest
    sitting, or the latest itself while it has not ended (running, scheduled) or when no
    sitting of that exam may count. Rows are the roster query's, every sitting of each
    trainee (``rn`` 1 is the latest). The rule is the one the deciding sitting's version
    named (:mod:`trainer.exams.counting`), the exam's current one (``rules``) where unknown."""
    by_trainee: dict[int, list[Any]] = {}
    for row in rows:
        by_trainee.setdefault(int(row.trainee_id), []).append(row)
    shown: list[Any] = []
    ended = {x.value for x in ExamStatus if x.ended}
    pending: list[tuple[Any, dict[int, Any], list[Candidate]]] = []
    for own in by_trainee.values():
        latest = next(r for r in own if r.rn == 1)
        if str(latest.status) not in ended:
            shown.append(latest)
            continue
        candidates = {
            int(r.sitting_id): r for r in own
            if r.exam_id == latest.exam_id and str(r.status) in ended
            and int(r.overall_rows or 0) + int(r.sections or 0) > 0
        }
        pending.append((latest, candidates, [
            Candidate(sid, int(r.attempt_no), ExamStatus(str(r.status)), _row_passed(r),
                      int((r.overall_score if int(r.overall_rows or 0) else r.score) or 0),
                      int((r.overall_max if int(r.overall_rows or 0) else r.max_score) or 0),
                      # a voided sitting never counts (as on the results page)
                      voided=str(r.status) == ExamStatus.VOIDED.value)
            for sid, r in candidates.items()]))
    deciding = [d.sitting_id for _l, _c, found in pending
                if (d := deciding_sitting(found)) is not None]
    ran_under = _rules_ran_under(conn, deciding)
    for latest, candidates, found in pending:
        pick = counting_sitting(
            rules.get(int(latest.exam_id), DEFAULT_RULE),
            [replace(c, rule=ran_under.get(c.sitting_id)) for c in found])
        shown.append(latest if pick is None else candidates[pick.sitting_id])
    return shown

