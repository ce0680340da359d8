"""The audit log through the store, on SQLite and PostgreSQL: every audited action writes one
sealed, chained row in its own transaction; edits, deletions and insertions made in SQL show
as flags; the table refuses UPDATE and DELETE; filters and the CSV export (itself audited)."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.exc import DBAPIError

from tests.support.exam_kill_worker import WallClock, blueprint
from trainer.audit import AuditAction, AuditFlag, AuditQuery, AuditTrail
from trainer.auth import Actor
from trainer.errors import PermissionDenied, StoreError
from trainer.store import SCHEMA_VERSION, Store, open_store
from trainer.store.audit import COMMAND_LINE

DESK = "desk-07 收銀台"
PASSWORD = "teacher-pass"
SETUP = ["school_created", "cohort_created", "trainee_added", "blueprint_created"]
"""The rows the fixture's own set-up writes (issue 25 point 3: each of them is audited)."""
B = len(SETUP) - 1
"""Rows before the fixture's exam: the seq of "the first row" of the tests written when the
exam's creation was the only audited set-up step is 1 + B."""


@dataclass
class Env:
    url: str
    clock: WallClock
    store: Store
    boss: Actor
    amy: Actor
    cohort_id: int
    exam_id: int

    def sql(self, *statements: str) -> None:
        """Test-only direct SQL: what someone with database access could do."""
        engine = create_engine(self.url)
        try:
            with engine.begin() as conn:
                for statement in statements:
                    conn.execute(text(statement))
        finally:
            engine.dispose()

    def drop_triggers(self) -> None:
        """What a tamperer does first: the append-only triggers are only a speed bump."""
        if self.url.startswith("sqlite"):
            self.sql("DROP TRIGGER audit_log_no_update", "DROP TRIGGER audit_log_no_delete")
        else:
            self.sql("DROP TRIGGER audit_log_append_only ON audit_log")

    def trail(self, query: AuditQuery | None = None) -> AuditTrail:
        return self.store.audit.trail(self.boss, query)


@pytest.fixture
def env(store_url: str) -> Iterator[Env]:
    clock = WallClock()
    store = open_store(store_url, lock_timeout=1.0, clock=clock, desk=DESK)
    boss = store.create_first_instructor("mdeus", "Maria Deus", PASSWORD)
    cohort = store.roster.create_cohort(boss, "2024-A 甲班")
    amy = store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234").as_actor()
    exam = store.exams.create(boss, blueprint(cohort_ids=(cohort.id,)))
    yield Env(store_url, clock, store, boss, amy, cohort.id, exam.id)
    store.close()


def actions(trail: AuditTrail) -> list[str]:
    """Oldest first."""
    return [c.entry.action for c in reversed(trail.rows)]


