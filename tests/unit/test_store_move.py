"""Moving a school to another database, checked there (issue 25 point 2):
``python -m trainer move --from URL --to URL``.

The school: an instructor, a cohort, two trainees, 10,000 bulk practice answers and a sealed
practice session, an exam with a sealed sitting (and a retake grant), and the audit rows all
that wrote. It is moved from SQLite to PostgreSQL (and to another SQLite file, so the move
is also tested where no server runs) and read back there with the store's own checks.
"""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import Connection, Engine, create_engine, func, select, text, update

from tests.support.bulk_history import write_history
from tests.support.exam_kill_worker import WallClock, blueprint
from tests.unit.conftest import new_database
from tests.unit.test_exams_store import PROCTOR, Env, sit
from tests.unit.test_store_practice_seal import answer, drill_session
from trainer import cli
from trainer.errors import PermissionDenied, StoreError
from trainer.exams.seal import SealStatus
from trainer.store import SCHEMA_VERSION, open_store
from trainer.store import schema as s
from trainer.store.move import move_open_school, move_school
from trainer.store.practice_seal import PracticeSeal

ANSWERS = 10_000
FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
BOSS, PASSWORD = PROCTOR


@pytest.fixture(scope="module")
def school(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The SQLite school to move (made once: the tests never change it)."""
    folder = tmp_path_factory.mktemp("school")
    url = f"sqlite:///{folder / 'dealer-trainer.sqlite3'}"
    clock = WallClock()
    store = open_store(url, lock_timeout=1.0, clock=clock)
    boss = store.create_first_instructor(BOSS, "Maria Deus", PASSWORD)
    cohort = store.roster.create_cohort(boss, "2024-A 甲班")
    amy = store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234").as_actor()
    bob = store.roster.create_trainee(boss, "bob", "Bob Ho", cohort.id, "5678").as_actor()
    exam = store.exams.create(boss, blueprint(cohort_ids=(cohort.id,)))
    env = Env(url, clock, store, boss, amy, bob, bob, cohort.id, cohort.id, exam.id)
    session = store.exams.start_sitting(env.sign_in("amy", "1234"), exam.id, *PROCTOR)
    sit(env, session, "rrrrrrw")
    assert session.is_finished
    clock.advance(600)
    store.exams.grant_retake(env.sign_in_boss(), exam.id, amy.user_id, "ill on the day")
    drill_session(store, env.sign_in("bob", "5678"), 12)  # sealed with Bob's practice key
    boss = env.sign_in_boss()
    assert write_history(store, boss, amy.user_id, ANSWERS, clock() - timedelta(days=1),
                         days=60, rebuild=False) == ANSWERS
    store.close()
    yield url


def _count(engine: Engine, table: str) -> int:
    with engine.connect() as conn:
        return int(conn.execute(text(f"SELECT COUNT(*) FROM {table}")).scalar_one())


def _source_counts(url: str) -> dict[str, int]:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return {t.name: int(conn.execute(select(func.count()).select_from(t)).scalar_one())
                    for t in s.metadata.sorted_tables}
    finally:
        engine.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def target(request: pytest.FixtureRequest, tmp_path: Path,
           pg_admin: Engine | None) -> Iterator[str]:
    with new_database(request.param, tmp_path, pg_admin) as url:
        yield url


def _move(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], source: str,
          target: str, *extra: str, password: str = PASSWORD) -> tuple[int, str, str]:
    monkeypatch.setattr("getpass.getpass", lambda prompt="": password)
    code = cli.main(["move", "--from", source, "--to", target, *extra])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_school_with_10000_answers_moves_and_checks_out_on_the_target(
    school: str, target: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    before = _source_counts(school)
    assert before["attempts"] == ANSWERS + 12
    assert before["exam_sittings"] == 1 and before["exam_answers"] and before["exam_results"]
    assert before["exam_retakes"] == 1 and before["audit_log"] >= 2  # the grant is audited

    code, out, err = _move(monkeypatch, capsys, school, target, "--instructor", BOSS)

    assert (code, err) == (0, "")
    assert f"{ANSWERS + 12} practice answer(s)" in out
    assert "1 exam sitting(s)" in out
    assert f"{before['audit_log']} audit row(s)" in out
    assert "every table's row count and content match the source" in out
    assert "0 tampered, the same as in the source" in out
    assert _source_counts(school) == before  # the source is left as it was

    # ---- read back on the target, with the app's own reads and checks
    engine = create_engine(target)
    try:
        for table, n in before.items():
            if table != "schema_version":
                # The move itself is the one row added, on the target, after every check.
                moved = 1 if table == "audit_log" else 0
                assert _count(engine, table) == n + moved, table
    finally:
        engine.dispose()
    store = open_store(target, lock_timeout=1.0)
    try:
        assert store.schema_version() == SCHEMA_VERSION
        boss = store.authenticate(BOSS, PASSWORD)  # the same password opens the same key
        amy = next(u for u in store.roster.trainees(boss) if u.name == "amy")
        [result] = store.exams.results(boss, amy.id)
        assert (result.seal, result.passed, result.score) == (SealStatus.OK, True, 6)
        trail = store.audit.trail(boss)
        assert trail.verified and trail.suspect == 0 and trail.total == before["audit_log"] + 1
        # Issue 25 point 3: the move is audited on the target, by the instructor named, sealed
        # with the key their password unwrapped, after the copied rows.
        moved = trail.rows[0]
        assert moved.entry.action == "school_moved" and not moved.flags
        assert moved.entry.actor_name == BOSS and moved.entry.seq == before["audit_log"] + 1
        assert moved.entry.detail["rows"] == sum(
            n for table, n in before.items() if table != "schema_version")
        bob = next(u for u in store.roster.trainees(boss) if u.name == "bob")
        practice = store.practice.check_seals(boss, bob.id)
        assert practice is not None and practice.sealed == 1 and not practice.tampered
        assert [v.seal for v in practice.sessions.values()] == [PracticeSeal.SEALED]
        assert len(store.practice.attempts(boss, amy.id, limit=ANSWERS + 1)) == ANSWERS
        # New rows get new ids after the copied ones (PostgreSQL's sequences were set).
        carl = store.roster.create_trainee(boss, "carl", "Carl Lei", amy.cohort_id, "2468")
        assert carl.id > max(amy.id, bob.id)
        # The moved school goes on: a trainee signs in and practises there.
        cora = store.authenticate("bob", "5678")
        session = store.practice.start_session(cora, "draw", {})
        assert session > max(practice.sessions)
    finally:
        store.close()

    # ---- and back again (PostgreSQL to SQLite), the school as it is now, checked the same way
    back = move_school(target, f"sqlite:///{tmp_path / 'back.sqlite3'}", instructor=BOSS,
                       password=PASSWORD)
    assert back.rows["users"] == before["users"] + 1
    assert back.rows["attempts"] == before["attempts"]
    assert back.seals is not None and back.seals.tampered == 0
    assert back.seals.sittings == 1 and back.seals.practice_sessions == 2

    # ---- a second move into the same target is refused: it holds a school now
    code, out, err = _move(monkeypatch, capsys, school, target)
    assert code == cli.EXIT_USAGE and out == ""
    assert "already holds a school" in err and "never merges two schools" in err


def test_a_wrong_password_stops_the_move_before_anything_is_written(
    school: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    target = f"sqlite:///{tmp_path / 'new.sqlite3'}"
    code, out, err = _move(monkeypatch, capsys, school, target, "--instructor", BOSS,
                           password="not-the-password")
    assert code == cli.EXIT_USAGE and out == ""
    assert "does not open the school's seal key" in err
    con = sqlite3.connect(tmp_path / "new.sqlite3")
    try:
        assert con.execute("SELECT COUNT(*) FROM users").fetchone() == (0,)
    finally:
        con.close()


def test_without_a_password_the_copy_is_still_checked_but_seals_are_named_unchecked(
    school: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _err = _move(monkeypatch, capsys, school, f"sqlite:///{tmp_path / 'n.sqlite3'}")
    assert code == 0
    assert "every table's row count and content match the source" in out
    assert "Seals not checked with the school key" in out


def test_a_missing_source_an_empty_school_and_the_same_database_are_refused(
    school: str, tmp_path: Path,
) -> None:
    elsewhere = f"sqlite:///{tmp_path / 'other.sqlite3'}"
    with pytest.raises(StoreError) as missing:
        move_school(f"sqlite:///{tmp_path / 'nothing.sqlite3'}", elsewhere)
    assert missing.value.code == "move_no_source"
    assert not (tmp_path / "nothing.sqlite3").exists()  # never created just to be moved
    open_store(elsewhere).close()  # a database with no school in it
    with pytest.raises(StoreError) as empty:
        move_school(elsewhere, f"sqlite:///{tmp_path / 'third.sqlite3'}")
    assert empty.value.code == "move_no_school"
    with pytest.raises(StoreError) as same:
        move_school(school, school)
    assert same.value.code == "move_same_database"


def test_a_target_holding_rows_but_no_accounts_is_refused_too(
    school: str, tmp_path: Path,
) -> None:
    url = f"sqlite:///{tmp_path / 'half.sqlite3'}"
    open_store(url).close()
    con = sqlite3.connect(tmp_path / "half.sqlite3")
    with con:
        con.execute("INSERT INTO cohorts (name, name_key, created_at) "
                    "VALUES ('x', 'x', '2024-01-01 00:00:00')")
    con.close()
    with pytest.raises(StoreError) as refused:
        move_school(school, url)
    assert refused.value.code == "move_target_not_empty"
    assert refused.value.params["table"] == "cohorts"


def test_a_copy_that_does_not_check_out_is_rolled_back(
    school: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One answer changed on its way in (what a faulty driver or a trigger on the server
    could do): the check in the copy's own transaction finds it and nothing is kept."""
    import trainer.store.move as move

    def and_change_an_answer(conn: Connection) -> None:
        conn.execute(update(s.attempts).where(s.attempts.c.id == 7)
                     .values(ms_taken=s.attempts.c.ms_taken + 1))

    monkeypatch.setattr(move, "_reset_sequences", and_change_an_answer)
    url = f"sqlite:///{tmp_path / 'new.sqlite3'}"
    with pytest.raises(StoreError) as failed:
        move_school(school, url)
    assert failed.value.code == "move_check_failed" and failed.value.params["detail"] == "attempts"
    assert "table attempts holds 10012 row(s) of 10012, or rows that differ" in str(failed.value)
    con = sqlite3.connect(tmp_path / "new.sqlite3")
    try:
        assert con.execute("SELECT COUNT(*) FROM attempts").fetchone() == (0,)
    finally:
        con.close()


def test_an_older_school_file_is_upgraded_first_then_moved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    old = tmp_path / "old.sqlite3"
    shutil.copy(FIXTURES / "dealer-trainer-v16.sqlite3", old)
    code, out, err = _move(monkeypatch, capsys, f"sqlite:///{old}",
                           f"sqlite:///{tmp_path / 'new.sqlite3'}")
    assert (code, err) == (0, "")
    assert f"from schema 16 to {SCHEMA_VERSION} first (a copy is kept at" in out
    assert list(tmp_path.glob("old.sqlite3.bak-v16-*"))
    assert "2 account(s)" in out


def test_the_open_school_moves_from_the_app_and_its_instructor_keeps_the_key(
    school: str, tmp_path: Path,
) -> None:
    """File > Move school… moves the store the app has open (no second upgrade, no new
    sign-in) and the signed-in instructor still holds the school key afterwards."""
    live = tmp_path / "live.sqlite3"
    shutil.copy(Path(school.removeprefix("sqlite:///")), live)
    store = open_store(f"sqlite:///{live}")
    try:
        boss = store.authenticate(BOSS, PASSWORD)
        key = store.seal.held(boss.user_id)
        assert key is not None
        report = move_open_school(store, boss, f"sqlite:///{tmp_path / 'new.sqlite3'}",
                                  PASSWORD)
        assert report.rows["attempts"] == ANSWERS + 12 and report.migrated_from is None
        assert report.seals is not None and report.seals.tampered == 0
        assert store.seal.held(boss.user_id) == key
        with open_store(f"sqlite:///{tmp_path / 'new.sqlite3'}") as moved:
            there = moved.authenticate(BOSS, PASSWORD)
            last = moved.audit.trail(there).rows[0]
            # The File menu's move is audited on the target too, by the instructor, sealed.
            assert (last.entry.action, last.entry.actor_id, last.flags) == (
                "school_moved", boss.user_id, frozenset())
            assert last.entry.subject == store.location
        with pytest.raises(StoreError) as same:
            move_open_school(store, boss, f"sqlite:///{live}", PASSWORD)
        assert same.value.code == "move_same_database"
        amy = store.authenticate("amy", "1234")
        with pytest.raises(PermissionDenied):
            move_open_school(store, amy, f"sqlite:///{tmp_path / 'x.sqlite3'}", "1234")
    finally:
        store.close()


def test_a_desk_answering_during_the_move_does_not_tear_the_copy(
    school: str, tmp_path: Path,
) -> None:
    """The source is read in one snapshot: an answer stored by another desk half-way through
    (after the users are copied, before the answers) is in neither the copy nor its check, so
    the copy is whole as of the moment it began."""
    live = tmp_path / "live.sqlite3"
    shutil.copy(Path(school.removeprefix("sqlite:///")), live)
    desk = open_store(f"sqlite:///{live}", lock_timeout=5.0)
    bob = desk.authenticate("bob", "5678")
    session = desk.practice.start_session(bob, "draw", {})
    written: list[int] = []

    def another_desk_answers(table: str, _rows: int) -> None:
        if table == "users":
            written.append(desk.practice.record_attempt(bob, answer(session, 1)))

    try:
        report = move_school(f"sqlite:///{live}", f"sqlite:///{tmp_path / 'new.sqlite3'}",
                             progress=another_desk_answers)
    finally:
        desk.close()
    assert written and report.rows["attempts"] == ANSWERS + 12
    con = sqlite3.connect(live)
    try:
        assert con.execute("SELECT COUNT(*) FROM attempts").fetchone() == (ANSWERS + 13,)
    finally:
        con.close()
