"""Attacks on the Table's kept shoes and stored coups (review 5b): the profile a shoe was
dealt at is read back by its session (an instructor may read any trainee's, a trainee only
their own), and stored steps that no longer replay are a RecordError, never an action
refusal escaping into the attempt log."""

from __future__ import annotations

from decimal import Decimal

import pytest

from trainer.auth import Actor
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.errors import PermissionDenied
from trainer.store import NewShoe, Store
from trainer.table import Action, TableSession, TableSettings
from trainer.table.record import RecordError, replay_coup, settings_to_json

PROFILE = DEFAULT_PROFILES["commission-box-2000"]
SETTINGS = TableSettings(max_coups=2)


def test_the_table_a_shoe_was_dealt_at_is_read_by_its_session(
    store: Store, instructor: Actor
) -> None:
    store.roster.create_trainee(instructor, "chan.tm", "Chan", None, "2468")
    store.roster.create_trainee(instructor, "wong.kf", "Wong", None, "1357")
    chan = store.authenticate("chan.tm", "2468")
    wong = store.authenticate("wong.kf", "1357")
    session_id, _ = store.table_shoes.start(chan, "table", {}, NewShoe(
        7, PROFILE.to_dict(), settings_to_json(SETTINGS), "clock", 0.0))
    assert store.table_shoes.dealt_at(chan, session_id) == PROFILE.to_dict()
    assert store.table_shoes.dealt_at(instructor, session_id) == PROFILE.to_dict()
    with pytest.raises(PermissionDenied):
        store.table_shoes.dealt_at(wong, session_id)
    other = store.practice.start_session(chan, "table", {})
    assert store.table_shoes.dealt_at(chan, other) is None  # a session without a kept shoe


def test_stored_steps_that_do_not_replay_are_a_record_error() -> None:
    """A damaged stored action (a bet that is not on the layout the seed deals) is
    refused by the session; the replay says the record does not replay."""
    session = TableSession(PROFILE, 11, lambda: 0.0, None, SETTINGS)
    actions = []
    while session.coup_number == 1 and not session.finished:
        name, args = session.next_right()
        actions.append(Action(name, args, 0.0))
        getattr(session, name)(*args)
    junk = Action("take", (Bet(BetKind.BANKER, Decimal("123457"), 1),), 0.0)
    with pytest.raises(RecordError):
        replay_coup(PROFILE, 11, SETTINGS, [*actions, junk], 2)


@pytest.mark.parametrize("text", ["sNaN", "NaN", "Infinity", "-Infinity"])
def test_a_stored_amount_that_is_no_number_is_a_record_error(text: str) -> None:
    """A damaged stored action with a signalling NaN as chip or bet amount: refused when
    read, not an InvalidOperation out of the first comparison at replay (the Table only
    ends kept shoes that raise RecordError or TableActionRefused)."""
    from trainer.table.record import args_from_json

    with pytest.raises(RecordError):
        args_from_json([{"t": [{"t": [{"d": text}, {"i": 1}]}]}])
    with pytest.raises(RecordError):
        args_from_json([{"bet": ["banker", text, 1]}])


def test_junk_chips_are_refused_by_the_session_not_a_crash() -> None:
    from trainer.errors import TableActionRefused

    session = TableSession(PROFILE, 11, lambda: 0.0, None, SETTINGS)
    while (action := session.next_right())[0] != "pay":
        getattr(session, action[0])(*action[1])
    bet = action[1][0]
    assert isinstance(bet, Bet)
    for junk in (Decimal("sNaN"), Decimal("NaN"), Decimal("Infinity")):
        with pytest.raises(TableActionRefused):
            session.pay(bet, ((junk, 1),))
    steps = len(session.steps)
    with pytest.raises(TableActionRefused):
        session.pay(bet, ((Decimal("sNaN"), 1),))
    assert len(session.steps) == steps
