"""Screenshots of which sitting counts and of the retake-of-a-pass warning (issue 16 point 4).
Run under ``xvfb-run -a``:

``xvfb-run -a .venv/bin/python scripts/counting_screenshots.py --lang zh-Hant``

Writes ``docs/screenshots/exam-results-counting-<lang>.png`` (a cohort's results under the
"best sitting" rule: Amy passed, was granted a retake with a reason and failed it, and her
pass still counts; Bob's one pass counts) and ``exam-retake-of-a-pass-<lang>.png`` (the
warning before a retake of Amy's pass, the reason still empty so Grant is disabled).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from tests.support.exam_kill_worker import blueprint, right_answer, wrong_answer
from trainer.exams.counting import CountingRule
from trainer.store import Store, open_store
from ui.i18n import Translations
from ui.resources import app_style_sheet

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
BOSS = ("mdeus", "teacher-pass")


def sit(store: Store, name: str, exam_id: int, wrong: int) -> None:
    """A whole sitting, ``wrong`` questions answered wrong (a proctor starts it)."""
    trainee = store.authenticate(name, "1234")
    session = store.exams.start_sitting(trainee, exam_id, *BOSS)
    while (shown := session.next_question()) is not None:
        q = shown.question
        session.submit(wrong_answer(q) if shown.index < wrong else right_answer(q))


def wait(app: QApplication, done: Callable[[], bool]) -> None:
    for _ in range(500):
        app.processEvents()
        if done():
            return
        time.sleep(0.01)
    raise RuntimeError("the screen did not load")


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

    with tempfile.TemporaryDirectory() as folder:
        store = open_store(None, data_dir=Path(folder))
        boss = store.create_first_instructor(BOSS[0], "Maria Deus", BOSS[1])
        cohort = store.roster.create_cohort(boss, "2026-12 Baccarat A")
        amy = store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234")
        store.roster.create_trainee(boss, "bob.lam", "林寶 Bob Lam", cohort.id, "1234")
        exam = store.exams.create(boss, blueprint(cohort_ids=(cohort.id,),
                                                  counting=CountingRule.BEST))
        sit(store, "amy", exam.id, 1)
        boss = store.authenticate(*BOSS)
        store.exams.grant_retake(boss, exam.id, amy.id, "asked to improve the score")
        sit(store, "amy", exam.id, 6)
        sit(store, "bob.lam", exam.id, 0)
        prefs = QSettings(str(Path(folder) / "dealer-trainer.ini"), QSettings.Format.IniFormat)
        window = MainWindow(store, prefs, translations, db_label="demo")
        window.resize(1024, 600)
        window.show()
        window.sign_in.name_edit.setText(BOSS[0])
        window.sign_in.secret_edit.setText(BOSS[1])
        window.sign_in.submit()
        window.open_screen("exam")
        exams = window.stack.currentWidget().instructor
        exams.tabs.setCurrentWidget(exams.results)
        panel = exams.results
        wait(app, lambda: panel.model.rowCount() == 3)
        panel.table.resizeColumnsToContents()
        window.grab().save(str(args.out / f"exam-results-counting-{args.lang}.png"))

        row = next(n for n, r in enumerate(panel.model.rows) if r.sitting.attempt_no == 2)
        loaded = []
        panel.presenter.sig_review_loaded.connect(loaded.append)
        panel.presenter.open_review(panel.model.rows[row].sitting.id)
        wait(app, lambda: bool(loaded))
        panel.review_actions.ask_retake(loaded[0])
        dialog = panel.review_actions.retake_dialog
        assert dialog is not None
        wait(app, dialog.isVisible)
        dialog.resize(520, dialog.sizeHint().height())
        app.processEvents()
        dialog.grab().save(str(args.out / f"exam-retake-of-a-pass-{args.lang}.png"))
        dialog.reject()
        window.close()
        store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
