"""Attacks on the Table screen (review-b): the chip row after a mark, the result's marks
across shoes, actions on empty seats, a refused good bet, leaving mid-coup, a school table of
9 seats at 1024x700, and a second desk writing to the same SQLite file while the Table
records. The right step comes from the scripted dealer of the core tests."""

from __future__ import annotations

import threading
from decimal import Decimal

from PySide6.QtCore import Qt

from tests.gui.test_table_screen import (
    LEFT,
    chips_row,
    do_by_keys,
    open_table,
    session_steps,
    stored,
)
from tests.support.felt_clicks import click_item
from tests.support.side_bets import old_sides
from tests.support.table_script import right_action
from trainer.baccarat.table import CommissionMode, PayOrder, TableRules
from trainer.money import Rounding
from trainer.store import open_store
from trainer.store.models import NewAttempt
from trainer.table import Phase, TableSettings
from trainer.table.session import Action
from ui.table.view import TableScreen

TWO_COUPS = TableSettings(fault_rate=0.0, max_coups=2, seats_filled=0.8)
"""Seed 4 at the commission-box table: coup 1 ends on its marks, coup 2 pays winners."""


def play_to(qtbot, screen: TableScreen, until) -> None:
    """Deal right steps by keys until ``until(session)`` holds."""
    session = screen.presenter.session
    assert session is not None
    for _ in range(500):
        if until(session):
            qtbot.waitUntil(lambda: screen.bets_placed)  # a new coup's bets come a frame later
            return
        name, args = right_action(session)
        do_by_keys(qtbot, screen, name, args)
        assert session.steps[-1].right, (name, args, session.steps[-1])
    raise AssertionError("never reached")


def test_chips_typed_in_the_row_after_a_mark_pay_in_the_next_coup(
    qtbot, store, trainee
) -> None:
    """Coup 1 ends with marks typed in the row (M). In coup 2 the trainee clicks into the
    chip row, types the payout and presses Enter: that is a payout, not a mark."""
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 4)
    screen.preset(profile="commission-box-2000", seed=4, settings=TWO_COUPS)
    session = screen.presenter.session
    assert session is not None
    assert session.table.commission_mode is CommissionMode.MARK
    play_to(qtbot, screen, lambda s: s.coup_number == 2)
    assert [st.kind for st in session.steps if st.coup == 1][-1] == "mark"
    play_to(qtbot, screen, lambda s: right_action(s)[0] == "pay")
    _name, (bet, chips) = right_action(session)
    click_item(qtbot, screen.felt, screen.felt.stacks[bet])
    edit = screen.chip_entry.edit
    qtbot.mouseClick(edit, LEFT)
    qtbot.keyClicks(edit, chips_row(chips))
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    step = session.steps[-1]
    assert (step.kind, step.right) == ("pay", True), step
    assert stored(store, trainee) == session_steps(screen)


def test_result_marks_toggled_in_one_shoe_are_off_in_the_next(qtbot, store, trainee) -> None:
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    play_to(qtbot, screen, lambda s: s.phase is Phase.RESULT)
    qtbot.keyClick(screen.felt, Qt.Key.Key_1)
    qtbot.keyClick(screen.felt, Qt.Key.Key_6)
    assert screen.flag_buttons["player_pair"].isChecked()
    screen.preset(profile="mass-300", seed=2)  # a new shoe (seeded: the same every run)
    play_to(qtbot, screen, lambda s: s.phase is Phase.RESULT)
    assert not any(screen.flags.values())
    assert not any(b.isChecked() for b in screen.flag_buttons.values())
    session = screen.presenter.session
    assert session is not None
    name, args = right_action(session)
    do_by_keys(qtbot, screen, name, args)
    assert session.steps[-1].right, session.steps[-1]


def test_actions_on_empty_seats_are_refused_and_nothing_stored(qtbot, store, trainee) -> None:
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 4)
    session = screen.presenter.session
    assert session is not None
    play_to(qtbot, screen, lambda s: s.phase is Phase.SETTLE)
    count = len(session.steps)
    betting = {b.seat for b in session.state().accepted}
    empty = next(seat for seat in range(1, session.table.seats + 1) if seat not in betting)
    screen.presenter.act(Action("mark", (empty, Decimal(100))))
    assert screen.feedback.text() == screen.words.refusal("empty_seat")
    screen.presenter.act(Action("mark", (session.table.seats + 1, Decimal(100))))
    assert screen.feedback.text() == screen.words.refusal("bad_seat")
    assert len(session.steps) == count and len(stored(store, trainee)) == count


