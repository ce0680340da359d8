"""Stored Table steps carry their action and the shoe's settings, typed, and replay their
coup exactly as it was dealt (issue 14, the attempt log's replay)."""

from __future__ import annotations

import json
from decimal import Decimal
from itertools import count

import pytest

from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.baccarat.tableau import Hand
from trainer.cards import BurnMethod
from trainer.table import GradedStep, TableSession, TableSettings, TableState
from trainer.table.personas import FaultKind
from trainer.table.record import (
    RecordError,
    action_from_json,
    action_to_json,
    replay_coup,
    settings_from_json,
    settings_to_json,
)


def test_actions_and_settings_round_trip_through_json() -> None:
    bet = Bet(BetKind.BANKER, Decimal("3300"), 6)
    for name, args in (
        ("pay", (bet, ((Decimal("1000"), 3), (Decimal("100"), 3)))),
        ("deal", (Hand.PLAYER,)), ("call_totals", (7, 0)),
        ("call_result", (Outcome.BANKER, False, True, True, False)),
        ("mark", (6, Decimal("165.00"))), ("accept_bets", ()), ("draw", (Hand.BANKER, True)),
    ):
        stored = json.loads(json.dumps(action_to_json(name, args)))
        action = action_from_json(stored, 4.5)
        assert (action.name, action.args, action.at) == (name, args, 4.5)
    settings = TableSettings(decks=6, burn=BurnMethod.FIXED, burn_fixed=5, cut_from_end=20,
                             fault_rate=0.2, fault_kinds=frozenset({FaultKind.OVER_MAX}),
                             side_bets=False, max_coups=9, standing_bettors=True)
    assert settings_from_json(json.loads(json.dumps(settings_to_json(settings)))) == settings


@pytest.mark.parametrize("junk", [None, {"name": 3}, {"name": "pay", "args": [{"bet": [1]}]},
                                  {"name": "pay", "args": [{"what": 1}]}, {"name": "x"}])
def test_junk_is_refused(junk: object) -> None:
    with pytest.raises(RecordError):
        action_from_json(junk)


def test_a_coup_replays_from_the_stored_steps_as_it_was_dealt() -> None:
    """A shoe with mistakes, stored step by step as JSON: replaying coup 2 from the stored
    actions shows the table before each of its steps exactly as the live table was, and
    grades each step as it was graded."""
    profile = DEFAULT_PROFILES["commission-box-2000"]
    settings = TableSettings(max_coups=3, fault_rate=0.3, seats_filled=0.75)
    ticks = count()
    stored: list[str] = []
    live: list[tuple[TableState, GradedStep]] = []
    pending: list[tuple[str, tuple[object, ...]]] = []
    session: TableSession | None = None

    def record(step: GradedStep) -> None:
        assert session is not None
        name, args = pending[-1]
        stored.append(json.dumps({"action": action_to_json(name, args),
                                  "settings": settings_to_json(session.settings)}))

    session = TableSession(profile, 11, lambda: float(next(ticks)), record, settings)
    wrong: set[int] = set()
    while not session.finished:
        name, args = session.next_right()
        if name == "call_totals" and session.coup_number not in wrong | {3}:
            # one mistake in coups 1 and 2
            player, banker = args
            assert isinstance(player, int)
            name, args = "call_totals", ((player + 1) % 10, banker)
            wrong.add(session.coup_number)
        pending.append((name, args))
        before = session.state()
        step = getattr(session, name)(*args)
        live.append((before, step))
    rows = [json.loads(s) for s in stored]
    actions = [action_from_json(r["action"]) for r in rows]
    frames = replay_coup(profile, 11, settings_from_json(rows[0]["settings"]), actions, 2)
    expected = [(state, step) for state, step in live if step.coup == 2]
    assert len(frames) == len(expected) > 5
    for frame, (state, step) in zip(frames, expected, strict=True):
        assert frame.state == state
        assert (frame.step.cell, frame.step.right, frame.step.expected, frame.step.given) == (
            step.cell, step.right, step.expected, step.given)
    assert [f.step.right for f in frames].count(False) == 1
