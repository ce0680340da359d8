"""The shipped tables with art. 12 options: a table where a bet left by a tie may be kept,
withdrawn or changed, and the SJM increase-only table, so a trainee meets both without an
instructor editing a profile. They are shipped after the first eight, so no seeded choice
made before them (a drill's "any table", an exam's draw, a kept shoe) changes.
"""

from __future__ import annotations

from tests.support.table_script import act
from tests.unit.test_table_house_rules import TickClock, _play_ties
from trainer.articles import bac
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules, TieBets
from trainer.drills.payout import ANY_TABLE_SHIPPED
from trainer.table import TableSession, TableSettings
from trainer.table.session import TieAnswer

CHANGE = DEFAULT_PROFILES["mass-1000-tie-change"]
SJM = DEFAULT_PROFILES["sjm-mass-500"]
BEFORE = ("mass-300", "mass-1000", "premium-5000", "no-commission-500", "commission-box-2000",
          "colour-for-colour-2000", "mass-500-8-seats", "mass-1000-9-seats")


def test_two_shipped_tables_carry_the_art_12_options() -> None:
    assert CHANGE.tie_bets is TieBets.CHANGE and SJM.tie_bets is TieBets.INCREASE_ONLY
    for table in (CHANGE, SJM):
        assert TableRules.from_dict(table.to_dict()) == table  # checked, stored, read
        assert table.max_banker_player_difference is None  # the tie answers bind no art. 14
    tie_tables = [t.name for t in DEFAULT_PROFILES.values() if t.tie_bets is not TieBets.PUSH_ONLY]
    assert set(tie_tables) == {CHANGE.name, SJM.name}


def test_the_tables_shipped_before_keep_their_place_and_rules() -> None:
    # New tables come after the old ones: the old list's order, and a drill's "any table"
    # (the first five), are unchanged, so a seed draws what it drew before.
    assert tuple(DEFAULT_PROFILES)[:len(BEFORE)] == BEFORE
    assert set(BEFORE[:5]) == ANY_TABLE_SHIPPED
    assert all(DEFAULT_PROFILES[n].tie_bets is TieBets.PUSH_ONLY for n in BEFORE)


def test_the_change_table_returns_a_withdrawn_stake_and_accepts_a_change() -> None:
    seen: list[str] = []
    for seed in range(3):
        _, more = _play_ties(CHANGE, seed, 60)
        seen += more
    assert "withdraw:return" in seen and "switch:accept" in seen and "increase:accept" in seen


def test_the_sjm_table_refuses_all_but_an_increase_and_a_wrong_answer_cites_art_12() -> None:
    seen: list[str] = []
    for seed in range(3):
        _, more = _play_ties(SJM, seed, 60)  # every wrong answer checked, cited art. 12
        seen += more
    assert "withdraw:refuse" in seen and "increase:accept" in seen
    assert not any(s.endswith(":return") for s in seen)
    # a scripted wrong dealer returns a withdrawn stake at the SJM table
    session = TableSession(SJM, 0, TickClock(), settings=TableSettings(seats_filled=0.9))
    while True:
        state = session.state()
        requests = [r for r in state.ties if r.wanted is None]
        if requests:
            break
        act(session, *session.next_right())
    assert session.tie_answer(requests[0]) == (TieAnswer.REFUSE, "increase_only")
    step = session.answer_tie(requests[0].bet, TieAnswer.RETURN)
    assert not step.right and step.article == bac(12) and step.cell == "tie:withdraw"

