"""The stored rows of a sitting, read back as sealed records (shared by the sittings and
results parts of :class:`trainer.store.exams.Exams`)."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from trainer.errors import BlueprintError
from trainer.exams.admission import HOLD_S as HOLD_S  # re-exported: tests read it here
from trainer.exams.admission import RunningSitting
from trainer.exams.blueprint import Blueprint
from trainer.exams.counting import CountingRule
from trainer.exams.records import (
    SittingInfo,
)
from trainer.exams.seal import (
    TERMS_WITH_VERSION,
    SealedAnswer,
    SealedControl,
    SealedProgress,
    SealedResult,
    SealedResume,
    SealedRetake,
    SealedSitting,
    SealedTimeAdded,
    SealedVoid,
    timestamp,
)
from trainer.exams.table_part import Downtime

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)  # stands in for a timestamp erased from a row


def parse_timestamp(text: str) -> datetime:
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)


HEARTBEAT_S = 30
"""How often (seconds) the trainee's desk shows its life on a running sitting: well inside
``HOLD_S``, the time another desk is kept from it (:mod:`trainer.exams.admission`)."""


def time_added(state: dict[str, Any], sitting_id: int) -> list[tuple[SealedTimeAdded, str | None]]:
    """The proctors' added-time grants stored in a sitting's state, with their MACs."""
    grants: list[tuple[SealedTimeAdded, str | None]] = []
    for n, item in enumerate(state.get("added") or []):
        try:
            grants.append((SealedTimeAdded(sitting_id, n, int(item["s"]), int(item["by"]),
                                           parse_timestamp(item["at"]),
                                           str(item.get("reason") or "")), item.get("mac")))
        except (KeyError, TypeError, ValueError):
            grants.append((SealedTimeAdded(sitting_id, n, 0, 0, EPOCH), None))
    return grants


def rule_ran_under(state: Any) -> CountingRule | None:
    """The counting rule of the blueprint version a sitting ran under, read from the snapshot
    in its state (``state``: the parsed state); None when it cannot be read. The one reader
    of it, for the roster and the results alike: a snapshot that names its rule but is not
    otherwise a readable blueprint still names that rule on both."""
    try:
        return Blueprint.counting_of(state["blueprint"])
    except (KeyError, TypeError, AttributeError, BlueprintError):
        return None


def void_record(state: dict[str, Any], sitting_id: int) -> tuple[SealedVoid, str | None] | None:
    """The proctor's void stored in a sitting's state, with its MAC (None if not voided)."""
    item = state.get("void")
    if item is None:
        return None
    try:
        given_back = item.get("given_back")
        return (SealedVoid(sitting_id, int(item["by"]), str(item["reason"]),
                           parse_timestamp(item["at"]),
                           given_back if isinstance(given_back, bool) else None),
                item.get("mac"))
    except (KeyError, TypeError, ValueError):
        return SealedVoid(sitting_id, 0, "", EPOCH), None


def added_seconds(state: dict[str, Any], sitting_id: int) -> int:
    return sum(max(0, grant.seconds) for grant, _mac in time_added(state, sitting_id))


def last_activity(state: dict[str, Any], started_at: datetime) -> datetime:
    """When the sitting's desk last showed life: the start, a resume, a question shown or
    the desk's heartbeat, whichever is latest."""
    times = [started_at]
    texts: list[Any] = [state.get("seen")]
    shown = state.get("shown")
    if isinstance(shown, dict):
        texts.append(shown.get("at"))
    for resumed in state.get("resumed") or []:
        if isinstance(resumed, dict):
            texts.append(resumed.get("at"))
    for text in texts:
        if isinstance(text, str):
            with contextlib.suppress(ValueError):
                times.append(parse_timestamp(text))
    return max(times)


def downtimes(state: dict[str, Any], started_at: datetime) -> tuple[Downtime, ...]:
    """When the sitting's desk was down: from the last activity recorded before each resume
    (``down_from``, written by the resume) to the resume, on the sitting's clock. A resume
    stored before downtime was measured recorded no ``down_from`` and leaves nothing out."""
    found: list[Downtime] = []
    for resumed in state.get("resumed") or []:
        if not isinstance(resumed, dict):
            continue
        try:
            down_from = parse_timestamp(resumed["down_from"])
            at = parse_timestamp(resumed["at"])
        except (KeyError, TypeError, ValueError):
            continue
        if at > down_from:
            found.append(Downtime((down_from - started_at).total_seconds(),
                                  (at - started_at).total_seconds()))
    return tuple(found)


