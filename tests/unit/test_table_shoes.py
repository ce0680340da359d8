"""1,000 seeded shoes at the Table on hypothesis-chosen table profiles, on every commission
mode (deduct, mark, no commission), played by the scripted perfect dealer (issue 14)."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tests.support.side_bets import old_sides
from tests.support.table_script import play_perfect
from tests.unit.test_table_session import TickClock, check_shoe
from trainer.baccarat.table import (
    DEFAULT_PROFILES,
    ChipPayout,
    CommissionMode,
    PayOrder,
    TableRules,
    TieBets,
)
from trainer.cards import BurnMethod
from trainer.errors import TableRulesError
from trainer.money import Rounding
from trainer.table import TableSession, TableSettings

MODES = ("deduct", "mark", "no_commission")
EXAMPLES = 34
SHOES_PER_EXAMPLE = 10
"""3 modes x 34 examples x 10 shoes = 1,020 shoes."""


@st.composite
def profiles(draw: st.DrawFn, mode: str) -> TableRules:
    base = draw(st.sampled_from(sorted(DEFAULT_PROFILES.values(), key=lambda t: t.name)))
    minimum = base.minimum * draw(st.sampled_from([1, 2, 5]))
    try:
        table = dataclasses.replace(
            base,
            name="drawn",
            minimum=minimum,
            maximum=max(base.maximum, minimum * 10),
            no_commission=mode == "no_commission",
            commission_mode=CommissionMode.MARK if mode == "mark" else CommissionMode.DEDUCT,
            rounding=draw(st.sampled_from(list(Rounding))),
            banker_multiple_of_minimum=draw(st.booleans()),
            pay_order=draw(st.sampled_from(list(PayOrder))),
            tie_bets=draw(st.sampled_from(list(TieBets))),
            chip_payout=draw(st.sampled_from(list(ChipPayout))),
            seats=draw(st.integers(7, 9)),
            max_banker_player_difference=draw(
                st.sampled_from([None, minimum, minimum * 3, minimum * 10])),
        side_bets={**base.side_bets, **old_sides(lucky6_enabled=draw(st.booleans()))},
        )
    except TableRulesError:
        assume(False)
        raise
    return table


def _settings(draw: st.DrawFn) -> TableSettings:
    decks = draw(st.sampled_from([6, 8]))
    burn = draw(st.sampled_from(list(BurnMethod)))
    return TableSettings(
        decks=decks,
        burn=burn,
        burn_fixed=draw(st.integers(1, 8)) if burn is BurnMethod.FIXED else None,
        # a short shoe: the cut card goes in early, so the shoe ends by art. 3 in a few coups
        cut_from_end=decks * 52 - draw(st.integers(30, 70)),
        seats_filled=draw(st.sampled_from([0.3, 0.7, 1.0])),
        fault_rate=draw(st.sampled_from([0.0, 0.1, 0.5])),
        side_bets=draw(st.booleans()),
        awkward=draw(st.sampled_from([0.0, 1.0])),
        standing_bettors=draw(st.booleans()),
    )


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
@settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_a_thousand_shoes_on_drawn_profiles(mode: str, data: st.DataObject) -> None:
    table = data.draw(profiles(mode))
    seed = data.draw(st.integers(0, 2**32))
    shoe_settings = data.draw(st.composite(lambda d: _settings(d))())
    marked = Decimal(0)
    for n in range(SHOES_PER_EXAMPLE):
        session = TableSession(table, seed + n, clock=TickClock(), settings=shoe_settings)
        play_perfect(session)
        check_shoe(session)
        assert session.shoe.cut_card_out
        marked += sum((c.marked for c in session.coups), Decimal(0))
    if mode != "mark":
        assert marked == 0
