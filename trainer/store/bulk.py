"""Instructor-only bulk import of trainees, sessions and graded attempts (demo data, records
moved from another school database)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from sqlalchemy import (
    Connection,
)

from trainer.audit import AuditAction
from trainer.auth import Actor, Role, name_key
from trainer.store import daily
from trainer.store import schema as s
from trainer.store._common import (
    cohort_subject,
    require_instructor,
)
from trainer.store.audit import AuditLog
from trainer.store.engine import Database
from trainer.store.row_seals import seal_account_by
from trainer.store.seal import SealVault

if TYPE_CHECKING:
    from trainer.drills.cell import Cell


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
    cell: Cell | None
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

    def __init__(self, db: Database, audit: AuditLog, seal: SealVault | None = None) -> None:
        self._db = db
        self._audit = audit
        self._seal = seal

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
            ids = [int(r[0]) for r in result]
            for user_id in ids:  # their role and state, sealed when the actor holds the key
                seal_account_by(conn, self._seal, actor.user_id, user_id, required=False)
            self._audit.record_in(conn, actor, AuditAction.RECORDS_IMPORTED,
                                  cohort_subject(conn, cohort_id),
                                  {"records": "trainees", "cohort": cohort_id, "rows": len(ids)})
            return ids

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
            ids = [int(r[0]) for r in result]
            self._audit.record_in(conn, actor, AuditAction.RECORDS_IMPORTED, "",
                                  {"records": "practice_sessions", "rows": len(ids)})
            return ids

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
                    "cell": None if x.cell is None else str(x.cell),
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
            daily.add_many_in(conn, rows)  # the daily table stays exact (trainer.store.daily)
            self._audit.record_in(conn, actor, AuditAction.RECORDS_IMPORTED, "",
                                  {"records": "attempts", "rows": len(rows)})
            return len(rows)

        return self._db.write(run)
