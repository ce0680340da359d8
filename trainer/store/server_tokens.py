"""The school server's sign-in tokens (``server_tokens``, schema 22; :mod:`trainer.server`).

A desk that signs in through the server gets a random token, bound to the account and to the
desk it was issued to. Only the token's SHA-256 is kept, with the account, the desk and the
expiry: a copy of the database signs no one in. Every call the server takes is authorised by
:meth:`ServerTokens.resolve`, which reads who the token's account is from ``users`` (role and
state as stored now, never what the desk says) on the store's clock, which on the server is
the server's own.

A token lives :data:`IDLE` after its last use (renewed by use, written at most every
:data:`RENEW_EVERY`, so a little less after a burst of calls), and never past :data:`LONGEST`
after it was issued. It ends when its desk signs out, when it is shown by another desk (a
copied token: it is ended for both), and with every other token of the account when an
instructor deactivates the account (:meth:`end_all_in`, in the deactivation's transaction).
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import Connection, delete, func, select, update

from trainer.auth import Actor, Role
from trainer.errors import StoreError, TokenRefused
from trainer.store import schema as s
from trainer.store._common import Repository

IDLE = timedelta(minutes=30)
"""A token unused for this long has expired: a desk left signed in is signed out."""
LONGEST = timedelta(hours=12)
"""No token outlives a long shift, however often it is used."""
RENEW_EVERY = timedelta(minutes=5)
"""Use moves the expiry on at most this often (not a write on every call)."""
TOKEN_BYTES = 32
_TOKEN_MAX = 100
"""No issued token is longer (43 characters of URL-safe base64): a longer one is not looked up."""


def valid_desk_id(desk_id: str) -> bool:
    """A desk id is 1 to :data:`~trainer.store.schema.DESK_ID_MAX` printable characters."""
    return 0 < len(desk_id) <= s.DESK_ID_MAX and desk_id.isprintable()


def token_hash(token: str) -> str:
    """The hex SHA-256 kept for ``token`` (a random 256-bit value: no salt or stretching needed)."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass(frozen=True)
class IssuedToken:
    """A token just issued (the only time it exists in the clear) and when it expires unused."""

    token: str
    expires_at: datetime


@dataclass(frozen=True)
class TokenHolder:
    """Who a token signs in, as the database says now."""

    actor: Actor
    desk_id: str
    practice_sealed: bool
    """The account has a practice key copy (its practice is sealed): the server must hold the
    key, unwrapped at sign-in, to record its answers."""


class ServerTokens(Repository):
    """Issuing, resolving and ending the school server's tokens."""

    def issue(self, actor: Actor, desk_id: str) -> IssuedToken:
        """A new token for ``actor`` (just signed in, on the server) at ``desk_id``; only its
        hash is stored. StoreError('invalid', code='desk_id') for an empty or too long desk id."""
        if not valid_desk_id(desk_id):
            raise StoreError("invalid", "a desk id is 1 to 64 printable characters",
                             code="desk_id")
        token = secrets.token_urlsafe(TOKEN_BYTES)
        now = self._now()
        expires = now + IDLE

        def run(conn: Connection) -> None:
            # Expired tokens' rows go on the way, so tokens never signed out do not pile up.
            conn.execute(delete(s.server_tokens).where(s.server_tokens.c.expires_at <= now))
            conn.execute(s.server_tokens.insert().values(
                token_hash=token_hash(token), user_id=actor.user_id, desk_id=desk_id,
                issued_at=now, expires_at=expires, ends_at=now + LONGEST))

        self._db.write(run)
        return IssuedToken(token, expires)

    def resolve(self, token: str, desk_id: str, *, renew: bool = True) -> TokenHolder:
        """Who ``token`` signs in when ``desk_id`` shows it; TokenRefused otherwise (see
        :class:`~trainer.errors.TokenRefused` for the codes). Renews the token's expiry
        (unless ``renew`` is False: a check that is no act of the account's, such as an open
        live-updates stream, must not keep an idle desk signed in)."""
        if not token or len(token) > _TOKEN_MAX:
            raise TokenRefused("unknown", "this token was not issued or has ended")
        key, now = token_hash(token), self._now()
        t, u, w = s.server_tokens, s.users, s.practice_key_wraps

        def run(conn: Connection) -> TokenHolder | TokenRefused:
            # A refusal that ends tokens is returned, not raised: the deletion commits.
            row = conn.execute(
                select(t.c.user_id, t.c.desk_id, t.c.expires_at, t.c.ends_at, u.c.name,
                       u.c.display_name, u.c.role, u.c.cohort_id, u.c.active,
                       w.c.user_id.label("wrapped"))
                .join(u, u.c.id == t.c.user_id)
                .outerjoin(w, w.c.user_id == t.c.user_id)
                .where(t.c.token_hash == key)
            ).first()
            if row is None:
                return TokenRefused("unknown", "this token was not issued or has ended")
            if row.desk_id != desk_id:
                # Shown by another desk: a copied token. Ended, so the copy and the
                # original both sign in again.
                conn.execute(delete(t).where(t.c.token_hash == key))
                return TokenRefused("other_desk", "this token was issued to another desk")
            if now >= row.expires_at:
                conn.execute(delete(t).where(t.c.token_hash == key))
                return TokenRefused("expired", "this token has expired; sign in again")
            if not row.active:
                self.end_all_in(conn, int(row.user_id))
                return TokenRefused("inactive", "this account is deactivated")
            renewed = min(now + IDLE, row.ends_at)
            if renew and renewed - row.expires_at >= RENEW_EVERY:
                conn.execute(update(t).where(t.c.token_hash == key)
                             .values(expires_at=renewed))
            actor = Actor(int(row.user_id), str(row.name), str(row.display_name),
                          Role(row.role), row.cohort_id)
            return TokenHolder(actor, str(row.desk_id), row.wrapped is not None)

        found: TokenHolder | TokenRefused = self._db.write(run)
        if isinstance(found, TokenRefused):
            raise found
        return found

    def end(self, token: str) -> None:
        """Sign-out: the token ends (nothing happens for one already ended)."""
        key = token_hash(token)
        self._db.write(lambda conn: conn.execute(
            delete(s.server_tokens).where(s.server_tokens.c.token_hash == key)))

    def live_count(self, user_id: int) -> int:
        """How many unexpired tokens ``user_id`` holds (on any desk)."""
        now = self._now()
        t = s.server_tokens

        def run(conn: Connection) -> int:
            return int(conn.execute(
                select(func.count()).select_from(t)
                .where(t.c.user_id == user_id, t.c.expires_at > now)).scalar() or 0)

        return self._db.read(run)

    @staticmethod
    def end_all_in(conn: Connection, user_id: int) -> None:
        """Every token of ``user_id`` ends, in the caller's transaction (a deactivation)."""
        conn.execute(delete(s.server_tokens).where(s.server_tokens.c.user_id == user_id))
