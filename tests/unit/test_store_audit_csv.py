"""The audit log's CSV export is formula-safe, as the other exports: a cohort or a file
named like a spreadsheet formula is written as text."""

from __future__ import annotations

from datetime import UTC, datetime

from trainer.audit import AuditAction
from trainer.store import open_store

# 15:59:59 UTC is 23:59:59 in Macau (UTC+8): one second before Macau midnight.
T0 = datetime(2026, 3, 1, 15, 59, 59, tzinfo=UTC)


class Clock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now


# ---- the audit log's CSV -----------------------------------------------------------------


def test_the_audit_csv_is_formula_safe(store_url: str, tmp_path) -> None:
    # The homework, results and HR exports go through csv_writer; the audit export did not:
    # a cohort (or a saved PDF) named "=HYPERLINK(...)" ran in the instructor's spreadsheet.
    import csv

    evil = '=HYPERLINK("http://x.example","open")'
    with open_store(store_url, clock=Clock(T0)) as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        cohort = store.roster.create_cohort(boss, evil)
        store.roster.archive_cohort(boss, cohort.id)
        store.audit.record(boss, AuditAction.EXPORTED, "@SUM(1+1).pdf")
        target = tmp_path / "audit.csv"
        # The school's creation and the cohort's are audited too (issue 25 point 3).
        assert store.audit.export_csv(boss, target) == 4
    with target.open(encoding="utf-8-sig", newline="") as f:
        cells = [cell for row in csv.reader(f) for cell in row]
    assert "'" + evil in cells and "'@SUM(1+1).pdf" in cells
    assert not [c for c in cells if c.startswith(("=", "+", "@"))]

