"""Table rules: limits, commission handling and chips of one baccarat table.

How commission is taken, the smallest chip, rounding, limits and side bets vary by house
(RULES.md A, the commission paragraph), so they are data here, not constants. Only the
statutory figures (5% of arts. 17-18, the 1:2 of art. 18 (2)) have defaults.

Why one file over 600 lines: a table profile is one value whose fields are checked against
each other (:func:`_check_rules`) and read back from the store field by field; its house
options (commission mode, pay order, tie option, chip payout with its colour-for-colour
reading) are part of that value. Split, each check would reach into another module.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from decimal import Decimal, InvalidOperation
from enum import Enum
from functools import lru_cache
from itertools import pairwise
from types import MappingProxyType
from typing import Any

from trainer.articles import bac
from trainer.baccarat.bets import BetKind, side_specs, spec_of
from trainer.baccarat.procedures import Procedures
from trainer.chips import MAX_BREAKDOWN_SIZE, Breakdown, breakdown_size, chip_breakdown
from trainer.errors import TableRulesError
from trainer.money import CENT, MAX_AMOUNT, Rounding, format_hkd
from trainer.open_kinds import codec_schema

FORMAT_VERSION = 5
"""Version of the plain-dict form written by :meth:`TableRules.to_dict`. Format 1 (before
the tie option, the chip-payout rule and the pace target) and format 2 (before the buy-in
rule and the skipped seat numbers) are still read: those fields take their defaults (the
fewest chips for a buy-in, no seat skipped). Format 3 named each side bet's limits in fields
of their own (``tie_minimum``, ``pair_maximum``, ``lucky6_enabled``, ...); format 4 keeps them
in ``side_bets``, a mapping from bet code to limits (see :data:`OLD_SIDE_FIELDS`). Format 5
adds ``procedures``, the house's options for the shoe's life and the card holder
(:class:`~trainer.baccarat.procedures.Procedures`); a format 1-4 dict reads the defaults, and
rules read in format 4 or 3 with the default procedures are written back in the format read
(:attr:`TableRules.read_as`)."""

READABLE_FORMATS = frozenset({1, 2, 3, 4, FORMAT_VERSION})

OLD_SIDE_FIELDS: Mapping[str, tuple[tuple[str, str], ...]] = MappingProxyType({
    "tie_minimum": (("tie", "minimum"),),
    "tie_maximum": (("tie", "maximum"),),
    "pair_minimum": (("player_pair", "minimum"), ("banker_pair", "minimum")),
    "pair_maximum": (("player_pair", "maximum"), ("banker_pair", "maximum")),
    "lucky6_minimum": (("lucky_6", "minimum"),),
    "lucky6_maximum": (("lucky_6", "maximum"),),
    "lucky6_enabled": (("lucky_6", "offered"),),
})
"""Format 1-3 side-bet fields: the (bet code, limit) each set; the pair limits were one for
both pairs. Read by :meth:`TableRules.from_dict`, never written."""

MIN_SEATS = 7
"""A baccarat table has 7 or more seats (Baccarat art. 1)."""

MAX_SEATS = 14
"""The most seats a profile may have: Macau's big baccarat tables seat up to 14 (art. 1
sets only the least); the Table screen's felt lays out 7 to 14 seats without overlap."""

MAX_SEAT_NUMBER = 99
"""The highest number a seat may carry (two digits on the felt's seat disc); skipping more
numbers than that is a typing slip."""

MAX_CHIP_VALUES = 12
"""More chip values than a float of 12 is a typing slip: a Macau float holds 7 to 11."""

MAX_LARGEST_CHIPS = 1000
"""A maximum bet is paid with at most this many of the largest chip (shipped tables: 3 to 5),
so that a payout's chip counts stay a sensible, typeable number."""


MAX_PACE_TARGET = 300
"""A coup takes more than 12 seconds at any table: a larger target is a typing slip."""


class CommissionMode(Enum):
    """How the house takes the 5% of art. 18 (1)."""

    DEDUCT = "deduct"
    """Deduct at payout: stake 1,000 wins -> pay 950."""
    MARK = "mark"
    """Pay in full and mark the 5% in the seat's commission box, settled at the end of the
    shoe or when the player leaves."""


class PayOrder(Enum):
    """The order in which the dealer pays the winners, seat by seat, after taking every
    losing bet (RULES.md C: "right to left, losers first"; the house procedure may differ).
    Seats count from the dealer's left (seat 1)."""

    RIGHT_TO_LEFT = "right_to_left"
    """From the dealer's right to the dealer's left: the highest seat first (the default)."""
    LEFT_TO_RIGHT = "left_to_right"
    """From the dealer's left to the dealer's right: seat 1 first."""


class TieBets(Enum):
    """What a Banker or Player bettor may do with a bet that pushed on a tie (Baccarat
    art. 12). The bet pushes whatever the option; the option says what may follow."""

    PUSH_ONLY = "push_only"
    """The bet pushes and is settled there; nobody acts on it (the trainer's grading before
    the option existed, and the default)."""
    CHANGE = "change"
    """Art. 12: the bettor may keep the bet, withdraw it, or change it (its amount, or switch
    it to the other side), within the table's limits and art. 14."""
    INCREASE_ONLY = "increase_only"
    """Art. 12, SJM houses: the bet may be kept or increased, never withdrawn, reduced or
    switched to the other side."""


class ChipPayout(Enum):
    """How the dealer builds a payout from the tray. RULES.md is silent on it: this is the
    house procedure setting, graded on the pay step.

    ``FEWEST``: the payout in the fewest chips of the table's set (an equally short
    breakdown is as good).

    ``COLOUR_FOR_COLOUR``: each chip of the stake is matched by chips of the same
    denomination, at the bet's odds: odds of W:S pay W chips of a chip's denomination for
    every S chips of it in the stake (1:1 one for one; 8:1 eight for one; 11:1, 12:1, 20:1
    likewise). What the odds leave over -- the half of an odd count of one denomination at
    1:2 (the no-commission Banker 6, art. 18 (2)) -- is paid in the fewest chips. On a table
    that deducts commission (art. 18 (1)), the commission comes out of the matched chips,
    the smallest first: the dealer holds back as many of the smallest matched chips as cover
    the commission and pays what they exceed it by in the fewest chips (stake 500 + 500 wins:
    one 500 matched, 500 - 50 = 450 paid as 100 × 4 + 50). On a marking table the winnings
    are matched in full and the commission is marked. Equally short change is as good; the
    matched chips themselves are fixed by the stake.

    ``AMOUNT``: graded on the amount only: the dealer may type the payout as an
    amount, or as chips, which are counted up; how the chips are made up is not graded.
    """

    FEWEST = "fewest"
    COLOUR_FOR_COLOUR = "colour_for_colour"
    AMOUNT = "amount"


