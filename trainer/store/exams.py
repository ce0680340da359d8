"""Exams: blueprints, proctored sittings, sealed answers and results, retakes and review.

Every method takes the acting user first and enforces roles here, in the core:

* instructors create, edit, assign and deactivate blueprints, grant retakes, read everyone's
  results and review sittings;
* a sitting is started (and resumed) for the signed-in trainee only with an instructor's
  name and password, checked here: :meth:`Exams.start_sitting` never trusts an instructor
  :class:`~trainer.auth.Actor` handed in by the UI;
* a trainee reads only their own results.

A sitting's state lives in the database: its seed, blueprint snapshot and deadline when it
starts, a progress marker when each question goes on screen, each answer as it is given
(committed before the session returns to the view), the results when it ends. Each record is
sealed with a MAC (see :mod:`trainer.exams.seal`, which also states the threat model).
"""

from __future__ import annotations

import csv
import io
import json
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, and_, delete, func, select, update
from sqlalchemy.sql.elements import ColumnElement

from trainer.auth import Actor, Role
from trainer.drills.model import Question, answer_from_json
from trainer.errors import (
    AuthenticationFailed,
    BlueprintError,
    ExamError,
    PermissionDenied,
    ProctorRequired,
    SealUnavailable,
    SignInThrottled,
    StoreError,
    TrainerError,
)
from trainer.exams.blueprint import Blueprint, OnInterrupt
from trainer.exams.plan import SEED_BOUND, ExamQuestion, draw_questions
from trainer.exams.records import (
    AssignedExam,
    ExamInfo,
    RetakeGrant,
    SealState,
    SealStatus,
    SittingInfo,
    SittingResult,
)
from trainer.exams.review import (
    OVERALL,
    SealCheck,
    SittingReview,
    build_review,
    check_seals,
    section_detail,
    section_label,
    stored_outcome,
)
from trainer.exams.scoring import ExamOutcome, ExamStatus, score_sitting
from trainer.exams.seal import (
    SealedAnswer,
    SealedProgress,
    SealedResult,
    SealedSitting,
    SealKey,
    SittingKey,
    seal,
    timestamp,
)
from trainer.exams.session import ExamAnswer, ExamSession
from trainer.macau_time import MACAU_OFFSET
from trainer.store import schema as s
from trainer.store._common import (
    Clock,
    Repository,
    check_actor,
    dumps,
    require_instructor,
    require_self_or_instructor,
)
from trainer.store.engine import Database
from trainer.store.roster import Roster
from trainer.store.seal import SealVault

NOTE_MAX = 500
CSV_COLUMNS = (
    "cohort",
    "trainee",
    "display_name",
    "exam",
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
)
"""Header of :meth:`Exams.results_csv` (codes; the UI may word them)."""


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)  # stands in for a timestamp erased from a row


def _parse_timestamp(text: str) -> datetime:
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)


@dataclass(frozen=True)
class _Sitting:
    """A sitting row with its parsed state (internal)."""

    info: SittingInfo
    blueprint: Blueprint | None
    blueprint_json: str
    progress: tuple[SealedProgress, str | None] | None
    mac: str | None
    state: dict[str, Any]

    @property
    def sealed(self) -> SealedSitting:
        i = self.info
        return SealedSitting(
            i.id,
            i.exam_id,
            i.trainee_id,
            i.proctor_id or 0,
            i.attempt_no,
            i.seed,
            i.started_at,
            i.deadline,
            self.blueprint_json,
        )


def _answer_record(row: Any) -> tuple[SealedAnswer, str | None]:
    return (
        SealedAnswer(
            sitting_id=row.sitting_id,
            index=row.idx,
            section=row.section,
            question_json=row.question,
            seed=row.seed,
            answer_json=row.answer,
            correct=bool(row.correct),
            timed_out=bool(row.timed_out),
            ms_taken=row.ms_taken,
            shown_at=row.shown_at,
            answered_at=row.answered_at,
        ),
        row.mac,
    )


def _result_record(row: Any) -> tuple[SealedResult, str | None]:
    return (
        SealedResult(
            sitting_id=row.sitting_id,
            section=row.section,
            score=row.score,
            max_score=row.max_score,
            passed=bool(row.passed),
            detail_json=row.detail or "",
            recorded_at=row.recorded_at,
        ),
        row.mac,
    )


