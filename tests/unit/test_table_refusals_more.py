"""Bets a dealer must refuse beyond their amounts (table flow 4): a standing bettor's bet in a
seated player's box (art. 15) and a bet pushed on after the cards are out (no article of the
Despacho names it: the house procedure). Each is refused right by a scripted right dealer and
graded wrong, with its article, when a wrong dealer goes on with it left; a shoe of flow 3
meets neither."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from tests.support.table_script import LATE_PHASES, act, right_action
from trainer.articles import PROCEDURE, bac
from trainer.baccarat.settlement import validate_bets
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.baccarat.tableau import Hand
from trainer.exams.blueprint import TableSectionSpec
from trainer.exams.table_part import table_settings
from trainer.table import Phase, TableSession, TableSettings
from trainer.table.personas import FaultKind
from trainer.table.session import MORE_FAULTS_FROM, GradedStep

MASS = DEFAULT_PROFILES["mass-300"]
SETTINGS = TableSettings(fault_rate=0.5, seats_filled=0.3, standing_bettors=True, max_coups=25)


def _clock() -> Callable[[], float]:
    ticks = itertools.count(1)
    return lambda: float(next(ticks))


def _until(session: TableSession, found: Callable[[TableSession], bool]) -> None:
    for _ in range(5000):
        if found(session):
            return
        assert act(session, *right_action(session)).right  # type: ignore[attr-defined]
    raise AssertionError("not met")


def _standing(session: TableSession) -> bool:
    return session.phase is Phase.BETS and bool(session.state().standing_bets)


def _after_cards(session: TableSession) -> bool:
    state = session.state()
    return state.phase in LATE_PHASES and bool(state.late) and bool(state.player)


def test_flow_4_draws_the_new_kinds() -> None:
    assert MORE_FAULTS_FROM == 4 and SETTINGS.flow >= MORE_FAULTS_FROM


def test_a_right_dealer_refuses_a_standing_bettors_bet_in_a_seated_box_with_art_15() -> None:
    seen = 0
    for seed in range(3):
        session = TableSession(MASS, seed, _clock(), settings=SETTINGS)
        while not session.finished:
            state = session.state()
            name, args = right_action(session)
            step = act(session, name, args)
            assert isinstance(step, GradedStep) and step.right
            if name == "refuse" and args[0] in state.standing_bets:
                seen += 1
                seated = {v.seat for v in state.seats if not v.standing}
                assert args[0].seat in seated  # type: ignore[attr-defined]
                validate_bets([args[0]], MASS)  # type: ignore[list-item]  # only whose it is
                assert step.cell == f"fault:{FaultKind.STANDING_ON_SEAT.value}"
                assert step.article == bac(15)
    assert seen >= 2


def test_a_wrong_dealer_who_takes_it_is_graded_wrong_with_art_15() -> None:
    session = TableSession(MASS, 0, _clock(), settings=SETTINGS)
    while True:
        _until(session, _standing)
        bet = session.state().standing_bets[0]
        if session.next_right() == ("refuse", (bet,)):
            break
        act(session, *right_action(session))
    step = session.accept_bets()
    assert not step.right and step.cell == "fault:standing_on_seat" and step.bet == bet
    assert step.article == bac(15) and session.phase is Phase.BETS
    assert session.refuse(bet).right
    assert bet not in session.state().layout


def test_a_right_dealer_refuses_a_bet_after_the_cards_in_each_step_it_comes() -> None:
    phases = set()
    for seed in range(4):
        session = TableSession(MASS, seed, _clock(), settings=SETTINGS)
        while not session.finished:
            state = session.state()
            step = act(session, *right_action(session))
            assert isinstance(step, GradedStep) and step.right
            if step.cell == "fault:after_cards":
                phases.add(state.phase)
                assert state.player and step.article == PROCEDURE
                assert step.kind == "fault" and not session.state().late
    assert {Phase.DEAL, Phase.TOTALS} <= phases and phases <= set(LATE_PHASES)


def test_a_wrong_dealer_who_deals_on_with_it_is_graded_wrong_and_nothing_changes() -> None:
    tried = set()
    for seed in range(4):
        session = TableSession(MASS, seed, _clock(), settings=SETTINGS)
        while not session.finished:
            state = session.state()
            if _after_cards(session):
                wrong = {Phase.DEAL: ("deal", (Hand.PLAYER,)),
                         Phase.TOTALS: ("call_totals", (0, 0)),
                         Phase.FINAL_TOTALS: ("call_totals", (0, 0)),
                         Phase.DRAW_PLAYER: ("draw", (Hand.PLAYER, True)),
                         Phase.DRAW_BANKER: ("draw", (Hand.BANKER, True))}[state.phase]
                step = act(session, *wrong)
                assert isinstance(step, GradedStep)
                assert not step.right and step.cell == "fault:after_cards"
                assert step.article == PROCEDURE and step.bet == state.late[0]
                assert session.state().player == state.player and session.phase is state.phase
                tried.add(state.phase)
            assert act(session, *right_action(session)).right  # type: ignore[attr-defined]
    assert {Phase.DEAL, Phase.TOTALS} <= tried


def test_a_shoe_of_flow_3_meets_neither() -> None:
    for seed in range(3):
        session = TableSession(MASS, seed, _clock(),
                               settings=TableSettings(**{**SETTINGS.__dict__, "flow": 3}))
        while not session.finished:
            state = session.state()
            assert not state.standing_bets and not (state.late and state.player)
            act(session, *right_action(session))
        assert not {s.cell for s in session.steps} & {"fault:after_cards",
                                                      "fault:standing_on_seat"}


def test_an_exam_table_section_meets_a_bet_after_the_cards() -> None:
    spec = TableSectionSpec(profile=MASS, coups=25, pass_mark=80, seats_percent=60,
                            fault_percent=50)
    settings = table_settings(spec)
    assert FaultKind.AFTER_CARDS in settings.fault_kinds
    session = TableSession(MASS, 1, _clock(), settings=settings)
    _until(session, _after_cards)
    step = act(session, *right_action(session))
    assert isinstance(step, GradedStep) and step.right and step.cell == "fault:after_cards"
