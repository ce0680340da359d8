"""The stored rows of a sitting, read back as sealed records (shared by the sittings and
results parts of :class:`trainer.store.exams.Exams`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from trainer.exams.blueprint import Blueprint
from trainer.exams.records import (
    SittingInfo,
)
from trainer.exams.seal import (
    SealedAnswer,
    SealedProgress,
    SealedResult,
    SealedRetake,
    SealedSitting,
)

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)  # stands in for a timestamp erased from a row


def parse_timestamp(text: str) -> datetime:
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)


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

    @property
    def sealed(self) -> SealedSitting:
        i = self.info
        return SealedSitting(
            i.id,
            i.exam_id,
            i.trainee_id,
            i.proctor_id or 0,
            i.attempt_no,
            i.seed,
            i.started_at,
            i.deadline,
            self.blueprint_json,
            self.prev_mac,
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
