"""The school server's routes (FastAPI) over one open :class:`~trainer.store.Store`.

Every route is registered from the role table (:data:`trainer.server.roles.ROUTES`): a route
that needs a token gets the dependency :meth:`Routes.authorise`, which resolves the token on
the server (``Authorization: Bearer ...`` shown by the enrolled desk whose credential is in
``X-Desk-Key``, :mod:`trainer.server.desks`), checks
the account's role as stored now against the table, and hands the route the account. No route
takes an account id for a trainee: a trainee's calls act on the token's account only.

Refusals are :class:`~trainer.server.models.Refusal` bodies with a stable code; no secret,
token or request body is ever logged or echoed back.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Annotated, Any

from fastapi import Depends, FastAPI, Header, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from trainer.auth import Actor, Role
from trainer.errors import (
    AccountDeactivated,
    AccountUnverified,
    AuthenticationFailed,
    DeskRefused,
    PermissionDenied,
    SignInThrottled,
    StoreError,
    TokenRefused,
    TrainerError,
)
from trainer.server import desks
from trainer.server import models as m
from trainer.server.exam_routes import ExamRoutes, exam_handlers
from trainer.server.graded_routes import handlers as graded_handlers
from trainer.server.live_routes import LiveHub, live_route
from trainer.server.models import Refused
from trainer.server.roles import PUBLIC, ROUTES
from trainer.store import NewAttempt, Store
from trainer.store.desks import DeskIdentity
from trainer.store.server_tokens import TokenHolder

SERVER_NAME = "dealer-trainer"
MAX_BODY = 64 * 1024
"""The largest request body taken (an answer is a few hundred bytes): a desk cannot make the
server hold megabytes in memory."""
MAX_OPTIONS = 4096
"""The largest practice-session options kept (stored as sent, as the desk app's are)."""


@dataclass(frozen=True)
class Caller:
    """The account a call acts for, from its token, the token itself (for sign-out), and the
    enrolled desk that showed it (its credential's)."""

    holder: TokenHolder
    token: str
    desk: DeskIdentity

    @property
    def actor(self) -> Actor:
        return self.holder.actor


def _refusal(status: int, code: str, wait_s: int | None = None) -> JSONResponse:
    body = m.Refusal(code=code, wait_s=wait_s).model_dump(exclude_none=True)
    headers = {"Retry-After": str(wait_s)} if wait_s is not None else None
    if status == 401:
        headers = {**(headers or {}), "WWW-Authenticate": "Bearer"}
    return JSONResponse(body, status_code=status, headers=headers)


def _account(actor: Actor) -> m.Account:
    return m.Account(id=actor.user_id, name=actor.name, display_name=actor.display_name,
                     role=actor.role.value, cohort_id=actor.cohort_id)


class Routes:
    """The handlers, over ``store`` (whose clock is the server's)."""

    def __init__(self, store: Store, live: LiveHub) -> None:
        self.store = store
        self.live = live
        self.calls = desks.CallLimit(store.now)
        self.sitting_desks: Callable[[], dict[int, str]] = dict
        """The enrolled desk holding each sitting run here (:class:`ExamDesk`), by id."""

    # ---- Authorisation

    def authorise(self, who: frozenset[Role]) -> Callable[..., None]:
        """The dependency of a route ``who`` may call: resolves the token on the server and
        puts the :class:`Caller` in ``request.state``."""

        def check(
            request: Request,
            authorization: Annotated[str | None, Header()] = None,
            x_desk_key: Annotated[str | None, Header()] = None,
        ) -> None:
            scheme, _, token = (authorization or "").partition(" ")
            if scheme.lower() != "bearer" or not token.strip():
                raise Refused(401, "no_token")
            desk = desks.desk_of(self.store, x_desk_key)
            holder = self.store.server_tokens.resolve(token.strip(), desk.key)
            # Every call with a token counts against its desk's limit: the typed routes (an
            # answer, a step, a check, a sitting's) write as the store route does; a live
            # stream counts once, at its opening.
            wait = self.calls.take(holder.desk_id)
            if wait:
                raise Refused(429, "too_many_calls", wait)
            if holder.actor.role not in who:
                raise Refused(403, "role")
            if (holder.practice_sealed and holder.actor.role is Role.TRAINEE
                    and self.store.practice.practice_key(holder.actor.user_id) is None):
                # No school key file (trainer.server.school_key): the practice key the
                # PIN unwrapped at sign-in was held in this process only, so after a
                # restart the trainee signs in again, else their practice goes unsealed.
                self.store.server_tokens.end(token.strip())
                raise Refused(401, "sign_in_again")
            request.state.caller = Caller(holder, token.strip(), desk)

        return check

    @staticmethod
    def caller(request: Request) -> Caller:
        found: Caller = request.state.caller
        return found

    # ---- Public

    def health(self) -> m.Health:
        return m.Health(server=SERVER_NAME, schema_version=self.store.schema_version())

    def sign_in(self, body: m.SignIn,
                x_desk_key: Annotated[str | None, Header()] = None) -> m.SignedIn:
        """Name and secret checked by the store, throttled on the server's clock (the
        store's; whatever a desk's clock says); a token bound to the account and the
        enrolled desk (an unenrolled desk is refused before any secret is checked)."""
        desk = desks.desk_of(self.store, x_desk_key)
        actor = self.store.roster.authenticate(body.name, body.secret, shared=True,
                                               desk=desk.key)
        issued = self.store.server_tokens.issue(actor, desk.key)
        return m.SignedIn(token=issued.token, expires_at=issued.expires_at,
                          account=_account(actor))

    def enrol(self, body: desks.Enrol) -> desks.Enrolled:
        """A desk presenting an instructor's one-time code gets its credential."""
        return desks.enrol(self.store, body)

    def desk(self, x_desk_key: Annotated[str | None, Header()] = None) -> desks.Enrolled:
        """Which enrolled desk the credential is (its name; the credential is not echoed):
        a desk checks at start that it is still enrolled."""
        found = desks.desk_of(self.store, x_desk_key)
        return desks.Enrolled(desk_id=found.desk_id, name=found.name, credential="")

    # ---- Anyone signed in

    def sign_out(self, request: Request) -> Response:
        """The token ends; the account's unlocked keys are let go when it has no other."""
        caller = self.caller(request)
        self.store.server_tokens.end(caller.token)
        self.live.recheck()  # its live stream hears nothing more
        if self.store.server_tokens.live_count(caller.actor.user_id) == 0:
            self.store.sign_out(caller.actor)
        return Response(status_code=204)

    def me(self, request: Request) -> m.Account:
        return _account(self.caller(request).actor)

    # ---- Trainees

    def start_session(self, request: Request, body: m.SessionStart) -> m.SessionStarted:
        from trainer.drills.model import DrillKind
        from trainer.server.questions import check_options

        try:
            kind = DrillKind(body.drill_kind)
        except ValueError:
            raise Refused(422, "drill_kind") from None
        try:
            if len(json.dumps(body.options, allow_nan=False)) > MAX_OPTIONS:
                raise Refused(422, "options")
            check_options(body.options)
        except (ValueError, OverflowError):  # NaN, infinity, an option the desk never sends
            raise Refused(422, "options") from None
        actor = self.caller(request).actor
        return m.SessionStarted(
            session_id=self.store.practice.start_session(actor, kind.value, body.options))

    def end_session(self, request: Request, session_id: m.RowId) -> Response:
        self.store.practice.end_session(self.caller(request).actor, session_id)
        return Response(status_code=204)

    def answer(self, request: Request, body: m.AnswerIn) -> m.AnswerGraded:
        """Grade the answer with the drills' engine (never the desk's verdict), store it once
        per ``answer_id`` on the server's clock, and return the grade stored."""
        from trainer.drills.model import ANSWER_TYPES, DrillKind
        from trainer.drills.registry import expected_answer, grade_answer, takes_table
        from trainer.server.questions import QuestionRefused, drill_options, engine_question

        actor = self.caller(request).actor
        session = self.store.practice.open_session(actor, body.session_id)
        if session is None:  # ended: no answer is taken into it any more
            raise Refused(422, "session_ended")
        kind, options = session
        try:
            engine_options = drill_options(
                DrillKind(kind), options,
                self.store.table_profiles.all_profiles(actor) if takes_table(DrillKind(kind))
                else {})
            # The kind, cell and prompt stored are the engine's, never the desk's word.
            question = engine_question(body.question, kind, engine_options)
        except QuestionRefused as refused:
            raise Refused(422, refused.code) from None
        except ValueError:
            raise Refused(422, "session") from None
        try:
            given = (None if body.answer is None
                     else ANSWER_TYPES[question.kind].from_dict(body.answer))
        except (KeyError, ValueError, TypeError, TrainerError):
            raise Refused(422, "answer") from None
        if given is None:  # a time-out: wrong, with the right answer and its article
            from trainer.drills.model import ReasonCode

            graded = grade_answer(question, expected_answer(question))
            correct, reason = False, ReasonCode.TIMED_OUT.value
        else:
            graded = grade_answer(question, given)
            correct, reason = graded.correct, graded.reason.value
        fault = None if given is None or graded.fault is None else graded.fault.value
        attempt_id = self.store.practice.record_attempt(actor, NewAttempt(
            session_id=body.session_id, drill_kind=question.kind.value,
            question=question.to_dict(), answer=None if given is None else given.to_dict(),
            correct=correct, ms_taken=body.ms_taken, cell=question.cell, seed=question.seed,
            reason=reason, article=graded.article.code, expected=graded.expected.to_dict(),
            attempt_uid=str(body.answer_id), fault=fault))
        stored = self.store.practice.attempt(actor, attempt_id)
        return m.AnswerGraded(attempt_id=attempt_id, correct=stored.correct,
                              reason=stored.reason, article=stored.article,
                              expected=stored.expected)

    def progress(self, request: Request) -> m.Progress:
        actor = self.caller(request).actor
        kinds = self.store.reports.kind_figures(actor, actor.user_id)
        return m.Progress(user_id=actor.user_id, kinds={
            kind: m.KindFigures(attempts=f.attempts, correct=f.correct, timed_out=f.timed_out,
                                median_ms=f.median_ms)
            for kind, f in kinds.items()})

    # ---- Instructors

    def roster(self, request: Request) -> list[m.RosterLine]:
        actor = self.caller(request).actor
        locked = self.store.roster.locked_users(actor)
        return [
            m.RosterLine(account=m.Account(id=u.id, name=u.name, display_name=u.display_name,
                                           role=u.role.value, cohort_id=u.cohort_id,
                                           active=u.active),
                         locked_until=locked.get(u.id))
            for u in self.store.roster.accounts(actor)
        ]

    def unlock(self, request: Request, user_id: m.RowId) -> Response:
        self.store.roster.unlock(self.caller(request).actor, user_id)
        return Response(status_code=204)

    # ---- The store's listed methods (trainer.server.store_calls)

    def store_call(self, request: Request, repo: m.Name, method: m.Name,
                   body: m.StoreCall) -> Response:
        """``store.<repo>.<method>(actor, **args)`` for a listed method, the actor always the
        token's; arguments and result encoded from the method's type hints. A refusal names
        the store's error (class, message, plain attributes) so the desk raises the same."""
        from pydantic import ValidationError

        from trainer.server.store_calls import (
            DESK_VERDICTS,
            NotListed,
            capped,
            encode_error,
            error_class,
            signature,
        )

        try:
            sig = signature(repo, method)
            args = capped(repo, method, sig.decode_args(body.args))
        except NotListed:
            raise Refused(404, "not_listed") from None
        except (ValidationError, ValueError, TypeError):
            raise Refused(422, "invalid") from None  # the desk raises TypeError, as Python
        actor = self.caller(request).actor
        if (repo, method) in DESK_VERDICTS and actor.role is Role.TRAINEE:
            raise Refused(403, "graded_on_server")
        try:
            result = getattr(getattr(self.store, repo), method)(actor, **args)
        except Exception as e:
            if error_class(type(e).__name__) is not type(e):
                raise
            status, code = _status(e)
            return JSONResponse({"code": code, **encode_error(e)}, status_code=status)
        if (repo, method) == ("exams", "running_sittings"):
            # The console names the enrolled desk running each sitting (the rows record
            # the server, which runs them all), so the proctor sees which desk is silent.
            names = self.sitting_desks()
            result = [replace(row, desk=names.get(row.sitting_id, row.desk))
                      for row in result]
        # A figure may be infinite or NaN (a pace of nothing): JSON's Infinity and NaN, which
        # the desk's json reads back, where a JSONResponse would fail.
        return Response(json.dumps({"result": sig.encode_result(result)}),
                        media_type="application/json")


def _store_status(e: StoreError) -> int:
    return {"invalid": 422, "locked": 503, "unreachable": 503}.get(e.kind, 500)


def _status(e: Exception) -> tuple[int, str]:
    """The status and code of a store error passed on by the store-call route, as the other
    routes refuse it (their exception handlers below)."""
    if isinstance(e, SignInThrottled):
        return 429, "throttled"
    if isinstance(e, AccountDeactivated | AccountUnverified):
        return 403, "deactivated" if isinstance(e, AccountDeactivated) else "unverified"
    if isinstance(e, AuthenticationFailed):
        return 401, "auth_failed"
    if isinstance(e, PermissionDenied):
        return 403, e.code
    if isinstance(e, StoreError):
        return _store_status(e), e.code
    return 422, str(getattr(e, "code", None) or getattr(e, "reason", None) or "refused")


def _handlers() -> dict[type[Exception], Callable[[Request, Any], JSONResponse]]:
    def refused(_: Request, e: Refused) -> JSONResponse:
        return _refusal(e.status, e.code, e.wait_s)

    def token(_: Request, e: TokenRefused) -> JSONResponse:
        return _refusal(401, e.code)

    def throttled(_: Request, e: SignInThrottled) -> JSONResponse:
        return _refusal(429, "throttled", e.wait_s)

    def deactivated(_: Request, e: AccountDeactivated) -> JSONResponse:
        return _refusal(403, "deactivated")

    def unverified(_: Request, e: AccountUnverified) -> JSONResponse:
        return _refusal(403, "unverified")

    def failed(_: Request, e: AuthenticationFailed) -> JSONResponse:
        return _refusal(401, "auth_failed")

    def denied(_: Request, e: PermissionDenied) -> JSONResponse:
        return _refusal(403, e.code)

    def desk(_: Request, e: DeskRefused) -> JSONResponse:
        # The desk's credential: missing, made up or revoked, as a token is refused (401);
        # an enrolment code refused is 403 (the desk is not signing in).
        return _refusal(403 if e.code.startswith("code_") else 401, e.code)

    def store_error(_: Request, e: StoreError) -> JSONResponse:
        return _refusal(_store_status(e), e.code)

    def invalid(_: Request, e: RequestValidationError) -> JSONResponse:
        # Which fields, never their values (a secret typed into the wrong field).
        fields = [".".join(str(p) for p in err.get("loc", ())) for err in e.errors()]
        return JSONResponse({"code": "invalid", "fields": fields}, status_code=422)

    return {Refused: refused, TokenRefused: token, SignInThrottled: throttled,
            AccountDeactivated: deactivated, AccountUnverified: unverified,
            AuthenticationFailed: failed, PermissionDenied: denied, DeskRefused: desk,
            StoreError: store_error,
            RequestValidationError: invalid}


class BodyLimit:
    """ASGI wrapper refusing (413) a request whose body is over :data:`MAX_BODY`: by its
    ``Content-Length`` before reading it, else (sent chunked) as soon as it has read more.
    The body (at most the limit) is read here and handed on whole."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or ()).get(b"content-length", b"0")
        if not declared.isdigit() or int(declared) > self.limit:
            await _refusal(413, "too_large")(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the desk went away
                return
            chunk = bytes(message.get("body", b""))
            size += len(chunk)
            if size > self.limit:
                await _refusal(413, "too_large")(scope, receive, send)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        whole: list[Message] = [{"type": "http.request", "body": b"".join(chunks),
                                 "more_body": False}]

        async def replay() -> Message:
            return whole.pop() if whole else await receive()

        await self.app(scope, replay, send)


def make_app(store: Store) -> FastAPI:
    """The server's application over ``store``: every route from the role table."""
    app = FastAPI(title="Dealer Trainer school server", docs_url=None, redoc_url=None,
                  openapi_url=None)
    app.state.live = hub = LiveHub(store)
    routes = Routes(store, hub)
    handlers: dict[tuple[str, str], Callable[..., Any]] = {
        ("GET", "/v1/health"): routes.health,
        ("POST", "/v1/sign-in"): routes.sign_in,
        ("POST", "/v1/desks/enrol"): routes.enrol,
        ("GET", "/v1/desk"): routes.desk,
        ("POST", "/v1/sign-out"): routes.sign_out,
        ("GET", "/v1/me"): routes.me,
        ("GET", "/v1/live"): live_route(hub),
        ("POST", "/v1/practice/sessions"): routes.start_session,
        ("POST", "/v1/practice/sessions/{session_id}/end"): routes.end_session,
        ("POST", "/v1/practice/answers"): routes.answer,
        ("GET", "/v1/progress"): routes.progress,
        ("GET", "/v1/roster"): routes.roster,
        ("POST", "/v1/roster/{user_id}/unlock"): routes.unlock,
        ("POST", "/v1/store/{repo}/{method}"): routes.store_call,
        **graded_handlers(routes),
    }
    exams = ExamRoutes(store, _status)
    handlers.update(exam_handlers(exams))  # the exam sittings run here
    routes.sitting_desks = exams.desk.desk_names
    if set(handlers) != set(ROUTES):
        raise RuntimeError("every route needs a line in trainer.server.roles.ROUTES")
    for (method, path), handler in handlers.items():
        who = ROUTES[(method, path)]
        deps = [] if who == PUBLIC else [Depends(routes.authorise(who))]
        app.add_api_route(path, handler, methods=[method], dependencies=deps)
    for kind, handle in _handlers().items():
        app.add_exception_handler(kind, handle)
    app.state.routes = routes
    app.add_middleware(BodyLimit)
    return app
