"""Settling Sam Kong bets: door bets (arts. 6, 7), banker bets (art. 8), payouts (art. 9)
and the 5% commission (art. 10).

Every line says what the dealer does with one bet (take it, return it, pay it) and which
article decided it. Each bet's rule, payout and checks are its registered spec's
(:mod:`trainer.samkong.bets`): nothing here names a kind. Money is ``Decimal`` throughout.
:class:`BetResult` is the one the baccarat settlement defines, so both games report results
alike.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from trainer.articles import Article, sk
from trainer.baccarat.settlement import BetResult
from trainer.cards import Card
from trainer.errors import BetRefused
from trainer.money import Rounding, normalize, round_to_unit
from trainer.samkong.bets import SamKongBetKind as SamKongBetKind  # re-exported, was here
from trainer.samkong.levels import DoorResult, HandLevel, compare, rank_hand

ZERO = Decimal(0)


@dataclass(frozen=True)
class SamKongRules:
    """A Sam Kong table's money settings (house choices, not fixed by the articles).

    Parameters
    ----------
    commission_rate
        Share of the winnings of door and odd/even bets taken as commission (art. 10: 5%).
    unit
        The smallest chip; a commission is rounded to a multiple of it.
    rounding
        How a commission that is not a whole number of units is rounded.
    min_bet, max_bet
        The table limits; a bet outside them is refused.
    tie_needs_door_bet
        Art. 8 (3): a tie bet is accepted only on a door that has a bet against the banker.
    """

    commission_rate: Decimal = Decimal("0.05")
    unit: Decimal = Decimal(1)
    rounding: Rounding = Rounding.DOWN
    min_bet: Decimal = Decimal(100)
    max_bet: Decimal = Decimal(100000)
    tie_needs_door_bet: bool = True

    def __post_init__(self) -> None:
        if not ZERO <= self.commission_rate < 1:
            raise ValueError(f"a commission rate is from 0 to 1; got {self.commission_rate}")
        if self.unit <= 0:
            raise ValueError("the smallest unit must be positive")
        if not ZERO < self.min_bet <= self.max_bet:
            raise ValueError(f"table limits {self.min_bet}-{self.max_bet} are not a range")

    def commission_on(self, winnings: Decimal) -> Decimal:
        """Commission on a commissionable win, rounded by the table's setting (art. 10).

        Never more than the winnings, so a winner is never paid less than nothing.
        """
        raw = winnings * self.commission_rate
        return normalize(min(round_to_unit(raw, self.unit, self.rounding), winnings))


@dataclass(frozen=True)
class SamKongBet:
    """One bet on the layout. ``door`` for DOOR and TIE bets, ``point`` (0-9) for POINT.

    Doors are numbered as in :func:`settle_samkong` (from 1 when hands come as a list).
    A bet can be written down before it is checked; :func:`check_bet` refuses illegal ones.
    """

    kind: SamKongBetKind
    amount: Decimal
    door: int | None = None
    point: int | None = None


@dataclass(frozen=True)
class SamKongLine:
    """How one bet is settled.

    ``winnings`` is at the art. 9 odds before commission; ``paid`` is what the dealer pays on
    top of returning the stake (winnings less commission); ``taken`` is the stake of a losing
    bet; ``returned`` is the stake that stays the bettor's (on a win or a push). A push
    ``stands``: the bet stays on the layout and may be increased but not reduced (arts. 7,
    8 (1)). ``article`` is the article that decided the result.
    """

    bet: SamKongBet
    result: BetResult
    winnings: Decimal
    commission: Decimal
    paid: Decimal
    taken: Decimal
    returned: Decimal
    article: Article

    @property
    def stands(self) -> bool:
        """A push: the stake stays where it is and may not be reduced (arts. 7, 8 (1))."""
        return self.result is BetResult.PUSH

    @property
    def payout_article(self) -> Article | None:
        """The clause of art. 9 that priced a win; ``None`` for a loss or a push."""
        return self.bet.kind.payout_article if self.result is BetResult.WIN else None

    @property
    def citations(self) -> tuple[Article, ...]:
        """Every article behind this line: the result, the payout and any commission."""
        cited = [self.article]
        if self.payout_article is not None:
            cited.append(self.payout_article)
        if self.commission > 0:
            cited.append(sk(10))
        return tuple(cited)


@dataclass(frozen=True)
class SamKongSettlement:
    """A settled Sam Kong coup: the levels, one line per bet (in the order given) and totals."""

    banker: HandLevel
    doors: tuple[tuple[int, HandLevel], ...]
    """(door number, level) for every door that has a hand, by door number."""
    lines: tuple[SamKongLine, ...]

    def door_level(self, door: int) -> HandLevel:
        """The level of a door's hand; ``KeyError`` if that door has no hand."""
        for number, level in self.doors:
            if number == door:
                return level
        raise KeyError(door)

    def door_result(self, door: int) -> DoorResult:
        """The door's result against the banker (arts. 6, 7)."""
        return compare(self.door_level(door), self.banker)

    @property
    def total_staked(self) -> Decimal:
        return normalize(sum((line.bet.amount for line in self.lines), ZERO))

    @property
    def total_winnings(self) -> Decimal:
        """Winnings at the art. 9 odds, before commission."""
        return normalize(sum((line.winnings for line in self.lines), ZERO))

    @property
    def commission_total(self) -> Decimal:
        return normalize(sum((line.commission for line in self.lines), ZERO))

    @property
    def total_paid(self) -> Decimal:
        """What the dealer pays out on top of returned stakes (net of commission)."""
        return normalize(sum((line.paid for line in self.lines), ZERO))

    @property
    def total_taken(self) -> Decimal:
        """Stakes of losing bets collected by the house."""
        return normalize(sum((line.taken for line in self.lines), ZERO))

    @property
    def total_returned(self) -> Decimal:
        """Stakes that stay the bettors' (winning bets and pushes)."""
        return normalize(sum((line.returned for line in self.lines), ZERO))

    @property
    def house_net(self) -> Decimal:
        """The house's result for the coup: stakes taken less amounts paid (may be negative)."""
        return normalize(self.total_taken - self.total_paid)


