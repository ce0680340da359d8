"""The chip-breakdown part of a PAYOUT answer: the fewest chips of the table's chip set.

No article of RULES.md fixes how a payout is cut into chips; RULES.md C lists "chip breakdown
of a payout" among what a dealer is examined on, and the house practice is the fewest chips.
The expectations here come from that rule, worked by a breadth-first search written for the
tests (not the engine's dynamic programme), and from hand-worked examples.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.unit.test_drills import make, run
from trainer.baccarat.coup import Coup
from trainer.baccarat.settlement import Bet, BetKind, settle
from trainer.baccarat.table import DEFAULT_PROFILES, CommissionMode, TableRules
from trainer.cards import parse_cards
from trainer.chips import (
    MAX_CHIPS_PER_VALUE,
    ChipCountError,
    parse_chip_count,
    parse_chip_counts,
)
from trainer.drills import (
    BetSpec,
    DrillKind,
    DrillOptions,
    Level,
    PayoutAnswer,
    PayoutPrompt,
    Question,
    answer_from_json,
    answer_to_json,
    expected_answer,
    explain,
    grade_answer,
)
from trainer.errors import TableRulesError
from trainer.money import Rounding

D = Decimal


def fewest_by_search(amount: Decimal, chips: tuple[Decimal, ...]) -> int | None:
    """The fewest chips summing to ``amount``: breadth-first over "amount still to pay", one
    chip per layer, so the first layer that reaches 0 is the fewest. None if unpayable."""
    if amount == 0:
        return 0
    frontier, seen, layer = {amount}, {amount}, 0
    while frontier:
        layer += 1
        nxt = set()
        for rest in frontier:
            for chip in chips:
                left = rest - chip
                if left == 0:
                    return layer
                if left > 0 and left not in seen:
                    seen.add(left)
                    nxt.add(left)
        frontier = nxt
    return None


def school_table(**changes) -> TableRules:
    """A school's own HK$500 table with 25-dollar chips (the instructor's example)."""
    fields = dict(
        name="School HK$500", minimum=D(500), maximum=D(50000), no_commission=True,
        chips=(D(25), D(100), D(500), D(1000), D(5000)), smallest_unit=D(25),
    )
    fields.update(changes)
    return TableRules(**fields)


def line_question(table: TableRules, player: str, banker: str,
                  bets: list[tuple[int, str, int]], seat: int, kind: str) -> Question:
    """The step of a hand-made deal at ``table`` that settles ``seat``'s ``kind`` bet."""
    specs = tuple(BetSpec(s, k, D(a)) for s, k, a in bets)
    coup = Coup(parse_cards(player), parse_cards(banker))
    engine = [Bet(BetKind(s.kind), s.amount, s.seat) for s in specs]
    lines = settle(coup, engine, table).lines
    order = tuple(engine.index(line.bet) for line in lines)
    stored = None if DEFAULT_PROFILES.get(table.name) == table else table
    for i, line in enumerate(lines):
        if (line.bet.seat, line.bet.kind.value) == (seat, kind):
            return Question(DrillKind.PAYOUT, Level.ALL, 0, "payout:x",
                            PayoutPrompt(table.name, coup.player, coup.banker, specs, i, order,
                                         True, stored), step=i, steps=len(lines))
    raise AssertionError("no such bet")


# ---- hand-worked examples ------------------------------------------------------------------


def test_half_payout_on_the_school_table_in_25_dollar_chips():
    # No-commission table (art. 18 (2)): Banker 500 wins with 6 -> pay 250 = 100 x2 + 25 x2.
    table = school_table()
    q = line_question(table, "KS 2H AS", "3D 3C", [(1, "banker", 500)], 1, "banker")
    expected = expected_answer(q)
    assert expected == PayoutAnswer(D(250), None, ((D(100), 2), (D(25), 2)))
    assert fewest_by_search(D(250), table.chips) == 4
    right = grade_answer(q, PayoutAnswer(D(250), None, ((D(100), 2), (D(25), 2))))
    assert right.correct
    assert "fewest chips: 2 × 100 + 2 × 25 (house practice, no article)" in explain(right)
    # Ten 25s pay the right amount, but not in the fewest chips.
    slow = grade_answer(q, PayoutAnswer(D(250), None, ((D(25), 10),)))
    assert not slow.correct
    assert [d["part"] for d in slow.details_with("wrong_part")] == ["chips"]
    # Its own grade (issue 12, point 3): the amount is right, the chips are not the fewest.
    assert "Right amount, not the fewest chips" in explain(slow)
    assert "10 chips (10 × 25) where 4 pay it" in explain(slow)


