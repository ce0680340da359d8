"""Macau baccarat (Despacho 55/2004 and amendments): points, tableau, coup and settlement."""

from trainer.baccarat.coup import Coup, Outcome, coup_from_hands, hand_total, is_pair, play_coup
from trainer.baccarat.settlement import (
    Bet,
    BetKind,
    BetResult,
    BetSettlement,
    CommissionBox,
    Settlement,
    settle,
    validate_bets,
)
from trainer.baccarat.table import DEFAULT_PROFILES, CommissionMode, PayOrder, TableRules
from trainer.baccarat.tableau import (
    BANKER_DRAWS_ON,
    DrawDecision,
    DrawReason,
    Hand,
    banker_draws,
    banker_rule,
    player_draws,
    player_rule,
)

__all__ = [
    "BANKER_DRAWS_ON",
    "DEFAULT_PROFILES",
    "Bet",
    "BetKind",
    "BetResult",
    "BetSettlement",
    "CommissionBox",
    "CommissionMode",
    "Coup",
    "DrawDecision",
    "DrawReason",
    "Hand",
    "Outcome",
    "PayOrder",
    "Settlement",
    "TableRules",
    "banker_draws",
    "banker_rule",
    "coup_from_hands",
    "hand_total",
    "is_pair",
    "play_coup",
    "player_draws",
    "player_rule",
    "settle",
    "validate_bets",
]
