"""Settling bets on a finished coup: who wins, at what odds, commission, and dealer's order.

Payouts follow Baccarat art. 17, commission art. 18; a Banker or Player bet on a tie is a
push (art. 12, as the trainer grades it). Bets are checked against the table first
(:func:`validate_bets`): an illegal bet is refused, never settled.

Dealer's order (RULES.md C, "right to left, losers first"): the dealer first takes every
losing bet, then pays every winner; within each pass they work right to left as seen from
the dealer's side of the table. Seats are numbered from the dealer's left (seat 1) to the
dealer's right, so right to left means the highest seat number first. Pushes, which the
dealer leaves in place, come last. Within one seat, bets go in the order of the bet registry
(:mod:`trainer.baccarat.bets`), whose specs also give each bet's odds, article and tie rule.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from functools import cached_property
from types import MappingProxyType

from trainer.articles import HOUSE_NOTE, Article, bac
from trainer.baccarat.bets import EVEN, NO_COMMISSION_SIX, BetKind, Odds, spec_of
from trainer.baccarat.coup import Coup
from trainer.baccarat.table import CommissionMode, TableRules
from trainer.errors import BetRefused, DealError
from trainer.money import CENT, Rounding, format_hkd, normalize, round_to_unit

ZERO = Decimal(0)

__all__ = ["Bet", "BetKind", "BetResult", "BetSettlement", "Odds", "RefusalReason", "Settlement"]



@dataclass(frozen=True)
class Bet:
    """One stake in one betting box; seats count from the dealer's left, starting at 1."""

    kind: BetKind
    amount: Decimal
    seat: int = 1

    def __hash__(self) -> int:
        # The dataclass's own hash (of its fields), worked out once a bet: a step of a full
        # table looks its bets up in dicts and sets some hundred times (an Enum's and a
        # Decimal's hash each time).
        return self._hash

    @cached_property
    def _hash(self) -> int:
        return hash((self.kind, self.amount, self.seat))

    def __getstate__(self) -> dict[str, object]:
        # Without the hash kept: a string's hash differs from one process to the next.
        return {"kind": self.kind, "amount": self.amount, "seat": self.seat}


class BetResult(Enum):
    WIN = "win"
    LOSE = "lose"
    PUSH = "push"


class RefusalReason(Enum):
    """Why :func:`validate_bets` refused a bet; the value is ``BetRefused.reason``."""

    BAD_SEAT = "bad_seat"
    NON_POSITIVE = "non_positive"
    NOT_CHIP_MULTIPLE = "not_chip_multiple"
    SIDE_BET_OFF = "lucky6_disabled"
    """A side bet this table switched off (its spec is ``optional``). The code is the one it
    had when Lucky 6 was the only such bet: reason codes are kept stable."""
    BELOW_MINIMUM = "below_minimum"
    ABOVE_MAXIMUM = "above_maximum"
    BANKER_NOT_MULTIPLE = "banker_not_multiple"
    DUPLICATE_BET = "duplicate_bet"
    DIFFERENCE_OVER_LIMIT = "difference_over_limit"
    HALF_NOT_PAYABLE = "half_not_payable"
    """A no-commission Banker bet whose half (art. 18 (2), a win with 6) is not a whole chip."""
    COMMISSION_NOT_PAYABLE = "commission_not_payable"
    """A Banker bet whose 5% (art. 18 (1)), kept exact, is not a whole chip."""


