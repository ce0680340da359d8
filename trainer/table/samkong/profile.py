"""A Sam Kong table's profile: its doors (the licence, art. 4), its decks (one in a box, or a
shoe: art. 1), the limits of each bet kind, the commission (art. 10) deducted or marked in a
box, the take-and-pay order, the chips and how a payout is graded.

The money settings the engine settles with are :class:`~trainer.samkong.SamKongRules`
(:meth:`SamKongTableRules.engine_rules`); nothing here settles or ranks. Profiles are stored
as plain dicts (:meth:`SamKongTableRules.to_dict`, :meth:`~SamKongTableRules.from_dict`) with
``"game": "samkong"``, which tells a stored shoe's game (a baccarat profile has no such key).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from decimal import Decimal, InvalidOperation
from enum import Enum
from types import MappingProxyType

from trainer.baccarat.table import LOW_CHIPS, BuyIn, ChipPayout, CommissionMode, PayOrder
from trainer.cards import SAM_KONG_PRACTICAL_DECKS
from trainer.chips import chip_breakdown
from trainer.money import Rounding
from trainer.samkong.bets import SamKongBetKind, spec_of, specs
from trainer.samkong.settlement import SamKongRules

GAME = "samkong"
"""The game's name in the registry of :mod:`trainer.table.game` and in a stored profile."""

PROFILE_FORMAT = 1
MIN_DOORS = 4
MAX_DOORS = 8
"""The doors a Sam Kong table's licence may set here (art. 4 leaves the number to the
licence; four to eight are the tables dealt in Macau)."""
PAYOUTS = (ChipPayout.FEWEST, ChipPayout.AMOUNT)
"""How a payout may be graded at a Sam Kong table (the fewest chips, or the amount)."""


class SamKongProfileError(ValueError):
    """A stored or edited Sam Kong profile that does not make a table."""


def _d(text: str) -> Decimal:
    return Decimal(text)


