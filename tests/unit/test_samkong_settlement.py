"""Sam Kong settlement, checked against shared/RULES.md B arts. 6-10 with worked examples."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.articles import Article, sk
from trainer.cards import Card, full_deck, parse_cards
from trainer.errors import BetRefused, DealError
from trainer.money import Rounding
from trainer.samkong import (
    BetResult,
    DoorResult,
    SamKongBet,
    SamKongBetKind,
    SamKongLine,
    SamKongRules,
    SamKongSettlement,
    check_bet,
    settle_samkong,
)

D = Decimal
K = SamKongBetKind

BANKER_THREE_FACES = parse_cards("JS QS KS")  # 三公
BANKER_ONE_FACE_7 = parse_cards("QC AS 6D")  # 單公七: odd, 7 points
BANKER_NO_FACE_0 = parse_cards("10S 10H 10D")  # 無公零: even, 0 points
BANKER_TWO_FACES_4 = parse_cards("KC QD 4D")  # 雙公四: even, 4 points

DOOR_TWO_FACES_9 = parse_cards("JH QH 9D")  # beats all but 三公
DOOR_NO_FACE_3 = parse_cards("AH AD AC")  # 無公三
DOOR_ONE_FACE_7 = parse_cards("KH 8S 9S")  # 單公七, ties BANKER_ONE_FACE_7
DOOR_THREE_FACES = parse_cards("JD QD KD")


def settle_one(
    banker: tuple[Card, ...],
    doors: list[tuple[Card, ...]],
    bet: SamKongBet,
    rules: SamKongRules | None = None,
) -> SamKongLine:
    return settle_samkong(banker, doors, [bet], rules).lines[0]


def assert_line(
    line: SamKongLine,
    result: BetResult,
    *,
    winnings: str = "0",
    commission: str = "0",
    paid: str = "0",
    taken: str = "0",
    returned: str = "0",
    article: Article | None = None,
) -> None:
    assert line.result is result
    assert line.winnings == D(winnings)
    assert line.commission == D(commission)
    assert line.paid == D(paid)
    assert line.taken == D(taken)
    assert line.returned == D(returned)
    if article is not None:
        assert line.article == article


# ---- door bets (arts. 6, 7, 9 (1), 10) -------------------------------------------------------


def test_door_1000_wins_pays_950_after_commission_50() -> None:
    line = settle_one(BANKER_ONE_FACE_7, [DOOR_TWO_FACES_9], SamKongBet(K.DOOR, D(1000), door=1))
    assert_line(
        line, BetResult.WIN, winnings="1000", commission="50", paid="950", returned="1000",
        article=sk(6),
    )  # fmt: skip
    assert line.payout_article == sk(9, 1)
    assert line.citations == (sk(6), sk(9, 1), sk(10))
    assert not line.stands


def test_door_loses_stake_taken() -> None:
    line = settle_one(BANKER_ONE_FACE_7, [DOOR_NO_FACE_3], SamKongBet(K.DOOR, D(1000), door=1))
    assert_line(line, BetResult.LOSE, taken="1000", article=sk(6))
    assert line.payout_article is None


def test_door_bet_on_a_tie_is_a_push_that_stands() -> None:
    line = settle_one(BANKER_ONE_FACE_7, [DOOR_ONE_FACE_7], SamKongBet(K.DOOR, D(1000), door=1))
    assert_line(line, BetResult.PUSH, returned="1000", article=sk(7))
    assert line.stands
    assert line.citations == (sk(7),)


def test_door_three_faces_against_banker_three_faces_is_a_push() -> None:
    line = settle_one(BANKER_THREE_FACES, [DOOR_THREE_FACES], SamKongBet(K.DOOR, D(500), door=1))
    assert_line(line, BetResult.PUSH, returned="500", article=sk(7))


def test_only_three_faces_beats_banker_two_faces_9_example() -> None:
    line = settle_one(DOOR_TWO_FACES_9, [DOOR_THREE_FACES], SamKongBet(K.DOOR, D(200), door=1))
    assert_line(line, BetResult.WIN, winnings="200", commission="10", paid="190", returned="200")


# ---- odd / even (arts. 8 (1), 9 (2), 10) ------------------------------------------------------


def test_odd_1000_wins_pays_950() -> None:
    line = settle_one(BANKER_ONE_FACE_7, [DOOR_NO_FACE_3], SamKongBet(K.ODD, D(1000)))
    assert_line(
        line, BetResult.WIN, winnings="1000", commission="50", paid="950", returned="1000",
        article=sk(8, 1),
    )  # fmt: skip
    assert line.payout_article == sk(9, 2)


def test_even_loses_on_odd_banker() -> None:
    line = settle_one(BANKER_ONE_FACE_7, [DOOR_NO_FACE_3], SamKongBet(K.EVEN, D(1000)))
    assert_line(line, BetResult.LOSE, taken="1000", article=sk(8, 1))


def test_zero_points_is_even() -> None:
    even = settle_one(BANKER_NO_FACE_0, [DOOR_NO_FACE_3], SamKongBet(K.EVEN, D(2000)))
    assert_line(even, BetResult.WIN, winnings="2000", commission="100", paid="1900",
                returned="2000")  # fmt: skip
    odd = settle_one(BANKER_NO_FACE_0, [DOOR_NO_FACE_3], SamKongBet(K.ODD, D(2000)))
    assert_line(odd, BetResult.LOSE, taken="2000")


def test_two_faces_4_is_even() -> None:
    line = settle_one(BANKER_TWO_FACES_4, [DOOR_NO_FACE_3], SamKongBet(K.EVEN, D(300)))
    assert_line(line, BetResult.WIN, winnings="300", commission="15", paid="285", returned="300")


@pytest.mark.parametrize("kind", [K.ODD, K.EVEN])
def test_banker_three_faces_odd_even_is_a_push(kind: SamKongBetKind) -> None:
    line = settle_one(BANKER_THREE_FACES, [DOOR_NO_FACE_3], SamKongBet(kind, D(1000)))
    assert_line(line, BetResult.PUSH, returned="1000", article=sk(8, 1))
    assert line.stands


# ---- three faces, point, tie (arts. 8 (2), 8 (3), 9 (3)-(5)) -----------------------------


def test_three_faces_bet_100_pays_1600_without_commission() -> None:
    line = settle_one(BANKER_THREE_FACES, [DOOR_NO_FACE_3], SamKongBet(K.THREE_FACES, D(100)))
    assert_line(line, BetResult.WIN, winnings="1600", paid="1600", returned="100",
                article=sk(8, 2))  # fmt: skip
    assert line.payout_article == sk(9, 3)
    assert line.citations == (sk(8, 2), sk(9, 3))


def test_three_faces_bet_loses_otherwise() -> None:
    line = settle_one(BANKER_TWO_FACES_4, [DOOR_NO_FACE_3], SamKongBet(K.THREE_FACES, D(100)))
    assert_line(line, BetResult.LOSE, taken="100")


def test_point_7_bet_100_pays_800() -> None:
    line = settle_one(BANKER_ONE_FACE_7, [DOOR_NO_FACE_3], SamKongBet(K.POINT, D(100), point=7))
    assert_line(line, BetResult.WIN, winnings="800", paid="800", returned="100", article=sk(8, 2))
    assert line.payout_article == sk(9, 4)


def test_point_bet_on_another_total_loses() -> None:
    line = settle_one(BANKER_ONE_FACE_7, [DOOR_NO_FACE_3], SamKongBet(K.POINT, D(100), point=3))
    assert_line(line, BetResult.LOSE, taken="100")


def test_point_0_loses_when_banker_has_three_faces() -> None:
    line = settle_one(BANKER_THREE_FACES, [DOOR_NO_FACE_3], SamKongBet(K.POINT, D(100), point=0))
    assert_line(line, BetResult.LOSE, taken="100", article=sk(8, 2))


def test_point_0_wins_on_a_real_zero() -> None:
    line = settle_one(BANKER_NO_FACE_0, [DOOR_NO_FACE_3], SamKongBet(K.POINT, D(100), point=0))
    assert_line(line, BetResult.WIN, winnings="800", paid="800", returned="100")


def test_tie_bet_100_pays_2000() -> None:
    bets = [SamKongBet(K.DOOR, D(1000), door=1), SamKongBet(K.TIE, D(100), door=1)]
    door_line, tie_line = settle_samkong(BANKER_ONE_FACE_7, [DOOR_ONE_FACE_7], bets).lines
    assert_line(tie_line, BetResult.WIN, winnings="2000", paid="2000", returned="100",
                article=sk(8, 3))  # fmt: skip
    assert tie_line.payout_article == sk(9, 5)
    assert_line(door_line, BetResult.PUSH, returned="1000")


def test_tie_bet_loses_when_the_door_does_not_tie() -> None:
    bets = [SamKongBet(K.DOOR, D(1000), door=1), SamKongBet(K.TIE, D(100), door=1)]
    _, tie_line = settle_samkong(BANKER_ONE_FACE_7, [DOOR_TWO_FACES_9], bets).lines
    assert_line(tie_line, BetResult.LOSE, taken="100")


def test_tie_on_another_door_that_has_a_bet() -> None:
    # Art. 8 (3): a bettor may bet the tie of another door that has a bet against the banker.
    bets = [
        SamKongBet(K.DOOR, D(500), door=1),
        SamKongBet(K.DOOR, D(500), door=2),
        SamKongBet(K.TIE, D(100), door=2),
    ]
    lines = settle_samkong(BANKER_ONE_FACE_7, [DOOR_TWO_FACES_9, DOOR_ONE_FACE_7], bets).lines
    assert [line.result for line in lines] == [BetResult.WIN, BetResult.PUSH, BetResult.WIN]


# ---- commission rounding (art. 10 and the house settings) ----------------------------------


@pytest.mark.parametrize(
    ("amount", "unit", "rounding", "commission", "paid"),
    [
        ("1010", "1", Rounding.DOWN, "50", "960"),
        ("1010", "1", Rounding.UP, "51", "959"),
        ("1010", "1", Rounding.EXACT, "50.5", "959.5"),
        ("1030", "5", Rounding.DOWN, "50", "980"),
        ("1030", "5", Rounding.UP, "55", "975"),
        ("1030", "5", Rounding.EXACT, "51.5", "978.5"),
        ("1000", "5", Rounding.DOWN, "50", "950"),
        ("1000", "5", Rounding.UP, "50", "950"),
        ("1000", "5", Rounding.EXACT, "50", "950"),
        ("2500", "10", Rounding.DOWN, "120", "2380"),
        ("2500", "10", Rounding.UP, "130", "2370"),
        ("333", "1", Rounding.EXACT, "16.65", "316.35"),
    ],
)
@pytest.mark.parametrize("kind", [K.DOOR, K.ODD])
def test_commission_rounding(
    kind: SamKongBetKind, amount: str, unit: str, rounding: Rounding, commission: str, paid: str
) -> None:
    rules = SamKongRules(unit=D(unit), rounding=rounding)
    bet = SamKongBet(kind, D(amount), door=1 if kind is K.DOOR else None)
    line = settle_one(BANKER_ONE_FACE_7, [DOOR_TWO_FACES_9], bet, rules)
    assert_line(line, BetResult.WIN, winnings=amount, commission=commission, paid=paid,
                returned=amount)  # fmt: skip


def test_commission_never_exceeds_the_winnings() -> None:
    rules = SamKongRules(unit=D(500), rounding=Rounding.UP)
    line = settle_one(BANKER_ONE_FACE_7, [DOOR_TWO_FACES_9], SamKongBet(K.ODD, D(100)), rules)
    assert line.commission == D(100) and line.paid == D(0)


def test_no_commission_house_setting() -> None:
    rules = SamKongRules(commission_rate=D(0))
    line = settle_one(BANKER_ONE_FACE_7, [DOOR_TWO_FACES_9], SamKongBet(K.ODD, D(1000)), rules)
    assert line.commission == 0 and line.paid == D(1000)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"commission_rate": D("-0.01")},
        {"commission_rate": D(1)},
        {"unit": D(0)},
        {"min_bet": D(0)},
        {"min_bet": D(500), "max_bet": D(100)},
    ],
)
def test_rules_refuse_nonsense_settings(kwargs: dict[str, Decimal]) -> None:
    with pytest.raises(ValueError):
        SamKongRules(**kwargs)  # type: ignore[arg-type]


# ---- a whole coup, totals ----------------------------------------------------------------


def test_a_full_coup_and_its_totals() -> None:
    # Banker 單公七; door 1 雙公九 (wins), door 2 無公三 (loses), door 3 單公七 (ties).
    doors = {1: DOOR_TWO_FACES_9, 2: DOOR_NO_FACE_3, 3: DOOR_ONE_FACE_7}
    bets = [
        SamKongBet(K.DOOR, D(1000), door=1),  # wins: +1000 - 50 commission -> paid 950
        SamKongBet(K.DOOR, D(500), door=2),  # loses: taken 500
        SamKongBet(K.DOOR, D(300), door=3),  # push: stands
        SamKongBet(K.TIE, D(100), door=3),  # wins 20:1 -> paid 2000
        SamKongBet(K.TIE, D(100), door=2),  # loses: taken 100
        SamKongBet(K.ODD, D(200)),  # wins: +200 - 10 -> paid 190
        SamKongBet(K.EVEN, D(200)),  # loses: taken 200
        SamKongBet(K.THREE_FACES, D(100)),  # loses: taken 100
        SamKongBet(K.POINT, D(100), point=7),  # wins 8:1 -> paid 800
        SamKongBet(K.POINT, D(100), point=0),  # loses: taken 100
    ]
    settlement = settle_samkong(BANKER_ONE_FACE_7, doors, bets)
    assert isinstance(settlement, SamKongSettlement)
    assert settlement.banker.name_zh_hant == "單公七"
    assert [n for n, _ in settlement.doors] == [1, 2, 3]
    assert settlement.door_level(1).name_zh_hant == "雙公九"
    assert settlement.door_result(1) is DoorResult.WIN
    assert settlement.door_result(2) is DoorResult.LOSE
    assert settlement.door_result(3) is DoorResult.TIE
    with pytest.raises(KeyError):
        settlement.door_level(4)
    assert [line.bet for line in settlement.lines] == bets
    assert settlement.total_staked == D(2700)
    assert settlement.total_winnings == D(1000 + 2000 + 200 + 800)
    assert settlement.commission_total == D(60)
    assert settlement.total_paid == D(950 + 2000 + 190 + 800)
    assert settlement.total_taken == D(500 + 100 + 200 + 100 + 100)
    assert settlement.total_returned == D(1000 + 300 + 100 + 200 + 100)
    assert settlement.house_net == D(1000 - 3940)


def test_doors_as_a_list_are_numbered_from_1() -> None:
    settlement = settle_samkong(
        BANKER_ONE_FACE_7,
        [DOOR_NO_FACE_3, DOOR_TWO_FACES_9],
        [SamKongBet(K.DOOR, D(100), door=2)],
    )
    assert settlement.lines[0].result is BetResult.WIN
    assert [n for n, _ in settlement.doors] == [1, 2]


def test_no_bets_settle_to_nothing() -> None:
    settlement = settle_samkong(BANKER_ONE_FACE_7, [DOOR_NO_FACE_3], [])
    assert settlement.lines == ()
    assert settlement.house_net == 0 and settlement.total_paid == 0


def test_hands_must_have_three_cards() -> None:
    with pytest.raises(DealError):
        settle_samkong(BANKER_ONE_FACE_7[:2], [DOOR_NO_FACE_3], [])
    with pytest.raises(DealError):
        settle_samkong(BANKER_ONE_FACE_7, [(*DOOR_NO_FACE_3, Card.parse("2S"))], [])


# ---- refusals ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bet", "reason", "article"),
    [
        (SamKongBet(K.ODD, D(0)), "amount_not_positive", None),
        (SamKongBet(K.ODD, D(-100)), "amount_not_positive", None),
        (SamKongBet(K.ODD, D(99)), "below_minimum", None),
        (SamKongBet(K.ODD, D(100001)), "above_maximum", None),
        (SamKongBet(K.POINT, D(100), point=10), "point_out_of_range", "Sam Kong art. 8 (2)"),
        (SamKongBet(K.POINT, D(100), point=-1), "point_out_of_range", "Sam Kong art. 8 (2)"),
        (SamKongBet(K.POINT, D(100)), "point_missing", "Sam Kong art. 8 (2)"),
        (SamKongBet(K.ODD, D(100), point=3), "point_not_allowed", "Sam Kong art. 8"),
        (SamKongBet(K.DOOR, D(100)), "door_missing", "Sam Kong art. 4"),
        (SamKongBet(K.DOOR, D(100), door=3), "no_such_door", "Sam Kong art. 4"),
        (SamKongBet(K.DOOR, D(100), door=0), "no_such_door", "Sam Kong art. 4"),
        (SamKongBet(K.TIE, D(100), door=3), "no_such_door", "Sam Kong art. 8 (3)"),
        (SamKongBet(K.TIE, D(100)), "door_missing", "Sam Kong art. 8 (3)"),
        (SamKongBet(K.EVEN, D(100), door=1), "door_not_allowed", "Sam Kong art. 8"),
        (SamKongBet(K.THREE_FACES, D(100), door=1), "door_not_allowed", "Sam Kong art. 8"),
    ],
)
def test_illegal_bets_are_refused_not_settled(
    bet: SamKongBet, reason: str, article: str | None
) -> None:
    legal = SamKongBet(K.DOOR, D(1000), door=1)
    doors = [DOOR_TWO_FACES_9, DOOR_NO_FACE_3]
    with pytest.raises(BetRefused) as info:
        settle_samkong(BANKER_ONE_FACE_7, doors, [legal, bet])
    assert info.value.reason == reason
    assert info.value.article == article
    if article is not None:
        assert article in str(info.value)
    with pytest.raises(BetRefused):
        check_bet(bet, SamKongRules(), [1, 2])


def test_table_limits_are_a_house_setting() -> None:
    rules = SamKongRules(min_bet=D(500), max_bet=D(5000))
    doors = [DOOR_TWO_FACES_9]
    for amount in (D(499), D(5001)):
        with pytest.raises(BetRefused):
            settle_samkong(BANKER_ONE_FACE_7, doors, [SamKongBet(K.ODD, amount)], rules)
    for amount in (D(500), D(5000)):
        line = settle_one(BANKER_ONE_FACE_7, doors, SamKongBet(K.ODD, amount), rules)
        assert line.result is BetResult.WIN


def test_tie_bet_needs_a_bet_against_the_banker_on_that_door() -> None:
    doors = [DOOR_ONE_FACE_7, DOOR_NO_FACE_3]
    lone_tie = [SamKongBet(K.DOOR, D(500), door=2), SamKongBet(K.TIE, D(100), door=1)]
    with pytest.raises(BetRefused) as info:
        settle_samkong(BANKER_ONE_FACE_7, doors, lone_tie)
    assert info.value.reason == "tie_without_door_bet"
    assert info.value.article == "Sam Kong art. 8 (3)"
    relaxed = SamKongRules(tie_needs_door_bet=False)
    lines = settle_samkong(BANKER_ONE_FACE_7, doors, lone_tie, relaxed).lines
    assert lines[1].result is BetResult.WIN and lines[1].paid == D(2000)


# ---- properties --------------------------------------------------------------------------

ODDS = {K.DOOR: 1, K.ODD: 1, K.EVEN: 1, K.THREE_FACES: 16, K.POINT: 8, K.TIE: 20}
COMMISSIONED = {K.DOOR, K.ODD, K.EVEN}

amounts = st.decimals(min_value=100, max_value=100000, places=0) | st.decimals(
    min_value=100, max_value=100000, places=2
)
rules_strategy = st.builds(
    SamKongRules,
    commission_rate=st.sampled_from([D("0.05"), D("0.04"), D(0)]),
    unit=st.sampled_from([D(1), D(5), D(10), D(100), D("0.5")]),
    rounding=st.sampled_from(list(Rounding)),
)


@st.composite
def coups(
    draw: st.DrawFn,
) -> tuple[tuple[Card, ...], list[tuple[Card, ...]], list[SamKongBet]]:
    deck = draw(st.permutations(full_deck()))
    door_count = draw(st.integers(min_value=1, max_value=6))
    banker = tuple(deck[:3])
    doors = [tuple(deck[3 + 3 * i : 6 + 3 * i]) for i in range(door_count)]
    door_numbers = st.integers(min_value=1, max_value=door_count)
    bet = st.one_of(
        st.builds(SamKongBet, st.just(K.DOOR), amounts, door=door_numbers),
        st.builds(SamKongBet, st.sampled_from([K.ODD, K.EVEN, K.THREE_FACES]), amounts),
        st.builds(SamKongBet, st.just(K.POINT), amounts, point=st.integers(0, 9)),
    )
    bets = draw(st.lists(bet, max_size=12))
    # Tie bets only on doors that carry a bet against the banker (art. 8 (3)).
    backed = sorted({b.door for b in bets if b.kind is K.DOOR and b.door is not None})
    if backed:
        ties = st.builds(SamKongBet, st.just(K.TIE), amounts, door=st.sampled_from(backed))
        bets += draw(st.lists(ties, max_size=4))
    return banker, doors, bets


@given(coups(), rules_strategy)
def test_settlement_balances(
    coup: tuple[tuple[Card, ...], list[tuple[Card, ...]], list[SamKongBet]],
    rules: SamKongRules,
) -> None:
    banker, doors, bets = coup
    settlement = settle_samkong(banker, doors, bets, rules)
    assert len(settlement.lines) == len(bets)
    for line in settlement.lines:
        stake = line.bet.amount
        # Every stake is either taken by the house or stays the bettor's.
        assert line.taken + line.returned == stake
        assert line.commission >= 0
        assert line.paid >= 0
        assert line.paid == line.winnings - line.commission
        if line.result is BetResult.WIN:
            assert line.winnings == stake * ODDS[line.bet.kind]
            assert line.returned == stake and line.taken == 0
        else:
            assert line.winnings == line.paid == line.commission == 0
            assert line.taken == (stake if line.result is BetResult.LOSE else 0)
        if line.bet.kind not in COMMISSIONED:
            assert line.commission == 0
        elif line.result is BetResult.WIN:
            exact = line.winnings * rules.commission_rate
            if rules.rounding is Rounding.DOWN:
                assert exact - rules.unit < line.commission <= exact
            elif rules.rounding is Rounding.UP:
                assert min(exact, line.winnings) <= line.commission < exact + rules.unit
            else:
                assert abs(line.commission - exact) <= D("0.005")
    staked = settlement.total_staked
    bettors_get_back = settlement.total_returned + settlement.total_paid
    house_keeps = settlement.total_taken
    # What bettors get back plus what the house keeps = what was staked plus what it paid out.
    assert bettors_get_back + house_keeps == staked + settlement.total_paid
    assert settlement.house_net == settlement.total_taken - settlement.total_paid
    assert settlement.commission_total == settlement.total_winnings - settlement.total_paid
    assert settlement.commission_total >= 0


@given(coups())
def test_results_follow_the_levels(
    coup: tuple[tuple[Card, ...], list[tuple[Card, ...]], list[SamKongBet]],
) -> None:
    banker, doors, bets = coup
    settlement = settle_samkong(banker, doors, bets)
    banker_level = settlement.banker
    for line in settlement.lines:
        bet = line.bet
        if bet.kind is K.DOOR and bet.door is not None:
            expected = {
                DoorResult.WIN: BetResult.WIN,
                DoorResult.LOSE: BetResult.LOSE,
                DoorResult.TIE: BetResult.PUSH,
            }[settlement.door_result(bet.door)]
            assert line.result is expected
        elif bet.kind in (K.ODD, K.EVEN):
            if banker_level.is_three_faces:
                assert line.result is BetResult.PUSH
            else:
                odd = banker_level.points % 2 == 1
                assert (line.result is BetResult.WIN) == (odd == (bet.kind is K.ODD))
        elif bet.kind is K.POINT:
            hit = not banker_level.is_three_faces and banker_level.points == bet.point
            assert (line.result is BetResult.WIN) == hit
        elif bet.kind is K.THREE_FACES:
            assert (line.result is BetResult.WIN) == banker_level.is_three_faces
        elif bet.kind is K.TIE and bet.door is not None:
            tie = settlement.door_level(bet.door) == banker_level
            assert (line.result is BetResult.WIN) == tie
        assert line.result is not BetResult.PUSH or line.stands


def test_bet_result_is_shared_with_baccarat() -> None:
    from trainer.baccarat import settlement as baccarat_settlement

    assert BetResult is baccarat_settlement.BetResult
