"""Homework: what an assignment asks, and whether a trainee has done it.

Plain data and pure functions; the store (:mod:`trainer.store.homework`) reads the answers
and lesson checks and hands them here. An assignment is set per cohort: a subject (a drill
kind, the Table, or a lesson), a target and a due date, a Macau calendar day
(:mod:`trainer.macau_time`). It is due at the end of that day: answers up to Macau midnight
count, the first instant of the next Macau day is late.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from enum import Enum

from trainer.kinds import TABLE_KIND
from trainer.macau_time import MACAU, macau_day

SAMKONG_TABLE = "samkong"
"""The key of the Sam Kong Table's subject (``table:samkong``); the baccarat Table's is
:data:`~trainer.kinds.TABLE_KIND` (``table:table``, as stored before the Sam Kong Table)."""

SAMKONG_CELL_HEAD = "samkong-table:"
"""The head of every Sam Kong Table step's cell (:data:`trainer.table.samkong.base.CELL`):
both games' steps are stored as ``table`` attempts, told apart by their cells."""

ALL_DRILLS = "all"
"""The key of the subject "all drills" (every Practice drill and the Table): only for
:attr:`TargetKind.DUE_CLEARED`, whose due reviews mix the kinds."""


class SubjectKind(Enum):
    """What an assignment is about."""

    DRILL = "drill"
    """A Practice drill kind (:class:`trainer.drills.DrillKind` value)."""
    TABLE = "table"
    """The dealer's Table (its graded steps), one game: the key :data:`TABLE_KIND` is the
    baccarat Table, :data:`SAMKONG_TABLE` the Sam Kong Table."""
    LESSON = "lesson"
    """A lesson: done when its check is passed."""


class TargetKind(Enum):
    """How an assignment's target is measured."""

    ANSWERS = "answers"
    """At least ``value`` answers (right or wrong)."""
    ACCURACY = "accuracy"
    """At least ``value`` per cent right over the last ``window`` answers."""
    PACE = "pace"
    """Median time of the last ``window`` answers at most ``value`` ms; a wrong answer never
    counts as fast (it sorts as slower than any right one)."""
    DUE_CLEARED = "due_cleared"
    """Every due review of the subject cleared (its FSRS cards): none due
    at the due moment; the store counts them with ``trainer.store.homework.due_reviews``."""
    PASSED = "passed"
    """A lesson's check passed (the only target of a lesson)."""


class Status(Enum):
    """A trainee's state on one assignment."""

    DONE = "done"
    """The target was met by the due moment."""
    LATE = "late"
    """The due moment has passed without the target met by then."""
    IN_PROGRESS = "in_progress"
    """Not yet met, not yet due, something done since the assignment started."""
    NOT_STARTED = "not_started"
    """Not yet due and nothing done since the assignment started."""
    NOT_AVAILABLE = "not_available"
    """The target cannot be measured (a :attr:`TargetKind.DUE_CLEARED` without card counts)."""


@dataclass(frozen=True)
class Subject:
    """A drill kind, a game of the Table or a lesson; ``key`` is the drill kind, the game
    (:data:`TABLE_KIND` for baccarat, :data:`SAMKONG_TABLE`) or the lesson id."""

    kind: SubjectKind
    key: str

    @classmethod
    def drill(cls, kind: str) -> Subject:
        return cls(SubjectKind.DRILL, kind)

    @classmethod
    def table(cls) -> Subject:
        """The baccarat Table's steps."""
        return cls(SubjectKind.TABLE, TABLE_KIND)

    @classmethod
    def samkong_table(cls) -> Subject:
        """The Sam Kong Table's steps."""
        return cls(SubjectKind.TABLE, SAMKONG_TABLE)

    @classmethod
    def lesson(cls, lesson_id: str) -> Subject:
        return cls(SubjectKind.LESSON, lesson_id)

    @classmethod
    def all_drills(cls) -> Subject:
        """Every drill and the Table (for "all due reviews cleared")."""
        return cls(SubjectKind.DRILL, ALL_DRILLS)

    @property
    def is_all_drills(self) -> bool:
        """Every drill and both games of the Table ("all due reviews cleared")."""
        return self.kind is SubjectKind.DRILL and self.key == ALL_DRILLS

    @property
    def is_samkong_table(self) -> bool:
        return self.kind is SubjectKind.TABLE and self.key == SAMKONG_TABLE

    @property
    def drill_kind(self) -> str | None:
        """The attempts' ``drill_kind`` this subject counts, None for a lesson or for
        all drills (every kind counts); either game of the Table, :data:`TABLE_KIND`."""
        if self.kind is SubjectKind.TABLE:
            return TABLE_KIND
        return None if self.kind is SubjectKind.LESSON or self.is_all_drills else self.key

    @property
    def samkong_cells(self) -> bool | None:
        """Which of the ``table`` attempts a Table subject counts: True the Sam Kong Table's
        (cells under :data:`SAMKONG_CELL_HEAD`), False the baccarat Table's (every other),
        None for any other subject (its drill kind says it all)."""
        if self.kind is not SubjectKind.TABLE:
            return None
        return self.is_samkong_table

    def counts(self, drill_kind: str, cell: str | None) -> bool:
        """Whether an answer of ``drill_kind`` on ``cell`` counts toward this subject (the
        rule the store's queries say in SQL, :mod:`trainer.store.homework`)."""
        if self.kind is SubjectKind.LESSON:
            return False
        if self.drill_kind is not None and drill_kind != self.drill_kind:
            return False
        samkong = self.samkong_cells
        return samkong is None or (cell or "").startswith(SAMKONG_CELL_HEAD) is samkong

    def code(self) -> str:
        """Stored form: ``drill:draw``, ``table:table``, ``table:samkong``, ``lesson:<id>``."""
        return f"{self.kind.value}:{self.key}"

    @classmethod
    def from_code(cls, text: str) -> Subject:
        kind, _, key = text.partition(":")
        return cls(SubjectKind(kind), key)