REFUSAL_ARTICLES: Mapping[RefusalReason, Article | None] = MappingProxyType(
    {
        RefusalReason.BAD_SEAT: bac(1),
        RefusalReason.NON_POSITIVE: bac(13),
        RefusalReason.NOT_CHIP_MULTIPLE: None,  # a table setting: the smallest chip
        RefusalReason.SIDE_BET_OFF: bac(13),
        RefusalReason.BELOW_MINIMUM: HOUSE_NOTE,
        RefusalReason.ABOVE_MAXIMUM: bac(14),  # "accepts ... only up to the table limit"
        RefusalReason.BANKER_NOT_MULTIPLE: HOUSE_NOTE,
        RefusalReason.DUPLICATE_BET: None,
        RefusalReason.DIFFERENCE_OVER_LIMIT: bac(14),
        RefusalReason.HALF_NOT_PAYABLE: bac(18, 2),
        RefusalReason.COMMISSION_NOT_PAYABLE: bac(18, 1),
    }
)
"""The rule behind each refusal. ``BetRefused.article`` carries its ``str()``.

Side-bet limits are house settings: their refusals cite no article.
"""

def _refuse(reason: RefusalReason, message: str, *, cite: bool = True) -> BetRefused:
    article = REFUSAL_ARTICLES[reason] if cite else None
    if article is not None:
        message = f"{message} ({article})"
    return BetRefused(reason.value, message, str(article) if article is not None else None)


def bet_limits(kind: BetKind, table: TableRules) -> tuple[Decimal, Decimal]:
    """The minimum and maximum of one bet of this kind at this table."""
    return table.limits(kind)


def _where(bet: Bet) -> str:
    """How a refusal names the bet: "seat 3 Banker" (worked out only for a refusal: the
    Table's players check every bet they place, most of them good)."""
    return f"seat {bet.seat} {bet.kind.label}"


def _validate_one(bet: Bet, table: TableRules) -> None:
    if bet.seat not in table.seat_numbers:  # its real numbers: a table may skip 4 or 13
        raise _refuse(
            RefusalReason.BAD_SEAT,
            f"this table's seats are {', '.join(map(str, table.seat_numbers))}, not {bet.seat}",
        )
    if not bet.amount.is_finite() or bet.amount <= 0:
        raise _refuse(
            RefusalReason.NON_POSITIVE, f"{_where(bet)}: a bet must be a positive amount"
        )
    if not table.offers(bet.kind):
        raise _refuse(RefusalReason.SIDE_BET_OFF, f"this table does not offer {bet.kind.label}")
    unit = table.smallest_unit
    if bet.amount % unit:
        raise _refuse(
            RefusalReason.NOT_CHIP_MULTIPLE,
            f"{_where(bet)} {format_hkd(bet.amount)} is not a whole number of the smallest chip "
            f"{format_hkd(unit)}",
        )
    low, high = bet_limits(bet.kind, table)
    side = spec_of(bet.kind).side
    if bet.amount < low:
        raise _refuse(
            RefusalReason.BELOW_MINIMUM,
            f"{_where(bet)} {format_hkd(bet.amount)} is below the minimum {format_hkd(low)}",
            cite=not side,
        )
    if bet.amount > high:
        raise _refuse(
            RefusalReason.ABOVE_MAXIMUM,
            f"{_where(bet)} {format_hkd(bet.amount)} is above the maximum {format_hkd(high)}",
            cite=not side,
        )
    if (
        bet.kind is BetKind.BANKER
        and table.banker_multiple_of_minimum
        and bet.amount % table.minimum
    ):
        raise _refuse(
            RefusalReason.BANKER_NOT_MULTIPLE,
            f"{_where(bet)} {format_hkd(bet.amount)} must be the minimum "
            f"{format_hkd(table.minimum)} or a whole multiple of it",
        )
    if bet.kind is BetKind.BANKER:
        _check_payable(bet, table)


