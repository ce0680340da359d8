"""What each level deals at a Sam Kong table (:mod:`trainer.table.samkong.presets`): one
mapping read both ways, so a kept shoe shows the level it was dealt at."""

from __future__ import annotations

import pytest

from trainer.table import TableSettings
from trainer.table.difficulty import PRESETS, Difficulty
from trainer.table.samkong.model import SamKongSettings
from trainer.table.samkong.presets import IRREGULARITY_RATE, level_of, samkong_settings


def test_each_level_deals_its_faults_and_irregularities_and_coups_as_rounds() -> None:
    dealt = {level: samkong_settings(PRESETS[level].settings(TableSettings(max_coups=4)))
             for level in Difficulty}
    assert {level: (s.fault_rate, s.irregularity_rate, s.rounds)
            for level, s in dealt.items()} == {
        Difficulty.EASY: (0.0, 0.0, 4),
        Difficulty.STANDARD: (0.15, IRREGULARITY_RATE, 4),
        Difficulty.BUSY: (0.2, IRREGULARITY_RATE, 4),
        Difficulty.FULL_VIP: (0.3, IRREGULARITY_RATE, 4),
    }
    assert samkong_settings(TableSettings(max_coups=None)).rounds is None


@pytest.mark.parametrize("level", list(Difficulty))
def test_a_shoe_dealt_at_a_level_reads_back_as_that_level(level: Difficulty) -> None:
    for rounds in (None, 1, 12):
        settings = samkong_settings(PRESETS[level].settings(TableSettings(max_coups=rounds)))
        assert level_of(settings) is level


def test_settings_of_no_level_read_as_custom() -> None:
    assert level_of(SamKongSettings(fault_rate=0.5, irregularity_rate=0.1)) is None
    assert level_of(SamKongSettings(fault_rate=0.15, irregularity_rate=0.0)) is None
