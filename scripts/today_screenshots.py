"""Screenshots of the Today page (issue 15 point 3) in the main window at 1024 x 700: a new
trainee's (the empty states) and a seasoned trainee's (a year of practice, reviews due, a
streak kept through a missed day, homework and an exam assigned).

``xvfb-run -a .venv/bin/python scripts/today_screenshots.py --lang en`` (or ``zh-Hant``,
``pseudo``) writes ``docs/screenshots/today-new-<lang>.png`` and ``today-seasoned-<lang>.png``.
The history is written by the tests' bulk helper (``tests.support.bulk_history``) and every
figure on the page is the store's (``store.today``), signed in through the sign-in page.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from tests.support.bulk_history import write_history
from trainer.drills import DrillKind, Level
from trainer.exams.blueprint import Blueprint, OnInterrupt, SectionSpec
from trainer.homework import Subject, Target, TargetKind
from trainer.macau_time import macau_day
from trainer.store import open_store
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.resources import app_style_sheet

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
"""Where they go (made on demand: git keeps only what README.md and docs/ show)."""


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=SCREENSHOTS)
    args = parser.parse_args()
    build()
    app = QApplication(sys.argv)
    app.setStyleSheet(app_style_sheet())
    folder = Path(tempfile.mkdtemp(prefix="dt-today-shots-"))
    store = open_store(None, data_dir=folder)
    boss = store.create_first_instructor("chan", "陳 Sir", "instructor-pass")
    cohort = store.roster.create_cohort(boss, "2026-12 百家樂 A")
    store.roster.create_trainee(boss, "amy", "黃美美 Amy", cohort.id, "1234")
    store.roster.create_trainee(boss, "ben", "李志明 Ben", cohort.id, "5678")
    ben = store.authenticate("ben", "5678")
    now = store.now()
    # A year of practice up to yesterday evening (a missed day two days ago, kept).
    write_history(store, boss, ben.user_id, 6_000, now - timedelta(days=3), days=365, seed=4)
    write_history(store, boss, ben.user_id, 60, now - timedelta(hours=1), days=1, seed=5)
    due = macau_day(now) + timedelta(days=4)
    store.homework.create(boss, cohort.id, Subject.drill(DrillKind.PAYOUT.value),
                          Target(TargetKind.ACCURACY, 90, 20), due)
    store.homework.create(boss, cohort.id, Subject.drill(DrillKind.SAMKONG_LEVEL.value),
                          Target(TargetKind.ANSWERS, 100), due + timedelta(days=3))
    store.exams.create(boss, Blueprint(
        name="Floor certificate 百家樂", sections=(SectionSpec(DrillKind.DRAW, Level.ALL, 1, 20),),
        pass_mark=80, time_limit_s=1200, question_limit_s=60, attempts_allowed=2,
        show_missed=True, on_interrupt=OnInterrupt.RESUME, cohort_ids=(cohort.id,)))
    prefs = QSettings(str(folder / "ui.ini"), QSettings.Format.IniFormat)
    translations = Translations()
    translations.install(args.lang)
    window = MainWindow(store, prefs, translations, db_label=str(folder))
    window.resize(1024, 700)
    window.show()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    for name, (user, pin) in (("new", ("amy", "1234")), ("seasoned", ("ben", "5678"))):
        window.stack.setCurrentWidget(window.sign_in)
        window.sign_in.reset()
        window.sign_in.name_edit.setText(user)
        window.sign_in.secret_edit.setText(pin)
        QTest.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
        assert window.today is not None and window.stack.currentWidget() is window.today
        app.processEvents()
        QTest.qWait(100)
        window.grab().save(str(out / f"today-{name}-{args.lang}.png"))
        window.sign_out()
    window.close()
    store.close()
    print(f"screenshots written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
