"""Paying an amount in chips with as few chips as possible (RULES.md C: chip breakdown).

Greedy "largest chip first" is optimal for the usual 1-2-5 chip sets but not for every set
(with chips 10, 40, 50, greedy pays 80 as 50+10+10+10 instead of 40+40), so the breakdown is
a dynamic programme over whole multiples of the chips' common unit. To keep it small for large
payouts, it first takes the largest chips that every optimal answer must contain.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from functools import lru_cache
from math import gcd

from trainer.errors import MoneyParseError, TrainerError
from trainer.money import MAX_TYPED, format_hkd, parse_money
from trainer.typed import fold_typed, is_ascii_digits

Breakdown = tuple[tuple[Decimal, int], ...]
"""``((chip, count), ...)``, largest chip first, counts positive."""


def _scale(values: Sequence[Decimal]) -> int:
    """The power of ten that turns every value into an integer."""
    places = 0
    for v in values:
        exponent = v.normalize().as_tuple().exponent
        if isinstance(exponent, int) and exponent < 0:
            places = max(places, -exponent)
    return int(10**places)


def _check_chips(chips: Sequence[Decimal]) -> list[Decimal]:
    if not chips:
        raise ValueError("no chip denominations given")
    for c in chips:
        if not isinstance(c, Decimal) or not c.is_finite() or c <= 0:
            raise ValueError(f"chip denominations must be positive Decimals, got {c!r}")
    return sorted(set(chips), reverse=True)


def _forced_largest(values: list[int]) -> int:
    """An amount above which every fewest-chip answer uses the largest chip.

    In a fewest-chip answer a chip ``c`` appears fewer than ``d / gcd(c, d)`` times for any
    larger chip ``d`` (that many ``c`` make ``lcm(c, d)``, which fewer ``d`` chips pay), so
    the smaller chips together stay below this bound.
    """
    bound = 0
    for i, c in enumerate(values):
        larger = values[:i]
        if larger:
            bound += (min(d // gcd(c, d) for d in larger) - 1) * c
    return bound


MAX_BREAKDOWN_SIZE = 20_000
"""The largest dynamic programme a chip set may need (:func:`breakdown_size`).

