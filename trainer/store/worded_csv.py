"""The school's exports in words: the Dashboard's roster as a cohort CSV,
and the attempt log with the drill, question and answer as the screen says them.

The words come from ``ui`` (the core holds no language); the codes beside them come from the
same values the Dashboard shows (a :class:`~trainer.stats.RosterLine`, an
:class:`~trainer.store.models.AttemptRow`), never worked out a second way. Each file is the
worded columns first, in the chosen language, then the codes under fixed English names, so a
spreadsheet reads the words and a script the codes. Cells go through
:func:`trainer.csv_cells.csv_writer` (formula injection); the files are UTF-8 with a
byte-order mark, as every export of the app, so Excel shows Chinese names.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from sqlalchemy import Connection, select

from trainer.auth import Actor
from trainer.csv_cells import csv_writer
from trainer.errors import StoreError
from trainer.stats import RosterLine
from trainer.store import schema as s
from trainer.store._common import require_instructor
from trainer.store.models import AttemptRow
from trainer.store.report_base import ReportBase

COHORT_WORDED = 7
"""The cohort CSV's worded columns: trainee, sign-in name, staff ID, accuracy, speed,
readiness, exam (their headers in the chosen language)."""
COHORT_CODE_COLUMNS: tuple[str, ...] = (
    "user_id",
    "accuracy",
    "median_ms",
    "readiness",
    "readiness_drill",
    "exam_state",
    "exam_score",
)
"""The cohort CSV's code columns, after the worded ones: accuracy as a share (0-1, all
time), the median answer time of the readiness window in ms, the readiness status and the
drill that decides it, the latest exam's state and score (0-1)."""


@dataclass(frozen=True)
class WordedRoster:
    """The roster as the Dashboard shows it: its headers and, per line in the order shown,
    the words of its accuracy, speed, readiness and exam cells (worded by ``ui`` on the GUI
    thread, handed over as plain data)."""

    headers: tuple[str, ...]
    """The seven worded headers (:data:`COHORT_WORDED`)."""
    lines: tuple[tuple[RosterLine, tuple[str, str, str, str]], ...]


def _share(value: float | None) -> str:
    return "" if value is None else f"{value:.4f}"


def cohort_codes(line: RosterLine) -> tuple[Any, ...]:
    """The code cells of one roster line (:data:`COHORT_CODE_COLUMNS`)."""
    summary, verdict = line.summary, line.readiness
    median = summary.window_median_ms
    return (
        summary.user_id,
        _share(summary.accuracy),
        "" if median is None else round(median),
        verdict.status.value,
        verdict.drill_kind or "",
        summary.exam.state.value,
        _share(summary.exam.score),
    )


def cohort_rows(roster: WordedRoster, staff_ids: Mapping[int, str]) -> Iterator[tuple[Any, ...]]:
    """The cohort CSV's rows, header first: worded columns, then the codes."""
    if len(roster.headers) != COHORT_WORDED:
        raise ValueError(f"a cohort CSV has {COHORT_WORDED} worded headers")
    yield (*roster.headers, *COHORT_CODE_COLUMNS)
    for line, (accuracy, speed, readiness, exam) in roster.lines:
        summary = line.summary
        yield (summary.display_name, summary.name, staff_ids.get(summary.user_id, ""),
               accuracy, speed, readiness, exam, *cohort_codes(line))


class AttemptWords(Protocol):
    """How ``ui`` words the attempt log (the screen's words, in the chosen language)."""

    def headers(self) -> Sequence[str]:
        """The worded columns' headers."""

    def cells(self, attempt: AttemptRow) -> Sequence[str]:
        """One attempt's worded cells (as many as :meth:`headers`)."""


def worded_attempt_rows(
    words: AttemptWords,
    code_header: Sequence[str],
    rows: Iterable[tuple[AttemptRow, Sequence[Any]]],
) -> Iterator[tuple[Any, ...]]:
    """The attempt-log CSV's rows, header first: ``words``' columns, then each attempt's code
    cells (``rows`` pairs an attempt with them)."""
    headers = tuple(words.headers())
    yield (*headers, *code_header)
    for attempt, codes in rows:
        cells = tuple(words.cells(attempt))
        if len(cells) != len(headers):
            raise ValueError("an attempt worded with more or fewer cells than headers")
        yield (*cells, *codes)


def write_rows(target: Path | str, rows: Iterable[Sequence[Any]]) -> int:
    """Write ``rows`` (header first) to ``target`` as UTF-8 with a byte-order mark, every
    cell made inert; returns the rows written after the header. StoreError
    ``file_unwritable`` when the file cannot be written."""
    written = -1
    try:
        with open(target, "w", encoding="utf-8-sig", newline="") as f:
            writer = csv_writer(f)
            for row in rows:
                writer.writerow(row)
                written += 1
    except OSError as e:
        raise StoreError("unreadable", f"cannot write {target}: {e}",
                         code="file_unwritable", params={"path": str(target)}) from e
    return max(written, 0)


class CohortExport(ReportBase):
    """The cohort CSV (part of :class:`trainer.store.reports.Reports`)."""

    def export_cohort_csv(
        self, actor: Actor, cohort_id: int | None, roster: WordedRoster, target: Path | str
    ) -> int:
        """Write the roster shown for ``cohort_id`` (None: trainees in no cohort) to
        ``target`` with each trainee's staff ID (instructors only), and record the export
        in the audit log in the same transaction; returns the trainees written."""

        def run(conn: Connection) -> int:
            require_instructor(conn, actor, "export the roster of")
            ids = [line.summary.user_id for line, _words in roster.lines]
            u = s.users
            staff_ids = {
                row.id: row.staff_id or ""
                for row in conn.execute(select(u.c.id, u.c.staff_id).where(u.c.id.in_(ids)))
            } if ids else {}
            written = write_rows(target, cohort_rows(roster, staff_ids))
            # Recorded as every export is, after the file was written, in the transaction
            # that read the staff IDs.
            self._exams.audit.record_export_in(conn, actor, "cohort_roster", target, written,
                                               {"cohort": cohort_id})
            return written

        return self._db.write(run)
