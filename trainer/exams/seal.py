"""Sealing exam records: a keyed MAC over a canonical serialisation, and the school's key.

Why one file over 600 lines: each sealed record's canonical form sits beside the MAC and
the key handling, so that sealing and checking read one serialisation.

How it works
------------
The school has one random 32-byte **seal key**. The database never holds it in clear: each
instructor gets a copy *wrapped* with their password (``key XOR argon2id(password, salt)``,
at the cost of the password's own hash, a fresh salt per copy, plus a check tag
``HMAC(key, "check")`` that tells a right password from a wrong one). The key is unwrapped
in memory when an instructor authenticates: the proctor at the start or resumption of a
sitting, an instructor signing in to review.

Each sitting is sealed with its own **sitting key** ``HMAC(seal key, sitting id)``, which the
running sitting holds instead of the school key. With it the store computes
``HMAC-SHA256(sitting key, canonical record)`` for:

* the sitting's fixed terms (exam and the exam version it started under, trainee, proctor,
  attempt, seed, start, deadline and the blueprint snapshot), when it starts;
* the progress marker (which question went on screen, and when);
* every answer (question as shown with its seed, answer, correctness, timings);
* every result row (per section and overall); the overall row also lists the MAC of every
  answer it was scored on, so deleting or adding answers afterwards shows.

A record is serialised canonically (:func:`canonical`): a domain line naming the record kind,
then JSON with sorted keys, no blanks and ASCII escapes; timestamps as UTC
``YYYY-MM-DDTHH:MM:SS.ffffffZ``. Sealing and checking build the record from the values *as
stored* (:class:`SealedSitting`, :class:`SealedAnswer`, :class:`SealedResult`, ...), so what
is checked is exactly what the database holds.

Threat model: what it protects against
--------------------------------------
* Editing, after the fact, any sealed value with ordinary database access (a SQL client, an
  SQLite browser on the file): a changed score, pass flag, answer, correctness, timing, seed,
  deadline or blueprint no longer matches its MAC and review shows it as tampered.
* Deleting or adding answers of an ended sitting (the overall result lists their MACs), and
  deleting result rows (an ended sitting must have them all).
* Changing a proctor's added time or void (:class:`SealedTimeAdded`, :class:`SealedVoid`,
  kept in the sitting's state), or marking a sitting voided with no sealed void record.
  Deleting a grant of added time outright is not caught here (the audit log names it).
* Forging a new sealed record without the key: HMAC-SHA256 cannot be computed without it.
* A trainee's session: a trainee's PIN unwraps only their own practice key (it seals their
  practice, nothing of an exam; see ``trainer.store.practice_seal``), and the store drops
  every unwrapped school key when a trainee signs in, so a signed-in trainee's session does
  not hold it.

What it does NOT protect against
--------------------------------
* Reading: results and answers are not encrypted; anyone with database access can read them.
* Deleting a trainee's latest sitting with all its rows. An earlier one shows: since schema
  v9 each sitting's terms seal the MAC of the trainee's sitting before it (``prev_mac``),
  and a gap in attempt numbers shows too; the latest has nothing after it.
* Rolling back a running sitting: whoever can write to the database while a sitting runs (or
  between a crash and its resumption) can delete the latest answers and put back an earlier,
  genuinely sealed progress marker, and so answer a question again. The sealed deadline still
  holds, so no time is gained, and the per-question timestamps in the review show the gap;
  the proctor's presence is the control.
* Reading the app's memory: while a sitting runs its sitting key is in the app's memory, and
  while an instructor is signed in the school key is. Anyone who can read that process
  (a debugger, the same OS account) can take it; a sitting key forges records of that sitting
  only, the school key everything. Sign instructors out (``Store.sign_out``) when done.
* Guessing passwords offline: a wrapped copy is as strong as that instructor's password
  (each guess costs an argon2id run as dear as the password's own hash; copies wrapped
  before with scrypt are rewrapped at their next unlock; a weak password still falls). A
  deactivated instructor's copy stays in the database. There is no key rotation yet.
* The clock: times come from the machine's clock (or the store's injected clock); whoever can
  set the system clock back during a sitting gains time.
* Retake grants (since schema v13) are sealed with the school key: an edited grant, or one
  slipped into the table, is not counted when a sitting starts (refused in words and
  audited when it would have given that attempt) and shows the sittings beyond what the
  sound grants allow as tampered. Grants made before v15 read as granted before sealing; a
  grant over a passed sitting must give a reason, which is sealed with it.
* Exam rows (blueprint, attempts, window, offered) and accounts (role, active) are sealed
  since schema v19 and checked before use (:mod:`trainer.exams.row_seal`).
* The audit log and a result's certified names are sealed the same way (see
  :mod:`trainer.audit` and ``docs/sealed-records.md``, which gathers the whole threat model):
  whoever holds the school key, or can read it from a signed-in instructor's app, can forge
  any of it; that key within a trainee's reach is the limit of every seal here.
* Changes to the question generators between app versions: review regenerates each question
  from its seed and reports ``reproduced=False`` when it differs from the sealed question as
  shown; that is a version difference, not tampering (the sealed question is what counts).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import Enum
from typing import Any

from argon2.low_level import Type as Argon2Type
from argon2.low_level import hash_secret_raw

import trainer.auth
from trainer.auth import SCRYPT_N, SCRYPT_P, SCRYPT_R, KdfCost

SEAL_KEY_BYTES = 32
_SALT_BYTES = 16
_DOMAIN = b"dealer-trainer seal v1"
_CHECK = b"dealer-trainer seal check v1"
_SITTING = b"dealer-trainer sitting key v1"
_CHAIN = b"dealer-trainer chain key v1"
_PRACTICE = b"dealer-trainer practice key v1"
_CERTIFICATE = b"dealer-trainer certificate signing key v1"
_WRAP_PREFIX = "scrypt"
_ARGON2_PREFIX = "argon2id"
_MAX_ARGON2 = KdfCost(time_cost=16, memory_kib=4 * 1024 * 1024, parallelism=16)
"""The most a stored wrap may ask of an unwrap (a damaged or hostile row is refused)."""

Json = Any


class SealState(Enum):
    """Whether an instructor can seal and verify exam records in this session."""

    HELD = "held"
    """Their copy of the school's seal key is unlocked in this session."""
    LOCKED = "locked"
    """They have a copy, but have not unlocked it in this session (sign in again)."""
    NOT_ENROLLED = "not_enrolled"
    """The school has a key but no copy for them: an instructor who holds it must enrol them."""
    NO_KEY = "no_key"
    """The school has no seal key yet; the next instructor sign-in creates it."""


