"""Plain values the store hands in and out: frozen dataclasses, no SQL, no database rows."""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import TYPE_CHECKING, Any, NamedTuple

from trainer.auth import Actor, Role
from trainer.csv_cells import csv_writer, inert_line

if TYPE_CHECKING:  # imported where cells are decoded: importing the drills at start-up costs
    from trainer.drills.cell import Cell

Json = Any
"""A JSON-able value (dict, list, str, int, float, bool or None), stored as JSON text."""


@dataclass(frozen=True)
class User:
    """A person on the roster. ``secret_hash`` never leaves the store."""

    id: int
    name: str
    display_name: str
    role: Role
    cohort_id: int | None
    active: bool
    created_at: datetime
    staff_id: str | None = None
    """The school's own staff number (optional; v9), for HR exports."""

    def as_actor(self) -> Actor:
        return Actor(self.id, self.name, self.display_name, self.role, self.cohort_id)


@dataclass(frozen=True)
class Cohort:
    """A training group (a class intake)."""

    id: int
    name: str
    created_at: datetime
    created_by: int | None
    archived_at: datetime | None = None
    """v9: when an instructor archived it (hidden from lists, kept in reports), or None."""

    @property
    def archived(self) -> bool:
        return self.archived_at is not None


@dataclass(frozen=True)
class ImportLineError:
    """One refused line of a roster CSV: its 1-based line number, a stable code and a message.

    ``reason`` is one of ``columns``, ``name``, ``pin``, ``duplicate``, ``cohort``. ``code``
    and ``params`` say exactly what, for the UI to word (the codes of
    :class:`~trainer.errors.StoreError`, plus ``csv_columns`` (``found``) and ``csv_repeated``
    (``name``)).
    """

    line: int
    reason: str
    message: str
    code: str = ""
    params: Mapping[str, str | int] = field(default_factory=dict)
    source: str = field(default="", repr=False)
    """The line as it stands in the file, without its line ending (it holds a PIN: kept out
    of ``repr``), so the refused lines can be saved, corrected and imported again."""


ROSTER_CSV_HEADER = "name,cohort,pin,display name"
"""The header of a roster CSV written by the app (an import skips it)."""


@dataclass(frozen=True)
class ImportReport:
    """What :meth:`Roster.import_roster_csv` did: users created and lines refused."""

    created: tuple[User, ...] = ()
    errors: tuple[ImportLineError, ...] = ()
    cohorts_created: tuple[Cohort, ...] = ()
    delimiter: str = ","
    """The delimiter the file was read with (the refused lines are saved with it)."""

    @property
    def ok(self) -> bool:
        return not self.errors

    def refused_csv(self) -> str:
        """The refused lines as they stood in the file, in order, under a header: a roster
        CSV (CRLF line endings, as spreadsheets write them, and the file's delimiter) for the
        instructor to correct and import again. A cell that a spreadsheet would run as a
        formula is made inert (:mod:`trainer.csv_cells`); a line the CSV reader cannot read
        is kept as it stands, each piece between delimiters made inert."""
        out = io.StringIO()
        writer = csv_writer(out, delimiter=self.delimiter, lineterminator="\r\n")
        writer.writerow(ROSTER_CSV_HEADER.split(","))
        for error in self.errors:
            try:
                cells = next(csv.reader([error.source], delimiter=self.delimiter,
                                        skipinitialspace=True, strict=True), [])
            except csv.Error:
                out.write(f"{inert_line(error.source, self.delimiter)}\r\n")
                continue
            writer.writerow(cells)
        return out.getvalue()


@dataclass(frozen=True)
class NewAttempt:
    """One graded answer to record.

    ``question``, ``answer`` and ``expected`` are JSON-able values (the question as shown,
    the answer given, the right answer); ``cell`` is the drill cell key used for weak-spot
    statistics, e.g. ``Cell.of("banker", 5, 4)`` (stored as ``"banker:5:4"``); ``reason`` and
    ``article`` are codes, never prose.
    ``answered_at`` defaults to the store's clock. ``attempt_uid`` (a UUID string the client
    makes before its first try) makes recording idempotent: a retry after a lost
    acknowledgement returns the row already stored instead of storing the answer again.
    """

    session_id: int
    drill_kind: str
    question: Json
    answer: Json
    correct: bool
    ms_taken: int
    cell: Cell | None = None
    seed: int | None = None
    reason: str | None = None
    article: str | None = None
    expected: Json = None
    shown_at: datetime | None = None
    answered_at: datetime | None = None
    attempt_uid: str | None = None
    fault: str | None = None
    """A wrong payout line's :class:`trainer.drills.Fault` code (None otherwise)."""


