"""Live data (issue 16 point 6): a write on one desk shows in another desk's change feed,
named by its area and no other; the PostgreSQL feed comes back after losing the server."""

from __future__ import annotations

import select
import shutil
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, text

from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.progress import save_school_pass_mark
from trainer.stats import PassMark
from trainer.store import DB_FILENAME, Store, open_store
from trainer.store.live import (
    ALL_AREAS,
    ChangeFeed,
    PostgresChangeFeed,
    SqliteChangeFeed,
)
from trainer.store.schema import LIVE_AREAS, LIVE_UNWATCHED, TABLE_NAMES

from .test_store import add_trainee, attempt


def heard(feed: ChangeFeed, want: set[str], within_s: float = 5.0) -> set[str]:
    """Every area ``feed`` names until ``want`` is among them (or ``within_s`` passed).

    SQLite's feed sees a commit at once; a PostgreSQL notification travels through the
    server, so between polls this waits for the listening socket to become readable (an
    event, not a sleep)."""
    got: set[str] = set()
    deadline = time.monotonic() + within_s
    while not want <= got and time.monotonic() < deadline:
        got |= feed.poll()
        pg = getattr(feed, "_pg", None)
        if not want <= got and pg is not None:
            select.select([pg.socket], [], [], 0.05)
    return got


@pytest.fixture
def desks(store: Store, store_url: str, instructor: Actor) -> Iterator[tuple[Store, Store]]:
    """This desk (``store``) and another desk on the same database, each with a trainee."""
    other = open_store(store_url, lock_timeout=1.0)
    try:
        yield store, other
    finally:
        other.close()


def test_every_table_has_an_area_or_is_said_to_be_unwatched() -> None:
    # A new table must be given an area (or be said to be of no screen's concern).
    assert set(TABLE_NAMES) == set(LIVE_AREAS) | LIVE_UNWATCHED
    assert not set(LIVE_AREAS) & LIVE_UNWATCHED
    assert {"attempts", "sittings", "results", "roster", "exams", "audit", "homework",
            "tables"} <= ALL_AREAS


def test_an_attempt_written_on_another_desk_names_attempts_only(
    desks: tuple[Store, Store], instructor: Actor
) -> None:
    here, there = desks
    trainee = add_trainee(here, instructor, "amy")
    feed = here.open_change_feed()
    try:
        assert feed.connected
        assert feed.poll() == frozenset()
        session = there.practice.start_session(trainee, "banker_draw", {})
        there.practice.record_attempt(trainee, attempt(session, 1))
        assert heard(feed, {"attempts"}) == {"attempts"}
        assert feed.poll() == frozenset()  # told once
    finally:
        feed.close()


def test_each_area_is_named_apart(desks: tuple[Store, Store], instructor: Actor) -> None:
    here, there = desks
    feed = here.open_change_feed()
    try:
        other = there.authenticate("mdeus", "teacher-pass")
        there.audit.record(other, AuditAction.EXPORTED, "x.csv", {"what": "test"})
        assert heard(feed, {"audit"}) == {"audit"}
        # A change of the school's records is audited in its transaction (issue 25 point 3):
        # its area and the audit log's are heard together.
        save_school_pass_mark(there, other, PassMark(accuracy=0.8, median_ms=4000))
        assert heard(feed, {"settings", "audit"}) == {"settings", "audit"}
        there.roster.create_cohort(other, "2025-B")
        assert heard(feed, {"roster", "audit"}) == {"roster", "audit"}
    finally:
        feed.close()


def test_this_desks_own_writes_are_heard_too(store: Store, instructor: Actor) -> None:
    feed = store.open_change_feed()
    try:
        trainee = add_trainee(store, instructor, "bob")
        assert "roster" in heard(feed, {"roster"})
        session = store.practice.start_session(trainee, "banker_draw", {})
        store.practice.record_attempt(trainee, attempt(session, 2))
        assert heard(feed, {"attempts"}) == {"attempts"}
    finally:
        feed.close()


