"""A Sam Kong round in progress (the session's private, mutable state) and a finished one."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from trainer.articles import Article
from trainer.cards import Card
from trainer.samkong.levels import DoorResult
from trainer.samkong.settlement import SamKongLine, SamKongSettlement
from trainer.table.samkong.model import (
    OfferedSamKongBet,
    RaisedIrregularity,
    SamKongIrregularity,
    SamKongPhase,
    SamKongTableBet,
    StandRequest,
)

ZERO = Decimal(0)


@dataclass(frozen=True)
class SamKongRoundRecord:
    """A finished round: its cards, bets, the engine's settlement (None when void) and what
    the dealer moved (taken, handed over, marked); ``house_net`` as the dealer settled it."""

    number: int
    banker: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]
    bets: tuple[SamKongTableBet, ...]
    settlement: SamKongSettlement | None
    taken: Decimal
    paid: Decimal
    marked: Decimal
    started: float
    ended: float
    void: bool = False

    @property
    def house_net(self) -> Decimal:
        return self.taken - self.paid + self.marked


@dataclass
class Round:
    number: int
    layout: list[OfferedSamKongBet]
    stands: list[StandRequest] = field(default_factory=list)
    stood: dict[SamKongTableBet, Article] = field(default_factory=dict)
    late: list[OfferedSamKongBet] = field(default_factory=list)
    accepted: list[SamKongTableBet] = field(default_factory=list)
    hands: dict[int, list[Card]] = field(default_factory=dict)
    dealt: int = 0
    levels: dict[int, int] = field(default_factory=dict)
    results: dict[int, DoorResult] = field(default_factory=dict)
    settlement: SamKongSettlement | None = None
    lines: dict[SamKongTableBet, SamKongLine] = field(default_factory=dict)
    taken: list[SamKongTableBet] = field(default_factory=list)
    paid: list[SamKongTableBet] = field(default_factory=list)
    marked: list[SamKongTableBet] = field(default_factory=list)
    money: list[Decimal] = field(default_factory=lambda: [ZERO, ZERO, ZERO])
    burnt: list[Card] = field(default_factory=list)
    pending: tuple[SamKongIrregularity, int] | None = None
    raised: RaisedIrregularity | None = None
    resume: SamKongPhase = SamKongPhase.DEAL
    exposed: list[Card] = field(default_factory=list)
    late_offer: tuple[int, OfferedSamKongBet] | None = None
    started: float = 0.0
