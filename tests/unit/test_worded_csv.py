"""The school's exports in words (issue 25 point 16), without Qt: the cohort CSV's and the
attempt-log CSV's builders put the worded columns first and the codes after, every cell made
inert for spreadsheets, UTF-8 with a byte-order mark; the cohort CSV carries staff IDs and is
audited as the HR CSV is (on SQLite and PostgreSQL)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

import pytest

from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.errors import PermissionDenied, StoreError
from trainer.stats import PassMark, ReadinessStatus, roster_lines
from trainer.stats.values import ExamState
from trainer.store import NewAttempt, Store
from trainer.store.attempt_log import CSV_COLUMNS, write_attempts_csv
from trainer.store.models import AttemptRow
from trainer.store.worded_csv import (
    COHORT_CODE_COLUMNS,
    WordedRoster,
    cohort_rows,
    write_rows,
)

NOW = datetime(2025, 3, 20, 4, 0, tzinfo=UTC)
HEADERS = ("學員", "登入名稱", "員工編號", "準確率", "中位數", "準備程度", "考試")


def roster_of(store: Store, boss: Actor, cohort_id: int) -> WordedRoster:
    """The roster as the Dashboard loads it, worded by a stand-in for ``ui``."""
    lines = roster_lines(store.reports_with(clock=lambda: NOW).roster_summary(boss, cohort_id),
                         PassMark())
    return WordedRoster(HEADERS, tuple(
        (line, (f"acc {line.summary.attempts}", "spd", line.readiness.status.name, "exam"))
        for line in lines))


@pytest.fixture
def school(store: Store, instructor: Actor) -> tuple[int, int, int]:
    cohort = store.roster.create_cohort(instructor, "2025 春季班")
    amy = store.roster.create_trainee(instructor, "amy", "陳大文", cohort.id, "1234")
    bob = store.roster.create_trainee(instructor, "bob", "=HYPERLINK(\"x\")", cohort.id, "1234")
    store.roster.set_staff_id(instructor, amy.id, "M-0042")
    for n, ok in enumerate((True, True, False)):
        session = store.practice.start_session(amy.as_actor(), "draw", {})
        store.practice.record_attempt(amy.as_actor(), NewAttempt(
            session_id=session, drill_kind="draw",
            question={"kind": "draw", "cell": "banker:6:7"}, answer={"draws": True},
            expected={"draws": True}, correct=ok, ms_taken=1000 + 500 * n, cell="banker:6:7",
            answered_at=datetime(2025, 3, 19, 2, n, tzinfo=UTC)))
    return cohort.id, amy.id, bob.id


def test_cohort_rows_are_the_words_given_then_the_codes_of_the_same_lines(
    store: Store, instructor: Actor, school: tuple[int, int, int]
) -> None:
    cohort_id, amy_id, bob_id = school
    roster = roster_of(store, instructor, cohort_id)
    rows = list(cohort_rows(roster, {amy_id: "M-0042"}))
    assert rows[0] == (*HEADERS, *COHORT_CODE_COLUMNS)
    by_id = {row[7]: row for row in rows[1:]}
    amy = by_id[amy_id]
    assert amy[:7] == ("陳大文", "amy", "M-0042", "acc 3", "spd", "NOT_ENOUGH_DATA", "exam")
    line = next(line for line, _w in roster.lines if line.summary.user_id == amy_id)
    assert amy[8] == f"{line.summary.accuracy:.4f}" == "0.6667"
    assert amy[10:] == (ReadinessStatus.NOT_ENOUGH_DATA.value, line.readiness.drill_kind or "",
                        ExamState.NONE.value, "")
    assert by_id[bob_id][2] == "" and by_id[bob_id][8] == ""  # no answers: no accuracy
    with pytest.raises(ValueError):
        list(cohort_rows(WordedRoster(HEADERS[:3], ()), {}))


def test_export_cohort_csv_writes_bom_inert_cells_staff_ids_and_an_audit_row(
    store: Store, instructor: Actor, school: tuple[int, int, int], tmp_path: Path
) -> None:
    cohort_id, amy_id, _bob_id = school
    target = tmp_path / "春季班-roster.csv"
    assert store.reports.export_cohort_csv(
        instructor, cohort_id, roster_of(store, instructor, cohort_id), target) == 2
    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))
    assert rows[0][:7] == list(HEADERS) and len(rows) == 3
    names = {row[0]: row for row in rows[1:]}
    assert names["陳大文"][2] == "M-0042" and names["陳大文"][7] == str(amy_id)
    assert "'=HYPERLINK(\"x\")" in names  # a formula is written as text
    entry = store.audit.trail(instructor).rows[0].entry  # newest first
    assert entry.action == AuditAction.EXPORTED.value and entry.subject == target.name
    assert json.loads(entry.detail_json) == {"what": "cohort_roster", "cohort": cohort_id,
                                             "rows": 2}


def test_export_cohort_csv_is_for_instructors_and_says_an_unwritable_file(
    store: Store, instructor: Actor, school: tuple[int, int, int], tmp_path: Path
) -> None:
    cohort_id, _amy, _bob = school
    roster = roster_of(store, instructor, cohort_id)
    before = store.audit.trail(instructor).total
    with pytest.raises(PermissionDenied):
        store.reports.export_cohort_csv(store.authenticate("amy", "1234"), cohort_id, roster,
                                        tmp_path / "x.csv")
    with pytest.raises(StoreError) as refused:
        store.reports.export_cohort_csv(instructor, cohort_id, roster,
                                        tmp_path / "missing" / "x.csv")
    assert refused.value.code == "file_unwritable"
    assert store.audit.trail(instructor).total == before  # nothing recorded


class FakeWords:
    """A stand-in for ``ui``'s wording of the attempt log."""

    def headers(self) -> Sequence[str]:
        return ("練習", "情況", "答案")

    def cells(self, attempt: AttemptRow) -> Sequence[str]:
        return (f"kind {attempt.drill_kind}", "@SUM(A1)", "right" if attempt.correct else "x")


