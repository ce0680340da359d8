"""People: signing in, the first instructor, cohorts, trainees, secrets and roster import.

Names are compared by their key (:func:`trainer.auth.name_key`, NFKC + case folding), kept
in ``users.name_key`` / ``cohorts.name_key`` and unique there, on every backend.

Wrong secrets are throttled per typed name, in the database (``sign_in_throttle``), so the
count holds across restarts and desks: the first :data:`FREE_FAILURES` wrong tries cost
nothing, each further one makes the next wait :data:`FIRST_WAIT_S` seconds, doubling
(30 s, 60 s, 120 s, ...) up to :data:`MAX_WAIT_S`; while a wait runs no try is checked at
all, and :class:`~trainer.errors.SignInThrottled` says how long is left. A success clears the
count, so does an instructor (:meth:`Roster.unlock`), and a count untouched for
:data:`FORGET_AFTER` starts again from zero.

Each try is reserved before its secret is checked (attack finding 4: 24 processes trying one
name at once all had their PIN checked, because the count was read before the hash and
written after it). One write transaction reads the name's row ``FOR UPDATE`` (SQLite: the
``BEGIN IMMEDIATE`` write lock), refuses the try if a wait runs, else counts it as a wrong
one and sets the wait it would start, and commits; only then is the secret checked, and a
right one clears the count. Tries made at once thus queue on the row: after the fifth, none
is checked until the wait is over, however many desks or processes try together.

Choices about names that do not exist:

* they are throttled exactly like real ones (the row is keyed by the typed name's key, not
  by a user id), so neither the message nor the timing tells whether a name exists;
* an attacker typing a real user's name can make that user wait, but never for longer than
  :data:`MAX_WAIT_S` at a time, only by going on guessing at that pace, and an instructor
  lifts it at once; at that pace the 10,000 four-digit PINs take over three months instead
  of the minutes they took without throttling.

Locked out (attack finding 8): a trainee who types the only instructor's name with wrong
passwords makes that instructor wait, and in the app only an instructor unlocks. The way
out is the command line, ``python -m trainer unlock --db URL NAME``
(:meth:`Roster.unlock_by_name`). It asks for no password: whoever can run it against the
database already holds the SQLite file or the server's credentials and could delete the row
with any SQL tool, so it gives nothing to someone at the sign-in page; it lifts the wait and
clears the count, nothing else (no secret is shown or reset). The sign-in page names this way
out for every name alike: naming it only for instructors would tell which names are
instructors'. For the same reason instructors' waits do not cap lower than trainees': the
waits would show which names are instructors' (and so exist), and an instructor's password
guards the whole school (the exam seal key), so it keeps at least a trainee's protection.

Sign-in, the proctor's password at a trainee's desk, and the old password of a password
change all count. Hashes made with older parameters are replaced at a successful sign-in.

Instructors' passwords also guard the school's exam seal key (:mod:`trainer.store.seal`): the
first instructor gets the key, an instructor who holds it passes it on to instructors they
add, a password change re-wraps the instructor's copy, and signing in unlocks it.
"""

from __future__ import annotations

import csv
import os
import unicodedata
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, delete, exc, select, update

from trainer.auth import (
    Actor,
    Role,
    fold_typed,
    has_unstorable_text,
    hash_secret,
    is_valid_secret,
    name_key,
    needs_rehash,
    typed_secret,
    verify_secret,
)
from trainer.errors import AuthenticationFailed, PermissionDenied, SignInThrottled, StoreError
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
from trainer.store.models import Cohort, ImportLineError, ImportReport, User

if TYPE_CHECKING:
    from trainer.exams.seal import SealKey
    from trainer.store.seal import SealVault

NAME_MAX = 64
DISPLAY_NAME_MAX = 100
COHORT_NAME_MAX = 100
_AUTH_FAILED = "name or PIN/password not recognised"
_HEADER_WORDS = {"name", "login", "user", "username", "user name"}

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


