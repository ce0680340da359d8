"""Attacks on the Table's kept shoes and stored coups (review 5b): the profile a shoe was
dealt at is read back by its session (an instructor may read any trainee's, a trainee only
their own), and stored steps that no longer replay are a RecordError, never an action
refusal escaping into the attempt log."""

from __future__ import annotations

from decimal import Decimal

import pytest

from trainer.auth import Actor
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.errors import PermissionDenied
from trainer.store import NewShoe, Store
from trainer.table import Action, TableSession, TableSettings
from trainer.table.record import RecordError, replay_coup, settings_to_json

PROFILE = DEFAULT_PROFILES["commission-box-2000"]
SETTINGS = TableSettings(max_coups=2)


def test_the_table_a_shoe_was_dealt_at_is_read_by_its_session(
    store: Store, instructor: Actor
) -> None:
    store.roster.create_trainee(instructor, "chan.tm", "Chan", None, "2468")
    store.roster.create_trainee(instructor, "wong.kf", "Wong", None, "1357")
    chan = store.authenticate("chan.tm", "2468")
    wong = store.authenticate("wong.kf", "1357")
    session_id, _ = store.table_shoes.start(chan, "table", {}, NewShoe(
        7, PROFILE.to_dict(), settings_to_json(SETTINGS), "clock", 0.0))
    assert store.table_shoes.dealt_at(chan, session_id) == PROFILE.to_dict()
    assert store.table_shoes.dealt_at(instructor, session_id) == PROFILE.to_dict()
    with pytest.raises(PermissionDenied):
        store.table_shoes.dealt_at(wong, session_id)
    other = store.practice.start_session(chan, "table", {})
    assert store.table_shoes.dealt_at(chan, other) is None  # a session without a kept shoe


def test_stored_steps_that_do_not_replay_are_a_record_error() -> None:
    """A damaged stored action (a bet that is not on the layout the seed deals) is
    refused by the session; the replay says the record does not replay."""
    session = TableSession(PROFILE, 11, lambda: 0.0, None, SETTINGS)
    actions = []
    while session.coup_number == 1 and not session.finished:
        name, args = session.next_right()
        actions.append(Action(name, args, 0.0))
        getattr(session, name)(*args)
    junk = Action("take", (Bet(BetKind.BANKER, Decimal("123457"), 1),), 0.0)
    with pytest.raises(RecordError):
        replay_coup(PROFILE, 11, SETTINGS, [*actions, junk], 2)


@pytest.mark.parametrize("text", ["sNaN", "NaN", "Infinity", "-Infinity"])
def test_a_stored_amount_that_is_no_number_is_a_record_error(text: str) -> None:
    """A damaged stored action with a signalling NaN as chip or bet amount: refused when
    read, not an InvalidOperation out of the first comparison at replay (the Table only
    ends kept shoes that raise RecordError or TableActionRefused)."""
    from trainer.table.record import args_from_json

    with pytest.raises(RecordError):
        args_from_json([{"t": [{"t": [{"d": text}, {"i": 1}]}]}])
    with pytest.raises(RecordError):
        args_from_json([{"bet": ["banker", text, 1]}])


def test_junk_chips_are_refused_by_the_session_not_a_crash() -> None:
    from trainer.errors import TableActionRefused

    session = TableSession(PROFILE, 11, lambda: 0.0, None, SETTINGS)
    while (action := session.next_right())[0] != "pay":
        getattr(session, action[0])(*action[1])
    bet = action[1][0]
    assert isinstance(bet, Bet)
    for junk in (Decimal("sNaN"), Decimal("NaN"), Decimal("Infinity")):
        with pytest.raises(TableActionRefused):
            session.pay(bet, ((junk, 1),))
    steps = len(session.steps)
    with pytest.raises(TableActionRefused):
        session.pay(bet, ((Decimal("sNaN"), 1),))
    assert len(session.steps) == steps


def _stored_rows() -> list[object]:
    """A shoe's first coup stored as the Table screen stores it (action, settings, step)."""
    from dataclasses import dataclass

    from trainer.table.record import action_to_json

    @dataclass(frozen=True)
    class Row:
        session_id: int
        seed: int | None
        question: object

    rows: list[object] = []
    session = TableSession(PROFILE, 11, lambda: 0.0, None, SETTINGS)
    while session.coup_number == 1 and not session.finished:
        name, args = session.next_right()
        step = getattr(session, name)(*args)
        rows.append(Row(1, 11, {"table": PROFILE.name, "coup": step.coup, "step": step.number,
                                "action": action_to_json(name, args),
                                "settings": settings_to_json(SETTINGS)}))
    return rows


