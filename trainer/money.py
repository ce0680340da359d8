"""Money: ``Decimal`` amounts (HKD by default), commission rounding and typed-amount parsing."""

from __future__ import annotations

import re
from decimal import (
    ROUND_CEILING,
    ROUND_FLOOR,
    ROUND_HALF_UP,
    Decimal,
    InvalidOperation,
    localcontext,
)
from enum import Enum

from trainer.errors import MoneyParseError
from trainer.typed import fold_typed

CURRENCY = "HKD"
CENT = Decimal("0.01")
MAX_AMOUNT = Decimal("100000000")
"""Nothing at a Macau table is anywhere near HK$100 million: larger typed amounts are junk."""


class Rounding(Enum):
    """How a commission that is not a whole number of the smallest unit is rounded."""

    EXACT = "exact"
    """Keep cents (rounded half up to the cent)."""
    DOWN = "down"
    """Down to the unit: the house forgoes the fraction."""
    UP = "up"
    """Up to the unit: the bettor pays the fraction."""


def round_to_unit(amount: Decimal, unit: Decimal, rounding: Rounding) -> Decimal:
    """Round a non-negative amount to a multiple of ``unit`` (or to the cent for EXACT)."""
    if rounding is Rounding.EXACT:
        return normalize(amount)
    if unit <= 0:
        raise ValueError("the smallest unit must be positive")
    mode = ROUND_FLOOR if rounding is Rounding.DOWN else ROUND_CEILING
    units = (amount / unit).quantize(Decimal(1), rounding=mode)
    return normalize(units * unit)


def normalize(amount: Decimal) -> Decimal:
    """Drop trailing zero cents: ``Decimal('950.00')`` -> ``Decimal('950')``.

    Any finite amount, however large: the default context's 28 digits cannot hold the cents
    of a 27-digit amount, which a trainee can type (thirty 9s as a chip).
    Raises ``ValueError`` for NaN and the infinities, which are no amount.
    """
    if not amount.is_finite():
        raise ValueError(f"not an amount: {amount!r}")
    with localcontext() as context:
        context.prec = max(context.prec, amount.adjusted() + 4)  # the digits and the cents
        cents = amount.quantize(CENT, rounding=ROUND_HALF_UP)
        if cents == cents.to_integral_value():
            return cents.quantize(Decimal(1))
        return cents


def format_hkd(amount: Decimal, symbol: bool = True) -> str:
    """``HK$1,235`` or ``HK$1,235.50``, for any finite amount (see :func:`normalize`)."""
    value = normalize(amount)
    text = f"{value:,}" if value == value.to_integral_value() else f"{value:,.2f}"
    return f"HK${text}" if symbol else text


_MAX_DIGITS = len(str(int(MAX_AMOUNT)))

MAX_TYPED = 200
"""The longest amount or chip row read, in characters (a payout of the largest table in the
fewest chips is about 40): a longer text is junk or a paste, refused whole, never cut to a
readable start. An entry lets one character more be typed, so a cut paste is refused too."""
"""More whole digits than :data:`MAX_AMOUNT` has is too large before any arithmetic."""

# [0-9], not \\d: only ASCII digits are digits (trainer.typed); \\d takes "١٢٣٤" too.
_ALLOWED = re.compile(r"^(?P<int>[0-9]{1,3}(?:[, ][0-9]{3})+|[0-9]+)(?:\.(?P<frac>[0-9]{1,2}))?$")


def parse_money(text: str, *, allow_cents: bool = False) -> Decimal:
    """Read an amount a trainee typed.

    Accepts ``1,235``, ``1235``, ``1 235``, ``HK$1,235``, ``$1235``, ``1235.50`` (where cents
    apply) and full-width digits such as ``１２３５`` from a Chinese input method. Raises
    :class:`MoneyParseError` with a reason code: ``empty``, ``not_a_number``, ``negative``,
    ``cents_not_allowed``, ``too_large``.
    """
    if len(text) > MAX_TYPED:
        raise MoneyParseError("not_a_number", f"{len(text)} characters are not an amount")
    # NFKC maps full-width digits, commas, dots and the ideographic space to ASCII.
    raw = fold_typed(text)
    raw = raw.replace("，", ",").replace("。", ".")
    if not raw:
        raise MoneyParseError("empty", "enter an amount")
    body = raw
    for prefix in ("HK$", "hk$", "Hk$", "HKD", "hkd", "$"):
        if body.startswith(prefix):
            body = body[len(prefix) :].strip()
            break
    if body.startswith("-") and _ALLOWED.match(body[1:].strip()):
        raise MoneyParseError("negative", "an amount cannot be negative")
    match = _ALLOWED.match(body)
    if not match:
        raise MoneyParseError("not_a_number", f"{text.strip()!r} is not an amount")
    if match.group("frac") is not None and not allow_cents:
        frac = match.group("frac")
        if int(frac) != 0:
            raise MoneyParseError("cents_not_allowed", "this table pays in whole dollars")
    digits = match.group("int").replace(",", "").replace(" ", "")
    if len(digits.lstrip("0")) > _MAX_DIGITS:  # thirty 9s, or a pasted page of them
        raise MoneyParseError("too_large", "that amount is far beyond any table limit")
    try:
        value = Decimal(digits)
        if match.group("frac"):
            value += Decimal("0." + match.group("frac"))
    except InvalidOperation:  # pragma: no cover - the regex admits only digits
        raise MoneyParseError("not_a_number", f"{text.strip()!r} is not an amount") from None
    if value > MAX_AMOUNT:
        raise MoneyParseError("too_large", "that amount is far beyond any table limit")
    return normalize(value)
