"""What a kept Sam Kong shoe needs to be dealt again: its actions' arguments and its settings
as plain JSON values, and its score card.

The arguments the baccarat Table stores too (whole numbers, Decimals, a remedy, chips) are
written by :func:`trainer.table.record.arg_to_json`, so one tag means one thing in both games;
a Sam Kong bet (``skbet``) and a door's result (``door``) are this game's own tags.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from statistics import median

from trainer.samkong.bets import SamKongBetKind
from trainer.samkong.levels import DoorResult
from trainer.table.record import JsonArg, RecordError, frames
from trainer.table.record import arg_from_json as base_from_json
from trainer.table.record import arg_to_json as base_to_json
from trainer.table.samkong.model import (
    SamKongFault,
    SamKongSettings,
    SamKongState,
    SamKongTableBet,
)
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.samkong.round import SamKongRoundRecord
from trainer.table.samkong.session import SamKongSession
from trainer.table.score import SECONDS_PER_HOUR, ScoreCard, kind_scores
from trainer.table.session import Action, GradedStep


def arg_to_json(value: object) -> JsonArg:
    """One Sam Kong action argument as a tagged JSON value (Decimals exact, as text)."""
    if isinstance(value, SamKongTableBet):
        return {"skbet": [value.kind.value, str(value.amount), value.box, value.bettor,
                          value.point]}
    if isinstance(value, DoorResult):
        return {"door": value.value}
    if isinstance(value, tuple | list):
        return {"t": [arg_to_json(v) for v in value]}
    return base_to_json(value)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def arg_from_json(data: object) -> object:
    """Inverse of :func:`arg_to_json`; :class:`RecordError` for anything it did not write."""
    if isinstance(data, Mapping) and len(data) == 1:
        ((tag, value),) = data.items()
        if tag == "skbet":
            if not isinstance(value, list) or len(value) != 5:
                raise RecordError(f"not a Sam Kong bet: {value!r}")
            kind, amount, box, bettor, point = value
            if not (_whole(box) and _whole(bettor) and (point is None or _whole(point))):
                raise RecordError(f"not a Sam Kong bet: {value!r}")
            stake = base_from_json({"d": amount})
            if not isinstance(stake, Decimal):
                raise RecordError(f"not an amount: {amount!r}")
            try:
                return SamKongTableBet(SamKongBetKind(kind), stake, box, bettor, point)
            except ValueError as e:
                raise RecordError(f"not a Sam Kong bet: {value!r}") from e
        if tag == "door":
            try:
                return DoorResult(value)
            except ValueError as e:
                raise RecordError(f"not a door's result: {value!r}") from e
        if tag == "t" and isinstance(value, list):
            return tuple(arg_from_json(v) for v in value)
    return base_from_json(data)


def action_to_json(action: Action) -> dict[str, object]:
    """An action with its clock reading, as a kept shoe stores it."""
    return {"name": action.name, "args": [arg_to_json(a) for a in action.args],
            "at": action.at}


def action_from_json(data: object, at: float = 0.0) -> Action:
    """Inverse of :func:`action_to_json` (``at`` when the record has no reading)."""
    if not isinstance(data, Mapping) or not isinstance(data.get("name"), str):
        raise RecordError(f"not a stored action: {data!r}")
    args = data.get("args")
    if not isinstance(args, list):
        raise RecordError(f"not a list of action arguments: {args!r}")
    reading = data.get("at", at)
    if not isinstance(reading, int | float) or isinstance(reading, bool):
        raise RecordError(f"not a clock reading: {reading!r}")
    return Action(str(data["name"]), tuple(arg_from_json(a) for a in args), float(reading))


def settings_to_json(settings: SamKongSettings) -> dict[str, object]:
    """:class:`SamKongSettings` as a plain dict (fault kinds sorted)."""
    out: dict[str, object] = {}
    for f in dataclasses.fields(settings):
        value = getattr(settings, f.name)
        out[f.name] = sorted(k.value for k in value) if isinstance(value, frozenset) else value
    return out


def settings_from_json(data: object) -> SamKongSettings:
    """Inverse of :func:`settings_to_json`; :class:`RecordError` for unknown keys or values
    the settings refuse."""
    if not isinstance(data, Mapping):
        raise RecordError("the stored Sam Kong settings are not an object")
    known = {f.name for f in dataclasses.fields(SamKongSettings)}
    unknown = set(data) - known
    if unknown:
        raise RecordError(f"unknown Sam Kong settings: {sorted(unknown)}")
    values = dict(data)
    try:
        if "fault_kinds" in values:
            kinds = values["fault_kinds"]
            if not isinstance(kinds, list):
                raise RecordError(f"not a list of fault kinds: {kinds!r}")
            values["fault_kinds"] = frozenset(SamKongFault(k) for k in kinds)
        for name in ("bettors", "rounds"):
            if values.get(name) is not None and not _whole(values[name]):
                raise RecordError(f"the stored setting {name} is not a number: {values[name]!r}")
        return SamKongSettings(**values)
    except (TypeError, ValueError) as e:
        raise RecordError(f"the stored Sam Kong settings do not read: {e}") from e


CELL_ORDER = tuple(f"samkong-table:{kind}" for kind in (
    "cut", "burn", "cash", "colour_up", "stand", "fault", "bets", "deal", "irregular", "level",
    "door", "order",
    "take", "pay", "mark", "shoe", "collect",
))
"""The Sam Kong Table's cells in the order a round reaches them (a ``fault:*`` or ``pay:*``
cell under its kind), for Progress to list them beside the baccarat Table's
(:data:`trainer.stats.table.STEP_ORDER`)."""

ERROR_ONLY_CELLS = frozenset({"samkong-table:order", "samkong-table:fault:none"})
"""Cells the session records only when wrong (a take or payout out of the profile's order, a
good bet refused): counted as mistakes, not as a share (as
:data:`trainer.stats.table.ERROR_ONLY_CELLS`)."""


def score_card(steps: Sequence[GradedStep], rounds: Sequence[SamKongRoundRecord],
               pace_target: int | None = None) -> ScoreCard:
    """The score card of a Sam Kong session, counted as the baccarat Table's
    (:func:`trainer.table.score.kind_scores`): a void round is left out of the rounds and
    the pace, as from flow 5 there."""
    counted = [r for r in rounds if not r.void]
    seconds = sum(max(0.0, r.ended - r.started) for r in counted)
    payouts = [s.elapsed for s in steps if s.kind == "pay" and s.right]
    return ScoreCard(
        kinds=kind_scores((s.kind, s.right, None if s.fault is None else s.fault.value)
                          for s in steps),
        coups=len(counted),
        seconds=seconds,
        coups_per_hour=len(counted) * SECONDS_PER_HOUR / seconds if seconds > 0 else None,
        median_payout_seconds=median(payouts) if payouts else None,
        mistakes=tuple(s for s in steps if not s.right),
        pace_target=pace_target,
        void=sum(1 for r in rounds if r.void),
    )


def house_net(rounds: Sequence[SamKongRoundRecord]) -> Decimal:
    """The house's net over ``rounds`` as the dealer settled them."""
    return sum((r.house_net for r in rounds), Decimal(0))


