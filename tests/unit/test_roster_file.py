"""Roster CSV files as a Macau desk's spreadsheet saves them (issue 16, point 10): UTF-8 with
and without a BOM, UTF-16 (LE and BE, with the BOM Excel writes), Big5 / CP950, GB18030 and
CP1252, separated by comma, semicolon or tab; the guess is checked on real bytes and the
roster is imported through the store with it."""

from __future__ import annotations

import csv
import io

import pytest

from trainer.auth import Actor
from trainer.errors import StoreError
from trainer.roster_file import (
    DELIMITERS,
    decode,
    detect_delimiter,
    detect_encoding,
    preview_rows,
    read_roster_file,
)
from trainer.store import Store

COHORT = "2026-12 甲班"
# Sign-in name, cohort, PIN, display name: Chinese names (in Big5 and GB18030 alike) and a
# Portuguese one (not in Big5: the Big5 file leaves it out).
CHINESE = [("chan.tm", COHORT, "1234", "陳大文"), ("lee.sl", COHORT, "2345", "李小龍")]
PORTUGUESE = [("joao.c", "", "3456", "João Conceição")]
HEADER = ("name", "cohort", "pin", "display name")


def roster_text(rows: list[tuple[str, ...]], delimiter: str, header: bool = True) -> str:
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n")
    if header:
        writer.writerow(HEADER)
    writer.writerows(rows)
    return out.getvalue()


# (how Excel names the format, the bytes' codec, the rows it can hold, the encoding read)
FILES = [
    ("CSV UTF-8", "utf-8-sig", CHINESE + PORTUGUESE, "utf-8-sig"),
    ("UTF-8 without BOM", "utf-8", CHINESE + PORTUGUESE, "utf-8-sig"),
    ("Unicode text (UTF-16 LE)", "utf-16-le", CHINESE + PORTUGUESE, "utf-16"),
    ("UTF-16 BE", "utf-16-be", CHINESE + PORTUGUESE, "utf-16"),
    ("CSV on Traditional Chinese Windows (Big5)", "cp950", CHINESE, "cp950"),
    ("CSV on Simplified Chinese Windows (GB18030)", "gb18030", CHINESE + PORTUGUESE, "gb18030"),
    ("CSV on Portuguese Windows (CP1252)", "cp1252", PORTUGUESE, "cp1252"),
]


def encoded(text: str, codec: str) -> bytes:
    if codec == "utf-16-le":
        return b"\xff\xfe" + text.encode(codec)
    if codec == "utf-16-be":
        return b"\xfe\xff" + text.encode(codec)
    return text.encode(codec)


@pytest.mark.parametrize("delimiter", DELIMITERS, ids=["comma", "semicolon", "tab"])
@pytest.mark.parametrize(("kind", "codec", "rows", "expected"), FILES,
                         ids=[f[0] for f in FILES])
def test_each_encoding_and_delimiter_is_detected(
    kind: str, codec: str, rows: list[tuple[str, ...]], expected: str, delimiter: str
) -> None:
    text = roster_text(rows, delimiter)
    data = encoded(text, codec)
    found = read_roster_file(data)
    assert found is not None, kind
    assert (found.encoding, found.delimiter) == (expected, delimiter)
    assert preview_rows(found.text, found.delimiter) == [list(HEADER)] + [list(r) for r in rows]


@pytest.mark.parametrize(("kind", "codec", "rows", "expected"), FILES,
                         ids=[f[0] for f in FILES])
def test_a_file_without_a_header_is_detected_too(
    kind: str, codec: str, rows: list[tuple[str, ...]], expected: str
) -> None:
    data = encoded(roster_text(rows, ";", header=False), codec)
    assert detect_encoding(data) == expected
    found = read_roster_file(data)
    assert found is not None and found.delimiter == ";"


