"""Mistakes on the shoe's procedures name the lesson that teaches them: the cut and the burn
lesson 2 (lesson 1, the first naming art. 2, is the equipment), demonstration coups (art. 2
(2)) and the last coup (art. 3) lesson 3, an exposed card (art. 4) lesson 4, misdeals (art.
10) lesson 16, the card holder (art. 16) lesson 15, the art. 8 burn lesson 4."""

from __future__ import annotations

import pytest

from trainer.articles import Article, bac
from trainer.curriculum.cited import lesson_for, lesson_refs
from trainer.datafiles import lessons_dir


@pytest.mark.parametrize(("article", "order"), [
    (bac(2), 2), (bac(2, 2), 3), (bac(3), 3), (bac(4), 4), (bac(8), 4), (bac(10), 16),
    (bac(16), 15),
])
def test_each_procedure_cites_the_lesson_that_teaches_it(article: Article, order: int) -> None:
    ref = lesson_for(article, lesson_refs(lessons_dir()))
    assert ref is not None and ref.order == order
