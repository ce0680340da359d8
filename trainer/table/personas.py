"""Simulated players at the Table: a small seeded model of who sits down, what they
bet and when they leave, and a fault injector that makes some bets wrong on purpose.

Every amount is checked by the engine (:func:`trainer.baccarat.settlement.validate_bets`):
a good bet is one the engine accepts, and a faulty bet is kept only if the engine refuses it
for the very reason its fault names, so the class and article of every fault come from the
engine's :data:`~trainer.baccarat.settlement.REFUSAL_ARTICLES`, never from a copy here.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from types import MappingProxyType

from trainer.articles import HOUSE_NOTE, PROCEDURE, Article, bac
from trainer.baccarat.bets import side_specs, spec_of
from trainer.baccarat.settlement import (
    REFUSAL_ARTICLES,
    Bet,
    BetKind,
    RefusalReason,
    bet_limits,
    validate_bets,
)
from trainer.baccarat.table import TableRules
from trainer.chips import Breakdown, chip_breakdown
from trainer.errors import BetRefused

MAIN_KINDS = (BetKind.PLAYER, BetKind.BANKER)


class FaultKind(Enum):
    """The faulty bets the dealer must refuse; each has its article."""

    OVER_MAX = "over_max"
    UNDER_MIN = "under_min"
    BANKER_NOT_MULTIPLE = "banker_not_multiple"
    DIFFERENCE = "difference"
    LATE_BET = "late_bet"
    STANDING_ON_SEAT = "standing_on_seat"
    """A standing bettor's bet in a box a seated player holds (art. 15; table flow 4)."""
    AFTER_CARDS = "after_cards"
    """A bet pushed on after the cards are out (house procedure; table flow 4)."""


FAULT_REASONS: Mapping[FaultKind, RefusalReason | None] = MappingProxyType({
    FaultKind.OVER_MAX: RefusalReason.ABOVE_MAXIMUM,
    FaultKind.UNDER_MIN: RefusalReason.BELOW_MINIMUM,
    FaultKind.BANKER_NOT_MULTIPLE: RefusalReason.BANKER_NOT_MULTIPLE,
    FaultKind.DIFFERENCE: RefusalReason.DIFFERENCE_OVER_LIMIT,
    FaultKind.LATE_BET: None,
    FaultKind.STANDING_ON_SEAT: None,
    FaultKind.AFTER_CARDS: None,
})
"""The engine's refusal each fault is (a late bet is a fault of timing, not of amount)."""


def fault_article(
    kind: FaultKind, table: TableRules | None = None, bet: BetKind | None = None
) -> Article:
    """The rule a fault breaks: the engine's article for its refusal; a standing bettor's bet
    in a seated player's box breaks art. 15; a bet after "no more bets" (or after the cards
    are out) breaks the dealer's procedure, which no article of the law fixes. A side bet
    (``bet``, a kind the bet registry marks ``side``) outside its own limits breaks the
    house's limits, which the engine cites no article for: the house procedure.

    The engine cites the SJM house note for a bet under the minimum; at a ``table`` that does
    not follow that note (``banker_multiple_of_minimum`` off) the minimum is only the table's
    limit, so art. 14, the article on the table's limits, is cited instead."""
    if kind is FaultKind.STANDING_ON_SEAT:
        return bac(15)
    reason = FAULT_REASONS[kind]
    if reason is None or (bet is not None and spec_of(bet).side and reason in _OWN_LIMITS):
        return PROCEDURE
    article = REFUSAL_ARTICLES[reason]
    if article is None:  # pragma: no cover - every reason above cites an article
        raise ValueError(f"the engine cites no article for {reason}")
    if article == HOUSE_NOTE and table is not None and not table.banker_multiple_of_minimum:
        return bac(14)
    return article


_OWN_LIMITS = frozenset({RefusalReason.BELOW_MINIMUM, RefusalReason.ABOVE_MAXIMUM})
"""The refusals a side bet's own limits make (the engine cites no article for them)."""


