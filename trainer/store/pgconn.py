"""A psycopg connection whose every wait on the server is bounded.

psycopg waits for the server's reply without a deadline. A server that is hung rather than
gone (its processes stopped, a frozen virtual machine) keeps acknowledging our packets at
the TCP level, so neither the server's ``statement_timeout`` nor TCP keepalives end that
wait; the store call, made on the GUI thread, would freeze the window for good. Here every
wait has the deadline :data:`~trainer.store.engine.PG_CLIENT_TIMEOUT_S` (psycopg's own
``timeout`` argument); past it the connection is closed, so SQLAlchemy sees a disconnect
and invalidates its pool, and the next call connects afresh.

Imported only when a PostgreSQL database is opened.
"""

from __future__ import annotations

from typing import Any, TypeVar

import psycopg
from psycopg import errors
from psycopg.abc import PQGen

RV = TypeVar("RV")


class BoundedConnection(psycopg.Connection[Any]):
    """``psycopg.Connection`` with a deadline on every wait for the server."""

    wait_timeout: float = 12.0
    """Seconds; set by the engine (``PG_CLIENT_TIMEOUT_S``)."""

    def wait(
        self,
        gen: PQGen[RV],
        interval: float = 0.1,
        timeout: float | None = None,
    ) -> RV:
        try:
            return super().wait(
                gen, interval, self.wait_timeout if timeout is None else timeout
            )
        except errors._WaitTimeout as e:
            # The reply is half read or never came: the connection cannot be used again.
            # Closing it makes SQLAlchemy treat this as a disconnect (connection.closed).
            self.pgconn.finish()
            raise psycopg.OperationalError(
                f"timeout: the server did not answer within {timeout or self.wait_timeout:g} s"
            ) from e

    def ping(self, timeout: float) -> None:
        """``SELECT 1`` with a short deadline; raises ``psycopg.Error`` if it fails."""
        saved = self.wait_timeout
        self.wait_timeout = timeout
        try:
            with self.cursor() as cur:
                cur.execute("SELECT 1")
            if self.info.transaction_status != psycopg.pq.TransactionStatus.IDLE:
                self.rollback()
        finally:
            self.wait_timeout = saved
