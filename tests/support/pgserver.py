"""A throwaway PostgreSQL server of a test's own, which the test may freeze (SIGSTOP).

The shared server of scripts/test.sh must keep serving the other tests, so the hung-server
tests start their own here, the way scripts/test.sh does (initdb and pg_ctl, as the
``postgres`` user when run as root), on a free loopback port.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path


def _pg_bin() -> Path | None:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))
    return found[-1].parent if found else None


def _as_pg(cmd: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *cmd] if os.geteuid() == 0 else cmd


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PgServer:
    """A running server; :meth:`freeze` stops every one of its processes, :meth:`thaw`
    lets them go on."""

    def __init__(self, folder: Path, pg_bin: Path, port: int) -> None:
        self.folder = folder
        self.pg_bin = pg_bin
        self.port = port
        self.url = f"postgresql+psycopg://trainer@127.0.0.1:{port}/dealer_trainer"
        self.frozen: list[int] = []

    def pids(self) -> list[int]:
        """The postmaster and all its children (backends, checkpointer, ...)."""
        head = (self.folder / "data" / "postmaster.pid").read_text().split()[0]
        postmaster = int(head)
        pids = [postmaster]
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            with contextlib.suppress(OSError):
                status = (entry / "status").read_text()
                ppid = next(int(line.split()[1]) for line in status.splitlines()
                            if line.startswith("PPid:"))
                if ppid == postmaster:
                    pids.append(int(entry.name))
        return pids

    def admin(self, sql: str) -> None:
        """Run ``sql`` as ``trainer`` (a superuser) over the trusted Unix socket."""
        import psycopg

        with psycopg.connect(host=str(self.folder), port=self.port, user="trainer",
                             dbname="dealer_trainer", autocommit=True) as conn:
            conn.execute(sql)

    def freeze(self) -> None:
        """SIGSTOP: the server's kernel still accepts connections and acknowledges
        packets, but nothing ever answers (a hung server, not a gone one)."""
        self.frozen = self.pids()
        for pid in self.frozen:
            os.kill(pid, signal.SIGSTOP)

    def thaw(self) -> None:
        for pid in self.frozen:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)
        self.frozen = []


@contextlib.contextmanager
def own_pg_server(password: str | None = None) -> Iterator[PgServer | None]:
    """Start a server for one test; None when PostgreSQL is not installed. Always thawed
    and stopped at the end.

    With ``password``, connections over TCP must sign in with SCRAM (``trainer`` has that
    password) while the Unix socket in ``server.folder`` stays trusted for set-up
    (:meth:`PgServer.admin`); without it every connection is trusted (``--auth=trust``).
    """
    pg_bin = _pg_bin()
    if pg_bin is None or (os.geteuid() == 0 and shutil.which("runuser") is None):
        yield None
        return
    folder = Path(tempfile.mkdtemp(prefix="dealer-trainer-ownpg."))
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres")
    port = _free_port()
    server = PgServer(folder, pg_bin, port)
    started = False
    try:
        auth = ["--auth=trust"]
        if password is not None:
            pwfile = folder / "pw"
            pwfile.write_text(password + "\n")
            if os.geteuid() == 0:
                shutil.chown(pwfile, "postgres")
            auth = ["--auth-local=trust", "--auth-host=scram-sha-256", f"--pwfile={pwfile}"]
        subprocess.run(_as_pg([str(pg_bin / "initdb"), "-D", str(folder / "data"), "-U",
                               "trainer", *auth, "-E", "UTF8", "--locale=C.UTF-8"]),
                       check=True, capture_output=True, timeout=120)
        subprocess.run(_as_pg([str(pg_bin / "pg_ctl"), "-D", str(folder / "data"), "-l",
                               str(folder / "server.log"), "-w", "-o",
                               f"-c listen_addresses=127.0.0.1 -p {port} -k {folder} "
                               "-c fsync=off", "start"]),
                       check=True, capture_output=True, timeout=120)
        started = True
        subprocess.run(_as_pg([str(pg_bin / "createdb"), "-h", str(folder), "-p", str(port),
                               "-U", "trainer", "dealer_trainer"]),
                       check=True, capture_output=True, timeout=60)
        yield server
    finally:
        server.thaw()
        if started:
            subprocess.run(_as_pg([str(pg_bin / "pg_ctl"), "-D", str(folder / "data"), "-m",
                                   "immediate", "stop"]), capture_output=True, timeout=60,
                           check=False)
        shutil.rmtree(folder, ignore_errors=True)
