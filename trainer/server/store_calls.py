"""The store methods a desk may call over the school server, and how their arguments, results
and errors travel: one table, shared by the server's store-call route
(:meth:`trainer.server.app.Routes.store_call`) and the desks' client
(:class:`trainer.server.client.RemoteStore`).

Every listed method takes the acting :class:`~trainer.auth.Actor` first and authorises in the
store; over the server that actor is always the one the token names, never anything the desk
sends. Arguments and results are encoded from the method's own type hints (a pydantic
``TypeAdapter`` per parameter and one for the result), so no method needs a hand-written
model. What is not listed cannot be called: methods taking callbacks, files, connections or
no actor, and methods returning a live object (a recorder, an exam session) or a secret.
"""

from __future__ import annotations

import collections.abc
import dataclasses
import functools
import inspect
import json
import operator
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from pydantic import TypeAdapter, ValidationError
from pydantic_core import PydanticSerializationError

from trainer import errors

READ = "read"
"""Changes nothing: retried after a lost connection."""
WRITE = "write"
"""Changes the store: never retried (a lost acknowledgement may have been written)."""
KEYED = "keyed"
"""Changes the store once per client-made id (an answer's ``attempt_uid``): retried with the
same id, which the store keeps once."""


@dataclass(frozen=True)
class Listed:
    """One remote-callable method: its repository, its name and whether a retry is safe."""

    repo: str
    method: str
    kind: str


def _listed(repo: str, kind: str, names: str) -> list[Listed]:
    return [Listed(repo, name, kind) for name in names.split()]


STORE_CALLS: dict[tuple[str, str], Listed] = {
    (c.repo, c.method): c
    for c in [
        *_listed("roster", READ, "accounts cohort_sizes cohorts instructors locked_until "
                                 "locked_users trainees user"),
        *_listed("roster", WRITE, "archive_cohort change_own_secret create_cohort "
                                  "create_instructor create_proctor create_trainee deactivate "
                                  "move_to_cohort reactivate reset_secret set_display_name "
                                  "set_staff_id unarchive_cohort unlock"),
        *_listed("practice", READ, "attempt attempts check_seals open_session "
                                   "recent_cell_stats"),
        *_listed("practice", WRITE, "start_session end_session"),
        *_listed("practice", KEYED, "record_attempt"),
        *_listed("settings", READ, "get"),
        *_listed("settings", WRITE, "set set_many delete"),
        *_listed("table_profiles", READ, "all_profiles list usage"),
        *_listed("table_profiles", WRITE, "save delete"),
        *_listed("lesson_progress", READ, "progress"),
        *_listed("lesson_progress", WRITE, "mark_opened mark_passed"),
        *_listed("table_shoes", READ, "dealt_at unfinished unfinished_all"),
        *_listed("table_shoes", WRITE, "start end"),
        *_listed("table_shoes", KEYED, "record_step"),
        *_listed("homework", READ, "for_cohort homework_for report schedule_health"),
        *_listed("homework", WRITE, "create update delete"),
        *_listed("schedule", READ, "cards cohort_schedule due_at"),
        *_listed("schedule", WRITE, "set_cohort_policy set_cohort_schedule"),
        *_listed("daily", READ, "rows today"),
        *_listed("daily", WRITE, "set_cohort_goal"),
        *_listed("reports", READ, "attempt_page cell_errors cohort_cell_errors cohort_daily "
                                  "cohort_opening daily exam_standings figures kind_figures "
                                  "kinds payout_errors roster_summary "
                                  "samkong_confusion sessions streaks"),
        *_listed("exams", READ, "assigned certification_csv check_certificate "
                                "cohort_results desk_stamp exam exams pass_on_record results "
                                "results_csv retakes review running_sitting running_sittings "
                                "seal_state seal_statuses"),
        *_listed("desks", READ, "listed"),
        *_listed("desks", WRITE, "make_code revoke"),
        *_listed("exams", WRITE, "add_time assign close_sitting create deactivate "
                                 "enrol_instructor grant_retake issue_certificate reactivate "
                                 "revoke_retake update void_sitting"),
    ]
}
"""(repository, method) -> the listed call. Not listed, and why:

- no actor (a desk's word would be the only authority): ``roster.authenticate``,
  ``check_credentials``, ``create_first_instructor``, ``needs_first_instructor``,
  ``unlock_by_name``; ``practice.practice_key``; ``schedule.policy``, ``rebuild``;
  ``daily.goal``, ``rebuild``; ``reports.now``, ``today`` (sign-in and sign-out have their
  own routes);
- callbacks or a connection: ``roster.import_roster_csv``, ``practice.insert_in``;
- a file on the server's disk: ``homework.export_csv``, ``reports.export_attempts_csv``,
  ``export_cohort_csv``, ``exams.export_certifications``;
- a live object with its own state: ``practice.recorder``, ``exams.start_sitting``,
  ``resume_sitting`` (an exam session; a sitting over the server needs routes of its own);
- a secret: ``exams.certificate_key``.
"""

