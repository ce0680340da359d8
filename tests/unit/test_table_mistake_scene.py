"""The score card's mistakes re-drawn (issue 14, Clock mode): the core re-deals the shoe up
to a wrong step and gives the table as it stood, what the trainee did and what was right."""

from __future__ import annotations

import pytest

from tests.support.table_script import act, right_action
from tests.unit.test_table_session import BOX, MASS, NO_COMMISSION, TickClock, wrong_moves
from trainer.table import (
    GradedStep,
    TableSession,
    TableSettings,
    TableState,
    mistake_scene,
    score_card,
)


def play_with_mistakes(
    session: TableSession,
) -> dict[int, tuple[TableState, str, tuple[object, ...], tuple[str, tuple[object, ...]]]]:
    """Deal the shoe making one mistake of each kind now and then; for each wrong step (by
    number): the table just before it, the action taken and the scripted dealer's right one."""
    seen: dict[int, tuple[TableState, str, tuple[object, ...], tuple[str, tuple[object, ...]]]]
    seen = {}
    made: set[str] = set()
    while not session.finished:
        for mistake, name, args, _cell, _article in wrong_moves(session):
            if mistake in made:
                continue
            before, right = session.state(), right_action(session)
            step = act(session, name, args)
            assert isinstance(step, GradedStep) and not step.right
            seen[step.number] = (before, name, args, right)
            made.add(mistake)
            if step.fault is not None:  # a payout: the lesser fault pays it, moves are stale
                break
        if session.finished:
            break
        step = act(session, *right_action(session))
        assert isinstance(step, GradedStep) and step.right
    return seen


@pytest.mark.parametrize("table", [MASS, BOX, NO_COMMISSION], ids=lambda t: t.name)
def test_each_mistake_is_redrawn_as_the_table_stood(table) -> None:
    session = TableSession(table, seed=5, clock=TickClock(),
                           settings=TableSettings(fault_rate=0.4, max_coups=6))
    seen = play_with_mistakes(session)
    card = score_card(session.steps, session.coups)
    assert [m.number for m in card.mistakes] == sorted(seen)
    assert len(seen) >= 5
    for step in card.mistakes:
        scene = mistake_scene(session, step)
        before, name, args, right = seen[step.number]
        assert scene.step == step
        assert scene.state == before
        assert (scene.given.name, scene.given.args) == (name, args)
        # The right step: the scripted dealer's, or another the engine grades right (any
        # box that is due may be collected first).
        assert scene.right[0] == right[0]
        again = TableSession(table, session.seed, TickClock(), settings=session.settings)
        for action in session.actions[:step.number - 1]:
            again.apply(action)
        graded = act(again, *scene.right)
        assert isinstance(graded, GradedStep) and graded.right


def test_redrawing_leaves_the_live_table_alone_and_refuses_a_stranger() -> None:
    session = TableSession(MASS, seed=5, clock=TickClock(),
                           settings=TableSettings(fault_rate=0.4, max_coups=2))
    play_with_mistakes(session)
    after = session.state()
    wrong = next(s for s in session.steps if not s.right)
    mistake_scene(session, wrong)
    assert session.state() == after
    other = TableSession(MASS, seed=6, clock=TickClock())
    with pytest.raises(ValueError):
        mistake_scene(other, wrong)
