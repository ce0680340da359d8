"""What the Table's levels (Easy to Full VIP, :mod:`trainer.table.difficulty`) deal at a Sam
Kong table: the level's faulty bets, the irregularities of the deal (art. 2) where the level
has awkward amounts at baccarat, and its coups as rounds. One mapping, read both ways: a new
shoe's settings from the level row, and a kept shoe's level from its settings (a resumed shoe
shows the level it was dealt at).
"""

from __future__ import annotations

from trainer.table.difficulty import PRESETS, Difficulty
from trainer.table.samkong.model import SamKongSettings
from trainer.table.session import TableSettings

IRREGULARITY_RATE = 0.1
"""The share of rounds that meet an irregularity of the deal at a level that deals them (as
often as the baccarat Table's awkward amounts at Full)."""


def samkong_settings(settings: TableSettings) -> SamKongSettings:
    """The Sam Kong table's settings for the level row's ``settings`` (a preset's or
    Custom's): its faulty bets, irregularities when it has awkward amounts, its buy-ins and
    colour-ups when it has cash steps, its coups as rounds (none: a shoe to its cut card)."""
    return SamKongSettings(fault_rate=settings.fault_rate,
                           irregularity_rate=IRREGULARITY_RATE if settings.awkward else 0.0,
                           rounds=settings.max_coups or None,
                           cash_steps=settings.cash_steps)


def level_of(settings: SamKongSettings) -> Difficulty | None:
    """The level a Sam Kong shoe was dealt at (None: Custom settings of its own)."""
    for level in Difficulty:
        dealt = samkong_settings(PRESETS[level].settings(TableSettings(max_coups=settings.rounds)))
        if (dealt.fault_rate, dealt.irregularity_rate) == (settings.fault_rate,
                                                            settings.irregularity_rate):
            return level
    return None