def test_banker_3000_deducted_on_mass_1000():
    # 3,000 wins, 150 deducted: pay 2,850 = 1,000 x2 + 500 + 100 x3 + 50 (7 chips).
    table = DEFAULT_PROFILES["mass-1000"]
    q = line_question(table, "KS 6H", "9D KC", [(3, "banker", 3000)], 3, "banker")
    assert q.prompt.table is None  # a shipped table travels by name
    fewest = ((D(1000), 2), (D(500), 1), (D(100), 3), (D(50), 1))
    assert expected_answer(q) == PayoutAnswer(D(2850), D(150), fewest)
    assert fewest_by_search(D(2850), table.chips) == 7
    assert grade_answer(q, PayoutAnswer(D(2850), D(150), fewest)).correct
    # Order of the typed chips does not matter, only which and how many.
    assert grade_answer(q, PayoutAnswer(D(2850), D(150), tuple(reversed(fewest)))).correct


def test_equally_short_breakdowns_are_both_right():
    # Chips 25/50/75: 100 is 75 + 25 or 50 + 50, two chips either way. No-commission: with
    # 5% taken, 5 of a HK$100 minimum is no whole HK$25 chip (art. 18 (1), review finding 6).
    table = school_table(name="odd chips", no_commission=True, minimum=D(100),
                         maximum=D(10000), chips=(D(25), D(50), D(75)))
    # Player 6 stands; Banker 4 draws an ace: 5. Player wins and is paid 100.
    q = line_question(table, "KS 6H", "2D 2C AS", [(2, "player", 100)], 2, "player")
    assert fewest_by_search(D(100), table.chips) == 2
    assert grade_answer(q, PayoutAnswer(D(100), None, ((D(75), 1), (D(25), 1)))).correct
    assert grade_answer(q, PayoutAnswer(D(100), None, ((D(50), 2),))).correct
    assert not grade_answer(q, PayoutAnswer(D(100), None, ((D(25), 4),))).correct


@pytest.mark.parametrize(("chips", "why"), [
    (((D(100), 2), (D(20), 2), (D(10), 1)), "a 20 and a 10 are not chips of this table"),
    (((D(100), 3),), "300 is not the 250 paid"),
    (((D(100), 2),), "200 is not the 250 paid"),
    (((D(100), 2), (D(25), 2), (D(25), 0)), "a zero count is not a chip"),
    (((D(100), 3), (D(25), -2)), "a negative count is not a chip"),
])
def test_breakdowns_breaking_the_rule_are_wrong(chips, why):
    q = line_question(school_table(), "KS 2H AS", "3D 3C", [(1, "banker", 500)], 1, "banker")
    grade = grade_answer(q, PayoutAnswer(D(250), None, chips))
    assert not grade.correct, why
    assert [d["part"] for d in grade.details_with("wrong_part")] == ["chips"]


def test_chips_are_for_the_right_payout_not_a_wrong_one():
    # Paying 3,000 in the fewest chips (3 x 1,000) does not save a wrong payout: the chips
    # the dealer cuts are for the 2,850 due.
    q = line_question(DEFAULT_PROFILES["mass-1000"], "KS 6H", "9D KC",
                      [(3, "banker", 3000)], 3, "banker")
    grade = grade_answer(q, PayoutAnswer(D(3000), D(150), ((D(1000), 3),)))
    assert {d["part"] for d in grade.details_with("wrong_part")} == {"paid", "chips"}


def test_nothing_paid_needs_no_chips():
    q = line_question(DEFAULT_PROFILES["mass-1000"], "KS 6H", "9D KC",
                      [(3, "banker", 3000), (5, "player", 2000)], 5, "player")
    assert expected_answer(q) == PayoutAnswer(D(0))
    grade = grade_answer(q, PayoutAnswer(D(0)))
    assert grade.correct and grade.detail("chips_fewest") is None


def test_an_exact_commission_no_chip_can_pay_is_refused():
    # Kept exact, 5% of a 250 minimum is 12.50, which no chip set of whole dollars can pay:
    # the profile is refused (art. 18 (1)) instead of asking for a payout of 2,137.50.
    with pytest.raises(TableRulesError) as err:
        school_table(name="exact", no_commission=False, rounding=Rounding.EXACT,
                     minimum=D(250), maximum=D(25000), banker_multiple_of_minimum=True)
    assert err.value.code == "commission_not_payable"


def test_commission_box_breaks_down_the_full_payout():
    # A mark table pays the winnings in full (5% marked in the box): 6,000 = 5,000 + 1,000.
    table = DEFAULT_PROFILES["commission-box-2000"]
    assert table.commission_mode is CommissionMode.MARK
    q = line_question(table, "KS 6H", "9D KC", [(1, "banker", 6000)], 1, "banker")
    assert expected_answer(q) == PayoutAnswer(D(6000), D(300), ((D(5000), 1), (D(1000), 1)))


