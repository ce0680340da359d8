"""The Table's kept shoes: what a replay needs to deal a shoe again after a kill.

A shoe is opened with its practice session (:meth:`TableShoes.start`, one transaction); each
graded step is stored as the session's attempt row together with the action that made it
(:meth:`TableShoes.record_step`, one transaction), so the actions kept are exactly the steps
acknowledged. :meth:`TableShoes.unfinished_all` hands back the trainee's shoes not ended,
newest first, each with its actions in order (:meth:`TableShoes.unfinished` the newest);
:meth:`TableShoes.end` ends one (finished, or given up). Values in and out are plain
(:class:`~trainer.store.models.NewShoe`, :class:`~trainer.store.models.ShoeAction`,
:class:`~trainer.store.models.KeptShoe`): a remote store can implement the same calls.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, Float, Integer, String, Text, bindparam, select, update

from trainer.auth import Actor
from trainer.errors import PermissionDenied, StoreError
from trainer.store import schema as s
from trainer.store._common import (
    Clock,
    Repository,
    check_actor,
    dumps,
    loads,
    require_self_or_instructor,
)
from trainer.store.engine import Database
from trainer.store.models import Json, KeptShoe, NewAttempt, NewShoe, ShoeAction
from trainer.store.practice import PolicyCache, Practice, attempt_values
from trainer.store.practice_seal import seal_session_in

_SHOE = select(
    s.table_shoes.c.user_id, s.table_shoes.c.session_id, s.table_shoes.c.ended_at
).where(s.table_shoes.c.id == bindparam("shoe_id"))
_INSERT_ACTION = s.table_shoe_actions.insert().from_select(
    ["shoe_id", "number", "name", "args", "at", "attempt_id"],
    select(
        s.table_shoes.c.id,
        bindparam("number", type_=Integer),
        bindparam("name", type_=String),
        bindparam("args", type_=Text),
        bindparam("at", type_=Float),
        bindparam("attempt_id", type_=Integer),
    ).where(
        s.table_shoes.c.id == bindparam("shoe_id"),
        s.table_shoes.c.session_id == bindparam("session_id"),
        s.table_shoes.c.user_id == bindparam("user_id"),
        s.table_shoes.c.ended_at.is_(None),
    ),
).execution_options(preserve_rowcount=True)
"""The action row, written only if the shoe is this session's and this trainee's and not
ended: the check and the write in one statement (a step's store time); its row count says
which (no RETURNING: a result's rows to set up and read cost more than the count; the count
of an INSERT is kept only when asked for, as psycopg's is gone once the cursor closes)."""


class TableShoes(Repository):
    """Kept shoes of the signed-in trainee."""

    def __init__(self, db: Database, clock: Clock, practice: Practice) -> None:
        super().__init__(db, clock)
        self._practice = practice
        # The review policy per shoe, read in its first step's transaction: a cohort's
        # settings change between shoes, not between the steps of one (as a recorder's).
        self._policies: dict[int, PolicyCache] = {}

    def start(
        self, actor: Actor, drill_kind: str, options: dict[str, Json], shoe: NewShoe
    ) -> tuple[int, int]:
        """Open a practice session of ``drill_kind`` and its shoe in one transaction;
        returns (session id, shoe id)."""
        options_json, profile, settings = (
            dumps(options), dumps(shoe.profile), dumps(shoe.settings)
        )

        key = self._practice.practice_key(actor.user_id)

        def run(conn: Connection) -> tuple[int, int]:
            check_actor(conn, actor)
            now = self._now()
            result = conn.execute(s.practice_sessions.insert().values(
                user_id=actor.user_id, drill_kind=drill_kind, options=options_json,
                started_at=now,
            ))
            assert result.inserted_primary_key is not None
            session_id = int(result.inserted_primary_key[0])
            if key is not None:  # sealed as Practice.start_session seals one
                seal_session_in(conn, key, session_id, actor.user_id, drill_kind, now)
            result = conn.execute(s.table_shoes.insert().values(
                session_id=session_id, user_id=actor.user_id, seed=shoe.seed,
                profile=profile, settings=settings, mode=shoe.mode,
                started=float(shoe.started), created_at=now,
            ))
            assert result.inserted_primary_key is not None
            return session_id, int(result.inserted_primary_key[0])

        return self._db.write(run)

    def record_step(
        self, actor: Actor, shoe_id: int, attempt: NewAttempt, action: ShoeAction,
        *, first_try: bool = False,
    ) -> int:
        """Store one graded step: its attempt row (in the shoe's session) and the action
        that made it, in one transaction; durable when this returns. Returns the attempt id.

        Idempotent for ``attempt.attempt_uid``, as :meth:`Practice.record_attempt`: when an
        earlier try committed, nothing is stored again. ``first_try``: the caller made this
        attempt id just now, so no earlier try can have stored it and it is not looked up
        (the unique index on attempt ids still refuses a second row). An action number
        already stored for another attempt is refused (``invalid``): a step is never doubled.
        """
        uid = attempt.attempt_uid
        if uid is not None and not (0 < len(uid) <= 36):
            raise StoreError("invalid", "an attempt id is a UUID string")
        values = attempt_values(attempt)
        action_row = {"shoe_id": shoe_id, "number": int(action.number), "name": action.name,
                      "args": dumps(action.args), "at": float(action.at)}
        policy = self._policies.setdefault(shoe_id, PolicyCache())

        def run(conn: Connection) -> int:
            attempt_id, inserted = self._practice.insert_in(
                conn, actor, attempt.session_id, values, uid, attempt.answered_at, policy,
                fresh=first_try,
            )
            written = inserted and conn.execute(_INSERT_ACTION, {
                **action_row, "attempt_id": attempt_id, "session_id": attempt.session_id,
                "user_id": actor.user_id}).rowcount == 1
            if not written:  # why not (raising undoes the attempt row), or a retry's check
                self._check_shoe(conn, actor, shoe_id, attempt.session_id)
                if inserted:  # pragma: no cover - the check above names what was wrong
                    raise StoreError("invalid", f"shoe {shoe_id} took no step")
            return attempt_id

        return self._db.write(run)

    @staticmethod
    def _check_shoe(conn: Connection, actor: Actor, shoe_id: int, session_id: int) -> None:
        """The shoe is ``session_id``'s, ``actor``'s and not over; else say which not."""
        shoe = conn.execute(_SHOE, {"shoe_id": shoe_id}).first()
        if shoe is None or shoe.session_id != session_id:
            raise StoreError("invalid", f"there is no shoe {shoe_id} of this session")
        if shoe.user_id != actor.user_id:
            raise PermissionDenied("this shoe belongs to someone else")
        if shoe.ended_at is not None:
            # finished or given up on another desk: no retry can store this step
            raise StoreError("invalid", f"shoe {shoe_id} is over", code="shoe_over")

    def unfinished(self, actor: Actor) -> KeptShoe | None:
        """The newest shoe of ``actor`` not ended, with its actions in order; else None."""
        shoes = self._unfinished(actor, 1)
        return shoes[0] if shoes else None

    def unfinished_all(self, actor: Actor) -> list[KeptShoe]:
        """Every shoe of ``actor`` not ended, newest first, each with its actions in order
        (to resume one, or give any up)."""
        return self._unfinished(actor, None)

    def _unfinished(self, actor: Actor, limit: int | None) -> list[KeptShoe]:
        def run(conn: Connection) -> list[KeptShoe]:
            check_actor(conn, actor)
            t = s.table_shoes
            query = (
                select(t)
                .where(t.c.user_id == actor.user_id, t.c.ended_at.is_(None))
                .order_by(t.c.id.desc())
            )
            rows = list(conn.execute(query if limit is None else query.limit(limit)))
            if not rows:
                return []
            a = s.table_shoe_actions
            actions: dict[int, list[ShoeAction]] = {int(row.id): [] for row in rows}
            for r in conn.execute(
                select(a.c.shoe_id, a.c.number, a.c.name, a.c.args, a.c.at)
                .where(a.c.shoe_id.in_(list(actions)))
                .order_by(a.c.shoe_id, a.c.number)
            ):
                actions[int(r.shoe_id)].append(
                    ShoeAction(int(r.number), str(r.name), _stored(r.args), float(r.at)))
            return [_kept(row, tuple(actions[int(row.id)])) for row in rows]

        return self._db.read(run)

    def dealt_at(self, actor: Actor, session_id: int) -> Json | None:
        """The table profile (``TableRules.to_dict``) the shoe of practice session
        ``session_id`` was dealt at, as it was then; None when that session kept no shoe
        (steps stored before shoes were kept). A trainee reads only their own."""

        def run(conn: Connection) -> Json | None:
            t = s.table_shoes
            row = conn.execute(
                select(t.c.user_id, t.c.profile).where(t.c.session_id == session_id)
            ).first()
            if row is None:
                check_actor(conn, actor)
                return None
            require_self_or_instructor(conn, actor, int(row.user_id), "replay the shoes of")
            profile: Json = _stored(row.profile)
            return profile

        return self._db.read(run)

    def end(self, actor: Actor, shoe_id: int) -> None:
        """End a shoe (finished, or given up): it is no longer offered to resume. Its
        practice session is closed too. Ending twice keeps the first time."""

        def run(conn: Connection) -> None:
            check_actor(conn, actor)
            shoe = conn.execute(_SHOE, {"shoe_id": shoe_id}).first()
            if shoe is None:
                raise StoreError("invalid", f"there is no shoe {shoe_id}")
            if shoe.user_id != actor.user_id:
                raise PermissionDenied("this shoe belongs to someone else")
            now = self._now()
            conn.execute(
                update(s.table_shoes)
                .where(s.table_shoes.c.id == shoe_id, s.table_shoes.c.ended_at.is_(None))
                .values(ended_at=now)
            )
            conn.execute(
                update(s.practice_sessions)
                .where(s.practice_sessions.c.id == shoe.session_id,
                       s.practice_sessions.c.ended_at.is_(None))
                .values(ended_at=now)
            )

        self._db.write(run)
        self._policies.pop(shoe_id, None)


def _stored(text: str) -> Json:
    """A stored JSON value; a damaged one (not JSON) as its text, which the Table's
    record reader refuses (``RecordError``), so the shoe is ended, not read as a crash."""
    try:
        return loads(text)
    except ValueError:
        return text


def _kept(row: Any, actions: tuple[ShoeAction, ...]) -> KeptShoe:
    return KeptShoe(
        id=int(row.id),
        session_id=int(row.session_id),
        seed=int(row.seed),
        profile=_stored(row.profile),
        settings=_stored(row.settings),
        mode=str(row.mode),
        started=float(row.started),
        created_at=row.created_at,
        actions=actions,
    )
