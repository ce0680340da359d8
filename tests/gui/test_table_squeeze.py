"""The card holder and the VIP squeeze at the Table by keys and by the mouse (art. 16), in
English and 繁體中文: the cards lie face down on the felt until their holder turns them, the
side to pass is outlined, a wrong holder and a call before the cards are turned are graded
wrong and stored, the right holder passed by a click on their bet and the Pass button, by Tab
and G or by the seat's number and G, the holders' seats ringed; the cards passed lie face down
at the holder's seat while the holder turns them, taken back by Enter or the Take back button;
and an exam's Table section dealt with the squeeze by keys, without a word of feedback."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_cash import go_on, stored
from tests.support.table_screen import open_table_screen
from tests.support.table_script import card_holder, right_action
from trainer.auth import Actor
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.baccarat.tableau import Hand
from trainer.store import Store
from trainer.table import Phase, TableSettings
from trainer.table.score import score_card
from trainer.table.session import Action
from trainer.table.squeeze import DEALER
from ui.felt.squeeze import holder_caption
from ui.felt.steps import step_name
from ui.table.view import TableScreen

VIP = DEFAULT_PROFILES["vip-squeeze-5000"]
SQUEEZE = TableSettings(squeeze=True, fault_rate=0.0, standing_bettors=True, seats_filled=0.8)
SEED = 2
"""Coup 1: a standing bettor's Player bet is larger than every seated one."""


@pytest.fixture(params=["en", "zh-Hant"])
def language(request, translations) -> str:
    translations.install(request.param)
    yield request.param
    translations.install("en")


def open_vip(qtbot, store: Store, actor: Actor) -> TableScreen:
    return open_table_screen(qtbot, store, actor, VIP.name, SEED, SQUEEZE)


def deal_to(screen: TableScreen, phase: Phase) -> None:
    """The engine's right steps up to ``phase`` (the steps before are not this test's)."""
    session, presenter = screen.presenter.session, screen.presenter
    assert session is not None
    for _ in range(400):
        state = presenter.state
        assert state is not None
        if state.phase is phase:
            screen._redraw()
            screen.felt.setFocus()
            return
        step = presenter.act(Action(*session.next_right()))
        assert step is not None and step.right
    raise AssertionError(f"never at {phase}")


def holder_bet(state, seat: int, hand: Hand) -> Bet:
    kind = BetKind.PLAYER if hand is Hand.PLAYER else BetKind.BANKER
    return next(b for b in state.accepted if b.seat == seat and b.kind is kind)


