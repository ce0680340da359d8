"""Practice sessions and graded attempts, and the weak-spot statistics over them.

Trainees can add their own attempts and read them back; nothing here lets a trainee change
or remove one. Every :meth:`Practice.record_attempt` is committed before it returns.
"""

from __future__ import annotations

import uuid
from dataclasses import replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, Integer, and_, bindparam, case, func, or_, select, update

from trainer.auth import Actor, Role
from trainer.errors import PermissionDenied, StoreError
from trainer.store import daily
from trainer.store import schema as s
from trainer.store._common import (
    Clock,
    Repository,
    check_actor,
    dumps,
    loads,
    require_instructor,
    require_self_or_instructor,
)
from trainer.store.engine import Database
from trainer.store.models import AttemptRow, CellStat, Json, NewAttempt
from trainer.store.practice_seal import (
    PracticeCheck,
    advance_in,
    check_in,
    seal_attempt,
    seal_session_in,
)

if TYPE_CHECKING:  # the drills are imported where they are used: not at start-up (the
    # store opens before any drill is shown; importing them there cost 80 ms of start-up)
    from trainer.drills.answers import Answer
    from trainer.drills.model import DrillKind, Question
    from trainer.drills.schedule import ReviewPolicy
    from trainer.drills.session import GradedAttempt
    from trainer.exams.seal import PracticeKey
    from trainer.store.seal import SealVault

TIMED_OUT_REASON = "timed_out"
"""The stored reason of a time-out (``trainer.drills.ReasonCode.TIMED_OUT``): the store keeps
the code as text and does not import the drills."""


def _stored_json(text: str | None) -> Json:
    """A stored JSON column, or its text as it stands when it is no JSON (a row edited by
    hand): one such row is shown as unreadable where rows are listed, and the rest of the
    trainee's log still lists (a JSONDecodeError here emptied the whole attempt log)."""
    try:
        return loads(text)
    except ValueError:
        return text


def attempt_from_row(row: Any) -> AttemptRow:
    from trainer.drills.cell import Cell

    return AttemptRow(
        id=row.id,
        session_id=row.session_id,
        user_id=row.user_id,
        drill_kind=row.drill_kind,
        cell=Cell.read(row.cell),
        question=_stored_json(row.question),
        seed=row.seed,
        answer=_stored_json(row.answer),
        correct=bool(row.correct),
        reason=row.reason,
        article=row.article,
        expected=_stored_json(row.expected),
        ms_taken=row.ms_taken,
        answered_at=row.answered_at,
        shown_at=row.shown_at,
        fault=row.fault,
    )


def decode_question(row: AttemptRow) -> Question:
    """The stored question as the drill's typed value: the one typed decode on the way out.

    Raises KeyError, ValueError, TypeError or TrainerError for a record no drill can read.
    """
    if not isinstance(row.question, dict):
        raise ValueError("the stored question is not a JSON object")
    from trainer.drills.model import Question

    return Question.from_dict(row.question)


def decode_answer(kind: DrillKind, data: Json) -> Answer | None:
    """A stored answer (``AttemptRow.answer`` or ``.expected``) as the drill's typed value;
    None for no answer (a time-out). Raises as :func:`decode_question` does."""
    if data is None:
        return None
    from trainer.drills.model import ANSWER_TYPES

    answer: Answer = ANSWER_TYPES[kind].from_dict(data)
    return answer


def attempt_values(attempt: NewAttempt) -> dict[str, Any]:
    """The columns of an attempt row for ``attempt`` (its JSON values as text)."""
    return {
        "drill_kind": attempt.drill_kind,
        "cell": None if attempt.cell is None else str(attempt.cell),
        "question": dumps(attempt.question),
        "seed": attempt.seed,
        "answer": dumps(attempt.answer),
        "correct": bool(attempt.correct),
        "reason": attempt.reason,
        "article": attempt.article,
        "expected": dumps(attempt.expected),
        "ms_taken": int(attempt.ms_taken),
        "shown_at": attempt.shown_at,
        "fault": attempt.fault,
    }


