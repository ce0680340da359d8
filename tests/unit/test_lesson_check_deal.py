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

from tests.support.rules_reference import banker_draws, player_draws
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
                    # another written question of the slot's pool, its choices intact
                    pool = lesson.pool(written.index(old))
                    source = next(c for c in pool if c.prompt == new.prompt)
                    assert sorted(new.choices, key=lambda c: c.code) == sorted(
                        source.choices, key=lambda c: c.code)
                    assert new.answer == source.answer and new.correct == source.correct
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


# ---- written-choice questions: a pool per slot (issue 12, point 4) --------------------------

LANGS = ("en", "zh-Hant", "zh-Hans", "pt")


@pytest.fixture(scope="module")
def every_language():
    return {lang: load_lessons(LESSONS, lang) for lang in LANGS}


def _choose_slots(lesson):
    return [i for i, c in enumerate(lesson.checks) if c.kind is CheckKind.CHOOSE]


def test_every_choose_slot_has_a_pool_of_at_least_three(every_language) -> None:
    for lang, lessons in every_language.items():
        assert not lessons.errors, lessons.errors
        slots = 0
        for lesson in lessons.lessons:
            for index in _choose_slots(lesson):
                slots += 1
                pool = lesson.pool(index)
                assert len(pool) >= 3, (lang, lesson.id, index)
                assert len({c.prompt for c in pool}) == len(pool)
                assert [c.variant for c in pool] == list(range(len(pool)))
        assert slots >= 20, lang


def test_a_retry_after_a_wrong_choose_answer_deals_another_question(every_language) -> None:
    """The trainee answers a choose question wrong, sees it marked, and asks for a fresh
    check: that slot now asks another written question, not the same one shuffled (so the
    answer cannot be flipped), and the next retry again asks another one than that."""
    lessons_with_choose = 0
    for lang, lessons in every_language.items():
        for lesson in lessons.lessons:
            slots = _choose_slots(lesson)
            if not slots:
                continue
            lessons_with_choose += 1
            wrong = [next(ch.code for ch in c.choices if ch.code != c.answer)
                     if i in slots else c.answer for i, c in enumerate(lesson.checks)]
            assert not grade_check(lesson, wrong, lesson.checks).passed
            for seed in SEEDS:
                first = deal_check(lesson, seed, previous=lesson.checks)
                again = deal_check(lesson, seed + 1000, previous=first)
                for index in slots:
                    assert first[index].prompt != lesson.checks[index].prompt, (
                        lang, lesson.id, index, seed)
                    assert again[index].prompt != first[index].prompt, (lang, lesson.id, seed)
                    assert first[index].prompt in {c.prompt for c in lesson.pool(index)}
    assert lessons_with_choose >= 4 * 16


def test_the_same_seed_deals_the_same_check_in_every_language(every_language) -> None:
    english = every_language["en"]
    for lesson in english.lessons:
        for seed in SEEDS:
            dealt = deal_check(lesson, seed, previous=lesson.checks)
            assert deal_check(lesson, seed, previous=lesson.checks) == dealt
            for lang in LANGS[1:]:
                other = every_language[lang].by_id(lesson.id)
                theirs = deal_check(other, seed, previous=other.checks)
                # the same question of each pool, its choices in the same order
                for mine, their in zip(dealt, theirs, strict=True):
                    if mine.kind is CheckKind.CHOOSE:
                        assert mine.variant == their.variant, (lang, lesson.id, seed)
                        assert [c.code for c in mine.choices] == [c.code for c in their.choices]
                        assert mine.answer == their.answer


def test_the_pools_line_up_across_languages(every_language) -> None:
    english = every_language["en"]
    for lesson in english.lessons:
        for lang in LANGS[1:]:
            other = every_language[lang].by_id(lesson.id)
            assert len(other.checks) == len(lesson.checks)
            for index in range(len(lesson.checks)):
                mine, theirs = lesson.pool(index), other.pool(index)
                assert len(mine) == len(theirs), (lang, lesson.id, index)
                for a, b in zip(mine, theirs, strict=True):
                    assert (a.spec, a.answer, len(a.choices)) == (b.spec, b.answer, len(b.choices))


def test_every_alternative_computes(every_language) -> None:
    from trainer.curriculum.checks import compute_check

    for lang, lessons in every_language.items():
        for lesson in lessons.lessons:
            for index in range(len(lesson.checks)):
                for check in lesson.pool(index)[1:]:
                    written = tuple((c.text, c.code == check.answer) for c in check.choices)
                    again = compute_check(check.prompt, check.spec, {}, written)
                    assert again.answer == check.answer and again.article == check.article
                    assert check.article is not None, (lang, lesson.id, check.prompt)


# ---- questions about the worked example on screen ("in this coup") ---------------------------


