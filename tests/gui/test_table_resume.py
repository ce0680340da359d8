"""A shoe left unfinished (the app closed or killed mid-coup) is offered on opening the Table
(issue 14): Resume deals it again by replay at the same coup and step, in the same practice
session, storing nothing twice; New shoe ends it and deals afresh."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_table_attacks import play_to
from tests.gui.test_table_screen import LEFT, do_by_keys, open_table, session_steps, stored
from tests.support.table_script import right_action
from trainer.baccarat.tableau import Hand
from trainer.table import Phase, TableSettings
from ui.table.view import TableScreen

THREE_COUPS = TableSettings(fault_rate=0.3, max_coups=3, seats_filled=0.8)


def reopen(qtbot, store, trainee) -> TableScreen:
    """The Table of a new run of the app: a new screen and presenter on the same store."""
    screen = TableScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.resize(1024, 650)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    return screen


def killed_mid_coup(qtbot, store, trainee) -> TableScreen:
    """A shoe dealt into its second coup, with a wrong step in it, then never left: the
    screen is simply dropped, as a kill drops it."""
    first = open_table(qtbot, store, trainee, "commission-box-2000", 4)
    first.preset(profile="commission-box-2000", seed=4, settings=THREE_COUPS)
    play_to(qtbot, first, lambda s: s.coup_number == 2 and s.phase is Phase.DEAL
            and not s.state().late)
    qtbot.keyClick(first.felt, Qt.Key.Key_B)  # Banker first: a wrong step (art. 7)
    qtbot.keyClick(first.felt, Qt.Key.Key_Return)  # read it, go on
    do_by_keys(qtbot, first, "deal", (Hand.PLAYER,))
    return first


def test_resume_deals_the_same_coup_and_step_and_stores_nothing_twice(
    qtbot, store, trainee
) -> None:
    first = killed_mid_coup(qtbot, store, trainee)
    live = first.presenter.session
    assert live is not None and not live.steps[-2].right
    state, steps, session_id = live.state(), session_steps(first), first.presenter.session_id
    assert stored(store, trainee) == steps

    second = reopen(qtbot, store, trainee)
    box, resume = second.resume_box, second.resume_button
    assert box is not None and box.isVisible() and resume is not None
    assert f"coup {state.coup}" in box.text() and "steps" not in box.text()  # issue 24
    assert second.presenter.session is None  # nothing dealt until the trainee answers
    qtbot.mouseClick(resume, LEFT)
    qtbot.waitUntil(lambda: second.presenter.session is not None)
    resumed = second.presenter.session
    assert resumed is not None
    assert resumed.state() == state and resumed.coup_number == 2
    assert session_steps(second) == steps
    assert second.presenter.session_id == session_id
    assert second.felt.state == state  # the felt shows the same table
    assert second.table_combo.currentData() == "commission-box-2000"
    assert stored(store, trainee) == steps  # the replay stored nothing again

    # the next step is graded and stored once, in the shoe's session
    name, args = right_action(resumed)
    do_by_keys(qtbot, second, name, args)
    assert len(resumed.steps) == len(steps) + 1 and resumed.steps[-1].right
    assert stored(store, trainee) == session_steps(second)
    rows = store.practice.attempts(trainee, trainee.user_id, "table")
    assert {row.session_id for row in rows} == {session_id}


def test_new_shoe_ends_the_kept_one(qtbot, store, trainee) -> None:
    first = killed_mid_coup(qtbot, store, trainee)
    old_shoe = first.presenter.shoe_id
    second = reopen(qtbot, store, trainee)
    box = second.resume_box
    assert box is not None
    new = next(b for b in box.buttons() if box.buttonRole(b) is box.ButtonRole.RejectRole)
    qtbot.mouseClick(new, LEFT)
    qtbot.waitUntil(lambda: second.presenter.session is not None)
    session = second.presenter.session
    assert session is not None and session.steps == [] and session.coup_number == 1
    kept = store.table_shoes.unfinished(trainee)
    assert kept is not None and kept.id == second.presenter.shoe_id != old_shoe
    store.table_shoes.end(trainee, kept.id)
    assert store.table_shoes.unfinished(trainee) is None  # the given-up shoe was ended


def test_a_finished_shoe_is_not_offered(qtbot, store, trainee) -> None:
    screen = open_table(qtbot, store, trainee, "mass-300", 1)  # one coup
    play_to(qtbot, screen, lambda s: s.finished)
    if screen.score_box is not None:
        screen.score_box.close()
    assert store.table_shoes.unfinished(trainee) is None
    again = reopen(qtbot, store, trainee)
    assert again.resume_box is None and again.presenter.session is not None


def test_a_shoe_killed_after_its_last_step_is_ended_not_resumed(
    qtbot, store, trainee, monkeypatch
) -> None:
    """The last step was stored but the kill came before the shoe was marked ended."""
    from trainer.errors import StoreError

    def killed(actor, shoe_id: int) -> None:
        raise StoreError("unreachable", "killed before the end was written")

    screen = open_table(qtbot, store, trainee, "mass-300", 1)  # one coup
    monkeypatch.setattr(store.table_shoes, "end", killed)
    play_to(qtbot, screen, lambda s: s.finished)
    if screen.score_box is not None:
        screen.score_box.close()
    monkeypatch.undo()
    kept = store.table_shoes.unfinished(trainee)
    assert kept is not None and kept.id == screen.presenter.shoe_id
    again = reopen(qtbot, store, trainee)
    assert again.resume_button is not None
    qtbot.mouseClick(again.resume_button, LEFT)
    qtbot.waitUntil(lambda: again.presenter.session is not None)
    session = again.presenter.session
    assert session is not None and session.steps == [] and not session.finished  # anew
    kept = store.table_shoes.unfinished(trainee)
    assert kept is not None and kept.id == again.presenter.shoe_id  # the old one ended


def two_shoes_killed(qtbot, store, trainee) -> tuple[TableScreen, TableScreen]:
    """Two desks killed mid-shoe (an older shoe at the commission-box table, a newer one at
    the mass HK$300 table): two unfinished shoes kept."""
    older = killed_mid_coup(qtbot, store, trainee)
    newer = open_table(qtbot, store, trainee, "mass-300", 6)
    play_to(qtbot, newer, lambda s: s.phase is Phase.DEAL)
    return older, newer


def test_every_unfinished_shoe_is_listed_newest_first_to_resume_or_give_up(
    qtbot, store, trainee
) -> None:
    older, newer = two_shoes_killed(qtbot, store, trainee)
    old_state, old_steps = older.presenter.session.state(), session_steps(older)
    third = reopen(qtbot, store, trainee)
    assert third.resume_box is None  # not the one-shoe question: the list
    dialog = third.kept_dialog
    assert dialog is not None and dialog.isVisible() and third.presenter.session is None
    lines = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(lines) == 2
    assert lines[0].startswith("Mass floor HK$300 · Coup by coup · ")  # the newest first
    assert lines[1].startswith("Commission box HK$2,000 · Coup by coup · "
                               f"coup {old_state.coup} · ")  # issue 24: not a step count
    assert dialog.list.currentRow() == 0
    qtbot.mouseClick(dialog.give_up_button, LEFT)  # the newer shoe ends
    assert [k.id for k in store.table_shoes.unfinished_all(trainee)] == [
        older.presenter.shoe_id]
    assert dialog.list.count() == 1 and dialog.isVisible()
    assert third.presenter.session is None
    qtbot.mouseClick(dialog.resume_button, LEFT)  # the older one resumes where it was
    qtbot.waitUntil(lambda: third.kept_dialog is None)
    resumed = third.presenter.session
    assert resumed is not None and resumed.state() == old_state
    assert third.presenter.shoe_id == older.presenter.shoe_id
    assert third.table_combo.currentData() == "commission-box-2000"
    rows = store.practice.attempts(trainee, trainee.user_id, "table",
                                   session_id=older.presenter.session_id)
    assert len(rows) == len(old_steps)  # nothing stored again
    assert len(stored(store, trainee)) == len(old_steps) + len(session_steps(newer))


def test_a_new_shoe_from_the_list_keeps_the_others_for_later(qtbot, store, trainee) -> None:
    older, newer = two_shoes_killed(qtbot, store, trainee)
    kept = {older.presenter.shoe_id, newer.presenter.shoe_id}
    third = reopen(qtbot, store, trainee)
    dialog = third.kept_dialog
    assert dialog is not None
    qtbot.keyClick(dialog.list, Qt.Key.Key_Escape)  # Esc: a new shoe, the others kept
    qtbot.waitUntil(lambda: third.presenter.session is not None)
    session = third.presenter.session
    assert session is not None and session.steps == []
    assert kept < {k.id for k in store.table_shoes.unfinished_all(trainee)}
