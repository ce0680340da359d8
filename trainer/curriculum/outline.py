"""The curriculum's order, read cheaply: each lesson's id, English title, order and game from
its metadata block only (the Today screen's "next lesson"; no body, example or check is
parsed). The list is in the order the Lessons screen shows (:data:`GAME_ORDER`, then the
lesson's order), from the reference language (English): the ids are the same in every
language (see :mod:`trainer.curriculum`). A file whose metadata cannot be read is left out
here; :func:`trainer.curriculum.catalogue.load_catalogue` reports it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from trainer.articles import Game
from trainer.curriculum.catalogue import GAME_ORDER, REFERENCE_LANGUAGE
from trainer.curriculum.loader import _META_LINE as META_LINE
from trainer.typed import is_ascii_digits


@dataclass(frozen=True)
class OutlineEntry:
    """One lesson in the curriculum's order."""

    lesson_id: str
    title: str
    """The English title (the UI shows the title of the user's language, by ``lesson_id``)."""
    order: int
    game: Game


def _meta(path: Path) -> dict[str, str] | None:
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return None
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---":
        return None
    values: dict[str, str] = {}
    for line in lines[1:]:
        text = line.strip()
        if text == "---":
            return values
        match = META_LINE.fullmatch(text)  # the loader's own reading of a metadata line
        if match is not None:
            values.setdefault(match.group(1), match.group(2).strip())
    return None


def read_outline(root: Path) -> tuple[OutlineEntry, ...]:
    """The lessons under ``root/en/`` in curriculum order."""
    entries: list[OutlineEntry] = []
    seen: set[str] = set()
    for path in sorted((root / REFERENCE_LANGUAGE).glob("*.md")):
        meta = _meta(path)
        if meta is None:
            continue
        lesson_id, order, game = meta.get("id", ""), meta.get("order", ""), meta.get("game", "")
        if not lesson_id or lesson_id in seen or not is_ascii_digits(order):
            continue
        try:
            played = Game(game)
        except ValueError:
            continue
        seen.add(lesson_id)
        entries.append(OutlineEntry(lesson_id, meta.get("title", lesson_id), int(order), played))
    entries.sort(key=lambda e: (GAME_ORDER.index(e.game), e.order, e.lesson_id))
    return tuple(entries)


@lru_cache(maxsize=4)
def outline_of(root: Path) -> tuple[OutlineEntry, ...]:
    """:func:`read_outline`, read once per folder (the shipped lessons do not change while
    the app runs)."""
    return read_outline(root)


def shipped_outline() -> tuple[OutlineEntry, ...]:
    """The outline of the lessons this copy ships (:func:`trainer.datafiles.lessons_dir`)."""
    from trainer.datafiles import lessons_dir

    return outline_of(lessons_dir())
