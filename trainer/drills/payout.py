"""PAYOUT: take losing bets and pay winners, seat by seat in the dealer's order.

A deal is a table profile (the shipped :data:`trainer.baccarat.table.DEFAULT_PROFILES` and
the school's own, :attr:`DrillOptions.tables`), 1-7 seats with bets within that table's
limits and a finished coup; each step asks one line of the engine's settlement, in its order
(losers first, right to left, then winners, then pushes). The answer is the amount paid on
top of the stake (0 for a taken or pushed bet) and, on a Banker win at a commission table,
the commission deducted or marked; optionally the fewest-chip breakdown of the payout in the
table's chips (house practice: RULES.md C lists it among what a dealer is examined on, no
article fixes it). Cells: ``payout:<bet>:<result>``, e.g. ``payout:banker:win``.
"""

from __future__ import annotations

import random
from decimal import Decimal

from trainer.articles import bac
from trainer.baccarat import bets as registry
from trainer.baccarat.coup import Coup, play_coup
from trainer.baccarat.settlement import (
    Bet,
    BetKind,
    BetResult,
    BetSettlement,
    settle,
    validate_bets,
)
from trainer.baccarat.table import DEFAULT_PROFILES, CommissionMode, TableRules
from trainer.cards import Shoe
from trainer.chips import chip_breakdown
from trainer.drills.answers import Answer, PayoutAnswer
from trainer.drills.base import DrillOptions, DrillSpec, Verdict
from trainer.drills.cell import Cell
from trainer.drills.lines import grade_line
from trainer.drills.model import Detail, DrillKind, Level, Question, ReasonCode
from trainer.drills.prompts import BetSpec, PayoutPrompt
from trainer.errors import BetRefused, TrainerError
from trainer.money import normalize

_MAX_TRIES = 5000
_MAIN_MULTIPLES = (1, 1, 1, 2, 2, 3, 4, 5, 10)
_PLAYER_STEPS = (Decimal(1), Decimal("1.5"), Decimal(2), Decimal("2.5"), Decimal(3),
                 Decimal(5), Decimal(10))
_SIDE_MULTIPLES = (1, 1, 2, 3, 5)


def _results(spec: registry.BetSpec) -> tuple[str, ...]:
    """The results a bet of this kind can have: a push only where a tie pushes it."""
    return ("win", "lose", "push") if spec.on_tie is registry.TieRule.PUSH else ("win", "lose")


class NoLegalDeal(TrainerError, ValueError):
    """A table profile's limits admit no deal the drill can build (e.g. an art. 14 difference
    limit below the minimum bet); ``profile`` names it."""

    def __init__(self, profile: str, message: str) -> None:
        self.profile = profile
        super().__init__(message)


ANY_TABLE_SHIPPED = frozenset({
    "mass-300", "mass-1000", "premium-5000", "no-commission-500", "commission-box-2000",
})
"""The shipped tables a question "at any table" is dealt at: the first five shipped.
A table shipped later is dealt only when named (or picked by a school), so a seed deals the
same questions as before it came: an exam's review reproduces its sitting."""


def profiles_for(options: DrillOptions) -> dict[str, TableRules]:
    """The tables a drill offers by name: the shipped ones, then the school's own (which
    replace a shipped one of the same name)."""
    profiles = dict(DEFAULT_PROFILES)
    for table in options.tables:
        profiles[table.name] = table
    return profiles


def table_for(name: str, options: DrillOptions | None = None) -> TableRules:
    """The table ``name`` among :func:`profiles_for` (KeyError names an unknown profile)."""
    return profiles_for(options or DrillOptions())[name]


def cells(options: DrillOptions) -> tuple[Cell, ...]:
    profiles = profiles_for(options)
    tables = profiles.values() if options.profile is None else [profiles[options.profile]]
    return tuple(
        Cell.of("payout", spec.code, result)
        for spec in registry.specs()
        if any(t.offers(spec.kind) for t in tables)
        for result in _results(spec)
    )


def cell_of(line: BetSettlement) -> Cell:
    return Cell.of("payout", line.bet.kind.value, line.result.value)


# ---- generation -------------------------------------------------------------------------


def _side(rng: random.Random, low: Decimal, high: Decimal) -> Decimal:
    return normalize(min(low * rng.choice(_SIDE_MULTIPLES), high))


