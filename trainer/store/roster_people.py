"""Cohorts and users: creating them, their secrets, deactivation; the name and secret
checks every part of :class:`trainer.store.roster.Roster` uses."""

from __future__ import annotations

import unicodedata
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from sqlalchemy import Connection, select, update

from trainer.audit import AuditAction
from trainer.auth import (
    MAX_PASSWORD,
    Actor,
    Role,
    has_unstorable_text,
    hash_secret,
    is_valid_secret,
    name_key,
    typed_secret,
)
from trainer.errors import StoreError
from trainer.exams.seal import Json
from trainer.store import schema as s
from trainer.store._common import (
    USER_COLUMNS,
    Clock,
    Repository,
    check_actor,
    cohort_from_row,
    require_instructor,
    require_self_or_instructor,
    user_from_row,
)
from trainer.store.engine import Database
from trainer.store.models import Cohort, User
from trainer.store.row_seals import seal_account_by

if TYPE_CHECKING:
    from trainer.store.audit import AuditLog
    from trainer.store.seal import SealVault


NAME_MAX = 64
DISPLAY_NAME_MAX = 100
COHORT_NAME_MAX = 100
AUTH_FAILED = "name or PIN/password not recognised"

FREE_FAILURES = 4
"""Wrong tries that cost nothing; the 5th and every later one starts a wait."""
FIRST_WAIT_S = 30
MAX_WAIT_S = 15 * 60
FORGET_AFTER = timedelta(hours=24)


def throttle_wait_s(failures: int) -> int:
    """Seconds no try is checked after ``failures`` wrong tries in a row: none for the
    first four, then 30 s after the fifth, doubling with each further one, at most 15 min."""
    if failures <= FREE_FAILURES:
        return 0
    return int(min(FIRST_WAIT_S * 2 ** min(failures - FREE_FAILURES - 1, 16), MAX_WAIT_S))


def seconds_left(until: datetime, now: datetime) -> int:
    left = (until - now).total_seconds()
    return max(1, int(left) + (0 if left == int(left) else 1))


def clean_name(name: str, *, limit: int = NAME_MAX, what: str = "name") -> str:
    """A name with surrounding blanks removed; StoreError('invalid') if empty or odd.

    A NUL or a lone surrogate is refused first (``name_unstorable``): neither can be stored
    (PostgreSQL refuses NUL, UTF-8 cannot encode a surrogate) nor compared.
    """
    if has_unstorable_text(name):
        raise StoreError("invalid", f"the {what} holds a character that cannot be stored",
                         code="name_unstorable", params={"what": what})
    cleaned = unicodedata.normalize("NFC", name).strip()
    if not cleaned:
        raise StoreError("invalid", f"the {what} is empty", code="name_empty",
                         params={"what": what})
    if len(cleaned) > limit:
        raise StoreError("invalid", f"the {what} is longer than {limit} characters",
                         code="name_too_long", params={"what": what, "limit": limit})
    if any(unicodedata.category(ch).startswith("C") for ch in cleaned):
        raise StoreError("invalid", f"the {what} contains control characters",
                         code="name_control", params={"what": what})
    if len(name_key(cleaned)) > s.NAME_KEY_MAX:
        raise StoreError("invalid", f"the {what} is too long",
                         code="name_too_long", params={"what": what, "limit": limit})
    return cleaned


def check_secret(role: Role, secret: str) -> str:
    """The secret as it is hashed (a PIN's full-width digits folded to ASCII); StoreError
    ('invalid') with ``pin_rule`` / ``password_rule`` when it breaks the rules (a NUL or a
    lone surrogate in a password breaks them too: no hash or seal can take it)."""
    secret = typed_secret(role, secret)
    if has_unstorable_text(secret) or not is_valid_secret(role, secret):
        if role is Role.TRAINEE:
            raise pin_rule_error()
        if len(secret) > MAX_PASSWORD:
            raise StoreError("invalid", f"a password is at most {MAX_PASSWORD} characters",
                             code="password_long", params={"max": MAX_PASSWORD})
        raise StoreError("invalid", "a password has at least 6 characters",
                         code="password_rule", params={"min": 6})
    return secret


def clean_staff_id(text: str) -> str:
    """A staff id as stored: blanks folded ("" for none), at most
    :data:`~trainer.store.schema.STAFF_ID_MAX` characters (StoreError ``staff_id_long``).
    One rule for the Staff ID dialog and the roster CSV's staff ID column."""
    value = " ".join(text.split())
    if len(value) > s.STAFF_ID_MAX:
        raise StoreError("invalid", f"a staff id is at most {s.STAFF_ID_MAX} characters",
                         code="staff_id_long", params={"limit": s.STAFF_ID_MAX})
    return value


def pin_rule_error() -> StoreError:
    return StoreError("invalid", "a PIN is 4 to 12 digits", code="pin_rule",
                      params={"min": 4, "max": 12})


