"""Load on the school server: simulated desks answering practice questions through a real
``dealer-trainer-server`` process to one database, the server killed (SIGKILL) and started
again while they answer; at the end every acknowledged answer is looked for in the database.

    python tests/bench/server_load.py                 # 50 desks, 60 s, 2 kills, PostgreSQL
    python tests/bench/server_load.py --seconds 10 --desks 5 --kills 1 --db sqlite:///x.db

The database: ``--db URL``, else DEALER_TRAINER_TEST_PG, else a throwaway PostgreSQL made
here (initdb and pg_ctl, as the ``postgres`` user when run as root; fsync on, as a school
runs it) and removed afterwards. The school (an instructor, one trainee a desk) is created
first, then ``dealer-trainer-server init`` gives the server the school key (the password on
its standard input, as getpass reads it with no terminal), then the server is started as a
process on a free loopback port with a self-signed certificate the desks pin.

Each desk (a thread with its own pinned httpx client) signs in, opens a draw session and
answers the questions of seeded deals, one at a time, each with a client-made id (UUID4): an
answer not acknowledged (a connection error or a 5xx while the server is down) is sent again
with the same id until it is. The answers are timed from the window's start (all desks
signed in) for ``--seconds``; the server is killed at equal intervals inside it and started
again at once. A token refused after a restart (the trainee asked to sign in again) is
counted, and the desk signs in again.

Printed (``--json FILE`` writes the same as JSON, for tests/integration/test_server_load.py):
answers acknowledged, lost (acknowledged, not in the database), duplicated (an id stored more
than once), stored without an acknowledgement (in flight at a kill: not lost), unsealed
answers, the throughput (acknowledged answers a second of the window), p50/p99 of the
acknowledged request and of the time from an answer's first send to its acknowledgement
(retries across a restart included), the downtime of each restart, re-sign-ins, CPU time
(this process: the desks; its children: the servers) and the load average.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import resource
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from trainer.drills.answers import DrawAnswer  # noqa: E402
from trainer.drills.model import DrillKind  # noqa: E402
from trainer.drills.registry import expected_answer, generate_deal, levels_for  # noqa: E402
from trainer.server import tls  # noqa: E402
from trainer.server.desks import DESK_HEADER  # noqa: E402
from trainer.server.pinning import pinned_client  # noqa: E402

PASSWORD = "load-teacher-pass"
PIN = "4711"


# ---- The database


def _pg_bin() -> Path | None:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))
    if found:
        return found[-1].parent
    which = shutil.which("pg_ctl")
    return Path(which).parent if which else None


def _as_pg(cmd: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *cmd] if os.geteuid() == 0 else cmd


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def throwaway_pg() -> Iterator[str]:
    """A PostgreSQL server of this run's own; its URL."""
    pg_bin = _pg_bin()
    if pg_bin is None:
        raise SystemExit("PostgreSQL is not installed: give --db or DEALER_TRAINER_TEST_PG")
    folder = Path(tempfile.mkdtemp(prefix="dealer-trainer-loadpg."))
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres")
    port = _free_port()
    data = str(folder / "data")
    started = False
    try:
        subprocess.run(_as_pg([str(pg_bin / "initdb"), "-D", data, "-U", "trainer",
                               "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]),
                       check=True, capture_output=True, timeout=120)
        subprocess.run(_as_pg([str(pg_bin / "pg_ctl"), "-D", data, "-l",
                               str(folder / "server.log"), "-w", "-o",
                               f"-c listen_addresses=127.0.0.1 -p {port} -k {folder} "
                               "-c max_connections=200", "start"]),
                       check=True, capture_output=True, timeout=120)
        started = True
        subprocess.run(_as_pg([str(pg_bin / "createdb"), "-h", str(folder), "-p", str(port),
                               "-U", "trainer", "dealer_trainer"]),
                       check=True, capture_output=True, timeout=60)
        yield f"postgresql+psycopg://trainer@127.0.0.1:{port}/dealer_trainer"
    finally:
        if started:
            subprocess.run(_as_pg([str(pg_bin / "pg_ctl"), "-D", data, "-m", "immediate",
                                   "stop"]), capture_output=True, timeout=60, check=False)
        shutil.rmtree(folder, ignore_errors=True)


def make_school(url: str, desks: int) -> list[str]:
    """The instructor ``boss`` and trainees ``t00``... (one a desk), all with PIN ``PIN``;
    each desk enrolled (a code made as the server's terminal does): their credentials."""
    from trainer.store import open_store

    store = open_store(url, desk="load set-up")
    try:
        boss = store.create_first_instructor("boss", "Load Boss", PASSWORD)
        for n in range(desks):
            store.roster.create_trainee(boss, f"t{n:02d}", f"Trainee {n:02d}", None, PIN)
        store.sign_out(boss)
        return [store.desks.enrol(store.desks.make_code_on_server(f"load-desk-{n:02d}").code)
                .credential for n in range(desks)]
    finally:
        store.close()


def count_stored(url: str) -> dict[str, tuple[int, bool]]:
    """Every stored answer's client-made id: (how many rows have it, all of them sealed)."""
    from sqlalchemy import case, func, select

    from trainer.store import open_store
    from trainer.store import schema as s

    a = s.attempts
    store = open_store(url, desk="load count")
    try:
        rows = store._db.read(lambda conn: conn.execute(
            select(a.c.attempt_uid, func.count(),
                   func.sum(case((a.c.seal_mac.is_(None), 1), else_=0)))
            .group_by(a.c.attempt_uid)).all())
    finally:
        store.close()
    return {str(uid): (int(n), not unsealed) for uid, n, unsealed in rows}


# ---- The server process


class Server:
    """``dealer-trainer-server`` as a process (``python -m trainer.server.main``), started
    again on the same port and data folder after each kill."""

    def __init__(self, url: str, folder: Path, port: int, log: Path) -> None:
        self.url = url
        self.folder = folder
        self.port = port
        self.log = log
        self.proc: subprocess.Popen[bytes] | None = None
        self.base = f"https://127.0.0.1:{port}"
        self.fingerprint = ""

    def _env(self) -> dict[str, str]:
        return {**os.environ, "PYTHONPATH": os.pathsep.join(
            p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)}

    def init(self) -> None:
        done = subprocess.run(
            [sys.executable, "-m", "trainer.server.main", "init", "--db", self.url,
             "--data-dir", str(self.folder), "--name", "boss"],
            input=PASSWORD + "\n", text=True, capture_output=True, env=self._env(),
            timeout=120, check=False)
        if done.returncode != 0:
            raise SystemExit(f"init failed: {done.stderr}")

    def start(self) -> float:
        """Start and wait until it answers; the seconds that took."""
        began = time.monotonic()
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "trainer.server.main", "--db", self.url,
                 "--listen", f"127.0.0.1:{self.port}", "--data-dir", str(self.folder)],
                stdout=out, stderr=subprocess.STDOUT, env=self._env())
        cert = self.folder / tls.CERT_FILE
        deadline = began + 120
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise SystemExit(f"the server ended at start (see {self.log})")
            if cert.exists():
                self.fingerprint = tls.fingerprint(cert.read_bytes())
                with contextlib.suppress(httpx.TransportError), \
                        pinned_client(self.base, self.fingerprint, timeout=5) as c:
                    if c.get("/v1/health").status_code == 200:
                        return time.monotonic() - began
            time.sleep(0.05)
        raise SystemExit("the server did not answer within 120 s")

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.kill()


