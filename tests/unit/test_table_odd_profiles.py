"""Review-b: tables an instructor can save (the profile editor takes any rules the core
accepts) are dealt to the end by the Table, with wrong tries in between: odd chips, cents,
7, 9 or 14 seats, no-commission, a commission box with exact or upward rounding, pay order
left to right, a minimum equal to the maximum, an art. 14 limit equal to the minimum, side
bets whose minimum is above the table maximum. The right step comes from the scripted
dealer (the engine's functions on what the table shows)."""

from __future__ import annotations

import contextlib
import random
from decimal import Decimal

import pytest

from tests.support.side_bets import old_sides
from tests.support.table_script import act, right_action
from trainer.baccarat.table import CommissionMode, PayOrder, TableRules
from trainer.errors import TableActionRefused
from trainer.money import Rounding
from trainer.table import TableSession, TableSettings

D = Decimal


def _chips(*values: str) -> tuple[Decimal, ...]:
    return tuple(D(v) for v in values)


ODD = [
    TableRules(name="HK$25 chips, 9 seats", minimum=D(500), maximum=D(50000),
               chips=_chips("25", "50", "100", "500", "1000", "5000", "25000"),
               smallest_unit=D(25), seats=9),
    TableRules(name="no-commission, left to right, 9 seats", minimum=D(200),
               maximum=D(20000), no_commission=True, pay_order=PayOrder.LEFT_TO_RIGHT,
               seats=9),
    TableRules(name="box, exact", minimum=D(300), maximum=D(30000),
               commission_mode=CommissionMode.MARK, rounding=Rounding.EXACT),
    TableRules(name="box, up, any Banker amount, Lucky 6", minimum=D(110), maximum=D(10000),
               commission_mode=CommissionMode.MARK, rounding=Rounding.UP,
               banker_multiple_of_minimum=False, pay_order=PayOrder.LEFT_TO_RIGHT,
               side_bets=old_sides(lucky6_enabled=True)),
    TableRules(name="minimum = maximum", minimum=D(1000), maximum=D(1000),
               chips=_chips("5", "10", "50", "100", "500", "1000"),
               side_bets=old_sides(tie_maximum=D(1000), pair_maximum=D(1000))),
    TableRules(name="difference = minimum", minimum=D(100), maximum=D(10000),
               max_banker_player_difference=D(100)),
    TableRules(name="cents", minimum=D(10), maximum=D(1000),
               chips=_chips("0.5", "1", "5", "10", "100", "1000"), smallest_unit=D("0.5"),
               side_bets=old_sides(
                   tie_minimum=D(10), tie_maximum=D(100), pair_minimum=D(10), pair_maximum=D(80))),
    TableRules(name="commission rate 0", minimum=D(100), maximum=D(10000),
               commission_rate=D(0)),
    TableRules(name="14 seats, box", minimum=D(100), maximum=D(10000), seats=14,
               commission_mode=CommissionMode.MARK),
    TableRules(name="side bets above the maximum", minimum=D(100), maximum=D(1000),
               chips=_chips("5", "25", "100", "500", "1000"),
               side_bets=old_sides(
                   tie_minimum=D(5000), tie_maximum=D(9000), pair_minimum=D(2000),
                   pair_maximum=D(2000))),
]


def _wrong_tries(session: TableSession, rng: random.Random) -> None:
    """Input a trainee might give at any point: refused, or graded as a mistake."""
    state = session.state()
    tries: list[tuple[str, tuple[object, ...]]] = [
        ("accept_bets", ()),
        ("take", (state.layout[0],) if state.layout else (None,)),
        ("mark", (rng.randint(0, session.table.seats + 1), D(5))),
        ("collect_box", (rng.randint(1, session.table.seats), D(0))),
        ("call_totals", (rng.randint(0, 9), rng.randint(0, 9))),
    ]
    name, args = rng.choice(tries)
    with contextlib.suppress(TableActionRefused):
        act(session, name, args)


@pytest.mark.parametrize("table", ODD, ids=lambda t: t.name)
def test_an_odd_school_table_is_dealt_to_the_end(table: TableRules) -> None:
    rng = random.Random(3)
    ticks = iter(range(10**6))
    session = TableSession(table, seed=5, clock=lambda: float(next(ticks)), settings=TableSettings(
        decks=6, fault_rate=0.3, standing_bettors=True, max_coups=12))
    for _ in range(20_000):
        if session.finished:
            break
        if rng.random() < 0.2:
            _wrong_tries(session, rng)
        if session.finished:
            break
        # the scripted dealer's step, or the learning mode's hint: both are right
        name, args = right_action(session) if rng.random() < 0.5 else session.next_right()
        assert act(session, name, args).right, (name, args)  # type: ignore[attr-defined]
    assert session.finished
    assert len(session.coups) == 12
    if table.commission_mode is CommissionMode.MARK:
        assert session.state().boxes == ()  # every box collected