def engine_refusal(bets: Sequence[Bet], table: TableRules) -> RefusalReason | None:
    """Why the engine refuses this set of bets, or None if it accepts them all."""
    try:
        validate_bets(bets, table)
    except BetRefused as exc:
        return RefusalReason(exc.reason)
    return None


# ---- personas ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Persona:
    """One simulated bettor's habits.

    ``units`` is the range of a main bet in table minimums; ``awkward`` the chance a main bet
    is not a round number of minimums (where the table allows it); ``side_appetite`` the
    chance, per side bet the table offers, of also betting it; ``leave_after`` the coups the
    bettor stays for (they also leave when the bankroll no longer covers the minimum);
    ``standing`` bettors bet only in boxes no seated player holds (art. 15).
    """

    name: str
    bankroll: Decimal
    favourite: BetKind
    loyalty: float
    units: tuple[int, int]
    awkward: float
    side_appetite: float
    leave_after: int
    standing: bool = False


@dataclass(frozen=True)
class _Archetype:
    name: str
    favourite: BetKind
    loyalty: float
    units: tuple[int, int]
    awkward: float
    side_appetite: float
    stay: tuple[int, int]
    bankroll_units: tuple[int, int]


ARCHETYPES: tuple[_Archetype, ...] = (
    _Archetype("steady", BetKind.BANKER, 0.9, (1, 2), 0.0, 0.05, (20, 60), (20, 60)),
    _Archetype("chaser", BetKind.PLAYER, 0.6, (1, 5), 0.4, 0.3, (5, 25), (10, 30)),
    _Archetype("whale", BetKind.BANKER, 0.8, (5, 40), 0.2, 0.2, (10, 40), (200, 800)),
    _Archetype("side_fan", BetKind.PLAYER, 0.5, (1, 2), 0.3, 0.8, (5, 30), (15, 40)),
    _Archetype("grinder", BetKind.BANKER, 0.7, (1, 1), 0.0, 0.0, (30, 90), (10, 20)),
)
"""The habits a persona is drawn from: bet areas, unit sizes, amounts, side bets, stay."""


def make_persona(
    rng: random.Random, table: TableRules, *, standing: bool = False, awkward: float = 1.0
) -> Persona:
    """Draw a persona for ``table``; ``awkward`` scales every archetype's awkward-amount
    chance (0 for round amounts only, the easy setting)."""
    arch = rng.choice(ARCHETYPES)
    bankroll = table.minimum * rng.randint(*arch.bankroll_units)
    return Persona(
        name=arch.name,
        bankroll=bankroll,
        favourite=arch.favourite,
        loyalty=arch.loyalty,
        units=arch.units,
        awkward=min(1.0, arch.awkward * awkward),
        side_appetite=arch.side_appetite,
        leave_after=rng.randint(*arch.stay),
        standing=standing,
    )


def _other(kind: BetKind) -> BetKind:
    return BetKind.PLAYER if kind is BetKind.BANKER else BetKind.BANKER


def _mandatory_sides() -> tuple[BetKind, ...]:
    return tuple(s.kind for s in side_specs() if not s.optional)


def side_kinds(table: TableRules) -> tuple[BetKind, ...]:
    """The side bets this table offers, in the bet registry's order (an optional one, such as
    Lucky 6, only where the table switched it on)."""
    return table.offered_side_bets


def _accepted(bet: Bet, table: TableRules) -> bool:
    return engine_refusal([bet], table) is None


