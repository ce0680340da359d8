"""PAYOUT at the school's own table profiles: offered next to the shipped ones, the bets within
that table's limits, and graded by its commission rule, also after a JSON round trip.

Expected payouts are written from RULES.md arts. 12, 17 and 18 here, not taken from the
settlement engine.
"""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from tests.support.side_bets import old_sides
from tests.unit.test_drills import make, run
from tests.unit.test_drills_chips import fewest_by_search, school_table
from trainer.baccarat.bets import BetKind
from trainer.baccarat.coup import Coup
from trainer.baccarat.table import DEFAULT_PROFILES, CommissionMode
from trainer.drills import (
    DrillKind,
    DrillOptions,
    Level,
    PayoutAnswer,
    Question,
    cells_for,
    expected_answer,
    generate_deal,
    grade_answer,
    question_for_cell,
)
from trainer.drills import payout as payout_drill
from trainer.drills.cell import Cell
from trainer.errors import BetRefused

D = Decimal


def rules_md_paid(coup: Coup, kind: str, amount: Decimal, table) -> tuple[Decimal, Decimal | None]:
    """(paid, commission) from RULES.md arts. 12, 17, 18 for a table's commission settings."""
    p, b = coup.player_total, coup.banker_total
    winner = "player" if p > b else "banker" if b > p else "tie"
    if kind in ("player", "banker"):
        if winner != kind:
            return D(0), None  # lost (taken), or a push on a tie (art. 12): nothing paid
        if kind == "player":
            return amount, None
        if table.no_commission:  # art. 18 (2): no commission, a 6 pays 1:2
            return (amount / 2 if b == 6 else amount), None
        commission = amount * table.commission_rate
        if table.commission_mode is CommissionMode.MARK:
            return amount, commission
        return amount - commission, commission
    if kind == "tie":
        return (amount * 8 if winner == "tie" else D(0)), None
    hand = coup.player if kind == "player_pair" else coup.banker
    if kind in ("player_pair", "banker_pair"):
        return (amount * 11 if hand[0].rank == hand[1].rank else D(0)), None
    if winner == "banker" and b == 6:
        return amount * (12 if len(coup.banker) == 2 else 20), None
    return D(0), None


def within_limits(q: Question, table) -> None:
    """Every bet on the layout respects ``table``: chip unit, limits, the house note."""
    limits = {
        "player": (table.minimum, table.maximum), "banker": (table.minimum, table.maximum),
        "tie": table.limits(BetKind.TIE),
        "player_pair": table.limits(BetKind.PLAYER_PAIR),
        "banker_pair": table.limits(BetKind.BANKER_PAIR),
        "lucky_6": table.limits(BetKind.LUCKY_6),
    }
    for bet in q.prompt.bets:
        low, high = limits[bet.kind]
        assert low <= bet.amount <= high, (bet, low, high)
        assert bet.amount % table.smallest_unit == 0, bet
        if bet.kind == "banker" and table.banker_multiple_of_minimum:
            assert bet.amount % table.minimum == 0, bet
        if bet.kind == "lucky_6":
            assert table.offers(BetKind.LUCKY_6)


def test_school_table_session_bets_and_grading_follow_its_rules():
    school = school_table()
    options = DrillOptions(profile=school.name, tables=(school,), ask_chips=True)
    session, recorder, clock = make(DrillKind.PAYOUT, Level.HARD, question_limit=30,
                                    options=options)
    questions, grades = run(session, recorder, clock, expected_answer)
    assert all(g.correct for g in grades) and len(recorder.items) == len(questions)
    banker_wins = 0
    for q, g in zip(questions, grades, strict=True):
        prompt = q.prompt
        assert prompt.profile == school.name and prompt.table == school and prompt.rules == school
        within_limits(q, school)
        coup = Coup(prompt.player, prompt.banker)
        paid, commission = rules_md_paid(coup, prompt.bet.kind, prompt.bet.amount, school)
        assert (g.expected.paid, g.expected.commission) == (paid, commission), q
        if paid:
            assert sum(n for _, n in g.expected.chips) == fewest_by_search(paid, school.chips)
        if prompt.bet.kind == "banker" and paid:
            banker_wins += 1
            # Dealt as at a commission table, the answer is wrong here.
            deducted = PayoutAnswer(prompt.bet.amount * D("0.95"), prompt.bet.amount * D("0.05"),
                                    g.expected.chips)
            assert not grade_answer(q, deducted).correct
    assert banker_wins >= 3


