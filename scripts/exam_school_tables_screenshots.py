"""Screenshots of exam sections under the school's own table profiles (issue 16 point 5) in
the main window at 1024 x 700: the blueprint form with a PAYOUT section's tables picked, and
a sitting's question dealt at the school's HK$80,000 room.

``xvfb-run -a .venv/bin/python scripts/exam_school_tables_screenshots.py --lang en`` (or
``zh-Hant``, ``pseudo``) writes ``exam-tables-<name>-<lang>.png`` into ``--out`` (default
``docs/screenshots``).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from tests.support.school_tables import VIP
from trainer.drills import DrillKind, Level
from trainer.exams.blueprint import Blueprint, SectionSpec
from ui.i18n import Translations
from ui.main_window import MainWindow
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
    folder = Path(tempfile.mkdtemp(prefix="dt-exam-tables-shots-"))
    from trainer.store import open_store

    store = open_store(None, data_dir=folder)
    prefs = QSettings(str(folder / "ui.ini"), QSettings.Format.IniFormat)
    translations = Translations()
    translations.install(args.lang)
    window = MainWindow(store, prefs, translations, db_label=str(folder))
    window.resize(1024, 700)
    window.show()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    boss = store.create_first_instructor("chan", "陳 Sir", "instructor-pass")
    cohort = store.roster.create_cohort(boss, "2026-12 貴賓廳 A")
    store.roster.create_trainee(boss, "amy", "黃美美 Amy", cohort.id, "1234")
    store.table_profiles.save(boss, VIP.name, VIP.to_dict())

    def exam(*tables: str) -> Blueprint:
        return Blueprint(
            "VIP floor certificate 貴賓廳證書",
            (SectionSpec(DrillKind.PAYOUT, Level.ALL, 6, 80, tables),
             SectionSpec(DrillKind.DRAW, Level.ALL, 4, 75)),
            pass_mark=80, time_limit_s=1800, cohort_ids=(cohort.id,))

    exam_id = store.exams.create(boss, exam("premium-5000", VIP.name)).id

    def wait(rounds: int = 10) -> None:
        for _ in range(rounds):
            app.processEvents()
            QTest.qWait(20)

    def shot(name: str) -> None:
        wait(6)
        window.grab().save(str(out / f"exam-tables-{name}-{args.lang}.png"))

    def sign_in(name: str, secret: str) -> None:
        window.stack.setCurrentWidget(window.sign_in)
        window.sign_in.name_edit.setText(name)
        window.sign_in.secret_edit.setText(secret)
        QTest.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)

    # 1. The form: the PAYOUT section with its tables ticked.
    sign_in("chan", "instructor-pass")
    window.open_screen("exam")
    panel = window.stack.currentWidget().instructor.blueprints  # type: ignore[attr-defined]
    for _ in range(50):
        wait(1)
        if panel.list.count():
            break
    panel.list.setCurrentRow(0)
    wait()
    row = panel.form.rows[0]
    scroll = panel.form.parentWidget().parentWidget()
    scroll.ensureWidgetVisible(row.tables)
    scroll.horizontalScrollBar().setValue(0)
    row.tables.setFocus()
    shot("form")
    window.sign_out()

    # 2. The trainee's first question, at the school's 80k room (the exam set to that room
    # alone, so that the sitting's random seed cannot open at the shipped table).
    # Signing out dropped the school key: the instructor signs in again to seal the change.
    store.exams.update(store.authenticate("chan", "instructor-pass"), exam_id, exam(VIP.name))
    sign_in("amy", "1234")
    window.open_screen("exam")
    desk = window.stack.currentWidget().desk  # type: ignore[attr-defined]
    desk.presenter.start(exam_id, "chan", "instructor-pass")
    for _ in range(200):
        wait(1)
        if desk.sitting is not None:
            break
    shot("question")
    window.unlock()
    window.close()
    store.close()
    print(f"screenshots written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