class SealStatus(Enum):
    """The verdict of checking a sitting's seals."""

    OK = "ok"
    """Every sealed record matches its MAC and nothing is missing or added."""
    TAMPERED = "tampered"
    """Something was changed, deleted or added after it was sealed (see the findings)."""
    UNVERIFIED = "unverified"
    """Not checked: the reader does not hold the seal key (a trainee, or not signed in)."""


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.b64decode(text.encode("ascii"), validate=True)


def _xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b, strict=True))


def _argon2id(password: str, salt: bytes, cost: KdfCost) -> bytes:
    return hash_secret_raw(password.encode("utf-8"), salt, time_cost=cost.time_cost,
                           memory_cost=cost.memory_kib, parallelism=cost.parallelism,
                           hash_len=SEAL_KEY_BYTES, type=Argon2Type.ID)


def _kdf(password: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(
        password.encode("utf-8"),
        salt=salt,
        n=n,
        r=r,
        p=p,
        dklen=SEAL_KEY_BYTES,
        maxmem=256 * n * r + 2**20,
    )


def timestamp(value: datetime) -> str:
    """The canonical form of a timestamp: UTC with microseconds and a ``Z``."""
    if value.tzinfo is None:
        raise ValueError("sealed timestamps must be timezone-aware")
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def canonical(kind: str, fields: Mapping[str, Json]) -> bytes:
    """The bytes a MAC covers: a domain line, the record kind, then canonical JSON."""
    body = json.dumps(dict(fields), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return b"\n".join((_DOMAIN, kind.encode("ascii"), body.encode("ascii")))


class SittingKey:
    """The key that seals one sitting (derived from the school key and the sitting id)."""

    __slots__ = ("_key", "sitting_id")

    def __init__(self, key: bytes, sitting_id: int) -> None:
        self._key = key
        self.sitting_id = sitting_id

    def __repr__(self) -> str:
        return f"SittingKey(sitting_id={self.sitting_id}, key=<hidden>)"

    def mac(self, kind: str, fields: Mapping[str, Json]) -> str:
        """Hex HMAC-SHA256 of the canonical record."""
        return hmac.new(self._key, canonical(kind, fields), hashlib.sha256).hexdigest()

    def verify(self, kind: str, fields: Mapping[str, Json], mac: str | None) -> bool:
        """True when ``mac`` is the record's MAC (compared in constant time)."""
        if not mac:
            return False
        return hmac.compare_digest(self.mac(kind, fields), mac)

    def derive(self, label: bytes) -> bytes:
        """32 bytes derived from this key for ``label`` (a keyed sitting's seed and content
        key: :mod:`trainer.exams.sitting_secret`)."""
        return hmac.new(self._key, label, hashlib.sha256).digest()


class ChainKey:
    """The key that seals one chain of records (the audit log), derived from the school key."""

    __slots__ = ("_key", "chain")

    def __init__(self, key: bytes, chain: str) -> None:
        self._key = key
        self.chain = chain

    def __repr__(self) -> str:
        return f"ChainKey(chain={self.chain!r}, key=<hidden>)"

    def mac(self, kind: str, fields: Mapping[str, Json]) -> str:
        """Hex HMAC-SHA256 of the canonical record."""
        return hmac.new(self._key, canonical(kind, fields), hashlib.sha256).hexdigest()

    def verify(self, kind: str, fields: Mapping[str, Json], mac: str | None) -> bool:
        """True when ``mac`` is the record's MAC (compared in constant time)."""
        if not mac:
            return False
        return hmac.compare_digest(self.mac(kind, fields), mac)


class SealKey:
    """The school's seal key, unwrapped in memory. Its ``repr`` never shows the key."""

    __slots__ = ("_key",)

    def __init__(self, key: bytes) -> None:
        if len(key) != SEAL_KEY_BYTES:
            raise ValueError(f"a seal key has {SEAL_KEY_BYTES} bytes")
        self._key = key

    def __repr__(self) -> str:
        return f"SealKey(tag={self.tag[:8]}…)"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SealKey) and hmac.compare_digest(self._key, other._key)

    def __hash__(self) -> int:
        return hash(self.tag)

    @property
    def tag(self) -> str:
        """A public check value of the key: tells which key a wrapped copy holds."""
        return hmac.new(self._key, _CHECK, hashlib.sha256).hexdigest()

    def for_sitting(self, sitting_id: int) -> SittingKey:
        """The key of one sitting."""
        derived = hmac.new(
            self._key, _SITTING + b"\x00" + str(int(sitting_id)).encode("ascii"), hashlib.sha256
        ).digest()
        return SittingKey(derived, sitting_id)

    def for_chain(self, chain: str) -> ChainKey:
        """The key of one chain of records (``"audit"``: the audit log)."""
        derived = hmac.new(
            self._key, _CHAIN + b"\x00" + chain.encode("utf-8"), hashlib.sha256
        ).digest()
        return ChainKey(derived, chain)

    def for_practice(self, user_id: int) -> PracticeKey:
        """The key that seals user ``user_id``'s practice (a trainee holds it, wrapped with
        their PIN; an instructor recomputes it from the school key to check)."""
        derived = hmac.new(
            self._key, _PRACTICE + b"\x00" + str(int(user_id)).encode("ascii"), hashlib.sha256
        ).digest()
        return PracticeKey(derived, user_id)

    def certificate_seed(self) -> bytes:
        """The 32 bytes of the school's Ed25519 certificate-signing key (see
        :mod:`trainer.exams.signing`): derived, never stored."""
        return hmac.new(self._key, _CERTIFICATE, hashlib.sha256).digest()

    def wrap(self, wrapper: KeyWrapper) -> WrappedKey:
        """This key wrapped for the password ``wrapper`` was prepared from."""
        return WrappedKey(wrapper.params, _b64(_xor(self._key, wrapper.kek)), self.tag)

    def key_bytes(self) -> bytes:
        """The key itself: only for the school server's key file (``trainer.server.school_key``),
        kept readable by the server's owner only, as its TLS key is."""
        return self._key


class PracticeKey(ChainKey):
    """One user's practice key, ``HMAC(school key, "practice" + user id)``.

    Its ``repr`` never shows the key. Wrapped with the trainee's PIN (:meth:`wrap`) it is
    stored in ``practice_key_wraps`` and unwrapped at their sign-in (:meth:`unwrap`).
    """

    __slots__ = ("user_id",)

    def __init__(self, key: bytes, user_id: int) -> None:
        super().__init__(key, f"practice:{int(user_id)}")
        self.user_id = user_id

    def __repr__(self) -> str:
        return f"PracticeKey(user_id={self.user_id}, key=<hidden>)"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PracticeKey) and hmac.compare_digest(self._key, other._key)

    def __hash__(self) -> int:
        return hash(self.tag)

    @property
    def tag(self) -> str:
        """A public check value of the key (which key a wrapped copy holds)."""
        return hmac.new(self._key, _CHECK, hashlib.sha256).hexdigest()

    def wrap(self, wrapper: KeyWrapper) -> WrappedKey:
        """This key wrapped for the PIN ``wrapper`` was prepared from."""
        return WrappedKey(wrapper.params, _b64(_xor(self._key, wrapper.kek)), self.tag)

    @staticmethod
    def unwrap(wrapped: WrappedKey, secret: str, user_id: int) -> PracticeKey | None:
        """User ``user_id``'s practice key from ``wrapped``; None for a wrong secret."""
        raw = wrapped.unwrap_bytes(secret)
        if raw is None:
            return None
        key = PracticeKey(raw, user_id)
        return key if hmac.compare_digest(key.tag, wrapped.tag) else None


