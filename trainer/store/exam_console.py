"""The proctor console's store part (part of
:class:`trainer.store.exams.Exams`): every running sitting as plain rows, adding time to one
and voiding one. Both decisions are sealed into the sitting's state with the sitting's key
(:class:`~trainer.exams.seal.SealedTimeAdded`, :class:`~trainer.exams.seal.SealedVoid`) and
audited in the same transaction; the trainee's desk reads them on its next tick or answer
(:meth:`trainer.store.exam_recorder.SittingRecorder.poll`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, func, select, update

from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.errors import ExamError, SealUnavailable, TrainerError
from trainer.exams.plan import draw_questions
from trainer.exams.records import RunningSitting, TablePlace
from trainer.exams.scoring import ExamOutcome, ExamStatus, score_sitting
from trainer.exams.seal import (
    SealedAnswer,
    SealedTimeAdded,
    SealedVoid,
    SealKey,
    seal,
    timestamp,
)
from trainer.exams.session import ExamSession
from trainer.exams.table_part import coup_number, score_table
from trainer.store import schema as s
from trainer.store._common import dumps, require_proctor
from trainer.store.exam_keyed import open_records, seed_of, terms_of
from trainer.store.exam_recorder import SittingRecorder
from trainer.store.exam_rows import (
    SittingRow,
    added_seconds,
    answer_record,
    downtimes,
    last_activity,
    parse_timestamp,
)
from trainer.store.exam_sittings import ExamSittings

MAX_ADDED_MINUTES = 120
"""The most a proctor adds at once (minutes)."""
MAX_TOTAL_ADDED_MINUTES = 240
"""The most time added to one sitting in all, by every proctor's grants together (minutes):
twice the most of one grant, so a sitting lost to a fire drill or a broken desk can be made
up, while a string of grants cannot keep a sitting open for a day. A grant past it is
refused in words (``too_much_time``), saying how much may still be added."""
REASON_MAX = 500
DESK_SILENT_S = 90
"""A running sitting whose desk has shown no life for longer than this (seconds) is flagged
"desk not responding" on the proctor console. The trainee's desk shows
its life every ``HEARTBEAT_S`` (30 s) while it runs, so this is three missed beats: a
frozen, unplugged or closed desk, not a trainee thinking over a question."""


def desk_silent(row: RunningSitting, now: datetime) -> bool:
    """The sitting's desk has been silent for more than :data:`DESK_SILENT_S` at ``now``."""
    return (now - row.last_activity).total_seconds() > DESK_SILENT_S


def _reason(reason: str, what: str) -> str:
    """The reason as stored (spaces folded); ExamError('reason_required') when it is empty
    or longer than REASON_MAX."""
    reason = " ".join(reason.split())
    if not reason:
        raise ExamError("reason_required", f"say why the sitting {what}")
    if len(reason) > REASON_MAX:
        raise ExamError("reason_required", f"a reason is at most {REASON_MAX} characters")
    return reason


def minutes_left_to_add(added_s: int) -> int:
    """Whole minutes a sitting with ``added_s`` seconds already added may still be given
    (:data:`MAX_TOTAL_ADDED_MINUTES` in all): the core's check, and the console's before it
    asks the proctor to confirm."""
    return max(0, MAX_TOTAL_ADDED_MINUTES * 60 - added_s) // 60


