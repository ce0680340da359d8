"""What a trainee answers: one frozen answer type per drill kind, each with its JSON round
trip. :func:`~trainer.drills.model.answer_from_json` picks the type by drill kind."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from typing import Any, TypeAlias

from trainer.drills.prompts import JsonDict
from trainer.errors import MoneyParseError
from trainer.money import parse_money

# ---- answers ---------------------------------------------------------------------------


@dataclass(frozen=True)
class DrawAnswer:
    """Draw (True) or stand (False) for the hand the step asks about."""

    draws: bool

    def to_dict(self) -> JsonDict:
        return {"draws": self.draws}

    @classmethod
    def from_dict(cls, data: JsonDict) -> DrawAnswer:
        return cls(bool(data["draws"]))


class Winner(Enum):
    """The called winner (Baccarat arts. 11, 12)."""

    PLAYER = "P"
    BANKER = "B"
    TIE = "T"


@dataclass(frozen=True)
class CallAnswer:
    """Calling a coup: both totals, the winner, the pairs and whether there was a natural."""

    player_total: int
    banker_total: int
    winner: Winner
    player_pair: bool
    banker_pair: bool
    natural: bool

    def to_dict(self) -> JsonDict:
        return {
            "player_total": self.player_total,
            "banker_total": self.banker_total,
            "winner": self.winner.value,
            "player_pair": self.player_pair,
            "banker_pair": self.banker_pair,
            "natural": self.natural,
        }

    @classmethod
    def from_dict(cls, data: JsonDict) -> CallAnswer:
        return cls(
            int(data["player_total"]),
            int(data["banker_total"]),
            Winner(data["winner"]),
            bool(data["player_pair"]),
            bool(data["banker_pair"]),
            bool(data["natural"]),
        )


ChipCount: TypeAlias = tuple[Decimal, int]
"""(chip value, how many)."""


def _money(value: Decimal | None) -> str | None:
    return None if value is None else str(value)


def _read_money(value: Any) -> Decimal | None:
    return None if value is None else Decimal(str(value))


def _read_chips(value: Any) -> tuple[ChipCount, ...] | None:
    if value is None:
        return None
    return tuple((Decimal(str(v)), int(n)) for v, n in value)


@dataclass(frozen=True)
class PayoutAnswer:
    """One settlement line: what the dealer pays out, and the commission where one applies.

    ``paid`` is the money pushed to the bettor on top of the stake (0 for a losing bet, which
    is taken, and for a push, whose stake is returned). ``commission`` is the 5% taken (deduct
    tables) or marked in the commission box (mark tables); None means "no commission".
    ``chips`` optionally breaks ``paid`` into chips: ((value, count), ...), largest first.
    Build it from typed text with :meth:`parse`, which raises
    :class:`~trainer.errors.MoneyParseError` on junk *before* anything is graded.
    """

    paid: Decimal
    commission: Decimal | None = None
    chips: tuple[ChipCount, ...] | None = None

    @classmethod
    def parse(
        cls,
        paid: str,
        commission: str | None = None,
        chips: tuple[ChipCount, ...] | None = None,
        *,
        allow_cents: bool = False,
        commission_cents: bool | None = None,
    ) -> PayoutAnswer:
        """Read typed amounts with :func:`trainer.money.parse_money`; an empty commission is
        "no commission". ``commission_cents`` (default: ``allow_cents``) lets the commission
        alone have cents, as the exact 5% marked in a commission box may. Raises
        MoneyParseError on junk."""
        paid_value = parse_money(paid, allow_cents=allow_cents)
        commission_value: Decimal | None = None
        if commission is not None and commission.strip():
            cents = allow_cents if commission_cents is None else commission_cents
            commission_value = parse_money(commission, allow_cents=cents)
        return cls(paid_value, commission_value, chips)

    def to_dict(self) -> JsonDict:
        return {
            "paid": str(self.paid),
            "commission": _money(self.commission),
            "chips": None if self.chips is None else [[str(v), n] for v, n in self.chips],
        }

    @classmethod
    def from_dict(cls, data: JsonDict) -> PayoutAnswer:
        paid = _read_money(data["paid"])
        if paid is None:
            raise MoneyParseError("empty", "a payout answer needs an amount")
        return cls(paid, _read_money(data.get("commission")), _read_chips(data.get("chips")))


@dataclass(frozen=True)
class SamKongLevelAnswer:
    """The level by its annex ordinal: 1 = 三公 .. 31 = 無公零."""

    ordinal: int

    def to_dict(self) -> JsonDict:
        return {"ordinal": self.ordinal}

    @classmethod
    def from_dict(cls, data: JsonDict) -> SamKongLevelAnswer:
        return cls(int(data["ordinal"]))


class DoorCall(Enum):
    """A door's result against the banker, as called by the trainee."""

    WIN = "win"
    LOSE = "lose"
    TIE = "tie"


@dataclass(frozen=True)
class SamKongDoorsAnswer:
    """Each door's result, door 1 first."""

    results: tuple[DoorCall, ...]

    def to_dict(self) -> JsonDict:
        return {"results": [r.value for r in self.results]}

    @classmethod
    def from_dict(cls, data: JsonDict) -> SamKongDoorsAnswer:
        return cls(tuple(DoorCall(r) for r in data["results"]))


@dataclass(frozen=True)
class ShoeAnswer:
    """A number, yes/no (bool) or a choice code, as the prompt's ``answer_type`` asks."""

    value: int | bool | str

    def to_dict(self) -> JsonDict:
        return {"value": self.value}

    @classmethod
    def from_dict(cls, data: JsonDict) -> ShoeAnswer:
        value = data["value"]
        if not isinstance(value, int | bool | str):
            raise ValueError(f"not a shoe answer: {value!r}")
        return cls(value)


Answer: TypeAlias = (
    DrawAnswer
    | CallAnswer
    | PayoutAnswer
    | SamKongLevelAnswer
    | SamKongDoorsAnswer
    | ShoeAnswer
)
