"""What a stored Table step carries so that its coup can be replayed as it was dealt
(issue 14): the action the dealer took, typed, and the settings the shoe was dealt with.

A stored step's question holds ``action`` (:func:`action_to_json`) and ``settings``
(:func:`settings_to_json`); the attempt's seed is the shoe's. :func:`replay_coup` deals the
shoe again from them and returns the table as it stood before the coup and after each of
its steps. Nothing is graded anew: the session grades the same actions the same way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any, Protocol

from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import TableRules
from trainer.baccarat.tableau import Hand
from trainer.cards import BurnMethod
from trainer.table.personas import FaultKind
from trainer.table.session import Action, GradedStep, TableSession, TableSettings, TableState


class RecordError(ValueError):
    """A stored step that does not decode to a table action (or settings)."""


def _encode(value: object) -> object:
    if isinstance(value, bool | int):
        return value
    if isinstance(value, Bet):
        return {"bet": [value.kind.value, str(value.amount), value.seat]}
    if isinstance(value, Hand):
        return {"hand": value.value}
    if isinstance(value, Outcome):
        return {"outcome": value.value}
    if isinstance(value, Decimal):
        return {"amount": str(value)}
    if isinstance(value, tuple | list):
        return {"chips": [[str(chip), count] for chip, count in value]}
    raise RecordError(f"not a table action argument: {value!r}")


def _decode(value: object) -> object:
    if isinstance(value, bool | int):
        return value
    if not isinstance(value, Mapping) or len(value) != 1:
        raise RecordError(f"not a stored argument: {value!r}")
    ((key, data),) = value.items()
    try:
        if key == "bet":
            kind, amount, seat = data
            return Bet(BetKind(kind), Decimal(amount), int(seat))
        if key == "hand":
            return Hand(data)
        if key == "outcome":
            return Outcome(data)
        if key == "amount":
            return Decimal(data)
        if key == "chips":
            return tuple((Decimal(chip), int(count)) for chip, count in data)
    except (ValueError, TypeError, InvalidOperation) as error:
        raise RecordError(f"bad stored {key}: {data!r}") from error
    raise RecordError(f"not a stored argument: {value!r}")


def action_to_json(name: str, args: Sequence[object]) -> dict[str, Any]:
    """A table action (its method name and arguments) as JSON."""
    return {"name": name, "args": [_encode(a) for a in args]}


def action_from_json(data: object, at: float = 0.0) -> Action:
    if not isinstance(data, Mapping) or not isinstance(data.get("name"), str):
        raise RecordError(f"not a stored action: {data!r}")
    args = data.get("args")
    if not isinstance(args, list):
        raise RecordError(f"not a stored action: {data!r}")
    return Action(data["name"], tuple(_decode(a) for a in args), at)


def settings_to_json(settings: TableSettings) -> dict[str, Any]:
    """The settings a shoe was dealt with (the same seed and settings deal the same shoe)."""
    return {
        "decks": settings.decks, "burn": settings.burn.value, "burn_fixed": settings.burn_fixed,
        "cut_from_end": settings.cut_from_end, "seats_filled": settings.seats_filled,
        "fault_rate": settings.fault_rate,
        "fault_kinds": sorted(k.value for k in settings.fault_kinds),
        "side_bets": settings.side_bets, "awkward": settings.awkward,
        "standing_bettors": settings.standing_bettors, "max_coups": settings.max_coups,
    }


def settings_from_json(data: object) -> TableSettings:
    if not isinstance(data, Mapping):
        raise RecordError(f"not stored table settings: {data!r}")
    try:
        return TableSettings(
            decks=int(data["decks"]), burn=BurnMethod(data["burn"]),
            burn_fixed=data["burn_fixed"], cut_from_end=data["cut_from_end"],
            seats_filled=float(data["seats_filled"]), fault_rate=float(data["fault_rate"]),
            fault_kinds=frozenset(FaultKind(k) for k in data["fault_kinds"]),
            side_bets=bool(data["side_bets"]), awkward=float(data["awkward"]),
            standing_bettors=bool(data["standing_bettors"]), max_coups=data["max_coups"],
        )
    except (KeyError, ValueError, TypeError) as error:
        raise RecordError(f"not stored table settings: {data!r}") from error


@dataclass(frozen=True)
class ReplayFrame:
    """One step of a replayed coup: the table as the dealer saw it, and what they did."""

    state: TableState
    step: GradedStep
    action: Action


def replay_coup(
    profile: TableRules, seed: int, settings: TableSettings, actions: Sequence[Action],
    coup: int,
) -> tuple[ReplayFrame, ...]:
    """Deal the shoe again from its seed, taking ``actions`` (the stored steps of the shoe
    in order, at least up to the coup's last), and return coup ``coup`` step by step."""
    session = TableSession(profile, seed, lambda: 0.0, None, settings)
    frames: list[ReplayFrame] = []
    for action in actions:
        before = session.state()
        step = session.apply(action)
        if step.coup > coup:
            break
        if step.coup == coup:
            frames.append(ReplayFrame(before, step, action))
    return tuple(frames)


class StoredStep(Protocol):
    """What is read of a stored Table attempt (:class:`trainer.store.AttemptRow` has it)."""

    @property
    def session_id(self) -> int: ...
    @property
    def seed(self) -> int | None: ...
    @property
    def question(self) -> Any: ...


def stored_coup(
    rows: Sequence[StoredStep], profiles: Mapping[str, TableRules], coup: int
) -> tuple[TableRules, tuple[ReplayFrame, ...]]:
    """Replay coup ``coup`` of the shoe whose stored steps are ``rows`` (one practice
    session's Table attempts, any order): its table and its frames.

    Raises :class:`RecordError` for steps stored without their action (before this was
    stored) or for a table no longer known."""
    ordered = sorted(rows, key=lambda r: int(r.question.get("step", 0))
                     if isinstance(r.question, Mapping) else 0)
    if not ordered or ordered[0].seed is None:
        raise RecordError("no stored steps to replay")
    questions = [r.question for r in ordered]
    if not all(isinstance(q, Mapping) and "action" in q for q in questions):
        raise RecordError("these steps were stored without their actions")
    profile = profiles.get(str(questions[0].get("table")))
    if profile is None:
        raise RecordError(f"unknown table {questions[0].get('table')!r}")
    settings = settings_from_json(questions[0].get("settings"))
    actions = [action_from_json(q["action"]) for q in questions]
    return profile, replay_coup(profile, ordered[0].seed, settings, actions, coup)
