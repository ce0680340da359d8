"""A pushed bet's withdrawal after a tie where art. 14 binds (table flow 4).

Art. 12 lets the bettor cancel a bet a tie left on the layout, or change it with or without a
reduction; art. 14 limits only the difference the house accepts. So the stake is returned
even when the layout without it is over the Banker/Player difference limit, and the bet that
then exceeds the limit is the one the dealer refuses (art. 14). A shoe of flow 3, when such a
withdrawal was refused, replays exactly as it was graded (fixture recorded before the
change)."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

from tests.support.table_script import act, right_action
from trainer.articles import bac
from trainer.baccarat.settlement import Bet, BetKind, RefusalReason
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.table import Phase, TableSession, TableSettings
from trainer.table.personas import FaultKind, TieChange, engine_refusal
from trainer.table.record import action_from_json, settings_from_json
from trainer.table.refusals import grants_reduction
from trainer.table.session import FLOW_VERSION, TIE_WITHDRAW_FROM, TieAnswer, TieRequest

TIGHT = replace(DEFAULT_PROFILES["mass-1000-tie-change"], name="mass-1000-tie-change-tight",
                max_banker_player_difference=Decimal(2000))
"""The shipped art. 12 "change" table with a tight art. 14 limit (HK$2,000)."""
SEED = 549872876
WITHDRAWAL = TieRequest(Bet(BetKind.PLAYER, Decimal(1000), 4), TieChange.WITHDRAW, None)
FLOW3 = json.loads((Path(__file__).parent.parent / "fixtures" / "table_flow3_tie_withdraw.json")
                   .read_text("utf-8"))


def _clock():  # type: ignore[no-untyped-def]
    ticks = itertools.count(1)
    return lambda: float(next(ticks))


def _at_the_withdrawal(flow: int = FLOW_VERSION) -> tuple[TableSession, TieRequest]:
    """Deal right until coup 34, where seat 4 asks to withdraw its pushed Player 1,000."""
    session = TableSession(TIGHT, SEED, _clock(), settings=TableSettings(flow=flow))
    while True:
        state = session.state()
        if state.phase is Phase.BETS and state.coup == 34 and state.ties and (
                state.ties[0] == WITHDRAWAL):
            return session, state.ties[0]
        act(session, *right_action(session))
        assert state.coup <= 34


def test_flow_4_grants_reductions() -> None:
    assert FLOW_VERSION >= TIE_WITHDRAW_FROM == 4 and TableSettings().flow == FLOW_VERSION


def test_the_reproducer_without_the_bet_is_over_art_14() -> None:
    session, request = _at_the_withdrawal()
    rest = [b for b in session.state().layout if b != request.bet]
    assert engine_refusal(rest, TIGHT) is RefusalReason.DIFFERENCE_OVER_LIMIT
    assert engine_refusal(session.state().layout, TIGHT) is None


def test_a_right_dealer_returns_the_stake_then_refuses_the_bet_over_the_limit() -> None:
    session, request = _at_the_withdrawal()
    assert session.tie_answer(request) == (TieAnswer.RETURN, "withdraw")
    step = session.answer_tie(request.bet, TieAnswer.RETURN)
    assert step.right and step.expected == "return" and step.article == bac(12)
    layout = session.state().layout
    assert request.bet not in layout
    # The engine holds back the last bet of the larger side: that one is now faulty.
    name, args = right_action(session)  # the script, from the state shown alone
    assert name == "refuse"
    over = args[0]
    assert isinstance(over, Bet) and over.kind is BetKind.BANKER
    assert engine_refusal([b for b in layout if b != over], TIGHT) is None
    refused = session.refuse(over)
    assert refused.right and refused.cell == f"fault:{FaultKind.DIFFERENCE.value}"
    assert refused.article == bac(14)
    while session.state().phase is Phase.BETS:
        assert act(session, *right_action(session)).right  # type: ignore[attr-defined]


def test_a_wrong_dealer_who_refuses_the_withdrawal_is_graded_wrong_with_art_12() -> None:
    session, request = _at_the_withdrawal()
    step = session.answer_tie(request.bet, TieAnswer.REFUSE)
    assert not step.right and step.expected == "return" and step.article == bac(12)
    assert request.bet in session.state().layout  # a wrong step changes nothing


def test_a_wrong_dealer_who_calls_no_more_bets_over_the_limit_is_graded_wrong_with_art_14(
) -> None:
    session, request = _at_the_withdrawal()
    session.answer_tie(request.bet, TieAnswer.RETURN)
    over = right_action(session)[1][0]
    while session.next_right()[0] == "answer_tie":  # the coup's other requests
        assert act(session, *session.next_right()).right  # type: ignore[attr-defined]
    step = session.accept_bets()
    assert not step.right and step.cell == "fault:difference" and step.article == bac(14)
    assert step.bet == over and session.phase is Phase.BETS


def test_a_reduction_refused_only_by_art_14_is_granted() -> None:
    for change in TieChange:
        for reason in (*RefusalReason, None):
            granted = grants_reduction(change, reason)
            assert granted == (change in (TieChange.WITHDRAW, TieChange.DECREASE)
                               and reason is RefusalReason.DIFFERENCE_OVER_LIMIT)


def test_a_shoe_of_flow_3_replays_as_it_was_graded() -> None:
    settings = settings_from_json(FLOW3["settings"])
    assert settings.flow == 3
    profile = TableRules.from_dict(FLOW3["profile"])
    again = TableSession.replay(
        profile, FLOW3["seed"], [action_from_json(a, a["at"]) for a in FLOW3["actions"]],
        FLOW3["started"], settings)
    assert [[s.cell, s.right, s.expected] for s in again.steps] == FLOW3["steps"]
    refused = [s for s in again.steps if s.expected == "refuse:difference_over_limit"]
    assert [s.right for s in refused] == [False, True]  # "return" wrong, then "refuse" right
    assert again.finished


def test_under_flow_3_the_withdrawal_is_still_refused() -> None:
    session, request = _at_the_withdrawal(flow=3)
    assert session.tie_answer(request) == (TieAnswer.REFUSE, "difference_over_limit")
