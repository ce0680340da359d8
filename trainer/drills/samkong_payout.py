"""SAMKONG_PAYOUT: settle Sam Kong bets line by line (Sam Kong arts. 6-10).

A deal is the banker, 1-6 doors and the bets on the layout; each step asks one bet, losing
bets first, then winners, then bets that stand. The bets are the registered specs
(:mod:`trainer.samkong.bets`): what each can come to, how often and with what stakes it is
dealt, and the engine's settlement of it. Cells: ``samkong:payout:<bet>:<result>``,
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
from trainer.samkong.bets import SamKongBetKind, SamKongBetSpec, spec_of, specs
from trainer.samkong.settlement import (
    SamKongBet,
    SamKongLine,
    SamKongRules,
    settle_samkong,
)

RULES = SamKongRules()
"""The table the drill uses: 5% commission rounded down to HK$1, bets HK$100-100,000."""
_MAX_TRIES = 20_000
_ORDER = {BetResult.LOSE: 0, BetResult.WIN: 1, BetResult.PUSH: 2}


def cells(options: DrillOptions) -> tuple[Cell, ...]:
    """One cell per registered bet and what it can come to (its spec's ``results``)."""
    return tuple(
        Cell.of("samkong", "payout", spec.code, result.value)
        for spec in specs()
        for result in spec.results
    )


def cell_of(bet: BetSpec, result: BetResult) -> Cell:
    return Cell.of("samkong", "payout", bet.kind, result.value)


def to_engine_bet(spec: BetSpec) -> SamKongBet:
    kind = SamKongBetKind(spec.kind)
    names_point = kind.spec.points is not None and spec.choice is not None
    point = int(spec.choice) if names_point and spec.choice is not None else None
    return SamKongBet(kind, spec.amount, spec.door, point)


def _bets(rng: random.Random, doors: int, force: SamKongBetSpec | None) -> list[BetSpec]:
    """The bets of one deal, from the registry: per door the bets placed on it (one that
    needs a door bet only where there is one), then the bets on the banker's hand (one of a
    group: odd or even). ``force`` puts that bet, and the door bet it needs, on the deal.
    The draws are in registry order, so a seed deals what it always dealt."""
    registered = specs()
    main = next(s for s in registered if s.on_door and not s.side)
    bets: list[BetSpec] = []
    for door in range(1, doors + 1):
        placed = False
        for spec in (s for s in registered if s.on_door):
            if spec.needs_door_bet and not placed:
                continue
            wanted = force is spec or (
                spec is main and force is not None and force.needs_door_bet)
            if rng.random() < spec.drill_chance or wanted:
                bets.append(BetSpec(door, spec.code, Decimal(rng.choice(spec.drill_stakes)), door))
                placed = placed or spec is main
    dealt: set[str] = set()
    for spec in (s for s in registered if not s.on_door):
        group = tuple(s for s in registered if not s.on_door and spec.group
                      and s.group == spec.group) or (spec,)
        if group[0].group in dealt:
            continue
        if spec.group:
            dealt.add(spec.group)
        if rng.random() < spec.drill_chance or force in group:
            chosen = force if force in group else (
                rng.choice(group) if len(group) > 1 else spec)
            assert chosen is not None
            seat, stake = rng.randint(1, doors), Decimal(rng.choice(chosen.drill_stakes))
            choice = None if chosen.points is None else str(rng.randint(*chosen.points))
            bets.append(BetSpec(seat, chosen.code, stake, choice=choice))
    if not bets:
        bets.append(BetSpec(1, main.code, Decimal(rng.choice(main.drill_stakes)), 1))
    return bets


def generate(
    level: Level, seed: int, options: DrillOptions, target: Cell | None = None
) -> tuple[Question, ...]:
    """One Sam Kong coup with bets; HARD wants pushes, 三公 or winning side bets."""
    rng = random.Random(seed)
    force: SamKongBetSpec | None = None
    if target is not None:
        force = spec_of(target[2])
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
        or (line.result is BetResult.WIN and line.bet.kind.spec.side)
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
        reason = ReasonCode(kind.spec.push_reason)
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
