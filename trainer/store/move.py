"""Moving a whole school from one database to another.

A school that outgrows one desk moves its SQLite file to a PostgreSQL server (or any of the
two to the other) without typing the roster again or losing its history:

1. The source is opened as the app opens it (:func:`~trainer.store.open_store`): an older
   SQLite file is upgraded first, with its own pre-migration backup beside it; a newer one is
   refused. A source without an instructor holds no school and is refused.
2. The target is opened the same way (an empty database gets the current schema). It is
   refused when it holds any row (``move_target_has_school`` when it has accounts, else
   ``move_target_not_empty``): a move never merges two schools.
3. Every table is copied in dependency order, ids kept, in ONE write transaction on the
   target, reading the source in ONE read transaction (a consistent snapshot while other
   desks may write). PostgreSQL's id sequences are set past the copied ids.
4. The target is checked, first inside that transaction (a copy that fails is rolled back
   and the target stays empty) and again after the commit: every table's row count and an
   order-free digest of its rows (every column, seals and chain links included) equal what
   was read from the source, and the audit chain's links and numbering are as whole as at
   the source. Given an instructor's password, the school key is unwrapped (nothing is
   written) and the store's own seal checks (the audit log's MACs, every ended exam sitting,
   every user's practice chains) must give the same verdicts on the target as on the source.

5. Only then is the move itself written to the target's audit log: one
   ``school_moved`` row appended after every check (the target holds exactly the source's
   rows while the digests are compared), by the instructor named and sealed with the school
   key their password unwrapped, else by the command line, unsealed. The source is left
   untouched (its log does not say it was copied).

Refusals are :class:`~trainer.errors.StoreError` with ``code`` ``move_same_database``,
``move_no_source``, ``move_no_school``, ``move_target_has_school`` (params ``accounts``),
``move_target_not_empty`` (``table``, ``rows``), ``move_wrong_password`` (``name``),
``move_check_failed`` (``detail``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Table, func, select, text
from sqlalchemy.engine import URL

from trainer.audit import AuditAction, check_chain
from trainer.auth import Actor, Role, name_key
from trainer.errors import StoreError
from trainer.exams.seal import SealKey, SealStatus
from trainer.store import migrations
from trainer.store import schema as s
from trainer.store._common import require_instructor
from trainer.store.audit import _entry as audit_entry
from trainer.store.engine import Database, resolve_url, safe_url
from trainer.store.schema import SCHEMA_VERSION
from trainer.store.seal import SealVault
from trainer.store.store import Store, open_store

_BATCH = 5_000
"""Rows read and inserted at a time."""
_MODULUS = 2**256

COPIED_TABLES: tuple[Table, ...] = tuple(
    t for t in s.metadata.sorted_tables if t is not s.schema_version
)
"""Every table of the school, parents before children (the schema version is the target's
own, written when its schema was created)."""


@dataclass(frozen=True)
class SealCheck:
    """The store's own seal checks, run with the school key on source and target."""

    audit_rows: int
    sittings: int
    """Ended exam sittings whose seals were checked."""
    practice_sessions: int
    """Sealed practice sessions whose chains were checked."""
    tampered: int
    """Records the checks call tampered (the same on both sides: a move copies as found)."""


@dataclass(frozen=True)
class MoveReport:
    """What a move copied and checked."""

    source: str
    target: str
    schema_version: int
    migrated_from: int | None
    """The source's schema version when it was upgraded before the move, else None."""
    pre_migration_backup: Path | None
    rows: Mapping[str, int] = field(default_factory=dict)
    """Rows copied per table (each equal on the target, checked with its digest)."""
    chain_links: int = 0
    """Audit rows whose links and numbering were checked on the target."""
    seals: SealCheck | None = None
    """None when no instructor password was given (MACs need the school key)."""

    @property
    def total_rows(self) -> int:
        return sum(self.rows.values())


def _refuse(kind: str, code: str, message: str, **params: str | int) -> StoreError:
    return StoreError(kind, message, code=code, params=dict(params))


def _value(v: Any) -> str:
    """One cell, the same text on SQLite and PostgreSQL for the same stored value."""
    if isinstance(v, datetime):
        return v.isoformat()
    if isinstance(v, bool):
        return "t" if v else "f"
    return repr(v)  # int, str, float, Decimal and None: the same repr on both back ends


