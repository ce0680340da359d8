"""The table of store methods a desk may call over the school server
(trainer/server/store_calls.py): what it lists can travel, what it leaves out cannot be
called, and a refusal comes back as the store's own error."""

from __future__ import annotations

import inspect
import typing
from datetime import UTC, datetime
from pathlib import Path

import pytest

from trainer.drills.cell import Cell
from trainer.errors import ChangedElsewhere, PermissionDenied, SignInThrottled, StoreError
from trainer.server.store_calls import (
    KEYED,
    STORE_CALLS,
    NotListed,
    decode_error,
    encode_error,
    late_names,
    repository_classes,
    signature,
)
from trainer.store import NewAttempt

LISTED = sorted(STORE_CALLS)


@pytest.mark.parametrize(("repo", "method"), LISTED, ids=[f"{r}.{m}" for r, m in LISTED])
def test_every_listed_method_takes_the_actor_first_and_only_plain_values(
    repo: str, method: str
) -> None:
    func = getattr(repository_classes()[repo], method)
    params = list(inspect.signature(func).parameters.values())
    assert [p.name for p in params[:2]] == ["self", "actor"]
    assert all(p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in params)
    hints = typing.get_type_hints(func, localns=late_names())
    for name, hint in hints.items():
        text = str(hint)
        for refused in ("Callable", "Path", "Connection", "Iterator", "Generator", "IO"):
            assert refused not in text, f"{repo}.{method}: {name} is {text}"
    sig = signature(repo, method)  # every adapter builds, complete
    assert set(sig.params) == {p.name for p in params[2:]}
    # An iterable reaches the method as a list, never pydantic's one-pass iterator.
    assert not any("Iterable" in repr(a) for a in sig.params.values()), sig.params


def test_what_is_not_listed_cannot_be_called() -> None:
    for repo, method in [("roster", "authenticate"), ("roster", "import_roster_csv"),
                         ("practice", "insert_in"), ("practice", "recorder"),
                         ("exams", "start_sitting"), ("exams", "certificate_key"),
                         ("homework", "export_csv"), ("roster", "nothing")]:
        with pytest.raises(NotListed):
            signature(repo, method)


def test_an_answer_travels_whole_from_its_type_hints() -> None:
    sig = signature("practice", "record_attempt")
    assert sig.call.kind == KEYED
    sent = NewAttempt(session_id=3, drill_kind="draw", question={"n": 1}, answer="draw",
                      correct=True, ms_taken=900, cell=Cell.parse("banker:5:4"), seed=7,
                      shown_at=datetime(2026, 3, 2, 9, 0, tzinfo=UTC), attempt_uid="u-1")
    wire = sig.encode_args(sig.bind((sent,), {}))
    assert wire["attempt"]["cell"] == "banker:5:4"
    assert sig.decode_args(wire) == {"attempt": sent}
    with pytest.raises(TypeError):
        sig.decode_args({**wire, "actor": {"user_id": 1}})  # the actor is never sent


@pytest.mark.parametrize("error", [
    PermissionDenied("only an instructor may do that", code="instructor_only"),
    StoreError("invalid", "name taken", code="name_taken", params={"name": "ana"}),
    SignInThrottled(30),
    ValueError("not a cell"),
])
def test_a_store_error_comes_back_as_the_same_error(error: Exception) -> None:
    again = decode_error(encode_error(error))
    assert type(again) is type(error)
    assert str(again) == str(error)
    assert vars(again) == vars(error)


def test_iterables_travel_as_lists_and_tuple_keys_as_pairs() -> None:
    cards = signature("schedule", "due_at")
    wire = cards.encode_args(cards.bind((7, ("draw", "call")), {}))
    assert wire == {"user_id": 7, "drill_kinds": ["draw", "call"]}
    assert cards.decode_args(wire)["drill_kinds"] == ["draw", "call"]
    due = {("draw", Cell.parse("banker:5:4")): datetime(2026, 3, 2, 9, 0, tzinfo=UTC)}
    assert cards.decode_result(cards.encode_result(due)) == due


def test_an_error_not_passed_on_is_not_made() -> None:
    assert decode_error({"error": "SystemExit", "message": "bye"}) is None
    assert decode_error({"error": "Path", "message": str(Path("/"))}) is None
    theirs = decode_error(encode_error(ChangedElsewhere("profile", object(), 3)))
    assert isinstance(theirs, ChangedElsewhere) and theirs.version == 3


def test_a_samkong_exam_travels_whole() -> None:
    """A Sam Kong table's limits are a read-only mapping (MappingProxyType): written as the
    dict its type hint names, read back into the same rules."""
    import json

    from tests.support.exam_samkong import samkong_only

    blueprint = samkong_only()
    create = signature("exams", "create")
    wire = create.encode_args(create.bind((blueprint,), {}))
    [name] = wire
    assert create.decode_args(json.loads(json.dumps(wire)))[name] == blueprint
