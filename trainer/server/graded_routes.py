"""The school server's routes that grade what a trainee's desk did before storing it: a
lesson's check (:meth:`GradedRoutes.lesson_check`) and a step at the Table
(:meth:`GradedRoutes.table_step`). The store route refuses these writes to a trainee's token
(:data:`trainer.server.store_calls.DESK_VERDICTS`): a desk never stores its own verdict.

- A lesson's check: the desk sends the lesson, its language, the seeds of the fresh checks
  dealt since it was opened and the answers; the server deals the same check from its own
  lessons and grades it with the Lessons screen's engine call
  (:func:`trainer.curriculum.answered.grade_answered`); only a pass is stored.
- A step at the Table: the desk deals the same shoe from the same seed (the shoe it opened
  with ``table_shoes.start``) and sends each action it took; the server deals the shoe again
  from the seed and the actions it stored (:func:`trainer.table.game.deal_kept`, kept dealt
  between steps), grades the action with its own session and stores the step with the
  store's Table recorder: its verdict, never the desk's. The desk compares the verdict with
  its own before showing it. So the desk's screen stays the Table screen as it is (every
  refusal and hint its own session's), and the server is the only one that writes a step,
  as the practice answer route re-deals a desk's question (:mod:`trainer.server.questions`).
"""

from __future__ import annotations

import functools
import math
import threading
import uuid
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from fastapi import Request
from pydantic import BaseModel, ConfigDict, Field

from trainer.curriculum.answered import MAX_SEEDS, AnsweredCheck, grade_answered
from trainer.curriculum.catalogue import Catalogue, load_catalogue
from trainer.datafiles import lessons_dir
from trainer.kinds import TABLE_KIND
from trainer.server.desks import CALL_BURST
from trainer.server.models import MAX_ROW_ID, Refused
from trainer.store.table_recorder import TableRecorder
from trainer.table.game import Dealt, KeptDeal, deal_kept
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import TableSession

_STRICT = ConfigDict(extra="forbid", frozen=True)

LESSON_CHECK = ("POST", "/v1/lessons/check")
TABLE_STEP = ("POST", "/v1/table/steps")

MAX_QUESTIONS = 100
"""The most answers a check takes (a lesson's check has a handful of questions)."""
KEPT_DEALS = 256
"""How many shoes the server keeps dealt between steps (the least recently graded go first):
without it each step deals the shoe again from its seed and every stored step, a time that
grows with the shoe (tests/bench/remote_table_steps.py)."""
REPLAY_STEPS_A_CALL = 50
"""Steps dealt again (a shoe not kept dealt: after a restart, or a step refused) that count
as one call against the desk's limit: a desk sending refused steps deep in a shoe in a loop
cannot keep the server replaying."""
MAX_ACTIONS = 20_000
"""The highest step number of a shoe (a 12-deck shoe with every cash step is far fewer)."""


class LessonCheckIn(BaseModel):
    """A lesson check as the trainee answered it (:class:`AnsweredCheck`)."""

    model_config = _STRICT
    lesson_id: str = Field(min_length=1, max_length=100)
    lang: str = Field(min_length=1, max_length=16)
    seeds: list[int] = Field(max_length=MAX_SEEDS)
    answers: list[str | None] = Field(max_length=MAX_QUESTIONS)


class LessonCheckGraded(BaseModel):
    """The server's grade of the check: passed (then stored), and which answers were right."""

    model_config = _STRICT
    passed: bool
    right: list[bool]


class TableStepIn(BaseModel):
    """One action the desk took at the Table: its step number in the shoe (from 1), the
    session method and its arguments' JSON (:func:`trainer.table.record.arg_to_json`), the
    session clock's reading, and the step's id, made by the desk before its first try and
    kept for every retry (the step is stored once)."""

    model_config = _STRICT
    shoe_id: int = Field(ge=1, le=MAX_ROW_ID)
    number: int = Field(ge=1, le=MAX_ACTIONS)
    name: str = Field(min_length=1, max_length=40)
    args: list[Any] = Field(max_length=64)
    at: float
    step_id: uuid.UUID


class TableStepGraded(BaseModel):
    """The step as the server graded and stored it."""

    model_config = _STRICT
    attempt_id: int
    number: int
    right: bool
    expected: str


@functools.cache
def _catalogue(lang: str) -> Catalogue:
    """The server's lessons of ``lang``, read once (they ship with the server's package)."""
    return load_catalogue(lessons_dir(), lang)


