"""DRAW: the Player's then the Banker's draw-or-stand decision (Baccarat art. 9).

A deal has two steps: step 0 asks the Player's decision on the two two-card hands; step 1
shows the Player's third card (or that it stood) and asks the Banker's. Cells: ``player:<total>``
and ``banker:<total>:<third value|stood>``.

A natural is never asked: on a natural 8 or 9 on either side nobody draws (art. 9 (2), (4)(6)),
so there is no decision to make; naturals are drilled by calling the coup (CALL, "Naturals
only"). A shoe coup with a natural is passed over for the next coup of the same shoe, so a seed
whose first coup has no natural deals what it always dealt. The old NATURALS level is retired:
no longer offered, it still deals (as before) for an exam blueprint stored with it.
"""

from __future__ import annotations

import random

from trainer.baccarat.coup import hand_total, play_coup
from trainer.baccarat.tableau import (
    BANKER_DRAWS_ON,
    NATURALS,
    PLAYER_DRAWS_ON,
    DrawReason,
    banker_rule,
    player_rule,
)
from trainer.cards import Card, Shoe
from trainer.drills.answers import Answer, DrawAnswer
from trainer.drills.base import (
    DrillOptions,
    DrillSpec,
    Verdict,
    card_with_points,
    random_card,
    two_cards_totalling,
)
from trainer.drills.cell import Cell
from trainer.drills.model import Detail, DrillKind, Level, Question, ReasonCode
from trainer.drills.prompts import DrawPrompt, DrawStep

_REASONS: dict[DrawReason, ReasonCode] = {
    DrawReason.NATURAL_PLAYER: ReasonCode.NATURAL_NO_DRAW,
    DrawReason.NATURAL_BANKER: ReasonCode.NATURAL_NO_DRAW,
    DrawReason.PLAYER_LOW: ReasonCode.PLAYER_DRAWS_0_5,
    DrawReason.PLAYER_STANDS: ReasonCode.PLAYER_STANDS_6_7,
    DrawReason.BANKER_0_2: ReasonCode.BANKER_DRAWS_0_2,
    DrawReason.BANKER_3: ReasonCode.BANKER_3_DRAWS,
    DrawReason.BANKER_3_VS_8: ReasonCode.BANKER_3_STANDS_ON_8,
    DrawReason.BANKER_4: ReasonCode.BANKER_4_DRAWS,
    DrawReason.BANKER_4_STANDS: ReasonCode.BANKER_4_STANDS,
    DrawReason.BANKER_5: ReasonCode.BANKER_5_DRAWS,
    DrawReason.BANKER_5_STANDS: ReasonCode.BANKER_5_STANDS,
    DrawReason.BANKER_6: ReasonCode.BANKER_6_DRAWS,
    DrawReason.BANKER_6_STANDS: ReasonCode.BANKER_6_STANDS,
    DrawReason.BANKER_PLAYER_STOOD_DRAWS: ReasonCode.BANKER_DRAWS_PLAYER_STOOD,
    DrawReason.BANKER_PLAYER_STOOD_6: ReasonCode.BANKER_6_STANDS_PLAYER_STOOD,
    DrawReason.BANKER_7: ReasonCode.BANKER_STANDS_7,
}


def value_ranges(values: frozenset[int | None]) -> str:
    """Third-card values as ranges from the tableau data: ``{4,5,6,7}`` -> ``"4-7"``."""
    numbers = sorted(v for v in values if v is not None)
    if not numbers:
        return "none"
    parts: list[str] = []
    start = prev = numbers[0]
    for n in [*numbers[1:], None]:
        if n is not None and n == prev + 1:
            prev = n
            continue
        parts.append(str(start) if start == prev else f"{start}-{prev}")
        if n is not None:
            start = prev = n
    return ", ".join(parts)


PLAYER_DRAW_RANGE = value_ranges(frozenset(PLAYER_DRAWS_ON))


# ---- cells --------------------------------------------------------------------------------


def _natural(player_total: int, banker_total: int) -> bool:
    return player_total in NATURALS or banker_total in NATURALS


def player_cell(player_total: int, banker_total: int) -> Cell:
    if _natural(player_total, banker_total):
        return Cell.of("player", player_total, "natural")
    return Cell.of("player", player_total)


