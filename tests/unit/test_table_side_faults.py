"""Side bets over their own limits (Baccarat art. 13 bets, their limits a house setting): from
table flow 3 a simulated player may place a Tie, pair or Lucky 6 bet over that bet's own
maximum (read from the table's limits of its kind, never by name); the dealer refuses it. A
shoe of flow 2 replays exactly as it was dealt and graded (fixture recorded by the code before
flow 3), and the Easy level deals none."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

from tests.support.table_script import act, right_action
from trainer.articles import PROCEDURE
from trainer.baccarat.bets import spec_of
from trainer.baccarat.settlement import bet_limits
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.table import Phase, TableSession, TableSettings
from trainer.table.difficulty import PRESETS, Difficulty
from trainer.table.personas import FaultKind
from trainer.table.record import action_from_json, settings_from_json
from trainer.table.session import FLOW_VERSION, SIDE_FAULTS_FROM

MASS = DEFAULT_PROFILES["mass-300"]  # offers Lucky 6: every side bet
FLOW2 = json.loads(
    (Path(__file__).parent.parent / "fixtures" / "table_flow2_shoe.json").read_text("utf-8"))
SETTINGS = TableSettings(seats_filled=0.9, fault_rate=0.5, max_coups=15)


def _clock():  # type: ignore[no-untyped-def]
    ticks = itertools.count(1)
    return lambda: float(next(ticks))


def test_flow_3_is_the_flow_of_a_new_shoe() -> None:
    assert FLOW_VERSION >= SIDE_FAULTS_FROM == 3 and SETTINGS.flow == FLOW_VERSION


def test_a_shoe_of_flow_2_replays_as_it_was_dealt_and_graded() -> None:
    settings = settings_from_json(FLOW2["settings"])
    assert settings.flow == 2
    again = TableSession.replay(
        DEFAULT_PROFILES[FLOW2["profile"]], FLOW2["seed"],
        [action_from_json(a, a["at"]) for a in FLOW2["actions"]], FLOW2["started"], settings)
    assert [[s.cell, s.right, s.expected] for s in again.steps] == FLOW2["steps"]
    assert again.finished


def _refusals(settings: TableSettings, seed: int) -> list[tuple[object, ...]]:
    session = TableSession(MASS, seed, _clock(), settings=settings)
    seen = []
    while not session.finished:
        name, args = right_action(session)
        step = act(session, name, args)
        assert step.right  # type: ignore[attr-defined]
        if name == "refuse" and session.steps[-1].cell != "fault:late_bet" and spec_of(
                args[0].kind).side:  # type: ignore[attr-defined]
            seen.append((args[0], step))
    return seen


def test_a_right_dealer_refuses_each_side_bet_over_its_own_maximum() -> None:
    seen = [r for seed in range(3) for r in _refusals(SETTINGS, seed)]
    kinds = {bet.kind for bet, _ in seen}  # type: ignore[attr-defined]
    assert len(kinds) >= 3  # Tie, the pairs, Lucky 6 all met
    for bet, step in seen:
        assert bet.amount > bet_limits(bet.kind, MASS)[1]  # type: ignore[attr-defined]
        assert step.cell == f"fault:{FaultKind.OVER_MAX.value}"  # type: ignore[attr-defined]
        assert step.article == PROCEDURE  # type: ignore[attr-defined]  # a house limit


def test_a_wrong_dealer_who_accepts_one_is_graded_wrong_and_cited() -> None:
    session = TableSession(MASS, 0, _clock(), settings=SETTINGS)
    while True:
        state = session.state()
        side = [o for o in session._coup.layout
                if o.fault is not None and spec_of(o.bet.kind).side]
        if state.phase is Phase.BETS and side and all(
                o.fault is None or spec_of(o.bet.kind).side for o in session._coup.layout):
            break
        act(session, *right_action(session))
    wrong = session.accept_bets()  # "no more bets" with the side bet left on the layout
    assert not wrong.right and wrong.cell == "fault:over_max" and wrong.article == PROCEDURE
    assert wrong.expected == "refuse" and session.phase is Phase.BETS
    right = session.refuse(side[0].bet)
    assert right.right and right.article == PROCEDURE


def test_flow_2_and_the_easy_level_deal_no_side_bet_over_its_maximum() -> None:
    old = TableSettings(seats_filled=0.9, fault_rate=0.5, max_coups=15, flow=2)
    easy = PRESETS[Difficulty.EASY].settings(TableSettings(max_coups=15))
    assert easy.flow == FLOW_VERSION
    for settings in (old, easy):
        assert _refusals(settings, 0) == []
