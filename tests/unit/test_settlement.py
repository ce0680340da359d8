"""Settlement: RULES.md A worked examples, arts. 12, 17, 18, dealer's order, commission box."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.side_bets import old_sides
from trainer.articles import bac
from trainer.baccarat.coup import Coup, Outcome, play_coup
from trainer.baccarat.settlement import (
    Bet,
    BetKind,
    BetResult,
    BetSettlement,
    CommissionBox,
    RefusalReason,
    Settlement,
    bet_limits,
    settle,
    validate_bets,
)
from trainer.baccarat.table import DEFAULT_PROFILES, CommissionMode, TableRules
from trainer.cards import Card, full_deck, parse_cards
from trainer.errors import BetRefused, DealError, TableRulesError
from trainer.money import Rounding

D = Decimal
Z = Decimal(0)
MASS = DEFAULT_PROFILES["mass-300"]
MID = DEFAULT_PROFILES["mass-1000"]
NO_COMMISSION = DEFAULT_PROFILES["no-commission-500"]
BOX = DEFAULT_PROFILES["commission-box-2000"]
# A HK$500 table with HK$5 chips: 2,500 is a legal Banker bet there and 125 is payable.
FIVE_HUNDRED = replace(MASS, name="test-500", minimum=D(500), maximum=D(50000))


def coup(cards: str) -> Coup:
    return play_coup(parse_cards(cards))


# Dealing order P, B, P, B, then third cards (art. 7); each checked against art. 9 by hand.
BANKER_NATURAL_9 = coup("2S 9H 3D KC")
"""P 2+3 = 5, B 9+K = 9: a Banker natural, nobody draws (art. 9 (2)). Banker 9-5."""
BANKER_SIX_TWO_CARDS = coup("KS 2H 4D 4C KH")
"""P K+4 = 4 draws a K (9 (1)) -> 4; B 2+4 = 6 stands on a third card 0 (9 (4)(4)). 6-4."""
BANKER_SIX_THREE_CARDS = coup("KS AH QD 2C 5S 3H")
"""P K+Q = 0 draws a 5 -> 5; B A+2 = 3 draws on a 5 (9 (3)(2)), a 3 -> 6. Banker 6-5."""
BANKER_SEVEN = coup("KS 3H 4D 4C KH")
"""P K+4 = 4 draws a K -> 4; B 3+4 = 7 stands (9 (4)(5)). Banker 7-4."""
TIE_NINES = coup("9S 9H KD KC")
"""P 9+K = 9, B 9+K = 9: both natural, a tie (art. 12)."""
PLAYER_PAIR_NATURAL = coup("4S 2H 4D 5C")
"""P 4+4 = 8 natural (a Player Pair), B 2+5 = 7: Player wins 8-7."""


def test_example_coups_are_as_described() -> None:
    assert (BANKER_NATURAL_9.outcome, BANKER_NATURAL_9.banker_total) == (Outcome.BANKER, 9)
    assert BANKER_SIX_TWO_CARDS.banker_wins_with_six and len(BANKER_SIX_TWO_CARDS.banker) == 2
    assert BANKER_SIX_THREE_CARDS.banker_wins_with_six
    assert len(BANKER_SIX_THREE_CARDS.banker) == 3
    assert (BANKER_SEVEN.outcome, BANKER_SEVEN.banker_total) == (Outcome.BANKER, 7)
    assert TIE_NINES.outcome is Outcome.TIE
    assert PLAYER_PAIR_NATURAL.outcome is Outcome.PLAYER and PLAYER_PAIR_NATURAL.player_pair
    for c in (
        BANKER_NATURAL_9,
        BANKER_SIX_TWO_CARDS,
        BANKER_SIX_THREE_CARDS,
        BANKER_SEVEN,
        TIE_NINES,
        PLAYER_PAIR_NATURAL,
    ):
        assert c.is_legal()
        assert not c.banker_pair
    assert not BANKER_NATURAL_9.player_pair


def one(c: Coup, bet: Bet, table: TableRules) -> BetSettlement:
    (line,) = settle(c, [bet], table).lines
    return line


# ---- RULES.md A worked examples ---------------------------------------------------------


def test_banker_3000_wins_commission_150_pays_2850() -> None:
    line = one(BANKER_NATURAL_9, Bet(BetKind.BANKER, D(3000)), MASS)
    assert line.result is BetResult.WIN
    assert (line.odds, line.winnings, line.commission) == ("1:1", D(3000), D(150))
    assert (line.paid, line.returned, line.marked, line.taken) == (D(2850), D(3000), Z, Z)
    assert line.article == bac(18, 1)


def test_banker_2500_wins_commission_125_pays_2375() -> None:
    line = one(BANKER_NATURAL_9, Bet(BetKind.BANKER, D(2500)), FIVE_HUNDRED)
    assert (line.commission, line.paid) == (D(125), D(2375))


def test_stake_1000_deducted_pays_950() -> None:
    assert MID.commission_mode is CommissionMode.DEDUCT
    line = one(BANKER_SEVEN, Bet(BetKind.BANKER, D(1000)), MID)
    assert (line.commission, line.paid, line.returned) == (D(50), D(950), D(1000))


def test_tie_500_pays_4000_and_banker_player_push() -> None:
    bets = [
        Bet(BetKind.TIE, D(500), seat=2),
        Bet(BetKind.BANKER, D(600), seat=2),
        Bet(BetKind.PLAYER, D(1000), seat=5),
    ]
    s = settle(TIE_NINES, bets, MASS)
    tie = next(line for line in s.lines if line.bet.kind is BetKind.TIE)
    assert (tie.result, tie.odds, tie.paid, tie.returned) == (BetResult.WIN, "8:1", D(4000), D(500))
    for line in s.pushes:
        assert line.bet.kind in (BetKind.BANKER, BetKind.PLAYER)
        assert (line.returned, line.paid, line.taken, line.commission) == (line.bet.amount, Z, Z, Z)
        assert line.article == bac(12)
    assert len(s.pushes) == 2
    assert (s.paid, s.taken, s.house_net) == (D(4000), Z, D(-4000))


def test_player_pair_200_pays_2200() -> None:
    line = one(PLAYER_PAIR_NATURAL, Bet(BetKind.PLAYER_PAIR, D(200)), MASS)
    assert (line.result, line.odds, line.paid, line.commission) == (
        BetResult.WIN,
        "11:1",
        D(2200),
        Z,
    )


def test_lucky6_100_pays_1200_with_two_cards_and_2000_with_three() -> None:
    two = one(BANKER_SIX_TWO_CARDS, Bet(BetKind.LUCKY_6, D(100)), MASS)
    three = one(BANKER_SIX_THREE_CARDS, Bet(BetKind.LUCKY_6, D(100)), MASS)
    assert (two.odds, two.paid) == ("12:1", D(1200))
    assert (three.odds, three.paid) == ("20:1", D(2000))
    assert two.commission == three.commission == 0


def test_lucky6_loses_when_banker_wins_with_other_total() -> None:
    line = one(BANKER_SEVEN, Bet(BetKind.LUCKY_6, D(100)), MASS)
    assert (line.result, line.taken, line.paid) == (BetResult.LOSE, D(100), Z)


def test_no_commission_banker_1000_six_pays_500_seven_pays_1000() -> None:
    six = one(BANKER_SIX_TWO_CARDS, Bet(BetKind.BANKER, D(1000)), NO_COMMISSION)
    seven = one(BANKER_SEVEN, Bet(BetKind.BANKER, D(1000)), NO_COMMISSION)
    assert (six.odds, six.paid, six.commission, six.article) == ("1:2", D(500), Z, bac(18, 2))
    assert (seven.odds, seven.paid, seven.commission) == ("1:1", D(1000), Z)
    three = one(BANKER_SIX_THREE_CARDS, Bet(BetKind.BANKER, D(1000)), NO_COMMISSION)
    assert three.paid == D(500)


# ---- other payouts ----------------------------------------------------------------------


def test_player_wins_even_money_and_banker_loses() -> None:
    s = settle(
        PLAYER_PAIR_NATURAL,
        [Bet(BetKind.PLAYER, D(300)), Bet(BetKind.BANKER, D(600), seat=3)],
        MASS,
    )
    banker, player = s.lines
    assert (banker.result, banker.taken, banker.article) == (BetResult.LOSE, D(600), bac(11))
    assert (player.result, player.paid, player.commission) == (BetResult.WIN, D(300), Z)


def test_pairs_lose_without_a_pair() -> None:
    line = one(BANKER_NATURAL_9, Bet(BetKind.BANKER_PAIR, D(100)), MASS)
    assert (line.result, line.taken, line.article) == (BetResult.LOSE, D(100), bac(13))


def test_banker_pair_pays_11_to_1() -> None:
    c = coup("8S 5H KD 5C")  # P 8+K = 8 natural; B 5+5 = 0: a Banker Pair, Player wins.
    assert c.banker_pair and c.outcome is Outcome.PLAYER
    line = one(c, Bet(BetKind.BANKER_PAIR, D(500)), MASS)
    assert (line.odds, line.paid) == ("11:1", D(5500))


@pytest.mark.parametrize(
    ("rounding", "commission"), [(Rounding.DOWN, D(50)), (Rounding.UP, D(60))]
)
def test_commission_rounding(rounding: Rounding, commission: Decimal) -> None:
    # Minimum 200: its 5% is one HK$10 chip, as every commission table must allow (review
    # finding 6); 300 (5% = 15) with HK$10 chips is refused whatever the rounding.
    table = replace(
        MASS,
        minimum=D(200),
        banker_multiple_of_minimum=False,
        rounding=rounding,
        chips=MASS.chips[1:],
        smallest_unit=D(10),
    )
    line = one(BANKER_NATURAL_9, Bet(BetKind.BANKER, D(1010)), table)
    assert line.commission == commission
    assert line.paid == D(1010) - commission


def test_exact_commission_must_be_payable_in_chips() -> None:
    """Art. 18 (1) with rounding "exact": 5% of the minimum 300 is 15, not a whole HK$10 chip:
    the profile is refused, not settled to the cent."""
    with pytest.raises(TableRulesError) as err:
        replace(MASS, rounding=Rounding.EXACT, chips=MASS.chips[1:], smallest_unit=D(10))
    assert err.value.code == "commission_not_payable"
    assert err.value.params["commission"] == "HK$15"
    # With HK$5 chips 15 is payable; a lone Banker 1,010 (5% = 50.50) is refused when placed.
    table = replace(MASS, rounding=Rounding.EXACT, banker_multiple_of_minimum=False)
    assert one(BANKER_NATURAL_9, Bet(BetKind.BANKER, D(1000)), table).commission == D(50)
    with pytest.raises(BetRefused) as refused:
        settle(BANKER_NATURAL_9, [Bet(BetKind.BANKER, D(1010))], table)
    assert refused.value.reason == RefusalReason.COMMISSION_NOT_PAYABLE.value
    assert refused.value.article == str(bac(18, 1))


def test_no_commission_six_pays_exactly_half() -> None:
    """Art. 18 (2): a Banker win with 6 pays 1:2, exactly half the stake, never rounded."""
    table = replace(NO_COMMISSION, banker_multiple_of_minimum=False)
    line = one(BANKER_SIX_TWO_CARDS, Bet(BetKind.BANKER, D(600)), table)
    assert (line.paid, line.odds, line.article) == (D(300), "1:2", bac(18, 2))
    # 550 would be paid 275, not a whole HK$50 chip: refused when placed, never paid 250.
    for rounding in Rounding:
        rounded = replace(table, rounding=rounding)
        with pytest.raises(BetRefused) as err:
            settle(BANKER_SIX_TWO_CARDS, [Bet(BetKind.BANKER, D(550))], rounded)
        assert err.value.reason == RefusalReason.HALF_NOT_PAYABLE.value
        assert err.value.article == str(bac(18, 2))
    # ... even on a coup the Banker wins with 7, where the bet would be paid in full.
    with pytest.raises(BetRefused):
        validate_bets([Bet(BetKind.BANKER, D(550))], table)


def test_no_commission_table_whose_half_is_not_a_chip_is_refused() -> None:
    """The issue's case: Banker 100 wins with 6 at a HK$100-chip table. Half is 50, which no
    HK$100 chip pays: the profile is refused (art. 18 (2)), not settled as 0."""
    with pytest.raises(TableRulesError) as err:
        TableRules(
            name="nc-100",
            minimum=D(100),
            maximum=D(10000),
            no_commission=True,
            chips=(D(100), D(500), D(1000)),
            smallest_unit=D(100),
        side_bets=old_sides(tie_minimum=D(100), pair_minimum=D(100))
        )
    assert err.value.code == "no_commission_half"
    assert (err.value.params["half"], err.value.params["unit"]) == ("HK$50", "HK$100")


# ---- MARK mode and the commission box -----------------------------------------------------


def test_mark_mode_pays_in_full_and_marks_commission() -> None:
    line = one(BANKER_NATURAL_9, Bet(BetKind.BANKER, D(4000), seat=3), BOX)
    assert (line.winnings, line.paid, line.commission, line.marked) == (
        D(4000),
        D(4000),
        D(200),
        D(200),
    )
    assert line.deducted == 0


def test_commission_box_accumulates_and_settles() -> None:
    box = CommissionBox(BOX)
    box.record(
        settle(
            BANKER_NATURAL_9,
            [Bet(BetKind.BANKER, D(4000), seat=3), Bet(BetKind.BANKER, D(2000), seat=6)],
            BOX,
        )
    )
    box.record(settle(BANKER_SEVEN, [Bet(BetKind.BANKER, D(6000), seat=3)], BOX))
    box.record(settle(PLAYER_PAIR_NATURAL, [Bet(BetKind.BANKER, D(2000), seat=1)], BOX))
    assert dict(box.marks) == {3: D(500), 6: D(100)}
    assert box.total == D(600)
    assert box.settle_box(3) == D(500)  # the player in seat 3 leaves
    assert box.owed(3) == 0
    assert box.settle_shoe() == {6: D(100)}
    assert box.total == 0 and not box.marks


def test_commission_box_rounds_what_is_owed() -> None:
    table = replace(BOX, banker_multiple_of_minimum=False, rounding=Rounding.UP)
    box = CommissionBox(table)
    box.record(settle(BANKER_NATURAL_9, [Bet(BetKind.BANKER, D(2100))], table))
    assert box.marks[1] == D(105)  # the exact 5%, marked unrounded
    assert box.owed(1) == D(200)
    down = CommissionBox(replace(table, rounding=Rounding.DOWN))
    down.record(settle(BANKER_NATURAL_9, [Bet(BetKind.BANKER, D(2100))], table))
    assert down.owed(1) == D(100)


@pytest.mark.parametrize(
    ("rounding", "after_one", "after_three"),
    [(Rounding.DOWN, D(0), D(100)), (Rounding.UP, D(100), D(200))],
)
def test_commission_box_marks_exact_five_percent_and_rounds_once(
    rounding: Rounding, after_one: Decimal, after_three: Decimal
) -> None:
    """Art. 18 (1) on a marking table with a HK$1,000 minimum and HK$100 chips: each Banker
    1,000 win marks exactly 50 (5%), not 0 or 100; the box's total is rounded once, by the
    table's rounding, when it is settled."""
    table = TableRules(
        name="box-1000",
        minimum=D(1000),
        maximum=D(100000),
        commission_mode=CommissionMode.MARK,
        chips=(D(100), D(500), D(1000), D(5000)),
        smallest_unit=D(100),
        rounding=rounding,
        side_bets=old_sides(tie_minimum=D(500), pair_minimum=D(500))
    )
    box = CommissionBox(table)
    line = one(BANKER_NATURAL_9, Bet(BetKind.BANKER, D(1000), seat=2), table)
    assert (line.paid, line.commission, line.marked, line.deducted) == (D(1000), D(50), D(50), Z)
    box.record(settle(BANKER_NATURAL_9, [Bet(BetKind.BANKER, D(1000), seat=2)], table))
    assert box.marks == {2: D(50)}
    assert box.owed(2) == after_one
    box.record(settle(BANKER_SEVEN, [Bet(BetKind.BANKER, D(1000), seat=2)], table))
    box.record(settle(BANKER_NATURAL_9, [Bet(BetKind.BANKER, D(1000), seat=2)], table))
    assert box.marks == {2: D(150)}
    assert box.settle_shoe() == {2: after_three}