def _check_payable(bet: Bet, table: TableRules) -> None:
    """Refuse a Banker bet the table could not settle in its chips (see
    :func:`trainer.baccarat.table._check_rules` for the decision): art. 18 (2) pays exactly
    half, and a commission kept exact (rounding EXACT) must be a whole number of chips."""
    unit = table.smallest_unit
    if table.no_commission:
        half = bet.amount * NO_COMMISSION_SIX.win / NO_COMMISSION_SIX.stake
        if half % unit:
            raise _refuse(
                RefusalReason.HALF_NOT_PAYABLE,
                f"{_where(bet)} {format_hkd(bet.amount)}: its half, {format_hkd(half)}, paid on a "
                f"win with 6, is not a whole number of the smallest chip {format_hkd(unit)}",
            )
    elif table.takes_commission and table.rounding is Rounding.EXACT:
        commission = commission_exact(bet.amount, table)
        if commission % unit:
            raise _refuse(
                RefusalReason.COMMISSION_NOT_PAYABLE,
                f"{_where(bet)} {format_hkd(bet.amount)}: its commission, "
                f"{format_hkd(commission)}, is not a whole number of the smallest chip "
                f"{format_hkd(unit)}",
            )


def validate_bets(bets: Iterable[Bet], table: TableRules) -> None:
    """Check every bet and the whole table's bets; raise :class:`BetRefused` on the first fault.

    Per bet: a seat of the table, a positive whole number of the smallest chip, a side bet
    the table offers, within the bet's limits, and for Banker the house-note multiple. One bet per
    kind per seat. Over the table: |total Banker - total Player| within the art. 14 limit.
    """
    seen: set[tuple[int, BetKind]] = set()
    totals = {BetKind.BANKER: ZERO, BetKind.PLAYER: ZERO}
    for bet in bets:
        _validate_one(bet, table)
        key = (bet.seat, bet.kind)
        if key in seen:
            raise _refuse(
                RefusalReason.DUPLICATE_BET,
                f"seat {bet.seat} already has a {bet.kind.label} bet: add to it instead",
            )
        seen.add(key)
        if bet.kind in totals:
            totals[bet.kind] += bet.amount
    difference = abs(totals[BetKind.BANKER] - totals[BetKind.PLAYER])
    if difference > table.difference_limit:
        raise _refuse(
            RefusalReason.DIFFERENCE_OVER_LIMIT,
            f"Banker {format_hkd(totals[BetKind.BANKER])} against Player "
            f"{format_hkd(totals[BetKind.PLAYER])}: the difference "
            f"{format_hkd(difference)} is over the limit {format_hkd(table.difference_limit)}",
        )


# ---- settlement -----------------------------------------------------------------------------


@dataclass(frozen=True)
class BetSettlement:
    """How one bet is settled. All amounts are ``Decimal`` and never negative.

    ``winnings`` are at the odds; ``paid`` is what the dealer pushes out on top of the
    returned stake (winnings less commission when it is deducted, the full winnings when it
    is marked); ``marked`` is the commission written into the seat's box; ``taken`` is the
    stake taken on a loss; ``returned`` the stake given back on a win or push. ``odds`` is the
    odds applied, or for a losing or pushed bet the odds it was playing for.
    """

    bet: Bet
    result: BetResult
    odds: str
    winnings: Decimal
    commission: Decimal
    paid: Decimal
    marked: Decimal
    taken: Decimal
    returned: Decimal
    article: Article

    @property
    def deducted(self) -> Decimal:
        """Commission taken out of the payout now (0 when it is marked instead)."""
        return self.commission - self.marked

    @property
    def bettor_net(self) -> Decimal:
        """The bettor's gain on this bet, counting marked commission as owed."""
        return self.paid - self.taken - self.marked


def _total(values: Iterable[Decimal]) -> Decimal:
    return normalize(sum(values, ZERO))


