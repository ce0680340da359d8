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

The plain settings are believed once only. That first legacy sealing records the boundary
sealed (``seals.legacy_boundary``: a MAC under the school key): exams and accounts 0 (every
legacy one was just sealed), retake grants the id it found. From then on the settings are
ignored; a boundary whose MAC fails counts as nothing legacy (fail closed).

Before an instructor's write re-seals a row (an exam's save, assignment or reactivation, an
account's (de)activation, PIN or password reset or cohort move) the stored row's seal is
checked: a forged row is refused (:class:`~trainer.errors.SealFailed`, audited by the
caller), never sealed with the forgery.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from sqlalchemy import Connection, Table, func, select, update

from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.errors import SealFailed, SealUnavailable
from trainer.exams.row_seal import (
    SealedAccount,
    SealedExam,
    seal_account,
    seal_boundary,
    seal_exam,
    verify_account,
    verify_boundary,
    verify_exam,
)
from trainer.exams.seal import SealKey
from trainer.store import schema as s
from trainer.store.audit import AuditLog
from trainer.store.seal import SealVault
from trainer.store.seal_history import deactivated_last, exam_seals_kept, latest_exam_seal
from trainer.typed import is_ascii_digits

UNSEALED_EXAMS_KEY = "exams.unsealed_through"
"""The app-wide setting holding the highest id of the exams made before they were sealed."""
UNSEALED_USERS_KEY = "users.unsealed_through"
"""The app-wide setting holding the highest id of the accounts made before they were sealed."""
UNSEALED_RETAKES_KEY = "exam_retakes.unsealed_through"
"""The app-wide setting holding the highest id of the retake grants made before sealing."""
LEGACY_BOUNDARY_KEY = "seals.legacy_boundary"
"""The app-wide setting holding the sealed legacy boundary (JSON: ids and ``mac``)."""
_BOUNDARY_NAMES = {UNSEALED_EXAMS_KEY: "exams", UNSEALED_USERS_KEY: "users",
                   UNSEALED_RETAKES_KEY: "retakes"}


def exam_record(row: Any) -> SealedExam:
    """An ``exams`` row as the sealed record."""
    return SealedExam(
        int(row.id), str(row.name), str(row.blueprint), int(row.attempts_allowed),
        None if row.time_limit_s is None else int(row.time_limit_s), bool(row.active),
        int(row.version), row.opens_at, row.closes_at,
    )


def account_record(row: Any) -> SealedAccount:
    """A ``users`` row as the sealed record (its role and state)."""
    return SealedAccount(int(row.id), str(row.name_key), str(row.role), bool(row.active),
                         None if row.cohort_id is None else int(row.cohort_id))


def _setting(conn: Connection, setting: str) -> str | None:
    t = s.settings
    value = conn.execute(select(t.c.value).where(
        t.c.user_id.is_(None), t.c.key == setting)).scalar()
    return None if value is None else str(value)


def boundary_recorded(conn: Connection) -> bool:
    """Whether the first legacy sealing has recorded the sealed boundary."""
    return _setting(conn, LEGACY_BOUNDARY_KEY) is not None


def sealed_boundary(conn: Connection, key: SealKey | None) -> dict[str, int] | None:
    """The sealed legacy boundary (None before the first legacy sealing). With ``key`` its
    MAC is checked: one that fails, or a record that does not read, is nothing legacy. A
    missing one when the audit log shows it was recorded (an exam write kept its seal):
    no exam or account is legacy any more; retake grants fall back to their setting, capped
    below the first sealed grant (the log does not keep their boundary)."""
    text = _setting(conn, LEGACY_BOUNDARY_KEY)
    nothing = dict.fromkeys(_BOUNDARY_NAMES.values(), 0)
    if text is None:
        if key is None or not exam_seals_kept(conn, key):
            return None
        retakes = (_setting(conn, UNSEALED_RETAKES_KEY) or "").strip()
        return {**nothing, "retakes": int(retakes) if is_ascii_digits(retakes) else 0}
    try:
        stored = json.loads(text)
        fields = {name: int(stored[name]) for name in nothing}
    except (ValueError, TypeError, KeyError):
        return nothing
    if key is not None and not verify_boundary(key, dict(fields), stored.get("mac")):
        return nothing
    return fields


