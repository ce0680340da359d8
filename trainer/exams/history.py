"""What happened to a sitting between its start and its end: where it started,
each interruption and the resume that followed it (when, on which desk, by whom) and each
time a proctor added, with the reason given. Plain data for the instructor's review, built
from what the store keeps: the sitting's state (its ``resumed`` and sealed ``added``
records), the start's audit row (its desk) and the times its answers were stored.

The moment a desk stopped is not stored (a killed desk writes nothing): an interruption is
known by the resume that followed it, and placed after the last answer or Table step stored
before that resume."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import Enum


class HistoryKind(Enum):
    """What an event of a sitting's history is."""

    STARTED = "started"
    RESUMED = "resumed"
    TIME_ADDED = "time_added"


@dataclass(frozen=True)
class HistoryEvent:
    """One event of a sitting's history.

    ``by`` is the display name of the proctor who started, resumed or added time ("" when
    not stored or the account is gone); ``desk`` the desk it happened on ("" when not
    stored; never stored for added time). A resume carries how many answers and Table steps
    were stored before it (``stored_before``) and when the last of them was
    (``last_before``; None when there was none); added time its ``seconds`` and ``reason``
    ("" for a grant stored without one)."""

    kind: HistoryKind
    at: datetime
    by: str = ""
    desk: str = ""
    seconds: int = 0
    reason: str = ""
    stored_before: int = 0
    last_before: datetime | None = None


@dataclass(frozen=True)
class StoredResume:
    """A resume as the sitting's state keeps it."""

    at: datetime
    by: str
    desk: str


@dataclass(frozen=True)
class StoredGrant:
    """Time added as the sitting's state keeps it."""

    at: datetime
    by: str
    seconds: int
    reason: str


def sitting_history(started_at: datetime, started_by: str, start_desk: str,
                    resumes: Sequence[StoredResume], grants: Sequence[StoredGrant],
                    stored_at: Sequence[datetime]) -> tuple[HistoryEvent, ...]:
    """The sitting's events in time order: its start, each resume (with what was stored
    before it: ``stored_at`` are the times its answers and Table steps were stored) and each
    grant of time."""
    events = [HistoryEvent(HistoryKind.STARTED, started_at, started_by, start_desk)]
    for resume in resumes:
        before = [t for t in stored_at if t <= resume.at]
        events.append(HistoryEvent(HistoryKind.RESUMED, resume.at, resume.by, resume.desk,
                                   stored_before=len(before),
                                   last_before=max(before) if before else None))
    events += [HistoryEvent(HistoryKind.TIME_ADDED, g.at, g.by, seconds=g.seconds,
                            reason=g.reason) for g in grants]
    return tuple(sorted(events, key=lambda e: e.at))
