"""The values the reports return: figures per day, session, kind and cell, the roster's
lines and exam standings (plain frozen data, no SQL)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the store imports these values at start-up; the drills package is heavy
    from trainer.drills.cell import Cell

PAYOUT_BUCKET_EDGES: tuple[int, ...] = (100, 1_000, 10_000)
"""Upper bounds of the payout size buckets; bucket 0 is "nothing paid", the last is above."""
TREND_DAYS = 7
"""The trend compares the accuracy of the last this-many days with the same span before."""
READINESS_DAYS = 14
"""Readiness against the pass mark looks at the last this-many days (both trend spans)."""
STREAK_MILESTONES: tuple[int, ...] = (10, 25, 50, 100)
"""Runs of right answers in a row worth marking on the progress page (see :class:`StreakStat`)."""


@dataclass(frozen=True)
class ReadinessWindow:
    """The days readiness judges: :data:`READINESS_DAYS` local calendar days ending with
    today (today counts, whatever the hour), the last :data:`TREND_DAYS` of them the trend's
    recent span. Made only by :func:`readiness_window`."""

    first_day: date
    last_day: date
    """Today."""
    day_offset: timedelta
    """Local time minus UTC (Macau: eight hours)."""

    @property
    def recent_first_day(self) -> date:
        """The first day of the trend's recent span (the span before it is the previous)."""
        return self.last_day - timedelta(days=TREND_DAYS - 1)

    def utc_start(self, day: date) -> datetime:
        """The UTC instant the local ``day`` starts."""
        return datetime.combine(day, time(), tzinfo=UTC) - self.day_offset

    @property
    def starts_at(self) -> datetime:
        """The UTC instant the window opens (the start of :attr:`first_day`)."""
        return self.utc_start(self.first_day)

    @property
    def recent_starts_at(self) -> datetime:
        """The UTC instant the trend's recent span opens."""
        return self.utc_start(self.recent_first_day)

    @property
    def ends_at(self) -> datetime:
        """The UTC instant the window closes (the end of today)."""
        return self.utc_start(self.last_day + timedelta(days=1))


def readiness_window(today: date, day_offset: timedelta) -> ReadinessWindow:
    """The one definition of "the last :data:`READINESS_DAYS` days": the
    calendar days ending with ``today`` in local time (``day_offset``: local minus UTC), never
    14 x 24 hours back from now. The roster, the cohort report, the charts and the trainee
    report all judge this window, so the deciding drill is the same on every screen."""
    return ReadinessWindow(today - timedelta(days=READINESS_DAYS - 1), today, day_offset)


@dataclass(frozen=True)
class Figures:
    """Attempts, right answers, mean and median answer time of a group of attempts."""

    attempts: int
    correct: int
    avg_ms: float | None
    median_ms: float | None
    timed_out: int = 0
    """Of ``attempts``, the time-outs (readiness counts them apart)."""

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.attempts if self.attempts else None


class _Counted:
    """The accuracy of a row of figures that has ``attempts`` and ``correct`` (0.0: none)."""

    attempts: int
    correct: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0


@dataclass(frozen=True)
class DayStat(_Counted):
    """One day of one drill kind (``drill_kind`` None: every kind together)."""

    day: date
    drill_kind: str | None
    attempts: int
    correct: int
    avg_ms: float
    median_ms: float


@dataclass(frozen=True)
class SessionStat(_Counted):
    """One practice session (of one drill kind): when its first answer came, and its figures."""

    session_id: int
    drill_kind: str
    started_at: datetime
    attempts: int
    correct: int
    avg_ms: float
    median_ms: float


@dataclass(frozen=True)
class KindStat(_Counted):
    """One drill kind over a period."""

    drill_kind: str
    attempts: int
    correct: int
    avg_ms: float
    median_ms: float


@dataclass(frozen=True)
class CellErrors:
    """Attempts and wrong answers in one drill cell."""

    cell: Cell
    attempts: int
    wrong: int


