"""Cash and chips at the Table: a buy-in and a colour-up.

Now and then a player who sits down puts Hong Kong dollar notes on the table (a **buy-in**):
the dealer counts them, calls the amount and gives chips from the tray in the house's way
(the profile's :class:`~trainer.baccarat.table.BuyIn`: the fewest chips, or the mix the player
asks for, e.g. "some 100s"). A player who leaves hands in small chips (a **colour-up**): the
dealer changes them for the fewest larger ones. Both happen between coups, before "no more
bets".

Which players do either, and with which notes or chips, comes from the session's own random
stream (``table-cash:<seed>``), so the seeded shoe, players and faults are the same with cash
steps on or off. Every answer is graded with the chip engine's own calls
(:func:`trainer.chips.chip_breakdown`, :func:`trainer.drills.lines.chips_ok`); nothing here
restates a rule. No article of the rules covers changing money: it is house procedure.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, replace
from decimal import Decimal
from enum import Enum
from typing import Protocol

from trainer.baccarat.table import BuyIn
from trainer.chips import Breakdown, chip_breakdown
from trainer.drills.lines import chips_ok

NOTES: tuple[Decimal, ...] = tuple(Decimal(v) for v in ("1000", "500", "100", "50", "20"))
"""The Hong Kong dollar notes a player buys in with, largest first (HK$10 is a coin at the
tables, and never changed for chips)."""

BUY_IN_CHANCE = 0.35
"""The chance a player who sits down buys in with notes (else they bring chips)."""

COLOUR_UP_CHANCE = 0.5
"""The chance a player who leaves hands in small chips to colour up."""

MAX_BUY_INS = 2
"""The most buy-ins of one coup: the others who sit down bring chips (a full table opening a
shoe is not a queue of cash to count)."""

MAX_NOTES = 30
"""The most notes of one buy-in (a bundle a dealer counts on the felt), as a rule: making up
the table minimum in a whole number of its smallest chip may take a few more."""

MAX_FILLER_NOTES = 100
"""The most notes added to make up the minimum in a whole number of the smallest chip; a
table needing more (a minimum of HK$100,000 in notes, or a smallest chip such as HK$997 that
few bundles of notes come to) has no buy-ins: its players sit down with chips."""


class CashTable(Protocol):
    """What changing money needs of a table, which either game's profile has: its chips
    (ascending), the smallest unit they are made of, the table minimum a buy-in reaches and
    the house's :class:`BuyIn` rule (the baccarat
    :class:`~trainer.baccarat.table.TableRules`, the Sam Kong
    :class:`~trainer.table.samkong.profile.SamKongTableRules`)."""

    @property
    def chips(self) -> tuple[Decimal, ...]: ...

    @property
    def smallest_unit(self) -> Decimal: ...

    @property
    def minimum(self) -> Decimal: ...

    @property
    def buy_in(self) -> BuyIn: ...


class CashKind(Enum):
    """What a player asks the dealer to change."""

    BUY_IN = "buy_in"
    """Notes for chips: count, call the amount, give chips."""
    COLOUR_UP = "colour_up"
    """Small chips for the fewest larger ones."""


@dataclass(frozen=True)
class CashRequest:
    """A player's notes or chips on the table, waiting for the dealer.

    ``notes`` are the notes of a buy-in and ``chips`` the small chips of a colour-up
    (``((value, count), ...)``, largest first); ``ask`` is the chips a buy-in player asks
    for at a table whose rule is :attr:`BuyIn.PLAYER_MIX` (``(chip, count)``, e.g. five
    100s), the rest in the fewest chips; ``counted`` is True once the amount is called right.
    """

    kind: CashKind
    seat: int
    notes: Breakdown = ()
    chips: Breakdown = ()
    ask: tuple[Decimal, int] | None = None
    counted: bool = False

    @property
    def amount(self) -> Decimal:
        """What the notes (or chips) on the table add up to."""
        pieces = self.notes if self.kind is CashKind.BUY_IN else self.chips
        return sum((value * count for value, count in pieces), Decimal(0))

    @property
    def cell(self) -> str:
        """The step kind the request's next step is graded under."""
        if self.kind is CashKind.COLOUR_UP:
            return "colour_up"
        return "cash:chips" if self.counted else "cash:count"


def expected_chips(request: CashRequest, table: CashTable) -> Breakdown:
    """The chips the dealer gives: the fewest for the amount, or under a player's mix the
    chips asked for and the rest in the fewest chips, largest first."""
    amount = request.amount
    if request.ask is None or table.buy_in is not BuyIn.PLAYER_MIX:
        return chip_breakdown(amount, table.chips)
    chip, count = request.ask
    counts = dict(chip_breakdown(amount - chip * count, table.chips))
    counts[chip] = counts.get(chip, 0) + count
    return tuple(sorted(counts.items(), reverse=True))


def chips_right(given: Breakdown, request: CashRequest, table: CashTable) -> bool:
    """Whether ``given`` is the change the house wants: the amount in the fewest chips
    (:func:`~trainer.drills.lines.chips_ok`), or under a player's mix the chips asked for and
    the rest in the fewest chips (an equally short rest is as good)."""
    amount = request.amount
    if request.ask is None or table.buy_in is not BuyIn.PLAYER_MIX:
        return chips_ok(given, amount, table.chips)
    chip, count = request.ask
    rest: dict[Decimal, int] = {}
    for value, n in given:
        rest[value] = rest.get(value, 0) + n
    if rest.get(chip, 0) < count:
        return False
    rest[chip] -= count
    return chips_ok([(v, n) for v, n in rest.items() if n], amount - chip * count, table.chips)


