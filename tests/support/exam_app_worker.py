"""The real main window sitting an exam, driven by key presses, until it is killed
(see test_exam_app_kill.py).

Usage: ``python exam_app_worker.py DB_FILE SETTINGS_FILE PAUSE``. It signs the trainee in; if
her sitting is running it resumes it through the proctor's dialog, else it starts one the
same way. It prints ``sitting ID SEED`` and ``at INDEX SHA SECONDS_LEFT USED`` for the
question on screen when the sitting (re)opens (USED: seconds from the sitting's start as
stored to the moment the clock was read, on the app's own clock), then ``ack INDEX SHA``
after each answer is stored (the desk's answer count went up), waiting PAUSE seconds between
answers, and ``done`` once the result is on screen. SHA is the SHA-256 of the question as
shown.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import ui  # noqa: F401  (the PySide6 fixes)
from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_exam_sitting import (
    answer_key,
    exam_screen,
    proctor_types,
    sign_in,
    start_sitting,
    wait_for_answer_focus,
)
from tests.support.kdf_cost import use_test_cost
from trainer.store import open_store
from ui.i18n import Translations
from ui.main_window import MainWindow

use_test_cost()  # the hashes the test wrote are checked at the test's cost


class Bot:
    """The few qtbot calls the exam test helpers use, without pytest."""

    def keyClick(self, widget, key, modifier=Qt.KeyboardModifier.NoModifier):
        QTest.keyClick(widget, key, modifier)

    def keyClicks(self, widget, text):
        QTest.keyClicks(widget, text)

    def waitUntil(self, condition, timeout=10_000):
        end = time.monotonic() + timeout / 1000
        while True:
            QApplication.processEvents()
            result = condition()
            if result is None or result:
                return
            if time.monotonic() > end:
                raise TimeoutError(f"waitUntil timed out: {condition}")
            time.sleep(0.005)


def sha(question) -> str:
    return hashlib.sha256(json.dumps(question.to_dict(), sort_keys=True).encode()).hexdigest()


def seconds_left(text: str) -> int:
    minutes, seconds = text.rsplit(" ", 1)[-1].split(":")
    return int(minutes) * 60 + int(seconds)


def main(argv: list[str]) -> int:
    db_file, settings_file, pause = argv[0], argv[1], float(argv[2])
    app = QApplication([])  # kept referenced: the application lives as long as main()
    store = open_store(f"sqlite:///{db_file}")
    window = MainWindow(store, QSettings(settings_file, QSettings.Format.IniFormat),
                        Translations(), db_label="worker")
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.activateWindow()
    bot = Bot()
    bot.waitUntil(window.isActiveWindow)
    sign_in(bot, window, TRAINEE_NAME, TRAINEE_PIN)
    current_page = window.stack.currentWidget()
    if current_page is not None and current_page.objectName() == "examScreen":
        # A running sitting takes the trainee straight to it: the proctor resumes it.
        desk = exam_screen(window).desk
        bot.waitUntil(lambda: desk.stack.currentWidget() is desk.resume_page)
        bot.keyClick(desk.resume_button, Qt.Key.Key_Space)
        proctor_types(bot, desk, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
        bot.waitUntil(lambda: desk.stack.currentWidget() is desk.sitting_view)
        wait_for_answer_focus(bot, desk)
    else:
        desk = start_sitting(bot, window)
    session = desk.sitting.session
    print(f"sitting {session.sitting_id} {session.seed}", flush=True)
    current = desk.sitting.current
    shown_left = seconds_left(desk.sitting_view.clock.text())
    used = (datetime.now(UTC) - session.started_at).total_seconds()
    print(f"at {current.index} {sha(current.question)} {shown_left} {used:.3f}", flush=True)
    while not desk.sitting.ended:
        current = desk.sitting.current
        answer_key(bot, desk, wrong=current.index % 3 == 2)
        print(f"ack {current.index} {sha(current.question)}", flush=True)
        QTest.qWait(int(pause * 1000))
    bot.waitUntil(lambda: desk.stack.currentWidget() is desk.result_view)
    print("done", flush=True)
    window.unlock()
    store.close()
    del app
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
