"""The store on both backends: schema, signing in, roles, roster import, practice, settings."""

from __future__ import annotations

import socket
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import create_engine, inspect, text

from trainer.auth import Actor, Role, hash_secret, verify_secret
from trainer.drills.cell import Cell
from trainer.errors import (
    AccountDeactivated,
    AuthenticationFailed,
    PermissionDenied,
    StoreError,
    TokenRefused,
)
from trainer.server.client import RemoteStore
from trainer.store import SCHEMA_VERSION, NewAttempt, Store, open_store
from trainer.store.schema import TABLE_NAMES

REMOTE_VARIANT = True
"""Every test taking ``store`` runs on a RemoteStore too (tests/unit/conftest.py)."""


# ---- Helpers


def over_server(store: Store) -> bool:
    """The remote variant: a server ends an account's tokens when its secret is reset or it
    is deactivated, so its desk signs in again where a local actor goes on."""
    return isinstance(store, RemoteStore)


def add_trainee(store: Store, instructor: Actor, name: str, pin: str = "1234") -> Actor:
    cohort = next((c for c in store.roster.cohorts(instructor) if c.name == "2024-A"), None)
    if cohort is None:
        cohort = store.roster.create_cohort(instructor, "2024-A")
    store.roster.create_trainee(instructor, name, name.title(), cohort.id, pin)
    trainee = store.authenticate(name, pin)
    if instructor.name == "mdeus":
        # The trainee's sign-in dropped every school key; the instructor signs in again, as
        # at their own desk, so what they write next is sealed (an account, an exam).
        store.authenticate("mdeus", "teacher-pass")
    return trainee


def attempt(
    session_id: int, n: int, *, correct: bool = True, cell: str = "banker:5:4"
) -> NewAttempt:
    return NewAttempt(
        session_id=session_id,
        drill_kind="banker_draw",
        question={"banker": ["5H", "KD"], "player_third": "4C", "n": n},
        answer="draw" if correct else "stand",
        correct=correct,
        ms_taken=1000 + n,
        cell=Cell.parse(cell),
        seed=n,
        reason=None if correct else "banker_draws_5_4",
        article="bac.9.3",
        expected="draw",
        shown_at=datetime(2024, 5, 1, 12, 0, tzinfo=UTC),
    )


# ---- Schema


def test_new_store_has_the_current_schema(store: Store, store_url: str) -> None:
    assert store.schema_version() == SCHEMA_VERSION == 25
    engine = create_engine(store_url)
    try:
        insp = inspect(engine)
        assert set(TABLE_NAMES) <= set(insp.get_table_names())
        assert "audit_log" in TABLE_NAMES
        columns = {c["name"] for c in insp.get_columns("attempts")}
        assert {"cell", "shown_at", "question", "seed", "answer", "ms_taken"} <= columns
        assert "user_id" in {c["name"] for c in insp.get_columns("settings")}
        assert "units" in {c["name"] for c in insp.get_columns("daily_practice")}  # v17
        indexes = {ix["name"]: ix["column_names"] for ix in insp.get_indexes("attempts")}
        assert indexes["ix_attempts_user_time"] == ["user_id", "answered_at"]
        assert indexes["ix_attempts_user_kind_cell"] == ["user_id", "drill_kind", "cell"]
    finally:
        engine.dispose()
    assert store.integrity_check()


def test_sqlite_store_is_durable_and_checked(tmp_path: Path) -> None:
    with open_store(data_dir=tmp_path) as store, store._db.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert (conn.exec_driver_sql("PRAGMA busy_timeout").scalar() or 0) > 0


def test_reopening_keeps_data(store_url: str) -> None:
    with open_store(store_url) as first:
        first.create_first_instructor("boss", "Boss", "password1")
    with open_store(store_url) as again:
        assert not again.needs_first_instructor()
        assert again.authenticate("boss", "password1").role is Role.INSTRUCTOR


def test_default_location_is_a_sqlite_file_in_the_data_dir(tmp_path: Path) -> None:
    with open_store(data_dir=tmp_path / "data") as store:
        assert store.backend == "sqlite"
        assert store.path == tmp_path / "data" / "dealer-trainer.sqlite3"
    assert (tmp_path / "data" / "dealer-trainer.sqlite3").is_file()


