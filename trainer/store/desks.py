"""The desks enrolled with the school server (``desks``, schema 25; :mod:`trainer.server`).

A desk's id was once whatever the desk said (a header): a token worked from any machine that
said the same, and a desk could make up ids to spread its wrong sign-ins. Now an instructor
names a desk and gets a one-time enrolment code (:meth:`Desks.make_code`, from the desk app's
Desks dialog or ``dealer-trainer-server enrol NAME`` on the server's terminal); the desk
presents the code once (:meth:`Desks.enrol`) and receives a random secret of
:data:`SECRET_BYTES`, which it keeps in its config folder and shows with every later call.
The server keeps only the SHA-256 of the code and of the secret, and derives the desk's
identity from the secret (:meth:`Desks.identify`): tokens are bound to it, sign-in limits
count per desk, and an instructor lists and revokes desks (audited).

The code is :data:`CODE_LENGTH` characters of :data:`CODE_ALPHABET` (no 0/O, 1/I/L: typed
from a screen), 50 bits: it lives :data:`CODE_LIFE` on the server's clock and is taken once,
so guessing one is hopeless (10^15 codes against the server's request limit).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import Connection, delete, select, update

from trainer.audit import AuditAction
from trainer.auth import Actor, Role
from trainer.errors import DeskRefused, StoreError
from trainer.store import schema as s
from trainer.store._common import LARGEST_ID, Clock, Repository, require_instructor
from trainer.store.audit import AuditLog
from trainer.store.engine import Database

CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 10
"""Shown as two groups of five (``K7M2Q-9XRTB``); dashes and spaces are ignored when typed."""
CODE_LIFE = timedelta(hours=1)
"""An enrolment code not used within this (server clock) has expired: make another."""
SECRET_BYTES = 32
DESK_NAME_MAX = 40
_CREDENTIAL_MAX = 120


def normal_code(typed: str) -> str:
    """``typed`` as stored: upper case, no spaces or dashes (``k7m2q 9xrtb``: ``K7M2Q9XRTB``)."""
    return "".join(c for c in typed.upper() if c not in " -\t")


def shown_code(code: str) -> str:
    """The code as shown to the instructor: two groups of five."""
    return f"{code[:5]}-{code[5:]}"


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def desk_key(desk_id: int) -> str:
    """The desk identity tokens and sign-in limits are bound to (``desk-<id>``)."""
    return f"desk-{desk_id}"


@dataclass(frozen=True)
class EnrolmentCode:
    """A code just made (the only time it exists in the clear), for the desk named ``name``."""

    desk_id: int
    name: str
    code: str
    expires_at: datetime


@dataclass(frozen=True)
class EnrolledDesk:
    """What a desk receives once, at enrolment: its credential (``<id>.<secret>``)."""

    desk_id: int
    name: str
    credential: str


@dataclass(frozen=True)
class DeskIdentity:
    """Who a credential is, as the server's database says now."""

    desk_id: int
    name: str

    @property
    def key(self) -> str:
        return desk_key(self.desk_id)


@dataclass(frozen=True)
class Desk:
    """A desk as the instructor's Desks dialog lists it."""

    id: int
    name: str
    made_at: datetime
    code_expires_at: datetime
    enrolled_at: datetime | None
    revoked_at: datetime | None


def _check_name(name: str) -> str:
    name = name.strip()
    if not name or len(name) > DESK_NAME_MAX or not name.isprintable():
        raise StoreError("invalid", f"a desk's name is 1 to {DESK_NAME_MAX} printable "
                         "characters", code="desk_name", params={"limit": DESK_NAME_MAX})
    return name