DESK_VERDICTS: frozenset[tuple[str, str]] = frozenset({
    ("practice", "record_attempt"), ("table_shoes", "record_step"),
    ("lesson_progress", "mark_passed"), ("practice", "start_session")})
"""Listed methods refused to a trainee's token over this route, which would otherwise write
their own record: those that store the desk's own verdict (an answer it graded, right or
wrong, at the time it says; a lesson's quiz it says was passed), and a practice session's
start, whose options the answers are graded under. A trainee's practice goes through the
server's typed routes: the session's options checked, each answer graded with the engine on
the server's clock (the desk's recorder, :class:`trainer.server.client.RemoteRecorder`)."""

REPOSITORIES: tuple[str, ...] = tuple(sorted({repo for repo, _ in STORE_CALLS}))

ROW_CAPS: dict[tuple[str, str], tuple[str, int]] = {
    ("practice", "attempts"): ("limit", 2000),
    ("reports", "attempt_page"): ("limit", 500),
}
"""The listed reads taking a ``limit`` of rows, and the most the server reads for a desk
(the screens ask for 200 a page, or one session's answers): a limit left out, or larger, is
this cap, so no call makes the server read and send a trainee's whole history at once. The
other listed reads are bounded by what they read (one cohort, one exam, a day's rows)."""


def capped(repo: str, method: str, args: dict[str, Any]) -> dict[str, Any]:
    """``args`` with the method's row limit (:data:`ROW_CAPS`) given and at most its cap."""
    cap = ROW_CAPS.get((repo, method))
    if cap is None:
        return args
    name, most = cap
    given = args.get(name)
    return {**args, name: most if given is None else min(int(given), most)}


def repository_classes() -> dict[str, type]:
    """Each listed repository's class (for its methods' type hints, on a desk that has no
    store)."""
    from trainer.store.desks import Desks
    from trainer.store.exams import Exams
    from trainer.store.homework import Homework
    from trainer.store.practice import Practice
    from trainer.store.prefs import LessonProgressRepo, Settings, TableProfiles
    from trainer.store.reports import Reports
    from trainer.store.roster import Roster
    from trainer.store.schedule import ReviewSchedule
    from trainer.store.table_shoes import TableShoes
    from trainer.store.today import TodayBoard

    return {"roster": Roster, "practice": Practice, "settings": Settings,
            "table_profiles": TableProfiles, "lesson_progress": LessonProgressRepo,
            "table_shoes": TableShoes, "homework": Homework, "exams": Exams,
            "schedule": ReviewSchedule, "daily": TodayBoard, "reports": Reports,
            "desks": Desks}


class NotListed(LookupError):
    """A (repository, method) not in :data:`STORE_CALLS`, or arguments it does not take."""