def new_seal_key() -> SealKey:
    """A fresh random school key (from the operating system's CSPRNG)."""
    return SealKey(os.urandom(SEAL_KEY_BYTES))


@dataclass(frozen=True)
class WrappedKey:
    """A seal key as stored for one instructor: KDF parameters and salt, the key XOR the
    password-derived key, and the key's check tag."""

    params: str
    """``argon2id$t$m$p$salt_b64`` (time cost, memory in KiB, lanes), or for a copy wrapped
    before the wrap cost as much as the password's hash, ``scrypt$n$r$p$salt_b64``."""
    wrapped: str
    """Base64 of ``key XOR kdf(password, salt)``."""
    tag: str
    """:attr:`SealKey.tag` of the wrapped key."""

    def unwrap(self, password: str) -> SealKey | None:
        """The key, or None when ``password`` is not the one it was wrapped with (or the
        stored copy is damaged)."""
        raw = self.unwrap_bytes(password)
        if raw is None:
            return None
        key = SealKey(raw)
        return key if hmac.compare_digest(key.tag, self.tag) else None

    def unwrap_bytes(self, password: str) -> bytes | None:
        """The wrapped bytes for ``password`` (unchecked: compare the tag), or None when the
        stored copy is damaged."""
        parts = self.params.split("$")
        if len(parts) != 5 or parts[0] not in (_WRAP_PREFIX, _ARGON2_PREFIX):
            return None
        try:
            a, b, c = int(parts[1]), int(parts[2]), int(parts[3])
            salt = _unb64(parts[4])
            wrapped = _unb64(self.wrapped)
        except ValueError:
            return None
        if len(wrapped) != SEAL_KEY_BYTES:
            return None
        if parts[0] == _ARGON2_PREFIX:
            cost = KdfCost(time_cost=a, memory_kib=b, parallelism=c)
            if not (1 <= a <= _MAX_ARGON2.time_cost and 8 * c <= b <= _MAX_ARGON2.memory_kib
                    and 1 <= c <= _MAX_ARGON2.parallelism) or len(salt) < 8:
                return None
            return _xor(wrapped, _argon2id(password, salt, cost))
        if not (2 <= a <= 2**20 and 1 <= b <= 32 and 1 <= c <= 16):
            return None
        return _xor(wrapped, _kdf(password, salt, a, b, c))

    @property
    def needs_rewrap(self) -> bool:
        """True when this copy was not wrapped with argon2id at today's cost
        (:data:`trainer.auth.KDF`): an scrypt copy costs an offline guesser less than the
        password's own hash. Rewrapped at the next unlock that knows the password."""
        cost = trainer.auth.KDF
        expected = [_ARGON2_PREFIX, str(cost.time_cost), str(cost.memory_kib),
                    str(cost.parallelism)]
        return self.params.split("$")[:4] != expected


