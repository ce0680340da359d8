"""The shoe procedure: Baccarat arts. 1-3 and Sam Kong arts. 1-3 of shared/RULES.md."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from trainer.articles import Game
from trainer.cards import (
    BurnMethod,
    Card,
    LastCoupRule,
    Rank,
    Shoe,
    Suit,
    burn_count_for_first_card,
    full_deck,
    parse_cards,
)
from trainer.errors import ShoeError


def rng(seed: int = 7) -> random.Random:
    return random.Random(seed)


def filler(n: int) -> list[Card]:
    """``n`` cards in a fixed, known order (cycling through one deck)."""
    deck = [Card(rank, suit) for suit in Suit for rank in Rank]
    return [deck[i % 52] for i in range(n)]


# ---- decks (Baccarat art. 1, Sam Kong art. 1) -------------------------------------------


@pytest.mark.parametrize("decks", range(6, 13))
def test_baccarat_6_to_12_decks(decks: int) -> None:
    shoe = Shoe(decks, rng())
    assert shoe.remaining == 52 * decks


@pytest.mark.parametrize("decks", [0, 1, 5, 13, 14])
def test_baccarat_deck_count_refused(decks: int) -> None:
    with pytest.raises(ShoeError):
        Shoe(decks, rng())


@pytest.mark.parametrize("decks", range(1, 9))
def test_sam_kong_1_to_8_decks(decks: int) -> None:
    shoe = Shoe(decks, rng(), game=Game.SAM_KONG)
    assert shoe.remaining == 52 * decks


@pytest.mark.parametrize("decks", [0, -2])
def test_sam_kong_deck_count_refused(decks: int) -> None:
    with pytest.raises(ShoeError, match=r"Sam Kong art\. 1"):
        Shoe(decks, rng(), game=Game.SAM_KONG)


@pytest.mark.parametrize("decks", [9, 10, 16])
def test_sam_kong_has_no_deck_maximum(decks: int) -> None:
    # Sam Kong art. 1: "one or more" decks; the law sets no maximum, so neither does the shoe.
    shoe = Shoe(decks, rng(), game=Game.SAM_KONG)
    assert shoe.remaining == 52 * decks
    assert shoe.burn().count == decks


def test_eight_decks_hold_each_card_eight_times() -> None:
    shoe = Shoe(8, rng())
    cards = list(shoe)
    assert len(cards) == 416
    counts = Counter(cards)
    assert len(counts) == 52
    assert set(counts.values()) == {8}
    assert set(counts) == set(full_deck())


def test_same_seed_same_order_other_seed_other_order() -> None:
    first = list(Shoe(8, rng(42)))
    assert list(Shoe(8, rng(42))) == first
    assert list(Shoe(8, rng(43))) != first
    # A real shuffle: not the deck order repeated.
    assert first != full_deck() * 8


def test_fixed_order() -> None:
    order = filler(30)
    shoe = Shoe(6, rng(), cards=order)
    assert list(shoe) == order


# ---- cut card (Baccarat art. 2) ---------------------------------------------------------


@pytest.mark.parametrize("cut", [12, 14, 20, 100])
def test_baccarat_cut_card_at_12_or_earlier(cut: int) -> None:
    assert Shoe(8, rng(), cut_from_end=cut).cut_from_end == cut


@pytest.mark.parametrize("cut", [0, 1, 11])
def test_baccarat_cut_card_later_than_12_refused(cut: int) -> None:
    with pytest.raises(ShoeError):
        Shoe(8, rng(), cut_from_end=cut)


def test_baccarat_default_cut_respects_the_rule() -> None:
    assert Shoe(8, rng()).cut_from_end >= 12


def test_cut_card_comes_out_with_the_card_behind_it() -> None:
    shoe = Shoe(6, rng(), cut_from_end=14)
    total = 6 * 52
    shoe.draw_many(total - 14)
    assert not shoe.cut_card_out
    shoe.draw()
    assert shoe.cut_card_out
    assert shoe.remaining == 13


# ---- burn (Baccarat art. 2) -------------------------------------------------------------


@pytest.mark.parametrize("decks", [6, 8, 12])
def test_burn_option_a_as_many_as_decks(decks: int) -> None:
    shoe = Shoe(decks, rng())
    burn = shoe.burn(BurnMethod.DECKS)
    assert burn.count == decks
    assert len(burn.cards) == decks
    assert shoe.dealt == decks


# Option (b): A = 1 ... 9 = 9, 10/J/Q/K = 10 (typed from art. 2).
FIRST_CARD_BURN = {
    "A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
    "10": 10, "J": 10, "Q": 10, "K": 10,
}  # fmt: skip


@pytest.mark.parametrize(("label", "count"), list(FIRST_CARD_BURN.items()))
def test_burn_option_b_first_card_value(label: str, count: int) -> None:
    first = Card.parse(label + "H")
    assert burn_count_for_first_card(first) == count
    order = [first, *filler(40)]
    shoe = Shoe(6, rng(), cards=order)
    burn = shoe.burn(BurnMethod.FIRST_CARD)
    assert burn.first_card == first
    assert burn.count == count
    # The first card is shown, then `count` more are burnt: both leave the shoe.
    assert burn.cards == tuple(order[: count + 1])
    assert shoe.dealt == count + 1
    assert shoe.peek() == order[count + 1]


@pytest.mark.parametrize("fixed", range(1, 9))
def test_burn_option_c_fixed_1_to_8(fixed: int) -> None:
    order = filler(40)
    shoe = Shoe(6, rng(), cards=order)
    burn = shoe.burn(BurnMethod.FIXED, fixed=fixed)
    assert burn.count == fixed
    assert burn.cards == tuple(order[:fixed])
    assert shoe.dealt == fixed


@pytest.mark.parametrize("fixed", [None, 0, 9, -1])
def test_burn_option_c_out_of_range_refused(fixed: int | None) -> None:
    shoe = Shoe(6, rng(), cards=filler(40))
    with pytest.raises(ShoeError):
        shoe.burn(BurnMethod.FIXED, fixed=fixed)
    assert shoe.dealt == 0


def test_burn_cites_article_2() -> None:
    shoe = Shoe(6, rng())
    assert str(shoe.burn(BurnMethod.DECKS).article).startswith("Baccarat art. 2")


# ---- demonstration coups (Baccarat art. 2) ----------------------------------------------


def test_three_demonstration_coups_then_refused() -> None:
    shoe = Shoe(8, rng())
    for _ in range(3):
        shoe.deal_demonstration_coup()
    assert shoe.demonstration_coups == 3
    with pytest.raises(ShoeError):
        shoe.deal_demonstration_coup()


def test_no_demonstration_coup_after_the_first_real_coup() -> None:
    shoe = Shoe(8, rng())
    shoe.deal_demonstration_coup()
    shoe.start_coup()
    shoe.draw_many(4)
    shoe.end_coup()
    with pytest.raises(ShoeError):
        shoe.deal_demonstration_coup()


# ---- last coup (Baccarat art. 3) --------------------------------------------------------


def _play_until_cut_card(shoe: Shoe, per_coup: int) -> int:
    """Play coups of ``per_coup`` cards until the cut card comes out; return that coup's no."""
    number = 0
    while not shoe.cut_card_out:
        shoe.start_coup()
        number += 1
        assert shoe.last_coup_number is None or shoe.cut_card_out
        shoe.draw_many(per_coup)
        if not shoe.cut_card_out:
            shoe.end_coup()
    return number


