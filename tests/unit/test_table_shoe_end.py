"""The shoe's end under ``shoe_life`` (Baccarat art. 3): the last coup announced in the
profile's reading, no coup past it, the reshuffle; a damaged card means new decks; the house
may change the shoe after any coup. Right and wrong scripted dealers."""

from __future__ import annotations

import dataclasses

import pytest

from tests.support.table_script import act, right_action
from trainer.articles import bac
from trainer.baccarat.procedures import Procedures
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.cards import LastCoupRule
from trainer.table import Phase, TableSession, TableSettings
from trainer.table.session import Action, GradedStep
from trainer.table.shoe_end import CloseReason

BASE = DEFAULT_PROFILES["mass-300"]
LIFE = TableSettings(shoe_life=True, seats_filled=0.3)
IRREGULAR = TableSettings(shoe_life=True, seats_filled=0.3, irregularity_rate=1.0)


def _profile(reading: LastCoupRule, demos: bool = True) -> TableRules:
    return dataclasses.replace(
        BASE, procedures=Procedures(last_coup=reading, demonstration_coups=demos))


def _session(profile: TableRules = BASE, seed: int = 3,
             settings: TableSettings = LIFE) -> TableSession:
    return TableSession(profile, seed, clock=lambda: 0.0, settings=settings)


def _right(session: TableSession) -> GradedStep:
    name, args = right_action(session)
    assert (name, args) == session.next_right()  # the hint and the script agree
    step = act(session, name, args)
    assert isinstance(step, GradedStep) and step.right, (name, args, step)
    return step


def _until(session: TableSession, done: object) -> None:
    for _ in range(20_000):
        if done(session):  # type: ignore[operator]
            return
        _right(session)
    raise AssertionError("never reached")


def _cut_card_out(session: TableSession) -> bool:
    return session.shoe.cut_card_out


@pytest.mark.parametrize("reading", list(LastCoupRule))
def test_a_right_dealer_announces_the_last_coup_in_the_profiles_reading(
        reading: LastCoupRule) -> None:
    session = _session(_profile(reading))
    assert session.shoe.last_coup_rule is reading  # the shoe ends as the profile reads art. 3
    _until(session, _cut_card_out)
    seen = session.coup_number
    _until(session, lambda s: s.phase is Phase.CLOSE or s.finished)
    assert session.phase is Phase.CLOSE
    last = seen + 1 if reading is LastCoupRule.ONE_MORE else seen
    assert [c.number for c in session.coups][-1] == last
    announce = [s for s in session.steps if s.cell == "last_coup"]
    assert len(announce) == 1 and announce[0].coup == seen
    assert announce[0].expected == f"last:{reading.value}"
    assert session.state().life.close is CloseReason.LAST_COUP
    step = _right(session)
    while not session.finished:  # boxes first where due, then the shuffle
        step = _right(session)
    assert (step.cell, step.given, step.article) == ("shoe:close", "shuffle", bac(3))


@pytest.mark.parametrize("reading", list(LastCoupRule))
def test_the_wrong_reading_or_no_announcement_is_a_mistake_with_art_3(
        reading: LastCoupRule) -> None:
    session = _session(_profile(reading))
    _until(session, _cut_card_out)
    other = reading is not LastCoupRule.ONE_MORE
    wrong = session.announce_last(other)
    assert not wrong.right and wrong.article == bac(3) and wrong.cell == "last_coup"
    assert wrong.expected == f"last:{reading.value}"
    assert session.state().life.announced is None  # a wrong step changes nothing
    while session.phase is not Phase.RESULT:  # a dealer who forgets to announce
        step = act(session, *right_action(session, ends=False))
        assert step.right  # type: ignore[attr-defined]
    missed = session.call_result(*right_action(session, ends=False)[1])  # type: ignore[arg-type]
    assert not missed.right and missed.cell == "last_coup" and missed.article == bac(3)
    assert missed.expected == f"last:{reading.value}" and session.phase is Phase.RESULT
    _right(session)
    assert session.state().life.announced is reading


def test_announcing_before_the_cut_card_is_out_is_a_mistake() -> None:
    session = _session(_profile(LastCoupRule.ONE_MORE))
    _until(session, lambda s: s.phase is Phase.DEAL)
    step = session.announce_last(True)
    assert not step.right and step.expected == "last:not_yet" and step.article == bac(3)


