"""One Table, two games: what differs between baccarat and Sam Kong at the Table, named in
one :class:`TableGame` spec each, and the registry of them.

What a game names: its round's phases and actions (:attr:`TableGame.phases`,
:attr:`~TableGame.actions`), how its actions' arguments, settings and profile are stored
(``*_to_json`` / ``*_from_json``), and the session that deals it
(:meth:`~TableGame.deal`: ``apply``, ``next_right``, grading, ``state``). What the games share
is not in a spec: the graded step, the action and the recorder
(:mod:`trainer.table.session`: :class:`GradedStep`, :class:`Action`, :class:`StepRecorder`),
the chips and the tray (:mod:`trainer.chips`: the fewest chips, a typed row of chips;
Practice's one grade of chips, :func:`trainer.drills.lines.chips_verdict`), the commission
boxes' rule (marked per bettor, collected at the end), the score card's counting by step kind
and Progress's by cell (:func:`trainer.table.score.kind_scores`), storage before feedback (the
store's Table recorder) and the replay from the seed and actions (:func:`resume_kept`).

A stored shoe says its game (:func:`shoe_to_json`, ``"game"``); a record without one is a
baccarat shoe, as every shoe and exam sitting stored before Sam Kong came to the Table is.
Baccarat's :class:`~trainer.table.session.TableSession` is registered as it is, through a thin
adapter (:class:`BaccaratGame`): its behaviour does not change.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Protocol, TypeVar

from trainer.baccarat.table import TableRules
from trainer.table import record as baccarat_record
from trainer.table.samkong import record as samkong_record
from trainer.table.samkong.model import SamKongPhase, SamKongSettings
from trainer.table.samkong.profile import GAME as SAMKONG
from trainer.table.samkong.profile import SamKongProfileError, SamKongTableRules
from trainer.table.samkong.session import ACTIONS as SAMKONG_ACTIONS
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import ACTIONS as BACCARAT_ACTIONS
from trainer.table.session import (
    Action,
    GradedStep,
    Phase,
    StepRecorder,
    TableSession,
    TableSettings,
)

BACCARAT = "baccarat"
DEFAULT_GAME = BACCARAT
"""The game of a stored shoe or profile that names none (every one stored before)."""

Clock = Callable[[], float]
_T = TypeVar("_T")


class Dealt(Protocol):
    """A session of either game, as a desk, the store and the score card use it."""

    seed: int
    steps: list[GradedStep]
    actions: list[Action]
    recorder: StepRecorder | None

    @property
    def finished(self) -> bool: ...

    def apply(self, action: Action) -> GradedStep: ...

    def next_right(self) -> tuple[str, tuple[object, ...]]: ...


class TableGame(Protocol):
    """What differs between the Table's games."""

    @property
    def name(self) -> str: ...

    @property
    def phases(self) -> tuple[str, ...]: ...

    @property
    def actions(self) -> frozenset[str]: ...

    def profile_to_json(self, profile: Any) -> dict[str, object]: ...

    def profile_from_json(self, data: object) -> Any: ...

    def settings_to_json(self, settings: Any) -> dict[str, object]: ...

    def settings_from_json(self, data: object) -> Any: ...

    def action_to_json(self, action: Action) -> dict[str, object]: ...

    def action_from_json(self, data: object, at: float = 0.0) -> Action: ...

    def deal(self, profile: Any, seed: int, clock: Clock,
             recorder: StepRecorder | None = None, settings: Any = None) -> Dealt: ...


@dataclass(frozen=True)
class BaccaratGame:
    """Baccarat at the Table: :class:`~trainer.table.session.TableSession` as it is."""

    name: str = BACCARAT
    phases: tuple[str, ...] = tuple(p.value for p in Phase)
    actions: frozenset[str] = BACCARAT_ACTIONS

    def profile_to_json(self, profile: Any) -> dict[str, object]:
        return _typed(profile, TableRules).to_dict()

    def profile_from_json(self, data: object) -> TableRules:
        return baccarat_record.profile_from_json(data)

    def settings_to_json(self, settings: Any) -> dict[str, object]:
        return baccarat_record.settings_to_json(_typed(settings, TableSettings))

    def settings_from_json(self, data: object) -> TableSettings:
        return baccarat_record.settings_from_json(data)

    def action_to_json(self, action: Action) -> dict[str, object]:
        return {**baccarat_record.action_to_json(action.name, action.args), "at": action.at}

    def action_from_json(self, data: object, at: float = 0.0) -> Action:
        if isinstance(data, Mapping) and isinstance(data.get("at"), int | float):
            at = float(data["at"])
        return baccarat_record.action_from_json(data, at)

    def deal(self, profile: Any, seed: int, clock: Clock,
             recorder: StepRecorder | None = None, settings: Any = None) -> TableSession:
        return TableSession(_typed(profile, TableRules), seed, clock, recorder,
                            None if settings is None else _typed(settings, TableSettings))