def colour_match(
    stack: Breakdown, win: int, stake: int, held_back: Decimal
) -> tuple[Breakdown, Decimal]:
    """The :attr:`ChipPayout.COLOUR_FOR_COLOUR` payout of a stake of ``stack`` at odds
    ``win``:``stake``, less ``held_back`` (the commission a deducting table takes): the
    matched chips, largest first, and the amount still to pay in the fewest chips.

    Raises ``ValueError`` for odds or a commission that make no payout.
    """
    if win <= 0 or stake <= 0 or held_back < 0:
        raise ValueError(f"no payout at {win}:{stake} less {held_back}")
    matched: dict[Decimal, int] = {}
    rest = -held_back
    for chip, count in stack:
        whole, left = divmod(count * win, stake)
        if whole:
            matched[chip] = matched.get(chip, 0) + whole
        rest += chip * left / stake
    for chip in sorted(matched):  # the commission comes out of the smallest matched chips
        while rest < 0 and matched[chip]:
            matched[chip] -= 1
            rest += chip
    if rest < 0:
        raise ValueError(f"the commission {held_back} is more than the winnings")
    return tuple((c, n) for c, n in sorted(matched.items(), reverse=True) if n), rest


def colour_payout(
    stack: Breakdown, win: int, stake: int, held_back: Decimal, chips: tuple[Decimal, ...]
) -> Breakdown:
    """The whole colour-for-colour payout: the matched chips and the fewest-chip change,
    merged per denomination, largest first (the engine's answer for the pay step)."""
    matched, rest = colour_match(stack, win, stake, held_back)
    counts = dict(matched)
    for chip, count in chip_breakdown(rest, chips):
        counts[chip] = counts.get(chip, 0) + count
    return tuple(sorted(counts.items(), reverse=True))


def colour_chips_ok(
    given: Breakdown,
    stack: Breakdown,
    win: int,
    stake: int,
    held_back: Decimal,
    chips: tuple[Decimal, ...],
) -> bool:
    """Whether ``given`` pays colour for colour: every matched chip, and beside them change
    of the right amount in as few chips as the fewest breakdown."""
    matched, rest = colour_match(stack, win, stake, held_back)
    counts: dict[Decimal, int] = {}
    for chip, count in given:
        if count <= 0 or chip not in chips:
            return False
        counts[chip] = counts.get(chip, 0) + count
    for chip, count in matched:
        if counts.get(chip, 0) < count:
            return False
        counts[chip] -= count
    change = [(c, n) for c, n in counts.items() if n]
    if sum((c * n for c, n in change), Decimal(0)) != rest:
        return False
    return sum(n for _, n in change) == sum(n for _, n in chip_breakdown(rest, chips))


class BuyIn(Enum):
    """How the dealer gives chips for a player's notes. RULES.md is
    silent on it: house procedure, graded on the Table's buy-in step."""

    FEWEST = "fewest"
    """The amount in the fewest chips of the table's set."""
    PLAYER_MIX = "player_mix"
    """The chips the player asks for ("some 100s"), the rest in the fewest chips."""


def seat_numbers(seats: int, skipped: tuple[int, ...] | frozenset[int]) -> tuple[int, ...]:
    """The numbers of a table's ``seats`` seats, counted from 1 and passing over ``skipped``:
    7 seats skipping 4 are seats 1, 2, 3, 5, 6, 7, 8 (many Macau tables have no seat 4, and
    some no 13, for luck). Callers check ``seats`` and ``skipped`` first (:func:`_check_rules`)."""
    passed = frozenset(skipped)
    numbers: list[int] = []
    number = 0
    while len(numbers) < seats:
        number += 1
        if number not in passed:
            numbers.append(number)
    return tuple(numbers)


@lru_cache(maxsize=64)
def _seat_numbers(seats: int, skipped: tuple[int, ...]) -> tuple[int, ...]:
    """:func:`seat_numbers`, worked out once per table: the felt asks for them a few times
    a step."""
    return seat_numbers(seats, skipped)


def parse_skipped_seats(text: str) -> tuple[int, ...]:
    """The seat numbers a Settings field lists (``"4, 13"``, blanks or commas between them),
    in ascending order. Raises :class:`TableRulesError` ``seat_number_text`` (text) for
    anything but whole numbers; the numbers themselves are checked with the table."""
    numbers: list[int] = []
    for part in text.replace("，", ",").replace(",", " ").split():
        if not part.isascii() or not part.isdigit():
            raise TableRulesError(
                "seat_number_text", f"seat numbers are whole numbers, not {part[:16]!r}",
                text=part[:16])
        digits = part.lstrip("0") or "0"
        if len(digits) > len(str(MAX_SEAT_NUMBER)):  # int() refuses past 4,300 digits
            raise TableRulesError(
                "seat_number_max", f"seats are numbered up to {MAX_SEAT_NUMBER}",
                max=str(MAX_SEAT_NUMBER))
        numbers.append(int(digits))
    return tuple(sorted(numbers))


DEFAULT_PACE_TARGET = 50
"""Coups an hour expected of a dealer at a full table, the instructor's default."""


def _d(text: str) -> Decimal:
    return Decimal(text)


LOW_CHIPS: tuple[Decimal, ...] = tuple(
    _d(v) for v in ("5", "10", "20", "50", "100", "500", "1000", "5000", "10000")
)
"""Chips of a mass-market table: HK$5 chips let 5% of HK$300 (= 15) be paid exactly."""


