"""The drawing rules of Baccarat art. 9, kept as data.

``BANKER_DRAWS_ON[banker_total]`` is the set of Player third-card values on which the Banker
draws; ``None`` in the set stands for "the Player stood". Every decision can report the clause
of art. 9 it comes from.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from trainer.articles import Article, bac
from trainer.cards import Card

NATURALS = frozenset({8, 9})

PLAYER_DRAWS_ON = frozenset({0, 1, 2, 3, 4, 5})
"""Art. 9 (1): the Player draws on 0-5; (2) stands on 6 and 7."""

_ALL = frozenset(range(10))
BANKER_DRAWS_ON: dict[int, frozenset[int | None]] = {
    0: frozenset({*_ALL, None}),
    1: frozenset({*_ALL, None}),
    2: frozenset({*_ALL, None}),
    3: frozenset({*(_ALL - {8}), None}),
    4: frozenset({2, 3, 4, 5, 6, 7, None}),
    5: frozenset({4, 5, 6, 7, None}),
    6: frozenset({6, 7}),
    7: frozenset(),
}
"""Art. 9 (3) and (4): Banker total (not a natural) -> third-card values it draws on.

``None`` means the Player stood: the Banker then draws on 0-5 (art. 9 (3)(6)).
"""


class Hand(Enum):
    PLAYER = "player"
    BANKER = "banker"


class DrawReason(Enum):
    """Why a hand draws or stands; each maps to one clause of art. 9."""

    NATURAL_PLAYER = "natural_player"
    NATURAL_BANKER = "natural_banker"
    PLAYER_LOW = "player_low"
    PLAYER_STANDS = "player_stands"
    BANKER_0_2 = "banker_0_2"
    BANKER_3 = "banker_3"
    BANKER_3_VS_8 = "banker_3_vs_8"
    BANKER_4 = "banker_4"
    BANKER_4_STANDS = "banker_4_stands"
    BANKER_5 = "banker_5"
    BANKER_5_STANDS = "banker_5_stands"
    BANKER_6 = "banker_6"
    BANKER_6_STANDS = "banker_6_stands"
    BANKER_PLAYER_STOOD_DRAWS = "banker_player_stood_draws"
    BANKER_PLAYER_STOOD_6 = "banker_player_stood_6"
    BANKER_7 = "banker_7"


_ARTICLES: dict[DrawReason, Article] = {
    DrawReason.NATURAL_PLAYER: bac(9, 4, 6),
    DrawReason.NATURAL_BANKER: bac(9, 2),
    DrawReason.PLAYER_LOW: bac(9, 1),
    DrawReason.PLAYER_STANDS: bac(9, 2),
    DrawReason.BANKER_0_2: bac(9, 3, 1),
    DrawReason.BANKER_3: bac(9, 3, 2),
    DrawReason.BANKER_3_VS_8: bac(9, 4, 1),
    DrawReason.BANKER_4: bac(9, 3, 3),
    DrawReason.BANKER_4_STANDS: bac(9, 4, 2),
    DrawReason.BANKER_5: bac(9, 3, 4),
    DrawReason.BANKER_5_STANDS: bac(9, 4, 3),
    DrawReason.BANKER_6: bac(9, 3, 5),
    DrawReason.BANKER_6_STANDS: bac(9, 4, 4),
    DrawReason.BANKER_PLAYER_STOOD_DRAWS: bac(9, 3, 6),
    DrawReason.BANKER_PLAYER_STOOD_6: bac(9, 4, 4),
    DrawReason.BANKER_7: bac(9, 4, 5),
}


@dataclass(frozen=True)
class DrawDecision:
    """One hand's draw-or-stand decision with the clause of art. 9 behind it."""

    hand: Hand
    draws: bool
    reason: DrawReason
    total: int
    """The hand's two-card total when it decided."""
    third_card_value: int | None = None
    """For the Banker: the Player's third-card value, or ``None`` if the Player stood."""

    @property
    def article(self) -> Article:
        if self.hand is Hand.PLAYER and self.reason is DrawReason.NATURAL_PLAYER:
            # The Player stands on its own natural under art. 9 (2); (4)(6) is the Banker's.
            return bac(9, 2)
        return _ARTICLES[self.reason]


