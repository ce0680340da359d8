"""One Table, not a copy: both games' sessions keep their steps by the same code
(:mod:`trainer.table.steps`, and the shared functions of :mod:`trainer.table.session` and
:mod:`trainer.table.record`): a step is recorded before it is applied, a failing recorder
changes nothing at either table, actions are taken and refused the same way, a kept shoe is
dealt again the same way, and a payout row is read by one function."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.support.samkong_table import deal_until, right
from tests.support.table_script import right_action
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.errors import TableActionRefused
from trainer.table import record as table_record
from trainer.table.samkong import record as samkong_record
from trainer.table.samkong import settle as samkong_settle
from trainer.table.samkong.model import SamKongPhase
from trainer.table.samkong.profile import profile_named
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import Action, GradedStep, TableSession, TableSettings
from trainer.table.session import read_payout as baccarat_read_payout
from trainer.table.steps import StepBook, read_payout, replayed

BACCARAT = DEFAULT_PROFILES["mass-300"]
SAMKONG = profile_named("samkong-six-door-shoe")


class Refuses:
    """A recorder that fails (the store down): nothing may change."""

    def __init__(self) -> None:
        self.seen: list[GradedStep] = []

    def __call__(self, step: GradedStep, /) -> None:
        self.seen.append(step)
        raise OSError("the store is down")


def _sessions(recorder: Refuses | None = None) -> tuple[TableSession, SamKongSession]:
    return (TableSession(BACCARAT, 5, lambda: 1.0, recorder),
            SamKongSession(SAMKONG, 5, lambda: 1.0, recorder))


def test_both_games_keep_their_steps_in_one_step_book() -> None:
    for cls in (TableSession, SamKongSession):
        assert issubclass(cls, StepBook)
        assert cls._take is StepBook._take and cls._open_book is StepBook._open_book
    assert baccarat_read_payout is read_payout is samkong_settle.read_payout
    assert samkong_record.frames is table_record.frames


def test_a_step_the_recorder_did_not_take_changes_nothing_at_either_table() -> None:
    recorder = Refuses()
    baccarat, samkong = _sessions(recorder)
    for session, name_args in ((baccarat, right_action(baccarat)),
                               (samkong, samkong.next_right())):
        before = session.state()
        with pytest.raises(OSError):
            session.apply(Action(*name_args))
        assert session.steps == [] and session.actions == [] and session.acting is None
        assert session.state() == before
    assert len(recorder.seen) == 2  # each step was handed to the recorder, graded


def test_the_action_being_stored_is_shown_to_the_recorder_at_either_table() -> None:
    acting: list[Action | None] = []
    holder: list[TableSession | SamKongSession] = []

    def recorder(_step: GradedStep) -> None:
        acting.append(holder[-1].acting)

    for session in (TableSession(BACCARAT, 5, lambda: 2.5, recorder),
                    SamKongSession(SAMKONG, 5, lambda: 2.5, recorder)):
        holder.append(session)
        name, args = (right_action(session) if isinstance(session, TableSession)
                      else session.next_right())
        session.apply(Action(name, args))
        assert session.acting is None and session.actions == [Action(name, args, 2.5)]
    assert [a.name for a in acting if a is not None] == [
        right_action(TableSession(BACCARAT, 5, lambda: 0.0))[0],
        SamKongSession(SAMKONG, 5, lambda: 0.0).next_right()[0]]


@pytest.mark.parametrize("action", [Action("nope", ()), Action("state", ()),
                                    Action(7, ())])  # type: ignore[arg-type]
def test_an_action_no_table_takes_is_refused_the_same_way_at_either_table(
        action: Action) -> None:
    for session in _sessions():
        with pytest.raises(TableActionRefused) as refused:
            session.apply(action)
        assert refused.value.code == "bad_choice" and session.steps == []


def test_chips_not_of_the_tray_are_refused_the_same_way_at_either_table() -> None:
    baccarat, _ = _sessions()
    for junk in ((), ((Decimal(3), 1),), ((Decimal(100), 0),), (("x",),)):
        with pytest.raises(TableActionRefused) as at_baccarat:
            baccarat._chips(junk)
        with pytest.raises(TableActionRefused) as at_samkong:
            samkong_settle.payout_arg(junk, SAMKONG)
        assert at_baccarat.value.code == at_samkong.value.code == "bad_chips"
        assert str(at_baccarat.value) == str(at_samkong.value)


def test_either_game_is_dealt_again_by_the_same_replay() -> None:
    baccarat = TableSession(BACCARAT, 9, iter(range(100)).__next__, None, TableSettings())
    for _ in range(12):
        baccarat.apply(Action(*right_action(baccarat)))
    samkong = SamKongSession(SAMKONG, 9, iter(range(500)).__next__)
    deal_until(samkong, lambda s: s.phase is SamKongPhase.SETTLE)
    right(samkong)
    for session in (baccarat, samkong):
        cls = type(session)
        again = replayed(lambda clock, s=session, c=cls: c(s.table, s.seed, clock),  # type: ignore[misc]
                         session.actions, session.started)
        assert again.steps == session.steps and again.state() == session.state()
        assert again.started == session.started and again._last == session._last
