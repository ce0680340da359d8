"""Plain values about exams that the store hands out: exams, sittings, results, retakes."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta

from trainer.errors import BlueprintError
from trainer.exams.blueprint import Blueprint, OnInterrupt
from trainer.exams.scoring import ExamStatus, SectionScore
from trainer.exams.seal import SealState, SealStatus
from trainer.exams.table_part import TableSectionScore

__all__ = [
    "AssignedExam",
    "ExamInfo",
    "ExamWindow",
    "PassOnRecord",
    "RetakeGrant",
    "SealState",
    "SealStatus",
    "SittingInfo",
    "SittingResult",
]


@dataclass(frozen=True)
class ExamWindow:
    """When an exam may be started: from ``opens_at`` (inclusive) until ``closes_at``
    (exclusive), aware datetimes; None: no bound on that side."""

    opens_at: datetime | None = None
    closes_at: datetime | None = None

    def __post_init__(self) -> None:
        for when in (self.opens_at, self.closes_at):
            if when is not None and when.tzinfo is None:
                # A naive time names no instant (Macau? UTC?); comparing it with the
                # store's aware clock would fail at the first start.
                raise BlueprintError("window", "malformed",
                                     "an exam window needs times with a time zone")
        if (self.opens_at is not None and self.closes_at is not None
                and self.closes_at <= self.opens_at):
            raise BlueprintError("window", "out_of_range", "an exam must close after it opens")

    def refusal(self, now: datetime) -> tuple[str, datetime] | None:
        """Why a sitting cannot start at ``now`` (``not_open_yet`` or ``closed``, with the
        time it opens or closed), or None inside the window."""
        if self.opens_at is not None and now < self.opens_at:
            return "not_open_yet", self.opens_at
        if self.closes_at is not None and now >= self.closes_at:
            return "closed", self.closes_at
        return None


@dataclass(frozen=True)
class ExamInfo:
    """A stored exam: its current blueprint (cohorts included) and whether it is offered.

    ``version`` is the blueprint's version number (a save that changes the blueprint of an
    exam with sittings makes the next one); ``row_version`` is what a save must carry back
    (compare-and-set, see :class:`~trainer.errors.ChangedElsewhere`); ``sittings`` counts the
    sittings started under any version."""

    id: int
    blueprint: Blueprint
    active: bool
    created_by: int
    created_at: datetime
    version: int = 1
    row_version: int = 1
    window: ExamWindow = ExamWindow()
    sittings: int = 0

    @property
    def name(self) -> str:
        return self.blueprint.name


@dataclass(frozen=True)
class AssignedExam:
    """An exam a trainee may sit, with their attempts (retakes granted are included)."""

    exam: ExamInfo
    attempts_used: int
    attempts_allowed: int

    @property
    def attempts_left(self) -> int:
        return max(0, self.attempts_allowed - self.attempts_used)


@dataclass(frozen=True)
class SittingInfo:
    """One sitting: who, which exam (as it was when it started), when, and where it stands."""

    id: int
    exam_id: int
    exam_name: str
    trainee_id: int
    trainee_name: str
    trainee_display_name: str
    cohort_id: int | None
    proctor_id: int | None
    proctor_name: str | None
    attempt_no: int
    seed: int
    status: ExamStatus
    started_at: datetime
    deadline: datetime
    ended_at: datetime | None
    answered: int
    """Answers stored so far (drill answers and Table steps)."""
    question_count: int
    proctor_display_name: str | None = None
    exam_version: int = 1  # the exam's version the sitting started under (kept after edits)
    """The proctor's full name (for a certificate); ``proctor_name`` is their sign-in name."""
    on_interrupt: OnInterrupt | None = None
    """What the blueprint the sitting started under does after an interruption (None if its
    snapshot is unreadable)."""
    added_s: int = 0
    """Time proctors added to the deadline (seconds; sealed in the sitting's state)."""
    voided_by: str | None = None
    """The display name of the proctor who voided the sitting (status VOIDED), else None."""
    void_reason: str = ""
    """The reason the proctor gave for voiding it."""
    voided_at: datetime | None = None
    """When the proctor voided it (status VOIDED), else None."""
    void_given_back: bool | None = None
    """Whether the proctor gave the attempt back (an equipment fault: True) or it is used
    (misconduct: False); None when not voided, or voided before that choice was asked."""
    held_by: str | None = None
    """The other desk running this sitting right now, as seen by the desk that asked (only
    :meth:`~trainer.store.exam_sittings.ExamSittings.running_sitting` fills it); None when
    no other desk holds it, so that this desk may resume it."""
    table_games: tuple[str, ...] = ()
    """The games its blueprint's Table sections deal, in order (read from the blueprint the
    sitting started under, never stored apart): the resume notice says "round" at Sam Kong."""

    @property
    def attempt_given_back(self) -> bool:
        """A proctor voided the sitting and gave the attempt back (a sealed retake made with
        the void): the trainee already has it again, so a further retake is not what this
        sitting needs. False for a void that used the attempt (or one sealed before that
        choice was asked) and for every other sitting."""
        return self.status is ExamStatus.VOIDED and self.void_given_back is True

    @property
    def effective_deadline(self) -> datetime:
        """The deadline the trainee's desk keeps: the sealed one plus the time added."""
        return self.deadline + timedelta(seconds=self.added_s)

    @property
    def questions_answered(self) -> int:
        """Drill questions answered so far (Table steps are stored after them)."""
        return min(self.answered, self.question_count)

    @property
    def table_steps(self) -> int:
        """Table steps stored so far."""
        return max(0, self.answered - self.question_count)

    @property
    def table_game(self) -> str | None:
        """The game every Table section of the sitting deals (its coups are a Sam Kong
        table's rounds), None when it has none or they deal both games."""
        games = set(self.table_games)
        return games.pop() if len(games) == 1 else None