# Built once: the answer path runs these on every answer, and building a statement costs
# more than executing it.
_ACTOR_AND_SESSION = (
    select(
        s.users.c.role,
        s.users.c.active,
        s.practice_sessions.c.user_id,
        s.practice_sessions.c.drill_kind,
        s.practice_sessions.c.seal_mac,
        s.practice_sessions.c.seal_head,
        s.practice_sessions.c.seal_count,
    )
    .select_from(
        s.users.outerjoin(
            s.practice_sessions, s.practice_sessions.c.id == bindparam("session_id")
        )
    )
    .where(s.users.c.id == bindparam("actor_id"))
)
_INSERT_ATTEMPT = s.attempts.insert()
_BY_UID = select(s.attempts.c.id, s.attempts.c.user_id, s.attempts.c.session_id).where(
    s.attempts.c.attempt_uid == bindparam("uid")
)


class Practice(Repository):
    """Sessions and attempts of the signed-in user.

    With ``seal`` (the store's vault) sessions and attempts are sealed under the user's
    practice key when it is held (:mod:`trainer.store.practice_seal`).
    """

    def __init__(self, db: Database, clock: Clock, seal: SealVault | None = None) -> None:
        super().__init__(db, clock)
        self._seal = seal

    def practice_key(self, user_id: int) -> PracticeKey | None:
        """The key sealing ``user_id``'s practice in this app now, if any."""
        return None if self._seal is None else self._seal.practice_key(user_id)

    def check_seals(self, actor: Actor, user_id: int) -> PracticeCheck | None:
        """The seal check of ``user_id``'s practice sessions (instructor only); None when
        ``actor`` does not hold the school key (nothing can be checked)."""
        school = None if self._seal is None else self._seal.held(actor.user_id)

        def run(conn: Connection) -> PracticeCheck | None:
            require_instructor(conn, actor, "check practice seals of")
            if school is None or self._seal is None or self._seal.school_tag(conn) != school.tag:
                return None
            checked = check_in(conn, school.for_practice(user_id))
            return replace(checked, daily_days=daily.differing_days(conn, user_id))

        return self._db.read(run)

    def start_session(self, actor: Actor, drill_kind: str, options: dict[str, Json]) -> int:
        """Open a practice session for ``actor``; returns its id."""
        options_json = dumps(options)
        key = self.practice_key(actor.user_id)

        def run(conn: Connection) -> int:
            check_actor(conn, actor)
            started = self._now()
            result = conn.execute(
                s.practice_sessions.insert().values(
                    user_id=actor.user_id,
                    drill_kind=drill_kind,
                    options=options_json,
                    started_at=started,
                )
            )
            pk = result.inserted_primary_key
            assert pk is not None
            if key is not None:
                seal_session_in(conn, key, int(pk[0]), actor.user_id, drill_kind, started)
            return int(pk[0])

        return self._db.write(run)

    def end_session(self, actor: Actor, session_id: int) -> None:
        """Close a session (its owner, or an instructor); closing twice keeps the first time."""

        def run(conn: Connection) -> None:
            self._owned_session(conn, actor, session_id, allow_instructor=True)
            conn.execute(
                update(s.practice_sessions)
                .where(
                    s.practice_sessions.c.id == session_id,
                    s.practice_sessions.c.ended_at.is_(None),
                )
                .values(ended_at=self._now())
            )

        self._db.write(run)

    def _owned_session(
        self, conn: Connection, actor: Actor, session_id: int, *, allow_instructor: bool
    ) -> Any:
        """Check the actor (as :func:`check_actor` does) and the session's owner in one query.

        It runs on every answer, before the insert, so it is a single indexed look-up.
        """
        row = conn.execute(
            _ACTOR_AND_SESSION, {"actor_id": actor.user_id, "session_id": session_id}
        ).first()
        if row is None or not row.active:
            raise PermissionDenied(f"user {actor.name!r} is not an active user")
        role = Role(row.role)
        if role is not actor.role:
            raise PermissionDenied(f"user {actor.name!r} is not {actor.role.value}")
        if row.user_id is None:
            raise StoreError("invalid", f"there is no practice session {session_id}")
        if row.user_id != actor.user_id and not (allow_instructor and role is Role.INSTRUCTOR):
            raise PermissionDenied("this practice session belongs to someone else")
        return row

    def open_session(self, actor: Actor, session_id: int) -> tuple[str, dict[str, Any]] | None:
        """The drill kind and options of ``actor``'s own session ``session_id`` while it is
        open, None once it has ended (the school server takes answers only into an open
        session of the answer's kind); refused as :meth:`record_attempt` refuses it when it
        is someone else's or does not exist."""
        p = s.practice_sessions

        def run(conn: Connection) -> tuple[str, dict[str, Any]] | None:
            self._owned_session(conn, actor, session_id, allow_instructor=False)
            row = conn.execute(select(p.c.drill_kind, p.c.options).where(
                p.c.id == session_id, p.c.ended_at.is_(None))).first()
            if row is None:
                return None
            options = loads(row.options) if row.options else {}
            return str(row.drill_kind), options if isinstance(options, dict) else {}

        return self._db.read(run)

    def record_attempt(self, actor: Actor, attempt: NewAttempt) -> int:
        """Store one graded answer of ``actor`` in their session; durable when this returns.

        Returns the attempt id. The UI shows feedback only after this returns. Idempotent
        for an ``attempt.attempt_uid``: when a row with that id is already stored (an earlier
        try committed, but its acknowledgement was lost to a server crash or a broken
        connection), its id is returned and nothing is stored again.
        """
        values = attempt_values(attempt)
        return self._insert(
            actor, attempt.session_id, values, attempt.attempt_uid, attempt.answered_at
        )

    def recorder(self, actor: Actor, session_id: int) -> PracticeRecorder:
        """The recorder a :class:`~trainer.drills.DrillSession` of ``actor`` stores its
        graded answers through, in practice session ``session_id``."""
        return PracticeRecorder(self, actor, session_id)

    def _insert(
        self,
        actor: Actor,
        session_id: int,
        values: dict[str, Any],
        uid: str | None,
        answered_at: datetime | None,
        policy: PolicyCache | None = None,
        *,
        fresh: bool = False,
    ) -> int:
        """Insert one attempt row (JSON columns already text); see :meth:`record_attempt`.

        The attempt's review card (:mod:`trainer.store.schedule`) is updated in the same
        transaction: an answer is never stored without its review, nor reviewed twice.
        ``policy`` keeps the trainee's review policy between answers (a recorder's).
        """
        cache = policy if policy is not None else PolicyCache()
        if uid is not None and not (0 < len(uid) <= 36):
            raise StoreError("invalid", "an attempt id is a UUID string")

        def run(conn: Connection) -> int:
            return self.insert_in(conn, actor, session_id, values, uid, answered_at, cache,
                                  fresh=fresh)[0]

        return self._db.write(run)

    def insert_in(
        self,
        conn: Connection,
        actor: Actor,
        session_id: int,
        values: dict[str, Any],
        uid: str | None,
        answered_at: datetime | None,
        policy: PolicyCache | None = None,
        *,
        fresh: bool = False,
    ) -> tuple[int, bool]:
        """:meth:`_insert` in the caller's transaction (the Table writes its action row in
        the same one); returns the attempt id and whether this call inserted it (False: an
        earlier try with the same ``uid`` had committed it). The attempt's review card is
        updated in the same transaction (:mod:`trainer.store.schedule`), and so is its day's
        row of the daily practice table (:mod:`trainer.store.daily`). ``fresh``: ``uid`` was
        made for this call, so it is not looked up (the unique index still holds)."""
        from trainer.store.schedule import policy_in, review_in

        cache = policy if policy is not None else PolicyCache()
        owned = self._owned_session(conn, actor, session_id, allow_instructor=False)
        if uid is not None and not fresh:
            found = conn.execute(_BY_UID, {"uid": uid}).first()
            if found is not None:
                if (found.user_id, found.session_id) != (actor.user_id, session_id):
                    raise StoreError("invalid", "this attempt id belongs to another answer")
                return int(found.id), False
        at = answered_at or self._now()
        row = {**values, "session_id": session_id, "user_id": actor.user_id, "attempt_uid": uid,
               "answered_at": at, "seal_mac": None}
        key = self.practice_key(actor.user_id) if owned.seal_mac is not None else None
        if key is not None:
            # Sealed in the answer's transaction: one HMAC, the head moved in one UPDATE.
            row["seal_mac"] = seal_attempt(key, row, owned.seal_head, owned.seal_count)
        result = conn.execute(_INSERT_ATTEMPT, row)
        pk = result.inserted_primary_key
        assert pk is not None
        if key is not None and not advance_in(conn, session_id, row["seal_mac"],
                                              owned.seal_count):
            raise StoreError("failed", "another answer of this session was stored at once",
                             code="session_busy")
        if cache.policy is None:
            cache.policy = policy_in(conn, actor.user_id)
        review_in(conn, cache.policy, actor.user_id, row["drill_kind"], row["cell"],
                  row["correct"], row["ms_taken"], at)
        daily.add_in(conn, actor.user_id, row["drill_kind"], at, row["correct"],
                     row["ms_taken"], row.get("reason"), row.get("cell"), row["question"])
        return int(pk[0]), True

    def attempt(self, actor: Actor, attempt_id: int) -> AttemptRow:
        """One attempt by id: its owner's, or any for an instructor (StoreError('invalid')
        for none). The school server answers a retried answer with the one stored first."""

        def run(conn: Connection) -> AttemptRow:
            row = conn.execute(select(s.attempts).where(s.attempts.c.id == attempt_id)).first()
            if row is None:
                raise StoreError("invalid", f"there is no attempt {attempt_id}")
            require_self_or_instructor(conn, actor, int(row.user_id), "read attempts of")
            return attempt_from_row(row)

        return self._db.read(run)

    def attempts(
        self,
        actor: Actor,
        user_id: int,
        drill_kind: str | None = None,
        since: datetime | None = None,
        limit: int | None = None,
        session_id: int | None = None,
    ) -> list[AttemptRow]:
        """Attempts of ``user_id``, newest first (only practice session ``session_id``'s
        when given). A trainee may read only their own."""

        def run(conn: Connection) -> list[AttemptRow]:
            require_self_or_instructor(conn, actor, user_id, "read attempts of")
            query = select(s.attempts).where(s.attempts.c.user_id == user_id)
            if drill_kind is not None:
                query = query.where(s.attempts.c.drill_kind == drill_kind)
            if since is not None:
                query = query.where(s.attempts.c.answered_at >= since)
            if session_id is not None:
                query = query.where(s.attempts.c.session_id == session_id)
            query = query.order_by(s.attempts.c.answered_at.desc(), s.attempts.c.id.desc())
            if limit is not None:
                query = query.limit(limit)
            return [attempt_from_row(r) for r in conn.execute(query)]

        return self._db.read(run)

    def recent_cell_stats(
        self, actor: Actor, user_id: int, drill_kind: str, since: datetime | None = None
    ) -> list[CellStat]:
        """Per drill cell since ``since``: answers, rule mistakes, time-outs, mean ms, worst
        first. Aggregated by the database. Attempts without a cell are left out.

        A time-out (reason ``timed_out``) is not a mistake about the rule.
        It counts apart (:attr:`CellStat.timed_out`): not in ``attempts`` nor ``wrong``, and it
        neither breaks nor extends the run of right answers. Its time (the limit) stays in
        the mean answer time, which is where slowness shows.
        """

        from trainer.drills.cell import Cell

        def run(conn: Connection) -> list[CellStat]:
            require_self_or_instructor(conn, actor, user_id, "read statistics of")
            a = s.attempts
            mine = [a.c.user_id == user_id, a.c.drill_kind == drill_kind, a.c.cell.isnot(None)]
            if since is not None:
                mine.append(a.c.answered_at >= since)
            timed_out = func.coalesce(a.c.reason, "") == TIMED_OUT_REASON
            answered = func.coalesce(a.c.reason, "") != TIMED_OUT_REASON
            mistake = and_(a.c.correct.is_(False), answered)
            # The last rule mistake per cell (ids grow with time); right answers after it are
            # the current streak.
            last_wrong = (
                select(
                    a.c.cell.label("cell"),
                    func.max(case((mistake, a.c.id))).label("id"),
                )
                .where(*mine)
                .group_by(a.c.cell)
                .subquery()
            )
            wrong = func.sum(case((mistake, 1), else_=0)).cast(Integer)
            total = func.sum(case((answered, 1), else_=0)).cast(Integer)
            late = func.sum(case((timed_out, 1), else_=0)).cast(Integer)
            after_last_wrong = or_(last_wrong.c.id.is_(None), a.c.id > last_wrong.c.id)
            streak = func.sum(
                case((and_(a.c.correct.is_(True), after_last_wrong), 1), else_=0)
            ).cast(Integer)
            query = (
                select(
                    a.c.cell, total.label("n"), wrong.label("wrong"), func.avg(a.c.ms_taken),
                    func.max(a.c.answered_at), streak, late,
                )
                .join(last_wrong, last_wrong.c.cell == a.c.cell)
                .where(*mine)
                .group_by(a.c.cell)
                .order_by(wrong.desc(), total.desc(), a.c.cell)
            )
            return [
                CellStat(Cell.parse(cell), int(n or 0), int(w or 0), float(avg or 0.0),
                         _as_utc(last), int(run_ or 0), int(t or 0))
                for cell, n, w, avg, last, run_, t in conn.execute(query)
            ]

        return self._db.read(run)