@dataclass(frozen=True)
class KeyWrapper:
    """A password-derived key ready to wrap a seal key (slow to make, so made outside any
    database transaction). Its ``repr`` hides the derived key."""

    params: str
    kek: bytes

    def __repr__(self) -> str:
        return f"KeyWrapper(params={self.params.split('$')[0]}$…)"


def prepare_wrap(password: str) -> KeyWrapper:
    """Derive a wrapping key from ``password`` with a fresh salt: one argon2id run at the
    cost of the password's own hash (:data:`trainer.auth.KDF`), so a stolen wrapped copy is
    no cheaper to guess at than the hash beside it (tests/bench/kdf.py prints both)."""
    salt = os.urandom(_SALT_BYTES)
    cost = trainer.auth.KDF
    params = "$".join([_ARGON2_PREFIX, str(cost.time_cost), str(cost.memory_kib),
                       str(cost.parallelism), _b64(salt)])
    return KeyWrapper(params, _argon2id(password, salt, cost))


def prepare_scrypt_wrap(password: str) -> KeyWrapper:
    """A wrapper as made before wraps used argon2id (scrypt n=2**14): for tests of the
    rewrap, and the bench's comparison."""
    salt = os.urandom(_SALT_BYTES)
    params = "$".join([_WRAP_PREFIX, str(SCRYPT_N), str(SCRYPT_R), str(SCRYPT_P), _b64(salt)])
    return KeyWrapper(params, _kdf(password, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P))


