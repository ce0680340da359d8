"""The issue's own reproducer as near as it was found: seed 549872876, seat 5 withdraws its
pushed Player 100 at a tight art. 14 limit. Coup 18 was not reached on any table searched
(25,488 deals: every shipped table with its minimum at HK$100, the school tables of the odd
profiles test, limits from one to twenty minimums, each level's settings and a grid of seats,
faults, side bets, awkward amounts, standing bettors and decks, flows 1 to 4, on today's code
and on the code of the issue's time); it comes at coup 13 of a HK$100 table whose difference
limit is its minimum. Under flow 3 the withdrawal was refused (the old grading, kept for shoes
recorded then); today the stake is returned (art. 12) and the Banker bet then over the limit
refused (art. 14)."""

from __future__ import annotations

import itertools
from dataclasses import replace
from decimal import Decimal

from tests.support.table_script import act, right_action
from trainer.articles import bac
from trainer.baccarat.settlement import Bet, BetKind, RefusalReason
from trainer.baccarat.table import TableRules, TieBets
from trainer.table import Phase, TableSession, TableSettings
from trainer.table.personas import TieChange, engine_refusal
from trainer.table.session import FLOW_VERSION, TieAnswer, TieRequest

TIGHT_100 = TableRules(name="difference = minimum, tie: may change", minimum=Decimal(100),
                       maximum=Decimal(10000), max_banker_player_difference=Decimal(100),
                       tie_bets=TieBets.CHANGE)
"""The odd-profiles test's "difference = minimum" table (HK$100 to 10,000, an art. 14 limit of
HK$100), with the art. 12 "change" option."""
SEED = 549872876
SETTINGS = TableSettings(decks=6, seats_filled=0.7, fault_rate=0.0, side_bets=False)
WITHDRAWAL = TieRequest(Bet(BetKind.PLAYER, Decimal(100), 5), TieChange.WITHDRAW, None)


def _at_the_withdrawal(flow: int = FLOW_VERSION) -> tuple[TableSession, TieRequest]:
    """Deal right until coup 13, where seat 5 asks to withdraw its pushed Player 100."""
    ticks = itertools.count(1)
    session = TableSession(TIGHT_100, SEED, lambda: float(next(ticks)),
                           settings=replace(SETTINGS, flow=flow))
    while True:
        state = session.state()
        if state.phase is Phase.BETS and state.coup == 13 and state.ties and (
                state.ties[0] == WITHDRAWAL):
            return session, state.ties[0]
        assert state.coup <= 13
        act(session, *right_action(session))


def test_without_the_withdrawn_bet_the_layout_is_over_art_14() -> None:
    session, request = _at_the_withdrawal()
    rest = [b for b in session.state().layout if b != request.bet]
    assert engine_refusal(rest, TIGHT_100) is RefusalReason.DIFFERENCE_OVER_LIMIT


def test_a_right_dealer_returns_the_stake_then_refuses_the_banker_bet_over_the_limit() -> None:
    session, request = _at_the_withdrawal()
    step = session.answer_tie(request.bet, TieAnswer.RETURN)
    assert step.right and step.expected == "return" and step.article == bac(12)
    name, args = right_action(session)
    assert name == "refuse"
    (over,) = args
    assert isinstance(over, Bet) and over.kind is BetKind.BANKER
    refused = session.refuse(over)
    assert refused.right and refused.cell == "fault:difference" and refused.article == bac(14)


def test_a_wrong_dealer_who_refuses_the_withdrawal_is_graded_wrong_with_art_12() -> None:
    session, request = _at_the_withdrawal()
    step = session.answer_tie(request.bet, TieAnswer.REFUSE)
    assert not step.right and step.expected == "return" and step.article == bac(12)


def test_under_flow_3_the_withdrawal_is_refused_as_it_was_graded() -> None:
    session, request = _at_the_withdrawal(flow=3)
    assert session.tie_answer(request) == (TieAnswer.REFUSE, "difference_over_limit")
    step = session.answer_tie(request.bet, TieAnswer.RETURN)
    assert not step.right and step.expected == "refuse:difference_over_limit"
