"""Roster CSV import (issue 11, point 14, first half): any field size, any line ending, NUL
bytes, a BOM or junk give worded per-line errors and never an uncaught ``csv.Error``; PINs are
hashed only for the lines that pass every check, on several threads, with progress."""

from __future__ import annotations

import csv
import random
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


# ---- One line, one record (review finding 5) ----------------------------------------------

QUOTE_CSV = (  # the reviewer's quote.csv: one stray quote on line 3
    "name,cohort,pin,display\n"
    "t1,A,1111,Tee One\n"
    't2,A,2222,"Nana\n'
    "t3,A,3333,Three\n"
    "t4,A,4444,Four\n"
    "t5,A,5555,Five\n"
    "t6,A,6666,Six\n"
    't7,A,7777,"Seven"\n'
    "t8,A,8888,Eight\n"
)


def test_a_stray_quote_refuses_its_own_line_only(store: Store, instructor: Actor) -> None:
    """Review finding 5: the unclosed quote on line 3 used to swallow lines 4 to 9 (t3 to t8
    neither created nor listed). A roster line never spans lines: only line 3 is refused."""
    store.roster.create_cohort(instructor, "A")
    report = store.roster.import_roster_csv(instructor, QUOTE_CSV)
    assert [u.name for u in report.created] == ["t1", "t3", "t4", "t5", "t6", "t7", "t8"]
    assert [u.display_name for u in report.created][-2:] == ["Seven", "Eight"]
    assert [(e.line, e.code) for e in report.errors] == [(3, "csv_unreadable")]
    assert report.errors[0].source == 't2,A,2222,"Nana'


def test_the_reviewers_mixed_file_lists_every_line_it_does_not_create(
    store: Store, instructor: Actor
) -> None:
    """Review finding 5, mixed.csv: the unclosed quote on line 2 used to drop 11 lines."""
    store.roster.create_cohort(instructor, "A")
    lines = [
        "name,cohort,pin",  # 1 header
        '"unclosed,A,1234',  # 2 a quote never closed
        "x" * 200_000 + ",A,1234",  # 3 a name of 200,000 characters
        "amy,A,1234",  # 4 good
        "AMY,A,1234",  # 5 the same name as line 4
        "bob\u202e,A,1234",  # 6 a right-to-left override in the name
        "zoe,A,12a4",  # 7 a letter in the PIN
        "ann,A,\u0661\u0662\u0663\u0664",  # 8 Arabic-Indic digits are not PIN digits
        "\u00c5NGSTR\u00d6M,A,1234",  # 9 good
        "a\u030angstro\u0308m,A,1234",  # 10 line 9 once composed and folded
        "\uff46\uff55\uff4c\uff4c,A,1234",  # 11 good (full-width letters)
        "full,A,1234",  # 12 line 11 once folded (NFKC)
        "=cmd|' /C calc'!A0,A,1234,=HYPERLINK(\"x\")",  # 13 good: text, nothing runs
        "\U0001f600,A,1234",  # 14 good
        "ok1,A,5678",  # 15 good
    ]
    report = store.roster.import_roster_csv(instructor, "\n".join(lines) + "\n")
    assert [u.name for u in report.created] == [
        "amy", "\u00c5NGSTR\u00d6M", "\uff46\uff55\uff4c\uff4c", "=cmd|' /C calc'!A0",
        "\U0001f600", "ok1"]
    assert [(e.line, e.code) for e in report.errors] == [
        (2, "csv_unreadable"), (3, "name_too_long"), (5, "csv_repeated"), (6, "name_control"),
        (7, "pin_rule"), (8, "pin_rule"), (10, "csv_repeated"), (12, "csv_repeated")]
    assert [e.source for e in report.errors] == [lines[e.line - 1] for e in report.errors]


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("ending", ["\n", "\r\n"])
def test_every_non_empty_line_is_created_or_listed(
    seed: int, ending: str, store: Store, school: Actor
) -> None:
    """Stray quotes dropped anywhere in a roster: each line that is not blank and not the
    header ends up exactly once, as a trainee or as a listed line; the untouched ones are all
    created."""
    rng = random.Random(seed)
    lines = ["name,cohort,pin,display name"]
    untouched: list[str] = []
    for i in range(40):
        line = f"t{i:03d},2024-A,{1000 + i},Trainee {i}"
        if rng.random() < 0.35:
            at = rng.randrange(len(line) + 1)
            line = line[:at] + '"' + line[at:]
        else:
            untouched.append(f"t{i:03d}")
        lines.append(line)
        if rng.random() < 0.1:
            lines.append("")  # a blank line is skipped, not listed
    report = store.roster.import_roster_csv(school, ending.join(lines) + ending)
    data_lines = [n for n, line in enumerate(lines, start=1) if line and n > 1]
    error_lines = [e.line for e in report.errors]
    assert len(set(error_lines)) == len(error_lines)
    assert set(error_lines) <= set(data_lines)
    assert len(report.created) + len(report.errors) == len(data_lines)
    assert set(untouched) <= {u.name for u in report.created}
    assert all(e.source == lines[e.line - 1] for e in report.errors)


