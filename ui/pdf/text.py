"""The text layer of the PDFs the app writes (reports, certificates): what copying or searching
a page gives back must be the names and words printed on it.

Qt's PDF writer (QPdfWriter) embeds each font with a ToUnicode map, which tells a reader which
character each glyph stands for. Qt builds it by looking up every character from U+0000 to
U+FFFF in the font and keeping, for each glyph used, the first character found. Measured on
Noto CJK and DejaVu, that loses or changes three kinds of text:

* **Shared glyphs.** Noto CJK draws a Kangxi radical (U+2F00..U+2FD5) or a CJK radical
  supplement (U+2E80..U+2EF3) with the very glyph of the ideograph (⾨ and 門, ⻑ and 長), and
  the radicals come first: 澳門 read 澳⾨, 陳大文 read 陳⼤⽂. A space read as a tab.
* **Glyphs no character maps to.** Qt shapes text in the language of the locale (zh_HK once
  the app speaks 繁體中文, zh_CN in 简体中文, or the desk's own locale), and the font's
  ``locl`` feature then swaps in regional forms (Hong Kong ones from the TC face) that no
  character of that face maps to: Qt's map has no entry for them and the characters vanish
  (何俊傑 read 何, 李樂怡 read 李 怡). The ligatures ``liga`` forms (fi, ff) read as the
  presentation forms U+FB01, U+FB00.
* **Characters outside the BMP** (CJK extension B and later, where Macau's and Hong Kong's
  name characters of HKSCS and MISCS live) are never looked up: they draw, but read as
  nothing (何𨋢傑 read 何 傑).

:func:`pdf_font` removes the second cause: it turns ``locl`` and the ligatures off and names
the CJK face per language (:func:`cjk_families`: Hong Kong forms for Traditional Chinese, the
forms Macau reads, and for the Latin languages, whose reports carry Chinese names; mainland
forms for Simplified), so every glyph drawn is the one the face's own map gives for its
character, whatever the locale. :func:`mend_text_layer` removes the others: after the file is
written it rewrites each font's ToUnicode map, replacing a radical or a control character with
the character the same fonts draw with that glyph, and naming each glyph the map left out
after the one character of the page's text outside the BMP whose outline has that glyph's
bounding box and contours (pypdf reads and writes the file).
"""

from __future__ import annotations

import itertools
import os
import re
import struct
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path

from pypdf import PdfReader, PdfWriter
from pypdf.errors import PyPdfError
from pypdf.generic import DictionaryObject, IndirectObject, StreamObject
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont, QRawFont

OFF_FEATURES = ("locl", "liga", "clig")
"""OpenType features turned off in PDF text: each swaps in a glyph no character maps to."""
LATIN_SANS = "DejaVu Sans"
LATIN_SERIFS = ("C059", "DejaVu Serif")

_UNIFIED = (0x4E00, 0x9FFF)
_SHADOW_RANGES = ((0x0001, 0x001F), (0x2E80, 0x2FDF), (0x2329, 0x232A))
"""Characters a report never means, though Qt's map may name them for a glyph they share:
control characters (a tab for the space glyph), CJK and Kangxi radicals (⾨ for 門), and the
deprecated angle brackets (U+2329 for 〈 U+3008)."""
_SCANNED = ((0x0000, 0x00FF), *_SHADOW_RANGES[1:], (0x3000, 0x303F), (0x3400, 0x4DBF),
            _UNIFIED, (0xF900, 0xFAFF))
"""What :func:`_sharing` looks up: the shadows and what they may share a glyph with (Latin-1
for the control characters, CJK punctuation for the brackets; extension A, the unified and
the compatibility ideographs for the radicals)."""
_SCAN = "".join(chr(u) for low, high in _SCANNED for u in range(low, high + 1))