# ---- refusing bets -------------------------------------------------------------------------


def _refuse(reason: str, message: str, article: Article | None = None) -> BetRefused:
    if article is None:
        return BetRefused(reason, message)
    return BetRefused(reason, f"{message} ({article})", str(article))


def check_bet(bet: SamKongBet, rules: SamKongRules, doors_with_hands: Iterable[int]) -> None:
    """Raise :class:`~trainer.errors.BetRefused` if ``bet`` may not be accepted.

    What a kind needs (a door, a total) is its spec's. Reason codes: ``amount_not_positive``,
    ``below_minimum``, ``above_maximum``, ``door_missing``, ``no_such_door``,
    ``door_not_allowed``, ``point_missing``, ``point_out_of_range``, ``point_not_allowed``.
    ``BetRefused.article`` is the citation (``Sam Kong art. 8 (2)``, as the baccarat
    settlement does), or ``None`` for the amount and the table limits, which are house
    settings rather than articles.
    """
    kind = bet.kind
    if bet.amount <= 0:
        raise _refuse("amount_not_positive", f"a bet must be positive, not {bet.amount}")
    if bet.amount < rules.min_bet:
        raise _refuse("below_minimum", f"{bet.amount} is below the table minimum {rules.min_bet}")
    if bet.amount > rules.max_bet:
        raise _refuse("above_maximum", f"{bet.amount} is above the table maximum {rules.max_bet}")
    spec = kind.spec
    if spec.on_door:
        if bet.door is None:
            raise _refuse("door_missing", f"a {kind.value} bet names a door", spec.door_article)
        if bet.door not in set(doors_with_hands):
            raise _refuse(
                "no_such_door", f"door {bet.door} has no hand this coup", spec.door_article
            )
    elif bet.door is not None:
        raise _refuse(
            "door_not_allowed", f"a {kind.value} bet is on the banker's hand, not a door", sk(8)
        )
    if spec.points is not None:
        low, high = spec.points
        if bet.point is None:
            raise _refuse(
                "point_missing", f"a {kind.value} bet names a total from {low} to {high}", sk(8, 2)
            )
        if not low <= bet.point <= high:
            raise _refuse(
                "point_out_of_range",
                f"a {kind.value} bet is on a total from {low} to {high}, not {bet.point}",
                sk(8, 2),
            )
    elif bet.point is not None:
        raise _refuse(
            "point_not_allowed", f"only a point bet names a total, not a {kind.value} bet", sk(8)
        )


