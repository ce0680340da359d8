"""Engines, transactions with retry, and the translation of database failures to StoreError.

Every read and write goes through :meth:`Database.read` or :meth:`Database.write`: one
transaction per call, retried with backoff while SQLite reports the database as locked
(calling ``on_retry(attempt)`` before each wait), and any failure turned into a
:class:`~trainer.errors.StoreError` whose ``kind`` the UI can act on:

``corrupt``      the file is not a database, or fails its integrity check
``unreadable``   the file or its folder cannot be read or written; ``code`` says why:
                 ``read_only`` (permissions, a read-only mount), ``disk_full``,
                 ``not_a_folder`` (a file where the folder should be), ``not_a_file`` (a
                 folder where the database file should be), else ``unreadable``;
                 ``params["path"]`` names it
``corrupt``      (code ``empty_file``) the database file is there but has 0 bytes
``locked``       another program kept the database locked for longer than the retry budget
``unreachable``  the PostgreSQL server did not answer, refused the connection, or hung past
                 the time-outs below (code ``unreachable``)
``refused``      the PostgreSQL server answered but would not let us in; ``code`` says why:
                 ``sign_in_refused`` (the user name or password, or the server does not
                 accept this computer), ``no_database`` (no database of that name),
                 ``no_permission`` (the user may not use the database or its tables)
                 For both kinds ``params`` holds ``server`` (every ``host:port`` libpq tries,
                 the URL's ``?host=``/``?port=`` included, see :func:`server_location`),
                 ``database`` and ``user``; never the password.
``replaced``     (code ``database_replaced``) the SQLite file this store opened is no
                 longer the one at its path (a restore on another desk swapped it, or it
                 was moved or deleted): nothing more is written (see
                 :meth:`Database.pin_file`)
``newer``        the database was written by a newer version of the app
``foreign``      the database holds tables that are not a Dealer Trainer store
``duplicate``    a name that must be unique is already taken
``invalid``      a value was refused (a PIN of the wrong shape, an empty name, ...)
``failed``       anything else the database reported
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import Connection, Engine, create_engine, event, exc
from sqlalchemy.engine import URL, make_url

from trainer.errors import StoreError, TrainerError
from trainer.store.files import check_folder, create_private_file, default_data_dir
from trainer.store.shared_reads import SharedReads

T = TypeVar("T")
RetryHook = Callable[[int], None]

DB_FILENAME = "dealer-trainer.sqlite3"
DEFAULT_LOCK_TIMEOUT = 5.0
"""Seconds to keep retrying a locked SQLite database before giving up with ``locked``."""
_BUSY_TIMEOUT_MS = 250  # SQLite's own wait inside each try; the backoff loop does the rest

# ---- PostgreSQL time-outs
# Every store call runs on the thread that makes it (most on the GUI thread), so a server
# that stops answering must turn into StoreError("unreachable") within a bounded time, never
# a frozen window. The numbers are for a school LAN, where a round trip takes a millisecond:
PG_CONNECT_TIMEOUT_S = 5
"""libpq ``connect_timeout``: TCP connect, start-up and authentication together."""
PG_STATEMENT_TIMEOUT_MS = 10_000
"""Server-side ``statement_timeout``: the dashboard's heaviest aggregate (200 trainees x
5,000 answers, tests/bench/dashboard.py) takes about 1 s on PostgreSQL; 10 s leaves ten
times that before the server cancels a statement (the connection stays usable)."""
PG_CLIENT_TIMEOUT_S = 12.0
"""The client's own deadline for any one wait on the server's socket. A server that is
hung (stopped, swapping, frozen VM) still has its kernel acknowledge our packets, so
neither ``statement_timeout`` (the server enforces it) nor TCP time-outs fire; only a
client-side deadline ends the wait. It is ``statement_timeout`` + 2 s, so a merely slow
query is cancelled cleanly by the server first."""
PG_PING_TIMEOUT_S = 3.0
"""Deadline of the liveness check of a pooled connection at checkout (``SELECT 1``)."""
PG_KEEPALIVES = {
    # A dead peer (power cut, cable pulled) on an idle pooled connection is found in
    # 10 + 3 x 3 = 19 s instead of the system default of more than two hours.
    "keepalives": 1,
    "keepalives_idle": 10,
    "keepalives_interval": 3,
    "keepalives_count": 3,
    # Data sent but not acknowledged for this long drops the connection (Linux).
    "tcp_user_timeout": int(PG_CLIENT_TIMEOUT_S * 1000),
}

_CORRUPT_MARKERS = (
    "file is not a database",
    "database disk image is malformed",
    "file is encrypted",
    "malformed database schema",
)
_UNREADABLE_MARKERS = (
    "unable to open database file",
    "attempt to write a readonly database",
    "disk i/o error",
    "readonly database",
    "access permission denied",
    "database or disk is full",
)
_LOCKED_MARKERS = ("database is locked", "database table is locked", "database schema is locked")
_READ_ONLY_MARKERS = ("readonly database", "access permission denied")
_DISK_FULL_MARKERS = ("database or disk is full",)


_QUERY_SECRET = re.compile(r"(?i)\b(password|passfile|sslpassword)=([^&\s]*)")
_USERINFO_SECRET = re.compile(r"(://[^:/@\s]*):([^@/\s]*)@")


def safe_url(url: URL | str) -> str:
    """A database URL fit to show or log: any password replaced by ``***``.

    A URL is never shown (About, messages), logged or exported with its
    password. SQLAlchemy's ``render_as_string(hide_password=True)`` hides the user-info
    password; a ``password=`` in the query string (libpq reads it there too) is hidden here,
    and a string that is not even a URL is masked by pattern.
    """
    if isinstance(url, str):
        text = url
        try:
            url = make_url(text)
        except (exc.ArgumentError, ValueError):
            return hide_secrets(text)
    return hide_secrets(url.render_as_string(hide_password=True))


def hide_secrets(text: str, *secrets: str | None) -> str:
    """``text`` with URL/conninfo passwords and each of ``secrets`` replaced by ``***``."""
    text = _USERINFO_SECRET.sub(r"\1:***@", text)
    text = _QUERY_SECRET.sub(r"\1=***", text)
    for secret in secrets:
        if secret:
            text = text.replace(secret, "***")
    return text


@dataclass(frozen=True)
class ServerLocation:
    """Where libpq connects for a PostgreSQL URL (never the password).

    ``server`` lists every ``host:port`` tried, in order (``"db1:5432, db2:5433"``); a
    Unix-socket directory shows as its path, and no host at all as ``[local]`` (PostgreSQL's
    own name for the default socket) or ``localhost`` on Windows.
    """

    server: str
    database: str
    user: str


def server_location(url: URL) -> ServerLocation:
    """The host(s), port(s), database and user a connection to ``url`` actually uses.

    Finding 12 of the review: a URL such as ``postgresql://trainer@/dt?host=10.0.0.5&port=
    55437`` was described as ``localhost:5432``. The values come from the dialect's own
    ``create_connect_args`` (what SQLAlchemy hands to psycopg: query parameters win over the
    URL's netloc, ``host=h1,h2`` and ``host=h1:p1&host=h2:p2`` both become a host list),
    then libpq's environment variables and defaults (``PGHOST``, ``PGPORT``, ``PGDATABASE``,
    ``PGUSER``, port 5432, the OS user name), as libpq itself applies them.
    """
    try:
        params: dict[str, Any] = dict(url.get_dialect()().create_connect_args(url)[1])
    except (exc.ArgumentError, ValueError):  # e.g. one port for several hosts (libpq takes
        # it, SQLAlchemy does not): name what the URL says, as libpq would read it

        def query(key: str) -> str | None:
            value = url.query.get(key)
            return ",".join(value) if isinstance(value, tuple) else value

        params = {"host": query("host") or url.host, "port": query("port") or url.port,
                  "dbname": query("dbname") or url.database,
                  "user": query("user") or url.username}

    def given(key: str, env: str) -> str:
        value = params.get(key)
        return str(value) if value not in (None, "") else os.environ.get(env, "")

    hosts = (given("host", "PGHOST") or given("hostaddr", "PGHOSTADDR")).split(",")
    ports = (given("port", "PGPORT") or "5432").split(",")
    if len(ports) == 1:  # libpq: one port applies to every host
        ports = ports * len(hosts)
    shown = []
    for host, port in zip(hosts, ports, strict=False):
        host = host.strip() or ("localhost" if os.name == "nt" else "[local]")
        if ":" in host and not host.startswith("/"):  # an IPv6 address
            host = f"[{host}]"
        shown.append(f"{host}:{port.strip() or 5432}")
    user = given("user", "PGUSER")
    if not user:
        import getpass

        with contextlib.suppress(Exception):  # no user name for this process (rare)
            user = getpass.getuser()
    return ServerLocation(", ".join(shown), given("dbname", "PGDATABASE") or user, user)


def describe_server(url: URL) -> str:
    """Every ``host:port`` a server URL connects to, for messages (never the password)."""
    return server_location(url).server


def _message(e: BaseException) -> str:
    """The first line of the driver's message (SQLAlchemy appends the SQL and a link)."""
    orig = getattr(e, "orig", None)
    lines = str(orig if orig is not None else e).strip().splitlines()
    return lines[0] if lines else type(e).__name__