# ---- The desks


@dataclass
class Tally:
    """What the desks saw (appended to under a lock)."""

    acked: dict[str, int] = field(default_factory=dict)
    """Acknowledged answer id -> how many times it was acknowledged (a retry of an answer
    the server had stored is acknowledged again with the first one's grade)."""
    request_ms: list[float] = field(default_factory=list)
    ack_ms: list[float] = field(default_factory=list)
    retries: int = 0
    resigned: int = 0
    refused: dict[str, int] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)


class Desk(threading.Thread):
    def __init__(self, n: int, server: Server, tally: Tally, ready: threading.Barrier,
                 go: threading.Event, stop: threading.Event, credential: str) -> None:
        super().__init__(name=f"desk-{n:02d}", daemon=True)
        self.n = n
        self.server = server
        self.tally = tally
        self.ready = ready
        self.go = go
        self.stop = stop
        self.rng = random.Random(f"server-load:{n}")
        self.token = ""
        self.last_ms = 0.0
        """How long the last request took (the one answered, when it was)."""
        self.failed: BaseException | None = None
        self.credential = credential

    def _client(self) -> httpx.Client:
        return pinned_client(self.server.base, self.server.fingerprint,
                             headers={DESK_HEADER: self.credential}, timeout=15)

    def _until_answered(self, client: httpx.Client, method: str, path: str,
                        body: dict[str, object] | None) -> httpx.Response:
        """Send until the server answers with neither a connection error nor a 5xx; a
        token it no longer knows: sign in again and send again."""
        wait = 0.05
        while True:
            sent = time.monotonic()
            try:
                headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
                reply = client.request(method, path, json=body, headers=headers)
            except httpx.TransportError:
                reply = None
            self.last_ms = (time.monotonic() - sent) * 1000
            if reply is not None and reply.status_code == 401 and path != "/v1/sign-in":
                with self.tally.lock:
                    self.tally.resigned += 1
                self._sign_in(client)
                continue
            if reply is not None and reply.status_code < 500:
                return reply
            with self.tally.lock:
                self.tally.retries += 1
            time.sleep(wait)  # a desk's back-off while the server is away
            wait = min(wait * 2, 0.5)

    def _sign_in(self, client: httpx.Client) -> None:
        reply = self._until_answered(client, "POST", "/v1/sign-in", {
            "name": f"t{self.n:02d}", "secret": PIN})
        if reply.status_code != 200:
            raise RuntimeError(f"sign-in refused: {reply.status_code} {reply.text}")
        self.token = reply.json()["token"]

    def run(self) -> None:
        try:
            with self._client() as client:
                self._sign_in(client)
                reply = self._until_answered(client, "POST", "/v1/practice/sessions",
                                             {"drill_kind": "draw"})
                session = int(reply.json()["session_id"])
                self.ready.wait()
                self.go.wait()
                self._answer(client, session)
        except BaseException as e:  # reported by the main thread
            self.failed = e
            with contextlib.suppress(threading.BrokenBarrierError):
                self.ready.abort()

    def _answer(self, client: httpx.Client, session: int) -> None:
        level = levels_for(DrillKind.DRAW)[0]
        while not self.stop.is_set():
            for question in generate_deal(DrillKind.DRAW, level, self.rng.randrange(2**31)):
                right = expected_answer(question)
                given = (right if not isinstance(right, DrawAnswer) or self.rng.random() < 0.8
                         else DrawAnswer(not right.draws))
                answer_id = str(uuid.uuid4())
                body = {"answer_id": answer_id, "session_id": session,
                        "question": question.to_dict(), "answer": given.to_dict(),
                        "ms_taken": 1000 + self.rng.randrange(3000)}
                first = time.monotonic()
                while True:
                    reply = self._until_answered(client, "POST", "/v1/practice/answers", body)
                    if reply.status_code == 200:
                        break
                    code = f"{reply.status_code} {reply.json().get('code')}"
                    with self.tally.lock:
                        self.tally.refused[code] = self.tally.refused.get(code, 0) + 1
                    if reply.status_code == 422:
                        break  # refused for what it is: not an acknowledgement
                now = time.monotonic()
                if reply.status_code == 200:
                    with self.tally.lock:
                        self.tally.acked[answer_id] = self.tally.acked.get(answer_id, 0) + 1
                        self.tally.request_ms.append(self.last_ms)
                        self.tally.ack_ms.append((now - first) * 1000)
                if self.stop.is_set():
                    return


