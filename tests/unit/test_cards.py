"""Cards: parsing, formatting, points (Baccarat art. 5) and faces (Sam Kong terms).

Expected values are typed from shared/RULES.md, not read from ``trainer.cards``.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.cards import Card, Rank, Suit, format_cards, full_deck, parse_cards
from trainer.errors import CardParseError

cards_st = st.builds(Card, st.sampled_from(list(Rank)), st.sampled_from(list(Suit)))

# ---- parsing one card -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("token", "rank", "suit"),
    [
        ("AS", Rank.ACE, Suit.SPADES),
        ("as", Rank.ACE, Suit.SPADES),
        ("aS", Rank.ACE, Suit.SPADES),
        ("10h", Rank.TEN, Suit.HEARTS),
        ("10H", Rank.TEN, Suit.HEARTS),
        ("Th", Rank.TEN, Suit.HEARTS),
        ("tH", Rank.TEN, Suit.HEARTS),
        ("KD", Rank.KING, Suit.DIAMONDS),
        ("qc", Rank.QUEEN, Suit.CLUBS),
        ("jh", Rank.JACK, Suit.HEARTS),
        ("2s", Rank.TWO, Suit.SPADES),
        ("9♣", Rank.NINE, Suit.CLUBS),
        ("A♠", Rank.ACE, Suit.SPADES),
        ("10♥", Rank.TEN, Suit.HEARTS),
        ("K♦", Rank.KING, Suit.DIAMONDS),
        # Full-width characters, as typed with a Chinese input method.
        ("ＡＳ", Rank.ACE, Suit.SPADES),
        ("１０ｈ", Rank.TEN, Suit.HEARTS),
        ("ＫＤ", Rank.KING, Suit.DIAMONDS),
        (" 7C ", Rank.SEVEN, Suit.CLUBS),
    ],
)
def test_parse_one_card(token: str, rank: Rank, suit: Suit) -> None:
    card = Card.parse(token)
    assert card == Card(rank, suit)
    assert card.rank is rank
    assert card.suit is suit


@pytest.mark.parametrize("token", ["1X", "ZZ", "11S", "", "A", "10", "S", "AX", "0S", "KK"])
def test_bad_token_raises_value_error_naming_it(token: str) -> None:
    with pytest.raises(ValueError) as info:
        Card.parse(token)
    assert isinstance(info.value, CardParseError)
    assert repr(token) in str(info.value)
    assert info.value.token == token


# ---- parsing many cards -----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "AS 10h KD",
        "AS, 10h,KD",
        "AS,10H,KD",
        "as  th   kd",
        "AS\t10H\nKD",
        "ＡＳ，　１０ｈ，ＫＤ",
        " AS 10♥ K♦ ",
    ],
)
def test_parse_cards_separators(text: str) -> None:
    assert parse_cards(text) == (
        Card(Rank.ACE, Suit.SPADES),
        Card(Rank.TEN, Suit.HEARTS),
        Card(Rank.KING, Suit.DIAMONDS),
    )


def test_parse_cards_empty_text_gives_no_cards() -> None:
    assert parse_cards("") == ()
    assert parse_cards("  ,  ") == ()


@pytest.mark.parametrize(("text", "bad"), [("AS, 1X, KD", "1X"), ("AS ZZ", "ZZ"), ("11S", "11S")])
def test_parse_cards_names_the_bad_token(text: str, bad: str) -> None:
    with pytest.raises(ValueError, match=bad):
        parse_cards(text)


def test_format_cards() -> None:
    cards = (
        Card(Rank.ACE, Suit.SPADES),
        Card(Rank.TEN, Suit.HEARTS),
        Card(Rank.KING, Suit.DIAMONDS),
    )
    assert format_cards(cards) == "AS 10H KD"
    assert format_cards([]) == ""


@pytest.mark.parametrize(
    ("card", "code"),
    [
        (Card(Rank.ACE, Suit.SPADES), "AS"),
        (Card(Rank.TEN, Suit.HEARTS), "10H"),
        (Card(Rank.KING, Suit.DIAMONDS), "KD"),
        (Card(Rank.SEVEN, Suit.CLUBS), "7C"),
    ],
)
def test_code_and_str(card: Card, code: str) -> None:
    assert card.code == code
    assert str(card) == code


# ---- points and faces -------------------------------------------------------------------

# Baccarat art. 5: 10, J, Q, K count 0; A counts 1; 2-9 count face value.
EXPECTED_POINTS = {
    "A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
    "10": 0, "J": 0, "Q": 0, "K": 0,
}  # fmt: skip

# Sam Kong terms: face card 公 is J, Q, K; a 10 counts 0 but is not a face.
EXPECTED_FACE = {label: label in {"J", "Q", "K"} for label in EXPECTED_POINTS}


@pytest.mark.parametrize("label", list(EXPECTED_POINTS))
@pytest.mark.parametrize("suit", list(Suit))
def test_points_and_face_for_every_rank(label: str, suit: Suit) -> None:
    card = Card.parse(label + suit.value)
    assert card.points == EXPECTED_POINTS[label]
    assert card.is_face is EXPECTED_FACE[label]


def test_ten_is_not_a_face_but_counts_zero() -> None:
    ten = Card.parse("10S")
    assert ten.points == 0
    assert not ten.is_face


def test_full_deck_is_52_distinct_cards() -> None:
    deck = full_deck()
    assert len(deck) == 52
    assert len(set(deck)) == 52
    assert sum(c.points for c in deck) == 4 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9)
    assert sum(c.is_face for c in deck) == 12


def test_card_is_frozen_and_hashable() -> None:
    card = Card.parse("AS")
    with pytest.raises(AttributeError):
        card.rank = Rank.TWO  # type: ignore[misc]
    assert {card, Card.parse("as")} == {card}


def test_cards_of_same_rank_can_be_sorted() -> None:
    sorted([Card.parse("AS"), Card.parse("AH")])


# ---- round trips ------------------------------------------------------------------------


@given(st.lists(cards_st, max_size=20))
def test_format_cards_round_trip(cards: list[Card]) -> None:
    text = format_cards(cards)
    assert parse_cards(text) == tuple(cards)
    assert parse_cards(text.lower()) == tuple(cards)
    assert parse_cards(", ".join(c.code for c in cards)) == tuple(cards)


@given(cards_st)
def test_str_round_trip(card: Card) -> None:
    assert Card.parse(str(card)) == card
    assert Card.parse(card.code.lower()) == card
    assert Card.parse(f"{card.code[:-1]}{card.suit.symbol}") == card