def test_a_newer_database_is_refused(store: Store, store_url: str) -> None:
    store.close()
    engine = create_engine(store_url)
    try:
        with engine.begin() as conn:  # pretend a future app version wrote it
            conn.execute(text("UPDATE schema_version SET version = :v"), {"v": SCHEMA_VERSION + 1})
    finally:
        engine.dispose()
    with pytest.raises(StoreError) as err:
        open_store(store_url)
    assert err.value.kind == "newer"


def test_unreachable_postgresql_names_the_server() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    # The socket is closed again: nothing listens on that port.
    with pytest.raises(StoreError) as err:
        open_store(f"postgresql+psycopg://trainer@127.0.0.1:{port}/dealer_trainer")
    assert err.value.kind == "unreachable"
    assert f"127.0.0.1:{port}" in str(err.value)


# ---- Signing in


def test_first_instructor_only_once(store: Store) -> None:
    assert store.needs_first_instructor()
    boss = store.create_first_instructor("boss", "Boss", "password1")
    assert boss.role is Role.INSTRUCTOR and boss.is_instructor
    assert not store.needs_first_instructor()
    with pytest.raises(PermissionDenied):
        store.create_first_instructor("intruder", "Intruder", "password2")


def test_secrets_are_hashed_never_plaintext(
    store: Store, store_url: str, instructor: Actor
) -> None:
    add_trainee(store, instructor, "chan.tm", "97531")
    engine = create_engine(store_url)
    try:
        with engine.connect() as conn:
            hashes: dict[str, str] = dict(
                conn.execute(text("SELECT name, secret_hash FROM users")).all()
            )
    finally:
        engine.dispose()
    for name, secret in (("chan.tm", "97531"), ("mdeus", "teacher-pass")):
        stored = hashes[name]
        assert secret not in stored
        # argon2id, PHC string (trainer.auth; v4 of the store)
        assert stored.startswith("$argon2id$v=19$")
        assert len(stored.split("$")) == 6
        assert verify_secret(secret, stored)


def test_hash_format_and_verify() -> None:
    first, second = hash_secret("1234"), hash_secret("1234")
    assert first != second  # random salt
    assert verify_secret("1234", first) and verify_secret("1234", second)
    assert not verify_secret("1235", first)
    assert not verify_secret("1234", "plain-1234")
    assert not verify_secret("1234", "scrypt$16384$8$1$!!$!!")
    assert not verify_secret("1234", None)


def test_authentication(store: Store, instructor: Actor) -> None:
    chan = add_trainee(store, instructor, "chan.tm", "2468")
    assert chan.role is Role.TRAINEE and chan.name == "chan.tm"
    assert store.authenticate("  CHAN.TM ", "2468") == chan  # names are case-insensitive
    with pytest.raises(AuthenticationFailed) as wrong:
        store.authenticate("chan.tm", "2469")
    with pytest.raises(AuthenticationFailed) as unknown:
        store.authenticate("nobody", "2468")
    assert str(wrong.value) == str(unknown.value)
    store.roster.deactivate(instructor, chan.user_id)
    # The right PIN of a deactivated account is told so (issue 16: worded); a wrong one
    # still gets the one message that tells nothing about the account.
    with pytest.raises(AccountDeactivated):
        store.authenticate("chan.tm", "2468")
    with pytest.raises(AuthenticationFailed) as inactive_wrong:
        store.authenticate("chan.tm", "2469")
    assert str(inactive_wrong.value) == str(wrong.value)
    assert not isinstance(inactive_wrong.value, AccountDeactivated)


def test_names_are_unique_regardless_of_case(store: Store, instructor: Actor) -> None:
    add_trainee(store, instructor, "chan.tm")
    with pytest.raises(StoreError) as err:
        store.roster.create_trainee(instructor, "Chan.TM", "Other Chan", None, "1111")
    assert err.value.kind == "duplicate"
    with pytest.raises(StoreError) as err:
        store.roster.create_cohort(instructor, "2024-A")
    assert err.value.kind == "duplicate"


def test_pin_and_password_rules(store: Store, instructor: Actor) -> None:
    for bad in ("123", "1234567890123", "12a4", ""):
        with pytest.raises(StoreError) as err:
            store.roster.create_trainee(instructor, "ho.kl", "Ho", None, bad)
        assert err.value.kind == "invalid"
    with pytest.raises(StoreError):
        store.roster.create_instructor(instructor, "lei", "Lei", "short")
    store.roster.create_instructor(instructor, "lei", "Lei", "long enough")
    assert store.authenticate("lei", "long enough").is_instructor