@dataclass(frozen=True)
class Settlement:
    """Every bet of a coup settled, in the dealer's order (see the module docstring)."""

    coup: Coup
    lines: tuple[BetSettlement, ...]

    @property
    def staked(self) -> Decimal:
        return _total(line.bet.amount for line in self.lines)

    @property
    def taken(self) -> Decimal:
        return _total(line.taken for line in self.lines)

    @property
    def paid(self) -> Decimal:
        return _total(line.paid for line in self.lines)

    @property
    def returned(self) -> Decimal:
        return _total(line.returned for line in self.lines)

    @property
    def commission(self) -> Decimal:
        """All commission of the coup, deducted or marked."""
        return _total(line.commission for line in self.lines)

    @property
    def marked(self) -> Decimal:
        return _total(line.marked for line in self.lines)

    @property
    def deducted(self) -> Decimal:
        return _total(line.deducted for line in self.lines)

    @property
    def house_cash(self) -> Decimal:
        """Chips the house gains on the table this coup: taken less paid."""
        return normalize(self.taken - self.paid)

    @property
    def house_net(self) -> Decimal:
        """The house's result for the coup, counting marked commission as owed to it."""
        return normalize(self.taken - self.paid + self.marked)

    @property
    def losers(self) -> tuple[BetSettlement, ...]:
        return tuple(line for line in self.lines if line.result is BetResult.LOSE)

    @property
    def winners(self) -> tuple[BetSettlement, ...]:
        return tuple(line for line in self.lines if line.result is BetResult.WIN)

    @property
    def pushes(self) -> tuple[BetSettlement, ...]:
        return tuple(line for line in self.lines if line.result is BetResult.PUSH)

    def for_seat(self, seat: int) -> tuple[BetSettlement, ...]:
        return tuple(line for line in self.lines if line.bet.seat == seat)


def _winnings(bet: Bet, odds: Odds, table: TableRules) -> Decimal:
    """Winnings exactly at the odds: a no-commission Banker 6 is paid exactly half (art. 18
    (2)), never rounded. A bet whose winnings are not a whole chip was refused by
    :func:`validate_bets`; settling one anyway raises :class:`BetRefused` rather than paying a
    wrong amount."""
    exact = bet.amount * odds.win / odds.stake
    if exact % table.smallest_unit:
        _check_payable(bet, table)
        raise _refuse(  # pragma: no cover - integer odds on a whole chip are whole chips
            RefusalReason.NOT_CHIP_MULTIPLE,
            f"{format_hkd(exact)} is not a whole number of the smallest chip",
        )
    return normalize(exact)


def commission_exact(winnings: Decimal, table: TableRules) -> Decimal:
    """The exact, unrounded art. 18 (1) commission on Banker winnings (0 on a table that takes
    none). This is what a marking table writes in the seat's commission box."""
    if not table.takes_commission:
        return ZERO
    exact = winnings * table.commission_rate
    return normalize(exact) if exact == exact.quantize(CENT) else exact


def commission_on(winnings: Decimal, table: TableRules) -> Decimal:
    """The art. 18 (1) commission on Banker winnings, rounded once as the table rounds.

    A deducting table rounds each payout's commission; a marking table marks
    :func:`commission_exact` and rounds the box's total when it is settled
    (:meth:`CommissionBox.owed`) with this same rounding.
    """
    return round_commission(commission_exact(winnings, table), table)


def round_commission(amount: Decimal, table: TableRules) -> Decimal:
    """Round a commission (one payout's, or a box's total) to the table's smallest chip."""
    return normalize(round_to_unit(amount, table.smallest_unit, table.rounding))


def _nominal_odds(kind: BetKind, table: TableRules) -> str:
    if kind is BetKind.BANKER and table.no_commission:
        return f"{EVEN}/{NO_COMMISSION_SIX}"
    return spec_of(kind).nominal


