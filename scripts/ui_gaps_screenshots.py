"""Screenshots of session 8's screen gaps (issue 16), to look at in each language. Run under
``xvfb-run -a``:

``xvfb-run -a .venv/bin/python scripts/ui_gaps_screenshots.py --lang zh-Hant --out /tmp/shots``

Writes ``window-today-<lang>.png`` and ``window-exam-<lang>.png`` (an exam window's dates,
written one way on both screens); ``message-<lang>.png`` (Settings' roster line said in
English, then the language switched to ``--lang``); ``desk-held-<lang>.png`` and
``desk-freed-<lang>.png`` (a second desk's page, before and after the sitting is voided on
the proctor's desk, by itself); ``dashboard-exams-<lang>.png`` (the Dashboard's Exams tab at
1280x800, its "Counts" column fitted).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from trainer.drills import DrillKind, Level
from trainer.exams.blueprint import Blueprint, SectionSpec
from trainer.exams.records import ExamWindow
from trainer.store import open_store
from ui.i18n import Translations
from ui.resources import app_style_sheet

SCREENSHOTS = Path(tempfile.gettempdir()) / "dealer-trainer-shots"


def wait_for(app: QApplication, done: Callable[[], bool], ms: int = 5000) -> None:
    """Let the event loop run until ``done()`` (background loads), at most ``ms``."""
    waited = 0
    while not done() and waited < ms:
        app.processEvents()
        QTest.qWait(10)
        waited += 10


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
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    from ui.exam.view import ExamScreen
    from ui.main_window import MainWindow

    with tempfile.TemporaryDirectory() as folder:
        store = open_store(None, data_dir=Path(folder))
        boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
        cohort = store.roster.create_cohort(boss, "2026-12 百家樂 A")
        store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234")
        now = store.now()
        store.exams.create(boss, Blueprint(
            name="Floor certificate 百家樂", sections=(
                SectionSpec(DrillKind.DRAW, Level.ALL, 10, 80),),
            pass_mark=80, time_limit_s=1200, attempts_allowed=2, cohort_ids=(cohort.id,)),
            ExamWindow(datetime(now.year, now.month, now.day, 1, 0, tzinfo=UTC),
                       datetime(2027, 1, 20, 10, 0, tzinfo=UTC)))
        prefs = QSettings(str(Path(folder) / "dealer-trainer.ini"), QSettings.Format.IniFormat)
        window = MainWindow(store, prefs, translations, db_label="demo")
        window.resize(1024, 700)
        window.show()
        window.sign_in.name_edit.setText("amy")
        window.sign_in.secret_edit.setText("1234")
        QTest.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
        QTest.qWait(200)
        window.grab().save(str(out / f"window-today-{args.lang}.png"))
        window.open_screen("exam")
        screen = window.stack.currentWidget()
        assert isinstance(screen, ExamScreen)
        wait_for(app, lambda: screen.desk.exam_list.count() > 0)
        window.grab().save(str(out / f"window-exam-{args.lang}.png"))
        # A sitting started on desk-07: this desk (another store on the same file) is told.
        amy = store.authenticate("amy", "1234")
        exam_id = store.exams.assigned(amy)[0].exam.id
        desk07 = open_store(None, data_dir=Path(folder), desk="desk-07")
        desk07.exams.start_sitting(desk07.authenticate("amy", "1234"), exam_id,
                                   "mdeus", "teacher-pass").next_question()
        desk = screen.desk  # live: no need to open the screen again
        assert desk is not None
        wait_for(app, lambda: desk.stack.currentWidget() is desk.resume_page)
        window.grab().save(str(out / f"desk-held-{args.lang}.png"))
        booth = open_store(None, data_dir=Path(folder), desk="booth")
        boss2 = booth.authenticate("mdeus", "teacher-pass")
        (running,) = booth.exams.running_sittings(boss2)
        booth.exams.void_sitting(boss2, running.sitting_id, "phone out")
        wait_for(app, lambda: desk.stack.currentWidget() is desk.list_page)
        window.grab().save(str(out / f"desk-freed-{args.lang}.png"))
        window.sign_out()
        # Settings: a line said in English, then the language switched.
        translations.install("en")
        window.sign_in.name_edit.setText("mdeus")
        window.sign_in.secret_edit.setText("teacher-pass")
        QTest.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
        window.open_screen("settings")
        settings = window.stack.currentWidget()
        roster = settings.roster  # type: ignore[attr-defined]
        roster.table.clearSelection()
        roster.unlock()  # "Select a trainee first."
        window.set_language(args.lang)
        QTest.qWait(200)
        window.grab().save(str(out / f"message-{args.lang}.png"))
        window.close()
        desk07.close()
        booth.close()
        store.close()
    print(f"screenshots written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