@dataclass(frozen=True)
class AttemptRow:
    """A recorded attempt as read back."""

    id: int
    session_id: int
    user_id: int
    drill_kind: str
    cell: Cell | None
    question: Json
    seed: int | None
    answer: Json
    correct: bool
    reason: str | None
    article: str | None
    expected: Json
    ms_taken: int
    answered_at: datetime
    shown_at: datetime | None
    fault: str | None = None
    """A wrong payout line's :class:`trainer.drills.Fault` code (None otherwise, and before
    schema 5)."""


class CellStat(NamedTuple):
    """Weak-spot statistics of one drill cell: answers, rule mistakes, mean answer time,
    when it was last answered, how many right answers in a row end its record, and the
    time-outs (counted apart)."""

    cell: Cell
    attempts: int
    wrong: int
    avg_ms: float
    last_attempt_at: datetime | None = None
    correct_streak: int = 0
    timed_out: int = 0
    """Time-outs, counted apart: not in ``attempts`` nor ``wrong``."""


@dataclass(frozen=True)
class TableProfile:
    """A named set of table rules (limits, commission, ...) as a JSON object."""

    id: int
    name: str
    rules: dict[str, Json] = field(default_factory=dict)
    updated_at: datetime | None = None
    row_version: int = 1  # what a save must carry back (compare-and-set)


@dataclass(frozen=True)
class ProfileUse:
    """What uses a table profile, asked before it is deleted: the exams whose drill
    sections name it (a sitting could not start without it) and the kept shoes that began
    at it (they resume with their own copy of the rules)."""

    exams: tuple[str, ...] = ()
    kept_shoes: int = 0


@dataclass(frozen=True)
class LessonProgress:
    """When a user first opened a lesson and when they passed its check (if they did)."""

    lesson_id: str
    opened_at: datetime
    check_passed_at: datetime | None


@dataclass(frozen=True)
class AttemptFilter:
    """What the attempt log shows: a drill kind, local days ``since``..``until`` (inclusive),
    right or wrong answers only. None means "any"."""

    drill_kind: str | None = None
    since: date | None = None
    until: date | None = None
    correct: bool | None = None


@dataclass(frozen=True)
class LogKey:
    """Where a page of the attempt log is read from (a keyset, never an OFFSET): the answer
    time and id of the row beside it; the page holds the rows older than it, or with
    ``newer`` the rows newer than it (still shown newest first)."""

    answered_at: datetime
    attempt_id: int
    newer: bool = False

    @classmethod
    def older_than(cls, row: AttemptRow) -> LogKey:
        """The page after ``row`` (the last row of a page): older attempts."""
        return cls(row.answered_at, row.id)

    @classmethod
    def newer_than(cls, row: AttemptRow) -> LogKey:
        """The page before ``row`` (the first row of a page): newer attempts."""
        return cls(row.answered_at, row.id, newer=True)


@dataclass(frozen=True)
class AttemptPage:
    """One page of the attempt log, newest first, and how many attempts match in all."""

    rows: tuple[AttemptRow, ...]
    total: int
    offset: int
    """How many newer attempts match before this page (where it stands in the count)."""
    user_id: int = 0
    flt: AttemptFilter = AttemptFilter()
    key: LogKey | None = None
    """The key the page was read from (None: the newest page)."""


@dataclass(frozen=True)
class Unlocked:
    """What :meth:`trainer.store.roster.Roster.unlock_by_name` did: whose count it cleared,
    whether a wait was running, and how many tries the count held."""

    user: User
    was_waiting: bool
    failures: int


@dataclass(frozen=True)
class NewShoe:
    """A shoe about to be dealt at the Table, as a replay needs it: the seed, the table
    profile as it is now (``TableRules.to_dict``), the settings (JSON), the mode and the
    session clock's first reading."""

    seed: int
    profile: Json
    settings: Json
    mode: str
    started: float


@dataclass(frozen=True)
class ShoeAction:
    """One graded action of a kept shoe: the step's number (from 1), the session method, its
    arguments as JSON and the session clock's reading."""

    number: int
    name: str
    args: Json
    at: float


@dataclass(frozen=True)
class KeptShoe:
    """An unfinished shoe of a trainee, with every action stored so far, in order."""

    id: int
    session_id: int
    seed: int
    profile: Json
    settings: Json
    mode: str
    started: float
    created_at: datetime
    actions: tuple[ShoeAction, ...]
