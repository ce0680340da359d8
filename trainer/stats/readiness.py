"""Readiness against the instructors' pass mark, and the accuracy trend (plain data)."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from enum import Enum

from trainer.drills.registry import drill_specs, kind_codes
from trainer.stats.values import (
    Figures,
    TraineeSummary,
)

PASS_ACCURACY_KEY = "school.pass_accuracy"
"""Instructor setting: the accuracy (0-1) a trainee must reach, default 0.9."""
PASS_MEDIAN_MS_KEY = "school.pass_median_ms"
"""Instructor setting: the median answer time (ms) a trainee must stay under, default 5000."""


# ---- readiness ---------------------------------------------------------------------------


@dataclass(frozen=True)
class PassMark:
    """What "ready" means: accuracy at least ``accuracy`` and median time under ``median_ms``.

    RULES.md section C: accuracy first, and a tableau decision in well under 5 seconds; the
    numbers are an instructor setting (:data:`PASS_ACCURACY_KEY`, :data:`PASS_MEDIAN_MS_KEY`).
    """

    accuracy: float = 0.9
    median_ms: float = 5000.0
    min_attempts: int = 20
    """Fewer recent attempts than this are "not enough data", not a verdict."""

    def __post_init__(self) -> None:
        if not 0.0 < self.accuracy <= 1.0:
            raise ValueError("the pass accuracy is between 0 and 1")
        if self.median_ms <= 0:
            raise ValueError("the pass time must be positive")


def pass_mark_from_settings(get: Callable[[str], str | None]) -> PassMark:
    """The pass mark from settings text (``get(key)``); unreadable values fall back to defaults."""
    default = PassMark()

    def number(key: str, fallback: float, low: float, high: float) -> float:
        text = get(key)
        try:
            value = float(text) if text is not None else fallback
        except ValueError:
            return fallback
        return value if low < value <= high and math.isfinite(value) else fallback

    return PassMark(
        accuracy=number(PASS_ACCURACY_KEY, default.accuracy, 0.0, 1.0),
        median_ms=number(PASS_MEDIAN_MS_KEY, default.median_ms, 0.0, 600_000.0),
    )


class ReadinessStatus(Enum):
    READY = "ready"
    TOO_SLOW = "too_slow"
    NOT_ACCURATE = "not_accurate"
    NOT_ENOUGH_DATA = "not_enough_data"


@dataclass(frozen=True)
class Readiness:
    """A trainee against the pass mark over a recent window."""

    status: ReadinessStatus
    accuracy: float | None
    """Right answers among the answered questions (time-outs left out)."""
    median_ms: float | None
    attempts: int
    timed_out: int = 0
    """Of ``attempts``, the time-outs, counted apart (see :func:`readiness`)."""
    drill_kind: str | None = None
    """The drill kind the verdict and its figures are of: the deciding drill, the worst of
    :attr:`drills` (:func:`readiness_by_drill`); None for figures of no one drill."""
    drills: tuple[tuple[str, Readiness], ...] = ()
    """Each drill kind practised in the window with its own verdict, in the drills' order."""

    @property
    def ready(self) -> bool:
        return self.status is ReadinessStatus.READY

    @property
    def sort_key(self) -> float:
        """Orders trainees from least to most ready (accuracy first, as RULES.md says)."""
        order = {
            ReadinessStatus.NOT_ENOUGH_DATA: 0.0,
            ReadinessStatus.NOT_ACCURATE: 1.0,
            ReadinessStatus.TOO_SLOW: 2.0,
            ReadinessStatus.READY: 3.0,
        }[self.status]
        return order + (self.accuracy or 0.0) / 2


def readiness(
    attempts: int, correct: int, median_ms: float | None, mark: PassMark, timed_out: int = 0
) -> Readiness:
    """Accuracy before speed: inaccurate is reported before slow.

    The weighting of time-outs: a time-out is not a mistake about the rule,
    so accuracy is over the answered questions only (``correct / (attempts - timed_out)``).
    It is a mistake of speed: when time-outs are more than the wrong answers the pass mark
    allows (``1 - mark.accuracy`` of all attempts, e.g. 2 in 20 at 90%), the trainee is
    TOO_SLOW even with a quick median. ``attempts`` (for "enough data") counts both.
    """
    answered = attempts - timed_out
    acc = correct / answered if answered > 0 else None
    if attempts < mark.min_attempts or median_ms is None:
        return Readiness(ReadinessStatus.NOT_ENOUGH_DATA, acc, median_ms, attempts, timed_out)
    too_many_time_outs = timed_out > attempts * (1.0 - mark.accuracy) + 1e-9
    if acc is None or acc < mark.accuracy:
        status = ReadinessStatus.NOT_ACCURATE if acc is not None else ReadinessStatus.TOO_SLOW
    elif median_ms >= mark.median_ms or too_many_time_outs:
        status = ReadinessStatus.TOO_SLOW
    else:
        status = ReadinessStatus.READY
    return Readiness(status, acc, median_ms, attempts, timed_out)


