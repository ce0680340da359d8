"""An exam sitting on a desk opened over the school server (``--server``): the trainee asks
by keys, the proctor approves on their own desk (the trainee's desk never sees a password
field), the questions come one at a time from the server, and the result is the server's.
English and Traditional Chinese; screenshots of the approval step where DEALER_TRAINER_SHOTS
names (docs/screenshots/ for the README: a test run never writes into the repository).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from tests.gui.conftest import (
    TRAINEE_NAME,
    TRAINEE_PIN,
)
from tests.gui.test_exam_sitting import (
    answer_key,
    dispose,
    exam_screen,
    make_exam,
    open_exam,
    shortcut,
    sign_in,
    wait_for_answer_focus,
)
from tests.support.school_server import (
    LoopbackServer,
    ServerClock,
    certificate,
    desk_link,
    enrolled,
    running_server,
    served,
)
from tests.support.server_wait import stopping_the_wait
from trainer.auth import Actor
from trainer.drills import DrillKind, Level
from trainer.exams.blueprint import SectionSpec, TableSectionSpec
from trainer.exams.records import SealStatus
from trainer.exams.scoring import ExamStatus
from trainer.server.client import RemoteStore
from trainer.server.client_exam import RemoteExamSession
from trainer.store import Store, open_store
from ui.exam.approval import ApprovalDialog, ApprovalsPanel
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.startup import open_server_store

SHOTS = os.environ.get("DEALER_TRAINER_SHOTS")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """The school's database on the server's clock (overrides the shared fixture)."""
    opened = open_store(None, data_dir=tmp_path, clock=ServerClock())
    yield opened
    opened.close()


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_trainee_sits_a_drill_exam_over_the_server_approved_on_the_proctors_desk(
        qtbot, store: Store, instructor: Actor, trainee: Actor, prefs: QSettings,
        translations: Translations, tmp_path: Path, language: str) -> None:
    make_exam(store, instructor, trainee, sections=(
        SectionSpec(DrillKind.DRAW, Level.ALL, 2, 50),
        SectionSpec(DrillKind.CALL, Level.ALL, 1, 50)))
    store.roster.create_proctor(instructor, "pat", "Pat Proctor", "proctor-pass")
    store.sign_out(trainee)  # the fixture's sign-in was this process's, not the desk's
    assert translations.install(language)
    cert = certificate(tmp_path / "server")
    with running_server(store, cert) as url:
        remote = open_server_store(desk_link(store, url, cert.fingerprint, "desk-7"))
        assert isinstance(remote, RemoteStore)
        proctor_store = RemoteStore(url, cert.fingerprint, enrolled(store, "desk-proctor"))
        window = MainWindow(remote, prefs, translations, db_label=remote.display_url)
        proctor_window: MainWindow | None = None
        try:
            window.show()
            qtbot.waitExposed(window)
            window.activateWindow()
            qtbot.waitUntil(window.isActiveWindow)
            sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
            desk = open_exam(qtbot, window).desk
            qtbot.keyClick(desk.exam_list, Qt.Key.Key_Return)

            # The trainee's desk waits: no name or password field anywhere in its window.
            qtbot.waitUntil(lambda: isinstance(desk.proctor_dialog, ApprovalDialog)
                            and desk.proctor_dialog.isVisible())
            dialog = desk.proctor_dialog
            assert not [e for e in window.findChildren(QLineEdit)
                        if e.isVisible() and e.echoMode() == QLineEdit.EchoMode.Password]
            if language == "zh-Hant":
                assert "監考" in dialog.text.text(), dialog.text.text()

            # The proctor, signed in on their own desk over the server, sees the request on
            # their Exam screen and approves it by keys.
            proctor_window = MainWindow(proctor_store, prefs, translations,
                                        db_label=proctor_store.display_url)
            proctor_window.show()
            qtbot.waitExposed(proctor_window)
            proctor_window.activateWindow()
            qtbot.waitUntil(proctor_window.isActiveWindow)
            sign_in(qtbot, proctor_window, "pat", "proctor-pass")
            shortcut(qtbot, proctor_window, Qt.Key.Key_4)
            panel = exam_screen(proctor_window).proctor.approvals
            assert isinstance(panel, ApprovalsPanel)
            qtbot.waitUntil(lambda: panel.list.count() == 1)
            assert "desk-7" in panel.list.item(0).text()  # the desk the sitting will be on
            if SHOTS:
                dialog.grab().save(str(Path(SHOTS) / f"exam-server-waiting-{language}.png"))
                proctor_window.grab().save(
                    str(Path(SHOTS) / f"exam-server-approval-{language}.png"))
            panel.list.setFocus()
            qtbot.keyClick(panel.list, Qt.Key.Key_Return)
            window.activateWindow()

            qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.sitting_view,
                            timeout=10000)
            wait_for_answer_focus(qtbot, desk)
            session = desk.sitting.session
            assert isinstance(session, RemoteExamSession)
            assert desk.sitting.current.question.seed == 0  # never the deal's seed
            wrong = 1
            while desk.sitting.current is not None and not desk.sitting.ended:
                answer_key(qtbot, desk, wrong=desk.sitting.current.index == wrong)
            qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.result_view)
            assert session.status is ExamStatus.FINISHED
            result = desk.result_view
            assert result.result is not None and (result.result.score, result.result.max_score
                                                  ) == (2, 3)
            assert result.table.rowCount() == 2

            # Sealed in the school's database by the server.
            [stored] = store.exams.results(instructor, trainee.user_id)
            assert stored.seal is SealStatus.OK and stored.score == 2
            qtbot.keyClick(result.done_button, Qt.Key.Key_Space)
            assert window.locked_to is None
            assert exam_screen(window) is not None
        finally:
            if proctor_window is not None:
                dispose(proctor_window)
            dispose(window)
            QApplication.processEvents()
            proctor_store.close()
            remote.close()


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_trainee_deals_an_exams_table_section_by_keys_over_the_server(
        qtbot, store: Store, instructor: Actor, trainee: Actor, prefs: QSettings,
        translations: Translations, tmp_path: Path, language: str) -> None:
    """The server deals the Table section; the desk's felt is drawn from the state it sends
    after each key, and the sealed result is the server's."""
    from tests.gui.test_exam_table import FEEDBACK_WORDS, key_for, visible_text
    from tests.support.exam_table import table_spec
    from tests.support.server_exams import live_sitting
    from tests.support.table_script import right_action
    from trainer.baccarat.tableau import Hand
    from trainer.server.exam_table import RemoteTable
    from trainer.table import TableSession

    with table_section_over_server(
            qtbot, store, instructor, trainee, prefs, translations, tmp_path, language,
            table_spec(coups=1, fault_percent=30)) as (server, desk):
        view = desk.sitting_view
        qtbot.waitUntil(view.desk.isVisible)
        session = desk.sitting.session
        assert isinstance(session, RemoteExamSession)
        assert isinstance(session.table, RemoteTable)
        if language == "zh-Hant":
            assert any("\u4e00" <= ch <= "\u9fff" for ch in view.position.text())
        else:
            assert "coup 1 of 1" in view.position.text()
        wrong, shot = True, False
        while not desk.sitting.ended:
            table = live_sitting(server.app).table  # the oracle: never on the desk
            assert isinstance(table, TableSession)
            assert view.desk.state == table.state()  # the felt draws the server's
            name, args = right_action(table)
            if name == "deal" and wrong:  # one wrong step: the wrong hand first
                args, wrong = (Hand.BANKER if args[0] is Hand.PLAYER else Hand.PLAYER,
                               ), False
            if name == "call_totals" and not shot:
                if SHOTS:
                    view.window().grab().save(
                        str(Path(SHOTS) / f"exam-server-table-{language}.png"))
                shot = True
            before = len(table.steps)
            key_for(qtbot, view.desk, name, args)
            assert len(table.steps) == before + 1 or desk.sitting.ended, (
                name, args, view.desk.refusal.text())
            assert not any(w in visible_text(view) for w in FEEDBACK_WORDS)
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.result_view)
        result = desk.result_view.result
        assert result is not None and result.max_score - result.score == 1
        [stored] = store.exams.results(instructor, trainee.user_id)
        assert stored.seal is SealStatus.OK and stored.score == result.score
        assert shot


