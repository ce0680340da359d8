"""The Table screen's gaps (issue 14, table-screen): "Leave it" after a lost acknowledgement,
step times without reading time, Esc and closing on a half-dealt shoe, the score card's
mistakes re-drawn, and seats laid out without overlap."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tests.gui.test_table_attacks import play_to
from tests.gui.test_table_screen import (
    LEFT,
    SETTINGS,
    do_by_keys,
    open_table,
    session_steps,
    stored,
)
from tests.support.side_bets import old_sides
from tests.support.table_script import right_action
from trainer.auth import Actor
from trainer.baccarat.table import CommissionMode, TableRules
from trainer.baccarat.tableau import Hand
from trainer.store import Store
from trainer.table import Phase, TableSettings, TableState
from ui.felt.felt import HEIGHT, WIDTH, area_scale, box_rect, felt_rects
from ui.table.presenter import TablePresenter
from ui.table.view import TableScreen


class FakeClock:
    """Seconds that move only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def clocked_table(qtbot, store: Store, actor: Actor, clock: FakeClock, **preset: object
                  ) -> TableScreen:
    presenter = TablePresenter(store, actor, clock=clock)
    screen = TableScreen(store, actor, presenter=presenter)
    presenter.setParent(screen)
    qtbot.addWidget(screen)
    screen.resize(1024, 650)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.preset(**{"profile": "mass-300", "seed": 1, "settings": SETTINGS, **preset})
    assert presenter.session is not None
    return screen


def unsaved_button(box: QMessageBox, role: QMessageBox.ButtonRole):
    return next(b for b in box.buttons() if box.buttonRole(b) is role)


# ---- "Leave it" after a lost acknowledgement -----------------------------------------------


def _leave_after_lost_ack(qtbot, store, trainee, monkeypatch, by_mouse: bool) -> None:
    from tests.unit.test_store_idempotent import lose_next_ack

    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    session = screen.presenter.session
    assert session is not None
    play_to(qtbot, screen, lambda s: s.phase is Phase.DEAL)
    before = len(stored(store, trainee))
    lose_next_ack(monkeypatch, store)
    name, args = right_action(session)
    do_by_keys(qtbot, screen, name, args)
    box = screen.unsaved_box
    assert box is not None and box.isVisible()
    assert len(stored(store, trainee)) == before + 1  # committed, acknowledgement lost
    if by_mouse:
        qtbot.mouseClick(unsaved_button(box, QMessageBox.ButtonRole.RejectRole), LEFT)
    else:
        qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not box.isVisible())
    assert len(session.steps) == before  # the table did not move
    # The trainee deals the same card again: the step is stored once, not twice.
    do_by_keys(qtbot, screen, name, args)
    assert len(session.steps) == before + 1 and session.steps[-1].right
    assert stored(store, trainee) == session_steps(screen)
    # The next action is a new step with a new attempt id.
    do_by_keys(qtbot, screen, *right_action(session))
    assert stored(store, trainee) == session_steps(screen)


def test_leave_it_by_mouse_after_a_lost_ack_stores_the_step_once(
    qtbot, store, trainee, monkeypatch
) -> None:
    _leave_after_lost_ack(qtbot, store, trainee, monkeypatch, by_mouse=True)


def test_leave_it_by_keyboard_after_a_lost_ack_stores_the_step_once(
    qtbot, store, trainee, monkeypatch
) -> None:
    _leave_after_lost_ack(qtbot, store, trainee, monkeypatch, by_mouse=False)


