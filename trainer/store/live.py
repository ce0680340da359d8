"""Live data: which areas of the store other desks (or this one) wrote.

A :class:`ChangeFeed` is opened from the store (:meth:`trainer.store.Store.open_change_feed`)
and polled, typically twice a second on the GUI thread: :meth:`ChangeFeed.poll` returns the
areas written since the last poll (``"attempts"``, ``"sittings"``, ``"results"``,
``"roster"``, ``"exams"``, ``"audit"``, ``"homework"``, ``"tables"``, ``"lessons"``,
``"settings"``; :data:`trainer.store.schema.LIVE_AREAS` maps the tables to them) and never
waits on the database: a poll that would have to wait says nothing and the next one looks
again. A screen reloads only what shows a changed area.

Where the news comes from (both written by the triggers of schema version 13, so every
writer, of any version of this app or a hand-typed ``UPDATE``, is seen):

* **SQLite**: a dedicated read-only connection asks ``PRAGMA data_version`` (it moves when
  any *other* connection commits, the store's own pool included: a few microseconds, no
  file read); only when it moved does it read the ten per-area counters of ``live_changes``,
  which the triggers bump in the writing transaction, and name the areas whose counter moved.
* **PostgreSQL**: a dedicated connection, in autocommit, ``LISTEN``\\ s on
  :data:`~trainer.store.schema.LIVE_CHANNEL`; the statement-level triggers ``pg_notify`` the
  area when the writing transaction commits. Reading is libpq's non-blocking
  ``PQconsumeInput`` + ``PQnotifies`` (the socket is never waited on). When the server goes
  away (a restart, a cut cable found by the keepalives) the feed connects again in the
  background of later polls (``PQconnectStart``/``PQconnectPoll``, non-blocking), every
  :attr:`PostgresChangeFeed.retry_s` seconds, and once listening again it reports every
  area: what was written meanwhile was not announced.

A later remote store implements the same two methods.
"""

from __future__ import annotations

import select
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from trainer.store.schema import LIVE_AREAS, LIVE_CHANNEL, LIVE_COUNTS

if TYPE_CHECKING:
    from sqlalchemy.engine import URL

ALL_AREAS = frozenset(LIVE_AREAS.values())
"""Every area a feed can name."""
NOTHING: frozenset[str] = frozenset()


class ChangeFeed(Protocol):
    """What a screen polls to hear of writes (see the module docstring)."""

    def poll(self) -> frozenset[str]:
        """The areas written since the last poll (empty: none, or none known yet). Never
        waits on the database."""

    @property
    def connected(self) -> bool:
        """False while the feed cannot hear of writes (a PostgreSQL server gone away)."""

    def close(self) -> None:
        """Let go of the feed's connection (idempotent)."""


class NoChangeFeed:
    """The feed of a store no other desk can write to (an in-memory SQLite database)."""

    connected = True

    def poll(self) -> frozenset[str]:
        return NOTHING

    def close(self) -> None:
        pass


# ---- SQLite


class SqliteChangeFeed:
    """``PRAGMA data_version`` on a connection of its own, then the per-area counters."""

    def __init__(self, path: Path) -> None:
        uri = path.resolve().as_uri() + "?mode=ro"
        # timeout=0: a poll never waits for a lock; a busy database is looked at next time.
        self._conn = sqlite3.connect(uri, uri=True, timeout=0, isolation_level=None,
                                     check_same_thread=False)
        self._version = self._data_version()
        self._counts = self._read_counts()
        self.connected = True

    def _data_version(self) -> int:
        return int(self._conn.execute("PRAGMA data_version").fetchone()[0])

    def _read_counts(self) -> dict[str, int]:
        rows = self._conn.execute(f"SELECT area, n FROM {LIVE_COUNTS}").fetchall()
        # Only areas with whole counts: SQLite keeps whatever a hand-typed statement put in
        # the table, and one junk row must not stop every later poll (nor the next feed).
        return {area: n for area, n in rows
                if area in ALL_AREAS and isinstance(n, int) and not isinstance(n, bool)}

    def poll(self) -> frozenset[str]:
        try:
            version = self._data_version()
            if version == self._version:
                return NOTHING
            counts = self._read_counts()
        except sqlite3.Error:
            return NOTHING  # locked for a moment (or the file went away): next poll
        self._version = version
        changed = frozenset(a for a, n in counts.items() if self._counts.get(a) != n)
        self._counts = counts
        return changed

    def close(self) -> None:
        self._conn.close()


# ---- PostgreSQL


def open_feed(url: URL, path: Path | None) -> ChangeFeed:
    """The feed for the database at ``url`` (``path``: its SQLite file, if any)."""
    if url.get_backend_name() == "sqlite":
        return SqliteChangeFeed(path) if path is not None and path.exists() else NoChangeFeed()
    return PostgresChangeFeed(pg_conninfo(url))


