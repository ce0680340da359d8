"""SAMKONG_PAYOUT: settle Sam Kong bets line by line (Sam Kong arts. 6-10).

A deal is the banker, 1-6 doors and the bets on the layout; each step asks one bet, losing
bets first, then winners, then bets that stand. Cells: ``samkong:payout:<bet>:<result>``,
e.g. ``samkong:payout:odd:push`` (the banker has 三公: odd/even stand, art. 8 (1)).
"""

from __future__ import annotations

import random
from decimal import Decimal

from trainer.articles import sk
from trainer.baccarat.settlement import BetResult
from trainer.drills.answers import Answer, PayoutAnswer
from trainer.drills.base import DrillOptions, DrillSpec, Verdict
from trainer.drills.cell import Cell
from trainer.drills.lines import grade_line
from trainer.drills.model import Detail, DrillKind, Level, Question, ReasonCode
from trainer.drills.prompts import BetSpec, SamKongPayoutPrompt
from trainer.drills.samkong import deal_doors
from trainer.samkong.settlement import (
    SamKongBet,
    SamKongBetKind,
    SamKongLine,
    SamKongRules,
    settle_samkong,
)

RULES = SamKongRules()
"""The table the drill uses: 5% commission rounded down to HK$1, bets HK$100-100,000."""
_MAX_TRIES = 20_000
_RESULTS: dict[SamKongBetKind, tuple[str, ...]] = {
    SamKongBetKind.DOOR: ("win", "lose", "push"),
    SamKongBetKind.ODD: ("win", "lose", "push"),
    SamKongBetKind.EVEN: ("win", "lose", "push"),
    SamKongBetKind.THREE_FACES: ("win", "lose"),
    SamKongBetKind.POINT: ("win", "lose"),
    SamKongBetKind.TIE: ("win", "lose"),
}
_ORDER = {BetResult.LOSE: 0, BetResult.WIN: 1, BetResult.PUSH: 2}
_DOOR_AMOUNTS = (100, 200, 300, 500, 500, 1000, 1000, 1500, 2000, 3000, 5000)
_SIDE_AMOUNTS = (100, 100, 200, 300, 500)


def cells(options: DrillOptions) -> tuple[Cell, ...]:
    return tuple(
        Cell.of("samkong", "payout", kind.value, result)
        for kind, results in _RESULTS.items()
        for result in results
    )


def cell_of(bet: BetSpec, result: BetResult) -> Cell:
    return Cell.of("samkong", "payout", bet.kind, result.value)


def to_engine_bet(spec: BetSpec) -> SamKongBet:
    kind = SamKongBetKind(spec.kind)
    point = int(spec.choice) if kind is SamKongBetKind.POINT and spec.choice is not None else None
    return SamKongBet(kind, spec.amount, spec.door, point)


def _bets(rng: random.Random, doors: int, force: SamKongBetKind | None) -> list[BetSpec]:
    bets: list[BetSpec] = []
    for door in range(1, doors + 1):
        if rng.random() < 0.85 or force in (SamKongBetKind.DOOR, SamKongBetKind.TIE):
            bets.append(BetSpec(door, "door", Decimal(rng.choice(_DOOR_AMOUNTS)), door))
            if rng.random() < 0.25 or force is SamKongBetKind.TIE:
                bets.append(BetSpec(door, "tie", Decimal(rng.choice(_SIDE_AMOUNTS)), door))
    if rng.random() < 0.5 or force in (SamKongBetKind.ODD, SamKongBetKind.EVEN):
        kind = force if force in (SamKongBetKind.ODD, SamKongBetKind.EVEN) else rng.choice(
            (SamKongBetKind.ODD, SamKongBetKind.EVEN)
        )
        assert kind is not None
        bets.append(BetSpec(rng.randint(1, doors), kind.value,
                            Decimal(rng.choice(_DOOR_AMOUNTS))))
    if rng.random() < 0.2 or force is SamKongBetKind.THREE_FACES:
        bets.append(BetSpec(rng.randint(1, doors), "three_faces",
                            Decimal(rng.choice(_SIDE_AMOUNTS))))
    if rng.random() < 0.3 or force is SamKongBetKind.POINT:
        bets.append(BetSpec(rng.randint(1, doors), "point", Decimal(rng.choice(_SIDE_AMOUNTS)),
                            choice=str(rng.randint(0, 9))))
    if not bets:
        bets.append(BetSpec(1, "door", Decimal(rng.choice(_DOOR_AMOUNTS)), 1))
    return bets