@dataclass(frozen=True)
class Target:
    """What counts as done. ``value``: answers, per cent, or milliseconds; ``window``: the
    last N answers accuracy and pace are measured over (None for the other kinds)."""

    kind: TargetKind
    value: int = 0
    window: int | None = None

    def __post_init__(self) -> None:
        windowed = self.kind in (TargetKind.ACCURACY, TargetKind.PACE)
        if windowed and (self.window is None or self.window < 1):
            raise ValueError(f"a {self.kind.value} target needs a window of 1 or more")
        if self.kind is TargetKind.ACCURACY and not 0 < self.value <= 100:
            raise ValueError("an accuracy target is 1 to 100 per cent")
        if self.kind in (TargetKind.ANSWERS, TargetKind.PACE) and self.value < 1:
            raise ValueError(f"a {self.kind.value} target is 1 or more")


@dataclass(frozen=True)
class Assignment:
    """One assignment as stored. ``starts_on`` and ``due_on`` are Macau days: answers from
    the start of ``starts_on`` count, and the target is due by the end of ``due_on``."""

    id: int
    cohort_id: int
    subject: Subject
    target: Target
    starts_on: date
    due_on: date
    created_by: int | None = None

    @property
    def starts_at(self) -> datetime:
        return macau_midnight(self.starts_on)

    @property
    def due_at(self) -> datetime:
        """The first instant that is late: midnight (Macau) after ``due_on``."""
        return macau_midnight(self.due_on + timedelta(days=1))


def macau_midnight(day: date) -> datetime:
    """The aware instant a Macau calendar ``day`` starts."""
    return datetime.combine(day, time(), tzinfo=MACAU)


@dataclass(frozen=True)
class Answer:
    """One stored answer as homework counts it."""

    answered_at: datetime
    correct: bool
    ms_taken: int


@dataclass(frozen=True)
class Progress:
    """One trainee on one assignment. ``done_at``: when the target was first met (may be
    after the due moment), ``answers``: answers counted since the start, ``measure``: the
    figure the target is judged on at the last answer (answers, per cent, median ms; None
    when there is nothing to measure yet)."""

    status: Status
    done_at: datetime | None = None
    answers: int = 0
    measure: float | None = None


def _measure(target: Target, answers: Sequence[Answer]) -> float | None:
    """The target's figure over ``answers`` (all answers so far, oldest first)."""
    if target.kind is TargetKind.ANSWERS:
        return float(len(answers))
    window = target.window or 1
    if len(answers) < window:
        return None
    last = answers[-window:]
    if target.kind is TargetKind.ACCURACY:
        return 100.0 * sum(a.correct for a in last) / window
    if target.kind is TargetKind.PACE:
        times = sorted(a.ms_taken if a.correct else float("inf") for a in last)
        middle = window // 2
        return times[middle] if window % 2 else (times[middle - 1] + times[middle]) / 2
    return None


def _met(target: Target, figure: float | None) -> bool:
    if figure is None:
        return False
    if target.kind is TargetKind.PACE:
        return figure <= target.value
    return figure >= target.value


@dataclass(frozen=True)
class DueReviews:
    """One trainee's review cards of a subject as they stood at one moment: ``cards`` held,
    ``left`` of them due, and ``last_review``, the latest answer on any of them by then."""

    cards: int = 0
    left: int = 0
    last_review: datetime | None = None

    def cleared_since(self, start: datetime) -> datetime | None:
        """Since when nothing has been due (not before ``start``), None when some card is
        due or there is no card at all (a subject never answered is not "cleared").

        With every card not due, none fell due since the latest review (it would still be
        due, unanswered), so the queue has been clear since that review at the latest."""
        if self.cards == 0 or self.left:
            return None
        if self.last_review is None or self.last_review < start:
            return start
        return self.last_review


