"""Matrices for the charts: the draw heat map, the Sam Kong confusion matrix, payout errors
by size and the Banker's third-card decisions (plain data)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from trainer.baccarat.tableau import BANKER_DRAWS_ON
from trainer.samkong.levels import LEVEL_COUNT
from trainer.stats.readiness import PassMark
from trainer.stats.values import (
    PAYOUT_BUCKET_EDGES,
    CellErrors,
    ConfusionCount,
    PayoutBucketErrors,
)

DRAW_ROWS: tuple[int, ...] = tuple(range(8))
"""Heat-map rows: the Banker's two-card total 0-7 (8 and 9 are naturals)."""
DRAW_COLUMNS: tuple[str, ...] = (*(str(v) for v in range(10)), "stood")
"""Heat-map columns: the Player's third card 0-9, or "stood" (the Player did not draw)."""

# ---- matrices ----------------------------------------------------------------------------


def error_rates(
    wrong: tuple[tuple[int, ...], ...], attempts: tuple[tuple[int, ...], ...]
) -> tuple[tuple[float, ...], ...]:
    """Cell by cell ``wrong / attempts`` of two same-shaped matrices (NaN: no attempts)."""
    return tuple(
        tuple(w / n if n else math.nan for w, n in zip(wr, ar, strict=True))
        for wr, ar in zip(wrong, attempts, strict=True)
    )


@dataclass(frozen=True)
class HeatMap:
    """A matrix of attempts and wrong answers; ``rate`` is wrong/attempts (NaN: no attempts).

    ``rows`` and ``columns`` are the labels; ``rate[r][c]`` belongs to ``rows[r]``,
    ``columns[c]``.
    """

    rows: tuple[str, ...]
    columns: tuple[str, ...]
    attempts: tuple[tuple[int, ...], ...]
    wrong: tuple[tuple[int, ...], ...]

    @property
    def rate(self) -> tuple[tuple[float, ...], ...]:
        return error_rates(self.wrong, self.attempts)

    @property
    def total_attempts(self) -> int:
        return sum(sum(r) for r in self.attempts)


def draw_heat_map(cells: Sequence[CellErrors]) -> tuple[HeatMap, HeatMap]:
    """The Banker heat map (total 0-7 × Player third card 0-9/stood) and the Player row.

    Natural cells are left out (nothing to decide). The Player map has one row ("Player")
    and a column per Player total 0-7.
    """
    attempts = [[0] * len(DRAW_COLUMNS) for _ in DRAW_ROWS]
    wrong = [[0] * len(DRAW_COLUMNS) for _ in DRAW_ROWS]
    p_attempts = [0] * 8
    p_wrong = [0] * 8
    for c in cells:
        parts = c.cell
        if parts.head == "banker" and len(parts) == 3 and parts[2] in DRAW_COLUMNS:
            total = int(parts[1])
            if 0 <= total <= 7:
                col = DRAW_COLUMNS.index(parts[2])
                attempts[total][col] += c.attempts
                wrong[total][col] += c.wrong
        elif parts.head == "player" and len(parts) == 2:
            total = int(parts[1])
            if 0 <= total <= 7:
                p_attempts[total] += c.attempts
                p_wrong[total] += c.wrong
    banker = HeatMap(
        rows=tuple(str(r) for r in DRAW_ROWS),
        columns=DRAW_COLUMNS,
        attempts=tuple(tuple(r) for r in attempts),
        wrong=tuple(tuple(r) for r in wrong),
    )
    player = HeatMap(
        rows=("player",),
        columns=tuple(str(t) for t in range(8)),
        attempts=(tuple(p_attempts),),
        wrong=(tuple(p_wrong),),
    )
    return banker, player


@dataclass(frozen=True)
class ConfusionMatrix:
    """Sam Kong levels: ``counts[e-1][g-1]`` hands of level e named g; the last column counts
    hands with no answer (time-outs). Levels are annex ordinals 1..31."""

    levels: tuple[int, ...]
    counts: tuple[tuple[int, ...], ...]

    def count(self, expected: int, answered: int | None) -> int:
        col = len(self.levels) if answered is None else answered - 1
        return self.counts[expected - 1][col]

    @property
    def total(self) -> int:
        return sum(sum(r) for r in self.counts)

    def top_confusions(self, n: int = 5) -> tuple[tuple[int, int | None, int], ...]:
        """The ``n`` most frequent (expected, answered, count) mistakes."""
        found: list[tuple[int, int | None, int]] = []
        for e, row in enumerate(self.counts, start=1):
            for g, count in enumerate(row, start=1):
                answered = None if g > len(self.levels) else g
                if count and answered != e:
                    found.append((e, answered, count))
        found.sort(key=lambda t: (-t[2], t[0]))
        return tuple(found[:n])


