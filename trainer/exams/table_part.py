"""The Table sections of an exam (issue 14): their seeds, settings, stored steps and scores.

A Table section is a :class:`~trainer.table.TableSession` dealt without hints or feedback.
Every graded step is stored as one of the sitting's sealed answers: its row index goes on
after the drill questions' (``question_count + n`` for the sitting's n-th Table step), its
``question`` says which section, coup and step it was and its ``answer`` is the action as
taken (:func:`action_to_json`), with the clock reading the session graded it at. A sitting
reopened after a kill rebuilds the table from the section's seed and those actions, at the
same coup and step.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal, InvalidOperation
from enum import Enum
from typing import Any

from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.tableau import Hand
from trainer.errors import ExamError
from trainer.exams.blueprint import TableSectionSpec
from trainer.exams.scoring import reaches
from trainer.table.score import SECONDS_PER_HOUR, score_card
from trainer.table.session import (
    FLOW_VERSION,
    FLOWS,
    Action,
    CoupRecord,
    GradedStep,
    TableSession,
    TableSettings,
    TieAnswer,
)

SEED_BOUND = 2**31


def table_seed(sitting_seed: int, table: int) -> int:
    """The seed of Table section ``table`` (0-based among the Table sections) of a sitting.

    Drawn from its own stream, so adding a Table section never changes the drill questions.
    """
    return random.Random(f"exam-table:{sitting_seed}:{table}").randrange(SEED_BOUND)


def table_settings(spec: TableSectionSpec, flow: int = FLOW_VERSION) -> TableSettings:
    """How the section's table is run: the spec's seats, faults and side bets, N coups, in
    the coup's ``flow`` (a section stored before issue 24 is replayed with flow 1)."""
    return TableSettings(
        seats_filled=spec.seats_percent / 100,
        fault_rate=spec.fault_percent / 100,
        side_bets=spec.side_bets,
        max_coups=spec.coups,
        flow=flow,
        cash_steps=spec.cash_steps,
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
    correct: bool
    flow: int = 1
    """The coup's flow the step was dealt in (absent from a step stored before issue 24)."""


def stored_step(question_json: str, answer_json: str, correct: bool) -> StoredStep:
    """Read a stored step; ExamError('mismatch') if it cannot be read."""
    try:
        data = json.loads(question_json)
        table, number, started = int(data["table"]), int(data["step"]), float(data["started"])
        flow = data.get("flow", 1)
        if isinstance(flow, bool) or flow not in FLOWS:
            raise ValueError(f"no such table flow: {flow!r}")
    except (TypeError, ValueError, KeyError, AttributeError) as e:
        raise ExamError("mismatch", f"a stored table step cannot be read: {e}") from None
    return StoredStep(table, number, started, action_from_json(answer_json), bool(correct),
                      int(flow))


# ---- scoring ------------------------------------------------------------------------------


class TableFailReason(Enum):
    """Why a Table section failed (issue 25 point 7: a section at 9/10 steps against 90 %
    read FAIL without saying that its last coup was not finished)."""

    UNFINISHED = "unfinished"
    """Not every coup was dealt to its end (:attr:`TableSectionScore.unfinished_coup`)."""
    NO_STEPS = "no_steps"
    """The table was never dealt: no step was taken."""
    PASS_MARK = "pass_mark"
    """The steps right are under the section's pass mark."""
    PACE = "pace"
    """The coups an hour are under the blueprint's pace target."""


def table_fail_reasons(complete: bool, right: int, steps: int, pass_mark: int,
                       pace_met: bool | None) -> tuple[TableFailReason, ...]:
    """Every reason a Table section with these facts fails; none: it passes. The one rule
    behind :attr:`TableSectionScore.passed` (:func:`score_table`) and the words that say
    why it failed."""
    reasons: list[TableFailReason] = []
    if not complete:
        reasons.append(TableFailReason.UNFINISHED)
    if not steps:
        reasons.append(TableFailReason.NO_STEPS)
    elif not reaches(right, steps, pass_mark):
        reasons.append(TableFailReason.PASS_MARK)
    if pace_met is False:
        reasons.append(TableFailReason.PACE)
    return tuple(reasons)


@dataclass(frozen=True)
class TableSectionScore:
    """A Table section's result: the coup's steps right at the first try out of the steps
    (a retry after a wrong step adds none), coups dealt and pace.

    ``passed`` needs every coup dealt (``complete``), the section's pass mark over its steps
    and, when the blueprint sets a pace target, ``coups_per_hour`` at or above it.
    ``seconds`` adds up each coup's time from "no more bets" to its last step, less
    ``down_seconds``: the part of it while the desk was down (a kill, then a resume; issue
    25), which the pace leaves out.
    """

    section: int
    table: int
    profile: str
    score: int
    max_score: int
    pass_mark: int
    coups: int
    coups_target: int
    complete: bool
    seconds: float
    coups_per_hour: float | None
    pace_target: int | None
    passed: bool
    down_seconds: float = 0.0
    """Coup time left out of the pace because the desk was down (0: none; a result stored
    before issue 25 left nothing out)."""

    @property
    def percent(self) -> float:
        return 100.0 * self.score / self.max_score if self.max_score else 0.0

    @property
    def pace_met(self) -> bool | None:
        """Whether the pace target was reached; None when the blueprint sets none."""
        if self.pace_target is None:
            return None
        return self.coups_per_hour is not None and self.coups_per_hour >= self.pace_target

    @property
    def fail_reasons(self) -> tuple[TableFailReason, ...]:
        """Why the section failed, by :func:`table_fail_reasons` (empty when it passed; a
        result stored before the reasons were worded reads the same from its stored facts)."""
        if self.passed:
            return ()
        return table_fail_reasons(self.complete, self.score, self.max_score, self.pass_mark,
                                  self.pace_met)

    @property
    def unfinished_coup(self) -> int | None:
        """The coup left unfinished (the one after the last coup dealt), or None."""
        if self.complete:
            return None
        return min(self.coups + 1, max(self.coups_target, 1))

    def detail(self) -> dict[str, Any]:
        """What the result row stores beside the score (JSON-ready). ``down_seconds`` only
        when time was left out, so a result with none is stored as before."""
        detail: dict[str, Any] = {
            "kind": "table",
            "table": self.table,
            "profile": self.profile,
            "pass_mark": self.pass_mark,
            "coups": self.coups,
            "coups_target": self.coups_target,
            "complete": self.complete,
            "seconds": round(self.seconds, 3),
            "coups_per_hour": (
                None if self.coups_per_hour is None else round(self.coups_per_hour, 3)
            ),
            "pace_target": self.pace_target,
        }
        if self.down_seconds > 0:
            detail["down_seconds"] = round(self.down_seconds, 3)
        return detail

    @classmethod
    def from_detail(
        cls, section: int, score: int, max_score: int, passed: bool, detail: Any
    ) -> TableSectionScore:
        """Rebuild from a stored result row; KeyError/TypeError/ValueError if unreadable."""
        cph = detail["coups_per_hour"]
        target = detail["pace_target"]
        return cls(
            section=section,
            table=int(detail["table"]),
            profile=str(detail["profile"]),
            score=score,
            max_score=max_score,
            pass_mark=int(detail["pass_mark"]),
            coups=int(detail["coups"]),
            coups_target=int(detail["coups_target"]),
            complete=bool(detail["complete"]),
            seconds=float(detail["seconds"]),
            coups_per_hour=None if cph is None else float(cph),
            pace_target=None if target is None else int(target),
            passed=passed,
            down_seconds=float(detail.get("down_seconds", 0.0)),
        )


@dataclass(frozen=True)
class Downtime:
    """A time the sitting's desk was down: from its last recorded activity before an
    interruption (a kill, a power cut) to the resume, in seconds on the sitting's clock
    (since it started, the clock the Table steps are stored on)."""

    start: float
    end: float


def down_seconds(coups: Sequence[CoupRecord], downtimes: Sequence[Downtime]) -> float:
    """The seconds of the coups' times (from "no more bets" to the last step) that fall in
    ``downtimes``: what the pace leaves out."""
    total = 0.0
    for coup in coups:
        for down in downtimes:
            total += max(0.0, min(coup.ended, down.end) - max(coup.started, down.start))
    return total


def score_table(
    section: int, table: int, spec: TableSectionSpec, session: TableSession | None,
    downtimes: Sequence[Downtime] = (),
) -> TableSectionScore:
    """Score a Table section from its session's graded steps (None: never reached). The
    pace leaves out the coups' time that fell in ``downtimes`` (the desk was down): an
    equipment fault never counts against the dealer's speed."""
    taken: Sequence[GradedStep] = session.steps if session is not None else ()
    coups: Sequence[CoupRecord] = session.coups if session is not None else ()
    card = score_card(taken, coups)
    down = min(card.seconds, down_seconds(coups, downtimes))
    seconds = card.seconds - down
    coups_per_hour = card.coups * SECONDS_PER_HOUR / seconds if seconds > 0 else None
    # Each point of a coup counts once, by its first try: a retry after a wrong step is
    # sealed with the others but adds no step (issue 25 point 7).
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
    )


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
