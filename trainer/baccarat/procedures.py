"""The house's choices for the shoe's life and the card holder (Baccarat arts. 2, 3, 7, 8, 16):
who cuts, how cards are burnt, whether demonstration coups are dealt, which reading of the
last coup is in force, whether an automatic shuffler deals the table and whether the seated
bettor with the largest bet holds the cards (the VIP squeeze).

A table profile (:class:`~trainer.baccarat.table.TableRules`) carries one
:class:`Procedures`; its plain-dict form is format 5's ``procedures`` object. Art. 19: these
options need the regulator's approval, so they belong to the table, not to a session.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import Enum

from trainer.cards import BurnMethod, LastCoupRule
from trainer.errors import TableRulesError

MAX_BURN_EACH_COUP = 3
"""Art. 8 lets the house burn cards before every coup; more than three a coup would empty an
eight-deck shoe long before its cut card, so a larger number is a typing slip."""


class CutBy(Enum):
    """Who cuts the shuffled cards (art. 2): a player, or the dealer."""

    PLAYER = "player"
    DEALER = "dealer"


class HolderTie(Enum):
    """Who holds the cards when two seated bettors have the same largest bet on a side
    (art. 16 leaves it to the house)."""

    LOWEST_SEAT = "lowest_seat"
    """The lower seat number (nearer the dealer's left) holds them."""
    HIGHEST_SEAT = "highest_seat"
    """The higher seat number holds them."""
    DEALER = "dealer"
    """Nobody: the dealer turns that side's cards."""


@dataclass(frozen=True, kw_only=True)
class Procedures:
    """One table's procedure options. The defaults are the trainer's usual table: a player
    cuts, as many cards burnt as decks (art. 2 (a)), no burn before each coup, demonstration
    coups allowed, "cut card out: this coup and one more" (art. 3), a shoe dealt by hand,
    no card holder."""

    cut_by: CutBy = CutBy.PLAYER
    burn: BurnMethod = BurnMethod.DECKS
    burn_fixed: int | None = None
    """The fixed count of art. 2 (c), 1 to 8; only with :attr:`BurnMethod.FIXED`."""
    burn_each_coup: int = 0
    """Cards burnt before every coup (art. 8); 0: none."""
    demonstration_coups: bool = True
    """Whether a player may ask for up to three demonstration coups (art. 2)."""
    last_coup: LastCoupRule = LastCoupRule.ONE_MORE
    shuffler: bool = False
    """An automatic shuffler deals the table (arts. 2 (3), 7 (2)): no cut, no burn, cards face
    up and returned to the machine after each coup."""
    card_holder: bool = False
    """The seated bettor with the largest bet on each side holds and turns its cards
    (art. 16)."""
    holder_tie: HolderTie = HolderTie.LOWEST_SEAT

    def __post_init__(self) -> None:
        if self.burn is BurnMethod.FIXED:
            fixed = self.burn_fixed
            if isinstance(fixed, bool) or not isinstance(fixed, int) or not 1 <= fixed <= 8:
                raise TableRulesError("burn_fixed", f"a fixed burn is 1 to 8 cards, not "
                                      f"{fixed!r}", count=str(fixed))
        elif self.burn_fixed is not None:
            raise TableRulesError("burn_fixed", "a burn count is only set for a fixed burn",
                                  count=str(self.burn_fixed))
        each = self.burn_each_coup
        if isinstance(each, bool) or not isinstance(each, int) or not (
                0 <= each <= MAX_BURN_EACH_COUP):
            raise TableRulesError("burn_each_coup", f"0 to {MAX_BURN_EACH_COUP} cards are "
                                  f"burnt before a coup, not {each!r}",
                                  max=str(MAX_BURN_EACH_COUP))

    @property
    def is_default(self) -> bool:
        return self == Procedures()

    def to_dict(self) -> dict[str, object]:
        """Plain JSON-ready form (enums as their values)."""
        out: dict[str, object] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, Enum) else value
        return out

    @classmethod
    def from_dict(cls, raw: object) -> Procedures:
        """Inverse of :meth:`to_dict`; missing keys take their defaults. ``ValueError`` for
        unknown keys or values of the wrong type (the caller words it as ``malformed``)."""
        if not isinstance(raw, Mapping):
            raise ValueError(f"procedures must be an object, got {raw!r}")
        known = {f.name for f in fields(cls)}
        unknown = set(raw) - known
        if unknown:
            raise ValueError(f"unknown procedure keys: {', '.join(sorted(map(str, unknown)))}")
        kwargs: dict[str, object] = {}
        for name, value in raw.items():
            kwargs[name] = _read(name, value)
        return cls(**kwargs)  # type: ignore[arg-type]  # each value checked by _read


_ENUMS: Mapping[str, type[Enum]] = {
    "cut_by": CutBy, "burn": BurnMethod, "last_coup": LastCoupRule, "holder_tie": HolderTie,
}


def _read(name: str, value: object) -> object:
    if name in _ENUMS:
        return _ENUMS[name](value)
    if name in ("demonstration_coups", "shuffler", "card_holder"):
        if not isinstance(value, bool):
            raise ValueError(f"{name} must be true or false, got {value!r}")
        return value
    if name == "burn_fixed" and value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number, got {value!r}")
    return value
