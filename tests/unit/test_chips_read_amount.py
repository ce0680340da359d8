"""The one reader of an amount typed in the chip row (:func:`trainer.chips.read_amount`), for
both desks' marks, collected boxes and counted buy-ins, and of a cash request's row
(:func:`trainer.table.session.cash_action`): money or chips, junk refused with the money
reading's reason."""

from __future__ import annotations

from decimal import Decimal

import pytest

from trainer.chips import ChipCountError, read_amount
from trainer.errors import MoneyParseError
from trainer.table.cash import CashKind, CashRequest
from trainer.table.session import Action, cash_action

CHIPS = (Decimal(5000), Decimal(1000), Decimal(100), Decimal(50), Decimal(20), Decimal(5))


@pytest.mark.parametrize(("typed", "amount"), [
    ("150", Decimal(150)),
    ("HK$1,140", Decimal(1140)),
    ("$1 140", Decimal(1140)),
    ("181.50", Decimal("181.50")),  # a mark is the exact 5 %
    ("１２３５", Decimal(1235)),  # full-width digits from a Chinese input method
    ("1x100 1x50", Decimal(150)),
    ("2x1k 3x100 20", Decimal(2320)),
    ("3×5", Decimal(15)),
])
def test_an_amount_is_read_as_money_or_as_chips(typed: str, amount: Decimal) -> None:
    assert read_amount(typed, CHIPS) == amount


@pytest.mark.parametrize(("typed", "reason"), [
    ("", "empty"),
    ("abc", "not_a_number"),
    ("1x30", "not_a_number"),  # no 30 chip at this table
    ("-150", "negative"),
    ("9" * 400, "not_a_number"),
])
def test_junk_is_refused_with_the_money_reading_reason(typed: str, reason: str) -> None:
    with pytest.raises(MoneyParseError) as refused:
        read_amount(typed, CHIPS)
    assert refused.value.reason == reason


def test_a_cash_request_makes_its_typed_action() -> None:
    notes = ((Decimal(1000), 4), (Decimal(100), 3), (Decimal(50), 1), (Decimal(20), 1))
    buy_in = CashRequest(CashKind.BUY_IN, 3, notes=notes)
    assert cash_action(buy_in, "4,370", CHIPS) == Action("count_cash", (3, Decimal(4370)))
    assert cash_action(buy_in, "4x1k 3x100 1x50 1x20", CHIPS) == Action(
        "count_cash", (3, Decimal(4370)))
    counted = CashRequest(CashKind.BUY_IN, 3, notes=notes, counted=True)
    chips = ((Decimal(1000), 4), (Decimal(100), 3), (Decimal(50), 1), (Decimal(20), 1))
    assert cash_action(counted, "4x1k 3x100 50 20", CHIPS) == Action("give_chips", (3, chips))
    colour_up = CashRequest(CashKind.COLOUR_UP, 5, chips=((Decimal(20), 10),))
    assert cash_action(colour_up, "2x100", CHIPS) == Action(
        "colour_up", (5, ((Decimal(100), 2),)))
    with pytest.raises(MoneyParseError):
        cash_action(buy_in, "lots", CHIPS)
    with pytest.raises(ChipCountError):
        cash_action(counted, "4370", CHIPS[:1])
