"""Helpers shared by the repositories: the clock, JSON columns, and role checks."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, select

from trainer.auth import Actor, Role
from trainer.errors import PermissionDenied, StoreError
from trainer.store import schema as s
from trainer.store.engine import Database
from trainer.store.models import Cohort, Json, User

Clock = Callable[[], datetime]


def utc_now() -> datetime:
    return datetime.now(UTC)


def dumps(value: Json) -> str:
    """JSON text for a column; refuses values JSON cannot hold (as ``invalid``)."""
    try:
        return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    except (TypeError, ValueError) as e:
        raise StoreError("invalid", f"not storable as JSON: {e}") from e


def loads(text: str | None) -> Json:
    return None if text is None else json.loads(text)


class Repository:
    """Base of the repositories: a database and a clock."""

    def __init__(self, db: Database, clock: Clock) -> None:
        self._db = db
        self._clock = clock

    def _now(self) -> datetime:
        return self._clock()


def check_actor(conn: Connection, actor: Actor) -> Role:
    """The actor's role as the database knows it; PermissionDenied if unknown or inactive.

    An ``Actor`` is a plain value anyone could build, so every operation re-reads who it is
    (reads run together, :meth:`~trainer.store.engine.Database.reading_together`, read it
    once for the block, as one read of several statements does).
    """
    kept: dict[int, Any] | None = conn.get_execution_options().get("dt_actors")
    row = kept.get(actor.user_id) if kept is not None else None
    if row is None:
        row = conn.execute(
            select(s.users.c.role, s.users.c.active).where(s.users.c.id == actor.user_id)
        ).first()
        if kept is not None and row is not None:
            kept[actor.user_id] = row
    if row is None or not row.active:
        raise PermissionDenied(f"user {actor.name!r} is not an active user", "inactive")
    role = Role(row.role)
    if role is not actor.role:
        raise PermissionDenied(f"user {actor.name!r} is not {actor.role.value}", "role_changed")
    return role


def require_instructor(conn: Connection, actor: Actor, what: str) -> None:
    """PermissionDenied unless ``actor`` is an active instructor."""
    if actor.role is not Role.INSTRUCTOR:
        raise PermissionDenied(f"only an instructor may {what}", "instructor_only")
    check_actor(conn, actor)


def require_proctor(conn: Connection, actor: Actor, what: str) -> None:
    """PermissionDenied unless ``actor`` is an active instructor or proctor: the checks of
    running exam sittings (start, resume, end), which a proctor is there to do."""
    if not actor.role.is_staff:
        raise PermissionDenied(f"only an instructor or a proctor may {what}", "proctor_only")
    check_actor(conn, actor)


def require_self_or_instructor(conn: Connection, actor: Actor, user_id: int, what: str) -> None:
    """PermissionDenied unless ``actor`` is ``user_id`` or an instructor."""
    role = check_actor(conn, actor)
    if role is not Role.INSTRUCTOR and actor.user_id != user_id:
        raise PermissionDenied(f"a trainee may only {what} their own records", "own_records_only")


def write_setting(conn: Connection, user_id: int | None, key: str, value: str) -> None:
    """Set one row of ``settings`` (``user_id`` None: app-wide) in one statement, an upsert on
    the table's unique indexes (``SETTINGS_INDEXES``): an UPDATE-then-INSERT lost the race
    on PostgreSQL when two desks set a new key at once (the second's INSERT failed with
    "duplicate key" once the first committed)."""
    t = s.settings
    stmt: Any
    if conn.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as pg_insert

        stmt = pg_insert(t)
    else:
        from sqlalchemy.dialects.sqlite import insert as sqlite_insert

        stmt = sqlite_insert(t)
    stmt = stmt.values(user_id=user_id, key=key, value=value)
    if user_id is None:
        target, where = [t.c.key], t.c.user_id.is_(None)
    else:
        target, where = [t.c.user_id, t.c.key], t.c.user_id.is_not(None)
    conn.execute(stmt.on_conflict_do_update(index_elements=target, index_where=where,
                                            set_={"value": stmt.excluded.value}))


def cohort_subject(conn: Connection, cohort_id: int | None) -> str:
    """An audit row's subject for a cohort's setting: its name ("" for the school's own)."""
    if cohort_id is None:
        return ""
    name = conn.execute(select(s.cohorts.c.name).where(s.cohorts.c.id == cohort_id)).scalar()
    return "" if name is None else str(name)


def user_from_row(row: Any) -> User:
    return User(
        id=row.id,
        name=row.name,
        display_name=row.display_name,
        role=Role(row.role),
        cohort_id=row.cohort_id,
        active=bool(row.active),
        created_at=row.created_at,
        staff_id=getattr(row, "staff_id", None),
    )


LARGEST_ID = 2**31 - 1
"""The largest row id an ``INTEGER`` id column holds (PostgreSQL's 4-byte integer): a larger
number said by a desk is refused before it reaches the database (which would fail)."""


def cohort_from_row(row: Any) -> Cohort:
    return Cohort(id=row.id, name=row.name, created_at=row.created_at, created_by=row.created_by,
                  archived_at=row.archived_at)


USER_COLUMNS = (
    s.users.c.id,
    s.users.c.name,
    s.users.c.display_name,
    s.users.c.role,
    s.users.c.cohort_id,
    s.users.c.active,
    s.users.c.created_at,
    s.users.c.staff_id,
)