@dataclass(frozen=True)
class Signature:
    """A listed method's parameters after the actor, each with its adapter, and the result's."""

    call: Listed
    signature: inspect.Signature
    params: dict[str, TypeAdapter[Any]]
    result: TypeAdapter[Any]
    pairs: bool = False
    iterables: frozenset[str] = frozenset()
    """The parameters typed ``Iterable[X]``: they travel, and reach the method, as a list
    (pydantic would hand the method a one-pass iterator)."""
    """The result is a dict keyed by tuples (JSON keys only text): it travels as a list of
    (key, value) pairs."""

    def bind(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, Any]:
        """The arguments after the actor, by name (TypeError when they do not fit the
        signature, as a local call would raise)."""
        return dict(self.signature.bind(*args, **kwargs).arguments)

    def encode_args(self, bound: dict[str, Any]) -> dict[str, Any]:
        """:meth:`bind`'s arguments as JSON values (an iterable as a list). TypeError for a
        value that is not of its type hint (``True`` or ``"1"`` for a number), as the store
        refuses it from a local caller, instead of a value pydantic would convert."""
        out = {}
        for name, value in bound.items():
            adapter = self.params[name]
            if name in self.iterables and value is not None:
                value = list(value)
            try:
                adapter.validate_python(value, strict=True)
            except ValidationError as e:
                raise TypeError(f"{self.call.repo}.{self.call.method}: {name} "
                                f"is not {adapter.core_schema.get('type', 'its type')}") from e
            out[name] = _dump(adapter, value)
        return out

    def decode_args(self, sent: dict[str, Any]) -> dict[str, Any]:
        """The arguments as the method takes them (pydantic's ValidationError, a ValueError,
        on a value that does not fit; TypeError on a name the method does not take, as the
        actor, which is never sent)."""
        unknown = set(sent) - set(self.params)
        if unknown:
            raise TypeError(f"{self.call.repo}.{self.call.method} takes no {sorted(unknown)}")
        # Strict, as JSON: no "1" or 1.0 or true taken for a version number, which the store
        # refuses from a local caller (TypeError) and lax validation would turn into 1.
        return {name: self.params[name].validate_json(json.dumps(value), strict=True)
                for name, value in sent.items()}

    def encode_result(self, value: Any) -> Any:
        return _dump(self.result, list(value.items()) if self.pairs else value)

    def decode_result(self, value: Any) -> Any:
        found = self.result.validate_python(value)
        return dict(found) if self.pairs else found


def _dump(adapter: TypeAdapter[Any], value: Any) -> Any:
    """``value`` as JSON values. A read-only mapping (a :class:`types.MappingProxyType`, as a
    Sam Kong table's ``limits``) is written as the dict its type hint names: pydantic writes
    a ``Mapping`` only from a dict, and refuses the proxy as an unknown type."""
    try:
        return adapter.dump_python(value, mode="json")
    except PydanticSerializationError:
        # The proxy passes the dict serializer's check as a fallback, with a warning that
        # says only that: silenced on this path, which any other unknown type still fails.
        return adapter.dump_python(value, mode="json", fallback=_read_only_mapping,
                                   warnings="none")


def _read_only_mapping(value: Any) -> Any:
    if isinstance(value, types.MappingProxyType):
        return dict(value)
    raise PydanticSerializationError(f"Unable to serialize unknown type: {type(value)}")


def _adapter(hint: Any) -> TypeAdapter[Any]:
    """The adapter of ``hint``, complete: the store's dataclasses name some types only for
    the type checker (``Cell``, imported late to keep start-up light), given here."""
    from trainer.drills.cell import Cell

    adapter: TypeAdapter[Any] = TypeAdapter(hint)
    adapter.rebuild(raise_errors=True, _types_namespace={"Cell": Cell})
    return adapter


def late_names() -> dict[str, Any]:
    """Types a store module names only for the type checker (imported late, where they are
    used, to keep opening the store light): ``AnsweredCheck`` (lessons import the drills)."""
    from trainer.curriculum.answered import AnsweredCheck

    return {"AnsweredCheck": AnsweredCheck}