def test_each_audited_action_writes_one_sealed_row(env: Env, tmp_path: Path) -> None:
    s, boss, amy = env.store, env.boss, env.amy
    env.clock.advance(60)
    s.exams.update(boss, env.exam_id, blueprint(cohort_ids=(env.cohort_id,), pass_mark=80))
    s.exams.grant_retake(boss, env.exam_id, amy.user_id, "sick on the day")
    s.roster.reset_secret(boss, amy.user_id, "4321")
    s.roster.unlock(boss, amy.user_id)
    s.roster.deactivate(boss, amy.user_id)
    s.roster.reactivate(boss, amy.user_id)
    s.exams.deactivate(boss, env.exam_id)
    s.exams.reactivate(boss, env.exam_id)
    s.reports.export_attempts_csv(boss, amy.user_id, tmp_path / "amy.csv")
    sqlite = s.backend == "sqlite"
    if sqlite:  # a backup is of the SQLite file only (a refused one leaves no row)
        s.back_up(boss, tmp_path / "backup.sqlite3")
    else:
        with pytest.raises(StoreError):
            s.back_up(boss, tmp_path / "backup.sqlite3")

    trail = env.trail()
    assert actions(trail) == [
        *SETUP[:-1],
        "blueprint_created", "blueprint_edited", "retake_granted", "pin_reset",
        "sign_in_unlocked", "user_deactivated", "user_reactivated", "blueprint_deactivated",
        "blueprint_reactivated", "exported", *(["backed_up"] if sqlite else []),
    ]
    assert trail.verified and trail.suspect == 0 and trail.unsealed == 0
    rows = [c.entry for c in reversed(trail.rows)]
    assert [e.seq for e in rows] == list(range(1, B + (12 if sqlite else 11)))
    setup, rows = rows[:B], rows[B:]
    assert [e.subject for e in setup] == ["mdeus", "2024-A 甲班", "amy"]
    assert setup[2].detail == {"user": amy.user_id, "role": "trainee", "cohort": env.cohort_id}
    assert all(e.desk == DESK and e.actor_id == boss.user_id and e.actor_name == "mdeus"
               and e.mac for e in rows)
    assert rows[0].at == env.clock.now - timedelta(seconds=60)  # the store's clock, UTC
    edit = rows[1]
    assert edit.subject == "Dealer certificate 荷官證書"
    # The exam's new seal is kept with the write (an earlier row written back is refused).
    [mac] = env.store._db.read(lambda conn: conn.exec_driver_sql(
        f"SELECT mac FROM exams WHERE id = {env.exam_id}").scalars().all())
    assert edit.detail == {"exam": env.exam_id, "changed": ["pass_mark"], "seal": mac}
    retake = rows[2]
    assert retake.subject == "amy" and retake.detail["note"] == "sick on the day"
    assert rows[3].subject == "amy" and rows[3].detail == {"user": amy.user_id, "role": "trainee"}
    assert rows[9].detail == {"what": "attempts", "trainee": amy.user_id,
                              "trainee_name": "amy", "rows": 0}
    if sqlite:
        assert rows[10].subject == "backup.sqlite3" and rows[10].detail["bytes"] > 0


def test_the_account_actions_are_audited(env: Env) -> None:
    """Issue 16 points 1 and 9: a proctor added, a staff password reset, a cohort archived
    and unarchived, each one sealed row in the action's transaction."""
    s, boss = env.store, env.boss
    pat = s.roster.create_proctor(boss, "pat", "Pat", "proctor-pass")
    s.roster.reset_secret(boss, pat.id, "proctor-pass-2")
    s.roster.archive_cohort(boss, env.cohort_id)
    s.roster.archive_cohort(boss, env.cohort_id)  # already archived: nothing happened
    s.roster.unarchive_cohort(boss, env.cohort_id)
    s.roster.deactivate(boss, pat.id)
    trail = env.trail()
    assert actions(trail)[-5:] == [
        "proctor_added", "password_reset", "archived", "archived", "user_deactivated"]
    rows = [c.entry for c in reversed(trail.rows)][-5:]
    assert rows[0].subject == "pat" and rows[0].detail == {"user": pat.id, "role": "proctor"}
    assert rows[1].subject == "pat" and rows[1].detail == {"user": pat.id, "role": "proctor"}
    assert [r.detail.get("archived") for r in rows[2:4]] == [True, False]
    assert rows[4].detail == {"user": pat.id, "role": "proctor"}
    assert trail.suspect == 0


def test_a_refused_action_leaves_no_row(env: Env) -> None:
    before = env.trail().total
    with pytest.raises(PermissionDenied):
        env.store.roster.reset_secret(env.amy, env.amy.user_id, "9999")
    with pytest.raises(StoreError):  # a PIN that is too short: nothing changes
        env.store.roster.reset_secret(env.boss, env.amy.user_id, "1")
    assert env.trail().total == before


def test_an_edited_row_shows_as_tampered(env: Env) -> None:
    env.store.roster.reset_secret(env.boss, env.amy.user_id, "4321")
    env.store.roster.unlock(env.boss, env.amy.user_id)
    env.drop_triggers()
    env.sql(f"UPDATE audit_log SET subject = 'bob' WHERE seq = {B + 2}")

    trail = env.trail()
    flags = {c.entry.seq: c.flags for c in trail.rows}
    assert flags[B + 2] == {AuditFlag.TAMPERED}
    assert flags[B + 1] == flags[B + 3] == frozenset()  # its MAC is unchanged: the link holds
    assert trail.suspect == 1
    # Re-linking the edited row by hand does not help without the key.
    env.sql(f"UPDATE audit_log SET prev_link = 'start' WHERE seq = {B + 2}")
    assert {c.entry.seq: c.flags for c in env.trail().rows}[B + 2] == {
        AuditFlag.TAMPERED, AuditFlag.BROKEN_LINK}


