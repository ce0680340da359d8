"""The card holder and the VIP squeeze (Baccarat art. 16): the engine's choice of holder for
every case, a scripted right dealer through whole shoes, and a scripted wrong dealer whose
every wrong choice is graded wrong, cited and leaves the table as it was."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from tests.support.table_script import act, card_holder, play_perfect, right_action
from trainer.articles import bac
from trainer.baccarat.coup import Outcome, hand_total
from trainer.baccarat.procedures import HolderTie, Procedures
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import DEFAULT_PROFILES, CommissionMode, TableRules
from trainer.baccarat.tableau import Hand, player_rule
from trainer.errors import TableActionRefused
from trainer.exams.table_part import _decode, _encode
from trainer.table.difficulty import PRESETS, Difficulty
from trainer.table.record import (
    action_from_json,
    arg_from_json,
    arg_to_json,
    settings_from_json,
)
from trainer.table.session import (
    ACTIONS,
    Action,
    Phase,
    TableSession,
    TableSettings,
    TableState,
)
from trainer.table.squeeze import DEALER, holder, squeezing

VIP = DEFAULT_PROFILES["vip-squeeze-5000"]
SQUEEZE = TableSettings(squeeze=True, max_coups=12, standing_bettors=True, seats_filled=0.8)


def _bet(kind: BetKind, amount: str, seat: int) -> Bet:
    return Bet(kind, Decimal(amount), seat)


P, B, T = BetKind.PLAYER, BetKind.BANKER, BetKind.TIE


# ---- the engine's choice of holder ---------------------------------------------------------


def test_the_largest_seated_bet_on_each_side_holds_that_sides_cards() -> None:
    bets = [_bet(P, "5000", 1), _bet(P, "20000", 3), _bet(B, "10000", 2), _bet(B, "5000", 5)]
    seated = {1, 2, 3, 5}
    assert holder(Hand.PLAYER, bets, seated, HolderTie.LOWEST_SEAT) == 3
    assert holder(Hand.BANKER, bets, seated, HolderTie.LOWEST_SEAT) == 2


def test_a_side_bet_does_not_make_a_holder() -> None:
    bets = [_bet(T, "60000", 4), _bet(P, "5000", 1)]
    assert holder(Hand.PLAYER, bets, {1, 4}, HolderTie.LOWEST_SEAT) == 1
    assert holder(Hand.BANKER, bets, {1, 4}, HolderTie.LOWEST_SEAT) == DEALER


def test_no_bet_on_a_side_the_dealer_turns_its_cards() -> None:
    assert holder(Hand.BANKER, [_bet(P, "5000", 2)], {2}, HolderTie.LOWEST_SEAT) == DEALER
    assert holder(Hand.PLAYER, [], set(), HolderTie.HIGHEST_SEAT) == DEALER


def test_a_standing_bettor_never_holds_even_with_the_largest_bet() -> None:
    # Arts. 15, 16: seat 6's bettor stands behind the seat; the seated 5,000 holds.
    bets = [_bet(B, "50000", 6), _bet(B, "5000", 2)]
    assert holder(Hand.BANKER, bets, {2}, HolderTie.LOWEST_SEAT) == 2
    assert holder(Hand.BANKER, [_bet(B, "50000", 6)], {2}, HolderTie.LOWEST_SEAT) == DEALER


@pytest.mark.parametrize(("tie", "expected"), [
    (HolderTie.LOWEST_SEAT, 2),
    (HolderTie.HIGHEST_SEAT, 7),
    (HolderTie.DEALER, DEALER),
])
def test_equal_largest_bets_go_by_the_house_rule(tie: HolderTie, expected: int) -> None:
    bets = [_bet(P, "10000", 7), _bet(P, "10000", 2), _bet(P, "10000", 5), _bet(P, "5000", 1)]
    assert holder(Hand.PLAYER, bets, {1, 2, 5, 7}, tie) == expected


def test_a_single_largest_bet_holds_whatever_the_tie_rule() -> None:
    bets = [_bet(P, "10000", 7), _bet(P, "20000", 2)]
    for tie in HolderTie:
        assert holder(Hand.PLAYER, bets, {2, 7}, tie) == 2


def test_the_squeeze_needs_both_the_setting_and_the_tables_card_holder() -> None:
    plain = DEFAULT_PROFILES["commission-box-2000"]
    assert squeezing(VIP, True) and not squeezing(VIP, False)
    assert not squeezing(plain, True)


def test_a_vip_table_with_a_card_holder_is_shipped_for_full_vip() -> None:
    assert VIP.procedures.card_holder and VIP.commission_mode is CommissionMode.MARK
    assert "vip-squeeze-5000" in list(DEFAULT_PROFILES)[5:]  # not one "any table" draws
    preset = PRESETS[Difficulty.FULL_VIP]
    assert preset.suits(VIP) and preset.settings().squeeze


# ---- the scripted right dealer -------------------------------------------------------------


@pytest.mark.parametrize("tie", list(HolderTie))
def test_a_right_dealer_passes_every_sides_cards_to_its_holder(tie: HolderTie) -> None:
    table = replace(VIP, procedures=Procedures(card_holder=True, holder_tie=tie))
    session = TableSession(table, 11, settings=SQUEEZE)
    play_perfect(session)
    cells = Counter(step.cell for step in session.steps)
    coups = len(session.coups)
    assert cells["squeeze:pass"] == 2 * coups  # each side's first two cards, every coup
    assert cells["squeeze:third"] >= 1
    assert all(step.article == bac(16) for step in session.steps
               if step.cell.startswith("squeeze"))


def test_off_the_table_deals_as_before() -> None:
    """The squeeze off, or a table with no card holder: no pass, the same steps and cards."""
    plain = TableSettings(max_coups=6, standing_bettors=True)
    before = TableSession(VIP, 5, settings=plain)
    play_perfect(before)
    squeezed_elsewhere = TableSession(DEFAULT_PROFILES["commission-box-2000"], 5,
                                      settings=TableSettings(squeeze=True, max_coups=6))
    play_perfect(squeezed_elsewhere)
    for session in (before, squeezed_elsewhere):
        assert not any(step.cell.startswith("squeeze") for step in session.steps)
        assert session.state().squeeze is None
    squeezed = TableSession(VIP, 5, settings=TableSettings(squeeze=True, max_coups=6,
                                                           standing_bettors=True))
    play_perfect(squeezed)
    assert [c.coup for c in squeezed.coups] == [c.coup for c in before.coups]
    assert [c.bets for c in squeezed.coups] == [c.bets for c in before.coups]


def _to_phase(session: TableSession, phase: Phase, hand: Hand | None = None) -> None:
    """Deal right until the table stands at ``phase`` (with ``hand`` to pass, if given)."""
    for _ in range(5000):
        state = session.state()
        if state.phase is phase and (hand is None or (
                state.squeeze is not None and state.squeeze.turning is hand)):
            return
        name, args = right_action(session)
        assert act(session, name, args).right  # type: ignore[attr-defined]
    raise AssertionError(f"never reached {phase}")


def test_the_cards_lie_face_down_until_their_holder_turns_them() -> None:
    session = TableSession(VIP, 11, settings=SQUEEZE)
    _to_phase(session, Phase.DEAL)
    act(session, *right_action(session))
    squeeze = session.state().squeeze
    assert squeeze is not None and squeeze.hidden == (1, 0) and squeeze.turning is None
    _to_phase(session, Phase.PASS)
    state = session.state()
    assert state.squeeze is not None
    assert state.squeeze.hidden == (2, 2) and state.squeeze.turning is Hand.PLAYER
    seat = card_holder(state, VIP, Hand.PLAYER)
    assert seat != DEALER
    assert session.pass_cards(Hand.PLAYER, seat).right
    squeeze = session.state().squeeze  # flow 5: face down at the holder's seat, turning
    assert session.phase is Phase.TURN and squeeze is not None
    assert squeeze.hidden == (2, 2) and squeeze.turning is None
    assert squeeze.held == (Hand.PLAYER, seat, 2) and squeeze.passed == ((Hand.PLAYER, seat),)
    assert session.next_right() == ("take_back", (Hand.PLAYER,))
    step = session.take_back(Hand.PLAYER)
    assert step.right and step.cell == "squeeze:turn" and step.article == bac(16)
    squeeze = session.state().squeeze
    assert squeeze is not None and squeeze.held is None
    assert squeeze.hidden == (0, 2) and squeeze.turning is Hand.BANKER
    _to_phase(session, Phase.TOTALS)
    squeeze = session.state().squeeze
    assert squeeze is not None and squeeze.hidden == (0, 0)


# ---- the scripted wrong dealer -------------------------------------------------------------


def _wrong(session: TableSession, name: str, *args: object, article: object = None) -> None:
    """``name`` is graded wrong, cited (art. 16 unless said) and changes nothing."""
    before, steps = session.state(), len(session.steps)
    step = act(session, name, args)
    assert not step.right, (name, args)  # type: ignore[attr-defined]
    assert step.article == (article or bac(16))  # type: ignore[attr-defined]
    after = session.state()
    assert len(session.steps) == steps + 1
    assert (after.phase, after.player, after.banker, after.squeeze) == (
        before.phase, before.player, before.banker, before.squeeze)


def _coup_with(session: TableSession, phase: Phase,
               check: Callable[[TableState], bool]) -> None:
    for _ in range(90):
        _to_phase(session, phase)
        if check(session.state()):
            return
        act(session, *right_action(session))
    raise AssertionError("no such coup")


def test_a_smaller_bet_a_standing_bettor_or_the_dealer_is_a_wrong_holder() -> None:
    # Seed 2's first coup: a standing bettor's Player bet is larger than any seated one.
    session = TableSession(VIP, 2, settings=replace(SQUEEZE, max_coups=25))

    def seated(state: TableState) -> set[int]:
        return {v.seat for v in state.seats if not v.standing}

    def contested(state: TableState) -> bool:
        players = [b for b in state.accepted
                   if b.kind is BetKind.PLAYER and b.seat in seated(state)]
        standing = [b for b in state.accepted
                    if b.seat not in seated(state) and b.kind is BetKind.PLAYER]
        return (len({b.amount for b in players}) > 1 and bool(standing)
                and max(b.amount for b in standing) > max(b.amount for b in players))

    _coup_with(session, Phase.PASS, contested)
    state = session.state()
    right = card_holder(state, VIP, Hand.PLAYER)
    smaller = min((b for b in state.accepted
                   if b.kind is BetKind.PLAYER and b.seat in seated(state)),
                  key=lambda b: b.amount).seat
    standing = next(b.seat for b in state.accepted
                    if b.kind is BetKind.PLAYER and b.seat not in seated(state))
    for wrong_seat in (smaller, standing, DEALER):
        assert wrong_seat != right
        _wrong(session, "pass_cards", Hand.PLAYER, wrong_seat)
        assert session.steps[-1].expected == f"holder:{right}"
        assert session.steps[-1].cell == "squeeze:pass"
    assert session.pass_cards(Hand.PLAYER, right).right


def test_the_banker_cards_before_the_players_are_out_of_order() -> None:
    session = TableSession(VIP, 11, settings=SQUEEZE)
    _to_phase(session, Phase.PASS)
    seat = card_holder(session.state(), VIP, Hand.BANKER)
    _wrong(session, "pass_cards", Hand.BANKER, seat, article=bac(7))
    assert session.steps[-1].expected == "player"


def test_calling_before_the_holders_turned_the_cards_is_a_mistake() -> None:
    session = TableSession(VIP, 11, settings=SQUEEZE)
    _to_phase(session, Phase.PASS)
    _wrong(session, "call_totals", 1, 2)
    _wrong(session, "call_result", Outcome.BANKER, False, False, False, False)
    assert session.steps[-1].cell == "squeeze:call"
    assert session.steps[-1].expected == "turn_first"
    act(session, *right_action(session))  # the Player's cards turned, the Banker's not yet
    _wrong(session, "call_totals", 1, 2)


def test_the_third_card_is_passed_on_its_own_after_the_decision() -> None:
    session = TableSession(VIP, 11, settings=SQUEEZE)

    def player_draws(state: TableState) -> bool:
        p, b = hand_total(state.player), hand_total(state.banker)
        return p < 8 and b < 8 and player_rule(p, b).draws

    _coup_with(session, Phase.PASS, player_draws)
    seat = card_holder(session.state(), VIP, Hand.PLAYER)
    _wrong(session, "pass_third", Hand.PLAYER, seat)  # with the first two
    assert session.steps[-1].expected == "pass_first_two"
    _to_phase(session, Phase.DRAW_PLAYER)
    _wrong(session, "pass_third", Hand.PLAYER, seat)  # before the draw decision
    assert session.steps[-1].expected == "decide_first"
    assert session.draw(Hand.PLAYER, True).right
    state = session.state()
    assert state.phase is Phase.PASS_THIRD and state.squeeze is not None
    assert state.squeeze.hidden == (1, 0) and state.squeeze.turning is Hand.PLAYER
    _wrong(session, "call_totals", 1, 2)
    _wrong(session, "pass_third", Hand.PLAYER, DEALER if seat else 1)
    assert session.pass_third(Hand.PLAYER, seat).right
    squeeze = session.state().squeeze  # the third card at the seat, the first two turned
    assert session.phase is Phase.TURN and squeeze is not None
    assert squeeze.held == (Hand.PLAYER, seat, 1) and squeeze.hidden == (1, 0)
    _wrong(session, "call_totals", 1, 2)
    assert session.take_back(Hand.PLAYER).right
    assert session.phase is Phase.DRAW_BANKER


def test_a_killed_squeeze_resumes_at_the_same_step_from_its_stored_actions() -> None:
    session = TableSession(VIP, 11, settings=SQUEEZE)
    _to_phase(session, Phase.PASS, Hand.BANKER)
    session.call_totals(0, 0)  # a wrong step is replayed too
    stored = [Action(a.name, tuple(arg_from_json(arg_to_json(x)) for x in a.args), a.at)
              for a in session.actions]
    again = TableSession.replay(VIP, 11, stored, session.started, SQUEEZE)
    assert again.state() == session.state() and again.steps == session.steps
    assert again.next_right() == session.next_right() == (
        "pass_cards", (Hand.BANKER, card_holder(session.state(), VIP, Hand.BANKER)))
    exam = [Action(a.name, tuple(_decode(_encode(x)) for x in a.args)) for a in session.actions]
    assert [a.args for a in exam] == [a.args for a in session.actions]


def test_the_new_steps_are_table_actions_and_hinted() -> None:
    assert {"pass_cards", "pass_third", "take_back"} <= ACTIONS
    session = TableSession(VIP, 11, settings=SQUEEZE)
    _to_phase(session, Phase.PASS)
    name, args = session.next_right()
    assert (name, args) == right_action(session)
    assert session.apply(Action(name, args)).right


# ---- flow 4: a squeeze shoe recorded before the holder's turn was a step ---------------------

FLOW4 = json.loads((Path(__file__).parent.parent / "fixtures" / "table_flow4_squeeze.json")
                   .read_text(encoding="utf-8"))


def test_a_squeeze_shoe_of_flow_4_replays_as_it_was_graded() -> None:
    settings = settings_from_json(FLOW4["settings"])
    assert settings.flow == 4 and settings.squeeze
    again = TableSession.replay(
        TableRules.from_dict(FLOW4["profile"]), FLOW4["seed"],
        [action_from_json(a, a["at"]) for a in FLOW4["actions"]], FLOW4["started"], settings)
    assert [[s.cell, s.right, s.expected] for s in again.steps] == FLOW4["steps"]
    assert "squeeze:turn" not in {s.cell for s in again.steps}  # no turn of its own then
    assert again.finished


# ---- the holder's turn, a moment of its own (flow 5) ----------------------------------------


def _at_turn(seed: int = 11) -> tuple[TableSession, int]:
    """A squeeze table whose Player cards were just passed to their seated holder."""
    session = TableSession(VIP, seed, settings=SQUEEZE)
    _coup_with(session, Phase.PASS,
               lambda state: card_holder(state, VIP, Hand.PLAYER) != DEALER)
    seat = card_holder(session.state(), VIP, Hand.PLAYER)
    assert session.pass_cards(Hand.PLAYER, seat).right and session.phase is Phase.TURN
    return session, seat


def test_a_right_dealer_waits_for_every_seated_holders_turn() -> None:
    session = TableSession(VIP, 11, settings=SQUEEZE)
    play_perfect(session)
    steps = session.steps
    turns = [n for n, step in enumerate(steps) if step.cell == "squeeze:turn"]
    assert turns and all(steps[n].right and steps[n].article == bac(16) for n in turns)
    for n in turns:  # each turn right after a pass to a seat, never after the dealer's own
        assert steps[n - 1].cell in ("squeeze:pass", "squeeze:third")
        assert steps[n - 1].expected != "holder:dealer"
    passes = [s for s in steps if s.cell in ("squeeze:pass", "squeeze:third")]
    assert len(turns) == sum(1 for s in passes if s.expected != "holder:dealer")


def test_calling_or_passing_on_while_the_holder_turns_is_a_mistake() -> None:
    session, _seat = _at_turn()
    _wrong(session, "call_totals", 1, 2)
    _wrong(session, "call_result", Outcome.BANKER, False, False, False, False)
    assert session.steps[-1].cell == "squeeze:call"
    assert session.steps[-1].expected == "turn_first"
    banker = card_holder(session.state(), VIP, Hand.BANKER)
    _wrong(session, "pass_cards", Hand.BANKER, banker)  # the next side before the turn
    assert session.steps[-1].cell == "squeeze:turn"
    assert session.steps[-1].expected == "take_back"
    _wrong(session, "take_back", Hand.BANKER)  # not passed, not turned
    assert session.steps[-1].expected == "player"
    assert session.take_back(Hand.PLAYER).right


def test_taking_the_cards_back_before_they_are_passed_and_turned_is_a_mistake() -> None:
    session = TableSession(VIP, 11, settings=SQUEEZE)
    _to_phase(session, Phase.PASS)
    seat = card_holder(session.state(), VIP, Hand.PLAYER)
    _wrong(session, "take_back", Hand.PLAYER)
    assert session.steps[-1].cell == "squeeze:turn"
    assert session.steps[-1].expected == f"holder:{seat}"


def test_the_dealers_own_cards_are_turned_at_once() -> None:
    table = replace(VIP, procedures=Procedures(card_holder=True, holder_tie=HolderTie.DEALER))
    session = TableSession(table, 11, settings=SQUEEZE)
    _coup_with(session, Phase.PASS,
               lambda state: card_holder(state, table, Hand.PLAYER) == DEALER)
    assert session.pass_cards(Hand.PLAYER, DEALER).right
    squeeze = session.state().squeeze
    assert session.phase is Phase.PASS and squeeze is not None and squeeze.held is None
    assert squeeze.hidden[0] == 0 and squeeze.turning is Hand.BANKER


def test_under_flow_4_the_holder_turns_as_soon_as_the_cards_are_passed() -> None:
    session = TableSession(VIP, 11, settings=replace(SQUEEZE, flow=4))
    _to_phase(session, Phase.PASS)
    with pytest.raises(TableActionRefused):
        session.take_back(Hand.PLAYER)
    assert session.pass_cards(Hand.PLAYER, card_holder(session.state(), VIP, Hand.PLAYER)).right
    assert session.phase is Phase.PASS


def test_a_squeeze_killed_mid_turn_resumes_at_the_same_step() -> None:
    session, _seat = _at_turn()
    session.call_totals(0, 0)  # a wrong step is replayed too
    stored = [Action(a.name, tuple(arg_from_json(arg_to_json(x)) for x in a.args), a.at)
              for a in session.actions]
    again = TableSession.replay(VIP, 11, stored, session.started, SQUEEZE)
    assert again.state() == session.state() and again.steps == session.steps
    assert again.phase is Phase.TURN
    assert again.next_right() == session.next_right() == ("take_back", (Hand.PLAYER,))
    exam = [Action(a.name, tuple(_decode(_encode(x)) for x in a.args)) for a in session.actions]
    assert [a.args for a in exam] == [a.args for a in session.actions]


def test_progress_shows_the_turn_between_the_pass_and_the_totals() -> None:
    from trainer.stats.table import step_sort_key

    cells = ["call:totals", "squeeze:turn", "order", "squeeze:pass"]
    assert sorted(cells, key=step_sort_key) == [
        "order", "squeeze:pass", "squeeze:turn", "call:totals"]


# ---- why the holder holds: the feedback's facts --------------------------------------------


def test_a_wrong_holder_is_told_who_holds_and_why() -> None:
    """A pass to the wrong seat names, from the engine's own choice, the seat that holds the
    side's cards and why: the largest seated bet on that side (art. 16); a right pass carries
    the same fact. Seed 2's first coup: a standing bettor's larger bet never holds."""
    session = TableSession(VIP, 2, settings=replace(SQUEEZE, max_coups=25))
    _to_phase(session, Phase.PASS)
    state = session.state()
    right = card_holder(state, VIP, Hand.PLAYER)
    seated = {v.seat for v in state.seats if not v.standing}
    largest = max(b.amount for b in state.accepted
                  if b.kind is BetKind.PLAYER and b.seat in seated)
    standing = next(b.seat for b in state.accepted
                    if b.kind is BetKind.PLAYER and b.seat not in seated)
    for wrong_seat in (standing, DEALER):
        _wrong(session, "pass_cards", Hand.PLAYER, wrong_seat)
        (code, params), = session.steps[-1].facts
        assert code == "card_holder"
        assert params["side"] == "player" and params["seat"] == right
        assert Decimal(str(params["amount"])) == largest
        assert params["leaders"] == str(right)
    step = session.pass_cards(Hand.PLAYER, right)
    assert step.right and step.facts[0][1]["seat"] == right


@pytest.mark.parametrize(("tie", "expected"), [
    (HolderTie.LOWEST_SEAT, 2), (HolderTie.HIGHEST_SEAT, 5), (HolderTie.DEALER, DEALER)])
def test_equal_largest_bets_name_every_leader_and_the_house_rule(tie: HolderTie,
                                                                 expected: int) -> None:
    from trainer.table.squeeze import holder_choice

    bets = [_bet(P, "5000", 2), _bet(P, "5000", 5), _bet(P, "1000", 3), _bet(B, "9000", 4)]
    choice = holder_choice(Hand.PLAYER, bets, {2, 3, 4, 5}, tie)
    assert choice.seat == expected == holder(Hand.PLAYER, bets, {2, 3, 4, 5}, tie)
    (code, params), = choice.facts()
    assert code == "card_holder"
    assert params == {"side": "player", "seat": expected, "amount": "5000", "leaders": "2 5",
                      "tie": tie.value}
    nobody = holder_choice(Hand.PLAYER, [_bet(P, "5000", 7)], {2, 3}, tie)  # 7 stands
    assert nobody.seat == DEALER and nobody.facts()[0][1]["amount"] == ""
