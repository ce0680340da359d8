"""A desk whose school server takes a call and does not answer (its database hangs, a cable
cut after the request went out) keeps its window turning: the call waits on a thread of its
own (ui/server_wait.py), a notice says for how long the server has not answered, in the
user's language, and Stop waiting (Esc) gives the call up as unreachable, worded by the
screen; an answer given up so is sent again by itself, once, when the server writes again."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer

from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_app_shell import _sign_in
from tests.gui.test_practice import start_by_keyboard, type_answer
from tests.gui.test_practice_faults import message_boxes
from tests.support.school_server import LoopbackServer, certificate, desk_link, served
from tests.support.server_wait import stopping_the_wait
from trainer.auth import Actor
from trainer.drills import expected_answer
from trainer.drills.model import DrillKind, Question
from trainer.errors import StoreError
from trainer.server.client import RemoteStore
from trainer.store import Store
from ui.server_wait import ServerWait
from ui.startup import open_server_store

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

SERVER = "https://school-server:8443"
WITHIN_MS = 20_000


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_notice_says_how_long_and_stop_waiting_gives_the_call_up(qtbot) -> None:
    clock = Clock()
    wait = ServerWait(clock)
    future: Future[int] = Future()
    seen: list[str] = []

    def while_waiting() -> None:  # runs in the waiting loop: the GUI thread is free
        if wait.notice is None:
            clock.now = 103.0  # three seconds after the call: past the notice's delay
            return
        seen.append(wait.notice.label.text())
        qtbot.keyClick(wait.notice, Qt.Key.Key_Escape)

    ticks = QTimer()
    ticks.timeout.connect(while_waiting)
    ticks.start(10)
    with pytest.raises(StoreError) as raised:
        wait(future, SERVER)
    ticks.stop()
    assert (raised.value.code, raised.value.params) == ("server_unreachable",
                                                        {"server": SERVER})
    assert seen[0] == ("The school server https://school-server:8443 has not answered for "
                       "3 s. Waiting for it…")
    assert wait.notice is None and not future.done()


def test_a_call_answered_meanwhile_returns_with_no_notice(qtbot) -> None:
    wait = ServerWait(Clock())  # the clock stands still: the notice's delay never passes
    future: Future[int] = Future()
    QTimer.singleShot(0, lambda: threading.Thread(target=future.set_result, args=(7,)).start())
    wait(future, SERVER)
    assert future.result() == 7 and wait.notice is None


@contextmanager
def practice_over_server(qtbot, store: Store, trainee: Actor, prefs, translations,
                         tmp_path: Path) -> Iterator[tuple[LoopbackServer, RemoteStore, Any,
                                                           Any, Question]]:
    """A desk's window over a loopback server, the trainee signed in by keys and a Draw
    drill started: the server, the desk's store, the window, the Practice screen and the
    question shown (the server released, the window and the store closed after)."""
    from ui.main_window import MainWindow
    from ui.practice.view import PracticeScreen

    store.sign_out(trainee)
    cert = certificate(tmp_path / "server")
    with served(store, cert) as server:
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
            _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
            qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
            screen = window.stack.currentWidget()
            assert isinstance(screen, PracticeScreen)
            yield server, remote, window, screen, start_by_keyboard(qtbot, screen,
                                                                    DrillKind.DRAW)
        finally:
            server.release()
            window.close()
            remote.close()


def test_an_answer_to_a_hung_server_waits_with_the_window_turning_and_goes_once(
    qtbot, store: Store, trainee: Actor, prefs, translations, tmp_path: Path
) -> None:
    """Mid-Practice the server hangs: the answer key waits on the call's own thread while the
    window's timers run; the notice (in 繁體中文 after a language switch before the answer) is
    stopped with Esc; the screen words the answer unsaved, nothing is counted. When the server
    is released it stores the held answer, the desk hears the write and sends the answer
    again by itself with the same id: one row."""
    with practice_over_server(qtbot, store, trainee, prefs, translations, tmp_path) as (
            server, remote, window, screen, question):
        window.set_language("zh-Hant")
        with stopping_the_wait(qtbot, remote, window, after=5) as turned:
            server.hold()
            type_answer(qtbot, screen, question, expected_answer(question))
        assert len(turned) == 5 and server.held == 1
        assert turned[0].startswith(f"學校伺服器 {server.url} 已有 ")
        (box,) = message_boxes()
        assert box.text() == ("無法連線到學校伺服器：你的答案尚未儲存。"
                              "伺服器恢復回應後，會自動再送出一次。")
        assert screen.presenter.paused and store.practice.attempts(
            trainee, trainee.user_id) == []

        with qtbot.waitSignal(screen.presenter.sig_answer_graded, timeout=WITHIN_MS):
            server.release()  # the held answer is stored; its write is heard: Retry
        assert message_boxes() == []
        rows = store.practice.attempts(trainee, trainee.user_id)
        assert [(r.drill_kind, r.question) for r in rows] == [("draw",
                                                                question.to_dict())]


def test_a_countdown_running_out_while_an_answer_waits_stores_nothing_more(
    qtbot, store: Store, trainee: Actor, tmp_path: Path
) -> None:
    """A timed drill: the answer waits for a hung server and, in the waiting loop, the
    question's countdown runs out. The tick does not time the question out under the answer
    being saved (a second row, a time-out, for the same question): the save holds the
    clocks, and the answer is stored once when the server answers."""
    from ui.practice.presenter import PracticePresenter, SessionSettings

    store.sign_out(trainee)
    cert = certificate(tmp_path / "server")
    with served(store, cert) as server:
        remote = open_server_store(desk_link(store, server.url, cert.fingerprint, "desk-7"))
        assert remote is not None
        try:
            actor = remote.authenticate(TRAINEE_NAME, TRAINEE_PIN)
            clock = Clock()
            presenter = PracticePresenter(remote, actor, clock=clock)
            presenter.start(SessionSettings(DrillKind.DRAW, per_question_seconds=5, seed=3))
            question = presenter.current
            assert question is not None
            ticked: list[int] = []
            presenter._timer.timeout.connect(lambda: ticked.append(1))  # after its own tick

            def while_waiting() -> None:
                if server.held > 1:  # a second call under the first: let both through
                    server.release()
                if not ticked:
                    return
                if clock.now == 100.0:
                    clock.now = 110.0  # the question's 5 s are over while the answer waits
                    ticked.clear()
                    return
                server.release()  # the presenter's tick has run with the time over

            ticks = QTimer()
            ticks.timeout.connect(while_waiting)
            ticks.start(10)
            graded: list[object] = []
            presenter.sig_answer_graded.connect(lambda q, g: graded.append(q))
            server.hold()
            presenter.submit(expected_answer(question))
            ticks.stop()
            rows = store.practice.attempts(trainee, trainee.user_id)
            assert [(r.question, r.correct) for r in rows] == [(question.to_dict(), True)]
            assert graded == [question]
            presenter.stop()
        finally:
            server.release()
            remote.close()


def test_keys_pressed_before_the_notice_shows_are_not_taken(
    qtbot, store: Store, trainee: Actor, prefs, translations, tmp_path: Path
) -> None:
    """In the first second of a wait, before the notice shows, the window turns but takes
    no key, as under the notice: a sign-out (Ctrl+Shift+L) pressed then did sign out while
    the answer was still out, and the answer came back to a screen left."""
    with practice_over_server(qtbot, store, trainee, prefs, translations, tmp_path) as (
            server, remote, window, screen, question):
        wait = remote.wait
        assert isinstance(wait, ServerWait)
        pressed: list[bool] = []

        def while_waiting() -> None:
            if pressed or wait.notice is not None:
                return
            pressed.append(True)  # in the waiting loop, no notice yet
            qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier
                           | Qt.KeyboardModifier.ShiftModifier)
            server.release()

        ticks = QTimer(window)
        ticks.timeout.connect(while_waiting)
        ticks.start(10)
        server.hold()
        with qtbot.waitSignal(screen.presenter.sig_answer_graded, timeout=WITHIN_MS):
            type_answer(qtbot, screen, question, expected_answer(question))
        ticks.stop()
        assert pressed == [True]
        assert window.actor is not None and window.stack.currentWidget() is screen
        rows = store.practice.attempts(trainee, trainee.user_id)
        assert [r.question for r in rows] == [question.to_dict()]


def test_a_result_the_server_did_not_give_is_said_and_asked_for_again(qtbot) -> None:
    """The sitting has ended (handed in) but its result is not read: the server hung and
    the trainee stopped waiting. The sitting says so and asks again at its next tick; the
    error never escapes the screen (the result was read unguarded)."""
    from tests.gui.test_exam_table import Recorder
    from tests.support.exam_kill_worker import WallClock
    from trainer.drills.model import Level
    from trainer.exams.blueprint import Blueprint, SectionSpec
    from trainer.exams.session import ExamSession
    from ui.exam.sitting import SittingPresenter

    blueprint = Blueprint("Drill exam", (SectionSpec(DrillKind.DRAW, Level.ALL, 1, 50),), 80,
                          3600)
    session = ExamSession.start(blueprint, 7, now=WallClock(), recorder=Recorder())
    result = session.trainee_result
    unread = [StoreError("unreachable", "stopped waiting", code="server_unreachable",
                         params={"server": SERVER})]

    def read() -> object:
        if unread:
            raise unread.pop()
        return result()

    session.trainee_result = read  # type: ignore[method-assign]
    presenter = SittingPresenter(session, tick_ms=10)
    failed: list[str] = []
    presenter.sig_failed.connect(lambda words: failed.append(str(words)))
    presenter.begin()
    presenter.hand_in()
    assert failed == ["The sitting has ended and is kept on the school server, but its result "
                      "could not be read (The school server https://school-server:8443 "
                      "cannot be reached: it did not answer. Try again in a moment.). It is "
                      "asked for again by itself."]
    assert not presenter.ended
    with qtbot.waitSignal(presenter.sig_sitting_ended, timeout=WITHIN_MS):
        pass  # the next tick
    assert presenter.ended


def test_a_sign_in_the_server_holds_is_worded_when_given_up_and_goes_after(
    qtbot, store: Store, trainee: Actor, prefs, translations, tmp_path: Path
) -> None:
    """The sign-in screen's call held; Stop waiting: the refusal says the server did not
    answer (the PIN kept, for Enter again); once the server answers, the same keys sign in
    (the held sign-in, stored meanwhile, made a token this desk never used: it expires)."""
    from ui.main_window import MainWindow

    store.sign_out(trainee)
    cert = certificate(tmp_path / "server")
    with served(store, cert) as server:
        remote = open_server_store(desk_link(store, server.url, cert.fingerprint, "desk-7"))
        assert isinstance(remote, RemoteStore)
        window = MainWindow(remote, prefs, translations, db_label=remote.display_url)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        try:
            with stopping_the_wait(qtbot, remote, window):
                server.hold()
                _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
            assert window.actor is None and window.stack.currentWidget() is window.sign_in
            error = window.sign_in.error_label.text()
            assert server.url in error and "did not answer" in error, error
            server.release()
            secret = window.sign_in.secret_edit
            assert secret.text() == TRAINEE_PIN
            secret.setFocus()
            qtbot.keyClick(secret, Qt.Key.Key_Return)
            assert window.actor is not None and window.actor.name == TRAINEE_NAME
        finally:
            server.release()
            window.close()
            remote.close()


def test_a_screen_that_goes_does_not_wait_for_its_background_call(qtbot) -> None:
    """A background load (ui/tasks.py) waiting on a hung server, and its screen goes (a
    sign-out deletes the screens, and their runners wait for their tasks): the load gives
    up at once, on its worker thread, and the runner's stop returns; it waited for the
    server's time-out on the GUI thread, the window frozen with no notice."""
    from ui.tasks import TaskRunner

    future: Future[int] = Future()
    backstop = threading.Timer(WITHIN_MS / 1000, future.set_result, (0,))
    backstop.start()  # only if the runner never stops: then the test fails, not hangs
    runner = TaskRunner()
    failed: list[BaseException] = []
    started = threading.Event()

    def load() -> None:
        started.set()
        ServerWait()(future, SERVER)

    runner.run(load, on_error=failed.append)
    assert started.wait(WITHIN_MS / 1000)
    runner.shutdown()
    backstop.cancel()
    assert not future.done()  # the stop did not wait for the server
    runner.run(lambda: 7, on_done=failed.append)  # the runner works on after a stop
    qtbot.waitUntil(lambda: failed == [7])