def _approved_sitting(qtbot, window: MainWindow, proctor_store: RemoteStore,
                      prefs: QSettings, translations: Translations):
    """The trainee signs in and asks for the exam by keys; the proctor, on their own desk,
    approves it by keys. The trainee's exam desk and the proctor's window."""
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    desk = open_exam(qtbot, window).desk
    qtbot.keyClick(desk.exam_list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(desk.proctor_dialog, ApprovalDialog)
                    and desk.proctor_dialog.isVisible())
    proctor_window = approve_on_the_proctors_desk(qtbot, proctor_store, prefs, translations)
    window.activateWindow()
    qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.sitting_view, timeout=10000)
    wait_for_answer_focus(qtbot, desk)
    return desk, proctor_window


@dataclass
class ExamDesks:
    """A trainee's desk (its window, not shown yet) and a proctor's store over one loopback
    server; the proctor's window once a test opens it."""

    server: LoopbackServer
    remote: RemoteStore
    proctor_store: RemoteStore
    window: MainWindow
    proctor_window: MainWindow | None = None


@contextmanager
def exam_desks(store: Store, tmp_path: Path, prefs: QSettings,
               translations: Translations) -> Iterator[ExamDesks]:
    """The desks of an exam over a server on loopback over ``store`` (the trainee's at
    "desk-7", the proctor's at "desk-proctor"); after, the server released, both windows
    closed and both stores closed."""
    cert = certificate(tmp_path / "server")
    with served(store, cert) as server:
        remote = open_server_store(desk_link(store, server.url, cert.fingerprint, "desk-7"))
        assert isinstance(remote, RemoteStore)
        proctor_store = RemoteStore(server.url, cert.fingerprint,
                                    enrolled(store, "desk-proctor"))
        desks = ExamDesks(server, remote, proctor_store,
                          MainWindow(remote, prefs, translations, db_label=remote.display_url))
        try:
            yield desks
        finally:
            server.release()
            if desks.proctor_window is not None:
                dispose(desks.proctor_window)
            dispose(desks.window)
            QApplication.processEvents()
            proctor_store.close()
            remote.close()


