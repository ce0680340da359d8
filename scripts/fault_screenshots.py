"""Screenshots of the fault dialogs (issue 11): start-up faults, the locked-database wait and
an answer the database could not save. Run under ``xvfb-run -a``:

``xvfb-run -a .venv/bin/python scripts/fault_screenshots.py --lang zh-Hant``

Writes ``docs/screenshots/fault-<name>-<lang>.png``. The faults are made for real where
that needs no privilege (a 0-byte file, a folder where the file should be, a lock) and
injected where it does (a read-only folder, a full disk: the write probe's OSError).
"""

from __future__ import annotations

import argparse
import errno
import os
import sqlite3
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog

from scripts.i18n_build import build
from trainer.drills import DrillKind
from trainer.drills.registry import drill_kinds
from trainer.errors import StoreError
from trainer.store import DB_FILENAME, open_store
from ui.i18n import Translations
from ui.practice.view import PracticeScreen
from ui.resources import resource_path

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
"""Kept in git only when README.md or docs/ show them (see .gitignore)."""


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=SCREENSHOTS)
    args = parser.parse_args()
    build()
    app = QApplication(sys.argv)
    style = resource_path("styles", "app.qss")
    if style.exists():
        app.setStyleSheet(style.read_text(encoding="utf-8"))
    Translations().install(args.lang)
    out, lang = args.out, args.lang
    out.mkdir(parents=True, exist_ok=True)
    from ui.startup import (
        LockedWait,
        open_store_interactively,
        prepare_data_folder,
    )

    def grab_modal_then_quit(name: str) -> None:
        def go() -> None:
            box = QApplication.activeModalWidget()
            if not isinstance(box, QMessageBox):
                QTimer.singleShot(50, go)
                return
            box.grab().save(str(out / f"fault-{name}-{lang}.png"))
            box.done(0)

        QTimer.singleShot(0, go)

    real_open = os.open

    def refuse(number: int | None) -> None:
        def refusing(path, flags, *rest, **kw):
            if number is not None and ".dealer-trainer-write-test" in str(path):
                raise OSError(number, os.strerror(number), str(path))
            return real_open(path, flags, *rest, **kw)

        os.open = refusing  # type: ignore[assignment]

    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        # A read-only data folder (injected EROFS) and a full disk (injected ENOSPC).
        refuse(errno.EROFS)
        grab_modal_then_quit("read-only-folder")
        prepare_data_folder(base / "school")
        refuse(errno.ENOSPC)
        grab_modal_then_quit("disk-full")
        open_store_interactively(None, base / "full")
        refuse(None)
        # A file where the data folder should be; a folder where the database should be.
        (base / "not-a-folder").write_text("x")
        grab_modal_then_quit("not-a-folder")
        prepare_data_folder(base / "not-a-folder")
        (base / "dir").mkdir()
        (base / "dir" / DB_FILENAME).mkdir()
        grab_modal_then_quit("not-a-file")
        open_store_interactively(None, base / "dir")
        # A 0-byte database.
        (base / "empty").mkdir()
        (base / "empty" / DB_FILENAME).write_bytes(b"")
        grab_modal_then_quit("empty-database")
        open_store_interactively(None, base / "empty")
        # A locked database at start-up: the worded wait.
        (base / "locked").mkdir()
        open_store(None, data_dir=base / "locked").close()
        other = sqlite3.connect(base / "locked" / DB_FILENAME, isolation_level=None)
        other.execute("PRAGMA locking_mode = EXCLUSIVE")
        other.execute("BEGIN EXCLUSIVE")

        def grab_notice() -> None:
            notice = next((w for w in QApplication.topLevelWidgets()
                           if isinstance(w, QProgressDialog) and w.isVisible()), None)
            if notice is None:
                QTimer.singleShot(20, grab_notice)
                return
            notice.grab().save(str(out / f"fault-locked-wait-{lang}.png"))
            other.close()

        QTimer.singleShot(0, grab_notice)
        store = open_store_interactively(None, base / "locked")
        assert store is not None

        # Practice: an answer the database could not save.
        boss = store.create_first_instructor("lei", "Instructor Lei", "croupier-2026")
        cohort = store.roster.create_cohort(boss, "2026-12 Baccarat A")
        store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234")
        amy = store.authenticate("amy", "1234")
        screen = PracticeScreen(store, amy)
        screen.resize(1100, 720)
        screen.show()
        screen.enter()
        screen.kind_list.setCurrentRow(drill_kinds().index(DrillKind.DRAW))
        screen.seed = 5
        screen.start()

        def down(_graded: object) -> None:
            raise StoreError("unreachable", "the database server school-db:5432 did not "
                             "answer: connection timeout expired",
                             params={"server": "school-db:5432"})

        assert screen.presenter.session is not None
        screen.presenter.session.recorder.record = down  # type: ignore[union-attr, method-assign]
        from trainer.drills import expected_answer

        screen.presenter.submit(expected_answer(screen.presenter.current))
        for _ in range(20):
            app.processEvents()
        box = screen.unsaved_box
        assert box is not None and box.isVisible()
        box.grab().save(str(out / f"fault-answer-not-saved-{lang}.png"))
        screen_shot = app.primaryScreen().grabWindow(0)
        if not screen_shot.isNull() and os.environ.get("QT_QPA_PLATFORM") != "offscreen":
            screen_shot.save(str(out / f"fault-answer-not-saved-screen-{lang}.png"))
        box.done(0)
        screen.finish_early()
        # The status line while a lock is waited out, in the main window.
        from ui.main_window import MainWindow

        prefs = QSettings(str(base / "p.ini"), QSettings.Format.IniFormat)
        window = MainWindow(store, prefs, Translations(), db_label=store.display_url)
        window.show()
        for _ in range(20):
            app.processEvents()
        LockedWait(window.statusBar())(1)
        window.grab().save(str(out / f"fault-locked-status-{lang}.png"))
        window.close()
        store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
