"""Exact probabilities and house edges, by exact enumeration (never simulation).

Baccarat figures are over all ordered 6-card deals from a full shoe (the convention of the
published tables in RULES.md): a coup that uses only 4 or 5 cards still counts over the
6-card denominator, its unused positions filled by every remaining card. They are counted
per coup shape (two-card totals, pairs, third cards: :class:`CoupShape`), on which every
registered bet (:mod:`trainer.baccarat.bets`) is settled by its own spec as settlement settles
it: a new side bet has its exact edge with no line here. Sam Kong figures are over all
unordered three-card hands (banker) and all ordered pairs of disjoint hands (door, banker).

House-edge convention (checked against the published figures): the edge is minus the
expected result per unit staked, counting every coup. A Banker/Player bet on a tie is a push
(stake returned, Baccarat art. 12), so ties stay in the denominator with a result of 0; the
same for a Sam Kong door on a tie (art. 7) and odd/even on a banker 三公 (art. 8 (1)).
Commission (5%) comes off the winnings only (Baccarat art. 18, Sam Kong art. 10).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, lru_cache
from itertools import combinations_with_replacement
from math import comb, prod

from trainer.articles import Game
from trainer.baccarat.bets import BetKind, BetSpec, House, Odds, spec_of, specs
from trainer.baccarat.coup import Coup
from trainer.baccarat.settlement import BetResult
from trainer.baccarat.shapes import FLAT_SIZE, STOOD, CoupShape, draw_tables, shape_space
from trainer.cards import check_deck_count
from trainer.errors import OddsNotExact
from trainer.samkong import ALL_LEVELS, LEVEL_COUNT, HandLevel, level_by_ordinal, level_for

COMMISSION = Fraction(5, 100)
"""The house's 5% of Banker winnings (Baccarat art. 18 (1)) and of Sam Kong door and
odd/even winnings (Sam Kong art. 10)."""


def check_decks(game: Game, decks: int) -> None:
    """Raise :class:`ShoeError` unless ``decks`` is legal for ``game`` (art. 1 of each)."""
    check_deck_count(game, decks)


# ---- Baccarat ----------------------------------------------------------------------------


@dataclass(frozen=True)
class OddsHouse:
    """The house a bet's odds are worked out for (a :class:`~trainer.baccarat.bets.House`):
    a table taking the 5% of art. 18 (1), or a no-commission one (art. 18 (2))."""

    no_commission: bool = False

    @property
    def takes_commission(self) -> bool:
        return not self.no_commission


COMMISSION_HOUSE = OddsHouse(no_commission=False)
NO_COMMISSION_HOUSE = OddsHouse(no_commission=True)

_Verdict = Odds | BetResult
"""How a bet ends on a coup: the odds it is paid at, or :attr:`BetResult.PUSH`/``LOSE``."""


def _verdict(spec: BetSpec, coup: Coup, house: House) -> _Verdict:
    """The settlement's own two calls (:meth:`BetSpec.pushes`, :meth:`BetSpec.won`)."""
    if spec.pushes(coup):
        return BetResult.PUSH
    won = spec.won(coup, house)
    return BetResult.LOSE if won is None else won[0]


class _Watched:
    """A house that notes whether a bet's rule read it: one that never does is settled alike
    at every house, and its verdicts are worked out once."""

    def __init__(self, house: OddsHouse) -> None:
        self._house = house
        self.read = False

    @property
    def no_commission(self) -> bool:
        self.read = True
        return self._house.no_commission

    @property
    def takes_commission(self) -> bool:
        self.read = True
        return self._house.takes_commission


