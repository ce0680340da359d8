"""Playing a coup: dealing order (art. 7), drawing (art. 9), totals (art. 5), winner
(arts. 11, 12) and pairs (art. 13).

Every expectation is worked out by hand, or by the small rule written in this file from
shared/RULES.md; nothing is computed with the code under test.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.rules_reference import banker_draws
from trainer.baccarat.coup import Coup, Outcome, coup_from_hands, play_coup
from trainer.cards import Card, Rank, Shoe, Suit, parse_cards
from trainer.errors import DealError


@dataclass(frozen=True)
class Case:
    """A hand-worked coup. ``deal`` is in dealing order: P, B, P, B, then third cards."""

    deal: str
    player: str
    banker: str
    totals: tuple[int, int]  # (player, banker)
    outcome: Outcome
    pairs: tuple[bool, bool] = (False, False)  # (player pair, banker pair)
    natural: bool = False
    banker_clause: str | None = None  # the art. 9 clause behind the Banker's decision
    left: str = ""  # cards the coup must not consume


P, B, T = Outcome.PLAYER, Outcome.BANKER, Outcome.TIE

# fmt: off
CASES = [
    # P = A,K = 1 draws 7 -> 8; B = 10,4 = 4, third card 7 -> draws (3)(3) 2 -> 6.
    Case("AS 10H KD 4C 7S 2D", "AS KD 7S", "10H 4C 2D", (8, 6), P, banker_clause="(3)(3)"),
    # Player natural 9 against 5: nobody draws.
    Case("4H 3S 5D 2C 9S 9H", "4H 5D", "3S 2C", (9, 5), P, natural=True,
         banker_clause="(4)(6)", left="9S 9H"),
    # Banker natural 8: the Player on 5 does not draw.
    Case("2H 5S 3D 3C KS", "2H 3D", "5S 3C", (5, 8), B, natural=True,
         banker_clause="(2)", left="KS"),
    # Natural 8 against natural 8: tie.
    Case("8H 8S KD KC", "8H KD", "8S KC", (8, 8), T, natural=True),
    # Natural 9 beats natural 8.
    Case("9C 8D JH QS", "9C JH", "8D QS", (9, 8), P, natural=True),
    # 9+9 = 18 -> 8 each: a natural tie with both pairs.
    Case("9H 9S 9D 9C 5H", "9H 9D", "9S 9C", (8, 8), T, (True, True), natural=True, left="5H"),
    # Natural 8 beats a 7.
    Case("8H 7S KD KC 2C", "8H KD", "7S KC", (8, 7), P, natural=True, left="2C"),
    # 6 v 6: the Player stands, the Banker on 6 with the Player stood stands (4)(4): tie.
    Case("6H 6S 10C QD 3C", "6H 10C", "6S QD", (6, 6), T, banker_clause="(4)(4)", left="3C"),
    # P 2,2 = 4 (pair) draws 8 -> 2; B K,Q = 0 (no pair) draws whatever (3)(1): 5 -> 5.
    Case("2H KS 2D QC 8S 5H", "2H 2D 8S", "KS QC 5H", (2, 5), B, (True, False),
         banker_clause="(3)(1)"),
    # B 3 against an 8 stands (4)(1).
    Case("AH 2S 3D AC 8C 9D", "AH 3D 8C", "2S AC", (2, 3), B, banker_clause="(4)(1)",
         left="9D"),
    # B 3 against a 9 draws (3)(2).
    Case("AH 2S 3D AC 9C 5D", "AH 3D 9C", "2S AC 5D", (3, 8), B, banker_clause="(3)(2)"),
    # B 4 against a 2 draws (3)(3): tie 7-7, six cards.
    Case("5H 4S KD KC 2C 3D", "5H KD 2C", "4S KC 3D", (7, 7), T, banker_clause="(3)(3)"),
    # B 4 against an A stands (4)(2).
    Case("5H 4S KD KC AC 3D", "5H KD AC", "4S KC", (6, 4), P, banker_clause="(4)(2)",
         left="3D"),
    # B 4 against a Q (value 0) stands (4)(2): tie 4-4.
    Case("4H 4S KD KC QH 3D", "4H KD QH", "4S KC", (4, 4), T, banker_clause="(4)(2)",
         left="3D"),
    # B 5 against a 4 draws (3)(4).
    Case("3H 5S 10D 10C 4C 4D", "3H 10D 4C", "5S 10C 4D", (7, 9), B, banker_clause="(3)(4)"),
    # B 5 against a 3 stands (4)(3).
    Case("3H 5S 10D 10C 3C 4D", "3H 10D 3C", "5S 10C", (6, 5), P, banker_clause="(4)(3)",
         left="4D"),
    # B 5 against a Q (value 0) stands (4)(3).
    Case("4H 5S KD KC QH 3D", "4H KD QH", "5S KC", (4, 5), B, banker_clause="(4)(3)",
         left="3D"),
    # B 6 against a 6 draws (3)(5); A-A is a Player pair.
    Case("AH 6S AD JC 6C 2D", "AH AD 6C", "6S JC 2D", (8, 8), T, (True, False),
         banker_clause="(3)(5)"),
    # B 6 against a 7 draws (3)(5): 6 + 4 = 10 -> 0, and the Player's 1 beats 0.
    Case("2H 6S 2D QC 7C 4D", "2H 2D 7C", "6S QC 4D", (1, 0), P, (True, False),
         banker_clause="(3)(5)"),
    # B 6 against a 5 stands (4)(4).
    Case("AH 6S AD JC 5C 2D", "AH AD 5C", "6S JC", (7, 6), P, (True, False),
         banker_clause="(4)(4)", left="2D"),
    # The Player stands on 7; the Banker on 5 draws (3)(6): 5 + 9 = 14 -> 4.
    Case("7H 2S KD 3C 9S 8S", "7H KD", "2S 3C 9S", (7, 4), P, banker_clause="(3)(6)",
         left="8S"),
    # The Player stands on 6; the Banker on 3 draws (3)(6).
    Case("6H 3S KD KC 5H", "6H KD", "3S KC 5H", (6, 8), B, banker_clause="(3)(6)"),
    # The Player stands on 7; the Banker on 3-3 = 6 (pair) stands (4)(4).
    Case("7H 3S QD 3C 9S", "7H QD", "3S 3C", (7, 6), P, (False, True),
         banker_clause="(4)(4)", left="9S"),
    # B 7 stands (4)(5) after the Player drew.
    Case("2H 7S 2C KC 5D 9H", "2H 2C 5D", "7S KC", (9, 7), P, (True, False),
         banker_clause="(4)(5)", left="9H"),
    # J-J is a pair on both sides; 0 + 5 each: tie.
    Case("JH JS JD JC 5H 5S", "JH JD 5H", "JS JC 5S", (5, 5), T, (True, True),
         banker_clause="(3)(1)"),
    # J-Q and Q-K are not pairs; three-card 9s are not naturals.
    Case("JH QS QD KC 9H 9S", "JH QD 9H", "QS KC 9S", (9, 9), T, banker_clause="(3)(1)"),
    # 10-10 is a pair on both sides; three-card 8s are not naturals.
    Case("10H 10S 10D 10C 8H 8S", "10H 10D 8H", "10S 10C 8S", (8, 8), T, (True, True),
         banker_clause="(3)(1)"),
    # 10-K is not a pair although both count 0; 2-2 is a Banker pair.
    Case("10H 2S KD 2C 3H 4C", "10H KD 3H", "2S 2C 4C", (3, 8), B, (False, True),
         banker_clause="(3)(3)"),
]
# fmt: on


@pytest.mark.parametrize("case", CASES, ids=[c.deal for c in CASES])
def test_hand_worked_coup(case: Case) -> None:
    source = iter(parse_cards(case.deal))
    coup = play_coup(source)
    assert coup.player == parse_cards(case.player)
    assert coup.banker == parse_cards(case.banker)
    assert (coup.player_total, coup.banker_total) == case.totals
    assert coup.outcome is case.outcome
    assert (coup.player_pair, coup.banker_pair) == case.pairs
    assert coup.natural is case.natural
    assert tuple(source) == parse_cards(case.left)
    assert coup.is_legal()
    assert coup_from_hands(parse_cards(case.player), parse_cards(case.banker)) == coup
    banker_decision = coup.decisions[1]
    assert banker_decision.draws is (len(coup.banker) == 3)
    if case.banker_clause is not None:
        assert str(banker_decision.article) == f"Baccarat art. 9 {case.banker_clause}"
    expected_article = "Baccarat art. 12" if case.outcome is T else "Baccarat art. 11"
    assert str(coup.outcome_article) == expected_article


def test_cases_cover_every_banker_clause() -> None:
    clauses = {c.banker_clause for c in CASES}
    for clause in ("(3)(1)", "(3)(2)", "(3)(3)", "(3)(4)", "(3)(5)", "(3)(6)",
                   "(4)(1)", "(4)(2)", "(4)(3)", "(4)(4)", "(4)(5)", "(4)(6)"):  # fmt: skip
        assert clause in clauses
    assert len(CASES) >= 20
    assert any(len(parse_cards(c.deal)) - len(parse_cards(c.left)) == 6 for c in CASES)


def test_dealing_order_is_player_banker_player_banker() -> None:
    coup = play_coup(parse_cards("AS 10H KD 4C 7S 2D"))
    assert coup.cards_in_dealing_order == parse_cards("AS 10H KD 4C 7S 2D")


def test_play_coup_from_a_shoe_takes_only_what_it_needs() -> None:
    order = parse_cards("8H 7S KD KC 2C 3D") + tuple(Card(Rank.FIVE, Suit.CLUBS) for _ in range(20))
    shoe = Shoe(6, random.Random(1), cards=order)
    coup = play_coup(shoe)
    assert coup.player == parse_cards("8H KD")
    assert shoe.dealt == 4
    assert shoe.remaining == len(order) - 4
    assert shoe.peek() == Card.parse("2C")


def test_play_coup_from_a_longer_list_ignores_the_rest() -> None:
    coup = play_coup(list(parse_cards("8H 7S KD KC 2C 3D 4D")))
    assert coup.player == parse_cards("8H KD")
    assert coup.banker == parse_cards("7S KC")


@pytest.mark.parametrize(
    "deal",
    [
        "",
        "AS",
        "AS 10H KD",
        "AS 10H KD 4C",  # the Player on 1 needs a third card
        "AS 10H KD 4C 7S",  # the Banker on 4 against a 7 needs a third card
        "7H 2S KD 3C",  # the Player stood, the Banker on 5 needs a third card
    ],
)
def test_too_few_cards(deal: str) -> None:
    with pytest.raises(DealError):
        play_coup(parse_cards(deal))


# ---- coup_from_hands --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("player", "banker"),
    [
        ("AS KD", "10H 4C"),  # the Player on 1 must draw
        ("7H KD 2C", "2S 3C 9S"),  # the Player on 7 must stand
        ("AS KD 7S", "10H 4C"),  # the Banker on 4 against a 7 must draw
        ("AH 3D 8C", "2S AC 5D"),  # the Banker on 3 against an 8 must stand
        ("7H QD", "3S 3C 9S"),  # the Banker on 6, Player stood, must stand
        ("7H KS", "2S 3C"),  # the Banker on 5, Player stood, must draw
        ("2H 3D 4C", "5S 3C"),  # a Banker natural: the Player must not draw
        ("2H 3D", "5S 3C 4D"),  # a Banker natural: the Banker must not draw
        ("8H KD", "2S 2C 5D"),  # a Player natural: the Banker must not draw
        ("8H KD 5D", "7S KC"),  # a Player natural: the Player must not draw
        ("AS", "10H 4C"),  # one card
        ("AS KD 7S 2C", "10H 4C 2D"),  # four cards
    ],
)
def test_coup_from_hands_rejects_illegal_hands(player: str, banker: str) -> None:
    with pytest.raises(ValueError):
        coup_from_hands(parse_cards(player), parse_cards(banker))


@pytest.mark.parametrize(
    ("player", "banker"),
    [
        ("AS KD", "10H 4C"),  # the Player on 1 must draw
        ("7H KD 2C", "2S 3C 9S"),  # the Player on 7 must stand
    ],
)
def test_wrong_player_draw_is_illegal_not_an_exception(player: str, banker: str) -> None:
    coup = Coup(parse_cards(player), parse_cards(banker))
    assert coup.is_legal() is False
    with pytest.raises(DealError):
        coup_from_hands(coup.player, coup.banker)


def test_coup_from_hands_accepts_legal_hands() -> None:
    coup = coup_from_hands(parse_cards("AS KD 7S"), parse_cards("10H 4C 2D"))
    assert (coup.player_total, coup.banker_total) == (8, 6)
    assert coup.outcome is P


# ---- property: play_coup obeys art. 9 ---------------------------------------------------


def value(card: Card) -> int:
    """Art. 5: 10, J, Q, K count 0; A counts 1; 2-9 their face value."""
    if card.rank in (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING):
        return 0
    return int(card.rank)


def total(cards: list[Card]) -> int:
    return sum(value(c) for c in cards) % 10


def reference_coup(cards: list[Card]) -> tuple[list[Card], list[Card]]:
    """Deal P, B, P, B (art. 7), then draw per art. 9."""
    player, banker = [cards[0], cards[2]], [cards[1], cards[3]]
    rest = iter(cards[4:])
    if total(player) >= 8 or total(banker) >= 8:  # (2), (4)(6): naturals, nobody draws
        return player, banker
    third: Card | None = None
    if total(player) <= 5:  # (1)
        third = next(rest)
        player.append(third)
    if banker_draws(total(banker), None if third is None else value(third)):
        banker.append(next(rest))
    return player, banker


cards_st = st.builds(Card, st.sampled_from(list(Rank)), st.sampled_from(list(Suit)))


@given(st.lists(cards_st, min_size=6, max_size=6))
def test_play_coup_obeys_article_9(cards: list[Card]) -> None:
    source = iter(cards)
    coup = play_coup(source)
    player, banker = reference_coup(cards)
    assert list(coup.player) == player
    assert list(coup.banker) == banker
    assert list(source) == cards[len(player) + len(banker) :]
    assert coup.is_legal()
    assert coup.player_total == sum(value(c) for c in player) % 10
    assert coup.banker_total == sum(value(c) for c in banker) % 10
    pt, bt = coup.player_total, coup.banker_total
    expected = P if pt > bt else B if bt > pt else T  # arts. 11, 12
    assert coup.outcome is expected
    assert coup.player_pair is (player[0].rank == player[1].rank)
    assert coup.banker_pair is (banker[0].rank == banker[1].rank)
    assert coup.natural is (total(player[:2]) >= 8 or total(banker[:2]) >= 8)
    assert coup_from_hands(coup.player, coup.banker) == coup


@given(st.lists(cards_st, min_size=6, max_size=6), st.sampled_from(["player", "banker"]))
def test_coup_from_hands_rejects_a_wrong_third_card(cards: list[Card], side: str) -> None:
    player, banker = reference_coup(cards)
    hand = player if side == "player" else banker
    if len(hand) == 3:
        hand.pop()
    else:
        hand.append(cards[5])
    # ValueError, not DealError: see test_wrong_player_draw_is_illegal_not_an_exception.
    with pytest.raises(ValueError):
        coup_from_hands(player, banker)
    if side == "banker":
        assert not Coup(tuple(player), tuple(banker)).is_legal()
        with pytest.raises(DealError):
            coup_from_hands(player, banker)


def test_coup_is_frozen() -> None:
    coup = play_coup(parse_cards("8H 7S KD KC"))
    assert isinstance(coup, Coup)
    with pytest.raises(AttributeError):
        coup.player = ()  # type: ignore[misc]