# ---- every payout of a session against the search ---------------------------------------------


@pytest.mark.parametrize("profile", sorted(DEFAULT_PROFILES))
def test_session_chips_are_the_fewest_by_search(profile):
    options = DrillOptions(profile=profile, ask_chips=True)
    session, recorder, clock = make(DrillKind.PAYOUT, Level.HARD, question_limit=12,
                                    options=options)
    questions, grades = run(session, recorder, clock, expected_answer)
    assert all(g.correct for g in grades)
    assert recorder.recorded_before_return == [True] * len(questions)
    table = DEFAULT_PROFILES[profile]
    paid_lines = 0
    for q, g, item in zip(questions, grades, recorder.items, strict=True):
        assert q.prompt.ask_chips
        expected = g.expected
        if expected.paid == 0:
            assert expected.chips is None
            continue
        paid_lines += 1
        assert expected.chips is not None
        assert sum(v * n for v, n in expected.chips) == expected.paid
        assert {v for v, _ in expected.chips} <= set(table.chips)
        assert sum(n for _, n in expected.chips) == fewest_by_search(expected.paid, table.chips)
        # The chips are stored with the answer, as values.
        assert answer_from_json(DrillKind.PAYOUT, answer_to_json(item.answer)) == expected
    assert paid_lines >= 5


# ---- reading typed counts ---------------------------------------------------------------------


@pytest.mark.parametrize(("text", "count"), [
    ("3", 3), (" 12 ", 12), ("", 0), ("   ", 0), ("0", 0), ("３", 3), ("１２", 12),
    (str(MAX_CHIPS_PER_VALUE), MAX_CHIPS_PER_VALUE),
])
def test_chip_counts_read(text, count):
    assert parse_chip_count(text, D(100)) == count


@pytest.mark.parametrize(("text", "reason"), [
    ("2a", "not_a_count"), ("x", "not_a_count"), ("1.5", "not_a_count"), ("1,0", "not_a_count"),
    ("--2", "not_a_count"), ("1e3", "not_a_count"), ("+2", "not_a_count"), ("-1", "negative"),
    (str(MAX_CHIPS_PER_VALUE + 1), "too_many"),
])
def test_junk_chip_counts_are_refused(text, reason):
    with pytest.raises(ChipCountError) as caught:
        parse_chip_count(text, D(500))
    assert caught.value.reason == reason and caught.value.chip == D(500)


def test_count_limit_derives_from_the_payout():
    """Finding 7: HK$950,000 paid in HK$100 chips needs 9,500 of them; with the payout given
    that count is read, one more than the whole payout in that chip is still a slip."""
    fields = [(D(100), "9500"), (D(5), "")]
    assert parse_chip_counts(fields, D(950000)) == ((D(100), 9500),)
    with pytest.raises(ChipCountError) as caught:
        parse_chip_counts(fields)  # no payout given: the 999 of a typing slip
    assert caught.value.reason == "too_many"
    with pytest.raises(ChipCountError) as caught:
        parse_chip_counts([(D(100), "9501")], D(950000))
    assert caught.value.reason == "too_many" and caught.value.chip == D(100)
    assert parse_chip_counts([(D(500), "999")], D(100)) == ((D(500), 999),)


def test_counts_become_a_breakdown_largest_first():
    fields = [(D(25), "2"), (D(100), ""), (D(1000), "1"), (D(500), "0")]
    assert parse_chip_counts(fields) == ((D(1000), 1), (D(25), 2))
    with pytest.raises(ChipCountError) as caught:
        parse_chip_counts([(D(25), ""), (D(100), "0")])
    assert caught.value.reason == "no_chips" and caught.value.chip is None
    with pytest.raises(ChipCountError) as caught:
        parse_chip_counts([(D(25), "1"), (D(100), "1o")])
    assert caught.value.chip == D(100)


def test_the_chip_row_takes_its_count_limit_from_the_payout():
    """The payout panel reads chips from one row (issue 12, point 3) with the limit of review
    finding 7: 9,500 x HK$100 pays HK$950,000; without the payout 9,500 is a typing slip."""
    from trainer.chips import parse_chip_row

    chips = (D(5), D(100))
    assert parse_chip_row("9500x100", chips, D(950000)) == ((D(100), 9500),)
    with pytest.raises(ChipCountError) as caught:
        parse_chip_row("9500x100", chips)
    assert caught.value.reason == "too_many"
    with pytest.raises(ChipCountError) as caught:
        parse_chip_row("9501x100", chips, D(950000))
    assert caught.value.reason == "too_many" and caught.value.chip == D(100)
