"""The Table sections of an exam: their seeds, settings, stored steps and scores.

A Table section is a :class:`~trainer.table.TableSession` dealt without hints or feedback.
Every graded step is stored as one of the sitting's sealed answers: its row index goes on
after the drill questions' (``question_count + n`` for the sitting's n-th Table step), its
``question`` says which section, coup and step it was and its ``answer`` is the action as
taken (:func:`action_to_json`), with the clock reading the session graded it at. A sitting
reopened after a kill rebuilds the table from the section's seed and those actions, at the
same coup and step.

A section deals its game (:attr:`TableSectionSpec.game`): the baccarat Table's
:class:`~trainer.table.TableSession`, or a Sam Kong table's
:class:`~trainer.table.samkong.session.SamKongSession` (its rounds counted as the coups,
its step flow its own), dealt and scored the same way (:func:`deal_section`,
:func:`score_table`).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal, InvalidOperation
from typing import Any

from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.tableau import Hand
from trainer.errors import ExamError
from trainer.exams.blueprint import TableSectionSpec
from trainer.exams.outcome import TableFailReason as TableFailReason
from trainer.exams.outcome import TableSectionScore as TableSectionScore
from trainer.exams.outcome import table_fail_reasons as table_fail_reasons
from trainer.exams.sitting_secret import is_keyed, keyed_table_seed
from trainer.exams.table_game import SAMKONG
from trainer.samkong.bets import SamKongBetKind
from trainer.samkong.levels import DoorResult
from trainer.table.irregular import Remedy
from trainer.table.samkong import record as samkong_record
from trainer.table.samkong.model import FLOW_VERSION as SAMKONG_FLOW_VERSION
from trainer.table.samkong.model import SamKongSettings, SamKongTableBet
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.samkong.round import SamKongRoundRecord
from trainer.table.samkong.session import SamKongSession
from trainer.table.score import SECONDS_PER_HOUR, ScoreCard, score_card
from trainer.table.session import (
    FLOW_VERSION,
    FLOWS,
    VOID_NOT_COUNTED_FROM,
    Action,
    CoupRecord,
    GradedStep,
    StepRecorder,
    TableSession,
    TableSettings,
    TieAnswer,
    counted_records,
)

SEED_BOUND = 2**31

SectionTable = TableSession | SamKongSession
"""The table a Table section deals, of either game."""


def table_seed(sitting_seed: int, table: int) -> int:
    """The seed of Table section ``table`` (0-based among the Table sections) of a sitting.

    Drawn from its own stream, so adding a Table section never changes the drill questions.
    A keyed sitting's sections are seeded by HMAC, at full width (257 bits).
    """
    if is_keyed(sitting_seed):
        return keyed_table_seed(sitting_seed, table)
    return random.Random(f"exam-table:{sitting_seed}:{table}").randrange(SEED_BOUND)


def section_flow(spec: TableSectionSpec) -> int:
    """The step flow a new sitting deals the section's game in."""
    return SAMKONG_FLOW_VERSION if spec.game == SAMKONG else FLOW_VERSION


def samkong_settings(spec: TableSectionSpec, flow: int = SAMKONG_FLOW_VERSION
                     ) -> SamKongSettings:
    """How a Sam Kong section's table is run: its rounds (the spec's coups), as many bettors
    as the seats share of its doors, the faults, irregularities and cash steps, in the
    game's ``flow``."""
    assert isinstance(spec.profile, SamKongTableRules)
    bettors = max(1, round(spec.profile.doors * spec.seats_percent / 100))
    return SamKongSettings(bettors=bettors, fault_rate=spec.fault_percent / 100,
                           irregularity_rate=spec.irregularity_percent / 100,
                           rounds=spec.coups, flow=flow, cash_steps=spec.cash_steps)


def deal_section(spec: TableSectionSpec, seed: int, clock: Callable[[], float],
                 recorder: StepRecorder | None, flow: int | None = None) -> SectionTable:
    """Deal a section's table of its game from ``seed`` (``flow``: the stored steps' flow,
    None for a new one); ``ValueError`` for a flow the game does not have."""
    flow = section_flow(spec) if flow is None else flow
    if isinstance(spec.profile, SamKongTableRules):
        return SamKongSession(spec.profile, seed, clock, recorder, samkong_settings(spec, flow))
    return TableSession(spec.profile, seed, clock=clock, recorder=recorder,
                        settings=table_settings(spec, flow))


def coup_number(table: SectionTable) -> int:
    """The coup (a Sam Kong table's round) a section's table is on."""
    return table.round_number if isinstance(table, SamKongSession) else table.coup_number


def void_coups(table: SectionTable) -> int:
    """The coups (a Sam Kong table's rounds) of a section's table voided so far: each is
    dealt again, so the coup shown counts them out."""
    if isinstance(table, SamKongSession):
        return sum(1 for r in table.records if r.void)
    return len(table.coups) - len(counted_records(table.coups, table.settings.flow))


