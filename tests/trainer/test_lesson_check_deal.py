"""A lesson's check cannot be passed by flipping the answer marked wrong (issue 12, point 4):
a retry deals a fresh check from a new seed (:func:`trainer.curriculum.deal.deal_check`).

Draw answers are checked against ``rules_reference`` (art. 9 written from RULES.md), totals
against art. 5 (the units digit of the sum, 10/J/Q/K count 0), pairs against art. 13.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.trainer.rules_reference import banker_draws, player_draws
from trainer.baccarat.tableau import banker_rule, player_rule
from trainer.curriculum import load_lessons
from trainer.curriculum.deal import DEALT_KINDS, deal_check
from trainer.curriculum.model import CheckKind
from trainer.curriculum.progress import grade_check

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
SEEDS = range(1, 41)


@pytest.fixture(scope="module")
def english():
    return load_lessons(LESSONS, "en")


def points(card) -> int:
    """Art. 5: A = 1, 2-9 at face value, 10 and pictures 0."""
    rank = card.code[:-1]
    return 1 if rank == "A" else 0 if rank in ("10", "J", "Q", "K") else int(rank)


def test_no_seed_is_the_lessons_written_check(english) -> None:
    for lesson in english.lessons:
        assert deal_check(lesson, None) == lesson.checks


def test_a_retry_deals_new_questions_of_the_same_kinds(english) -> None:
    for lesson in english.lessons:
        written = lesson.checks
        for seed in SEEDS:
            first = deal_check(lesson, seed)
            again = deal_check(lesson, seed, previous=first)
            assert deal_check(lesson, seed) == first  # same seed, same check
            for old, new, newer in zip(written, first, again, strict=True):
                assert new.kind is old.kind
                if old.kind in DEALT_KINDS:
                    assert new.dealt and new.prompt == ""
                    assert new.spec != old.spec, (lesson.id, seed, old.spec)
                    assert newer.spec not in (old.spec, new.spec), (lesson.id, seed)
                elif old.kind is CheckKind.CHOOSE:
                    assert sorted(new.choices, key=lambda c: c.code) == sorted(
                        old.choices, key=lambda c: c.code)
                    assert new.answer == old.answer and new.prompt == old.prompt
        # The fresh checks differ between seeds, not only from the written one.
        specs = {tuple(c.spec for c in deal_check(lesson, seed)) for seed in SEEDS}
        if any(c.kind in DEALT_KINDS for c in written):
            assert len(specs) >= 5, lesson.id


def test_dealt_draw_questions_keep_the_rule_and_answer_it_right(english) -> None:
    for lesson in english.lessons:
        for seed in SEEDS:
            for old, new in zip(lesson.checks, deal_check(lesson, seed), strict=True):
                if new.kind is CheckKind.DRAW_PLAYER:
                    p, b = new.totals
                    assert new.answer == ("draw" if player_draws(p, b) else "stand")
                    # the same clause of art. 9 as the written question
                    wp, wb = (int(w) for w in old.spec.split()[2::2])
                    assert player_rule(p, b).reason is player_rule(wp, wb).reason
                elif new.kind is CheckKind.DRAW_BANKER:
                    b, third = new.totals
                    player = 6 if third is None else 5
                    assert new.answer == ("draw" if banker_draws(b, third, player) else "stand")
                    assert banker_rule(b, third, player).draws == (new.answer == "draw")
                elif new.kind is CheckKind.TOTAL:
                    (cards,) = new.cards
                    assert new.answer == str(sum(points(c) for c in cards) % 10)
                elif new.kind is CheckKind.PAIR:
                    first, second = new.cards[0]
                    assert new.answer == ("yes" if first.rank == second.rank else "no")


def test_the_fresh_check_is_graded_against_what_was_dealt(english) -> None:
    lesson = english.by_id("player-rule")
    dealt = deal_check(lesson, 7)
    right = [c.answer for c in dealt]
    assert grade_check(lesson, right, dealt).passed
    flipped = ["stand" if a == "draw" else "draw" for a in right]
    result = grade_check(lesson, flipped, dealt)
    assert result.score == 0 and not result.passed