def test_a_question_about_the_example_on_screen_comes_back_on_it_re_dealt(english) -> None:
    """Lesson 17: "In this coup, how much do you pay out in all?" came back as written, so
    its answer could be flipped. A retry re-stakes every bet of the example on screen, both
    questions about it ask about the same re-dealt coup, and the answers are art. 17/18 on
    the new stakes: dealt 4H 9S 2C KD, the Player has 6 and the Banker a natural 9 (art. 9 (2)),
    so the Banker bets at seats 1 and 6 win 1:1 less 5% (arts. 17, 18 (1)), the rest lose."""
    from trainer.curriculum.deal import redealt_examples
    from trainer.curriculum.examples import bet_amounts

    lesson = _by_id(english, "order-of-taking-and-paying")
    written = lesson.checks
    shown = lesson.example("payout-order-right-to-left")
    assert written[1].example == shown and written[2].example == shown
    seen: set[tuple[Decimal, ...]] = set()
    for seed in SEEDS:
        first = deal_check(lesson, seed, previous=written)
        again = deal_check(lesson, seed + 1000, previous=first)
        for dealt, before in ((first, written), (again, first)):
            paid, commission = dealt[1], dealt[2]
            assert paid.redealt and commission.redealt
            assert paid.prompt == written[1].prompt  # the question is about the felt
            fresh = paid.example
            assert fresh is commission.example  # one re-dealt coup for both questions
            assert redealt_examples(dealt) == {shown.id: fresh}
            assert fresh.spec != before[1].example.spec
            banker1, player3, tie5, banker6, player7 = bet_amounts(fresh)
            assert fresh.coup == shown.coup  # same cards: only the stakes are new
            assert Decimal(paid.answer) == (banker1 + banker6) * Decimal("0.95")
            assert Decimal(commission.answer) == (banker1 + banker6) * Decimal("0.05")
            assert banker1 % 300 == 0 and banker6 % 300 == 0  # the table's Banker multiple
            seen.add((banker1, player3, tie5, banker6, player7))
    assert len(seen) >= 30


def test_every_example_tied_question_is_re_dealt_in_every_language(every_language) -> None:
    for lang, lessons in every_language.items():
        tied = 0
        for lesson in lessons.lessons:
            on_screen = {e.id for e in lesson.examples}
            for seed in SEEDS[:5]:
                dealt = deal_check(lesson, seed, previous=lesson.checks)
                for old, new in zip(lesson.checks, dealt, strict=True):
                    if (old.kind in (CheckKind.PAID, CheckKind.COMMISSION)
                            and not old.template and old.example is not None
                            and old.example.id in on_screen):
                        tied += 1
                        assert new.redealt and new.example.spec != old.example.spec, (
                            lang, lesson.id)
        # lessons 8, 17 (two), 23 (two), 24 (two) and 26 (the Sam Kong round)
        assert tied == 8 * 5, lang


_DEAL_IN_A_PROCESS = """
import sys
from pathlib import Path
from trainer.curriculum import load_lessons
from trainer.curriculum.deal import deal_check
for lesson in load_lessons(Path(sys.argv[1]), "en").lessons:
    first = deal_check(lesson, 7)
    for check in (*first, *deal_check(lesson, 8, first)):
        print(lesson.id, check.prompt, check.spec, check.answer,
              [c.code for c in check.choices], sep="|")
"""


def test_the_same_seed_deals_the_same_check_in_another_process() -> None:
    """Review-b: a retry dealt from a stored seed is the same check in another run of the
    app (no set or hash order leaks into the deal): two processes, two hash seeds."""
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    out = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", _DEAL_IN_A_PROCESS, str(LESSONS)],
                              capture_output=True, text=True, env=env, cwd=root, check=True)
        out.append(done.stdout)
    assert out[0] == out[1]
    assert out[0].count("\n") > 100


def test_a_dealt_last_coup_question_is_a_new_coup_answered_by_art_3(english) -> None:
    """The shoe lesson's last-coup question comes back with another coup and either reading
    of art. 3; its answer is the coup after the cut card's ("one more coup") or that coup."""
    lesson = english.by_id("shoe-life-at-the-table")
    index = next(i for i, c in enumerate(lesson.checks) if c.kind is CheckKind.LAST_COUP)
    readings = set()
    for seed in SEEDS:
        dealt = deal_check(lesson, seed)[index]
        _, coup, reading = dealt.spec.split()
        readings.add(reading)
        assert dealt.dealt and dealt.spec != lesson.checks[index].spec
        assert dealt.answer == str(int(coup) + 1 if reading == "one_more" else int(coup))
        assert dealt.correct.text == f"Coup {dealt.answer}"
    assert readings == {"one_more", "this_coup"}
