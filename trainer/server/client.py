"""A desk's store over the school server: :class:`RemoteStore` has the repositories the
screens use (``store.roster.trainees(actor, ...)``), each listed method
(:data:`trainer.server.store_calls.STORE_CALLS`) a call of the server's store route, and
raises the same errors the local store raises.

The server acts for the account of the token, never for the actor a desk passes: the actor
only says which of the tokens this client holds (one per account signed in through it) goes
with the call. The connection pins the server's certificate (:mod:`trainer.server.pinning`).
A call that changes nothing, or that carries a client-made id the store keeps once (an
answer's ``attempt_uid``, made here when the desk left none), is tried again after a lost
connection; any other is not (its acknowledgement may be what was lost).
"""

from __future__ import annotations

import contextlib
import threading
import uuid
from collections.abc import Callable
from concurrent.futures import Future
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, NoReturn, Protocol

import httpx

from trainer.auth import Actor, Role
from trainer.errors import (
    AccountDeactivated,
    AccountUnverified,
    AuthenticationFailed,
    DeskRefused,
    NotOnServer,
    PermissionDenied,
    SignInThrottled,
    StoreError,
    TokenRefused,
)
from trainer.server.pinning import pinned_client
from trainer.server.remote_repos import (
    RemoteDaily,
    RemoteLessonProgress,
    RemoteReports,
    RemoteTableShoes,
)
from trainer.server.store_calls import DESK_VERDICTS, REPOSITORIES, Listed, client_ids, decode_error
from trainer.server.store_calls import signature as call_signature
from trainer.store._common import utc_now
from trainer.store.engine import safe_url

if TYPE_CHECKING:
    from trainer.drills.session import GradedAttempt
    from trainer.server.client_live import ServerChangeFeed
    from trainer.store.desks import Desks
    from trainer.store.engine import RetryHook
    from trainer.store.exams import Exams
    from trainer.store.homework import Homework
    from trainer.store.live import ChangeFeed
    from trainer.store.practice import Practice
    from trainer.store.prefs import LessonProgressRepo, Settings, TableProfiles
    from trainer.store.reports import Reports
    from trainer.store.roster import Roster
    from trainer.store.schedule import ReviewSchedule
    from trainer.store.table_shoes import TableShoes
    from trainer.store.today import TodayBoard
    from trainer.today import Today

TRIES = 3
"""How many times a retryable call is sent before the desk is told the server is gone: a
connection dropped under a call (the pooled connection of a server restarted) is tried again;
a connection refused, and a call that timed out, are not (a server that holds a call for the
whole time-out is hung: asking it again would only make the desk wait longer)."""
CONNECT_S = 3.0
"""Seconds a desk waits for the server to take a connection (a cut cable answers nothing)."""
CHECK_S = 10.0
"""Seconds a desk's start waits for the server's health answer (the enrolment's check too)."""
SIGN_OUT_S = 2.0
"""Seconds a sign-out waits for the server: a token the server never heard end expires
there anyway, and closing a window must not wait on a hung server."""
QUICK_S = 0.25
"""A call answered within this many seconds is waited for as before, its thread blocked;
one that takes longer is handed to :attr:`RemoteStore.wait` (a desk's window keeps turning
its event loop and says it is waiting: :mod:`ui.server_wait`)."""


class Waiter(Protocol):
    """How the thread of a call waits for a slow reply from the server (``future``, sent on a
    thread of its own); returns once it is done, or raises :class:`StoreError`
    (``server_unreachable``) when the user stops waiting. ``server``: the server's address
    as the screens show it."""

    def __call__(self, future: Future[httpx.Response], server: str) -> None: ...


class NotRemote(NotOnServer):
    """A store attribute or method a desk cannot use over the school server (not in
    :data:`~trainer.server.store_calls.STORE_CALLS`)."""


def _unreachable(url: str, error: Exception) -> StoreError:
    return StoreError("unreachable",
                      f"the school server {safe_url(url)} did not answer ({error})",
                      code="server_unreachable", params={"server": safe_url(url)})


