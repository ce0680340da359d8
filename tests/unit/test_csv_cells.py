"""CSV formula injection (issue 16): the one helper every export writes through."""

from __future__ import annotations

import csv
import io
from decimal import Decimal

import pytest

from trainer.csv_cells import csv_writer, inert_cell, inert_line


@pytest.mark.parametrize(("cell", "written"), [
    ('=HYPERLINK("http://x.example","Click")', '\'=HYPERLINK("http://x.example","Click")'),
    ("+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"),
    ("-2+3", "'-2+3"),
    ("@SUM(A1)", "'@SUM(A1)"),
    ("\t=1+1", "'\t'=1+1"),  # split at the tab, "=1+1" is a cell of its own
    ("\r=1+1", "'\r=1+1"),
    ("-", "'-"),
    ("-Infinity", "'-Infinity"),  # not a real number
    ("-NaN", "'-NaN"),
    # real numbers stay numbers, and text not starting with a trigger is left alone
    ("-5", "-5"), ("+1.5", "+1.5"), ("-0.25", "-0.25"), ("1e3", "1e3"),
    ("陳大文", "陳大文"), ("João = boss", "João = boss"), ("", ""),
])
def test_cells_starting_like_a_formula_get_a_quote(cell: str, written: str) -> None:
    assert inert_cell(cell) == written


def test_values_that_are_not_text_are_left_as_they_are() -> None:
    assert inert_cell(-5) == -5 and inert_cell(Decimal("-1.5")) == Decimal("-1.5")
    assert inert_cell(None) is None


def test_the_writer_makes_every_cell_of_every_row_inert() -> None:
    out = io.StringIO()
    writer = csv_writer(out, lineterminator="\n")
    writer.writerow(["=1+1", -7, "ok"])
    writer.writerows([["@x", "-3"], ["+y"]])
    assert list(csv.reader(io.StringIO(out.getvalue()))) == [
        ["'=1+1", "-7", "ok"], ["'@x", "-3"], ["'+y"]]


def test_an_unreadable_line_keeps_its_shape_with_each_piece_inert() -> None:
    assert inert_line('"=1+1;;-5;@x;"ok', ";") == '"\'=1+1;;-5;\'@x;"ok'
    assert inert_line("plain,line", ",") == "plain,line"


@pytest.mark.parametrize(("cell", "written"), [
    # A spreadsheet splitting at ";" (Portuguese Windows), "," or a tab sees each piece as a
    # cell of its own: a piece that would start a formula gets its quote too.
    ("a;=cmd|' /C calc'!A0;", "a;'=cmd|' /C calc'!A0;"),
    ("x,@SUM(A1)", "x,'@SUM(A1)"),
    ("x\t+1+1", "x\t'+1+1"),
    ('x; "=1+1', 'x; "\'=1+1'),
    ("=a;=b", "'=a;'=b"),
    # numbers and plain text between separators stay as they were
    ("1,234;-5", "1,234;-5"), ("Lei, Ana; Ho", "Lei, Ana; Ho"), ("5,-6", "5,-6"),
])
def test_every_piece_a_spreadsheet_may_split_a_cell_into_is_inert(cell: str,
                                                                  written: str) -> None:
    assert inert_cell(cell) == written
    for separator in (",", ";", "\t"):
        for piece in written.split(separator)[1:]:
            body = piece.lstrip(' "')
            assert not body.startswith(("=", "+", "@")) or body.startswith("'")