def test_the_stored_question_carries_the_school_rules():
    school = school_table()
    deal = generate_deal(DrillKind.PAYOUT, Level.ALL, 8,
                         DrillOptions(profile=school.name, tables=(school,)))
    for q in deal:
        data = json.loads(q.to_json())
        assert data["prompt"]["table"]["no_commission"] is True
        again = Question.from_json(q.to_json())
        assert again == q and again.prompt.rules == school
        # Graded without any options: the question alone says which table it was.
        assert expected_answer(again) == expected_answer(q)
    shipped = generate_deal(DrillKind.PAYOUT, Level.ALL, 8, DrillOptions(profile="mass-300"))
    assert all("table" not in json.loads(q.to_json())["prompt"] for q in shipped)


def test_a_school_profile_replaces_a_shipped_one_of_the_same_name():
    # The school's "mass-300" is a no-commission table: Banker wins pay no commission.
    mine = school_table(name="mass-300", minimum=D(300), maximum=D(30000),
                        chips=DEFAULT_PROFILES["mass-300"].chips, smallest_unit=D(5))
    options = DrillOptions(profile="mass-300", tables=(mine,))
    deal = question_for_cell(DrillKind.PAYOUT, Cell.parse("payout:banker:win"), 3, options)
    step = next(q for q in deal if q.cell == Cell.parse("payout:banker:win"))
    assert step.prompt.table == mine
    assert expected_answer(step).commission is None
    assert expected_answer(step).paid in (step.prompt.bet.amount, step.prompt.bet.amount / 2)
    # The shipped mass-300 takes 5% on the same kind of line.
    win = Cell.parse("payout:banker:win")
    shipped = next(q for q in question_for_cell(DrillKind.PAYOUT, win, 3,
                                                DrillOptions(profile="mass-300"))
                   if q.cell == win)
    assert shipped.prompt.table is None
    assert expected_answer(shipped).commission == shipped.prompt.bet.amount * D("0.05")


def test_any_table_mixes_the_school_tables_with_the_shipped_ones():
    school = school_table()
    options = DrillOptions(tables=(school,))
    names = {q.prompt.profile
             for seed in range(60)
             for q in generate_deal(DrillKind.PAYOUT, Level.ALL, seed, options)}
    assert school.name in names and len(names & set(DEFAULT_PROFILES)) >= 3
    assert set(payout_drill.profiles_for(options)) == {*DEFAULT_PROFILES, school.name}


def test_cells_follow_the_chosen_table():
    plain = school_table()
    assert Cell.parse("payout:lucky_6:win") not in cells_for(
        DrillKind.PAYOUT, DrillOptions(profile=plain.name, tables=(plain,)))
    lucky = school_table(name="lucky",
                         side_bets=old_sides(
                             lucky6_enabled=True, lucky6_minimum=D(100), lucky6_maximum=D(1000)))
    options = DrillOptions(profile="lucky", tables=(lucky,))
    assert Cell.parse("payout:lucky_6:win") in cells_for(DrillKind.PAYOUT, options)
    deal = question_for_cell(DrillKind.PAYOUT, Cell.parse("payout:lucky_6:win"), 5, options)
    assert Cell.parse("payout:lucky_6:win") in {q.cell for q in deal}
    for q in deal:
        within_limits(q, lucky)


def test_an_unknown_profile_is_refused():
    with pytest.raises(KeyError):
        generate_deal(DrillKind.PAYOUT, Level.ALL, 1, DrillOptions(profile="no such table"))


def test_a_table_that_admits_no_deal_says_so(monkeypatch):
    def refuse(bets, table):
        raise BetRefused("difference_over_limit", "always over the limit")

    monkeypatch.setattr(payout_drill, "validate_bets", refuse)
    with pytest.raises(payout_drill.NoLegalDeal) as caught:
        generate_deal(DrillKind.PAYOUT, Level.ALL, 1, DrillOptions(profile="mass-300"))
    assert caught.value.profile == "mass-300"
