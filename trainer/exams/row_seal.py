"""Seals over the rows that decide who may sit what: an exam's blueprint row and an account.

A sitting starts under an exam row (its blueprint version, pass marks, question counts, time
limit, attempts, window, whether it is offered) and for an account (a trainee, active); a
sign-in gives powers by the account's role. Whoever can write the database can change any
of those with one SQL statement, so each is sealed with the school key
(:meth:`~trainer.exams.seal.SealKey.for_chain`) when an instructor holding it writes the
row, and checked before the row is used: a sitting's start checks the exam, the trainee and
the proctor; a staff sign-in checks the account signing in. What fails is refused in words
and audited (``seal failed: ...``), never used.

A record is built from the row as stored, as :mod:`trainer.exams.seal` does for sittings.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from trainer.exams.seal import Json, SealKey, timestamp

EXAM_CHAIN = "exams"
"""The :meth:`SealKey.for_chain` name whose key seals exam rows."""
ACCOUNT_CHAIN = "accounts"
"""The :meth:`SealKey.for_chain` name whose key seals accounts (role and state)."""


@dataclass(frozen=True)
class SealedExam:
    """An ``exams`` row as stored: everything a sitting's start reads from it."""

    exam_id: int
    name: str
    blueprint_json: str
    attempts_allowed: int
    time_limit_s: int | None
    active: bool
    version: int
    opens_at: datetime | None
    closes_at: datetime | None

    KIND = "exam"

    def fields(self) -> dict[str, Json]:
        return {
            "exam": self.exam_id,
            "name": self.name,
            "blueprint": self.blueprint_json,
            "attempts": self.attempts_allowed,
            "time_limit": self.time_limit_s,
            "active": bool(self.active),
            "version": self.version,
            "opens_at": None if self.opens_at is None else timestamp(self.opens_at),
            "closes_at": None if self.closes_at is None else timestamp(self.closes_at),
        }


@dataclass(frozen=True)
class SealedAccount:
    """An account's role and state as stored (``users``: id, sign-in key, role, active, and
    the cohort, which decides which exams the trainee is offered)."""

    user_id: int
    name_key: str
    role: str
    active: bool
    cohort_id: int | None = None

    KIND = "account"

    def fields(self) -> dict[str, Json]:
        return {
            "user": self.user_id,
            "name_key": self.name_key,
            "role": self.role,
            "active": bool(self.active),
            "cohort": self.cohort_id,
        }


LEGACY_CHAIN = "legacy"
"""The :meth:`SealKey.for_chain` name whose key seals the legacy boundary."""


def seal_boundary(key: SealKey, fields: dict[str, Json]) -> str:
    """The MAC of the legacy boundary (what was sealed as it stood at the upgrade)."""
    return key.for_chain(LEGACY_CHAIN).mac("legacy_boundary", fields)


def verify_boundary(key: SealKey, fields: dict[str, Json], mac: str | None) -> bool:
    """True when ``mac`` seals the legacy boundary ``fields``."""
    return key.for_chain(LEGACY_CHAIN).verify("legacy_boundary", fields, mac)


def seal_exam(key: SealKey, record: SealedExam) -> str:
    """The MAC of an exam row under the school key's exam chain key."""
    return key.for_chain(EXAM_CHAIN).mac(record.KIND, record.fields())


def verify_exam(key: SealKey, record: SealedExam, mac: str | None) -> bool:
    """True when ``mac`` seals the exam row ``record``."""
    return key.for_chain(EXAM_CHAIN).verify(record.KIND, record.fields(), mac)


def seal_account(key: SealKey, record: SealedAccount) -> str:
    """The MAC of an account under the school key's account chain key."""
    return key.for_chain(ACCOUNT_CHAIN).mac(record.KIND, record.fields())


def verify_account(key: SealKey, record: SealedAccount, mac: str | None) -> bool:
    """True when ``mac`` seals the account ``record``."""
    return key.for_chain(ACCOUNT_CHAIN).verify(record.KIND, record.fields(), mac)
