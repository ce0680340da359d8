"""A lesson's check cannot be passed by flipping the answer marked wrong (issue 12, point 4):
a retry deals a fresh check from a new seed (:func:`trainer.curriculum.deal.deal_check`).

Draw answers are checked against ``rules_reference`` (art. 9 written from RULES.md), totals
against art. 5 (the units digit of the sum, 10/J/Q/K count 0), pairs against art. 13.
"""

from __future__ import annotations

import re
from decimal import Decimal
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


# ---- payout and commission questions: fresh stakes (issue 12, point 4; newcomer's review 3) --

def _stake(prompt: str, n: int = 0) -> Decimal:
    """The n-th amount written in a question, e.g. 3,000 -> 3000."""
    return Decimal(re.findall(r"[0-9]{1,3}(?:[, ][0-9]{3})+|[0-9]{3,}", prompt)[n]
                   .replace(",", "").replace(" ", ""))


def _by_id(lessons, lesson_id):
    return next(lesson for lesson in lessons.lessons if lesson.id == lesson_id)


def test_a_retry_deals_new_stakes_in_the_commission_lesson(english) -> None:
    """The newcomer's lesson 11: answered 1,1,1,1, pressed Enter, and got the same 3,000,
    2,500 and 1,000. A retry now names new stakes, each a valid bet at the example's table
    (a multiple of its minimum: 300, 500 and 500), and the answers are art. 18 on them."""
    lesson = _by_id(english, "commission")
    written = lesson.checks
    assert [_stake(c.prompt) for c in written[:3]] == [3000, 2500, 1000]
    stakes: set[tuple[Decimal, ...]] = set()
    for seed in SEEDS:
        first = deal_check(lesson, seed)
        again = deal_check(lesson, seed, previous=first)
        for fresh in (first, again):
            commission, deducted, no_commission = fresh[:3]
            x, y, z = (_stake(c.prompt) for c in fresh[:3])
            assert x % 300 == 0 and y % 500 == 0 and z % 500 == 0
            # Art. 18 (1): 5% of the Banker's 1:1 winnings; deducted at payout.
            assert commission.kind is CheckKind.COMMISSION
            assert commission.amount == x * Decimal("0.05")
            assert deducted.amount == y - y * Decimal("0.05")
            # Art. 18 (2): a no-commission Banker win on 6 pays 1 to 2.
            assert no_commission.amount == z / 2
            for check in fresh[:3]:
                assert check.correct.code in {c.code for c in check.choices}
                assert "{" not in check.prompt
        for index in range(3):
            assert first[index].prompt != written[index].prompt, (seed, index)
            assert again[index].prompt not in (written[index].prompt, first[index].prompt)
        stakes.add(tuple(_stake(c.prompt) for c in first[:3]))
    assert len(stakes) > len(SEEDS) // 2  # not one fixed alternative


def test_fresh_stakes_in_every_language_and_other_payouts(english) -> None:
    """Art. 17: a Player bet pays 1:1, a Tie 8:1 (lesson 9); Sam Kong art. 9: 三公 16:1
    (lesson 22). The translations get the same stakes, grouped as each language writes."""
    bets = _by_id(english, "bets-and-payouts")
    for seed in SEEDS:
        dealt = {c.spec: c for c in deal_check(bets, seed)}
        player, tie = dealt["paid payout-player-1000"], dealt["paid payout-tie-500"]
        assert player.amount == _stake(player.prompt)
        assert tie.amount == 8 * _stake(tie.prompt) and _stake(tie.prompt) % 100 == 0
        faces = deal_check(_by_id(english, "samkong-three-faces-and-points"), seed)[0]
        assert faces.amount == 16 * _stake(faces.prompt)
    for lang in ("zh-Hant", "zh-Hans", "pt"):
        other = _by_id(load_lessons(LESSONS, lang), "commission")
        en_check = deal_check(_by_id(english, "commission"), 7)[0]
        check = deal_check(other, 7)[0]
        assert check.amount == en_check.amount and "{" not in check.prompt
        assert _stake(check.prompt) == _stake(en_check.prompt)
