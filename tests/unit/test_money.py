"""Money: parsing typed amounts, rounding commission to the smallest unit, HKD formatting."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.errors import MoneyParseError
from trainer.money import MAX_AMOUNT, Rounding, format_hkd, normalize, parse_money, round_to_unit

D = Decimal


@pytest.mark.parametrize(
    "text",
    [
        "1,235",
        "1235",
        "1 235",
        "HK$1,235",
        "HK$ 1,235",
        "hk$1235",
        "HKD 1235",
        "$1235",
        "  1235  ",
        "１２３５",  # full-width digits from a Chinese input method
        "１，２３５",  # full-width comma
        "HK＄１２３５",  # full-width dollar sign
        "1\u00a0235",  # no-break space as a thousands separator
        "1\u3000235",  # ideographic space
        "1235.00",  # zero cents are whole dollars
    ],
)
def test_accepts_whole_dollars(text: str) -> None:
    assert parse_money(text) == D(1235)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1235.50", D("1235.50")),
        ("1235.5", D("1235.50")),
        ("1,235.05", D("1235.05")),
        ("１２３５．５０", D("1235.50")),
        ("1235。50", D("1235.50")),
    ],
)
def test_accepts_cents_where_they_apply(text: str, value: Decimal) -> None:
    assert parse_money(text, allow_cents=True) == value
    with pytest.raises(MoneyParseError) as err:
        parse_money(text)
    assert err.value.reason == "cents_not_allowed"


def test_large_amounts_with_separators() -> None:
    assert parse_money("1,235,000") == D(1235000)
    assert parse_money("100,000,000") == MAX_AMOUNT


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("\u3000", "empty"),
        ("12a", "not_a_number"),
        ("abc", "not_a_number"),
        ("1,23", "not_a_number"),
        ("12,34,567", "not_a_number"),
        ("1.2.3", "not_a_number"),
        ("1e3", "not_a_number"),
        ("1235.", "not_a_number"),
        ("1235.505", "not_a_number"),
        ("-5", "negative"),
        ("HK$-5", "negative"),
        ("－５", "negative"),  # full-width hyphen-minus
        ("100,000,001", "too_large"),
        ("1000000000", "too_large"),
        ("9" * 60, "too_large"),
    ],
)
def test_rejects_with_reason(text: str, reason: str) -> None:
    with pytest.raises(MoneyParseError) as err:
        parse_money(text)
    assert err.value.reason == reason
    assert str(err.value)  # a message the UI can fall back on


def test_rejects_double_minus() -> None:
    with pytest.raises(MoneyParseError):
        parse_money("--5")


def test_double_minus_is_not_a_number() -> None:
    with pytest.raises(MoneyParseError) as err:
        parse_money("--5")
    assert err.value.reason == "not_a_number"


@given(st.integers(0, 100_000_000), st.booleans())
def test_formatted_amounts_parse_back(amount: int, symbol: bool) -> None:
    value = D(amount)
    assert parse_money(format_hkd(value, symbol=symbol)) == value


@given(st.integers(0, 10_000_000_000).map(lambda c: D(c) / 100))
def test_formatted_cents_parse_back(amount: Decimal) -> None:
    assert parse_money(format_hkd(amount), allow_cents=True) == amount


# ---- rounding ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("amount", "unit", "rounding", "expected"),
    [
        (D("150"), D(5), Rounding.DOWN, D(150)),
        (D("150"), D(5), Rounding.UP, D(150)),
        (D("150"), D(5), Rounding.EXACT, D(150)),
        (D("127.5"), D(5), Rounding.DOWN, D(125)),
        (D("127.5"), D(5), Rounding.UP, D(130)),
        (D("127.5"), D(5), Rounding.EXACT, D("127.50")),
        (D("50.5"), D(10), Rounding.DOWN, D(50)),
        (D("50.5"), D(10), Rounding.UP, D(60)),
        (D("0.01"), D(5), Rounding.UP, D(5)),
        (D("4.99"), D(5), Rounding.DOWN, D(0)),
        (D("125.005"), D(5), Rounding.EXACT, D("125.01")),  # half up to the cent
        (D("125.004"), D(5), Rounding.EXACT, D("125.00")),
        (D("2.75"), D("0.5"), Rounding.DOWN, D("2.50")),
        (D("2.75"), D("0.5"), Rounding.UP, D(3)),
    ],
)
def test_round_to_unit(
    amount: Decimal, unit: Decimal, rounding: Rounding, expected: Decimal
) -> None:
    assert round_to_unit(amount, unit, rounding) == expected


def test_round_to_unit_needs_a_positive_unit() -> None:
    with pytest.raises(ValueError, match="positive"):
        round_to_unit(D(10), D(0), Rounding.DOWN)


def test_round_to_unit_drops_trailing_zero_cents() -> None:
    assert str(round_to_unit(D("950.00"), D(5), Rounding.DOWN)) == "950"


@given(
    st.integers(0, 10_000_000).map(lambda c: D(c) / 100),
    st.sampled_from([D(1), D(5), D(10), D(50), D(100)]),
)
def test_rounding_brackets_the_amount(amount: Decimal, unit: Decimal) -> None:
    down = round_to_unit(amount, unit, Rounding.DOWN)
    up = round_to_unit(amount, unit, Rounding.UP)
    assert down <= amount <= up
    assert up - down in (0, unit)
    assert down % unit == 0 and up % unit == 0
    assert round_to_unit(amount, unit, Rounding.EXACT) == amount  # already whole cents


# ---- normalise and format ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("amount", "text"),
    [
        (D(0), "HK$0"),
        (D(950), "HK$950"),
        (D("950.00"), "HK$950"),
        (D(1235), "HK$1,235"),
        (D("1235.5"), "HK$1,235.50"),
        (D("1235.05"), "HK$1,235.05"),
        (D(1000000), "HK$1,000,000"),
        (D("1E+3"), "HK$1,000"),
    ],
)
def test_format_hkd(amount: Decimal, text: str) -> None:
    assert format_hkd(amount) == text
    assert format_hkd(amount, symbol=False) == text.removeprefix("HK$")


def test_normalize() -> None:
    assert str(normalize(D("950.00"))) == "950"
    assert str(normalize(D("950.5"))) == "950.50"
    assert str(normalize(D("1E+3"))) == "1000"


def test_normalize_sub_cent_amount_to_whole_dollars() -> None:
    assert str(normalize(D("950.001"))) == "950"
    assert format_hkd(D("950.001")) == "HK$950"