class RemoteRepo:
    """One repository over the server: its listed methods, nothing else."""

    def __init__(self, store: RemoteStore, name: str) -> None:
        self._store = store
        self._name = name

    def __getattr__(self, method: str) -> Callable[..., Any]:
        from trainer.server.store_calls import STORE_CALLS

        call = STORE_CALLS.get((self._name, method))
        if call is None:
            raise NotRemote(f"store.{self._name}.{method} is not callable over the school "
                            "server", f"{self._name}.{method}")

        def remote(actor: Actor | None, *args: Any, **kwargs: Any) -> Any:
            return self._store.call(call, actor, args, kwargs)

        remote.__name__ = method
        return remote


class RemotePractice(RemoteRepo):
    """The practice repository over the server, with the screens' recorder: each graded
    answer goes to the server's answer route, which grades it again with the engine and
    stores its own verdict (never the desk's)."""

    def start_session(self, actor: Actor, drill_kind: str, options: dict[str, Any]) -> int:
        """A trainee's session through the server's session route (its options checked
        there); anyone else's through the store route."""
        if actor.role is not Role.TRAINEE:
            return int(self._store.call(self._store_call("start_session"), actor,
                                        (drill_kind, options), {}))
        reply = self._store._send("/v1/practice/sessions",
                                  {"drill_kind": drill_kind, "options": options},
                                  self._store._token(actor), retry=False)
        if reply.status_code != 200:
            raise self._store._refused(reply, self._store_call("start_session"))
        return int(reply.json()["session_id"])

    def recorder(self, actor: Actor, session_id: int) -> RemoteRecorder:
        return RemoteRecorder(self._store, actor, session_id)

    @staticmethod
    def _store_call(method: str) -> Listed:
        return call_signature("practice", method).call


class RemoteRecorder:
    """A practice session's recorder over the server (what
    :class:`trainer.store.practice.PracticeRecorder` is on a database): returns once the
    server has stored the answer; a retry after a lost acknowledgement carries the same
    answer id (:class:`~trainer.store.practice.AnswerIds`), which the server stores once."""

    def __init__(self, store: RemoteStore, actor: Actor, session_id: int) -> None:
        from trainer.store.practice import AnswerIds

        self._store = store
        self._actor = actor
        self.session_id = session_id
        self._ids = AnswerIds()

    def record(self, graded: GradedAttempt) -> None:
        uid = self._ids.attempt_uid(graded)
        given = None if graded.timed_out or graded.answer is None else graded.answer.to_dict()
        self._store.answer(self._actor, {
            "answer_id": uid, "session_id": self.session_id,
            "question": graded.question.to_dict(), "answer": given,
            "ms_taken": graded.ms_taken})