@lru_cache(maxsize=256)
def _verdicts(spec: BetSpec, house: OddsHouse) -> tuple[tuple[_Verdict, ...], bytes, bool]:
    """The bet's verdicts on the coup shapes, the same for every shoe: the distinct ones, each
    shape's index into them (in :func:`shape_space` order), and whether the rule read the house.

    Raises :class:`OddsNotExact` when the coups of a shape (:meth:`CoupShape.coups`) are
    settled differently: the rule reads something the enumeration does not count (a suit, a
    face's rank), and any figure given for it would be wrong."""
    distinct: dict[_Verdict, int] = {}
    codes = bytearray()
    watched = _Watched(house)
    for shape in shape_space():
        coup, other = shape.coups()
        one = _verdict(spec, coup, watched)
        if _verdict(spec, other, watched) != one:
            raise OddsNotExact(spec.code, (
                f"{spec.label}: its rule settles coups of one shape differently {shape}; exact "
                "odds count coups by two-card totals, pairs and third cards only"))
        codes.append(distinct.setdefault(one, len(distinct)))
    return tuple(distinct), bytes(codes), watched.read


@dataclass(frozen=True)
class PayoutLine:
    """One way a bet ends, with its probability: paid at ``odds`` (``result`` WIN), pushed,
    or lost. ``net`` is the bettor's result per unit staked (commission off a win)."""

    result: BetResult
    odds: Odds | None
    probability: Fraction
    net: Fraction


@dataclass(frozen=True)
class BetOdds:
    """Exact figures of one registered bet at one house: each payout line and the edge."""

    kind: BetKind
    house: OddsHouse
    lines: tuple[PayoutLine, ...]
    """Wins by odds (the spec's order, then any other), then the push, then the loss; lines
    that never happen are left out."""

    @property
    def edge(self) -> Fraction:
        """The house edge: minus the bettor's expected result per unit staked, every coup
        counted (a push stays in with a result of 0)."""
        return -sum((line.probability * line.net for line in self.lines), Fraction(0))

    @property
    def win(self) -> Fraction:
        """The probability that the bet is paid, at any odds."""
        return sum((ln.probability for ln in self.lines if ln.result is BetResult.WIN),
                   Fraction(0))

    def paying(self, odds: Odds) -> Fraction:
        """The probability that the bet is paid at ``odds`` (0 if it never is)."""
        return sum((ln.probability for ln in self.lines if ln.odds == odds), Fraction(0))


@dataclass(frozen=True)
class BaccaratOdds:
    """Exact probabilities of one coup dealt from a full shoe of ``decks`` decks, and of every
    registered bet (:meth:`bet`), from one distribution over coup shapes."""

    decks: int
    deals: int
    """Number of ordered 6-card deals: the denominator of every probability below."""
    banker: Fraction
    """Banker wins."""
    player: Fraction
    """Player wins."""
    tie: Fraction
    counts: tuple[int, ...] = field(repr=False)
    """The ordered 6-card deals of each coup shape, in :func:`shape_space` order."""

    @property
    def shapes(self) -> tuple[tuple[CoupShape, int], ...]:
        """Every coup shape with the number of ordered 6-card deals that make it."""
        return tuple(zip(shape_space(), self.counts, strict=True))

    def count(self, probability: Fraction) -> int:
        """The number of ordered 6-card deals behind one of this object's probabilities."""
        deals = probability * self.deals
        if deals.denominator != 1:
            raise ValueError(f"{probability} is not a probability over {self.deals} deals")
        return deals.numerator

    def bet(self, kind: BetKind | str, house: OddsHouse = COMMISSION_HOUSE) -> BetOdds:
        """The exact figures of a registered bet, its spec settled on every coup shape as
        settlement settles it (raises :class:`OddsNotExact` for a rule the shapes cannot
        settle)."""
        spec = spec_of(kind)
        distinct, codes, read_house = _verdicts(spec, COMMISSION_HOUSE)
        if house != COMMISSION_HOUSE and read_house:
            distinct, codes, _ = _verdicts(spec, house)
        sums = [0] * len(distinct)
        for code, deals in zip(codes, self.counts, strict=True):
            sums[code] += deals
        counts = dict(zip(distinct, sums, strict=True))
        keep = 1 - COMMISSION if spec.commissioned and house.takes_commission else 1
        wins = sorted((v for v in counts if isinstance(v, Odds)), key=lambda o: (
            spec.odds.index(o) if o in spec.odds else len(spec.odds), Fraction(o.win, o.stake)))
        lines = [PayoutLine(BetResult.WIN, o, Fraction(counts[o], self.deals),
                            keep * Fraction(o.win, o.stake)) for o in wins]
        for result, net in ((BetResult.PUSH, Fraction(0)), (BetResult.LOSE, Fraction(-1))):
            if counts.get(result):
                lines.append(PayoutLine(result, None, Fraction(counts[result], self.deals), net))
        return BetOdds(spec.kind, house, tuple(lines))

    def edge(self, kind: BetKind | str, house: OddsHouse = COMMISSION_HOUSE) -> Fraction:
        """The house edge of a registered bet (see :attr:`BetOdds.edge`)."""
        return self.bet(kind, house).edge

    def bets_of(self, kind: BetKind | str) -> tuple[BetOdds, ...]:
        """A bet's figures at a commission table, then at a no-commission one when they differ
        there (the Banker's, art. 18 (2))."""
        standard = self.bet(kind)
        other = self.bet(kind, NO_COMMISSION_HOUSE)
        return (standard,) if other.lines == standard.lines else (standard, other)

    def bets(self) -> tuple[BetOdds, ...]:
        """Every registered bet's figures (:meth:`bets_of`), in registry order."""
        return tuple(bet for spec in specs() for bet in self.bets_of(spec.kind))


