"""A sitting's secret: its seed and its answers while it runs, out of the database's reach.

A sitting started since schema 21 is *keyed*. Its row stores a random 256-bit nonce
(``exam_sittings.seed_nonce``, under the sitting's seal) and no seed: the seed is
``HMAC(sitting key, "seed" + nonce)``, where the sitting key is
``HMAC(school key, sitting id)`` (:meth:`~trainer.exams.seal.SealKey.for_sitting`). Only
someone holding the school key (the proctor who starts or resumes the sitting, an
instructor who ends or voids it) can compute it. The nonce keeps two sittings that get the
same id (a restored backup, a deleted last sitting whose id SQLite hands out again) from
getting the same questions.

The seed is used at its full width: a keyed seed is a 257-bit number (bit 256 set, so it is
never mistaken for a seed of the sittings before, which are below ``2**31``). The drill
questions come from :class:`KeyedStream` (HMAC-SHA256 in counter mode behind
:class:`random.Random`'s methods), keyed by the seed: seeing a question (its deal's own seed
included) tells nothing that a search of fewer than 2**256 keys could turn into the next one.
Each Table section's seed is ``HMAC(seed, "table" + section)`` (:func:`keyed_table_seed`),
also 257 bits, so one section's seed tells nothing of another's. Inside a section the
streams are NOT keyed through HMAC: :class:`~trainer.table.session.TableSession` seeds
Python's Mersenne Twister (:class:`random.Random`) with the keyed table seed, the shoe with
``random.Random(seed)`` and each other stream (players' bets, faults, irregularities...) with
``random.Random(f"table-<stream>:{seed}")``. Seeding hides the seed itself, but the
Mersenne Twister is not a cryptographic generator: its state follows from enough of its
outputs, so what a section shows could in principle predict the rest of that section. A
shoe's order gives a few thousand bits of truncated draws against the generator's
19,937-bit state; that count, not the generator's design, is all that stands between a
section's early coups and its later ones.

While a keyed sitting runs, each stored answer's content (the question, its deal seed, the
answer or the Table action, whether it ran out of time) is encrypted with AES-GCM under
``HMAC(sitting key, "content" + nonce)``, bound to the sitting and the answer's index
(:func:`seal_content`); the clear columns hold placeholders (no seed, no answer, not right,
not timed out). At the close the engine grades the answers and the recorder writes them out
in the clear, sealed as before, with the seed itself (kept in the sitting's state, checked
against the nonce by whoever holds the key).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from trainer.errors import ExamError
from trainer.exams.seal import SittingKey

KEYED_SEED_FLOOR = 1 << 256
"""Keyed seeds are ``KEYED_SEED_FLOOR`` plus 256 bits of HMAC: from 2**256 to 2**257 - 1."""

SEALED_PREFIX = "sealed1:"
"""How a stored question column that holds encrypted content begins."""

_SEED = b"dealer-trainer sitting seed v1"
_CONTENT = b"dealer-trainer sitting content v1"
_TABLE = b"dealer-trainer sitting table seed v1"
_STREAM = b"dealer-trainer sitting stream v1"


def new_nonce() -> str:
    """A fresh random nonce for a keyed sitting (64 hex digits, 256 bits)."""
    return secrets.token_hex(32)


def is_keyed(seed: int) -> bool:
    """True for a keyed seed (a sitting started since schema 21)."""
    return seed >= KEYED_SEED_FLOOR


def seed_label(seed: int) -> str:
    """A seed as the review shows it: a seed in the clear whole, a keyed one by its first
    12 hex digits (its 257 bits would not fit the line)."""
    return f"{seed:x}"[1:13] + "…" if is_keyed(seed) else str(seed)


def _seed_bytes(seed: int) -> bytes:
    return seed.to_bytes(33, "big")


def keyed_seed(key: SittingKey, nonce: str) -> int:
    """The seed of a keyed sitting: ``HMAC(sitting key, "seed" + nonce)``, 257 bits."""
    digest = key.derive(_SEED + b"\x00" + nonce.encode("ascii"))
    return KEYED_SEED_FLOOR | int.from_bytes(digest, "big")


def keyed_table_seed(seed: int, table: int) -> int:
    """The seed of Table section ``table`` of a keyed sitting, by HMAC (257 bits)."""
    digest = hmac.new(_seed_bytes(seed), _TABLE + b"\x00" + str(int(table)).encode("ascii"),
                      hashlib.sha256).digest()
    return KEYED_SEED_FLOOR | int.from_bytes(digest, "big")


class KeyedStream(random.Random):
    """:class:`random.Random`'s methods over HMAC-SHA256 in counter mode, keyed by a seed:
    what one output shows says nothing of the next (unlike the Mersenne Twister, whose
    state a long enough run of outputs gives away)."""

    def __init__(self, seed: int) -> None:
        self._key = hmac.new(_seed_bytes(seed), _STREAM, hashlib.sha256).digest()
        self._counter = 0
        self._pool = b""
        super().__init__(0)

    def seed(self, a: Any = None, version: int = 2) -> None:
        """Kept as keyed: :class:`random.Random` calls it once from ``__init__``."""

    def _bytes(self, n: int) -> bytes:
        while len(self._pool) < n:
            block = hmac.new(self._key, self._counter.to_bytes(8, "big"), hashlib.sha256)
            self._pool += block.digest()
            self._counter += 1
        out, self._pool = self._pool[:n], self._pool[n:]
        return out

    def getrandbits(self, k: int) -> int:
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k == 0:
            return 0
        value = int.from_bytes(self._bytes((k + 7) // 8), "big")
        return value >> (-k % 8)

    def random(self) -> float:
        return self.getrandbits(53) / (1 << 53)

    def getstate(self) -> Any:
        raise NotImplementedError("a keyed stream is not saved")

    def setstate(self, state: Any) -> None:
        raise NotImplementedError("a keyed stream is not restored")


def stream(seed: int) -> random.Random:
    """The stream a sitting's questions are drawn from: keyed, or (a sitting stored before
    schema 21) the Mersenne Twister seeded with its 31-bit seed, as it was."""
    return KeyedStream(seed) if is_keyed(seed) else random.Random(seed)


# ---- the answers' content while the sitting runs -------------------------------------------


@dataclass(frozen=True)
class Content:
    """What a keyed sitting's answer row holds encrypted until the close."""

    question_json: str
    seed: int
    answer_json: str
    timed_out: bool