class RemoteStore:
    """The store's repositories over the school server at ``url`` (``https://host:port``),
    whose certificate has the SHA-256 fingerprint ``fingerprint``, from the enrolled desk
    whose credential is ``credential`` (:mod:`trainer.server.enrolment`).

    ``client`` replaces the pinned ``httpx.Client`` (tests); the store closes it."""

    def __init__(self, url: str, fingerprint: str, credential: str, *,
                 client: httpx.Client | None = None, timeout: float = 30) -> None:
        from trainer.server.desks import DESK_HEADER

        self.url = url
        self._fingerprint = fingerprint
        self._credential = credential
        self._http = client or pinned_client(
            url, fingerprint, timeout=httpx.Timeout(timeout, connect=CONNECT_S))
        self._feeds: list[ServerChangeFeed] = []
        self._http.headers[DESK_HEADER] = credential
        self._tokens: dict[int, str] = {}
        self._actors: dict[int, Actor] = {}
        self.on_retry: RetryHook | None = None
        """Never called: a store over the server waits on no database lock."""
        self.wait: Waiter | None = None
        """Set by a desk's window (:mod:`ui.server_wait`): how a call slower than
        :data:`QUICK_S` is waited for. None: a call blocks its thread until the reply or the
        time-out (the server's own tools, the load bench)."""
        served: dict[str, object] = {name: RemoteRepo(self, name) for name in REPOSITORIES}
        served.update(
            practice=RemotePractice(self, "practice"),
            lesson_progress=RemoteLessonProgress(self, RemoteRepo(self, "lesson_progress")),
            table_shoes=RemoteTableShoes(self, RemoteRepo(self, "table_shoes")),
            reports=RemoteReports(self, RemoteRepo(self, "reports")),
            daily=RemoteDaily(self, RemoteRepo(self, "daily")))
        for name, repo in served.items():
            setattr(self, name, repo)

    if TYPE_CHECKING:
        # The repositories as the screens type them (trainer.store.desk_store.DeskStore):
        # each serves its repository's listed methods with the repository's own signatures
        # (encoded from its type hints, trainer.server.store_calls) and raises NotOnServer
        # for the rest.
        roster: Roster
        practice: Practice
        settings: Settings
        table_profiles: TableProfiles
        lesson_progress: LessonProgressRepo
        table_shoes: TableShoes
        homework: Homework
        schedule: ReviewSchedule
        daily: TodayBoard
        reports: Reports
        exams: Exams
        desks: Desks
    else:
        def __getattr__(self, name: str) -> Any:
            raise NotRemote(f"store.{name} is not available over the school server", name)

    # ---- What only a store on a database has

    @property
    def audit(self) -> NoReturn:
        raise NotRemote("the audit log is not served to desks", "audit")

    def create_first_instructor(self, name: str, display_name: str,
                                password: str) -> NoReturn:
        raise NotRemote("the first instructor is made at the database, never over HTTP",
                        "roster")

    def back_up(self, actor: Actor, target: Path) -> NoReturn:
        raise NotRemote("a school server's database is backed up on the server", "backup")

    def check_restore(self, actor: Actor, source: Path) -> NoReturn:
        raise NotRemote("a school server's database is restored on the server", "restore")

    def restore(self, actor: Actor, source: Path) -> NoReturn:
        raise NotRemote("a school server's database is restored on the server", "restore")

    @property
    def path(self) -> None:
        """No database file on this desk."""
        return None

    @property
    def desk_lock(self) -> None:
        return None

    @property
    def backup_path(self) -> None:
        return None

    @property
    def leftovers(self) -> tuple[Path, ...]:
        """No restore left anything on this desk."""
        return ()

    # ---- Where

    def check(self) -> int:
        """The server's schema version, asked before anyone signs in: StoreError
        (``unreachable``) when it does not answer, or its certificate is not the pinned one."""
        try:  # at a desk's start, before any window: never the 30 s of a call
            reply = self._http.get("/v1/health", timeout=httpx.Timeout(CHECK_S,
                                                                       connect=CONNECT_S))
        except httpx.TransportError as e:
            raise _unreachable(self.url, e) from e
        body = _json(reply)
        if reply.status_code != 200 or body.get("server") != "dealer-trainer":
            raise StoreError("unreachable",
                             f"{safe_url(self.url)} is not a Dealer Trainer school server",
                             code="server_failed", params={"server": safe_url(self.url)})
        return int(body["schema_version"])

    @property
    def backend(self) -> str:
        return "server"

    @property
    def location(self) -> str:
        """Where the data lives, for the UI: the server's address."""
        return self.url

    display_url = location

    # ---- Signing in

    def needs_first_instructor(self) -> bool:
        """False: a school on a server has its instructors (the first is made on a desk with
        the database itself, never over HTTP)."""
        return False

    def authenticate(self, name: str, secret: str) -> Actor:
        """Sign in at this desk through the server; the token is kept for the account's calls.
        Raises what the local store raises (AuthenticationFailed, SignInThrottled, ...)."""
        reply = self._send("/v1/sign-in", {"name": name, "secret": secret}, None,
                           retry=False)
        if reply.status_code != 200:
            raise self._sign_in_refused(reply)
        body = reply.json()
        account = body["account"]
        actor = Actor(int(account["id"]), str(account["name"]), str(account["display_name"]),
                      Role(account["role"]), account.get("cohort_id"))
        self._tokens[actor.user_id] = str(body["token"])
        self._token_changed()
        self._actors[actor.user_id] = actor
        return actor

    def signed_in(self) -> Actor:
        """The account signed in at this desk, for a call the screens make with no actor (a
        school-wide setting anyone signed in may read); NotOnServer when none or several."""
        if len(self._actors) != 1:
            raise NotOnServer("a call with no actor needs one account signed in at this desk",
                              "signed_in")
        return next(iter(self._actors.values()))

    def sign_out(self, actor: Actor) -> None:
        """End the account's token on the server (its unlocked keys are let go there)."""
        token = self._tokens.pop(actor.user_id, None)
        self._actors.pop(actor.user_id, None)
        if token is None:
            return
        self._token_changed()
        with contextlib.suppress(httpx.TransportError):  # it expires on the server anyway
            self._http.post("/v1/sign-out", headers={"Authorization": f"Bearer {token}"},
                            timeout=httpx.Timeout(SIGN_OUT_S))

    def now(self) -> datetime:
        """This desk's clock (UTC), for what the screens show (the day of Today, a chart's
        last day); what is stored is stamped with the server's, never this."""
        return utc_now()

    def today(self, actor: Actor, user_id: int, now: datetime | None = None) -> Today:
        """What the Today screen shows ``user_id`` (see :meth:`trainer.store.Store.today`)."""
        found: Today = self.call(call_signature("daily", "today").call, actor,
                                 (user_id, now), {})
        return found

    # ---- Live updates

    def open_change_feed(self) -> ChangeFeed:
        """The server's live updates (:mod:`trainer.server.client_live`); closed by the
        caller, or by :meth:`close`."""
        from trainer.server.client_live import ServerChangeFeed
        from trainer.server.desks import DESK_HEADER

        feed = ServerChangeFeed(
            pinned_client(self.url, self._fingerprint, headers={DESK_HEADER: self._credential}),
            self.live_token)
        self._feeds.append(feed)
        return feed

    def _token_changed(self) -> None:
        for feed in self._feeds:
            feed.reconnect()

    def live_token(self) -> str | None:
        """The token of the account signed in last at this desk (None: nobody)."""
        tokens = list(self._tokens.values())
        return tokens[-1] if tokens else None

    # ---- Calls

    def call(self, call: Listed, actor: Actor | None, args: tuple[Any, ...],
             kwargs: dict[str, Any]) -> Any:
        """``store.<repo>.<method>(actor, *args, **kwargs)`` over the server."""
        if actor is None:
            raise NotRemote(f"store.{call.repo}.{call.method} without an actor is a desk's "
                            "own setting, not the school's", f"{call.repo}.{call.method}")
        if (call.repo, call.method) in DESK_VERDICTS and actor.role is Role.TRAINEE:
            raise NotRemote(f"store.{call.repo}.{call.method} stores the desk's own verdict: "
                            "not for a trainee over the school server (practice answers go "
                            "through the server's grading)", f"{call.repo}.{call.method}")
        token = self._token(actor)
        sig = call_signature(call.repo, call.method)
        bound = client_ids(call, sig.bind(args, kwargs), lambda: str(uuid.uuid4()))
        reply = self._send(f"/v1/store/{call.repo}/{call.method}",
                           {"args": sig.encode_args(bound)}, token,
                           retry=call.kind != "write")
        if reply.status_code == 200:
            return sig.decode_result(reply.json()["result"])
        raise self._refused(reply, call)

    def answer(self, actor: Actor, body: dict[str, Any]) -> None:
        """One practice answer through the server's answer route (graded there)."""
        reply = self._send("/v1/practice/answers", body, self._token(actor), retry=True)
        if reply.status_code != 200:
            raise self._refused(reply, call_signature("practice", "record_attempt").call)

    def _token(self, actor: Actor | None) -> str:
        if actor is None:
            raise NotRemote("a call without an actor is a desk's own setting, not the school's")
        token = self._tokens.get(actor.user_id)
        if token is None:
            raise PermissionDenied(f"{actor.name} is not signed in at this desk",
                                   code="not_signed_in")
        return token

    def _send(self, path: str, body: dict[str, Any] | None, token: str | None,
              retry: bool) -> httpx.Response:
        """POST ``body`` to ``path`` (None: GET it), with ``token``'s account; a desk's
        window waits for a slow reply through :attr:`wait`."""
        headers = {"Authorization": f"Bearer {token}"} if token is not None else {}
        wait = self.wait
        if wait is None:
            return self._send_now(path, body, headers, retry)
        future: Future[httpx.Response] = Future()

        def send() -> None:
            try:
                future.set_result(self._send_now(path, body, headers, retry))
            except BaseException as e:  # handed to the waiting thread, raised there
                future.set_exception(e)

        threading.Thread(target=send, name="server-call", daemon=True).start()
        with contextlib.suppress(TimeoutError):
            return future.result(timeout=QUICK_S)
        wait(future, safe_url(self.url))
        return future.result()

    def _send_now(self, path: str, body: dict[str, Any] | None, headers: dict[str, str],
                  retry: bool) -> httpx.Response:
        tries = TRIES if retry else 1
        for n in range(1, tries + 1):
            try:
                if body is None:
                    return self._http.get(path, headers=headers)
                return self._http.post(path, json=body, headers=headers)
            except httpx.TransportError as e:
                if n == tries or isinstance(e, httpx.ConnectError | httpx.TimeoutException):
                    raise _unreachable(self.url, e) from e
        raise AssertionError("unreachable")  # pragma: no cover

    def _refused(self, reply: httpx.Response, call: Listed) -> Exception:
        body = _json(reply)
        error = decode_error(body)
        if error is not None:
            return error
        code = str(body.get("code", ""))
        where = f"store.{call.repo}.{call.method}"
        if reply.status_code == 401:
            return TokenRefused(code, f"the school server refused this desk's token ({code})")
        if reply.status_code == 403:
            return PermissionDenied(f"{where} is not for this account", code=code or "denied")
        if reply.status_code == 404:
            return NotRemote(f"{where} is not callable over the school server",
                             f"{call.repo}.{call.method}")
        if reply.status_code == 422:  # arguments that do not fit the method's type hints
            return TypeError(f"{where}: the school server refused the arguments ({code})")
        return StoreError("unreachable", f"the school server failed on {where} "
                          f"({reply.status_code} {code})", code="server_failed",
                          params={"server": safe_url(self.url)})

    @staticmethod
    def _sign_in_refused(reply: httpx.Response) -> Exception:
        body = _json(reply)
        code = str(body.get("code", ""))
        if reply.status_code == 429:
            return SignInThrottled(int(body.get("wait_s") or 0))
        if code == "deactivated":
            return AccountDeactivated("this account is deactivated")
        if code == "unverified":
            return AccountUnverified("this account's role could not be verified")
        if code in ("no_desk", "desk_unknown", "desk_revoked"):
            return DeskRefused(code)
        if reply.status_code in (401, 403, 422):
            return AuthenticationFailed("name, PIN or password not recognised")
        return StoreError("unreachable", f"the school server refused the sign-in ({code})",
                          code="server_failed")

    # ---- Closing

    def close(self) -> None:
        """Sign every account out on the server and close the connection."""
        for feed in self._feeds:
            feed.close()
        for user_id in list(self._tokens):
            self.sign_out(Actor(user_id, "", "", Role.TRAINEE))
        self._http.close()

    def __enter__(self) -> RemoteStore:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()


def _json(reply: httpx.Response) -> dict[str, Any]:
    try:
        body = reply.json()
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}

