"""A desk's exam sitting over the school server (:mod:`trainer.server.exam_routes`).

:class:`RemoteSittings` asks the server for a sitting and follows the request until a
proctor approves it from their own desk (or refuses it); :class:`RemoteExamSession` is the
sitting itself, with the interface of :class:`~trainer.exams.session.ExamSession` that the
exam screens use: each call asks the server, which deals, times, grades and seals. The desk
never holds the seed, an answer key, a grade before the end, nor the proctor's password.
A Table section is the server's too: the desk shows the table the server sends after each
action (:class:`~trainer.server.exam_table.RemoteTable`), never its shoe or seed.

The countdowns are the server's figures: :meth:`RemoteExamSession.tick` reads them at most
every ``poll_s`` seconds of the desk's monotonic clock and counts down in between; the
deadline itself is decided on the server.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from typing import Any

import httpx

from trainer.auth import Actor
from trainer.drills.answers import Answer
from trainer.drills.model import DrillKind, Level, Question
from trainer.errors import ExamError, ExamStateError, SittingVoided, StoreError
from trainer.exams.blueprint import Blueprint
from trainer.exams.plan import ExamQuestion
from trainer.exams.scoring import ExamStatus, SectionScore
from trainer.exams.session import TickEvent, TraineeResult
from trainer.exams.table_part import action_to_json
from trainer.server.client import RemoteStore, _json
from trainer.server.exam_table import RemoteTable
from trainer.server.store_calls import decode_error, signature
from trainer.table.session import Action

POLL_S = 1.0
"""Seconds between two reads of the sitting's clocks from the server."""
QUIET_S = 5.0
"""After a tick the server did not answer (gone, or given up waiting for: the desk's notice,
Stop waiting), the desk counts down on its own this long before it asks again, so the
waiting notice does not come back at once."""


class RemoteSittings:
    """The trainee's sitting requests on ``store``'s server."""

    def __init__(self, store: RemoteStore) -> None:
        self._store = store

    def ask(self, actor: Actor, exam_id: int | None) -> int:
        """Ask for a sitting of ``exam_id`` (None: the running one again); a proctor
        approves it on their own desk. The request's id."""
        return int(self._post(actor, "/v1/exam/request", {"exam_id": exam_id})["request_id"])

    def state(self, actor: Actor) -> dict[str, Any]:
        """The trainee's request or sitting as it stands on the server."""
        found: dict[str, Any] = self._get(actor, "/v1/exam/sitting")
        return found

    def waiting(self, actor: Actor) -> list[dict[str, Any]]:
        """The requests waiting for a proctor (a proctor's or instructor's token)."""
        found: list[dict[str, Any]] = self._get(actor, "/v1/exam/requests")
        return found

    def approve(self, actor: Actor, request_id: int) -> int:
        """Approve a request as ``actor`` (a proctor or instructor, on their own desk): the
        server starts the sitting. The sitting's id."""
        return int(self._post(actor, f"/v1/exam/requests/{request_id}/approve", {})[
            "sitting_id"])

    def session(self, actor: Actor, view: dict[str, Any]) -> RemoteExamSession:
        return RemoteExamSession(self, actor, view)

    # ---- calls

    def _post(self, actor: Actor, path: str, body: dict[str, Any],
              retry: bool = False) -> dict[str, Any]:
        reply = self._store._send(path, body, self._store._token(actor), retry=retry)
        return self._body(reply)

    def _get(self, actor: Actor, path: str) -> Any:
        reply = self._store._send(path, None, self._store._token(actor), retry=True)
        if reply.status_code != 200:
            raise self._error(reply)
        return reply.json()

    def _body(self, reply: httpx.Response) -> dict[str, Any]:
        if reply.status_code == 200:
            return _json(reply)
        raise self._error(reply)

    def _error(self, reply: httpx.Response) -> Exception:
        body = _json(reply)
        if reply.status_code == 409:
            return Conflict(str(body.get("code", "")), body.get("sitting"),
                            str(body.get("desk", "")))
        found = decode_error(body)
        if found is not None:
            return found
        return self._store._refused(reply, signature("exams", "running_sitting").call)