def generate(
    level: Level, seed: int, options: DrillOptions, target: Cell | None = None
) -> tuple[Question, ...]:
    """One Sam Kong coup with bets; HARD wants pushes, 三公 or winning side bets."""
    rng = random.Random(seed)
    force: SamKongBetKind | None = None
    if target is not None:
        force = SamKongBetKind(target[2])
    for _ in range(_MAX_TRIES):
        count = rng.randint(1, 6)
        banker, doors = deal_doors(rng, count)
        bets = _bets(rng, count, force)
        settlement = settle_samkong(banker, doors, [to_engine_bet(b) for b in bets], RULES)
        lines = list(zip(bets, settlement.lines, strict=True))
        found = {cell_of(b, line.result) for b, line in lines}
        if target is not None and target not in found:
            continue
        if target is None and level is Level.HARD and not _hard(lines):
            continue
        lines.sort(key=lambda pair: _ORDER[pair[1].result])
        ordered = tuple(b for b, _ in lines)
        return tuple(
            Question(
                DrillKind.SAMKONG_PAYOUT,
                level,
                seed,
                cell_of(bet, line.result),
                SamKongPayoutPrompt(banker, doors, ordered, index),
                step=index,
                steps=len(ordered),
                target=target,
            )
            for index, (bet, line) in enumerate(lines)
        )
    raise RuntimeError(f"no deal for {target}")  # pragma: no cover


def _hard(lines: list[tuple[BetSpec, SamKongLine]]) -> bool:
    return any(
        line.result is BetResult.PUSH
        or (line.result is BetResult.WIN and line.bet.kind is not SamKongBetKind.DOOR)
        for _, line in lines
    )


def settle_line(prompt: SamKongPayoutPrompt) -> SamKongLine:
    """The engine's settlement of the bet a step asks about."""
    settlement = settle_samkong(
        prompt.banker, prompt.doors, [to_engine_bet(b) for b in prompt.bets], RULES
    )
    return settlement.lines[prompt.line]


def expected_for(line: SamKongLine) -> PayoutAnswer:
    commissioned = line.result is BetResult.WIN and line.bet.kind.pays_commission
    return PayoutAnswer(line.paid, line.commission if commissioned else None)


def grade(question: Question, answer: Answer) -> Verdict:
    prompt = question.prompt
    if not isinstance(prompt, SamKongPayoutPrompt) or not isinstance(answer, PayoutAnswer):
        raise TypeError("a SAMKONG_PAYOUT question takes a PayoutAnswer")
    line = settle_line(prompt)
    expected = expected_for(line)
    kind = line.bet.kind
    details: list[Detail] = [("bet_result", {
        "bet": kind.value,
        "result": line.result.value,
        "amount": str(line.bet.amount),
        "door": line.bet.door,
        "point": line.bet.point,
    })]
    article = line.article
    if line.result is BetResult.LOSE:
        reason = ReasonCode.BET_LOSES
    elif line.result is BetResult.PUSH:
        three_faces = kind in (SamKongBetKind.ODD, SamKongBetKind.EVEN)
        reason = ReasonCode.SAMKONG_ODD_EVEN_THREE_FACES if three_faces else ReasonCode.BET_PUSHES
    else:
        details.append(("pays", {
            "paid": str(line.paid), "odds": f"{kind.odds}:1", "winnings": str(line.winnings),
        }))
        if kind.pays_commission:
            reason, article = ReasonCode.SAMKONG_COMMISSION, sk(10)
            details.append(("commission", {
                "commission": str(line.commission), "winnings": str(line.winnings),
            }))
        else:
            reason, article = ReasonCode.SIDE_BET_WINS, kind.payout_article
    correct, wrong = grade_line(expected, answer, None)
    return Verdict(correct, expected, reason, article, tuple(details + wrong))


REASONS: tuple[ReasonCode, ...] = (
    ReasonCode.BET_LOSES,
    ReasonCode.BET_PUSHES,
    ReasonCode.BET_WINS,
    ReasonCode.SAMKONG_COMMISSION,
    ReasonCode.SAMKONG_ODD_EVEN_THREE_FACES,
    ReasonCode.SIDE_BET_WINS,
)
"""The reason codes this drill's verdicts carry (besides TIMED_OUT)."""

SPEC = DrillSpec(
    DrillKind.SAMKONG_PAYOUT, (Level.ALL, Level.HARD, Level.WEAK), generate, grade, cells,
    order=60, name_code="samkong_payout", target_ms=8000, panel="samkong_payout",
    probe=PayoutAnswer(Decimal(0)), reasons=REASONS,
)
