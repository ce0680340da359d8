"""Attacks on the roster: roster files that are empty, binary, huge or in mixed encodings
never raise, and no trainee is added to an archived cohort (one by one or by import)."""

from __future__ import annotations

import os
from datetime import UTC, datetime

import pytest

from trainer.errors import StoreError
from trainer.roster_file import read_roster_file
from trainer.store import open_store

# 15:59:59 UTC is 23:59:59 in Macau (UTC+8): one second before Macau midnight.
T0 = datetime(2026, 3, 1, 15, 59, 59, tzinfo=UTC)


class Clock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now


# ---- roster files ----------------------------------------------------------------------


def test_roster_files_that_are_empty_binary_huge_or_mixed_never_raise() -> None:
    empty = read_roster_file(b"")
    assert empty is not None and empty.text == ""
    assert read_roster_file(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + os.urandom(512)) is None
    mixed = b"ann,A,1234\n" + "陳大文,A,1234\n".encode("cp950") + "李,A,1234\n".encode()
    found = read_roster_file(mixed)
    # Never silently read as mojibake: refused, or read so the UTF-8 name survives.
    assert found is None or "李" in found.text
    bom_semicolon = "\ufeffname;cohort;pin\n陳大文;A;1234\n".encode()
    got = read_roster_file(bom_semicolon)
    assert got is not None and (got.encoding, got.delimiter) == ("utf-8-sig", ";")
    assert got.text.startswith("name;")
    huge = read_roster_file(b"x" * 10_000_000)  # one 10 MB line: read, nothing to split
    assert huge is not None and huge.delimiter == ","


# ---- archived cohorts --------------------------------------------------------------------


def test_no_trainee_is_added_to_an_archived_cohort(store_url: str) -> None:
    # move_to_cohort refused an archived cohort, but create_trainee and the CSV import put
    # trainees there, where no list shows them.
    with open_store(store_url, clock=Clock(T0)) as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        cohort = store.roster.create_cohort(boss, "2025-A")
        store.roster.archive_cohort(boss, cohort.id)
        with pytest.raises(StoreError) as refused:
            store.roster.create_trainee(boss, "cat", "Cat", cohort.id, "1234")
        assert refused.value.code == "cohort_archived"
        report = store.roster.import_roster_csv(boss, "bob,2025-a,1234\nann,,1234\n")
        assert [u.name for u in report.created] == ["ann"]
        (line,) = report.errors
        assert (line.line, line.reason, line.code) == (1, "cohort", "cohort_archived")
        assert store.roster.cohort_sizes(boss) == {}
        store.roster.unarchive_cohort(boss, cohort.id)
        store.roster.create_trainee(boss, "cat", "Cat", cohort.id, "1234")

