"""Exam sittings on the school server: dealt, timed, graded and sealed here.

A sitting runs as an :class:`~trainer.exams.session.ExamSession` in the server's memory
(:class:`ExamDesk`), built by the store with its sealing recorder and the server's clock.
The trainee's desk gets one question at a time, as the screen shows it: never the sitting's
seed (nor a question's deal seed), never an answer or a grade, and the result only once the
sitting has ended, as the local screens show it.

The proctor approves from their own desk, with their own token: the trainee's desk asks for
a sitting (:meth:`ExamRoutes.request`), the proctor's lists the requests waiting and approves
one (:meth:`ExamRoutes.approve`); the server starts (or resumes) it with the school key it
holds for that proctor. The proctor's password is typed only on the proctor's desk, at their
sign-in; it never reaches the trainee's process, and neither does the key.

The deadline is the server's clock (the store's): an answer that arrives after it is refused
and the sitting ends, whatever the desk's clock says. An answer carries a desk-made id: a
retry of one already taken is answered again, never applied twice. After a server restart the
sitting is no longer in memory: the desk is told so (``not_live``) and a proctor resumes it,
as a desk restart is resumed locally (same questions, same deadline).

A sitting is held by the enrolled desk it was approved on (the desk's credential, not what
it says): the trainee signed in at another desk sees ``elsewhere`` and every act there is
refused (``other_desk``, with the holding desk's name), so no helper at a second desk reads
the question or answers it. It moves to another desk only when the trainee asks there to go
on and a proctor approves it (the requests list names the asking desk).

It is held by the sign-in too: by the token it was asked with, when approved. Once that
token ends (sign-out, the window closed, a new sign-in, expiry) the sitting is
``interrupted`` for the trainee's desk, and every act there is refused (``interrupted``)
until a proctor approves a resume, as a resume needs the proctor locally: the same questions
and deadline, the server's clock running on meanwhile. A resume request whose sitting has
ended, or is held by the sign-in that asked, leaves the proctor's list.

A Table section is dealt here too (:mod:`trainer.server.exam_table`): the desk opens it
(:meth:`ExamDesk.next_table`) and sends each action it took (:meth:`ExamDesk.table_action`);
the server grades and seals the step and sends back the table as the felt shows it, never
the section's seed, the shoe, a card lying face down (a squeeze's, a Sam Kong hand's before
it is turned: sent as None), a fault or a grade.
"""

from __future__ import annotations

import itertools
import threading
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from fastapi import Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from trainer.auth import Actor
from trainer.drills.model import ANSWER_TYPES
from trainer.errors import ExamError, TrainerError
from trainer.exams.plan import ExamQuestion
from trainer.exams.session import ExamSession, TraineeResult
from trainer.exams.table_part import action_from_json
from trainer.server.exam_table import ExamActionIn, shown_table
from trainer.server.models import MAX_ROW_ID, RowId
from trainer.server.store_calls import encode_error, error_class
from trainer.store import Store
from trainer.store.desks import DeskIdentity
from trainer.store.server_tokens import token_hash
from trainer.table.session import Action

_STRICT = ConfigDict(extra="forbid", frozen=True)


class SittingAsked(BaseModel):
    """A trainee asks for a sitting: of ``exam_id``, or (None) their running one again."""

    model_config = _STRICT
    exam_id: int | None = Field(default=None, ge=1, le=MAX_ROW_ID)


class ExamAnswerIn(BaseModel):
    """The answer to question ``index`` (the one on screen). ``answer_id`` is made by the
    desk before its first try and kept for every retry."""

    model_config = _STRICT
    answer_id: uuid.UUID
    index: int = Field(ge=0, le=10_000)
    answer: dict[str, Any]


def shown_question(question: ExamQuestion) -> dict[str, Any]:
    """A question as the desk shows it: its place and prompt, with no deal seed (the prompt
    is all the screen needs; the seed would let a desk deal the question itself)."""
    drill = question.question.to_dict()
    drill["seed"] = 0
    return {"index": question.index, "section": question.section,
            "number": question.number, "question": drill}


def result_body(result: TraineeResult) -> dict[str, Any]:
    """What the trainee sees at the end (:meth:`ExamSession.trainee_result`), as JSON."""
    return {
        "status": result.status.value,
        "sections": [{"section": s.section, "kind": s.kind.value, "level": s.level.value,
                      "score": s.score, "max_score": s.max_score, "pass_mark": s.pass_mark,
                      "passed": s.passed} for s in result.sections],
        "score": result.score, "max_score": result.max_score, "passed": result.passed,
        "missed": None if result.missed is None else [shown_question(q) for q in result.missed],
    }