@cache
def _slots() -> tuple[int, ...]:
    """The flat index of every shape, in :func:`shape_space` order."""
    return tuple(shape.flat_index for shape in shape_space())


@cache
def _winners() -> bytes:
    """Who wins each shape: 0 Banker, 1 Player, 2 a tie (arts. 11, 12)."""
    return bytes(0 if s.banker_total > s.player_total else 1 if s.player_total > s.banker_total
                 else 2 for s in shape_space())


def _falling(n: int, k: int) -> int:
    """n (n-1) ... (n-k+1)."""
    return prod(range(n - k + 1, n + 1))


def _zero_pairs(copies: int, taken: tuple[int, ...]) -> int:
    """Ordered ways to draw two ten-valued cards of one rank (a pair, art. 13) when each of
    the four ten-valued ranks has ``copies`` less ``taken[i]`` cards left."""
    return sum((copies - t) * (copies - t - 1) for t in (*taken, 0, 0, 0, 0)[:4])


def compute_baccarat_odds(decks: int) -> BaccaratOdds:
    """Exact baccarat odds for ``decks`` decks (6-12), uncached.

    Enumerates the point values (0-9) of P1, B1, P2, B2 with their multiplicities (the
    falling-factorial weight of drawing them from the shoe), taking each unordered two-card
    hand once with weight 2 when its values differ. Two equal values are a pair, except two
    ten-valued cards (10, J, Q, K), whose ways are split into a pair or not by rank. Third
    cards are counted by value (when the Player draws, through the moments of the first four
    cards' values, so no loop runs over both third cards per deal); cards a coup does not use
    are weighted by the number of ways to fill their positions. Counts go to a flat array
    indexed by shape (:attr:`CoupShape.flat_index`), then in :func:`shape_space` order.
    """
    check_decks(Game.BACCARAT, decks)
    player_table, banker_table = draw_tables()
    shoe = 52 * decks
    copies = 4 * decks  # cards of one rank
    rem = [16 * decks] + [4 * decks] * 9
    after4 = shoe - 4
    fill2 = after4 * (after4 - 1)  # positions 5 and 6 unused
    fill1 = after4 - 1  # position 6 unused (weight after one more card is drawn)
    acc = [0] * FLAT_SIZE
    # When the Player draws, the third cards' ways are rem[v] (rem[u] - [u = v]) with rem the
    # full shoe's count less k (the first four cards' values): summed over the first four
    # cards of one key (totals and pairs) they need only the sums of w, w k and w k k.
    drew, drew_k, drew_kk = [0] * 400, [0] * 4000, [0] * 40000

    pairs = [(a, b) for a in range(10) for b in range(a, 10)]
    for pa, pb in pairs:
        # (pair flag, ordered ways, ten-valued cards taken per rank)
        players: list[tuple[int, int, tuple[int, ...]]]
        if pa != pb:
            players = [(0, 2 * rem[pa] * rem[pb], (1,) if 0 in (pa, pb) else ())]
        elif pa:
            players = [(1, rem[pa] * (rem[pa] - 1), ())]
        else:
            paired = _zero_pairs(copies, ())
            players = [(1, paired, (2,)), (0, rem[0] * (rem[0] - 1) - paired, (1, 1))]
        rem[pa] -= 1
        rem[pb] -= 1
        pt = (pa + pb) % 10
        for ba, bb in pairs:
            bt = (ba + bb) % 10
            combos = []
            for pp, wp, taken in players:
                if ba != bb:
                    bankers = [(0, 2 * rem[ba] * rem[bb])]
                elif ba:
                    bankers = [(1, rem[ba] * (rem[ba] - 1))]
                else:
                    paired = _zero_pairs(copies, taken)
                    bankers = [(1, paired), (0, rem[0] * (rem[0] - 1) - paired)]
                combos += [((((pt * 10 + bt) * 2 + pp) * 2 + bp) * 121, wp * wb)
                           for bp, wb in bankers if wp * wb > 0]
            if not combos:
                continue
            rem[ba] -= 1
            rem[bb] -= 1
            row = (pt * 10 + bt) * 11
            drawn = player_table[pt * 10 + bt]
            if drawn:
                by_value = dict.fromkeys((pa, pb, ba, bb), 0)
                for x in (pa, pb, ba, bb):
                    by_value[x] += 1
                used = tuple(by_value.items())
            for base, w4 in combos:
                if not (drawn or banker_table[row + STOOD]):  # a natural, or both stand
                    acc[base + STOOD * 11 + STOOD] += w4 * fill2
                elif not drawn:  # the Banker's third card, by value; position 6 unused
                    i, w = base + STOOD * 11, w4 * fill1
                    acc[i:i + 10] = [a + w * r for a, r in zip(acc[i:i + 10], rem, strict=True)]
                else:  # the Player draws: gathered as moments of the cards used, below
                    key = base // 121
                    drew[key] += w4
                    for v, kv in used:
                        drew_k[key * 10 + v] += w4 * kv
                        for u, ku in used:
                            drew_kk[key * 100 + v * 10 + u] += w4 * kv * ku
            rem[ba] += 1
            rem[bb] += 1
        rem[pa] += 1
        rem[pb] += 1

    full = [16 * decks] + [4 * decks] * 9
    for key, w in enumerate(drew):
        if not w:
            continue
        base, row = key * 121, (key // 4) * 11
        for v in range(10):
            kv = drew_k[key * 10 + v]
            if banker_table[row + v]:
                for u in range(10):
                    bu = full[u] - (u == v)
                    acc[base + v * 11 + u] += (full[v] * bu * w - full[v] * drew_k[key * 10 + u]
                                               - bu * kv + drew_kk[key * 100 + v * 10 + u])
            else:
                acc[base + v * 11 + STOOD] += fill1 * (full[v] * w - kv)
    deals = _falling(shoe, 6)
    counts = tuple(acc[i] for i in _slots())
    wins = [0, 0, 0]
    for winner, n in zip(_winners(), counts, strict=True):
        wins[winner] += n
    if sum(wins) != deals:  # also: no deal fell outside the shapes a legal coup has
        raise AssertionError("baccarat enumeration does not cover every deal")
    return BaccaratOdds(
        decks=decks,
        deals=deals,
        banker=Fraction(wins[0], deals),
        player=Fraction(wins[1], deals),
        tie=Fraction(wins[2], deals),
        counts=counts,
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
