"""The audit log's SQL: appending a sealed, chained row in the caller's transaction, reading
and checking the whole chain, exporting it as CSV. The scheme is in :mod:`trainer.audit`.

There is no update and no delete here, on purpose; the table's triggers refuse both.
"""

from __future__ import annotations

import dataclasses
import secrets
import socket
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, select

from trainer.audit import (
    AUDIT_CHAIN,
    FIRST_LINK,
    AuditAction,
    AuditEntry,
    AuditQuery,
    AuditTrail,
    CheckedEntry,
    check_chain,
    detail_text,
    seal_entry,
)
from trainer.auth import Actor
from trainer.csv_cells import csv_writer
from trainer.exams.seal import Json, SealKey, timestamp
from trainer.macau_time import macau_text
from trainer.store import schema as s
from trainer.store._common import Clock, check_actor, require_instructor
from trainer.store.engine import Database
from trainer.store.files import file_error
from trainer.store.seal import SealVault

_PG_LOCK = 0x41554449  # "AUDI": one advisory lock orders every append on a shared server
COMMAND_LINE = "(command line)"
"""The actor name of rows written with no one signed in."""

CSV_HEADER = (
    "seq", "at_utc", "at_macau", "actor_id", "actor", "action", "subject", "detail", "desk",
    "flags",
)


def default_desk() -> str:
    """How the app names this desk: the computer's network name."""
    return socket.gethostname() or "?"


DESK_MAX = 64
"""The longest desk name (``--desk``, or the one the app makes at first start)."""


def new_desk_id(host: str | None = None) -> str:
    """A new desk's own id, made once at its first start and kept in its settings: the
    computer's name and six random hex digits ("vm-3fa2c1"), so that cloned lab
    PCs and the sessions of a terminal server, which all share one computer name, are told
    apart on the proctor console and by the one-desk-at-a-time rule."""
    name = " ".join((host if host is not None else default_desk()).split()) or "desk"
    return f"{name[:DESK_MAX - 7]}-{secrets.token_hex(3)}"


def desk_name(text: str) -> str | None:
    """``text`` as a desk name (spaces folded), or None when it is empty, longer than
    DESK_MAX or holds a control character."""
    name = " ".join(text.split())
    if not name or len(name) > DESK_MAX or not name.isprintable():
        return None
    return name