@dataclass(frozen=True)
class SamKongTableRules:
    """One Sam Kong table. Money is ``Decimal`` HKD.

    ``limits`` maps each bet kind's code to its (minimum, maximum); a kind left out takes its
    spec's defaults (:mod:`trainer.samkong.bets`). ``pay_order`` is the take-and-pay order door
    by door (right to left: the highest door first). ``chip_payout`` grades a payout on the
    fewest chips or on the amount only.
    """

    name: str
    doors: int = 6
    decks: int = 6
    limits: Mapping[str, tuple[Decimal, Decimal]] = field(default_factory=dict, hash=False)
    commission_rate: Decimal = Decimal("0.05")
    commission_mode: CommissionMode = CommissionMode.DEDUCT
    smallest_unit: Decimal = Decimal(5)
    rounding: Rounding = Rounding.DOWN
    pay_order: PayOrder = PayOrder.RIGHT_TO_LEFT
    chip_payout: ChipPayout = ChipPayout.FEWEST
    chips: tuple[Decimal, ...] = LOW_CHIPS
    pace_target: int = 30
    """The rounds an hour the instructor expects at this table."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "limits", MappingProxyType(dict(self.limits)))
        _check(self)

    def __hash__(self) -> int:
        return hash((self.name, self.doors, self.decks, tuple(sorted(self.limits.items())),
                     self.commission_rate, self.commission_mode, self.chips))

    # ---- derived ----------------------------------------------------------------------

    @property
    def is_box(self) -> bool:
        """One deck dealt from a box, every round from a fresh shuffle (arts. 1, 3)."""
        return self.decks == 1

    @property
    def minimum(self) -> Decimal:
        """The table minimum a player's buy-in reaches: a door bet's minimum (the bet every
        bettor makes; :mod:`trainer.table.cash`)."""
        return self.kind_limits(SamKongBetKind.DOOR)[0]

    @property
    def buy_in(self) -> BuyIn:
        """How notes are changed here: the fewest chips (a Sam Kong profile names no player's
        mix; :mod:`trainer.table.cash`)."""
        return BuyIn.FEWEST

    @property
    def door_numbers(self) -> tuple[int, ...]:
        """The doors from the first (頭門), 1 to :attr:`doors`."""
        return tuple(range(1, self.doors + 1))

    @property
    def marks(self) -> bool:
        """The commission is paid in full and marked in the bettor's box."""
        return self.commission_mode is CommissionMode.MARK

    def kind_limits(self, kind: SamKongBetKind) -> tuple[Decimal, Decimal]:
        """The minimum and maximum of one bet of ``kind`` here."""
        given = self.limits.get(kind.value)
        if given is not None:
            return given
        spec = spec_of(kind)
        return spec.default_minimum, spec.default_maximum

    def engine_rules(self, kind: SamKongBetKind | None = None) -> SamKongRules:
        """The engine's money settings: one kind's limits, or (None) the widest of the table,
        which every bet of a checked layout is within (the settlement refuses none)."""
        if kind is not None:
            low, high = self.kind_limits(kind)
        else:
            pairs = [self.kind_limits(s.kind) for s in specs()]
            low, high = min(p[0] for p in pairs), max(p[1] for p in pairs)
        return SamKongRules(commission_rate=self.commission_rate, unit=self.smallest_unit,
                            rounding=self.rounding, min_bet=low, max_bet=high)

    # ---- stored form --------------------------------------------------------------------

    def to_dict(self) -> dict[str, object]:
        """A plain, JSON-ready dict with ``"game": "samkong"``."""
        out: dict[str, object] = {"game": GAME, "format": PROFILE_FORMAT}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Decimal):
                out[f.name] = str(value)
            elif isinstance(value, Enum):
                out[f.name] = value.value
            elif f.name == "chips":
                out[f.name] = [str(c) for c in value]
            elif f.name == "limits":
                out[f.name] = {k: [str(low), str(high)] for k, (low, high) in value.items()}
            else:
                out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: object) -> SamKongTableRules:
        """Inverse of :meth:`to_dict`; :class:`SamKongProfileError` for anything else."""
        if not isinstance(data, Mapping) or data.get("game") != GAME:
            raise SamKongProfileError("not a Sam Kong table profile")
        if data.get("format") != PROFILE_FORMAT:
            raise SamKongProfileError(f"Sam Kong profile format {data.get('format')!r}")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known - {"game", "format"}
        if unknown:
            raise SamKongProfileError(f"unknown Sam Kong profile keys: {sorted(unknown)}")
        try:
            values = {name: _read(name, raw) for name, raw in data.items()
                      if name in known}
            return cls(**values)  # type: ignore[arg-type]  # each value read by _read
        except SamKongProfileError:
            raise
        except (TypeError, ValueError, InvalidOperation) as e:
            raise SamKongProfileError(str(e)) from e


def _money(raw: object) -> Decimal:
    if not isinstance(raw, str):
        raise SamKongProfileError(f"not an amount: {raw!r}")
    value = Decimal(raw)
    if not value.is_finite():
        raise SamKongProfileError(f"not an amount: {raw!r}")
    return value


def _int(raw: object) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise SamKongProfileError(f"not a whole number: {raw!r}")
    return raw


_ENUMS: dict[str, type[Enum]] = {"commission_mode": CommissionMode, "rounding": Rounding,
                                  "pay_order": PayOrder, "chip_payout": ChipPayout}


def _read(name: str, raw: object) -> object:
    if name == "name":
        if not isinstance(raw, str):
            raise SamKongProfileError("a profile's name is text")
        return raw
    if name in ("doors", "decks", "pace_target"):
        return _int(raw)
    if name in ("commission_rate", "smallest_unit"):
        return _money(raw)
    if name in _ENUMS:
        return _ENUMS[name](raw)
    if name == "chips":
        if not isinstance(raw, list):
            raise SamKongProfileError("chips are a list")
        return tuple(_money(c) for c in raw)
    if not isinstance(raw, Mapping):  # limits
        raise SamKongProfileError("limits are an object")
    limits: dict[str, tuple[Decimal, Decimal]] = {}
    for code, pair in raw.items():
        if not isinstance(pair, list) or len(pair) != 2:
            raise SamKongProfileError(f"limits of {code!r} are [minimum, maximum]")
        limits[str(code)] = (_money(pair[0]), _money(pair[1]))
    return limits


