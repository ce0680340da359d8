"""Schema versions and the ordered migrations between them.

A new database gets the current schema in one transaction. An older one is upgraded one
version at a time; each step runs in ONE transaction together with its version bump, so a
crash leaves the database at the old or the new version, never in between. (The SQLite file
is copied aside before the first step; see :func:`trainer.store.open_store`.)

Why one file over 600 lines: the version history and its steps are one ordered list, read
top to bottom when a database is upgraded; each step beside its history line keeps what a
version means and how it is reached in one place.

Version history
---------------
1. The first layout: attempts without ``cell`` and ``shown_at``; settings app-wide only
   (``key`` was the primary key); no exam or lesson-progress tables; attempts indexed by
   ``user_id`` alone. ``tests/fixtures/make_v1_db.py`` writes such a file.
2. Attempts gain ``cell`` (back-filled from the question JSON where it can be derived) and
   ``shown_at``; settings gain ``user_id`` (per-user values); ``exams``, ``exam_sittings``,
   ``exam_results`` and ``lesson_progress`` appear; dashboard indexes on attempts.
3. Exam mode: ``exam_sittings`` gains ``mac`` (the seal over its fixed terms), a unique
   attempt number per exam and trainee, and at most one running sitting per trainee;
   ``exam_cohorts``, ``exam_answers``, ``exam_retakes``, ``seal_key`` and ``seal_key_wraps``
   appear. The school's seal key is created at the first instructor sign-in afterwards.
4. Accounts: ``users`` and ``cohorts`` gain ``name_key`` (:func:`trainer.auth.name_key`:
   NFKC + case folding), filled in and made unique (``ux_users_name_key``,
   ``ux_cohorts_name_key``), replacing ``ux_users_name_ci`` on ``lower(name)``, which is
   ASCII-only in SQLite ("Ángela" could not sign in as "ángela"; "Álvaro" and "álvaro" could
   both exist). Names that fold to the same key were distinct before: the oldest keeps its
   name, each later one is renamed ``name#id`` (the instructor sees it in the roster and can
   rename; nothing is deleted). ``sign_in_throttle`` appears (wrong secrets per typed name);
   ``attempts`` gains ``attempt_uid`` (unique, NULL for older rows) so a retried recording is
   stored once. PINs and passwords stay as they are: their scrypt hashes are replaced by
   argon2id at each user's next successful sign-in.
5. ``attempts`` gains ``fault`` (:class:`trainer.drills.Fault`): a wrong payout line says
   whether the amount was wrong or the chips were right in total but not the fewest, so
   progress counts the two apart. Older rows keep NULL (counted as before: wrong).
6. ``table_shoes`` and ``table_shoe_actions`` appear: the Table keeps each shoe's
   seed, settings, table profile and graded actions, written with each step's attempt row,
   so a shoe killed mid-coup is dealt again by replay.
7. ``assignments`` appears: homework set per cohort.
8. ``review_cards`` appears: one FSRS card per trainee, drill kind and cell, updated
   with every attempt. The step fills it from the stored attempts (the same rebuild as
   ``python -m trainer review-rebuild``), so an upgraded database has schedules at once.
9. ``daily_practice`` appears: answers, right answers, time-outs and time per trainee, Macau
   day and drill kind, updated with every attempt; the step fills it from
   the stored attempts (as ``python -m trainer daily-rebuild`` does). ``review_cards`` gains
   ``ix_review_cards_user_due`` (the Today screen's due counts).
10. ``cohorts`` gains ``archived_at``: an archived cohort is hidden from
    lists and kept in reports. The proctor role is a new ``users.role`` value (no change).
11. ``users`` gains ``staff_id`` (optional): the school's own staff number of a trainee, for
    the HR certification export. Older rows keep NULL.
12. ``audit_log`` appears: append-only (triggers refuse UPDATE and DELETE
    on SQLite and PostgreSQL), each row sealed and chained to the one before
    (:mod:`trainer.audit`). It starts empty: nothing was audited before. ``exam_sittings``
    gains ``prev_mac``: each new sitting seals the MAC of the trainee's sitting before it, so
    a deleted sitting shows. Older sittings keep NULL ("before chaining": they were sealed
    without it and are not re-sealed); the first sitting after the upgrade links to the last
    of them. Overall results of sittings ended from now on also seal the trainee's names.
13. Live data: every table a screen shows announces its writes by trigger
    (:func:`trainer.store.schema.live_ddl`): on PostgreSQL a statement-level
    ``pg_notify`` of its area; on SQLite a bump of its area's counter in the new
    ``live_changes`` table. No data changes.
14. Versioned blueprints, exam windows, compare-and-set: ``exams``
    gains ``version`` (the blueprint's version number, 1 for existing exams), ``row_version``
    (bumped by every save), ``opens_at`` and ``closes_at`` (the exam window, NULL: open);
    ``exam_sittings`` gains ``exam_version`` (existing sittings: 1); ``table_profiles`` gains
    ``row_version``.
15. ``exam_retakes`` gains ``over_pass`` (the passed sitting a retake was granted over, which
    needs a reason) and ``mac`` (each grant sealed). Older grants
    keep NULL: they were never sealed, and show as such.
16. Practice is sealed (:mod:`trainer.store.practice_seal`):
    ``practice_key_wraps`` appears (each user's practice key wrapped with their PIN);
    ``practice_sessions`` gains ``seal_prev``, ``seal_mac``, ``seal_head`` and
    ``seal_count``, ``attempts`` gains ``seal_mac``. Older sessions and attempts keep NULL
    ("not sealed": not re-sealed, as no key vouches for what they hold now); a trainee's
    practice is sealed from the first session after an instructor wraps their key (creating
    them or resetting their PIN).
17. ``daily_practice`` gains ``units``: what a day's answers add to the
    daily goal (:func:`trainer.today.goal_units`): a Practice answer 1, a Table coup 1 (its
    right result call) and the coup's other steps 0, so a few coups no longer meet a
    50-answer goal. The step fills the rows again from the stored attempts (as
    ``python -m trainer daily-rebuild`` does).
18. Table profiles keep their side bets as a mapping from bet code to limits (table-rules
    format 4, :data:`trainer.baccarat.table.FORMAT_VERSION`): each saved profile's
    ``tie_minimum``, ``pair_maximum``, ``lucky6_enabled``, ... are rewritten into
    ``side_bets`` (:func:`trainer.baccarat.table.upgrade_dict`). No schema change. The
    profiles kept in exam blueprints, sittings' sealed snapshots and kept shoes are left as
    stored (a seal covers those bytes); :meth:`TableRules.from_dict` reads both shapes. A
    row that does not read (written by hand) is left as it is.
19. ``daily_practice`` gains ``times``: every answer's time (``ms_taken``) of the row's
    trainee, day and drill kind, so the Dashboard's medians (roster, readiness, the cohort's
    lines) read the daily rows and never the school's attempts. The step fills the rows
    again from the stored attempts (as ``python -m trainer daily-rebuild`` does).
20. Exam rows and accounts are sealed (:mod:`trainer.exams.row_seal`): ``exams`` gains
    ``mac``, ``users`` gains ``seal_mac``. The rows made before keep NULL and their highest
    ids are kept (``exams.unsealed_through``, ``users.unsealed_through``): they are sealed
    as they stand the first time an instructor holding the school key signs in
    (:func:`trainer.store.row_seals.seal_legacy_in`); a row with no seal after that fails.
21. ``exam_sittings`` gains ``seed_nonce``: a sitting started since is keyed (its seed is
    derived from the sitting's key and this nonce, never stored while it runs; see
    :mod:`trainer.exams.sitting_secret`). The sittings stored before keep NULL and their
    seed in the clear, and are read, checked and scored as before.
22. ``server_tokens`` appears: the school server's sign-in tokens (only each token's SHA-256,
    with its account, desk and expiry; :mod:`trainer.store.server_tokens`). No data changes.
23. A Sam Kong Table round counts one answer toward the daily goal, at its banker's level
    called right (:func:`trainer.today.goal_units`), as a baccarat coup does at its result:
    the daily rows of every trainee who dealt a Sam Kong round are filled again from the
    stored attempts (as ``python -m trainer daily-rebuild`` does). No schema change.
24. ``sign_in_failures`` appears: the school server's wrong sign-ins, one row each with the
    desk and the time, for its limits per desk and for the whole server
    (:mod:`trainer.store.signin_limits`). No data changes.
25. ``desks`` appears: the desks enrolled with the school server (the hashes of each desk's
    one-time enrolment code and of its secret; :mod:`trainer.store.desks`). No data changes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from sqlalchemy import (
    Column,
    Connection,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    func,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.schema import CreateIndex

from trainer.errors import StoreError
from trainer.store import schema as s
from trainer.typed import is_ascii_digits

UNSEALED_RETAKES_KEY = "exam_retakes.unsealed_through"
"""The app-wide setting holding the highest id of the retake grants made before v15 sealed
them (:func:`migrate_15`): those read as granted before sealing, never as tampered."""

Migration = Callable[[Connection], None]


def read_version(conn: Connection) -> int | None:
    """The schema version of the database, or None when it is empty.

    Raises StoreError('foreign') when it holds tables but no version: not one of ours.
    """
    names = set(inspect(conn).get_table_names())
    if s.schema_version.name not in names:
        if names:
            raise StoreError(
                "foreign",
                "this database is not a Dealer Trainer store (tables: "
                + ", ".join(sorted(names)[:5])
                + ")",
            )
        return None
    rows = conn.execute(select(s.schema_version.c.version)).scalars().all()
    if len(rows) != 1:
        raise StoreError("corrupt", f"the schema version table holds {len(rows)} rows")
    version = rows[0]
    # SQLite stores whatever was written: a text, a fraction or a negative number is damage,
    # not a version to migrate from (int("2") or int(2.5) would quietly pass).
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise StoreError("corrupt", f"the schema version {version!r} is not a version")
    return version


def create_current(conn: Connection) -> None:
    """Create every table at the current version and record that version (one transaction)."""
    s.metadata.create_all(conn)
    _create_settings_indexes(conn)
    _create_exam_indexes(conn)
    _create_audit_triggers(conn)
    _create_live_triggers(conn)
    conn.execute(s.schema_version.insert().values(version=s.SCHEMA_VERSION))


def _create_settings_indexes(conn: Connection) -> None:
    for ddl in s.SETTINGS_INDEXES:
        conn.exec_driver_sql(ddl)


def _create_exam_indexes(conn: Connection) -> None:
    for ddl in s.EXAM_INDEXES:
        conn.exec_driver_sql(ddl)


def _create_audit_triggers(conn: Connection) -> None:
    for ddl in s.AUDIT_TRIGGERS.get(conn.dialect.name, ()):
        conn.exec_driver_sql(ddl)


def _create_live_triggers(conn: Connection) -> None:
    for ddl in s.live_ddl(conn.dialect.name):
        conn.exec_driver_sql(ddl)


def _set_version(conn: Connection, version: int) -> None:
    conn.execute(update(s.schema_version).values(version=version))


def _add_column(conn: Connection, table: str, column: Column[Any]) -> None:
    type_sql = column.type.compile(dialect=conn.dialect)
    prep = conn.dialect.identifier_preparer
    conn.exec_driver_sql(
        f"ALTER TABLE {prep.quote(table)} ADD COLUMN {prep.quote(column.name)} {type_sql}"
    )


def cell_from_question(question_json: str | None) -> str | None:
    """The drill cell key a v1 question can be filed under, or None if it cannot be told.

    v1 questions of the tableau drills carried ``banker_total`` and ``player_third`` (a card
    token or null); some already carried a ``cell``.
    """
    if not question_json:
        return None
    try:
        q = json.loads(question_json)
    except ValueError:
        return None
    if not isinstance(q, dict):
        return None
    cell = q.get("cell")
    if isinstance(cell, str) and cell:
        return cell
    total = q.get("banker_total")
    if isinstance(total, int) and "player_third" in q:
        third = q["player_third"]
        if third is None:
            return f"banker:{total}:-"
        if isinstance(third, str) and third:
            # "4H" -> "4"; "10S" -> "0"; faces count 0 in the tableau.
            rank = third[:-1].upper() if len(third) > 1 else third.upper()
            points = {"A": 1, "T": 0, "10": 0, "J": 0, "Q": 0, "K": 0}.get(rank)
            if points is None and is_ascii_digits(rank):
                points = int(rank) % 10
            if points is not None:
                return f"banker:{total}:{points}"
        if isinstance(third, int):
            return f"banker:{total}:{third % 10}"
    return None


# exam_sittings as version 2 created it (version 3 adds a column and an index).
_v2 = MetaData()
for _table in (s.cohorts, s.users, s.exams):
    _table.to_metadata(_v2)
_V2_EXAM_SITTINGS = Table(
    "exam_sittings",
    _v2,
    Column("id", Integer, primary_key=True),
    Column("exam_id", Integer, ForeignKey("exams.id"), nullable=False),
    Column("trainee_id", Integer, ForeignKey("users.id"), nullable=False),
    Column("proctor_id", Integer, ForeignKey("users.id"), nullable=True),
    Column("attempt_no", Integer, nullable=False, server_default=text("1")),
    Column("seed", Integer, nullable=False),
    Column("status", String(16), nullable=False),
    Column("scheduled_at", s.UTCDateTime, nullable=True),
    Column("started_at", s.UTCDateTime, nullable=True),
    Column("deadline", s.UTCDateTime, nullable=True),
    Column("ended_at", s.UTCDateTime, nullable=True),
    Column("elapsed_ms", Integer, nullable=False, server_default=text("0")),
    Column("state", Text, nullable=True),
)
Index("ix_exam_sittings_trainee", _V2_EXAM_SITTINGS.c.trainee_id, _V2_EXAM_SITTINGS.c.exam_id)


_LATER_ATTEMPT_INDEXES = {"ux_attempts_uid"}  # v4: its column does not exist yet at v2


def migrate_2(conn: Connection) -> None:
    """Version 1 -> 2 (see the module docstring)."""
    # Attempts: two new columns, the cell back-filled where the question tells it.
    _add_column(conn, "attempts", s.attempts.c.cell)
    _add_column(conn, "attempts", s.attempts.c.shown_at)
    rows = conn.execute(select(s.attempts.c.id, s.attempts.c.question)).all()
    for attempt_id, question in rows:
        cell = cell_from_question(question)
        if cell is not None:
            conn.execute(update(s.attempts).where(s.attempts.c.id == attempt_id).values(cell=cell))

    # Settings: rebuilt, since v1 keyed them by name alone. Old values become app-wide.
    prep = conn.dialect.identifier_preparer
    conn.exec_driver_sql(f"ALTER TABLE {prep.quote('settings')} RENAME TO settings_v1")
    if conn.dialect.name == "postgresql":
        conn.exec_driver_sql("ALTER INDEX IF EXISTS settings_pkey RENAME TO settings_v1_pkey")
    s.settings.create(conn)
    _create_settings_indexes(conn)
    old = conn.exec_driver_sql(f"SELECT {prep.quote('key')}, value FROM settings_v1").all()
    if old:
        conn.execute(s.settings.insert(), [{"user_id": None, "key": k, "value": v} for k, v in old])
    conn.exec_driver_sql("DROP TABLE settings_v1")

    # New tables. When a later version changes one of them, freeze its v2 definition here.
    s.metadata.create_all(conn, tables=[s.exams, s.lesson_progress], checkfirst=True)
    _v2.create_all(conn, tables=[_V2_EXAM_SITTINGS], checkfirst=True)
    s.metadata.create_all(conn, tables=[s.exam_results], checkfirst=True)

    # Dashboard indexes (v1 had only ix_attempts_user, which they make redundant).
    conn.exec_driver_sql("DROP INDEX IF EXISTS ix_attempts_user")
    existing = {ix["name"] for ix in inspect(conn).get_indexes("attempts")}
    for index in s.attempts.indexes:
        if index.name not in existing and index.name not in _LATER_ATTEMPT_INDEXES:
            conn.execute(CreateIndex(index))


def migrate_3(conn: Connection) -> None:
    """Version 2 -> 3 (see the module docstring)."""
    _add_column(conn, "exam_sittings", s.exam_sittings.c.mac)
    existing = {ix["name"] for ix in inspect(conn).get_indexes("exam_sittings")}
    for index in s.exam_sittings.indexes:
        if index.name not in existing:
            conn.execute(CreateIndex(index))
    _create_exam_indexes(conn)
    s.metadata.create_all(
        conn,
        tables=[
            s.exam_cohorts,
            s.exam_answers,
            s.exam_retakes,
            s.seal_key,
            s.seal_key_wraps,
        ],
        checkfirst=True,
    )


def _unique_keys(
    conn: Connection, table: Table, limit: int, suffix: Callable[[int], str]
) -> None:
    """Fill ``table.name_key`` from ``table.name``; on a clash the later row (by id) is
    renamed ``name + suffix(id)`` (shortened to fit ``limit``) until its key is free."""
    from trainer.auth import name_key

    taken: set[str] = set()
    rows = conn.execute(select(table.c.id, table.c.name).order_by(table.c.id)).all()
    for row_id, name in rows:
        new_name, key = name, name_key(name)
        n = 0
        while key in taken:
            n += 1
            tail = suffix(row_id) if n == 1 else f"{suffix(row_id)}-{n}"
            new_name = name[: limit - len(tail)] + tail
            key = name_key(new_name)
        taken.add(key)
        conn.execute(
            update(table).where(table.c.id == row_id).values(name=new_name, name_key=key)
        )


def migrate_4(conn: Connection) -> None:
    """Version 3 -> 4 (see the module docstring)."""
    # Added nullable (SQLite cannot add a NOT NULL column without a default); every row is
    # filled here and the store always writes it.
    _add_column(conn, "users", s.users.c.name_key)
    _add_column(conn, "cohorts", s.cohorts.c.name_key)
    conn.exec_driver_sql("DROP INDEX IF EXISTS ux_users_name_ci")
    _unique_keys(conn, s.users, 64, lambda row_id: f"#{row_id}")
    _unique_keys(conn, s.cohorts, 100, lambda row_id: f" #{row_id}")
    if conn.dialect.name == "postgresql":
        for table_name in ("users", "cohorts"):
            conn.exec_driver_sql(f"ALTER TABLE {table_name} ALTER COLUMN name_key SET NOT NULL")
    _add_column(conn, "attempts", s.attempts.c.attempt_uid)
    for table, name in (
        (s.users, "ux_users_name_key"),
        (s.cohorts, "ux_cohorts_name_key"),
        (s.attempts, "ux_attempts_uid"),
    ):
        index = next(ix for ix in table.indexes if ix.name == name)
        conn.execute(CreateIndex(index))
    s.metadata.create_all(conn, tables=[s.sign_in_throttle], checkfirst=True)


def migrate_5(conn: Connection) -> None:
    """Version 4 -> 5 (see the module docstring)."""
    _add_column(conn, "attempts", s.attempts.c.fault)


def migrate_6(conn: Connection) -> None:
    """Version 5 -> 6 (see the module docstring)."""
    s.metadata.create_all(conn, tables=[s.table_shoes, s.table_shoe_actions], checkfirst=True)


def migrate_7(conn: Connection) -> None:
    """Version 6 -> 7 (see the module docstring)."""
    s.metadata.create_all(conn, tables=[s.assignments], checkfirst=True)


def migrate_8(conn: Connection) -> None:
    """Version 7 -> 8 (see the module docstring)."""
    s.metadata.create_all(conn, tables=[s.review_cards], checkfirst=True)
    from trainer.store.schedule import rebuild_in

    rebuild_in(conn, None)


def migrate_9(conn: Connection) -> None:
    """Version 8 -> 9 (see the module docstring)."""
    s.metadata.create_all(conn, tables=[s.daily_practice], checkfirst=True)
    # migrate_8 creates review_cards as it is now, index included: only if missing.
    index = next(ix for ix in s.review_cards.indexes if ix.name == "ix_review_cards_user_due")
    conn.execute(CreateIndex(index, if_not_exists=True))
    from trainer.store.daily import rebuild_in

    rebuild_in(conn, None)


def migrate_10(conn: Connection) -> None:
    """Version 9 -> 10 (see the module docstring): cohorts can be archived. (The proctor
    role needs no schema change: ``users.role`` is text.) A column already there (a
    database put back to an older version number by hand) is kept."""
    if "archived_at" not in {c["name"] for c in inspect(conn).get_columns("cohorts")}:
        _add_column(conn, "cohorts", s.cohorts.c.archived_at)


def migrate_11(conn: Connection) -> None:
    """Version 10 -> 11 (see the module docstring). A column already there (a database put
    back to an older version number by hand) is kept."""
    if "staff_id" not in {c["name"] for c in inspect(conn).get_columns("users")}:
        _add_column(conn, "users", s.users.c.staff_id)


def migrate_12(conn: Connection) -> None:
    """Version 11 -> 12 (see the module docstring)."""
    s.metadata.create_all(conn, tables=[s.audit_log], checkfirst=True)
    _create_audit_triggers(conn)
    if "prev_mac" not in {c["name"] for c in inspect(conn).get_columns("exam_sittings")}:
        _add_column(conn, "exam_sittings", s.exam_sittings.c.prev_mac)


def migrate_13(conn: Connection) -> None:
    """Version 12 -> 13 (see the module docstring): the live-data triggers."""
    _create_live_triggers(conn)


def migrate_14(conn: Connection) -> None:
    """Version 13 -> 14 (see the module docstring). Columns already there are kept."""
    prep = conn.dialect.identifier_preparer
    added: tuple[tuple[str, Column[Any], str], ...] = (
        ("exams", s.exams.c.version, " NOT NULL DEFAULT 1"),
        ("exams", s.exams.c.row_version, " NOT NULL DEFAULT 1"),
        ("exams", s.exams.c.opens_at, ""),
        ("exams", s.exams.c.closes_at, ""),
        ("exam_sittings", s.exam_sittings.c.exam_version, ""),
        ("table_profiles", s.table_profiles.c.row_version, " NOT NULL DEFAULT 1"),
    )
    for table, column, extra in added:
        if column.name in {c["name"] for c in inspect(conn).get_columns(table)}:
            continue
        type_sql = column.type.compile(dialect=conn.dialect)
        conn.exec_driver_sql(f"ALTER TABLE {prep.quote(table)} ADD COLUMN "
                             f"{prep.quote(column.name)} {type_sql}{extra}")
    conn.execute(update(s.exam_sittings).where(s.exam_sittings.c.exam_version.is_(None))
                 .values(exam_version=1))


def migrate_15(conn: Connection) -> None:
    """Version 14 -> 15 (see the module docstring). Columns already there (a database put
    back to an older version number by hand) are kept."""
    have = {c["name"] for c in inspect(conn).get_columns("exam_retakes")}
    if "over_pass" not in have:
        _add_column(conn, "exam_retakes", s.exam_retakes.c.over_pass)
    if "mac" not in have:
        _add_column(conn, "exam_retakes", s.exam_retakes.c.mac)
    # The grants made before sealing read "granted before sealing", not "tampered": the
    # highest id of them is kept (a setting; as sittings "before chaining", a limit stated
    # in docs/sealed-records.md).
    from trainer.store._common import write_setting

    last = conn.execute(select(func.max(s.exam_retakes.c.id))
                        .where(s.exam_retakes.c.mac.is_(None))).scalar()
    write_setting(conn, None, UNSEALED_RETAKES_KEY, str(int(last or 0)))


def migrate_16(conn: Connection) -> None:
    """Version 15 -> 16 (see the module docstring). Columns already there (a database put
    back to an older version number by hand) are kept."""
    s.metadata.create_all(conn, tables=[s.practice_key_wraps], checkfirst=True)
    have = {c["name"] for c in inspect(conn).get_columns("practice_sessions")}
    for name in ("seal_prev", "seal_mac", "seal_head", "seal_count"):
        if name not in have:
            _add_column(conn, "practice_sessions", s.practice_sessions.c[name])
    if "seal_mac" not in {c["name"] for c in inspect(conn).get_columns("attempts")}:
        _add_column(conn, "attempts", s.attempts.c.seal_mac)


def migrate_17(conn: Connection) -> None:
    """Version 16 -> 17 (see the module docstring). A column already there (a database put
    back to an older version number by hand, or a table made at version 9 from today's
    layout) is kept; the rows are computed again either way."""
    if "units" not in {c["name"] for c in inspect(conn).get_columns("daily_practice")}:
        prep = conn.dialect.identifier_preparer
        conn.exec_driver_sql(f"ALTER TABLE {prep.quote('daily_practice')} ADD COLUMN "
                             f"{prep.quote('units')} INTEGER NOT NULL DEFAULT 0")
    # the rebuild writes today's layout: the times of version 19 (kept by that step)
    if "times" not in {c["name"] for c in inspect(conn).get_columns("daily_practice")}:
        _add_column(conn, "daily_practice", s.daily_practice.c.times)
    from trainer.store.daily import rebuild_in

    rebuild_in(conn, None)


def migrate_18(conn: Connection) -> None:
    """Version 17 -> 18 (see the module docstring): stored table profiles in format 4."""
    from trainer.baccarat.table import upgrade_dict

    t = s.table_profiles
    for row in conn.execute(select(t.c.id, t.c.rules)).all():
        try:
            data = json.loads(row.rules)
            if not isinstance(data, dict) or data.get("format") == 4:
                continue
            upgraded = upgrade_dict(data)
        except (ValueError, TypeError):
            continue
        conn.execute(update(t).where(t.c.id == row.id).values(
            rules=json.dumps(upgraded, ensure_ascii=False, sort_keys=True,
                             separators=(",", ":"))))


def migrate_19(conn: Connection) -> None:
    """Version 18 -> 19 (see the module docstring). A column already there is kept; the rows
    are computed again either way."""
    if "times" not in {c["name"] for c in inspect(conn).get_columns("daily_practice")}:
        _add_column(conn, "daily_practice", s.daily_practice.c.times)
    from trainer.store.daily import rebuild_in

    rebuild_in(conn, None)


def migrate_20(conn: Connection) -> None:
    """Version 19 -> 20 (see the module docstring). Columns already there are kept."""
    from trainer.store._common import write_setting
    from trainer.store.row_seals import UNSEALED_EXAMS_KEY, UNSEALED_USERS_KEY

    if "mac" not in {c["name"] for c in inspect(conn).get_columns("exams")}:
        _add_column(conn, "exams", s.exams.c.mac)
    if "seal_mac" not in {c["name"] for c in inspect(conn).get_columns("users")}:
        _add_column(conn, "users", s.users.c.seal_mac)
    for table, column, setting in ((s.exams, "mac", UNSEALED_EXAMS_KEY),
                                   (s.users, "seal_mac", UNSEALED_USERS_KEY)):
        last = conn.execute(select(func.max(table.c.id))
                            .where(table.c[column].is_(None))).scalar()
        write_setting(conn, None, setting, str(int(last or 0)))


def migrate_21(conn: Connection) -> None:
    """Version 20 -> 21 (see the module docstring). A column already there is kept."""
    if "seed_nonce" not in {c["name"] for c in inspect(conn).get_columns("exam_sittings")}:
        _add_column(conn, "exam_sittings", s.exam_sittings.c.seed_nonce)


def migrate_22(conn: Connection) -> None:
    """Version 21 -> 22 (see the module docstring). A table already there is kept."""
    s.metadata.create_all(conn, tables=[s.server_tokens], checkfirst=True)


def migrate_23(conn: Connection) -> None:
    """Version 22 -> 23 (see the module docstring): only the trainees with a Sam Kong level
    call are counted again (a school's other rows are as they were)."""
    from trainer.store.daily import rebuild_in
    from trainer.today import SAMKONG_ROUND_CELL

    dealt = select(s.attempts.c.user_id).where(s.attempts.c.cell == SAMKONG_ROUND_CELL)
    for user_id in sorted(conn.execute(dealt.distinct()).scalars()):
        rebuild_in(conn, int(user_id))


def migrate_24(conn: Connection) -> None:
    """Version 23 -> 24 (see the module docstring). A table already there is kept."""
    s.metadata.create_all(conn, tables=[s.sign_in_failures], checkfirst=True)


def migrate_25(conn: Connection) -> None:
    """Version 24 -> 25 (see the module docstring). A table already there is kept."""
    s.metadata.create_all(conn, tables=[s.desks], checkfirst=True)


MIGRATIONS: Sequence[tuple[int, Migration]] = (
    (2, migrate_2),
    (3, migrate_3),
    (4, migrate_4),
    (5, migrate_5),
    (6, migrate_6),
    (7, migrate_7),
    (8, migrate_8),
    (9, migrate_9),
    (10, migrate_10),
    (11, migrate_11),
    (12, migrate_12),
    (13, migrate_13),
    (14, migrate_14),
    (15, migrate_15),
    (16, migrate_16),
    (17, migrate_17),
    (18, migrate_18),
    (19, migrate_19),
    (20, migrate_20),
    (21, migrate_21),
    (22, migrate_22),
    (23, migrate_23),
    (24, migrate_24),
    (25, migrate_25),
)
"""Ordered (target version, step). The last target is :data:`schema.SCHEMA_VERSION`."""

assert MIGRATIONS[-1][0] == s.SCHEMA_VERSION

OLDEST_VERSION = MIGRATIONS[0][0] - 1
"""The oldest schema version the migrations start from; anything below is refused."""


def steps_from(version: int) -> list[tuple[int, Migration]]:
    """The migrations that take a database at ``version`` to the current version."""
    return [(target, step) for target, step in MIGRATIONS if target > version]


def apply_step(conn: Connection, target: int, step: Migration) -> bool:
    """Run one migration and bump the version in the caller's transaction.

    Returns False (doing nothing) when another process already took the database there.
    """
    version = read_version(conn)
    if version is None or version >= target:
        return False
    if version != target - 1:
        raise StoreError("failed", f"cannot migrate from version {version} to {target}")
    step(conn)
    _set_version(conn, target)
    return True
