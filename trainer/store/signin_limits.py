"""The school server's limits on wrong sign-ins across names (``sign_in_failures``, v23).

The throttle per typed name (:mod:`trainer.store.roster_signin`) lets each name's first
:data:`~trainer.store.roster_people.FREE_FAILURES` wrong tries cost nothing: spread over
many names, a desk could check a hundred PINs in a minute. On the school server every
wrong try is also written here with the desk it came from, on the server's clock, in the
database (a restart keeps it), and two limits hold before any secret is checked:

* a desk: at most :data:`DESK_FAILURES` wrong tries in :data:`DESK_WINDOW`, and at most
  :data:`DESK_DAY_FAILURES` in :data:`SERVER_WINDOW`; then that desk waits until the oldest
  of them is out of the window. A desk is an enrolled one (:mod:`trainer.store.desks`: its
  identity comes from the secret it was given, never from what it says), so a desk cannot
  make up others to spread its tries;
* the whole server: at most :data:`SERVER_FAILURES` wrong tries in :data:`SERVER_WINDOW`,
  whichever desks they came from; then every sign-in waits. One desk's daily limit is under
  half of it: one desk, however it guesses, never makes the school wait (three desks used
  together to guess are needed for that, and an instructor can revoke them).

So 10,000 guesses take at least ``ceil(10,000 / SERVER_FAILURES) - 1`` windows of a day (90 days)
however they are spread over names and desks (:func:`days_for`). The price: someone making
:data:`SERVER_FAILURES` wrong tries in a day makes everyone's sign-in wait (until the
oldest leaves the window); ``python -m trainer unlock`` lifts one name's count, not this.

A try is reserved (written as wrong) in the same write transaction that checks the limits,
before its secret is checked, and its row dropped when the secret was right (as the name's
throttle does, so tries made at once each find the ones before them; on PostgreSQL the
transaction takes an advisory lock, SQLite's write transactions are serialised anyway).
A try refused by a limit writes nothing: past the server's ceiling no row of any kind is
written, for a name that exists or not (the name's throttle row is written after this).
Rows older than :data:`SERVER_WINDOW` are dropped on the way.
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta

from sqlalchemy import Connection, delete, select, text

from trainer.errors import SignInThrottled
from trainer.store import schema as s

DESK_FAILURES = 20
"""Wrong tries one desk may make in :data:`DESK_WINDOW`."""
DESK_WINDOW = timedelta(minutes=15)
DESK_DAY_FAILURES = 50
"""Wrong tries one desk may make in :data:`SERVER_WINDOW`: under half of
:data:`SERVER_FAILURES`, so one desk alone never reaches the server's ceiling (and alone
takes 199 days over 10,000 guesses)."""
SERVER_FAILURES = 110
"""Wrong tries the whole server takes in :data:`SERVER_WINDOW`: few enough that 10,000
guesses take three months (90 days, :func:`days_for`), and above the pace one name's own throttle
already holds a guesser to (one try each :data:`~trainer.store.roster_people.MAX_WAIT_S`
after the first few: about 104 a day), so this ceiling adds nothing for one name."""
SERVER_WINDOW = timedelta(hours=24)
_LOCK = 0x5349474E  # "SIGN": the advisory lock PostgreSQL's reservations queue on


def days_for(guesses: int, limit: int = SERVER_FAILURES) -> float:
    """The fewest days ``guesses`` wrong tries take on one server, however spread (``limit``
    :data:`DESK_DAY_FAILURES`: from one desk)."""
    # The first `limit` at once, then each further batch a window later.
    return (math.ceil(guesses / limit) - 1) * SERVER_WINDOW / timedelta(days=1)


def _wait_s(times: list[datetime], limit: int, window: timedelta, now: datetime) -> int:
    """Seconds until fewer than ``limit`` of ``times`` (ascending, all in the window) are
    left in it; 0 when there are fewer already."""
    if len(times) < limit:
        return 0
    leaves = times[len(times) - limit] + window
    return max(1, math.ceil((leaves - now).total_seconds()))


def reserve_failure(conn: Connection, desk_id: str, now: datetime) -> int:
    """Check the desk's and the server's limits and count this try as wrong, in the
    caller's write transaction; SignInThrottled (nothing written) past either limit. The
    row's id, for :func:`forget_failure` when the secret was right."""
    f = s.sign_in_failures
    if conn.dialect.name == "postgresql":
        conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _LOCK})
    conn.execute(delete(f).where(f.c.failed_at <= now - SERVER_WINDOW))
    server = [row.failed_at for row in conn.execute(
        select(f.c.failed_at).order_by(f.c.failed_at))]
    day = [row.failed_at for row in conn.execute(
        select(f.c.failed_at).where(f.c.desk_id == desk_id).order_by(f.c.failed_at))]
    desk = [at for at in day if at > now - DESK_WINDOW]
    wait = max(_wait_s(server, SERVER_FAILURES, SERVER_WINDOW, now),
               _wait_s(day, DESK_DAY_FAILURES, SERVER_WINDOW, now),
               _wait_s(desk, DESK_FAILURES, DESK_WINDOW, now))
    if wait:
        raise SignInThrottled(wait)
    result = conn.execute(f.insert().values(desk_id=desk_id, failed_at=now))
    key = result.inserted_primary_key
    assert key is not None
    return int(key[0])


def forget_failure(conn: Connection, failure_id: int) -> None:
    """The try reserved as ``failure_id`` was right: it no longer counts."""
    conn.execute(delete(s.sign_in_failures).where(s.sign_in_failures.c.id == failure_id))