def test_the_holders_turn_the_cards_by_keys_and_mouse(qtbot, store, trainee, language) -> None:
    screen = open_vip(qtbot, store, trainee)
    deal_to(screen, Phase.PASS)
    state = screen.presenter.state
    assert state is not None and state.squeeze is not None
    # the four cards face down, the Player's side outlined to pass, no holder shown yet
    assert state.squeeze.hidden == (2, 2)
    parts = screen.felt._parts
    assert "squeeze_player" in parts and not any(p.startswith("holder_") for p in parts)
    assert ("art. 16" in screen.prompt.text()) == (language == "en")
    assert screen.pass_button.isVisible() and screen.dealer_turns_button.isVisible()
    before = len(stored(store, trainee))

    # digits at the pass type a holder's seat, never the totals (the cards are face down):
    # 1 then 2 is seat 12, which this table has not, so the 2 stands; nothing is graded
    assert 12 not in VIP.seat_numbers and 2 in VIP.seat_numbers
    qtbot.keyClick(screen.felt, Qt.Key.Key_1)
    qtbot.keyClick(screen.felt, Qt.Key.Key_2)
    assert stored(store, trainee)[before:] == [] and screen.totals == "2"
    assert screen.words.seat_typed("2") in screen.prompt.text()

    # H: the hint names the holder's seat, from the engine
    player = card_holder(state, VIP, Hand.PLAYER)
    assert player != DEALER
    qtbot.keyClick(screen.felt, Qt.Key.Key_H)
    assert f"{player}" in screen.feedback.text() and "G" in screen.feedback.text()
    assert len(stored(store, trainee)) == before

    # K: the dealer turns them, while a seated bettor bet on the Player: wrong
    qtbot.keyClick(screen.felt, Qt.Key.Key_K)
    assert stored(store, trainee)[before:] == [("squeeze:pass", False)]
    name = step_name("squeeze:pass")
    assert (name in screen.feedback.text()) and ((name == "Passing the cards to their "
                                                  "holder") == (language == "en"))
    go_on(qtbot, screen)

    # the standing bettor's larger bet, clicked, then Pass: wrong (arts. 15, 16)
    seated = {v.seat for v in state.seats if not v.standing}
    standing = next(b for b in state.accepted
                    if b.kind is BetKind.PLAYER and b.seat not in seated)
    qtbot.mouseClick(screen.felt, Qt.MouseButton.LeftButton,
                     pos=screen.felt.stacks[standing].rect.center())
    assert screen.selected == standing
    qtbot.mouseClick(screen.pass_button, Qt.MouseButton.LeftButton)
    assert stored(store, trainee)[-1] == ("squeeze:pass", False)
    go_on(qtbot, screen)

    # the holder's bet clicked, then Pass: right; their seat ringed, the cards turned
    bet = holder_bet(state, player, Hand.PLAYER)
    qtbot.mouseClick(screen.felt, Qt.MouseButton.LeftButton,
                     pos=screen.felt.stacks[bet].rect.center())
    qtbot.mouseClick(screen.pass_button, Qt.MouseButton.LeftButton)
    assert stored(store, trainee)[-1] == ("squeeze:pass", True)

    # the holder turns them: face down at their seat, "Seat N turns" over them
    state = screen.presenter.state
    assert state is not None and state.phase is Phase.TURN and state.squeeze is not None
    assert state.squeeze.held == (Hand.PLAYER, player, 2) and state.squeeze.hidden == (2, 2)
    parts = screen.felt._parts
    assert "held" in parts and f"holder_player_{player}" in parts
    assert parts["held"][1][0][3] == holder_caption(player)
    assert screen.take_back_button.isVisible() and not screen.pass_button.isVisible()
    assert screen.words.prompt(Phase.TURN) in screen.prompt.text()
    qtbot.keyClick(screen.felt, Qt.Key.Key_H)  # the hint: wait, then Enter
    assert "Enter" in screen.feedback.text() and "take_back" not in screen.feedback.text()
    qtbot.keyClick(screen.felt, Qt.Key.Key_3)  # totals before the turn: art. 16
    qtbot.keyClick(screen.felt, Qt.Key.Key_4)
    assert stored(store, trainee)[-1] == ("squeeze:call", False)
    go_on(qtbot, screen)
    qtbot.mouseClick(screen.take_back_button, Qt.MouseButton.LeftButton)  # turned: taken back
    assert stored(store, trainee)[-1] == ("squeeze:turn", True)
    state = screen.presenter.state
    assert state is not None and state.squeeze is not None
    assert state.squeeze.hidden == (0, 2) and state.squeeze.turning is Hand.BANKER
    parts = screen.felt._parts
    assert "held" not in parts and "squeeze_banker" in parts

    # the Banker's side by keys: the holder's seat number, G (K when the dealer turns them)
    banker = card_holder(state, VIP, Hand.BANKER)
    if banker == DEALER:
        qtbot.keyClick(screen.felt, Qt.Key.Key_K)
    else:
        qtbot.keyClick(screen.felt, getattr(Qt.Key, f"Key_{banker}"))
        assert screen.words.seat_typed(str(banker)) in screen.prompt.text()
        qtbot.keyClick(screen.felt, Qt.Key.Key_G)
    assert stored(store, trainee)[-1] == ("squeeze:pass", True)
    if banker != DEALER:
        assert screen.presenter.state.phase is Phase.TURN
        assert "held" in screen.felt._parts
        qtbot.keyClick(screen.felt, Qt.Key.Key_Return)  # Enter: turned, taken back
        assert stored(store, trainee)[-1] == ("squeeze:turn", True)
    state = screen.presenter.state
    assert state is not None and state.phase is Phase.TOTALS
    assert state.squeeze is not None and state.squeeze.hidden == (0, 0)

    # the score card counts the holders' steps as their own kind
    session = screen.presenter.session
    assert session is not None
    scored = {k.kind: (k.right, k.total) for k in score_card(session.steps, session.coups).kinds}
    right = 3 if banker == DEALER else 4
    assert scored["squeeze"] == (right, right + 3)  # a call, the dealer, the standing one
    kind = screen.words.kind("squeeze")
    assert (kind == "Card holders") == (language == "en")


