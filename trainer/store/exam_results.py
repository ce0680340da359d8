"""Sealed results: per trainee and cohort, seal checks, review and the CSV export (part of
:class:`trainer.store.exams.Exams`)."""

from __future__ import annotations

import io
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, and_, select
from sqlalchemy.sql.elements import ColumnElement

from trainer.auth import Actor, Role
from trainer.csv_cells import csv_writer
from trainer.errors import (
    BlueprintError,
    ExamError,
)
from trainer.exams.blueprint import Blueprint
from trainer.exams.counting import DEFAULT_RULE, Candidate, CountingRule, counting_sitting
from trainer.exams.records import (
    SealStatus,
    SittingResult,
)
from trainer.exams.review import (
    SealCheck,
    SittingReview,
    build_review,
    stored_outcome,
)
from trainer.exams.scoring import ExamStatus
from trainer.exams.table_part import TableSectionScore
from trainer.macau_time import MACAU_OFFSET
from trainer.store import schema as s
from trainer.store._common import (
    require_instructor,
    require_self_or_instructor,
)
from trainer.store.exam_console import ExamConsole
from trainer.store.exam_history import read_history
from trainer.store.exam_keyed import seed_of
from trainer.store.exam_rows import SittingRow, answer_record, result_record, rule_ran_under

CSV_COLUMNS = (
    "cohort",
    "trainee",
    "display_name",
    "exam",
    "version",
    "attempt",
    "status",
    "started_at",
    "ended_at",
    "score",
    "max_score",
    "percent",
    "passed",
    "sections",
    "proctor",
    "seal",
    "counts",
)
"""Header of :meth:`Exams.results_csv` (codes; the UI may word them). ``counts`` is ``1`` on
the sitting that counts for the trainee's result in that exam (the exam's rule)."""