def judged_always() -> tuple[str, ...]:
    """The drills every trainee is judged on, practised or not (their specs say
    ``judged_always``): the Baccarat dealing skills of RULES.md C (draw decisions, calling a
    coup, taking and paying). Another drill -- Sam Kong, shoe procedure, the Table -- is
    judged when practised in the window."""
    return tuple(spec.code for spec in drill_specs() if spec.judged_always)


def readiness_by_drill(
    by_kind: Mapping[str, Figures], mark: PassMark, pooled: Figures | None = None
) -> Readiness:
    """Readiness per drill kind, the overall verdict the worst of them (issue: pooling).

    Pooled, 98% right on payouts hid 25% on draws: a trainee is ready only if ready in every
    drill. Each drill is judged on its own answers -- the Table's steps too, as one drill of
    its own (hundreds of Table steps said "Ready" while the draws stood at
    0%). The overall verdict, in this order:

    - a drill judged not ready decides: the one with the lowest :attr:`Readiness.sort_key`
      (inaccurate before slow, then the lower accuracy), with its figures;
    - else a drill of :func:`judged_always` not practised in the window, or any drill
      practised with fewer than ``mark.min_attempts`` answers (five draws all wrong), makes
      the verdict NOT_ENOUGH_DATA, naming that drill (:attr:`~Readiness.drill_kind`) with
      its figures: never "Ready" while a drill is at 0% or unpractised;
    - else READY, with the figures of the least ready drill.

    :attr:`~Readiness.drills` holds every practised drill's own verdict, in the drills'
    order. With no drill practised at all the verdict carries the ``pooled`` figures.
    """
    order = list(kind_codes())

    def place(kind: str) -> tuple[int, str]:
        return (order.index(kind) if kind in order else len(order), kind)

    kinds = sorted((k for k, f in by_kind.items() if f.attempts > 0), key=place)
    drills = tuple(
        (k, replace(readiness(by_kind[k].attempts, by_kind[k].correct, by_kind[k].median_ms,
                              mark, by_kind[k].timed_out), drill_kind=k))
        for k in kinds
    )
    judged = [(k, r) for k, r in drills if r.status is not ReadinessStatus.NOT_ENOUGH_DATA]
    failing = [(k, r) for k, r in judged if not r.ready]
    if failing:
        kind, worst = min(failing, key=lambda kr: kr[1].sort_key)
        return replace(worst, drill_kind=kind, drills=drills)
    thin = [(k, r) for k, r in drills if r.status is ReadinessStatus.NOT_ENOUGH_DATA]
    missing = [k for k in judged_always() if k not in kinds]
    if judged and (thin or missing):
        gaps = sorted([*(k for k, _ in thin), *missing], key=place)
        kind = gaps[0]
        found = dict(thin).get(kind)
        gap = found if found is not None else Readiness(
            ReadinessStatus.NOT_ENOUGH_DATA, None, None, 0, drill_kind=kind)
        return replace(gap, drill_kind=kind, drills=drills)
    if judged:
        kind, worst = min(judged, key=lambda kr: kr[1].sort_key)
        return replace(worst, drill_kind=kind, drills=drills)
    if pooled is None:
        attempts = sum(by_kind[k].attempts for k in kinds)
        correct = sum(by_kind[k].correct for k in kinds)
        late = sum(by_kind[k].timed_out for k in kinds)
        pooled = Figures(attempts, correct, None, None, late)
    answered = pooled.attempts - pooled.timed_out
    return Readiness(
        ReadinessStatus.NOT_ENOUGH_DATA,
        pooled.correct / answered if answered > 0 else None,
        pooled.median_ms,
        pooled.attempts,
        pooled.timed_out,
        drills=drills,
    )


def trend(summary: TraineeSummary) -> float | None:
    """Accuracy over the last 7 days minus the 7 before (None if either is empty)."""
    recent, previous = summary.recent_accuracy, summary.previous_accuracy
    if recent is None or previous is None:
        return None
    return recent - previous