class _SittingRecorder:
    """Seals and commits one sitting's progress, answers and result (the session's recorder).

    It holds only the sitting's own key, never the school's.
    """

    def __init__(
        self,
        db: Database,
        clock: Clock,
        key: SittingKey,
        started_at: datetime,
        answer_macs: Sequence[tuple[int, str]] = (),
    ) -> None:
        self._db = db
        self._clock = clock
        self._key = key
        self._started_at = started_at
        self._macs: list[tuple[int, str]] = list(answer_macs)

    @property
    def sitting_id(self) -> int:
        return self._key.sitting_id

    def _running_state(self, conn: Connection) -> dict[str, Any]:
        row = conn.execute(
            select(s.exam_sittings.c.status, s.exam_sittings.c.state).where(
                s.exam_sittings.c.id == self.sitting_id
            )
        ).first()
        if row is None or row.status != ExamStatus.RUNNING.value:
            raise ExamError("not_running", f"sitting {self.sitting_id} is not running")
        try:
            state = json.loads(row.state or "{}")
        except ValueError:
            state = {}
        return state if isinstance(state, dict) else {}

    def _elapsed_ms(self, at: datetime) -> int:
        return max(0, round((at - self._started_at).total_seconds() * 1000))

    def shown(self, index: int, shown_at: datetime) -> None:
        marker = SealedProgress(self.sitting_id, index, shown_at)
        mac = seal(self._key, marker)

        def run(conn: Connection) -> None:
            state = self._running_state(conn)
            state["shown"] = {"index": index, "at": timestamp(shown_at), "mac": mac}
            conn.execute(
                update(s.exam_sittings)
                .where(s.exam_sittings.c.id == self.sitting_id)
                .values(state=dumps(state))
            )

        self._db.write(run)

    def record(self, answer: ExamAnswer) -> None:
        sealed = SealedAnswer(
            sitting_id=self.sitting_id,
            index=answer.index,
            section=answer.section,
            question_json=answer.question_json,
            seed=answer.question.question.seed,
            answer_json=answer.answer_json,
            correct=answer.correct,
            timed_out=answer.timed_out,
            ms_taken=answer.ms_taken,
            shown_at=answer.shown_at,
            answered_at=answer.answered_at,
        )
        mac = seal(self._key, sealed)

        def run(conn: Connection) -> None:
            self._running_state(conn)
            stored = conn.execute(
                select(s.exam_answers.c.mac).where(
                    s.exam_answers.c.sitting_id == self.sitting_id,
                    s.exam_answers.c.idx == sealed.index,
                )
            ).scalar()
            if stored == mac:
                # A retry of an answer whose commit went through but whose acknowledgement
                # was lost (a server crash): it is stored once (ux_exam_answers_sitting_idx).
                return
            conn.execute(
                s.exam_answers.insert().values(
                    sitting_id=self.sitting_id,
                    idx=sealed.index,
                    section=sealed.section,
                    drill_kind=answer.question.question.kind.value,
                    question=sealed.question_json,
                    seed=sealed.seed,
                    answer=sealed.answer_json,
                    correct=sealed.correct,
                    timed_out=sealed.timed_out,
                    ms_taken=sealed.ms_taken,
                    shown_at=sealed.shown_at,
                    answered_at=sealed.answered_at,
                    mac=mac,
                )
            )
            conn.execute(
                update(s.exam_sittings)
                .where(s.exam_sittings.c.id == self.sitting_id)
                .values(elapsed_ms=self._elapsed_ms(sealed.answered_at))
            )

        self._db.write(run)
        self._macs.append((sealed.index, mac))

    def finish(self, outcome: ExamOutcome) -> None:
        recorded_at = self._clock()
        rows: list[tuple[SealedResult, str]] = []
        for section in outcome.sections:
            record = SealedResult(
                self.sitting_id,
                section_label(section.section),
                section.score,
                section.max_score,
                section.passed,
                dumps(section_detail(section.kind, section.level, section.pass_mark)),
                recorded_at,
            )
            rows.append((record, seal(self._key, record)))
        overall_detail = {
            "status": outcome.status.value,
            "pass_mark": outcome.pass_mark,
            "answered": outcome.answered,
            "missed": list(outcome.missed),
            # The answers this result was scored on: deleting or adding one later shows.
            "answers": [[index, mac] for index, mac in sorted(self._macs)],
        }
        overall = SealedResult(
            self.sitting_id,
            OVERALL,
            outcome.score,
            outcome.max_score,
            outcome.passed,
            dumps(overall_detail),
            recorded_at,
        )
        rows.append((overall, seal(self._key, overall)))

        def run(conn: Connection) -> None:
            self._running_state(conn)
            conn.execute(
                s.exam_results.insert(),
                [
                    {
                        "sitting_id": r.sitting_id,
                        "section": r.section,
                        "score": r.score,
                        "max_score": r.max_score,
                        "passed": r.passed,
                        "detail": r.detail_json,
                        "mac": mac,
                        "recorded_at": r.recorded_at,
                    }
                    for r, mac in rows
                ],
            )
            conn.execute(
                update(s.exam_sittings)
                .where(s.exam_sittings.c.id == self.sitting_id)
                .values(
                    status=outcome.status.value,
                    ended_at=recorded_at,
                    elapsed_ms=self._elapsed_ms(recorded_at),
                )
            )

        self._db.write(run)