def banker_cell(banker_total: int, third: int | None, player_total: int) -> Cell:
    if _natural(player_total, banker_total):
        return Cell.of("banker", banker_total, "natural")
    return Cell.of("banker", banker_total, "stood" if third is None else third)


def cells(options: DrillOptions) -> tuple[Cell, ...]:
    """Every cell a DRAW deal can produce: no natural (see the module docstring)."""
    out = [Cell.of("player", p) for p in range(8)]
    for b in range(8):
        out += [Cell.of("banker", b, v) for v in range(10)]
        out.append(Cell.of("banker", b, "stood"))
    return tuple(out)


# ---- generation -------------------------------------------------------------------------


def _steps(
    level: Level,
    seed: int,
    player: tuple[Card, Card],
    banker: tuple[Card, Card],
    third: Card | None,
    target: Cell | None,
) -> tuple[Question, ...]:
    p, b = hand_total(player), hand_total(banker)
    if not player_rule(p, b).draws:
        third = None
    value = None if third is None else third.points
    first = Question(
        DrillKind.DRAW,
        level,
        seed,
        player_cell(p, b),
        DrawPrompt(DrawStep.PLAYER, player, banker),
        step=0,
        steps=2,
        target=target,
    )
    second = Question(
        DrillKind.DRAW,
        level,
        seed,
        banker_cell(b, value, p),
        DrawPrompt(DrawStep.BANKER, player, banker, third),
        step=1,
        steps=2,
        target=target,
    )
    return first, second


def _build(rng: random.Random, cell: Cell) -> tuple[tuple[Card, Card], tuple[Card, Card], Card]:
    """Hands that produce ``cell`` (and a Player third card, used only if the Player draws)."""
    hand, total = cell.head, cell.number(1)
    detail = cell.get(2)
    third = random_card(rng)
    if hand == "player":
        other = rng.randint(0, 7)
        return two_cards_totalling(rng, total), two_cards_totalling(rng, other), third
    if hand != "banker":
        raise ValueError(f"not a DRAW cell: {cell!r}")
    if detail == "stood":
        player_total = rng.choice((6, 7))
    elif detail is not None:
        player_total = rng.randint(0, 5)
        third = card_with_points(rng, int(detail))
    else:
        raise ValueError(f"not a DRAW cell: {cell!r}")
    return two_cards_totalling(rng, player_total), two_cards_totalling(rng, total), third


def _retired_natural(
    rng: random.Random, hand: str, total: int
) -> tuple[tuple[Card, Card], tuple[Card, Card], Card]:
    """The retired NATURALS level's hands, drawn exactly as before (old exams reproduce)."""
    third = random_card(rng)
    other = rng.randint(0, 9) if total in NATURALS else rng.choice((8, 9))
    if hand == "player":
        return two_cards_totalling(rng, total), two_cards_totalling(rng, other), third
    return two_cards_totalling(rng, other), two_cards_totalling(rng, total), third


def generate(
    level: Level, seed: int, options: DrillOptions, target: Cell | None = None
) -> tuple[Question, ...]:
    """One deal. ALL: dealt from a shuffled shoe, the first coup without a natural; HARD:
    Banker 3-6 against a Player third card; a ``target`` cell forces that situation.
    NATURALS (retired, for old exams only): a natural on one side."""
    rng = random.Random(seed)
    if target is not None:
        player, banker, third = _build(rng, target)
        return _steps(level, seed, player, banker, third, target)
    if level is Level.HARD:
        cell = Cell.of("banker", rng.randint(3, 6), random_card(rng).points)
        player, banker, third = _build(rng, cell)
        return _steps(level, seed, player, banker, third, None)
    if level is Level.NATURALS:
        side = rng.choice(("player", "banker"))
        player, banker, third = _retired_natural(rng, side, rng.choice((8, 9)))
        return _steps(level, seed, player, banker, third, None)
    shoe = Shoe(options.decks, rng)
    coup = play_coup(shoe)
    while coup.natural:  # nobody draws on a natural: no decision to ask (art. 9 (2), (4)(6))
        coup = play_coup(shoe)
    return _steps(
        level,
        seed,
        (coup.player[0], coup.player[1]),
        (coup.banker[0], coup.banker[1]),
        coup.player_third,
        None,
    )