def _lowered(e: BaseException) -> str:
    orig = getattr(e, "orig", None)
    return f"{e} {orig}".lower()


# ---- A PostgreSQL server that answered but would not let us in (finding 12 of the review)
# Statement errors carry their SQLSTATE; a refusal while connecting does not (libpq keeps it
# to itself), so its message is matched too. These are the server's English messages
# (lc_messages of an English or C locale); a server that words them in another language
# falls back to "unreachable" or "failed" (its own message is still in the details).
_SQLSTATE_CODES = {
    "28P01": "sign_in_refused",  # invalid_password
    "28000": "sign_in_refused",  # invalid_authorization_specification (no pg_hba entry, ...)
    "3D000": "no_database",  # invalid_catalog_name
    "42501": "no_permission",  # insufficient_privilege
}
_REFUSAL_MARKERS = (
    # in this order: with several hosts, a refused sign-in says more than a missing database
    ("sign_in_refused", re.compile(
        r"authentication failed for user|no password supplied|no pg_hba\.conf entry"
        r'|fatal:\s+role ".*" does not exist|password is required|not permitted to log in')),
    ("no_database", re.compile(r'fatal:\s+database ".*" does not exist')),
    ("no_permission", re.compile(r"permission denied for database|does not have connect "
                                 r"privilege")),
)