@dataclass
class Asked:
    """A trainee's request for a sitting, waiting for a proctor (or decided)."""

    id: int
    trainee: Actor
    desk: DeskIdentity
    """The desk it was asked at: the sitting is held there once approved."""
    token: str
    """The hash of the token it was asked with: the sitting is held by it once approved."""
    exam_id: int | None
    exam_name: str
    refusal: dict[str, Any] | None = None


@dataclass
class Live:
    """A running sitting in the server's memory, and the answer ids it has taken."""

    session: ExamSession
    trainee_id: int
    desk: DeskIdentity
    """The enrolled desk holding the sitting (the one it was approved on)."""
    token: str
    """The hash of the token holding it (the one its request was asked with)."""
    taken: dict[str, int] = field(default_factory=dict)
    acted: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Table action ids taken -> the section and step count they were taken at."""
    lock: threading.Lock = field(default_factory=threading.Lock)


class Refusal(Exception):
    def __init__(self, status: int, code: str, body: dict[str, Any] | None = None) -> None:
        self.status = status
        self.code = code
        self.body = body or {}
        super().__init__(code)


class ExamDesk:
    """The sittings the server runs, and the requests waiting for a proctor."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._lock = threading.Lock()
        self._ids = itertools.count(1)
        self._asked: dict[int, Asked] = {}
        """By trainee id: their latest request."""
        self._live: dict[int, Live] = {}
        """By trainee id: their sitting running here."""

    # ---- requests

    def ask(self, trainee: Actor, desk: DeskIdentity, token: str,
            exam_id: int | None) -> Asked:
        """The trainee's request at ``desk`` with the token hashed ``token`` (replacing any
        earlier one): a resume asked at another desk than the one holding the sitting, or
        with another token, moves it there once approved.
        ExamError('not_running') for a resume with nothing to resume."""
        if exam_id is None:
            running = self.store.exams.running_sitting(trainee)
            if running is None:
                raise ExamError("not_running", "there is no sitting to resume")
            name = running.exam_name
        else:
            found = next((a.exam for a in self.store.exams.assigned(trainee)
                          if a.exam.id == exam_id), None)
            name = "" if found is None else found.name
        with self._lock:
            live = self._live.get(trainee.user_id)
            if live is not None and live.session.is_finished:  # its end was seen, or lost
                del self._live[trainee.user_id]
            asked = Asked(next(self._ids), trainee, desk, token, exam_id, name)
            self._asked[trainee.user_id] = asked
            return asked

    def waiting(self) -> list[Asked]:
        """The requests waiting for a proctor; a stale resume request (its sitting ended, or
        held by the sign-in that asked) is dropped."""
        with self._lock:
            found = [a for a in self._asked.values() if a.refusal is None]
        return [a for a in found if not self._stale(a)]

    def _stale(self, asked: Asked) -> bool:
        """``asked`` is a resume request with nothing left to resume (then dropped)."""
        if asked.exam_id is not None:
            return False
        with self._lock:
            live = self._live.get(asked.trainee.user_id)
        stale = ((live is not None and live.desk.desk_id == asked.desk.desk_id
                  and live.token == asked.token and not live.session.is_finished)
                 or not self._running(asked.trainee))
        if stale:
            with self._lock:
                if self._asked.get(asked.trainee.user_id) is asked:
                    del self._asked[asked.trainee.user_id]
        return stale

    def _running(self, trainee: Actor) -> bool:
        """``trainee`` has a sitting running in the store (one whose account may no longer
        read it, deactivated meanwhile, has none to resume)."""
        try:
            return self.store.exams.running_sitting(trainee) is not None
        except TrainerError:
            return False

    def approve(self, proctor: Actor, request_id: int) -> ExamSession:
        """Start (or resume) the sitting asked for by ``request_id``, approved by
        ``proctor`` (their token's account). A refusal is kept for the trainee's desk."""
        with self._lock:
            asked = next((a for a in self._asked.values()
                          if a.id == request_id and a.refusal is None), None)
        if asked is None or self._stale(asked):
            raise ExamError("not_found", f"there is no request {request_id} waiting")
        exams = self.store.exams
        try:
            session = (exams.resume_sitting_approved(proctor, asked.trainee)
                       if asked.exam_id is None else
                       exams.start_sitting_approved(proctor, asked.trainee, asked.exam_id))
        except TrainerError as error:
            asked.refusal = encode_error(error)
            raise
        with self._lock:
            self._asked.pop(asked.trainee.user_id, None)
            self._live[asked.trainee.user_id] = Live(session, asked.trainee.user_id,
                                                     asked.desk, asked.token)
        return session

    def desk_names(self) -> dict[int, str]:
        """The enrolled desk holding each sitting running here, by sitting id: the proctor
        console names it (the store's row records the server, which runs them all)."""
        with self._lock:
            lives = list(self._live.values())
        return {live.session.sitting_id: live.desk.name for live in lives
                if live.session.sitting_id is not None and not live.session.is_finished}

    # ---- the trainee's sitting

    def state(self, trainee: Actor, desk: DeskIdentity, token: str) -> dict[str, Any]:
        """Where the trainee's request or sitting stands at ``desk`` for the token hashed
        ``token`` (nothing of anyone else's; ``elsewhere`` when another desk holds it or
        asked for it; ``interrupted`` when this desk held it with a token that has ended)."""
        with self._lock:
            live = self._live.get(trainee.user_id)
            asked = self._asked.get(trainee.user_id)
        here = live is not None and live.desk.desk_id == desk.desk_id
        if live is not None and here and (live.token == token or live.session.is_finished):
            with live.lock:  # an ended sitting's result is the trainee's at any sign-in
                return {"state": "sitting", "sitting": self._view(live)}
        if asked is not None and asked.desk.desk_id == desk.desk_id:
            if asked.refusal is not None:
                return {"state": "refused", "refusal": asked.refusal}
            return {"state": "waiting", "request_id": asked.id}
        if live is not None and here and not live.session.is_finished:
            return {"state": "interrupted"}  # its sign-in ended: a proctor resumes it
        if live is not None or asked is not None:
            return {"state": "elsewhere"}
        if self.store.exams.running_sitting(trainee) is not None:
            # Running in the store, not in memory (the server restarted): a proctor resumes
            # it, same questions and deadline, as a desk's restart is resumed.
            return {"state": "interrupted"}
        return {"state": "none"}

    def _held(self, trainee: Actor, desk: DeskIdentity, token: str) -> Live:
        """The trainee's live sitting, held by ``desk`` and the token hashed ``token``:
        Refusal ``not_live`` when there is none in memory, ``other_desk`` (naming the holder)
        when another desk holds it, ``interrupted`` when this desk held it with a token that
        has ended (a proctor resumes it)."""
        with self._lock:
            live = self._live.get(trainee.user_id)
        if live is None:
            raise Refusal(409, "not_live")
        if live.desk.desk_id != desk.desk_id:
            raise Refusal(409, "other_desk", {"desk": live.desk.name})
        if live.token != token and not live.session.is_finished:
            raise Refusal(409, "interrupted")
        return live

    def act(self, trainee: Actor, desk: DeskIdentity, token: str,
            what: Callable[[Live], None]) -> dict[str, Any]:
        """Do ``what`` to the trainee's live sitting held by ``desk`` and ``token`` (under
        its lock) and return its view."""
        live = self._held(trainee, desk, token)
        with live.lock:
            what(live)
            return self._view(live)

    @staticmethod
    def next_question(live: Live) -> None:
        live.session.tick()
        live.session.next_question()

    @staticmethod
    def tick(live: Live) -> None:
        live.session.tick()

    @staticmethod
    def next_table(live: Live) -> None:
        live.session.tick()
        live.session.next_table()

    @staticmethod
    def table_action(body: ExamActionIn) -> Callable[[Live], None]:
        """Take the dealer's action at the open table: graded, sealed and applied by the
        sitting (nothing said of it); a retry of one taken is answered again, an action on
        a table the desk saw at another step is refused (``not_current``)."""
        def take(live: Live) -> None:
            session, action_id = live.session, str(body.action_id)
            at = (body.section, body.steps)
            if action_id in live.acted:
                if live.acted[action_id] != at:
                    raise Refusal(422, "action_id")
                return
            ExamDesk._in_time(live)
            table = session.table
            if table is None or session.table_section != body.section \
                    or len(table.steps) != body.steps:
                raise Refusal(409, "not_current", {"sitting": ExamDesk._view(live)})
            try:
                action = action_from_json(body.action)
            except ExamError:
                raise Refusal(422, "action") from None
            # the step's time is the server's clock (the session's), never the desk's
            session.act(Action(action.name, action.args, 0.0))
            live.acted[action_id] = at
        return take

    @staticmethod
    def hand_in(live: Live) -> None:
        if not live.session.is_finished:
            live.session.hand_in()

    @staticmethod
    def answer(body: ExamAnswerIn) -> Callable[[Live], None]:
        def take(live: Live) -> None:
            session, answer_id = live.session, str(body.answer_id)
            if answer_id in live.taken:
                if live.taken[answer_id] != body.index:
                    raise Refusal(422, "answer_id")
                return  # a retry of an answer taken: answered again, not applied again
            ExamDesk._in_time(live)
            current = session.current
            if current is None or current.index != body.index:
                raise Refusal(409, "not_current", {"sitting": ExamDesk._view(live)})
            try:
                given = ANSWER_TYPES[current.question.kind].from_dict(body.answer)
            except (KeyError, ValueError, TypeError, TrainerError):
                raise Refusal(422, "answer") from None
            session.submit(given)
            live.taken[answer_id] = body.index
        return take

    @staticmethod
    def _in_time(live: Live) -> None:
        """Refuse an answer or action to an ended sitting, or past the deadline on the
        server's clock (never the desk's): the sitting ends then."""
        session = live.session
        if session.is_finished:
            raise Refusal(409, "ended", {"sitting": ExamDesk._view(live)})
        if session.remaining_seconds() <= 0:
            session.tick()  # time a proctor added just before the deadline counts
            if session.is_finished or session.remaining_seconds() <= 0:
                raise Refusal(409, "deadline_passed", {"sitting": ExamDesk._view(live)})

    def result(self, trainee: Actor, desk: DeskIdentity, token: str) -> dict[str, Any]:
        """The trainee's result at the desk holding the sitting, once it has ended."""
        live = self._held(trainee, desk, token)
        with live.lock:
            if not live.session.is_finished:
                raise Refusal(409, "running")
            session = live.session
        if session.voided is not None:
            return {"voided": {"proctor": session.voided.proctor, "note": session.voided.note}}
        return {"result": result_body(session.trainee_result())}

    def done(self, trainee: Actor, desk: DeskIdentity) -> None:
        """The trainee has seen the end at the desk holding the sitting: it leaves the
        server's memory."""
        with self._lock:
            live = self._live.get(trainee.user_id)
            if live is not None and live.desk.desk_id != desk.desk_id:
                raise Refusal(409, "other_desk", {"desk": live.desk.name})
            if live is not None and live.session.is_finished:
                del self._live[trainee.user_id]

    @staticmethod
    def _view(live: Live) -> dict[str, Any]:
        """The sitting as the desk shows it now: no seed, no answer, no grade."""
        s = live.session
        current = s.current
        voided = s.voided
        return {
            "sitting_id": s.sitting_id,
            "blueprint": s.blueprint.to_dict(),
            "status": s.status.value,
            "question_count": s.question_count,
            "answered": s.answered_count,
            "remaining_s": s.remaining_seconds(),
            "question_remaining_s": s.question_remaining_seconds(),
            "added_s": s.added_s,
            "current": None if current is None else shown_question(current),
            "table": shown_table(s),
            "voided": None if voided is None else {"proctor": voided.proctor,
                                                   "note": voided.note},
        }