def unsealed_through(
    conn: Connection, setting: str, table: Table, mac: str, key: SealKey | None = None
) -> int:
    """The highest id of ``table``'s rows made before they were sealed, as far as it can be
    believed: the sealed boundary once recorded (the setting is then ignored); before, the
    setting, capped below the first sealed row."""
    boundary = sealed_boundary(conn, key)
    if boundary is not None:
        through = boundary[_BOUNDARY_NAMES[setting]]
    else:
        text = (_setting(conn, setting) or "").strip()
        through = int(text) if is_ascii_digits(text) else 0
    first_sealed = conn.execute(select(func.min(table.c.id))
                                .where(table.c[mac].is_not(None))).scalar()
    if first_sealed is not None:
        through = min(through, int(first_sealed) - 1)
    return through


# ---- exams -------------------------------------------------------------------------------


def reseal_exam_in(conn: Connection, key: SealKey, exam_id: int) -> str:
    """Seal exam ``exam_id`` as it is now stored (after an instructor's write); the MAC, for
    the write's audit row (``seal``: :func:`trainer.store.seal_history.latest_exam_seal`)."""
    row = conn.execute(select(s.exams).where(s.exams.c.id == exam_id)).one()
    mac = seal_exam(key, exam_record(row))
    conn.execute(update(s.exams).where(s.exams.c.id == exam_id).values(mac=mac))
    return mac


def exam_sealed(conn: Connection, key: SealKey, exam_id: int) -> bool:
    """Whether exam ``exam_id`` is as an instructor saved it (a legacy row is sealed now)."""
    row = conn.execute(select(s.exams).where(s.exams.c.id == exam_id)).first()
    if row is None:
        return True  # nothing to check: the caller says "not found"
    if row.mac is None and 0 < row.id <= unsealed_through(
            conn, UNSEALED_EXAMS_KEY, s.exams, "mac", key):
        seal_legacy_in(conn, key)
        return True
    record = exam_record(row)
    # A withdrawal needs no key: a withdrawn row may carry the seal of its offered state.
    if not (verify_exam(key, record, row.mac) or (
            not record.active and verify_exam(key, replace(record, active=True), row.mac))):
        return False
    # A row sealed by an earlier save, written back: not the seal of the latest save.
    latest = latest_exam_seal(conn, key, exam_id)
    return latest is None or latest == row.mac


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
            conn, UNSEALED_USERS_KEY, s.users, "seal_mac", key):
        seal_legacy_in(conn, key)
        return True
    if not _verified_account(key, account_record(row), row.seal_mac):
        return False
    # An active row sealed in its active days, written back after a deactivation.
    return not (row.active and deactivated_last(conn, key, int(row.id)))


# ---- legacy rows -------------------------------------------------------------------------


def legacy_rows(
    conn: Connection, key: SealKey | None = None
) -> tuple[list[int], list[int]]:
    """The ids of the exams and accounts made before seals, not sealed yet."""
    exams_through = unsealed_through(conn, UNSEALED_EXAMS_KEY, s.exams, "mac", key)
    users_through = unsealed_through(conn, UNSEALED_USERS_KEY, s.users, "seal_mac", key)
    exams = [int(i) for i in conn.execute(select(s.exams.c.id).where(
        s.exams.c.mac.is_(None), s.exams.c.id > 0, s.exams.c.id <= exams_through)).scalars()]
    users = [int(i) for i in conn.execute(select(s.users.c.id).where(
        s.users.c.seal_mac.is_(None), s.users.c.id > 0,
        s.users.c.id <= users_through)).scalars()]
    return exams, users


def seal_legacy_in(conn: Connection, key: SealKey) -> int:
    """Seal every legacy exam and account as it stands (how many were sealed), and record
    the boundary sealed the first time (the settings are not believed after that)."""
    exams, users = legacy_rows(conn, key)
    for exam_id in exams:
        reseal_exam_in(conn, key, exam_id)
    for user_id in users:
        reseal_account_in(conn, key, user_id)
    if not boundary_recorded(conn):
        from trainer.store._common import write_setting

        retakes = unsealed_through(conn, UNSEALED_RETAKES_KEY, s.exam_retakes, "mac", key)
        fields: dict[str, Any] = {"exams": 0, "users": 0, "retakes": retakes}
        write_setting(conn, None, LEGACY_BOUNDARY_KEY,
                      json.dumps({**fields, "mac": seal_boundary(key, dict(fields))}))
    return len(exams) + len(users)


