"""What a trainee's Exam desk shows, summed up in one small read (part of
:class:`trainer.store.exams.Exams`).

A desk hears only *which area* another desk wrote (:mod:`trainer.store.live`): during an
exam every answer of every trainee writes the "sittings" area. Reading the whole list again
for each (:meth:`ExamBlueprints.assigned` parses every blueprint and counts attempts exam by
exam) made every idle desk of a school of 200 reload with each answer anywhere. The desk
reads :meth:`ExamDesk.desk_stamp` instead, a few indexed rows of this trainee only, and reads
the list again only when the stamp moved: when the write concerned this trainee.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, func, select

from trainer.auth import Actor
from trainer.exams.scoring import ExamStatus
from trainer.store import schema as s
from trainer.store._common import require_self_or_instructor
from trainer.store.exam_certificates import ExamCertificates


@dataclass(frozen=True)
class DeskStamp:
    """Everything of one trainee that their Exam desk shows and another desk can change, to
    be compared with the stamp read with the list shown (equal: nothing to read again)."""

    cohort_id: int | None
    """The trainee's cohort (an instructor moves trainees between cohorts)."""
    exams: tuple[tuple[int, int, int, bool], ...]
    """The exams assigned to that cohort: (id, version, row_version, active), by id. Every
    save of an exam bumps its row_version; withdrawing it clears ``active``."""
    sittings: tuple[tuple[int, str], ...]
    """The trainee's sittings: (id, status), by id (attempts used, a sitting that ended)."""
    running: tuple[int, datetime | None, str, int] | None
    """The running sitting: (id, deadline, digest of its state, answers given): the desk
    that holds it, time added, each answer (the "running on another desk" page)."""
    retakes: tuple[int, ...]
    """The retakes granted to the trainee (attempts left)."""


class ExamDesk(ExamCertificates):
    """The trainee desk's cheap look at whether its exams changed."""

    def desk_stamp(self, actor: Actor, trainee_id: int | None = None) -> DeskStamp:
        """The :class:`DeskStamp` of ``trainee_id`` (default: the actor). A trainee may ask
        only about themselves; PermissionDenied (code ``inactive``) once the account has been
        deactivated."""
        target = actor.user_id if trainee_id is None else trainee_id

        def run(conn: Connection) -> DeskStamp:
            require_self_or_instructor(conn, actor, target, "look up the exams of")
            cohort = self._cohort_of(conn, target)
            e, ec, es = s.exams, s.exam_cohorts, s.exam_sittings
            exams: tuple[tuple[int, int, int, bool], ...] = ()
            if cohort is not None:
                exams = tuple(
                    (int(r.id), int(r.version), int(r.row_version), bool(r.active))
                    for r in conn.execute(
                        select(e.c.id, e.c.version, e.c.row_version, e.c.active)
                        .join(ec, ec.c.exam_id == e.c.id)
                        .where(ec.c.cohort_id == cohort)
                        .order_by(e.c.id)
                    )
                )
            rows = conn.execute(
                select(es.c.id, es.c.status, es.c.deadline, es.c.state)
                .where(es.c.trainee_id == target)
                .order_by(es.c.id)
            ).all()
            running = None
            for r in rows:
                if r.status == ExamStatus.RUNNING.value:
                    answers = conn.execute(
                        select(func.count()).select_from(s.exam_answers)
                        .where(s.exam_answers.c.sitting_id == r.id)
                    ).scalar()
                    digest = hashlib.sha256((r.state or "").encode()).hexdigest()
                    running = (int(r.id), r.deadline, digest, int(answers or 0))
            retakes = tuple(int(i) for i in conn.execute(
                select(s.exam_retakes.c.id)
                .where(s.exam_retakes.c.trainee_id == target)
                .order_by(s.exam_retakes.c.id)
            ).scalars())
            return DeskStamp(cohort, exams, tuple((int(r.id), str(r.status)) for r in rows),
                             running, retakes)

        return self._db.read(run)
