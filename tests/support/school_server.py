"""The school server on loopback for the tests: real uvicorn, TLS with a self-signed
certificate, an ephemeral port, run in a thread of the test process so that the test and the
server share one injected clock (:class:`ServerClock`, the store's clock: the server's).

:func:`running_server` waits for the server by polling its port (no sleeps) and stops it
afterwards; :func:`desk` is an ``httpx.Client`` of one desk, pinning the certificate's
fingerprint and showing that desk's credential on every call (the desk enrolled, once per
name and database, with a code made on the server's own store: :func:`enrolled`).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import uvicorn
from fastapi import FastAPI

from trainer.errors import DeskRefused
from trainer.server.app import make_app
from trainer.server.desks import DESK_HEADER
from trainer.server.enrolment import ServerLink
from trainer.server.pinning import pinned_client
from trainer.server.tls import Certificate, self_signed
from trainer.store import Store

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


class ServerClock:
    """The server's clock: moved only by the test. Desks' clocks are not consulted at all."""

    def __init__(self, start: datetime = START) -> None:
        self._now = start
        self._lock = threading.Lock()

    def __call__(self) -> datetime:
        with self._lock:
            return self._now

    def advance(self, seconds: float) -> None:
        with self._lock:
            self._now += timedelta(seconds=seconds)


_SERVED: dict[str, Store] = {}
"""The store each running server's URL serves (for :func:`desk` to enrol a desk there)."""
_CREDENTIALS: dict[tuple[str, str], str] = {}
"""(database, desk name) -> the credential that desk was given."""


def enrolled(store: Store, name: str) -> str:
    """The credential of the desk ``name`` on ``store``'s database, enrolled the first time
    (a code made as the server's terminal does, taken by the store as the route takes it)."""
    key = (store.location, name)
    kept = _CREDENTIALS.get(key)
    if kept is not None:
        try:
            store.desks.identify(kept)
            return kept
        except DeskRefused:  # a new database at the same place
            pass
    credential = store.desks.enrol(store.desks.make_code_on_server(name).code).credential
    _CREDENTIALS[key] = credential
    return credential


def desk_link(store: Store, url: str, fingerprint: str, name: str) -> ServerLink:
    """What a desk named ``name``, enrolled on ``store``'s database, keeps of the server at
    ``url`` (as ``ui.startup.open_server_store`` takes it)."""
    return ServerLink(url, fingerprint, enrolled(store, name), name)


def desk_headers(store: Store, name: str) -> dict[str, str]:
    """The header showing the desk ``name``'s credential."""
    return {DESK_HEADER: enrolled(store, name)}


def certificate(folder: Path) -> Certificate:
    return self_signed(folder, ("127.0.0.1",), START)