def _check(t: SamKongTableRules) -> None:
    def bad(message: str) -> SamKongProfileError:
        return SamKongProfileError(f"{t.name}: {message}")

    if not isinstance(t.doors, int) or not MIN_DOORS <= t.doors <= MAX_DOORS:
        raise bad(f"a table has {MIN_DOORS} to {MAX_DOORS} doors, not {t.doors!r}")
    if not isinstance(t.decks, int) or not 1 <= t.decks <= SAM_KONG_PRACTICAL_DECKS:
        raise bad(f"decks are 1 (a box) to {SAM_KONG_PRACTICAL_DECKS}, not {t.decks!r}")
    if t.chip_payout not in PAYOUTS:
        raise bad(f"payouts are graded {[p.value for p in PAYOUTS]}")
    if not t.chips or any(c <= 0 for c in t.chips) or list(t.chips) != sorted(set(t.chips)):
        raise bad("chips are positive amounts, ascending, each once")
    if t.smallest_unit <= 0 or any(c % t.smallest_unit for c in t.chips):
        raise bad("every chip is a whole number of the smallest unit")
    if not 0 <= t.commission_rate < 1:
        raise bad("a commission rate is from 0 to 1")
    if not 0 < t.pace_target <= 300:
        raise bad("a pace target is 1 to 300 rounds an hour")
    for code, (low, high) in t.limits.items():
        spec_of(code)  # ValueError for a kind no registry has
        if not 0 < low <= high:
            raise bad(f"limits of {code} are not a range")
    for s in specs():
        low, high = t.kind_limits(s.kind)
        for amount in (low, high):
            try:
                chip_breakdown(amount, t.chips)
            except ValueError:
                raise bad(f"the {s.code} limit {amount} is not made of the chips") from None


def _limits(door: tuple[str, str], odd_even: tuple[str, str], three_faces: tuple[str, str],
            point: tuple[str, str], tie: tuple[str, str]) -> dict[str, tuple[Decimal, Decimal]]:
    pairs = {"door": door, "odd": odd_even, "even": odd_even, "three_faces": three_faces,
             "point": point, "tie": tie}
    return {code: (_d(low), _d(high)) for code, (low, high) in pairs.items()}


_VIP_CHIPS = tuple(_d(v) for v in ("50", "100", "500", "1000", "5000", "10000", "50000",
                                   "100000"))
_BOX_CHIPS = tuple(_d(v) for v in ("5", "10", "50", "100", "500", "1000", "5000"))

PROFILES: tuple[SamKongTableRules, ...] = (
    SamKongTableRules(
        name="samkong-six-door-shoe", doors=6, decks=6,
        limits=_limits(("100", "20000"), ("100", "20000"), ("100", "2000"), ("100", "5000"),
                       ("100", "2000")),
    ),
    SamKongTableRules(
        name="samkong-one-deck-box", doors=5, decks=1,
        limits=_limits(("100", "10000"), ("100", "10000"), ("100", "1000"), ("100", "2000"),
                       ("100", "1000")),
        chips=_BOX_CHIPS, pay_order=PayOrder.LEFT_TO_RIGHT,
    ),
    SamKongTableRules(
        name="samkong-vip-eight-door", doors=8, decks=8,
        limits=_limits(("1000", "300000"), ("1000", "300000"), ("1000", "30000"),
                       ("1000", "50000"), ("1000", "30000")),
        commission_mode=CommissionMode.MARK, smallest_unit=_d("50"), chips=_VIP_CHIPS,
        pace_target=25,
    ),
)
"""The shipped Sam Kong tables: a six-door shoe of six decks, a five-door one-deck box (paid
from the dealer's left), an eight-door VIP shoe whose commission is marked in boxes."""


def profile_named(name: str) -> SamKongTableRules:
    """A shipped profile by name; ``KeyError`` for an unknown one."""
    for profile in PROFILES:
        if profile.name == name:
            return profile
    raise KeyError(name)


def with_doors(profile: SamKongTableRules, doors: int, decks: int | None = None
               ) -> SamKongTableRules:
    """A copy with other doors (and decks): the tests' and an instructor's variations."""
    return replace(profile, doors=doors, decks=profile.decks if decks is None else decks)