Twelve uneven chips at this size pay any amount in about 0.2 s on a busy 2-core machine;
every realistic Macau chip set needs none (greedy is fewest for it, cent chips or not).
Table rules refuse a chip set above it (``chips_uneven``), so no payout question waits on
its breakdown.
"""


def _greedy(target: int, values: list[int]) -> list[int]:
    counts = []
    for v in values:
        counts.append(target // v)
        target %= v
    return counts


def _is_canonical(values: list[int]) -> bool:
    """Whether greedy is fewest for ``values`` (see :func:`_canonical`), cached per chip set:
    a table pays every payout with the same chips, and the test is n^3."""
    return _canonical(tuple(values))


@lru_cache(maxsize=256)
def _canonical(values: tuple[int, ...]) -> bool:
    """Whether "largest chip first" pays every amount in the fewest chips (``values``
    descending, the smallest 1).

    Pearson's test (D. Pearson, "A polynomial-time algorithm for the change-making problem",
    Operations Research Letters 33, 2005): the smallest amount greedy pays badly, if any, has
    a fewest-chip answer equal to the greedy answer for ``values[i - 1] - 1`` on the chips
    before ``j``, one more chip ``j``, none after. Checking those n^2 candidates is enough.
    """
    chips = list(values)
    for i in range(1, len(values)):
        base = _greedy(values[i - 1] - 1, chips)
        for j in range(i, len(values)):
            candidate = [*base[:j], base[j] + 1] + [0] * (len(values) - j - 1)
            amount = sum(k * v for k, v in zip(candidate, values, strict=True))
            if sum(_greedy(amount, chips)) > sum(candidate):
                return False
    return True


def _units(chips: Sequence[Decimal]) -> list[int]:
    """The chips, descending, as whole multiples of their common unit."""
    denominations = _check_chips(chips)
    scale = _scale(denominations)
    values = [int(c * scale) for c in denominations]
    unit = 0
    for v in values:
        unit = gcd(unit, v)
    return [v // unit for v in values]


def breakdown_size(chips: Sequence[Decimal]) -> int:
    """How many amounts :func:`chip_breakdown` works through at most for any amount with
    ``chips``, in the chips' common unit; it does not grow with the amount paid. A chip set
    for which "largest chip first" is always fewest (every 1-2-5 set) needs no search: 0.
    Otherwise the bound of :func:`_forced_largest`."""
    values = _units(chips)
    if values[-1] == 1 and _is_canonical(values):
        return 0
    return _forced_largest(values)


def chip_breakdown(amount: Decimal, chips: Sequence[Decimal]) -> Breakdown:
    """Pay ``amount`` with the fewest chips from ``chips``, largest chips first.

    Among equally short answers the one with the larger chips is chosen. Zero gives ``()``.
    Raises ``ValueError`` if the amount is negative or cannot be made from these chips.
    """
    if not isinstance(amount, Decimal) or not amount.is_finite():
        raise ValueError(f"not an amount: {amount!r}")
    if amount < 0:
        raise ValueError(f"cannot pay a negative amount ({amount})")
    denominations = _check_chips(chips)
    if amount == 0:
        return ()
    return _fewest(amount, tuple(denominations))


@lru_cache(maxsize=8192)
def _fewest(amount: Decimal, denominations: tuple[Decimal, ...]) -> Breakdown:
    """:func:`chip_breakdown` of a positive ``amount`` with checked ``denominations``
    (descending), remembered: a shoe stacks and pays the same few amounts again and again,
    and the coup-ending step stacks every bet of the next coup."""
    scale = _scale([amount, *denominations])
    values = [int(c * scale) for c in denominations]  # descending
    target = int(amount * scale)
    unit = 0
    for v in values:
        unit = gcd(unit, v)
    not_payable = ValueError(
        f"{format_hkd(amount)} cannot be paid with chips of "
        + ", ".join(format_hkd(c, symbol=False) for c in sorted(denominations))
    )
    if target % unit:
        raise not_payable
    values = [v // unit for v in values]
    target //= unit
    by_value = dict(zip(values, denominations, strict=True))
    if values[-1] == 1 and _is_canonical(values):
        # Greedy is fewest here, and of the fewest answers it has the larger chips.
        greedy = _greedy(target, values)
        return tuple((by_value[v], k) for v, k in zip(values, greedy, strict=True) if k)

    largest = values[0]
    forced = max(0, -(-(target - _forced_largest(values)) // largest))
    rest = target - forced * largest

    # best[n]: fewest chips for n units; pick[n]: the largest chip on a fewest-chip path.
    best = [0] + [-1] * rest
    pick = [0] * (rest + 1)
    for n in range(1, rest + 1):
        for v in values:  # descending: the first strict minimum is the largest chip
            if v <= n and best[n - v] >= 0 and (best[n] < 0 or best[n - v] + 1 < best[n]):
                best[n] = best[n - v] + 1
                pick[n] = v
    if best[rest] < 0:
        raise not_payable

    counts = dict.fromkeys(values, 0)
    counts[largest] += forced
    n = rest
    while n:
        counts[pick[n]] += 1
        n -= pick[n]
    return tuple((by_value[v], k) for v, k in counts.items() if k)


def chip_count(amount: Decimal, chips: Sequence[Decimal]) -> int:
    """How many chips the fewest-chip payment of ``amount`` uses."""
    return sum(k for _, k in chip_breakdown(amount, chips))


# ---- reading typed chip counts ------------------------------------------------------------

MAX_CHIPS_PER_VALUE = 999
"""More chips of one value than this is a typing slip, unless the amount being paid needs
more of that chip (:func:`parse_chip_counts` takes the amount): 9,500 x HK$100 is a real
HK$950,000 payout on a table whose largest chip is HK$100 (review finding 7)."""


class ChipCountError(TrainerError, ValueError):
    """A typed chip count could not be read.

    ``reason`` is a stable code for the UI (``not_a_count``, ``negative``, ``too_many``,
    ``no_chips``; from the one-row entry also ``unreadable`` and ``not_a_chip``); ``chip`` is
    the denomination concerned (None when there is none); ``token`` is the piece of a chip row
    that could not be read ("" for the per-chip fields).
    """

    def __init__(
        self, reason: str, chip: Decimal | None, message: str, token: str = ""
    ) -> None:
        self.reason = reason
        self.chip = chip
        self.token = token
        super().__init__(message)


def chip_count_limit(chip: Decimal, amount: Decimal | None = None) -> int:
    """The most ``chip`` chips a field takes when paying ``amount``: :data:`MAX_CHIPS_PER_VALUE`,
    or as many as the whole amount in that chip if that is more."""
    if amount is None or amount <= 0:
        return MAX_CHIPS_PER_VALUE
    return max(MAX_CHIPS_PER_VALUE, int(amount // chip))


_MAX_DIGITS = 12
"""More digits than this in a count or a chip's key is far beyond any table (Python's ``int``
refuses more than 4,300 digits, with a ValueError no screen expects): read as "too many", or
as no chip, before any arithmetic."""


def _count(digits: str, limit: int) -> int:
    """ASCII ``digits`` as a count; more digits than :data:`_MAX_DIGITS` as ``limit + 1``."""
    digits = digits.lstrip("0") or "0"
    return limit + 1 if len(digits) > _MAX_DIGITS else int(digits)


def _shown(token: str, room: int = 16) -> str:
    """A typed piece as a refusal quotes it: a pasted page of digits is cut short (…)."""
    return token if len(token) <= room else token[: room - 1] + "…"


def parse_chip_count(text: str, chip: Decimal, limit: int = MAX_CHIPS_PER_VALUE) -> int:
    """How many ``chip`` chips a trainee typed: whole digits, full-width ones too ("３").

    An empty field is 0. Raises :class:`ChipCountError` on anything else ("2a", "-1", "1.5")
    and on more than ``limit`` (:func:`chip_count_limit`).
    """
    raw = fold_typed(text)
    if not raw:
        return 0
    if raw.startswith("-") and is_ascii_digits(raw[1:].strip()):
        raise ChipCountError("negative", chip, f"a chip count cannot be negative: {text!r}")
    if not is_ascii_digits(raw):
        raise ChipCountError("not_a_count", chip, f"not a number of chips: {text!r}")
    count = _count(raw, limit)
    if count > limit:
        raise ChipCountError(
            "too_many", chip, f"{count} chips of one value is beyond any payout"
        )
    return count


def parse_chip_counts(
    fields: Sequence[tuple[Decimal, str]], amount: Decimal | None = None
) -> Breakdown:
    """Read one typed count per chip value into a breakdown, largest chip first, zeros left out.

    ``amount`` is the payout the chips pay (the count limit derives from it). Raises
    :class:`ChipCountError` for the first unreadable field, or with reason ``no_chips`` when
    every field is empty or 0 (nothing to grade).
    """
    counts = [(chip, parse_chip_count(text, chip, chip_count_limit(chip, amount)))
              for chip, text in fields]
    given = tuple(
        sorted(((chip, n) for chip, n in counts if n), key=lambda item: item[0], reverse=True)
    )
    if not given:
        raise ChipCountError("no_chips", None, "type how many chips of each value you pay")
    return given


# ---- one row of chips: "2x1k 3x100 50" -----------------------------------------------------
#
# The payout drill asks the chips in ONE field, typed at a dealer's speed.
# A chip's key is what is printed on it: its value in dollars, thousands written with a "k"
# (5, 10, 25, 100, 500, 1k, 5k, 10k, 50k, 100k). One chip is its key alone; several are
# "count x key" ("3x100"; "×" and "*" do as well as "x"). Pieces are separated by spaces or
# "+", in any order; the same chip twice adds up. Full-width input from a Chinese input method
# is folded first (trainer.typed.fold_typed), so "３ｘ１００" is "3x100".

_COUNT_MARKS = ("×", "*")


def chip_key(value: Decimal) -> str:
    """The key a trainee types for chip ``value``: ``5``, ``500``, ``1k``, ``100k``, ``0.5``."""
    if value >= 1000 and value % 1000 == 0:
        return f"{int(value // 1000)}k"
    text = format(value.normalize(), "f")
    return text


def _read_key(text: str) -> Decimal | None:
    """A chip value from its key ("1k" -> 1000, "25" -> 25), or None if it is no key."""
    thousands = text.endswith("k")
    digits = text[:-1] if thousands else text
    whole, dot, cents = digits.partition(".")
    if not is_ascii_digits(whole) or (dot and not is_ascii_digits(cents)):
        return None
    if len(whole.lstrip("0")) > _MAX_DIGITS or len(cents) > _MAX_DIGITS:
        return None  # thirty 9s: no chip's key, whatever the table
    value = Decimal(digits)
    return value * 1000 if thousands else value


def parse_chip_row(
    text: str, chips: Sequence[Decimal], amount: Decimal | None = None
) -> Breakdown:
    """Read a typed row of chips ("2x1k 3x100 50") into a breakdown of the table's
    ``chips``, largest chip first, whatever the typed order.

    Raises :class:`ChipCountError`: ``no_chips`` for an empty row; ``unreadable`` (with the
    ``token``) for a piece that is not "key" or "count x key"; ``not_a_chip`` (with the
    ``chip`` value and ``token``) for a value the table has no chip of; ``too_many`` beyond
    :func:`chip_count_limit` of one chip, which derives from ``amount`` (the payout typed)
    as for :func:`parse_chip_counts`. Nothing is graded then.
    """
    if len(text) > MAX_TYPED:  # a paste or junk: refused whole, never read in part
        raise ChipCountError("unreadable", None, f"{len(text)} characters are not a chip row",
                             _shown(text.strip()))
    table = set(chips)
    raw = fold_typed(text).lower()
    for mark in _COUNT_MARKS:
        raw = raw.replace(mark, "x")
    counts: dict[Decimal, int] = {}
    for token in raw.replace("+", " ").split():
        count_text, marked, key_text = token.rpartition("x")
        if not marked:
            count_text, key_text = "1", token
        shown = _shown(token)
        if not is_ascii_digits(count_text) or not count_text.strip("0"):
            raise ChipCountError("unreadable", None, f"not 'count x chip': {token!r}", shown)
        value = _read_key(key_text)
        if value is None:
            raise ChipCountError("unreadable", None, f"not a chip: {token!r}", shown)
        if value not in table:
            raise ChipCountError("not_a_chip", value, f"no {value} chip here: {token!r}", shown)
        value = next(c for c in table if c == value)  # the table's own Decimal
        limit = chip_count_limit(value, amount)
        counts[value] = counts.get(value, 0) + _count(count_text, limit)
        if counts[value] > limit:
            raise ChipCountError(
                "too_many", value, f"{counts[value]} chips of one value is beyond any payout",
                shown)
    if not counts:
        raise ChipCountError("no_chips", None, "type the chips you pay, e.g. 2x1k 3x100 50")
    return tuple(sorted(counts.items(), key=lambda item: item[0], reverse=True))


def read_amount(text: str, chips: Sequence[Decimal]) -> Decimal:
    """Read an amount a dealer typed in the chip row, as money or as chips: the one reader
    of both desks' marks, collected boxes and counted buy-ins.

    Money first (:func:`~trainer.money.parse_money`, cents allowed: a Banker 3,630 marks
    181.50; "HK$1,140", "1 140", full-width digits), then a row of the table's ``chips``
    ("1x100 1x50", added up). Raises the money reading's :class:`MoneyParseError` when the
    text is neither (its reason names what is wrong with it as an amount).
    """
    try:
        return parse_money(text, allow_cents=True)
    except MoneyParseError as money_error:
        try:
            row = parse_chip_row(text, chips)
        except ChipCountError:
            raise money_error from None
    return sum((value * count for value, count in row), Decimal(0))


# ---- reading a typed chip set -----------------------------------------------------------------

_CHIP_SEPARATOR = re.compile(r";|,(?=\s)|\s{2,}")


def parse_chip_set(text: str) -> tuple[Decimal, ...]:
    """Read the chip values an instructor typed, smallest first, duplicates kept once.

    Values are separated by a comma and a space (the form shows ``5, 25, 1,000``), a semicolon,
    or, when a part is not one amount, by its bare commas (``5,25,100``). A comma followed
    by three digits inside a part is a thousands separator, so ``1,000`` is one chip; a part
    such as ``100,500`` reads as HK$100,500. Raises :class:`MoneyParseError` for a part that
    is no amount (reason ``not_a_number`` etc.).
    """
    values: list[Decimal] = []
    for part in _CHIP_SEPARATOR.split(fold_typed(text)):
        part = part.strip()
        if not part:
            continue
        try:
            values.append(parse_money(part))
        except MoneyParseError:
            if "," not in part:
                raise
            values.extend(parse_money(p) for p in part.split(",") if p.strip())
    return tuple(sorted(set(values)))