def test_a_trainee_called_user_on_the_first_line_is_not_taken_for_a_header(
    store: Store, school: Actor
) -> None:
    """A header names the PIN column; a first line with a real PIN is a trainee."""
    report = store.roster.import_roster_csv(school, "user,2024-A,1234\nname,,5678\n")
    assert [u.name for u in report.created] == ["user", "name"]
    assert report.ok
    skipped = store.roster.import_roster_csv(school, "Name,Cohort,PIN,Display name\nann,,1234\n")
    assert [u.name for u in skipped.created] == ["ann"] and skipped.ok


@pytest.mark.parametrize("first", ["姓名", "登入名稱", "登录名", "帳號", "Sign-in name",
                                   "Nome de início de sessão", "Utilizador"])
def test_a_chinese_or_portuguese_header_is_skipped_too(
    store: Store, school: Actor, first: str
) -> None:
    """A Macau school's spreadsheet heads its columns in Chinese (or with the preview's own
    column title): that line is a header, not a trainee refused for its PIN."""
    report = store.roster.import_roster_csv(school, f"{first},組別,PIN,顯示名稱\nann,,1234\n")
    assert [u.name for u in report.created] == ["ann"] and report.ok


def test_the_refused_lines_are_saved_as_a_roster_to_correct_and_import_again(
    store: Store, school: Actor
) -> None:
    text = "name,cohort,pin\r\nho.kl,2024-A,5678\r\nkam,No Such Cohort,2468\r\npun,2024-A,12ab\r\n"
    report = store.roster.import_roster_csv(school, text)
    assert report.refused_csv() == (
        "name,cohort,pin,display name\r\nkam,No Such Cohort,2468\r\npun,2024-A,12ab\r\n")
    assert "2468" not in repr(report)  # the source lines hold PINs: kept out of logs
    corrected = report.refused_csv().replace("No Such Cohort", "2024-A").replace("12ab", "1357")
    again = store.roster.import_roster_csv(school, corrected)
    assert [u.name for u in again.created] == ["kam", "pun"] and again.ok


def test_a_quote_left_inside_a_cell_is_a_refused_line(store: Store, school: Actor) -> None:
    """Issue 25 point 11: a stray quotation mark inside a name (the reader takes it as a letter)
    was imported as part of the name; the README says such a line is refused. It is, as an
    unreadable line, and the lines around it are created; a display name may quote a
    nickname."""
    text = ("name,cohort,pin\n"
            f"{GOOD[0]}\n"
            'ann"e,2024-A,1234\n'  # 3 a stray quote inside the name
            'ben,2024-A,12"34\n'  # 4 inside the PIN
            'carl,2024-A,1234,Chan "CK" Ka Kit\n'  # 5 a nickname in the display name: good
            '"dora",2024"-A,1234\n'  # 6 inside the cohort
            f"{GOOD[1]}\n")
    report = store.roster.import_roster_csv(school, text)
    assert [u.name for u in report.created] == ["ho.kl", "carl", "lei.sf"]
    assert [(e.line, e.code) for e in report.errors] == [
        (3, "csv_unreadable"), (4, "csv_unreadable"), (6, "csv_unreadable")]
    assert not any('"' in u.name for u in store.roster.trainees(school))


def test_a_staff_id_column_is_read_and_kept(store: Store, school: Actor) -> None:
    """Issue 25 point 11: a fifth column, the school's staff ID, is accepted and stored (what
    the certificates and the HR export print); an over-long one refuses its line."""
    text = ("name,cohort,pin,display name,staff id\n"
            "ho.kl,2024-A,5678,Ho Ka Lok,  MO-00 17 \n"
            "lei.sf,,1234,,\n"
            "wong.mc,2024-A,0042,Wong Man Chi," + "9" * 80 + "\n")
    report = store.roster.import_roster_csv(school, text)
    assert [(u.name, u.staff_id) for u in report.created] == [
        ("ho.kl", "MO-00 17"), ("lei.sf", None)]
    assert [(e.line, e.code) for e in report.errors] == [(4, "staff_id_long")]
    stored = {u.name: u.staff_id for u in store.roster.trainees(school)}
    assert stored == {"ho.kl": "MO-00 17", "lei.sf": None}
