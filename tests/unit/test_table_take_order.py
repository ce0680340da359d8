"""The order of taking losing bets (flow 3): each losing side is taken in the profile's
take-and-pay order (RULES.md C, "right to left, losers first"; left to right where the
profile says so), seat by seat or a side at a time, any order within a seat; a take while a
losing bet of its kind is left at a seat before it is out of order: its own mistake, house
procedure, and it changes nothing on the table. A shoe recorded by flow 2, when a take in any
order was right, replays exactly as it was graded."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.support.table_script import act, right_action
from trainer.articles import PROCEDURE
from trainer.baccarat.coup import Coup
from trainer.baccarat.settlement import BetSettlement, settle
from trainer.baccarat.table import DEFAULT_PROFILES, PayOrder, TableRules
from trainer.table import Phase, TableSession, TableSettings
from trainer.table.record import action_from_json, resume_session, settings_from_json
from trainer.table.score import score_card
from trainer.table.session import FLOW_VERSION, TAKE_ORDER_FROM

MASS = DEFAULT_PROFILES["mass-300"]
FLOW2 = json.loads((Path(__file__).parent.parent / "fixtures" / "table_flow2_take_order.json")
                   .read_text("utf-8"))
"""Recorded by flow 2 (before the take order was graded): two kept shoes whose dealer took
every coup's losers in the reverse of the profile's order, each take graded right then."""


class Tick:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        self.t += 1.0
        return self.t


def _profile(order: PayOrder) -> TableRules:
    return dataclasses.replace(MASS, pay_order=order)


def _in_order(seats: set[int], order: PayOrder) -> list[int]:
    """``seats`` as the profile takes them (written from RULES.md C, apart from the
    session): right to left is the highest seat first."""
    return sorted(seats, reverse=order is PayOrder.RIGHT_TO_LEFT)


def _side_at_two_seats(losers: list[BetSettlement]) -> list[BetSettlement] | None:
    """The losers of a kind that lost at two seats or more, if any."""
    for line in losers:
        side = [ln for ln in losers if ln.bet.kind is line.bet.kind]
        if len(side) >= 2:
            return side
    return None


def _at_settle_with(session: TableSession, wanted: Callable[[list[BetSettlement]], bool]
                    ) -> list[BetSettlement]:
    """Deal right until a coup's settlement has losers ``wanted`` accepts."""
    for _ in range(20_000):
        if session.phase is Phase.SETTLE and not session.state().taken:
            state = session.state()
            losers = list(settle(Coup(state.player, state.banker), state.accepted,
                                 session.table).losers)
            if wanted(losers):
                return losers
        act(session, *right_action(session))
    raise AssertionError("no such coup")


def test_the_new_flow_grades_the_take_order() -> None:
    assert FLOW_VERSION >= TAKE_ORDER_FROM == 3
    assert TableSettings().flow == FLOW_VERSION


@pytest.mark.parametrize("order", list(PayOrder))
def test_a_right_dealer_takes_seat_by_seat_in_the_profiles_order(order: PayOrder) -> None:
    session = TableSession(_profile(order), 11, Tick(),
                           settings=TableSettings(max_coups=10, seats_filled=0.9))
    while not session.finished:
        act(session, *right_action(session))
    assert session.steps and all(step.right for step in session.steps)
    takes = [step for step in session.steps if step.kind == "take"]
    assert len(takes) > 20 and not any(s.cell == "order:take" for s in session.steps)