def test_last_coup_one_more() -> None:
    # 6 decks, cut 14 from the end: the cut card comes out with card number 299 (index 298).
    # Coups of 4 cards: coup 75 deals cards 297-300, so the cut card appears in coup 75.
    shoe = Shoe(6, rng(), cut_from_end=14, last_coup_rule=LastCoupRule.ONE_MORE)
    cut_coup = _play_until_cut_card(shoe, 4)
    assert cut_coup == 75
    assert shoe.last_coup_number == 76
    # The coup in which the cut card came out is completed...
    assert not shoe.is_last_coup_done
    shoe.draw_many(2)
    shoe.end_coup()
    assert not shoe.is_last_coup_done
    # ...and exactly one more is played.
    shoe.start_coup()
    shoe.draw_many(5)
    assert not shoe.is_last_coup_done
    shoe.end_coup()
    assert shoe.is_last_coup_done
    with pytest.raises(ShoeError):
        shoe.start_coup()


def test_last_coup_one_more_is_the_default() -> None:
    assert Shoe(6, rng()).last_coup_rule is LastCoupRule.ONE_MORE


def test_last_coup_this_coup() -> None:
    shoe = Shoe(6, rng(), cut_from_end=14, last_coup_rule=LastCoupRule.THIS_COUP)
    cut_coup = _play_until_cut_card(shoe, 4)
    assert cut_coup == 75
    assert shoe.last_coup_number == 75
    assert not shoe.is_last_coup_done  # still in progress
    shoe.draw_many(2)
    shoe.end_coup()
    assert shoe.is_last_coup_done
    with pytest.raises(ShoeError):
        shoe.start_coup()