class Exams(Repository):
    """Exam blueprints, sittings, results and retakes (see the module docstring)."""

    def __init__(self, db: Database, clock: Clock, seal_vault: SealVault, roster: Roster) -> None:
        super().__init__(db, clock)
        self._seal = seal_vault
        self._roster = roster

    # ---- blueprints ----------------------------------------------------------------------

    def create(self, actor: Actor, blueprint: Blueprint) -> ExamInfo:
        """Store a new exam (instructor only); StoreError('duplicate') if the name is taken,
        StoreError('invalid') for a cohort that does not exist."""

        def run(conn: Connection) -> ExamInfo:
            require_instructor(conn, actor, "create exams")
            self._check_name_free(conn, blueprint.name, None)
            self._check_cohorts(conn, blueprint.cohort_ids)
            now = self._now()
            result = conn.execute(
                s.exams.insert().values(
                    name=blueprint.name,
                    blueprint=blueprint.to_json(),
                    seed=None,  # every sitting draws its own seed
                    attempts_allowed=blueprint.attempts_allowed,
                    time_limit_s=blueprint.time_limit_s,
                    created_by=actor.user_id,
                    created_at=now,
                    active=True,
                )
            )
            pk = result.inserted_primary_key
            assert pk is not None
            exam_id = int(pk[0])
            self._write_cohorts(conn, exam_id, blueprint.cohort_ids)
            return ExamInfo(exam_id, blueprint, True, actor.user_id, now)

        return self._db.write(run)

    def update(self, actor: Actor, exam_id: int, blueprint: Blueprint) -> ExamInfo:
        """Replace an exam's blueprint (instructor only). Sittings already started keep the
        blueprint they started with."""

        def run(conn: Connection) -> ExamInfo:
            require_instructor(conn, actor, "edit exams")
            current = self._exam(conn, exam_id)
            self._check_name_free(conn, blueprint.name, exam_id)
            self._check_cohorts(conn, blueprint.cohort_ids)
            conn.execute(
                update(s.exams)
                .where(s.exams.c.id == exam_id)
                .values(
                    name=blueprint.name,
                    blueprint=blueprint.to_json(),
                    attempts_allowed=blueprint.attempts_allowed,
                    time_limit_s=blueprint.time_limit_s,
                )
            )
            self._write_cohorts(conn, exam_id, blueprint.cohort_ids)
            return ExamInfo(
                exam_id, blueprint, current.active, current.created_by, current.created_at
            )

        return self._db.write(run)

    def assign(self, actor: Actor, exam_id: int, cohort_ids: Iterable[int]) -> ExamInfo:
        """Offer an exam to exactly these cohorts (instructor only)."""
        wanted = tuple(cohort_ids)

        def run(conn: Connection) -> ExamInfo:
            require_instructor(conn, actor, "assign exams")
            current = self._exam(conn, exam_id)
            return current

        current = self._db.read(run)
        return self.update(actor, exam_id, current.blueprint.with_cohorts(wanted))

    def deactivate(self, actor: Actor, exam_id: int) -> None:
        """Stop offering an exam (instructor only); its sittings and results stay."""
        self._set_active(actor, exam_id, False)

    def reactivate(self, actor: Actor, exam_id: int) -> None:
        """Offer a deactivated exam again (instructor only)."""
        self._set_active(actor, exam_id, True)

    def _set_active(self, actor: Actor, exam_id: int, active: bool) -> None:
        def run(conn: Connection) -> None:
            require_instructor(conn, actor, "activate or deactivate exams")
            self._exam(conn, exam_id)
            conn.execute(update(s.exams).where(s.exams.c.id == exam_id).values(active=active))

        self._db.write(run)

    def exam(self, actor: Actor, exam_id: int) -> ExamInfo:
        """One exam: any for an instructor; for a trainee only one assigned to their cohort."""

        def run(conn: Connection) -> ExamInfo:
            role = check_actor(conn, actor)
            info = self._exam(conn, exam_id)
            if role is Role.TRAINEE:
                cohort = self._cohort_of(conn, actor.user_id)
                if cohort is None or cohort not in info.blueprint.cohort_ids or not info.active:
                    raise PermissionDenied("this exam is not assigned to you")
            return info

        return self._db.read(run)

    def exams(self, actor: Actor, *, include_inactive: bool = False) -> list[ExamInfo]:
        """Every exam by name (instructor only)."""

        def run(conn: Connection) -> list[ExamInfo]:
            require_instructor(conn, actor, "list exams")
            query = select(s.exams).order_by(func.lower(s.exams.c.name), s.exams.c.id)
            if not include_inactive:
                query = query.where(s.exams.c.active.is_(True))
            return [self._info(row) for row in conn.execute(query)]

        return self._db.read(run)

    def assigned(
        self, actor: Actor, trainee_id: int | None = None, *, include_used_up: bool = False
    ) -> list[AssignedExam]:
        """Active exams assigned to the trainee's cohort that they still have attempts for
        (all of them with ``include_used_up``). A trainee may ask only about themselves."""
        target = actor.user_id if trainee_id is None else trainee_id

        def run(conn: Connection) -> list[AssignedExam]:
            require_self_or_instructor(conn, actor, target, "list the exams of")
            cohort = self._cohort_of(conn, target)
            if cohort is None:
                return []
            query = (
                select(s.exams)
                .join(s.exam_cohorts, s.exam_cohorts.c.exam_id == s.exams.c.id)
                .where(s.exam_cohorts.c.cohort_id == cohort, s.exams.c.active.is_(True))
                .order_by(func.lower(s.exams.c.name), s.exams.c.id)
            )
            found: list[AssignedExam] = []
            for row in conn.execute(query).all():
                info = self._info(row)
                used, allowed = self._attempts(conn, info, target)
                if include_used_up or used < allowed:
                    found.append(AssignedExam(info, used, allowed))
            return found

        return self._db.read(run)

    # ---- blueprint helpers ----------------------------------------------------------------

    @staticmethod
    def _info(row: Any) -> ExamInfo:
        try:
            blueprint = Blueprint.from_json(row.blueprint)
        except BlueprintError as e:
            raise StoreError("corrupt", f"exam {row.id} has an unreadable blueprint: {e}") from e
        return ExamInfo(row.id, blueprint, bool(row.active), row.created_by, row.created_at)

    def _exam(self, conn: Connection, exam_id: int) -> ExamInfo:
        row = conn.execute(select(s.exams).where(s.exams.c.id == exam_id)).first()
        if row is None:
            raise ExamError("not_found", f"there is no exam {exam_id}")
        return self._info(row)

    @staticmethod
    def _check_name_free(conn: Connection, name: str, exam_id: int | None) -> None:
        query = select(s.exams.c.id).where(func.lower(s.exams.c.name) == name.lower())
        if exam_id is not None:
            query = query.where(s.exams.c.id != exam_id)
        if conn.execute(query).first() is not None:
            raise StoreError("duplicate", f"an exam named {name!r} already exists")

    @staticmethod
    def _check_cohorts(conn: Connection, cohort_ids: tuple[int, ...]) -> None:
        if not cohort_ids:
            return
        found = set(
            conn.execute(select(s.cohorts.c.id).where(s.cohorts.c.id.in_(cohort_ids))).scalars()
        )
        missing = sorted(set(cohort_ids) - found)
        if missing:
            raise StoreError("invalid", f"there is no cohort {missing[0]}")

    @staticmethod
    def _write_cohorts(conn: Connection, exam_id: int, cohort_ids: tuple[int, ...]) -> None:
        conn.execute(delete(s.exam_cohorts).where(s.exam_cohorts.c.exam_id == exam_id))
        if cohort_ids:
            conn.execute(
                s.exam_cohorts.insert(),
                [{"exam_id": exam_id, "cohort_id": c} for c in cohort_ids],
            )

    @staticmethod
    def _cohort_of(conn: Connection, user_id: int) -> int | None:
        value = conn.execute(select(s.users.c.cohort_id).where(s.users.c.id == user_id)).scalar()
        return None if value is None else int(value)

    @staticmethod
    def _attempts(conn: Connection, info: ExamInfo, trainee_id: int) -> tuple[int, int]:
        """(sittings started, attempts allowed including retakes granted)."""
        used = conn.execute(
            select(func.count())
            .select_from(s.exam_sittings)
            .where(s.exam_sittings.c.exam_id == info.id, s.exam_sittings.c.trainee_id == trainee_id)
        ).scalar()
        retakes = conn.execute(
            select(func.count())
            .select_from(s.exam_retakes)
            .where(s.exam_retakes.c.exam_id == info.id, s.exam_retakes.c.trainee_id == trainee_id)
        ).scalar()
        return int(used or 0), info.blueprint.attempts_allowed + int(retakes or 0)

    # ---- the seal key ---------------------------------------------------------------------

    def seal_state(self, actor: Actor) -> SealState:
        """Whether the instructor can seal and verify now (instructor only)."""
        self._db.read(lambda conn: require_instructor(conn, actor, "use the exam seal"))
        return self._seal.state(actor.user_id)

    def enrol_instructor(self, actor: Actor, name: str, password: str) -> None:
        """Give instructor ``name`` their copy of the seal key, with their password typed in
        at the enrolling instructor's desk (for instructors who have none, such as those of a
        database from before exam mode). ``actor`` must hold the key (signed in).

        AuthenticationFailed for a wrong name or password; PermissionDenied for a trainee;
        SealUnavailable('not_signed_in') when ``actor`` does not hold the key.
        """
        self._db.read(lambda conn: require_instructor(conn, actor, "enrol instructors"))
        key = self._seal.held(actor.user_id)
        if key is None:
            raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
        target = self._roster.check_credentials(name, password)
        if not target.is_instructor:
            raise PermissionDenied("only instructors hold the exam seal")
        wrapper = self._seal.prepare(password)

        def run(conn: Connection) -> None:
            require_instructor(conn, actor, "enrol instructors")
            if self._seal.school_tag(conn) != key.tag:
                raise SealUnavailable("not_signed_in", "the school's seal key has changed")
            self._seal.store_wrap(conn, target.user_id, key, wrapper)

        self._db.write(run)

    def _proctor(self, name: str, password: str) -> tuple[Actor, SealKey]:
        """The instructor whose credentials were typed in, and the seal key they unlock."""
        try:
            proctor = self._roster.check_credentials(name, password)
        except SignInThrottled:
            raise  # the proctor's name must wait after wrong tries: the UI says how long
        except AuthenticationFailed:
            raise ProctorRequired("the proctor's name or password was not recognised") from None
        if not proctor.is_instructor:
            raise ProctorRequired("a sitting must be started by an instructor, not a trainee")
        key = self._seal.unlock(proctor.user_id, password, hold=False)
        if key is None:
            raise SealUnavailable(
                "not_enrolled",
                f"{proctor.name} has no copy of the exam seal; an instructor who has one "
                "must enrol them",
            )
        return proctor, key

    def _held_key(self, conn: Connection, actor: Actor) -> SealKey | None:
        key = self._seal.held(actor.user_id)
        if key is None or self._seal.school_tag(conn) != key.tag:
            return None
        return key

    # ---- sittings -------------------------------------------------------------------------

    def start_sitting(
        self, candidate: Actor, exam_id: int, proctor_name: str, proctor_password: str
    ) -> ExamSession:
        """Start a sitting of ``exam_id`` for the signed-in trainee ``candidate``, proctored
        by the instructor whose name and password are given (checked here).

        Returns the running :class:`~trainer.exams.ExamSession`, whose recorder seals and
        commits everything. Raises ProctorRequired (a PermissionDenied) for credentials that
        are not an active instructor's; PermissionDenied when ``candidate`` is not an active
        trainee; SealUnavailable('not_enrolled') when the proctor has no copy of the seal
        key; ExamError with ``not_found``, ``inactive``, ``not_assigned``,
        ``already_running`` or ``no_attempts_left``.
        """
        proctor, key = self._proctor(proctor_name, proctor_password)
        seed = secrets.randbelow(SEED_BOUND)
        started_at = self._now()

        def run(conn: Connection) -> tuple[int, Blueprint]:
            self._require_trainee(conn, candidate)
            require_instructor(conn, proctor, "proctor a sitting")
            info = self._exam(conn, exam_id)
            if not info.active:
                raise ExamError("inactive", f"the exam {info.name!r} is not offered now")
            cohort = self._cohort_of(conn, candidate.user_id)
            if cohort is None or cohort not in info.blueprint.cohort_ids:
                raise ExamError("not_assigned", f"the exam {info.name!r} is not assigned to you")
            if self._running_row(conn, candidate.user_id) is not None:
                raise ExamError("already_running", "a sitting of yours is already running")
            used, allowed = self._attempts(conn, info, candidate.user_id)
            if used >= allowed:
                raise ExamError(
                    "no_attempts_left", f"no attempts left at {info.name!r} ({used} of {allowed})"
                )
            blueprint = info.blueprint
            deadline = started_at + timedelta(seconds=blueprint.time_limit_s)
            snapshot = blueprint.to_dict()
            state: dict[str, Any] = {"blueprint": snapshot, "shown": None, "resumed": []}
            result = conn.execute(
                s.exam_sittings.insert().values(
                    exam_id=exam_id,
                    trainee_id=candidate.user_id,
                    proctor_id=proctor.user_id,
                    attempt_no=used + 1,
                    seed=seed,
                    status=ExamStatus.RUNNING.value,
                    started_at=started_at,
                    deadline=deadline,
                    elapsed_ms=0,
                    state=dumps(state),
                )
            )
            pk = result.inserted_primary_key
            assert pk is not None
            sitting_id = int(pk[0])
            terms = SealedSitting(
                sitting_id,
                exam_id,
                candidate.user_id,
                proctor.user_id,
                used + 1,
                seed,
                started_at,
                deadline,
                dumps(snapshot),
            )
            conn.execute(
                update(s.exam_sittings)
                .where(s.exam_sittings.c.id == sitting_id)
                .values(mac=seal(key.for_sitting(sitting_id), terms))
            )
            return sitting_id, blueprint

        sitting_id, blueprint = self._db.write(run)
        recorder = _SittingRecorder(
            self._db, self._clock, key.for_sitting(sitting_id), started_at
        )
        return ExamSession.start(
            blueprint,
            seed,
            now=self._clock,
            recorder=recorder,
            started_at=started_at,
            sitting_id=sitting_id,
        )

    def running_sitting(self, actor: Actor, trainee_id: int | None = None) -> SittingInfo | None:
        """The trainee's sitting that is still running (the app was closed during it), if
        any: the UI offers to resume it (or end it, as its blueprint says) before anything
        else. A trainee may ask only about themselves."""
        target = actor.user_id if trainee_id is None else trainee_id

        def run(conn: Connection) -> SittingInfo | None:
            require_self_or_instructor(conn, actor, target, "look up the sittings of")
            sitting = self._running_row(conn, target)
            return None if sitting is None else sitting.info

        return self._db.read(run)

    def resume_sitting(
        self, candidate: Actor, proctor_name: str, proctor_password: str
    ) -> ExamSession:
        """Reopen the running sitting of ``candidate``, with a proctor's credentials.

        The same questions, the answers already given, the deadline fixed at the start and
        the time the question on screen was first shown. When the blueprint says
        ``incomplete``, the sitting is ended as INCOMPLETE instead and the returned session
        is already finished. It never draws fresh questions.

        Raises as :meth:`start_sitting` for the proctor; ExamError('not_running') when there
        is nothing to resume; ExamError('tampered') when a sealed record of the sitting was
        changed (an instructor can then end it with :meth:`close_sitting`).
        """
        proctor, key = self._proctor(proctor_name, proctor_password)

        def load(conn: Connection) -> tuple[_Sitting, list[Any]]:
            self._require_trainee(conn, candidate)
            sitting = self._running_row(conn, candidate.user_id)
            if sitting is None:
                raise ExamError("not_running", "there is no running sitting to resume")
            return sitting, self._answer_rows(conn, [sitting.info.id])

        sitting, rows = self._db.read(load)
        sitting_key = key.for_sitting(sitting.info.id)
        blueprint = sitting.blueprint
        records = [_answer_record(r) for r in rows]
        check = (
            check_seals(
                sitting_key,
                (sitting.sealed, sitting.mac),
                records,
                [],
                question_count=blueprint.total_questions,
                section_count=len(blueprint.sections),
                ended=False,
                progress=sitting.progress,
            )
            if blueprint is not None
            else None
        )
        if blueprint is None or check is None or check.tampered:
            raise ExamError(
                "tampered", f"sitting {sitting.info.id} was changed after it was sealed"
            )
        plan = draw_questions(blueprint, sitting.info.seed)
        answers = [self._exam_answer(plan, record) for record, _mac in records]
        shown_at = None
        if sitting.progress is not None and sitting.progress[0].index == len(answers):
            shown_at = sitting.progress[0].shown_at

        def note_resume(conn: Connection) -> None:
            current = self._running_row(conn, candidate.user_id)
            if current is None or current.info.id != sitting.info.id:
                raise ExamError("not_running", "the sitting ended meanwhile")
            state = dict(current.state)
            resumed = list(state.get("resumed") or [])
            resumed.append({"by": proctor.user_id, "at": timestamp(self._now())})
            state["resumed"] = resumed
            conn.execute(
                update(s.exam_sittings)
                .where(s.exam_sittings.c.id == sitting.info.id)
                .values(state=dumps(state))
            )

        self._db.write(note_resume)
        recorder = _SittingRecorder(
            self._db,
            self._clock,
            sitting_key,
            sitting.info.started_at,
            [(record.index, mac or "") for record, mac in records],
        )
        session = ExamSession.restore(
            blueprint,
            sitting.info.seed,
            started_at=sitting.info.started_at,
            answers=answers,
            shown_at=shown_at,
            now=self._clock,
            recorder=recorder,
            sitting_id=sitting.info.id,
        )
        if blueprint.on_interrupt is OnInterrupt.INCOMPLETE:
            session.end_incomplete()
        return session

    def close_sitting(self, actor: Actor, sitting_id: int) -> ExamOutcome:
        """End a running sitting as INCOMPLETE (instructor only, holding the seal key): for
        a sitting abandoned, or one that cannot be resumed. Scored on the answers stored."""

        def load(conn: Connection) -> tuple[_Sitting, list[Any], SealKey]:
            require_instructor(conn, actor, "end sittings")
            key = self._held_key(conn, actor)
            if key is None:
                raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
            sitting = self._sitting(conn, sitting_id)
            if sitting.info.status is not ExamStatus.RUNNING:
                raise ExamError("not_running", f"sitting {sitting_id} has already ended")
            return sitting, self._answer_rows(conn, [sitting_id]), key

        sitting, rows, key = self._db.read(load)
        blueprint = sitting.blueprint
        if blueprint is None:
            raise ExamError("tampered", f"sitting {sitting_id} has no readable blueprint")
        plan = draw_questions(blueprint, sitting.info.seed)
        records = [_answer_record(r) for r in rows]
        correct = {
            record.index: record.correct
            for record, _mac in records
            if 0 <= record.index < len(plan)
        }
        outcome = score_sitting(blueprint, plan, correct, ExamStatus.INCOMPLETE)
        recorder = _SittingRecorder(
            self._db,
            self._clock,
            key.for_sitting(sitting_id),
            sitting.info.started_at,
            [(record.index, mac or "") for record, mac in records],
        )
        recorder.finish(outcome)
        return outcome

    # ---- sitting helpers ------------------------------------------------------------------

    @staticmethod
    def _require_trainee(conn: Connection, candidate: Actor) -> None:
        role = check_actor(conn, candidate)
        if role is not Role.TRAINEE:
            raise PermissionDenied("only a trainee sits an exam")

    @staticmethod
    def _exam_answer(plan: tuple[ExamQuestion, ...], record: SealedAnswer) -> ExamAnswer:
        if not 0 <= record.index < len(plan):
            raise ExamError("tampered", f"answer {record.index} is outside the sitting")
        planned = plan[record.index]
        try:
            question = Question.from_json(record.question_json)
            answer = answer_from_json(question.kind, record.answer_json)
        except (TrainerError, ValueError, KeyError, TypeError) as e:
            raise ExamError("tampered", f"answer {record.index} cannot be read: {e}") from e
        return ExamAnswer(
            question=ExamQuestion(planned.index, planned.section, planned.number, question),
            answer=answer,
            correct=record.correct,
            timed_out=record.timed_out,
            ms_taken=record.ms_taken,
            shown_at=record.shown_at,
            answered_at=record.answered_at,
        )

    def _sitting_query(self) -> Any:
        trainee = s.users.alias("trainee")
        proctor = s.users.alias("proctor")
        answered = (
            select(func.count())
            .select_from(s.exam_answers)
            .where(s.exam_answers.c.sitting_id == s.exam_sittings.c.id)
            .scalar_subquery()
        )
        return (
            select(
                s.exam_sittings,
                trainee.c.name.label("trainee_name"),
                trainee.c.display_name.label("trainee_display"),
                trainee.c.cohort_id.label("cohort_id"),
                proctor.c.name.label("proctor_name"),
                proctor.c.display_name.label("proctor_display"),
                answered.label("answered"),
            )
            .join(trainee, trainee.c.id == s.exam_sittings.c.trainee_id)
            .outerjoin(proctor, proctor.c.id == s.exam_sittings.c.proctor_id)
        )

    @staticmethod
    def _parse(row: Any) -> _Sitting:
        try:
            state = json.loads(row.state or "{}")
        except ValueError:
            state = {}
        if not isinstance(state, dict):
            state = {}
        snapshot = state.get("blueprint")
        blueprint: Blueprint | None = None
        blueprint_json = ""
        if snapshot is not None:
            try:
                blueprint_json = dumps(snapshot)
            except StoreError:
                blueprint_json = ""
            try:
                blueprint = Blueprint.from_dict(snapshot)
            except BlueprintError:
                blueprint = None
        progress: tuple[SealedProgress, str | None] | None = None
        shown = state.get("shown")
        if isinstance(shown, dict):
            try:
                marker = SealedProgress(row.id, int(shown["index"]), _parse_timestamp(shown["at"]))
                progress = (marker, shown.get("mac"))
            except (KeyError, TypeError, ValueError):
                progress = (SealedProgress(row.id, -1, row.started_at or _EPOCH), None)
        try:
            status = ExamStatus(row.status)
        except ValueError:
            status = ExamStatus.INCOMPLETE
        name = blueprint.name if blueprint is not None else "?"
        info = SittingInfo(
            id=row.id,
            exam_id=row.exam_id,
            exam_name=name,
            trainee_id=row.trainee_id,
            trainee_name=row.trainee_name,
            trainee_display_name=row.trainee_display,
            cohort_id=row.cohort_id,
            proctor_id=row.proctor_id,
            proctor_name=row.proctor_name,
            attempt_no=row.attempt_no,
            seed=row.seed,
            status=status,
            started_at=row.started_at or _EPOCH,
            deadline=row.deadline or _EPOCH,
            ended_at=row.ended_at,
            answered=int(row.answered or 0),
            question_count=blueprint.total_questions if blueprint is not None else 0,
            proctor_display_name=row.proctor_display,
            on_interrupt=blueprint.on_interrupt if blueprint is not None else None,
        )
        return _Sitting(info, blueprint, blueprint_json, progress, row.mac, state)

    def _running_row(self, conn: Connection, trainee_id: int) -> _Sitting | None:
        row = conn.execute(
            self._sitting_query().where(
                s.exam_sittings.c.trainee_id == trainee_id,
                s.exam_sittings.c.status == ExamStatus.RUNNING.value,
            )
        ).first()
        return None if row is None else self._parse(row)

    def _sitting(self, conn: Connection, sitting_id: int) -> _Sitting:
        row = conn.execute(
            self._sitting_query().where(s.exam_sittings.c.id == sitting_id)
        ).first()
        if row is None:
            raise ExamError("not_found", f"there is no sitting {sitting_id}")
        return self._parse(row)

    @staticmethod
    def _answer_rows(conn: Connection, sitting_ids: Sequence[int]) -> list[Any]:
        if not sitting_ids:
            return []
        return list(
            conn.execute(
                select(s.exam_answers)
                .where(s.exam_answers.c.sitting_id.in_(sitting_ids))
                .order_by(s.exam_answers.c.sitting_id, s.exam_answers.c.idx, s.exam_answers.c.id)
            )
        )

    @staticmethod
    def _result_rows(conn: Connection, sitting_ids: Sequence[int]) -> list[Any]:
        if not sitting_ids:
            return []
        return list(
            conn.execute(
                select(s.exam_results)
                .where(s.exam_results.c.sitting_id.in_(sitting_ids))
                .order_by(s.exam_results.c.sitting_id, s.exam_results.c.id)
            )
        )

    def _check(
        self,
        key: SealKey | None,
        sitting: _Sitting,
        answers: Sequence[Any],
        results: Sequence[Any],
    ) -> SealCheck:
        blueprint = sitting.blueprint
        sitting_key = None if key is None else key.for_sitting(sitting.info.id)
        return check_seals(
            sitting_key,
            (sitting.sealed, sitting.mac),
            [_answer_record(r) for r in answers],
            [_result_record(r) for r in results],
            question_count=blueprint.total_questions if blueprint is not None else 0,
            section_count=len(blueprint.sections) if blueprint is not None else 0,
            ended=sitting.info.status.ended,
            progress=sitting.progress,
        )

    # ---- retakes --------------------------------------------------------------------------

    def grant_retake(
        self, actor: Actor, exam_id: int, trainee_id: int, note: str = ""
    ) -> RetakeGrant:
        """One more attempt at ``exam_id`` for ``trainee_id`` (instructor only); who granted
        it and when are recorded."""
        note = note.strip()
        if len(note) > NOTE_MAX:
            raise StoreError("invalid", f"a note is at most {NOTE_MAX} characters")

        def run(conn: Connection) -> RetakeGrant:
            require_instructor(conn, actor, "grant retakes")
            self._exam(conn, exam_id)
            role = conn.execute(select(s.users.c.role).where(s.users.c.id == trainee_id)).scalar()
            if role != Role.TRAINEE.value:
                raise StoreError("invalid", f"user {trainee_id} is not a trainee")
            now = self._now()
            result = conn.execute(
                s.exam_retakes.insert().values(
                    exam_id=exam_id,
                    trainee_id=trainee_id,
                    granted_by=actor.user_id,
                    granted_at=now,
                    note=note,
                )
            )
            pk = result.inserted_primary_key
            assert pk is not None
            granter = conn.execute(
                select(s.users.c.name).where(s.users.c.id == actor.user_id)
            ).scalar_one()
            return RetakeGrant(int(pk[0]), exam_id, trainee_id, actor.user_id, granter, now, note)

        return self._db.write(run)

    def retakes(
        self, actor: Actor, trainee_id: int, exam_id: int | None = None
    ) -> list[RetakeGrant]:
        """Retakes granted to ``trainee_id``, oldest first (a trainee: their own only)."""

        def run(conn: Connection) -> list[RetakeGrant]:
            require_self_or_instructor(conn, actor, trainee_id, "read the retakes of")
            r = s.exam_retakes
            query = (
                select(r, s.users.c.name.label("granter"))
                .join(s.users, s.users.c.id == r.c.granted_by)
                .where(r.c.trainee_id == trainee_id)
                .order_by(r.c.granted_at, r.c.id)
            )
            if exam_id is not None:
                query = query.where(r.c.exam_id == exam_id)
            return [
                RetakeGrant(
                    row.id, row.exam_id, row.trainee_id, row.granted_by, row.granter,
                    row.granted_at, row.note,
                )
                for row in conn.execute(query)
            ]

        return self._db.read(run)

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
        for sitting in sittings:
            check = (
                self._check(key, sitting, answers[sitting.info.id], results[sitting.info.id])
                if instructor
                else SealCheck(SealStatus.UNVERIFIED)
            )
            found.append(self._result_of(sitting, results[sitting.info.id], check, instructor))
        return found

    @staticmethod
    def _result_of(
        sitting: _Sitting, rows: Sequence[Any], check: SealCheck, instructor: bool
    ) -> SittingResult:
        blueprint = sitting.blueprint
        outcome = (
            stored_outcome(blueprint, [_result_record(r)[0] for r in rows])
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
            check = self._check(self._held_key(conn, actor), sitting, answers, results)
            return build_review(
                sitting.info,
                sitting.blueprint,
                [_answer_record(r)[0] for r in answers],
                [_result_record(r)[0] for r in results],
                check,
            )

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


def _local(value: datetime | None, offset: timedelta) -> str:
    if value is None:
        return ""
    return (value.astimezone(UTC) + offset).replace(tzinfo=None).isoformat(
        sep=" ", timespec="seconds"
    )


def write_results_csv(
    results: Iterable[SittingResult], cohort_name: str, utc_offset: timedelta
) -> str:
    """CSV text of results (header :data:`CSV_COLUMNS` first)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for r in results:
        sections = "; ".join(
            f"{x.kind.value}/{x.level.value} {x.score}/{x.max_score} "
            f"{'pass' if x.passed else 'fail'}"
            for x in r.sections
        )
        writer.writerow(
            (
                cohort_name,
                r.sitting.trainee_name,
                r.sitting.trainee_display_name,
                r.sitting.exam_name,
                r.sitting.attempt_no,
                r.sitting.status.value,
                _local(r.sitting.started_at, utc_offset),
                _local(r.sitting.ended_at, utc_offset),
                r.score,
                r.max_score,
                f"{r.percent:.1f}",
                "1" if r.passed else "0",
                sections,
                r.sitting.proctor_name or "",
                r.seal.value,
            )
        )
    return out.getvalue()
