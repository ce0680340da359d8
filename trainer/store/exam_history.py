"""A sitting's history as the store keeps it (for the instructor's review): the
desk it started on (the start's audit row), its resumes (the sitting's state: when, on
which desk, by whom) and the time proctors added (the sealed grants in its state, with
their reasons). See :mod:`trainer.exams.history` for what is not stored."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence

from sqlalchemy import Connection, or_, select

from trainer.audit import AuditAction
from trainer.exams.history import HistoryEvent, StoredGrant, StoredResume, sitting_history
from trainer.exams.seal import SealedAnswer
from trainer.store import schema as s
from trainer.store.exam_rows import SittingRow, parse_timestamp, time_added


def read_history(conn: Connection, sitting: SittingRow,
                 answers: Sequence[SealedAnswer]) -> tuple[HistoryEvent, ...]:
    """The sitting's start, resumes and added time, in time order."""
    sitting_id = sitting.info.id
    resumes: list[tuple[str, int | None, str]] = []
    for item in sitting.state.get("resumed") or []:
        if isinstance(item, dict) and isinstance(item.get("at"), str):
            by = item.get("by")
            desk = item.get("desk")
            resumes.append((item["at"], by if isinstance(by, int) else None,
                            desk if isinstance(desk, str) else ""))
    grants = [g for g, _mac in time_added(sitting.state, sitting_id) if g.seconds > 0]
    ids = {by for _at, by, _desk in resumes if by is not None} | {g.proctor_id for g in grants}
    names: dict[int, str] = dict(conn.execute(
        select(s.users.c.id, s.users.c.display_name).where(s.users.c.id.in_(ids))
    ).all()) if ids else {}
    stored: list[StoredResume] = []
    for at, by, desk in resumes:
        with contextlib.suppress(ValueError):
            stored.append(StoredResume(parse_timestamp(at), names.get(by or 0, ""), desk))
    return sitting_history(
        sitting.info.started_at,
        sitting.info.proctor_display_name or sitting.info.proctor_name or "",
        _start_desk(conn, sitting_id),
        stored,
        [StoredGrant(g.added_at, names.get(g.proctor_id, ""), g.seconds, g.reason) for g in grants],
        [a.answered_at for a in answers],
    )


def _start_desk(conn: Connection, sitting_id: int) -> str:
    """The desk the sitting started on, from its start's audit row ("" when none is found:
    a sitting started before the audit log kept desks)."""
    rows = conn.execute(
        select(s.audit_log.c.desk, s.audit_log.c.detail)
        .where(s.audit_log.c.action == AuditAction.SITTING_STARTED.value)
        .where(or_(s.audit_log.c.detail.like(f'%"sitting":{sitting_id},%'),
                   s.audit_log.c.detail.like(f'%"sitting":{sitting_id}}}%')))
        .order_by(s.audit_log.c.seq)
    )
    for desk, detail in rows:
        with contextlib.suppress(ValueError, TypeError, AttributeError):
            if json.loads(detail).get("sitting") == sitting_id:
                return str(desk)
    return ""