@dataclass(frozen=True)
class SamKongGame:
    """Sam Kong at the Table: :class:`~trainer.table.samkong.session.SamKongSession`."""

    name: str = SAMKONG
    phases: tuple[str, ...] = tuple(p.value for p in SamKongPhase)
    actions: frozenset[str] = SAMKONG_ACTIONS

    def profile_to_json(self, profile: Any) -> dict[str, object]:
        return _typed(profile, SamKongTableRules).to_dict()

    def profile_from_json(self, data: object) -> SamKongTableRules:
        try:
            return SamKongTableRules.from_dict(data)
        except SamKongProfileError as e:
            raise baccarat_record.RecordError(f"the stored profile does not read: {e}") from e

    def settings_to_json(self, settings: Any) -> dict[str, object]:
        return samkong_record.settings_to_json(_typed(settings, SamKongSettings))

    def settings_from_json(self, data: object) -> SamKongSettings:
        return samkong_record.settings_from_json(data)

    def action_to_json(self, action: Action) -> dict[str, object]:
        return samkong_record.action_to_json(action)

    def action_from_json(self, data: object, at: float = 0.0) -> Action:
        return samkong_record.action_from_json(data, at)

    def deal(self, profile: Any, seed: int, clock: Clock,
             recorder: StepRecorder | None = None, settings: Any = None) -> SamKongSession:
        return SamKongSession(_typed(profile, SamKongTableRules), seed, clock, recorder,
                              None if settings is None else _typed(settings, SamKongSettings))


def _typed(value: object, kind: type[_T]) -> _T:
    if not isinstance(value, kind):
        raise TypeError(f"expected {kind.__name__}, got {type(value).__name__}")
    return value


GAMES: Mapping[str, TableGame] = MappingProxyType({
    BACCARAT: BaccaratGame(),
    SAMKONG: SamKongGame(),
})
"""Every game of the Table by name, baccarat first."""


def game_named(name: str) -> TableGame:
    """A game by name; :class:`~trainer.table.record.RecordError` for one the Table lacks."""
    try:
        return GAMES[name]
    except KeyError:
        raise baccarat_record.RecordError(f"the Table has no game {name!r}") from None


def game_of(record: Mapping[str, object]) -> TableGame:
    """The game a stored shoe (or a profile) says, baccarat when it names none."""
    name = record.get("game", DEFAULT_GAME)
    if not isinstance(name, str):
        raise baccarat_record.RecordError(f"not a game's name: {name!r}")
    return game_named(name)


# ---- a kept shoe of either game ------------------------------------------------------------


def shoe_to_json(game: TableGame, profile: object, seed: int, started: float,
                 settings: object, actions: Sequence[Action]) -> dict[str, object]:
    """A shoe as plain JSON: its game, profile, seed, start, settings and graded actions."""
    return {"game": game.name, "profile": game.profile_to_json(profile), "seed": seed,
            "started": started, "settings": game.settings_to_json(settings),
            "actions": [game.action_to_json(a) for a in actions]}


def replay_shoe(data: Mapping[str, object]) -> tuple[TableGame, Dealt]:
    """Deal a stored shoe again (its game's session, replayed from its seed and actions);
    a record that names no game is baccarat's."""
    game = game_of(data)
    seed, started, stored = data.get("seed"), data.get("started", 0.0), data.get("actions")
    if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(stored, list):
        raise baccarat_record.RecordError("a stored shoe has a seed and a list of actions")
    if not isinstance(started, int | float) or isinstance(started, bool):
        raise baccarat_record.RecordError(f"not a clock reading: {started!r}")
    actions = [game.action_from_json(a) for a in stored]
    times = iter([float(started), *(a.at for a in actions)])
    session = game.deal(game.profile_from_json(data.get("profile")), seed,
                        lambda: next(times), None,
                        game.settings_from_json(data.get("settings")))
    for action in actions:
        session.apply(action)
    return game, session


