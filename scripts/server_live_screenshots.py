"""Screenshots of a desk on the school server while the server is gone: the exam console's
live label says "reconnecting", and Practice's answer that could not be sent is worded (it
goes again by itself when the server is back). A real server on loopback (TLS, a pinned
certificate, tests/support/school_server.py) over a throwaway SQLite school; the desk is the
app's main window over ``--server``. Run under ``xvfb-run -a`` (or
``QT_QPA_PLATFORM=offscreen``):

``xvfb-run -a .venv/bin/python scripts/server_live_screenshots.py --lang zh-Hant``

Writes ``server-reconnecting-<lang>.png``, ``server-answer-unsent-<lang>.png`` and
``server-waiting-<lang>.png`` (the server takes an answer and does not answer: the window
waits, and says for how long) into ``--out`` (default docs/screenshots/), at 1024 x 700.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QWidget

from scripts.i18n_build import build
from scripts.schedule_screenshots import SCREENSHOTS, SIZE, settle
from tests.support.school_server import certificate, desk_link, served
from trainer.drills import DrillKind, expected_answer
from trainer.store import open_store
from ui.i18n import Translations
from ui.resources import resource_path
from ui.server_wait import ServerWait


def wait(until: Callable[[], bool], what: str) -> None:
    """Turn the event loop until ``until()`` (at most 30 s)."""
    for _ in range(600):
        QTest.qWait(50)
        if until():
            return
    raise TimeoutError(what)


def sign_in(window: object, name: str, secret: str) -> None:
    for field, text in (("signInName", name), ("signInSecret", secret)):
        edit = window.findChild(QLineEdit, field)  # type: ignore[attr-defined]
        QTest.keyClicks(edit, text)
        QTest.keyClick(edit, Qt.Key.Key_Return)
        settle()


def with_box(window: QWidget, box: QWidget) -> QPixmap:
    """The window with its message painted where it shows (a dialog is a window of its own,
    which ``window.grab()`` leaves out)."""
    shot = window.grab()
    painter = QPainter(shot)
    painter.drawPixmap(window.mapFromGlobal(box.mapToGlobal(QPoint(0, 0))), box.grab())
    painter.end()
    return shot


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=SCREENSHOTS)
    args = parser.parse_args()
    build()
    app = QApplication(sys.argv)
    style = resource_path("styles", "app.qss")
    if style.exists():
        app.setStyleSheet(style.read_text(encoding="utf-8"))
    translations = Translations()
    translations.install(args.lang)
    args.out.mkdir(parents=True, exist_ok=True)
    from ui.exam.view import InstructorExams
    from ui.main_window import MainWindow
    from ui.practice.view import PracticeScreen
    from ui.startup import open_server_store

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        with open_store(f"sqlite:///{folder / 'school.sqlite3'}", desk="server") as store:
            boss = store.create_first_instructor("lei", "Instructor Lei", "croupier-2026")
            cohort = store.roster.create_cohort(boss, "2026-A")
            store.roster.create_trainee(boss, "amy", "Amy Chan 陳美儀", cohort.id, "1234")
            store.sign_out(boss)
            cert = certificate(folder / "server")
            prefs = QSettings(str(folder / "desk.ini"), QSettings.Format.IniFormat)
            with served(store, cert) as server:
                # The instructor's desk, on the exam console (live): the server stops.
                remote = open_server_store(desk_link(store, server.url, cert.fingerprint, "desk-1"))
                window = MainWindow(remote, prefs, translations, db_label=remote.display_url)
                window.resize(*SIZE)
                window.show()
                sign_in(window, "lei", "croupier-2026")
                window.open_screen("exam")
                (exams,) = window.findChildren(InstructorExams)
                exams.tabs.setCurrentWidget(exams.console)
                label = exams.console.updated_label
                wait(lambda: label.live is not None and label.live.connected, "live")
                server.stop()
                wait(lambda: label.live is not None and not label.live.connected, "down")
                settle()
                path = args.out / f"server-reconnecting-{args.lang}.png"
                window.grab().save(str(path))
                print(label.text(), path)
                window.close()
                remote.close()
                server.start()

                # A trainee's desk mid-Practice: the server stops before the answer.
                remote = open_server_store(desk_link(store, server.url, cert.fingerprint, "desk-2"))
                window = MainWindow(remote, prefs, translations, db_label=remote.display_url)
                window.resize(*SIZE)
                window.show()
                sign_in(window, "amy", "1234")
                window.open_screen("practice")
                screen = window.stack.currentWidget()
                assert isinstance(screen, PracticeScreen)
                screen.preset(kind=DrillKind.DRAW, start=True)
                wait(lambda: screen.presenter.current is not None, "question")
                question = screen.presenter.current
                assert question is not None
                server.stop()
                screen.presenter.submit(expected_answer(question))
                wait(lambda: screen.unsaved_box is not None
                     and screen.unsaved_box.isVisible(), "message")
                settle()
                box: QMessageBox = screen.unsaved_box
                path = args.out / f"server-answer-unsent-{args.lang}.png"
                with_box(window, box).save(str(path))
                print(box.text(), path)
                server.start()  # the answer goes again by itself
                wait(lambda: not box.isVisible(), "sent again")
                print("the answer went again, by itself")

                # The server hangs under the next answer: the window waits, and says so.
                wait(lambda: screen.presenter.current not in (None, question), "next")
                question = screen.presenter.current
                assert question is not None
                waiter = remote.wait
                assert isinstance(waiter, ServerWait)
                shots: list[str] = []

                def while_waiting() -> None:
                    notice = waiter.notice
                    if shots or notice is None or not notice.isVisible():
                        return
                    settle()
                    path = args.out / f"server-waiting-{args.lang}.png"
                    with_box(window, notice).save(str(path))
                    shots.append(notice.label.text())
                    print(notice.label.text(), path)
                    server.release()  # answered: the wait ends, the answer is stored

                ticks = QTimer(window)
                ticks.timeout.connect(while_waiting)
                ticks.start(50)
                server.hold()
                screen.presenter.submit(expected_answer(question))
                ticks.stop()
                assert shots, "no waiting notice"
                window.close()
                remote.close()
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