def test_a_refused_good_bet_is_a_graded_mistake_and_stays_on_the_layout(
    qtbot, store, trainee
) -> None:
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    screen.preset(profile="mass-300", seed=1, settings=TableSettings(fault_rate=0.0))
    session = screen.presenter.session
    assert session is not None
    good = session.state().layout[0]
    click_item(qtbot, screen.felt, screen.felt.stacks[good])
    qtbot.keyClick(screen.felt, Qt.Key.Key_R)
    step = session.steps[-1]
    assert (step.cell, step.right, step.expected) == ("fault:none", False, "accept")
    assert good in session.state().layout
    assert screen.presenter.waiting
    assert stored(store, trainee) == [("fault:none", False)]
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    qtbot.keyClick(screen.felt, Qt.Key.Key_N)
    assert session.steps[-1].right and session.phase is Phase.DEAL


def test_leaving_mid_coup_keeps_the_shoe_with_every_step_stored_and_coming_back_resumes_it(
    qtbot, store, trainee, monkeypatch
) -> None:
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    closed: list[int] = []
    real_end = store.practice.end_session

    def end_session(actor, session_id: int) -> None:  # the real one, watched
        real_end(actor, session_id)
        closed.append(session_id)

    monkeypatch.setattr(store.practice, "end_session", end_session)
    play_to(qtbot, screen, lambda s: s.phase is Phase.RESULT)  # mid-coup (a natural here)
    session = screen.presenter.session
    assert session is not None
    steps, state = session_steps(screen), session.state()
    session_id = screen.presenter.session_id
    screen.leave()
    assert screen.presenter.session is None
    qtbot.keyClick(screen.felt, Qt.Key.Key_D)  # a key after leaving: refused, nothing stored
    assert stored(store, trainee) == steps
    assert closed == []  # the shoe is kept to resume: its session stays open
    screen.enter()  # back: the same shoe, at the same coup and step, without a question
    assert screen.resume_box is None
    resumed = screen.presenter.session
    assert resumed is not None and screen.presenter.session_id == session_id
    assert resumed.state() == state and session_steps(screen) == steps


def test_a_nine_seat_school_table_fits_1024x700_and_deals(qtbot, store, instructor) -> None:
    rules = TableRules(
        name="School table HK$1,000 commission box (9 seats)", minimum=Decimal(1000),
        maximum=Decimal(100000),
        chips=tuple(Decimal(v) for v in ("50", "100", "500", "1000", "5000", "10000", "25000")),
        smallest_unit=Decimal(50), commission_mode=CommissionMode.MARK, rounding=Rounding.EXACT,
        seats=9, pay_order=PayOrder.LEFT_TO_RIGHT, side_bets=old_sides(lucky6_enabled=True))
    store.table_profiles.save(instructor, rules.name, rules.to_dict())
    screen = TableScreen(store, instructor)
    qtbot.addWidget(screen)
    screen.resize(1024, 700)
    screen.show()
    qtbot.waitExposed(screen)
    screen.preset(profile=rules.name, seed=4, settings=TableSettings(
        fault_rate=0.3, seats_filled=1.0, standing_bettors=True, max_coups=1))
    session = screen.presenter.session
    assert session is not None and session.table == rules
    assert screen.minimumSizeHint().width() <= 1024
    assert screen.minimumSizeHint().height() <= 700
    assert {v.seat for v in session.state().seats} == set(range(1, 10))
    for bet in session.state().layout:  # every bet on the felt, inside the widget
        stack = screen.felt.stacks[bet]
        assert screen.felt.rect().contains(stack.rect), bet


def test_a_second_desk_writing_the_same_file_while_the_table_records(
    qtbot, store, trainee, tmp_path
) -> None:
    """Another desk's app (its own store on the same SQLite file) records practice answers
    in a loop while this desk deals: every Table step is stored once, in order."""
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    other = open_store(None, data_dir=tmp_path)
    try:
        desk2 = other.authenticate  # the same trainee signs in at the second desk
        from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN

        actor2 = desk2(TRAINEE_NAME, TRAINEE_PIN)
        sid = other.practice.start_session(actor2, "draw", {"desk": 2})
        stop = threading.Event()
        written: list[int] = []

        def write() -> None:
            while not stop.is_set() and len(written) < 400:
                written.append(other.practice.record_attempt(actor2, NewAttempt(
                    session_id=sid, drill_kind="draw", question={"n": len(written)},
                    answer="draw", correct=True, ms_taken=900, cell="b3:none",
                    seed=1, reason=None, article="bac.9.3.1", expected="draw",
                    attempt_uid=None)))

        worker = threading.Thread(target=write)
        worker.start()
        try:
            play_to(qtbot, screen, lambda s: s.coup_number == 3 or s.finished)
        finally:
            stop.set()
            worker.join()
        assert written
        assert stored(store, trainee) == session_steps(screen)
        draws = store.practice.attempts(trainee, trainee.user_id, "draw")
        assert len(draws) == len(written)
    finally:
        other.close()


