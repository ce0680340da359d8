"""The shapes of a coup the exact odds count (:mod:`trainer.odds`), and two coups of each.

A shape is what decides every bet of the registry that reads totals, draws and pairs: each
hand's two-card total, whether its first two cards are a pair (art. 13) and the value of its
third card. The exact enumeration counts the deals of each shape; each bet's own spec is then
settled on two coups of the shape that differ in all else (which ten-valued ranks, every
suit, the values of the first two cards), so a rule reading more than the shape is caught.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from trainer.baccarat.coup import Coup
from trainer.baccarat.tableau import banker_draws, player_draws
from trainer.cards import Card, Rank, Suit

STOOD = 10
"""Index of "no third card" (the hand stood) in the draw tables and the flat index."""


class CoupShape(NamedTuple):
    """Each hand's two-card total, whether its first two cards are a pair (same rank, art.
    13), and the point value of its third card (``None``: it stood). The draws (art. 9), the
    final totals, the winner (arts. 11, 12), naturals and card counts follow from it."""

    player_two: int
    banker_two: int
    player_pair: bool
    banker_pair: bool
    player_third: int | None
    banker_third: int | None

    @property
    def player_total(self) -> int:
        return (self.player_two + (self.player_third or 0)) % 10

    @property
    def banker_total(self) -> int:
        return (self.banker_two + (self.banker_third or 0)) % 10

    @property
    def flat_index(self) -> int:
        """Its place in the enumeration's flat array:
        ``(((pt * 10 + bt) * 2 + pp) * 2 + bp) * 121 + p3 * 11 + b3`` (``STOOD`` for none)."""
        p3 = STOOD if self.player_third is None else self.player_third
        b3 = STOOD if self.banker_third is None else self.banker_third
        head = ((self.player_two * 10 + self.banker_two) * 2 + self.player_pair) * 2
        return (head + self.banker_pair) * 121 + p3 * 11 + b3

    def coups(self) -> tuple[Coup, Coup]:
        """Legal coups of this shape that differ in everything else: which ten-valued ranks
        they hold and every suit, and the values (and order) of each hand's first two cards."""
        return _coups(self)


FLAT_SIZE = 400 * 121
"""The length of the enumeration's flat array (see :attr:`CoupShape.flat_index`)."""


@cache
def draw_tables() -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """The engine's art. 9 decisions as flat lookup tables.

    ``player[p * 10 + b]``: does the Player draw on two-card totals ``p``, ``b``.
    ``banker[(p * 10 + b) * 11 + t]``: does the Banker draw on ``b`` against a Player with
    two-card total ``p`` whose third card is worth ``t`` (``t = STOOD``: the Player stood).
    Every entry comes from :func:`player_draws` / :func:`banker_draws`.
    """
    player = tuple(player_draws(p, b) for p in range(10) for b in range(10))
    banker: list[bool] = []
    for p in range(10):
        for b in range(10):
            drew = player[p * 10 + b]
            for t in range(11):
                third = None if t == STOOD else t
                legal = (p >= 8 or b >= 8) or drew == (third is not None)
                banker.append(legal and banker_draws(b, third, p))
    return player, tuple(banker)


@cache
def shape_space() -> tuple[CoupShape, ...]:
    """Every shape a legal coup can have (art. 9), whatever the shoe, in flat-index order."""
    player, banker = draw_tables()
    shapes = []
    for pt in range(10):
        for bt in range(10):
            row = (pt * 10 + bt) * 11
            thirds: list[tuple[int | None, int | None]]
            if player[pt * 10 + bt]:
                thirds = [(v, u) for v in range(10)
                          for u in (range(10) if banker[row + v] else (None,))]
            elif banker[row + STOOD]:
                thirds = [(None, u) for u in range(10)]
            else:
                thirds = [(None, None)]
            for pp in (False, True) if pt % 2 == 0 else (False,):  # a pair's total is even
                for bp in (False, True) if bt % 2 == 0 else (False,):
                    shapes += [CoupShape(pt, bt, pp, bp, v, u) for v, u in thirds]
    return tuple(shapes)


# The coups of a shape, by variant: the first two cards of each hand by two-card total (a
# pair: (v, v), else two different values), then the rank of each ten-valued card and the
# suit of each card by dealing position (P1 P2 B1 B2 P3 B3). The variants differ in all three.
_PAIR_VALUES = ({0: 5, 2: 1, 4: 2, 6: 3, 8: 4}, {0: 0, 2: 6, 4: 7, 6: 8, 8: 9})
_SPLITS = (
    {t: ((3, 9) if t == 2 else (1, (t - 1) % 10)) for t in range(10)},
    {t: ((0, 0) if t == 0 else (7, 9) if t == 6 else (5, (t - 5) % 10)) for t in range(10)},
)
_TENS = ((Rank.TEN,) * 6, (Rank.KING, Rank.TEN, Rank.QUEEN, Rank.JACK, Rank.JACK, Rank.QUEEN))
_SUITS = ((Suit.SPADES,) * 6,
          (Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS))
_CARDS = tuple(
    tuple(tuple(Card(Rank(v) if v else _TENS[variant][at], _SUITS[variant][at]) for v in range(10))
          for at in range(6))
    for variant in range(2))
"""``_CARDS[variant][position][value]``: the card a variant deals at a position."""


def _coup_of(shape: CoupShape, variant: int) -> Coup:
    cards = _CARDS[variant]

    def first_two(total: int, pair: bool, at: int) -> list[Card]:
        if pair:
            one = cards[at][_PAIR_VALUES[variant][total]]
            return [one, Card(one.rank, _SUITS[variant][at + 1])]
        a, b = _SPLITS[variant][total]
        return [cards[at][a], cards[at + 1][b]]

    player = first_two(shape.player_two, shape.player_pair, 0)
    banker = first_two(shape.banker_two, shape.banker_pair, 2)
    if shape.player_third is not None:
        player.append(cards[4][shape.player_third])
    if shape.banker_third is not None:
        banker.append(cards[5][shape.banker_third])
    return Coup(tuple(player), tuple(banker))


@cache
def _coups(shape: CoupShape) -> tuple[Coup, Coup]:
    return _coup_of(shape, 0), _coup_of(shape, 1)