def _check_total(name: str, total: int) -> None:
    if not 0 <= total <= 9:
        raise ValueError(f"{name} total must be 0-9, got {total}")


def player_rule(player_total: int, banker_total: int) -> DrawDecision:
    """The Player's decision on two cards (art. 9 (1), (2))."""
    _check_total("player", player_total)
    _check_total("banker", banker_total)
    if player_total in NATURALS:
        return DrawDecision(Hand.PLAYER, False, DrawReason.NATURAL_PLAYER, player_total)
    if banker_total in NATURALS:
        return DrawDecision(Hand.PLAYER, False, DrawReason.NATURAL_BANKER, player_total)
    if player_total in PLAYER_DRAWS_ON:
        return DrawDecision(Hand.PLAYER, True, DrawReason.PLAYER_LOW, player_total)
    return DrawDecision(Hand.PLAYER, False, DrawReason.PLAYER_STANDS, player_total)


def banker_rule(
    banker_total: int, player_third: Card | int | None, player_total: int
) -> DrawDecision:
    """The Banker's decision on two cards (art. 9 (3), (4)).

    ``player_total`` is the Player's two-card total (it decides whether there was a natural);
    ``player_third`` is the Player's third card or its point value, or ``None`` if it stood.
    """
    _check_total("banker", banker_total)
    _check_total("player", player_total)
    third = player_third.points if isinstance(player_third, Card) else player_third
    if third is not None and not 0 <= third <= 9:
        raise ValueError(f"third-card value must be 0-9, got {third}")
    if player_total in NATURALS:
        return DrawDecision(Hand.BANKER, False, DrawReason.NATURAL_PLAYER, banker_total, third)
    if banker_total not in NATURALS:
        player_drew = player_total in PLAYER_DRAWS_ON
        if player_drew != (third is not None):
            raise ValueError(
                f"a Player on {player_total} "
                + ("draws (art. 9 (1)): give its third card" if player_drew
                   else "stands (art. 9 (2)): it has no third card")
            )
    if banker_total in NATURALS:
        return DrawDecision(Hand.BANKER, False, DrawReason.NATURAL_BANKER, banker_total, third)
    draws = third in BANKER_DRAWS_ON[banker_total]
    return DrawDecision(
        Hand.BANKER, draws, _banker_reason(banker_total, third, draws), banker_total, third
    )


def _banker_reason(total: int, third: int | None, draws: bool) -> DrawReason:
    if third is None:
        if total <= 5:
            return DrawReason.BANKER_PLAYER_STOOD_DRAWS
        return DrawReason.BANKER_PLAYER_STOOD_6 if total == 6 else DrawReason.BANKER_7
    by_total = {
        0: (DrawReason.BANKER_0_2, DrawReason.BANKER_0_2),
        1: (DrawReason.BANKER_0_2, DrawReason.BANKER_0_2),
        2: (DrawReason.BANKER_0_2, DrawReason.BANKER_0_2),
        3: (DrawReason.BANKER_3, DrawReason.BANKER_3_VS_8),
        4: (DrawReason.BANKER_4, DrawReason.BANKER_4_STANDS),
        5: (DrawReason.BANKER_5, DrawReason.BANKER_5_STANDS),
        6: (DrawReason.BANKER_6, DrawReason.BANKER_6_STANDS),
        7: (DrawReason.BANKER_7, DrawReason.BANKER_7),
    }
    drew, stood = by_total[total]
    return drew if draws else stood


def player_draws(player_total: int, banker_total: int) -> bool:
    """Does the Player draw on these two-card totals? (art. 9 (1), (2))"""
    return player_rule(player_total, banker_total).draws


def banker_draws(banker_total: int, player_third: Card | int | None, player_total: int) -> bool:
    """Does the Banker draw? (art. 9 (3), (4)); ``player_third`` None means the Player stood."""
    return banker_rule(banker_total, player_third, player_total).draws