def test_coups_must_be_ended_before_the_next() -> None:
    shoe = Shoe(6, rng())
    shoe.start_coup()
    with pytest.raises(ShoeError):
        shoe.start_coup()
    shoe.end_coup()
    with pytest.raises(ShoeError):
        shoe.end_coup()


def test_empty_shoe_refuses_to_draw() -> None:
    shoe = Shoe(6, rng(), cards=filler(20))
    shoe.draw_many(20)
    with pytest.raises(ShoeError):
        shoe.draw()


# ---- Sam Kong (arts. 1-3) ---------------------------------------------------------------


@pytest.mark.parametrize("cut", range(31, 41))
def test_sam_kong_second_cut_card_between_last_30_and_40(cut: int) -> None:
    shoe = Shoe(4, rng(), game=Game.SAM_KONG, cut_from_end=cut)
    assert shoe.cut_from_end == cut


@pytest.mark.parametrize("cut", [12, 29, 41, 50])
def test_sam_kong_second_cut_card_outside_30_40_refused(cut: int) -> None:
    with pytest.raises(ShoeError):
        Shoe(4, rng(), game=Game.SAM_KONG, cut_from_end=cut)


@pytest.mark.parametrize("seed", range(30))
def test_sam_kong_default_second_cut_card_in_range(seed: int) -> None:
    shoe = Shoe(2, rng(seed), game=Game.SAM_KONG)
    assert 30 <= shoe.cut_from_end <= 40


@pytest.mark.parametrize("decks", [1, 2, 8])
def test_sam_kong_burns_as_many_as_decks(decks: int) -> None:
    shoe = Shoe(decks, rng(), game=Game.SAM_KONG)
    # Whatever option is asked, Sam Kong art. 2 burns as many cards as decks.
    assert shoe.burn(BurnMethod.FIXED, fixed=3).count == decks
    assert shoe.dealt == decks


def test_sam_kong_extra_burn_before_every_later_coup() -> None:
    order = filler(104)
    shoe = Shoe(2, rng(), game=Game.SAM_KONG, cut_from_end=35, cards=order)
    shoe.burn()
    assert shoe.dealt == 2
    # Not before the first coup.
    assert shoe.start_coup() is None
    assert shoe.dealt == 2
    shoe.draw_many(6)
    shoe.end_coup()
    # One card before each later coup.
    for coup in range(2, 6):
        before = shoe.dealt
        burnt = shoe.start_coup()
        assert burnt == order[before]
        assert shoe.dealt == before + 1
        shoe.draw_many(6)
        shoe.end_coup()
        assert shoe.coups_started == coup


def test_sam_kong_shoe_cut_card_marks_the_last_coup() -> None:
    shoe = Shoe(2, rng(), game=Game.SAM_KONG, cut_from_end=35, cards=filler(104))
    shoe.burn()
    number = 0
    while True:
        shoe.start_coup()
        number += 1
        shoe.draw_many(6)
        shoe.end_coup()
        if shoe.cut_card_out:
            break
    assert shoe.last_coup_number == number
    assert shoe.is_last_coup_done
    with pytest.raises(ShoeError):
        shoe.start_coup()


def test_sam_kong_cut_card_on_the_extra_burn() -> None:
    # 2 decks, cut card 40 from the end: it comes out with the card at index 64.
    # Burn 2 (0-1); coup 1 deals 2-7; coup n >= 2 burns index 8 + 7 (n - 2): coup 10 burns 64.
    shoe = Shoe(2, rng(), game=Game.SAM_KONG, cut_from_end=40, cards=filler(104))
    shoe.burn()
    for _ in range(9):
        shoe.start_coup()
        shoe.draw_many(6)
        shoe.end_coup()
    assert not shoe.cut_card_out
    shoe.start_coup()  # coup 10: its burn card brings out the cut card
    assert shoe.cut_card_out
    assert shoe.coups_started == 10
    assert shoe.last_coup_number == 10


def test_sam_kong_one_deck_box_reshuffles_every_coup() -> None:
    shoe = Shoe(1, rng(), game=Game.SAM_KONG)
    shoe.burn()
    assert shoe.start_coup() is None  # no extra burn with a box
    assert not shoe.is_last_coup_done
    shoe.draw_many(3 * 7)
    shoe.end_coup()
    assert shoe.is_last_coup_done
    with pytest.raises(ShoeError):
        shoe.start_coup()


def test_parse_cards_order_usable_as_shoe() -> None:
    order = list(parse_cards("AS 10H KD 4C 7S 2D")) + filler(20)
    shoe = Shoe(6, rng(), cards=order)
    assert shoe.draw_many(6) == parse_cards("AS 10H KD 4C 7S 2D")