_ADDED = {
    Role.TRAINEE: AuditAction.TRAINEE_ADDED,
    Role.INSTRUCTOR: AuditAction.INSTRUCTOR_ADDED,
    Role.PROCTOR: AuditAction.PROCTOR_ADDED,
}
"""How the audit log names a new account, by its role (a proctor is not "Instructor added")."""


class RosterPeople(Repository):
    """Cohorts and users (part of :class:`~trainer.store.roster.Roster`).
    Every method takes the acting user first and checks their role.

    ``seal`` (the store's :class:`~trainer.store.seal.SealVault`) is told about instructors'
    passwords; without it (tests of the roster alone) nothing is sealed.
    """

    def __init__(
        self, db: Database, clock: Clock, seal: SealVault | None = None, *, audit: AuditLog
    ) -> None:
        super().__init__(db, clock)
        self._seal = seal
        self._audit = audit


    # ---- Cohorts

    def create_cohort(self, actor: Actor, name: str) -> Cohort:
        """A new cohort (instructor only); StoreError('duplicate') if the name is taken."""
        name = clean_name(name, limit=COHORT_NAME_MAX, what="cohort name")

        def run(conn: Connection) -> Cohort:
            require_instructor(conn, actor, "create cohorts")
            if self._cohort_by_name(conn, name) is not None:
                raise StoreError("duplicate", f"a cohort named {name!r} already exists",
                                 code="cohort_taken", params={"name": name})
            cohort = self._insert_cohort(conn, actor, name)
            self._audit.record_in(conn, actor, AuditAction.COHORT_CREATED, cohort.name,
                                  {"cohort": cohort.id})
            return cohort

        return self._db.write(run)

    def cohorts(self, actor: Actor, *, include_archived: bool = False) -> list[Cohort]:
        """The cohorts not archived (with ``include_archived``, all of them, as reports
        need) for an instructor or a proctor; a trainee sees only their own."""

        def run(conn: Connection) -> list[Cohort]:
            role = check_actor(conn, actor)
            query = select(s.cohorts).order_by(s.cohorts.c.name)
            if role is Role.TRAINEE:
                query = query.where(s.cohorts.c.id == actor.cohort_id)
            elif not include_archived:
                query = query.where(s.cohorts.c.archived_at.is_(None))
            return [cohort_from_row(r) for r in conn.execute(query)]

        return self._db.read(run)

    def _cohort_by_name(self, conn: Connection, name: str) -> Cohort | None:
        row = conn.execute(
            select(s.cohorts).where(s.cohorts.c.name_key == name_key(name))
        ).first()
        return cohort_from_row(row) if row is not None else None

    def _insert_cohort(self, conn: Connection, actor: Actor, name: str) -> Cohort:
        now = self._now()
        result = conn.execute(
            s.cohorts.insert().values(
                name=name, name_key=name_key(name), created_at=now, created_by=actor.user_id
            )
        )
        pk = result.inserted_primary_key
        assert pk is not None
        return Cohort(id=int(pk[0]), name=name, created_at=now, created_by=actor.user_id)

    # ---- Users

    def create_trainee(
        self, actor: Actor, name: str, display_name: str, cohort_id: int | None, pin: str
    ) -> User:
        """A new trainee signing in with ``pin`` (instructor only)."""
        return self._create_user(actor, name, display_name, Role.TRAINEE, cohort_id, pin)

    def create_instructor(self, actor: Actor, name: str, display_name: str, password: str) -> User:
        """A new instructor signing in with ``password`` (instructor only); the school's
        exam seal key is wrapped for them when ``actor`` holds it."""
        return self._create_user(actor, name, display_name, Role.INSTRUCTOR, None, password)

    def create_proctor(self, actor: Actor, name: str, display_name: str, password: str) -> User:
        """A new proctor signing in with ``password`` (instructor only): they start, resume
        and end sittings, so the exam seal key is wrapped for them as for an instructor."""
        return self._create_user(actor, name, display_name, Role.PROCTOR, None, password)

    def _create_user(
        self,
        actor: Actor,
        name: str,
        display_name: str,
        role: Role,
        cohort_id: int | None,
        secret: str,
    ) -> User:
        self._db.read(lambda conn: require_instructor(conn, actor, "add users"))
        name = clean_name(name)
        display = clean_name(display_name or name, limit=DISPLAY_NAME_MAX, what="display name")
        secret = check_secret(role, secret)
        secret_hash = hash_secret(secret)
        wrapper = None
        if self._seal is not None and (role.is_staff or self._seal.held(actor.user_id)):
            # Staff get the school's key; a trainee their practice key (when the creator
            # holds the school key to derive it from).
            wrapper = self._seal.prepare(secret)

        def run(conn: Connection) -> User:
            require_instructor(conn, actor, "add users")
            if cohort_id is not None:
                found = conn.execute(
                    select(s.cohorts.c.name, s.cohorts.c.archived_at)
                    .where(s.cohorts.c.id == cohort_id)
                ).first()
                if found is None:
                    raise StoreError("invalid", f"there is no cohort {cohort_id}",
                                     code="cohort_unknown", params={"cohort": cohort_id})
                if found.archived_at is not None:  # as move_to_cohort: unarchive it first
                    raise StoreError("invalid", f"the cohort {found.name!r} is archived",
                                     code="cohort_archived", params={"cohort": found.name})
            user = self._insert_user(conn, name, display, role, cohort_id, secret_hash)
            if self._seal is not None and wrapper is not None and role.is_staff:
                # The creator passes the exam seal key on, if they hold it.
                self._seal.instructor_added(conn, actor.user_id, user.id, wrapper)
            elif self._seal is not None and wrapper is not None:
                self._seal.wrap_practice_in(conn, actor.user_id, user.id, wrapper)
            seal_account_by(conn, self._seal, actor.user_id, user.id, required=False)
            detail: dict[str, Json] = {"user": user.id, "role": role.value}
            if cohort_id is not None:
                detail["cohort"] = cohort_id
            self._audit.record_in(conn, actor, _ADDED[role], user.name, detail)
            return user

        return self._db.write(run)

    def _name_taken(self, conn: Connection, name: str) -> bool:
        query = select(s.users.c.id).where(s.users.c.name_key == name_key(name))
        return conn.execute(query).first() is not None

    def _insert_user(
        self,
        conn: Connection,
        name: str,
        display_name: str,
        role: Role,
        cohort_id: int | None,
        secret_hash: str,
        *,
        staff_id: str = "",
    ) -> User:
        if self._name_taken(conn, name):
            raise StoreError("duplicate", f"the name {name!r} is already taken",
                             code="name_taken", params={"name": name})
        now = self._now()
        result = conn.execute(
            s.users.insert().values(
                name=name,
                name_key=name_key(name),
                display_name=display_name,
                role=role.value,
                cohort_id=cohort_id,
                secret_hash=secret_hash,
                active=True,
                created_at=now,
                staff_id=staff_id or None,
            )
        )
        pk = result.inserted_primary_key
        assert pk is not None
        return User(int(pk[0]), name, display_name, role, cohort_id, True, now,
                    staff_id=staff_id or None)

    def user(self, actor: Actor, user_id: int) -> User:
        """One user: oneself, or anyone for an instructor."""

        def run(conn: Connection) -> User:
            require_self_or_instructor(conn, actor, user_id, "look up")
            row = conn.execute(select(*USER_COLUMNS).where(s.users.c.id == user_id)).first()
            if row is None:
                raise StoreError("invalid", f"there is no user {user_id}")
            return user_from_row(row)

        return self._db.read(run)

    def trainees(
        self, actor: Actor, cohort_id: int | None = None, *, include_inactive: bool = False
    ) -> list[User]:
        """Trainees, optionally of one cohort, by name (instructor only)."""

        def run(conn: Connection) -> list[User]:
            require_instructor(conn, actor, "list trainees")
            query = select(*USER_COLUMNS).where(s.users.c.role == Role.TRAINEE.value)
            if cohort_id is not None:
                query = query.where(s.users.c.cohort_id == cohort_id)
            if not include_inactive:
                query = query.where(s.users.c.active.is_(True))
            query = query.order_by(s.users.c.name_key)
            return [user_from_row(r) for r in conn.execute(query)]

        return self._db.read(run)

    def instructors(self, actor: Actor) -> list[User]:
        """Active instructors by name (instructor only)."""

        def run(conn: Connection) -> list[User]:
            require_instructor(conn, actor, "list instructors")
            query = (
                select(*USER_COLUMNS)
                .where(s.users.c.role == Role.INSTRUCTOR.value, s.users.c.active.is_(True))
                .order_by(s.users.c.name_key)
            )
            return [user_from_row(r) for r in conn.execute(query)]

        return self._db.read(run)

    def _target(self, conn: Connection, user_id: int) -> User:
        row = conn.execute(select(*USER_COLUMNS).where(s.users.c.id == user_id)).first()
        if row is None:
            raise StoreError("invalid", f"there is no user {user_id}")
        return user_from_row(row)

    def set_staff_id(self, actor: Actor, user_id: int, staff_id: str) -> None:
        """Set (or, with blanks, clear) a user's staff id (instructor only; at most
        :data:`~trainer.store.schema.STAFF_ID_MAX` characters, no control characters)."""
        value = clean_staff_id(staff_id)

        def run(conn: Connection) -> None:
            require_instructor(conn, actor, "set staff ids")
            target = self._target(conn, user_id)
            if (target.staff_id or "") == value:
                return  # nothing changed, nothing to record
            conn.execute(update(s.users).where(s.users.c.id == user_id)
                         .values(staff_id=value or None))
            self._audit.record_in(conn, actor, AuditAction.STAFF_ID_CHANGED, target.name, {
                "user": user_id, "role": target.role.value, "staff_id": value,
                "staff_id_was": target.staff_id or ""})

        self._db.write(run)