@dataclass(frozen=True)
class SideLimits:
    """One side bet's limits at a table (house settings) and whether the table offers it."""

    minimum: Decimal
    maximum: Decimal
    offered: bool = True

    def __post_init__(self) -> None:
        for name in ("minimum", "maximum"):
            if not isinstance(getattr(self, name), Decimal):
                raise TypeError(f"a side bet's {name} must be a Decimal, "
                                f"got {getattr(self, name)!r}")
        if not isinstance(self.offered, bool):
            raise TypeError(f"offered must be true or false, got {self.offered!r}")

    def to_dict(self) -> dict[str, object]:
        return {"minimum": str(self.minimum), "maximum": str(self.maximum),
                "offered": self.offered}


def default_side_limits(kind: BetKind) -> SideLimits:
    """A side bet's limits where a table names none: its spec's defaults, offered unless the
    spec is optional and off by default."""
    spec = spec_of(kind)
    return SideLimits(spec.default_minimum, spec.default_maximum,
                      spec.on_by_default or not spec.optional)


def _side_bets(given: Mapping[BetKind, SideLimits]) -> Mapping[BetKind, SideLimits]:
    """Every registered side bet's limits, in registry order: ``given`` or the defaults.
    Refuses a key that is no side bet and a mandatory side bet switched off."""
    if not isinstance(given, Mapping):
        raise TypeError(f"side_bets must be a mapping, got {given!r}")
    for kind, limits in given.items():
        if not isinstance(kind, BetKind) or not spec_of(kind).side:
            raise TableRulesError("side_bet_unknown", f"{kind!r} is no side bet",
                                  kind=str(getattr(kind, "value", kind)))
        if not isinstance(limits, SideLimits):
            raise TypeError(f"side_bets[{kind.value}] must be SideLimits, got {limits!r}")
        if not limits.offered and not spec_of(kind).optional:
            raise TableRulesError("side_bet_required",
                                  f"{kind.label} cannot be switched off", limit=kind.value)
    out = {s.kind: given.get(s.kind) or default_side_limits(s.kind) for s in side_specs()}
    return MappingProxyType(out)


