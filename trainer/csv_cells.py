"""Cells of the CSV files the app writes, made inert for spreadsheets (CSV formula injection).

A spreadsheet opening a CSV runs a cell that starts with ``=``, ``+``, ``-`` or ``@`` (or a
tab or carriage return before one) as a formula: a trainee who signs up as
``=HYPERLINK("http://x","Click")`` would put a live link, or worse, in the instructor's
export. As OWASP advises, such a cell is written with a ``'`` in front, which spreadsheets
show as text; a real number (``-5``, ``+1.5``) is left alone, so columns of numbers stay
numbers. Every CSV export goes through :func:`csv_writer` (or :func:`inert_cell`).

A spreadsheet in a locale whose list separator is ``;`` (Portuguese Windows) or one told to
split at tabs reads a comma-separated file's cell ``a;=cmd|' /C calc'!A0`` as two cells, the
second a formula: so every piece a cell falls into when split at ``,``, ``;`` or a tab gets the
same ``'`` when it would start a formula (:data:`SPLIT_AT`).
"""

from __future__ import annotations

import csv
from collections.abc import Iterable
from decimal import Decimal, InvalidOperation
from typing import Any

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What a cell must not start with (OWASP's list)."""

SPLIT_AT = (",", ";", "\t")
"""The separators a spreadsheet may split a CSV line at, whatever the file used."""


def _is_number(text: str) -> bool:
    try:
        return Decimal(text).is_finite()
    except InvalidOperation:
        return False


def _runs(text: str) -> bool:
    return text.startswith(FORMULA_STARTS) and not _is_number(text)


def inert_cell(value: Any) -> Any:
    """``value`` as a cell no spreadsheet runs: text starting with one of
    :data:`FORMULA_STARTS` gets a ``'`` in front unless it is a number, and so does each piece
    of it after a :data:`SPLIT_AT` separator (past blanks and quotes); anything else as is."""
    if not isinstance(value, str):
        return value
    text = "'" + value if _runs(value) else value
    for separator in SPLIT_AT:
        if separator in text:
            head, *rest = text.split(separator)
            text = separator.join([head, *(_inert_piece(piece) for piece in rest)])
    return text


def _inert_piece(piece: str) -> str:
    body = piece.lstrip(' "')
    at = len(piece) - len(body)
    return piece[:at] + "'" + body if _runs(body) else piece


def inert_line(line: str, delimiter: str) -> str:
    """A line that the CSV reader cannot read, kept as it stands but for each piece between
    delimiters that a spreadsheet would run: a ``'`` goes before its first character other
    than a blank or a quote (a spreadsheet reads such a line piece by piece, its own way)."""
    pieces = []
    for piece in line.split(delimiter):
        body = piece.lstrip(' "')
        at = len(piece) - len(body)
        pieces.append(piece[:at] + str(inert_cell(body)))
    return delimiter.join(pieces)


class InertWriter:
    """A ``csv.writer`` whose rows are made inert cell by cell (:func:`inert_cell`)."""

    def __init__(self, out: Any, **options: Any) -> None:
        self._writer = csv.writer(out, **options)

    def writerow(self, row: Iterable[Any]) -> Any:
        return self._writer.writerow([inert_cell(cell) for cell in row])

    def writerows(self, rows: Iterable[Iterable[Any]]) -> None:
        for row in rows:
            self.writerow(row)


def csv_writer(out: Any, **options: Any) -> InertWriter:
    """``csv.writer(out, **options)`` for an export: every cell made inert."""
    return InertWriter(out, **options)