@pytest.mark.parametrize("edit", [
    "subject = 'bob'", "detail = '{}'", "desk = 'elsewhere'", "actor_name = 'x'",
    "at = '2020-01-01 00:00:00.000000'", "action = 'unlocked'",
])
def test_a_row_edited_after_it_was_read_and_verified_shows_as_tampered(env: Env, edit: str
                                                                       ) -> None:
    """A re-read does not verify again the MACs of rows already verified as read (the
    audit tab's reads were seconds at 20,000 rows); a row edited since is not the row
    verified, so it is checked and flagged by the same store that verified it before."""
    env.store.roster.reset_secret(env.boss, env.amy.user_id, "4321")
    env.store.roster.unlock(env.boss, env.amy.user_id)
    assert env.trail().suspect == 0  # every row verified once, by this store
    env.drop_triggers()
    env.sql(f"UPDATE audit_log SET {edit} WHERE seq = {B + 2}")

    flags = {c.entry.seq: c.flags for c in env.trail().rows}
    assert AuditFlag.TAMPERED in flags[B + 2]
    assert flags[B + 1] == flags[B + 3] == frozenset()


def test_a_deleted_row_shows_as_a_gap(env: Env) -> None:
    env.store.roster.reset_secret(env.boss, env.amy.user_id, "4321")  # seq B + 2
    env.store.roster.unlock(env.boss, env.amy.user_id)  # seq B + 3
    env.drop_triggers()
    env.sql(f"DELETE FROM audit_log WHERE seq = {B + 2}")

    trail = env.trail()
    after = next(c for c in trail.rows if c.entry.seq == B + 3)
    assert after.flags == {AuditFlag.GAP, AuditFlag.BROKEN_LINK}
    assert after.missing_before == 1 and trail.suspect == 1
    # Renumbering to hide the gap breaks the renumbered row's seal.
    env.sql(f"UPDATE audit_log SET seq = {B + 2} WHERE seq = {B + 3}")
    moved = next(c for c in env.trail().rows if c.entry.seq == B + 2)
    assert moved.flags == {AuditFlag.TAMPERED, AuditFlag.BROKEN_LINK}


def test_a_row_put_in_by_hand_shows(env: Env) -> None:
    env.store.roster.unlock(env.boss, env.amy.user_id)  # seq B + 2
    env.drop_triggers()
    env.sql(
        f"UPDATE audit_log SET seq = {B + 3} WHERE seq = {B + 2}",
        "INSERT INTO audit_log (seq, at, actor_id, actor_name, action, subject, detail, desk,"
        f" prev_link, mac) SELECT {B + 2}, at, actor_id, actor_name, 'pin_reset', 'amy', '{{}}',"
        f" desk, mac, mac FROM audit_log WHERE seq = {B + 1}",
    )
    flags = {c.entry.seq: c.flags for c in env.trail().rows}
    assert AuditFlag.TAMPERED in flags[B + 2] and AuditFlag.TAMPERED in flags[B + 3]


def test_the_table_refuses_update_and_delete(env: Env) -> None:
    for statement in ("UPDATE audit_log SET subject = 'x'", "DELETE FROM audit_log"):
        with pytest.raises(DBAPIError, match="append-only"):
            env.sql(statement)
    assert env.trail().total == B + 1