@dataclass(frozen=True, kw_only=True)
class TableRules:
    """One table's rules. All money is ``Decimal`` HKD; every limit is a whole number of chips.

    ``max_banker_player_difference`` is the art. 14 limit on the difference between the total
    bet on Banker and the total bet on Player over the whole table; ``None`` means the table
    maximum. ``banker_multiple_of_minimum`` is the SJM house note: Banker bets must be the
    minimum or a whole multiple of it, so that 5% can be paid in chips.
    """

    name: str
    minimum: Decimal
    maximum: Decimal
    commission_rate: Decimal = Decimal("0.05")
    commission_mode: CommissionMode = CommissionMode.DEDUCT
    no_commission: bool = False
    chips: tuple[Decimal, ...] = LOW_CHIPS
    smallest_unit: Decimal = Decimal(5)
    rounding: Rounding = Rounding.DOWN
    banker_multiple_of_minimum: bool = True
    max_banker_player_difference: Decimal | None = None
    side_bets: Mapping[BetKind, SideLimits] = field(default_factory=dict, hash=False)
    """Each side bet's limits and whether it is offered, by kind in registry order (the
    bets of :mod:`trainer.baccarat.bets` with ``side``). A bet left out takes its spec's
    defaults; a bet registered after the table was made reads its defaults too
    (:meth:`side_limits`)."""
    seats: int = MIN_SEATS
    """How many seats the table has (art. 1: 7 or more); see :attr:`seat_numbers`."""
    skipped_seats: tuple[int, ...] = ()
    """Seat numbers the table leaves out (4, 13): its seats are numbered from 1 passing over
    them, so a bet on seat 5 is seat 5 in every record and word. Kept in ascending order."""
    pay_order: PayOrder = PayOrder.RIGHT_TO_LEFT
    """The take-and-pay order of the house procedure; the Table grades it."""
    tie_bets: TieBets = TieBets.PUSH_ONLY
    """What may be done with a Banker/Player bet after a tie (art. 12); see :class:`TieBets`."""
    chip_payout: ChipPayout = ChipPayout.FEWEST
    """How payouts are built from the tray (house procedure); see :class:`ChipPayout`."""
    pace_target: int = DEFAULT_PACE_TARGET
    """The coups an hour the instructor expects at this table; the score card compares."""
    buy_in: BuyIn = BuyIn.FEWEST
    """How a buy-in's notes are changed for chips (house procedure); see :class:`BuyIn`."""
    procedures: Procedures = field(default_factory=Procedures)
    """The shoe's life and the card holder as the house runs them (arts. 2, 3, 7, 8, 16)."""
    read_as: int = field(default=FORMAT_VERSION, init=False, compare=False, repr=False)
    """The format :meth:`from_dict` read these rules in. Rules read in format 3 or 4 (a kept
    shoe's, a sealed sitting's blueprint) are written back in that format by :meth:`to_dict`
    when it can hold them, so that a snapshot read and written again is the JSON it was; a copy
    (``dataclasses.replace``) or new rules are written in the current format."""

    def __post_init__(self) -> None:
        skipped = self.skipped_seats
        if isinstance(skipped, list | tuple) and all(
            isinstance(n, int) and not isinstance(n, bool) for n in skipped
        ):  # the stored form is one order, whatever order the numbers were given in
            object.__setattr__(self, "skipped_seats", tuple(sorted(skipped)))
        object.__setattr__(self, "side_bets", _side_bets(self.side_bets))
        _check_rules(self)

    # ---- derived values ------------------------------------------------------------------

    @property
    def difference_limit(self) -> Decimal:
        """The art. 14 limit in force: the explicit setting or the table maximum."""
        if self.max_banker_player_difference is None:
            return self.maximum
        return self.max_banker_player_difference

    @property
    def seat_numbers(self) -> tuple[int, ...]:
        """The table's seat numbers from the dealer's left, ascending: 1 to :attr:`seats`
        unless numbers are skipped (7 seats skipping 4: 1, 2, 3, 5, 6, 7, 8)."""
        return _seat_numbers(self.seats, self.skipped_seats)

    def side_limits(self, kind: BetKind) -> SideLimits:
        """A side bet's limits here (its spec's defaults for a bet registered since)."""
        return self.side_bets.get(kind) or default_side_limits(kind)

    def limits(self, kind: BetKind) -> tuple[Decimal, Decimal]:
        """The minimum and maximum of one bet of ``kind``: the table's for Banker and Player,
        the side bet's own otherwise."""
        if not spec_of(kind).side:
            return self.minimum, self.maximum
        side = self.side_limits(kind)
        return side.minimum, side.maximum

    def offers(self, kind: BetKind) -> bool:
        """Whether a bet of ``kind`` may be placed here (an optional side bet may be off)."""
        return not spec_of(kind).side or self.side_limits(kind).offered

    @property
    def offered_side_bets(self) -> tuple[BetKind, ...]:
        """The side bets this table offers, in registry order."""
        return tuple(s.kind for s in side_specs() if self.offers(s.kind))

    def with_side_bet(self, kind: BetKind, minimum: Decimal | None = None,
                      maximum: Decimal | None = None, offered: bool | None = None
                      ) -> TableRules:
        """A copy with one side bet's limits or offer changed (the others kept)."""
        old = self.side_limits(kind)
        new = SideLimits(old.minimum if minimum is None else minimum,
                         old.maximum if maximum is None else maximum,
                         old.offered if offered is None else offered)
        return replace(self, side_bets={**self.side_bets, kind: new})

    @property
    def takes_commission(self) -> bool:
        """Whether Banker wins pay the 5% of art. 18 (1) (not on a no-commission table)."""
        return not self.no_commission and self.commission_rate > 0

    # ---- plain-dict form for the store ---------------------------------------------------

    def to_dict(self) -> dict[str, object]:
        """A plain, JSON-ready dict: Decimals as strings, enums as their values (in format 3
        for rules read in format 3 that it can hold, see :attr:`read_as`)."""
        out: dict[str, object] = {"format": FORMAT_VERSION}
        for f in fields(self):
            if not f.init:
                continue
            value = getattr(self, f.name)
            if isinstance(value, Decimal):
                out[f.name] = str(value)
            elif isinstance(value, Enum):
                out[f.name] = value.value
            elif f.name == "chips":
                out[f.name] = [str(c) for c in value]
            elif f.name == "skipped_seats":
                out[f.name] = list(value)
            elif f.name == "side_bets":
                out[f.name] = {kind.value: limits.to_dict() for kind, limits in value.items()}
            elif f.name == "procedures":
                out[f.name] = value.to_dict()
            else:
                out[f.name] = value
        if self.read_as in (3, 4) and self.procedures.is_default:
            del out["procedures"]
            out["format"] = 4
        if self.read_as == 3:
            old = _side_fields_written(out)
            if old is not None and TableRules._from_dict(old) == self:
                return old
        return out

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        """Travels as :meth:`to_dict` (the school server's calls; see
        :func:`trainer.open_kinds.codec_schema`)."""
        return codec_schema(
            lambda v: v if isinstance(v, TableRules) else cls.from_dict(v), cls.to_dict)

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> TableRules:
        """Inverse of :meth:`to_dict`. Missing optional keys take their defaults.

        Raises :class:`TableRulesError` (a ``ValueError``) with code ``malformed`` on unknown
        keys, a newer format, or values of the wrong type, and with the codes of
        :func:`_check_rules` on settings that do not fit together.
        """
        if not isinstance(data, Mapping):  # stored JSON that is not an object (null, [], 7)
            raise TableRulesError("malformed", "table rules must be an object",
                                  detail=type(data).__name__)
        try:
            return cls._from_dict(data)
        except TableRulesError:
            raise
        except (ValueError, TypeError) as exc:
            raise TableRulesError("malformed", str(exc), detail=str(exc)) from exc

    @classmethod
    def _from_dict(cls, data: Mapping[str, object]) -> TableRules:
        known = {f.name for f in fields(cls) if f.init}
        version = data.get("format", FORMAT_VERSION)
        if version not in READABLE_FORMATS:
            raise ValueError(f"table rules format {version!r} is not supported")
        if version != FORMAT_VERSION or not OLD_SIDE_FIELDS.keys().isdisjoint(data):
            data = _side_fields_read(data)  # the named side-bet fields read in any format
        unknown = set(data) - known - {"format"}
        if unknown:
            raise ValueError(f"unknown table-rule keys: {', '.join(sorted(unknown))}")
        for required in ("name", "minimum", "maximum"):
            if required not in data:
                raise ValueError(f"table rules need {required!r}")
        kwargs: dict[str, object] = {}
        for name, raw in data.items():
            if name == "format":
                continue
            kwargs[name] = _read_field(name, raw)
        rules = cls(**kwargs)  # type: ignore[arg-type]  # each value checked by _read_field
        object.__setattr__(rules, "read_as", version)
        return rules


def _side_fields_written(data: Mapping[str, object]) -> dict[str, object] | None:
    """Format 4's dict ``data`` in format 3, the side bets in their named fields, or ``None``
    when its side bets are more than format 3 can hold (the caller checks it reads back)."""
    sides = data["side_bets"]
    assert isinstance(sides, Mapping)
    out = {k: v for k, v in data.items() if k != "side_bets"} | {"format": 3}
    for name, targets in OLD_SIDE_FIELDS.items():
        values = [sides.get(code, {}).get(limit) for code, limit in targets]
        if values[0] is None or any(v != values[0] for v in values):
            return None
        out[name] = values[0]
    return out


def _side_fields_read(data: Mapping[str, object]) -> dict[str, object]:
    """A format 1-3 dict with its named side-bet fields (:data:`OLD_SIDE_FIELDS`) gathered
    into format 4's ``side_bets``; bets it names no field of take their defaults, the
    old fields' defaults being the specs' (Lucky 6 off, 100 to 1,500)."""
    out = {k: v for k, v in data.items() if k not in OLD_SIDE_FIELDS}
    given = data.get("side_bets", {})  # a later key in an older format: read as well
    if not isinstance(given, Mapping) or not all(isinstance(v, Mapping) for v in given.values()):
        raise ValueError(f"side_bets must be an object, got {given!r}")
    sides: dict[str, dict[str, object]] = {code: dict(v) for code, v in given.items()}
    for name, targets in OLD_SIDE_FIELDS.items():
        if name not in data:
            continue
        raw = data[name]
        for code, limit in targets:
            if limit == "offered":
                if not isinstance(raw, bool):
                    raise ValueError(f"{name} must be true or false, got {raw!r}")
            else:
                raw = str(_read_decimal(name, raw))
            sides.setdefault(code, {})[limit] = raw
    if sides:
        out["side_bets"] = sides
    return out


