"""The shoe's procedures together (its life, its ends, irregularities, the squeeze, the bets
to refuse), as an attacker met them: a right cut with the art. 8 burn never empties the shoe
(art. 2, art. 3); face-down cards stay face down through an irregularity (art. 16); the last
coup after a void coup is announced as the last (arts. 3, 10); a bet pushed on after the cards
is refused at once, at a squeeze table and before a void coup drops it; an automatic shuffler
deals face up, with no squeeze and no demonstration coup (arts. 2, 7 (2)); a holder's seat
that is no whole number is refused."""

from __future__ import annotations

import itertools
from dataclasses import replace
from decimal import Decimal

import pytest

from trainer.baccarat.procedures import Procedures
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.baccarat.tableau import Hand
from trainer.errors import TableActionRefused
from trainer.table.irregular import Remedy
from trainer.table.record import resume_session
from trainer.table.session import Action, Phase, TableSession, TableSettings

VIP = DEFAULT_PROFILES["vip-squeeze-5000"]
MASS = DEFAULT_PROFILES["mass-500-shuffler"]
BURNING = replace(MASS, procedures=Procedures(burn_each_coup=1, demonstration_coups=False))
BURNING_SETTINGS = TableSettings(decks=8, shoe_life=True, seats_filled=0.2)


def _clock():
    t = itertools.count()
    return lambda: float(next(t))


def _until(s: TableSession, done) -> None:
    while not done(s):
        name, args = s.next_right()
        assert s.apply(Action(name, args)).right


def test_a_right_cut_and_an_art_8_burn_never_empty_the_shoe() -> None:
    """Seed 13, a cut of 12 (art. 2, graded right) and a card burnt before each coup: the
    shoe ran dry in coup 69 (ShoeError out of apply, the step already stored)."""
    s = TableSession(BURNING, 13, _clock(), settings=BURNING_SETTINGS)
    while not s.finished:
        name, args = s.next_right()
        step = s.apply(Action(name, (12,) if name == "cut" else args))
        assert step.right
    again, _ = resume_session(BURNING, 13, s.started, s.actions, BURNING_SETTINGS,
                              lambda: 0.0, None)
    assert again.state() == s.state()


def test_an_exam_like_table_with_an_art_8_burn_never_empties_its_shoe() -> None:
    """What an exam spec's table_settings() builds (60 coups, shoe's life, irregularities one
    coup in two, the squeeze) at a table burning 3 before each coup ran dry at coup 49."""
    profile = replace(VIP, procedures=Procedures(card_holder=True, burn_each_coup=3))
    s = TableSession(profile, 39, _clock(), settings=TableSettings(
        seats_filled=0.7, fault_rate=0.1, max_coups=60, shoe_life=True,
        irregularity_rate=0.5, squeeze=True))
    _until(s, lambda s: s.finished)
    assert s.coups


def test_squeezed_cards_stay_face_down_while_an_irregularity_waits() -> None:
    s = TableSession(VIP, 0, _clock(), settings=TableSettings(
        squeeze=True, irregularity_rate=0.8, max_coups=6))
    _until(s, lambda s: s.phase is Phase.IRREGULAR and s._coup.resume is Phase.DEAL)
    st = s.state()
    assert st.squeeze is not None
    assert st.squeeze.hidden == (len(st.player), len(st.banker))


def test_a_bet_pushed_on_after_the_cards_is_refused_at_once_at_a_squeeze_table() -> None:
    s = TableSession(VIP, 1, _clock(), settings=TableSettings(
        squeeze=True, irregularity_rate=0.5, fault_rate=0.5, max_coups=8))
    _until(s, lambda s: s.phase is Phase.PASS and bool(s.state().late))
    late = s.state().late[0]
    assert s.next_right() == ("refuse", (late,))
    wrong = s.apply(Action("pass_cards", (Hand.PLAYER, 0)))
    assert not wrong.right and wrong.cell.startswith("fault:") and wrong.bet == late
    assert s.apply(Action("refuse", (late,))).right and not s.state().late


def test_a_void_coup_does_not_drop_the_late_bet_unrefused() -> None:
    for seed in range(40):
        s = TableSession(VIP, seed, _clock(), settings=TableSettings(
            squeeze=True, irregularity_rate=0.5, fault_rate=0.5, max_coups=12))
        _until(s, lambda s: s.finished or (s.phase is Phase.IRREGULAR and bool(s.state().late)))
        if not s.finished:
            break
    else:
        raise AssertionError("no irregularity met with a bet pushed on")
    late = s.state().late[0]
    wrong = s.apply(Action("answer_irregular", (Remedy.VOID,)))
    assert not wrong.right and wrong.bet == late and s.phase is Phase.IRREGULAR
    assert s.next_right() == ("refuse", (late,))
    assert s.apply(Action("refuse", (late,))).right
    name, args = s.next_right()
    assert name == "answer_irregular" and s.apply(Action(name, args)).right


def test_the_announcement_in_the_coup_after_a_void_last_but_one_is_this_coup() -> None:
    """Art. 3 (one-more reading): the cut card came out in coup 59, void (art. 10) before
    the result, so nothing was announced; coup 60 is the last: announced as the last."""
    profile = replace(MASS, procedures=Procedures(demonstration_coups=False))
    s = TableSession(profile, 262, _clock(), settings=TableSettings(
        decks=6, shoe_life=True, irregularity_rate=0.3, seats_filled=0.3))
    _until(s, lambda s: s.coup_number == 60 and s.phase is Phase.DEAL)
    assert s.coups[-1].void and s.shoe.last_coup_number == 60
    assert not s.apply(Action("announce_last", (True,))).right
    assert s.next_right() == ("announce_last", (False,))
    assert s.apply(Action("announce_last", (False,))).right


def test_a_shuffler_table_deals_face_up_so_it_has_no_squeeze() -> None:
    profile = replace(VIP, procedures=Procedures(shuffler=True, card_holder=True))
    s = TableSession(profile, 0, _clock(), settings=TableSettings(
        shoe_life=True, squeeze=True, irregularity_rate=1.0, max_coups=6))
    _until(s, lambda s: s.finished)
    assert s.state().shuffler and s.state().squeeze is None
    assert not any(step.cell.startswith("squeeze") for step in s.steps)
    assert not any(step.cell == "irregular:exposed" for step in s.steps)  # all face up


def test_a_shuffler_table_asks_no_demonstration_coup() -> None:
    profile = replace(MASS, procedures=Procedures(shuffler=True))  # demonstration coups "on"
    for seed in range(10):
        s = TableSession(profile, seed, _clock(), settings=TableSettings(
            shoe_life=True, max_coups=2))
        assert not s.state().life.demo_asked, seed


@pytest.mark.parametrize("seat", [False, 0.0, Decimal(0), Decimal("sNaN")])
def test_a_holder_seat_that_is_no_int_is_refused(seat: object) -> None:
    s = TableSession(VIP, 1, _clock(), settings=TableSettings(
        squeeze=True, seats_filled=0.0, max_coups=2))
    _until(s, lambda s: s.phase is Phase.PASS)
    with pytest.raises(TableActionRefused):
        s.apply(Action("pass_cards", (Hand.PLAYER, seat)))