def test_leave_it_then_another_action_is_a_new_attempt(
    qtbot, store, trainee, monkeypatch
) -> None:
    """A failed write that was not stored, "Leave it", then a different action: that action
    gets its own attempt id (it is not taken for the one left)."""
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    session = screen.presenter.session
    assert session is not None
    play_to(qtbot, screen, lambda s: s.phase is Phase.DEAL and not s.state().late)
    real = store.table_shoes.record_step
    uids: list[str | None] = []

    def down(actor, shoe_id, attempt, action, **_how):
        uids.append(attempt.attempt_uid)
        raise __import__("trainer.errors", fromlist=["StoreError"]).StoreError(
            "unreachable", "server down")

    monkeypatch.setattr(store.table_shoes, "record_step", down)
    qtbot.keyClick(screen.felt, Qt.Key.Key_B)  # a wrong card: Player is dealt first
    box = screen.unsaved_box
    assert box is not None
    qtbot.mouseClick(unsaved_button(box, QMessageBox.ButtonRole.RejectRole), LEFT)

    def spy(actor, shoe_id, attempt, action, **how):
        uids.append(attempt.attempt_uid)
        return real(actor, shoe_id, attempt, action, **how)

    monkeypatch.setattr(store.table_shoes, "record_step", spy)
    qtbot.keyClick(screen.felt, Qt.Key.Key_P)
    assert len(uids) == 2 and uids[0] != uids[1]
    assert stored(store, trainee) == session_steps(screen)


# ---- step times ----------------------------------------------------------------------------


def test_a_step_is_timed_from_when_the_dealer_could_act(qtbot, store, trainee, monkeypatch
                                                         ) -> None:
    """Coup by coup: a wrong card (2 s), its explanation read for 30 s, Enter, then the right
    card 3 s later: that step took 3 s. The store's write (0.5 s each) is not counted."""
    clock = FakeClock()
    screen = clocked_table(qtbot, store, trainee, clock)
    session = screen.presenter.session
    assert session is not None
    real = store.table_shoes.record_step

    def slow(actor, shoe_id, attempt, action, **how):
        clock.now += 0.5
        return real(actor, shoe_id, attempt, action, **how)

    monkeypatch.setattr(store.table_shoes, "record_step", slow)
    play_to(qtbot, screen, lambda s: s.phase is Phase.DEAL and not s.state().late)
    clock.now += 2
    qtbot.keyClick(screen.felt, Qt.Key.Key_B)  # wrong: Player first (art. 7)
    wrong = session.steps[-1]
    assert not wrong.right and wrong.elapsed == 2
    assert screen.presenter.waiting
    clock.now += 30  # reading the explanation
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert not screen.presenter.waiting
    clock.now += 3
    qtbot.keyClick(screen.felt, Qt.Key.Key_P)
    assert session.steps[-1].right and session.steps[-1].elapsed == 3


def test_the_go_on_button_by_mouse_also_starts_the_next_steps_time(
    qtbot, store, trainee
) -> None:
    clock = FakeClock()
    screen = clocked_table(qtbot, store, trainee, clock)
    session = screen.presenter.session
    assert session is not None
    play_to(qtbot, screen, lambda s: s.phase is Phase.DEAL and not s.state().late)
    qtbot.mouseClick(screen.deal_banker_button, LEFT)
    assert screen.presenter.waiting and screen.go_on_button.isVisible()
    clock.now += 45
    qtbot.mouseClick(screen.go_on_button, LEFT)
    clock.now += 1.5
    qtbot.mouseClick(screen.deal_player_button, LEFT)
    step = session.steps[-1]
    assert step.right and step.elapsed == 1.5
    assert session.actions[-1].name == "deal" and session.actions[-1].args == (Hand.PLAYER,)


# ---- the score card's mistakes re-drawn ------------------------------------------------------


