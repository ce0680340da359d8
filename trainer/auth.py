"""People and roles: who is acting, and how their PIN or password is kept.

Secrets are hashed with argon2id (``argon2-cffi``: a memory-hard KDF, so a stolen database
cannot be tried on graphics cards at the speed of a plain or cpu-bound hash) and stored in
the PHC string form ``$argon2id$v=19$m=...,t=...,p=...$salt$hash``. The cost is
:data:`KDF`; ``tests/bench/kdf.py`` measures it (about 130 ms per hash on the reference
2-core machine). Hashes written before version 4 of the store (``scrypt$n$r$p$salt$hash``)
are still verified, and :func:`needs_rehash` tells the store to replace them, and any hash
made with other argon2 parameters, at the next successful sign-in. Verification is
constant-time. The store keeps only these hashes, never a secret itself.

PINs are read through :func:`trainer.typed.fold_typed` (full-width digits are ASCII ones)
and only ASCII 0-9 count (:func:`trainer.typed.is_ascii_digits`). :func:`name_key` is how
names are compared: NFKC then case folding.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import unicodedata
from dataclasses import dataclass
from enum import Enum

import argon2
from argon2.low_level import Type as _Argon2Type

from trainer.typed import fold_typed, is_ascii_digits

__all__ = [
    "KDF",
    "MAX_PASSWORD",
    "Actor",
    "KdfCost",
    "Role",
    "fold_typed",
    "has_unstorable_text",
    "hash_secret",
    "is_ascii_digits",
    "is_valid_password",
    "is_valid_pin",
    "is_valid_secret",
    "name_key",
    "needs_rehash",
    "typed_secret",
    "verify_secret",
]

SCRYPT_N = 2**14
SCRYPT_R = 8
SCRYPT_P = 1
"""The scrypt cost of pre-version-4 hashes (and of the exam seal key wrapping,
:mod:`trainer.exams.seal`, which keeps it)."""
SALT_BYTES = 16
HASH_BYTES = 32
_PREFIX = "scrypt"


@dataclass(frozen=True)
class KdfCost:
    """The argon2id cost of a new hash: passes, memory in KiB, lanes."""

    time_cost: int
    memory_kib: int
    parallelism: int


KDF = KdfCost(time_cost=2, memory_kib=64 * 1024, parallelism=1)
"""The cost of new hashes: 64 MiB and 2 passes, about 130 ms on the reference machine
(tests/bench/kdf.py). Changing it makes every older hash be rehashed at its next sign-in.
Tests lower it (tests/conftest.py) so thousands of sign-ins stay quick."""

def _hasher(cost: KdfCost) -> argon2.PasswordHasher:
    return argon2.PasswordHasher(
        time_cost=cost.time_cost,
        memory_cost=cost.memory_kib,
        parallelism=cost.parallelism,
        hash_len=HASH_BYTES,
        salt_len=SALT_BYTES,
        type=_Argon2Type.ID,
    )


# A well-formed hash of nothing in particular, per cost: verifying against it costs as much
# as a real check, so an unknown name takes as long to refuse as a wrong secret.
_DUMMY_HASHES: dict[KdfCost, str] = {}


class Role(Enum):
    """What a user may do. Instructors manage people and settings; trainees practise;
    proctors run exam sittings (start and resume them at a trainee's desk, end them) and
    edit nothing: no blueprints, rosters or results."""

    INSTRUCTOR = "instructor"
    TRAINEE = "trainee"
    PROCTOR = "proctor"

    @property
    def is_staff(self) -> bool:
        """Signs in with a password and holds a copy of the school's exam seal key."""
        return self is not Role.TRAINEE


@dataclass(frozen=True)
class Actor:
    """The signed-in user on whose behalf a store operation runs (passed first to every call)."""

    user_id: int
    name: str
    display_name: str
    role: Role
    cohort_id: int | None = None

    @property
    def is_instructor(self) -> bool:
        return self.role is Role.INSTRUCTOR

    @property
    def is_proctor(self) -> bool:
        return self.role is Role.PROCTOR

    @property
    def may_proctor(self) -> bool:
        """An instructor or a proctor: may start, resume and end exam sittings."""
        return self.role.is_staff


# ---- Typed text


def has_unstorable_text(text: str) -> bool:
    """True when ``text`` holds a NUL or a lone surrogate, which no database column and no
    UTF-8 encoding can keep (PostgreSQL refuses NUL; a surrogate cannot be encoded)."""
    return any(ch == "\x00" or "\ud800" <= ch <= "\udfff" for ch in text)


def name_key(name: str) -> str:
    """The key names are compared by: NFKC, then Unicode case folding, then NFKC again.

    "Álvaro", "ÁLVARO", "álvaro" and the full-width "ＡＬＶＡＲＯ"'s "alvaro" twin all fold to
    one key per spelling; "Straße" and "STRASSE" fold to "strasse"; Greek final sigma folds
    like sigma. The same key is computed in Python for every backend and stored in its own
    unique column, so no database's own ``lower()`` (ASCII-only in SQLite) is involved.
    """
    folded = unicodedata.normalize("NFKC", name).strip().casefold()
    return unicodedata.normalize("NFKC", folded)


# ---- Hashing


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _scrypt(secret: str, salt: bytes, n: int, r: int, p: int, length: int) -> bytes:
    # maxmem must cover 128 * n * r bytes plus a little; give it twice that.
    return hashlib.scrypt(
        secret.encode("utf-8"), salt=salt, n=n, r=r, p=p, dklen=length, maxmem=256 * n * r + 2**20
    )


def _secret_bytes(secret: str) -> bytes | None:
    """UTF-8 of ``secret``, or None when it cannot be encoded (a lone surrogate)."""
    try:
        return secret.encode("utf-8")
    except UnicodeEncodeError:
        return None


def hash_secret(secret: str) -> str:
    """Hash a PIN or password for storage (argon2id at the cost :data:`KDF`, PHC string).

    ValueError for a secret that cannot be encoded (a lone surrogate); the store refuses
    such a secret with a coded reason before it gets here.
    """
    data = _secret_bytes(secret)
    if data is None:
        raise ValueError("a secret cannot hold a lone surrogate")
    return _hasher(KDF).hash(data)


def _dummy_hash() -> str:
    cost = KDF
    found = _DUMMY_HASHES.get(cost)
    if found is None:
        found = _DUMMY_HASHES[cost] = hash_secret(os.urandom(8).hex())
    return found


def verify_secret(secret: str, stored: str | None) -> bool:
    """True when ``secret`` matches the ``stored`` hash; a malformed or missing hash never matches.

    Both the argon2id hashes and the older ``scrypt$...`` ones are read. The comparison is
    constant-time; with ``stored=None`` a dummy hash is checked so the call costs the same as
    a real one.
    """
    if stored is None:
        verify_secret(secret, _dummy_hash())
        return False
    data = _secret_bytes(secret)
    if stored.startswith("$argon2"):
        if data is None:
            data = b"\x00"  # never matches (no stored secret is a NUL), costs the same
            _verify_argon2(data, stored)
            return False
        return _verify_argon2(data, stored)
    if data is None:
        return False
    return _verify_scrypt(secret, stored)


def _verify_argon2(data: bytes, stored: str) -> bool:
    try:
        return _hasher(KDF).verify(stored, data)
    except argon2.exceptions.VerificationError:
        return False
    except (argon2.exceptions.InvalidHashError, argon2.exceptions.VerifyMismatchError):
        return False


def _verify_scrypt(secret: str, stored: str) -> bool:
    parts = stored.split("$")
    if len(parts) != 6 or parts[0] != _PREFIX:
        return False
    try:
        n, r, p = int(parts[1]), int(parts[2]), int(parts[3])
        salt = base64.b64decode(parts[4], validate=True)
        expected = base64.b64decode(parts[5], validate=True)
    except ValueError:
        return False
    if not (2 <= n <= 2**20 and 1 <= r <= 32 and 1 <= p <= 16 and expected):
        return False
    actual = _scrypt(secret, salt, n, r, p, len(expected))
    return hmac.compare_digest(actual, expected)


def needs_rehash(stored: str) -> bool:
    """True when ``stored`` was not made by argon2id at the current cost :data:`KDF` (an
    older scrypt hash, or other parameters): the store rehashes it at the next sign-in."""
    if not stored.startswith("$argon2id$"):
        return True
    try:
        return _hasher(KDF).check_needs_rehash(stored)
    except (ValueError, argon2.exceptions.InvalidHashError):
        return True


# ---- Rules for secrets


def is_valid_pin(pin: str) -> bool:
    """A trainee PIN is 4 to 12 ASCII digits (full-width ones are folded first by the
    caller, :func:`fold_typed`)."""
    return 4 <= len(pin) <= 12 and is_ascii_digits(pin)


MAX_PASSWORD = 128
"""The longest password kept: a pass phrase fits; a 10 MB "password" (a roster file pasted,
a script) would be hashed, stored and checked at every sign-in."""


def is_valid_password(password: str) -> bool:
    """An instructor password has 6 to :data:`MAX_PASSWORD` characters, not all blank."""
    return 6 <= len(password) <= MAX_PASSWORD and bool(password.strip())


def is_valid_secret(role: Role, secret: str) -> bool:
    """Trainees sign in with a PIN, instructors with a password."""
    return is_valid_pin(secret) if role is Role.TRAINEE else is_valid_password(secret)


def typed_secret(role: Role, secret: str) -> str:
    """The secret as it is hashed and checked: a PIN folded to ASCII (an input method's
    full-width digits are the same PIN), a password exactly as typed."""
    return fold_typed(secret) if role is Role.TRAINEE else secret