def game_for(session: object) -> TableGame:
    """The game a live session deals."""
    return GAMES[SAMKONG if isinstance(session, SamKongSession) else BACCARAT]


def resume_kept(
    profile: object, seed: int, started: float,
    actions: Sequence[tuple[str, object, float]], settings: object, live: Clock,
    recorder: StepRecorder | None,
) -> tuple[TableGame, Dealt, baccarat_record.ReplayClock]:
    """Deal a kept shoe of either game again as the store keeps it (its profile's JSON,
    which names its game, or none: baccarat; each action's name, arguments' JSON and clock
    reading; the settings' JSON), then hand the session ``recorder`` and the live clock (as
    :func:`trainer.table.record.resume_session` does for baccarat)."""
    game, taken = _parsed(profile, started, actions)
    clock = baccarat_record.ReplayClock(live, [started, *(a.at for a in taken)])
    session = _deal(game, profile, seed, clock, settings)
    for action in taken:
        session.apply(action)
    session.recorder = recorder
    clock.go_live()
    return game, session, clock


class KeptDeal:
    """A kept shoe dealt again on a school server, to grade the steps a desk sends with the
    server's own session (:func:`deal_kept`), one after another: each step read at the time
    the desk read (as Practice's answer route takes the desk's time). ``count`` is how many
    steps it has taken; a server keeps it between steps while that is the number stored."""

    def __init__(self, game: TableGame, session: Dealt, clock: _StepClock,
                 count: int) -> None:
        self.game = game
        self.session = session
        self._clock = clock
        self.count = count

    def grade(self, step: tuple[str, object, float],
              recorder: Callable[[Dealt], StepRecorder]) -> GradedStep:
        """Grade the next action ``step`` (name, arguments' JSON, clock reading), recorded
        by ``recorder(session)`` before the session applies it. Raises what the session
        raises for an action it refuses (:class:`~trainer.errors.TableActionRefused`:
        nothing changed), RecordError for one it cannot read, and what the recorder raises
        (nothing applied)."""
        name, args, at = step
        if not (isinstance(at, int | float) and math.isfinite(at)):
            raise baccarat_record.RecordError("a clock reading is not a finite number")
        action = self.game.action_from_json({"name": name, "args": args}, at)
        self._clock.reading = float(at)
        self.session.recorder = recorder(self.session)
        try:
            graded = self.session.apply(action)
        finally:
            self.session.recorder = None
        self.count += 1
        return graded


class _StepClock:
    """A session clock that reads what it is set to: each step's recorded reading."""

    def __init__(self, reading: float) -> None:
        self.reading = reading

    def __call__(self) -> float:
        return self.reading


def deal_kept(
    profile: object, seed: int, started: float,
    actions: Sequence[tuple[str, object, float]], settings: object,
) -> KeptDeal:
    """Deal a kept shoe again as the store keeps it (as :func:`resume_kept`), each stored
    action taken at its recorded reading, to grade the next steps (:class:`KeptDeal`)."""
    game, taken = _parsed(profile, started, actions)
    clock = _StepClock(float(started))
    session = _deal(game, profile, seed, clock, settings)
    for action in taken:
        clock.reading = float(action.at)
        session.apply(action)
    return KeptDeal(game, session, clock, len(taken))


def _parsed(
    profile: object, started: float, actions: Sequence[tuple[str, object, float]],
) -> tuple[TableGame, list[Action]]:
    """The game a kept shoe names and its stored actions read back, every clock reading
    finite (a damaged one would make every later step's time NaN or infinite)."""
    game = game_of(profile) if isinstance(profile, Mapping) else game_named(DEFAULT_GAME)
    taken = [game.action_from_json({"name": name, "args": args}, at)
             for name, args, at in actions]
    readings = [started, *(a.at for a in taken)]
    if not all(isinstance(r, int | float) and math.isfinite(r) for r in readings):
        raise baccarat_record.RecordError("a stored clock reading is not a finite number")
    return game, taken


def _deal(game: TableGame, profile: object, seed: int, clock: Clock,
          settings: object) -> Dealt:
    """The kept shoe's session, nothing taken yet."""
    try:
        return game.deal(game.profile_from_json(profile), seed, clock, None,
                         game.settings_from_json(settings))
    except ValueError as e:
        raise baccarat_record.RecordError(f"the stored shoe is not dealt: {e}") from e
