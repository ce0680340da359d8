"""Sealing and checking the exam rows and accounts (:mod:`trainer.exams.row_seal`) in SQL.

Each write of an ``exams`` row or of an account's role or state by an instructor holding the
school key re-seals the row (``exams.mac``, ``users.seal_mac``) in the same transaction.
Each use checks it: :func:`exam_sealed` before a sitting starts under the exam,
:func:`account_sealed` for the trainee and the proctor of a sitting and for a staff
sign-in. What fails is refused by the caller and audited with :func:`audit_seal_failure`.

Rows made before seals existed (schema 20) are *legacy*: the migration keeps the highest id
of each table (``exams.unsealed_through``, ``users.unsealed_through``), capped below the
first sealed row, as for retake grants. They are sealed as they stand the first time an
instructor signs in holding the key, or a proctor starts a sitting (:func:`seal_legacy_in`);
after that a row with no seal is a row put in or stripped by hand, and fails. Sealing them as
they stand trusts what they hold at that moment: a legacy row edited before the first
instructor signs in after the upgrade is sealed with the edit (the limit of any upgrade
without the key; stated in the README).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, Table, func, select, update

from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.errors import SealFailed, SealUnavailable
from trainer.exams.row_seal import (
    SealedAccount,
    SealedExam,
    seal_account,
    seal_exam,
    verify_account,
    verify_exam,
)
from trainer.exams.seal import SealKey
from trainer.store import schema as s
from trainer.store.audit import AuditLog
from trainer.store.seal import SealVault
from trainer.typed import is_ascii_digits

UNSEALED_EXAMS_KEY = "exams.unsealed_through"
"""The app-wide setting holding the highest id of the exams made before they were sealed."""
UNSEALED_USERS_KEY = "users.unsealed_through"
"""The app-wide setting holding the highest id of the accounts made before they were sealed."""


def exam_record(row: Any) -> SealedExam:
    """An ``exams`` row as the sealed record."""
    return SealedExam(
        int(row.id), str(row.name), str(row.blueprint), int(row.attempts_allowed),
        None if row.time_limit_s is None else int(row.time_limit_s), bool(row.active),
        int(row.version), row.opens_at, row.closes_at,
    )


def account_record(row: Any) -> SealedAccount:
    """A ``users`` row as the sealed record (its role and state)."""
    return SealedAccount(int(row.id), str(row.name_key), str(row.role), bool(row.active))


def unsealed_through(conn: Connection, setting: str, table: Table, mac: str) -> int:
    """The highest id of ``table``'s rows made before they were sealed, as far as it can be
    believed: the setting is not sealed, so it is capped below the first sealed row."""
    t = s.settings
    value = conn.execute(select(t.c.value).where(
        t.c.user_id.is_(None), t.c.key == setting)).scalar()
    text = str(value or "").strip()
    through = int(text) if is_ascii_digits(text) else 0
    first_sealed = conn.execute(select(func.min(table.c.id))
                                .where(table.c[mac].is_not(None))).scalar()
    if first_sealed is not None:
        through = min(through, int(first_sealed) - 1)
    return through


# ---- exams -------------------------------------------------------------------------------


def reseal_exam_in(conn: Connection, key: SealKey, exam_id: int) -> None:
    """Seal exam ``exam_id`` as it is now stored (after an instructor's write)."""
    row = conn.execute(select(s.exams).where(s.exams.c.id == exam_id)).one()
    conn.execute(update(s.exams).where(s.exams.c.id == exam_id)
                 .values(mac=seal_exam(key, exam_record(row))))


def exam_sealed(conn: Connection, key: SealKey, exam_id: int) -> bool:
    """Whether exam ``exam_id`` is as an instructor saved it (a legacy row is sealed now)."""
    row = conn.execute(select(s.exams).where(s.exams.c.id == exam_id)).first()
    if row is None:
        return True  # nothing to check: the caller says "not found"
    if row.mac is None and 0 < row.id <= unsealed_through(
            conn, UNSEALED_EXAMS_KEY, s.exams, "mac"):
        seal_legacy_in(conn, key)
        return True
    return verify_exam(key, exam_record(row), row.mac)


# ---- accounts ----------------------------------------------------------------------------


def reseal_account_in(conn: Connection, key: SealKey, user_id: int) -> None:
    """Seal account ``user_id``'s role and state as now stored."""
    row = conn.execute(select(s.users).where(s.users.c.id == user_id)).one()
    conn.execute(update(s.users).where(s.users.c.id == user_id)
                 .values(seal_mac=seal_account(key, account_record(row))))


def account_sealed(conn: Connection, key: SealKey, user_id: int) -> bool:
    """Whether account ``user_id``'s role and state are as an instructor set them (a legacy
    account is sealed now)."""
    row = conn.execute(select(s.users).where(s.users.c.id == user_id)).first()
    if row is None:
        return False
    if row.seal_mac is None and 0 < row.id <= unsealed_through(
            conn, UNSEALED_USERS_KEY, s.users, "seal_mac"):
        seal_legacy_in(conn, key)
        return True
    return verify_account(key, account_record(row), row.seal_mac)


# ---- legacy rows -------------------------------------------------------------------------


def legacy_rows(conn: Connection) -> tuple[list[int], list[int]]:
    """The ids of the exams and accounts made before seals, not sealed yet."""
    exams_through = unsealed_through(conn, UNSEALED_EXAMS_KEY, s.exams, "mac")
    users_through = unsealed_through(conn, UNSEALED_USERS_KEY, s.users, "seal_mac")
    exams = [int(i) for i in conn.execute(select(s.exams.c.id).where(
        s.exams.c.mac.is_(None), s.exams.c.id > 0, s.exams.c.id <= exams_through)).scalars()]
    users = [int(i) for i in conn.execute(select(s.users.c.id).where(
        s.users.c.seal_mac.is_(None), s.users.c.id > 0,
        s.users.c.id <= users_through)).scalars()]
    return exams, users


def seal_legacy_in(conn: Connection, key: SealKey) -> int:
    """Seal every legacy exam and account as it stands (how many were sealed)."""
    exams, users = legacy_rows(conn)
    for exam_id in exams:
        reseal_exam_in(conn, key, exam_id)
    for user_id in users:
        reseal_account_in(conn, key, user_id)
    return len(exams) + len(users)


# ---- refusals ----------------------------------------------------------------------------


def audit_seal_failure(
    audit: AuditLog, conn: Connection, actor: Actor | None, what: str,
    detail: dict[str, Any], *, key: SealKey | None = None,
) -> None:
    """The audit row of a record that failed its seal check and was not used."""
    audit.record_in(conn, actor, AuditAction.SEAL_FAILED, what, detail, key=key)


def seal_account_by(
    conn: Connection, vault: SealVault | None, actor_id: int, user_id: int, *,
    required: bool,
) -> None:
    """Seal account ``user_id`` with the school key instructor ``actor_id`` holds, in the
    transaction that wrote its role or state. Without the key: SealUnavailable when
    ``required`` (and the school has a key), else the account stays unsealed (a trainee made
    by an instructor who does not hold it: sealed when one who does resets their PIN)."""
    if vault is None:
        return
    school = vault.school_tag(conn)
    key = vault.held(actor_id)
    if key is None or key.tag != school:
        if required and school is not None:
            raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
        return
    reseal_account_in(conn, key, user_id)


def check_start_seals(
    conn: Connection, key: SealKey, exam_id: int, trainee_id: int, proctor_id: int
) -> None:
    """Before a sitting starts: SealFailed unless the exam row, the trainee's account and
    the proctor's account are each as an instructor holding the school key left them."""
    active = conn.execute(select(s.exams.c.active).where(s.exams.c.id == exam_id)).scalar()
    if active and not exam_sealed(conn, key, exam_id):  # an inactive one is refused as such
        name = conn.execute(select(s.exams.c.name).where(s.exams.c.id == exam_id)).scalar()
        raise SealFailed("exam", f"seal failed: exam {name!r} (id {exam_id}) is not as an "
                                 "instructor saved it")
    for what, user_id in (("trainee", trainee_id), ("proctor", proctor_id)):
        if not account_sealed(conn, key, user_id):
            name = conn.execute(select(s.users.c.name).where(s.users.c.id == user_id)).scalar()
            raise SealFailed(what, f"seal failed: the account {name!r} (id {user_id}): its "
                                   "role or state is not as an instructor set it")


def refuse_forged_grants(
    audit: AuditLog, conn: Connection, actor: Actor, key: SealKey, forged: list[int], *,
    decisive: bool,
) -> None:
    """Retake grants whose seal failed were left out of a sitting's count. When they would
    have given this very attempt: SealFailed (audited by the caller). Otherwise the start
    goes on without them, and each is audited in its transaction."""
    if not forged:
        return
    ids = ", ".join(f"#{i}" for i in forged)
    if decisive:
        raise SealFailed("retake", f"seal failed: retake grant {ids} is not as an instructor "
                                   "granted it; it was not counted")
    for retake_id in forged:
        audit_seal_failure(audit, conn, actor, f"seal failed: retake grant #{retake_id} "
                           "(not counted)", {"retake": retake_id}, key=key)