def upgrade_dict(data: Mapping[str, object]) -> dict[str, object]:
    """A stored format 1-3 dict in format 4's shape (the side-bet fields gathered into
    ``side_bets``), nothing else changed or checked: what the store's migration writes back.
    A format 4 or 5 dict is returned as it is; ``ValueError`` for side-bet fields it cannot
    read. (Format 5 changed no stored field, so the dict comes back in format 4.)"""
    if data.get("format", FORMAT_VERSION) in (4, FORMAT_VERSION):
        return dict(data)
    return {**_side_fields_read(data), "format": 4}


def _read_side_bets(raw: object) -> dict[BetKind, SideLimits]:
    if not isinstance(raw, Mapping):
        raise ValueError(f"side_bets must be an object, got {raw!r}")
    out: dict[BetKind, SideLimits] = {}
    for code, entry in raw.items():
        try:
            kind = BetKind(code)
        except ValueError:
            raise TableRulesError("side_bet_unknown", f"{code!r} is no side bet this "
                                  "version knows", kind=str(code)[:40]) from None
        if not isinstance(entry, Mapping) or set(entry) - {"minimum", "maximum", "offered"}:
            raise ValueError(f"side_bets[{code}] must be minimum, maximum and offered")
        default = default_side_limits(kind)
        offered = entry.get("offered", default.offered)
        if not isinstance(offered, bool):
            raise ValueError(f"side_bets[{code}].offered must be true or false")
        out[kind] = SideLimits(
            _read_decimal(f"{code} minimum", entry["minimum"]) if "minimum" in entry
            else default.minimum,
            _read_decimal(f"{code} maximum", entry["maximum"]) if "maximum" in entry
            else default.maximum,
            offered)
    return out


_DECIMAL_FIELDS = frozenset({"minimum", "maximum", "commission_rate", "smallest_unit"})
_BOOL_FIELDS = frozenset({"no_commission", "banker_multiple_of_minimum"})


def _read_decimal(name: str, raw: object) -> Decimal:
    if isinstance(raw, bool) or not isinstance(raw, str | int):
        raise ValueError(f"{name} must be a decimal string, got {raw!r}")
    try:
        value = Decimal(raw)
    except InvalidOperation:
        raise ValueError(f"{name} must be a decimal string, got {raw!r}") from None
    if not value.is_finite():
        raise ValueError(f"{name} must be finite, got {raw!r}")
    return value


def _read_field(name: str, raw: object) -> object:
    if name in _DECIMAL_FIELDS:
        return _read_decimal(name, raw)
    if name == "max_banker_player_difference":
        return None if raw is None else _read_decimal(name, raw)
    if name == "side_bets":
        return _read_side_bets(raw)
    if name == "procedures":
        return Procedures.from_dict(raw)
    if name in _BOOL_FIELDS:
        if not isinstance(raw, bool):
            raise ValueError(f"{name} must be true or false, got {raw!r}")
        return raw
    if name == "name":
        if not isinstance(raw, str):
            raise ValueError(f"name must be text, got {raw!r}")
        return raw
    if name in ("seats", "pace_target"):
        if isinstance(raw, bool) or not isinstance(raw, int):
            raise ValueError(f"{name} must be a whole number, got {raw!r}")
        return raw
    if name == "skipped_seats":
        if not isinstance(raw, list | tuple) or any(
            isinstance(n, bool) or not isinstance(n, int) for n in raw
        ):
            raise ValueError(f"skipped_seats must be a list of whole numbers, got {raw!r}")
        return tuple(raw)
    if name == "chips":
        if not isinstance(raw, list | tuple):
            raise ValueError(f"chips must be a list, got {raw!r}")
        return tuple(_read_decimal("chips", c) for c in raw)
    if name == "commission_mode":
        return CommissionMode(raw)
    if name == "rounding":
        return Rounding(raw)
    if name == "pay_order":
        return PayOrder(raw)
    if name == "tie_bets":
        return TieBets(raw)
    if name == "chip_payout":
        return ChipPayout(raw)
    if name == "buy_in":
        return BuyIn(raw)
    raise ValueError(f"unknown table-rule key {name!r}")  # pragma: no cover - filtered above


def _is_multiple(amount: Decimal, unit: Decimal) -> bool:
    return amount % unit == 0


