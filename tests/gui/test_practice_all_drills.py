"""Practice > "All drills: due reviews" (issue 15 point 2): every drill's due items mixed
in due order, each answer graded and stored under its own drill, the drill named on screen;
by keyboard."""

from __future__ import annotations

from datetime import timedelta

from PySide6.QtCore import Qt

from tests.gui.test_practice import answer_and_wait, attempts, move_on, screen, wrong_answer
from trainer.auth import Actor
from trainer.drills import DrillKind, cells_for, expected_answer
from trainer.store import Store
from trainer.store.models import NewAttempt
from ui.practice.view import PracticeScreen

__all__ = ["screen"]  # the fixture


def overdue(store: Store, trainee: Actor, kind: DrillKind, days: int):
    """A wrong answer ``days`` ago on the first cell of ``kind``: its card is due now."""
    cell = cells_for(kind)[0]
    session = store.practice.start_session(trainee, kind.value, {})
    store.practice.record_attempt(trainee, NewAttempt(
        session_id=session, drill_kind=kind.value, question={}, answer="a", correct=False,
        ms_taken=4000, answered_at=store.now() - timedelta(days=days), cell=cell))
    return cell


def test_all_drills_reviews_every_drills_due_items_mixed(
    qtbot, screen: PracticeScreen, store: Store, trainee: Actor
) -> None:
    call = overdue(store, trainee, DrillKind.CALL, 3)
    level = overdue(store, trainee, DrillKind.SAMKONG_LEVEL, 2)
    screen.enter()  # back on the chooser: the due counts read again
    screen.kind_list.setFocus()
    qtbot.keyClick(screen.kind_list, Qt.Key.Key_End)
    assert screen.all_drills_selected()
    assert screen.kind_list.currentItem().text() == "8.  All drills: due reviews"
    assert screen.weak_reason.text().startswith("Due for review now, all drills: 2.")
    assert not screen.profile_combo.isVisible()  # no one table for every drill
    with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
        qtbot.keyClick(screen.kind_list, Qt.Key.Key_Return)

    # The most overdue first: the call, on the call panel, the drill named.
    first = screen.presenter.current
    assert first is not None and (first.kind, first.cell, first.steps) == (
        DrillKind.CALL, call, 1)
    assert screen.drill_title.text() == "All drills — due reviews: Call the coup"
    assert screen.panel is screen.panel_stack.panels[DrillKind.CALL]
    with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
        grade = answer_and_wait(qtbot, screen, first, expected_answer(first))
    assert grade.correct
    # Then the Sam Kong level, answered wrong: graded by its own drill and kept for review.
    second = screen.presenter.current
    assert second is not None and (second.kind, second.cell, second.steps) == (
        DrillKind.SAMKONG_LEVEL, level, 1)
    assert screen.drill_title.text() == "All drills — due reviews: Sam Kong levels"
    assert screen.panel is screen.panel_stack.panels[DrillKind.SAMKONG_LEVEL]
    grade = answer_and_wait(qtbot, screen, second, wrong_answer(second, expected_answer(second)))
    assert not grade.correct
    move_on(qtbot, screen)

    stored = {kind: [a.cell for a in attempts(store, trainee, kind)]
              for kind in (DrillKind.CALL, DrillKind.SAMKONG_LEVEL)}
    assert stored == {DrillKind.CALL: [call, call],
                      DrillKind.SAMKONG_LEVEL: [level, level]}
    cards = {(c.drill_kind, c.cell): c.reviews
             for c in store.schedule.cards(trainee, trainee.user_id)}
    assert cards == {("call", call): 2, ("samkong_level", level): 2}
