"""Live updates from the school server: ``GET /v1/live``, a stream of server-sent events
(sse-starlette) naming the areas of the store written by any desk.

One :class:`LiveHub` per server holds the one change feed of the server's own store
(:meth:`trainer.store.Store.open_change_feed`: SQLite's ``data_version`` or PostgreSQL's
``LISTEN``), polled by one task while anybody listens, and hands each area to every open
stream whose account may read it (:data:`trainer.server.roles.LIVE_READERS`: a trainee
hears no ``audit``). A desk never gets a feed, a connection or a query of its own for this.

The events, one per line of ``data``:

* ``hello``: the stream is open; ``up`` or ``down`` as the server hears its database;
* ``areas``: the areas written, separated by spaces;
* ``feed``: ``down`` when the server lost its database's feed, ``up`` when it found it again
  (an ``areas`` event with every area follows: what was written meanwhile was not heard);
* ``signed_out``: the token ended (signed out, expired, deactivated); the stream ends;
* ``replaced``: the desk opened more than :data:`STREAMS_PER_DESK` streams: its oldest
  ends (a desk reconnecting leaves a stale one behind for a while; a desk opening streams
  without end holds no more than these).

A comment line (``: ping``) every :data:`~trainer.server.client_live.PING_S` seconds lets a
desk notice a cut that sends nothing (:mod:`trainer.server.client_live` gives up on a stream
silent for longer than three pings); a send stuck that long ends the stream on the server.
The token is checked again every :data:`TOKEN_CHECK_S` seconds, without
renewing it: an open stream is no act of the account's and keeps no idle desk signed in.
It is also checked before anything more is sent whenever a token may have ended: a sign-out
on this server (:meth:`LiveHub.recheck`), or a write to :data:`TOKEN_AREAS` (a desk revoked,
an account deactivated or its PIN reset are audited in the transaction that ends its tokens):
a stream whose token ended hears nothing written after that.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING

import anyio.to_thread
from fastapi import Request
from sse_starlette import EventSourceResponse, ServerSentEvent

from trainer.errors import TokenRefused
from trainer.server.client_live import PING_S
from trainer.server.roles import LIVE_READERS
from trainer.store.live import ChangeFeed

if TYPE_CHECKING:
    from trainer.store import Store

TOKEN_CHECK_S = 30.0
"""Seconds between checks that a stream's token still signs its account in."""

FeedState = bool
"""A queued change of the server's own feed: connected (True) or not."""
STREAMS_PER_DESK = 4
"""The most streams one enrolled desk holds open at once (it needs one)."""
TOKEN_AREAS = frozenset({"audit", "roster"})
"""The areas written in the same transaction as a token's end by anyone but its desk."""


class Note:
    """A word from the hub to a stream, queued with the areas (:data:`RECHECK`,
    :data:`REPLACED`)."""


RECHECK = Note()
"""Queued to every stream before what follows: check the token before sending more."""
REPLACED = Note()
"""Queued to a desk's oldest stream when it opens one too many: that stream ends."""
Queued = frozenset[str] | FeedState | Note