def _check_rules(t: TableRules) -> None:
    """Refuse inconsistent rules with a :class:`TableRulesError` whose code names the setting.

    Codes (the UI words each; ``params`` in brackets): ``name_empty``, ``commission_rate``
    (rate), ``no_commission_mark``, ``chips_empty``, ``chips_positive``, ``chips_order``,
    ``smallest_unit`` (unit, chip), ``seats`` and ``seats_max`` (seats),
    ``seat_number_positive`` (number), ``seat_number_repeated`` (number), ``seat_number_max``
    (max), ``seat_number_text`` (text, from :func:`parse_skipped_seats`),
    ``minimum_positive`` (limit),
    ``limit_order`` (limit, minimum, maximum), ``limit_unit`` (limit, amount, unit),
    ``amount_too_large`` (amount, max), ``amount_cents`` (amount), ``chips_count`` (count),
    ``chips_multiple`` (chip, unit), ``chips_above_maximum`` (chip, maximum),
    ``chips_too_small`` (chip, maximum, count), ``chips_uneven``, ``difference_positive``,
    ``difference_below_minimum`` (difference, minimum), ``pace_target`` (max),
    ``no_commission_half`` (minimum, half, unit),
    ``commission_not_payable`` (minimum, commission, unit), and ``malformed`` (detail) from
    :meth:`TableRules.from_dict`.

    Decisions, so that no table settles a bet wrongly:

    * Art. 18 (2) pays a winning Banker 6 exactly half the stake. A no-commission table whose
      minimum's half is not a whole number of the smallest chip could not pay even the
      minimum bet: refused (``no_commission_half``); a single Banker bet whose half is not
      payable is refused when it is placed (``BetRefused`` ``half_not_payable``).
    * Art. 18 (1) takes 5%, and the SJM house note makes Banker bets the minimum or a whole
      multiple of it "so that 5% can be paid in chips": so on every table that deducts the
      commission at payout, whatever the rounding, 5% of the minimum must be a whole number
      (one or more) of the smallest chip (``commission_not_payable``). Rounding is for the odd
      bet of a table that does not ask for multiples; it may not make the minimum bet's
      commission 0 (minimum 100 with a HK$100 chip: 5 rounded down is 0, up is 100 -- a
      Banker 100 paid nothing). Kept exact, each Banker bet's 5% is also checked when it is
      placed. A marking table is different: its box adds exact 5% marks and is paid once, in
      total, when settled (two HK$50 marks are one HK$100 chip), so there the condition holds
      only with exact rounding, where the box's total must itself be payable.
    * HK$ has cents at most: an amount finer than a cent is refused (``amount_cents``).
    * The chip set is what a dealer pays with: at most :data:`MAX_CHIP_VALUES` values
      (``chips_count``), each a whole number of the smallest chip (``chips_multiple``) and
      none above the table maximum (``chips_above_maximum``), the largest paying the maximum
      in at most :data:`MAX_LARGEST_CHIPS` chips (``chips_too_small``); and chips so uneven that a
      fewest-chip breakdown needs a large search (:data:`~trainer.chips.MAX_BREAKDOWN_SIZE`,
      e.g. a cent chip beside HK$10,000) are refused (``chips_uneven``), so that every payout
      question's breakdown is quick.
    * Nothing at a Macau table is anywhere near HK$100 million (:data:`MAX_AMOUNT`, the
      largest amount a trainee can type): a larger limit or chip is refused
      (``amount_too_large``), or no trainee could answer the payout drill on the table.
    * An art. 14 difference limit below the table minimum would refuse every lone Banker or
      Player bet (``difference_below_minimum``).
    """
    for f in fields(t):
        value = getattr(t, f.name)
        if f.name in _DECIMAL_FIELDS and not isinstance(value, Decimal):
            raise TypeError(f"{f.name} must be a Decimal, got {value!r}")
    if not t.name.strip():
        raise TableRulesError("name_empty", "a table needs a name")
    if not Decimal(0) <= t.commission_rate <= Decimal(1):
        raise TableRulesError(
            "commission_rate",
            f"the commission rate must be between 0 and 1, got {t.commission_rate}",
            rate=str(t.commission_rate),
        )
    if t.no_commission and t.commission_mode is CommissionMode.MARK:
        raise TableRulesError(
            "no_commission_mark",
            "a no-commission table (art. 18 (2)) has no commission box to mark",
        )
    if not t.chips:
        raise TableRulesError("chips_empty", "a table needs at least one chip denomination")
    if any(not isinstance(c, Decimal) or not c.is_finite() or c <= 0 for c in t.chips):
        raise TableRulesError("chips_positive", "chip denominations must be positive Decimals")
    if list(t.chips) != sorted(set(t.chips)):
        raise TableRulesError(
            "chips_order", "chip denominations must be distinct and in ascending order"
        )
    if len(t.chips) > MAX_CHIP_VALUES:
        raise TableRulesError(
            "chips_count",
            f"a table has at most {MAX_CHIP_VALUES} chip values, got {len(t.chips)}",
            count=str(MAX_CHIP_VALUES),
        )
    side_amounts = [a for s in t.side_bets.values() for a in (s.minimum, s.maximum)]
    for amount in (t.minimum, t.maximum, *side_amounts, t.smallest_unit, *t.chips,
                   t.max_banker_player_difference or Decimal(0)):
        if amount > MAX_AMOUNT:
            raise TableRulesError(
                "amount_too_large",
                # Not format_hkd: an amount this large need not fit Decimal's precision.
                f"HK${amount} is beyond any table: amounts go up to {format_hkd(MAX_AMOUNT)}",
                amount=f"HK${amount}",
                max=format_hkd(MAX_AMOUNT),
            )
        if amount != amount.quantize(CENT):
            raise TableRulesError(
                "amount_cents",
                f"HK${amount} is finer than a cent: HK$ amounts have cents at most",
                amount=f"HK${amount}",
            )
    if t.smallest_unit != t.chips[0]:
        raise TableRulesError(
            "smallest_unit",
            f"the smallest unit ({t.smallest_unit}) must be the smallest chip ({t.chips[0]})",
            unit=format_hkd(t.smallest_unit),
            chip=format_hkd(t.chips[0]),
        )
    for chip in t.chips:
        if not _is_multiple(chip, t.smallest_unit):
            raise TableRulesError(
                "chips_multiple",
                f"the chip {format_hkd(chip)} is not a whole number of the smallest chip "
                f"{format_hkd(t.smallest_unit)}",
                chip=format_hkd(chip),
                unit=format_hkd(t.smallest_unit),
            )
    if breakdown_size(t.chips) > MAX_BREAKDOWN_SIZE:
        raise TableRulesError(
            "chips_uneven",
            "these chip values are too uneven for a quick fewest-chip breakdown",
        )
    if not 1 <= t.pace_target <= MAX_PACE_TARGET:
        raise TableRulesError(
            "pace_target",
            f"a pace target is 1 to {MAX_PACE_TARGET} coups an hour, got {t.pace_target}",
            max=str(MAX_PACE_TARGET),
        )
    if t.seats < MIN_SEATS:
        raise TableRulesError(
            "seats",
            f"a baccarat table has {MIN_SEATS} or more seats ({bac(1)})",
            seats=str(MIN_SEATS),
        )
    if t.seats > MAX_SEATS:
        raise TableRulesError(
            "seats_max", f"a table profile has at most {MAX_SEATS} seats", seats=str(MAX_SEATS)
        )
    skipped = t.skipped_seats
    if not isinstance(skipped, tuple) or any(
        isinstance(n, bool) or not isinstance(n, int) for n in skipped
    ):
        raise TypeError(f"skipped_seats must be a tuple of whole numbers, got {skipped!r}")
    for number in skipped:
        if number < 1:
            raise TableRulesError(
                "seat_number_positive",
                f"seat numbers count from 1: {number} cannot be skipped",
                number=str(number),
            )
    for earlier, number in pairwise(skipped):
        if earlier == number:
            raise TableRulesError(
                "seat_number_repeated", f"the seat number {number} is skipped twice",
                number=str(number),
            )
    # Checked in this order, the numbers are few and distinct before any is counted.
    if (skipped and skipped[-1] > MAX_SEAT_NUMBER) or t.seat_numbers[-1] > MAX_SEAT_NUMBER:
        raise TableRulesError(
            "seat_number_max", f"seats are numbered up to {MAX_SEAT_NUMBER}",
            max=str(MAX_SEAT_NUMBER),
        )
    unit = t.smallest_unit
    limits: list[tuple[str, str, Decimal, Decimal]] = [("table", "table", t.minimum, t.maximum)]
    limits += [(kind.value, kind.label, side.minimum, side.maximum)  # an offered bet's
               for kind, side in t.side_bets.items() if side.offered]
    for code, label, low, high in limits:
        if low <= 0:
            raise TableRulesError(
                "minimum_positive",
                f"the {label} minimum must be positive, got {low}",
                limit=code,
            )
        if low > high:
            raise TableRulesError(
                "limit_order",
                f"the {label} minimum {format_hkd(low)} is above its maximum {format_hkd(high)}",
                limit=code,
                minimum=format_hkd(low),
                maximum=format_hkd(high),
            )
        for amount in (low, high):
            if not _is_multiple(amount, unit):
                raise TableRulesError(
                    "limit_unit",
                    f"the {label} limit {format_hkd(amount)} is not a whole number of the "
                    f"smallest chip {format_hkd(unit)}",
                    limit=code,
                    amount=format_hkd(amount),
                    unit=format_hkd(unit),
                )
    if t.chips[-1] > t.maximum:
        raise TableRulesError(
            "chips_above_maximum",
            f"the chip {format_hkd(t.chips[-1])} is above the table maximum "
            f"{format_hkd(t.maximum)}",
            chip=format_hkd(t.chips[-1]),
            maximum=format_hkd(t.maximum),
        )
    if t.maximum > t.chips[-1] * MAX_LARGEST_CHIPS:
        raise TableRulesError(
            "chips_too_small",
            f"the table maximum {format_hkd(t.maximum)} is more than {MAX_LARGEST_CHIPS:,} of "
            f"the largest chip {format_hkd(t.chips[-1])}",
            chip=format_hkd(t.chips[-1]),
            maximum=format_hkd(t.maximum),
            count=f"{MAX_LARGEST_CHIPS:,}",
        )
    diff = t.max_banker_player_difference
    if diff is not None:
        if not isinstance(diff, Decimal):
            raise TypeError(f"max_banker_player_difference must be a Decimal, got {diff!r}")
        if diff <= 0:
            raise TableRulesError(
                "difference_positive",
                f"the Banker/Player difference limit must be positive ({bac(14)})",
            )
        if diff < t.minimum:
            raise TableRulesError(
                "difference_below_minimum",
                f"the Banker/Player difference limit {format_hkd(diff)} is below the table "
                f"minimum {format_hkd(t.minimum)}: no lone bet could be accepted ({bac(14)})",
                difference=format_hkd(diff),
                minimum=format_hkd(t.minimum),
            )
    if t.no_commission:
        half = t.minimum / 2
        if not _is_multiple(half, unit):
            raise TableRulesError(
                "no_commission_half",
                f"a Banker {format_hkd(t.minimum)} winning with 6 is paid half, "
                f"{format_hkd(half)}, which is not a whole number of the smallest chip "
                f"{format_hkd(unit)} ({bac(18, 2)})",
                minimum=format_hkd(t.minimum),
                half=format_hkd(half),
                unit=format_hkd(unit),
            )
    elif t.takes_commission and (
        t.commission_mode is CommissionMode.DEDUCT or t.rounding is Rounding.EXACT
    ):
        commission = t.minimum * t.commission_rate
        if not _is_multiple(commission, unit):
            raise TableRulesError(
                "commission_not_payable",
                f"the commission on a Banker {format_hkd(t.minimum)} win, "
                f"{format_hkd(commission)}, is not a whole number of the smallest chip "
                f"{format_hkd(unit)} ({bac(18, 1)}, SJM house note)",
                minimum=format_hkd(t.minimum),
                commission=format_hkd(commission),
                unit=format_hkd(unit),
            )


