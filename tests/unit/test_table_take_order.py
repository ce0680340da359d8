"""The order of taking losing bets (flow 3): the losers are taken seat by seat in the
profile's take-and-pay order (RULES.md C, "right to left, losers first"; left to right where
the profile says so), any order within a seat; a take out of that order is its own mistake,
house procedure, and changes nothing on the table. A shoe recorded by flow 2, when a take in
any order was right, replays exactly as it was graded."""

from __future__ import annotations

import dataclasses
import json
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


def _in_order(lines: list[BetSettlement], order: PayOrder) -> list[int]:
    """The seats of ``lines`` as the profile takes them (written from RULES.md C, apart from
    the session): right to left is the highest seat first."""
    seats = sorted({ln.bet.seat for ln in lines}, reverse=order is PayOrder.RIGHT_TO_LEFT)
    return seats


def _at_settle_with_losers_at(session: TableSession, seats: int) -> list[BetSettlement]:
    """Deal right until a coup's settlement has losers at ``seats`` seats or more."""
    for _ in range(20_000):
        if session.phase is Phase.SETTLE and not session.state().taken:
            state = session.state()
            losers = list(settle(Coup(state.player, state.banker), state.accepted,
                                 session.table).losers)
            if len({ln.bet.seat for ln in losers}) >= seats:
                return losers
        act(session, *right_action(session))
    raise AssertionError("no such coup")


def test_the_new_flow_grades_the_take_order() -> None:
    assert FLOW_VERSION == TAKE_ORDER_FROM == 3
    assert TableSettings().flow == 3


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
    losers = _at_settle_with_losers_at(session, 2)
    seats = _in_order(losers, order)
    first, later = seats[0], seats[-1]
    wrong_bet = next(ln.bet for ln in losers if ln.bet.seat == later)
    state = session.state()
    step = session.take(wrong_bet)
    assert (step.right, step.kind, step.cell, step.article) == (
        False, "order", "order:take", PROCEDURE)
    assert (step.expected, step.given) == (f"take:{first}", f"take:{later}")
    assert session.state().taken == state.taken == ()  # nothing was taken
    # The right seat, then every loser in the profile's order: right.
    for seat in seats:
        for line in [ln for ln in losers if ln.bet.seat == seat]:
            assert session.take(line.bet).right, line.bet
    card = score_card(session.steps, session.coups)
    assert step in card.mistakes
    order_kind = next(k for k in card.kinds if k.kind == "order")
    assert order_kind.right < order_kind.total


def test_within_one_seat_any_order_is_right() -> None:
    session = TableSession(MASS, 3, Tick(), settings=TableSettings(seats_filled=1.0))
    for _ in range(200):
        losers = _at_settle_with_losers_at(session, 1)
        first = _in_order(losers, MASS.pay_order)[0]
        at_first = [ln.bet for ln in losers if ln.bet.seat == first]
        if len(at_first) >= 2:
            break
        while session.phase is not Phase.BETS:
            act(session, *right_action(session))
    else:
        raise AssertionError("no seat lost two bets")
    for bet in reversed(at_first):  # not the engine's order within the seat
        assert session.take(bet).right


def test_the_flow_before_takes_in_any_order_as_it_did() -> None:
    session = TableSession(MASS, 5, Tick(), settings=TableSettings(seats_filled=1.0, flow=2))
    losers = _at_settle_with_losers_at(session, 2)
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