def clock_shoe_with_mistakes(qtbot, store, trainee):
    """A Clock shoe of 2 coups: coup 1 dealt Banker first, coup 2 a winner taken before a
    loser. Returns the screen and, by step number, the table just before each mistake."""
    screen = clocked_table(qtbot, store, trainee, FakeClock(), mode="clock",
                           settings=TableSettings(fault_rate=0.0, max_coups=2,
                                                  seats_filled=1.0))
    session = screen.presenter.session
    assert session is not None and screen.presenter.clock_mode
    before: dict[int, TableState] = {}
    dealt_wrong = took_wrong = False
    while not session.finished:
        name, args = right_action(session)
        state = session.state()
        settlement = session.settlement
        winners = [] if settlement is None else [
            ln.bet for ln in settlement.winners if ln.bet not in state.paid]
        if name == "deal" and not dealt_wrong:
            dealt_wrong = True
            before[len(session.steps) + 1] = state
            do_by_keys(qtbot, screen, "deal", (Hand.BANKER,))
            assert not session.steps[-1].right
            continue
        if name == "take" and session.coup_number == 2 and winners and not took_wrong:
            took_wrong = True
            before[len(session.steps) + 1] = state
            do_by_keys(qtbot, screen, "take", (winners[0],))
            assert not session.steps[-1].right
            continue
        do_by_keys(qtbot, screen, name, args)
        assert session.steps[-1].right
    assert dealt_wrong and took_wrong
    return screen, before


def test_the_score_card_redraws_each_mistake_by_keyboard(qtbot, store, trainee) -> None:
    screen, before = clock_shoe_with_mistakes(qtbot, store, trainee)
    box = screen.score_box
    assert box is not None
    qtbot.waitExposed(box)
    session = screen.presenter.session
    assert session is not None
    mistakes = [s for s in session.steps if not s.right]
    assert [m.number for m in mistakes] == sorted(before)
    assert box.mistakes.count() == len(mistakes) == 2
    assert "Mistakes: 2" in box.text()
    qtbot.waitUntil(box.mistakes.hasFocus)
    # The first mistake is shown on opening: the deal, before any card was out.
    first = mistakes[0]
    assert box.scene is not None and box.scene.step == first
    assert box.felt.isVisible() and box.felt.state == before[first.number]
    assert box.felt.state.player == () and box.felt.state.banker == ()
    assert screen.words.feedback(first) == box.detail.text()
    assert "art. 7" in box.detail.text()
    qtbot.keyClick(box.mistakes, Qt.Key.Key_Down)
    second = mistakes[1]
    assert box.scene is not None and box.scene.step == second
    state = before[second.number]
    assert box.felt.state == state
    assert len(state.player) >= 2 and len(state.banker) >= 2  # the cards as they lay
    given, right = box.scene.given.args[0], box.scene.right[1][0]
    assert box.felt.stacks[given].mark == "given"
    assert box.felt.stacks[right].mark == "right"
    assert set(box.felt.stacks) == set(screen.felt.bets_shown(state))
    qtbot.keyClick(box.mistakes, Qt.Key.Key_Return)  # OK is the default button
    qtbot.waitUntil(lambda: not box.isVisible())


def test_the_score_card_redraws_a_mistake_by_mouse(qtbot, store, trainee) -> None:
    screen, before = clock_shoe_with_mistakes(qtbot, store, trainee)
    box = screen.score_box
    assert box is not None
    qtbot.waitExposed(box)
    rows = box.mistakes
    for row in (1, 0, 1):
        rect = rows.visualItemRect(rows.item(row))
        qtbot.mouseClick(rows.viewport(), LEFT, pos=rect.center())
        assert box.scene is not None
        assert box.felt.state == before[box.scene.step.number]
    qtbot.mouseClick(box.ok, LEFT)
    qtbot.waitUntil(lambda: not box.isVisible())


# ---- Esc and closing the window on a half-dealt shoe -----------------------------------------


def table_in_window(qtbot, window, store, trainee_name: str, pin: str) -> TableScreen:
    from tests.gui.test_exam_sitting import shortcut, sign_in

    sign_in(qtbot, window, trainee_name, pin)
    shortcut(qtbot, window, Qt.Key.Key_7)
    screen = window.stack.currentWidget()
    assert isinstance(screen, TableScreen)
    screen.preset(profile="mass-300", seed=1, settings=SETTINGS)
    return screen


