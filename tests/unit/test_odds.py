"""Exact odds against the published figures of RULES.md (section A table, section B counts)."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb

import pytest

from tests.support.rules_reference import banker_draws, player_draws
from trainer.baccarat.bets import LUCKY6_THREE_CARDS, LUCKY6_TWO_CARDS, BetKind
from trainer.cards import full_deck
from trainer.errors import ShoeError
from trainer.odds import (
    COMMISSION,
    NO_COMMISSION_HOUSE,
    BaccaratOdds,
    baccarat_odds,
    compute_baccarat_odds,
    compute_samkong_odds,
    samkong_odds,
)
from trainer.samkong import ALL_LEVELS, rank_hand

DEALS_8 = 416 * 415 * 414 * 413 * 412 * 411


def rounded(value: Fraction, digits: int) -> Fraction:
    """The exact fraction rounded to ``digits`` decimals, to compare with a published figure."""
    return Fraction(round(value, digits))


def percent(value: Fraction, digits: int = 4) -> Fraction:
    return rounded(value * 100, digits)


# ---- baccarat: the published table --------------------------------------------------------


def test_eight_deck_counts_are_the_published_integers() -> None:
    odds = baccarat_odds(8)
    assert odds.deals == DEALS_8 == 4_998_398_275_503_360
    assert odds.count(odds.banker) == 2_292_252_566_437_888
    assert odds.count(odds.player) == 2_230_518_282_592_256
    assert odds.count(odds.tie) == 475_627_426_473_216
    assert odds.banker == Fraction(2_292_252_566_437_888, DEALS_8)
    assert odds.player == Fraction(2_230_518_282_592_256, DEALS_8)
    assert odds.tie == Fraction(475_627_426_473_216, DEALS_8)


@pytest.mark.parametrize(
    ("decks", "banker", "player", "tie"),
    [(8, "0.458597", "0.446247", "0.095156"), (6, "0.458653", "0.446279", "0.095069")],
)
def test_win_probabilities(decks: int, banker: str, player: str, tie: str) -> None:
    odds = baccarat_odds(decks)
    assert rounded(odds.banker, 6) == Fraction(banker)
    assert rounded(odds.player, 6) == Fraction(player)
    assert rounded(odds.tie, 6) == Fraction(tie)


@pytest.mark.parametrize(
    ("decks", "banker", "player", "tie"),
    [(8, "1.0579", "1.2351", "14.3596"), (6, "1.0558", "1.2374", "14.4382")],
)
def test_main_bet_house_edges(decks: int, banker: str, player: str, tie: str) -> None:
    odds = baccarat_odds(decks)
    assert percent(odds.edge(BetKind.BANKER)) == Fraction(banker)
    assert percent(odds.edge(BetKind.PLAYER)) == Fraction(player)
    assert percent(odds.edge(BetKind.TIE)) == Fraction(tie)


@pytest.mark.parametrize(
    ("decks", "pair", "edge"),
    [(8, Fraction(31, 415), "10.3614"), (6, Fraction(23, 311), "11.2540")],
)
def test_pairs_either_side(decks: int, pair: Fraction, edge: str) -> None:
    odds = baccarat_odds(decks)
    assert odds.bet(BetKind.PLAYER_PAIR).win == odds.bet(BetKind.BANKER_PAIR).win == pair
    assert percent(odds.edge(BetKind.PLAYER_PAIR)) == Fraction(edge)
    assert percent(odds.edge(BetKind.BANKER_PAIR)) == Fraction(edge)


def test_eight_deck_pair_decimal() -> None:
    assert rounded(baccarat_odds(8).bet(BetKind.PLAYER_PAIR).win, 6) == Fraction("0.074699")


@pytest.mark.parametrize(
    ("decks", "two", "three"), [(8, "0.037247", "0.016617"), (6, "0.037237", "0.016607")]
)
def test_banker_wins_with_six(decks: int, two: str, three: str) -> None:
    lucky = baccarat_odds(decks).bet(BetKind.LUCKY_6)
    assert rounded(lucky.paying(LUCKY6_TWO_CARDS), 6) == Fraction(two)
    assert rounded(lucky.paying(LUCKY6_THREE_CARDS), 6) == Fraction(three)


def test_lucky_six_edge() -> None:
    assert percent(baccarat_odds(8).edge(BetKind.LUCKY_6), 2) == Fraction("16.68")


@pytest.mark.parametrize(("decks", "edge"), [(8, "1.4581"), (6, "1.4548")])
def test_no_commission_banker_edge(decks: int, edge: str) -> None:
    assert percent(baccarat_odds(decks).edge(BetKind.BANKER, NO_COMMISSION_HOUSE)) == Fraction(edge)


def test_edge_convention_is_per_unit_staked_with_the_tie_a_push() -> None:
    """The published edges count ties as pushes over every coup, not over decided coups."""
    odds = baccarat_odds(8)
    b, p = odds.banker, odds.player
    assert odds.edge(BetKind.BANKER) == p - (1 - COMMISSION) * b
    assert odds.edge(BetKind.PLAYER) == b - p
    decided = b + p
    per_decided_coup = (p - (1 - COMMISSION) * b) / decided
    assert percent(per_decided_coup) != Fraction("1.0579")


# ---- baccarat: an independent enumeration ------------------------------------------------


def _straightforward(decks: int) -> tuple[int, int, int, int, int]:
    """Ordered P1 B1 P2 B2 P3 B3 by point value, multiplicities multiplied in, no tricks."""
    counts = [16 * decks] + [4 * decks] * 9
    left = 52 * decks
    banker = player = tie = six2 = six3 = 0

    def settle(pt: int, bt: int, weight: int, banker_cards: int) -> None:
        nonlocal banker, player, tie, six2, six3
        if bt > pt:
            banker += weight
            if bt == 6:
                if banker_cards == 2:
                    six2 += weight
                else:
                    six3 += weight
        elif pt > bt:
            player += weight
        else:
            tie += weight

    def take(v: int) -> int:
        n = counts[v]
        counts[v] -= 1
        return n

    for p1 in range(10):
        w1 = take(p1)
        for b1 in range(10):
            w2 = w1 * take(b1)
            for p2 in range(10):
                w3 = w2 * take(p2)
                for b2 in range(10):
                    w4 = w3 * take(b2)
                    pt, bt = (p1 + p2) % 10, (b1 + b2) % 10
                    if w4 == 0:
                        pass
                    elif pt >= 8 or bt >= 8:
                        settle(pt, bt, w4 * (left - 4) * (left - 5), 2)
                    elif not player_draws(pt):
                        if banker_draws(bt, None):
                            for b3 in range(10):
                                settle(pt, (bt + b3) % 10, w4 * counts[b3] * (left - 5), 3)
                        else:
                            settle(pt, bt, w4 * (left - 4) * (left - 5), 2)
                    else:
                        for p3 in range(10):
                            w5 = w4 * take(p3)
                            pt3 = (pt + p3) % 10
                            if w5 and banker_draws(bt, p3):
                                for b3 in range(10):
                                    settle(pt3, (bt + b3) % 10, w5 * counts[b3], 3)
                            elif w5:
                                settle(pt3, bt, w5 * (left - 5), 2)
                            counts[p3] += 1
                    counts[b2] += 1
                counts[p2] += 1
            counts[b1] += 1
        counts[p1] += 1
    return banker, player, tie, six2, six3


@pytest.mark.parametrize("decks", [6, 8])
def test_matches_a_straightforward_enumeration(decks: int) -> None:
    odds = compute_baccarat_odds(decks)
    lucky = odds.bet(BetKind.LUCKY_6)
    assert (
        odds.count(odds.banker),
        odds.count(odds.player),
        odds.count(odds.tie),
        odds.count(lucky.paying(LUCKY6_TWO_CARDS)),
        odds.count(lucky.paying(LUCKY6_THREE_CARDS)),
    ) == _straightforward(decks)


@pytest.mark.parametrize("decks", range(6, 13))
def test_every_legal_shoe_is_a_distribution(decks: int) -> None:
    odds = baccarat_odds(decks)
    shoe = 52 * decks
    assert odds.deals == shoe * (shoe - 1) * (shoe - 2) * (shoe - 3) * (shoe - 4) * (shoe - 5)
    assert odds.banker + odds.player + odds.tie == 1
    assert odds.bet(BetKind.LUCKY_6).win < odds.banker
    assert odds.bet(BetKind.PLAYER_PAIR).win == Fraction(4 * decks - 1, 52 * decks - 1)
    assert all(0 < bet.edge < 1 for bet in odds.bets())
    assert all(sum(line.probability for line in bet.lines) == 1 for bet in odds.bets())


def test_cached_and_uncached_agree() -> None:
    assert baccarat_odds(8) is baccarat_odds(8)
    assert compute_baccarat_odds(8) == baccarat_odds(8)
    assert isinstance(baccarat_odds(8), BaccaratOdds)


@pytest.mark.parametrize("decks", [0, 5, 13, -8])
def test_baccarat_refuses_illegal_deck_counts(decks: int) -> None:
    with pytest.raises(ShoeError, match=r"Baccarat art\. 1"):
        compute_baccarat_odds(decks)


# ---- Sam Kong -----------------------------------------------------------------------------


def test_samkong_one_deck_banker_counts() -> None:
    odds = samkong_odds(1)
    assert odds.hands == 22_100
    assert odds.three_faces_count == 220
    assert odds.point_counts == (2_164, 2_212) * 5
    assert odds.odd == Fraction(5 * 2_212, 22_100)
    assert odds.even == Fraction(5 * 2_164, 22_100)
    assert odds.three_faces + odds.odd + odds.even == 1


def test_samkong_one_deck_door_against_banker() -> None:
    odds = samkong_odds(1)
    assert odds.pairs == 22_100 * comb(49, 3) == 407_170_400
    assert (odds.door_wins, odds.door_ties, odds.door_losses) == (
        195_898_240,
        15_373_920,
        195_898_240,
    )
    assert odds.door_win == Fraction(195_898_240, 407_170_400)


def _brute_force_levels(decks: int) -> list[int]:
    counts = [0] * 31
    for hand in combinations(full_deck() * decks, 3):
        counts[rank_hand(hand).ordinal - 1] += 1
    return counts


@pytest.mark.parametrize("decks", [1, 2])
def test_samkong_levels_match_every_hand_dealt(decks: int) -> None:
    assert list(samkong_odds(decks).level_counts) == _brute_force_levels(decks)


def test_samkong_level_distribution_is_keyed_by_level() -> None:
    odds = samkong_odds(1)
    distribution = odds.level_distribution
    assert [level for level, _ in distribution] == list(ALL_LEVELS)
    assert sum(p for _, p in distribution) == 1
    assert odds.level_probability(1) == odds.level_probability(ALL_LEVELS[0]) == odds.three_faces
    # 雙公九: two faces and a 9 — C(12, 2) · 4 hands.
    assert odds.level_counts[1] == comb(12, 2) * 4


def test_samkong_one_deck_edges() -> None:
    odds = samkong_odds(1)
    edges = odds.edges
    win = Fraction(195_898_240, 407_170_400)
    assert edges.door == COMMISSION * win  # wins and losses are equally likely
    assert edges.odd == Fraction(10_820, 22_100) - Fraction(95, 100) * Fraction(11_060, 22_100)
    assert edges.even == Fraction(11_060, 22_100) - Fraction(95, 100) * Fraction(10_820, 22_100)
    assert edges.three_faces == 1 - 17 * Fraction(220, 22_100)
    assert edges.points == tuple(1 - 9 * Fraction(n, 22_100) for n in (2_164, 2_212) * 5)
    assert edges.tie == 1 - 21 * Fraction(15_373_920, 407_170_400)
    assert percent(edges.door) == Fraction("2.4056")
    assert percent(edges.tie) == Fraction("20.7083")


@pytest.mark.parametrize("decks", range(1, 9))
def test_samkong_every_legal_shoe(decks: int) -> None:
    odds = compute_samkong_odds(decks)
    shoe = 52 * decks
    assert odds.hands == comb(shoe, 3) == sum(odds.level_counts)
    assert odds.pairs == comb(shoe, 3) * comb(shoe - 3, 3)
    assert odds.door_wins == odds.door_losses
    assert odds.door_wins + odds.door_ties + odds.door_losses == odds.pairs
    assert odds.three_faces_count == comb(12 * decks, 3)


@pytest.mark.parametrize("decks", [0, -1])
def test_samkong_refuses_illegal_deck_counts(decks: int) -> None:
    with pytest.raises(ShoeError, match=r"Sam Kong art\. 1"):
        samkong_odds(decks)


@pytest.mark.parametrize("decks", [9, 12, 20])
def test_samkong_odds_have_no_deck_maximum(decks: int) -> None:
    # Sam Kong art. 1: "one or more" decks, no maximum.
    odds = compute_samkong_odds(decks)
    assert odds.hands == comb(52 * decks, 3)
