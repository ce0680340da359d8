"""The drawing rules of Baccarat art. 9, every cell, against a table typed from RULES.md.

Nothing here is read from ``trainer.baccarat.tableau``'s data: the grid below was typed from
shared/RULES.md section A, art. 9 (1)-(4).
"""

from __future__ import annotations

import pytest

from trainer.baccarat.tableau import (
    DrawDecision,
    Hand,
    banker_draws,
    banker_rule,
    player_draws,
    player_rule,
)
from trainer.cards import Card, Rank, Suit

# ---- the expectation, typed from art. 9 -------------------------------------------------
#
# Rows: Banker two-card total 0-7 (8 and 9 are naturals, tested separately).
# Columns: the point value of the Player's third card 0-9, then "-" = the Player stood.
# Cell: D (Banker draws) or S (Banker stands), then the clause of art. 9 it comes from:
#   31 = (3)(1) draws on 0, 1, 2 whatever the Player's third card
#   32 = (3)(2) draws on 3 unless the third card is an 8
#   33 = (3)(3) draws on 4 when it is 2-7
#   34 = (3)(4) draws on 5 when it is 4-7
#   35 = (3)(5) draws on 6 when it is 6 or 7
#   36 = (3)(6) draws on 0-5 when the Player stood
#   41 = (4)(1) stands on 3 against an 8
#   42 = (4)(2) stands on 4 against A, 8, 9, 10/J/Q/K
#   43 = (4)(3) stands on 5 against A, 2, 3, 8, 9, 10/J/Q/K
#   44 = (4)(4) stands on 6 against anything but 6 or 7, or when the Player stood
#   45 = (4)(5) stands on 7, 8, 9
BANKER_GRID = """
B\\P3  0    1    2    3    4    5    6    7    8    9    -
0     D31  D31  D31  D31  D31  D31  D31  D31  D31  D31  D36
1     D31  D31  D31  D31  D31  D31  D31  D31  D31  D31  D36
2     D31  D31  D31  D31  D31  D31  D31  D31  D31  D31  D36
3     D32  D32  D32  D32  D32  D32  D32  D32  S41  D32  D36
4     S42  S42  D33  D33  D33  D33  D33  D33  S42  S42  D36
5     S43  S43  S43  S43  D34  D34  D34  D34  S43  S43  D36
6     S44  S44  S44  S44  S44  S44  D35  D35  S44  S44  S44
7     S45  S45  S45  S45  S45  S45  S45  S45  S45  S45  S45
"""

STOOD = "-"


def _parse_grid(grid: str) -> dict[tuple[int, int | None], tuple[bool, str]]:
    lines = [line.split() for line in grid.strip().splitlines()]
    header, rows = lines[0][1:], lines[1:]
    table: dict[tuple[int, int | None], tuple[bool, str]] = {}
    for row in rows:
        banker = int(row[0])
        for column, cell in zip(header, row[1:], strict=True):
            third = None if column == STOOD else int(column)
            clause = f"Baccarat art. 9 ({cell[1]})({cell[2]})"
            table[(banker, third)] = (cell[0] == "D", clause)
    return table


BANKER_TABLE = _parse_grid(BANKER_GRID)
THIRD_COLUMNS: list[int | None] = [*range(10), None]
PLAYER_DRAWS_ON = (0, 1, 2, 3, 4, 5)  # art. 9 (1)
PLAYER_STANDS_ON = (6, 7)  # art. 9 (2)
NATURALS = (8, 9)  # art. 9 (2)

# Cards of each point value, to feed a Card instead of an int (10/J/Q/K all count 0).
CARDS_OF_VALUE: dict[int, list[Card]] = {
    0: [Card(Rank.TEN, Suit.HEARTS), Card(Rank.JACK, Suit.CLUBS),
        Card(Rank.QUEEN, Suit.SPADES), Card(Rank.KING, Suit.DIAMONDS)],
    1: [Card(Rank.ACE, Suit.SPADES)],
    2: [Card(Rank.TWO, Suit.HEARTS)],
    3: [Card(Rank.THREE, Suit.CLUBS)],
    4: [Card(Rank.FOUR, Suit.DIAMONDS)],
    5: [Card(Rank.FIVE, Suit.SPADES)],
    6: [Card(Rank.SIX, Suit.HEARTS)],
    7: [Card(Rank.SEVEN, Suit.CLUBS)],
    8: [Card(Rank.EIGHT, Suit.DIAMONDS)],
    9: [Card(Rank.NINE, Suit.SPADES)],
}  # fmt: skip


def test_grid_is_complete() -> None:
    assert len(BANKER_TABLE) == 8 * 11
    # Spot checks of the typed grid against the words of art. 9, so a typo shows up twice.
    assert BANKER_TABLE[(5, 4)] == (True, "Baccarat art. 9 (3)(4)")
    assert BANKER_TABLE[(3, 8)] == (False, "Baccarat art. 9 (4)(1)")
    assert BANKER_TABLE[(6, None)] == (False, "Baccarat art. 9 (4)(4)")
    assert sum(draws for draws, _ in BANKER_TABLE.values()) == 3 * 11 + 10 + 7 + 5 + 2 + 0


# ---- Banker: every cell, no natural -----------------------------------------------------


def _check(decision: DrawDecision, draws: bool, clause: str) -> None:
    assert decision.hand is Hand.BANKER
    assert decision.draws is draws
    assert str(decision.article) == clause