def table_settings(spec: TableSectionSpec, flow: int = FLOW_VERSION) -> TableSettings:
    """How the section's table is run: the spec's seats, faults and side bets, N coups, in
    the coup's ``flow`` (a section stored before the flow was recorded is replayed with flow 1)."""
    return TableSettings(
        seats_filled=spec.seats_percent / 100,
        fault_rate=spec.fault_percent / 100,
        side_bets=spec.side_bets,
        max_coups=spec.coups,
        flow=flow,
        cash_steps=spec.cash_steps,
        shoe_life=spec.shoe_life,
        irregularity_rate=spec.irregularity_percent / 100,
        squeeze=spec.squeeze,
        standing_bettors=spec.standing_bettors,
    )


# ---- stored steps -------------------------------------------------------------------------


def _encode(value: object) -> Any:
    if isinstance(value, bool) or value is None or isinstance(value, int):
        return value
    if isinstance(value, Decimal):
        return {"d": str(value)}
    if isinstance(value, Bet):
        return {"bet": [value.kind.value, str(value.amount), value.seat]}
    if isinstance(value, Hand):
        return {"hand": value.value}
    if isinstance(value, Outcome):
        return {"outcome": value.value}
    if isinstance(value, TieAnswer):  # art. 12: the dealer's answer to a tie bettor
        return {"tie": value.value}
    if isinstance(value, Remedy):  # arts. 4, 10: the dealer's answer to an irregularity
        return {"remedy": value.value}
    if isinstance(value, SamKongTableBet):  # a Sam Kong table's bet, with its bettor
        return {"skbet": [value.kind.value, str(value.amount), value.box, value.bettor,
                          value.point]}
    if isinstance(value, DoorResult):  # a Sam Kong door's result called
        return {"door": value.value}
    if isinstance(value, tuple):
        return {"t": [_encode(v) for v in value]}
    raise TypeError(f"a table action does not take {type(value).__name__}")


def _amount(text: object) -> Decimal:
    value = Decimal(str(text)) if isinstance(text, str) else None
    if value is None or not value.is_finite():
        raise ValueError(f"not an amount: {text!r}")
    return value


def _decode(value: Any) -> object:
    if isinstance(value, bool) or value is None or isinstance(value, int):
        return value
    if isinstance(value, dict) and len(value) == 1:
        (tag, inner), = value.items()
        if tag == "d" and isinstance(inner, str):
            return _amount(inner)
        if tag == "bet" and isinstance(inner, list) and len(inner) == 3:
            kind, amount, seat = inner
            return Bet(BetKind(kind), _amount(amount), int(seat))
        if tag == "hand":
            return Hand(inner)
        if tag == "outcome":
            return Outcome(inner)
        if tag == "tie":
            return TieAnswer(inner)
        if tag == "remedy":
            return Remedy(inner)
        if tag == "skbet" and isinstance(inner, list) and len(inner) == 5:
            kind, amount, box, bettor, point = inner
            return SamKongTableBet(SamKongBetKind(kind), _amount(amount), int(box), int(bettor),
                                   None if point is None else int(point))
        if tag == "door":
            return DoorResult(inner)
        if tag == "t" and isinstance(inner, list):
            return tuple(_decode(v) for v in inner)
    raise ValueError(f"not a stored table action argument: {value!r}")


def action_to_json(action: Action) -> str:
    """The action as stored in the answer column (canonical JSON)."""
    data = {"action": action.name, "args": [_encode(a) for a in action.args], "at": action.at}
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def action_from_json(text: str) -> Action:
    """Inverse of :func:`action_to_json`; ExamError('mismatch') for anything unreadable."""
    try:
        data = json.loads(text)
        name, args, at = data["action"], data["args"], data["at"]
        if not isinstance(name, str) or not isinstance(args, list):
            raise ValueError("malformed")
        return Action(name, tuple(_decode(a) for a in args), float(at))
    except (TypeError, ValueError, KeyError, InvalidOperation) as e:
        raise ExamError("mismatch", f"a stored table step cannot be read: {e}") from None


def step_to_json(table: int, step: GradedStep, started: float, flow: int = FLOW_VERSION) -> str:
    """The "question" column of a stored step: which section, coup and step, what kind,
    what the engine expected, when the section's table was opened and the coup's flow it
    was dealt in (for the replay; a step stored without ``flow`` was dealt in flow 1)."""
    data = {
        "flow": flow,
        "table": table,
        "step": step.number,
        "coup": step.coup,
        "kind": step.kind,
        "cell": step.cell,
        "expected": step.expected,
        "started": started,
    }
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True)
class StoredStep:
    """One Table step as read back from the store: enough to replay it and check it."""

    table: int
    number: int
    started: float
    action: Action
    correct: bool | None
    """As stored; None for a keyed sitting's step before the close (graded by the replay)."""
    flow: int = 1
    """The coup's flow the step was dealt in (1 for a step stored before the flow was)."""


