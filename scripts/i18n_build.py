"""Qt Linguist sources and compiled translations.

``python -m scripts.i18n_build`` (run by ``scripts/setup.sh``) compiles ``resources/i18n/*.ts`` to
``.qm`` with PySide6's lrelease when a ``.qm`` is missing or older than its ``.ts``, and builds
the pseudo-locale ``.qm`` (see :func:`pseudo_text`). ``python -m scripts.i18n_build --update`` (what
``scripts/update_translations.sh`` runs) first extracts every ``tr()`` string under ``ui/`` into
the ``.ts`` files with pyside6-lupdate, dropping strings the code no longer has.
"""

from __future__ import annotations

import argparse
import math
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
UI = ROOT / "ui"
TARGETS = {"zh-Hant": "zh_HK", "zh-Hans": "zh_CN", "pt": "pt_PT"}
"""Our language codes with a ``.ts`` file, and the Qt locale lupdate writes into it."""
PLURALS_ONLY = {"en": "en_GB"}
"""English has a ``.ts`` of its plural messages only (``tr("%n sitting(s).", "", n)``): its
sources are the English words, but "1 sitting." and "2 sittings." are two forms of one source."""
PSEUDO = "pseudo"
"""The pseudo-locale: English made longer and accented, to find clipped or untranslated text."""


def ts_path(code: str, folder: Path = I18N) -> Path:
    return folder / f"dealer_trainer_{code.replace('-', '_')}.ts"


def qm_file(code: str, folder: Path = I18N) -> Path:
    return folder / f"dealer_trainer_{code.replace('-', '_')}.qm"


def tool_command(name: str) -> list[str]:
    """``pyside6-lupdate`` / ``pyside6-lrelease`` from the running interpreter's environment."""
    exe = shutil.which(f"pyside6-{name}", path=str(Path(sys.executable).parent))
    if exe:
        return [exe]
    return [sys.executable, "-m", "PySide6.scripts.pyside_tool", name]


def lrelease_command() -> list[str]:
    return tool_command("lrelease")


# ---- extraction ----------------------------------------------------------------------------