# ---- what the players bring -----------------------------------------------------------------


def draw_notes(rng: random.Random, table: CashTable) -> Breakdown | None:
    """A bundle of notes for a buy-in at ``table``: at least the table minimum, a whole
    number of its smallest chip (so that it can be changed exactly), about
    :data:`MAX_NOTES` notes at most; None at a table no reasonable bundle suits
    (:data:`MAX_FILLER_NOTES`)."""
    thousands = max(1, min(20, int(table.minimum * 10 // 1000)))
    counts = {
        NOTES[0]: rng.randint(0, thousands),
        NOTES[1]: rng.randint(0, 2),
        NOTES[2]: rng.randint(0, 4),
        NOTES[3]: rng.choice((0, 0, 1, 2)),
        NOTES[4]: rng.choice((0, 0, 0, 1, 2, 3, 5)),
    }

    def total() -> Decimal:
        return sum((v * n for v, n in counts.items()), Decimal(0))

    if total() % table.smallest_unit:
        counts[NOTES[3]] = counts[NOTES[4]] = 0
    filler = NOTES[0] if table.minimum >= 1000 else NOTES[2]
    added = 0
    while total() < table.minimum or total() % table.smallest_unit:
        counts[filler] += 1
        added += 1
        if added > MAX_FILLER_NOTES:  # thousands of notes (and as many loops) otherwise
            return None
    while sum(counts.values()) > MAX_NOTES and counts[NOTES[2]] >= 10:
        counts[NOTES[2]] -= 10
        counts[NOTES[0]] += 1
    return tuple((v, n) for v, n in counts.items() if n)


def draw_ask(rng: random.Random, amount: Decimal, table: CashTable) -> tuple[Decimal, int] | None:
    """The chips a buy-in player asks for at a :attr:`BuyIn.PLAYER_MIX` table ("some
    100s"): a few of a chip smaller than the largest of the fewest change, more of it than
    the fewest change has; None when no such mix exists (the fewest chips then)."""
    fewest = chip_breakdown(amount, table.chips)
    largest = fewest[0][0]
    have = dict(fewest)
    options = []
    for chip in table.chips:
        if chip >= largest:
            continue
        most = int(amount // chip) - 1
        if most >= 2 and chip * 2 >= table.minimum / 10:
            options.append((chip, most))
    if not options:
        return None
    chip, most = options[rng.randrange(len(options))]
    count = rng.randint(have.get(chip, 0) + 2, max(have.get(chip, 0) + 2, min(most, 10)))
    if count > most:
        return None
    return chip, count


def draw_small_chips(rng: random.Random, table: CashTable) -> Breakdown:
    """The small chips a leaving player hands in: a few of each of the table's three
    smallest chips below the minimum, more of them than the fewest change needs."""
    small = [c for c in table.chips if c < table.minimum][-3:]
    if len(small) < 2:
        small = list(table.chips[:3])
    for _ in range(20):
        counts = {chip: rng.randint(0, 9) for chip in small}
        given = tuple(sorted(((c, n) for c, n in counts.items() if n), reverse=True))
        amount = sum((c * n for c, n in given), Decimal(0))
        if len(given) < 2 or amount == 0:
            continue
        fewest = sum(n for _, n in chip_breakdown(amount, table.chips))
        if sum(n for _, n in given) - fewest >= 3:
            return given
    return ((small[-1], 10), (small[0], 5))


class CashDesk:
    """The session's cash requests, drawn from their own random stream.

    ``on`` False (the shoe's settings have no cash steps, e.g. a shoe recorded before they
    existed): nothing is ever asked, and the stream is not read.
    """

    def __init__(self, table: CashTable, rng: random.Random, on: bool) -> None:
        self.table = table
        self.rng = rng
        self.on = on
        self.pending: list[CashRequest] = []

    def seated(self, seats: Iterable[int]) -> None:
        """Players sat down at ``seats``: some buy in with notes."""
        if not self.on:
            return
        buy_ins = 0
        for seat in seats:
            if buy_ins < MAX_BUY_INS and self.rng.random() < BUY_IN_CHANCE:
                notes = draw_notes(self.rng, self.table)
                if notes is None:  # no bundle of notes suits this table: chips brought
                    continue
                buy_ins += 1
                ask = None
                if self.table.buy_in is BuyIn.PLAYER_MIX:
                    amount = sum((v * n for v, n in notes), Decimal(0))
                    ask = draw_ask(self.rng, amount, self.table)
                self.pending.append(CashRequest(CashKind.BUY_IN, seat, notes=notes, ask=ask))

    def left(self, seats: Iterable[int]) -> None:
        """Players left ``seats``: some hand in small chips to colour up."""
        if not self.on:
            return
        for seat in seats:
            if self.rng.random() < COLOUR_UP_CHANCE:
                chips = draw_small_chips(self.rng, self.table)
                self.pending.append(CashRequest(CashKind.COLOUR_UP, seat, chips=chips))

    def find(self, seat: object, kind: CashKind) -> CashRequest | None:
        """The request of ``kind`` waiting at ``seat``, if any."""
        return next((r for r in self.pending if r.seat == seat and r.kind is kind), None)

    def counted(self, request: CashRequest) -> None:
        """The buy-in's amount was called right: its chips come next."""
        index = self.pending.index(request)
        self.pending[index] = replace(request, counted=True)

    def done(self, request: CashRequest) -> None:
        self.pending.remove(request)