def test_binary_is_not_a_roster() -> None:
    assert read_roster_file(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xd8") is None
    assert read_roster_file(b"\xff\xfe\x00\xd8") is None  # UTF-16 with a lone surrogate


def test_a_wrong_override_is_refused_or_shows_in_the_preview() -> None:
    data = roster_text(CHINESE, ",").encode("cp950")
    assert decode(data, "utf-8-sig") is None  # Big5 is not UTF-8
    # Big5 read as GB18030 decodes, but to other characters: the preview shows it.
    wrong = decode(data, "gb18030")
    assert wrong is not None and "陳大文" not in wrong
    assert decode(data, "cp950") == roster_text(CHINESE, ",")


def test_a_comma_inside_a_semicolon_file_is_not_taken_for_the_delimiter() -> None:
    rows = [("ho.kl", "", "5678", "Ho, Ka Lok"), ("lei.sf", "", "1234", "Lei, Sio Fong")]
    assert detect_delimiter(roster_text(rows, ";", header=False)) == ";"
    assert detect_delimiter("") == ","
    assert detect_delimiter("just one column\nand another\n") == ","


@pytest.fixture
def school(store: Store, instructor: Actor) -> Actor:
    store.roster.create_cohort(instructor, COHORT)
    return instructor


@pytest.mark.parametrize("delimiter", DELIMITERS, ids=["comma", "semicolon", "tab"])
@pytest.mark.parametrize(("kind", "codec", "rows", "expected"), FILES[::2],
                         ids=[f[0] for f in FILES[::2]])
def test_each_file_imports_the_names_as_written(
    kind: str, codec: str, rows: list[tuple[str, ...]], expected: str, delimiter: str,
    store: Store, school: Actor,
) -> None:
    found = read_roster_file(encoded(roster_text(rows, delimiter), codec))
    assert found is not None
    report = store.roster.import_roster_csv(school, found.text, delimiter=found.delimiter)
    assert report.errors == ()
    assert [(u.name, u.display_name) for u in report.created] == [(r[0], r[3]) for r in rows]
    store.authenticate(rows[0][0], rows[0][2])


def test_an_unknown_delimiter_is_refused(store: Store, school: Actor) -> None:
    with pytest.raises(StoreError) as caught:
        store.roster.import_roster_csv(school, "a|b|1234", delimiter="|")
    assert caught.value.code == "csv_delimiter"


def test_refused_lines_are_saved_with_the_files_delimiter_and_made_inert(
    store: Store, school: Actor
) -> None:
    text = ('ok.one;;1234\n=HYPERLINK("http://x.example";"Click");No such;1234;=1+1\n'
            'ann;;12\n"stray;;1234\n-bob;No such;-5\n=2+2;;+cmd;"@x\n')
    report = store.roster.import_roster_csv(school, text, delimiter=";")
    assert [e.line for e in report.errors] == [2, 3, 4, 5, 6]
    assert report.refused_csv() == (
        "name;cohort;pin;display name\r\n"
        "'=HYPERLINK(\"http://x.example\";\"Click\");No such;1234;'=1+1\r\n"  # unreadable
        "ann;;12\r\n"
        '"stray;;1234\r\n'
        "'-bob;No such;-5\r\n"
        "'=2+2;;'+cmd;\"'@x\r\n")


@pytest.mark.parametrize("text", [
    "âfalcão\tTurma A\t6485",
    "inês.estêvão\t2026-A\t9952",
    "luís.costa\tTurma A\t1009\tLuís Costa",
    "joão.c;Turma A;3456;João Conceição\r\nines.f;Turma A;4567;Inês Fonseca\r\n",
])
def test_a_short_portuguese_file_from_windows_is_read_as_cp1252_not_big5(text: str) -> None:
    """A line or two says little to the statistics (these read as Big5: "lu璗.costa"); a
    Chinese character inside a Latin word is no name (leftover of review 6)."""
    found = read_roster_file(text.encode("cp1252"))
    assert found is not None
    assert found.encoding == "cp1252"
    assert found.text == text


@pytest.mark.parametrize("codec", ["cp950", "gb18030"])
def test_a_one_line_chinese_file_is_not_read_as_cp1252(codec: str) -> None:
    text = "u14,A,9715,李小龍\r\n"
    found = read_roster_file(text.encode(codec))
    assert found is not None
    assert (found.encoding, found.text) == (codec, text)


def test_a_roster_file_is_refused_by_size_and_by_line_before_it_is_decoded(tmp_path) -> None:
    from trainer.roster_file import (
        MAX_LINE_BYTES,
        MAX_ROSTER_BYTES,
        RosterFileRefused,
        load_roster_bytes,
    )

    big = tmp_path / "big.csv"
    with big.open("wb") as out:
        out.truncate(50 * 1024 * 1024)
    with pytest.raises(RosterFileRefused) as refused:
        load_roster_bytes(big)
    assert (refused.value.code, refused.value.params) == (
        "too_large", {"size": 50 * 1024 * 1024, "limit": MAX_ROSTER_BYTES})
    long_line = tmp_path / "long.csv"
    long_line.write_bytes(b"a,b,1234\n" + b"x" * (MAX_LINE_BYTES + 1) + b"\n")
    with pytest.raises(RosterFileRefused) as refused:
        load_roster_bytes(long_line)
    assert (refused.value.code, refused.value.params) == (
        "line_too_long", {"line": 2, "limit": MAX_LINE_BYTES})
    fine = tmp_path / "fine.csv"
    fine.write_bytes("chan.tm,2024-A,1234,陳大文\r\n".encode("utf-16"))
    assert load_roster_bytes(fine) == fine.read_bytes()