def test_changing_secrets(store: Store, instructor: Actor) -> None:
    chan = add_trainee(store, instructor, "chan.tm", "1111")
    store.roster.reset_secret(instructor, chan.user_id, "2222")
    store.authenticate("chan.tm", "2222")
    with pytest.raises(AuthenticationFailed):
        store.roster.change_own_secret(chan, "1111", "3333")
    store.roster.change_own_secret(chan, "2222", "3333")
    store.authenticate("chan.tm", "3333")
    store.roster.change_own_secret(instructor, "teacher-pass", "new-teacher-pass")
    store.authenticate("mdeus", "new-teacher-pass")


# ---- Roles


def test_trainee_cannot_do_instructor_things(store: Store, instructor: Actor) -> None:
    chan = add_trainee(store, instructor, "chan.tm", "1111")
    ho = add_trainee(store, instructor, "ho.kl", "2222")
    session = store.practice.start_session(ho, "draw", {})
    store.practice.record_attempt(ho, attempt(session, 1))

    denied: list[Callable[[], object]] = [
        lambda: store.practice.attempts(chan, ho.user_id),
        lambda: store.practice.recent_cell_stats(chan, ho.user_id, "banker_draw"),
        lambda: store.roster.create_cohort(chan, "mine"),
        lambda: store.roster.create_trainee(chan, "new", "New", None, "1234"),
        lambda: store.roster.create_instructor(chan, "boss2", "Boss", "password"),
        lambda: store.roster.reset_secret(chan, ho.user_id, "0000"),
        lambda: store.roster.reset_secret(chan, chan.user_id, "0000"),
        lambda: store.roster.trainees(chan),
        lambda: store.roster.deactivate(chan, ho.user_id),
        lambda: store.roster.import_roster_csv(chan, "x,2024-A,1234\n"),
        lambda: store.settings.set(chan, "school.name", "mine"),
        lambda: store.settings.set(None, "school.name", "mine"),
        lambda: store.table_profiles.save(chan, "cheap", {"min_bet": 1}),
        lambda: store.table_profiles.delete(chan, "cheap"),
        lambda: store.lesson_progress.progress(chan, ho.user_id),
        lambda: store.practice.record_attempt(chan, attempt(session, 2)),  # ho's session
        lambda: store.practice.end_session(chan, session),
    ]
    for call in denied:
        with pytest.raises(PermissionDenied):
            call()
    # Nothing changed on the way.
    assert [a.id for a in store.practice.attempts(ho, ho.user_id)] == [1]
    assert store.settings.get(None, "school.name") is None
    assert store.table_profiles.list(chan) == []


def test_instructor_can(store: Store, instructor: Actor) -> None:
    chan = add_trainee(store, instructor, "chan.tm", "1111")
    session = store.practice.start_session(chan, "draw", {"question_limit": 8})
    store.practice.record_attempt(chan, attempt(session, 1))
    assert len(store.practice.attempts(instructor, chan.user_id)) == 1
    assert store.practice.recent_cell_stats(instructor, chan.user_id, "banker_draw")
    store.roster.reset_secret(instructor, chan.user_id, "0000")
    if over_server(store):  # a new PIN ends the account's tokens: chan signs in again
        chan = store.authenticate("chan.tm", "0000")
    store.settings.set(instructor, "school.name", "Escola")
    assert store.settings.get(chan, "school.name") == "Escola"
    profile = store.table_profiles.save(
        instructor, "Macau standard", {"minimum": "500", "maximum": "50000"}
    )
    assert (profile.rules["minimum"], profile.rules["name"]) == ("500", "Macau standard")
    assert [p.name for p in store.table_profiles.list(chan)] == ["Macau standard"]
    assert store.table_profiles.delete(instructor, "Macau standard")
    assert [t.name for t in store.roster.trainees(instructor)] == ["chan.tm"]
    assert store.lesson_progress.progress(instructor, chan.user_id) == []


