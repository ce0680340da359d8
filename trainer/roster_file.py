"""Reading a roster CSV file as a Macau desk's spreadsheet saves it.

Excel on a Macau or Hong Kong desk saves "CSV" in the system's code page (Big5 / CP950 on a
Traditional Chinese Windows, GB18030 on a Simplified one, CP1252 on a Portuguese one), "CSV
UTF-8" with a byte-order mark, or "Unicode text" as UTF-16 with tabs; a Portuguese locale
separates with semicolons. :func:`read_roster_file` guesses the encoding (a byte-order mark,
then strict UTF-8, then ``charset-normalizer`` among the code pages above) and the delimiter
(``csv.Sniffer`` among comma, semicolon and tab, checked against the roster's 3 or 4
columns); the UI shows the guess and the first rows and lets the instructor override both
before anything is imported. Plain data, no Qt.
"""

from __future__ import annotations

import csv
import io
import os
import re
from dataclasses import dataclass
from pathlib import Path

from trainer.auth import Role, is_valid_secret, typed_secret

ENCODINGS: tuple[str, ...] = ("utf-8-sig", "utf-16", "cp950", "gb18030", "cp1252")
"""The encodings offered, by their Python codec names (``utf-8-sig`` also reads UTF-8
without a mark; ``utf-16`` needs its byte-order mark; ``cp950`` is Microsoft's Big5)."""

DELIMITERS: tuple[str, ...] = (",", ";", "\t")
"""The delimiters offered: comma, semicolon, tab."""

ROSTER_COLUMNS = (3, 4)
"""A roster line holds name, cohort, PIN and optionally a display name."""

# What a header's first cell says: English words, the preview's own column title in each
# language ("Sign-in name"), and what a Macau school's spreadsheet heads the column with.
_HEADER_WORDS = {
    "name", "login", "user", "username", "user name", "sign-in name", "sign in name",
    "signin", "login name", "account",
    "nome", "utilizador", "nome de utilizador", "nome de início de sessão",
    "姓名", "名稱", "名称", "名字", "帳號", "帳户", "帳戶", "账号", "帐号", "账户", "用戶名",
    "用户名", "登入名稱", "登入名称", "登入名", "登录名", "登錄名", "登入帳號", "登录账号",
    "學員", "学员",
}
_SAMPLE_LINES = 50
# charset-normalizer's names for what ENCODINGS calls otherwise (Big5 files are read with
# Microsoft's CP950, a superset; GBK and GB2312 with GB18030, their superset).
_SAME_AS = {"big5": "cp950", "big5hkscs": "cp950", "cp950": "cp950", "gbk": "gb18030",
            "gb2312": "gb18030", "gb18030": "gb18030", "cp1252": "cp1252",
            "utf_8": "utf-8-sig", "ascii": "utf-8-sig"}


MAX_ROSTER_BYTES = 2 * 1024 * 1024
"""The largest roster file read: a school's roster of 2,000 trainees is under 200 KB; a
50 MB file of garbage took 2.3 GB of memory to guess its encoding."""

MAX_LINE_BYTES = 4096
"""The longest line a roster file may have (four cells of a name, a cohort, a PIN and a
display name are a few hundred bytes even in UTF-16)."""


class RosterFileRefused(ValueError):
    """A roster file refused before it is read whole: ``code`` ``too_large`` (``size`` and
    ``limit`` in bytes) or ``line_too_long`` (``line``, ``limit`` in bytes)."""

    def __init__(self, code: str, message: str, **params: int) -> None:
        self.code = code
        self.params = params
        super().__init__(message)


def load_roster_bytes(path: Path) -> bytes:
    """The bytes of the roster file at ``path``, checked by size before they are read and by
    line length before anything decodes them (:class:`RosterFileRefused`); ``OSError`` when
    it cannot be read."""
    with path.open("rb") as file:
        size = os.fstat(file.fileno()).st_size
        if size > MAX_ROSTER_BYTES:
            raise RosterFileRefused("too_large", f"{size} bytes, at most {MAX_ROSTER_BYTES}",
                                    size=size, limit=MAX_ROSTER_BYTES)
        data = file.read(MAX_ROSTER_BYTES + 1)
    if len(data) > MAX_ROSTER_BYTES:  # grew since it was measured (or a special file)
        raise RosterFileRefused("too_large", f"more than {MAX_ROSTER_BYTES} bytes",
                                size=len(data), limit=MAX_ROSTER_BYTES)
    for number, line in enumerate(data.splitlines(), start=1):
        if len(line) > MAX_LINE_BYTES:
            raise RosterFileRefused("line_too_long", f"line {number} is {len(line)} bytes",
                                    line=number, limit=MAX_LINE_BYTES)
    return data


@dataclass(frozen=True)
class RosterFile:
    """A roster file read: the text and the encoding and delimiter it was read with."""

    encoding: str
    delimiter: str
    text: str