@functools.cache
def signature(repo: str, method: str) -> Signature:
    """The listed method's :class:`Signature`; NotListed if it is not listed."""
    call = STORE_CALLS.get((repo, method))
    if call is None:
        raise NotListed(f"{repo}.{method} is not callable over the school server")
    func = getattr(repository_classes()[repo], method)
    hints = typing.get_type_hints(func, localns=late_names())
    sig = inspect.signature(func)
    params = list(sig.parameters.values())[2:]  # after self and the actor
    result, pairs = hints["return"], False
    if typing.get_origin(result) is dict:
        key, value = typing.get_args(result)
        if typing.get_origin(key) is tuple:
            result, pairs = list[tuple[key, value]], True  # type: ignore[valid-type]
    taken = {p.name: _as_list(hints[p.name]) for p in params}
    return Signature(
        call, sig.replace(parameters=params),
        {name: _adapter(hint) for name, hint in taken.items()}, _adapter(result), pairs,
        frozenset(name for name, hint in taken.items() if hint != hints[name]))


def _as_list(hint: Any) -> Any:
    """``hint`` with ``Iterable[X]`` read as ``list[X]`` (also inside ``... | None``)."""
    if typing.get_origin(hint) is collections.abc.Iterable:
        return list[typing.get_args(hint)]  # type: ignore[misc]
    if isinstance(hint, types.UnionType):
        return functools.reduce(operator.or_, [_as_list(a) for a in typing.get_args(hint)])
    return hint


# ---- Errors


PASSED_BUILTINS: dict[str, type[Exception]] = {
    "ValueError": ValueError, "KeyError": KeyError, "LookupError": LookupError}
"""The built-in errors a store method raises on a refused value, passed on to the desk."""


def error_class(name: str) -> type[Exception] | None:
    """The exception class a refusal names: one of :mod:`trainer.errors` or
    :data:`PASSED_BUILTINS`; None for any other name."""
    found = getattr(errors, name, None)
    if isinstance(found, type) and issubclass(found, errors.TrainerError):
        return found
    return PASSED_BUILTINS.get(name)


def _plain(value: Any) -> Any:
    """``value`` as JSON if it is plain data (an enum as its value), else None."""
    if isinstance(value, Enum):
        value = value.value
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError):
        return None
    return value


def encode_error(error: Exception) -> dict[str, Any]:
    """The error's class name, message and plain attributes (a ``code``, ``params``,
    ``wait_s``): what the desk needs to raise the same error."""
    attrs = {k: _plain(v) for k, v in vars(error).items() if not k.startswith("_")}
    message = str(error.args[0]) if len(error.args) == 1 else str(error)
    return {"error": type(error).__name__, "message": message, "attrs": attrs}


def decode_error(body: dict[str, Any]) -> Exception | None:
    """The error :func:`encode_error` described, of the same class; None if the body names
    none this module passes on."""
    cls = error_class(str(body.get("error", "")))
    if cls is None:
        return None
    error = cls.__new__(cls)
    Exception.__init__(error, str(body.get("message", "")))
    attrs = body.get("attrs")
    if isinstance(attrs, dict):
        for key, value in attrs.items():
            if isinstance(key, str) and not key.startswith("_"):
                setattr(error, key, value)
    return error


def client_ids(call: Listed, kwargs: dict[str, Any],
               make_id: Callable[[], str]) -> dict[str, Any]:
    """A keyed call's arguments with a client-made id where the desk left none (an answer's
    ``attempt_uid``), so that every retry carries the same id."""
    if call.kind != KEYED:
        return kwargs
    out = dict(kwargs)
    for name, value in kwargs.items():
        if (dataclasses.is_dataclass(value) and not isinstance(value, type)
                and getattr(value, "attempt_uid", "") is None):
            out[name] = dataclasses.replace(value, attempt_uid=make_id())
    return out
