"""Practice sealed per session and chained per trainee.

The key: each user's **practice key** is ``HMAC(school key, "practice" + user id)``
(:meth:`trainer.exams.seal.SealKey.for_practice`). An instructor, who holds the school key,
recomputes it to check; a trainee gets it wrapped with their PIN (``practice_key_wraps``)
when an instructor creates (or imports) them or resets their PIN, and their sign-in unwraps
it into memory (:class:`trainer.store.seal.SealVault`). A trainee without a copy yet (made
before v16, or by an instructor who did not hold the school key) practises "not sealed yet"
until an instructor resets their PIN: never a false "tampered".

What is sealed, under that key:

* each session's start (``practice_sessions.seal_mac``): its id, user, drill kind, start time
  and ``seal_prev``, the head of the trainee's chain when it started (the latest seal of their
  latest sealed session, or NULL for their first), so a deleted session, or deleted answers
  at the end of one that a later session linked to, leave a link pointing at nothing;
* each attempt (``attempts.seal_mac``): every stored column but its id, its position in the
  session and the seal before it (the session's start or the previous attempt). The session
  row keeps its chain's head and length (``seal_head``, ``seal_count``), read in the answer's
  one look-up and updated in its transaction: sealing an answer costs one HMAC and one
  UPDATE, never a re-read of the session's attempts.

The check (:func:`check_in`, run when an instructor looks, holding the school key) walks each
sealed session's attempts in id order and flags an edited attempt (its seal fails), a deleted
one (the next one's link fails, or the chain is shorter than its head says), a slipped-in one
(no seal, or not the next in the chain) and a deleted session (a later link to nothing).
See ``docs/sealed-records.md`` for what this does not catch (the trainee themself, a weak PIN
guessed offline, cutting off the latest session).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from enum import Enum
from typing import Any

from sqlalchemy import Connection, bindparam, select, update

from trainer.exams.seal import PracticeKey, timestamp
from trainer.store import schema as s

SESSION_KIND = "practice_session"
ATTEMPT_KIND = "practice_attempt"


class PracticeSeal(Enum):
    """The verdict on one practice session."""

    SEALED = "sealed"
    """Its start and every attempt match their seals and the chain is whole."""
    TAMPERED = "tampered"
    """Edited, deleted or added outside the app (see :class:`Finding`)."""
    NOT_SEALED = "not_sealed"
    """Practised without a practice key (before v16, or before the trainee had a copy)."""


class Finding(Enum):
    """Why a session is TAMPERED."""

    SESSION_EDITED = "session_edited"
    """The session's own sealed values (or its link) were changed."""
    ATTEMPT_EDITED = "attempt_edited"
    """An attempt's values do not match its seal, or one before it was removed."""
    ATTEMPT_SLIPPED_IN = "attempt_slipped_in"
    """An attempt without a seal sits in a sealed session."""
    ATTEMPTS_REMOVED = "attempts_removed"
    """The session's chain is shorter than its head says: attempts at its end are gone."""
    SESSION_REMOVED = "session_removed"
    """The session links to a seal no longer in the database: an earlier session (or its
    latest attempts) was deleted."""


@dataclass(frozen=True)
class SessionVerdict:
    session_id: int
    seal: PracticeSeal
    findings: tuple[Finding, ...] = ()
    first_bad_attempt: int | None = None
    """The id of the first attempt that fails, when one does."""


@dataclass(frozen=True)
class PracticeCheck:
    """The check of one user's practice sessions (by session id)."""

    user_id: int
    sessions: dict[int, SessionVerdict] = field(default_factory=dict)
    daily_days: tuple[date, ...] = ()
    """The Macau days whose daily practice rows (unsealed: the Dashboard's counters and
    medians) disagree with the attempts (:func:`trainer.store.daily.differing_days`)."""

    @property
    def tampered(self) -> tuple[int, ...]:
        """Ids of the sessions edited outside the app."""
        return tuple(k for k, v in self.sessions.items() if v.seal is PracticeSeal.TAMPERED)

    @property
    def sealed(self) -> int:
        return sum(1 for v in self.sessions.values() if v.seal is PracticeSeal.SEALED)

    @property
    def not_sealed(self) -> int:
        return sum(1 for v in self.sessions.values() if v.seal is PracticeSeal.NOT_SEALED)


def _ts(value: datetime | None) -> str | None:
    return None if value is None else timestamp(value)


def session_fields(session_id: int, user_id: int, drill_kind: str, started_at: datetime,
                   prev: str | None) -> dict[str, Any]:
    """What a session's start seal covers."""
    return {"session": session_id, "user": user_id, "kind": drill_kind,
            "started_at": timestamp(started_at), "prev": prev}


def attempt_fields(row: Mapping[str, Any], n: int, prev: str) -> dict[str, Any]:
    """What an attempt's seal covers: its stored columns (JSON as stored text), its position
    ``n`` (from 1) in its session and the seal before it."""
    return {
        "n": n, "prev": prev, "session": row["session_id"], "user": row["user_id"],
        "uid": row["attempt_uid"], "kind": row["drill_kind"], "cell": row["cell"],
        "question": row["question"], "seed": row["seed"], "answer": row["answer"],
        "correct": bool(row["correct"]), "reason": row["reason"], "article": row["article"],
        "expected": row["expected"], "ms": int(row["ms_taken"]),
        "answered_at": _ts(row["answered_at"]), "shown_at": _ts(row["shown_at"]),
        "fault": row["fault"],
    }


# ---- writing (inside the practice repository's transactions) ------------------------------

