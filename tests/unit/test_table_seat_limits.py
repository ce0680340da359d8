"""Seat limits of a table profile (issue 14: tables of 7 to 9 seats; Baccarat art. 1: 7 or
more). A profile has at most 14 seats, the most a big Macau baccarat table seats and the
most the Table's felt lays out."""

from __future__ import annotations

from decimal import Decimal

import pytest

from trainer.baccarat.table import TableRules
from trainer.errors import TableRulesError


def rules(seats: int) -> TableRules:
    return TableRules(name=f"{seats} seats", minimum=Decimal(100), maximum=Decimal(10000),
                      seats=seats)


@pytest.mark.parametrize("seats", [7, 8, 9, 12, 14])
def test_seven_to_fourteen_seats_are_a_table(seats: int) -> None:
    assert rules(seats).seats == seats
    assert TableRules.from_dict(rules(seats).to_dict()).seats == seats


@pytest.mark.parametrize("seats", [15, 20, 100])
def test_more_than_fourteen_seats_is_refused_with_a_code(seats: int) -> None:
    with pytest.raises(TableRulesError) as refused:
        rules(seats)
    assert refused.value.code == "seats_max"
    assert refused.value.params == {"seats": "14"}
    data = rules(14).to_dict()
    data["seats"] = seats
    with pytest.raises(TableRulesError):
        TableRules.from_dict(data)


def test_fewer_than_seven_is_still_refused_under_art_1() -> None:
    with pytest.raises(TableRulesError) as refused:
        rules(6)
    assert refused.value.code == "seats"
