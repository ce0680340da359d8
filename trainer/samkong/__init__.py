"""Sam Kong baccarat 三公百家樂 (Portaria 22/96/M, amended 219/96/M): levels and settlement."""

from trainer.baccarat.settlement import BetResult
from trainer.samkong.bets import SamKongBetKind, SamKongBetSpec
from trainer.samkong.levels import (
    ALL_LEVELS,
    LEVEL_COUNT,
    THREE_FACES,
    DoorResult,
    HandLevel,
    compare,
    level_by_ordinal,
    level_for,
    rank_hand,
)
from trainer.samkong.settlement import (
    SamKongBet,
    SamKongLine,
    SamKongRules,
    SamKongSettlement,
    check_bet,
    check_bets,
    settle_bet,
    settle_samkong,
)

__all__ = [
    "ALL_LEVELS",
    "LEVEL_COUNT",
    "THREE_FACES",
    "BetResult",
    "DoorResult",
    "HandLevel",
    "SamKongBet",
    "SamKongBetKind",
    "SamKongBetSpec",
    "SamKongLine",
    "SamKongRules",
    "SamKongSettlement",
    "check_bet",
    "check_bets",
    "compare",
    "level_by_ordinal",
    "level_for",
    "rank_hand",
    "settle_bet",
    "settle_samkong",
]