def check_bets(
    bets: Sequence[SamKongBet], rules: SamKongRules, doors_with_hands: Iterable[int]
) -> None:
    """Check every bet (:func:`check_bet`) and, under art. 8 (3), that every tie bet (a spec
    that ``needs_door_bet``) is on a door with a bet against the banker (reason
    ``tie_without_door_bet``)."""
    doors = frozenset(doors_with_hands)
    for bet in bets:
        check_bet(bet, rules, doors)
    if rules.tie_needs_door_bet:
        backed = {bet.door for bet in bets if bet.kind.needs_door and not bet.kind.spec.side}
        for bet in bets:
            if bet.kind.spec.needs_door_bet and bet.door not in backed:
                raise _refuse(
                    "tie_without_door_bet",
                    f"a {bet.kind.value} bet on door {bet.door} needs a bet on that door against "
                    "the banker",
                    sk(8, 3),
                )


# ---- settling ------------------------------------------------------------------------------


def _door_hands(
    doors: Mapping[int, Sequence[Card]] | Sequence[Sequence[Card]],
) -> dict[int, Sequence[Card]]:
    if isinstance(doors, Mapping):
        return dict(doors)
    return {number: hand for number, hand in enumerate(doors, start=1)}


def _decide(
    bet: SamKongBet, banker: HandLevel, door_levels: Mapping[int, HandLevel]
) -> tuple[BetResult, Article]:
    """Win, lose or push for one (already checked) bet, with the article that decides it:
    the rule of the bet's spec, given the level of the door it is on."""
    spec = bet.kind.spec
    door = door_levels[bet.door] if spec.on_door and bet.door is not None else None
    return spec.decide(banker, door, bet.point)


def settle_bet(
    bet: SamKongBet,
    banker: HandLevel,
    door_levels: Mapping[int, HandLevel],
    rules: SamKongRules,
) -> SamKongLine:
    """Settle one bet against known levels; refuses it first if it is illegal."""
    check_bet(bet, rules, door_levels)
    result, article = _decide(bet, banker, door_levels)
    amount = bet.amount
    if result is BetResult.LOSE:
        return SamKongLine(bet, result, ZERO, ZERO, ZERO, normalize(amount), ZERO, article)
    if result is BetResult.PUSH:
        return SamKongLine(bet, result, ZERO, ZERO, ZERO, ZERO, normalize(amount), article)
    winnings = normalize(amount * bet.kind.odds)
    commission = rules.commission_on(winnings) if bet.kind.pays_commission else ZERO
    paid = normalize(winnings - commission)
    return SamKongLine(
        bet, result, winnings, normalize(commission), paid, ZERO, normalize(amount), article
    )


def settle_samkong(
    banker: Sequence[Card],
    doors: Mapping[int, Sequence[Card]] | Sequence[Sequence[Card]],
    bets: Iterable[SamKongBet],
    rules: SamKongRules | None = None,
) -> SamKongSettlement:
    """Settle every bet of a Sam Kong coup.

    Parameters
    ----------
    banker
        The banker's three cards.
    doors
        Each door's three cards, by door number, or a list for doors 1, 2, 3 ... (頭門 first).
    bets
        The bets on the layout; lines come back in the same order.
    rules
        The table's money settings (default :class:`SamKongRules`).

    Raises :class:`~trainer.errors.BetRefused` before settling anything if any bet is
    illegal, and :class:`~trainer.errors.DealError` if a hand is not three cards.
    """
    table = rules if rules is not None else SamKongRules()
    banker_level = rank_hand(banker)
    door_levels = {number: rank_hand(hand) for number, hand in _door_hands(doors).items()}
    bet_list = tuple(bets)
    check_bets(bet_list, table, door_levels)
    lines = tuple(settle_bet(bet, banker_level, door_levels, table) for bet in bet_list)
    return SamKongSettlement(banker_level, tuple(sorted(door_levels.items())), lines)
