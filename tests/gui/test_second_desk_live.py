"""The "second desk" page is live (session 8, issue 16): a trainee signed in at a desk while
her sitting runs on another is told which desk; when that sitting is handed in there, voided
by a proctor or closed by one, the page turns into her list of exams by itself (no sign-out,
no F5), and the window stays free. Two desks are two stores on one database."""

from __future__ import annotations

import pytest

from tests.gui.test_exam_sitting import dispose, show_window, sign_in
from tests.gui.test_proctor_console import Hall, hall  # noqa: F401 (the fixture)
from trainer.store import open_store
from ui.exam.view import ExamScreen


@pytest.mark.parametrize("how", ["handed in", "voided", "closed by a proctor"])
def test_the_other_desks_page_follows_the_sitting_ending_there(
    qtbot, hall: Hall, prefs, translations, how: str  # noqa: F811 (the fixture)
) -> None:
    amy = hall.start(0)
    amy.next_question()
    other = open_store(None, data_dir=hall.folder, clock=hall.clock, desk="desk-09")
    window = show_window(qtbot, other, prefs, translations)
    try:
        sign_in(qtbot, window, "amy", "1234")
        screen = window.stack.currentWidget()
        assert isinstance(screen, ExamScreen) and screen.desk is not None
        desk = screen.desk
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.resume_page, timeout=5000)
        assert desk.resume_text.text().startswith("Your sitting is running on the desk desk-07")
        assert window.locked_to is None
        if how == "handed in":
            amy.hand_in()
        else:
            (sitting,) = hall.booth.exams.running_sittings(hall.proctor)
            if how == "voided":
                hall.booth.exams.void_sitting(hall.proctor, sitting.sitting_id, "phone out")
            else:
                hall.booth.exams.close_sitting(hall.boss, sitting.sitting_id)
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.list_page, timeout=5000)
        assert desk.running is None
        assert window.locked_to is None and window.sign_out_action.isEnabled()
        # Review 8: said, not only a page that changed (amy has no attempt left: one allowed)
        ended = ("Your sitting of “Dealer certificate 荷官證書” on the desk desk-07 has ended. "
                 "Your instructor sees its result, or why it was voided.\nNo exam is open to "
                 "you now. Your instructor assigns exams to your cohort.")
        assert desk.list_status.text() == ended
        hall.start(1)  # another trainee's sitting: not hers, her list is not read again
        empty = hall.booth.roster.create_cohort(hall.boss, "2024-B")
        with qtbot.waitSignal(desk.presenter.sig_exams_loaded, timeout=5000):
            # a write that concerns her (moved to a cohort with no exam) reads the list
            # again: the line stays
            hall.booth.roster.move_to_cohort(hall.boss, hall.trainees[0].user_id, empty.id)
        assert desk.list_status.text() == ended
        window.set_language("zh-Hant")
        qtbot.waitUntil(lambda: "desk-07" in desk.list_status.text()
                        and desk.list_status.text() != ended)
        window.set_language("en")
    finally:
        dispose(window)
        other.close()


def test_the_other_desks_page_writes_the_deadline_the_users_way(
    qtbot, hall: Hall, prefs, translations  # noqa: F811 (the fixture)
) -> None:
    """Review 8: the page said "its time runs out at 2024-05-01 09:10:00", ISO beside the
    exam windows' "1/5/2024 09:00" on the list it turns into; in 繁體中文 too."""
    from ui.words import moment_text

    hall.start(0).next_question()
    other = open_store(None, data_dir=hall.folder, clock=hall.clock, desk="desk-09")
    window = show_window(qtbot, other, prefs, translations)
    try:
        sign_in(qtbot, window, "amy", "1234")
        screen = window.stack.currentWidget()
        assert isinstance(screen, ExamScreen) and screen.desk is not None
        desk = screen.desk
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.resume_page, timeout=5000)
        assert desk.running is not None
        ends = desk.running.effective_deadline
        for language in ("en", "zh-Hant"):
            window.set_language(language)
            deadline = moment_text(ends, with_seconds=True)
            qtbot.waitUntil(lambda d=deadline: d in desk.resume_text.text())
            assert "2024-05-01" not in desk.resume_text.text()
        assert deadline.startswith("1/5/2024")
    finally:
        dispose(window)
        other.close()


def test_the_interrupted_page_says_when_a_proctor_ends_the_sitting_elsewhere(
    qtbot, hall: Hall, prefs, translations  # noqa: F811 (the fixture)
) -> None:
    """Review 8: the "interrupted" page on the sitting's own desk (the app was closed
    mid-exam) turned silently into "No exam is open to you now" when a proctor voided the
    sitting from the console; it says the sitting has ended."""
    amy = hall.start(0)
    amy.next_question()
    window = show_window(qtbot, hall.desk, prefs, translations)
    try:
        sign_in(qtbot, window, "amy", "1234")
        screen = window.stack.currentWidget()
        assert isinstance(screen, ExamScreen) and screen.desk is not None
        desk = screen.desk
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.resume_page, timeout=5000)
        assert desk.running is not None and desk.running.held_by is None
        (sitting,) = hall.booth.exams.running_sittings(hall.proctor)
        hall.booth.exams.void_sitting(hall.proctor, sitting.sitting_id, "phone out")
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.list_page, timeout=5000)
        assert desk.list_status.text().startswith(
            "Your sitting of “Dealer certificate 荷官證書” has ended. Your instructor sees its "
            "result, or why it was voided.")
    finally:
        dispose(window)