def cjk_families(style: str = "Sans", locale: QLocale | None = None) -> list[str]:
    """The Noto CJK faces for ``style`` ("Sans" or "Serif"), the language's own forms first."""
    locale = locale if locale is not None else QLocale()
    simplified = locale.script() == QLocale.Script.SimplifiedHanScript
    regions = ("SC", "HK", "TC") if simplified else ("HK", "TC", "SC")
    return [f"Noto {style} CJK {region}" for region in regions]


def report_families(locale: QLocale | None = None) -> list[str]:
    """A report's fonts: a Latin sans first (digits and Latin keep a Latin face), then CJK."""
    return [LATIN_SANS, *cjk_families("Sans", locale), "Droid Sans Fallback"]


def certificate_families(locale: QLocale | None = None) -> list[str]:
    """A certificate's fonts: a Latin serif first, then the CJK serif, then the CJK sans.
    Latin text and digits set in a CJK font lost their text layer in Qt's PDF output
    (pdftotext read no digits), so Latin comes from a Latin font and only Chinese from CJK."""
    return [*LATIN_SERIFS, *cjk_families("Serif", locale), *cjk_families("Sans", locale)]


def pdf_font(families: Sequence[str], point_size: int) -> QFont:
    """A font for PDF text: ``families`` in order, with :data:`OFF_FEATURES` turned off."""
    font = QFont()
    font.setFamilies(list(families))
    font.setPointSize(point_size)
    for tag in OFF_FEATURES:
        feature = QFont.Tag.fromString(tag)
        if feature is not None:
            font.setFeature(feature, 0)
    return font


def _shadow(code: int) -> bool:
    return any(low <= code <= high for low, high in _SHADOW_RANGES)


@cache
def _sharing(family: str, bold: bool) -> dict[int, tuple[int, ...]]:
    """Character -> every character ``family`` draws with the same glyph, for the characters
    of :data:`_SCANNED` that share one (empty if the family is not installed)."""
    font = QFont(family)
    font.setBold(bold)
    font.setPixelSize(64)
    raw = QRawFont.fromFont(font)
    if not raw.isValid() or raw.familyName() != family:
        return {}
    glyphs = raw.glyphIndexesForString(_SCAN)
    shared = {glyph for glyph, n in Counter(glyphs).items() if n > 1 and glyph}
    by_glyph: dict[int, list[int]] = {}
    for char, glyph in zip(_SCAN, glyphs, strict=True):
        if glyph in shared:
            by_glyph.setdefault(glyph, []).append(ord(char))
    return {code: tuple(chars) for chars in by_glyph.values() for code in chars}


def reading(code: int, families: Iterable[str]) -> int:
    """The character a glyph Qt's map names as ``code`` stands for in a report: ``code``
    itself, unless it is a radical or a control character that ``families`` draw with the
    same glyph as a real character (the first such family decides; an ideograph of the
    unified block is preferred). A Kangxi radical no family knows reads as its NFKC form."""
    if not _shadow(code):
        return code
    for family in families:
        for bold in (False, True):
            real = [c for c in _sharing(family, bold).get(code, ()) if not _shadow(c)]
            if real:
                unified = [c for c in real if _UNIFIED[0] <= c <= _UNIFIED[1]]
                return ord(unicodedata.normalize("NFC", chr((unified or real)[0])))
    folded = unicodedata.normalize("NFKC", chr(code))
    if len(folded) == 1 and folded != chr(code):
        return ord(folded)
    return 0x20 if code == 0x09 else code


# ---- the ToUnicode maps

_HEX = r"<([0-9A-Fa-f]+)>"
_RANGE_ARRAY = re.compile(rf"{_HEX}\s*{_HEX}\s*\[((?:\s*<[0-9A-Fa-f]+>)*)\s*\]")
_RANGE_LINEAR = re.compile(rf"{_HEX}\s*{_HEX}\s*{_HEX}")
_PAIR = re.compile(rf"{_HEX}\s*{_HEX}")
_SECTION = re.compile(r"begin(bfrange|bfchar)(.*?)end\1", re.S)


def _text(hex_units: str) -> str:
    return bytes.fromhex(hex_units).decode("utf-16-be", "replace")


