"""Practice while the database is down (issue 11, point 11): one failure pauses the session
with one message and a Retry; no dialog storm from the 100 ms tick; nothing counted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from trainer.auth import Actor
from trainer.drills import DrillKind, ReasonCode
from trainer.drills.registry import drill_kinds
from trainer.drills.session import GradedAttempt, Recorder
from trainer.errors import StoreError
from trainer.store import Store
from ui.practice.view import PracticeScreen

PER_QUESTION_S = 5


class FakeClock:
    """Monotonic seconds that move only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class DownRecorder:
    """Wraps the screen's real recorder; while ``down`` every record fails as a database
    that cannot be reached does."""

    def __init__(self, real: Recorder) -> None:
        self.real = real
        self.down = True
        self.sent: list[GradedAttempt] = []

    def record(self, graded: GradedAttempt) -> None:
        self.sent.append(graded)
        if self.down:
            raise StoreError("unreachable", "the database server db:5432 did not answer",
                             params={"server": "db:5432"})
        self.real.record(graded)


def answered(screen) -> int:
    """Answers counted, as the session counts them and the progress line shows them."""
    counted = screen.presenter.session.progress().answered
    assert f"answered {counted} " in screen.progress_label.text()
    return counted


def message_boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def screen(qtbot, store: Store, trainee: Actor, clock: FakeClock) -> PracticeScreen:
    widget = PracticeScreen(store, trainee, clock=clock)
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    qtbot.waitExposed(widget)
    widget.enter()
    return widget


def start_timed_draw(qtbot, screen: PracticeScreen) -> DownRecorder:
    screen.kind_list.setCurrentRow(drill_kinds().index(DrillKind.DRAW))
    screen.minutes_spin.setValue(0)
    screen.count_spin.setValue(20)
    screen.timed_check.setChecked(True)
    screen.seconds_spin.setValue(PER_QUESTION_S)
    with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
        qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    session = screen.presenter.session
    assert session is not None and session.recorder is not None
    recorder = DownRecorder(session.recorder)
    session.recorder = recorder
    return recorder


def stored(store: Store, trainee: Actor) -> list:
    return store.practice.attempts(trainee, trainee.user_id, None)


def button(box: QMessageBox, name: str) -> QPushButton:
    found = box.findChild(QPushButton, name)
    assert found is not None, name
    return found


def test_store_down_in_timed_practice_gives_one_message_and_retry_saves_the_same_answer(
        qtbot, screen, store, trainee, clock) -> None:
    recorder = start_timed_draw(qtbot, screen)
    question = screen.presenter.current
    failures: list[StoreError] = []
    screen.presenter.sig_answer_unsaved.connect(failures.append)

    clock.advance(PER_QUESTION_S + 1)  # the countdown runs out; the next tick times it out
    qtbot.waitUntil(lambda: len(message_boxes()) == 1, timeout=3000)
    box = message_boxes()[0]
    assert box.text() == "The database cannot be reached: your answer was not saved."
    assert "paused" in box.informativeText()

    # Paused: the timer stands, and ticks (real or forced) neither retry nor open dialogs.
    assert not screen.presenter._timer.isActive()
    paused_at = screen.presenter.session.question_remaining_seconds()
    for _ in range(30):
        clock.advance(0.1)
        screen.presenter._tick()
    clock.advance(60)
    QApplication.processEvents()
    assert len(message_boxes()) == 1 and len(failures) == 1 and len(recorder.sent) == 1
    assert screen.presenter.session.question_remaining_seconds() == paused_at  # clock stopped
    # Nothing counted as answered: not on screen, not in the session, not in the store.
    assert answered(screen) == 0 and screen.presenter.session.summary().count == 0
    assert stored(store, trainee) == []
    assert screen.presenter.current is question

    recorder.down = False
    with qtbot.waitSignal(screen.presenter.sig_answer_graded, timeout=3000) as graded:
        qtbot.mouseClick(button(box, "retryButton"), Qt.MouseButton.LeftButton)
    assert graded.args[0] is question
    assert graded.args[1].reason is ReasonCode.TIMED_OUT
    # The retry sent the very same attempt object again (it can carry an attempt id).
    assert len(recorder.sent) == 2 and recorder.sent[1] is recorder.sent[0]
    rows = stored(store, trainee)
    assert len(rows) == 1 and rows[0].correct is False
    assert answered(screen) == 1 and message_boxes() == []
    # A time-out stays up for review (issue 12 point 1); Enter deals the next question.
    assert screen.presenter.current is question and screen.presenter.reviewing
    # The window manager gives the keyboard back to the window once the message is gone.
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    qtbot.waitUntil(screen.next_button.hasFocus, timeout=2000)
    with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
        qtbot.keyClick(screen.next_button, Qt.Key.Key_Return)
    assert screen.presenter.current is not question  # the next question is on screen
    assert screen.presenter._timer.isActive()  # and its countdown runs again
    screen.finish_early()


