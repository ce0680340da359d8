"""Live updates through the school server, on loopback (TLS, the desk's pinned client):

* heard: from a practice answer acknowledged on desk B to desk A's change feed naming
  ``attempts`` (the server's poll is 0.2 s, so about 0.1 s is expected);
* back: from the server started again to the desk's feed connected (its retry waits 0.25,
  0.5, 1, 2, then 5 s: how long after the stop the start comes decides which wait is running);
* silent: how long a store call is held by a server that takes no connection (a hung process,
  a cut cable): one connect timeout, ``trainer.server.client.CONNECT_S``.

Each run is timed ``--runs`` times (default 5); the medians are printed. Run:

``.venv/bin/python tests/bench/server_live.py [--runs 5]``
"""

from __future__ import annotations

import argparse
import socket
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.integration.test_server_security import PIN, _answer, _session
from tests.support.school_server import (
    ServerClock,
    bearer,
    certificate,
    desk,
    enrolled,
    served,
    sign_in,
)
from trainer.auth import Actor, Role
from trainer.errors import StoreError
from trainer.server.client import RemoteStore
from trainer.server.client_live import ServerChangeFeed
from trainer.store import open_store


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    heard: list[float] = []
    back: list[float] = []
    silent: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        store = open_store(f"sqlite:///{folder / 'school.sqlite3'}", clock=ServerClock(),
                           desk="server")
        try:
            boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
            store.roster.create_trainee(boss, "ana", "Ana Lei", None, PIN)
            store.sign_out(boss)
            with served(store, certificate(folder / "server")) as server:
                remote = RemoteStore(server.url, server.cert.fingerprint, enrolled(store, "desk-a"))
                remote.authenticate("mdeus", "teacher-pass")
                feed = remote.open_change_feed()
                assert isinstance(feed, ServerChangeFeed)
                with desk(server.url, server.cert, "desk-b") as b:
                    token = sign_in(b, "ana", PIN)
                    session = _session(b, token)
                    for _ in range(args.runs):
                        feed.poll()
                        b.post("/v1/practice/answers", headers=bearer(token),
                               json=_answer(session, str(uuid.uuid4())))
                        start = time.perf_counter()
                        got: set[str] = set()

                        def enough(got: set[str] = got) -> bool:
                            got.update(feed.poll())
                            return "attempts" in got

                        assert feed.wait(enough, 10)
                        heard.append(time.perf_counter() - start)
                for _ in range(args.runs):
                    server.stop()
                    feed.wait(lambda: not feed.connected, 30)
                    start = time.perf_counter()
                    server.start()
                    feed.wait(lambda: feed.connected, 30)
                    back.append(time.perf_counter() - start)
                remote.close()
        finally:
            store.close()
    for _ in range(args.runs):
        with socket.socket() as hung:
            hung.bind(("127.0.0.1", 0))
            hung.listen(64)
            remote = RemoteStore(f"https://127.0.0.1:{hung.getsockname()[1]}", "00" * 32, "d")
            remote._tokens[1] = "t"
            start = time.perf_counter()
            try:
                remote.answer(Actor(1, "a", "a", Role.TRAINEE, None), {"answer_id": "u"})
            except StoreError:
                silent.append(time.perf_counter() - start)
            remote._tokens.clear()
            remote.close()
    for name, values in (("heard", heard), ("back", back), ("silent", silent)):
        print(f"{name}: median {statistics.median(values):.3f} s "
              f"({', '.join(f'{v:.3f}' for v in values)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
