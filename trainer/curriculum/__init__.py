"""Lessons: the model and the loader for the top-level ``lessons/`` folder (Qt-free).

The format (also in ``lessons/README.md``, which translators are given)
=====================================================================

Files
-----
One Markdown file per lesson and language: ``lessons/<lang>/<order:02d>-<id>.md`` with
``<lang>`` one of ``en``, ``zh-Hant``, ``zh-Hans``, ``pt``. Files are UTF-8 (a byte-order mark
is tolerated). Worked examples live once, for every language, in ``lessons/examples.txt``.

Metadata
--------
The file starts with a block between two ``---`` lines, one ``key: value`` per line; all seven
keys are required and no other key is allowed::

    ---
    id: banker-tableau                      kebab-case, the same in every language
    title: The Banker's tableau             translated
    order: 7                                whole number, the file name's prefix
    game: baccarat                          baccarat | samkong
    articles: bac.9.3, bac.9.4              article codes (trainer.articles.Article.code)
    drill: draw:hard                        draw, call, payout, samkong_level, samkong_doors,
                                            samkong_payout or shoe, optionally :all/:hard/
                                            :naturals/:weak
    examples: coup-banker-6-draws, ...      1 to 3 ids defined in lessons/examples.txt
    ---

Body
----
Markdown as Qt's ``QTextDocument.setMarkdown`` renders it (headings, lists, bold, tables).
Two directives, each alone on its line:

``{{example: <id>}}``
    Shows the worked example ``<id>`` here (its cards as card images and the engine's
    results). Every id of the ``examples`` key is shown exactly where the author puts it;
    no other id may be used.
``{{check}}``
    Starts the final section: 2 to 4 questions, each a ``Q:`` line (the prompt, translated)
    and an ``A:`` line (the answer spec, never translated), e.g.::

        Q: The Banker has 6 and the Player's third card is a 7. Draw or stand?
        A: draw banker 6 third 7

    The engine computes the choices and the answer (see :mod:`trainer.curriculum.checks`
    for every spec). A written question uses ``A: choose [article code]`` followed by 2-5
    lines ``- choice``, the correct one written ``- * choice``. Each such question is the
    first of a pool: the blocks right after it that start ``Q+:`` instead of ``Q:`` are
    alternatives for the same check slot (``choose`` questions too, at least two), from
    which a retry picks another question than the one just answered
    (:func:`trainer.curriculum.deal.deal_check`).

Nothing is typed by hand that the engine can compute: totals, levels, draw decisions,
payouts and burn counts all come from :mod:`trainer.curriculum.examples` and
:mod:`trainer.curriculum.checks`. :func:`validate_all` checks that every language has the
same lessons with the same order, game, articles, drill, examples and check answers (every
alternative of every slot: the same count, answer specs, choice counts and answers).
"""

from trainer.curriculum.checks import CheckSpecError, compute_check
from trainer.curriculum.examples import ExampleBook, compute_example, load_examples
from trainer.curriculum.loader import (
    compare_sets,
    load_lessons,
    parse_article,
    parse_lesson,
    present_languages,
    validate_all,
)
from trainer.curriculum.model import (
    LANGUAGES,
    BurnResult,
    CardGroup,
    Check,
    CheckKind,
    Choice,
    DoorLine,
    Example,
    ExampleKind,
    HandRole,
    Lesson,
    LessonError,
    LessonSet,
    drills,
)

__all__ = [
    "LANGUAGES",
    "BurnResult",
    "CardGroup",
    "Check",
    "CheckKind",
    "CheckSpecError",
    "Choice",
    "DoorLine",
    "Example",
    "ExampleBook",
    "ExampleKind",
    "HandRole",
    "Lesson",
    "LessonError",
    "LessonSet",
    "compare_sets",
    "compute_check",
    "compute_example",
    "drills",
    "load_examples",
    "load_lessons",
    "parse_article",
    "parse_lesson",
    "present_languages",
    "validate_all",
]
