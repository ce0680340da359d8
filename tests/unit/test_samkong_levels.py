"""Sam Kong levels and door-against-banker results, checked against shared/RULES.md B arts. 5-7.

Expectations are written from the rules (the annex order and the published one-deck counts),
not read back from the implementation.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.articles import sk
from trainer.cards import Card, Rank, Suit, full_deck, parse_cards
from trainer.errors import DealError
from trainer.samkong import (
    ALL_LEVELS,
    THREE_FACES,
    DoorResult,
    HandLevel,
    compare,
    level_by_ordinal,
    level_for,
    rank_hand,
)

# ---- the annex, written out by hand -------------------------------------------------------

# (cards, annex position, traditional name, simplified name, English name)
ANNEX_EXAMPLES: list[tuple[str, int, str, str, str]] = [
    ("JS QH KD", 1, "三公", "三公", "Three faces"),
    ("JS QH 9D", 2, "雙公九", "双公九", "Two faces 9"),
    ("KS 4H 5D", 3, "單公九", "单公九", "One face 9"),
    ("9S 9H AD", 4, "無公九", "无公九", "No face 9"),
    ("QS QH 8C", 5, "雙公八", "双公八", "Two faces 8"),
    ("JD 10S 8H", 6, "單公八", "单公八", "One face 8"),
    ("2S 3S 3H", 7, "無公八", "无公八", "No face 8"),
    ("KS KH 7S", 8, "雙公七", "双公七", "Two faces 7"),
    ("QC AS 6D", 9, "單公七", "单公七", "One face 7"),
    ("10S 10H 7D", 10, "無公七", "无公七", "No face 7"),
    ("JC KC 6H", 11, "雙公六", "双公六", "Two faces 6"),
    ("KH 8S 8D", 12, "單公六", "单公六", "One face 6"),
    ("AS 2S 3S", 13, "無公六", "无公六", "No face 6"),
    ("QD JD 5S", 14, "雙公五", "双公五", "Two faces 5"),
    ("JH 2C 3C", 15, "單公五", "单公五", "One face 5"),
    ("5S 5H 5D", 16, "無公五", "无公五", "No face 5"),
    ("KC QC 4D", 17, "雙公四", "双公四", "Two faces 4"),
    ("QS 7S 7H", 18, "單公四", "单公四", "One face 4"),
    ("9D 9C 6S", 19, "無公四", "无公四", "No face 4"),
    ("JS JH 3S", 20, "雙公三", "双公三", "Two faces 3"),
    ("KD 10D 3H", 21, "單公三", "单公三", "One face 3"),
    ("AH AD AC", 22, "無公三", "无公三", "No face 3"),
    ("QH KH 2D", 23, "雙公二", "双公二", "Two faces 2"),
    ("JS 6H 6D", 24, "單公二", "单公二", "One face 2"),
    ("10C 4S 8S", 25, "無公二", "无公二", "No face 2"),
    ("KS JD AS", 26, "雙公一", "双公一", "Two faces 1"),
    ("AS 10H JC", 27, "單公一", "单公一", "One face 1"),
    ("7S 7H 7D", 28, "無公一", "无公一", "No face 1"),
    ("KS QS 10H", 29, "雙公零", "双公零", "Two faces 0"),
    ("KS 10S 10H", 30, "單公零", "单公零", "One face 0"),
    ("10S 10H 10D", 31, "無公零", "无公零", "No face 0"),
]

# More hands that trainees get wrong: a 10 is not a face, totals wrap past 10 and 20.
TRICKY_EXAMPLES: list[tuple[str, str]] = [
    ("JH QD 9C", "雙公九"),
    ("10S JS QS", "雙公零"),
    ("10S 10H JD", "單公零"),
    ("5S 5H QS", "單公零"),
    ("4S 6S 10H", "無公零"),
    ("9S 9H 2D", "無公零"),
    ("9S 9H 9D", "無公七"),
    ("KS KH KD", "三公"),
    ("JS JH JD", "三公"),
    ("10S 10H 9D", "無公九"),
    ("8S 8H 3D", "無公九"),
    ("AS 10H JC", "單公一"),
    ("QS 10H 9C", "單公九"),
]


@pytest.mark.parametrize(("text", "ordinal", "hant", "hans", "en"), ANNEX_EXAMPLES)
def test_every_annex_level_from_an_example_hand(
    text: str, ordinal: int, hant: str, hans: str, en: str
) -> None:
    level = rank_hand(parse_cards(text))
    assert level.ordinal == ordinal
    assert level.name_zh_hant == hant
    assert level.name_zh_hans == hans
    assert level.name_en == en
    assert level.article == sk(5)
    assert level is level_by_ordinal(ordinal)


def test_the_example_table_covers_all_31_levels() -> None:
    assert sorted(ordinal for _, ordinal, *_ in ANNEX_EXAMPLES) == list(range(1, 32))


@pytest.mark.parametrize(("text", "hant"), TRICKY_EXAMPLES)
def test_tricky_hands(text: str, hant: str) -> None:
    assert rank_hand(parse_cards(text)).name_zh_hant == hant


def test_card_order_does_not_matter() -> None:
    for text, ordinal, *_ in ANNEX_EXAMPLES:
        for perm in itertools.permutations(parse_cards(text)):
            assert rank_hand(perm).ordinal == ordinal


def test_level_fields() -> None:
    assert THREE_FACES.is_three_faces and THREE_FACES.faces == 3 and THREE_FACES.points == 0
    two_nine = level_for(9, 2)
    assert (two_nine.ordinal, two_nine.points, two_nine.faces) == (2, 9, 2)
    assert not two_nine.is_three_faces
    no_zero = level_for(0, 0)
    assert no_zero.ordinal == 31 and not no_zero.is_three_faces
    assert level_for(0, 3) is THREE_FACES
    assert str(level_for(5, 0)) == "無公五"


def test_all_levels_is_the_annex_best_first() -> None:
    assert len(ALL_LEVELS) == 31
    assert [lv.ordinal for lv in ALL_LEVELS] == list(range(1, 32))
    # Annex: 三公, then for 9 down to 0: two faces, one face, no face.
    expected = [(3, 0)] + [(f, p) for p in range(9, -1, -1) for f in (2, 1, 0)]
    assert [(lv.faces, lv.points) for lv in ALL_LEVELS] == expected
    assert len({lv.name_zh_hant for lv in ALL_LEVELS}) == 31
    assert len({lv.name_en for lv in ALL_LEVELS}) == 31


@pytest.mark.parametrize("bad", [0, 32, -1])
def test_level_by_ordinal_range(bad: int) -> None:
    with pytest.raises(ValueError):
        level_by_ordinal(bad)


@pytest.mark.parametrize(("points", "faces"), [(10, 0), (-1, 1), (5, 4), (1, 3), (0, -1)])
def test_level_for_refuses_impossible_levels(points: int, faces: int) -> None:
    with pytest.raises(ValueError):
        level_for(points, faces)


def test_inconsistent_level_cannot_be_built() -> None:
    with pytest.raises(ValueError):
        HandLevel(1, 9, 2)
    with pytest.raises(ValueError):
        HandLevel(2, 0, 3)


@pytest.mark.parametrize("count", [0, 1, 2, 4, 5])
def test_rank_hand_needs_exactly_three_cards(count: int) -> None:
    with pytest.raises(ValueError, match=f"got {count}") as info:
        rank_hand(full_deck()[:count])
    assert isinstance(info.value, DealError)


# ---- ordering ------------------------------------------------------------------------------


def test_better_level_is_greater() -> None:
    assert level_for(9, 2) < THREE_FACES
    assert level_for(9, 2) > level_for(9, 1) > level_for(9, 0) > level_for(8, 2)
    assert level_for(1, 0) > level_for(0, 2) > level_for(0, 1) > level_for(0, 0)
    assert level_for(0, 0) < THREE_FACES
    assert level_for(5, 1) >= level_for(5, 1) and level_for(5, 1) <= level_for(5, 1)
    assert max(ALL_LEVELS) is THREE_FACES
    assert min(ALL_LEVELS) == level_for(0, 0)


def test_levels_are_strictly_ordered() -> None:
    for better, worse in itertools.combinations(ALL_LEVELS, 2):
        assert better > worse and worse < better
        assert better >= worse and worse <= better
        assert better != worse
        assert not better < worse
    assert sorted(ALL_LEVELS, reverse=True) == list(ALL_LEVELS)


def test_comparing_with_other_types_is_refused() -> None:
    with pytest.raises(TypeError):
        _ = THREE_FACES < 3


@given(st.sampled_from(ALL_LEVELS), st.sampled_from(ALL_LEVELS))
def test_compare_levels(door: HandLevel, banker: HandLevel) -> None:
    result = compare(door, banker)
    mirrored = compare(banker, door)
    if door.ordinal < banker.ordinal:
        assert result is DoorResult.WIN and mirrored is DoorResult.LOSE
    elif door.ordinal > banker.ordinal:
        assert result is DoorResult.LOSE and mirrored is DoorResult.WIN
    else:
        assert result is mirrored is DoorResult.TIE


def test_compare_cards() -> None:
    assert compare(parse_cards("JS QH 9D"), parse_cards("KS 4H 5D")) is DoorResult.WIN
    assert compare(parse_cards("10S 10H 10D"), parse_cards("4S 6S 10H")) is DoorResult.TIE
    assert compare(parse_cards("KS 10S 10H"), parse_cards("KS QS 10H")) is DoorResult.LOSE
    assert compare(parse_cards("AS AH AD"), THREE_FACES) is DoorResult.LOSE
    assert compare(THREE_FACES, parse_cards("JH QD KC")) is DoorResult.TIE
    assert DoorResult.WIN.article == sk(6)
    assert DoorResult.LOSE.article == sk(6)
    assert DoorResult.TIE.article == sk(7)


# ---- one deck: the published counts -----------------------------------------------------


def test_all_22100_one_deck_hands() -> None:
    hands = list(itertools.combinations(full_deck(), 3))
    assert len(hands) == 22_100
    by_total: Counter[int | str] = Counter()
    by_faces: Counter[int] = Counter()
    by_level: Counter[int] = Counter()
    for hand in hands:
        level = rank_hand(hand)
        by_total["三公" if level.is_three_faces else level.points] += 1
        by_faces[level.faces] += 1
        by_level[level.ordinal] += 1
    assert by_total["三公"] == 220
    for total in (1, 3, 5, 7, 9):
        assert by_total[total] == 2_212
    for total in (0, 2, 4, 6, 8):
        assert by_total[total] == 2_164
    # 12 faces and 40 other cards in a deck.
    assert by_faces == {
        3: math.comb(12, 3),
        2: math.comb(12, 2) * 40,
        1: 12 * math.comb(40, 2),
        0: math.comb(40, 3),
    }
    # Two faces + one non-face card: 66 face pairs x 4 cards of the rank giving N
    # (N = 0 is the four 10s).
    for total in range(10):
        assert by_level[level_for(total, 2).ordinal] == 66 * 4
    assert set(by_level) == set(range(1, 32))


# ---- door against banker over disjoint pairs, counted combinatorially -------------------

RankCounts = tuple[int, ...]  # how many cards of each rank (index 0 = ace .. 12 = king)


def _rank_profiles(available: Mapping[Rank, int]) -> dict[RankCounts, tuple[int, HandLevel]]:
    """Every multiset of three ranks drawable from ``available``: (suit choices, its level)."""
    profiles: dict[RankCounts, tuple[int, HandLevel]] = {}
    ranks = [r for r in Rank if available.get(r, 0)]
    for combo in itertools.combinations_with_replacement(ranks, 3):
        counts = tuple(combo.count(r) for r in Rank)
        ways = math.prod(
            math.comb(available.get(r, 0), c) for r, c in zip(Rank, counts, strict=True)
        )
        if ways:
            # Suits never matter to a level, so any suits stand for the multiset.
            suits = itertools.cycle(Suit)
            hand = [Card(rank, next(suits)) for rank in combo]
            profiles[counts] = (ways, rank_hand(hand))
    return profiles


def count_door_results(available: Mapping[Rank, int]) -> Counter[DoorResult]:
    """Door results over all ordered pairs (door, banker) of disjoint three-card hands.

    Groups hands by rank multiset: door ranks ``a`` and banker ranks ``b`` can be dealt
    disjointly in prod_r C(n_r, a_r) * C(n_r - a_r, b_r) ways (n_r cards of rank r).
    """
    profiles = _rank_profiles(available)
    n = [available.get(r, 0) for r in Rank]
    results: Counter[DoorResult] = Counter()
    for a, (_, door_level) in profiles.items():
        for b, (_, banker_level) in profiles.items():
            ways = 1
            for n_r, a_r, b_r in zip(n, a, b, strict=True):
                if a_r or b_r:
                    ways *= math.comb(n_r, a_r) * math.comb(n_r - a_r, b_r)
                    if not ways:
                        break
            if ways:
                results[compare(door_level, banker_level)] += ways
    return results


def brute_force_door_results(cards: Sequence[Card]) -> Counter[DoorResult]:
    """The same count by dealing every pair of disjoint hands (small decks only)."""
    hands = list(itertools.combinations(range(len(cards)), 3))
    masks = [sum(1 << i for i in hand) for hand in hands]
    ordinals = [rank_hand(cards[i] for i in hand).ordinal for hand in hands]
    results: Counter[DoorResult] = Counter()
    for door_mask, door in zip(masks, ordinals, strict=True):
        for banker_mask, banker in zip(masks, ordinals, strict=True):
            if door_mask & banker_mask:
                continue
            if door < banker:
                results[DoorResult.WIN] += 1
            elif door > banker:
                results[DoorResult.LOSE] += 1
            else:
                results[DoorResult.TIE] += 1
    return results


def _sub_deck(counts: Mapping[Rank, int]) -> list[Card]:
    return [Card(rank, suit) for rank, n in counts.items() for suit in list(Suit)[:n]]


SMALL_DECKS: list[dict[Rank, int]] = [
    # Uneven rank counts so that the per-rank binomials are really exercised.
    {Rank.ACE: 4, Rank.FIVE: 2, Rank.NINE: 3, Rank.TEN: 3, Rank.JACK: 2, Rank.QUEEN: 1,
     Rank.KING: 3},
    {Rank.TEN: 4, Rank.JACK: 4, Rank.QUEEN: 4, Rank.KING: 2, Rank.ACE: 1},
    {Rank.TWO: 2, Rank.THREE: 3, Rank.FOUR: 1, Rank.SIX: 4, Rank.SEVEN: 2, Rank.EIGHT: 2,
     Rank.KING: 2},
]  # fmt: skip


@pytest.mark.parametrize("counts", SMALL_DECKS)
def test_combinatorial_count_matches_brute_force_on_small_decks(counts: dict[Rank, int]) -> None:
    cards = _sub_deck(counts)
    assert len(cards) == sum(counts.values())
    expected = brute_force_door_results(cards)
    assert count_door_results(counts) == expected
    total = math.comb(len(cards), 3) * math.comb(len(cards) - 3, 3)
    assert sum(expected.values()) == total


def test_door_against_banker_over_all_disjoint_one_deck_pairs() -> None:
    results = count_door_results({rank: 4 for rank in Rank})
    assert sum(results.values()) == 407_170_400
    assert results[DoorResult.WIN] == 195_898_240
    assert results[DoorResult.TIE] == 15_373_920
    assert results[DoorResult.LOSE] == 195_898_240


def _ranks(cards: Iterable[Card]) -> list[Rank]:
    return sorted(card.rank for card in cards)


@given(st.permutations(full_deck()))
def test_rank_hand_depends_only_on_ranks(deck: list[Card]) -> None:
    hand = deck[:3]
    same_ranks = [Card(card.rank, Suit.SPADES) for card in hand]
    assert _ranks(hand) == _ranks(same_ranks)
    assert rank_hand(hand) == rank_hand(same_ranks)


@given(st.lists(st.sampled_from(full_deck()), min_size=3, max_size=3))
def test_level_rule_from_rules_md(hand: list[Card]) -> None:
    # Art. 5 restated: faces are J/Q/K; 3 faces = 三公; otherwise N = sum of points mod 10
    # with 10/J/Q/K counting 0.
    faces = sum(1 for card in hand if card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING))
    total = sum(int(card.rank) if card.rank < Rank.TEN else 0 for card in hand) % 10
    level = rank_hand(hand)
    if faces == 3:
        assert level.name_zh_hant == "三公"
    else:
        assert level.name_zh_hant == ("無公", "單公", "雙公")[faces] + "零一二三四五六七八九"[total]
