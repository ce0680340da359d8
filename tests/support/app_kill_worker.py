"""The Practice screen answering draw decisions by key presses until killed (test_app_kill.py).

Usage: ``python app_kill_worker.py DB_FILE WORKER_NUMBER``. It runs the real screen, presenter
and store recorder offscreen, presses D or S at random, and prints
``ack SESSION N DRAWS CORRECT`` (flushed) from a slot connected after the screen's own, so
the line is written only once the feedback of answer N is on screen: it is the trainee's
acknowledgement.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import ui  # noqa: F401  (installs the emit fix)
from tests.support.kdf_cost import use_test_cost
from trainer.drills import DrawAnswer, Grade, Question
from trainer.store import open_store
from ui.practice.view import PracticeScreen

use_test_cost()  # the hashes the test wrote are checked at the test's cost


def main(argv: list[str]) -> int:
    db_file, worker = argv[0], int(argv[1])
    app = QApplication([])
    store = open_store(f"sqlite:///{db_file}")
    actor = store.authenticate("chan.tm", "1234")
    screen = PracticeScreen(store, actor)
    screen.resize(1100, 760)
    screen.show()
    screen.enter()
    screen.kind_list.setCurrentRow(0)  # draw decisions
    screen.count_spin.setValue(screen.count_spin.maximum())
    screen.start()
    rng = random.Random(worker)
    answered = 0

    def acknowledge(_question: Question, grade: Grade) -> None:
        nonlocal answered
        given = grade.given
        assert isinstance(given, DrawAnswer)
        print(f"ack {screen.presenter.session_id} {answered} {int(given.draws)} "
              f"{int(grade.correct)}", flush=True)
        answered += 1

    screen.presenter.sig_answer_graded.connect(acknowledge)
    print(f"ready {screen.presenter.session_id}", flush=True)

    def press() -> None:
        if screen.panel is None or screen.presenter.current is None:
            screen.start()  # the session's questions ran out: a new session
        elif screen.panel is not None:
            QTest.keyClick(screen.panel, rng.choice((Qt.Key.Key_D, Qt.Key.Key_S)))
        QTimer.singleShot(0, press)

    QTimer.singleShot(0, press)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
