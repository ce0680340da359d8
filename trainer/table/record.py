"""What a kept shoe needs to be dealt again after a kill: the settings and each
graded action as plain JSON values, and a clock that replays the recorded readings before
going on live. And what a stored step carries so that the attempt log can replay its coup as
it was dealt: its action and the shoe's settings, in the step's question
(:func:`action_to_json`, :func:`stored_coup`).

The store keeps these values as they are (``trainer.store.table_shoes``); nothing here knows
SQL. :func:`resume_session` rebuilds the live :class:`~trainer.table.TableSession` from them
by replay: the seed deals the same shoe, players and faults, and the actions are taken again.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from enum import Enum
from typing import Any, Protocol, TypeVar

from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import TableRules
from trainer.baccarat.tableau import Hand
from trainer.cards import BurnMethod
from trainer.errors import TableActionRefused
from trainer.table.irregular import Remedy
from trainer.table.personas import FaultKind
from trainer.table.session import (
    FLOWS,
    Action,
    GradedStep,
    StepRecorder,
    TableSession,
    TableSettings,
    TableState,
    TieAnswer,
)

JsonArg = dict[str, object]
StateT = TypeVar("StateT")
StateT_co = TypeVar("StateT_co", covariant=True)

_ENUMS: dict[str, type[Enum]] = {"hand": Hand, "outcome": Outcome, "tie": TieAnswer,
                                  "remedy": Remedy}


class RecordError(ValueError):
    """A stored shoe that cannot be read back (a damaged or foreign record)."""


def arg_to_json(value: object) -> JsonArg:
    """One action argument as a tagged JSON value (exact: Decimals as their text)."""
    if isinstance(value, bool):
        return {"b": value}
    if isinstance(value, int):
        return {"i": value}
    if isinstance(value, Decimal):
        return {"d": str(value)}
    if isinstance(value, Bet):
        return {"bet": [value.kind.value, str(value.amount), value.seat]}
    for tag, enum in _ENUMS.items():
        if isinstance(value, enum):
            return {tag: value.value}
    if isinstance(value, tuple | list):
        return {"t": [arg_to_json(v) for v in value]}
    raise RecordError(f"not a table action argument: {value!r}")


def _decimal(text: object) -> Decimal:
    if not isinstance(text, str):
        raise RecordError(f"not an amount: {text!r}")
    try:
        value = Decimal(text)
    except InvalidOperation as e:
        raise RecordError(f"not an amount: {text!r}") from e
    if not value.is_finite():  # a signalling NaN would raise on the first comparison
        raise RecordError(f"not an amount: {text!r}")
    return value


def arg_from_json(data: object) -> object:
    """Inverse of :func:`arg_to_json`; RecordError for anything it did not write."""
    if not isinstance(data, Mapping) or len(data) != 1:
        raise RecordError(f"not a stored action argument: {data!r}")
    ((tag, value),) = data.items()
    if tag == "b" and isinstance(value, bool):
        return value
    if tag == "i" and isinstance(value, int) and not isinstance(value, bool):
        return value
    if tag == "d":
        return _decimal(value)
    if tag == "bet" and isinstance(value, list) and len(value) == 3:
        kind, amount, seat = value
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise RecordError(f"not a seat: {seat!r}")
        try:
            return Bet(BetKind(kind), _decimal(amount), seat)
        except ValueError as e:
            raise RecordError(f"not a bet: {value!r}") from e
    if tag in _ENUMS:
        try:
            return _ENUMS[tag](value)
        except ValueError as e:
            raise RecordError(f"not a {tag}: {value!r}") from e
    if tag == "t" and isinstance(value, list):
        return tuple(arg_from_json(v) for v in value)
    raise RecordError(f"not a stored action argument: {data!r}")


def args_to_json(args: Iterable[object]) -> list[JsonArg]:
    return [arg_to_json(a) for a in args]


def args_from_json(data: object) -> tuple[object, ...]:
    if not isinstance(data, list):
        raise RecordError(f"not a list of action arguments: {data!r}")
    return tuple(arg_from_json(a) for a in data)


def settings_to_json(settings: TableSettings) -> dict[str, object]:
    """:class:`TableSettings` as a plain dict (enums as values, fault kinds sorted)."""
    out: dict[str, object] = {}
    for f in dataclasses.fields(settings):
        value = getattr(settings, f.name)
        if isinstance(value, Enum):
            value = value.value
        elif isinstance(value, frozenset):
            value = sorted(k.value for k in value)
        out[f.name] = value
    return out


def settings_from_json(data: object) -> TableSettings:
    """Inverse of :func:`settings_to_json`; RecordError for unknown keys or wrong types.

    Settings stored without ``flow`` are a shoe recorded before flow 2: it replays with
    flow 1 (:data:`~trainer.table.session.FLOW_VERSION`), as its actions were taken."""
    if not isinstance(data, Mapping):
        raise RecordError("the stored table settings are not an object")
    known = {f.name for f in dataclasses.fields(TableSettings)}
    unknown = set(data) - known
    if unknown:
        raise RecordError(f"unknown table settings: {sorted(unknown)}")
    values = {"flow": 1, **data}
    for name, value in values.items():
        check = _SETTING_TYPES.get(name)
        if check is not None and not check(value):
            raise RecordError(f"the stored table setting {name} is not valid: {value!r}")
    try:
        if "burn" in values:
            values["burn"] = BurnMethod(values["burn"])
        if "fault_kinds" in values:
            kinds = values["fault_kinds"]
            if not isinstance(kinds, list):
                raise RecordError(f"not a list of fault kinds: {kinds!r}")
            values["fault_kinds"] = frozenset(FaultKind(k) for k in kinds)
    except ValueError as e:
        raise RecordError(str(e)) from e
    return TableSettings(**values)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


MAX_STORED_COUPS = 10_000
"""The most coups a stored shoe's limit reads back as (a 12-deck shoe deals about 150; the
Table asks for at most 200): beyond it, a count no spin box holds (Qt's int raises)."""


def _is_coups(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and (
        1 <= value <= MAX_STORED_COUPS)


def _is_share(value: object) -> bool:
    """A share from 0 to 1 (NaN is not: it fails both comparisons)."""
    return isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= 1


def _is_scale(value: object) -> bool:
    """A finite scale of 0 or more."""
    return (isinstance(value, int | float) and not isinstance(value, bool)
            and 0 <= value < math.inf)


_SETTING_TYPES: dict[str, Callable[[object], bool]] = {
    "decks": _is_int,
    "burn_fixed": lambda v: v is None or _is_int(v),
    "cut_from_end": lambda v: v is None or _is_int(v),
    "seats_filled": _is_share,
    "fault_rate": _is_share,
    "side_bets": lambda v: isinstance(v, bool),
    "awkward": _is_scale,
    "standing_bettors": lambda v: isinstance(v, bool),
    "max_coups": lambda v: v is None or _is_coups(v),
    "flow": lambda v: _is_int(v) and v in FLOWS,
    "cash_steps": lambda v: isinstance(v, bool),
    "shoe_life": lambda v: isinstance(v, bool),
    "irregularity_rate": _is_share,
    "squeeze": lambda v: isinstance(v, bool),
}
"""The plain settings' JSON types and ranges (``burn`` and ``fault_kinds`` are read as enums):
a share of the seats or of faulty bets from 0 to 1, the awkward scale finite, a coup limit of
1 or more; an edited record's NaN or 10**18 would reach the screen's spin boxes (``round(nan)``
and Qt's int raise)."""


def profile_from_json(data: object) -> TableRules:
    """The table profile as it was when the shoe began (``TableRules.to_dict``)."""
    if not isinstance(data, Mapping):
        raise RecordError("the stored table profile is not an object")
    try:
        return TableRules.from_dict(data)
    except ValueError as e:
        raise RecordError(f"the stored table profile does not read: {e}") from e


class ReplayClock:
    """The session's clock for a kept shoe: the recorded readings first (the start, then one
    per action, so a replayed step keeps its time), then the live clock shifted so that time
    goes on from the last reading; the time the app was closed or killed does not count.

    ``last`` is the latest reading handed out: the time of the step being recorded.
    """

    def __init__(self, live: Callable[[], float], readings: Sequence[float] = ()) -> None:
        self._live = live
        self._readings = list(readings)
        self._next = 0
        self._offset: float | None = None
        self.last: float | None = None

    def __call__(self) -> float:
        if self._next < len(self._readings):
            value = self._readings[self._next]
            self._next += 1
        else:
            now = self._live()
            if self._offset is None:
                self._offset = (self.last - now) if self.last is not None else 0.0
            value = now + self._offset
        self.last = value
        return value

    def go_live(self) -> None:
        """From now on read the live clock, going on from the last reading (the next step's
        time counts from this call)."""
        self._readings = self._readings[: self._next]
        if self.last is not None:
            self._offset = self.last - self._live()


def _session(
    profile: TableRules, seed: int, clock: Callable[[], float], settings: TableSettings,
) -> TableSession:
    """A new session of the stored shoe; RecordError when the session refuses its stored
    settings (of the right types, but no shoe or fault rate it deals: 0 decks, a rate of 2)."""
    try:
        return TableSession(profile, seed, clock, None, settings)
    except ValueError as e:
        raise RecordError(f"the stored table settings are not dealt: {e}") from e


def resume_session(
    profile: TableRules,
    seed: int,
    started: float,
    actions: Sequence[Action],
    settings: TableSettings,
    live: Callable[[], float],
    recorder: StepRecorder | None,
) -> tuple[TableSession, ReplayClock]:
    """Deal a kept shoe again: replay ``actions`` (nothing is recorded again), then give the
    session ``recorder`` and the live clock. Returns the session and its clock."""
    readings = [started, *(a.at for a in actions)]
    if not all(isinstance(r, float | int) and math.isfinite(r) for r in readings):
        # a damaged reading would make every later step's time NaN or infinite
        raise RecordError("a stored clock reading of the shoe is not a finite number")
    clock = ReplayClock(live, readings)
    session = _session(profile, seed, clock, settings)
    for action in actions:
        session.apply(action)
    session.recorder = recorder
    clock.go_live()
    return session, clock


# ---- a stored coup replayed step by step (the attempt log) -------------------------------


def action_to_json(name: str, args: Sequence[object]) -> dict[str, object]:
    """A table action (its method name and arguments) as JSON, as a stored step's question
    carries it for the attempt log's replay."""
    return {"name": name, "args": args_to_json(args)}


def action_from_json(data: object, at: float = 0.0) -> Action:
    """Inverse of :func:`action_to_json`; RecordError for anything it did not write."""
    if not isinstance(data, Mapping) or not isinstance(data.get("name"), str):
        raise RecordError(f"not a stored action: {data!r}")
    return Action(str(data["name"]), args_from_json(data.get("args")), at)


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
    session = _session(profile, seed, lambda: 0.0, settings)
    return tuple(ReplayFrame(*frame) for frame in frames(session, actions, coup))


class Replays(Protocol[StateT_co]):
    """A session (either game's) that takes actions and shows its state between them."""

    def apply(self, action: Action, /) -> GradedStep: ...

    def state(self) -> StateT_co: ...


def frames(session: Replays[StateT], actions: Sequence[Action],
           coup: int) -> list[tuple[StateT, GradedStep, Action]]:
    """Coup (or round) ``coup`` of a freshly dealt ``session``, step by step: the table as
    the dealer saw it, the step and the action, taking ``actions`` (the shoe's stored steps
    in order, at least up to the coup's last). :class:`RecordError` when they do not replay."""
    taken: list[tuple[StateT, GradedStep, Action]] = []
    for action in actions:
        before = session.state()
        try:
            step = session.apply(action)
        except TableActionRefused as e:
            raise RecordError(f"the stored steps do not replay: {e}") from e
        if step.coup > coup:
            break
        if step.coup == coup:
            taken.append((before, step, action))
    return taken


class StoredStep(Protocol):
    """What is read of a stored Table attempt (:class:`trainer.store.AttemptRow` has it)."""

    @property
    def session_id(self) -> int: ...
    @property
    def seed(self) -> int | None: ...
    @property
    def question(self) -> Any: ...


def stored_coup(
    rows: Sequence[StoredStep], profiles: Mapping[str, TableRules], coup: int,
    dealt_at: TableRules | None = None,
) -> tuple[TableRules, tuple[ReplayFrame, ...]]:
    """Replay coup ``coup`` of the shoe whose stored steps are ``rows`` (one practice
    session's Table attempts, any order): its table and its frames.

    ``dealt_at`` is the table as the shoe was dealt (kept with the shoe); without it the
    table is today's profile of the stored name in ``profiles``, which an instructor may
    have edited since (the seed would then deal other bets).

    Raises :class:`RecordError` for steps stored without their action (before this was
    stored), for steps missing, damaged or of another seed, for a table no longer known,
    or for steps that do not replay."""
    if not rows:
        raise RecordError("no stored steps to replay")
    if not all(isinstance(r.question, Mapping) and "action" in r.question for r in rows):
        raise RecordError("these steps were stored without their actions")
    numbers = [r.question.get("step") for r in rows]
    if not all(_is_int(n) for n in numbers) or sorted(numbers) != list(
            range(1, len(rows) + 1)):
        raise RecordError("the stored steps are not numbered 1 to N: one is missing or damaged")
    ordered = sorted(rows, key=lambda r: int(r.question["step"]))
    if ordered[0].seed is None or any(r.seed != ordered[0].seed for r in ordered):
        raise RecordError("the stored steps are not of one seeded shoe")
    questions = [r.question for r in ordered]
    profile = dealt_at or profiles.get(str(questions[0].get("table")))
    if profile is None:
        raise RecordError(f"unknown table {questions[0].get('table')!r}")
    settings = settings_from_json(questions[0].get("settings"))
    actions = [action_from_json(q["action"]) for q in questions]
    return profile, replay_coup(profile, ordered[0].seed, settings, actions, coup)
