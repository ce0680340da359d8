"""What a sitting's result is made of, below both the scoring and the Table sections.

:mod:`trainer.exams.scoring` adds the Table sections' scores into a sitting's outcome, and
:mod:`trainer.exams.table_part` scores a Table section against the same pass-mark rule;
:mod:`trainer.exams.counting` reads a sitting's status. The shapes they share live here, so
each of them imports this module and none imports another to name a type.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


class ExamStatus(Enum):
    """Where a sitting stands. Every status but RUNNING is final."""

    RUNNING = "running"
    FINISHED = "finished"
    """Every question was answered (or timed out one by one)."""
    TIMED_OUT = "timed_out"
    """The total time ran out; unanswered questions count wrong."""
    HANDED_IN = "handed_in"
    """The trainee ended the sitting early; unanswered questions count wrong."""
    INCOMPLETE = "incomplete"
    """Interrupted and ended by the blueprint's rule (or by an instructor): always a fail."""
    VOIDED = "voided"
    """Voided by a proctor with a reason (sealed in the sitting): never a pass."""

    @property
    def ended(self) -> bool:
        return self is not ExamStatus.RUNNING


def reaches(score: int, max_score: int, pass_mark: int) -> bool:
    """``score`` out of ``max_score`` is at least ``pass_mark`` percent (exact arithmetic)."""
    return score * 100 >= pass_mark * max_score


# ---- a Table section's score --------------------------------------------------------------


class TableFailReason(Enum):
    """Why a Table section failed, so its result says it (a section at 9/10 steps against a
    90 % mark fails only because its last coup was not finished)."""

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
    behind :attr:`TableSectionScore.passed` (:func:`~trainer.exams.table_part.score_table`)
    and the words that say why it failed."""
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
    ``down_seconds``: the part of it while the desk was down (a kill, then a resume), which
    the pace leaves out.
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
    before down time was measured left nothing out)."""
    void: int = 0
    """Coups voided by art. 10 and not counted in ``coups`` (table flow 5: a coup is dealt
    in the place of each); 0 for a result stored before they were said."""
    game: str = "baccarat"
    """The game the section dealt (``coups`` are a Sam Kong section's rounds); a result
    stored before a section named its game is baccarat's."""

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
        when time was left out and ``void`` only when a coup was void, so a result with
        neither is stored as before."""
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
        if self.void > 0:
            detail["void"] = self.void
        if self.game != "baccarat":
            detail["game"] = self.game
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
            void=int(detail.get("void", 0)),
            game=str(detail.get("game", "baccarat")),
        )


