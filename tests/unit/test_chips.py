"""Chip breakdown: fewest chips, largest first, for any chip set."""

from __future__ import annotations

from decimal import Decimal
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.baccarat.table import DEFAULT_PROFILES, LOW_CHIPS
from trainer.chips import chip_breakdown, chip_count

D = Decimal


def chips(*values: int | str) -> tuple[Decimal, ...]:
    return tuple(D(v) for v in values)


def test_commission_and_payout_examples() -> None:
    assert chip_breakdown(D(2850), LOW_CHIPS) == (
        (D(1000), 2),
        (D(500), 1),
        (D(100), 3),
        (D(50), 1),
    )
    assert chip_breakdown(D(150), LOW_CHIPS) == ((D(100), 1), (D(50), 1))
    assert chip_breakdown(D(125), LOW_CHIPS) == ((D(100), 1), (D(20), 1), (D(5), 1))
    assert chip_breakdown(D(15), LOW_CHIPS) == ((D(10), 1), (D(5), 1))
    assert chip_count(D(2375), LOW_CHIPS) == 8  # 1000x2 100x3 50 20 5


def test_zero_is_no_chips() -> None:
    assert chip_breakdown(D(0), LOW_CHIPS) == ()
    assert chip_count(D(0), LOW_CHIPS) == 0


def test_greedy_is_not_always_optimal() -> None:
    assert chip_breakdown(D(80), chips(10, 40, 50)) == ((D(40), 2),)
    assert chip_breakdown(D(30), chips(1, 15, 25)) == ((D(15), 2),)  # greedy: 25 + 1x5


def test_payable_with_a_unit_below_the_smallest_chip() -> None:
    # 20 and 50 only: 110 = 50 + 20 + 20 + 20, although 110 is no multiple of 20 or 50 alone.
    assert chip_breakdown(D(110), chips(20, 50)) == ((D(50), 1), (D(20), 3))


def test_cents() -> None:
    assert chip_breakdown(D("7.50"), chips("0.5", 1, 5)) == ((D(5), 1), (D(1), 2), (D("0.5"), 1))


@pytest.mark.parametrize(
    ("amount", "denominations"),
    [(D(3), chips(5, 10)), (D("125.50"), LOW_CHIPS), (D(30), chips(20, 50)), (D(7), chips(2, 4))],
)
def test_unpayable_amounts_raise(amount: Decimal, denominations: tuple[Decimal, ...]) -> None:
    with pytest.raises(ValueError, match="cannot be paid"):
        chip_breakdown(amount, denominations)


def test_bad_input() -> None:
    with pytest.raises(ValueError, match="negative"):
        chip_breakdown(D(-5), LOW_CHIPS)
    with pytest.raises(ValueError, match="no chip"):
        chip_breakdown(D(5), ())
    with pytest.raises(ValueError, match="positive"):
        chip_breakdown(D(5), chips(0, 5))


def test_large_payout_is_fast_and_mostly_big_chips() -> None:
    table = DEFAULT_PROFILES["premium-5000"]
    result = chip_breakdown(D(9_999_950), table.chips)
    assert result[0] == (D(100000), 99)
    assert sum(c * k for c, k in result) == D(9_999_950)


def _brute_force(target: int, values: tuple[int, ...]) -> int | None:
    @cache
    def best(n: int) -> int | None:
        if n == 0:
            return 0
        options = [b + 1 for v in values if v <= n and (b := best(n - v)) is not None]
        return min(options) if options else None

    for n in range(target + 1):  # fill bottom-up to keep the recursion shallow
        best(n)
    return best(target)


chip_sets = st.lists(st.integers(1, 60), min_size=1, max_size=5, unique=True)


@given(chip_sets, st.integers(0, 600))
def test_fewest_chips_against_brute_force(values: list[int], target: int) -> None:
    denominations = tuple(D(v) for v in values)
    expected = _brute_force(target, tuple(values))
    if expected is None:
        with pytest.raises(ValueError):
            chip_breakdown(D(target), denominations)
        return
    result = chip_breakdown(D(target), denominations)
    assert sum(c * k for c, k in result) == target
    assert sum(k for _, k in result) == expected == chip_count(D(target), denominations)
    assert [c for c, _ in result] == sorted((c for c, _ in result), reverse=True)
    assert all(k > 0 for _, k in result)


@given(st.integers(0, 2_000_000).map(lambda k: D(5 * k)))
def test_table_chip_set_sums_and_is_greedy(amount: Decimal) -> None:
    """The usual 1-2-5 set is canonical: the fewest-chip answer equals the greedy one."""
    result = chip_breakdown(amount, LOW_CHIPS)
    rest, greedy = amount, []
    for c in sorted(LOW_CHIPS, reverse=True):
        k = int(rest // c)
        if k:
            greedy.append((c, k))
        rest -= c * k
    assert list(result) == greedy


# ---- a typed chip set (review finding 10) -----------------------------------------------------


@pytest.mark.parametrize(("text", "chips"), [
    ("5, 25, 1,000", ("5", "25", "1000")),
    ("5,25,1000", ("5", "25", "1000")),
    ("100, 500, 1000", ("100", "500", "1000")),
    ("5; 25; 1 000", ("5", "25", "1000")),
    ("1,000, 5,000, 10,000", ("1000", "5000", "10000")),
    ("100, 5, 100", ("5", "100")),
])
def test_a_chip_set_reads_thousands_separators(text, chips):
    from trainer.chips import parse_chip_set

    assert parse_chip_set(text) == tuple(Decimal(c) for c in chips)


def test_a_chip_set_with_junk_is_refused():
    from trainer.chips import parse_chip_set
    from trainer.errors import MoneyParseError

    with pytest.raises(MoneyParseError):
        parse_chip_set("5, 2x5")


@given(chip_sets, st.integers(0, 600))
def test_the_greedy_shortcut_is_taken_only_when_greedy_is_fewest(values, target):
    """Finding 7: a set passing Pearson's test is paid greedily; check against brute force
    that such a set never pays an amount in more chips than needed."""
    from trainer.chips import _greedy, _is_canonical

    units = sorted({1, *values}, reverse=True)
    if _is_canonical(units):
        assert sum(_greedy(target, units)) == _brute_force(target, tuple(units))
