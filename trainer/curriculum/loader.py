"""Loading lessons from ``lessons/<lang>/*.md`` and checking the translations agree.

The format is described in :mod:`trainer.curriculum`. The parser is strict and tiny (no YAML):
a malformed lesson gives a :class:`~trainer.curriculum.model.LessonError` naming its file and
line, and every other lesson still loads.

The check section is read into slots (:attr:`~trainer.curriculum.model.Lesson.pools`): a
``Q:`` block opens a slot; each ``Q+:`` block after it adds an alternative to that slot, only
to a ``choose`` slot and only as a ``choose`` question (``bad_alternative`` otherwise). The
translations must agree on every slot's alternatives (:func:`compare_sets`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from trainer.articles import ARTICLES, Article, Game
from trainer.curriculum.checks import CheckSpecError, compute_check, stake_places
from trainer.curriculum.examples import EXAMPLES_FILE, ExampleBook, load_examples
from trainer.curriculum.model import (
    CHECK_DIRECTIVE,
    EXAMPLE_DIRECTIVE,
    ID_PATTERN,
    LANGUAGES,
    Check,
    CheckKind,
    Example,
    Lesson,
    LessonError,
    LessonSet,
    drill_levels,
    drills,
)
from trainer.errors import CardParseError, TrainerError
from trainer.typed import is_ascii_digits

REQUIRED_KEYS: tuple[str, ...] = ("id", "title", "order", "game", "articles", "drill", "examples")
"""Every metadata key; all are required and no other key is allowed."""

MIN_EXAMPLES, MAX_EXAMPLES = 1, 3
MIN_CHECKS, MAX_CHECKS = 2, 4

FILE_NAME = re.compile(r"(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md")
_META_LINE = re.compile(r"([a-z_]+):(.*)")

KNOWN_ARTICLES: dict[tuple[Game, int], frozenset[tuple[int, ...]]] = {}
"""Every article of RULES.md with the clause paths a citation may name: a view of
:data:`trainer.articles.ARTICLES`, the one table of what the trainer may cite."""

for _article in ARTICLES.values():
    _key = (_article.game, _article.number)
    KNOWN_ARTICLES[_key] = KNOWN_ARTICLES.get(_key, frozenset()) | {_article.clauses}


def parse_article(code: str) -> Article:
    """An article of :data:`trainer.articles.ARTICLES` by its ref (``bac.9.3``, ``sk.8.1``,
    ``bac.18+sjm`` for the SJM house note); ``ValueError`` if unknown."""
    if not re.fullmatch(r"(bac|sk)(\.\d+)+(\+[a-z]+)?", code):
        raise ValueError(f"{code!r} is not an article code (e.g. bac.9.3 or sk.5)")
    article = Article.from_code(code)
    if article.ref not in ARTICLES:
        if (article.game, article.number) not in KNOWN_ARTICLES:
            raise ValueError(f"{code!r}: there is no such article in RULES.md")
        raise ValueError(f"{code!r}: {article.game.value} art. {article.number} has no such clause")
    return article


@dataclass
class _Collector:
    """The errors found in one file."""

    path: Path
    errors: list[LessonError] = field(default_factory=list)

    def add(self, line: int, message: str, code: str) -> None:
        self.errors.append(LessonError(self.path, line, message, code))


@dataclass(frozen=True)
class _Meta:
    values: dict[str, str]
    lines: dict[str, int]
    end: int
    """Line number of the closing ``---``."""


def _read_text(path: Path, out: _Collector) -> str | None:
    try:
        data = path.read_bytes()
    except OSError as exc:
        out.add(0, f"the file cannot be read ({exc.strerror or exc})", "unreadable")
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        out.add(line, f"the file is not UTF-8 (byte {exc.start})", "not_utf8")
        return None
    return text.removeprefix("\ufeff").replace("\r\n", "\n")


def _read_meta(lines: list[str], out: _Collector) -> _Meta | None:
    if not lines or lines[0].strip() != "---":
        out.add(1, "a lesson starts with a '---' line opening its metadata", "no_metadata")
        return None
    values: dict[str, str] = {}
    where: dict[str, int] = {}
    found: list[LessonError] = []

    def problem(line: int, message: str, code: str) -> None:
        found.append(LessonError(out.path, line, message, code))

    for index in range(1, len(lines)):
        number, text = index + 1, lines[index].strip()
        if text == "---":
            out.errors.extend(found)
            return _Meta(values, where, number)
        if not text:
            continue
        match = _META_LINE.fullmatch(text)
        if match is None:
            problem(number, f"expected 'key: value' in the metadata, got {text!r}",
                    "bad_metadata")
            continue
        key, value = match.group(1), match.group(2).strip()
        if key not in REQUIRED_KEYS:
            problem(number, f"unknown metadata key {key!r} (keys: {', '.join(REQUIRED_KEYS)})",
                    "unknown_key")
            continue
        if key in values:
            problem(number, f"metadata key {key!r} is given twice", "duplicate_key")
            continue
        values[key] = value
        where[key] = number
    # Unclosed: the lines after the metadata were read as metadata, so report only this.
    out.add(1, "the metadata opened on line 1 is never closed with '---'", "unclosed_metadata")
    return None


def _split_list(value: str) -> list[str]:
    return [item.strip() for item in value.split(",") if item.strip()]


THOUSANDS = {"pt": " "}
"""How a language groups thousands in a stake filled into a question (``{1}``): 3 000 in
European Portuguese, as its lessons write amounts; 3,000 otherwise."""


ALTERNATIVE = "Q+:"
"""Starts another question for the check slot above (a ``choose`` slot's pool)."""


def _parse_checks(
    lines: list[str], first_line: int, book: ExampleBook, out: _Collector,
    thousands: str = ",",
) -> tuple[tuple[Check, ...], ...]:
    """Parse the check section into slots, each the pool of its questions (the ``Q:`` one
    first, then its ``Q+:`` alternatives): ``lines[0]`` is on file line ``first_line``."""
    # (line, prompt, rest, is an alternative)
    blocks: list[tuple[int, str, list[tuple[int, str]], bool]] = []
    for offset, raw in enumerate(lines):
        number, text = first_line + offset, raw.strip()
        if not text:
            continue
        if text.startswith(ALTERNATIVE):
            if not blocks:
                out.add(number, f"'{ALTERNATIVE}' adds an alternative to the question above "
                        "it: there is none", "bad_check")
                continue
            blocks.append((number, text[len(ALTERNATIVE):].strip(), [], True))
        elif text.startswith("Q:"):
            blocks.append((number, text[2:].strip(), [], False))
        elif blocks:
            blocks[-1][2].append((number, text))
        else:
            out.add(number, "the check section holds 'Q:' questions only", "bad_check")
    slots: list[list[Check]] = []
    slot_ok: list[bool] = []
    for number, prompt, rest, alternative in blocks:
        if not alternative:
            slots.append([])
            slot_ok.append(True)
        check = _parse_block(number, prompt, rest, book, out, thousands)
        if check is None:
            slot_ok[-1] = False
            continue
        pool = slots[-1]
        if alternative and (check.kind is not CheckKind.CHOOSE
                            or (pool and pool[0].kind is not CheckKind.CHOOSE)):
            out.add(number, f"only a 'choose' question takes '{ALTERNATIVE}' alternatives, "
                    "and they are 'choose' questions too", "bad_alternative")
            slot_ok[-1] = False
            continue
        if any(other.prompt == check.prompt for other in pool):
            out.add(number, "this alternative repeats a question of its slot", "bad_alternative")
            slot_ok[-1] = False
            continue
        pool.append(replace(check, variant=len(pool)))
    count = sum(1 for block in blocks if not block[3])
    if not MIN_CHECKS <= count <= MAX_CHECKS:
        out.add(first_line - 1 if first_line > 1 else 0,
                f"the check has {MIN_CHECKS} to {MAX_CHECKS} questions, not {count}",
                "check_count")
    return tuple(tuple(pool) for pool, ok in zip(slots, slot_ok, strict=True) if ok and pool)


def _parse_block(
    number: int, prompt: str, rest: list[tuple[int, str]], book: ExampleBook, out: _Collector,
    thousands: str,
) -> Check | None:
    """One ``Q:``/``Q+:`` question with its ``A:`` line and choices; ``None`` if malformed."""
    if not prompt:
        out.add(number, "a question needs its text after 'Q:'", "bad_check")
        return None
    answers = [(n, t[2:].strip()) for n, t in rest if t.startswith("A:")]
    written: list[tuple[str, bool]] = []
    bad = False
    for n, t in rest:
        if t.startswith("A:"):
            continue
        if t.startswith("- "):
            body = t[2:].strip()
            correct = body.startswith("* ")
            written.append((body[2:].strip() if correct else body, correct))
        else:
            out.add(n, f"expected 'A: <answer>' or '- <choice>', got {t!r}", "bad_check")
            bad = True
    if len(answers) != 1:
        out.add(number, "a question has exactly one 'A:' line", "bad_check")
        return None
    if bad:
        return None
    answer_line, spec = answers[0]
    try:
        return compute_check(prompt, spec, book.examples, tuple(written), answer_line,
                             thousands=thousands)
    except (CheckSpecError, CardParseError, TrainerError, ValueError) as exc:
        out.add(answer_line, f"check answer {spec!r}: {exc}", "bad_check")
        return None


def parse_lesson(path: Path, book: ExampleBook) -> tuple[Lesson | None, list[LessonError]]:
    """Read one lesson file; the lesson is ``None`` when any error was found."""
    out = _Collector(path)
    text = _read_text(path, out)
    if text is None:
        return None, out.errors
    lines = text.split("\n")
    meta = _read_meta(lines, out)
    if meta is None:
        return None, out.errors
    values, where = meta.values, meta.lines
    for key in REQUIRED_KEYS:
        if key not in values:
            out.add(meta.end, f"metadata key {key!r} is missing", "missing_key")
        elif not values[key] and key != "examples":
            out.add(where[key], f"metadata key {key!r} is empty", "empty_value")
    if out.errors:
        return None, out.errors

    name = FILE_NAME.fullmatch(path.name)
    lesson_id = values["id"]
    if not ID_PATTERN.fullmatch(lesson_id):
        out.add(where["id"], f"the id {lesson_id!r} is not kebab-case", "bad_id")
    elif name is None or name.group(2) != lesson_id:
        out.add(where["id"], f"the file of lesson {lesson_id!r} is named "
                f"'<order:02d>-{lesson_id}.md', not {path.name!r}", "file_name")

    order = 0
    if not is_ascii_digits(values["order"]) or int(values["order"]) < 1:
        out.add(where["order"], f"order is a whole number from 1, not {values['order']!r}",
                "bad_order")
    else:
        order = int(values["order"])
        if name is not None and int(name.group(1)) != order:
            out.add(where["order"], f"order {order} does not match the file name {path.name!r}",
                    "bad_order")

    game: Game | None = None
    try:
        game = Game(values["game"])
    except ValueError:
        out.add(where["game"], f"game is baccarat or samkong, not {values['game']!r}", "bad_game")

    articles: list[Article] = []
    for code in _split_list(values["articles"]):
        try:
            article = parse_article(code)
        except ValueError as exc:
            out.add(where["articles"], str(exc), "unknown_article")
            continue
        if game is not None and article.game is not game:
            out.add(where["articles"], f"{code!r} is not an article of {game.value}",
                    "unknown_article")
        articles.append(article)

    drill, _, level_text = values["drill"].partition(":")
    drill = drill.strip()
    level: str | None = level_text.strip() or None
    if drill not in drills():
        out.add(where["drill"], f"unknown drill {drill!r} (one of {', '.join(drills())})",
                "unknown_drill")
    elif level is not None and level not in drill_levels(drill):
        out.add(where["drill"], f"drill {drill!r} has no level {level!r} "
                f"(one of {', '.join(drill_levels(drill))})", "unknown_drill")
    elif game is not None and drill.startswith("samkong") != (game is Game.SAM_KONG):
        out.add(where["drill"], f"drill {drill!r} is not a {game.value} drill", "unknown_drill")

    example_ids = _split_list(values["examples"])
    examples: list[Example] = []
    for example_id in example_ids:
        if example_id in book.broken:
            broken = book.broken[example_id]
            out.add(where["examples"], f"example {example_id!r} cannot be computed "
                    f"({broken.path.name} line {broken.line})", "bad_example")
        elif example_id not in book.examples:
            out.add(where["examples"], f"example {example_id!r} is not defined in "
                    f"{EXAMPLES_FILE}", "unknown_example")
        elif example_id in (e.id for e in examples):
            out.add(where["examples"], f"example {example_id!r} is listed twice",
                    "duplicate_example")
        else:
            examples.append(book.examples[example_id])
    if not MIN_EXAMPLES <= len(example_ids) <= MAX_EXAMPLES:
        out.add(where["examples"], f"a lesson has {MIN_EXAMPLES} to {MAX_EXAMPLES} examples, "
                f"not {len(example_ids)}", "example_count")

    body_lines = lines[meta.end:]
    body: list[str] = []
    used: list[str] = []
    check_at: int | None = None
    for offset, raw in enumerate(body_lines):
        number, text = meta.end + 1 + offset, raw.strip()
        if text == CHECK_DIRECTIVE:
            check_at = offset
            break
        match = EXAMPLE_DIRECTIVE.fullmatch(text)
        if match is not None:
            used.append(match.group(1))
            if match.group(1) not in example_ids:
                out.add(number, f"{{{{example: {match.group(1)}}}}} is not in the metadata's "
                        "examples", "unknown_example")
        elif "{{" in text or "}}" in text:
            out.add(number, f"unknown directive {text!r}: use '{{{{example: <id>}}}}' or "
                    f"'{CHECK_DIRECTIVE}' on a line of their own", "bad_directive")
        body.append(raw)
    if sorted(used) == sorted(example_ids) and used != example_ids:
        out.add(where["examples"], "the examples are shown in another order than listed: "
                f"{', '.join(used)}", "example_order")
    for example_id in example_ids:
        if example_id not in used:
            out.add(where["examples"], f"example {example_id!r} is listed but never shown "
                    "with {{example: ...}}", "unused_example")
    pools: tuple[tuple[Check, ...], ...] = ()
    if check_at is None:
        out.add(len(lines), f"the lesson ends with a '{CHECK_DIRECTIVE}' section", "no_check")
    else:
        first = meta.end + 1 + check_at + 1
        pools = _parse_checks(body_lines[check_at + 1:], first, book, out,
                                THOUSANDS.get(path.parent.name, ","))
    if out.errors or game is None:
        return None, out.errors
    lesson = Lesson(
        id=lesson_id,
        title=values["title"],
        order=order,
        game=game,
        articles=tuple(articles),
        drill=drill,
        level=level,
        examples=tuple(examples),
        body_markdown="\n".join(body).strip("\n") + "\n",
        checks=tuple(pool[0] for pool in pools),
        path=path,
        pools=pools,
    )
    return lesson, out.errors


def load_lessons(root: Path, lang: str, book: ExampleBook | None = None) -> LessonSet:
    """Load every lesson of ``root/<lang>/`` in order.

    ``root`` is the lessons folder (it holds ``examples.txt`` and one folder per language).
    A malformed lesson is left out with its errors; ids and orders must be unique.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"unknown lesson language {lang!r} (one of {', '.join(LANGUAGES)})")
    book = book if book is not None else load_examples(root / EXAMPLES_FILE)
    errors: list[LessonError] = list(book.errors)
    folder = root / lang
    if not folder.is_dir():
        errors.append(LessonError(folder, 0, f"there is no {lang} lesson folder", "no_folder"))
        return LessonSet(lang, (), tuple(errors))
    lessons: list[Lesson] = []
    for path in sorted(folder.glob("*.md")):
        lesson, found = parse_lesson(path, book)
        errors.extend(found)
        if lesson is None:
            continue
        clash = next((other for other in lessons if other.id == lesson.id), None)
        if clash is not None:
            errors.append(LessonError(path, _key_line(path, "id"), f"duplicate id {lesson.id!r}: "
                                      f"also in {clash.path.name}", "duplicate_id"))
            continue
        clash = next((other for other in lessons if other.order == lesson.order), None)
        if clash is not None:
            errors.append(LessonError(path, _key_line(path, "order"), f"duplicate order "
                                      f"{lesson.order}: also in {clash.path.name}", "bad_order"))
            continue
        lessons.append(lesson)
    lessons.sort(key=lambda lesson: lesson.order)
    return LessonSet(lang, tuple(lessons), tuple(errors))


def _key_line(path: Path, key: str) -> int:
    text = path.read_text(encoding="utf-8-sig")
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip().startswith(f"{key}:"):
            return number
    return 1  # pragma: no cover - a loaded lesson always has every key


def _signature(lesson: Lesson) -> dict[str, object]:
    """What every translation of a lesson must share with the English one."""
    return {
        "order": lesson.order,
        "game": lesson.game.value,
        "articles": tuple(a.code for a in lesson.articles),
        "drill": (lesson.drill, lesson.level),
        "examples": tuple(e.id for e in lesson.examples),
        "example order in the body": tuple(
            s.id for s in lesson.segments() if isinstance(s, Example)
        ),
        "check answers": tuple(
            tuple((c.spec if c.kind.value != "choose" else
                   f"{c.spec} ({len(c.choices)} choices, answer {c.answer})")
                  for c in lesson.pool(index))
            for index in range(len(lesson.checks))),
        "stakes named in the questions ({1}, {2})": tuple(
            tuple(sorted(stake_places(c.template))) for c in lesson.checks),
    }


def compare_sets(reference: LessonSet, other: LessonSet) -> list[LessonError]:
    """Differences between a translation and the reference: ids, articles, examples, checks."""
    errors: list[LessonError] = []
    ref = {lesson.id: lesson for lesson in reference.lessons}
    mine = {lesson.id: lesson for lesson in other.lessons}
    for lesson_id in sorted(ref.keys() - mine.keys()):
        errors.append(LessonError(ref[lesson_id].path, 0, f"lesson {lesson_id!r} is missing "
                                  f"in {other.lang}", "missing_lesson"))
    for lesson_id in sorted(mine.keys() - ref.keys()):
        errors.append(LessonError(mine[lesson_id].path, 0, f"lesson {lesson_id!r} is not in "
                                  f"{reference.lang}", "extra_lesson"))
    for lesson_id in sorted(ref.keys() & mine.keys()):
        a, b = _signature(ref[lesson_id]), _signature(mine[lesson_id])
        for key in a:
            if a[key] != b[key]:
                errors.append(LessonError(
                    mine[lesson_id].path, 0,
                    f"{key} differ from {reference.lang}: {b[key]} instead of {a[key]}",
                    "translation_mismatch",
                ))
    return errors


def validate_all(
    root: Path, languages: Sequence[str] = LANGUAGES, *, require_all: bool = True
) -> list[LessonError]:
    """Check every language loads cleanly and matches the first (English) one.

    With ``require_all`` a missing language folder is an error; without it only the
    languages present are compared. Returns every problem found (empty when all is well).
    """
    book = load_examples(root / EXAMPLES_FILE)
    errors: list[LessonError] = list(book.errors)
    sets: list[LessonSet] = []
    for lang in languages:
        if not (root / lang).is_dir():
            if require_all:
                errors.append(LessonError(root / lang, 0, f"the {lang} lessons are missing",
                                          "no_folder"))
            continue
        loaded = load_lessons(root, lang, book)
        errors.extend(e for e in loaded.errors if e not in book.errors)
        sets.append(loaded)
    if sets:
        for other in sets[1:]:
            errors.extend(compare_sets(sets[0], other))
    return errors


def present_languages(root: Path, languages: Iterable[str] = LANGUAGES) -> tuple[str, ...]:
    """The languages that have a lesson folder under ``root``."""
    return tuple(lang for lang in languages if (root / lang).is_dir())


__all__: Sequence[str] = (
    "KNOWN_ARTICLES",
    "compare_sets",
    "load_lessons",
    "parse_article",
    "parse_lesson",
    "present_languages",
    "validate_all",
)
