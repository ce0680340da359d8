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


def dashboard_shot(app: QApplication, translations: Translations, out: Path, lang: str) -> None:
    """The Dashboard's Exams tab at 1280x800: a trainee with a passed sitting that counts,
    a failed one and a voided one (every column filled)."""
    from ui.main_window import MainWindow

    with tempfile.TemporaryDirectory() as folder:
        store = open_store(None, data_dir=Path(folder))
        boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
        cohort = store.roster.create_cohort(boss, "2026-12 百家樂 A")
        store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234")
        exam = store.exams.create(boss, Blueprint(
            name="Floor certificate 百家樂", sections=(
                SectionSpec(DrillKind.DRAW, Level.ALL, 2, 0),),
            pass_mark=0, time_limit_s=1200, attempts_allowed=3, cohort_ids=(cohort.id,)))
        amy = store.authenticate("amy", "1234")
        for _ in range(2):
            session = store.exams.start_sitting(amy, exam.id, "mdeus", "teacher-pass")
            session.next_question()
            session.hand_in()
        prefs = QSettings(str(Path(folder) / "dealer-trainer.ini"), QSettings.Format.IniFormat)
        window = MainWindow(store, prefs, translations, db_label="demo")
        window.resize(1280, 800)
        window.show()
        window.sign_in.name_edit.setText("mdeus")
        window.sign_in.secret_edit.setText("teacher-pass")
        QTest.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
        window.open_screen("dashboard")
        dashboard = window.stack.currentWidget()
        tab = dashboard.exam_results  # type: ignore[attr-defined]
        wait_for(app, lambda: dashboard.roster_model.rowCount() == 1)  # type: ignore[attr-defined]
        dashboard.tabs.setCurrentWidget(tab)  # type: ignore[attr-defined]
        dashboard.roster_view.selectRow(0)  # type: ignore[attr-defined]
        wait_for(app, lambda: tab.model.rowCount() == 2)
        QTest.qWait(200)
        window.grab().save(str(out / f"dashboard-exams-{lang}.png"))
        bar = tab.table.horizontalScrollBar()
        print(f"{lang}: exams table scrolls {bar.maximum()} px")
        window.close()
        store.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=SCREENSHOTS)
    parser.add_argument("--only", choices=("all", "dashboard"), default="all")
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

    dashboard_shot(app, translations, out, args.lang)
    if args.only == "dashboard":
        print(f"screenshots written to {out}")
        return 0
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
