"""Huge, NaN-like, exponent and full-width input to the amount and chip parsers (issue 24
point 2): thirty 9s typed as a chip crashed the Table's step with decimal.InvalidOperation
(the refusal's ``format_hkd`` of the 30-digit "chip"), and a count of more than 4,300 digits
with Python's ValueError. Each is refused with the parser's own error and reason code, and
every finite amount, however large, can be written."""

from __future__ import annotations

import contextlib
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.chips import ChipCountError, parse_chip_count, parse_chip_row
from trainer.errors import MoneyParseError
from trainer.money import format_hkd, normalize, parse_money

D = Decimal
CHIPS = (D(5), D(25), D(100), D(500), D(1000), D(5000))
FULL_WIDTH = str.maketrans("0123456789.,xk+-$", "０１２３４５６７８９．，ｘｋ＋－＄")

JUNK = ["9" * 30, "9" * 30 + "k", "9" * 5000, "9" * 5000 + "x100", "1x" + "9" * 40,
        "9" * 30 + ".5", "NaN", "nan", "sNaN", "inf", "Infinity", "-Infinity", "1e5", "1E+400",
        "9e999999", "0x100", "1e5x100", "100xNaN", "１e５", "٣x100", "१००", "½"]


@pytest.mark.parametrize("text", [*JUNK, *(t.translate(FULL_WIDTH) for t in JUNK)])
def test_junk_is_refused_by_every_parser_with_its_own_error(text: str) -> None:
    with pytest.raises(MoneyParseError) as money:
        parse_money(text, allow_cents=True)
    assert money.value.reason in ("not_a_number", "too_large", "negative")
    with pytest.raises(ChipCountError) as row:
        parse_chip_row(text, CHIPS)
    assert row.value.reason in ("unreadable", "not_a_chip", "too_many")
    assert len(row.value.token) <= 16  # a pasted page of digits is not quoted back whole
    with pytest.raises(ChipCountError):
        parse_chip_count(text, D(100))


def test_thirty_nines_are_too_large_an_amount_and_no_chip() -> None:
    with pytest.raises(MoneyParseError, match="far beyond") as money:
        parse_money("9" * 30)
    assert money.value.reason == "too_large"
    with pytest.raises(ChipCountError) as row:
        parse_chip_row("9" * 30, CHIPS)
    assert (row.value.reason, row.value.chip) == ("unreadable", None)
    assert row.value.token == "9" * 15 + "…"


def test_a_huge_count_of_a_real_chip_is_too_many() -> None:
    with pytest.raises(ChipCountError) as row:
        parse_chip_row("9" * 150 + "x100", CHIPS)
    assert (row.value.reason, row.value.chip) == ("too_many", D(100))
    # Longer than any row is read (MAX_TYPED): refused whole, before any piece is read.
    with pytest.raises(ChipCountError) as pasted:
        parse_chip_row("9" * 5000 + "x100", CHIPS)
    assert (pasted.value.reason, pasted.value.token) == ("unreadable", "9" * 15 + "…")
    with pytest.raises(ChipCountError) as count:
        parse_chip_count("9" * 5000, D(100))
    assert count.value.reason == "too_many"


def test_a_chip_the_table_lacks_is_still_named() -> None:
    """A plausible value the table has no chip of is still ``not_a_chip`` (its refusal names
    the value), up to the largest amount a table could see."""
    with pytest.raises(ChipCountError) as row:
        parse_chip_row("50000000", CHIPS)
    assert (row.value.reason, row.value.chip) == ("not_a_chip", D(50_000_000))


@settings(max_examples=60, derandomize=True, deadline=None)
@given(st.decimals(allow_nan=False, allow_infinity=False, min_value=0,
                   max_value=D("1e60"), places=2))
def test_format_hkd_writes_every_finite_amount(amount: Decimal) -> None:
    text = format_hkd(amount)
    assert text.startswith("HK$")
    assert D(text[3:].replace(",", "")) == normalize(amount)


def test_format_hkd_of_thirty_nines() -> None:
    assert format_hkd(D("9" * 30)) == "HK$" + ",".join(["999"] * 10)
    assert format_hkd(D("9" * 30 + ".5")) == "HK$" + ",".join(["999"] * 10) + ".50"


@pytest.mark.parametrize("value", [D("NaN"), D("sNaN"), D("Infinity"), D("-Infinity")])
def test_no_amount_is_written_as_one(value: Decimal) -> None:
    with pytest.raises(ValueError, match="not an amount"):
        format_hkd(value)


_TYPED = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)
_NUMBERISH = st.one_of(
    st.integers(min_value=10**9, max_value=10**60).map(str),
    st.from_regex(r"[0-9]{1,40}(\.[0-9]{0,6})?([eE][+-]?[0-9]{1,7})?", fullmatch=True),
    st.sampled_from(["NaN", "sNaN", "Infinity", "-inf", "1e999999"]),
)


@settings(max_examples=80, derandomize=True, deadline=None)
@given(st.one_of(_TYPED, _NUMBERISH, _NUMBERISH.map(lambda t: t.translate(FULL_WIDTH))))
def test_any_typed_text_is_read_or_refused_never_crashes(text: str) -> None:
    """Whatever is typed, each parser returns a value or raises its own error; a value is a
    finite amount no larger than any table sees."""
    for read in (lambda t: parse_money(t, allow_cents=True), lambda t: parse_money(t)):
        try:
            value = read(text)
        except MoneyParseError:
            continue
        assert value.is_finite() and 0 <= value <= D(100_000_000)
        format_hkd(value)
    try:
        chips = parse_chip_row(text, CHIPS)
    except ChipCountError as error:
        assert len(error.token) <= 16
        if error.chip is not None:
            format_hkd(error.chip)  # the refusal names it
    else:
        assert all(value in CHIPS and 0 < n <= 999 for value, n in chips)
    with contextlib.suppress(ChipCountError):
        parse_chip_count(text, D(100))
