"""Attacks on live data: junk in what the feed reads (a row of the SQLite
counters that is not an area or not a count; a PostgreSQL notification naming no area),
on SQLite and PostgreSQL."""

from __future__ import annotations

from sqlalchemy import create_engine, text

from tests.unit.test_store import add_trainee, attempt
from tests.unit.test_store_live import desks, heard  # noqa: F401
from trainer.auth import Actor
from trainer.store import Store
from trainer.store.live import LIVE_CHANNEL, LIVE_COUNTS


def _sql(url: str, statement: str) -> None:
    engine = create_engine(url, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            conn.execute(text(statement))
    finally:
        engine.dispose()


def test_junk_in_what_the_feed_reads_names_no_area_and_never_stops_the_feed(
    desks: tuple[Store, Store], store_url: str, instructor: Actor,  # noqa: F811
) -> None:
    """SQLite: a counter row with a junk area or a count that is not a number (SQLite keeps
    what it is given) made every later poll raise ValueError, and a feed opened after it
    fail to open (a screen's live updates gone). PostgreSQL: a NOTIFY on the channel with a
    junk payload was passed on as an area (the "updated" time moved for nothing)."""
    here, there = desks
    trainee = add_trainee(here, instructor, "amy")
    feed = here.open_change_feed()
    try:
        if store_url.startswith("sqlite"):
            _sql(store_url, f"INSERT INTO {LIVE_COUNTS} (area, n) VALUES ('junk', 'x')")
            _sql(store_url, f"UPDATE {LIVE_COUNTS} SET n = 'x' WHERE area = 'homework'")
        else:
            _sql(store_url, f"NOTIFY \"{LIVE_CHANNEL}\", 'junk'")
            _sql(store_url, f"NOTIFY \"{LIVE_CHANNEL}\", ''")
        session = there.practice.start_session(trainee, "banker_draw", {})
        there.practice.record_attempt(trainee, attempt(session, 1))
        assert heard(feed, {"attempts"}) == {"attempts"}
        again = here.open_change_feed()
        try:
            there.practice.record_attempt(trainee, attempt(session, 2))
            assert heard(again, {"attempts"}) == {"attempts"}
        finally:
            again.close()
    finally:
        feed.close()
