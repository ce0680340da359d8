"""What the Today screen shows: plain, frozen data, no Qt.

The store builds a :class:`Today` in a fixed number of queries whatever the trainee's history
(``Store.today``); the screen only shows it. Days are Macau calendar days
(:mod:`trainer.macau_time`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from enum import Enum

from trainer.homework import HomeworkItem
from trainer.kinds import TABLE_KIND
from trainer.streak import Streak

SAMKONG_TABLE_LINE = "table:samkong"
"""The ``drill_kind`` of Today's Sam Kong Table line (:class:`DueCount`): the Sam Kong Table's
steps are stored, and their review cards kept, under :data:`TABLE_KIND` like the baccarat
Table's; Today counts them on a line of their own (:func:`due_line`), whose key opens the
Table at a Sam Kong table. The stored form of its homework subject too
(:meth:`trainer.homework.Subject.samkong_table`)."""


def due_line(drill_kind: str, samkong_cell: bool) -> str:
    """The line of Today a review card counts on: its drill kind's, but a Table card whose
    cell is the Sam Kong Table's (``samkong_cell``) on :data:`SAMKONG_TABLE_LINE`."""
    return SAMKONG_TABLE_LINE if drill_kind == TABLE_KIND and samkong_cell else drill_kind


COUP_CELL = "call:result"
"""The Table step a coup counts at: its result called right (the coup is dealt; as the
Table's charts count a dealt coup, :mod:`trainer.stats.table`)."""


SAMKONG_ROUND_CELL = "samkong-table:level"
"""The Sam Kong Table step a round counts at: the banker's level called right. A round
calls it once (a wrong call changes nothing and is called again; a hand's level is called
once), and a void round never reaches it: the deal's irregularities (art. 2), the one place
a round is voided, come before the levels. No more bets (``samkong-table:bets``) is once a
round too, but a void round has passed it."""

SAMKONG_ROUND_MARK = '"action":{"args":[{"i":0},'
"""What tells the banker's level call from a door's in the stored attempt: its question as
the store writes it (JSON with sorted keys and no spaces, :func:`trainer.store._common.dumps`)
holds the action, whose first argument is the hand, 0 for the banker
(:data:`trainer.table.samkong.model.BANKER`, tagged by
:func:`trainer.table.samkong.record.arg_to_json`). The cell alone says "a level", not whose;
the same text test runs in Python and in SQL (:mod:`trainer.store.daily`), so both count
alike (tests/unit/test_samkong_goal.py checks the mark against a stored shoe)."""


def goal_units(drill_kind: str, cell: str | None, correct: bool,
               question: str | None = None) -> int:
    """What one stored answer adds to the daily goal counted in answers:
    a Practice answer 1, right or wrong; a Table coup 1 as a unit, at its right result call,
    and a Sam Kong round 1, at its banker's level called right (``question``: the attempt's
    stored question text, :data:`SAMKONG_ROUND_MARK`); their other steps (thirty or so a
    coup) nothing. The daily table keeps the sum (``daily_practice.units``; its rebuild in
    SQL says the same, :mod:`trainer.store.daily`)."""
    if drill_kind != TABLE_KIND:
        return 1
    if not correct:
        return 0
    if cell == COUP_CELL:
        return 1
    return int(cell == SAMKONG_ROUND_CELL and question is not None
               and SAMKONG_ROUND_MARK in question)


class GoalUnit(Enum):
    """What a daily goal counts."""

    ANSWERS = "answers"
    """Answers given today (right or wrong), every drill together; a Table coup or a Sam
    Kong round counts as one answer, not its steps (:func:`goal_units`)."""
    MINUTES = "minutes"
    """Minutes spent answering today: the sum of the answers' times, rounded down."""


DEFAULT_GOAL_UNIT = GoalUnit.ANSWERS
DEFAULT_GOAL = 50
"""The daily goal when the cohort has none set: 50 answers."""

NEW_PER_DAY = 20
"""At most this many new cells per drill are offered on Today (Anki's default new cards a
day), so a drill with hundreds of cells does not greet a trainee with hundreds of "new"."""


@dataclass(frozen=True)
class DueCount:
    """One drill kind's reviews: ``due`` cards due now (as
    :func:`trainer.drills.schedule.due_count` counts them), ``new`` cells of the drill the
    trainee has never answered (capped by :data:`NEW_PER_DAY`)."""

    drill_kind: str
    due: int
    new: int


@dataclass(frozen=True)
class DailyGoal:
    """Today's goal: ``target`` answers or minutes, ``done`` so far today."""

    unit: GoalUnit
    target: int
    done: int

    @property
    def met(self) -> bool:
        return self.done >= self.target

    @property
    def fraction(self) -> float:
        """Progress from 0 to 1 (1 once met; a goal of 0 is met)."""
        if self.target <= 0:
            return 1.0
        return min(1.0, max(0.0, self.done / self.target))


@dataclass(frozen=True)
class HeatDay:
    """One practised Macau day of the heat map: its answers as the daily goal counts them
    (a Table coup or Sam Kong round one, :func:`goal_units`)."""

    day: date
    answers: int


@dataclass(frozen=True)
class NextLesson:
    """The first lesson, in curriculum order, whose check is not passed.

    ``lesson_id`` names it as the lessons code does (the catalogue's
    ``Catalogue.entry(lesson_id)`` gives its title in the user's language); ``title_key`` is
    its English title (the reference language), ``order`` its number in the lesson list."""

    lesson_id: str
    title_key: str
    order: int = 0


@dataclass(frozen=True)
class ExamWindow:
    """An active exam assigned to the trainee's cohort that they have not passed and still
    have a sitting left for (``attempts_left``, retakes included). ``opens``: the later of the
    trainee's next scheduled sitting not yet started (``exam_sittings.scheduled_at``) and the
    exam window's opening (``exams.opens_at``), None when neither is set; ``closes``: when the
    exam window closes (``exams.closes_at``), None for no close. An exam
    whose window has closed is not listed."""

    exam_id: int
    name: str
    opens: datetime | None
    closes: datetime | None
    attempts_left: int = 1


@dataclass(frozen=True)
class Today:
    """Everything the Today screen shows for one trainee on one Macau day."""

    day: date
    due: tuple[DueCount, ...]
    goal: DailyGoal
    streak: Streak
    heat: tuple[HeatDay, ...]
    """The last 12 months (Macau days), only days with practice, oldest first."""
    next_lesson: NextLesson | None
    """None when every lesson is passed."""
    homework: tuple[HomeworkItem, ...]
    exams: tuple[ExamWindow, ...]
    first_time: bool
    """No answer ever (the empty states)."""

    @property
    def due_total(self) -> int:
        return sum(d.due for d in self.due)


__all__ = [
    "COUP_CELL",
    "DEFAULT_GOAL",
    "DEFAULT_GOAL_UNIT",
    "NEW_PER_DAY",
    "SAMKONG_ROUND_CELL",
    "SAMKONG_ROUND_MARK",
    "SAMKONG_TABLE_LINE",
    "DailyGoal",
    "DueCount",
    "ExamWindow",
    "GoalUnit",
    "HeatDay",
    "NextLesson",
    "Today",
    "due_line",
    "goal_units",
]