def test_an_exam_table_section_with_the_squeeze_by_keys(qtbot, language) -> None:
    from tests.gui.test_exam_table import key_for, open_desk, select
    from trainer.exams.outcome import ExamStatus

    view, _presenter, session, clock, rec = open_desk(qtbot, table=VIP, coups=2,
                                                      squeeze=True)
    desk = view.desk
    passes = 0
    while not session.is_finished:
        table = session.table
        assert table is not None
        name, args = right_action(table)
        clock.advance(2)
        before = len(rec.steps)
        if name in ("pass_cards", "pass_third"):
            hand, seat = args
            assert desk.felt._parts.get(f"squeeze_{hand.value}") is not None
            desk.felt.setFocus()
            if seat == DEALER:
                qtbot.keyClick(desk.felt, Qt.Key.Key_K)
            else:
                select(qtbot, desk, holder_bet(table.state(), seat, hand))
                qtbot.keyClick(desk.felt, Qt.Key.Key_G)
            passes += 1
        else:
            key_for(qtbot, desk, name, args)
        assert len(rec.steps) == before + 1, (name, args)
        assert not desk.refusal.text()
    assert passes >= 4
    assert session.status is ExamStatus.FINISHED
    assert all(r.step.right for r in rec.steps if r.step.cell.startswith("squeeze"))
    assert not desk.prompt.text().count("✗")  # no feedback in an exam


def test_a_shoe_killed_mid_squeeze_resumes_at_the_same_step(qtbot, store, trainee) -> None:
    from tests.gui.test_table_resume import reopen

    first = open_vip(qtbot, store, trainee)
    deal_to(first, Phase.PASS)
    qtbot.keyClick(first.felt, Qt.Key.Key_K)  # a wrong holder, stored
    go_on(qtbot, first)
    first.presenter.act(Action(*first.presenter.session.next_right()))  # the Player's, right
    live = first.presenter.session
    assert live is not None
    state, steps = live.state(), stored(store, trainee)
    assert state.phase is Phase.TURN and state.squeeze is not None  # killed mid-turn
    assert state.squeeze.held is not None and steps[-2:] == [
        ("squeeze:pass", False), ("squeeze:pass", True)]

    second = reopen(qtbot, store, trainee)  # the first screen dropped, as a kill drops it
    assert second.resume_button is not None
    qtbot.mouseClick(second.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: second.presenter.session is not None)
    resumed = second.presenter.session
    assert resumed is not None and resumed.state() == state
    assert stored(store, trainee) == steps  # the replay stored nothing again
    assert second.felt.state == state
    player = dict(state.squeeze.passed)[Hand.PLAYER]
    assert player != DEALER and f"holder_player_{player}" in second.felt._parts
    assert "held" in second.felt._parts  # still face down at the holder's seat
    second.felt.setFocus()
    qtbot.keyClick(second.felt, Qt.Key.Key_Return)  # the holder turned them: taken back
    assert stored(store, trainee) == [*steps, ("squeeze:turn", True)]
    steps = stored(store, trainee)
    state = resumed.state()
    assert state.squeeze is not None and state.squeeze.turning is Hand.BANKER
    assert "squeeze_banker" in second.felt._parts
    banker = card_holder(state, VIP, Hand.BANKER)
    if banker == DEALER:
        qtbot.keyClick(second.felt, Qt.Key.Key_K)
    else:
        target = holder_bet(state, banker, Hand.BANKER)
        for _ in range(40):
            if second.selected == target:
                break
            qtbot.keyClick(second.felt, Qt.Key.Key_Tab)
        qtbot.keyClick(second.felt, Qt.Key.Key_G)
    assert stored(store, trainee) == [*steps, ("squeeze:pass", True)]
    if banker != DEALER:
        qtbot.keyClick(second.felt, Qt.Key.Key_Return)
    assert resumed.phase is Phase.TOTALS