class Tick:
    """A clock the test moves: each reading 1.5 s after the last."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        self.now += 1.5
        return self.now


def test_a_trainee_with_only_table_steps_is_judged_on_the_table(
    qtbot, store, trainee
) -> None:
    """Readiness per drill with nothing but Table steps: the Table's own verdict is from its
    stored steps (their count, their right ones, 1.5 s each on the injected clock); the
    overall verdict names the draws, unpractised."""
    from tests.gui.test_charts import open_screen
    from trainer.stats import ReadinessStatus
    from ui.table.presenter import TablePresenter

    presenter = TablePresenter(store, trainee, clock=Tick())
    screen = TableScreen(store, trainee, presenter=presenter)
    qtbot.addWidget(screen)
    screen.resize(1024, 650)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.preset(profile="mass-300", seed=1, settings=TableSettings(
        fault_rate=0.3, max_coups=2, seats_filled=0.8))
    play_to(qtbot, screen, lambda s: s.finished)
    session = presenter.session
    assert session is not None and len(session.steps) >= 20
    screen.leave()
    progress = open_screen(qtbot, store, trainee)
    r = progress.presenter.data.readiness
    assert [kind for kind, _ in r.drills] == ["table"]
    table = dict(r.drills)["table"]
    assert (table.status, table.attempts, table.median_ms) == (
        ReadinessStatus.READY, len(session.steps), 1500.0)
    # the Table alone never makes a trainee ready: the draws are unpractised (issue 24)
    assert (r.status, r.drill_kind, r.attempts) == (
        ReadinessStatus.NOT_ENOUGH_DATA, "draw", 0)
    assert "Ready" not in progress.charts.readiness_label.text()


def test_a_table_step_whose_acknowledgement_was_lost_is_stored_once_on_retry(
    qtbot, store, trainee, monkeypatch
) -> None:
    """The store commits the step and then fails (the server died before answering): the
    table does not move, Retry sends the same attempt id and the step is stored once."""
    from tests.unit.test_store_idempotent import lose_next_ack

    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    session = screen.presenter.session
    assert session is not None
    play_to(qtbot, screen, lambda s: s.phase is Phase.DEAL)
    before = stored(store, trainee)
    table_before = session.state()
    lose_next_ack(monkeypatch, store)
    name, args = right_action(session)
    do_by_keys(qtbot, screen, name, args)
    box = screen.unsaved_box
    assert box is not None and box.isVisible()
    assert session.state() == table_before  # nothing changed on the table
    assert len(stored(store, trainee)) == len(before) + 1  # but the row was committed
    screen.presenter.retry_unsaved()
    assert len(session.steps) == len(before) + 1 and session.steps[-1].right
    assert session.state() != table_before
    assert stored(store, trainee) == session_steps(screen)
    box.close()


def test_a_table_saved_while_the_screen_is_open_is_offered_on_return(
    qtbot, store, instructor
) -> None:
    """The instructor leaves the Table, saves a school table in the editor (the store), and
    comes back: the new table is in the list and a shoe is dealt at it."""
    screen = TableScreen(store, instructor)
    qtbot.addWidget(screen)
    screen.resize(1024, 650)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    screen.leave()
    rules = TableRules(name="Late school table (9 seats)", minimum=Decimal(500),
                       maximum=Decimal(50000), seats=9)
    store.table_profiles.save(instructor, rules.name, rules.to_dict())
    screen.enter()
    index = screen.table_combo.findData(rules.name)
    assert index >= 0
    screen.table_combo.setCurrentIndex(index)
    qtbot.mouseClick(screen.new_shoe_button, LEFT)
    assert screen.presenter.table == rules


def test_an_exact_commission_with_cents_can_be_marked(qtbot, store, instructor) -> None:
    """A commission-box table the school may save: any Banker amount, rounded up only when
    the box is settled. Each mark is the exact 5% (a Banker 3,630 marks 181.50): typed as
    an amount with cents it is graded, not refused as "whole dollars" (or no coup could end
    on this table)."""
    from trainer.baccarat.table import CommissionMode as Mode

    rules = TableRules(name="School box table HK$110", minimum=Decimal(110),
                       maximum=Decimal(10000), commission_mode=Mode.MARK,
                       rounding=Rounding.UP, banker_multiple_of_minimum=False)
    store.table_profiles.save(instructor, rules.name, rules.to_dict())
    screen = open_table(qtbot, store, instructor, rules.name, 4)
    screen.preset(profile=rules.name, seed=4, settings=TableSettings(
        fault_rate=0.0, max_coups=1))
    session = screen.presenter.session
    assert session is not None and session.table == rules
    play_to(qtbot, screen, lambda s: right_action(s)[0] == "mark"
            and right_action(s)[1][1] % 1 != 0)
    name, (seat, amount) = right_action(session)
    assert amount == Decimal("181.50")
    do_by_keys(qtbot, screen, name, (seat, amount))
    step = session.steps[-1]
    assert (step.kind, step.right) == ("mark", True), screen.feedback.text()
    play_to(qtbot, screen, lambda s: s.finished)
    assert stored(store, instructor) == session_steps(screen)


def test_a_preset_deals_one_shoe_and_new_shoe_then_deals_as_the_screen_says(
    qtbot, store, trainee
) -> None:
    """``preset`` is "for the next shoe": New shoe afterwards deals a fresh shoe with the
    coups the spin box shows, not the preset's seed and settings again and again."""
    screen = open_table(qtbot, store, trainee, "mass-300", 4)
    first = screen.presenter.session
    assert first is not None and (first.seed, first.settings.max_coups) == (4, 1)
    screen.coups_spin.setValue(3)
    qtbot.mouseClick(screen.new_shoe_button, LEFT)
    second = screen.presenter.session
    assert second is not None and second is not first
    assert second.settings.max_coups == 3
    assert second.seed != 4 or second.settings != first.settings


