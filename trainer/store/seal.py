"""The school's seal key in the database (wrapped per instructor) and in memory (unwrapped).

See :mod:`trainer.exams.seal` for the scheme and its threat model. This module keeps the SQL:
the ``seal_key`` row (which key is the school's, by its public check tag) and one
``seal_key_wraps`` row per instructor. The roster calls in when an instructor is created,
signs in or changes their password; the exams repository when a proctor authenticates.

Every KDF run (preparing a wrapper, unwrapping) happens outside database transactions,
so the write lock is never held while a password is stretched. A copy wrapped before wraps
used argon2id at the hash's cost (scrypt) is rewrapped at its next unlock.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, delete, select, update

from trainer.errors import StoreError
from trainer.exams.seal import (
    KeyWrapper,
    PracticeKey,
    SealKey,
    SealState,
    WrappedKey,
    new_seal_key,
    prepare_wrap,
)
from trainer.exams.signing import CERTIFICATE_KEY_SETTING, CertificateSigner
from trainer.store import schema as s
from trainer.store._common import Clock, write_setting
from trainer.store.engine import Database

_SCHOOL_KEY_ID = 1


@dataclass(frozen=True)
class Rewrap:
    """A key unwrapped with an old password and a wrapper made from the new one."""

    key: SealKey
    wrapper: KeyWrapper
    old_wrapped: str


class SealVault:
    """Wrapped copies of the seal key in the database; unwrapped ones in memory, by user id.

    A key is held in memory from an instructor's sign-in until :meth:`forget` (the store's
    ``sign_out``) or until any trainee signs in on this store, whichever comes first; the
    school server's own copy (:meth:`serve`) for the process's life.
    """

    def __init__(self, db: Database, clock: Clock) -> None:
        self._db = db
        self._clock = clock
        self._held: dict[int, SealKey] = {}
        self._practice: dict[int, PracticeKey] = {}
        self._served: SealKey | None = None
        self._lock = threading.Lock()

    # ---- memory -------------------------------------------------------------------------

    def held(self, user_id: int) -> SealKey | None:
        """The key instructor ``user_id`` unlocked in this session, if any."""
        with self._lock:
            return self._held.get(user_id)

    def served(self) -> SealKey | None:
        """The school key this process serves (:meth:`serve`: the school server), if any."""
        with self._lock:
            return self._served

    def hold(self, user_id: int, key: SealKey) -> None:
        with self._lock:
            self._held[user_id] = key

    def forget(self, user_id: int | None = None) -> None:
        """Drop the unlocked keys (school and practice) of ``user_id`` (None: of everyone)."""
        with self._lock:
            if user_id is None:
                self._held.clear()
                self._practice.clear()
            else:
                self._held.pop(user_id, None)
                self._practice.pop(user_id, None)

    # ---- practice keys (trainer.store.practice_seal) ------------------------------------

    def practice_key(self, user_id: int) -> PracticeKey | None:
        """The key that seals ``user_id``'s practice now: unwrapped at their sign-in (a
        trainee), or derived from the school key they hold (an instructor or proctor) or the
        school server holds (:meth:`serve`)."""
        with self._lock:
            key = self._practice.get(user_id)
            if key is not None:
                return key
            school = self._held.get(user_id) or self._served
        return None if school is None else school.for_practice(user_id)

    def serve(self, key: SealKey) -> bool:
        """On the school server: hold the school's key for the process's life (from its key
        file), so that a trainee's practice key is derived after a restart without their PIN.
        Not dropped by :meth:`forget`. False (nothing held) when ``key`` is not the school's."""
        if self._db.read(self.school_tag) != key.tag:
            return False
        with self._lock:
            self._served = key
        return True

    def unlock_practice(self, user_id: int, secret: str) -> PracticeKey | None:
        """At a trainee's sign-in (``secret`` verified): unwrap and hold their practice key.
        None when they have no copy yet ("not sealed yet": an instructor wraps it when they
        create the trainee or reset the PIN) or the copy does not open."""
        wrapped = self._db.read(lambda conn: self.practice_wrapped_for(conn, user_id))
        key = None if wrapped is None else PracticeKey.unwrap(wrapped, secret, user_id)
        if key is not None:
            with self._lock:
                self._practice[user_id] = key
            if wrapped is not None and wrapped.needs_rewrap:
                self._rewrap(s.practice_key_wraps, user_id, wrapped,
                             key.wrap(prepare_wrap(secret)))
        return key

    def _rewrap(self, table: Any, user_id: int, old: WrappedKey, new: WrappedKey) -> None:
        """Store a copy wrapped at today's cost over an older one just unwrapped with the
        right secret (unless it changed meanwhile): the wrap then costs a guesser as much as
        the secret's own hash."""
        self._db.write(lambda conn: conn.execute(
            update(table)
            .where(table.c.user_id == user_id, table.c.wrapped == old.wrapped,
                   table.c.params == old.params)
            .values(params=new.params, wrapped=new.wrapped, tag=new.tag)))

    @staticmethod
    def practice_wrapped_for(conn: Connection, user_id: int) -> WrappedKey | None:
        w = s.practice_key_wraps
        row = conn.execute(
            select(w.c.params, w.c.wrapped, w.c.tag).where(w.c.user_id == user_id)
        ).first()
        return None if row is None else WrappedKey(row.params, row.wrapped, row.tag)

    def store_practice_wrap(
        self, conn: Connection, user_id: int, key: PracticeKey, wrapper: KeyWrapper
    ) -> None:
        """Give ``user_id`` their practice key wrapped with ``wrapper``'s PIN (replacing any)."""
        w = s.practice_key_wraps
        wrapped = key.wrap(wrapper)
        conn.execute(delete(w).where(w.c.user_id == user_id))
        conn.execute(
            w.insert().values(user_id=user_id, params=wrapped.params, wrapped=wrapped.wrapped,
                              tag=wrapped.tag, created_at=self._clock())
        )

    @staticmethod
    def drop_practice_wrap(conn: Connection, user_id: int) -> None:
        """Remove ``user_id``'s practice key copy (their PIN was reset without the key)."""
        conn.execute(delete(s.practice_key_wraps)
                     .where(s.practice_key_wraps.c.user_id == user_id))

    def wrap_practice_in(
        self, conn: Connection, instructor_id: int, user_id: int, wrapper: KeyWrapper
    ) -> bool:
        """Inside the transaction that creates trainee ``user_id`` or resets their PIN: wrap
        their practice key for the new PIN when instructor ``instructor_id`` holds the school
        key. False when they do not (the trainee's practice stays "not sealed yet")."""
        school = self.held(instructor_id)
        if school is None or self.school_tag(conn) != school.tag:
            return False
        self.store_practice_wrap(conn, user_id, school.for_practice(user_id), wrapper)
        return True

    # ---- reading --------------------------------------------------------------------------

    @staticmethod
    def school_tag(conn: Connection) -> str | None:
        """The check tag of the school's key, or None when the school has none yet."""
        value = conn.execute(
            select(s.seal_key.c.tag).where(s.seal_key.c.id == _SCHOOL_KEY_ID)
        ).scalar()
        return None if value is None else str(value)

    @staticmethod
    def wrapped_for(conn: Connection, user_id: int) -> WrappedKey | None:
        row = conn.execute(
            select(s.seal_key_wraps.c.params, s.seal_key_wraps.c.wrapped, s.seal_key_wraps.c.tag)
            .where(s.seal_key_wraps.c.user_id == user_id)
        ).first()
        return None if row is None else WrappedKey(row.params, row.wrapped, row.tag)

    def state(self, user_id: int) -> SealState:
        """Whether instructor ``user_id`` holds, could unlock, or lacks the school's key."""

        def run(conn: Connection) -> SealState:
            tag = self.school_tag(conn)
            if tag is None:
                return SealState.NO_KEY
            held = self.held(user_id)
            if held is not None and held.tag == tag:
                return SealState.HELD
            wrapped = self.wrapped_for(conn, user_id)
            if wrapped is None or wrapped.tag != tag:
                return SealState.NOT_ENROLLED
            return SealState.LOCKED

        return self._db.read(run)

    # ---- unlocking -------------------------------------------------------------------------

    @staticmethod
    def prepare(password: str) -> KeyWrapper:
        """A wrapper for ``password`` (one scrypt run; call it outside transactions)."""
        return prepare_wrap(password)

    def unlock(self, user_id: int, password: str, *, hold: bool) -> SealKey | None:
        """The school's key from instructor ``user_id``'s copy; their password was verified.

        When the school has no key yet (a database from before exam mode), one is created and
        wrapped for them. None when the school has a key but no copy for them. With ``hold``
        the key stays in memory for them (a sign-in); without it (a proctor) it does not.
        """
        tag, wrapped = self._db.read(
            lambda conn: (self.school_tag(conn), self.wrapped_for(conn, user_id))
        )
        key: SealKey | None = None
        if tag is not None:
            if wrapped is not None and wrapped.tag == tag:
                key = wrapped.unwrap(password)
                if key is not None and wrapped.needs_rewrap:
                    self._rewrap(s.seal_key_wraps, user_id, wrapped,
                                 key.wrap(prepare_wrap(password)))
        else:
            key = self._create(user_id, prepare_wrap(password))
        if key is not None and hold:
            self.hold(user_id, key)
        return key

    @staticmethod
    def certificate_key_in(conn: Connection) -> str | None:
        """The school's public certificate key as recorded, or None."""
        value = conn.execute(select(s.settings.c.value).where(
            s.settings.c.user_id.is_(None)
            & (s.settings.c.key == CERTIFICATE_KEY_SETTING))).scalar()
        return None if value is None else str(value)

    @classmethod
    def publish_certificate_key_in(
        cls, conn: Connection, key: SealKey
    ) -> tuple[str | None, str] | None:
        """Record the public certificate key of ``key`` where anyone can read it
        (``python -m trainer certificate-key``, no password: it is public). Returns (the key
        recorded before, the new one) when it changed, for the caller's audit row; None when
        it was recorded already."""
        public = CertificateSigner(key).public_key
        was = cls.certificate_key_in(conn)
        if was == public:
            return None
        write_setting(conn, None, CERTIFICATE_KEY_SETTING, public)
        return was, public

    def certificate_key(self) -> str | None:
        """The school's public certificate key as recorded, or None (no instructor has
        unlocked the seal key since this version). Public: no sign-in needed."""
        return self._db.read(self.certificate_key_in)

    def _create(self, user_id: int, wrapper: KeyWrapper) -> SealKey | None:
        fresh = new_seal_key()

        def run(conn: Connection) -> bool:
            if self.school_tag(conn) is not None:  # another instructor was quicker
                return False
            if self.sealed_rows_exist(conn):
                # The school's key was deleted, not never made: a new one would re-seal
                # whatever the database now says (a role edited to instructor among it).
                return False
            self._insert_school_key(conn, fresh, user_id)
            self.store_wrap(conn, user_id, fresh, wrapper)
            return True

        try:
            created = self._db.write(run)
        except StoreError:
            # Two first sign-ins at once on a shared server: the loser's insert fails.
            if self._db.read(self.school_tag) is None:
                raise
            return None
        return fresh if created else None

    @staticmethod
    def sealed_rows_exist(conn: Connection) -> bool:
        """Whether anything was sealed with a school key (a sitting, an exam, an account):
        then the school had a key, and a missing one was deleted."""
        for table, column in ((s.exam_sittings, "mac"), (s.exams, "mac"),
                              (s.users, "seal_mac")):
            if conn.execute(select(table.c.id).where(table.c[column].is_not(None))
                            .limit(1)).first() is not None:
                return True
        return False

    def _insert_school_key(self, conn: Connection, key: SealKey, user_id: int) -> None:
        conn.execute(
            s.seal_key.insert().values(
                id=_SCHOOL_KEY_ID, tag=key.tag, created_at=self._clock(), created_by=user_id
            )
        )

    def store_wrap(
        self, conn: Connection, user_id: int, key: SealKey, wrapper: KeyWrapper
    ) -> None:
        """Give ``user_id`` a copy of ``key`` (replacing any copy they had)."""
        wrapped = key.wrap(wrapper)
        conn.execute(delete(s.seal_key_wraps).where(s.seal_key_wraps.c.user_id == user_id))
        conn.execute(
            s.seal_key_wraps.insert().values(
                user_id=user_id,
                params=wrapped.params,
                wrapped=wrapped.wrapped,
                tag=wrapped.tag,
                created_at=self._clock(),
            )
        )

    # ---- roster hooks (inside the roster's transactions) ---------------------------------

    def first_instructor(
        self, conn: Connection, user_id: int, wrapper: KeyWrapper
    ) -> SealKey | None:
        """The first instructor was just inserted: create the school's key for them, unless
        the school already has one. Returns the key to hold once the transaction commits."""
        if self.school_tag(conn) is not None:
            return None
        fresh = new_seal_key()
        self._insert_school_key(conn, fresh, user_id)
        self.store_wrap(conn, user_id, fresh, wrapper)
        return fresh

    def instructor_added(
        self, conn: Connection, creator_id: int, user_id: int, wrapper: KeyWrapper
    ) -> bool:
        """Instructor ``creator_id`` just added instructor ``user_id``: wrap the key for the
        newcomer if the creator holds it. False when they do not (the newcomer must then be
        enrolled later by someone who does)."""
        key = self.held(creator_id)
        if key is None or self.school_tag(conn) != key.tag:
            return False
        self.store_wrap(conn, user_id, key, wrapper)
        return True

    def prepare_rewrap(self, user_id: int, old_password: str, new_password: str) -> Rewrap | None:
        """Before a password change: unwrap with the old password, prepare the new wrapper.

        None when ``user_id`` has no usable copy (nothing to re-wrap).
        """
        wrapped = self._db.read(lambda conn: self.wrapped_for(conn, user_id))
        if wrapped is None:
            return None
        key = wrapped.unwrap(old_password)
        if key is None:
            return None
        return Rewrap(key, prepare_wrap(new_password), wrapped.wrapped)

    def apply_rewrap(self, conn: Connection, user_id: int, rewrap: Rewrap) -> None:
        """Inside the password change's transaction: store the copy under the new password."""
        wrapped = rewrap.key.wrap(rewrap.wrapper)
        conn.execute(
            update(s.seal_key_wraps)
            .where(
                s.seal_key_wraps.c.user_id == user_id,
                s.seal_key_wraps.c.wrapped == rewrap.old_wrapped,
            )
            .values(params=wrapped.params, wrapped=wrapped.wrapped, tag=wrapped.tag)
        )
