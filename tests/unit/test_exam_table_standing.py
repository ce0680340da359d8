"""Standing bettors in an exam's Table section (art. 15): the blueprint's Table section says
whether standing bettors bet behind the seats, written only when on (a blueprint stored
before reads and seals as it was) and checked like the section's other switches. With it on,
a sitting meets a standing bettor's bet in a seated player's box: a right dealer refuses it,
a wrong one who takes it is graded wrong citing art. 15 (stored, no feedback)."""

from __future__ import annotations

import pytest

from tests.support.exam_kill_worker import WallClock
from tests.support.exam_table import answer_questions, deal, table_spec, with_table
from tests.unit.test_table_flow import Rec
from trainer.articles import bac
from trainer.errors import BlueprintError
from trainer.exams.blueprint import Blueprint, TableSectionSpec
from trainer.exams.session import ExamSession
from trainer.exams.table_part import table_settings
from trainer.table import Phase, TableSession

STANDING = {"standing_bettors": True, "coups": 3, "fault_percent": 50, "seats_percent": 30}
"""A third of the seats taken, a faulty bet in two: standing bettors' bets come in a few coups."""
SEED = 4


def _standing_refusal(table: TableSession) -> bool:
    """The right step now is refusing a standing bettor's bet in a seated box."""
    state = table.state()
    name, args = table.next_right()
    return (state.phase is Phase.BETS and name == "refuse"
            and bool(args) and args[0] in state.standing_bets)


def _sitting(**overrides: object) -> tuple[ExamSession, WallClock, Rec]:
    clock, rec = WallClock(), Rec()
    session = ExamSession.start(with_table(**{**STANDING, **overrides}), SEED, now=clock,
                                recorder=rec)
    answer_questions(session)
    return session, clock, rec


def test_the_setting_is_stored_only_when_on_and_a_blueprint_stored_before_reads_as_it_was(
) -> None:
    before = table_spec().to_dict()
    assert "standing_bettors" not in before
    assert TableSectionSpec.from_dict(before).standing_bettors is False
    assert table_settings(table_spec()).standing_bettors is False
    on = table_spec(standing_bettors=True)
    assert on.to_dict()["standing_bettors"] is True
    assert TableSectionSpec.from_dict(on.to_dict()) == on
    assert table_settings(on).standing_bettors is True
    blueprint = with_table(standing_bettors=True)
    assert Blueprint.from_dict(blueprint.to_dict()).tables[0].standing_bettors is True


@pytest.mark.parametrize("value", ["yes", 1, None])
def test_a_setting_that_is_not_true_or_false_is_refused(value: object) -> None:
    with pytest.raises(BlueprintError) as refused:
        TableSectionSpec.from_dict({**table_spec().to_dict(), "standing_bettors": value})
    assert (refused.value.field, refused.value.reason) == ("table.standing_bettors",
                                                           "malformed")


def test_a_sitting_meets_a_standing_bettor_and_a_right_dealer_refuses_it_with_art_15() -> None:
    session, clock, rec = _sitting()
    deal(session, clock, until=_standing_refusal)
    table = session.table
    assert table is not None and not table.finished
    _, (bet,) = table.next_right()
    seated = {v.seat for v in table.state().seats if not v.standing}
    assert bet.seat in seated  # type: ignore[attr-defined]
    clock.advance(1.0)
    session.table_act("refuse", bet)
    step = rec.steps[-1].step
    assert step.right and step.cell == "fault:standing_on_seat" and step.article == bac(15)
    assert bet not in table.state().layout
    deal(session, clock)
    assert session.is_finished and all(r.step.right for r in rec.steps)
    assert session.outcome().tables[0].score == session.outcome().tables[0].max_score


def test_a_wrong_dealer_who_takes_it_is_graded_wrong_with_art_15() -> None:
    session, clock, rec = _sitting()
    deal(session, clock, until=_standing_refusal)
    table = session.table
    assert table is not None
    _, (bet,) = table.next_right()
    clock.advance(1.0)
    session.table_act("accept_bets")  # "no more bets" with it on the layout
    step = rec.steps[-1].step
    assert not step.right and step.cell == "fault:standing_on_seat"
    assert step.article == bac(15) and step.bet == bet and table.phase is Phase.BETS
    session.table_act("refuse", bet)
    assert rec.steps[-1].step.right and bet not in table.state().layout


def test_without_the_setting_the_same_sitting_meets_no_standing_bettor() -> None:
    session, clock, _ = _sitting(standing_bettors=False)
    seen = []

    def watch(table: TableSession) -> bool:
        seen.append(bool(table.state().standing_bets))
        return False

    deal(session, clock, until=watch)
    assert session.is_finished and len(seen) > 20 and not any(seen)