def answer_leave_box(qtbot, screen: TableScreen, how: str, seen: list[str]) -> None:
    """Answer the question that is up: "keep" by Esc, "enter" by Enter (the default: keep
    dealing), "leave" by a click on Leave."""
    box = screen.leave_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    seen.append(box.text())
    if how == "leave":
        qtbot.mouseClick(unsaved_button(box, QMessageBox.ButtonRole.DestructiveRole), LEFT)
    else:
        qtbot.keyClick(box, Qt.Key.Key_Escape if how == "keep" else Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not box.isVisible())


def test_esc_on_a_half_dealt_shoe_asks_before_leaving(qtbot, window, store, trainee) -> None:
    from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN

    screen = table_in_window(qtbot, window, store, TRAINEE_NAME, TRAINEE_PIN)
    session = screen.presenter.session
    assert session is not None
    for _ in range(3):
        do_by_keys(qtbot, screen, *right_action(session))
    seen: list[str] = []
    for how in ("keep", "enter"):
        qtbot.keyClick(screen.felt, Qt.Key.Key_Escape)
        answer_leave_box(qtbot, screen, how, seen)
        assert window.stack.currentWidget() is screen  # kept dealing
        assert screen.presenter.session is session and screen.felt.hasFocus()
    assert len(seen) == 2 and "Coup 1" in seen[0] and "It is kept" in seen[0]
    do_by_keys(qtbot, screen, *right_action(session))  # the shoe goes on
    qtbot.keyClick(screen.felt, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is screen  # not before the answer
    answer_leave_box(qtbot, screen, "leave", seen)
    assert len(seen) == 3
    assert window.stack.currentWidget() is window.landing_page
    assert screen.presenter.session is None
    assert len(stored(store, trainee)) == len(session.steps) == 4


def test_esc_before_any_step_leaves_without_asking(qtbot, window, store, trainee) -> None:
    from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN

    screen = table_in_window(qtbot, window, store, TRAINEE_NAME, TRAINEE_PIN)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Escape)
    assert screen.leave_box is None
    assert window.stack.currentWidget() is window.landing_page


def test_esc_while_a_wrong_step_is_explained_still_asks(qtbot, window, store, trainee) -> None:
    from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN

    screen = table_in_window(qtbot, window, store, TRAINEE_NAME, TRAINEE_PIN)
    session = screen.presenter.session
    assert session is not None
    play_to(qtbot, screen, lambda s: s.phase is Phase.DEAL and not s.state().late)
    qtbot.keyClick(screen.felt, Qt.Key.Key_B)
    assert screen.presenter.waiting
    seen: list[str] = []
    qtbot.keyClick(screen.felt, Qt.Key.Key_Escape)
    answer_leave_box(qtbot, screen, "keep", seen)
    assert seen and window.stack.currentWidget() is screen


def test_closing_the_window_mid_shoe_asks(qtbot, window, store, trainee) -> None:
    from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN

    screen = table_in_window(qtbot, window, store, TRAINEE_NAME, TRAINEE_PIN)
    session = screen.presenter.session
    assert session is not None
    do_by_keys(qtbot, screen, *right_action(session))
    seen: list[str] = []
    assert not window.close()
    answer_leave_box(qtbot, screen, "keep", seen)
    assert window.isVisible() and screen.presenter.session is session
    # From another screen too: the Table's shoe is still open behind it.
    from tests.gui.test_exam_sitting import shortcut

    shortcut(qtbot, window, Qt.Key.Key_1)
    assert window.stack.currentWidget() is not screen
    assert len(seen) == 1
    assert not window.close()
    answer_leave_box(qtbot, screen, "leave", seen)
    qtbot.waitUntil(lambda: not window.isVisible())
    assert len(seen) == 2 and screen.presenter.session is None
    assert len(stored(store, trainee)) == 1


# ---- seats ------------------------------------------------------------------------------------