# ---- The run


def _pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[int(p) - 1]


def run(url: str, desks: int, seconds: float, kills: int, work: Path) -> dict[str, object]:
    """One run over the database ``url`` (empty); the figures."""
    set_up = time.monotonic()
    credentials = make_school(url, desks)
    server = Server(url, work / "server", _free_port(), work / "server.log")
    server.init()
    server.start()
    tally = Tally()
    ready = threading.Barrier(desks + 1)
    go, stop = threading.Event(), threading.Event()
    threads = [Desk(n, server, tally, ready, go, stop, credentials[n]) for n in range(desks)]
    for t in threads:
        t.start()
    downtimes: list[float] = []
    try:
        ready.wait(timeout=600)
        signed_in_s = time.monotonic() - set_up
        cpu0 = resource.getrusage(resource.RUSAGE_SELF)
        began = time.monotonic()
        go.set()
        for k in range(1, kills + 1):
            stop.wait(max(0.0, began + seconds * k / (kills + 1) - time.monotonic()))
            killed = time.monotonic()
            server.kill()
            server.start()
            downtimes.append(time.monotonic() - killed)
        stop.wait(max(0.0, began + seconds - time.monotonic()))
        stop.set()
        for t in threads:
            t.join(120)
        window = time.monotonic() - began
        cpu1 = resource.getrusage(resource.RUSAGE_SELF)
    finally:
        stop.set()
        go.set()
        server.stop()
    failed = [f"{t.name}: {t.failed!r}" for t in threads if t.failed is not None]
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    stored = count_stored(url)
    acked = set(tally.acked)
    lost = sorted(acked - set(stored))
    duplicated = sorted(uid for uid, (n, _) in stored.items() if n > 1)
    unsealed = sum(n for n, sealed in stored.values() if not sealed)
    return {
        "desks": desks, "seconds": round(window, 1), "kills": kills,
        "database": url.split(":", 1)[0],
        "acknowledged": len(acked), "lost": len(lost), "duplicated": len(duplicated),
        "stored": sum(n for n, _ in stored.values()),
        "stored_unacknowledged": len(set(stored) - acked),
        "unsealed": unsealed,
        "answers_per_s": round(len(acked) / window, 1),
        "request_ms_p50": round(_pct(tally.request_ms, 50), 1),
        "request_ms_p99": round(_pct(tally.request_ms, 99), 1),
        "ack_ms_p50": round(_pct(tally.ack_ms, 50), 1),
        "ack_ms_p99": round(_pct(tally.ack_ms, 99), 1),
        "ack_ms_max": round(max(tally.ack_ms, default=float("nan")), 1),
        "restart_s": [round(d, 2) for d in downtimes],
        "retries": tally.retries, "signed_in_again": tally.resigned,
        "refused": tally.refused, "desk_failures": failed,
        "set_up_s": round(signed_in_s, 1),
        "desks_cpu_s": round(cpu1.ru_utime + cpu1.ru_stime - cpu0.ru_utime - cpu0.ru_stime, 1),
        "servers_cpu_s": round(children.ru_utime + children.ru_stime, 1),
        "load_average": [round(v, 2) for v in os.getloadavg()],
        "cores": os.cpu_count(),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--desks", type=int, default=50)
    p.add_argument("--seconds", type=float, default=60.0)
    p.add_argument("--kills", type=int, default=2)
    p.add_argument("--db", metavar="URL", help="an empty database (default: PostgreSQL)")
    p.add_argument("--json", type=Path, metavar="FILE", help="write the figures here too")
    args = p.parse_args(argv)
    # Stopped (a test's time-out): unwind, so that the server and PostgreSQL are stopped.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    with tempfile.TemporaryDirectory(prefix="dealer-trainer-load.") as tmp, \
            contextlib.ExitStack() as stack:
        url = args.db or os.environ.get("DEALER_TRAINER_TEST_PG") \
            or stack.enter_context(throwaway_pg())
        figures = run(url, args.desks, args.seconds, args.kills, Path(tmp))
    for name, value in figures.items():
        print(f"{name:>22}: {value}")
    if args.json is not None:
        args.json.write_text(json.dumps(figures, indent=2))
    ok = (figures["lost"] == 0 and figures["duplicated"] == 0
          and not figures["desk_failures"])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
