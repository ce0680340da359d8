"""Engine benchmark: exact odds against straightforward enumerations, and coups per second.

Run from the repository root: ``.venv/bin/python tests/bench/engine.py``. Not collected by
pytest. Every ratio is against a baseline measured in the same run, so the machine cancels
out: (a) ``trainer.odds.compute_baccarat_odds(8)`` (uncached) against (b) two plain integer
enumerations written here, and (c) coups dealt and settled per second from a seeded 8-deck
shoe against coups dealt only.
"""

from __future__ import annotations

import importlib.util
import random
import sys
import time
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from trainer.baccarat.bets import LUCKY6_THREE_CARDS, LUCKY6_TWO_CARDS, BetKind
from trainer.baccarat.coup import Coup, play_coup
from trainer.cards import Shoe
from trainer.odds import compute_baccarat_odds

Counts = tuple[int, int, int, int, int]
"""Banker wins, Player wins, ties, Banker wins with 6 on two cards, on three cards."""

DECKS = 8


# ---- (b) straightforward enumerations ----------------------------------------------------


def banker_draws(b: int, third: int | None) -> bool:
    """Art. 9 (3)/(4) as plain if/else; ``third`` None means the Player stood."""
    if third is None:
        return b <= 5
    if b <= 2:
        return True
    if b == 3:
        return third != 8
    if b == 4:
        return 2 <= third <= 7
    if b == 5:
        return 4 <= third <= 7
    if b == 6:
        return third in (6, 7)
    return False


def _outcome(pt: int, bt: int, banker_cards: int) -> int:
    """0 Banker, 1 Player, 2 tie, 3 Banker with a two-card 6, 4 with a three-card 6."""
    if bt > pt:
        return (3 if banker_cards == 2 else 4) if bt == 6 else 0
    return 1 if pt > bt else 2


def _final(p1: int, b1: int, p2: int, b2: int, c5: int, c6: int) -> tuple[int, int, int]:
    """Totals and Banker card count for the ordered deal p1 b1 p2 b2 c5 c6."""
    pt, bt = (p1 + p2) % 10, (b1 + b2) % 10
    if pt >= 8 or bt >= 8:
        return pt, bt, 2
    if pt <= 5:
        third = c5
        pt = (pt + c5) % 10
        if banker_draws(bt, third):
            return pt, (bt + c6) % 10, 3
        return pt, bt, 2
    if banker_draws(bt, None):
        return pt, (bt + c5) % 10, 3
    return pt, bt, 2


def literal_six_card_enumeration(decks: int) -> Counts:
    """Every ordered 6-card deal by point value: six nested loops, multiplicities multiplied."""
    counts = [16 * decks] + [4 * decks] * 9
    tally = [0, 0, 0, 0, 0]
    r = range(10)
    for p1 in r:
        w1 = counts[p1]
        counts[p1] -= 1
        for b1 in r:
            w2 = w1 * counts[b1]
            counts[b1] -= 1
            for p2 in r:
                w3 = w2 * counts[p2]
                counts[p2] -= 1
                for b2 in r:
                    w4 = w3 * counts[b2]
                    counts[b2] -= 1
                    for c5 in r:
                        w5 = w4 * counts[c5]
                        counts[c5] -= 1
                        for c6 in r:
                            w6 = w5 * counts[c6]
                            if w6:
                                tally[_outcome(*_final(p1, b1, p2, b2, c5, c6))] += w6
                        counts[c5] += 1
                    counts[b2] += 1
                counts[p2] += 1
            counts[b1] += 1
        counts[p1] += 1
    return _counts(tally)


def early_stop_enumeration(decks: int) -> Counts:
    """The same, but a card position the coup does not use is not looped over: its weight is
    the number of cards left."""
    counts = [16 * decks] + [4 * decks] * 9
    left = 52 * decks
    tally = [0, 0, 0, 0, 0]
    r = range(10)
    for p1 in r:
        w1 = counts[p1]
        counts[p1] -= 1
        for b1 in r:
            w2 = w1 * counts[b1]
            counts[b1] -= 1
            for p2 in r:
                w3 = w2 * counts[p2]
                counts[p2] -= 1
                for b2 in r:
                    w4 = w3 * counts[b2]
                    counts[b2] -= 1
                    pt, bt = (p1 + p2) % 10, (b1 + b2) % 10
                    if not w4:
                        pass
                    elif pt >= 8 or bt >= 8:
                        tally[_outcome(pt, bt, 2)] += w4 * (left - 4) * (left - 5)
                    elif pt >= 6:
                        if banker_draws(bt, None):
                            for b3 in r:
                                w = w4 * counts[b3] * (left - 5)
                                tally[_outcome(pt, (bt + b3) % 10, 3)] += w
                        else:
                            tally[_outcome(pt, bt, 2)] += w4 * (left - 4) * (left - 5)
                    else:
                        for p3 in r:
                            w5 = w4 * counts[p3]
                            if not w5:
                                continue
                            counts[p3] -= 1
                            pt3 = (pt + p3) % 10
                            if banker_draws(bt, p3):
                                for b3 in r:
                                    w = w5 * counts[b3]
                                    tally[_outcome(pt3, (bt + b3) % 10, 3)] += w
                            else:
                                tally[_outcome(pt3, bt, 2)] += w5 * (left - 5)
                            counts[p3] += 1
                    counts[b2] += 1
                counts[p2] += 1
            counts[b1] += 1
        counts[p1] += 1
    return _counts(tally)


