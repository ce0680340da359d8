"""A desk on the school server (``--server``) hears live updates from the server, and a
server gone away is a worded state: the proctor console's label says
"reconnecting" (in English and in 繁體中文) while the window goes on turning its event loop,
then "Updated …" once the server is back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD
from tests.gui.test_app_shell import _sign_in
from tests.support.school_server import certificate, desk_link, served
from trainer.auth import Actor
from trainer.server.client import RemoteStore
from trainer.server.client_live import ServerChangeFeed
from trainer.store import Store
from ui.exam.view import InstructorExams
from ui.startup import open_server_store

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

PAUSED = {"en": "Live updates paused: reconnecting…", "zh-Hant": "即時更新已暫停：正在重新連線…"}
WITHIN_MS = 20_000


def test_a_server_desk_says_reconnecting_and_stays_responsive(
    qtbot, store: Store, instructor: Actor, trainee: Actor, prefs, translations,
    tmp_path: Path
) -> None:
    from ui.main_window import MainWindow

    store.sign_out(instructor)  # the fixture's sign-in was this process's, not the desk's
    cert = certificate(tmp_path / "server")
    with served(store, cert) as server:
        # as the desk app opens it with --server
        remote = open_server_store(desk_link(store, server.url, cert.fingerprint, "desk-7"))
        assert isinstance(remote, RemoteStore)
        window = MainWindow(remote, prefs, translations, db_label=remote.display_url)
        qtbot.addWidget(window)
        window.resize(1024, 700)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        try:
            _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
            window.open_screen("exam")
            (exams,) = window.findChildren(InstructorExams)
            exams.tabs.setCurrentWidget(exams.console)  # Running sittings: live
            label = exams.console.updated_label
            assert label.live is not None
            assert isinstance(label.live.feed, ServerChangeFeed)  # the server's stream
            qtbot.waitUntil(lambda: label.text().startswith("Updated "), timeout=WITHIN_MS)

            server.stop()
            qtbot.waitUntil(lambda: label.text() == PAUSED["en"], timeout=WITHIN_MS)
            # Not a frozen window: the event loop turns (a timer fires, time and again).
            fired: list[int] = []
            timer = QTimer(window)
            timer.timeout.connect(lambda: fired.append(1))
            timer.start(10)
            qtbot.waitUntil(lambda: len(fired) >= 10, timeout=WITHIN_MS)
            timer.stop()
            window.set_language("zh-Hant")
            qtbot.waitUntil(lambda: label.text() == PAUSED["zh-Hant"], timeout=WITHIN_MS)
            window.set_language("en")
            qtbot.waitUntil(lambda: label.text() == PAUSED["en"], timeout=WITHIN_MS)

            server.start()
            qtbot.waitUntil(lambda: label.text().startswith("Updated "), timeout=WITHIN_MS)
        finally:
            window.close()
            remote.close()


def test_an_answer_while_the_server_is_gone_is_worded_and_sent_once_when_it_is_back(
    qtbot, store: Store, trainee: Actor, prefs, translations, tmp_path: Path
) -> None:
    """Mid-Practice the server stops: the answer key gives a worded message at once (not a
    frozen window), nothing is counted; when the server is back the answer goes again by
    itself, with its client-made id, and is stored once."""
    from PySide6.QtCore import Qt

    from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN
    from tests.gui.test_practice import start_by_keyboard, type_answer
    from tests.gui.test_practice_faults import message_boxes
    from trainer.drills import expected_answer
    from trainer.drills.model import DrillKind
    from ui.main_window import MainWindow
    from ui.practice.view import PracticeScreen

    store.sign_out(trainee)
    cert = certificate(tmp_path / "server")
    with served(store, cert) as server:
        remote = open_server_store(desk_link(store, server.url, cert.fingerprint, "desk-7"))
        window = MainWindow(remote, prefs, translations, db_label=remote.display_url)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        try:
            _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
            qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
            screen = window.stack.currentWidget()
            assert isinstance(screen, PracticeScreen)
            question = start_by_keyboard(qtbot, screen, DrillKind.DRAW)

            server.stop()
            type_answer(qtbot, screen, question, expected_answer(question))
            qtbot.waitUntil(lambda: len(message_boxes()) == 1, timeout=WITHIN_MS)
            (box,) = message_boxes()
            assert box.text() == ("The school server cannot be reached: your answer was not "
                                  "saved yet. It is sent again by itself when the server "
                                  "answers.")
            assert screen.presenter.paused and store.practice.attempts(
                trainee, trainee.user_id) == []

            with qtbot.waitSignal(screen.presenter.sig_answer_graded, timeout=WITHIN_MS):
                server.start()  # heard again by the live feed: Retry is pressed by itself
            assert message_boxes() == []
            rows = store.practice.attempts(trainee, trainee.user_id)
            assert [(r.drill_kind, r.question) for r in rows] == [("draw",
                                                                    question.to_dict())]
        finally:
            window.close()
            remote.close()