def test_attempt_csv_in_words_puts_the_codes_after_the_words(
    store: Store, instructor: Actor, school: tuple[int, int, int], tmp_path: Path
) -> None:
    _cohort, amy_id, _bob = school
    target = tmp_path / "amy.csv"
    assert store.reports.export_attempts_csv(instructor, amy_id, target, words=FakeWords()) == 3
    rows = list(csv.reader(io.StringIO(target.read_bytes().decode("utf-8-sig"))))
    assert rows[0] == ["練習", "情況", "答案", *CSV_COLUMNS]
    assert [row[:3] for row in rows[1:]] == [["kind draw", "'@SUM(A1)", "right"]] * 2 + [
        ["kind draw", "'@SUM(A1)", "x"]]
    codes = [dict(zip(CSV_COLUMNS, row[3:], strict=True)) for row in rows[1:]]
    assert [c["correct"] for c in codes] == ["1", "1", "0"]
    assert {c["cell"] for c in codes} == {"banker:6:7"} and {c["user"] for c in codes} == {"amy"}
    # Without words the file is the codes alone, as before.
    out = io.StringIO()
    page = store.reports.attempt_page(instructor, amy_id)
    assert write_attempts_csv(out, page.rows, "amy", "陳大文") == 3
    assert next(csv.reader(io.StringIO(out.getvalue()))) == list(CSV_COLUMNS)


def test_write_rows_counts_the_rows_after_the_header(tmp_path: Path) -> None:
    assert write_rows(tmp_path / "a.csv", [("h",), ("-5",), ("+x",)]) == 2
    text = (tmp_path / "a.csv").read_text(encoding="utf-8-sig")
    assert text.splitlines() == ["h", "-5", "'+x"]
    assert write_rows(tmp_path / "b.csv", []) == 0