class Conflict(ExamError):
    """The server did not take the call in the sitting's state (``reason``: ``not_live``,
    ``deadline_passed``, ``not_current``, ``ended``, ``running``, ``other_desk``: the
    enrolled desk ``desk`` holds the sitting); ``sitting`` is the sitting as it now stands,
    when the server said."""

    def __init__(self, reason: str, sitting: dict[str, Any] | None, desk: str = "") -> None:
        super().__init__(reason, f"the school server refused this in the sitting's state "
                                 f"({reason})", desk)
        self.sitting = sitting


def _question(shown: dict[str, Any]) -> ExamQuestion:
    return ExamQuestion(int(shown["index"]), int(shown["section"]), int(shown["number"]),
                        Question.from_dict(shown["question"]))


def _result(body: dict[str, Any]) -> TraineeResult:
    missed = body.get("missed")
    return TraineeResult(
        status=ExamStatus(body["status"]),
        sections=tuple(SectionScore(int(s["section"]), DrillKind(s["kind"]), Level(s["level"]),
                                    int(s["score"]), int(s["max_score"]), int(s["pass_mark"]),
                                    bool(s["passed"])) for s in body["sections"]),
        score=int(body["score"]), max_score=int(body["max_score"]),
        passed=bool(body["passed"]),
        missed=None if missed is None else tuple(_question(q) for q in missed),
    )


