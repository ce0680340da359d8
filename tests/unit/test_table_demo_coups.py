"""Demonstration coups under ``shoe_life`` (Baccarat art. 2): at coup 1, before any bet is
taken, a player may ask for up to three; a fourth is refused, none is granted where the house
deals none, and "no more bets" while one is asked takes bets on it. Right and wrong dealers."""

from __future__ import annotations

import dataclasses

import pytest

from tests.support.table_script import act, right_action
from trainer.articles import PROCEDURE, bac
from trainer.baccarat.procedures import Procedures
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.cards import MAX_DEMONSTRATION_COUPS
from trainer.errors import TableActionRefused
from trainer.table import Phase, TableSession, TableSettings
from trainer.table.session import Action, GradedStep

BASE = DEFAULT_PROFILES["mass-300"]
LIFE = TableSettings(shoe_life=True, seats_filled=0.3)
FOUR_ASKS = 6  # seed 6: a player asks four times
TWO_ASKS = 0


def _session(seed: int, demos: bool = True, settings: TableSettings = LIFE) -> TableSession:
    profile: TableRules = dataclasses.replace(
        BASE, procedures=Procedures(demonstration_coups=demos))
    session = TableSession(profile, seed, clock=lambda: 0.0, settings=settings)
    while session.phase in (Phase.CUT, Phase.BURN):  # the cut and the burn come first
        act(session, *right_action(session))
    return session


def _right(session: TableSession) -> GradedStep:
    name, args = right_action(session)
    assert (name, args) == session.next_right()
    step = act(session, name, args)
    assert isinstance(step, GradedStep) and step.right, (name, args, step)
    return step


def test_a_right_dealer_grants_three_and_refuses_the_fourth() -> None:
    session = _session(FOUR_ASKS)
    before = session.shoe.remaining
    steps = [_right(session) for _ in range(4)]
    assert [s.given for s in steps] == ["demo:grant"] * 3 + ["demo:refuse"]
    assert all(s.cell == "demo" and s.article == bac(2, 2) and s.coup == 1 for s in steps)
    life = session.state().life
    assert len(life.demos) == MAX_DEMONSTRATION_COUPS == session.shoe.demonstration_coups
    assert not life.demo_asked and session.phase is Phase.BETS
    dealt = sum(len(d.player) + len(d.banker) for d in life.demos)
    assert session.shoe.remaining == before - dealt  # dealt from the shoe, face up
    assert all(len(d.player) >= 2 and len(d.banker) >= 2 for d in life.demos)
    assert not session.coups  # a demonstration coup settles nothing


def test_granting_a_fourth_is_a_mistake_with_art_2() -> None:
    session = _session(FOUR_ASKS)
    for _ in range(3):
        _right(session)
    step = session.answer_demo(True)
    assert not step.right and step.article == bac(2, 2) and step.expected == "demo:refuse"
    assert session.shoe.demonstration_coups == 3 and session.state().life.demo_asked


def test_refusing_an_allowed_demonstration_is_a_mistake() -> None:
    session = _session(TWO_ASKS)
    step = session.answer_demo(False)
    assert not step.right and step.expected == "demo:grant" and step.article == bac(2, 2)
    assert session.state().life.demo_asked and not session.state().life.demos


def test_taking_bets_while_a_demonstration_is_asked_is_a_mistake_with_art_2() -> None:
    session = _session(TWO_ASKS)
    step = session.accept_bets()
    assert not step.right and step.cell == "demo:bet" and step.article == bac(2, 2)
    assert session.phase is Phase.BETS and not session.shoe.coups_started


def test_where_the_house_deals_none_granting_one_is_a_mistake() -> None:
    session = _session(TWO_ASKS, demos=False)
    wrong = session.answer_demo(True)
    assert not wrong.right and wrong.article == PROCEDURE and wrong.expected == "demo:refuse"
    step = _right(session)
    assert step.given == "demo:refuse" and not session.state().life.demo_asked
    assert session.shoe.demonstration_coups == 0