# ---- grading ----------------------------------------------------------------------------


def _natural_detail(player_total: int, banker_total: int) -> Detail:
    if player_total in NATURALS:
        return ("natural", {"hand": "player", "total": player_total})
    return ("natural", {"hand": "banker", "total": banker_total})


def player_facts(player_total: int, banker_total: int) -> tuple[Detail, ...]:
    """The facts of the Player's third-card rule for these two-card totals (art. 9 (1), (2)):
    what Practice's DRAW drill and the Table's draw step both explain a decision with."""
    if _natural(player_total, banker_total):
        return (_natural_detail(player_total, banker_total),)
    if player_rule(player_total, banker_total).draws:
        return (("player_draws_on", {"total": player_total, "range": PLAYER_DRAW_RANGE}),)
    return (("player_stands_on", {"total": player_total, "range": "6-7"}),)


def banker_facts(player_total: int, banker_total: int, third: Card | None) -> tuple[Detail, ...]:
    """The facts of the Banker's tableau (art. 9 (3), (4)) for these two-card totals and the
    Player's third card (None: the Player stood), shared by Practice and the Table."""
    p, b = player_total, banker_total
    value = None if third is None else third.points
    decision = banker_rule(b, value, p)
    if _natural(p, b):
        return (_natural_detail(p, b),)
    if value is None:
        if decision.draws:
            return (("banker_draws_player_stood", {"total": b, "range": "0-5"}),)
        if b == 6:
            return (("banker_stands_player_stood", {"total": b}),)
        return (("banker_stands_7", {"total": b}),)
    draw_range = value_ranges(BANKER_DRAWS_ON[b])
    code = "banker_draws_on" if decision.draws else "banker_stands_on"
    if b == 7:
        code = "banker_stands_7"
    details: list[Detail] = [(code, {"total": b, "third": value, "range": draw_range})]
    if third is not None and third.rank.points == 0:
        details.append(("third_card_counts", {"card": third.code, "value": 0}))
    return tuple(details)


def grade(question: Question, answer: Answer) -> Verdict:
    prompt = question.prompt
    if not isinstance(prompt, DrawPrompt) or not isinstance(answer, DrawAnswer):
        raise TypeError("a DRAW question takes a DrawAnswer")
    p, b = hand_total(prompt.player), hand_total(prompt.banker)
    if prompt.step is DrawStep.PLAYER:
        decision = player_rule(p, b)
        details = player_facts(p, b)
    else:
        third = prompt.player_third
        decision = banker_rule(b, None if third is None else third.points, p)
        details = banker_facts(p, b, third)
    expected = DrawAnswer(decision.draws)
    return Verdict(
        answer.draws == decision.draws,
        expected,
        _REASONS[decision.reason],
        decision.article,
        details,
    )


REASONS: tuple[ReasonCode, ...] = (
    ReasonCode.PLAYER_DRAWS_0_5,
    ReasonCode.PLAYER_STANDS_6_7,
    ReasonCode.NATURAL_NO_DRAW,
    ReasonCode.BANKER_DRAWS_0_2,
    ReasonCode.BANKER_3_DRAWS,
    ReasonCode.BANKER_3_STANDS_ON_8,
    ReasonCode.BANKER_4_DRAWS,
    ReasonCode.BANKER_4_STANDS,
    ReasonCode.BANKER_5_DRAWS,
    ReasonCode.BANKER_5_STANDS,
    ReasonCode.BANKER_6_DRAWS,
    ReasonCode.BANKER_6_STANDS,
    ReasonCode.BANKER_DRAWS_PLAYER_STOOD,
    ReasonCode.BANKER_6_STANDS_PLAYER_STOOD,
    ReasonCode.BANKER_STANDS_7,
)
"""The reason codes this drill's verdicts carry (besides TIMED_OUT)."""

SPEC = DrillSpec(
    DrillKind.DRAW,
    (Level.ALL, Level.HARD, Level.WEAK),
    generate,
    grade,
    cells,
    order=10,
    name_code="draw",
    target_ms=3000,  # one tableau decision
    panel="draw",
    probe=DrawAnswer(False),
    reasons=REASONS,
    judged_always=True,
    retired=(Level.NATURALS,),
)
