"""The Table's figures for Progress and the Dashboard: accuracy per step kind and
coups per hour, day by day, from the stored attempts of kind ``table``.

Each graded step of the Table is one attempt whose cell is the step kind (``pay:banker``,
``take``, ``mark``, ``fault:over_max``, ``order``...) and whose question names the coup and
the phase the table was in (see ``ui/table/presenter.py``). Nothing here grades: the steps
were graded by :class:`~trainer.table.TableSession`; this only counts them.

A coup's time is the time from "no more bets" to its last step (as the Clock mode's score
card counts it): the answer times of its steps taken after the bets phase. A coup counts as
dealt once its result was called right (its settlement begins).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, Protocol

from trainer.baccarat.table import DEFAULT_PACE_TARGET
from trainer.kinds import TABLE_KIND
from trainer.macau_time import macau_day
from trainer.stats.series import Series, day_to_x
from trainer.table.samkong.record import CELL_ORDER as SAMKONG_CELLS
from trainer.table.samkong.record import ERROR_ONLY_CELLS as SAMKONG_ERROR_ONLY
from trainer.table.score import KindScore, kind_scores

STEP_ORDER = (
    "shoe", "bets", "fault", "collect", "cash", "colour_up", "order", "squeeze:pass",
    "squeeze:turn", "squeeze:call", "call:totals", "draw:player", "squeeze:third",
    "draw:banker", "call:final_totals", "call:result", "order:take", "take", "pay",
    "order:take_pay", "mark", *SAMKONG_CELLS,
)
"""Step kinds in the order a coup reaches them (a ``fault:*`` or ``pay:*`` cell sorts under
its head); unknown kinds go last, by name."""

ERROR_ONLY_CELLS = frozenset({"order:take", "order:take_pay", "fault:none", "squeeze:call"}
                             ) | SAMKONG_ERROR_ONLY
"""Step kinds the table records only when wrong (:class:`~trainer.table.TableSession`: a
payout before every losing bet is taken or out of the seats' order; a take out of the seats'
order; refusing a good bet; a call before the card holders turned the cards): their accuracy
would always read 0%, so they are counted as
mistakes, not as a share."""


def counted_as_errors(kind: KindScore) -> bool:
    """Whether ``kind`` is charted as a count of mistakes (:data:`ERROR_ONLY_CELLS`), not
    as an accuracy."""
    return kind.kind in ERROR_ONLY_CELLS

_UNTIMED_PHASES = frozenset({"bets", "shoe_end", "close_shoe", "finished", "cut", "burn"})
"""Steps before "no more bets" (the shoe's cut and burn too) and the boxes collected after the
shoe (or when it is closed) are not the coup's."""
_SETTLE_PHASES = frozenset({"settle", "shoe_end", "close_shoe", "finished"})


class TableAttempt(Protocol):
    """What is read of a stored attempt (:class:`trainer.store.AttemptRow` has it all)."""

    @property
    def session_id(self) -> int: ...
    @property
    def cell(self) -> object:
        """The step kind: a :class:`~trainer.drills.cell.Cell` (or its text), or None."""
    @property
    def correct(self) -> bool: ...
    @property
    def fault(self) -> str | None:
        """A wrong payout's fault (``not_fewest_chips``...), as Practice's answers store it."""
    @property
    def question(self) -> Any: ...
    @property
    def ms_taken(self) -> int: ...
    @property
    def answered_at(self) -> datetime: ...


@dataclass(frozen=True)
class PaceDay:
    """One day at the Table: the coups dealt and the seconds they took."""

    day: date
    coups: int
    seconds: float

    @property
    def coups_per_hour(self) -> float | None:
        return self.coups * 3600.0 / self.seconds if self.seconds > 0 else None


@dataclass(frozen=True)
class TableFigures:
    """The Table's charts as plain data.

    ``kinds``: accuracy per step kind (a cell) in :data:`STEP_ORDER`; ``days``: the pace day by day;
    ``pace``: the same as a chart series (x = :func:`day_to_x`, y = coups per hour), days
    without a timed coup left out; ``pace_target``: the coups an hour the chart's goal line
    is drawn at, the target of the table profile dealt at last.
    """

    kinds: tuple[KindScore, ...] = ()
    days: tuple[PaceDay, ...] = ()
    pace: Series = field(default_factory=Series)
    pace_target: int = DEFAULT_PACE_TARGET

    @property
    def steps(self) -> int:
        return sum(k.total for k in self.kinds)


def step_sort_key(cell: str) -> tuple[int, str]:
    """Where ``cell`` goes among the step kinds (the order a coup reaches them)."""
    if cell in STEP_ORDER:
        return STEP_ORDER.index(cell), cell
    head = cell.partition(":")[0]
    if head in STEP_ORDER:
        return STEP_ORDER.index(head), cell
    for place, kind in enumerate(STEP_ORDER):  # a Sam Kong cell's detail under its kind
        if cell.startswith(f"{kind}:"):
            return place, cell
    return len(STEP_ORDER), cell


def _question(row: TableAttempt) -> Mapping[str, Any]:
    question = row.question
    return question if isinstance(question, Mapping) else {}


def step_accuracy(rows: Iterable[TableAttempt]) -> tuple[KindScore, ...]:
    """Right, total and not-fewest-chips steps per step kind (cell), in the order a coup
    reaches them."""
    scores = kind_scores((str(row.cell), row.correct, row.fault) for row in rows if row.cell)
    return tuple(sorted(scores, key=lambda k: step_sort_key(k.kind)))


def pace_days(rows: Iterable[TableAttempt]) -> tuple[PaceDay, ...]:
    """Coups dealt and their seconds per Macau day (the day of each coup's last step)."""
    coups: dict[tuple[int, int], list[Any]] = {}  # (session, coup) -> [ms, last, settled]
    for row in rows:
        question = _question(row)
        number = question.get("coup")
        if isinstance(number, bool) or not isinstance(number, int):
            continue
        entry = coups.setdefault((row.session_id, number), [0, row.answered_at, False])
        phase = question.get("phase")
        if phase not in _UNTIMED_PHASES:
            entry[0] += max(0, row.ms_taken)
        entry[1] = max(entry[1], row.answered_at)
        if phase in _SETTLE_PHASES or (str(row.cell) == "call:result" and row.correct):
            entry[2] = True
    days: dict[date, list[float]] = {}
    for ms, last, settled in coups.values():
        if not settled:
            continue
        day = days.setdefault(macau_day(last), [0, 0.0])
        day[0] += 1
        day[1] += ms / 1000.0
    return tuple(PaceDay(day, int(n), seconds) for day, (n, seconds) in sorted(days.items()))


def table_figures(
    rows: Iterable[TableAttempt], pace_targets: Mapping[str, int] | None = None
) -> TableFigures:
    """Accuracy per step kind and coups per hour day by day, from stored Table attempts
    (attempts of another drill kind are skipped), against the pace target of the table
    profile the newest step was dealt at (``pace_targets``: a profile's name to its
    :attr:`~trainer.baccarat.table.TableRules.pace_target`; a table not in it, or no step,
    gives :data:`~trainer.baccarat.table.DEFAULT_PACE_TARGET`)."""
    table_rows = [r for r in rows if getattr(r, "drill_kind", TABLE_KIND) == TABLE_KIND]
    target = DEFAULT_PACE_TARGET
    if table_rows and pace_targets:
        newest = max(table_rows, key=lambda r: r.answered_at)
        name = _question(newest).get("table")
        if isinstance(name, str) and name in pace_targets:
            target = pace_targets[name]
    days = pace_days(table_rows)
    timed = [(day_to_x(d.day), rate) for d in days if (rate := d.coups_per_hour) is not None]
    return TableFigures(
        kinds=step_accuracy(table_rows),
        days=days,
        pace=Series(tuple(x for x, _ in timed), tuple(y for _, y in timed)),
        pace_target=target,
    )