@dataclass(frozen=True)
class RunningSitting:
    """One running sitting as the proctor console lists it (plain data, Qt-free)."""

    sitting_id: int
    desk: str
    """The desk (computer) that started or last resumed it; "" when not recorded."""
    trainee_id: int
    trainee_name: str
    trainee_display_name: str
    exam_name: str
    question: int
    """The question on screen or next, from 1 (never above ``question_count``)."""
    question_count: int
    seconds_left: float
    added_s: int
    last_activity: datetime
    started_at: datetime
    table: TablePlace | None = None
    """Where it stands at the Table, once every question is answered and the exam has a
    Table section (None before, or when the stored steps cannot be replayed)."""


@dataclass(frozen=True)
class SittingResult:
    """An ended sitting's result as stored, and whether its seals hold.

    ``missed`` lists the question indexes not answered right; None when the reader may not
    see them (a trainee, when the blueprint hides them).
    """

    sitting: SittingInfo
    score: int
    max_score: int
    pass_mark: int
    passed: bool
    sections: tuple[SectionScore, ...]
    seal: SealStatus
    missed: tuple[int, ...] | None
    tables: tuple[TableSectionScore, ...] = ()
    """The Table sections' scores and pace (after the drill sections)."""
    counts: bool = False
    """This is the sitting that counts for the trainee's result in this exam, under the
    exam's :class:`~trainer.exams.counting.CountingRule`."""

    @property
    def percent(self) -> float:
        return 100.0 * self.score / self.max_score if self.max_score else 0.0


@dataclass(frozen=True)
class RetakeGrant:
    """An extra attempt at an exam, granted to a trainee by an instructor (who, when, why)."""

    id: int
    exam_id: int
    trainee_id: int
    granted_by: int
    granted_by_name: str
    granted_at: datetime
    note: str
    over_pass: int | None = None
    """The passed sitting this retake was granted over (then ``note`` is the reason)."""
    seal: SealStatus = field(default=SealStatus.UNVERIFIED, compare=False)
    """Whether the grant's seal holds (UNVERIFIED for a reader without the school key); a
    verdict on the record, not part of it, so it is left out of comparisons."""


@dataclass(frozen=True)
class PassOnRecord:
    """A trainee's most recent passed sitting of an exam (a retake over it needs a reason)."""

    sitting_id: int
    attempt_no: int
    passed_at: datetime
    """When the passing sitting ended."""


@dataclass(frozen=True)
class TablePlace:
    """Where a running sitting stands at its Table sections, as replayed from the stored
    steps (the proctor console says it once the questions are done): Table
    ``table`` of ``tables`` (from 1), coup ``coup`` of ``coups`` on it, ``steps`` steps
    taken there so far."""

    table: int
    tables: int
    coup: int
    coups: int
    steps: int