class Desks(Repository):
    """Making enrolment codes, enrolling, identifying, listing and revoking desks."""

    def __init__(self, db: Database, clock: Clock, audit: AuditLog) -> None:
        super().__init__(db, clock)
        self._audit = audit

    # ---- Instructors

    def make_code(self, actor: Actor, name: str) -> EnrolmentCode:
        """A one-time code enrolling a desk called ``name`` (instructor only; audited)."""
        return self._make(actor, name)

    def make_code_on_server(self, name: str) -> EnrolmentCode:
        """The same from the server's terminal (``dealer-trainer-server enrol NAME``), which
        holds the database credentials; audited as the command line."""
        return self._make(None, name)

    def _make(self, actor: Actor | None, name: str) -> EnrolmentCode:
        name = _check_name(name)
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        now = self._now()
        expires = now + CODE_LIFE

        def run(conn: Connection) -> int:
            if actor is not None:
                require_instructor(conn, actor, "enrol a desk")
            # Codes made and never used are dropped once expired: they pile up no rows.
            conn.execute(delete(s.desks).where(s.desks.c.secret_hash.is_(None),
                                               s.desks.c.code_expires_at <= now))
            result = conn.execute(s.desks.insert().values(
                name=name, code_hash=_hash(code), code_expires_at=expires,
                made_by=None if actor is None else actor.user_id, made_at=now))
            key = result.inserted_primary_key
            assert key is not None
            desk_id = int(key[0])
            self._audit.record_in(conn, actor, AuditAction.DESK_CODE_MADE, name,
                                  {"desk": desk_id, "expires_at": expires.isoformat()})
            return desk_id

        desk_id = self._db.write(run)
        return EnrolmentCode(desk_id, name, code, expires)

    def listed(self, actor: Actor) -> list[Desk]:
        """Every desk, newest first (instructor only)."""
        d = s.desks

        def run(conn: Connection) -> list[Desk]:
            require_instructor(conn, actor, "list the desks")
            return [Desk(int(r.id), str(r.name), r.made_at, r.code_expires_at, r.enrolled_at,
                         r.revoked_at)
                    for r in conn.execute(select(d).order_by(d.c.id.desc()))]

        return self._db.read(run)

    def revoke(self, actor: Actor, desk_id: int) -> None:
        """The desk is refused from now on and its tokens end (instructor only; audited).
        StoreError('invalid', code='desk_unknown') for a desk not made."""
        d, now = s.desks, self._now()

        def run(conn: Connection) -> None:
            require_instructor(conn, actor, "revoke a desk")
            row = conn.execute(select(d.c.name, d.c.revoked_at).where(d.c.id == desk_id)).first()
            if row is None:
                raise StoreError("invalid", "no such desk", code="desk_unknown")
            if row.revoked_at is not None:
                return
            conn.execute(update(d).where(d.c.id == desk_id).values(revoked_at=now))
            conn.execute(delete(s.server_tokens)
                         .where(s.server_tokens.c.desk_id == desk_key(desk_id)))
            self._audit.record_in(conn, actor, AuditAction.DESK_REVOKED, str(row.name),
                                  {"desk": desk_id})

        self._db.write(run)

    # ---- A desk

    def enrol(self, typed_code: str) -> EnrolledDesk:
        """The desk presenting ``typed_code`` is enrolled: its credential, returned once.
        DeskRefused ``code_unknown``, ``code_used`` or ``code_expired`` otherwise. Audited
        under the instructor who made the code."""
        code = normal_code(typed_code)
        if len(code) != CODE_LENGTH:
            raise DeskRefused("code_unknown")
        key, now = _hash(code), self._now()
        secret = secrets.token_urlsafe(SECRET_BYTES)
        d, u = s.desks, s.users
        # The route is public: a code no desk was given is refused on a read, so a flood of
        # guesses never holds the write lock that every desk's answers wait on (SQLite).
        if self._db.read(lambda conn: conn.execute(
                select(d.c.id).where(d.c.code_hash == key)).first()) is None:
            raise DeskRefused("code_unknown")

        def run(conn: Connection) -> EnrolledDesk | DeskRefused:
            row = conn.execute(select(d).where(d.c.code_hash == key).with_for_update()).first()
            if row is None:
                return DeskRefused("code_unknown")
            if row.secret_hash is not None or row.revoked_at is not None:
                return DeskRefused("code_used")
            if now >= row.code_expires_at:
                return DeskRefused("code_expired")
            conn.execute(update(d).where(d.c.id == row.id)
                         .values(secret_hash=_hash(secret), enrolled_at=now))
            maker = None
            if row.made_by is not None:
                m = conn.execute(select(u).where(u.c.id == row.made_by)).first()
                if m is not None:
                    maker = Actor(int(m.id), str(m.name), str(m.display_name), Role(m.role),
                                  m.cohort_id)
            self._audit.record_in(conn, maker, AuditAction.DESK_ENROLLED, str(row.name),
                                  {"desk": int(row.id)})
            return EnrolledDesk(int(row.id), str(row.name), f"{int(row.id)}.{secret}")

        found: EnrolledDesk | DeskRefused = self._db.write(run)
        if isinstance(found, DeskRefused):
            raise found
        return found

    def identify(self, credential: str) -> DeskIdentity:
        """The enrolled desk whose credential this is; DeskRefused ``desk_unknown`` (a made-up
        or wrong one) or ``desk_revoked``."""
        number, dot, secret = credential.partition(".")
        if (not dot or not number.isascii() or not number.isdigit()
                or len(credential) > _CREDENTIAL_MAX or int(number) > LARGEST_ID):
            raise DeskRefused("desk_unknown")  # a number no id column holds: never queried
        d = s.desks
        row = self._db.read(lambda conn: conn.execute(
            select(d.c.id, d.c.name, d.c.secret_hash, d.c.revoked_at)
            .where(d.c.id == int(number))).first())
        if row is None or row.secret_hash is None or not hmac.compare_digest(
                str(row.secret_hash), _hash(secret)):
            raise DeskRefused("desk_unknown")
        if row.revoked_at is not None:
            raise DeskRefused("desk_revoked")
        return DeskIdentity(int(row.id), str(row.name))