def _as_utc(value: datetime | None) -> datetime | None:
    """An aggregate of a timestamp column may come back naive: it is UTC."""
    if value is None or value.tzinfo is not None:
        return value
    return value.replace(tzinfo=UTC)


class PolicyCache:
    """The trainee's review policy, read once per recorder (in its first answer's
    transaction): a cohort's settings change between sessions, not between answers."""

    def __init__(self) -> None:
        self.policy: ReviewPolicy | None = None


class AnswerIds:
    """The id (a UUID) of each answer, made before its first try and kept while the same
    question is in hand (by identity: a later question that looks the same is a new answer),
    so that recording it again after a lost acknowledgement finds the row already stored.
    The store's recorder and a desk's recorder over the school server use it alike."""

    def __init__(self) -> None:
        self._current: tuple[Question, str] | None = None  # the question in hand, its id
        self._fresh = False
        """The id in hand was made for this try: no earlier try can have stored it, so it
        need not be looked up (a retry looks it up: its first try may have committed)."""

    def attempt_uid(self, graded: GradedAttempt) -> str:
        """The id of the answer to ``graded.question``: made on the first try, kept for
        retries."""
        if self._current is None or self._current[0] is not graded.question:
            self._current = (graded.question, str(uuid.uuid4()))
            self._fresh = True
        return self._current[1]

    def take_fresh(self) -> bool:
        """Whether the id in hand was made for this try (true once per id)."""
        fresh, self._fresh = self._fresh, False
        return fresh


