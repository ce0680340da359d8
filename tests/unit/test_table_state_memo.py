"""TableSession.state() is made once per change of the table and handed back until the next
(the Table screen asks for it several times a step): after every right, wrong, refused or
unrecorded action the state handed back is exactly the table as it now stands."""

from __future__ import annotations

import pytest

from tests.support.table_script import act, right_action
from tests.unit.test_table_session import BOX, MASS, NO_COMMISSION, TickClock, wrong_moves
from trainer.baccarat.settlement import Bet, BetKind
from trainer.errors import TableActionRefused
from trainer.table import GradedStep, TableSession, TableSettings


def same_as_made(session: TableSession) -> None:
    state = session.state()
    assert state == session._make_state()
    assert session.state() is state  # nothing changed: not made again


@pytest.mark.parametrize("table", [MASS, BOX, NO_COMMISSION], ids=lambda t: t.name)
def test_the_state_handed_back_is_the_table_after_every_action(table) -> None:
    session = TableSession(table, seed=5, clock=TickClock(),
                           settings=TableSettings(fault_rate=0.4, max_coups=12))
    odd = Bet(BetKind.TIE, table.maximum * 3, 1)
    steps = 0
    while not session.finished:
        same_as_made(session)
        moves = wrong_moves(session)
        if moves and steps % 3 == 0:
            _mistake, name, args, _cell, _article = moves[steps % len(moves)]
            step = act(session, name, args)
            assert isinstance(step, GradedStep) and not step.right
            same_as_made(session)
        with pytest.raises(TableActionRefused):
            act(session, "take", (odd,))  # no such bet: refused, nothing changes
        same_as_made(session)
        step = act(session, *right_action(session))
        assert isinstance(step, GradedStep) and step.right
        steps += 1
    same_as_made(session)
    assert len(session.coups) == 12


def test_an_unrecorded_step_leaves_the_state_as_it_was() -> None:
    failing = {"on": False}

    def recorder(step: GradedStep) -> None:
        if failing["on"]:
            raise OSError("the store is down")

    session = TableSession(BOX, seed=8, clock=TickClock(), recorder=recorder,
                           settings=TableSettings(max_coups=2))
    for _ in range(15):
        act(session, *right_action(session))
    before = session.state()
    failing["on"] = True
    with pytest.raises(OSError):
        act(session, *right_action(session))
    assert session.state() is before and session._make_state() == before
    failing["on"] = False
    act(session, *right_action(session))
    same_as_made(session)
    assert session.state() != before
