"""A trainee's desk on the school server waiting for the proctor to approve a sitting, while
the server goes away and comes back (a restart): the waiting dialog says the server is not
answering, stops saying it once it answers, and the request, gone with the server's memory,
is asked for again by itself, so that the proctor finds it and the sitting starts."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_exam_remote_desk import approve_on_the_proctors_desk, exam_desks
from tests.gui.test_exam_remote_desk import store as store  # the server's clock
from tests.gui.test_exam_sitting import make_exam, open_exam, sign_in
from trainer.auth import Actor
from trainer.drills import DrillKind, Level
from trainer.exams.blueprint import SectionSpec
from trainer.store import Store
from ui.exam.approval import ApprovalDialog
from ui.i18n import Translations

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

WITHIN_MS = 20_000


def test_a_request_waiting_for_its_proctor_goes_on_across_a_server_restart(
        qtbot, store: Store, instructor: Actor, trainee: Actor,
        prefs: QSettings, translations: Translations, tmp_path: Path) -> None:
    make_exam(store, instructor, trainee, sections=(
        SectionSpec(DrillKind.DRAW, Level.ALL, 1, 50),))
    store.roster.create_proctor(instructor, "pat", "Pat Proctor", "proctor-pass")
    store.sign_out(trainee)
    with exam_desks(store, tmp_path, prefs, translations) as desks:
        server, window = desks.server, desks.window
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
        desk = open_exam(qtbot, window).desk
        qtbot.keyClick(desk.exam_list, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: isinstance(desk.proctor_dialog, ApprovalDialog)
                        and desk.proctor_dialog.isVisible())
        dialog = desk.proctor_dialog
        assert isinstance(dialog, ApprovalDialog) and dialog.error.text() == ""

        server.stop()
        qtbot.waitUntil(lambda: "cannot be reached" in dialog.error.text(),
                        timeout=WITHIN_MS)
        assert server.url in dialog.error.text() and dialog.isVisible()
        server.start()  # its memory, and the request in it, gone
        qtbot.waitUntil(lambda: dialog.error.text() == "", timeout=WITHIN_MS)
        assert dialog.isVisible() and desk.sitting is None

        desks.proctor_window = approve_on_the_proctors_desk(qtbot, desks.proctor_store,
                                                            prefs, translations)
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.sitting_view,
                        timeout=WITHIN_MS)
        assert desk.sitting is not None