def _content_key(key: SittingKey, nonce: str) -> AESGCM:
    return AESGCM(key.derive(_CONTENT + b"\x00" + nonce.encode("ascii")))


def _aad(sitting_id: int, index: int) -> bytes:
    return f"sitting {int(sitting_id)} answer {int(index)}".encode("ascii")


def seal_content(key: SittingKey, nonce: str, index: int, content: Content) -> str:
    """The stored question column of answer ``index``: its content, encrypted."""
    plain = json.dumps({"q": content.question_json, "s": content.seed,
                        "a": content.answer_json, "t": content.timed_out},
                       sort_keys=True, separators=(",", ":")).encode("utf-8")
    iv = secrets.token_bytes(12)
    box = _content_key(key, nonce).encrypt(iv, plain, _aad(key.sitting_id, index))
    return SEALED_PREFIX + base64.b64encode(iv + box).decode("ascii")


def is_sealed_content(question_json: str) -> bool:
    return question_json.startswith(SEALED_PREFIX)


def open_content(key: SittingKey, nonce: str, index: int, stored: str) -> Content:
    """The content of a stored answer; ExamError('tampered') when it does not open (edited,
    moved to another index or sitting, or another key)."""
    try:
        raw = base64.b64decode(stored[len(SEALED_PREFIX):], validate=True)
        plain = _content_key(key, nonce).decrypt(raw[:12], raw[12:], _aad(key.sitting_id, index))
        data = json.loads(plain)
        return Content(str(data["q"]), int(data["s"]), str(data["a"]), bool(data["t"]))
    except (InvalidTag, ValueError, KeyError, TypeError) as e:
        raise ExamError("tampered", f"answer {index} does not open with the sitting's key"
                        ) from e


def opened_all(key: SittingKey, nonce: str,
               stored: Sequence[tuple[int, str]]) -> dict[int, Content]:
    """Every sealed content of ``stored`` (index, question column), opened."""
    return {index: open_content(key, nonce, index, q) for index, q in stored
            if is_sealed_content(q)}


@dataclass(frozen=True)
class KeyedTerms:
    """A keyed sitting's nonce and the seed derived from it (held in memory, never stored
    while the sitting runs)."""

    nonce: str
    seed: int

    def __repr__(self) -> str:
        return "KeyedTerms(nonce=<hidden>, seed=<hidden>)"

    @classmethod
    def of(cls, key: SittingKey, nonce: str) -> KeyedTerms:
        return cls(nonce, keyed_seed(key, nonce))
