"""Certificates HR can check offline: the school's Ed25519 signing key and the signed payload.

A certificate's verification code (:mod:`trainer.exams.certificates`) is an HMAC under the
school's seal key, so checking it needs the database and an instructor's password. For HR a
certificate also carries a **signed payload**, printed as a QR code:
what the certificate states, signed with the school's **certificate-signing key**, an Ed25519
key pair derived from the seal key (``HMAC-SHA256(seal key, label)`` is the private key's 32
bytes), so nothing new is stored and only those who can unlock the seal key (instructors, a
proctor at issue time) can sign. Anyone holding the school's **public key** (43 base64url
characters; ``python -m trainer certificate-key`` prints it, no password needed) checks a
payload with ``python -m trainer verify-certificate --public-key KEY PAYLOAD``: no database,
no password.

The payload is one line of ``|``-separated fields (``%`` and ``|`` inside a field written as
``%25`` and ``%7C``)::

    DTC1|DT-2026-000042|陳大文|S-0042|Baccarat dealing|2|2026-11-30|pass|38/40|<signature>

version tag, certificate number, trainee display name, staff ID, exam name, blueprint
version, date (Macau), result, score/maximum, and the Ed25519 signature (base64url, no
padding) of the domain line and every field before it. Change any field and the signature
fails; a payload signed by another school's key fails under this school's.

Threat model: a signature proves the school's key signed these facts, not that the records
behind them still hold (the database check does that), and whoever holds the seal key can
sign anything. The key's **fingerprint** (SHA-256 of the public key, 16 hex digits in groups
of four) is printed under the QR code, so HR can tell that the key they hold is the school's.
"""

from __future__ import annotations

import base64
import hashlib
from dataclasses import dataclass

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import (
    Ed25519PrivateKey,
    Ed25519PublicKey,
)
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

from trainer.exams.seal import SealKey

PAYLOAD_TAG = "DTC1"
"""The payload's version tag (its first field)."""
_DOMAIN = b"dealer-trainer certificate payload v1\n"
_FIELDS = 10
CERTIFICATE_KEY_SETTING = "school.certificate_key"
"""The app-wide setting holding the school's public certificate key (written when an
instructor unlocks the seal key; public, so anyone may read it)."""


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _unb64(text: str) -> bytes:
    clean = "".join(text.split())
    return base64.urlsafe_b64decode(clean + "=" * (-len(clean) % 4))


class CertificateSigner:
    """The school's certificate-signing key (private). Its ``repr`` never shows it."""

    __slots__ = ("_private",)

    def __init__(self, seal_key: SealKey) -> None:
        self._private = Ed25519PrivateKey.from_private_bytes(seal_key.certificate_seed())

    def __repr__(self) -> str:
        return f"CertificateSigner(fingerprint={self.fingerprint})"

    @property
    def public_key(self) -> str:
        """The school's public key as HR types it (43 base64url characters)."""
        return public_key_text(self._private.public_key())

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.public_key)

    def sign(self, facts: SignedFacts) -> str:
        """The payload of ``facts``, signed."""
        body = facts.body()
        signature = self._private.sign(_DOMAIN + body.encode("utf-8"))
        return f"{body}|{_b64(signature)}"


def public_key_text(key: Ed25519PublicKey) -> str:
    return _b64(key.public_bytes(Encoding.Raw, PublicFormat.Raw))


def parse_public_key(text: str) -> Ed25519PublicKey:
    """A public key as :attr:`CertificateSigner.public_key` writes it; ValueError if not."""
    try:
        raw = _unb64(text.strip())
    except (ValueError, TypeError) as e:
        raise ValueError("not a certificate public key") from e
    if len(raw) != 32 or _small_order(raw):
        raise ValueError("not a certificate public key")
    return Ed25519PublicKey.from_public_bytes(raw)


# A public key of small order (the identity, a point of order 2, 4 or 8) or one that is no
# point at all verifies forged signatures: with the identity as the key, one constant
# signature passed for any payload (an attack on this session's change). RFC 8032's
# arithmetic, in the extended coordinates of its reference code (section 6).
_P = 2**255 - 19
_D = -121665 * pow(121666, _P - 2, _P) % _P
_SQRT_M1 = pow(2, (_P - 1) // 4, _P)


def _recover_x(y: int, sign: int) -> int | None:
    if y >= _P:
        return None  # not canonical
    x2 = (y * y - 1) * pow(_D * y * y + 1, _P - 2, _P) % _P
    if x2 == 0:
        return None if sign else 0
    x = pow(x2, (_P + 3) // 8, _P)
    if (x * x - x2) % _P:
        x = x * _SQRT_M1 % _P
    if (x * x - x2) % _P:
        return None
    return _P - x if (x & 1) != sign else x


def _double(point: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    x, y, z, t = point
    a = (y - x) * (y - x) % _P
    b = (y + x) * (y + x) % _P
    c = 2 * t * t * _D % _P
    d = 2 * z * z % _P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f % _P, g * h % _P, f * g % _P, e * h % _P)


def _small_order(raw: bytes) -> bool:
    """True when ``raw`` is not a point, or 8 times it is the identity."""
    number = int.from_bytes(raw, "little")
    y, sign = number & ((1 << 255) - 1), number >> 255
    x = _recover_x(y, sign)
    if x is None:
        return True
    point = (x, y, 1, x * y % _P)
    for _ in range(3):
        point = _double(point)
    return point[0] % _P == 0 and (point[1] - point[2]) % _P == 0


def fingerprint(public_key: str) -> str:
    """A short check of a public key: 16 hex digits of its SHA-256, in groups of four."""
    digest = hashlib.sha256(parse_public_key(public_key).public_bytes(
        Encoding.Raw, PublicFormat.Raw)).hexdigest()[:16].upper()
    return " ".join(digest[i : i + 4] for i in range(0, 16, 4))


def _escape(value: str) -> str:
    return value.replace("%", "%25").replace("|", "%7C").replace("\n", " ").replace("\r", " ")


def _unescape(value: str) -> str:
    return value.replace("%7C", "|").replace("%7c", "|").replace("%25", "%")


@dataclass(frozen=True)
class SignedFacts:
    """What a certificate's signed payload states (all as printed)."""

    number: str
    display_name: str
    staff_id: str
    exam_name: str
    exam_version: int
    date: str
    """The sitting's date in Macau, ``YYYY-MM-DD``."""
    passed: bool
    score: int
    max_score: int

    def body(self) -> str:
        fields = (PAYLOAD_TAG, self.number, self.display_name, self.staff_id, self.exam_name,
                  str(self.exam_version), self.date, "pass" if self.passed else "fail",
                  f"{self.score}/{self.max_score}")
        return "|".join(_escape(f) for f in fields)


def verify_payload(payload: str, public_key: str) -> SignedFacts | None:
    """The facts of ``payload`` if ``public_key`` signed it, else None (wrong key, changed
    field, damaged or not a payload). ValueError if ``public_key`` is not a key."""
    key = parse_public_key(public_key)
    text = payload.strip()
    parts = text.split("|")
    if len(parts) != _FIELDS or parts[0] != PAYLOAD_TAG:
        return None
    body = text[: text.rfind("|")]
    try:
        key.verify(_unb64(parts[-1]), _DOMAIN + body.encode("utf-8"))
    except (InvalidSignature, ValueError):
        return None
    values = [_unescape(p) for p in parts[1:-1]]
    score, _, max_score = values[7].partition("/")
    try:
        return SignedFacts(values[0], values[1], values[2], values[3], int(values[4]),
                           values[5], values[6] == "pass", int(score), int(max_score))
    except ValueError:
        return None