def test_a_retry_that_fails_again_shows_the_message_once_more_and_finish_counts_nothing(
        qtbot, screen, store, trainee, clock) -> None:
    recorder = start_timed_draw(qtbot, screen)
    failures: list[StoreError] = []
    screen.presenter.sig_answer_unsaved.connect(failures.append)
    clock.advance(PER_QUESTION_S + 1)
    qtbot.waitUntil(lambda: len(message_boxes()) == 1, timeout=3000)

    qtbot.mouseClick(button(message_boxes()[0], "retryButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(failures) == 2, timeout=3000)
    qtbot.waitUntil(lambda: len(message_boxes()) == 1, timeout=3000)
    assert len(recorder.sent) == 2 and answered(screen) == 0

    # Escape is Finish: the session ends, the unsaved answer is dropped, never counted.
    with qtbot.waitSignal(screen.presenter.sig_answer_graded, timeout=500,
                          raising=False) as graded:
        qtbot.keyClick(message_boxes()[0], Qt.Key.Key_Escape)
    assert not graded.signal_triggered
    qtbot.waitUntil(lambda: message_boxes() == [], timeout=3000)
    assert screen.presenter.session is None
    assert screen.stack.currentWidget() is screen.summary_page
    assert screen.last_summary is not None and screen.last_summary.count == 0
    assert stored(store, trainee) == []


def test_the_end_of_a_minutes_session_drops_the_question_on_screen(
    qtbot, screen: PracticeScreen, store: Store, trainee: Actor, clock: FakeClock
) -> None:
    """A session of 1 minute, untimed answers: when the minute is up the session ends; the
    deal left on screen is not stored as a wrong, 60-second answer (a newcomer's review)."""
    screen.kind_list.setCurrentRow(drill_kinds().index(DrillKind.DRAW))
    screen.minutes_spin.setValue(1)
    screen.timed_check.setChecked(False)
    with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
        qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    clock.advance(61)
    with qtbot.waitSignal(screen.presenter.sig_session_finished, timeout=2000) as blocker:
        pass  # the 100 ms tick sees the minute is up
    summary = blocker.args[0]
    assert summary.count == 0 and summary.timed_out == 0 and summary.mistakes == ()
    assert stored(store, trainee) == []
    qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.summary_page, timeout=2000)


def test_an_answer_refused_by_the_server_says_why_not_unreachable(screen) -> None:
    """Review finding 12: a server that answers but refuses (here: the trainee's user lost
    its rights on the tables mid-session) is not worded as one that cannot be reached."""
    error = StoreError("refused", "permission denied for table practice_attempt",
                       code="no_permission",
                       params={"server": "10.0.0.5:6432", "database": "dt", "user": "desk3"})
    assert screen.unsaved_text(error) == (
        "User desk3 has no permission to use the database dt on the server 10.0.0.5:6432. "
        "Your answer was not saved.")


def test_a_busy_cursor_shows_while_an_answer_is_being_saved(qtbot, screen, clock) -> None:
    """Review finding 11: the store call blocks the GUI thread (up to the server time-outs
    when the server hangs); the wait cursor is set before the call and taken away after it,
    also when the call fails."""
    from trainer.drills import expected_answer

    recorder = start_timed_draw(qtbot, screen)
    seen: list[object] = []
    real_record = recorder.record

    def record(graded) -> None:
        cursor = QApplication.overrideCursor()
        seen.append(cursor.shape() if cursor is not None else None)
        real_record(graded)

    recorder.record = record
    recorder.down = False
    question = screen.presenter.current
    with qtbot.waitSignal(screen.presenter.sig_answer_graded, timeout=3000):
        screen.presenter.submit(expected_answer(question))
    assert seen == [Qt.CursorShape.WaitCursor] and QApplication.overrideCursor() is None
    recorder.down = True
    with qtbot.waitSignal(screen.presenter.sig_answer_unsaved, timeout=3000):
        screen.presenter.submit(expected_answer(screen.presenter.current))
    assert seen[-1] == Qt.CursorShape.WaitCursor and QApplication.overrideCursor() is None


@pytest.mark.parametrize("kind", ["unreachable", "locked"])
def test_starting_while_the_database_is_down_stays_on_the_chooser_with_one_message(
        qtbot, screen, store, trainee, translations, monkeypatch, kind: str) -> None:
    """Start while the database was down escaped the screen (the exception left the slot):
    the chooser stays, with one worded message, nothing is started or counted, and Start
    works once the database is back."""

    def down(*_args: object, **_kwargs: object) -> int:
        raise StoreError(kind, "the database server db:5432 did not answer")

    real = store.practice.start_session
    monkeypatch.setattr(store.practice, "start_session", down)
    screen.kind_list.setCurrentRow(drill_kinds().index(DrillKind.DRAW))
    screen.start_button.setFocus()
    qtbot.keyClick(screen.start_button, Qt.Key.Key_Return)
    assert screen.stack.currentWidget() is screen.chooser
    assert screen.presenter.session is None and stored(store, trainee) == []
    english = screen.chooser_error.text()
    assert english == (
        "The database cannot be reached: the session did not start. Press Start again when "
        "it is back." if kind == "unreachable" else
        "The database could not start the session: press Start again, or ask an instructor "
        "if it goes on.")
    assert [b for b in screen.findChildren(QMessageBox) if b.isVisible()] == []
    assert screen.start_button.hasFocus()
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: screen.chooser_error.text() != english)
    assert any("\u4e00" <= c <= "\u9fff" for c in screen.chooser_error.text())
    monkeypatch.setattr(store.practice, "start_session", real)
    with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
        qtbot.keyClick(screen.start_button, Qt.Key.Key_Return)
    assert screen.presenter.session is not None