# ---- the sealed records, as stored ------------------------------------------------------


TERMS_WITH_VERSION = 2
"""The format of a sitting's sealed terms that includes the exam version it started under
(kept as ``"terms": 2`` in the sitting's state). Sittings started before it are sealed
without the version and have no ``terms`` mark: their version reads as stored, unchecked,
as no key vouches for it (the limit is stated in ``docs/sealed-records.md``). Marking such
a sitting ``2`` afterwards, or removing the mark of a newer one, changes the fields its MAC
is checked against, so either reads as tampered."""


@dataclass(frozen=True)
class SealedSitting:
    """A sitting's fixed terms as stored (sealed once, at the start)."""

    sitting_id: int
    exam_id: int
    trainee_id: int
    proctor_id: int
    attempt_no: int
    seed: int
    started_at: datetime
    deadline: datetime
    blueprint_json: str
    prev_mac: str | None = None
    """The MAC of the trainee's sitting before this one (None: the first, or a sitting
    sealed before sittings were chained, which is sealed without it)."""
    exam_version: int | None = None
    """The exam's version the sitting started under (None: a sitting sealed before the
    version was sealed, :data:`TERMS_WITH_VERSION`, which is sealed without it)."""
    seed_nonce: str | None = None
    """A keyed sitting's nonce (:mod:`trainer.exams.sitting_secret`; its seed is then 0
    here). None: a sitting whose seed is stored in the clear, sealed without it, so
    removing or adding the nonce (flipping the kind) breaks the seal."""

    KIND = "sitting"

    def fields(self) -> dict[str, Json]:
        chained: dict[str, Json] = {} if self.prev_mac is None else {"prev": self.prev_mac}
        if self.exam_version is not None:
            chained["version"] = self.exam_version
        if self.seed_nonce is not None:
            chained["nonce"] = self.seed_nonce
        return chained | {
            "sitting": self.sitting_id,
            "exam": self.exam_id,
            "trainee": self.trainee_id,
            "proctor": self.proctor_id,
            "attempt": self.attempt_no,
            "seed": self.seed,
            "started_at": timestamp(self.started_at),
            "deadline": timestamp(self.deadline),
            "blueprint": self.blueprint_json,
        }


