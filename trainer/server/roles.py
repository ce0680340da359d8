"""Who may call each route of the school server: the one table every route is registered
from (:func:`trainer.server.app.make_app` refuses a route missing here, and
tests/unit/test_server_roles.py walks every route with every role)."""

from __future__ import annotations

from trainer.auth import Role

PUBLIC: frozenset[Role] = frozenset()
"""No token: the calls a desk makes before anyone is signed in."""
ANYONE: frozenset[Role] = frozenset(Role)
"""Any signed-in account."""
TRAINEES: frozenset[Role] = frozenset({Role.TRAINEE})
INSTRUCTORS: frozenset[Role] = frozenset({Role.INSTRUCTOR})

ROUTES: dict[tuple[str, str], frozenset[Role]] = {
    ("GET", "/v1/health"): PUBLIC,
    ("POST", "/v1/sign-in"): PUBLIC,
    ("POST", "/v1/sign-out"): ANYONE,
    ("GET", "/v1/me"): ANYONE,
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
    # The store's listed methods (trainer.server.store_calls): the store authorises each
    # call itself, for the token's account.
    ("POST", "/v1/store/{repo}/{method}"): ANYONE,
}
"""(method, path) -> the roles that may call it; :data:`PUBLIC` needs no token."""


def allowed(method: str, path: str) -> frozenset[Role]:
    """The roles that may call ``method path``; KeyError for a route not in the table."""
    return ROUTES[(method, path)]