class _Digest:
    """An order-free digest of a table's rows (row order differs between back ends)."""

    def __init__(self, table: Table) -> None:
        self.names = [c.name for c in table.columns]
        self.total = 0
        self.rows = 0

    def add(self, rows: Iterable[Mapping[str, Any]]) -> None:
        for row in rows:
            line = "\x1f".join(_value(row[n]) for n in self.names).encode()
            self.total = (self.total + int.from_bytes(hashlib.sha256(line).digest())) % _MODULUS
            self.rows += 1


def _read(conn: Connection, table: Table) -> Iterable[list[dict[str, Any]]]:
    result = conn.execution_options(yield_per=_BATCH).execute(select(table))
    for part in result.mappings().partitions(_BATCH):
        yield [dict(row) for row in part]


def _reset_sequences(conn: Connection) -> None:
    """Set each PostgreSQL id sequence past the copied ids (the next insert gets max + 1)."""
    if conn.dialect.name != "postgresql":
        return  # SQLite takes max(rowid) + 1 (and updates sqlite_sequence on insert)
    for table in COPIED_TABLES:
        column = table.autoincrement_column
        if column is None:
            continue
        # The names come from the schema, never from input.
        conn.execute(
            text(f"SELECT setval(pg_get_serial_sequence(:t, :c), "
                 f"COALESCE((SELECT MAX({column.name}) FROM {table.name}), 0) + 1, false)"),
            {"t": table.name, "c": column.name},
        )


def _held_rows(conn: Connection) -> tuple[str, int] | None:
    for table in COPIED_TABLES:
        n = int(conn.execute(select(func.count()).select_from(table)).scalar_one())
        if n:
            return table.name, n
    return None


def _chain_links(conn: Connection) -> tuple[int, int]:
    """(rows, suspect rows) of the audit chain checked without the key (links, numbering)."""
    rows = conn.execute(select(*s.audit_log.c).order_by(s.audit_log.c.seq)).all()
    checked = check_chain([audit_entry(r) for r in rows], None)
    return len(checked), sum(1 for c in checked if c.suspect)


def _check_copy(conn: Connection, digests: Mapping[str, _Digest],
                suspect_before: int | None) -> int:
    """Check the target against the digests of what was read from the source: every table's
    row count and rows, and the audit chain's links (as broken as at the source, i.e. whole
    for an untouched school). Returns the audit rows checked."""
    for table in COPIED_TABLES:
        there = _Digest(table)
        for batch in _read(conn, table):
            there.add(batch)
        read = digests[table.name]
        if (there.rows, there.total) != (read.rows, read.total):
            raise _refuse("failed", "move_check_failed",
                          f"the check of the copy failed: table {table.name} holds {there.rows} "
                          f"row(s) of {read.rows}, or rows that differ from the source",
                          detail=table.name)
    links, suspect = _chain_links(conn)
    if suspect_before is not None and suspect != suspect_before:
        raise _refuse("failed", "move_check_failed",
                      f"the check of the copy failed: the audit chain has {suspect} broken "
                      f"link(s), the source {suspect_before}", detail="audit_log")
    return links


def _school_key(store: Store, name: str, password: str) -> tuple[Actor, SealKey]:
    """Instructor ``name`` of ``store``'s school and the school key their password unwraps
    (nothing is written: no sign-in row, no new key); ``move_wrong_password`` otherwise."""
    db = store._db  # the store package's own engine

    def find(conn: Connection) -> Any:
        return conn.execute(
            select(s.users.c.id, s.users.c.name, s.users.c.display_name)
            .where(s.users.c.name_key == name_key(name), s.users.c.role == Role.INSTRUCTOR.value,
                   s.users.c.active.is_(True))
        ).first()

    row = db.read(find)
    tag, wrapped = db.read(
        lambda conn: (SealVault.school_tag(conn), None if row is None else
                      SealVault.wrapped_for(conn, row.id)))
    if row is None or tag is None or wrapped is None or wrapped.tag != tag:
        raise _refuse("invalid", "move_wrong_password",
                      f"{name} is not an instructor holding the school's seal key", name=name)
    key = wrapped.unwrap(password)
    if key is None:
        raise _refuse("invalid", "move_wrong_password",
                      f"the password of {name} does not open the school's seal key", name=name)
    return Actor(row.id, row.name, row.display_name, Role.INSTRUCTOR), key


