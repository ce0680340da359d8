"""Upgrading the committed version-1 database (tests/fixtures) to the current schema (v6)."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType

import pytest
from sqlalchemy import create_engine

from trainer.auth import Role, verify_secret
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.drills import DrillKind, Level, expected_answer
from trainer.drills.cell import Cell
from trainer.errors import AuthenticationFailed, ChangedElsewhere
from trainer.exams.blueprint import Blueprint, SectionSpec
from trainer.exams.seal import SealState, SealStatus
from trainer.store import DB_FILENAME, SCHEMA_VERSION, NewAttempt, NewShoe, open_store
from trainer.store.migrations import cell_from_question, steps_from

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
V1_FILE = FIXTURES / "dealer-trainer-v1.sqlite3"


def load_fixture_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_v1_db", FIXTURES / "make_v1_db.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


V1 = load_fixture_script()


def stamp(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


@pytest.fixture
def v1_copy(tmp_path: Path) -> Path:
    """A copy of the committed v1 file (the committed one is never opened for writing)."""
    target = tmp_path / DB_FILENAME
    shutil.copyfile(V1_FILE, target)
    return target


def test_the_pre_migration_backup_is_named_by_the_injected_clock(v1_copy: Path) -> None:
    at = datetime(2031, 2, 3, 4, 5, 6, tzinfo=UTC)
    with open_store(data_dir=v1_copy.parent, clock=lambda: at) as store:
        assert store.backup_path is not None
        assert store.backup_path.name == f"{DB_FILENAME}.bak-v1-20310203T040506Z"


def test_the_fixture_is_version_1() -> None:
    con = sqlite3.connect(f"file:{V1_FILE}?mode=ro", uri=True)
    try:
        assert con.execute("SELECT version FROM schema_version").fetchall() == [(1,)]
        columns = {row[1] for row in con.execute("PRAGMA table_info(attempts)")}
        assert "cell" not in columns and "shown_at" not in columns
    finally:
        con.close()


def test_upgrading_v1_keeps_all_data(v1_copy: Path) -> None:
    committed_digest = hashlib.sha256(V1_FILE.read_bytes()).hexdigest()
    with open_store(data_dir=v1_copy.parent) as store:
        # A backup was taken first, and it is the v1 database.
        assert store.backup_path is not None
        assert store.backup_path.name.startswith(f"{DB_FILENAME}.bak-v1-")
        backup = sqlite3.connect(store.backup_path)
        try:
            assert backup.execute("SELECT version FROM schema_version").fetchone() == (1,)
            assert backup.execute("SELECT count(*) FROM attempts").fetchone() == (len(V1.ATTEMPTS),)
        finally:
            backup.close()
        assert store.schema_version() == SCHEMA_VERSION == 25

        # People: everyone active signs in with their old secret, roles and cohorts kept.
        actors = {}
        for _uid, name, display, role, _cohort, secret, active in V1.USERS:
            if active:
                actor = store.authenticate(name, secret)
                assert (actor.display_name, actor.role) == (display, Role(role))
                actors[name] = actor
            else:
                with pytest.raises(AuthenticationFailed):
                    store.authenticate(name, secret)
        boss = actors["mdeus"]
        cohort_names = {c.id: c.name for c in store.roster.cohorts(boss)}
        assert sorted(cohort_names.values()) == [name for _id, name in V1.COHORTS]
        trainees = store.roster.trainees(boss, include_inactive=True)
        expected_trainees = {
            (u[1], u[4], u[6]) for u in V1.USERS if u[3] == "trainee"
        }  # name, cohort, active
        assert {(t.name, t.cohort_id, t.active) for t in trainees} == expected_trainees

        # Attempts: every field kept, the cell filled in where the question tells it.
        for uid in {a[2] for a in V1.ATTEMPTS}:
            rows = {r.id: r for r in store.practice.attempts(boss, uid)}
            mine = [a for a in V1.ATTEMPTS if a[2] == uid]
            assert set(rows) == {a[0] for a in mine}
            for (
                aid,
                sid,
                _u,
                kind,
                question,
                seed,
                answer,
                ok,
                reason,
                art,
                exp,
                ms,
                at,
                cell,
            ) in mine:
                row = rows[aid]
                assert row.fault is None  # v5: no fault was recorded before it existed
                assert (row.session_id, row.drill_kind, row.question, row.seed) == (
                    sid,
                    kind,
                    question,
                    seed,
                )
                assert (row.answer, row.correct, row.reason, row.article, row.expected) == (
                    answer,
                    ok,
                    reason,
                    art,
                    exp,
                )
                assert (row.ms_taken, row.answered_at, row.cell, row.shown_at) == (
                    ms,
                    stamp(at),
                    Cell.read(cell),  # the stored text reads as the same cell
                    None,
                )

        # Settings became app-wide values; table profiles are intact.
        for key, value in V1.SETTINGS.items():
            assert store.settings.get(None, key) == value
        profiles = {p.name: p.rules for p in store.table_profiles.list(boss)}
        assert profiles == V1.PROFILES

        # And the new features work on the upgraded file.
        chan = actors["chan.tm"]
        store.settings.set(chan, "language", "pt")
        assert store.settings.get(chan, "language") == "pt"
        assert store.settings.get(None, "language") == "zh_Hant"
        store.lesson_progress.mark_passed(chan, "bac-01")
        session = store.practice.start_session(chan, "banker_draw", {})
        new_id = store.practice.record_attempt(
            chan,
            NewAttempt(
                session, "banker_draw", {}, "draw", True, 900, cell=Cell.parse("banker:5:4")
            ),
        )
        assert new_id > max(a[0] for a in V1.ATTEMPTS)
        stats = store.practice.recent_cell_stats(chan, chan.user_id, "banker_draw")
        assert (Cell.parse("banker:5:4"), 2, 0) in [tuple(s)[:3] for s in stats]
        # v6: the migration built review cards from the old attempts; the new one adds to it.
        cards = {c.cell: c for c in store.schedule.cards(chan, chan.user_id)}
        assert cards[Cell.parse("banker:5:4")].reviews == 2
        # Exam mode (v3) works on the upgraded file: the first instructor sign-in after the
        # migration created the school's seal key and wrapped it for them (the trainees'
        # sign-ins since then dropped it from memory); a sealed sitting verifies.
        assert store.exams.seal_state(boss) is SealState.LOCKED
        boss = store.authenticate("mdeus", "teacher-2024")
        assert store.exams.seal_state(boss) is SealState.HELD
        exam = store.exams.create(
            boss,
            Blueprint(
                "Upgrade check",
                (SectionSpec(DrillKind.DRAW, Level.ALL, 2, 50),),
                50,
                600,
                cohort_ids=(chan.cohort_id,),
            ),
        )
        chan = store.authenticate("chan.tm", "1234")
        session = store.exams.start_sitting(chan, exam.id, "mdeus", "teacher-2024")
        while (shown := session.next_question()) is not None:
            session.submit(expected_answer(shown.question))
        assert session.outcome().passed
        boss = store.authenticate("mdeus", "teacher-2024")
        assert session.sitting_id is not None
        assert store.exams.review(boss, session.sitting_id).seal.status is SealStatus.OK
        assert store.integrity_check()
        first_backup = store.backup_path

    # Opening again neither migrates nor backs up a second time.
    with open_store(data_dir=v1_copy.parent) as again:
        assert again.backup_path is None
    assert sorted(p.name for p in v1_copy.parent.glob("*.bak-*")) == [first_backup.name]
    assert hashlib.sha256(V1_FILE.read_bytes()).hexdigest() == committed_digest


def test_a_failed_migration_leaves_version_1(
    v1_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from trainer.store import migrations

    def broken(conn: object) -> None:
        migrations.migrate_2(conn)  # type: ignore[arg-type]
        raise RuntimeError("power cut half-way")

    monkeypatch.setattr(migrations, "MIGRATIONS", ((2, broken),))
    with pytest.raises(RuntimeError):
        open_store(f"sqlite:///{v1_copy}")
    con = sqlite3.connect(v1_copy)
    try:
        assert con.execute("SELECT version FROM schema_version").fetchone() == (1,)
        columns = {row[1] for row in con.execute("PRAGMA table_info(attempts)")}
        assert "cell" not in columns  # the step was rolled back as a whole
    finally:
        con.close()
    monkeypatch.undo()
    with open_store(f"sqlite:///{v1_copy}") as store:
        assert store.schema_version() == SCHEMA_VERSION


def test_v1_layout_upgrades_on_every_backend(store_url: str) -> None:
    """The v1 layout written on either backend (PostgreSQL too) upgrades in one step."""
    ddl = V1.V1_SCHEMA
    if store_url.startswith("postgresql"):
        ddl = ddl.replace("DATETIME", "TIMESTAMP").replace(
            "id INTEGER NOT NULL PRIMARY KEY", "id SERIAL PRIMARY KEY"
        )
    engine = create_engine(store_url)
    try:
        with engine.begin() as conn:
            for statement in filter(str.strip, ddl.split(";")):
                conn.exec_driver_sql(statement)
            conn.exec_driver_sql("INSERT INTO schema_version (version) VALUES (1)")
            conn.exec_driver_sql("INSERT INTO settings (key, value) VALUES ('language', 'pt')")
    finally:
        engine.dispose()
    with open_store(store_url) as store:
        assert store.schema_version() == SCHEMA_VERSION
        assert store.settings.get(None, "language") == "pt"
        boss = store.create_first_instructor("boss", "Boss", "password1")
        store.settings.set(boss, "language", "en")
        assert store.settings.get(boss, "language") == "en"
        assert store.settings.get(None, "language") == "pt"
        # v6: the Table's kept shoes work on the upgraded database
        assert store.table_shoes.unfinished(boss) is None
        _session, shoe = store.table_shoes.start(
            boss, "table", {}, NewShoe(1, {"name": "x"}, {}, "clock", 0.5))
        kept = store.table_shoes.unfinished(boss)
        assert kept is not None and kept.id == shoe and kept.actions == ()
        # v9: users have an optional staff id
        assert store.roster.user(boss, boss.user_id).staff_id is None
        store.roster.set_staff_id(boss, boss.user_id, "HR-001")
        assert store.roster.user(boss, boss.user_id).staff_id == "HR-001"
        # v13: table profiles carry a row version (compare-and-set)
        saved = store.table_profiles.save(boss, "Hall", DEFAULT_PROFILES["mass-300"].to_dict(),
                                          loaded=0)
        assert saved.row_version == 1
        with pytest.raises(ChangedElsewhere):
            store.table_profiles.save(boss, "Hall", DEFAULT_PROFILES["mass-300"].to_dict(),
                                      loaded=0)


def test_steps_and_cells() -> None:
    assert [target for target, _ in steps_from(1)] == list(range(2, SCHEMA_VERSION + 1))
    assert [target for target, _ in steps_from(2)] == list(range(3, SCHEMA_VERSION + 1))
    assert [target for target, _ in steps_from(3)] == list(range(4, SCHEMA_VERSION + 1))
    assert SCHEMA_VERSION == 25
    assert steps_from(SCHEMA_VERSION) == []
    assert cell_from_question(json.dumps({"banker_total": 7, "player_third": "9C"})) == "banker:7:9"
    assert (
        cell_from_question(json.dumps({"banker_total": 3, "player_third": "10S"})) == "banker:3:0"
    )
    assert cell_from_question(json.dumps({"cell": "sk:pair"})) == "sk:pair"
    assert cell_from_question("not json") is None
    assert cell_from_question(json.dumps([1, 2])) is None


def _v3_copy(v1_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Take the committed v1 file to version 3 only (as a v3 app left it)."""
    from trainer.store import migrations

    monkeypatch.setattr(migrations, "MIGRATIONS", migrations.MIGRATIONS[:2])
    open_store(f"sqlite:///{v1_copy}").close()  # the steps to v3 only
    monkeypatch.undo()
    con = sqlite3.connect(v1_copy)
    try:
        assert con.execute("SELECT version FROM schema_version").fetchone() == (3,)
    finally:
        con.close()