class PracticeRecorder:
    """Commits each graded attempt of a practice session; returns only once it is durable.

    The question and both answers are encoded to JSON here, once, and stored as that text.
    Each answer gets an id (:class:`AnswerIds`) before its first try. It keeps that id while
    the same question is in hand: when recording failed (say the server crashed after
    committing but before acknowledging) and the answer is recorded again, the store finds
    the row the earlier try committed instead of storing the answer twice; the first stored
    answer to a question stands.
    """

    def __init__(self, practice: Practice, actor: Actor, session_id: int) -> None:
        self._practice = practice
        self._actor = actor
        self.session_id = session_id
        self._ids = AnswerIds()
        self._policy = PolicyCache()

    def attempt_uid(self, graded: GradedAttempt) -> str:
        """The id of the answer to ``graded.question`` (see :class:`AnswerIds`)."""
        return self._ids.attempt_uid(graded)

    def record(self, graded: GradedAttempt) -> None:
        from trainer.drills.model import answer_to_json

        values = {
            "drill_kind": graded.kind.value,
            "cell": str(graded.cell),
            "question": graded.question.to_json(),
            "seed": graded.seed,
            "answer": answer_to_json(graded.answer),
            "correct": graded.correct,
            "reason": graded.reason.value,
            "article": graded.article.code,
            "expected": answer_to_json(graded.expected),
            "ms_taken": graded.ms_taken,
            "shown_at": graded.shown_at,
            "fault": None if graded.fault is None else graded.fault.value,
        }
        uid = self.attempt_uid(graded)
        fresh = self._ids.take_fresh()
        self._practice._insert(
            self._actor, self.session_id, values, uid, graded.answered_at, self._policy,
            fresh=fresh,
        )