def _seconds_left(until: datetime, now: datetime) -> int:
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


def _check_secret(role: Role, secret: str) -> str:
    """The secret as it is hashed (a PIN's full-width digits folded to ASCII); StoreError
    ('invalid') with ``pin_rule`` / ``password_rule`` when it breaks the rules (a NUL or a
    lone surrogate in a password breaks them too: no hash or seal can take it)."""
    secret = typed_secret(role, secret)
    if has_unstorable_text(secret) or not is_valid_secret(role, secret):
        if role is Role.TRAINEE:
            raise _pin_error()
        raise StoreError("invalid", "a password has at least 6 characters",
                         code="password_rule", params={"min": 6})
    return secret


def _pin_error() -> StoreError:
    return StoreError("invalid", "a PIN is 4 to 12 digits", code="pin_rule",
                      params={"min": 4, "max": 12})


@dataclass(frozen=True)
class Unlocked:
    """What :meth:`Roster.unlock_by_name` did: whose count it cleared, whether a wait was
    running, and how many tries the count held."""

    user: User
    was_waiting: bool
    failures: int


ImportProgress = Callable[[int, int], None]
"""``progress(done, total)``: PINs hashed so far during a roster import."""

IMPORT_MAX_WORKERS = 8


@dataclass(frozen=True)
class _CsvRow:
    line: int
    name: str
    display_name: str
    cohort: str | None
    pin: str = field(repr=False)
    source: str = field(default="", repr=False)
    """The line as it stands in the file (it holds the PIN)."""


_Checked = tuple[_CsvRow, int | None]
"""A CSV row that passed every check, with its cohort id."""


def _unknown_cohort(row: _CsvRow) -> ImportLineError:
    return ImportLineError(
        row.line, "cohort",
        f"there is no cohort {row.cohort!r}; create it first or fix the spelling",
        "cohort_unknown", {"cohort": row.cohort or ""}, row.source)


def _hash_pins(
    pins: list[str],
    progress: ImportProgress | None,
    cancelled: Callable[[], bool] | None,
    workers: int | None,
) -> list[str]:
    """``hash_secret`` of every PIN, in order, on a few threads (the KDF releases the GIL, so
    they run on separate cores); StoreError('cancelled') as soon as ``cancelled()``."""
    total = len(pins)
    if progress is not None:
        progress(0, total)
    if not pins:
        return []
    count = workers or min(IMPORT_MAX_WORKERS, os.cpu_count() or 1)
    hashes: list[str] = []
    with ThreadPoolExecutor(max_workers=max(1, count),
                            thread_name_prefix="pin-hash") as pool:
        futures = [pool.submit(hash_secret, pin) for pin in pins]
        try:
            for future in futures:
                if cancelled is not None and cancelled():
                    raise StoreError("cancelled", "the roster import was cancelled",
                                     code="import_cancelled")
                hashes.append(future.result())
                if progress is not None:
                    progress(len(hashes), total)
        finally:
            for future in futures:
                future.cancel()
    return hashes