@pytest.mark.parametrize("seats", range(7, 15))
def test_the_felt_lays_out_every_seat_count_without_overlap(seats: int) -> None:
    """Each seat's disc and its own area (holding its six betting areas), the shoe, rack,
    tray, card boxes and the row of commission boxes: no two overlap, and all lie on the
    felt. (Readable at 1024 x 700: tests/gui/test_table_felt_room.py measures it.)"""
    rects = felt_rects(seats, area_scale(seats))
    assert area_scale(seats) >= 0.4
    for i, a in enumerate(rects):
        assert a.left() >= 0 and a.right() <= WIDTH and a.top() >= 0 and a.bottom() <= HEIGHT
        for b in rects[i + 1:]:
            assert not a.intersects(b), (seats, a.getRect(), b.getRect())


def test_a_full_fourteen_seat_table_shows_every_bet_apart(qtbot, store, instructor) -> None:
    """A 14-seat mark table with side bets, every seat taken: the chip stacks of different
    seats do not overlap on screen, nor do the commission boxes."""
    rules = TableRules(name="Big table (14 seats)", minimum=Decimal(100),
                       maximum=Decimal(20000), seats=14,
                       commission_mode=CommissionMode.MARK,
                       side_bets=old_sides(lucky6_enabled=True))
    store.table_profiles.save(instructor, rules.name, rules.to_dict())
    screen = TableScreen(store, instructor)
    qtbot.addWidget(screen)
    screen.resize(1024, 700)
    screen.show()
    qtbot.waitExposed(screen)
    screen.load_tables()
    screen.preset(profile=rules.name, seed=3,
                  settings=TableSettings(seats_filled=1.0, fault_rate=0.0, max_coups=3))
    session = screen.presenter.session
    assert session is not None and session.table.seats == 14
    assert len(session.state().seats) == 14
    play_to(qtbot, screen, lambda s: s.phase is Phase.SETTLE)
    stacks = list(screen.felt.stacks.items())
    assert len({bet.seat for bet, _ in stacks}) >= 12
    for i, (bet, stack) in enumerate(stacks):
        for other, other_stack in stacks[i + 1:]:
            if other.seat != bet.seat:
                assert not stack.rect.intersects(other_stack.rect), (bet, other)
    boxes = [screen.felt.to_widget(box_rect(seat, 14)) for seat in range(1, 15)]
    assert all(not a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_the_unsaved_message_is_not_counted_in_the_steps_time(
    qtbot, store, trainee, monkeypatch
) -> None:
    """The store fails; the trainee reads the message for 20 s and clicks Retry: the step
    took the 2 s before the action, not 22."""
    from trainer.errors import StoreError

    clock = FakeClock()
    screen = clocked_table(qtbot, store, trainee, clock)
    session = screen.presenter.session
    assert session is not None
    real = store.table_shoes.record_step

    def down(actor, shoe_id, attempt, action, **_how):
        raise StoreError("unreachable", "server down")

    monkeypatch.setattr(store.table_shoes, "record_step", down)
    clock.now += 2
    do_by_keys(qtbot, screen, *right_action(session))
    box = screen.unsaved_box
    assert box is not None and box.isVisible() and session.steps == []
    clock.now += 20
    monkeypatch.setattr(store.table_shoes, "record_step", real)
    qtbot.mouseClick(unsaved_button(box, QMessageBox.ButtonRole.AcceptRole), LEFT)
    qtbot.waitUntil(lambda: len(session.steps) == 1)
    assert session.steps[0].right and session.steps[0].elapsed == 2
    clock.now += 4
    do_by_keys(qtbot, screen, *right_action(session))
    assert session.steps[1].elapsed == 4


def test_the_score_card_follows_a_language_change(qtbot, store, trainee, translations) -> None:
    screen, _before = clock_shoe_with_mistakes(qtbot, store, trainee)
    box = screen.score_box
    assert box is not None
    qtbot.waitExposed(box)
    english = (box.ok.text(), box.mistakes.item(1).text(), box.detail.text())
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: box.ok.text() != english[0])  # LanguageChange is posted
    assert box.ok.text() == "確定" and box.windowTitle() == "成績表"
    assert box.mistakes.item(1).text().startswith("第2局")
    assert box.detail.text() != english[2] and "百家樂" in box.detail.text()
