"""Roster CSV import (issue 11, point 14, first half): any field size, any line ending, NUL
bytes, a BOM or junk give worded per-line errors and never an uncaught ``csv.Error``; PINs are
hashed only for the lines that pass every check, on several threads, with progress."""

from __future__ import annotations

import csv
import threading

import pytest

import trainer.store.roster as roster_module
from trainer.auth import Actor
from trainer.errors import StoreError
from trainer.store import Store

GOOD = ["ho.kl,2024-A,5678", "lei.sf,,1234", "wong.mc,2024-A,0042,Wong Man Chi"]


@pytest.fixture
def school(store: Store, instructor: Actor) -> Actor:
    store.roster.create_cohort(instructor, "2024-A")
    return instructor


def _created(store: Store, instructor: Actor) -> list[str]:
    return sorted(u.name for u in store.roster.trainees(instructor))


@pytest.mark.parametrize("ending", ["\n", "\r\n", "\r", "mixed"])
def test_every_line_ending_reads_the_same(
    ending: str, store: Store, school: Actor
) -> None:
    lines = ["name,cohort,pin", *GOOD, "bad,2024-A,12"]
    if ending == "mixed":
        text = ("name,cohort,pin\r\n" + GOOD[0] + "\r" + GOOD[1] + "\n" + GOOD[2]
                + "\r\nbad,2024-A,12")
    else:
        text = ending.join(lines) + ending
    report = store.roster.import_roster_csv(school, text)
    assert [u.name for u in report.created] == ["ho.kl", "lei.sf", "wong.mc"]
    # The refused line is numbered as an editor shows it, whatever the line endings.
    assert [(e.line, e.code) for e in report.errors] == [(5, "pin_rule")]


def test_a_field_of_any_size_is_a_worded_line_error(store: Store, school: Actor) -> None:
    limit = csv.field_size_limit()
    huge = "x" * (limit * 2)  # over the csv module's default limit (128 KiB)
    text = f'{GOOD[0]}\n"{huge}",2024-A,1234\n{GOOD[1]}\nann,2024-A,1234,{huge}\n'
    report = store.roster.import_roster_csv(school, text)
    assert [u.name for u in report.created] == ["ho.kl", "lei.sf"]
    assert [(e.line, e.code, dict(e.params)) for e in report.errors] == [
        (2, "name_too_long", {"what": "name", "limit": 64}),
        (4, "name_too_long", {"what": "display name", "limit": 100}),
    ]
    assert csv.field_size_limit() >= limit  # never lowered for the rest of the process


def test_quotes_nul_bytes_bom_and_junk_are_refused_lines(store: Store, school: Actor) -> None:
    text = (
        "\ufeffname,cohort,pin\r\n"  # 1 header after a BOM
        'ann,"2024-A"x,1234\n'  # 2 a stray character after a closing quote
        f"{GOOD[0]}\n"  # 3 good
        "b\x00ob,2024-A,1234\n"  # 4 a NUL byte in the name
        "cat,2024-A,12\x0034\n"  # 5 a NUL byte in the PIN
        "\x89PNG\x1a\x0b\x00\x00,\x01\x02,\x7f\n"  # 6 binary junk
        f"{GOOD[1]}\n"  # 7 good
        'dan,2024-A,"1234\n'  # 8 a quote never closed, to the end of the file
    )
    report = store.roster.import_roster_csv(school, text)
    assert [u.name for u in report.created] == ["ho.kl", "lei.sf"]
    assert [(e.line, e.code) for e in report.errors] == [
        (2, "csv_unreadable"),
        (4, "name_unstorable"),  # a NUL in a name is refused as unstorable (issue 11, point 7)
        (5, "pin_rule"),
        (6, "name_unstorable"),
        (8, "csv_unreadable"),
    ]
    assert all(e.message for e in report.errors)


def test_pins_are_hashed_only_for_lines_that_pass_every_check(
    store: Store, school: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.roster.create_trainee(school, "chan.tm", "Chan", None, "1111")
    hashed: list[str] = []
    real = roster_module.hash_secret

    def counting(secret: str) -> str:
        hashed.append(secret)
        return real(secret)

    monkeypatch.setattr(roster_module, "hash_secret", counting)
    text = (
        "ho.kl,2024-A,5678\n"  # good
        "kam,No Such Cohort,2468\n"  # unknown cohort (a database check)
        "CHAN.TM,,1357\n"  # already on the roster (a database check)
        "pun,2024-A,12ab\n"  # bad PIN
        "HO.KL,,9999\n"  # repeated in the file
        "lei.sf,,1234\n"  # good
    )
    report = store.roster.import_roster_csv(school, text)
    assert sorted(hashed) == ["1234", "5678"]
    assert [u.name for u in report.created] == ["ho.kl", "lei.sf"]
    assert [(e.line, e.code) for e in report.errors] == [
        (2, "cohort_unknown"), (3, "name_taken"), (4, "pin_rule"), (5, "csv_repeated")]
    assert store.authenticate("lei.sf", "1234").name == "lei.sf"


def test_pins_are_hashed_on_several_threads_with_progress(
    store: Store, school: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two hashes must be running at once for either to finish (a barrier, not a timer)."""
    barrier = threading.Barrier(2, timeout=30)
    threads: set[str] = set()
    real = roster_module.hash_secret

    def together(secret: str) -> str:
        threads.add(threading.current_thread().name)
        barrier.wait()  # BrokenBarrierError if the hashes ran one after another
        return real(secret)

    monkeypatch.setattr(roster_module, "hash_secret", together)
    seen: list[tuple[int, int]] = []
    text = "".join(f"t{i:03d},2024-A,{1000 + i}\n" for i in range(6))
    report = store.roster.import_roster_csv(
        school, text, lambda done, total: seen.append((done, total)), workers=2)
    assert len(report.created) == 6 and report.ok
    assert len(threads) == 2 and threading.current_thread().name not in threads
    assert seen == [(i, 6) for i in range(7)]


def test_a_cancelled_import_writes_nothing(
    store: Store, school: Actor
) -> None:
    progress: list[int] = []
    text = "".join(f"t{i:03d},2024-A,{1000 + i}\n" for i in range(5))
    with pytest.raises(StoreError) as e:
        store.roster.import_roster_csv(
            school, text, lambda done, _total: progress.append(done),
            cancelled=lambda: len(progress) >= 3, workers=1)
    assert e.value.code == "import_cancelled"
    assert _created(store, school) == []


def test_a_csv_reads_names_and_pins_as_sign_in_does(store: Store, school: Actor) -> None:
    """One name key (NFKC + casefold) inside the file as in the database, and a PIN typed with
    a Chinese input method's full-width digits is the same PIN (issue 11, point 7)."""
    text = ("Ângela,2024-a,１２３４\n"  # the cohort in another case, a full-width PIN
            "ÂNGELA,2024-A,5678\n"  # the same name as line 1 once folded
            "ΣΟΦΙΑ,2024-A,١٢٣٤\n")  # Arabic-Indic digits are not PIN digits
    report = store.roster.import_roster_csv(school, text)
    assert [u.name for u in report.created] == ["Ângela"]
    assert [(e.line, e.code) for e in report.errors] == [(2, "csv_repeated"), (3, "pin_rule")]
    assert store.roster.authenticate("ângela", "1234").name == "Ângela"