class RemoteExamSession:
    """One sitting run on the server, as the exam screens drive an ExamSession."""

    def __init__(self, sittings: RemoteSittings, actor: Actor, view: dict[str, Any], *,
                 monotonic: Callable[[], float] = time.monotonic, poll_s: float = POLL_S
                 ) -> None:
        self._sittings = sittings
        self._actor = actor
        self._monotonic = monotonic
        self._poll_s = poll_s
        self.blueprint = Blueprint.from_dict(view["blueprint"])
        self.sitting_id: int | None = view.get("sitting_id")
        self.voided: SittingVoided | None = None
        self._ids: dict[int, str] = {}
        """Question index -> the id its answer carries on every try."""
        self._acts: dict[tuple[int, int], str] = {}
        """(section, step count) -> the id the action taken there carries on every try."""
        self._table: RemoteTable | None = None
        self._result: TraineeResult | None = None
        self._view: dict[str, Any] = {}
        self._read_at = 0.0
        self._quiet_until = 0.0
        self._take(view)

    # ---- state

    @property
    def status(self) -> ExamStatus:
        return ExamStatus(self._view["status"])

    @property
    def is_finished(self) -> bool:
        return self.status.ended

    @property
    def question_count(self) -> int:
        return int(self._view["question_count"])

    @property
    def answered_count(self) -> int:
        return int(self._view["answered"])

    @property
    def added_s(self) -> int:
        return int(self._view["added_s"])

    @property
    def current(self) -> ExamQuestion | None:
        shown = self._view.get("current")
        return None if shown is None or self.is_finished else _question(shown)

    def remaining_seconds(self) -> float:
        if self.is_finished:
            return 0.0
        return max(0.0, float(self._view["remaining_s"]) - self._since_read())

    def question_remaining_seconds(self) -> float | None:
        left = self._view.get("question_remaining_s")
        if left is None or self.is_finished:
            return None
        return max(0.0, min(float(left) - self._since_read(), self.remaining_seconds()))

    # ---- the loop

    def next_question(self) -> ExamQuestion | None:
        if self.is_finished:
            return None
        self._call("/v1/exam/sitting/next", retry=True)
        return self.current

    def submit(self, answer: Answer) -> None:
        """The answer to the question on screen, graded and sealed on the server; a retry
        after a lost acknowledgement carries the same id. Nothing is said about it."""
        question = self.current
        if question is None:
            raise ExamStateError("no question is waiting for an answer")
        answer_id = self._ids.setdefault(question.index, str(uuid.uuid4()))
        try:
            self._call("/v1/exam/sitting/answers", {
                "answer_id": answer_id, "index": question.index, "answer": answer.to_dict()},
                retry=True)
        except Conflict as conflict:
            if conflict.sitting is None:
                raise
            self._take(conflict.sitting)  # past the server's deadline: the sitting ended

    def tick(self) -> TickEvent:
        if self.is_finished:
            return TickEvent.EXAM_OVER
        if self._since_read() < self._poll_s or self._monotonic() < self._quiet_until:
            return TickEvent.NOTHING
        shown = self.current
        try:
            self._call("/v1/exam/sitting/tick", retry=True)
        except StoreError as error:
            if error.code == "server_unreachable":
                self._quiet_until = self._monotonic() + QUIET_S
            raise
        if self.is_finished:
            return TickEvent.EXAM_OVER
        if shown is not None and self.current is None:
            return TickEvent.QUESTION_TIMED_OUT
        return TickEvent.NOTHING

    def hand_in(self) -> None:
        if self.is_finished:
            raise ExamStateError("the sitting has already ended")
        self._call("/v1/exam/sitting/hand-in", retry=True)

    def trainee_result(self) -> TraineeResult:
        """What the trainee sees at the end, from the server (asked once)."""
        if self._result is None:
            body = self._sittings._get(self._actor, "/v1/exam/sitting/result")
            self._result = _result(body["result"])
            self._sittings._post(self._actor, "/v1/exam/sitting/done", {})
        return self._result

    # ---- Table sections: dealt on the server, the felt's state sent after each action

    @property
    def table(self) -> RemoteTable | None:
        """The open Table section as the server last showed it (the same object until the
        section is over), or None."""
        return None if self.is_finished else self._table

    @property
    def table_section(self) -> int | None:
        table = self.table
        return None if table is None else table.section

    @property
    def table_void_coups(self) -> int:
        table = self.table
        return 0 if table is None else table.void_coups

    def next_table(self) -> RemoteTable | None:
        """Open the next Table section on the server (the same one until it is over)."""
        if self.is_finished:
            return None
        self._call("/v1/exam/sitting/table/next", retry=True)
        return self.table

    def act(self, action: Action) -> None:
        """The dealer's action at the open table, graded and sealed on the server; a retry
        after a lost acknowledgement carries the same id. Nothing is said about it; an
        action the table refuses raises TableActionRefused, as locally."""
        table = self.table
        if table is None:
            raise ExamStateError("no table is open")
        steps = table.state().steps
        action_id = self._acts.setdefault((table.section, steps), str(uuid.uuid4()))
        try:
            self._call("/v1/exam/sitting/table/actions", {
                "action_id": action_id, "section": table.section, "steps": steps,
                "action": action_to_json(Action(action.name, action.args, 0.0))}, retry=True)
        except Conflict as conflict:
            if conflict.sitting is None:
                raise
            self._take(conflict.sitting)  # past the server's deadline, or a stale table

    # ---- inside

    def _since_read(self) -> float:
        return self._monotonic() - self._read_at

    def _call(self, path: str, body: dict[str, Any] | None = None, retry: bool = False) -> None:
        self._take(self._sittings._post(self._actor, path, body or {}, retry=retry))

    def _take(self, view: dict[str, Any]) -> None:
        self._view = view
        self._read_at = self._monotonic()
        shown = view.get("table")
        if shown is None:
            self._table = None
        elif self._table is not None and self._table.section == shown["section"]:
            self._table.show(shown)
        else:
            spec = self.blueprint.tables[int(shown["section"]) - len(self.blueprint.sections)]
            self._table = RemoteTable(int(shown["section"]), spec.profile, shown)
        voided = view.get("voided")
        if voided is not None and self.voided is None:
            self.voided = SittingVoided(str(voided["proctor"]), str(voided["note"]))