class LiveHub:
    """The server's one change feed, polled while any stream is open, fanned out to them."""

    poll_s = 0.2
    """Seconds between polls of the server's feed (a poll never waits on the database)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._feed: ChangeFeed | None = None
        self._opening = asyncio.Lock()
        self._streams: dict[asyncio.Queue[Queued], frozenset[str]] = {}
        self._by_desk: dict[str, list[asyncio.Queue[Queued]]] = {}
        """Each desk's open streams, oldest first (touched on the event loop only)."""
        self._pump: asyncio.Task[None] | None = None
        self._closing = threading.Event()
        self._recheck = threading.Event()
        self.feed_connected = True
        """Whether the server hears its database's writes (False: a PostgreSQL gone away)."""

    @property
    def listeners(self) -> int:
        """How many streams are open (tests wait on it)."""
        return len(self._streams)

    def recheck(self) -> None:
        """A token may have ended (callable from any thread): every stream checks its own
        before it sends anything polled from now on."""
        self._recheck.set()

    def close(self) -> None:
        """End every stream within a poll and let go of the feed (callable from any thread:
        the server stopping; the store closes the feed too, with itself)."""
        self._closing.set()
        if self._pump is None and self._feed is not None:
            self._feed.close()  # else the pump closes it as it ends

    async def stream(self, readable: frozenset[str], signed_in: Callable[[], Awaitable[bool]],
                     desk: str = "") -> AsyncIterator[ServerSentEvent]:
        """The events of one stream of the desk ``desk``: the areas in ``readable``; ends
        when ``signed_in()`` says the token no longer signs its account in, or when the desk
        has opened :data:`STREAMS_PER_DESK` newer ones."""
        if self._closing.is_set():
            return  # the server is stopping: no new stream
        await self._open_feed()
        queue: asyncio.Queue[Queued] = asyncio.Queue()
        self._streams[queue] = readable
        held = self._by_desk.setdefault(desk, [])
        held.append(queue)
        if len(held) > STREAMS_PER_DESK:
            held.pop(0).put_nowait(REPLACED)
        if self._pump is None:
            self._pump = asyncio.get_running_loop().create_task(self._run())
        loop = asyncio.get_running_loop()
        checked = loop.time()
        try:
            yield ServerSentEvent(event="hello", data=_up(self.feed_connected))
            while not self._closing.is_set():
                try:
                    item = await asyncio.wait_for(queue.get(), timeout=self.poll_s * 5)
                except TimeoutError:
                    item = None
                if item is REPLACED:
                    yield ServerSentEvent(event="replaced", data="")
                    return
                if isinstance(item, bool):
                    yield ServerSentEvent(event="feed", data=_up(item))
                elif isinstance(item, frozenset) and item:
                    yield ServerSentEvent(event="areas", data=" ".join(sorted(item)))
                if item is RECHECK or loop.time() - checked >= TOKEN_CHECK_S:
                    checked = loop.time()
                    if not await signed_in():
                        yield ServerSentEvent(event="signed_out", data="")
                        return
        finally:
            del self._streams[queue]
            if queue in held:
                held.remove(queue)
            if not held:
                self._by_desk.pop(desk, None)

    async def _open_feed(self) -> None:
        async with self._opening:
            if self._feed is None:
                # A PostgreSQL feed connects at once (a round trip or two): off the loop.
                self._feed = await anyio.to_thread.run_sync(self.store.open_change_feed)
                self.feed_connected = self._feed.connected

    async def _run(self) -> None:
        """Poll the feed while any stream is open; hand each stream what it may read."""
        feed = self._feed
        assert feed is not None
        try:
            while self._streams and not self._closing.is_set():
                areas = feed.poll()
                # After the poll: a sign-out finished before a write polled here is seen.
                if self._recheck.is_set() or areas & TOKEN_AREAS:
                    self._recheck.clear()
                    for queue in self._streams:
                        queue.put_nowait(RECHECK)
                if feed.connected != self.feed_connected:
                    self.feed_connected = feed.connected
                    for queue in self._streams:
                        queue.put_nowait(self.feed_connected)
                if areas:
                    for queue, readable in self._streams.items():
                        if mine := areas & readable:
                            queue.put_nowait(mine)
                await asyncio.sleep(self.poll_s)
        finally:
            self._pump = None
            if self._closing.is_set():
                feed.close()


def _up(connected: bool) -> str:
    return "up" if connected else "down"


def live_route(hub: LiveHub) -> Callable[[Request], Awaitable[EventSourceResponse]]:
    """The handler of ``GET /v1/live`` (registered with the token check of every route,
    which leaves the caller in ``request.state.caller``)."""

    async def live(request: Request) -> EventSourceResponse:
        caller = request.state.caller
        token, desk_id = str(caller.token), str(caller.holder.desk_id)
        readable = LIVE_READERS[caller.actor.role]

        async def signed_in() -> bool:
            def check() -> bool:
                try:
                    hub.store.server_tokens.resolve(token, desk_id, renew=False)
                except TokenRefused:
                    return False
                return True

            return await anyio.to_thread.run_sync(check)

        # A send stuck for three heartbeats (a desk gone without a word: its socket's buffer
        # full) ends the stream, so the hub keeps no queue for it.
        return EventSourceResponse(hub.stream(readable, signed_in, desk_id), ping=PING_S,
                                   send_timeout=3 * PING_S,
                                   headers={"Cache-Control": "no-store"})

    return live