@pytest.mark.parametrize("order", list(PayOrder))
def test_a_take_out_of_order_is_its_own_mistake_and_changes_nothing(order: PayOrder) -> None:
    session = TableSession(_profile(order), 5, Tick(),
                           settings=TableSettings(seats_filled=1.0))
    losers = _at_settle_with(session, lambda ls: _side_at_two_seats(ls) is not None)
    side = _side_at_two_seats(losers)
    assert side is not None
    seats = _in_order({ln.bet.seat for ln in side}, order)
    first, later = seats[0], seats[-1]
    wrong_bet = next(ln.bet for ln in side if ln.bet.seat == later)
    state = session.state()
    step = session.take(wrong_bet)
    assert (step.right, step.kind, step.cell, step.article) == (
        False, "order", "order:take", PROCEDURE)
    assert (step.expected, step.given) == (f"take:{first}", f"take:{later}")
    assert session.state().taken == state.taken == ()  # nothing was taken
    # Then every loser seat by seat in the profile's order: right.
    for seat in _in_order({ln.bet.seat for ln in losers}, order):
        for line in [ln for ln in losers if ln.bet.seat == seat]:
            assert session.take(line.bet).right, line.bet
    card = score_card(session.steps, session.coups)
    assert step in card.mistakes
    order_kind = next(k for k in card.kinds if k.kind == "order")
    assert order_kind.right < order_kind.total


@pytest.mark.parametrize("order", list(PayOrder))
def test_a_side_at_a_time_in_the_profiles_order_is_right(order: PayOrder) -> None:
    """The A key's sweep: every losing bet of one side in the table's order, then the next
    side; each a right take."""
    session = TableSession(_profile(order), 5, Tick(),
                           settings=TableSettings(seats_filled=1.0))
    losers = _at_settle_with(session, lambda ls: _side_at_two_seats(ls) is not None
                             and len({ln.bet.kind for ln in ls}) >= 2)
    kinds = list(dict.fromkeys(ln.bet.kind for ln in losers))
    for kind in reversed(kinds):  # not the engine's order of kinds
        side = {ln.bet.seat: ln.bet for ln in losers if ln.bet.kind is kind}
        for seat in _in_order(set(side), order):
            assert session.take(side[seat]).right, side[seat]
    assert session.state().taken and all(s.right for s in session.steps)


def test_within_one_seat_any_order_is_right() -> None:
    session = TableSession(MASS, 3, Tick(), settings=TableSettings(seats_filled=1.0))

    def two_at_the_first_seat(losers: list[BetSettlement]) -> bool:
        first = _in_order({ln.bet.seat for ln in losers}, MASS.pay_order)[0]
        return sum(ln.bet.seat == first for ln in losers) >= 2

    losers = _at_settle_with(session, two_at_the_first_seat)
    first = _in_order({ln.bet.seat for ln in losers}, MASS.pay_order)[0]
    at_first = [ln.bet for ln in losers if ln.bet.seat == first]
    for bet in reversed(at_first):  # not the engine's order within the seat
        assert session.take(bet).right


def test_the_flow_before_takes_in_any_order_as_it_did() -> None:
    session = TableSession(MASS, 5, Tick(), settings=TableSettings(seats_filled=1.0, flow=2))
    losers = _at_settle_with(session, lambda ls: _side_at_two_seats(ls) is not None)
    # Left to right at a right-to-left table: right in flow 2.
    for line in sorted(losers, key=lambda ln: ln.bet.seat):
        assert session.take(line.bet).right




@pytest.mark.parametrize("index", [0, 1])
def test_a_shoe_of_flow_2_that_took_out_of_order_replays_as_before(index: int) -> None:
    shoe: dict[str, Any] = FLOW2["shoes"][index]
    profile = _profile(PayOrder(shoe["pay_order"]))
    settings = settings_from_json(shoe["settings"])
    assert settings.flow == 2
    actions = [action_from_json(a, a["at"]) for a in shoe["actions"]]
    session, _clock = resume_session(
        profile, shoe["seed"], shoe["started"], actions, settings, Tick(), None)
    assert [[s.cell, s.right, s.expected, s.given] for s in session.steps] == shoe["steps"]
    assert (session.phase.value, session.coup_number) == (shoe["phase"], shoe["coup"])
    assert all(s.right for s in session.steps)
    # The same takes under flow 3 are out of order (the fixture is one the fix grades).
    fresh = TableSession(profile, shoe["seed"], Tick(),
                         settings=dataclasses.replace(settings, flow=3))
    wrong = []
    for action in actions:
        if action.name == "take":
            step = fresh.apply(action)
            if not step.right:
                wrong.append(step)
                break
        else:
            fresh.apply(action)
    assert wrong and wrong[0].cell == "order:take"