def test_today_the_server_does_not_give_is_said_on_the_page(
    qtbot, store: Store, trainee: Actor, prefs, translations, tmp_path: Path
) -> None:
    """Back to Today from a drill (Ctrl+0) while the server hangs, and the trainee stops
    waiting: Today says it could not be read, and the keys still work; the error escaped
    the page's key into "Something went wrong", the window left on the drill's page."""
    with practice_over_server(qtbot, store, trainee, prefs, translations, tmp_path) as (
            server, remote, window, _screen, _question):
        with stopping_the_wait(qtbot, remote, window):
            server.hold()
            qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
        today = window.today
        assert today is not None and window.stack.currentWidget() is today
        assert today.unread.isVisible()
        assert today.unread.text() == (
            f"Today could not be read (The school server {server.url} cannot be reached: "
            "it did not answer. Try again in a moment.). It is read again when you come "
            "back here.")
        server.release()
        window.activateWindow()  # the notice had the keyboard
        qtbot.waitUntil(window.isActiveWindow)
        qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
        assert window.stack.currentWidget() is not today
        qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
        assert window.stack.currentWidget() is today and not today.unread.isVisible()


def test_a_drill_picked_while_the_server_hangs_says_its_reviews_were_not_read(
    qtbot, store: Store, trainee: Actor, prefs, translations, tmp_path: Path
) -> None:
    """On the drill chooser, Down picks the next drill, whose due reviews are read from the
    server; it hangs, the trainee stops waiting: the chooser says they were not read (the
    error escaped the key into "Something went wrong"), and once the server answers, Enter
    starts the drill."""
    with practice_over_server(qtbot, store, trainee, prefs, translations, tmp_path) as (
            server, remote, window, screen, _question):
        qtbot.keyClick(window, Qt.Key.Key_Escape)  # the drill stopped: back to the chooser
        qtbot.waitUntil(lambda: screen.stack.currentWidget() is not screen.drill_page)
        with stopping_the_wait(qtbot, remote, window):
            server.hold()
            screen.kind_list.setFocus()
            qtbot.keyClick(screen.kind_list, Qt.Key.Key_Down)
        assert screen.weak_reason.text() == (
            f"Due reviews could not be read (The school server {server.url} cannot be "
            "reached: it did not answer. Try again in a moment.).")
        server.release()
        window.activateWindow()  # the notice had the keyboard
        qtbot.waitUntil(window.isActiveWindow)
        screen.kind_list.setFocus()
        with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=WITHIN_MS):
            qtbot.keyClick(screen.kind_list, Qt.Key.Key_Return)