def confusion_matrix(rows: Sequence[ConfusionCount]) -> ConfusionMatrix:
    levels = tuple(range(1, LEVEL_COUNT + 1))
    counts = [[0] * (LEVEL_COUNT + 1) for _ in levels]
    for r in rows:
        if not 1 <= r.expected <= LEVEL_COUNT:
            continue
        if r.answered is None or not 1 <= r.answered <= LEVEL_COUNT:
            col = LEVEL_COUNT
        else:
            col = r.answered - 1
        counts[r.expected - 1][col] += r.count
    return ConfusionMatrix(levels, tuple(tuple(r) for r in counts))


@dataclass(frozen=True)
class PayoutErrors:
    """Payout error rate per size bucket; ``labels`` name the buckets ("0", "1-100", ...)."""

    labels: tuple[str, ...]
    x: tuple[float, ...]
    attempts: tuple[int, ...]
    wrong: tuple[int, ...]
    not_fewest: tuple[int, ...] = ()
    """Of ``wrong``: the right amount paid in more chips than needed (counted apart from a
    wrong amount)."""

    @property
    def rate(self) -> tuple[float, ...]:
        return tuple(w / n if n else 0.0 for w, n in zip(self.wrong, self.attempts, strict=True))

    @property
    def wrong_amount(self) -> tuple[int, ...]:
        """Wrong answers that paid a wrong amount (all wrong ones but the not-fewest)."""
        fewest = self.not_fewest or (0,) * len(self.wrong)
        return tuple(w - k for w, k in zip(self.wrong, fewest, strict=True))

    @property
    def not_fewest_rate(self) -> tuple[float, ...]:
        fewest = self.not_fewest or (0,) * len(self.wrong)
        return tuple(k / n if n else 0.0 for k, n in zip(fewest, self.attempts, strict=True))


def payout_errors(rows: Sequence[PayoutBucketErrors]) -> PayoutErrors:
    edges = PAYOUT_BUCKET_EDGES
    labels = ["0"]
    low = 1
    for edge in edges:
        labels.append(f"{low:,}-{edge:,}")
        low = edge + 1
    labels.append(f">{edges[-1]:,}")
    attempts = [0] * len(labels)
    wrong = [0] * len(labels)
    not_fewest = [0] * len(labels)
    for r in rows:
        if 0 <= r.bucket < len(labels):
            attempts[r.bucket] += r.attempts
            wrong[r.bucket] += r.wrong
            not_fewest[r.bucket] += r.not_fewest
    return PayoutErrors(
        tuple(labels), tuple(float(i) for i in range(len(labels))), tuple(attempts), tuple(wrong),
        tuple(not_fewest),
    )


# ---- the Banker's third-card decisions -----------------------------------------------------


THIRD_CARD_VALUES: tuple[int, ...] = tuple(range(10))
"""Columns of the third-card map: the point value of the Player's third card (art. 9 (3))."""


def third_card_totals() -> tuple[int, ...]:
    """The Banker totals whose decision depends on the Player's third card: those whose
    set of drawing values in the tableau (art. 9 (3)/(4)) holds some values 0-9 but not all.

    Read from :data:`~trainer.baccarat.tableau.BANKER_DRAWS_ON`, not a second copy of the
    rule (0-2 always draw, 7 always stands: nothing there depends on the card).
    """
    values = set(THIRD_CARD_VALUES)
    return tuple(
        total
        for total, draws in sorted(BANKER_DRAWS_ON.items())
        if 0 < len(values & draws) < len(values)
    )


class ErrorBand(Enum):
    """How a cell of the third-card map is coloured (green, amber, red)."""

    GOOD = "good"
    """At most the errors the pass mark allows (1 - pass accuracy; 10% by default)."""
    WATCH = "watch"
    """More than that, up to :data:`WEAK_ERROR_RATE`."""
    WEAK = "weak"
    """More than :data:`WEAK_ERROR_RATE` wrong: at least one answer in four."""


