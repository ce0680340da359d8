"""A table graded on the amount only (issue 24, ChipPayout.AMOUNT): the core takes a payout as
an amount and grades it against the engine's settlement; chips are counted up there; an
amount is refused where the chips are graded; a typed row is read by the core
(:func:`read_payout`); a shoe paid by amounts, and one recorded before (paid in chips), replay.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from tests.support.table_script import act, play_perfect, right_action
from trainer.baccarat.table import DEFAULT_PROFILES, ChipPayout, TableRules
from trainer.chips import ChipCountError, chip_breakdown
from trainer.errors import MoneyParseError, TableActionRefused
from trainer.table import Action, Phase, TableSession, TableSettings
from trainer.table.record import action_to_json, args_from_json, args_to_json
from trainer.table.session import read_payout

D = Decimal
AMOUNT = replace(DEFAULT_PROFILES["mass-1000"], name="Amount", chip_payout=ChipPayout.AMOUNT)
BOX = replace(DEFAULT_PROFILES["commission-box-2000"], chip_payout=ChipPayout.AMOUNT)
SETTINGS = TableSettings(seats_filled=0.9, max_coups=6)


def clock() -> object:
    ticks = iter(range(10**6))
    return lambda: float(next(ticks))


def to_first_payout(table: TableRules, seed: int = 0) -> TableSession:
    session = TableSession(table, seed, clock(), settings=SETTINGS)  # type: ignore[arg-type]
    while not session.finished:
        name, args = right_action(session)
        if name == "pay":
            return session
        assert act(session, name, args).right  # type: ignore[attr-defined]
    raise AssertionError("no payout")


def test_the_engine_expects_an_amount_and_grades_it() -> None:
    session = to_first_payout(AMOUNT)
    name, (bet, due) = session.next_right()
    assert name == "pay" and isinstance(due, Decimal)
    assert right_action(session) == (name, (bet, due))  # the scripted reading agrees
    wrong = session.pay(bet, due + 5)  # type: ignore[arg-type]
    assert not wrong.right and wrong.cell == f"pay:{bet.kind.value}"  # type: ignore[attr-defined]
    assert (wrong.expected, wrong.given) == (str(due), str(due + 5))
    assert bet not in session.state().paid  # a wrong step changes nothing
    step = session.pay(bet, due)  # type: ignore[arg-type]
    assert step.right and bet in session.state().paid
    assert session.actions[-1] == Action("pay", (bet, due), session.actions[-1].at)


def test_chips_are_counted_up_on_an_amount_table_any_mix() -> None:
    session = to_first_payout(AMOUNT)
    _name, (bet, due) = session.next_right()
    fewest = chip_breakdown(due, AMOUNT.chips)  # type: ignore[arg-type]
    smallest = min(AMOUNT.chips)
    many = ((smallest, int(due / smallest)),)  # type: ignore[operator]
    assert session.pay(bet, many).right  # type: ignore[arg-type]
    assert fewest  # the same amount in the fewest chips would be as right


def test_an_amount_is_refused_where_the_chips_are_graded() -> None:
    chips_table = DEFAULT_PROFILES["mass-1000"]
    session = to_first_payout(chips_table)
    _name, (bet, chips) = session.next_right()
    amount = sum((v * n for v, n in chips), D(0))  # type: ignore[union-attr]
    steps = len(session.steps)
    with pytest.raises(TableActionRefused) as refused:
        session.pay(bet, amount)  # type: ignore[arg-type]
    assert refused.value.code == "bad_chips" and len(session.steps) == steps


@pytest.mark.parametrize("junk", [D(-5), D("NaN"), D("Infinity"), D(0), D(10) ** 30])
def test_junk_amounts_are_refused_not_graded(junk: Decimal) -> None:
    session = to_first_payout(AMOUNT)
    _name, (bet, _due) = session.next_right()
    steps = len(session.steps)
    with pytest.raises(TableActionRefused):
        session.pay(bet, junk)  # type: ignore[arg-type]
    assert len(session.steps) == steps


def test_a_typed_row_is_read_by_the_table_it_is_paid_at() -> None:
    assert read_payout("1,140", AMOUNT) == D(1140)
    assert read_payout("１１４０", AMOUNT) == D(1140)  # full-width, from a Chinese IME
    assert read_payout("1k 2x100", AMOUNT) == ((D(1000), 1), (D(100), 2))
    chips = DEFAULT_PROFILES["mass-1000"]
    assert read_payout("1k 100", chips) == ((D(1000), 1), (D(100), 1))
    with pytest.raises(ChipCountError):
        read_payout("1140", chips)  # no chip of 1,140: the chips are graded here
    with pytest.raises(MoneyParseError):
        read_payout("lots", AMOUNT)


@pytest.mark.parametrize("table", [AMOUNT, BOX], ids=["deduct", "mark"])
def test_a_shoe_paid_by_amounts_replays_from_its_record(table: TableRules) -> None:
    session = TableSession(table, 3, clock(), settings=SETTINGS)  # type: ignore[arg-type]
    play_perfect(session)
    assert any(a.name == "pay" and isinstance(a.args[1], Decimal) for a in session.actions)
    stored = [Action(a.name, args_from_json(args_to_json(a.args)), a.at)
              for a in session.actions]
    for action in session.actions:
        action_to_json(action.name, action.args)  # every action is written as JSON
    again = TableSession.replay(table, 3, stored, session.started, SETTINGS)
    assert again.state() == session.state() and again.phase is Phase.FINISHED
    assert [s.right for s in again.steps] == [s.right for s in session.steps]


def test_a_shoe_recorded_before_replays_unchanged() -> None:
    """An old-style record (every payout in chips, at a table of the fewest chips) deals
    the same table again: nothing about the older tables changed."""
    table = DEFAULT_PROFILES["mass-1000"]
    session = TableSession(table, 5, clock(), settings=SETTINGS)  # type: ignore[arg-type]
    play_perfect(session)
    old = [{"name": a.name, "args": args_to_json(a.args), "at": a.at} for a in session.actions]
    assert all(isinstance(a["args"], list) for a in old)
    pays = [a for a in session.actions if a.name == "pay"]
    assert pays and all(isinstance(a.args[1], tuple) for a in pays)
    actions = [Action(str(a["name"]), args_from_json(a["args"]), float(a["at"]))  # type: ignore[arg-type]
               for a in old]
    again = TableSession.replay(table, 5, actions, session.started, SETTINGS)
    assert again.state() == session.state()
    assert [s.right for s in again.steps] == [True] * len(session.steps)