# ---- before an instructor's write re-seals a row ------------------------------------------


def check_exam_before_write(conn: Connection, key: SealKey, exam_id: int) -> None:
    """SealFailed('exam') unless exam ``exam_id`` is as an instructor saved it (or a
    legitimate legacy row): its re-seal would otherwise seal a forgery."""
    if not exam_sealed(conn, key, exam_id):
        name = conn.execute(select(s.exams.c.name).where(s.exams.c.id == exam_id)).scalar()
        raise SealFailed("exam_write", f"seal failed: exam {name!r} (id {exam_id}) was changed "
                                       "outside the app; it was not saved")


def check_account_before_write(conn: Connection, key: SealKey, user_id: int) -> None:
    """SealFailed('account_write') unless account ``user_id`` is as an instructor set it."""
    if not account_sealed(conn, key, user_id):
        name = conn.execute(select(s.users.c.name).where(s.users.c.id == user_id)).scalar()
        raise SealFailed("account_write", f"seal failed: the account {name!r} (id {user_id}) "
                                          "was changed outside the app; it was not changed")


# ---- refusals ----------------------------------------------------------------------------


def audit_seal_failure(
    audit: AuditLog, conn: Connection, actor: Actor | None, what: str,
    detail: dict[str, Any], *, key: SealKey | None = None,
) -> None:
    """The audit row of a record that failed its seal check and was not used."""
    audit.record_in(conn, actor, AuditAction.SEAL_FAILED, what, detail, key=key)


def seal_account_by(
    conn: Connection, vault: SealVault | None, actor_id: int, user_id: int, *,
    required: bool, checked: SealedAccount | None = None,
) -> None:
    """Seal account ``user_id`` with the school key instructor ``actor_id`` holds, in the
    transaction that wrote its role or state. Without the key: SealUnavailable when
    ``required`` (and the school has a key), else the account stays unsealed (a trainee made
    by an instructor who does not hold it: sealed when one who does resets their PIN).

    ``checked``: the account as it was stored before this write, whose seal must hold (or
    be a legitimate legacy one), else SealFailed and nothing is sealed; None for an account
    just made."""
    if vault is None:
        return
    school = vault.school_tag(conn)
    key = vault.held(actor_id)
    if key is None or key.tag != school:
        if required and school is not None:
            raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
        return
    if checked is not None and not _was_sealed(conn, key, checked):
        raise SealFailed("account_write", f"seal failed: the account (id {user_id}) was changed "
                                          "outside the app; it was not changed")
    reseal_account_in(conn, key, user_id)


def stored_account(conn: Connection, user_id: int) -> tuple[SealedAccount, str | None]:
    """Account ``user_id`` as stored now and its MAC (read before a write changes it)."""
    row = conn.execute(select(s.users).where(s.users.c.id == user_id)).one()
    return account_record(row), row.seal_mac


def _was_sealed(conn: Connection, key: SealKey, before: SealedAccount) -> bool:
    mac = conn.execute(select(s.users.c.seal_mac)
                       .where(s.users.c.id == before.user_id)).scalar()
    if mac is None and 0 < before.user_id <= unsealed_through(
            conn, UNSEALED_USERS_KEY, s.users, "seal_mac", key):
        return True
    return _verified_account(key, before, mac)


def _verified_account(key: SealKey, record: SealedAccount, mac: str | None) -> bool:
    """The account's seal holds; a deactivated one may carry the seal of its active state
    (a deactivation needs no key, and a stale seal of a deactivated account fails closed)."""
    return verify_account(key, record, mac) or (
        not record.active and verify_account(key, replace(record, active=True), mac))


def check_start_seals(
    conn: Connection, key: SealKey, exam_id: int, trainee_id: int, proctor_id: int
) -> None:
    """Before a sitting starts: SealFailed unless the exam row, the trainee's account and
    the proctor's account are each as an instructor holding the school key left them."""
    if not boundary_recorded(conn):
        seal_legacy_in(conn, key)  # the first use of the key since the upgrade
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
