"""A kept shoe dealt again (issue 14): the actions, settings and profile through JSON and back,
and the replay of any prefix of a shoe equals the live table after that many steps, for
hypothesis-chosen seeds, tables and cut points; the replay clock."""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import replace
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.table_script import play_perfect
from tests.unit.test_table_session import BOX, MASS, NO_COMMISSION, TickClock, play_faulty
from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import ChipPayout, TieBets
from trainer.baccarat.tableau import Hand
from trainer.cards import BurnMethod
from trainer.table import Action, FaultKind, TableSession, TableSettings, TieAnswer
from trainer.table.record import (
    RecordError,
    ReplayClock,
    arg_from_json,
    args_from_json,
    args_to_json,
    profile_from_json,
    resume_session,
    settings_from_json,
    settings_to_json,
)

TABLES = {"mass": MASS, "box": BOX, "no_commission": NO_COMMISSION}


def through_json(value: object) -> object:
    return json.loads(json.dumps(value))


def stored(actions: list[Action]) -> list[Action]:
    """The actions as the store hands them back: JSON text and the clock readings."""
    return [Action(a.name, args_from_json(through_json(args_to_json(a.args))), a.at)
            for a in actions]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31 - 1),
    table=st.sampled_from(sorted(TABLES)),
    cut=st.floats(0.0, 1.0),
    standing=st.booleans(),
)
def test_replay_of_any_prefix_is_the_live_table(
    seed: int, table: str, cut: float, standing: bool
) -> None:
    profile = TABLES[table]
    table_settings = TableSettings(fault_rate=0.3, max_coups=3, standing_bettors=standing,
                                   burn=BurnMethod.FIRST_CARD)
    live = TableSession(profile, seed, clock=TickClock(), settings=table_settings)
    play_faulty(live, defaultdict(int), per_kind=1)
    k = round(cut * len(live.actions))
    # the live table after k steps, dealt afresh
    partial = TableSession(profile, seed, clock=TickClock(), settings=table_settings)
    for action in live.actions[:k]:
        partial.apply(action)
    resumed, _clock = resume_session(
        profile_from_json(through_json(profile.to_dict())), seed, live.started,
        stored(live.actions[:k]), settings_from_json(through_json(settings_to_json(
            table_settings))), TickClock(), None)
    assert resumed.state() == partial.state()
    assert resumed.steps == live.steps[:k]
    assert resumed.coup_number == partial.coup_number
    assert resumed.coups == partial.coups


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31 - 1),
    tie_bets=st.sampled_from([TieBets.CHANGE, TieBets.INCREASE_ONLY]),
    chips=st.sampled_from(list(ChipPayout)),
    cut=st.floats(0.0, 1.0),
)
def test_replay_keeps_art_12_answers_and_colour_payouts(
    seed: int, tie_bets: TieBets, chips: ChipPayout, cut: float
) -> None:
    """Tie requests (art. 12) and colour-for-colour payouts are actions with arguments of their
    own: a kept shoe on such a table resumes exactly too."""
    profile = replace(BOX, tie_bets=tie_bets, chip_payout=chips)
    table_settings = TableSettings(max_coups=12, burn=BurnMethod.FIRST_CARD)
    live = TableSession(profile, seed, clock=TickClock(), settings=table_settings)
    play_perfect(live)
    k = round(cut * len(live.actions))
    partial = TableSession(profile, seed, clock=TickClock(), settings=table_settings)
    for action in live.actions[:k]:
        partial.apply(action)
    resumed, _clock = resume_session(
        profile_from_json(through_json(profile.to_dict())), seed, live.started,
        stored(live.actions[:k]), table_settings, TickClock(), None)
    assert resumed.state() == partial.state()
    assert resumed.steps == live.steps[:k]


def test_a_tie_answer_goes_through_json() -> None:
    assert args_from_json(through_json(args_to_json((TieAnswer.ACCEPT,)))) == (TieAnswer.ACCEPT,)


def test_a_resumed_session_records_only_new_steps_and_times_them_from_the_resume() -> None:
    live = TableSession(BOX, 5, clock=TickClock(), settings=TableSettings(max_coups=2))
    play_faulty(live, defaultdict(int), per_kind=1)
    k = len(live.actions) // 2
    seen: list[int] = []
    now = {"t": 50.0}
    session, clock = resume_session(
        BOX, 5, live.started, stored(live.actions[:k]), TableSettings(max_coups=2),
        lambda: now["t"], lambda step: seen.append(step.number))
    assert seen == []  # the replayed steps are stored already
    now["t"] += 2.25  # the trainee thinks for 2.25 s after the resume
    step = session.apply(live.actions[k])
    assert seen == [k + 1] and step.number == k + 1
    assert step.elapsed == pytest.approx(2.25)
    assert clock.last == pytest.approx(live.actions[k - 1].at + 2.25)


def test_replay_clock_hands_out_the_readings_then_goes_on_live() -> None:
    live = iter([1000.0, 1003.0])
    clock = ReplayClock(lambda: next(live), [10.0, 11.5])
    assert (clock(), clock()) == (10.0, 11.5)
    assert clock() == 11.5  # the first live reading goes on from the last one
    assert clock() == 14.5 and clock.last == 14.5


def test_every_kind_of_argument_goes_through_json_exactly() -> None:
    args = (Bet(BetKind.BANKER, Decimal("3630.50"), 7), Hand.BANKER, Outcome.TIE, True, False,
            4, Decimal("181.50"), ((Decimal("1000"), 2), (Decimal("5"), 3)))
    back = args_from_json(through_json(args_to_json(args)))
    assert back == args
    assert str(back[6]) == "181.50"  # the amount as typed, not only an equal number
    assert isinstance(back[3], bool) and isinstance(back[5], int)


@pytest.mark.parametrize("junk", [
    {"i": True}, {"b": 1}, {"d": "lots"}, {"d": 3}, {"bet": ["banker", "100"]},
    {"bet": ["nope", "100", 1]}, {"hand": "dealer"}, {"x": 1}, {"i": 1, "b": True}, [1],
])
def test_junk_records_are_refused(junk: object) -> None:
    with pytest.raises(RecordError):
        arg_from_json(junk)


def test_settings_go_through_json_and_junk_is_refused() -> None:
    table_settings = TableSettings(decks=6, burn=BurnMethod.FIXED if hasattr(
        BurnMethod, "FIXED") else BurnMethod.FIRST_CARD, cut_from_end=14, seats_filled=0.5,
        fault_rate=0.2, fault_kinds=frozenset({FaultKind.OVER_MAX, FaultKind.UNDER_MIN}),
        side_bets=False, awkward=0.0, standing_bettors=True, max_coups=9)
    assert settings_from_json(through_json(settings_to_json(table_settings))) == table_settings
    for junk in ({"decks": "8"}, {"fault_kinds": ["nope"]}, {"colour": "red"}, [],
                 {"burn": "sideways"}):
        with pytest.raises(RecordError):
            settings_from_json(junk)
    with pytest.raises(RecordError):
        profile_from_json({"seats": "many"})