@dataclass(frozen=True)
class SamKongMistakeScene:
    """A wrong step with the table as it stood when it was taken (the score card draws it
    again): ``state`` just before the step, ``given`` the action taken, ``right`` the one the
    engine wanted then (:meth:`SamKongSession.next_right`)."""

    step: GradedStep
    state: SamKongState
    given: Action
    right: tuple[str, tuple[object, ...]]


def mistake_scene(session: SamKongSession, step: GradedStep) -> SamKongMistakeScene:
    """Deal ``session`` again from its seed up to ``step`` (one of its steps) and return the
    table as it stood then; the live session is not touched. ``ValueError`` for a step that
    is not the session's."""
    index = step.number - 1
    if not 0 <= index < len(session.steps) or session.steps[index] != step:
        raise ValueError(f"step {step.number} is not a step of this session")
    before = SamKongSession.replay(session.table, session.seed, session.actions[:index],
                                   session.started, session.settings)
    return SamKongMistakeScene(step, before.state(), session.actions[index],
                               before.next_right())


@dataclass(frozen=True)
class SamKongReplayFrame:
    """One step of a replayed round: the table as the dealer saw it, and what they did."""

    state: SamKongState
    step: GradedStep
    action: Action


def replay_round(profile: SamKongTableRules, seed: int, settings: SamKongSettings,
                 actions: Sequence[Action], number: int) -> tuple[SamKongReplayFrame, ...]:
    """Deal the shoe again from its seed, taking ``actions`` (its stored steps in order, at
    least up to the round's last), and return round ``number`` step by step (the attempt
    log's replay). :class:`RecordError` when the stored steps do not replay."""
    session = SamKongSession(profile, seed, lambda: 0.0, None, settings)
    return tuple(SamKongReplayFrame(*frame) for frame in frames(session, actions, number))