def parse_to_unicode(cmap: str) -> dict[int, str]:
    """Code -> text of a ToUnicode CMap (its bfrange and bfchar sections)."""
    out: dict[int, str] = {}
    for kind, body in _SECTION.findall(cmap):
        if kind == "bfchar":
            for code, value in _PAIR.findall(body):
                out[int(code, 16)] = _text(value)
            continue
        for start, _end, values in _RANGE_ARRAY.findall(body):
            for i, value in enumerate(re.findall(_HEX, values)):
                out[int(start, 16) + i] = _text(value)
        body = _RANGE_ARRAY.sub("", body)
        for start, end, value in _RANGE_LINEAR.findall(body):
            first = bytes.fromhex(value)
            base = int.from_bytes(first, "big")
            for i in range(int(end, 16) - int(start, 16) + 1):
                units = (base + i).to_bytes(len(first), "big")
                out[int(start, 16) + i] = units.decode("utf-16-be", "replace")
    return out


def write_to_unicode(mapping: dict[int, str]) -> bytes:
    """A ToUnicode CMap (two-byte codes, as Qt's Identity-H fonts use) for ``mapping``."""
    lines = [
        "/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap",
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
        "/CMapName /Adobe-Identity-UCS def", "/CMapType 2 def",
        "1 begincodespacerange", "<0000> <FFFF>", "endcodespacerange",
    ]
    items = sorted(mapping.items())
    for i in range(0, len(items), 100):  # a CMap section holds at most 100 entries
        chunk = items[i:i + 100]
        lines.append(f"{len(chunk)} beginbfchar")
        lines += [f"<{code:04X}> <{text.encode('utf-16-be').hex().upper()}>"
                  for code, text in chunk]
        lines.append("endbfchar")
    lines += ["endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end", ""]
    return "\n".join(lines).encode("ascii")


def mended(mapping: dict[int, str], families: Sequence[str]) -> dict[int, str]:
    """``mapping`` with every character read through :func:`reading`."""
    return {code: "".join(chr(reading(ord(c), families)) for c in text)
            for code, text in mapping.items()}


# ---- glyphs the map leaves out (characters outside the BMP)

Outline = tuple[int, float, float, float, float]
"""A glyph's contours and bounding box (x min, y min, x max, y max) in units of its em."""
OUTLINE_TOLERANCE = 0.002
"""How far (in ems) a glyph's box in the file may be from the font's: Qt rounds it to units
of a 2048 em; two different ideographs' boxes are apart by several thousandths."""


def _subset_outlines(font_file: bytes) -> tuple[int, list[Outline | None]]:
    """The units per em of a TrueType font Qt embedded (FontFile2), and per glyph (that is,
    per code of the font) its contours and bounding box; None for an empty glyph."""
    tables: dict[bytes, int] = {}
    for i in range(struct.unpack_from(">H", font_file, 4)[0]):
        tag, _sum, offset, _length = struct.unpack_from(">4sIII", font_file, 12 + 16 * i)
        tables[tag] = offset
    head, loca, glyf = tables[b"head"], tables[b"loca"], tables[b"glyf"]
    units = struct.unpack_from(">H", font_file, head + 18)[0]
    long_offsets = struct.unpack_from(">h", font_file, head + 50)[0] == 1
    count = struct.unpack_from(">H", font_file, tables[b"maxp"] + 4)[0]
    if long_offsets:
        offsets = struct.unpack_from(f">{count + 1}I", font_file, loca)
    else:
        offsets = tuple(2 * o for o in struct.unpack_from(f">{count + 1}H", font_file, loca))
    out: list[Outline | None] = []
    for start, end in itertools.pairwise(offsets):
        if end - start < 10:
            out.append(None)
            continue
        contours, *box = struct.unpack_from(">hhhhh", font_file, glyf + start)
        out.append((contours, *(b / units for b in box)))
    return units, out


