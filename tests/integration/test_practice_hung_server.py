"""Practice against a hung PostgreSQL server of the test's own (issue 11, point 10): its
processes are stopped (SIGSTOP) between two answers. Moved from
tests/gui/test_practice_faults.py, whose helpers it uses."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_practice_faults import answered, button, message_boxes
from trainer.drills import DrillKind
from trainer.drills.registry import drill_kinds
from ui.practice.view import PracticeScreen

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
]


@pytest.mark.postgres
@pytest.mark.slow
def test_an_answer_to_a_hung_server_is_worded_not_counted_and_retried(qtbot, capsys) -> None:
    """The server's processes are stopped (SIGSTOP) between two answers: the answer key
    gives the worded "cannot be reached, not saved" message, not a frozen window; nothing
    is counted; once the server is back, Retry saves that answer."""
    import time

    from tests.gui.conftest import COHORT_NAME, TRAINEE_NAME, TRAINEE_PIN
    from tests.support.pgserver import own_pg_server
    from trainer.drills import expected_answer
    from trainer.store import open_store

    with own_pg_server() as server:
        if server is None:
            pytest.skip("PostgreSQL is not installed")
        store = open_store(server.url)
        try:
            boss = store.create_first_instructor("lei", "Instructor Lei", "croupier-2026")
            cohort = store.roster.create_cohort(boss, COHORT_NAME)
            store.roster.create_trainee(boss, TRAINEE_NAME, "Amy", cohort.id, TRAINEE_PIN)
            trainee = store.authenticate(TRAINEE_NAME, TRAINEE_PIN)
            screen = PracticeScreen(store, trainee)
            qtbot.addWidget(screen)
            screen.resize(1200, 800)
            screen.show()
            qtbot.waitExposed(screen)
            screen.enter()
            screen.kind_list.setCurrentRow(drill_kinds().index(DrillKind.DRAW))
            with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=5000):
                qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
            question = screen.presenter.current
            key = Qt.Key.Key_D if expected_answer(question).draws else Qt.Key.Key_S

            server.freeze()
            try:
                started = time.monotonic()
                with qtbot.waitSignal(screen.presenter.sig_answer_unsaved, timeout=60_000):
                    qtbot.keyClick(screen.panel, key)
                seconds = time.monotonic() - started
                qtbot.waitUntil(lambda: len(message_boxes()) == 1, timeout=3000)
                box = message_boxes()[0]
                assert box.text() == ("The database cannot be reached: your answer was not "
                                      "saved.")
                assert f"127.0.0.1:{server.port}" in box.detailedText()
                # the app is responsive: its event loop runs while the message is up
                ticks: list[int] = []
                from PySide6.QtCore import QTimer

                QTimer.singleShot(0, lambda: ticks.append(1))
                qtbot.waitUntil(lambda: ticks == [1], timeout=1000)
                assert answered(screen) == 0 and screen.presenter.session.summary().count == 0
                assert screen.presenter.current is question
            finally:
                server.thaw()
            with capsys.disabled():
                print(f"\n[hung server] answer key to the worded message: {seconds:.1f} s")
            assert store.practice.attempts(trainee, trainee.user_id, None) == []
            with qtbot.waitSignal(screen.presenter.sig_answer_graded, timeout=30_000):
                qtbot.mouseClick(button(box, "retryButton"), Qt.MouseButton.LeftButton)
            assert len(store.practice.attempts(trainee, trainee.user_id, None)) == 1
            # The progress line is worded just after the next question's paint (a zero timer).
            qtbot.waitUntil(lambda: answered(screen) == 1, timeout=3000)
            screen.finish_early()
        finally:
            store.close()