@pytest.mark.parametrize("third", THIRD_COLUMNS, ids=lambda t: "stood" if t is None else f"p3={t}")
@pytest.mark.parametrize("banker", range(8), ids=lambda b: f"banker={b}")
def test_banker_cell(banker: int, third: int | None) -> None:
    draws, clause = BANKER_TABLE[(banker, third)]
    # Player totals consistent with the column: a third card means it had 0-5, stood 6-7.
    player_totals = PLAYER_STANDS_ON if third is None else PLAYER_DRAWS_ON
    for player_total in player_totals:
        decision = banker_rule(banker, third, player_total)
        _check(decision, draws, clause)
        assert decision.total == banker
        assert decision.third_card_value == third
        assert banker_draws(banker, third, player_total) is draws
        if third is not None:
            for card in CARDS_OF_VALUE[third]:
                _check(banker_rule(banker, card, player_total), draws, clause)
                assert banker_draws(banker, card, player_total) is draws


@pytest.mark.parametrize("third", THIRD_COLUMNS, ids=lambda t: "stood" if t is None else f"p3={t}")
@pytest.mark.parametrize("banker", range(10), ids=lambda b: f"banker={b}")
@pytest.mark.parametrize("player", NATURALS, ids=lambda p: f"player={p}")
def test_player_natural_banker_never_draws(player: int, banker: int, third: int | None) -> None:
    """Art. 9 (4)(6): the Banker stands when the Player has a natural 8 or 9."""
    decision = banker_rule(banker, third, player)
    _check(decision, False, "Baccarat art. 9 (4)(6)")
    assert banker_draws(banker, third, player) is False


@pytest.mark.parametrize("banker", NATURALS)
@pytest.mark.parametrize("player", range(8))
def test_banker_natural_nobody_draws(banker: int, player: int) -> None:
    """Art. 9 (2): nobody draws when either hand has 8 or 9; the Player stood."""
    p = player_rule(player, banker)
    assert p.hand is Hand.PLAYER
    assert p.draws is False
    assert str(p.article) == "Baccarat art. 9 (2)"
    b = banker_rule(banker, None, player)
    _check(b, False, "Baccarat art. 9 (2)")
    assert banker_draws(banker, None, player) is False


# ---- the Player stood (6 or 7) ----------------------------------------------------------


@pytest.mark.parametrize("player", PLAYER_STANDS_ON)
def test_player_stood_banker_draws_0_to_5_stands_6_7(player: int) -> None:
    for banker in range(6):
        _check(banker_rule(banker, None, player), True, "Baccarat art. 9 (3)(6)")
    _check(banker_rule(6, None, player), False, "Baccarat art. 9 (4)(4)")
    # A Banker 7 stands under (4)(5) "on 7, 8, 9"; (4)(4) only speaks of a 6.
    _check(banker_rule(7, None, player), False, "Baccarat art. 9 (4)(5)")


# ---- Player: every Player total x Banker total ------------------------------------------


@pytest.mark.parametrize("banker", range(10), ids=lambda b: f"banker={b}")
@pytest.mark.parametrize("player", range(10), ids=lambda p: f"player={p}")
def test_player_cell_draws(player: int, banker: int) -> None:
    # Art. 9 (1) draws on 0-5; (2) stands on 6, 7, and nobody draws on a natural either side.
    expected = player in PLAYER_DRAWS_ON and banker not in NATURALS
    decision = player_rule(player, banker)
    assert decision.hand is Hand.PLAYER
    assert decision.draws is expected
    assert decision.total == player
    assert player_draws(player, banker) is expected


@pytest.mark.parametrize("banker", range(10), ids=lambda b: f"banker={b}")
@pytest.mark.parametrize("player", range(8), ids=lambda p: f"player={p}")
def test_player_cell_article(player: int, banker: int) -> None:
    expected = (
        "Baccarat art. 9 (1)"
        if player in PLAYER_DRAWS_ON and banker not in NATURALS
        else "Baccarat art. 9 (2)"
    )
    assert str(player_rule(player, banker).article) == expected


@pytest.mark.parametrize("player", NATURALS)
def test_player_natural_player_decision_cites_clause_2(player: int) -> None:
    wrong = [
        (banker, str(player_rule(player, banker).article))
        for banker in range(10)
        if str(player_rule(player, banker).article) != "Baccarat art. 9 (2)"
    ]
    assert wrong == []


@pytest.mark.parametrize("player", NATURALS)
def test_player_natural_player_stands(player: int) -> None:
    for banker in range(10):
        assert player_rule(player, banker).draws is False
        assert player_draws(player, banker) is False


# ---- inputs -----------------------------------------------------------------------------


def test_banker_draws_accepts_card_and_int() -> None:
    # Banker 5 against a third card of 4: draws; against 10/J/Q/K (value 0): stands.
    assert banker_draws(5, 4, 3) is True
    assert banker_draws(5, Card.parse("4C"), 3) is True
    for code in ("10H", "JS", "QD", "KC"):
        assert banker_draws(5, Card.parse(code), 3) is False
        assert banker_draws(4, Card.parse(code), 3) is False
        assert banker_draws(3, Card.parse(code), 3) is True
    assert banker_draws(5, 0, 3) is False
    assert banker_draws(3, Card.parse("8D"), 3) is False
    assert banker_draws(3, 8, 3) is False


@pytest.mark.parametrize(
    ("banker", "third", "player"), [(4, 5, 7), (4, 5, 6), (3, None, 0), (3, None, 5)]
)
def test_banker_rule_refuses_third_card_inconsistent_with_player_rule(
    banker: int, third: int | None, player: int
) -> None:
    with pytest.raises(ValueError):
        banker_rule(banker, third, player)


@pytest.mark.parametrize("total", [-1, 10])
def test_totals_out_of_range(total: int) -> None:
    with pytest.raises(ValueError):
        player_rule(total, 0)
    with pytest.raises(ValueError):
        player_rule(0, total)
    with pytest.raises(ValueError):
        banker_rule(total, None, 6)
    with pytest.raises(ValueError):
        banker_rule(0, None, total)
