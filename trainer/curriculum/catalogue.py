"""The lessons to show in one language, with English standing in for a missing translation.

:func:`load_catalogue` loads the lessons of a language and of English (the reference). A lesson
that is missing in the language, or malformed there, is shown in English and marked
``fallback``; every problem found stays in :attr:`Catalogue.errors` with its file and line, so
the screen can name it while every other lesson still loads.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from trainer.articles import Game
from trainer.curriculum.examples import EXAMPLES_FILE, load_examples
from trainer.curriculum.loader import load_lessons
from trainer.curriculum.model import LANGUAGES, Lesson, LessonError

REFERENCE_LANGUAGE = LANGUAGES[0]
"""English: every other language is checked against it and falls back to it."""

GAME_ORDER: tuple[Game, ...] = (Game.BACCARAT, Game.SAM_KONG)
"""The order the lesson list groups the games in."""


@dataclass(frozen=True)
class CatalogueEntry:
    """One lesson as shown: in the wanted language, or in English when ``fallback``."""

    lesson: Lesson
    fallback: bool = False

    @property
    def id(self) -> str:
        return self.lesson.id


@dataclass(frozen=True)
class Catalogue:
    """Every lesson that could be loaded, in order, and every problem met on the way."""

    lang: str
    entries: tuple[CatalogueEntry, ...]
    errors: tuple[LessonError, ...]

    def entry(self, lesson_id: str) -> CatalogueEntry | None:
        """The entry of ``lesson_id``, or ``None`` if no language has it."""
        return next((e for e in self.entries if e.id == lesson_id), None)

    def for_game(self, game: Game) -> tuple[CatalogueEntry, ...]:
        """The entries of one game, in lesson order."""
        return tuple(e for e in self.entries if e.lesson.game is game)

    @property
    def error_files(self) -> tuple[Path, ...]:
        """The files with problems, each once, in the order first met."""
        seen: list[Path] = []
        for error in self.errors:
            if error.path not in seen:
                seen.append(error.path)
        return tuple(seen)


def load_catalogue(root: Path, lang: str) -> Catalogue:
    """Load the lessons of ``lang`` under ``root``, English standing in for missing ones.

    ``ValueError`` for a language that is not one of :data:`LANGUAGES`.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"unknown lesson language {lang!r} (one of {', '.join(LANGUAGES)})")
    book = load_examples(root / EXAMPLES_FILE)
    wanted = load_lessons(root, lang, book)
    errors: list[LessonError] = list(wanted.errors)
    entries = {lesson.id: CatalogueEntry(lesson) for lesson in wanted.lessons}
    if lang != REFERENCE_LANGUAGE:
        reference = load_lessons(root, REFERENCE_LANGUAGE, book)
        for error in reference.errors:
            if error not in errors:
                errors.append(error)
        orders = {entry.lesson.order for entry in entries.values()}
        for lesson in reference.lessons:
            if lesson.id not in entries and lesson.order not in orders:
                entries[lesson.id] = CatalogueEntry(lesson, fallback=True)
    ordered = sorted(
        entries.values(),
        key=lambda e: (GAME_ORDER.index(e.lesson.game), e.lesson.order, e.lesson.id),
    )
    return Catalogue(lang, tuple(ordered), tuple(errors))


__all__ = ["GAME_ORDER", "REFERENCE_LANGUAGE", "Catalogue", "CatalogueEntry", "load_catalogue"]