def persona_bets(
    persona: Persona,
    seat: int,
    bankroll: Decimal,
    table: TableRules,
    rng: random.Random,
    *,
    side_bets: bool = True,
) -> list[Bet]:
    """The bets ``persona`` places this coup in ``seat``, each accepted by the engine alone,
    their total within ``bankroll`` (nothing when it does not cover the minimum)."""
    if bankroll < table.minimum:
        return []
    kind = persona.favourite if rng.random() < persona.loyalty else _other(persona.favourite)
    _, high = bet_limits(kind, table)
    units = rng.randint(*persona.units)
    largest = min(high, bankroll) // table.minimum
    units = max(1, min(units, int(largest)))
    amount = table.minimum * units
    steps = int(table.minimum // table.smallest_unit)
    if steps > 1 and rng.random() < persona.awkward:
        odd = amount + table.smallest_unit * rng.randint(1, steps - 1)
        if odd <= bankroll and _accepted(Bet(kind, odd, seat), table):
            amount = odd
    bets: list[Bet] = []
    if _accepted(Bet(kind, amount, seat), table):
        bets.append(Bet(kind, amount, seat))
    spent = sum((b.amount for b in bets), Decimal(0))
    if side_bets:
        for side in side_kinds(table):
            if rng.random() >= persona.side_appetite:
                continue
            side_low, side_high = bet_limits(side, table)
            stake = min(side_low * rng.randint(1, 3), side_high)
            bet = Bet(side, stake, seat)
            if spent + stake <= bankroll and _accepted(bet, table):
                bets.append(bet)
                spent += stake
    return bets


def within_difference(bets: list[Bet], table: TableRules) -> list[Bet]:
    """Drop the last Banker or Player bets of the larger side until the engine accepts the
    table's Banker/Player difference (art. 14): players hold back a bet the house would
    not take."""
    kept = list(bets)
    while engine_refusal(kept, table) is RefusalReason.DIFFERENCE_OVER_LIMIT:
        banker = sum((b.amount for b in kept if b.kind is BetKind.BANKER), Decimal(0))
        player = sum((b.amount for b in kept if b.kind is BetKind.PLAYER), Decimal(0))
        big = BetKind.BANKER if banker > player else BetKind.PLAYER
        last = max(i for i, b in enumerate(kept) if b.kind is big)
        del kept[last]
    return kept


# ---- chip stacks ------------------------------------------------------------------------------


def bet_stack(amount: Decimal, table: TableRules, rng: random.Random) -> Breakdown:
    """The chips a bettor stacks for ``amount``: the fewest chips, and often one or two of
    them broken into smaller chips of the table's set (players bet with what they hold).
    Largest chip first; the chips add up to ``amount``."""
    counts = dict(chip_breakdown(amount, table.chips))
    for _ in range(2):
        if rng.random() >= 0.5:
            break
        big = [c for c in sorted(counts) if counts[c] and c > table.chips[0]]
        if not big:
            break
        chip = rng.choice(big)
        smaller = [c for c in table.chips if c < chip and chip % c == 0 and chip / c <= 10]
        if not smaller:
            continue
        small = rng.choice(smaller)
        counts[chip] -= 1
        counts[small] = counts.get(small, 0) + int(chip / small)
    return tuple((c, n) for c, n in sorted(counts.items(), reverse=True) if n)


# ---- after a tie (art. 12) ----------------------------------------------------------------


class TieChange(Enum):
    """What a bettor does with a Banker/Player bet that pushed on a tie (art. 12)."""

    KEEP = "keep"
    WITHDRAW = "withdraw"
    INCREASE = "increase"
    DECREASE = "decrease"
    SWITCH = "switch"


_TIE_HABITS: tuple[tuple[TieChange, float], ...] = (
    (TieChange.KEEP, 0.35),
    (TieChange.WITHDRAW, 0.15),
    (TieChange.INCREASE, 0.25),
    (TieChange.DECREASE, 0.1),
    (TieChange.SWITCH, 0.15),
)
"""How often a bettor keeps, withdraws, raises, lowers or switches a pushed bet."""


def tie_change(
    persona: Persona, bet: Bet, bankroll: Decimal, table: TableRules, rng: random.Random
) -> tuple[TieChange, Bet | None]:
    """What ``persona`` asks for a pushed ``bet`` (seeded): the change and the bet they want
    instead (None to withdraw; the same bet to keep). An increase or decrease moves the bet
    by one to three table minimums, and may ask for more than the table, art. 14 or the
    house allows: refusing it is the dealer's job. The bet never exceeds the bankroll."""
    roll, change = rng.random(), TieChange.KEEP
    for kind, share in _TIE_HABITS:
        if roll < share:
            change = kind
            break
        roll -= share
    step = table.minimum * rng.randint(1, 3)
    if change is TieChange.INCREASE and bet.amount + step > bankroll:
        change = TieChange.KEEP
    if change is TieChange.DECREASE and bet.amount - step <= 0:
        change = TieChange.WITHDRAW
    if change is TieChange.WITHDRAW:
        return change, None
    if change is TieChange.INCREASE:
        return change, Bet(bet.kind, bet.amount + step, bet.seat)
    if change is TieChange.DECREASE:
        return change, Bet(bet.kind, bet.amount - step, bet.seat)
    if change is TieChange.SWITCH:
        return change, Bet(_other(bet.kind), bet.amount, bet.seat)
    return change, bet


# ---- faults ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class OfferedBet:
    """A bet a simulated player puts on the layout; ``fault`` is the truth the dealer must
    find (None for a good bet)."""

    bet: Bet
    fault: FaultKind | None = None
    stack: Breakdown = ()
    """The chips the bettor put down (empty: not drawn, the fewest chips)."""


class FaultInjector:
    """Makes bets faulty at ``rate`` (0 to 1): each main bet may be replaced by an amount over
    the maximum, under the minimum or (SJM-style tables) a Banker bet not a multiple of the
    minimum; once per coup a bet may break the art. 14 difference; after "no more bets" a
    late bet may come. Only faults the engine refuses for their own reason are injected."""

    def __init__(
        self,
        rate: float,
        rng: random.Random,
        kinds: frozenset[FaultKind] = frozenset(FaultKind),
        side_rng: random.Random | None = None,
    ) -> None:
        if not 0.0 <= rate <= 1.0:
            raise ValueError(f"a fault rate is between 0 and 1, got {rate}")
        self.rate = rate
        self.rng = rng
        self.kinds = kinds
        self.side_rng = side_rng
        """Side bets may be placed over their own maximum too (table flow 3), drawn from
        this stream of their own, so that the main bets' faults stay the ones a shoe of an
        older flow was dealt; None: no side-bet faults."""

    def _side_fault(self, bet: Bet, table: TableRules) -> tuple[Bet, FaultKind] | None:
        """A side bet over its own maximum (read from the table's limits of that kind)."""
        if FaultKind.OVER_MAX not in self.kinds:
            return None
        low, high = bet_limits(bet.kind, table)
        return Bet(bet.kind, high + low, bet.seat), FaultKind.OVER_MAX

    def _amount_fault(self, bet: Bet, table: TableRules) -> tuple[Bet, FaultKind] | None:
        low, high = bet_limits(bet.kind, table)
        unit = table.smallest_unit
        options: list[tuple[Bet, FaultKind]] = []
        if FaultKind.OVER_MAX in self.kinds:
            options.append((Bet(bet.kind, high + table.minimum, bet.seat), FaultKind.OVER_MAX))
        if FaultKind.UNDER_MIN in self.kinds and low > unit:
            options.append((Bet(bet.kind, low - unit, bet.seat), FaultKind.UNDER_MIN))
        if (
            FaultKind.BANKER_NOT_MULTIPLE in self.kinds
            and bet.kind is BetKind.BANKER
            and table.banker_multiple_of_minimum
            and table.minimum > unit
            and bet.amount + unit <= high
        ):
            options.append((Bet(bet.kind, bet.amount + unit, bet.seat),
                            FaultKind.BANKER_NOT_MULTIPLE))
        if not options:
            return None
        return self.rng.choice(options)

    def _difference_fault(
        self, good: list[Bet], seats: Sequence[int], table: TableRules
    ) -> Bet | None:
        totals = {
            kind: sum((b.amount for b in good if b.kind is kind), Decimal(0))
            for kind in MAIN_KINDS
        }
        big = BetKind.BANKER if totals[BetKind.BANKER] >= totals[BetKind.PLAYER] else (
            BetKind.PLAYER)
        gap = totals[big] - totals[_other(big)]
        amount = ((table.difference_limit - gap) // table.minimum + 1) * table.minimum
        amount = max(amount, table.minimum)
        if amount > table.maximum:
            return None
        taken = {(b.seat, b.kind) for b in good}
        free = [s for s in seats if (s, big) not in taken]
        if not free:
            return None
        return Bet(big, amount, self.rng.choice(free))

    def inject(
        self,
        bets: Sequence[Bet],
        seats: Sequence[int],
        table: TableRules,
        keep: frozenset[Bet] = frozenset(),
    ) -> list[OfferedBet]:
        """The coup's bets as offered: some replaced by faulty ones, perhaps one more bet
        breaking art. 14 placed last. ``bets`` must be accepted by the engine as a whole;
        ``seats`` are the seats whose players may place the difference bet; the bets in
        ``keep`` (left on the layout from a tie) stay as they are."""
        offered: list[Bet] = list(bets)
        faults: dict[int, FaultKind] = {}
        for i, bet in enumerate(bets):
            if bet in keep:
                continue
            if bet.kind in MAIN_KINDS and self.rng.random() < self.rate:
                made = self._amount_fault(bet, table)
                if made is not None:
                    offered[i], faults[i] = made
            elif (self.side_rng is not None and spec_of(bet.kind).side
                  and self.side_rng.random() < self.rate):
                made = self._side_fault(bet, table)
                if made is not None:
                    offered[i], faults[i] = made
        good = [b for i, b in enumerate(offered) if i not in faults]
        for i in list(faults):
            if engine_refusal([*good, offered[i]], table) is not FAULT_REASONS[faults[i]]:
                offered[i] = bets[i]
                del faults[i]
                good = [b for j, b in enumerate(offered) if j not in faults]
        if engine_refusal(good, table) is not None:
            # A replaced bet held the art. 14 difference within the limit: without it the
            # good bets alone would be refused, so this coup's amounts stay as placed.
            offered, faults, good = list(bets), {}, list(bets)
        result = [OfferedBet(b, faults.get(i)) for i, b in enumerate(offered)]
        if (
            FaultKind.DIFFERENCE in self.kinds
            and seats
            and self.rng.random() < self.rate
        ):
            extra = self._difference_fault(good, seats, table)
            if extra is not None and engine_refusal([*good, extra], table) is (
                RefusalReason.DIFFERENCE_OVER_LIMIT
            ):
                result.append(OfferedBet(extra, FaultKind.DIFFERENCE))
        return result

    def late_bet(
        self, layout: Sequence[Bet], seats: Sequence[int], table: TableRules
    ) -> OfferedBet | None:
        """Perhaps a bet placed after "no more bets": an amount the table would otherwise
        take, in a box of ``seats`` still free, so that its only fault is its timing."""
        if FaultKind.LATE_BET not in self.kinds or not seats or self.rng.random() >= self.rate:
            return None
        taken = {(b.seat, b.kind) for b in layout}
        kinds = _mandatory_sides()  # the side bets every table offers
        free = [(s, k) for s in seats for k in kinds if (s, k) not in taken]
        if not free:
            return None
        seat, kind = self.rng.choice(free)
        low, _ = bet_limits(kind, table)
        bet = Bet(kind, low, seat)
        if engine_refusal([*layout, bet], table) is not None:
            return None
        return OfferedBet(bet, FaultKind.LATE_BET)