def test_instructor_cannot_reset_their_own_password_or_deactivate_themselves(
    store: Store, instructor: Actor
) -> None:
    # Another instructor's password: tests/unit/test_store_accounts_roles.py (key kept).
    with pytest.raises(PermissionDenied):
        store.roster.reset_secret(instructor, instructor.user_id, "password2")
    with pytest.raises(PermissionDenied):
        store.roster.deactivate(instructor, instructor.user_id)


def test_a_forged_actor_is_refused(store: Store, instructor: Actor) -> None:
    chan = add_trainee(store, instructor, "chan.tm", "1111")
    forged = Actor(chan.user_id, chan.name, chan.display_name, Role.INSTRUCTOR, None)
    with pytest.raises(PermissionDenied):
        store.roster.create_cohort(forged, "forged")
    ghost = Actor(999, "ghost", "Ghost", Role.TRAINEE, None)
    with pytest.raises(PermissionDenied):
        store.practice.start_session(ghost, "draw", {})


def test_a_deactivated_user_can_no_longer_act(store: Store, instructor: Actor) -> None:
    chan = add_trainee(store, instructor, "chan.tm", "1111")
    session = store.practice.start_session(chan, "draw", {})
    store.roster.deactivate(instructor, chan.user_id)
    # Over the server, deactivating also ends the account's tokens: the desk's is refused.
    with pytest.raises(TokenRefused if over_server(store) else PermissionDenied):
        store.practice.record_attempt(chan, attempt(session, 1))
    assert store.roster.trainees(instructor) == []
    assert len(store.roster.trainees(instructor, include_inactive=True)) == 1
    # Reactivating seals the account again: it needs the key chan's sign-in dropped.
    instructor = store.authenticate("mdeus", "teacher-pass")
    store.roster.reactivate(instructor, chan.user_id)
    if over_server(store):
        chan = store.authenticate("chan.tm", "1111")
    store.practice.record_attempt(chan, attempt(session, 1))


def test_trainee_sees_only_their_cohort(store: Store, instructor: Actor) -> None:
    chan = add_trainee(store, instructor, "chan.tm")
    store.roster.create_cohort(instructor, "2024-B")
    assert [c.name for c in store.roster.cohorts(instructor)] == ["2024-A", "2024-B"]
    assert [c.name for c in store.roster.cohorts(chan)] == ["2024-A"]


# ---- Roster import


def test_csv_import_keeps_good_rows_and_reports_bad_lines(store: Store, instructor: Actor) -> None:
    add_trainee(store, instructor, "chan.tm")
    csv_text = (
        "\ufeffName,Cohort,Initial PIN\n"  # 1 header (with a BOM, as Excel writes it)
        "ho.kl,2024-A,5678\n"  # 2 good
        "\n"  # 3 blank: skipped
        "lei.sf,2024-B,12\n"  # 4 PIN too short
        "chan.tm,2024-A,1111\n"  # 5 already on the roster
        "wong.mc,2024-a,0042,Wong Man Chi\n"  # 6 good, cohort in other case, display name
        "only-two,columns\n"  # 7 too few columns
        ",2024-A,1234\n"  # 8 no name
        "HO.KL,2024-A,9999\n"  # 9 duplicate of line 2
        '"sou, ka",2024-A,4321\n'  # 10 good (quoted comma)
        "pun,2024-A,12ab\n"  # 11 PIN not digits
        "kam,No Such Cohort,2468\n"  # 12 unknown cohort: refused, not created
    )
    report = store.roster.import_roster_csv(instructor, csv_text)
    assert [u.name for u in report.created] == ["ho.kl", "wong.mc", "sou, ka"]
    assert [(e.line, e.reason) for e in report.errors] == [
        (4, "pin"),
        (5, "duplicate"),
        (7, "columns"),
        (8, "name"),
        (9, "duplicate"),
        (11, "pin"),
        (12, "cohort"),
    ]
    assert all(e.message for e in report.errors)
    assert report.cohorts_created == ()
    assert not report.ok
    # The good rows are really there and can sign in with their PIN.
    wong = store.authenticate("wong.mc", "0042")
    assert wong.display_name == "Wong Man Chi"
    cohorts = {c.id: c.name for c in store.roster.cohorts(instructor)}
    assert cohorts[wong.cohort_id] == "2024-A"  # type: ignore[index]
    assert sorted(cohorts.values()) == ["2024-A"]  # no stray intake made
    names = [u.name for u in store.roster.trainees(instructor)]
    assert names == ["chan.tm", "ho.kl", "sou, ka", "wong.mc"]


