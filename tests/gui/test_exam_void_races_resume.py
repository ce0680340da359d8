"""A proctor's void racing a resume on the second desk. Amy's sitting ran on
desk-07, which was killed (no activity for longer than the hold), so desk-09 offers to
continue it and holds the window. A proctor opens the password dialog there; meanwhile
another proctor voids the sitting at the booth. The live update is held back while the
dialog is open; once the dialog is closed the page must follow the void (the list, the
window free), not keep offering a sitting that no longer runs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_exam_sitting import dispose, show_window, sign_in
from tests.gui.test_proctor_console import Hall, hall  # noqa: F401 (the fixture)
from trainer.store import open_store
from trainer.store.exam_rows import HOLD_S
from ui.exam.view import ExamScreen


@pytest.mark.parametrize("then", ["cancelled", "refused, then cancelled"])
def test_a_void_while_the_proctor_dialog_is_open_frees_the_page_when_it_closes(
    qtbot, hall: Hall, prefs, translations, then: str  # noqa: F811 (the fixture)
) -> None:
    amy = hall.start(0)
    amy.next_question()
    hall.clock.advance(HOLD_S + 60)  # desk-07 was killed: nothing from it since
    other = open_store(None, data_dir=hall.folder, clock=hall.clock, desk="desk-09")
    window = show_window(qtbot, other, prefs, translations)
    try:
        sign_in(qtbot, window, "amy", "1234")
        screen = window.stack.currentWidget()
        assert isinstance(screen, ExamScreen) and screen.desk is not None
        desk = screen.desk
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.resume_page, timeout=5000)
        assert window.locked_to is screen  # the sitting is free: this desk may continue it
        qtbot.keyClick(desk.resume_button, Qt.Key.Key_Space)
        dialog = desk.proctor_dialog
        assert dialog is not None and dialog.isVisible()
        (sitting,) = hall.booth.exams.running_sittings(hall.proctor)
        assert desk.live is not None
        with qtbot.waitSignal(desk.live.sig_changed, timeout=5000,
                              check_params_cb=lambda areas: "sittings" in areas):
            hall.booth.exams.void_sitting(hall.proctor, sitting.sitting_id, "phone out")
        assert dialog.isVisible()  # the live reload came and was held back
        if then.startswith("refused"):
            qtbot.keyClicks(dialog.name, "mdeus")
            qtbot.keyClicks(dialog.password, "teacher-pass")
            qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: dialog.ok.isEnabled(), timeout=5000)
            assert desk.sitting is None
        dialog.reject()
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.list_page, timeout=5000)
        assert desk.running is None
        assert window.locked_to is None and window.sign_out_action.isEnabled()
    finally:
        dispose(window)
        other.close()


def test_a_killed_first_desk_is_taken_over_here_only_after_the_hold(
    qtbot, hall: Hall, prefs, translations  # noqa: F811 (the fixture)
) -> None:
    """desk-07 is killed mid-question (it writes nothing more, so no live update comes).
    The second desk's page still names desk-07; a proctor continuing here at once is
    refused (the hold), and succeeds once the desk has been quiet for the hold."""
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
        assert "desk-07" in desk.resume_text.text() and window.locked_to is None
        qtbot.keyClick(desk.resume_button, Qt.Key.Key_Space)
        dialog = desk.proctor_dialog
        assert dialog is not None
        qtbot.keyClicks(dialog.name, "mdeus")
        qtbot.keyClicks(dialog.password, "teacher-pass")
        qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: dialog.ok.isEnabled(), timeout=5000)
        assert desk.sitting is None and "desk-07" in dialog.error.text()
        hall.clock.advance(HOLD_S + 1)
        qtbot.keyClicks(dialog.password, "teacher-pass")
        qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.sitting_view, timeout=5000)
        assert desk.sitting is not None and desk.sitting.session.sitting_id == amy.sitting_id
        assert window.locked_to is screen
    finally:
        dispose(window)
        other.close()