def _seal_verdicts(store: Store, name: str, password: str) -> tuple[SealCheck, dict[str, Any]]:
    """The store's own checks with the school key unwrapped by instructor ``name``'s password
    (nothing is written). The verdicts, to compare both sides."""
    db = store._db  # the store package's own engine
    actor, key = _school_key(store, name, password)
    held_before = store.seal.held(actor.user_id)  # the app's own signed-in key, kept
    store.seal.hold(actor.user_id, key)
    try:
        trail = store.audit.trail(actor)
        ended = db.read(lambda conn: [int(i) for i in conn.execute(
            select(s.exam_sittings.c.id).where(s.exam_sittings.c.ended_at.is_not(None))
        ).scalars()])
        sittings = store.exams.seal_statuses(actor, ended)
        users = db.read(lambda conn: [int(i) for i in conn.execute(
            select(s.users.c.id).order_by(s.users.c.id)).scalars()])
        practice: dict[int, dict[int, str]] = {}
        sealed = tampered = 0
        for uid in users:
            check = store.practice.check_seals(actor, uid)
            if check is None:
                continue
            practice[uid] = {sid: v.seal.value for sid, v in check.sessions.items()}
            sealed += check.sealed
            tampered += len(check.tampered)
    finally:
        if held_before is None:
            store.seal.forget(actor.user_id)
        else:
            store.seal.hold(actor.user_id, held_before)
    tampered += trail.suspect + sum(1 for v in sittings.values() if v is SealStatus.TAMPERED)
    verdicts = {
        "audit": (trail.total, trail.suspect, trail.verified),
        "sittings": {k: v.value for k, v in sittings.items()},
        "practice": practice,
    }
    return SealCheck(trail.total, len(sittings), sealed, tampered), verdicts


def _record_move(source: Store, target: Store, instructor: str | None, password: str | None,
                 rows: int) -> None:
    """The ``school_moved`` row on the target, after every check (see the module docstring)."""
    actor: Actor | None = None
    key: SealKey | None = None
    if instructor is not None and password is not None:
        actor, key = _school_key(target, instructor, password)
    target._db.write(lambda conn: target.audit.record_in(
        conn, actor, AuditAction.SCHOOL_MOVED, source.location, {"rows": rows}, key=key))


def _same(a: URL, b: URL) -> bool:
    if a.get_backend_name() == b.get_backend_name() == "sqlite":
        pa, pb = Path(a.database or ""), Path(b.database or "")
        try:
            return pa.resolve() == pb.resolve()
        except OSError:
            return False
    return a.set(password=None) == b.set(password=None)  # the same server and database


def move_school(
    source_url: str,
    target_url: str,
    *,
    instructor: str | None = None,
    password: str | None = None,
    progress: Callable[[str, int], None] | None = None,
) -> MoveReport:
    """Copy the school at ``source_url`` into the empty database at ``target_url``, checked.

    ``instructor`` and ``password``: an instructor of the school, whose copy of the seal key
    lets the seals be checked on both sides (without them only the digests and the audit
    chain's links are). ``progress(table, rows)`` is called after each table is copied.
    Raises StoreError (see the module docstring); the rows are written in one transaction,
    so a failed copy or check leaves the target without rows (its schema created).
    """
    src_url, dst_url = resolve_url(source_url, None), resolve_url(target_url, None)
    if _same(src_url, dst_url):
        raise _refuse("invalid", "move_same_database",
                      f"the source and the target are the same database ({safe_url(src_url)})")
    if src_url.get_backend_name() == "sqlite" and not (
        src_url.database and Path(src_url.database).is_file()
    ):
        # open_store would create an empty school there: never move nothing.
        raise _refuse("unreadable", "move_no_source",
                      f"there is no database at {src_url.database or '(none)'}",
                      path=src_url.database or "")
    if instructor is not None and password is None:
        raise _refuse("invalid", "move_wrong_password", "a password is needed with the "
                      "instructor's name", name=instructor)
    probe = Database(src_url)
    try:
        version = probe.read(migrations.read_version)
    finally:
        probe.dispose()
    # Opened as the app opens it: an older schema is upgraded first (a SQLite file with its
    # own pre-migration backup beside it), a newer one refused, so source and target are of
    # this app's schema and every table copies column for column.
    source = open_store(source_url)
    try:
        migrated_from = version if version is not None and version < SCHEMA_VERSION else None
        if source.needs_first_instructor():
            raise _refuse("invalid", "move_no_school",
                          f"{source.location} holds no school (no instructor): nothing to move")
        target = open_store(target_url)
        try:
            return _move(source, target, migrated_from, instructor, password, progress)
        finally:
            target.close()
    finally:
        source.close()