def test_csv_import_refuses_an_unknown_cohort_per_line(store: Store, instructor: Actor) -> None:
    store.roster.create_cohort(instructor, "2024-A")
    report = store.roster.import_roster_csv(
        instructor, "ho.kl,2024-A,5678\nlei.sf,No Such Cohort,1234\nsou,,4321\n")
    assert [u.name for u in report.created] == ["ho.kl", "sou"]
    [error] = report.errors
    assert (error.line, error.reason, error.code) == (2, "cohort", "cohort_unknown")
    assert error.params == {"cohort": "No Such Cohort"}
    assert "No Such Cohort" in error.message and "create it first" in error.message
    assert [c.name for c in store.roster.cohorts(instructor)] == ["2024-A"]


def test_csv_import_display_name_is_optional(store: Store, instructor: Actor) -> None:
    report = store.roster.import_roster_csv(instructor, "ho.kl,,5678,何家樂\nlei.sf,,1234\n")
    assert [(u.name, u.display_name) for u in report.created] == [
        ("ho.kl", "何家樂"), ("lei.sf", "lei.sf")]


def test_csv_import_errors_carry_codes(store: Store, instructor: Actor) -> None:
    add_trainee(store, instructor, "chan.tm")
    report = store.roster.import_roster_csv(
        instructor, "a,,12\nb,,1234\nB,,1234\nchan.tm,,1234\nx\n")
    assert [(e.code, dict(e.params)) for e in report.errors] == [
        ("pin_rule", {"min": 4, "max": 12}),
        ("csv_repeated", {"name": "B"}),
        ("name_taken", {"name": "chan.tm"}),
        ("csv_columns", {"found": 1}),
    ]


def test_roster_errors_carry_codes(store: Store, instructor: Actor) -> None:
    with pytest.raises(StoreError) as bad_pin:
        store.roster.create_trainee(instructor, "ho", "Ho", None, "12")
    assert (bad_pin.value.code, bad_pin.value.params) == ("pin_rule", {"min": 4, "max": 12})
    store.roster.create_trainee(instructor, "ho", "Ho", None, "1234")
    with pytest.raises(StoreError) as taken:
        store.roster.create_trainee(instructor, "HO", "Ho", None, "1234")
    assert (taken.value.code, taken.value.params) == ("name_taken", {"name": "HO"})
    with pytest.raises(StoreError) as empty:
        store.roster.create_trainee(instructor, "  ", "Ho", None, "1234")
    assert (empty.value.code, empty.value.params) == ("name_empty", {"what": "name"})
    with pytest.raises(StoreError) as long_name:
        store.roster.create_trainee(instructor, "x" * 65, "Ho", None, "1234")
    assert long_name.value.code == "name_too_long" and long_name.value.params["limit"] == 64
    with pytest.raises(StoreError) as no_cohort:
        store.roster.create_trainee(instructor, "new", "New", 999, "1234")
    assert no_cohort.value.code == "cohort_unknown"
    with pytest.raises(StoreError) as password:
        store.roster.create_instructor(instructor, "boss", "Boss", "short")
    assert (password.value.code, password.value.params) == ("password_rule", {"min": 6})


def test_csv_import_without_header(store: Store, instructor: Actor) -> None:
    store.roster.create_cohort(instructor, "2024-A")
    report = store.roster.import_roster_csv(instructor, "ho.kl,,5678\r\nlei.sf,2024-A,1234\r\n")
    assert report.ok
    assert [(u.name, u.cohort_id is None) for u in report.created] == [
        ("ho.kl", True),
        ("lei.sf", False),
    ]


# ---- Practice


def test_attempts_round_trip_and_filters(store: Store, instructor: Actor) -> None:
    chan = add_trainee(store, instructor, "chan.tm")
    session = store.practice.start_session(chan, "draw", {"question_limit": 8})
    ids = [store.practice.record_attempt(chan, attempt(session, n)) for n in range(3)]
    rows = store.practice.attempts(chan, chan.user_id)
    assert [r.id for r in rows] == ids[::-1]  # newest first
    first = rows[-1]
    assert first.question == {"banker": ["5H", "KD"], "player_third": "4C", "n": 0}
    assert first.answer == "draw" and first.expected == "draw" and first.correct
    assert first.cell == Cell.parse("banker:5:4") and first.article == "bac.9.3" and first.seed == 0
    assert first.shown_at == datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
    assert first.answered_at.tzinfo is not None
    assert len(store.practice.attempts(chan, chan.user_id, limit=2)) == 2
    assert store.practice.attempts(chan, chan.user_id, drill_kind="commission") == []
    future = datetime.now(UTC) + timedelta(hours=1)
    assert store.practice.attempts(chan, chan.user_id, since=future) == []
    store.practice.end_session(chan, session)


