"""The typed values the school server takes and returns (pydantic models): what a desk
sends is checked here, before any of it reaches the store."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Any

from fastapi import Path
from pydantic import BaseModel, ConfigDict, Field

from trainer.auth import MAX_PASSWORD
from trainer.store._common import LARGEST_ID

_STRICT = ConfigDict(extra="forbid", frozen=True)

MAX_ROW_ID = LARGEST_ID
"""The largest row id (the ids are 32-bit INTEGER columns on PostgreSQL): a larger number is
refused (422), never handed to the database (which would fail with a 500)."""
RowId = Annotated[int, Path(ge=1, le=MAX_ROW_ID)]
"""A row id in a route's path."""
Name = Annotated[str, Path(min_length=1, max_length=40, pattern=r"^[a-z_]+$")]
"""A repository's or a method's name in a route's path."""


class Refusal(BaseModel):
    """Every refusal: a stable ``code`` the desk words in its user's language, and for a
    throttled sign-in the seconds to wait (also in the ``Retry-After`` header)."""

    model_config = _STRICT
    code: str
    wait_s: int | None = None


class Health(BaseModel):
    model_config = _STRICT
    server: str
    schema_version: int


class SignIn(BaseModel):
    """A desk's sign-in: who and their PIN or password. The desk is the enrolled one whose
    credential the call carries; a ``desk_id`` sent (as desks before enrolment did) is
    ignored."""

    model_config = _STRICT
    name: str = Field(min_length=1, max_length=400)
    secret: str = Field(min_length=1, max_length=MAX_PASSWORD + 1)
    desk_id: str | None = Field(default=None, max_length=64)


class Account(BaseModel):
    model_config = _STRICT
    id: int
    name: str
    display_name: str
    role: str
    cohort_id: int | None = None
    active: bool = True


class SignedIn(BaseModel):
    """The token (shown this once; the server keeps only its hash) and whose it is."""

    model_config = _STRICT
    token: str
    expires_at: datetime
    account: Account


class SessionStart(BaseModel):
    model_config = _STRICT
    drill_kind: str = Field(min_length=1, max_length=40)
    options: dict[str, Any] = Field(default_factory=dict)


class SessionStarted(BaseModel):
    model_config = _STRICT
    session_id: int


class AnswerIn(BaseModel):
    """One answer to a practice question. ``answer_id`` is made by the desk before its first
    try and kept for every retry: the server stores an answer once per id. The server grades
    it with the drills' engine; ``answer`` null is a time-out."""

    model_config = _STRICT
    answer_id: uuid.UUID
    session_id: int = Field(ge=1, le=MAX_ROW_ID)
    question: dict[str, Any]
    answer: dict[str, Any] | None
    ms_taken: int = Field(ge=0, le=24 * 3600 * 1000)


class AnswerGraded(BaseModel):
    """The stored grade (for a retried id: the answer stored first)."""

    model_config = _STRICT
    attempt_id: int
    correct: bool
    reason: str | None
    article: str | None
    expected: Any


class KindFigures(BaseModel):
    model_config = _STRICT
    attempts: int
    correct: int
    timed_out: int
    median_ms: float | None


class Progress(BaseModel):
    """A trainee's own summary: per drill kind, answers, right ones, time-outs, median time."""

    model_config = _STRICT
    user_id: int
    kinds: dict[str, KindFigures]


class RosterLine(BaseModel):
    model_config = _STRICT
    account: Account
    locked_until: datetime | None


class StoreCall(BaseModel):
    """A listed store method's arguments after the actor, by name, each as its type hint
    encodes it (:mod:`trainer.server.store_calls`)."""

    model_config = _STRICT
    args: dict[str, Any] = Field(default_factory=dict)


class Refused(Exception):
    """A refusal the routes raise themselves: an HTTP status and a code (and the seconds to
    wait before calling again, for a limit)."""

    def __init__(self, status: int, code: str, wait_s: int | None = None) -> None:
        self.status = status
        self.code = code
        self.wait_s = wait_s
        super().__init__(code)
