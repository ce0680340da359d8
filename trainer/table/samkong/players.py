"""Simulated bettors at a Sam Kong table and what they put on the layout.

The bettors take their habits from the baccarat Table's archetypes
(:data:`trainer.table.personas.ARCHETYPES`: units, awkward amounts, appetite for the other
bets). Each stands at a door and may bet on several doors (art. 4), on the banker's odd or
even (art. 8 (1)), 三公 or a point (art. 8 (2)), and the tie of a door that has a bet against
the banker (art. 8 (3)).

Every bet is checked by the engine (:func:`trainer.samkong.check_bet`,
:func:`~trainer.samkong.check_bets`): a good bet is one it accepts, and a faulty bet is kept
only when it refuses it for the very reason the fault names (:data:`ENGINE_REASONS`). Each
kind of draw has the stream the session hands it, so faults, ties and irregularities never
change the bettors' own bets.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import Decimal

from trainer.errors import BetRefused
from trainer.samkong.bets import SamKongBetKind, specs
from trainer.samkong.settlement import check_bet, check_bets
from trainer.table.personas import ARCHETYPES
from trainer.table.samkong.model import (
    ENGINE_REASONS,
    OfferedSamKongBet,
    SamKongFault,
    SamKongIrregularity,
    SamKongTableBet,
    StandRequest,
)
from trainer.table.samkong.profile import SamKongTableRules

ZERO = Decimal(0)


@dataclass
class Bettor:
    """One simulated bettor (mutable: the bankroll moves as the dealer settles)."""

    number: int
    persona: str
    door: int
    bankroll: Decimal
    units: tuple[int, int]
    awkward: float
    appetite: float
    loyalty: float


def make_bettors(rng: random.Random, table: SamKongTableRules, count: int | None
                 ) -> list[Bettor]:
    """The bettors of a shoe, numbered from 1, each standing at a door."""
    how_many = count if count is not None else rng.randint(max(2, table.doors // 2),
                                                           table.doors + 1)
    low, _ = table.kind_limits(SamKongBetKind.DOOR)
    bettors = []
    for number in range(1, how_many + 1):
        arch = rng.choice(ARCHETYPES)
        bettors.append(Bettor(
            number, arch.name, rng.choice(table.door_numbers),
            low * rng.randint(*arch.bankroll_units), arch.units, arch.awkward,
            max(arch.side_appetite, 0.15), arch.loyalty))
    return bettors


def cutter(rng: random.Random, bettors: Sequence[Bettor]) -> int | None:
    """The bettor who cuts the shuffled cards (art. 2); None: nobody would, the dealer cuts."""
    if not bettors or rng.random() < 0.2:
        return None
    return rng.choice(bettors).number


def refusal(bets: Sequence[SamKongTableBet], table: SamKongTableRules) -> str | None:
    """The engine's reason for refusing this layout, or None when it takes every bet: each
    bet against its kind's limits, then the tie rule of art. 8 (3) over the layout."""
    try:
        for bet in bets:
            check_bet(bet.engine, table.engine_rules(bet.kind), table.door_numbers)
        check_bets([b.engine for b in bets], table.engine_rules(), table.door_numbers)
    except BetRefused as e:
        return e.reason
    return None


def _amount(kind: SamKongBetKind, bettor: Bettor, table: SamKongTableRules,
            rng: random.Random, left: Decimal) -> Decimal | None:
    low, high = table.kind_limits(kind)
    amount = low * rng.randint(*bettor.units)
    if rng.random() < bettor.awkward:
        amount += low / 2 if (low / 2) % table.chips[0] == 0 else ZERO
    amount = min(amount, high)
    while amount > left and amount > low:
        amount -= low
    return amount if low <= amount <= min(high, left) else None


def _spot(bet: SamKongTableBet) -> tuple[object, ...]:
    """Where a bettor's chips lie: their bet of a kind in a box (and a point's total)."""
    return bet.kind, bet.box, bet.bettor, bet.point


