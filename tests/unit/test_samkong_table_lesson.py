"""Lesson 26, the Sam Kong round, cites in its header the articles it teaches (the start and
the deal of art. 2, the box and the last round of art. 3, the tied door's bet that stays of
art. 7), as the other lessons name theirs, in every language; the rules it only recalls keep
their own lessons (levels 19, odd/even 21, payouts and commission 23); and the Sam Kong
Table's procedure (the take-and-pay order, a bet after the cards) is taught by it."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer.articles import SK_PROCEDURE, sk
from trainer.curriculum import LANGUAGES, load_lessons
from trainer.curriculum.cited import lesson_for, lesson_of, lesson_refs
from trainer.datafiles import lessons_dir

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
ROUND = "samkong-round-at-the-table"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_round_lesson_cites_the_articles_it_teaches(lang: str) -> None:
    lesson = next(x for x in load_lessons(LESSONS, lang).lessons if x.id == ROUND)
    assert lesson.articles == (sk(2), sk(3), sk(7))


@pytest.mark.parametrize(("article", "order"), [
    (sk(5), 19), (sk(8, 1), 21), (sk(8, 2), 22), (sk(9), 23), (sk(10), 21), (sk(7), 20),
    (sk(2), 18),
])
def test_what_the_round_lesson_recalls_keeps_its_own_lesson(article, order: int) -> None:  # type: ignore[no-untyped-def]
    found = lesson_for(article, lesson_refs(lessons_dir()))
    assert found is not None and found.order == order


def test_the_sam_kong_tables_procedure_cites_the_round_lesson() -> None:
    found = lesson_of(SK_PROCEDURE, lesson_refs(lessons_dir()), None, "samkong-table:order")
    assert found is not None and (found.id, found.order) == (ROUND, 26)
