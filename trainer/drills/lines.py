"""Grading one settlement line (PAYOUT and SAMKONG_PAYOUT): payout, commission, chips."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from trainer.chips import chip_breakdown
from trainer.drills.answers import ChipCount, PayoutAnswer
from trainer.drills.model import Detail, Fault


def chips_text(chips: Sequence[ChipCount]) -> str:
    """``"1000x2 + 500x1"``: a breakdown for a detail parameter, always highest chip first
    (the order the chips are shown and paid in, whatever order they were typed in)."""
    ordered = sorted(chips, key=lambda item: item[0], reverse=True)
    return " + ".join(f"{value}x{count}" for value, count in ordered) or "0"


def chips_ok(given: Sequence[ChipCount], amount: Decimal, chips: Sequence[Decimal]) -> bool:
    """Right if the chips exist at the table, add up to ``amount`` and are as few as the
    fewest-chip breakdown (a different but equally short breakdown is also right)."""
    if any(count <= 0 or value not in chips for value, count in given):
        return False
    if sum((value * count for value, count in given), Decimal(0)) != amount:
        return False
    fewest = sum(count for _, count in chip_breakdown(amount, chips))
    return sum(count for _, count in given) == fewest


def chips_fault(
    given: Sequence[ChipCount] | None, amount: Decimal, chips: Sequence[Decimal]
) -> Fault:
    """Why chips that are not right are wrong: the table's chips adding up to ``amount`` but
    more of them than needed is :attr:`Fault.NOT_FEWEST_CHIPS` (the guest is paid right);
    no chips, chips the table has not, or another total is :attr:`Fault.WRONG_AMOUNT`."""
    if (
        given
        and all(count > 0 and value in chips for value, count in given)
        and sum((value * count for value, count in given), Decimal(0)) == amount
    ):
        return Fault.NOT_FEWEST_CHIPS
    return Fault.WRONG_AMOUNT


def chips_verdict(
    given: Sequence[ChipCount] | None, amount: Decimal, chips: Sequence[Decimal]
) -> Fault | None:
    """The one grade of the chips paying ``amount``, for Practice's payout drills and the
    Table's pay step alike: None when right (:func:`chips_ok`), else :func:`chips_fault` --
    :attr:`Fault.NOT_FEWEST_CHIPS`, the lesser fault (right amount, more chips than needed;
    house practice, no article), or :attr:`Fault.WRONG_AMOUNT`."""
    if given is not None and chips_ok(given, amount, chips):
        return None
    return chips_fault(given, amount, chips)


def grade_line(
    expected: PayoutAnswer, given: PayoutAnswer, table_chips: Sequence[Decimal] | None
) -> tuple[bool, list[Detail]]:
    """Exact ``Decimal`` comparison of the payout and the commission; chips when asked.

    An expected commission of None means no commission applies, and one of 0 means the
    commission rounds to nothing (e.g. 5% of HK$25 rounded down to a HK$5 chip): either way
    the trainee may leave the field empty or write 0.
    """
    details: list[Detail] = []
    if given.paid != expected.paid:
        details.append(("wrong_part", {
            "part": "paid", "expected": str(expected.paid), "given": str(given.paid),
        }))
    if expected.commission is None:
        if given.commission not in (None, Decimal(0)):
            details.append(("wrong_part", {
                "part": "commission", "expected": "none", "given": str(given.commission),
            }))
    elif given.commission != expected.commission and not (
        expected.commission == 0 and given.commission is None
    ):
        details.append(("wrong_part", {
            "part": "commission",
            "expected": str(expected.commission),
            "given": "none" if given.commission is None else str(given.commission),
        }))
    if expected.chips is not None and table_chips is not None:
        fault = chips_verdict(given.chips, expected.paid, table_chips)
        if fault is not None:
            details.append(("wrong_part", {
                "part": "chips",
                "expected": chips_text(expected.chips),
                "given": "none" if given.chips is None else chips_text(given.chips),
                "fault": fault.value,
                "given_count": 0 if given.chips is None else sum(n for _, n in given.chips),
                "fewest_count": sum(n for _, n in expected.chips),
            }))
        # No article fixes the fewest chips: it is house practice (RULES.md C examines it).
        details.append(("chips_fewest", {"chips": chips_text(expected.chips), "source": "house"}))
    return not any(code == "wrong_part" for code, _ in details), details
