"""Screenshots of a versioned blueprint (issue 16 point 3) and of the "changed on another desk"
dialog (point 7). Run under ``xvfb-run -a``:

``xvfb-run -a .venv/bin/python scripts/versions_screenshots.py --lang zh-Hant``

Writes ``docs/screenshots/exam-blueprint-version-<lang>.png`` (an exam with sittings: the form
says a change makes the next version, with its window) and
``exam-changed-elsewhere-<lang>.png`` (a second desk saved first: theirs beside yours).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from trainer.drills import DrillKind, Level
from trainer.exams.blueprint import Blueprint, SectionSpec
from trainer.exams.records import ExamWindow
from trainer.store import open_store
from ui.i18n import Translations
from ui.resources import app_style_sheet

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


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
    from ui.exam.view import ExamScreen
    from ui.main_window import MainWindow

    with tempfile.TemporaryDirectory() as folder:
        store = open_store(None, data_dir=Path(folder))
        boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
        cohort = store.roster.create_cohort(boss, "2026-12 百家樂 A")
        for name, display in (("amy", "陳美美"), ("bob.lam", "林寶 Bob Lam")):
            store.roster.create_trainee(boss, name, display, cohort.id, "1234")
        exam = store.exams.create(boss, Blueprint(
            name="Floor certificate 百家樂", sections=(
                SectionSpec(DrillKind.DRAW, Level.ALL, 10, 80),
                SectionSpec(DrillKind.CALL, Level.ALL, 6, 70)),
            pass_mark=80, time_limit_s=1200, attempts_allowed=2, cohort_ids=(cohort.id,)),
            ExamWindow(datetime(2026, 12, 1, 1, 0, tzinfo=UTC),
                       datetime(2026, 12, 20, 10, 0, tzinfo=UTC)))
        for name in ("amy", "bob.lam"):
            session = store.exams.start_sitting(store.authenticate(name, "1234"), exam.id,
                                                "mdeus", "teacher-pass")
            session.next_question()
            session.hand_in()
        prefs = QSettings(str(Path(folder) / "dealer-trainer.ini"), QSettings.Format.IniFormat)
        window = MainWindow(store, prefs, translations, db_label="demo")
        window.resize(1024, 760)
        window.show()
        window.sign_in.name_edit.setText("mdeus")
        window.sign_in.secret_edit.setText("teacher-pass")
        window.sign_in.submit()
        window.open_screen("exam")
        screen = window.stack.currentWidget()
        assert isinstance(screen, ExamScreen)
        panel = screen.instructor.blueprints
        deadline = 0
        while panel.list.count() == 0 and deadline < 500:
            app.processEvents()
            QApplication.instance().thread().msleep(10)  # the exams load on a worker
            deadline += 1
        panel.list.setCurrentRow(0)
        panel.form.pass_mark.setValue(85)
        app.processEvents()
        window.grab().save(str(args.out / f"exam-blueprint-version-{args.lang}.png"))
        # Another desk saves first; this desk's save is refused with both versions.
        other = open_store(None, data_dir=Path(folder))
        boss2 = other.authenticate("mdeus", "teacher-pass")
        other.exams.update(boss2, exam.id, replace(exam.blueprint, name="Floor certificate 2027",
                                                   attempts_allowed=3))
        panel.save()
        deadline = 0
        while (panel.conflict_dialog is None or not panel.conflict_dialog.isVisible()) \
                and deadline < 500:
            app.processEvents()
            QApplication.instance().thread().msleep(10)
            deadline += 1
        dialog = panel.conflict_dialog
        assert dialog is not None
        app.processEvents()
        dialog.grab().save(str(args.out / f"exam-changed-elsewhere-{args.lang}.png"))
        dialog.reject()
        other.close()
        window.close()
        store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