class ExamResults(ExamConsole):
    """Results, seal checks and review."""

    # ---- results --------------------------------------------------------------------------

    def results(self, actor: Actor, trainee_id: int | None = None) -> list[SittingResult]:
        """The ended sittings of a trainee, newest first. A trainee may read only their own
        (PermissionDenied otherwise), sees missed questions only where the blueprint allows,
        and gets UNVERIFIED seals (they never hold the key)."""
        target = actor.user_id if trainee_id is None else trainee_id

        def run(conn: Connection) -> list[SittingResult]:
            require_self_or_instructor(conn, actor, target, "read the exam results of")
            return self._results(conn, actor, s.exam_sittings.c.trainee_id == target)

        return self._db.read(run)

    def cohort_results(
        self, actor: Actor, cohort_id: int, exam_id: int | None = None
    ) -> list[SittingResult]:
        """The ended sittings of a cohort's trainees (instructor only), seals checked when the
        instructor holds the key."""

        def run(conn: Connection) -> list[SittingResult]:
            require_instructor(conn, actor, "read a cohort's exam results")
            members = select(s.users.c.id).where(s.users.c.cohort_id == cohort_id)
            where: ColumnElement[bool] = s.exam_sittings.c.trainee_id.in_(members)
            if exam_id is not None:
                where = and_(where, s.exam_sittings.c.exam_id == exam_id)
            return self._results(conn, actor, where)

        return self._db.read(run)

    def seal_statuses(self, actor: Actor, sitting_ids: Sequence[int]) -> dict[int, SealStatus]:
        """Whether each ended sitting's seals hold (instructor only; UNVERIFIED without the
        key). Running sittings are left out: they are sealed as they go but not judged yet."""
        ids = sorted(set(sitting_ids))

        def run(conn: Connection) -> dict[int, SealStatus]:
            require_instructor(conn, actor, "check exam seals")
            if not ids:
                return {}
            found = self._results(conn, actor, s.exam_sittings.c.id.in_(ids))
            return {result.sitting.id: result.seal for result in found}

        return self._db.read(run)

    def _results(
        self, conn: Connection, actor: Actor, where: ColumnElement[bool]
    ) -> list[SittingResult]:
        instructor = actor.role is Role.INSTRUCTOR
        key = self._held_key(conn, actor) if instructor else None
        rows = conn.execute(
            self._sitting_query()
            .where(where, s.exam_sittings.c.status != ExamStatus.RUNNING.value)
            .order_by(s.exam_sittings.c.started_at.desc(), s.exam_sittings.c.id.desc())
        ).all()
        sittings = [self._parse(r) for r in rows]
        ids = [x.info.id for x in sittings]
        answers: dict[int, list[Any]] = {i: [] for i in ids}
        for row in self._answer_rows(conn, ids) if instructor else []:
            answers[row.sitting_id].append(row)
        results: dict[int, list[Any]] = {i: [] for i in ids}
        for row in self._result_rows(conn, ids):
            results[row.sitting_id].append(row)
        found: list[SittingResult] = []
        breaks = self._chain_breaks(conn, sittings) if key is not None else set()
        bad_grants = self._tampered_retakes(conn, key, {x.info.trainee_id for x in sittings})
        for sitting in sittings:
            i = sitting.info
            check = (
                self._check(key, sitting, answers[i.id], results[i.id],
                            chain_broken=i.id in breaks,
                            retake_tampered=self._beyond_grants(
                                bad_grants, i.trainee_id, i.exam_id, i.attempt_no,
                                sitting.blueprint))
                if instructor
                else SealCheck(SealStatus.UNVERIFIED)
            )
            found.append(self._result_of(sitting, results[i.id], check, instructor))
        ran_under = {x.info.id: rule for x in sittings
                     if (rule := rule_ran_under(x.state)) is not None}
        return self._mark_counting(conn, found, ran_under)

    @staticmethod
    def _mark_counting(conn: Connection, found: list[SittingResult],
                       ran_under: dict[int, CountingRule]) -> list[SittingResult]:
        """Mark, per trainee and exam among ``found``, the sitting that counts under the
        :class:`CountingRule` of the version their latest sitting that may count ran under
        (``ran_under``: each sitting's rule, from its sealed snapshot; the exam's current
        rule where unknown; see :mod:`trainer.exams.counting`). Callers pass every sitting
        of a trainee and exam they list, or the mark means nothing."""
        if not found:
            return found
        exam_ids = sorted({r.sitting.exam_id for r in found})
        rules = {
            int(row.id): counting_rule_of(row.blueprint)
            for row in conn.execute(
                select(s.exams.c.id, s.exams.c.blueprint).where(s.exams.c.id.in_(exam_ids)))
        }
        groups: dict[tuple[int, int], list[Candidate]] = defaultdict(list)
        for r in found:
            groups[(r.sitting.trainee_id, r.sitting.exam_id)].append(
                candidate_of(r, ran_under.get(r.sitting.id)))
        counting: set[int] = set()
        for (_, exam_id), candidates in groups.items():
            pick = counting_sitting(rules.get(exam_id, DEFAULT_RULE), candidates)
            if pick is not None:
                counting.add(pick.sitting_id)
        return [replace(r, counts=r.sitting.id in counting) for r in found]

    @staticmethod
    def _result_of(
        sitting: SittingRow, rows: Sequence[Any], check: SealCheck, instructor: bool
    ) -> SittingResult:
        blueprint = sitting.blueprint
        outcome = (
            stored_outcome(blueprint, [result_record(r)[0] for r in rows])
            if blueprint is not None
            else None
        )
        status = check.status
        if outcome is None and status is SealStatus.OK:
            status = SealStatus.TAMPERED  # an ended sitting whose result cannot be read
        if outcome is None:
            return SittingResult(sitting.info, 0, 0, 0, False, (), status, None)
        show_missed = instructor or (blueprint is not None and blueprint.show_missed)
        return SittingResult(
            sitting=sitting.info,
            score=outcome.score,
            max_score=outcome.max_score,
            pass_mark=outcome.pass_mark,
            passed=outcome.passed,
            sections=outcome.sections,
            seal=status,
            missed=outcome.missed if show_missed else None,
            tables=outcome.tables,
        )

    def review(self, actor: Actor, sitting_id: int) -> SittingReview:
        """Every question of a sitting as it was shown, the answer given and the right one,
        the stored result and the seal check (instructor only). The seals are checked with
        the key the instructor unlocked at sign-in; without it the check is UNVERIFIED."""

        def run(conn: Connection) -> SittingReview:
            require_instructor(conn, actor, "review sittings")
            sitting = self._sitting(conn, sitting_id)
            if sitting.blueprint is None:
                raise ExamError(
                    "tampered", f"sitting {sitting_id} has no readable blueprint snapshot"
                )
            answers = self._answer_rows(conn, [sitting_id])
            results = self._result_rows(conn, [sitting_id])
            key = self._held_key(conn, actor)
            bad_grants = self._tampered_retakes(conn, key, [sitting.info.trainee_id])
            check = self._check(key, sitting, answers, results,
                                chain_broken=bool(self._chain_breaks(conn, [sitting])),
                                retake_tampered=self._beyond_grants(
                                    bad_grants, sitting.info.trainee_id, sitting.info.exam_id,
                                    sitting.info.attempt_no, sitting.blueprint))
            info = sitting.info
            if sitting.nonce is not None and not info.status.ended:
                # A keyed sitting that runs: its seed and answers only with the key.
                info = replace(info, seed=seed_of(sitting, key))
                records = self._graded_running(sitting, key, info.seed,
                                               [answer_record(r) for r in answers])
            else:
                records = [answer_record(r)[0] for r in answers]
            review = build_review(
                info,
                sitting.blueprint,
                records,
                [result_record(r)[0] for r in results],
                check,
            )
            return replace(review, history=read_history(conn, sitting, records))

        return self._db.read(run)

    def results_csv(
        self,
        actor: Actor,
        cohort_id: int,
        exam_id: int | None = None,
        *,
        utc_offset: timedelta = MACAU_OFFSET,
    ) -> str:
        """A cohort's results as CSV text (instructor only), one row per ended sitting with a
        ``seal`` column: ``ok``, ``tampered`` or ``unverified``. Times are local at
        ``utc_offset`` (Macau by default). Save it as UTF-8 with a byte-order mark so Excel
        shows Chinese names."""
        results = self.cohort_results(actor, cohort_id, exam_id)
        cohort_name = self._db.read(
            lambda conn: conn.execute(
                select(s.cohorts.c.name).where(s.cohorts.c.id == cohort_id)
            ).scalar()
        )
        return write_results_csv(results, str(cohort_name or ""), utc_offset)