def test_rows_without_the_key_are_unsealed_but_chained(env: Env) -> None:
    env.store.sign_out(env.boss)  # the boss no longer holds the school key
    env.store.roster.unlock(env.boss, env.amy.user_id)  # seq B + 2, unsealed
    env.store.roster.unlock_by_name("AMY")  # seq B + 3: the command line, unsealed
    boss = env.store.authenticate("mdeus", PASSWORD)
    env.store.roster.reset_secret(boss, env.amy.user_id, "4321")  # seq B + 4, sealed
    env.boss = boss

    trail = env.trail()
    flags = {c.entry.seq - B: c.flags for c in trail.rows if c.entry.seq > B}
    assert flags == {1: frozenset(), 2: {AuditFlag.UNSEALED}, 3: {AuditFlag.UNSEALED},
                     4: frozenset()}
    assert trail.unsealed == 2 and trail.suspect == 0
    cli = next(c.entry for c in trail.rows if c.entry.seq == B + 3)
    assert (cli.actor_id, cli.actor_name, cli.subject) == (None, COMMAND_LINE, "amy")

    # An unsealed row edited: the next row's sealed link no longer matches it.
    env.drop_triggers()
    env.sql(f"UPDATE audit_log SET subject = 'bob' WHERE seq = {B + 3}")
    flags = {c.entry.seq: c.flags for c in env.trail().rows}
    assert flags[B + 3] == {AuditFlag.UNSEALED} and flags[B + 4] == {AuditFlag.BROKEN_LINK}


def test_a_reader_without_the_key_still_sees_gaps(env: Env) -> None:
    env.store.roster.unlock(env.boss, env.amy.user_id)
    env.store.roster.unlock(env.boss, env.amy.user_id)
    env.drop_triggers()
    env.sql(f"DELETE FROM audit_log WHERE seq = {B + 2}")
    env.store.sign_out(env.boss)
    trail = env.trail()
    assert not trail.verified
    assert {c.entry.seq: c.flags for c in trail.rows}[B + 3] == {AuditFlag.GAP,
                                                             AuditFlag.BROKEN_LINK}


def test_only_instructors_read_it(env: Env) -> None:
    amy = env.store.authenticate("amy", "1234")
    with pytest.raises(PermissionDenied):
        env.store.audit.trail(amy)
    with pytest.raises(PermissionDenied):
        env.store.audit.record(amy, AuditAction.EXPORTED, "x.pdf")


def test_filters_by_action_person_and_date(env: Env) -> None:
    other = env.store.roster.create_instructor(env.boss, "lei", "Lei Ka Man", "other-pass")
    lei = env.store.authenticate("lei", "other-pass")
    env.clock.advance(86400)
    env.store.roster.unlock(lei, env.amy.user_id)
    env.clock.advance(86400)
    env.store.roster.reset_secret(env.boss, env.amy.user_id, "4321")

    day2 = env.clock.now - timedelta(days=1)
    assert actions(env.trail(AuditQuery(actor_id=other.id))) == ["sign_in_unlocked"]
    assert actions(env.trail(AuditQuery(action=AuditAction.PIN_RESET))) == ["pin_reset"]
    assert actions(env.trail(AuditQuery(since=day2))) == ["sign_in_unlocked", "pin_reset"]
    assert actions(env.trail(AuditQuery(until=day2))) == [
        *SETUP, "instructor_added"]
    trail = env.trail(AuditQuery(since=day2, until=day2 + timedelta(hours=1)))
    assert actions(trail) == ["sign_in_unlocked"] and trail.total == B + 4
    assert dict(trail.actors) == {env.boss.user_id: "mdeus", other.id: "lei"}
    # lei was enrolled by the boss, so her rows are sealed too
    assert trail.unsealed == 0


def test_csv_export_is_itself_audited(env: Env, tmp_path: Path) -> None:
    env.store.roster.reset_secret(env.boss, env.amy.user_id, "4321")
    env.drop_triggers()
    env.sql(f"UPDATE audit_log SET subject = 'bob' WHERE seq = {B + 2}")
    target = tmp_path / "audit.csv"
    assert env.store.audit.export_csv(env.boss, target) == B + 2

    with target.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))[B:]
    assert [(r["seq"], r["action"], r["subject"], r["flags"]) for r in rows] == [
        (str(B + 1), "blueprint_created", "Dealer certificate 荷官證書", ""),
        (str(B + 2), "pin_reset", "bob", "tampered"),
    ]
    assert rows[0]["desk"] == DESK and rows[0]["at_macau"] == "2024-05-01 09:00:00"
    last = env.trail().rows[0].entry
    assert (last.action, last.subject, last.detail) == (
        "exported", "audit.csv", {"what": "audit_log", "rows": B + 2})


