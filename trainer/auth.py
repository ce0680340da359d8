"""People and roles: who is acting, and how their PIN or password is kept.

Secrets are hashed with scrypt (random 16-byte salt, n=2**14, r=8, p=1) and stored as
``scrypt$n$r$p$salt_b64$hash_b64``; verification compares in constant time. The store keeps
only these hashes, never a secret itself.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
from dataclasses import dataclass
from enum import Enum

SCRYPT_N = 2**14
SCRYPT_R = 8
SCRYPT_P = 1
SALT_BYTES = 16
HASH_BYTES = 32
_PREFIX = "scrypt"
# A well-formed hash of nothing in particular: verifying against it costs as much as a real
# check, so an unknown name takes as long to refuse as a wrong secret.
_DUMMY_HASH: str | None = None


class Role(Enum):
    """What a user may do. Instructors manage people and settings; trainees practise."""

    INSTRUCTOR = "instructor"
    TRAINEE = "trainee"


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


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _scrypt(secret: str, salt: bytes, n: int, r: int, p: int, length: int) -> bytes:
    # maxmem must cover 128 * n * r bytes plus a little; give it twice that.
    return hashlib.scrypt(
        secret.encode("utf-8"), salt=salt, n=n, r=r, p=p, dklen=length, maxmem=256 * n * r + 2**20
    )


def hash_secret(secret: str) -> str:
    """Hash a PIN or password for storage: ``scrypt$n$r$p$salt_b64$hash_b64``."""
    salt = os.urandom(SALT_BYTES)
    digest = _scrypt(secret, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P, HASH_BYTES)
    return "$".join(
        [_PREFIX, str(SCRYPT_N), str(SCRYPT_R), str(SCRYPT_P), _b64(salt), _b64(digest)]
    )


def verify_secret(secret: str, stored: str | None) -> bool:
    """True when ``secret`` matches the ``stored`` hash; a malformed or missing hash never matches.

    The comparison is constant-time; with ``stored=None`` a dummy hash is checked so the call
    costs the same as a real one.
    """
    global _DUMMY_HASH
    if stored is None:
        if _DUMMY_HASH is None:
            _DUMMY_HASH = hash_secret(os.urandom(8).hex())
        verify_secret(secret, _DUMMY_HASH)
        return False
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


def is_valid_pin(pin: str) -> bool:
    """A trainee PIN is 4 to 12 ASCII digits."""
    return 4 <= len(pin) <= 12 and pin.isascii() and pin.isdigit()


def is_valid_password(password: str) -> bool:
    """An instructor password has at least 6 characters, not all blank."""
    return len(password) >= 6 and bool(password.strip())


def is_valid_secret(role: Role, secret: str) -> bool:
    """Trainees sign in with a PIN, instructors with a password."""
    return is_valid_pin(secret) if role is Role.TRAINEE else is_valid_password(secret)
