"""The school server's side of enrolled desks (:mod:`trainer.store.desks`): the enrolment
route, the desk credential every later call carries in :data:`DESK_HEADER` (the desk's
identity is derived from it, never from what the desk says), and the limit on the calls
with a token per desk (:class:`CallLimit`: the store route and the typed routes alike; a live
stream counts once, when it opens).
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field

from trainer.errors import DeskRefused
from trainer.store import Store
from trainer.store.desks import DeskIdentity

DESK_HEADER = "X-Desk-Key"
"""The header carrying the desk's credential (``<id>.<secret>``) on every call after
enrolment. Never logged (uvicorn's access log shows no header)."""

CALLS_PER_S = 20.0
"""The calls with a token one desk may make each second, sustained (a screen's refresh
makes a handful; a trainee answers a question or two a second at most)."""
CALL_BURST = 200
"""The calls a desk may make at once before :data:`CALLS_PER_S` applies (opening the
instructor's dashboard makes a few dozen)."""


class Enrol(BaseModel):
    """A desk presenting its one-time enrolment code."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    code: str = Field(min_length=1, max_length=40)


class Enrolled(BaseModel):
    """The desk's credential (returned once; the server keeps only its hash) and its name."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    desk_id: int
    name: str
    credential: str


def desk_of(store: Store, credential: str | None) -> DeskIdentity:
    """The enrolled desk showing ``credential`` (the header's value); DeskRefused
    ``no_desk``, ``desk_unknown`` or ``desk_revoked``."""
    if not credential:
        raise DeskRefused("no_desk", "this desk is not enrolled with the school server")
    return store.desks.identify(credential.strip())


def enrol(store: Store, body: Enrol) -> Enrolled:
    """The route: the code taken once (on the server's clock), the credential returned."""
    enrolled = store.desks.enrol(body.code)
    return Enrolled(desk_id=enrolled.desk_id, name=enrolled.name,
                    credential=enrolled.credential)


class CallLimit:
    """A token bucket per desk on the server's clock: :data:`CALL_BURST` calls at once, then
    :data:`CALLS_PER_S` a second. Held in the server's memory (a restart refills it: the
    limit is against a desk flooding the server, not a count that must survive)."""

    def __init__(self, clock: Callable[[], datetime], rate: float = CALLS_PER_S,
                 burst: int = CALL_BURST) -> None:
        self._clock = clock
        self._rate = rate
        self._burst = float(burst)
        self._buckets: dict[str, tuple[float, datetime]] = {}
        self._lock = threading.Lock()

    def take(self, key: str, calls: int = 1) -> int:
        """Take ``calls`` calls for ``key`` (a call that costs the server as many; at most
        the burst): 0 when allowed, else the seconds to wait."""
        now = self._clock()
        with self._lock:
            left, then = self._buckets.get(key, (self._burst, now))
            left = min(self._burst, left + max(0.0, (now - then).total_seconds()) * self._rate)
            if left < calls:
                self._buckets[key] = (left, now)
                return max(1, math.ceil((calls - left) / self._rate))
            self._buckets[key] = (left - calls, now)
            return 0