def settle_bet(coup: Coup, bet: Bet, table: TableRules) -> BetSettlement:
    """Settle one bet that :func:`validate_bets` has accepted."""
    stake = normalize(bet.amount)
    spec = spec_of(bet.kind)
    if spec.pushes(coup):
        return BetSettlement(
            bet,
            BetResult.PUSH,
            _nominal_odds(bet.kind, table),
            ZERO,
            ZERO,
            ZERO,
            ZERO,
            ZERO,
            stake,
            bac(12),
        )
    won = spec.won(coup, table)
    if won is None:
        lost_by = spec.lost_article
        return BetSettlement(
            bet,
            BetResult.LOSE,
            _nominal_odds(bet.kind, table),
            ZERO,
            ZERO,
            ZERO,
            ZERO,
            stake,
            ZERO,
            lost_by,
        )
    odds, article = won
    winnings = _winnings(bet, odds, table)
    if not spec.commissioned:
        commission = ZERO
    elif table.commission_mode is CommissionMode.MARK:
        # Art. 18 (1) on a marking table: mark the exact 5%; the box rounds once, when it is
        # settled (CommissionBox.owed), never each coup.
        commission = commission_exact(winnings, table)
    else:
        commission = commission_on(winnings, table)
    if table.commission_mode is CommissionMode.MARK:
        paid, marked = winnings, commission
    else:
        paid, marked = normalize(winnings - commission), ZERO
    return BetSettlement(
        bet, BetResult.WIN, str(odds), winnings, commission, paid, marked, ZERO, stake, article
    )


_RESULT_ORDER = {BetResult.LOSE: 0, BetResult.WIN: 1, BetResult.PUSH: 2}


def _dealer_order(line: BetSettlement) -> tuple[int, int, int]:
    return _RESULT_ORDER[line.result], -line.bet.seat, spec_of(line.bet.kind).order


def settle(coup: Coup, bets: Iterable[Bet], table: TableRules) -> Settlement:
    """Validate ``bets`` against ``table`` and settle them on ``coup`` in the dealer's order.

    Raises :class:`BetRefused` for an illegal bet (nothing is settled) and
    :class:`DealError` if the coup was not drawn as art. 9 demands.
    """
    bets = tuple(bets)
    if not coup.is_legal():
        raise DealError(f"this coup was not drawn as {bac(9)} demands; it cannot be settled")
    validate_bets(bets, table)
    lines = sorted((settle_bet(coup, bet, table) for bet in bets), key=_dealer_order)
    return Settlement(coup, tuple(lines))


# ---- commission box -------------------------------------------------------------------------


class CommissionBox:
    """The commission marked per seat on a MARK table, owed until settled.

    Each coup marks the exact 5% of a winning Banker bet (art. 18 (1)); the box keeps their
    unrounded sum and rounds it once, as the table rounds commission, when it is settled at
    the end of the shoe (:meth:`settle_shoe`) or when a player leaves (:meth:`settle_box`).
    """

    def __init__(self, table: TableRules) -> None:
        self.table = table
        self._marks: defaultdict[int, Decimal] = defaultdict(lambda: ZERO)

    def record(self, settlement: Settlement) -> None:
        """Add the commission a settled coup marked for each seat."""
        for line in settlement.lines:
            if line.marked:
                self._marks[line.bet.seat] += line.marked

    @property
    def marks(self) -> Mapping[int, Decimal]:
        """Seat -> commission marked so far (unrounded sum of the coups' marks)."""
        return MappingProxyType({seat: normalize(v) for seat, v in self._marks.items() if v})

    def owed(self, seat: int) -> Decimal:
        """What the seat would pay if its box were settled now."""
        return round_commission(self._marks.get(seat, ZERO), self.table)

    @property
    def total(self) -> Decimal:
        return _total(self.owed(seat) for seat in self._marks)

    def settle_box(self, seat: int) -> Decimal:
        """Settle one seat's box (the player leaves): return what it owes and clear it."""
        owed = self.owed(seat)
        self._marks.pop(seat, None)
        return owed

    def settle_shoe(self) -> dict[int, Decimal]:
        """Settle every box at the end of the shoe: seat -> amount owed; all boxes cleared."""
        due = {seat: self.owed(seat) for seat in sorted(self._marks, reverse=True)}
        self._marks.clear()
        return {seat: amount for seat, amount in due.items() if amount}
