"""A school's own high-limit table profile and an exam whose PAYOUT section picks tables
(issue 16 point 5): shared by the core, store and GUI tests."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from tests.support.side_bets import old_sides
from trainer.baccarat.table import TableRules
from trainer.drills import DrillKind, Level
from trainer.exams.blueprint import Blueprint, SectionSpec

VIP = TableRules(
    name="VIP 80k",
    minimum=Decimal(80000),
    maximum=Decimal(2000000),
    chips=tuple(Decimal(v) for v in ("1000", "5000", "10000", "50000", "100000", "500000")),
    smallest_unit=Decimal(1000),
    side_bets=old_sides(tie_minimum=Decimal(10000), tie_maximum=Decimal(250000),
                        pair_minimum=Decimal(10000), pair_maximum=Decimal(180000)),
)
"""A HK$80,000-minimum room: no shipped profile takes bets this size."""


def exam_with_tables(profiles: tuple[str, ...], cohort_ids: tuple[int, ...] = (),
                     **overrides: Any) -> Blueprint:
    """Two DRAW questions, then ten PAYOUT questions dealt at the tables ``profiles``."""
    values: dict[str, Any] = {
        "name": "VIP floor certificate 貴賓廳",
        "sections": (
            SectionSpec(DrillKind.DRAW, Level.ALL, 2, 50),
            SectionSpec(DrillKind.PAYOUT, Level.ALL, 10, 50, profiles),
        ),
        "pass_mark": 50,
        "time_limit_s": 1800,
        "cohort_ids": cohort_ids,
    }
    values.update(overrides)
    return Blueprint(**values)