def test_v4_keys_names_and_rehashes_old_secrets_at_sign_in(v1_copy: Path) -> None:
    """Version 4 on the committed v1 file: every name gets its key, the old scrypt hashes
    still sign in and are replaced by argon2id at that sign-in (issue 11, points 7 and 8)."""
    with open_store(f"sqlite:///{v1_copy}") as store:
        assert store.schema_version() == SCHEMA_VERSION
    con = sqlite3.connect(v1_copy)
    try:
        rows = con.execute("SELECT name, name_key, secret_hash FROM users").fetchall()
        assert {(name, key) for name, key, _ in rows} == {(u[1], u[1]) for u in V1.USERS}
        assert all(h.startswith("scrypt$") for _, _, h in rows)  # untouched until a sign-in
        assert {r[0] for r in con.execute("SELECT name_key FROM cohorts")} == {
            name.casefold() for _id, name in V1.COHORTS
        }
    finally:
        con.close()
    with open_store(f"sqlite:///{v1_copy}") as store:
        for _uid, name, _display, _role, _cohort, secret, active in V1.USERS:
            if active:
                store.authenticate(name.upper(), secret)  # any case now, on SQLite too
    con = sqlite3.connect(v1_copy)
    try:
        hashes = dict(con.execute("SELECT name, secret_hash FROM users").fetchall())
    finally:
        con.close()
    for _uid, name, _display, _role, _cohort, secret, active in V1.USERS:
        assert hashes[name].startswith("$argon2id$" if active else "scrypt$"), name
        assert verify_secret(secret, hashes[name])