@dataclass(frozen=True)
class StreakStat:
    """Runs of right answers in a row in one drill kind over a period.

    A run is counted within one practice session, in answer order, as the practice screen
    counts its "streak" (a wrong answer or a new session starts again from 0), so the best
    run here is the best streak a session summary showed. ``reached[i]`` is when the run of
    :data:`STREAK_MILESTONES` ``[i]`` right answers was first completed (None: not yet).
    """

    drill_kind: str
    longest: int
    reached: tuple[datetime | None, ...]


@dataclass(frozen=True)
class ConfusionCount:
    """How often a Sam Kong hand of level ``expected`` was named ``answered`` (None: no answer)."""

    expected: int
    answered: int | None
    count: int


@dataclass(frozen=True)
class PayoutBucketErrors:
    """Payout attempts whose right amount falls in bucket ``bucket`` (see PAYOUT_BUCKET_EDGES).

    ``wrong`` counts every wrong answer; ``not_fewest`` those of them whose only fault was
    paying the right amount in more chips than needed (fault ``not_fewest_chips``), so a
    wrong amount is ``wrong - not_fewest``.
    """

    bucket: int
    attempts: int
    wrong: int
    not_fewest: int = 0


class ExamState(Enum):
    """Where a trainee stands with exams: the latest sitting's state (codes; words in ``ui``)."""

    NONE = "none"
    """No sitting scheduled or taken yet."""
    INCOMPLETE = "incomplete"
    """The latest sitting was aborted, marked incomplete or voided by a proctor."""
    SCHEDULED = "scheduled"
    IN_PROGRESS = "in_progress"
    """Running or paused."""
    FAILED = "failed"
    PASSED = "passed"


EXAM_STATE_ORDER: tuple[ExamState, ...] = tuple(ExamState)
"""From "nothing yet" to "passed": the roster sorts the exam column in this order."""


@dataclass(frozen=True)
class ExamStanding:
    """A trainee's latest exam sitting: its state, when, and its score (0-1) if finished.

    ``tampered`` is True when an instructor holding the seal key read it and the sitting's
    sealed records no longer match their seals (the score shown is then not to be trusted).
    """

    state: ExamState = ExamState.NONE
    at: datetime | None = None
    score: float | None = None
    sittings: int = 0
    sitting_id: int | None = None
    tampered: bool = False


NO_EXAM = ExamStanding()



@dataclass(frozen=True)
class TraineeSummary:
    """One roster line: totals, the last 7 days against the 7 before, the 14-day median
    answer time (the readiness window) and the latest exam."""

    user_id: int
    name: str
    display_name: str
    active: bool
    attempts: int
    correct: int
    avg_ms: float | None
    last_active: datetime | None
    recent_attempts: int
    recent_correct: int
    previous_attempts: int
    previous_correct: int
    window_median_ms: float | None
    exam: ExamStanding = NO_EXAM
    window_timed_out: int = 0
    """Time-outs in the readiness window (counted apart)."""
    window_kinds: tuple[tuple[str, Figures], ...] = ()
    """The readiness window per drill kind (readiness is judged per drill, the worst
    deciding: :func:`trainer.stats.readiness.readiness_by_drill`), in drill-kind order."""
    daily_unsound: bool = False
    """A daily practice row of the trainee's is unreadable (edited outside the app): its
    times are left out of the medians until ``python -m trainer daily-rebuild``."""

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.attempts if self.attempts else None

    @property
    def recent_accuracy(self) -> float | None:
        return self.recent_correct / self.recent_attempts if self.recent_attempts else None

    @property
    def previous_accuracy(self) -> float | None:
        return self.previous_correct / self.previous_attempts if self.previous_attempts else None

    @property
    def window(self) -> Figures:
        """The readiness window (the last :data:`READINESS_DAYS` days): both weeks together."""
        return Figures(
            self.recent_attempts + self.previous_attempts,
            self.recent_correct + self.previous_correct,
            None,
            self.window_median_ms,
            self.window_timed_out,
        )
