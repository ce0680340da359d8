"""Side-bet limits for tests written with the old named fields (``tie_minimum=...``).

Table profiles keep their side bets as a mapping from bet kind to limits
(:attr:`TableRules.side_bets`); a test that set ``tie_minimum`` and ``pair_maximum`` now
passes ``side_bets=old_sides(tie_minimum=..., pair_maximum=...)``: the same values, read as the
stored format 3 fields are (:data:`trainer.baccarat.table.OLD_SIDE_FIELDS`), the pair
limits being one for both pairs.
"""

from __future__ import annotations

from decimal import Decimal

from trainer.baccarat.bets import BetKind
from trainer.baccarat.table import OLD_SIDE_FIELDS, SideLimits, default_side_limits


def old_sides(**fields: Decimal | bool) -> dict[BetKind, SideLimits]:
    """The ``side_bets`` mapping the format 3 fields ``fields`` stand for."""
    values: dict[str, dict[str, Decimal | bool]] = {}
    for name, value in fields.items():
        for code, limit in OLD_SIDE_FIELDS[name]:
            values.setdefault(code, {})[limit] = value
    out: dict[BetKind, SideLimits] = {}
    for code, given in values.items():
        kind = BetKind(code)
        default = default_side_limits(kind)
        out[kind] = SideLimits(
            Decimal(given.get("minimum", default.minimum)),
            Decimal(given.get("maximum", default.maximum)),
            bool(given.get("offered", default.offered)))
    return out