_CHAIN_HEAD = (
    select(s.practice_sessions.c.seal_head)
    .where(s.practice_sessions.c.user_id == bindparam("user_id"),
           s.practice_sessions.c.seal_mac.isnot(None))
    .order_by(s.practice_sessions.c.id.desc())
    .limit(1)
)
_ADVANCE = (
    update(s.practice_sessions)
    .where(s.practice_sessions.c.id == bindparam("sid"),
           s.practice_sessions.c.seal_count == bindparam("was"))
    .values(seal_head=bindparam("head"), seal_count=bindparam("count"))
)


def seal_session_in(conn: Connection, key: PracticeKey, session_id: int, user_id: int,
                    drill_kind: str, started_at: datetime) -> None:
    """Seal a session just inserted, linked to the head of the user's chain."""
    prev = conn.execute(_CHAIN_HEAD, {"user_id": user_id}).scalar()
    mac = key.mac(SESSION_KIND, session_fields(session_id, user_id, drill_kind, started_at,
                                               prev))
    conn.execute(
        update(s.practice_sessions).where(s.practice_sessions.c.id == session_id)
        .values(seal_prev=prev, seal_mac=mac, seal_head=mac, seal_count=0)
    )


def seal_attempt(key: PracticeKey, row: dict[str, Any], head: str, count: int) -> str:
    """The seal of attempt ``row`` (its columns as they are inserted), the next after
    ``count`` attempts whose last seal is ``head``."""
    return key.mac(ATTEMPT_KIND, attempt_fields(row, count + 1, head))


def advance_in(conn: Connection, session_id: int, mac: str, count: int) -> bool:
    """Move the session's head to the attempt just sealed as number ``count + 1``; False when
    another writer moved it first (the caller's transaction must then be rolled back)."""
    result = conn.execute(_ADVANCE, {"sid": session_id, "was": count, "head": mac,
                                     "count": count + 1})
    return result.rowcount == 1


# ---- checking ----------------------------------------------------------------------------

_ATTEMPT_COLUMNS = (
    s.attempts.c.id, s.attempts.c.session_id, s.attempts.c.user_id, s.attempts.c.attempt_uid,
    s.attempts.c.drill_kind, s.attempts.c.cell, s.attempts.c.question, s.attempts.c.seed,
    s.attempts.c.answer, s.attempts.c.correct, s.attempts.c.reason, s.attempts.c.article,
    s.attempts.c.expected, s.attempts.c.ms_taken, s.attempts.c.answered_at,
    s.attempts.c.shown_at, s.attempts.c.fault, s.attempts.c.seal_mac,
)


def check_in(conn: Connection, key: PracticeKey) -> PracticeCheck:
    """Check every practice session of ``key.user_id`` (see the module docstring)."""
    ps = s.practice_sessions
    user_id = key.user_id
    sessions = conn.execute(
        select(ps.c.id, ps.c.user_id, ps.c.drill_kind, ps.c.started_at, ps.c.seal_prev,
               ps.c.seal_mac, ps.c.seal_head, ps.c.seal_count)
        .where(ps.c.user_id == user_id).order_by(ps.c.id)
    ).all()
    by_session: dict[int, list[Any]] = {row.id: [] for row in sessions}
    query = (
        select(*_ATTEMPT_COLUMNS)
        .join(ps, ps.c.id == s.attempts.c.session_id)
        .where(ps.c.user_id == user_id)
        .order_by(s.attempts.c.session_id, s.attempts.c.id)
    )
    for row in conn.execute(query):
        by_session[row.session_id].append(row)
    known: set[str] = set()  # every seal of the sessions checked so far (links point here)
    verdicts: dict[int, SessionVerdict] = {}
    first_sealed = True
    for session in sessions:
        if session.seal_mac is None:
            verdicts[session.id] = SessionVerdict(session.id, PracticeSeal.NOT_SEALED)
            continue
        findings: list[Finding] = []
        bad: int | None = None
        start = session_fields(session.id, session.user_id, session.drill_kind,
                               session.started_at, session.seal_prev)
        if not key.verify(SESSION_KIND, start, session.seal_mac):
            findings.append(Finding.SESSION_EDITED)
        if session.seal_prev is None and not first_sealed:
            findings.append(Finding.SESSION_EDITED)
        elif session.seal_prev is not None and session.seal_prev not in known:
            findings.append(Finding.SESSION_REMOVED)
        first_sealed = False
        known.add(session.seal_mac)
        prev: str = session.seal_mac
        n = 0
        for attempt in by_session[session.id]:
            if attempt.seal_mac is None:
                findings.append(Finding.ATTEMPT_SLIPPED_IN)
                bad = bad if bad is not None else attempt.id
                continue
            n += 1
            if not key.verify(ATTEMPT_KIND, attempt_fields(attempt._mapping, n, prev),
                              attempt.seal_mac):
                findings.append(Finding.ATTEMPT_EDITED)
                bad = bad if bad is not None else attempt.id
            prev = attempt.seal_mac
            known.add(prev)
        if n < (session.seal_count or 0) or (n == session.seal_count
                                             and prev != session.seal_head):
            findings.append(Finding.ATTEMPTS_REMOVED)
        elif n > (session.seal_count or 0):
            findings.append(Finding.ATTEMPT_SLIPPED_IN)
        verdicts[session.id] = SessionVerdict(
            session.id,
            PracticeSeal.TAMPERED if findings else PracticeSeal.SEALED,
            tuple(dict.fromkeys(findings)),
            bad,
        )
    return PracticeCheck(user_id, verdicts)
