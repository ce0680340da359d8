"""Whether another desk could write a row right now: asked from inside a store transaction,
it tells whether that transaction holds the lock a racing desk would wait on."""

from __future__ import annotations

import sqlite3

from sqlalchemy import create_engine, exc, text
from sqlalchemy.engine import make_url


def row_writable(url: str, table: str, row_id: int) -> bool:
    """True when a second connection could write now: SQLite's write lock free (SQLite locks
    the whole file), or ``table``'s row ``row_id`` not locked (PostgreSQL, ``NOWAIT``)."""
    if url.startswith("sqlite"):
        probe = sqlite3.connect(make_url(url).database or "", timeout=0, isolation_level=None)
        try:
            probe.execute("BEGIN IMMEDIATE")
            probe.execute("ROLLBACK")
            return True
        except sqlite3.OperationalError:
            return False
        finally:
            probe.close()
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            conn.execute(text(f"SELECT id FROM {table} WHERE id = :i FOR UPDATE NOWAIT"),
                         {"i": row_id})
        return True
    except exc.OperationalError:
        return False
    finally:
        engine.dispose()