class ExamConsole(ExamSittings):
    """Running sittings for the proctor console; adding time; voiding."""

    def running_sittings(self, actor: Actor) -> list[RunningSitting]:
        """Every running sitting, oldest first: desk, trainee, exam, question n of N, time
        left and last activity (proctor or instructor). One query plus one for the answers'
        latest times, whatever the number of sittings: cheap enough to reload often."""

        def run(conn: Connection) -> list[RunningSitting]:
            require_proctor(conn, actor, "watch running sittings")
            rows = [self._parse(r) for r in conn.execute(
                self._sitting_query()
                .where(s.exam_sittings.c.status == ExamStatus.RUNNING.value)
                .order_by(s.exam_sittings.c.started_at, s.exam_sittings.c.id)
            )]
            answered_at: dict[int, Any] = dict(
                conn.execute(
                    select(s.exam_answers.c.sitting_id, func.max(s.exam_answers.c.answered_at))
                    .where(s.exam_answers.c.sitting_id.in_([r.info.id for r in rows]))
                    .group_by(s.exam_answers.c.sitting_id)
                ).all()
            ) if rows else {}
            # The Table steps are read only for the sittings past their questions.
            at_table = [r.info.id for r in rows if r.blueprint is not None
                        and r.blueprint.tables and r.info.answered >= r.info.question_count]
            records: dict[int, list[Any]] = {}
            for row in self._answer_rows(conn, at_table):
                records.setdefault(row.sitting_id, []).append(answer_record(row))
            # A keyed sitting's steps are opened with the school key the proctor holds
            # (without it, where it stands at the Table is not known).
            key = self._held_key(conn, actor) if any(r.nonce for r in rows) else None
            return [self._running(r, answered_at.get(r.info.id),
                                  self._table_place(r, records.get(r.info.id), key))
                    for r in rows]

        return self._db.read(run)

    def add_time(self, actor: Actor, sitting_id: int, minutes: int, reason: str = "") -> int:
        """Add ``minutes`` (1 to MAX_ADDED_MINUTES) to a running sitting's deadline, sealed
        in the sitting with ``reason`` and audited (proctor or instructor holding the seal
        key). Returns the time now added in all, in seconds. The trainee's desk honours it on
        its next tick. The console always asks for a reason; a caller
        that gives none stores a grant without one, as grants were before.

        ExamError('bad_minutes') for a number out of range; ExamError('too_much_time') when
        the sitting would then have more than MAX_TOTAL_ADDED_MINUTES added in all (its
        ``minutes``: how many may still be added; read in the same transaction as the grant,
        the row locked, so two proctors adding at once cannot pass it together);
        ExamError('not_running') for a sitting that has ended; SealUnavailable('not_signed_in')
        without the seal key.
        """
        if isinstance(minutes, bool) or not isinstance(minutes, int) \
                or not 1 <= minutes <= MAX_ADDED_MINUTES:
            raise ExamError("bad_minutes",
                            f"add between 1 and {MAX_ADDED_MINUTES} minutes, not {minutes!r}")
        reason = _reason(reason, "is given more time") if reason.strip() else ""

        def run(conn: Connection) -> int:
            require_proctor(conn, actor, "add time to sittings")
            key = self._console_key(conn, actor)
            sitting = self._locked_running(conn, sitting_id)
            state = dict(sitting.state)
            grants = list(state.get("added") or [])
            left = minutes_left_to_add(added_seconds(state, sitting_id))
            if minutes > left:
                raise ExamError(
                    "too_much_time",
                    f"at most {MAX_TOTAL_ADDED_MINUTES} minutes can be added to a sitting in "
                    f"all; {left} more can be added to this one", minutes=left)
            now = self._now()
            record = SealedTimeAdded(sitting_id, len(grants), minutes * 60, actor.user_id, now,
                                     reason)
            grant: dict[str, Any] = {"s": record.seconds, "by": actor.user_id,
                                     "at": timestamp(now)}
            if reason:
                grant["reason"] = reason
            grant["mac"] = seal(key.for_sitting(sitting_id), record)
            grants.append(grant)
            state["added"] = grants
            conn.execute(update(s.exam_sittings).where(s.exam_sittings.c.id == sitting_id)
                         .values(state=dumps(state)))
            total = added_seconds(state, sitting_id)
            detail: dict[str, Any] = {"sitting": sitting_id, "minutes": minutes,
                                      "added_s": total}
            if reason:
                detail["reason"] = reason
            self.audit.record_in(conn, actor, AuditAction.TIME_ADDED, _subject(sitting),
                                 detail)
            return total

        return self._db.write(run)

    def void_sitting(self, actor: Actor, sitting_id: int, reason: str, *,
                     given_back: bool = False) -> ExamOutcome:
        """End a running sitting as VOIDED for ``reason`` (required): scored on the answers
        stored for the record (never a pass), the void sealed in the sitting and audited, all
        in one transaction. The trainee's desk stops on its next tick or answer and shows who
        voided it and why. Proctor or instructor holding the seal key.

        ``given_back``: True for an equipment fault, the attempt is given
        back (a sealed retake row, granted by the proctor with the void's reason, in the same
        transaction: the trainee has as many attempts left as before the sitting); False for
        misconduct, the attempt is used. The choice is sealed in the void and audited.

        ExamError('reason_required') for an empty reason; 'not_running' once it has ended.
        """
        reason = _reason(reason, "is voided")

        def run(conn: Connection) -> ExamOutcome:
            # One write transaction from reading the answers to storing the result, the row
            # locked (PostgreSQL; SQLite writes one at a time): an answer the trainee's desk
            # commits meanwhile is either in this result or refused as voided, never left
            # outside the sealed result (which would read as tampered).
            require_proctor(conn, actor, "void sittings")
            key = self._console_key(conn, actor)
            sitting = self._locked_running(conn, sitting_id)
            records = [answer_record(r) for r in self._answer_rows(conn, [sitting_id])]
            outcome, grades = self._voided_outcome(sitting, records, key)
            sitting_key = key.for_sitting(sitting_id)

            def also(conn: Connection) -> None:
                state = dict(sitting.state)
                now = self._now()
                record = SealedVoid(sitting_id, actor.user_id, reason, now, given_back)
                state["void"] = {"by": actor.user_id, "by_name": actor.display_name,
                                 "reason": reason, "at": timestamp(now),
                                 "given_back": given_back,
                                 "mac": seal(sitting_key, record)}
                conn.execute(update(s.exam_sittings).where(s.exam_sittings.c.id == sitting_id)
                             .values(state=dumps(state)))
                detail: dict[str, Any] = {"sitting": sitting_id, "reason": reason,
                                          "given_back": given_back}
                if given_back:
                    detail["retake"] = self._insert_retake(
                        conn, actor, key, sitting.info.exam_id, sitting.info.trainee_id,
                        f"attempt given back: sitting {sitting_id} voided: {reason}"[:500],
                        None)
                self.audit.record_in(conn, actor, AuditAction.SITTING_VOIDED,
                                     _subject(sitting), detail)

            recorder = SittingRecorder(self._db, self._clock, sitting_key,
                                       sitting.info.started_at,
                                       [(record.index, mac or "") for record, mac in records],
                                       terms=terms_of(sitting, key))
            recorder.know(grades)
            recorder.finish_in(conn, outcome, also)
            return outcome

        return self._db.write(run)

    # ---- inside -----------------------------------------------------------------------------

    def _console_key(self, conn: Connection, actor: Actor) -> SealKey:
        key = self._held_key(conn, actor)
        if key is None:
            raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
        return key

    def _locked_running(self, conn: Connection, sitting_id: int) -> SittingRow:
        """The running sitting, its row locked for this transaction (PostgreSQL)."""
        conn.execute(select(s.exam_sittings.c.id)
                     .where(s.exam_sittings.c.id == sitting_id).with_for_update())
        sitting = self._sitting(conn, sitting_id)
        if sitting.info.status is not ExamStatus.RUNNING:
            raise ExamError("not_running", f"sitting {sitting_id} has already ended")
        return sitting

    def _voided_outcome(self, sitting: SittingRow, stored: list[Any],
                        key: SealKey) -> tuple[ExamOutcome, dict[int, bool]]:
        blueprint = sitting.blueprint
        if blueprint is None:
            raise ExamError("tampered", f"sitting {sitting.info.id} has no readable blueprint")
        seed = seed_of(sitting, key)
        plan = draw_questions(blueprint, seed)
        answers = open_records(sitting, key, stored, len(plan))
        correct = {a.index: a.correct for a in answers if 0 <= a.index < len(plan)}
        grades: dict[int, bool] = {}
        tables = tuple(score_table(len(blueprint.sections) + t, t, spec, None)
                       for t, spec in enumerate(blueprint.tables))
        if blueprint.tables:
            try:  # the Table sections as stored, dealt again (as close_sitting does)
                replayed = ExamSession.restore(
                    blueprint, seed, started_at=sitting.info.started_at,
                    answers=[self._exam_answer(plan, a) for a in answers if a.index < len(plan)],
                    shown_at=None, now=self._clock,
                    table_steps=self._table_steps(plan, answers, graded=sitting.nonce is None),
                    downtimes=downtimes(sitting.state, sitting.info.started_at))
                replayed.end_incomplete()
                tables = replayed.outcome().tables
                grades = replayed.grades()
            except (ExamError, TrainerError, ValueError):
                pass
        return score_sitting(blueprint, plan, correct, ExamStatus.VOIDED, tables), grades

    def _graded_running(self, sitting: SittingRow, key: SealKey | None, seed: int,
                        stored: Sequence[tuple[SealedAnswer, str | None]]
                        ) -> list[SealedAnswer]:
        """A keyed running sitting's answers for the review, opened with the key and graded
        by the engine: drill answers from their content, Table steps dealt again (as a
        resume does; left ungraded when they cannot be)."""
        blueprint = sitting.blueprint
        if blueprint is None:
            raise ExamError("tampered", f"sitting {sitting.info.id} has no readable blueprint")
        plan = draw_questions(blueprint, seed)
        records = open_records(sitting, key, stored, len(plan))
        if all(r.index < len(plan) for r in records):
            return records
        try:
            session = ExamSession.restore(
                blueprint, seed, started_at=sitting.info.started_at,
                answers=[self._exam_answer(plan, r) for r in records if r.index < len(plan)],
                shown_at=None, now=self._clock,
                table_steps=self._table_steps(plan, records, graded=False))
        except (ExamError, TrainerError, ValueError):
            return records
        grades = session.grades()
        return [replace(r, correct=grades.get(r.index, r.correct)) for r in records]

    def _table_place(self, sitting: SittingRow, stored: list[Any] | None,
                     key: SealKey | None = None) -> TablePlace | None:
        """Where the sitting stands at its Table sections: its stored steps dealt again (as a
        resume does), or None before the Table or when they cannot be replayed (or a keyed
        sitting's without the school key)."""
        blueprint = sitting.blueprint
        if stored is None or blueprint is None or not blueprint.tables:
            return None
        if sitting.nonce is not None and key is None:
            return None
        try:
            seed = seed_of(sitting, key)
            plan = draw_questions(blueprint, seed)
            answers = open_records(sitting, key, stored, len(plan))
            steps = self._table_steps(plan, answers, graded=sitting.nonce is None)
            session = ExamSession.restore(
                blueprint, seed, started_at=sitting.info.started_at,
                answers=[self._exam_answer(plan, a) for a in answers if a.index < len(plan)],
                shown_at=None, now=self._clock, table_steps=steps)
        except (ExamError, TrainerError, ValueError):
            return None
        table, section = session.table, session.table_section
        if table is not None and section is not None:
            t, coup = section - len(blueprint.sections), coup_number(table)
        else:  # the next Table section, not dealt yet
            t, coup = (max(s.table for s in steps) + 1 if steps else 0), 1
        if not 0 <= t < len(blueprint.tables):
            return None
        coups = blueprint.tables[t].coups
        return TablePlace(t + 1, len(blueprint.tables), min(coup, coups), coups,
                          sum(1 for s in steps if s.table == t))

    def _running(self, sitting: SittingRow, answered_at: Any,
                 table: TablePlace | None = None) -> RunningSitting:
        info = sitting.info
        now = self._now()
        last = last_activity(sitting.state, info.started_at)
        if answered_at is not None:
            when = answered_at if not isinstance(answered_at, str) \
                else parse_timestamp(answered_at)
            last = max(last, when)
        desk = sitting.state.get("desk")
        return RunningSitting(
            sitting_id=info.id,
            desk=desk if isinstance(desk, str) else "",
            trainee_id=info.trainee_id,
            trainee_name=info.trainee_name,
            trainee_display_name=info.trainee_display_name,
            exam_name=info.exam_name,
            question=min(info.questions_answered + 1, max(1, info.question_count)),
            question_count=info.question_count,
            seconds_left=max(0.0, (info.effective_deadline - now).total_seconds()),
            added_s=info.added_s,
            last_activity=last,
            started_at=info.started_at,
            table=table,
        )


def _subject(sitting: SittingRow) -> str:
    """The audit row's subject: the trainee's sign-in name and the exam."""
    return f"{sitting.info.trainee_name} · {sitting.info.exam_name}"