@pytest.mark.parametrize("damage", ["no_action", "step_text", "not_an_object", "no_seed",
                                    "gap"])
def test_a_coup_with_steps_stored_before_actions_or_damaged_is_a_record_error(
    damage: str
) -> None:
    """The attempt log's replay of a session whose early steps were stored before actions
    were (an old version), or whose stored question is damaged: RecordError (the dialog
    says the coup cannot be replayed), never a ValueError or KeyError."""
    import dataclasses as dc

    from trainer.table.record import stored_coup

    rows = _stored_rows()
    assert stored_coup(rows, {PROFILE.name: PROFILE}, 1)[1]  # replays as stored
    first = rows[0]
    q = dict(first.question)  # type: ignore[attr-defined]
    if damage == "no_action":
        del q["action"], q["settings"]
        broken = dc.replace(first, question=q)  # type: ignore[type-var]
    elif damage == "step_text":
        q["step"] = "one"
        broken = dc.replace(first, question=q)  # type: ignore[type-var]
    elif damage == "not_an_object":
        broken = dc.replace(first, question="junk")  # type: ignore[type-var]
    elif damage == "gap":  # an attempt row lost: the coup would replay other than dealt
        with pytest.raises(RecordError):
            stored_coup([*rows[:2], *rows[3:]], {PROFILE.name: PROFILE}, 1)
        return
    else:
        broken = dc.replace(rows[1], seed=None)  # type: ignore[type-var]
        rows = [rows[0], broken, *rows[2:]]
        with pytest.raises(RecordError):
            stored_coup(rows, {PROFILE.name: PROFILE}, 1)
        return
    with pytest.raises(RecordError):
        stored_coup([broken, *rows[1:]], {PROFILE.name: PROFILE}, 1)


@pytest.mark.parametrize("reading", ["started", "action"])
@pytest.mark.parametrize("value", [float("inf"), float("nan")])
def test_a_kept_shoe_with_a_damaged_clock_reading_does_not_resume(
    reading: str, value: float
) -> None:
    """A kept shoe whose stored start or step time is not finite: RecordError (the Table
    ends it), not a shoe whose every later step is timed NaN and cannot be stored."""
    from trainer.table.record import resume_session

    session = TableSession(PROFILE, 11, lambda: 0.0, None, SETTINGS)
    actions = []
    for n in range(5):
        name, args = session.next_right()
        getattr(session, name)(*args)
        at = value if reading == "action" and n == 2 else float(n + 1)
        actions.append(Action(name, args, at))
    started = value if reading == "started" else 0.0
    with pytest.raises(RecordError):
        resume_session(PROFILE, 11, started, actions, SETTINGS, lambda: 100.0, None)
    resumed, clock = resume_session(PROFILE, 11, 0.0, [
        Action(a.name, a.args, float(i + 1)) for i, a in enumerate(actions)],
        SETTINGS, lambda: 100.0, None)
    assert len(resumed.steps) == 5 and clock() == 5.0


def test_a_bet_with_a_nan_amount_is_refused_at_every_bet_action() -> None:
    """take / pay / refuse / answer_tie of a bet whose amount is a (signalling) NaN: refused,
    nothing graded; before, the layout lookup raised InvalidOperation out of the session."""
    import dataclasses as dc

    from trainer.baccarat.table import TieBets
    from trainer.errors import TableActionRefused

    table = dc.replace(PROFILE, tie_bets=TieBets.CHANGE)
    seen: set[str] = set()
    for seed in range(40):
        session = TableSession(table, seed, lambda: 0.0, None,
                               TableSettings(max_coups=8, fault_rate=0.3))
        while not session.finished:
            name, args = session.next_right()
            if name in ("take", "pay", "refuse", "answer_tie"):
                bet = args[0]
                assert isinstance(bet, Bet)
                steps = len(session.steps)
                for junk in (Decimal("sNaN"), Decimal("NaN")):
                    odd = Bet(bet.kind, junk, bet.seat)
                    with pytest.raises(TableActionRefused):
                        getattr(session, name)(odd, *args[1:])
                assert len(session.steps) == steps
                seen.add(name)
            getattr(session, name)(*args)
        if seen == {"take", "pay", "refuse", "answer_tie"}:
            break
    assert seen == {"take", "pay", "refuse", "answer_tie"}
