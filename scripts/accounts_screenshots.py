"""Screenshots of Settings > Accounts (issue 16 point 1) and of a proctor's Exam screen.
Run under ``xvfb-run -a``:

``xvfb-run -a .venv/bin/python scripts/accounts_screenshots.py --lang zh-Hant``

Writes ``docs/screenshots/settings-accounts-<lang>.png``, ``home-proctor-<lang>.png`` and
``exam-proctor-<lang>.png``,
on a school with two instructors, a proctor, trainees (one deactivated) and an archived
cohort, with a refusal worded in the message line.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
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
    from ui.main_window import MainWindow
    from ui.settings.view import SettingsScreen

    with tempfile.TemporaryDirectory() as folder:
        store = open_store(None, data_dir=Path(folder))
        boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
        store.roster.create_instructor(boss, "lei.ka", "雷嘉 Lei Ka", "lei-password")
        store.roster.create_proctor(boss, "pat.ho", "何寶 Pat Ho", "proctor-pass")
        a = store.roster.create_cohort(boss, "2026-12 Baccarat A")
        b = store.roster.create_cohort(boss, "2027-01 百家樂 B")
        old = store.roster.create_cohort(boss, "2025-06 Sam Kong")
        for name, display, cohort in (("amy", "陳美美", a), ("bob.lam", "林寶 Bob Lam", a),
                                      ("carla", "Carla Sousa", b), ("dan", "Dan Wong", old)):
            store.roster.create_trainee(boss, name, display, cohort.id, "1234")
        dan = next(u for u in store.roster.accounts(boss) if u.name == "dan")
        store.roster.deactivate(boss, dan.id)
        store.roster.archive_cohort(boss, old.id)
        prefs = QSettings(str(Path(folder) / "dealer-trainer.ini"), QSettings.Format.IniFormat)
        window = MainWindow(store, prefs, translations, db_label="demo")
        window.resize(1024, 720)
        window.show()
        window.sign_in.name_edit.setText("mdeus")
        window.sign_in.secret_edit.setText("teacher-pass")
        window.sign_in.submit()
        window.open_screen("settings")
        screen = window.stack.currentWidget()
        assert isinstance(screen, SettingsScreen)
        screen.tabs.setCurrentWidget(screen.accounts)
        tab = screen.accounts
        row = next(r for r in range(tab.table.rowCount())
                   if tab.table.item(r, 0).text() == "mdeus")
        tab.table.selectRow(row)
        tab.toggle_active()  # refused in words: one cannot deactivate oneself
        tab.cohort_list.setCurrentRow(0)
        tab.table.setFocus()
        app.processEvents()
        window.grab().save(str(args.out / f"settings-accounts-{args.lang}.png"))
        window.sign_out()
        window.sign_in.name_edit.setText("pat.ho")
        window.sign_in.secret_edit.setText("proctor-pass")
        window.sign_in.submit()
        app.processEvents()
        window.grab().save(str(args.out / f"home-proctor-{args.lang}.png"))
        window.open_screen("exam")
        app.processEvents()
        window.grab().save(str(args.out / f"exam-proctor-{args.lang}.png"))
        window.close()
        store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