def pg_conninfo(url: URL) -> str:
    """libpq's connection string for ``url``, with the store's own time-outs and
    keepalives (:func:`trainer.store.engine.pg_connect_args`)."""
    from psycopg.conninfo import make_conninfo

    from trainer.store.engine import pg_connect_args

    # Built from the URL's parts, never from its text with the password shown (the
    # credentials test greps for that); the store's options (which keep the URL's own
    # ``options``) are added last.
    parts: dict[str, Any] = {"host": url.host, "port": url.port, "dbname": url.database,
                             "user": url.username, "password": url.password}
    conninfo = {k: v for k, v in parts.items() if v is not None}
    for name, value in url.query.items():
        conninfo[name] = value if isinstance(value, str) else ",".join(value)
    conninfo.update(pg_connect_args(url))
    return make_conninfo("", **conninfo)


class PostgresChangeFeed:
    """``LISTEN`` on a connection of its own, read without waiting (libpq, non-blocking)."""

    retry_s = 2.0
    """Seconds between attempts to connect again after the server went away."""

    def __init__(self, conninfo: str, *, clock: Callable[[], float] = time.monotonic,
                 connect_timeout_s: float = 5.0) -> None:
        self._conninfo = conninfo.encode()
        self._clock = clock
        self._connect_timeout_s = connect_timeout_s
        self._pg: Any = None
        self._state = "down"  # down -> connecting -> listening -> ready
        self._since = 0.0  # when the current state began
        self._missed = False  # report every area once listening again
        self.reconnects = 0
        """How many times the feed connected again after losing the server."""
        # The first connection is made at once (the store has just answered on the same
        # server, so this takes a round trip or two); if it fails the polls keep trying.
        self._start()
        deadline = time.monotonic() + connect_timeout_s
        while self._state in ("connecting", "listening") and time.monotonic() < deadline:
            self._advance(wait=max(0.0, deadline - time.monotonic()))
        if self._state != "ready":
            self._lost()

    @property
    def connected(self) -> bool:
        return self._state == "ready"

    @property
    def backend_pid(self) -> int | None:
        """The server process of the listening connection (None while not connected)."""
        return int(self._pg.backend_pid) if self._state == "ready" else None

    def poll(self) -> frozenset[str]:
        if self._state == "closed":
            return NOTHING
        if self._state == "down":
            if self._clock() - self._since < self.retry_s:
                return NOTHING
            self._start()
        if self._state != "ready":
            self._advance(wait=0.0)
            if self._state != "ready":
                return NOTHING
            if self._missed:
                self._missed = False
                return ALL_AREAS
        return self._read()

    def close(self) -> None:
        if self._pg is not None:
            self._pg.finish()
            self._pg = None
        self._state = "closed"

    # ---- the connection's life

    def _start(self) -> None:
        from psycopg import pq

        self._pg = pq.PGconn.connect_start(self._conninfo)
        self._set("connecting")
        if self._pg.status == pq.ConnStatus.BAD:
            self._lost()

    def _set(self, state: str) -> None:
        self._state = state
        self._since = self._clock()

    def _lost(self) -> None:
        if self._pg is not None:
            self._pg.finish()
            self._pg = None
        if self._state != "down":
            self._missed = True
        self._set("down")

    def _advance(self, wait: float) -> None:
        """Move the connection on as far as it goes without waiting longer than ``wait``."""
        import psycopg
        from psycopg import pq

        pg = self._pg
        try:
            while self._state == "connecting":
                status = pg.connect_poll()
                if status == pq.PollingStatus.OK:
                    pg.send_query(f'LISTEN "{LIVE_CHANNEL}"'.encode())
                    self._set("listening")
                elif status == pq.PollingStatus.FAILED:
                    self._lost()
                    return
                elif not self._ready(pg.socket, status == pq.PollingStatus.WRITING, wait):
                    break
            while self._state == "listening":
                pg.consume_input()
                if pg.is_busy():
                    if not self._ready(pg.socket, False, wait):
                        break
                    continue
                result = pg.get_result()
                if result is None:
                    if self._missed:
                        self.reconnects += 1
                    self._set("ready")
                elif result.status != pq.ExecStatus.COMMAND_OK:
                    self._lost()
        except psycopg.Error:
            self._lost()
        if self._state in ("connecting", "listening") and (
            self._clock() - self._since > self._connect_timeout_s
        ):
            self._lost()

    @staticmethod
    def _ready(sock: int, write: bool, wait: float) -> bool:
        if write:
            return bool(select.select([], [sock], [], wait)[1])
        return bool(select.select([sock], [], [], wait)[0])

    def _read(self) -> frozenset[str]:
        import psycopg
        from psycopg import pq

        pg = self._pg
        try:
            pg.consume_input()
        except psycopg.Error:
            self._lost()
            return NOTHING
        if pg.status != pq.ConnStatus.OK:
            self._lost()
            return NOTHING
        areas: set[str] = set()
        while (note := pg.notifies()) is not None:
            areas.add(note.extra.decode(errors="replace"))
        areas &= ALL_AREAS  # a NOTIFY typed by hand on the channel names no area
        # A server that says goodbye (a restart's "terminating connection") sends an error
        # result before closing: take it, so the next poll finds the connection gone.
        while not pg.is_busy() and (result := pg.get_result()) is not None:
            if result.status == pq.ExecStatus.FATAL_ERROR:
                self._lost()
                return frozenset(areas)
        return frozenset(areas)