class Roster(Repository):
    """Cohorts and users. Every method takes the acting user first and checks their role.

    ``seal`` (the store's :class:`~trainer.store.seal.SealVault`) is told about instructors'
    passwords; without it (tests of the roster alone) nothing is sealed.
    """

    def __init__(self, db: Database, clock: Clock, seal: SealVault | None = None) -> None:
        super().__init__(db, clock)
        self._seal = seal

    # ---- Signing in (no actor yet)

    def needs_first_instructor(self) -> bool:
        """True while no active instructor exists: the app must create one before anything."""
        return self._db.read(self._no_instructor)

    @staticmethod
    def _no_instructor(conn: Connection) -> bool:
        found = conn.execute(
            select(s.users.c.id)
            .where(s.users.c.role == Role.INSTRUCTOR.value, s.users.c.active.is_(True))
            .limit(1)
        ).first()
        return found is None

    def create_first_instructor(self, name: str, display_name: str, password: str) -> Actor:
        """Create the first instructor and return them signed in.

        PermissionDenied once an instructor exists (then only an instructor adds others).
        """
        name = clean_name(name)
        display = clean_name(display_name or name, limit=DISPLAY_NAME_MAX, what="display name")
        password = _check_secret(Role.INSTRUCTOR, password)
        secret_hash = hash_secret(password)
        wrapper = self._seal.prepare(password) if self._seal is not None else None

        def run(conn: Connection) -> tuple[User, SealKey | None]:
            if not self._no_instructor(conn):
                raise PermissionDenied("an instructor already exists; ask them to add you")
            user = self._insert_user(conn, name, display, Role.INSTRUCTOR, None, secret_hash)
            key = None
            if self._seal is not None and wrapper is not None:
                key = self._seal.first_instructor(conn, user.id, wrapper)
            return user, key

        user, key = self._db.write(run)
        if self._seal is not None and key is not None:
            self._seal.hold(user.id, key)  # signed in: they hold the key they created
        return user.as_actor()

    def authenticate(self, name: str, secret: str) -> Actor:
        """The user ``name`` signed in with ``secret`` (PIN or password).

        AuthenticationFailed, with the same message, for an unknown name, a wrong secret or
        a deactivated user. An instructor's sign-in unlocks their copy of the exam seal key
        (creating the school's key if it has none yet); a trainee's sign-in drops every
        unlocked key, so a trainee's session never holds one.
        """
        actor = self.check_credentials(name, secret, rehash=True)
        if self._seal is not None:
            if actor.is_instructor:
                self._seal.unlock(actor.user_id, secret, hold=True)
            else:
                self._seal.forget()
        return actor

    def check_credentials(self, name: str, secret: str, *, rehash: bool = False) -> Actor:
        """Who ``name`` is if ``secret`` is theirs (e.g. a proctor's password checked at a
        trainee's desk). AuthenticationFailed as :meth:`authenticate`; SignInThrottled while
        this name must wait after too many wrong tries (a wrong try here counts too).

        With ``rehash`` (a sign-in), a hash made with older parameters is replaced.
        StoreError('invalid', code='name_unstorable') for a name holding a NUL or a lone
        surrogate.
        """
        if has_unstorable_text(name):
            raise StoreError("invalid", "the name holds a character that cannot be stored",
                             code="name_unstorable", params={"what": "name"})
        key = name_key(name)[: s.NAME_KEY_MAX]
        now = self._now()

        def reserve(conn: Connection) -> tuple[Any, int]:
            wait = self._reserve_try(conn, key, now)
            user = conn.execute(
                select(*USER_COLUMNS, s.users.c.secret_hash).where(s.users.c.name_key == key)
            ).first()
            return user, wait

        # The try is counted (as if wrong) and committed before the hash is checked, so
        # tries made at once from many desks or processes each find the count of the ones
        # before them: no more than one is checked after a wait starts (attack finding 4).
        row, wait = self._db.write(reserve)
        stored = row.secret_hash if row is not None else None
        typed = typed_secret(Role(row.role), secret) if row is not None else fold_typed(secret)
        matched = verify_secret(typed, stored)  # runs the hash even for an unknown name
        if not matched:
            if wait:
                raise SignInThrottled(wait)
            raise AuthenticationFailed(_AUTH_FAILED)
        self._db.write(lambda conn: self._forget_failures(conn, key))
        if not row.active:
            raise AuthenticationFailed(_AUTH_FAILED)
        if rehash and stored is not None and needs_rehash(stored):
            self._rehash(row.id, stored, typed)
        return user_from_row(row).as_actor()

    def _rehash(self, user_id: int, stored: str, secret: str) -> None:
        """Replace an older hash of a secret just checked (unless it changed meanwhile)."""
        fresh = hash_secret(secret)
        self._db.write(
            lambda conn: conn.execute(
                update(s.users)
                .where(s.users.c.id == user_id, s.users.c.secret_hash == stored)
                .values(secret_hash=fresh)
            )
        )

    @staticmethod
    def _forget_failures(conn: Connection, key: str) -> None:
        conn.execute(delete(s.sign_in_throttle).where(s.sign_in_throttle.c.name_key == key))

    @staticmethod
    def _reserve_try(conn: Connection, key: str, now: datetime) -> int:
        """Reserve one try of ``key`` inside a write transaction, before its secret is
        checked: SignInThrottled while a wait runs (nothing changes), else the try is counted
        as a wrong one and the wait it would start is set at once. Returns that wait (0:
        none); a right secret then clears the count (:meth:`_forget_failures`).

        The row is made to exist first (an insert that ignores a conflict) and then read
        ``FOR UPDATE``, so on PostgreSQL concurrent tries of one name queue on that row lock;
        SQLite's write transactions (``BEGIN IMMEDIATE``) are serialised anyway. Counts
        untouched for :data:`FORGET_AFTER` are dropped on the way, so names typed once
        (unknown ones included) do not pile up; rows another try holds are skipped, so this
        never waits while holding its own row (no deadlock between two names).
        """
        t = s.sign_in_throttle
        if conn.dialect.name == "postgresql":
            from sqlalchemy.dialects.postgresql import insert as pg_insert

            conn.execute(
                pg_insert(t)
                .values(name_key=key, failures=0, locked_until=None, last_failure_at=now)
                .on_conflict_do_nothing(index_elements=[t.c.name_key])
            )
        else:
            from sqlalchemy.dialects.sqlite import insert as sqlite_insert

            conn.execute(
                sqlite_insert(t)
                .values(name_key=key, failures=0, locked_until=None, last_failure_at=now)
                .on_conflict_do_nothing(index_elements=[t.c.name_key])
            )
        row = conn.execute(
            select(t.c.failures, t.c.locked_until, t.c.last_failure_at)
            .where(t.c.name_key == key)
            .with_for_update()
        ).one()
        if row.locked_until is not None and row.locked_until > now:
            raise SignInThrottled(_seconds_left(row.locked_until, now))
        failures = 0 if now - row.last_failure_at > FORGET_AFTER else int(row.failures)
        failures += 1
        wait = throttle_wait_s(failures)
        conn.execute(
            update(t)
            .where(t.c.name_key == key)
            .values(
                failures=failures,
                last_failure_at=now,
                locked_until=now + timedelta(seconds=wait) if wait else None,
            )
        )
        stale = (
            select(t.c.name_key)
            .where(t.c.name_key != key, t.c.last_failure_at < now - FORGET_AFTER)
            .with_for_update(skip_locked=True)
        )
        conn.execute(delete(t).where(t.c.name_key.in_(stale)))
        return wait

    # ---- Throttle (instructors)

    def locked_until(self, actor: Actor, user_id: int) -> datetime | None:
        """Until when ``user_id``'s sign-in waits after wrong tries, or None (instructor only)."""

        def run(conn: Connection) -> datetime | None:
            require_instructor(conn, actor, "see sign-in locks")
            key = self._target_key(conn, user_id)
            found = conn.execute(
                select(s.sign_in_throttle.c.locked_until).where(
                    s.sign_in_throttle.c.name_key == key
                )
            ).scalar()
            if found is None or found <= self._now():
                return None
            return found  # type: ignore[no-any-return]

        return self._db.read(run)

    def locked_users(self, actor: Actor) -> dict[int, datetime]:
        """Users whose sign-in waits now after wrong tries: user id -> until when
        (instructor only)."""

        def run(conn: Connection) -> dict[int, datetime]:
            require_instructor(conn, actor, "see sign-in locks")
            t = s.sign_in_throttle
            rows = conn.execute(
                select(s.users.c.id, t.c.locked_until)
                .join(t, t.c.name_key == s.users.c.name_key)
                .where(t.c.locked_until > self._now())
            ).all()
            return {int(user_id): until for user_id, until in rows}

        return self._db.read(run)

    def unlock(self, actor: Actor, user_id: int) -> None:
        """Lift the wait of ``user_id`` after wrong tries and clear their count (instructor
        only; an instructor may unlock another instructor, not needing their password)."""

        def run(conn: Connection) -> None:
            require_instructor(conn, actor, "unlock a sign-in")
            self._forget_failures(conn, self._target_key(conn, user_id))

        self._db.write(run)

    def unlock_by_name(self, name: str) -> Unlocked:
        """Lift the wait of the user called ``name`` (any case, as at sign-in) and clear their
        count, with no one signed in: the command line's way out when no instructor can
        sign in (see the module docstring, "Locked out"). StoreError('invalid',
        code='user_unknown', params={'name': ...}) when no user has that name (nothing
        changes then)."""
        if has_unstorable_text(name):  # no stored name holds one (PostgreSQL refuses NUL)
            raise StoreError("invalid", f"there is no user {name!r}", code="user_unknown",
                             params={"name": name})
        key = name_key(name)[: s.NAME_KEY_MAX]
        now = self._now()

        def run(conn: Connection) -> Unlocked:
            row = conn.execute(select(*USER_COLUMNS).where(s.users.c.name_key == key)).first()
            if row is None:
                raise StoreError("invalid", f"there is no user {name!r}", code="user_unknown",
                                 params={"name": name})
            t = s.sign_in_throttle
            found = conn.execute(
                select(t.c.failures, t.c.locked_until).where(t.c.name_key == key)
                .with_for_update()
            ).first()
            self._forget_failures(conn, key)
            waiting = bool(found is not None and found.locked_until is not None
                           and found.locked_until > now)
            return Unlocked(user_from_row(row), waiting,
                            int(found.failures) if found is not None else 0)

        return self._db.write(run)

    def _target_key(self, conn: Connection, user_id: int) -> str:
        key = conn.execute(select(s.users.c.name_key).where(s.users.c.id == user_id)).scalar()
        if key is None:
            raise StoreError("invalid", f"there is no user {user_id}")
        return str(key)

    # ---- Cohorts

    def create_cohort(self, actor: Actor, name: str) -> Cohort:
        """A new cohort (instructor only); StoreError('duplicate') if the name is taken."""
        name = clean_name(name, limit=COHORT_NAME_MAX, what="cohort name")

        def run(conn: Connection) -> Cohort:
            require_instructor(conn, actor, "create cohorts")
            if self._cohort_by_name(conn, name) is not None:
                raise StoreError("duplicate", f"a cohort named {name!r} already exists",
                                 code="cohort_taken", params={"name": name})
            return self._insert_cohort(conn, actor, name)

        return self._db.write(run)

    def cohorts(self, actor: Actor) -> list[Cohort]:
        """All cohorts for an instructor; a trainee sees only their own."""

        def run(conn: Connection) -> list[Cohort]:
            role = check_actor(conn, actor)
            query = select(s.cohorts).order_by(s.cohorts.c.name)
            if role is Role.TRAINEE:
                query = query.where(s.cohorts.c.id == actor.cohort_id)
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
        """A new instructor signing in with ``password`` (instructor only)."""
        return self._create_user(actor, name, display_name, Role.INSTRUCTOR, None, password)

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
        secret = _check_secret(role, secret)
        secret_hash = hash_secret(secret)
        wrapper = None
        if self._seal is not None and role is Role.INSTRUCTOR:
            wrapper = self._seal.prepare(secret)

        def run(conn: Connection) -> User:
            require_instructor(conn, actor, "add users")
            if cohort_id is not None:
                found = conn.execute(
                    select(s.cohorts.c.id).where(s.cohorts.c.id == cohort_id)
                ).first()
                if found is None:
                    raise StoreError("invalid", f"there is no cohort {cohort_id}",
                                     code="cohort_unknown", params={"cohort": cohort_id})
            user = self._insert_user(conn, name, display, role, cohort_id, secret_hash)
            if self._seal is not None and wrapper is not None:
                # The creator passes the exam seal key on, if they hold it.
                self._seal.instructor_added(conn, actor.user_id, user.id, wrapper)
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
            )
        )
        pk = result.inserted_primary_key
        assert pk is not None
        return User(int(pk[0]), name, display_name, role, cohort_id, True, now)

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

    def reset_secret(self, actor: Actor, user_id: int, new_secret: str) -> None:
        """Give a trainee a new PIN (instructor only; instructors change their own password
        with :meth:`change_own_secret`)."""

        def check(conn: Connection) -> Role:
            require_instructor(conn, actor, "reset another user's PIN")
            target = self._target(conn, user_id)
            if target.role is not Role.TRAINEE:
                raise PermissionDenied("an instructor's password can only be changed by its owner")
            return target.role

        role = self._db.read(check)
        new_secret = _check_secret(role, new_secret)
        secret_hash = hash_secret(new_secret)

        def run(conn: Connection) -> None:
            check(conn)
            conn.execute(
                update(s.users).where(s.users.c.id == user_id).values(secret_hash=secret_hash)
            )

        self._db.write(run)

    def change_own_secret(self, actor: Actor, old_secret: str, new_secret: str) -> None:
        """Change one's own PIN or password; AuthenticationFailed if ``old_secret`` is wrong,
        SignInThrottled after too many wrong ones (counted with the sign-in's)."""

        now = self._now()

        def reserve(conn: Connection) -> tuple[str, str, int]:
            check_actor(conn, actor)
            query = select(s.users.c.secret_hash, s.users.c.name_key).where(
                s.users.c.id == actor.user_id
            )
            stored, key = conn.execute(query).one()
            # Counted before the check, as at sign-in (see check_credentials).
            return str(stored), str(key), self._reserve_try(conn, str(key), now)

        stored, key, wait = self._db.write(reserve)
        old_secret = typed_secret(actor.role, old_secret)
        if not verify_secret(old_secret, stored):
            if wait:
                raise SignInThrottled(wait)
            raise AuthenticationFailed(_AUTH_FAILED)
        self._db.write(lambda conn: self._forget_failures(conn, key))
        new_secret = _check_secret(actor.role, new_secret)
        secret_hash = hash_secret(new_secret)
        rewrap = None
        if self._seal is not None and actor.role is Role.INSTRUCTOR:
            # The instructor's copy of the exam seal key follows their password.
            rewrap = self._seal.prepare_rewrap(actor.user_id, old_secret, new_secret)

        def run(conn: Connection) -> None:
            check_actor(conn, actor)
            result = conn.execute(
                update(s.users)
                .where(s.users.c.id == actor.user_id, s.users.c.secret_hash == stored)
                .values(secret_hash=secret_hash)
            )
            if result.rowcount != 1:  # changed meanwhile by someone else
                raise AuthenticationFailed(_AUTH_FAILED)
            if self._seal is not None and rewrap is not None:
                self._seal.apply_rewrap(conn, actor.user_id, rewrap)

        self._db.write(run)

    def deactivate(self, actor: Actor, user_id: int) -> None:
        """Stop a user from signing in; their records stay (instructor only, not oneself)."""
        self._set_active(actor, user_id, False)

    def reactivate(self, actor: Actor, user_id: int) -> None:
        """Let a deactivated user sign in again (instructor only)."""
        self._set_active(actor, user_id, True)

    def _set_active(self, actor: Actor, user_id: int, active: bool) -> None:
        def run(conn: Connection) -> None:
            require_instructor(conn, actor, "activate or deactivate users")
            if user_id == actor.user_id:
                raise PermissionDenied("an instructor cannot deactivate themselves")
            self._target(conn, user_id)
            conn.execute(update(s.users).where(s.users.c.id == user_id).values(active=active))

        self._db.write(run)

    # ---- Roster import

    def import_roster_csv(
        self,
        actor: Actor,
        text: str,
        progress: ImportProgress | None = None,
        *,
        cancelled: Callable[[], bool] | None = None,
        workers: int | None = None,
    ) -> ImportReport:
        """Add trainees from CSV text: ``name, cohort, initial PIN[, display name]`` per line.

        A header row is recognised and skipped, blank lines are skipped; every other line is
        either a created trainee or a refused line, never dropped unlisted. The cohort must
        already exist (matched without regard to case) or be left empty: an unknown cohort is
        a refused line, not a new cohort, so a misspelt one never makes a stray intake. The
        display name defaults to the sign-in name. Each bad line is reported with its line
        number, a reason (``columns``, ``name``, ``pin``, ``duplicate``, ``cohort``) and a
        ``code`` with ``params`` for the UI, and its ``source`` text; the good lines are kept.

        Any field size and any line ending (LF, CRLF, CR, mixed) is read. Each line is one
        record: a line the CSV reader cannot make sense of (a stray or unclosed quote) is a
        refused line (``csv_unreadable``), never an error, and never takes the next lines
        with it.

        PINs are hashed only for the lines that pass every check, the database's included
        (unknown cohort, name already taken): the hash is deliberately slow, so it is spent
        only where it is needed, and on ``workers`` threads at once (default: one per CPU, at
        most 8; the KDFs release the GIL). ``progress(done, total)`` is called after each
        hash, on the calling thread. When ``cancelled()`` turns true the import stops before
        writing anything and StoreError('cancelled', code='import_cancelled') is raised.
        Meant to run off the GUI thread.
        """
        self._db.read(lambda conn: require_instructor(conn, actor, "import a roster"))
        rows, errors = self._parse_csv(text)

        def check(conn: Connection) -> tuple[list[_Checked], list[ImportLineError]]:
            passed: list[_Checked] = []
            refused: list[ImportLineError] = []
            cohorts: dict[str, Cohort | None] = {}
            for row in rows:
                cohort_id = None
                if row.cohort is not None:
                    key = name_key(row.cohort)
                    if key not in cohorts:
                        cohorts[key] = self._cohort_by_name(conn, row.cohort)
                    cohort = cohorts[key]
                    if cohort is None:
                        refused.append(_unknown_cohort(row))
                        continue
                    cohort_id = cohort.id
                if self._name_taken(conn, row.name):
                    refused.append(ImportLineError(
                        row.line, "duplicate", f"{row.name!r} is already taken",
                        "name_taken", {"name": row.name}, row.source))
                    continue
                passed.append((row, cohort_id))
            return passed, refused

        passed, refused = self._db.read(check)
        errors.extend(refused)
        hashes = _hash_pins([row.pin for row, _c in passed], progress, cancelled, workers)

        def run(conn: Connection) -> ImportReport:
            require_instructor(conn, actor, "import a roster")
            created: list[User] = []
            refused = list(errors)
            for (row, cohort_id), secret_hash in zip(passed, hashes, strict=True):
                try:
                    with conn.begin_nested():
                        user = self._insert_user(
                            conn,
                            row.name,
                            row.display_name,
                            Role.TRAINEE,
                            cohort_id,
                            secret_hash,
                        )
                    created.append(user)
                except StoreError as e:
                    if e.kind not in ("duplicate", "invalid"):
                        raise
                    refused.append(ImportLineError(row.line, e.kind, str(e), e.code, e.params,
                                                   row.source))
                except exc.IntegrityError:
                    # Taken since the check (another desk), or a cohort deleted meanwhile.
                    refused.append(
                        ImportLineError(row.line, "duplicate", f"{row.name!r} is already taken",
                                        "name_taken", {"name": row.name}, row.source)
                    )
            refused.sort(key=lambda err: err.line)
            return ImportReport(tuple(created), tuple(refused), ())

        return self._db.write(run)

    def _parse_csv(self, text: str) -> tuple[list[_CsvRow], list[ImportLineError]]:
        rows: list[_CsvRow] = []
        errors: list[ImportLineError] = []
        seen: set[str] = set()
        # Old Mac files end lines with CR alone, Windows with CRLF, edited files with a mix:
        # every ending becomes LF first, and only LF splits (the line numbers then count
        # what a text editor shows; str.splitlines would also split at form feeds etc.).
        text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
        lines = text.split("\n")
        # No field can be longer than its line: lift the csv module's (process-wide, 128 KiB)
        # limit that far, never lowering it.
        longest = max(map(len, lines), default=0)
        if csv.field_size_limit() < longest + 1:
            csv.field_size_limit(longest + 1)
        first_record = True
        # A roster line never legitimately spans several lines (names, cohorts and PINs hold
        # no line break), so each physical line is read as one CSV record on its own: a stray
        # or unclosed quote refuses its own line only. (One reader over the whole text would
        # read on from an unclosed quote to the next quote or the end of the file, and the
        # trainees on those lines would be neither created nor listed.)
        for line, source in enumerate(lines, start=1):
            try:
                records = list(csv.reader([source], skipinitialspace=True, strict=True))
            except csv.Error as e:
                first_record = False
                errors.append(ImportLineError(
                    line, "columns", f"this line cannot be read as CSV: {e}",
                    "csv_unreadable", {}, source))
                continue
            cells = [c.strip() for c in records[0]] if records else []
            if not any(cells):
                continue
            if first_record:
                first_record = False
                # A header names its columns; a trainee line has a PIN in the third one (so
                # a trainee signing in as "user" on the first line is not taken for one).
                if cells[0].lower() in _HEADER_WORDS and not (
                        len(cells) >= 3
                        and is_valid_secret(Role.TRAINEE, typed_secret(Role.TRAINEE, cells[2]))):
                    continue
            if len(cells) < 3 or len(cells) > 4:
                errors.append(
                    ImportLineError(
                        line, "columns", f"expected name, cohort, PIN; found {len(cells)} columns",
                        "csv_columns", {"found": len(cells)}, source,
                    )
                )
                continue
            name_text, cohort_text, pin = cells[0], cells[1], cells[2]
            display_text = cells[3] if len(cells) == 4 else ""
            try:
                name = clean_name(name_text)
                display = clean_name(
                    display_text or name, limit=DISPLAY_NAME_MAX, what="display name"
                )
            except StoreError as e:
                errors.append(ImportLineError(line, "name", str(e), e.code, e.params,
                                              source))
                continue
            try:
                cohort = (
                    clean_name(cohort_text, limit=COHORT_NAME_MAX, what="cohort name")
                    if cohort_text
                    else None
                )
            except StoreError as e:
                errors.append(ImportLineError(line, "cohort", str(e), e.code, e.params,
                                              source))
                continue
            pin = typed_secret(Role.TRAINEE, pin)  # full-width IME digits are the same PIN
            if not is_valid_secret(Role.TRAINEE, pin):
                pin_error = _pin_error()
                errors.append(ImportLineError(line, "pin", str(pin_error), pin_error.code,
                                              pin_error.params, source))
                continue
            if name_key(name) in seen:
                errors.append(
                    ImportLineError(line, "duplicate", f"{name!r} appears earlier in the file",
                                    "csv_repeated", {"name": name}, source)
                )
                continue
            seen.add(name_key(name))
            rows.append(_CsvRow(line, name, display, cohort, pin, source))
        return rows, errors