def running_of(sitting: SittingRow) -> RunningSitting:
    """The facts the admission rules need about a running sitting: the desk recorded in its
    state (None when none is) and its last activity."""
    desk = sitting.state.get("desk")
    return RunningSitting(sitting.info.id, desk if isinstance(desk, str) and desk else None,
                          last_activity(sitting.state, sitting.info.started_at))


def mark_desk(state: dict[str, Any], desk: str, now: datetime) -> None:
    """The desk takes (or keeps) the sitting, and shows life now."""
    state["desk"] = desk
    state["seen"] = timestamp(now)


@dataclass(frozen=True)
class SittingRow:
    """A sitting row with its parsed state (internal)."""

    info: SittingInfo
    blueprint: Blueprint | None
    blueprint_json: str
    progress: tuple[SealedProgress, str | None] | None
    mac: str | None
    state: dict[str, Any]
    prev_mac: str | None = None
    nonce: str | None = None
    """A keyed sitting's nonce (:mod:`trainer.exams.sitting_secret`); None: seed in clear."""

    @property
    def sealed(self) -> SealedSitting:
        i = self.info
        return SealedSitting(
            i.id,
            i.exam_id,
            i.trainee_id,
            i.proctor_id or 0,
            i.attempt_no,
            0 if self.nonce is not None else i.seed,  # a keyed sitting's seed: not stored
            i.started_at,
            i.deadline,
            self.blueprint_json,
            self.prev_mac,
            # Sealed with the terms since TERMS_WITH_VERSION; older sittings without it.
            i.exam_version if self.state.get("terms") == TERMS_WITH_VERSION else None,
            self.nonce,
        )


def answer_record(row: Any) -> tuple[SealedAnswer, str | None]:
    return (
        SealedAnswer(
            sitting_id=row.sitting_id,
            index=row.idx,
            section=row.section,
            question_json=row.question,
            seed=row.seed,
            answer_json=row.answer,
            correct=bool(row.correct),
            timed_out=bool(row.timed_out),
            ms_taken=row.ms_taken,
            shown_at=row.shown_at,
            answered_at=row.answered_at,
        ),
        row.mac,
    )


def result_record(row: Any) -> tuple[SealedResult, str | None]:
    return (
        SealedResult(
            sitting_id=row.sitting_id,
            section=row.section,
            score=row.score,
            max_score=row.max_score,
            passed=bool(row.passed),
            detail_json=row.detail or "",
            recorded_at=row.recorded_at,
        ),
        row.mac,
    )


def retake_record(row: Any) -> tuple[SealedRetake, str | None]:
    """An ``exam_retakes`` row as the sealed record, with its stored MAC."""
    granted_at = row.granted_at if row.granted_at is not None else EPOCH
    over = None if row.over_pass is None else int(row.over_pass)
    return (SealedRetake(int(row.id), int(row.exam_id), int(row.trainee_id),
                         int(row.granted_by), granted_at, str(row.note or ""), over), row.mac)
def resumes(state: dict[str, Any], sitting_id: int) -> list[tuple[SealedResume, str | None]]:
    """The sealed resumes stored in a sitting's state (those that record a downtime), with
    their MACs; a resume recorded before downtimes were has neither, and is not one."""
    found: list[tuple[SealedResume, str | None]] = []
    for n, item in enumerate(state.get("resumed") or []):
        if not isinstance(item, dict) or "down_from" not in item:
            continue
        try:
            found.append((SealedResume(sitting_id, n, int(item["by"]),
                                       parse_timestamp(item["at"]),
                                       parse_timestamp(item["down_from"]),
                                       str(item.get("desk") or "")), item.get("mac")))
        except (KeyError, TypeError, ValueError):
            found.append((SealedResume(sitting_id, n, 0, EPOCH, EPOCH, ""), None))
    return found


def sitting_controls(sitting: SittingRow) -> list[tuple[SealedControl, str | None]]:
    """The sitting's sealed added-time, resume and void records, as stored."""
    controls: list[tuple[SealedControl, str | None]] = []
    controls.extend(time_added(sitting.state, sitting.info.id))
    controls.extend(resumes(sitting.state, sitting.info.id))
    void = void_record(sitting.state, sitting.info.id)
    if void is not None:
        controls.append(void)
    return controls


def void_name(state: dict[str, Any]) -> str:
    void = state.get("void")
    name = void.get("by_name") if isinstance(void, dict) else None
    return name if isinstance(name, str) else "?"