def test_cell_stats_are_aggregated(store_url: str) -> None:
    now = [datetime(2024, 5, 1, 12, 0, tzinfo=UTC)]
    with open_store(store_url, clock=lambda: now[0]) as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        chan = add_trainee(store, boss, "chan.tm")
        session = store.practice.start_session(chan, "draw", {})
        store.practice.record_attempt(chan, attempt(session, 0, correct=False, cell="banker:3:8"))
        now[0] += timedelta(days=10)
        for n, (cell, ok) in enumerate(
            [
                ("banker:5:4", True),
                ("banker:5:4", False),
                ("banker:5:4", False),
                ("banker:6:6", True),
                ("banker:3:8", True),
            ]
        ):
            store.practice.record_attempt(chan, attempt(session, 10 * n, correct=ok, cell=cell))
        since = datetime(2024, 5, 5, tzinfo=UTC)
        stats = store.practice.recent_cell_stats(chan, chan.user_id, "banker_draw", since)
        assert [tuple(s)[:4] for s in stats] == [
            (Cell.parse("banker:5:4"), 3, 2, pytest.approx(1000 + (10 + 20) / 3)),
            (Cell.parse("banker:3:8"), 1, 0, 1040.0),
            (Cell.parse("banker:6:6"), 1, 0, 1030.0),
        ]
        # right answers after the last wrong one, and when the cell was last answered
        assert [s.correct_streak for s in stats] == [0, 1, 1]
        assert {s.last_attempt_at for s in stats} == {now[0]}
        everything = store.practice.recent_cell_stats(chan, chan.user_id, "banker_draw")
        assert tuple(everything[1])[:3] == (Cell.parse("banker:3:8"), 2, 1)
        assert everything[1].correct_streak == 1


# ---- Settings and lessons


def test_settings_keys_are_unique_app_wide_and_per_user(store: Store, instructor: Actor) -> None:
    """The two partial unique indexes (created as plain DDL) hold on both databases."""
    from sqlalchemy.exc import IntegrityError

    from trainer.store import schema

    def insert(user_id: int | None) -> None:
        with store._db.engine.begin() as conn:
            conn.execute(schema.settings.insert().values(user_id=user_id, key="k", value="v"))

    insert(None)
    with pytest.raises(IntegrityError):
        insert(None)
    insert(instructor.user_id)  # the same key per user is another row
    with pytest.raises(IntegrityError):
        insert(instructor.user_id)


def test_settings_app_wide_and_per_user(store: Store, instructor: Actor) -> None:
    chan = add_trainee(store, instructor, "chan.tm")
    assert store.settings.get(None, "language", "en") == "en"
    store.settings.set(None, "language", "pt")
    store.settings.set(chan, "language", "zh_Hant")
    store.settings.set(chan, "language", "zh_Hans")  # replaces
    assert store.settings.get(None, "language") == "pt"
    assert store.settings.get(chan, "language") == "zh_Hans"
    assert store.settings.get(instructor, "language") == "pt"  # falls back to app-wide
    store.settings.set(chan, "window.geometry", "0,0,800,600")
    store.settings.delete(chan, "window.geometry")
    assert store.settings.get(chan, "window.geometry") is None


def test_lesson_progress(store: Store, instructor: Actor) -> None:
    chan = add_trainee(store, instructor, "chan.tm")
    store.lesson_progress.mark_opened(chan, "bac-01")
    store.lesson_progress.mark_opened(chan, "bac-01")
    store.lesson_progress.mark_passed(chan, "bac-02")
    progress = store.lesson_progress.progress(chan, chan.user_id)
    assert [(p.lesson_id, p.check_passed_at is not None) for p in progress] == [
        ("bac-01", False),
        ("bac-02", True),
    ]
    assert store.lesson_progress.progress(instructor, chan.user_id) == progress
