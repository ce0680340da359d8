"""Dealing a lesson's check: the written questions first, then a fresh check for each retry.

A check that told the trainee which answer was wrong could be passed by flipping that answer:
so a question locks once answered (the UI) and a retry deals a *fresh* check from
a new seed. Each question the engine can compute is dealt again as a new situation of the same
kind and, where the table allows, on the same rule (the same clause of Baccarat art. 9 for a
draw question); its answer is computed exactly as for the written question
(:func:`trainer.curriculum.checks.compute_check`). A payout or commission question that
names its stakes as placeholders (``{1}``) is dealt new stakes, settled again by the engine
(:func:`_restake`). Written-choice questions (``choose``) cannot be invented: each slot has a
pool of written alternatives (``Q+:`` in the lesson file) and a retry picks another question
of the pool than the one just answered, with its choices in a new order (:func:`_pick`). A
payout question about the worked example on screen ("in this coup", no placeholder) comes
back with that example re-dealt: every bet staked anew and settled again by the engine, the
same re-dealt example for every question about it, which the lesson view draws in place of
the written one (:func:`_redeal_example`, :func:`redealt_examples`).

Same lesson, seed and previous deal -> the same check (STYLE.md habit 6).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from decimal import Decimal

from trainer.baccarat.coup import play_coup
from trainer.baccarat.tableau import banker_rule, player_rule
from trainer.cards import Card, full_deck
from trainer.curriculum.checks import CheckSpecError, compute_check, stake_places
from trainer.curriculum.examples import ExampleSpecError, bet_amounts, bet_range, restake
from trainer.curriculum.model import Check, CheckKind, Example, Lesson
from trainer.errors import TrainerError

SHOE = tuple(full_deck() * 8)
"""The cards a dealt question is drawn from: an 8-deck shoe (so a pair or 三條 can occur)."""
TRIES = 200
"""How many situations are drawn, at most, to find one unlike the questions to avoid."""


def _codes(cards: Sequence[Card]) -> str:
    return " ".join(card.code for card in cards)


def _player_spec(p: int, b: int) -> str:
    return f"draw player {p} banker {b}"


def _banker_spec(b: int, third: int | None) -> str:
    return f"draw banker {b} third {'none' if third is None else third}"


def _player_draw(
    check: Check, rng: random.Random, avoid: set[str]
) -> tuple[str, tuple[int | None, ...]]:
    p, b = (int(w) for w in check.spec.split()[2::2])
    reason = player_rule(p, b).reason
    cells = [(x, y) for x in range(10) for y in range(10)
             if _player_spec(x, y) not in avoid]
    # The same clause of art. 9 (e.g. a Banker natural stops the Player, art. 9 (2)).
    same = [c for c in cells if player_rule(*c).reason is reason]
    x, y = rng.choice(same or cells)
    return _player_spec(x, y), (x, y)


def _banker_draw(
    check: Check, rng: random.Random, avoid: set[str]
) -> tuple[str, tuple[int | None, ...]]:
    words = check.spec.split()
    b = int(words[2])
    third = None if words[4] == "none" else int(words[4])

    def reason(total: int, value: int | None) -> object:
        return banker_rule(total, value, 6 if value is None else 5).reason

    cells = [(t, v) for t in range(8) for v in (None, *range(10))
             if _banker_spec(t, v) not in avoid]
    # The same clause of art. 9 where it has a cell left; else the same Banker total.
    want = reason(b, third)
    same = ([c for c in cells if reason(*c) == want]
            or [c for c in cells if c[0] == b] or cells)
    t, v = rng.choice(same)
    return _banker_spec(t, v), (t, v)


def _cards(rng: random.Random, count: int) -> tuple[Card, ...]:
    return tuple(rng.sample(SHOE, count))


def _total(check: Check, rng: random.Random) -> tuple[str, tuple[tuple[Card, ...], ...]]:
    cards = _cards(rng, len(check.spec.split()) - 1)
    return f"total {_codes(cards)}", (cards,)


def _winner(check: Check, rng: random.Random) -> tuple[str, tuple[tuple[Card, ...], ...]]:
    cards = _cards(rng, 6)
    coup = play_coup(cards)
    order = cards[:len(coup.player) + len(coup.banker)]
    return f"winner {_codes(order)}", (order,)


def _pair(check: Check, rng: random.Random) -> tuple[str, tuple[tuple[Card, ...], ...]]:
    first = rng.choice(SHOE)
    if rng.random() < 0.5:  # as often a pair as not: the answer is not given away
        second = rng.choice([c for c in SHOE if c.rank is first.rank and c != first])
    else:
        second = rng.choice([c for c in SHOE if c.rank is not first.rank])
    return f"pair {_codes((first, second))}", ((first, second),)


def _three(word: str) -> Callable[[Check, random.Random], tuple[str, tuple[tuple[Card, ...], ...]]]:
    def deal(check: Check, rng: random.Random) -> tuple[str, tuple[tuple[Card, ...], ...]]:
        cards = _cards(rng, 3)
        return f"{word} {_codes(cards)}", (cards,)
    return deal


def _door(check: Check, rng: random.Random) -> tuple[str, tuple[tuple[Card, ...], ...]]:
    cards = _cards(rng, 6)
    door, banker = cards[:3], cards[3:]
    return f"door {_codes(door)} vs {_codes(banker)}", (door, banker)


def _burn(check: Check, rng: random.Random) -> tuple[str, tuple[tuple[Card, ...], ...]]:
    card = rng.choice(SHOE)
    return f"burn {card.code}", ((card,),)


def _last_coup(check: Check, rng: random.Random) -> tuple[str, tuple[tuple[Card, ...], ...]]:
    """Another coup the cut card comes out in, under either reading of art. 3."""
    reading = rng.choice(("one_more", "this_coup"))
    return f"lastcoup {rng.randint(20, 90)} {reading}", ()


_CARD_DEALERS: dict[CheckKind, Callable[[Check, random.Random],
                                        tuple[str, tuple[tuple[Card, ...], ...]]]] = {
    CheckKind.TOTAL: _total,
    CheckKind.WINNER: _winner,
    CheckKind.PAIR: _pair,
    CheckKind.LEVEL: _three("level"),
    CheckKind.ODD_EVEN: _three("oddeven"),
    CheckKind.DOOR: _door,
    CheckKind.BURN: _burn,
    CheckKind.LAST_COUP: _last_coup,
}

DEALT_KINDS = frozenset({CheckKind.DRAW_PLAYER, CheckKind.DRAW_BANKER, *_CARD_DEALERS})
"""The kinds a retry deals as a new situation; the others come back with shuffled choices."""


def _deal_one(check: Check, rng: random.Random, avoid: set[str]) -> Check:
    for _ in range(TRIES):
        totals: tuple[int | None, ...] = ()
        cards: tuple[tuple[Card, ...], ...] = ()
        if check.kind is CheckKind.DRAW_PLAYER:
            spec, totals = _player_draw(check, rng, avoid)
        elif check.kind is CheckKind.DRAW_BANKER:
            spec, totals = _banker_draw(check, rng, avoid)
        else:
            spec, cards = _CARD_DEALERS[check.kind](check, rng)
        if spec not in avoid:
            break
    dealt = compute_check("", spec, {}, (), check.line)
    return replace(dealt, dealt=True, cards=cards, totals=totals)


STAKE_STEPS = 20
"""A fresh stake is 1 to this many times the bet's minimum (and within the table's limits)."""


def _restake(check: Check, rng: random.Random, avoid: set[str]) -> Check:
    """A ``paid``/``commission`` question written with stakes (``{1}``) dealt new stakes.

    Each stake the question names is a whole multiple of that bet's minimum at the example's
    table (so a Banker bet meets the house's multiple-of-the-minimum note, art. 18 (1)), up to
    the table maximum; the bets the question does not name keep their amounts. The example is
    settled again by the engine (:func:`trainer.curriculum.examples.restake`, the call the
    lesson's own examples use) and the answer and choices computed from it as for the written
    question. A stake the table refuses is drawn again; after :data:`TRIES` the question comes
    back as written."""
    example = check.example
    places = stake_places(check.template)
    if example is None or not places:
        return check
    word = check.spec.split()[0]
    for _ in range(TRIES):
        amounts: dict[int, Decimal] = {}
        for place in places:
            low, high = bet_range(example, place)
            steps = max(1, min(STAKE_STEPS, int(high // low)))
            amounts[place] = low * rng.randint(1, steps)
        try:
            fresh = restake(example, amounts)
            dealt = compute_check(check.template, f"{word} {example.id}", {example.id: fresh},
                                  (), check.line, thousands=check.thousands)
        except (CheckSpecError, ExampleSpecError, TrainerError, ValueError):
            continue
        if dealt.prompt not in avoid:
            return dealt
    return check


def _redeal_example(example: Example, rng: random.Random, avoid: set[str]) -> Example | None:
    """The payout example with every bet staked anew (a multiple of its minimum at the
    example's table, within its maximum, as :func:`_restake` stakes), settled again by the
    engine; unlike the specs in ``avoid``. ``None`` if no such stake is found in
    :data:`TRIES` draws (the question then comes back as written)."""
    count = len(bet_amounts(example))
    for _ in range(TRIES):
        amounts: dict[int, Decimal] = {}
        for place in range(count):
            low, high = bet_range(example, place)
            steps = max(1, min(STAKE_STEPS, int(high // low)))
            amounts[place] = low * rng.randint(1, steps)
        try:
            fresh = restake(example, amounts)
        except (ExampleSpecError, TrainerError, ValueError):
            continue
        if fresh.spec not in avoid:
            return fresh
    return None


def _on_screen(check: Check, previous: Sequence[Check], index: int,
               rng: random.Random, redealt: dict[str, Example]) -> Check:
    """A question about a worked example of the lesson, asked on that example re-dealt."""
    example = check.example
    if example is None:
        return check
    fresh = redealt.get(example.id)
    if fresh is None:
        avoid = {example.spec}
        before = previous[index].example if index < len(previous) else None
        if before is not None:
            avoid.add(before.spec)
        fresh = _redeal_example(example, rng, avoid)
        if fresh is None:
            return check
        redealt[example.id] = fresh
    try:
        dealt = compute_check(check.prompt, check.spec, {example.id: fresh}, (), check.line,
                              thousands=check.thousands)
    except (CheckSpecError, TrainerError, ValueError):
        return check
    return replace(dealt, redealt=True)


def redealt_examples(checks: Sequence[Check]) -> dict[str, Example]:
    """The worked examples a dealt check re-staked, by id: what the lesson view draws in
    place of the lesson's own examples of those ids while that check is shown."""
    return {c.example.id: c.example for c in checks if c.redealt and c.example is not None}


def _pick(pool: Sequence[Check], last: int, rng: random.Random) -> Check:
    """A written question of a ``choose`` slot for a retry: any of its pool but the one just
    answered (``last``, a :attr:`Check.variant`, so it holds across languages), its choices
    shuffled. A pool of one comes back with only its choices in a new order."""
    others = [check for check in pool if check.variant != last] or list(pool)
    chosen = rng.choice(others)
    choices = list(chosen.choices)
    rng.shuffle(choices)
    return replace(chosen, choices=tuple(choices))


def deal_check(lesson: Lesson, seed: int | None,
               previous: Sequence[Check] = ()) -> tuple[Check, ...]:
    """The check to show: ``seed`` ``None`` gives the lesson's written questions; a seed a
    fresh check, each question unlike the written one and the one in ``previous`` (the deal
    the trainee just failed) at the same place; a ``choose`` question unlike the one in
    ``previous`` (or the written one when there is no previous deal)."""
    if seed is None:
        return lesson.checks
    rng = random.Random(seed)
    out: list[Check] = []
    redealt: dict[str, Example] = {}
    on_screen = {example.id for example in lesson.examples}
    for index, check in enumerate(lesson.checks):
        if check.kind in DEALT_KINDS:
            avoid = {check.spec}
            if index < len(previous):
                avoid.add(previous[index].spec)
            out.append(_deal_one(check, rng, avoid))
        elif check.template:
            avoid = {check.prompt}
            if index < len(previous):
                avoid.add(previous[index].prompt)
            out.append(_restake(check, rng, avoid))
        elif (check.kind in (CheckKind.PAID, CheckKind.COMMISSION)
              and check.example is not None and check.example.id in on_screen):
            out.append(_on_screen(check, previous, index, rng, redealt))
        elif check.kind is CheckKind.CHOOSE:
            last = previous[index].variant if index < len(previous) else check.variant
            out.append(_pick(lesson.pool(index), last, rng))
        else:
            out.append(check)
    return tuple(out)



__all__ = ["DEALT_KINDS", "deal_check", "redealt_examples"]