def counting_rule_of(blueprint_json: str) -> CountingRule:
    """The counting rule an exam's stored blueprint names (the default if unreadable)."""
    try:
        return Blueprint.from_json(blueprint_json).counting
    except BlueprintError:
        return DEFAULT_RULE


def candidate_of(result: SittingResult, rule: CountingRule | None = None) -> Candidate:
    """What the counting rule needs of a result (``rule``: the one its version named)."""
    i = result.sitting
    return Candidate(i.id, i.attempt_no, i.status, result.passed, result.score,
                     result.max_score, tampered=result.seal is SealStatus.TAMPERED,
                     voided=i.status is ExamStatus.VOIDED, rule=rule)


def _local(value: datetime | None, offset: timedelta) -> str:
    if value is None:
        return ""
    return (value.astimezone(UTC) + offset).replace(tzinfo=None).isoformat(
        sep=" ", timespec="seconds"
    )


def table_csv(x: TableSectionScore) -> str:
    """A Table section in the CSV's sections column: steps, coups dealt and pace."""
    pace = "-" if x.coups_per_hour is None else f"{x.coups_per_hour:.1f}"
    target = "" if x.pace_target is None else f" (target {x.pace_target})"
    return (
        f"table/{x.profile} {x.score}/{x.max_score} {'pass' if x.passed else 'fail'} "
        f"coups {x.coups}/{x.coups_target} pace {pace}/h{target}"
    )


def write_results_csv(
    results: Iterable[SittingResult], cohort_name: str, utc_offset: timedelta
) -> str:
    """CSV text of results (header :data:`CSV_COLUMNS` first)."""
    out = io.StringIO()
    writer = csv_writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for r in results:
        # A voided sitting has no result: no pass or fail, overall or per section (its
        # status says voided); it once read as a plain fail here.
        voided = r.sitting.status is ExamStatus.VOIDED
        sections = "" if voided else "; ".join(
            [
                f"{x.kind.value}/{x.level.value} {x.score}/{x.max_score} "
                f"{'pass' if x.passed else 'fail'}"
                for x in r.sections
            ]
            + [table_csv(x) for x in r.tables]
        )
        writer.writerow(
            (
                cohort_name,
                r.sitting.trainee_name,
                r.sitting.trainee_display_name,
                r.sitting.exam_name,
                r.sitting.exam_version,
                r.sitting.attempt_no,
                r.sitting.status.value,
                _local(r.sitting.started_at, utc_offset),
                _local(r.sitting.ended_at, utc_offset),
                r.score,
                r.max_score,
                f"{r.percent:.1f}",
                "" if voided else "1" if r.passed else "0",
                sections,
                r.sitting.proctor_name or "",
                r.seal.value,
                "1" if r.counts else "0",
            )
        )
    return out.getvalue()
