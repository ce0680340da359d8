"""Screenshots of the proctor console (issue 16 point 2): three sittings running on three
desks, one with time added and one answered a few questions in, and a fourth voided (the
message line says so). Run under ``xvfb-run -a``:

``xvfb-run -a .venv/bin/python scripts/console_screenshots.py --lang zh-Hant``

Writes ``docs/screenshots/exam-console-<lang>.png`` (the proctor's Exam screen) and
``exam-console-instructor-<lang>.png`` (the instructor's "Running sittings" tab).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QPushButton

from scripts.i18n_build import build
from trainer.drills import expected_answer
from trainer.drills.model import DrillKind, Level
from trainer.exams.blueprint import Blueprint, OnInterrupt, SectionSpec
from trainer.store import open_store
from ui.i18n import Translations
from ui.resources import app_style_sheet

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


class Clock:
    """The desks' clock: now, moved on by hand so the rows differ."""

    def __init__(self) -> None:
        self.now = datetime.now(UTC) - timedelta(minutes=16)

    def __call__(self) -> datetime:
        return self.now


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=SCREENSHOTS)
    args = parser.parse_args()
    build()
    app = QApplication(sys.argv)
    app.setStyleSheet(app_style_sheet())
    translations = Translations()
    translations.install(args.lang)
    args.out.mkdir(parents=True, exist_ok=True)
    from ui.exam.console import ProctorConsole
    from ui.main_window import MainWindow

    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        clock = Clock()
        # The console's clock is the desks' (a desk silent for more than 90 s by it is
        # flagged "desk not responding").
        store = open_store(None, data_dir=data, desk="proctor-booth", clock=clock)
        boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
        store.roster.create_proctor(boss, "pat.ho", "何寶 Pat Ho", "proctor-pass")
        cohort = store.roster.create_cohort(boss, "2026-12 Baccarat A")
        people = [("amy", "陳美美"), ("bob.lam", "林寶 Bob Lam"), ("carla", "Carla Sousa"),
                  ("dan", "Dan Wong")]
        trainees = [store.roster.create_trainee(boss, n, d, cohort.id, "1234").as_actor()
                    for n, d in people]
        exam = store.exams.create(boss, Blueprint(
            "Baccarat dealer certificate 百家樂荷官證書",
            (SectionSpec(DrillKind.DRAW, Level.ALL, 12, 80),
             SectionSpec(DrillKind.CALL, Level.ALL, 8, 75)),
            pass_mark=80, time_limit_s=1800, question_limit_s=90, attempts_allowed=2,
            show_missed=True, on_interrupt=OnInterrupt.RESUME, cohort_ids=(cohort.id,)))
        desks = {}
        for i, desk in enumerate(("desk-07", "desk-08", "desk-11", "desk-12")):
            desks[i] = open_store(None, data_dir=data, desk=desk, clock=clock)
        sessions = []
        for i, trainee in enumerate(trainees):
            sessions.append(desks[i].exams.start_sitting(trainee, exam.id, "pat.ho",
                                                         "proctor-pass"))
            clock.now += timedelta(minutes=1)
        for session, answers in zip(sessions, (7, 3, 11, 1), strict=True):
            for _ in range(answers):
                question = session.next_question()
                assert question is not None
                clock.now += timedelta(seconds=40)
                session.submit(expected_answer(question.question))
            session.next_question()
        proctor = store.authenticate("pat.ho", "proctor-pass")
        store.exams.add_time(proctor, sessions[1].sitting_id or 0, 10)

        prefs = QSettings(str(data / "dealer-trainer.ini"), QSettings.Format.IniFormat)
        window = MainWindow(store, prefs, translations, db_label="demo")
        window.resize(1024, 720)
        window.show()
        for name, password, shot in (("pat.ho", "proctor-pass", "exam-console"),
                                     ("mdeus", "teacher-pass", "exam-console-instructor")):
            window.sign_in.name_edit.setText(name)
            window.sign_in.secret_edit.setText(password)
            window.sign_in.submit()
            window.open_screen("exam")
            screen = window.stack.currentWidget()
            tabs = getattr(screen, "tabs", None)
            if tabs is not None:
                tabs.setCurrentIndex(2)
            console = screen.findChild(ProctorConsole)
            assert console is not None
            console.reload()
            _wait(app, lambda c=console: c.model.rowCount() >= 3)
            if name == "pat.ho":  # Dan's sitting is voided through the console itself
                console.table.selectRow(3)
                console.reason.setText("Phone on the desk 枱面有手機")
                console.void()  # asks: the attempt given back or used (issue 25 point 9)
                _wait(app, lambda c=console: c.void_box is not None)
                box = console.void_box
                assert box is not None
                used = box.findChild(QPushButton, "consoleVoidUsed")
                assert used is not None
                used.click()
                _wait(app, lambda c=console: c.model.rowCount() == 3
                      and bool(c.status.text()))
                console.table.selectRow(1)
            console.table.setFocus()
            app.processEvents()
            window.grab().save(str(args.out / f"{shot}-{args.lang}.png"))
            window.sign_out()
            app.processEvents()
        window.close()
        for desk_store in desks.values():
            desk_store.close()
        store.close()
    return 0


def _wait(app: QApplication, done: object) -> None:
    """Let the console's background reads land (at most 10 s)."""
    deadline = time.monotonic() + 10
    while not done() and time.monotonic() < deadline:  # type: ignore[operator]
        app.processEvents()
        time.sleep(0.02)


if __name__ == "__main__":
    raise SystemExit(main())