WEAK_ERROR_RATE = 0.25
"""Above this error rate a decisive cell is red: one answer in four wrong is a weak spot
whatever the pass mark (a pass mark below 75% moves the red edge up to the pass mark's)."""


@dataclass(frozen=True)
class ThirdCardMap:
    """The Banker's decisive draw decisions: rows :func:`third_card_totals` (3-6), columns the
    Player's third card 0-9; ``draws[r][c]`` is the tableau's answer, ``band`` the colour."""

    totals: tuple[int, ...]
    values: tuple[int, ...]
    draws: tuple[tuple[bool, ...], ...]
    attempts: tuple[tuple[int, ...], ...]
    wrong: tuple[tuple[int, ...], ...]
    good_rate: float = 0.10
    """The highest error rate still green (1 - the pass mark's accuracy)."""

    @property
    def rate(self) -> tuple[tuple[float, ...], ...]:
        return error_rates(self.wrong, self.attempts)

    @property
    def weak_rate(self) -> float:
        return max(WEAK_ERROR_RATE, self.good_rate)

    def band(self, row: int, col: int) -> ErrorBand | None:
        """The cell's colour band (None: no answers yet)."""
        n, w = self.attempts[row][col], self.wrong[row][col]
        if not n:
            return None
        rate = w / n
        if rate <= self.good_rate:
            return ErrorBand.GOOD
        return ErrorBand.WATCH if rate <= self.weak_rate else ErrorBand.WEAK

    @property
    def total_attempts(self) -> int:
        return sum(sum(r) for r in self.attempts)


def third_card_map(heat: HeatMap, mark: PassMark | None = None) -> ThirdCardMap:
    """The decisive rows of the Banker heat map, coloured against ``mark`` (default 90%)."""
    mark = mark or PassMark()
    totals = third_card_totals()
    columns = [heat.columns.index(str(v)) for v in THIRD_CARD_VALUES]
    rows = [heat.rows.index(str(t)) for t in totals]
    return ThirdCardMap(
        totals=totals,
        values=THIRD_CARD_VALUES,
        draws=tuple(
            tuple(v in BANKER_DRAWS_ON[t] for v in THIRD_CARD_VALUES) for t in totals
        ),
        attempts=tuple(tuple(heat.attempts[r][c] for c in columns) for r in rows),
        wrong=tuple(tuple(heat.wrong[r][c] for c in columns) for r in rows),
        good_rate=round(1.0 - mark.accuracy, 6),
    )


@dataclass(frozen=True)
class DrawSides:
    """Draw decisions counted apart: the Player's (art. 9 (1)/(2)) and the Banker's
    (art. 9 (3)/(4)), naturals included (standing on a natural is a decision too). The
    Banker's are split again into the third-card map's cells and the rest (Banker 0-2 or 7,
    the Player stood, a natural)."""

    player_attempts: int = 0
    player_wrong: int = 0
    banker_attempts: int = 0
    banker_wrong: int = 0
    banker_map_attempts: int = 0
    banker_map_wrong: int = 0

    @property
    def banker_other_attempts(self) -> int:
        return self.banker_attempts - self.banker_map_attempts

    @property
    def banker_other_wrong(self) -> int:
        return self.banker_wrong - self.banker_map_wrong


def draw_sides(cells: Sequence[CellErrors]) -> DrawSides:
    """Player and Banker draw errors from the draw drill's cells (``player:…``/``banker:…``)."""
    totals = {str(t) for t in third_card_totals()}
    values = {str(v) for v in THIRD_CARD_VALUES}
    counts = dict.fromkeys(("pa", "pw", "ba", "bw", "ma", "mw"), 0)
    for c in cells:
        parts = c.cell
        if parts.head == "player":
            counts["pa"] += c.attempts
            counts["pw"] += c.wrong
        elif parts.head == "banker":
            counts["ba"] += c.attempts
            counts["bw"] += c.wrong
            if len(parts) == 3 and parts[1] in totals and parts[2] in values:
                counts["ma"] += c.attempts
                counts["mw"] += c.wrong
    return DrawSides(
        counts["pa"], counts["pw"], counts["ba"], counts["bw"], counts["ma"], counts["mw"]
    )
