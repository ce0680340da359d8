"""Mistakes on the shoe's procedures name the lesson that teaches them: the cut and the burn
lesson 2 (lesson 1, the first naming art. 2, is the equipment), demonstration coups (art. 2
(2)) and the last coup (art. 3) lesson 3, an exposed card (art. 4) lesson 4, misdeals (art.
10) lesson 16, the card holder (art. 16) lesson 15, the art. 8 burn lesson 4."""

from __future__ import annotations

import pytest

from trainer.articles import PROCEDURE, Article, bac
from trainer.curriculum.cited import lesson_for, lesson_of, lesson_refs
from trainer.datafiles import lessons_dir


@pytest.mark.parametrize(("article", "order"), [
    (bac(2), 2), (bac(2, 2), 3), (bac(3), 3), (bac(4), 4), (bac(8), 4), (bac(10), 16),
    (bac(16), 15),
])
def test_each_procedure_cites_the_lesson_that_teaches_it(article: Article, order: int) -> None:
    ref = lesson_for(article, lesson_refs(lessons_dir()))
    assert ref is not None and ref.order == order


def test_a_shoe_step_graded_by_house_procedure_cites_the_shoes_lesson() -> None:
    """A cut deeper than the house's deck and a half (no article: the house's procedure) is
    taught by lesson 25, the shoe's life at the Table, not lesson 24 (take and pay)."""
    refs = lesson_refs(lessons_dir())
    cut = lesson_of(PROCEDURE, refs, None, "shoe:cut")
    take = lesson_of(PROCEDURE, refs, None, "order:take")
    assert cut is not None and (cut.id, cut.order) == ("shoe-life-at-the-table", 25)
    assert take is not None and (take.id, take.order) == ("take-pay-and-commission-boxes", 24)

