"""Reads run together: one read transaction on one connection for every
:meth:`~trainer.store.engine.Database.read` a thread makes inside a block.

A page of many small reports (a trainee's charts are nine, each its own read) otherwise pays
a connection checkout, ``BEGIN`` and end per report, each a round trip to the server that
waits its turn on a busy machine, and looks up who its actor is once per report. Inside
:meth:`SharedReads.reading_together` the reads share the block's transaction and the actor
is looked up once (:func:`trainer.store._common.check_actor` keeps the row in the block's
connection options), as one read of several statements does. Writes are never shared.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Callable, Iterator
from typing import TypeVar

from sqlalchemy import Connection, Engine, exc

from trainer.errors import StoreError, TrainerError

T = TypeVar("T")


class SharedReads:
    """The shared read transaction of :class:`~trainer.store.engine.Database` (a mixin)."""

    engine: Engine
    _shared: threading.local
    """``conn``: the block's connection, on the thread reading together (set up by
    :meth:`shared_reads_begin`, from the database's constructor)."""

    def shared_reads_begin(self) -> None:
        self._shared = threading.local()

    def translate(self, e: BaseException) -> StoreError:  # pragma: no cover - Database's
        raise NotImplementedError

    def shared_connection(self) -> Connection | None:
        """The connection of the block this thread is reading together in, if any."""
        conn: Connection | None = getattr(self._shared, "conn", None)
        return conn

    @contextlib.contextmanager
    def reading_together(self) -> Iterator[None]:
        """Every read of this thread in the block in one read transaction on one
        connection (nested blocks join the outer one)."""
        shared = self._shared
        if getattr(shared, "conn", None) is not None:
            yield
            return
        conn = self.translating(self.engine.connect)
        try:  # check_actor's look-ups kept for this block only
            self.translating(lambda: conn.execution_options(dt_actors={}).begin())
            shared.conn = conn
            yield
        finally:
            shared.conn = None
            conn.close()  # ends the read transaction (nothing was written)

    def translating(self, fn: Callable[[], T]) -> T:
        """``fn()``, a database failure raised as a StoreError (:meth:`translate`)."""
        try:
            return fn()
        except TrainerError:
            raise
        except (exc.SQLAlchemyError, sqlite3.Error) as e:
            raise self.translate(e) from e