def update(folder: Path = I18N, sources: Path = UI) -> list[Path]:
    """Extract the strings of ``sources`` into each language's ``.ts`` in ``folder``.

    Existing translations are kept; strings no longer in the code are dropped
    (``-no-obsolete``); no line numbers are written, so moving code does not touch the files.
    A new string whose English text was already translated (in another context, or before it
    moved) gets that translation as a suggestion, still marked unfinished for review.
    """
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for code, locale in (TARGETS | PLURALS_ONLY).items():
        ts = ts_path(code, folder)
        memory = translation_memory(ts) if ts.exists() else {}
        command = [*tool_command("lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                   *(["-pluralonly"] if code in PLURALS_ONLY else []),
                   "-extensions", "py", "-source-language", "en_GB", "-target-language",
                   locale, str(sources), "-ts", str(ts)]
        subprocess.run(command, check=True)
        if memory and suggest(ts, memory):
            subprocess.run(command, check=True)  # lupdate writes the file in its own layout
        written.append(ts)
    return written


def translation_memory(ts: Path) -> dict[tuple[str, bool], tuple[str, ...]]:
    """Finished translations by English text (and whether they have plural forms)."""
    return {(m.source, m.numerus): m.translations for m in read_ts(ts)
            if m.state == "" and all(m.translations)}


def suggest(ts: Path, memory: dict[tuple[str, bool], tuple[str, ...]]) -> int:
    """Fill empty unfinished translations from ``memory``; returns how many were filled."""
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        numerus = message.get("numerus") == "yes"
        known = memory.get((message.findtext("source") or "", numerus))
        empty = not (translation.text or "").strip() and not any(
            (f.text or "").strip() for f in translation.findall("numerusform"))
        if known is None or not empty:
            continue
        if numerus:
            for form, text in zip(translation.findall("numerusform"), known, strict=False):
                form.text = text
        else:
            translation.text = known[0]
        filled += 1
    if filled:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


# ---- reading .ts files ---------------------------------------------------------------------


@dataclass(frozen=True)
class Message:
    """One message of a ``.ts`` file."""

    context: str
    source: str
    comment: str
    numerus: bool
    translations: tuple[str, ...]
    """The translation, or each plural form of it."""
    state: str
    """``""`` (finished), ``"unfinished"``, ``"vanished"`` or ``"obsolete"``."""

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def read_ts(path: Path) -> list[Message]:
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                forms: tuple[str, ...] = ()
                state = "unfinished"
            else:
                state = translation.get("type", "")
                numerus_forms = translation.findall("numerusform")
                if numerus_forms:
                    forms = tuple(f.text or "" for f in numerus_forms)
                else:
                    forms = (translation.text or "",)
            messages.append(Message(
                name, message.findtext("source") or "", message.findtext("comment") or "",
                message.get("numerus") == "yes", forms, state,
            ))
    return messages


# ---- pseudo-locale -------------------------------------------------------------------------

_ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
_KEEP = re.compile(
    r"(\{[^{}]*\}"  # {0}, {name}, {2:.1f}
    r"|%L?(?:n|\d)"  # %n, %Ln, %1, %L1
    r"|<[^<>]+>"  # <b>, </p>, <br>
    r"|&[a-zA-Z]+;|&#\d+;"  # &nbsp; &#8212;
    r"|\(\*[^)]*\)"  # file-dialog patterns: (*.csv)
    r"|\[[^\]]*\]"  # key hints: [Enter], [Ctrl+E], [1]
    r"|\b(?:Ctrl|Alt|Shift|Esc|Enter|Home)\b(?:\+\w+)*"  # shortcuts named in text
    r"|HK\$)"
)
PSEUDO_GROWTH = 0.4
PAD_WORD = "~" * 10
"""The pseudo padding is words of ``~`` this long (at most), space-separated."""
"""How much longer pseudo text is than English, at least (German and Portuguese often are)."""


def pseudo_text(text: str) -> str:
    """English made ≥40% longer, accented and bracketed: "Sign in" -> "[Šîĝñ îñ ~~~~]".

    Placeholders, tags, entities, accelerators (``&``), key hints and file patterns stay as
    they are, so the pseudo text still works where the English does.
    """
    if not text.strip():
        return text
    # "<p>…</p>": the brackets go inside the paragraph, where the text is.
    outer = re.fullmatch(r"(<[a-zA-Z][^<>]*>)(.*)(</[a-zA-Z][^<>]*>)", text, re.DOTALL)
    if outer and outer.group(2).strip():
        return outer.group(1) + _pseudo(outer.group(2), len(text)) + outer.group(3)
    return _pseudo(text, len(text))


def _pseudo(text: str, length: int) -> str:
    out, last = [], 0
    for match in _KEEP.finditer(text):
        out.append(text[last:match.start()].translate(_ACCENTS))
        out.append(match.group(0))
        last = match.end()
    out.append(text[last:].translate(_ACCENTS))
    body = "".join(out)
    pad = max(1, math.ceil(length * PSEUDO_GROWTH) - 3)  # "[", " " and "]" count too
    # In words of at most 10, as a language's words are: one run of 150 tildes could not
    # wrap, and would widen a wrapped label as no real translation does.
    words = [PAD_WORD] * (pad // len(PAD_WORD)) + ["~" * (pad % len(PAD_WORD))]
    return f"[{body} {' '.join(w for w in words if w)}]"


def write_pseudo_ts(source: Path, target: Path) -> None:
    """A ``.ts`` whose every translation is the pseudo form of its English source."""
    tree = ET.parse(source)
    root = tree.getroot()
    root.set("language", "en_GB")
    for message in root.iter("message"):
        text = message.findtext("source") or ""
        old = message.find("translation")
        if old is not None:
            message.remove(old)
        translation = ET.SubElement(message, "translation")
        if message.get("numerus") == "yes":
            for _form in range(2):  # English: singular and plural
                ET.SubElement(translation, "numerusform").text = pseudo_text(text)
        else:
            translation.text = pseudo_text(text)
    tree.write(target, encoding="utf-8", xml_declaration=True)


# ---- compiling -----------------------------------------------------------------------------


def _stale(qm: Path, *sources: Path) -> bool:
    # On a fresh clone no .qm exists; after a pull a changed .ts is newer than its .qm.
    return not qm.exists() or any(qm.stat().st_mtime < s.stat().st_mtime for s in sources)


def release(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm``, which is replaced whole (lrelease writes into a file beside
    it, then it is renamed over ``qm``): a process loading ``qm`` meanwhile, such as a test on
    another pytest-xdist worker, reads the old file or the new one, never half of one."""
    with tempfile.TemporaryDirectory(prefix=".lrelease-", dir=qm.parent) as tmp:
        fresh = Path(tmp) / qm.name
        subprocess.run([*lrelease_command(), "-silent", str(ts), "-qm", str(fresh)], check=True)
        fresh.replace(qm)


def build(folder: Path = I18N, *, force: bool = False) -> list[Path]:
    """Compile every stale ``.ts`` of ``folder`` and the pseudo-locale; returns the ``.qm``."""
    built = []
    sources = sorted(p for p in folder.glob("*.ts") if PSEUDO not in p.stem)
    for ts in sources:
        qm = ts.with_suffix(".qm")
        if force or _stale(qm, ts):
            release(ts, qm)
        built.append(qm)
    # The pseudo-locale is made from a file that holds every message (not English's plurals).
    sources = [ts for ts in sources if ts not in {ts_path(c, folder) for c in PLURALS_ONLY}]
    if sources:
        pseudo = qm_file(PSEUDO, folder)
        if force or _stale(pseudo, sources[0], Path(__file__)):
            with tempfile.TemporaryDirectory(prefix="dt-pseudo-") as tmp:
                ts = Path(tmp) / "pseudo.ts"
                write_pseudo_ts(sources[0], ts)
                release(ts, pseudo)
        built.append(pseudo)
    return built


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scripts.i18n_build")
    parser.add_argument("--update", action="store_true",
                        help="first extract the strings of ui/ into the .ts files (lupdate)")
    parser.add_argument("--force", action="store_true", help="compile every .ts again")
    args = parser.parse_args(argv)
    if args.update:
        for ts in update():
            unfinished = [m for m in read_ts(ts) if m.state == "unfinished"]
            print(f"{ts.relative_to(ROOT)}: {len(unfinished)} string(s) to translate")
    built = build(force=args.force or args.update)
    print(f"{len(built)} translation(s) ready in {I18N}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