# ---- realistic Macau tables -----------------------------------------------------------------
# Side-bet maximums keep the largest side payout (8:1, 11:1, 20:1) within the table maximum.

_MID_CHIPS = tuple(_d(v) for v in ("50", "100", "500", "1000", "5000", "10000", "50000"))
_HIGH_CHIPS = (*_MID_CHIPS, _d("100000"))
_BOX_CHIPS = tuple(_d(v) for v in ("100", "500", "1000", "5000", "10000", "50000", "100000"))

def _sides(tie: tuple[str, str], pair: tuple[str, str],
           lucky_6: tuple[str, str] | None = None) -> dict[BetKind, SideLimits]:
    """A shipped profile's side bets: Tie, both pairs alike, Lucky 6 when offered."""
    sides = {BetKind.TIE: SideLimits(_d(tie[0]), _d(tie[1])),
             BetKind.PLAYER_PAIR: SideLimits(_d(pair[0]), _d(pair[1])),
             BetKind.BANKER_PAIR: SideLimits(_d(pair[0]), _d(pair[1]))}
    if lucky_6 is not None:
        sides[BetKind.LUCKY_6] = SideLimits(_d(lucky_6[0]), _d(lucky_6[1]))
    return sides


_PROFILES = (
    # Mass floor. Banker in multiples of 300: commission is a multiple of HK$15, so the
    # table needs HK$5 chips.
    TableRules(
        name="mass-300",
        minimum=_d("300"),
        maximum=_d("30000"),
        chips=LOW_CHIPS,
        side_bets=_sides(tie=("100", "3500"), pair=("100", "2500"), lucky_6=("100", "1500")),
        smallest_unit=_d("5"),
    ),
    # Banker in multiples of 1,000: commission is a multiple of HK$50.
    TableRules(
        name="mass-1000",
        minimum=_d("1000"),
        maximum=_d("100000"),
        chips=_MID_CHIPS,
        side_bets=_sides(tie=("500", "12000"), pair=("500", "9000")),
        smallest_unit=_d("50"),
    ),
    # Premium mass. Banker in multiples of 5,000: commission is a multiple of HK$250.
    TableRules(
        name="premium-5000",
        minimum=_d("5000"),
        maximum=_d("500000"),
        chips=_HIGH_CHIPS,
        side_bets=_sides(tie=("1000", "60000"), pair=("1000", "45000")),
        smallest_unit=_d("50"),
    ),
    # Art. 18 (2): no commission, a Banker win with 6 pays 1:2. Banker in multiples of 500
    # keeps the half payout a whole number of HK$50 chips.
    TableRules(
        name="no-commission-500",
        minimum=_d("500"),
        maximum=_d("50000"),
        no_commission=True,
        chips=_MID_CHIPS[:-1],
        side_bets=_sides(tie=("100", "6000"), pair=("100", "4500"), lucky_6=("100", "2500")),
        smallest_unit=_d("50"),
    ),
    # Commission box: Banker wins are paid in full and 5% is marked for the seat.
    TableRules(
        name="commission-box-2000",
        minimum=_d("2000"),
        maximum=_d("200000"),
        commission_mode=CommissionMode.MARK,
        chips=_BOX_CHIPS,
        side_bets=_sides(tie=("500", "25000"), pair=("500", "18000")),
        smallest_unit=_d("100"),
    ),
    # Premium mass paid colour for colour: a winner's stake of 5,000 + 500 is matched by a
    # 5,000 and a 500; a player buying in names the chips they want ("some 1,000s").
    TableRules(
        name="colour-for-colour-2000",
        minimum=_d("2000"),
        maximum=_d("200000"),
        chips=_MID_CHIPS,
        side_bets=_sides(tie=("500", "25000"), pair=("500", "18000")),
        smallest_unit=_d("50"),
        chip_payout=ChipPayout.COLOUR_FOR_COLOUR,
        buy_in=BuyIn.PLAYER_MIX,
    ),
    # Many Macau tables have no seat 4 (four sounds like "death"): an 8-seat mass table
    # numbered 1, 2, 3, 5, ..., 9. Banker in multiples of 500: commission a multiple of HK$25,
    # so the float keeps HK$5 chips.
    TableRules(
        name="mass-500-8-seats",
        minimum=_d("500"),
        maximum=_d("50000"),
        chips=LOW_CHIPS,
        side_bets=_sides(tie=("100", "5000"), pair=("100", "4000"), lucky_6=("100", "2000")),
        smallest_unit=_d("5"),
        seats=8,
        skipped_seats=(4,),
    ),
    # A 9-seat table without seat 4: seats 1, 2, 3, 5, ..., 10, as on a HK$1,000 floor.
    TableRules(
        name="mass-1000-9-seats",
        minimum=_d("1000"),
        maximum=_d("100000"),
        chips=_MID_CHIPS,
        side_bets=_sides(tie=("500", "12000"), pair=("500", "9000")),
        smallest_unit=_d("50"),
        seats=9,
        skipped_seats=(4,),
    ),
    # Art. 12 read the permissive way: after a tie a Banker or Player bettor may keep the
    # pushed bet, withdraw it, or change it (its amount or its side) within the limits.
    TableRules(
        name="mass-1000-tie-change",
        minimum=_d("1000"),
        maximum=_d("100000"),
        chips=_MID_CHIPS,
        side_bets=_sides(tie=("500", "12000"), pair=("500", "9000")),
        smallest_unit=_d("50"),
        tie_bets=TieBets.CHANGE,
    ),
    # Art. 12 as the SJM houses read it: after a tie the pushed bet may be kept or increased,
    # never withdrawn, reduced or switched. Banker in multiples of 500: commission a multiple
    # of HK$25, so the float keeps HK$5 chips.
    TableRules(
        name="sjm-mass-500",
        minimum=_d("500"),
        maximum=_d("50000"),
        chips=LOW_CHIPS,
        side_bets=_sides(tie=("100", "5000"), pair=("100", "4000"), lucky_6=("100", "2000")),
        smallest_unit=_d("5"),
        tie_bets=TieBets.INCREASE_ONLY,
    ),
    # A VIP room's table with a card holder (art. 16): the seated bettor with the largest bet
    # on each side holds and turns its cards (the squeeze), equal largest bets by the lower
    # seat; Banker wins paid in full and 5% marked in the seat's box (a multiple of HK$250, so
    # the float keeps HK$50 chips).
    TableRules(
        name="vip-squeeze-5000",
        minimum=_d("5000"),
        maximum=_d("500000"),
        commission_mode=CommissionMode.MARK,
        chips=_HIGH_CHIPS,
        side_bets=_sides(tie=("1000", "60000"), pair=("1000", "45000")),
        smallest_unit=_d("50"),
        procedures=Procedures(card_holder=True),
    ),
    # An automatic shuffler's table (arts. 2 (3), 7 (2)): the machine deals the cards without
    # a cut or a burn, they are dealt face up and go back into the machine after each coup.
    TableRules(
        name="mass-500-shuffler",
        minimum=_d("500"),
        maximum=_d("50000"),
        chips=LOW_CHIPS,
        side_bets=_sides(tie=("100", "5000"), pair=("100", "4000")),
        smallest_unit=_d("5"),
        procedures=Procedures(shuffler=True, demonstration_coups=False),
    ),
)

DEFAULT_PROFILES: Mapping[str, TableRules] = MappingProxyType({t.name: t for t in _PROFILES})
"""Realistic Macau tables by name: ``DEFAULT_PROFILES["mass-300"]``."""
