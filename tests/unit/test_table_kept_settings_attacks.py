"""Attacks on a kept shoe's stored record by a trainee holding the database file (issue 24
review): settings the session refuses (no such shoe, no such fault rate) and an action
stored with too many or too few arguments are a RecordError, which the Table answers by
ending the shoe, never an exception out of the screen."""

from __future__ import annotations

import json

import pytest

from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.errors import TableActionRefused
from trainer.table import Action, TableSession, TableSettings
from trainer.table.record import (
    RecordError,
    action_from_json,
    action_to_json,
    replay_coup,
    resume_session,
    settings_from_json,
    settings_to_json,
)

PROFILE = DEFAULT_PROFILES["mass-300"]
SETTINGS = TableSettings(max_coups=2, fault_rate=0.3, cash_steps=True)


def dealt(steps: int) -> list[Action]:
    session = TableSession(PROFILE, 7, lambda: 0.0, None, SETTINGS)
    for _ in range(steps):
        name, args = session.next_right()
        session.apply(Action(name, args, 1.0))
    return list(session.actions)


@pytest.mark.parametrize("edit", [
    {"decks": 0}, {"decks": 100000}, {"cut_from_end": -5}, {"cut_from_end": 10**7},
    {"burn": "fixed", "burn_fixed": None}, {"burn": "fixed", "burn_fixed": 10**6},
])
def test_stored_settings_the_session_refuses_are_a_record_error(edit: dict[str, object]) -> None:
    stored = json.loads(json.dumps({**settings_to_json(SETTINGS), **edit}))
    settings = settings_from_json(stored)  # the types are right: only the session says no
    actions = dealt(3)
    with pytest.raises(RecordError):
        resume_session(PROFILE, 7, 0.0, actions, settings, lambda: 10.0, None)
    with pytest.raises(RecordError):
        replay_coup(PROFILE, 7, settings, actions, 1)


@pytest.mark.parametrize("change", ["one more", "one less"])
def test_a_stored_action_with_the_wrong_count_of_arguments_is_refused(change: str) -> None:
    actions = dealt(6)
    for i, action in enumerate(actions):
        data = json.loads(json.dumps(action_to_json(action.name, action.args)))
        if change == "one more":
            data["args"].append({"i": 1})
        elif data["args"]:
            data["args"].pop()
        else:
            continue
        odd = action_from_json(data, 1.0)
        session = TableSession(PROFILE, 7, lambda: 0.0, None, SETTINGS)
        for before in actions[:i]:
            session.apply(before)
        with pytest.raises(TableActionRefused):
            session.apply(odd)
        assert len(session.steps) == i  # nothing graded
        with pytest.raises(TableActionRefused):  # the Table ends the kept shoe on either
            resume_session(PROFILE, 7, 0.0, [*actions[:i], odd], SETTINGS, lambda: 10.0, None)
        with pytest.raises(RecordError):
            replay_coup(PROFILE, 7, SETTINGS, [*actions[:i], odd], 1)


@pytest.mark.parametrize("edit", [
    {"seats_filled": float("nan")}, {"seats_filled": float("inf")}, {"seats_filled": 1.5},
    {"seats_filled": -0.1}, {"fault_rate": float("nan")}, {"fault_rate": 2},
    {"awkward": float("nan")}, {"awkward": float("inf")}, {"awkward": -1.0},
    {"max_coups": 0}, {"max_coups": -3}, {"max_coups": 10**18},
])
def test_stored_shares_out_of_range_are_a_record_error(edit: dict[str, object]) -> None:
    """Read back, a share of the seats or of faults is 0 to 1 and the awkward scale finite:
    a NaN would pass the session (no seat is ever taken) and reach the screen's spin boxes."""
    stored = json.loads(json.dumps({**settings_to_json(SETTINGS), **edit}))
    with pytest.raises(RecordError):
        settings_from_json(stored)
    assert settings_from_json(json.loads(json.dumps(settings_to_json(SETTINGS)))) == SETTINGS
