"""The dealer's table: a Qt-free state machine over a shoe, seats, bets and
commission boxes, with simulated players whose bets are sometimes faulty on purpose."""

from trainer.table.personas import FaultInjector, FaultKind, OfferedBet, Persona, fault_article
from trainer.table.score import KindScore, MistakeScene, ScoreCard, mistake_scene, score_card
from trainer.table.session import (
    Action,
    CoupRecord,
    GradedStep,
    Phase,
    Refusal,
    StepRecorder,
    TableSession,
    TableSettings,
    TableState,
    TieAnswer,
    TieRequest,
)

__all__ = [
    "Action",
    "CoupRecord",
    "FaultInjector",
    "FaultKind",
    "GradedStep",
    "KindScore",
    "MistakeScene",
    "OfferedBet",
    "Persona",
    "Phase",
    "Refusal",
    "ScoreCard",
    "StepRecorder",
    "TableSession",
    "TableSettings",
    "TableState",
    "TieAnswer",
    "TieRequest",
    "fault_article",
    "mistake_scene",
    "score_card",
]