@dataclass(frozen=True)
class SealedProgress:
    """The progress marker: question ``index`` went on screen at ``shown_at``."""

    sitting_id: int
    index: int
    shown_at: datetime

    KIND = "shown"

    def fields(self) -> dict[str, Json]:
        return {
            "sitting": self.sitting_id,
            "index": self.index,
            "shown_at": timestamp(self.shown_at),
        }


@dataclass(frozen=True)
class SealedAnswer:
    """One answer as stored."""

    sitting_id: int
    index: int
    section: int
    question_json: str
    seed: int
    answer_json: str
    correct: bool
    timed_out: bool
    ms_taken: int
    shown_at: datetime
    answered_at: datetime

    KIND = "answer"

    def fields(self) -> dict[str, Json]:
        return {
            "sitting": self.sitting_id,
            "index": self.index,
            "section": self.section,
            "question": self.question_json,
            "seed": self.seed,
            "answer": self.answer_json,
            "correct": bool(self.correct),
            "timed_out": bool(self.timed_out),
            "ms": self.ms_taken,
            "shown_at": timestamp(self.shown_at),
            "answered_at": timestamp(self.answered_at),
        }


@dataclass(frozen=True)
class SealedResult:
    """One result row as stored: a section (``section:<i>``) or the whole sitting
    (``overall``, whose ``detail_json`` lists the sealed answers it was scored on)."""

    sitting_id: int
    section: str
    score: int
    max_score: int
    passed: bool
    detail_json: str
    recorded_at: datetime

    KIND = "result"

    def fields(self) -> dict[str, Json]:
        return {
            "sitting": self.sitting_id,
            "section": self.section,
            "score": self.score,
            "max": self.max_score,
            "passed": bool(self.passed),
            "detail": self.detail_json,
            "recorded_at": timestamp(self.recorded_at),
        }


@dataclass(frozen=True)
class SealedTimeAdded:
    """A proctor added ``seconds`` to a running sitting's deadline (the ``number``-th grant,
    from 0): the sitting's own terms stay sealed as they were at the start."""

    sitting_id: int
    number: int
    seconds: int
    proctor_id: int
    added_at: datetime
    reason: str = ""
    """Why the time was given; grants sealed before then have none, and
    their seal covers no reason, so they verify as they were sealed."""

    KIND = "time_added"

    def fields(self) -> dict[str, Json]:
        fields: dict[str, Json] = {
            "sitting": self.sitting_id,
            "number": self.number,
            "seconds": self.seconds,
            "proctor": self.proctor_id,
            "at": timestamp(self.added_at),
        }
        if self.reason:
            fields["reason"] = self.reason
        return fields


