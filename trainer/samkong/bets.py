"""Sam Kong's bets as data: one :class:`SamKongBetSpec` per bet kind, in a registry.

The same doors as baccarat's :mod:`trainer.baccarat.bets`: each spec carries its stored code,
its payout "N to 1" with the clause of art. 9 that sets it, whether art. 10's commission is
taken on its winnings, whether it is placed on a door (arts. 6-8), its place on the layout
and its wording key. :class:`~trainer.samkong.settlement.SamKongBetKind` reads its odds,
article and commission from here; the settlement's rule for each kind (arts. 6-8) stays in
:func:`~trainer.samkong.settlement.settle_samkong`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from trainer.articles import Article, sk


@dataclass(frozen=True)
class SamKongBetSpec:
    """One Sam Kong bet kind (RULES.md B, arts. 4 and 8-10)."""

    code: str
    odds: int
    """The payout, "odds to 1" (art. 9)."""
    article: Article
    """The clause of art. 9 that sets the payout."""
    commission: bool
    """Art. 10: 5% of the winnings is taken (art. 9 (1) door and (2) odd/even bets)."""
    on_door: bool
    """Placed on a door (a door bet, or a tie on that door's level)."""
    slot: int
    """Its place on the layout and in word lists."""
    wording: str


SPECS: Mapping[str, SamKongBetSpec] = MappingProxyType({s.code: s for s in (
    SamKongBetSpec("door", 1, sk(9, 1), True, True, 0, "door"),
    SamKongBetSpec("odd", 1, sk(9, 2), True, False, 1, "odd"),
    SamKongBetSpec("even", 1, sk(9, 2), True, False, 2, "even"),
    SamKongBetSpec("three_faces", 16, sk(9, 3), False, False, 3, "three_faces"),
    SamKongBetSpec("point", 8, sk(9, 4), False, False, 4, "point"),
    SamKongBetSpec("tie", 20, sk(9, 5), False, True, 5, "tie"),
)})
"""Every Sam Kong bet by code, in the order of arts. 8-9."""
