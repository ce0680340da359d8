"""The lessons the screen shows in one language: English standing in for missing or malformed
translations, every problem kept with its file and line, unreadable files reported."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from trainer.articles import Game
from trainer.curriculum import LANGUAGES, load_lessons
from trainer.curriculum.catalogue import load_catalogue

LESSONS = Path(__file__).resolve().parents[2] / "lessons"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A copy of the lessons folder with English and 繁體中文 only."""
    copy = tmp_path / "lessons"
    copy.mkdir()
    shutil.copy(LESSONS / "examples.txt", copy / "examples.txt")
    for lang in ("en", "zh-Hant"):
        shutil.copytree(LESSONS / lang, copy / lang)
    return copy


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_is_complete_without_fallbacks(lang: str) -> None:
    catalogue = load_catalogue(LESSONS, lang)
    assert catalogue.errors == ()
    english = load_lessons(LESSONS, "en").lessons
    by_game = sorted(english, key=lambda x: (x.game is not Game.BACCARAT, x.order))
    assert [e.id for e in catalogue.entries] == [x.id for x in by_game]
    assert not any(e.fallback for e in catalogue.entries)
    # Lessons 24 and 25 (the Table's take and pay; the shoe's life at the Table) came after
    # the Sam Kong lessons: they are listed with baccarat's.
    assert [e.lesson.order for e in catalogue.for_game(Game.BACCARAT)] == [
        *range(1, 18), 24, 25]
    # Lesson 26 (the Sam Kong round) comes after them: it is listed with Sam Kong's.
    assert [e.lesson.order for e in catalogue.for_game(Game.SAM_KONG)] == [*range(18, 24), 26]


def test_a_missing_translation_is_shown_in_english(root: Path) -> None:
    (root / "zh-Hant" / "10-pairs.md").unlink()
    catalogue = load_catalogue(root, "zh-Hant")
    assert catalogue.errors == ()
    pairs = catalogue.entry("pairs")
    assert pairs is not None and pairs.fallback
    assert pairs.lesson.title == "Player Pair and Banker Pair"
    assert [e.id for e in catalogue.entries][9] == "pairs"  # in its place, not at the end
    commission = catalogue.entry("commission")
    assert commission is not None and not commission.fallback


def test_a_malformed_translation_is_named_and_shown_in_english(root: Path) -> None:
    path = root / "zh-Hant" / "07-banker-tableau.md"
    lines = path.read_text(encoding="utf-8").splitlines()
    lines.insert(3, "colour: green")  # line 4: a key the format does not have
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    catalogue = load_catalogue(root, "zh-Hant")
    assert [(e.path.name, e.line, e.code) for e in catalogue.errors] == [
        ("07-banker-tableau.md", 4, "unknown_key")]
    assert catalogue.error_files == (path,)
    entry = catalogue.entry("banker-tableau")
    assert entry is not None and entry.fallback
    assert len(catalogue.entries) == 26


def test_a_whole_missing_language_is_english_with_one_error(root: Path) -> None:
    catalogue = load_catalogue(root, "pt")
    assert [e.code for e in catalogue.errors] == ["no_folder"]
    assert len(catalogue.entries) == 26 and all(e.fallback for e in catalogue.entries)


def test_an_unreadable_lesson_file_is_an_error_not_a_crash(root: Path) -> None:
    (root / "en" / "24-oops.md").mkdir()  # read_bytes() raises IsADirectoryError
    catalogue = load_catalogue(root, "en")
    assert [(e.path.name, e.code) for e in catalogue.errors] == [("24-oops.md", "unreadable")]
    assert "cannot be read" in catalogue.errors[0].message
    assert len(catalogue.entries) == 26


def test_an_unreadable_examples_file_is_an_error_not_a_crash(root: Path) -> None:
    (root / "examples.txt").unlink()
    (root / "examples.txt").mkdir()
    catalogue = load_catalogue(root, "en")
    assert catalogue.errors[0].code == "unreadable"
    assert catalogue.entries == ()  # every lesson needs its examples; each error is listed
    assert {e.path.parent.name for e in catalogue.errors[1:]} == {"en"}


def test_an_unknown_language_is_refused(root: Path) -> None:
    with pytest.raises(ValueError, match="unknown lesson language"):
        load_catalogue(root, "fr")