def _seat_bets(
    rng: random.Random, seat: int, table: TableRules, side_rate: float, force: BetKind | None
) -> list[Bet]:
    bets: list[Bet] = []
    main = rng.choice((BetKind.BANKER, BetKind.BANKER, BetKind.PLAYER, BetKind.PLAYER))
    if force in (BetKind.BANKER, BetKind.PLAYER):
        main = force
    if main is BetKind.BANKER:
        # The house note: Banker bets are the minimum or a whole multiple of it.
        amount = table.minimum * rng.choice(_MAIN_MULTIPLES)
    else:
        amount = table.minimum * rng.choice(_PLAYER_STEPS)
    bets.append(Bet(main, normalize(min(amount, table.maximum)), seat))
    for kind in table.offered_side_bets:  # the registry's order
        if rng.random() < side_rate or kind is force:
            bets.append(Bet(kind, _side(rng, *table.limits(kind)), seat))
    return bets


def _deal(
    rng: random.Random, table: TableRules, level: Level, force: BetKind | None
) -> tuple[list[Bet], Coup]:
    hard = level is Level.HARD
    count = rng.randint(3, 7) if hard else rng.randint(1, 7)
    # The first seven seats by their numbers (a table without seat 4 has no bet on it); the
    # same draw as from 1 to 7, so a seed asks the same questions at a table skipping none.
    seats = sorted(rng.sample(table.seat_numbers[:7], count))
    forced_seat = rng.choice(seats)
    bets: list[Bet] = []
    for seat in seats:
        bets += _seat_bets(
            rng, seat, table, 0.3 if hard else 0.12, force if seat == forced_seat else None
        )
    return bets, play_coup(Shoe(8, rng))


def _hard(lines: tuple[BetSettlement, ...]) -> bool:
    return any(
        line.result is BetResult.WIN and line.bet.kind is not BetKind.PLAYER for line in lines
    )


def generate(
    level: Level, seed: int, options: DrillOptions, target: Cell | None = None
) -> tuple[Question, ...]:
    """One table, its bets and a coup (HARD: more seats and side bets, a Banker or side win)."""
    rng = random.Random(seed)
    force: BetKind | None = None
    if target is not None:
        force = BetKind(target[1])
    profiles = profiles_for(options)
    if options.profile is not None and options.profile not in profiles:
        raise KeyError(options.profile)
    school = {table.name for table in options.tables}
    names = sorted(n for n in profiles if n in ANY_TABLE_SHIPPED or n in school)
    if force is not None:  # an optional side bet: only at the tables that offer it
        names = [n for n in names if profiles[n].offers(force)]
    for _ in range(_MAX_TRIES):
        name = options.profile or rng.choice(names)
        table = profiles[name]
        bets, coup = _deal(rng, table, level, force)
        try:
            validate_bets(bets, table)
        except BetRefused:
            continue
        settlement = settle(coup, bets, table)
        if target is not None and target not in {cell_of(line) for line in settlement.lines}:
            continue
        if target is None and level is Level.HARD and not _hard(settlement.lines):
            continue
        return _questions(level, seed, table, bets, coup, settlement.lines, options, target)
    raise NoLegalDeal(
        options.profile or "", f"no legal deal on table {options.profile or 'any'} "
        f"for {target or level.value} after {_MAX_TRIES} tries"
    )


def _spec(bet: Bet) -> BetSpec:
    return BetSpec(bet.seat, bet.kind.value, bet.amount)


def _questions(
    level: Level,
    seed: int,
    table: TableRules,
    bets: list[Bet],
    coup: Coup,
    lines: tuple[BetSettlement, ...],
    options: DrillOptions,
    target: Cell | None,
) -> tuple[Question, ...]:
    order = tuple(bets.index(line.bet) for line in lines)
    specs = tuple(_spec(b) for b in bets)
    # A shipped table is named; a school's own table travels with the question.
    stored = None if DEFAULT_PROFILES.get(table.name) == table else table
    return tuple(
        Question(
            DrillKind.PAYOUT,
            level,
            seed,
            cell_of(line),
            PayoutPrompt(table.name, coup.player, coup.banker, specs, index, order,
                         options.ask_chips, stored),
            step=index,
            steps=len(lines),
            target=target,
        )
        for index, line in enumerate(lines)
    )


# ---- grading ----------------------------------------------------------------------------


def _engine_bet(spec: BetSpec) -> Bet:
    return Bet(BetKind(spec.kind), spec.amount, spec.seat)


def settle_line(prompt: PayoutPrompt) -> tuple[BetSettlement, TableRules]:
    """The engine's settlement line a step asks about, and the table it was asked at."""
    table = prompt.rules
    coup = Coup(prompt.player, prompt.banker)
    settlement = settle(coup, [_engine_bet(b) for b in prompt.bets], table)
    wanted = _engine_bet(prompt.bet)
    for line in settlement.lines:
        if line.bet == wanted:
            return line, table
    raise ValueError("the asked bet is not on the layout")  # pragma: no cover