class GradedRoutes:
    """The handlers, over the server's routes (:class:`trainer.server.app.Routes`: its store
    and its caller)."""

    def __init__(self, routes: Any) -> None:
        self.routes = routes
        self._dealt: OrderedDict[int, KeptDeal] = OrderedDict()
        """The shoes dealt at their last step graded, by shoe id, oldest first."""
        self._lock = threading.Lock()

    def lesson_check(self, request: Request, body: LessonCheckIn) -> LessonCheckGraded:
        """Grade the check with the server's lessons; store a pass for the token's account.
        Dealing it again costs a deal per seed: half a call each against the desk's limit
        (the call itself was counted), so no desk keeps the server dealing."""
        caller = self.routes.caller(request)
        wait = self.routes.calls.take(caller.holder.desk_id, len(body.seeds) // 2)
        if wait:
            raise Refused(429, "too_many_calls", wait)
        actor = caller.actor
        answered = AnsweredCheck(body.lesson_id, body.lang, tuple(body.seeds),
                                 tuple(body.answers))
        try:
            _catalogue(body.lang)  # an unknown language: refused before any dealing
            result = grade_answered(lessons_dir(), answered)
        except ValueError:
            raise Refused(422, "check") from None
        if result.passed:
            self.routes.store.lesson_progress.mark_passed(actor, body.lesson_id)
        return LessonCheckGraded(passed=result.passed, right=list(result.right))

    def table_step(self, request: Request, body: TableStepIn) -> TableStepGraded:
        """Grade the desk's action with the server's own session of the shoe (dealt again from
        its seed and the steps stored before ``number``) and store the step it grades."""
        if not math.isfinite(body.at):
            raise Refused(422, "step")
        store = self.routes.store
        actor = self.routes.caller(request).actor
        kept = next((k for k in store.table_shoes.unfinished_all(actor)
                     if k.id == body.shoe_id), None)
        if kept is None:  # ended, given up, or another trainee's: nothing of theirs to deal
            raise Refused(422, "shoe_over")
        before = [a for a in kept.actions if a.number < body.number]
        if len(before) != body.number - 1:  # a step skipped: the desk is not at this shoe
            raise Refused(422, "step")
        made: list[TableRecorder] = []

        def recorder(session: Dealt) -> TableRecorder:
            assert isinstance(session, TableSession | SamKongSession)
            made.append(TableRecorder(store.table_shoes, actor, TABLE_KIND, kept.session_id,
                                      kept.id, session))
            made[0].attempt_uid = str(body.step_id)  # a retry stores nothing again
            return made[0]

        dealt_before = self._dealt_for(kept.id, body.number - 1)
        if dealt_before is None:
            desk = self.routes.caller(request).holder.desk_id
            # At most half the burst: the deepest shoe still goes on after a restart.
            cost = min(len(before) // REPLAY_STEPS_A_CALL, CALL_BURST // 2)
            wait = self.routes.calls.take(desk, cost)
            if wait:
                raise Refused(429, "too_many_calls", wait)
        try:
            dealt = dealt_before or deal_kept(
                kept.profile, kept.seed, kept.started,
                [(a.name, a.args, a.at) for a in before], kept.settings)
            step = dealt.grade((body.name, body.args, body.at), recorder)
        except (ValueError, TypeError, KeyError, AttributeError):
            # an action the engine refuses (TableActionRefused: nothing graded) or cannot read
            # (RecordError); a store's refusal is the store's (StoreError, not caught here).
            # The shoe dealt here is not kept: the next step deals it again.
            raise Refused(422, "step") from None
        self._keep(kept.id, dealt)
        assert made and made[0].attempt_id is not None, "a graded step is stored"
        return TableStepGraded(attempt_id=made[0].attempt_id, number=step.number,
                               right=step.right, expected=step.expected)

    def _dealt_for(self, shoe_id: int, steps: int) -> KeptDeal | None:
        """The shoe as this server dealt it at its last step, if it has taken ``steps``
        steps (the number stored before the one graded now); taken out of the cache, so
        that no other request grades with it meanwhile."""
        with self._lock:
            dealt = self._dealt.pop(shoe_id, None)
        return dealt if dealt is not None and dealt.count == steps else None

    def _keep(self, shoe_id: int, dealt: KeptDeal) -> None:
        with self._lock:
            self._dealt[shoe_id] = dealt
            while len(self._dealt) > KEPT_DEALS:
                self._dealt.popitem(last=False)


def handlers(routes: Any) -> dict[tuple[str, str], Callable[..., Any]]:
    """The graded routes' handlers by (method, path), for :func:`trainer.server.app.make_app`."""
    graded = GradedRoutes(routes)
    return {LESSON_CHECK: graded.lesson_check, TABLE_STEP: graded.table_step}