def round_bets(bettor: Bettor, table: SamKongTableRules, rng: random.Random,
               layout: Sequence[SamKongTableBet]) -> list[SamKongTableBet]:
    """What ``bettor`` bets this round beside ``layout`` (the bets before theirs and any
    standing from a tie): each one the engine accepts with the layout, none beyond the
    bankroll."""
    left = bettor.bankroll
    bets: list[SamKongTableBet] = []

    def add(kind: SamKongBetKind, box: int, point: int | None = None) -> None:
        nonlocal left
        amount = _amount(kind, bettor, table, rng, left)
        if amount is None:
            return
        bet = SamKongTableBet(kind, amount, box, bettor.number, point)
        if any(_spot(b) == _spot(bet) for b in (*layout, *bets)) or refusal(
                [*layout, *bets, bet], table) is not None:
            return  # one stack a spot: a bet that stood there is added to, not doubled
        bets.append(bet)
        left -= amount

    if rng.random() < bettor.loyalty:
        add(SamKongBetKind.DOOR, bettor.door)
    if rng.random() < 0.3:  # art. 4: a bettor may bet on several doors
        add(SamKongBetKind.DOOR, rng.choice(table.door_numbers))
    if rng.random() < bettor.appetite:
        add(rng.choice((SamKongBetKind.ODD, SamKongBetKind.EVEN)), bettor.door)
    if rng.random() < bettor.appetite / 2:
        add(SamKongBetKind.THREE_FACES, bettor.door)
    if rng.random() < bettor.appetite / 2:
        add(SamKongBetKind.POINT, bettor.door, rng.randint(0, 9))
    backed = sorted({b.box for b in (*layout, *bets) if b.kind is SamKongBetKind.DOOR})
    if backed and rng.random() < bettor.appetite / 2:  # art. 8 (3): a backed door's tie
        add(SamKongBetKind.TIE, rng.choice(backed))
    return bets


def layout_fault(rng: random.Random, layout: Sequence[SamKongTableBet],
                 bettors: Sequence[Bettor], table: SamKongTableRules,
                 kinds: frozenset[SamKongFault]) -> OfferedSamKongBet | None:
    """One faulty bet for the layout (over or under a kind's limits, a tie on an unbacked
    door), kept only when the engine refuses it for the fault's reason."""
    choices = sorted((k for k in kinds if k in ENGINE_REASONS), key=lambda k: k.value)
    if not choices or not bettors:
        return None
    fault = rng.choice(choices)
    bettor = rng.choice(list(bettors))
    kind = rng.choice([s.kind for s in specs()])
    low, high = table.kind_limits(kind)
    box = bettor.door
    point = rng.randint(0, 9) if kind.spec.points is not None else None
    if fault is SamKongFault.OVER_MAX:
        amount = high + low
    elif fault is SamKongFault.UNDER_MIN:
        amount = low - table.chips[0]
    else:
        kind, amount, point = SamKongBetKind.TIE, table.kind_limits(SamKongBetKind.TIE)[0], None
        backed = {b.box for b in layout if b.kind is SamKongBetKind.DOOR}
        open_doors = [d for d in table.door_numbers if d not in backed]
        if not open_doors:
            return None
        box = rng.choice(open_doors)
    if amount <= 0:
        return None
    bet = SamKongTableBet(kind, amount, box, bettor.number, point)
    if bet in layout:
        return None
    if refusal([*layout, bet], table) != ENGINE_REASONS[fault]:
        return None
    return OfferedSamKongBet(bet, fault)


def late_fault(rng: random.Random, accepted: Sequence[SamKongTableBet],
               bettors: Sequence[Bettor], table: SamKongTableRules,
               kinds: frozenset[SamKongFault]) -> OfferedSamKongBet | None:
    """A bet pushed on once the cards are out, or a door bet moved to another door (art. 4)."""
    choices = sorted((k for k in kinds if k in (SamKongFault.LATE_BET, SamKongFault.MOVED)),
                     key=lambda k: k.value)
    if not choices or not bettors:
        return None
    fault = rng.choice(choices)
    if fault is SamKongFault.LATE_BET:
        bettor = rng.choice(list(bettors))
        low, _ = table.kind_limits(SamKongBetKind.DOOR)
        bet = SamKongTableBet(SamKongBetKind.DOOR, low, rng.choice(table.door_numbers),
                              bettor.number)
        return None if bet in accepted else OfferedSamKongBet(bet, fault)
    doors = [b for b in accepted if b.kind is SamKongBetKind.DOOR]
    if not doors:
        return None
    moving = rng.choice(doors)
    other = rng.choice([d for d in table.door_numbers if d != moving.box])
    moved = replace(moving, box=other)
    if moved in accepted:
        return None
    return OfferedSamKongBet(moved, fault, moved_from=moving.box)


def stand_request(rng: random.Random, bet: SamKongTableBet, table: SamKongTableRules,
                  bankroll: Decimal) -> StandRequest | None:
    """What a bettor whose bet stood asks (None: they leave it): more, or less (which
    arts. 7 and 8 (1) refuse)."""
    low, _ = table.kind_limits(bet.kind)
    draw = rng.random()
    if draw < 0.3 and bankroll >= low:
        return StandRequest(bet, bet.amount + low)
    if draw < 0.5:
        return StandRequest(bet, bet.amount - low if bet.amount - low >= low else ZERO)
    return None


def irregularity(rng: random.Random, rate: float, cards: int
                 ) -> tuple[SamKongIrregularity, int] | None:
    """The irregularity a round meets, and after how many of its ``cards`` (None: none)."""
    if rate <= 0 or rng.random() >= rate:
        return None
    kind = rng.choice(list(SamKongIrregularity))
    return kind, rng.randint(1, cards - 1)