def progress_of(
    assignment: Assignment,
    answers: Sequence[Answer],
    now: datetime,
    *,
    passed_at: datetime | None = None,
    opened: bool = False,
    due_now: DueReviews | None = None,
    due_then: DueReviews | None = None,
) -> Progress:
    """The trainee's :class:`Progress` at ``now`` from their answers in the subject since
    the assignment started (oldest first), or for a lesson from when its check was passed
    (``passed_at``) and whether it was opened.

    For :attr:`TargetKind.DUE_CLEARED`: from the review cards at ``now`` (``due_now``;
    None: not available) and, once the due moment has passed, as they stood just before
    it (``due_then``): done if nothing was due then; cleared only later is late."""
    target, due = assignment.target, assignment.due_at
    done_at: datetime | None = None
    measure: float | None = None
    if target.kind is TargetKind.DUE_CLEARED:
        if due_now is None:
            return Progress(Status.NOT_AVAILABLE, answers=len(answers))
        started = bool(answers)
        measure = float(due_now.left) if due_now.cards else None  # no card: nothing measured
        if now >= due and due_then is not None:
            done_at = due_then.cleared_since(assignment.starts_at)
        if done_at is None:
            done_at = due_now.cleared_since(assignment.starts_at)
    elif assignment.subject.kind is SubjectKind.LESSON:
        done_at = passed_at
        started = opened or passed_at is not None
    else:
        started = bool(answers)
        if target.kind is TargetKind.ANSWERS:
            if len(answers) >= target.value:
                done_at = answers[target.value - 1].answered_at
        else:
            window = target.window or 1
            for i in range(window - 1, len(answers)):
                if _met(target, _measure(target, answers[i + 1 - window : i + 1])):
                    done_at = answers[i].answered_at
                    break
        measure = _measure(target, answers)
    if done_at is not None and done_at < due:
        status = Status.DONE
    elif now >= due:
        status = Status.LATE
    else:
        status = Status.IN_PROGRESS if started else Status.NOT_STARTED
    return Progress(status, done_at, len(answers), measure)


@dataclass(frozen=True)
class CompletionPoint:
    """A cohort's completion on one Macau day: trainees done by the end of it."""

    day: date
    done: int
    trainees: int

    @property
    def share(self) -> float:
        return self.done / self.trainees if self.trainees else 0.0


def completion_over_time(
    assignment: Assignment, done_at: Sequence[datetime | None], until: date
) -> list[CompletionPoint]:
    """Per Macau day from the start to ``until`` (at most the due day), how many of the
    cohort's trainees (one entry each in ``done_at``) had met the target by the day's end."""
    days: list[CompletionPoint] = []
    last = min(until, assignment.due_on)
    finished = sorted(macau_day(d) for d in done_at if d is not None)
    day = assignment.starts_on
    while day <= last:
        days.append(CompletionPoint(day, sum(1 for d in finished if d <= day), len(done_at)))
        day += timedelta(days=1)
    return days


@dataclass(frozen=True)
class TraineeHomework:
    """One trainee's line on one assignment (the Dashboard's status table, the CSV)."""

    user_id: int
    name: str
    display_name: str
    progress: Progress


@dataclass(frozen=True)
class AssignmentReport:
    """An assignment with every trainee of its cohort and the cohort's completion."""

    assignment: Assignment
    trainees: tuple[TraineeHomework, ...]
    completion: tuple[CompletionPoint, ...]


@dataclass(frozen=True)
class HomeworkItem:
    """What a trainee sees of one assignment (the Today screen): its terms and their
    status."""

    assignment: Assignment
    progress: Progress


MIN_REVIEWS = 20
"""Fewer reviews than this in 30 days: the retention is shown with a "too little data" note."""


@dataclass(frozen=True)
class ScheduleHealth:
    """One trainee's schedule health.

    ``due_backlog``: review cards due now. ``retention``: the share of reviews of cards
    already seen (a cell answered before) answered right in the last 30 days, over
    ``reviews_30`` such reviews (None when there were none), to set against the cohort's
    ``desired_retention``."""

    user_id: int
    name: str
    display_name: str
    days_practised_14: int
    due_backlog: int | None = None
    retention: float | None = None
    reviews_30: int = 0
    desired_retention: float | None = None

    @property
    def retention_measured(self) -> bool:
        """Enough reviews for the retention to mean something (:data:`MIN_REVIEWS`)."""
        return self.retention is not None and self.reviews_30 >= MIN_REVIEWS