def _refusal_code(e: BaseException, text: str) -> str | None:
    """``sign_in_refused``, ``no_database`` or ``no_permission`` when the PostgreSQL server
    answered and refused (``text`` is the lowered message), else None."""
    code = _SQLSTATE_CODES.get(str(getattr(getattr(e, "orig", None), "sqlstate", None)))
    if code is not None:
        return code
    for code, marker in _REFUSAL_MARKERS:
        if marker.search(text):
            return code
    return None


def is_locked_error(e: BaseException) -> bool:
    return isinstance(e, exc.OperationalError | sqlite3.OperationalError) and any(
        m in _lowered(e) for m in _LOCKED_MARKERS
    )


class Database(SharedReads):
    """One engine plus the transaction helpers; shared by all repositories of a store."""

    def __init__(
        self,
        url: URL,
        *,
        on_retry: RetryHook | None = None,
        lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
    ) -> None:
        self.url = url
        self.on_retry = on_retry
        self.lock_timeout = lock_timeout
        self.shared_reads_begin()
        self.is_sqlite = url.get_backend_name() == "sqlite"
        self.path: Path | None = Path(url.database) if self.is_sqlite and url.database else None
        self.engine = self._create_engine(url)
        self._identity: tuple[int, int] | None = None  # see pin_file

    # ---- Engine set-up

    def _create_engine(self, url: URL) -> Engine:
        if self.is_sqlite:
            engine = create_engine(
                url,
                connect_args={"timeout": _BUSY_TIMEOUT_MS / 1000},
            )

            @event.listens_for(engine, "connect")
            def _on_connect(dbapi_conn: Any, _record: Any) -> None:
                # Let SQLAlchemy decide where transactions begin (see _on_begin), not pysqlite.
                dbapi_conn.isolation_level = None
                cur = dbapi_conn.cursor()
                cur.execute(f"PRAGMA busy_timeout = {_BUSY_TIMEOUT_MS}")
                cur.execute("PRAGMA foreign_keys = ON")
                # An acknowledged answer must survive a crash or power cut.
                cur.execute("PRAGMA synchronous = FULL")
                cur.close()

            @event.listens_for(engine, "begin")
            def _on_begin(conn: Connection) -> None:
                # Writers take the write lock up front so a busy database is reported (and
                # retried) at BEGIN rather than as a deadlock half-way through.
                write = conn.get_execution_options().get("dt_write", False)
                conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

            return engine
        if url.get_backend_name() == "postgresql":
            if url.get_driver_name() != "psycopg":
                url = url.set(drivername="postgresql+psycopg")
                self.url = url
            return _postgres_engine(url)
        raise StoreError("invalid", f"unsupported database URL: {safe_url(url)}")

    def enable_wal(self) -> None:
        """Switch a SQLite file to write-ahead logging (persistent; a no-op if already on)."""

        def run(raw: sqlite3.Connection) -> None:
            mode = raw.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise StoreError("unreadable", f"could not enable WAL mode (got {mode})")

        self._retrying(lambda: self._raw(run))

    def _raw(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        # PRAGMAs such as journal_mode and the backup API need the driver's own connection,
        # outside any transaction.
        pooled = self.engine.raw_connection()
        try:
            raw = pooled.dbapi_connection
            assert isinstance(raw, sqlite3.Connection)
            return fn(raw)
        finally:
            pooled.close()

    # ---- Transactions

    def read(self, fn: Callable[[Connection], T]) -> T:
        """Run ``fn`` in a read transaction (retried while locked); errors become StoreError.
        Inside :meth:`reading_together` on this thread: in that one's transaction."""
        shared = self.shared_connection()
        if shared is not None:
            return self.translating(lambda: fn(shared))
        return self._retrying(lambda: self._transaction(fn, write=False))

    def write(self, fn: Callable[[Connection], T]) -> T:
        """Run ``fn`` in one write transaction, committed (durably) before this returns.

        ``fn`` may run more than once when the database is locked: it must only use the
        connection it is given.
        """
        return self._retrying(lambda: self._transaction(fn, write=True))

    def _transaction(self, fn: Callable[[Connection], T], *, write: bool) -> T:
        with self.engine.connect() as conn:
            if write:
                conn = conn.execution_options(dt_write=True)
            with conn.begin():
                result = fn(conn)
                if write:  # before the commit: nothing goes into a file set aside
                    self.check_file()
            if write:  # and after it: a swap during the commit is never acknowledged
                self.check_file()
            return result

    # ---- The file under the store

    def pin_file(self) -> None:
        """Remember which file the SQLite path names now (device and inode); from then on
        every write checks it is still that file, before and after its commit.

        The second line of defence behind :mod:`trainer.store.desk_lock`: a desk whose file
        was swapped under it (a restore elsewhere that did not see it, a file moved or
        copied over by hand) keeps writing into the old file, which is no longer the
        school's, through the connections it has open. Such a write raises StoreError
        ``replaced`` instead of being acknowledged. A no-op for PostgreSQL."""
        self._identity = _file_identity(self.path) if self.path is not None else None

    def check_file(self) -> None:
        """StoreError ``replaced`` if the pinned file is no longer at the store's path."""
        if self._identity is None or self.path is None:
            return
        if _file_identity(self.path) != self._identity:
            raise StoreError(
                "replaced",
                f"{self.path} was replaced (restored from a backup on another desk, moved or "
                "deleted) while this desk had it open; nothing more is saved here until the "
                "app is started again",
                code="database_replaced", params={"path": str(self.path)},
            )

    def _retrying(self, attempt_once: Callable[[], T]) -> T:
        deadline = time.monotonic() + self.lock_timeout
        attempt = 0
        delay = 0.05
        while True:
            try:
                return attempt_once()
            except TrainerError:  # StoreError, PermissionDenied (an OSError!), ...
                raise
            except (exc.SQLAlchemyError, sqlite3.Error) as e:
                if not (self.is_sqlite and is_locked_error(e)):
                    raise self.translate(e) from e
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise StoreError(
                        "locked",
                        f"the database {self.describe()} is in use by another program "
                        f"(still locked after {attempt} retries)",
                    ) from e
                attempt += 1
                if self.on_retry is not None:
                    self.on_retry(attempt)
                time.sleep(min(delay, remaining))
                delay = min(delay * 2, 1.0)
            except OSError as e:
                raise StoreError("unreadable", f"cannot use {self.describe()}: {e}") from e

    # ---- Errors

    def describe(self) -> str:
        """Where the data lives, for messages: a file path or ``host:port/database``."""
        if self.is_sqlite:
            return str(self.path) if self.path else "(in-memory database)"
        where = server_location(self.url)
        return f"{where.server}/{where.database}"

    def display_url(self) -> str:
        """For the About box and logs: the SQLite file's path, or the server's URL with its
        password hidden (:func:`safe_url`)."""
        return self.describe() if self.is_sqlite else safe_url(self.url)

    def translate(self, e: BaseException) -> StoreError:
        """Turn a driver or SQLAlchemy failure into a StoreError with a ``kind``.

        The message never carries the password, even where a driver echoes a connection
        string back.
        """
        error = self._translate(e)
        masked = hide_secrets(str(error), self.url.password)
        if masked != str(error):
            error.args = (masked,)
        return error

    def _translate(self, e: BaseException) -> StoreError:
        text = _lowered(e)
        if self.is_sqlite:
            if any(m in text for m in _CORRUPT_MARKERS):
                return StoreError("corrupt", f"{self.describe()} is damaged: {_message(e)}")
            if any(m in text for m in _UNREADABLE_MARKERS):
                code = ("read_only" if any(m in text for m in _READ_ONLY_MARKERS)
                        else "disk_full" if any(m in text for m in _DISK_FULL_MARKERS)
                        else "unreadable")
                return StoreError("unreadable", f"cannot use {self.describe()}: {_message(e)}",
                                  code=code, params={"path": self.describe()})
            if any(m in text for m in _LOCKED_MARKERS):
                return StoreError("locked", f"{self.describe()} is locked: {_message(e)}")
        else:
            refused = _refusal_code(e, text)
            is_connect = isinstance(e, exc.OperationalError | exc.InterfaceError) and (
                getattr(e, "connection_invalidated", False)
                or "connect" in text
                or "server closed" in text
                or "timeout" in text
                or "terminating connection" in text
            )
            if refused is not None or is_connect:
                where = server_location(self.url)
                params: dict[str, str | int] = {
                    "server": where.server, "database": where.database, "user": where.user}
                if refused is not None:
                    what = {"sign_in_refused": f"refused the sign-in of user {where.user!r}",
                            "no_database": f"has no database {where.database!r}",
                            "no_permission": f"refused user {where.user!r} access to "
                                             f"{where.database!r}"}[refused]
                    return StoreError("refused", f"the database server {where.server} "
                                      f"{what}: {_message(e)}", code=refused, params=params)
                # A refused connection and a time-out of a hung server alike: the UI words
                # both as "the database cannot be reached".
                return StoreError(
                    "unreachable",
                    f"the database server {where.server} did not answer: {_message(e)}",
                    params=params,
                )
        return StoreError("failed", f"database error on {self.describe()}: {_message(e)}")

    # ---- Files

    def backup_to(self, target: Path) -> None:
        """Copy the SQLite database to ``target`` with the online backup API (WAL included)."""

        def run(raw: sqlite3.Connection) -> None:
            create_private_file(target)  # a copy of the hashes: owner only
            dst = sqlite3.connect(target)
            try:
                raw.backup(dst)
            finally:
                dst.close()

        self._retrying(lambda: self._raw(run))

    def dispose(self) -> None:
        self.engine.dispose()


def _file_identity(path: Path) -> tuple[int, int] | None:
    """The device and inode (the file index on Windows) of ``path``; None if it is gone."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def pg_connect_args(url: URL) -> dict[str, Any]:
    """libpq parameters for every PostgreSQL connection: the time-outs above, and no JIT.

    The server compiles a query to machine code once the planner's cost passes
    ``jit_above_cost`` (100,000 by default). The report queries' costs grow with the size of
    the attempts table, not with the rows they read, so a bigger school crossed it: the
    schedule health of one cohort of 50 spent 130-260 ms compiling (0.5 s without, 0.8-1.1 s
    with, on the bench's 200 and 1,000 trainees). Queries of a few hundred
    milliseconds never earn the compile back.

    A ``statement_timeout`` or ``jit`` of the URL's own ``options`` (``?options=-c...``) is
    kept; other options there (a ``search_path``) are kept too, with ours added after them.
    """
    own = url.query.get("options", "")
    options = own if isinstance(own, str) else " ".join(own)
    if "statement_timeout" not in options:
        options = f"{options} -c statement_timeout={PG_STATEMENT_TIMEOUT_MS}".strip()
    if "jit" not in options:
        options = f"{options} -c jit=off"
    return {"connect_timeout": PG_CONNECT_TIMEOUT_S, "options": options, **PG_KEEPALIVES}


def _postgres_engine(url: URL) -> Engine:
    """A PostgreSQL engine whose every call ends within the time-outs above.

    Connections are :class:`trainer.store.pgconn.BoundedConnection` (a deadline on each wait
    for the server). A pooled connection is pinged at checkout with a short deadline; a
    failed ping discards it and connects afresh (SQLAlchemy's pessimistic disconnect
    handling), so after a server comes back the next call works again.
    """
    try:
        from trainer.store.pgconn import BoundedConnection
    except ImportError as e:  # psycopg is the optional extra dealer-trainer[postgresql]
        raise StoreError(
            "not_installed",
            f"a PostgreSQL database needs the psycopg driver, which is not installed "
            f"(install dealer-trainer[postgresql]): {e}",
            code="postgresql_missing",
        ) from e

    engine = create_engine(url, connect_args=pg_connect_args(url))

    @event.listens_for(engine, "do_connect")
    def _connect(_dialect: Any, _record: Any, cargs: Any, cparams: Any) -> Any:
        conn = BoundedConnection.connect(*cargs, **cparams)
        conn.wait_timeout = PG_CLIENT_TIMEOUT_S
        return conn

    @event.listens_for(engine, "checkout")
    def _ping(dbapi_conn: Any, _record: Any, _proxy: Any) -> None:
        import psycopg

        try:
            dbapi_conn.ping(PG_PING_TIMEOUT_S)
        except psycopg.Error as e:
            raise exc.DisconnectionError(f"the pooled connection failed its ping: {e}") from e

    return engine


def sqlite_url(path: Path) -> URL:
    return URL.create("sqlite", database=str(path))


def resolve_url(url: str | None, data_dir: Path | None) -> URL:
    """The database URL to open: ``url`` if given, else the SQLite file in the data folder."""
    if url:
        try:
            return make_url(url)
        except (exc.ArgumentError, ValueError) as e:  # ValueError: a port that is no number
            raise StoreError("invalid", f"not a database URL: {safe_url(url)!r}") from e
    folder = data_dir if data_dir is not None else default_data_dir()
    check_folder(folder)
    return sqlite_url(folder / DB_FILENAME)