def move_open_school(
    store: Store,
    actor: Actor,
    target_url: str,
    password: str,
    progress: Callable[[str, int], None] | None = None,
) -> MoveReport:
    """Copy the school of the open ``store`` (the app's own) into the empty database at
    ``target_url``, checked as :func:`move_school` checks it; ``actor`` must be one of its
    instructors and ``password`` theirs (it unwraps the school key for the seal checks).
    The store goes on as it was (the desk keeps using it until it is pointed elsewhere)."""
    require = store._db.read  # the store package's own engine
    require(lambda conn: require_instructor(conn, actor, "move the school"))
    dst_url = resolve_url(target_url, None)
    if _same(store._db.url, dst_url):
        raise _refuse("invalid", "move_same_database",
                      f"the target is the database in use ({safe_url(dst_url)})")
    target = open_store(target_url)
    try:
        return _move(store, target, None, actor.name, password, progress)
    finally:
        target.close()


def _move(
    source: Store,
    target: Store,
    migrated_from: int | None,
    instructor: str | None,
    password: str | None,
    progress: Callable[[str, int], None] | None,
) -> MoveReport:
    src_db, dst_db = source._db, target._db  # the store package's own engines
    seals_before: tuple[SealCheck, dict[str, Any]] | None = None
    if instructor is not None and password is not None:
        seals_before = _seal_verdicts(source, instructor, password)  # wrong password: stop now
    digests: dict[str, _Digest] = {}
    links = 0

    def copy(src: Connection) -> None:
        suspect_before = _chain_links(src)[1]

        def write(dst: Connection) -> None:
            nonlocal links
            accounts = int(dst.execute(select(func.count()).select_from(s.users)).scalar_one())
            if accounts:
                raise _refuse(
                    "duplicate", "move_target_has_school",
                    f"{target.location} already holds a school ({accounts} account(s)); a move "
                    "never merges two schools: give an empty database", accounts=accounts)
            held = _held_rows(dst)
            if held is not None:
                raise _refuse(
                    "duplicate", "move_target_not_empty",
                    f"{target.location} is not empty ({held[1]} row(s) in {held[0]}); give an "
                    "empty database", table=held[0], rows=held[1])
            for table in COPIED_TABLES:
                digest = digests[table.name] = _Digest(table)
                for batch in _read(src, table):
                    digest.add(batch)
                    dst.execute(table.insert(), batch)
                if progress is not None:
                    progress(table.name, digest.rows)
            _reset_sequences(dst)
            # The check, read back from the target in the same transaction: a copy that does
            # not check out is rolled back and the target stays empty.
            links = _check_copy(dst, digests, suspect_before)

        dst_db.write(write)

    src_db.read(copy)
    # After the commit: what other connections now read there (the digests again, and the
    # store's own seal checks with the school key).
    dst_db.read(lambda conn: _check_copy(conn, digests, None))
    seals: SealCheck | None = None
    if seals_before is not None and instructor is not None and password is not None:
        seals, verdicts = _seal_verdicts(target, instructor, password)
        if verdicts != seals_before[1]:
            differ = [k for k in verdicts if verdicts[k] != seals_before[1][k]]
            raise _refuse("failed", "move_check_failed",
                          "the check after the move failed: the seals of "
                          f"{', '.join(differ)} read differently on {target.location}; do not "
                          f"use it (the source is unchanged)",
                          detail=",".join(differ))
    _record_move(source, target, instructor, password, sum(d.rows for d in digests.values()))
    return MoveReport(
        source=source.location,
        target=target.location,
        schema_version=target.schema_version(),
        migrated_from=migrated_from,
        pre_migration_backup=source.backup_path,
        rows={name: d.rows for name, d in digests.items()},
        chain_links=links,
        seals=seals,
    )
