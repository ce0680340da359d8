"""Proctored sittings: starting, resuming and closing them (part of
:class:`trainer.store.exams.Exams`); each start or resume hands the session a
:class:`~trainer.store.exam_recorder.SittingRecorder`, which seals and commits every answer.

Why one file over 600 lines: starting, resuming and closing a sitting share the reading of
its row, the seal checks and the one-desk-at-a-time hold; split, each would re-read them.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from datetime import timedelta
from typing import Any

from sqlalchemy import Connection, exc, func, select, update

from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.drills.model import Question, answer_from_json
from trainer.errors import (
    BlueprintError,
    ExamError,
    SealFailed,
    SealUnavailable,
    StoreError,
    TrainerError,
)
from trainer.exams.admission import (
    RunningSitting,
    StartFacts,
    admit_candidate,
    admit_proctor,
    admit_resume,
    admit_resume_again,
    admit_start,
    held_by,
    raced_start,
    require_seal_key,
)
from trainer.exams.blueprint import Blueprint, OnInterrupt
from trainer.exams.plan import ExamQuestion, draw_questions
from trainer.exams.records import (
    SittingInfo,
)
from trainer.exams.review import (
    SealCheck,
    SealFinding,
    SealProblem,
    check_seals,
)
from trainer.exams.scoring import ExamOutcome, ExamStatus, score_sitting
from trainer.exams.seal import (
    TERMS_WITH_VERSION,
    SealedAnswer,
    SealedProgress,
    SealedResume,
    SealedSitting,
    SealKey,
    SealStatus,
    seal,
    timestamp,
)
from trainer.exams.session import ExamAnswer, ExamSession
from trainer.exams.sitting_secret import KeyedTerms, new_nonce
from trainer.exams.table_part import Downtime, StoredStep, score_table, stored_step
from trainer.store import schema as s
from trainer.store._common import (
    check_actor,
    dumps,
    require_proctor,
    require_self_or_instructor,
)
from trainer.store.exam_blueprints import ExamBlueprints
from trainer.store.exam_keyed import (
    open_records,
    revealed_seed,
    revealed_seed_holds,
    seed_of,
    terms_of,
)
from trainer.store.exam_recorder import SittingRecorder
from trainer.store.exam_rows import (
    EPOCH,
    SittingRow,
    added_seconds,
    answer_record,
    downtimes,
    last_activity,
    mark_desk,
    parse_timestamp,
    result_record,
    resumes,
    running_of,
    sitting_controls,
    time_added,
    void_name,
    void_record,
)
from trainer.store.prefs import profiles_in
from trainer.store.row_seals import audit_seal_failure, check_start_seals, refuse_forged_grants


class ExamSittings(ExamBlueprints):
    """Sittings and their recorder."""

    # ---- sittings -------------------------------------------------------------------------

    def start_sitting(
        self, candidate: Actor, exam_id: int, proctor_name: str, proctor_password: str
    ) -> ExamSession:
        """Start a sitting of ``exam_id`` for the signed-in trainee ``candidate``, proctored
        by the instructor whose name and password are given (checked here).

        Returns the running :class:`~trainer.exams.session.ExamSession`, whose recorder seals and
        commits everything. Raises ProctorRequired (a PermissionDenied) for credentials that
        are not an active instructor's; PermissionDenied when ``candidate`` is not an active
        trainee; SealUnavailable('not_enrolled') when the proctor has no copy of the seal
        key; ExamError with ``not_found``, ``inactive``, ``not_assigned``, ``not_open_yet``,
        ``closed``, ``held_elsewhere``, ``already_running``, ``no_attempts_left`` or
        ``already_started``. The rules that decide are :mod:`trainer.exams.admission`'s, on
        the facts read here in the transaction that stores the sitting.
        """
        proctor, key = self._proctor(proctor_name, proctor_password)
        return self._start(candidate, exam_id, proctor, key)

    def start_sitting_approved(self, proctor: Actor, candidate: Actor,
                               exam_id: int) -> ExamSession:
        """On the school server: :meth:`start_sitting` approved by ``proctor`` (the account
        of their own token, checked by the server), sealed with the school key the server
        holds for them (from their sign-in, or its key file). Their password never reaches
        the trainee's desk. Raises as :meth:`start_sitting`."""
        return self._start(candidate, exam_id, *self._approving(proctor))

    def _approving(self, proctor: Actor) -> tuple[Actor, SealKey]:
        """The proctor approving from their own signed-in desk, and the school key the
        server holds for them (theirs from their sign-in, else its own served copy)."""
        admitted = admit_proctor(proctor)
        key = self._seal.held(admitted.user_id) or self._seal.served()
        return admitted, require_seal_key(admitted, key)

    def _start(self, candidate: Actor, exam_id: int, proctor: Actor,
               key: SealKey) -> ExamSession:
        # Keyed (sitting_secret): the seed is HMAC(sitting key, "seed" + nonce), and only
        # the nonce is stored; no one without the school key can work it out.
        nonce = new_nonce()
        started_at = self._now()

        def run(conn: Connection) -> tuple[int, Blueprint, KeyedTerms]:
            admit_candidate(check_actor(conn, candidate))
            require_proctor(conn, proctor, "proctor a sitting")
            # The exam's row held (shared) until this sitting is stored: an edit saved
            # meanwhile on another desk waits, then counts this sitting and makes the next
            # version, instead of changing version 1 under it (PostgreSQL; SQLite writes one
            # at a time).
            conn.execute(select(s.exams.c.id).where(s.exams.c.id == exam_id)
                         .with_for_update(read=True))
            info = self._exam(conn, exam_id)
            # The exam row, both accounts and the retake grants are used only as sealed.
            check_start_seals(conn, key, exam_id, candidate.user_id, proctor.user_id)
            used, allowed, forged = self._sealed_attempts(conn, info, candidate.user_id, key)
            refuse_forged_grants(self.audit, conn, proctor, key, forged,
                                 decisive=allowed <= used < allowed + len(forged))
            # The facts read, the rules decide (trainer.exams.admission).
            attempt_no = admit_start(StartFacts(
                exam=info,
                trainee_cohort=self._cohort_of(conn, candidate.user_id),
                running=self._running_facts(conn, candidate.user_id),
                attempts_used=used,
                attempts_allowed=allowed,
                desk=self.audit.desk,
                now=started_at,
            )).attempt_no
            # The sections' tables as they are now: the snapshot keeps these rules, so editing
            # or deleting a profile later never changes this sitting (TableProfileMissing
            # when one was deleted since the exam was saved).
            blueprint = info.blueprint.with_profiles(profiles_in(conn))
            deadline = started_at + timedelta(seconds=blueprint.time_limit_s)
            snapshot = blueprint.to_dict()
            # "terms": the sealed terms below include the exam version (TERMS_WITH_VERSION).
            state: dict[str, Any] = {"blueprint": snapshot, "shown": None, "resumed": [],
                                     "terms": TERMS_WITH_VERSION}
            mark_desk(state, self.audit.desk, started_at)
            # Chained to the trainee's sitting before (any exam): deleting one shows.
            prev_mac = conn.execute(
                select(s.exam_sittings.c.mac)
                .where(s.exam_sittings.c.trainee_id == candidate.user_id)
                .order_by(s.exam_sittings.c.id.desc())
                .limit(1)
            ).scalar()
            result = conn.execute(
                s.exam_sittings.insert().values(
                    exam_id=exam_id,
                    trainee_id=candidate.user_id,
                    proctor_id=proctor.user_id,
                    attempt_no=attempt_no,
                    seed=0,
                    seed_nonce=nonce,
                    status=ExamStatus.RUNNING.value,
                    started_at=started_at,
                    deadline=deadline,
                    elapsed_ms=0,
                    state=dumps(state),
                    prev_mac=prev_mac,
                    exam_version=info.version,
                )
            )
            pk = result.inserted_primary_key
            assert pk is not None
            sitting_id = int(pk[0])
            keyed = KeyedTerms.of(key.for_sitting(sitting_id), nonce)
            if any(section.profiles for section in blueprint.sections):
                # Drawn once in the transaction that stores it: a school table that admits
                # no deal (NoLegalDeal) refuses the start (rolled back) instead of leaving a
                # sitting that cannot open.
                draw_questions(blueprint, keyed.seed)
            terms = SealedSitting(
                sitting_id,
                exam_id,
                candidate.user_id,
                proctor.user_id,
                attempt_no,
                0,
                started_at,
                deadline,
                dumps(snapshot),
                prev_mac,
                info.version,
                nonce,
            )
            conn.execute(
                update(s.exam_sittings)
                .where(s.exam_sittings.c.id == sitting_id)
                .values(mac=seal(key.for_sitting(sitting_id), terms))
            )
            # Audited in its transaction, by the proctor whose password let it start, sealed
            # with the key that password unwrapped.
            self.audit.record_in(conn, proctor, AuditAction.SITTING_STARTED,
                                 f"{candidate.name} · {info.name}", {
                                     "sitting": sitting_id, "trainee": candidate.user_id,
                                     "attempt": attempt_no}, key=key)
            return sitting_id, blueprint, keyed

        try:
            sitting_id, blueprint, keyed = self._db.write(run)
        except SealFailed as failed:
            # Refused, and listed in the Audit tab (the refused start wrote nothing).
            subject, detail = str(failed), {"exam": exam_id, "what": failed.what,
                                            "trainee": candidate.user_id}
            self._db.write(lambda conn: audit_seal_failure(
                self.audit, conn, proctor, subject, detail, key=key))
            raise
        except StoreError as e:
            if not isinstance(e.__cause__, exc.IntegrityError):
                raise
            # Another desk started a sitting of this trainee between our check and our
            # insert (ux_exam_sittings_running / ux_exam_sittings_attempt): say so in words.
            running = self._db.read(lambda conn: self._running_facts(conn, candidate.user_id))
            raise raced_start(running, self.audit.desk, self._now()) from None
        recorder = SittingRecorder(
            self._db, self._clock, key.for_sitting(sitting_id), started_at,
            desk=self.audit.desk, terms=keyed,
        )
        return ExamSession.start(
            blueprint,
            keyed.seed,
            now=self._clock,
            recorder=recorder,
            started_at=started_at,
            sitting_id=sitting_id,
            watch=recorder,
        )

    def running_sitting(self, actor: Actor, trainee_id: int | None = None) -> SittingInfo | None:
        """The trainee's sitting that is still running (the app was closed during it), if
        any: the UI offers to resume it (or end it, as its blueprint says) before anything
        else. A trainee may ask only about themselves; a proctor about anyone (to end it)."""
        target = actor.user_id if trainee_id is None else trainee_id

        def run(conn: Connection) -> SittingInfo | None:
            if not check_actor(conn, actor).is_staff:
                require_self_or_instructor(conn, actor, target, "look up the sittings of")
            sitting = self._running_row(conn, target)
            if sitting is None:
                return None
            holder = held_by(running_of(sitting), self.audit.desk, self._now())
            return replace(sitting.info, held_by=holder)

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
        return self._resume(candidate, proctor, key)

    def resume_sitting_approved(self, proctor: Actor, candidate: Actor) -> ExamSession:
        """On the school server: :meth:`resume_sitting` approved by ``proctor`` from their
        own desk (see :meth:`start_sitting_approved`)."""
        return self._resume(candidate, *self._approving(proctor))

    def _resume(self, candidate: Actor, proctor: Actor, key: SealKey) -> ExamSession:
        def load(conn: Connection) -> tuple[SittingRow, list[Any]]:
            admit_candidate(check_actor(conn, candidate))
            sitting = self._running_row(conn, candidate.user_id)
            admit_resume(None if sitting is None else running_of(sitting), self.audit.desk,
                         self._now())
            assert sitting is not None  # admitted: there is one
            return sitting, self._answer_rows(conn, [sitting.info.id])

        sitting, rows = self._db.read(load)
        sitting_key = key.for_sitting(sitting.info.id)
        blueprint = sitting.blueprint
        records = [answer_record(r) for r in rows]
        check = (
            check_seals(
                sitting_key,
                (sitting.sealed, sitting.mac),
                records,
                [],
                question_count=blueprint.total_questions,
                section_count=blueprint.section_count,
                ended=False,
                progress=sitting.progress,
                table_steps=bool(blueprint.tables),
                controls=[*time_added(sitting.state, sitting.info.id),
                          *resumes(sitting.state, sitting.info.id)],
            )
            if blueprint is not None
            else None
        )
        if blueprint is None or check is None or check.tampered:
            # Refused, and listed in the Audit tab: a sitting whose terms were changed (a
            # keyed sitting flipped to a seed in the clear, say) is never dealt again.
            subject = f"sitting {sitting.info.id} was changed after it was sealed"
            self._db.write(lambda conn: audit_seal_failure(
                self.audit, conn, proctor, subject,
                {"sitting": sitting.info.id, "what": "sitting",
                 "trainee": candidate.user_id}, key=key))
            raise ExamError("tampered", subject)
        keyed = terms_of(sitting, key)
        plan = draw_questions(blueprint, sitting.info.seed if keyed is None else keyed.seed)
        clear = open_records(sitting, key, records, len(plan))
        answers = [self._exam_answer(plan, record) for record in clear if record.index < len(plan)]
        steps = self._table_steps(plan, clear, graded=keyed is None)
        shown_at = None
        if sitting.progress is not None and sitting.progress[0].index == len(answers):
            shown_at = sitting.progress[0].shown_at

        def note_resume(conn: Connection) -> tuple[int, tuple[Downtime, ...]]:
            # The row is locked (PostgreSQL; SQLite writes one at a time): of two desks
            # resuming at once, the second sees the first holding it.
            conn.execute(select(s.exam_sittings.c.id)
                         .where(s.exam_sittings.c.id == sitting.info.id).with_for_update())
            current = self._running_row(conn, candidate.user_id)
            admit_resume_again(None if current is None else running_of(current),
                               sitting.info.id, self.audit.desk, self._now())
            assert current is not None  # admitted: still running
            state = dict(current.state)
            now = self._now()
            resumed = list(state.get("resumed") or [])
            # The desk was down from its last recorded activity (a heartbeat, a question
            # shown, a resume, an answer or Table step stored) until now: the Table's pace
            # leaves that out.
            down_from = max([last_activity(state, sitting.info.started_at),
                             *(record.answered_at for record, _mac in records)])
            entry: dict[str, Any] = {"by": proctor.user_id, "at": timestamp(now),
                                     "desk": self.audit.desk,
                                     "down_from": timestamp(min(down_from, now))}
            # Sealed: the downtime is left out of the Table's pace, so widening it in the
            # database must show as tampered (as an added-time grant does).
            entry["mac"] = seal(sitting_key, SealedResume(
                sitting.info.id, len(resumed), proctor.user_id, now, min(down_from, now),
                self.audit.desk))
            resumed.append(entry)
            state["resumed"] = resumed
            mark_desk(state, self.audit.desk, now)
            conn.execute(
                update(s.exam_sittings)
                .where(s.exam_sittings.c.id == sitting.info.id)
                .values(state=dumps(state))
            )
            self.audit.record_in(conn, proctor, AuditAction.SITTING_RESUMED,
                                 f"{current.info.trainee_name} · {current.info.exam_name}",
                                 {"sitting": sitting.info.id}, key=key)
            return (added_seconds(state, sitting.info.id),
                    downtimes(state, sitting.info.started_at))

        added_s, down = self._db.write(note_resume)
        recorder = SittingRecorder(
            self._db,
            self._clock,
            sitting_key,
            sitting.info.started_at,
            [(record.index, mac or "") for record, mac in records],
            desk=self.audit.desk,
            terms=keyed,
        )
        session = ExamSession.restore(
            blueprint,
            sitting.info.seed if keyed is None else keyed.seed,
            started_at=sitting.info.started_at,
            answers=answers,
            shown_at=shown_at,
            now=self._clock,
            recorder=recorder,
            sitting_id=sitting.info.id,
            table_steps=steps,
            watch=recorder,
            added_s=added_s,
            downtimes=down,
        )
        recorder.know(session.grades())
        if blueprint.on_interrupt is OnInterrupt.INCOMPLETE:
            session.end_incomplete()
        return session

    def close_sitting(self, actor: Actor, sitting_id: int) -> ExamOutcome:
        """End a running sitting as INCOMPLETE (instructor only, holding the seal key): for
        a sitting abandoned, or one that cannot be resumed. Scored on the answers stored."""

        def run(conn: Connection) -> ExamOutcome:
            # Read, scored and stored in one write transaction, the row locked (as a void):
            # an answer committed meanwhile by the trainee's desk is in the sealed result.
            require_proctor(conn, actor, "end sittings")
            key = self._held_key(conn, actor)
            if key is None:
                raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
            conn.execute(select(s.exam_sittings.c.id)
                         .where(s.exam_sittings.c.id == sitting_id).with_for_update())
            sitting = self._sitting(conn, sitting_id)
            if sitting.info.status is not ExamStatus.RUNNING:
                raise ExamError("not_running", f"sitting {sitting_id} has already ended")
            records = [answer_record(r) for r in self._answer_rows(conn, [sitting_id])]
            outcome, grades = self._incomplete_outcome(sitting, records, key)
            recorder = SittingRecorder(
                self._db,
                self._clock,
                key.for_sitting(sitting_id),
                sitting.info.started_at,
                [(record.index, mac or "") for record, mac in records],
                terms=terms_of(sitting, key),
            )
            recorder.know(grades)
            recorder.finish_in(conn, outcome)
            self.audit.record_in(conn, actor, AuditAction.SITTING_CLOSED,
                                 f"{sitting.info.trainee_name} · {sitting.info.exam_name}",
                                 {"sitting": sitting_id})
            return outcome

        return self._db.write(run)

    def _incomplete_outcome(
        self, sitting: SittingRow, stored: Sequence[tuple[SealedAnswer, str | None]],
        key: SealKey,
    ) -> tuple[ExamOutcome, dict[int, bool]]:
        """A sitting ended by an instructor, scored on the answers stored (with the grades
        of its Table steps, as their replay gave them)."""
        sitting_id = sitting.info.id
        blueprint = sitting.blueprint
        if blueprint is None:
            raise ExamError("tampered", f"sitting {sitting_id} has no readable blueprint")
        seed = seed_of(sitting, key)
        plan = draw_questions(blueprint, seed)
        records = open_records(sitting, key, stored, len(plan))
        correct = {
            record.index: record.correct
            for record in records
            if 0 <= record.index < len(plan)
        }
        grades: dict[int, bool] = {}
        tables = tuple(
            score_table(len(blueprint.sections) + t, t, spec, None)
            for t, spec in enumerate(blueprint.tables)
        )
        if blueprint.tables:
            # The Table sections are scored on their steps as stored, dealt again.
            try:
                replayed = ExamSession.restore(
                    blueprint,
                    seed,
                    started_at=sitting.info.started_at,
                    answers=[
                        self._exam_answer(plan, r) for r in records if r.index < len(plan)
                    ],
                    shown_at=None,
                    now=self._clock,
                    table_steps=self._table_steps(plan, records,
                                                  graded=sitting.nonce is None),
                    downtimes=downtimes(sitting.state, sitting.info.started_at),
                )
                replayed.end_incomplete()
                tables = replayed.outcome().tables
                grades = replayed.grades()
            except (ExamError, TrainerError, ValueError):
                pass  # unreadable steps: the sections score as never dealt
        return (score_sitting(blueprint, plan, correct, ExamStatus.INCOMPLETE, tables),
                grades)

    # ---- sitting helpers ------------------------------------------------------------------

    def _running_facts(self, conn: Connection, trainee_id: int) -> RunningSitting | None:
        """The trainee's running sitting, as the admission rules read it (None: none)."""
        running = self._running_row(conn, trainee_id)
        return None if running is None else running_of(running)

    @staticmethod
    def _table_steps(
        plan: tuple[ExamQuestion, ...], records: Sequence[SealedAnswer], *,
        graded: bool = True,
    ) -> list[StoredStep]:
        """The stored Table steps (rows after the drill questions), in the order taken
        (``graded`` False: a keyed sitting's, not graded until the close)."""
        rows = sorted((r for r in records if r.index >= len(plan)), key=lambda r: r.index)
        if [r.index for r in rows] != list(range(len(plan), len(plan) + len(rows))):
            raise ExamError("tampered", "a stored table step is missing")
        try:
            return [stored_step(r.question_json, r.answer_json, r.correct if graded else None)
                    for r in rows]
        except ExamError as e:
            raise ExamError("tampered", str(e)) from e

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
    def _parse(row: Any) -> SittingRow:
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
                marker = SealedProgress(row.id, int(shown["index"]), parse_timestamp(shown["at"]))
                progress = (marker, shown.get("mac"))
            except (KeyError, TypeError, ValueError):
                progress = (SealedProgress(row.id, -1, row.started_at or EPOCH), None)
        try:
            status = ExamStatus(row.status)
        except ValueError:
            status = ExamStatus.INCOMPLETE
        name = blueprint.name if blueprint is not None else "?"
        void = void_record(state, row.id) if status is ExamStatus.VOIDED else None
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
            seed=revealed_seed(state) if row.seed_nonce is not None else row.seed,
            status=status,
            started_at=row.started_at or EPOCH,
            deadline=row.deadline or EPOCH,
            ended_at=row.ended_at,
            answered=int(row.answered or 0),
            question_count=blueprint.total_questions if blueprint is not None else 0,
            proctor_display_name=row.proctor_display,
            on_interrupt=blueprint.on_interrupt if blueprint is not None else None,
            exam_version=int(row.exam_version or 1),
            added_s=added_seconds(state, row.id),
            voided_by=void_name(state) if status is ExamStatus.VOIDED else None,
            void_reason=str((state.get("void") or {}).get("reason") or "")
            if isinstance(state.get("void"), dict) else "",
            voided_at=void[0].voided_at if void is not None and void[1] is not None else None,
            void_given_back=void[0].given_back if void is not None else None,
            table_games=tuple(t.game for t in blueprint.tables) if blueprint is not None else (),
        )
        return SittingRow(info, blueprint, blueprint_json, progress, row.mac, state,
                          row.prev_mac, row.seed_nonce)

    def _running_row(self, conn: Connection, trainee_id: int) -> SittingRow | None:
        row = conn.execute(
            self._sitting_query().where(
                s.exam_sittings.c.trainee_id == trainee_id,
                s.exam_sittings.c.status == ExamStatus.RUNNING.value,
            )
        ).first()
        return None if row is None else self._parse(row)

    def _sitting(self, conn: Connection, sitting_id: int) -> SittingRow:
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

    @staticmethod
    def _chain_breaks(conn: Connection, sittings: Sequence[SittingRow]) -> set[int]:
        """The sittings whose sealed ``prev_mac`` is not the MAC of their trainee's sitting
        just before them (by id): that one was deleted (or its MAC changed)."""
        chained = [x for x in sittings if x.prev_mac is not None]
        if not chained:
            return set()
        trainees = {x.info.trainee_id for x in chained}
        rows = conn.execute(
            select(s.exam_sittings.c.id, s.exam_sittings.c.trainee_id, s.exam_sittings.c.mac)
            .where(s.exam_sittings.c.trainee_id.in_(trainees))
            .order_by(s.exam_sittings.c.id)
        ).all()
        before: dict[int, str | None] = {}
        last: dict[int, str | None] = {}
        for row in rows:
            before[row.id] = last.get(row.trainee_id)
            last[row.trainee_id] = row.mac
        return {x.info.id for x in chained if before.get(x.info.id) != x.prev_mac}

    def _check(
        self,
        key: SealKey | None,
        sitting: SittingRow,
        answers: Sequence[Any],
        results: Sequence[Any],
        *,
        chain_broken: bool = False,
        retake_tampered: bool = False,
    ) -> SealCheck:
        check = self._check_own(key, sitting, answers, results)
        if key is None or not (chain_broken or retake_tampered):
            return check
        extra = ((SealFinding(SealProblem.SITTING_MISSING),) if chain_broken else ()) + (
            (SealFinding(SealProblem.RETAKE),) if retake_tampered else ())
        return SealCheck(SealStatus.TAMPERED, (*check.findings, *extra))

    def _check_own(
        self,
        key: SealKey | None,
        sitting: SittingRow,
        answers: Sequence[Any],
        results: Sequence[Any],
    ) -> SealCheck:
        blueprint = sitting.blueprint
        sitting_key = None if key is None else key.for_sitting(sitting.info.id)
        check = check_seals(
            sitting_key,
            (sitting.sealed, sitting.mac),
            [answer_record(r) for r in answers],
            [result_record(r) for r in results],
            question_count=blueprint.total_questions if blueprint is not None else 0,
            section_count=blueprint.section_count if blueprint is not None else 0,
            ended=sitting.info.status.ended,
            progress=sitting.progress,
            table_steps=blueprint is not None and bool(blueprint.tables),
            controls=sitting_controls(sitting),
            voided=sitting.info.status is ExamStatus.VOIDED,
        )
        if sitting_key is None or revealed_seed_holds(sitting, sitting_key):
            return check
        # A keyed sitting's seed, written out at its close, is not the one its sealed
        # nonce gives: its questions would be drawn from another seed.
        return SealCheck(SealStatus.TAMPERED, (*check.findings, SealFinding(SealProblem.SITTING)))