@dataclass(frozen=True)
class SealedVoid:
    """A proctor voided the sitting, with the reason they gave and (in a void sealed since
    the choice existed) whether the attempt was given back (an equipment fault) or used
    (misconduct)."""

    sitting_id: int
    proctor_id: int
    reason: str
    voided_at: datetime
    given_back: bool | None = None
    """True: the attempt was given back; False: used; None: a void sealed before the choice
    existed (its seal covers no choice, so it verifies as it was sealed)."""

    KIND = "void"

    def fields(self) -> dict[str, Json]:
        fields: dict[str, Json] = {
            "sitting": self.sitting_id,
            "proctor": self.proctor_id,
            "reason": self.reason,
            "at": timestamp(self.voided_at),
        }
        if self.given_back is not None:
            fields["given_back"] = self.given_back
        return fields


@dataclass(frozen=True)
class SealedResume:
    """A proctor resumed the sitting on ``desk`` at ``resumed_at``, the desk having been down
    since ``down_from`` (its last recorded activity): the Table section's pace leaves that
    time out, so a widened downtime must show as tampered. Resumes recorded
    before then hold no downtime and no seal, and leave nothing out."""

    sitting_id: int
    number: int
    proctor_id: int
    resumed_at: datetime
    down_from: datetime
    desk: str

    KIND = "resume"

    def fields(self) -> dict[str, Json]:
        return {
            "sitting": self.sitting_id,
            "number": self.number,
            "proctor": self.proctor_id,
            "at": timestamp(self.resumed_at),
            "down_from": timestamp(self.down_from),
            "desk": self.desk,
        }


SealedControl = SealedTimeAdded | SealedVoid | SealedResume
"""What a proctor did to a running sitting, sealed beside it in its state."""

SealedRecord = (
    SealedSitting | SealedProgress | SealedAnswer | SealedResult | SealedTimeAdded | SealedVoid
    | SealedResume
)

RETAKE_CHAIN = "retakes"
"""The :meth:`SealKey.for_chain` name whose key seals retake grants."""


@dataclass(frozen=True)
class SealedRetake:
    """A retake grant as stored (sealed when granted, since schema v15): who gave which
    trainee one more attempt at which exam, when and why, and the passed sitting it was
    granted over (None: the trainee had not passed). A grant edited afterwards, or slipped
    in with no MAC, fails its check and the trainee's sittings of that exam show tampered;
    the grants made before v15 read as unverified (``exam_retakes.unsealed_through``)."""

    retake_id: int
    exam_id: int
    trainee_id: int
    granted_by: int
    granted_at: datetime
    note: str
    over_pass: int | None

    KIND = "retake"

    def fields(self) -> dict[str, Json]:
        return {
            "retake": self.retake_id,
            "exam": self.exam_id,
            "trainee": self.trainee_id,
            "granted_by": self.granted_by,
            "granted_at": timestamp(self.granted_at),
            "note": self.note,
            "over_pass": self.over_pass,
        }


def seal_retake(key: SealKey, record: SealedRetake) -> str:
    """The MAC of a retake grant under the school key's retake chain key."""
    return key.for_chain(RETAKE_CHAIN).mac(record.KIND, record.fields())


def verify_retake(key: SealKey, record: SealedRetake, mac: str | None) -> bool:
    """True when ``mac`` seals the grant ``record``."""
    return key.for_chain(RETAKE_CHAIN).verify(record.KIND, record.fields(), mac)


def seal(key: SittingKey, record: SealedRecord) -> str:
    """The MAC of ``record`` under the sitting's key."""
    if record.sitting_id != key.sitting_id:
        raise ValueError("a record is sealed with its own sitting's key")
    return key.mac(record.KIND, record.fields())


def verify(key: SittingKey, record: SealedRecord, mac: str | None) -> bool:
    """True when ``mac`` seals ``record`` under the sitting's key."""
    if record.sitting_id != key.sitting_id:
        return False
    return key.verify(record.KIND, record.fields(), mac)
