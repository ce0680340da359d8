"""Exact probabilities and house edges, by exact enumeration (never simulation).

Baccarat figures are over all ordered 6-card deals from a full shoe (the convention of the
published tables in RULES.md): a coup that uses only 4 or 5 cards still counts over the
6-card denominator, its unused positions filled by every remaining card. Sam Kong figures
are over all unordered three-card hands (banker) and all ordered pairs of disjoint hands
(door, banker).

House-edge convention (checked against the published figures): the edge is minus the
expected result per unit staked, counting every coup. A Banker/Player bet on a tie is a push
(stake returned, Baccarat art. 12), so ties stay in the denominator with a result of 0; the
same for a Sam Kong door on a tie (art. 7) and odd/even on a banker 三公 (art. 8 (1)).
Commission (5%) comes off the winnings only (Baccarat art. 18, Sam Kong art. 10).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb, prod

from trainer.articles import Game
from trainer.baccarat.tableau import banker_draws, player_draws
from trainer.cards import check_deck_count
from trainer.samkong import ALL_LEVELS, LEVEL_COUNT, HandLevel, level_by_ordinal, level_for

COMMISSION = Fraction(5, 100)
"""The house's 5% of Banker winnings (Baccarat art. 18 (1)) and of Sam Kong door and
odd/even winnings (Sam Kong art. 10)."""


def check_decks(game: Game, decks: int) -> None:
    """Raise :class:`ShoeError` unless ``decks`` is legal for ``game`` (art. 1 of each)."""
    check_deck_count(game, decks)


# ---- Baccarat ----------------------------------------------------------------------------


@dataclass(frozen=True)
class BaccaratEdges:
    """House edges as fractions of the stake (positive = the house's advantage)."""

    banker: Fraction
    """Banker 1:1 less 5% commission on wins, tie a push (art. 18 (1))."""
    player: Fraction
    """Player 1:1, tie a push."""
    tie: Fraction
    """Tie 8:1 (art. 17)."""
    pair: Fraction
    """Banker Pair or Player Pair 11:1 (art. 17); the same for either side."""
    lucky_six: Fraction
    """Lucky 6: 12:1 on a two-card winning Banker 6, 20:1 on a three-card one (56/2018)."""
    no_commission_banker: Fraction
    """No-commission Banker: 1:1, a winning Banker 6 pays 1:2, tie a push (art. 18 (2))."""


@dataclass(frozen=True)
class BaccaratOdds:
    """Exact outcome probabilities of one coup dealt from a full shoe of ``decks`` decks."""

    decks: int
    deals: int
    """Number of ordered 6-card deals: the denominator of every probability below."""
    banker: Fraction
    """Banker wins."""
    player: Fraction
    """Player wins."""
    tie: Fraction
    banker_six_two_cards: Fraction
    """Banker wins with a total of 6 on two cards."""
    banker_six_three_cards: Fraction
    """Banker wins with a total of 6 on three cards."""
    player_pair: Fraction
    """The Player's first two cards have the same rank (art. 13)."""
    banker_pair: Fraction
    """The Banker's first two cards have the same rank (art. 13)."""

    @property
    def banker_six(self) -> Fraction:
        """Banker wins with 6 (two or three cards)."""
        return self.banker_six_two_cards + self.banker_six_three_cards

    def count(self, probability: Fraction) -> int:
        """The number of ordered 6-card deals behind one of this object's probabilities."""
        deals = probability * self.deals
        if deals.denominator != 1:
            raise ValueError(f"{probability} is not a probability over {self.deals} deals")
        return deals.numerator

    @property
    def edges(self) -> BaccaratEdges:
        """House edges per unit staked (see the module docstring for the convention)."""
        win_with_six = self.banker_six
        pair = self.player_pair
        return BaccaratEdges(
            banker=-((1 - COMMISSION) * self.banker - self.player),
            player=-(self.player - self.banker),
            tie=-(8 * self.tie - (1 - self.tie)),
            pair=-(11 * pair - (1 - pair)),
            lucky_six=1 - 13 * self.banker_six_two_cards - 21 * self.banker_six_three_cards,
            no_commission_banker=-((self.banker - win_with_six) + win_with_six / 2 - self.player),
        )


_STOOD = 10
"""Index of "the Player stood" in the Banker tables below."""


def _tableau_tables() -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """The engine's art. 9 decisions as flat lookup tables.

    ``player[p * 10 + b]``: does the Player draw on two-card totals ``p``, ``b``.
    ``banker[(p * 10 + b) * 11 + t]``: does the Banker draw on ``b`` against a Player with
    two-card total ``p`` whose third card is worth ``t`` (``t = 10``: the Player stood).
    Every entry comes from :func:`player_draws` / :func:`banker_draws`.
    """
    player = tuple(player_draws(p, b) for p in range(10) for b in range(10))
    banker: list[bool] = []
    for p in range(10):
        for b in range(10):
            drew = player[p * 10 + b]
            for t in range(11):
                third = None if t == _STOOD else t
                legal = (p >= 8 or b >= 8) or drew == (third is not None)
                banker.append(legal and banker_draws(b, third, p))
    return player, tuple(banker)


def _falling(n: int, k: int) -> int:
    """n (n-1) ... (n-k+1)."""
    return prod(range(n - k + 1, n + 1))


def compute_baccarat_odds(decks: int) -> BaccaratOdds:
    """Exact baccarat odds for ``decks`` decks (6-12), uncached.

    Enumerates the point values (0-9) of P1, B1, P2, B2 with their multiplicities (the
    falling-factorial weight of drawing them from the shoe), taking each unordered two-card
    hand once with weight 2 when its values differ. Third cards are folded in by counting
    the remaining cards per final Banker total, so no loop runs over the sixth card; cards a
    coup does not use are weighted by the number of ways to fill their positions.
    """
    check_decks(Game.BACCARAT, decks)
    player_table, banker_table = _tableau_tables()
    shoe = 52 * decks
    rem = [16 * decks] + [4 * decks] * 9
    after4 = shoe - 4
    fill2 = after4 * (after4 - 1)  # positions 5 and 6 unused
    fill1 = after4 - 1  # position 6 unused (weight after one more card is drawn)
    banker_n = player_n = tie_n = six2 = six3 = 0

    pairs = [(a, b) for a in range(10) for b in range(a, 10)]
    for pa, pb in pairs:
        w = rem[pa]
        rem[pa] -= 1
        w *= rem[pb]
        rem[pb] -= 1
        if pa != pb:
            w *= 2
        pt = (pa + pb) % 10
        for ba, bb in pairs:
            w4 = w * rem[ba]
            rem[ba] -= 1
            w4 *= rem[bb]
            rem[bb] -= 1
            if ba != bb:
                w4 *= 2
            bt = (ba + bb) % 10
            if w4:
                if not (player_table[pt * 10 + bt] or banker_table[(pt * 10 + bt) * 11 + _STOOD]):
                    # Nobody draws (a natural, or both stand): two unused positions.
                    weight = w4 * fill2
                    if bt > pt:
                        banker_n += weight
                        if bt == 6:
                            six2 += weight
                    elif pt > bt:
                        player_n += weight
                    else:
                        tie_n += weight
                else:
                    # by_total[t]: remaining cards that would bring the Banker to total t.
                    by_total = [rem[(t - bt) % 10] for t in range(10)]
                    above = [0] * 11  # above[t] = cards giving the Banker more than t - 1
                    for t in range(9, -1, -1):
                        above[t] = above[t + 1] + by_total[t]
                    if not player_table[pt * 10 + bt]:
                        # The Player stood on 6/7, the Banker draws: position 6 unused.
                        weight = w4 * fill1
                        wins = above[pt + 1]
                        ties = by_total[pt]
                        banker_n += weight * wins
                        tie_n += weight * ties
                        player_n += weight * (after4 - wins - ties)
                        if pt < 6:
                            six3 += weight * by_total[6]
                    else:
                        row = (pt * 10 + bt) * 11
                        for v in range(10):
                            n3 = rem[v]
                            if not n3:
                                continue
                            w5 = w4 * n3
                            final_p = (pt + v) % 10
                            if banker_table[row + v]:
                                # The Player's third card is gone from its Banker-total slot.
                                gone = (bt + v) % 10
                                wins = above[final_p + 1] - (gone > final_p)
                                ties = by_total[final_p] - (gone == final_p)
                                banker_n += w5 * wins
                                tie_n += w5 * ties
                                player_n += w5 * (after4 - 1 - wins - ties)
                                if final_p < 6:
                                    six3 += w5 * (by_total[6] - (gone == 6))
                            else:
                                weight = w5 * fill1
                                if bt > final_p:
                                    banker_n += weight
                                    if bt == 6:
                                        six2 += weight
                                elif final_p > bt:
                                    player_n += weight
                                else:
                                    tie_n += weight
            rem[ba] += 1
            rem[bb] += 1
        rem[pa] += 1
        rem[pb] += 1

    deals = _falling(shoe, 6)
    if banker_n + player_n + tie_n != deals:
        raise AssertionError("baccarat enumeration does not cover every deal")
    copies = 4 * decks  # cards of one rank; a pair is two of the same rank (art. 13)
    pair = Fraction(13 * copies * (copies - 1), shoe * (shoe - 1))
    return BaccaratOdds(
        decks=decks,
        deals=deals,
        banker=Fraction(banker_n, deals),
        player=Fraction(player_n, deals),
        tie=Fraction(tie_n, deals),
        banker_six_two_cards=Fraction(six2, deals),
        banker_six_three_cards=Fraction(six3, deals),
        player_pair=pair,
        banker_pair=pair,
    )


@lru_cache(maxsize=16)
def baccarat_odds(decks: int) -> BaccaratOdds:
    """Exact baccarat odds for ``decks`` decks (6-12), cached: ``baccarat_odds(8).banker``."""
    return compute_baccarat_odds(decks)


# ---- Sam Kong ----------------------------------------------------------------------------

_SK_CLASSES = 11
"""Card classes that decide a Sam Kong level: A-9 (classes 0-8), the 10, and J/Q/K."""
_SK_TEN, _SK_FACE = 9, 10
_SK_POINTS = (*range(1, 10), 0, 0)


@dataclass(frozen=True)
class SamKongEdges:
    """House edges as fractions of the stake (positive = the house's advantage)."""

    door: Fraction
    """Door against the banker 1:1 less 5% commission on wins, a tie stands (arts. 7, 9, 10)."""
    odd: Fraction
    """Odd 1:1 less 5% commission; a banker 三公 stands (art. 8 (1))."""
    even: Fraction
    """Even 1:1 less 5% commission; a banker 三公 stands, 0 points is even (art. 8 (1))."""
    three_faces: Fraction
    """三公 16:1 (art. 9 (3))."""
    points: tuple[Fraction, ...]
    """One chosen total 0-9 at 8:1, by total (art. 9 (4)); a 三公 is not 0 points."""
    tie: Fraction
    """A door ties the banker, 20:1 (art. 9 (5))."""


@dataclass(frozen=True)
class SamKongOdds:
    """Exact Sam Kong counts for a full shoe of ``decks`` decks.

    Banker figures count the unordered three-card hands (``hands`` of them); door-against-
    banker figures count ordered pairs of disjoint hands (``pairs``: door first, then banker).
    """

    decks: int
    hands: int
    """Three-card hands from the shoe: C(52·decks, 3)."""
    level_counts: tuple[int, ...]
    """Banker hands per level, indexed by ``ordinal - 1`` (三公 first, 無公零 last)."""
    pairs: int
    """Ordered (door, banker) pairs of disjoint hands: C(N, 3)·C(N - 3, 3)."""
    door_wins: int
    door_ties: int
    door_losses: int

    def level_probability(self, level: HandLevel | int) -> Fraction:
        """Probability that the banker's hand is ``level`` (a level or its ordinal)."""
        ordinal = level if isinstance(level, int) else level.ordinal
        return Fraction(self.level_counts[level_by_ordinal(ordinal).ordinal - 1], self.hands)

    @property
    def level_distribution(self) -> tuple[tuple[HandLevel, Fraction], ...]:
        """Every level with its probability, best first."""
        return tuple((level, self.level_probability(level)) for level in ALL_LEVELS)

    @property
    def point_counts(self) -> tuple[int, ...]:
        """Banker hands per total 0-9, 三公 excluded (it is not 0 points, art. 8 (2))."""
        counts = [0] * 10
        for level in ALL_LEVELS:
            if not level.is_three_faces:
                counts[level.points] += self.level_counts[level.ordinal - 1]
        return tuple(counts)

    @property
    def three_faces_count(self) -> int:
        return self.level_counts[0]

    @property
    def three_faces(self) -> Fraction:
        """Banker has 三公."""
        return Fraction(self.three_faces_count, self.hands)

    def points(self, total: int) -> Fraction:
        """Banker's total is ``total`` (0-9) and the hand is not 三公."""
        return Fraction(self.point_counts[total], self.hands)

    @property
    def odd(self) -> Fraction:
        """Banker's total is odd."""
        return Fraction(sum(self.point_counts[1::2]), self.hands)

    @property
    def even(self) -> Fraction:
        """Banker's total is even (0 included), 三公 excluded."""
        return Fraction(sum(self.point_counts[0::2]), self.hands)

    @property
    def door_win(self) -> Fraction:
        return Fraction(self.door_wins, self.pairs)

    @property
    def door_tie(self) -> Fraction:
        return Fraction(self.door_ties, self.pairs)

    @property
    def door_lose(self) -> Fraction:
        return Fraction(self.door_losses, self.pairs)

    @property
    def edges(self) -> SamKongEdges:
        """House edges per unit staked (see the module docstring for the convention)."""
        keep = 1 - COMMISSION
        return SamKongEdges(
            door=-(keep * self.door_win - self.door_lose),
            odd=-(keep * self.odd - self.even),
            even=-(keep * self.even - self.odd),
            three_faces=1 - 17 * self.three_faces,
            points=tuple(1 - 9 * self.points(total) for total in range(10)),
            tie=1 - 21 * self.door_tie,
        )


def _sk_hand_classes() -> list[tuple[int, tuple[tuple[int, int], ...]]]:
    """Every multiset of three card classes: (level ordinal, ((class, copies), ...))."""
    hands = []
    for trio in combinations_with_replacement(range(_SK_CLASSES), 3):
        points = sum(_SK_POINTS[k] for k in trio) % 10
        faces = trio.count(_SK_FACE)
        multiset = tuple((k, trio.count(k)) for k in sorted(set(trio)))
        hands.append((level_for(points, faces).ordinal, multiset))
    return hands


def compute_samkong_odds(decks: int) -> SamKongOdds:
    """Exact Sam Kong counts for ``decks`` decks (one or more, art. 1), uncached.

    A level depends only on how many cards of each class (A-9 by value, 10, J/Q/K) a hand
    holds, so hands are counted as class multisets weighted by products of binomials over
    the shoe's copies (13 ranks × ``decks`` × 4 suits), and the door's hand over what the
    banker's leaves.
    """
    check_decks(Game.SAM_KONG, decks)
    copies = 4 * decks
    counts = [copies] * 9 + [copies, 3 * copies]
    hands = _sk_hand_classes()
    level_counts = [0] * LEVEL_COUNT
    wins = ties = losses = 0
    for banker_ordinal, banker in hands:
        weight = prod(comb(counts[k], m) for k, m in banker)
        if not weight:
            continue
        level_counts[banker_ordinal - 1] += weight
        left = counts.copy()
        for k, m in banker:
            left[k] -= m
        doors = [0] * (LEVEL_COUNT + 1)
        for door_ordinal, door in hands:
            doors[door_ordinal] += prod(comb(left[k], m) for k, m in door)
        wins += weight * sum(doors[1:banker_ordinal])
        ties += weight * doors[banker_ordinal]
        losses += weight * sum(doors[banker_ordinal + 1 :])
    shoe = 52 * decks
    total_hands = comb(shoe, 3)
    pairs = total_hands * comb(shoe - 3, 3)
    if sum(level_counts) != total_hands or wins + ties + losses != pairs:
        raise AssertionError("Sam Kong enumeration does not cover every hand")
    return SamKongOdds(
        decks=decks,
        hands=total_hands,
        level_counts=tuple(level_counts),
        pairs=pairs,
        door_wins=wins,
        door_ties=ties,
        door_losses=losses,
    )


@lru_cache(maxsize=16)
def samkong_odds(decks: int) -> SamKongOdds:
    """Exact Sam Kong odds for ``decks`` decks (one or more), cached: ``samkong_odds(1).odd``."""
    return compute_samkong_odds(decks)
