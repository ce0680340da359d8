"""A desk's change feed over the school server (:class:`~trainer.store.live.ChangeFeed`):
the server's ``GET /v1/live`` stream (:mod:`trainer.server.live_routes`), read by httpx-sse.

A thread of its own holds the stream and puts the areas it hears in a queue; :meth:`poll`
(the GUI thread's, twice a second) only empties the queue and never waits on the network.
While the stream is down :attr:`connected` is False (the window says "reconnecting") and
the thread tries again after 0.25, 0.5, 1, 2, then every :attr:`ServerChangeFeed.retry_max_s`
seconds; once the server answers again the next poll reports every area, since what was
written meanwhile was not heard (as :class:`~trainer.store.live.PostgresChangeFeed` does).
A stream silent for longer than three of the server's heartbeats is taken as cut.
The stream uses the token of the account signed in last at this desk
(:meth:`trainer.server.client.RemoteStore.live_token`), picked again at each connection.
"""

from __future__ import annotations

import contextlib
import logging
import queue
import socket
import threading
from collections.abc import Callable

import httpx
from httpx_sse import EventSource, SSEError

from trainer.store.live import ALL_AREAS, NOTHING

PING_S = 5.0
"""Seconds between the heartbeats of an open stream (the server sends them:
:mod:`trainer.server.live_routes`)."""


class ServerChangeFeed:
    """The areas the school server says were written, heard on a background thread."""

    retry_max_s = 5.0
    """The longest wait between two attempts to reach the server again."""

    def __init__(self, client: httpx.Client, token: Callable[[], str | None], *,
                 connect_timeout_s: float = 3.0, silent_s: float = 3 * PING_S,
                 first_wait_s: float = 1.0) -> None:
        self._http = client
        self._token = token
        self._timeout = httpx.Timeout(silent_s, connect=connect_timeout_s)
        self._heard: queue.SimpleQueue[frozenset[str]] = queue.SimpleQueue()
        self._stop = threading.Event()
        self._first = threading.Event()  # the stream was open once
        self._tried = threading.Event()  # the first try ended, open or not
        self._stream_up = False
        self._server_feed_up = True
        self._missed = False  # report every area at the next connection
        self._socket: socket.socket | None = None
        self._changed = threading.Condition()
        self.reconnects = 0
        """How many times the stream was opened again after it was lost."""
        self._thread = threading.Thread(target=self._run, name="live-feed", daemon=True)
        self._thread.start()
        # As the PostgreSQL feed: the first connection is waited for (a round trip or two
        # on a server that answers), briefly, and not once it failed; if it is not up by
        # then, what was written before it is reported as every area when it is.
        self._tried.wait(first_wait_s)
        if not self._first.is_set():
            self._missed = True

    @property
    def connected(self) -> bool:
        """The stream is open and the server hears its database."""
        return self._stream_up and self._server_feed_up

    def poll(self) -> frozenset[str]:
        areas: set[str] = set()
        while True:
            try:
                areas |= self._heard.get_nowait()
            except queue.Empty:
                return frozenset(areas) if areas else NOTHING

    def close(self) -> None:
        """End the thread (at once: an open stream's socket is shut to wake its read)."""
        self._stop.set()
        self.reconnect()
        if self._thread is not threading.current_thread():
            self._thread.join(1)  # a daemon: one still connecting ends on its own
        self._http.close()

    def reconnect(self) -> None:
        """Drop the open stream, so that the next one is opened with the token of who is
        signed in now (called at each sign-in and sign-out at this desk)."""
        sock = self._socket
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)

    def wait(self, predicate: Callable[[], bool], timeout: float) -> bool:
        """Wait until ``predicate()`` holds, looked at again whenever the thread hears,
        loses or finds something (for tests and tools without an event loop); whether it
        held within ``timeout`` seconds."""
        with self._changed:
            return self._changed.wait_for(predicate, timeout)

    def _notify(self) -> None:
        with self._changed:
            self._changed.notify_all()

    @property
    def running(self) -> bool:
        """Whether the background thread still runs (tests)."""
        return self._thread.is_alive()

    # ---- the thread

    def _run(self) -> None:
        failures = 0
        while not self._stop.is_set():
            token = self._token()
            if token is not None:
                try:
                    self._listen(token)  # ends when the stream does (cut: an error)
                except (httpx.HTTPError, SSEError, OSError):
                    pass  # the server gone or cut off: try again
                except Exception:  # a thread that died would say "reconnecting" for ever
                    logging.getLogger("dealer-trainer").exception("live updates stream")
            if self._stream_up:  # it was open: the first try again comes soon
                failures = 0
            self._lost()
            self._tried.set()
            self._notify()
            failures += 1
            self._stop.wait(min(self.retry_max_s, 0.125 * 2 ** failures))

    def _listen(self, token: str) -> None:
        """One stream, until it ends."""
        headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}
        with self._http.stream("GET", "/v1/live", headers=headers,
                               timeout=self._timeout) as response:
            if response.status_code != 200:
                return  # a token refused (signed out): the next try takes the new one
            stream = response.extensions.get("network_stream")
            self._socket = stream.get_extra_info("socket") if stream is not None else None
            if self._stop.is_set():
                return
            for event in EventSource(response).iter_sse():
                if event.event == "hello":
                    self._server_feed_up = event.data == "up"
                    self._up()
                elif event.event == "feed":
                    self._server_feed_up = event.data == "up"
                elif event.event == "areas":
                    self._heard.put(frozenset(event.data.split()) & ALL_AREAS)
                elif event.event == "signed_out":
                    break
                self._notify()

    def _up(self) -> None:
        if self._missed:
            self._heard.put(ALL_AREAS)
            self._missed = False
        if self._first.is_set():
            self.reconnects += 1
        self._stream_up = True
        self._first.set()
        self._tried.set()

    def _lost(self) -> None:
        self._socket = None
        if self._stream_up or not self._first.is_set():
            self._missed = True
        self._stream_up = False