def test_closing_the_store_closes_its_feeds_and_they_stay_quiet(
    store_url: str, store: Store, instructor: Actor
) -> None:
    # A window left open on a closed store (a test's, or the app's after a restore) must
    # not go on polling, nor a PostgreSQL feed reconnecting, to a database let go of.
    mine = open_store(store_url, lock_timeout=1.0)
    feed = mine.open_change_feed()
    mine.close()
    pg = getattr(feed, "_pg", None)
    assert pg is None  # PostgreSQL: its LISTEN connection is let go of
    trainee = add_trainee(store, instructor, "dora")
    session = store.practice.start_session(trainee, "banker_draw", {})
    store.practice.record_attempt(trainee, attempt(session, 4))
    if isinstance(feed, PostgresChangeFeed):
        feed.retry_s = 0.0  # it would try again at once, were it still open
    assert feed.poll() == frozenset()
    assert getattr(feed, "_pg", None) is None


def test_a_sqlite_poll_while_another_desk_holds_the_write_lock_does_not_wait(
    store: Store, instructor: Actor
) -> None:
    if store.backend != "sqlite":
        pytest.skip("SQLite's write lock")
    feed = store.open_change_feed()
    assert isinstance(feed, SqliteChangeFeed)
    try:
        with store._db.engine.connect() as conn:
            conn = conn.execution_options(dt_write=True)
            with conn.begin():  # BEGIN IMMEDIATE: the write lock, held
                conn.execute(text("UPDATE users SET display_name = display_name"))
                assert feed.poll() == frozenset()  # the write is not committed yet
        assert heard(feed, {"roster"}) == {"roster"}
    finally:
        feed.close()


# ---- PostgreSQL: the server goes away


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_feed_whose_connection_the_server_ended_connects_again(
    store: Store, store_url: str, instructor: Actor, pg_admin: Engine | None
) -> None:
    if store.backend != "postgresql" or pg_admin is None:
        pytest.skip("PostgreSQL's LISTEN connection")
    from sqlalchemy.engine import make_url

    from trainer.store.live import pg_conninfo

    clock = Clock()
    feed = PostgresChangeFeed(pg_conninfo(make_url(store_url)), clock=clock)
    try:
        pid = feed.backend_pid
        assert feed.connected and pid is not None
        # What a server restart does to each connection: the backend ends it.
        with pg_admin.connect() as conn:
            conn.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
        assert heard(feed, {"gone"}, within_s=2.0) == set()
        assert not feed.connected
        assert feed.poll() == frozenset()  # too soon to try again: no connection attempt
        clock.now += PostgresChangeFeed.retry_s
        # Back: every area is reported once, since writes in between were not announced.
        assert heard(feed, set(ALL_AREAS)) == set(ALL_AREAS)
        assert feed.connected and feed.reconnects == 1 and feed.backend_pid != pid
        trainee = add_trainee(store, instructor, "cleo")
        session = store.practice.start_session(trainee, "banker_draw", {})
        feed.poll()
        store.practice.record_attempt(trainee, attempt(session, 3))
        assert heard(feed, {"attempts"}) == {"attempts"}
    finally:
        feed.close()


def test_a_feed_on_a_server_that_does_not_answer_never_waits_and_keeps_trying() -> None:
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    clock = Clock()
    feed = PostgresChangeFeed(f"host=127.0.0.1 port={port} dbname=x user=x "
                              "connect_timeout=1", clock=clock, connect_timeout_s=1.0)
    try:
        assert not feed.connected
        for _ in range(3):
            clock.now += PostgresChangeFeed.retry_s
            assert feed.poll() == frozenset()
            assert not feed.connected
    finally:
        feed.close()
    assert feed.poll() == frozenset()


def test_a_database_upgraded_from_version_1_announces_writes(tmp_path: Path) -> None:
    from .test_store_migration import V1, V1_FILE

    shutil.copyfile(V1_FILE, tmp_path / DB_FILENAME)
    with open_store(data_dir=tmp_path) as store:  # every step, v13's triggers included
        feed = store.open_change_feed()
        try:
            name, secret = next((u[1], u[5]) for u in V1.USERS
                                if u[3] == "instructor" and u[6])
            boss = store.authenticate(name, secret)
            feed.poll()  # the sign-in's own writes
            store.roster.create_cohort(boss, "upgraded")
            assert heard(feed, {"roster", "audit"}) == {"roster", "audit"}  # audited too
        finally:
            feed.close()
