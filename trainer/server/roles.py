"""Who may call each route of the school server: the one table every route is registered
from (:func:`trainer.server.app.make_app` refuses a route missing here, and
tests/unit/test_server_roles.py walks every route with every role)."""

from __future__ import annotations

from trainer.auth import Role
from trainer.store.live import ALL_AREAS

PUBLIC: frozenset[Role] = frozenset()
"""No token: the calls a desk makes before anyone is signed in."""
ANYONE: frozenset[Role] = frozenset(Role)
"""Any signed-in account."""
TRAINEES: frozenset[Role] = frozenset({Role.TRAINEE})
INSTRUCTORS: frozenset[Role] = frozenset({Role.INSTRUCTOR})
PROCTORS: frozenset[Role] = frozenset({Role.INSTRUCTOR, Role.PROCTOR})
"""Who approves an exam sitting (from their own desk: trainer.server.exam_routes)."""

ROUTES: dict[tuple[str, str], frozenset[Role]] = {
    ("GET", "/v1/health"): PUBLIC,
    ("POST", "/v1/sign-in"): PUBLIC,
    ("POST", "/v1/desks/enrol"): PUBLIC,  # a one-time code an instructor made
    ("GET", "/v1/desk"): PUBLIC,  # which enrolled desk this is (its credential, no token)
    ("POST", "/v1/sign-out"): ANYONE,
    ("GET", "/v1/me"): ANYONE,
    # Live updates: the areas written, as server-sent events (trainer.server.live_routes).
    ("GET", "/v1/live"): ANYONE,
    # A trainee's own practice: the account is the token's, never an id the desk sends.
    ("POST", "/v1/practice/sessions"): TRAINEES,
    ("POST", "/v1/practice/sessions/{session_id}/end"): TRAINEES,
    ("POST", "/v1/practice/answers"): TRAINEES,
    ("GET", "/v1/progress"): TRAINEES,
    # What a trainee's desk did, graded on the server before it is stored
    # (trainer.server.graded_routes): a lesson's check, a step at the Table.
    ("POST", "/v1/lessons/check"): TRAINEES,
    ("POST", "/v1/table/steps"): TRAINEES,
    # The school's people.
    ("GET", "/v1/roster"): INSTRUCTORS,
    ("POST", "/v1/roster/{user_id}/unlock"): INSTRUCTORS,
    # A trainee's own exam sitting, run on the server (trainer.server.exam_routes).
    ("POST", "/v1/exam/request"): TRAINEES,
    ("GET", "/v1/exam/sitting"): TRAINEES,
    ("POST", "/v1/exam/sitting/next"): TRAINEES,
    ("POST", "/v1/exam/sitting/tick"): TRAINEES,
    ("POST", "/v1/exam/sitting/answers"): TRAINEES,
    ("POST", "/v1/exam/sitting/table/next"): TRAINEES,
    ("POST", "/v1/exam/sitting/table/actions"): TRAINEES,
    ("POST", "/v1/exam/sitting/hand-in"): TRAINEES,
    ("GET", "/v1/exam/sitting/result"): TRAINEES,
    ("POST", "/v1/exam/sitting/done"): TRAINEES,
    # The proctor approves a sitting from their own desk, with their own token.
    ("GET", "/v1/exam/requests"): PROCTORS,
    ("POST", "/v1/exam/requests/{request_id}/approve"): PROCTORS,
    # The store's listed methods (trainer.server.store_calls): the store authorises each
    # call itself, for the token's account.
    ("POST", "/v1/store/{repo}/{method}"): ANYONE,
}
"""(method, path) -> the roles that may call it; :data:`PUBLIC` needs no token."""


LIVE_READERS: dict[Role, frozenset[str]] = {
    Role.INSTRUCTOR: ALL_AREAS,
    # The audit trail is the instructors' (Dashboard's Audit tab): nobody else hears of it.
    Role.PROCTOR: ALL_AREAS - {"audit"},
    Role.TRAINEE: ALL_AREAS - {"audit"},
}
"""The areas of the store each role hears of on ``GET /v1/live``."""


def allowed(method: str, path: str) -> frozenset[Role]:
    """The roles that may call ``method path``; KeyError for a route not in the table."""
    return ROUTES[(method, path)]
