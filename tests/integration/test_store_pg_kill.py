"""Recording is idempotent across PostgreSQL server crashes (issue 11, point 13).

A recorder writes answers, each with its client-made attempt id, retrying the same id after
any failure; meanwhile the server is killed (``pg_ctl stop -m immediate``: every server
process quits at once, no shutdown checkpoint) and restarted 8 times. An answer whose commit
reached the server but whose acknowledgement was lost is retried; the store must find its
row instead of storing it twice. Afterwards: no duplicates, every acknowledged answer stored.

The test starts its OWN throwaway server (as scripts/test.sh does) so that killing it does
not disturb the other tests.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import threading
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from trainer.drills.cell import Cell
from trainer.errors import StoreError
from trainer.store import NewAttempt, open_store

KILLS = 8
ANSWERS_BETWEEN_KILLS = 25
MAX_TRIES = 200

pytestmark = pytest.mark.slow


def _pg_bin() -> Path | None:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))
    return found[-1].parent if found else None


def _as_pg(args: list[str]) -> list[str]:
    if os.getuid() == 0:
        return ["runuser", "-u", "postgres", "--", *args]
    return args


class Server:
    """A throwaway PostgreSQL server on loopback that can be killed and started again."""

    def __init__(self, bindir: Path, root: Path) -> None:
        self.bindir, self.root = bindir, root
        self.data = root / "data"
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]

    def _run(self, *args: str) -> None:
        subprocess.run(_as_pg(list(args)), check=True, capture_output=True, timeout=120)

    def init(self) -> None:
        self._run(str(self.bindir / "initdb"), "-D", str(self.data), "-U", "trainer",
                  "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8")
        self.start()
        self._run(str(self.bindir / "createdb"), "-h", "127.0.0.1", "-p", str(self.port),
                  "-U", "trainer", "answers")

    def start(self) -> None:
        # fsync stays off: the server process is killed, not the machine, so what it wrote
        # is in the operating system's cache either way.
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-l",
                  str(self.root / "server.log"), "-w", "-o",
                  f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.root} -c fsync=off",
                  "start")

    def kill(self) -> None:
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop")

    @property
    def url(self) -> str:
        return f"postgresql+psycopg://trainer@127.0.0.1:{self.port}/answers"


@pytest.fixture
def server() -> Iterator[Server]:
    bindir = _pg_bin()
    if bindir is None:
        if os.environ.get("DEALER_TRAINER_REQUIRE_PG") == "1":
            pytest.fail("PostgreSQL is not installed", pytrace=False)
        pytest.skip("PostgreSQL is not installed")
    root = Path(tempfile.mkdtemp(prefix="dealer-trainer-pgkill."))
    if os.getuid() == 0:
        shutil.chown(root, "postgres")
    srv = Server(bindir, root)
    try:
        srv.init()
        yield srv
    finally:
        subprocess.run(_as_pg([str(bindir / "pg_ctl"), "-D", str(srv.data), "-m", "immediate",
                               "stop"]), capture_output=True, timeout=60)
        shutil.rmtree(root, ignore_errors=True)


def test_no_answer_is_stored_twice_across_8_server_kills(server: Server) -> None:
    with open_store(server.url) as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        store.roster.create_trainee(boss, "chan.tm", "Chan", None, "1234")
        chan = store.authenticate("chan.tm", "1234")
        session = store.practice.start_session(chan, "banker_draw", {})

        acked: dict[str, int] = {}  # attempt uid -> attempt id, once acknowledged
        retried: list[str] = []
        progress = threading.Condition()
        up = threading.Event()
        up.set()
        done = threading.Event()
        killer_error: list[BaseException] = []

        def killer() -> None:
            try:
                for _ in range(KILLS):
                    with progress:
                        target = len(acked) + ANSWERS_BETWEEN_KILLS
                        progress.wait_for(lambda t=target: len(acked) >= t or done.is_set())
                    if done.is_set():
                        return
                    up.clear()
                    server.kill()
                    server.start()
                    up.set()
            except BaseException as e:  # reported by the test thread
                killer_error.append(e)
                up.set()

        thread = threading.Thread(target=killer, daemon=True)
        thread.start()
        n = 0
        try:
            while thread.is_alive() and not killer_error:
                n += 1
                uid = str(uuid.uuid4())  # made before the first try, kept for every retry
                cell = Cell.of("banker", n % 8, n % 10)
                attempt = NewAttempt(session, "banker_draw", {"n": n}, "draw", n % 3 != 0,
                                     n, cell=cell, attempt_uid=uid)
                for _ in range(MAX_TRIES):
                    try:
                        attempt_id = store.practice.record_attempt(chan, attempt)
                        break
                    except StoreError as e:
                        assert e.kind in ("unreachable", "failed"), e
                        retried.append(uid)
                        up.wait(timeout=60)  # the server is being restarted
                else:  # pragma: no cover
                    pytest.fail(f"answer {n} was not stored after {MAX_TRIES} tries")
                with progress:
                    acked[uid] = attempt_id
                    progress.notify_all()
        finally:
            done.set()
            with progress:
                progress.notify_all()
            thread.join(timeout=120)
        assert not killer_error, killer_error

    engine = create_engine(server.url)
    try:
        with engine.connect() as conn:
            rows = conn.execute(text("SELECT id, attempt_uid FROM attempts")).all()
    finally:
        engine.dispose()
    stored = [uid for _id, uid in rows]
    duplicates = len(stored) - len(set(stored))
    print(f"\n[figure] {KILLS} server kills, {len(acked)} answers acknowledged, "
          f"{len(set(retried))} retried after a failure, {duplicates} duplicates")
    assert duplicates == 0
    assert {uid: attempt_id for attempt_id, uid in rows} == acked  # every ack is stored, once
    assert len(set(retried)) >= KILLS  # every kill interrupted the recorder at least once