def _wait_for_port(port: int, thread: threading.Thread, server: uvicorn.Server) -> None:
    """Poll the port until the server accepts; fail at once if its thread has died."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if not thread.is_alive():
            raise RuntimeError("the server thread ended before it listened")
        if server.started:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=5).close()
                return
            except OSError:
                pass
        thread.join(0.02)  # waits on the thread, never a bare sleep
    raise TimeoutError(f"the server did not listen on port {port}")


class LoopbackServer:
    """The server over ``store`` on a loopback port that stays the same when it is stopped
    and started again (a restart, as desks see one), and that can be made to hang
    (:meth:`hold`: it takes connections and requests and answers none, as a server whose
    database hangs, or whose cable was cut after a request went out)."""

    def __init__(self, store: Store, cert: Certificate) -> None:
        self.store = store
        self.cert = cert
        probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        probe.bind(("127.0.0.1", 0))
        self.port = probe.getsockname()[1]
        probe.close()
        self.url = f"https://127.0.0.1:{self.port}"
        self.app: FastAPI | None = None
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._sock: socket.socket | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._holding = False
        self._released: asyncio.Event | None = None
        self.held = 0
        """Requests taken and held unanswered since :meth:`hold`."""
        self._held_changed = threading.Condition()

    def hold(self) -> None:
        """From now on every request but the live stream is taken and left unanswered, until
        :meth:`release` (then each is served as if it had just come)."""
        self._holding = True

    def release(self) -> None:
        """Serve the held requests, and every later one at once."""
        self._holding = False
        loop, released = self._loop, self._released
        if loop is not None and released is not None:
            loop.call_soon_threadsafe(released.set)

    def wait_held(self, count: int, timeout: float = 30) -> None:
        """Wait until ``count`` requests are held (on a condition, never a bare sleep)."""
        with self._held_changed:
            if not self._held_changed.wait_for(lambda: self.held >= count, timeout):
                raise TimeoutError(f"{self.held} requests held, not {count}")

    def _holding_app(self, app: FastAPI) -> Callable[..., Awaitable[None]]:
        async def serve(scope: dict[str, Any], receive: Callable[..., Awaitable[Any]],
                        send: Callable[..., Awaitable[None]]) -> None:
            if self._holding and scope["type"] == "http" and scope["path"] != "/v1/live":
                if self._released is None or self._released.is_set():
                    self._released = asyncio.Event()
                with self._held_changed:
                    self.held += 1
                    self._held_changed.notify_all()
                await self._released.wait()
            await app(scope, receive, send)

        return serve

    def start(self) -> None:
        # A TCP socket by its protocol number too: asyncio sets TCP_NODELAY only on
        # connections of such a socket (else each reply's body waits 40 ms for the desk's
        # delayed ACK).
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", self.port))
        self.app = make_app(self.store)
        config = uvicorn.Config(self._holding_app(self.app), ssl_certfile=str(self.cert.cert_file),
                                ssl_keyfile=str(self.cert.key_file), log_level="warning",
                                lifespan="off", access_log=False)
        server = uvicorn.Server(config)
        thread = threading.Thread(target=asyncio.run, args=(self._serve(server, sock),),
                                  name="school-server", daemon=True)
        self._server, self._thread, self._sock = server, thread, sock
        thread.start()
        _wait_for_port(self.port, thread, server)

    async def _serve(self, server: uvicorn.Server, sock: socket.socket) -> None:
        self._loop = asyncio.get_running_loop()
        await server.serve(sockets=[sock])

    def stop(self) -> None:
        """Stop serving, its connections cut as a process's end cuts them (a TLS goodbye
        waits up to 30 s for a desk that is not reading: the desks' pooled connections)."""
        server = self._server
        if server is None or self._thread is None or self._sock is None:
            return
        assert self.app is not None and self._loop is not None
        self.app.state.live.close()
        server.should_exit = True
        released = self._released
        # Requests held unanswered die with the server, never served (uvicorn would wait
        # for them, and they wait for a release).
        server.force_exit = released is not None and not released.is_set()

        def cut() -> None:
            for connection in list(server.server_state.connections):
                connection.transport.abort()  # type: ignore[attr-defined]

        # Cut again until the server has ended: a desk may connect again meanwhile.
        deadline = time.monotonic() + 30
        while self._thread.is_alive() and time.monotonic() < deadline:
            with contextlib.suppress(RuntimeError):  # the loop has just closed
                self._loop.call_soon_threadsafe(cut)
            self._thread.join(0.05)
        self._sock.close()
        self._server = self._thread = self._sock = None
        self._holding, self._released = False, None  # started again, it serves at once


@contextmanager
def running_server(store: Store, cert: Certificate) -> Iterator[str]:
    """The server over ``store`` on an ephemeral loopback port; yields its base URL."""
    with served(store, cert) as server:
        yield server.url


@contextmanager
def served(store: Store, cert: Certificate) -> Iterator[LoopbackServer]:
    """The server over ``store`` on loopback, which the test may stop and start again."""
    server = LoopbackServer(store, cert)
    server.start()
    try:
        _SERVED[server.url] = store
        yield server
    finally:
        _SERVED.pop(server.url, None)
        server.stop()


def desk(url: str, cert: Certificate, desk_id: str) -> httpx.Client:
    """One desk's client: pins the server's fingerprint, shows the credential of the desk
    named ``desk_id`` (enrolled on the served database) on every call."""
    return pinned_client(url, cert.fingerprint, headers=desk_headers(_SERVED[url], desk_id),
                         timeout=30)


def sign_in(client: httpx.Client, name: str, secret: str) -> str:
    """Sign in at ``client``'s desk; the token (the test fails on a refusal)."""
    reply = client.post("/v1/sign-in", json={"name": name, "secret": secret})
    assert reply.status_code == 200, reply.text
    token: str = reply.json()["token"]
    return token


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}