def approve_on_the_proctors_desk(qtbot, proctor_store: RemoteStore, prefs: QSettings,
                                 translations: Translations) -> MainWindow:
    """The proctor signs in on their own desk and approves the one request waiting, by
    keys; their window."""
    proctor_window = MainWindow(proctor_store, prefs, translations,
                                db_label=proctor_store.display_url)
    proctor_window.show()
    qtbot.waitExposed(proctor_window)
    proctor_window.activateWindow()
    qtbot.waitUntil(proctor_window.isActiveWindow)
    sign_in(qtbot, proctor_window, "pat", "proctor-pass")
    shortcut(qtbot, proctor_window, Qt.Key.Key_4)
    panel = exam_screen(proctor_window).proctor.approvals
    assert isinstance(panel, ApprovalsPanel)
    qtbot.waitUntil(lambda: panel.list.count() == 1, timeout=10000)
    panel.list.setFocus()
    qtbot.keyClick(panel.list, Qt.Key.Key_Return)
    return proctor_window


@contextmanager
def table_section_over_server(
        qtbot, store: Store, instructor: Actor, trainee: Actor, prefs: QSettings,
        translations: Translations, tmp_path: Path, language: str,
        table: TableSectionSpec) -> Iterator[tuple[LoopbackServer, Any]]:
    """An exam of one drill question and the Table section ``table``, asked for by keys on a
    desk over a loopback server in ``language`` and approved by keys on the proctor's own
    desk, the drill question answered right: the server and the trainee's exam desk, at the
    section (both windows closed after)."""
    make_exam(store, instructor, trainee, sections=(SectionSpec(DrillKind.DRAW, Level.ALL, 1,
                                                                50),),
              tables=(table,), time_limit_s=3600)
    store.roster.create_proctor(instructor, "pat", "Pat Proctor", "proctor-pass")
    store.sign_out(trainee)
    assert translations.install(language)
    with exam_desks(store, tmp_path, prefs, translations) as desks:
        desk, desks.proctor_window = _approved_sitting(qtbot, desks.window, desks.proctor_store,
                                                       prefs, translations)
        answer_key(qtbot, desk)  # the drill question first, right
        yield desks.server, desk


