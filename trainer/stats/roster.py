"""The instructor's roster as plain lines: practice figures, trend, readiness and exam."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from trainer.stats.readiness import (
    PassMark,
    Readiness,
    ReadinessStatus,
    readiness,
    readiness_by_drill,
    trend,
)
from trainer.stats.values import (
    ExamState,
    TraineeSummary,
)


@dataclass(frozen=True)
class RosterLine:
    """One trainee of the roster: the summary, the 7-day trend and readiness over the last
    14 days against the pass mark, judged per drill (the worst drill decides)."""

    summary: TraineeSummary
    trend: float | None
    readiness: Readiness

    @property
    def exam_state(self) -> ExamState:
        return self.summary.exam.state


def roster_lines(rows: Sequence[TraineeSummary], mark: PassMark) -> list[RosterLine]:
    """Trend and readiness for every summary line (in the order given).

    Readiness is judged per drill kind and the worst drill decides
    (:func:`~trainer.stats.series.readiness_by_drill`): 98% on payouts does not hide 25% on
    draws. A summary without per-kind figures is judged on its pooled window."""
    out: list[RosterLine] = []
    for r in rows:
        window = r.window
        if r.window_kinds:
            verdict = readiness_by_drill(dict(r.window_kinds), mark, window)
        else:
            verdict = readiness(window.attempts, window.correct, window.median_ms, mark,
                                window.timed_out)
        out.append(RosterLine(r, trend(r), verdict))
    return out


@dataclass(frozen=True)
class CohortCounts:
    """How many trainees of a roster stand where (for the cohort report's headline)."""

    trainees: int
    readiness: tuple[tuple[ReadinessStatus, int], ...]
    exams: tuple[tuple[ExamState, int], ...]
    attempts: int
    correct: int

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.attempts if self.attempts else None

    def ready(self) -> int:
        return dict(self.readiness).get(ReadinessStatus.READY, 0)


def cohort_counts(lines: Sequence[RosterLine]) -> CohortCounts:
    by_status = Counter(line.readiness.status for line in lines)
    by_exam = Counter(line.exam_state for line in lines)
    return CohortCounts(
        trainees=len(lines),
        readiness=tuple((s, by_status.get(s, 0)) for s in ReadinessStatus),
        exams=tuple((e, by_exam.get(e, 0)) for e in ExamState),
        attempts=sum(line.summary.attempts for line in lines),
        correct=sum(line.summary.correct for line in lines),
    )
