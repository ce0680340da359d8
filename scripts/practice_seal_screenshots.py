"""Screenshot of the Dashboard's "practice edited outside the app" flag (issue 16 point 8).
Run under ``xvfb-run -a``:

``xvfb-run -a .venv/bin/python scripts/practice_seal_screenshots.py --lang zh-Hant``

Writes ``docs/screenshots/dashboard-practice-edited-<lang>.png``: a cohort of three trainees
whose practice is sealed; one of amy's answers was then changed with a SQL client, so her
name is marked in the roster, and her attempt log (chosen by keyboard) says so above the
tinted answers of that session.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from sqlalchemy import update

from scripts.i18n_build import build
from tests.support.practice_records import record_draw
from trainer.store import open_store
from trainer.store import schema as s
from ui.i18n import Translations
from ui.resources import app_style_sheet

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def wait(app: QApplication, done: object, seconds: float = 20.0) -> None:
    """Process events until ``done()`` (the dashboard loads in the background)."""
    import time

    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:  # type: ignore[operator]
        app.processEvents()
        QTest.qWait(20)


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
    from ui.dashboard.view import DashboardScreen
    from ui.main_window import MainWindow

    with tempfile.TemporaryDirectory() as folder:
        store = open_store(None, data_dir=Path(folder))
        boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
        cohort = store.roster.create_cohort(boss, "2026-12 百家樂 A")
        people = (("amy", "陳美美"), ("bob.lam", "林寶 Bob Lam"), ("carla", "Carla Sousa"))
        for name, display in people:
            store.roster.create_trainee(boss, name, display, cohort.id, "1234")
        now = datetime.now(UTC)
        edited = 0
        for n, (name, _display) in enumerate(people):
            who = store.authenticate(name, "1234")
            for day in (3, 1):
                session = store.practice.start_session(who, "draw", {})
                for i in range(6):
                    ident = record_draw(store, who, f"banker:{3 + i % 4}:{i}", (i + n) % 3 > 0,
                                        1400 + 90 * i, now - timedelta(days=day, minutes=i),
                                        session_id=session)
                    if name == "amy" and day == 1 and i == 3:  # a wrong answer
                        edited = ident
        with store._db.engine.begin() as conn:  # a SQL client makes a wrong answer right
            conn.execute(update(s.attempts).where(s.attempts.c.id == edited)
                         .values(correct=True))
        prefs = QSettings(str(Path(folder) / "dealer-trainer.ini"), QSettings.Format.IniFormat)
        window = MainWindow(store, prefs, translations, db_label="demo")
        window.resize(1280, 760)
        window.show()
        window.sign_in.name_edit.setText("mdeus")
        window.sign_in.secret_edit.setText("teacher-pass")
        window.sign_in.submit()
        window.open_screen("dashboard")
        screen = window.stack.currentWidget()
        assert isinstance(screen, DashboardScreen)
        wait(app, lambda: screen.roster_model.rowCount() == 3)
        amy = next(u.id for u in store.roster.trainees(boss) if u.name == "amy")
        wait(app, lambda: screen.roster_model.practice_flagged(amy))
        row = screen.roster_model.row_of(amy)
        assert row is not None
        screen.roster_view.setFocus()
        QTest.keyClick(screen.roster_view, Qt.Key.Key_Home)
        for _ in range(row):
            QTest.keyClick(screen.roster_view, Qt.Key.Key_Down)
        screen.tabs.setCurrentIndex(1)
        wait(app, lambda: screen.practice_flag.isVisible()
             and screen.attempt_model.rowCount() == 12)
        wait(app, lambda: not screen.presenter.runner.busy)
        app.processEvents()
        path = args.out / f"dashboard-practice-edited-{args.lang}.png"
        window.grab().save(str(path))
        print(path)
        window.close()
        store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