def test_a_trainee_signed_in_again_mid_exam_goes_on_only_once_the_proctor_approves(
        qtbot, store: Store, instructor: Actor, trainee: Actor, prefs: QSettings,
        translations: Translations, tmp_path: Path) -> None:
    """The window closed mid-exam over the server (the desk's words say the proctor approves
    on their own desk, never that a password is typed here), a new window signed in at the
    same desk: the sitting waits on the resume page until the proctor approves it, then goes
    on with the answer stored; the proctor's console names the desk running it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    make_exam(store, instructor, trainee, sections=(
        SectionSpec(DrillKind.DRAW, Level.ALL, 3, 50),))
    store.roster.create_proctor(instructor, "pat", "Pat Proctor", "proctor-pass")
    store.sign_out(trainee)
    cert = certificate(tmp_path / "server")
    with running_server(store, cert) as url:
        remote = open_server_store(desk_link(store, url, cert.fingerprint, "desk-7"))
        assert isinstance(remote, RemoteStore)
        proctor_store = RemoteStore(url, cert.fingerprint, enrolled(store, "desk-proctor"))
        window = MainWindow(remote, prefs, translations, db_label=remote.display_url)
        again: MainWindow | None = None
        proctor_window: MainWindow | None = None
        try:
            desk, proctor_window = _approved_sitting(qtbot, window, proctor_store, prefs,
                                                     translations)
            answer_key(qtbot, desk)
            qtbot.waitUntil(lambda: desk.sitting.session.answered_count == 1)
            said: list[str] = []

            def read_and_stay() -> None:
                box = desk.close_box
                assert box is not None
                said.append(box.informativeText())
                box.button(QMessageBox.StandardButton.No).click()

            QTimer.singleShot(0, read_and_stay)
            assert not desk.confirm_close()
            assert "own desk" in said[0] and "enters their password" not in said[0], said

            dispose(window)  # the window closed mid-exam; a new one at the same desk
            QApplication.processEvents()
            again = MainWindow(remote, prefs, translations, db_label=remote.display_url)
            again.show()
            qtbot.waitExposed(again)
            again.activateWindow()
            qtbot.waitUntil(again.isActiveWindow)
            sign_in(qtbot, again, TRAINEE_NAME, TRAINEE_PIN)
            desk = open_exam(qtbot, again).desk
            qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.resume_page)
            text = desk.resume_text.text()
            assert "own desk" in text and "name and password" not in text, text
            if SHOTS:
                again.grab().save(str(Path(SHOTS) / "exam-server-interrupted-en.png"))
            qtbot.keyClick(desk.resume_button, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: isinstance(desk.proctor_dialog, ApprovalDialog)
                            and desk.proctor_dialog.isVisible())

            panel = exam_screen(proctor_window).proctor.approvals
            assert isinstance(panel, ApprovalsPanel)
            qtbot.waitUntil(lambda: panel.list.count() == 1, timeout=10000)
            assert "continue" in panel.list.item(0).text()
            assert desk.sitting is None  # nothing goes on before the proctor approves
            proctor_window.activateWindow()
            qtbot.waitUntil(proctor_window.isActiveWindow)
            panel.list.setFocus()
            qtbot.keyClick(panel.list, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.sitting_view,
                            timeout=10000)
            assert desk.sitting.session.answered_count == 1
            qtbot.waitUntil(lambda: panel.list.count() == 0, timeout=10000)

            # The console's Desk column names the enrolled desk, not the server's host.
            model = exam_screen(proctor_window).proctor.console.model
            # (A silent mark may stand before it: the test's server clock is not the desk's.)
            qtbot.waitUntil(lambda: model.rowCount() == 1 and str(
                model.index(0, 0).data()).split(" ")[-1] == "desk-7", timeout=10000)
            if SHOTS:
                proctor_window.grab().save(str(Path(SHOTS) / "exam-server-console-en.png"))
        finally:
            for shown in (proctor_window, again):
                if shown is not None:
                    dispose(shown)
            QApplication.processEvents()
            proctor_store.close()
            remote.close()


def test_an_exam_answer_the_server_holds_is_given_up_and_stored_once(
        qtbot, store: Store, instructor: Actor, trainee: Actor, prefs: QSettings,
        translations: Translations, tmp_path: Path) -> None:
    """Mid-exam the server hangs under an answer; the trainee stops waiting (Esc on the
    notice): the sitting says the answer was not saved and stays on the question. When the
    server answers it stores the held answer, and the sitting's next read of its clocks
    moves the screen on to the next question, the error gone: the answer stored once, the
    result sealed."""

    from tests.gui.test_practice import type_answer
    from trainer.drills import expected_answer

    make_exam(store, instructor, trainee, sections=(
        SectionSpec(DrillKind.DRAW, Level.ALL, 2, 50),), time_limit_s=3600)
    store.roster.create_proctor(instructor, "pat", "Pat Proctor", "proctor-pass")
    store.sign_out(trainee)
    with exam_desks(store, tmp_path, prefs, translations) as desks:
        server, remote, window = desks.server, desks.remote, desks.window
        desk, desks.proctor_window = _approved_sitting(qtbot, window, desks.proctor_store,
                                                       prefs, translations)
        window.activateWindow()
        first = desk.sitting.current
        with stopping_the_wait(qtbot, remote, window):
            server.hold()
            type_answer(qtbot, desk.sitting_view, first.question,
                        expected_answer(first.question))
        assert desk.sitting.current == first and not desk.sitting.ended
        assert "could not be saved" in desk.sitting_view.error.text()

        server.release()  # the held answer is stored now
        view = desk.sitting_view
        qtbot.waitUntil(lambda: view.question is not None and view.question.index == 1,
                        timeout=10000)  # the clock's next read moves the screen on
        assert desk.sitting.current == view.question and view.error.text() == ""
        window.activateWindow()  # the notice had the keyboard
        qtbot.waitUntil(window.isActiveWindow)
        wait_for_answer_focus(qtbot, desk)
        answer_key(qtbot, desk)
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.result_view)
        [stored] = store.exams.results(instructor, trainee.user_id)
        assert (stored.score, stored.seal) == (2, SealStatus.OK)  # the first answer