def test_deduct_table_marks_nothing() -> None:
    box = CommissionBox(MASS)
    box.record(settle(BANKER_NATURAL_9, [Bet(BetKind.BANKER, D(3000))], MASS))
    assert box.settle_shoe() == {}


# ---- dealer's order ------------------------------------------------------------------------


def test_losers_first_then_winners_right_to_left() -> None:
    bets = [
        Bet(BetKind.BANKER, D(600), seat=1),
        Bet(BetKind.PLAYER, D(300), seat=2),
        Bet(BetKind.PLAYER_PAIR, D(100), seat=2),
        Bet(BetKind.BANKER, D(300), seat=7),
        Bet(BetKind.PLAYER, D(500), seat=5),
        Bet(BetKind.TIE, D(100), seat=5),
    ]
    s = settle(BANKER_NATURAL_9, bets, MASS)
    order = [(line.result, line.bet.seat, line.bet.kind) for line in s.lines]
    assert order == [
        (BetResult.LOSE, 5, BetKind.PLAYER),
        (BetResult.LOSE, 5, BetKind.TIE),
        (BetResult.LOSE, 2, BetKind.PLAYER),
        (BetResult.LOSE, 2, BetKind.PLAYER_PAIR),
        (BetResult.WIN, 7, BetKind.BANKER),
        (BetResult.WIN, 1, BetKind.BANKER),
    ]
    assert s.taken == D(1000)
    assert (s.paid, s.commission, s.deducted, s.marked) == (D(855), D(45), D(45), Z)
    assert s.house_net == s.house_cash == D(145)
    assert s.for_seat(2) == s.lines[2:4]