def stored_step(question_json: str, answer_json: str, correct: bool | None) -> StoredStep:
    """Read a stored step; ExamError('mismatch') if it cannot be read."""
    try:
        data = json.loads(question_json)
        table, number, started = int(data["table"]), int(data["step"]), float(data["started"])
        flow = data.get("flow", 1)
        if isinstance(flow, bool) or flow not in FLOWS:
            raise ValueError(f"no such table flow: {flow!r}")
    except (TypeError, ValueError, KeyError, AttributeError) as e:
        raise ExamError("mismatch", f"a stored table step cannot be read: {e}") from None
    return StoredStep(table, number, started, action_from_json(answer_json),
                      None if correct is None else bool(correct), int(flow))


# ---- scoring ------------------------------------------------------------------------------
# A section's score and its fail reasons are shapes of trainer.exams.outcome, which the
# sitting's scoring reads as well.


@dataclass(frozen=True)
class Downtime:
    """A time the sitting's desk was down: from its last recorded activity before an
    interruption (a kill, a power cut) to the resume, in seconds on the sitting's clock
    (since it started, the clock the Table steps are stored on)."""

    start: float
    end: float


def down_seconds(coups: Sequence[CoupRecord | SamKongRoundRecord],
                 downtimes: Sequence[Downtime]) -> float:
    """The seconds of the coups' times (from "no more bets" to the last step) that fall in
    ``downtimes``: what the pace leaves out."""
    total = 0.0
    for coup in coups:
        for down in downtimes:
            total += max(0.0, min(coup.ended, down.end) - max(coup.started, down.start))
    return total


def score_table(
    section: int, table: int, spec: TableSectionSpec, session: SectionTable | None,
    downtimes: Sequence[Downtime] = (),
) -> TableSectionScore:
    """Score a Table section from its session's graded steps (None: never reached). The
    pace leaves out the coups' time that fell in ``downtimes`` (the desk was down): an
    equipment fault never counts against the dealer's speed."""
    taken: Sequence[GradedStep] = session.steps if session is not None else ()
    card, counted = _card(session)
    flow = session.settings.flow if session is not None else 1
    down = min(card.seconds, down_seconds(counted, downtimes))
    seconds = card.seconds - down
    coups_per_hour = card.coups * SECONDS_PER_HOUR / seconds if seconds > 0 else None
    # Each point of a coup counts once, by its first try: a retry after a wrong step is
    # sealed with the others but adds no step.
    steps = [s for s in taken if not s.retry]
    right = sum(1 for s in steps if s.right)
    complete = session is not None and session.finished
    pace_met = None if spec.pace_target is None else (
        coups_per_hour is not None and coups_per_hour >= spec.pace_target
    )
    return TableSectionScore(
        section=section,
        table=table,
        profile=spec.profile.name,
        score=right,
        max_score=len(steps),
        pass_mark=spec.pass_mark,
        coups=card.coups,
        coups_target=spec.coups,
        complete=complete,
        seconds=seconds,
        coups_per_hour=coups_per_hour,
        pace_target=spec.pace_target,
        passed=not table_fail_reasons(complete, right, len(steps), spec.pass_mark, pace_met),
        down_seconds=down,
        void=card.void if flow >= VOID_NOT_COUNTED_FROM or spec.game == SAMKONG else 0,
        game=spec.game,
    )


def _card(session: SectionTable | None
          ) -> tuple[ScoreCard, Sequence[CoupRecord | SamKongRoundRecord]]:
    """The section's score card, by its game's own count, and the coups (rounds) it counts."""
    if isinstance(session, SamKongSession):
        return (samkong_record.score_card(session.steps, session.records),
                [r for r in session.records if not r.void])
    coups: Sequence[CoupRecord] = session.coups if session is not None else ()
    flow = session.settings.flow if session is not None else 1
    return score_card(session.steps if session is not None else (), coups, flow=flow), \
        counted_records(coups, flow)


@dataclass(frozen=True)
class TableStepRecord:
    """One graded Table step as the exam recorder stores it (never shown in the sitting).

    ``index`` is its row index among the sitting's answers (after every drill question);
    ``section`` its section number; ``at`` the session clock reading it was graded at
    (seconds since the sitting started) and ``started`` the reading its table opened at.
    """

    index: int
    section: int
    table: int
    seed: int
    step: GradedStep
    action: Action
    started: float
    shown_at: datetime
    answered_at: datetime
    flow: int = FLOW_VERSION
    """The coup's flow the section's table is dealt in."""

    @property
    def question_json(self) -> str:
        return step_to_json(self.table, self.step, self.started, self.flow)

    @property
    def answer_json(self) -> str:
        return action_to_json(self.action)

    @property
    def ms_taken(self) -> int:
        return max(0, round(self.step.elapsed * 1000))
