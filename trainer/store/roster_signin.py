"""Signing in: the first instructor, sign-in with its throttle, unlocking, own secrets (part of
:class:`trainer.store.roster.Roster`).

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

from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, delete, select, update

from trainer.audit import AuditAction
from trainer.auth import (
    MAX_PASSWORD,
    Actor,
    Role,
    fold_typed,
    has_unstorable_text,
    hash_secret,
    name_key,
    needs_rehash,
    typed_secret,
    verify_secret,
)
from trainer.errors import (
    AccountDeactivated,
    AccountUnverified,
    AuthenticationFailed,
    PermissionDenied,
    SignInThrottled,
    StoreError,
)
from trainer.exams.seal import PracticeKey
from trainer.exams.signing import CERTIFICATE_KEY_SETTING, CertificateSigner
from trainer.store import schema as s
from trainer.store._common import (
    USER_COLUMNS,
    check_actor,
    require_instructor,
    user_from_row,
)
from trainer.store.models import Unlocked, User
from trainer.store.roster_people import (
    AUTH_FAILED,
    DISPLAY_NAME_MAX,
    FORGET_AFTER,
    RosterPeople,
    check_secret,
    clean_name,
    seconds_left,
    throttle_wait_s,
)
from trainer.store.row_seals import (
    account_sealed,
    audit_seal_failure,
    boundary_recorded,
    legacy_rows,
    reseal_account_in,
    seal_legacy_in,
)
from trainer.store.server_tokens import ServerTokens
from trainer.store.signin_limits import forget_failure, reserve_failure

if TYPE_CHECKING:
    from trainer.exams.seal import KeyWrapper, SealKey


class RosterSignIn(RosterPeople):
    """Signing in and the sign-in throttle (part of :class:`~trainer.store.roster.Roster`)."""

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
        password = check_secret(Role.INSTRUCTOR, password)
        secret_hash = hash_secret(password)
        wrapper = self._seal.prepare(password) if self._seal is not None else None

        def run(conn: Connection) -> tuple[User, SealKey | None]:
            if not self._no_instructor(conn):
                raise PermissionDenied("an instructor already exists; ask them to add you")
            if self._instructors_removed(conn):
                raise _instructors_removed()
            user = self._insert_user(conn, name, display, Role.INSTRUCTOR, None, secret_hash)
            key = None
            if self._seal is not None and wrapper is not None:
                key = self._seal.first_instructor(conn, user.id, wrapper)
            if key is not None:
                reseal_account_in(conn, key, user.id)  # their role, sealed with it
                seal_legacy_in(conn, key)  # a new school: nothing legacy, the boundary sealed
            # The school's first row, sealed with the key just made.
            # The school's public certificate key is recorded with it.
            published = (self._seal.publish_certificate_key_in(conn, key)
                         if self._seal is not None and key is not None else None)
            detail: dict[str, Any] = {"user": user.id, "role": Role.INSTRUCTOR.value}
            if published is not None:
                detail["certificate_key"] = published[1]
            self._audit.record_in(conn, user.as_actor(), AuditAction.SCHOOL_CREATED, user.name,
                                  detail, key=key)
            return user, key

        if self._db.read(self._instructors_removed):
            self._db.write(lambda conn: self._audit.record_in(
                conn, None, AuditAction.SEAL_FAILED,
                f"seal failed: a first instructor {name!r} refused (the school's instructors "
                "were deactivated outside the app)", {"name": name}))
            raise _instructors_removed()
        user, key = self._db.write(run)
        if self._seal is not None and key is not None:
            self._seal.hold(user.id, key)  # signed in: they hold the key they created
        return user.as_actor()

    def _instructors_removed(self, conn: Connection) -> bool:
        """No active instructor, yet the school has a key and sealed records: the app never
        deactivates the last instructor, so they were switched off in the database, and a
        new "first" one would hold an instructor's powers without the school key."""
        return (self._seal is not None and self._seal.school_tag(conn) is not None
                and self._seal.sealed_rows_exist(conn))

    def authenticate(self, name: str, secret: str, *, shared: bool = False,
                     desk: str | None = None) -> Actor:
        """The user ``name`` signed in with ``secret`` (PIN or password).

        AuthenticationFailed, with the same message, for an unknown name, a wrong secret or
        a deactivated user. An instructor's sign-in unlocks their copy of the exam seal key
        (creating the school's key if it has none yet); a trainee's sign-in drops every
        unlocked key, so a trainee's session never holds one. ``shared``: the school server,
        where many are signed in at once, each holding only their own keys: a trainee's
        sign-in drops only the trainee's. ``desk``: the school server's desk id, whose wrong
        tries count against that desk's and the server's limits
        (:mod:`trainer.store.signin_limits`).
        """
        actor = self.check_credentials(name, secret, rehash=True, desk=desk)
        if self._seal is not None:
            if actor.role.is_staff:
                key = self._seal.unlock(actor.user_id, secret, hold=True)
                # A staff role gives powers: it must be one an instructor holding the
                # school key gave (sealed), never a row edited to say so.
                self._verify_staff(actor, key)
                if key is not None:
                    self._publish_certificate_key(actor, key)
            else:
                self._seal.forget(actor.user_id if shared else None)
                # Their practice key, wrapped with their PIN (trainer.store.practice_seal).
                self._seal.unlock_practice(actor.user_id, typed_secret(actor.role, secret))
        return actor

    def _verify_staff(self, actor: Actor, key: SealKey | None) -> None:
        """At a staff sign-in: seal the rows made before seals (the first time an instructor
        holds the key), then check the account's own seal. AccountUnverified, audited, when
        the school has a key and this account cannot unlock it or its seal fails (a role or
        state edited in the database), and the key is let go."""
        assert self._seal is not None
        vault = self._seal
        if key is None:
            if self._db.read(lambda conn: vault.school_tag(conn) is None
                             and not vault.sealed_rows_exist(conn)):
                return  # no school key yet (and none could be made): nothing to check with
        else:
            if self._db.read(lambda conn: legacy_rows(conn, key) != ([], [])
                             or not boundary_recorded(conn)):
                self._db.write(lambda conn: seal_legacy_in(conn, key))
            if self._db.read(lambda conn: account_sealed(conn, key, actor.user_id)):
                return
            self._seal.forget(actor.user_id)
        what = "no copy of the exam seal" if key is None else "role or state not as sealed"
        self._db.write(lambda conn: audit_seal_failure(
            self._audit, conn, actor, f"seal failed: account {actor.name}: {what}",
            {"user": actor.user_id, "role": actor.role.value}, key=key))
        raise AccountUnverified(f"the {actor.role.value} role of {actor.name!r} cannot be "
                                "verified with the exam seal")

    def _publish_certificate_key(self, actor: Actor, key: SealKey) -> None:
        """Record the school's public certificate key if it is not yet:
        a school made before it was, or whose key was made at a sign-in."""
        assert self._seal is not None
        if self._db.read(self._seal.certificate_key_in) == CertificateSigner(key).public_key:
            return  # the usual sign-in: nothing to write
        self._db.write(lambda conn: self._publish_certificate_key_in(conn, actor, key))

    def _publish_certificate_key_in(self, conn: Connection, actor: Actor, key: SealKey) -> None:
        assert self._seal is not None
        changed = self._seal.publish_certificate_key_in(conn, key)
        if changed is not None:
            was, public = changed
            self._audit.record_in(conn, actor, AuditAction.SETTING_CHANGED,
                                  CERTIFICATE_KEY_SETTING, {"setting": CERTIFICATE_KEY_SETTING,
                                                            "value": public, "value_was": was},
                                  key=key)

    def check_credentials(self, name: str, secret: str, *, rehash: bool = False,
                          desk: str | None = None) -> Actor:
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

        def reserve(conn: Connection) -> tuple[Any, int, int | None]:
            # The server's limits across names first: past them nothing is written.
            failure = None if desk is None else reserve_failure(conn, desk, now)
            wait = self._reserve_try(conn, key, now)
            user = conn.execute(
                select(*USER_COLUMNS, s.users.c.secret_hash).where(s.users.c.name_key == key)
            ).first()
            return user, wait, failure

        # The try is counted (as if wrong) and committed before the hash is checked, so
        # tries made at once from many desks or processes each find the count of the ones
        # before them: no more than one is checked after a wait starts (attack finding 4).
        row, wait, failure = self._db.write(reserve)
        stored = row.secret_hash if row is not None else None
        typed = typed_secret(Role(row.role), secret) if row is not None else fold_typed(secret)
        # Runs the hash even for an unknown name; a secret longer than any kept is wrong
        # unhashed (a megabyte pasted at the sign-in is not run through argon2).
        matched = len(typed) <= MAX_PASSWORD and verify_secret(typed, stored)
        if not matched:
            if wait:
                raise SignInThrottled(wait)
            raise AuthenticationFailed(AUTH_FAILED)
        def forget(conn: Connection) -> None:
            self._forget_failures(conn, key)
            if failure is not None:
                forget_failure(conn, failure)

        self._db.write(forget)
        if not row.active:
            # Said only to whoever typed the right secret: it tells a guesser nothing.
            raise AccountDeactivated("this account is deactivated; ask an instructor")
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
        row = None
        while row is None:
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
            # None when another desk's right secret deleted the row between our insert
            # (which found it, so did nothing) and this read (PostgreSQL): insert again.
            row = conn.execute(
                select(t.c.failures, t.c.locked_until, t.c.last_failure_at)
                .where(t.c.name_key == key)
                .with_for_update()
            ).first()
        if row.locked_until is not None and row.locked_until > now:
            raise SignInThrottled(seconds_left(row.locked_until, now))
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
            target = self._target(conn, user_id)
            self._audit.record_in(conn, actor, AuditAction.SIGN_IN_UNLOCKED, target.name,
                                  {"user": user_id})

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
            self._audit.record_in(conn, None, AuditAction.SIGN_IN_UNLOCKED, row.name,
                                  {"user": row.id, "from": "command_line"})
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
            raise AuthenticationFailed(AUTH_FAILED)
        self._db.write(lambda conn: self._forget_failures(conn, key))
        new_secret = check_secret(actor.role, new_secret)
        secret_hash = hash_secret(new_secret)
        rewrap = None
        if self._seal is not None and actor.role.is_staff:
            # The instructor's copy of the exam seal key follows their password.
            rewrap = self._seal.prepare_rewrap(actor.user_id, old_secret, new_secret)
        practice = None
        if self._seal is not None and not actor.role.is_staff:
            practice = self._practice_rewrap(actor.user_id, old_secret, new_secret)

        def run(conn: Connection) -> None:
            check_actor(conn, actor)
            result = conn.execute(
                update(s.users)
                .where(s.users.c.id == actor.user_id, s.users.c.secret_hash == stored)
                .values(secret_hash=secret_hash)
            )
            if result.rowcount != 1:  # changed meanwhile by someone else
                raise AuthenticationFailed(AUTH_FAILED)
            if self._seal is not None and rewrap is not None:
                self._seal.apply_rewrap(conn, actor.user_id, rewrap)
            if self._seal is not None and practice is not None:
                self._seal.store_practice_wrap(conn, actor.user_id, *practice)
            # A school server's tokens issued on the old secret end with it.
            ServerTokens.end_all_in(conn, actor.user_id)
            action = (AuditAction.OWN_PASSWORD_CHANGED if actor.role.is_staff
                      else AuditAction.OWN_PIN_CHANGED)
            self._audit.record_in(conn, actor, action, actor.name,
                                  {"user": actor.user_id, "role": actor.role.value})

        self._db.write(run)

    def _practice_rewrap(
        self, user_id: int, old_secret: str, new_secret: str
    ) -> tuple[PracticeKey, KeyWrapper] | None:
        """A trainee's practice key and a wrapper for their new PIN (their copy follows the
        PIN), or None when they have no copy (not sealed yet)."""
        assert self._seal is not None
        seal = self._seal
        wrapped = self._db.read(lambda conn: seal.practice_wrapped_for(conn, user_id))
        if wrapped is None:
            return None
        key = seal.practice_key(user_id) or PracticeKey.unwrap(wrapped, old_secret, user_id)
        if key is None:
            return None
        return key, seal.prepare(new_secret)


def _instructors_removed() -> PermissionDenied:
    return PermissionDenied("this school's instructors were deactivated outside the app; "
                            "restore the database from a backup", "instructors_removed")