def test_v4_renames_names_that_were_distinct_only_to_sqlite_lower(
    v1_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before v4, SQLite's ASCII-only lower() let "Álvaro" and "álvaro" both exist. The
    migration keeps both people: the older keeps the name, the later is renamed name#id."""
    _v3_copy(v1_copy, monkeypatch)
    con = sqlite3.connect(v1_copy)
    try:
        pin_hash = con.execute("SELECT secret_hash FROM users WHERE name = 'chan.tm'").fetchone()
        for uid, name in ((10, "Álvaro"), (11, "álvaro"), (12, "Straße"), (13, "Ângela"),
                          (14, "STRASSE")):
            con.execute(
                "INSERT INTO users (id, name, display_name, role, cohort_id, secret_hash, "
                "active, created_at) VALUES (?, ?, ?, 'trainee', 1, ?, 1, "
                "'2024-03-01 09:00:00.000000')",
                (uid, name, name, pin_hash[0]),
            )
        con.execute("INSERT INTO cohorts VALUES (10, 'Turma Á', '2024-03-01 09:00:00', 1)")
        con.execute("INSERT INTO cohorts VALUES (11, 'TURMA á', '2024-03-01 09:00:00', 1)")
        con.commit()
    finally:
        con.close()
    with open_store(f"sqlite:///{v1_copy}") as store:
        assert store.schema_version() == SCHEMA_VERSION
        boss = store.authenticate("mdeus", "teacher-2024")
        names = {u.id: u.name for u in store.roster.trainees(boss)}
        assert [names[i] for i in range(10, 15)] == [
            "Álvaro", "álvaro#11", "Straße", "Ângela", "STRASSE#14"]
        assert store.authenticate("álvaro", "1234").user_id == 10
        assert store.authenticate("ÁLVARO#11", "1234").user_id == 11
        assert store.authenticate("strasse", "1234").user_id == 12
        assert store.authenticate("ÂNGELA", "1234").user_id == 13
        assert store.authenticate("straße#14", "1234").user_id == 14
        cohorts = {c.id: c.name for c in store.roster.cohorts(boss)}
        assert (cohorts[10], cohorts[11]) == ("Turma Á", "TURMA á #11")


def test_a_failed_v4_step_leaves_version_3(
    v1_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from trainer.store import migrations

    _v3_copy(v1_copy, monkeypatch)

    def broken(conn: object) -> None:
        migrations.migrate_4(conn)  # type: ignore[arg-type]
        raise RuntimeError("power cut half-way")

    monkeypatch.setattr(migrations, "MIGRATIONS", (*migrations.MIGRATIONS[:2], (4, broken)))
    with pytest.raises(RuntimeError):
        open_store(f"sqlite:///{v1_copy}")
    con = sqlite3.connect(v1_copy)
    try:
        assert con.execute("SELECT version FROM schema_version").fetchone() == (3,)
        columns = {row[1] for row in con.execute("PRAGMA table_info(users)")}
        assert "name_key" not in columns  # the step was rolled back as a whole
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master")}
        assert "sign_in_throttle" not in tables
    finally:
        con.close()
    monkeypatch.undo()
    with open_store(f"sqlite:///{v1_copy}") as store:
        assert store.schema_version() == SCHEMA_VERSION


def test_a_superscript_rank_in_an_old_question_is_not_read_as_a_number() -> None:
    """str.isdigit accepts "²" and int("²") raises: the v1 -> v2 back-fill left such a
    question without a cell instead of stopping the migration (leftover of review 6)."""
    assert cell_from_question(json.dumps({"banker_total": 3, "player_third": "²H"})) is None
    assert cell_from_question(json.dumps({"banker_total": 3, "player_third": "٤H"})) is None
    assert cell_from_question(json.dumps({"banker_total": 3, "player_third": "4H"})) == "banker:3:4"