def test_the_third_card_is_passed_on_its_own_after_the_decision(qtbot, store, trainee,
                                                                 language) -> None:
    screen = open_vip(qtbot, store, trainee)
    deal_to(screen, Phase.DRAW_BANKER)  # seed 2, coup 1: the Player stands, the Banker draws
    state = screen.presenter.state
    assert state is not None and len(state.banker) == 2
    banker = card_holder(state, VIP, Hand.BANKER)
    assert banker != DEALER
    target = holder_bet(state, banker, Hand.BANKER)
    for _ in range(40):
        if screen.selected == target:
            break
        qtbot.keyClick(screen.felt, Qt.Key.Key_Tab)
    before = len(stored(store, trainee))
    qtbot.keyClick(screen.felt, Qt.Key.Key_G)  # before the draw is decided: art. 16
    assert stored(store, trainee)[before:] == [("squeeze:third", False)]
    name = step_name("squeeze:third")
    assert name in screen.feedback.text() and (name == "Passing the third card") == (
        language == "en")
    go_on(qtbot, screen)
    qtbot.keyClick(screen.felt, Qt.Key.Key_D)
    state = screen.presenter.state
    assert state is not None and state.phase is Phase.PASS_THIRD
    assert state.squeeze is not None and state.squeeze.hidden == (0, 1)
    assert "squeeze_banker" in screen.felt._parts
    qtbot.keyClick(screen.felt, Qt.Key.Key_G)
    assert stored(store, trainee)[before:] == [("squeeze:third", False), ("draw:banker", True),
                                               ("squeeze:third", True)]
    state = screen.presenter.state  # the third card alone at the holder's seat
    assert state is not None and state.squeeze is not None and state.phase is Phase.TURN
    assert state.squeeze.held == (Hand.BANKER, banker, 1) and "held" in screen.felt._parts
    qtbot.mouseClick(screen.felt, Qt.MouseButton.LeftButton,  # a click on the card there
                     pos=screen.felt._parts["held"][0].center())
    assert stored(store, trainee)[-1] == ("squeeze:turn", True)
    state = screen.presenter.state
    assert state is not None and state.squeeze is not None and state.squeeze.hidden == (0, 0)


def test_a_holder_at_seat_10_or_over_is_passed_by_its_two_digits(
        qtbot, store, instructor, trainee, language) -> None:
    """At a 14-seat card holder's table the holder's seat is typed whole (1, 2, then G for
    seat 12): the digits at the pass are a seat, never the totals (art. 16)."""
    fourteen = dataclasses.replace(VIP, seats=14, skipped_seats=())
    settings = dataclasses.replace(SQUEEZE, standing_bettors=False, seats_filled=1.0)
    seed = next(seed for seed in range(200)
                if _player_holder(fourteen, seed, settings) >= 10)
    store.table_profiles.save(instructor, "VIP 14", {
        k: v for k, v in fourteen.to_dict().items() if k != "name"})
    screen = open_table_screen(qtbot, store, trainee, "VIP 14", seed, settings)
    deal_to(screen, Phase.PASS)
    state = screen.presenter.state
    assert state is not None
    holder = card_holder(state, fourteen, Hand.PLAYER)
    assert holder >= 10
    before = len(stored(store, trainee))
    for digit in str(holder):
        qtbot.keyClick(screen.felt, getattr(Qt.Key, f"Key_{digit}"))
    assert screen.words.seat_typed(str(holder)) in screen.prompt.text()
    assert len(stored(store, trainee)) == before  # typing a seat grades nothing
    qtbot.keyClick(screen.felt, Qt.Key.Key_G)
    assert stored(store, trainee)[before:] == [("squeeze:pass", True)]
    state = screen.presenter.state
    assert state is not None and state.phase is Phase.TURN


def _player_holder(table, seed: int, settings: TableSettings) -> int:  # type: ignore[no-untyped-def]
    """The Player side's holder in coup 1 of ``seed`` at ``table`` (the engine's)."""
    from trainer.table import TableSession
    session = TableSession(table, seed, iter(float(i) for i in range(10**6)).__next__,
                           settings=settings)
    for _ in range(400):
        state = session.state()
        if state.phase is Phase.PASS:
            return card_holder(state, table, Hand.PLAYER)
        session.apply(Action(*session.next_right()))
    return DEALER