def test_dealing_a_coup_past_the_last_one_is_a_mistake_with_art_3() -> None:
    session = _session(_profile(LastCoupRule.THIS_COUP))
    _until(session, lambda s: s.phase is Phase.CLOSE and not s.boxes_due)
    coups = len(session.coups)
    step = session.accept_bets()
    assert not step.right and step.cell == "shoe:close" and step.article == bac(3)
    assert step.expected == "shuffle" and session.phase is Phase.CLOSE
    wrong = session.close_shoe(True)  # new decks for a shoe that only ends: not the procedure
    assert not wrong.right and session.phase is Phase.CLOSE
    assert _right(session).given == "shuffle" and session.finished
    assert len(session.coups) == coups


def _damaged(seed: int) -> TableSession:
    session = _session(seed=seed, settings=IRREGULAR)
    _until(session, lambda s: s.state().life.damaged is not None or s.finished)
    return session


def test_a_damaged_card_means_new_decks_and_carrying_on_is_a_mistake() -> None:
    session = _damaged(1)  # seed 1: a damaged card in the deal of coup 5
    assert session.state().life.damaged is not None
    coup = session.coup_number
    name, args = session.next_right()
    assert (name, args) == ("close_shoe", (True,))
    phase = session.phase
    wrong = act(session, *right_action(session, ends=False))  # dealing on
    assert not wrong.right and wrong.cell == "shoe:damaged" and wrong.article == bac(3)
    assert wrong.expected == "new_decks" and session.phase is phase
    shuffle = session.close_shoe(False)
    assert not shuffle.right and session.state().life.damaged is not None
    assert _right(session).given == "new_decks"
    assert session.state().life.new_decks
    _until(session, lambda s: s.finished or s.phase is Phase.SHOE_END)
    assert [c.number for c in session.coups][-1] == coup  # the shoe ends after that coup


def test_the_house_changes_the_shoe_close_it_after_the_settlement() -> None:
    session = _session(seed=2, settings=IRREGULAR)  # seed 2: the pit boss asks after coup 16
    _until(session, lambda s: s.phase is Phase.CLOSE)
    assert session.state().life.close is CloseReason.HOUSE
    assert not session.shoe.is_last_coup_done
    assert not session.accept_bets().right  # another coup: a mistake
    while not session.finished:
        _right(session)
    assert session.steps[-1].cell == "shoe:close"


def test_without_shoe_life_the_shoe_ends_as_before() -> None:
    session = _session(_profile(LastCoupRule.THIS_COUP), settings=TableSettings(seats_filled=0.3))
    assert session.shoe.last_coup_rule is LastCoupRule.ONE_MORE
    while not session.finished:
        step = _right(session)
        assert step.kind != "shoe"
    assert session.state().life.close is None


def test_a_kept_shoe_resumes_at_the_same_step() -> None:
    session = _session(seed=2, settings=IRREGULAR)
    _until(session, lambda s: s.phase is Phase.CLOSE)
    again = TableSession.replay(session.table, session.seed, session.actions, 0.0,
                                settings=IRREGULAR)
    assert again.state() == session.state() and again.steps == session.steps
    assert again.next_right() == session.next_right()


def test_the_close_action_is_refused_mid_shoe() -> None:
    from trainer.errors import TableActionRefused
    session = _session()
    with pytest.raises(TableActionRefused):
        session.apply(Action("close_shoe", (False,)))
    assert not session.steps


def test_on_a_commission_box_table_the_boxes_are_collected_before_the_shuffle() -> None:
    profile = dataclasses.replace(DEFAULT_PROFILES["commission-box-2000"],
                                  procedures=Procedures(last_coup=LastCoupRule.THIS_COUP))
    session = _session(profile, seed=4, settings=TableSettings(
        shoe_life=True, seats_filled=0.9, cut_from_end=380))
    for _ in range(20_000):  # the script collects boxes from the lowest seat: any order
        if session.phase is Phase.CLOSE:
            break
        step = act(session, *right_action(session))
        assert step.right  # type: ignore[attr-defined]
    assert session.boxes_due  # every box is due once the shoe is over
    early = session.close_shoe(False)
    assert not early.right and early.cell == "collect" and early.article == bac(18, 1)
    assert session.phase is Phase.CLOSE
    while session.boxes_due:
        step = act(session, *right_action(session))
        assert step.right and step.cell == "collect"  # type: ignore[attr-defined]
    assert _right(session).cell == "shoe:close" and session.finished