# ---- refusals: never settle an illegal bet --------------------------------------------------


def test_settle_refuses_illegal_bets_instead_of_settling() -> None:
    with pytest.raises(BetRefused) as err:
        settle(
            BANKER_NATURAL_9,
            [Bet(BetKind.BANKER, D(3000)), Bet(BetKind.BANKER, D(350), seat=2)],
            MASS,
        )
    assert err.value.reason == RefusalReason.BANKER_NOT_MULTIPLE.value


def test_settle_refuses_an_illegal_coup() -> None:
    # P 2+3 = 5 must draw (art. 9 (1)); these hands show it standing.
    bad = Coup(parse_cards("2S 3D"), parse_cards("9H 7C"))
    with pytest.raises(DealError):
        settle(bad, [Bet(BetKind.PLAYER, D(300))], MASS)


# ---- properties on random coups and bets -----------------------------------------------------

DECK = full_deck()
cards6 = st.lists(st.sampled_from(DECK), min_size=6, max_size=6)


@st.composite
def table_and_bets(draw: st.DrawFn) -> tuple[TableRules, list[Bet]]:
    base = draw(st.sampled_from(list(DEFAULT_PROFILES.values())))
    # A wide art. 14 limit so that random bets on several seats stay legal.
    table = replace(
        base,
        max_banker_player_difference=base.maximum * base.seats,
        rounding=draw(st.sampled_from(list(Rounding))),
        banker_multiple_of_minimum=draw(st.booleans()) or base.no_commission,
    )
    kinds = [k for k in BetKind if k is not BetKind.LUCKY_6 or table.offers(k)]
    unit = table.smallest_unit
    boxes = draw(
        st.sets(st.tuples(st.sampled_from(table.seat_numbers), st.sampled_from(kinds)),
                max_size=12)
    )
    bets = []
    for seat, kind in sorted(boxes, key=lambda b: (b[0], b[1].value)):
        if kind is BetKind.BANKER and table.banker_multiple_of_minimum:
            step = table.minimum
            low = table.minimum
            high = table.maximum
        elif kind is BetKind.BANKER and table.rounding is Rounding.EXACT:
            # Kept exact, 5% of the bet must be a whole chip (art. 18 (1)): multiples of 20.
            low, high = bet_limits(kind, table)
            step = unit * 20
        else:
            low, high = bet_limits(kind, table)
            step = unit
        count = int((high - low) // step)
        amount = low + step * draw(st.integers(0, count))
        bets.append(Bet(kind, amount, seat))
    return table, bets


def _check_balance(s: Settlement) -> None:
    assert s.staked == s.returned + s.taken
    for line in s.lines:
        assert line.commission >= 0 and line.paid >= 0 and line.marked >= 0
        assert line.paid + line.deducted == line.winnings
        assert line.marked in (0, line.commission)
        assert line.returned + line.taken == line.bet.amount
        if line.result is BetResult.PUSH:
            assert (line.returned, line.paid, line.taken) == (line.bet.amount, Z, Z)
        if line.result is BetResult.LOSE:
            assert (line.taken, line.paid, line.returned) == (line.bet.amount, Z, Z)
        if line.bet.kind is not BetKind.BANKER:
            assert line.commission == 0
    # What bettors take home beyond their stakes plus what the house keeps is zero.
    assert sum((line.bettor_net for line in s.lines), Decimal(0)) + s.house_net == 0
    # Bettors get back returned + paid, the house keeps taken + deducted commission; together
    # that is every stake plus every winning at the odds.
    winnings = sum((line.winnings for line in s.lines), Decimal(0))
    assert s.returned + s.paid + s.taken + s.deducted == s.staked + winnings


@given(cards6, table_and_bets())
def test_settlement_balances(cards: list[Card], tb: tuple[TableRules, list[Bet]]) -> None:
    table, bets = tb
    validate_bets(bets, table)
    s = settle(play_coup(cards), bets, table)
    assert len(s.lines) == len(bets)
    _check_balance(s)
    results = [line.result for line in s.lines]
    assert results == sorted(results, key=[BetResult.LOSE, BetResult.WIN, BetResult.PUSH].index)


@given(cards6, table_and_bets())
def test_commission_is_five_percent_at_most_one_unit_off(
    cards: list[Card], tb: tuple[TableRules, list[Bet]]
) -> None:
    table, bets = tb
    for line in settle(play_coup(cards), bets, table).lines:
        if (
            line.bet.kind is BetKind.BANKER
            and line.result is BetResult.WIN
            and table.takes_commission
        ):
            assert (
                abs(line.commission - line.winnings * table.commission_rate) < table.smallest_unit
            )


@given(cards6, st.sampled_from(list(BetKind)), st.integers(-100, 100_000))
def test_random_bets_are_settled_or_refused(cards: list[Card], kind: BetKind, amount: int) -> None:
    bet = Bet(kind, Decimal(amount), seat=1)
    try:
        validate_bets([bet], MASS)
    except BetRefused as err:
        assert err.reason in {r.value for r in RefusalReason}
        with pytest.raises(BetRefused):
            settle(play_coup(cards), [bet], MASS)
    else:
        _check_balance(settle(play_coup(cards), [bet], MASS))