def decode(data: bytes, encoding: str) -> str | None:
    """``data`` decoded as ``encoding`` (one of :data:`ENCODINGS`), or None when it is not
    text in that encoding (a byte sequence it cannot hold, or NUL bytes: a binary file)."""
    try:
        text = data.decode(encoding)
    except (UnicodeDecodeError, LookupError):
        return None
    if encoding == "utf-16":
        text = text.lstrip("\ufeff")
    return None if "\x00" in text else text


def detect_encoding(data: bytes) -> str | None:
    """The encoding of roster bytes, from :data:`ENCODINGS`; None when none of them reads
    it as text."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "utf-16" if decode(data, "utf-16") is not None else None
    if decode(data, "utf-8-sig") is not None:
        return "utf-8-sig"
    from charset_normalizer import from_bytes  # only when the file is not UTF-8

    best = from_bytes(data, cp_isolation=["cp950", "big5", "gb18030", "cp1252"]).best()
    guess = _SAME_AS.get(best.encoding) if best is not None else None
    # On a short file the statistics say little: "luís.costa\tTurma A" reads as Big5 too
    # ("lu璗.costa"). A name is Latin or Chinese, not a Chinese character inside a Latin
    # word, nor "³¯¤j" symbols: of the encodings that read the file, the one with the fewest
    # such oddities, the guess first on a tie.
    readable = {code: text for code in dict.fromkeys(
        ([guess] if guess is not None else []) + ["cp950", "gb18030", "cp1252"])
        if (text := decode(data, code)) is not None}
    if not readable:
        return None
    return min(readable, key=lambda code: _oddities(readable[code]))


_WORD_BREAKS = re.compile(r"[\s,;.\-_@0-9]+")
"""Between the words of names: blanks, the delimiters, and what a sign-in name holds."""


def _is_cjk(ch: str) -> bool:
    return ord(ch) >= 0x2E80


def _oddities(text: str) -> int:
    """How implausible ``text`` is as a roster of Latin and Chinese names: a word mixing
    Latin letters with Chinese characters, and each symbol outside ASCII that is not a
    letter (the Latin-1 punctuation a Chinese file decoded as CP1252 is full of)."""
    odd = 0
    for word in _WORD_BREAKS.split(text):
        latin = any(ch.isascii() and ch.isalpha() for ch in word)
        if latin and any(_is_cjk(ch) for ch in word):
            odd += 1
        odd += sum(1 for ch in word if not ch.isascii() and not _is_cjk(ch) and not ch.isalpha())
    return odd


def _columns(line: str, delimiter: str) -> int:
    try:
        return len(next(csv.reader([line], delimiter=delimiter, skipinitialspace=True)))
    except (csv.Error, StopIteration):
        return 0


def detect_delimiter(text: str) -> str:
    """The delimiter of roster ``text``, from :data:`DELIMITERS`: ``csv.Sniffer``'s guess
    when it gives most lines 3 or 4 columns, else the delimiter that does; comma when none
    does (a file of one column says nothing)."""
    lines = [line for line in _lines(text)[:_SAMPLE_LINES] if line.strip()]
    if not lines:
        return ","

    def fits(delimiter: str) -> int:
        return sum(_columns(line, delimiter) in ROSTER_COLUMNS for line in lines)

    try:
        sniffed = csv.Sniffer().sniff("\n".join(lines), delimiters="".join(DELIMITERS))
        guess: str | None = sniffed.delimiter
    except csv.Error:
        guess = None
    best = max(DELIMITERS, key=fits)  # first of the best: comma on a tie
    if guess in DELIMITERS and fits(guess) >= fits(best):
        return guess
    return best if fits(best) > 0 else ","


def read_roster_file(data: bytes) -> RosterFile | None:
    """The roster in ``data`` with its guessed encoding and delimiter; None when it is not
    text in any of :data:`ENCODINGS`."""
    encoding = detect_encoding(data)
    if encoding is None:
        return None
    text = decode(data, encoding)
    assert text is not None
    return RosterFile(encoding, detect_delimiter(text), text)


def is_header(cells: list[str]) -> bool:
    """Whether the first record's ``cells`` are a header the import skips: the first names
    its column, and the third is not a PIN (so a trainee signing in as "user" on the first
    line is not taken for one)."""
    return bool(cells) and cells[0].strip().lower() in _HEADER_WORDS and not (
        len(cells) >= 3
        and is_valid_secret(Role.TRAINEE, typed_secret(Role.TRAINEE, cells[2].strip())))


def _lines(text: str) -> list[str]:
    return text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")


def preview_rows(text: str, delimiter: str, limit: int = 8) -> list[list[str]]:
    """The first ``limit`` non-blank lines of ``text`` split at ``delimiter`` as the import
    reads them (a line the CSV reader cannot read is shown whole, as one cell)."""
    rows: list[list[str]] = []
    for line in _lines(text):
        if not line.strip():
            continue
        try:
            cells = next(csv.reader(io.StringIO(line), delimiter=delimiter,
                                    skipinitialspace=True, strict=True))
        except (csv.Error, StopIteration):
            cells = [line]
        rows.append([cell.strip() for cell in cells])
        if len(rows) == limit:
            break
    return rows