# ---- routes -----------------------------------------------------------------------------


Status = Callable[[Exception], tuple[int, str]]
"""The status and code of a store error, as the server's other routes refuse it."""


def _refused(error: Exception, status_of: Status) -> JSONResponse:
    if isinstance(error, Refusal):
        return JSONResponse({"code": error.code, **error.body}, status_code=error.status)
    status, code = status_of(error)
    return JSONResponse({"code": code, **encode_error(error)}, status_code=status)


class ExamRoutes:
    """The exam routes, over :class:`ExamDesk` (the caller from the token, as every route)."""

    def __init__(self, store: Store, status_of: Status) -> None:
        self.desk = ExamDesk(store)
        self._status_of = status_of

    @staticmethod
    def _actor(request: Request) -> Actor:
        """The token's account (resolved by the app's authorisation, as every route's)."""
        actor: Actor = request.state.caller.actor
        return actor

    @staticmethod
    def _trainee(request: Request) -> tuple[Actor, DeskIdentity, str]:
        """The token's account, the enrolled desk that showed it, and the token's hash."""
        desk: DeskIdentity = request.state.caller.desk
        return ExamRoutes._actor(request), desk, token_hash(request.state.caller.token)

    def _run(self, work: Callable[[], dict[str, Any]]) -> Any:
        try:
            return work()
        except Exception as e:
            if not isinstance(e, Refusal) and error_class(type(e).__name__) is not type(e):
                raise
            return _refused(e, self._status_of)

    # ---- the trainee's desk

    def request(self, request: Request, body: SittingAsked) -> Any:
        actor, at, token = self._trainee(request)
        return self._run(lambda: {"request_id": self.desk.ask(actor, at, token, body.exam_id).id})

    def sitting(self, request: Request) -> Any:
        actor, at, token = self._trainee(request)
        return self._run(lambda: self.desk.state(actor, at, token))

    def next_question(self, request: Request) -> Any:
        actor, at, token = self._trainee(request)
        return self._run(lambda: self.desk.act(actor, at, token, self.desk.next_question))

    def tick(self, request: Request) -> Any:
        actor, at, token = self._trainee(request)
        return self._run(lambda: self.desk.act(actor, at, token, self.desk.tick))

    def answer(self, request: Request, body: ExamAnswerIn) -> Any:
        actor, at, token = self._trainee(request)
        return self._run(lambda: self.desk.act(actor, at, token, self.desk.answer(body)))

    def next_table(self, request: Request) -> Any:
        actor, at, token = self._trainee(request)
        return self._run(lambda: self.desk.act(actor, at, token, self.desk.next_table))

    def table_action(self, request: Request, body: ExamActionIn) -> Any:
        actor, at, token = self._trainee(request)
        return self._run(lambda: self.desk.act(actor, at, token, self.desk.table_action(body)))

    def hand_in(self, request: Request) -> Any:
        actor, at, token = self._trainee(request)
        return self._run(lambda: self.desk.act(actor, at, token, self.desk.hand_in))

    def result(self, request: Request) -> Any:
        actor, at, token = self._trainee(request)
        return self._run(lambda: self.desk.result(actor, at, token))

    def done(self, request: Request) -> Any:
        actor, at, _token = self._trainee(request)

        def work() -> dict[str, Any]:
            self.desk.done(actor, at)
            return {}

        return self._run(work)

    # ---- the proctor's desk

    def requests(self, request: Request) -> Any:
        self._actor(request)
        return [{"request_id": a.id, "trainee_id": a.trainee.user_id,
                 "trainee_name": a.trainee.name, "trainee_display": a.trainee.display_name,
                 "exam_id": a.exam_id, "exam_name": a.exam_name, "resume": a.exam_id is None,
                 "desk": a.desk.name}
                for a in self.desk.waiting()]

    def approve(self, request: Request, request_id: RowId) -> Any:
        proctor = self._actor(request)

        def work() -> dict[str, Any]:
            session = self.desk.approve(proctor, request_id)
            return {"sitting_id": session.sitting_id}

        return self._run(work)


def exam_handlers(routes: ExamRoutes) -> dict[tuple[str, str], Callable[..., Any]]:
    """The exam routes by (method, path), for :func:`trainer.server.app.make_app`."""
    return {
        ("POST", "/v1/exam/request"): routes.request,
        ("GET", "/v1/exam/sitting"): routes.sitting,
        ("POST", "/v1/exam/sitting/next"): routes.next_question,
        ("POST", "/v1/exam/sitting/tick"): routes.tick,
        ("POST", "/v1/exam/sitting/answers"): routes.answer,
        ("POST", "/v1/exam/sitting/table/next"): routes.next_table,
        ("POST", "/v1/exam/sitting/table/actions"): routes.table_action,
        ("POST", "/v1/exam/sitting/hand-in"): routes.hand_in,
        ("GET", "/v1/exam/sitting/result"): routes.result,
        ("POST", "/v1/exam/sitting/done"): routes.done,
        ("GET", "/v1/exam/requests"): routes.requests,
        ("POST", "/v1/exam/requests/{request_id}/approve"): routes.approve,
    }