def test_no_request_after_the_first_coup_and_none_without_shoe_life() -> None:
    session = _session(TWO_ASKS)
    while session.state().life.demo_asked:
        _right(session)
    _right(session)
    while session.phase is Phase.BETS:
        _right(session)
    with pytest.raises(TableActionRefused):
        session.apply(Action("answer_demo", (True,)))
    plain = _session(FOUR_ASKS, settings=TableSettings(seats_filled=0.3))
    assert not plain.state().life.demo_asked
    with pytest.raises(TableActionRefused):
        plain.apply(Action("answer_demo", (True,)))


def test_the_players_and_the_shoe_are_the_same_with_or_without_the_setting() -> None:
    on, off = _session(FOUR_ASKS), _session(FOUR_ASKS, settings=TableSettings(seats_filled=0.3))
    assert on.state().layout == off.state().layout
    assert on.shoe.peek() == off.shoe.peek()


@pytest.mark.parametrize("seed", [FOUR_ASKS, TWO_ASKS])
def test_a_kept_shoe_with_demonstrations_resumes_at_the_same_step(seed: int) -> None:
    session = _session(seed)
    for _ in range(3):
        _right(session)
    again = TableSession.replay(session.table, seed, session.actions, 0.0, settings=LIFE)
    assert again.state() == session.state() and again.next_right() == session.next_right()


# ---- an exam's Table section and a kept shoe ------------------------------------------------


def _exam_with_demos():  # type: ignore[no-untyped-def]
    from tests.support.exam_kill_worker import WallClock
    from tests.support.exam_table import PROFILE, table_spec
    from trainer.exams.blueprint import Blueprint
    from trainer.exams.session import ExamSession

    clock = WallClock()
    blueprint = Blueprint("Table exam", (), 80, 3600, tables=(
        table_spec(profile=PROFILE, coups=2, shoe_life=True),))
    return ExamSession.start(blueprint, 4259, now=clock), clock  # four demonstrations asked


def test_an_exam_table_section_deals_and_grades_the_demonstrations() -> None:
    session, clock = _exam_with_demos()
    table = session.next_table()
    while table is not None and table.phase in (Phase.CUT, Phase.BURN):  # cut and burn first
        name, args = right_action(table)
        clock.advance(1)
        session.table_act(name, *args)
        table = session.next_table()
    assert table is not None and table.settings.shoe_life and table.state().life.demo_asked
    for _ in range(3):
        clock.advance(1)
        session.table_act("answer_demo", True)
    clock.advance(1)
    session.table_act("answer_demo", True)  # a fourth granted: wrong, scored, no feedback
    while (table := session.next_table()) is not None:
        name, args = right_action(table)
        clock.advance(1)
        session.table_act(name, *args)
    (score,) = session.outcome().tables
    assert score.max_score - score.score == 1


def test_a_kept_shoe_with_the_shoes_ends_resumes_from_its_stored_actions() -> None:
    import json

    from trainer.table.record import (
        action_from_json,
        action_to_json,
        resume_session,
        settings_from_json,
        settings_to_json,
    )

    settings = TableSettings(shoe_life=True, seats_filled=0.3, irregularity_rate=1.0)
    live = _session(FOUR_ASKS, settings=settings)
    for _ in range(60):
        _right(live)
    assert {"demo"} <= {s.cell for s in live.steps}
    stored = json.loads(json.dumps([action_to_json(a.name, a.args) for a in live.actions]))
    actions = [action_from_json(data, a.at) for data, a in zip(stored, live.actions, strict=True)]
    kept = settings_from_json(json.loads(json.dumps(settings_to_json(settings))))
    again, _clock = resume_session(live.table, FOUR_ASKS, live.started, actions, kept,
                                   lambda: 0.0, None)
    assert again.state() == live.state() and again.next_right() == live.next_right()