def _counts(tally: list[int]) -> Counts:
    banker = tally[0] + tally[3] + tally[4]
    return banker, tally[1], tally[2], tally[3], tally[4]


def ours(decks: int) -> Counts:
    odds = compute_baccarat_odds(decks)
    lucky = odds.bet(BetKind.LUCKY_6)
    return (
        odds.count(odds.banker),
        odds.count(odds.player),
        odds.count(odds.tie),
        odds.count(lucky.paying(LUCKY6_TWO_CARDS)),
        odds.count(lucky.paying(LUCKY6_THREE_CARDS)),
    )


def best_of(repeats: int, work: Callable[[], object]) -> float:
    """The fastest of ``repeats`` runs, in seconds."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


# ---- (c) coups per second -----------------------------------------------------------------


def deal_coups(n: int, settle_one: Callable[[Coup], object] | None = None) -> float:
    """Deal (and settle) ``n`` coups from seeded 8-deck shoes; returns coups per second.

    A fresh shoe from the same generator replaces one with fewer than 6 cards left: the
    cut-card procedure is not what is measured here.
    """
    rng = random.Random(1)
    shoe = Shoe(DECKS, rng)
    start = time.perf_counter()
    for _ in range(n):
        if shoe.remaining < 6:
            shoe = Shoe(DECKS, rng)
        coup = play_coup(shoe)
        if settle_one is not None:
            settle_one(coup)
    return n / (time.perf_counter() - start)


def settlement_function() -> Callable[[Coup], object] | None:
    """Settle a few typical bets on a mass-market table, if the settlement module exists."""
    if importlib.util.find_spec("trainer.baccarat.settlement") is None:
        return None
    from trainer.baccarat.settlement import Bet, BetKind, settle
    from trainer.baccarat.table import DEFAULT_PROFILES

    table = DEFAULT_PROFILES["mass-300"]
    bets = (
        Bet(BetKind.BANKER, Decimal(600), seat=1),
        Bet(BetKind.PLAYER, Decimal(500), seat=2),
        Bet(BetKind.TIE, Decimal(100), seat=3),
        Bet(BetKind.PLAYER_PAIR, Decimal(100), seat=4),
        Bet(BetKind.BANKER_PAIR, Decimal(200), seat=5),
    )

    def settle_one(coup: Coup) -> object:
        return settle(coup, bets, table)

    return settle_one


def main() -> int:
    print(f"Exact {DECKS}-deck baccarat odds (best of several runs)")
    expected = ours(DECKS)
    for name, baseline in (
        ("straightforward, early stop", early_stop_enumeration),
        ("literal six nested loops", literal_six_card_enumeration),
    ):
        if baseline(DECKS) != expected:
            print(f"  MISMATCH: {name} disagrees with trainer.odds")
            return 1
    t_ours = best_of(20, lambda: compute_baccarat_odds(DECKS))
    t_early = best_of(5, lambda: early_stop_enumeration(DECKS))
    t_literal = best_of(3, lambda: literal_six_card_enumeration(DECKS))
    print(f"  (a) trainer.odds.compute_baccarat_odds  {t_ours * 1000:9.2f} ms")
    print(f"  (b) straightforward, early stop         {t_early * 1000:9.2f} ms")
    print(f"  (b') literal six nested loops           {t_literal * 1000:9.2f} ms")
    print(f"  ratio (a)/(b)  = {t_ours / t_early:.3f}   (target <= 1.0)")
    print(f"  ratio (a)/(b') = {t_ours / t_literal:.4f}")

    n = 20_000
    print(f"\nCoups from seeded {DECKS}-deck shoes (Shoe({DECKS}, random.Random(1)), {n:,} coups)")
    dealt = max(deal_coups(n) for _ in range(3))
    print(f"  dealt only            {dealt:12,.0f} coups/s  (baseline)")
    settle_one = settlement_function()
    if settle_one is None:
        print("  settlement module not available")
    else:
        settled = max(deal_coups(n, settle_one) for _ in range(3))
        print(f"  dealt and settled     {settled:12,.0f} coups/s  (5 bets, mass-300 table)")
        print(f"  ratio settled/dealt = {settled / dealt:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