class AuditLog:
    """The school's audit log (see :mod:`trainer.audit`).

    ``record_in`` is called by the repositories inside the transaction of the action it
    records, so the action and its row commit together or not at all.
    """

    def __init__(self, db: Database, clock: Clock, vault: SealVault, desk: str) -> None:
        self._db = db
        self._clock = clock
        self._vault = vault
        self.desk = desk[:255]
        self._known_good: dict[str, set[AuditEntry]] = {}
        """Per school key (its tag): the rows this store has verified, as read. A re-read
        checks only what is new or changed (20,000 rows: every MAC again took seconds)."""

    # ---- writing ---------------------------------------------------------------------------

    def record_in(
        self,
        conn: Connection,
        actor: Actor | None,
        action: AuditAction,
        subject: str,
        detail: Mapping[str, Json] | None = None,
        *,
        key: SealKey | None = None,
    ) -> AuditEntry:
        """Append one row in the caller's transaction, sealed with the actor's unlocked
        school key (unsealed when they hold none). ``actor`` None: the command line.
        ``key``: the school key the caller holds for this action when the vault does not
        (a proctor's typed password on a trainee's desk, a move's unwrapped key)."""
        if conn.dialect.name == "postgresql":
            conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_PG_LOCK})")
        a = s.audit_log
        last = conn.execute(select(*a.c).order_by(a.c.seq.desc()).limit(1)).first()
        prev = _entry(last) if last is not None else None
        entry = AuditEntry(
            seq=1 if prev is None else prev.seq + 1,
            at=self._clock(),
            actor_id=None if actor is None else actor.user_id,
            actor_name=COMMAND_LINE if actor is None else actor.name,
            action=action.value,
            subject=subject,
            detail_json=detail_text(detail),
            desk=self.desk,
            prev_link=FIRST_LINK if prev is None else prev.link(),
            mac=None,
        )
        if key is None and actor is not None:
            key = self._vault.held(actor.user_id)
        if key is not None and key.tag == SealVault.school_tag(conn):
            entry = dataclasses.replace(entry, mac=seal_entry(key.for_chain(AUDIT_CHAIN), entry))
        conn.execute(a.insert().values(
            seq=entry.seq, at=entry.at, actor_id=entry.actor_id, actor_name=entry.actor_name,
            action=entry.action, subject=entry.subject, detail=entry.detail_json,
            desk=entry.desk, prev_link=entry.prev_link, mac=entry.mac,
        ))
        return entry

    def record(
        self,
        actor: Actor,
        action: AuditAction,
        subject: str,
        detail: Mapping[str, Json] | None = None,
    ) -> AuditEntry:
        """Append one row in its own transaction: for an action that writes nothing to the
        database (a PDF the UI saved). Instructor only."""

        def run(conn: Connection) -> AuditEntry:
            require_instructor(conn, actor, "write to the audit log")
            return self.record_in(conn, actor, action, subject, detail)

        return self._db.write(run)

    def record_export_in(
        self,
        conn: Connection,
        actor: Actor | None,
        kind: str,
        target: Path | str,
        rows: int | None = None,
        detail: Mapping[str, Json] | None = None,
    ) -> AuditEntry:
        """Record an export (a CSV, a PDF, a report) in the caller's transaction: the
        subject is the file's name, the detail says ``what`` (``kind``: "cohort_roster",
        "attempts", "trainee_pdf"...) and how many ``rows``, plus ``detail``. The Audit tab
        words ``kind`` (ui/dashboard/words.py ``export_kind``; an unknown kind shows as
        written). Every export of the app goes through here or :meth:`record_export`."""
        full: dict[str, Json] = {"what": kind}
        if rows is not None:
            full["rows"] = rows
        full.update(detail or {})
        return self.record_in(conn, actor, AuditAction.EXPORTED, Path(target).name, full)

    def record_export(
        self,
        actor: Actor,
        kind: str,
        target: Path | str,
        rows: int | None = None,
        detail: Mapping[str, Json] | None = None,
    ) -> AuditEntry:
        """Record an export the caller has written (see :meth:`record_export_in`) in its own
        transaction, by any signed-in user (a trainee's own export is recorded unsealed)."""

        def run(conn: Connection) -> AuditEntry:
            check_actor(conn, actor)
            return self.record_export_in(conn, actor, kind, target, rows, detail)

        return self._db.write(run)

    def record_command_line(
        self, action: AuditAction, subject: str, detail: Mapping[str, Json] | None = None
    ) -> AuditEntry:
        """Append one row written with no one signed in (``python -m trainer ...``), in its
        own transaction: unsealed, named "(command line)"."""
        return self._db.write(lambda conn: self.record_in(conn, None, action, subject, detail))

    # ---- reading ---------------------------------------------------------------------------

    def _check(self, conn: Connection, actor: Actor) -> tuple[list[CheckedEntry], bool]:
        rows = conn.execute(select(*s.audit_log.c).order_by(s.audit_log.c.seq)).all()
        key = self._vault.held(actor.user_id)
        if key is not None and key.tag != SealVault.school_tag(conn):
            key = None
        chain = None if key is None else key.for_chain(AUDIT_CHAIN)
        known = None if key is None else self._known_good.setdefault(key.tag, set())
        return check_chain([_entry(r) for r in rows], chain, known), chain is not None

    def trail(self, actor: Actor, query: AuditQuery | None = None) -> AuditTrail:
        """The rows matching ``query``, newest first, each flagged by checking the whole
        chain (instructor only; MACs are checked when the reader holds the school key)."""

        def run(conn: Connection) -> AuditTrail:
            require_instructor(conn, actor, "read the audit log")
            return _trail(*self._check(conn, actor), query or AuditQuery())

        return self._db.read(run)

    def export_csv(self, actor: Actor, path: Path, query: AuditQuery | None = None) -> int:
        """Write the rows matching ``query`` (oldest first, with their flags) to ``path`` as
        UTF-8 CSV with a byte-order mark (Excel), and record the export in the same
        transaction. Returns the number of rows written. Instructor only."""

        def run(conn: Connection) -> int:
            require_instructor(conn, actor, "export the audit log")
            checked, _ = self._check(conn, actor)
            q = query or AuditQuery()
            rows = [c for c in checked if q.matches(c)]
            try:
                with path.open("w", encoding="utf-8-sig", newline="") as f:
                    w = csv_writer(f)
                    w.writerow(CSV_HEADER)
                    for c in rows:
                        e = c.entry
                        w.writerow((
                            e.seq, timestamp(e.at), macau_text(e.at, "%Y-%m-%d %H:%M:%S"),
                            "" if e.actor_id is None else e.actor_id,
                            e.actor_name, e.action, e.subject, e.detail_json, e.desk,
                            " ".join(sorted(f.value for f in c.flags)),
                        ))
            except OSError as err:
                raise file_error(path, err, "write the CSV file") from err
            self.record_in(conn, actor, AuditAction.EXPORTED, path.name,
                           {"what": "audit_log", "rows": len(rows)})
            return len(rows)

        return self._db.write(run)


def _trail(checked: list[CheckedEntry], verified: bool, query: AuditQuery) -> AuditTrail:
    actors: dict[int, str] = {}
    for c in checked:
        if c.entry.actor_id is not None:
            actors[c.entry.actor_id] = c.entry.actor_name
    return AuditTrail(
        rows=tuple(c for c in reversed(checked) if query.matches(c)),
        total=len(checked),
        suspect=sum(1 for c in checked if c.suspect),
        unsealed=sum(1 for c in checked if not c.entry.mac),
        verified=verified,
        actors=tuple(sorted(actors.items(), key=lambda kv: kv[1].casefold())),
    )


def _entry(r: Any) -> AuditEntry:
    """A row of ``audit_log`` as stored."""
    return AuditEntry(
        seq=int(r.seq), at=r.at, actor_id=r.actor_id, actor_name=r.actor_name,
        action=r.action, subject=r.subject, detail_json=r.detail, desk=r.desk,
        prev_link=r.prev_link, mac=r.mac,
    )
