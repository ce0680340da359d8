"""A desk on the school server: the main window over a RemoteStore (the desk app's
``--server``), screens unchanged. A trainee signs in by keys through the server and answers
one practice question; the answer is stored in the school's database by the server."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tests.gui.conftest import TRAINEE_DISPLAY, TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_app_shell import _sign_in
from tests.gui.test_practice import answer_and_wait, start_by_keyboard
from tests.support.remote_store import remote_store
from tests.support.school_server import certificate
from trainer.auth import Actor
from trainer.drills import expected_answer
from trainer.drills.model import DrillKind
from trainer.store import Store


def test_a_trainee_signs_in_on_a_server_desk_and_answers_a_question(
    qtbot, store: Store, trainee: Actor, prefs, translations, tmp_path: Path
) -> None:
    from ui.main_window import MainWindow
    from ui.practice.view import PracticeScreen

    store.sign_out(trainee)  # the fixture's sign-in was this process's, not the desk's
    with remote_store(store, certificate(tmp_path / "server"), "desk-7") as remote:
        window = MainWindow(remote, prefs, translations, db_label=remote.display_url)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)

        _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
        assert window.stack.currentWidget() is window.landing_page
        assert window.actor is not None and window.actor.user_id == trainee.user_id
        assert TRAINEE_DISPLAY in window.user_label.text()
        assert list(remote._tokens) == [trainee.user_id]  # signed in through the server

        qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
        screen = window.stack.currentWidget()
        assert isinstance(screen, PracticeScreen)
        question = start_by_keyboard(qtbot, screen, DrillKind.DRAW)
        grade = answer_and_wait(qtbot, screen, question, expected_answer(question))
        assert grade.correct
        assert screen.feedback.text().startswith("Correct.")

        # In the school's database, written by the server for the token's account.
        rows = store.practice.attempts(trainee, trainee.user_id)
        assert [(r.drill_kind, r.correct, r.question) for r in rows] == [
            ("draw", True, question.to_dict())]
        window.close()