@cache
def _outline(family: str, bold: bool, char: str) -> Outline | None:
    """``char``'s glyph in ``family``: its contours and box in ems (None if not in it)."""
    font = QFont(family)
    font.setBold(bold)
    font.setPixelSize(1000)
    raw = QRawFont.fromFont(font)
    if not raw.isValid() or raw.familyName() != family:
        return None
    glyphs = raw.glyphIndexesForString(char)
    if not glyphs or not glyphs[0]:
        return None
    raw.setPixelSize(raw.unitsPerEm())
    path = raw.pathForGlyph(glyphs[0])
    box = path.boundingRect()
    em = raw.unitsPerEm()
    contours = sum(path.elementAt(i).isMoveTo() for i in range(path.elementCount()))
    return (contours, box.left() / em, -box.bottom() / em, box.right() / em, -box.top() / em)


def outside_bmp(outline: Outline, text: str, families: Sequence[str]) -> str | None:
    """The one character of ``text`` outside the BMP that ``families`` draw with a glyph of
    ``outline`` (None when none does, or more than one character might)."""
    found = set()
    for char in {c for c in text if ord(c) > 0xFFFF}:
        for family in families:
            for bold in (False, True):
                theirs = _outline(family, bold, char)
                if theirs is not None and theirs[0] == outline[0] and all(
                        abs(a - b) <= OUTLINE_TOLERANCE
                        for a, b in zip(theirs[1:], outline[1:], strict=True)):
                    found.add(char)
    return found.pop() if len(found) == 1 else None


def _left_out(font: DictionaryObject, mapping: dict[int, str], text: str,
              families: Sequence[str]) -> dict[int, str]:
    """Code -> character for the glyphs of ``font`` its map leaves out (see above)."""
    if not any(ord(c) > 0xFFFF for c in text):
        return {}
    descendants = font.get("/DescendantFonts")
    if descendants is None:
        return {}
    descriptor = descendants.get_object()[0].get_object().get("/FontDescriptor")
    file = descriptor.get_object().get("/FontFile2") if descriptor is not None else None
    if file is None:
        return {}
    _units, outlines = _subset_outlines(file.get_object().get_data())
    out = {}
    for code, outline in enumerate(outlines):
        if code and outline is not None and code not in mapping:
            char = outside_bmp(outline, text, families)
            if char is not None:
                out[code] = char
    return out


def _fonts(writer: PdfWriter) -> Iterable[DictionaryObject]:
    for page in writer.pages:
        resources = page.get("/Resources")
        fonts = resources.get_object().get("/Font") if resources is not None else None
        if fonts is None:
            continue
        for ref in fonts.get_object().values():
            yield ref.get_object()


def mend_text_layer(path: str | Path, families: Sequence[str], text: str = "") -> int:
    """Rewrite the ToUnicode maps of the PDF at ``path`` (written by Qt with ``families``;
    ``text`` is what its pages print) so every glyph reads as its character (see the module's
    docstring). Returns how many maps changed; the file is replaced only then. OSError if it
    cannot be read or written."""
    target = Path(path)
    try:
        return _mend(target, families, text)
    except (PyPdfError, struct.error, KeyError) as error:  # not a PDF (or font) Qt wrote
        raise OSError(f"{target}: {error}") from error


def _mend(target: Path, families: Sequence[str], text: str) -> int:
    writer = PdfWriter(clone_from=PdfReader(target))
    seen: set[int] = set()
    changed = 0
    for font in _fonts(writer):
        ref = font.get("/ToUnicode")
        if not isinstance(ref, IndirectObject) or ref.idnum in seen:
            continue
        seen.add(ref.idnum)
        stream = ref.get_object()
        if not isinstance(stream, StreamObject):
            continue
        mapping = parse_to_unicode(stream.get_data().decode("latin-1"))
        fixed = mended(mapping, families) | _left_out(font, mapping, text, families)
        if fixed != mapping:
            stream.set_data(write_to_unicode(fixed))
            changed += 1
    if changed:
        temporary = target.with_name(target.name + ".part")
        with open(temporary, "wb") as out:
            writer.write(out)
        os.replace(temporary, target)
    return changed
