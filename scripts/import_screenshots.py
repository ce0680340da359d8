"""Screenshots of the roster import (issue 16, point 10): the preview of a Big5 file with
semicolons (the guess, the overrides, the first rows) and the refused lines of a 500-line
file scrolling in the Settings screen of a 1024 x 768 window. Run under ``xvfb-run -a``:

``xvfb-run -a .venv/bin/python scripts/import_screenshots.py --lang zh-Hant``

Writes ``docs/screenshots/roster-import-preview-<lang>.png`` and
``docs/screenshots/roster-import-refused-<lang>.png``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from trainer.store import open_store
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.resources import app_style_sheet

SCREENSHOTS = Path(__file__).resolve().parents[1] / "docs" / "screenshots"
COHORT = "2026-12 百家樂甲班"


def _wait(ready, limit_ms: int = 60_000) -> None:
    waited = 0
    while not ready() and waited < limit_ms:
        QTest.qWait(50)
        waited += 50


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
    out, lang = args.out, args.lang
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        url = f"sqlite:///{folder / 'school.sqlite3'}"
        store = open_store(url)
        boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
        store.roster.create_cohort(boss, COHORT)
        prefs = QSettings(str(folder / "ui.ini"), QSettings.Format.IniFormat)
        window = MainWindow(store, prefs, translations, db_label=url)
        window.resize(1024, 768)
        window.show()
        window.sign_in.name_edit.setText("mdeus")
        window.sign_in.secret_edit.setText("teacher-pass")
        QTest.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
        window.open_screen("settings")
        roster = window.stack.currentWidget().roster

        big5 = folder / "2026-12 名單.csv"
        big5.write_bytes(("name;cohort;pin;display name\r\n" + "".join(
            f"{login};{COHORT};{pin};{name}\r\n" for login, pin, name in [
                ("chan.tm", "1234", "陳大文"), ("lee.sl", "2345", "李小龍"),
                ("wong.kf", "3456", "黃家輝"), ("ho.kl", "4567", "何家樂"),
                ("lei.sf", "5678", "李少芬"), ("ip.mw", "6789", "葉美華")])).encode("cp950"))
        roster.import_file(big5)
        _wait(lambda: getattr(roster, "preview_dialog", None) is not None
              and roster.preview_dialog.isVisible())
        dialog = roster.preview_dialog
        QTest.qWait(200)
        dialog.grab().save(str(out / f"roster-import-preview-{lang}.png"))
        dialog.reject()

        bad = folder / "intake.csv"
        bad.write_text("name,cohort,pin,display name\n" + "".join(
            f"trainee{i:03d},2026-12 No Such Cohort,1234,學員{i:03d}\n" for i in range(500)),
            encoding="utf-8-sig")
        roster.import_file(bad)
        _wait(lambda: roster.preview_dialog is not dialog and roster.preview_dialog.isVisible())
        roster.preview_dialog.accept()
        _wait(lambda: roster.import_errors.isVisible())
        QTest.qWait(300)
        window.grab().save(str(out / f"roster-import-refused-{lang}.png"))
        print(window.size().width(), window.size().height())
        window.close()
        store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