def test_a_failed_export_leaves_no_row(env: Env, tmp_path: Path) -> None:
    with pytest.raises(StoreError):
        env.store.audit.export_csv(env.boss, tmp_path / "missing" / "audit.csv")
    assert env.trail().total == B + 1


def test_two_desks_append_to_one_chain(env: Env) -> None:
    with open_store(env.url, clock=env.clock, desk="desk-2") as other:
        boss2 = other.authenticate("mdeus", PASSWORD)
        for _ in range(3):
            env.store.roster.unlock(env.boss, env.amy.user_id)
            other.roster.unlock(boss2, env.amy.user_id)
    trail = env.trail()
    assert [c.entry.desk for c in reversed(trail.rows)] == [DESK] * (B + 1) + [DESK, "desk-2"] * 3
    assert trail.suspect == 0 and trail.unsealed == 0


def test_an_upgraded_database_gains_the_append_only_log(store_url: str) -> None:
    """The v1 layout upgraded on either backend (through every step): the log starts empty, records
    and refuses UPDATE and DELETE like a new database's."""
    from tests.unit.test_store_migration import V1

    ddl = V1.V1_SCHEMA
    if store_url.startswith("postgresql"):
        ddl = ddl.replace("DATETIME", "TIMESTAMP").replace(
            "id INTEGER NOT NULL PRIMARY KEY", "id SERIAL PRIMARY KEY")
    engine = create_engine(store_url)
    try:
        with engine.begin() as conn:
            for statement in filter(str.strip, ddl.split(";")):
                conn.exec_driver_sql(statement)
            conn.exec_driver_sql("INSERT INTO schema_version (version) VALUES (1)")
    finally:
        engine.dispose()
    with open_store(store_url, desk=DESK) as store:
        assert store.schema_version() == SCHEMA_VERSION
        boss = store.create_first_instructor("boss", "Boss", PASSWORD)
        assert actions(store.audit.trail(boss)) == ["school_created"]
        store.exams.create(boss, blueprint())
        trail = store.audit.trail(boss)
        assert actions(trail) == ["school_created", "blueprint_created"] and trail.suspect == 0
    env = Env(store_url, WallClock(), store, boss, boss, 0, 0)
    with pytest.raises(DBAPIError, match="append-only"):
        env.sql("DELETE FROM audit_log")


def test_the_audit_csv_makes_a_formula_subject_inert(env: Env, tmp_path: Path) -> None:
    """A subject a spreadsheet would run (a file name an instructor typed) comes out inert."""
    import csv

    env.store.audit.record(env.boss, AuditAction.EXPORTED, '=HYPERLINK("http://x","y")', {})
    out = tmp_path / "audit.csv"
    env.store.audit.export_csv(env.boss, out)
    with out.open(encoding="utf-8-sig", newline="") as f:
        subjects = [row[6] for row in csv.reader(f)][1:]
    assert "'=HYPERLINK(\"http://x\",\"y\")" in subjects
    assert not any(s.startswith("=") for s in subjects)


def test_the_command_line_backup_is_audited(env: Env, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 25 point 3: ``python -m trainer backup`` is recorded as the menu's is, by the
    command line, after the copy (the copy ends just before its row)."""
    from trainer import cli

    if not env.url.startswith("sqlite"):
        pytest.skip("a backup is of the SQLite file")
    before = env.trail().total
    target = tmp_path / "cli-backup.sqlite3"
    assert cli.main(["backup", "--db", env.url, "--to", str(target)]) == 0
    assert "Backed up" in capsys.readouterr().out
    row = env.trail().rows[0]
    assert row.entry.seq == before + 1 and row.flags == {AuditFlag.UNSEALED}
    assert (row.entry.action, row.entry.actor_id, row.entry.actor_name, row.entry.subject) == (
        "backed_up", None, COMMAND_LINE, "cli-backup.sqlite3")
    assert row.entry.detail == {"bytes": target.stat().st_size, "from": "command_line"}
    with open_store(f"sqlite:///{target}") as copy:
        boss = copy.authenticate("mdeus", PASSWORD)
        assert copy.audit.trail(boss).total == before
