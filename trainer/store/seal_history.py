"""What the sealed audit log remembers about rows a seal alone cannot keep from going back.

A row's MAC proves an instructor holding the school key wrote that row once, not that it is
the latest thing they wrote: an earlier row written back with its earlier MAC verifies. The
audit log (append-only, sealed, each row chained to the one before) is consulted for two
such write-backs:

- a revoked retake grant put back with its old id and MAC: every ``retake_revoked`` entry
  names the grant's id, and a grant with such an id never counts again (a forged entry can
  only take a grant away);
- a deactivated account written back active with the MAC of its active days: the latest
  *sealed* (de)activation entry for the account decides; when it says deactivated, an
  active row fails its check;
- an exam row written back as it was before a later save: each audited write of an exam
  row carries the MAC it sealed (``seal`` in the entry's detail), and the row's MAC must be
  the one in the latest sealed such entry.

Hiding a revocation or a deactivation from these checks means removing its audit row, which
the chain shows in the Audit tab (a gap in the sequence, or a broken link), or cutting the
log's whole tail after it.
"""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import Connection, select

from trainer.audit import AUDIT_CHAIN, AuditAction, AuditEntry, seal_entry
from trainer.exams.seal import SealKey
from trainer.store import schema as s

_EXAM_WRITES = tuple(a.value for a in (
    AuditAction.BLUEPRINT_CREATED, AuditAction.BLUEPRINT_EDITED, AuditAction.BLUEPRINT_ASSIGNED,
    AuditAction.BLUEPRINT_DEACTIVATED, AuditAction.BLUEPRINT_REACTIVATED))


def _sealed_entry(key: SealKey, row: Any) -> bool:
    """Whether audit row ``row`` was written by the app holding the school key."""
    if row.mac is None:
        return False
    entry = AuditEntry(
        seq=int(row.seq), at=row.at, actor_id=row.actor_id, actor_name=row.actor_name,
        action=row.action, subject=row.subject, detail_json=row.detail, desk=row.desk,
        prev_link=row.prev_link, mac=row.mac)
    return bool(seal_entry(key.for_chain(AUDIT_CHAIN), entry) == row.mac)


def latest_exam_seal(conn: Connection, key: SealKey, exam_id: int) -> str | None:
    """The MAC the latest sealed audited write of exam ``exam_id`` sealed it with (None when
    no audited write recorded one: a row sealed at the upgrade, or before this was kept)."""
    a = s.audit_log
    rows = conn.execute(select(a).where(a.c.action.in_(_EXAM_WRITES))
                        .order_by(a.c.seq.desc())).all()
    for row in rows:
        try:
            detail = json.loads(row.detail)
        except ValueError:
            continue
        if (not isinstance(detail, dict) or detail.get("exam") != exam_id
                or not isinstance(detail.get("seal"), str) or not _sealed_entry(key, row)):
            continue
        return str(detail["seal"])
    return None


def exam_seals_kept(conn: Connection, key: SealKey) -> bool:
    """Whether a sealed audited exam write kept its seal: such writes are made only after
    the first use of the key recorded the legacy boundary, so with one in the log a missing
    boundary was deleted (:func:`trainer.store.row_seals.sealed_boundary`)."""
    a = s.audit_log
    rows = conn.execute(select(a).where(a.c.action.in_(_EXAM_WRITES))
                        .order_by(a.c.seq.desc())).all()
    for row in rows:
        try:
            detail = json.loads(row.detail)
        except ValueError:
            continue
        if isinstance(detail, dict) and "seal" in detail and _sealed_entry(key, row):
            return True
    return False


def _user_of(detail: str, name: str) -> int | None:
    try:
        value = json.loads(detail).get(name)
    except (ValueError, AttributeError):
        return None
    return int(value) if isinstance(value, int) and not isinstance(value, bool) else None


def revoked_grants(conn: Connection) -> frozenset[int]:
    """The ids of every retake grant the audit log says was revoked."""
    a = s.audit_log
    details = conn.execute(select(a.c.detail).where(
        a.c.action == AuditAction.RETAKE_REVOKED.value)).scalars()
    return frozenset(i for i in (_user_of(d, "retake") for d in details) if i is not None)


def deactivated_last(conn: Connection, key: SealKey, user_id: int) -> bool:
    """Whether the latest sealed (de)activation of account ``user_id`` in the audit log is a
    deactivation."""
    a = s.audit_log
    rows = conn.execute(select(a).where(a.c.action.in_((
        AuditAction.USER_DEACTIVATED.value, AuditAction.USER_REACTIVATED.value)))
        .order_by(a.c.seq.desc())).all()
    for row in rows:
        if _user_of(row.detail, "user") != user_id or not _sealed_entry(key, row):
            continue  # another account's, or not written by the app with the key
        return str(row.action) == AuditAction.USER_DEACTIVATED.value
    return False