def test_retry_after_the_store_failed_to_open_the_shoe_deals_it(
    qtbot, store, trainee, monkeypatch
) -> None:
    """The store is down when the Table opens a shoe: the message offers Retry, and Retry
    (the store back) deals the shoe instead of doing nothing."""
    from trainer.errors import StoreError

    screen = TableScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.resize(1024, 650)
    screen.show()
    qtbot.waitExposed(screen)
    real = store.table_shoes.start

    def down(actor, kind: str, options: object, shoe: object) -> int:
        raise StoreError("unreachable", "server down", params={"server": "db.school"})

    monkeypatch.setattr(store.table_shoes, "start", down)
    screen.enter()
    box = screen.unsaved_box
    assert box is not None and box.isVisible()
    assert screen.presenter.session is None
    monkeypatch.setattr(store.table_shoes, "start", real)
    retry = next(b for b in box.buttons()
                 if box.buttonRole(b) is box.ButtonRole.AcceptRole)
    qtbot.mouseClick(retry, LEFT)
    qtbot.waitUntil(lambda: screen.presenter.session is not None)
    assert screen.presenter.session_id is not None


def test_a_shoe_finished_on_another_desk_is_closed_here_not_a_retry_loop(
    qtbot, store, trainee
) -> None:
    """Desk B gives up the shoe desk A is dealing (the same trainee, the same database): desk
    A's next step is refused by the store once, said once, nothing is stored, no "Retry"
    message comes up (a retry could never store it), and a new shoe is dealt."""
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    presenter = screen.presenter
    session = presenter.session
    assert session is not None and presenter.shoe_id is not None
    for _ in range(3):
        do_by_keys(qtbot, screen, *right_action(session))
    old_shoe, stored_before = presenter.shoe_id, len(stored(store, trainee))
    store.table_shoes.end(trainee, old_shoe)  # desk B: "New shoe" on its resume question
    name, args = right_action(session)
    do_by_keys(qtbot, screen, name, args)
    assert screen.unsaved_box is None or not screen.unsaved_box.isVisible()
    assert "another desk" in screen.feedback.text()
    assert len(stored(store, trainee)) == stored_before
    assert presenter.session is not None and presenter.session is not session
    assert presenter.shoe_id is not None and presenter.shoe_id != old_shoe
    assert store.table_shoes.unfinished(trainee).id == presenter.shoe_id
