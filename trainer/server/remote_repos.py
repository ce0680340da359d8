"""The repositories of :class:`~trainer.server.client.RemoteStore` that do more than pass
each listed method to the store route: those whose writes a trainee's desk may not make with
its own verdict (sent instead as what the trainee did, for the server to grade, on the graded
routes of :mod:`trainer.server.graded_routes`), and those the screens call with no actor.

- ``lesson_progress.mark_passed(actor, lesson_id, check=...)``: a trainee's pass goes with
  the answered check (:class:`~trainer.curriculum.answered.AnsweredCheck`), which the server
  grades again; without it, or when the server's grade is not a pass, nothing is stored.
- ``table_shoes.record_step(actor, shoe_id, attempt, action)``: a trainee's step goes as the
  action taken; the server grades it with its own session of the shoe and stores its verdict.
  A verdict other than the desk's is refused here (``server_disagrees``) before the desk's
  session applies the step, so the screen never shows a step the school did not store.

- ``reports.today()``, ``now()``, ``day_offset``: the desk's clock, for what a screen shows
  (as ``RemoteStore.now``); ``daily.goal(cohort_id)``: read from the school-wide settings.

Anyone else's calls go through the store route, as every listed method.
"""

from __future__ import annotations

import uuid
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING, Any

from trainer.auth import Actor, Role
from trainer.errors import NotOnServer, PermissionDenied, StoreError
from trainer.macau_time import MACAU_OFFSET
from trainer.server.graded_routes import LESSON_CHECK, TABLE_STEP
from trainer.server.store_calls import signature

if TYPE_CHECKING:
    from trainer.curriculum.answered import AnsweredCheck
    from trainer.store.models import NewAttempt, ShoeAction
    from trainer.today import GoalUnit


class _Graded:
    """A repository over the server whose listed methods go through the store route (its
    ``plain`` repository), but for the one this class grades on the server."""

    def __init__(self, store: Any, plain: Any) -> None:
        """``store``: the :class:`~trainer.server.client.RemoteStore` (its calls);
        ``plain``: its store-route repository of the same name."""
        self._store = store
        self._plain = plain

    def __getattr__(self, method: str) -> Any:
        return getattr(self._plain, method)


class RemoteLessonProgress(_Graded):
    """Lesson progress over the server; a trainee's pass graded there."""

    def mark_passed(self, actor: Actor, lesson_id: str, *,
                    check: AnsweredCheck | None = None) -> None:
        call = signature("lesson_progress", "mark_passed").call
        if actor.role is not Role.TRAINEE:
            self._store.call(call, actor, (lesson_id,), {"check": check})
            return
        if check is None or check.lesson_id != lesson_id:
            raise NotOnServer("a lesson passed over the school server goes with its answers, "
                            "which the server grades")
        reply = self._store._send(LESSON_CHECK[1], {
            "lesson_id": check.lesson_id, "lang": check.lang, "seeds": list(check.seeds),
            "answers": list(check.answers)}, self._store._token(actor), retry=False)
        if reply.status_code != 200:
            raise self._store._refused(reply, call)
        if not reply.json()["passed"]:
            raise PermissionDenied("the school server did not grade this check a pass",
                                   code="check_not_passed")


class RemoteTableShoes(_Graded):
    """Kept shoes over the server; a trainee's steps graded there."""

    def record_step(self, actor: Actor, shoe_id: int, attempt: NewAttempt,
                    action: ShoeAction, *, first_try: bool = False) -> int:
        call = signature("table_shoes", "record_step").call
        if actor.role is not Role.TRAINEE:
            found: int = self._store.call(call, actor, (shoe_id, attempt, action),
                                          {"first_try": first_try})
            return found
        reply = self._store._send(TABLE_STEP[1], {
            "shoe_id": shoe_id, "number": action.number, "name": action.name,
            "args": action.args, "at": action.at,
            "step_id": attempt.attempt_uid or str(uuid.uuid4())},
            self._store._token(actor), retry=True)  # the same step id: stored once
        if reply.status_code != 200:
            raise self._store._refused(reply, call)
        graded: dict[str, Any] = reply.json()
        if (graded["number"], graded["right"], graded["expected"]) != (
                action.number, attempt.correct, attempt.expected):
            raise StoreError("invalid", f"the school server graded step {action.number} "
                             "otherwise than this desk", code="server_disagrees")
        return int(graded["attempt_id"])


class RemoteReports(_Graded):
    """The reports over the server, with the desk's clock for what the screens show (the
    last day of a chart, as :meth:`RemoteStore.now`); every figure is read on the server."""

    @property
    def day_offset(self) -> timedelta:
        """Local time minus UTC: the school's days are Macau days."""
        return MACAU_OFFSET

    def now(self) -> datetime:
        found: datetime = self._store.now()
        return found

    def today(self) -> date:
        """The current Macau day by this desk's clock."""
        return (self.now() + MACAU_OFFSET).date()


class RemoteDaily(_Graded):
    """The daily goals over the server: the goal of a cohort read from the school-wide
    settings the server serves to anyone signed in, decided by the store's own rule
    (:func:`trainer.store.today.goal_from`)."""

    def goal(self, cohort_id: int | None) -> tuple[GoalUnit, int]:
        from trainer.store.today import goal_from, goal_key, goal_unit_key

        actor = self._store.signed_in()
        keys = {goal_unit_key(None), goal_key(None), goal_unit_key(cohort_id),
                goal_key(cohort_id)}
        values: dict[str, str] = {}
        for key in sorted(keys):
            value = self._store.settings.get(actor, key)
            if value is not None:
                values[key] = value
        return goal_from(values, cohort_id)