def expected_for(line: BetSettlement, table: TableRules, ask_chips: bool) -> PayoutAnswer:
    """The right answer to one line; with ``ask_chips`` the fewest chips paying it.

    Nothing paid needs no chips, and an amount the table's chips cannot make (cents on an
    exact-rounding table) is graded on the money alone.
    """
    commissioned = (
        line.result is BetResult.WIN and line.bet.kind is BetKind.BANKER and table.takes_commission
    )
    chips = None
    if ask_chips and line.paid > 0:
        chips = payable_breakdown(line.paid, table.chips)
    return PayoutAnswer(line.paid, line.commission if commissioned else None, chips)


def payable_breakdown(
    amount: Decimal, chips: tuple[Decimal, ...]
) -> tuple[tuple[Decimal, int], ...] | None:
    """The fewest-chip breakdown of ``amount``, or None if these chips cannot make it."""
    try:
        return chip_breakdown(amount, chips)
    except ValueError:
        return None


def line_facts(line: BetSettlement, table: TableRules) -> tuple[Detail, ...]:
    """The facts of one settlement line: what the bet does (wins, loses: take it, pushes) and,
    for a winner, what it is paid: the odds, the commission arithmetic of art. 18 (1) ("5% of
    1,200 = 60: pay 1,140"), or the half of art. 18 (2). Practice's PAYOUT drill and the
    Table's take, pay and mark steps explain with these same facts."""
    details: list[Detail] = [("bet_result", {
        "seat": line.bet.seat,
        "bet": line.bet.kind.value,
        "result": line.result.value,
        "amount": str(line.bet.amount),
    })]
    if line.result is not BetResult.WIN:
        return tuple(details)
    kind = line.bet.kind
    if kind is BetKind.BANKER and table.takes_commission:
        details.append(("commission", {
            "commission": str(line.commission),
            "winnings": str(line.winnings),
            "paid": str(line.paid),
            "mode": table.commission_mode.value,
            "marked": table.commission_mode is CommissionMode.MARK,
        }))
    elif _half(line, table):
        details.append(("banker_six_half", {
            "amount": str(line.bet.amount), "paid": str(line.paid), "odds": line.odds,
        }))
    else:
        details.append(("pays", {
            "paid": str(line.paid), "odds": line.odds, "winnings": str(line.winnings),
        }))
    return tuple(details)


def _half(line: BetSettlement, table: TableRules) -> bool:
    """A Banker win with 6 at a no-commission table: paid half (art. 18 (2))."""
    return (line.bet.kind is BetKind.BANKER and table.no_commission
            and line.article == bac(18, 2) and line.odds != "1:1")


def grade(question: Question, answer: Answer) -> Verdict:
    prompt = question.prompt
    if not isinstance(prompt, PayoutPrompt) or not isinstance(answer, PayoutAnswer):
        raise TypeError("a PAYOUT question takes a PayoutAnswer")
    line, table = settle_line(prompt)
    expected = expected_for(line, table, prompt.ask_chips)
    kind = line.bet.kind
    details = list(line_facts(line, table))
    if line.result is BetResult.LOSE:
        reason = ReasonCode.BET_LOSES
    elif line.result is BetResult.PUSH:
        reason = ReasonCode.BET_PUSHES
    elif expected.commission is not None:
        reason = ReasonCode.BANKER_COMMISSION
    elif kind is BetKind.BANKER and table.no_commission and line.article == bac(18, 2):
        reason = ReasonCode.NO_COMMISSION_SIX if _half(line, table) else ReasonCode.BET_WINS
    elif kind in (BetKind.PLAYER, BetKind.BANKER):
        reason = ReasonCode.BET_WINS
    else:
        reason = ReasonCode.SIDE_BET_WINS
    correct, wrong = grade_line(expected, answer, table.chips if prompt.ask_chips else None)
    return Verdict(correct, expected, reason, line.article, tuple(details + wrong))


REASONS: tuple[ReasonCode, ...] = (
    ReasonCode.BET_LOSES,
    ReasonCode.BET_PUSHES,
    ReasonCode.BET_WINS,
    ReasonCode.BANKER_COMMISSION,
    ReasonCode.NO_COMMISSION_SIX,
    ReasonCode.SIDE_BET_WINS,
)
"""The reason codes this drill's verdicts carry (besides TIMED_OUT)."""

SPEC = DrillSpec(DrillKind.PAYOUT, (Level.ALL, Level.HARD, Level.WEAK), generate, grade, cells,
                 order=30, name_code="payout", target_ms=8000,  # count a payout, pick chips
                 panel="payout", probe=PayoutAnswer(Decimal(0)), reasons=REASONS,
                 judged_always=True, takes_table=True)
